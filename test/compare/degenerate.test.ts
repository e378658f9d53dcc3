// Degenerate runs: files that parse and score but whose order is not a ranking fail as broken, on either side;
// healthy runs with the ties real rankers produce do not.
import { describe, expect, it } from 'vitest';
import { compareCase, FILL, judgedFill, relAt, useTmp, type QuerySpec, type Ranking } from './helpers.js';

const tmp = useTmp();
const gate = {
  gate: {
    primary: 'RR@10',
    rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
    min_queries: 1,
    significance: 'none',
  },
};

/** Every result of the list at one score: the order is left to tie-breaking. */
const constant = (list: string[], score = 1): Ranking => list.map((d) => [d, score]);
/** A list whose first `tied` results share one score above the rest (which keep distinct scores). */
const headTied = (list: string[], tied: number): Ranking => list.map((d, i) => [d, i < tied ? 100 : list.length - i]);
/** Scores that rise with the rank, as a distance does: rank 1 gets 1, rank 2 gets 2, … */
const ascending = (list: string[]): Ranking => list.map((d, i) => [d, i + 1]);

const queries = (n: number, cand: (i: number) => Ranking, base: (i: number) => Ranking = () => relAt(1)): QuerySpec[] =>
  Array.from({ length: n }, (_, i) => ({ qid: `q${i + 1}`, judged: judgedFill(), base: base(i), cand: cand(i) }));

describe('tied scores', () => {
  it('a candidate whose every score is 1.0 fails as broken, never inconclusive', async () => {
    const r = (
      await compareCase(tmp.case('constant-cand'), {
        queries: queries(12, () => constant(relAt(4))),
        contract: { ...gate, gate: { ...gate.gate, unjudged_relevance: 1 } },
      })
    ).report;
    expect(r.verdict.level).toBe('fail');
    const t = r.verdict.reasons[0];
    // 12 answered queries, each with all 10 of its top 10 positions in one tie group.
    expect(t).toMatchObject({ kind: 'tied-scores', run: 'candidate', level: 'fail', slice: 'all', queryCount: 12 });
    expect(t.queries).toHaveLength(12);
    expect(t.message).toContain(
      "The candidate run's scores carry no order: in 12 of 12 judged queries (q1, q2, q3, q4, q5, …) more than half of the top 10 results share one score",
    );
    expect(t.message).toContain('policy.ties: rank');
    expect(r.verdict.summary).toMatch(
      /^fail: the candidate run is broken \(tied scores order the top results of 12 judged queries\)/,
    );
    expect(r.verdict.reasons.some((x) => x.level === 'inconclusive')).toBe(false);
    expect(r.refresh).toBeNull();
  });

  it('a constant-score baseline fails too: every comparison against it is meaningless', async () => {
    const r = (
      await compareCase(tmp.case('constant-base'), {
        queries: queries(
          10,
          () => relAt(1),
          () => constant(relAt(8), 0.5),
        ),
        contract: gate,
      })
    ).report;
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons.map((x) => [x.kind, x.run])).toEqual([['tied-scores', 'baseline']]);
    expect(r.verdict.reasons[0].message).toContain('bless the fixed run as the baseline');
    expect(r.verdict.summary).toMatch(/^fail: the baseline run is broken/);
  });

  it('ties a real ranker makes pass; the run fails from half its queries on', async () => {
    // Every query has a two-way tie at positions 3-4 (2 of 10 positions: BM25 twins). k queries have 6 of their top
    // 10 tied (more than half: tie-ordered); the guard needs at least half of the 10 queries.
    const mixed = (k: number) =>
      queries(10, (i) =>
        i < k ? headTied(relAt(1), 6) : relAt(1).map((d, j): [string, number] => [d, j === 3 ? 8 : 10 - j]),
      );
    const healthy = (await compareCase(tmp.case('bm25-ties'), { queries: mixed(4), contract: gate })).report;
    expect(healthy.verdict.level).toBe('pass');
    expect(healthy.verdict.reasons).toEqual([]);
    const broken = (await compareCase(tmp.case('half-tied'), { queries: mixed(5), contract: gate })).report;
    expect(broken.verdict.reasons.map((x) => [x.kind, x.queryCount])).toEqual([['tied-scores', 5]]);
    expect(broken.verdict.reasons[0].queries).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('coarse scores (a quantised ranker: every top result tied with a neighbour, in pairs) keep their order and pass', async () => {
    // 10, 10, 9, 9, 8, 8, …: each position shares its score with a neighbour, but the largest group is 2 of 10.
    const pairs = queries(10, () => relAt(1).map((d, j): [string, number] => [d, 10 - Math.floor(j / 2)]));
    expect((await compareCase(tmp.case('pairs'), { queries: pairs, contract: gate })).report.verdict.level).toBe(
      'pass',
    );
    // Five of a kind at the head of every query: half the top 10 is not more than half, so still ordered enough.
    const five = queries(10, () => headTied(relAt(1), 5));
    expect((await compareCase(tmp.case('five'), { queries: five, contract: gate })).report.verdict.reasons).toEqual([]);
  });

  it('scores within 1e-9 of each other are ties; float32-sized differences are not', async () => {
    const near = (step: number) => queries(6, () => relAt(1).map((d, j): [string, number] => [d, 0.9 - j * step]));
    const noise = (await compareCase(tmp.case('noise'), { queries: near(1e-12), contract: gate })).report;
    expect(noise.verdict.reasons.map((x) => x.kind)).toEqual(['tied-scores']);
    const real = (await compareCase(tmp.case('float32'), { queries: near(1e-7), contract: gate })).report;
    expect(real.verdict.level).toBe('pass');
  });

  it('under ties: rank the rank field orders the list: equal scores are no fault', async () => {
    const r = (
      await compareCase(tmp.case('rank-policy'), {
        queries: queries(8, () => constant(relAt(1))),
        contract: { ...gate, policy: { ties: 'rank' } },
      })
    ).report;
    expect(r.verdict.level).toBe('pass');
  });
});

describe('scores against the ranks', () => {
  it('a candidate whose scores rise with the rank (distances) fails as broken', async () => {
    const r = (
      await compareCase(tmp.case('inverted'), { queries: queries(8, () => ascending(relAt(1))), contract: gate })
    ).report;
    expect(r.verdict.level).toBe('fail');
    const x = r.verdict.reasons[0];
    expect(x).toMatchObject({ kind: 'inverted-scores', run: 'candidate', queryCount: 8 });
    expect(x.message).toContain('the score rises with the rank field (rank 1 has the lowest score)');
    expect(x.message).toContain('the negated distance');
  });

  it('an inverted baseline fails: the candidate would otherwise pass as a huge improvement', async () => {
    const r = (
      await compareCase(tmp.case('inverted-base'), {
        queries: queries(
          8,
          () => relAt(1),
          () => ascending(relAt(1)),
        ),
        contract: gate,
      })
    ).report;
    expect(r.slices[0].measures['RR@10'].delta).toBeGreaterThan(0.5); // rel read last (RR 0.1) in the baseline, first in the candidate
    expect(r.verdict.level).toBe('fail');
    expect(r.verdict.reasons.map((x) => [x.kind, x.run])).toEqual([['inverted-scores', 'baseline']]);
  });

  it("a reranker whose scores disagree with the first stage's ranks in places is no fault", async () => {
    // Scores 10, 9, 8, 9.5, 7, 8.5, … : 3 of 9 consecutive pairs rise with the rank (33%, under 80%).
    const shuffled = (list: string[]): Ranking => list.map((d, i) => [d, i % 2 === 1 && i > 1 ? 11 - i + 1.5 : 10 - i]);
    const r = (await compareCase(tmp.case('rerank'), { queries: queries(8, () => shuffled(relAt(1))), contract: gate }))
      .report;
    expect(r.verdict.reasons.filter((x) => x.kind === 'inverted-scores')).toEqual([]);
  });
});

describe('the same documents whatever the query', () => {
  // Each query judges its own ten documents; the broken candidate shows q1's documents for every query.
  const own = (qi: number) => [`q${qi}-rel`, ...FILL.map((f) => `q${qi}-${f}`)];
  const spec = (broken: boolean): QuerySpec[] =>
    Array.from({ length: 8 }, (_, i) => ({
      qid: `q${i + 1}`,
      judged: Object.fromEntries(own(i + 1).map((d, j) => [d, j === 0 ? 1 : 0])),
      base: own(i + 1),
      cand: broken ? own(1) : own(i + 1),
    }));

  it("fails when the candidate's top 10 is the same list for every query and the baseline's is not", async () => {
    const r = (await compareCase(tmp.case('same'), { queries: spec(true), contract: gate })).report;
    expect(r.verdict.level).toBe('fail');
    const x = r.verdict.reasons[0];
    expect(x).toMatchObject({ kind: 'same-results', run: 'candidate', queryCount: 8 });
    // All 80 top-10 positions hold q1's ten documents, each in all 8 top tens; the baseline shares none.
    expect(x.message).toContain('100% of its top-10 results across 8 judged queries are 10 documents');
    expect(x.message).toContain("the baseline's share is 0%");
    const ok = (await compareCase(tmp.case('same-ok'), { queries: spec(false), contract: gate })).report;
    expect(ok.verdict.level).toBe('pass');
  });

  it('counts a document in more than half of the queries, not one in exactly half', async () => {
    // 12 queries. Five shared documents s1…s5 sit in every candidate top 10 (60 of 120 positions: the 50% that fails);
    // s6 sits in `s6In` of them. Each list starts with the query's own documents, so the shared ones come last.
    const at = (s6In: number): QuerySpec[] =>
      Array.from({ length: 12 }, (_, i) => {
        const shared = ['s1', 's2', 's3', 's4', 's5', ...(i < s6In ? ['s6'] : [])];
        const mine = own(i + 1).slice(0, 10 - shared.length);
        return {
          qid: `q${i + 1}`,
          judged: Object.fromEntries(own(i + 1).map((d, j) => [d, j === 0 ? 1 : 0])),
          base: own(i + 1),
          cand: [...mine, ...shared],
        };
      });
    const half = (await compareCase(tmp.case('s6-half'), { queries: at(6), contract: gate })).report;
    const h = half.verdict.reasons.find((x) => x.kind === 'same-results')!;
    expect(h.message).toContain(
      '50% of its top-10 results across 12 judged queries are 5 documents it puts in the top 10 of more than half of them (s1, s2, s3, s4, s5);',
    );
    const more = (await compareCase(tmp.case('s6-more'), { queries: at(7), contract: gate })).report;
    const m = more.verdict.reasons.find((x) => x.kind === 'same-results')!;
    // s6's 7 positions join: 67 of 120 = 56%.
    expect(m.message).toContain(
      '56% of its top-10 results across 12 judged queries are 6 documents it puts in the top 10 of more than half of them (s1, s2, s3, s4, s5, …);',
    );
  });
});
