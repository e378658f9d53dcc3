import type { RankedList } from './rank.js';

// What a run's scores say about its own order, per query, independent of the judgments: how much of the head of
// each ranking is placed by tie-breaking rather than by score, and whether the scores run against the run's own
// rank field. The degenerate-run guards (compare/degenerate.ts) judge a whole run from these counts.

/** Positions at the head of each ranking the tie count reads: the top 10, where the gated measures usually look. */
export const HEAD = 10;

/** Per query (indexed like the judged queries), columns of counts; all 0 for a query the run does not answer. */
export interface OrderFacts {
  /** Positions examined: min(HEAD, ranked positions within the policy depth). */
  head: Int32Array;
  /**
   * Of those, the positions in the largest group of (near-)equal scores: placed among themselves by the tie policy
   * alone. Pairs of equal scores in an otherwise ordered list (coarse but real scores) keep this small; a constant
   * or near-constant list makes it the whole head.
   */
  tied: Int32Array;
  /** Consecutive results (file order) whose rank field rises while the score falls: scores agree with ranks. */
  along: Int32Array;
  /** Consecutive results (file order) whose rank field rises while the score rises too: scores contradict ranks. */
  against: Int32Array;
}

export function orderFacts(nq: number): OrderFacts {
  return { head: new Int32Array(nq), tied: new Int32Array(nq), along: new Int32Array(nq), against: new Int32Array(nq) };
}

/**
 * Two scores that carry no order between them: equal, or within 1e-9 of each other relative to their size
 * (floating-point noise around a constant, e.g. a saturated sigmoid). Any two distinct float32 scores differ by
 * more (float32 keeps about 7 significant digits), so real score differences are never read as ties.
 */
export function sameScore(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

/** Records one ranked query (scores best first; `along`/`against` counted by the ranker over the file order). */
export function recordOrder(f: OrderFacts, qi: number, list: RankedList): void {
  const head = Math.min(HEAD, list.depth, list.n);
  // Scores come best first, so equal scores stand together: the largest group is the longest run of neighbours that
  // share a score.
  let tied = head > 0 ? 1 : 0;
  for (let p = 1, group = 1; p < head; p++) {
    group = sameScore(list.scores[p], list.scores[p - 1]) ? group + 1 : 1;
    if (group > tied) tied = group;
  }
  f.head[qi] = head;
  f.tied[qi] = tied;
  f.along[qi] = list.rankAlong;
  f.against[qi] = list.rankAgainst;
}

/** Copies one query's counts (merging the shares of a run scored in parts). */
export function copyOrder(to: OrderFacts, from: OrderFacts, qi: number): void {
  to.head[qi] = from.head[qi];
  to.tied[qi] = from.tied[qi];
  to.along[qi] = from.along[qi];
  to.against[qi] = from.against[qi];
}
