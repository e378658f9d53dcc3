import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readQueries
} from "./chunk-XGL7WF3W.js";
import {
  buildSlices,
  selectSlices
} from "./chunk-P4Z3MWGB.js";
import {
  readSlices
} from "./chunk-6P2FY7CG.js";
import {
  readRankedRun
} from "./chunk-HRTPQMQX.js";
import {
  readQrels
} from "./chunk-GY25YLSA.js";
import "./chunk-6XHBFWDG.js";
import {
  loadContract
} from "./chunk-LTYZF2B6.js";
import "./chunk-PCLP5RZM.js";
import "./chunk-YPSIQX36.js";
import "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-J7INW43X.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";

// src/cli/validate.ts
import { existsSync } from "node:fs";
async function validateCommand(contractPath) {
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
  const rc = await attempt(() => loadContract(contractPath));
  if (!rc) return { ok: false, lines: problems.map((p) => `\u2716 ${p}`) };
  facts.push(`contract ${rc.file}: gate "${rc.contract.name}", measures ${rc.measures.map((m) => m.name).join(", ")}`);
  const qrels = await attempt(() => readQrels(rc.paths.judgments, rc.contract.judgments));
  if (qrels) facts.push(`judgments ${rc.contract.judgments}: ${qrels.judgments} judgments for ${qrels.qids.length} queries, grades up to ${qrels.maxGrade}`);
  const slices = rc.paths.slices ? await attempt(() => readSlices(rc.paths.slices, rc.contract.slices)) : null;
  if (slices) facts.push(`slices ${rc.contract.slices}: ${slices.labels.size} queries, dimensions ${slices.dimensions.join(", ")}`);
  if (rc.paths.queries) {
    const q = await attempt(() => readQueries(rc.paths.queries, rc.contract.queries));
    if (q) facts.push(`queries ${rc.contract.queries}: ${q.texts.size} texts`);
  }
  if (!rc.paths.baseline) {
    problems.push(`${rc.file}: no baseline: (every comparison needs --baseline then)`);
  } else if (!existsSync(rc.paths.baseline)) {
    problems.push(`${rc.contract.baseline}: baseline file not found (create it with: rankgate baseline --contract ${rc.file} --run <your main-branch run>)`);
  } else if (qrels) {
    const read = await attempt(() => readRankedRun(rc.paths.baseline, qrels, { policy: rc.contract.policy, keep: 0 }, () => {
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
  const lines = [...facts.map((f) => `\u2714 ${f}`), ...problems.map((p) => `\u2716 ${p}`)];
  lines.push(problems.length === 0 ? "valid" : `${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  return { ok: problems.length === 0, lines };
}
export {
  validateCommand
};
//# sourceMappingURL=chunk-E2HRCDZI.js.map
