import { relOf, type MeasureDef, relOnlyParams } from './measure.js';
import { expectedCount, isUnjudged, setValue } from './lists.js';

/** trec_eval's num_nonrel_judged_ret: judged non-relevant documents among the results; summed over queries. */
export const NumNonRelJudgedRet: MeasureDef = {
  kind: 'num_nonrel_judged_ret',
  aliases: ['numnonreljudgedret'],
  summary: 'judged non-relevant documents among the results; summed over queries',
  cutoff: 'none',
  params: relOnlyParams,
  aggregation: 'sum',
  optimistic: 'exact',
  notes: {
    expected: 'exact (linearity)',
    optimistic: 'the value: documents judged relevant are not non-relevant',
    ties: 'exact',
  },
  trecEval: [{ name: 'num_nonrel_judged_ret', order: 35, params: 'none', value: 'long', spec: () => ({ params: {} }) }],
  example: 'num_nonrel_judged_ret',
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const hit = (g: number, q: Parameters<typeof isUnjudged>[1]) => !isUnjudged(g, q) && g < rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        let c = 0;
        for (let i = 0; i < depth; i++) if (hit(grades[i], q)) c++;
        setValue(out, c);
      },
      expected: (grades, depth, q, groups, out) =>
        setValue(
          out,
          expectedCount(grades, groups, depth, (g) => hit(g, q)),
        ),
      orderKey: (g, q) => (hit(g, q) ? 1 : 0),
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      },
    };
  },
};
