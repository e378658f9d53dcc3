import type { Contract, Rule } from '../contract/schema.js';
import type { Cell, Level, Reason } from './schema.js';
import { adjustPValues } from './stats.js';
import { f4, fmtP, signed } from '../numbers.js';
import { selectSlices, type Slice } from './slices.js';

/** Per-slice, per-measure numbers the gate needs (filled by the statistics step). */
export interface PairStats {
  slice: Slice;
  measure: string;
  cell: Cell;
  /** Means under the extreme tie orders: candidate worst with baseline best, and the reverse. */
  tieWorst: { baseline: number; candidate: number };
  tieBest: { baseline: number; candidate: number };
}

export interface GateOutcome {
  level: Level;
  reasons: Reason[];
  hidden: number;
  family: number;
  tieSensitive: string | null;
}

const ORDER: Record<Level, number> = { pass: 0, warn: 1, inconclusive: 2, fail: 3 };
export const worse = (a: Level, b: Level): Level => (ORDER[a] >= ORDER[b] ? a : b);

/** Parses "0.02" / 0.02 / "3%" into a test on (baseline, drop). */
function threshold(t: number | string): { text: string; exceeded: (baseline: number, drop: number) => boolean; allowance: (baseline: number) => number } {
  if (typeof t === 'number') return { text: String(t), exceeded: (_b, d) => d > t, allowance: () => t };
  const pct = Number(t.slice(0, -1)) / 100;
  return { text: t, exceeded: (b, d) => d > pct * Math.abs(b), allowance: (b) => pct * Math.abs(b) };
}

interface Firing {
  level: 'warn' | 'fail';
  rule: number;
  threshold: ReturnType<typeof threshold>;
}

/**
 * Applies the contract's rules to every selected (slice, measure) pair and decides the verdict.
 * A rule fires when the drop exceeds its threshold and the adjusted p is below alpha (unless significance is off);
 * a would-be failure is inconclusive when the candidate's coverage is too low, or when the gap closes once the candidate's
 * unjudged top documents are counted relevant (`hypothetical`: both runs' slice means under those judgments; null when
 * no rule fails, since the re-scoring is only worth doing then).
 */
export function decide(contract: Contract, pairs: Map<string, PairStats>, slices: readonly Slice[], file: string,
  hypothetical: Map<string, { baseline: number; candidate: number }> | null): GateOutcome {
  const { gate } = contract;
  const sig = gate.significance === 'none' ? null : gate.significance.test === 'none' ? null : gate.significance;
  const alpha = gate.significance === 'none' ? 0.05 : gate.significance.alpha;
  const correction = gate.significance === 'none' ? 'none' : gate.significance.correction;
  const key = (s: string, m: string) => `${s}\u0000${m}`;
  // Rule and coverage measures arrive in canonical spelling (the engine normalizes aliases such as MRR@10).
  const measureName = (r: Rule) => r.measure;

  // The family for the multiple-comparison correction: every gated pair, once.
  const gated: PairStats[] = [];
  const selections = gate.rules.map((r, i) => selectSlices(r.slices, slices, `gate.rules[${i}].slices`, file));
  const seen = new Set<string>();
  gate.rules.forEach((r, i) => {
    for (const s of selections[i]) {
      const p = pairs.get(key(s.name, measureName(r)))!;
      if (s.members.length < gate.min_queries) {
        p.cell.status = 'too-small';
        continue;
      }
      if (!seen.has(key(s.name, p.measure))) {
        seen.add(key(s.name, p.measure));
        gated.push(p);
        p.cell.status = 'pass';
      }
    }
  });
  const adjusted = adjustPValues(gated.map((p) => p.cell.p ?? Number.NaN), correction);
  gated.forEach((p, i) => {
    p.cell.pAdjusted = Number.isNaN(adjusted[i]) ? null : adjusted[i];
  });
  const significant = (p: PairStats) => sig === null || (p.cell.pAdjusted !== null && p.cell.pAdjusted < alpha);

  const fire = (p: PairStats, r: Rule, i: number, base: number, cand: number): Firing | null => {
    const drop = base - cand;
    if (!significant(p)) return null;
    if (r.fail !== undefined && threshold(r.fail).exceeded(base, drop)) return { level: 'fail', rule: i, threshold: threshold(r.fail) };
    if (r.warn !== undefined && threshold(r.warn).exceeded(base, drop)) return { level: 'warn', rule: i, threshold: threshold(r.warn) };
    return null;
  };

  const coverageOf = (slice: string): number | null => {
    if (!gate.coverage) return null;
    const c = pairs.get(key(slice, gate.coverage.measure));
    return c ? c.cell.candidate : null;
  };

  const reasons: Reason[] = [];
  gate.rules.forEach((r, i) => {
    for (const s of selections[i]) {
      if (s.members.length < gate.min_queries) continue;
      const p = pairs.get(key(s.name, measureName(r)))!;
      const f = fire(p, r, i, p.cell.baseline, p.cell.candidate);
      if (!f) continue;
      let level: Level = f.level;
      let because: Reason['because'] = null;
      if (f.level === 'fail') {
        const cov = coverageOf(s.name);
        if (gate.coverage && cov !== null && cov < gate.coverage.min) {
          level = 'inconclusive';
          because = 'coverage';
        } else {
          // Both runs re-scored under judgments in which the candidate's unjudged top documents are relevant.
          const h = hypothetical?.get(key(s.name, p.measure));
          if (h && h.baseline - h.candidate <= f.threshold.allowance(h.baseline)) {
            level = 'inconclusive';
            because = 'optimistic-bound';
          }
        }
      }
      p.cell.status = worse(p.cell.status as Level, level);
      const blind = s.heldout && contract.heldout?.mode !== 'visible';
      reasons.push({
        level, slice: s.name, measure: p.measure,
        baseline: blind ? null : p.cell.baseline,
        candidate: blind ? null : p.cell.candidate,
        delta: blind ? null : p.cell.delta,
        threshold: f.threshold.text, rule: i,
        p: blind ? null : p.cell.p, pAdjusted: blind ? null : p.cell.pAdjusted,
        hidden: false, because, message: '',
      });
    }
  });

  // One reason per (slice, measure): the worst level, first rule on equal level.
  const best = new Map<string, Reason>();
  for (const r of reasons) {
    const k = key(r.slice, r.measure);
    const prev = best.get(k);
    if (!prev || ORDER[r.level] > ORDER[prev.level]) best.set(k, r);
  }
  const kept = [...best.values()];
  const firedOnAll = new Set(kept.filter((r) => r.slice === 'all').map((r) => r.measure));
  for (const r of kept) {
    r.hidden = r.slice !== 'all' && !firedOnAll.has(r.measure);
    r.message = reasonMessage(r, pairs.get(key('all', r.measure))?.cell);
  }
  // Hidden regressions first, then worst level, then the order of slices and measures in the report.
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  kept.sort((a, b) => Number(b.hidden) - Number(a.hidden) || ORDER[b.level] - ORDER[a.level]
    || sliceOrder.get(a.slice)! - sliceOrder.get(b.slice)! || a.rule - b.rule);
  let level: Level = 'pass';
  for (const r of kept) level = worse(level, r.level);

  const tieSensitive = tieCheck(contract, pairs, selections, level, fire);
  return { level, reasons: kept, hidden: kept.filter((r) => r.hidden).length, family: gated.length, tieSensitive };
}

/** Would the verdict differ if tied scores were ordered against the candidate, or for it? */
function tieCheck(contract: Contract, pairs: Map<string, PairStats>, selections: Slice[][], level: Level,
  fire: (p: PairStats, r: Rule, i: number, base: number, cand: number) => Firing | null): string | null {
  const levels: Level[] = [];
  for (const side of ['tieWorst', 'tieBest'] as const) {
    let l: Level = 'pass';
    contract.gate.rules.forEach((r, i) => {
      for (const s of selections[i]) {
        if (s.members.length < contract.gate.min_queries) continue;
        const p = pairs.get(`${s.name}\u0000${r.measure}`);
        if (!p) continue;
        const f = fire(p, r, i, p[side].baseline, p[side].candidate);
        if (f) l = worse(l, f.level);
      }
    });
    levels.push(l);
  }
  const [ifAgainst, ifFor] = levels;
  // The re-check knows thresholds only, so an inconclusive verdict compares as the failure it would have been.
  const now = level === 'inconclusive' ? 'fail' : level;
  if (ifAgainst === now && ifFor === now) return null;
  return `Another order of tied scores could change the verdict: ${ifAgainst} if ties break against the candidate, ${ifFor} if they break for it (thresholds re-checked with the same p-values).`;
}

function reasonMessage(r: Reason, all: Cell | undefined): string {
  const lvl = r.level === 'inconclusive' ? 'inconclusive' : r.level;
  if (r.baseline === null || r.candidate === null || r.delta === null) {
    return `${r.measure} on held-out slice ${r.slice}: ${lvl} (blind: numbers withheld)`;
  }
  let s = `${r.measure} on ${r.slice}: ${f4(r.baseline)} → ${f4(r.candidate)} (${signed(r.delta)}), ${r.level === 'warn' ? 'warn' : 'fail'} threshold ${r.threshold}`;
  if (r.pAdjusted !== null) s += `, p=${fmtP(r.pAdjusted)}`;
  if (r.hidden && all) s += `; hidden: ${r.measure} on all ${all.delta >= 0 ? 'rose' : 'fell'} ${signed(all.delta)}`;
  if (r.because === 'optimistic-bound') s += '; inconclusive: counting unjudged documents as relevant closes the gap';
  if (r.because === 'coverage') s += '; inconclusive: the candidate\'s judged coverage is below the minimum';
  return s;
}
