import type { BoundMeasure, MeasureSpec, QueryFacts, TieGroups } from './measure.js';
import { relOf } from './measure.js';
import { expectedCount, relevantCount, relevantIn, setValue, unjudgedIn } from './lists.js';

// The set measures look at the retrieved set only (the top `depth`), never at the order inside it: a formula of
// relevant retrieved (nrr), retrieved (n) and relevant (R). Each rises with nrr when judging adds to nrr and R alike
// (for nrr <= R), so judging every unjudged retrieved document is their optimistic maximum.

/** A set measure's arithmetic from its formula; `expectedOf` where the expectation is not the formula of E[nrr]. */
export function bindSet(
  spec: MeasureSpec,
  relevance: number,
  of: (nrr: number, n: number, R: number) => number,
  expectedOf?: (
    grades: Float64Array,
    depth: number,
    groups: TieGroups,
    hit: (g: number) => boolean,
    R: number,
  ) => number,
): BoundMeasure {
  const rel = relOf(spec, relevance);
  const hit = (g: number) => g >= rel;
  const R = (q: QueryFacts) => relevantCount(q, rel);
  return {
    spec,
    rel,
    exactRange: true,
    ordered: (grades, depth, q, out) => setValue(out, of(relevantIn(grades, depth, rel), depth, R(q))),
    expected: (grades, depth, q, groups, out) =>
      setValue(
        out,
        expectedOf
          ? expectedOf(grades, depth, groups, hit, R(q))
          : of(expectedCount(grades, groups, depth, hit), depth, R(q)),
      ),
    orderKey: (g) => (g >= rel ? 1 : 0),
    optimistic(grades, depth, q, r, out) {
      this.ordered(grades, depth, q, out);
      if (r < rel) return;
      const u = unjudgedIn(grades, depth, q);
      setValue(out, Math.max(out.value, of(relevantIn(grades, depth, rel) + u, depth, R(q) + u)));
    },
  };
}
