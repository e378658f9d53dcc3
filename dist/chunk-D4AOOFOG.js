import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-7ZGRMY5K.js";
import {
  adjustPValues,
  heavyStatistics,
  winsTiesLosses
} from "./chunk-SFXR2VOL.js";
import {
  aggregateColumn,
  aggregationOf,
  resolvePlan,
  runWarnings
} from "./chunk-FH3XYF3O.js";
import {
  isTieDependent,
  resolveMeasure,
  scoreOrdered,
  scoreRun,
  scoreRuns
} from "./chunk-IAERGTHI.js";
import {
  buildSlices,
  readQueries,
  selectSlices
} from "./chunk-RCPZ776M.js";
import {
  readSlices
} from "./chunk-SQKZ6DZP.js";
import {
  canonicalJson,
  contractId,
  external_exports,
  loadContract,
  parseMeasure
} from "./chunk-NKJQPHK5.js";
import {
  QueryJudgments,
  compareIds,
  readQrels
} from "./chunk-PSWIB7IG.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/compare/engine.ts
import { relative, isAbsolute } from "node:path";

// src/compare/hypothetical.ts
function hypotheticalFromTops(base, cand, qrels, plan, gated, depth) {
  if (plan.policy.ties === "expected" || plan.policy.unjudged === "condensed") return null;
  const specs = plan.measures.filter((m) => gated.includes(m.name));
  if (specs.some((m) => m.cutoff === void 0 || m.cutoff > plan.keep || m.kind === "NumRet")) return null;
  const nq = base.qids.length;
  const nm = plan.measures.length;
  const cols = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const outB = { ...base, value: cols(), num: cols(), den: cols() };
  const outC = { ...cand, value: cols(), num: cols(), den: cols() };
  const resolved = new Map(specs.map((m) => [m, resolveMeasure(m, plan.relevance)]));
  const v = { value: 0, num: 0, den: 1 };
  for (let qi = 0; qi < nq; qi++) {
    const judged = qrels.queries.get(base.qids[qi]).grades;
    const extra = /* @__PURE__ */ new Set();
    const ct = cand.top[qi];
    if (ct) {
      for (let r = 0; r < Math.min(depth, ct.docids.length); r++) if (ct.grades[r] === null) extra.add(ct.docids[r]);
    }
    const aug = new Float64Array(judged.length + extra.size);
    aug.set(judged);
    aug.fill(plan.relevance, judged.length);
    const facts2 = { judged: aug, maxGrade: Math.max(qrels.maxGrade, plan.relevance) };
    for (const [run, out] of [[base, outB], [cand, outC]]) {
      const t = run.top[qi];
      const n = t ? t.docids.length : 0;
      const grades = new Float64Array(n);
      for (let r = 0; r < n; r++) {
        const g = t.grades[r];
        grades[r] = g !== null ? g : extra.has(t.docids[r]) ? plan.relevance : NaN;
      }
      plan.measures.forEach((m, mi) => {
        const rm = resolved.get(m);
        if (!rm) return;
        scoreOrdered(rm, grades, n, facts2, v);
        out.value[mi][qi] = v.value;
        out.num[mi][qi] = v.num;
        out.den[mi][qi] = v.den;
      });
    }
  }
  return { base: outB, cand: outC };
}

// src/report/schema.ts
var REPORT_SCHEMA = "rankgate.report/1";
var num = external_exports.number();
var nullableNum = external_exports.number().nullable();
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
var levelSchema = external_exports.enum(["pass", "warn", "inconclusive", "fail"]);
var cellSchema = external_exports.strictObject({
  baseline: num,
  candidate: num,
  delta: num,
  /** delta / baseline; null when the baseline is 0 */
  relDelta: nullableNum,
  ci: external_exports.tuple([num, num]),
  p: nullableNum,
  /** p adjusted across all gated (slice, measure) pairs; null when the pair is not gated */
  pAdjusted: nullableNum,
  wins: external_exports.number().int(),
  ties: external_exports.number().int(),
  losses: external_exports.number().int(),
  baselineOptimistic: num,
  candidateOptimistic: num,
  /** Outcome of the rules on this pair: a level, or why it was not gated. */
  status: external_exports.union([levelSchema, external_exports.enum(["not-gated", "too-small"])])
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
  status: external_exports.union([levelSchema, external_exports.enum(["not-gated", "too-small"])]),
  measures: external_exports.record(external_exports.string(), cellSchema)
});
var reasonSchema = external_exports.strictObject({
  level: levelSchema,
  slice: external_exports.string(),
  measure: external_exports.string(),
  /** null for blind held-out slices */
  baseline: nullableNum,
  candidate: nullableNum,
  delta: nullableNum,
  /** The threshold that was crossed, as written ("0.02" or "3%") */
  threshold: external_exports.string(),
  rule: external_exports.number().int().nonnegative(),
  p: nullableNum,
  pAdjusted: nullableNum,
  hidden: external_exports.boolean(),
  /** Why a would-be failure is inconclusive. */
  because: external_exports.enum(["optimistic-bound", "coverage"]).nullable(),
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
    base: nullableNum,
    head: nullableNum
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
  measures: external_exports.array(external_exports.strictObject({ name: external_exports.string(), aggregation: external_exports.enum(["mean", "pooled", "sum"]) })),
  primary: external_exports.string(),
  significance: external_exports.strictObject({
    test: external_exports.enum(["randomization", "none"]),
    iterations: external_exports.number().int(),
    bootstrap: external_exports.number().int(),
    alpha: num,
    correction: external_exports.enum(["holm", "bh", "none"]),
    seed: external_exports.number().int(),
    family: external_exports.number().int()
  }),
  slices: external_exports.array(sliceSchema),
  weighted: external_exports.record(external_exports.string(), external_exports.strictObject({ baseline: num, candidate: num, delta: num })).nullable(),
  verdict: external_exports.strictObject({
    level: levelSchema,
    summary: external_exports.string(),
    reasons: external_exports.array(reasonSchema),
    hiddenRegressions: external_exports.number().int(),
    regressions: external_exports.number().int(),
    /** Set when another order of tied scores would change the verdict. */
    tieSensitive: external_exports.string().nullable()
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
    baseline: external_exports.record(external_exports.string(), external_exports.array(num)),
    candidate: external_exports.record(external_exports.string(), external_exports.array(num))
  }),
  /** Set when the PR carries the accept label: a failing verdict is reported in full but does not fail the check. */
  acceptance: external_exports.strictObject({ label: external_exports.string(), by: external_exports.string().nullable() }).nullable(),
  /** What the PR changed in the evaluation (judgments, slices, contract, baseline); null when no base commit was checked. */
  goalposts: goalpostsSchema.nullable(),
  /** Where the baseline came from and how old it is (relative to the candidate's commit date, never the clock). */
  baseline: external_exports.strictObject({
    commit: external_exports.string().nullable(),
    date: external_exports.string().nullable(),
    ageDays: external_exports.number().int().nullable(),
    /** The contract's baseline_max_age in days; null when it sets none. */
    maxAgeDays: external_exports.number().int().nullable(),
    stale: external_exports.boolean()
  }),
  /** The bless command, suggested when the gate passes and the candidate beats the baseline beyond the warn threshold. */
  refresh: external_exports.strictObject({ command: external_exports.string(), measure: external_exports.string(), delta: num, threshold: external_exports.string() }).nullable()
});
function serializeReport(report) {
  const checked = reportSchema.parse(report);
  return JSON.stringify(checked, null, 2) + "\n";
}
function parseReport(text) {
  return reportSchema.parse(JSON.parse(text));
}

// src/report/marker.ts
function commentMarker(gate) {
  return `<!-- rankgate:gate=${gate} -->`;
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", inconclusive: "\u2754", fail: "\u274C" };
function code(text, inTable = true) {
  let t = text.replace(/[\r\n\t]+/g, " ");
  if (inTable) t = t.replace(/\|/g, "\\|");
  let longest = 0;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  const pad = t.startsWith("`") || t.endsWith("`") || t.startsWith(" ") || t.endsWith(" ") ? " " : "";
  return `${fence}${pad}${t}${pad}${fence}`;
}
var f4 = (x) => x.toFixed(4);
var signed = (x) => Math.abs(x) < 5e-5 ? "\xB10.0000" : (x > 0 ? "+" : "\u2212") + Math.abs(x).toFixed(4);
var fmtP = (p) => p === null ? "\u2014" : p < 1e-4 ? "<0.0001" : p.toFixed(4);
function statusText(s) {
  if (s === "too-small") return "too small to gate";
  if (s === "not-gated") return "not gated";
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
  if (accepted) out.push(...acceptanceLines(r), "");
  out.push(...goalpostLines(r));
  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  if (hidden.length > 0) {
    out.push("> [!CAUTION]");
    out.push(`> **Hidden regression${hidden.length > 1 ? "s" : ""}: the overall average does not show ${hidden.length > 1 ? "them" : "it"}.**`);
    for (const h of hidden.slice(0, t.reasons ?? 10)) {
      const a = all[h.measure];
      out.push(`> ${reasonLine(h)}${a ? `, while ${h.measure} on all queries ${a.delta >= 0 ? "rose" : "moved"} ${signed(a.delta)}` : ""}.`);
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
  if (v.tieSensitive) out.push(`- \u2696\uFE0F ${v.tieSensitive}`);
  for (const n of r.notes) out.push(`- \u2139\uFE0F ${escapeProse(n)}`);
  for (const w of r.warnings) out.push(`- \u26A0\uFE0F ${escapeProse(w)}`);
  out.push("");
  out.push(...sliceTable(r, t.sliceRows, trimmed));
  if (t.measures !== false) out.push(...measureTable(r));
  else trimmed.push("the measures table");
  out.push(coverageLine(r));
  out.push("");
  out.push(...refreshLines(r));
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
    const scores = b.base !== null || b.head !== null ? `: ${b.measure} on all queries ${score(b.base)} under the base version, ${score(b.head)} under this PR's version${b.base !== null && b.head !== null ? ` (${signed(b.head - b.base)})` : ""}` : "";
    out.push(`> - baseline ${code(b.path, false)} ${STATUS_TEXT[b.status]}${scores}`);
  }
  for (const n of g.notes) out.push(`> - \u2139\uFE0F ${escapeProse(n)}`);
  out.push("");
  return out;
}
function clip(s) {
  return s.length > 120 ? s.slice(0, 119) + "\u2026" : s;
}
function refreshLines(r) {
  const f = r.refresh;
  if (!f) return [];
  let longest = 2;
  for (const m of f.command.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  return [
    `\u{1F4A1} **The candidate beats the baseline**: ${f.measure} on all queries ${signed(f.delta)}, more than the threshold ${f.threshold}. Once this is merged, refresh the baseline so later PRs are held to the new level:`,
    "",
    `${fence}sh`,
    f.command.replace(/[\r\n]+/g, " "),
    fence,
    ""
  ];
}
function escapeProse(s) {
  const risky = /[\\`*_[\]<>|@#&~!]|:\/\/|www\./i;
  return s.replace(/[\r\n\t]+/g, " ").split(/( +)/).map((w) => w.trim() && risky.test(w) ? code(w, false) : w).join("");
}
function reasonLine(x) {
  const where = `${x.measure} on ${code(x.slice, false)}`;
  if (x.baseline === null || x.candidate === null || x.delta === null) {
    return `**${where}** (held out, blind): ${x.level}`;
  }
  let s = `**${where}** fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}; ${x.level === "warn" ? "warn" : "fail"} threshold ${x.threshold}`;
  if (x.pAdjusted !== null) s += `; p=${fmtP(x.pAdjusted)}`;
  s += ")";
  if (x.because === "optimistic-bound") s += " \u2014 inconclusive: if the unjudged documents were relevant the gap would close; judge them (to-judge list)";
  if (x.because === "coverage") s += " \u2014 inconclusive: too few of the candidate's results are judged; judge them (to-judge list)";
  return s;
}
function verdictSentence(r) {
  const v = r.verdict;
  const a = r.slices[0].measures[r.primary];
  const overall = a ? `${r.primary} on all ${r.slices[0].queries} queries: ${f4(a.baseline)} \u2192 ${f4(a.candidate)} (${signed(a.delta)}).` : "";
  if (v.level === "pass") return `**Verdict: pass.** No rule fired. ${overall}`;
  const n = v.reasons.length;
  return `**Verdict: ${v.level}.** ${n} rule${n === 1 ? "" : "s"} fired${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average)` : ""}. ${overall}`;
}
var SEVERITY = { fail: 0, inconclusive: 1, warn: 2, pass: 3, "not-gated": 4, "too-small": 5 };
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
  const out = [`#### Slices by ${m}, worst first`, "", "| slice | queries | baseline | candidate | \u0394 | 95% CI | p (adj.) | W/T/L | status |", "|:--|--:|--:|--:|--:|:--:|--:|:--:|:--|"];
  const line = (s) => {
    const c = s.measures[m];
    const name = code(s.name) + (s.heldout ? " (held out)" : "");
    if (!c) return `| ${name} | ${s.queries} | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | ${statusText(s.status)}${s.blind ? " (blind)" : ""} |`;
    const delta = s.status === "fail" || s.status === "warn" || s.status === "inconclusive" ? `**${signed(c.delta)}**` : signed(c.delta);
    return `| ${name} | ${s.queries} | ${f4(c.baseline)} | ${f4(c.candidate)} | ${delta} | ${ci(c)} | ${fmtP(c.pAdjusted ?? c.p)} | ${c.wins}/${c.ties}/${c.losses} | ${statusText(s.status)} |`;
  };
  const all = r.slices[0];
  out.push(line(all).replace(code("all"), "**all**"));
  for (const s of shown) out.push(line(s));
  if (shown.length < rows.length) {
    out.push(`| \u2026 ${rows.length - shown.length} more slices | | | | | | | | |`);
    trimmed.push("some slice rows");
  }
  out.push("");
  const pText = r.significance.test === "none" ? "p: not computed (significance is off: thresholds alone decide)" : `p: paired randomization test${r.significance.correction !== "none" ? `, ${r.significance.correction === "holm" ? "Holm" : "Benjamini\u2013Hochberg"}-adjusted over the ${r.significance.family} gated pairs (raw p on slices no rule gates)` : ""}`;
  out.push(`<sub>W/T/L: queries where the candidate wins / ties / loses. ${pText}. Slices under ${String(r.contract.resolved.gate && r.contract.resolved.gate.min_queries)} queries are too small to gate.</sub>`);
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
    const label2 = m.aggregation === "sum" ? `${m.name} (sum)` : m.aggregation === "pooled" ? `${m.name} (micro)` : m.name;
    out.push(`| ${label2} | ${num2(c.baseline, m.aggregation)} | ${num2(c.candidate, m.aggregation)} | ${m.aggregation === "sum" ? String(Math.round(c.delta)) : signed(c.delta)} | ${rel} | ${ci(c)} | ${fmtP(c.p)} | ${num2(c.candidateOptimistic, m.aggregation)} |`);
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
function num2(x, how) {
  return how === "sum" ? String(Math.round(x)) : f4(x);
}
function coverageLine(r) {
  const parts = [];
  const gate = r.contract.resolved.gate;
  const cov = gate?.coverage;
  if (cov) {
    const c2 = r.slices[0].measures[cov.measure];
    if (c2) parts.push(`${cov.measure} ${f4(c2.baseline)} \u2192 ${f4(c2.candidate)} (minimum ${cov.min}) ${c2.candidate >= cov.min ? "\u2705" : "\u2754"}`);
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
  const out = [`<details><summary>Most ${kind} queries by ${r.ledger.measure} (${entries.length})</summary>`, ""];
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
function label(s) {
  const t = s.replace(/[^A-Za-z0-9=@._() -]/g, "_");
  return t.length > 24 ? t.slice(0, 23) + "\u2026" : t;
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
    `  title "Change in ${label(m)} by slice"`,
    `  x-axis [${shown.map((s) => `"${label(s.name)}"`).join(", ")}]`,
    `  y-axis "delta ${label(m)}" ${(lo - padding).toFixed(4)} --> ${(hi + padding).toFixed(4)}`,
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
    `rankgate ${r.tool.version}`,
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

// src/report/files.ts
function csvCell(s) {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
function perQueryCsv(report, labelsOf, visible) {
  const measures = report.measures.map((m) => m.name);
  const head = ["qid", "slices", ...measures.flatMap((m) => [`${m} baseline`, `${m} candidate`, `${m} delta`])];
  const lines = [head.map(csvCell).join(",")];
  report.perQuery.qids.forEach((qid, i) => {
    const row = [qid, labelsOf[visible[i]].join(";")];
    for (const m of measures) {
      const b = report.perQuery.baseline[m][i];
      const c = report.perQuery.candidate[m][i];
      row.push(String(b), String(c), String(c - b));
    }
    lines.push(row.map(csvCell).join(","));
  });
  return lines.join("\n") + "\n";
}
function toJudgeStub(report) {
  const lines = [
    `# rankgate to-judge list for gate ${report.gate} (contract ${report.contract.id})`,
    "# Unjudged documents from the top of either run, most consequential first.",
    '# Replace each "?" with a grade, then append these lines to the judgments file.'
  ];
  for (const t of report.toJudge) lines.push(`${t.qid} 0 ${t.docid} ?`);
  return lines.join("\n") + "\n";
}

// src/compare/statistics.ts
async function sliceStatistics(contract, base, cand, slices, aggregate) {
  const sig = contract.gate.significance === "none" ? null : contract.gate.significance;
  const job = {
    test: sig !== null && sig.test === "randomization",
    seed: sig?.seed ?? 1,
    iterations: sig?.iterations ?? 1e4,
    bootstrap: sig?.bootstrap ?? 1e4,
    measures: base.measures.map((m) => m.name)
  };
  const heavy = await heavyStatistics(job, slices.map((slice) => ({
    name: slice.name,
    columns: base.measures.map((_, mi) => {
      const col = new Float64Array(slice.members.length);
      for (let i = 0; i < col.length; i++) col[i] = cand.value[mi][slice.members[i]] - base.value[mi][slice.members[i]];
      return col;
    })
  })));
  const out = /* @__PURE__ */ new Map();
  let bv = new Float64Array(0);
  let cv = new Float64Array(0);
  slices.forEach((slice, si) => {
    const q = slice.members;
    const n = q.length;
    if (bv.length < n) {
      bv = new Float64Array(n);
      cv = new Float64Array(n);
    }
    base.measures.forEach((spec, mi) => {
      const how = aggregationOf(spec, aggregate);
      const b = aggregateColumn(base, mi, base.value[mi], q, how);
      const c = aggregateColumn(cand, mi, cand.value[mi], q, how);
      for (let i = 0; i < n; i++) {
        bv[i] = base.value[mi][q[i]];
        cv[i] = cand.value[mi][q[i]];
      }
      const wtl = winsTiesLosses(bv.subarray(0, n), cv.subarray(0, n));
      const cell = {
        baseline: b,
        candidate: c,
        delta: c - b,
        relDelta: b !== 0 ? (c - b) / Math.abs(b) : null,
        ci: heavy[si].cis[mi],
        p: heavy[si].ps[mi],
        pAdjusted: null,
        wins: wtl.wins,
        ties: wtl.ties,
        losses: wtl.losses,
        // The bound aggregates like the value: under micro, from the optimistic numerators and denominators.
        baselineOptimistic: aggregateColumn(base, mi, base.optimistic[mi], q, how, { num: base.optNum, den: base.optDen }),
        candidateOptimistic: aggregateColumn(cand, mi, cand.optimistic[mi], q, how, { num: cand.optNum, den: cand.optDen }),
        status: "not-gated"
      };
      out.set(`${slice.name}\0${spec.name}`, {
        slice,
        measure: spec.name,
        cell,
        tieWorst: { baseline: boundMean(base, mi, base.high[mi], q, how), candidate: boundMean(cand, mi, cand.low[mi], q, how) },
        tieBest: { baseline: boundMean(base, mi, base.low[mi], q, how), candidate: boundMean(cand, mi, cand.high[mi], q, how) }
      });
    });
  });
  return out;
}
function boundMean(run, mi, col, q, how) {
  if (how !== "pooled") return aggregateColumn(run, mi, col, q, how);
  const den = run.den[mi];
  let num3 = 0;
  let d = 0;
  for (let i = 0; i < q.length; i++) {
    num3 += col[q[i]] * den[q[i]];
    d += den[q[i]];
  }
  return d > 0 ? num3 / d : 0;
}

// src/compare/gate.ts
var ORDER = { pass: 0, warn: 1, inconclusive: 2, fail: 3 };
var worse = (a, b) => ORDER[a] >= ORDER[b] ? a : b;
function threshold(t) {
  if (typeof t === "number") return { text: String(t), exceeded: (_b, d) => d > t, allowance: () => t };
  const pct = Number(t.slice(0, -1)) / 100;
  return { text: t, exceeded: (b, d) => d > pct * Math.abs(b), allowance: (b) => pct * Math.abs(b) };
}
function decide(contract, pairs, slices, file, hypothetical) {
  const { gate } = contract;
  const sig = gate.significance === "none" ? null : gate.significance.test === "none" ? null : gate.significance;
  const alpha = gate.significance === "none" ? 0.05 : gate.significance.alpha;
  const correction = gate.significance === "none" ? "none" : gate.significance.correction;
  const key = (s, m) => `${s}\0${m}`;
  const measureName = (r) => r.measure;
  const gated = [];
  const selections = gate.rules.map((r, i) => selectSlices(r.slices, slices, `gate.rules[${i}].slices`, file));
  const seen = /* @__PURE__ */ new Set();
  gate.rules.forEach((r, i) => {
    for (const s of selections[i]) {
      const p = pairs.get(key(s.name, measureName(r)));
      if (s.members.length < gate.min_queries) {
        p.cell.status = "too-small";
        continue;
      }
      if (!seen.has(key(s.name, p.measure))) {
        seen.add(key(s.name, p.measure));
        gated.push(p);
        p.cell.status = "pass";
      }
    }
  });
  const adjusted = adjustPValues(gated.map((p) => p.cell.p ?? Number.NaN), correction);
  gated.forEach((p, i) => {
    p.cell.pAdjusted = Number.isNaN(adjusted[i]) ? null : adjusted[i];
  });
  const significant = (p) => sig === null || p.cell.pAdjusted !== null && p.cell.pAdjusted < alpha;
  const fire = (p, r, i, base, cand) => {
    const drop = base - cand;
    if (!significant(p)) return null;
    if (r.fail !== void 0 && threshold(r.fail).exceeded(base, drop)) return { level: "fail", rule: i, threshold: threshold(r.fail) };
    if (r.warn !== void 0 && threshold(r.warn).exceeded(base, drop)) return { level: "warn", rule: i, threshold: threshold(r.warn) };
    return null;
  };
  const coverageOf = (slice) => {
    if (!gate.coverage) return null;
    const c = pairs.get(key(slice, gate.coverage.measure));
    return c ? c.cell.candidate : null;
  };
  const reasons = [];
  gate.rules.forEach((r, i) => {
    for (const s of selections[i]) {
      if (s.members.length < gate.min_queries) continue;
      const p = pairs.get(key(s.name, measureName(r)));
      const f = fire(p, r, i, p.cell.baseline, p.cell.candidate);
      if (!f) continue;
      let level2 = f.level;
      let because = null;
      if (f.level === "fail") {
        const cov = coverageOf(s.name);
        if (gate.coverage && cov !== null && cov < gate.coverage.min) {
          level2 = "inconclusive";
          because = "coverage";
        } else {
          const h = hypothetical?.get(key(s.name, p.measure));
          if (h && h.baseline - h.candidate <= f.threshold.allowance(h.baseline)) {
            level2 = "inconclusive";
            because = "optimistic-bound";
          }
        }
      }
      p.cell.status = worse(p.cell.status, level2);
      const blind = s.heldout && contract.heldout?.mode !== "visible";
      reasons.push({
        level: level2,
        slice: s.name,
        measure: p.measure,
        baseline: blind ? null : p.cell.baseline,
        candidate: blind ? null : p.cell.candidate,
        delta: blind ? null : p.cell.delta,
        threshold: f.threshold.text,
        rule: i,
        p: blind ? null : p.cell.p,
        pAdjusted: blind ? null : p.cell.pAdjusted,
        hidden: false,
        because,
        message: ""
      });
    }
  });
  const best = /* @__PURE__ */ new Map();
  for (const r of reasons) {
    const k = key(r.slice, r.measure);
    const prev = best.get(k);
    if (!prev || ORDER[r.level] > ORDER[prev.level]) best.set(k, r);
  }
  const kept = [...best.values()];
  const firedOnAll = new Set(kept.filter((r) => r.slice === "all").map((r) => r.measure));
  for (const r of kept) {
    r.hidden = r.slice !== "all" && !firedOnAll.has(r.measure);
    r.message = reasonMessage(r, pairs.get(key("all", r.measure))?.cell);
  }
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  kept.sort((a, b) => Number(b.hidden) - Number(a.hidden) || ORDER[b.level] - ORDER[a.level] || sliceOrder.get(a.slice) - sliceOrder.get(b.slice) || a.rule - b.rule);
  let level = "pass";
  for (const r of kept) level = worse(level, r.level);
  const tieSensitive = tieCheck(contract, pairs, selections, level, fire);
  return { level, reasons: kept, hidden: kept.filter((r) => r.hidden).length, family: gated.length, tieSensitive };
}
function tieCheck(contract, pairs, selections, level, fire) {
  const levels = [];
  for (const side of ["tieWorst", "tieBest"]) {
    let l = "pass";
    contract.gate.rules.forEach((r, i) => {
      for (const s of selections[i]) {
        if (s.members.length < contract.gate.min_queries) continue;
        const p = pairs.get(`${s.name}\0${r.measure}`);
        if (!p) continue;
        const f = fire(p, r, i, p[side].baseline, p[side].candidate);
        if (f) l = worse(l, f.level);
      }
    });
    levels.push(l);
  }
  const [ifAgainst, ifFor] = levels;
  const now = level === "inconclusive" ? "fail" : level;
  if (ifAgainst === now && ifFor === now) return null;
  return `Another order of tied scores could change the verdict: ${ifAgainst} if ties break against the candidate, ${ifFor} if they break for it (thresholds re-checked with the same p-values).`;
}
function fmt(x) {
  return x.toFixed(4);
}
function signed2(x) {
  return (x >= 0 ? "+" : "\u2212") + Math.abs(x).toFixed(4);
}
function reasonMessage(r, all) {
  const lvl = r.level === "inconclusive" ? "inconclusive" : r.level;
  if (r.baseline === null || r.candidate === null || r.delta === null) {
    return `${r.measure} on held-out slice ${r.slice}: ${lvl} (blind: numbers withheld)`;
  }
  let s = `${r.measure} on ${r.slice}: ${fmt(r.baseline)} \u2192 ${fmt(r.candidate)} (${signed2(r.delta)}), ${r.level === "warn" ? "warn" : "fail"} threshold ${r.threshold}`;
  if (r.pAdjusted !== null) s += `, p=${fmtP2(r.pAdjusted)}`;
  if (r.hidden && all) s += `; hidden: ${r.measure} on all ${all.delta >= 0 ? "rose" : "fell"} ${signed2(all.delta)}`;
  if (r.because === "optimistic-bound") s += "; inconclusive: counting unjudged documents as relevant closes the gap";
  if (r.because === "coverage") s += "; inconclusive: the candidate's judged coverage is below the minimum";
  return s;
}
function fmtP2(p) {
  if (p < 1e-4) return "<0.0001";
  return p.toFixed(4);
}

// src/compare/ledger.ts
function buildLedger(base, cand, mi, members, labelsOf, texts, n, topk, relevance) {
  const rows = [];
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    rows.push({ qi, delta: cand.value[mi][qi] - base.value[mi][qi] });
  }
  const byQid = (a, b) => compareIds(base.qids[a.qi], base.qids[b.qi]);
  const regressed = rows.filter((r) => r.delta < -1e-12).sort((a, b) => a.delta - b.delta || byQid(a, b)).slice(0, n);
  const improved = rows.filter((r) => r.delta > 1e-12).sort((a, b) => b.delta - a.delta || byQid(a, b)).slice(0, n);
  const entry = ({ qi, delta }) => {
    const bt = top(base.top[qi], topk);
    const ct = top(cand.top[qi], topk);
    const relIn = (list) => list.filter((d) => d.grade !== null && d.grade >= relevance).map((d) => d.docid);
    const bRel = relIn(bt);
    const cRel = relIn(ct);
    const qid = base.qids[qi];
    return {
      qid,
      text: texts?.get(qid) ?? null,
      slices: labelsOf[qi],
      baseline: base.value[mi][qi],
      candidate: cand.value[mi][qi],
      delta,
      baselineTop: bt,
      candidateTop: ct,
      relevantLeft: bRel.filter((d) => !cRel.includes(d)),
      relevantEntered: cRel.filter((d) => !bRel.includes(d)),
      missingInCandidate: cand.missing[qi] === 1
    };
  };
  return { regressed: regressed.map(entry), improved: improved.map(entry) };
}
function top(t, k) {
  if (!t) return [];
  const out = [];
  for (let i = 0; i < Math.min(k, t.docids.length); i++) out.push({ docid: t.docids[i], grade: t.grades[i] });
  return out;
}
function buildToJudge(base, cand, members, depth) {
  const out = [];
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const seen = /* @__PURE__ */ new Map();
    const visit = (t, side) => {
      if (!t) return;
      for (let r = 0; r < Math.min(depth, t.docids.length); r++) {
        if (t.grades[r] !== null) continue;
        const docid = t.docids[r];
        let e = seen.get(docid);
        if (!e) {
          e = { qid: base.qids[qi], docid, baselineRank: null, candidateRank: null, impact: 0 };
          seen.set(docid, e);
        }
        e[side] = r + 1;
        e.impact += 1 / Math.log2(r + 2);
      }
    };
    visit(base.top[qi], "baselineRank");
    visit(cand.top[qi], "candidateRank");
    out.push(...seen.values());
  }
  out.sort((a, b) => b.impact - a.impact || compareIds(a.qid, b.qid) || (a.docid < b.docid ? -1 : a.docid > b.docid ? 1 : 0));
  return out;
}

// src/compare/refresh.ts
function maxAgeDays(value) {
  if (value === void 0) return null;
  if (typeof value === "number") return value;
  const m = /^(\d+)\s*([dw])$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * (m[2] === "w" ? 7 : 1);
}
function parseDate(text) {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : null;
}
function baselineAge(meta, candidateDate, maxAge) {
  const commit = meta["commit"] ?? null;
  const date = meta["date"] ?? null;
  const made = parseDate(date);
  const now = parseDate(candidateDate);
  const ageDays = made !== null && now !== null ? Math.max(0, Math.floor((now - made) / 864e5)) : null;
  const maxAgeDaysValue = maxAgeDays(maxAge);
  return { commit, date, ageDays, maxAgeDays: maxAgeDaysValue, stale: ageDays !== null && maxAgeDaysValue !== null && ageDays > maxAgeDaysValue };
}
function allSliceThreshold(contract, measure) {
  for (const r of contract.gate.rules) {
    if (r.measure !== measure) continue;
    const sel = Array.isArray(r.slices) ? r.slices : [r.slices];
    if (!sel.some((p) => new RegExp("^" + p.split("*").map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$").test("all"))) continue;
    const t = r.warn ?? r.fail;
    if (t !== void 0) return t;
  }
  return null;
}
function shellQuote(s) {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function refreshSuggestion(contract, level, primary, all, contractFile, runFile) {
  if (level !== "pass" || !all) return null;
  const t = allSliceThreshold(contract, primary);
  if (t === null) return null;
  const allowance = typeof t === "number" ? t : Number(t.slice(0, -1)) / 100 * Math.abs(all.baseline);
  if (!(all.delta > allowance)) return null;
  return {
    command: `npx rankgate baseline --contract ${shellQuote(contractFile)} --run ${shellQuote(runFile)}`,
    measure: primary,
    delta: all.delta,
    threshold: String(t)
  };
}

// src/compare/engine.ts
var TO_JUDGE_MAX = 2e3;
async function runComparison(opts) {
  const root = opts.root ?? process.cwd();
  const shown = (p) => {
    const r = relative(root, p);
    return r && !r.startsWith("..") && !isAbsolute(r) ? r.split("\\").join("/") : p;
  };
  const rc = loadContract(opts.contract, shown(opts.contract));
  const contract = normalizeMeasures(rc);
  const baselinePath = opts.baseline ?? rc.paths.baseline;
  if (!baselinePath) {
    throw new InputError("no baseline run", { file: rc.file }, "set baseline: in the contract or pass --baseline FILE");
  }
  const qrels = await readQrels(rc.paths.judgments, shown(rc.paths.judgments));
  const topk = contract.report.topk;
  const judgeDepth = topk;
  const hypoDepth = hypotheticalDepth(rc);
  const plan = resolvePlan(rc, {}, Math.max(topk, hypoDepth));
  const debug = process.env.RANKGATE_DEBUG ? (what) => process.stderr.write(`rankgate: ${what} at ${Math.round(performance.now())} ms
`) : () => {
  };
  debug("scoring");
  const scoring = scoreRuns([
    { path: baselinePath, label: shown(baselinePath) },
    { path: opts.run, label: shown(opts.run) }
  ], qrels, rc.paths.judgments, plan);
  scoring.catch(() => {
  });
  const sliceTable2 = rc.paths.slices ? await readSlices(rc.paths.slices, shown(rc.paths.slices)) : null;
  const texts = rc.paths.queries ? await readQueries(rc.paths.queries, shown(rc.paths.queries)) : null;
  const [base, cand] = await scoring;
  const id = contractId(rc.contract, qrels.facts.sha256, sliceTable2?.facts.sha256);
  const notes = checkProvenance(rc, base, cand, id);
  const sp = buildSlices(qrels.qids, base.included, sliceTable2, contract.heldout, rc.file);
  debug("statistics");
  const pairs = await sliceStatistics(contract, base, cand, sp.slices, plan.aggregate);
  debug("gate");
  let outcome = decide(contract, pairs, sp.slices, rc.file, null);
  if (outcome.reasons.some((r) => r.level === "fail")) {
    const gated = contract.gate.rules.map((r) => r.measure);
    let h = hypotheticalFromTops(base, cand, qrels, plan, gated, hypoDepth);
    if (!h) {
      if (process.env.RANKGATE_DEBUG) process.stderr.write("rankgate: re-scoring both runs for the optimistic check\n");
      const judged = withCandidateUnjudgedRelevant(qrels, cand, plan.relevance, hypoDepth);
      const quiet = { ...plan, keep: 0 };
      h = {
        base: await scoreRun(baselinePath, judged, quiet, shown(baselinePath)),
        cand: await scoreRun(opts.run, judged, quiet, shown(opts.run))
      };
    }
    outcome = decide(contract, pairs, sp.slices, rc.file, sliceMeans(h.base, h.cand, sp.slices, plan.aggregate));
  }
  const blindMode = contract.heldout?.mode !== "visible";
  const slices = sp.slices.map((s) => {
    const blind = s.heldout && blindMode;
    const measures = {};
    let status = s.members.length < contract.gate.min_queries ? "too-small" : "not-gated";
    for (const m of plan.measures) {
      const cell = pairs.get(`${s.name}\0${m.name}`).cell;
      if (cell.status === "pass" || cell.status === "warn" || cell.status === "fail" || cell.status === "inconclusive") {
        status = status === "not-gated" || status === "too-small" ? cell.status : worse(status, cell.status);
      }
      if (!blind) measures[m.name] = cell;
    }
    return { name: s.name, dimension: s.dimension, value: s.value, queries: s.members.length, gated: s.members.length >= contract.gate.min_queries, heldout: s.heldout, blind, status, measures };
  });
  const all = sp.slices[0];
  const primaryIndex = plan.measures.findIndex((m) => m.name === contract.gate.primary);
  const ledger2 = buildLedger(base, cand, primaryIndex, all.members, sp.labelsOf, texts?.texts ?? null, contract.report.ledger, topk, plan.relevance);
  const visible = visibleQueries(sp.heldoutMask, base.included, blindMode);
  const toJudgeAll = buildToJudge(base, cand, visible, judgeDepth);
  const weighted = weightedOverall(contract, slices, plan.measures.map((m) => m.name), rc.file);
  const warnings = [...runWarnings(base), ...runWarnings(cand)].map((w) => w.message);
  if (toJudgeAll.length > TO_JUDGE_MAX) warnings.push(`${toJudgeAll.length} unjudged (query, document) pairs in the top ${judgeDepth}; the report lists the first ${TO_JUDGE_MAX}`);
  if (sp.withoutLabels > 0) warnings.push(`${sp.withoutLabels} judged quer${sp.withoutLabels === 1 ? "y has" : "ies have"} no row in the slices file (counted as (unlabeled))`);
  if (sp.labelsNotJudged > 0) notes.push(`${sp.labelsNotJudged} slices-file row(s) name queries without judgments (ignored)`);
  const allCell = pairs.get(`all\0${contract.gate.primary}`).cell;
  const summary = summaryLine(outcome.level, outcome.reasons, contract.gate.primary, allCell, all.members.length);
  const perQueryQids = Array.from(visible, (qi) => base.qids[qi]);
  const column = (run) => Object.fromEntries(plan.measures.map((m, mi) => [m.name, Array.from(visible, (qi) => run.value[mi][qi])]));
  const report = {
    schema: REPORT_SCHEMA,
    tool: { name: "rankgate", version: VERSION },
    gate: contract.name,
    contract: { id, file: rc.file, resolved: JSON.parse(canonicalJson(rc.contract)) },
    corpus: contract.corpus ?? base.read.meta.corpus ?? cand.read.meta.corpus ?? null,
    inputs: {
      judgments: { ...facts(qrels.facts), judgments: qrels.judgments, queries: qrels.qids.length },
      slices: sliceTable2 ? { ...facts(sliceTable2.facts), dimensions: sliceTable2.dimensions } : null,
      queries: texts ? facts(texts.facts) : null,
      baseline: runFacts(base),
      candidate: runFacts(cand)
    },
    notes,
    warnings,
    counts: {
      judged: qrels.qids.length,
      evaluated: all.members.length + (sp.slices.find((s) => s.heldout)?.members.length ?? 0),
      noRelevant: count(base.noRelevant),
      heldout: count(sp.heldoutMask),
      withoutSliceLabels: sp.withoutLabels,
      sliceLabelsNotJudged: sp.labelsNotJudged
    },
    measures: plan.measures.map((m) => ({ name: m.name, aggregation: aggregationOf(m, plan.aggregate) })),
    primary: contract.gate.primary,
    significance: significanceFacts(contract, outcome.family),
    slices,
    weighted,
    verdict: {
      level: outcome.level,
      summary,
      reasons: outcome.reasons,
      hiddenRegressions: outcome.hidden,
      regressions: outcome.reasons.length,
      tieSensitive: outcome.tieSensitive
    },
    ledger: { measure: contract.gate.primary, topk, regressed: ledger2.regressed, improved: ledger2.improved },
    toJudge: toJudgeAll.slice(0, TO_JUDGE_MAX),
    perQuery: { qids: perQueryQids, baseline: column(base), candidate: column(cand) },
    acceptance: opts.acceptance ?? null,
    goalposts: opts.goalposts ?? null,
    baseline: baselineAge(base.read.meta, opts.candidateDate, contract.baseline_max_age),
    refresh: refreshSuggestion(contract, outcome.level, contract.gate.primary, allCell, rc.file, opts.refreshRun ?? shown(opts.run))
  };
  debug("report");
  const reportJson = serializeReport(report);
  const markdown = renderMarkdown(report);
  return {
    report,
    reportJson,
    markdown,
    files: [
      { name: "report.json", content: reportJson },
      { name: "report.md", content: markdown },
      { name: "per-query.csv", content: perQueryCsv(report, sp.labelsOf, visible) },
      { name: "to-judge.qrels", content: toJudgeStub(report) }
    ]
  };
}
function normalizeMeasures(rc) {
  const c = structuredClone(rc.contract);
  const name = (m) => parseMeasure(m).name;
  c.gate.primary = rc.primary.name;
  c.gate.rules = c.gate.rules.map((r) => ({ ...r, measure: name(r.measure) }));
  if (c.gate.coverage) c.gate.coverage = { ...c.gate.coverage, measure: name(c.gate.coverage.measure) };
  return c;
}
function hypotheticalDepth(rc) {
  const gated = new Set(rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name));
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? 100);
  return Math.min(depth, 100);
}
function withCandidateUnjudgedRelevant(qrels, cand, relevance, depth) {
  const queries = /* @__PURE__ */ new Map();
  cand.qids.forEach((qid, qi) => {
    const orig = qrels.queries.get(qid);
    const q = new QueryJudgments(qid);
    orig.docids.forEach((d, i) => {
      q.index.set(d, i);
      q.docids.push(d);
      q.gradeList.push(orig.grades[i]);
      q.lineList.push(orig.lineList[i]);
    });
    const top2 = cand.top[qi];
    if (top2) {
      for (let r = 0; r < Math.min(depth, top2.docids.length); r++) {
        if (top2.grades[r] !== null || q.index.has(top2.docids[r])) continue;
        q.index.set(top2.docids[r], q.docids.length);
        q.docids.push(top2.docids[r]);
        q.gradeList.push(relevance);
        q.lineList.push(0);
      }
    }
    q.seal();
    queries.set(qid, q);
  });
  return { ...qrels, queries, maxGrade: Math.max(qrels.maxGrade, relevance) };
}
function sliceMeans(base, cand, slices, aggregate) {
  const out = /* @__PURE__ */ new Map();
  for (const s of slices) {
    base.measures.forEach((spec, mi) => {
      const how = aggregationOf(spec, aggregate);
      out.set(`${s.name}\0${spec.name}`, {
        baseline: aggregateColumn(base, mi, base.value[mi], s.members, how),
        candidate: aggregateColumn(cand, mi, cand.value[mi], s.members, how)
      });
    });
  }
  return out;
}
function checkProvenance(rc, base, cand, id) {
  const notes = [];
  const want = rc.contract.corpus;
  const b = base.read.meta.corpus;
  const c = cand.read.meta.corpus;
  if (b !== void 0 && c !== void 0 && b !== c) {
    throw new InputError(
      `the baseline was made on corpus "${b}" but the candidate declares corpus "${c}"`,
      { file: cand.read.facts.path },
      "compare runs over the same corpus version: regenerate the baseline (rankgate baseline) or the candidate"
    );
  }
  for (const [run, declared] of [[base, b], [cand, c]]) {
    if (want !== void 0 && declared !== void 0 && declared !== want) {
      throw new InputError(
        `declares corpus "${declared}" but the contract pins corpus "${want}"`,
        { file: run.read.facts.path },
        "update corpus: in the contract, or regenerate the run on the pinned corpus"
      );
    }
  }
  const made = base.read.meta.contract;
  if (made !== void 0 && made !== id) {
    notes.push(`The baseline was made under contract ${made}; today's contract is ${id}. Both runs were re-scored under today's contract.`);
  }
  return notes;
}
function facts(f) {
  return { path: f.path, sha256: f.sha256, lines: f.lines, bytes: f.bytes };
}
function count(mask) {
  let c = 0;
  for (let i = 0; i < mask.length; i++) c += mask[i];
  return c;
}
function runFacts(run) {
  let tie = 0;
  for (let qi = 0; qi < run.qids.length; qi++) {
    if (!run.included[qi]) continue;
    for (let mi = 0; mi < run.measures.length; mi++) {
      if (isTieDependent(run, mi, qi)) {
        tie++;
        break;
      }
    }
  }
  const r = run.read;
  return {
    ...facts(r.facts),
    format: r.format,
    tags: r.tags,
    meta: r.meta,
    queries: r.queries,
    results: r.results,
    missing: count(run.missing),
    runOnly: r.runOnly.length,
    tieDependent: tie,
    duplicatesDropped: r.duplicatesDropped
  };
}
function visibleQueries(heldout, included, blind) {
  const out = [];
  for (let qi = 0; qi < included.length; qi++) if (included[qi] && !(blind && heldout[qi])) out.push(qi);
  return Int32Array.from(out);
}
function significanceFacts(contract, family) {
  const s = contract.gate.significance;
  if (s === "none") return { test: "none", iterations: 0, bootstrap: 1e4, alpha: 0.05, correction: "none", seed: 1, family };
  return { test: s.test, iterations: s.iterations, bootstrap: s.bootstrap, alpha: s.alpha, correction: s.correction, seed: s.seed, family };
}
function weightedOverall(contract, slices, measures, file) {
  if (!contract.weights) return null;
  const entries = Object.entries(contract.weights).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const out = {};
  for (const m of measures) {
    let wsum = 0;
    let b = 0;
    let c = 0;
    for (const [name, w] of entries) {
      const s = slices.find((x) => x.name === name);
      if (!s) throw new InputError(`weights names slice "${name}", which no judged query belongs to`, { file }, `slices are: ${slices.map((x) => x.name).join(", ")}`);
      const cell = s.measures[m];
      if (!cell) throw new InputError(`weights names the blind held-out slice "${name}"`, { file }, "weights apply to visible slices only");
      wsum += w;
      b += w * cell.baseline;
      c += w * cell.candidate;
    }
    if (wsum === 0) throw new InputError("weights sum to 0", { file }, "give at least one slice a positive weight");
    out[m] = { baseline: b / wsum, candidate: c / wsum, delta: (c - b) / wsum };
  }
  return out;
}
function summaryLine(level, reasons, primary, all, n) {
  const overall = `${primary} on all ${n} queries ${all.baseline.toFixed(4)} \u2192 ${all.candidate.toFixed(4)} (${all.delta >= 0 ? "+" : "\u2212"}${Math.abs(all.delta).toFixed(4)})`;
  if (reasons.length === 0) return `pass: no rule fired; ${overall}`;
  const hidden = reasons.filter((r) => r.hidden).length;
  const worst = reasons.find((r) => r.level === level) ?? reasons[0];
  const where = worst.delta !== null ? `${worst.measure} on ${worst.slice} ${worst.delta >= 0 ? "+" : "\u2212"}${Math.abs(worst.delta).toFixed(4)}${worst.pAdjusted !== null ? ` (p=${fmtP2(worst.pAdjusted)})` : ""}` : `${worst.measure} on ${worst.slice}`;
  return `${level}: ${reasons.length} regression${reasons.length === 1 ? "" : "s"}${hidden ? ` (${hidden} hidden)` : ""}, worst ${where}; ${overall}`;
}

// src/github/base-files.ts
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync as existsSync2, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute as isAbsolute2, join, relative as relative2, resolve } from "node:path";

// src/compare/goalposts.ts
import { existsSync, readFileSync } from "node:fs";
function sameBytes(a, b) {
  return readFileSync(a).equals(readFileSync(b));
}
function statusOf(v) {
  if (v.base === null && v.head === null) return "unchanged";
  if (v.base === null) return "added";
  if (v.head === null) return "removed";
  return sameBytes(v.base, v.head) ? "unchanged" : "changed";
}
var describe = (e) => e instanceof InputError ? e.format() : e instanceof Error ? e.message : String(e);
async function judgmentsOf(path, label2) {
  const q = await readQrels(path, label2);
  const out = /* @__PURE__ */ new Map();
  for (const [qid, j] of q.queries) j.docids.forEach((d, i) => out.set(`${qid}\0${d}`, j.gradeList[i]));
  return out;
}
async function slicesOf(path, label2) {
  const t = await readSlices(path, label2);
  const out = /* @__PURE__ */ new Map();
  for (const [qid, values] of t.labels) {
    out.set(qid, JSON.stringify(t.dimensions.map((d, i) => [d, [...values[i] ?? []].sort()]).sort()));
  }
  return out;
}
function diffEntries(base, head) {
  let added = 0;
  let removed = 0;
  let regraded = 0;
  for (const [k, v] of head) {
    if (!base.has(k)) added++;
    else if (base.get(k) !== v) regraded++;
  }
  for (const k of base.keys()) if (!head.has(k)) removed++;
  return { added, removed, regraded };
}
async function entryChange(v, read, notes, what) {
  if (v === null || v.base === null && v.head === null) return null;
  const status = statusOf(v);
  if (status === "unchanged") return { path: v.path, status, added: 0, removed: 0, regraded: 0 };
  try {
    const base = v.base ? await read(v.base, `${v.path} (base)`) : /* @__PURE__ */ new Map();
    const head = v.head ? await read(v.head, v.path) : /* @__PURE__ */ new Map();
    return { path: v.path, status, ...diffEntries(base, head) };
  } catch (e) {
    notes.push(`the ${what} could not be compared: ${describe(e)}`);
    return { path: v.path, status: "unreadable", added: 0, removed: 0, regraded: 0 };
  }
}
function judgmentsChange(v, notes) {
  return entryChange(v, judgmentsOf, notes, "judgments");
}
function slicesChange(v, notes) {
  return entryChange(v, slicesOf, notes, "slices");
}
function flatten(value, prefix = "", out = /* @__PURE__ */ new Map()) {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, "[]");
    value.forEach((x, i) => flatten(x, `${prefix}[${i}]`, out));
  } else if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).filter((k) => value[k] !== void 0).sort();
    if (keys.length === 0) out.set(prefix, "{}");
    for (const k of keys) flatten(value[k], prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}
function contractFieldDiff(base, head) {
  const b = flatten(JSON.parse(canonicalJson(base)));
  const h = flatten(JSON.parse(canonicalJson(head)));
  const fields = [.../* @__PURE__ */ new Set([...b.keys(), ...h.keys()])].sort(compareFields);
  const out = [];
  for (const f of fields) {
    const x = b.get(f) ?? null;
    const y = h.get(f) ?? null;
    if (x !== y) out.push({ field: f, base: x, head: y });
  }
  return out;
}
function compareFields(a, b) {
  const split = (s) => s.split(/(\d+)/).map((p, i) => i % 2 ? Number(p) : p);
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (typeof x[i] === "number" && typeof y[i] === "number") return x[i] - y[i];
    return String(x[i]) < String(y[i]) ? -1 : 1;
  }
  return x.length - y.length;
}
function contractChange(v, notes) {
  const status = statusOf(v);
  if (status !== "changed") return { path: v.path, status, changes: [] };
  try {
    const base = loadContract(v.base, `${v.path} (base)`).contract;
    const head = loadContract(v.head, v.path).contract;
    const changes = contractFieldDiff(base, head);
    return { path: v.path, status: changes.length ? "changed" : "unchanged", changes };
  } catch (e) {
    notes.push(`the PR's contract could not be compared: ${describe(e)}`);
    return { path: v.path, status: "unreadable", changes: [] };
  }
}
async function baselineChange(v, contract, root, notes) {
  if (v === null || v.base === null && v.head === null) return null;
  const status = statusOf(v);
  let measure = "";
  let base = null;
  let head = null;
  try {
    measure = loadContract(contract).primary.name;
  } catch {
  }
  if (status !== "unchanged" && v.base && v.head) {
    try {
      const r = await runComparison({ contract, baseline: v.base, run: v.head, root });
      const all = r.report.slices[0]?.measures[r.report.primary];
      measure = r.report.primary;
      if (all) {
        base = all.baseline;
        head = all.candidate;
      }
    } catch (e) {
      notes.push(`the two versions of the baseline could not be scored: ${describe(e)}`);
    }
  }
  return { path: v.path, status, measure, base, head };
}
async function goalposts(o) {
  const notes = [...o.notes ?? []];
  const contract = contractChange(o.contract, notes);
  const judgments = await judgmentsChange(o.judgments, notes);
  const slices = await slicesChange(o.slices, notes);
  const baseline = existsSync(o.gateContract) ? await baselineChange(o.baseline, o.gateContract, o.root, notes) : null;
  const changed = [contract.status, judgments?.status, slices?.status, baseline?.status].some((s) => s !== void 0 && s !== "unchanged");
  return { ref: o.ref, source: o.source, used: o.used, changed, contract, judgments, slices, baseline, notes };
}

// src/github/base-files.ts
var GIT_MAX = 1 << 30;
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
function apiReader(octokit, owner, repo, sha) {
  return {
    source: "api",
    read: async (path) => {
      let data;
      try {
        ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref: sha }));
      } catch (e) {
        if (e.status === 404) return null;
        throw e;
      }
      const f = data;
      if (Array.isArray(data) || f.type !== "file") return null;
      if (f.encoding === "base64" && typeof f.content === "string" && (f.content !== "" || f.size === 0)) return Buffer.from(f.content, "base64");
      const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha });
      return Buffer.from(blob.data.content, blob.data.encoding === "base64" ? "base64" : "utf8");
    }
  };
}
var slash = (p) => p.split("\\").join("/");
function inside(root, p) {
  const r = relative2(root, p);
  if (r === "" || r.startsWith("..") || isAbsolute2(r)) return null;
  return slash(r);
}
async function prepareBaseComparison(o) {
  const root = resolve(o.repoRoot);
  const notes = [];
  const contractRel = inside(root, o.contract);
  const runRel = inside(root, o.run);
  if (contractRel === null || runRel === null) throw new Error(`the contract and the run must lie inside the repository ${root}`);
  const tmp = o.tmp ?? mkdtempSync(join(tmpdir(), "rankgate-base-"));
  const at = (rel) => join(tmp, rel);
  const place = (rel, bytes) => {
    mkdirSync(dirname(at(rel)), { recursive: true });
    writeFileSync(at(rel), bytes);
  };
  let head = null;
  try {
    head = loadContract(o.contract, contractRel);
  } catch {
  }
  const headPath = (key) => {
    const p = key === "baseline" && o.baseline ? o.baseline : head?.paths[key];
    return p && existsSync2(p) ? p : null;
  };
  const useHead = (note, baseRc, baseFiles2) => finish("head", o.contract, o.baseline, root, baseRc, baseFiles2, note);
  const finish = async (used2, contract, baseline, cmpRoot, baseRc, baseFiles2, note) => {
    if (note) notes.push(note);
    const versions = (key) => {
      const h = headPath(key);
      const b = baseFiles2[key] ?? null;
      const rel = (h && inside(root, h)) ?? (b && inside(tmp, b)) ?? baseRc?.contract[key] ?? null;
      if (rel === null) return null;
      return { path: rel, base: b, head: h };
    };
    const baseContractFile = baseRc ? at(contractRel) : null;
    const gp = await goalposts({
      ref: o.ref,
      source: o.reader.source,
      used: used2,
      contract: { path: contractRel, base: baseContractFile, head: existsSync2(o.contract) ? o.contract : null },
      judgments: versions("judgments"),
      slices: versions("slices"),
      baseline: versions("baseline"),
      gateContract: contract,
      root: cmpRoot,
      notes
    });
    return { contract, baseline, run: used2 === "base" ? at(runRel) : o.run, root: cmpRoot, goalposts: gp, runShown: runRel };
  };
  const contractBytes = await o.reader.read(contractRel);
  if (contractBytes === null) {
    return useHead(`the base commit has no ${contractRel}: this PR adds the contract, so the comparison uses the PR's files`, null, {});
  }
  place(contractRel, contractBytes);
  let base;
  try {
    base = loadContract(at(contractRel), `${contractRel} (base)`);
  } catch (e) {
    return useHead(`the base commit's contract is not valid (${e instanceof Error ? e.message : String(e)}), so the comparison uses the PR's files`, null, {});
  }
  const baseFiles = {};
  const fromHead = [];
  for (const key of ["judgments", "slices", "queries", "baseline"]) {
    const abs = key === "baseline" && o.baseline ? at(inside(root, o.baseline) ?? "") : base.paths[key];
    if (!abs) continue;
    const rel = inside(tmp, abs);
    if (rel === null) return useHead(`the base contract's ${key} lies outside the repository, so the comparison uses the PR's files`, base, baseFiles);
    const bytes = await o.reader.read(rel);
    if (bytes !== null) {
      place(rel, bytes);
      baseFiles[key] = abs;
    } else {
      baseFiles[key] = null;
      const h = join(root, rel);
      if (existsSync2(h)) {
        mkdirSync(dirname(abs), { recursive: true });
        copyFileSync(h, abs);
        fromHead.push(rel);
      }
    }
  }
  if (fromHead.length) notes.push(`not on the base commit, so taken from this PR: ${fromHead.join(", ")}`);
  const used = base.contract.goalposts ?? "base";
  if (used === "head") return finish("head", o.contract, o.baseline, root, base, baseFiles);
  rmSync(at(runRel), { force: true });
  mkdirSync(dirname(at(runRel)), { recursive: true });
  try {
    symlinkSync(resolve(o.run), at(runRel));
  } catch {
    copyFileSync(o.run, at(runRel));
  }
  const overrideRel = o.baseline ? inside(root, o.baseline) : null;
  const baselineOverride = overrideRel !== null ? at(overrideRel) : void 0;
  return finish("base", at(contractRel), baselineOverride, tmp, base, baseFiles);
}

export {
  parseReport,
  commentMarker,
  f4,
  signed,
  fmtP,
  renderMarkdown,
  runComparison,
  gitRoot,
  gitCommit,
  gitDate,
  gitReader,
  apiReader,
  prepareBaseComparison
};
//# sourceMappingURL=chunk-D4AOOFOG.js.map
