import { noParams, type MeasureDef } from './measure.js';
import { setValue } from './lists.js';

/**
 * trec_eval's relstring: the grades of the top N (default 10) as one character each: the digit, '>' above 9, '-'
 * outside the judgments, '.' in the pool but unjudged (a negative grade under trec_eval's reading), '<' otherwise.
 * Text, not a number: only `rankgate trec_eval -q` prints it.
 */
export const Relstring: MeasureDef = {
  kind: 'relstring',
  aliases: [],
  summary: 'the top N grades as a string (text; printed per query by rankgate trec_eval -q only)',
  cutoff: 'optional',
  params: noParams,
  aggregation: 'mean',
  text: true,
  seesUnjudged: false,
  optimistic: 'exact',
  notes: { expected: 'not a number', optimistic: 'not a number', ties: 'not a number' },
  trecEval: [
    {
      name: 'relstring',
      order: 12,
      params: 'doubles',
      defaults: [10],
      value: 'text',
      only: 'query',
      spec: ({ doubles }) => ({ cutoff: doubles![0], params: {} }),
    },
  ],
  example: 'relstring@20',
  bind(spec) {
    const len = spec.cutoff ?? 10;
    return {
      spec,
      rel: 1,
      exactRange: true,
      expected: null,
      ordered: (_g, _d, _q, out) => setValue(out, 0),
      orderKey: () => 0,
      optimistic: (_g, _d, _q, _r, out) => setValue(out, 0),
      text(grades, depth, q) {
        const n = Math.max(0, Math.min(Math.trunc(len), depth));
        let s = '';
        for (let i = 0; i < n; i++) {
          const g = grades[i];
          if (g !== g) s += '-';
          else if (g > 9) s += '>';
          else if (g >= 0) s += String.fromCharCode(48 + Math.trunc(g));
          else s += q.negative === 'unjudged' ? '.' : '<';
        }
        return s;
      },
    };
  },
};
