import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  selectSlices
} from "./chunk-P5ARX2RY.js";
import {
  f4,
  fmtP,
  signed
} from "./chunk-WJYFKK5T.js";
import {
  deriveSeed
} from "./chunk-CPTSWJPP.js";
import {
  aggregateColumn,
  aggregationOf
} from "./chunk-ZJAMZADD.js";

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
    const failSig = o ? o[FAIL].rejected[j] === 1 : true;
    const warnSig = o ? o[WARN].rejected[j] === 1 : true;
    const out = [];
    for (const i of g.rules) {
      const r = gate.rules[i];
      const drop = -delta;
      const fail = r.fail !== void 0 ? allowance(r.fail, g.stats.cell.baseline) : null;
      const warn = r.warn !== void 0 ? allowance(r.warn, g.stats.cell.baseline) : null;
      if (failSig && fail !== null && drop > fail) out.push({ level: "fail", kind: "rule", rule: i });
      else if (warnSig && warn !== null && drop > warn) out.push({ level: "warn", kind: "rule", rule: i });
      else if (fail !== null && drop > fail) out.push({ level: "warn", kind: "not-significant", rule: i });
    }
    return out;
  };
  const reasons = [];
  const blindMask = blindQueries(contract, slices, base.qids.length);
  const structural = [];
  const missing = missingGuard(contract, base, cand, ctx.depthNeeded, blindMask);
  if (missing) structural.push(missing);
  const overlap = noOverlapGuard(base, cand);
  if (overlap) structural.push(overlap);
  structural.push(...queryGuards(contract, slices, base, cand, ctx.file, blindMask));
  const broken = structural.some((r) => (r.kind === "missing" || r.kind === "no-overlap") && r.level === "fail");
  gated.forEach((g, j) => {
    const firings = firingsOf(g, j, 0);
    if (firings.length === 0) {
      if (g.stats.cell.gate?.underpowered) g.stats.cell.status = "underpowered";
      return;
    }
    firings.sort((a, b) => ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rule - b.rule);
    const f = firings[0];
    reasons.push(ruleReason(ctx, g, f, broken));
    g.stats.cell.status = worseStatus(g.stats.cell.status, reasons[reasons.length - 1].level);
  });
  reasons.push(...structural);
  const firedOnAll = new Set(reasons.filter((r) => r.slice === "all" && r.kind === "rule" && r.measure !== null).map((r) => r.measure));
  for (const r of reasons) {
    r.hidden = r.kind === "rule" && r.slice !== "all" && r.measure !== null && !firedOnAll.has(r.measure);
    if (r.kind === "rule" || r.kind === "not-significant") r.message = ruleMessage(r, pairs.get(key("all", r.measure))?.cell);
  }
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  const isBroken = (r) => (r.kind === "missing" || r.kind === "no-overlap") && r.level === "fail";
  reasons.sort((a, b) => Number(isBroken(b)) - Number(isBroken(a)) || Number(b.hidden) - Number(a.hidden) || ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (sliceOrder.get(a.slice) ?? -1) - (sliceOrder.get(b.slice) ?? -1) || (a.rule ?? 0) - (b.rule ?? 0));
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
  const drops = (which) => Float64Array.from(gated, (g) => {
    const how = aggregationOf(base.measures[g.mi], aggregate);
    const mean = aggregateColumn(base, g.mi, base.value[g.mi], g.slice.members, how);
    let t = Infinity;
    for (const i of g.rules) {
      const x = gate.rules[i][which];
      if (x !== void 0) t = Math.min(t, allowance(x, mean) / g.factor);
    }
    return t;
  });
  const input = sig && gated.length > 0 ? {
    pairs: gated.map((g) => ({ members: g.slice.members, values: anyTies ? g.values : [g.values[0]] })),
    thresholds: [drops("fail"), drops("warn")],
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
var FAIL = 0;
var WARN = 1;
function gateStats(g, j, decisions, cell, t, power) {
  const n = g.stats.slice.members.length;
  const drop = -cell.delta;
  const stake = t.fail !== null && drop > t.fail ? decisions[FAIL] : t.warn !== null && drop > t.warn ? decisions[WARN] : null;
  const planned = t.fail !== null ? decisions[FAIL] : decisions[WARN];
  const scale = g.factor * planned.scale[j];
  const critical = stake && Number.isFinite(stake.critical[j]) ? stake.critical[j] : null;
  const sd = sampleSd(g.values[0]);
  const pf = powerFacts(n, sd, planned.planning[j], power, t.fail !== null ? t.fail / g.factor : null);
  const lower = scale === 0 ? cell.delta : cell.delta - planned.planning[j] * scale;
  const shownWithin = t.fail !== null && Number.isFinite(lower) && lower > -t.fail;
  return {
    pWorse: planned.pWorse[j],
    pAdjusted: stake ? stake.pAdjusted[j] : null,
    critical,
    se: scale,
    // No paired variance (every query moved alike, or none moved): delta itself is certain.
    bound: !stake ? null : scale === 0 ? cell.delta : critical !== null ? cell.delta + critical * scale : null,
    warn: t.warn,
    fail: t.fail,
    mde: pf.mde !== null ? pf.mde * g.factor : null,
    queriesNeeded: pf.queriesNeeded,
    underpowered: pf.underpowered && !shownWithin
  };
}
function ruleReason(ctx, g, f, broken) {
  const { contract } = ctx;
  const s = g.stats.slice;
  const cell = g.stats.cell;
  const rule = contract.gate.rules[f.rule];
  const blind = s.heldout && contract.heldout?.mode !== "visible";
  let level = f.level;
  let because = null;
  let unjudged = null;
  if (f.level === "fail" && !broken) {
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

export {
  sampleSd,
  powerFacts,
  worseStatus,
  allowance,
  decide,
  planFamily,
  changedRankings
};
//# sourceMappingURL=chunk-DXS3PTWR.js.map
