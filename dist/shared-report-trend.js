import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  f4,
  signed
} from "./shared-numbers.js";
import {
  codeBlock,
  token
} from "./shared-report-escape.js";

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
function trendLines(r, code) {
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
    const name = s.slice === "all" ? "**all**" : code(s.slice);
    const delta = latest !== null && s.candidate !== null ? signed(s.candidate - latest) : "\u2014";
    out.push(
      `| ${name} | \`${spark}\` | ${latest === null ? "\u2014" : f4(latest)} | ${s.candidate === null ? "\u2014" : f4(s.candidate)} | ${delta} |`
    );
  }
  const other = t.points.filter((p) => p.contract !== r.contract.id).length;
  const first = t.points[0];
  const last = t.points[t.points.length - 1];
  const span = first === last ? `commit ${code(first.commit.slice(0, 12), false)}` : `commits ${code(first.commit.slice(0, 12), false)} (${code(first.date.slice(0, 10), false)}) to ${code(last.commit.slice(0, 12), false)} (${code(last.date.slice(0, 10), false)})`;
  const note = [
    `From ${code(t.file, false)} on branch ${code(t.branch, false)}: ${t.points.length} of ${t.records} records, ${span}; ${GAP} = slice not in that record.`
  ];
  if (other > 0)
    note.push(
      `${other} of these ${other === 1 ? "was" : "were"} scored under another contract id than today's ${code(r.contract.id, false)} (judgments, slices or contract changed): not comparable with the rest.`
    );
  out.push("", `<sub>${note.join(" ")}</sub>`, "");
  return out;
}
function commandBlock(commands, indent = "") {
  return [...codeBlock(commands, "sh").map((l) => indent + l), ""];
}
function staleLines(r, code) {
  const s = r.trend?.stale;
  if (!s) return [];
  const others = s.differing > 1 ? ` (it differs on ${s.differing} slices)` : "";
  return [
    `\u26A0\uFE0F **The baseline is stale:** main's latest record (commit ${code(s.commit.slice(0, 12), false)}, ${code(s.date, false)}) has ${token(s.measure)} on all queries ${f4(s.recorded)}, but the committed baseline scores ${f4(s.baseline)} under the same contract${others}. PRs are compared with a main that no longer exists. Refresh the baseline from main's run at that commit (the run your CI writes to ${code(r.inputs.candidate.path, false)}), then commit it:`,
    "",
    ...commandBlock(s.command)
  ];
}

export {
  sparkline,
  trendLines,
  commandBlock,
  staleLines
};
