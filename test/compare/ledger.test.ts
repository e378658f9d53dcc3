// The to-judge list (compare/ledger.ts buildToJudge): heaviest first, ties by query then docid, cut at a limit
// without sorting what the cut leaves out.
import { describe, expect, it } from 'vitest';
import { buildToJudge } from '../../src/compare/ledger.js';
import type { ScoredRun } from '../../src/score/evaluate.js';

/** Two runs' top lists over `nq` queries from a seeded stream: ten results each, most unjudged, documents shared. */
function runs(nq: number, seed: number): { base: ScoredRun; cand: ScoredRun } {
  let s = seed;
  const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const qids = Array.from({ length: nq }, (_, i) => `q${i + 1}`);
  const tops = () =>
    qids.map(() => {
      const docids: string[] = [];
      while (docids.length < 10) {
        const d = `d${Math.floor(rand() * 25)}`;
        if (!docids.includes(d)) docids.push(d);
      }
      return { docids, grades: docids.map((d) => (d < 'd1' ? 1 : null)) };
    });
  const make = (top: ReturnType<typeof tops>) => ({ qids, top }) as unknown as ScoredRun;
  return { base: make(tops()), cand: make(tops()) };
}

describe('buildToJudge', () => {
  const { base, cand } = runs(60, 3);
  const members = Int32Array.from({ length: 60 }, (_, i) => i);
  // The reference order, written out: every unjudged (query, document) of either top 10, weight summed over both runs.
  const reference = (skip: (q: string, d: string) => boolean = () => false) => {
    const rows: { qid: string; qi: number; docid: string; impact: number; ranks: string }[] = [];
    for (let qi = 0; qi < 60; qi++) {
      const w = new Map<string, number>();
      const rankIn = (t: { docids: string[] }, d: string) => (t.docids.includes(d) ? t.docids.indexOf(d) + 1 : null);
      for (const t of [base.top[qi]!, cand.top[qi]!])
        t.docids.forEach((d, r) => t.grades[r] === null && w.set(d, (w.get(d) ?? 0) + 1 / Math.log2(r + 2)));
      for (const [docid, impact] of w) {
        const ranks = `${rankIn(base.top[qi]!, docid)}/${rankIn(cand.top[qi]!, docid)}`;
        if (!skip(base.qids[qi], docid)) rows.push({ qid: base.qids[qi], qi, docid, impact, ranks });
      }
    }
    return rows
      .sort((a, b) => b.impact - a.impact || a.qi - b.qi || (a.docid < b.docid ? -1 : 1))
      .map((r) => `${r.qid} ${r.docid} ${r.ranks} ${r.impact}`);
  };
  const shown = (
    list: { qid: string; docid: string; baselineRank: number | null; candidateRank: number | null; impact: number }[],
  ) => list.map((t) => `${t.qid} ${t.docid} ${t.baselineRank}/${t.candidateRank} ${t.impact}`);

  it('lists the first `limit` of the whole order, and counts them all', () => {
    const all = reference();
    expect(all.length).toBeGreaterThan(500);
    for (const limit of [1, 7, 100, all.length, all.length + 5]) {
      const got = buildToJudge(base, cand, members, 10, { limit });
      expect(got.total).toBe(all.length);
      expect(shown(got.list)).toEqual(all.slice(0, limit));
    }
  });

  it('leaves out and counts the pairs the pull request judged', () => {
    const skip = (q: string, d: string) => d === 'd3' || q === 'q2';
    const kept = reference(skip);
    const got = buildToJudge(base, cand, members, 10, { limit: 50, skip });
    expect(shown(got.list)).toEqual(kept.slice(0, 50));
    expect(got.total).toBe(kept.length);
    expect(got.skipped).toBe(reference().length - kept.length);
  });
});
