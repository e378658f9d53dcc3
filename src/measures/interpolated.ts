import type { QueryFacts } from './measure.js';
import { isUnjudged, relevantCount } from './lists.js';

// Interpolated precision at recall levels, as trec_eval computes it (m_iprec_at_recall.c, m_11pt_avg.c): the
// recall level r becomes a number of relevant documents c = lround(r · R); the value at c is the highest precision
// at any rank at or below the c-th relevant retrieved document, 0 when fewer than c were retrieved.

/** C's lround: halves away from zero. */
export function lround(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

/**
 * trec_eval's loop over the ranking from the bottom, for cutoffs (relevant-document counts) in the order given;
 * calls `take(index, interpolated precision)` where trec_eval assigns a value. `n` documents, `nrr` relevant among them.
 */
export function interpolate(
  grades: Float64Array,
  n: number,
  rel: number,
  cutoffs: readonly number[],
  take: (index: number, value: number) => void,
  q: QueryFacts,
): void {
  let nrr = 0;
  for (let i = 0; i < n; i++) if (grades[i] >= rel) nrr++;
  let cut = cutoffs.length - 1;
  while (cut >= 0 && cutoffs[cut] > nrr) cut--;
  // 0/0 on an empty ranking: trec_eval prints -nan; elsewhere the value is 0.
  let precis = n > 0 ? nrr / n : q.trecEvalNaN ? NaN : 0;
  let intPrecis = precis;
  let relSoFar = nrr;
  for (let i = n; i > 0 && relSoFar > 0; i--) {
    precis = relSoFar / i;
    if (intPrecis < precis) intPrecis = precis;
    if (grades[i - 1] >= rel) {
      while (cut >= 0 && relSoFar === cutoffs[cut]) take(cut--, intPrecis);
      relSoFar--;
    }
  }
  while (cut >= 0) take(cut--, intPrecis);
}

// One list, many recall levels: the interpolated precision for every relevant-document count is computed once per
// list (iprec_at_recall's eleven levels would otherwise scan the list eleven times).
let cacheStamp: number | undefined;
let cacheGrades: Float64Array | null = null;
let cacheDepth = -1;
let cacheRel = NaN;
let cacheNaN = false;
let byCount = new Float64Array(1024);
let cacheRelevant = 0;

/**
 * The value trec_eval assigns to relevant-document count c, for cutoffs sorted ascending (iprec_at_recall): the
 * interpolated precision at the c-th relevant retrieved document for 1 <= c <= relevant retrieved, 0 above it, and
 * for c <= 0 the precision interpolated down to the first relevant document.
 */
export function interpolatedAt(grades: Float64Array, n: number, rel: number, c: number, q: QueryFacts): number {
  const nan = !!q.trecEvalNaN;
  if (
    q.listStamp === undefined ||
    q.listStamp !== cacheStamp ||
    grades !== cacheGrades ||
    n !== cacheDepth ||
    rel !== cacheRel ||
    nan !== cacheNaN
  ) {
    cacheStamp = q.listStamp;
    cacheGrades = grades;
    cacheDepth = n;
    cacheRel = rel;
    cacheNaN = nan;
    let nrr = 0;
    for (let i = 0; i < n; i++) if (grades[i] >= rel) nrr++;
    if (byCount.length < nrr + 1) byCount = new Float64Array(nrr * 2 + 1);
    let intPrecis = n > 0 ? nrr / n : nan ? NaN : 0;
    let relSoFar = nrr;
    for (let i = n; i > 0 && relSoFar > 0; i--) {
      const precis = relSoFar / i;
      if (intPrecis < precis) intPrecis = precis;
      if (grades[i - 1] >= rel) byCount[relSoFar--] = intPrecis;
    }
    byCount[0] = intPrecis;
    cacheRelevant = nrr;
  }
  if (c > cacheRelevant) return 0;
  return byCount[c >= 1 ? c : 0];
}

/** The relevant-document count of a recall level. */
export function recallCutoff(level: number, R: number): number {
  return lround(level * R);
}

/**
 * An upper bound of the interpolated precision at recall level r over judging any unjudged documents in the top
 * `depth` relevant: judging raises R (so c only grows) and the relevant count at every rank by at most the
 * unjudged ones above it, so the value with every unjudged document relevant but c from the original R bounds it.
 */
export function interpolatedBound(
  grades: Float64Array,
  depth: number,
  rel: number,
  level: number,
  q: QueryFacts,
): number {
  const c = Math.max(1, recallCutoff(level, relevantCount(q, rel)));
  let count = 0;
  let pos = -1;
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (g >= rel || isUnjudged(g, q)) {
      count++;
      if (count === c) pos = i;
    }
  }
  if (pos < 0) return 0;
  let best = 0;
  let seen = 0;
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (g >= rel || isUnjudged(g, q)) seen++;
    if (i >= pos) best = Math.max(best, seen / (i + 1));
  }
  return best;
}
