import { type MeasureDef, relOnlyParams } from './measure.js';
import { bindBpref } from './bpref.js';

/** trec_eval's gm_bpref: bpref per query, geometric mean over queries (values floored at 1e-5). */
export const GMBpref: MeasureDef = {
  kind: 'gm_bpref',
  aliases: ['gmbpref'],
  summary: 'Bpref per query, geometric mean over queries (each value floored at 0.00001)',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'geometric',
  optimistic: 'exact',
  notes: { expected: 'exact, as Bpref', optimistic: 'as Bpref', ties: 'exact, as Bpref' },
  trecEval: [
    { name: 'gm_bpref', order: 15, params: 'none', value: 'double', only: 'summary', spec: () => ({ params: {} }) },
  ],
  example: 'gm_bpref',
  bind: (spec, relevance) => bindBpref(spec, relevance),
};
