import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { isUnjudged, setValue } from './lists.js';

/** Reciprocal rank of the first relevant document in the top k (trec_eval recip_rank, uncut). */
export const RR: MeasureDef = {
  kind: 'RR',
  aliases: ['mrr', 'recip_rank', 'rr'],
  summary: '1 / rank of the first relevant document (0 if none in the top k)',
  cutoff: 'optional',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'exact',
  notes: {
    expected: 'exact: from the first tie group holding a relevant document',
    optimistic: 'exact maximum: 1 / rank of the first relevant or unjudged document',
    ties: 'exact',
  },
  trecEval: [{ name: 'recip_rank', order: 9, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'RR@10',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const window = (depth: number) => (k === undefined ? depth : Math.min(k, depth));
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const L = window(depth);
        for (let i = 0; i < L; i++) {
          if (grades[i] >= rel) return setValue(out, 1 / (i + 1));
        }
        setValue(out, 0);
      },
      expected(grades, depth, _q, groups, out) {
        const L = window(depth);
        const { starts, count } = groups;
        for (let gi = 0; gi < count; gi++) {
          const a = starts[gi];
          if (a >= L) break;
          const b = starts[gi + 1];
          const size = b - a;
          let r = 0;
          for (let i = a; i < b; i++) if (grades[i] >= rel) r++;
          if (r === 0) continue;
          // P(first relevant at offset j) = P(none in the first j) * r / (size - j)
          let noneYet = 1;
          let e = 0;
          const lim = Math.min(size, L - a);
          for (let j = 0; j < lim && noneYet > 0; j++) {
            e += (noneYet * r) / (size - j) / (a + j + 1);
            noneYet *= (size - r - j) / (size - j);
          }
          return setValue(out, e);
        }
        setValue(out, 0);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        const L = window(depth);
        const helps = relevance >= rel;
        for (let i = 0; i < L; i++) {
          const g = grades[i];
          if (g >= rel || (helps && isUnjudged(g, q))) return setValue(out, 1 / (i + 1));
        }
        setValue(out, 0);
      },
    };
  },
};
