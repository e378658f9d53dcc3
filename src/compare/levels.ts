import type { FAIL_ON } from '../contract/choices.js';
import { levelSchema, type Level } from './schema.js';

/** Verdict levels, best first (design §6): the one order every part of rankgate compares them in. */
export const LEVELS: readonly Level[] = levelSchema.options;

const RANK = new Map(LEVELS.map((l, i) => [l, i]));

/** The worse of two levels. */
export const worse = (a: Level, b: Level): Level => (RANK.get(a)! >= RANK.get(b)! ? a : b);

/** True when `level` is at or above the `fail-on` threshold (`never`: nothing fails). */
export function reaches(level: Level, failOn: (typeof FAIL_ON)[number]): boolean {
  if (failOn === 'never') return false;
  return RANK.get(level)! >= RANK.get(failOn)!;
}
