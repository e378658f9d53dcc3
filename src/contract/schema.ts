import { z } from 'zod';
import { AGGREGATE, CORRECTION, DUPLICATES, MISSING, NO_RELEVANT, PAIRED_TEST, TIES, UNJUDGED } from './choices.js';

/** A name, path or measure: any non-empty text (one schema for its dozen places; a zod schema is immutable). */
const nonEmpty = z.string().min(1);

/** A drop threshold: an absolute number (0.02) or a relative one ("3%"). */
const threshold = z.union([
  z.number().nonnegative(),
  z.string().regex(/^\d+(\.\d+)?%$/, 'a threshold is a number such as 0.02 or a percentage such as "3%"'),
]);

const slicesSelector = z.union([nonEmpty, z.array(nonEmpty).min(1)]);

export const ruleSchema = z
  .strictObject({
    measure: nonEmpty,
    slices: slicesSelector.default('*'),
    warn: threshold.optional(),
    fail: threshold.optional(),
  })
  .refine((r) => r.warn !== undefined || r.fail !== undefined, { message: 'a rule needs warn, fail or both' });

export const significanceSchema = z.strictObject({
  /**
   * The paired test: randomization (sign flips: no assumption about the differences' distribution, exact on few
   * queries), t-test (Student's paired t, df = n − 1: the p-values ranx and PyTerrier report), or none.
   */
  test: z.enum([...PAIRED_TEST, 'none']).default('randomization'),
  /** The most Monte Carlo draws of a p-value (a descriptive p stops earlier once its answer is known, see `sequential`). */
  iterations: z.number().int().min(100).max(1_000_000).default(10_000),
  /**
   * false: every descriptive p takes all `iterations` draws and every interval all `bootstrap` resamples, as before
   * early stopping and computed intervals. Absent (on): a p stops once its side of alpha is settled and its value
   * within 0.01 of the full run's, except with probability 1e-3, and an interval over enough non-zero differences is
   * computed (compare/computed-ends.ts). Optional rather than defaulted, so contracts that do not set it keep their
   * contract id.
   */
  sequential: z.boolean().optional(),
  bootstrap: z.number().int().min(100).max(1_000_000).default(10_000),
  alpha: z.number().gt(0).lt(1).default(0.05),
  /**
   * How the one-sided p-values of the gated pairs are adjusted for their number: westfall-young (one joint sign-flip
   * permutation for every pair, step-down min-p: it knows that slices overlap), holm, bh (Benjamini–Hochberg) or none.
   */
  correction: z.enum(CORRECTION).default('westfall-young'),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(1),
  /** Power at which each gated slice's minimum detectable effect (MDE) is stated. */
  power: z.number().gt(0).lt(1).default(0.8),
});

/** A per-query guard: fails when any single query of the named slices loses more than `drop`, or falls below `below`. */
export const guardSchema = z
  .strictObject({
    measure: nonEmpty,
    slices: slicesSelector.default('*'),
    drop: z.number().positive().optional(),
    below: z.number().optional(),
  })
  .refine((g) => g.drop !== undefined || g.below !== undefined, { message: 'a guard needs drop, below or both' });

/** How the cases that averages hide are decided (design §5). The one definition of the policies and their defaults. */
export const policySchema = z.strictObject({
  /** trec_eval: score desc then docid desc (byte order); rank: the rank column; file: file order; expected: mean over all orders of tied scores. */
  ties: z.enum(TIES).default('trec_eval'),
  /** nonrelevant: unjudged counts as not relevant; condensed: unjudged removed before scoring. */
  unjudged: z.enum(UNJUDGED).default('nonrelevant'),
  /** A judged query absent from a run: scored as an empty ranking (zero), or an error. */
  missing: z.enum(MISSING).default('zero'),
  /** A query without any relevant judgment: left out of means (its own stratum), or kept (as trec_eval -c). */
  no_relevant: z.enum(NO_RELEVANT).default('exclude'),
  /** The same docid twice for one query in a run. */
  duplicates: z.enum(DUPLICATES).default('error'),
  /** Results per query considered. */
  depth: z.number().int().min(1).max(1_000_000).default(1000),
});

export const DEFAULT_MEASURES = ['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10'];

export const heldoutSchema = z.strictObject({
  slice: nonEmpty,
  mode: z.enum(['blind', 'visible']).default('blind'),
});

export const coverageSchema = z.strictObject({ measure: nonEmpty, min: z.number().min(0).max(1) });

export const gateSchema = z.strictObject({
  primary: z.string().optional(),
  rules: z.array(ruleSchema).default([]),
  min_queries: z.number().int().min(1).default(10),
  significance: z.union([z.literal('none'), significanceSchema]).prefault({}),
  coverage: coverageSchema.optional(),
  /** Judged queries the baseline answered and the candidate returns nothing (or far fewer results) for. */
  missing: z.enum(['fail', 'warn', 'off']).default('fail'),
  guards: z.array(guardSchema).default([]),
  /**
   * Chance that an unjudged document the candidate newly brought into its top k is relevant, for the inconclusive
   * check: "judged" estimates it (compare/hypothetical.ts); or a fixed number in [0, 1].
   */
  unjudged_relevance: z.union([z.literal('judged'), z.number().min(0).max(1)]).default('judged'),
});

/** How much of the comparison the comment shows: queries per direction in the ledger, documents per ranking. */
export const reportSettingsSchema = z.strictObject({
  ledger: z.number().int().min(0).max(100).default(5),
  topk: z.number().int().min(1).max(100).default(10),
});

/** The keys of the object schema under `schema` at a dotted path (arrays, optionals, defaults and unions seen through). */
export function knownKeys(schema: z.ZodType, path: readonly string[]): string[] {
  let s: z.ZodType | undefined = schema;
  const objectOf = (x: z.ZodType | undefined): z.ZodObject | undefined => {
    for (let guard = 0; x && guard < 10; guard++) {
      if (x instanceof z.ZodObject) return x;
      if (
        x instanceof z.ZodDefault ||
        x instanceof z.ZodPrefault ||
        x instanceof z.ZodOptional ||
        x instanceof z.ZodNullable
      )
        x = x.unwrap() as z.ZodType;
      else if (x instanceof z.ZodArray) x = x.element as z.ZodType;
      else if (x instanceof z.ZodUnion) x = (x.options as z.ZodType[]).map(objectOf).find((o) => o !== undefined);
      else return undefined;
    }
    return undefined;
  };
  for (const key of path) s = objectOf(s)?.shape[key] as z.ZodType | undefined;
  return Object.keys(objectOf(s)?.shape ?? {});
}

export const contractSchema = z.strictObject({
  version: z.literal(1),
  name: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
      'name is the gate id: letters, digits, ".", "_" or "-", at most 64 characters',
    ),
  corpus: z.union([z.string(), z.number()]).transform(String).optional(),
  judgments: nonEmpty,
  slices: nonEmpty.optional(),
  queries: nonEmpty.optional(),
  baseline: nonEmpty.optional(),
  measures: z.array(nonEmpty).min(1).default(DEFAULT_MEASURES),
  relevance: z.number().default(1),
  policy: policySchema.prefault({}),
  aggregate: z.enum(AGGREGATE).default('macro'),
  weights: z.record(z.string(), z.number().nonnegative()).optional(),
  heldout: heldoutSchema.optional(),
  gate: gateSchema.prefault({}),
  /**
   * Which versions of the contract, judgments, slices and baseline a PR is compared with: `base` (the PR's base
   * commit, so a PR cannot move its own goalposts) or `head`. Read from the base commit's contract. Default base.
   */
  goalposts: z.enum(['base', 'head']).optional(),
  /** A baseline older than this (e.g. "30d", "8w") is a warning. */
  baseline_max_age: z
    .union([
      z.number().int().positive(),
      z.string().regex(/^\d+\s*[dw]$/, 'baseline_max_age is a number of days such as "30d" or weeks such as "8w"'),
    ])
    .optional(),
  report: reportSettingsSchema.prefault({}),
});

export type ContractInput = z.input<typeof contractSchema>;
export type Contract = z.output<typeof contractSchema>;
export type Rule = z.output<typeof ruleSchema>;
export type Significance = z.output<typeof significanceSchema>;
export type Guard = z.output<typeof guardSchema>;
export type Policy = z.output<typeof policySchema>;
