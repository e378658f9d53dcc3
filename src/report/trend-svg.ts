import { f4, signed } from '../numbers.js';
import { axis } from './chart-svg.js';
import { html, type Markup } from './html-template.js';
import type { Trend } from './schema.js';

/** Line colours in series order (`all` first); a series past the palette reuses it with a dashed line. */
const PALETTE = ['#1f2328', '#cf222e', '#0969da', '#8250df', '#bf8700', '#1a7f37', '#bc4c00', '#6e7781'];

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * Main's recorded values of the primary measure as an inline SVG line chart, one line per series (`all`, then every
 * slice a rule fired on), oldest record on the left, this PR as the last point (a ring, joined by a dotted segment to
 * main's latest value). A record without the slice breaks its line; records scored under another contract id than
 * `contractId` are marked on the axis (their values are not comparable with the rest). Every coordinate is computed
 * here from numbers; slice names and commits are text nodes, escaped.
 */
export function trendChart(t: Trend, contractId: string): Markup | null {
  const n = t.points.length;
  if (n === 0 || t.series.length === 0) return null;
  const values = t.series.flatMap((s) => [...s.main, s.candidate]).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  const ax = axis(Math.min(...values), Math.max(...values));
  const W = 1000;
  const L = 64;
  const R = 240;
  const top = 16;
  const plotH = 220;
  const H = top + plotH + 44;
  const P = W - L - R;
  // n main records and the PR: n + 1 positions.
  const x = (i: number) => round(L + (n === 0 ? 0 : (i / n) * P));
  const y = (v: number) =>
    round(top + plotH - ((Math.min(Math.max(v, ax.lo), ax.hi) - ax.lo) / (ax.hi - ax.lo)) * plotH);
  const ticks: number[] = [];
  for (let v = ax.lo; v <= ax.hi + ax.step / 2; v += ax.step) ticks.push(Number(v.toFixed(ax.decimals + 2)));
  const grid = ticks.map(
    (v) =>
      html`<line class="grid" x1="${L}" y1="${y(v)}" x2="${L + P}" y2="${y(v)}"/><text class="tick" x="${L - 8}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(ax.decimals)}</text>`,
  );
  const other = t.points.map((p, i) =>
    p.contract === contractId
      ? null
      : html`<rect class="other-contract" x="${x(i) - 4}" y="${top + plotH + 4}" width="8" height="6"><title>${p.commit.slice(0, 12)}: scored under contract ${p.contract.slice(0, 12)}, not today's</title></rect>`,
  );
  const labelAt = (i: number, text: string, anchor: string) =>
    html`<text class="tick" x="${x(i)}" y="${top + plotH + 24}" text-anchor="${anchor}">${text}</text>`;
  const xLabels = [
    labelAt(0, t.points[0]!.commit.slice(0, 7), 'start'),
    n > 1 ? labelAt(n - 1, t.points[n - 1]!.commit.slice(0, 7), 'middle') : null,
    labelAt(n, 'this PR', 'middle'),
  ];
  const lines = t.series.map((s, k) => {
    const colour = PALETTE[k % PALETTE.length]!;
    const dashed = k >= PALETTE.length;
    // Runs of consecutive recorded values: a record without the slice breaks the line.
    const runs: string[][] = [];
    let cur: string[] = [];
    s.main.forEach((v, i) => {
      if (v === null) {
        if (cur.length) runs.push(cur);
        cur = [];
      } else cur.push(`${x(i)},${y(v)}`);
    });
    if (cur.length) runs.push(cur);
    let last = -1;
    s.main.forEach((v, i) => {
      if (v !== null) last = i;
    });
    const style = `stroke:${colour}${dashed ? ';stroke-dasharray:6 3' : ''}`;
    const dots = s.main.map((v, i) =>
      v === null
        ? null
        : html`<circle class="dot" cx="${x(i)}" cy="${y(v)}" r="2.6" style="fill:${colour}"><title>${s.slice} at ${t.points[i]!.commit.slice(0, 12)} (${t.points[i]!.date.slice(0, 10)}): ${f4(v)}</title></circle>`,
    );
    const join =
      last >= 0 && s.candidate !== null
        ? html`<line class="to-pr" x1="${x(last)}" y1="${y(s.main[last]!)}" x2="${x(n)}" y2="${y(s.candidate)}" style="stroke:${colour}"/>`
        : null;
    const latest = last >= 0 ? s.main[last]! : null;
    const pr =
      s.candidate === null
        ? null
        : html`<circle class="pr" cx="${x(n)}" cy="${y(s.candidate)}" r="5" style="stroke:${colour}"><title>${s.slice} in this PR: ${f4(s.candidate)}${latest !== null ? ` (${signed(s.candidate - latest)} from main's latest)` : ''}</title></circle>`;
    const legendY = top + 10 + k * 20;
    const name = s.slice.length > 24 ? `${s.slice.slice(0, 23)}…` : s.slice;
    const legend = html`<line x1="${W - R + 16}" y1="${legendY}" x2="${W - R + 40}" y2="${legendY}" style="${style};stroke-width:2"/><text class="label" x="${W - R + 46}" y="${legendY + 4}">${name}<title>${s.slice}</title></text>`;
    return html`<g class="series" data-slice="${s.slice}">${runs.map((pts) => html`<polyline class="line" points="${pts.join(' ')}" style="${style}"/>`)}${join}${dots}${pr}${legend}</g>`;
  });
  return html`<svg class="chart trend" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${t.measure} on main, last ${n} records, and this PR">${grid}<line class="zero" x1="${L}" y1="${top + plotH}" x2="${L + P}" y2="${top + plotH}"/>${other}${xLabels}${lines}</svg>`;
}
