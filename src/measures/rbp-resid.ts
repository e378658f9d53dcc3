import { numberParam, param, type MeasureDef } from './measure.js';
import { expectedLinear, isUnjudged, probabilityNone, setValue } from './lists.js';

/**
 * trec_eval's rbp_resid: how much RBP could still rise if every unjudged result (and everything past the last) had
 * gain 1: p^n + (1 − p) Σ_{unjudged i} p^(i−1); 0 when no result is unjudged (as trec_eval, which then ignores the
 * tail past the last result). Default p 0.9 as trec_eval.
 */
export const RbpResid: MeasureDef = {
  kind: 'rbp_resid',
  aliases: ['rbpresid'],
  summary: "RBP's residual from unjudged results: p^n + (1 − p) Σ p^(rank−1) over unjudged (0 when none)",
  cutoff: 'none',
  params: (z) => z.strictObject({ p: numberParam(z).optional() }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the unjudged positions, times P(some result is unjudged)',
    optimistic: 'the value: judging documents only lowers the residual',
    ties: 'exact (unjudged first / last)',
  },
  trecEval: [
    {
      name: 'rbp_resid',
      order: 55,
      params: 'pairs',
      value: 'double',
      spec: ({ pairs }) => ({ params: { p: [...(pairs ?? [])].reverse().find(([n]) => n === 'p')?.[1] ?? 0.9 } }),
    },
  ],
  example: 'rbp_resid(p=0.9)',
  bind(spec) {
    const p = param(spec, 'p', 0.9);
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        let unj = 0;
        let sum = 0.0;
        let cur = 1.0;
        for (let i = 0; i < depth; i++) {
          if (isUnjudged(grades[i], q)) {
            unj++;
            sum += cur;
          }
          cur = cur * p;
        }
        setValue(out, unj ? cur + (1 - p) * sum : 0);
      },
      expected(grades, depth, q, groups, out) {
        const hit = (g: number) => isUnjudged(g, q);
        let tail = 1.0;
        for (let i = 0; i < depth; i++) tail *= p;
        const some = 1 - probabilityNone(grades, groups, depth, hit);
        const sum = expectedLinear(
          grades,
          groups,
          depth,
          (g) => (hit(g) ? 1 : 0),
          (i) => p ** i,
        );
        setValue(out, tail * some + (1 - p) * sum);
      },
      orderKey: (g, q) => (isUnjudged(g, q) ? 1 : 0),
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      },
    };
  },
};
