import { describe, it, expect } from 'vitest';
import {
  Rng,
  deriveSeed,
  pairedRandomizationTest,
  pairedBootstrapCI,
  pairedBootstrapCIs,
  adjustPValues,
  winsTiesLosses,
  mean,
} from '../../src/compare/stats.js';

const f64 = (xs: readonly number[]): Float64Array => Float64Array.from(xs);

/**
 * Reference sfc32 seeded by splitmix32, written from the published algorithm definitions with
 * BigInt arithmetic mod 2^32: an implementation independent of the int32 tricks in stats.ts.
 */
function referenceStream(seed: number, count: number): number[] {
  const M = 0xffffffffn;
  let x = BigInt(seed >>> 0);
  const splitmix32 = (): bigint => {
    x = (x + 0x9e3779b9n) & M;
    let t = x ^ (x >> 16n);
    t = (t * 0x21f0aaadn) & M;
    t ^= t >> 15n;
    t = (t * 0x735a2d97n) & M;
    return t ^ (t >> 15n);
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let ctr = splitmix32();
  const step = (): bigint => {
    const t = (a + b + ctr) & M;
    ctr = (ctr + 1n) & M;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & M;
    c = ((((c << 21n) | (c >> 11n)) & M) + t) & M;
    return t;
  };
  for (let i = 0; i < 12; i++) step(); // warm-up, as in sfc32's reference seeding
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(Number(step()));
  return out;
}

/** Exact sign-flip p by brute force over all 2^n bitmasks (independent of the implementation's half-enumeration). */
function bruteForceExactP(d: readonly number[]): number {
  const n = d.length;
  let obsSum = 0;
  for (const v of d) obsSum += v;
  const observed = Math.abs(obsSum / n);
  let count = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += mask & (1 << i) ? -d[i] : d[i];
    if (Math.abs(s / n) >= observed - 1e-12) count++;
  }
  return count / (1 << n);
}

describe('Rng', () => {
  it('matches an independent BigInt sfc32/splitmix32 reference bit for bit', () => {
    for (const seed of [0, 1, 42, 0xdeadbeef, -1]) {
      const rng = new Rng(seed);
      const got = Array.from({ length: 200 }, () => rng.nextUint32());
      expect(got).toEqual(referenceStream(seed, 200));
    }
  });

  it('is deterministic per seed and differs across seeds', () => {
    const a = new Rng(7);
    const b = new Rng(7);
    const c = new Rng(8);
    const xs = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(xs);
  });

  it('next() is in [0, 1) with mean ~1/2, and next() = nextUint32() / 2^32', () => {
    const rng = new Rng(3);
    let s = 0;
    let outside = 0;
    const N = 100_000;
    for (let i = 0; i < N; i++) {
      const u = rng.next();
      if (!(u >= 0 && u < 1)) outside++;
      s += u;
    }
    expect(outside).toBe(0);
    // sd of the mean of N uniforms = sqrt(1/12/N) ~ 0.0009; 0.005 is > 5 sd.
    expect(Math.abs(s / N - 0.5)).toBeLessThan(0.005);
    const r1 = new Rng(11);
    const r2 = new Rng(11);
    for (let i = 0; i < 100; i++) expect(r1.next()).toBe(r2.nextUint32() / 2 ** 32);
  });

  it('nextInt(n) is floor(u32 * n / 2^32), stays in [0, n) and is uniform (chi-square)', () => {
    const r1 = new Rng(5);
    const r2 = new Rng(5);
    for (const n of [1, 2, 3, 7, 1000, 2 ** 20, 2 ** 32]) {
      const got: number[] = [];
      const want: number[] = [];
      for (let i = 0; i < 100; i++) {
        got.push(r1.nextInt(n));
        want.push(Math.floor((r2.nextUint32() * n) / 2 ** 32));
      }
      expect(got).toEqual(want);
      expect(got.every((k) => Number.isInteger(k) && k >= 0 && k < n)).toBe(true);
    }
    const rng = new Rng(99);
    const counts = new Array<number>(10).fill(0);
    const N = 100_000;
    for (let i = 0; i < N; i++) counts[rng.nextInt(10)]++;
    const expected = N / 10;
    const chi2 = counts.reduce((acc, o) => acc + (o - expected) ** 2 / expected, 0);
    // chi-square with 9 df: the 0.999 quantile is 27.88.
    expect(chi2).toBeLessThan(27.88);
  });

  it('rejects bad arguments', () => {
    expect(() => new Rng(Number.NaN)).toThrow(RangeError);
    expect(() => new Rng(1.5)).toThrow(RangeError);
    const rng = new Rng(1);
    expect(() => rng.nextInt(0)).toThrow(RangeError);
    expect(() => rng.nextInt(2.5)).toThrow(RangeError);
    expect(() => rng.nextInt(2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('deriveSeed', () => {
  it('is a stable uint32 depending on both base and key, not on call order', () => {
    const k1 = 'type=exact-id|nDCG@10';
    const k2 = 'type=exact-id|nDCG@20';
    const first = [deriveSeed(1, k1), deriveSeed(1, k2)];
    const reversed = [deriveSeed(1, k2), deriveSeed(1, k1)].reverse();
    expect(reversed).toEqual(first);
    for (const s of [...first, deriveSeed(0, ''), deriveSeed(2 ** 31, 'é漢字🙂')]) {
      expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
    }
    expect(deriveSeed(1, k1)).not.toBe(deriveSeed(1, k2));
    expect(deriveSeed(1, k1)).not.toBe(deriveSeed(2, k1));
    // Non-ASCII keys hash their UTF-8 bytes: visually similar keys still differ.
    expect(deriveSeed(1, 'é')).not.toBe(deriveSeed(1, 'e'));
  });

  it('has no collisions over 2000 slice keys (expected ~0.0005 at 32 bits)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      seen.add(deriveSeed(42, `slice=${i}|nDCG@10`));
      seen.add(deriveSeed(42, `slice=${i}|MRR@10`));
    }
    expect(seen.size).toBe(2000);
  });

  it('rejects a non-integer base', () => {
    expect(() => deriveSeed(Number.NaN, 'k')).toThrow(RangeError);
  });
});

describe('mean', () => {
  it('is 0 for empty input and the plain left-to-right mean otherwise', () => {
    expect(mean(new Float64Array(0))).toBe(0);
    expect(mean(f64([1, 2, 3, 4]))).toBe(2.5);
    // Left to right: (1e16 + 1) rounds to 1e16, then - 1e16 gives 0 (no compensated summation).
    expect(mean(f64([1e16, 1, -1e16]))).toBe(0);
    expect(mean(f64([1, -1e16, 1e16]))).toBe(0);
    expect(mean(f64([-1e16, 1e16, 1]))).toBe(1 / 3);
  });
});

describe('pairedRandomizationTest', () => {
  const small = [0.1, 0.2, -0.05, 0.3, 0.15, 0.25];

  it('exact mode equals an independent brute-force enumeration', () => {
    const bf = bruteForceExactP(small);
    // By hand: the observed sum is 0.95; the only patterns with |sum| >= 0.95 are the identity
    // (0.95), flipping just -0.05 (1.05), and the mirrors of those two: 4 of 2^6 = 64.
    expect(bf).toBe(4 / 64);
    expect(pairedRandomizationTest(f64(small), { iterations: 1000, seed: 1 })).toBe(bf);

    for (const d of [
      [0.3, -0.1, 0.2, 0.05, -0.25, 0.1, 0.4, -0.3, 0.0, 0.15, -0.05],
      [1, 1, 1, -1, -1],
      [0.7],
      [0.5, -0.5],
    ]) {
      expect(pairedRandomizationTest(f64(d), { iterations: 1000, seed: 1 })).toBe(bruteForceExactP(d));
    }
  });

  it('enumerates up to 20 non-zero differences exactly, whatever the zeros around them (met in the middle)', () => {
    // 20 non-zero differences among 60 queries (40 unchanged): sampled before, now the exact share of the 2^20 sign
    // patterns of the 20, checked against brute force over those 20 (a zero is the same under either sign; the mean
    // is over all 60, which scales observed and permuted sums alike).
    let seed = 4242;
    const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const nz = Array.from({ length: 20 }, () => Math.round((rand() - 0.35) * 200) / 1000);
    const d = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? nz[i / 3] : 0));
    const bf = bruteForceExactP(nz);
    const p = pairedRandomizationTest(f64(d), { iterations: 1000, seed: 1 });
    expect(p).toBe(bf);
    expect(p * 2 ** 20).toBe(Math.round(p * 2 ** 20)); // a share of 2^20, not (count + 1) / 1001
    // With exactMaxN below the count it is sampled again: a multiple of 1/1001.
    const mc = pairedRandomizationTest(f64(d), { iterations: 1000, seed: 1, exactMaxN: 19 });
    expect(mc * 1001).toBeCloseTo(Math.round(mc * 1001), 9);
  });

  it("with stopAt, stops a clear p early at the p of the full run's first draws; a borderline p draws them all", () => {
    // Every difference positive over 100 queries: no round is as extreme, so the rule stops at the third look
    // (2,500 of 10,000: see test/compare/sequential.test.ts) with p = 1/2501, exactly the 2,500-round run's p.
    const clear = new Float64Array(100).fill(0.01);
    expect(pairedRandomizationTest(clear, { iterations: 10_000, seed: 5, stopAt: 0.05 })).toBe(1 / 2501);
    expect(pairedRandomizationTest(clear, { iterations: 2500, seed: 5 })).toBe(1 / 2501);
    // 60 of +1 and 40 of -1: p about 0.057, next to alpha, so every one of the 10,000 rounds is drawn.
    const near = Float64Array.from({ length: 100 }, (_, i) => (i % 5 < 3 ? 1 : -1));
    const full = pairedRandomizationTest(near, { iterations: 10_000, seed: 5 });
    expect(pairedRandomizationTest(near, { iterations: 10_000, seed: 5, stopAt: 0.05 })).toBe(full);
    expect(full * 10_001).toBeCloseTo(Math.round(full * 10_001), 6);
  });

  it('counts ties in exact arithmetic despite float noise (tolerance 1e-12)', () => {
    // d = [0.3, 0.1, 0.2, -0.3], observed |sum| = 0.3. Write the signed sum as (s1 - s4)*0.3 + (±0.1 ± 0.2).
    // s1 = s4 (2 of 4 cases): need |±0.1 ± 0.2| >= 0.3, i.e. equal signs: 2 of 4 → 4 patterns.
    // s1 != s4 (2 cases): |±0.6 + b| >= 0.3 for every b in {±0.1, ±0.3} → 8 patterns. p = 12/16.
    // Several of these reach exactly 0.3 only in exact arithmetic; in floating point they differ by ulps.
    expect(pairedRandomizationTest(f64([0.3, 0.1, 0.2, -0.3]), { iterations: 10, seed: 1 })).toBe(0.75);
  });

  it('Monte Carlo mode is within 0.01 of the exact p', () => {
    const p = pairedRandomizationTest(f64(small), { iterations: 20_000, seed: 12345, exactMaxN: 0 });
    // sd of the estimate: sqrt(0.0625 * 0.9375 / 20000) ~ 0.0017, so 0.01 is ~6 sd.
    expect(Math.abs(p - 4 / 64)).toBeLessThan(0.01);
    // It is a Monte Carlo value (count + 1) / (iterations + 1), not the exact fraction.
    expect(p * 20_001).toBeCloseTo(Math.round(p * 20_001), 6);
  });

  it('Monte Carlo matches the exact binomial tail for ±1 differences at n = 100', () => {
    // 60 differences of +1 and 40 of -1: observed sum 20. Under sign flipping the sum is
    // S = 2B - 100 with B ~ Binomial(100, 1/2), so p = P(|S| >= 20) = 2 P(B >= 60), computed
    // exactly with BigInt. Every element (all 32 bit positions of 4 generator words) must flip
    // independently for the Monte Carlo estimate to match.
    const d = Float64Array.from({ length: 100 }, (_, i) => (i % 5 < 3 ? 1 : -1));
    let c = 1n; // C(100, b)
    let tail = 0n;
    for (let b = 0; b <= 100; b++) {
      if (b >= 60) tail += c;
      c = (c * BigInt(100 - b)) / BigInt(b + 1);
    }
    const exact = Number(2n * tail) / 2 ** 100; // ~0.0569
    expect(exact).toBeCloseTo(0.0569, 3);
    const p = pairedRandomizationTest(d, { iterations: 20_000, seed: 2024 });
    // sd of the estimate ~ sqrt(0.057 * 0.943 / 20000) ~ 0.0016; 0.008 is ~5 sd.
    expect(Math.abs(p - exact)).toBeLessThan(0.008);
  });

  it('textbook value: n = 10 all positive gives exact p = 2/1024', () => {
    // With every difference positive the observed sum T is the largest possible. Flipping a
    // non-empty proper subset S gives T - 2*sum(S) with 0 < sum(S) < T, so |T - 2 sum(S)| < T
    // strictly. Only "flip nothing" (+T) and "flip everything" (-T) reach |mean| = T/n: 2 of 2^10.
    const d = f64([0.01, 0.02, 0.05, 0.03, 0.1, 0.07, 0.02, 0.04, 0.06, 0.08]);
    expect(pairedRandomizationTest(d, { iterations: 1000, seed: 9 })).toBe(2 / 1024);
  });

  it('Monte Carlo p is never 0: all positive with n = 100 gives 1 / (iterations + 1)', () => {
    // Only 2 of 2^100 patterns are as extreme, so no random round reaches the observed |mean|.
    const d = new Float64Array(100).fill(0.01);
    expect(pairedRandomizationTest(d, { iterations: 999, seed: 3 })).toBe(1 / 1000);
  });

  it('returns 1 for n = 0 and for all-zero differences (exact and Monte Carlo)', () => {
    expect(pairedRandomizationTest(new Float64Array(0), { iterations: 100, seed: 1 })).toBe(1);
    expect(pairedRandomizationTest(new Float64Array(5), { iterations: 100, seed: 1 })).toBe(1);
    expect(pairedRandomizationTest(new Float64Array(500), { iterations: 100, seed: 1 })).toBe(1);
  });

  it('is deterministic for a seed and seed-dependent in Monte Carlo mode', () => {
    const rng = new Rng(77);
    const d = Float64Array.from({ length: 200 }, () => rng.next() - 0.47);
    const a = pairedRandomizationTest(d, { iterations: 5000, seed: 1 });
    const b = pairedRandomizationTest(d, { iterations: 5000, seed: 1 });
    expect(b).toBe(a);
    const others = [2, 3, 4, 5].map((seed) => pairedRandomizationTest(d, { iterations: 5000, seed }));
    expect(others.some((p) => p !== a)).toBe(true);
  });

  it('is calibrated under the null: rejection rate at alpha = 0.05 within [0.02, 0.09]', () => {
    // Under H0 (iid differences symmetric about 0) the sign-flip test is exact and the Monte Carlo
    // p (count+1)/(B+1) is valid, so P(p <= 0.05) is ~0.05. With 200 datasets the number of
    // rejections is ~Binomial(200, 0.05): mean 10, sd 3.1. The band 0.02..0.09 (4..18 rejections)
    // is about -2 to +2.6 sd, so a correct test lands in it, while a grossly miscalibrated one (for
    // example p off by a factor 2, i.e. ~0.025 or ~0.10 expected) is likely to fall outside.
    // The data and test seeds are fixed, so the outcome is deterministic: not a flaky test.
    const data = new Rng(20240601);
    const datasets = 200;
    let rejections = 0;
    for (let k = 0; k < datasets; k++) {
      const d = new Float64Array(30);
      for (let i = 0; i < d.length; i++) d[i] = 2 * data.next() - 1; // Uniform(-1, 1): symmetric about 0
      const p = pairedRandomizationTest(d, { iterations: 2000, seed: deriveSeed(7, `null-${k}`) });
      if (p <= 0.05) rejections++;
    }
    const rate = rejections / datasets;
    expect(rate).toBeGreaterThanOrEqual(0.02);
    expect(rate).toBeLessThanOrEqual(0.09);
  });

  it('detects a clear effect', () => {
    const rng = new Rng(5);
    const d = Float64Array.from({ length: 50 }, () => rng.next() - 0.2); // mean 0.3, sd 0.29
    expect(pairedRandomizationTest(d, { iterations: 2000, seed: 1 })).toBeLessThan(0.01);
  });

  it('rejects bad options and non-finite differences', () => {
    const d = f64([0.1, 0.2]);
    expect(() => pairedRandomizationTest(d, { iterations: 0, seed: 1 })).toThrow(RangeError);
    expect(() => pairedRandomizationTest(d, { iterations: 10.5, seed: 1 })).toThrow(RangeError);
    expect(() => pairedRandomizationTest(d, { iterations: 10, seed: 1, exactMaxN: 25 })).toThrow(RangeError);
    expect(() => pairedRandomizationTest(d, { iterations: 10, seed: 1, exactMaxN: -1 })).toThrow(RangeError);
    expect(() => pairedRandomizationTest(f64([0.1, Number.NaN]), { iterations: 10, seed: 1 })).toThrow(RangeError);
    expect(() => pairedRandomizationTest(d, { iterations: 10, seed: Number.NaN })).toThrow(RangeError);
  });
});

describe('pairedBootstrapCI', () => {
  it('returns [c, c] for constant differences and [0, 0] for n = 0', () => {
    // 0.25 is dyadic, so every resample mean is exactly 0.25.
    expect(pairedBootstrapCI(new Float64Array(40).fill(0.25), { iterations: 500, seed: 1 })).toEqual([0.25, 0.25]);
    // 0.1 is not: the resample means are all the same float, equal to mean(d) (within an ulp of 0.1).
    const d = new Float64Array(30).fill(0.1);
    const [lo, hi] = pairedBootstrapCI(d, { iterations: 500, seed: 1 });
    expect(lo).toBe(mean(d));
    expect(hi).toBe(mean(d));
    expect(lo).toBeCloseTo(0.1, 15);
    expect(pairedBootstrapCI(new Float64Array(0), { iterations: 500, seed: 1 })).toEqual([0, 0]);
  });

  it('draws indices as Rng.nextInt(n) from the seed stream and takes type-7 quantiles', () => {
    const d = f64([0.3, -0.1, 0.25, 0.0, 0.8, -0.4, 0.05]);
    const n = d.length;
    const seed = 31337;
    // Recompute 3 resample means from the public Rng, then type-7 quantiles by hand:
    // with 3 sorted values m1 <= m2 <= m3 and alpha = 0.5 the quantile levels are 0.25 and 0.75,
    // h = (3 - 1) * q = 0.5 and 1.5, so lower = m1 + 0.5 (m2 - m1), upper = m2 + 0.5 (m3 - m2).
    const rng = new Rng(seed);
    const means: number[] = [];
    for (let r = 0; r < 3; r++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += d[rng.nextInt(n)];
      means.push(s / n);
    }
    means.sort((x, y) => x - y);
    const [m1, m2, m3] = means;
    const [lo, hi] = pairedBootstrapCI(d, { iterations: 3, seed, alpha: 0.5 });
    expect(lo).toBeCloseTo(m1 + 0.5 * (m2 - m1), 15);
    expect(hi).toBeCloseTo(m2 + 0.5 * (m3 - m2), 15);
    // iterations = 1: both bounds are the single resample mean.
    const one = new Rng(seed);
    let s = 0;
    for (let k = 0; k < n; k++) s += d[one.nextInt(n)];
    expect(pairedBootstrapCI(d, { iterations: 1, seed })).toEqual([s / n, s / n]);
  });

  it('contains the mean and is close to mean ± 1.96·sd/sqrt(n) on a known dataset', () => {
    const rng = new Rng(2718);
    const n = 400;
    const d = Float64Array.from({ length: n }, () => rng.next() - 0.45); // Uniform(-0.45, 0.55)
    const m = mean(d);
    let ss = 0;
    for (let i = 0; i < n; i++) ss += (d[i] - m) ** 2;
    const halfWidth = (1.96 * Math.sqrt(ss / (n - 1))) / Math.sqrt(n);
    const [lo, hi] = pairedBootstrapCI(d, { iterations: 10_000, seed: 1 });
    expect(lo).toBeLessThan(m);
    expect(hi).toBeGreaterThan(m);
    expect(Math.abs(m - lo - halfWidth)).toBeLessThan(0.2 * halfWidth);
    expect(Math.abs(hi - m - halfWidth)).toBeLessThan(0.2 * halfWidth);
    // A smaller alpha gives a wider interval.
    const [lo99, hi99] = pairedBootstrapCI(d, { iterations: 10_000, seed: 1, alpha: 0.01 });
    expect(lo99).toBeLessThan(lo);
    expect(hi99).toBeGreaterThan(hi);
  });

  it('is deterministic for a seed; different seeds give different bounds', () => {
    const rng = new Rng(4);
    const d = Float64Array.from({ length: 300 }, () => rng.next() - 0.5);
    const a = pairedBootstrapCI(d, { iterations: 2000, seed: 10 });
    expect(pairedBootstrapCI(d, { iterations: 2000, seed: 10 })).toEqual(a);
    const b = pairedBootstrapCI(d, { iterations: 2000, seed: 11 });
    expect(b[0]).not.toBe(a[0]);
    expect(b[1]).not.toBe(a[1]);
  });

  it('rejects bad options and non-finite differences', () => {
    const d = f64([0.1, 0.2]);
    expect(() => pairedBootstrapCI(d, { iterations: 0, seed: 1 })).toThrow(RangeError);
    expect(() => pairedBootstrapCI(d, { iterations: 10, seed: 1, alpha: 0 })).toThrow(RangeError);
    expect(() => pairedBootstrapCI(d, { iterations: 10, seed: 1, alpha: 1 })).toThrow(RangeError);
    expect(() => pairedBootstrapCI(f64([0.1, Infinity]), { iterations: 10, seed: 1 })).toThrow(RangeError);
  });
});

describe('adjustPValues', () => {
  const closeAll = (got: number[], want: number[]): void => {
    expect(got.length).toBe(want.length);
    got.forEach((g, i) => {
      if (Number.isNaN(want[i])) expect(g).toBeNaN();
      else expect(g).toBeCloseTo(want[i], 12);
    });
  };

  it('Holm against a hand-computed example', () => {
    // Sorted: 0.005 (#3), 0.01 (#0), 0.03 (#2), 0.04 (#1); multipliers m - j + 1 = 4, 3, 2, 1:
    // 0.02, 0.03, 0.06, 0.04 → running max 0.02, 0.03, 0.06, 0.06 → back in input order:
    closeAll(adjustPValues([0.01, 0.04, 0.03, 0.005], 'holm'), [0.03, 0.06, 0.06, 0.02]);
  });

  it('BH against a hand-computed example', () => {
    // Sorted ranks j = 1..4: m p / j = 0.005*4/1 = 0.02, 0.01*4/2 = 0.02, 0.03*4/3 = 0.04, 0.04*4/4 = 0.04
    // → running min from the top: 0.02, 0.02, 0.04, 0.04 → in input order:
    closeAll(adjustPValues([0.01, 0.04, 0.03, 0.005], 'bh'), [0.02, 0.04, 0.04, 0.02]);
  });

  it('clamps to 1 and keeps the step-down / step-up monotonicity', () => {
    // Holm: 0.5*2 = 1, max(1, 0.6*1) = 1. BH: 0.6*2/2 = 0.6, min(0.5*2/1 = 1, 0.6) = 0.6.
    closeAll(adjustPValues([0.5, 0.6], 'holm'), [1, 1]);
    closeAll(adjustPValues([0.5, 0.6], 'bh'), [0.6, 0.6]);
    closeAll(adjustPValues([0.7, 0.8, 0.9], 'holm'), [1, 1, 1]);
    // Ties get the same adjusted value whatever their position. Holm: 0.01*3 = 0.03 for both ties,
    // 0.02*1 → max 0.03. BH: 0.02*3/3 = 0.02, 0.01*3/2 = 0.015 for both.
    closeAll(adjustPValues([0.01, 0.02, 0.01], 'holm'), [0.03, 0.03, 0.03]);
    closeAll(adjustPValues([0.01, 0.02, 0.01], 'bh'), [0.015, 0.02, 0.015]);
  });

  it('satisfies the defining properties on random inputs', () => {
    const rng = new Rng(8);
    const p = Array.from({ length: 50 }, () => rng.next() ** 3);
    const holm = adjustPValues(p, 'holm');
    const bh = adjustPValues(p, 'bh');
    const order = p.map((_, i) => i).sort((x, y) => p[x] - p[y]);
    for (let k = 0; k < order.length; k++) {
      const i = order[k];
      expect(holm[i]).toBeGreaterThanOrEqual(p[i]);
      expect(bh[i]).toBeGreaterThanOrEqual(p[i]);
      expect(holm[i]).toBeLessThanOrEqual(1);
      expect(bh[i]).toBeLessThanOrEqual(holm[i]); // BH is never more conservative than Holm
      if (k > 0) {
        expect(holm[i]).toBeGreaterThanOrEqual(holm[order[k - 1]]);
        expect(bh[i]).toBeGreaterThanOrEqual(bh[order[k - 1]]);
      }
    }
  });

  it('passes NaN through and does not count it in m', () => {
    // m = 3 (the NaN is ignored). Holm: 0.02*3 = 0.06, 0.03*2 = 0.06, 0.04*1 → max 0.06.
    // BH: 0.04*3/3 = 0.04, 0.03*3/2 = 0.045 → 0.04, 0.02*3/1 = 0.06 → 0.04.
    const p = [0.02, Number.NaN, 0.03, 0.04];
    closeAll(adjustPValues(p, 'holm'), [0.06, Number.NaN, 0.06, 0.06]);
    closeAll(adjustPValues(p, 'bh'), [0.04, Number.NaN, 0.04, 0.04]);
    closeAll(adjustPValues([Number.NaN, 0.2], 'holm'), [Number.NaN, 0.2]);
  });

  it("'none' returns an equal copy; empty input gives empty output; bad p throws", () => {
    const p = [0.3, 0.01, Number.NaN];
    const out = adjustPValues(p, 'none');
    expect(out).not.toBe(p);
    expect(out).toEqual(p);
    out[0] = 0.9;
    expect(p[0]).toBe(0.3);
    expect(adjustPValues([], 'holm')).toEqual([]);
    expect(adjustPValues([], 'bh')).toEqual([]);
    expect(() => adjustPValues([1.2], 'holm')).toThrow(RangeError);
    expect(() => adjustPValues([-0.1], 'none')).toThrow(RangeError);
  });
});

describe('winsTiesLosses', () => {
  it('counts wins, ties within eps, and losses', () => {
    const base = f64([0.5, 0.3, 0.2, 0.7, 0]);
    const cand = f64([0.6, 0.3, 0.1, 0.7 + 1e-12, 1e-7]);
    // #0 +0.1 win, #1 equal tie, #2 -0.1 loss, #3 +1e-12 <= 1e-9 tie, #4 +1e-7 > 1e-9 win.
    expect(winsTiesLosses(base, cand)).toEqual({ wins: 2, ties: 2, losses: 1 });
    // With eps = 0.2 every difference is a tie.
    expect(winsTiesLosses(base, cand, 0.2)).toEqual({ wins: 0, ties: 5, losses: 0 });
    expect(winsTiesLosses(new Float64Array(0), new Float64Array(0))).toEqual({ wins: 0, ties: 0, losses: 0 });
  });

  it('rejects mismatched lengths, non-finite scores and a bad eps', () => {
    expect(() => winsTiesLosses(f64([1]), f64([1, 2]))).toThrow(RangeError);
    expect(() => winsTiesLosses(f64([Number.NaN]), f64([1]))).toThrow(RangeError);
    expect(() => winsTiesLosses(f64([1]), f64([1]), -1)).toThrow(RangeError);
  });
});

describe('pairedBootstrapCIs (several measures, unmoved queries skipped)', () => {
  // 300 queries, 70% of them unmoved (difference 0 in every measure): the multi-column bootstrap draws only how many
  // draws land on moved queries (Binomial) and then which ones; its distribution is the plain bootstrap's.
  const rng = new Rng(7);
  const n = 300;
  const d = new Float64Array(n);
  for (let i = 0; i < n; i++) d[i] = rng.next() < 0.7 ? 0 : (rng.next() - 0.35) * 0.4;
  const twice = d.map((x) => 2 * x);

  it('resamples every column with the same draws: a doubled column gets exactly doubled bounds', () => {
    const [a, b] = pairedBootstrapCIs([d, twice], { iterations: 5000, seed: 3 });
    expect(b[0]).toBe(2 * a[0]);
    expect(b[1]).toBe(2 * a[1]);
  });

  it('agrees with the plain one-column bootstrap up to Monte Carlo error', () => {
    const [multi] = pairedBootstrapCIs([d, twice], { iterations: 40_000, seed: 11 });
    const plain = pairedBootstrapCI(d, { iterations: 40_000, seed: 12 });
    const width = plain[1] - plain[0];
    // With 40,000 rounds the 2.5% and 97.5% quantiles move by about 1-2% of the width between seeds.
    expect(Math.abs(multi[0] - plain[0])).toBeLessThan(0.05 * width);
    expect(Math.abs(multi[1] - plain[1])).toBeLessThan(0.05 * width);
    expect(multi[0]).toBeLessThan(mean(d));
    expect(multi[1]).toBeGreaterThan(mean(d));
  });

  it('gives [0, 0] when nothing moved, and is deterministic per seed', () => {
    expect(pairedBootstrapCIs([new Float64Array(50), new Float64Array(50)], { iterations: 100, seed: 1 })).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(pairedBootstrapCIs([d, twice], { iterations: 1000, seed: 5 })).toEqual(
      pairedBootstrapCIs([d, twice], { iterations: 1000, seed: 5 }),
    );
  });
});
