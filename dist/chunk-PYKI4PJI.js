import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/measures/measure.ts
var MIN_GEO_MEAN = 1e-5;
var NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
var numberParam = external_exports.union([
  external_exports.number().refine(Number.isFinite, "must be a finite number"),
  // Finite only: "1e400" is text a number cannot hold, not Infinity.
  external_exports.string().trim().regex(NUMBER_TEXT, "must be a number").transform(Number).refine(Number.isFinite, "must be a finite number")
], { error: "must be a number" });
var relParam = numberParam.optional();
var boolParam = external_exports.union([
  external_exports.boolean(),
  external_exports.enum(["True", "true", "False", "false", "1", "0"]).transform((s) => s === "True" || s === "true" || s === "1")
], { error: "must be True or False" });
var gainsParam = external_exports.union([
  external_exports.array(external_exports.tuple([external_exports.number(), external_exports.number()])),
  external_exports.string().transform((text, ctx) => {
    const body = text.trim().replace(/^\{/, "").replace(/\}$/, "").trim();
    const out = [];
    if (body === "") {
      ctx.addIssue({ code: "custom", message: "gains must list at least one grade:gain pair" });
      return external_exports.NEVER;
    }
    for (const pair of body.split(",")) {
      const [g, v, extra] = pair.split(":").map((s) => s.trim());
      if (extra !== void 0 || g === void 0 || v === void 0 || !NUMBER_TEXT.test(g) || !NUMBER_TEXT.test(v) || !Number.isFinite(Number(g)) || !Number.isFinite(Number(v))) {
        ctx.addIssue({ code: "custom", message: `gains entry "${pair.trim()}" must be grade:gain with numbers` });
        return external_exports.NEVER;
      }
      if (out.some(([x]) => x === Number(g))) {
        ctx.addIssue({ code: "custom", message: `gains lists grade ${Number(g)} twice` });
        return external_exports.NEVER;
      }
      out.push([Number(g), Number(v)]);
    }
    return out.sort((a, b) => a[0] - b[0]);
  })
]);
var trecGainsParam = external_exports.union([
  external_exports.array(external_exports.tuple([external_exports.string(), external_exports.number()])),
  external_exports.string().transform((text, ctx) => {
    const out = [];
    for (const pair of text.split(",")) {
      const eq = pair.indexOf("=");
      if (eq < 0) {
        ctx.addIssue({ code: "custom", message: `"${pair}" must be level=gain` });
        return external_exports.NEVER;
      }
      out.push([pair.slice(0, eq), atof(pair.slice(eq + 1))]);
    }
    return out;
  })
]);
function atof(text) {
  const m = /^[ \t\n\r\f\v]*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(text);
  return m ? Number(m[1]) : 0;
}
function atol(text) {
  const m = /^[ \t\n\r\f\v]*([+-]?\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}
function param(spec, key, fallback) {
  const v = spec.params[key];
  return v === void 0 ? fallback : v;
}
function relOf(spec, relevance) {
  const r = spec.params.rel;
  return typeof r === "number" ? r : relevance;
}

// src/measures/lists.ts
var logs = new Float64Array(0);
function log2At(i) {
  if (i >= logs.length) {
    const d = new Float64Array(Math.max(i + 1, logs.length * 2, 1024));
    for (let k = 0; k < d.length; k++) d[k] = Math.log2(k + 2);
    logs = d;
  }
  return logs[i];
}
function isUnjudged(g, q) {
  return g !== g || q.negative === "unjudged" && g < 0;
}
function relevantCount(q, rel) {
  const a = q.judged;
  const skipNegative = q.negative === "unjudged";
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] >= rel && !(skipNegative && a[i] < 0)) c++;
  return c;
}
function nonrelevantCount(q, rel) {
  const a = q.judged;
  const skipNegative = q.negative === "unjudged";
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] < rel && !(skipNegative && a[i] < 0)) c++;
  return c;
}
function relevantIn(grades, L, rel) {
  let c = 0;
  for (let i = 0; i < L; i++) if (grades[i] >= rel) c++;
  return c;
}
function unjudgedIn(grades, L, q) {
  let c = 0;
  for (let i = 0; i < L; i++) if (isUnjudged(grades[i], q)) c++;
  return c;
}
function setValue(out, value, num = 0, den = 1) {
  out.value = value;
  out.num = num;
  out.den = den;
}
var memoJudged = null;
var memoValues = /* @__PURE__ */ new Map();
function perQuery(q, key, compute) {
  if (q.judged !== memoJudged) {
    memoJudged = q.judged;
    memoValues.clear();
  }
  const hit = memoValues.get(key);
  if (hit !== void 0) return hit;
  const v = compute();
  memoValues.set(key, v);
  return v;
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
      if (g !== g0 && !(g !== g && g0 !== g0)) return true;
    }
  }
  return false;
}
function reorderGroups(key, grades, n, starts, groups, best, out) {
  out.set(grades.subarray(0, n));
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (b - a < 2) continue;
    const k0 = key(grades[a]);
    let uniform = true;
    for (let i = a + 1; i < b && uniform; i++) uniform = key(grades[i]) === k0;
    if (uniform) continue;
    const seg = Array.from(out.subarray(a, b));
    seg.sort((x, y) => best ? key(y) - key(x) : key(x) - key(y));
    for (let i = a; i < b; i++) out[i] = seg[i - a];
  }
}
function expectedCount(grades, groups, L, hit) {
  const { starts, count } = groups;
  let c = 0;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    c += r * (Math.min(b, L) - a) / (b - a);
  }
  return c;
}
function countVariance(grades, groups, L, hit) {
  const { starts, count } = groups;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= L) return 0;
    if (b <= L) continue;
    const N = b - a;
    const t = L - a;
    let K = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) K++;
    if (N < 2) return 0;
    return t * (K / N) * (1 - K / N) * ((N - t) / (N - 1));
  }
  return 0;
}
function expectedLinear(grades, groups, L, value, weight) {
  const { starts, count } = groups;
  let s = 0;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let v = 0;
    for (let i = a; i < b; i++) v += value(grades[i]);
    if (v === 0) continue;
    let w = 0;
    const end = Math.min(b, L);
    for (let i = a; i < end; i++) w += weight(i);
    s += v / (b - a) * w;
  }
  return s;
}
function probabilityNone(grades, groups, L, hit) {
  const { starts, count } = groups;
  let none = 1;
  for (let gi = 0; gi < count && none > 0; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= L) break;
    const size = b - a;
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    const t = Math.min(b, L) - a;
    let p = 1;
    for (let j = 0; j < t; j++) p *= (size - r - j) / (size - j);
    none *= Math.max(p, 0);
  }
  return none;
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
var scratch = new Float64Array(1024);
var judgedScratch = new Float64Array(64);
var tmp = { value: 0, num: 0, den: 1 };
function optimisticByCount(m, grades, depth, q, relevance, out, maxK = Infinity) {
  m.ordered(grades, depth, q, out);
  let best = out.value;
  let bestNum = out.num;
  let bestDen = out.den;
  const n = Math.min(depth, grades.length);
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  const list = scratch.subarray(0, n);
  list.set(grades.subarray(0, n));
  const J = q.judged.length;
  let k = 0;
  for (let i = 0; i < n && k < maxK; i++) {
    if (!isUnjudged(list[i], q)) continue;
    list[i] = relevance;
    k++;
    if (judgedScratch.length < J + k) {
      const b = new Float64Array((J + k) * 2);
      b.set(judgedScratch.subarray(0, J + k - 1));
      judgedScratch = b;
    }
    judgedScratch.set(q.judged, 0);
    judgedScratch.fill(relevance, J, J + k);
    const facts = { ...q, judged: judgedScratch.slice(0, J + k), maxGrade: Math.max(q.maxGrade, relevance) };
    m.ordered(list, n, facts, tmp);
    if (tmp.value > best) {
      best = tmp.value;
      bestNum = tmp.num;
      bestDen = tmp.den;
    }
  }
  setValue(out, best, bestNum, bestDen);
}
function allUnjudgedRelevant(m, grades, depth, q, relevance, limit, out) {
  const n = Math.min(depth, grades.length);
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  const list = scratch.subarray(0, n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const g = grades[i];
    if (i < limit && isUnjudged(g, q)) {
      list[i] = relevance;
      k++;
    } else list[i] = g;
  }
  const judged = new Float64Array(q.judged.length + k);
  judged.set(q.judged);
  judged.fill(relevance, q.judged.length);
  m.ordered(list, n, { ...q, judged, maxGrade: Math.max(q.maxGrade, relevance) }, out);
}
function maxOfValueAnd(m, grades, depth, q, out, other) {
  m.ordered(grades, depth, q, out);
  const v = out.value;
  const num = out.num;
  const den = out.den;
  other(tmp);
  if (tmp.value > v) setValue(out, tmp.value, tmp.num, tmp.den);
  else setValue(out, v, num, den);
}

// src/measures/ap.ts
var AP = {
  kind: "AP",
  aliases: ["map", "ap"],
  summary: "precision at each relevant retrieved document, summed and divided by R (trec_eval map / map_cut)",
  cutoff: "optional",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: E[rel_i \xB7 relevant above i] from pairwise co-occurrence within a tie group",
    optimistic: "exact maximum over k of judging the k highest-ranked unjudged documents in the window relevant (the best k for every k), in one pass",
    ties: "exact"
  },
  trecEval: [
    { name: "map", order: 5, params: "none", value: "double", spec: () => ({ params: {} }) },
    { name: "map_cut", order: 27, params: "long-cutoffs", defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }
  ],
  example: "AP@100",
  bind: (spec, relevance) => bindAP(spec, relevance)
};
var suffix = new Float64Array(1024);
function bindAP(spec, relevance) {
  const rel = relOf(spec, relevance);
  const k = spec.cutoff;
  const window = (depth) => k === void 0 ? depth : Math.min(k, depth);
  return {
    spec,
    rel,
    exactRange: true,
    ordered(grades, depth, q, out) {
      const L = window(depth);
      let c = 0;
      let s = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      const R2 = relevantCount(q, rel);
      setValue(out, c > 0 && R2 > 0 ? s / R2 : 0);
    },
    expected(grades, depth, q, groups, out) {
      const R2 = relevantCount(q, rel);
      const L = window(depth);
      const { starts, count } = groups;
      let before = 0;
      let s = 0;
      for (let gi = 0; gi < count && R2 > 0; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (grades[i] >= rel) r++;
        if (r > 0) {
          const end = Math.min(b, L);
          const pRel = r / size;
          const pPair = size > 1 ? r * (r - 1) / (size * (size - 1)) : 0;
          for (let i = a; i < end; i++) s += (pRel * (before + 1) + (i - a) * pPair) / (i + 1);
        }
        before += r;
      }
      setValue(out, R2 > 0 ? s / R2 : 0);
    },
    orderKey: (g) => g >= rel ? 1 : 0,
    optimistic(grades, depth, q, relevance2, out) {
      this.ordered(grades, depth, q, out);
      if (relevance2 < rel) return;
      const L = window(depth);
      if (suffix.length < L + 1) suffix = new Float64Array(L * 2 + 1);
      suffix[L] = 0;
      for (let i = L - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + (grades[i] >= rel ? 1 / (i + 1) : 0);
      const R2 = relevantCount(q, rel);
      let s = 0;
      let c = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      let best = out.value;
      let relAbove = 0;
      let k2 = 0;
      for (let i = 0; i < L; i++) {
        const g = grades[i];
        if (g >= rel) relAbove++;
        else if (isUnjudged(g, q)) {
          relAbove++;
          k2++;
          s += relAbove / (i + 1) + suffix[i + 1];
          const v = s / (R2 + k2);
          if (v > best) best = v;
        }
      }
      setValue(out, best);
    }
  };
}

// src/measures/bin-g.ts
var BinG = {
  kind: "binG",
  aliases: ["bing"],
  summary: "binary G: \u03A3 1 / log2(2 + documents not relevant above) over relevant retrieved, divided by R",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "upper bound: the judged relevant documents' terms with every unjudged document judged relevant, the new ones at most 1, over R + u",
    ties: "exact"
  },
  trecEval: [{ name: "binG", order: 19, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "binG",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const sum = (grades, depth, allRelevant, q) => {
      let relSoFar = 0;
      let s = 0;
      for (let i = 0; i < depth; i++) {
        const g = grades[i];
        const made = allRelevant && isUnjudged(g, q);
        if (g >= rel || made) {
          relSoFar++;
          if (!made) s += 1 / log2At(1 + i - relSoFar);
        }
      }
      return { s, relSoFar };
    };
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        const { s, relSoFar } = sum(grades, depth, false, q);
        setValue(out, relSoFar ? s / relevantCount(q, rel) : 0);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        if (u === 0) return;
        const { s } = sum(grades, depth, true, q);
        const R2 = relevantCount(q, rel);
        setValue(out, Math.max(out.value, R2 > 0 ? s / R2 : 0, (s + u) / (R2 + u)));
      }
    };
  }
};

// src/measures/gains.ts
var gainParams = external_exports.strictObject({
  // log2 with linear gains is the default: dropped, so nDCG(dcg='log2')@10 is nDCG@10
  dcg: external_exports.enum(["log2", "exp-log2"], { error: "must be 'log2' or 'exp-log2'" }).transform((d) => d === "log2" ? void 0 : d).optional(),
  gains: gainsParam.optional(),
  trec_gains: trecGainsParam.optional()
}).superRefine((p, ctx) => {
  if ([p.dcg, p.gains, p.trec_gains].filter((x) => x !== void 0).length > 1) ctx.addIssue({ code: "custom", message: "give one of dcg, gains or trec_gains" });
  const problem = p.trec_gains ? trecPairsProblem(p.trec_gains) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
function trecGainParams(extra) {
  return external_exports.strictObject({ ...extra, trec_gains: trecGainsParam.optional() }).superRefine((p, ctx) => {
    const pairs = p.trec_gains;
    const problem = pairs ? trecPairsProblem(pairs) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
function gainSpec(spec) {
  const p = spec.params;
  if (p.trec_gains !== void 0) return { type: "trec", pairs: p.trec_gains };
  if (p.gains !== void 0) return { type: "map", gains: p.gains };
  if (p.dcg === "exp-log2") return { type: "exp-log2" };
  return { type: "linear" };
}
function validInt(s) {
  return /^[+-]?\d+$/.test(s);
}
function gainFunction(g) {
  switch (g.type) {
    case "linear":
      return (x) => x > 0 ? x : 0;
    case "exp-log2":
      return (x) => x > 0 ? 2 ** x - 1 : 0;
    case "map": {
      const m = new Map(g.gains.map(([a, b]) => [a, b]));
      return (x) => m.get(x) ?? 0;
    }
    case "trec": {
      const m = /* @__PURE__ */ new Map();
      for (const [name, v] of g.pairs) if (validInt(name) && !m.has(atol(name))) m.set(atol(name), v);
      return (x) => x >= 0 ? m.get(x) ?? x : 0;
    }
    default: {
      const never = g;
      throw new Error(`unknown gain ${JSON.stringify(never)}`);
    }
  }
}
function trecGainLevels(pairs, q) {
  const counts = [];
  for (let i = 0; i < q.judged.length; i++) {
    const g = q.judged[i];
    if (g >= 0) counts[g] = (counts[g] ?? 0) + 1;
  }
  const levels = [];
  for (const [name, gain] of pairs) if (validInt(name)) levels.push({ level: atol(name), gain, count: 0 });
  for (let i = 0; i < counts.length; i++) {
    const found = levels.find((l) => l.level === i);
    if (found) found.count = counts[i] ?? 0;
    else levels.push({ level: i, gain: i, count: counts[i] ?? 0 });
  }
  return glibcMergeSort(levels, (a, b) => truncToInt(a.gain - b.gain));
}
function truncToInt(x) {
  if (x !== x) return 0;
  return Math.max(-2147483648, Math.min(2147483647, Math.trunc(x)));
}
function glibcMergeSort(items, cmp) {
  if (items.length <= 1) return items.slice();
  const n1 = items.length >> 1;
  const left = glibcMergeSort(items.slice(0, n1), cmp);
  const right = glibcMergeSort(items.slice(n1), cmp);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) out.push(cmp(left[i], right[j]) <= 0 ? left[i++] : right[j++]);
  while (i < left.length) out.push(left[i++]);
  while (j < right.length) out.push(right[j++]);
  return out;
}
function trecIdealGains(levels) {
  const out = [];
  let cur = levels.length - 1;
  let gain = cur >= 0 ? levels[cur].gain : 0;
  let atLevel = 0;
  while (gain > 0) {
    atLevel++;
    while (cur >= 0 && atLevel > levels[cur].count) {
      atLevel = 1;
      cur--;
      gain = cur >= 0 ? levels[cur].gain : 0;
    }
    if (gain > 0) out.push(gain);
  }
  return out;
}
function idealGains(g, gain, q) {
  if (g.type === "trec") return trecIdealGains(trecGainLevels(g.pairs, q));
  const out = [];
  for (let i = 0; i < q.judged.length; i++) {
    const x = q.judged[i];
    if (q.negative === "unjudged" && x < 0) continue;
    const v = gain(x);
    if (v > 0) out.push(v);
  }
  return out.sort((a, b) => b - a);
}
function idealDcg(key, g, gain, q, k) {
  return perQuery(q, key, () => {
    const gains = idealGains(g, gain, q);
    let s = 0;
    const lim = Math.min(k, gains.length);
    for (let i = 0; i < lim; i++) s += gains[i] / log2At(i);
    return s;
  });
}
var MAX_LEVEL = 1e5;
function checkGains(spec, qrels) {
  const g = gainSpec(spec);
  if (g.type !== "map" && g.type !== "trec") return;
  checkGradesAgainst(spec, qrels, g);
}
function checkLevels(spec, qrels) {
  checkGradesAgainst(spec, qrels, { type: "trec", pairs: [] });
}
function checkGradesAgainst(spec, qrels, g) {
  const listed = g.type === "map" ? new Set(g.gains.map(([a]) => a)) : null;
  for (const q of qrels.queries.values()) {
    for (let i = 0; i < q.grades.length; i++) {
      const x = q.grades[i];
      if (listed && x > 0 && !listed.has(x)) {
        throw new InputError(
          `${spec.label} gives no gain for grade ${x} (query "${q.qid}", document "${q.docids[i]}")`,
          { file: qrels.facts.path, line: q.lineList[i] },
          `add ${x}:<gain> to the gains map`
        );
      }
      if (!listed && x > MAX_LEVEL) {
        throw new InputError(
          `${spec.label} uses trec_eval's gain levels, one per grade from 0; grade ${x} (query "${q.qid}") is above ${MAX_LEVEL}`,
          { file: qrels.facts.path, line: q.lineList[i] },
          "use grades such as 0\u20134, or gains={grade:gain,...}"
        );
      }
      if (!listed && !Number.isInteger(x)) {
        throw new InputError(
          `${spec.label} uses trec_eval's gain levels, which are whole grades; grade ${x} (query "${q.qid}") is not one`,
          { file: qrels.facts.path, line: q.lineList[i] },
          "use gains={grade:gain,...} for decimal grades"
        );
      }
    }
  }
}
function trecPairsProblem(pairs) {
  const seen = /* @__PURE__ */ new Set();
  for (const [name] of pairs) {
    if (!validInt(name)) continue;
    const level = atol(name);
    if (level < 0) return `level ${name} is negative: trec_eval would give that gain to documents outside the judgments`;
    if (seen.has(level)) return `level ${level} is listed twice: trec_eval would use whichever it happens to sort first`;
    seen.add(level);
  }
  return null;
}
function levelGain(levels) {
  const m = /* @__PURE__ */ new Map();
  for (const l of levels) if (!m.has(l.level)) m.set(l.level, l.gain);
  return (x) => x >= 0 ? m.get(x) ?? 0 : 0;
}
function trecPairs(spec) {
  return spec.params.trec_gains ?? [];
}
var IdealWalk = class {
  constructor(levels) {
    this.levels = levels;
    this.cur = levels.length - 1;
    this.gain = this.cur >= 0 ? levels[this.cur].gain : 0;
  }
  levels;
  cur;
  atLevel = 0;
  gain;
  /** Moves to the next ideal position and returns its gain (0 once the positive gains are used up). */
  next() {
    this.atLevel++;
    while (this.cur >= 0 && this.atLevel > this.levels[this.cur].count) {
      this.atLevel = 1;
      this.cur--;
      this.gain = this.cur >= 0 ? this.levels[this.cur].gain : 0;
    }
    return this.gain;
  }
};

// src/measures/dcg.ts
var DCG = {
  kind: "DCG",
  aliases: ["dcg"],
  summary: "\u03A3 gain / log2(rank + 1) over the top k, not normalised (gains as nDCG's)",
  cutoff: "optional",
  params: gainParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: each tie group contributes its mean gain times its discounts (linearity)",
    optimistic: "exact maximum: every unjudged document in the top k judged relevant (no ideal to raise)",
    ties: "exact (higher gain first / last)"
  },
  trecEval: [{ name: "dcg", order: 21, params: "pairs", value: "double", spec: ({ pairs }) => ({ params: pairs && pairs.length ? { trec_gains: pairs } : {} }) }],
  example: "DCG@10",
  checkJudgments: checkGains,
  bind(spec) {
    const gain = gainFunction(gainSpec(spec));
    const k = spec.cutoff ?? Infinity;
    const sum = (grades, L, extra) => {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const v = extra(grades[i]);
        if (v !== 0) s += v / log2At(i);
      }
      return s;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (grades, depth, _q, out) => setValue(out, sum(grades, Math.min(k, depth), gain)),
      expected: (grades, depth, _q, groups, out) => setValue(out, expectedLinear(grades, groups, Math.min(k, depth), gain, (i) => 1 / log2At(i))),
      orderKey: (g) => gain(g),
      optimistic(grades, depth, q, relevance, out) {
        const gr = Math.max(gain(relevance), 0);
        setValue(out, sum(grades, Math.min(k, depth), (g) => isUnjudged(g, q) ? gr : gain(g)));
      }
    };
  }
};

// src/measures/bpref.ts
var Bpref = {
  kind: "Bpref",
  aliases: ["bpref"],
  summary: "preferences of relevant over judged non-relevant documents that the ranking keeps, over R (unjudged skipped)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: the judged non-relevant documents above a relevant one in its tie group are hypergeometric",
    optimistic: "exact maximum: for every k, the k highest-ranked unjudged documents judged relevant (R grows to R + k), in one pass with running counts",
    ties: "exact (relevant, then unjudged, then non-relevant)"
  },
  trecEval: [{ name: "bpref", order: 8, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "Bpref",
  bind: (spec, relevance) => bindBpref(spec, relevance)
};
var nonrelAboveRel = new Int32Array(1024);
var nonrelAboveUnj = new Int32Array(1024);
var prefU = new Float64Array(1024);
function bindBpref(spec, relevance) {
  const rel = relOf(spec, relevance);
  const cls = (g, q) => isUnjudged(g, q) ? -1 : g >= rel ? 1 : 0;
  return {
    spec,
    rel,
    exactRange: true,
    ordered(grades, depth, q, out) {
      const R2 = relevantCount(q, rel);
      if (R2 === 0) return setValue(out, 0);
      const denom = Math.min(nonrelevantCount(q, rel), R2);
      let nonrel = 0;
      let s = 0;
      for (let i = 0; i < depth; i++) {
        const c = cls(grades[i], q);
        if (c < 0) continue;
        if (c === 0) nonrel++;
        else s += nonrel > 0 ? 1 - Math.min(nonrel, R2) / denom : 1;
      }
      setValue(out, s / R2);
    },
    expected(grades, depth, q, groups, out) {
      const R2 = relevantCount(q, rel);
      if (R2 === 0) return setValue(out, 0);
      const denom = Math.min(nonrelevantCount(q, rel), R2);
      const f = (x) => x > 0 ? 1 - Math.min(x, R2) / denom : 1;
      const { starts, count } = groups;
      let nonrelBefore = 0;
      let s = 0;
      for (let gi = 0; gi < count; gi++) {
        const a = starts[gi];
        if (a >= depth) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        let z = 0;
        for (let i = a; i < b; i++) {
          const c = cls(grades[i], q);
          if (c === 1) r++;
          else if (c === 0) z++;
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
      setValue(out, s / R2);
    },
    orderKey: (g, q) => {
      const c = cls(g, q);
      return c === 1 ? 2 : c < 0 ? 1 : 0;
    },
    optimistic(grades, depth, q, relevance2, out) {
      this.ordered(grades, depth, q, out);
      if (relevance2 < rel) return;
      const R2 = relevantCount(q, rel);
      const N = nonrelevantCount(q, rel);
      if (nonrelAboveRel.length < depth) {
        nonrelAboveRel = new Int32Array(depth * 2);
        nonrelAboveUnj = new Int32Array(depth * 2);
      }
      let nj = 0;
      let nu = 0;
      let nonrel = 0;
      for (let i = 0; i < depth; i++) {
        const g = grades[i];
        if (isUnjudged(g, q)) {
          nonrelAboveUnj[nu++] = nonrel;
        } else if (g >= rel) nonrelAboveRel[nj++] = nonrel;
        else nonrel++;
      }
      let best = out.value;
      let pj = 0;
      let sumJ = 0;
      let pu = 0;
      if (prefU.length < nu + 1) prefU = new Float64Array(nu * 2 + 1);
      prefU[0] = 0;
      for (let t = 0; t < nu; t++) prefU[t + 1] = prefU[t] + nonrelAboveUnj[t];
      for (let k = 1; k <= nu; k++) {
        const Rk = R2 + k;
        while (pj < nj && nonrelAboveRel[pj] < Rk) sumJ += nonrelAboveRel[pj++];
        while (pu < nu && nonrelAboveUnj[pu] < Rk) pu++;
        const m = Math.min(pu, k);
        const partU = prefU[m] + Rk * (k - m);
        const D = Math.min(N, Rk);
        const minSum = sumJ + Rk * (nj - pj) + partU;
        const total = nj + k - (D > 0 ? minSum / D : 0);
        const v = total / Rk;
        if (v > best) best = v;
      }
      setValue(out, best);
    }
  };
}

// src/measures/err.ts
var ERR = {
  kind: "ERR",
  aliases: ["err"],
  summary: "expected reciprocal rank, satisfaction (2^grade \u2212 1) / 2^max; max = the judgments' highest grade, or ERR(max=4) as gdeval and ir_measures",
  cutoff: "required",
  params: external_exports.strictObject({ max: numberParam.optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: per tie group, means of elementary symmetric polynomials of the non-satisfaction probabilities",
    optimistic: "exact maximum: ERR rises with every satisfaction probability, so every unjudged document in the top k judged relevant (or none, when that would raise the default max)",
    ties: "exact (higher grade first / last)"
  },
  example: "ERR@10",
  bind(spec) {
    const k = spec.cutoff;
    const fixed = param(spec, "max", void 0);
    const top = (q) => fixed ?? q.maxGrade;
    const prob = (g, max) => {
      if (!(g > 0) || !(max > 0)) return 0;
      return (2 ** Math.min(g, max) - 1) / 2 ** max;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const L = Math.min(k, depth);
        const max = top(q);
        let s = 0;
        let notYet = 1;
        for (let i = 0; i < L; i++) {
          const p = prob(grades[i], max);
          s += notYet * p / (i + 1);
          notYet *= 1 - p;
        }
        setValue(out, s);
      },
      expected(grades, depth, q, groups, out) {
        const L = Math.min(k, depth);
        const max = top(q);
        const { starts, count } = groups;
        let s = 0;
        let notYet = 1;
        for (let gi = 0; gi < count && notYet > 0; gi++) {
          const a = starts[gi];
          if (a >= L) break;
          const b = starts[gi + 1];
          const size = b - a;
          const probs = [];
          for (let i = a; i < b; i++) probs.push(prob(grades[i], max));
          const T = Math.min(size, L - a);
          const levels = [...new Set(probs)].sort((x, y) => x - y);
          let e = 0;
          for (const v of levels) {
            if (v === 0) continue;
            const n = probs.filter((p) => p === v).length;
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
            e += n / size * v * part;
          }
          s += notYet * e;
          for (const p of probs) notYet *= 1 - p;
        }
        setValue(out, s);
      },
      orderKey: (g) => g > 0 ? g : 0,
      optimistic(grades, depth, q, relevance, out) {
        maxOfValueAnd(this, grades, depth, q, out, (o) => allUnjudgedRelevant(this, grades, depth, q, relevance, Math.min(k, depth), o));
      }
    };
  }
};
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

// src/measures/g.ts
var G = {
  kind: "G",
  aliases: [],
  summary: "trec_eval's normalised gain G (experimental); gains trec_gains='level=gain,\u2026'",
  cutoff: "none",
  params: trecGainParams({}),
  aggregation: "mean",
  optimistic: "search",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "the maximum over k of judging the k highest-ranked unjudged documents relevant (one evaluation per k; not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: "the values of the two key orders (higher gain first / last)"
  },
  trecEval: [{ name: "G", order: 20, params: "pairs", value: "double", spec: ({ pairs }) => ({ params: pairs && pairs.length ? { trec_gains: pairs } : {} }) }],
  example: "G",
  checkJudgments: checkLevels,
  bind(spec) {
    const pairs = trecPairs(spec);
    return {
      spec,
      rel: 1,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        const minCost = 1;
        let resultsG = 0;
        let sumResults = 0;
        let sumIdeal = 0;
        let sumCost = 0;
        let i = 0;
        for (; i < depth && walk.gain > 0; i++) {
          const rg = gainOf(grades[i]);
          sumResults += rg;
          const ideal = walk.next();
          if (ideal > 0) sumIdeal += ideal;
          if (ideal >= minCost) sumCost += ideal;
          else sumCost += minCost;
          if (rg !== 0) resultsG += rg / Math.log2(2 + sumCost - sumResults);
        }
        for (; i < depth; i++) {
          const rg = gainOf(grades[i]);
          sumResults += rg;
          sumCost += minCost;
          if (rg !== 0) resultsG += rg / Math.log2(2 + sumCost - sumResults);
        }
        while (walk.gain > 0) {
          const ideal = walk.next();
          if (ideal > 0) sumIdeal += ideal;
        }
        setValue(out, sumIdeal > 0 ? resultsG / sumIdeal : 0);
      },
      orderKey: (x) => x >= 0 ? x : 0,
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      }
    };
  }
};

// src/measures/gm-map.ts
var GMAP = {
  kind: "gm_map",
  aliases: ["gmap"],
  summary: "AP per query, geometric mean over queries (each value floored at 0.00001, as trec_eval does)",
  cutoff: "optional",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "geometric",
  optimistic: "exact",
  notes: { expected: "exact, as AP", optimistic: "as AP", ties: "exact, as AP" },
  trecEval: [{ name: "gm_map", order: 6, params: "none", value: "double", only: "summary", spec: () => ({ params: {} }) }],
  example: "gm_map",
  bind: (spec, relevance) => bindAP(spec, relevance)
};

// src/measures/gm-bpref.ts
var GMBpref = {
  kind: "gm_bpref",
  aliases: ["gmbpref"],
  summary: "Bpref per query, geometric mean over queries (each value floored at 0.00001)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "geometric",
  optimistic: "exact",
  notes: { expected: "exact, as Bpref", optimistic: "as Bpref", ties: "exact, as Bpref" },
  trecEval: [{ name: "gm_bpref", order: 15, params: "none", value: "double", only: "summary", spec: () => ({ params: {} }) }],
  example: "gm_bpref",
  bind: (spec, relevance) => bindBpref(spec, relevance)
};

// src/measures/infap.ts
var EPSILON = 1e-5;
var infAP = {
  kind: "infAP",
  aliases: ["infap"],
  summary: "inferred AP: AP estimated from a sampled pool (negative grades = pooled but not judged)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "upper bound: each judged relevant document's term with every unjudged document above it judged relevant (terms only rise), each newly relevant document's term at most 1, over R + u",
    ties: "not exact: the values of the two key orders (relevant, non-relevant, outside the pool), which need not be the extremes when negative grades are tied with others"
  },
  trecEval: [{ name: "infAP", order: 14, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "infAP",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const pooledUnjudged = (g, negative) => negative === "unjudged" && g < 0;
    const terms = (grades, depth, q, relevantUnjudged) => {
      const negative = q.negative;
      let nonrel = 0;
      let relSoFar = 0;
      let unj = 0;
      let judged = 0;
      let added = 0;
      for (let j = 0; j < depth; j++) {
        const g = grades[j];
        const outside = relevantUnjudged ? isUnjudged(g, q) : g !== g;
        if (outside && !relevantUnjudged) continue;
        if (!outside && pooledUnjudged(g, negative)) {
          unj++;
          continue;
        }
        if (!outside && g < rel) nonrel++;
        else {
          relSoFar++;
          let t;
          if (j === 0) t = 1;
          else {
            const fj = j;
            t = 1 / (fj + 1) + fj / (fj + 1) * ((relSoFar - 1 + nonrel + unj) / fj) * ((relSoFar - 1 + EPSILON) / (relSoFar - 1 + nonrel + 2 * EPSILON));
          }
          if (outside) added += t;
          else judged += t;
        }
      }
      return { judged, added };
    };
    return {
      spec,
      rel,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        const { judged } = terms(grades, depth, q, false);
        setValue(out, R2 ? judged / R2 : judged);
      },
      orderKey: (g, q) => g !== g ? 1 : pooledUnjudged(g, q.negative) ? 1.5 : g >= rel ? 3 : 2,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        if (u === 0) return;
        const { judged } = terms(grades, depth, q, true);
        const R2 = relevantCount(q, rel);
        const ends = [R2 > 0 ? judged / R2 : 0, (judged + u) / (R2 + u)];
        setValue(out, Math.max(out.value, ...ends));
      }
    };
  }
};

// src/measures/interpolated.ts
function lround(x) {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}
function interpolate(grades, n, rel, cutoffs, take, q) {
  let nrr = 0;
  for (let i = 0; i < n; i++) if (grades[i] >= rel) nrr++;
  let cut = cutoffs.length - 1;
  while (cut >= 0 && cutoffs[cut] > nrr) cut--;
  let precis = n > 0 ? nrr / n : q.trecEvalNaN ? NaN : 0;
  let intPrecis = precis;
  let relSoFar = nrr;
  for (let i = n; i > 0 && relSoFar > 0; i--) {
    precis = relSoFar / i;
    if (intPrecis < precis) intPrecis = precis;
    if (grades[i - 1] >= rel) {
      while (cut >= 0 && relSoFar === cutoffs[cut]) take(cut--, intPrecis);
      relSoFar--;
    }
  }
  while (cut >= 0) take(cut--, intPrecis);
}
var cacheStamp;
var cacheGrades = null;
var cacheDepth = -1;
var cacheRel = NaN;
var cacheNaN = false;
var byCount = new Float64Array(1024);
var cacheRelevant = 0;
function interpolatedAt(grades, n, rel, c, q) {
  const nan = !!q.trecEvalNaN;
  if (q.listStamp === void 0 || q.listStamp !== cacheStamp || grades !== cacheGrades || n !== cacheDepth || rel !== cacheRel || nan !== cacheNaN) {
    cacheStamp = q.listStamp;
    cacheGrades = grades;
    cacheDepth = n;
    cacheRel = rel;
    cacheNaN = nan;
    let nrr = 0;
    for (let i = 0; i < n; i++) if (grades[i] >= rel) nrr++;
    if (byCount.length < nrr + 1) byCount = new Float64Array(nrr * 2 + 1);
    let intPrecis = n > 0 ? nrr / n : nan ? NaN : 0;
    let relSoFar = nrr;
    for (let i = n; i > 0 && relSoFar > 0; i--) {
      const precis = relSoFar / i;
      if (intPrecis < precis) intPrecis = precis;
      if (grades[i - 1] >= rel) byCount[relSoFar--] = intPrecis;
    }
    byCount[0] = intPrecis;
    cacheRelevant = nrr;
  }
  if (c > cacheRelevant) return 0;
  return byCount[c >= 1 ? c : 0];
}
function recallCutoff(level, R2) {
  return lround(level * R2);
}
function interpolatedBound(grades, depth, rel, level, q) {
  const c = Math.max(1, recallCutoff(level, relevantCount(q, rel)));
  let count = 0;
  let pos = -1;
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (g >= rel || isUnjudged(g, q)) {
      count++;
      if (count === c) pos = i;
    }
  }
  if (pos < 0) return 0;
  let best = 0;
  let seen = 0;
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (g >= rel || isUnjudged(g, q)) seen++;
    if (i >= pos) best = Math.max(best, seen / (i + 1));
  }
  return best;
}

// src/measures/iprec.ts
var IPrec = {
  kind: "IPrec",
  aliases: ["iprec_at_recall", "iprec"],
  summary: "interpolated precision at recall level r (IPrec@0.1): the best precision at or below the rank where recall reaches r",
  cutoff: "required",
  cutoffKind: "fraction",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none (a maximum over ranks has no closed form): refused under ties: expected",
    optimistic: "upper bound: every unjudged document judged relevant, with the recall level counted against the original R (judging only raises R)",
    ties: "exact (precision at every rank rises when a relevant document moves up)"
  },
  trecEval: [{ name: "iprec_at_recall", order: 10, params: "double-cutoffs", defaults: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "IPrec@0.1",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const level = spec.cutoff;
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        setValue(out, interpolatedAt(grades, depth, rel, recallCutoff(level, relevantCount(q, rel)), q));
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        setValue(out, Math.max(out.value, interpolatedBound(grades, depth, rel, level, q)));
      }
    };
  }
};

// src/measures/judged.ts
var Judged = {
  kind: "Judged",
  aliases: ["judged"],
  summary: "judged documents in the top k, divided by k",
  cutoff: "required",
  params: external_exports.strictObject({}),
  aggregation: "mean",
  seesUnjudged: true,
  optimistic: "exact",
  notes: {
    expected: "exact: expected judged count in the top k (linearity)",
    optimistic: "exact maximum: every document in the top k judged",
    ties: "exact"
  },
  example: "Judged@10",
  bind(spec) {
    const k = spec.cutoff;
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const L = Math.min(k, depth);
        const c = L - unjudgedIn(grades, L, q);
        setValue(out, c / k, c, k);
      },
      expected(grades, depth, q, groups, out) {
        const c = expectedCount(grades, groups, Math.min(k, depth), (g) => !isUnjudged(g, q));
        setValue(out, c / k, c, k);
      },
      orderKey: (g, q) => isUnjudged(g, q) ? 0 : 1,
      optimistic(_grades, depth, _q, _relevance, out) {
        const c = Math.min(k, depth);
        setValue(out, c / k, c, k);
      }
    };
  }
};

// src/measures/ndcg.ts
var nDCG = {
  kind: "nDCG",
  aliases: ["ndcg"],
  summary: "DCG of the top k over the ideal DCG from all judgments; gain = grade, dcg='exp-log2' 2^grade \u2212 1, gains={grade:gain,\u2026}",
  cutoff: "optional",
  params: gainParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: each tie group contributes its mean gain times its discounts (linearity); the ideal does not depend on the order",
    optimistic: "exact maximum: judging k unjudged documents relevant adds k gains to the ideal whichever they are, so the best k are the highest-ranked in the top k; every k from 0 to the unjudged count is tried (the ideal grows too, so judging all is not always best)",
    ties: "exact (higher gain first / last)"
  },
  trecEval: [
    { name: "ndcg", order: 23, params: "pairs", value: "double", spec: ({ pairs }) => ({ params: pairs && pairs.length ? { trec_gains: pairs } : {} }) },
    { name: "ndcg_cut", order: 26, params: "long-cutoffs", defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }
  ],
  example: "nDCG@10",
  checkJudgments: checkGains,
  bind(spec) {
    const g = gainSpec(spec);
    const gain = gainFunction(g);
    const k = spec.cutoff ?? Infinity;
    const key = {};
    const window = (depth) => Math.min(k, depth);
    const dcgOf = (grades, L) => {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const v = gain(grades[i]);
        if (v !== 0) s += v / log2At(i);
      }
      return s;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const ideal = idealDcg(key, g, gain, q, k);
        setValue(out, ideal > 0 ? dcgOf(grades, window(depth)) / ideal : 0);
      },
      expected(grades, depth, q, groups, out) {
        const ideal = idealDcg(key, g, gain, q, k);
        setValue(out, ideal > 0 ? expectedLinear(grades, groups, window(depth), gain, (i) => 1 / log2At(i)) / ideal : 0);
      },
      orderKey: (x) => gain(x),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        const gr = gain(relevance);
        if (!(gr > 0)) return;
        const L = window(depth);
        if (g.type === "trec") return optimisticByCount(this, grades, depth, q, relevance, out);
        const ideal = idealGains(g, gain, q).slice().sort((a, b) => b - a);
        let above = 0;
        let aboveSum = 0;
        while (above < ideal.length && ideal[above] >= gr) {
          if (above < k) aboveSum += ideal[above] / log2At(above);
          above++;
        }
        const below = ideal.slice(above);
        let dcg = dcgOf(grades, L);
        let copies = 0;
        let best = out.value;
        for (let i = 0; i < L; i++) {
          if (!isUnjudged(grades[i], q)) continue;
          dcg += gr / log2At(i);
          const pos = above + copies;
          if (pos < k) aboveSum += gr / log2At(pos);
          copies++;
          let lowSum = 0;
          for (let t = 0; t < below.length && above + copies + t < k; t++) lowSum += below[t] / log2At(above + copies + t);
          const v = dcg / (aboveSum + lowSum);
          if (v > best) best = v;
        }
        setValue(out, best);
      }
    };
  }
};

// src/measures/ndcg-rel.ts
var NdcgRel = {
  kind: "ndcg_rel",
  aliases: [],
  summary: "trec_eval's nDCG averaged over the ranks of relevant documents (experimental)",
  cutoff: "none",
  params: trecGainParams({}),
  aggregation: "mean",
  optimistic: "search",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "the maximum over k of judging the k highest-ranked unjudged documents relevant (not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: "the values of the two key orders (it is not monotone in them)"
  },
  trecEval: [{ name: "ndcg_rel", order: 24, params: "pairs", value: "double", spec: ({ pairs }) => ({ params: pairs && pairs.length ? { trec_gains: pairs } : {} }) }],
  example: "ndcg_rel",
  checkJudgments: checkLevels,
  bind(spec) {
    const pairs = trecPairs(spec);
    return {
      spec,
      rel: 1,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        let dcg = 0;
        let ideal = 0;
        let sum = 0;
        let numRelRet = 0;
        let numRel = 0;
        let i = 0;
        for (; i < depth && walk.gain > 0; i++) {
          const rg = gainOf(grades[i]);
          if (rg !== 0) dcg += rg / log2At(i);
          const ig = walk.next();
          if (ig > 0) {
            numRel++;
            ideal += ig / log2At(i);
          }
          if (rg > 0) {
            sum += dcg / ideal;
            numRelRet++;
          }
        }
        for (; i < depth; i++) {
          const rg = gainOf(grades[i]);
          if (rg !== 0) dcg += rg / log2At(i);
          if (rg > 0) {
            sum += dcg / ideal;
            numRelRet++;
          }
        }
        for (; walk.gain > 0; i++) {
          const ig = walk.next();
          if (ig > 0) {
            numRel++;
            ideal += ig / log2At(i);
          }
        }
        sum += (numRel - numRelRet) * dcg / ideal;
        setValue(out, sum > 0 ? sum / numRel : 0);
      },
      orderKey: (x) => x >= 0 ? x : 0,
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      }
    };
  }
};

// src/measures/num-nonrel-judged-ret.ts
var NumNonRelJudgedRet = {
  kind: "num_nonrel_judged_ret",
  aliases: ["numnonreljudgedret"],
  summary: "judged non-relevant documents among the results; summed over queries",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "sum",
  optimistic: "exact",
  notes: {
    expected: "exact (linearity)",
    optimistic: "the value: documents judged relevant are not non-relevant",
    ties: "exact"
  },
  trecEval: [{ name: "num_nonrel_judged_ret", order: 35, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "num_nonrel_judged_ret",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const hit = (g, q) => !isUnjudged(g, q) && g < rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        let c = 0;
        for (let i = 0; i < depth; i++) if (hit(grades[i], q)) c++;
        setValue(out, c);
      },
      expected: (grades, depth, q, groups, out) => setValue(out, expectedCount(grades, groups, depth, (g) => hit(g, q))),
      orderKey: (g, q) => hit(g, q) ? 1 : 0,
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      }
    };
  }
};

// src/measures/num-rel.ts
var NumRel = {
  kind: "NumRel",
  aliases: ["num_rel", "numrel"],
  summary: "relevant judgments of the query (retrieved or not); summed over queries",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "sum",
  optimistic: "exact",
  notes: { expected: "exact (does not depend on the order)", optimistic: "exact maximum: plus every unjudged retrieved document", ties: "none" },
  trecEval: [{ name: "num_rel", order: 3, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "NumRel",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (_g, _d, q, out) => setValue(out, relevantCount(q, rel)),
      expected: (_g, _d, q, _groups, out) => setValue(out, relevantCount(q, rel)),
      orderKey: () => 0,
      optimistic: (grades, depth, q, relevance2, out) => setValue(out, relevantCount(q, rel) + (relevance2 >= rel ? unjudgedIn(grades, depth, q) : 0))
    };
  }
};

// src/measures/num-rel-ret.ts
var NumRelRet = {
  kind: "NumRelRet",
  aliases: ["num_rel_ret", "numrelret"],
  summary: "relevant documents among the results counted; summed over queries",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "sum",
  optimistic: "exact",
  notes: { expected: "exact (linearity; only the group straddling the depth matters)", optimistic: "exact maximum: plus every unjudged retrieved document", ties: "exact" },
  trecEval: [{ name: "num_rel_ret", order: 4, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "NumRelRet",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, _q, out) => setValue(out, relevantIn(grades, depth, rel)),
      expected: (grades, depth, _q, groups, out) => setValue(out, expectedCount(grades, groups, depth, (g) => g >= rel)),
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic: (grades, depth, q, relevance2, out) => setValue(out, relevantIn(grades, depth, rel) + (relevance2 >= rel ? unjudgedIn(grades, depth, q) : 0))
    };
  }
};

// src/measures/num-ret.ts
var NumRet = {
  kind: "NumRet",
  aliases: ["num_ret", "numret"],
  summary: "results counted for the query (up to the policy depth); summed over queries",
  cutoff: "none",
  params: external_exports.strictObject({}),
  aggregation: "sum",
  optimistic: "exact",
  notes: { expected: "exact (does not depend on the order)", optimistic: "the value (judging changes nothing)", ties: "none" },
  trecEval: [{ name: "num_ret", order: 2, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "NumRet",
  bind(spec) {
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (_g, depth, _q, out) => setValue(out, depth),
      expected: (_g, depth, _q, _groups, out) => setValue(out, depth),
      orderKey: () => 0,
      optimistic: (_g, depth, _q, _r, out) => setValue(out, depth)
    };
  }
};

// src/measures/p.ts
var P = {
  kind: "P",
  aliases: ["precision"],
  summary: "relevant documents in the top k, divided by k (missing ranks count as non-relevant)",
  cutoff: "required",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  pooled: true,
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top k (linearity), over k",
    optimistic: "exact maximum: every unjudged document in the top k judged relevant",
    ties: "exact (relevant first / last)"
  },
  trecEval: [{ name: "P", order: 11, params: "long-cutoffs", defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "P@5",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const c = relevantIn(grades, Math.min(k, depth), rel);
        setValue(out, c / k, c, k);
      },
      expected(grades, depth, _q, groups, out) {
        const c = expectedCount(grades, groups, Math.min(k, depth), isRel);
        setValue(out, c / k, c, k);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        if (relevance2 < rel) return this.ordered(grades, depth, q, out);
        const L = Math.min(k, depth);
        const c = relevantIn(grades, L, rel) + unjudgedIn(grades, L, q);
        setValue(out, c / k, c, k);
      }
    };
  }
};

// src/measures/pt-avg.ts
var ELEVEN = "0.0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1.0";
var PtAvg = {
  kind: "11pt_avg",
  aliases: ["11pt"],
  summary: "interpolated precision averaged over recall levels 0.0, 0.1, \u2026, 1.0 (or levels='\u2026')",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam, levels: external_exports.string().regex(/^[^,]+(,[^,]+)*$/, "levels is a comma-separated list of recall levels").optional() }),
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "upper bound: the mean of the levels' IPrec bounds",
    ties: "exact"
  },
  trecEval: [{
    name: "11pt_avg",
    order: 18,
    params: "doubles",
    defaults: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
    value: "double",
    spec: ({ doubles }) => ({ params: { levels: doubles.map(String).join(",") } })
  }],
  example: "11pt_avg",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const levels = String(spec.params.levels ?? ELEVEN).split(",").map(atof);
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        let sum = 0;
        interpolate(grades, depth, rel, levels.map((l) => recallCutoff(l, R2)), (_i, x) => sum += x, q);
        setValue(out, sum / levels.length);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        let s = 0;
        for (const l of levels) s += interpolatedBound(grades, depth, rel, l, q);
        setValue(out, Math.max(out.value, s / levels.length));
      }
    };
  }
};

// src/measures/r.ts
var R = {
  kind: "R",
  aliases: ["recall"],
  summary: "relevant documents in the top k (or retrieved), divided by all relevant judgments of the query",
  cutoff: "optional",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  pooled: true,
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count (linearity), over R",
    optimistic: "exact maximum: the unjudged documents in the top k judged relevant, none below (they would only raise R)",
    ties: "exact"
  },
  trecEval: [{ name: "recall", order: 13, params: "long-cutoffs", defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "R@100",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g) => g >= rel;
    const window = (depth) => k === void 0 ? depth : Math.min(k, depth);
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        const c = relevantIn(grades, window(depth), rel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      expected(grades, depth, q, groups, out) {
        const R2 = relevantCount(q, rel);
        const c = expectedCount(grades, groups, window(depth), isRel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        if (relevance2 < rel) return this.ordered(grades, depth, q, out);
        const L = window(depth);
        const u = unjudgedIn(grades, L, q);
        const R2 = relevantCount(q, rel) + u;
        const c = relevantIn(grades, L, rel) + u;
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      }
    };
  }
};

// src/measures/rbp.ts
var RBP = {
  kind: "RBP",
  aliases: ["rbp"],
  summary: "rank-biased precision (1 \u2212 p) \u03A3 gain\xB7p^(rank\u22121); graded gains scaled to [0, 1] as trec_eval, or binary with rel=",
  cutoff: "optional",
  params: external_exports.strictObject({ p: numberParam.optional(), rel: relParam, trec_gains: trecGainsParam.optional() }).superRefine((x, ctx) => {
    const problem = x.trec_gains ? trecPairsProblem(x.trec_gains) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the gains, each tie group contributes its mean gain times its weights",
    optimistic: "exact maximum: every unjudged document in the window judged relevant (gains are non-negative after scaling), or none when that changes the scaling",
    ties: "exact (higher gain first / last)"
  },
  trecEval: [{
    name: "rbp",
    order: 54,
    params: "pairs",
    value: "double",
    // trec_eval reads p from every pair named p (the last wins); the pairs also set gains
    spec: ({ pairs }) => {
      const levels = (pairs ?? []).filter(([n]) => /^[+-]?\d+$/.test(n));
      return { params: { p: [...pairs ?? []].reverse().find(([n]) => n === "p")?.[1] ?? 0.9, ...levels.length ? { trec_gains: levels } : {} } };
    }
  }],
  example: "RBP(p=0.8)",
  bind(spec) {
    const p = param(spec, "p", 0.8);
    const k = spec.cutoff ?? Infinity;
    const binary = typeof spec.params.rel === "number" ? spec.params.rel : void 0;
    const pairs = spec.params.trec_gains ?? [];
    const listed = /* @__PURE__ */ new Map();
    for (const [name, v] of pairs) if (/^[+-]?\d+$/.test(name) && !listed.has(Number(name))) listed.set(Number(name), v);
    let cachedFor = null;
    let cached = () => 0;
    const gainOf = (q) => {
      if (q.judged !== cachedFor) {
        cachedFor = q.judged;
        cached = gainTable(q);
      }
      return cached;
    };
    const gainTable = (q) => {
      if (binary !== void 0) return (g) => g >= binary ? 1 : 0;
      let top = -1;
      for (let i = 0; i < q.judged.length; i++) if (q.judged[i] >= 0 && q.judged[i] > top) top = q.judged[i];
      let min = 0;
      let max = 0;
      const raw = (g) => listed.get(g) ?? g;
      for (const v of listed.values()) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
      for (let i = 0; i < q.judged.length; i++) {
        const g = q.judged[i];
        if (!(g >= 0)) continue;
        const v = raw(g);
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (top >= 0 && !listed.has(top) && top > max) max = top;
      const scale = min < 0 || max > 1;
      return (g) => {
        if (!(g >= 0)) return 0;
        const v = raw(g);
        return scale ? (v - min) / (max - min) : v;
      };
    };
    const L = (depth) => Math.min(k, depth);
    return {
      spec,
      rel: binary ?? 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const gain = gainOf(q);
        let sum = 0;
        let cur = 1;
        const n = L(depth);
        for (let i = 0; i < n; i++) {
          const gv = gain(grades[i]);
          if (gv !== 0) sum += gv * cur;
          cur = cur * p;
        }
        setValue(out, (1 - p) * sum);
      },
      expected(grades, depth, q, groups, out) {
        const gain = gainOf(q);
        setValue(out, (1 - p) * expectedLinear(grades, groups, L(depth), gain, (i) => p ** i));
      },
      orderKey: (g, q) => gainOf(q)(g),
      optimistic(grades, depth, q, relevance, out) {
        maxOfValueAnd(this, grades, depth, q, out, (o) => allUnjudgedRelevant(this, grades, depth, q, relevance, L(depth), o));
      }
    };
  }
};

// src/measures/rbp-resid.ts
var RbpResid = {
  kind: "rbp_resid",
  aliases: ["rbpresid"],
  summary: "RBP's residual from unjudged results: p^n + (1 \u2212 p) \u03A3 p^(rank\u22121) over unjudged (0 when none)",
  cutoff: "none",
  params: external_exports.strictObject({ p: numberParam.optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the unjudged positions, times P(some result is unjudged)",
    optimistic: "the value: judging documents only lowers the residual",
    ties: "exact (unjudged first / last)"
  },
  trecEval: [{
    name: "rbp_resid",
    order: 55,
    params: "pairs",
    value: "double",
    spec: ({ pairs }) => ({ params: { p: [...pairs ?? []].reverse().find(([n]) => n === "p")?.[1] ?? 0.9 } })
  }],
  example: "rbp_resid(p=0.9)",
  bind(spec) {
    const p = param(spec, "p", 0.9);
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        let unj = 0;
        let sum = 0;
        let cur = 1;
        for (let i = 0; i < depth; i++) {
          if (isUnjudged(grades[i], q)) {
            unj++;
            sum += cur;
          }
          cur = cur * p;
        }
        setValue(out, unj ? cur + (1 - p) * sum : 0);
      },
      expected(grades, depth, q, groups, out) {
        const hit = (g) => isUnjudged(g, q);
        let tail = 1;
        for (let i = 0; i < depth; i++) tail *= p;
        const some = 1 - probabilityNone(grades, groups, depth, hit);
        const sum = expectedLinear(grades, groups, depth, (g) => hit(g) ? 1 : 0, (i) => p ** i);
        setValue(out, tail * some + (1 - p) * sum);
      },
      orderKey: (g, q) => isUnjudged(g, q) ? 1 : 0,
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      }
    };
  }
};

// src/measures/relative-p.ts
var RelativeP = {
  kind: "relative_P",
  aliases: ["relativep"],
  summary: "relevant documents in the top k over min(k, R): precision up to R, recall after",
  cutoff: "required",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top k (linearity)",
    optimistic: "exact maximum: every unjudged document in the top k judged relevant, none below",
    ties: "exact"
  },
  trecEval: [{ name: "relative_P", order: 28, params: "long-cutoffs", defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "relative_P@10",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const of = (c, R2) => R2 > 0 ? c / Math.min(k, R2) : 0;
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, of(relevantIn(grades, Math.min(k, depth), rel), relevantCount(q, rel))),
      expected: (grades, depth, q, groups, out) => setValue(out, of(expectedCount(grades, groups, Math.min(k, depth), (g) => g >= rel), relevantCount(q, rel))),
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        const L = Math.min(k, depth);
        const u = unjudgedIn(grades, L, q);
        setValue(out, Math.max(out.value, of(relevantIn(grades, L, rel) + u, relevantCount(q, rel) + u)));
      }
    };
  }
};

// src/measures/relstring.ts
var Relstring = {
  kind: "relstring",
  aliases: [],
  summary: "the top N grades as a string (text; printed per query by rankgate trec_eval -q only)",
  cutoff: "optional",
  params: external_exports.strictObject({}),
  aggregation: "mean",
  text: true,
  seesUnjudged: false,
  optimistic: "exact",
  notes: { expected: "not a number", optimistic: "not a number", ties: "not a number" },
  trecEval: [{ name: "relstring", order: 12, params: "doubles", defaults: [10], value: "text", only: "query", spec: ({ doubles }) => ({ cutoff: doubles[0], params: {} }) }],
  example: "relstring@20",
  bind(spec) {
    const len = spec.cutoff ?? 10;
    return {
      spec,
      rel: 1,
      exactRange: true,
      expected: null,
      ordered: (_g, _d, _q, out) => setValue(out, 0),
      orderKey: () => 0,
      optimistic: (_g, _d, _q, _r, out) => setValue(out, 0),
      text(grades, depth, q) {
        const n = Math.max(0, Math.min(Math.trunc(len), depth));
        let s = "";
        for (let i = 0; i < n; i++) {
          const g = grades[i];
          if (g !== g) s += "-";
          else if (g > 9) s += ">";
          else if (g >= 0) s += String.fromCharCode(48 + Math.trunc(g));
          else s += q.negative === "unjudged" ? "." : "<";
        }
        return s;
      }
    };
  }
};

// src/measures/rndcg.ts
var Rndcg = {
  kind: "Rndcg",
  aliases: [],
  summary: "trec_eval's nDCG averaged at the ranks where the ideal gain level changes (experimental)",
  cutoff: "none",
  params: trecGainParams({ rel: relParam }),
  aggregation: "mean",
  optimistic: "search",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "the maximum over k of judging the k highest-ranked unjudged documents relevant (not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: "exact (an average of nDCG at fixed ranks)"
  },
  trecEval: [{ name: "Rndcg", order: 25, params: "pairs", value: "double", spec: ({ pairs }) => ({ params: pairs && pairs.length ? { trec_gains: pairs } : {} }) }],
  example: "Rndcg",
  checkJudgments: checkLevels,
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const pairs = trecPairs(spec);
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        if (relevantCount(q, rel) === 0) return setValue(out, 0);
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        let dcg = 0;
        let ideal = 0;
        let sum = 0;
        let changes = 0;
        let old = walk.gain;
        const take = () => {
          if (ideal > 0) {
            sum += dcg / ideal;
            changes++;
          }
        };
        const boundary = (ig) => {
          if (old !== ig) {
            take();
            old = ig;
          }
        };
        let i = 0;
        for (; i < depth && walk.gain > 0; i++) {
          const rg = gainOf(grades[i]);
          const ig = walk.next();
          boundary(ig);
          if (rg !== 0) dcg += rg / log2At(i);
          if (ig > 0) ideal += ig / log2At(i);
        }
        if (i < depth) {
          for (; i < depth; i++) {
            const rg = gainOf(grades[i]);
            if (rg !== 0) dcg += rg / log2At(i);
          }
          take();
        }
        for (; walk.gain > 0; i++) {
          const ig = walk.next();
          boundary(ig);
          if (ig > 0) ideal += ig / log2At(i);
        }
        setValue(out, sum / changes);
      },
      orderKey: (x) => x >= 0 ? x : 0,
      optimistic(grades, depth, q, relevance2, out) {
        optimisticByCount(this, grades, depth, q, relevance2, out);
      }
    };
  }
};

// src/measures/rprec.ts
var Rprec = {
  kind: "Rprec",
  aliases: ["r-prec", "rprec"],
  summary: "relevant documents in the top R, divided by R (R = relevant judgments of the query)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top R (linearity)",
    optimistic: "exact maximum: judging k unjudged documents raises R to R + k; for every k the k highest-ranked, counted in the top R + k",
    ties: "exact"
  },
  trecEval: [{ name: "Rprec", order: 7, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "Rprec",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const isRel = (g) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        const c = relevantIn(grades, Math.min(R2, depth), rel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      expected(grades, depth, q, groups, out) {
        const R2 = relevantCount(q, rel);
        const c = expectedCount(grades, groups, Math.min(R2, depth), isRel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        const R2 = relevantCount(q, rel);
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        let W = Math.min(R2, depth);
        let jrel = 0;
        let unj = 0;
        for (let i = 0; i < W; i++) {
          if (grades[i] >= rel) jrel++;
          else if (isUnjudged(grades[i], q)) unj++;
        }
        let best = out.value;
        for (let k = 1; k <= u; k++) {
          const Wk = Math.min(R2 + k, depth);
          for (; W < Wk; W++) {
            if (grades[W] >= rel) jrel++;
            else if (isUnjudged(grades[W], q)) unj++;
          }
          const v = (jrel + Math.min(k, unj)) / (R2 + k);
          if (v > best) best = v;
        }
        setValue(out, best);
      }
    };
  }
};

// src/measures/rprec-mult.ts
var prefRel = new Int32Array(1024);
var prefUnj = new Int32Array(1024);
var RprecMult = {
  kind: "Rprec_mult",
  aliases: ["rprecmult"],
  summary: "precision at rank \u230Am\xB7R + 0.9\u230B for a multiple m of R (Rprec_mult@0.2 \u2026 @2.0)",
  cutoff: "required",
  cutoffKind: "fraction",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top c (linearity)",
    optimistic: "exact maximum: for every k, the k highest-ranked unjudged documents judged relevant (c grows with R + k)",
    ties: "exact"
  },
  trecEval: [{ name: "Rprec_mult", order: 16, params: "double-cutoffs", defaults: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "Rprec_mult@0.5",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const m = spec.cutoff;
    const rank = (R2) => Math.trunc(m * R2 + 0.9);
    const isRel = (g) => g >= rel;
    const fromCount = (count, c) => c > 0 ? count / c : 0;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const c = rank(relevantCount(q, rel));
        setValue(out, fromCount(relevantIn(grades, Math.min(Math.max(c, 0), depth), rel), c));
      },
      expected(grades, depth, q, groups, out) {
        const c = rank(relevantCount(q, rel));
        setValue(out, fromCount(expectedCount(grades, groups, Math.min(Math.max(c, 0), depth), isRel), c));
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        const R2 = relevantCount(q, rel);
        let best = out.value;
        if (prefRel.length < depth + 1) {
          prefRel = new Int32Array(depth * 2 + 1);
          prefUnj = new Int32Array(depth * 2 + 1);
        }
        for (let i = 0; i < depth; i++) {
          prefRel[i + 1] = prefRel[i] + (grades[i] >= rel ? 1 : 0);
          prefUnj[i + 1] = prefUnj[i] + (isUnjudged(grades[i], q) ? 1 : 0);
        }
        const u = prefUnj[depth];
        for (let k = 1; k <= u; k++) {
          const c = rank(R2 + k);
          const W = Math.min(Math.max(c, 0), depth);
          const v = fromCount(prefRel[W] + Math.min(k, prefUnj[W]), c);
          if (v > best) best = v;
        }
        setValue(out, best);
      }
    };
  }
};

// src/measures/rr.ts
var RR = {
  kind: "RR",
  aliases: ["mrr", "recip_rank", "rr"],
  summary: "1 / rank of the first relevant document (0 if none in the top k)",
  cutoff: "optional",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: from the first tie group holding a relevant document",
    optimistic: "exact maximum: 1 / rank of the first relevant or unjudged document",
    ties: "exact"
  },
  trecEval: [{ name: "recip_rank", order: 9, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "RR@10",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const window = (depth) => k === void 0 ? depth : Math.min(k, depth);
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const L = window(depth);
        for (let i = 0; i < L; i++) {
          if (grades[i] >= rel) return setValue(out, 1 / (i + 1));
        }
        setValue(out, 0);
      },
      expected(grades, depth, _q, groups, out) {
        const L = window(depth);
        const { starts, count } = groups;
        for (let gi = 0; gi < count; gi++) {
          const a = starts[gi];
          if (a >= L) break;
          const b = starts[gi + 1];
          const size = b - a;
          let r = 0;
          for (let i = a; i < b; i++) if (grades[i] >= rel) r++;
          if (r === 0) continue;
          let noneYet = 1;
          let e = 0;
          const lim = Math.min(size, L - a);
          for (let j = 0; j < lim && noneYet > 0; j++) {
            e += noneYet * r / (size - j) / (a + j + 1);
            noneYet *= (size - r - j) / (size - j);
          }
          return setValue(out, e);
        }
        setValue(out, 0);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        const L = window(depth);
        const helps = relevance2 >= rel;
        for (let i = 0; i < L; i++) {
          const g = grades[i];
          if (g >= rel || helps && isUnjudged(g, q)) return setValue(out, 1 / (i + 1));
        }
        setValue(out, 0);
      }
    };
  }
};

// src/measures/set.ts
function bindSet(spec, relevance, of, expectedOf) {
  const rel = relOf(spec, relevance);
  const hit = (g) => g >= rel;
  const R2 = (q) => relevantCount(q, rel);
  return {
    spec,
    rel,
    exactRange: true,
    ordered: (grades, depth, q, out) => setValue(out, of(relevantIn(grades, depth, rel), depth, R2(q))),
    expected: (grades, depth, q, groups, out) => setValue(out, expectedOf ? expectedOf(grades, depth, groups, hit, R2(q)) : of(expectedCount(grades, groups, depth, hit), depth, R2(q))),
    orderKey: (g) => g >= rel ? 1 : 0,
    optimistic(grades, depth, q, r, out) {
      this.ordered(grades, depth, q, out);
      if (r < rel) return;
      const u = unjudgedIn(grades, depth, q);
      setValue(out, Math.max(out.value, of(relevantIn(grades, depth, rel) + u, depth, R2(q) + u)));
    }
  };
}

// src/measures/set-ap.ts
var SetAP = {
  kind: "SetAP",
  aliases: ["set_map", "setap"],
  summary: "set precision \xD7 set recall: relevant retrieved\xB2 / (retrieved \xB7 R)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: E[count\xB2] = variance + mean\xB2, the straddling tie group hypergeometric",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant ((a+k)\xB2/(n(R+k)) rises with k)",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [{ name: "set_map", order: 33, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "SetAP",
  bind: (spec, relevance) => bindSet(spec, relevance, (nrr, n, R2) => n && R2 ? nrr * nrr / (n * R2) : 0, (grades, depth, groups, hit, R2) => {
    const e = expectedCount(grades, groups, depth, hit);
    return depth && R2 ? (countVariance(grades, groups, depth, hit) + e * e) / (depth * R2) : 0;
  })
};

// src/measures/set-f.ts
var SetF = {
  kind: "SetF",
  aliases: ["set_f", "setf"],
  summary: "weighted harmonic mean of set precision and set recall, (\u03B2+1)PR/(\u03B2P+R)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam, beta: numberParam.optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: equal to (\u03B2+1)\xB7a / (\u03B2\xB7R + n), linear in the relevant count a",
    optimistic: "exact maximum for \u03B2 >= 0: every unjudged retrieved document judged relevant",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [{ name: "set_F", order: 34, params: "doubles", defaults: [1], value: "double", spec: ({ doubles }) => ({ params: { beta: doubles[0] } }) }],
  example: "SetF(beta=1)",
  bind(spec, relevance) {
    const x = param(spec, "beta", 1);
    return bindSet(spec, relevance, (nrr, n, R2) => {
      if (!nrr) return 0;
      const P2 = nrr / n;
      const Rr = nrr / R2;
      return (x + 1) * P2 * Rr / (x * P2 + Rr);
    }, (grades, depth, groups, hit, R2) => {
      const a = expectedCount(grades, groups, depth, hit);
      return a > 0 ? (x + 1) * a / (x * R2 + depth) : 0;
    });
  }
};

// src/measures/set-p.ts
var SetP = {
  kind: "SetP",
  aliases: ["set_p", "setp"],
  summary: "relevant retrieved / retrieved (SetP(relative=True): / min(retrieved, R), trec_eval set_relative_P)",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam, relative: boolParam.optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the relevant count",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [
    { name: "set_P", order: 30, params: "none", value: "double", spec: () => ({ params: {} }) },
    { name: "set_relative_P", order: 31, params: "none", value: "double", spec: () => ({ params: { relative: true } }) }
  ],
  example: "SetP",
  bind(spec, relevance) {
    const relative = param(spec, "relative", false);
    return bindSet(spec, relevance, (nrr, n, R2) => relative ? n && R2 ? nrr / Math.min(n, R2) : 0 : n ? nrr / n : 0);
  }
};

// src/measures/set-r.ts
var SetR = {
  kind: "SetR",
  aliases: ["set_recall", "setr"],
  summary: "relevant retrieved / R over the whole retrieved set",
  cutoff: "none",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the relevant count",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [{ name: "set_recall", order: 32, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "SetR",
  bind: (spec, relevance) => bindSet(spec, relevance, (nrr, _n, R2) => R2 ? nrr / R2 : 0)
};

// src/measures/success.ts
var Success = {
  kind: "Success",
  aliases: ["success"],
  summary: "1 when some relevant document is in the top k, else 0",
  cutoff: "required",
  params: external_exports.strictObject({ rel: relParam }),
  aggregation: "mean",
  pooled: true,
  optimistic: "exact",
  notes: {
    expected: "exact: 1 \u2212 P(no relevant document in the top k), hypergeometric in the group straddling k",
    optimistic: "exact maximum: 1 when a relevant or unjudged document is in the top k",
    ties: "exact"
  },
  trecEval: [{ name: "success", order: 29, params: "long-cutoffs", defaults: [1, 5, 10], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "Success@1",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const hit = relevantIn(grades, Math.min(k, depth), rel) > 0 ? 1 : 0;
        setValue(out, hit, hit, 1);
      },
      expected(grades, depth, _q, groups, out) {
        const p = 1 - probabilityNone(grades, groups, Math.min(k, depth), isRel);
        setValue(out, p, p, 1);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        const L = Math.min(k, depth);
        const helps = relevance2 >= rel;
        let hit = 0;
        for (let i = 0; i < L && !hit; i++) if (grades[i] >= rel || helps && isUnjudged(grades[i], q)) hit = 1;
        setValue(out, hit, hit, 1);
      }
    };
  }
};

// src/measures/unj.ts
var Unj = {
  kind: "unj",
  aliases: ["unjudged"],
  summary: "unjudged documents in the top k, divided by k",
  cutoff: "required",
  params: external_exports.strictObject({}),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected unjudged count in the top k (linearity)",
    optimistic: "the value: judging documents only lowers it",
    ties: "exact"
  },
  trecEval: [{ name: "unj", order: 56, params: "long-cutoffs", defaults: [5, 10, 20], value: "double", spec: ({ cutoff }) => ({ cutoff, params: {} }) }],
  example: "unj@10",
  bind(spec) {
    const k = spec.cutoff;
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, unjudgedIn(grades, Math.min(k, depth), q) / k),
      expected: (grades, depth, q, groups, out) => setValue(out, expectedCount(grades, groups, Math.min(k, depth), (g) => isUnjudged(g, q)) / k),
      orderKey: (g, q) => isUnjudged(g, q) ? 1 : 0,
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      }
    };
  }
};

// src/measures/utility.ts
var Utility = {
  kind: "utility",
  aliases: [],
  summary: "set utility a\xB7rel_ret + b\xB7nonrel_ret + c\xB7rel_not_ret + d\xB7nonrel_not_ret (default 1, \u22121, 0, 0)",
  cutoff: "none",
  params: external_exports.strictObject({
    rel: relParam,
    a: numberParam.optional(),
    b: numberParam.optional(),
    c: numberParam.optional(),
    d: numberParam.optional(),
    docs: numberParam.optional()
  }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the relevant count",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant when a > b, none otherwise",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [{
    name: "utility",
    order: 17,
    params: "doubles",
    defaults: [1, -1, 0, 0],
    value: "double",
    spec: ({ doubles }) => ({ params: { a: doubles[0], b: doubles[1], c: doubles[2], d: doubles[3] } })
  }],
  example: "utility(a=2,b=-1)",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((k, i) => param(spec, k, [1, -1, 0, 0][i]));
    const docs = param(spec, "docs", 0);
    const value = (nrr, n, R2) => a * nrr + b * (n - nrr) + c * (R2 - nrr) + d * (docs + nrr - n - R2);
    const slope = a - b - c + d;
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, value(relevantIn(grades, depth, rel), depth, relevantCount(q, rel))),
      expected: (grades, depth, q, groups, out) => setValue(out, value(expectedCount(grades, groups, depth, (g) => g >= rel), depth, relevantCount(q, rel))),
      orderKey: (g) => g >= rel ? slope : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel || !(a > b)) return;
        const u = unjudgedIn(grades, depth, q);
        setValue(out, Math.max(out.value, value(relevantIn(grades, depth, rel) + u, depth, relevantCount(q, rel) + u)));
      }
    };
  }
};

// src/measures/registry.ts
var MEASURES = [
  P,
  R,
  AP,
  RR,
  nDCG,
  Rprec,
  Bpref,
  Success,
  Judged,
  ERR,
  NumRet,
  NumRel,
  NumRelRet,
  IPrec,
  infAP,
  RBP,
  SetP,
  SetR,
  SetAP,
  SetF,
  DCG,
  GMAP,
  GMBpref,
  PtAvg,
  RprecMult,
  RelativeP,
  Utility,
  BinG,
  G,
  NdcgRel,
  Rndcg,
  RbpResid,
  Unj,
  NumNonRelJudgedRet,
  Relstring
];
var byKind = /* @__PURE__ */ new Map();
var byAlias = /* @__PURE__ */ new Map();
for (const d of MEASURES) {
  if (byKind.has(d.kind)) throw new Error(`measure ${d.kind} is registered twice`);
  byKind.set(d.kind, d);
  for (const a of [d.kind.toLowerCase(), ...d.aliases]) {
    const prev = byAlias.get(a);
    if (prev && prev !== d) throw new Error(`alias ${a} names both ${prev.kind} and ${d.kind}`);
    byAlias.set(a, d);
  }
}
function measureDef(kind) {
  const d = byKind.get(kind);
  if (!d) throw new Error(`no measure ${kind} in the registry`);
  return d;
}
function findMeasure(name, exact = false) {
  return byKind.get(name) ?? (exact ? void 0 : byAlias.get(name.toLowerCase()));
}
var KNOWN_MEASURES = `${MEASURES.map((d) => d.example).join(", ")} (parameters in parentheses, e.g. P(rel=2)@5, nDCG(dcg='exp-log2')@10, nDCG(gains={0:0,1:1,2:3})@10, ERR(max=4)@10; aliases such as MAP, MRR, NDCG; trec_eval names such as ndcg_cut.10, P.5,10, recip_rank, map, iprec_at_recall.0.1)`;
function resolveMeasure(spec, relevance) {
  return measureDef(spec.kind).bind(spec, relevance);
}
function scoreOrdered(m, grades, depth, facts, out) {
  m.ordered(grades, depth, facts, out);
}
function isCountMeasure(spec) {
  return measureDef(spec.kind).aggregation === "sum";
}
function ranksNeeded(spec) {
  const def = measureDef(spec.kind);
  return spec.cutoff !== void 0 && def.cutoff !== "none" && def.cutoffKind !== "fraction" ? spec.cutoff : Infinity;
}

export {
  MIN_GEO_MEAN,
  atof,
  atol,
  isUnjudged,
  tieGroups,
  hasMixedGroup,
  reorderGroups,
  logChoose,
  MEASURES,
  measureDef,
  findMeasure,
  KNOWN_MEASURES,
  resolveMeasure,
  scoreOrdered,
  isCountMeasure,
  ranksNeeded
};
//# sourceMappingURL=chunk-PYKI4PJI.js.map
