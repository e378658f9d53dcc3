import { describe, expect, it } from 'vitest';
import {
  latticeSpan,
  normalCdf,
  normalQuantile,
  COMPUTED_MIN_NONZERO,
  computedEnds,
} from '../../src/compare/computed-ends.js';
import { runHeavy, type HeavyJob } from '../../src/compare/heavy.js';
import { deriveSeed, pairedBootstrapCIs } from '../../src/compare/stats.js';
import { mulberry32 } from '../seeded.mjs';

/**
 * The exact bootstrap distribution of the sum of n draws from integer values, by convolving the one-draw distribution
 * n times: an answer independent of the saddlepoint. Returns the q-quantile (smallest sum whose CDF reaches q), the
 * limit of the sampled type-7 quantile as resamples grow.
 */
function exactSumQuantile(values: readonly number[], q: number): number {
  const n = values.length;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const one = new Float64Array(hi - lo + 1);
  for (const v of values) one[v - lo] += 1 / n;
  let dist = Float64Array.of(1);
  for (let k = 0; k < n; k++) {
    const next = new Float64Array(dist.length + one.length - 1);
    for (let i = 0; i < dist.length; i++) {
      if (dist[i] === 0) continue;
      for (let j = 0; j < one.length; j++) next[i + j] += dist[i] * one[j];
    }
    dist = next;
  }
  let acc = 0;
  for (let s = 0; s < dist.length; s++) {
    acc += dist[s];
    if (acc >= q - 1e-12) return s + n * lo;
  }
  throw new Error('no quantile');
}

function sd(d: Float64Array): number {
  let s = 0;
  for (const v of d) s += v;
  const m = s / d.length;
  let ss = 0;
  for (const v of d) ss += (v - m) ** 2;
  return Math.sqrt(ss / d.length / d.length);
}

describe('normalCdf and normalQuantile', () => {
  it('match published values of Φ (Abramowitz & Stegun table 26.1 and its tail values)', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 14);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249978951482204, 14);
    expect(normalCdf(2.5)).toBeCloseTo(0.993790334674224, 14);
    // The tail branch (|x| > 3): Φ(−5) = 2.866515718791939e-7, Φ(−10) = 7.619853024160527e-24.
    expect(normalCdf(-5) / 2.866515718791939e-7).toBeCloseTo(1, 12);
    expect(normalCdf(-10) / 7.619853024160527e-24).toBeCloseTo(1, 12);
    expect(normalCdf(3.5)).toBeCloseTo(0.999767370920964, 14);
  });

  it('inverts Φ: Φ⁻¹(0.025) = −1.959963984540054', () => {
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0)).toBeNaN();
  });
});

describe('latticeSpan', () => {
  it('finds the step differences move in, or none', () => {
    expect(latticeSpan(Float64Array.of(0, 0.1, -0.3, 0.7, 0.2 - 0.1))).toBeCloseTo(0.1, 12);
    expect(latticeSpan(Float64Array.of(1, -1, 0, 2))).toBe(1);
    expect(latticeSpan(Float64Array.of(0.5, 1 / 3, -1 / 4))).toBeCloseTo(1 / 12, 12);
    expect(latticeSpan(Float64Array.of(0.1, Math.SQRT2 / 10))).toBe(0);
    expect(latticeSpan(new Float64Array(5))).toBe(0);
  });
});

describe('computedEnds', () => {
  it('gives the exact bootstrap ends of lattice differences (tenths, convolved exactly)', () => {
    // 600 queries: 400 moved by −0.3 … +0.3 (in tenths), 200 unchanged. The atom (0.1/600 in mean units) is 0.021 se.
    const r = mulberry32(7);
    const tenths = Array.from({ length: 600 }, (_, i) => (i < 400 ? Math.round(6 * r() - 3) || 1 : 0));
    const d = Float64Array.from(tenths, (t) => t / 10);
    const ends = computedEnds(d, 0.025, 0.975);
    expect(ends).not.toBeNull();
    const [lo, hi] = ends as [number, number];
    expect(lo * 600 * 10).toBeCloseTo(exactSumQuantile(tenths, 0.025), 6);
    expect(hi * 600 * 10).toBeCloseTo(exactSumQuantile(tenths, 0.975), 6);
  });

  it('agrees with 200,000 resamples on skewed, non-lattice differences, within their Monte Carlo error', () => {
    // Many small gains and rare large losses, 300 of 1,000 queries moved.
    const r = mulberry32(11);
    const d = Float64Array.from({ length: 1000 }, (_, i) =>
      i >= 300 ? 0 : r() < 0.9 ? 0.05 * r() : -(0.3 + 0.7 * r()),
    );
    const se = sd(d);
    const [lo, hi] = computedEnds(d, 0.025, 0.975) as [number, number];
    const [[slo, shi]] = pairedBootstrapCIs([d], { iterations: 200_000, seed: 3 });
    // 200,000 resamples: the end's Monte Carlo sd is about 0.006 se; 4 of them.
    expect(Math.abs(lo - slo) / se).toBeLessThan(0.025);
    expect(Math.abs(hi - shi) / se).toBeLessThan(0.025);
    // And the interval is skewed as the data are: the lower end lies farther from the mean than the upper (1.13 times
    // here; a normal interval, symmetric, gives 1 and fails).
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    expect(mean - lo).toBeGreaterThan(1.05 * (hi - mean));
  });

  it('leaves small or coarse-lattice columns to be drawn', () => {
    const r = mulberry32(5);
    const few = Float64Array.from({ length: 5000 }, (_, i) => (i < COMPUTED_MIN_NONZERO - 1 ? r() - 0.4 : 0));
    expect(computedEnds(few, 0.025, 0.975)).toBeNull();
    few[COMPUTED_MIN_NONZERO - 1] = 0.3;
    expect(computedEnds(few, 0.025, 0.975)).not.toBeNull();
  });

  it('computes coarse-lattice ends exactly: success@1 on 300 queries, atoms of 0.058 se', () => {
    const r = mulberry32(8);
    const units = Array.from({ length: 300 }, (_, i) => (i < 250 ? (r() < 0.45 ? -1 : 1) : 0));
    const [lo, hi] = computedEnds(Float64Array.from(units), 0.025, 0.975) as [number, number];
    expect(lo * 300).toBeCloseTo(exactSumQuantile(units, 0.025), 9);
    expect(hi * 300).toBeCloseTo(exactSumQuantile(units, 0.975), 9);
  });

  it('computes ends on a lattice too fine to matter by saddlepoint (reciprocal ranks, steps of 1/2520)', () => {
    // 1/r₁ − 1/r₂ for ranks within 10 are multiples of 1/2520, an atom of 0.0003 se here: treated as smooth.
    const r = mulberry32(9);
    const d = Float64Array.from({ length: 4000 }, (_, i) =>
      i < 3000 ? 1 / (1 + Math.floor(10 * r())) - 1 / (1 + Math.floor(10 * r())) || 0.1 : 0,
    );
    expect(latticeSpan(d)).toBe(0);
    const [lo, hi] = computedEnds(d, 0.025, 0.975) as [number, number];
    const [[slo, shi]] = pairedBootstrapCIs([d], { iterations: 100_000, seed: 4 });
    const se = sd(d);
    // 10⁵ resamples: Monte Carlo sd about 0.0085 se.
    expect(Math.abs(lo - slo) / se).toBeLessThan(0.035);
    expect(Math.abs(hi - shi) / se).toBeLessThan(0.035);
  });
});

describe('intervals in the heavy statistics', () => {
  const job = (computeEnds: boolean, slices: HeavyJob['slices']): HeavyJob => ({
    test: null,
    seed: 9,
    iterations: 1000,
    stopAt: null,
    bootstrap: 2000,
    computeEnds,
    measures: ['big', 'sparse'],
    slices,
  });
  const r = mulberry32(21);
  const n = 800;
  const big = Float64Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 0.3 * (r() - 0.45) : 0));
  const sparse = Float64Array.from({ length: n }, (_, i) => (i < 12 ? 0.5 : 0));
  const moved = Uint8Array.from({ length: n }, (_, i) => (i % 2 === 0 || i < 12 ? 1 : 0));

  it('computes the large column and draws the other on its own stream over its non-zero differences', () => {
    const [res] = runHeavy(job(true, [{ name: 'all', columns: [big, sparse], moved }])).slices;
    expect(res.cis[0]).toEqual(computedEnds(big, 0.025, 0.975));
    expect(res.cis[1]).toEqual(
      pairedBootstrapCIs([sparse], {
        iterations: 2000,
        seed: deriveSeed(9, 'ci|all|sparse'),
        moved: Uint8Array.from(sparse, (v) => (v !== 0 ? 1 : 0)),
      })[0],
    );
  });

  it('draws every measure on the slice stream, as before, when nothing is computed or computing is off', () => {
    const joint = pairedBootstrapCIs([big, sparse], { iterations: 2000, seed: deriveSeed(9, 'ci|all'), moved });
    expect(runHeavy(job(false, [{ name: 'all', columns: [big, sparse], moved }])).slices[0].cis).toEqual(joint);
    // Half of `big` is non-zero: COMPUTED_MIN_NONZERO rows hold too few to compute.
    const small = [big.slice(0, COMPUTED_MIN_NONZERO), sparse.slice(0, COMPUTED_MIN_NONZERO)];
    const smallMoved = moved.slice(0, COMPUTED_MIN_NONZERO);
    expect(runHeavy(job(true, [{ name: 'all', columns: small, moved: smallMoved }])).slices[0].cis).toEqual(
      pairedBootstrapCIs(small, { iterations: 2000, seed: deriveSeed(9, 'ci|all'), moved: smallMoved }),
    );
  });
});
