import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { interpolatedAt, interpolatedBound, recallCutoff } from './interpolated.js';
import { relevantCount, setValue } from './lists.js';

/** Interpolated precision at a recall level (ir_measures IPrec@r; trec_eval iprec_at_recall). */
export const IPrec: MeasureDef = {
  kind: 'IPrec',
  aliases: ['iprec_at_recall', 'iprec'],
  summary:
    'interpolated precision at recall level r (IPrec@0.1): the best precision at or below the rank where recall reaches r',
  cutoff: 'required',
  cutoffKind: 'fraction',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'bound',
  notes: {
    expected: 'none (a maximum over ranks has no closed form): refused under ties: expected',
    optimistic:
      'upper bound: every unjudged document judged relevant, with the recall level counted against the original R (judging only raises R)',
    ties: 'exact (precision at every rank rises when a relevant document moves up)',
  },
  trecEval: [
    {
      name: 'iprec_at_recall',
      order: 10,
      params: 'double-cutoffs',
      defaults: [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'IPrec@0.1',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const level = spec.cutoff!;
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        setValue(out, interpolatedAt(grades, depth, rel, recallCutoff(level, relevantCount(q, rel)), q));
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        setValue(out, Math.max(out.value, interpolatedBound(grades, depth, rel, level, q)));
      },
    };
  },
};
