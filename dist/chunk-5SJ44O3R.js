import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  f4,
  signed
} from "./chunk-WJYFKK5T.js";
import {
  INVISIBLE_OR_CONTROL,
  hasInvisible
} from "./chunk-B6WRYOF2.js";

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

export {
  code,
  codeBlock,
  prose,
  mermaidLabel,
  terminal,
  token,
  tokenHtml,
  sparkline,
  trendLines,
  commandBlock,
  staleLines
};
//# sourceMappingURL=chunk-5SJ44O3R.js.map
