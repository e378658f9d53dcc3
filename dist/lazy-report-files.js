import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import "./shared-runtime.js";

// src/report/files.ts
function csvCell(s) {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
function textCell(s) {
  return /^[=+\-@\t\r]/.test(s) && !/^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(s) ? csvCell(`'${s}`) : csvCell(s);
}
function perQueryCsv(report, labels) {
  const measures = report.measures.map((m) => m.name);
  const head = ["qid", "slices", ...measures.flatMap((m) => [`${m} baseline`, `${m} candidate`, `${m} delta`])];
  const lines = [head.map(csvCell).join(",")];
  report.perQuery.qids.forEach((qid, i) => {
    const row = [textCell(qid), textCell(labels[i].join(";"))];
    for (const m of measures) {
      const b = report.perQuery.baseline[m][i];
      const c = report.perQuery.candidate[m][i];
      row.push(String(b), String(c), String(c - b));
    }
    lines.push(row.join(","));
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
export {
  perQueryCsv,
  toJudgeStub
};
