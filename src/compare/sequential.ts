// When a Monte Carlo p-value may stop drawing early.
//
// A p estimated from N draws, p̂ = (C + 1) / (N + 1), is drawn in order from one seeded stream; after r of the N draws
// with c of them as extreme as observed, the full run's count is C = c + X with X ~ Binomial(N − r, p) for the unknown
// true p. Two Chernoff (Kullback–Leibler) bounds, each failing with probability at most δ′, pin p between L₁ and U₁
// from the r draws made; two more pin X / (N − r) between L₂ and U₂ for any p in that range. So, except with
// probability 4δ′, the full run's p̂ lies in the band [(c + 1 + (N − r)·L₂) / (N + 1), (c + 1 + (N − r)·U₂) / (N + 1)].
// Drawing stops at a look where that band lies within ±STOP_TOLERANCE of the p shown now and wholly on one side of
// alpha: the decision the p feeds is then the full run's, and the number within the tolerance of it. With K looks and
// δ′ = STOP_RISK / (4K), the chance that any look stops wrongly is at most STOP_RISK (a union bound over the looks).
// The draws are the full run's prefix, so a stopped p is exactly the p of its first r draws.

/** The most probability that an early stop's decision at alpha, or its p beyond the tolerance, differs from the full run's. */
export const STOP_RISK = 1e-3;

/** How far a stopped p may lie from the p of the full run (absolute). */
export const STOP_TOLERANCE = 0.01;

/** Looks at N/16, N/8, N/4 and N/2 draws; a look on fewer draws than this is skipped (it could never stop). */
const MIN_LOOK = 200;
const LOOK_FRACTIONS = [16, 8, 4, 2];

/** The draw counts, ascending, after which a sequential p with a cap of `cap` draws checks whether it may stop. */
export function looks(cap: number): number[] {
  return LOOK_FRACTIONS.map((f) => Math.floor(cap / f)).filter((r) => r >= MIN_LOOK);
}

/** ln(1/δ′): every bound is taken at δ′ = STOP_RISK / (4 · the most looks any cap has). */
const LOG_INV_RISK = Math.log((4 * LOOK_FRACTIONS.length) / STOP_RISK);

/** Kullback–Leibler divergence of Bernoulli(q) from Bernoulli(p), with 0·ln 0 = 0. */
function kl(p: number, q: number): number {
  const a = p > 0 ? p * Math.log(p / q) : 0;
  const b = p < 1 ? (1 - p) * Math.log((1 - p) / (1 - q)) : 0;
  return a + b;
}

/**
 * The largest q >= share with n·KL(share ‖ q) <= budget: a true proportion above it would show a share this low or
 * lower with probability below e^-budget (Chernoff). Bisection to 1e-12.
 */
export function upperBound(share: number, n: number, budget: number): number {
  if (share >= 1) return 1;
  let lo = share;
  let hi = 1;
  for (let i = 0; i < 60 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (n * kl(share, mid) <= budget) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The mirror of upperBound: the smallest q <= share with n·KL(share ‖ q) <= budget. */
export function lowerBound(share: number, n: number, budget: number): number {
  return 1 - upperBound(1 - share, n, budget);
}

/**
 * The range that the full run's p̂ = (C + 1) / (N + 1) lies in, given `count` extreme draws among the first `drawn`
 * of `cap`, except with probability 4δ′.
 */
export function fullRunBand(count: number, drawn: number, cap: number): [number, number] {
  const rest = cap - drawn;
  const share = count / drawn;
  const hi = upperBound(upperBound(share, drawn, LOG_INV_RISK), rest, LOG_INV_RISK);
  const lo = lowerBound(lowerBound(share, drawn, LOG_INV_RISK), rest, LOG_INV_RISK);
  return [(count + 1 + rest * lo) / (cap + 1), (count + 1 + rest * hi) / (cap + 1)];
}

/**
 * Whether a Monte Carlo p with `count` extreme draws among the first `drawn` of `cap` may stop: the full run's p is
 * then within STOP_TOLERANCE of (count + 1) / (drawn + 1) and on the same side of alpha (p <= alpha and p < alpha
 * alike), except with probability 4δ′.
 */
export function mayStop(count: number, drawn: number, cap: number, alpha: number): boolean {
  const p = (count + 1) / (drawn + 1);
  const [lo, hi] = fullRunBand(count, drawn, cap);
  if (hi - p > STOP_TOLERANCE || p - lo > STOP_TOLERANCE) return false;
  return (hi < alpha && p < alpha) || (lo > alpha && p > alpha);
}
