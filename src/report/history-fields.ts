import { z } from 'zod';
import { count, nullableText, num, text } from '../compare/schema.js';

/**
 * The report fields that come from outside one comparison: main's recorded history (the trend and whether the
 * committed baseline still matches main), and the baseline refresh after an accepted regression. Both are optional in
 * the report schema: a report without them is still valid, and renderers show nothing for them.
 */

/** One record of main's history as the trend shows it (oldest first). */
export const trendPointSchema = z.strictObject({
  commit: text,
  /** The commit's date (from git or the push event, never the clock). */
  date: text,
  /** The contract id the record was scored under: a point under another id is not comparable with today's. */
  contract: text,
});

/** The primary measure on one slice: main's recorded values (null where that record has no such slice) and the PR's. */
export const trendSeriesSchema = z.strictObject({
  slice: text,
  main: z.array(num.nullable()),
  candidate: num.nullable(),
});

/** The committed baseline no longer scores what main's latest record (same contract id) says main scores. */
export const staleBaselineSchema = z.strictObject({
  /** Main's latest record under today's contract id. */
  commit: text,
  date: text,
  measure: text,
  /** The primary measure on `all`: the baseline's score under today's contract, and main's recorded one. */
  baseline: num,
  recorded: num,
  /** Visible slices whose primary measure differs at the 4 decimals reports show. */
  differing: count,
  /** The command that refreshes the baseline from main's run. */
  command: text,
});

export const trendSchema = z.strictObject({
  /** The primary measure, whose values are shown. */
  measure: text,
  /** Where the history was read: the data branch and the file on it. */
  branch: text,
  file: text,
  /** Valid records in the file (the trend shows the last `points.length` of them). */
  records: count,
  points: z.array(trendPointSchema),
  /** `all` first, then every slice on which a rule fired, in the verdict's order. */
  series: z.array(trendSeriesSchema),
  stale: staleBaselineSchema.nullable(),
});
export type Trend = z.infer<typeof trendSchema>;

/** After an accepted regression: the command that makes the candidate the baseline, and whether rankgate committed it. */
export const acceptedRefreshSchema = z.strictObject({
  /** Runs in a checkout of the PR's branch, from the repository root, with the candidate run where CI writes it. */
  command: text,
  /** The baseline file the command writes, relative to the repository. */
  path: text,
  /** suggested: the command only; committed: rankgate committed it to the PR's branch; current: the branch already has it. */
  status: z.enum(['suggested', 'committed', 'current']),
  branch: nullableText,
  /** The commit rankgate made (status committed). */
  commit: nullableText,
});
export type AcceptedRefresh = z.infer<typeof acceptedRefreshSchema>;
