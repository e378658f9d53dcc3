import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readRankedRun
} from "./chunk-HRTPQMQX.js";
import {
  isGzipFile
} from "./chunk-GY25YLSA.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/score/compute.ts
function resolveMeasure(spec, relevance) {
  const rel = spec.rel ?? relevance;
  let gain;
  const g = spec.gain;
  if (!g || g.type === "linear") gain = (x) => x > 0 ? x : 0;
  else if (g.type === "exp-log2") gain = (x) => x > 0 ? 2 ** x - 1 : 0;
  else {
    const map = g.gains;
    gain = (x) => {
      const v = map.get(x);
      return v !== void 0 ? v : 0;
    };
  }
  return { spec, rel, gain };
}
var LOG2 = new Float64Array(0);
var discounts = LOG2;
function discount(i) {
  if (i >= discounts.length) {
    const d = new Float64Array(Math.max(i + 1, discounts.length * 2, 1024));
    for (let k = 0; k < d.length; k++) d[k] = 1 / Math.log2(k + 2);
    discounts = d;
  }
  return discounts[i];
}
function countAtLeast(a, rel) {
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] >= rel) c++;
  return c;
}
function idealDcg(m, judged, k) {
  if (judged !== idealCache.judged) {
    idealCache.judged = judged;
    idealCache.values.clear();
  }
  const hit = idealCache.values.get(m);
  if (hit !== void 0) return hit;
  const gains = [];
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
var idealCache = { judged: null, values: /* @__PURE__ */ new Map() };
function errProb(g, maxGrade) {
  if (!(g > 0) || !(maxGrade > 0)) return 0;
  return (2 ** g - 1) / 2 ** maxGrade;
}
function window(m, depth, R) {
  const k = m.spec.cutoff;
  if (m.spec.kind === "Rprec") return Math.min(R, depth);
  return k === void 0 ? depth : Math.min(k, depth);
}
function scoreOrdered(m, grades, depth, q, out) {
  const { kind, cutoff } = m.spec;
  const rel = m.rel;
  const R = countAtLeast(q.judged, rel);
  const L = window(m, depth, R);
  out.num = 0;
  out.den = 1;
  switch (kind) {
    case "P":
    case "R":
    case "Rprec":
    case "Success":
    case "NumRelRet": {
      let c = 0;
      for (let i = 0; i < L; i++) if (grades[i] >= rel) c++;
      setCount(kind, c, cutoff ?? 0, R, out);
      return;
    }
    case "Judged": {
      let c = 0;
      for (let i = 0; i < L; i++) if (!Number.isNaN(grades[i])) c++;
      out.num = c;
      out.den = cutoff;
      out.value = c / cutoff;
      return;
    }
    case "AP": {
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
    case "RR": {
      out.value = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          out.value = 1 / (i + 1);
          return;
        }
      }
      return;
    }
    case "nDCG": {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const g = grades[i];
        if (g > 0 || m.spec.gain?.type === "map") {
          if (Number.isNaN(g)) continue;
          s += m.gain(g) * discount(i);
        }
      }
      const ideal = idealDcg(m, q.judged, cutoff ?? Infinity);
      out.value = ideal > 0 ? s / ideal : 0;
      return;
    }
    case "ERR": {
      let s = 0;
      let notYet = 1;
      for (let i = 0; i < L; i++) {
        const p = errProb(grades[i], q.maxGrade);
        s += notYet * p / (i + 1);
        notYet *= 1 - p;
      }
      out.value = s;
      return;
    }
    case "Bpref": {
      out.value = bpref(grades, depth, rel, R, countJudgedNonrel(q.judged, rel));
      return;
    }
    case "NumRet":
      out.value = depth;
      return;
    case "NumRel":
      out.value = R;
      return;
  }
}
function setCount(kind, c, k, R, out) {
  switch (kind) {
    case "P":
      out.num = c;
      out.den = k;
      out.value = c / k;
      return;
    case "R":
    case "Rprec":
      out.num = c;
      out.den = R;
      out.value = R > 0 ? c / R : 0;
      return;
    case "Success":
      out.num = c > 0 ? 1 : 0;
      out.den = 1;
      out.value = out.num;
      return;
    default:
      out.value = c;
  }
}
function countJudgedNonrel(judged, rel) {
  let c = 0;
  for (let i = 0; i < judged.length; i++) if (judged[i] < rel) c++;
  return c;
}
function bpref(grades, depth, rel, R, N) {
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
function tieGroups(scores, n, starts) {
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || scores[i] !== scores[i - 1]) starts[g++] = i;
  }
  starts[g] = n;
  return g;
}
function hasMixedGroup(grades, starts, groups, limit) {
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
function orderKey(m, g) {
  switch (m.spec.kind) {
    case "Judged":
      return Number.isNaN(g) ? 0 : 1;
    case "nDCG":
      return Number.isNaN(g) ? 0 : m.gain(g);
    case "ERR":
      return Number.isNaN(g) ? 0 : g;
    case "Bpref":
      return Number.isNaN(g) ? 1 : g >= m.rel ? 2 : 0;
    default:
      return g >= m.rel ? 1 : 0;
  }
}
function reorderGroups(m, grades, n, starts, groups, best, out) {
  out.set(grades.subarray(0, n));
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (b - a < 2) continue;
    const k0 = orderKey(m, grades[a]);
    let uniform = true;
    for (let i = a + 1; i < b && uniform; i++) uniform = orderKey(m, grades[i]) === k0;
    if (uniform) continue;
    const seg = Array.from(out.subarray(a, b));
    seg.sort((x, y) => best ? orderKey(m, y) - orderKey(m, x) : orderKey(m, x) - orderKey(m, y));
    for (let i = a; i < b; i++) out[i] = seg[i - a];
  }
}
function scoreExpected(m, grades, depth, q, starts, groups, out) {
  const { kind, cutoff } = m.spec;
  const rel = m.rel;
  const R = countAtLeast(q.judged, rel);
  const L = window(m, depth, R);
  out.num = 0;
  out.den = 1;
  const isRel = (g) => g >= rel;
  switch (kind) {
    case "P":
    case "R":
    case "Rprec":
    case "NumRelRet": {
      const c = expectedCount(grades, starts, groups, L, isRel);
      setCount(kind, c, cutoff ?? 0, R, out);
      return;
    }
    case "Judged": {
      const c = expectedCount(grades, starts, groups, L, (g) => !Number.isNaN(g));
      out.num = c;
      out.den = cutoff;
      out.value = c / cutoff;
      return;
    }
    case "Success": {
      let none = 1;
      for (let gi = 0; gi < groups && none > 0; gi++) {
        const a = starts[gi];
        const b = starts[gi + 1];
        if (a >= L) break;
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        const t = Math.min(b, L) - a;
        let p = 1;
        for (let j = 0; j < t; j++) p *= (size - r - j) / (size - j);
        none *= Math.max(p, 0);
      }
      out.num = 1 - none;
      out.value = out.num;
      return;
    }
    case "NumRet":
      out.value = depth;
      return;
    case "NumRel":
      out.value = R;
      return;
    case "nDCG": {
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
        s += gsum / (b - a) * dsum;
      }
      const ideal = idealDcg(m, q.judged, cutoff ?? Infinity);
      out.value = ideal > 0 ? s / ideal : 0;
      return;
    }
    case "RR": {
      out.value = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) return;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        if (r === 0) continue;
        let noneYet = 1;
        let e = 0;
        const lim = Math.min(size, L - a);
        for (let j = 0; j < lim && noneYet > 0; j++) {
          e += noneYet * r / (size - j) / (a + j + 1);
          noneYet *= (size - r - j) / (size - j);
        }
        out.value = e;
        return;
      }
      return;
    }
    case "AP": {
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
          const pPair = size > 1 ? r * (r - 1) / (size * (size - 1)) : 0;
          for (let i = a; i < end; i++) s += (pRel * (before + 1) + (i - a) * pPair) / (i + 1);
        }
        before += r;
      }
      out.value = s / R;
      return;
    }
    case "Bpref": {
      out.value = expectedBpref(grades, depth, rel, R, countJudgedNonrel(q.judged, rel), starts, groups);
      return;
    }
    case "ERR": {
      out.value = expectedErr(grades, L, q.maxGrade, starts, groups);
      return;
    }
  }
}
function expectedCount(grades, starts, groups, L, hit) {
  let c = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    c += r * (Math.min(b, L) - a) / (b - a);
  }
  return c;
}
function logChoose(n, k) {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
var LOG_FACT = [0];
function logFactorial(n) {
  for (let i = LOG_FACT.length; i <= n; i++) LOG_FACT.push(LOG_FACT[i - 1] + Math.log(i));
  return LOG_FACT[n];
}
function expectedBpref(grades, depth, rel, R, N, starts, groups) {
  if (R === 0) return 0;
  const denom = Math.min(N, R);
  const f = (x) => x > 0 ? 1 - Math.min(x, R) / denom : 1;
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
      const M = size - 1;
      const slots = Math.min(size, depth - a);
      let e = 0;
      for (let p = 0; p < slots; p++) {
        const base = logChoose(M, p);
        for (let y = Math.max(0, p - (M - z)); y <= Math.min(z, p); y++) {
          e += Math.exp(logChoose(z, y) + logChoose(M - z, p - y) - base) * f(nonrelBefore + y);
        }
      }
      s += r * e / size;
    }
    nonrelBefore += z;
  }
  return s / R;
}
function expectedErr(grades, L, maxGrade, starts, groups) {
  let s = 0;
  let notYet = 1;
  for (let gi = 0; gi < groups && notYet > 0; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    const size = b - a;
    const probs = [];
    for (let i = a; i < b; i++) probs.push(errProb(grades[i], maxGrade));
    const T = Math.min(size, L - a);
    const levels = [...new Set(probs)].sort((x, y) => x - y);
    let e = 0;
    for (const v of levels) {
      if (v === 0) continue;
      const count = probs.filter((p) => p === v).length;
      const others = [];
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
      e += count / size * v * part;
    }
    s += notYet * e;
    for (const p of probs) notYet *= 1 - p;
  }
  return s;
}
function meanElementarySymmetric(xs, maxT) {
  const E = new Float64Array(Math.max(maxT, 0) + 1);
  E[0] = 1;
  for (let n = 0; n < xs.length; n++) {
    const x = xs[n];
    const top = Math.min(n + 1, maxT);
    for (let s = top; s >= 1; s--) {
      E[s] = (n + 1 - s) / (n + 1) * (s <= n ? E[s] : 0) + s / (n + 1) * x * E[s - 1];
    }
  }
  return E;
}

// src/score/evaluate.ts
var EPS = 1e-12;
async function scoreRun(path, qrels, plan, label = path) {
  return finishScoredRun(await scoreRunPart(path, qrels, plan, label), qrels, plan, label);
}
async function scoreRunPart(path, qrels, plan, label = path, range) {
  const qids = qrels.qids;
  const index = /* @__PURE__ */ new Map();
  qids.forEach((q, i) => index.set(q, i));
  const nq = qids.length;
  const nm = plan.measures.length;
  const col = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const out = {
    qids,
    measures: plan.measures,
    value: col(),
    low: col(),
    high: col(),
    optimistic: col(),
    num: col(),
    den: col(),
    optNum: col(),
    optDen: col(),
    missing: new Uint8Array(nq).fill(1),
    retrieved: new Int32Array(nq),
    fingerprint: new Uint32Array(nq),
    noRelevant: new Uint8Array(nq),
    included: new Uint8Array(nq),
    top: new Array(nq).fill(null),
    read: void 0
  };
  checkGains(plan.measures, qrels);
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  out.read = await readRankedRun(path, qrels, { policy: plan.policy, keep: plan.keep, label, range }, (list) => {
    const qi = index.get(list.qid);
    out.missing[qi] = 0;
    out.retrieved[qi] = list.retrieved;
    scorer.score(list, qi, out);
  });
  return out;
}
function finishScoredRun(out, qrels, plan, label) {
  const qids = out.qids;
  const nq = qids.length;
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  const missing = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!out.missing[qi]) continue;
    missing.push(qids[qi]);
    const j = qrels.queries.get(qids[qi]);
    const empty = {
      qid: qids[qi],
      judgments: j,
      n: 0,
      depth: 0,
      grades: new Float64Array(0),
      scores: new Float64Array(0),
      docids: [],
      hashes: new Uint32Array(0),
      retrieved: 0
    };
    scorer.score(empty, qi, out);
    out.top[qi] = null;
  }
  if (missing.length > 0 && plan.policy.missing === "error") {
    const shown = missing.slice(0, 10).map((q) => `"${q}"`).join(", ");
    throw new InputError(
      `${missing.length} judged quer${missing.length === 1 ? "y has" : "ies have"} no results: ${shown}${missing.length > 10 ? ", ..." : ""}`,
      { file: label },
      "make the run answer every judged query, or set policy.missing: zero to score them as zeros"
    );
  }
  for (let qi = 0; qi < nq; qi++) {
    const j = qrels.queries.get(qids[qi]);
    out.noRelevant[qi] = j.countRelevant(plan.relevance) === 0 ? 1 : 0;
    out.included[qi] = out.noRelevant[qi] && plan.policy.no_relevant === "exclude" ? 0 : 1;
  }
  return out;
}
var QueryScorer = class {
  constructor(plan, maxGrade) {
    this.plan = plan;
    this.maxGrade = maxGrade;
    this.resolved = plan.measures.map((m) => resolveMeasure(m, plan.relevance));
  }
  plan;
  maxGrade;
  resolved;
  starts = new Int32Array(1024);
  scratch = new Float64Array(1024);
  optGrades = new Float64Array(1024);
  v = { value: 0, num: 0, den: 1 };
  score(list, qi, out) {
    const { policy, relevance } = this.plan;
    const judged = list.judgments.grades;
    const facts = { judged, maxGrade: this.maxGrade };
    this.ensure(list.n + 1);
    out.fingerprint[qi] = fingerprintOf(list);
    let main = list;
    let cases = null;
    if (policy.unjudged === "condensed") {
      main = condense(list);
      cases = condensedCases(list);
    }
    for (let mi = 0; mi < this.resolved.length; mi++) {
      const m = this.resolved[mi];
      if (cases && m.spec.kind !== "Judged") {
        this.mixture(m, main, cases, facts, qi, mi, out);
        continue;
      }
      const l = m.spec.kind === "Judged" ? list : main;
      this.evaluate(m, l, facts, policy.ties === "expected");
      out.value[mi][qi] = this.v.value;
      out.num[mi][qi] = this.v.num;
      out.den[mi][qi] = this.v.den;
      const [lo, hi] = this.range(m, l, facts);
      out.low[mi][qi] = lo;
      out.high[mi][qi] = hi;
    }
    const span = policy.ties === "expected" ? list.n : Math.min(list.n, list.depth);
    let unjudged = 0;
    for (let i = 0; i < span; i++) if (Number.isNaN(list.grades[i])) unjudged++;
    if (unjudged === 0) {
      for (let mi = 0; mi < this.resolved.length; mi++) {
        out.optimistic[mi][qi] = out.value[mi][qi];
        out.optNum[mi][qi] = out.num[mi][qi];
        out.optDen[mi][qi] = out.den[mi][qi];
      }
    } else {
      if (this.optGrades.length < list.n) this.optGrades = new Float64Array(list.n * 2);
      const grades = this.optGrades.subarray(0, list.n);
      const src = list.grades;
      for (let i = 0; i < list.n; i++) {
        const g = src[i];
        grades[i] = g !== g && i < span ? relevance : g;
      }
      const augmented = new Float64Array(judged.length + unjudged);
      augmented.set(judged);
      augmented.fill(relevance, judged.length);
      const opt = { ...list, grades };
      const optFacts = { judged: augmented, maxGrade: Math.max(this.maxGrade, relevance) };
      for (let mi = 0; mi < this.resolved.length; mi++) {
        this.evaluate(this.resolved[mi], opt, optFacts, policy.ties === "expected");
        out.optimistic[mi][qi] = this.v.value;
        out.optNum[mi][qi] = this.v.num;
        out.optDen[mi][qi] = this.v.den;
      }
    }
    if (list.n > 0 || list.docids.length > 0) {
      const k = list.docids.length;
      const grades = [];
      const scores = [];
      for (let i = 0; i < k; i++) {
        grades.push(Number.isNaN(list.grades[i]) ? null : list.grades[i]);
        scores.push(list.scores[i]);
      }
      const deep = Math.min(list.n, this.plan.deep ?? 0);
      const cut = (a) => deep === a.length ? a : a.subarray(0, deep);
      out.top[qi] = deep > 0 ? { docids: list.docids, grades, scores, seen: { hashes: cut(list.hashes), grades: cut(list.grades) } } : { docids: list.docids, grades, scores };
    }
  }
  ensure(n) {
    if (this.starts.length <= n) {
      this.starts = new Int32Array(n * 2);
      this.scratch = new Float64Array(n * 2);
      this.groupsOf = null;
    }
  }
  /**
   * Condensed list whose depth cuts a tie group mixing judged and unjudged documents: how many judged documents
   * fall inside the depth depends on the tie order. The value (under `expected`) and low/high are taken over every case.
   */
  mixture(m, main, cases, facts, qi, mi, out) {
    const expected = this.plan.policy.ties === "expected";
    let value = 0;
    let num = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of cases) {
      this.evaluate(m, c.list, facts, expected);
      value += c.p * this.v.value;
      num += c.p * this.v.num;
      const [a, b] = this.range(m, c.list, facts);
      lo = Math.min(lo, a);
      hi = Math.max(hi, b);
    }
    if (expected) {
      this.v.value = value;
      this.v.num = num;
    } else {
      this.evaluate(m, main, facts, false);
    }
    out.value[mi][qi] = this.v.value;
    out.num[mi][qi] = this.v.num;
    out.den[mi][qi] = this.v.den;
    out.low[mi][qi] = Math.min(lo, this.v.value);
    out.high[mi][qi] = Math.max(hi, this.v.value);
  }
  /** The policy value: the list's own order, or the expectation over tie orders. */
  evaluate(m, l, facts, expected) {
    if (expected) {
      const groups = this.groups(l);
      if (this.mixed) {
        scoreExpected(m, l.grades, l.depth, facts, this.starts, groups, this.v);
        return;
      }
    }
    scoreOrdered(m, l.grades, l.depth, facts, this.v);
  }
  // Tie groups of the list last asked about: every measure of a query looks at the same list.
  groupsOf = null;
  groupCount = 0;
  mixed = false;
  groups(l) {
    if (l !== this.groupsOf) {
      this.groupsOf = l;
      this.groupCount = tieGroups(l.scores, l.n, this.starts);
      this.mixed = hasMixedGroup(l.grades, this.starts, this.groupCount, l.n);
    }
    return this.groupCount;
  }
  /** Lowest and highest value over tie orders (equal to the value when no tie group mixes grades). */
  range(m, l, facts) {
    const groups = this.groups(l);
    if (!this.mixed) return [this.v.value, this.v.value];
    const keep = { ...this.v };
    reorderGroups(m, l.grades, l.n, this.starts, groups, false, this.scratch);
    scoreOrdered(m, this.scratch, l.depth, facts, this.v);
    const lo = this.v.value;
    reorderGroups(m, l.grades, l.n, this.starts, groups, true, this.scratch);
    scoreOrdered(m, this.scratch, l.depth, facts, this.v);
    const hi = this.v.value;
    Object.assign(this.v, keep);
    return [Math.min(lo, keep.value), Math.max(hi, keep.value)];
  }
};
function condensedCases(list) {
  if (list.n <= list.depth) return null;
  let a = list.depth - 1;
  const s = list.scores[a];
  while (a > 0 && list.scores[a - 1] === s) a--;
  let before = 0;
  for (let i = 0; i < a; i++) if (!Number.isNaN(list.grades[i])) before++;
  const size = list.n - a;
  let j = 0;
  for (let i = a; i < list.n; i++) if (!Number.isNaN(list.grades[i])) j++;
  const u = size - j;
  if (j === 0 || u === 0) return null;
  const t = list.depth - a;
  const base = condense(list);
  const cases = [];
  for (let h = Math.max(0, t - u); h <= Math.min(j, t); h++) {
    const p = Math.exp(logChoose(j, h) + logChoose(u, t - h) - logChoose(size, t));
    cases.push({ list: { ...base, depth: before + h }, p });
  }
  return cases;
}
function condense(list) {
  let n = 0;
  let depth = 0;
  for (let i = 0; i < list.n; i++) {
    if (!Number.isNaN(list.grades[i])) {
      n++;
      if (i < list.depth) depth++;
    }
  }
  const grades = new Float64Array(n);
  const scores = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < list.n; i++) {
    if (!Number.isNaN(list.grades[i])) {
      grades[j] = list.grades[i];
      scores[j++] = list.scores[i];
    }
  }
  return { ...list, n, depth, grades, scores };
}
function fingerprintOf(list) {
  let h = Math.imul(2166136261 ^ list.depth, 16777619);
  const { hashes, scores } = list;
  for (let i = 0; i < list.n; i++) {
    h = Math.imul(h ^ hashes[i], 16777619) + (i > 0 && scores[i] === scores[i - 1] ? 2654435769 : 0);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function isTieDependent(run, mi, qi) {
  return run.high[mi][qi] - run.low[mi][qi] > EPS;
}
function tieDependentQueries(run, queries) {
  let n = 0;
  for (let i = 0; i < queries.length; i++) {
    for (let mi = 0; mi < run.measures.length; mi++) {
      if (isTieDependent(run, mi, queries[i])) {
        n++;
        break;
      }
    }
  }
  return n;
}
function checkGains(measures, qrels) {
  for (const m of measures) {
    if (m.gain?.type !== "map") continue;
    const gains = m.gain.gains;
    for (const q of qrels.queries.values()) {
      for (let i = 0; i < q.grades.length; i++) {
        const g = q.grades[i];
        if (g > 0 && !gains.has(g)) {
          throw new InputError(
            `${m.name} gives no gain for grade ${g} (query "${q.qid}", document "${q.docids[i]}")`,
            { file: qrels.facts.path, line: q.lineList[i] },
            `add ${g}:<gain> to the gains map`
          );
        }
      }
    }
  }
}

// src/score/parallel.ts
import { existsSync, openSync, readSync, closeSync, statSync, createReadStream } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var PARALLEL_MIN_BYTES = 8 * 1024 * 1024;
function workerFile() {
  if (process.env.RANKGATE_THREADS === "1") return null;
  try {
    const p = fileURLToPath(new URL("./worker.js", import.meta.url));
    return existsSync(p) ? p : null;
  } catch {
    return null;
  }
}
async function scoreRuns(jobs, qrels, qrelsPath, shared) {
  const worker = workerFile();
  const cores = Math.max(1, Math.min(availableParallelism(), 8));
  const sizes = jobs.map((j) => isPlain(j.path) ? statSync(j.path).size : 0);
  if (!worker || cores < 2 || sizes.every((s) => s < PARALLEL_MIN_BYTES)) {
    const out = [];
    for (const j of jobs) out.push(await scoreRun(j.path, qrels, j.deep === void 0 ? shared : { ...shared, deep: j.deep }, j.label));
    return out;
  }
  const sharesPer = Math.max(1, Math.floor(cores / jobs.length));
  return Promise.all(jobs.map(async (j, i) => {
    const plan = j.deep === void 0 ? shared : { ...shared, deep: j.deep };
    if (sizes[i] < PARALLEL_MIN_BYTES) return scoreRun(j.path, qrels, plan, j.label);
    const ranges = splitAtQueries(j.path, sizes[i], sharesPer);
    const hash = ranges.length > 1 ? sha256File(j.path) : null;
    const parts = await Promise.all(ranges.map((range) => runShare(worker, { qrels: qrelsPath, qrelsLabel: qrels.facts.path, path: j.path, label: j.label, plan, range })));
    const merged = parts.every((p) => p.ok) ? merge(parts.map((p) => p.run), qrels, plan) : null;
    if (!merged) {
      if (process.env.RANKGATE_DEBUG) process.stderr.write(`rankgate: shares of ${j.label} not merged: ${JSON.stringify(parts.map((p) => p.ok ? "ok" : p.message))}
`);
      const failed = parts.find((p) => !p.ok);
      if (failed && !failed.input) throw new Error(failed.message);
      return scoreRun(j.path, qrels, plan, j.label);
    }
    if (hash) merged.read.facts = { ...merged.read.facts, sha256: await hash };
    return finishScoredRun(merged, qrels, plan, j.label);
  }));
}
function isPlain(path) {
  try {
    return !isGzipFile(path);
  } catch {
    return false;
  }
}
function runShare(file, job) {
  return runWorker(file, { kind: "share", job });
}
function runWorker(file, task) {
  return new Promise((resolve, reject) => {
    const w = new Worker(file, { workerData: task });
    w.once("message", (m) => resolve(m));
    w.once("error", reject);
    w.once("exit", (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
}
function standbyWorker(file) {
  const w = new Worker(file, { workerData: { kind: "standby" } });
  const done = new Promise((resolve, reject) => {
    w.once("message", resolve);
    w.once("error", reject);
    w.once("exit", (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
  done.catch(() => {
  });
  w.unref();
  return {
    run: (task) => {
      w.ref();
      w.postMessage(task);
      return done;
    },
    cancel: () => void w.terminate()
  };
}
function sha256File(path) {
  return new Promise((resolve, reject) => {
    const h = createHash("sha256");
    createReadStream(path, { highWaterMark: 1 << 20 }).on("data", (c) => h.update(c)).on("error", reject).on("end", () => resolve(h.digest("hex")));
  });
}
function splitAtQueries(path, size, n) {
  const cuts = [0];
  const fd = openSync(path, "r");
  const win = Buffer.allocUnsafe(1 << 16);
  try {
    for (let k = 1; k < n; k++) {
      const pos = Math.floor(size * k / n);
      if (pos <= cuts[cuts.length - 1]) continue;
      const cut = nextQueryStart(fd, win, pos, size);
      if (cut !== null && cut > cuts[cuts.length - 1] && cut < size) cuts.push(cut);
    }
  } finally {
    closeSync(fd);
  }
  cuts.push(size);
  const out = [];
  for (let i = 0; i + 1 < cuts.length; i++) out.push({ start: cuts[i], end: cuts[i + 1] });
  return out;
}
function nextQueryStart(fd, win, pos, size) {
  let base = pos;
  let prev = null;
  let skipPartial = true;
  while (base < size) {
    const got = readSync(fd, win, 0, win.length, base);
    if (got === 0) return null;
    let i = 0;
    if (skipPartial) {
      const nl = win.indexOf(10, 0);
      if (nl < 0 || nl >= got) {
        base += got;
        continue;
      }
      i = nl + 1;
      skipPartial = false;
    }
    for (; ; ) {
      const nl = win.indexOf(10, i);
      if (nl < 0 || nl >= got) break;
      let j = i;
      while (j < nl && win[j] !== 32 && win[j] !== 9) j++;
      const qid = win.toString("latin1", i, j);
      const first = win[i];
      if (first !== 35 && nl > i) {
        if (prev !== null && qid !== prev) return base + i;
        prev = qid;
      }
      i = nl + 1;
    }
    if (i === 0) return null;
    base += i;
  }
  return null;
}
function merge(parts, qrels, plan) {
  const nq = qrels.qids.length;
  const first = parts[0];
  const out = { ...first, qids: qrels.qids, measures: plan.measures, missing: new Uint8Array(nq).fill(1), retrieved: new Int32Array(nq), fingerprint: new Uint32Array(nq), top: new Array(nq).fill(null) };
  const cols = ["value", "low", "high", "optimistic", "num", "den", "optNum", "optDen"];
  for (const c of cols) out[c] = plan.measures.map(() => new Float64Array(nq));
  for (const p of parts) {
    for (let qi = 0; qi < nq; qi++) {
      if (p.missing[qi]) continue;
      if (!out.missing[qi]) return null;
      out.missing[qi] = 0;
      out.retrieved[qi] = p.retrieved[qi];
      out.fingerprint[qi] = p.fingerprint[qi];
      for (const c of cols) for (let mi = 0; mi < plan.measures.length; mi++) out[c][mi][qi] = p[c][mi][qi];
      out.top[qi] = p.top[qi];
    }
  }
  const reads = parts.map((p) => p.read);
  const tags = [];
  for (const r of reads) for (const t of r.tags) if (!tags.includes(t) && tags.length < 8) tags.push(t);
  out.read = {
    facts: { ...reads[0].facts, lines: reads.reduce((s, r) => s + r.facts.lines, 0) },
    format: reads[0].format,
    meta: reads[0].meta,
    tags,
    runOnly: reads.flatMap((r) => r.runOnly),
    queries: reads.reduce((s, r) => s + r.queries, 0),
    results: reads.reduce((s, r) => s + r.results, 0),
    judgedResults: reads.reduce((s, r) => s + r.judgedResults, 0),
    duplicatesDropped: reads.reduce((s, r) => s + r.duplicatesDropped, 0)
  };
  return out;
}

export {
  resolveMeasure,
  scoreOrdered,
  scoreRunPart,
  isTieDependent,
  tieDependentQueries,
  workerFile,
  scoreRuns,
  runWorker,
  standbyWorker
};
//# sourceMappingURL=chunk-2HIFTR74.js.map
