// rankedCopy (a radix sort carrying each value's index) must give exactly what Float64Array.prototype.sort gives, and
// the randomization test's p of every draw, read off those ranks in one sweep, exactly what a bisection per draw gives.
import { describe, expect, it } from 'vitest';
import { ascendingOrder, lowerBound, rankedByComparison, rankedCopy, SortScratch } from '../../src/score/sorted.js';
import { pairedTest } from '../../src/compare/paired-test.js';

/** Seeded values: a fifth of them repeats of a few, the rest spread, with ±0 among them. */
function values(n: number, seed: number): Float64Array {
  let s = seed;
  const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Float64Array.from({ length: n }, (_, i) =>
    i % 5 === 0 ? [0.25, -0, 0, 1.5][i % 4] : (rand() - 0.5) * 3 * (i % 7 === 0 ? 1e-13 : 1),
  );
}

const wide = Float64Array.from({ length: 3000 }, (_, i) => (i % 2 ? -1 : 1) * 2 ** ((i % 60) - 30) * (1 + i / 7));
const extremes = Float64Array.from(
  { length: 600 },
  (_, i) =>
    [Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE, -0, 0, Infinity, -Infinity][i % 8],
);

/**
 * Values that share their high 32 bits (sign, exponent, 20 bits of mantissa) with others and differ below: the sort by
 * high words leaves them in runs that the low words must order. Long runs (about 1,250 values of each of four) and
 * short ones (groups of 5), both signs, exact repeats among them.
 */
const longRuns = Float64Array.from(
  { length: 5000 },
  (_, i) => [1.25, -1.25, 3.5, -0.75][i % 4] * (1 + ((i * 7919) % 97) * 2 ** -45),
);
const shortRuns = Float64Array.from({ length: 400 }, (_, i) => {
  const g = (i * 37) % 80;
  return (g % 2 ? -1 : 1) * (0.1 + g / 50) * (1 + ((i * 13) % 3) * 2 ** -40);
});

describe('rankedCopy', () => {
  it('sorts exactly as Float64Array.prototype.sort, -0 before +0, and says where each value came from', () => {
    const inputs = [values(10_001, 5), values(300, 8), values(100, 9), values(2, 3), values(1, 4), wide, extremes];
    for (const x of [...inputs, longRuns, shortRuns, longRuns.subarray(1, 4001)]) {
      const before = Float64Array.from(x);
      const { sorted, order } = rankedCopy(x);
      const want = Float64Array.from(x).sort();
      expect(sorted.length).toBe(want.length);
      let same = true;
      for (let i = 0; i < want.length; i++) if (!Object.is(sorted[i], want[i])) same = false;
      expect(same).toBe(true);
      // order is a permutation that reads the input in sorted order, equal values in their input order.
      let reads = true;
      let stable = true;
      const seen = new Uint8Array(x.length);
      for (let i = 0; i < x.length; i++) {
        if (!Object.is(x[order[i]], sorted[i])) reads = false;
        seen[order[i]] = 1;
        if (i > 0 && Object.is(sorted[i], sorted[i - 1]) && order[i] < order[i - 1]) stable = false;
      }
      expect(reads).toBe(true);
      expect(stable).toBe(true);
      expect(seen.every((v) => v === 1)).toBe(true);
      expect(x).toEqual(before);
    }
    // The comparison sort a big-endian machine uses instead of the radix sort: the same ranking, index for index.
    for (const x of [values(10_001, 5), values(2, 3), wide, extremes, longRuns, shortRuns]) {
      const want = rankedCopy(x);
      const got = rankedByComparison(x);
      expect(Array.from(got.order)).toEqual(Array.from(want.order));
      expect(got.sorted.every((v, i) => Object.is(v, want.sorted[i]))).toBe(true);
    }
    const empty = rankedCopy(new Float64Array(0));
    expect([empty.sorted.length, empty.order.length]).toEqual([0, 0]);
  });
});

describe('ascendingOrder with one scratch for many lists', () => {
  it("gives each list rankedCopy's order, as lists shrink and grow (the ranker reuses it query after query)", () => {
    const scratch = new SortScratch();
    const lists = [values(300, 1), values(7, 2), shortRuns, values(1, 3), longRuns.subarray(0, 900), values(2, 4)];
    for (const x of lists) {
      const want = Array.from(rankedCopy(x).order);
      expect(Array.from(ascendingOrder(x, scratch))).toEqual(want);
    }
    // The scratch grew to the longest list and no further.
    expect(scratch.keys.length).toBe(900);
  });
});

describe("the randomization test's p of every draw", () => {
  it('is the share of draws at or above it (within 1e-12), as a bisection per draw finds it', () => {
    const test = pairedTest('randomization');
    // Draws with exact repeats, near-repeats a few ulps apart (the same sign pattern summed in another order), and
    // the spread of a real pair's T.
    const near = Float64Array.from({ length: 4000 }, (_, i) => [1.25, 1.25 + 4e-16, 1.25 - 4e-16, -0.5][i % 4]);
    for (const x of [values(10_001, 5), values(300, 8), near, wide]) {
      const N = x.length;
      const ranked = rankedCopy(x);
      const got = test.pValues(x, ranked, { n: 50, norm: 1 });
      const want = Float64Array.from(x, (t) => (N - lowerBound(ranked.sorted, t - 1e-12)) / N);
      expect(got).toEqual(want);
    }
    // Four values, each once: the largest has p = 1/4, the smallest 1.
    const four = Float64Array.from([0.3, -1, 2, 0.5]);
    expect(Array.from(test.pValues(four, rankedCopy(four), { n: 4, norm: 1 }))).toEqual([0.75, 1, 0.25, 0.5]);
    // Near-repeats count as one value: all three 1.25s share p = 3/4.
    expect(Array.from(test.pValues(near.subarray(0, 4), rankedCopy(near.subarray(0, 4)), { n: 4, norm: 1 }))).toEqual([
      0.75, 0.75, 0.75, 1,
    ]);
  });
});
