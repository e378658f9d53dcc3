import type { Contract } from '../contract/schema.js';
import type { ScoredRun } from '../score/evaluate.js';
import type { Reason } from './schema.js';
import { selectSlices, type Slice } from './slices.js';

// Guards outside the statistics: a broken candidate run fails as broken (never "inconclusive", never a new baseline),
// and per-query guards fail when a single query the team keeps as an assertion regresses, whatever the averages say.

/** Most queries a reason names; the count says how many there were. */
const LISTED = 50;

export function reason(o: Partial<Reason> & Pick<Reason, 'level' | 'kind' | 'slice' | 'message'>): Reason {
  return {
    measure: null,
    baseline: null,
    candidate: null,
    delta: null,
    threshold: null,
    rule: null,
    pAdjusted: null,
    bound: null,
    mde: null,
    hidden: false,
    because: null,
    unjudged: null,
    queries: [],
    queryCount: 0,
    ...o,
  };
}

/** Query ids to list: in query order, blind held-out queries left out (they are only counted). */
export function named(run: ScoredRun, qis: number[], blind: Uint8Array): string[] {
  return qis
    .filter((qi) => !blind[qi])
    .slice(0, LISTED)
    .map((qi) => run.qids[qi]);
}

/**
 * Judged queries the baseline answered and the candidate returns nothing for, or far fewer results: fewer than half
 * the baseline's and fewer than the gated measures look at (`depthNeeded`). `gate.missing` sets the level, or off.
 */
export function missingGuard(
  contract: Contract,
  base: ScoredRun,
  cand: ScoredRun,
  depthNeeded: number,
  blind: Uint8Array,
): Reason | null {
  const level = contract.gate.missing;
  if (level === 'off') return null;
  const none: number[] = [];
  const short: number[] = [];
  for (let qi = 0; qi < base.qids.length; qi++) {
    if (base.missing[qi] || !base.included[qi]) continue;
    if (cand.missing[qi]) none.push(qi);
    else if (cand.retrieved[qi] * 2 < base.retrieved[qi] && cand.retrieved[qi] < depthNeeded) short.push(qi);
  }
  if (none.length + short.length === 0) return null;
  const all = [...none, ...short].sort((a, b) => a - b);
  const parts: string[] = [];
  if (none.length)
    parts.push(
      `${none.length} judged quer${none.length === 1 ? 'y' : 'ies'} the baseline answered get${none.length === 1 ? 's' : ''} no results from the candidate`,
    );
  if (short.length)
    parts.push(
      `${short.length} get${short.length === 1 ? 's' : ''} far fewer results (under half the baseline's and under the ${depthNeeded} the gated measures read)`,
    );
  const shown = named(cand, all, blind);
  return reason({
    level,
    kind: 'missing',
    slice: 'all',
    queries: shown,
    queryCount: all.length,
    message: `The candidate run is incomplete: ${parts.join('; ')}${shown.length ? ` (${shown.slice(0, 10).join(', ')}${all.length > 10 ? ', …' : ''})` : ''}. A broken run, not a judging gap: fix the run that produced it.`,
  });
}

/** The candidate's documents share nothing with the judgments while the baseline's do: a changed id namespace. */
export function noOverlapGuard(base: ScoredRun, cand: ScoredRun): Reason | null {
  if (cand.read.judgedResults > 0 || base.read.judgedResults === 0 || cand.read.results === 0) return null;
  return reason({
    level: 'fail',
    kind: 'no-overlap',
    slice: 'all',
    message: `None of the candidate's ${cand.read.results} results is a judged document (the baseline has ${base.read.judgedResults}): its document ids are in another namespace. Produce the run with the corpus's document ids.`,
  });
}

/** `gate.guards`: a single query of the named slices that loses more than `drop`, or falls below `below`, fails. */
export function queryGuards(
  contract: Contract,
  slices: readonly Slice[],
  base: ScoredRun,
  cand: ScoredRun,
  file: string,
  blind: Uint8Array,
): Reason[] {
  const out: Reason[] = [];
  contract.gate.guards.forEach((g, gi) => {
    const selected = selectSlices(g.slices, slices, `gate.guards[${gi}].slices`, file);
    const mi = base.measures.findIndex((m) => m.name === g.measure);
    const hit = new Set<number>();
    for (const s of selected) {
      for (const qi of s.members) {
        const b = base.value[mi][qi];
        const c = cand.value[mi][qi];
        if ((g.drop !== undefined && b - c > g.drop + 1e-12) || (g.below !== undefined && b >= g.below && c < g.below))
          hit.add(qi);
      }
    }
    if (hit.size === 0) return;
    const qis = [...hit].sort((a, b) => a - b);
    const shown = named(cand, qis, blind);
    const what = [
      g.drop !== undefined ? `loses more than ${g.drop}` : '',
      g.below !== undefined ? `falls below ${g.below}` : '',
    ]
      .filter(Boolean)
      .join(' or ');
    const where = selected.map((s) => s.name).join(', ');
    const detail = qis
      .filter((qi) => !blind[qi])
      .slice(0, 5)
      .map((qi) => `${base.qids[qi]} ${base.value[mi][qi].toFixed(4)} → ${cand.value[mi][qi].toFixed(4)}`);
    out.push(
      reason({
        level: 'fail',
        kind: 'guard',
        slice: where,
        measure: g.measure,
        rule: gi,
        threshold: what,
        queries: shown,
        queryCount: qis.length,
        message: `${qis.length} quer${qis.length === 1 ? 'y' : 'ies'} of ${where} where ${g.measure} ${what} (guard ${gi + 1})${detail.length ? `: ${detail.join('; ')}${qis.length > detail.length ? '; …' : ''}` : ''}`,
      }),
    );
  });
  return out;
}
