import { noParams, type MeasureDef } from './measure.js';
import { expectedCount, isUnjudged, setValue, unjudgedIn } from './lists.js';

/** Judged at k: judged documents in the top k, divided by k (ir_measures Judged; sees unjudged documents under `condensed`). */
export const Judged: MeasureDef = {
  kind: 'Judged',
  aliases: ['judged'],
  summary: 'judged documents in the top k, divided by k',
  cutoff: 'required',
  params: noParams,
  aggregation: 'mean',
  seesUnjudged: true,
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected judged count in the top k (linearity)',
    optimistic: 'exact maximum: every document in the top k judged',
    ties: 'exact',
  },
  example: 'Judged@10',
  bind(spec) {
    const k = spec.cutoff!;
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const L = Math.min(k, depth);
        const c = L - unjudgedIn(grades, L, q);
        setValue(out, c / k, c, k);
      },
      expected(grades, depth, q, groups, out) {
        const c = expectedCount(grades, groups, Math.min(k, depth), (g) => !isUnjudged(g, q));
        setValue(out, c / k, c, k);
      },
      orderKey: (g, q) => (isUnjudged(g, q) ? 0 : 1),
      optimistic(_grades, depth, _q, _relevance, out) {
        const c = Math.min(k, depth);
        setValue(out, c / k, c, k);
      },
    };
  },
};
