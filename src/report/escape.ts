import { INVISIBLE_OR_CONTROL, hasInvisible } from '../errors.js';

/**
 * The one place text from inputs (query ids, docids, query texts, slice values, file paths, messages quoting them)
 * is made safe for an output. Every renderer goes through these functions: Markdown (PR comment, job summary,
 * report.md), the terminal, Mermaid chart labels, and HTML.
 *
 * The rules, one for all outputs:
 * - invisible, bidirectional and control characters are made VISIBLE as `<U+XXXX>` (never stripped: an id that
 *   differs by a zero-width space must look different, and a right-to-left override must not reorder the line);
 *   a tab is a space;
 * - in Markdown, input text only ever appears inside code spans, where GitHub renders no HTML, no Markdown, no links
 *   and no @mentions; the `<` that would open an HTML comment (`<!--`) is written `<U+003C>` too, so no data can
 *   ever contain the sticky comment's marker (report/marker.ts);
 * - in GFM table cells every `|` is written `\|`; a backslash from the data right before a `|` would turn that
 *   escape into an escaped backslash in some renderers (marked) and not in others, so the span is split there into
 *   two code spans joined by `<wbr>` (an empty element), and the cell can never be cut by data.
 */

/** Invisible, bidi and control characters as `<U+XXXX>`; a tab as a space. */
export function visible(text: string): string {
  return text.replace(INVISIBLE_OR_CONTROL, (c) =>
    c === '\t' ? ' ' : `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}

/**
 * Input text as an inline code span (or, in a table cell where it holds `\|`, several joined by `<wbr>`).
 * `inTable`: the text goes into a GFM table cell, where pipes must be escaped.
 */
export function code(text: string, inTable = true): string {
  const t = visible(text).replace(/<!--/g, '<U+003C>!--');
  if (!inTable) return span(t);
  // Cut before every "|" that follows a backslash: each part then has no backslash directly before a pipe.
  const parts = t.split(/(?<=\\)(?=\|)/);
  return parts.map((p) => span(p.replace(/\|/g, '\\|'))).join('<wbr>');
}

/** One code span around `t`, with a fence longer than any backtick run inside and the padding CommonMark strips. */
function span(t: string): string {
  if (t === '') return '` `';
  let longest = 0;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') || t.startsWith(' ') || t.endsWith(' ') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/**
 * A fenced code block around `text` (one line, or one line per item: shell commands, a text chart): a fence longer
 * than any backtick run in it. `info` is the fence's info string (e.g. "sh"), which never comes from data.
 */
export function codeBlock(text: string | readonly string[], info = ''): string[] {
  // As in code spans: no data can spell the marker's "<!--" (a block's lines may quote paths and slice names).
  const lines = (typeof text === 'string' ? [text] : text).map((t) =>
    visible(t.replace(/[\r\n]+/g, ' ')).replace(/<!--/g, '<U+003C>!--'),
  );
  let longest = 2;
  for (const t of lines) for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${info}`, ...lines, fence];
}

/**
 * Prose from the engine (notes, warnings) may quote file paths and ids. HTML entities would not keep them inert:
 * GitHub decodes `&#64;user` back to text and then links mentions, issue numbers and bare URLs in it. So every
 * word that holds a Markdown/HTML character, an @, a #, a $ (GitHub math), a URL or an invisible character goes
 * into a code span, like all other input text.
 */
export function prose(s: string): string {
  const risky = /[\\`*_[\]<>|@#&~!$^]|:\/\/|www\./i;
  return s
    .replace(/[\r\n\t]+/g, ' ')
    .split(/( +)/)
    .map((w) => (w.trim() && (risky.test(w) || hasInvisible(w)) ? code(w, false) : w))
    .join('');
}

/**
 * A label inside a Mermaid chart (a quoted string in the diagram source): a safe alphabet only, so nothing can close
 * the quotes, start a Mermaid entity (`#quot;`) or markup; other characters become `_`, and long labels are cut.
 */
export function mermaidLabel(s: string): string {
  const t = s.replace(/[^A-Za-z0-9=@._() -]/g, '_');
  return t.length > 24 ? t.slice(0, 23) + '…' : t;
}

/** Input text for a terminal: nothing can reach it as an escape sequence, nothing invisible can reorder a line. */
export function terminal(s: string): string {
  return visible(s);
}

/** Any character `html` changes: the five HTML specials, or one `visible` writes out. */
const HTML_WORK = new RegExp(`[&<>"']|${INVISIBLE_OR_CONTROL.source}`);

/** Input text for HTML element content or a quoted attribute value. */
export function html(s: string): string {
  // Most values (ids, numbers, names) need nothing: one scan says so, where the two replacements would scan twice
  // and copy (a report of 7,000 queries escapes about 100,000 values).
  if (!HTML_WORK.test(s)) return s;
  return visible(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * Names the engine writes (nDCG@10, R@100, ndcg_cut.10, 0.1.0-beta.2, 3%, 0.02): letters, digits, `_`, `-`, `%`, a dot
 * only before a digit (so nothing reads as a domain: www.evil.example is not plain), an @k after a letter or digit.
 */
const PLAIN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_%-]*(?:\.\d[A-Za-z0-9_%-]*)*(?:@\d+)?$/;

/**
 * A name the engine made (a measure, a threshold, a version): as is when plain, else a code span. Such names reach a
 * renderer from a report, and a report can come from another workflow's artifact, which a fork controls: they are
 * data like the rest. (An @ after a letter or digit, as in nDCG@10, is not a mention; after ")" it could be.)
 */
export function token(s: string, inTable = false): string {
  return PLAIN_TOKEN.test(s) ? s : code(s, inTable);
}

/** `token` for HTML context (a <summary> line): plain, or a <code> element, which GitHub never scans for mentions. */
export function tokenHtml(s: string): string {
  return PLAIN_TOKEN.test(s) ? s : `<code>${html(s)}</code>`;
}
