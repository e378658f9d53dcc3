import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  buildSlices,
  readQueries,
  selectSlices
} from "./chunk-OTGZKAC7.js";
import {
  readSlices
} from "./chunk-6P2FY7CG.js";
import {
  baselineAge,
  refreshSuggestion
} from "./chunk-M5CWB47J.js";
import {
  VERSION
} from "./chunk-7ZGRMY5K.js";
import {
  REPORT_SCHEMA,
  renderMarkdown,
  serializeReport
} from "./chunk-PC3SX2XP.js";
import {
  f4,
  fmtP,
  signed
} from "./chunk-SOIZL7PY.js";
import {
  Rng,
  deriveSeed,
  heavyStatistics,
  winsTiesLosses
} from "./chunk-FXE5JR7L.js";
import {
  aggregateColumn,
  aggregationOf,
  includedQueries,
  resolvePlan,
  runWarnings
} from "./chunk-6RIFTWM4.js";
import {
  resolveMeasure,
  scoreOrdered,
  scoreRuns,
  standbyWorker,
  tieDependentQueries,
  workerFile
} from "./chunk-2HIFTR74.js";
import {
  readQrels
} from "./chunk-GY25YLSA.js";
import {
  hashBytes
} from "./chunk-6XHBFWDG.js";
import {
  canonicalJson,
  contractId,
  loadContract,
  parseMeasure
} from "./chunk-6ZMJKUWW.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/pipeline/compare.ts
import { relative, isAbsolute } from "node:path";
import { availableParallelism } from "node:os";

// src/compare/hypothetical.ts
var ENUMERATE_MAX = 8;
var SAMPLES = 256;
function top(t, k) {
  if (!t) return { docids: [], grades: [] };
  return { docids: t.docids.slice(0, k), grades: t.grades.slice(0, k) };
}
function judgedPrecision(base, cand, members, k, rel) {
  let judged = 0;
  let relevant = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const seen = /* @__PURE__ */ new Set();
    for (const t of [top(base.top[qi], k), top(cand.top[qi], k)]) {
      t.docids.forEach((d, r) => {
        const g = t.grades[r];
        if (g === null || seen.has(d)) return;
        seen.add(d);
        judged++;
        if (g >= rel) relevant++;
      });
    }
  }
  return (relevant + 1) / (judged + 2);
}
function bandOf(rank, k) {
  return Math.floor(Math.log2((rank - 1) / k));
}
function rankBandRates(base, members, k, rel) {
  const hits = [];
  const slots = [];
  for (let i = 0; i < members.length; i++) {
    const seen = base.top[members[i]]?.seen;
    if (!seen) continue;
    for (let r = k; r < seen.grades.length; r++) {
      const b = bandOf(r + 1, k);
      hits[b] = (hits[b] ?? 0) + (seen.grades[r] >= rel ? 1 : 0);
      slots[b] = (slots[b] ?? 0) + 1;
    }
  }
  return Array.from({ length: slots.length }, (_, b) => ((hits[b] ?? 0) + 1) / ((slots[b] ?? 0) + 2));
}
function checkDepth(spec, kept) {
  return Math.min(spec.cutoff ?? kept, kept);
}
function unjudgedEffect(base, cand, qrels, spec, relevance, kept, members, prior, seed, sliceName) {
  const m = resolveMeasure(spec, relevance);
  const k = checkDepth(spec, kept);
  const fresh = prior === "judged" ? judgedPrecision(base, cand, members, k, m.rel) : prior;
  const bands = prior === "judged" ? rankBandRates(base, members, k, m.rel) : [];
  const grade = Math.max(m.rel, relevance);
  const v = { value: 0, num: 0, den: 1 };
  let documents = 0;
  let chanceSum = 0;
  let total = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const qid = base.qids[qi];
    const b = top(base.top[qi], k);
    const c = top(cand.top[qi], k);
    const shown = new Set(b.docids);
    const deep = base.top[qi]?.seen;
    const rankOf = /* @__PURE__ */ new Map();
    if (deep) for (let r = deep.hashes.length - 1; r >= 0; r--) rankOf.set(deep.hashes[r], r + 1);
    const at = [];
    const chance = [];
    c.docids.forEach((d, r) => {
      if (c.grades[r] !== null || shown.has(d)) return;
      at.push(r);
      if (prior !== "judged") chance.push(prior);
      else {
        const bytes = Buffer.from(d, "utf8");
        const br = rankOf.get(hashBytes(bytes, 0, bytes.length));
        chance.push(br !== void 0 && br > k ? bands[bandOf(br, k)] ?? fresh : fresh);
      }
    });
    if (at.length === 0) continue;
    documents += at.length;
    for (const p of chance) chanceSum += p;
    const judged = qrels.queries.get(qid).grades;
    const gradesOf = (list) => Float64Array.from(list.grades, (g2) => g2 === null ? NaN : g2);
    const bg = gradesOf(b);
    const cg = gradesOf(c);
    const maxGrade = Math.max(qrels.maxGrade, grade);
    const augs = [];
    const baseUnder = [];
    const judgedWith = (extra) => {
      if (!augs[extra]) {
        const aug = new Float64Array(judged.length + extra);
        aug.set(judged);
        aug.fill(grade, judged.length);
        augs[extra] = aug;
      }
      return augs[extra];
    };
    const score = (grades, extra) => {
      scoreOrdered(m, grades, grades.length, { judged: judgedWith(extra), maxGrade }, v);
      return v.value;
    };
    const baseAt = (extra) => baseUnder[extra] ??= score(bg, extra);
    const before = score(cg, 0) - baseAt(0);
    const g = new Float64Array(cg.length);
    const deltaUnder = (relevantAt) => {
      g.set(cg);
      let extra = 0;
      at.forEach((r, j) => {
        if (relevantAt[j]) {
          g[r] = grade;
          extra++;
        }
      });
      return score(g, extra) - baseAt(extra);
    };
    let expected = 0;
    if (at.length <= ENUMERATE_MAX) {
      for (let mask = 0; mask < 1 << at.length; mask++) {
        const on = at.map((_, j) => (mask >>> j & 1) === 1);
        let w = 1;
        on.forEach((x, j) => {
          w *= x ? chance[j] : 1 - chance[j];
        });
        if (w > 0) expected += w * deltaUnder(on);
      }
    } else {
      const rng = new Rng(deriveSeed(seed, `unjudged|${sliceName}|${spec.name}|${qid}`));
      for (let s = 0; s < SAMPLES; s++) expected += deltaUnder(chance.map((p) => rng.next() < p));
      expected /= SAMPLES;
    }
    total += expected - before;
  }
  return { relevance: documents > 0 ? chanceSum / documents : fresh, documents, effect: members.length > 0 ? total / members.length : 0 };
}

// src/report/files.ts
function csvCell(s) {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
function perQueryCsv(report, labelsOf, visible) {
  const measures = report.measures.map((m) => m.name);
  const head = ["qid", "slices", ...measures.flatMap((m) => [`${m} baseline`, `${m} candidate`, `${m} delta`])];
  const lines = [head.map(csvCell).join(",")];
  report.perQuery.qids.forEach((qid, i) => {
    const row = [qid, labelsOf[visible[i]].join(";")];
    for (const m of measures) {
      const b = report.perQuery.baseline[m][i];
      const c = report.perQuery.candidate[m][i];
      row.push(String(b), String(c), String(c - b));
    }
    lines.push(row.map(csvCell).join(","));
  });
  return lines.join("\n") + "\n";
}
function toJudgeStub(report) {
  const lines = [
    `# rankgate to-judge list for gate ${report.gate} (contract ${report.contract.id})`,
    "# Unjudged documents from the top of either run, most consequential first.",
    '# Replace each "?" with a grade, then append these lines to the judgments file.'
  ];
  for (const t of report.toJudge) lines.push(`${t.qid} 0 ${t.docid} ?`);
  return lines.join("\n") + "\n";
}

// src/compare/power.ts
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q2 = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q2 + c[1]) * q2 + c[2]) * q2 + c[3]) * q2 + c[4]) * q2 + c[5]) / ((((d[0] * q2 + d[1]) * q2 + d[2]) * q2 + d[3]) * q2 + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}
function sampleSd(d) {
  const n = d.length;
  if (n < 2) return 0;
  let m = 0;
  for (let i = 0; i < n; i++) m += d[i];
  m /= n;
  let s = 0;
  for (let i = 0; i < n; i++) s += (d[i] - m) ** 2;
  return Math.sqrt(s / (n - 1));
}
function powerFacts(n, sd, t, power, threshold) {
  const z = normalQuantile(power);
  const reachable = Number.isFinite(t) && Math.sqrt(n) > t;
  if (sd === 0) {
    return { mde: null, queriesNeeded: null, underpowered: !reachable };
  }
  const needed = (tau) => {
    if (!(tau > 0) || !Number.isFinite(t)) return null;
    const root = (z * sd + t * Math.sqrt(sd * sd + tau * tau)) / tau;
    return Math.ceil(root * root);
  };
  if (!reachable) {
    const q = threshold !== null ? needed(threshold) : null;
    return { mde: null, queriesNeeded: q, underpowered: true };
  }
  const gap = (delta) => delta * Math.sqrt(n) - t * Math.sqrt(sd * sd + delta * delta) - z * sd;
  let lo = 0;
  let hi = sd;
  while (gap(hi) < 0) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) < 0) lo = mid;
    else hi = mid;
  }
  const mde = hi;
  const underpowered = threshold !== null && mde > threshold;
  return { mde, queriesNeeded: underpowered ? needed(threshold) : null, underpowered };
}

// src/compare/guards.ts
var LISTED = 50;
function reason(o) {
  return {
    measure: null,
    baseline: null,
    candidate: null,
    delta: null,
    threshold: null,
    rule: null,
    pAdjusted: null,
    bound: null,
    mde: null,
    hidden: false,
    because: null,
    unjudged: null,
    queries: [],
    queryCount: 0,
    ...o
  };
}
function named(run, qis, blind) {
  return qis.filter((qi) => !blind[qi]).slice(0, LISTED).map((qi) => run.qids[qi]);
}
function missingGuard(contract, base, cand, depthNeeded, blind) {
  const level = contract.gate.missing;
  if (level === "off") return null;
  const none = [];
  const short = [];
  for (let qi = 0; qi < base.qids.length; qi++) {
    if (base.missing[qi] || !base.included[qi]) continue;
    if (cand.missing[qi]) none.push(qi);
    else if (cand.retrieved[qi] * 2 < base.retrieved[qi] && cand.retrieved[qi] < depthNeeded) short.push(qi);
  }
  if (none.length + short.length === 0) return null;
  const all = [...none, ...short].sort((a, b) => a - b);
  const parts = [];
  if (none.length) parts.push(`${none.length} judged quer${none.length === 1 ? "y" : "ies"} the baseline answered get${none.length === 1 ? "s" : ""} no results from the candidate`);
  if (short.length) parts.push(`${short.length} get${short.length === 1 ? "s" : ""} far fewer results (under half the baseline's and under the ${depthNeeded} the gated measures read)`);
  const shown = named(cand, all, blind);
  return reason({
    level,
    kind: "missing",
    slice: "all",
    queries: shown,
    queryCount: all.length,
    message: `The candidate run is incomplete: ${parts.join("; ")}${shown.length ? ` (${shown.slice(0, 10).join(", ")}${all.length > 10 ? ", \u2026" : ""})` : ""}. A broken run, not a judging gap: fix the run that produced it.`
  });
}
function noOverlapGuard(base, cand) {
  if (cand.read.judgedResults > 0 || base.read.judgedResults === 0 || cand.read.results === 0) return null;
  return reason({
    level: "fail",
    kind: "no-overlap",
    slice: "all",
    message: `None of the candidate's ${cand.read.results} results is a judged document (the baseline has ${base.read.judgedResults}): its document ids are in another namespace. Produce the run with the corpus's document ids.`
  });
}
function queryGuards(contract, slices, base, cand, file, blind) {
  const out = [];
  contract.gate.guards.forEach((g, gi) => {
    const selected = selectSlices(g.slices, slices, `gate.guards[${gi}].slices`, file);
    const mi = base.measures.findIndex((m) => m.name === g.measure);
    const hit = /* @__PURE__ */ new Set();
    for (const s of selected) {
      for (const qi of s.members) {
        const b = base.value[mi][qi];
        const c = cand.value[mi][qi];
        if (g.drop !== void 0 && b - c > g.drop + 1e-12 || g.below !== void 0 && b >= g.below && c < g.below) hit.add(qi);
      }
    }
    if (hit.size === 0) return;
    const qis = [...hit].sort((a, b) => a - b);
    const shown = named(cand, qis, blind);
    const what = [g.drop !== void 0 ? `loses more than ${g.drop}` : "", g.below !== void 0 ? `falls below ${g.below}` : ""].filter(Boolean).join(" or ");
    const where = selected.map((s) => s.name).join(", ");
    const detail = qis.filter((qi) => !blind[qi]).slice(0, 5).map((qi) => `${base.qids[qi]} ${base.value[mi][qi].toFixed(4)} \u2192 ${cand.value[mi][qi].toFixed(4)}`);
    out.push(reason({
      level: "fail",
      kind: "guard",
      slice: where,
      measure: g.measure,
      rule: gi,
      threshold: what,
      queries: shown,
      queryCount: qis.length,
      message: `${qis.length} quer${qis.length === 1 ? "y" : "ies"} of ${where} where ${g.measure} ${what} (guard ${gi + 1})${detail.length ? `: ${detail.join("; ")}${qis.length > detail.length ? "; \u2026" : ""}` : ""}`
    }));
  });
  return out;
}

// src/compare/gate.ts
var ORDER = { pass: 0, warn: 1, inconclusive: 2, fail: 3 };
var worse = (a, b) => ORDER[a] >= ORDER[b] ? a : b;
var STATUS_ORDER = { "not-gated": 0, "too-small": 1, pass: 2, underpowered: 3, warn: 4, inconclusive: 5, fail: 6 };
var worseStatus = (a, b) => STATUS_ORDER[a] >= STATUS_ORDER[b] ? a : b;
var KIND_ORDER = { missing: 0, "no-overlap": 1, guard: 2, rule: 3, "not-significant": 4 };
var key = (s, m) => `${s}\0${m}`;
function allowance(t, base) {
  if (typeof t === "number") return t;
  return Number(t.slice(0, -1)) / 100 * Math.abs(base);
}
function significanceOf(contract) {
  const s = contract.gate.significance;
  if (s === "none" || s.test === "none") return null;
  return { alpha: s.alpha, correction: s.correction, iterations: s.iterations, seed: s.seed, power: s.power };
}
function decide(ctx, plan, family) {
  const { contract, pairs, slices, base, cand } = ctx;
  const { gate } = contract;
  const sig = significanceOf(contract);
  gate.rules.forEach((r, i) => {
    for (const s of plan.selections[i]) {
      if (s.members.length < gate.min_queries && !plan.byKey.has(key(s.name, r.measure))) pairs.get(key(s.name, r.measure)).cell.status = "too-small";
    }
  });
  const gated = plan.gated.map((g) => ({ ...g, stats: pairs.get(key(g.slice.name, g.measure)) }));
  for (const g of gated) g.stats.cell.status = "pass";
  const anyTies = plan.anyTies;
  gated.forEach((g, j) => {
    const cell = g.stats.cell;
    const thresholds = thresholdsOf(contract, g, cell.baseline);
    cell.gate = family ? gateStats(g, j, family.outcomes[0], cell, thresholds, sig.power) : null;
  });
  const firingsOf = (g, j, version) => {
    const o = family?.outcomes[version];
    const delta = version === 0 ? g.stats.cell.delta : g.factor * meanOf(g.values[version]);
    const significant = o ? o.rejected[j] === 1 : true;
    const out = [];
    for (const i of g.rules) {
      const r = gate.rules[i];
      const drop = -delta;
      const fail = r.fail !== void 0 ? allowance(r.fail, g.stats.cell.baseline) : null;
      const warn = r.warn !== void 0 ? allowance(r.warn, g.stats.cell.baseline) : null;
      if (significant && fail !== null && drop > fail) out.push({ level: "fail", kind: "rule", rule: i });
      else if (significant && warn !== null && drop > warn) out.push({ level: "warn", kind: "rule", rule: i });
      else if (!significant && fail !== null && drop > fail) out.push({ level: "warn", kind: "not-significant", rule: i });
    }
    return out;
  };
  const reasons = [];
  gated.forEach((g, j) => {
    const firings = firingsOf(g, j, 0);
    if (firings.length === 0) {
      if (g.stats.cell.gate?.underpowered) g.stats.cell.status = "underpowered";
      return;
    }
    firings.sort((a, b) => ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rule - b.rule);
    const f = firings[0];
    reasons.push(ruleReason(ctx, g, f));
    g.stats.cell.status = worseStatus(g.stats.cell.status, reasons[reasons.length - 1].level);
  });
  const blindMask = blindQueries(contract, slices, base.qids.length);
  const structural = [];
  const missing = missingGuard(contract, base, cand, ctx.depthNeeded, blindMask);
  if (missing) structural.push(missing);
  const overlap = noOverlapGuard(base, cand);
  if (overlap) structural.push(overlap);
  structural.push(...queryGuards(contract, slices, base, cand, ctx.file, blindMask));
  reasons.push(...structural);
  const firedOnAll = new Set(reasons.filter((r) => r.slice === "all" && r.kind === "rule" && r.measure !== null).map((r) => r.measure));
  for (const r of reasons) {
    r.hidden = r.kind === "rule" && r.slice !== "all" && r.measure !== null && !firedOnAll.has(r.measure);
    if (r.kind === "rule" || r.kind === "not-significant") r.message = ruleMessage(r, pairs.get(key("all", r.measure))?.cell);
  }
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  reasons.sort((a, b) => Number(b.hidden) - Number(a.hidden) || ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (sliceOrder.get(a.slice) ?? -1) - (sliceOrder.get(b.slice) ?? -1) || (a.rule ?? 0) - (b.rule ?? 0));
  let level = "pass";
  for (const r of reasons) level = worse(level, r.level);
  const ties = anyTies ? tieCheck(gated, firingsOf, structural, reasons, family !== null) : null;
  return { level, reasons, hidden: reasons.filter((r) => r.hidden).length, family: gated.length, ties };
}
function planFamily(contract, file, slices, base, cand, aggregate) {
  const { gate } = contract;
  const sig = significanceOf(contract);
  const selections = gate.rules.map((r, i) => selectSlices(r.slices, slices, `gate.rules[${i}].slices`, file));
  const gated = [];
  const byKey = /* @__PURE__ */ new Map();
  gate.rules.forEach((r, i) => {
    const mi = base.measures.findIndex((m) => m.name === r.measure);
    for (const s of selections[i]) {
      if (s.members.length < gate.min_queries) continue;
      let g = byKey.get(key(s.name, r.measure));
      if (!g) {
        const v = pairValues(base, cand, aggregate, s, mi);
        g = { slice: s, measure: r.measure, mi, rules: [], ...v, tieDependent: v.values.slice(1).some((x) => x.some((y, k) => y !== v.values[0][k])) };
        byKey.set(key(s.name, r.measure), g);
        gated.push(g);
      }
      g.rules.push(i);
    }
  });
  const anyTies = gated.some((g) => g.tieDependent);
  const input = sig && gated.length > 0 ? {
    pairs: gated.map((g) => ({ members: g.slice.members, values: anyTies ? g.values : [g.values[0]] })),
    moved: changedRankings(base, cand),
    alpha: sig.alpha,
    correction: sig.correction,
    iterations: sig.iterations,
    seed: deriveSeed(sig.seed, "family")
  } : null;
  return { selections, gated, byKey: new Set(byKey.keys()), anyTies, input };
}
function meanOf(v) {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i];
  return v.length > 0 ? s / v.length : 0;
}
function pairValues(base, cand, aggregate, slice, mi) {
  const spec = base.measures[mi];
  const how = aggregationOf(spec, aggregate);
  const q = slice.members;
  const n = q.length;
  const w = new Float64Array(n).fill(1);
  if (how === "pooled") {
    let s = 0;
    for (let i = 0; i < n; i++) s += base.den[mi][q[i]];
    const mean = s / Math.max(n, 1);
    if (mean > 0) for (let i = 0; i < n; i++) w[i] = base.den[mi][q[i]] / mean;
  }
  const diff = (c, b) => {
    const d = new Float64Array(n);
    for (let i = 0; i < n; i++) d[i] = w[i] * (c[q[i]] - b[q[i]]);
    return d;
  };
  return {
    values: [diff(cand.value[mi], base.value[mi]), diff(cand.low[mi], base.high[mi]), diff(cand.high[mi], base.low[mi])],
    factor: how === "sum" ? n : 1
  };
}
function changedRankings(base, cand) {
  const out = new Uint8Array(base.fingerprint.length);
  for (let q = 0; q < out.length; q++) out[q] = base.fingerprint[q] !== cand.fingerprint[q] ? 1 : 0;
  return out;
}
function thresholdsOf(contract, g, base) {
  let warn = null;
  let fail = null;
  for (const i of g.rules) {
    const r = contract.gate.rules[i];
    if (r.warn !== void 0) warn = Math.min(warn ?? Infinity, allowance(r.warn, base));
    if (r.fail !== void 0) fail = Math.min(fail ?? Infinity, allowance(r.fail, base));
  }
  return { warn, fail };
}
function gateStats(g, j, o, cell, t, power) {
  const n = g.stats.slice.members.length;
  const scale = g.factor * o.scale[j];
  const critical = Number.isFinite(o.critical[j]) ? o.critical[j] : null;
  const sd = sampleSd(g.values[0]);
  const pf = powerFacts(n, sd, o.planning[j], power, t.fail !== null ? t.fail / g.factor : null);
  const shownWithin = t.fail !== null && cell.ci[0] > -t.fail;
  return {
    pWorse: o.pWorse[j],
    pAdjusted: o.pAdjusted[j],
    critical,
    se: scale,
    // No paired variance (every query moved alike, or none moved): delta itself is certain.
    bound: scale === 0 ? cell.delta : critical !== null ? cell.delta + critical * scale : null,
    warn: t.warn,
    fail: t.fail,
    mde: pf.mde !== null ? pf.mde * g.factor : null,
    queriesNeeded: pf.queriesNeeded,
    underpowered: pf.underpowered && !shownWithin
  };
}
function ruleReason(ctx, g, f) {
  const { contract } = ctx;
  const s = g.stats.slice;
  const cell = g.stats.cell;
  const rule = contract.gate.rules[f.rule];
  const blind = s.heldout && contract.heldout?.mode !== "visible";
  let level = f.level;
  let because = null;
  let unjudged = null;
  if (f.level === "fail") {
    const cov = contract.gate.coverage;
    const c = cov ? ctx.pairs.get(key(s.name, cov.measure))?.cell : void 0;
    if (cov && c && c.candidate < cov.min && c.baseline >= cov.min) {
      level = "inconclusive";
      because = "coverage";
    } else {
      const e = ctx.explain(s, g.stats.mi);
      if (e.documents > 0) {
        const delta = cell.delta + g.factor * e.effect;
        unjudged = { relevance: e.relevance, documents: e.documents, delta };
        if (-delta <= allowance(rule.fail, cell.baseline)) {
          level = "inconclusive";
          because = "unjudged";
        }
      }
    }
  }
  const threshold = String(f.level === "fail" || f.kind === "not-significant" ? rule.fail : rule.warn);
  return {
    level,
    kind: f.kind,
    slice: s.name,
    measure: g.stats.measure,
    baseline: blind ? null : cell.baseline,
    candidate: blind ? null : cell.candidate,
    delta: blind ? null : cell.delta,
    threshold,
    rule: f.rule,
    pAdjusted: blind ? null : cell.gate?.pAdjusted ?? null,
    bound: blind ? null : cell.gate?.bound ?? null,
    mde: blind ? null : cell.gate?.mde ?? null,
    hidden: false,
    because,
    unjudged: blind ? null : unjudged,
    queries: [],
    queryCount: 0,
    message: ""
  };
}
function blindQueries(contract, slices, nq) {
  const mask = new Uint8Array(nq);
  if (contract.heldout && contract.heldout.mode !== "visible") {
    for (const s of slices) if (s.heldout) for (const q of s.members) mask[q] = 1;
  }
  return mask;
}
function tieCheck(gated, firingsOf, structural, reasons, tested) {
  const ruleStatus = (g, j, v) => {
    let st = g.stats.cell.gate?.underpowered ? "underpowered" : "pass";
    for (const f of firingsOf(g, j, v)) st = worseStatus(st, f.level);
    return st;
  };
  let base = "pass";
  for (const r of structural) base = worse(base, r.level);
  let now = base;
  for (const r of reasons) if (r.kind === "rule" || r.kind === "not-significant") now = worse(now, r.level === "inconclusive" ? "fail" : r.level);
  const flips = [];
  const levels = [base, base];
  gated.forEach((g, j) => {
    const observed = ruleStatus(g, j, 0);
    const against = ruleStatus(g, j, 1);
    const forIt = ruleStatus(g, j, 2);
    for (const [k, st] of [against, forIt].entries()) if (st === "fail" || st === "warn") levels[k] = worse(levels[k], st);
    if (against !== observed || forIt !== observed) {
      flips.push({ slice: g.stats.slice.name, measure: g.stats.measure, now: observed, ifAgainst: against, ifFor: forIt });
    }
  });
  const [ifAgainst, ifFor] = levels;
  if (flips.length === 0 && ifAgainst === now && ifFor === now) return null;
  const verdictPart = ifAgainst !== now || ifFor !== now ? `Another order of tied scores could change the verdict: ${ifAgainst} if ties break against the candidate, ${ifFor} if they break for it` : "The verdict holds under every order of tied scores";
  const pairsPart = flips.length > 0 ? `; ${flips.length} gated pair${flips.length === 1 ? "" : "s"} change${flips.length === 1 ? "s" : ""} outcome (${flips.slice(0, 5).map((f) => `${f.measure} on ${f.slice}: ${f.ifAgainst} / ${f.ifFor}`).join("; ")}${flips.length > 5 ? "; \u2026" : ""})` : "";
  const how = tested ? "Both extremes were re-tested with the same draws, significance included." : "Both extremes were re-checked against the thresholds (significance is off).";
  return { ifAgainst, ifFor, flips, message: `${verdictPart}${pairsPart}. ${how}` };
}
function ruleMessage(r, all) {
  if (r.baseline === null || r.candidate === null || r.delta === null) {
    return `${r.measure} on held-out slice ${r.slice}: ${r.level} (blind: numbers withheld)`;
  }
  let s = `${r.measure} on ${r.slice}: ${f4(r.baseline)} \u2192 ${f4(r.candidate)} (${signed(r.delta)})`;
  if (r.kind === "not-significant") {
    s += `, beyond the fail threshold ${r.threshold} but not significant`;
    if (r.pAdjusted !== null) s += ` (p=${fmtP(r.pAdjusted)}, one-sided, adjusted)`;
    s += r.mde !== null ? `; the smallest drop this slice can detect is ${f4(r.mde)}` : "; this slice cannot detect a drop of any size";
    return s;
  }
  s += `, ${r.level === "warn" ? "warn" : "fail"} threshold ${r.threshold}`;
  if (r.pAdjusted !== null) s += `, p=${fmtP(r.pAdjusted)} (one-sided, adjusted)`;
  if (r.hidden && all) s += `; hidden: ${r.measure} on all ${all.delta >= 0 ? "rose" : "fell"} ${signed(all.delta)}`;
  if (r.because === "unjudged" && r.unjudged) {
    s += `; inconclusive: ${r.unjudged.documents} unjudged document${r.unjudged.documents === 1 ? "" : "s"} the candidate newly shows, relevant with a mean chance of ${r.unjudged.relevance.toFixed(2)}, would leave ${signed(r.unjudged.delta)}: judge them`;
  }
  if (r.because === "coverage") s += "; inconclusive: the candidate's judged coverage fell below the minimum where the baseline's was above it";
  return s;
}

// src/compare/statistics.ts
async function sliceStatistics(contract, base, cand, slices, aggregate, family, standby) {
  const sig = contract.gate.significance === "none" ? null : contract.gate.significance;
  const job = {
    test: sig !== null && sig.test === "randomization",
    seed: sig?.seed ?? 1,
    iterations: sig?.iterations ?? 1e4,
    bootstrap: sig?.bootstrap ?? 1e4,
    measures: base.measures.map((m) => m.name)
  };
  const changed = changedRankings(base, cand);
  const heavy = await heavyStatistics(job, slices.map((slice) => ({
    name: slice.name,
    moved: Uint8Array.from(slice.members, (q) => changed[q]),
    columns: base.measures.map((_, mi) => {
      const col = new Float64Array(slice.members.length);
      for (let i = 0; i < col.length; i++) col[i] = cand.value[mi][slice.members[i]] - base.value[mi][slice.members[i]];
      return col;
    })
  })), family, standby);
  const out = /* @__PURE__ */ new Map();
  let bv = new Float64Array(0);
  let cv = new Float64Array(0);
  slices.forEach((slice, si) => {
    const q = slice.members;
    const n = q.length;
    if (bv.length < n) {
      bv = new Float64Array(n);
      cv = new Float64Array(n);
    }
    base.measures.forEach((spec, mi) => {
      const how = aggregationOf(spec, aggregate);
      const b = aggregateColumn(base, mi, base.value[mi], q, how);
      const c = aggregateColumn(cand, mi, cand.value[mi], q, how);
      for (let i = 0; i < n; i++) {
        bv[i] = base.value[mi][q[i]];
        cv[i] = cand.value[mi][q[i]];
      }
      const wtl = winsTiesLosses(bv.subarray(0, n), cv.subarray(0, n));
      const cell = {
        baseline: b,
        candidate: c,
        delta: c - b,
        relDelta: b !== 0 ? (c - b) / Math.abs(b) : null,
        ci: heavy.slices[si].cis[mi],
        p: heavy.slices[si].ps[mi],
        gate: null,
        wins: wtl.wins,
        ties: wtl.ties,
        losses: wtl.losses,
        // The bound aggregates like the value: under micro, from the optimistic numerators and denominators.
        baselineOptimistic: aggregateColumn(base, mi, base.optimistic[mi], q, how, { num: base.optNum, den: base.optDen }),
        candidateOptimistic: aggregateColumn(cand, mi, cand.optimistic[mi], q, how, { num: cand.optNum, den: cand.optDen }),
        status: "not-gated"
      };
      out.set(`${slice.name}\0${spec.name}`, { slice, measure: spec.name, mi, cell });
    });
  });
  return { pairs: out, family: heavy.family };
}

// src/compare/ledger.ts
function buildLedger(base, cand, mi, members, labelsOf, texts, n, topk, relevance) {
  const rows = [];
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    rows.push({ qi, delta: cand.value[mi][qi] - base.value[mi][qi] });
  }
  const byQid = (a, b) => a.qi - b.qi;
  const regressed = rows.filter((r) => r.delta < -1e-12).sort((a, b) => a.delta - b.delta || byQid(a, b)).slice(0, n);
  const improved = rows.filter((r) => r.delta > 1e-12).sort((a, b) => b.delta - a.delta || byQid(a, b)).slice(0, n);
  const entry = ({ qi, delta }) => {
    const bt = top2(base.top[qi], topk);
    const ct = top2(cand.top[qi], topk);
    const relIn = (list) => list.filter((d) => d.grade !== null && d.grade >= relevance).map((d) => d.docid);
    const bRel = relIn(bt);
    const cRel = relIn(ct);
    const qid = base.qids[qi];
    return {
      qid,
      text: texts?.get(qid) ?? null,
      slices: labelsOf[qi],
      baseline: base.value[mi][qi],
      candidate: cand.value[mi][qi],
      delta,
      baselineTop: bt,
      candidateTop: ct,
      relevantLeft: bRel.filter((d) => !cRel.includes(d)),
      relevantEntered: cRel.filter((d) => !bRel.includes(d)),
      missingInCandidate: cand.missing[qi] === 1
    };
  };
  return { regressed: regressed.map(entry), improved: improved.map(entry) };
}
function top2(t, k) {
  if (!t) return [];
  const out = [];
  for (let i = 0; i < Math.min(k, t.docids.length); i++) out.push({ docid: t.docids[i], grade: t.grades[i] });
  return out;
}
function buildToJudge(base, cand, members, depth) {
  const out = [];
  const order = /* @__PURE__ */ new Map();
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const seen = /* @__PURE__ */ new Map();
    const visit = (t, side) => {
      if (!t) return;
      for (let r = 0; r < Math.min(depth, t.docids.length); r++) {
        if (t.grades[r] !== null) continue;
        const docid = t.docids[r];
        let e = seen.get(docid);
        if (!e) {
          e = { qid: base.qids[qi], docid, baselineRank: null, candidateRank: null, impact: 0 };
          seen.set(docid, e);
          order.set(e, qi);
        }
        e[side] = r + 1;
        e.impact += 1 / Math.log2(r + 2);
      }
    };
    visit(base.top[qi], "baselineRank");
    visit(cand.top[qi], "candidateRank");
    out.push(...seen.values());
  }
  out.sort((a, b) => b.impact - a.impact || order.get(a) - order.get(b) || (a.docid < b.docid ? -1 : a.docid > b.docid ? 1 : 0));
  return out;
}

// src/pipeline/compare.ts
var TO_JUDGE_MAX = 2e3;
async function runComparison(opts) {
  const root = opts.root ?? process.cwd();
  const shown = (p) => {
    const r = relative(root, p);
    return r && !r.startsWith("..") && !isAbsolute(r) ? r.split("\\").join("/") : p;
  };
  const rc = loadContract(opts.contract, shown(opts.contract));
  const contract = normalizeMeasures(rc);
  const baselinePath = opts.baseline ?? rc.paths.baseline;
  if (!baselinePath) {
    throw new InputError("no baseline run", { file: rc.file }, "set baseline: in the contract or pass --baseline FILE");
  }
  const qrels = await readQrels(rc.paths.judgments, shown(rc.paths.judgments));
  const topk = contract.report.topk;
  const judgeDepth = topk;
  const hypoDepth = hypotheticalDepth(rc);
  const plan = resolvePlan(rc, {}, Math.max(topk, hypoDepth));
  const debug = process.env.RANKGATE_DEBUG ? (what) => process.stderr.write(`rankgate: ${what} at ${Math.round(performance.now())} ms
`) : () => {
  };
  debug("scoring");
  const sig = contract.gate.significance === "none" ? null : contract.gate.significance;
  const rounds = (sig?.iterations ?? 1e4) + (sig?.bootstrap ?? 1e4);
  const file = workerFile();
  const standby = file && availableParallelism() > 1 && qrels.qids.length * rounds >= 5e7 ? standbyWorker(file) : null;
  const scoring = scoreRuns([
    // The inconclusive check asks where the baseline ranked what the candidate newly shows: it keeps docid hashes.
    { path: baselinePath, label: shown(baselinePath), deep: plan.policy.depth },
    { path: opts.run, label: shown(opts.run) }
  ], qrels, rc.paths.judgments, plan);
  scoring.catch(() => {
  });
  const sliceTable = rc.paths.slices ? await readSlices(rc.paths.slices, shown(rc.paths.slices)) : null;
  const texts = rc.paths.queries ? await readQueries(rc.paths.queries, shown(rc.paths.queries)) : null;
  const [base, cand] = await scoring;
  const id = contractId(rc.contract, qrels.facts.sha256, sliceTable?.facts.sha256);
  const notes = checkProvenance(rc, base, cand, id);
  const sp = buildSlices(qrels.qids, base.included, sliceTable, contract.heldout, rc.file);
  debug("statistics");
  const familyPlan = planFamily(contract, rc.file, sp.slices, base, cand, plan.aggregate);
  const { pairs, family } = await sliceStatistics(contract, base, cand, sp.slices, plan.aggregate, familyPlan.input, standby);
  debug("gate");
  const kept = plan.keep;
  const sigFacts = contract.gate.significance === "none" ? null : contract.gate.significance;
  const outcome = decide({
    contract,
    file: rc.file,
    slices: sp.slices,
    pairs,
    base,
    cand,
    aggregate: plan.aggregate,
    depthNeeded: gatedDepth(rc),
    explain: (slice, mi) => unjudgedEffect(
      base,
      cand,
      qrels,
      plan.measures[mi],
      plan.relevance,
      kept,
      slice.members,
      contract.gate.unjudged_relevance,
      sigFacts?.seed ?? 1,
      slice.name
    )
  }, familyPlan, family);
  const blindMode = contract.heldout?.mode !== "visible";
  const slices = sp.slices.map((s) => {
    const blind = s.heldout && blindMode;
    const measures = {};
    let status = s.members.length < contract.gate.min_queries ? "too-small" : "not-gated";
    for (const m of plan.measures) {
      const cell = pairs.get(`${s.name}\0${m.name}`).cell;
      status = worseStatus(status, cell.status);
      if (!blind) measures[m.name] = cell;
    }
    return { name: s.name, dimension: s.dimension, value: s.value, queries: s.members.length, gated: s.members.length >= contract.gate.min_queries, heldout: s.heldout, blind, status, measures };
  });
  const all = sp.slices[0];
  const primaryIndex = plan.measures.findIndex((m) => m.name === contract.gate.primary);
  const ledger = buildLedger(base, cand, primaryIndex, all.members, sp.labelsOf, texts?.texts ?? null, contract.report.ledger, topk, plan.relevance);
  const visible = visibleQueries(sp.heldoutMask, base.included, blindMode);
  const toJudgeAll = buildToJudge(base, cand, visible, judgeDepth);
  const weighted = weightedOverall(contract, slices, plan.measures.map((m) => m.name), rc.file);
  const warnings = [...runWarnings(base), ...runWarnings(cand)].map((w) => w.message);
  if (toJudgeAll.length > TO_JUDGE_MAX) warnings.push(`${toJudgeAll.length} unjudged (query, document) pairs in the top ${judgeDepth}; the report lists the first ${TO_JUDGE_MAX}`);
  if (sp.withoutLabels > 0) warnings.push(`${sp.withoutLabels} judged quer${sp.withoutLabels === 1 ? "y has" : "ies have"} no row in the slices file (counted as (unlabeled))`);
  if (sp.labelsNotJudged > 0) notes.push(`${sp.labelsNotJudged} slices-file row(s) name queries without judgments (ignored)`);
  const allCell = pairs.get(`all\0${contract.gate.primary}`).cell;
  const summary = summaryLine(outcome.level, outcome.reasons, contract.gate.primary, allCell, all.members.length);
  const perQueryQids = Array.from(visible, (qi) => base.qids[qi]);
  const column = (run) => Object.fromEntries(plan.measures.map((m, mi) => [m.name, Array.from(visible, (qi) => run.value[mi][qi])]));
  const report = {
    schema: REPORT_SCHEMA,
    tool: { name: "rankgate", version: VERSION },
    gate: contract.name,
    contract: { id, file: rc.file, resolved: JSON.parse(canonicalJson(rc.contract)) },
    corpus: contract.corpus ?? base.read.meta.corpus ?? cand.read.meta.corpus ?? null,
    inputs: {
      judgments: { ...facts(qrels.facts), judgments: qrels.judgments, queries: qrels.qids.length },
      slices: sliceTable ? { ...facts(sliceTable.facts), dimensions: sliceTable.dimensions } : null,
      queries: texts ? facts(texts.facts) : null,
      baseline: runFacts(base),
      candidate: runFacts(cand)
    },
    notes,
    warnings,
    counts: {
      judged: qrels.qids.length,
      evaluated: all.members.length + (sp.slices.find((s) => s.heldout)?.members.length ?? 0),
      noRelevant: count(base.noRelevant),
      heldout: count(sp.heldoutMask),
      withoutSliceLabels: sp.withoutLabels,
      sliceLabelsNotJudged: sp.labelsNotJudged
    },
    measures: plan.measures.map((m) => ({ name: m.name, aggregation: aggregationOf(m, plan.aggregate) })),
    primary: contract.gate.primary,
    significance: significanceFacts(contract, outcome.family),
    slices,
    weighted,
    verdict: {
      level: outcome.level,
      summary,
      reasons: outcome.reasons,
      hiddenRegressions: outcome.hidden,
      regressions: outcome.reasons.length,
      ties: outcome.ties
    },
    ledger: { measure: contract.gate.primary, topk, regressed: ledger.regressed, improved: ledger.improved },
    toJudge: toJudgeAll.slice(0, TO_JUDGE_MAX),
    perQuery: { qids: perQueryQids, baseline: column(base), candidate: column(cand) },
    acceptance: opts.acceptance ?? null,
    goalposts: opts.goalposts ?? null,
    baseline: baselineAge(base.read.meta, opts.candidateDate, contract.baseline_max_age),
    refresh: refreshSuggestion(contract, outcome.level, contract.gate.primary, allCell, rc.file, opts.refreshRun ?? shown(opts.run))
  };
  debug("report");
  const reportJson = serializeReport(report);
  const markdown = renderMarkdown(report);
  return {
    report,
    reportJson,
    markdown,
    files: [
      { name: "report.json", content: reportJson },
      { name: "report.md", content: markdown },
      { name: "per-query.csv", content: perQueryCsv(report, sp.labelsOf, visible) },
      { name: "to-judge.qrels", content: toJudgeStub(report) }
    ]
  };
}
function normalizeMeasures(rc) {
  const c = structuredClone(rc.contract);
  const name = (m) => parseMeasure(m).name;
  c.gate.primary = rc.primary.name;
  c.gate.rules = c.gate.rules.map((r) => ({ ...r, measure: name(r.measure) }));
  if (c.gate.coverage) c.gate.coverage = { ...c.gate.coverage, measure: name(c.gate.coverage.measure) };
  c.gate.guards = c.gate.guards.map((g) => ({ ...g, measure: name(g.measure) }));
  return c;
}
function gatedDepth(rc) {
  const gated = /* @__PURE__ */ new Set([...rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name), ...rc.contract.gate.guards.map((g) => parseMeasure(g.measure).name)]);
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? rc.contract.policy.depth);
  return Math.min(depth, rc.contract.policy.depth);
}
function hypotheticalDepth(rc) {
  const gated = new Set(rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name));
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? 100);
  return Math.min(depth, 100);
}
function checkProvenance(rc, base, cand, id) {
  const notes = [];
  const want = rc.contract.corpus;
  const b = base.read.meta.corpus;
  const c = cand.read.meta.corpus;
  if (b !== void 0 && c !== void 0 && b !== c) {
    throw new InputError(
      `the baseline was made on corpus "${b}" but the candidate declares corpus "${c}"`,
      { file: cand.read.facts.path },
      "compare runs over the same corpus version: regenerate the baseline (rankgate baseline) or the candidate"
    );
  }
  for (const [run, declared] of [[base, b], [cand, c]]) {
    if (want !== void 0 && declared !== void 0 && declared !== want) {
      throw new InputError(
        `declares corpus "${declared}" but the contract pins corpus "${want}"`,
        { file: run.read.facts.path },
        "update corpus: in the contract, or regenerate the run on the pinned corpus"
      );
    }
  }
  const made = base.read.meta.contract;
  if (made !== void 0 && made !== id) {
    notes.push(`The baseline was made under contract ${made}; today's contract is ${id}. Both runs were re-scored under today's contract.`);
  }
  return notes;
}
function facts(f) {
  return { path: f.path, sha256: f.sha256, lines: f.lines, bytes: f.bytes };
}
function count(mask) {
  let c = 0;
  for (let i = 0; i < mask.length; i++) c += mask[i];
  return c;
}
function runFacts(run) {
  const tie = tieDependentQueries(run, includedQueries(run));
  const r = run.read;
  return {
    ...facts(r.facts),
    format: r.format,
    tags: r.tags,
    meta: r.meta,
    queries: r.queries,
    results: r.results,
    missing: count(run.missing),
    runOnly: r.runOnly.length,
    tieDependent: tie,
    duplicatesDropped: r.duplicatesDropped
  };
}
function visibleQueries(heldout, included, blind) {
  const out = [];
  for (let qi = 0; qi < included.length; qi++) if (included[qi] && !(blind && heldout[qi])) out.push(qi);
  return Int32Array.from(out);
}
function significanceFacts(contract, family) {
  const s = contract.gate.significance;
  const unjudgedRelevance = contract.gate.unjudged_relevance;
  if (s === "none") return { test: "none", iterations: 0, bootstrap: 1e4, alpha: 0.05, correction: "none", seed: 1, family, sided: "one-sided", power: 0.8, unjudgedRelevance };
  return { test: s.test, iterations: s.iterations, bootstrap: s.bootstrap, alpha: s.alpha, correction: s.correction, seed: s.seed, family, sided: "one-sided", power: s.power, unjudgedRelevance };
}
function weightedOverall(contract, slices, measures, file) {
  if (!contract.weights) return null;
  const entries = Object.entries(contract.weights).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const out = {};
  for (const m of measures) {
    let wsum = 0;
    let b = 0;
    let c = 0;
    for (const [name, w] of entries) {
      const s = slices.find((x) => x.name === name);
      if (!s) throw new InputError(`weights names slice "${name}", which no judged query belongs to`, { file }, `slices are: ${slices.map((x) => x.name).join(", ")}`);
      const cell = s.measures[m];
      if (!cell) throw new InputError(`weights names the blind held-out slice "${name}"`, { file }, "weights apply to visible slices only");
      wsum += w;
      b += w * cell.baseline;
      c += w * cell.candidate;
    }
    if (wsum === 0) throw new InputError("weights sum to 0", { file }, "give at least one slice a positive weight");
    out[m] = { baseline: b / wsum, candidate: c / wsum, delta: (c - b) / wsum };
  }
  return out;
}
function summaryLine(level, reasons, primary, all, n) {
  const overall = `${primary} on all ${n} queries ${f4(all.baseline)} \u2192 ${f4(all.candidate)} (${signed(all.delta)})`;
  if (reasons.length === 0) return `pass: no rule fired; ${overall}`;
  const hidden = reasons.filter((r) => r.hidden).length;
  const worst = reasons.find((r) => r.level === level) ?? reasons[0];
  if (worst.kind === "missing" || worst.kind === "no-overlap") return `${level}: the candidate run is broken (${worst.kind === "missing" ? `${worst.queryCount} judged queries missing or cut short` : "no judged document ids"}); ${overall}`;
  const where = worst.kind === "guard" ? `guard on ${worst.measure}: ${worst.queryCount} quer${worst.queryCount === 1 ? "y" : "ies"} of ${worst.slice}` : worst.delta !== null ? `${worst.measure} on ${worst.slice} ${signed(worst.delta)}${worst.pAdjusted !== null ? ` (p=${fmtP(worst.pAdjusted)}, one-sided, adjusted)` : ""}` : `${worst.measure} on ${worst.slice}`;
  const count2 = reasons.length;
  return `${level}: ${count2} regression${count2 === 1 ? "" : "s"}${hidden ? ` (${hidden} hidden)` : ""}, worst ${where}; ${overall}`;
}

export {
  runComparison
};
//# sourceMappingURL=chunk-M22VTPOK.js.map
