import type { Report, SliceReport } from './schema.js';

/** Slice statuses, worst first, as every renderer orders its slice table. */
export const SEVERITY: Record<SliceReport['status'], number> = {
  fail: 0,
  inconclusive: 1,
  warn: 2,
  underpowered: 3,
  pass: 4,
  'not-gated': 5,
  'too-small': 6,
};

/**
 * What a table of one measure shows in a slice's status column: that measure's own outcome on the slice. The slice's
 * status is the worst over all its measures (R@100's underpowered on `all` would otherwise sit on nDCG@10's row next
 * to nDCG@10's numbers); a blind held-out slice has no cells and shows its slice status.
 */
export function rowStatus(s: SliceReport, measure: string): SliceReport['status'] {
  return s.measures[measure]?.status ?? s.status;
}

/**
 * The slice table's rows in the order every renderer shows them (the chart too): `all` first, then the others worst
 * first (by the primary measure's status, then by its delta, then by name); blind and too-small slices come last.
 */
export function sliceOrder(r: Report): SliceReport[] {
  const m = r.primary;
  const rows = r.slices.filter((s) => s.name !== 'all');
  rows.sort((a, b) => {
    const sa = SEVERITY[rowStatus(a, m)] - SEVERITY[rowStatus(b, m)];
    if (sa !== 0) return sa;
    const da = a.measures[m]?.delta ?? Infinity;
    const db = b.measures[m]?.delta ?? Infinity;
    return da - db || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
  const all = r.slices.find((s) => s.name === 'all');
  return all ? [all, ...rows] : rows;
}

/** The rows a chart of the primary measure draws: the table's order, slices with numbers only. */
export function chartRows(r: Report, max = 30): SliceReport[] {
  return sliceOrder(r)
    .filter((s) => s.measures[r.primary])
    .slice(0, max);
}

/**
 * True when the candidate scores exactly as the baseline on every visible query and measure (a PR that changes only
 * the evaluation files, whose CI produced the same ranking): a table of zeros says nothing.
 */
export function identicalRuns(r: Report): boolean {
  if (r.perQuery.qids.length === 0) return false;
  for (const m of Object.keys(r.perQuery.baseline)) {
    const b = r.perQuery.baseline[m];
    const c = r.perQuery.candidate[m];
    for (let i = 0; i < b.length; i++) if (b[i] !== c[i]) return false;
  }
  return true;
}
