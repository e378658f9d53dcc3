import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, isUnjudged, relevantCount, relevantIn, setValue } from './lists.js';

/** R-precision: precision at rank R, R the query's relevant judgments (trec_eval Rprec; divides by R even when fewer came back). */
export const Rprec: MeasureDef = {
  kind: 'Rprec',
  aliases: ['r-prec', 'rprec'],
  summary: 'relevant documents in the top R, divided by R (R = relevant judgments of the query)',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected relevant count in the top R (linearity)',
    optimistic:
      'exact maximum: judging k unjudged documents raises R to R + k; for every k the k highest-ranked, counted in the top R + k',
    ties: 'exact',
  },
  trecEval: [{ name: 'Rprec', order: 7, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'Rprec',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const isRel = (g: number) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const R = relevantCount(q, rel);
        const c = relevantIn(grades, Math.min(R, depth), rel);
        setValue(out, R > 0 ? c / R : 0, c, R);
      },
      expected(grades, depth, q, groups, out) {
        const R = relevantCount(q, rel);
        const c = expectedCount(grades, groups, Math.min(R, depth), isRel);
        setValue(out, R > 0 ? c / R : 0, c, R);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        const R = relevantCount(q, rel);
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        // Window W = min(R + k, depth) grows with k: count judged relevant and unjudged inside it as it grows.
        let W = Math.min(R, depth);
        let jrel = 0;
        let unj = 0;
        for (let i = 0; i < W; i++) {
          if (grades[i] >= rel) jrel++;
          else if (isUnjudged(grades[i], q)) unj++;
        }
        let best = out.value;
        for (let k = 1; k <= u; k++) {
          const Wk = Math.min(R + k, depth);
          for (; W < Wk; W++) {
            if (grades[W] >= rel) jrel++;
            else if (isUnjudged(grades[W], q)) unj++;
          }
          const v = (jrel + Math.min(k, unj)) / (R + k);
          if (v > best) best = v;
        }
        setValue(out, best);
      },
    };
  },
};
