// The inconclusive check's expected effect (compare/hypothetical.ts unjudgedEffect) when a query has more newly shown
// unjudged documents than it enumerates: 256 seeded samples of which of them are relevant. Written out here the slow
// way (same stream, nDCG@10 by hand) so that any shortcut in the sampling loop must give the same number.
import { describe, expect, it } from 'vitest';
import {
  condenseDeep,
  forgetQueryChecks,
  judgedPrecision,
  rankBandRates,
  unjudgedEffect,
} from '../../src/compare/hypothetical.js';
import { readQrels } from '../../src/read/qrels.js';
import { scoreRun } from '../../src/score/evaluate.js';
import { DEFAULT_POLICY } from '../../src/contract/policy.js';
import { deriveSeed, Rng } from '../../src/compare/stats.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { qrelsText, ranked, runText, score, useTmp, type Judgment } from '../score/helpers.js';

const tmp = useTmp();

describe('unjudgedEffect, sampled', () => {
  it('equals the sampling loop written out, for 10 new unjudged documents at a fixed chance of 0.5', async () => {
    // q1: d1 is the only relevant judgment; the baseline ranks it first over judged non-relevant documents, the
    // candidate shows ten never-judged documents first and d1 11th.
    const judged = ['d1', ...Array.from({ length: 9 }, (_, i) => `n${i + 1}`)];
    const js = [['q1', 'd1', 1], ...judged.slice(1).map((d) => ['q1', d, 0])] as [string, string, number][];
    const fresh = Array.from({ length: 10 }, (_, i) => `u${i + 1}`);
    const base = await score(tmp, js, ranked('q1', judged), ['nDCG@10']);
    const cand = await score(tmp, js, ranked('q1', [...fresh, 'd1']), ['nDCG@10']);
    const [spec] = parseMeasures(['nDCG@10']);
    const got = unjudgedEffect(base.run, cand.run, base.qrels, spec, 1, 10, Int32Array.of(0), 0.5, 1, 'all');

    // By hand: with the documents of S judged relevant, the ideal holds 1 + |S| relevant documents; the candidate
    // gains 1/log2(r + 1) for each u_r in S, the baseline keeps its 1 at rank 1. Before judging: 0 − 1.
    const idcg = (n: number) =>
      Array.from({ length: Math.min(n, 10) }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
    const delta = (on: number[]) => {
      let dcg = 0;
      let extra = 0;
      on.forEach((x, r) => {
        if (x) {
          dcg += 1 / Math.log2(r + 2);
          extra++;
        }
      });
      return dcg / idcg(1 + extra) - 1 / idcg(1 + extra);
    };
    const rng = new Rng(deriveSeed(1, 'unjudged|all|nDCG@10|q1'));
    let expected = 0;
    for (let s = 0; s < 256; s++) expected += delta(fresh.map(() => (rng.next() < 0.5 ? 1 : 0)));
    expected /= 256;
    expect(got.documents).toBe(10);
    expect(got.relevance).toBe(0.5);
    expect(got.effect).toBeCloseTo(expected - (0 - 1), 12);
    // And near the exact expectation over all 1,024 subsets (the sampling error of 256 draws is about 0.01 here).
    let exact = 0;
    for (let mask = 0; mask < 1024; mask++) exact += delta(fresh.map((_, j) => (mask >> j) & 1)) / 1024;
    expect(Math.abs(got.effect - (exact + 1))).toBeLessThan(0.03);
  });
});

describe('rankBandRates', () => {
  it("counts the baseline's positions below the top k per band for the slice's queries, whichever were asked first", async () => {
    // k = 2, so band 0 is ranks 3-4 and band 1 ranks 5-8 (the deepest list has 8 results).
    // q1: d3 and d7 relevant, d5 judged not relevant, the rest unjudged. Band 0 (d3, d4): 1 relevant, 1 unjudged of 2;
    //     band 1 (d5..d8): 1 relevant (d7), 2 unjudged (d6, d8) of 4.
    // q2: e3 relevant, e1 relevant (above the bands), e4 unjudged. Band 0 (e3, e4): 1 relevant, 1 unjudged of 2.
    const js: [string, string, number][] = [
      ['q1', 'd3', 1],
      ['q1', 'd5', 0],
      ['q1', 'd7', 1],
      ['q2', 'e1', 1],
      ['q2', 'e3', 1],
    ];
    const rs = [
      ...ranked('q1', ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']),
      ...ranked('q2', ['e1', 'e2', 'e3', 'e4']),
    ];
    const scored = async () => {
      const q = await readQrels(tmp.file('qrels.txt', qrelsText(js)));
      const [spec] = parseMeasures(['P@2']);
      const plan = { measures: [spec], relevance: 1, policy: DEFAULT_POLICY, keep: 2, deep: 8 };
      return scoreRun(tmp.file('run.trec', runText(rs)), q, plan);
    };
    const q1 = Int32Array.of(0);
    const both = Int32Array.of(0, 1);
    // Each band's rate: (relevant + 1) / (slots + 2) × (unjudged + 1) / (slots + 2).
    const rate = (rel: number, unj: number, slots: number) => ((rel + 1) / (slots + 2)) * ((unj + 1) / (slots + 2));
    const q1Rates = [rate(1, 1, 2), rate(1, 2, 4)];
    const bothRates = [rate(1 + 1, 1 + 1, 2 + 2), rate(1, 2, 4)];

    // One slice asked about first (only its rows counted), then a larger one: each sees every row it holds.
    const a = await scored();
    expect(rankBandRates(a, q1, 2, 1)).toEqual(q1Rates);
    expect(rankBandRates(a, both, 2, 1)).toEqual(bothRates);
    // The other order, and asking twice, count nothing twice.
    const b = await scored();
    expect(rankBandRates(b, both, 2, 1)).toEqual(bothRates);
    expect(rankBandRates(b, q1, 2, 1)).toEqual(q1Rates);
    expect(rankBandRates(b, both, 2, 1)).toEqual(bothRates);
  });
});

describe('condenseDeep', () => {
  // q1: d1 relevant, n1..n9 judged non-relevant. The baseline shows d1 and n1..n9 in its top 10, then 30 fillers
  // f1..f30 (f2 and f3 judged relevant, so the band (10, 20] has known relevant documents) with u1 at rank 15 and u2
  // at rank 35; the candidate shows u1, u2 and u3 (never retrieved by the baseline) first, then d1.
  const judged: Judgment[] = [
    ['q1', 'd1', 1],
    ...Array.from({ length: 9 }, (_, i): Judgment => ['q1', `n${i + 1}`, 0]),
    ['q1', 'f2', 1],
    ['q1', 'f3', 1],
  ];
  const fillers = Array.from({ length: 30 }, (_, i) => `f${i + 1}`);
  const baseList = ['d1', ...Array.from({ length: 9 }, (_, i) => `n${i + 1}`), ...fillers];
  baseList.splice(14, 0, 'u1'); // rank 15
  baseList.splice(34, 0, 'u2'); // rank 35
  const candList = ['u1', 'u2', 'u3', 'd1', 'n1', 'n2'];

  async function runs(deep: number) {
    const qrels = await readQrels(tmp.file('qrels.txt', qrelsText(judged)));
    const plan = { measures: parseMeasures(['nDCG@10']), relevance: 1, policy: DEFAULT_POLICY, keep: 10, deep };
    const base = await scoreRun(tmp.file('base.trec', runText(ranked('q1', baseList))), qrels, plan);
    const cand = await scoreRun(tmp.file('cand.trec', runText(ranked('q1', candList))), qrels, { ...plan, deep: 0 });
    return { qrels, base, cand, plan };
  }
  const estimate = (r: Awaited<ReturnType<typeof runs>>) =>
    unjudgedEffect(r.base, r.cand, r.qrels, r.plan.measures[0], 1, 10, Int32Array.of(0), 'judged', 1, 'all');

  it('gives each slice and chance the estimate fresh runs give, whatever was asked of the same runs before', async () => {
    // The subsets' deltas are kept per query across calls (they do not depend on the slice); the chances, and so the
    // weights, must not be: a fixed chance of 0.3 asked first, then 0.7 and the judged prior, each as on fresh runs.
    const at = (r: Awaited<ReturnType<typeof runs>>, prior: 'judged' | number) =>
      unjudgedEffect(r.base, r.cand, r.qrels, r.plan.measures[0], 1, 10, Int32Array.of(0), prior, 1, 'all');
    const shared = await runs(1000);
    const first = at(shared, 0.3);
    expect(at(shared, 0.7)).toEqual(at(await runs(1000), 0.7));
    expect(at(shared, 'judged')).toEqual(at(await runs(1000), 'judged'));
    expect(at(shared, 0.3)).toEqual(first);
    // Three new documents at 0.3 and 0.7 move the estimate differently: the check reads the chance it is given.
    expect(at(shared, 0.7).effect).not.toBe(first.effect);
  });

  it('gives the estimate the deep positions give, and releases them', async () => {
    const whole = await runs(1000);
    expect(whole.base.seen).not.toBeNull();
    const before = estimate(whole);
    const condensed = await runs(1000);
    const store = condensed.base.seen!;
    condenseDeep(condensed.base, condensed.cand, condensed.plan.measures, 1, 10);
    expect(condensed.base.seen).toBeNull();
    // Their memory freed at once where the runtime can detach a buffer (Node 21 on), not at a later collection.
    if (typeof (ArrayBuffer.prototype as { transfer?: unknown }).transfer === 'function') {
      expect(store.hashes.buffer.byteLength).toBe(0);
      expect(store.codes.buffer.byteLength).toBe(0);
    }
    expect(condensed.base.top[0]?.seen).toBeUndefined();
    const after = estimate(condensed);
    expect(after).toEqual(before);
    expect(after.documents).toBe(3);
    // Condensed again (compare asks wherever it may be first): nothing is left to take, and what was taken stays.
    condenseDeep(condensed.base, condensed.cand, condensed.plan.measures, 1, 10);
    forgetQueryChecks(condensed.cand);
    expect(estimate(condensed)).toEqual(before);
    // Where the baseline ranked u1 and u2 matters: without its deep positions every new document gets the judged
    // precision, and the estimate differs (so a condensed index that lost the ranks would fail the equality above).
    const blind = estimate(await runs(0));
    expect(blind.documents).toBe(3);
    expect(blind.relevance).not.toBe(before.relevance);
  });

  it('refuses a cutoff deeper than it condensed for, rather than reading released positions as none', async () => {
    const r = await runs(1000);
    condenseDeep(r.base, r.cand, r.plan.measures, 1, 5);
    expect(() => estimate(r)).toThrow(/condensed/);
  });
});

describe('condenseDeep over many queries', () => {
  // Three queries whose deep positions sit one after another in the baseline's seen store (the second and third at
  // offsets past 0), with rankings of different lengths: q1 stops inside the first band below k = 4, q2 and q3 run
  // through several. Each query's counts are checked against its own TopList.seen read the slow way.
  const lists: Record<string, string[]> = {
    q1: ['r1', 'x1', 'x2', 'x3', 'u1', 'r2'],
    q2: Array.from({ length: 37 }, (_, i) => (i % 5 === 2 ? `r${i}` : i % 5 === 4 ? `j${i}` : `u${i}`)),
    q3: Array.from({ length: 70 }, (_, i) => (i % 9 === 0 ? `r${i}` : i % 3 === 0 ? `j${i}` : `u${i}`)),
  };
  const judged: Judgment[] = Object.entries(lists).flatMap(([q, ds]) =>
    ds.flatMap((d): Judgment[] =>
      d.startsWith('r') ? [[q, d, 2]] : d.startsWith('j') || d.startsWith('x') ? [[q, d, 0]] : [],
    ),
  );
  // The candidate shows unjudged documents the baseline ranked deep (and one it never retrieved) first: u15 and u31 at
  // the last rank of a band (16, 32), so that a rank one off would take the next band's rate.
  const candLists: Record<string, string[]> = {
    q1: ['u1', 'new1', 'r1'],
    q2: ['u36', 'u15', 'u20', 'new2', 'r2'],
    q3: ['u68', 'u31', 'new3', 'u40', 'r0'],
  };

  async function runs() {
    const qrels = await readQrels(tmp.file('qrels-many.txt', qrelsText(judged)));
    const plan = { measures: parseMeasures(['nDCG@4']), relevance: 1, policy: DEFAULT_POLICY, keep: 4, deep: 1000 };
    const base = await scoreRun(
      tmp.file('base-many.trec', runText(Object.entries(lists).flatMap(([q, ds]) => ranked(q, ds)))),
      qrels,
      plan,
    );
    const cand = await scoreRun(
      tmp.file('cand-many.trec', runText(Object.entries(candLists).flatMap(([q, ds]) => ranked(q, ds)))),
      qrels,
      { ...plan, deep: 0 },
    );
    return { qrels, base, cand, plan };
  }

  it('counts each query’s bands as its own positions give them', async () => {
    const r = await runs();
    const k = 4;
    const qi = (q: string) => r.base.qids.indexOf(q);
    expect(r.base.seen!.at[qi('q3')]).toBeGreaterThan(0);
    for (const q of Object.keys(lists)) {
      // The slow way: each band's known relevant (grade ≥ 1) and unjudged shares from the query's own view.
      const seen = r.base.top[qi(q)]!.seen!;
      const rates: number[] = [];
      for (let lo = k; lo < seen.codes.length; lo *= 2) {
        const hi = Math.min(seen.codes.length, lo * 2);
        let hits = 0;
        let unjudged = 0;
        for (let p = lo; p < hi; p++) {
          const g = seen.table[seen.codes[p]];
          if (g >= 1) hits++;
          if (Number.isNaN(g)) unjudged++;
        }
        const slots = hi - lo;
        rates.push(((hits + 1) / (slots + 2)) * ((unjudged + 1) / (slots + 2)));
      }
      // Bands start at ranks above 4, 8, 16, 32, 64: 6 results reach one, 37 four, 70 five.
      expect(rates.length).toBe(q === 'q1' ? 1 : q === 'q2' ? 4 : 5);
      expect(rankBandRates(r.base, Int32Array.of(qi(q)), k, 1)).toEqual(rates);
    }
  });

  it('gives every query the estimate its deep positions give', async () => {
    const whole = await runs();
    const condensed = await runs();
    condenseDeep(condensed.base, condensed.cand, condensed.plan.measures, 1, 4);
    expect(condensed.base.seen).toBeNull();
    for (const q of Object.keys(lists)) {
      const at = (x: typeof whole) =>
        unjudgedEffect(
          x.base,
          x.cand,
          x.qrels,
          x.plan.measures[0],
          1,
          4,
          Int32Array.of(x.base.qids.indexOf(q)),
          'judged',
          1,
          q,
        );
      const before = at(whole);
      expect(before.documents).toBeGreaterThan(0);
      expect(at(condensed)).toEqual(before);
      // The mean chance by hand: each unjudged document the candidate newly shows in its top 4 takes its band's rate
      // at the first rank the baseline gave it, or the judged precision above the bands or where it never retrieved it.
      const members = Int32Array.of(whole.base.qids.indexOf(q));
      const rates = rankBandRates(whole.base, members, 4, 1);
      const fresh = judgedPrecision(whole.base, whole.cand, members, 4, 1);
      const shown = candLists[q].slice(0, 4).filter((d) => d.startsWith('u') || d.startsWith('new'));
      const newly = shown.filter((d) => !lists[q].slice(0, 4).includes(d));
      const chances = newly.map((d) => {
        const br = lists[q].indexOf(d) + 1;
        return br > 4 ? (rates[Math.floor(Math.log2((br - 1) / 4))] ?? fresh) : fresh;
      });
      expect(before.documents).toBe(newly.length);
      expect(before.relevance).toBeCloseTo(chances.reduce((a, b) => a + b, 0) / chances.length, 12);
    }
  });
});
