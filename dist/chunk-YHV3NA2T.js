import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  baselineAge,
  refreshSuggestion
} from "./chunk-KUGOSHFN.js";
import {
  readQueries
} from "./chunk-LIG4NZNT.js";
import {
  changedRankings,
  decide,
  planFamily,
  worseStatus
} from "./chunk-DXS3PTWR.js";
import {
  buildSlices
} from "./chunk-P5ARX2RY.js";
import {
  readSlices
} from "./chunk-4W3VDJQQ.js";
import {
  VERSION
} from "./chunk-7ZGRMY5K.js";
import {
  REPORT_SCHEMA,
  renderMarkdown,
  serializeReport
} from "./chunk-FSEPTPQF.js";
import {
  f4,
  fmtP,
  signed
} from "./chunk-WJYFKK5T.js";
import {
  heavyStatistics
} from "./chunk-H2KMBFU2.js";
import {
  Rng,
  deriveSeed,
  winsTiesLosses
} from "./chunk-CPTSWJPP.js";
import {
  runWarnings
} from "./chunk-DHOXYA5P.js";
import {
  aggregateColumn,
  aggregationOf,
  includedQueries,
  resolvePlan
} from "./chunk-ZJAMZADD.js";
import {
  scoreRuns,
  standbyWorker,
  tieDependentQueries,
  workerFile
} from "./chunk-J76BOQWE.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import {
  hashBytes
} from "./chunk-6XHBFWDG.js";
import {
  canonicalJson,
  contractId,
  loadContract
} from "./chunk-2BZXPDAT.js";
import {
  parseMeasure
} from "./chunk-GT5EFBBF.js";
import {
  ranksNeeded,
  resolveMeasure,
  scoreOrdered
} from "./chunk-PYKI4PJI.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

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
  const unjudged = [];
  const slots = [];
  for (let i = 0; i < members.length; i++) {
    const seen = base.top[members[i]]?.seen;
    if (!seen) continue;
    for (let r = k; r < seen.grades.length; r++) {
      const b = bandOf(r + 1, k);
      const g = seen.grades[r];
      hits[b] = (hits[b] ?? 0) + (g >= rel ? 1 : 0);
      unjudged[b] = (unjudged[b] ?? 0) + (Number.isNaN(g) ? 1 : 0);
      slots[b] = (slots[b] ?? 0) + 1;
    }
  }
  return Array.from({ length: slots.length }, (_, b) => ((hits[b] ?? 0) + 1) / ((slots[b] ?? 0) + 2) * (((unjudged[b] ?? 0) + 1) / ((slots[b] ?? 0) + 2)));
}
function checkDepth(spec, kept) {
  return Math.min(ranksNeeded(spec), kept);
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
  const rc = loadContract(opts.contract, shown(opts.contract), { root: opts.workspace ?? opts.root });
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
  const warnings = [...opts.warnings ?? [], ...[...runWarnings(base), ...runWarnings(cand)].map((w) => w.message)];
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
//# sourceMappingURL=chunk-YHV3NA2T.js.map
