import { parseMeasure } from '../measures/parse.js';
import type { ResolvedContract } from './load.js';

/** How deep the comparison reads each run: what the gated measures need, and what the optimistic re-scoring needs. */

/** Results per query the gated measures read: the deepest gated cutoff, or the policy depth for a measure without one. */
export function gatedDepth(rc: ResolvedContract): number {
  const gated = new Set([
    ...rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name),
    ...rc.contract.gate.guards.map((g) => parseMeasure(g.measure).name),
  ]);
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? rc.contract.policy.depth);
  return Math.min(depth, rc.contract.policy.depth);
}

/** Deepest cutoff of a gated measure (a measure without one counts as 100), capped at 100 documents per query. */
export function hypotheticalDepth(rc: ResolvedContract): number {
  const gated = new Set(rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name));
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? 100);
  return Math.min(depth, 100);
}
