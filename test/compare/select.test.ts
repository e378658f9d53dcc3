// Order statistics by selection (compare/select.ts), held against a sort: the answer must be the sorted array's value
// exactly, whichever way it was found (counted, a tail copied out past a sampled cut, or the whole array selected).
// The statistics' WebAssembly module selects the bootstrap's ends the same three ways (monte-carlo.c quantilePair):
// it is held to the same sort on the same arrays.
import { describe, it, expect } from 'vitest';
import { orderStatistic, quantilesType7 } from '../../src/compare/select.js';
import { quantilesInWasm } from '../../src/compare/monte-carlo.js';

let s = 7;
const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;

/** Arrays in the orders and shapes selection meets, and some made to defeat a strided sample of 512. */
function arrayOf(kind: string, n: number): Float64Array {
  return Float64Array.from({ length: n }, (_, i) => {
    switch (kind) {
      case 'uniform':
        return rand() - 0.5;
      case 'ties':
        return Math.floor(rand() * 3) / 10;
      case 'sorted':
        return i;
      case 'reversed':
        return n - i;
      case 'organ':
        return Math.min(i, n - i);
      // The sampled positions (multiples of n/512, floored) hold the largest values, so a cut taken from the sample
      // keeps far too much of the low tail, or far too little of the high one.
      case 'sample-high':
        return Math.floor((Math.floor(i / (n / 512)) * n) / 512) === i ? 1e6 + i : rand();
      // One value repeated through the low tail, so that ties crowd any cut placed there.
      case 'tied-tail':
        return rand() < 0.2 ? -1 : rand();
      default:
        throw new Error(kind);
    }
  });
}

const KINDS = ['uniform', 'ties', 'sorted', 'reversed', 'organ', 'sample-high', 'tied-tail'];

/** The reference: R's type 7 on the sorted array, written out. */
function type7(sorted: Float64Array, q: number): number {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

describe('quantilesType7: selected, not sorted', () => {
  it("gives exactly the sorted array's type-7 quantiles, ties, tiny arrays and unkind orders included", () => {
    let cases = 0;
    for (const n of [1, 2, 3, 4, 5, 10, 39, 40, 41, 100, 999, 2047, 2048, 10000, 10001]) {
      for (const kind of KINDS) {
        const v = arrayOf(kind, n);
        const sorted = Float64Array.from(v).sort();
        for (const [lo, hi] of [
          [0.025, 0.975],
          [0.05, 0.95],
          [0.005, 0.995],
          [0, 1],
          [0.5, 0.5000001],
          [0.2, 0.8],
        ]) {
          const want = [type7(sorted, lo), type7(sorted, hi)];
          expect(quantilesType7(Float64Array.from(v), lo, hi)).toEqual(want);
          expect(quantilesInWasm(Float64Array.from(v), lo, hi)).toEqual(want);
          cases++;
        }
      }
    }
    expect(cases).toBe(15 * 7 * 6);
  });

  it('finds the ends of 10^4 resampled means in their tails, leaving the array as it was', () => {
    // The bootstrap's case: 10^4 means in the order they were drawn. The ends come from the values past a cut, copied
    // out, so the array is not rearranged; a selection over the whole array would have rearranged it.
    const means = arrayOf('uniform', 10000);
    const before = Float64Array.from(means);
    const sorted = Float64Array.from(means).sort();
    // Type 7 at 0.025 and 0.975 of 10,000: h = 249.975 and 9749.025.
    const lo = sorted[249] + 0.975 * (sorted[250] - sorted[249]);
    const hi = sorted[9749] + 0.025 * (sorted[9750] - sorted[9749]);
    const [a, b] = quantilesType7(means, 0.025, 0.975);
    expect(a).toBe(lo);
    expect(b).toBe(hi);
    expect(means).toEqual(before);
  });
});

describe('quantilesType7 over few distinct values', () => {
  // Resampled means of a slice of a few queries: a few values, thousands of times each. Their counts give the order
  // statistics; 64 distinct values are counted, 65 are selected as any other array, and −0 counts as +0 (a sort puts it
  // first; the quantiles come out the same). Either way the answer is the sorted array's.
  const drawn = (n: number, values: number[]) =>
    Float64Array.from({ length: n }, () => values[Math.floor(rand() * values.length)]);
  const steps = (k: number) => Array.from({ length: k }, (_, i) => (i - k / 3) / 7);
  it.each([
    ['one value (a slice of one query)', drawn(10000, [0.25])],
    [
      'three values, skewed',
      Float64Array.from({ length: 10000 }, () => [-0.1, 0, 0.3][rand() < 0.9 ? 1 : rand() < 0.5 ? 0 : 2]),
    ],
    ['64 values', drawn(10000, steps(64))],
    ['65 values', drawn(10000, steps(65))],
    ['−0 beside +0', drawn(10000, [-0, 0, 0.5])],
    ['a short array', drawn(7, [1, 2])],
    // Ranks 249 and 250 straddle the end of the first value's count: the 2.5% end lies between the two values.
    ['a count that ends at a rank', Float64Array.from({ length: 10000 }, (_, i) => (i % 40 === 0 ? -1 : 1))],
  ])("%s: the sorted array's quantiles", (_, v) => {
    const sorted = Float64Array.from(v).sort();
    for (const [lo, hi] of [
      [0.025, 0.975],
      [0, 1],
      [0.3, 0.7],
    ]) {
      const want = [type7(sorted, lo), type7(sorted, hi)];
      expect(quantilesType7(Float64Array.from(v), lo, hi)).toEqual(want);
      expect(quantilesInWasm(Float64Array.from(v), lo, hi)).toEqual(want);
    }
  });
  it('reads the ends of a three-valued array off its counts, without rearranging it', () => {
    const v = Float64Array.from({ length: 10000 }, (_, i) => (i % 3) / 4);
    const before = Float64Array.from(v);
    expect(quantilesType7(v, 0.025, 0.975)).toEqual([0, 0.5]);
    expect(v).toEqual(before);
  });
});

describe('orderStatistic', () => {
  it("is the sorted array's value at every rank tried, near the ends and in the middle", () => {
    let cases = 0;
    for (const n of [1, 2, 17, 2047, 2048, 5000, 10001]) {
      for (const kind of KINDS) {
        const v = arrayOf(kind, n);
        const sorted = Float64Array.from(v).sort();
        const ranks = new Set([0, 1, Math.floor(n * 0.01), Math.floor(n * 0.05), Math.floor(n * 0.1), n >> 1]);
        for (const k of [...ranks])
          for (const r of [k, n - 1 - k])
            if (r >= 0 && r < n) {
              expect(orderStatistic(Float64Array.from(v), r)).toBe(sorted[r]);
              cases++;
            }
      }
    }
    // Each rank k of the set is tried at k and at n − 1 − k, per kind: n = 1 gives {0} (2 cases), n = 2 {0, 1} (4),
    // n = 17 {0, 1, 8} (6), and each n from 2,047 on six distinct ranks (12).
    expect(cases).toBe(KINDS.length * (2 + 4 + 6 + 4 * 12));
  });

  it('takes a tail rank from the values past a cut, and a middle rank by selecting the whole array', () => {
    const v = arrayOf('uniform', 10000);
    const before = Float64Array.from(v);
    const sorted = Float64Array.from(v).sort();
    // Rank 500 of 10,000: the family's alpha-quantile at alpha = 0.05.
    expect(orderStatistic(v, 500)).toBe(sorted[500]);
    expect(orderStatistic(v, 9990)).toBe(sorted[9990]);
    expect(v).toEqual(before);
    expect(orderStatistic(v, 5000)).toBe(sorted[5000]);
    expect(v).not.toEqual(before);
  });
});
