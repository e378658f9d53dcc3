import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, relevantCount, relevantIn, setValue, unjudgedIn } from './lists.js';

/** trec_eval's relative_P: precision at k over the best precision possible at k, rel@k / min(k, R). */
export const RelativeP: MeasureDef = {
  kind: 'relative_P',
  aliases: ['relativep'],
  summary: 'relevant documents in the top k over min(k, R): precision up to R, recall after',
  cutoff: 'required',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: expected relevant count in the top k (linearity)',
    optimistic: 'exact maximum: every unjudged document in the top k judged relevant, none below',
    ties: 'exact',
  },
  trecEval: [
    {
      name: 'relative_P',
      order: 28,
      params: 'long-cutoffs',
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1000],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'relative_P@10',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff!;
    const of = (c: number, R: number) => (R > 0 ? c / Math.min(k, R) : 0);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, q, out) =>
        setValue(out, of(relevantIn(grades, Math.min(k, depth), rel), relevantCount(q, rel))),
      expected: (grades, depth, q, groups, out) =>
        setValue(
          out,
          of(
            expectedCount(grades, groups, Math.min(k, depth), (g) => g >= rel),
            relevantCount(q, rel),
          ),
        ),
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        const L = Math.min(k, depth);
        const u = unjudgedIn(grades, L, q);
        setValue(out, Math.max(out.value, of(relevantIn(grades, L, rel) + u, relevantCount(q, rel) + u)));
      },
    };
  },
};
