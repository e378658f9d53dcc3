// Paired statistics for comparing two systems query by query.
//
// Everything here is deterministic: randomness comes only from a seeded sfc32 generator (never
// Math.random or the clock), so a report can be reproduced bit for bit from its seed.
// The two Monte Carlo procedures run 10^4 rounds over up to ~10^4 queries (~10^8 inner steps), so
// their inner loops work on Float64Array with the generator state held in local int32 variables:
// no allocation, no property access, no megamorphic calls inside the loop.

import { looks, mayStop } from './sequential.js';
import { quantilesType7 } from './select.js';
import { bootstrapEndsInWasm, signRoundLoop, type SignRoundLoop } from './monte-carlo.js';
import { lowerBound } from '../score/sorted.js';

/** 2^-32 as a double; multiplying by it is exact (a power of two), unlike dividing by 2^32 it is a single mul. */
const INV_2_32 = 1 / 4294967296;

/** Tolerance for "as extreme as observed": identical sign patterns summed in a different order may differ by a few ulps. */
const EXTREME_TOL = 1e-12;

/** Largest number of non-zero differences accepted for exact enumeration (2^12 sums a half when met in the middle). */
const MAX_EXACT_N = 24;

/**
 * Non-zero differences up to which the two-sided p is enumerated by default: 2 · 2^10 sums, a sort and 2^11
 * bisections, about 0.1 ms against 0.45 ms for the 10^4 rounds of sampling them (measured at 20).
 */
const EXACT_NONZERO = 20;

// ---------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------

/** A seed as the uint32 the generator starts from; non-integers are rejected rather than truncated silently. */
function toSeed32(seed: number, what = 'seed'): number {
  if (!Number.isInteger(seed)) throw new RangeError(`${what} must be an integer, got ${seed}`);
  // ToUint32: integers are taken modulo 2^32 (negative seeds wrap), which is all a 32-bit seed can hold.
  return seed >>> 0;
}

/** murmur3's 32-bit finalizer: a bijection on uint32 with full avalanche. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * sfc32 state [a, b, c, counter] seeded from a uint32 via splitmix32. splitmix32 spreads even
 * adjacent small seeds (0, 1, 2, ...) over the whole state space, and sfc32's counter word
 * guarantees a minimum period of 2^32 whatever the state, so no seed is "bad".
 */
export function seedState(seed: number): Int32Array {
  const st = new Int32Array(4);
  let x = toSeed32(seed) | 0;
  for (let k = 0; k < 4; k++) {
    x = (x + 0x9e3779b9) | 0;
    let t = x ^ (x >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    st[k] = t ^ (t >>> 15);
  }
  // Discard the first outputs, as sfc32's reference seeding does, so the state is well stirred.
  for (let k = 0; k < 12; k++) sfc32Step(st);
  return st;
}

/** One sfc32 step on a state array; returns the output as a uint32. (Inlined by hand in the hot loops below.) */
function sfc32Step(st: Int32Array): number {
  const a = st[0];
  const b = st[1];
  const c = st[2];
  const ctr = st[3];
  const t = (((a + b) | 0) + ctr) | 0;
  st[3] = (ctr + 1) | 0;
  st[0] = b ^ (b >>> 9);
  st[1] = (c + (c << 3)) | 0;
  st[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/**
 * Fast seeded PRNG: sfc32 (Chris Doty-Humphrey's "small fast counting" generator, passes
 * PractRand/BigCrush) seeded from a 32-bit integer via splitmix32. Chosen over xoshiro128** because
 * it needs only adds, shifts and xors (no multiply) and has no all-zero trap state.
 * Seeds are integers taken modulo 2^32; a non-integer seed throws a RangeError.
 */
export class Rng {
  readonly #st: Int32Array;

  constructor(seed: number) {
    this.#st = seedState(seed);
  }

  /** Uniform integer in [0, 2^32). */
  nextUint32(): number {
    return sfc32Step(this.#st);
  }

  /** Uniform float in [0, 1) with 32 random bits (plenty for resampling; 2^-32 granularity). */
  next(): number {
    return this.nextUint32() * INV_2_32;
  }

  /**
   * Uniform integer in [0, n) by multiply-shift: floor(u32 * n / 2^32). One generator call, no
   * division and no rejection loop; the bias is at most n / 2^32 relative (< 2.5e-4 at n = 2^20).
   * The product is exact for n <= 2^21 and can never round up to n for any n <= 2^32.
   */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 4294967296) {
      throw new RangeError(`nextInt(n) needs an integer 1 <= n <= 2^32, got ${n}`);
    }
    return Math.floor(this.nextUint32() * n * INV_2_32);
  }
}

const utf8 = new TextEncoder();

/**
 * Derives a stable 32-bit seed from a base seed and a string key (e.g. "type=exact-id|nDCG@10"),
 * so each (slice, measure) test has its own stream whatever order the tests run in.
 * FNV-1a over the key's UTF-8 bytes, xored with the scrambled base, then a final avalanche.
 * For a fixed key the map base -> seed is a bijection (different bases never collide).
 */
export function deriveSeed(base: number, key: string): number {
  let h = 0x811c9dc5; // FNV-1a 32-bit offset basis
  const bytes = utf8.encode(key);
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193); // FNV 32-bit prime
  }
  return fmix32((h ^ fmix32(toSeed32(base, 'base seed'))) >>> 0);
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function assertFinite(a: Float64Array, what: string): void {
  for (let i = 0; i < a.length; i++) {
    if (!Number.isFinite(a[i])) throw new RangeError(`${what}[${i}] is not a finite number (${a[i]})`);
  }
}

function assertIterations(iterations: number): void {
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new RangeError(`iterations must be a positive integer, got ${iterations}`);
  }
}

/** Mean of a Float64Array (0 for empty), computed with a plain left-to-right sum (deterministic). */
export function mean(a: Float64Array): number {
  const n = a.length;
  if (n === 0) return 0;
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i];
  return s / n;
}

// ---------------------------------------------------------------------------------------------
// Paired randomization (sign-flip) test
// ---------------------------------------------------------------------------------------------

/**
 * Exact share of the 2^m sign patterns of the m non-zero differences `nz` whose |sum| is at least `limit` (> 0), by
 * meeting in the middle: the 2^h signed sums of the first h and the 2^(m-h) of the rest are listed, the second sorted,
 * and each first-half sum counts by bisection the second-half sums that take it to +limit or beyond, or to -limit or
 * beyond. About 2^(m/2)·m steps instead of 2^m·m. (A zero difference is the same under either sign: leaving the
 * zeros out leaves the share unchanged.) Requires m >= 1.
 */
function exactSignFlipShare(nz: Float64Array, limit: number): number {
  const m = nz.length;
  const h = m >>> 1;
  const left = signedSums(nz.subarray(0, h));
  const right = signedSums(nz.subarray(h)).sort();
  let count = 0;
  for (let i = 0; i < left.length; i++) {
    const a = left[i];
    // Disjoint because limit > 0: sums >= limit - a, and sums <= -limit - a.
    count += right.length - lowerBound(right, limit - a);
    count += firstAbove(right, -limit - a);
  }
  return count / 2 ** m;
}

/** The 2^k sums of ±v[0] ± … ± v[k-1], pattern b taking -v[j] where bit j of b is set. */
function signedSums(v: Float64Array): Float64Array {
  const k = v.length;
  const out = new Float64Array(2 ** k);
  let plus = 0;
  for (let j = 0; j < k; j++) plus += v[j];
  out[0] = plus;
  for (let b = 1; b < out.length; b++) {
    const low = b & -b;
    out[b] = out[b ^ low] - 2 * v[31 - Math.clz32(low)];
  }
  return out;
}

/** Index of the first value > x in ascending `s`: the count of values <= x. */
function firstAbove(s: Float64Array, x: number): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (s[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Two-sided paired randomization (sign-flip permutation) test on the differences
 * d[i] = cand[i] - base[i]. Statistic |mean(d)|.
 *
 * - Exact (at most exactMaxN non-zero differences, default 20): all 2^m sign patterns of the m non-zero differences,
 *   p = count / 2^m (no +1). Met in the middle, that costs about as much as 10^4 sampled rounds at m = 20.
 * - Monte Carlo (more): up to `iterations` rounds, each flipping every sign with probability 1/2; a round counts when
 *   its |mean| >= observed |mean| - 1e-12. p = (count + 1) / (rounds + 1), the standard Monte Carlo estimate that
 *   counts the observed arrangement itself: never 0, and a test that rejects at p <= alpha keeps its level.
 *   With `stopAt` (an alpha), the rounds stop early where compare/sequential.ts allows: the p is then the one of the
 *   rounds made (the full run's first ones), within its stated tolerance of the full run's and on the same side of alpha
 *   except with its stated risk.
 * - n = 0 or all differences 0: p = 1.
 *
 * Throws RangeError on non-finite differences, iterations not a positive integer, or exactMaxN outside 0..24.
 */
export function pairedRandomizationTest(
  diffs: Float64Array,
  opts: { iterations: number; seed: number; exactMaxN?: number; stopAt?: number | null },
): number {
  const { iterations, seed } = opts;
  const exactMaxN = opts.exactMaxN ?? EXACT_NONZERO;
  assertIterations(iterations);
  if (!Number.isInteger(exactMaxN) || exactMaxN < 0 || exactMaxN > MAX_EXACT_N) {
    throw new RangeError(`exactMaxN must be an integer in 0..${MAX_EXACT_N}, got ${exactMaxN}`);
  }
  const st = seedState(seed); // validates the seed even when the answer needs no randomness
  assertFinite(diffs, 'diffs');
  const n = diffs.length;
  let nonZero = 0;
  for (let i = 0; i < n; i++) if (diffs[i] !== 0) nonZero++;
  if (nonZero === 0) return 1;

  const threshold = Math.abs(mean(diffs)) - EXTREME_TOL;
  if (nonZero <= exactMaxN) {
    const nz = new Float64Array(nonZero);
    for (let i = 0, j = 0; i < n; i++) if (diffs[i] !== 0) nz[j++] = diffs[i];
    // |mean| within the tolerance of 0: every pattern is as extreme.
    return threshold > 0 ? exactSignFlipShare(nz, threshold * n) : 1;
  }

  // A zero difference is the same under either sign, so only the non-zero ones are flipped; and every 8 of those
  // get a table of their 256 signed sums, so a round costs one lookup per 8 queries and one generator step per 32.
  const tables = signTables(diffs);
  const groups = tables.length >>> 8;
  const stopAt = opts.stopAt ?? null;
  // A trailing 0, which no round count equals, so that reading the next look never runs past the end of the list.
  const checks = stopAt !== null ? [...looks(iterations), 0] : [0];
  const loop = signRoundLoop(tables, groups, st) ?? jsRoundLoop(tables, groups, st);
  const { rounds, count } = roundsBetweenLooks(loop, n, threshold, iterations, checks, stopAt ?? 0);
  return (count + 1) / (rounds + 1);
}

/**
 * The sampled rounds of pairedRandomizationTest, up to `iterations` or the first look (`checks`, in rounds) at which
 * the p may stop at `stopAt`: drawn a stretch between looks at a time, by the module or by jsRoundLoop (the same
 * rounds either way). Returns the rounds drawn and how many were as extreme as observed.
 */
function roundsBetweenLooks(
  loop: SignRoundLoop,
  n: number,
  threshold: number,
  iterations: number,
  checks: readonly number[],
  stopAt: number,
): { rounds: number; count: number } {
  let drawn = 0;
  let count = 0;
  for (let next = 0; ; next++) {
    const look = checks[next];
    const end = look > drawn && look <= iterations ? look : iterations;
    count += loop.draw(n, threshold, end - drawn);
    drawn = end;
    if (end !== look || mayStop(count, drawn, iterations, stopAt)) return { rounds: drawn, count };
  }
}

/** The rounds in JavaScript, for where the module is not used: tableRoundSum per round, stream state in `st`. */
function jsRoundLoop(tables: Float64Array, groups: number, st: Int32Array): SignRoundLoop {
  const tally = new Int32Array(1);
  return {
    draw(n, threshold, rounds) {
      countRounds(tables, groups, st, n, threshold, rounds, tally);
      return tally[0];
    },
  };
}

/**
 * Draws `rounds` rounds, counting into tally[0] those with |sum| / n >= threshold. The loop is the function's last
 * statement (V8 compiles it while it runs, before any code after it has run; such code undid the compiled loop at
 * every call).
 */
function countRounds(
  tables: Float64Array,
  groups: number,
  st: Int32Array,
  n: number,
  threshold: number,
  rounds: number,
  tally: Int32Array,
): void {
  let count = 0;
  tally[0] = 0;
  for (let r = 0; r < rounds; r++) {
    // One call per round keeps the hot loop in a small function V8 optimizes as a whole.
    const s = tableRoundSum(tables, groups, st);
    if (Math.abs(s) / n >= threshold) tally[0] = ++count;
  }
}

/** For each 8 non-zero differences, the 256 sums of d[j] * (bit j of b ? -1 : +1). */
function signTables(d: Float64Array): Float64Array {
  let m = 0;
  for (let i = 0; i < d.length; i++) if (d[i] !== 0) m++;
  const groups = Math.ceil(m / 8);
  // The non-zero differences in a typed array padded with zeros to whole groups (a padded 0 adds nothing to any sum).
  const nz = new Float64Array(groups * 8);
  for (let i = 0, k = 0; i < d.length; i++) if (d[i] !== 0) nz[k++] = d[i];
  const t = new Float64Array(groups * 256);
  fillSignTables(nz, groups, t);
  return t;
}

function fillSignTables(nz: Float64Array, groups: number, t: Float64Array): void {
  for (let g = 0; g < groups; g++) {
    const o = g * 256;
    const at = g * 8;
    let plus = 0;
    for (let j = 0; j < 8; j++) plus += nz[at + j];
    t[o] = plus;
    for (let b = 1; b < 256; b++) {
      const low = b & -b;
      t[o + b] = t[o + (b ^ low)] - 2 * nz[at + 31 - Math.clz32(low)];
    }
  }
}

/** One round: a random byte per table, four tables per sfc32 output (generator inlined, state in locals). */
function tableRoundSum(t: Float64Array, groups: number, st: Int32Array): number {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  let s = 0;
  for (let g = 0; g < groups; g += 4) {
    const bits = (((a + b) | 0) + ctr) | 0;
    ctr = (ctr + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + bits) | 0;
    const o = g << 8;
    s += t[o + (bits & 255)];
    if (g + 1 < groups) s += t[o + 256 + ((bits >>> 8) & 255)];
    if (g + 2 < groups) s += t[o + 512 + ((bits >>> 16) & 255)];
    if (g + 3 < groups) s += t[o + 768 + (bits >>> 24)];
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Paired bootstrap CI
// ---------------------------------------------------------------------------------------------

/**
 * Sum of n draws with replacement from d. The index is floor(u32 * n / 2^32) (multiply-shift, as
 * Rng.nextInt): one multiply, no division or modulo, bias <= n/2^32. `| 0` floors the non-negative
 * quotient (< n < 2^31: a Float64Array that long would be 16 GiB).
 */
function bootstrapRoundSum(d: Float64Array, n: number, st: Int32Array): number {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  let s = 0;
  for (let k = 0; k < n; k++) {
    // sfc32 step, inlined: state in locals instead of typed-array loads/stores every step.
    const t = (((a + b) | 0) + ctr) | 0;
    ctr = (ctr + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    s += d[((t >>> 0) * n * INV_2_32) | 0];
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  return s;
}

/**
 * Percentile bootstrap (1 - alpha) CI of the mean difference, alpha defaulting to 0.05: resample n
 * indices with replacement `iterations` times, take each resample's mean, and return the type-7
 * alpha/2 and 1 - alpha/2 quantiles of the means. n = 0 → [0, 0]. Each resample's mean is
 * summed left to right like mean(), so constant differences give exactly [mean(d), mean(d)].
 *
 * Throws RangeError on non-finite differences, iterations not a positive integer, or alpha not in (0, 1).
 */
export function pairedBootstrapCI(
  diffs: Float64Array,
  opts: { iterations: number; seed: number; alpha?: number },
): [number, number] {
  return pairedBootstrapCIs([diffs], opts)[0];
}

/**
 * The same percentile bootstrap for several columns of differences over the same queries (one per measure),
 * resampled together: each round draws one set of query indices and sums every column over it. The columns'
 * intervals are therefore paired across measures as well, and the generator and index cost is paid once.
 * With one column and no `moved` mask it draws exactly as pairedBootstrapCI always has.
 */
export function pairedBootstrapCIs(
  columns: readonly Float64Array[],
  opts: { iterations: number; seed: number; alpha?: number; moved?: Uint8Array },
): [number, number][] {
  const { iterations, seed } = opts;
  const alpha = opts.alpha ?? 0.05;
  assertIterations(iterations);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const st = seedState(seed);
  const k = columns.length;
  const n = k > 0 ? columns[0].length : 0;
  columns.forEach((c, j) => {
    if (c.length !== n) throw new RangeError(`column ${j} has ${c.length} values, column 0 has ${n}`);
    assertFinite(c, 'diffs');
  });
  if (n === 0) return columns.map(() => [0, 0]);
  const lower = alpha / 2;
  const upper = 1 - alpha / 2;
  if (k === 1 && !opts.moved) {
    const ends = bootstrapEndsInWasm(columns[0], n, 1, n, st, null, iterations, lower, upper);
    if (ends) return ends;
    const means = new Float64Array(iterations);
    plainMeans(columns[0], st, means);
    return [quantilesType7(means, lower, upper)];
  }
  // Queries whose difference is 0 in every column add nothing to any sum, so a round draws only how many of its n
  // draws land on the other m queries — Binomial(n, m/n), by inverting its distribution — and then that many
  // indices uniformly among those m. The resampled sums have exactly the bootstrap's distribution; the work per
  // round shrinks with the share of queries that did not move. Row-major: a drawn query's k differences sit in
  // one cache line.
  // `opts.moved` marks rows that count as moved whatever the columns say (rows whose ranking changed), so the draws
  // do not depend on which columns are asked for; a row with a non-zero difference always counts.
  const moved = movedRows(columns, opts.moved);
  const m = moved.length;
  const rows = new Float64Array(Math.max(m, 1) * k);
  for (let r = 0; r < m; r++) for (let j = 0; j < k; j++) rows[r * k + j] = columns[j][moved[r]];
  const ends = bootstrapEndsInWasm(
    rows,
    m,
    k,
    n,
    st,
    m > 0 && m < n ? binomialCdf(n, m / n) : null,
    iterations,
    lower,
    upper,
  );
  if (ends) return ends;
  const means = columns.map(() => new Float64Array(iterations));
  resampledMeans(rows, m, k, n, st, means);
  return means.map((m) => quantilesType7(m, lower, upper));
}

/** The rows a multi-column round draws from: those flagged, and those with a non-zero difference in some column. */
function movedRows(columns: readonly Float64Array[], flags: Uint8Array | undefined): Int32Array {
  const n = columns[0].length;
  const out = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    let hit = flags !== undefined && flags[i] !== 0;
    for (let j = 0; j < columns.length && !hit; j++) hit = columns[j][i] !== 0;
    if (hit) out[m++] = i;
  }
  return out.subarray(0, m);
}

/** pairedBootstrapCI's rounds over every row: `means[r]` is round r's mean. */
function plainMeans(d: Float64Array, st: Int32Array, means: Float64Array): void {
  const n = d.length;
  for (let r = 0; r < means.length; r++) means[r] = bootstrapRoundSum(d, n, st) / n;
}

/**
 * The rounds of pairedBootstrapCIs: `means[j][r]` is round r's mean of column j. A function of its own so that the long
 * loop ends its function: V8 compiles such a loop while it runs, and code after it that has not run yet would throw the
 * compiled loop away again (measured: 4–9 deopts per small compare when it was inline).
 */
function resampledMeans(
  rows: Float64Array,
  m: number,
  k: number,
  n: number,
  st: Int32Array,
  means: Float64Array[],
): void {
  const cdf = binomialCdf(n, m / n);
  const sums = new Float64Array(k);
  const ix = new Int32Array(n);
  const iterations = means[0].length;
  for (let r = 0; r < iterations; r++) {
    const draws = m === n ? n : m === 0 ? 0 : inverseCdf(cdf, sfc32Step(st) * INV_2_32);
    // No draws leave every sum 0 (the gathers sum nothing): one path, where a branch for it, first taken after V8 had
    // compiled the loop, threw the compiled loop away.
    bootstrapRoundSums(rows, m, k, st, sums, ix, draws);
    for (let j = 0; j < k; j++) means[j][r] = sums[j] / n;
  }
}

/**
 * bootstrapRoundSum for k interleaved columns: the round's indices are drawn once (exactly as bootstrapRoundSum
 * draws them), then gathered four columns at a time into local sums (a loop over an array of sums per draw is ~2x slower).
 */
function bootstrapRoundSums(
  rows: Float64Array,
  n: number,
  k: number,
  st: Int32Array,
  sums: Float64Array,
  ix: Int32Array,
  draws: number,
): void {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  for (let d = 0; d < draws; d++) {
    const t = (((a + b) | 0) + ctr) | 0;
    ctr = (ctr + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    ix[d] = ((t >>> 0) * n * INV_2_32) | 0;
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  // Five columns (the default measure count) in one pass, else fours, then singles.
  let j = 0;
  if (k === 5) {
    gather5(rows, ix, draws, sums);
    return;
  }
  for (; j + 4 <= k; j += 4) gather4(rows, k, j, ix, draws, sums);
  for (; j < k; j++) gather1(rows, k, j, ix, draws, sums);
}

/** P(X <= x) for X ~ Binomial(n, p), x = 0..n, from log-space terms (no overflow at n in the thousands). */
function binomialCdf(n: number, p: number): Float64Array {
  const cdf = new Float64Array(n + 1);
  if (p <= 0) return cdf.fill(1);
  if (p >= 1) {
    cdf[n] = 1;
    return cdf;
  }
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let logC = 0; // log C(n, x), updated incrementally
  let acc = 0;
  for (let x = 0; x <= n; x++) {
    if (x > 0) logC += Math.log((n - x + 1) / x);
    acc += Math.exp(logC + x * lp + (n - x) * lq);
    cdf[x] = acc;
  }
  // Rounding can leave the total a hair off 1: the last entry is the certain event.
  cdf[n] = 1;
  return cdf;
}

/** The smallest x with u < cdf[x] (u in [0, 1)). */
function inverseCdf(cdf: Float64Array, u: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (u < cdf[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function gather5(rows: Float64Array, ix: Int32Array, n: number, sums: Float64Array): void {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let d = 0; d < n; d++) {
    const o = ix[d] * 5;
    s0 += rows[o];
    s1 += rows[o + 1];
    s2 += rows[o + 2];
    s3 += rows[o + 3];
    s4 += rows[o + 4];
  }
  sums[0] = s0;
  sums[1] = s1;
  sums[2] = s2;
  sums[3] = s3;
  sums[4] = s4;
}

function gather4(rows: Float64Array, k: number, j: number, ix: Int32Array, n: number, sums: Float64Array): void {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let d = 0; d < n; d++) {
    const o = ix[d] * k + j;
    s0 += rows[o];
    s1 += rows[o + 1];
    s2 += rows[o + 2];
    s3 += rows[o + 3];
  }
  sums[j] = s0;
  sums[j + 1] = s1;
  sums[j + 2] = s2;
  sums[j + 3] = s3;
}

function gather1(rows: Float64Array, k: number, j: number, ix: Int32Array, n: number, sums: Float64Array): void {
  let s0 = 0;
  for (let d = 0; d < n; d++) s0 += rows[ix[d] * k + j];
  sums[j] = s0;
}

// ---------------------------------------------------------------------------------------------
// Multiple comparisons
// ---------------------------------------------------------------------------------------------

/**
 * Multiple-comparison adjustment; output in input order.
 * - 'holm': Holm–Bonferroni step-down, adj_(k) = max_{j<=k} min(1, (m - j + 1) p_(j)) (controls FWER).
 * - 'bh': Benjamini–Hochberg step-up, adj_(k) = min_{j>=k} min(1, m p_(j) / j) (controls FDR).
 * - 'none': a copy.
 * Here p_(1) <= ... <= p_(m) and m counts only the non-NaN inputs; NaN passes through as NaN.
 * These match R's p.adjust(method = "holm" | "BH"). Throws RangeError on a p outside [0, 1].
 */
export function adjustPValues(p: readonly number[], method: 'holm' | 'bh' | 'none'): number[] {
  const out = p.slice();
  const idx: number[] = [];
  for (let i = 0; i < p.length; i++) {
    const v = p[i];
    if (Number.isNaN(v)) continue;
    if (!(v >= 0 && v <= 1)) throw new RangeError(`p-value ${i} is outside [0, 1]: ${v}`);
    idx.push(i);
  }
  if (method === 'none') return out;
  if (method !== 'holm' && method !== 'bh') throw new RangeError(`unknown adjustment method: ${String(method)}`);
  const m = idx.length;
  // Stable sort by p (ties keep input order); both methods give tied p-values the same result anyway.
  idx.sort((x, y) => p[x] - p[y]);
  if (method === 'holm') {
    let running = 0;
    for (let k = 0; k < m; k++) {
      const v = Math.min(1, (m - k) * p[idx[k]]);
      if (v > running) running = v; // step-down: adjusted values never decrease with rank
      out[idx[k]] = running;
    }
  } else {
    let running = 1;
    for (let k = m - 1; k >= 0; k--) {
      const v = (p[idx[k]] * m) / (k + 1);
      if (v < running) running = v; // step-up: running minimum from the largest p down
      out[idx[k]] = running;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Wins / ties / losses
// ---------------------------------------------------------------------------------------------

/**
 * Wins/ties/losses of cand vs base per query: a tie when |cand[i] - base[i]| <= eps (default 1e-9),
 * else a win when cand is higher. Throws RangeError on a length mismatch, a non-finite score, or
 * a negative/non-finite eps.
 */
export function winsTiesLosses(
  base: Float64Array,
  cand: Float64Array,
  eps = 1e-9,
): { wins: number; ties: number; losses: number } {
  if (base.length !== cand.length) {
    throw new RangeError(`base and cand differ in length (${base.length} vs ${cand.length})`);
  }
  if (!(eps >= 0 && Number.isFinite(eps))) throw new RangeError(`eps must be a finite number >= 0, got ${eps}`);
  assertFinite(base, 'base');
  assertFinite(cand, 'cand');
  let wins = 0;
  let ties = 0;
  let losses = 0;
  for (let i = 0; i < base.length; i++) {
    const d = cand[i] - base[i];
    if (Math.abs(d) <= eps) ties++;
    else if (d > 0) wins++;
    else losses++;
  }
  return { wins, ties, losses };
}
