import { policySchema, type Policy } from './schema.js';

export type { Policy };

/** Every policy's default, as the contract schema gives it. */
export const DEFAULT_POLICY: Policy = policySchema.parse({});

/** trec_eval's default -M: no limit on the results per query (MAXLONG in its common.h). */
export const TREC_EVAL_MAX_DEPTH = 2147483647;

/**
 * The policies under which values equal trec_eval 10.0 `-c` output: its tie order, every result (no depth limit),
 * queries without relevant judgments and judged queries the run lacks scored as zeros. (It also reads negative
 * grades as trec_eval does: score/plan.ts.)
 */
export const TREC_EVAL_PRESET: Partial<Policy> = {
  ties: 'trec_eval',
  no_relevant: 'zero',
  missing: 'zero',
  unjudged: 'nonrelevant',
  depth: TREC_EVAL_MAX_DEPTH,
};
