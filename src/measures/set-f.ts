import { numberParam, param, relParam, type MeasureDef } from './measure.js';
import { expectedCount } from './lists.js';
import { bindSet } from './set.js';

/** Set F (ir_measures SetF; trec_eval set_F): (β + 1)·P·R / (β·P + R) over the retrieved set, β = beta (default 1). */
export const SetF: MeasureDef = {
  kind: 'SetF',
  aliases: ['set_f', 'setf'],
  summary: 'weighted harmonic mean of set precision and set recall, (β+1)PR/(βP+R)',
  cutoff: 'none',
  params: (z) => z.strictObject({ rel: relParam(z), beta: numberParam(z).optional() }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: equal to (β+1)·a / (β·R + n), linear in the relevant count a',
    optimistic: 'exact maximum for β >= 0: every unjudged retrieved document judged relevant',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [
    {
      name: 'set_F',
      order: 34,
      params: 'doubles',
      defaults: [1.0],
      value: 'double',
      spec: ({ doubles }) => ({ params: { beta: doubles![0] } }),
    },
  ],
  example: 'SetF(beta=1)',
  bind(spec, relevance) {
    const x = param(spec, 'beta', 1.0);
    // trec_eval's arithmetic, operation by operation; its expectation is (β+1)·E[a] / (β·R + n), linear in a
    return bindSet(
      spec,
      relevance,
      (nrr, n, R) => {
        if (!nrr) return 0;
        const P = nrr / n;
        const Rr = nrr / R;
        return ((x + 1.0) * P * Rr) / (x * P + Rr);
      },
      (grades, depth, groups, hit, R) => {
        const a = expectedCount(grades, groups, depth, hit);
        return a > 0 ? ((x + 1) * a) / (x * R + depth) : 0;
      },
    );
  },
};
