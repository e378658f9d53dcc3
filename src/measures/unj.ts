import { noParams, type MeasureDef } from './measure.js';
import { expectedCount, isUnjudged, setValue, unjudgedIn } from './lists.js';

/** trec_eval's unj: unjudged documents in the top k, divided by k (under `condensed`, as trec_eval -J, none are left). */
export const Unj: MeasureDef = {
  kind: 'unj',
  aliases: ['unjudged'],
  summary: 'unjudged documents in the top k, divided by k',
  cutoff: 'required',
  params: noParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected unjudged count in the top k (linearity)',
    optimistic: 'the value: judging documents only lowers it',
    ties: 'exact',
  },
  trecEval: [
    {
      name: 'unj',
      order: 56,
      params: 'long-cutoffs',
      defaults: [5, 10, 20],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'unj@10',
  bind(spec) {
    const k = spec.cutoff!;
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, unjudgedIn(grades, Math.min(k, depth), q) / k),
      expected: (grades, depth, q, groups, out) =>
        setValue(out, expectedCount(grades, groups, Math.min(k, depth), (g) => isUnjudged(g, q)) / k),
      orderKey: (g, q) => (isUnjudged(g, q) ? 1 : 0),
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      },
    };
  },
};
