import { bound, fmtP } from '../numbers.js';
import type { Cell, Report } from './schema.js';
import { pairedTest, type TestWording } from '../compare/paired-test.js';

/**
 * One statistical vocabulary for the comment, the terminal and the HTML report: where a decision is at stake (a gated
 * drop beyond a threshold) a cell states the gate's own test of it (one-sided, family-adjusted p, and the upper
 * confidence bound on Δ that holds for every gated pair at once); any other cell the descriptive two-sided p and 95% bootstrap interval.
 * Never one kind of p next to the other kind of interval.
 */
export interface CellStatistics {
  /** true: the gate's numbers; false: the descriptive ones. */
  gated: boolean;
  p: string;
  interval: string;
}

export function cellStatistics(c: Cell): CellStatistics {
  const g = c.gate;
  // A decision at stake whose bound is null: no sign pattern of this slice could reach significance (unbounded).
  if (g && g.pAdjusted !== null)
    return { gated: true, p: fmtP(g.pAdjusted), interval: g.bound !== null ? `Δ ≤ ${bound(g.bound)}` : 'Δ ≤ ∞' };
  return { gated: false, p: fmtP(c.p), interval: `[${bound(c.ci[0])}, ${bound(c.ci[1])}]` };
}

/** True when any of these cells shows the gate's own test (and so carries the renderer's mark). */
export function anyGated(cells: (Cell | undefined)[]): boolean {
  return cells.some((c) => c !== undefined && cellStatistics(c).gated);
}

const CORRECTION: Record<Report['significance']['correction'], (w: TestWording) => string> = {
  'westfall-young': (w) => `adjusted over the {n} gated pairs by ${w.westfallYoung}`,
  holm: () => 'adjusted over the {n} gated pairs by Holm',
  bh: () => 'adjusted over the {n} gated pairs by Benjamini–Hochberg',
  none: () => 'not adjusted (correction: none)',
};

/**
 * What the p and interval columns mean, in words every renderer uses; `mark` is how the renderer flags gated cells
 * (¹ in the comment and the HTML report, * in the terminal). `gated`: whether any cell shown carries the mark; when
 * none does, the legend explains no mark it does not use.
 */
export function statisticsLegend(r: Report, mark: string, gated = true): string {
  const s = r.significance;
  if (s.test === 'none') return 'p and intervals: not computed (significance is off: the thresholds alone decide).';
  if (!gated)
    return 'p and interval: two-sided paired randomization p and 95% paired bootstrap interval, unadjusted; descriptive, since no gated drop crosses a threshold here.';
  const level = Math.round((1 - s.alpha) * 100);
  const w = pairedTest(s.test).wording;
  return (
    `${mark} Where a gated drop crosses a threshold, the cell shows the gate's own test of that decision: ${w.decision}, ` +
    `p ${CORRECTION[s.correction](w).replace('{n}', String(s.family))}, and Δ ≤ b, a one-sided ${level}% upper confidence bound on Δ that holds for every gated pair at once ` +
    `(it does not depend on the thresholds, so it is not the decision: a fail needs the drop beyond the threshold and significant). Elsewhere no decision is at stake and the cell is descriptive: ${w.descriptive} and 95% paired bootstrap interval, unadjusted.`
  );
}

/** The test and its settings for a report's provenance line; `iterations` formatted by the renderer. */
export function testSettings(s: Report['significance'], iterations: string): string | null {
  return s.test === 'none' ? null : pairedTest(s.test).wording.settings(iterations, s.seed, s.correction);
}

/** The power facts behind "underpowered", in words. */
export function powerLegend(r: Report): string {
  return (
    `Underpowered: a gated slice where significance, not the threshold, limits what the gate catches (the plain one-sided test detects less than a drop of the fail threshold with ${Math.round(r.significance.power * 100)}% power) ` +
    'and whose lower bound Δ − c·se does not show the drop within it, or whose drop beyond the fail threshold the family does not confirm: it cannot tell a pass from a regression, so it is never shown as a pass. ' +
    'MDE: the true drop at which the gate fails with that power; a drop of exactly the threshold fails about half the time at any size.'
  );
}

/** The optimistic bound's definition, stated wherever the bounds are shown. */
export function optimisticLegend(r: Report): string {
  const relevance = Number(r.contract.resolved['relevance'] ?? 1);
  return (
    `Upper bound: the most each run's value could rise to if unjudged documents it retrieved were judged relevant (grade ${relevance}); ` +
    'never below the value itself. Far above the value means the judgments leave room for the number to move. Not given for Judged@k, which judging can only raise to 1.'
  );
}

/** Judged@k's bound is 1 by construction: stating it says nothing. */
export function hasOptimistic(measure: string): boolean {
  return !/^Judged@/.test(measure);
}

/** A measure's row label: how its value over queries is formed, when it is not the plain mean; `name` quotes the name for the output. */
export function measureLabel(m: Report['measures'][number], name: (n: string) => string = (n) => n): string {
  const how: Record<Report['measures'][number]['aggregation'], string> = {
    mean: '',
    pooled: ' (micro)',
    sum: ' (sum)',
    geometric: ' (geometric mean)',
  };
  return name(m.name) + how[m.aggregation];
}
