// The statistics' longest loops in WebAssembly (monte-carlo.c): the family test's draws (family.ts drawStatistics)
// and its step-down (stepInto), each pair's draws in order with their p-values (tests/randomization.ts), the
// bootstrap's rounds and its interval's ends (stats.ts resampledMeans, select.ts quantilesType7), and the sign-flip
// test's rounds (stats.ts countRounds). Loaded once per thread on first use. Where WebAssembly is missing (node
// --jitless) or refused, where a layout would pass 1 GiB, or where RANKGATE_WASM=0 asks for JavaScript (tests compare
// the two), the loops run in JavaScript, which gives the same doubles: the module is a faster way, never a different
// one.
import { MONTE_CARLO_WASM } from './monte-carlo-wasm.js';
import type { AtomPlan, Fill, RestrictedDraws } from './family.js';
import { SAMPLE as QUANTILE_SAMPLE, type7Rank } from './select.js';

interface Exports {
  memory: WebAssembly.Memory;
  heapStart(): number;
  reserve(bytes: number): number;
  draw(desc: number, from: number, count: number): void;
  resample(
    rows: number,
    m: number,
    k: number,
    n: number,
    st: number,
    cdf: number,
    cdfLast: number,
    ix: number,
    means: number,
    rounds: number,
  ): void;
  step(
    q: number,
    t: number,
    p: number,
    n: number,
    perDrop: number,
    threshold: number,
    below: number,
    bound: number,
    out: number,
    tally: number,
  ): number;
  signRounds(t: number, groups: number, st: number, n: number, threshold: number, rounds: number): number;
  quantilePair(
    v: number,
    n: number,
    kLo: number,
    fLo: number,
    kHi: number,
    fHi: number,
    out: number,
    scratch: number,
  ): void;
  rankShares(
    x: number,
    n: number,
    sorted: number,
    p: number,
    keys: number,
    spareKeys: number,
    order: number,
    spareOrder: number,
    count: number,
  ): void;
}

/** Draws per call: each fill's outputs for this many draws are held in the module's memory, then copied out. */
const CHUNK = 1024;

// The words of the descriptor, a group, a direct pair and a fill (the enums in monte-carlo.c, in the same order).
const DESC_WORDS = 13;
const GROUP_WORDS = 15;
const DIRECT_WORDS = 4;
const FILL_WORDS = 6;

let loaded: Exports | null | undefined;

/** Loops the module has run in this thread (tests check that the module, not the JavaScript, ran). */
let served = 0;

export function wasmLoopsRun(): number {
  return served;
}

/** The module, or null when JavaScript is to run the loops. */
function instance(): Exports | null {
  if (process.env.RANKGATE_WASM === '0') return null;
  if (loaded === undefined) loaded = load();
  return loaded;
}

function load(): Exports | null {
  const wa = (globalThis as { WebAssembly?: typeof WebAssembly }).WebAssembly;
  if (!wa) return null;
  try {
    return new wa.Instance(new wa.Module(Buffer.from(MONTE_CARLO_WASM, 'base64')), {}).exports as unknown as Exports;
  } catch {
    return null;
  }
}

/** The most memory a layout may ask of the module: beyond it (draws in the millions), JavaScript runs the loop. */
const MOST_BYTES = 2 ** 30;

/** Where each array goes in the module's memory, from heapStart, 8-byte aligned. */
class Layout {
  size = 0;
  readonly copies: { from: Int32Array | Float64Array; at: number }[] = [];
  constructor(readonly base: number) {}
  /** Room for `bytes`; its address. */
  room(bytes: number): number {
    const at = this.base + this.size;
    this.size += Math.ceil(bytes / 8) * 8;
    return at;
  }
  /** Room for a copy of `a`, made once the memory is reserved; its address. */
  copy(a: Int32Array | Float64Array): number {
    const at = this.room(a.byteLength);
    this.copies.push({ from: a, at });
    return at;
  }
  /** Grows the module's memory to hold the layout and makes the copies; its buffer, or null when it cannot grow. */
  place(x: Exports): ArrayBuffer | null {
    if (this.size > MOST_BYTES || !x.reserve(this.size)) return null;
    const buf = x.memory.buffer;
    for (const c of this.copies) {
      if (c.from instanceof Int32Array) new Int32Array(buf, c.at, c.from.length).set(c.from);
      else new Float64Array(buf, c.at, c.from.length).set(c.from);
    }
    return buf;
  }
}

/**
 * drawStatistics in the module: every draw's T into every fill, and the stream's state left where the JavaScript
 * loop leaves it. False (nothing done) when the module is not to be used or cannot hold the plan: the caller runs the
 * JavaScript loop.
 */
export function drawInWasm(
  N: number,
  exact: boolean,
  bits: Int32Array,
  u: number,
  st: Int32Array,
  atoms: AtomPlan,
  sums: Float64Array,
  fills: readonly Fill[],
): boolean {
  const x = instance();
  if (!x) return false;
  const chunk = Math.min(N, CHUNK);
  const L = new Layout(x.heapStart());
  const desc = new Int32Array(DESC_WORDS);
  const groups = new Int32Array(atoms.groups.length * GROUP_WORDS);
  atoms.groups.forEach((g, i) => {
    groups.set(
      [
        g.pairs.length,
        L.copy(Int32Array.from(g.pairs)),
        g.single.atom.length,
        L.copy(g.single.atom),
        L.copy(g.single.query),
        L.copy(g.single.d),
        g.multiple.atom.length,
        L.copy(g.multiple.atom),
        L.copy(g.multiple.start),
        L.copy(g.multiple.query),
        L.copy(g.multiple.d),
        // Copied, not only room: an atom whose differences are all 0 is never written and must read +0.
        L.copy(g.acc),
        L.copy(g.atomList),
        L.copy(g.atomsFrom),
        L.copy(g.longestFirst),
      ],
      i * GROUP_WORDS,
    );
  });
  const directs = new Int32Array(atoms.direct.length * DIRECT_WORDS);
  atoms.direct.forEach((p, i) => directs.set([p.pair, p.idx.length, L.copy(p.idx), L.copy(p.vals)], i * DIRECT_WORDS));
  const fillWords = new Int32Array(fills.length * FILL_WORDS);
  const outAt = fills.map((f, i) => {
    const out = L.room(chunk * 8);
    const di = f.di ?? new Int32Array(0);
    fillWords.set(
      [out, f.pi, f.di === null ? 0 : 1, L.copy(di), L.copy(f.di === null ? new Float64Array(0) : f.dv), di.length],
      i * FILL_WORDS,
    );
    return out;
  });
  const stAt = L.copy(st);
  desc.set([
    u,
    bits.length,
    exact ? 1 : 0,
    // Room only: every draw writes the words it reads.
    L.room(bits.byteLength),
    stAt,
    L.copy(sums),
    atoms.groups.length,
    L.copy(groups),
    atoms.direct.length,
    L.copy(directs),
    fills.length,
    L.copy(fillWords),
    L.copy(Float64Array.from(fills, (f) => f.norm)),
  ]);
  const descAt = L.copy(desc);
  const buf = L.place(x);
  if (!buf) return false;
  for (let from = 0; from < N; from += chunk) {
    const count = Math.min(chunk, N - from);
    x.draw(descAt, from, count);
    fills.forEach((f, i) => f.out.set(new Float64Array(buf, outAt[i], count), from));
  }
  st.set(new Int32Array(buf, stAt, 4));
  served++;
  return true;
}

/**
 * A bootstrap interval per column, drawn and read in the module: the rounds of stats.ts resampledMeans (the same
 * stream, draws and sums), then the type-7 quantiles at `lower` and `upper` of each column's means, selected where
 * they were drawn (select.ts quantilesType7 finds the same order statistics). `cdf` is the binomial's distribution
 * (needed only when 0 < m < n). Null (nothing done) when the module is not to be used or cannot hold the arrays: the
 * caller draws in JavaScript.
 */
export function bootstrapEndsInWasm(
  rows: Float64Array,
  m: number,
  k: number,
  n: number,
  st: Int32Array,
  cdf: Float64Array | null,
  rounds: number,
  lower: number,
  upper: number,
): [number, number][] | null {
  const x = instance();
  if (!x) return null;
  const L = new Layout(x.heapStart());
  const rowsAt = L.copy(rows.subarray(0, m * k));
  const cdfAt = cdf ? L.copy(cdf) : 0;
  const stAt = L.copy(st);
  const ixAt = L.room(n * 4);
  const meansAt = L.room(k * rounds * 8);
  const outAt = L.room(16);
  // The ends' sample and the two tails' copies (quantilePair).
  const scratchAt = L.room((QUANTILE_SAMPLE + 2 * (rounds + 1)) * 8);
  const buf = L.place(x);
  if (!buf) return null;
  x.resample(rowsAt, m, k, n, stAt, cdfAt, cdf ? cdf.length - 1 : 0, ixAt, meansAt, rounds);
  st.set(new Int32Array(buf, stAt, 4));
  const lo = type7Rank(rounds, lower);
  const hi = type7Rank(rounds, upper);
  const out = new Float64Array(buf, outAt, 2);
  const ends: [number, number][] = [];
  for (let j = 0; j < k; j++) {
    x.quantilePair(meansAt + j * rounds * 8, rounds, lo.k, lo.frac, hi.k, hi.frac, outAt, scratchAt);
    ends.push([out[0], out[1]]);
  }
  served++;
  return ends;
}

/**
 * select.ts quantilesType7 in the module (the selection bootstrapEndsInWasm ends with) on an array of one's own; null
 * when the module is not to be used. The tests hold it to the JavaScript on arrays built to reach each of its ways.
 */
export function quantilesInWasm(values: Float64Array, lower: number, upper: number): [number, number] | null {
  const x = instance();
  if (!x) return null;
  const n = values.length;
  const L = new Layout(x.heapStart());
  const valuesAt = L.copy(values);
  const outAt = L.room(16);
  const scratchAt = L.room((QUANTILE_SAMPLE + 2 * (n + 1)) * 8);
  const buf = L.place(x);
  if (!buf) return null;
  const lo = type7Rank(n, lower);
  const hi = type7Rank(n, upper);
  x.quantilePair(valuesAt, n, lo.k, lo.frac, hi.k, hi.frac, outAt, scratchAt);
  served++;
  const out = new Float64Array(buf, outAt, 2);
  return [out[0], out[1]];
}

/** Westfall–Young's steps over N draws in the module: q held there, each step's draws copied in (family.ts stepInto). */
export interface StepLoop {
  /** Where each step leaves the q at or below its bound (the first `kept`): a view on the module's memory. */
  candidates: Float64Array;
  /** stepInto on the module's q: returns how many were kept, the count below `below` in tally[0]. */
  step(draws: RestrictedDraws, below: number, bound: number, tally: Int32Array): number;
}

/** A step loop over N draws, q starting at Infinity; null when the module is not to be used or cannot hold it. */
export function stepLoopInWasm(N: number): StepLoop | null {
  const x = instance();
  if (!x) return null;
  const L = new Layout(x.heapStart());
  const qAt = L.room(N * 8);
  const tAt = L.room(N * 8);
  const pAt = L.room(N * 8);
  const candAt = L.room(N * 8);
  const tallyAt = L.room(4);
  const buf = L.place(x);
  if (!buf) return null;
  new Float64Array(buf, qAt, N).fill(Infinity);
  const t = new Float64Array(buf, tAt, N);
  const p = new Float64Array(buf, pAt, N);
  const counted = new Int32Array(buf, tallyAt, 1);
  served++;
  return {
    candidates: new Float64Array(buf, candAt, N),
    step(draws, below, bound, tally) {
      t.set(draws.t);
      p.set(draws.p);
      const kept = x.step(qAt, tAt, pAt, N, draws.perDrop, draws.threshold, below, bound, candAt, tallyAt);
      tally[0] = counted[0];
      return kept;
    },
  };
}

/** The sign-flip test's rounds in the module, over tables of signed sums held there (stats.ts countRounds). */
export interface SignRoundLoop {
  /** Draws `rounds` more rounds; how many of them were as extreme as `threshold` (|sum| / n >= threshold). */
  draw(n: number, threshold: number, rounds: number): number;
}

/** A round loop over `tables` (groups of 256 signed sums) drawing from `st`; null when JavaScript is to draw them. */
export function signRoundLoop(tables: Float64Array, groups: number, st: Int32Array): SignRoundLoop | null {
  const x = instance();
  if (!x) return null;
  const L = new Layout(x.heapStart());
  const tAt = L.copy(tables);
  const stAt = L.copy(st);
  const buf = L.place(x);
  if (!buf) return null;
  const state = new Int32Array(buf, stAt, 4);
  served++;
  return {
    draw(n, threshold, rounds) {
      const count = x.signRounds(tAt, groups, stAt, n, threshold, rounds);
      st.set(state);
      return count;
    },
  };
}

/**
 * `x` ascending and each draw's p within it (the share of draws at or above it, less 1e-12), as score/sorted.ts
 * rankedCopy and tests/randomization.ts sharesAtOrAbove make them; null when JavaScript is to make them.
 */
export function rankSharesInWasm(x: Float64Array): { sorted: Float64Array; p: Float64Array } | null {
  const m = instance();
  if (!m) return null;
  const n = x.length;
  const L = new Layout(m.heapStart());
  const xAt = L.copy(x);
  const sortedAt = L.room(n * 8);
  const pAt = L.room(n * 8);
  const keysAt = L.room(n * 8);
  const spareKeysAt = L.room(n * 8);
  const orderAt = L.room(n * 4);
  const spareOrderAt = L.room(n * 4);
  const countAt = L.room(256 * 4);
  const buf = L.place(m);
  if (!buf) return null;
  m.rankShares(xAt, n, sortedAt, pAt, keysAt, spareKeysAt, orderAt, spareOrderAt, countAt);
  served++;
  return { sorted: new Float64Array(buf, sortedAt, n).slice(), p: new Float64Array(buf, pAt, n).slice() };
}
