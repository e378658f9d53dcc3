import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-J6UWQXZU.js";
import {
  INVISIBLE_OR_CONTROL,
  InputError,
  hasInvisible,
  quote
} from "./chunk-UYBNLD2S.js";

// src/git/repo.ts
import { execFileSync } from "node:child_process";
var GIT_MAX = 1 << 30;
function isBranchName(name) {
  return /^[A-Za-z0-9._/-]{1,200}$/.test(name) && !/(^[-/.]|\.\.|\/\/|\/$|\.lock$|\.$)/.test(name);
}
function gitRoot(dir) {
  try {
    return execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}
function gitCommit(root, ref) {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}
function gitDate(root, ref = "HEAD") {
  try {
    return execFileSync("git", ["show", "-s", "--format=%cI", ref], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || void 0;
  } catch {
    return void 0;
  }
}
function gitReader(root, sha) {
  const commit = gitCommit(root, sha);
  if (!commit) return null;
  return {
    source: "git",
    read: async (path) => {
      try {
        const type = execFileSync("git", ["cat-file", "-t", `${commit}:${path}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
        if (type !== "blob") return null;
      } catch {
        return null;
      }
      return execFileSync("git", ["cat-file", "blob", `${commit}:${path}`], { cwd: root, maxBuffer: GIT_MAX, stdio: ["ignore", "pipe", "pipe"] });
    }
  };
}

// src/read/paths.ts
import { existsSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
function isInside(root, path) {
  const r = relative(root, path);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
}
function realOf(path) {
  const abs = resolve(path);
  const rest = [];
  let p = abs;
  for (; ; ) {
    try {
      return join(realpathSync(p), ...rest.reverse());
    } catch {
      const up = dirname(p);
      if (up === p) return abs;
      rest.push(basename(p));
      p = up;
    }
  }
}
function confine(input, base, scope, what) {
  const path = resolve(base, input);
  const root = realOf(scope.root);
  const real = realOf(path);
  if (!isInside(root, real)) {
    const how = real !== path && isInside(root, path) ? `is a link to ${inline(real)}, outside` : "resolves outside";
    throw new InputError(`${what} (${inline(input)}) ${how} ${scope.name} ${inline(root)}`, {}, scope.fix);
  }
  return path;
}
function inline(s) {
  const q = quote(s, 200);
  return q.startsWith('"') && q.endsWith('"') ? q.slice(1, -1) : q;
}
function defaultRoot(dir, cwd = process.cwd()) {
  let d = resolve(dir);
  for (; ; ) {
    if (existsSync(join(d, ".git"))) return { root: d, name: "the repository the contract is in" };
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  if (isInside(resolve(cwd), resolve(dir))) return { root: resolve(cwd), name: "the working directory" };
  return { root: resolve(dir), name: "the contract's folder" };
}

// src/compare/schema.ts
var num = external_exports.number();
var nullableNum = external_exports.number().nullable();
var levelSchema = external_exports.enum(["pass", "warn", "inconclusive", "fail"]);
var cellStatusSchema = external_exports.union([levelSchema, external_exports.enum(["underpowered", "not-gated", "too-small"])]);
var gateStatsSchema = external_exports.strictObject({
  /** One-sided p (candidate worse), before the family adjustment. */
  pWorse: num,
  /**
   * The adjusted p of the decision at stake: the fail decision when the drop crosses the fail threshold, else the warn
   * decision when it crosses the warn threshold (each calibrated over the whole family); null when the drop crosses
   * neither, so that no decision is at stake.
   */
  pAdjusted: nullableNum,
  /** Critical value, in units of `se`, that decision applied to this pair; null with no decision at stake, or when no sign pattern of this slice could reach significance. */
  critical: nullableNum,
  /** The test's standard error of delta: sqrt(Σd²) / n over the slice's per-query differences d (sign flips leave it unchanged). */
  se: num,
  /** delta + critical * se: the one-sided upper confidence bound on delta the decision used; below 0 exactly when the drop at stake is significant. Null with no decision at stake. */
  bound: nullableNum,
  /** The rule's thresholds as absolute drops on this slice (a relative "3%" converted with the baseline mean). */
  warn: nullableNum,
  fail: nullableNum,
  /** Smallest true drop detected with the contract's power (80% by default) at this n, paired variance and family. */
  mde: nullableNum,
  /** Queries this slice would need for its MDE to reach the fail threshold (same paired variance); null when it already does or cannot tell. */
  queriesNeeded: external_exports.number().int().nullable(),
  /** mde > fail threshold, and delta - critical * se (the family's lower bound) does not show it above -fail: the slice cannot resolve its own threshold. */
  underpowered: external_exports.boolean()
});
var cellSchema = external_exports.strictObject({
  baseline: num,
  candidate: num,
  delta: num,
  /** delta / baseline; null when the baseline is 0 */
  relDelta: nullableNum,
  /** Descriptive 95% paired bootstrap interval of delta (two-sided, unadjusted). */
  ci: external_exports.tuple([num, num]),
  /** Descriptive two-sided paired randomization p, unadjusted. */
  p: nullableNum,
  /** The gate's one-sided, family-adjusted statistics; null when no rule gates this pair (or significance is off). */
  gate: gateStatsSchema.nullable(),
  wins: external_exports.number().int(),
  ties: external_exports.number().int(),
  losses: external_exports.number().int(),
  baselineOptimistic: num,
  candidateOptimistic: num,
  /** Outcome of the rules on this pair: a level, or why it was not gated. */
  status: cellStatusSchema
});
var reasonKindSchema = external_exports.enum(["rule", "not-significant", "missing", "guard", "no-overlap"]);
var reasonSchema = external_exports.strictObject({
  level: levelSchema,
  kind: reasonKindSchema,
  slice: external_exports.string(),
  measure: external_exports.string().nullable(),
  /** null for blind held-out slices and structural reasons */
  baseline: nullableNum,
  candidate: nullableNum,
  delta: nullableNum,
  /** The threshold that was crossed, as written ("0.02" or "3%"); null for structural reasons */
  threshold: external_exports.string().nullable(),
  /** Index into gate.rules (kind rule / not-significant) or gate.guards (kind guard); null otherwise. */
  rule: external_exports.number().int().nonnegative().nullable(),
  pAdjusted: nullableNum,
  /** The decision's one-sided bound on delta (see gateStatsSchema.bound). */
  bound: nullableNum,
  mde: nullableNum,
  hidden: external_exports.boolean(),
  /** Why a would-be failure is inconclusive: the candidate's newly shown unjudged documents, at their estimated chance of relevance, would close the gap; or the candidate left the judged region (coverage). */
  because: external_exports.enum(["unjudged", "coverage"]).nullable(),
  /** The inconclusive estimate: mean chance of relevance of the newly shown unjudged documents, how many, and delta if they were judged at their chances. */
  unjudged: external_exports.strictObject({ relevance: num, documents: external_exports.number().int(), delta: num }).nullable(),
  /** Queries that tripped a structural or per-query guard (at most 50 listed). */
  queries: external_exports.array(external_exports.string()),
  /** How many queries tripped it (may exceed the list). */
  queryCount: external_exports.number().int(),
  message: external_exports.string()
});
var tieCheckSchema = external_exports.strictObject({
  /** Ties broken against the candidate (baseline best, candidate worst), and for it. */
  ifAgainst: levelSchema,
  ifFor: levelSchema,
  /** Gated pairs whose own outcome differs under either extreme. */
  flips: external_exports.array(external_exports.strictObject({ slice: external_exports.string(), measure: external_exports.string(), now: cellStatusSchema, ifAgainst: cellStatusSchema, ifFor: cellStatusSchema })),
  message: external_exports.string()
});
var docSchema = external_exports.strictObject({
  docid: external_exports.string(),
  /** null = unjudged */
  grade: nullableNum
});
var ledgerEntrySchema = external_exports.strictObject({
  qid: external_exports.string(),
  text: external_exports.string().nullable(),
  slices: external_exports.array(external_exports.string()),
  baseline: num,
  candidate: num,
  delta: num,
  baselineTop: external_exports.array(docSchema),
  candidateTop: external_exports.array(docSchema),
  /** Relevant documents in the baseline's top k but not the candidate's, and the reverse. */
  relevantLeft: external_exports.array(external_exports.string()),
  relevantEntered: external_exports.array(external_exports.string()),
  missingInCandidate: external_exports.boolean()
});
var toJudgeSchema = external_exports.strictObject({
  qid: external_exports.string(),
  docid: external_exports.string(),
  baselineRank: external_exports.number().int().nullable(),
  candidateRank: external_exports.number().int().nullable(),
  impact: num
});
var baselineAgeSchema = external_exports.strictObject({
  commit: external_exports.string().nullable(),
  date: external_exports.string().nullable(),
  ageDays: external_exports.number().int().nullable(),
  /** The contract's baseline_max_age in days; null when it sets none. */
  maxAgeDays: external_exports.number().int().nullable(),
  stale: external_exports.boolean()
});
var refreshSchema = external_exports.strictObject({ command: external_exports.string(), measure: external_exports.string(), delta: num, threshold: external_exports.string() }).nullable();

// src/compare/levels.ts
var LEVELS = levelSchema.options;
var RANK = new Map(LEVELS.map((l, i) => [l, i]));
var worse = (a, b) => RANK.get(a) >= RANK.get(b) ? a : b;
function reaches(level, failOn) {
  if (failOn === "never") return false;
  return RANK.get(level) >= RANK.get(failOn);
}

// src/report/history-fields.ts
var num2 = external_exports.number();
var trendPointSchema = external_exports.strictObject({
  commit: external_exports.string(),
  /** The commit's date (from git or the push event, never the clock). */
  date: external_exports.string(),
  /** The contract id the record was scored under: a point under another id is not comparable with today's. */
  contract: external_exports.string()
});
var trendSeriesSchema = external_exports.strictObject({
  slice: external_exports.string(),
  main: external_exports.array(num2.nullable()),
  candidate: num2.nullable()
});
var staleBaselineSchema = external_exports.strictObject({
  /** Main's latest record under today's contract id. */
  commit: external_exports.string(),
  date: external_exports.string(),
  measure: external_exports.string(),
  /** The primary measure on `all`: the baseline's score under today's contract, and main's recorded one. */
  baseline: num2,
  recorded: num2,
  /** Visible slices whose primary measure differs at the 4 decimals reports show. */
  differing: external_exports.number().int().nonnegative(),
  /** The command that refreshes the baseline from main's run. */
  command: external_exports.string()
});
var trendSchema = external_exports.strictObject({
  /** The primary measure, whose values are shown. */
  measure: external_exports.string(),
  /** Where the history was read: the data branch and the file on it. */
  branch: external_exports.string(),
  file: external_exports.string(),
  /** Valid records in the file (the trend shows the last `points.length` of them). */
  records: external_exports.number().int().nonnegative(),
  points: external_exports.array(trendPointSchema),
  /** `all` first, then every slice on which a rule fired, in the verdict's order. */
  series: external_exports.array(trendSeriesSchema),
  stale: staleBaselineSchema.nullable()
});
var acceptedRefreshSchema = external_exports.strictObject({
  /** Runs in a checkout of the PR's branch, from the repository root, with the candidate run where CI writes it. */
  command: external_exports.string(),
  /** The baseline file the command writes, relative to the repository. */
  path: external_exports.string(),
  /** suggested: the command only; committed: rankgate committed it to the PR's branch; current: the branch already has it. */
  status: external_exports.enum(["suggested", "committed", "current"]),
  branch: external_exports.string().nullable(),
  /** The commit rankgate made (status committed). */
  commit: external_exports.string().nullable()
});

// src/report/schema.ts
var REPORT_SCHEMA = "rankgate.report/2";
var num3 = external_exports.number();
var nullableNum2 = external_exports.number().nullable();
var fileFactsSchema = external_exports.strictObject({
  path: external_exports.string(),
  sha256: external_exports.string().regex(/^[0-9a-f]{64}$/),
  lines: external_exports.number().int().nonnegative(),
  bytes: external_exports.number().int().nonnegative()
});
var runFactsSchema = fileFactsSchema.extend({
  format: external_exports.enum(["trec", "jsonl"]),
  tags: external_exports.array(external_exports.string()),
  meta: external_exports.record(external_exports.string(), external_exports.string()),
  queries: external_exports.number().int().nonnegative(),
  results: external_exports.number().int().nonnegative(),
  missing: external_exports.number().int().nonnegative(),
  runOnly: external_exports.number().int().nonnegative(),
  tieDependent: external_exports.number().int().nonnegative(),
  duplicatesDropped: external_exports.number().int().nonnegative()
});
var sliceSchema = external_exports.strictObject({
  name: external_exports.string(),
  dimension: external_exports.string().nullable(),
  value: external_exports.string().nullable(),
  queries: external_exports.number().int().nonnegative(),
  /** false when under min_queries: reported, never failing */
  gated: external_exports.boolean(),
  heldout: external_exports.boolean(),
  /** Blind held-out slices carry no numbers, only their status. */
  blind: external_exports.boolean(),
  status: cellStatusSchema,
  measures: external_exports.record(external_exports.string(), cellSchema)
});
var fileChangeSchema = external_exports.strictObject({
  /** Path in the repository (the head's, or the base's when the PR removed the file). */
  path: external_exports.string(),
  status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
  /** Entries (judgments: (query, document) pairs; slices: query rows) only in the head version. */
  added: external_exports.number().int().nonnegative(),
  /** Entries only in the base version. */
  removed: external_exports.number().int().nonnegative(),
  /** Entries in both versions with another grade (judgments) or other labels (slices). */
  regraded: external_exports.number().int().nonnegative()
});
var goalpostsSchema = external_exports.strictObject({
  /** The base commit the files were read at. */
  ref: external_exports.string(),
  /** How the base versions were read. */
  source: external_exports.enum(["git", "api"]),
  /** Which versions the comparison used: the base commit's (default) or the PR's (contract `goalposts: head`). */
  used: external_exports.enum(["base", "head"]),
  /** true when any of the files below differs between base and head. */
  changed: external_exports.boolean(),
  contract: external_exports.strictObject({
    path: external_exports.string(),
    status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
    /** Field-level diff of the resolved contracts (defaults filled in); values as JSON, null when absent. */
    changes: external_exports.array(external_exports.strictObject({ field: external_exports.string(), base: external_exports.string().nullable(), head: external_exports.string().nullable() }))
  }),
  judgments: fileChangeSchema.nullable(),
  slices: fileChangeSchema.nullable(),
  baseline: external_exports.strictObject({
    path: external_exports.string(),
    status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
    /** The primary measure on all queries, scored under the contract the gate used. */
    measure: external_exports.string(),
    base: nullableNum2,
    head: nullableNum2
  }).nullable(),
  /** Why something could not be compared, or why the head versions were used. */
  notes: external_exports.array(external_exports.string())
});
var reportSchema = external_exports.strictObject({
  schema: external_exports.literal(REPORT_SCHEMA),
  tool: external_exports.strictObject({ name: external_exports.literal("rankgate"), version: external_exports.string() }),
  gate: external_exports.string(),
  contract: external_exports.strictObject({
    id: external_exports.string(),
    file: external_exports.string(),
    resolved: external_exports.record(external_exports.string(), external_exports.unknown())
  }),
  corpus: external_exports.string().nullable(),
  inputs: external_exports.strictObject({
    judgments: fileFactsSchema.extend({ judgments: external_exports.number().int(), queries: external_exports.number().int() }),
    slices: fileFactsSchema.extend({ dimensions: external_exports.array(external_exports.string()) }).nullable(),
    queries: fileFactsSchema.nullable(),
    baseline: runFactsSchema,
    candidate: runFactsSchema
  }),
  notes: external_exports.array(external_exports.string()),
  warnings: external_exports.array(external_exports.string()),
  counts: external_exports.strictObject({
    judged: external_exports.number().int(),
    evaluated: external_exports.number().int(),
    noRelevant: external_exports.number().int(),
    heldout: external_exports.number().int(),
    withoutSliceLabels: external_exports.number().int(),
    sliceLabelsNotJudged: external_exports.number().int()
  }),
  measures: external_exports.array(external_exports.strictObject({ name: external_exports.string(), aggregation: external_exports.enum(["mean", "pooled", "sum", "geometric"]) })),
  primary: external_exports.string(),
  significance: external_exports.strictObject({
    test: external_exports.enum(["randomization", "none"]),
    iterations: external_exports.number().int(),
    bootstrap: external_exports.number().int(),
    alpha: num3,
    correction: external_exports.enum(["westfall-young", "holm", "bh", "none"]),
    seed: external_exports.number().int(),
    /** Gated (slice, measure) pairs in the family the correction covers. */
    family: external_exports.number().int(),
    /** The gate's test: always one-sided (is the candidate worse?); the descriptive p and interval are two-sided. */
    sided: external_exports.literal("one-sided"),
    /** Power the MDE is computed for. */
    power: num3,
    /** Chance that an unjudged document the candidate newly showed is relevant, as the contract sets it ("judged": estimated per slice). */
    unjudgedRelevance: external_exports.union([external_exports.literal("judged"), num3])
  }),
  slices: external_exports.array(sliceSchema),
  weighted: external_exports.record(external_exports.string(), external_exports.strictObject({ baseline: num3, candidate: num3, delta: num3 })).nullable(),
  verdict: external_exports.strictObject({
    level: levelSchema,
    summary: external_exports.string(),
    reasons: external_exports.array(reasonSchema),
    hiddenRegressions: external_exports.number().int(),
    regressions: external_exports.number().int(),
    /** Set when another order of tied scores would change the verdict (significance re-tested under both extremes). */
    ties: tieCheckSchema.nullable()
  }),
  ledger: external_exports.strictObject({
    measure: external_exports.string(),
    topk: external_exports.number().int(),
    regressed: external_exports.array(ledgerEntrySchema),
    improved: external_exports.array(ledgerEntrySchema)
  }),
  toJudge: external_exports.array(toJudgeSchema),
  /** Per-query values of both runs (blind held-out queries left out), columns aligned with qids. */
  perQuery: external_exports.strictObject({
    qids: external_exports.array(external_exports.string()),
    baseline: external_exports.record(external_exports.string(), external_exports.array(num3)),
    candidate: external_exports.record(external_exports.string(), external_exports.array(num3))
  }),
  /** Set when the PR carries the accept label: a failing verdict is reported in full but does not fail the check. */
  acceptance: external_exports.strictObject({ label: external_exports.string(), by: external_exports.string().nullable() }).nullable(),
  /** What the PR changed in the evaluation (judgments, slices, contract, baseline); null when no base commit was checked. */
  goalposts: goalpostsSchema.nullable(),
  /** Where the baseline came from and how old it is (relative to the candidate's commit date, never the clock). */
  baseline: baselineAgeSchema,
  /** The bless command, suggested when the gate passes and the candidate beats the baseline beyond the warn threshold. */
  refresh: refreshSchema,
  /** Main's recorded history of the primary measure with this PR as the last point, and whether the baseline is stale. */
  trend: trendSchema.nullable().optional(),
  /** After an accepted regression: the command that refreshes the baseline, and whether rankgate committed it. */
  acceptedRefresh: acceptedRefreshSchema.nullable().optional()
});
function serializeReport(report) {
  const checked = reportSchema.parse(report);
  return JSON.stringify(checked, null, 2) + "\n";
}
function parseReport(text) {
  return reportSchema.parse(JSON.parse(text));
}

// src/report/marker.ts
var GATE_ID = /^[A-Za-z0-9._-]+$/;
function commentMarker(gate) {
  if (!GATE_ID.test(gate)) throw new Error(`not a gate id: ${JSON.stringify(gate.slice(0, 80))}`);
  return `<!-- rankgate:gate=${gate} -->`;
}
function isMarked(body, marker) {
  if (!body.startsWith(marker)) return false;
  const rest = body.slice(marker.length);
  return rest === "" || rest.startsWith("\n") || rest.startsWith("\r\n");
}

// src/report/escape.ts
function visible(text) {
  return text.replace(INVISIBLE_OR_CONTROL, (c) => c === "	" ? " " : `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}
function code(text, inTable = true) {
  const t = visible(text).replace(/<!--/g, "<U+003C>!--");
  if (!inTable) return span(t);
  const parts = t.split(/(?<=\\)(?=\|)/);
  return parts.map((p) => span(p.replace(/\|/g, "\\|"))).join("<wbr>");
}
function span(t) {
  if (t === "") return "` `";
  let longest = 0;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  const pad = t.startsWith("`") || t.endsWith("`") || t.startsWith(" ") || t.endsWith(" ") ? " " : "";
  return `${fence}${pad}${t}${pad}${fence}`;
}
function codeBlock(text, info = "") {
  const t = visible(text.replace(/[\r\n]+/g, " "));
  let longest = 2;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  return [`${fence}${info}`, t, fence];
}
function prose(s) {
  const risky = /[\\`*_[\]<>|@#&~!$^]|:\/\/|www\./i;
  return s.replace(/[\r\n\t]+/g, " ").split(/( +)/).map((w) => w.trim() && (risky.test(w) || hasInvisible(w)) ? code(w, false) : w).join("");
}
function mermaidLabel(s) {
  const t = s.replace(/[^A-Za-z0-9=@._() -]/g, "_");
  return t.length > 24 ? t.slice(0, 23) + "\u2026" : t;
}
function terminal(s) {
  return visible(s);
}
function html(s) {
  return visible(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
var PLAIN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_%-]*(?:\.\d[A-Za-z0-9_%-]*)*(?:@\d+)?$/;
function token(s, inTable = false) {
  return PLAIN_TOKEN.test(s) ? s : code(s, inTable);
}
function tokenHtml(s) {
  return PLAIN_TOKEN.test(s) ? s : `<code>${html(s)}</code>`;
}

// src/numbers.ts
var f4 = (x) => x.toFixed(4);
var signed = (x) => Math.abs(x) < 5e-5 ? "\xB10.0000" : (x > 0 ? "+" : "\u2212") + Math.abs(x).toFixed(4);
var fmtP = (p) => p === null ? "\u2014" : p < 1e-4 ? "<0.0001" : p.toFixed(4);

// src/report/trend.ts
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
var GAP = "\xB7";
function sparkline(values, lo, hi) {
  return values.map((v) => {
    if (v === null) return GAP;
    if (!(hi > lo)) return BARS[3];
    const i = Math.round((v - lo) / (hi - lo) * (BARS.length - 1));
    return BARS[Math.min(BARS.length - 1, Math.max(0, i))];
  }).join("");
}
function row(s) {
  const values = [...s.main, s.candidate].filter((v) => v !== null);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const main = sparkline(s.main, lo, hi);
  const pr = s.candidate === null ? GAP : sparkline([s.candidate], lo, hi);
  let latest = null;
  for (const v of s.main) if (v !== null) latest = v;
  return { spark: `${main} \u2192 ${pr}`, latest };
}
function trendLines(r, code2) {
  const t = r.trend;
  if (!t || t.points.length === 0) return [];
  const out = [
    `#### ${token(t.measure)} on main, last ${t.points.length} record${t.points.length === 1 ? "" : "s"} \u2192 this PR`,
    "",
    "| slice | main, oldest \u2192 latest \u2192 this PR | latest main | this PR | \u0394 |",
    "|:--|:--|--:|--:|--:|"
  ];
  for (const s of t.series) {
    const { spark, latest } = row(s);
    const name = s.slice === "all" ? "**all**" : code2(s.slice);
    const delta = latest !== null && s.candidate !== null ? signed(s.candidate - latest) : "\u2014";
    out.push(`| ${name} | \`${spark}\` | ${latest === null ? "\u2014" : f4(latest)} | ${s.candidate === null ? "\u2014" : f4(s.candidate)} | ${delta} |`);
  }
  const other = t.points.filter((p) => p.contract !== r.contract.id).length;
  const first = t.points[0];
  const last = t.points[t.points.length - 1];
  const span2 = first === last ? `commit ${code2(first.commit.slice(0, 12), false)}` : `commits ${code2(first.commit.slice(0, 12), false)} (${code2(first.date.slice(0, 10), false)}) to ${code2(last.commit.slice(0, 12), false)} (${code2(last.date.slice(0, 10), false)})`;
  const note = [`From ${code2(t.file, false)} on branch ${code2(t.branch, false)}: ${t.points.length} of ${t.records} records, ${span2}; ${GAP} = slice not in that record.`];
  if (other > 0) note.push(`${other} of these ${other === 1 ? "was" : "were"} scored under another contract id than today's ${code2(r.contract.id, false)} (judgments, slices or contract changed): not comparable with the rest.`);
  out.push("", `<sub>${note.join(" ")}</sub>`, "");
  return out;
}
function commandBlock(command) {
  return [...codeBlock(command, "sh"), ""];
}
function staleLines(r, code2) {
  const s = r.trend?.stale;
  if (!s) return [];
  const others = s.differing > 1 ? ` (it differs on ${s.differing} slices)` : "";
  return [
    `\u26A0\uFE0F **The baseline is stale:** main's latest record (commit ${code2(s.commit.slice(0, 12), false)}, ${code2(s.date, false)}) has ${token(s.measure)} on all queries ${f4(s.recorded)}, but the committed baseline scores ${f4(s.baseline)} under the same contract${others}. PRs are compared with a main that no longer exists. Refresh the baseline from main's run at that commit (the run your CI writes to ${code2(r.inputs.candidate.path, false)}), then commit it:`,
    "",
    ...commandBlock(s.command)
  ];
}

// src/report/accepted.ts
function acceptedRefreshLines(r, code2) {
  const a = r.acceptedRefresh;
  if (!a) return [];
  const block = commandBlock(a.command);
  const path = code2(a.path, false);
  if (a.status === "committed") {
    const where = a.branch !== null ? ` to this PR's branch ${code2(a.branch, false)}` : "";
    const commit = a.commit !== null ? ` (commit ${code2(a.commit.slice(0, 12), false)})` : "";
    return [`\u{1F504} **Baseline refreshed:** rankgate committed ${path}${where}${commit}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted. It is what this command writes:`, "", ...block];
  }
  if (a.status === "current") {
    return [`\u{1F504} **Baseline refreshed:** ${path} on this PR's branch already holds this candidate's ranking; later PRs are compared with what was accepted once this is merged.`, ""];
  }
  return [`\u{1F504} **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up: on this PR's branch, with the candidate run where CI writes it, run this from the repository root and commit ${path}:`, "", ...block];
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", inconclusive: "\u2754", fail: "\u274C" };
function statusText(s) {
  if (s === "too-small") return "too small to gate";
  if (s === "not-gated") return "not gated";
  if (s === "underpowered") return "\u{1F50D} underpowered";
  return `${ICON[s]} ${s}`;
}
function renderMarkdown(report, limit = COMMENT_LIMIT) {
  const steps = [
    {},
    { improved: 0 },
    { improved: 0, regressed: 3 },
    { improved: 0, regressed: 1 },
    { improved: 0, regressed: 0 },
    { improved: 0, regressed: 0, chart: false },
    { improved: 0, regressed: 0, chart: false, sliceRows: 25 },
    { improved: 0, regressed: 0, chart: false, sliceRows: 10, measures: false },
    { improved: 0, regressed: 0, chart: false, sliceRows: 5, measures: false, reasons: 5 }
  ];
  let body = "";
  for (const t of steps) {
    body = render(report, t);
    if (body.length <= limit) return body;
  }
  const note = "\n\n_\u2702\uFE0F Cut to fit GitHub's 65,536-character limit; the full report is in the job summary and the artifact._\n";
  const head = body.slice(0, limit - note.length);
  const end = head.lastIndexOf("\n");
  return (end >= 0 ? head.slice(0, end) : "") + note;
}
function render(r, t) {
  const out = [];
  const trimmed = [];
  const v = r.verdict;
  out.push(commentMarker(r.gate));
  const accepted = r.acceptance !== null && v.level !== "pass";
  out.push(`### ${ICON[v.level]} rankgate \xB7 ${code(r.gate, false)} \xB7 **${v.level}**${accepted ? " \xB7 accepted" : ""}`);
  out.push("");
  if (accepted) out.push(...acceptanceLines(r), "", ...acceptedRefreshLines(r, code));
  out.push(...goalpostLines(r));
  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  if (hidden.length > 0) {
    out.push("> [!CAUTION]");
    out.push(`> **Hidden regression${hidden.length > 1 ? "s" : ""}: the overall average does not show ${hidden.length > 1 ? "them" : "it"}.**`);
    for (const h of hidden.slice(0, t.reasons ?? 10)) {
      const a = h.measure !== null ? all[h.measure] : void 0;
      out.push(`> ${reasonLine(h)}${a ? `, while ${token(h.measure ?? "")} on all queries ${a.delta >= 0 ? "rose" : "moved"} ${signed(a.delta)}` : ""}.`);
    }
    if (hidden.length > (t.reasons ?? 10)) out.push(`> \u2026 and ${hidden.length - (t.reasons ?? 10)} more.`);
    out.push("");
  }
  out.push(verdictSentence(r));
  const others = v.reasons.filter((x) => !x.hidden);
  const maxReasons = t.reasons ?? 20;
  for (const x of others.slice(0, maxReasons)) out.push(`- ${ICON[x.level]} ${reasonLine(x)}`);
  if (others.length > maxReasons) {
    out.push(`- \u2026 and ${others.length - maxReasons} more`);
    trimmed.push("some reasons");
  }
  if (v.ties) out.push(`- \u2696\uFE0F ${prose(v.ties.message)}`);
  for (const n of r.notes) out.push(`- \u2139\uFE0F ${prose(n)}`);
  for (const w of r.warnings) out.push(`- \u26A0\uFE0F ${prose(w)}`);
  out.push("");
  out.push(...sliceTable(r, t.sliceRows, trimmed));
  if (t.measures !== false) out.push(...measureTable(r));
  else trimmed.push("the measures table");
  out.push(coverageLine(r));
  out.push("");
  out.push(...refreshLines(r));
  out.push(...trendLines(r, code));
  const reg = t.regressed ?? r.ledger.regressed.length;
  const imp = t.improved ?? r.ledger.improved.length;
  if (r.ledger.regressed.length > 0 && reg > 0) out.push(...ledger(r, r.ledger.regressed.slice(0, reg), "regressed"));
  if (reg < r.ledger.regressed.length) trimmed.push(reg === 0 ? "the regressed queries" : "some regressed queries");
  if (r.ledger.improved.length > 0 && imp > 0) out.push(...ledger(r, r.ledger.improved.slice(0, imp), "improved"));
  if (imp < r.ledger.improved.length) trimmed.push("the improved queries");
  if (t.chart !== false) out.push(...chart(r));
  else trimmed.push("the chart");
  if (trimmed.length > 0) {
    out.push(`_\u2702\uFE0F Trimmed to fit GitHub's 65,536-character comment limit: ${trimmed.join(", ")}. The full report is in the job summary and the artifact._`);
    out.push("");
  }
  out.push(...staleLines(r, code));
  if (r.baseline.stale) {
    out.push(`\u26A0\uFE0F **The baseline is ${r.baseline.ageDays} days old**, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with ${code("rankgate baseline", false)} from the main branch's run.`);
    out.push("");
  }
  out.push(footer(r));
  return out.join("\n") + "\n";
}
function acceptanceLines(r) {
  const a = r.acceptance;
  const who = a.by !== null ? ` by ${code(a.by, false)}` : "";
  return [`> [!NOTE]`, `> **Accepted:** the label ${code(a.label, false)} was added${who}. This ${r.verdict.level} verdict is reported in full below but does not fail the check; remove the label to gate again.`];
}
var STATUS_TEXT = { changed: "changed", added: "added by this PR", removed: "removed by this PR", unreadable: "could not be read" };
function goalpostLines(r) {
  const g = r.goalposts;
  if (!g || !g.changed && g.notes.length === 0) return [];
  const ref = code(g.ref.slice(0, 12), false);
  const out = ["> [!IMPORTANT]"];
  if (g.changed) {
    const how = g.used === "base" ? `The comparison below uses the files as they are on the base commit ${ref}, not this PR's versions: the gate does not move with its goalposts.` : g.contract.status === "added" ? `It sets the evaluation up: the base commit ${ref} has no contract, so the comparison uses this PR's files.` : g.notes.length > 0 ? `The comparison uses this PR's versions (base commit ${ref}), for the reason below.` : `The base commit's contract sets \`goalposts: head\`, so the comparison uses this PR's versions (base commit ${ref}).`;
    out.push(`> **This PR changes the evaluation itself.** ${how}`);
  } else {
    out.push(`> **Evaluation files** compared with the base commit ${ref} (${g.used === "base" ? "the gate uses the base commit's versions" : "the gate uses this PR's versions"}).`);
  }
  const counts = (c, what, regraded) => {
    if (!c || c.status === "unchanged") return;
    const n = c.status === "unreadable" ? "" : `: ${c.added} ${what} added, ${c.removed} removed, ${c.regraded} ${regraded}`;
    out.push(`> - ${what === "judgments" ? "judgments" : "slices"} ${code(c.path, false)} ${STATUS_TEXT[c.status]}${n}`);
  };
  counts(g.judgments, "judgments", "regraded");
  counts(g.slices, "slices", "relabelled");
  if (g.contract.status !== "unchanged") {
    out.push(`> - contract ${code(g.contract.path, false)} ${STATUS_TEXT[g.contract.status]}${g.contract.changes.length ? ":" : ""}`);
    const max = 20;
    for (const c of g.contract.changes.slice(0, max)) {
      out.push(`>   - ${code(c.field, false)}: ${c.base === null ? "(absent)" : code(clip(c.base), false)} \u2192 ${c.head === null ? "(absent)" : code(clip(c.head), false)}`);
    }
    if (g.contract.changes.length > max) out.push(`>   - \u2026 and ${g.contract.changes.length - max} more fields`);
  }
  const b = g.baseline;
  if (b && b.status !== "unchanged") {
    const score = (x) => x === null ? "n/a" : f4(x);
    const scores = b.base !== null || b.head !== null ? `: ${token(b.measure)} on all queries ${score(b.base)} under the base version, ${score(b.head)} under this PR's version${b.base !== null && b.head !== null ? ` (${signed(b.head - b.base)})` : ""}` : "";
    out.push(`> - baseline ${code(b.path, false)} ${STATUS_TEXT[b.status]}${scores}`);
  }
  for (const n of g.notes) out.push(`> - \u2139\uFE0F ${prose(n)}`);
  out.push("");
  return out;
}
function clip(s) {
  return s.length > 120 ? s.slice(0, 119) + "\u2026" : s;
}
function refreshLines(r) {
  const f = r.refresh;
  if (!f) return [];
  return [
    `\u{1F4A1} **The candidate beats the baseline**: ${token(f.measure)} on all queries ${signed(f.delta)}, more than the threshold ${token(f.threshold)}. Once this is merged, refresh the baseline so later PRs are held to the new level:`,
    "",
    ...codeBlock(f.command, "sh"),
    ""
  ];
}
function reasonLine(x) {
  if (x.kind === "missing" || x.kind === "no-overlap") return `**Broken run:** ${prose(x.message)}`;
  if (x.kind === "guard") return `**Guard on ${token(x.measure ?? "")}:** ${prose(x.message)}`;
  const where = `${token(x.measure ?? "")} on ${code(x.slice, false)}`;
  if (x.baseline === null || x.candidate === null || x.delta === null) {
    return `**${where}** (held out, blind): ${x.level}`;
  }
  if (x.kind === "not-significant") {
    let s2 = `**${where}** fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}), beyond the fail threshold ${token(String(x.threshold))} but not significant`;
    if (x.pAdjusted !== null) s2 += ` (p=${fmtP(x.pAdjusted)}, one-sided, adjusted)`;
    s2 += x.mde !== null ? `; this slice can only detect drops of ${f4(x.mde)} or more` : "; this slice cannot detect a drop of any size";
    return s2;
  }
  let s = `**${where}** fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}; ${x.level === "warn" ? "warn" : "fail"} threshold ${token(String(x.threshold))}`;
  if (x.pAdjusted !== null) s += `; p=${fmtP(x.pAdjusted)} one-sided, adjusted`;
  if (x.bound !== null) s += `; \u0394 \u2264 ${signed(x.bound)}, one-sided bound, family-adjusted`;
  s += ")";
  if (x.because === "unjudged" && x.unjudged) s += ` \u2014 inconclusive: ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? "" : "s"} the candidate newly shows, relevant with a mean chance of ${x.unjudged.relevance.toFixed(2)}, would leave ${signed(x.unjudged.delta)}; judge them (to-judge list)`;
  if (x.because === "coverage") s += " \u2014 inconclusive: the candidate left the judged region (its judged coverage fell below the minimum where the baseline's is above it); judge its results (to-judge list)";
  return s;
}
function verdictSentence(r) {
  const v = r.verdict;
  const a = r.slices[0].measures[r.primary];
  const overall = a ? `${token(r.primary)} on all ${r.slices[0].queries} queries: ${f4(a.baseline)} \u2192 ${f4(a.candidate)} (${signed(a.delta)}).` : "";
  if (v.level === "pass") return `**Verdict: pass.** No rule fired. ${overall}`;
  const n = v.reasons.length;
  return `**Verdict: ${v.level}.** ${n} rule${n === 1 ? "" : "s"} fired${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average)` : ""}. ${overall}`;
}
var SEVERITY = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, "not-gated": 5, "too-small": 6 };
function sliceTable(r, maxRows, trimmed) {
  const m = r.primary;
  const rows = r.slices.filter((s) => s.name !== "all");
  rows.sort((a, b) => {
    const sa = SEVERITY[a.status] - SEVERITY[b.status];
    if (sa !== 0) return sa;
    const da = a.measures[m]?.delta ?? Infinity;
    const db = b.measures[m]?.delta ?? Infinity;
    return da - db || (a.name < b.name ? -1 : 1);
  });
  const shown = maxRows !== void 0 ? rows.slice(0, maxRows) : rows;
  if (rows.length === 0) return [];
  const out = [`#### Slices by ${token(m)}, worst first`, "", "| slice | queries | baseline | candidate | \u0394 | interval | p | W/T/L | status |", "|:--|--:|--:|--:|--:|:--:|--:|:--:|:--|"];
  const line = (s) => {
    const c = s.measures[m];
    const name = code(s.name) + (s.heldout ? " (held out)" : "");
    if (!c) return `| ${name} | ${s.queries} | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | ${statusText(s.status)}${s.blind ? " (blind)" : ""} |`;
    const delta = s.status === "fail" || s.status === "warn" || s.status === "inconclusive" ? `**${signed(c.delta)}**` : signed(c.delta);
    const g = c.gate;
    const interval = g && g.bound !== null ? `\u0394 \u2264 ${signed(g.bound)}\xB9` : ci(c);
    const p = g && g.pAdjusted !== null ? `${fmtP(g.pAdjusted)}\xB9` : fmtP(c.p);
    const st = statusText(s.status) + (s.status === "underpowered" && g?.mde != null ? ` (MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${g.queriesNeeded} queries` : ""})` : "");
    return `| ${name} | ${s.queries} | ${f4(c.baseline)} | ${f4(c.candidate)} | ${delta} | ${interval} | ${p} | ${c.wins}/${c.ties}/${c.losses} | ${st} |`;
  };
  const all = r.slices[0];
  out.push(line(all).replace(code("all"), "**all**"));
  for (const s of shown) out.push(line(s));
  if (shown.length < rows.length) {
    out.push(`| \u2026 ${rows.length - shown.length} more slices | | | | | | | | |`);
    trimmed.push("some slice rows");
  }
  out.push("");
  const corr = { "westfall-young": "Westfall\u2013Young step-down (one joint sign-flip permutation over all gated pairs)", holm: "Holm", bh: "Benjamini\u2013Hochberg", none: "no" };
  const pText = r.significance.test === "none" ? "p: not computed (significance is off: thresholds alone decide)" : `\xB9 where a drop crosses a threshold: the gate's own test, one-sided (is the candidate worse?), ${corr[r.significance.correction]} adjustment over the ${r.significance.family} gated pairs; the interval is the one-sided ${Math.round((1 - r.significance.alpha) * 100)}% bound on \u0394 the decision used (below 0 exactly when the drop is significant). Other cells: two-sided paired randomization p and 95% bootstrap interval, unadjusted. Underpowered: the smallest drop detectable with ${Math.round(r.significance.power * 100)}% power (MDE) exceeds the fail threshold`;
  out.push(`<sub>W/T/L: queries where the candidate wins / ties / loses. ${pText}. Slices under ${token(String(r.contract.resolved.gate && r.contract.resolved.gate.min_queries))} queries are too small to gate.</sub>`);
  out.push("");
  return out;
}
function ci(c) {
  return `[${signed(c.ci[0])}, ${signed(c.ci[1])}]`;
}
function measureTable(r) {
  const all = r.slices[0];
  const out = [`#### All measures on all ${all.queries} queries`, "", "| measure | baseline | candidate | \u0394 | rel. \u0394 | 95% CI | p | candidate if unjudged were relevant |", "|:--|--:|--:|--:|--:|:--:|--:|--:|"];
  for (const m of r.measures) {
    const c = all.measures[m.name];
    if (!c) continue;
    const rel = c.relDelta === null ? "\u2014" : `${c.relDelta >= 0 ? "+" : "\u2212"}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
    const name = token(m.name, true);
    const label = m.aggregation === "sum" ? `${name} (sum)` : m.aggregation === "pooled" ? `${name} (micro)` : name;
    out.push(`| ${label} | ${num4(c.baseline, m.aggregation)} | ${num4(c.candidate, m.aggregation)} | ${m.aggregation === "sum" ? String(Math.round(c.delta)) : signed(c.delta)} | ${rel} | ${ci(c)} | ${fmtP(c.p)} | ${num4(c.candidateOptimistic, m.aggregation)} |`);
  }
  if (r.weighted) {
    for (const [name, w] of Object.entries(r.weighted)) {
      out.push(`| ${name} (weighted by slice) | ${f4(w.baseline)} | ${f4(w.candidate)} | ${signed(w.delta)} | | | | |`);
    }
  }
  out.push("");
  if (r.weighted) {
    out.push(`<sub>Rows marked "weighted by slice" apply the contract's slice weights to slice means; the other rows are plain means over queries.</sub>`);
    out.push("");
  }
  return out;
}
function num4(x, how) {
  return how === "sum" ? String(Math.round(x)) : f4(x);
}
function coverageLine(r) {
  const parts = [];
  const gate = r.contract.resolved.gate;
  const cov = gate?.coverage;
  if (cov) {
    const c2 = r.slices[0].measures[cov.measure];
    if (c2) parts.push(`${token(String(cov.measure))} ${f4(c2.baseline)} \u2192 ${f4(c2.candidate)} (minimum ${token(String(cov.min))}) ${c2.candidate >= cov.min ? "\u2705" : "\u2754"}`);
  }
  parts.push(`${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? "" : "s"} near the top of either run (to-judge list in the artifact)`);
  const c = r.counts;
  if (c.noRelevant) parts.push(`${c.noRelevant} quer${c.noRelevant === 1 ? "y" : "ies"} without a relevant judgment`);
  const miss = r.inputs.candidate.missing;
  if (miss) parts.push(`${miss} judged quer${miss === 1 ? "y" : "ies"} missing from the candidate (scored 0)`);
  const ties = r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent;
  if (ties) parts.push(`${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`);
  if (c.heldout) parts.push(`${c.heldout} held-out quer${c.heldout === 1 ? "y" : "ies"}`);
  return `**Coverage:** ${parts.join(" \xB7 ")}`;
}
function mark(grade, relevance) {
  if (grade === null) return "\u2754 unjudged";
  return grade >= relevance ? `\u2705 ${grade}` : `\u2716 ${grade}`;
}
function ledger(r, entries, kind) {
  const relevance = Number(r.contract.resolved.relevance ?? 1);
  const out = [`<details><summary>Most ${kind} queries by ${tokenHtml(r.ledger.measure)} (${entries.length})</summary>`, ""];
  for (const e of entries) {
    const text = e.text !== null ? ` ${code(e.text, false)}` : "";
    out.push(`**${code(e.qid, false)}**${text}: ${f4(e.baseline)} \u2192 ${f4(e.candidate)} (${signed(e.delta)})${e.slices.length ? ` \xB7 ${e.slices.map((s) => code(s, false)).join(" ")}` : ""}`);
    out.push("");
    out.push("| rank | baseline | candidate |");
    out.push("|--:|:--|:--|");
    const n = Math.max(e.baselineTop.length, e.candidateTop.length);
    for (let i = 0; i < n; i++) {
      const b = e.baselineTop[i];
      const c = e.candidateTop[i];
      out.push(`| ${i + 1} | ${b ? `${code(b.docid)} ${mark(b.grade, relevance)}` : ""} | ${c ? `${code(c.docid)} ${mark(c.grade, relevance)}` : ""} |`);
    }
    if (e.missingInCandidate) out.push("| | | _no results: the candidate did not answer this query_ |");
    out.push("");
    if (e.relevantLeft.length) out.push(`Relevant documents that left the top ${r.ledger.topk}: ${e.relevantLeft.map((d) => code(d, false)).join(", ")}`);
    if (e.relevantEntered.length) out.push(`Relevant documents that entered the top ${r.ledger.topk}: ${e.relevantEntered.map((d) => code(d, false)).join(", ")}`);
    if (e.relevantLeft.length || e.relevantEntered.length) out.push("");
  }
  out.push("\u2705 relevant (grade) \xB7 \u2716 judged not relevant \xB7 \u2754 unjudged");
  out.push("");
  out.push("</details>");
  out.push("");
  return out;
}
function chart(r) {
  const m = r.primary;
  const rows = r.slices.filter((s) => s.measures[m]);
  if (rows.length < 2) return [];
  const shown = rows.slice(0, 30);
  const deltas = shown.map((s) => Number(s.measures[m].delta.toFixed(4)));
  const lo = Math.min(0, ...deltas);
  const hi = Math.max(0, ...deltas);
  const padding = Math.max((hi - lo) * 0.1, 1e-3);
  return [
    "```mermaid",
    "xychart-beta",
    `  title "Change in ${mermaidLabel(m)} by slice"`,
    `  x-axis [${shown.map((s) => `"${mermaidLabel(s.name)}"`).join(", ")}]`,
    `  y-axis "delta ${mermaidLabel(m)}" ${(lo - padding).toFixed(4)} --> ${(hi + padding).toFixed(4)}`,
    `  bar [${deltas.join(", ")}]`,
    "```",
    ""
  ];
}
function footer(r) {
  const b = r.inputs.baseline;
  const s = r.significance;
  const age = r.baseline.ageDays !== null ? `, ${r.baseline.ageDays} day${r.baseline.ageDays === 1 ? "" : "s"} old${r.baseline.stale ? " \u26A0\uFE0F" : ""}` : "";
  const origin = [b.meta.commit ? `commit ${code(b.meta.commit.slice(0, 12), false)}` : "", b.meta.date ? `from ${code(b.meta.date, false)}${age}` : ""].filter(Boolean).join(" ");
  const parts = [
    `rankgate ${token(r.tool.version)}`,
    `contract ${code(r.contract.id, false)}`,
    r.corpus ? `corpus ${code(r.corpus, false)}` : "corpus not declared",
    `baseline ${code(b.path, false)}${origin ? ` (${origin})` : ""} sha256 ${code(b.sha256.slice(0, 12), false)}`,
    `candidate ${code(r.inputs.candidate.path, false)} sha256 ${code(r.inputs.candidate.sha256.slice(0, 12), false)}`,
    s.test === "randomization" ? `paired randomization test (${thousands(s.iterations)} iterations, seed ${s.seed}), bootstrap CI (${thousands(s.bootstrap)}), \u03B1 ${s.alpha}` : "significance off: thresholds alone"
  ];
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function thousands(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export {
  confine,
  defaultRoot,
  LEVELS,
  worse,
  reaches,
  REPORT_SCHEMA,
  serializeReport,
  parseReport,
  commentMarker,
  isMarked,
  code,
  terminal,
  f4,
  signed,
  fmtP,
  sparkline,
  renderMarkdown,
  isBranchName,
  gitRoot,
  gitCommit,
  gitDate,
  gitReader
};
