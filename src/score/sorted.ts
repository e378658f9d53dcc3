import { LITTLE_ENDIAN } from '../read/number.js';

/** Index of the first element of ascending `a` that is >= x. */
export function lowerBound(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** An ascending copy of a pair's draws, and where each came from. */
export interface Ranked {
  /** The values ascending, the same array Float64Array.prototype.sort gives (−0 before +0). */
  sorted: Float64Array;
  /** order[i]: the index in the input of sorted[i] (equal values keep their input order). */
  order: Int32Array;
}

/**
 * `x` (no NaN) ranked by a least significant digit radix sort: each double's bits map to an unsigned 64-bit key in
 * numeric order (negative: every bit flipped; otherwise the sign bit set). The keys' high words (sign, exponent and 20
 * bits of mantissa) are sorted with their indexes by three 11-bit digits (a digit every value shares is skipped); the
 * low words then only order runs of equal high words, which draws of a statistic rarely hold (equal values need no
 * order: their indexes already are). The result is the stable sort by the whole key, at half the passes of sorting all
 * 64 bits. Linear time: several times faster than a comparison sort on the family test's 10^4 draws, and the order it
 * carries turns every draw's rank into its p in one pass.
 *
 * Keys and words are held in Int32Arrays: the same bits, but every value an int32 to V8. An unsigned word past 2^31
 * is not one, so in Uint32Arrays each key was converted to and from a double on every pass (measured: the key pass
 * three times slower, the whole sort about twice). A digit reads the bits (`>>>`), so the order is the unsigned one.
 */
export function rankedCopy(x: Float64Array): Ranked {
  const order = ascendingOrder(x, new SortScratch());
  return { sorted: gather(x, order), order };
}

/** The arrays ascendingOrder sorts in, kept from call to call by a caller that sorts many lists (grown as needed). */
export class SortScratch {
  keys = new Int32Array(0);
  spareKeys = new Int32Array(0);
  order = new Int32Array(0);
  spareOrder = new Int32Array(0);
  readonly count = new Int32Array(2048);

  fit(n: number): void {
    if (this.keys.length >= n) return;
    this.keys = new Int32Array(n);
    this.spareKeys = new Int32Array(n);
    this.order = new Int32Array(n);
    this.spareOrder = new Int32Array(n);
  }
}

/**
 * The indexes of `x` (no NaN) ascending by value, equal values in index order: rankedCopy's `order`. The array returned
 * is one of `scratch`'s, good until its next use.
 */
export function ascendingOrder(x: Float64Array, scratch: SortScratch): Int32Array {
  const n = x.length;
  if (!LITTLE_ENDIAN) return rankedByComparison(x).order;
  scratch.fit(n);
  const words = new Int32Array(x.buffer, x.byteOffset, 2 * n);
  const s = byKeys(
    highKeys(words, scratch.keys.subarray(0, n)),
    identity(scratch.order.subarray(0, n)),
    scratch.spareKeys.subarray(0, n),
    scratch.spareOrder.subarray(0, n),
    scratch.count,
  );
  settleLowWords(words, s.keys, s.order, s.spareKeys, s.spareOrder, scratch.count);
  return s.order;
}

/** Where byKeys left the sorted keys and their order, and the two arrays it used as spares. */
interface ByKeys {
  keys: Int32Array;
  order: Int32Array;
  spareKeys: Int32Array;
  spareOrder: Int32Array;
}

/**
 * `order` stably by the 32-bit `keys` beside it: three 11-bit digit passes (a digit every key shares needs none),
 * each from one pair of arrays into the other (the spares, of the same length).
 */
function byKeys(
  keys: Int32Array,
  order: Int32Array,
  spareKeys: Int32Array,
  spareOrder: Int32Array,
  count: Int32Array,
): ByKeys {
  const n = keys.length;
  const s: ByKeys = { keys, order, spareKeys, spareOrder };
  for (let shift = 0; shift < 32 && n > 1; shift += 11) {
    countDigits(s.keys, shift, count);
    if (count[(s.keys[0] >>> shift) & 2047] === n) continue;
    startsOf(count);
    moveKeys(s.keys, s.spareKeys, s.order, s.spareOrder, shift, count);
    const k = s.keys;
    s.keys = s.spareKeys;
    s.spareKeys = k;
    const o = s.order;
    s.order = s.spareOrder;
    s.spareOrder = o;
  }
  return s;
}

/**
 * Each double's high word (words[2i + 1]) as the high half of its key: sign bit set, or every bit flipped. `hi >> 31`
 * is all ones for a negative double and 0 otherwise: one xor does either, without a branch on the sign.
 */
function highKeys(words: Int32Array, out: Int32Array): Int32Array {
  for (let i = 0; i < out.length; i++) {
    const hi = words[2 * i + 1];
    out[i] = hi ^ ((hi >> 31) | 0x80000000);
  }
  return out;
}

/**
 * The low half of double i's key (its low word, flipped for a negative double, as the high half is) with its top bit
 * flipped: a signed 32-bit number in the key's order (`hi >> 31`: all ones for a negative double, as in highKeys).
 */
function lowRank(words: Int32Array, i: number): number {
  return words[2 * i] ^ (words[2 * i + 1] >> 31) ^ 0x80000000;
}

/**
 * Orders each run of equal high keys (`keys`, ascending; `order` their indexes) by the low keys, stably, in place:
 * short runs by insertion, long ones by three more digit passes over the run (`keyTmp`, `orderTmp` and `count` as
 * scratch). A run whose low keys are all equal is left as it is.
 */
function settleLowWords(
  words: Int32Array,
  keys: Int32Array,
  order: Int32Array,
  keyTmp: Int32Array,
  orderTmp: Int32Array,
  count: Int32Array,
): void {
  const n = keys.length;
  for (let s = 0; s < n; ) {
    let e = s + 1;
    let mixed = false;
    const lo = lowRank(words, order[s]);
    while (e < n && keys[e] === keys[s]) {
      if (lowRank(words, order[e]) !== lo) mixed = true;
      e++;
    }
    if (mixed) {
      if (e - s <= 32) insertionByLowKey(words, order, s, e);
      else radixByLowKey(words, order, s, e, keyTmp, orderTmp, count);
    }
    s = e;
  }
}

/** order[s, e) stably by low key, by insertion (a run of a few). */
function insertionByLowKey(words: Int32Array, order: Int32Array, s: number, e: number): void {
  for (let i = s + 1; i < e; i++) {
    const o = order[i];
    const k = lowRank(words, o);
    let j = i - 1;
    while (j >= s && lowRank(words, order[j]) > k) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = o;
  }
}

/** order[s, e) stably by low key, by three digit passes over the run. */
function radixByLowKey(
  words: Int32Array,
  order: Int32Array,
  s: number,
  e: number,
  keyTmp: Int32Array,
  orderTmp: Int32Array,
  count: Int32Array,
): void {
  const m = e - s;
  const run = order.slice(s, e);
  const keys = new Int32Array(m);
  // The top bit flipped back: the key's own bits.
  for (let i = 0; i < m; i++) keys[i] = lowRank(words, run[i]) ^ 0x80000000;
  order.set(byKeys(keys, run, keyTmp.subarray(0, m), orderTmp.subarray(0, m), count).order, s);
}

/** x read in `order`: the sorted values, bit for bit the input's (−0 stays −0). */
function gather(x: Float64Array, order: Int32Array): Float64Array {
  const out = new Float64Array(order.length);
  for (let i = 0; i < order.length; i++) out[i] = x[order[i]];
  return out;
}

/**
 * `out` filled with 0, 1, …, n − 1. A function of its own, as every long loop of ascendingOrder: V8 compiles a loop
 * while it runs (on-stack replacement), and the code after it, never run yet, then throws the compiled function away
 * again; inline, this loop made a small comparison do that a dozen times.
 */
function identity(out: Int32Array): Int32Array {
  for (let i = 0; i < out.length; i++) out[i] = i;
  return out;
}

/** rankedCopy on a big-endian machine, where the keys' word order differs: a comparison sort of the indices. */
export function rankedByComparison(x: Float64Array): Ranked {
  const negZero = (v: number) => (Object.is(v, -0) ? 1 : 0);
  const order = Int32Array.from(
    Array.from(x, (_, i) => i).sort((i, j) => x[i] - x[j] || negZero(x[j]) - negZero(x[i]) || i - j),
  );
  return { sorted: Float64Array.from(order, (i) => x[i]), order };
}

/** Counts each 11-bit digit at `shift` of the keys. */
function countDigits(keys: Int32Array, shift: number, count: Int32Array): void {
  count.fill(0);
  for (let i = 0; i < keys.length; i++) count[(keys[i] >>> shift) & 2047]++;
}

/** The digit counts turned into each digit's first position. */
function startsOf(count: Int32Array): void {
  let sum = 0;
  for (let d = 0; d < 2048; d++) {
    const c = count[d];
    count[d] = sum;
    sum += c;
  }
}

/**
 * One stable pass: the keys of `src` into `dst`, and their indexes from `from` into `to`, in the order of their digit
 * (`count` holding the starts).
 */
function moveKeys(
  src: Int32Array,
  dst: Int32Array,
  from: Int32Array,
  to: Int32Array,
  shift: number,
  count: Int32Array,
): void {
  for (let i = 0; i < src.length; i++) {
    const at = count[(src[i] >>> shift) & 2047]++;
    dst[at] = src[i];
    to[at] = from[i];
  }
}
