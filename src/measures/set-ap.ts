import { z } from 'zod';
import { relOf, relParam, type MeasureDef } from './measure.js';
import { countVariance, expectedCount, setValue, unjudgedIn } from './lists.js';
import { setCounts } from './set.js';

/** Unranked set AP (ir_measures SetAP; trec_eval set_map): relevant retrieved² / (retrieved · R). */
export const SetAP: MeasureDef = {
  kind: 'SetAP',
  aliases: ['set_map', 'setap'],
  summary: 'set precision × set recall: relevant retrieved² / (retrieved · R)',
  cutoff: 'none',
  params: z.strictObject({ rel: relParam }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: E[count²] = variance + mean², the straddling tie group hypergeometric',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant ((a+k)²/(n(R+k)) rises with k)',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [{ name: 'set_map', order: 33, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'SetAP',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const of = (sq: number, n: number, R: number) => (n && R ? sq / (n * R) : 0);
    return {
      spec, rel, exactRange: true,
      ordered(grades, depth, q, out) {
        const c = setCounts(grades, depth, q, rel);
        setValue(out, of(c.nrr * c.nrr, c.n, c.R));
      },
      expected(grades, depth, q, groups, out) {
        const c = setCounts(grades, depth, q, rel);
        const hit = (g: number) => g >= rel;
        const e = expectedCount(grades, groups, depth, hit);
        setValue(out, of(countVariance(grades, groups, depth, hit) + e * e, c.n, c.R));
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        const c = setCounts(grades, depth, q, rel);
        const u = unjudgedIn(grades, depth, q);
        setValue(out, Math.max(out.value, of((c.nrr + u) * (c.nrr + u), c.n, c.R + u)));
      },
    };
  },
};
