import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  MEASURES
} from "./chunk-PYKI4PJI.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-Z3K3XME4.js";

// src/measures/describe.ts
function names(d) {
  const te = (d.trecEval ?? []).map((f) => f.name);
  const other = d.aliases.filter((a) => !te.includes(a) && a !== d.kind.toLowerCase());
  return [...other.map((a) => `\`${a}\``), ...te.map((t) => `\`${t}\``)].join(", ") || "\u2014";
}
function aggregation(d) {
  if (d.aggregation === "sum") return "sum";
  if (d.aggregation === "geometric") return "geometric mean";
  return d.pooled ? "mean (micro: pooled)" : "mean";
}
var cell = (s) => s.replace(/\|/g, "\\|");
function measureTable() {
  const rows = MEASURES.map((d) => {
    const params = Object.keys(d.params.shape);
    const example = `\`${d.example}\`${params.length ? `<br>params: ${params.map((p) => `\`${p}\``).join(", ")}` : ""}`;
    return `| ${example} | ${names(d)} | ${cell(d.summary)} | ${aggregation(d)} | ${cell(d.notes.expected)} | ${cell(d.notes.optimistic)} | ${cell(d.notes.ties)} |`;
  });
  return [
    "| measure | other names (aliases, trec_eval) | value per query | over queries | exact expected value (`ties: expected`) | optimistic bound | tie range |",
    "|---|---|---|---|---|---|---|",
    ...rows
  ].join("\n");
}
function measureHelp() {
  const width = Math.max(...MEASURES.map((d) => d.example.length));
  return [
    "",
    "Measures (ir_measures names; trec_eval names such as ndcg_cut.10, P.5,10, recip_rank also work):",
    ...MEASURES.map((d) => `  ${d.example.padEnd(width)}  ${d.summary}`)
  ].join("\n");
}
export {
  measureHelp,
  measureTable
};
//# sourceMappingURL=chunk-KS3US3MI.js.map
