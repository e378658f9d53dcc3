import { numberParam, param, relOf, relParam, type MeasureDef } from './measure.js';
import { expectedCount, relevantCount, relevantIn, setValue, unjudgedIn } from './lists.js';

/**
 * trec_eval's utility: a·(relevant retrieved) + b·(non-relevant retrieved) + c·(relevant not retrieved) +
 * d·(non-relevant not retrieved), the last over a collection of `docs` documents (trec_eval -N); default a=1, b=−1.
 */
export const Utility: MeasureDef = {
  kind: 'utility',
  aliases: [],
  summary: 'set utility a·rel_ret + b·nonrel_ret + c·rel_not_ret + d·nonrel_not_ret (default 1, −1, 0, 0)',
  cutoff: 'none',
  params: (z) =>
    z.strictObject({
      rel: relParam(z),
      a: numberParam(z).optional(),
      b: numberParam(z).optional(),
      c: numberParam(z).optional(),
      d: numberParam(z).optional(),
      docs: numberParam(z).optional(),
    }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the relevant count',
    optimistic: 'exact maximum: every unjudged retrieved document judged relevant when a > b, none otherwise',
    ties: 'exact (only the group straddling the depth matters)',
  },
  trecEval: [
    {
      name: 'utility',
      order: 17,
      params: 'doubles',
      defaults: [1.0, -1.0, 0.0, 0.0],
      value: 'double',
      spec: ({ doubles }) => ({ params: { a: doubles![0], b: doubles![1], c: doubles![2], d: doubles![3] } }),
    },
  ],
  example: 'utility(a=2,b=-1)',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const [a, b, c, d] = (['a', 'b', 'c', 'd'] as const).map((k, i) => param(spec, k, [1, -1, 0, 0][i]));
    const docs = param(spec, 'docs', 0);
    const value = (nrr: number, n: number, R: number) =>
      a * nrr + b * (n - nrr) + c * (R - nrr) + d * (docs + nrr - n - R);
    const slope = a - b - c + d;
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, q, out) =>
        setValue(out, value(relevantIn(grades, depth, rel), depth, relevantCount(q, rel))),
      expected: (grades, depth, q, groups, out) =>
        setValue(
          out,
          value(
            expectedCount(grades, groups, depth, (g) => g >= rel),
            depth,
            relevantCount(q, rel),
          ),
        ),
      orderKey: (g) => (g >= rel ? slope : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel || !(a > b)) return;
        const u = unjudgedIn(grades, depth, q);
        setValue(out, Math.max(out.value, value(relevantIn(grades, depth, rel) + u, depth, relevantCount(q, rel) + u)));
      },
    };
  },
};
