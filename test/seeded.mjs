/**
 * mulberry32: a seeded 32-bit generator of floats in [0, 1), so generated cases and data are the same on every machine
 * and every run. The one copy for the tests, the golden-file generator and the benchmarks (plain JS so that the
 * generators, run by Node directly, can import it; types in seeded.d.mts).
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One of `xs`, drawn with the generator `r` (mulberry32).
 * @template T
 * @param {() => number} r
 * @param {readonly T[]} xs
 * @returns {T}
 */
export function pick(r, xs) {
  return xs[Math.floor(r() * xs.length)];
}
