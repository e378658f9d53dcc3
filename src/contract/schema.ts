import { z } from 'zod';

/** A drop threshold: an absolute number (0.02) or a relative one ("3%"). */
const threshold = z.union([
  z.number().nonnegative(),
  z.string().regex(/^\d+(\.\d+)?%$/, 'a threshold is a number such as 0.02 or a percentage such as "3%"'),
]);

const slicesSelector = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const ruleSchema = z.strictObject({
  measure: z.string().min(1),
  slices: slicesSelector.default('*'),
  warn: threshold.optional(),
  fail: threshold.optional(),
}).refine((r) => r.warn !== undefined || r.fail !== undefined, { message: 'a rule needs warn, fail or both' });

export const significanceSchema = z.strictObject({
  test: z.enum(['randomization', 'none']).default('randomization'),
  iterations: z.number().int().min(100).max(1_000_000).default(10_000),
  bootstrap: z.number().int().min(100).max(1_000_000).default(10_000),
  alpha: z.number().gt(0).lt(1).default(0.05),
  /**
   * How the one-sided p-values of the gated pairs are adjusted for their number: westfall-young (one joint sign-flip
   * permutation for every pair, step-down min-p: it knows that slices overlap), holm, bh (Benjamini–Hochberg) or none.
   */
  correction: z.enum(['westfall-young', 'holm', 'bh', 'none']).default('westfall-young'),
  seed: z.number().int().min(0).max(2 ** 32 - 1).default(1),
  /** Power at which each gated slice's minimum detectable effect (MDE) is stated. */
  power: z.number().gt(0).lt(1).default(0.8),
});

/** A per-query guard: fails when any single query of the named slices loses more than `drop`, or falls below `below`. */
export const guardSchema = z.strictObject({
  measure: z.string().min(1),
  slices: slicesSelector.default('*'),
  drop: z.number().positive().optional(),
  below: z.number().optional(),
}).refine((g) => g.drop !== undefined || g.below !== undefined, { message: 'a guard needs drop, below or both' });

export const policySchema = z.strictObject({
  ties: z.enum(['trec_eval', 'rank', 'file', 'expected']).default('trec_eval'),
  unjudged: z.enum(['nonrelevant', 'condensed']).default('nonrelevant'),
  missing: z.enum(['zero', 'error']).default('zero'),
  no_relevant: z.enum(['exclude', 'zero']).default('exclude'),
  duplicates: z.enum(['error', 'first']).default('error'),
  depth: z.number().int().min(1).max(1_000_000).default(1000),
});

export const DEFAULT_MEASURES = ['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10'];

export const contractSchema = z.strictObject({
  version: z.literal(1),
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'name is the gate id: letters, digits, ".", "_" or "-", at most 64 characters'),
  corpus: z.union([z.string(), z.number()]).transform(String).optional(),
  judgments: z.string().min(1),
  slices: z.string().min(1).optional(),
  queries: z.string().min(1).optional(),
  baseline: z.string().min(1).optional(),
  measures: z.array(z.string().min(1)).min(1).default(DEFAULT_MEASURES),
  relevance: z.number().default(1),
  policy: policySchema.default(policySchema.parse({})),
  aggregate: z.enum(['macro', 'micro']).default('macro'),
  weights: z.record(z.string(), z.number().nonnegative()).optional(),
  heldout: z.strictObject({ slice: z.string().min(1), mode: z.enum(['blind', 'visible']).default('blind') }).optional(),
  gate: z.strictObject({
    primary: z.string().optional(),
    rules: z.array(ruleSchema).default([]),
    min_queries: z.number().int().min(1).default(10),
    significance: z.union([z.literal('none'), significanceSchema]).default(significanceSchema.parse({})),
    coverage: z.strictObject({ measure: z.string().min(1), min: z.number().min(0).max(1) }).optional(),
    /** Judged queries the baseline answered and the candidate returns nothing (or far fewer results) for. */
    missing: z.enum(['fail', 'warn', 'off']).default('fail'),
    guards: z.array(guardSchema).default([]),
    /**
     * Chance that an unjudged document the candidate newly brought into its top k is relevant, for the inconclusive
     * check: "judged" estimates it per slice from the judged documents at those ranks; or a fixed number in [0, 1].
     */
    unjudged_relevance: z.union([z.literal('judged'), z.number().min(0).max(1)]).default('judged'),
  }).default({ rules: [], min_queries: 10, significance: significanceSchema.parse({}), missing: 'fail', guards: [], unjudged_relevance: 'judged' }),
  /**
   * Which versions of the contract, judgments, slices and baseline a PR is compared with: `base` (the PR's base
   * commit, so a PR cannot move its own goalposts) or `head`. Read from the base commit's contract. Default base.
   */
  goalposts: z.enum(['base', 'head']).optional(),
  /** A baseline older than this (e.g. "30d", "8w") is a warning. */
  baseline_max_age: z.union([
    z.number().int().positive(),
    z.string().regex(/^\d+\s*[dw]$/, 'baseline_max_age is a number of days such as "30d" or weeks such as "8w"'),
  ]).optional(),
  report: z.strictObject({
    ledger: z.number().int().min(0).max(100).default(5),
    topk: z.number().int().min(1).max(100).default(10),
  }).default({ ledger: 5, topk: 10 }),
});

export type ContractInput = z.input<typeof contractSchema>;
export type Contract = z.output<typeof contractSchema>;
export type Rule = z.output<typeof ruleSchema>;
export type Significance = z.output<typeof significanceSchema>;
export type Guard = z.output<typeof guardSchema>;
