import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readQueries
} from "./chunk-LIG4NZNT.js";
import {
  buildSlices,
  selectSlices
} from "./chunk-P5ARX2RY.js";
import "./chunk-ZLTUEY2H.js";
import {
  readSlices
} from "./chunk-4W3VDJQQ.js";
import {
  readRankedRun
} from "./chunk-WR7HKRI4.js";
import "./chunk-SEMWOVNM.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
import "./chunk-6XHBFWDG.js";
import {
  inspectContract
} from "./chunk-2BZXPDAT.js";
import "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";

// src/cli/validate.ts
import { existsSync } from "node:fs";
async function validateCommand(contractPath, root) {
  const problems = [];
  const facts = [];
  const attempt = async (what) => {
    try {
      return await what();
    } catch (e) {
      if (e instanceof InputError) {
        problems.push(e.format());
        return void 0;
      }
      throw e;
    }
  };
  const ins = inspectContract(contractPath, contractPath, { root });
  problems.push(...ins.problems.map((p) => p.format()));
  const rc = ins.contract;
  if (rc) facts.push(`contract ${rc.file}: gate "${rc.contract.name}", measures ${rc.measures.map((m) => m.name).join(", ")}`);
  const label = (key) => ins.written[key] ?? key;
  const qrels = ins.paths.judgments ? await attempt(() => readQrels(ins.paths.judgments, label("judgments"))) : void 0;
  if (qrels) facts.push(`judgments ${label("judgments")}: ${qrels.judgments} judgments for ${qrels.qids.length} queries, grades up to ${qrels.maxGrade}`);
  const slices = ins.paths.slices ? await attempt(() => readSlices(ins.paths.slices, label("slices"))) : null;
  if (slices) {
    facts.push(`slices ${label("slices")}: ${slices.labels.size} queries, dimensions ${slices.dimensions.join(", ")}`);
    for (const p of labelsNothing(slices, label("slices"))) problems.push(p);
  }
  if (ins.paths.queries) {
    const q = await attempt(() => readQueries(ins.paths.queries, label("queries")));
    if (q) facts.push(`queries ${label("queries")}: ${q.texts.size} texts`);
  }
  if (!rc) return done(facts, problems);
  if (!rc.paths.baseline) {
    problems.push(`${rc.file}: no baseline: (every comparison needs --baseline then)`);
  } else if (!existsSync(rc.paths.baseline)) {
    problems.push(`${rc.contract.baseline}: baseline file not found (create it with: rankgate baseline --contract ${rc.file} --run <your main-branch run>)`);
  } else if (qrels) {
    const read = await attempt(() => readRankedRun(rc.paths.baseline, qrels, { policy: rc.contract.policy, keep: 0, label: rc.contract.baseline }, () => {
    }));
    if (read) {
      facts.push(`baseline ${rc.contract.baseline}: ${read.queries} queries, ${read.results} results${read.meta.corpus ? `, corpus ${read.meta.corpus}` : ""}`);
      if (read.judgedResults === 0) problems.push(`${rc.contract.baseline}: none of its document ids appear in the judgments (a changed id namespace?)`);
      if (rc.contract.corpus !== void 0 && read.meta.corpus !== void 0 && read.meta.corpus !== rc.contract.corpus) {
        problems.push(`${rc.contract.baseline}: declares corpus "${read.meta.corpus}" but the contract pins "${rc.contract.corpus}"`);
      }
    }
  }
  if (qrels && slices !== void 0) {
    const plan = await attempt(() => buildSlices(qrels.qids, new Uint8Array(qrels.qids.length).fill(1), slices, rc.contract.heldout, rc.file));
    if (plan) {
      for (const [i, r] of rc.contract.gate.rules.entries()) {
        await attempt(() => selectSlices(r.slices, plan.slices, `gate.rules[${i}].slices`, rc.file));
      }
      if (plan.withoutLabels > 0) facts.push(`${plan.withoutLabels} judged queries have no row in the slices file`);
      const small = plan.slices.filter((s) => s.members.length < rc.contract.gate.min_queries).map((s) => s.name);
      if (small.length) facts.push(`too small to gate (< ${rc.contract.gate.min_queries} queries): ${small.join(", ")}`);
    }
  }
  return done(facts, problems);
}
function done(facts, problems) {
  const lines = [...facts.map((f) => `\u2714 ${f}`), ...problems.map((p) => `\u2716 ${p}`)];
  lines.push(problems.length === 0 ? "valid" : `${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  return { ok: problems.length === 0, lines };
}
function labelsNothing(t, file) {
  if (t.labelled === 0) {
    return [`${file}: labels no query: every value cell is empty (an unfilled template?) (fill in a value per query, e.g. type=exact-id, or remove slices: from the contract)`];
  }
  const out = [];
  t.dimensions.forEach((d, di) => {
    for (const row of t.labels.values()) if (row[di]?.length) return;
    out.push(`${file}: the column "${d}" gives no query a value (fill it in or remove the column)`);
  });
  return out;
}
export {
  validateCommand
};
//# sourceMappingURL=chunk-R2TQYMNZ.js.map
