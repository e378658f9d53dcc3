import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  LITTLE_ENDIAN
} from "./shared-read-number.js";

// src/compare/sequential.ts
var STOP_RISK = 1e-3;
var STOP_TOLERANCE = 0.01;
var MIN_LOOK = 200;
var LOOK_FRACTIONS = [16, 8, 4, 2];
function looks(cap) {
  return LOOK_FRACTIONS.map((f) => Math.floor(cap / f)).filter((r) => r >= MIN_LOOK);
}
var LOG_INV_RISK = Math.log(4 * LOOK_FRACTIONS.length / STOP_RISK);
function kl(p, q) {
  const a = p > 0 ? p * Math.log(p / q) : 0;
  const b = p < 1 ? (1 - p) * Math.log((1 - p) / (1 - q)) : 0;
  return a + b;
}
function upperBound(share, n, budget) {
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
function lowerBound(share, n, budget) {
  return 1 - upperBound(1 - share, n, budget);
}
function fullRunBand(count, drawn, cap) {
  const rest = cap - drawn;
  const share = count / drawn;
  const hi = upperBound(upperBound(share, drawn, LOG_INV_RISK), rest, LOG_INV_RISK);
  const lo = lowerBound(lowerBound(share, drawn, LOG_INV_RISK), rest, LOG_INV_RISK);
  return [(count + 1 + rest * lo) / (cap + 1), (count + 1 + rest * hi) / (cap + 1)];
}
function mayStop(count, drawn, cap, alpha) {
  const p = (count + 1) / (drawn + 1);
  const [lo, hi] = fullRunBand(count, drawn, cap);
  if (hi - p > STOP_TOLERANCE || p - lo > STOP_TOLERANCE) return false;
  return hi < alpha && p < alpha || lo > alpha && p > alpha;
}

// src/compare/select.ts
var TAIL_MIN = 2048;
var TAIL_SHARE = 0.1;
var SAMPLE = 512;
function quantilesType7(values, lower, upper) {
  const n = values.length;
  const { k: kLower, frac: fLower } = type7Rank(n, lower);
  const { k: kUpper, frac: fUpper } = type7Rank(n, upper);
  const few = fewValues(values);
  if (few !== null) {
    const at = (k, frac) => {
      const x = few.at(k);
      return x + frac * (few.at(Math.min(k + 1, n - 1)) - x);
    };
    return [at(kLower, fLower), at(kUpper, fUpper)];
  }
  const low = tail(values, Math.min(n, kLower + 2), false);
  const high = low === null ? null : tail(values, n - kUpper, true);
  if (low !== null && high !== null) {
    const a2 = pairAt(low, kLower, fLower, n - kLower);
    const b = pairAt(high, kUpper - (n - high.length), fUpper, n - kUpper);
    return [a2, b];
  }
  const a = pairAt(values, kLower, fLower, n - kLower);
  return [a, pairAt(values.subarray(kLower), kUpper - kLower, fUpper, n - kUpper)];
}
function type7Rank(n, q) {
  const h = (n - 1) * q;
  const k = Math.floor(h);
  return { k, frac: h - k };
}
var FEW = 64;
function fewValues(values) {
  const distinct = new Float64Array(FEW);
  const counts = new Int32Array(FEW);
  if (countDistinct(values, distinct, counts) < 0) return null;
  return {
    at(k) {
      let j = 0;
      for (let seen = counts[0]; seen <= k; seen += counts[j]) j++;
      return distinct[j];
    }
  };
}
function countDistinct(values, distinct, counts) {
  let size = 0;
  let last = 0;
  for (let i = 0; i < values.length && size >= 0; i++) {
    const v = values[i];
    if (size > 0 && distinct[last] === v) {
      counts[last]++;
      continue;
    }
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (distinct[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    last = lo;
    if (lo < size && distinct[lo] === v) counts[lo]++;
    else if (size === FEW) size = -1;
    else {
      distinct.copyWithin(lo + 1, lo, size);
      counts.copyWithin(lo + 1, lo, size);
      distinct[lo] = v;
      counts[lo] = 1;
      size++;
    }
  }
  return size;
}
function orderStatistic(values, k) {
  const n = values.length;
  if (k + 1 <= n * TAIL_SHARE) {
    const low = tail(values, k + 1, false);
    if (low !== null) {
      selectInPlace(low, k, 0, low.length);
      return low[k];
    }
  } else if (n - k <= n * TAIL_SHARE) {
    const high = tail(values, n - k, true);
    if (high !== null) {
      const at = k - (n - high.length);
      selectInPlace(high, at, 0, high.length);
      return high[at];
    }
  }
  selectInPlace(values, k, 0, n);
  return values[k];
}
function pairAt(v, k, frac, left) {
  selectInPlace(v, k, 0, v.length);
  const x = v[k];
  const next = left > 1 ? minFrom(v, k + 1) : x;
  return x + frac * (next - x);
}
function minFrom(v, from) {
  let m = v[from];
  for (let i = from + 1; i < v.length; i++) if (v[i] < m) m = v[i];
  return m;
}
function tail(values, need, upper) {
  const n = values.length;
  if (n < TAIL_MIN || need > n * TAIL_SHARE) return null;
  const sample = new Float64Array(SAMPLE);
  const stride = n / SAMPLE;
  for (let i = 0; i < SAMPLE; i++) sample[i] = values[Math.floor(i * stride)];
  const expected = need / n * SAMPLE;
  const depth = Math.min(SAMPLE - 1, Math.ceil(expected + 4 * Math.sqrt(expected) + 2));
  const at = upper ? SAMPLE - 1 - depth : depth;
  selectInPlace(sample, at, 0, SAMPLE);
  const cut = sample[at];
  const capacity = Math.min(n, Math.ceil(2 * (depth + 1) * n / SAMPLE) + 64);
  const out = new Float64Array(capacity);
  const count = upper ? copyAtOrAbove(values, cut, out) : copyAtOrBelow(values, cut, out);
  return count >= need && count <= capacity ? out.subarray(0, count) : null;
}
function copyAtOrBelow(values, cut, out) {
  const room = out.length;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v <= cut) {
      if (count < room) out[count] = v;
      count++;
    }
  }
  return count;
}
function copyAtOrAbove(values, cut, out) {
  const room = out.length;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v >= cut) {
      if (count < room) out[count] = v;
      count++;
    }
  }
  return count;
}
function selectInPlace(v, k, from, to) {
  let lo = from;
  let hi = to - 1;
  for (let round = 0; hi > lo; round++) {
    if (round === 64) {
      v.subarray(lo, hi + 1).sort();
      return;
    }
    const cut = partition(v, lo, hi);
    const j = cut >> 1;
    const i = j + 1 + (cut & 1);
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}
function partition(v, lo, hi) {
  const mid = lo + (hi - lo >> 1);
  if (v[mid] < v[lo]) swap(v, mid, lo);
  if (v[hi] < v[lo]) swap(v, hi, lo);
  if (v[hi] < v[mid]) swap(v, hi, mid);
  const pivot = v[mid];
  let i = lo;
  let j = hi;
  let cut = 0;
  while (i <= j) {
    i = upFrom(v, i, pivot);
    j = downFrom(v, j, pivot);
    if (i <= j) {
      swap(v, i, j);
      i++;
      j--;
    }
    cut = 2 * j + (i - j - 1);
  }
  return cut;
}
function upFrom(v, i, pivot) {
  while (v[i] < pivot) i++;
  return i;
}
function downFrom(v, j, pivot) {
  while (v[j] > pivot) j--;
  return j;
}
function swap(v, i, j) {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}

// src/compare/monte-carlo-wasm.ts
var MONTE_CARLO_WASM = "AGFzbQEAAAABVglgAAF/YAF/AX9gA39/fwBgCn9/f39/f39/f38AYAp/f39/fHx8fH9/AX9gBn9/f3x8fwF/YAh/f398f3x/fwBgBn9/f39/fwF/YAl/f39/f39/f38AAwsKAAECAwQFBgcCCAUDAQACBggBfwFBgIgECwdiCQZtZW1vcnkCAAloZWFwU3RhcnQAAAdyZXNlcnZlAAEEZHJhdwACCHJlc2FtcGxlAAMEc3RlcAAECnNpZ25Sb3VuZHMABQxxdWFudGlsZVBhaXIABgpyYW5rU2hhcmVzAAkKyUwKDgBBgIiEgABBB2pBeHELPAECf0EBIQECQCAAQYCIhIAAQQdqQXhxaiIAPwBBEHQiAk0NACAAIAJrQf//A2pBEHZAAEF/RyEBCyABC9ESBCN/AXwKfwN8IAAoAhAiAygCDCEEIAMoAgghBSADKAIEIQYgAygCACEHAkAgAkEBSA0AIAAoAjAhCCAAKAIsIQkgACgCKCEKIAAoAiQhCyAAKAIgIQwgACgCHCENIAAoAhghDiAAKAIUIQ8gACgCDCEQIAAoAgQiEUECdCESIAAoAgAiE0F/aiIUQQV2QQFqIhVB/v///wBxIRYgFUEBcSEXIAAoAgghGCAUQSBJIRlBACEaA0AgGiABaiEAAkACQCAYRQ0AIBAgADYCAAwBCwJAIABFDQAgE0EBSA0BQQAhFQJAIBkNAEEAIRUgECEAIAQhGwNAIAAgBCAVaiIcIAcgBmpqNgIAIABBBGogHCAGQQl2IAZzIh0gBUEJbCIUampBAWo2AgAgGyAUaiAdaiAcIAVBFXcgB2ogBmpqIhxBFXciHmpBAWohBSAUIBRBCXZzIQcgHEEJbCEGIABBCGohACAbQQJqIRsgFiAVQQJqIhVHDQALIAQgHiAdaiAUamogFWpBf2ohBSAEIBVqIQQLIBdFDQEgECAVQQJ0aiAGIARqIAdqIgA2AgAgBUEJbCEUIARBAWohBCAGQQl2IAZzIQcgACAFQRV3aiEFIBQhBgwBCyARQQFIDQAgEEEAIBL8CwALAkAgDkEBSA0AQQAhHwNAIA0gH0E8bGoiICgCLCEAAkAgICgCCCIcQQFIDQAgICgCFCEUICAoAhAhFSAgKAIMIRsDQCAAIBsoAgBBA3RqIBAgFSgCACIdQQV1QQJ0aigCACAddq1CP4YgFCkDAIU3AwAgFEEIaiEUIBVBBGohFSAbQQRqIRsgHEF/aiIcDQALCwJAICAoAhgiIUEBSA0AICAoAighIiAgKAIkISMgICgCICEkICAoAhwhJUEAIR1BACEVA0BEAAAAAAAAAAAhJgJAIBUgJCAdQQFqIh5BAnRqKAIAIidODQAgJyAVayEbICIgFUEDdGohFCAjIBVBAnRqIRVEAAAAAAAAAAAhJgNAICYgECAVKAIAIhxBBXVBAnRqKAIAIBx2rUI/hiAUKQMAhb+gISYgFEEIaiEUIBVBBGohFSAbQX9qIhsNAAsgJyEVCyAAICUgHUECdGooAgBBA3RqICY5AwAgHiEdIB4gIUcNAAsLICAoAjghJyAgKAI0ISEgICgCMCEiICAoAgQhJEEAIR4CQCAgKAIAIihBBEgNAEEAIRRBBCEVA0AgFSEeICEgJyAUQQJ0IhRqKAIAQQJ0IilqIiooAgAhICAhICcgFEEIcmooAgBBAnQiK2oiLCgCACEjICEgJyAUQQRyaigCAEECdCItaiIuKAIAIS8CQAJAICEgJyAUQQxyaigCAEECdCIwaiIUQQRqKAIAIBQoAgAiHGsiJUEBTg0ARAAAAAAAAAAAITFEAAAAAAAAAAAhJkQAAAAAAAAAACEyRAAAAAAAAAAAITMMAQsgIiAgQQJ0aiEUICIgL0ECdGohFSAiICNBAnRqIRsgIiAcQQJ0aiEcRAAAAAAAAAAAITMgJSEdRAAAAAAAAAAAITJEAAAAAAAAAAAhJkQAAAAAAAAAACExA0AgMSAAIBwoAgBBA3RqKwMAoCExICYgACAbKAIAQQN0aisDAKAhJiAyIAAgFSgCAEEDdGorAwCgITIgMyAAIBQoAgBBA3RqKwMAoCEzIBRBBGohFCAVQQRqIRUgG0EEaiEbIBxBBGohHCAdQX9qIh0NAAsLAkAgJSAgaiIVICpBBGooAgAiG04NACAiIBVBAnRqIRQDQCAzIAAgFCgCAEEDdGorAwCgITMgFEEEaiEUIBVBAWoiFSAbSA0ACwsCQCAlIC9qIhUgLkEEaigCACIbTg0AICIgFUECdGohFANAIDIgACAUKAIAQQN0aisDAKAhMiAUQQRqIRQgFUEBaiIVIBtIDQALCwJAICUgI2oiFSAsQQRqKAIAIhtODQAgIiAVQQJ0aiEUA0AgJiAAIBQoAgBBA3RqKwMAoCEmIBRBBGohFCAVQQFqIhUgG0gNAAsLIA8gJCApaigCAEEDdGogMzkDACAPICQgLWooAgBBA3RqIDI5AwAgDyAkICtqKAIAQQN0aiAmOQMAIA8gJCAwaigCAEEDdGogMTkDACAeIRQgHkEEaiIVIChMDQALCwJAIB4gKE4NAANARAAAAAAAAAAAISYCQCAhICcgHkECdGooAgBBAnQiHWoiFEEEaigCACIcIBQoAgAiFUwNACAcIBVBf3NqISUCQAJAIBwgFWtBA3EiGw0ARAAAAAAAAAAAISYMAQsgIiAVQQJ0aiEURAAAAAAAAAAAISYDQCAVQQFqIRUgJiAAIBQoAgBBA3RqKwMAoCEmIBRBBGohFCAbQX9qIhsNAAsLICVBA0kNACAcIBVrIRsgIiAVQQJ0aiEUA0AgJiAAIBQoAgBBA3RqKwMAoCAAIBRBBGooAgBBA3RqKwMAoCAAIBRBCGooAgBBA3RqKwMAoCAAIBRBDGooAgBBA3RqKwMAoCEmIBRBEGohFCAbQXxqIhsNAAsLIA8gJCAdaigCAEEDdGogJjkDACAeQQFqIh4gKEcNAAsLIB9BAWoiHyAORw0ACwsCQCAMQQFIDQBBACEdA0ACQAJAIAsgHUEEdGoiHCgCBCIVQQFODQBEAAAAAAAAAAAhJgwBCyAcKAIMIQAgHCgCCCEURAAAAAAAAAAAISYDQCAmIBAgFCgCACIbQQV1QQJ0aigCACAbdq1CP4YgACkDAIW/oCEmIABBCGohACAUQQRqIRQgFUF/aiIVDQALCyAPIBwoAgBBA3RqICY5AwAgHUEBaiIdIAxHDQALCwJAIApBAUgNAEEAIR0DQCAPIAkgHUEYbGoiHCgCBEEDdGorAwAhMgJAIBwoAghFDQACQAJAIBwoAhQiFUEBTg0ARAAAAAAAAAAAISYMAQsgHCgCECEAIBwoAgwhFEQAAAAAAAAAACEmA0AgJiAQIBQoAgAiG0EFdUECdGooAgAgG3atQj+GIAApAwCFv6AhJiAAQQhqIQAgFEEEaiEUIBVBf2oiFQ0ACwsgMiAmoCEyCyAcKAIAIBpBA3RqIDKaIAggHUEDdGorAwCjOQMAIB1BAWoiHSAKRw0ACwsgGkEBaiIaIAJHDQALCyADIAQ2AgwgAyAFNgIIIAMgBjYCBCADIAc2AgALrQ0JBH8CfAV/AX4FfwF8An8EfAR/IAQoAgwhCiAEKAIIIQsgBCgCBCEMIAQoAgAhDQJAIAlBAUgNACADtyEOIAG3IQ8gAUGAgIABSCIQIAJBBUZxIREgCUECdCESIAlBA2whEyAJQQF0IRQgAawhFUEAIRYDQAJAAkAgASADRw0AIAEhFwwBC0EAIRcgAUUNACAMIApqIA1qIhggC0EVd2ohGSALQQlsIRogCkEBaiEKIAxBCXYgDHMhDQJAIAZBAUgNACAYuEQAAAAAAADwPaIhG0EAIRcgBiEYA0AgFyAXIBhqQQF2IhxBAWogGyAFIBxBA3RqKwMAYyIdGyIXIBwgGCAdGyIYSA0ACwsgGSELIBohDAsCQAJAAkACQCARRQ0AAkAgF0EBTg0ARAAAAAAAAAAAIRtEAAAAAAAAAAAhHkQAAAAAAAAAACEfRAAAAAAAAAAAISBEAAAAAAAAAAAhIQwDC0QAAAAAAAAAACEhIBchGkQAAAAAAAAAACEgRAAAAAAAAAAAIR9EAAAAAAAAAAAhHkQAAAAAAAAAACEbIAohHQNAIAwhGCANIRkgC0EJbCEMIBggGEEJdnMhDSAhIAAgHSAZIBhqaq0gFX5CIIinQShsaiIcKwMgoCEhICAgHCsDGKAhICAfIBwrAxCgIR8gHiAcKwMIoCEeIBsgHCsDAKAhGyAZIBggHWpqIAtBFXciImohCyAdQQFqIhwhHSAaQX9qIhoNAAwCCwsCQAJAIBANACAHIRwgFyEdIBdBAUgNAQNAIBwgDyAKIA0iGSAMIhhqariiRAAAAAAAAPA9ovwCNgIAIBggCmohGiAcQQRqIRwgC0EJbCEMIApBAWohCiAYIBhBCXZzIQ0gGiAZaiALQRV3IhpqIQsgHUF/aiIdDQALIBogGWogGGogCmpBf2ohCwwBCyAXQQFIDQAgByEcIBchHQNAIBwgCiANIhkgDCIYamqtIBV+QiCIPgIAIBggCmohGiAcQQRqIRwgC0EJbCEMIApBAWohCiAYIBhBCXZzIQ0gGiAZaiALQRV3IhpqIQsgHUF/aiIdDQALIBogGWogGGogCmpBf2ohCwtBACEZAkAgAkEESA0AIBdBfnEhIyAXQQFxISRBACEZQQQhGANAIBkhJSAYIRkCQAJAIBdBAU4NAEQAAAAAAAAAACEeRAAAAAAAAAAAIR9EAAAAAAAAAAAhIEQAAAAAAAAAACEbDAELIAAgJUEDdGohGkQAAAAAAAAAACEbQQAhIgJAAkAgF0EBRw0ARAAAAAAAAAAAISBEAAAAAAAAAAAhH0QAAAAAAAAAACEeDAELIAchGEQAAAAAAAAAACEgRAAAAAAAAAAAIR9EAAAAAAAAAAAhHgNAIBsgGiAYKAIAIAJsQQN0aiIcKwMYoCAaIBhBBGooAgAgAmxBA3RqIh0rAxigIRsgICAcKwMQoCAdKwMQoCEgIB8gHCsDCKAgHSsDCKAhHyAeIBwrAwCgIB0rAwCgIR4gGEEIaiEYICMgIkECaiIiRw0ACwsgJEUNACAbIBogByAiQQJ0aigCACACbEEDdGoiGCsDGKAhGyAgIBgrAxCgISAgHyAYKwMIoCEfIB4gGCsDAKAhHgsgCCAlIAlsIBZqQQN0aiAeIA6jOQMAIAggJUEBciAJbCAWakEDdGogHyAOozkDACAIICVBAnIgCWwgFmpBA3RqICAgDqM5AwAgCCAlQQNyIAlsIBZqQQN0aiAbIA6jOQMAIBlBBGoiGCACTA0ACwsgGSACTg0CIBdBfnEhHSAXQQFxIRoDQAJAAkAgF0EBTg0ARAAAAAAAAAAAIRsMAQtEAAAAAAAAAAAhG0EAIRwCQCAXQQFGDQAgByEYA0AgGyAAIBgoAgAgAmwgGWpBA3RqKwMAoCAAIBhBBGooAgAgAmwgGWpBA3RqKwMAoCEbIBhBCGohGCAdIBxBAmoiHEcNAAsLIBpFDQAgGyAAIAcgHEECdGooAgAgAmwgGWpBA3RqKwMAoCEbCyAIIBkgCWwgFmpBA3RqIBsgDqM5AwAgGUEBaiIZIAJGDQMMAAsLIAogF2ohCiAiIBlqIBhqIBxqQX9qIQsLIAggFiAUakEDdGogHyAOozkDACAIIBZBA3RqIBsgDqM5AwAgCCAWIBNqQQN0aiAgIA6jOQMAIAggFiAJakEDdGogHiAOozkDACAIIBYgEmpBA3RqICEgDqM5AwALIBZBAWoiFiAJRw0ACwsgBCAKNgIMIAQgCzYCCCAEIAw2AgQgBCANNgIAC74BAgJ/AnwCQAJAIANBAU4NAEEAIQpBACELDAELQQAhC0EAIQoDQCAAIAIrAwBEAAAAAAAA8D9EAAAAAAAAAAAgASsDACAEoiAFZBsiDKJEAAAAAAAA8D8gDKEiDCAMoKAiDCAAKwMAIg0gDCANYxsiDDkDACAIIApBA3RqIAw5AwAgCiAMIAdlaiEKIAsgDCAGY2ohCyABQQhqIQEgAkEIaiECIABBCGohACADQX9qIgMNAAsLIAkgCzYCACAKC54DAwd/AXwHfyACKAIMIQYgAigCCCEHIAIoAgQhCCACKAIAIQkCQAJAIAVBAU4NAEEAIQoMAQsgAUF/akECdkEBaiELQQAhCkEAIQwDQEQAAAAAAAAAACENAkAgAUEBSA0AQQAhDiAAIQ8gBiEQA0AgDSAPIBAgCSIRIAgiEmpqIghB/wFxQQN0aisDAKAhDQJAIA5BAWogAU4NACANIA8gCEEFdkH4D3FqQYAQaisDAKAhDQsgEiAQaiEJAkAgDkECaiABTg0AIA0gDyAIQQ12QfgPcWpBgCBqKwMAoCENCyAHQRV3IRMgCSARaiEUIBJBCXYhCQJAIA5BA2ogAU4NACANIA8gCEEVdkH4D3FqQYAwaisDAKAhDQsgB0EJbCEIIAkgEnMhCSAQQQFqIRAgD0GAwABqIQ8gFCATaiEHIA5BBGoiDiABSA0ACyALIAZqIQYgEyARaiASaiAQakF/aiEHCyAKIA2ZIAOjIARmaiEKIAxBAWoiDCAFRw0ACwsgAiAGNgIMIAIgBzYCCCACIAg2AgQgAiAJNgIAIAoLhxEFBn8BfAF+BH8FfCOAgICAAEGAHmsiCCSAgICAAEEAIQkgCEGABmpBAEGACPwLAEEAIQoCQAJAAkAgAUEBSA0AQQAhCkEBIQtBACEMA0AgCiENIAAgDEEDdGorAwBEAAAAAAAAAACgIg4gDmINAgJAAkACQCAIQYAGaiAOvSIPQpX4qfqXt96bnn9+QjiIpyIQQQJ0aiIRKAIAIhJFDQACQCAIQYAOaiAQQQN0aikDACAPUg0AIA0hCgwCCwNAIAhBgAZqIBBBAWpB/wFxIhBBAnRqIhEoAgAiEkUNASAIQYAOaiAQQQN0aikDACAPUg0ACyANIQoMAQtBwAAhCiANQcAARg0BIAhBgA5qIBBBA3RqIA45AwAgDUEBaiEKQQAhEgsgESASQQFqNgIAIAxBAWoiDCABSCELIAwgAUcNAQsLIAtBAXENAQsgCEF8aiELIAhBgAJqQXhqIRNBACEMA0ACQCAIQYAGaiAJQQJ0aigCACINRQ0AIAhBgA5qIAlBA3RqKQMAIQ8gDCERAkAgDEEBSA0AIAsgDEECdGohEiATIAxBA3RqIRAgD78hFCAMIREDQCAQKwMAIg4gFGRFDQEgEEEIaiAOOQMAIBJBBGogEigCADYCACASQXxqIRIgEEF4aiEQIBFBf2oiEUEBakEBSw0AC0EAIRELIAxBAWohDCAIIBFBAnRqIA02AgAgCEGAAmogEUEDdGogDzcDAAsgCUEBaiIJQYACRw0AC0EAIREgCkEASA0AIAFBf2ohCgJAIAgoAgAiEiACSg0AIAhBBHIhEEEAIREgEiEMA0AgEUEBaiERIBAoAgAhCSAQQQRqIRAgCSAMaiIMIAJMDQALCyAIQYACaiARQQN0aisDACEOQQAhEUEAIQwCQCASIAJBAWoiECAKIBAgCkgbIgFKDQAgCEEEciEQQQAhDCASIQkDQCAMQQFqIQwgECgCACENIBBBBGohECANIAlqIgkgAUwNAAsLIAYgDiAIQYACaiAMQQN0aisDACAOoSADoqA5AwACQCASIARKDQAgCEEEciEQQQAhESASIQwDQCARQQFqIREgECgCACEJIBBBBGohECAJIAxqIgwgBEwNAAsLIAhBgAJqIBFBA3RqKwMAIQNBACERAkAgEiAEQQFqIhAgCiAQIApIGyIJSg0AIAhBBHIhEEEAIREDQCARQQFqIREgECgCACEMIBBBBGohECAMIBJqIhIgCUwNAAsLIAhBgAJqIBFBA3RqKwMAIAOhIQ4MAQsCQCAAIAEgAkECaiIQIAEgECABSBtBACAHIAdBgCBqIhIQh4CAgAAiDEEASA0AIAAgASABIARrIgpBASAHIBIgAUEDdGpBCGoiDRCHgICAACIJQQBIDQAgEiACIAwQiICAgAAgEiACQQN0aiISKwMAIhUhDgJAIAEgAmtBAkgNACASQQhqKwMAIQ4gECAMTg0AIAwgAmsiEkF9aiEAAkAgEkECakEDcSIRRQ0AIAJBA3QgB2pBkCBqIRIDQCASKwMAIhQgDiAUIA5jGyEOIBJBCGohEiAQQQFqIRAgEUF/aiIRDQALCyAAQQNJDQAgDCAQayESIBBBA3QgB2pBmCBqIRADQCAQKwMAIhQgEEF4aisDACIWIBBBcGorAwAiFyAQQWhqKwMAIhggDiAYIA5jGyIOIBcgDmMbIg4gFiAOYxsiDiAUIA5jGyEOIBBBIGohECASQXxqIhINAAsLIAYgFSAOIBWhIAOioDkDACANIAkgAWsgBGoiECAJEIiAgIAAIA0gEEEDdGorAwAiAyEOAkAgCkECSA0AIBBBA3QgDWpBCGorAwAhDiAQQQJqIhIgCU4NACAKQX1qIQwCQCAKQQJqQQNxIhFFDQAgCSAEakEDdCAHakGYIGohEANAIBArAwAiFCAOIBQgDmMbIQ4gEEEIaiEQIBJBAWohEiARQX9qIhENAAsLIAxBA0kNACAJIBJrIREgEiABakEDdCAHakGgIGohEANAIBArAwAiFCAQQXhqKwMAIhYgEEFwaisDACIXIBBBaGorAwAiGCAOIBggDmMbIg4gFyAOYxsiDiAWIA5jGyIOIBQgDmMbIQ4gEEEgaiEQIBFBfGoiEQ0ACwsgDiADoSEODAELIAAgAiABEIiAgIAAIAAgAkEDdGoiCSsDACIVIQ4CQCABIAJrIgxBAkgNACACQQN0IABqQQhqKwMAIQ4gECABTg0AIAxBfWohDQJAIAxBAmpBA3EiEUUNACAAIBBBA3RqIRIDQCASKwMAIhQgDiAUIA5jGyEOIBJBCGohEiAQQQFqIRAgEUF/aiIRDQALCyANQQNJDQAgASAQayESIAAgEEEDdGohEANAIBBBGGorAwAiFCAQQRBqKwMAIhYgEEEIaisDACIXIBArAwAiGCAOIBggDmMbIg4gFyAOYxsiDiAWIA5jGyIOIBQgDmMbIQ4gEEEgaiEQIBJBfGoiEg0ACwsgBiAVIA4gFaEgA6KgOQMAIAkgBCACayIQIAwQiICAgAAgACAEQQN0aisDACIDIQ4CQCABIARrIhFBAkgNACAQQQN0IAlqQQhqKwMAIQ4gEEECaiISIAxODQAgEUF9aiEMAkAgEUECakEDcSIRRQ0AIARBA3QgAGpBEGohEANAIBArAwAiFCAOIBQgDmMbIQ4gEEEIaiEQIBJBAWohEiARQX9qIhENAAsLIAxBA0kNACASIAJqIhAgAWshEiAAIBBBA3RqIRADQCAQQRhqKwMAIhQgEEEQaisDACIWIBBBCGorAwAiFyAQKwMAIhggDiAYIA5jGyIOIBcgDmMbIg4gFiAOYxsiDiAUIA5jGyEOIBBBIGohECASQQRqIhINAAsLIA4gA6EhDgsgBiADIA4gBaKgOQMIIAhBgB5qJICAgIAAC/8FAwF/BHwCf0F/IQYCQCABQYAQSA0AIAG3IgdEmpmZmZmZuT+iIAK3IghjDQAgB0QAAAAAAABgP6IhCUQAAAAAAAAAACEKQQEhCyAEIQYDQCAGIAAgCSAKopz8AkEDdGorAwA5AwAgBkEIaiAAIAkgC7einPwCQQN0aisDADkDACAGQRBqIQYgCkQAAAAAAAAAQKAhCiALQQJqIgtBgQRHDQALIARB/wMgCCAHo0QAAAAAAACAQKIiCiAKn0QAAAAAAAAQQKKgRAAAAAAAAABAoJsiCkQAAAAAAPB/QCAKRAAAAAAA8H9AYxv8AiIGayAGIAMbIgxBgAQQiICAgAAgBkEBarciCiAKoCAHokQAAAAAAABgP6KbRAAAAAAAAFBAoCIK/AIgASAKIAdjGyELIAQgDEEDdGorAwAhCgJAAkACQAJAAkACQCADRQ0AAkAgAUEBTg0AQQAhBgwGCyABQQFxIQwgAUEBRw0BQQAhBEEAIQYMAgsCQCABQQFODQBBACEGDAULIAFBAXEhDCABQQFHDQJBACEEQQAhBgwDCyABQX5xIQNBACEEIAAhAUEAIQYDQCAFIAYgCyAGIAtIG0EDdGogASsDACIJOQMAIAUgBiAJIApmaiIGIAsgBiALSBtBA3RqIAFBCGorAwAiCTkDACAGIAkgCmZqIQYgAUEQaiEBIAMgBEECaiIERw0ACwsgDEUNAiAFIAYgCyAGIAtIG0EDdGogACAEQQN0aisDACIJOQMAIAYgCSAKZmohBgwCCyABQX5xIQNBACEEIAAhAUEAIQYDQCAFIAYgCyAGIAtIG0EDdGogASsDACIJOQMAIAUgBiAJIAplaiIGIAsgBiALSBtBA3RqIAFBCGorAwAiCTkDACAGIAkgCmVqIQYgAUEQaiEBIAMgBEECaiIERw0ACwsgDEUNACAFIAYgCyAGIAtIG0EDdGogACAEQQN0aisDACIJOQMAIAYgCSAKZWohBgtBf0F/IAYgBiALShsgBiACSBshBgsgBgu/BgIKfwN8AkAgAkECSA0AIABBeGohAyACQX9qIQRBACEFQQAhBgNAAkAgBkHAAEcNACAEIAVrIgdBAUgNAiAAIAVBA3RqIQIgB0EBaiIDQQF2IQgDQAJAIAgiAEF/aiIIQQF0IglBAXIiCiAHSg0AIAghCwNAAkACQCAJQQJqIgwgB0wNACAKIQkMAQsgCiEJIAIgCkEDdGorAwAgAiAMQQN0aisDAGNFDQAgDCEJCyACIAtBA3RqIgorAwAiDSACIAlBA3RqIgsrAwAiDmNFDQEgCiAOOQMAIAsgDTkDACAJIQsgCUEBdCIJQQFyIgogB0wNAAsLIABBAUoNAAsDQCACKwMAIQ0gAiACIANBf2oiB0EDdGoiCSsDADkDACAJIA05AwAgB0ECSQ0DQQAhCUEBIQpBACELA0ACQAJAIAlBAmoiDCAHSA0AIAohCQwBCyAKIQkgAiAKQQN0aisDACACIAxBA3RqKwMAY0UNACAMIQkLAkAgAiALQQN0aiIKKwMAIg0gAiAJQQN0aiILKwMAIg5jRQ0AIAogDjkDACALIA05AwAgCSELIAlBAXQiCUEBciIKIAdIDQELCyADQQJKIQkgByEDIAkNAAwDCwsCQAJAIAAgBCAFa0EBdiAFakEDdGoiAisDACINIAAgBUEDdGoiCisDACIOYw0AIA4hDQwBCyACIA45AwAgCiANOQMACwJAIAAgBEEDdGoiCSsDACIOIA1jRQ0AIAkgDTkDACAKIA45AwAgCSsDACEOCwJAAkAgDiACKwMAIg1jDQAgDSEODAELIAkgDTkDACACIA45AwALIAUhDCAEIQgCQCAEIAVIDQAgBCEIIAUhDANAIAMgDEEDdGohByAMIQkDQCAJQQFqIQkgB0EIaiIHKwMAIg8gDmMNAAsgCUF/aiEMIAAgCEEDdGohAiAIIQoDQCAKQX9qIQogAisDACENIAJBeGoiCyECIA0gDmQNAAsCQCAMIApBAWoiCEoNACAHIA05AwAgC0EIaiAPOQMAIAkhDCAKIQgLIAwgCEwNAAsLAkAgCCABTg0AIAQhCCAMIQUgDCABSg0CCyAGQQFqIQYgCCEEIAggBUoNAAsLC80JBgd/AX4BfwF+An8DfAJAIAFBAUgNACABQQFxIQkCQAJAIAFBf2oiCg0AQQAhCwwBCyABQX5xIQxBACELIAYhDSAEIQ4gACEPA0AgDSALNgIAIA1BBGogC0EBajYCACAOIA8pAwAiEEJ/hSAQQoCAgICAgICAgH+EIBBCAFMbNwMAIA5BCGogD0EIaikDACIQQn+FIBBCgICAgICAgICAf4QgEEIAUxs3AwAgDUEIaiENIA5BEGohDiAPQRBqIQ8gC0ECaiILIAxHDQALCwJAIAlFDQAgBiALQQJ0aiALNgIAIAQgC0EDdCILaiAAIAtqKQMAIhBCf4UgEEKAgICAgICAgIB/hCAQQgBTGzcDAAsCQCABQQJIDQAgAUF+cSEMIAFBAXEhEUIAIRIDQCAHIQkgBSETIBIhEEEAIQ0gCEEAQYAI/AsAAkAgCkUNAEEAIQ0gBCELA0AgCCALKQMAIBCIp0H/AXFBAnRqIg4gDigCAEEBajYCACAIIAtBCGopAwAgEIinQf8BcUECdGoiDiAOKAIAQQFqNgIAIAtBEGohCyAMIA1BAmoiDUcNAAsLAkAgEUUNACAIIAQgDUEDdGopAwAgEIinQf8BcUECdGoiCyALKAIAQQFqNgIACwJAAkAgCCAEKQMAIhIgEIinQf8BcUECdGoiFCgCACABRw0AIAkhByATIQUMAQtBACENQQAhDgNAIAggDWoiCygCACEPIAsgDjYCACALQQRqIgUoAgAhByAFIA8gDmoiDjYCACALQQhqIg8oAgAhBSAPIAcgDmoiDjYCACALQQxqIgsoAgAhDyALIAUgDmoiDjYCACAPIA5qIQ4gDUEQaiINQYAIRw0ACyAUIBQoAgAiC0EBajYCACATIAtBA3RqIBI3AwAgCSALQQJ0aiAGKAIANgIAAkAgAUEBRg0AIARBCGohCyAGQQRqIQ0gCiEPA0AgCCALKQMAIhIgEIinQf8BcUECdGoiDiAOKAIAIg5BAWo2AgAgEyAOQQN0aiASNwMAIAkgDkECdGogDSgCADYCACALQQhqIQsgDUEEaiENIA9Bf2oiDw0ACwsgBiEHIAkhBiAEIQUgEyEECyAQQgh8IRIgEEI4VA0ACwsgAUEBSA0AIAFBA3EhDUEAIQ4CQCAKQQNJDQAgBkEIaiELIAFBfHEhD0EAIQ4gAiEIA0AgCCAAIAtBeGooAgBBA3RqKwMAOQMAIAhBCGogACALQXxqKAIAQQN0aisDADkDACAIQRBqIAAgCygCAEEDdGorAwA5AwAgCEEYaiAAIAtBBGooAgBBA3RqKwMAOQMAIAhBIGohCCALQRBqIQsgDyAOQQRqIg5HDQALCwJAIA1FDQAgBiAOQQJ0aiELIAIgDkEDdGohCANAIAggACALKAIAQQN0aisDADkDACALQQRqIQsgCEEIaiEIIA1Bf2oiDQ0ACwsgAUEBSA0AIAG3IRVBACELQQAhDQNAIAtBf2ohCCACIAtBA3RqIQsgAiANQQN0aisDAEQR6i2BmZdxvaAhFgNAIAhBAWohCCALKwMAIRcgC0EIaiELIBcgFmMNAAsgAyAGIA1BAnRqKAIAQQN0aiAVIAi3oSAVozkDACAIIQsgDUEBaiINIAFHDQALCws=";

// src/compare/monte-carlo.ts
var CHUNK = 1024;
var DESC_WORDS = 13;
var GROUP_WORDS = 15;
var DIRECT_WORDS = 4;
var FILL_WORDS = 6;
var loaded;
var served = 0;
function instance() {
  if (process.env.RANKGATE_WASM === "0") return null;
  if (loaded === void 0) loaded = load();
  return loaded;
}
function load() {
  const wa = globalThis.WebAssembly;
  if (!wa) return null;
  try {
    return new wa.Instance(new wa.Module(Buffer.from(MONTE_CARLO_WASM, "base64")), {}).exports;
  } catch {
    return null;
  }
}
var MOST_BYTES = 2 ** 30;
var Layout = class {
  constructor(base) {
    this.base = base;
  }
  base;
  size = 0;
  copies = [];
  /** Room for `bytes`; its address. */
  room(bytes) {
    const at = this.base + this.size;
    this.size += Math.ceil(bytes / 8) * 8;
    return at;
  }
  /** Room for a copy of `a`, made once the memory is reserved; its address. */
  copy(a) {
    const at = this.room(a.byteLength);
    this.copies.push({ from: a, at });
    return at;
  }
  /** Grows the module's memory to hold the layout and makes the copies; its buffer, or null when it cannot grow. */
  place(x) {
    if (this.size > MOST_BYTES || !x.reserve(this.size)) return null;
    const buf = x.memory.buffer;
    for (const c of this.copies) {
      if (c.from instanceof Int32Array) new Int32Array(buf, c.at, c.from.length).set(c.from);
      else new Float64Array(buf, c.at, c.from.length).set(c.from);
    }
    return buf;
  }
};
function drawInWasm(N, exact, bits, u, st, atoms, sums, fills) {
  const x = instance();
  if (!x) return false;
  const chunk = Math.min(N, CHUNK);
  const L = new Layout(x.heapStart());
  const desc = new Int32Array(DESC_WORDS);
  const groups = new Int32Array(atoms.groups.length * GROUP_WORDS);
  atoms.groups.forEach((g, i) => {
    groups.set(
      [
        g.pairs.length,
        L.copy(Int32Array.from(g.pairs)),
        g.single.atom.length,
        L.copy(g.single.atom),
        L.copy(g.single.query),
        L.copy(g.single.d),
        g.multiple.atom.length,
        L.copy(g.multiple.atom),
        L.copy(g.multiple.start),
        L.copy(g.multiple.query),
        L.copy(g.multiple.d),
        // Copied, not only room: an atom whose differences are all 0 is never written and must read +0.
        L.copy(g.acc),
        L.copy(g.atomList),
        L.copy(g.atomsFrom),
        L.copy(g.longestFirst)
      ],
      i * GROUP_WORDS
    );
  });
  const directs = new Int32Array(atoms.direct.length * DIRECT_WORDS);
  atoms.direct.forEach((p, i) => directs.set([p.pair, p.idx.length, L.copy(p.idx), L.copy(p.vals)], i * DIRECT_WORDS));
  const fillWords = new Int32Array(fills.length * FILL_WORDS);
  const outAt = fills.map((f, i) => {
    const out = L.room(chunk * 8);
    const di = f.di ?? new Int32Array(0);
    fillWords.set(
      [out, f.pi, f.di === null ? 0 : 1, L.copy(di), L.copy(f.di === null ? new Float64Array(0) : f.dv), di.length],
      i * FILL_WORDS
    );
    return out;
  });
  const stAt = L.copy(st);
  desc.set([
    u,
    bits.length,
    exact ? 1 : 0,
    // Room only: every draw writes the words it reads.
    L.room(bits.byteLength),
    stAt,
    L.copy(sums),
    atoms.groups.length,
    L.copy(groups),
    atoms.direct.length,
    L.copy(directs),
    fills.length,
    L.copy(fillWords),
    L.copy(Float64Array.from(fills, (f) => f.norm))
  ]);
  const descAt = L.copy(desc);
  const buf = L.place(x);
  if (!buf) return false;
  for (let from = 0; from < N; from += chunk) {
    const count = Math.min(chunk, N - from);
    x.draw(descAt, from, count);
    fills.forEach((f, i) => f.out.set(new Float64Array(buf, outAt[i], count), from));
  }
  st.set(new Int32Array(buf, stAt, 4));
  served++;
  return true;
}
function bootstrapEndsInWasm(rows, m, k, n, st, cdf, rounds, lower, upper) {
  const x = instance();
  if (!x) return null;
  const L = new Layout(x.heapStart());
  const rowsAt = L.copy(rows.subarray(0, m * k));
  const cdfAt = cdf ? L.copy(cdf) : 0;
  const stAt = L.copy(st);
  const ixAt = L.room(n * 4);
  const meansAt = L.room(k * rounds * 8);
  const outAt = L.room(16);
  const scratchAt = L.room((SAMPLE + 2 * (rounds + 1)) * 8);
  const buf = L.place(x);
  if (!buf) return null;
  x.resample(rowsAt, m, k, n, stAt, cdfAt, cdf ? cdf.length - 1 : 0, ixAt, meansAt, rounds);
  st.set(new Int32Array(buf, stAt, 4));
  const lo = type7Rank(rounds, lower);
  const hi = type7Rank(rounds, upper);
  const out = new Float64Array(buf, outAt, 2);
  const ends = [];
  for (let j = 0; j < k; j++) {
    x.quantilePair(meansAt + j * rounds * 8, rounds, lo.k, lo.frac, hi.k, hi.frac, outAt, scratchAt);
    ends.push([out[0], out[1]]);
  }
  served++;
  return ends;
}
function stepLoopInWasm(N) {
  const x = instance();
  if (!x) return null;
  const L = new Layout(x.heapStart());
  const qAt = L.room(N * 8);
  const tAt = L.room(N * 8);
  const pAt2 = L.room(N * 8);
  const candAt = L.room(N * 8);
  const tallyAt = L.room(4);
  const buf = L.place(x);
  if (!buf) return null;
  new Float64Array(buf, qAt, N).fill(Infinity);
  const t = new Float64Array(buf, tAt, N);
  const p = new Float64Array(buf, pAt2, N);
  const counted = new Int32Array(buf, tallyAt, 1);
  served++;
  return {
    candidates: new Float64Array(buf, candAt, N),
    step(draws, below, bound, tally) {
      t.set(draws.t);
      p.set(draws.p);
      const kept = x.step(qAt, tAt, pAt2, N, draws.perDrop, draws.threshold, below, bound, candAt, tallyAt);
      tally[0] = counted[0];
      return kept;
    }
  };
}
function signRoundLoop(tables, groups, st) {
  const x = instance();
  if (!x) return null;
  const L = new Layout(x.heapStart());
  const tAt = L.copy(tables);
  const stAt = L.copy(st);
  const buf = L.place(x);
  if (!buf) return null;
  const state = new Int32Array(buf, stAt, 4);
  served++;
  return {
    draw(n, threshold, rounds) {
      const count = x.signRounds(tAt, groups, stAt, n, threshold, rounds);
      st.set(state);
      return count;
    }
  };
}
function rankSharesInWasm(x) {
  const m = instance();
  if (!m) return null;
  const n = x.length;
  const L = new Layout(m.heapStart());
  const xAt = L.copy(x);
  const sortedAt = L.room(n * 8);
  const pAt2 = L.room(n * 8);
  const keysAt = L.room(n * 8);
  const spareKeysAt = L.room(n * 8);
  const orderAt = L.room(n * 4);
  const spareOrderAt = L.room(n * 4);
  const countAt = L.room(256 * 4);
  const buf = L.place(m);
  if (!buf) return null;
  m.rankShares(xAt, n, sortedAt, pAt2, keysAt, spareKeysAt, orderAt, spareOrderAt, countAt);
  served++;
  return { sorted: new Float64Array(buf, sortedAt, n).slice(), p: new Float64Array(buf, pAt2, n).slice() };
}

// src/score/sorted.ts
function lowerBound2(a, x) {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function rankedCopy(x) {
  const order = ascendingOrder(x, new SortScratch());
  return { sorted: gather(x, order), order };
}
var SortScratch = class {
  keys = new Int32Array(0);
  spareKeys = new Int32Array(0);
  order = new Int32Array(0);
  spareOrder = new Int32Array(0);
  count = new Int32Array(2048);
  fit(n) {
    if (this.keys.length >= n) return;
    this.keys = new Int32Array(n);
    this.spareKeys = new Int32Array(n);
    this.order = new Int32Array(n);
    this.spareOrder = new Int32Array(n);
  }
};
function ascendingOrder(x, scratch) {
  const n = x.length;
  if (!LITTLE_ENDIAN) return rankedByComparison(x).order;
  scratch.fit(n);
  const words = new Int32Array(x.buffer, x.byteOffset, 2 * n);
  const s = byKeys(
    highKeys(words, scratch.keys.subarray(0, n)),
    identity(scratch.order.subarray(0, n)),
    scratch.spareKeys.subarray(0, n),
    scratch.spareOrder.subarray(0, n),
    scratch.count
  );
  settleLowWords(words, s.keys, s.order, s.spareKeys, s.spareOrder, scratch.count);
  return s.order;
}
function byKeys(keys, order, spareKeys, spareOrder, count) {
  const n = keys.length;
  const s = { keys, order, spareKeys, spareOrder };
  for (let shift = 0; shift < 32 && n > 1; shift += 11) {
    countDigits(s.keys, shift, count);
    if (count[s.keys[0] >>> shift & 2047] === n) continue;
    startsOf(count);
    moveKeys(s.keys, s.spareKeys, s.order, s.spareOrder, shift, count);
    const k = s.keys;
    s.keys = s.spareKeys;
    s.spareKeys = k;
    const o = s.order;
    s.order = s.spareOrder;
    s.spareOrder = o;
  }
  return s;
}
function highKeys(words, out) {
  for (let i = 0; i < out.length; i++) {
    const hi = words[2 * i + 1];
    out[i] = hi ^ (hi >> 31 | 2147483648);
  }
  return out;
}
function lowRank(words, i) {
  return words[2 * i] ^ words[2 * i + 1] >> 31 ^ 2147483648;
}
function settleLowWords(words, keys, order, keyTmp, orderTmp, count) {
  const n = keys.length;
  for (let s = 0; s < n; ) {
    let e = s + 1;
    let mixed = false;
    const lo = lowRank(words, order[s]);
    while (e < n && keys[e] === keys[s]) {
      if (lowRank(words, order[e]) !== lo) mixed = true;
      e++;
    }
    if (mixed) {
      if (e - s <= 32) insertionByLowKey(words, order, s, e);
      else radixByLowKey(words, order, s, e, keyTmp, orderTmp, count);
    }
    s = e;
  }
}
function insertionByLowKey(words, order, s, e) {
  for (let i = s + 1; i < e; i++) {
    const o = order[i];
    const k = lowRank(words, o);
    let j = i - 1;
    while (j >= s && lowRank(words, order[j]) > k) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = o;
  }
}
function radixByLowKey(words, order, s, e, keyTmp, orderTmp, count) {
  const m = e - s;
  const run = order.slice(s, e);
  const keys = new Int32Array(m);
  for (let i = 0; i < m; i++) keys[i] = lowRank(words, run[i]) ^ 2147483648;
  order.set(byKeys(keys, run, keyTmp.subarray(0, m), orderTmp.subarray(0, m), count).order, s);
}
function gather(x, order) {
  const out = new Float64Array(order.length);
  for (let i = 0; i < order.length; i++) out[i] = x[order[i]];
  return out;
}
function identity(out) {
  for (let i = 0; i < out.length; i++) out[i] = i;
  return out;
}
function rankedByComparison(x) {
  const negZero = (v) => Object.is(v, -0) ? 1 : 0;
  const order = Int32Array.from(
    Array.from(x, (_, i) => i).sort((i, j) => x[i] - x[j] || negZero(x[j]) - negZero(x[i]) || i - j)
  );
  return { sorted: Float64Array.from(order, (i) => x[i]), order };
}
function countDigits(keys, shift, count) {
  count.fill(0);
  for (let i = 0; i < keys.length; i++) count[keys[i] >>> shift & 2047]++;
}
function startsOf(count) {
  let sum = 0;
  for (let d = 0; d < 2048; d++) {
    const c = count[d];
    count[d] = sum;
    sum += c;
  }
}
function moveKeys(src, dst, from, to, shift, count) {
  for (let i = 0; i < src.length; i++) {
    const at = count[src[i] >>> shift & 2047]++;
    dst[at] = src[i];
    to[at] = from[i];
  }
}

// src/compare/stats.ts
var INV_2_32 = 1 / 4294967296;
var EXTREME_TOL = 1e-12;
var MAX_EXACT_N = 24;
var EXACT_NONZERO = 20;
function toSeed32(seed, what = "seed") {
  if (!Number.isInteger(seed)) throw new RangeError(`${what} must be an integer, got ${seed}`);
  return seed >>> 0;
}
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function seedState(seed) {
  const st = new Int32Array(4);
  let x = toSeed32(seed) | 0;
  for (let k = 0; k < 4; k++) {
    x = x + 2654435769 | 0;
    let t = x ^ x >>> 16;
    t = Math.imul(t, 569420461);
    t ^= t >>> 15;
    t = Math.imul(t, 1935289751);
    st[k] = t ^ t >>> 15;
  }
  for (let k = 0; k < 12; k++) sfc32Step(st);
  return st;
}
function sfc32Step(st) {
  const a = st[0];
  const b = st[1];
  const c = st[2];
  const ctr = st[3];
  const t = (a + b | 0) + ctr | 0;
  st[3] = ctr + 1 | 0;
  st[0] = b ^ b >>> 9;
  st[1] = c + (c << 3) | 0;
  st[2] = (c << 21 | c >>> 11) + t | 0;
  return t >>> 0;
}
var Rng = class {
  #st;
  constructor(seed) {
    this.#st = seedState(seed);
  }
  /** Uniform integer in [0, 2^32). */
  nextUint32() {
    return sfc32Step(this.#st);
  }
  /** Uniform float in [0, 1) with 32 random bits (plenty for resampling; 2^-32 granularity). */
  next() {
    return this.nextUint32() * INV_2_32;
  }
  /**
   * Uniform integer in [0, n) by multiply-shift: floor(u32 * n / 2^32). One generator call, no
   * division and no rejection loop; the bias is at most n / 2^32 relative (< 2.5e-4 at n = 2^20).
   * The product is exact for n <= 2^21 and can never round up to n for any n <= 2^32.
   */
  nextInt(n) {
    if (!Number.isInteger(n) || n < 1 || n > 4294967296) {
      throw new RangeError(`nextInt(n) needs an integer 1 <= n <= 2^32, got ${n}`);
    }
    return Math.floor(this.nextUint32() * n * INV_2_32);
  }
};
var utf8 = new TextEncoder();
function deriveSeed(base, key) {
  let h = 2166136261;
  const bytes = utf8.encode(key);
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 16777619);
  }
  return fmix32((h ^ fmix32(toSeed32(base, "base seed"))) >>> 0);
}
function assertFinite(a, what) {
  for (let i = 0; i < a.length; i++) {
    if (!Number.isFinite(a[i])) throw new RangeError(`${what}[${i}] is not a finite number (${a[i]})`);
  }
}
function assertIterations(iterations) {
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new RangeError(`iterations must be a positive integer, got ${iterations}`);
  }
}
function mean(a) {
  const n = a.length;
  if (n === 0) return 0;
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i];
  return s / n;
}
function exactSignFlipShare(nz, limit) {
  const m = nz.length;
  const h = m >>> 1;
  const left = signedSums(nz.subarray(0, h));
  const right = signedSums(nz.subarray(h)).sort();
  let count = 0;
  for (let i = 0; i < left.length; i++) {
    const a = left[i];
    count += right.length - lowerBound2(right, limit - a);
    count += firstAbove(right, -limit - a);
  }
  return count / 2 ** m;
}
function signedSums(v) {
  const k = v.length;
  const out = new Float64Array(2 ** k);
  let plus = 0;
  for (let j = 0; j < k; j++) plus += v[j];
  out[0] = plus;
  for (let b = 1; b < out.length; b++) {
    const low = b & -b;
    out[b] = out[b ^ low] - 2 * v[31 - Math.clz32(low)];
  }
  return out;
}
function firstAbove(s, x) {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (s[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function pairedRandomizationTest(diffs, opts) {
  const { iterations, seed } = opts;
  const exactMaxN = opts.exactMaxN ?? EXACT_NONZERO;
  assertIterations(iterations);
  if (!Number.isInteger(exactMaxN) || exactMaxN < 0 || exactMaxN > MAX_EXACT_N) {
    throw new RangeError(`exactMaxN must be an integer in 0..${MAX_EXACT_N}, got ${exactMaxN}`);
  }
  const st = seedState(seed);
  assertFinite(diffs, "diffs");
  const n = diffs.length;
  let nonZero = 0;
  for (let i = 0; i < n; i++) if (diffs[i] !== 0) nonZero++;
  if (nonZero === 0) return 1;
  const threshold = Math.abs(mean(diffs)) - EXTREME_TOL;
  if (nonZero <= exactMaxN) {
    const nz = new Float64Array(nonZero);
    for (let i = 0, j = 0; i < n; i++) if (diffs[i] !== 0) nz[j++] = diffs[i];
    return threshold > 0 ? exactSignFlipShare(nz, threshold * n) : 1;
  }
  const tables = signTables(diffs);
  const groups = tables.length >>> 8;
  const stopAt = opts.stopAt ?? null;
  const checks = stopAt !== null ? [...looks(iterations), 0] : [0];
  const loop = signRoundLoop(tables, groups, st) ?? jsRoundLoop(tables, groups, st);
  const { rounds, count } = roundsBetweenLooks(loop, n, threshold, iterations, checks, stopAt ?? 0);
  return (count + 1) / (rounds + 1);
}
function roundsBetweenLooks(loop, n, threshold, iterations, checks, stopAt) {
  let drawn = 0;
  let count = 0;
  for (let next = 0; ; next++) {
    const look = checks[next];
    const end = look > drawn && look <= iterations ? look : iterations;
    count += loop.draw(n, threshold, end - drawn);
    drawn = end;
    if (end !== look || mayStop(count, drawn, iterations, stopAt)) return { rounds: drawn, count };
  }
}
function jsRoundLoop(tables, groups, st) {
  const tally = new Int32Array(1);
  return {
    draw(n, threshold, rounds) {
      countRounds(tables, groups, st, n, threshold, rounds, tally);
      return tally[0];
    }
  };
}
function countRounds(tables, groups, st, n, threshold, rounds, tally) {
  let count = 0;
  tally[0] = 0;
  for (let r = 0; r < rounds; r++) {
    const s = tableRoundSum(tables, groups, st);
    if (Math.abs(s) / n >= threshold) tally[0] = ++count;
  }
}
function signTables(d) {
  let m = 0;
  for (let i = 0; i < d.length; i++) if (d[i] !== 0) m++;
  const groups = Math.ceil(m / 8);
  const nz = new Float64Array(groups * 8);
  for (let i = 0, k = 0; i < d.length; i++) if (d[i] !== 0) nz[k++] = d[i];
  const t = new Float64Array(groups * 256);
  fillSignTables(nz, groups, t);
  return t;
}
function fillSignTables(nz, groups, t) {
  for (let g = 0; g < groups; g++) {
    const o = g * 256;
    const at = g * 8;
    let plus = 0;
    for (let j = 0; j < 8; j++) plus += nz[at + j];
    t[o] = plus;
    for (let b = 1; b < 256; b++) {
      const low = b & -b;
      t[o + b] = t[o + (b ^ low)] - 2 * nz[at + 31 - Math.clz32(low)];
    }
  }
}
function tableRoundSum(t, groups, st) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  let s = 0;
  for (let g = 0; g < groups; g += 4) {
    const bits = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + bits | 0;
    const o = g << 8;
    s += t[o + (bits & 255)];
    if (g + 1 < groups) s += t[o + 256 + (bits >>> 8 & 255)];
    if (g + 2 < groups) s += t[o + 512 + (bits >>> 16 & 255)];
    if (g + 3 < groups) s += t[o + 768 + (bits >>> 24)];
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  return s;
}
function bootstrapRoundSum(d, n, st) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  let s = 0;
  for (let k = 0; k < n; k++) {
    const t = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + t | 0;
    s += d[(t >>> 0) * n * INV_2_32 | 0];
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  return s;
}
function pairedBootstrapCIs(columns, opts) {
  const { iterations, seed } = opts;
  const alpha = opts.alpha ?? 0.05;
  assertIterations(iterations);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const st = seedState(seed);
  const k = columns.length;
  const n = k > 0 ? columns[0].length : 0;
  columns.forEach((c, j) => {
    if (c.length !== n) throw new RangeError(`column ${j} has ${c.length} values, column 0 has ${n}`);
    assertFinite(c, "diffs");
  });
  if (n === 0) return columns.map(() => [0, 0]);
  const lower = alpha / 2;
  const upper = 1 - alpha / 2;
  if (k === 1 && !opts.moved) {
    const ends2 = bootstrapEndsInWasm(columns[0], n, 1, n, st, null, iterations, lower, upper);
    if (ends2) return ends2;
    const means2 = new Float64Array(iterations);
    plainMeans(columns[0], st, means2);
    return [quantilesType7(means2, lower, upper)];
  }
  const moved = movedRows(columns, opts.moved);
  const m = moved.length;
  const rows = new Float64Array(Math.max(m, 1) * k);
  for (let r = 0; r < m; r++) for (let j = 0; j < k; j++) rows[r * k + j] = columns[j][moved[r]];
  const ends = bootstrapEndsInWasm(
    rows,
    m,
    k,
    n,
    st,
    m > 0 && m < n ? binomialCdf(n, m / n) : null,
    iterations,
    lower,
    upper
  );
  if (ends) return ends;
  const means = columns.map(() => new Float64Array(iterations));
  resampledMeans(rows, m, k, n, st, means);
  return means.map((m2) => quantilesType7(m2, lower, upper));
}
function movedRows(columns, flags) {
  const n = columns[0].length;
  const out = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    let hit = flags !== void 0 && flags[i] !== 0;
    for (let j = 0; j < columns.length && !hit; j++) hit = columns[j][i] !== 0;
    if (hit) out[m++] = i;
  }
  return out.subarray(0, m);
}
function plainMeans(d, st, means) {
  const n = d.length;
  for (let r = 0; r < means.length; r++) means[r] = bootstrapRoundSum(d, n, st) / n;
}
function resampledMeans(rows, m, k, n, st, means) {
  const cdf = binomialCdf(n, m / n);
  const sums = new Float64Array(k);
  const ix = new Int32Array(n);
  const iterations = means[0].length;
  for (let r = 0; r < iterations; r++) {
    const draws = m === n ? n : m === 0 ? 0 : inverseCdf(cdf, sfc32Step(st) * INV_2_32);
    bootstrapRoundSums(rows, m, k, st, sums, ix, draws);
    for (let j = 0; j < k; j++) means[j][r] = sums[j] / n;
  }
}
function bootstrapRoundSums(rows, n, k, st, sums, ix, draws) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  for (let d = 0; d < draws; d++) {
    const t = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + t | 0;
    ix[d] = (t >>> 0) * n * INV_2_32 | 0;
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  let j = 0;
  if (k === 5) {
    gather5(rows, ix, draws, sums);
    return;
  }
  for (; j + 4 <= k; j += 4) gather4(rows, k, j, ix, draws, sums);
  for (; j < k; j++) gather1(rows, k, j, ix, draws, sums);
}
function binomialCdf(n, p) {
  const cdf = new Float64Array(n + 1);
  if (p <= 0) return cdf.fill(1);
  if (p >= 1) {
    cdf[n] = 1;
    return cdf;
  }
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let logC = 0;
  let acc = 0;
  for (let x = 0; x <= n; x++) {
    if (x > 0) logC += Math.log((n - x + 1) / x);
    acc += Math.exp(logC + x * lp + (n - x) * lq);
    cdf[x] = acc;
  }
  cdf[n] = 1;
  return cdf;
}
function inverseCdf(cdf, u) {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (u < cdf[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function gather5(rows, ix, n, sums) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let d = 0; d < n; d++) {
    const o = ix[d] * 5;
    s0 += rows[o];
    s1 += rows[o + 1];
    s2 += rows[o + 2];
    s3 += rows[o + 3];
    s4 += rows[o + 4];
  }
  sums[0] = s0;
  sums[1] = s1;
  sums[2] = s2;
  sums[3] = s3;
  sums[4] = s4;
}
function gather4(rows, k, j, ix, n, sums) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let d = 0; d < n; d++) {
    const o = ix[d] * k + j;
    s0 += rows[o];
    s1 += rows[o + 1];
    s2 += rows[o + 2];
    s3 += rows[o + 3];
  }
  sums[j] = s0;
  sums[j + 1] = s1;
  sums[j + 2] = s2;
  sums[j + 3] = s3;
}
function gather1(rows, k, j, ix, n, sums) {
  let s0 = 0;
  for (let d = 0; d < n; d++) s0 += rows[ix[d] * k + j];
  sums[j] = s0;
}
function winsTiesLosses(base, cand, eps = 1e-9) {
  if (base.length !== cand.length) {
    throw new RangeError(`base and cand differ in length (${base.length} vs ${cand.length})`);
  }
  if (!(eps >= 0 && Number.isFinite(eps))) throw new RangeError(`eps must be a finite number >= 0, got ${eps}`);
  assertFinite(base, "base");
  assertFinite(cand, "cand");
  let wins = 0;
  let ties = 0;
  let losses = 0;
  for (let i = 0; i < base.length; i++) {
    const d = cand[i] - base[i];
    if (Math.abs(d) <= eps) ties++;
    else if (d > 0) wins++;
    else losses++;
  }
  return { wins, ties, losses };
}

// src/compare/tests/randomization.ts
var TOL = 1e-12;
var pAt = (s, N, i) => (N - lowerBound2(s, s[i] - TOL)) / N;
var randomizationTest = {
  name: "randomization",
  needsDraws: () => true,
  pValues(draws, ranked) {
    const out = new Float64Array(draws.length);
    sharesAtOrAbove(ranked, out);
    return out;
  },
  // The same order and shares, made in the statistics' WebAssembly module when it is there.
  sortedWithPValues: (draws) => rankSharesInWasm(draws),
  // p-values are multiples of 1/N: half a step below one is above every smaller one.
  levelBelow: (p, N) => p - 0.5 / N,
  /** The marginal p of sorted[i] falls as i grows, so the first index that qualifies is found by bisection. */
  criticalAt(s, level) {
    const N = s.length;
    if (pAt(s, N, N - 1) > level + 1e-15) return Infinity;
    let lo = 0;
    let hi = N - 1;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (pAt(s, N, mid) <= level + 1e-15) hi = mid;
      else lo = mid + 1;
    }
    return s[lo];
  },
  twoSided: (d, iterations, seed, stopAt) => pairedRandomizationTest(d, { iterations, seed, stopAt }),
  wording: {
    decision: "one-sided (is the candidate worse?)",
    westfallYoung: "Westfall\u2013Young step-down on one joint sign-flip permutation",
    descriptive: "two-sided paired randomization p",
    settings: (iterations, seed) => `paired randomization test (${iterations} iterations, seed ${seed})`
  }
};
function sharesAtOrAbove({ sorted, order }, out) {
  const N = sorted.length;
  let j = 0;
  for (let i = 0; i < N; i++) {
    const x = sorted[i] - TOL;
    while (sorted[j] < x) j++;
    out[order[i]] = (N - j) / N;
  }
}

// src/compare/tests/student-t.ts
function logGamma(x) {
  const c = [
    0.9999999999998099,
    676.5203681218851,
    -1259.1392167224028,
    771.3234287776531,
    -176.6150291621406,
    12.507343278686905,
    -0.13857109526572012,
    9984369578019572e-21,
    15056327351493116e-23
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}
function incompleteBeta(x, a, b) {
  if (!(a > 0 && b > 0)) throw new RangeError(`incompleteBeta needs a, b > 0, got ${a}, ${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`incompleteBeta needs 0 <= x <= 1, got ${x}`);
  if (x === 0 || x === 1) return x;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return front * betaFraction(x, a, b) / a;
  return 1 - front * betaFraction(1 - x, b, a) / b;
}
function betaFraction(x, a, b) {
  const TINY = 1e-300;
  const EPS = 1e-15;
  let c = 1;
  let d = 1 - (a + b) * x / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 1e4; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
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
function tUpper(t, df) {
  if (!(df > 0)) throw new RangeError(`the t distribution needs df > 0, got ${df}`);
  if (Number.isNaN(t)) throw new RangeError("tUpper of NaN");
  if (t === Infinity) return 0;
  if (t === -Infinity) return 1;
  const tail2 = incompleteBeta(df / (df + t * t), df / 2, 0.5) / 2;
  return t >= 0 ? tail2 : 1 - tail2;
}
function tUpperQuantile(q, df) {
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
  for (let i = 0; i < 2e3 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tUpper(mid, df) > q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// src/compare/tests/t-test.ts
function tOfT(T, n) {
  const room = n - T * T;
  if (room <= n * 1e-14) return T > 0 ? Infinity : T < 0 ? -Infinity : 0;
  return T * Math.sqrt(n - 1) / Math.sqrt(room);
}
function tToT(t, n) {
  if (t === Infinity) return Math.sqrt(n);
  if (t === -Infinity) return -Math.sqrt(n);
  return t * Math.sqrt(n) / Math.sqrt(n - 1 + t * t);
}
var untestable = (pair) => pair.norm === 0 || pair.n < 2;
var tTest = {
  name: "t-test",
  needsDraws: (correction) => correction === "westfall-young",
  pValues(draws, _ranked, pair) {
    if (untestable(pair)) return new Float64Array(draws.length).fill(1);
    return Float64Array.from(draws, (T) => tUpper(tOfT(T, pair.n), pair.n - 1));
  },
  // Analytic p-values are continuous: the level just below p (relative to its size) excludes it and nothing more.
  levelBelow: (p) => p - Math.max(Math.abs(p) * 1e-12, 1e-300),
  criticalAt(_sorted, level, pair) {
    if (untestable(pair)) return level >= 1 ? 0 : Infinity;
    if (!(level > 0)) return Infinity;
    if (level >= 1) return -Math.sqrt(pair.n);
    return tToT(tUpperQuantile(level, pair.n - 1), pair.n);
  },
  twoSided(d) {
    const n = d.length;
    if (n < 2) return 1;
    let s = 0;
    for (let i = 0; i < n; i++) s += d[i];
    const mean2 = s / n;
    let ss = 0;
    for (let i = 0; i < n; i++) ss += (d[i] - mean2) ** 2;
    if (ss === 0) return mean2 === 0 ? 1 : 0;
    const t = mean2 / Math.sqrt(ss / (n - 1) / n);
    return Math.min(1, 2 * tUpper(Math.abs(t), n - 1));
  },
  wording: {
    decision: "a one-sided paired t-test (is the candidate worse?)",
    westfallYoung: "Westfall\u2013Young step-down on the t-tests' p-values over one joint sign-flip permutation",
    descriptive: "two-sided paired t-test p",
    settings: (iterations, seed, correction) => correction === "westfall-young" ? `paired t-test (Student's, df = n \u2212 1; ${iterations} sign-flip draws for the family, seed ${seed})` : "paired t-test (Student's, df = n \u2212 1)"
  }
};

// src/compare/paired-test.ts
var TESTS = { randomization: randomizationTest, "t-test": tTest };
function pairedTest(name) {
  return TESTS[name];
}

export {
  rankedCopy,
  SortScratch,
  ascendingOrder,
  orderStatistic,
  drawInWasm,
  stepLoopInWasm,
  seedState,
  Rng,
  deriveSeed,
  pairedBootstrapCIs,
  winsTiesLosses,
  pairedTest
};
