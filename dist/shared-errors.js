import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/errors.ts
var InputError = class extends Error {
  constructor(message, where = {}, fix) {
    super(message);
    this.where = where;
    this.fix = fix;
    this.name = "InputError";
  }
  where;
  fix;
  /**
   * The one-line form a user sees. Whatever a message quotes, the line stays one visible line of bounded length:
   * control and invisible characters are written \u{…} (a newline or an escape sequence from data cannot reach the
   * terminal or the log), and a message past 2,000 characters is cut.
   */
  format() {
    const { file, line, column } = this.where;
    let loc = file ?? "";
    if (file && line !== void 0) loc += `:${line}`;
    if (file && line !== void 0 && column !== void 0) loc += `:${column}`;
    const head = loc ? `${loc}: ${this.message}` : this.message;
    return oneLine(this.fix ? `${head} (${this.fix})` : head);
  }
};
function oneLine(s) {
  const t = s.replace(INVISIBLE_OR_CONTROL, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`);
  return t.length > 2e3 ? `${t.slice(0, 1999)}\u2026` : t;
}
function quote(value, max = 80) {
  let s = value;
  let clipped = false;
  if (s.length > max) {
    s = s.slice(0, max);
    if (/[\ud800-\udbff]$/.test(s)) s = s.slice(0, -1);
    clipped = true;
  }
  s = s.replace(INVISIBLE_OR_CONTROL, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`).replace(/"/g, '\\"');
  return `"${s}"${clipped ? `\u2026 (${value.length} characters)` : ""}`;
}
var INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
var InputErrors = class extends InputError {
  constructor(problems) {
    super(problems[0].message, problems[0].where, problems[0].fix);
    this.problems = problems;
    this.name = "InputErrors";
  }
  problems;
  format() {
    const first = this.problems[0].format();
    const more = this.problems.length - 1;
    return more === 0 ? first : `${first} (and ${more} more problem${more === 1 ? "" : "s"}: rankgate validate lists them all)`;
  }
};
var INVISIBLE_TEST = new RegExp(INVISIBLE_OR_CONTROL.source);
function hasInvisible(s) {
  return INVISIBLE_TEST.test(s);
}

export {
  InputError,
  quote,
  INVISIBLE_OR_CONTROL,
  InputErrors,
  hasInvisible
};
