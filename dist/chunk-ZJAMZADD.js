import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  DEFAULT_POLICY,
  TREC_EVAL_PRESET
} from "./chunk-WVTVAXI5.js";
import {
  DEFAULT_MEASURES
} from "./chunk-2BZXPDAT.js";
import {
  parseMeasures
} from "./chunk-GT5EFBBF.js";
import {
  MIN_GEO_MEAN,
  measureDef
} from "./chunk-PYKI4PJI.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

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
    keep,
    // trec_eval reads a negative grade as "in the pool but unjudged" (bpref and infAP skip it, unj counts it)
    negative: o.preset === "trec_eval" ? "unjudged" : "nonrelevant"
  };
}
function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}

// src/score/aggregate.ts
function aggregationOf(spec, aggregate) {
  const def = measureDef(spec.kind);
  if (def.aggregation !== "mean") return def.aggregation;
  return aggregate === "micro" && def.pooled ? "pooled" : "mean";
}
function aggregateColumn(run, mi, col, queries, how, parts = run) {
  const n = queries.length;
  switch (how) {
    case "pooled": {
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
    case "geometric": {
      let s = 0;
      for (let i = 0; i < n; i++) s += Math.log(Math.max(col[queries[i]], MIN_GEO_MEAN));
      return n > 0 ? Math.exp(s / n) : 0;
    }
    case "sum":
    case "mean": {
      let s = 0;
      for (let i = 0; i < n; i++) s += col[queries[i]];
      if (how === "sum") return s;
      return n > 0 ? s / n : 0;
    }
    default: {
      const never = how;
      throw new Error(`unknown aggregation ${String(never)}`);
    }
  }
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
//# sourceMappingURL=chunk-ZJAMZADD.js.map
