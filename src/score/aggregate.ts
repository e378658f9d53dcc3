import { MIN_GEO_MEAN, type Aggregation } from '../measures/measure.js';
import type { MeasureSpec } from '../measures/measure.js';
import { measureDef } from '../measures/registry.js';
import type { ScoredRun } from './evaluate.js';

export type Aggregate = 'macro' | 'micro';
export type { Aggregation } from '../measures/measure.js';

/**
 * How a measure's per-query values become one number, as its declaration says: count measures are summed (as
 * trec_eval's `all` line), gm_map and gm_bpref take the geometric mean, ratios of counts (P, R, Success) pool under
 * micro; everything else is a mean.
 */
export function aggregationOf(spec: MeasureSpec, aggregate: Aggregate): Aggregation {
  const def = measureDef(spec.kind);
  if (def.aggregation !== 'mean') return def.aggregation;
  return aggregate === 'micro' && def.pooled ? 'pooled' : 'mean';
}

/**
 * Aggregates column `col` of measure `mi` over the queries whose indexes are listed (already filtered to included ones).
 * Pooled (micro) aggregation reads the numerators and denominators in `parts` (the value's by default).
 * A plain left-to-right sum over queries in report order: the same bytes on every machine.
 */
export function aggregateColumn(
  run: ScoredRun,
  mi: number,
  col: Float64Array,
  queries: ArrayLike<number>,
  how: Aggregation,
  parts: { num: Float64Array[]; den: Float64Array[] } = run,
): number {
  const n = queries.length;
  switch (how) {
    case 'pooled': {
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
    case 'geometric': {
      // trec_eval: the mean of log(max(value, 0.00001)), exponentiated
      let s = 0;
      for (let i = 0; i < n; i++) s += Math.log(Math.max(col[queries[i]], MIN_GEO_MEAN));
      return n > 0 ? Math.exp(s / n) : 0;
    }
    case 'sum':
    case 'mean': {
      let s = 0;
      for (let i = 0; i < n; i++) s += col[queries[i]];
      if (how === 'sum') return s;
      return n > 0 ? s / n : 0;
    }
    default: {
      const never: never = how;
      throw new Error(`unknown aggregation ${String(never)}`);
    }
  }
}

/** Indexes of the queries that count in means. */
export function includedQueries(run: ScoredRun): Int32Array {
  const out: number[] = [];
  for (let qi = 0; qi < run.qids.length; qi++) if (run.included[qi]) out.push(qi);
  return Int32Array.from(out);
}
