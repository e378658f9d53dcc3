import type { Contract } from '../contract/schema.js';
import type { Cell } from '../report/schema.js';
import type { ScoredRun } from '../score/evaluate.js';
import { aggregateColumn, aggregationOf, type Aggregate } from '../score/aggregate.js';
import { deriveSeed, pairedBootstrapCI, pairedRandomizationTest, winsTiesLosses } from './stats.js';
import type { PairStats } from './gate.js';
import type { Slice } from './slices.js';

/** Statistics for every (slice, measure): means, delta, bootstrap interval, randomization p, wins/ties/losses. */
export function sliceStatistics(contract: Contract, base: ScoredRun, cand: ScoredRun, slices: readonly Slice[], aggregate: Aggregate): Map<string, PairStats> {
  const sig = contract.gate.significance === 'none' ? null : contract.gate.significance;
  const test = sig !== null && sig.test === 'randomization';
  const seed = sig?.seed ?? 1;
  const iterations = sig?.iterations ?? 10_000;
  const bootstrap = sig?.bootstrap ?? 10_000;
  const out = new Map<string, PairStats>();
  let diffs = new Float64Array(0);
  let bv = new Float64Array(0);
  let cv = new Float64Array(0);
  for (const slice of slices) {
    const q = slice.members;
    const n = q.length;
    if (diffs.length < n) {
      diffs = new Float64Array(n);
      bv = new Float64Array(n);
      cv = new Float64Array(n);
    }
    base.measures.forEach((spec, mi) => {
      const how = aggregationOf(spec, aggregate);
      const b = aggregateColumn(base, mi, base.value[mi], q, how);
      const c = aggregateColumn(cand, mi, cand.value[mi], q, how);
      for (let i = 0; i < n; i++) {
        bv[i] = base.value[mi][q[i]];
        cv[i] = cand.value[mi][q[i]];
        diffs[i] = cv[i] - bv[i];
      }
      const d = diffs.subarray(0, n);
      const key = `${slice.name}|${spec.name}`;
      const wtl = winsTiesLosses(bv.subarray(0, n), cv.subarray(0, n));
      const cell: Cell = {
        baseline: b,
        candidate: c,
        delta: c - b,
        relDelta: b !== 0 ? (c - b) / Math.abs(b) : null,
        ci: n > 0 ? pairedBootstrapCI(d, { iterations: bootstrap, seed: deriveSeed(seed, 'ci|' + key) }) : [0, 0],
        p: test ? pairedRandomizationTest(d, { iterations, seed: deriveSeed(seed, 'p|' + key) }) : null,
        pAdjusted: null,
        wins: wtl.wins,
        ties: wtl.ties,
        losses: wtl.losses,
        baselineOptimistic: aggregateColumn(base, mi, base.optimistic[mi], q, how === 'pooled' ? 'mean' : how),
        candidateOptimistic: aggregateColumn(cand, mi, cand.optimistic[mi], q, how === 'pooled' ? 'mean' : how),
        status: 'not-gated',
      };
      const m = how === 'pooled' ? 'mean' : how;
      out.set(`${slice.name}\u0000${spec.name}`, {
        slice, measure: spec.name, cell,
        tieWorst: { baseline: aggregateColumn(base, mi, base.high[mi], q, m), candidate: aggregateColumn(cand, mi, cand.low[mi], q, m) },
        tieBest: { baseline: aggregateColumn(base, mi, base.low[mi], q, m), candidate: aggregateColumn(cand, mi, cand.high[mi], q, m) },
      });
    });
  }
  return out;
}
