import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  COMMENT_LIMIT,
  renderMarkdown,
  thousands
} from "./shared-report-markdown.js";
import "./shared-report-trend.js";
import "./shared-report-marker.js";
import "./shared-report-next-steps.js";
import "./shared-compare-refresh.js";
import "./shared-numbers.js";
import "./shared-report-outputs.js";
import {
  code
} from "./shared-report-escape.js";
import "./shared-compare-monte-carlo-wasm.js";
import "./shared-read-number.js";
import "./shared-errors.js";
import "./shared-report-schema.js";
import "./shared-zod.js";
import "./shared-contract-choices.js";
import "./shared-runtime.js";
export {
  COMMENT_LIMIT,
  code,
  renderMarkdown,
  thousands
};
