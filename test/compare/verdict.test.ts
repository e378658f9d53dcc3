// Every verdict path of the gate, end to end through runComparison on small hand-made cases.
// Values are reciprocal ranks of a single relevant document, so every mean below is arithmetic on 1, 1/2, 1/4, 0.
import { describe, it, expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import {
  compareCase,
  useTmp,
  rrQuery,
  relAt,
  judgedFill,
  exactSignFlip,
  rejectionOf,
  type QuerySpec,
} from './helpers.js';

const tmp = useTmp();

/** n queries q1..qn; the first `drops` have the relevant document at rank `candRank` in the candidate, the rest at 1. */
function dropping(n: number, drops: number, candRank = 2, baseRank = 1): QuerySpec[] {
  return Array.from({ length: n }, (_, i) => rrQuery(`q${i + 1}`, baseRank, i < drops ? candRank : baseRank));
}

const gate = (rules: unknown[], extra: Record<string, unknown> = {}) => ({
  gate: { primary: 'RR@10', rules, min_queries: 1, significance: 'none', ...extra },
});

describe('verdict levels (significance: none, thresholds alone)', () => {
  it('pass: identical runs fire nothing', async () => {
    const r = (
      await compareCase(tmp.case('pass'), {
        queries: dropping(12, 0),
        contract: gate([{ measure: 'RR@10', slices: '*', warn: 0.01, fail: 0.02 }]),
      })
    ).report;
    expect(r.verdict.level).toBe('pass');
    expect(r.verdict.reasons).toEqual([]);
    expect(r.verdict.regressions).toBe(0);
    expect(r.verdict.hiddenRegressions).toBe(0);
    expect(r.verdict.ties).toBeNull();
    expect(r.verdict.summary.startsWith('pass: no rule fired')).toBe(true);
    const all = r.slices[0];
    expect(all.name).toBe('all');
    expect(all.status).toBe('pass');
    expect(all.measures['RR@10']).toMatchObject({
      baseline: 1,
      candidate: 1,
      delta: 0,
      wins: 0,
      ties: 12,
      losses: 0,
      status: 'pass',
    });
  });

  it('warn: the drop crosses warn but not fail', async () => {
    // 20 queries at RR 1; one falls to rank 2: candidate mean (19 + 0.5) / 20 = 0.975, drop 0.025 in (0.02, 0.1].
    const r = (
      await compareCase(tmp.case('warn'), {
        queries: dropping(20, 1),
        contract: gate([{ measure: 'RR@10', slices: '*', warn: 0.02, fail: 0.1 }]),
      })
    ).report;
    expect(r.verdict.level).toBe('warn');
    expect(r.verdict.reasons).toHaveLength(1);
    const reason = r.verdict.reasons[0];
    expect(reason).toMatchObject({
      level: 'warn',
      kind: 'rule',
      slice: 'all',
      measure: 'RR@10',
      baseline: 1,
      threshold: '0.02',
      rule: 0,
      pAdjusted: null,
      bound: null,
      hidden: false,
      because: null,
    });
    expect(reason.candidate).toBeCloseTo(0.975, 12);
    expect(reason.delta).toBeCloseTo(-0.025, 12);
    expect(reason.message).toContain('warn threshold 0.02');
    expect(r.slices[0].measures['RR@10'].status).toBe('warn');
    expect(r.slices[0].measures['RR@10'].losses).toBe(1);
  });

  it('fail: the drop crosses fail', async () => {
    // 5 of 20 queries fall to rank 2: candidate mean (15 + 2.5) / 20 = 0.875, drop 0.125 > 0.1.
    const r = (
      await compareCase(tmp.case('fail'), {
        queries: dropping(20, 5),
        contract: gate([{ measure: 'RR@10', slices: '*', warn: 0.02, fail: 0.1 }]),
      })
    ).report;
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons).toHaveLength(1);
    expect(r.verdict.reasons[0]).toMatchObject({
      level: 'fail',
      slice: 'all',
      threshold: '0.1',
      hidden: false,
      because: null,
    });
    expect(r.verdict.reasons[0].candidate).toBeCloseTo(0.875, 12);
    expect(r.verdict.summary).toMatch(
      /^fail: 1 regression, worst RR@10 on all −0\.1250; RR@10 on all 20 queries 1\.0000 → 0\.8750 \(−0\.1250\)$/,
    );
  });

  it('a drop exactly at the threshold does not fire (the drop must exceed it)', async () => {
    // 4 of 20 at rank 2: drop exactly 0.1 (2/20), threshold 0.1 → not exceeded; 0.09 → exceeded.
    const at = (
      await compareCase(tmp.case('at'), {
        queries: dropping(20, 4),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.1 }]),
      })
    ).report;
    expect(at.slices[0].measures['RR@10'].delta).toBeCloseTo(-0.1, 12);
    expect(at.verdict.level).toBe('pass');
    const below = (
      await compareCase(tmp.case('below'), {
        queries: dropping(20, 4),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.09 }]),
      })
    ).report;
    expect(below.verdict.level).toBe('fail');
  });
});

describe('inconclusive', () => {
  it('by coverage: the candidate judged coverage is below gate.coverage.min', async () => {
    // Every candidate list is [u1 u2 u3 u4 rel n1..n5]: RR 0.2 (drop 0.8 from 1) and Judged@10 6/10 = 0.6 < 0.7.
    const queries = Array.from(
      { length: 10 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: relAt(1),
        cand: ['u1', 'u2', 'u3', 'u4', 'rel', 'n1', 'n2', 'n3', 'n4', 'n5'],
      }),
    );
    const r = (
      await compareCase(tmp.case('coverage'), {
        queries,
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], {
          coverage: { measure: 'Judged@10', min: 0.7 },
        }),
      })
    ).report;
    expect(r.slices[0].measures['Judged@10'].candidate).toBeCloseTo(0.6, 12);
    expect(r.slices[0].measures['RR@10'].candidate).toBeCloseTo(0.2, 12);
    expect(r.verdict.level).toBe('inconclusive');
    expect(r.verdict.reasons).toHaveLength(1);
    expect(r.verdict.reasons[0]).toMatchObject({
      level: 'inconclusive',
      because: 'coverage',
      slice: 'all',
      threshold: '0.05',
    });
    expect(r.slices[0].status).toBe('inconclusive');
    // The four unjudged documents of each of the 10 queries are listed to judge (candidate ranks 1..4).
    expect(r.toJudge).toHaveLength(40);
    expect(new Set(r.toJudge.map((t) => t.docid))).toEqual(new Set(['u1', 'u2', 'u3', 'u4']));
    expect(r.toJudge.every((t) => t.baselineRank === null)).toBe(true);
  });

  it('the same drop with full coverage fails', async () => {
    // Candidate [n1 n2 n3 n4 rel n5..n9]: the same RR 0.2 but every document judged (Judged@10 = 1).
    const queries = Array.from({ length: 10 }, (_, i) => rrQuery(`q${i + 1}`, 1, 5));
    const r = (
      await compareCase(tmp.case('coverage-ok'), {
        queries,
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], {
          coverage: { measure: 'Judged@10', min: 0.7 },
        }),
      })
    ).report;
    expect(r.slices[0].measures['Judged@10'].candidate).toBe(1);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0].because).toBeNull();
    expect(r.toJudge).toEqual([]);
  });

  // 5 of 10 candidates read [u1 rel n1..n8]: RR 0.5, drop 5 * 0.5 / 10 = 0.25 > 0.05; Judged@10 = (5*0.9 + 5)/10 = 0.95 >= 0.7.
  // u1 is unjudged and new in the candidate's top 10 (the baseline does not show it): it alone could explain the drop.
  const newFirst = () =>
    Array.from(
      { length: 10 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: relAt(1),
        cand: i < 5 ? ['u1', 'rel', ...relAt(0).slice(0, 8)] : relAt(1),
      }),
    );

  it('the newly shown unjudged document, at its estimated chance of relevance, does not explain the drop: fail', async () => {
    const r = (
      await compareCase(tmp.case('unjudged-estimated'), {
        queries: newFirst(),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], {
          coverage: { measure: 'Judged@10', min: 0.7 },
        }),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].candidate).toBeCloseTo(0.75, 12);
    // The chance is the judged precision in both runs' top 10: per query 10 judged documents, 1 relevant; with one
    // pseudo-judgment of each kind (Laplace) (10 + 1) / (100 + 2).
    const p = 11 / 102;
    // With u1 relevant at chance p the 5 queries' expected RR is p·1 + (1 - p)·0.5: delta -0.25 (1 - p).
    expect(r.verdict.level).toBe('fail');
    const reason = r.verdict.reasons[0];
    expect(reason).toMatchObject({ level: 'fail', kind: 'rule', because: null });
    expect(reason.unjudged!.relevance).toBeCloseTo(p, 12);
    expect(reason.unjudged!.documents).toBe(5);
    expect(reason.unjudged!.delta).toBeCloseTo(-0.25 * (1 - p), 12);
    // Still listed to judge: (q1..q5, u1) at candidate rank 1, impact 1/log2(2) = 1.
    expect(r.toJudge.map((t) => `${t.qid} ${t.docid} ${t.candidateRank} ${t.impact}`)).toEqual([
      'q1 u1 1 1',
      'q2 u1 1 1',
      'q3 u1 1 1',
      'q4 u1 1 1',
      'q5 u1 1 1',
    ]);
  });

  it('with a chance of relevance that would close the gap, the failure is inconclusive', async () => {
    // unjudged_relevance 0.9: delta -0.25 (1 - 0.9) = -0.025, within the fail threshold 0.05.
    const r = (
      await compareCase(tmp.case('unjudged-fixed'), {
        queries: newFirst(),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], { unjudged_relevance: 0.9 }),
      })
    ).report;
    expect(r.verdict.level).toBe('inconclusive');
    expect(r.verdict.reasons[0]).toMatchObject({ level: 'inconclusive', because: 'unjudged' });
    expect(r.verdict.reasons[0].unjudged!.delta).toBeCloseTo(-0.025, 12);
    expect(r.verdict.reasons[0].message).toContain(
      '5 unjudged documents the candidate newly shows, relevant with a mean chance of 0.90, would leave −0.0250: judge them',
    );
    expect(r.significance.unjudgedRelevance).toBe(0.9);
  });

  it('an unjudged document the baseline shows as well explains nothing (only new documents count)', async () => {
    // The baseline has u1 at rank 5; the candidate moves it to rank 1. Even at chance 1 it cannot be the reason:
    // judged relevant, it would raise the baseline as well.
    const queries = Array.from(
      { length: 10 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: ['rel', 'n1', 'n2', 'n3', 'u1', 'n4', 'n5', 'n6', 'n7', 'n8'],
        cand:
          i < 5
            ? ['u1', 'rel', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8']
            : ['rel', 'n1', 'n2', 'n3', 'u1', 'n4', 'n5', 'n6', 'n7', 'n8'],
      }),
    );
    const r = (
      await compareCase(tmp.case('unjudged-shared'), {
        queries,
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], { unjudged_relevance: 1 }),
      })
    ).report;
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0]).toMatchObject({ because: null, unjudged: null });
  });

  it('a judged non-relevant document in the same place keeps the failure', async () => {
    // [n9 rel n1..n8]: the same RR drop, but n9 is judged not relevant, so no re-scoring closes the gap.
    const queries = Array.from({ length: 10 }, (_, i) => rrQuery(`q${i + 1}`, 1, i < 5 ? 2 : 1));
    const r = (
      await compareCase(tmp.case('optimistic-no'), {
        queries,
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], {
          coverage: { measure: 'Judged@10', min: 0.7 },
        }),
      })
    ).report;
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0].because).toBeNull();
  });

  it('an unjudged document that would not close the gap keeps the failure', async () => {
    // Candidate [n1 n2 n3 u1 rel ...]: RR 0.2; with u1 relevant RR 0.25; drop from 1 stays 0.75 per query → still fails.
    const queries = Array.from(
      { length: 10 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: relAt(1),
        cand: ['n1', 'n2', 'n3', 'u1', 'rel', 'n4', 'n5', 'n6', 'n7', 'n8'],
      }),
    );
    const r = (
      await compareCase(tmp.case('optimistic-far'), {
        queries,
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], {
          coverage: { measure: 'Judged@10', min: 0.7 },
        }),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].candidateOptimistic).toBeCloseTo(0.25, 12);
    expect(r.verdict.level).toBe('fail');
  });
});

describe('relative thresholds', () => {
  // Baseline RR 0.5 everywhere (rank 2); 4 of 10 candidates at rank 4: mean (6*0.5 + 4*0.25)/10 = 0.4, drop 0.1 = 20% of 0.5.
  const queries = () => dropping(10, 4, 4, 2);
  it('"15%" of the baseline (0.075) is exceeded by a drop of 0.1', async () => {
    const r = (
      await compareCase(tmp.case('rel15'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: ['all'], fail: '15%' }]),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].baseline).toBe(0.5);
    expect(r.slices[0].measures['RR@10'].candidate).toBeCloseTo(0.4, 12);
    expect(r.slices[0].measures['RR@10'].relDelta).toBeCloseTo(-0.2, 12);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0].threshold).toBe('15%');
    expect(r.verdict.reasons[0].message).toContain('fail threshold 15%');
  });
  it('"25%" (0.125) is not exceeded, and neither is the absolute 0.15 that "15%" is not', async () => {
    const r25 = (
      await compareCase(tmp.case('rel25'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: ['all'], fail: '25%' }]),
      })
    ).report;
    expect(r25.verdict.level).toBe('pass');
    const abs = (
      await compareCase(tmp.case('abs15'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: ['all'], fail: 0.15 }]),
      })
    ).report;
    expect(abs.verdict.level).toBe('pass');
  });
});

describe('significance', () => {
  // 12 queries: two fall from RR 1 to 0, one rises from 0 to 1, nine unchanged. Mean drop 1/12 ≈ 0.083 > 0.05.
  // Exact sign-flip test: the nonzero differences are {-1, -1, +1}; every one of the 8 sign patterns sums to an odd
  // number, so |sum| >= 1 always and p = 1.
  const noisy = (): QuerySpec[] => [
    rrQuery('q1', 1, 0),
    rrQuery('q2', 1, 0),
    rrQuery('q3', 0, 1),
    ...Array.from({ length: 9 }, (_, i) => rrQuery(`q${i + 4}`, 1, 1)),
  ];
  const rule = [{ measure: 'RR@10', slices: ['all'], fail: 0.05 }];

  it('significance: none fires on the threshold alone', async () => {
    const r = (await compareCase(tmp.case('sig-none'), { queries: noisy(), contract: gate(rule) })).report;
    expect(r.slices[0].measures['RR@10'].delta).toBeCloseTo(-1 / 12, 12);
    expect(r.slices[0].measures['RR@10'].p).toBeNull();
    expect(r.significance.test).toBe('none');
    expect(r.verdict.level).toBe('fail');
  });

  it('significance on: a large drop on few noisy queries does not fire when p is high', async () => {
    const r = (
      await compareCase(tmp.case('sig-on'), { queries: noisy(), contract: gate(rule, { significance: { seed: 7 } }) })
    ).report;
    const cell = r.slices[0].measures['RR@10'];
    const diffs = [-1, -1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(exactSignFlip(diffs)).toBe(1);
    expect(cell.p).toBe(1);
    // The gate's test is one-sided: 3 queries moved, 4 of their 8 sign patterns are at least as bad (exact); a family of one.
    expect(cell.gate).toMatchObject({ pWorse: 0.5, pAdjusted: 0.5 });
    expect(r.significance).toMatchObject({
      test: 'randomization',
      iterations: 10_000,
      alpha: 0.05,
      correction: 'westfall-young',
      seed: 7,
      family: 1,
      sided: 'one-sided',
    });
    // The drop (1/12) is beyond the fail threshold but not significant: it cannot be told from churn, so it raises no
    // verdict; it is reported (naming the smallest detectable drop) and the slice is underpowered, never a plain pass.
    expect(r.verdict.level).toBe('pass');
    expect(r.verdict.reasons).toHaveLength(1);
    expect(r.verdict.reasons[0]).toMatchObject({ level: 'pass', kind: 'not-significant', pAdjusted: 0.5 });
    expect(cell.status).toBe('underpowered');
    expect(r.verdict.reasons[0].message).toContain('beyond the fail threshold 0.05 but not significant');
  });

  it('significance on: a consistent drop fires (one-sided p = 1/2^12 by exact enumeration)', async () => {
    // All 12 queries fall from rank 1 to 2 (difference -0.5 each): only the all-minus and all-plus patterns reach |mean| 0.5
    // (two-sided p 2/2^12); the gate asks only "worse?", which only the observed pattern is as much as (1/2^12).
    const r = (
      await compareCase(tmp.case('sig-consistent'), {
        queries: dropping(12, 12),
        contract: gate(rule, { significance: {} }),
      })
    ).report;
    const cell = r.slices[0].measures['RR@10'];
    expect(cell.p).toBe(2 / 4096);
    expect(cell.p).toBe(exactSignFlip(new Array(12).fill(-0.5)));
    // Every bootstrap resample of constant differences has mean -0.5.
    expect(cell.ci).toEqual([-0.5, -0.5]);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons[0].pAdjusted).toBe(1 / 4096);
    expect(r.verdict.reasons[0].message).toContain('p=0.0002 (one-sided, adjusted)');
    // The test's standard error sqrt(Σd²)/n, and the bound the decision used: below 0 since the drop is significant.
    expect(cell.gate).toMatchObject({ pWorse: 1 / 4096, pAdjusted: 1 / 4096 });
    expect(cell.gate!.se).toBeCloseTo(Math.sqrt(12 * 0.25) / 12, 15);
    expect(cell.gate!.bound).toBeCloseTo(-0.5 + cell.gate!.critical! * cell.gate!.se, 15);
    expect(cell.gate!.bound!).toBeLessThan(0);
  });
});

describe('min_queries', () => {
  it('a slice under min_queries is "too small to gate" and never fails', async () => {
    // type=a: 12 queries, 3 of them rise 0 → 1; type=b: 3 queries fall 1 → 0. all: 15 queries, delta 0.
    const queries: QuerySpec[] = [
      ...Array.from({ length: 12 }, (_, i) => rrQuery(`a${i + 1}`, i < 3 ? 0 : 1, 1, { type: 'a' })),
      ...Array.from({ length: 3 }, (_, i) => rrQuery(`b${i + 1}`, 1, 0, { type: 'b' })),
    ];
    const res = await compareCase(tmp.case('min-queries'), {
      queries,
      contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }], { min_queries: 10 }),
    });
    const r = res.report;
    const b = r.slices.find((s) => s.name === 'type=b')!;
    expect(b.queries).toBe(3);
    expect(b.gated).toBe(false);
    expect(b.status).toBe('too-small');
    expect(b.measures['RR@10']).toMatchObject({
      baseline: 1,
      candidate: 0,
      delta: -1,
      status: 'too-small',
      gate: null,
    });
    expect(r.slices[0].measures['RR@10'].delta).toBe(0);
    expect(r.verdict.level).toBe('pass');
    expect(r.significance.family).toBe(2); // all and type=a
    expect(res.markdown).toMatch(/\| `type=b` \| 3 \| 1\.0000 \| 0\.0000 \| −1\.0000 \|.*\| too small to gate \|/);
  });
});

describe('rule slice selection', () => {
  // type=a (4), type=b (4), two queries without a type ((unlabeled)); every query has lang=en.
  const queries = (): QuerySpec[] => [
    ...Array.from({ length: 4 }, (_, i) => rrQuery(`a${i + 1}`, 1, 1, { type: 'a', lang: 'en' })),
    ...Array.from({ length: 4 }, (_, i) => rrQuery(`b${i + 1}`, 1, 1, { type: 'b', lang: 'en' })),
    rrQuery('u1', 1, 1, { type: '', lang: 'en' }),
    rrQuery('u2', 1, 1, { type: '', lang: 'en' }),
  ];
  const gatedOf = (r: Awaited<ReturnType<typeof compareCase>>['report']) =>
    r.slices.filter((s) => s.measures['RR@10'].status !== 'not-gated').map((s) => s.name);

  it('"*" selects every slice', async () => {
    const r = (
      await compareCase(tmp.case('sel-star'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }]),
      })
    ).report;
    expect(r.slices.map((s) => s.name)).toEqual(['all', 'type=a', 'type=b', 'type=(unlabeled)', 'lang=en']);
    expect(gatedOf(r)).toEqual(['all', 'type=a', 'type=b', 'type=(unlabeled)', 'lang=en']);
    expect(r.significance.family).toBe(5);
  });
  it('a glob "type=*" selects the type slices only', async () => {
    const r = (
      await compareCase(tmp.case('sel-glob'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: 'type=*', fail: 0.05 }]),
      })
    ).report;
    expect(gatedOf(r)).toEqual(['type=a', 'type=b', 'type=(unlabeled)']);
    expect(r.slices[0].measures['RR@10'].status).toBe('not-gated');
    expect(r.slices[0].measures['RR@10'].gate).toBeNull();
    expect(r.significance.family).toBe(3);
  });
  it('a list selects exactly the slices named', async () => {
    const r = (
      await compareCase(tmp.case('sel-list'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: ['all', 'type=b'], fail: 0.05 }]),
      })
    ).report;
    expect(gatedOf(r)).toEqual(['all', 'type=b']);
  });
  it('a rule naming a nonexistent slice is a clear error naming the rule and the known slices', async () => {
    const err = await rejectionOf(
      compareCase(tmp.case('sel-missing'), {
        queries: queries(),
        contract: gate([{ measure: 'RR@10', slices: ['all', 'type=zzz'], fail: 0.05 }]),
      }),
    );
    expect(err).toBeInstanceOf(InputError);
    const msg = err.format();
    expect(msg).toContain(
      'rankgate.yml: gate.rules[0].slices names slice "type=zzz", which matches no slice of judged queries',
    );
    expect(msg).toContain('slices are: all, type=a, type=b, type=(unlabeled), lang=en');
  });
});

describe('hidden regressions', () => {
  // type=a: 10 queries at RR 1, 4 fall to rank 2 (mean 0.8, drop 0.2). type=b: 10 queries at RR 0.5, 4 rise to rank 1
  // (mean 0.7, +0.2). all: 20 queries, 15/20 = 0.75 both sides, delta 0.
  const balanced = (): QuerySpec[] => [
    ...Array.from({ length: 10 }, (_, i) => rrQuery(`a${i + 1}`, 1, i < 4 ? 2 : 1, { type: 'a' })),
    ...Array.from({ length: 10 }, (_, i) => rrQuery(`b${i + 1}`, 2, i < 4 ? 1 : 2, { type: 'b' })),
  ];

  it('a rule firing on a slice while all does not is hidden, counted and headlined', async () => {
    const res = await compareCase(tmp.case('hidden'), {
      queries: balanced(),
      contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }]),
    });
    const r = res.report;
    expect(r.slices[0].measures['RR@10'].delta).toBeCloseTo(0, 12);
    expect(r.slices.find((s) => s.name === 'type=a')!.measures['RR@10'].delta).toBeCloseTo(-0.2, 12);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons).toHaveLength(1);
    expect(r.verdict.reasons[0]).toMatchObject({ slice: 'type=a', measure: 'RR@10', level: 'fail', hidden: true });
    expect(r.verdict.reasons[0].message).toContain('hidden: RR@10 on all');
    expect(r.verdict.hiddenRegressions).toBe(1);
    expect(r.verdict.summary).toContain('(1 hidden)');
    expect(res.markdown).toContain('> [!CAUTION]');
    expect(res.markdown).toContain('> **RR@10 on `type=a`** fell 1.0000 → 0.8000 (−0.2000; fail threshold 0.05)');
  });

  it('hidden reasons are listed before a non-hidden failure that comes first in slice order', async () => {
    // Add R@100 with a second relevant document: type=b candidates lose it (R@100 1 → 0.5), so R@100 on all falls
    // 10 * 0.5 / 20 = 0.25 and fires on `all` (not hidden), while RR@10 on type=a is the hidden failure.
    const queries = balanced().map((q): QuerySpec => {
      if (!q.qid.startsWith('b'))
        return { ...q, judged: { ...q.judged, rel2: 1 }, base: [...q.base!, 'rel2'], cand: [...q.cand!, 'rel2'] };
      return { ...q, judged: { ...q.judged, rel2: 1 }, base: [...q.base!, 'rel2'] };
    });
    const r = (
      await compareCase(tmp.case('hidden-order'), {
        queries,
        contract: {
          measures: ['RR@10', 'R@100', 'Judged@10'],
          ...gate([
            { measure: 'R@100', slices: ['all'], fail: 0.1 },
            { measure: 'RR@10', slices: '*', fail: 0.05 },
          ]),
        },
      })
    ).report;
    expect(r.slices[0].measures['R@100'].delta).toBeCloseTo(-0.25, 12);
    expect(r.verdict.reasons.map((x) => [x.slice, x.measure, x.level, x.hidden])).toEqual([
      ['type=a', 'RR@10', 'fail', true],
      ['all', 'R@100', 'fail', false],
    ]);
    expect(r.verdict.hiddenRegressions).toBe(1);
    expect(r.verdict.regressions).toBe(2);
  });

  it('the summary names the worst reason, not merely the first (hidden reasons come first)', async () => {
    // As above, but RR@10 only warns: reasons are [hidden warn on type=a, fail on all]; the verdict is fail and the
    // summary's "worst" must be the failing R@100 on all.
    const queries = balanced().map((q): QuerySpec => {
      if (!q.qid.startsWith('b'))
        return { ...q, judged: { ...q.judged, rel2: 1 }, base: [...q.base!, 'rel2'], cand: [...q.cand!, 'rel2'] };
      return { ...q, judged: { ...q.judged, rel2: 1 }, base: [...q.base!, 'rel2'] };
    });
    const r = (
      await compareCase(tmp.case('hidden-warn'), {
        queries,
        contract: {
          measures: ['RR@10', 'R@100', 'Judged@10'],
          ...gate([
            { measure: 'R@100', slices: ['all'], fail: 0.1 },
            { measure: 'RR@10', slices: '*', warn: 0.05 },
          ]),
        },
      })
    ).report;
    expect(r.verdict.reasons.map((x) => [x.slice, x.measure, x.level, x.hidden])).toEqual([
      ['type=a', 'RR@10', 'warn', true],
      ['all', 'R@100', 'fail', false],
    ]);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.summary).toMatch(/^fail: 2 regressions \(1 hidden\), worst R@100 on all −0\.2500;/);
  });

  it('when all also fires for the same measure, the slice is not hidden', async () => {
    // type=b unchanged instead: all falls 4 * 0.5 / 20 = 0.1 > 0.05, so both all and type=a fire.
    const queries: QuerySpec[] = [
      ...Array.from({ length: 10 }, (_, i) => rrQuery(`a${i + 1}`, 1, i < 4 ? 2 : 1, { type: 'a' })),
      ...Array.from({ length: 10 }, (_, i) => rrQuery(`b${i + 1}`, 2, 2, { type: 'b' })),
    ];
    const res = await compareCase(tmp.case('not-hidden'), {
      queries,
      contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }]),
    });
    const r = res.report;
    expect(r.verdict.reasons.map((x) => [x.slice, x.hidden])).toEqual([
      ['all', false],
      ['type=a', false],
    ]);
    expect(r.verdict.hiddenRegressions).toBe(0);
    expect(res.markdown).not.toContain('[!CAUTION]');
  });
});

describe('tie sensitivity', () => {
  // The candidate gives "zz" (judged not relevant) and "rel" the same score on 2 of 10 queries. trec_eval order breaks
  // ties by docid descending, so zz comes first and RR is 0.5: drop 2 * 0.5 / 10 = 0.1. Ties broken for the candidate
  // give RR 1 (drop 0); against it, 0.5 (drop 0.1).
  const tied = (): QuerySpec[] =>
    Array.from(
      { length: 10 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: { ...judgedFill(), zz: 0 },
        base: relAt(1),
        cand:
          i < 2
            ? [
                ['zz', 20],
                ['rel', 20],
                ...relAt(0)
                  .slice(0, 8)
                  .map((d, k): [string, number] => [d, 10 - k]),
              ]
            : relAt(1),
      }),
    );

  it('is set when tied scores straddle the threshold', async () => {
    const r = (
      await compareCase(tmp.case('ties'), {
        queries: tied(),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }]),
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].candidate).toBeCloseTo(0.9, 12);
    expect(r.inputs.candidate.tieDependent).toBe(2);
    expect(r.inputs.baseline.tieDependent).toBe(0);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.ties).toEqual({
      ifAgainst: 'fail',
      ifFor: 'pass',
      flips: [{ slice: 'all', measure: 'RR@10', now: 'fail', ifAgainst: 'fail', ifFor: 'pass' }],
      message:
        'Another order of tied scores could change the verdict: fail if ties break against the candidate, pass if they break for it; 1 gated pair changes outcome (RR@10 on all: fail / pass). Both extremes were re-checked against the thresholds (significance is off).',
    });
  });

  it('is null when tied scores cannot change the verdict', async () => {
    // A fail threshold of 0.5: neither order (drop 0 or 0.1) fires.
    const r = (
      await compareCase(tmp.case('ties-far'), {
        queries: tied(),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.5 }]),
      })
    ).report;
    expect(r.inputs.candidate.tieDependent).toBe(2);
    expect(r.verdict.level).toBe('pass');
    expect(r.verdict.ties).toBeNull();
  });

  it('is null without ties, even when the verdict is fail', async () => {
    const r = (
      await compareCase(tmp.case('no-ties'), {
        queries: dropping(10, 2),
        contract: gate([{ measure: 'RR@10', slices: '*', fail: 0.05 }]),
      })
    ).report;
    expect(r.inputs.candidate.tieDependent).toBe(0);
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.ties).toBeNull();
  });

  it('is null without ties under micro aggregation (pooled means compared with pooled bounds)', async () => {
    // R@10 pooled: q1 has 1 relevant document, q2 has 4. Baseline finds all 5; the candidate loses q1's.
    // Pooled: 5/5 → 4/5 (drop 0.2); plain mean: 1 → 0.5 (drop 0.5). Fail threshold 0.3: pooled does not fire.
    // No scores tie, so no order of ties can change anything.
    const q2judged = { r1: 1, r2: 1, r3: 1, r4: 1, ...Object.fromEntries(relAt(0).map((d) => [d, 0])) };
    const queries: QuerySpec[] = [
      { qid: 'q1', judged: judgedFill(), base: relAt(1), cand: ['u1', ...relAt(0)] },
      {
        qid: 'q2',
        judged: q2judged,
        base: ['r1', 'r2', 'r3', 'r4', 'n1', 'n2'],
        cand: ['r1', 'r2', 'r3', 'r4', 'n1', 'n2'],
      },
    ];
    const r = (
      await compareCase(tmp.case('micro'), {
        queries,
        contract: {
          measures: ['R@10', 'Judged@10'],
          aggregate: 'micro',
          gate: {
            primary: 'R@10',
            rules: [{ measure: 'R@10', slices: '*', fail: 0.3 }],
            min_queries: 1,
            significance: 'none',
          },
        },
      })
    ).report;
    const cell = r.slices[0].measures['R@10'];
    expect(r.measures.find((m) => m.name === 'R@10')!.aggregation).toBe('pooled');
    expect(cell.baseline).toBe(1);
    expect(cell.candidate).toBeCloseTo(0.8, 12);
    expect(r.verdict.level).toBe('pass');
    expect(r.inputs.candidate.tieDependent).toBe(0);
    expect(r.verdict.ties).toBeNull();
    // The optimistic bound pools like the value: q1 with u1 relevant finds 1 of 2, q2 4 of 4 → (1 + 4) / (2 + 4).
    expect(cell.candidateOptimistic).toBeCloseTo(5 / 6, 12);
  });
});
