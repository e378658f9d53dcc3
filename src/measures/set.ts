import { relevantCount, relevantIn } from './lists.js';
import type { QueryFacts } from './measure.js';

// The set measures look at the retrieved set only (the top `depth`), never at the order inside it.

/** Relevant retrieved, retrieved, relevant: the contingency counts of a retrieved set. */
export function setCounts(grades: Float64Array, depth: number, q: QueryFacts, rel: number): { nrr: number; n: number; R: number } {
  return { nrr: relevantIn(grades, depth, rel), n: depth, R: relevantCount(q, rel) };
}
