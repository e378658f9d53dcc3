import type { MeasureDef } from './measure.js';
import {
  checkLevels,
  IdealWalk,
  levelGain,
  trecGainLevels,
  trecGainParams,
  trecPairs,
  trecGainsSpec,
} from './gains.js';
import { optimisticByCount, setValue } from './lists.js';

/**
 * trec_eval's G (an experimental normalised gain): each document's gain over log2(2 + ideal cost so far − gain so
 * far), summed, over the ideal ranking's total gain. Gains as trec_eval's (trec_gains='1=3,2=9': listed levels,
 * every other level its grade).
 */
export const G: MeasureDef = {
  kind: 'G',
  aliases: [],
  summary: "trec_eval's normalised gain G (experimental); gains trec_gains='level=gain,…'",
  cutoff: 'none',
  params: (z) => trecGainParams(z, {}),
  aggregation: 'mean',
  optimistic: 'search',
  notes: {
    expected: 'none: refused under ties: expected',
    optimistic:
      "the maximum over k of judging the k highest-ranked unjudged documents relevant (one evaluation per k; not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: 'the values of the two key orders (higher gain first / last)',
  },
  trecEval: [{ name: 'G', order: 20, params: 'pairs', value: 'double', spec: trecGainsSpec }],
  example: 'G',
  checkJudgments: checkLevels,
  bind(spec) {
    const pairs = trecPairs(spec);
    return {
      spec,
      rel: 1,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        const minCost = 1.0;
        let resultsG = 0;
        let sumResults = 0;
        let sumIdeal = 0;
        let sumCost = 0;
        let i = 0;
        for (; i < depth && walk.gain > 0.0; i++) {
          const rg = gainOf(grades[i]);
          sumResults += rg;
          const ideal = walk.next();
          if (ideal > 0.0) sumIdeal += ideal;
          if (ideal >= minCost) sumCost += ideal;
          else sumCost += minCost;
          if (rg !== 0) resultsG += rg / Math.log2(2 + sumCost - sumResults);
        }
        for (; i < depth; i++) {
          const rg = gainOf(grades[i]);
          sumResults += rg;
          sumCost += minCost;
          if (rg !== 0) resultsG += rg / Math.log2(2 + sumCost - sumResults);
        }
        while (walk.gain > 0.0) {
          const ideal = walk.next();
          if (ideal > 0.0) sumIdeal += ideal;
        }
        setValue(out, sumIdeal > 0.0 ? resultsG / sumIdeal : 0);
      },
      orderKey: (x) => (x >= 0 ? x : 0),
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      },
    };
  },
};
