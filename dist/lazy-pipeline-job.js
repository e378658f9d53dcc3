import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  expandContracts,
  parsePathMap,
  planGates
} from "./shared-pipeline-gates.js";
import {
  settlesWithin
} from "./shared-pipeline-wait-budget.js";
import {
  BaseUnavailable,
  LEVELS,
  RenderedOutputs,
  buildBaseline,
  confine,
  optionsAgainstBase,
  prepareBaseComparison,
  reaches,
  resultOf,
  runComparison
} from "./shared-yaml.js";
import {
  HISTORY_SCHEMA,
  historyFile,
  parseHistory,
  recordFromReport,
  trendOf
} from "./shared-pipeline-history.js";
import "./shared-version.js";
import {
  failureLine,
  failureSummary
} from "./shared-pipeline-failure.js";
import {
  gitDate,
  gitReader,
  repositoryRoot
} from "./shared-git-repo.js";
import "./shared-read-run.js";
import "./shared-threads-pool.js";
import {
  shellQuote
} from "./shared-compare-refresh.js";
import "./shared-numbers.js";
import {
  OUTPUT_FILES
} from "./shared-report-outputs.js";
import "./shared-report-escape.js";
import "./shared-compare-monte-carlo-wasm.js";
import "./shared-read-number.js";
import {
  InputError
} from "./shared-errors.js";
import {
  parseReport
} from "./shared-report-schema.js";
import "./shared-zod.js";
import "./shared-contract-choices.js";
import "./shared-runtime.js";

// src/pipeline/job.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join as join2, relative as relative2 } from "node:path";

// src/pipeline/amend.ts
function amendResult(result, patch) {
  return resultOf(result.outputs.withReport({ ...result.report, ...patch }));
}

// src/pipeline/outcome.ts
function annotationsFor(report, accepted = false, max = 10) {
  const worst = /* @__PURE__ */ new Map();
  for (const r of report.verdict.reasons) {
    if (r.level === "pass") continue;
    const prev = worst.get(r.slice);
    if (!prev || LEVELS.indexOf(r.level) > LEVELS.indexOf(prev.level)) worst.set(r.slice, r);
  }
  const all = [...worst.values()].map((r) => ({
    level: accepted ? "notice" : r.level === "fail" ? "error" : "warning",
    title: `rankgate ${report.gate}: ${accepted ? "accepted " : ""}${r.hidden ? "hidden regression" : r.level} in slice ${r.slice}`,
    message: r.message
  }));
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}
function outputsFor(gates, failOn) {
  if (gates.length === 0) {
    return {
      verdict: "",
      passed: "",
      regressions: "",
      "hidden-regressions": "",
      report: "",
      "comment-url": "",
      summary: "",
      accepted: "",
      verdicts: "{}"
    };
  }
  let worst = gates[0];
  for (const g of gates)
    if (LEVELS.indexOf(g.report.verdict.level) > LEVELS.indexOf(worst.report.verdict.level)) worst = g;
  const level = worst.report.verdict.level;
  const sum = (f) => String(gates.reduce((n, g) => n + f(g.report), 0));
  return {
    verdict: level,
    passed: String(!reaches(level, failOn === "never" ? "fail" : failOn)),
    regressions: sum((r) => r.verdict.regressions),
    "hidden-regressions": sum((r) => r.verdict.hiddenRegressions),
    report: worst.reportPath,
    "comment-url": worst.commentUrl ?? "",
    summary: gates.map((g) => gates.length > 1 ? `${g.report.gate}: ${g.report.verdict.summary}` : g.report.verdict.summary).join("; "),
    accepted: String(gates.some((g) => isAccepted(g.report, failOn))),
    verdicts: JSON.stringify(
      Object.fromEntries(
        gates.map((g) => [g.report.gate, g.report.verdict.level]).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
      )
    )
  };
}
function isAccepted(report, failOn) {
  return (report.acceptance ?? null) !== null && reaches(report.verdict.level, failOn === "never" ? "fail" : failOn);
}

// src/pipeline/refresh.ts
import { relative, isAbsolute } from "node:path";
var rel = (root, p) => {
  const r = relative(root, p);
  return r === "" || r.startsWith("..") || isAbsolute(r) ? null : r.split("\\").join("/");
};
var fromRoot = (root, p) => {
  const r = relative(root, p);
  return r === "" || isAbsolute(r) ? null : r.split("\\").join("/");
};
async function refreshAfterAccept(o) {
  const contract = rel(o.repoRoot, o.contract);
  const runs = (typeof o.run === "string" ? [o.run] : o.run).map((r) => fromRoot(o.repoRoot, r));
  const override = o.baseline ? fromRoot(o.repoRoot, o.baseline) : null;
  if (contract === null || runs.some((r) => r === null)) return null;
  const built = await buildBaseline({
    contract: o.contract,
    run: o.run,
    out: o.baseline,
    commit: o.head.sha ?? void 0,
    date: o.head.date ?? void 0,
    root: o.workspace
  });
  const path = rel(o.repoRoot, built.path);
  if (path === null) {
    o.log.warning(
      `rankgate: the contract's baseline ${built.path} lies outside the repository; the refreshed baseline is not committed.`
    );
    return null;
  }
  const command = [
    "npx rankgate baseline",
    "--contract",
    shellQuote(contract),
    ...runs.flatMap((r) => ["--run", shellQuote(r)]),
    ...override !== null ? ["--out", shellQuote(override)] : [],
    ...o.head.sha ? ["--commit", o.head.sha] : [],
    ...o.head.date ? ["--date", shellQuote(o.head.date)] : []
  ].join(" ");
  const suggested = { command, path, status: "suggested", branch: o.branch, commit: null };
  if (o.skip !== null) {
    o.log.warning(
      `rankgate: refresh-on-accept skipped: ${o.skip} The comment gives the command that refreshes the baseline.`
    );
    return suggested;
  }
  if (o.commit === null || o.branch === null) return suggested;
  if (built.renamed) {
    o.log.warning(
      `rankgate: the refreshed baseline is over 20 MiB, so it would be gzipped as ${path}, which the contract does not name; it is not committed (point baseline: at ${path} first).`
    );
    return suggested;
  }
  try {
    const res = await o.commit.commitFile({
      branch: o.branch,
      path,
      message: `rankgate: refresh the baseline ${path} with the accepted candidate`,
      next: (current) => current?.equals(built.bytes) ? null : built.bytes
    });
    if (res.commit === null) {
      o.log.info(`rankgate: the baseline ${path} on ${o.branch} already holds this candidate's ranking`);
      return { ...suggested, status: "current" };
    }
    o.log.info(`rankgate: committed the refreshed baseline ${path} to ${o.branch} (${res.commit.slice(0, 12)})`);
    return { ...suggested, status: "committed", commit: res.commit };
  } catch (e) {
    const fix = o.commit.writeFailure(
      e,
      o.branch,
      "or run the command the comment gives and push the baseline yourself.",
      o.commit.words.refreshWrite
    );
    o.log.warning(
      `rankgate could not commit the refreshed baseline ${path} to ${o.branch} (${o.commit.describeError(e)}); the verdict is unchanged and the comment gives the command. ${fix}`
    );
    return suggested;
  }
}

// src/pipeline/run-copy.ts
import { copyFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
var RUN_IN_ARTIFACT_MAX = 100 * 1024 * 1024;
function copyRun(forge, run, dir, files, reportFiles) {
  try {
    const size = statSync(run).size;
    if (size > RUN_IN_ARTIFACT_MAX) {
      forge.info(
        `rankgate: the candidate run (${size} bytes) is over ${RUN_IN_ARTIFACT_MAX} bytes, so the artifact does not hold a copy`
      );
      return null;
    }
    let name = basename(run);
    if (reportFiles.has(name) || name.startsWith(".")) name = `candidate-${name.replace(/^\.+/, "")}`;
    copyFileSync(run, join(dir, name));
    files.push(name);
    return name;
  } catch (e) {
    forge.info(`rankgate: the candidate run was not copied into the artifact (${forge.describeError(e)})`);
    return null;
  }
}

// src/pipeline/job.ts
var GATE_ID = /^[A-Za-z0-9._-]+$/;
var REPORT_FILES = new Set(OUTPUT_FILES);
async function runJob(forge, settings, onError = () => {
}) {
  try {
    return await job(forge, settings);
  } catch (e) {
    const line = failureLine(e);
    await forge.summary(failureSummary(line));
    forge.fail(`rankgate: ${line}`);
    onError(e);
    return { status: 1, abandoned: false };
  }
}
async function job(forge, s) {
  const ev = forge.event;
  const wd = inWorkspace(s.workspace, s.workspace, s.workingDirectory, "working-directory", forge.words.workspace);
  let gates;
  if (ev.kind === "follow-up" && s.run.trim() === "") {
    gates = await handedOverReports(forge, s);
  } else {
    const plans = gatePlans(s, wd, forge.words.workspace);
    s.checkPlans?.(plans);
    const acceptance = await acceptanceOf(forge, s);
    gates = [];
    for (const plan of plans) gates.push(await compareGate(forge, s, plan, wd, acceptance));
  }
  for (const g of gates) {
    await forge.summary(g.markdown);
    if (g.local) {
      const { shown, more } = annotationsFor(g.report, isAccepted(g.report, s.failOn), forge.maxAnnotations);
      forge.annotate(shown, g.contractFile);
      if (more > 0) forge.info(`rankgate: ${more} more slices did not pass; see the job summary`);
    }
  }
  const { urls, abandoned } = await publish(forge, s, gates);
  const published = gates.map((g) => ({
    report: g.report,
    reportPath: join2(g.dir, "report.json"),
    commentUrl: urls.get(g) ?? null
  }));
  const outputs = outputsFor(published, s.failOn);
  forge.setOutputs({ ...outputs });
  if (published.length === 0) {
    forge.info("rankgate: no report to publish");
    return { status: 0, abandoned };
  }
  const accepted = published.filter((p) => isAccepted(p.report, s.failOn));
  const failed = published.filter((p) => reaches(p.report.verdict.level, s.failOn) && !accepted.includes(p));
  if (failed.length > 0) forge.fail(`rankgate: ${outputs.summary}`);
  else if (accepted.length > 0) {
    const a = accepted[0].report.acceptance;
    forge.info(`rankgate: accepted (label "${a.label}"${a.by ? ` added by ${a.by}` : ""}): ${outputs.summary}`);
  } else forge.info(`rankgate: ${outputs.summary}`);
  for (const p of published) {
    if (p.report.baseline.stale) {
      forge.warning(
        `rankgate ${p.report.gate}: the baseline is ${p.report.baseline.ageDays} days old, older than baseline_max_age (${p.report.baseline.maxAgeDays} days); refresh it with rankgate baseline`
      );
    }
    const st = p.report.trend?.stale;
    if (st)
      forge.warning(
        `rankgate ${p.report.gate}: the baseline is stale: main's latest record (${st.commit.slice(0, 12)}) has ${st.measure} ${st.recorded.toFixed(4)} on all queries, the baseline ${st.baseline.toFixed(4)}; refresh it: ${st.command}`
      );
  }
  return { status: failed.length > 0 ? 1 : 0, abandoned };
}
async function publish(forge, s, gates) {
  const urls = /* @__PURE__ */ new Map();
  const budget = forge.budget;
  let stopped = false;
  const publishing = budget.exhausted ? Promise.resolve() : budget.wait(async () => {
    for (const g of gates) {
      if (stopped) return;
      if (g.local && g.handOver !== null) {
        const why = forge.handOverUnavailable();
        if (why)
          forge.info(
            `rankgate: artifact "${g.handOver}" skipped: ${why}. The report is at ${join2(g.dir, "report.json")}.`
          );
        else {
          const uploaded = await forge.handOver(g.handOver, g.dir, g.files);
          if (uploaded) {
            g.context = forge.reportContext({ artifact: g.context.artifact ?? null, uploaded });
            g.outputs = g.outputs.withView({ context: g.context });
            g.markdown = g.outputs.get("report.md");
          }
        }
      }
      if (stopped) return;
      urls.set(
        g,
        s.comment === "off" ? null : await forge.upsertNote({
          gate: g.report.gate,
          markdown: g.markdown,
          summary: g.report.verdict.summary,
          mode: s.comment === "new" ? "new" : "update",
          create: s.commentOn === "always" || g.report.verdict.level !== "pass"
        })
      );
    }
  });
  let abandoned = false;
  if (!await settlesWithin(publishing, s.publishDeadlineS * 1e3, budget.signal) && !budget.exhausted) {
    abandoned = stopped = true;
    forge.abandon();
    forge.warning(
      `rankgate: publishing the artifact and the comment did not finish within ${s.publishDeadlineS} s (${forge.words.service} did not answer in time); the verdict, the outputs and the job summary stand, the comment may be missing or out of date.`
    );
  }
  if (budget.exhausted) {
    abandoned = stopped = true;
    forge.abandon();
    forge.warning(
      `rankgate: ${forge.words.service} did not answer within the ${budget.totalMs / 1e3} s this job waits on it in total (${forge.words.budgetVariable}); what was left undone was skipped. The verdict, the outputs and the job summary stand; the comment may be missing or out of date.`
    );
  }
  return { urls, abandoned };
}
function inWorkspace(workspace, base, input, name, fix) {
  try {
    return confine(input, base, { root: workspace, name: "the workspace", fix }, `input "${name}"`);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`input "${name}" cannot be resolved: ${e.message}`);
  }
}
function gatePlans(s, wd, fix) {
  const contracts = expandContracts(s.contract, wd).map((c) => ({
    path: inWorkspace(s.workspace, wd, c, "contract", fix),
    label: c
  }));
  return planGates({
    contracts,
    runs: parsePathMap(s.run, 'input "run"'),
    baselines: s.baseline === void 0 ? null : parsePathMap(s.baseline, 'input "baseline"'),
    names: { run: 'input "run"', baseline: 'input "baseline"' },
    // Several run lines for one gate are the shards of one run, as a glob's matches are.
    several: true
  });
}
async function acceptanceOf(forge, s) {
  if (forge.event.kind !== "change" || s.acceptLabel === "") return null;
  const by = await forge.labelAddedBy(s.acceptLabel);
  return by === void 0 ? null : { label: s.acceptLabel, by };
}
async function compareGate(forge, s, plan, wd, acceptance) {
  const ev = forge.event;
  const { workspace } = s;
  const contract = plan.contract.path;
  const runFiles = plan.runs.map((r) => inWorkspace(workspace, wd, r, "run", forge.words.workspace));
  const runFile = runFiles.length === 1 ? runFiles[0] : runFiles;
  const baseline = plan.baseline === void 0 ? void 0 : inWorkspace(workspace, wd, plan.baseline, "baseline", forge.words.workspace);
  const repoRoot = repositoryRoot(contract, workspace);
  let result = await compare(forge, {
    contract,
    run: runFile,
    baseline,
    workspace,
    repoRoot,
    tmpParent: dirname(s.outRoot),
    acceptance
  });
  const gate = result.report.gate;
  if (ev.kind === "change" && s.historyBranch !== "") {
    const trend = await trendFor(forge, s, result.report);
    if (trend) result = amendResult(result, { trend });
  }
  if (ev.kind === "change" && result.report.acceptance !== null && result.report.verdict.level !== "pass") {
    const acceptedRefresh = await refreshFor(forge, s, ev, {
      contract,
      run: runFile,
      baseline,
      workspace,
      repoRoot: repoRoot ?? workspace
    });
    if (acceptedRefresh) result = amendResult(result, { acceptedRefresh });
  }
  if (ev.kind === "push" && ev.toDefault && s.historyBranch !== "") await recordHistory(forge, s, ev, result.report);
  const dir = join2(s.outRoot, gate);
  mkdirSync(dir, { recursive: true });
  const handOver = forge.handOverName(gate);
  const available = handOver !== null && forge.handOverUnavailable() === null;
  const files = [...REPORT_FILES].sort();
  const runCopy = available && typeof runFile === "string" ? copyRun(forge, runFile, dir, files, REPORT_FILES) : null;
  const context = forge.reportContext({ artifact: available ? { name: handOver, runFile: runCopy } : null });
  const outputs = result.outputs.withView({ context });
  for (const f of outputs.files()) writeFileSync(join2(dir, f.name), f.content);
  return {
    report: result.report,
    outputs,
    markdown: outputs.get("report.md"),
    dir,
    files,
    local: true,
    contractFile: relative2(repoRoot ?? workspace, contract).split("\\").join("/"),
    context,
    handOver
  };
}
async function trendFor(forge, s, report) {
  const file = historyFile(report.gate);
  const text = await forge.readHistory(s.historyBranch, report.gate, file);
  if (text === void 0) return null;
  if (text === null) {
    forge.info(
      `rankgate: no history yet at ${file} on branch ${s.historyBranch} (it is written on pushes to the default branch)`
    );
    return null;
  }
  const parsed = parseHistory(text);
  if (parsed.skipped.length > 0) {
    forge.info(
      `rankgate: ${parsed.skipped.length} line(s) of ${file} are not ${HISTORY_SCHEMA} records and were skipped (first: line ${parsed.skipped[0].line}, ${parsed.skipped[0].why})`
    );
  }
  return trendOf(report, parsed.records, { last: s.trendPoints, branch: s.historyBranch, file });
}
async function refreshFor(forge, s, ev, paths) {
  let date = null;
  if (ev.headSha) date = gitDate(paths.repoRoot, ev.headSha) ?? await forge.commitDate(ev.headSha);
  const skip = s.refreshOnAccept ? forge.cannotCommit() ?? (ev.headRef === null ? "the event names no head branch." : null) : null;
  return refreshAfterAccept({
    ...paths,
    head: { sha: ev.headSha, date },
    branch: ev.headRef,
    commit: s.refreshOnAccept && skip === null ? forge : null,
    skip,
    log: forge
  });
}
async function recordHistory(forge, s, ev, report) {
  const file = historyFile(report.gate);
  const fix = forge.words.historyWrite;
  const commit = ev.commit;
  const date = (commit ? gitDate(s.workspace, commit) : void 0) ?? ev.timestamp;
  if (!commit || !date) {
    forge.warning(`rankgate: the push names no commit${commit ? " date" : ""}, so no history was recorded`);
    return;
  }
  if (forge.words.noApi) {
    forge.warning(`rankgate: ${forge.words.noApi.why}, so main's history was not recorded. ${fix}`);
    return;
  }
  try {
    const record = recordFromReport(report, { commit, date, branch: ev.branch });
    const res = await forge.appendHistory(s.historyBranch, record);
    const retried = res.conflicts > 0 ? ` after ${res.conflicts} conflicting update${res.conflicts === 1 ? "" : "s"}` : "";
    if (res.action === "already-recorded")
      forge.info(
        `rankgate: ${file} on ${s.historyBranch} already has commit ${commit.slice(0, 12)} under this contract`
      );
    else
      forge.info(
        `rankgate: history ${res.action === "created-branch" ? `branch ${s.historyBranch} created with` : "appended to"} ${file} (${res.commit.slice(0, 12)})${retried}`
      );
  } catch (e) {
    const advice = forge.writeFailure(e, s.historyBranch, "or set `history-branch:` to a branch no rule covers.", fix);
    forge.warning(
      `rankgate could not record main's history in ${file} on branch ${s.historyBranch} (${forge.describeError(e)}); the verdict is unchanged. ${advice}`
    );
  }
}
async function compare(forge, o) {
  const ev = forge.event;
  const w = forge.words;
  const head = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.workspace, acceptance: o.acceptance };
  const root = o.repoRoot ?? o.workspace;
  const candidateDate = gitDate(root);
  const baseSha = ev.kind === "change" ? ev.baseSha : null;
  if (baseSha === null) return runComparison({ ...head, candidateDate });
  const at = `the base commit ${baseSha.slice(0, 12)}`;
  let reader = o.repoRoot ? gitReader(o.repoRoot, baseSha) : null;
  reader ??= await forge.baseReader(baseSha, ev.kind === "change" ? ev.number : null);
  if (!reader) {
    throw new BaseUnavailable(
      `${at} is not in the checkout and ${w.noApi?.why ?? `${w.service} cannot serve it`}, so the gate cannot read the base's contract, judgments, slices and baseline to hold this PR to them`,
      {},
      `${w.fetchBase}, or ${w.noApi?.fix ?? w.readAccess}`
    );
  }
  const sub = o.repoRoot ? relative2(o.workspace, o.repoRoot).split("\\").join("/") : "";
  const where = !o.repoRoot ? "relative to the workspace, as no git checkout holds the contract" : sub ? `relative to the repository root, ${sub}/ in the workspace` : "relative to the repository root, the workspace";
  let prepared;
  try {
    prepared = await prepareBaseComparison({
      repoRoot: root,
      reader,
      ref: baseSha,
      contract: o.contract,
      run: o.run,
      baseline: o.baseline,
      tmpParent: o.tmpParent,
      ...o.acceptance ? { acceptedBy: o.acceptance.label } : {}
    });
  } catch (e) {
    if (e instanceof BaseUnavailable) {
      throw new BaseUnavailable(
        `${e.message}; the paths asked of ${w.service} are ${where}`,
        {},
        `${w.fetchBase}; if the PR does add the file, ${w.listChangedFiles}`
      );
    }
    if (e instanceof InputError) throw e;
    if (forge.budget.exhausted) {
      throw new InputError(
        `${w.service} did not serve the base commit ${baseSha.slice(0, 12)}'s evaluation files within the ${forge.budget.totalMs / 1e3} s this job waits on it (${forge.describeError(e)})`,
        {},
        w.budgetFix
      );
    }
    throw new BaseUnavailable(
      `the evaluation files at ${at} could not be read (${forge.describeError(e)}), so the gate cannot hold this PR to the base's contract, judgments, slices and baseline`,
      {},
      `${w.readAccess}, or ${w.fetchBase}`
    );
  }
  try {
    forge.info(
      `rankgate: evaluation files read at ${at} with ${reader.source === "git" ? "git" : "the contents API"}; the gate uses the ${prepared.goalposts.used === "base" ? "base" : "PR's"} versions${prepared.goalposts.changed ? " (this PR changes them)" : ""}`
    );
    return await runComparison(
      optionsAgainstBase(prepared, { workspace: o.workspace, candidateDate, acceptance: o.acceptance })
    );
  } finally {
    prepared.cleanup();
  }
}
async function handedOverReports(forge, s) {
  const gates = [];
  for (const h of await forge.handedOver(join2(s.outRoot, "from-run"))) {
    let report;
    try {
      report = parseReport(readFileSync(join2(h.dir, "report.json"), "utf8"));
    } catch (e) {
      throw new InputError(
        `artifact "${h.name}" of run ${forge.event.kind === "follow-up" ? forge.event.runId : ""} holds no valid rankgate report (${forge.describeError(e)})`,
        {},
        "use the same rankgate version in both workflows"
      );
    }
    if (!GATE_ID.test(report.gate) || h.gate !== null && h.gate !== report.gate) {
      throw new InputError(
        `artifact "${h.name}" holds a report for gate "${report.gate}", which does not match its name`
      );
    }
    const runCopy = readdirSync(h.dir).find((f) => !REPORT_FILES.has(f)) ?? null;
    const context = { ...h.context, artifact: { name: h.name, runFile: runCopy } };
    const outputs = await RenderedOutputs.of({ report, queryLabels: null, context, color: false });
    gates.push({
      report,
      outputs,
      markdown: outputs.get("report.md"),
      dir: h.dir,
      files: ["report.json"],
      local: false,
      context,
      handOver: null
    });
  }
  return gates;
}
export {
  REPORT_FILES,
  inWorkspace,
  runJob
};
