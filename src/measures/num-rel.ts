import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { relevantCount, setValue, unjudgedIn } from './lists.js';

/** Relevant judgments of the query (trec_eval num_rel): summed over queries. */
export const NumRel: MeasureDef = {
  kind: 'NumRel',
  aliases: ['num_rel', 'numrel'],
  summary: 'relevant judgments of the query (retrieved or not); summed over queries',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'sum',
  optimistic: 'exact',
  notes: {
    expected: 'exact (does not depend on the order)',
    optimistic: 'exact maximum: plus every unjudged retrieved document',
    ties: 'none',
  },
  trecEval: [{ name: 'num_rel', order: 3, params: 'none', value: 'long', spec: () => ({ params: {} }) }],
  example: 'NumRel',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (_g, _d, q, out) => setValue(out, relevantCount(q, rel)),
      expected: (_g, _d, q, _groups, out) => setValue(out, relevantCount(q, rel)),
      orderKey: () => 0,
      optimistic: (grades, depth, q, relevance, out) =>
        setValue(out, relevantCount(q, rel) + (relevance >= rel ? unjudgedIn(grades, depth, q) : 0)),
    };
  },
};
