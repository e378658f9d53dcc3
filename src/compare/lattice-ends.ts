/**
 * The exact percentile bootstrap ends of differences that all move in whole steps of one size δ (P@k and Judged@k in
 * tenths, success in units). The resampled sum is then a sum of n integers (in steps), and its distribution is the
 * n-th convolution power of one draw's: by FFT, the one-draw transform raised to the n-th power. Coarse steps are where
 * the saddlepoint is weakest (its smooth quantile must pick an atom), and exactly where this is cheapest: the window
 * holding the sum's distribution is a few hundred to a few thousand steps wide.
 */

/** Transform sizes beyond this are left to the saddlepoint (a step that fine hardly matters). */
const MAX_WINDOW = 1 << 16;

/**
 * The [lower, upper] quantiles of the bootstrap distribution of the mean of `d`, every value a multiple of `span`: each
 * the smallest atom whose distribution function reaches the probability (the limit of the sampled type-7 quantile as
 * resamples grow). Null when the window would exceed MAX_WINDOW.
 */
export function latticeEnds(d: Float64Array, span: number, lower: number, upper: number): [number, number] | null {
  const n = d.length;
  const units = new Int32Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    units[i] = Math.round(d[i] / span);
    sum += units[i];
  }
  const centre = Math.round(sum / n);
  let ss = 0;
  let reach = 0;
  for (let i = 0; i < n; i++) {
    const u = units[i] - centre;
    ss += (units[i] - sum / n) ** 2;
    if (Math.abs(u) > reach) reach = Math.abs(u);
  }
  // Bernstein: the sum lies farther than h steps from its mean with probability below exp(−h² / (2(σ² + reach·h/3))),
  // σ² = ss its variance; h is chosen to make that below 1e-20, so the wrapped-around mass is nothing a quantile sees.
  const c = 46 * (reach / 3);
  const h = (c + Math.sqrt(c * c + 4 * 46 * ss)) / 2 + 1;
  let size = 64;
  while (size < 2 * h + 2) size *= 2;
  if (size > MAX_WINDOW) return null;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < n; i++) re[(((units[i] - centre) % size) + size) % size] += 1 / n;
  fft(re, im, -1);
  for (let j = 0; j < size; j++) {
    const mod = Math.hypot(re[j], im[j]);
    const arg = Math.atan2(im[j], re[j]);
    const r = mod === 0 ? 0 : Math.exp(n * Math.log(mod));
    re[j] = r * Math.cos(n * arg);
    im[j] = r * Math.sin(n * arg);
  }
  fft(re, im, 1);
  // The centred sum S − n·centre has mean sum − n·centre (within n/2 steps of 0); read the window around it.
  const mid = Math.round(sum - n * centre);
  const start = mid - size / 2;
  const out: number[] = [];
  const targets = [lower, upper];
  let acc = 0;
  for (let k = 0; k < size && out.length < 2; k++) {
    const v = start + k;
    acc += re[((v % size) + size) % size] / size;
    while (out.length < 2 && acc >= targets[out.length] - 1e-12) out.push(((v + n * centre) * span) / n);
  }
  return out.length === 2 ? [out[0], out[1]] : null;
}

/** In-place radix-2 complex FFT; sign −1 forward, +1 inverse (unscaled). */
function fft(re: Float64Array, im: Float64Array, sign: number): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i];
      re[i] = re[j];
      re[j] = tr;
      const ti = im[i];
      im[i] = im[j];
      im[j] = ti;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (sign * 2 * Math.PI) / len;
    const half = len >> 1;
    for (let k = 0; k < half; k++) {
      // Twiddles from the angle directly, not by repeated multiplication, so rounding does not build up.
      const wr = Math.cos(ang * k);
      const wi = Math.sin(ang * k);
      for (let i = k; i < n; i += len) {
        const b = i + half;
        const xr = re[b] * wr - im[b] * wi;
        const xi = re[b] * wi + im[b] * wr;
        re[b] = re[i] - xr;
        im[b] = im[i] - xi;
        re[i] += xr;
        im[i] += xi;
      }
    }
  }
}
