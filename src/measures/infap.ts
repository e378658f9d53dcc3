import { relOf, type MeasureDef, type QueryFacts, relOnlyParams } from './measure.js';
import { isUnjudged, relevantCount, setValue } from './lists.js';

const EPSILON = 0.00001; // trec_eval's INFAP_EPSILON

/**
 * Inferred AP (Yilmaz and Aslam 2006; trec_eval infAP): precision at each relevant document estimated from the judged
 * documents above it, documents outside the judgments counting as non-relevant and negative grades (trec_eval's
 * "in the pool but unjudged") as relevant in the proportion of the judged ones.
 */
export const infAP: MeasureDef = {
  kind: 'infAP',
  aliases: ['infap'],
  summary: 'inferred AP: AP estimated from a sampled pool (negative grades = pooled but not judged)',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'bound',
  notes: {
    expected: 'none: refused under ties: expected',
    optimistic:
      "upper bound: each judged relevant document's term with every unjudged document above it judged relevant (terms only rise), each newly relevant document's term at most 1, over R + u",
    ties: 'not exact: the values of the two key orders (relevant, non-relevant, outside the pool), which need not be the extremes when negative grades are tied with others',
  },
  trecEval: [{ name: 'infAP', order: 14, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'infAP',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const pooledUnjudged = (g: number, negative: string | undefined) => negative === 'unjudged' && g < 0;
    // The sum of the relevant documents' terms: those judged relevant, and (when `relevantUnjudged`) documents outside
    // the judgments counted as relevant, whose own terms go to `added`.
    const terms = (grades: Float64Array, depth: number, q: QueryFacts, relevantUnjudged: boolean) => {
      const negative = q.negative;
      let nonrel = 0;
      let relSoFar = 0;
      let unj = 0;
      let judged = 0;
      let added = 0;
      for (let j = 0; j < depth; j++) {
        const g = grades[j];
        const outside = relevantUnjudged ? isUnjudged(g, q) : g !== g;
        if (outside && !relevantUnjudged) continue;
        if (!outside && pooledUnjudged(g, negative)) {
          unj++;
          continue;
        }
        if (!outside && g < rel) nonrel++;
        else {
          relSoFar++;
          let t: number;
          if (j === 0) t = 1.0;
          else {
            const fj = j;
            t =
              1.0 / (fj + 1.0) +
              (fj / (fj + 1.0)) *
                ((relSoFar - 1 + nonrel + unj) / fj) *
                ((relSoFar - 1 + EPSILON) / (relSoFar - 1 + nonrel + 2 * EPSILON));
          }
          if (outside) added += t;
          else judged += t;
        }
      }
      return { judged, added };
    };
    return {
      spec,
      rel,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const R = relevantCount(q, rel);
        const { judged } = terms(grades, depth, q, false);
        setValue(out, R ? judged / R : judged);
      },
      orderKey: (g, q) => (g !== g ? 1 : pooledUnjudged(g, q.negative) ? 1.5 : g >= rel ? 3 : 2),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        if (u === 0) return;
        // Every unjudged document relevant maximises the judged relevant documents' terms; a new term is at most 1.
        const { judged } = terms(grades, depth, q, true);
        const R = relevantCount(q, rel);
        const ends = [R > 0 ? judged / R : 0, (judged + u) / (R + u)];
        setValue(out, Math.max(out.value, ...ends));
      },
    };
  },
};
