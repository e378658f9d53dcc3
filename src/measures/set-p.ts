import { boolParam, param, relParam, type MeasureDef } from './measure.js';
import { bindSet } from './set.js';

/** Set precision (ir_measures SetP; trec_eval set_P): relevant retrieved / retrieved; relative=True: / min(retrieved, R). */
export const SetP: MeasureDef = {
  kind: 'SetP',
  aliases: ['set_p', 'setp'],
  summary: 'relevant retrieved / retrieved (SetP(relative=True): / min(retrieved, R), trec_eval set_relative_P)',
  cutoff: 'none',
  params: (z) => z.strictObject({ rel: relParam(z), relative: boolParam(z).optional() }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the relevant count',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [
    { name: 'set_P', order: 30, params: 'none', value: 'double', spec: () => ({ params: {} }) },
    {
      name: 'set_relative_P',
      order: 31,
      params: 'none',
      value: 'double',
      spec: () => ({ params: { relative: true } }),
    },
  ],
  example: 'SetP',
  bind(spec, relevance) {
    const relative = param(spec, 'relative', false);
    return bindSet(spec, relevance, (nrr, n, R) => (relative ? (n && R ? nrr / Math.min(n, R) : 0) : n ? nrr / n : 0));
  },
};
