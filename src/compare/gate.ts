import type { Contract, Rule } from '../contract/schema.js';
import type { ScoredRun } from '../score/evaluate.js';
import type { Aggregate } from '../score/aggregate.js';
import { aggregateColumn, aggregationOf } from '../score/aggregate.js';
import {
  BROKEN_RUN_KINDS,
  type Cell,
  type CellStatus,
  type GateStats,
  type Level,
  type Reason,
  type TieCheck,
} from './schema.js';
import type { PairedTestName } from './paired-test.js';
import type { Correction, FamilyInput, FamilyOutcome, FamilyPair, FamilyResult } from './family.js';
import { powerFacts, sampleSd } from './power.js';
import { deriveSeed } from './stats.js';
import { f4, pIs, signed } from '../numbers.js';
import { selectSlices, type Slice } from './slices.js';
import type { UnjudgedEstimate } from './hypothetical.js';
import { missingGuard, noOverlapGuard, queryGuards } from './guards.js';
import { degenerateGuards } from './degenerate.js';
import { LEVELS, worse } from './levels.js';

/** Per-slice, per-measure numbers the gate starts from (filled by the statistics step). */
export interface PairStats {
  slice: Slice;
  measure: string;
  /** Index of the measure in the runs' columns. */
  mi: number;
  cell: Cell;
}

export interface GateContext {
  contract: Contract;
  /** The contract file, for messages. */
  file: string;
  slices: readonly Slice[];
  pairs: Map<string, PairStats>;
  base: ScoredRun;
  cand: ScoredRun;
  aggregate: Aggregate;
  /** Results per query the gated measures look at: a candidate returning far fewer is a broken run. */
  depthNeeded: number;
  /** The inconclusive estimate for a failing pair; called only for pairs that would fail. */
  explain: (slice: Slice, mi: number) => UnjudgedEstimate;
  /** structuralReasons(this context), when already found (found here otherwise). */
  structural?: Reason[];
}

export interface GateOutcome {
  level: Level;
  reasons: Reason[];
  hidden: number;
  family: number;
  ties: TieCheck | null;
}

const ORDER: Record<Level, number> = Object.fromEntries(LEVELS.map((l, i) => [l, i])) as Record<Level, number>;
export { worse };

/** Cell statuses, least severe first: a slice shows the worst of its cells (a too-small slice stays too small). */
const STATUS_ORDER: Record<CellStatus, number> = {
  'not-gated': 0,
  'too-small': 1,
  pass: 2,
  underpowered: 3,
  warn: 4,
  inconclusive: 5,
  fail: 6,
};
export const worseStatus = (a: CellStatus, b: CellStatus): CellStatus => (STATUS_ORDER[a] >= STATUS_ORDER[b] ? a : b);

const KIND_ORDER: Record<Reason['kind'], number> = {
  'tied-scores': 0,
  'inverted-scores': 1,
  'same-results': 2,
  missing: 3,
  'no-overlap': 4,
  guard: 5,
  rule: 6,
  'not-significant': 7,
};

const key = (s: string, m: string) => `${s}\u0000${m}`;

/** A threshold as an absolute drop on a slice whose baseline mean is `base`: "0.02" as is, "3%" of |base|. */
export function allowance(t: number | string, base: number): number {
  if (typeof t === 'number') return t;
  return (Number(t.slice(0, -1)) / 100) * Math.abs(base);
}

interface Significance {
  test: PairedTestName;
  alpha: number;
  correction: Correction;
  iterations: number;
  seed: number;
  power: number;
}

function significanceOf(contract: Contract): Significance | null {
  const s = contract.gate.significance;
  if (s === 'none' || s.test === 'none') return null;
  return {
    test: s.test,
    alpha: s.alpha,
    correction: s.correction,
    iterations: s.iterations,
    seed: s.seed,
    power: s.power,
  };
}

/** One gated (slice, measure) pair with what the family test needs and what it found. */
interface Gated {
  slice: Slice;
  measure: string;
  mi: number;
  stats: PairStats;
  rules: number[];
  /** Per query, the difference as the aggregate weighs it; per version: observed, ties against, ties for. */
  values: Float64Array[];
  /** delta of the aggregate = factor * mean(values): n for summed measures, else 1. */
  factor: number;
  tieDependent: boolean;
}

/** A rule's outcome on one pair under one version of the data. */
interface Firing {
  /** pass: a drop beyond the fail threshold the family does not confirm, an annotation that raises no verdict. */
  level: 'pass' | 'warn' | 'fail';
  kind: 'rule' | 'not-significant';
  rule: number;
}

/**
 * Applies the contract's rules and guards and decides the verdict. A rule fails a pair when the drop exceeds its fail
 * threshold and is significant: one-sided (is the candidate worse?), adjusted over the family of every gated pair at
 * once. A significant drop beyond the warn threshold warns; a drop beyond the fail threshold that neither decision
 * confirms raises no verdict: it is reported (at level pass, naming the smallest drop the slice could detect) and the
 * slice shown as underpowered. A would-be failure is inconclusive when documents the
 * candidate newly showed, unjudged, would at their estimated chance of relevance close the gap, or when the candidate
 * left the judged region (coverage). Structural guards (missing queries, a changed id namespace) and per-query guards
 * fail outside the statistics and are never inconclusive.
 */
export function decideVerdict(ctx: GateContext, plan: FamilyPlan, family: FamilyResult | null): GateOutcome {
  const { contract, pairs, slices } = ctx;
  const { gate } = contract;
  const sig = significanceOf(contract);
  // Pairs under min_queries are reported, never gated.
  gate.rules.forEach((r, i) => {
    for (const s of plan.selections[i]) {
      if (s.members.length < gate.min_queries && !plan.byKey.has(key(s.name, r.measure)))
        pairs.get(key(s.name, r.measure))!.cell.status = 'too-small';
    }
  });
  const gated: Gated[] = plan.gated.map((g) => ({ ...g, stats: pairs.get(key(g.slice.name, g.measure))! }));
  for (const g of gated) g.stats.cell.status = 'pass';
  const anyTies = plan.anyTies;

  // The gate's numbers per pair, and the rules' outcomes under the observed data.
  gated.forEach((g, j) => {
    const cell = g.stats.cell;
    const thresholds = thresholdsOf(contract, g, cell.baseline);
    cell.gate = family ? gateStats(g, j, family.outcomes[0], cell, thresholds, sig!.power) : null;
  });

  // Significance comes from the decision's own calibration: the fail decisions' (index 0) and the warn decisions' (1).
  // A version left out of the family test (plan.tested) is one where no pair's drop crosses a threshold: its rules
  // cannot fire, so its significance is never asked for.
  const significant = (j: number, version: number, decision: number): boolean => {
    if (!family) return true;
    const at = plan.tested.indexOf(version);
    if (at < 0) throw new Error(`tie-order version ${version} was not tested but a threshold is crossed in it`);
    return family.outcomes[at][decision].rejected[j] === 1;
  };
  const firingsOf = (g: Gated, j: number, version: number): Firing[] => {
    const delta = version === 0 ? g.stats.cell.delta : versionDelta(g, version);
    const out: Firing[] = [];
    for (const i of g.rules) {
      const beyond = crossed(gate.rules[i], -delta, g.stats.cell.baseline);
      if (beyond.fail && significant(j, version, FAIL)) out.push({ level: 'fail', kind: 'rule', rule: i });
      else if (beyond.warn && significant(j, version, WARN)) out.push({ level: 'warn', kind: 'rule', rule: i });
      // Not significant for either decision: the slice cannot tell this drop from the churn of an equally good
      // ranking. Raising the verdict on it would warn on nearly every ranking change (with many gated pairs one
      // always drifts past its threshold), so it is said, and the slice shown as underpowered, never as a pass.
      else if (beyond.fail) out.push({ level: 'pass', kind: 'not-significant', rule: i });
    }
    return out;
  };

  const reasons: Reason[] = [];
  const structural = ctx.structural ?? structuralReasons(ctx);
  // A broken run fails as broken: none of its rule failures is blamed on judgments.
  const broken = structural.some((r) => BROKEN_RUN_KINDS.includes(r.kind) && r.level === 'fail');

  gated.forEach((g, j) => {
    const firings = firingsOf(g, j, 0);
    if (firings.length === 0) {
      if (g.stats.cell.gate?.underpowered) g.stats.cell.status = 'underpowered';
      return;
    }
    // One reason per pair: the worst level, a significant firing before a non-significant one, then the first rule.
    firings.sort(
      (a, b) => ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rule - b.rule,
    );
    const f = firings[0];
    reasons.push(ruleReason(ctx, g, f, broken));
    g.stats.cell.status = worseStatus(g.stats.cell.status, statusOf(f, reasons[reasons.length - 1].level));
  });

  reasons.push(...structural);

  const firedOnAll = new Set(
    reasons.filter((r) => r.slice === 'all' && r.kind === 'rule' && r.measure !== null).map((r) => r.measure!),
  );
  for (const r of reasons) {
    r.hidden = r.kind === 'rule' && r.slice !== 'all' && r.measure !== null && !firedOnAll.has(r.measure);
    if (r.kind === 'rule' || r.kind === 'not-significant')
      r.message = ruleMessage(r, pairs.get(key('all', r.measure!))?.cell);
  }
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  // A broken run first (it explains everything else), then hidden regressions, then the worst level.
  const isBroken = (r: Reason) => BROKEN_RUN_KINDS.includes(r.kind) && r.level === 'fail';
  reasons.sort(
    (a, b) =>
      Number(isBroken(b)) - Number(isBroken(a)) ||
      Number(b.hidden) - Number(a.hidden) ||
      ORDER[b.level] - ORDER[a.level] ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (sliceOrder.get(a.slice) ?? -1) - (sliceOrder.get(b.slice) ?? -1) ||
      (a.rule ?? 0) - (b.rule ?? 0),
  );
  let level: Level = 'pass';
  for (const r of reasons) level = worse(level, r.level);

  const ties = anyTies ? tieCheck(gated, firingsOf, structural, reasons, family !== null) : null;
  return { level, reasons, hidden: reasons.filter((r) => r.hidden).length, family: gated.length, ties };
}

/** The gated pairs and the family test's input, known as soon as both runs are scored. */
export interface FamilyPlan {
  selections: Slice[][];
  gated: Omit<Gated, 'stats'>[];
  byKey: Set<string>;
  anyTies: boolean;
  /**
   * The versions of the values the family test runs, in the order of its outcomes: the observed one (0), and each
   * extreme order of tied scores (1: against the candidate, 2: for it) in which some rule could fire.
   */
  tested: number[];
  /** null when nothing is gated or significance is off. */
  input: FamilyInput | null;
  /**
   * The gated pairs whose observed drop lies beyond a fail threshold: the only ones the verdict may ask the inconclusive
   * check about (ctx.explain), once the family test says which of them are significant.
   */
  beyondFail: { slice: Slice; mi: number }[];
}

/** How planFamily chooses the versions to test. */
export interface PlanOptions {
  /** Test both extreme orders of tied scores even where no rule can fire in them (the reference the skip is tested against). */
  everyTieOrder?: boolean;
}

/**
 * Every gated (slice, measure) pair once, with every rule that gates it, and the input of the family test over them.
 * Independent of the descriptive statistics, so the test can run beside them.
 */
export function planFamily(
  contract: Contract,
  file: string,
  slices: readonly Slice[],
  base: ScoredRun,
  cand: ScoredRun,
  aggregate: Aggregate,
  options: PlanOptions = {},
): FamilyPlan {
  const { gate } = contract;
  const sig = significanceOf(contract);
  const selections = gate.rules.map((r, i) => selectSlices(r.slices, slices, `gate.rules[${i}].slices`, file));
  const gated: Omit<Gated, 'stats'>[] = [];
  const byKey = new Map<string, Omit<Gated, 'stats'>>();
  gate.rules.forEach((r, i) => {
    const mi = base.measures.findIndex((m) => m.name === r.measure);
    for (const s of selections[i]) {
      if (s.members.length < gate.min_queries) continue;
      let g = byKey.get(key(s.name, r.measure));
      if (!g) {
        const v = pairValues(base, cand, aggregate, s, mi);
        g = {
          slice: s,
          measure: r.measure,
          mi,
          rules: [],
          ...v,
          tieDependent: v.values.slice(1).some((x) => x.some((y, k) => y !== v.values[0][k])),
        };
        byKey.set(key(s.name, r.measure), g);
        gated.push(g);
      }
      g.rules.push(i);
    }
  });
  const anyTies = gated.some((g) => g.tieDependent);
  // Each pair's baseline mean, as the statistics compute it (the cell's baseline): percentage thresholds scale with it.
  const baseMeans = gated.map((g) =>
    aggregateColumn(base, g.mi, base.value[g.mi], g.slice.members, aggregationOf(base.measures[g.mi], aggregate)),
  );
  const tested = anyTies
    ? [0, ...[1, 2].filter((v) => options.everyTieOrder || canFire(contract, gated, baseMeans, v))]
    : [0];
  // The drops each decision needs, per pair, in the unit of its values' mean (the strictest rule gating the pair).
  const drops = (which: 'fail' | 'warn') =>
    Float64Array.from(gated, (g, j) => {
      const mean = baseMeans[j];
      let t = Infinity;
      for (const i of g.rules) {
        const x = gate.rules[i][which];
        if (x !== undefined) t = Math.min(t, allowance(x, mean) / g.factor);
      }
      return t;
    });
  const input: FamilyInput | null =
    sig && gated.length > 0
      ? {
          pairs: gated.map((g): FamilyPair => ({ members: g.slice.members, values: tested.map((v) => g.values[v]) })),
          thresholds: [drops('fail'), drops('warn')],
          moved: movedQueries(base, cand, gated),
          test: sig.test,
          alpha: sig.alpha,
          correction: sig.correction,
          iterations: sig.iterations,
          seed: deriveSeed(sig.seed, 'family'),
        }
      : null;
  const beyondFail = gated
    .filter((g, j) => pairCrosses(contract, g, baseMeans[j], 0).fail)
    .map((g) => ({ slice: g.slice, mi: g.mi }));
  return { selections, gated, byKey: new Set(byKey.keys()), anyTies, tested, input, beyondFail };
}

/**
 * Could any rule fire on any pair under version `v` of the values? A rule fires (fail, warn, or the annotation of a
 * drop it cannot confirm) only on a drop beyond one of its thresholds, whatever significance says; where no pair's
 * drop crosses one, every pair's outcome in that version is "nothing fired", known without testing it. The same
 * arithmetic as decideVerdict's (versionDelta, crossed at the cell's baseline mean), so the two cannot disagree.
 */
function canFire(contract: Contract, gated: readonly Omit<Gated, 'stats'>[], baseMeans: number[], v: number): boolean {
  return gated.some((g, j) => {
    const beyond = pairCrosses(contract, g, baseMeans[j], v);
    return beyond.fail || beyond.warn;
  });
}

/** Whether a pair's drop under version `v` of its values lies beyond a fail, or a warn, threshold of a rule gating it. */
function pairCrosses(
  contract: Contract,
  g: Omit<Gated, 'stats'>,
  baseMean: number,
  v: number,
): { fail: boolean; warn: boolean } {
  const drop = -versionDelta(g, v);
  const out = { fail: false, warn: false };
  for (const i of g.rules) {
    const beyond = crossed(contract.gate.rules[i], drop, baseMean);
    out.fail ||= beyond.fail;
    out.warn ||= beyond.warn;
  }
  return out;
}

/** Which of a rule's thresholds a drop lies beyond, on a pair whose baseline mean is `baseline` (percentages scale with it). */
function crossed(
  r: { fail?: number | string; warn?: number | string },
  drop: number,
  baseline: number,
): { fail: boolean; warn: boolean } {
  return {
    fail: r.fail !== undefined && drop > allowance(r.fail, baseline),
    warn: r.warn !== undefined && drop > allowance(r.warn, baseline),
  };
}

/** The aggregate's delta of a pair under a tie-order version of its values. */
function versionDelta(g: Pick<Gated, 'factor' | 'values'>, v: number): number {
  return g.factor * meanOf(g.values[v]);
}

/**
 * The queries the family test draws signs for, whatever versions it is given: those whose ranking changed, and any
 * with a non-zero difference in some version of some gated pair. The test adds the latter itself, but only from the
 * versions it receives: naming them here keeps the draws (and so the observed version's p-values) the same whether
 * or not the tie-order versions are tested.
 */
function movedQueries(base: ScoredRun, cand: ScoredRun, gated: readonly Omit<Gated, 'stats'>[]): Uint8Array {
  const out = changedRankings(base, cand);
  for (const g of gated) {
    const q = g.slice.members;
    for (const col of g.values) for (let i = 0; i < q.length; i++) if (col[i] !== 0) out[q[i]] = 1;
  }
  return out;
}

function meanOf(v: Float64Array): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i];
  return v.length > 0 ? s / v.length : 0;
}

/**
 * The pair's per-query differences as its aggregate weighs them, so that factor * mean equals the aggregate's delta:
 * a macro mean as is; a pooled (micro) measure weights each query by its denominator (k, its relevant count: the same
 * for both runs); a summed count measure uses factor n. Versions: observed, ties against the candidate (baseline at
 * its best order, candidate at its worst), ties for it.
 */
function pairValues(
  base: ScoredRun,
  cand: ScoredRun,
  aggregate: Aggregate,
  slice: Slice,
  mi: number,
): { values: Float64Array[]; factor: number } {
  const spec = base.measures[mi];
  const how = aggregationOf(spec, aggregate);
  const q = slice.members;
  const n = q.length;
  const w = new Float64Array(n).fill(1);
  if (how === 'pooled') {
    let s = 0;
    for (let i = 0; i < n; i++) s += base.den[mi][q[i]];
    const mean = s / Math.max(n, 1);
    if (mean > 0) for (let i = 0; i < n; i++) w[i] = base.den[mi][q[i]] / mean;
  }
  const diff = (c: Float64Array, b: Float64Array) => {
    const d = new Float64Array(n);
    for (let i = 0; i < n; i++) d[i] = w[i] * (c[q[i]] - b[q[i]]);
    return d;
  };
  return {
    values: [
      diff(cand.value[mi], base.value[mi]),
      diff(cand.low[mi], base.high[mi]),
      diff(cand.high[mi], base.low[mi]),
    ],
    factor: how === 'sum' ? n : 1,
  };
}

/** 1 for each query whose ranked list differs between the runs (their fingerprints differ). */
export function changedRankings(base: ScoredRun, cand: ScoredRun): Uint8Array {
  const out = new Uint8Array(base.fingerprint.length);
  for (let q = 0; q < out.length; q++) out[q] = base.fingerprint[q] !== cand.fingerprint[q] ? 1 : 0;
  return out;
}

/** The strictest warn and fail thresholds of the rules gating a pair, as absolute drops. */
function thresholdsOf(contract: Contract, g: Gated, base: number): { warn: number | null; fail: number | null } {
  let warn: number | null = null;
  let fail: number | null = null;
  for (const i of g.rules) {
    const r: Rule = contract.gate.rules[i];
    if (r.warn !== undefined) warn = Math.min(warn ?? Infinity, allowance(r.warn, base));
    if (r.fail !== undefined) fail = Math.min(fail ?? Infinity, allowance(r.fail, base));
  }
  return { warn, fail };
}

/** The decisions the family test calibrates, in FamilyInput.thresholds order. */
const FAIL = 0;
const WARN = 1;

/**
 * The numbers a gated cell shows: the adjusted p of the decision at stake (the fail decision's when the drop crosses
 * the fail threshold, else the warn decision's); the one-sided upper bound on Δ at the family's simultaneous critical
 * value, which does not depend on the thresholds (a decision calibrated on "a significant drop beyond the threshold"
 * says nothing about where Δ lies); the MDE against that same critical value and the fail threshold.
 */
function gateStats(
  g: Gated,
  j: number,
  decisions: FamilyOutcome[],
  cell: Cell,
  t: { warn: number | null; fail: number | null },
  power: number,
): GateStats {
  const n = g.stats.slice.members.length;
  const drop = -cell.delta;
  // A decision is at stake only when the drop crosses one of the thresholds; then its own adjusted p is shown.
  const stake =
    t.fail !== null && drop > t.fail ? decisions[FAIL] : t.warn !== null && drop > t.warn ? decisions[WARN] : null;
  const planned = t.fail !== null ? decisions[FAIL] : decisions[WARN];
  const scale = g.factor * planned.scale[j];
  const c = planned.simultaneous[j];
  const critical = stake && Number.isFinite(c) ? c : null;
  const sd = sampleSd(g.values[0]);
  const pf = powerFacts(n, sd, c, power, t.fail !== null ? t.fail / g.factor : null);
  // A slice that cannot resolve its threshold still earns its pass when its lower bound at the same critical value
  // (a simultaneous statement) shows it no worse than the threshold.
  // (With no paired variance, delta itself is certain.)
  const lower = scale === 0 ? cell.delta : cell.delta - c * scale;
  const shownWithin = t.fail !== null && Number.isFinite(lower) && lower > -t.fail;
  return {
    pWorse: planned.pWorse[j],
    pAdjusted: stake ? stake.pAdjusted[j] : null,
    critical,
    se: scale,
    // No paired variance (every query moved alike, or none moved): delta itself is certain.
    bound: !stake ? null : scale === 0 ? cell.delta : critical !== null ? cell.delta + critical * scale : null,
    warn: t.warn,
    fail: t.fail,
    mde: pf.mde !== null ? pf.mde * g.factor : null,
    queriesNeeded: pf.queriesNeeded,
    underpowered: pf.underpowered && !shownWithin,
  };
}

/**
 * The reasons outside the statistics, in their order: a broken run (missing queries, no shared documents, degenerate
 * scores or results) and per-query guards. They read the runs and slices only, so they can be found while the
 * statistics are computed; each call gives new reasons (decideVerdict annotates the ones it is given).
 */
export function structuralReasons(
  ctx: Pick<GateContext, 'contract' | 'slices' | 'base' | 'cand' | 'file' | 'depthNeeded'>,
): Reason[] {
  const { contract, slices, base, cand } = ctx;
  const blindMask = blindQueries(contract, slices, base.qids.length);
  const structural: Reason[] = [];
  const missing = missingGuard(contract, base, cand, ctx.depthNeeded, blindMask);
  if (missing) structural.push(missing);
  const overlap = noOverlapGuard(base, cand);
  if (overlap) structural.push(overlap);
  structural.push(...degenerateGuards(contract, base, cand, blindMask));
  structural.push(...queryGuards(contract, slices, base, cand, ctx.file, blindMask));
  return structural;
}

/** The cell status a firing leaves: a drop the family does not confirm cannot be told apart, never a pass. */
function statusOf(f: Firing, level: Level): CellStatus {
  return f.kind === 'not-significant' ? 'underpowered' : level;
}

function ruleReason(ctx: GateContext, g: Gated, f: Firing, broken: boolean): Reason {
  const { contract } = ctx;
  const s = g.stats.slice;
  const cell = g.stats.cell;
  const rule = contract.gate.rules[f.rule];
  const blind = s.heldout && contract.heldout?.mode !== 'visible';
  let level: Level = f.level;
  let because: Reason['because'] = null;
  let unjudged: Reason['unjudged'] = null;
  if (f.level === 'fail' && !broken) {
    const cov = contract.gate.coverage;
    const c = cov ? ctx.pairs.get(key(s.name, cov.measure))?.cell : undefined;
    if (cov && c && c.candidate < cov.min && c.baseline >= cov.min) {
      // The baseline was judged well enough here and the candidate is not: it left the judged region.
      level = 'inconclusive';
      because = 'coverage';
    } else {
      const e = ctx.explain(s, g.stats.mi);
      if (e.documents > 0) {
        const delta = cell.delta + g.factor * e.effect;
        unjudged = { relevance: e.relevance, documents: e.documents, delta };
        if (-delta <= allowance(rule.fail!, cell.baseline)) {
          level = 'inconclusive';
          because = 'unjudged';
        }
      }
    }
  }
  const threshold = String(f.level === 'fail' || f.kind === 'not-significant' ? rule.fail : rule.warn);
  return {
    level,
    kind: f.kind,
    slice: s.name,
    measure: g.stats.measure,
    baseline: blind ? null : cell.baseline,
    candidate: blind ? null : cell.candidate,
    delta: blind ? null : cell.delta,
    threshold,
    rule: f.rule,
    pAdjusted: blind ? null : (cell.gate?.pAdjusted ?? null),
    bound: blind ? null : (cell.gate?.bound ?? null),
    mde: blind ? null : (cell.gate?.mde ?? null),
    hidden: false,
    because,
    unjudged: blind ? null : unjudged,
    queries: [],
    queryCount: 0,
    message: '',
  };
}

/** Queries of a blind held-out slice: guards count them but never name them. */
function blindQueries(contract: Contract, slices: readonly Slice[], nq: number): Uint8Array {
  const mask = new Uint8Array(nq);
  if (contract.heldout && contract.heldout.mode !== 'visible') {
    for (const s of slices) if (s.heldout) for (const q of s.members) mask[q] = 1;
  }
  return mask;
}

/** Would the verdict differ if tied scores were ordered against the candidate, or for it? Significance is re-tested. */
function tieCheck(
  gated: Gated[],
  firingsOf: (g: Gated, j: number, v: number) => Firing[],
  structural: Reason[],
  reasons: Reason[],
  tested: boolean,
): TieCheck | null {
  const ruleStatus = (g: Gated, j: number, v: number): CellStatus => {
    let st: CellStatus = g.stats.cell.gate?.underpowered ? 'underpowered' : 'pass';
    for (const f of firingsOf(g, j, v)) st = worseStatus(st, statusOf(f, f.level));
    return st;
  };
  let base: Level = 'pass';
  for (const r of structural) base = worse(base, r.level);
  // Today's verdict as the rules alone decided it: an inconclusive pair counts as the failure it would have been.
  let now: Level = base;
  for (const r of reasons)
    if (r.kind === 'rule' || r.kind === 'not-significant')
      now = worse(now, r.level === 'inconclusive' ? 'fail' : r.level);
  const flips: TieCheck['flips'] = [];
  const levels: Level[] = [base, base];
  gated.forEach((g, j) => {
    const observed = ruleStatus(g, j, 0);
    const against = ruleStatus(g, j, 1);
    const forIt = ruleStatus(g, j, 2);
    for (const [k, st] of [against, forIt].entries())
      if (st === 'fail' || st === 'warn') levels[k] = worse(levels[k], st);
    if (against !== observed || forIt !== observed) {
      flips.push({
        slice: g.stats.slice.name,
        measure: g.stats.measure,
        now: observed,
        ifAgainst: against,
        ifFor: forIt,
      });
    }
  });
  const [ifAgainst, ifFor] = levels;
  if (flips.length === 0 && ifAgainst === now && ifFor === now) return null;
  const verdictPart =
    ifAgainst !== now || ifFor !== now
      ? `Another order of tied scores could change the verdict: ${ifAgainst} if ties break against the candidate, ${ifFor} if they break for it`
      : 'The verdict holds under every order of tied scores';
  const pairsPart =
    flips.length > 0
      ? `; ${flips.length} gated pair${flips.length === 1 ? '' : 's'} change${flips.length === 1 ? 's' : ''} outcome (${flips
          .slice(0, 5)
          .map((f) => `${f.measure} on ${f.slice}: ${f.ifAgainst} / ${f.ifFor}`)
          .join('; ')}${flips.length > 5 ? '; …' : ''})`
      : '';
  const how = tested
    ? 'Both extremes were re-tested with the same draws, significance included.'
    : 'Both extremes were re-checked against the thresholds (significance is off).';
  return { ifAgainst, ifFor, flips, message: `${verdictPart}${pairsPart}. ${how}` };
}

function ruleMessage(r: Reason, all: Cell | undefined): string {
  if (r.baseline === null || r.candidate === null || r.delta === null) {
    return `${r.measure} on held-out slice ${r.slice}: ${r.level} (blind: numbers withheld)`;
  }
  let s = `${r.measure} on ${r.slice}: ${f4(r.baseline)} → ${f4(r.candidate)} (${signed(r.delta)})`;
  if (r.kind === 'not-significant') {
    s += `, beyond the fail threshold ${r.threshold} but not significant`;
    if (r.pAdjusted !== null) s += ` (${pIs(r.pAdjusted)}, one-sided, adjusted)`;
    s +=
      r.mde !== null
        ? `; the smallest drop this slice can detect is ${f4(r.mde)}`
        : '; this slice cannot detect a drop of any size';
    return s;
  }
  s += `, ${r.level === 'warn' ? 'warn' : 'fail'} threshold ${r.threshold}`;
  if (r.pAdjusted !== null) s += `, ${pIs(r.pAdjusted)} (one-sided, adjusted)`;
  if (r.hidden && all) s += `; hidden: ${r.measure} on all ${all.delta >= 0 ? 'rose' : 'fell'} ${signed(all.delta)}`;
  if (r.because === 'unjudged' && r.unjudged) {
    s += `; inconclusive: ${r.unjudged.documents} unjudged document${r.unjudged.documents === 1 ? '' : 's'} the candidate newly shows, relevant with a mean chance of ${r.unjudged.relevance.toFixed(2)}, would leave ${signed(r.unjudged.delta)}: judge them`;
  }
  if (r.because === 'coverage')
    s += "; inconclusive: the candidate's judged coverage fell below the minimum where the baseline's was above it";
  return s;
}
