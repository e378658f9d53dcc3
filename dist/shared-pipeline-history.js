import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  VERSION
} from "./shared-version.js";
import {
  shellQuote
} from "./shared-compare-refresh.js";
import {
  InputError
} from "./shared-errors.js";
import {
  external_exports
} from "./shared-zod.js";

// src/pipeline/history.ts
var HISTORY_SCHEMA = "rankgate.history/1";
var commit = external_exports.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, "a commit is 40 (or 64) lower-case hex digits");
var isoDate = external_exports.string().regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  "a date is ISO 8601 with a time zone, e.g. 2026-11-02T10:00:00Z"
);
var gateId = external_exports.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
var historyRecordSchema = external_exports.strictObject({
  schema: external_exports.literal(HISTORY_SCHEMA),
  gate: gateId,
  commit,
  date: isoDate,
  /** The branch pushed to (the default branch). */
  branch: external_exports.string(),
  /** Contract id (resolved contract + judgments + slices): records under another id are not comparable. */
  contract: external_exports.string().min(1),
  corpus: external_exports.string().nullable(),
  primary: external_exports.string(),
  /** rankgate version that scored it. */
  tool: external_exports.string(),
  queries: external_exports.strictObject({
    judged: external_exports.number().int().nonnegative(),
    evaluated: external_exports.number().int().nonnegative()
  }),
  /** Every visible slice (a blind held-out slice has no numbers anywhere): its size and the run's mean of every measure. */
  slices: external_exports.array(
    external_exports.strictObject({
      name: external_exports.string(),
      queries: external_exports.number().int().nonnegative(),
      means: external_exports.record(external_exports.string(), external_exports.number())
    })
  )
});
function historyFile(gate) {
  return `${gate}/history.jsonl`;
}
function recordFromReport(report, at) {
  const record = {
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
    slices: report.slices.filter((s) => !s.blind && Object.keys(s.measures).length > 0).map((s) => ({
      name: s.name,
      queries: s.queries,
      // In the report's measure order; a mean that is not a finite number (an empty slice) is left out.
      means: Object.fromEntries(
        report.measures.flatMap((m) => {
          const c = s.measures[m.name];
          return c && Number.isFinite(c.candidate) ? [[m.name, c.candidate]] : [];
        })
      )
    }))
  };
  return historyRecordSchema.parse(record);
}
function serializeRecord(r) {
  return JSON.stringify(historyRecordSchema.parse(r));
}
function parseHistory(text) {
  const records = [];
  const skipped = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") return;
    let json;
    try {
      json = JSON.parse(line);
    } catch {
      skipped.push({ line: i + 1, why: "not JSON" });
      return;
    }
    const schema = json?.schema;
    if (schema !== HISTORY_SCHEMA) {
      skipped.push({
        line: i + 1,
        why: typeof schema === "string" ? `schema ${schema.slice(0, 40)}, not ${HISTORY_SCHEMA}` : "no schema"
      });
      return;
    }
    const r = historyRecordSchema.safeParse(json);
    if (r.success) records.push(r.data);
    else skipped.push({ line: i + 1, why: r.error.issues[0]?.message ?? "invalid" });
  });
  return { records, skipped };
}
function appendRecord(existing, record) {
  const { records } = parseHistory(existing);
  if (records.some((r) => r.gate === record.gate && r.commit === record.commit && r.contract === record.contract)) {
    return { text: existing, appended: false };
  }
  const head = existing === "" || existing.endsWith("\n") ? existing : existing + "\n";
  const text = head + serializeRecord(record) + "\n";
  if (!text.startsWith(existing)) throw new Error("history append would rewrite an older record");
  return { text, appended: true };
}
var SAME = 5e-5;
function trendOf(report, records, o) {
  const mine = records.filter((r) => r.gate === report.gate);
  const shown = mine.slice(Math.max(0, mine.length - Math.max(0, o.last)));
  const m = report.primary;
  const names = ["all"];
  for (const r of report.verdict.reasons) {
    const s = report.slices.find((x) => x.name === r.slice);
    if (s && !s.blind && !names.includes(s.name)) names.push(s.name);
  }
  const series = names.map((slice) => ({
    slice,
    main: shown.map((r) => r.slices.find((s) => s.name === slice)?.means[m] ?? null),
    candidate: report.slices.find((s) => s.name === slice)?.measures[m]?.candidate ?? null
  }));
  return {
    measure: m,
    branch: o.branch,
    file: o.file,
    records: mine.length,
    points: shown.map((r) => ({ commit: r.commit, date: r.date, contract: r.contract })),
    series,
    stale: staleness(report, mine)
  };
}
function staleness(report, records) {
  let latest;
  for (const r of records) if (r.contract === report.contract.id) latest = r;
  if (!latest) return null;
  const m = report.primary;
  let differing = 0;
  for (const s of report.slices) {
    const cell = s.measures[m];
    const recorded = latest.slices.find((x) => x.name === s.name)?.means[m];
    if (cell && recorded !== void 0 && Math.abs(cell.baseline - recorded) >= SAME) differing++;
  }
  const all = report.slices[0]?.measures[m];
  const recordedAll = latest.slices.find((x) => x.name === "all")?.means[m];
  if (differing === 0 || !all || recordedAll === void 0) return null;
  const command = `npx rankgate baseline --contract ${shellQuote(report.contract.file)} --run ${shellQuote(report.inputs.candidate.path)} --commit ${latest.commit} --date ${latest.date}`;
  return {
    commit: latest.commit,
    date: latest.date,
    measure: m,
    baseline: all.baseline,
    recorded: recordedAll,
    differing,
    command
  };
}
function pointsCount(value, name) {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1e3)
    throw new InputError(`${name} must be a whole number from 1 to 1000, got "${value}"`);
  return n;
}

export {
  HISTORY_SCHEMA,
  historyFile,
  recordFromReport,
  parseHistory,
  appendRecord,
  trendOf,
  pointsCount
};
