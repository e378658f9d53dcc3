import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  renderMarkdown,
  serializeReport
} from "./chunk-FSEPTPQF.js";
import "./chunk-5SJ44O3R.js";
import "./chunk-WJYFKK5T.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-Z3K3XME4.js";

// src/pipeline/amend.ts
function amendResult(result, patch) {
  const report = { ...result.report, ...patch };
  const reportJson = serializeReport(report);
  const markdown = renderMarkdown(report);
  const files = result.files.map((f) => f.name === "report.json" ? { ...f, content: reportJson } : f.name === "report.md" ? { ...f, content: markdown } : f);
  return { report, reportJson, markdown, files };
}
export {
  amendResult
};
//# sourceMappingURL=chunk-W7Y234CZ.js.map
