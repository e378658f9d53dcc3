import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, isUnjudged, relevantCount, relevantIn, setValue } from './lists.js';

/** Recall: relevant documents retrieved (in the top k) over all relevant judgments of the query (trec_eval recall.k). */
export const R: MeasureDef = {
  kind: 'R',
  aliases: ['recall'],
  summary: 'relevant documents in the top k (or retrieved), divided by all relevant judgments of the query',
  cutoff: 'optional',
  params: relOnlyParams,
  aggregation: 'mean',
  pooled: true,
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected relevant count (linearity), over R',
    optimistic:
      'exact maximum: the unjudged documents in the top k judged relevant, none below (they would only raise R)',
    ties: 'exact',
  },
  trecEval: [
    {
      name: 'recall',
      order: 13,
      params: 'long-cutoffs',
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1000],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'R@100',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g: number) => g >= rel;
    const window = (depth: number) => (k === undefined ? depth : Math.min(k, depth));
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const R = relevantCount(q, rel);
        const c = relevantIn(grades, window(depth), rel);
        setValue(out, R > 0 ? c / R : 0, c, R);
      },
      expected(grades, depth, q, groups, out) {
        const R = relevantCount(q, rel);
        const c = expectedCount(grades, groups, window(depth), isRel);
        setValue(out, R > 0 ? c / R : 0, c, R);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        if (relevance < rel) return this.ordered(grades, depth, q, out);
        const L = window(depth);
        // relevantIn's and unjudgedIn's counts in one pass over the window (R@1000 reads a thousand positions).
        let judgedRelevant = 0;
        let u = 0;
        for (let i = 0; i < L; i++) {
          const g = grades[i];
          if (g >= rel) judgedRelevant++;
          if (isUnjudged(g, q)) u++;
        }
        const R = relevantCount(q, rel) + u;
        const c = judgedRelevant + u;
        setValue(out, R > 0 ? c / R : 0, c, R);
      },
    };
  },
};
