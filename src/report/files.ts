import type { Report } from './schema.js';

/** RFC 4180 cell: quoted when it holds a comma, quote or line break. */
function csvCell(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * A text cell from the data (a query id, slice labels): one a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return, and not a plain number) gets a leading apostrophe, which spreadsheets show as
 * text and hide; the CSV stays RFC 4180.
 */
function textCell(s: string): string {
  return /^[=+\-@\t\r]/.test(s) && !/^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(s) ? csvCell(`'${s}`) : csvCell(s);
}

/** One row per visible query: its slices (`labels[i]` for row i) and each measure's baseline, candidate and delta. */
export function perQueryCsv(report: Report, labels: readonly (readonly string[])[]): string {
  const measures = report.measures.map((m) => m.name);
  const head = ['qid', 'slices', ...measures.flatMap((m) => [`${m} baseline`, `${m} candidate`, `${m} delta`])];
  const lines = [head.map(csvCell).join(',')];
  report.perQuery.qids.forEach((qid, i) => {
    const row = [textCell(qid), textCell(labels[i].join(';'))];
    for (const m of measures) {
      const b = report.perQuery.baseline[m][i];
      const c = report.perQuery.candidate[m][i];
      row.push(String(b), String(c), String(c - b));
    }
    lines.push(row.join(','));
  });
  return lines.join('\n') + '\n';
}

/** The to-judge list as a qrels stub: replace each `?` with a grade and append the lines to the judgments. */
export function toJudgeStub(report: Report): string {
  const lines = [
    `# rankgate to-judge list for gate ${report.gate} (contract ${report.contract.id})`,
    '# Unjudged documents from the top of either run, most consequential first.',
    '# Replace each "?" with a grade, then append these lines to the judgments file.',
  ];
  for (const t of report.toJudge) lines.push(`${t.qid} 0 ${t.docid} ?`);
  return lines.join('\n') + '\n';
}
