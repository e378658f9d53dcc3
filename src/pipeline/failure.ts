import { InputError } from '../errors.js';
import { code } from '../report/escape.js';

/** The one line a job that could not compare ends with: the input error with its fix, or the internal error's first line. */
export function failureLine(e: unknown): string {
  return e instanceof InputError
    ? e.format()
    : `internal error: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
}

/** The summary of a step that could not compare: the one-line error, inert (it may quote paths and ids from inputs). */
export function failureSummary(line: string): string {
  return `### ❌ rankgate · **error**\n\n${code(line, false)}\n\nThe comparison did not run; fix the input named above and re-run the job.\n`;
}
