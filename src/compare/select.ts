// Order statistics by selection, not sorting: the k-th smallest value of an array, and the type-7 quantiles a
// bootstrap interval reads from its 10^4 resampled means.
//
// What the statistics ask for sits almost always in a tail: the 2.5% and 97.5% ends of an interval, the family's
// alpha-quantile of the smallest p per draw, the ledger's top impacts. A full selection partitions the whole array
// about three times over; a tail is found in one pass instead. A strided sample of the array places a cut that
// (given the sample) holds the wanted rank with a wide margin, one pass copies out the values beyond the cut, and the
// selection runs among those few hundred. The copy holds every value beyond the cut, so its order statistics are the
// array's: the answer is the same value a sort would give, not an estimate. When the cut misses (the sample was
// unrepresentative, or ties crowd the cut so that too many values pass), the whole array is selected as before.
// An array of a few distinct values (the resampled means of a slice of a handful of queries) is counted instead: its
// order statistics are read off the counts, where a selection would move thousands of equal values about.

/** Arrays shorter than this are selected whole: one extra pass saves nothing there. */
const TAIL_MIN = 2048;

/** A rank counts as in a tail when at most this share of the array lies between it and the end. */
const TAIL_SHARE = 0.1;

/** Values the sample takes, evenly strided over the array (so an array in a structured order is still covered); the
 * module's quantilePair (monte-carlo.c) takes as many. */
export const SAMPLE = 512;

/**
 * The type-7 (R's default, Excel's PERCENTILE.INC) quantiles at `lower` < `upper` of a non-empty array, which may be
 * rearranged: the order statistics they need are counted (at most FEW distinct values) or selected (expected linear
 * time, one pass when they lie in the tails) instead of sorting, and are exactly the values a sort would put at those
 * positions.
 */
export function quantilesType7(values: Float64Array, lower: number, upper: number): [number, number] {
  const n = values.length;
  const { k: kLower, frac: fLower } = type7Rank(n, lower);
  const { k: kUpper, frac: fUpper } = type7Rank(n, upper);
  // Few distinct values (a slice of a handful of queries, a measure that moves in whole steps): read off their counts.
  const few = fewValues(values);
  if (few !== null) {
    // x + frac · (next − x), as pairAt; the last value has no next and is its own.
    const at = (k: number, frac: number) => {
      const x = few.at(k);
      return x + frac * (few.at(Math.min(k + 1, n - 1)) - x);
    };
    return [at(kLower, fLower), at(kUpper, fUpper)];
  }
  // Ranks kLower and kLower + 1 from the low tail, kUpper and kUpper + 1 from the high one.
  const low = tail(values, Math.min(n, kLower + 2), false);
  const high = low === null ? null : tail(values, n - kUpper, true);
  if (low !== null && high !== null) {
    const a = pairAt(low, kLower, fLower, n - kLower);
    const b = pairAt(high, kUpper - (n - high.length), fUpper, n - kUpper);
    return [a, b];
  }
  const a = pairAt(values, kLower, fLower, n - kLower);
  // The first selection left nothing below kLower after it: the second starts there.
  return [a, pairAt(values.subarray(kLower), kUpper - kLower, fUpper, n - kUpper)];
}

/**
 * Where the type-7 quantile at probability q of n sorted values lies: between positions k and k + 1 (0-based), a
 * fraction `frac` of the way (h = (n − 1)·q, k = ⌊h⌋). The quantile is sorted[k] + frac·(sorted[k + 1] − sorted[k]).
 */
export function type7Rank(n: number, q: number): { k: number; frac: number } {
  const h = (n - 1) * q;
  const k = Math.floor(h);
  return { k, frac: h - k };
}

/** Most distinct values fewValues counts. */
const FEW = 64;

/** An array's values as the distinct ones ascending with their counts: `at(k)` is what a sort puts at position k. */
interface FewValues {
  at(k: number): number;
}

/**
 * The array's distinct values and their counts when it holds at most FEW of them, else null. Resampled means of a
 * slice of a few queries take a few values, thousands of times each: a selection then spends its passes moving equal
 * values about (the tail's cut cannot separate them, so the whole array was selected). Continuous values give up
 * within the first FEW + 1 distinct ones, a few dozen reads. −0 counts as +0 (===) where a sort puts it first; a
 * type-7 quantile x + f·(next − x) comes out the same either way.
 */
function fewValues(values: Float64Array): FewValues | null {
  const distinct = new Float64Array(FEW);
  const counts = new Int32Array(FEW);
  if (countDistinct(values, distinct, counts) < 0) return null;
  return {
    at(k: number): number {
      let j = 0;
      for (let seen = counts[0]; seen <= k; seen += counts[j]) j++;
      return distinct[j];
    },
  };
}

/**
 * Fills distinct[0, size) ascending and their counts; returns size, or −1 past FEW distinct values. A function that
 * ends with its loop (see partition): an object built after the loop undid the compiled loop at every call.
 */
function countDistinct(values: Float64Array, distinct: Float64Array, counts: Int32Array): number {
  let size = 0;
  let last = 0;
  for (let i = 0; i < values.length && size >= 0; i++) {
    const v = values[i];
    // The value just seen again (always so for a slice of one query) needs no search.
    if (size > 0 && distinct[last] === v) {
      counts[last]++;
      continue;
    }
    // Where v is or goes in distinct[0, size), by bisection.
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (distinct[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    last = lo;
    if (lo < size && distinct[lo] === v) counts[lo]++;
    else if (size === FEW) size = -1;
    else {
      distinct.copyWithin(lo + 1, lo, size);
      counts.copyWithin(lo + 1, lo, size);
      distinct[lo] = v;
      counts[lo] = 1;
      size++;
    }
  }
  return size;
}

/** The k-th smallest value (0-based) of a non-empty array, which may be rearranged (selected, not sorted). */
export function orderStatistic(values: Float64Array, k: number): number {
  const n = values.length;
  if (k + 1 <= n * TAIL_SHARE) {
    const low = tail(values, k + 1, false);
    if (low !== null) {
      selectInPlace(low, k, 0, low.length);
      return low[k];
    }
  } else if (n - k <= n * TAIL_SHARE) {
    const high = tail(values, n - k, true);
    if (high !== null) {
      const at = k - (n - high.length);
      selectInPlace(high, at, 0, high.length);
      return high[at];
    }
  }
  selectInPlace(values, k, 0, n);
  return values[k];
}

/**
 * x + frac · (next − x), where x is v's k-th smallest value and next the one after it (x itself when `left`, the
 * number of values of the whole array from rank k on, is 1: k was the last). v is rearranged.
 */
function pairAt(v: Float64Array, k: number, frac: number, left: number): number {
  selectInPlace(v, k, 0, v.length);
  const x = v[k];
  // After the selection everything right of k is >= v[k]: the next order statistic is their minimum.
  const next = left > 1 ? minFrom(v, k + 1) : x;
  return x + frac * (next - x);
}

/** The smallest of v[from..]: a function that ends with its loop (see partition). */
function minFrom(v: Float64Array, from: number): number {
  let m = v[from];
  for (let i = from + 1; i < v.length; i++) if (v[i] < m) m = v[i];
  return m;
}

/**
 * A copy of every value at or below a cut (`upper`: at or above it) that at least `need` values reach, so that the
 * array's `need` smallest (largest) values, ties at the cut included, are all in the copy; in no particular order.
 * Null when the array is short, `need` is not a tail's, or the cut missed (too few values reach it, or too many).
 */
function tail(values: Float64Array, need: number, upper: boolean): Float64Array | null {
  const n = values.length;
  if (n < TAIL_MIN || need > n * TAIL_SHARE) return null;
  const sample = new Float64Array(SAMPLE);
  const stride = n / SAMPLE;
  for (let i = 0; i < SAMPLE; i++) sample[i] = values[Math.floor(i * stride)];
  // In the sample the wanted share falls about need/n · SAMPLE deep, give or take its binomial spread: the cut sits
  // four spreads and two values deeper, so the copy misses fewer than `need` values about once in 10^5 draws (the whole
  // array is then selected, as without a cut), and holds some three times what it must.
  const expected = (need / n) * SAMPLE;
  const depth = Math.min(SAMPLE - 1, Math.ceil(expected + 4 * Math.sqrt(expected) + 2));
  const at = upper ? SAMPLE - 1 - depth : depth;
  selectInPlace(sample, at, 0, SAMPLE);
  const cut = sample[at];
  const capacity = Math.min(n, Math.ceil((2 * (depth + 1) * n) / SAMPLE) + 64);
  const out = new Float64Array(capacity);
  const count = upper ? copyAtOrAbove(values, cut, out) : copyAtOrBelow(values, cut, out);
  return count >= need && count <= capacity ? out.subarray(0, count) : null;
}

/** Copies the values <= cut into out while it has room; returns how many there are (which may exceed its room). */
function copyAtOrBelow(values: Float64Array, cut: number, out: Float64Array): number {
  const room = out.length;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v <= cut) {
      if (count < room) out[count] = v;
      count++;
    }
  }
  return count;
}

/** Copies the values >= cut into out while it has room; returns how many there are (which may exceed its room). */
function copyAtOrAbove(values: Float64Array, cut: number, out: Float64Array): number {
  const room = out.length;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v >= cut) {
      if (count < room) out[count] = v;
      count++;
    }
  }
  return count;
}

/**
 * Rearranges values[from, to) so that values[k] holds what it would hold were the range sorted, nothing greater
 * before it and nothing smaller after it (Hoare's selection, median-of-three pivots). Past 64 rounds (an adversarial
 * order) the rest of the range is sorted instead, so the worst case stays n log n.
 */
function selectInPlace(v: Float64Array, k: number, from: number, to: number): void {
  let lo = from;
  let hi = to - 1;
  for (let round = 0; hi > lo; round++) {
    if (round === 64) {
      v.subarray(lo, hi + 1).sort();
      return;
    }
    const cut = partition(v, lo, hi);
    const j = cut >> 1;
    const i = j + 1 + (cut & 1);
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * One Hoare partition of v[lo..hi] around the median of three: afterwards nothing in [lo, j] is above the pivot,
 * nothing in [i, hi] is below it, and i is j + 1, or j + 2 with the pivot at j + 1. Returns 2j + (i − j − 1). A
 * function of its own that ends with its loop, and so are its two scans: compiled while a loop ran, the step of
 * selectInPlace that read the two ends after it was thrown away again at every call (V8's Maglev, Node 22 and later),
 * and so was this function when it computed its result after the loop or left a scan it had been compiled inside.
 */
function partition(v: Float64Array, lo: number, hi: number): number {
  const mid = lo + ((hi - lo) >> 1);
  // Median of three to the middle, as the pivot.
  if (v[mid] < v[lo]) swap(v, mid, lo);
  if (v[hi] < v[lo]) swap(v, hi, lo);
  if (v[hi] < v[mid]) swap(v, hi, mid);
  const pivot = v[mid];
  let i = lo;
  let j = hi;
  let cut = 0;
  while (i <= j) {
    i = upFrom(v, i, pivot);
    j = downFrom(v, j, pivot);
    if (i <= j) {
      swap(v, i, j);
      i++;
      j--;
    }
    // Kept up to date in the loop, so that nothing after it computes (see above).
    cut = 2 * j + (i - j - 1);
  }
  return cut;
}

/** The first index from i whose value is not below the pivot (the pivot itself stops the scan). */
function upFrom(v: Float64Array, i: number, pivot: number): number {
  while (v[i] < pivot) i++;
  return i;
}

/** The last index from j down whose value is not above the pivot. */
function downFrom(v: Float64Array, j: number, pivot: number): number {
  while (v[j] > pivot) j--;
  return j;
}

function swap(v: Float64Array, i: number, j: number): void {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}
