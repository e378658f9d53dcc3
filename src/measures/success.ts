import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { isUnjudged, probabilityNone, relevantIn, setValue } from './lists.js';

/** Success at k: 1 when a relevant document is in the top k (trec_eval success.k). */
export const Success: MeasureDef = {
  kind: 'Success',
  aliases: ['success'],
  summary: '1 when some relevant document is in the top k, else 0',
  cutoff: 'required',
  params: relOnlyParams,
  aggregation: 'mean',
  pooled: true,
  optimistic: 'exact',
  notes: {
    expected: 'exact: 1 − P(no relevant document in the top k), hypergeometric in the group straddling k',
    optimistic: 'exact maximum: 1 when a relevant or unjudged document is in the top k',
    ties: 'exact',
  },
  trecEval: [
    {
      name: 'success',
      order: 29,
      params: 'long-cutoffs',
      defaults: [1, 5, 10],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'Success@1',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff!;
    const isRel = (g: number) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const hit = relevantIn(grades, Math.min(k, depth), rel) > 0 ? 1 : 0;
        setValue(out, hit, hit, 1);
      },
      expected(grades, depth, _q, groups, out) {
        const p = 1 - probabilityNone(grades, groups, Math.min(k, depth), isRel);
        setValue(out, p, p, 1);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        const L = Math.min(k, depth);
        const helps = relevance >= rel;
        let hit = 0;
        for (let i = 0; i < L && !hit; i++) if (grades[i] >= rel || (helps && isUnjudged(grades[i], q))) hit = 1;
        setValue(out, hit, hit, 1);
      },
    };
  },
};
