import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, relevantIn, setValue, unjudgedIn } from './lists.js';

/** Precision at k: relevant documents in the top k divided by k (trec_eval P.k; missing ranks count as non-relevant). */
export const P: MeasureDef = {
  kind: 'P',
  aliases: ['precision'],
  summary: 'relevant documents in the top k, divided by k (missing ranks count as non-relevant)',
  cutoff: 'required',
  params: relOnlyParams,
  aggregation: 'mean',
  pooled: true,
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected relevant count in the top k (linearity), over k',
    optimistic: 'exact maximum: every unjudged document in the top k judged relevant',
    ties: 'exact (relevant first / last)',
  },
  trecEval: [
    {
      name: 'P',
      order: 11,
      params: 'long-cutoffs',
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1000],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'P@5',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff!;
    const isRel = (g: number) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const c = relevantIn(grades, Math.min(k, depth), rel);
        setValue(out, c / k, c, k);
      },
      expected(grades, depth, _q, groups, out) {
        const c = expectedCount(grades, groups, Math.min(k, depth), isRel);
        setValue(out, c / k, c, k);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        if (relevance < rel) return this.ordered(grades, depth, q, out);
        const L = Math.min(k, depth);
        const c = relevantIn(grades, L, rel) + unjudgedIn(grades, L, q);
        setValue(out, c / k, c, k);
      },
    };
  },
};
