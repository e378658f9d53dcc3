import { z } from 'zod';

/**
 * What the comparison produces, as zod schemas (the schema is the type): verdict levels, one measure's statistics on
 * one slice, the reasons a rule fired, the ledger of moved queries and the to-judge list. The report schema
 * (report/schema.ts) is built from these.
 */

/**
 * Field schemas that recur through the report, each built once: a zod schema is immutable and may sit in any number of
 * places, and every one built anew was paid for at the start of every command (an integer check alone builds two
 * schema objects; the report's schemas took about 20 ms of a 100-query gate's 320 to build).
 */
export const num = z.number();
export const nullableNum = num.nullable();
export const int = z.number().int();
export const nullableInt = int.nullable();
export const count = int.nonnegative();
export const text = z.string();
export const nullableText = text.nullable();
export const bool = z.boolean();

export const levelSchema = z.enum(['pass', 'warn', 'inconclusive', 'fail']);
export type Level = z.infer<typeof levelSchema>;

/**
 * What the gate did with one (slice, measure) pair: a verdict level, or why it set none. `underpowered`: gated, no
 * rule fired, but the smallest drop the gate could detect here is larger than the fail threshold (never shown as a
 * pass). Worst first: fail, inconclusive, warn, underpowered, pass, not-gated, too-small.
 */
export const cellStatusSchema = z.union([levelSchema, z.enum(['underpowered', 'not-gated', 'too-small'])]);
export type CellStatus = z.infer<typeof cellStatusSchema>;

/**
 * The gate's numbers for a gated pair. The test asks "is the candidate worse?" (one-sided), over the whole family of
 * gated pairs at once; `bound` is a one-sided upper confidence bound on delta that holds for every gated pair at once,
 * separate from the decision (which is calibrated on a significant drop beyond a threshold).
 */
export const gateStatsSchema = z.strictObject({
  /** One-sided p (candidate worse), before the family adjustment. */
  pWorse: num,
  /**
   * The adjusted p of the decision at stake: the fail decision when the drop crosses the fail threshold, else the warn
   * decision when it crosses the warn threshold (each calibrated over the whole family); null when the drop crosses
   * neither, so that no decision is at stake.
   */
  pAdjusted: nullableNum,
  /** Critical value of the bound, in units of `se`: the family's simultaneous one (unconditional, single step), never below 0; null with no decision at stake, or when no sign pattern of this slice could reach it. */
  critical: nullableNum,
  /** The test's standard error of delta: sqrt(Σd²) / n over the slice's per-query differences d (sign flips leave it unchanged). */
  se: num,
  /** delta + critical * se: a one-sided upper confidence bound on delta, simultaneous over the gated pairs, never below delta. Null with no decision at stake. */
  bound: nullableNum,
  /** The rule's thresholds as absolute drops on this slice (a relative "3%" converted with the baseline mean). */
  warn: nullableNum,
  fail: nullableNum,
  /** The true drop at which the gate fails with the contract's power (80% by default) at this n, paired variance and family: at least fail + z·sd/√n. */
  mde: nullableNum,
  /** Queries at which the plain test's MDE reaches the fail threshold, so significance stops limiting the slice (same paired variance); null when it already does or cannot tell. */
  queriesNeeded: nullableInt,
  /** The plain test's MDE > fail threshold, and delta - critical * se (the family's lower bound) does not show it above -fail: significance, not the threshold, limits the slice. */
  underpowered: bool,
});
export type GateStats = z.infer<typeof gateStatsSchema>;

/** One measure on one slice. */
export const cellSchema = z.strictObject({
  baseline: num,
  candidate: num,
  delta: num,
  /** delta / baseline; null when the baseline is 0 */
  relDelta: nullableNum,
  /** Descriptive 95% paired bootstrap interval of delta (two-sided, unadjusted). */
  ci: z.tuple([num, num]),
  /** Descriptive two-sided p of the contract's paired test (randomization or t-test), unadjusted. */
  p: nullableNum,
  /** The gate's one-sided, family-adjusted statistics; null when no rule gates this pair (or significance is off). */
  gate: gateStatsSchema.nullable(),
  wins: int,
  ties: int,
  losses: int,
  baselineOptimistic: num,
  candidateOptimistic: num,
  /** Outcome of the rules on this pair: a level, or why it was not gated. */
  status: cellStatusSchema,
});
export type Cell = z.infer<typeof cellSchema>;

/**
 * Why a reason fired:
 * - rule: the drop exceeds the rule's threshold and is significant (one-sided, family-adjusted);
 * - not-significant: the drop exceeds the fail threshold but the family does not confirm it (level pass: reported,
 *   naming the MDE, raising no verdict; the slice shows as underpowered);
 * - missing: judged queries the baseline answered and the candidate returns nothing (or far fewer results) for;
 * - guard: a single query of a guarded slice lost more than the guard allows;
 * - no-overlap: none of the candidate's documents are judged (a changed id namespace);
 * - tied-scores: in most judged queries, a run's top results share their scores, so tie-breaking orders them;
 * - inverted-scores: in most judged queries, a run's scores rise with its rank field (distances, not similarities);
 * - same-results: the candidate puts the same documents at the top whatever the query (and the baseline does not).
 */
export const reasonKindSchema = z.enum([
  'rule',
  'not-significant',
  'missing',
  'guard',
  'no-overlap',
  'tied-scores',
  'inverted-scores',
  'same-results',
]);
export type ReasonKind = z.infer<typeof reasonKindSchema>;

/** Reasons that say a run is broken: the comparison means nothing, so they come first and nothing is inconclusive. */
export const BROKEN_RUN_KINDS: readonly ReasonKind[] = [
  'missing',
  'no-overlap',
  'tied-scores',
  'inverted-scores',
  'same-results',
];

export const reasonSchema = z.strictObject({
  level: levelSchema,
  kind: reasonKindSchema,
  slice: text,
  measure: nullableText,
  /** null for blind held-out slices and structural reasons */
  baseline: nullableNum,
  candidate: nullableNum,
  delta: nullableNum,
  /** The threshold that was crossed, as written ("0.02" or "3%"); null for structural reasons */
  threshold: nullableText,
  /** Index into gate.rules (kind rule / not-significant) or gate.guards (kind guard); null otherwise. */
  rule: count.nullable(),
  pAdjusted: nullableNum,
  /** The decision's one-sided bound on delta (see gateStatsSchema.bound). */
  bound: nullableNum,
  mde: nullableNum,
  hidden: bool,
  /** Why a would-be failure is inconclusive: the candidate's newly shown unjudged documents, at their estimated chance of relevance, would close the gap; or the candidate left the judged region (coverage). */
  because: z.enum(['unjudged', 'coverage']).nullable(),
  /** The inconclusive estimate: mean chance of relevance of the newly shown unjudged documents, how many, and delta if they were judged at their chances. */
  unjudged: z.strictObject({ relevance: num, documents: int, delta: num }).nullable(),
  /** The run a broken-run reason is about, where it can be either (tied-scores, inverted-scores); absent otherwise. */
  run: z.enum(['baseline', 'candidate']).optional(),
  /** Queries that tripped a structural or per-query guard (at most 50 listed). */
  queries: z.array(text),
  /** How many queries tripped it (may exceed the list). */
  queryCount: int,
  message: text,
});
export type Reason = z.infer<typeof reasonSchema>;

/** Would another order of tied scores change the verdict? Both extremes are re-tested, significance included. */
export const tieCheckSchema = z.strictObject({
  /** Ties broken against the candidate (baseline best, candidate worst), and for it. */
  ifAgainst: levelSchema,
  ifFor: levelSchema,
  /** Gated pairs whose own outcome differs under either extreme. */
  flips: z.array(
    z.strictObject({
      slice: text,
      measure: text,
      now: cellStatusSchema,
      ifAgainst: cellStatusSchema,
      ifFor: cellStatusSchema,
    }),
  ),
  message: text,
});
export type TieCheck = z.infer<typeof tieCheckSchema>;

export const docSchema = z.strictObject({
  docid: text,
  /** null = unjudged */
  grade: nullableNum,
});

export const ledgerEntrySchema = z.strictObject({
  qid: text,
  text: nullableText,
  slices: z.array(text),
  baseline: num,
  candidate: num,
  delta: num,
  baselineTop: z.array(docSchema),
  candidateTop: z.array(docSchema),
  /** Relevant documents in the baseline's top k but not the candidate's, and the reverse. */
  relevantLeft: z.array(text),
  relevantEntered: z.array(text),
  missingInCandidate: bool,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const toJudgeSchema = z.strictObject({
  qid: text,
  docid: text,
  baselineRank: nullableInt,
  candidateRank: nullableInt,
  impact: num,
});
export type ToJudge = z.infer<typeof toJudgeSchema>;

/** Where the baseline came from and how old it is (relative to the candidate's commit date, never the clock). */
export const baselineAgeSchema = z.strictObject({
  commit: nullableText,
  date: nullableText,
  ageDays: nullableInt,
  /** The contract's baseline_max_age in days; null when it sets none. */
  maxAgeDays: nullableInt,
  stale: bool,
});
export type BaselineAge = z.infer<typeof baselineAgeSchema>;

/** The bless command, suggested when the gate passes and the candidate beats the baseline beyond the warn threshold. */
export const refreshSchema = z.strictObject({ command: text, measure: text, delta: num, threshold: text }).nullable();
export type Refresh = z.infer<typeof refreshSchema>;
