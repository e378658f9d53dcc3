import { f4, signed } from '../numbers.js';
import { sliceOrder } from './order.js';
import { BROKEN_RUN_KINDS, type Report } from './schema.js';
import type { Span } from './spans.js';

/**
 * The one line a reviewer reads at a glance, first in the comment, the terminal and the HTML report: the verdict, the
 * gate, the primary measure on all queries with its change and an arrow, and the worst slice (the hidden regression
 * when there is one). Each renderer writes the level and the gate its own way and the rest from these spans, so input
 * text (slice names, measures) is quoted by the renderer's own rule.
 */
export interface Headline {
  level: Report['verdict']['level'];
  /** The accept label is on a verdict that would otherwise fail or warn. */
  accepted: boolean;
  gate: string;
  /** `nDCG@10 on all 0.5020 → 0.5499 (+0.0479 ↑)`; null when the primary measure has no value on all queries. */
  overall: Span[] | null;
  /** `worst: …`; null when there is nothing to name (no reason and no slice but all). */
  worst: Span[] | null;
}

/** Up, down, or level when the change rounds to zero at the precision shown. */
export function arrow(delta: number): string {
  const s = signed(delta);
  return s === '±0.0000' ? '→' : delta > 0 ? '↑' : '↓';
}

/** A slice name as the headline shows it: the full name is in the tables; one line must stay one glance (and fit the limit). */
export function clipName(s: string, max = 60): string {
  const chars = Array.from(s);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s;
}

const move = (b: number, c: number, d: number): string => `${f4(b)} → ${f4(c)} (${signed(d)} ${arrow(d)})`;

export function headline(r: Report): Headline {
  const v = r.verdict;
  const all = r.slices[0]?.measures[r.primary];
  const overall: Span[] | null = all
    ? [{ token: r.primary }, ` on all ${move(all.baseline, all.candidate, all.delta)}`]
    : null;
  return {
    level: v.level,
    accepted: r.acceptance !== null && v.level !== 'pass',
    gate: r.gate,
    overall,
    worst: worst(r),
  };
}

function worst(r: Report): Span[] | null {
  const v = r.verdict;
  // Reasons list hidden regressions first; the worst is the first at the verdict's own level (as the summary says).
  const x = v.reasons.find((y) => y.level === v.level) ?? v.reasons[0];
  if (x) {
    if (BROKEN_RUN_KINDS.includes(x.kind)) return [`worst: the ${x.run ?? 'candidate'} run is broken`];
    if (x.kind === 'guard')
      return ['worst: guard on ', { token: x.measure ?? '' }, ' on ', { code: clipName(x.slice) }];
    const where: Span[] = ['worst: ', { token: x.measure ?? '' }, ' on ', { code: clipName(x.slice) }];
    if (x.baseline === null || x.candidate === null || x.delta === null) return [...where, ' (held out, blind)'];
    return [...where, ` ${move(x.baseline, x.candidate, x.delta)}${x.hidden ? ', hidden by the average' : ''}`];
  }
  // No rule fired: the largest drop of the primary measure on any slice, gated or report-only (a report-only slice
  // that fell by 0.15 matters more to a reviewer than a gated one that fell by 0.001); when nothing dropped, the slice
  // table's first row after all (worst first). Named with its status when it is not a pass.
  const rows = sliceOrder(r)
    .slice(1)
    .filter((y) => y.measures[r.primary]);
  const drops = rows.filter((y) => arrow(y.measures[r.primary]!.delta) === '↓');
  const s = drops.length
    ? drops.reduce((a, b) => (b.measures[r.primary]!.delta < a.measures[r.primary]!.delta ? b : a))
    : rows[0];
  if (!s) return null;
  const c = s.measures[r.primary]!;
  const status =
    s.status === 'pass'
      ? ''
      : s.status === 'too-small'
        ? ', too small to gate'
        : s.status === 'not-gated'
          ? ', not gated'
          : `, ${s.status}`;
  return ['worst slice: ', { code: clipName(s.name) }, ` ${move(c.baseline, c.candidate, c.delta)}${status}`];
}
