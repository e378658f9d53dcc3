import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  buildSlices,
  readQueries,
  selectSlices
} from "./chunk-ZKBTHAPS.js";
import {
  readSlices
} from "./chunk-NLZG3ISN.js";
import {
  VERSION
} from "./chunk-7ZGRMY5K.js";
import {
  REPORT_SCHEMA,
  f4,
  fmtP,
  renderMarkdown,
  serializeReport,
  signed
} from "./chunk-K63OTHL4.js";
import {
  adjustPValues,
  heavyStatistics,
  winsTiesLosses
} from "./chunk-GAGO5NQM.js";
import {
  aggregateColumn,
  aggregationOf,
  includedQueries,
  resolvePlan,
  runWarnings
} from "./chunk-D55UAKHM.js";
import {
  resolveMeasure,
  scoreOrdered,
  scoreRun,
  scoreRuns,
  standbyWorker,
  tieDependentQueries,
  workerFile
} from "./chunk-M2SPVC6M.js";
import {
  QueryJudgments,
  readQrels
} from "./chunk-BAFDS5FA.js";
import {
  canonicalJson,
  contractId,
  loadContract,
  parseMeasure
} from "./chunk-373L7WND.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/pipeline/compare.ts
import { relative, isAbsolute } from "node:path";
import { availableParallelism } from "node:os";

// src/compare/hypothetical.ts
function hypotheticalFromTops(base, cand, qrels, plan, gated, depth) {
  if (plan.policy.ties === "expected" || plan.policy.unjudged === "condensed") return null;
  const specs = plan.measures.filter((m) => gated.includes(m.name));
  if (specs.some((m) => m.cutoff === void 0 || m.cutoff > plan.keep || m.kind === "NumRet")) return null;
  const nq = base.qids.length;
  const nm = plan.measures.length;
  const cols = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const outB = { ...base, value: cols(), num: cols(), den: cols() };
  const outC = { ...cand, value: cols(), num: cols(), den: cols() };
  const resolved = new Map(specs.map((m) => [m, resolveMeasure(m, plan.relevance)]));
  const v = { value: 0, num: 0, den: 1 };
  for (let qi = 0; qi < nq; qi++) {
    const judged = qrels.queries.get(base.qids[qi]).grades;
    const extra = /* @__PURE__ */ new Set();
    const ct = cand.top[qi];
    if (ct) {
      for (let r = 0; r < Math.min(depth, ct.docids.length); r++) if (ct.grades[r] === null) extra.add(ct.docids[r]);
    }
    const aug = new Float64Array(judged.length + extra.size);
    aug.set(judged);
    aug.fill(plan.relevance, judged.length);
    const facts2 = { judged: aug, maxGrade: Math.max(qrels.maxGrade, plan.relevance) };
    for (const [run, out] of [[base, outB], [cand, outC]]) {
      const t = run.top[qi];
      const n = t ? t.docids.length : 0;
      const grades = new Float64Array(n);
      for (let r = 0; r < n; r++) {
        const g = t.grades[r];
        grades[r] = g !== null ? g : extra.has(t.docids[r]) ? plan.relevance : NaN;
      }
      plan.measures.forEach((m, mi) => {
        const rm = resolved.get(m);
        if (!rm) return;
        scoreOrdered(rm, grades, n, facts2, v);
        out.value[mi][qi] = v.value;
        out.num[mi][qi] = v.num;
        out.den[mi][qi] = v.den;
      });
    }
  }
  return { base: outB, cand: outC };
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

// src/compare/statistics.ts
async function sliceStatistics(contract, base, cand, slices, aggregate, standby) {
  const sig = contract.gate.significance === "none" ? null : contract.gate.significance;
  const job = {
    test: sig !== null && sig.test === "randomization",
    seed: sig?.seed ?? 1,
    iterations: sig?.iterations ?? 1e4,
    bootstrap: sig?.bootstrap ?? 1e4,
    measures: base.measures.map((m) => m.name)
  };
  const heavy = await heavyStatistics(job, slices.map((slice) => ({
    name: slice.name,
    columns: base.measures.map((_, mi) => {
      const col = new Float64Array(slice.members.length);
      for (let i = 0; i < col.length; i++) col[i] = cand.value[mi][slice.members[i]] - base.value[mi][slice.members[i]];
      return col;
    })
  })), standby);
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
        ci: heavy[si].cis[mi],
        p: heavy[si].ps[mi],
        pAdjusted: null,
        wins: wtl.wins,
        ties: wtl.ties,
        losses: wtl.losses,
        // The bound aggregates like the value: under micro, from the optimistic numerators and denominators.
        baselineOptimistic: aggregateColumn(base, mi, base.optimistic[mi], q, how, { num: base.optNum, den: base.optDen }),
        candidateOptimistic: aggregateColumn(cand, mi, cand.optimistic[mi], q, how, { num: cand.optNum, den: cand.optDen }),
        status: "not-gated"
      };
      out.set(`${slice.name}\0${spec.name}`, {
        slice,
        measure: spec.name,
        cell,
        tieWorst: { baseline: boundMean(base, mi, base.high[mi], q, how), candidate: boundMean(cand, mi, cand.low[mi], q, how) },
        tieBest: { baseline: boundMean(base, mi, base.low[mi], q, how), candidate: boundMean(cand, mi, cand.high[mi], q, how) }
      });
    });
  });
  return out;
}
function boundMean(run, mi, col, q, how) {
  if (how !== "pooled") return aggregateColumn(run, mi, col, q, how);
  const den = run.den[mi];
  let num = 0;
  let d = 0;
  for (let i = 0; i < q.length; i++) {
    num += col[q[i]] * den[q[i]];
    d += den[q[i]];
  }
  return d > 0 ? num / d : 0;
}

// src/compare/gate.ts
var ORDER = { pass: 0, warn: 1, inconclusive: 2, fail: 3 };
var worse = (a, b) => ORDER[a] >= ORDER[b] ? a : b;
function threshold(t) {
  if (typeof t === "number") return { text: String(t), exceeded: (_b, d) => d > t, allowance: () => t };
  const pct = Number(t.slice(0, -1)) / 100;
  return { text: t, exceeded: (b, d) => d > pct * Math.abs(b), allowance: (b) => pct * Math.abs(b) };
}
function decide(contract, pairs, slices, file, hypothetical) {
  const { gate } = contract;
  const sig = gate.significance === "none" ? null : gate.significance.test === "none" ? null : gate.significance;
  const alpha = gate.significance === "none" ? 0.05 : gate.significance.alpha;
  const correction = gate.significance === "none" ? "none" : gate.significance.correction;
  const key = (s, m) => `${s}\0${m}`;
  const measureName = (r) => r.measure;
  const gated = [];
  const selections = gate.rules.map((r, i) => selectSlices(r.slices, slices, `gate.rules[${i}].slices`, file));
  const seen = /* @__PURE__ */ new Set();
  gate.rules.forEach((r, i) => {
    for (const s of selections[i]) {
      const p = pairs.get(key(s.name, measureName(r)));
      if (s.members.length < gate.min_queries) {
        p.cell.status = "too-small";
        continue;
      }
      if (!seen.has(key(s.name, p.measure))) {
        seen.add(key(s.name, p.measure));
        gated.push(p);
        p.cell.status = "pass";
      }
    }
  });
  const adjusted = adjustPValues(gated.map((p) => p.cell.p ?? Number.NaN), correction);
  gated.forEach((p, i) => {
    p.cell.pAdjusted = Number.isNaN(adjusted[i]) ? null : adjusted[i];
  });
  const significant = (p) => sig === null || p.cell.pAdjusted !== null && p.cell.pAdjusted < alpha;
  const fire = (p, r, i, base, cand) => {
    const drop = base - cand;
    if (!significant(p)) return null;
    if (r.fail !== void 0 && threshold(r.fail).exceeded(base, drop)) return { level: "fail", rule: i, threshold: threshold(r.fail) };
    if (r.warn !== void 0 && threshold(r.warn).exceeded(base, drop)) return { level: "warn", rule: i, threshold: threshold(r.warn) };
    return null;
  };
  const coverageOf = (slice) => {
    if (!gate.coverage) return null;
    const c = pairs.get(key(slice, gate.coverage.measure));
    return c ? c.cell.candidate : null;
  };
  const reasons = [];
  gate.rules.forEach((r, i) => {
    for (const s of selections[i]) {
      if (s.members.length < gate.min_queries) continue;
      const p = pairs.get(key(s.name, measureName(r)));
      const f = fire(p, r, i, p.cell.baseline, p.cell.candidate);
      if (!f) continue;
      let level2 = f.level;
      let because = null;
      if (f.level === "fail") {
        const cov = coverageOf(s.name);
        if (gate.coverage && cov !== null && cov < gate.coverage.min) {
          level2 = "inconclusive";
          because = "coverage";
        } else {
          const h = hypothetical?.get(key(s.name, p.measure));
          if (h && h.baseline - h.candidate <= f.threshold.allowance(h.baseline)) {
            level2 = "inconclusive";
            because = "optimistic-bound";
          }
        }
      }
      p.cell.status = worse(p.cell.status, level2);
      const blind = s.heldout && contract.heldout?.mode !== "visible";
      reasons.push({
        level: level2,
        slice: s.name,
        measure: p.measure,
        baseline: blind ? null : p.cell.baseline,
        candidate: blind ? null : p.cell.candidate,
        delta: blind ? null : p.cell.delta,
        threshold: f.threshold.text,
        rule: i,
        p: blind ? null : p.cell.p,
        pAdjusted: blind ? null : p.cell.pAdjusted,
        hidden: false,
        because,
        message: ""
      });
    }
  });
  const best = /* @__PURE__ */ new Map();
  for (const r of reasons) {
    const k = key(r.slice, r.measure);
    const prev = best.get(k);
    if (!prev || ORDER[r.level] > ORDER[prev.level]) best.set(k, r);
  }
  const kept = [...best.values()];
  const firedOnAll = new Set(kept.filter((r) => r.slice === "all").map((r) => r.measure));
  for (const r of kept) {
    r.hidden = r.slice !== "all" && !firedOnAll.has(r.measure);
    r.message = reasonMessage(r, pairs.get(key("all", r.measure))?.cell);
  }
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  kept.sort((a, b) => Number(b.hidden) - Number(a.hidden) || ORDER[b.level] - ORDER[a.level] || sliceOrder.get(a.slice) - sliceOrder.get(b.slice) || a.rule - b.rule);
  let level = "pass";
  for (const r of kept) level = worse(level, r.level);
  const tieSensitive = tieCheck(contract, pairs, selections, level, fire);
  return { level, reasons: kept, hidden: kept.filter((r) => r.hidden).length, family: gated.length, tieSensitive };
}
function tieCheck(contract, pairs, selections, level, fire) {
  const levels = [];
  for (const side of ["tieWorst", "tieBest"]) {
    let l = "pass";
    contract.gate.rules.forEach((r, i) => {
      for (const s of selections[i]) {
        if (s.members.length < contract.gate.min_queries) continue;
        const p = pairs.get(`${s.name}\0${r.measure}`);
        if (!p) continue;
        const f = fire(p, r, i, p[side].baseline, p[side].candidate);
        if (f) l = worse(l, f.level);
      }
    });
    levels.push(l);
  }
  const [ifAgainst, ifFor] = levels;
  const now = level === "inconclusive" ? "fail" : level;
  if (ifAgainst === now && ifFor === now) return null;
  return `Another order of tied scores could change the verdict: ${ifAgainst} if ties break against the candidate, ${ifFor} if they break for it (thresholds re-checked with the same p-values).`;
}
function reasonMessage(r, all) {
  const lvl = r.level === "inconclusive" ? "inconclusive" : r.level;
  if (r.baseline === null || r.candidate === null || r.delta === null) {
    return `${r.measure} on held-out slice ${r.slice}: ${lvl} (blind: numbers withheld)`;
  }
  let s = `${r.measure} on ${r.slice}: ${f4(r.baseline)} \u2192 ${f4(r.candidate)} (${signed(r.delta)}), ${r.level === "warn" ? "warn" : "fail"} threshold ${r.threshold}`;
  if (r.pAdjusted !== null) s += `, p=${fmtP(r.pAdjusted)}`;
  if (r.hidden && all) s += `; hidden: ${r.measure} on all ${all.delta >= 0 ? "rose" : "fell"} ${signed(all.delta)}`;
  if (r.because === "optimistic-bound") s += "; inconclusive: counting unjudged documents as relevant closes the gap";
  if (r.because === "coverage") s += "; inconclusive: the candidate's judged coverage is below the minimum";
  return s;
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
    const bt = top(base.top[qi], topk);
    const ct = top(cand.top[qi], topk);
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
function top(t, k) {
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

// src/compare/refresh.ts
function maxAgeDays(value) {
  if (value === void 0) return null;
  if (typeof value === "number") return value;
  const m = /^(\d+)\s*([dw])$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * (m[2] === "w" ? 7 : 1);
}
function parseDate(text) {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : null;
}
function baselineAge(meta, candidateDate, maxAge) {
  const commit = meta["commit"] ?? null;
  const date = meta["date"] ?? null;
  const made = parseDate(date);
  const now = parseDate(candidateDate);
  const ageDays = made !== null && now !== null ? Math.max(0, Math.floor((now - made) / 864e5)) : null;
  const maxAgeDaysValue = maxAgeDays(maxAge);
  return { commit, date, ageDays, maxAgeDays: maxAgeDaysValue, stale: ageDays !== null && maxAgeDaysValue !== null && ageDays > maxAgeDaysValue };
}
function allSliceThreshold(contract, measure) {
  for (const r of contract.gate.rules) {
    if (r.measure !== measure) continue;
    const sel = Array.isArray(r.slices) ? r.slices : [r.slices];
    if (!sel.some((p) => new RegExp("^" + p.split("*").map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$").test("all"))) continue;
    const t = r.warn ?? r.fail;
    if (t !== void 0) return t;
  }
  return null;
}
function shellQuote(s) {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function refreshSuggestion(contract, level, primary, all, contractFile, runFile) {
  if (level !== "pass" || !all) return null;
  const t = allSliceThreshold(contract, primary);
  if (t === null) return null;
  const allowance = typeof t === "number" ? t : Number(t.slice(0, -1)) / 100 * Math.abs(all.baseline);
  if (!(all.delta > allowance)) return null;
  return {
    command: `npx rankgate baseline --contract ${shellQuote(contractFile)} --run ${shellQuote(runFile)}`,
    measure: primary,
    delta: all.delta,
    threshold: String(t)
  };
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
    { path: baselinePath, label: shown(baselinePath) },
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
  const pairs = await sliceStatistics(contract, base, cand, sp.slices, plan.aggregate, standby);
  debug("gate");
  let outcome = decide(contract, pairs, sp.slices, rc.file, null);
  if (outcome.reasons.some((r) => r.level === "fail")) {
    const gated = contract.gate.rules.map((r) => r.measure);
    let h = hypotheticalFromTops(base, cand, qrels, plan, gated, hypoDepth);
    if (!h) {
      if (process.env.RANKGATE_DEBUG) process.stderr.write("rankgate: re-scoring both runs for the optimistic check\n");
      const judged = withCandidateUnjudgedRelevant(qrels, cand, plan.relevance, hypoDepth);
      const quiet = { ...plan, keep: 0 };
      h = {
        base: await scoreRun(baselinePath, judged, quiet, shown(baselinePath)),
        cand: await scoreRun(opts.run, judged, quiet, shown(opts.run))
      };
    }
    outcome = decide(contract, pairs, sp.slices, rc.file, sliceMeans(h.base, h.cand, sp.slices, plan.aggregate));
  }
  const blindMode = contract.heldout?.mode !== "visible";
  const slices = sp.slices.map((s) => {
    const blind = s.heldout && blindMode;
    const measures = {};
    let status = s.members.length < contract.gate.min_queries ? "too-small" : "not-gated";
    for (const m of plan.measures) {
      const cell = pairs.get(`${s.name}\0${m.name}`).cell;
      if (cell.status === "pass" || cell.status === "warn" || cell.status === "fail" || cell.status === "inconclusive") {
        status = status === "not-gated" || status === "too-small" ? cell.status : worse(status, cell.status);
      }
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
      tieSensitive: outcome.tieSensitive
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
  return c;
}
function hypotheticalDepth(rc) {
  const gated = new Set(rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name));
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? 100);
  return Math.min(depth, 100);
}
function withCandidateUnjudgedRelevant(qrels, cand, relevance, depth) {
  const queries = /* @__PURE__ */ new Map();
  cand.qids.forEach((qid, qi) => {
    const orig = qrels.queries.get(qid);
    const q = new QueryJudgments(qid);
    orig.docids.forEach((d, i) => {
      q.index.set(d, i);
      q.docids.push(d);
      q.gradeList.push(orig.grades[i]);
      q.lineList.push(orig.lineList[i]);
    });
    const top2 = cand.top[qi];
    if (top2) {
      for (let r = 0; r < Math.min(depth, top2.docids.length); r++) {
        if (top2.grades[r] !== null || q.index.has(top2.docids[r])) continue;
        q.index.set(top2.docids[r], q.docids.length);
        q.docids.push(top2.docids[r]);
        q.gradeList.push(relevance);
        q.lineList.push(0);
      }
    }
    q.seal();
    queries.set(qid, q);
  });
  return { ...qrels, queries, maxGrade: Math.max(qrels.maxGrade, relevance) };
}
function sliceMeans(base, cand, slices, aggregate) {
  const out = /* @__PURE__ */ new Map();
  for (const s of slices) {
    base.measures.forEach((spec, mi) => {
      const how = aggregationOf(spec, aggregate);
      out.set(`${s.name}\0${spec.name}`, {
        baseline: aggregateColumn(base, mi, base.value[mi], s.members, how),
        candidate: aggregateColumn(cand, mi, cand.value[mi], s.members, how)
      });
    });
  }
  return out;
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
  if (s === "none") return { test: "none", iterations: 0, bootstrap: 1e4, alpha: 0.05, correction: "none", seed: 1, family };
  return { test: s.test, iterations: s.iterations, bootstrap: s.bootstrap, alpha: s.alpha, correction: s.correction, seed: s.seed, family };
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
  const where = worst.delta !== null ? `${worst.measure} on ${worst.slice} ${signed(worst.delta)}${worst.pAdjusted !== null ? ` (p=${fmtP(worst.pAdjusted)})` : ""}` : `${worst.measure} on ${worst.slice}`;
  return `${level}: ${reasons.length} regression${reasons.length === 1 ? "" : "s"}${hidden ? ` (${hidden} hidden)` : ""}, worst ${where}; ${overall}`;
}

export {
  runComparison
};
//# sourceMappingURL=chunk-LSF5A3J5.js.map
