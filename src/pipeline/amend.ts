import { renderMarkdown } from '../report/markdown.js';
import { renderHtml } from '../report/html.js';
import { serializeReport, type Report } from '../report/schema.js';
import { once, type CompareResult } from './compare.js';

/** The fields a publisher adds after the comparison: main's trend, and the baseline refresh after an acceptance. */
export type Amendment = Partial<Pick<Report, 'trend' | 'acceptedRefresh'>>;

/**
 * The comparison with fields added that only the publisher knows (history read from the data branch, a commit it
 * made): the report is validated again and report.json, report.md and report.html are rendered again from it; the other files
 * (per-query CSV, to-judge stub) do not depend on these fields.
 */
export function amendResult(result: CompareResult, patch: Amendment): CompareResult {
  const report: Report = { ...result.report, ...patch };
  const reportJson = serializeReport(report);
  const markdown = renderMarkdown(report);
  const html = once(() => renderHtml(report));
  const files = result.files.map((f) =>
    f.name === 'report.json' ? { ...f, content: reportJson } : f.name === 'report.md' ? { ...f, content: markdown } : f.name === 'report.html' ? { name: f.name, get content() { return html(); } } : f);
  return {
    report, reportJson, markdown,
    get html() {
      return html();
    },
    files,
  };
}
