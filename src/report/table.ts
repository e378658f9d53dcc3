/** Aligned text tables for terminal output (the terminal report and the CLI's score command). */

/** Fixed 4 decimals, the precision trec_eval prints; integers (count measures) stay integers. */
export function fmtValue(v: number, integer = false): string {
  if (Number.isNaN(v)) return 'n/a';
  if (integer) return String(Math.round(v));
  return v.toFixed(4);
}

/** Left-aligns the first column and right-aligns the rest. */
export function table(rows: string[][], header?: string[]): string {
  const all = header ? [header, ...rows] : rows;
  if (all.length === 0) return '';
  const widths = all[0].map((_, c) => Math.max(...all.map((r) => visibleLength(r[c] ?? ''))));
  const line = (r: string[]) =>
    r
      .map((cell, c) => (c === 0 ? padEnd(cell, widths[c]) : padStart(cell, widths[c])))
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  if (header) {
    out.push(line(header));
    out.push(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  for (const r of rows) out.push(line(r));
  return out.join('\n');
}

// ANSI colour codes take no room on screen.
const ANSI = /\x1b\[[0-9;]*m/g;
function visibleLength(s: string): number {
  return s.replace(ANSI, '').length;
}
function padEnd(s: string, w: number): string {
  return s + ' '.repeat(Math.max(0, w - visibleLength(s)));
}
function padStart(s: string, w: number): string {
  return ' '.repeat(Math.max(0, w - visibleLength(s))) + s;
}
