import { relOf, relParam, type MeasureDef } from './measure.js';
import {
  checkLevels,
  IdealWalk,
  levelGain,
  trecGainLevels,
  trecGainParams,
  trecPairs,
  trecGainsSpec,
} from './gains.js';
import { log2At, optimisticByCount, relevantCount, setValue } from './lists.js';

/**
 * trec_eval's Rndcg (experimental): nDCG averaged at the ranks where the ideal ranking's gain level changes (the
 * "R levels"), plus the last result when the ideal runs out before it.
 */
export const Rndcg: MeasureDef = {
  kind: 'Rndcg',
  aliases: [],
  summary: "trec_eval's nDCG averaged at the ranks where the ideal gain level changes (experimental)",
  cutoff: 'none',
  params: (z) => trecGainParams(z, { rel: relParam(z) }),
  aggregation: 'mean',
  optimistic: 'search',
  notes: {
    expected: 'none: refused under ties: expected',
    optimistic:
      "the maximum over k of judging the k highest-ranked unjudged documents relevant (not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: 'exact (an average of nDCG at fixed ranks)',
  },
  trecEval: [{ name: 'Rndcg', order: 25, params: 'pairs', value: 'double', spec: trecGainsSpec }],
  example: 'Rndcg',
  checkJudgments: checkLevels,
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const pairs = trecPairs(spec);
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        if (relevantCount(q, rel) === 0) return setValue(out, 0);
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        let dcg = 0;
        let ideal = 0;
        let sum = 0;
        let changes = 0;
        let old = walk.gain;
        // nDCG is taken where the ideal gain changes (and once more at the last result when the ideal runs out first)
        const take = () => {
          if (ideal > 0.0) {
            sum += dcg / ideal;
            changes++;
          }
        };
        const boundary = (ig: number) => {
          if (old !== ig) {
            take();
            old = ig;
          }
        };
        let i = 0;
        for (; i < depth && walk.gain > 0.0; i++) {
          const rg = gainOf(grades[i]);
          const ig = walk.next();
          boundary(ig);
          if (rg !== 0) dcg += rg / log2At(i);
          if (ig > 0.0) ideal += ig / log2At(i);
        }
        if (i < depth) {
          for (; i < depth; i++) {
            const rg = gainOf(grades[i]);
            if (rg !== 0) dcg += rg / log2At(i);
          }
          take();
        }
        for (; walk.gain > 0.0; i++) {
          const ig = walk.next();
          boundary(ig);
          if (ig > 0.0) ideal += ig / log2At(i);
        }
        setValue(out, sum / changes);
      },
      orderKey: (x) => (x >= 0 ? x : 0),
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      },
    };
  },
};
