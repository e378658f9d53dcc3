import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  fmtValue,
  table
} from "./chunk-NY6TGJMX.js";
import {
  summarizeRun
} from "./chunk-DHOXYA5P.js";
import {
  resolvePlan
} from "./chunk-ZJAMZADD.js";
import "./chunk-WVTVAXI5.js";
import {
  scoreRuns
} from "./chunk-J76BOQWE.js";
import "./chunk-WR7HKRI4.js";
import "./chunk-SEMWOVNM.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
import "./chunk-6XHBFWDG.js";
import {
  loadContract
} from "./chunk-2BZXPDAT.js";
import "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import {
  isCountMeasure,
  measureDef
} from "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";

// src/cli/score.ts
function positional(qrels, run, measures, o) {
  const free = [qrels, run, ...measures].filter((x) => x !== void 0);
  const q = o.qrels ?? free.shift();
  const r = o.run ?? free.shift();
  const all = [...o.measure ?? [], ...free];
  return { qrels: q, run: r, measures: all.length ? all : void 0 };
}
async function scoreCommand(o) {
  const contract = o.contract ? loadContract(o.contract, o.contract, { root: o.root }) : void 0;
  const plan = resolvePlan(contract, o, 0);
  const textual = plan.measures.find((m) => measureDef(m.kind).text);
  if (textual) throw new InputError(`${textual.label} is text, not a number`, {}, "rankgate trec_eval -q prints it per query, as trec_eval does");
  if (!o.run) throw new InputError("no run given", {}, "pass the run file: rankgate score QRELS RUN MEASURE\u2026 or --run FILE");
  const qrelsPath = o.qrels ?? contract?.paths.judgments;
  if (!qrelsPath) {
    throw new InputError("no judgments given", {}, "pass --qrels FILE or --contract rankgate.yml");
  }
  const qrels = await readQrels(qrelsPath, o.qrels ?? contract.contract.judgments);
  const [run] = await scoreRuns([{ path: o.run, label: o.run }], qrels, qrelsPath, plan);
  const summary = summarizeRun(run, plan.aggregate);
  const warnings = summary.warnings.map((w) => w.message);
  if (o.format === "tsv") return { output: tsv(run, summary, !!o.perQuery), warnings };
  if (o.format === "json") return { output: JSON.stringify(json(run, summary, plan.policy, plan.relevance, plan.aggregate), null, 2), warnings };
  return { output: text(run, summary, !!o.perQuery), warnings };
}
function isCount(run, mi) {
  return isCountMeasure(run.measures[mi]);
}
function tsv(run, s, perQuery) {
  const lines = [];
  if (perQuery) {
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.included[qi]) continue;
      for (let mi = 0; mi < run.measures.length; mi++) lines.push(`${run.qids[qi]}	${run.measures[mi].label}	${run.value[mi][qi]}`);
    }
  }
  for (const m of s.measures) lines.push(`all	${m.label}	${m.value}`);
  return lines.join("\n");
}
function json(run, s, policy, relevance, aggregate) {
  const perQuery = /* @__PURE__ */ Object.create(null);
  for (let qi = 0; qi < run.qids.length; qi++) {
    const row = {};
    for (let mi = 0; mi < run.measures.length; mi++) row[run.measures[mi].label] = run.value[mi][qi];
    perQuery[run.qids[qi]] = row;
  }
  return {
    run: { file: run.read.facts.path, sha256: run.read.facts.sha256, lines: run.read.facts.lines, format: run.read.format, tags: run.read.tags },
    relevance,
    aggregate,
    policy,
    means: Object.fromEntries(s.measures.map((m) => [m.label, m.value])),
    optimistic: Object.fromEntries(s.measures.map((m) => [m.label, m.optimistic])),
    aggregation: Object.fromEntries(s.measures.map((m) => [m.label, m.aggregation])),
    counts: { ...s.counts },
    queries: {
      missing: run.qids.filter((_, qi) => run.missing[qi]),
      noRelevant: run.qids.filter((_, qi) => run.noRelevant[qi]),
      excluded: run.qids.filter((_, qi) => !run.included[qi]),
      runOnly: run.read.runOnly
    },
    perQuery
  };
}
function text(run, s, perQuery) {
  const out = [];
  const rows = s.measures.map((m, mi) => [
    m.label,
    fmtValue(m.value, isCount(run, mi)),
    fmtValue(m.optimistic, isCount(run, mi)),
    String(m.tieDependent),
    m.aggregation
  ]);
  out.push(table(rows, ["measure", "value", "optimistic", "tie-dep", "aggregate"]));
  const c = s.counts;
  out.push("");
  out.push(`queries: ${c.evaluated} evaluated of ${c.judged} judged; ${c.missing} missing from the run (scored 0); ${c.noRelevant} without a relevant judgment${c.evaluated < c.judged ? " (excluded)" : ""}; ${c.runOnly} run-only (ignored); ${c.tieDependent} whose value depends on tie order`);
  if (perQuery) {
    out.push("");
    const qrows = [];
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.included[qi]) continue;
      qrows.push([run.qids[qi], ...run.measures.map((_, mi) => fmtValue(run.value[mi][qi], isCount(run, mi)))]);
    }
    out.push(table(qrows, ["qid", ...run.measures.map((m) => m.label)]));
  }
  return out.join("\n");
}
export {
  positional,
  scoreCommand
};
//# sourceMappingURL=chunk-7Y7XWORW.js.map
