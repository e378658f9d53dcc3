import type { BoundMeasure, MeasureValue, QueryFacts, TieGroups } from './measure.js';

// Arithmetic shared by the measure files: the discount table, relevance classes, tie groups, the closed forms the
// expected values are made of, and the generic optimistic search. Everything is allocation-light: it runs once per
// query and measure on lists of up to `depth` results.

let logs = new Float64Array(0);
/** log2(i + 2) for 0-based position i (the rank's discount divides by it, as trec_eval does), cached. */
export function log2At(i: number): number {
  if (i >= logs.length) {
    const d = new Float64Array(Math.max(i + 1, logs.length * 2, 1024));
    for (let k = 0; k < d.length; k++) d[k] = Math.log2(k + 2);
    logs = d;
  }
  return logs[i];
}

/** A document the judgments do not hold, or (trec_eval's reading) one with a negative grade. */
export function isUnjudged(g: number, q: QueryFacts): boolean {
  return g !== g || (q.negative === 'unjudged' && g < 0);
}

/** Number of the query's judgments at or above `rel` (R). */
export function relevantCount(q: QueryFacts, rel: number): number {
  const a = q.judged;
  const skipNegative = q.negative === 'unjudged';
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] >= rel && !(skipNegative && a[i] < 0)) c++;
  return c;
}

/** Number of the query's judgments below `rel` that count as judged non-relevant. */
export function nonrelevantCount(q: QueryFacts, rel: number): number {
  const a = q.judged;
  const skipNegative = q.negative === 'unjudged';
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] < rel && !(skipNegative && a[i] < 0)) c++;
  return c;
}

/** Relevant documents in grades[0, L). */
export function relevantIn(grades: Float64Array, L: number, rel: number): number {
  let c = 0;
  for (let i = 0; i < L; i++) if (grades[i] >= rel) c++;
  return c;
}

/** Unjudged documents in grades[0, L). */
export function unjudgedIn(grades: Float64Array, L: number, q: QueryFacts): number {
  let c = 0;
  for (let i = 0; i < L; i++) if (isUnjudged(grades[i], q)) c++;
  return c;
}

export function setValue(out: MeasureValue, value: number, num = 0, den = 1): void {
  out.value = value;
  out.num = num;
  out.den = den;
}

// Per-query memo: a query is scored several times with the same judgments (value, tie range, optimistic): values
// derived from the judgments alone (an ideal DCG) are kept for the last few judgment arrays seen, by array identity.
// The inconclusive check alternates between a query's judgments with 0, 1, 2, … more relevant documents, up to 9 of
// them when it enumerates (compare/hypothetical.ts): with fewer slots than that, most of its ideals were recomputed.
const MEMO_SLOTS = 12;
const memoJudged: (Float64Array | null)[] = new Array(MEMO_SLOTS).fill(null);
const memoValues = Array.from({ length: MEMO_SLOTS }, () => new Map<unknown, unknown>());
let memoAt = 0;
/** `compute`'s value for this query's judgments, computed once per (judgments, key); a value kept must not be changed. */
export function perQuery<T extends number | readonly number[]>(q: QueryFacts, key: unknown, compute: () => T): T {
  if (q.judged !== memoJudged[memoAt]) {
    let slot = memoJudged.indexOf(q.judged);
    if (slot < 0) {
      slot = (memoAt + 1) % MEMO_SLOTS;
      memoJudged[slot] = q.judged;
      memoValues[slot].clear();
    }
    memoAt = slot;
  }
  const values = memoValues[memoAt];
  const hit = values.get(key);
  if (hit !== undefined) return hit as T;
  const v = compute();
  values.set(key, v);
  return v;
}

// ---------------------------------------------------------------------------------------------------------------
// Tie groups: maximal runs of equal scores. The value under `ties: expected` and the range over all tie orders are
// computed per group, never by enumerating orders.

/** Start offsets of tie groups plus a final sentinel `n`. Returns the group count. */
export function tieGroups(scores: Float64Array, n: number, starts: Int32Array): number {
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || scores[i] !== scores[i - 1]) starts[g++] = i;
  }
  starts[g] = n;
  return g;
}

/**
 * The tie groups that hold documents with different grades (or judged and unjudged), as group indexes into `out`
 * (ascending); returns how many.
 */
export function mixedGroups(grades: Float64Array, starts: Int32Array, groups: number, out: Int32Array): number {
  let m = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (b - a < 2) continue;
    const g0 = grades[a];
    for (let i = a + 1; i < b; i++) {
      const g = grades[i];
      if (g !== g0 && !(g !== g && g0 !== g0)) {
        out[m++] = gi;
        break;
      }
    }
  }
  return m;
}

/** Tie groups up to this size are reordered in place (insertion); larger ones, rare, by a comparison sort. */
const SMALL_GROUP = 32;

/** Each position's key while its group is reordered (grown as needed; one list at a time). */
let keys = new Float64Array(64);

/**
 * Copies `grades` with the tie groups `listed[0, count)` (group indexes, ascending) reordered by `key`, descending
 * (best) or ascending (worst); equal keys keep their order (a stable sort). The scorer lists only the groups that mix
 * grades (mixedGroups): reordering any other leaves it as it is, and with pooled judgments a deep list holds hundreds.
 * Small groups, nearly all of them, are reordered in place: a copy and a sort with a comparison function per group
 * made most of a deep run's per-query garbage.
 */
export function reorderGroups(
  key: (g: number) => number,
  grades: Float64Array,
  n: number,
  starts: Int32Array,
  listed: Int32Array,
  count: number,
  best: boolean,
  out: Float64Array,
): void {
  // A loop, not out.set(grades.subarray(0, n)): the view is an object per call, and this runs per measure and query.
  for (let i = 0; i < n; i++) out[i] = grades[i];
  for (let k = 0; k < count; k++) {
    const gi = listed[k];
    reorderGroup(key, grades, starts[gi], starts[gi + 1], best, out);
  }
}

/** Puts out[a, b) (a copy of grades[a, b)) in `key` order, descending (best) or ascending, stably. */
function reorderGroup(
  key: (g: number) => number,
  grades: Float64Array,
  a: number,
  b: number,
  best: boolean,
  out: Float64Array,
): void {
  if (b - a < 2) return;
  // Most tie groups in a deep run hold only unjudged (or equally graded) documents: nothing to reorder. Equal grades
  // (NaN for unjudged) are seen without asking `key`, whose double result V8 boxes, an object per call, when it does
  // not inline it.
  const g0 = grades[a];
  let same = true;
  for (let i = a + 1; i < b && same; i++) {
    const g = grades[i];
    same = g === g0 || (g !== g && g0 !== g0);
  }
  if (same) return;
  if (keys.length < b - a) keys = new Float64Array(2 * (b - a));
  if (keysOf(key, out, a, b)) return;
  if (b - a > SMALL_GROUP) {
    if (!reorderByKeyValues(a, b, best, out)) {
      const seg = Array.from(out.subarray(a, b));
      seg.sort((x, y) => (best ? key(y) - key(x) : key(x) - key(y)));
      for (let i = a; i < b; i++) out[i] = seg[i - a];
    }
    return;
  }
  if (best) for (let i = 0; i < b - a; i++) keys[i] = -keys[i];
  insertionByKey(out, keys, a, b);
}

/**
 * keys[0, b − a) = key(out[a, b)); true when they are all the same key (a NaN key is the same as none). `key` is a
 * function of the grade alone and a group holds a few grades, unjudged (NaN) most of a large one's: it is asked once
 * per run of equal grades, not once per document (a constant score's group of 1,000 documents asked it 2,000 times
 * for each measure's extremes).
 */
function keysOf(key: (g: number) => number, out: Float64Array, a: number, b: number): boolean {
  let g = out[a];
  let k = key(g);
  const k0 = k;
  let uniform = true;
  keys[0] = k;
  for (let i = a + 1; i < b; i++) {
    const next = out[i];
    if (!(next === g || (next !== next && g !== g))) {
      g = next;
      k = key(g);
      uniform = uniform && k === k0;
    }
    keys[i - a] = k;
  }
  // A NaN key equals no other: the group is not uniform (a comparison sort then decides, as it always did).
  return uniform && k0 === k0;
}

/** A large group's keys take at most this many values to be laid out value by value (a measure's keys take a few). */
const FEW_KEYS = 8;

/** A large group's grades, copied while it is laid out. */
let held = new Float64Array(64);

/**
 * out[a, b) stably in key order (keys[0, b − a), keysOf's), laid out one key value after another: what a stable sort by
 * key gives (equal keys keep their order), in a pass per value instead of a comparison sort. A run whose scores are all
 * equal (a constant score) is one group of every document it ranked, met by every measure at every query: sorted with
 * a comparison function, it made such a run score three times slower than one with distinct scores. False, with out
 * unchanged, when the keys take more than FEW_KEYS values or one is NaN (where a comparison sort's order is its own):
 * the caller sorts then.
 */
function reorderByKeyValues(a: number, b: number, best: boolean, out: Float64Array): boolean {
  const values: number[] = [];
  for (let i = 0; i < b - a; i++) {
    const k = keys[i];
    if (k !== k) return false;
    // includes() compares as SameValueZero: −0 and +0 are one key, as the comparison sort's difference makes them.
    if (!values.includes(k)) {
      if (values.length === FEW_KEYS) return false;
      values.push(k);
    }
  }
  values.sort((x, y) => (best ? y - x : x - y));
  if (held.length < b - a) held = new Float64Array(2 * (b - a));
  for (let i = a; i < b; i++) held[i - a] = out[i];
  let w = a;
  for (const v of values) for (let i = 0; i < b - a; i++) if (keys[i] === v) out[w++] = held[i];
  return true;
}

/** Sorts out[a..b) by keys[0..b-a) ascending, stably, moving the keys along. */
function insertionByKey(out: Float64Array, keys: Float64Array, a: number, b: number): void {
  for (let i = a + 1; i < b; i++) {
    const k = keys[i - a];
    const v = out[i];
    let j = i - 1;
    while (j >= a && keys[j - a] > k) {
      keys[j + 1 - a] = keys[j - a];
      out[j + 1] = out[j];
      j--;
    }
    keys[j + 1 - a] = k;
    out[j + 1] = v;
  }
}

/** Expected number of documents with `hit` in the first L positions, each tie group's order uniformly random. */
export function expectedCount(grades: Float64Array, groups: TieGroups, L: number, hit: (g: number) => boolean): number {
  const { starts, count } = groups;
  let c = 0;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    c += (r * (Math.min(b, L) - a)) / (b - a);
  }
  return c;
}

/** Variance of that count: only the group straddling L is random (hypergeometric). */
export function countVariance(grades: Float64Array, groups: TieGroups, L: number, hit: (g: number) => boolean): number {
  const { starts, count } = groups;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= L) return 0;
    if (b <= L) continue;
    const N = b - a;
    const t = L - a;
    let K = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) K++;
    if (N < 2) return 0;
    return t * (K / N) * (1 - K / N) * ((N - t) / (N - 1));
  }
  return 0;
}

/** Σ w(i) over positions in [0, L) times each group's share of documents with `weight(g)`: linear measures' expectations. */
export function expectedLinear(
  grades: Float64Array,
  groups: TieGroups,
  L: number,
  value: (g: number) => number,
  weight: (i: number) => number,
): number {
  const { starts, count } = groups;
  let s = 0;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let v = 0;
    for (let i = a; i < b; i++) v += value(grades[i]);
    if (v === 0) continue;
    let w = 0;
    const end = Math.min(b, L);
    for (let i = a; i < end; i++) w += weight(i);
    s += (v / (b - a)) * w;
  }
  return s;
}

/** P(none of the first L positions holds a `hit` document): 0 once a whole group before L holds one. */
export function probabilityNone(
  grades: Float64Array,
  groups: TieGroups,
  L: number,
  hit: (g: number) => boolean,
): number {
  const { starts, count } = groups;
  let none = 1;
  for (let gi = 0; gi < count && none > 0; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= L) break;
    const size = b - a;
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    const t = Math.min(b, L) - a;
    let p = 1;
    for (let j = 0; j < t; j++) p *= (size - r - j) / (size - j);
    none *= Math.max(p, 0);
  }
  return none;
}

export function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

const LOG_FACT: number[] = [0];
function logFactorial(n: number): number {
  for (let i = LOG_FACT.length; i <= n; i++) LOG_FACT.push(LOG_FACT[i - 1] + Math.log(i));
  return LOG_FACT[n];
}

// ---------------------------------------------------------------------------------------------------------------
// The optimistic value: judging unjudged documents relevant at grade `relevance`.

let scratch = new Float64Array(1024);
let judgedScratch = new Float64Array(64);
const tmp: MeasureValue = { value: 0, num: 0, den: 1 };

/**
 * The maximum over k of the value when the k highest-ranked unjudged documents in grades[0, depth) are judged
 * relevant at grade `relevance` (k = 0: the value itself). For a measure that never falls when a relevant document
 * moves up past a non-relevant one, with R and the ideal fixed by k, the k highest-ranked are the best k: this is then
 * the maximum over every subset. Costs one evaluation per k; `maxK` limits k (documents past a cutoff cannot help).
 */
export function optimisticByCount(
  m: BoundMeasure,
  grades: Float64Array,
  depth: number,
  q: QueryFacts,
  relevance: number,
  out: MeasureValue,
  maxK = Infinity,
): void {
  m.ordered(grades, depth, q, out);
  let best = out.value;
  let bestNum = out.num;
  let bestDen = out.den;
  const n = Math.min(depth, grades.length);
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  const list = scratch.subarray(0, n);
  list.set(grades.subarray(0, n));
  const J = q.judged.length;
  let k = 0;
  for (let i = 0; i < n && k < maxK; i++) {
    if (!isUnjudged(list[i], q)) continue;
    list[i] = relevance;
    k++;
    if (judgedScratch.length < J + k) {
      const b = new Float64Array((J + k) * 2);
      b.set(judgedScratch.subarray(0, J + k - 1));
      judgedScratch = b;
    }
    judgedScratch.set(q.judged, 0);
    judgedScratch.fill(relevance, J, J + k);
    const facts: QueryFacts = {
      ...q,
      judged: judgedScratch.slice(0, J + k),
      maxGrade: Math.max(q.maxGrade, relevance),
    };
    m.ordered(list, n, facts, tmp);
    if (tmp.value > best) {
      best = tmp.value;
      bestNum = tmp.num;
      bestDen = tmp.den;
    }
  }
  setValue(out, best, bestNum, bestDen);
}

/** The value with every unjudged document in grades[0, limit) judged relevant at `relevance` (and the judgments grown to match). */
export function allUnjudgedRelevant(
  m: BoundMeasure,
  grades: Float64Array,
  depth: number,
  q: QueryFacts,
  relevance: number,
  limit: number,
  out: MeasureValue,
): void {
  const n = Math.min(depth, grades.length);
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  const list = scratch.subarray(0, n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const g = grades[i];
    if (i < limit && isUnjudged(g, q)) {
      list[i] = relevance;
      k++;
    } else list[i] = g;
  }
  const judged = new Float64Array(q.judged.length + k);
  judged.set(q.judged);
  judged.fill(relevance, q.judged.length);
  m.ordered(list, n, { ...q, judged, maxGrade: Math.max(q.maxGrade, relevance) }, out);
}

/** The larger of the value and `other` (for measures whose maximum is judging none or judging all). */
export function maxOfValueAnd(
  m: BoundMeasure,
  grades: Float64Array,
  depth: number,
  q: QueryFacts,
  out: MeasureValue,
  other: (out: MeasureValue) => void,
): void {
  m.ordered(grades, depth, q, out);
  const v = out.value;
  const num = out.num;
  const den = out.den;
  other(tmp);
  if (tmp.value > v) setValue(out, tmp.value, tmp.num, tmp.den);
  else setValue(out, v, num, den);
}
