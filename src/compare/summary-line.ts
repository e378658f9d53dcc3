import { f4, pIs, signed } from '../numbers.js';
import { BROKEN_RUN_KINDS, type Level, type Reason } from './schema.js';

/** A broken-run reason in a few words, for the summary line. */
function brokenWhat(r: Reason): string {
  switch (r.kind) {
    case 'missing':
      return `${r.queryCount} judged queries missing or cut short`;
    case 'no-overlap':
      return 'no judged document ids';
    case 'tied-scores':
      return `tied scores order the top results of ${r.queryCount} judged queries`;
    case 'inverted-scores':
      return `scores rise with the rank in ${r.queryCount} judged queries`;
    default:
      return 'the same documents whatever the query';
  }
}

/** The verdict in one line: the level, the worst reason, and the primary measure on all queries. */
export function summaryLine(
  level: Level,
  reasons: readonly Reason[],
  primary: string,
  all: { baseline: number; candidate: number; delta: number },
  n: number,
): string {
  const overall = `${primary} on all ${n} queries ${f4(all.baseline)} → ${f4(all.candidate)} (${signed(all.delta)})`;
  if (reasons.length === 0) return `pass: no rule fired; ${overall}`;
  const hidden = reasons.filter((r) => r.hidden).length;
  // Reasons list hidden regressions first; the worst is the first at the verdict's own level.
  const worst = reasons.find((r) => r.level === level) ?? reasons[0];
  if (BROKEN_RUN_KINDS.includes(worst.kind))
    return `${level}: the ${worst.run ?? 'candidate'} run is broken (${brokenWhat(worst)}); ${overall}`;
  const where =
    worst.kind === 'guard'
      ? `guard on ${worst.measure}: ${worst.queryCount} quer${worst.queryCount === 1 ? 'y' : 'ies'} of ${worst.slice}`
      : worst.delta !== null
        ? `${worst.measure} on ${worst.slice} ${signed(worst.delta)}${worst.pAdjusted !== null ? ` (${pIs(worst.pAdjusted)}, one-sided, adjusted)` : ''}`
        : `${worst.measure} on ${worst.slice}`;
  const count = reasons.length;
  return `${level}: ${count} regression${count === 1 ? '' : 's'}${hidden ? ` (${hidden} hidden)` : ''}, worst ${where}; ${overall}`;
}
