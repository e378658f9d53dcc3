// The bound on Δ, the MDE and the queries needed at every slice size: a property check over n from 10 to 10,000 and
// churn from 0.02 to 0.2, and a seeded simulation of the real family test that checks the bound's coverage and the
// MDE's promise (the gate fails with the contract's power at a true drop of the MDE).
import { describe, expect, it } from 'vitest';
import { familyTest, type FamilyResult } from '../../src/compare/family.js';
import { normalQuantile, powerFacts } from '../../src/compare/power.js';
import { Rng } from '../../src/compare/stats.js';

const Z80 = normalQuantile(0.8);

function normals(rng: Rng, n: number, mean: number, sd: number): Float64Array {
  return Float64Array.from({ length: n }, () => {
    let u = rng.next();
    while (u === 0) u = rng.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
  });
}

/** One gated pair of `d`, a fail threshold `t` (an absolute drop), the gate's defaults (alpha 0.05, Westfall–Young). */
function gateOne(d: Float64Array, t: number, iterations: number, seed: number): FamilyResult {
  return familyTest({
    pairs: [{ members: Int32Array.from(d, (_, i) => i), values: [d] }],
    thresholds: [Float64Array.of(t)],
    test: 'randomization',
    alpha: 0.05,
    correction: 'westfall-young',
    iterations,
    seed,
  });
}

const mean = (d: Float64Array) => d.reduce((a, b) => a + b, 0) / d.length;
function sdOf(d: Float64Array): number {
  const m = mean(d);
  return Math.sqrt(d.reduce((a, b) => a + (b - m) ** 2, 0) / (d.length - 1));
}

describe('at every slice size', () => {
  it('the bound is never below Δ, and the MDE never below the threshold plus its own noise floor', () => {
    const rng = new Rng(11);
    for (const n of [10, 22, 97, 388, 1000, 10_000]) {
      for (const churn of [0.02, 0.065, 0.12, 0.2]) {
        const d = normals(rng, n, 0, churn);
        const o = gateOne(d, 0.02, 400, n).outcomes[0][0];
        const c = o.simultaneous[0];
        const delta = mean(d);
        // The bound Δ + c·se sits at or above Δ (c is a quantile at a level below 1/2 of a symmetric distribution).
        expect(c, `n ${n} churn ${churn}`).toBeGreaterThan(0);
        expect(delta + c * o.scale[0]).toBeGreaterThan(delta);
        const f = powerFacts(n, sdOf(d), c, 0.8, 0.02);
        if (f.mde === null) {
          // Only a slice too small for any sign pattern to reach the level detects nothing.
          expect(n).toBe(10);
          continue;
        }
        expect(f.mde).toBeGreaterThanOrEqual(0.02 + (Z80 * sdOf(d)) / Math.sqrt(n) - 1e-12);
        // Queries needed are named exactly when the slice is underpowered, and are more than it has.
        if (f.underpowered) expect(f.queriesNeeded!).toBeGreaterThan(n);
        else expect(f.queriesNeeded).toBeNull();
      }
    }
  });

  it("on a large slice the decision's own critical value goes negative, and the bound does not follow it", () => {
    // 388 queries at churn 0.12 (the case): a permuted drop rarely crosses 0.02, so the threshold-conditioned
    // level is near 1 and its critical value negative; the bound uses the simultaneous one instead.
    const d = normals(new Rng(5), 388, -0.03, 0.12);
    const o = gateOne(d, 0.02, 2000, 3).outcomes[0][0];
    expect(o.rejected[0]).toBe(1);
    expect(o.critical[0]).toBeLessThan(0);
    // Near the one-sided 95% normal quantile (a family of one), as an unconditional sign-flip test of 388 queries is.
    expect(o.simultaneous[0]).toBeGreaterThan(1.5);
    expect(o.simultaneous[0]).toBeLessThan(1.8);
  });

  // The simulation: true drop δ = the MDE that powerFacts states; the gate fails when the observed drop exceeds the
  // threshold and the family rejects (as compare/gate.ts decides). 160 trials a size: 3 standard errors of a rate near
  // 0.8 are 0.095, of a coverage near 0.95 are 0.052.
  for (const [n, churn] of [
    [25, 0.065],
    [97, 0.12],
    [388, 0.12],
    [1500, 0.2],
  ] as const) {
    it(`n ${n}, churn ${churn}: the gate fails at the stated MDE with 80% power, and the bound covers the true Δ`, () => {
      const t = 0.02;
      const rng = new Rng(1000 + n);
      // The MDE the slice states, from a pilot of the same churn (the planning step `rankgate power` takes).
      const pilot = normals(rng, n, 0, churn);
      const po = gateOne(pilot, t, 1000, 1).outcomes[0][0];
      const mde = powerFacts(n, churn, po.simultaneous[0], 0.8, t).mde!;
      expect(mde).toBeGreaterThan(t);
      const trials = 160;
      let fails = 0;
      let covered = 0;
      for (let k = 0; k < trials; k++) {
        const d = normals(rng, n, -mde, churn);
        const o = gateOne(d, t, 500, k + 1).outcomes[0][0];
        const delta = mean(d);
        if (o.rejected[0] === 1 && -delta > t) fails++;
        if (-mde <= delta + o.simultaneous[0] * o.scale[0]) covered++;
      }
      if (process.env.SHOW_RATES)
        console.log(
          `n ${n} churn ${churn}: MDE ${mde.toFixed(4)}, fail ${fails}/${trials}, covered ${covered}/${trials}`,
        );
      expect(fails / trials).toBeGreaterThan(0.8 - 0.095);
      expect(covered / trials).toBeGreaterThan(0.95 - 0.052);
    });
  }
});
