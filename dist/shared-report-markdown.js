import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  commandBlock,
  staleLines,
  trendLines
} from "./shared-report-trend.js";
import {
  commentMarker
} from "./shared-report-marker.js";
import {
  acceptedRefreshCommands,
  anyGated,
  cellStatistics,
  hasOptimistic,
  headline,
  identicalRuns,
  measureLabel,
  nextSteps,
  optimisticLegend,
  powerLegend,
  refreshAdvice,
  rowStatus,
  safeUrl,
  sliceOrder,
  statisticsLegend,
  testSettings,
  textChart
} from "./shared-report-next-steps.js";
import {
  f4,
  pIs,
  signed
} from "./shared-numbers.js";
import {
  code,
  codeBlock,
  prose,
  token,
  tokenHtml
} from "./shared-report-escape.js";
import {
  BROKEN_RUN_KINDS
} from "./shared-report-schema.js";

// src/report/spans.ts
function reasonSpans(x) {
  if (BROKEN_RUN_KINDS.includes(x.kind))
    return [{ strong: [x.run === "baseline" ? "Broken baseline:" : "Broken run:"] }, " ", { prose: x.message }];
  if (x.kind === "guard")
    return [{ strong: ["Guard on ", { token: x.measure ?? "" }, ":"] }, " ", { prose: x.message }];
  const where = { strong: [{ token: x.measure ?? "" }, " on ", { code: x.slice }] };
  if (x.baseline === null || x.candidate === null || x.delta === null) return [where, ` (held out, blind): ${x.level}`];
  if (x.kind === "not-significant") {
    let s2 = " but not significant";
    if (x.pAdjusted !== null) s2 += ` (${pIs(x.pAdjusted)}, one-sided, adjusted)`;
    s2 += x.mde !== null ? `; this slice can only detect drops of ${f4(x.mde)} or more` : "; this slice cannot detect a drop of any size";
    return [
      where,
      ` fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}), beyond the fail threshold `,
      { token: String(x.threshold) },
      s2
    ];
  }
  const head = ` fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}; ${x.level === "warn" ? "warn" : "fail"} threshold `;
  let s = "";
  if (x.pAdjusted !== null) s += `; ${pIs(x.pAdjusted)} one-sided, adjusted`;
  if (x.bound !== null) s += `; \u0394 \u2264 ${signed(x.bound)}, one-sided bound, family-adjusted`;
  s += ")";
  if (x.because === "unjudged" && x.unjudged)
    s += ` \u2014 inconclusive: ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? "" : "s"} the candidate newly shows, relevant with a mean chance of ${x.unjudged.relevance.toFixed(2)}, would leave ${signed(x.unjudged.delta)}; judge them (to-judge list)`;
  if (x.because === "coverage")
    s += " \u2014 inconclusive: the candidate left the judged region (its judged coverage fell below the minimum where the baseline's is above it); judge its results (to-judge list)";
  return [where, head, { token: String(x.threshold) }, s];
}

// src/report/accepted.ts
function acceptedRefreshLines(r, code2, ctx = {}) {
  const a = r.acceptedRefresh;
  if (!a) return [];
  const block = commandBlock(a.command);
  const path = code2(a.path, false);
  if (a.status === "committed") {
    const where2 = a.branch !== null ? ` to this PR's branch ${code2(a.branch, false)}` : "";
    const commit = a.commit !== null ? ` (commit ${code2(a.commit.slice(0, 12), false)})` : "";
    return [
      `\u{1F504} **Baseline refreshed:** rankgate committed ${path}${where2}${commit}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted. It is what this command writes:`,
      "",
      ...block
    ];
  }
  if (a.status === "current") {
    return [
      `\u{1F504} **Baseline refreshed:** ${path} on this PR's branch already holds this candidate's ranking; later PRs are compared with what was accepted once this is merged.`,
      ""
    ];
  }
  const commands = acceptedRefreshCommands(r, ctx);
  const where = commands.length > 1 ? "from the repository root (the first line downloads the candidate run CI produced)" : "with the candidate run where CI writes it, from the repository root";
  return [
    `\u{1F504} **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up: on this PR's branch, ${where}, run this and commit ${path}:`,
    "",
    ...commandBlock(commands)
  ];
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
function renderMarkdown(report, limit = COMMENT_LIMIT, context = {}) {
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
    body = render(report, t, context);
    if (body.length <= limit) return body;
  }
  const note = "\n\n_\u2702\uFE0F Cut to fit GitHub's 65,536-character limit; the full report is in the job summary and the artifact._\n";
  const close = "\n\n</details>";
  const head = body.slice(0, limit - note.length - close.length);
  const end = head.lastIndexOf("\n");
  const kept = end >= 0 ? head.slice(0, end) : "";
  const lines = kept.split("\n");
  const open = lines.filter((l) => l.startsWith("<details>")).length - lines.filter((l) => l === "</details>").length;
  return kept + (open > 0 ? close : "") + note;
}
function render(r, t, ctx) {
  const out = [];
  const trimmed = [];
  const v = r.verdict;
  out.push(commentMarker(r.gate));
  out.push(headlineLine(r));
  out.push("");
  const accepted = r.acceptance !== null && v.level !== "pass";
  if (accepted) out.push(...acceptanceLines(r), "", ...acceptedRefreshLines(r, code, ctx));
  out.push(...goalpostLines(r));
  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  if (hidden.length > 0) {
    out.push("> [!CAUTION]");
    out.push(
      `> **Hidden regression${hidden.length > 1 ? "s" : ""}: the overall average does not show ${hidden.length > 1 ? "them" : "it"}.**`
    );
    for (const h of hidden.slice(0, t.reasons ?? 10)) {
      const a = h.measure !== null ? all[h.measure] : void 0;
      out.push(
        `> ${reasonLine(h)}${a ? `, while ${token(h.measure ?? "")} on all queries ${a.delta >= 0 ? "rose" : "moved"} ${signed(a.delta)}` : ""}.`
      );
    }
    if (hidden.length > (t.reasons ?? 10)) out.push(`> \u2026 and ${hidden.length - (t.reasons ?? 10)} more.`);
    out.push("");
  }
  out.push(rulesSentence(r));
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
  out.push(...nextStepLines(r, ctx));
  out.push(...refreshLines(r, ctx));
  const compact = v.level === "pass";
  if (compact) out.push("<details><summary>Slices, measures, coverage and the queries that moved</summary>", "");
  const identical = identicalRuns(r);
  if (identical)
    out.push(
      "**The candidate ranks exactly like the baseline:** every query scores the same under every measure, so there is no change to show by slice.",
      ""
    );
  const shown = identical ? { rows: [], hidden: 0 } : sliceRows(r, t.sliceRows);
  out.push(...sliceTable(r, shown, trimmed));
  if (t.measures !== false) out.push(...measureTable(r));
  else trimmed.push("the measures table");
  out.push(...legend(r, shown, t.measures !== false));
  out.push(coverageLine(r));
  out.push("");
  out.push(...trendLines(r, code));
  const reg = t.regressed ?? r.ledger.regressed.length;
  const imp = t.improved ?? r.ledger.improved.length;
  if (r.ledger.regressed.length > 0 && reg > 0) out.push(...ledger(r, r.ledger.regressed.slice(0, reg), "regressed"));
  if (reg < r.ledger.regressed.length) trimmed.push(reg === 0 ? "the regressed queries" : "some regressed queries");
  if (r.ledger.improved.length > 0 && imp > 0) out.push(...ledger(r, r.ledger.improved.slice(0, imp), "improved"));
  if (imp < r.ledger.improved.length) trimmed.push("the improved queries");
  if (t.chart !== false) {
    if (!identical) out.push(...chart(r));
  } else trimmed.push("the chart");
  if (compact) out.push("</details>", "");
  if (trimmed.length > 0) {
    out.push(
      `_\u2702\uFE0F Trimmed to fit GitHub's 65,536-character comment limit: ${trimmed.join(", ")}. The full report is in the job summary and the artifact._`
    );
    out.push("");
  }
  out.push(...staleLines(r, code));
  if (r.baseline.stale) {
    out.push(
      `\u26A0\uFE0F **The baseline is ${r.baseline.ageDays} days old**, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with ${code("npx rankgate baseline", false)} from the main branch's run.`
    );
    out.push("");
  }
  out.push(footer(r));
  return out.join("\n") + "\n";
}
function acceptanceLines(r) {
  const a = r.acceptance;
  const who = a.by !== null ? ` by ${code(a.by, false)}` : "";
  return [
    `> [!NOTE]`,
    `> **Accepted:** the label ${code(a.label, false)} was added${who}. This ${r.verdict.level} verdict is reported in full below but does not fail the check; remove the label to gate again.`
  ];
}
var STATUS_TEXT = {
  changed: "changed",
  added: "added by this PR",
  removed: "removed by this PR",
  unreadable: "could not be read"
};
function goalpostLines(r) {
  const g = r.goalposts;
  if (!g || !g.changed && g.notes.length === 0) return [];
  const ref = code(g.ref.slice(0, 12), false);
  const out = ["> [!IMPORTANT]"];
  if (g.changed) {
    const how = g.used === "base" ? `The comparison below uses the files as they are on the base commit ${ref}, not this PR's versions: the gate does not move with its goalposts.` : g.contract.status === "added" ? `It sets the evaluation up: the base commit ${ref} has no contract, so the comparison uses this PR's files.` : g.notes.length > 0 ? `The comparison uses this PR's versions (base commit ${ref}), for the reason below.` : `The base commit's contract sets \`goalposts: head\`, so the comparison uses this PR's versions (base commit ${ref}).`;
    out.push(`> **This PR changes the evaluation itself.** ${how}`);
  } else {
    out.push(
      `> **Evaluation files** compared with the base commit ${ref} (${g.used === "base" ? "the gate uses the base commit's versions" : "the gate uses this PR's versions"}).`
    );
  }
  const counts = (c, what, regraded) => {
    if (!c || c.status === "unchanged") return;
    const n = c.status === "unreadable" ? "" : `: ${c.added} ${what} added, ${c.removed} removed, ${c.regraded} ${regraded}`;
    out.push(
      `> - ${what === "judgments" ? "judgments" : "slices"} ${code(c.path, false)} ${STATUS_TEXT[c.status]}${n}`
    );
  };
  counts(g.judgments, "judgments", "regraded");
  counts(g.slices, "slices", "relabelled");
  if (g.contract.status !== "unchanged") {
    out.push(
      `> - contract ${code(g.contract.path, false)} ${STATUS_TEXT[g.contract.status]}${g.contract.changes.length ? ":" : ""}`
    );
    const max = 20;
    for (const c of g.contract.changes.slice(0, max)) {
      out.push(
        `>   - ${code(c.field, false)}: ${c.base === null ? "(absent)" : code(clip(c.base), false)} \u2192 ${c.head === null ? "(absent)" : code(clip(c.head), false)}`
      );
    }
    if (g.contract.changes.length > max) out.push(`>   - \u2026 and ${g.contract.changes.length - max} more fields`);
  }
  const b = g.baseline;
  if (b && b.status !== "unchanged") {
    const score = (x) => x === null ? "n/a" : f4(x);
    const scores = b.base !== null || b.head !== null ? `: ${token(b.measure)} on all queries ${score(b.base)} under the base version, ${score(b.head)} under this PR's version${b.base !== null && b.head !== null ? ` (${signed(b.head - b.base)})` : ""}` : "";
    out.push(`> - baseline ${code(b.path, false)} ${STATUS_TEXT[b.status]}${scores}`);
  }
  if (g.judgedByPr > 0)
    out.push(
      `> - ${g.judgedByPr} of the documents unjudged under the judgments the gate used are judged by this PR: they are not listed to judge.`
    );
  for (const n of g.notes) out.push(`> - \u2139\uFE0F ${prose(n)}`);
  out.push(...rescoredLines(r).map((l) => l ? `> ${l}` : ">"));
  out.push("");
  return out;
}
function rescoredLines(r) {
  const g = r.goalposts;
  const x = g?.rescored;
  if (!g || !x) return [];
  const mine = g.used === "base" ? "the base commit's versions (the gate's)" : "this PR's versions (the gate's)";
  const other = x.under === "head" ? "this PR's versions" : "the base commit's versions";
  const pair = (b, c) => `${f4(b)} \u2192 ${f4(c)} (${signed(c - b)})`;
  const out = [
    "",
    `**Both runs under both versions** (baseline \u2192 candidate on all ${r.slices[0].queries} queries; \u0394):`,
    "",
    `| measure | under ${mine} | under ${other} |`,
    "|:--|--:|--:|"
  ];
  for (const a of x.all) {
    const c = r.slices[0].measures[a.measure];
    if (!c) continue;
    out.push(`| ${token(a.measure, true)} | ${pair(c.baseline, c.candidate)} | ${pair(a.baseline, a.candidate)} |`);
  }
  out.push(`| **verdict** | ${ICON[r.verdict.level]} ${r.verdict.level} | ${ICON[x.verdict]} ${x.verdict} |`);
  const differ = x.slices.filter((s) => {
    const here = r.slices.find((y) => y.name === s.slice)?.measures[r.primary];
    return here && here.status !== s.status;
  });
  if (differ.length) {
    out.push(
      "",
      `${token(r.primary)} outcomes that differ under ${other}: ${differ.slice(0, 10).map(
        (s) => `${code(s.slice, false)} ${statusText(r.slices.find((y) => y.name === s.slice).measures[r.primary].status)} \u2192 ${statusText(s.status)}`
      ).join(" \xB7 ")}${differ.length > 10 ? ` \xB7 \u2026 and ${differ.length - 10} more` : ""}`
    );
  }
  return out;
}
function clip(s) {
  return s.length > 120 ? s.slice(0, 119) + "\u2026" : s;
}
function spans(parts) {
  return parts.map((p) => {
    if (typeof p === "string") return p;
    if ("code" in p) return code(p.code, false);
    if ("prose" in p) return prose(p.prose);
    if ("token" in p) return token(p.token);
    if ("strong" in p) return `**${spans(p.strong)}**`;
    return safeUrl(p.link) ? `[${p.text}](${p.link})` : p.text;
  }).join("");
}
function nextStepLines(r, ctx) {
  const steps = nextSteps(r, ctx);
  if (steps.length === 0) return [];
  const out = ["#### Next steps", ""];
  for (const s of steps) {
    out.push(`- **${s.title}:** ${spans(s.text)}`);
    if (s.commands) out.push("", ...commandBlock(s.commands, "  "));
  }
  if (out[out.length - 1] !== "") out.push("");
  return out;
}
function refreshLines(r, ctx) {
  const a = refreshAdvice(r, ctx);
  if (!a) return [];
  return [`\u{1F4A1} **Refresh the baseline:** ${spans(a.text)}`, "", ...commandBlock(a.commands)];
}
function reasonLine(x) {
  return spans(reasonSpans(x));
}
function headlineLine(r) {
  const h = headline(r);
  const parts = [
    `### ${ICON[h.level]} rankgate \xB7 ${code(h.gate, false)} \xB7 **${h.level}**${h.accepted ? " \xB7 accepted" : ""}`
  ];
  if (h.overall) parts.push(spans(h.overall));
  if (h.worst) parts.push(spans(h.worst));
  return parts.join(" \xB7 ");
}
function rulesSentence(r) {
  const v = r.verdict;
  if (v.level === "pass") {
    const counts = /* @__PURE__ */ new Map();
    for (const s of sliceOrder(r).slice(1)) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    const words = {
      pass: "pass",
      underpowered: "underpowered",
      "not-gated": "not gated",
      "too-small": "too small to gate"
    };
    const list = [...counts].map(([k, n2]) => `${n2} ${words[k] ?? k}`).join(", ");
    return `No rule fired.${list ? ` Slices: ${list}.` : ""}`;
  }
  const n = v.reasons.length;
  return `**${n} rule${n === 1 ? "" : "s"} fired**${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average)` : ""}.`;
}
function sliceRows(r, maxRows) {
  const [all, ...rest] = sliceOrder(r);
  if (rest.length === 0) return { rows: [], hidden: 0 };
  const shown = maxRows !== void 0 ? rest.slice(0, maxRows) : rest;
  return { rows: [all, ...shown], hidden: rest.length - shown.length };
}
function sliceTable(r, { rows, hidden }, trimmed) {
  const m = r.primary;
  if (rows.length === 0) return [];
  const out = [
    `#### Slices by ${token(m)}, worst first`,
    "",
    "| slice | queries | baseline | candidate | \u0394 | interval | p | W/T/L | status |",
    "|:--|--:|--:|--:|--:|:--:|--:|:--:|:--|"
  ];
  const line = (s) => {
    const c = s.measures[m];
    const name = code(s.name) + (s.heldout ? " (held out)" : "");
    if (!c)
      return `| ${name} | ${s.queries} | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | ${statusText(s.status)}${s.blind ? " (blind)" : ""} |`;
    const shown = rowStatus(s, m);
    const delta = shown === "fail" || shown === "warn" || shown === "inconclusive" ? `**${signed(c.delta)}**` : signed(c.delta);
    const st = cellStatistics(c);
    const g = c.gate;
    const status = statusText(shown) + (shown === "underpowered" && g?.mde != null ? ` (MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${g.queriesNeeded} queries` : ""})` : "");
    return `| ${name} | ${s.queries} | ${f4(c.baseline)} | ${f4(c.candidate)} | ${delta} | ${st.interval}${st.gated ? "\xB9" : ""} | ${st.p}${st.gated ? "\xB9" : ""} | ${c.wins}/${c.ties}/${c.losses} | ${status} |`;
  };
  out.push(line(rows[0]).replace(code("all"), "**all**"));
  for (const s of rows.slice(1)) out.push(line(s));
  if (hidden > 0) {
    out.push(`| \u2026 ${hidden} more slices | | | | | | | | |`);
    trimmed.push("some slice rows");
  }
  out.push("");
  return out;
}
function legend(r, { rows }, measures) {
  const parts = [];
  const cells = [
    ...rows.map((s) => s.measures[r.primary]),
    ...measures ? r.measures.map((m) => r.slices[0].measures[m.name]) : []
  ];
  if (rows.length > 0) parts.push("W/T/L: queries where the candidate wins / ties / loses.");
  if (rows.length > 0 || measures) parts.push(statisticsLegend(r, "\xB9", anyGated(cells)));
  if (rows.some((s) => s.status === "underpowered")) parts.push(powerLegend(r));
  if (rows.some((s) => s.status === "too-small")) {
    const minQ = r.contract.resolved["gate"]?.min_queries;
    parts.push(`Slices under ${token(String(minQ))} queries are too small to gate.`);
  }
  if (measures) parts.push(optimisticLegend(r));
  if (measures && r.weighted)
    parts.push(
      `Rows marked "weighted by slice" apply the contract's slice weights to slice means; the other rows are plain means over queries.`
    );
  return parts.length ? [`<sub>${parts.join(" ")}</sub>`, ""] : [];
}
function measureTable(r) {
  const all = r.slices[0];
  const out = [
    `#### All measures on all ${all.queries} queries`,
    "",
    "| measure | baseline | candidate | \u0394 | rel. \u0394 | interval | p | upper bound: baseline \xB7 candidate |",
    "|:--|--:|--:|--:|--:|:--:|--:|--:|"
  ];
  for (const m of r.measures) {
    const c = all.measures[m.name];
    if (!c) continue;
    const rel = c.relDelta === null ? "\u2014" : `${c.relDelta >= 0 ? "+" : "\u2212"}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
    const label = measureLabel(m, (n) => token(n, true));
    const st = cellStatistics(c);
    const bound = hasOptimistic(m.name) ? `${num(c.baselineOptimistic, m.aggregation)} \xB7 ${num(c.candidateOptimistic, m.aggregation)}` : "\u2014";
    out.push(
      `| ${label} | ${num(c.baseline, m.aggregation)} | ${num(c.candidate, m.aggregation)} | ${m.aggregation === "sum" ? String(Math.round(c.delta)) : signed(c.delta)} | ${rel} | ${st.interval}${st.gated ? "\xB9" : ""} | ${st.p}${st.gated ? "\xB9" : ""} | ${bound} |`
    );
  }
  if (r.weighted) {
    for (const [name, w] of Object.entries(r.weighted)) {
      out.push(
        `| ${token(name, true)} (weighted by slice) | ${f4(w.baseline)} | ${f4(w.candidate)} | ${signed(w.delta)} | | | | |`
      );
    }
  }
  out.push("");
  return out;
}
function num(x, how) {
  return how === "sum" ? String(Math.round(x)) : f4(x);
}
function coverageLine(r) {
  const parts = [];
  const gate = r.contract.resolved.gate;
  const cov = gate?.coverage;
  if (cov) {
    const c2 = r.slices[0].measures[cov.measure];
    if (c2)
      parts.push(
        `${token(String(cov.measure))} ${f4(c2.baseline)} \u2192 ${f4(c2.candidate)} (minimum ${token(String(cov.min))}) ${c2.candidate >= cov.min ? "\u2705" : "\u2754"}`
      );
  }
  const byPr = r.goalposts?.judgedByPr ? `; ${r.goalposts.judgedByPr} more judged by this PR` : "";
  parts.push(
    `${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? "" : "s"} near the top of either run (${code("to-judge.qrels", false)} in the artifact${byPr})`
  );
  const c = r.counts;
  if (c.noRelevant) parts.push(`${c.noRelevant} quer${c.noRelevant === 1 ? "y" : "ies"} without a relevant judgment`);
  const miss = r.inputs.candidate.missing;
  if (miss) parts.push(`${miss} judged quer${miss === 1 ? "y" : "ies"} missing from the candidate (scored 0)`);
  const ties = r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent;
  if (ties)
    parts.push(
      `${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`
    );
  if (c.heldout) parts.push(`${c.heldout} held-out quer${c.heldout === 1 ? "y" : "ies"}`);
  return `**Coverage:** ${parts.join(" \xB7 ")}`;
}
function mark(grade, relevance) {
  if (grade === null) return "\u2754 unjudged";
  return grade >= relevance ? `\u2705 ${grade}` : `\u2716 ${grade}`;
}
function ledger(r, entries, kind) {
  const relevance = Number(r.contract.resolved.relevance ?? 1);
  const out = [
    `<details><summary>Most ${kind} queries by ${tokenHtml(r.ledger.measure)} (${entries.length})</summary>`,
    ""
  ];
  for (const e of entries) {
    const text = e.text !== null ? ` ${code(e.text, false)}` : "";
    out.push(
      `**${code(e.qid, false)}**${text}: ${f4(e.baseline)} \u2192 ${f4(e.candidate)} (${signed(e.delta)})${e.slices.length ? ` \xB7 ${e.slices.map((s) => code(s, false)).join(" ")}` : ""}`
    );
    out.push("");
    out.push("| rank | baseline | candidate |");
    out.push("|--:|:--|:--|");
    const n = Math.max(e.baselineTop.length, e.candidateTop.length);
    for (let i = 0; i < n; i++) {
      const b = e.baselineTop[i];
      const c = e.candidateTop[i];
      out.push(
        `| ${i + 1} | ${b ? `${code(b.docid)} ${mark(b.grade, relevance)}` : ""} | ${c ? `${code(c.docid)} ${mark(c.grade, relevance)}` : ""} |`
      );
    }
    if (e.missingInCandidate) out.push("| | | _no results: the candidate did not answer this query_ |");
    out.push("");
    if (e.relevantLeft.length)
      out.push(
        `Relevant documents that left the top ${r.ledger.topk}: ${e.relevantLeft.map((d) => code(d, false)).join(", ")}`
      );
    if (e.relevantEntered.length)
      out.push(
        `Relevant documents that entered the top ${r.ledger.topk}: ${e.relevantEntered.map((d) => code(d, false)).join(", ")}`
      );
    if (e.relevantLeft.length || e.relevantEntered.length) out.push("");
  }
  out.push("\u2705 relevant (grade) \xB7 \u2716 judged not relevant \xB7 \u2754 unjudged");
  out.push("");
  out.push("</details>");
  out.push("");
  return out;
}
function chart(r) {
  const c = textChart(r);
  if (!c) return [];
  const lines = [
    ...c.head.map((l) => `  ${l}`),
    ...c.rows.map((x) => `${x.status === "fail" ? "-" : x.status === "pass" ? "+" : " "} ${x.line}`)
  ];
  return [...codeBlock(lines, "diff"), ""];
}
function footer(r) {
  const b = r.inputs.baseline;
  const s = r.significance;
  const age = r.baseline.ageDays !== null ? `, ${r.baseline.ageDays} day${r.baseline.ageDays === 1 ? "" : "s"} old${r.baseline.stale ? " \u26A0\uFE0F" : ""}` : "";
  const origin = [
    b.meta.commit ? `commit ${code(b.meta.commit.slice(0, 12), false)}` : "",
    b.meta.date ? `from ${code(b.meta.date, false)}${age}` : ""
  ].filter(Boolean).join(" ");
  const parts = [
    `rankgate ${token(r.tool.version)}`,
    `contract ${code(r.contract.id, false)}`,
    r.corpus ? `corpus ${code(r.corpus, false)}` : "corpus not declared",
    `baseline ${code(b.path, false)}${origin ? ` (${origin})` : ""} sha256 ${code(b.sha256.slice(0, 12), false)}`,
    `candidate ${code(r.inputs.candidate.path, false)} sha256 ${code(r.inputs.candidate.sha256.slice(0, 12), false)}`,
    s.test !== "none" ? `${testSettings(s, thousands(s.iterations))}, bootstrap CI (${thousands(s.bootstrap)}), \u03B1 ${s.alpha}` : "significance off: thresholds alone"
  ];
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function thousands(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export {
  reasonSpans,
  COMMENT_LIMIT,
  renderMarkdown,
  thousands
};
