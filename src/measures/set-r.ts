import { type MeasureDef, relOnlyParams } from './measure.js';
import { bindSet } from './set.js';

/** Set recall (ir_measures SetR; trec_eval set_recall): relevant retrieved / R. */
export const SetR: MeasureDef = {
  kind: 'SetR',
  aliases: ['set_recall', 'setr'],
  summary: 'relevant retrieved / R over the whole retrieved set',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the relevant count',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [{ name: 'set_recall', order: 32, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'SetR',
  bind: (spec, relevance) => bindSet(spec, relevance, (nrr, _n, R) => (R ? nrr / R : 0)),
};
