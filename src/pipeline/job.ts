import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { reaches } from '../compare/levels.js';
import { InputError } from '../errors.js';
import { gitDate, gitReader, repositoryRoot, type BaseReader } from '../git/repo.js';
import { confine } from '../read/paths.js';
import type { ReportContext } from '../report/next-steps.js';
import { OUTPUT_FILES } from '../report/outputs.js';
import { RenderedOutputs } from '../report/rendered.js';
import { parseReport, type Report } from '../report/schema.js';
import { amendResult } from './amend.js';
import { BaseUnavailable, optionsAgainstBase, prepareBaseComparison } from './base.js';
import { runComparison, type CompareResult } from './compare.js';
import type { Forge } from './forge.js';
import { failureLine, failureSummary } from './failure.js';
import { expandContracts, parsePathMap, planGates, type GatePlan } from './gates.js';
import { HISTORY_SCHEMA, historyFile, parseHistory, recordFromReport, trendOf } from './history.js';
import { annotationsFor, isAccepted, outputsFor, type FailOn } from './outcome.js';
import { refreshAfterAccept } from './refresh.js';
import { settlesWithin } from './wait-budget.js';
import { copyRun } from './run-copy.js';

/**
 * The job a CI step runs on a forge, once for every forge: the gates, each compared against the base commit's
 * evaluation files (fail closed), main's trend, the baseline refresh after an accepted regression, the history record
 * on a push to the default branch, the report files; then publishing under one deadline, and the verdict as the step's
 * outcome. Everything the forge does goes through `Forge`: this file knows no runner, environment variable or API.
 */

/** What the job is asked to do: the step's settings, already validated by the forge's entry. */
export interface JobSettings {
  /** One contract path per line, or globs. */
  contract: string;
  /** One path, or `gate=path` lines; empty only for a follow-up job that publishes handed-over reports. */
  run: string;
  baseline?: string;
  comment: 'update' | 'new' | 'off';
  commentOn: 'always' | 'not-pass';
  failOn: FailOn;
  workingDirectory: string;
  acceptLabel: string;
  historyBranch: string;
  trendPoints: number;
  refreshOnAccept: boolean;
  /** The checkout: every path the settings name must stay inside it. */
  workspace: string;
  /** Where the report files are written (one folder per gate), and the base files' temp folders beside it. */
  outRoot: string;
  /** Seconds publishing (hand-over and notes) may take before it is given up. */
  publishDeadlineS: number;
  /** Checks made once the gates are known (the forge's own rules for its settings, e.g. one artifact name per gate). */
  checkPlans?: (plans: readonly GatePlan[]) => void;
}

/** Gate ids as the contract schema allows them; a report handed over by another job is checked again. */
const GATE_ID = /^[A-Za-z0-9._-]+$/;

/** Report files a hand-over may hold; the candidate run's copy takes another name. */
export const REPORT_FILES: ReadonlySet<string> = new Set(OUTPUT_FILES);

/** One gate's report, ready to publish. */
interface GateResult {
  report: Report;
  /** The report's outputs under `context`, each rendered once. */
  outputs: RenderedOutputs;
  markdown: string;
  /** Folder holding report.json and the other files. */
  dir: string;
  files: string[];
  /** true when the report was computed here (so it gets annotations and is handed over). */
  local: boolean;
  /** The contract, relative to the repository root (a checkout may sit in a sub-folder of the workspace): annotations point at it. */
  contractFile?: string;
  /** Links and commands for the renderers: never part of the report JSON. */
  context: ReportContext;
  /** The name the files are handed over under (null: not handed over). */
  handOver: string | null;
}

/** How the job ended: the exit status, and whether waiting on the forge was given up (requests may still be open). */
export interface JobOutcome {
  status: 0 | 1;
  abandoned: boolean;
}

/**
 * Runs the job; an input error or a failure ends it with one line in the summary and a failed step, never a stack
 * trace (`onError` sees the error itself, e.g. to log its stack in debug mode).
 */
export async function runJob(
  forge: Forge,
  settings: JobSettings,
  onError: (e: unknown) => void = () => {},
): Promise<JobOutcome> {
  try {
    return await job(forge, settings);
  } catch (e) {
    // The job summary is where people look: a failure is written there too, in one line.
    const line = failureLine(e);
    await forge.summary(failureSummary(line));
    forge.fail(`rankgate: ${line}`);
    onError(e);
    return { status: 1, abandoned: false };
  }
}

async function job(forge: Forge, s: JobSettings): Promise<JobOutcome> {
  const ev = forge.event;
  const wd = inWorkspace(s.workspace, s.workspace, s.workingDirectory, 'working-directory', forge.words.workspace);
  let gates: GateResult[];
  if (ev.kind === 'follow-up' && s.run.trim() === '') {
    gates = await handedOverReports(forge, s);
  } else {
    const plans = gatePlans(s, wd, forge.words.workspace);
    s.checkPlans?.(plans);
    const acceptance = await acceptanceOf(forge, s);
    gates = [];
    for (const plan of plans) gates.push(await compareGate(forge, s, plan, wd, acceptance));
  }

  // Summaries and annotations first: local, they cannot hang, and they are the fallback for what follows. The summary
  // links to the run (whose page lists the hand-overs); the note, posted after the upload, links to them too.
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
    reportPath: join(g.dir, 'report.json'),
    commentUrl: urls.get(g) ?? null,
  }));
  const outputs = outputsFor(published, s.failOn);
  forge.setOutputs({ ...outputs });
  if (published.length === 0) {
    forge.info('rankgate: no report to publish');
    return { status: 0, abandoned };
  }
  const accepted = published.filter((p) => isAccepted(p.report, s.failOn));
  const failed = published.filter((p) => reaches(p.report.verdict.level, s.failOn) && !accepted.includes(p));
  if (failed.length > 0) forge.fail(`rankgate: ${outputs.summary}`);
  else if (accepted.length > 0) {
    const a = accepted[0]!.report.acceptance!;
    forge.info(`rankgate: accepted (label "${a.label}"${a.by ? ` added by ${a.by}` : ''}): ${outputs.summary}`);
  } else forge.info(`rankgate: ${outputs.summary}`);
  for (const p of published) {
    if (p.report.baseline.stale) {
      forge.warning(
        `rankgate ${p.report.gate}: the baseline is ${p.report.baseline.ageDays} days old, older than baseline_max_age (${p.report.baseline.maxAgeDays} days); refresh it with rankgate baseline`,
      );
    }
    const st = p.report.trend?.stale;
    if (st)
      forge.warning(
        `rankgate ${p.report.gate}: the baseline is stale: main's latest record (${st.commit.slice(0, 12)}) has ${st.measure} ${st.recorded.toFixed(4)} on all queries, the baseline ${st.baseline.toFixed(4)}; refresh it: ${st.command}`,
      );
  }
  return { status: failed.length > 0 ? 1 : 0, abandoned };
}

/**
 * Hands the report files over and posts the notes, under one deadline and the forge's budget: a forge that does not
 * answer costs a warning, never the job's time. The verdict, the outputs and the summary do not depend on it.
 */
async function publish(
  forge: Forge,
  s: JobSettings,
  gates: GateResult[],
): Promise<{ urls: Map<GateResult, string | null>; abandoned: boolean }> {
  const urls = new Map<GateResult, string | null>();
  const budget = forge.budget;
  let stopped = false;
  const publishing = budget.exhausted
    ? Promise.resolve()
    : budget.wait(async () => {
        for (const g of gates) {
          if (stopped) return;
          if (g.local && g.handOver !== null) {
            const why = forge.handOverUnavailable();
            if (why)
              forge.info(
                `rankgate: artifact "${g.handOver}" skipped: ${why}. The report is at ${join(g.dir, 'report.json')}.`,
              );
            else {
              const uploaded = await forge.handOver(g.handOver, g.dir, g.files);
              if (uploaded) {
                g.context = forge.reportContext({ artifact: g.context.artifact ?? null, uploaded });
                g.outputs = g.outputs.withView({ context: g.context });
                g.markdown = g.outputs.get('report.md');
              }
            }
          }
          if (stopped) return;
          urls.set(
            g,
            s.comment === 'off'
              ? null
              : await forge.upsertNote({
                  gate: g.report.gate,
                  markdown: g.markdown,
                  summary: g.report.verdict.summary,
                  mode: s.comment === 'new' ? 'new' : 'update',
                  create: s.commentOn === 'always' || g.report.verdict.level !== 'pass',
                }),
          );
        }
      });
  let abandoned = false;
  if (!(await settlesWithin(publishing, s.publishDeadlineS * 1000, budget.signal)) && !budget.exhausted) {
    abandoned = stopped = true;
    forge.abandon();
    forge.warning(
      `rankgate: publishing the artifact and the comment did not finish within ${s.publishDeadlineS} s (${forge.words.service} did not answer in time); the verdict, the outputs and the job summary stand, the comment may be missing or out of date.`,
    );
  }
  if (budget.exhausted) {
    abandoned = stopped = true;
    forge.abandon();
    forge.warning(
      `rankgate: ${forge.words.service} did not answer within the ${budget.totalMs / 1000} s this job waits on it in total (${forge.words.budgetVariable}); what was left undone was skipped. The verdict, the outputs and the job summary stand; the comment may be missing or out of date.`,
    );
  }
  return { urls, abandoned };
}

/**
 * Resolves a setting's path against `base` and refuses anything that escapes the workspace (`../`, an absolute path
 * elsewhere, or a symlink pointing out): the workspace is the trust boundary, the job reads files there and nowhere else.
 */
export function inWorkspace(workspace: string, base: string, input: string, name: string, fix: string): string {
  try {
    return confine(input, base, { root: workspace, name: 'the workspace', fix }, `input "${name}"`);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`input "${name}" cannot be resolved: ${(e as Error).message}`);
  }
}

/** The gates of this step: the contracts (one per line, or globs) with the run (and baseline) each is compared with. */
function gatePlans(s: JobSettings, wd: string, fix: string): GatePlan[] {
  const contracts = expandContracts(s.contract, wd).map((c) => ({
    path: inWorkspace(s.workspace, wd, c, 'contract', fix),
    label: c,
  }));
  return planGates({
    contracts,
    runs: parsePathMap(s.run, 'input "run"'),
    baselines: s.baseline === undefined ? null : parsePathMap(s.baseline, 'input "baseline"'),
    names: { run: 'input "run"', baseline: 'input "baseline"' },
    // Several run lines for one gate are the shards of one run, as a glob's matches are.
    several: true,
  });
}

/** The accept label on the change request, and who added it; null without the label. */
async function acceptanceOf(forge: Forge, s: JobSettings): Promise<Report['acceptance']> {
  if (forge.event.kind !== 'change' || s.acceptLabel === '') return null;
  const by = await forge.labelAddedBy(s.acceptLabel);
  return by === undefined ? null : { label: s.acceptLabel, by };
}

/**
 * One gate: the comparison; on a change request, main's trend from the data branch and, after an accepted regression,
 * the baseline refresh; on a push to the default branch, the history record. Then the report files on disk.
 */
async function compareGate(
  forge: Forge,
  s: JobSettings,
  plan: GatePlan,
  wd: string,
  acceptance: Report['acceptance'],
): Promise<GateResult> {
  const ev = forge.event;
  const { workspace } = s;
  const contract = plan.contract.path;
  const runFiles = plan.runs.map((r) => inWorkspace(workspace, wd, r, 'run', forge.words.workspace));
  // One path (a file, or a glob of shards) or several lines of shards: the comparison reads them as one run.
  const runFile = runFiles.length === 1 ? runFiles[0]! : runFiles;
  const baseline =
    plan.baseline === undefined
      ? undefined
      : inWorkspace(workspace, wd, plan.baseline, 'baseline', forge.words.workspace);
  // Paths sent to the forge are relative to the repository, which may be checked out in a sub-folder of the workspace:
  // git says where its root is, also in a shallow clone. Without git, the workspace.
  const repoRoot = repositoryRoot(contract, workspace);
  let result = await compare(forge, {
    contract,
    run: runFile,
    baseline,
    workspace,
    repoRoot,
    tmpParent: dirname(s.outRoot),
    acceptance,
  });
  const gate = result.report.gate;

  if (ev.kind === 'change' && s.historyBranch !== '') {
    const trend = await trendFor(forge, s, result.report);
    if (trend) result = amendResult(result, { trend });
  }
  if (ev.kind === 'change' && result.report.acceptance !== null && result.report.verdict.level !== 'pass') {
    const acceptedRefresh = await refreshFor(forge, s, ev, {
      contract,
      run: runFile,
      baseline,
      workspace,
      repoRoot: repoRoot ?? workspace,
    });
    if (acceptedRefresh) result = amendResult(result, { acceptedRefresh });
  }
  if (ev.kind === 'push' && ev.toDefault && s.historyBranch !== '') await recordHistory(forge, s, ev, result.report);

  const dir = join(s.outRoot, gate);
  mkdirSync(dir, { recursive: true });
  // The hand-over gets a copy of the run; the note and report.html get the run's links and the hand-over's commands.
  const handOver = forge.handOverName(gate);
  const available = handOver !== null && forge.handOverUnavailable() === null;
  const files = [...REPORT_FILES].sort();
  const runCopy = available && typeof runFile === 'string' ? copyRun(forge, runFile, dir, files, REPORT_FILES) : null;
  const context = forge.reportContext({ artifact: available ? { name: handOver, runFile: runCopy } : null });
  const outputs = result.outputs.withView({ context });
  for (const f of outputs.files()) writeFileSync(join(dir, f.name), f.content);
  return {
    report: result.report,
    outputs,
    markdown: outputs.get('report.md'),
    dir,
    files,
    local: true,
    contractFile: relative(repoRoot ?? workspace, contract)
      .split('\\')
      .join('/'),
    context,
    handOver,
  };
}

/** Main's trend for the change's note, from `<gate>/history.jsonl` on the data branch; nothing when it cannot be read. */
async function trendFor(forge: Forge, s: JobSettings, report: Report): Promise<Report['trend']> {
  const file = historyFile(report.gate);
  const text = await forge.readHistory(s.historyBranch, report.gate, file);
  if (text === undefined) return null;
  if (text === null) {
    forge.info(
      `rankgate: no history yet at ${file} on branch ${s.historyBranch} (it is written on pushes to the default branch)`,
    );
    return null;
  }
  const parsed = parseHistory(text);
  if (parsed.skipped.length > 0) {
    forge.info(
      `rankgate: ${parsed.skipped.length} line(s) of ${file} are not ${HISTORY_SCHEMA} records and were skipped (first: line ${parsed.skipped[0]!.line}, ${parsed.skipped[0]!.why})`,
    );
  }
  return trendOf(report, parsed.records, { last: s.trendPoints, branch: s.historyBranch, file });
}

/** The baseline refresh after an accepted regression: the command, and with refresh-on-accept the commit to the change's branch. */
async function refreshFor(
  forge: Forge,
  s: JobSettings,
  ev: Extract<Forge['event'], { kind: 'change' }>,
  paths: { contract: string; run: string | readonly string[]; baseline?: string; workspace: string; repoRoot: string },
): Promise<Report['acceptedRefresh']> {
  let date: string | null = null;
  if (ev.headSha) date = gitDate(paths.repoRoot, ev.headSha) ?? (await forge.commitDate(ev.headSha));
  const skip = s.refreshOnAccept
    ? (forge.cannotCommit() ?? (ev.headRef === null ? 'the event names no head branch.' : null))
    : null;
  return refreshAfterAccept({
    ...paths,
    head: { sha: ev.headSha, date },
    branch: ev.headRef,
    commit: s.refreshOnAccept && skip === null ? forge : null,
    skip,
    log: forge,
  });
}

/** Appends this push's record to the gate's history; any failure is a warning, never a failed job. */
async function recordHistory(
  forge: Forge,
  s: JobSettings,
  ev: Extract<Forge['event'], { kind: 'push' }>,
  report: Report,
): Promise<void> {
  const file = historyFile(report.gate);
  const fix = forge.words.historyWrite;
  const commit = ev.commit;
  // The commit's own date: from git when the checkout has it, else from the push event. Never the clock.
  const date = (commit ? gitDate(s.workspace, commit) : undefined) ?? ev.timestamp;
  if (!commit || !date) {
    forge.warning(`rankgate: the push names no commit${commit ? ' date' : ''}, so no history was recorded`);
    return;
  }
  if (forge.words.noApi) {
    forge.warning(`rankgate: ${forge.words.noApi.why}, so main's history was not recorded. ${fix}`);
    return;
  }
  try {
    const record = recordFromReport(report, { commit, date, branch: ev.branch });
    const res = await forge.appendHistory(s.historyBranch, record);
    const retried =
      res.conflicts > 0 ? ` after ${res.conflicts} conflicting update${res.conflicts === 1 ? '' : 's'}` : '';
    if (res.action === 'already-recorded')
      forge.info(
        `rankgate: ${file} on ${s.historyBranch} already has commit ${commit.slice(0, 12)} under this contract`,
      );
    else
      forge.info(
        `rankgate: history ${res.action === 'created-branch' ? `branch ${s.historyBranch} created with` : 'appended to'} ${file} (${res.commit!.slice(0, 12)})${retried}`,
      );
  } catch (e) {
    const advice = forge.writeFailure(e, s.historyBranch, 'or set `history-branch:` to a branch no rule covers.', fix);
    forge.warning(
      `rankgate could not record main's history in ${file} on branch ${s.historyBranch} (${forge.describeError(e)}); the verdict is unchanged. ${advice}`,
    );
  }
}

/**
 * Runs the comparison. On a change request the contract, judgments, slices and baseline are those of its base commit
 * (read with git when the checkout has that commit, else through the forge's API), and the report says what the change
 * did to them: a change cannot move its own goalposts. Elsewhere, the workspace's files.
 *
 * Fail closed: when the base commit's files cannot be read, or a file the forge does not find at the base is not one
 * the change adds, the step fails and says what to fix; the change's own versions are never used in their place.
 */
async function compare(
  forge: Forge,
  o: {
    contract: string;
    run: string | readonly string[];
    baseline?: string;
    workspace: string;
    /** The repository's root in the checkout (null: no git; the workspace is taken for it). */
    repoRoot: string | null;
    /** Where the base files' temp folder goes (the runner's temp folder, emptied after each job). */
    tmpParent: string;
    acceptance: Report['acceptance'];
  },
): Promise<CompareResult> {
  const ev = forge.event;
  const w = forge.words;
  const head = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.workspace, acceptance: o.acceptance };
  const root = o.repoRoot ?? o.workspace;
  const candidateDate = gitDate(root);
  const baseSha = ev.kind === 'change' ? ev.baseSha : null;
  if (baseSha === null) return runComparison({ ...head, candidateDate });
  const at = `the base commit ${baseSha.slice(0, 12)}`;
  let reader: BaseReader | null = o.repoRoot ? gitReader(o.repoRoot, baseSha) : null;
  reader ??= await forge.baseReader(baseSha, ev.kind === 'change' ? ev.number : null);
  if (!reader) {
    throw new BaseUnavailable(
      `${at} is not in the checkout and ${w.noApi?.why ?? `${w.service} cannot serve it`}, so the gate cannot read the base's contract, judgments, slices and baseline to hold this PR to them`,
      {},
      `${w.fetchBase}, or ${w.noApi?.fix ?? w.readAccess}`,
    );
  }
  const sub = o.repoRoot ? relative(o.workspace, o.repoRoot).split('\\').join('/') : '';
  const where = !o.repoRoot
    ? 'relative to the workspace, as no git checkout holds the contract'
    : sub
      ? `relative to the repository root, ${sub}/ in the workspace`
      : 'relative to the repository root, the workspace';
  let prepared: Awaited<ReturnType<typeof prepareBaseComparison>>;
  try {
    prepared = await prepareBaseComparison({
      repoRoot: root,
      reader,
      ref: baseSha,
      contract: o.contract,
      run: o.run,
      baseline: o.baseline,
      tmpParent: o.tmpParent,
      ...(o.acceptance ? { acceptedBy: o.acceptance.label } : {}),
    });
  } catch (e) {
    if (e instanceof BaseUnavailable) {
      // Only the API's "not found" needs proof: the path may not be where the repository has it.
      throw new BaseUnavailable(
        `${e.message}; the paths asked of ${w.service} are ${where}`,
        {},
        `${w.fetchBase}; if the PR does add the file, ${w.listChangedFiles}`,
      );
    }
    if (e instanceof InputError) throw e;
    // Out of time for the forge before the base was read: the gate cannot know its goalposts, so it fails (fail closed).
    if (forge.budget.exhausted) {
      throw new InputError(
        `${w.service} did not serve the base commit ${baseSha.slice(0, 12)}'s evaluation files within the ${forge.budget.totalMs / 1000} s this job waits on it (${forge.describeError(e)})`,
        {},
        w.budgetFix,
      );
    }
    throw new BaseUnavailable(
      `the evaluation files at ${at} could not be read (${forge.describeError(e)}), so the gate cannot hold this PR to the base's contract, judgments, slices and baseline`,
      {},
      `${w.readAccess}, or ${w.fetchBase}`,
    );
  }
  try {
    forge.info(
      `rankgate: evaluation files read at ${at} with ${reader.source === 'git' ? 'git' : 'the contents API'}; the gate uses the ${prepared.goalposts.used === 'base' ? 'base' : "PR's"} versions${prepared.goalposts.changed ? ' (this PR changes them)' : ''}`,
    );
    return await runComparison(
      optionsAgainstBase(prepared, { workspace: o.workspace, candidateDate, acceptance: o.acceptance }),
    );
  } finally {
    prepared.cleanup();
  }
}

/**
 * A follow-up job publishes the reports an earlier job of the change handed over, validating each before using it
 * (a fork controls what that job produced). The note is rendered again from the validated report, never taken from
 * the hand-over's Markdown.
 */
async function handedOverReports(forge: Forge, s: JobSettings): Promise<GateResult[]> {
  const gates: GateResult[] = [];
  for (const h of await forge.handedOver(join(s.outRoot, 'from-run'))) {
    let report: Report;
    try {
      report = parseReport(readFileSync(join(h.dir, 'report.json'), 'utf8'));
    } catch (e) {
      throw new InputError(
        `artifact "${h.name}" of run ${forge.event.kind === 'follow-up' ? forge.event.runId : ''} holds no valid rankgate report (${forge.describeError(e)})`,
        {},
        'use the same rankgate version in both workflows',
      );
    }
    if (!GATE_ID.test(report.gate) || (h.gate !== null && h.gate !== report.gate)) {
      throw new InputError(
        `artifact "${h.name}" holds a report for gate "${report.gate}", which does not match its name`,
      );
    }
    // The candidate run's copy is the one file that is not a report file.
    const runCopy = readdirSync(h.dir).find((f) => !REPORT_FILES.has(f)) ?? null;
    const context = { ...h.context, artifact: { name: h.name, runFile: runCopy } };
    const outputs = await RenderedOutputs.of({ report, queryLabels: null, context, color: false });
    gates.push({
      report,
      outputs,
      markdown: outputs.get('report.md'),
      dir: h.dir,
      files: ['report.json'],
      local: false,
      context,
      handOver: null,
    });
  }
  return gates;
}
