import type { PairedTest, PairShape } from '../paired-test.js';
import { tUpper, tUpperQuantile } from './student-t.js';

// The paired t-test (Student's t on the per-query differences, df = n − 1): the test ranx (`student`) and PyTerrier
// (`ttest_rel`) report, so its p-values are the ones their users know. Its p is analytic, from the t distribution,
// which assumes the mean difference is about normal: fine for the slice sizes gates use, less so on a few queries with
// skewed differences, where the randomization test stays exact.
//
// Over the family: Holm, Benjamini–Hochberg or no correction adjust the analytic p-values and need no draws. For
// Westfall–Young the same joint sign-flip draws as the randomization test carry the slices' overlap: each draw's
// p is the analytic t p of that draw's statistic (min-p resampling over t-test p-values), so the family-wise error
// holds without assuming the pairs independent, and pairs of different sizes (different df) are put on one scale.

/** The paired t statistic of T over n queries: t = T·sqrt(n − 1) / sqrt(n − T²) (±Infinity when every d is equal). */
export function tOfT(T: number, n: number): number {
  const room = n - T * T;
  if (room <= n * 1e-14) return T > 0 ? Infinity : T < 0 ? -Infinity : 0;
  return (T * Math.sqrt(n - 1)) / Math.sqrt(room);
}

/** The T of a paired t statistic over n queries (the inverse of tOfT). */
function tToT(t: number, n: number): number {
  if (t === Infinity) return Math.sqrt(n);
  if (t === -Infinity) return -Math.sqrt(n);
  return (t * Math.sqrt(n)) / Math.sqrt(n - 1 + t * t);
}

/** A pair with no difference at all, or too few queries for a variance: it cannot be significant. */
const untestable = (pair: PairShape) => pair.norm === 0 || pair.n < 2;

export const tTest: PairedTest = {
  name: 't-test',
  needsDraws: (correction) => correction === 'westfall-young',
  pValues(draws, _ranked, pair) {
    if (untestable(pair)) return new Float64Array(draws.length).fill(1);
    return Float64Array.from(draws, (T) => tUpper(tOfT(T, pair.n), pair.n - 1));
  },
  // Analytic p-values are continuous: the level just below p (relative to its size) excludes it and nothing more.
  levelBelow: (p) => p - Math.max(Math.abs(p) * 1e-12, 1e-300),
  criticalAt(_sorted, level, pair) {
    if (untestable(pair)) return level >= 1 ? 0 : Infinity;
    if (!(level > 0)) return Infinity;
    if (level >= 1) return -Math.sqrt(pair.n);
    return tToT(tUpperQuantile(level, pair.n - 1), pair.n);
  },
  twoSided(d) {
    const n = d.length;
    if (n < 2) return 1;
    let s = 0;
    for (let i = 0; i < n; i++) s += d[i];
    const mean = s / n;
    let ss = 0;
    for (let i = 0; i < n; i++) ss += (d[i] - mean) ** 2;
    if (ss === 0) return mean === 0 ? 1 : 0;
    const t = mean / Math.sqrt(ss / (n - 1) / n);
    return Math.min(1, 2 * tUpper(Math.abs(t), n - 1));
  },
  wording: {
    decision: 'a one-sided paired t-test (is the candidate worse?)',
    westfallYoung: "Westfall–Young step-down on the t-tests' p-values over one joint sign-flip permutation",
    descriptive: 'two-sided paired t-test p',
    settings: (iterations, seed, correction) =>
      correction === 'westfall-young'
        ? `paired t-test (Student's, df = n − 1; ${iterations} sign-flip draws for the family, seed ${seed})`
        : "paired t-test (Student's, df = n − 1)",
  },
};
