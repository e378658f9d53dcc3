import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  code
} from "./shared-report-escape.js";
import {
  InputError
} from "./shared-errors.js";

// src/pipeline/failure.ts
function failureLine(e) {
  return e instanceof InputError ? e.format() : `internal error: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`;
}
function failureSummary(line) {
  return `### \u274C rankgate \xB7 **error**

${code(line, false)}

The comparison did not run; fix the input named above and re-run the job.
`;
}

export {
  failureLine,
  failureSummary
};
