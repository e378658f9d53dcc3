import { atof, relOf, relParam, type MeasureDef } from './measure.js';
import { interpolate, interpolatedBound, recallCutoff } from './interpolated.js';
import { relevantCount, setValue } from './lists.js';

const ELEVEN = '0.0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1.0';

/**
 * trec_eval's 11pt_avg: interpolated precision averaged over recall levels (default the eleven 0.0, 0.1, …, 1.0;
 * `levels='.2,.5,.8'` as trec_eval's `-m 11pt_avg..2,.5,.8`), summed in trec_eval's order.
 */
export const PtAvg: MeasureDef = {
  kind: '11pt_avg',
  aliases: ['11pt'],
  summary: "interpolated precision averaged over recall levels 0.0, 0.1, …, 1.0 (or levels='…')",
  cutoff: 'none',
  params: (z) =>
    z.strictObject({
      rel: relParam(z),
      levels: z
        .string()
        .regex(/^[^,]+(,[^,]+)*$/, 'levels is a comma-separated list of recall levels')
        .optional(),
    }),
  aggregation: 'mean',
  optimistic: 'bound',
  notes: {
    expected: 'none: refused under ties: expected',
    optimistic: "upper bound: the mean of the levels' IPrec bounds",
    ties: 'exact',
  },
  trecEval: [
    {
      name: '11pt_avg',
      order: 18,
      params: 'doubles',
      defaults: [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0],
      value: 'double',
      spec: ({ doubles }) => ({ params: { levels: doubles!.map(String).join(',') } }),
    },
  ],
  example: '11pt_avg',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    // trec_eval reads the levels with atof and keeps their order (it does not sort them for 11pt_avg).
    const levels = String(spec.params.levels ?? ELEVEN)
      .split(',')
      .map(atof);
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        const R = relevantCount(q, rel);
        let sum = 0;
        interpolate(
          grades,
          depth,
          rel,
          levels.map((l) => recallCutoff(l, R)),
          (_i, x) => (sum += x),
          q,
        );
        setValue(out, sum / levels.length);
      },
      orderKey: (g) => (g >= rel ? 1 : 0),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        if (relevance < rel) return;
        let s = 0;
        for (const l of levels) s += interpolatedBound(grades, depth, rel, l, q);
        setValue(out, Math.max(out.value, s / levels.length));
      },
    };
  },
};
