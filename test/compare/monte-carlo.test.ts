// The statistics' WebAssembly loops (src/compare/monte-carlo.c) against the same statistics without them
// (RANKGATE_WASM=0, every loop in JavaScript): the family test's every output and the bootstrap's intervals must be the
// same doubles, to the bit, on families and columns built to reach every path of the loops (atoms of one query and of
// several, pairs summed directly, tie-order versions, exact enumeration, draws past one chunk, unmoved rows, one
// column and many). That the committed module is what its C makes: test/wasm-modules.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { familyTest, type FamilyInput, type FamilyPair } from '../../src/compare/family.js';
import { wasmLoopsRun } from '../../src/compare/monte-carlo.js';
import { pairedBootstrapCIs, pairedRandomizationTest } from '../../src/compare/stats.js';
import { mulberry32 } from '../seeded.mjs';

afterEach(() => {
  delete process.env.RANKGATE_WASM;
});

/** A value as its bits (so -0 and 0 differ, and Infinity and NaN compare), recursively through arrays and objects. */
function bits(v: unknown): unknown {
  if (v instanceof Float64Array) return Array.from(new BigUint64Array(Float64Array.from(v).buffer), String);
  if (typeof v === 'number') return bits(Float64Array.of(v))!;
  if (ArrayBuffer.isView(v)) return Array.from(v as Uint8Array);
  if (Array.isArray(v)) return v.map(bits);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bits(x)]));
  return v;
}

/** The same call in JavaScript and with the module; the module must have run, and both must agree to the bit. */
function bothWays<T>(f: () => T): T {
  process.env.RANKGATE_WASM = '0';
  const before = wasmLoopsRun();
  const js = f();
  expect(wasmLoopsRun()).toBe(before);
  process.env.RANKGATE_WASM = '1';
  const wasm = f();
  expect(wasmLoopsRun()).toBeGreaterThan(before);
  expect(bits(wasm)).toEqual(bits(js));
  return wasm;
}

/**
 * A family over `nq` queries: slices of a few crossed dimensions plus `all` for each of `measures` measures (pairs of
 * one measure share their differences, so they group into atoms; another measure's pairs form another group), some
 * pairs of a third kind whose differences disagree with every other pair (summed directly), and `versions` versions
 * that change a few values. Differences are drawn from IR-like shapes, with zeros.
 */
function family(seed: number, nq: number, opts: { measures: number; versions: number; dims: number[] }): FamilyPair[] {
  const rnd = mulberry32(seed);
  const value = () => {
    const r = rnd();
    if (r < 0.35) return 0;
    if (r < 0.5) return Math.round((rnd() - 0.5) * 10) / 10;
    if (r < 0.6) return rnd() < 0.5 ? 1 / (1 + Math.floor(rnd() * 10)) : -1 / (1 + Math.floor(rnd() * 10));
    return (rnd() - 0.45) * (rnd() < 0.1 ? 3 : 0.4);
  };
  const labels = opts.dims.map((values) => Array.from({ length: nq }, () => Math.floor(rnd() * values)));
  const slices: Int32Array[] = [Int32Array.from({ length: nq }, (_, q) => q)];
  opts.dims.forEach((values, d) => {
    for (let v = 0; v < values; v++) {
      const members = labels[d].flatMap((l, q) => (l === v ? [q] : []));
      if (members.length > 0) slices.push(Int32Array.from(members));
    }
  });
  const pairs: FamilyPair[] = [];
  for (let m = 0; m < opts.measures + 1; m++) {
    const base = Float64Array.from({ length: nq }, value);
    // The last "measure" gives every pair its own differences: no two agree, so each is summed member by member.
    const own = m === opts.measures;
    for (const members of own ? slices.slice(0, 3) : slices) {
      const v0 = Float64Array.from(members, (q) => (own ? value() : base[q]));
      const values = [v0];
      for (let v = 1; v < opts.versions; v++) {
        const changed = Float64Array.from(v0);
        for (let i = 0; i < changed.length; i++) if (rnd() < 0.08) changed[i] = value();
        values.push(changed);
      }
      pairs.push({ members, values });
    }
  }
  return pairs;
}

function run(pairs: FamilyPair[], extra: Partial<FamilyInput>) {
  return familyTest({
    pairs,
    test: 'randomization',
    alpha: 0.05,
    correction: 'westfall-young',
    iterations: 2500,
    seed: 11,
    ...extra,
  });
}

describe('the family test in WebAssembly', () => {
  it('gives every output of the JavaScript loop, to the bit, on crossed slices over 300 queries', () => {
    const pairs = family(1, 300, { measures: 2, versions: 3, dims: [5, 3, 40] });
    const thresholds = [
      Float64Array.from(pairs, (_, i) => (i % 3 === 0 ? Infinity : 0.01 * (i % 5))),
      Float64Array.from(pairs, () => 0.02),
    ];
    // 2,501 draws: two full chunks of the module's 1,024 and part of a third.
    const r = bothWays(() => run(pairs, { thresholds }));
    expect(r.exact).toBe(false);
    expect(r.draws).toBe(2501);
  });

  it('on a single pair, on pairs with no difference, with moved queries that differ nowhere, and under Holm', () => {
    const pairs = family(2, 120, { measures: 1, versions: 2, dims: [4] });
    pairs.push({ members: Int32Array.of(0, 1, 2), values: [new Float64Array(3), new Float64Array(3)] });
    const moved = Uint8Array.from({ length: 120 }, (_, q) => (q % 7 === 0 ? 1 : 0));
    bothWays(() => run(pairs, { moved }));
    bothWays(() => run(pairs.slice(0, 1), { iterations: 999 }));
    bothWays(() => run(pairs, { correction: 'holm', test: 'randomization' }));
  });

  it('enumerates every sign pattern when at most 16 queries moved, as the JavaScript does', () => {
    const pairs = family(3, 14, { measures: 2, versions: 2, dims: [2, 3] });
    const r = bothWays(() => run(pairs, {}));
    expect(r.exact).toBe(true);
    expect(r.draws).toBe(2 ** 14);
  });

  it('matches on many seeds and shapes', () => {
    for (let seed = 10; seed < 22; seed++) {
      const rnd = mulberry32(seed);
      const nq = 17 + Math.floor(rnd() * 400);
      const pairs = family(seed, nq, {
        measures: 1 + Math.floor(rnd() * 3),
        versions: 1 + Math.floor(rnd() * 3),
        dims: [2 + Math.floor(rnd() * 5), 1 + Math.floor(rnd() * 60)],
      });
      const iterations = 300 + Math.floor(rnd() * 1500);
      bothWays(() => run(pairs, { iterations, seed }));
    }
  });
});

describe('the bootstrap in WebAssembly', () => {
  const column = (rnd: () => number, n: number, zeros: number) =>
    Float64Array.from({ length: n }, () => (rnd() < zeros ? 0 : (rnd() - 0.45) * (rnd() < 0.1 ? 2 : 0.3)));

  it("gives the JavaScript loop's intervals, to the bit, for one to seven columns with and without unmoved rows", () => {
    const rnd = mulberry32(5);
    for (const k of [1, 2, 3, 4, 5, 6, 7]) {
      for (const zeros of [0, 0.4, 0.95]) {
        const n = 20 + Math.floor(rnd() * 300);
        const columns = Array.from({ length: k }, () => column(rnd, n, zeros));
        const moved = Uint8Array.from({ length: n }, () => (rnd() < 0.1 ? 1 : 0));
        bothWays(() => pairedBootstrapCIs(columns, { iterations: 3000, seed: k * 100 + n }));
        bothWays(() => pairedBootstrapCIs(columns, { iterations: 2000, seed: k, moved }));
      }
    }
  });

  it('reads the same ends where the means take few values (a slice of three queries, a measure in tenths)', () => {
    const rnd = mulberry32(12);
    for (const n of [1, 2, 3, 5, 8]) {
      const tenths = Float64Array.from({ length: n }, () => Math.round((rnd() - 0.5) * 10) / 10);
      const mixed = Float64Array.from({ length: n }, () => (rnd() < 0.5 ? 0 : rnd() - 0.5));
      bothWays(() => pairedBootstrapCIs([tenths], { iterations: 10_000, seed: n }));
      bothWays(() => pairedBootstrapCIs([tenths, mixed], { iterations: 9_999, seed: n, alpha: 0.2 }));
      bothWays(() => pairedBootstrapCIs([mixed], { iterations: 1, seed: n }));
    }
  });

  it('on one column without a mask (every row drawn), on columns of zeros, and with every row moved', () => {
    const rnd = mulberry32(6);
    const one = column(rnd, 97, 0.3);
    bothWays(() => pairedBootstrapCIs([one], { iterations: 4000, seed: 3 }));
    bothWays(() => pairedBootstrapCIs([one], { iterations: 4000, seed: 3, alpha: 0.1 }));
    const zeros = [new Float64Array(50), new Float64Array(50)];
    expect(bothWays(() => pairedBootstrapCIs(zeros, { iterations: 500, seed: 1, moved: new Uint8Array(50) }))).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const all = new Uint8Array(60).fill(1);
    const two = [column(rnd, 60, 0.5), column(rnd, 60, 0.5)];
    bothWays(() => pairedBootstrapCIs(two, { iterations: 800, seed: 2, moved: all }));
  });
});

describe("the sign-flip test's rounds in WebAssembly", () => {
  it("give the JavaScript rounds' p, to the bit, drawn in full or stopped at a look, for any count of tables", () => {
    const rnd = mulberry32(8);
    const stops: number[] = [];
    for (const m of [21, 33, 40, 64, 65, 97, 250, 1000]) {
      for (const shift of [0, 0.02, 0.3]) {
        // m non-zero differences (more than the exact enumeration takes) among some zeros, centred near `shift`.
        const d = Float64Array.from({ length: m + 13 }, (_, i) => (i < 13 ? 0 : rnd() - 0.5 + shift));
        for (const stopAt of [null, 0.05]) {
          const p = bothWays(() => pairedRandomizationTest(d, { iterations: 10_000, seed: m, stopAt }));
          if (stopAt !== null) stops.push(p);
        }
      }
    }
    // Some of those stopped early (a p from fewer than all draws has a denominator other than 10,001).
    expect(stops.some((p) => Math.abs(p * 10_001 - Math.round(p * 10_001)) > 1e-6)).toBe(true);
  });
});

describe('the bootstrap past 2^21 moved rows', () => {
  it('draws its indices as the JavaScript does (in doubles, where the integer shortcut would not be exact)', () => {
    const rnd = mulberry32(9);
    const n = (1 << 21) + 4321;
    const big = Float64Array.from({ length: n }, () => (rnd() < 0.2 ? 0 : rnd() - 0.5));
    const moved = new Uint8Array(n).fill(1);
    bothWays(() => pairedBootstrapCIs([big], { iterations: 3, seed: 4, moved }));
    bothWays(() => pairedBootstrapCIs([big, big, big, big, big], { iterations: 2, seed: 5, moved }));
  });
});
