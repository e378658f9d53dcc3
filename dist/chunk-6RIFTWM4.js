import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  isTieDependent,
  tieDependentQueries
} from "./chunk-2HIFTR74.js";
import {
  DEFAULT_MEASURES,
  isCountMeasure,
  parseMeasures
} from "./chunk-6ZMJKUWW.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/contract/policy.ts
var DEFAULT_POLICY = {
  ties: "trec_eval",
  unjudged: "nonrelevant",
  missing: "zero",
  no_relevant: "exclude",
  duplicates: "error",
  depth: 1e3
};
var TREC_EVAL_PRESET = { ties: "trec_eval", no_relevant: "zero", missing: "zero", unjudged: "nonrelevant" };

// src/score/plan.ts
function resolvePlan(contract, o, keep) {
  let measures;
  if (o.measures && o.measures.length > 0) measures = parseMeasures(o.measures);
  else if (contract) measures = contract.measures;
  else measures = parseMeasures(DEFAULT_MEASURES);
  const policy = {
    ...DEFAULT_POLICY,
    ...contract?.contract.policy ?? {},
    ...o.preset === "trec_eval" ? TREC_EVAL_PRESET : {},
    ...stripUndefined(o.policy ?? {})
  };
  if (!Number.isInteger(policy.depth) || policy.depth < 1) {
    throw new InputError(`depth must be a whole number >= 1, got ${policy.depth}`, {}, "e.g. --depth 1000");
  }
  return {
    measures,
    relevance: o.relevance ?? contract?.contract.relevance ?? 1,
    aggregate: o.aggregate ?? contract?.contract.aggregate ?? "macro",
    policy,
    keep
  };
}
function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}

// src/score/aggregate.ts
function aggregationOf(spec, aggregate) {
  if (isCountMeasure(spec.kind)) return "sum";
  if (aggregate === "micro" && (spec.kind === "P" || spec.kind === "R" || spec.kind === "Success")) return "pooled";
  return "mean";
}
function aggregateColumn(run, mi, col, queries, how, parts = run) {
  const n = queries.length;
  if (how === "pooled") {
    let num = 0;
    let den = 0;
    const nums = parts.num[mi];
    const dens = parts.den[mi];
    for (let i = 0; i < n; i++) {
      num += nums[queries[i]];
      den += dens[queries[i]];
    }
    return den > 0 ? num / den : 0;
  }
  let s = 0;
  for (let i = 0; i < n; i++) s += col[queries[i]];
  if (how === "sum") return s;
  return n > 0 ? s / n : 0;
}
function includedQueries(run) {
  const out = [];
  for (let qi = 0; qi < run.qids.length; qi++) if (run.included[qi]) out.push(qi);
  return Int32Array.from(out);
}

// src/score/summary.ts
function summarizeRun(run, aggregate) {
  const q = includedQueries(run);
  const measures = run.measures.map((spec, mi) => {
    const how = aggregationOf(spec, aggregate);
    let tie = 0;
    for (let i = 0; i < q.length; i++) if (isTieDependent(run, mi, q[i])) tie++;
    return {
      name: spec.name,
      aggregation: how,
      value: aggregateColumn(run, mi, run.value[mi], q, how),
      optimistic: aggregateColumn(run, mi, run.optimistic[mi], q, how, { num: run.optNum, den: run.optDen }),
      tieDependent: tie
    };
  });
  const tieQueries = tieDependentQueries(run, q);
  let missing = 0;
  let noRel = 0;
  for (let qi = 0; qi < run.qids.length; qi++) {
    missing += run.missing[qi];
    noRel += run.noRelevant[qi];
  }
  return {
    measures,
    counts: {
      judged: run.qids.length,
      evaluated: q.length,
      missing,
      noRelevant: noRel,
      runOnly: run.read.runOnly.length,
      tieDependent: tieQueries
    },
    warnings: runWarnings(run)
  };
}
function runWarnings(run) {
  const w = [];
  const label = run.read.facts.path;
  if (run.read.judgedResults === 0) {
    w.push({ code: "no-overlap", message: `${label}: none of the run's document ids appear in the judgments \u2014 a changed id namespace? Every measure will be 0.` });
  }
  if (run.read.runOnly.length > 0) {
    const n = run.read.runOnly.length;
    w.push({ code: "run-only", message: `${label}: ${n} quer${n === 1 ? "y has" : "ies have"} results but no judgments and ${n === 1 ? "is" : "are"} not scored (e.g. "${run.read.runOnly[0]}")` });
  }
  let missing = 0;
  for (let qi = 0; qi < run.qids.length; qi++) missing += run.missing[qi];
  if (missing > 0) {
    w.push({ code: "missing", message: `${label}: ${missing} judged quer${missing === 1 ? "y has" : "ies have"} no results and ${missing === 1 ? "is" : "are"} scored as zero` });
  }
  if (run.read.duplicatesDropped > 0) {
    w.push({ code: "duplicates", message: `${label}: ${run.read.duplicatesDropped} repeated result(s) dropped (policy.duplicates: first)` });
  }
  return w;
}

export {
  resolvePlan,
  aggregationOf,
  aggregateColumn,
  includedQueries,
  summarizeRun,
  runWarnings
};
//# sourceMappingURL=chunk-6RIFTWM4.js.map
