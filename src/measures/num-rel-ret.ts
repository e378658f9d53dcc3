import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, relevantIn, setValue, unjudgedIn } from './lists.js';

/** Relevant documents retrieved (trec_eval num_rel_ret): summed over queries. */
export const NumRelRet: MeasureDef = {
  kind: 'NumRelRet',
  aliases: ['num_rel_ret', 'numrelret'],
  summary: 'relevant documents among the results counted; summed over queries',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'sum',
  optimistic: 'exact',
  notes: {
    expected: 'exact (linearity; only the group straddling the depth matters)',
    optimistic: 'exact maximum: plus every unjudged retrieved document',
    ties: 'exact',
  },
  trecEval: [{ name: 'num_rel_ret', order: 4, params: 'none', value: 'long', spec: () => ({ params: {} }) }],
  example: 'NumRelRet',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, _q, out) => setValue(out, relevantIn(grades, depth, rel)),
      expected: (grades, depth, _q, groups, out) =>
        setValue(
          out,
          expectedCount(grades, groups, depth, (g) => g >= rel),
        ),
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic: (grades, depth, q, relevance, out) =>
        setValue(out, relevantIn(grades, depth, rel) + (relevance >= rel ? unjudgedIn(grades, depth, q) : 0)),
    };
  },
};
