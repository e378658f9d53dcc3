import { z } from 'zod';

/**
 * What the comparison produces, as zod schemas (the schema is the type): verdict levels, one measure's statistics on
 * one slice, the reasons a rule fired, the ledger of moved queries and the to-judge list. The report schema
 * (report/schema.ts) is built from these.
 */

const num = z.number();
const nullableNum = z.number().nullable();

export const levelSchema = z.enum(['pass', 'warn', 'inconclusive', 'fail']);
export type Level = z.infer<typeof levelSchema>;

/** One measure on one slice. */
export const cellSchema = z.strictObject({
  baseline: num,
  candidate: num,
  delta: num,
  /** delta / baseline; null when the baseline is 0 */
  relDelta: nullableNum,
  ci: z.tuple([num, num]),
  p: nullableNum,
  /** p adjusted across all gated (slice, measure) pairs; null when the pair is not gated */
  pAdjusted: nullableNum,
  wins: z.number().int(),
  ties: z.number().int(),
  losses: z.number().int(),
  baselineOptimistic: num,
  candidateOptimistic: num,
  /** Outcome of the rules on this pair: a level, or why it was not gated. */
  status: z.union([levelSchema, z.enum(['not-gated', 'too-small'])]),
});
export type Cell = z.infer<typeof cellSchema>;

export const reasonSchema = z.strictObject({
  level: levelSchema,
  slice: z.string(),
  measure: z.string(),
  /** null for blind held-out slices */
  baseline: nullableNum,
  candidate: nullableNum,
  delta: nullableNum,
  /** The threshold that was crossed, as written ("0.02" or "3%") */
  threshold: z.string(),
  rule: z.number().int().nonnegative(),
  p: nullableNum,
  pAdjusted: nullableNum,
  hidden: z.boolean(),
  /** Why a would-be failure is inconclusive. */
  because: z.enum(['optimistic-bound', 'coverage']).nullable(),
  message: z.string(),
});
export type Reason = z.infer<typeof reasonSchema>;

export const docSchema = z.strictObject({
  docid: z.string(),
  /** null = unjudged */
  grade: nullableNum,
});

export const ledgerEntrySchema = z.strictObject({
  qid: z.string(),
  text: z.string().nullable(),
  slices: z.array(z.string()),
  baseline: num,
  candidate: num,
  delta: num,
  baselineTop: z.array(docSchema),
  candidateTop: z.array(docSchema),
  /** Relevant documents in the baseline's top k but not the candidate's, and the reverse. */
  relevantLeft: z.array(z.string()),
  relevantEntered: z.array(z.string()),
  missingInCandidate: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const toJudgeSchema = z.strictObject({
  qid: z.string(),
  docid: z.string(),
  baselineRank: z.number().int().nullable(),
  candidateRank: z.number().int().nullable(),
  impact: num,
});
export type ToJudge = z.infer<typeof toJudgeSchema>;


/** Where the baseline came from and how old it is (relative to the candidate's commit date, never the clock). */
export const baselineAgeSchema = z.strictObject({
  commit: z.string().nullable(),
  date: z.string().nullable(),
  ageDays: z.number().int().nullable(),
  /** The contract's baseline_max_age in days; null when it sets none. */
  maxAgeDays: z.number().int().nullable(),
  stale: z.boolean(),
});
export type BaselineAge = z.infer<typeof baselineAgeSchema>;

/** The bless command, suggested when the gate passes and the candidate beats the baseline beyond the warn threshold. */
export const refreshSchema = z.strictObject({ command: z.string(), measure: z.string(), delta: num, threshold: z.string() }).nullable();
export type Refresh = z.infer<typeof refreshSchema>;
