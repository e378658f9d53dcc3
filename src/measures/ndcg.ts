import type { MeasureDef } from './measure.js';
import { checkGains, gainFunction, gainParams, gainSpec, idealDcg, sharedIdealGains, trecGainsSpec } from './gains.js';
import { expectedLinear, isUnjudged, log2At, optimisticByCount, setValue } from './lists.js';

/**
 * nDCG (Järvelin and Kekäläinen; trec_eval ndcg, ndcg_cut.k): DCG = Σ gain / log2(rank + 1) over the top k, over
 * the DCG of the ideal ranking built from all judgments of the query (retrieved or not), cut at k.
 */
export const nDCG: MeasureDef = {
  kind: 'nDCG',
  aliases: ['ndcg'],
  summary:
    "DCG of the top k over the ideal DCG from all judgments; gain = grade, dcg='exp-log2' 2^grade − 1, gains={grade:gain,…}",
  cutoff: 'optional',
  params: gainParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected:
      'exact: each tie group contributes its mean gain times its discounts (linearity); the ideal does not depend on the order',
    optimistic:
      'exact maximum: judging k unjudged documents relevant adds k gains to the ideal whichever they are, so the best k are the highest-ranked in the top k; every k from 0 to the unjudged count is tried (the ideal grows too, so judging all is not always best)',
    ties: 'exact (higher gain first / last)',
  },
  trecEval: [
    { name: 'ndcg', order: 23, params: 'pairs', value: 'double', spec: trecGainsSpec },
    {
      name: 'ndcg_cut',
      order: 26,
      params: 'long-cutoffs',
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1000],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'nDCG@10',
  checkJudgments: checkGains,
  bind(spec) {
    const g = gainSpec(spec);
    const gain = gainFunction(g);
    const k = spec.cutoff ?? Infinity;
    const key = {};
    const window = (depth: number) => Math.min(k, depth);
    const dcgOf = (grades: Float64Array, L: number) => {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const v = gain(grades[i]);
        if (v !== 0) s += v / log2At(i);
      }
      return s;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const ideal = idealDcg(key, g, gain, q, k);
        setValue(out, ideal > 0 ? dcgOf(grades, window(depth)) / ideal : 0);
      },
      expected(grades, depth, q, groups, out) {
        const ideal = idealDcg(key, g, gain, q, k);
        setValue(
          out,
          ideal > 0 ? expectedLinear(grades, groups, window(depth), gain, (i) => 1 / log2At(i)) / ideal : 0,
        );
      },
      orderKey: (x) => gain(x),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        const gr = gain(relevance);
        if (!(gr > 0)) return;
        const L = window(depth);
        // trec_eval's ideal order is not always the sorted one: search k directly.
        if (g.type === 'trec') return optimisticByCount(this, grades, depth, q, relevance, out);
        // The ideal with s more documents of gain gr: the judged gains above gr keep their places, the s copies follow,
        // the judged gains below gr move down by s. Only those below shift, so each s costs their number (capped at k).
        const ideal = sharedIdealGains(g, gain, q);
        let above = 0;
        let aboveSum = 0;
        while (above < ideal.length && ideal[above] >= gr) {
          if (above < k) aboveSum += ideal[above] / log2At(above);
          above++;
        }
        const below = ideal.slice(above);
        let dcg = dcgOf(grades, L);
        let copies = 0;
        let best = out.value;
        for (let i = 0; i < L; i++) {
          if (!isUnjudged(grades[i], q)) continue;
          dcg += gr / log2At(i);
          const pos = above + copies;
          if (pos < k) aboveSum += gr / log2At(pos);
          copies++;
          let lowSum = 0;
          for (let t = 0; t < below.length && above + copies + t < k; t++)
            lowSum += below[t] / log2At(above + copies + t);
          const v = dcg / (aboveSum + lowSum);
          if (v > best) best = v;
        }
        setValue(out, best);
      },
    };
  },
};
