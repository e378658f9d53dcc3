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

/** The policies under which values equal trec_eval 10.0 `-c` output. */
export const TREC_EVAL_PRESET: Partial<Policy> = { ties: 'trec_eval', no_relevant: 'zero', missing: 'zero', unjudged: 'nonrelevant' };
