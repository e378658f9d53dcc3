// What a gated slice can resolve: the minimum detectable effect (MDE) and the queries a threshold needs.
//
// A fail needs two things: the observed drop beyond the fail threshold τ, and the drop significant (T = -Σd / sqrt(Σd²)
// at least a critical value c). For a true mean drop δ with per-query sd σ over n queries, the observed drop is about
// N(δ, σ²/n) and the test's scale sqrt(Σd²)/n about sqrt((σ² + δ²)/n); both conditions are "the observed drop exceeds
// a value", so the gate fails with probability Φ((δ − max(τ, c·sqrt((σ² + δ²)/n))) · √n / σ). Two consequences:
// - at δ = τ that is at most 50% whatever n: no slice catches a drop of exactly its threshold with 80% power, and on a
//   large slice (c·se far below τ) the gate fails whenever the observed drop exceeds τ;
// - the MDE, the δ at which the gate fails with the contract's power, is the larger of τ + z·σ/√n (the threshold's own
//   noise floor) and the plain test's MDE at c (the δ solving δ·√n − c·sqrt(σ² + δ²) = z·σ).
// c is the family's simultaneous critical value (unconditional, single step): at least the one the decision applies,
// so the MDE errs on the side of a larger drop. Normal approximations of a permutation test: good at the slice sizes
// gates use (n ≥ 10), and stated as such in the report.

/** Standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
    2.506628277459239,
  ];
  const b = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
  ];
  const c = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    );
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/** Sample standard deviation (n - 1); 0 for fewer than two values. */
export function sampleSd(d: ArrayLike<number>): number {
  const n = d.length;
  if (n < 2) return 0;
  let m = 0;
  for (let i = 0; i < n; i++) m += d[i];
  m /= n;
  let s = 0;
  for (let i = 0; i < n; i++) s += (d[i] - m) ** 2;
  return Math.sqrt(s / (n - 1));
}

export interface PowerFacts {
  /**
   * The true drop at which the gate fails with the given power: max(threshold + z·sd/√n, the plain test's MDE); the
   * plain test's MDE alone without a threshold. null when no drop can be detected (c unreachable) or sd = 0.
   */
  mde: number | null;
  /**
   * Queries at which the plain test's MDE reaches the threshold, so that significance stops limiting the gate (it then
   * fails a true drop of the threshold about half the time, and one of threshold + z·sd/√n with the given power); null
   * when it already does or there is no variance.
   */
  queriesNeeded: number | null;
  /** The plain test's MDE exceeds the threshold (or no drop of any size could be detected): significance, not the threshold, decides what the slice can catch. */
  underpowered: boolean;
}

/**
 * Power facts of a slice of `n` queries whose per-query differences have sd `sd`, against the simultaneous critical
 * value `c`, at `power`; against the fail threshold `threshold` (an absolute drop; null: no fail threshold).
 */
export function powerFacts(n: number, sd: number, c: number, power: number, threshold: number | null): PowerFacts {
  const z = normalQuantile(power);
  // T is at most sqrt(n) (every query moved the same way), so a critical value beyond it is never reached.
  const reachable = Number.isFinite(c) && Math.sqrt(n) > c;
  if (sd === 0) {
    // No paired variance to judge by: nothing to say about power beyond whether significance is reachable at all.
    return { mde: null, queriesNeeded: null, underpowered: !reachable };
  }
  const needed = (tau: number): number | null => {
    if (!(tau > 0) || !Number.isFinite(c)) return null;
    const root = (z * sd + Math.max(c, 0) * Math.sqrt(sd * sd + tau * tau)) / tau;
    return Math.ceil(root * root);
  };
  if (!reachable) {
    const q = threshold !== null ? needed(threshold) : null;
    return { mde: null, queriesNeeded: q, underpowered: true };
  }
  const plain = plainMde(n, sd, c, z);
  const mde = threshold !== null ? Math.max(threshold + (z * sd) / Math.sqrt(n), plain) : plain;
  const underpowered = threshold !== null && plain > threshold;
  return { mde, queriesNeeded: underpowered ? needed(threshold!) : null, underpowered };
}

/** The δ at which the plain one-sided test at critical value c has power Φ(z): δ·√n − c·sqrt(sd² + δ²) = z·sd. */
function plainMde(n: number, sd: number, c: number, z: number): number {
  const gap = (delta: number) => delta * Math.sqrt(n) - c * Math.sqrt(sd * sd + delta * delta) - z * sd;
  // gap is increasing in delta when sqrt(n) > c and tends to +Infinity: bracket, then bisect.
  let lo = 0;
  let hi = sd;
  while (gap(hi) < 0) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) < 0) lo = mid;
    else hi = mid;
  }
  return hi;
}
