import type { PairedTest } from '../paired-test.js';
import { lowerBound, type Ranked } from '../../score/sorted.js';
import { pairedRandomizationTest } from '../stats.js';
import { rankSharesInWasm } from '../monte-carlo.js';

// The paired randomization (sign-flip) test, the default: under the null of no difference the sign of each query's
// difference is a fair coin, so a draw's p is the share of the pair's own draws at or above it. No assumption about
// the differences' distribution, and exact when the queries that moved are few enough to enumerate every sign pattern.

/** Two statistics closer than this are the same pattern summed in another order. */
const TOL = 1e-12;

/** p of sorted[i] within its own ascending distribution: the share of draws at or above it. */
const pAt = (s: Float64Array, N: number, i: number) => (N - lowerBound(s, s[i] - TOL)) / N;

export const randomizationTest: PairedTest = {
  name: 'randomization',
  needsDraws: () => true,
  pValues(draws, ranked) {
    const out = new Float64Array(draws.length);
    sharesAtOrAbove(ranked, out);
    return out;
  },
  // The same order and shares, made in the statistics' WebAssembly module when it is there.
  sortedWithPValues: (draws) => rankSharesInWasm(draws),
  // p-values are multiples of 1/N: half a step below one is above every smaller one.
  levelBelow: (p, N) => p - 0.5 / N,
  /** The marginal p of sorted[i] falls as i grows, so the first index that qualifies is found by bisection. */
  criticalAt(s, level) {
    const N = s.length;
    if (pAt(s, N, N - 1) > level + 1e-15) return Infinity;
    let lo = 0;
    let hi = N - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pAt(s, N, mid) <= level + 1e-15) hi = mid;
      else lo = mid + 1;
    }
    return s[lo];
  },
  twoSided: (d, iterations, seed, stopAt) => pairedRandomizationTest(d, { iterations, seed, stopAt }),
  wording: {
    decision: 'one-sided (is the candidate worse?)',
    westfallYoung: 'Westfall–Young step-down on one joint sign-flip permutation',
    descriptive: 'two-sided paired randomization p',
    settings: (iterations, seed) => `paired randomization test (${iterations} iterations, seed ${seed})`,
  },
};

/**
 * out[order[i]] = pAt(sorted, N, i) for every rank i: each draw's p, read off its rank in one sweep. The first index
 * whose value reaches sorted[i] − TOL only moves up as i does, so no search is needed.
 */
function sharesAtOrAbove({ sorted, order }: Ranked, out: Float64Array): void {
  const N = sorted.length;
  let j = 0;
  for (let i = 0; i < N; i++) {
    const x = sorted[i] - TOL;
    while (sorted[j] < x) j++;
    out[order[i]] = (N - j) / N;
  }
}
