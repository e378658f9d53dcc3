import { f4, signed } from '../numbers.js';
import type { Report, Trend } from './schema.js';
import { codeBlock, token } from './escape.js';

/**
 * The comment's trend section: main's recorded values of the primary measure as a sparkline per slice with this PR
 * as the last point, and the stale-baseline notice. Only generated characters and numbers are written raw; slice
 * names, branch and file names go into code spans (`code` from markdown.ts, passed in to keep this module a leaf).
 */

const BARS = '▁▂▃▄▅▆▇█';
/** Drawn where a record has no value for the slice. */
const GAP = '·';

type Code = (text: string, inTable?: boolean) => string;

/** Sparkline characters for `values` on one shared scale (lo..hi); a flat series sits in the middle. */
export function sparkline(values: readonly (number | null)[], lo: number, hi: number): string {
  return values
    .map((v) => {
      if (v === null) return GAP;
      if (!(hi > lo)) return BARS[3]!;
      const i = Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1));
      return BARS[Math.min(BARS.length - 1, Math.max(0, i))]!;
    })
    .join('');
}

/** One row's line: main's sparkline, an arrow, the PR's point, on the scale of both. */
function row(s: Trend['series'][number]): { spark: string; latest: number | null } {
  const values = [...s.main, s.candidate].filter((v): v is number => v !== null);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const main = sparkline(s.main, lo, hi);
  const pr = s.candidate === null ? GAP : sparkline([s.candidate], lo, hi);
  let latest: number | null = null;
  for (const v of s.main) if (v !== null) latest = v;
  return { spark: `${main} → ${pr}`, latest };
}

export function trendLines(r: Report, code: Code): string[] {
  const t = r.trend;
  if (!t || t.points.length === 0) return [];
  const out = [
    `#### ${token(t.measure)} on main, last ${t.points.length} record${t.points.length === 1 ? '' : 's'} → this PR`,
    '',
    '| slice | main, oldest → latest → this PR | latest main | this PR | Δ |',
    '|:--|:--|--:|--:|--:|',
  ];
  for (const s of t.series) {
    const { spark, latest } = row(s);
    const name = s.slice === 'all' ? '**all**' : code(s.slice);
    const delta = latest !== null && s.candidate !== null ? signed(s.candidate - latest) : '—';
    out.push(
      `| ${name} | \`${spark}\` | ${latest === null ? '—' : f4(latest)} | ${s.candidate === null ? '—' : f4(s.candidate)} | ${delta} |`,
    );
  }
  const other = t.points.filter((p) => p.contract !== r.contract.id).length;
  const first = t.points[0]!;
  const last = t.points[t.points.length - 1]!;
  const span =
    first === last
      ? `commit ${code(first.commit.slice(0, 12), false)}`
      : `commits ${code(first.commit.slice(0, 12), false)} (${code(first.date.slice(0, 10), false)}) to ${code(last.commit.slice(0, 12), false)} (${code(last.date.slice(0, 10), false)})`;
  const note = [
    `From ${code(t.file, false)} on branch ${code(t.branch, false)}: ${t.points.length} of ${t.records} records, ${span}; ${GAP} = slice not in that record.`,
  ];
  if (other > 0)
    note.push(
      `${other} of these ${other === 1 ? 'was' : 'were'} scored under another contract id than today's ${code(r.contract.id, false)} (judgments, slices or contract changed): not comparable with the rest.`,
    );
  out.push('', `<sub>${note.join(' ')}</sub>`, '');
  return out;
}

/** Shell commands as a fenced block (indented to sit in a list item) whose fence nothing in them can close (report/escape.ts). */
export function commandBlock(commands: string | readonly string[], indent = ''): string[] {
  return [...codeBlock(commands, 'sh').map((l) => indent + l), ''];
}

/** The notice that the committed baseline no longer matches main's latest recorded scores, with the refresh command. */
export function staleLines(r: Report, code: Code): string[] {
  const s = r.trend?.stale;
  if (!s) return [];
  const others = s.differing > 1 ? ` (it differs on ${s.differing} slices)` : '';
  return [
    `⚠️ **The baseline is stale:** main's latest record (commit ${code(s.commit.slice(0, 12), false)}, ${code(s.date, false)}) has ${token(s.measure)} on all queries ${f4(s.recorded)}, but the committed baseline scores ${f4(s.baseline)} under the same contract${others}. PRs are compared with a main that no longer exists. Refresh the baseline from main's run at that commit (the run your CI writes to ${code(r.inputs.candidate.path, false)}), then commit it:`,
    '',
    ...commandBlock(s.command),
  ];
}
