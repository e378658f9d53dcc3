/** How the cases that averages hide are decided (DESIGN.md section 5). */
export interface Policy {
  /** trec_eval: score desc then docid desc (byte order); rank: the rank column; file: file order; expected: mean over all orders of tied scores. */
  ties: 'trec_eval' | 'rank' | 'file' | 'expected';
  /** nonrelevant: unjudged counts as not relevant; condensed: unjudged removed before scoring. */
  unjudged: 'nonrelevant' | 'condensed';
  /** A judged query absent from a run: scored as an empty ranking (zero), or an error. */
  missing: 'zero' | 'error';
  /** A query without any relevant judgment: left out of means (its own stratum), or kept (as trec_eval -c). */
  no_relevant: 'exclude' | 'zero';
  /** The same docid twice for one query in a run. */
  duplicates: 'error' | 'first';
  /** Results per query considered. */
  depth: number;
}

export const DEFAULT_POLICY: Policy = {
  ties: 'trec_eval',
  unjudged: 'nonrelevant',
  missing: 'zero',
  no_relevant: 'exclude',
  duplicates: 'error',
  depth: 1000,
};

/** trec_eval's default -M: no limit on the results per query (MAXLONG in its common.h). */
export const TREC_EVAL_MAX_DEPTH = 2147483647;

/**
 * The policies under which values equal trec_eval 10.0 `-c` output: its tie order, every result (no depth limit),
 * queries without relevant judgments and judged queries the run lacks scored as zeros. (It also reads negative
 * grades as trec_eval does: score/plan.ts.)
 */
export const TREC_EVAL_PRESET: Partial<Policy> = { ties: 'trec_eval', no_relevant: 'zero', missing: 'zero', unjudged: 'nonrelevant', depth: TREC_EVAL_MAX_DEPTH };
