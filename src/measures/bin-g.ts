import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { isUnjudged, log2At, relevantCount, setValue } from './lists.js';

/** trec_eval's binG: Σ over relevant retrieved documents of 1 / log2(2 + non-relevant ranked above), over R. */
export const BinG: MeasureDef = {
  kind: 'binG',
  aliases: ['bing'],
  summary: 'binary G: Σ 1 / log2(2 + documents not relevant above) over relevant retrieved, divided by R',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'mean',
  optimistic: 'bound',
  notes: {
    expected: 'none: refused under ties: expected',
    optimistic:
      "upper bound: the judged relevant documents' terms with every unjudged document judged relevant, the new ones at most 1, over R + u",
    ties: 'exact',
  },
  trecEval: [{ name: 'binG', order: 19, params: 'none', value: 'double', spec: () => ({ params: {} }) }],
  example: 'binG',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const sum = (grades: Float64Array, depth: number, allRelevant: boolean, q: Parameters<typeof isUnjudged>[1]) => {
      let relSoFar = 0;
      let s = 0;
      for (let i = 0; i < depth; i++) {
        const g = grades[i];
        const made = allRelevant && isUnjudged(g, q);
        if (g >= rel || made) {
          relSoFar++;
          if (!made) s += 1.0 / log2At(1 + i - relSoFar);
        }
      }
      return { s, relSoFar };
    };
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        const { s, relSoFar } = sum(grades, depth, false, q);
        setValue(out, relSoFar ? s / relevantCount(q, rel) : 0);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        if (u === 0) return;
        const { s } = sum(grades, depth, true, q);
        const R = relevantCount(q, rel);
        setValue(out, Math.max(out.value, R > 0 ? s / R : 0, (s + u) / (R + u)));
      },
    };
  },
};
