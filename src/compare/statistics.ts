import type { Contract } from '../contract/schema.js';
import type { Cell } from './schema.js';
import type { ScoredRun } from '../score/evaluate.js';
import { aggregateColumn, aggregationOf, type Aggregate } from '../score/aggregate.js';
import { winsTiesLosses } from './stats.js';
import { heavyStatistics, type HeavyJob, type Sharing } from './heavy.js';
import type { Lane } from '../threads/pool.js';
import type { FamilyInput, FamilyResult } from './family.js';
import { changedRankings, type PairStats } from './gate.js';
import type { Slice } from './slices.js';

/**
 * Descriptive statistics for every (slice, measure): means, delta, a two-sided 95% paired bootstrap interval, a
 * two-sided p of the contract's paired test, wins/ties/losses; and, beside them (on another thread when large), the gate's
 * family test planned in gate.ts.
 */
export async function sliceStatistics(
  contract: Contract,
  base: ScoredRun,
  cand: ScoredRun,
  slices: readonly Slice[],
  aggregate: Aggregate,
  family: FamilyInput | null,
  standby?: Lane | null,
  sharing?: Sharing,
): Promise<{ pairs: Map<string, PairStats>; family: FamilyResult | null; either?: unknown }> {
  const sig = contract.gate.significance === 'none' ? null : contract.gate.significance;
  const job: Omit<HeavyJob, 'slices'> = {
    test: sig !== null && sig.test !== 'none' ? sig.test : null,
    seed: sig?.seed ?? 1,
    iterations: sig?.iterations ?? 10_000,
    stopAt: sig && sig.sequential !== false ? sig.alpha : null,
    bootstrap: sig?.bootstrap ?? 10_000,
    computeEnds: sig?.sequential !== false,
    measures: base.measures.map((m) => m.name),
  };
  const changed = changedRankings(base, cand);
  const heavy = await heavyStatistics(
    job,
    slices.map((slice) => ({
      name: slice.name,
      moved: Uint8Array.from(slice.members, (q) => changed[q]),
      columns: base.measures.map((_, mi) => {
        const col = new Float64Array(slice.members.length);
        for (let i = 0; i < col.length; i++)
          col[i] = cand.value[mi][slice.members[i]] - base.value[mi][slice.members[i]];
        return col;
      }),
    })),
    family,
    standby,
    sharing,
  );
  const out = new Map<string, PairStats>();
  let bv = new Float64Array(0);
  let cv = new Float64Array(0);
  slices.forEach((slice, si) => {
    const q = slice.members;
    const n = q.length;
    if (bv.length < n) {
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
      }
      const wtl = winsTiesLosses(bv.subarray(0, n), cv.subarray(0, n));
      const cell: Cell = {
        baseline: b,
        candidate: c,
        delta: c - b,
        relDelta: b !== 0 ? (c - b) / Math.abs(b) : null,
        ci: heavy.slices[si].cis[mi],
        p: heavy.slices[si].ps[mi],
        gate: null,
        wins: wtl.wins,
        ties: wtl.ties,
        losses: wtl.losses,
        // The bound aggregates like the value: under micro, from the optimistic numerators and denominators.
        baselineOptimistic: aggregateColumn(base, mi, base.optimistic[mi], q, how, {
          num: base.optNum,
          den: base.optDen,
        }),
        candidateOptimistic: aggregateColumn(cand, mi, cand.optimistic[mi], q, how, {
          num: cand.optNum,
          den: cand.optDen,
        }),
        status: 'not-gated',
      };
      out.set(`${slice.name}\u0000${spec.name}`, { slice, measure: spec.name, mi, cell });
    });
  });
  return { pairs: out, family: heavy.family, either: heavy.either };
}
