import { relative, isAbsolute } from 'node:path';
import { InputError } from '../errors.js';
import { loadContract, type ResolvedContract } from '../contract/load.js';
import { readQrels } from '../read/qrels.js';
import { readSlices } from '../read/slices.js';
import { resolvePlan } from '../score/plan.js';
import { scoreRuns } from '../score/parallel.js';
import { aggregateColumn, aggregationOf } from '../score/aggregate.js';
import { buildSlices } from '../compare/slices.js';
import { allowance, planFamily } from '../compare/gate.js';
import { familyTest } from '../compare/family.js';
import { powerFacts, sampleSd } from '../compare/power.js';
import { deriveSeed, Rng } from '../compare/stats.js';
import { parseMeasure } from '../measures/parse.js';

/**
 * `rankgate power`: before any pull request, what each gated slice can resolve with today's judgments and slices —
 * the true drop at which the gate fails with the contract's power (MDE, see compare/power.ts), and the queries at which
 * significance stops limiting it. The paired variance comes from a second run compared with the baseline
 * (`run`), from a stated per-query churn (`churn`), or, failing both, from an assumption the output states.
 */

export interface PowerOptions {
  contract: string;
  /** A second run (e.g. a candidate, or an older main-branch run): the paired differences it has with the baseline. */
  run?: string;
  /** Per-query sd of the differences a pull request brings (e.g. 0.1); used for every slice. */
  churn?: number;
  baseline?: string;
  root?: string;
}

export interface PowerRow {
  slice: string;
  queries: number;
  measure: string;
  /** The rule's fail threshold as written, and as an absolute drop on this slice. */
  threshold: string | null;
  fail: number | null;
  /** Per-query sd of the paired differences used. */
  sd: number;
  /** The family's simultaneous critical value on this slice (single step, unconditional). */
  critical: number | null;
  mde: number | null;
  /** The plain test's MDE is at most the fail threshold: significance no longer limits the gate, which fails whenever the observed drop exceeds the threshold. */
  resolves: boolean;
  queriesNeeded: number | null;
}

export interface PowerReport {
  contract: string;
  source: 'run' | 'churn' | 'assumed';
  /** What the sd means, in a sentence. */
  basis: string;
  alpha: number;
  power: number;
  correction: string;
  family: number;
  rows: PowerRow[];
}

/** With neither a run nor a churn: paired sd = this share of the baseline's own per-query sd on the slice. */
const ASSUMED_SHARE = 0.5;

export async function powerReport(o: PowerOptions): Promise<PowerReport> {
  const shown = shownFrom(o.root ?? process.cwd());
  return powerOf(loadContract(o.contract, shown(o.contract)), o);
}

/** Paths as the user sees them: relative to `root` when inside it. */
function shownFrom(root: string): (p: string) => string {
  return (p: string) => {
    const r = relative(root, p);
    return r && !r.startsWith('..') && !isAbsolute(r) ? r.split('\\').join('/') : p;
  };
}

/** The power report of a contract already loaded (also one not yet written: rankgate init fitting its thresholds). */
export async function powerOf(rc: ResolvedContract, o: Omit<PowerOptions, 'contract'>): Promise<PowerReport> {
  const shown = shownFrom(o.root ?? process.cwd());
  const contract = structuredClone(rc.contract);
  contract.gate.rules = contract.gate.rules.map((r) => ({ ...r, measure: parseMeasure(r.measure).name }));
  const sig = contract.gate.significance;
  if (sig === 'none' || sig.test === 'none') {
    throw new InputError(
      'significance is off, so the gate decides on thresholds alone and has no power to compute',
      { file: rc.file },
      'remove `significance: none` from the gate',
    );
  }
  if (contract.gate.rules.length === 0)
    throw new InputError('the gate has no rules, so nothing is gated', { file: rc.file }, 'add gate.rules');
  if (o.churn !== undefined && !(o.churn > 0 && Number.isFinite(o.churn)))
    throw new InputError(`--churn must be a positive number, got ${o.churn}`, {}, 'e.g. --churn 0.1');
  const baselinePath = o.baseline ?? rc.paths.baseline;
  if (!baselinePath)
    throw new InputError('no baseline run', { file: rc.file }, 'set baseline: in the contract or pass --baseline FILE');
  const qrels = await readQrels(rc.paths.judgments, shown(rc.paths.judgments));
  const plan = resolvePlan(rc, {}, 0);
  const jobs = [
    { path: baselinePath, label: shown(baselinePath) },
    ...(o.run ? [{ path: o.run, label: shown(o.run) }] : []),
  ];
  const runs = await scoreRuns(jobs, qrels, rc.paths.judgments, plan);
  const base = runs[0];
  const other = runs[1] ?? base;
  const table = rc.paths.slices ? await readSlices(rc.paths.slices, shown(rc.paths.slices)) : null;
  const sp = buildSlices(qrels.qids, base.included, table, contract.heldout, rc.file);
  const fp = planFamily(contract, rc.file, sp.slices, base, other, plan.aggregate);
  const source: PowerReport['source'] = o.run ? 'run' : o.churn !== undefined ? 'churn' : 'assumed';
  // The sd per gated pair, and the values the family is tested with: the run's real differences, or normal
  // differences of that sd drawn once per query (shared by every slice holding it, so their overlap is real).
  const rng = new Rng(deriveSeed(sig.seed, 'power'));
  const z = Float64Array.from(qrels.qids, () => normal(rng));
  const sds = fp.gated.map((g) => {
    if (source === 'run') return sampleSd(g.values[0]);
    if (source === 'churn') return o.churn!;
    const col = base.value[g.mi];
    return ASSUMED_SHARE * sampleSd(Float64Array.from(g.slice.members, (q) => col[q]));
  });
  const pairs = fp.gated.map((g, j) => ({
    members: g.slice.members,
    values: [source === 'run' ? g.values[0] : Float64Array.from(g.slice.members, (q) => sds[j] * z[q])],
  }));
  const family = familyTest({
    pairs,
    test: sig.test,
    alpha: sig.alpha,
    correction: sig.correction,
    iterations: sig.iterations,
    seed: deriveSeed(sig.seed, 'family'),
    thresholds: fp.input ? [fp.input.thresholds![0]] : undefined,
  });
  const rows: PowerRow[] = fp.gated.map((g, j) => {
    const how = aggregationOf(base.measures[g.mi], plan.aggregate);
    const baseMean = aggregateColumn(base, g.mi, base.value[g.mi], g.slice.members, how);
    let fail: number | null = null;
    let threshold: string | null = null;
    for (const i of g.rules) {
      const t = contract.gate.rules[i].fail;
      if (t === undefined) continue;
      const a = allowance(t, baseMean);
      if (fail === null || a < fail) {
        fail = a;
        threshold = String(t);
      }
    }
    const t = family.outcomes[0][0].simultaneous[j];
    const pf = powerFacts(g.slice.members.length, sds[j], t, sig.power, fail !== null ? fail / g.factor : null);
    return {
      slice: g.slice.name,
      queries: g.slice.members.length,
      measure: g.measure,
      threshold,
      fail,
      sd: sds[j],
      critical: Number.isFinite(t) ? t : null,
      mde: pf.mde !== null ? pf.mde * g.factor : null,
      resolves: fail !== null && !pf.underpowered && pf.mde !== null,
      queriesNeeded: pf.queriesNeeded,
    };
  });
  const basis =
    source === 'run'
      ? `paired differences between ${shown(baselinePath)} and ${shown(o.run!)}`
      : source === 'churn'
        ? `a per-query churn (sd of the paired differences) of ${o.churn}, as given`
        : `assumed: the paired sd is ${ASSUMED_SHARE} × the baseline's per-query sd on each slice (two systems whose per-query scores correlate at 0.875); pass --run with a second run, or --churn, to replace the assumption`;
  return {
    contract: rc.file,
    source,
    basis,
    alpha: sig.alpha,
    power: sig.power,
    correction: sig.correction,
    family: fp.gated.length,
    rows,
  };
}

/** Standard normal by Box–Muller from the seeded generator. */
function normal(rng: Rng): number {
  let u = rng.next();
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
