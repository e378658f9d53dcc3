import { z } from 'zod';
import { relOf, relParam, type MeasureDef } from './measure.js';
import { expectedCount, setValue, unjudgedIn } from './lists.js';
import { setCounts } from './set.js';

/** Set recall (ir_measures SetR; trec_eval set_recall): relevant retrieved / R. */
export const SetR: MeasureDef = {
  kind: 'SetR',
  aliases: ['set_recall', 'setr'],
  summary: 'relevant retrieved / R over the whole retrieved set',
  cutoff: 'none',
  params: z.strictObject({ rel: relParam }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the relevant count',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [{ name: 'set_recall', order: 32, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'SetR',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const of = (nrr: number, R: number) => (R ? nrr / R : 0);
    return {
      spec, rel, exactRange: true,
      ordered(grades, depth, q, out) {
        const c = setCounts(grades, depth, q, rel);
        setValue(out, of(c.nrr, c.R));
      },
      expected(grades, depth, q, groups, out) {
        setValue(out, of(expectedCount(grades, groups, depth, (g) => g >= rel), setCounts(grades, depth, q, rel).R));
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        const c = setCounts(grades, depth, q, rel);
        const u = unjudgedIn(grades, depth, q);
        setValue(out, Math.max(out.value, of(c.nrr + u, c.R + u)));
      },
    };
  },
};
