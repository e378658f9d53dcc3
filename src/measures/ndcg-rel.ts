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
import { log2At, optimisticByCount, setValue } from './lists.js';

/** trec_eval's ndcg_rel (experimental): nDCG averaged at each relevant document's rank; unretrieved ones at the end. */
export const NdcgRel: MeasureDef = {
  kind: 'ndcg_rel',
  aliases: [],
  summary: "trec_eval's nDCG averaged over the ranks of relevant documents (experimental)",
  cutoff: 'none',
  params: (z) => trecGainParams(z, {}),
  aggregation: 'mean',
  optimistic: 'search',
  notes: {
    expected: 'none: refused under ties: expected',
    optimistic:
      "the maximum over k of judging the k highest-ranked unjudged documents relevant (not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: 'the values of the two key orders (it is not monotone in them)',
  },
  trecEval: [{ name: 'ndcg_rel', order: 24, params: 'pairs', value: 'double', spec: trecGainsSpec }],
  example: 'ndcg_rel',
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
        let dcg = 0;
        let ideal = 0;
        let sum = 0;
        let numRelRet = 0;
        let numRel = 0;
        let i = 0;
        for (; i < depth && walk.gain > 0.0; i++) {
          const rg = gainOf(grades[i]);
          if (rg !== 0) dcg += rg / log2At(i);
          const ig = walk.next();
          if (ig > 0.0) {
            numRel++;
            ideal += ig / log2At(i);
          }
          if (rg > 0) {
            sum += dcg / ideal;
            numRelRet++;
          }
        }
        for (; i < depth; i++) {
          const rg = gainOf(grades[i]);
          if (rg !== 0) dcg += rg / log2At(i);
          if (rg > 0) {
            sum += dcg / ideal;
            numRelRet++;
          }
        }
        for (; walk.gain > 0.0; i++) {
          const ig = walk.next();
          if (ig > 0.0) {
            numRel++;
            ideal += ig / log2At(i);
          }
        }
        sum += ((numRel - numRelRet) * dcg) / ideal;
        setValue(out, sum > 0.0 ? sum / numRel : 0);
      },
      orderKey: (x) => (x >= 0 ? x : 0),
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      },
    };
  },
};
