// The values the contract's enumerated settings take, as plain lists: contract/schema.ts builds its zod enums from
// them and the CLI offers them as flag choices, without loading zod at start-up. One list per setting.

export const TIES = ['trec_eval', 'rank', 'file', 'expected'] as const;
export const UNJUDGED = ['nonrelevant', 'condensed'] as const;
export const MISSING = ['zero', 'error'] as const;
export const NO_RELEVANT = ['exclude', 'zero'] as const;
export const DUPLICATES = ['error', 'first'] as const;
export const AGGREGATE = ['macro', 'micro'] as const;
/** The gate's paired test (`none` switches significance off). */
export const PAIRED_TEST = ['randomization', 't-test'] as const;
export const CORRECTION = ['westfall-young', 'holm', 'bh', 'none'] as const;
/** The lowest verdict that fails the check (action input `fail-on`, CLI `--fail-on`). */
export const FAIL_ON = ['fail', 'inconclusive', 'warn', 'never'] as const;
