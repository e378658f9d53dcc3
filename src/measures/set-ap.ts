import { type MeasureDef, relOnlyParams } from './measure.js';
import { countVariance, expectedCount } from './lists.js';
import { bindSet } from './set.js';

/** Unranked set AP (ir_measures SetAP; trec_eval set_map): relevant retrieved² / (retrieved · R). */
export const SetAP: MeasureDef = {
  kind: 'SetAP',
  aliases: ['set_map', 'setap'],
  summary: 'set precision × set recall: relevant retrieved² / (retrieved · R)',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: E[count²] = variance + mean², the straddling tie group hypergeometric',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant ((a+k)²/(n(R+k)) rises with k)',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [{ name: 'set_map', order: 33, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'SetAP',
  bind: (spec, relevance) =>
    bindSet(
      spec,
      relevance,
      (nrr, n, R) => (n && R ? (nrr * nrr) / (n * R) : 0),
      (grades, depth, groups, hit, R) => {
        // E[nrr²] = Var + E[nrr]²: only the tie group straddling the depth is random
        const e = expectedCount(grades, groups, depth, hit);
        return depth && R ? (countVariance(grades, groups, depth, hit) + e * e) / (depth * R) : 0;
      },
    ),
};
