import { type MeasureDef, relOnlyParams } from './measure.js';
import { bindAP } from './ap.js';

/** trec_eval's gm_map: average precision per query, combined over queries by the geometric mean (values floored at 1e-5). */
export const GMAP: MeasureDef = {
  kind: 'gm_map',
  aliases: ['gmap'],
  summary: 'AP per query, geometric mean over queries (each value floored at 0.00001, as trec_eval does)',
  cutoff: 'optional',
  params: relOnlyParams,
  aggregation: 'geometric',
  optimistic: 'exact',
  notes: { expected: 'exact, as AP', optimistic: 'as AP', ties: 'exact, as AP' },
  trecEval: [
    { name: 'gm_map', order: 6, params: 'none', value: 'double', only: 'summary', spec: () => ({ params: {} }) },
  ],
  example: 'gm_map',
  bind: (spec, relevance) => bindAP(spec, relevance),
};
