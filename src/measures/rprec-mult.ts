import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, isUnjudged, relevantCount, relevantIn, setValue } from './lists.js';

let prefRel = new Int32Array(1024);
let prefUnj = new Int32Array(1024);

/**
 * trec_eval's Rprec_mult: precision at rank c = (long)(m · R + 0.9) for a multiple m of R (Rprec_mult@0.2); past the
 * last result, relevant retrieved / c.
 */
export const RprecMult: MeasureDef = {
  kind: 'Rprec_mult',
  aliases: ['rprecmult'],
  summary: 'precision at rank ⌊m·R + 0.9⌋ for a multiple m of R (Rprec_mult@0.2 … @2.0)',
  cutoff: 'required',
  cutoffKind: 'fraction',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected relevant count in the top c (linearity)',
    optimistic:
      'exact maximum: for every k, the k highest-ranked unjudged documents judged relevant (c grows with R + k)',
    ties: 'exact',
  },
  trecEval: [
    {
      name: 'Rprec_mult',
      order: 16,
      params: 'double-cutoffs',
      defaults: [0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'Rprec_mult@0.5',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const m = spec.cutoff!;
    const rank = (R: number) => Math.trunc(m * R + 0.9);
    const isRel = (g: number) => g >= rel;
    const fromCount = (count: number, c: number) => (c > 0 ? count / c : 0);
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const c = rank(relevantCount(q, rel));
        setValue(out, fromCount(relevantIn(grades, Math.min(Math.max(c, 0), depth), rel), c));
      },
      expected(grades, depth, q, groups, out) {
        const c = rank(relevantCount(q, rel));
        setValue(out, fromCount(expectedCount(grades, groups, Math.min(Math.max(c, 0), depth), isRel), c));
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        const R = relevantCount(q, rel);
        let best = out.value;
        // prefix counts of judged relevant and unjudged documents, so each k costs O(1)
        if (prefRel.length < depth + 1) {
          prefRel = new Int32Array(depth * 2 + 1);
          prefUnj = new Int32Array(depth * 2 + 1);
        }
        for (let i = 0; i < depth; i++) {
          prefRel[i + 1] = prefRel[i] + (grades[i] >= rel ? 1 : 0);
          prefUnj[i + 1] = prefUnj[i] + (isUnjudged(grades[i], q) ? 1 : 0);
        }
        const u = prefUnj[depth];
        for (let k = 1; k <= u; k++) {
          const c = rank(R + k);
          const W = Math.min(Math.max(c, 0), depth);
          const v = fromCount(prefRel[W] + Math.min(k, prefUnj[W]), c);
          if (v > best) best = v;
        }
        setValue(out, best);
      },
    };
  },
};
