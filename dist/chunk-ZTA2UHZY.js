import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  table
} from "./chunk-NY6TGJMX.js";
import {
  allowance,
  planFamily,
  powerFacts,
  sampleSd
} from "./chunk-DXS3PTWR.js";
import {
  buildSlices
} from "./chunk-P5ARX2RY.js";
import "./chunk-ZLTUEY2H.js";
import {
  readSlices
} from "./chunk-4W3VDJQQ.js";
import {
  f4
} from "./chunk-WJYFKK5T.js";
import {
  Rng,
  deriveSeed,
  familyTest
} from "./chunk-CPTSWJPP.js";
import {
  aggregateColumn,
  aggregationOf,
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
import {
  parseMeasure
} from "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";

// src/pipeline/power.ts
import { relative, isAbsolute } from "node:path";
var ASSUMED_SHARE = 0.5;
async function powerReport(o) {
  const root = o.root ?? process.cwd();
  const shown = (p) => {
    const r = relative(root, p);
    return r && !r.startsWith("..") && !isAbsolute(r) ? r.split("\\").join("/") : p;
  };
  const rc = loadContract(o.contract, shown(o.contract));
  const contract = structuredClone(rc.contract);
  contract.gate.rules = contract.gate.rules.map((r) => ({ ...r, measure: parseMeasure(r.measure).name }));
  const sig = contract.gate.significance;
  if (sig === "none" || sig.test === "none") {
    throw new InputError("significance is off, so the gate decides on thresholds alone and has no power to compute", { file: rc.file }, "remove `significance: none` from the gate");
  }
  if (contract.gate.rules.length === 0) throw new InputError("the gate has no rules, so nothing is gated", { file: rc.file }, "add gate.rules");
  if (o.churn !== void 0 && !(o.churn > 0 && Number.isFinite(o.churn))) throw new InputError(`--churn must be a positive number, got ${o.churn}`, {}, "e.g. --churn 0.1");
  const baselinePath = o.baseline ?? rc.paths.baseline;
  if (!baselinePath) throw new InputError("no baseline run", { file: rc.file }, "set baseline: in the contract or pass --baseline FILE");
  const qrels = await readQrels(rc.paths.judgments, shown(rc.paths.judgments));
  const plan = resolvePlan(rc, {}, 0);
  const jobs = [{ path: baselinePath, label: shown(baselinePath) }, ...o.run ? [{ path: o.run, label: shown(o.run) }] : []];
  const runs = await scoreRuns(jobs, qrels, rc.paths.judgments, plan);
  const base = runs[0];
  const other = runs[1] ?? base;
  const table2 = rc.paths.slices ? await readSlices(rc.paths.slices, shown(rc.paths.slices)) : null;
  const sp = buildSlices(qrels.qids, base.included, table2, contract.heldout, rc.file);
  const fp = planFamily(contract, rc.file, sp.slices, base, other, plan.aggregate);
  const source = o.run ? "run" : o.churn !== void 0 ? "churn" : "assumed";
  const rng = new Rng(deriveSeed(sig.seed, "power"));
  const z = Float64Array.from(qrels.qids, () => normal(rng));
  const sds = fp.gated.map((g) => {
    if (source === "run") return sampleSd(g.values[0]);
    if (source === "churn") return o.churn;
    const col = base.value[g.mi];
    return ASSUMED_SHARE * sampleSd(Float64Array.from(g.slice.members, (q) => col[q]));
  });
  const pairs = fp.gated.map((g, j) => ({
    members: g.slice.members,
    values: [source === "run" ? g.values[0] : Float64Array.from(g.slice.members, (q) => sds[j] * z[q])]
  }));
  const family = familyTest({ pairs, alpha: sig.alpha, correction: sig.correction, iterations: sig.iterations, seed: deriveSeed(sig.seed, "family"), thresholds: fp.input ? [fp.input.thresholds[0]] : void 0 });
  const rows = fp.gated.map((g, j) => {
    const how = aggregationOf(base.measures[g.mi], plan.aggregate);
    const baseMean = aggregateColumn(base, g.mi, base.value[g.mi], g.slice.members, how);
    let fail = null;
    let threshold = null;
    for (const i of g.rules) {
      const t2 = contract.gate.rules[i].fail;
      if (t2 === void 0) continue;
      const a = allowance(t2, baseMean);
      if (fail === null || a < fail) {
        fail = a;
        threshold = String(t2);
      }
    }
    const t = family.outcomes[0][0].planning[j];
    const pf = powerFacts(g.slice.members.length, sds[j], t, sig.power, fail !== null ? fail / g.factor : null);
    return {
      slice: g.slice.name,
      queries: g.slice.members.length,
      measure: g.measure,
      threshold,
      fail,
      sd: sds[j],
      critical: Number.isFinite(t) ? t : null,
      mde: pf.mde !== null ? pf.mde * g.factor : null,
      resolves: fail !== null && !pf.underpowered && pf.mde !== null,
      queriesNeeded: pf.queriesNeeded
    };
  });
  const basis = source === "run" ? `paired differences between ${shown(baselinePath)} and ${shown(o.run)}` : source === "churn" ? `a per-query churn (sd of the paired differences) of ${o.churn}, as given` : `assumed: the paired sd is ${ASSUMED_SHARE} \xD7 the baseline's per-query sd on each slice (two systems whose per-query scores correlate at 0.875); pass --run with a second run, or --churn, to replace the assumption`;
  return { contract: rc.file, source, basis, alpha: sig.alpha, power: sig.power, correction: sig.correction, family: fp.gated.length, rows };
}
function normal(rng) {
  let u = rng.next();
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

// src/cli/power.ts
async function powerCommand(o) {
  const r = await powerReport(o);
  if (o.format === "json") return JSON.stringify(r, null, 2);
  return powerText(r);
}
function powerText(r) {
  const out = [];
  out.push(`What each gated slice of ${r.contract} can resolve: the smallest drop caught with ${Math.round(r.power * 100)}% power`);
  out.push(`(MDE), one-sided at alpha ${r.alpha} after the ${r.correction} adjustment over the ${r.family} gated pairs.`);
  out.push(`Paired variance: ${r.basis}.`);
  out.push("");
  out.push(table(r.rows.map((x) => [
    x.slice,
    String(x.queries),
    x.measure,
    x.threshold ?? "\u2014",
    f4(x.sd),
    x.critical === null ? "\u2014" : x.critical.toFixed(2),
    x.mde === null ? "\u2014" : f4(x.mde),
    x.fail === null ? "no fail threshold" : x.resolves ? "yes" : "underpowered",
    x.resolves || x.queriesNeeded === null ? "" : String(x.queriesNeeded)
  ]), ["slice", "queries", "measure", "fail at", "paired sd", "critical", "MDE", "resolves its threshold", "queries needed"]));
  const under = r.rows.filter((x) => x.fail !== null && !x.resolves);
  out.push("");
  out.push(under.length === 0 ? "Every gated slice can catch a drop of its fail threshold." : `${under.length} of ${r.rows.length} gated slices cannot catch a drop of their fail threshold: add queries (the last column, at the same paired variance), raise the threshold, or gate them on a coarser slice.`);
  return out.join("\n");
}
export {
  powerCommand,
  powerText
};
//# sourceMappingURL=chunk-ZTA2UHZY.js.map
