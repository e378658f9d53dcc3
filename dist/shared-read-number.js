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

export {
  POW10,
  parseNumber,
  decimalOrNaN,
  wholeOrNaN
};
