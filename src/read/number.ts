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
