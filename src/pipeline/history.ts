import { z } from 'zod';
import { InputError } from '../errors.js';
import { VERSION } from '../version.js';
import { shellQuote } from '../compare/refresh.js';
import type { Report, Trend } from '../report/schema.js';

/**
 * Main's history: one record per gate and push to the default branch, appended to `<gate>/history.jsonl` on the data
 * branch. A record holds what the trend and the stale-baseline check need — commit, commit date, contract id, corpus,
 * per-slice means of every measure and the query counts — and nothing from a clock: the same push gives the same line.
 */

export const HISTORY_SCHEMA = 'rankgate.history/1';

/** A commit id: SHA-1 (40 hex digits) or SHA-256 (64). */
const commit = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'a commit is 40 (or 64) lower-case hex digits');
/** An ISO 8601 date-time as git (%cI) and the push event write it. */
const isoDate = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
    'a date is ISO 8601 with a time zone, e.g. 2026-11-02T10:00:00Z',
  );
const gateId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);

export const historyRecordSchema = z.strictObject({
  schema: z.literal(HISTORY_SCHEMA),
  gate: gateId,
  commit,
  date: isoDate,
  /** The branch pushed to (the default branch). */
  branch: z.string(),
  /** Contract id (resolved contract + judgments + slices): records under another id are not comparable. */
  contract: z.string().min(1),
  corpus: z.string().nullable(),
  primary: z.string(),
  /** rankgate version that scored it. */
  tool: z.string(),
  queries: z.strictObject({
    judged: z.number().int().nonnegative(),
    evaluated: z.number().int().nonnegative(),
  }),
  /** Every visible slice (a blind held-out slice has no numbers anywhere): its size and the run's mean of every measure. */
  slices: z.array(
    z.strictObject({
      name: z.string(),
      queries: z.number().int().nonnegative(),
      means: z.record(z.string(), z.number()),
    }),
  ),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** The file a gate's history lives in on the data branch. */
export function historyFile(gate: string): string {
  return `${gate}/history.jsonl`;
}

/** The record of one push: the run the push produced is the report's candidate. */
export function recordFromReport(report: Report, at: { commit: string; date: string; branch: string }): HistoryRecord {
  const record: HistoryRecord = {
    schema: HISTORY_SCHEMA,
    gate: report.gate,
    commit: at.commit.toLowerCase(),
    date: at.date,
    branch: at.branch,
    contract: report.contract.id,
    corpus: report.corpus,
    primary: report.primary,
    tool: VERSION,
    queries: { judged: report.counts.judged, evaluated: report.counts.evaluated },
    slices: report.slices
      .filter((s) => !s.blind && Object.keys(s.measures).length > 0)
      .map((s) => ({
        name: s.name,
        queries: s.queries,
        // In the report's measure order; a mean that is not a finite number (an empty slice) is left out.
        means: Object.fromEntries(
          report.measures.flatMap((m) => {
            const c = s.measures[m.name];
            return c && Number.isFinite(c.candidate) ? [[m.name, c.candidate]] : [];
          }),
        ),
      })),
  };
  return historyRecordSchema.parse(record);
}

/** One JSON line, validated; keys in schema order, so the same record is always the same bytes. */
export function serializeRecord(r: HistoryRecord): string {
  return JSON.stringify(historyRecordSchema.parse(r));
}

export interface ParsedHistory {
  records: HistoryRecord[];
  /** Lines that are not a valid record of this version (another version's, or damaged), with why. */
  skipped: { line: number; why: string }[];
}

/** Reads a history.jsonl: every valid line in file order (the order pushes were recorded); the rest is counted. */
export function parseHistory(text: string): ParsedHistory {
  const records: HistoryRecord[] = [];
  const skipped: ParsedHistory['skipped'] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      skipped.push({ line: i + 1, why: 'not JSON' });
      return;
    }
    const schema = (json as { schema?: unknown } | null)?.schema;
    if (schema !== HISTORY_SCHEMA) {
      skipped.push({
        line: i + 1,
        why: typeof schema === 'string' ? `schema ${schema.slice(0, 40)}, not ${HISTORY_SCHEMA}` : 'no schema',
      });
      return;
    }
    const r = historyRecordSchema.safeParse(json);
    if (r.success) records.push(r.data);
    else skipped.push({ line: i + 1, why: r.error.issues[0]?.message ?? 'invalid' });
  });
  return { records, skipped };
}

/**
 * The file with `record` appended: the old bytes are kept exactly (append only; a last line without a newline gets
 * one). A record of the same gate, commit and contract id already there (a re-run of the push job) is not added again.
 */
export function appendRecord(existing: string, record: HistoryRecord): { text: string; appended: boolean } {
  const { records } = parseHistory(existing);
  if (records.some((r) => r.gate === record.gate && r.commit === record.commit && r.contract === record.contract)) {
    return { text: existing, appended: false };
  }
  const head = existing === '' || existing.endsWith('\n') ? existing : existing + '\n';
  const text = head + serializeRecord(record) + '\n';
  if (!text.startsWith(existing)) throw new Error('history append would rewrite an older record');
  return { text, appended: true };
}

/** Differences below this are invisible at the 4 decimals every report shows. */
const SAME = 5e-5;

/**
 * The trend the PR comment and the HTML report draw: main's last `last` records of the primary measure on `all` and on
 * every slice where a rule fired, with this PR's candidate as the last point; and whether the committed baseline still
 * scores what main's latest record under the same contract id says (if not, it is stale: the command refreshes it).
 */
export function trendOf(
  report: Report,
  records: readonly HistoryRecord[],
  o: { last: number; branch: string; file: string },
): Trend {
  const mine = records.filter((r) => r.gate === report.gate);
  const shown = mine.slice(Math.max(0, mine.length - Math.max(0, o.last)));
  const m = report.primary;
  const names = ['all'];
  for (const r of report.verdict.reasons) {
    const s = report.slices.find((x) => x.name === r.slice);
    if (s && !s.blind && !names.includes(s.name)) names.push(s.name);
  }
  const series = names.map((slice) => ({
    slice,
    main: shown.map((r) => r.slices.find((s) => s.name === slice)?.means[m] ?? null),
    candidate: report.slices.find((s) => s.name === slice)?.measures[m]?.candidate ?? null,
  }));
  return {
    measure: m,
    branch: o.branch,
    file: o.file,
    records: mine.length,
    points: shown.map((r) => ({ commit: r.commit, date: r.date, contract: r.contract })),
    series,
    stale: staleness(report, mine),
  };
}

function staleness(report: Report, records: readonly HistoryRecord[]): Trend['stale'] {
  let latest: HistoryRecord | undefined;
  for (const r of records) if (r.contract === report.contract.id) latest = r;
  if (!latest) return null;
  const m = report.primary;
  let differing = 0;
  for (const s of report.slices) {
    const cell = s.measures[m];
    const recorded = latest.slices.find((x) => x.name === s.name)?.means[m];
    if (cell && recorded !== undefined && Math.abs(cell.baseline - recorded) >= SAME) differing++;
  }
  const all = report.slices[0]?.measures[m];
  const recordedAll = latest.slices.find((x) => x.name === 'all')?.means[m];
  if (differing === 0 || !all || recordedAll === undefined) return null;
  const command = `npx rankgate baseline --contract ${shellQuote(report.contract.file)} --run ${shellQuote(report.inputs.candidate.path)} --commit ${latest.commit} --date ${latest.date}`;
  return {
    commit: latest.commit,
    date: latest.date,
    measure: m,
    baseline: all.baseline,
    recorded: recordedAll,
    differing,
    command,
  };
}

/** Checks a `--last`/`trend-points` value. */
export function pointsCount(value: string | number, name: string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new InputError(`${name} must be a whole number from 1 to 1000, got "${value}"`);
  return n;
}
