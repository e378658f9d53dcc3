/**
 * An input problem the user can fix: bad file content, a bad contract, a bad flag.
 * Rendered as one line `file:line:col: message (fix)`; never a stack trace.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly where: { file?: string; line?: number; column?: number } = {},
    readonly fix?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }

  /**
   * The one-line form a user sees. Whatever a message quotes, the line stays one visible line of bounded length:
   * control and invisible characters are written \u{…} (a newline or an escape sequence from data cannot reach the
   * terminal or the log), and a message past 2,000 characters is cut.
   */
  format(): string {
    const { file, line, column } = this.where;
    let loc = file ?? '';
    if (file && line !== undefined) loc += `:${line}`;
    if (file && line !== undefined && column !== undefined) loc += `:${column}`;
    const head = loc ? `${loc}: ${this.message}` : this.message;
    return oneLine(this.fix ? `${head} (${this.fix})` : head);
  }
}

/** Warnings are collected, not printed, so every renderer can show them in its own way. */
export interface Warning {
  code: string;
  message: string;
}

/** A message as one visible line of at most 2,000 characters. */
function oneLine(s: string): string {
  const t = s.replace(INVISIBLE_OR_CONTROL, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
  return t.length > 2000 ? `${t.slice(0, 1999)}…` : t;
}

/**
 * A value from an input, quoted for a message: at most `max` characters (a 1 MB docid must not make a 1 MB
 * message), control, invisible and bidirectional characters written as \u{…} so a message cannot hide or reorder
 * text or reach a terminal as an escape sequence.
 */
export function quote(value: string, max = 80): string {
  let s = value;
  let clipped = false;
  if (s.length > max) {
    s = s.slice(0, max);
    // Never cut a surrogate pair in half.
    if (/[\ud800-\udbff]$/.test(s)) s = s.slice(0, -1);
    clipped = true;
  }
  s = s
    .replace(INVISIBLE_OR_CONTROL, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`)
    .replace(/"/g, '\\"');
  return `"${s}"${clipped ? `… (${value.length} characters)` : ''}`;
}

/**
 * Characters that show nothing, move text around or control a terminal: C0/C1 controls and DEL, bidi controls
 * (U+061C, U+200E/F, U+202A–E, U+2066–9), zero-width and other format characters (U+00AD, U+180E, U+200B–D,
 * U+2060–4, U+FEFF, U+FFF9–B), line and paragraph separators (U+2028/9), Hangul fillers that render blank
 * (U+115F, U+1160, U+3164, U+FFA0), tag characters (U+E0000–E007F) and lone surrogates. One list for messages and
 * every renderer (report/escape.ts).
 */
export const INVISIBLE_OR_CONTROL: RegExp =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Several input problems found at once (a contract with an unknown measure, a bad policy value and a missing file).
 * Shown as the first one plus a count; `rankgate validate` lists them all.
 */
export class InputErrors extends InputError {
  constructor(readonly problems: readonly InputError[]) {
    super(problems[0]!.message, problems[0]!.where, problems[0]!.fix);
    this.name = 'InputErrors';
  }

  override format(): string {
    const first = this.problems[0]!.format();
    const more = this.problems.length - 1;
    return more === 0
      ? first
      : `${first} (and ${more} more problem${more === 1 ? '' : 's'}: rankgate validate lists them all)`;
  }
}

const INVISIBLE_TEST = new RegExp(INVISIBLE_OR_CONTROL.source);

/** True when `s` holds a character of INVISIBLE_OR_CONTROL (a test without the global regex's lastIndex state). */
export function hasInvisible(s: string): boolean {
  return INVISIBLE_TEST.test(s);
}
