import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  prepareBaseComparison
} from "./chunk-OVW7ELAV.js";
import {
  ensureDir,
  writeOutput
} from "./chunk-RDSW4ZVO.js";
import {
  gitCommit,
  gitDate,
  gitReader,
  gitRoot
} from "./chunk-Q3MQV2VR.js";
import {
  table
} from "./chunk-NY6TGJMX.js";
import {
  runComparison
} from "./chunk-YHV3NA2T.js";
import "./chunk-KUGOSHFN.js";
import "./chunk-LIG4NZNT.js";
import "./chunk-DXS3PTWR.js";
import "./chunk-P5ARX2RY.js";
import "./chunk-ZLTUEY2H.js";
import "./chunk-4W3VDJQQ.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-FSEPTPQF.js";
import {
  terminal
} from "./chunk-5SJ44O3R.js";
import {
  f4,
  fmtP,
  signed
} from "./chunk-WJYFKK5T.js";
import "./chunk-H2KMBFU2.js";
import "./chunk-CPTSWJPP.js";
import "./chunk-DHOXYA5P.js";
import "./chunk-ZJAMZADD.js";
import "./chunk-WVTVAXI5.js";
import "./chunk-J76BOQWE.js";
import "./chunk-WR7HKRI4.js";
import "./chunk-SEMWOVNM.js";
import "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
import {
  expandContracts,
  parsePathMap,
  planGates
} from "./chunk-G3QUCTVC.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-2BZXPDAT.js";
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

// src/cli/compare.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/report/terminal.ts
function painter(color) {
  const wrap = (code) => (s) => color ? `\x1B[${code}m${s}\x1B[0m` : s;
  return { red: wrap("31"), yellow: wrap("33"), green: wrap("32"), cyan: wrap("36"), bold: wrap("1"), dim: wrap("2") };
}
function renderTerminal(r, color) {
  const p = painter(color);
  const lvl = (l) => l.toLowerCase() === "fail" ? p.red(l) : /^(warn|inconclusive)$/i.test(l) ? p.yellow(l) : l.toLowerCase() === "pass" ? p.green(l) : l;
  const out = [];
  const v = r.verdict;
  out.push(p.bold(`rankgate \xB7 ${terminal(r.gate)} \xB7 ${lvl(v.level.toUpperCase())}`));
  out.push(terminal(v.summary));
  out.push("");
  const hidden = v.reasons.filter((x) => x.hidden);
  if (hidden.length) {
    out.push(p.red(p.bold(`HIDDEN REGRESSION${hidden.length > 1 ? "S" : ""} (the overall average does not show ${hidden.length > 1 ? "them" : "it"}):`)));
    for (const h of hidden) out.push(`  ${lvl(h.level)}  ${terminal(h.message)}`);
    out.push("");
  }
  const others = v.reasons.filter((x) => !x.hidden);
  if (others.length) {
    out.push("Fired rules:");
    for (const x of others) out.push(`  ${lvl(x.level)}  ${terminal(x.message)}`);
    out.push("");
  }
  if (v.ties) out.push(p.yellow(terminal(v.ties.message)), "");
  if (r.acceptance && v.level !== "pass") {
    out.push(p.cyan(`accepted: the label "${terminal(r.acceptance.label)}"${r.acceptance.by ? ` added by ${terminal(r.acceptance.by)}` : ""} accepts this verdict; the check does not fail`), "");
  }
  const g = r.goalposts;
  if (g && g.changed) {
    out.push(p.yellow(`This change moves the goalposts; the gate used the ${g.used === "base" ? `base commit's (${terminal(g.ref.slice(0, 12))})` : "change's own"} versions:`));
    if (g.contract.status !== "unchanged") out.push(`  contract ${terminal(g.contract.path)}: ${g.contract.status}${g.contract.changes.length ? ` (${g.contract.changes.map((c) => terminal(c.field)).join(", ")})` : ""}`);
    for (const [what, c] of [["judgments", g.judgments], ["slices", g.slices]]) {
      if (c && c.status !== "unchanged") out.push(`  ${what} ${terminal(c.path)}: ${c.status}${c.added + c.removed + c.regraded > 0 ? ` (${c.added} added, ${c.removed} removed, ${c.regraded} regraded)` : ""}`);
    }
    const b = g.baseline;
    if (b && b.status !== "unchanged") out.push(`  baseline ${terminal(b.path)}: ${b.status}${b.base !== null && b.head !== null ? ` (${terminal(b.measure)} ${f4(b.base)} under the base version, ${f4(b.head)} under this one)` : ""}`);
    out.push("");
  }
  if (r.refresh) out.push(p.green(`The candidate beats the baseline (${terminal(r.refresh.measure)} ${signed(r.refresh.delta)}): after merging, refresh it with`), `  ${terminal(r.refresh.command)}`, "");
  if (r.baseline.stale) out.push(p.yellow(`warning: the baseline is ${r.baseline.ageDays} days old, older than baseline_max_age (${r.baseline.maxAgeDays} days)`), "");
  for (const n of r.notes) out.push(`note: ${terminal(n)}`);
  for (const w of r.warnings) out.push(p.yellow(`warning: ${terminal(w)}`));
  if (r.notes.length || r.warnings.length) out.push("");
  const m = r.primary;
  out.push(p.bold(`Slices by ${terminal(m)}`));
  const sev = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, "not-gated": 5, "too-small": 6 };
  const rows = [r.slices[0], ...r.slices.slice(1).sort((a, b) => sev[a.status] - sev[b.status] || (a.measures[m]?.delta ?? 9) - (b.measures[m]?.delta ?? 9) || (a.name < b.name ? -1 : 1))];
  const status = (s) => s.status === "too-small" ? p.dim("too small") : s.status === "not-gated" ? p.dim("not gated") : s.status === "underpowered" ? p.yellow("underpowered") : lvl(s.status);
  out.push(table(rows.map((s) => {
    const c = s.measures[m];
    const name = terminal(s.name) + (s.heldout ? " (held out)" : "");
    if (!c) return [name, String(s.queries), "\u2014", "\u2014", "\u2014", "\u2014", "\u2014", "\u2014", status(s) + (s.blind ? " (blind)" : "")];
    const d = signed(c.delta);
    const g2 = c.gate;
    const interval = g2 && g2.bound !== null ? `<= ${signed(g2.bound)}*` : `[${signed(c.ci[0])}, ${signed(c.ci[1])}]`;
    return [name, String(s.queries), f4(c.baseline), f4(c.candidate), c.delta < 0 ? p.red(d) : p.green(d), interval, g2 && g2.pAdjusted !== null ? `${fmtP(g2.pAdjusted)}*` : fmtP(c.p), `${c.wins}/${c.ties}/${c.losses}`, status(s) + (s.status === "underpowered" && g2?.mde != null ? ` (MDE ${f4(g2.mde)})` : "")];
  }), ["slice", "n", "baseline", "candidate", "delta", "interval", "p", "W/T/L", "status"]));
  out.push(p.dim("* where a drop crosses a threshold: one-sided (candidate worse), family-adjusted p and the one-sided bound on delta the decision used. Others: two-sided p, 95% bootstrap interval."));
  out.push("");
  out.push(p.bold(`All measures (${r.slices[0].queries} queries)`));
  out.push(table(r.measures.filter((x) => r.slices[0].measures[x.name]).map((x) => {
    const c = r.slices[0].measures[x.name];
    const sum = x.aggregation === "sum";
    const n = (y) => sum ? String(Math.round(y)) : f4(y);
    return [terminal(x.name) + (x.aggregation === "pooled" ? " (micro)" : sum ? " (sum)" : ""), n(c.baseline), n(c.candidate), sum ? String(Math.round(c.delta)) : signed(c.delta), fmtP(c.p), n(c.candidateOptimistic)];
  }), ["measure", "baseline", "candidate", "delta", "p", "cand. optimistic"]));
  if (r.weighted) {
    out.push("");
    out.push("Weighted by slice (contract weights on slice means):");
    out.push(table(Object.entries(r.weighted).map(([k, w]) => [terminal(k), f4(w.baseline), f4(w.candidate), signed(w.delta)]), ["measure", "baseline", "candidate", "delta"]));
  }
  if (r.ledger.regressed.length) {
    out.push("");
    out.push(p.bold(`Most regressed queries by ${terminal(r.ledger.measure)}`));
    out.push(table(
      r.ledger.regressed.map((e) => [terminal(e.qid), terminal(e.text ?? ""), f4(e.baseline), f4(e.candidate), signed(e.delta), terminal(e.relevantLeft.join(" "))]),
      ["qid", "text", "baseline", "candidate", "delta", `relevant that left top ${r.ledger.topk}`]
    ));
  }
  out.push("");
  out.push(p.dim(`contract ${terminal(r.contract.id)} \xB7 corpus ${r.corpus === null ? "not declared" : terminal(r.corpus)} \xB7 baseline ${terminal(r.inputs.baseline.path)} \xB7 candidate ${terminal(r.inputs.candidate.path)} \xB7 ${r.toJudge.length} unjudged documents to judge`));
  return out.join("\n");
}

// src/cli/compare.ts
function failsCheck(level, failOn) {
  switch (failOn) {
    case "never":
      return false;
    case "warn":
      return level !== "pass";
    case "inconclusive":
      return level === "fail" || level === "inconclusive";
    default:
      return level === "fail";
  }
}
async function compareCommand(o, write) {
  const list = (v) => typeof v === "string" ? [v] : v;
  const cwd = process.cwd();
  const plans = planGates({
    contracts: expandContracts(list(o.contract), cwd, "--contract").map((c) => ({ path: resolve(c), label: c })),
    runs: parsePathMap(list(o.run), "--run"),
    baselines: o.baseline === void 0 || o.baseline.length === 0 ? null : parsePathMap(list(o.baseline), "--baseline"),
    names: { run: "--run", baseline: "--baseline" }
  });
  if (o.out) ensureDir(o.out, "--out");
  const results = [];
  for (const p of plans) {
    const contract = plans.length === 1 && typeof o.contract === "string" ? o.contract : p.contract.path;
    results.push(await runComparison(await comparisonOptions({ ...o, contract, run: p.run, baseline: p.baseline })));
  }
  if (o.out) {
    for (const r of results) {
      const dir = results.length > 1 ? join(o.out, r.report.gate) : o.out;
      for (const f of r.files) writeOutput(join(dir, f.name), f.content, "--out");
    }
  }
  if (o.format === "json") write(results.length === 1 ? results[0].reportJson : JSON.stringify(results.map((r) => JSON.parse(r.reportJson)), null, 2) + "\n");
  else if (o.format === "markdown") write(results.map((r) => r.markdown).join("\n"));
  else write(results.map((r) => renderTerminal(r.report, o.color) + "\n").join("\n"));
  return results.some((r) => failsCheck(r.report.verdict.level, o.failOn)) ? 1 : 0;
}
async function comparisonOptions(o) {
  const plain = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.root, workspace: o.workspace };
  if (!o.baseRef) return { ...plain, candidateDate: gitDate(dirname(resolve(o.contract))) };
  const root = gitRoot(dirname(resolve(o.contract)));
  if (!root) throw new InputError(`--base-ref ${o.baseRef}: ${o.contract} is not in a git repository`, {}, "run inside the repository, or drop --base-ref");
  const sha = gitCommit(root, o.baseRef);
  const reader = sha ? gitReader(root, sha) : null;
  if (!sha || !reader) throw new InputError(`--base-ref ${o.baseRef} is not a commit in ${root}`, {}, "fetch it first (git fetch origin main) or name another ref");
  const p = await prepareBaseComparison({
    repoRoot: root,
    reader,
    ref: sha,
    contract: resolve(o.contract),
    run: resolve(o.run),
    baseline: o.baseline ? resolve(o.baseline) : void 0
  });
  return {
    contract: p.contract,
    run: p.run,
    baseline: p.baseline,
    root: p.root,
    goalposts: p.goalposts,
    candidateDate: gitDate(root),
    refreshRun: p.runShown,
    workspace: p.goalposts.used === "head" ? o.workspace : p.root
  };
}
function packageRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, "examples", "help-center", "rankgate.yml"))) return dir;
    dir = resolve(dir, "..");
  }
  return process.cwd();
}
export {
  compareCommand,
  failsCheck,
  packageRoot
};
//# sourceMappingURL=chunk-QWH6RF6L.js.map
