import { orderStatistic } from './select.js';
import { seedState } from './stats.js';
import { rankedCopy } from '../score/sorted.js';
import { pairedTest, type PairedTest, type PairedTestName } from './paired-test.js';
import { drawInWasm, stepLoopInWasm } from './monte-carlo.js';

// The gate's test over the whole family of gated (slice, measure) pairs at once.
//
// Every pair asks one question: is the candidate worse? Its statistic is the studentized sum of per-query
// differences d = candidate - baseline, T = -Σd / sqrt(Σd²) (large when the candidate is worse; sign flips leave
// Σd² unchanged, so the denominator is fixed and T is a monotone function of the paired t statistic). The contract's
// paired test (compare/paired-test.ts) turns T into a one-sided p and a level into a critical value of T. Under the
// null of no difference the sign of each query's difference is a fair coin, and because slices overlap (`all` holds
// every query, dimensions cross) ONE draw of signs per query is applied to every pair at once: the draws carry the
// pairs' dependence, and the step-down min-p procedure of Westfall and Young (1993) turns it into family-adjusted
// p-values that hold the family-wise error at alpha without assuming independence. Holm, Benjamini–Hochberg and no
// correction use the same one-sided marginal p-values (a test with analytic p-values then needs no draws).
//
// Each pair also gets the critical value of T its decision used. That value is calibrated on the decision (a
// significant drop beyond a threshold), not on Δ: on a large slice a permuted drop rarely crosses the threshold, the
// decision's level approaches 1 and its critical value turns negative. So the bound on Δ comes from its own critical
// value instead: the unconditional sign-flip distribution at the family's single-step level, which holds for every
// pair at once whatever the thresholds (see docs/statistics.md).

export type Correction = 'westfall-young' | 'holm' | 'bh' | 'none';

/**
 * One gated pair: its queries (indexes into one query order shared by all pairs: the same index gets the same sign)
 * and, per version, each member's difference candidate - baseline. Version 0 is the observed data; further versions
 * (the extreme orders of tied scores) are tested with the same draws. Every pair has the same number of versions.
 */
export interface FamilyPair {
  members: Int32Array;
  values: Float64Array[];
}

export interface FamilyInput {
  pairs: FamilyPair[];
  /**
   * Queries (by index) that count as moved whatever the values say: those whose ranking changed. The signs are drawn
   * for these and for any with a non-zero value, so the draws do not depend on which measures are gated.
   */
  moved?: Uint8Array;
  /** The paired test that turns T into p-values and levels into critical values. */
  test: PairedTestName;
  alpha: number;
  correction: Correction;
  /**
   * Decisions to calibrate, each a drop per pair (in units of the mean of its values) that the pair's drop must exceed
   * for the decision to fire (Infinity: it never fires). The family's error is then held at alpha for the decision
   * itself — a significant drop beyond its threshold — so pairs whose drop could not plausibly cross their threshold
   * when nothing changed spend none of the budget. Absent: one decision on significance alone.
   */
  thresholds?: Float64Array[];
  /** Monte Carlo draws when the queries that moved are too many to enumerate. */
  iterations: number;
  seed: number;
}

export interface FamilyOutcome {
  /** Observed statistic per pair. */
  t: Float64Array;
  /** sqrt(Σd²) / n: the test's standard error of the mean difference. */
  scale: Float64Array;
  /** One-sided p (candidate worse), unadjusted. */
  pWorse: Float64Array;
  /** Family-adjusted p. */
  pAdjusted: Float64Array;
  /** Significant at alpha after the adjustment. */
  rejected: Uint8Array;
  /** Critical value of T at the level the decision used for the pair (Infinity when no sign pattern reaches it). */
  critical: Float64Array;
  /**
   * Critical value of T for a one-sided upper bound on the true Δ that holds for every pair at once: the unconditional
   * sign-flip distribution (thresholds ignored) at the family's single-step level. The same for every decision; never
   * below 0 (Infinity when no sign pattern reaches the level).
   */
  simultaneous: Float64Array;
}

export interface FamilyResult {
  /** Per version of the values, in order; per decision (`thresholds`, in order, or the one on significance alone). */
  outcomes: FamilyOutcome[][];
  /** Sign patterns evaluated (the observed one included). */
  draws: number;
  /** true when every sign pattern of the queries that moved was enumerated, or the test needed none but the observed one. */
  exact: boolean;
}

/** Largest number of moved queries whose 2^n sign patterns are enumerated instead of sampled. */
export const EXACT_MAX = 16;

/**
 * Runs the joint sign-flip test. Queries whose difference is zero in every column and variant change nothing under
 * any sign and are left out of the draws; a pair whose differences are all zero has T = 0 and p = 1.
 */
export function familyTest(input: FamilyInput): FamilyResult {
  const { pairs } = input;
  const P = pairs.length;
  const versions = Array.from({ length: P > 0 ? pairs[0].values.length : 1 }, (_, v) => v);
  // The queries that moved in any version of any pair, renumbered 0..u-1 in query order.
  let nq = 0;
  for (const p of pairs) for (let i = 0; i < p.members.length; i++) nq = Math.max(nq, p.members[i] + 1);
  const movedMask = new Uint8Array(nq);
  for (const p of pairs) {
    for (let i = 0; i < p.members.length; i++) {
      const q = p.members[i];
      if (movedMask[q]) continue;
      if (input.moved?.[q]) movedMask[q] = 1;
      else for (let v = 0; v < p.values.length; v++) if (p.values[v][i] !== 0) movedMask[q] = 1;
    }
  }
  const moved = new Int32Array(nq).fill(-1);
  let u = 0;
  for (let q = 0; q < nq; q++) if (movedMask[q]) moved[q] = u++;
  // Per pair: its moved queries (renumbered) and their differences, per version.
  const idx: Int32Array[] = [];
  const vals: Float64Array[][] = versions.map(() => []);
  for (const p of pairs) {
    let m = 0;
    for (let i = 0; i < p.members.length; i++) if (moved[p.members[i]] >= 0) m++;
    const ix = new Int32Array(m);
    const vs = versions.map(() => new Float64Array(m));
    for (let i = 0, j = 0; i < p.members.length; i++) {
      const r = moved[p.members[i]];
      if (r < 0) continue;
      ix[j] = r;
      for (const vi of versions) vs[vi][j] = p.values[vi][i];
      j++;
    }
    idx.push(ix);
    versions.forEach((vi) => vals[vi].push(vs[vi]));
  }

  const test = pairedTest(input.test);
  const drawn = test.needsDraws(input.correction);
  const exact = !drawn || u <= EXACT_MAX;
  const N = !drawn ? 1 : exact ? 2 ** u : input.iterations + 1;
  // T of every pair in every draw, per version; draw 0 is the observed pattern (all signs +).
  const stats = versions.map(() => pairs.map(() => new Float64Array(N)));
  const norms = versions.map((_, vi) =>
    pairs.map((_, pi) => {
      let s = 0;
      for (const x of vals[vi][pi]) s += x * x;
      return Math.sqrt(s);
    }),
  );
  // A variant differs from the columns on few queries (those whose value depends on tie order): its sums are the
  // observed version's plus the signed changes at those positions.
  const diffPos = versions.map((_, vi) =>
    pairs.map((_, pi) => {
      const out: number[] = [];
      if (vi > 0)
        vals[vi][pi].forEach((x, i) => {
          if (x !== vals[0][pi][i]) out.push(i);
        });
      return Int32Array.from(out);
    }),
  );
  const diffIdx = diffPos.map((perPair) => perPair.map((pos, pi) => Int32Array.from(pos, (i) => idx[pi][i])));
  const diffVal = diffPos.map((perPair, vi) =>
    perPair.map((pos, pi) => Float64Array.from(pos, (i) => vals[vi][pi][i] - vals[0][pi][i])),
  );
  // A version that changes none of a pair's values (and so not its norm) has the observed version's draws of T: the
  // same array serves both, and everything computed from it below is computed once.
  const same = versions.map((vi) =>
    pairs.map((_, pi) => vi > 0 && diffIdx[vi][pi].length === 0 && norms[vi][pi] === norms[0][pi]),
  );
  for (let vi = 1; vi < versions.length; vi++)
    for (let pi = 0; pi < P; pi++) if (same[vi][pi]) stats[vi][pi] = stats[0][pi];
  // Query i's sign is bit i % 32 of word i / 32 (set: −1): a draw stores one word per 32 queries, where a ±1 per query
  // cost more than the sums that read them.
  const bits = new Int32Array(Math.max(1, Math.ceil(u / 32)));
  const st = seedState(input.seed);
  const atoms = atomPlan(idx, vals[0], u);
  const sums = new Float64Array(P);
  // Every array of T a draw fills, flattened (pair, its norm, and for a later version its changed positions), so the
  // loop over draws reads plain arrays. Skipped: pairs with no differences (T stays 0), versions that are version 0's.
  const fills: Fill[] = [];
  for (let pi = 0; pi < P; pi++) {
    for (let vi = 0; vi < versions.length; vi++) {
      if (norms[vi][pi] === 0 || same[vi][pi]) continue;
      fills.push({
        out: stats[vi][pi],
        pi,
        norm: norms[vi][pi],
        di: vi === 0 ? null : diffIdx[vi][pi],
        dv: diffVal[vi][pi],
      });
    }
  }
  if (!drawInWasm(N, exact, bits, u, st, atoms, sums, fills)) drawStatistics(N, exact, bits, u, st, atoms, sums, fills);

  const decisions = input.thresholds ?? [null];
  const sortedOf: Float64Array[][] = [];
  const pOfVersion: Float64Array[][] = [];
  const outcomes = versions.map((_, vi) => {
    // Sorted statistics and every draw's marginal p depend on the version only: shared by its decisions (and by the
    // versions whose draws of a pair are version 0's). A pair's order of its draws serves only its p-values: it is let
    // go as soon as they are read (with 220 gated slices and three versions, 22 MB of orders were held to the end).
    const shapes = pairs.map((p, pi) => ({ n: p.members.length, norm: norms[vi][pi] }));
    const sorted: Float64Array[] = [];
    const pOf: Float64Array[] = [];
    stats[vi].forEach((x, pi) => {
      if (same[vi][pi]) {
        sorted.push(sortedOf[0][pi]);
        pOf.push(pOfVersion[0][pi]);
        return;
      }
      const both = test.sortedWithPValues?.(x) ?? null;
      if (both) {
        sorted.push(both.sorted);
        pOf.push(both.p);
        return;
      }
      const ranked = rankedCopy(x);
      sorted.push(ranked.sorted);
      pOf.push(test.pValues(x, ranked, shapes[pi]));
    });
    sortedOf.push(sorted);
    pOfVersion.push(pOf);
    const level = simultaneousLevel(test, pOf, input.alpha, input.correction, N);
    const simultaneous = Float64Array.from(pairs, (_, pi) => test.criticalAt(sorted[pi], level, shapes[pi]));
    return decisions.map((th) => ({
      ...familyRejections(test, stats[vi], sorted, shapes, pOf, pairs, input.alpha, input.correction, N, th),
      simultaneous,
    }));
  });
  return { outcomes, draws: N, exact };
}

/** One array of T that the draws fill: its pair, the pair's norm, and for a later version its changed positions. */
export interface Fill {
  out: Float64Array;
  pi: number;
  norm: number;
  di: Int32Array | null;
  dv: Float64Array;
}

/**
 * Every draw's T into every fill: draw 0 the observed pattern (no bit set), an enumerated draw's pattern b itself
 * (u <= EXACT_MAX < 32), else signs from the stream. A function that ends with its loop: inside familyTest, the loop
 * was compiled while it ran and the code after it, not yet run, threw the compiled function away.
 */
function drawStatistics(
  N: number,
  exact: boolean,
  bits: Int32Array,
  u: number,
  st: Int32Array,
  atoms: AtomPlan,
  sums: Float64Array,
  fills: readonly Fill[],
): void {
  for (let b = 0; b < N; b++) {
    if (exact) bits[0] = b;
    else if (b === 0) bits.fill(0);
    else drawSigns(bits, u, st);
    atomSums(atoms, bits, sums);
    for (let f = 0; f < fills.length; f++) {
      const x = fills[f];
      const sum = sums[x.pi];
      const s = x.di === null ? sum : sum + signedSum(x.di, x.dv, bits);
      x.out[b] = -s / x.norm;
    }
  }
}

/**
 * Draws the signs of queries 0..u-1, independent and fair, 32 per generator step (sfc32 inlined, state in locals):
 * step k's output is word k, its bit j the sign of query 32k + j (set: −1). Bits past u are never read.
 */
function drawSigns(bits: Int32Array, u: number, st: Int32Array): void {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  for (let k = 0; k << 5 < u; k++) {
    const t = (((a + b) | 0) + ctr) | 0;
    ctr = (ctr + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    bits[k] = t;
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
}

/**
 * Pairs that read the same difference for every query they share (one measure over many slices) form a group; its
 * queries fall into atoms, the sets of queries that belong to exactly the same pairs of the group (with slices of a
 * few dimensions, a few hundred at most). A draw then sums each atom once and each pair over its atoms, instead of
 * every pair over every member: the same sums, at a fraction of the work when slices overlap (`all` holds them all).
 * A group whose atoms would save nothing is summed pair by pair.
 *
 * A query whose difference is 0 is left out of every sum it would enter (it moved in another measure or version, or
 * only its ranking changed): ±0 added to a sum that starts at +0 leaves it the same double, to the sign of a zero, so
 * the sums are those of the full lists, at a fraction of the work (6,980 queries: 5,639 moved, 3,356 of them in
 * nDCG@10). The atoms, their numbering and the choice of atoms or direct sums are made from the full lists all the
 * same: those fix the order of the additions, and so the sums to the last bit.
 */
interface AtomGroup {
  pairs: number[];
  /**
   * Atoms of one query with a non-zero difference (moved numbering): their sum is its signed difference (+0 plus a
   * non-zero x is x). Kept apart from the others so that a draw sums them in a loop without an inner one: where slices
   * cross many ways (a dimension of 200 values) most atoms hold one query, and a loop per atom mispredicted its end at
   * nearly every atom.
   */
  single: { atom: Int32Array; query: Int32Array; d: Float64Array };
  /**
   * Atoms of several: atom[j]'s queries and differences at start[j] .. start[j + 1] − 1, summed in one local
   * accumulator and stored once. Atoms whose queries all have a difference of 0 are in neither list: their sum stays +0.
   */
  multiple: { atom: Int32Array; start: Int32Array; query: Int32Array; d: Float64Array };
  /** Each atom's signed sum in the current draw. */
  acc: Float64Array;
  /**
   * Every pair's atoms in one list (pair k's at atomsFrom[k] .. atomsFrom[k + 1] − 1), and the pairs longest first, so
   * that four pairs of about the same length are summed side by side: four chains of additions in flight, where one
   * chain at a time waited on each addition before the next.
   */
  atomList: Int32Array;
  atomsFrom: Int32Array;
  longestFirst: Int32Array;
}

export interface AtomPlan {
  groups: AtomGroup[];
  /** Pairs summed member by member, over their members with a non-zero difference (in member order). */
  direct: { pair: number; idx: Int32Array; vals: Float64Array }[];
}

export function atomPlan(idx: Int32Array[], vals: Float64Array[], u: number): AtomPlan {
  // Greedy grouping: a pair joins the first group whose differences agree with its own on every shared query.
  const groups: { pairs: number[]; d: Float64Array; has: Uint8Array }[] = [];
  for (let pi = 0; pi < idx.length; pi++) {
    let home = -1;
    for (let gi = 0; gi < groups.length && home < 0; gi++) {
      const g = groups[gi];
      let ok = true;
      for (let i = 0; i < idx[pi].length && ok; i++) {
        const q = idx[pi][i];
        if (g.has[q] && g.d[q] !== vals[pi][i]) ok = false;
      }
      if (ok) home = gi;
    }
    if (home < 0) {
      groups.push({ pairs: [], d: new Float64Array(u), has: new Uint8Array(u) });
      home = groups.length - 1;
    }
    const g = groups[home];
    g.pairs.push(pi);
    for (let i = 0; i < idx[pi].length; i++) {
      g.d[idx[pi][i]] = vals[pi][i];
      g.has[idx[pi][i]] = 1;
    }
  }
  const plan: AtomPlan = { groups: [], direct: [] };
  for (const g of groups) {
    // A query's atom: the list of the group's pairs it belongs to.
    const memberOf: number[][] = Array.from({ length: u }, () => []);
    for (let k = 0; k < g.pairs.length; k++) for (const q of idx[g.pairs[k]]) memberOf[q].push(k);
    const atomIds = new Map<string, number>();
    const queries: number[] = [];
    const atomOf: number[] = [];
    const atomsOfPair: number[][] = g.pairs.map(() => []);
    for (let q = 0; q < u; q++) {
      if (!g.has[q]) continue;
      const key = memberOf[q].join(',');
      let a = atomIds.get(key);
      if (a === undefined) {
        atomIds.set(key, (a = atomIds.size));
        for (const k of memberOf[q]) atomsOfPair[k].push(a);
      }
      queries.push(q);
      atomOf.push(a);
    }
    const pairAtoms = atomsOfPair.map((as) => Int32Array.from(as));
    const direct = g.pairs.reduce((t, pi) => t + idx[pi].length, 0);
    const viaAtoms = queries.length + pairAtoms.reduce((t, a) => t + a.length, 0);
    if (viaAtoms < direct) {
      // A counting sort by atom keeps each atom's queries in query order.
      const atomStart = new Int32Array(atomIds.size + 1);
      for (const a of atomOf) atomStart[a + 1]++;
      for (let a = 0; a < atomIds.size; a++) atomStart[a + 1] += atomStart[a];
      const next = atomStart.slice(0, atomIds.size);
      const byAtom = new Int32Array(queries.length);
      for (let i = 0; i < queries.length; i++) byAtom[next[atomOf[i]]++] = queries[i];
      // The same atoms without their zero differences: an atom left empty sums to +0, as its zeros did.
      const kept = new Int32Array(queries.length);
      const keptStart = new Int32Array(atomIds.size + 1);
      let n = 0;
      for (let a = 0; a < atomIds.size; a++) {
        for (let i = atomStart[a]; i < atomStart[a + 1]; i++) if (g.d[byAtom[i]] !== 0) kept[n++] = byAtom[i];
        keptStart[a + 1] = n;
      }
      const nonZero = kept.subarray(0, n);
      const atomsFrom = new Int32Array(pairAtoms.length + 1);
      pairAtoms.forEach((as, k) => (atomsFrom[k + 1] = atomsFrom[k] + as.length));
      const atomList = new Int32Array(atomsFrom[pairAtoms.length]);
      pairAtoms.forEach((as, k) => atomList.set(as, atomsFrom[k]));
      plan.groups.push({
        pairs: g.pairs,
        ...atomsBySize(nonZero, keptStart, (q) => g.d[q]),
        acc: new Float64Array(atomIds.size),
        atomList,
        atomsFrom,
        longestFirst: Int32Array.from(pairAtoms.keys()).sort(
          (a, b) => pairAtoms[b].length - pairAtoms[a].length || a - b,
        ),
      });
    } else for (const pi of g.pairs) plan.direct.push(nonZeroMembers(idx[pi], vals[pi], pi));
  }
  return plan;
}

/** The atoms of one query and those of several (AtomGroup), from the queries atom after atom and each atom's start. */
function atomsBySize(
  queries: Int32Array,
  atomStart: Int32Array,
  d: (q: number) => number,
): Pick<AtomGroup, 'single' | 'multiple'> {
  const atoms = atomStart.length - 1;
  const single: number[] = [];
  const multiple: number[] = [];
  for (let a = 0; a < atoms; a++) {
    const size = atomStart[a + 1] - atomStart[a];
    if (size === 1) single.push(a);
    else if (size > 1) multiple.push(a);
  }
  const start = new Int32Array(multiple.length + 1);
  multiple.forEach((a, j) => (start[j + 1] = start[j] + atomStart[a + 1] - atomStart[a]));
  const query = new Int32Array(start[multiple.length]);
  multiple.forEach((a, j) => query.set(queries.subarray(atomStart[a], atomStart[a + 1]), start[j]));
  const singleQuery = Int32Array.from(single, (a) => queries[atomStart[a]]);
  return {
    single: { atom: Int32Array.from(single), query: singleQuery, d: Float64Array.from(singleQuery, d) },
    multiple: { atom: Int32Array.from(multiple), start, query, d: Float64Array.from(query, d) },
  };
}

/** A pair's members with a non-zero difference, in member order: the direct sum over them is the sum over all. */
function nonZeroMembers(idx: Int32Array, vals: Float64Array, pair: number): AtomPlan['direct'][number] {
  let n = 0;
  for (let i = 0; i < vals.length; i++) if (vals[i] !== 0) n++;
  const out = { pair, idx: new Int32Array(n), vals: new Float64Array(n) };
  for (let i = 0, j = 0; i < vals.length; i++) {
    if (vals[i] === 0) continue;
    out.idx[j] = idx[i];
    out.vals[j++] = vals[i];
  }
  return out;
}

/** Query q's sign under `bits` (drawSigns), as ±1: multiplying by it negates a difference or keeps it, exactly. */
function signOf(bits: Int32Array, q: number): number {
  return 1 - (((bits[q >> 5] >>> (q & 31)) & 1) << 1);
}

/** Every pair's signed sum of its version-0 differences under the signs `bits` (drawSigns). */
export function atomSums(plan: AtomPlan, bits: Int32Array, out: Float64Array): void {
  for (const g of plan.groups) {
    const acc = g.acc;
    const one = g.single;
    for (let i = 0; i < one.atom.length; i++) acc[one.atom[i]] = signOf(bits, one.query[i]) * one.d[i];
    const many = g.multiple;
    for (let j = 0, i = 0; j < many.atom.length; j++) {
      let s = 0;
      for (const end = many.start[j + 1]; i < end; i++) s += signOf(bits, many.query[i]) * many.d[i];
      acc[many.atom[j]] = s;
    }
    pairSums(g, out);
  }
  for (const p of plan.direct) out[p.pair] = signedSum(p.idx, p.vals, bits);
}

/**
 * Each pair of the group summed over its atoms' sums in the order of its list, four pairs side by side over the length
 * they share (AtomGroup.longestFirst), then each on to its own end: every pair's additions in the same order as alone.
 */
function pairSums(g: AtomGroup, out: Float64Array): void {
  const { acc, atomList: list, atomsFrom: from, longestFirst: order, pairs } = g;
  let x = 0;
  for (; x + 4 <= order.length; x += 4) {
    const k0 = order[x];
    const k1 = order[x + 1];
    const k2 = order[x + 2];
    const k3 = order[x + 3];
    const o0 = from[k0];
    const o1 = from[k1];
    const o2 = from[k2];
    const o3 = from[k3];
    // The shortest of the four, the last in longest-first order.
    const common = from[k3 + 1] - o3;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let j = 0; j < common; j++) {
      s0 += acc[list[o0 + j]];
      s1 += acc[list[o1 + j]];
      s2 += acc[list[o2 + j]];
      s3 += acc[list[o3 + j]];
    }
    out[pairs[k0]] = sumOn(acc, list, o0 + common, from[k0 + 1], s0);
    out[pairs[k1]] = sumOn(acc, list, o1 + common, from[k1 + 1], s1);
    out[pairs[k2]] = sumOn(acc, list, o2 + common, from[k2 + 1], s2);
    out[pairs[k3]] = s3;
  }
  for (; x < order.length; x++) out[pairs[order[x]]] = sumOn(acc, list, from[order[x]], from[order[x] + 1], 0);
}

/** s plus acc[list[i]] for i from `from` to `to` − 1, in order. */
function sumOn(acc: Float64Array, list: Int32Array, from: number, to: number, s: number): number {
  for (let i = from; i < to; i++) s += acc[list[i]];
  return s;
}

function signedSum(idx: Int32Array, vals: Float64Array, bits: Int32Array): number {
  let s = 0;
  for (let i = 0; i < idx.length; i++) s += signOf(bits, idx[i]) * vals[i];
  return s;
}

/**
 * The step's level: every p up to it keeps #{x <= p} <= limit. Just below the smallest value that would exceed the
 * limit (the order statistic at `limit`, selected in place: `values` is rearranged, not sorted), at most 1.
 */
function levelAt(test: PairedTest, values: Float64Array, limit: number, N: number): number {
  if (limit >= values.length) return 1;
  return Math.min(1, test.levelBelow(orderStatistic(values, limit), N));
}

/**
 * The family's single-step level with no threshold: Westfall–Young's alpha-quantile of the smallest marginal p over the
 * pairs in each draw (so that P(any pair's p is at most it) <= alpha under the null); Bonferroni's alpha / m for Holm
 * and BH; alpha alone without a correction.
 */
function simultaneousLevel(
  test: PairedTest,
  pOf: Float64Array[],
  alpha: number,
  correction: Correction,
  N: number,
): number {
  const m = pOf.length;
  if (m === 0) return alpha;
  if (correction === 'none') return alpha;
  if (correction !== 'westfall-young') return alpha / m;
  const q = Float64Array.from(pOf[0]);
  for (let pi = 1; pi < m; pi++) minInto(q, pOf[pi]);
  // Below 0.5 always: a bound at a level of 0.5 or more would sit at or below Δ itself.
  return Math.min(levelAt(test, q, Math.floor(alpha * N + 1e-9), N), alpha);
}

/** q = min(q, p), draw by draw (a function that ends with its loop, as stepInto below). */
function minInto(q: Float64Array, p: Float64Array): void {
  for (let b = 0; b < q.length; b++) if (p[b] < q[b]) q[b] = p[b];
}

/** Above every p: the value of a pair, in a draw, whose drop does not cross its threshold there (it cannot fire). */
const CANNOT = 2;

/**
 * A pair's draws as its step of a decision reads them: the marginal one-sided p of each draw within the pair's own
 * distribution (#{draws with T >= this T} / N) where the draw's drop crosses the threshold, CANNOT where it does not.
 */
export interface RestrictedDraws {
  /** T per draw. */
  t: Float64Array;
  /** Marginal p per draw. */
  p: Float64Array;
  /** Drop per unit of T: a draw's drop is t · perDrop. */
  perDrop: number;
  /** The drop the decision needs (-Infinity: significance alone). */
  threshold: number;
}

/**
 * Westfall–Young's step-down over the pairs in step order (`steps[j]` the j-th pair to step, `observed[j]` its
 * unrestricted observed p): per step, the adjusted p (the share of draws whose q, the smallest restricted marginal p
 * over this and every later step, is at most the observed p) and the step's level (just below q's alpha-quantile).
 *
 * q is built from the last step back, in one pass over the draws per step. Each step's q lies at or below the next
 * step's in every draw, so its alpha-quantile does too: only the draws at or below the next step's quantile can hold
 * it, and the order statistic is selected among those (the same value a selection over every draw gives).
 */
export function westfallYoungSteps(
  steps: readonly RestrictedDraws[],
  observed: Float64Array,
  alpha: number,
  N: number,
  test: Pick<PairedTest, 'levelBelow'>,
): { stepAdj: Float64Array; stepLevel: Float64Array } {
  const P = steps.length;
  const stepLevel = new Float64Array(P);
  const stepAdj = new Float64Array(P);
  const limit = Math.floor(alpha * N + 1e-9);
  const loop = P > 0 ? stepLoopInWasm(N) : null;
  const q = loop ? null : new Float64Array(N).fill(Infinity);
  const candidates = loop ? loop.candidates : new Float64Array(N);
  const tally = new Int32Array(1);
  let bound = Infinity;
  for (let j = P - 1; j >= 0; j--) {
    // Counts q < p + eps, i.e. q <= p.
    const below = observed[j] + 1e-15;
    const kept = loop
      ? loop.step(steps[j], below, bound, tally)
      : stepInto(q!, steps[j], below, bound, candidates, tally);
    stepAdj[j] = tally[0] / N;
    if (limit >= N) stepLevel[j] = 1;
    else {
      bound = orderStatistic(candidates.subarray(0, kept), limit);
      stepLevel[j] = Math.min(1, test.levelBelow(bound, N));
    }
  }
  return { stepAdj, stepLevel };
}

/**
 * One step of the step-down, over every draw: q = min(q, the step's restricted marginal); counts q below `below` into
 * tally[0], and copies into `out` each q at or below `bound`. Returns how many were copied. The loop is the function's
 * last statement: V8 compiles a long loop while it runs, before the code after it has ever run, and such code (an
 * object returned, a count stored) then undid the compiled loop at every call.
 */
function stepInto(
  q: Float64Array,
  step: RestrictedDraws,
  below: number,
  bound: number,
  out: Float64Array,
  tally: Int32Array,
): number {
  const { t, p, perDrop, threshold } = step;
  let count = 0;
  let kept = 0;
  tally[0] = 0;
  // Without a branch on the data: which way a draw goes is a coin toss for the branch predictor, and a mispredicted
  // branch per draw cost more than the arithmetic (measured: twice the time). `ok` picks p or CANNOT exactly
  // (p · 1 + CANNOT · 0 is p; p is finite), every draw's value is stored and kept only by advancing `kept`.
  for (let b = 0; b < q.length; b++) {
    const ok = +(t[b] * perDrop > threshold);
    const m = p[b] * ok + CANNOT * (1 - ok);
    const was = q[b];
    // A select, not Math.min: the same value here (no NaN, no −0), without Math.min's checks for them.
    const v = m < was ? m : was;
    q[b] = v;
    count += +(v < below);
    tally[0] = count;
    out[kept] = v;
    kept += +(v <= bound);
  }
  return kept;
}

/**
 * Which pairs the family rejects for one decision (significance alone, or a significant drop beyond each pair's
 * threshold), with each pair's adjusted p and the critical value of T at the level its step used.
 */
function familyRejections(
  test: PairedTest,
  stats: Float64Array[],
  sorted: Float64Array[],
  shapes: { n: number; norm: number }[],
  pOf: Float64Array[],
  pairs: FamilyPair[],
  alpha: number,
  correction: Correction,
  N: number,
  thresholds: Float64Array | null,
): Omit<FamilyOutcome, 'simultaneous'> {
  const P = pairs.length;
  // A draw's drop is T · norm / n; a pair's step reads its draws restricted to those whose drop crosses its threshold.
  const draws = Array.from(
    pairs,
    (_, pi): RestrictedDraws => ({
      t: stats[pi],
      p: pOf[pi],
      perDrop: shapes[pi].norm / Math.max(pairs[pi].members.length, 1),
      threshold: thresholds ? thresholds[pi] : -Infinity,
    }),
  );
  // The unrestricted p of the observed data (what is shown), and the restricted one (what orders the steps).
  const pRestricted = Float64Array.from(draws, (d) => (d.t[0] * d.perDrop > d.threshold ? d.p[0] : CANNOT));
  const t = Float64Array.from(stats, (s) => s[0]);
  const pWorse = Float64Array.from(pOf, (p) => p[0]);
  const scale = Float64Array.from(pairs, (p, pi) => shapes[pi].norm / Math.max(p.members.length, 1));
  // Step-down order: smallest (restricted) p first, then smallest p, then largest T, then family order.
  const order = Array.from({ length: P }, (_, i) => i).sort(
    (a, b) => pRestricted[a] - pRestricted[b] || pWorse[a] - pWorse[b] || t[b] - t[a] || a - b,
  );
  const levels = new Float64Array(P);
  const pAdjusted = new Float64Array(P);
  const rejected = new Uint8Array(P);
  if (correction === 'westfall-young') {
    const { stepAdj, stepLevel } = westfallYoungSteps(
      order.map((pi) => draws[pi]),
      Float64Array.from(order, (pi) => pWorse[pi]),
      alpha,
      N,
      test,
    );
    let running = 0;
    let stopped = false;
    let stopLevel = 0;
    for (let j = 0; j < P; j++) {
      const pi = order[j];
      running = Math.max(running, Math.min(1, stepAdj[j]));
      pAdjusted[pi] = running;
      if (!stopped && pRestricted[pi] <= stepLevel[j]) {
        rejected[pi] = 1;
        levels[pi] = stepLevel[j];
      } else {
        if (!stopped) stopLevel = stepLevel[j];
        stopped = true;
        levels[pi] = stopLevel;
      }
    }
  } else {
    const m = P;
    if (correction === 'holm') {
      let running = 0;
      let stopped = false;
      let stopLevel = 0;
      for (let j = 0; j < P; j++) {
        const pi = order[j];
        const level = alpha / (m - j);
        running = Math.max(running, Math.min(1, (m - j) * pWorse[pi]));
        pAdjusted[pi] = running;
        if (!stopped && pRestricted[pi] <= level) {
          rejected[pi] = 1;
          levels[pi] = level;
        } else {
          if (!stopped) stopLevel = level;
          stopped = true;
          levels[pi] = stopLevel;
        }
      }
    } else if (correction === 'bh') {
      let k = 0;
      for (let j = 0; j < P; j++) if (pRestricted[order[j]] <= (alpha * (j + 1)) / m) k = j + 1;
      let running = 1;
      for (let j = P - 1; j >= 0; j--) {
        const pi = order[j];
        running = Math.min(running, (pWorse[pi] * m) / (j + 1));
        pAdjusted[pi] = Math.min(1, running);
      }
      const level = (alpha * Math.max(k, 1)) / m;
      for (let j = 0; j < P; j++) {
        const pi = order[j];
        levels[pi] = level;
        rejected[pi] = j < k ? 1 : 0;
      }
    } else {
      for (let pi = 0; pi < P; pi++) {
        pAdjusted[pi] = pWorse[pi];
        levels[pi] = alpha;
        rejected[pi] = pRestricted[pi] <= alpha ? 1 : 0;
      }
    }
  }
  const critical = Float64Array.from(pairs, (_, pi) => test.criticalAt(sorted[pi], levels[pi], shapes[pi]));
  return { t, scale, pWorse, pAdjusted, rejected, critical };
}
