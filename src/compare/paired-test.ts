import type { PAIRED_TEST } from '../contract/choices.js';
import type { Correction } from './family.js';
import type { Ranked } from '../score/sorted.js';
import { randomizationTest } from './tests/randomization.js';
import { tTest } from './tests/t-test.js';

// The gate's paired test, as one seam. Every gated (slice, measure) pair has the same statistic,
// T = −Σd / sqrt(Σd²) over its per-query differences d = candidate − baseline (large when the candidate is worse):
// sign flips leave Σd² unchanged, so T is a monotone function of the paired t statistic,
// t = T·sqrt(n − 1) / sqrt(n − T²). A test says how T becomes a one-sided p, the critical value of T at a level, and
// how it is described. Because every critical value is in units of T, the family test (compare/family.ts), the bound
// Δ + c·se and the MDE (compare/power.ts) use any test unchanged: se = sqrt(Σd²)/n and the MDE's normal approximation
// δ·√n − c·sqrt(σ² + δ²) = z·σ are statements about T, whichever distribution the critical value came from.

export type PairedTestName = (typeof PAIRED_TEST)[number];

/** One gated pair as a test sees it: its query count (zero differences included) and sqrt(Σd²). */
export interface PairShape {
  n: number;
  norm: number;
}

/** How a test is put into words: the one source of the legend's and the report headers' wording. */
export interface TestWording {
  /** The gated cell's test, as the legend states it after "the gate's own test of that decision: ". */
  decision: string;
  /** How Westfall–Young adjusts over the family, after "by ". */
  westfallYoung: string;
  /** What the descriptive (ungated) cell's p is. */
  descriptive: string;
  /** The test and its settings, for a report's provenance line (`iterations` already formatted). */
  settings(iterations: string, seed: number, correction: Correction): string;
}

export interface PairedTest {
  readonly name: PairedTestName;
  /**
   * true when its p-values under `correction` need the joint sign-flip draws. Without them only the observed signs
   * are evaluated (an analytic test adjusted by Holm, Benjamini–Hochberg or nothing).
   */
  needsDraws(correction: Correction): boolean;
  /**
   * One-sided p (candidate worse) of each of a pair's draws of T (`draws[0]` observed; `ranked` the same ascending,
   * with where each came from). A pair whose differences are all zero (norm 0) has p = 1 in every draw.
   */
  pValues(draws: Float64Array, ranked: Ranked, pair: PairShape): Float64Array;
  /**
   * The draws ascending (rankedCopy's `sorted`) and their p-values (pValues) in one step, where the test has a faster
   * way to both than ranking first; null (or absent) when it has none here.
   */
  sortedWithPValues?(draws: Float64Array): { sorted: Float64Array; p: Float64Array } | null;
  /** The largest level strictly below the p-value `p` (a step's level must exclude it), with N draws. */
  levelBelow(p: number, N: number): number;
  /** Critical value of T at a marginal level: the smallest T whose p is at most it (Infinity when none is). */
  criticalAt(sorted: Float64Array, level: number, pair: PairShape): number;
  /**
   * The descriptive two-sided p of one column of differences (seeded when the test draws). With `stopAt` (an alpha) a
   * drawing test may stop before `iterations` draws once the p's side of alpha is settled (compare/sequential.ts).
   */
  twoSided(d: Float64Array, iterations: number, seed: number, stopAt?: number | null): number;
  readonly wording: TestWording;
}

const TESTS: Record<PairedTestName, PairedTest> = { randomization: randomizationTest, 't-test': tTest };

export function pairedTest(name: PairedTestName): PairedTest {
  return TESTS[name];
}
