// The joint one-sided sign-flip test over the family of gated pairs, checked against brute-force enumeration.
import { describe, expect, it } from 'vitest';
import {
  atomPlan,
  atomSums,
  familyTest,
  westfallYoungSteps,
  type Correction,
  type FamilyPair,
  type RestrictedDraws,
} from '../../src/compare/family.js';
import { mulberry32 } from '../seeded.mjs';

/** One-sided p by enumerating every sign pattern: #{patterns with -Σ s·d >= -Σ d} / 2^n (zeros flip to themselves). */
function bruteP(d: number[]): number {
  const n = d.length;
  const obs = -d.reduce((a, b) => a + b, 0);
  let count = 0;
  for (let mask = 0; mask < 2 ** n; mask++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += (mask >>> i) & 1 ? -d[i] : d[i];
    if (-s >= obs - 1e-12) count++;
  }
  return count / 2 ** n;
}

const pair = (members: number[], d: number[], ...variants: number[][]): FamilyPair => ({
  members: Int32Array.from(members),
  values: [Float64Array.from(d), ...variants.map((v) => Float64Array.from(v))],
});

const run = (pairs: FamilyPair[], correction: Correction = 'westfall-young', iterations = 20_000) =>
  familyTest({ pairs, test: 'randomization', alpha: 0.05, correction, iterations, seed: 7 });

const D = [-0.3, -0.1, 0.05, -0.2, 0, -0.15, 0.02, -0.08, -0.12, 0.04];

describe('familyTest', () => {
  it('gives the exact one-sided p when few queries moved (every sign pattern enumerated)', () => {
    const r = run([
      pair(
        D.map((_, i) => i),
        D,
      ),
    ]);
    expect(r.exact).toBe(true);
    // 9 of the 10 queries moved: 2^9 patterns.
    expect(r.draws).toBe(512);
    expect(r.outcomes[0][0].pWorse[0]).toBeCloseTo(bruteP(D), 12);
    // One pair: nothing to adjust.
    expect(r.outcomes[0][0].pAdjusted[0]).toBeCloseTo(bruteP(D), 12);
  });

  it('knows that two pairs over the same queries are one question (Westfall–Young), where Holm pays twice', () => {
    const members = D.map((_, i) => i);
    const wy = run([pair(members, D), pair(members, D)]);
    const holm = run([pair(members, D), pair(members, D)], 'holm');
    const p = bruteP(D);
    expect(wy.outcomes[0][0].pAdjusted[0]).toBeCloseTo(p, 12);
    expect(wy.outcomes[0][0].pAdjusted[1]).toBeCloseTo(p, 12);
    expect(holm.outcomes[0][0].pAdjusted[0]).toBeCloseTo(Math.min(1, 2 * p), 12);
  });

  it('adjusts disjoint pairs like an exact min-p over independent tests', () => {
    const a = [-0.3, -0.25, -0.2, -0.35, -0.1, -0.3];
    const b = [0.1, -0.05, 0.02, 0.04, -0.01, 0.03];
    const r = run([pair([0, 1, 2, 3, 4, 5], a), pair([6, 7, 8, 9, 10, 11], b)]);
    const pa = bruteP(a);
    const pb = bruteP(b);
    // Independent pairs: P(min p <= pa) = 1 - (1 - Fa(pa))(1 - Fb(pa)), from the exact marginal distributions.
    const cdf = (d: number[], x: number) => {
      const ps: number[] = [];
      for (let mask = 0; mask < 2 ** d.length; mask++) {
        const s = d.map((v, i) => ((mask >>> i) & 1 ? -v : v));
        ps.push(bruteP(s));
      }
      return ps.filter((p) => p <= x + 1e-15).length / ps.length;
    };
    const expected = 1 - (1 - cdf(a, pa)) * (1 - cdf(b, pa));
    expect(r.outcomes[0][0].pWorse[0]).toBeCloseTo(pa, 12);
    expect(r.outcomes[0][0].pWorse[1]).toBeCloseTo(pb, 12);
    expect(r.outcomes[0][0].pAdjusted[0]).toBeCloseTo(expected, 12);
    // Step-down: the second pair is adjusted over itself alone, and never below the first.
    expect(r.outcomes[0][0].pAdjusted[1]).toBeCloseTo(Math.max(expected, pb), 12);
  });

  it('calibrates the decision: a pair whose drop can never cross its threshold spends none of the budget', () => {
    const a = [-0.3, -0.25, -0.2, -0.35, -0.1, -0.3];
    const b = [0.1, -0.05, 0.02, 0.04, -0.01, 0.03];
    const pairs = [pair([0, 1, 2, 3, 4, 5], a), pair([6, 7, 8, 9, 10, 11], b)];
    const plain = familyTest({
      pairs,
      test: 'randomization',
      alpha: 0.05,
      correction: 'westfall-young',
      iterations: 1000,
      seed: 1,
    }).outcomes[0][0];
    // b's largest possible drop is mean(|b|) = 0.0417: a threshold of 0.05 can never be crossed, so only a counts.
    const calibrated = familyTest({
      pairs,
      test: 'randomization',
      alpha: 0.05,
      correction: 'westfall-young',
      iterations: 1000,
      seed: 1,
      thresholds: [Float64Array.from([0.1, 0.05])],
    }).outcomes[0][0];
    expect(calibrated.pAdjusted[0]).toBeCloseTo(bruteP(a), 12);
    expect(plain.pAdjusted[0]).toBeGreaterThan(bruteP(a));
    // a's drop (0.25) crosses 0.1 and is significant alone; b never fires, whatever its p.
    expect([calibrated.rejected[0], calibrated.rejected[1]]).toEqual([1, 0]);
    // a threshold a drop does not reach: never rejected, however small the p.
    const far = familyTest({
      pairs,
      test: 'randomization',
      alpha: 0.05,
      correction: 'westfall-young',
      iterations: 1000,
      seed: 1,
      thresholds: [Float64Array.from([0.5, 0.05])],
    }).outcomes[0][0];
    expect(far.rejected[0]).toBe(0);
    expect(far.pWorse[0]).toBeCloseTo(bruteP(a), 12);
  });

  it('samples sign patterns when many queries moved, close to the exact p', () => {
    const d = Array.from({ length: 20 }, (_, i) => ((i * 37) % 11) / 20 - 0.33);
    const r = run(
      [
        pair(
          d.map((_, i) => i),
          d,
        ),
      ],
      'none',
      40_000,
    );
    expect(r.exact).toBe(false);
    expect(r.draws).toBe(40_001);
    const p = bruteP(d);
    // Monte Carlo error of a proportion near p with 40,000 draws is below 0.0025 at 3 standard errors.
    expect(Math.abs(r.outcomes[0][0].pWorse[0] - p)).toBeLessThan(3 * Math.sqrt((p * (1 - p)) / 40_000) + 1e-4);
  });

  it("gives the simultaneous bound the alpha-quantile of the smallest p over the pairs (Westfall–Young's single step)", () => {
    const a = [-0.3, -0.25, -0.2, -0.35, -0.1, -0.3];
    const b = [0.1, -0.05, 0.02, 0.04, -0.01, 0.03];
    const o = run([pair([0, 1, 2, 3, 4, 5], a), pair([6, 7, 8, 9, 10, 11], b)]).outcomes[0][0];
    // Each pair's 64 sign patterns: T = -Σ s·d / sqrt(Σ d²) and its one-sided p among them.
    const patterns = (d: number[]) => {
      const norm = Math.sqrt(d.reduce((x, v) => x + v * v, 0));
      return Array.from({ length: 64 }, (_, mask) => {
        const s = d.map((v, i) => ((mask >>> i) & 1 ? -v : v));
        return { t: -s.reduce((x, v) => x + v, 0) / norm, p: bruteP(s) };
      });
    };
    const pa = patterns(a);
    const pb = patterns(b);
    // The 4,096 joint patterns: the smallest p of the two, its order statistic at floor(0.05 · 4096) = 204, just below.
    const q = pa.flatMap((x) => pb.map((y) => Math.min(x.p, y.p))).sort((x, y) => x - y);
    const level = Math.min(q[204] - 0.5 / 4096, 0.05);
    // Below the per-pair alpha: two pairs share it.
    expect(level).toBeLessThan(0.05);
    const critical = (ps: { t: number; p: number }[]) =>
      Math.min(...ps.filter((x) => x.p <= level + 1e-15).map((x) => x.t));
    expect(o.simultaneous[0]).toBeCloseTo(critical(pa), 12);
    expect(o.simultaneous[1]).toBeCloseTo(critical(pb), 12);
  });

  it('states a bound that excludes 0 exactly when the pair is significant, under every correction', () => {
    const rng = (k: number) => (Math.sin(k * 12.9898) * 43758.5453) % 1;
    const pairs: FamilyPair[] = [];
    for (let p = 0; p < 6; p++) {
      const members = Array.from({ length: 30 }, (_, i) => (i * (p + 1)) % 40);
      const uniq = [...new Set(members)];
      pairs.push(
        pair(
          uniq,
          uniq.map((q) => rng(q + 100 * p) * 0.2 - 0.03 * p),
        ),
      );
    }
    for (const c of ['westfall-young', 'holm', 'bh', 'none'] as const) {
      const o = run(pairs, c, 5000).outcomes[0][0];
      let rejected = 0;
      for (let i = 0; i < pairs.length; i++) {
        const n = pairs[i].members.length;
        const delta = pairs[i].values[0].reduce((a, b) => a + b, 0) / n;
        const bound = delta + o.critical[i] * o.scale[i];
        expect(o.rejected[i] === 1, `${c} pair ${i}`).toBe(bound <= 1e-12);
        expect(o.rejected[i] === 1).toBe(o.pAdjusted[i] <= 0.05);
        rejected += o.rejected[i];
      }
      expect(rejected).toBeGreaterThan(0);
    }
  });

  it('tests the other versions of the values with the same draws', () => {
    const members = D.map((_, i) => i);
    const better = D.map((x, i) => (i === 0 ? 0.3 : x));
    const r = run([pair(members, D, better, D)]);
    expect(r.outcomes).toHaveLength(3);
    expect(r.outcomes[1][0].pWorse[0]).toBeCloseTo(bruteP(better), 12);
    expect(r.outcomes[2][0].pWorse[0]).toBeCloseTo(bruteP(D), 12);
  });

  it('tests a version that leaves a pair unchanged as the observed data, and another exactly as if it were observed', () => {
    // 30 moved queries: sampled, not enumerated. Pair A's second version changes one value (same zero pattern, so the
    // same queries get signs and the draws are the same); pair B's second version is its first. Version 1 of the
    // joint run must equal a run whose observed data is version 1 — B's work reused from version 0, A's its own.
    const d = Array.from({ length: 30 }, (_, i) => ((i * 37) % 11) / 100 - 0.06 + (i % 3 === 0 ? 0.013 : 0));
    const dv = d.map((x, i) => (i === 4 ? x - 0.2 : x));
    const e = d.slice(0, 20).map((x) => -x / 2);
    const members = d.map((_, i) => i);
    const a0 = members.slice(0, 20);
    const thresholds = [Float64Array.from([0.01, 0.01]), Float64Array.from([0.005, 0.005])];
    const base = {
      test: 'randomization' as const,
      alpha: 0.05,
      correction: 'westfall-young' as const,
      iterations: 2000,
      seed: 7,
      thresholds,
    };
    const joint = familyTest({ ...base, pairs: [pair(members, d, dv), pair(a0, e, e)] });
    const alone = familyTest({ ...base, pairs: [pair(members, dv), pair(a0, e)] });
    expect(joint.exact).toBe(false);
    // A's version-1 sums are version 0's plus the signed change (a few ulps from summing anew); B's are version 0's.
    joint.outcomes[1].forEach((o, k) => {
      const want = alone.outcomes[0][k];
      expect(o.rejected).toEqual(want.rejected);
      expect(o.pAdjusted).toEqual(want.pAdjusted);
      expect(o.pWorse).toEqual(want.pWorse);
      for (const key of ['t', 'critical', 'simultaneous', 'scale'] as const)
        o[key].forEach((x, i) => expect(x).toBeCloseTo(want[key][i], 12));
      expect(o.critical[1]).toBe(want.critical[1]);
    });
    // And the version really differs from the observed one (A's p moved), so the comparison is not vacuous.
    expect(joint.outcomes[1][0].pWorse[0]).not.toBe(joint.outcomes[0][0].pWorse[0]);
  });

  it('gives p = 1 to a pair that did not move', () => {
    const r = run([pair([0, 1, 2], [0, 0, 0]), pair([0, 1, 2, 3], [0, 0, 0, -0.5])]);
    expect(r.outcomes[0][0].pWorse[0]).toBe(1);
    expect(r.outcomes[0][0].rejected[0]).toBe(0);
  });
});

/** Random signs of u queries as drawSigns lays them out (query q: bit q % 32 of word q / 32, set for −1), and as ±1. */
function randomSigns(u: number, rand: () => number): { bits: Int32Array; sign: Float64Array } {
  const bits = new Int32Array(Math.ceil(u / 32));
  const sign = new Float64Array(u);
  for (let q = 0; q < u; q++) {
    const minus = rand() < 0.5;
    sign[q] = minus ? -1 : 1;
    if (minus) bits[q >> 5] |= 1 << (q & 31);
  }
  return { bits, sign };
}

describe('atoms: one sum per set of queries that belong to the same pairs', () => {
  it('gives every pair its own signed sum, and is used where slices cross; a pair of another measure is not mixed in', () => {
    // 400 queries, `all` and three crossing dimensions (4, 5 and 2 values) for measure A; `all` again for measure B.
    const u = 400;
    let seed = 12345;
    const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const dA = Float64Array.from({ length: u }, () => Math.round((rand() - 0.5) * 1000) / 1000);
    const dB = Float64Array.from({ length: u }, () => Math.round((rand() - 0.5) * 1000) / 1000);
    const dims = [4, 5, 2].map((k) => Int32Array.from({ length: u }, () => Math.floor(rand() * k)));
    const idx: Int32Array[] = [Int32Array.from({ length: u }, (_, q) => q)];
    dims.forEach((dim, di) => {
      for (let v = 0; v < [4, 5, 2][di]; v++) idx.push(Int32Array.from([...dim.keys()].filter((q) => dim[q] === v)));
    });
    const vals = idx.map((ix) => Float64Array.from(ix, (q) => dA[q]));
    idx.push(idx[0]);
    vals.push(dB);
    const plan = atomPlan(idx, vals, u);
    expect(plan.groups).toHaveLength(1);
    expect(plan.groups[0].pairs).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(plan.groups[0].acc.length).toBe(40); // 4 × 5 × 2 cells
    // Measure B's lone pair: atoms would save nothing, it is summed directly.
    expect(plan.direct.map((d) => d.pair)).toEqual([12]);
    const out = new Float64Array(idx.length);
    for (let draw = 0; draw < 20; draw++) {
      const { bits, sign } = randomSigns(u, rand);
      atomSums(plan, bits, out);
      idx.forEach((ix, pi) => {
        let direct = 0;
        for (let i = 0; i < ix.length; i++) direct += sign[ix[i]] * vals[pi][i];
        expect(out[pi]).toBeCloseTo(direct, 10);
      });
    }
  });
});

describe('atoms: queries whose difference is 0 are left out, and the sums stay the same to the bit', () => {
  // Queries with a zero difference (moved elsewhere) and tenths and thirds, whose sums round differently in different
  // orders; `all`, crossing dimensions and a second measure's `all`. With a dimension of many values of skewed sizes
  // most atoms hold one query and the pairs' atom lists differ in length, as with a slice per topic.
  it.each([
    ['two dimensions of 3 and 4 values', 300, [3, 4], false],
    ['a third of 60 values, skewed', 500, [3, 4, 60], true],
  ])('%s: every pair sums as the full lists do, in the same order of additions', (_, u, sizes, skewed) => {
    let seed = 777;
    const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const d = Float64Array.from({ length: u }, () => {
      const r = rand();
      return r < 0.5 ? 0 : r < 0.75 ? Math.round((rand() - 0.5) * 20) / 10 : Math.round((rand() - 0.5) * 9) / 3;
    });
    const dB = Float64Array.from(d, (x, q) => (q % 3 === 0 ? 0 : x / 7));
    // Skewed: value v drawn with weight 1 / (k − v), so that a later value's pair is the longer one (pairs are summed
    // side by side longest first, whatever their order).
    const drawValue = (k: number) => {
      if (!skewed) return Math.floor(rand() * k);
      const w = Array.from({ length: k }, (_, v) => 1 / (k - v));
      let r = rand() * w.reduce((a, b) => a + b, 0);
      for (let v = 0; v < k; v++) if ((r -= w[v]) < 0) return v;
      return k - 1;
    };
    const dims = sizes.map((k) => Int32Array.from({ length: u }, () => drawValue(k)));
    const idx: Int32Array[] = [Int32Array.from({ length: u }, (_, q) => q)];
    dims.forEach((dim, di) => {
      for (let v = 0; v < sizes[di]; v++) idx.push(Int32Array.from([...dim.keys()].filter((q) => dim[q] === v)));
    });
    const vals = idx.map((ix) => Float64Array.from(ix, (q) => d[q]));
    idx.push(idx[0]);
    vals.push(dB);
    const plan = atomPlan(idx, vals, u);
    expect(plan.groups).toHaveLength(1);
    const g = plan.groups[0];
    // Only the non-zero differences are summed.
    expect(g.single.query.length + g.multiple.query.length).toBe(d.filter((x) => x !== 0).length);
    expect(plan.direct[0].idx.length).toBe(dB.filter((x) => x !== 0).length);
    if (skewed) {
      // The shape this case is for: atoms of one query, and pairs whose atom lists differ in length.
      expect(g.single.atom.length).toBeGreaterThan(g.multiple.atom.length);
      const lengths = g.pairs.map((_, k) => g.atomsFrom[k + 1] - g.atomsFrom[k]);
      expect(new Set(lengths).size).toBeGreaterThan(10);
    }
    // The reference, from the definition over the full lists: atom = the set of the group's pairs a query belongs to,
    // numbered by first appearance in query order; an atom sums its queries in query order (zeros included); a pair
    // sums its atoms in that numbering; a direct pair sums all its members in member order.
    const member = (k: number, q: number) => idx[g.pairs[k]].includes(q);
    const atomIds = new Map<string, number>();
    const atomOf = Array.from({ length: u }, (_, q) => {
      const key = g.pairs.map((_, k) => (member(k, q) ? k : -1)).join(',');
      if (!atomIds.has(key)) atomIds.set(key, atomIds.size);
      return atomIds.get(key)!;
    });
    const atomsOf = g.pairs.map((_, k) => {
      const seen = new Set<number>();
      for (let q = 0; q < u; q++) if (member(k, q)) seen.add(atomOf[q]);
      return [...seen].sort((x, y) => x - y);
    });
    const out = new Float64Array(idx.length);
    for (let draw = 0; draw < 50; draw++) {
      const { bits, sign } = randomSigns(u, rand);
      atomSums(plan, bits, out);
      const acc = new Float64Array(atomIds.size);
      for (let q = 0; q < u; q++) acc[atomOf[q]] += sign[q] * d[q];
      g.pairs.forEach((pi, k) => {
        let s = 0;
        for (const a of atomsOf[k]) s += acc[a];
        expect(Object.is(out[pi], s)).toBe(true);
      });
      let direct = 0;
      for (let q = 0; q < u; q++) direct += sign[q] * dB[q];
      expect(Object.is(out[idx.length - 1], direct)).toBe(true);
    }
  });
});

describe('westfallYoungSteps: the step-down, as its definition computes it', () => {
  /**
   * Straight from the definition, with a full sort per step: q_j = the smallest restricted marginal over steps j..P-1
   * (2 where a draw's drop does not cross the threshold); adjusted p = #{q_j <= observed p} / N; level = just below
   * the order statistic of q_j at floor(alpha·N) (1 when there is none).
   */
  function reference(steps: RestrictedDraws[], observed: Float64Array, alpha: number, N: number) {
    const levelBelow = (p: number) => p - 0.5 / N;
    const stepAdj: number[] = [];
    const stepLevel: number[] = [];
    const limit = Math.floor(alpha * N + 1e-9);
    for (let j = 0; j < steps.length; j++) {
      const q = Array.from({ length: N }, (_, b) => {
        let v = Infinity;
        for (const s of steps.slice(j)) v = Math.min(v, s.t[b] * s.perDrop > s.threshold ? s.p[b] : 2);
        return v;
      });
      stepAdj.push(q.filter((v) => v < observed[j] + 1e-15).length / N);
      stepLevel.push(limit >= N ? 1 : Math.min(1, levelBelow(q.sort((a, b) => a - b)[limit])));
    }
    return { stepAdj, stepLevel };
  }

  it('gives every step the adjusted p and level of a full pass, on random draws with ties and thresholds', () => {
    const rand = mulberry32(21);
    let narrowed = 0;
    for (let trial = 0; trial < 60; trial++) {
      const N = [7, 40, 401, 1000][trial % 4];
      const P = 1 + Math.floor(rand() * 7);
      const alpha = [0.05, 0.2, 0.5][trial % 3];
      const steps: RestrictedDraws[] = Array.from({ length: P }, () => ({
        // p in multiples of 1/N (the randomization test's), so draws tie.
        p: Float64Array.from({ length: N }, () => (1 + Math.floor(rand() * N)) / N),
        t: Float64Array.from({ length: N }, () => rand() * 4 - 2),
        perDrop: 0.01 + rand() * 0.1,
        // Significance alone, or a drop only some draws cross.
        threshold: rand() < 0.3 ? -Infinity : rand() * 0.1,
      }));
      const observed = Float64Array.from(steps, (s) => s.p[0]);
      const got = westfallYoungSteps(steps, observed, alpha, N, { levelBelow: (p, n) => p - 0.5 / n });
      const want = reference(steps, observed, alpha, N);
      expect(Array.from(got.stepAdj)).toEqual(want.stepAdj);
      expect(Array.from(got.stepLevel)).toEqual(want.stepLevel);
      // Steps whose quantile lies below 1 narrow the next step's selection to a share of the draws.
      narrowed += want.stepLevel.filter((l) => l < 1).length;
    }
    expect(narrowed).toBeGreaterThan(20);
  });
});
