// Student's t distribution: its CDF through the regularized incomplete beta function, and its quantile by inverting
// that CDF. Written here rather than taken from a package so the numbers are the same on every platform and version.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: relative error below 1e-15 over the range used here). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * The regularized incomplete beta function I_x(a, b), by its continued fraction (modified Lentz), evaluated on the
 * side of x where it converges fast and reflected by I_x(a, b) = 1 − I_{1−x}(b, a) on the other.
 */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`incompleteBeta needs a, b > 0, got ${a}, ${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`incompleteBeta needs 0 <= x <= 1, got ${x}`);
  if (x === 0 || x === 1) return x;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  const TINY = 1e-300;
  const EPS = 1e-15;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return h;
}

/** P(T > t) for Student's t with `df` degrees of freedom (df > 0); exact at ±Infinity. */
export function tUpper(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`the t distribution needs df > 0, got ${df}`);
  if (Number.isNaN(t)) throw new RangeError('tUpper of NaN');
  if (t === Infinity) return 0;
  if (t === -Infinity) return 1;
  // P(|T| > |t|) = I_{df/(df+t²)}(df/2, 1/2).
  const tail = incompleteBeta(df / (df + t * t), df / 2, 0.5) / 2;
  return t >= 0 ? tail : 1 - tail;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function tCdf(t: number, df: number): number {
  return 1 - tUpper(t, df);
}

/** The t with P(T ≤ t) = p (0 < p < 1). */
export function tQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`tQuantile needs 0 < p < 1, got ${p}`);
  return p < 0.5 ? -tUpperQuantile(p, df) : tUpperQuantile(1 - p, df);
}

/**
 * The t with P(T > t) = q (0 < q < 1): bisection on the upper tail, to the last bits of a double. Taking the tail
 * itself keeps a tiny q (a family's corrected level) exact where 1 − q would round to 1.
 */
export function tUpperQuantile(q: number, df: number): number {
  if (!(q > 0 && q < 1)) throw new RangeError(`tUpperQuantile needs 0 < q < 1, got ${q}`);
  if (q === 0.5) return 0;
  if (q > 0.5) return -tUpperQuantile(1 - q, df);
  let lo = 0;
  let hi = 1;
  while (tUpper(hi, df) > q) {
    lo = hi;
    hi *= 2;
    if (hi > 1e300) return Infinity;
  }
  for (let i = 0; i < 2000 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tUpper(mid, df) > q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
