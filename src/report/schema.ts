import { z } from 'zod';

/**
 * The report JSON: the single source every renderer (comment, summary, terminal, files) draws from.
 * Versioned; validated on write and on read, so an artifact from another version fails loudly, not subtly.
 */
export const REPORT_SCHEMA = 'rankgate.report/1';

const num = z.number();
const nullableNum = z.number().nullable();

export const fileFactsSchema = z.strictObject({
  path: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  lines: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});

export const runFactsSchema = fileFactsSchema.extend({
  format: z.enum(['trec', 'jsonl']),
  tags: z.array(z.string()),
  meta: z.record(z.string(), z.string()),
  queries: z.number().int().nonnegative(),
  results: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
  runOnly: z.number().int().nonnegative(),
  tieDependent: z.number().int().nonnegative(),
  duplicatesDropped: z.number().int().nonnegative(),
});

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

export const sliceSchema = z.strictObject({
  name: z.string(),
  dimension: z.string().nullable(),
  value: z.string().nullable(),
  queries: z.number().int().nonnegative(),
  /** false when under min_queries: reported, never failing */
  gated: z.boolean(),
  heldout: z.boolean(),
  /** Blind held-out slices carry no numbers, only their status. */
  blind: z.boolean(),
  status: z.union([levelSchema, z.enum(['not-gated', 'too-small'])]),
  measures: z.record(z.string(), cellSchema),
});
export type SliceReport = z.infer<typeof sliceSchema>;

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

export const reportSchema = z.strictObject({
  schema: z.literal(REPORT_SCHEMA),
  tool: z.strictObject({ name: z.literal('rankgate'), version: z.string() }),
  gate: z.string(),
  contract: z.strictObject({
    id: z.string(),
    file: z.string(),
    resolved: z.record(z.string(), z.unknown()),
  }),
  corpus: z.string().nullable(),
  inputs: z.strictObject({
    judgments: fileFactsSchema.extend({ judgments: z.number().int(), queries: z.number().int() }),
    slices: fileFactsSchema.extend({ dimensions: z.array(z.string()) }).nullable(),
    queries: fileFactsSchema.nullable(),
    baseline: runFactsSchema,
    candidate: runFactsSchema,
  }),
  notes: z.array(z.string()),
  warnings: z.array(z.string()),
  counts: z.strictObject({
    judged: z.number().int(),
    evaluated: z.number().int(),
    noRelevant: z.number().int(),
    heldout: z.number().int(),
    withoutSliceLabels: z.number().int(),
    sliceLabelsNotJudged: z.number().int(),
  }),
  measures: z.array(z.strictObject({ name: z.string(), aggregation: z.enum(['mean', 'pooled', 'sum']) })),
  primary: z.string(),
  significance: z.strictObject({
    test: z.enum(['randomization', 'none']),
    iterations: z.number().int(),
    bootstrap: z.number().int(),
    alpha: num,
    correction: z.enum(['holm', 'bh', 'none']),
    seed: z.number().int(),
    family: z.number().int(),
  }),
  slices: z.array(sliceSchema),
  weighted: z.record(z.string(), z.strictObject({ baseline: num, candidate: num, delta: num })).nullable(),
  verdict: z.strictObject({
    level: levelSchema,
    summary: z.string(),
    reasons: z.array(reasonSchema),
    hiddenRegressions: z.number().int(),
    regressions: z.number().int(),
    /** Set when another order of tied scores would change the verdict. */
    tieSensitive: z.string().nullable(),
  }),
  ledger: z.strictObject({
    measure: z.string(),
    topk: z.number().int(),
    regressed: z.array(ledgerEntrySchema),
    improved: z.array(ledgerEntrySchema),
  }),
  toJudge: z.array(toJudgeSchema),
  /** Per-query values of both runs (blind held-out queries left out), columns aligned with qids. */
  perQuery: z.strictObject({
    qids: z.array(z.string()),
    baseline: z.record(z.string(), z.array(num)),
    candidate: z.record(z.string(), z.array(num)),
  }),
});
export type Report = z.infer<typeof reportSchema>;

/** Serializes a report after validating it; the same report always gives the same bytes. */
export function serializeReport(report: Report): string {
  const checked = reportSchema.parse(report);
  return JSON.stringify(checked, null, 2) + '\n';
}

/** Parses and validates a report JSON (e.g. an artifact from the first workflow of the fork recipe). */
export function parseReport(text: string): Report {
  return reportSchema.parse(JSON.parse(text));
}
