// Numbers are parsed from bytes: building a string per field would dominate the cost of a 7M-line run.

export const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
  1e21, 1e22,
];
const STRICT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses a decimal number from `buf[start, end)`; NaN when the text is not a plain finite number
 * ("n/a", "inf", "0x1f", "" are all NaN: never coerced to 0 as C's atof would).
 * Fast path (Clinger): at most 15 significant digits and no exponent, so the integer mantissa and
 * the power of ten are exact doubles and one division is correctly rounded, equal to Number(text).
 */
export function parseNumber(buf: Buffer, start: number, end: number): number {
  let i = start;
  let neg = false;
  const first = buf[i];
  if (first === 45 /* - */ || first === 43 /* + */) {
    neg = first === 45;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let sawDot = false;
  let sawDigit = false;
  for (; i < end; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      sawDigit = true;
      if (mant !== 0 || c !== 48) digits++;
      mant = mant * 10 + (c - 48);
      if (sawDot) frac++;
    } else if (c === 46 && !sawDot) {
      sawDot = true;
    } else {
      break;
    }
  }
  if (i === end && sawDigit && digits <= 15 && frac <= 22) {
    const v = frac === 0 ? mant : mant / POW10[frac];
    return neg ? -v : v;
  }
  const text = buf.toString('latin1', start, end);
  if (!STRICT.test(text)) return NaN;
  const v = Number(text);
  return Number.isFinite(v) ? v : NaN;
}

/**
 * Numbers typed by people (flags, contract values, measure parameters) are read in one notation only: plain decimal,
 * an optional sign, no leading zeros, an optional fraction and exponent. `0x10`, `0b10`, `0o7`, `007` (octal in
 * YAML 1.1), `1_000`, `.5`, `Infinity` and anything beyond a double's range are refused rather than read as
 * something the writer may not have meant.
 */
const DECIMAL = /^[+-]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const WHOLE = /^(?:0|[1-9]\d*)$/;

/** The value of a plain decimal number, or NaN (see DECIMAL). */
export function decimalOrNaN(text: string): number {
  if (!DECIMAL.test(text)) return NaN;
  const v = Number(text);
  return Number.isFinite(v) ? v : NaN;
}

/** The value of a whole number written in plain decimal digits and exactly representable (≤ 2^53 − 1), or NaN. */
export function wholeOrNaN(text: string): number {
  if (!WHOLE.test(text)) return NaN;
  const v = Number(text);
  return Number.isSafeInteger(v) ? v : NaN;
}

/** 2^53: below it every integer is a double, and so is each partial sum of its digits. */
const TWO_53 = 2 ** 53;

/**
 * The double nearest to a decimal a scanner has checked and read: its text buf[start, end) (a sign, digits with at most
 * one point, an optional exponent), whose digits, read as one integer, are `mant` (exact below 2^53), to be scaled by
 * 10^e10 and negated when `neg`. Clinger's fast path first: digits below 2^53 are an exact double (every partial sum
 * was), and so is a power of ten up to 10^22; one division or product of the two is then correctly rounded, the double
 * Number() gives. More digits (Python's repr writes 17) go to decimalFromBytes, which gives the same double; what it
 * leaves (over 19 digits, a power beyond 22, a near-tie) to Number() on the text. A value beyond a double's range
 * comes back infinite, for the caller to leave to its general parser.
 */
export function scaledDecimal(
  buf: Buffer,
  start: number,
  end: number,
  mant: number,
  e10: number,
  neg: boolean,
): number {
  if (mant < TWO_53 && e10 >= -22 && e10 <= 22) {
    const a = e10 < 0 ? mant / POW10[-e10] : e10 > 0 ? mant * POW10[e10] : mant;
    return neg ? -a : a;
  }
  const v = decimalFromBytes(buf, start, end);
  return v === v ? v : Number(buf.toString('latin1', start, end));
}

/** Veltkamp's splitter, 2^27 + 1: splits a double into two halves whose products with another half are exact. */
const SPLITTER = 134217729;
const TWO_32 = 2 ** 32;
/** Whether this machine stores the low byte of a word first (a double's low word then comes first too). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** A double's words, read and written through these views; HIGH indexes the high word. */
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
const HIGH = LITTLE_ENDIAN ? 1 : 0;

/**
 * The double nearest to the decimal in `buf[start, end)` — a sign, digits with at most one point, an optional
 * exponent, as the run scanner has checked — for up to 19 significant digits scaled by at most 10^±22: what Number()
 * gives (correct rounding, ties to even), without building a string. Python's repr writes 17 digits.
 *
 * The digits form an integer w < 10^19, read twice in one pass: as a double (within 2^12 of w: a few roundings, each
 * under 2^11) and modulo 2^32 (exact, in 32-bit arithmetic); together they give w exactly as a sum of two doubles.
 * w · 10^e is then computed as a sum of two doubles q1 + q2 with an error below 2^-48 of the result's unit in the last
 * place (error-free products by Dekker's method, whose splitting needs no fused multiply-add) and rounded once. That
 * rounding is the correct one unless q1 + q2 lies within 2^-30 units of a midpoint between two doubles (a tie, or a
 * value too close to one to tell): then, and for more digits or a larger power, the result is NaN and the caller
 * asks Number().
 */
export function decimalFromBytes(buf: Buffer, start: number, end: number): number {
  let i = start;
  let neg = false;
  if (buf[i] === 45 || buf[i] === 43) {
    neg = buf[i] === 45;
    i++;
  }
  let approx = 0;
  let low32 = 0;
  let sig = 0;
  let e10 = 0;
  let dot = false;
  for (; i < end; i++) {
    const c = buf[i];
    const d = c - 48;
    if (d >= 0 && d <= 9) {
      approx = approx * 10 + d;
      low32 = (Math.imul(low32, 10) + d) | 0;
      // Significant digits count from the first non-zero one (leading zeros leave approx at 0).
      if (approx !== 0) sig++;
      if (dot) e10--;
    } else if (c === 46) dot = true;
    else break;
  }
  if (i < end) {
    // The exponent (the scanner has checked its form: e, a sign, 1 to 5 digits).
    i++;
    let eneg = false;
    if (buf[i] === 45 || buf[i] === 43) {
      eneg = buf[i] === 45;
      i++;
    }
    let ex = 0;
    for (; i < end; i++) ex = ex * 10 + (buf[i] - 48);
    e10 += eneg ? -ex : ex;
  }
  if (sig === 0) return neg ? -0 : 0;
  if (sig > 19 || e10 < -22 || e10 > 22) return Number.NaN;
  // w − approx, a whole number of magnitude below 2^31, is (w mod 2^32) − (approx mod 2^32) taken as a signed 32-bit
  // number; approx mod 2^32 is exact (approx is a whole number, the subtraction exact by Sterbenz's lemma).
  const delta = (low32 - (approx - Math.floor(approx / TWO_32) * TWO_32)) | 0;
  // w = s + t exactly, s = w rounded (Dekker's fast two-sum: |approx| > |delta|).
  const s = approx + delta;
  const t = delta - (s - approx);
  if (e10 === 0) return neg ? -s : s;
  let q1: number;
  let q2: number;
  if (e10 < 0) {
    // w / D: q1 = s / D, then the remainder w − q1 · D (q1 · D = p + pe exactly; s − p is exact, p being within an
    // ulp of s) over D.
    const d = POW10[-e10];
    q1 = s / d;
    const p = q1 * d;
    const pe = productError(q1, d, p);
    q2 = (s - p - pe + t) / d;
  } else {
    // w · M = s · M + t · M, s · M = q1 + its error exactly.
    const m = POW10[e10];
    q1 = s * m;
    q2 = productError(s, m, q1) + t * m;
  }
  const x = q1 + q2;
  const residual = q1 - x + q2;
  // The gap to the next double on the residual's side: an ulp (2^-52 of x's power of two, built from its exponent
  // bits), or half of one below a power of two.
  bits[0] = x;
  const hi = words[HIGH];
  const mantissaZero = (hi & 0xfffff) === 0 && words[1 - HIGH] === 0;
  words[HIGH] = (hi & 0x7ff00000) - (52 << 20);
  words[1 - HIGH] = 0;
  const ulp = bits[0];
  const gap = residual < 0 && mantissaZero ? ulp / 2 : ulp;
  if (gap / 2 - Math.abs(residual) < ulp * 2 ** -30) return Number.NaN;
  return neg ? -x : x;
}

/** a · b − p exactly, for p = fl(a · b) (Dekker's product: each factor split into halves of 26 bits). */
function productError(a: number, b: number, p: number): number {
  let c = SPLITTER * a;
  const ah = c - (c - a);
  const al = a - ah;
  c = SPLITTER * b;
  const bh = c - (c - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}
