import { z } from 'zod';
import { bool, count, int, nullableNum, nullableText, num, text } from '../compare/schema.js';
import { CORRECTION, PAIRED_TEST } from '../contract/choices.js';
import { contractSchema } from '../contract/schema.js';
import {
  baselineAgeSchema,
  cellSchema,
  cellStatusSchema,
  ledgerEntrySchema,
  levelSchema,
  reasonSchema,
  refreshSchema,
  tieCheckSchema,
  toJudgeSchema,
} from '../compare/schema.js';
import { acceptedRefreshSchema, trendSchema } from './history-fields.js';
import { rows } from './rows.js';

export { BROKEN_RUN_KINDS } from '../compare/schema.js';
export { cellSchema, cellStatusSchema, ledgerEntrySchema, levelSchema, reasonSchema, tieCheckSchema, toJudgeSchema };
export type {
  BaselineAge,
  Cell,
  CellStatus,
  GateStats,
  LedgerEntry,
  Level,
  Reason,
  Refresh,
  TieCheck,
  ToJudge,
} from '../compare/schema.js';
export type { AcceptedRefresh, Trend } from './history-fields.js';

/**
 * The report JSON: the single source every renderer (comment, summary, terminal, files) draws from.
 * Versioned; validated on write and on read, so an artifact from another version fails loudly, not subtly.
 */
export const REPORT_SCHEMA = 'rankgate.report/2';

/**
 * A column of thousands of values (a report's per-query table), checked in one loop: what z.array(z.number()) and
 * z.array(z.string()) accept (finite numbers; strings), without an element schema run per value. The column is
 * returned as it is.
 */
function column<T>(is: (x: unknown) => x is T, what: string) {
  return z.custom<T[]>((v) => Array.isArray(v) && v.every(is), {
    error: (issue) => {
      const at = Array.isArray(issue.input) ? issue.input.findIndex((x) => !is(x)) : -1;
      return at < 0 ? `expected an array of ${what}s` : `value ${at} is not a ${what}`;
    },
  });
}
const numberColumn = column((x): x is number => typeof x === 'number' && Number.isFinite(x), 'finite number');
const stringColumn = column((x): x is string => typeof x === 'string', 'string');

export const fileFactsSchema = z.strictObject({
  path: text,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  lines: count,
  bytes: count,
});

export const runFactsSchema = fileFactsSchema.extend({
  format: z.enum(['trec', 'jsonl']),
  tags: z.array(text),
  meta: z.record(text, text),
  queries: count,
  results: count,
  missing: count,
  runOnly: count,
  tieDependent: count,
  duplicatesDropped: count,
  /**
   * A run read from several files (shards split by query): each file's record, in reading order. The run's own
   * `path` then names them together, `lines`/`bytes` are their sums and `sha256` is that of their `sha256sum`
   * listing. Absent for a run read from one file.
   */
  shards: z.array(fileFactsSchema).optional(),
});

export const sliceSchema = z.strictObject({
  name: text,
  dimension: nullableText,
  value: nullableText,
  queries: count,
  /** false when under min_queries: reported, never failing */
  gated: bool,
  heldout: bool,
  /** Blind held-out slices carry no numbers, only their status. */
  blind: bool,
  status: cellStatusSchema,
  measures: z.record(text, cellSchema),
});
export type SliceReport = z.infer<typeof sliceSchema>;

/** How one data file (judgments, slices) changed between the PR's base commit and its head. */
export const fileChangeSchema = z.strictObject({
  /** Path in the repository (the head's, or the base's when the PR removed the file). */
  path: text,
  status: z.enum(['unchanged', 'changed', 'added', 'removed', 'unreadable']),
  /** Entries (judgments: (query, document) pairs; slices: query rows) only in the head version. */
  added: count,
  /** Entries only in the base version. */
  removed: count,
  /** Entries in both versions with another grade (judgments) or other labels (slices). */
  regraded: count,
});
export type FileChange = z.infer<typeof fileChangeSchema>;

/** The same two runs scored under the other versions of the evaluation files (see goalpostsSchema.rescored). */
export const rescoredSchema = z.strictObject({
  /** Which versions these numbers are under: the PR's (head) or the base commit's. */
  under: z.enum(['base', 'head']),
  /** The verdict the gate would reach under them. */
  verdict: levelSchema,
  /** Every measure both versions score, on all queries. */
  all: z.array(z.strictObject({ measure: text, baseline: num, candidate: num })),
  /** The primary measure on every visible slice both versions have, with its status there. */
  slices: z.array(z.strictObject({ slice: text, baseline: num, candidate: num, status: cellStatusSchema })),
});
export type Rescored = z.infer<typeof rescoredSchema>;

/** What a PR changed in the evaluation itself (its goalposts), and which versions the gate used. */
export const goalpostsSchema = z.strictObject({
  /** The base commit the files were read at. */
  ref: text,
  /** How the base versions were read. */
  source: z.enum(['git', 'api']),
  /** Which versions the comparison used: the base commit's (default) or the PR's (contract `goalposts: head`). */
  used: z.enum(['base', 'head']),
  /** true when any of the files below differs between base and head. */
  changed: bool,
  contract: z.strictObject({
    path: text,
    status: z.enum(['unchanged', 'changed', 'added', 'removed', 'unreadable']),
    /** Field-level diff of the resolved contracts (defaults filled in); values as JSON, null when absent. */
    changes: z.array(z.strictObject({ field: text, base: nullableText, head: nullableText })),
  }),
  judgments: fileChangeSchema.nullable(),
  slices: fileChangeSchema.nullable(),
  baseline: z
    .strictObject({
      path: text,
      status: z.enum(['unchanged', 'changed', 'added', 'removed', 'unreadable']),
      /** The primary measure on all queries, scored under the contract the gate used. */
      measure: text,
      base: nullableNum,
      head: nullableNum,
    })
    .nullable(),
  /**
   * Both runs scored under the versions the gate did not use (the PR's, unless the base contract sets
   * `goalposts: head`), to show next to the report's own numbers; null when the PR changed nothing that is scored
   * (judgments, slices, contract) or the other versions could not be scored.
   */
  rescored: rescoredSchema.nullable(),
  /** To-judge pairs (unjudged under the judgments the gate used) that the PR's judgments grade: left out of the to-judge list. */
  judgedByPr: count,
  /** Why something could not be compared, or why the head versions were used. */
  notes: z.array(text),
});
export type Goalposts = z.infer<typeof goalpostsSchema>;

export const reportSchema = z.strictObject({
  schema: z.literal(REPORT_SCHEMA),
  tool: z.strictObject({ name: z.literal('rankgate'), version: text }),
  gate: text,
  contract: z.strictObject({
    id: text,
    file: text,
    /** The contract as the comparison read it: every default filled in (a valid contract itself). */
    resolved: contractSchema,
  }),
  corpus: nullableText,
  inputs: z.strictObject({
    judgments: fileFactsSchema.extend({ judgments: int, queries: int }),
    slices: fileFactsSchema.extend({ dimensions: z.array(text) }).nullable(),
    queries: fileFactsSchema.nullable(),
    baseline: runFactsSchema,
    candidate: runFactsSchema,
  }),
  notes: z.array(text),
  warnings: z.array(text),
  counts: z.strictObject({
    judged: int,
    evaluated: int,
    noRelevant: int,
    heldout: int,
    withoutSliceLabels: int,
    sliceLabelsNotJudged: int,
  }),
  measures: z.array(z.strictObject({ name: text, aggregation: z.enum(['mean', 'pooled', 'sum', 'geometric']) })),
  primary: text,
  significance: z.strictObject({
    test: z.enum([...PAIRED_TEST, 'none']),
    iterations: int,
    bootstrap: int,
    alpha: num,
    correction: z.enum(CORRECTION),
    seed: int,
    /** Gated (slice, measure) pairs in the family the correction covers. */
    family: int,
    /** The gate's test: always one-sided (is the candidate worse?); the descriptive p and interval are two-sided. */
    sided: z.literal('one-sided'),
    /** Power the MDE is computed for. */
    power: num,
    /** Chance that an unjudged document the candidate newly showed is relevant, as the contract sets it ("judged": estimated per slice). */
    unjudgedRelevance: z.union([z.literal('judged'), num]),
  }),
  slices: z.array(sliceSchema),
  weighted: z.record(text, z.strictObject({ baseline: num, candidate: num, delta: num })).nullable(),
  verdict: z.strictObject({
    level: levelSchema,
    summary: text,
    reasons: z.array(reasonSchema),
    hiddenRegressions: int,
    regressions: int,
    /** Set when another order of tied scores would change the verdict (significance re-tested under both extremes). */
    ties: tieCheckSchema.nullable(),
  }),
  ledger: z.strictObject({
    measure: text,
    topk: int,
    regressed: rows(ledgerEntrySchema),
    improved: rows(ledgerEntrySchema),
  }),
  toJudge: rows(toJudgeSchema),
  /**
   * The per-query drill-down of the HTML report: the queries that moved most on the primary measure (at most
   * DRILL_DOWN_MAX each way, blind held-out queries left out), with both rankings' top k marked by judgment.
   */
  drillDown: z.strictObject({
    measure: text,
    topk: int,
    regressed: rows(ledgerEntrySchema),
    improved: rows(ledgerEntrySchema),
  }),
  /** Per-query values of both runs (blind held-out queries left out), columns aligned with qids. */
  perQuery: z.strictObject({
    qids: stringColumn,
    baseline: z.record(text, numberColumn),
    candidate: z.record(text, numberColumn),
  }),
  /** Set when the PR carries the accept label: a failing verdict is reported in full but does not fail the check. */
  acceptance: z.strictObject({ label: text, by: nullableText }).nullable(),
  /** What the PR changed in the evaluation (judgments, slices, contract, baseline); null when no base commit was checked. */
  goalposts: goalpostsSchema.nullable(),
  /** Where the baseline came from and how old it is (relative to the candidate's commit date, never the clock). */
  baseline: baselineAgeSchema,
  /** The bless command, suggested when the gate passes and the candidate beats the baseline beyond the warn threshold. */
  refresh: refreshSchema,
  /** Main's recorded history of the primary measure with this PR as the last point, and whether the baseline is stale. */
  trend: trendSchema.nullable().optional(),
  /** After an accepted regression: the command that refreshes the baseline, and whether rankgate committed it. */
  acceptedRefresh: acceptedRefreshSchema.nullable().optional(),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * A report is validated once per process: zod's fast path (a parser generated and compiled per object shape on first
 * use) costs more to build than it saves on one parse, so it is skipped. The same checks and the same output.
 */
const ONCE = { jitless: true } as const;

/** Serializes a report after validating it; the same report always gives the same bytes. */
export function serializeReport(report: Report): string {
  const checked = reportSchema.parse(report, ONCE);
  return JSON.stringify(checked, null, 2) + '\n';
}

/** Parses and validates a report JSON (e.g. an artifact from the first workflow of the fork recipe). */
export function parseReport(text: string): Report {
  return reportSchema.parse(JSON.parse(text), ONCE);
}
