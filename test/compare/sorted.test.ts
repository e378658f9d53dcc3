// lowerBounds (a bucket table, then a bisection within the bucket) must answer exactly as one bisection per value.
import { describe, expect, it } from 'vitest';
import { lowerBound, lowerBounds, sortedCopy } from '../../src/compare/sorted.js';

/** Seeded values: a fifth of them repeats of a few, the rest spread, with ±0 among them. */
function values(n: number, seed: number): Float64Array {
  let s = seed;
  const rand = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Float64Array.from({ length: n }, (_, i) =>
    i % 5 === 0 ? [0.25, -0, 0, 1.5][i % 4] : (rand() - 0.5) * 3 * (i % 7 === 0 ? 1e-13 : 1),
  );
}

describe('lowerBounds', () => {
  it('gives lowerBound(sorted, x + shift) for every x, inside, between, at and beyond the values', () => {
    for (const n of [1, 2, 7, 100, 10_001]) {
      const sorted = values(n, n).sort();
      // Queries: the values themselves (the tolerance-shifted case the p-values use), fresh values, and the extremes.
      const xs = Float64Array.from([...values(n, 99), ...sorted, -1e9, 1e9, sorted[0], sorted[n - 1]]);
      for (const shift of [0, -1e-12, 1e-12]) {
        const out = new Int32Array(xs.length);
        lowerBounds(sorted, xs, shift, out);
        const want = Int32Array.from(xs, (x) => lowerBound(sorted, x + shift));
        expect(out).toEqual(want);
      }
    }
  });

  it('falls back to bisection when every value is the same, and stays exact when most share one bucket', () => {
    const flat = new Float64Array(50).fill(0.3);
    const out = new Int32Array(3);
    lowerBounds(flat, Float64Array.from([0.3, 0.2, 0.4]), 0, out);
    expect(Array.from(out)).toEqual([0, 0, 50]);
    // 9,990 copies of one value and ten others: the crowded bucket is searched by bisection, not scanned.
    const crowded = Float64Array.from({ length: 10_000 }, (_, i) => (i < 10 ? i : 100)).sort();
    const xs = Float64Array.from([100, 99.5, 100.5, 3, 9.5]);
    const got = new Int32Array(xs.length);
    lowerBounds(crowded, xs, 0, got);
    expect(Array.from(got)).toEqual([10, 10, 10_000, 3, 10]);
  });
});

describe('sortedCopy', () => {
  it('gives exactly what Float64Array.prototype.sort gives, -0 before +0, without touching its input', () => {
    const wide = Float64Array.from({ length: 3000 }, (_, i) => (i % 2 ? -1 : 1) * 2 ** ((i % 60) - 30) * (1 + i / 7));
    const extremes = Float64Array.from(
      { length: 600 },
      (_, i) =>
        [Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE, -0, 0, Infinity, -Infinity][i % 8],
    );
    for (const x of [values(10_001, 5), values(300, 8), values(100, 9), wide, extremes, new Float64Array(1000)]) {
      const before = Float64Array.from(x);
      const got = sortedCopy(x);
      const want = Float64Array.from(x).sort();
      expect(got.length).toBe(want.length);
      let same = true;
      for (let i = 0; i < want.length; i++) if (!Object.is(got[i], want[i])) same = false;
      expect(same).toBe(true);
      expect(x).toEqual(before);
    }
  });
});
