import { latticeEnds } from './lattice-ends.js';

/**
 * The percentile bootstrap interval of a mean, computed instead of drawn, where that is as good as drawing.
 *
 * The interval's ends are quantiles of one fully known distribution: the mean of n draws with replacement from the
 * slice's n differences. Resampling estimates them with Monte Carlo error; for a large slice the saddlepoint
 * approximation (Lugannani–Rice, applied to the differences' empirical cumulant generating function, as Davison and
 * Hinkley proposed for resampling in 1988) computes them to far less than that error, in O(n) per end instead of
 * O(n·B), and differences that move in whole steps get the exact distribution (compare/lattice-ends.ts).
 * bench/bootstrap-ends.mjs measures how close: against the exact resampling distribution (by FFT), over shapes of
 * differences that IR measures produce; see docs/statistics.md.
 */

/**
 * Fewest non-zero differences a column needs before its ends are computed. Below it the resampled mean is lumpy (a few
 * queries decide it) and the ends are drawn. Chosen from bench/bootstrap-ends.mjs: from 100 non-zero differences on,
 * over its shapes, a computed end lies within 0.019 standard errors of the exact one (two clusters of values; 0.002
 * for the other shapes, 0.0001 from 500), where the full run of 10⁴ resamples lies a median 0.02 se from it.
 */
export const COMPUTED_MIN_NONZERO = 100;

/**
 * On a lattice (P@k, Judged@k and success move in whole steps) the exact end is an atom. It is computed exactly
 * (compare/lattice-ends.ts) unless the steps are so fine that the transform would be large; then the saddlepoint's end,
 * snapped to an atom, is that atom or, at a boundary, the next — fine only while an atom is at most 0.03 se, about the
 * full run's median Monte Carlo error.
 */
export const SADDLEPOINT_MAX_ATOM = 0.03;

/**
 * The [lower, upper] quantiles of the bootstrap distribution of the mean of `d`, or null when `d` has too few non-zero
 * values to compute them (draw them instead) or the computation does not converge. `lower` and `upper` are
 * probabilities in (0, 0.5) and (0.5, 1). `minNonzero` lowers the size rule only for bench/bootstrap-ends.mjs, which
 * measures the error below it.
 */
export function computedEnds(
  d: Float64Array,
  lower: number,
  upper: number,
  minNonzero = COMPUTED_MIN_NONZERO,
): [number, number] | null {
  const n = d.length;
  let m = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    if (d[i] !== 0) {
      m++;
      sum += d[i];
    }
  }
  if (m < Math.max(minNonzero, 2) || !(lower > 0 && lower < 0.5 && upper > 0.5 && upper < 1)) return null;
  const mean = sum / n;
  // Centred values: the non-zero differences one by one, the zeros as one value with a weight.
  const y = new Float64Array(m);
  let k = 0;
  let variance = (n - m) * mean * mean;
  for (let i = 0; i < n; i++) {
    if (d[i] !== 0) {
      const v = d[i] - mean;
      y[k++] = v;
      variance += v * v;
    }
  }
  variance /= n;
  if (!(variance > 0)) return null;
  const span = latticeSpan(d);
  if (span > 0) {
    const exact = latticeEnds(d, span, lower, upper);
    if (exact !== null || span / Math.sqrt(n * variance) > SADDLEPOINT_MAX_ATOM) return exact;
  }
  const cgf = new EmpiricalCgf(y, -mean, n - m, n);
  const lo = cgf.quantile(lower, variance);
  const hi = cgf.quantile(upper, variance);
  if (lo === null || hi === null) return null;
  return [onLattice(mean + lo, span, n), onLattice(mean + hi, span, n)];
}

/**
 * Where every difference is a multiple of one step δ (P@k and Judged@k move by tenths, success by whole units), the
 * resampled mean takes only multiples of δ/n, and the full bootstrap's quantile is one of them: the smallest atom a
 * with P(sum ≤ a) ≥ q. The saddlepoint's smooth distribution function, read half a step above each atom (the usual
 * continuity correction), reaches q at the smooth quantile s; so the atom is the smallest multiple of δ at or above
 * s − δ/2. Without this the computed end would fall between atoms, up to a step from the bootstrap's.
 */
function onLattice(meanQuantile: number, span: number, n: number): number {
  if (span === 0) return meanQuantile;
  const k = Math.ceil((meanQuantile * n) / span - 0.5 - 1e-9);
  return (k * span) / n;
}

/**
 * The step δ every value of `d` is a multiple of (within floating-point error), or 0 when there is none among the
 * first few divisors of the smallest non-zero magnitude, or when the values take too many distinct magnitudes for a
 * lattice to be coarse enough to matter.
 */
export function latticeSpan(d: Float64Array): number {
  const mags: number[] = [];
  for (let i = 0; i < d.length; i++) {
    const a = Math.abs(d[i]);
    if (a === 0 || mags.includes(a)) continue;
    if (mags.length === 64) return 0;
    mags.push(a);
  }
  if (mags.length === 0) return 0;
  const smallest = Math.min(...mags);
  for (let j = 1; j <= 24; j++) {
    const step = smallest / j;
    if (mags.every((a) => Math.abs(a / step - Math.round(a / step)) < 1e-7)) return step;
  }
  return 0;
}

/**
 * K(t) = log((1/n)·Σ exp(t·yᵢ)) of centred values (so K(0) = 0 and K′(0) = 0) and its first two derivatives, with
 * `zeroValue` standing for `zeroWeight` equal values. The mean of n draws has cumulant generating function n·K(t/n).
 */
class EmpiricalCgf {
  k = 0;
  k1 = 0;
  k2 = 0;
  constructor(
    private readonly y: Float64Array,
    private readonly zeroValue: number,
    private readonly zeroWeight: number,
    private readonly n: number,
  ) {}

  /** Sets k, k1, k2 at t; the exponent is shifted by its largest term so no exp overflows. */
  at(t: number): void {
    const { y, zeroValue, zeroWeight } = this;
    let top = zeroWeight > 0 ? t * zeroValue : Number.NEGATIVE_INFINITY;
    for (let i = 0; i < y.length; i++) if (t * y[i] > top) top = t * y[i];
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    if (zeroWeight > 0) {
      const e = zeroWeight * Math.exp(t * zeroValue - top);
      s0 = e;
      s1 = e * zeroValue;
      s2 = e * zeroValue * zeroValue;
    }
    for (let i = 0; i < y.length; i++) {
      const v = y[i];
      const e = Math.exp(t * v - top);
      s0 += e;
      s1 += e * v;
      s2 += e * v * v;
    }
    this.k = top + Math.log(s0 / this.n);
    this.k1 = s1 / s0;
    this.k2 = s2 / s0 - this.k1 * this.k1;
  }

  /**
   * Lugannani–Rice: P(mean of n draws ≤ K′(t)) ≈ Φ(w) + φ(w)·(1/w − 1/u), w = sign(t)·√(2n(t·K′ − K)), u = t·√(n·K″).
   * Not defined at t = 0 (the centre), which no quantile here asks for.
   */
  cdf(t: number): number {
    this.at(t);
    const n = this.n;
    const r = t * this.k1 - this.k;
    const w = Math.sign(t) * Math.sqrt(2 * n * Math.max(r, 0));
    const u = t * Math.sqrt(n * this.k2);
    if (w === 0 || !(u !== 0)) return Number.NaN;
    return normalCdf(w) + normalDensity(w) * (1 / w - 1 / u);
  }

  /**
   * The centred mean's q-quantile: the t with cdf(t) = q, bracketed from the normal approximation's t and closed by
   * regula falsi (Illinois), then K′(t). Null if it fails to bracket or converge (the caller then draws).
   */
  quantile(q: number, variance: number): number | null {
    const z = normalQuantile(q);
    const t0 = z / Math.sqrt(this.n * variance);
    // Far end: twice the normal's t, pushed outward until the cdf lies beyond q; near end: toward 0 until it lies short.
    let far = 2 * t0;
    let fFar = this.cdf(far) - q;
    for (let i = 0; i < 60 && Number.isFinite(fFar) && Math.sign(fFar) !== Math.sign(z); i++) {
      far *= 2;
      fFar = this.cdf(far) - q;
    }
    let near = t0 / 4;
    let fNear = this.cdf(near) - q;
    for (let i = 0; i < 60 && Number.isFinite(fNear) && Math.sign(fNear) === Math.sign(z); i++) {
      near /= 4;
      fNear = this.cdf(near) - q;
    }
    if (!Number.isFinite(fFar) || !Number.isFinite(fNear) || Math.sign(fFar) === Math.sign(fNear)) return null;
    let a = far;
    let fa = fFar;
    let b = near;
    let fb = fNear;
    let side = 0;
    for (let i = 0; i < 200; i++) {
      const c = (a * fb - b * fa) / (fb - fa);
      const fc = this.cdf(c) - q;
      if (!Number.isFinite(fc)) return null;
      if (Math.abs(fc) < 1e-13 || Math.abs(b - a) <= 1e-15 * Math.abs(c)) {
        this.at(c);
        return this.k1;
      }
      if (Math.sign(fc) === Math.sign(fb)) {
        b = c;
        fb = fc;
        if (side === -1) fa /= 2;
        side = -1;
      } else {
        a = c;
        fa = fc;
        if (side === 1) fb /= 2;
        side = 1;
      }
    }
    return null;
  }
}

const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);

function normalDensity(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/**
 * Φ(x) to about 1e-15 relative: the series Φ(x) = ½ + φ(x)·(x + x³/3 + x⁵/(3·5) + …) in the middle, the continued
 * fraction of Mills' ratio in the tails (where the series would lose digits to cancellation).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < -3) return millsTail(-x);
  if (x > 3) return 1 - millsTail(x);
  let term = x;
  let s = x;
  const x2 = x * x;
  for (let k = 3; k < 400; k += 2) {
    term *= x2 / k;
    s += term;
    if (Math.abs(term) < 1e-17 * Math.abs(s)) break;
  }
  return 0.5 + normalDensity(x) * s;
}

/** 1 − Φ(x) for x > 0 as φ(x)·R(x), Mills' ratio R(x) = 1/(x + 1/(x + 2/(x + 3/(x + …)))) by modified Lentz. */
function millsTail(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let dd = 0;
  for (let k = 1; k < 500; k++) {
    dd = x + k * dd;
    dd = dd === 0 ? tiny : 1 / dd;
    c = x + k / c;
    if (c === 0) c = tiny;
    const delta = c * dd;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return normalDensity(x) / f;
}

/** Φ⁻¹(p) by bisection on normalCdf (only the starting point of a search needs it; 80 halvings make it exact anyway). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return Number.NaN;
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
