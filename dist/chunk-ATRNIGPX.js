import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
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

export {
  resolvePlan,
  aggregationOf,
  aggregateColumn,
  includedQueries
};
//# sourceMappingURL=chunk-ATRNIGPX.js.map
