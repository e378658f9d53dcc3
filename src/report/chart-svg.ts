import { signed } from '../numbers.js';
import { html, type Markup } from './html-template.js';
import { chartRows, rowStatus } from './order.js';
import { cellStatistics } from './statistics.js';
import type { Report } from './schema.js';

/** A step between axis ticks: 1, 2 or 5 times a power of ten, about a fifth of the range. */
export function niceStep(range: number): number {
  const raw = Math.max(range, 1e-4) / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

/** Axis bounds on whole steps around [lo, hi], and the decimals a tick label needs. */
export function axis(lo: number, hi: number): { lo: number; hi: number; step: number; decimals: number } {
  const step = niceStep(hi - lo);
  return {
    lo: Math.floor(lo / step - 0.25) * step,
    hi: Math.ceil(hi / step + 0.25) * step,
    step,
    decimals: Math.max(0, -Math.floor(Math.log10(step) + 1e-9)),
  };
}

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * An unbounded whisker (Δ ≤ ∞: no sign pattern of the slice could reach significance) runs to the axis's end; an
 * arrowhead there says it goes on, where a plain end would read as a bound at the axis.
 */
function openEnd(x: number, cy: number): Markup {
  return html`<g class="open-end"><title>no upper bound: this slice cannot show a drop as significant</title><line class="whisker" x1="${round(x - 6)}" y1="${cy - 4}" x2="${x}" y2="${cy}"/><line class="whisker" x1="${round(x - 6)}" y1="${cy + 4}" x2="${x}" y2="${cy}"/></g>`;
}

/**
 * The primary measure's delta per slice as an inline SVG, in the slice table's order: a bar per slice coloured by its
 * status, the interval that matches the p the table shows (gated: a whisker up to the one-sided bound Δ ≤ b; others:
 * the 95% bootstrap interval; an arrowhead where it has no end), and the fail threshold as a red dashed mark. Every
 * coordinate is computed here from numbers; slice names are text nodes, escaped.
 */
export function deltaChart(r: Report): Markup | null {
  const m = r.primary;
  const rows = chartRows(r, 60);
  if (rows.length === 0) return null;
  const items = rows.map((s) => {
    const c = s.measures[m]!;
    const g = c.gate;
    // The interval the table shows (statistics.ts): the one-sided bound only where a decision is at stake; a gated
    // slice whose drop crosses no threshold has no bound (null) and shows its 95% interval, as its cells do.
    const gated = cellStatistics(c).gated;
    const interval: [number, number | null] = gated ? [c.delta, g!.bound] : [c.ci[0], c.ci[1]];
    return { s, c, status: rowStatus(s, m), interval, fail: g?.fail ?? null, warn: g?.warn ?? null, gated };
  });
  const values: number[] = [0];
  for (const x of items) {
    values.push(x.c.delta, x.interval[0]);
    if (x.interval[1] !== null) values.push(x.interval[1]);
    if (x.fail !== null) values.push(-x.fail);
  }
  const ax = axis(Math.min(...values), Math.max(...values));
  const W = 1000;
  const L = 220;
  const R = 190;
  const top = 30;
  const rowH = 26;
  const P = W - L - R;
  const H = top + rowH * items.length + 12;
  const x = (v: number) => round(L + ((Math.min(Math.max(v, ax.lo), ax.hi) - ax.lo) / (ax.hi - ax.lo)) * P);
  const ticks: number[] = [];
  for (let t = ax.lo; t <= ax.hi + ax.step / 2; t += ax.step) ticks.push(Number(t.toFixed(ax.decimals + 2)));
  const zero = x(0);
  const grid = ticks.map(
    (t) =>
      html`<line class="grid" x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${H - 10}"/><text class="tick" x="${x(t)}" y="${top - 12}" text-anchor="middle">${t === 0 ? '0' : (t > 0 ? '+' : '−') + Math.abs(t).toFixed(ax.decimals)}</text>`,
  );
  const body = items.map((it, i) => {
    const y = top + i * rowH;
    const cy = round(y + rowH / 2);
    const d = it.c.delta;
    const x0 = Math.min(zero, x(d));
    const w = Math.max(1, round(Math.abs(x(d) - zero)));
    const name = it.s.name.length > 30 ? `${it.s.name.slice(0, 29)}…` : it.s.name;
    const [a, b] = it.interval;
    const hiX = b === null ? x(ax.hi) : x(b);
    const whisker = html`<line class="whisker" x1="${x(a)}" y1="${cy}" x2="${hiX}" y2="${cy}"/>${it.gated ? null : html`<line class="whisker" x1="${x(a)}" y1="${cy - 5}" x2="${x(a)}" y2="${cy + 5}"/>`}${b === null ? openEnd(hiX, cy) : html`<line class="whisker" x1="${hiX}" y1="${cy - 5}" x2="${hiX}" y2="${cy + 5}"/>`}`;
    const fail =
      it.fail !== null
        ? html`<line class="threshold" x1="${x(-it.fail)}" y1="${y + 2}" x2="${x(-it.fail)}" y2="${y + rowH - 2}"><title>fail threshold −${it.fail.toFixed(4)}</title></line>`
        : null;
    const warn =
      it.warn !== null
        ? html`<line class="threshold-warn" x1="${x(-it.warn)}" y1="${y + 6}" x2="${x(-it.warn)}" y2="${y + rowH - 6}"><title>warn threshold −${it.warn.toFixed(4)}</title></line>`
        : null;
    return html`<g class="row s-${it.status}"><title>${it.s.name}: ${signed(d)} (${it.status})</title><text class="label" x="${L - 10}" y="${cy + 4}" text-anchor="end">${name}</text><rect class="bar" x="${x0}" y="${cy - 7}" width="${w}" height="14" rx="2"/>${whisker}${warn}${fail}<text class="value" x="${W - R + 10}" y="${cy + 4}">${signed(d)} · ${it.status.replace('-', ' ')}</text></g>`;
  });
  return html`<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Change in ${m} by slice">${grid}<line class="zero" x1="${zero}" y1="${top - 6}" x2="${zero}" y2="${H - 10}"/>${body}</svg>`;
}
