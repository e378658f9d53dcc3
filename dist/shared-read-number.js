import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/read/number.ts
var POW10 = [
  1,
  10,
  100,
  1e3,
  1e4,
  1e5,
  1e6,
  1e7,
  1e8,
  1e9,
  1e10,
  1e11,
  1e12,
  1e13,
  1e14,
  1e15,
  1e16,
  1e17,
  1e18,
  1e19,
  1e20,
  1e21,
  1e22
];
var STRICT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
function parseNumber(buf, start, end) {
  let i = start;
  let neg = false;
  const first = buf[i];
  if (first === 45 || first === 43) {
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
    const v2 = frac === 0 ? mant : mant / POW10[frac];
    return neg ? -v2 : v2;
  }
  const text = buf.toString("latin1", start, end);
  if (!STRICT.test(text)) return NaN;
  const v = Number(text);
  return Number.isFinite(v) ? v : NaN;
}
var DECIMAL = /^[+-]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
var WHOLE = /^(?:0|[1-9]\d*)$/;
function decimalOrNaN(text) {
  if (!DECIMAL.test(text)) return NaN;
  const v = Number(text);
  return Number.isFinite(v) ? v : NaN;
}
function wholeOrNaN(text) {
  if (!WHOLE.test(text)) return NaN;
  const v = Number(text);
  return Number.isSafeInteger(v) ? v : NaN;
}
var TWO_53 = 2 ** 53;
function scaledDecimal(buf, start, end, mant, e10, neg) {
  if (mant < TWO_53 && e10 >= -22 && e10 <= 22) {
    const a = e10 < 0 ? mant / POW10[-e10] : e10 > 0 ? mant * POW10[e10] : mant;
    return neg ? -a : a;
  }
  const v = decimalFromBytes(buf, start, end);
  return v === v ? v : Number(buf.toString("latin1", start, end));
}
var SPLITTER = 134217729;
var TWO_32 = 2 ** 32;
var LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
var bits = new Float64Array(1);
var words = new Uint32Array(bits.buffer);
var HIGH = LITTLE_ENDIAN ? 1 : 0;
function decimalFromBytes(buf, start, end) {
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
      low32 = Math.imul(low32, 10) + d | 0;
      if (approx !== 0) sig++;
      if (dot) e10--;
    } else if (c === 46) dot = true;
    else break;
  }
  if (i < end) {
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
  const delta = low32 - (approx - Math.floor(approx / TWO_32) * TWO_32) | 0;
  const s = approx + delta;
  const t = delta - (s - approx);
  if (e10 === 0) return neg ? -s : s;
  let q1;
  let q2;
  if (e10 < 0) {
    const d = POW10[-e10];
    q1 = s / d;
    const p = q1 * d;
    const pe = productError(q1, d, p);
    q2 = (s - p - pe + t) / d;
  } else {
    const m = POW10[e10];
    q1 = s * m;
    q2 = productError(s, m, q1) + t * m;
  }
  const x = q1 + q2;
  const residual = q1 - x + q2;
  bits[0] = x;
  const hi = words[HIGH];
  const mantissaZero = (hi & 1048575) === 0 && words[1 - HIGH] === 0;
  words[HIGH] = (hi & 2146435072) - (52 << 20);
  words[1 - HIGH] = 0;
  const ulp = bits[0];
  const gap = residual < 0 && mantissaZero ? ulp / 2 : ulp;
  if (gap / 2 - Math.abs(residual) < ulp * 2 ** -30) return Number.NaN;
  return neg ? -x : x;
}
function productError(a, b, p) {
  let c = SPLITTER * a;
  const ah = c - (c - a);
  const al = a - ah;
  c = SPLITTER * b;
  const bh = c - (c - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

export {
  parseNumber,
  decimalOrNaN,
  wholeOrNaN,
  scaledDecimal,
  LITTLE_ENDIAN
};
