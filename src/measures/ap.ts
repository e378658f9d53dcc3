import { relOf, type BoundMeasure, type MeasureDef, type MeasureSpec, relOnlyParams } from './measure.js';
import { isUnjudged, relevantCount, setValue } from './lists.js';

/**
 * Average precision (trec_eval map, map_cut.k): the precision at each relevant retrieved document, summed, over R
 * (relevant documents never retrieved add 0; the cutoff limits the ranks, not R).
 */
export const AP: MeasureDef = {
  kind: 'AP',
  aliases: ['map', 'ap'],
  summary: 'precision at each relevant retrieved document, summed and divided by R (trec_eval map / map_cut)',
  cutoff: 'optional',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: E[rel_i · relevant above i] from pairwise co-occurrence within a tie group',
    optimistic:
      'exact maximum over k of judging the k highest-ranked unjudged documents in the window relevant (the best k for every k), in one pass',
    ties: 'exact',
  },
  trecEval: [
    { name: 'map', order: 5, params: 'none', value: 'double', spec: () => ({ params: {} }) },
    {
      name: 'map_cut',
      order: 27,
      params: 'long-cutoffs',
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1000],
      value: 'double',
      spec: ({ cutoff }) => ({ cutoff, params: {} }),
    },
  ],
  example: 'AP@100',
  bind: (spec, relevance) => bindAP(spec, relevance),
};

let suffix = new Float64Array(1024);

/** AP's arithmetic, shared with gm_map (the same per-query value under a geometric mean). */
export function bindAP(spec: MeasureSpec, relevance: number): BoundMeasure {
  const rel = relOf(spec, relevance);
  const k = spec.cutoff;
  const window = (depth: number) => (k === undefined ? depth : Math.min(k, depth));
  return {
    spec,
    rel,
    exactRange: true,
    ordered(grades, depth, q, out) {
      const L = window(depth);
      let c = 0;
      let s = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      const R = relevantCount(q, rel);
      setValue(out, c > 0 && R > 0 ? s / R : 0);
    },
    expected(grades, depth, q, groups, out) {
      const R = relevantCount(q, rel);
      const L = window(depth);
      const { starts, count } = groups;
      let before = 0;
      let s = 0;
      for (let gi = 0; gi < count && R > 0; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (grades[i] >= rel) r++;
        if (r > 0) {
          const end = Math.min(b, L);
          const pRel = r / size;
          const pPair = size > 1 ? (r * (r - 1)) / (size * (size - 1)) : 0;
          for (let i = a; i < end; i++) s += (pRel * (before + 1) + (i - a) * pPair) / (i + 1);
        }
        before += r;
      }
      setValue(out, R > 0 ? s / R : 0);
    },
    orderKey: (g) => (g >= rel ? 1 : 0),
    optimistic(grades, depth, q, relevance, out) {
      // Judging the (k+1)-th unjudged document (at position p) relevant adds its own precision, (relevant above + 1)
      // / (p + 1), and 1/(i + 1) for every judged relevant document below it at rank i + 1: one backward pass
      // gives those sums, one forward pass every k. The value as judged is `ordered`'s sum, taken in the same order
      // (so to the bit), and that sum is where the search starts.
      const L = window(depth);
      const R = relevantCount(q, rel);
      let s = 0;
      let c = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      setValue(out, c > 0 && R > 0 ? s / R : 0);
      if (relevance < rel) return;
      if (suffix.length < L + 1) suffix = new Float64Array(L * 2 + 1);
      suffix[L] = 0;
      for (let i = L - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + (grades[i] >= rel ? 1 / (i + 1) : 0);
      let best = out.value;
      let relAbove = 0;
      let k = 0;
      for (let i = 0; i < L; i++) {
        const g = grades[i];
        if (g >= rel) relAbove++;
        else if (isUnjudged(g, q)) {
          relAbove++;
          k++;
          s += relAbove / (i + 1) + suffix[i + 1];
          const v = s / (R + k);
          if (v > best) best = v;
        }
      }
      setValue(out, best);
    },
  };
}
