import { noParams, type MeasureDef } from './measure.js';
import { setValue } from './lists.js';

/** Results counted for the query (trec_eval num_ret): summed over queries, not averaged. */
export const NumRet: MeasureDef = {
  kind: 'NumRet',
  aliases: ['num_ret', 'numret'],
  summary: 'results counted for the query (up to the policy depth); summed over queries',
  cutoff: 'none',
  params: noParams,
  aggregation: 'sum',
  optimistic: 'exact',
  notes: {
    expected: 'exact (does not depend on the order)',
    optimistic: 'the value (judging changes nothing)',
    ties: 'none',
  },
  trecEval: [{ name: 'num_ret', order: 2, params: 'none', value: 'long', spec: () => ({ params: {} }) }],
  example: 'NumRet',
  bind(spec) {
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (_g, depth, _q, out) => setValue(out, depth),
      expected: (_g, depth, _q, _groups, out) => setValue(out, depth),
      orderKey: () => 0,
      optimistic: (_g, depth, _q, _r, out) => setValue(out, depth),
    };
  },
};
