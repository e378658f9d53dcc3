import { describe, expect, it } from 'vitest';
import { incompleteBeta, logGamma, tCdf, tQuantile, tUpper } from '../../../src/compare/tests/student-t.js';

describe('Student t distribution', () => {
  it('log-gamma matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 13);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
  });

  it('the incomplete beta matches its closed forms', () => {
    // I_x(a, 1) = x^a and I_x(1, b) = 1 − (1 − x)^b; I_½(a, a) = ½ by symmetry.
    expect(incompleteBeta(0.3, 2.5, 1)).toBeCloseTo(0.3 ** 2.5, 13);
    expect(incompleteBeta(0.7, 1, 4)).toBeCloseTo(1 - 0.3 ** 4, 13);
    expect(incompleteBeta(0.5, 7.5, 7.5)).toBeCloseTo(0.5, 13);
    expect(incompleteBeta(0.9, 30, 0.5) + incompleteBeta(0.1, 0.5, 30)).toBeCloseTo(1, 13);
  });

  it('the CDF matches the closed forms at 1 and 2 degrees of freedom', () => {
    // df = 1 is the Cauchy distribution: F(t) = ½ + atan(t)/π; df = 2: F(t) = ½ + t / (2·sqrt(2 + t²)).
    for (const t of [-30, -2.5, -0.3, 0, 0.7, 1, 4, 100]) {
      expect(tCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 13);
      expect(tCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 13);
    }
  });

  it('matches published quantiles and tail areas', () => {
    // Standard t tables (and R: qt(0.975, 10) = 2.228139, qt(0.95, 5) = 2.015048, qt(0.995, 30) = 2.749996,
    // qt(0.95, 100) = 1.660234; 1 - pt(2, 3) = 0.06966298).
    expect(tQuantile(0.975, 10)).toBeCloseTo(2.228139, 6);
    expect(tQuantile(0.95, 5)).toBeCloseTo(2.015048, 6);
    expect(tQuantile(0.995, 30)).toBeCloseTo(2.749996, 6);
    expect(tQuantile(0.95, 100)).toBeCloseTo(1.660234, 6);
    expect(tQuantile(0.025, 10)).toBeCloseTo(-2.228139, 6);
    expect(tUpper(2, 3)).toBeCloseTo(0.06966298, 8);
    // Large df tends to the normal: z(0.975) = 1.959964.
    expect(tQuantile(0.975, 1e7)).toBeCloseTo(1.959964, 5);
  });

  it('the quantile inverts the CDF', () => {
    for (const df of [1, 3, 9, 49, 387]) {
      for (const p of [1e-6, 0.01, 0.3, 0.5, 0.8, 0.999]) expect(tCdf(tQuantile(p, df), df)).toBeCloseTo(p, 12);
    }
  });

  it('refuses arguments outside its domain', () => {
    expect(() => tQuantile(1, 5)).toThrow(RangeError);
    expect(() => tUpper(1, 0)).toThrow(RangeError);
    expect(tUpper(Infinity, 4)).toBe(0);
    expect(tUpper(-Infinity, 4)).toBe(1);
  });
});
