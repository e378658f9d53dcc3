import { numberParam, param, relParam, trecGainsParam, type MeasureDef, type QueryFacts } from './measure.js';
import { allUnjudgedRelevant, expectedLinear, maxOfValueAnd, setValue } from './lists.js';
import { trecPairsProblem } from './gains.js';

/**
 * Rank-biased precision (Moffat and Zobel 2008; trec_eval rbp): (1 − p) Σ_i gain_i p^(i−1). Gains as trec_eval's:
 * the grade (or trec_gains' level=gain), rescaled to [0, 1] by (gain − min) / (max − min) over the query's levels
 * when some gain lies outside it, min and max starting from 0 (as the trec_eval 10.0 build behaves: m_rbp.c reads
 * them uninitialised). With `rel=`, binary gains. The default p is ir_measures' 0.8; trec_eval's `rbp` is 0.9.
 */
export const RBP: MeasureDef = {
  kind: 'RBP',
  aliases: ['rbp'],
  summary:
    'rank-biased precision (1 − p) Σ gain·p^(rank−1); graded gains scaled to [0, 1] as trec_eval, or binary with rel=',
  cutoff: 'optional',
  params: (z) =>
    z
      .strictObject({ p: numberParam(z).optional(), rel: relParam(z), trec_gains: trecGainsParam(z).optional() })
      .superRefine((x, ctx) => {
        const problem = x.trec_gains ? trecPairsProblem(x.trec_gains) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: linear in the gains, each tie group contributes its mean gain times its weights',
    optimistic:
      'exact maximum: every unjudged document in the window judged relevant (gains are non-negative after scaling), or none when that changes the scaling',
    ties: 'exact (higher gain first / last)',
  },
  trecEval: [
    {
      name: 'rbp',
      order: 54,
      params: 'pairs',
      value: 'double',
      // trec_eval reads p from every pair named p (the last wins); the pairs also set gains
      spec: ({ pairs }) => {
        // gains come from the pairs named by a whole-number level; trec_eval ignores the others there
        const levels = (pairs ?? []).filter(([n]) => /^[+-]?\d+$/.test(n));
        return {
          params: {
            p: [...(pairs ?? [])].reverse().find(([n]) => n === 'p')?.[1] ?? 0.9,
            ...(levels.length ? { trec_gains: levels } : {}),
          },
        };
      },
    },
  ],
  example: 'RBP(p=0.8)',
  bind(spec) {
    const p = param(spec, 'p', 0.8);
    const k = spec.cutoff ?? Infinity;
    const binary = typeof spec.params.rel === 'number' ? (spec.params.rel as number) : undefined;
    const pairs = (spec.params.trec_gains as [string, number][] | undefined) ?? [];
    const listed = new Map<number, number>();
    for (const [name, v] of pairs)
      if (/^[+-]?\d+$/.test(name) && !listed.has(Number(name))) listed.set(Number(name), v);
    // trec_eval's gain table for the query: levels 0..highest judged grade, listed ones replaced, then rescaled.
    let cachedFor: Float64Array | null = null;
    let cached: (g: number) => number = () => 0;
    const gainOf = (q: QueryFacts): ((g: number) => number) => {
      if (q.judged !== cachedFor) {
        cachedFor = q.judged;
        cached = gainTable(q);
      }
      return cached;
    };
    const gainTable = (q: QueryFacts): ((g: number) => number) => {
      if (binary !== undefined) return (g) => (g >= binary ? 1 : 0);
      let top = -1;
      for (let i = 0; i < q.judged.length; i++) if (q.judged[i] >= 0 && q.judged[i] > top) top = q.judged[i];
      let min = 0;
      let max = 0;
      const raw = (g: number) => listed.get(g) ?? g;
      for (const v of listed.values()) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
      // trec_eval's table holds every level 0..top; an unlisted level's gain is the level itself, so between 0 and top
      // only the judged grades and `top` can move min and max
      for (let i = 0; i < q.judged.length; i++) {
        const g = q.judged[i];
        if (!(g >= 0)) continue;
        const v = raw(g);
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (top >= 0 && !listed.has(top) && top > max) max = top;
      const scale = min < 0 || max > 1;
      return (g) => {
        if (!(g >= 0)) return 0;
        const v = raw(g);
        return scale ? (v - min) / (max - min) : v;
      };
    };
    const L = (depth: number) => Math.min(k, depth);
    return {
      spec,
      rel: binary ?? 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const gain = gainOf(q);
        let sum = 0.0;
        let cur = 1.0;
        const n = L(depth);
        for (let i = 0; i < n; i++) {
          const gv = gain(grades[i]);
          if (gv !== 0) sum += gv * cur;
          cur = cur * p;
        }
        setValue(out, (1.0 - p) * sum);
      },
      expected(grades, depth, q, groups, out) {
        const gain = gainOf(q);
        setValue(out, (1.0 - p) * expectedLinear(grades, groups, L(depth), gain, (i) => p ** i));
      },
      orderKey: (g, q) => gainOf(q)(g),
      optimistic(grades, depth, q, relevance, out) {
        maxOfValueAnd(this, grades, depth, q, out, (o) =>
          allUnjudgedRelevant(this, grades, depth, q, relevance, L(depth), o),
        );
      },
    };
  },
};
