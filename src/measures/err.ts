import { numberParam, param, type MeasureDef } from './measure.js';
import { allUnjudgedRelevant, maxOfValueAnd, setValue } from './lists.js';

/**
 * Expected reciprocal rank (Chapelle et al. 2009): Σ_i (1/i) R_i Π_{j<i} (1 − R_j) over the top k, with satisfaction
 * R = (2^grade − 1) / 2^max. `max` is the highest grade in the judgments file by default; `ERR(max=4)` fixes it as
 * gdeval does (and so ir_measures, which runs gdeval: on TREC DL 2019, grades 0–3, its ERR@10 divides by 2^4 where
 * the default divides by 2^3). Grades above a fixed max count as max.
 */
export const ERR: MeasureDef = {
  kind: 'ERR',
  aliases: ['err'],
  summary:
    "expected reciprocal rank, satisfaction (2^grade − 1) / 2^max; max = the judgments' highest grade, or ERR(max=4) as gdeval and ir_measures",
  cutoff: 'required',
  params: (z) => z.strictObject({ max: numberParam(z).optional() }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: per tie group, means of elementary symmetric polynomials of the non-satisfaction probabilities',
    optimistic:
      'exact maximum: ERR rises with every satisfaction probability, so every unjudged document in the top k judged relevant (or none, when that would raise the default max)',
    ties: 'exact (higher grade first / last)',
  },
  example: 'ERR@10',
  bind(spec) {
    const k = spec.cutoff!;
    const fixed = param<number | undefined>(spec, 'max', undefined);
    const top = (q: { maxGrade: number }) => fixed ?? q.maxGrade;
    const prob = (g: number, max: number) => {
      if (!(g > 0) || !(max > 0)) return 0;
      return (2 ** Math.min(g, max) - 1) / 2 ** max;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const L = Math.min(k, depth);
        const max = top(q);
        let s = 0;
        let notYet = 1;
        for (let i = 0; i < L; i++) {
          const p = prob(grades[i], max);
          s += (notYet * p) / (i + 1);
          notYet *= 1 - p;
        }
        setValue(out, s);
      },
      expected(grades, depth, q, groups, out) {
        const L = Math.min(k, depth);
        const max = top(q);
        const { starts, count } = groups;
        let s = 0;
        let notYet = 1;
        for (let gi = 0; gi < count && notYet > 0; gi++) {
          const a = starts[gi];
          if (a >= L) break;
          const b = starts[gi + 1];
          const size = b - a;
          const probs: number[] = [];
          for (let i = a; i < b; i++) probs.push(prob(grades[i], max));
          const T = Math.min(size, L - a);
          // Distinct satisfaction levels are few (one per grade): the symmetric means are computed per level.
          const levels = [...new Set(probs)].sort((x, y) => x - y);
          let e = 0;
          for (const v of levels) {
            if (v === 0) continue;
            const n = probs.filter((p) => p === v).length;
            const others: number[] = [];
            let skipped = false;
            for (const p of probs) {
              if (p === v && !skipped) {
                skipped = true;
                continue;
              }
              others.push(1 - p);
            }
            const means = meanElementarySymmetric(others, T - 1);
            let part = 0;
            for (let t = 0; t < T; t++) part += means[t] / (a + t + 1);
            e += (n / size) * v * part;
          }
          s += notYet * e;
          for (const p of probs) notYet *= 1 - p;
        }
        setValue(out, s);
      },
      orderKey: (g) => (g > 0 ? g : 0),
      optimistic(grades, depth, q, relevance, out) {
        maxOfValueAnd(this, grades, depth, q, out, (o) =>
          allUnjudgedRelevant(this, grades, depth, q, relevance, Math.min(k, depth), o),
        );
      },
    };
  },
};

/** E[product of a uniformly random t-subset of xs] for t = 0..maxT, by a convex-combination recurrence (stable). */
function meanElementarySymmetric(xs: number[], maxT: number): Float64Array {
  const E = new Float64Array(Math.max(maxT, 0) + 1);
  E[0] = 1;
  for (let n = 0; n < xs.length; n++) {
    const x = xs[n];
    const top = Math.min(n + 1, maxT);
    for (let s = top; s >= 1; s--) {
      E[s] = ((n + 1 - s) / (n + 1)) * (s <= n ? E[s] : 0) + (s / (n + 1)) * x * E[s - 1];
    }
  }
  return E;
}
