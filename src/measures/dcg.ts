import type { MeasureDef } from './measure.js';
import { checkGains, gainFunction, gainParams, gainSpec, trecGainsSpec } from './gains.js';
import { expectedLinear, isUnjudged, log2At, setValue } from './lists.js';

/** Discounted cumulative gain, not normalised (trec_eval dcg): Σ gain / log2(rank + 1) over the top k. */
export const DCG: MeasureDef = {
  kind: 'DCG',
  aliases: ['dcg'],
  summary: "Σ gain / log2(rank + 1) over the top k, not normalised (gains as nDCG's)",
  cutoff: 'optional',
  params: gainParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: each tie group contributes its mean gain times its discounts (linearity)',
    optimistic: 'exact maximum: every unjudged document in the top k judged relevant (no ideal to raise)',
    ties: 'exact (higher gain first / last)',
  },
  trecEval: [{ name: 'dcg', order: 21, params: 'pairs', value: 'double', spec: trecGainsSpec }],
  example: 'DCG@10',
  checkJudgments: checkGains,
  bind(spec) {
    const gain = gainFunction(gainSpec(spec));
    const k = spec.cutoff ?? Infinity;
    const sum = (grades: Float64Array, L: number, extra: (g: number) => number) => {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const v = extra(grades[i]);
        if (v !== 0) s += v / log2At(i);
      }
      return s;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (grades, depth, _q, out) => setValue(out, sum(grades, Math.min(k, depth), gain)),
      expected: (grades, depth, _q, groups, out) =>
        setValue(
          out,
          expectedLinear(grades, groups, Math.min(k, depth), gain, (i) => 1 / log2At(i)),
        ),
      orderKey: (g) => gain(g),
      optimistic(grades, depth, q, relevance, out) {
        const gr = Math.max(gain(relevance), 0);
        setValue(
          out,
          sum(grades, Math.min(k, depth), (g) => (isUnjudged(g, q) ? gr : gain(g))),
        );
      },
    };
  },
};
