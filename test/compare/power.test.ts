// The minimum detectable effect: the normal quantile, and the MDE solving the power equation of compare/power.ts.
import { describe, expect, it } from 'vitest';
import { normalQuantile, powerFacts, sampleSd } from '../../src/compare/power.js';

/** Standard normal CDF from the complementary error function (Numerical Recipes' erfc, |error| < 1.2e-7). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - r / 2 : r / 2;
}

describe('normalQuantile', () => {
  it('matches the tabulated quantiles', () => {
    // Standard normal table values (e.g. Abramowitz & Stegun 26.2): 0.8 → 0.841621, 0.95 → 1.644854, 0.975 → 1.959964, 0.999 → 3.090232.
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212, 6);
    expect(normalQuantile(0.95)).toBeCloseTo(1.6448536, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.999)).toBeCloseTo(3.0902323, 6);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263479, 6);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('powerFacts', () => {
  it('at the MDE the power is what was asked for', () => {
    // 50 queries, per-query sd 0.065, critical value 2.2 (a family of several pairs), 80% power.
    const f = powerFacts(50, 0.065, 2.2, 0.8, 0.02);
    const d = f.mde!;
    const power = phi((d * Math.sqrt(50) - 2.2 * Math.sqrt(0.065 ** 2 + d * d)) / 0.065);
    expect(power).toBeCloseTo(0.8, 6);
    // Near (t + z) σ / √n for a small drop.
    expect(d).toBeCloseTo(((2.2 + 0.8416) * 0.065) / Math.sqrt(50), 2);
    expect(f.underpowered).toBe(true); // 0.028 > 0.02
    // Queries for a 0.02 drop: ((z σ + t sqrt(σ² + τ²)) / τ)².
    const n = ((0.8416212 * 0.065 + 2.2 * Math.sqrt(0.065 ** 2 + 0.02 ** 2)) / 0.02) ** 2;
    expect(f.queriesNeeded).toBe(Math.ceil(n));
  });

  it('a threshold above the MDE is resolved; no variance says nothing; an unreachable critical value cannot detect anything', () => {
    expect(powerFacts(400, 0.065, 2.2, 0.8, 0.02)).toMatchObject({ underpowered: false, queriesNeeded: null });
    expect(powerFacts(30, 0, 2.2, 0.8, 0.02)).toEqual({ mde: null, queriesNeeded: null, underpowered: false });
    // sqrt(4) = 2 < 2.2: four queries never reach significance, whatever the drop.
    expect(powerFacts(4, 0.1, 2.2, 0.8, 0.02)).toMatchObject({ mde: null, underpowered: true });
    expect(powerFacts(30, 0.1, Infinity, 0.8, 0.02)).toMatchObject({
      mde: null,
      underpowered: true,
      queriesNeeded: null,
    });
  });

  it('sampleSd is the n - 1 standard deviation', () => {
    expect(sampleSd([1, 2, 3, 4])).toBeCloseTo(Math.sqrt(5 / 3), 15);
    expect(sampleSd([7])).toBe(0);
  });
});
