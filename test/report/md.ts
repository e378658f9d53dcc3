// Markdown inspection helpers for the report tests.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML character references decoded, as GitHub's renderer does before mentions and autolinks are found. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/**
 * The Markdown with fenced code blocks and inline code spans removed (CommonMark: a run of n backticks opens a span
 * that the next run of exactly n backticks closes; an unmatched run is literal text), entities decoded.
 * What remains is what GitHub would treat as markup or linkify.
 */
export function outsideCode(md: string): string {
  const lines = md.split('\n');
  const kept: string[] = [];
  let fence: string | null = null;
  for (const l of lines) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(l);
    if (fence === null && m) {
      fence = m[1];
      continue;
    }
    if (fence !== null) {
      if (l.trim().startsWith(fence)) fence = null;
      continue;
    }
    kept.push(l);
  }
  const s = kept.join('\n');
  let out = '';
  let i = 0;
  while (i < s.length) {
    if (s[i] === '\\' && s[i + 1] === '`') {
      out += '\\`';
      i += 2;
      continue;
    }
    if (s[i] !== '`') {
      out += s[i++];
      continue;
    }
    let j = i;
    while (s[j] === '`') j++;
    const n = j - i;
    let k = j;
    let close = -1;
    while (k < s.length) {
      if (s[k] !== '`') {
        k++;
        continue;
      }
      let e = k;
      while (s[e] === '`') e++;
      if (e - k === n) {
        close = k;
        break;
      }
      k = e;
    }
    if (close < 0) {
      out += s.slice(i, j); // literal backticks: what follows is NOT protected
      i = j;
    } else {
      out += '\u27e6code\u27e7';
      i = close + n;
    }
  }
  return decodeEntities(out);
}

/** Inline code span contents of the Markdown (outside fenced blocks), in order. */
export function codeSpans(md: string): string[] {
  const out: string[] = [];
  const re = /(`+)([\s\S]*?[^`])\1(?!`)/g;
  for (const m of md.replace(/^```[\s\S]*?^```$/gm, '').matchAll(re)) out.push(m[2]);
  return out;
}

/** Cells of a GFM table row: split on pipes not escaped by a backslash, outer pipes dropped. */
export function tableCells(row: string): string[] {
  const cells = row.trim().split(/(?<!\\)\|/);
  return cells.slice(1, -1);
}

/** Groups of consecutive table lines (each group: header, delimiter, rows). */
export function tables(md: string): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  let fence = false;
  for (const l of md.split('\n')) {
    if (/^```/.test(l)) fence = !fence;
    if (!fence && l.startsWith('|')) cur.push(l);
    else if (cur.length) {
      out.push(cur);
      cur = [];
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

export const ANSI = /\x1b\[[0-9;]*m/g;
