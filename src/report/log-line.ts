import { visible } from './escape.js';

/**
 * Log text made inert for a CI runner that reads commands from the log (GitHub's `::name …::message` at the start of a
 * line, after spaces, and its older `##[name …]` form anywhere in one). Data from inputs (slice values, labels, paths,
 * GitHub's own messages) goes into log lines, so:
 * - a log line is always one line: line breaks and other control characters are shown as `<U+XXXX>` (as in the
 *   reports), so nothing from data can start a line of its own;
 * - a line that still holds command syntax (`::` or `##[` anywhere) must be written between a stop and a resume of
 *   command processing, with a token the data cannot know (see `fenced`).
 * No runner API here: the same rules serve any forge's log.
 */

/** Command syntax a runner may read: `::` (GitHub's form) or `##[` (its older form). */
const COMMAND_SYNTAX = /::|##\[/;

export interface LogLine {
  /** The text as one line. */
  line: string;
  /** The line holds command syntax: write it fenced. */
  commandLike: boolean;
}

/** One log line from text that may carry data. */
export function logLine(text: string): LogLine {
  const line = visible(text);
  return { line, commandLike: COMMAND_SYNTAX.test(line) };
}

/**
 * The lines to write for `text`: the line alone, or, when it holds command syntax, fenced by
 * `::stop-commands::<token>` and `::<token>::`, which turn command processing off and on again. `token` must be
 * unguessable (random) and is checked here to be plain, so the fence itself is a command the runner reads.
 */
export function fenced(text: string, token: string): string[] {
  if (!/^[A-Za-z0-9_-]{16,}$/.test(token))
    throw new Error('a stop-commands token must be 16 or more letters, digits, - or _');
  const { line, commandLike } = logLine(text);
  if (!commandLike) return [line];
  return [`::stop-commands::${token}`, line, `::${token}::`];
}
