import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/compare/stats.ts
var INV_2_32 = 1 / 4294967296;
var EXTREME_TOL = 1e-12;
var MAX_EXACT_N = 24;
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
function exactSignFlipP(d, n, threshold) {
  const half = 2 ** (n - 1);
  let count = 0;
  for (let mask = 0; mask < half; mask++) {
    let s = 0 + d[0];
    let bits = mask;
    for (let i = 1; i < n; i++) {
      s += d[i] * (1 - ((bits & 1) << 1));
      bits >>>= 1;
    }
    if (Math.abs(s) / n >= threshold) count++;
  }
  return count / half;
}
function pairedRandomizationTest(diffs, opts) {
  const { iterations, seed } = opts;
  const exactMaxN = opts.exactMaxN ?? 16;
  assertIterations(iterations);
  if (!Number.isInteger(exactMaxN) || exactMaxN < 0 || exactMaxN > MAX_EXACT_N) {
    throw new RangeError(`exactMaxN must be an integer in 0..${MAX_EXACT_N}, got ${exactMaxN}`);
  }
  const st = seedState(seed);
  assertFinite(diffs, "diffs");
  const n = diffs.length;
  if (n === 0) return 1;
  let allZero = true;
  for (let i = 0; i < n; i++) {
    if (diffs[i] !== 0) {
      allZero = false;
      break;
    }
  }
  if (allZero) return 1;
  const threshold = Math.abs(mean(diffs)) - EXTREME_TOL;
  if (n <= exactMaxN) return exactSignFlipP(diffs, n, threshold);
  const tables = signTables(diffs);
  const groups = tables.length >>> 8;
  let count = 0;
  for (let r = 0; r < iterations; r++) {
    const s = tableRoundSum(tables, groups, st);
    if (Math.abs(s) / n >= threshold) count++;
  }
  return (count + 1) / (iterations + 1);
}
function signTables(d) {
  const nz = [];
  for (let i = 0; i < d.length; i++) if (d[i] !== 0) nz.push(d[i]);
  const groups = Math.ceil(nz.length / 8);
  const t = new Float64Array(groups * 256);
  for (let g = 0; g < groups; g++) {
    const o = g * 256;
    let plus = 0;
    for (let j = 0; j < 8; j++) plus += nz[g * 8 + j] ?? 0;
    t[o] = plus;
    for (let b = 1; b < 256; b++) {
      const low = b & -b;
      const j = 31 - Math.clz32(low);
      t[o + b] = t[o + (b ^ low)] - 2 * (nz[g * 8 + j] ?? 0);
    }
  }
  return t;
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
function quantileType7(sorted, q) {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = lo + 1 < sorted.length ? lo + 1 : lo;
  const x = sorted[lo];
  return x + (h - lo) * (sorted[hi] - x);
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
  if (k === 1 && !opts.moved) {
    const means2 = new Float64Array(iterations);
    for (let r = 0; r < iterations; r++) means2[r] = bootstrapRoundSum(columns[0], n, st) / n;
    means2.sort();
    return [[quantileType7(means2, alpha / 2), quantileType7(means2, 1 - alpha / 2)]];
  }
  const moved = [];
  for (let i = 0; i < n; i++) {
    if (opts.moved?.[i]) {
      moved.push(i);
      continue;
    }
    for (let j = 0; j < k; j++) {
      if (columns[j][i] !== 0) {
        moved.push(i);
        break;
      }
    }
  }
  const m = moved.length;
  const rows = new Float64Array(Math.max(m, 1) * k);
  moved.forEach((i, r) => {
    for (let j = 0; j < k; j++) rows[r * k + j] = columns[j][i];
  });
  const cdf = binomialCdf(n, m / n);
  const means = columns.map(() => new Float64Array(iterations));
  const sums = new Float64Array(k);
  const ix = new Int32Array(n);
  for (let r = 0; r < iterations; r++) {
    const draws = m === n ? n : m === 0 ? 0 : inverseCdf(cdf, sfc32Step(st) * INV_2_32);
    if (draws > 0) bootstrapRoundSums(rows, m, k, st, sums, ix, draws);
    else sums.fill(0);
    for (let j = 0; j < k; j++) means[j][r] = sums[j] / n;
  }
  return means.map((m2) => {
    m2.sort();
    return [quantileType7(m2, alpha / 2), quantileType7(m2, 1 - alpha / 2)];
  });
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

// src/compare/family.ts
var EXACT_MAX = 16;
var TOL = 1e-12;
function familyTest(input) {
  const { pairs } = input;
  const P = pairs.length;
  const versions = Array.from({ length: P > 0 ? pairs[0].values.length : 1 }, (_, v) => v);
  let nq = 0;
  for (const p of pairs) for (let i = 0; i < p.members.length; i++) nq = Math.max(nq, p.members[i] + 1);
  const movedMask = new Uint8Array(nq);
  for (const p of pairs) {
    for (let i = 0; i < p.members.length; i++) {
      const q = p.members[i];
      if (movedMask[q]) continue;
      if (input.moved?.[q]) movedMask[q] = 1;
      else for (let v = 0; v < p.values.length; v++) if (p.values[v][i] !== 0) movedMask[q] = 1;
    }
  }
  const moved = new Int32Array(nq).fill(-1);
  let u = 0;
  for (let q = 0; q < nq; q++) if (movedMask[q]) moved[q] = u++;
  const idx = [];
  const vals = versions.map(() => []);
  for (const p of pairs) {
    let m = 0;
    for (let i = 0; i < p.members.length; i++) if (moved[p.members[i]] >= 0) m++;
    const ix = new Int32Array(m);
    const vs = versions.map(() => new Float64Array(m));
    for (let i = 0, j = 0; i < p.members.length; i++) {
      const r = moved[p.members[i]];
      if (r < 0) continue;
      ix[j] = r;
      for (const vi of versions) vs[vi][j] = p.values[vi][i];
      j++;
    }
    idx.push(ix);
    versions.forEach((vi) => vals[vi].push(vs[vi]));
  }
  const exact = u <= EXACT_MAX;
  const N = exact ? 2 ** u : input.iterations + 1;
  const stats = versions.map(() => pairs.map(() => new Float64Array(N)));
  const norms = versions.map((_, vi) => pairs.map((_2, pi) => {
    let s = 0;
    for (const x of vals[vi][pi]) s += x * x;
    return Math.sqrt(s);
  }));
  const diffPos = versions.map((_, vi) => pairs.map((_2, pi) => {
    const out = [];
    if (vi > 0) vals[vi][pi].forEach((x, i) => {
      if (x !== vals[0][pi][i]) out.push(i);
    });
    return Int32Array.from(out);
  }));
  const diffIdx = diffPos.map((perPair) => perPair.map((pos, pi) => Int32Array.from(pos, (i) => idx[pi][i])));
  const diffVal = diffPos.map((perPair, vi) => perPair.map((pos, pi) => Float64Array.from(pos, (i) => vals[vi][pi][i] - vals[0][pi][i])));
  const sign = new Float64Array(Math.max(u, 1));
  const st = seedState(input.seed);
  for (let b = 0; b < N; b++) {
    if (b === 0) sign.fill(1);
    else if (exact) {
      for (let i = 0; i < u; i++) sign[i] = b >>> i & 1 ? -1 : 1;
    } else {
      drawSigns(sign, u, st);
    }
    for (let pi = 0; pi < P; pi++) {
      const sum = signedSum(idx[pi], vals[0][pi], sign);
      for (let vi = 0; vi < versions.length; vi++) {
        const norm = norms[vi][pi];
        if (norm === 0) continue;
        const s = vi === 0 ? sum : sum + signedSum(diffIdx[vi][pi], diffVal[vi][pi], sign);
        stats[vi][pi][b] = -s / norm;
      }
    }
  }
  const decisions = input.thresholds ?? [null];
  const outcomes = versions.map((_, vi) => decisions.map((th) => decide(stats[vi], pairs, norms[vi], input.alpha, input.correction, N, th)));
  return { outcomes, draws: N, exact };
}
function drawSigns(sign, u, st) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  for (let i = 0; i < u; i += 32) {
    const t = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + t | 0;
    const end = Math.min(32, u - i);
    for (let j = 0; j < end; j++) sign[i + j] = 1 - ((t >>> j & 1) << 1);
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
}
function signedSum(idx, vals, sign) {
  let s = 0;
  for (let i = 0; i < idx.length; i++) s += sign[idx[i]] * vals[i];
  return s;
}
function lowerBound(a, x) {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function levelAt(sorted, limit, N) {
  if (limit >= sorted.length) return 1;
  return Math.min(1, sorted[limit] - 0.5 / N);
}
var CANNOT = 2;
function decide(stats, pairs, norms, alpha, correction, N, thresholds) {
  const P = pairs.length;
  const sorted = stats.map((s) => Float64Array.from(s).sort());
  const marginal = stats.map((s, pi) => {
    const out = new Float64Array(N);
    const perDrop = norms[pi] / Math.max(pairs[pi].members.length, 1);
    const th = thresholds ? thresholds[pi] : -Infinity;
    for (let b = 0; b < N; b++) out[b] = s[b] * perDrop > th ? (N - lowerBound(sorted[pi], s[b] - TOL)) / N : CANNOT;
    return out;
  });
  const pRestricted = Float64Array.from(marginal, (m) => m[0]);
  const t = Float64Array.from(stats, (s) => s[0]);
  const pWorse = Float64Array.from(stats, (s, pi) => (N - lowerBound(sorted[pi], s[0] - TOL)) / N);
  const scale = Float64Array.from(pairs, (p, pi) => norms[pi] / Math.max(p.members.length, 1));
  const pAt = (s, i) => (N - lowerBound(s, s[i] - TOL)) / N;
  const criticalAt = (pi, level) => {
    const s = sorted[pi];
    if (pAt(s, N - 1) > level + 1e-15) return Infinity;
    let lo = 0;
    let hi = N - 1;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (pAt(s, mid) <= level + 1e-15) hi = mid;
      else lo = mid + 1;
    }
    return s[lo];
  };
  const order = Array.from({ length: P }, (_, i) => i).sort((a, b) => pRestricted[a] - pRestricted[b] || pWorse[a] - pWorse[b] || t[b] - t[a] || a - b);
  const levels = new Float64Array(P);
  const pAdjusted = new Float64Array(P);
  const rejected = new Uint8Array(P);
  let planningLevel;
  if (correction === "westfall-young") {
    const stepLevel = new Float64Array(P);
    const stepAdj = new Float64Array(P);
    const q = new Float64Array(N).fill(Infinity);
    for (let j = P - 1; j >= 0; j--) {
      const m = marginal[order[j]];
      for (let b = 0; b < N; b++) if (m[b] < q[b]) q[b] = m[b];
      const qs = Float64Array.from(q).sort();
      stepLevel[j] = levelAt(qs, Math.floor(alpha * N + 1e-9), N);
      stepAdj[j] = lowerBound(qs, pWorse[order[j]] + 1e-15) / N;
    }
    planningLevel = stepLevel[0];
    let running = 0;
    let stopped = false;
    let stopLevel = 0;
    for (let j = 0; j < P; j++) {
      const pi = order[j];
      running = Math.max(running, Math.min(1, stepAdj[j]));
      pAdjusted[pi] = running;
      if (!stopped && pRestricted[pi] <= stepLevel[j]) {
        rejected[pi] = 1;
        levels[pi] = stepLevel[j];
      } else {
        if (!stopped) stopLevel = stepLevel[j];
        stopped = true;
        levels[pi] = stopLevel;
      }
    }
  } else {
    const m = P;
    if (correction === "holm") {
      planningLevel = alpha / m;
      let running = 0;
      let stopped = false;
      let stopLevel = 0;
      for (let j = 0; j < P; j++) {
        const pi = order[j];
        const level = alpha / (m - j);
        running = Math.max(running, Math.min(1, (m - j) * pWorse[pi]));
        pAdjusted[pi] = running;
        if (!stopped && pRestricted[pi] <= level) {
          rejected[pi] = 1;
          levels[pi] = level;
        } else {
          if (!stopped) stopLevel = level;
          stopped = true;
          levels[pi] = stopLevel;
        }
      }
    } else if (correction === "bh") {
      planningLevel = alpha / m;
      let k = 0;
      for (let j = 0; j < P; j++) if (pRestricted[order[j]] <= alpha * (j + 1) / m) k = j + 1;
      let running = 1;
      for (let j = P - 1; j >= 0; j--) {
        const pi = order[j];
        running = Math.min(running, pWorse[pi] * m / (j + 1));
        pAdjusted[pi] = Math.min(1, running);
      }
      const level = alpha * Math.max(k, 1) / m;
      for (let j = 0; j < P; j++) {
        const pi = order[j];
        levels[pi] = level;
        rejected[pi] = j < k ? 1 : 0;
      }
    } else {
      planningLevel = alpha;
      for (let pi = 0; pi < P; pi++) {
        pAdjusted[pi] = pWorse[pi];
        levels[pi] = alpha;
        rejected[pi] = pRestricted[pi] <= alpha ? 1 : 0;
      }
    }
  }
  const critical = Float64Array.from(pairs, (_, pi) => criticalAt(pi, levels[pi]));
  const planning = Float64Array.from(pairs, (_, pi) => criticalAt(pi, planningLevel));
  return { t, scale, pWorse, pAdjusted, rejected, critical, planning };
}

export {
  Rng,
  deriveSeed,
  pairedRandomizationTest,
  pairedBootstrapCIs,
  winsTiesLosses,
  familyTest
};
//# sourceMappingURL=chunk-CPTSWJPP.js.map
