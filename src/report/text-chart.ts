import { signed } from '../numbers.js';
import { axis } from './chart-svg.js';
import { chartRows, rowStatus } from './order.js';
import type { Report, SliceReport } from './schema.js';
import { visible } from './escape.js';

/**
 * The primary measure's delta per slice as a monospace bar chart, in the slice table's order: a bar from zero to the
 * delta, the zero line, the fail threshold (as a drop) where the bar does not cover it, the delta and the status.
 * The comment puts it in a ```diff block, where GitHub colours failing rows (`-`) red and passing ones (`+`) green;
 * Mermaid's xychart cannot show it (it draws every bar up from the axis minimum, so a negative delta looks like a
 * rise from the bottom). The terminal colours the same rows.
 */
export interface TextChart {
  /** Lines above the rows: what the marks mean, the axis ticks. */
  head: string[];
  rows: { status: SliceReport['status']; line: string }[];
}

const WIDTH = 41;

export function textChart(r: Report, max = 30): TextChart | null {
  const m = r.primary;
  const rows = chartRows(r, max);
  if (rows.length < 2) return null;
  const deltas = rows.map((s) => s.measures[m]!.delta);
  const fails = rows.map((s) => s.measures[m]!.gate?.fail ?? null);
  const ax = axis(Math.min(0, ...deltas, ...fails.map((f) => (f === null ? 0 : -f))), Math.max(0, ...deltas));
  const col = (v: number) =>
    Math.round(((Math.min(Math.max(v, ax.lo), ax.hi) - ax.lo) / (ax.hi - ax.lo)) * (WIDTH - 1));
  const zero = col(0);
  const names = rows.map((s) => {
    const n = visible(s.name);
    return n.length > 24 ? `${n.slice(0, 23)}…` : n;
  });
  const nameWidth = Math.max(5, ...names.map((n) => n.length));
  const out = rows.map((s, i) => {
    const cells = Array.from({ length: WIDTH }, () => ' ');
    const x = col(deltas[i]);
    // The bar runs from next to the zero line to the delta; a delta too small for a cell still shows a sliver.
    if (x > zero) for (let c = zero + 1; c <= x; c++) cells[c] = '█';
    else if (x < zero) for (let c = x; c < zero; c++) cells[c] = '█';
    else if (deltas[i] > 0 && zero + 1 < WIDTH) cells[zero + 1] = '▏';
    else if (deltas[i] < 0 && zero > 0) cells[zero - 1] = '▕';
    cells[zero] = '│';
    const f = fails[i];
    if (f !== null && cells[col(-f)] === ' ') cells[col(-f)] = '┆';
    const st = rowStatus(s, m);
    const status = st === 'too-small' ? 'too small' : st === 'not-gated' ? 'not gated' : st;
    return {
      status: st,
      line: `${names[i].padEnd(nameWidth)}  ${cells.join('')}  ${signed(deltas[i]).padStart(7)}  ${status}`,
    };
  });
  // Tick labels under their columns, as far as they fit.
  const ticks = Array.from({ length: WIDTH }, () => ' ');
  for (let t = ax.lo; t <= ax.hi + ax.step / 2; t += ax.step * 2) {
    const v = Math.abs(t) < ax.step / 2 ? 0 : t;
    const text = v === 0 ? '0' : `${v > 0 ? '+' : '−'}${Math.abs(v).toFixed(ax.decimals)}`;
    const at = Math.min(WIDTH - text.length, Math.max(0, col(v) - Math.floor(text.length / 2)));
    if (ticks.slice(Math.max(0, at - 1), at + text.length + 1).every((c) => c === ' '))
      for (let k = 0; k < text.length; k++) ticks[at + k] = text[k];
  }
  const threshold = fails.some((f) => f !== null) ? ' · ┆ fail threshold' : '';
  return {
    head: [
      `Δ ${visible(m)} by slice, in the table's order · █ Δ · │ 0${threshold}`,
      `${''.padEnd(nameWidth)}  ${ticks.join('').trimEnd()}`,
    ],
    rows: out,
  };
}
