import type { MeasureSpec } from '../measures/parse.js';

/**
 * Per-query measure arithmetic on one ranked list.
 *
 * A list is `grades[0..n)` in rank order (NaN = unjudged) with the scores that define tie groups;
 * positions `>= depth` never count (under `ties: expected` the list may run past depth to finish a tie group).
 * Everything here is allocation-light: it runs once per query and measure on lists of up to `depth` results.
 */

/** What a query's judgments say, independent of any run. */
export interface QueryFacts {
  /** Every judged grade of the query (including those no run retrieved). */
  judged: Float64Array;
  /** Highest grade in the whole judgments file (ERR's normaliser). */
  maxGrade: number;
}

/** The measure with its relevance level resolved. */
export interface ResolvedMeasure {
  spec: MeasureSpec;
  rel: number;
  /** Gain of a grade (nDCG); unjudged grades never reach it. */
  gain: (g: number) => number;
}

export function resolveMeasure(spec: MeasureSpec, relevance: number): ResolvedMeasure {
  const rel = spec.rel ?? relevance;
  let gain: (g: number) => number;
  const g = spec.gain;
  if (!g || g.type === 'linear') gain = (x) => (x > 0 ? x : 0);
  else if (g.type === 'exp-log2') gain = (x) => (x > 0 ? 2 ** x - 1 : 0);
  else {
    const map = g.gains;
    gain = (x) => {
      const v = map.get(x);
      return v !== undefined ? v : 0;
    };
  }
  return { spec, rel, gain };
}

const LOG2 = new Float64Array(0);
let discounts = LOG2;
/** 1/log2(i+2) for 0-based position i, cached. */
function discount(i: number): number {
  if (i >= discounts.length) {
    const d = new Float64Array(Math.max(i + 1, discounts.length * 2, 1024));
    for (let k = 0; k < d.length; k++) d[k] = 1 / Math.log2(k + 2);
    discounts = d;
  }
  return discounts[i];
}

function countAtLeast(a: Float64Array, rel: number): number {
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] >= rel) c++;
  return c;
}

/** Ideal DCG at cutoff k from all judged grades of the query (trec_eval: the ideal comes from the judgments, not the run). */
function idealDcg(m: ResolvedMeasure, judged: Float64Array, k: number): number {
  // A query is scored several times with the same judgments (value, tie range): compute its ideal once.
  if (judged !== idealCache.judged) {
    idealCache.judged = judged;
    idealCache.values.clear();
  }
  // Keyed by the measure object: its cutoff (k) is fixed, so no string key is built per call.
  const hit = idealCache.values.get(m);
  if (hit !== undefined) return hit;
  const gains: number[] = [];
  for (let i = 0; i < judged.length; i++) {
    const g = m.gain(judged[i]);
    if (g > 0) gains.push(g);
  }
  gains.sort((a, b) => b - a);
  let s = 0;
  const lim = Math.min(k, gains.length);
  for (let i = 0; i < lim; i++) s += gains[i] * discount(i);
  idealCache.values.set(m, s);
  return s;
}

const idealCache: { judged: Float64Array | null; values: Map<ResolvedMeasure, number> } = { judged: null, values: new Map() };

/** ERR's probability that a document of grade g satisfies the user (Chapelle et al. 2009). */
function errProb(g: number, maxGrade: number): number {
  if (!(g > 0) || !(maxGrade > 0)) return 0;
  return (2 ** g - 1) / 2 ** maxGrade;
}

/** Value plus, for the measures that can be pooled (micro), numerator and denominator. */
export interface MeasureValue {
  value: number;
  num: number;
  den: number;
}

/** The positions a measure looks at, and its pooled denominator. */
function window(m: ResolvedMeasure, depth: number, R: number): number {
  const k = m.spec.cutoff;
  if (m.spec.kind === 'Rprec') return Math.min(R, depth);
  return k === undefined ? depth : Math.min(k, depth);
}

/** The measure on the list in the order given. */
export function scoreOrdered(m: ResolvedMeasure, grades: Float64Array, depth: number, q: QueryFacts, out: MeasureValue): void {
  const { kind, cutoff } = m.spec;
  const rel = m.rel;
  const R = countAtLeast(q.judged, rel);
  const L = window(m, depth, R);
  out.num = 0;
  out.den = 1;
  switch (kind) {
    case 'P':
    case 'R':
    case 'Rprec':
    case 'Success':
    case 'NumRelRet': {
      let c = 0;
      for (let i = 0; i < L; i++) if (grades[i] >= rel) c++;
      setCount(kind, c, cutoff ?? 0, R, out);
      return;
    }
    case 'Judged': {
      let c = 0;
      for (let i = 0; i < L; i++) if (!Number.isNaN(grades[i])) c++;
      out.num = c;
      out.den = cutoff!;
      out.value = c / cutoff!;
      return;
    }
    case 'AP': {
      let c = 0;
      let s = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      out.value = R > 0 ? s / R : 0;
      return;
    }
    case 'RR': {
      out.value = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          out.value = 1 / (i + 1);
          return;
        }
      }
      return;
    }
    case 'nDCG': {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const g = grades[i];
        if (g > 0 || m.spec.gain?.type === 'map') {
          if (Number.isNaN(g)) continue;
          s += m.gain(g) * discount(i);
        }
      }
      const ideal = idealDcg(m, q.judged, cutoff ?? Infinity);
      out.value = ideal > 0 ? s / ideal : 0;
      return;
    }
    case 'ERR': {
      let s = 0;
      let notYet = 1;
      for (let i = 0; i < L; i++) {
        const p = errProb(grades[i], q.maxGrade);
        s += (notYet * p) / (i + 1);
        notYet *= 1 - p;
      }
      out.value = s;
      return;
    }
    case 'Bpref': {
      out.value = bpref(grades, depth, rel, R, countJudgedNonrel(q.judged, rel));
      return;
    }
    case 'NumRet':
      out.value = depth;
      return;
    case 'NumRel':
      out.value = R;
      return;
  }
}

function setCount(kind: string, c: number, k: number, R: number, out: MeasureValue): void {
  switch (kind) {
    case 'P':
      out.num = c;
      out.den = k;
      out.value = c / k;
      return;
    case 'R':
    case 'Rprec':
      out.num = c;
      out.den = R;
      out.value = R > 0 ? c / R : 0;
      return;
    case 'Success':
      out.num = c > 0 ? 1 : 0;
      out.den = 1;
      out.value = out.num;
      return;
    default: // NumRelRet
      out.value = c;
  }
}

function countJudgedNonrel(judged: Float64Array, rel: number): number {
  let c = 0;
  for (let i = 0; i < judged.length; i++) if (judged[i] < rel) c++;
  return c;
}

/** trec_eval's bpref; negative grades count as judged non-relevant here (trec_eval skips them as unpooled). */
function bpref(grades: Float64Array, depth: number, rel: number, R: number, N: number): number {
  if (R === 0) return 0;
  let nonrel = 0;
  let s = 0;
  const denom = Math.min(N, R);
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (Number.isNaN(g)) continue;
    if (g < rel) nonrel++;
    else s += nonrel > 0 ? 1 - Math.min(nonrel, R) / denom : 1;
  }
  return s / R;
}

// ---------------------------------------------------------------------------------------------
// Tie groups: maximal runs of equal scores. The value under `ties: expected` and the range of values
// over all tie orders are computed per group, never by enumerating orders.

/** Start offsets of tie groups plus a final sentinel `n`. Returns the group count. */
export function tieGroups(scores: Float64Array, n: number, starts: Int32Array): number {
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || scores[i] !== scores[i - 1]) starts[g++] = i;
  }
  starts[g] = n;
  return g;
}

/** True when some tie group within the first `limit` positions holds documents with different grades (or judged and unjudged). */
export function hasMixedGroup(grades: Float64Array, starts: Int32Array, groups: number, limit: number): boolean {
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= limit) return false;
    if (b - a < 2) continue;
    const g0 = grades[a];
    for (let i = a + 1; i < b; i++) {
      const g = grades[i];
      if (g !== g0 && !(Number.isNaN(g) && Number.isNaN(g0))) return true;
    }
  }
  return false;
}

/**
 * Sort key deciding the best (or worst) order within a tie group for one measure: the largest key first gives
 * the measure's maximum over tie orders, the smallest first its minimum. All measures here are monotone in it.
 */
function orderKey(m: ResolvedMeasure, g: number): number {
  switch (m.spec.kind) {
    case 'Judged':
      return Number.isNaN(g) ? 0 : 1;
    case 'nDCG':
      return Number.isNaN(g) ? 0 : m.gain(g);
    case 'ERR':
      return Number.isNaN(g) ? 0 : g;
    case 'Bpref':
      // relevant above unjudged above judged non-relevant
      return Number.isNaN(g) ? 1 : g >= m.rel ? 2 : 0;
    default:
      return g >= m.rel ? 1 : 0;
  }
}

/** Copies `grades` with every tie group reordered by orderKey, descending (best) or ascending (worst). */
export function reorderGroups(m: ResolvedMeasure, grades: Float64Array, n: number, starts: Int32Array, groups: number,
  best: boolean, out: Float64Array): void {
  out.set(grades.subarray(0, n));
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (b - a < 2) continue;
    // Most tie groups in a deep run hold only unjudged (or equally graded) documents: nothing to reorder.
    const k0 = orderKey(m, grades[a]);
    let uniform = true;
    for (let i = a + 1; i < b && uniform; i++) uniform = orderKey(m, grades[i]) === k0;
    if (uniform) continue;
    const seg = Array.from(out.subarray(a, b));
    seg.sort((x, y) => (best ? orderKey(m, y) - orderKey(m, x) : orderKey(m, x) - orderKey(m, y)));
    for (let i = a; i < b; i++) out[i] = seg[i - a];
  }
}

/**
 * The exact expected value over all orders of tied documents (each tie group's order uniformly random).
 * Closed forms: counts and DCG by linearity, RR via the first relevant of the first group holding one,
 * AP via E[rel_i * relcount_i], bpref via the hypergeometric count of non-relevant ranked above, ERR via
 * means of elementary symmetric polynomials.
 */
export function scoreExpected(m: ResolvedMeasure, grades: Float64Array, depth: number, q: QueryFacts,
  starts: Int32Array, groups: number, out: MeasureValue): void {
  const { kind, cutoff } = m.spec;
  const rel = m.rel;
  const R = countAtLeast(q.judged, rel);
  const L = window(m, depth, R);
  out.num = 0;
  out.den = 1;
  const isRel = (g: number) => g >= rel;
  switch (kind) {
    case 'P':
    case 'R':
    case 'Rprec':
    case 'NumRelRet': {
      const c = expectedCount(grades, starts, groups, L, isRel);
      setCount(kind, c, cutoff ?? 0, R, out);
      return;
    }
    case 'Judged': {
      const c = expectedCount(grades, starts, groups, L, (g) => !Number.isNaN(g));
      out.num = c;
      out.den = cutoff!;
      out.value = c / cutoff!;
      return;
    }
    case 'Success': {
      // P(no relevant in the first L) is 0 once a whole group before L holds one; the straddling group is hypergeometric.
      let none = 1;
      for (let gi = 0; gi < groups && none > 0; gi++) {
        const a = starts[gi];
        const b = starts[gi + 1];
        if (a >= L) break;
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        const t = Math.min(b, L) - a;
        // probability that t slots drawn from the group hold none of its r relevant documents
        let p = 1;
        for (let j = 0; j < t; j++) p *= (size - r - j) / (size - j);
        none *= Math.max(p, 0);
      }
      out.num = 1 - none;
      out.value = out.num;
      return;
    }
    case 'NumRet':
      out.value = depth;
      return;
    case 'NumRel':
      out.value = R;
      return;
    case 'nDCG': {
      let s = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        let gsum = 0;
        for (let i = a; i < b; i++) if (!Number.isNaN(grades[i])) gsum += m.gain(grades[i]);
        if (gsum === 0) continue;
        let dsum = 0;
        const end = Math.min(b, L);
        for (let i = a; i < end; i++) dsum += discount(i);
        s += (gsum / (b - a)) * dsum;
      }
      const ideal = idealDcg(m, q.judged, cutoff ?? Infinity);
      out.value = ideal > 0 ? s / ideal : 0;
      return;
    }
    case 'RR': {
      out.value = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) return;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        if (r === 0) continue;
        // P(first relevant at offset j) = P(none in the first j) * r / (size - j)
        let noneYet = 1;
        let e = 0;
        const lim = Math.min(size, L - a);
        for (let j = 0; j < lim && noneYet > 0; j++) {
          e += (noneYet * r) / (size - j) / (a + j + 1);
          noneYet *= (size - r - j) / (size - j);
        }
        out.value = e;
        return;
      }
      return;
    }
    case 'AP': {
      if (R === 0) {
        out.value = 0;
        return;
      }
      let before = 0;
      let s = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        if (r > 0) {
          const end = Math.min(b, L);
          const pRel = r / size;
          const pPair = size > 1 ? (r * (r - 1)) / (size * (size - 1)) : 0;
          for (let i = a; i < end; i++) s += (pRel * (before + 1) + (i - a) * pPair) / (i + 1);
        }
        before += r;
      }
      out.value = s / R;
      return;
    }
    case 'Bpref': {
      out.value = expectedBpref(grades, depth, rel, R, countJudgedNonrel(q.judged, rel), starts, groups);
      return;
    }
    case 'ERR': {
      out.value = expectedErr(grades, L, q.maxGrade, starts, groups);
      return;
    }
  }
}

function expectedCount(grades: Float64Array, starts: Int32Array, groups: number, L: number, hit: (g: number) => boolean): number {
  let c = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    c += (r * (Math.min(b, L) - a)) / (b - a);
  }
  return c;
}

export function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

const LOG_FACT: number[] = [0];
function logFactorial(n: number): number {
  for (let i = LOG_FACT.length; i <= n; i++) LOG_FACT.push(LOG_FACT[i - 1] + Math.log(i));
  return LOG_FACT[n];
}

function expectedBpref(grades: Float64Array, depth: number, rel: number, R: number, N: number,
  starts: Int32Array, groups: number): number {
  if (R === 0) return 0;
  const denom = Math.min(N, R);
  const f = (x: number) => (x > 0 ? 1 - Math.min(x, R) / denom : 1);
  let nonrelBefore = 0;
  let s = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    if (a >= depth) break;
    const b = starts[gi + 1];
    const size = b - a;
    let r = 0;
    let z = 0;
    for (let i = a; i < b; i++) {
      const g = grades[i];
      if (Number.isNaN(g)) continue;
      if (g >= rel) r++;
      else z++;
    }
    if (r > 0) {
      // A given relevant document sits at offset p (uniform); the p documents above it are a uniform subset of the
      // other size-1, so the judged non-relevant among them are hypergeometric.
      const M = size - 1;
      const slots = Math.min(size, depth - a);
      let e = 0;
      for (let p = 0; p < slots; p++) {
        const base = logChoose(M, p);
        for (let y = Math.max(0, p - (M - z)); y <= Math.min(z, p); y++) {
          e += Math.exp(logChoose(z, y) + logChoose(M - z, p - y) - base) * f(nonrelBefore + y);
        }
      }
      s += (r * e) / size;
    }
    nonrelBefore += z;
  }
  return s / R;
}

function expectedErr(grades: Float64Array, L: number, maxGrade: number, starts: Int32Array, groups: number): number {
  let s = 0;
  let notYet = 1;
  for (let gi = 0; gi < groups && notYet > 0; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    const size = b - a;
    const probs: number[] = [];
    for (let i = a; i < b; i++) probs.push(errProb(grades[i], maxGrade));
    const T = Math.min(size, L - a);
    // Distinct satisfaction levels: few (one per grade), so the symmetric means are computed per level.
    const levels = [...new Set(probs)].sort((x, y) => x - y);
    let e = 0;
    for (const v of levels) {
      if (v === 0) continue;
      const count = probs.filter((p) => p === v).length;
      const others: number[] = [];
      let skipped = false;
      for (const p of probs) {
        if (p === v && !skipped) {
          skipped = true;
          continue;
        }
        others.push(1 - p);
      }
      const means = meanElementarySymmetric(others, T - 1);
      let part = 0;
      for (let t = 0; t < T; t++) part += means[t] / (a + t + 1);
      e += (count / size) * v * part;
    }
    s += notYet * e;
    for (const p of probs) notYet *= 1 - p;
  }
  return s;
}

/** E[product of a uniformly random t-subset of xs] for t = 0..maxT, by a convex-combination recurrence (stable). */
function meanElementarySymmetric(xs: number[], maxT: number): Float64Array {
  const E = new Float64Array(Math.max(maxT, 0) + 1);
  E[0] = 1;
  for (let n = 0; n < xs.length; n++) {
    const x = xs[n];
    const top = Math.min(n + 1, maxT);
    for (let s = top; s >= 1; s--) {
      E[s] = ((n + 1 - s) / (n + 1)) * (s <= n ? E[s] : 0) + (s / (n + 1)) * x * E[s - 1];
    }
  }
  return E;
}
