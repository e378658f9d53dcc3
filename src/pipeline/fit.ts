import type { ResolvedContract } from '../contract/load.js';
import { powerFacts } from '../compare/power.js';
import { powerOf, type PowerOptions, type PowerReport, type PowerRow } from './power.js';

/**
 * `rankgate init` fitting the gate to the team's data: a fail (and warn) threshold per gated slice that the slice can
 * resolve — at or above the plain test's MDE at the family's critical value, so significance does not limit the gate
 * (compare/power.ts) — or, when that would need a drop beyond `CAP`, the slice is left report-only with the queries
 * it would need. The critical value depends on how many pairs are gated, and the gated pairs on the thresholds: the
 * fit starts from every pair gated (the largest family, so the largest critical values), raises thresholds, drops
 * the pairs it cannot resolve, and repeats on the smaller family until nothing changes. Thresholds only rise, so it
 * ends; dropping pairs only lowers critical values, so every threshold is still resolvable in the contract written.
 */

/** A rule the fit asks the contract to hold: `slices` "*" or explicit slice names. */
export interface DraftRule {
  measure: string;
  slices: '*' | string[];
  warn?: number;
  fail: number;
}

export interface FittedRule {
  measure: string;
  slice: string;
  queries: number;
  warn?: number;
  fail: number;
  /** The true drop at which the written contract fails with its power (what `rankgate power` reports for it). */
  mde: number;
}

export interface ReportOnly {
  measure: string;
  slice: string;
  queries: number;
  /** Why it is not gated, in a phrase. */
  reason: string;
  /** Queries at which the plain test resolves the default fail threshold `at`; null when no size would (no variance, or unreachable). */
  needed: number | null;
  at: number;
}

export interface GateFit {
  source: PowerReport['source'];
  basis: string;
  power: number;
  alpha: number;
  rules: FittedRule[];
  reportOnly: ReportOnly[];
}

/** The largest absolute drop a fitted threshold may be: beyond it a slice says too little to gate (0.10 nDCG is a large regression). */
export const FIT_CAP = 0.1;
/** Thresholds are rounded up to this step so that the contract reads like one a person wrote. */
const STEP = 0.005;

/** Rounds an absolute drop up to the next readable step (0.005), leaving exact steps alone. */
export function readableUp(x: number): number {
  return Number((Math.ceil(x / STEP - 1e-9) * STEP).toFixed(3));
}

/**
 * Fits `defaults` (the rules the contract would otherwise hold: each with a warn/fail, `slices` "*" or names) to the
 * data: `load` turns rules into the contract to be written; the baseline it names must exist.
 */
export async function fitGate(
  defaults: DraftRule[],
  load: (rules: DraftRule[]) => ResolvedContract,
  o: Omit<PowerOptions, 'contract' | 'baseline'>,
): Promise<GateFit> {
  const byMeasure = new Map(defaults.map((r) => [r.measure, r]));
  let report = await powerOf(load(defaults), o);
  // The current threshold per pair (key measure\tslice); absent once the pair is report-only.
  const fail = new Map<string, number>();
  const order = new Map(report.rows.map((row, i) => [keyOf(row), i]));
  const reportOnly = new Map<string, ReportOnly>();
  for (const row of report.rows) {
    const d = byMeasure.get(row.measure)!;
    const k = keyOf(row);
    // A slice name holding "*" would be read back as a pattern selecting other slices too.
    if (row.slice.includes('*'))
      reportOnly.set(k, { ...only(row, d, report), reason: 'its name holds "*", which a rule reads as a pattern' });
    else fail.set(k, d.fail);
  }
  const rulesOf = (): DraftRule[] =>
    [...fail.entries()].map(([k, t]) => {
      const [measure, slice] = k.split('\t');
      const d = byMeasure.get(measure)!;
      return { measure, slices: [slice], ...(d.warn !== undefined ? { warn: d.warn } : {}), fail: t };
    });
  let fitted = false;
  for (let round = 0; round < 20; round++) {
    let changed = false;
    for (const row of report.rows) {
      const k = keyOf(row);
      if (!fail.has(k)) continue;
      const plain = plainMde(row, report.power);
      const need = plain === null ? Infinity : readableUp(plain);
      // `all` stays gated whatever it needs: a contract gating nothing would pass every pull request.
      if (need > FIT_CAP && row.slice !== 'all') {
        fail.delete(k);
        reportOnly.set(k, {
          ...only(row, byMeasure.get(row.measure)!, report),
          reason:
            plain === null ? 'no drop of any size would be significant' : `it cannot resolve a drop of ${FIT_CAP}`,
        });
        changed = true;
      } else if (need > fail.get(k)! && Number.isFinite(need)) {
        fail.set(k, need);
        changed = true;
      }
    }
    if (!changed && fitted) break;
    // Always at least once on the per-slice rules: the MDEs stated are those of the contract written.
    report = await powerOf(load(rulesOf()), o);
    fitted = true;
  }
  const rules: FittedRule[] = [];
  for (const row of report.rows) {
    const k = keyOf(row);
    const t = fail.get(k);
    if (t === undefined) continue;
    const d = byMeasure.get(row.measure)!;
    const plain = plainMde(row, report.power);
    // A warn the slice can resolve too, kept below the fail threshold; none when the two would meet.
    const warn = d.warn === undefined ? undefined : Math.max(d.warn, plain === null ? Infinity : readableUp(plain));
    rules.push({
      measure: row.measure,
      slice: row.slice,
      queries: row.queries,
      ...(warn !== undefined && warn < t ? { warn } : {}),
      fail: t,
      mde: row.mde ?? Infinity,
    });
  }
  return {
    source: report.source,
    basis: report.basis,
    power: report.power,
    alpha: report.alpha,
    rules,
    // In the order the gate lists its pairs (rules, then slices), whatever round dropped them.
    reportOnly: [...reportOnly.entries()].sort((a, b) => order.get(a[0])! - order.get(b[0])!).map(([, r]) => r),
  };
}

/** Rebuilds the contract's rules from a fit: one rule per gated slice, in the order the gate lists its pairs. */
export function fittedRules(fit: GateFit): DraftRule[] {
  return fit.rules.map((r) => ({
    measure: r.measure,
    slices: [r.slice],
    ...(r.warn !== undefined ? { warn: r.warn } : {}),
    fail: r.fail,
  }));
}

const keyOf = (row: { measure: string; slice: string }) => `${row.measure}\t${row.slice}`;

/** The plain test's MDE on the row's slice (the drop significance alone catches with the contract's power); null when none would be significant. */
function plainMde(row: PowerRow, power: number): number | null {
  if (row.critical === null) return null;
  if (row.sd === 0) return 0;
  return powerFacts(row.queries, row.sd, row.critical, power, null).mde;
}

function only(row: PowerRow, d: DraftRule, report: PowerReport): Omit<ReportOnly, 'reason'> {
  const needed =
    row.critical === null ? null : powerFacts(row.queries, row.sd, row.critical, report.power, d.fail).queriesNeeded;
  return { measure: row.measure, slice: row.slice, queries: row.queries, needed, at: d.fail };
}
