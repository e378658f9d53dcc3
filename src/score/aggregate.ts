import { isCountMeasure, type MeasureSpec } from '../measures/parse.js';
import type { ScoredRun } from './evaluate.js';

export type Aggregate = 'macro' | 'micro';

/** How one measure's per-query values become one number. */
export type Aggregation = 'mean' | 'pooled' | 'sum';

/** Count measures are summed (as trec_eval's `all` line); P, R and Success pool counts under micro; all else is a mean. */
export function aggregationOf(spec: MeasureSpec, aggregate: Aggregate): Aggregation {
  if (isCountMeasure(spec.kind)) return 'sum';
  if (aggregate === 'micro' && (spec.kind === 'P' || spec.kind === 'R' || spec.kind === 'Success')) return 'pooled';
  return 'mean';
}

/**
 * Aggregates column `col` of measure `mi` over the queries whose indexes are listed (already filtered to included ones).
 * Pooled (micro) aggregation reads the numerators and denominators in `parts` (the value's by default).
 * A plain left-to-right sum over queries in report order: the same bytes on every machine.
 */
export function aggregateColumn(run: ScoredRun, mi: number, col: Float64Array, queries: ArrayLike<number>, how: Aggregation,
  parts: { num: Float64Array[]; den: Float64Array[] } = run): number {
  const n = queries.length;
  if (how === 'pooled') {
    let num = 0;
    let den = 0;
    const nums = parts.num[mi];
    const dens = parts.den[mi];
    for (let i = 0; i < n; i++) {
      num += nums[queries[i]];
      den += dens[queries[i]];
    }
    return den > 0 ? num / den : 0;
  }
  let s = 0;
  for (let i = 0; i < n; i++) s += col[queries[i]];
  if (how === 'sum') return s;
  return n > 0 ? s / n : 0;
}

/** Indexes of the queries that count in means. */
export function includedQueries(run: ScoredRun): Int32Array {
  const out: number[] = [];
  for (let qi = 0; qi < run.qids.length; qi++) if (run.included[qi]) out.push(qi);
  return Int32Array.from(out);
}
