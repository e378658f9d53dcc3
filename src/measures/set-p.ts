import { z } from 'zod';
import { boolParam, param, relOf, relParam, type MeasureDef } from './measure.js';
import { expectedCount, setValue, unjudgedIn } from './lists.js';
import { setCounts } from './set.js';

/** Set precision (ir_measures SetP; trec_eval set_P): relevant retrieved / retrieved; relative=True: / min(retrieved, R). */
export const SetP: MeasureDef = {
  kind: 'SetP',
  aliases: ['set_p', 'setp'],
  summary: 'relevant retrieved / retrieved (SetP(relative=True): / min(retrieved, R), trec_eval set_relative_P)',
  cutoff: 'none',
  params: z.strictObject({ rel: relParam, relative: boolParam.optional() }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the relevant count',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [
    { name: 'set_P', order: 30, params: 'none', value: 'double', spec: () => ({ params: {} }) },
    { name: 'set_relative_P', order: 31, params: 'none', value: 'double', spec: () => ({ params: { relative: true } }) },
  ],
  example: 'SetP',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const relative = param(spec, 'relative', false);
    const of = (nrr: number, n: number, R: number) => (relative ? (n && R ? nrr / Math.min(n, R) : 0) : n ? nrr / n : 0);
    return {
      spec, rel, exactRange: true,
      ordered(grades, depth, q, out) {
        const c = setCounts(grades, depth, q, rel);
        setValue(out, of(c.nrr, c.n, c.R));
      },
      expected(grades, depth, q, groups, out) {
        const c = setCounts(grades, depth, q, rel);
        setValue(out, of(expectedCount(grades, groups, depth, (g) => g >= rel), c.n, c.R));
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        const c = setCounts(grades, depth, q, rel);
        const u = unjudgedIn(grades, depth, q);
        setValue(out, Math.max(out.value, of(c.nrr + u, c.n, c.R + u)));
      },
    };
  },
};
