// Outside the statistics: broken runs fail as broken (never inconclusive, never a new baseline), per-query guards
// fail on one query; and the inconclusive check on sparse judgments: demoting known relevant documents fails,
// replacing them with never-judged ones is inconclusive.
import { describe, expect, it } from 'vitest';
import { compareCase, judgedFill, relAt, rrQuery, useTmp, FILL, type QuerySpec } from './helpers.js';

const tmp = useTmp();
const gate = (extra: Record<string, unknown> = {}) => ({
  gate: {
    primary: 'RR@10',
    rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
    min_queries: 1,
    significance: 'none',
    ...extra,
  },
});

describe('structural guard: missing queries', () => {
  // 43 judged queries; the candidate answers 35 the same as the baseline and returns nothing for 8.
  const queries = (missing: number): QuerySpec[] =>
    Array.from({ length: 43 }, (_, i) => ({
      ...rrQuery(`q${i + 1}`, 1, 1),
      cand: i < missing ? null : relAt(1),
    }));

  it('fails, lists the queries, is never inconclusive and never suggests a new baseline', async () => {
    const r = (
      await compareCase(tmp.case('missing'), { queries: queries(8), contract: gate({ unjudged_relevance: 1 }) })
    ).report;
    expect(r.verdict.level).toBe('fail');
    const m = r.verdict.reasons.find((x) => x.kind === 'missing')!;
    expect(m).toMatchObject({ level: 'fail', slice: 'all', measure: null, queryCount: 8, because: null });
    expect(m.queries).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    expect(m.message).toContain('8 judged queries the baseline answered get no results from the candidate');
    expect(r.verdict.reasons.every((x) => x.level !== 'inconclusive')).toBe(true);
    expect(r.refresh).toBeNull();
    expect(r.verdict.summary).toMatch(/^fail: the candidate run is broken \(8 judged queries missing or cut short\)/);
  });

  it('12 missing: still a broken run, not "judge more"', async () => {
    const r = (await compareCase(tmp.case('missing12'), { queries: queries(12), contract: gate() })).report;
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0].kind).toBe('missing');
    expect(r.verdict.reasons.some((x) => x.level === 'inconclusive')).toBe(false);
  });

  it('gate.missing: warn lowers it to a warning; off drops it', async () => {
    const w = (
      await compareCase(tmp.case('missing-warn'), {
        queries: queries(8),
        contract: gate({ missing: 'warn', rules: [] }),
      })
    ).report;
    expect(w.verdict.level).toBe('warn');
    expect(w.verdict.reasons.map((x) => x.kind)).toEqual(['missing']);
    const off = (
      await compareCase(tmp.case('missing-off'), { queries: queries(8), contract: gate({ missing: 'off', rules: [] }) })
    ).report;
    expect(off.verdict.level).toBe('pass');
  });

  it('far fewer results than the baseline and than the gated cutoff count as cut short', async () => {
    // Baseline 10 results per query, RR@10 gated: a candidate that returns 3 (the relevant first) is cut short
    // although it scores the same; 6 results is more than half the baseline's: fine.
    const q = (n: number): QuerySpec[] =>
      Array.from({ length: 5 }, (_, i) => ({ ...rrQuery(`q${i + 1}`, 1, 1), cand: relAt(1).slice(0, n) }));
    const short = (await compareCase(tmp.case('short'), { queries: q(3), contract: gate() })).report;
    expect(short.slices[0].measures['RR@10'].delta).toBe(0);
    expect(short.verdict.reasons.map((x) => [x.kind, x.queryCount])).toEqual([['missing', 5]]);
    expect(short.verdict.reasons[0].message).toContain('5 gets far fewer results'.replace('5 gets', '5 get'));
    const fine = (await compareCase(tmp.case('short-ok'), { queries: q(6), contract: gate() })).report;
    expect(fine.verdict.level).toBe('pass');
  });
});

describe('structural guard: a changed id namespace', () => {
  it('a candidate none of whose documents is judged fails as broken', async () => {
    const queries = Array.from(
      { length: 5 },
      (_, i): QuerySpec => ({
        ...rrQuery(`q${i + 1}`, 1, 1),
        cand: relAt(1).map((d) => `doc:${d}`),
      }),
    );
    const r = (await compareCase(tmp.case('namespace'), { queries, contract: gate({ unjudged_relevance: 1 }) })).report;
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0]).toMatchObject({ kind: 'no-overlap', level: 'fail' });
    expect(r.verdict.reasons[0].message).toContain(
      "None of the candidate's 50 results is a judged document (the baseline has 50)",
    );
  });
});

describe('per-query guards', () => {
  // Known-item queries: q1 falls from RR 1 to 1/3, q2 from 1 to 1/2; the slice mean hardly moves over 20 queries.
  const queries = (): QuerySpec[] => [
    { ...rrQuery('q1', 1, 3), labels: { type: 'known' } },
    { ...rrQuery('q2', 1, 2), labels: { type: 'known' } },
    ...Array.from({ length: 18 }, (_, i) => ({ ...rrQuery(`k${i + 1}`, 1, 1), labels: { type: 'known' } })),
    ...Array.from({ length: 5 }, (_, i) => ({ ...rrQuery(`o${i + 1}`, 1, 5), labels: { type: 'other' } })),
  ];

  it('fail when a single query of the named slices loses more than `drop`, whatever the means say', async () => {
    const r = (
      await compareCase(tmp.case('guard-drop'), {
        queries: queries(),
        contract: gate({ rules: [], guards: [{ measure: 'RR@10', slices: ['type=known'], drop: 0.5 }] }),
      })
    ).report;
    expect(r.verdict.level).toBe('fail');
    const g = r.verdict.reasons[0];
    // q1 loses 2/3 > 0.5; q2 loses exactly 0.5 (not more); the 'other' queries are not guarded.
    expect(g).toMatchObject({
      kind: 'guard',
      level: 'fail',
      slice: 'type=known',
      measure: 'RR@10',
      rule: 0,
      queries: ['q1'],
      queryCount: 1,
      threshold: 'loses more than 0.5',
    });
    expect(g.message).toBe('1 query of type=known where RR@10 loses more than 0.5 (guard 1): q1 1.0000 → 0.3333');
  });

  it('`below`: a query that falls below it from at or above it', async () => {
    const r = (
      await compareCase(tmp.case('guard-below'), {
        queries: queries(),
        contract: gate({ rules: [], guards: [{ measure: 'RR@10', slices: ['type=known'], below: 0.5 }] }),
      })
    ).report;
    // q1 falls to 0.333 < 0.5; q2 to exactly 0.5, not below.
    expect(r.verdict.reasons.map((x) => x.queries)).toEqual([['q1']]);
  });

  it('a guard naming a measure that is not in measures is an error', async () => {
    const err = await compareCase(tmp.case('guard-bad'), {
      queries: queries(),
      contract: gate({ guards: [{ measure: 'nDCG@10', slices: '*', drop: 0.1 }] }),
    }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toBe('gate.guards.0.measure names nDCG@10, which is not in measures');
  });
});

describe('inconclusive on sparse judgments (one judged relevant document per query)', () => {
  // Each query has one judged relevant document `rel` and nothing else judged: the baseline ranks it first among
  // 30 unjudged documents u1..u30.
  const pool = Array.from({ length: 30 }, (_, i) => `u${i + 1}`);
  const sparse = (cand: (i: number) => string[]): QuerySpec[] =>
    Array.from({ length: 20 }, (_, i) => ({
      qid: `q${i + 1}`,
      judged: { rel: 1 },
      base: ['rel', ...pool],
      cand: cand(i),
    }));

  it('demoting the known relevant document below the top 10 fails: what entered, the baseline ranked just below', async () => {
    // Candidate: u1..u10 first, then rel: the documents now in the top 10 are the baseline's ranks 2..11.
    const r = (
      await compareCase(tmp.case('sparse-demote'), {
        queries: sparse(() => [...pool.slice(0, 10), 'rel', ...pool.slice(10)]),
        contract: gate(),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].delta).toBe(-1);
    expect(r.verdict.level).toBe('fail');
    const u = r.verdict.reasons[0].unjudged!;
    // One new document per query (u10, the baseline's rank 11). Its chance: the baseline's ranks 11-20 hold a known
    // relevant document in none of 20 × 10 positions, (0 + 1) / (200 + 2), times the share left unjudged, all of them:
    // (200 + 1) / (200 + 2).
    expect(u.documents).toBe(20);
    expect(u.relevance).toBeCloseTo((1 / 202) * (201 / 202), 12);
    expect(-u.delta).toBeGreaterThan(0.9);
  });

  it('replacing the known relevant document with never-retrieved documents is inconclusive, with them to judge', async () => {
    // Candidate: on half the queries ten documents the baseline never retrieved, `rel` gone; the rest unchanged.
    // (A candidate with no judged document anywhere would be a changed id namespace: a broken run.)
    const r = (
      await compareCase(tmp.case('sparse-replace'), {
        queries: sparse((i) => (i < 10 ? Array.from({ length: 10 }, (_, k) => `x${i}-${k}`) : ['rel', ...pool])),
        contract: gate(),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].delta).toBe(-0.5);
    expect(r.verdict.level).toBe('inconclusive');
    const reason = r.verdict.reasons[0];
    expect(reason).toMatchObject({ because: 'unjudged' });
    // Never seen by the baseline: relevant as often as judged documents are in both top 10s (20 judged, all relevant:
    // (20 + 1) / (20 + 2)).
    expect(reason.unjudged!.relevance).toBeCloseTo(21 / 22, 12);
    // Ten queries, each relevant first with chance 21/22 (or later): expected delta near 0, within the threshold.
    expect(reason.unjudged!.documents).toBe(100);
    expect(-reason.unjudged!.delta).toBeLessThan(0.05);
    expect(r.toJudge.filter((t) => t.candidateRank === 1)).toHaveLength(10);
  });
});

describe('underpowered', () => {
  // 12 queries; 6 rise from RR 1/2 to 1, 6 fall from 1 to 1/2: delta 0, paired sd 0.52.
  const noisy = (): QuerySpec[] =>
    Array.from({ length: 12 }, (_, i) => (i % 2 ? rrQuery(`q${i}`, 2, 1) : rrQuery(`q${i}`, 1, 2)));

  it('a gated slice that cannot detect a drop of its fail threshold is underpowered, never a pass', async () => {
    const r = (
      await compareCase(tmp.case('underpowered'), { queries: noisy(), contract: gate({ significance: { seed: 1 } }) })
    ).report;
    const c = r.slices[0].measures['RR@10'];
    expect(c.delta).toBe(0);
    expect(r.verdict.level).toBe('pass');
    expect(c.status).toBe('underpowered');
    expect(r.slices[0].status).toBe('underpowered');
    expect(c.gate!.underpowered).toBe(true);
    expect(c.gate!.mde!).toBeGreaterThan(0.05);
    // Queries needed for a 0.05 drop with this spread: far more than 12.
    expect(c.gate!.queriesNeeded!).toBeGreaterThan(100);
  });

  it('a slice whose interval shows it within its threshold earns its pass', async () => {
    const r = (
      await compareCase(tmp.case('powered'), {
        queries: noisy(),
        contract: gate({ significance: { seed: 1 }, rules: [{ measure: 'RR@10', slices: '*', fail: 0.6 }] }),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].status).toBe('pass');
  });
});

describe('tie check under significance', () => {
  // 16 queries whose candidate ties the relevant document with an unjudged one at rank 1: by docid order (trec_eval)
  // the unjudged one wins the tie ('zz' > 'rel'), RR 1/2; if ties broke for the candidate, RR 1.
  const tied = (): QuerySpec[] =>
    Array.from(
      { length: 16 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: relAt(1),
        cand: [['zz', 20], ['rel', 20], ...FILL.slice(0, 8).map((d, k): [string, number] => [d, 10 - k])],
      }),
    );

  it('re-tests both extreme orders and reports the pairs that flip', async () => {
    const r = (
      await compareCase(tmp.case('ties-sig'), { queries: tied(), contract: gate({ significance: { seed: 1 } }) })
    ).report;
    expect(r.slices[0].measures['RR@10'].delta).toBeCloseTo(-0.5, 12);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.ties).toMatchObject({
      ifAgainst: 'fail',
      ifFor: 'pass',
      flips: [{ slice: 'all', measure: 'RR@10', now: 'fail', ifAgainst: 'fail', ifFor: 'pass' }],
    });
    expect(r.verdict.ties!.message).toContain('significance included');
  });
});
