import * as core from '@actions/core';
import * as log from './log.js';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { InputError } from '../errors.js';
import type { runComparison as RunComparison } from '../pipeline/compare.js';
import type { GatePlan } from '../pipeline/gates.js';
import { readContext, type ActionContext } from './context.js';
import type { ReportContext } from '../report/next-steps.js';
import { reportContext } from './links.js';
import { commentMarker } from '../report/marker.js';
import { parseReport, type Report } from '../report/schema.js';
import { commentFailureAdvice, writeRefusalAdvice } from './advice.js';
import { artifactUnavailable, downloadRunArtifact, listRunArtifacts, type RemoteArtifact } from './artifact.js';
import { copyRun, REPORT_FILES, uploadReportArtifacts, writeReportFiles } from './report-files.js';
import { RenderedOutputs } from '../report/rendered.js';
import type { Octokit } from './client.js';
import { describeError } from './api-errors.js';
import { upsertSticky } from './comment.js';
import { eventInfo, findPullRequest, type EventInfo } from './event.js';
import { GATE_PLACEHOLDER, inputFromEnv, readInputs, type ActionInputs } from './inputs.js';
import { resolveInWorkspace } from './paths.js';
import { GITHUB_BUDGET_S, PUBLISH_DEADLINE_S, secondsFromEnv, settlesWithin } from './deadline.js';
import { WaitBudget } from '../pipeline/wait-budget.js';
import { code } from '../report/escape.js';
import { annotate, isAccepted, outputsFor, type Outputs } from './publish.js';
import { reaches } from '../compare/levels.js';
import { hasLabel, labelAddedBy, labeledBySender } from './accept.js';
import type { BaseReader } from '../git/repo.js';

/** Gate ids as the contract schema allows them; a report from another run's artifact is checked again. */
const GATE_ID = /^[A-Za-z0-9._-]+$/;

/** One gate's report, ready to publish. */
interface GateResult {
  report: Report;
  /** The report's outputs under `context`, each rendered once. */
  outputs: RenderedOutputs;
  markdown: string;
  /** Folder holding report.json and the other files. */
  dir: string;
  files: string[];
  /** true when the report was computed here (so it gets annotations and an artifact). */
  local: boolean;
  /** The contract, relative to the workspace: annotations point at it. */
  contractFile?: string;
  /** Links and commands for the renderers (the run, the artifact): never part of the report JSON. */
  context: ReportContext;
}

/** The action: compare (or fetch the first workflow's report), publish, decide the step's outcome. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await main(env);
  } catch (e) {
    // The job summary is where people look: a failure is written there too, in one line.
    const line = e instanceof InputError ? e.format() : `internal error: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
    await writeSummary(failureSummary(line));
    core.setFailed(`rankgate: ${line}`);
    // Not the user's fault: the stack only in debug mode.
    if (!(e instanceof InputError) && e instanceof Error && e.stack) core.debug(e.stack);
  }
  // A request abandoned at the publishing deadline (or an artifact upload, which has its own client) may still hold a
  // socket open: the step's outcome is decided, so the process ends a moment later whatever is left.
  if (publishingTimedOut) setTimeout(() => process.exit(), 1000).unref();
}

/** Set when the publishing deadline passed (see main). */
let publishingTimedOut = false;

/** The run's event and repository, read once at the start of main(). */
let ctx: ActionContext;

/** All the waiting on GitHub this run may do (set at the start of main()). */
let budget: WaitBudget;

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  ctx = readContext(env);
  const info = eventInfo(env['GITHUB_EVENT_NAME'], ctx.payload);
  const rawRun = inputFromEnv(env)('run')?.trim() ?? '';
  // Under workflow_run without a run file, the report comes from the triggering run's artifact.
  const fromArtifact = info.kind === 'workflow_run' && rawRun === '';
  const inputs = readInputs(inputFromEnv(env), !fromArtifact);
  // No core.setSecret(token): it would write the token to stdout as a mask command, and the runner already
  // masks the workflow token and every secret passed in.

  const workspace = env['GITHUB_WORKSPACE'] || process.cwd();
  const wd = resolveInWorkspace(workspace, workspace, inputs.workingDirectory, 'working-directory');
  const outRoot = join(env['RUNNER_TEMP'] || tmpdir(), 'rankgate');

  let octokit: Octokit | null = null;
  // Aborted at the publishing deadline: every request still in flight ends at once.
  const stop = new AbortController();
  budget = new WaitBudget(secondsFromEnv(env, 'RANKGATE_GITHUB_BUDGET', GITHUB_BUDGET_S) * 1000);
  // The HTTP client is loaded on first use: runs that never call the API (comment: off) start without it.
  const client = async () => (octokit ??= (await import('./client.js')).createClient(inputs.token, env['GITHUB_API_URL'] || 'https://api.github.com', { stop: stop.signal, budget }));
  let gates: GateResult[];
  if (fromArtifact) {
    gates = await reportsFromArtifacts(inputs, info as Extract<EventInfo, { kind: 'workflow_run' }>, outRoot, env);
  } else {
    const plans = await gatePlans(inputs, workspace, wd);
    if (plans.length > 1 && inputs.artifact !== '' && !inputs.artifact.includes(GATE_PLACEHOLDER)) {
      throw new InputError(`input "artifact" (${inputs.artifact}) names one artifact for ${plans.length} gates`, {}, `put ${GATE_PLACEHOLDER} in it (the default is rankgate-${GATE_PLACEHOLDER}), or set it empty`);
    }
    const acceptance = await acceptanceOf(inputs, info, client);
    gates = [];
    const sha = env['GITHUB_SHA'] || null;
    for (const plan of plans) gates.push(await compareGate(plan, { inputs, info, workspace, wd, outRoot, acceptance, client, sha, env }));
  }

  // Summaries and annotations first: local, they cannot hang, and they are the fallback for what follows. The summary
  // links to the run (whose page lists the artifacts); the comment, posted after the upload, links to the artifacts too.
  for (const g of gates) {
    await writeSummary(g.markdown);
    if (g.local) annotate(g.report, g.contractFile, inputs.failOn);
  }
  // Then the network, under one deadline: a GitHub that does not answer costs a warning, never the job's time.
  const urls = new Map<GateResult, string | null>();
  // The artifact upload has its own HTTP client: the whole publishing step counts as waiting on GitHub.
  const publishing = budget.exhausted ? Promise.resolve() : budget.wait(async () => {
    for (const g of gates) {
      if (stop.signal.aborted) return;
      if (g.local) {
        const uploaded = await uploadArtifact(inputs, g, env);
        if (uploaded) g.markdown = (g.outputs = g.outputs.withView({ context: (g.context = reportContext(env, { payload: ctx.payload, acceptLabel: inputs.acceptLabel, artifact: g.context.artifact, uploaded })) })).get('report.md');
      }
      if (stop.signal.aborted) return;
      urls.set(g, await comment(inputs, info, g, client, env));
    }
  });
  const deadline = secondsFromEnv(env, 'RANKGATE_PUBLISH_DEADLINE', PUBLISH_DEADLINE_S);
  if (!(await settlesWithin(publishing, deadline * 1000, budget.signal)) && !budget.exhausted) {
    publishingTimedOut = true;
    stop.abort();
    core.warning(`rankgate: publishing the artifact and the comment did not finish within ${deadline} s (GitHub did not answer in time); the verdict, the outputs and the job summary stand, the comment may be missing or out of date.`);
  }
  if (budget.exhausted) {
    publishingTimedOut = true;
    stop.abort();
    core.warning(`rankgate: GitHub did not answer within the ${budget.totalMs / 1000} s this job waits on it in total (RANKGATE_GITHUB_BUDGET); what was left undone was skipped. The verdict, the outputs and the job summary stand; the comment may be missing or out of date.`);
  }
  const published = gates.map((g) => ({ report: g.report, reportPath: join(g.dir, 'report.json'), commentUrl: urls.get(g) ?? null }));
  const outputs = outputsFor(published, inputs.failOn);
  setOutputs(outputs);

  if (published.length === 0) {
    log.info('rankgate: no report to publish');
    return;
  }
  const accepted = published.filter((p) => isAccepted(p.report, inputs.failOn));
  const failed = published.filter((p) => reaches(p.report.verdict.level, inputs.failOn) && !accepted.includes(p));
  if (failed.length > 0) core.setFailed(`rankgate: ${outputs.summary}`);
  else if (accepted.length > 0) {
    const a = accepted[0]!.report.acceptance!;
    log.info(`rankgate: accepted (label "${a.label}"${a.by ? ` added by ${a.by}` : ''}): ${outputs.summary}`);
  } else log.info(`rankgate: ${outputs.summary}`);
  for (const p of published) {
    if (p.report.baseline.stale) {
      core.warning(`rankgate ${p.report.gate}: the baseline is ${p.report.baseline.ageDays} days old, older than baseline_max_age (${p.report.baseline.maxAgeDays} days); refresh it with rankgate baseline`);
    }
    const s = p.report.trend?.stale;
    if (s) core.warning(`rankgate ${p.report.gate}: the baseline is stale: main's latest record (${s.commit.slice(0, 12)}) has ${s.measure} ${s.recorded.toFixed(4)} on all queries, the baseline ${s.baseline.toFixed(4)}; refresh it: ${s.command}`);
  }
}

/**
 * The gates of this step: the `contract` input's paths (one per line, or globs) with the run (and baseline) each is
 * compared with: one path for all, or `gate=path` lines. Every path must stay inside the workspace.
 */
async function gatePlans(inputs: ActionInputs, workspace: string, wd: string): Promise<GatePlan[]> {
  // Loaded here, after the inputs are known to be good: pairing gates may read contracts (the engine's YAML and zod).
  const { expandContracts, parsePathMap, planGates } = await import('./engine.js');
  const contracts = expandContracts(inputs.contract, wd).map((c) => ({ path: resolveInWorkspace(workspace, wd, c, 'contract'), label: c }));
  return planGates({
    contracts,
    runs: parsePathMap(inputs.run, 'input "run"'),
    baselines: inputs.baseline === undefined ? null : parsePathMap(inputs.baseline, 'input "baseline"'),
    names: { run: 'input "run"', baseline: 'input "baseline"' },
  });
}

interface GateContext {
  inputs: ActionInputs;
  info: EventInfo;
  workspace: string;
  wd: string;
  outRoot: string;
  acceptance: Report['acceptance'];
  client: () => Promise<Octokit>;
  /** GITHUB_SHA: the pushed commit when the event payload does not name it. */
  sha: string | null;
  env: NodeJS.ProcessEnv;
}

/**
 * One gate: the comparison; on a PR, main's trend from the data branch and, after an accepted regression, the
 * baseline refresh; on a push to the default branch, the history record. Then the report files on disk.
 */
async function compareGate(plan: GatePlan, c: GateContext): Promise<GateResult> {
  const { inputs, info, workspace, wd } = c;
  const contract = plan.contract.path;
  const runFile = resolveInWorkspace(workspace, wd, plan.run, 'run');
  const baseline = plan.baseline === undefined ? undefined : resolveInWorkspace(workspace, wd, plan.baseline, 'baseline');
  // Paths sent to GitHub are relative to the repository, which may be checked out in a sub-folder of the workspace
  // (actions/checkout `path:`): git says where its root is, also in a shallow clone. Without git, the workspace.
  const { repositoryRoot } = await import('./engine.js');
  const repoRoot = repositoryRoot(contract, workspace);
  let result = await compare({
    contract, run: runFile, baseline, workspace, repoRoot, pull: info.kind === 'pull_request' ? info.number : null,
    tmpParent: dirname(c.outRoot), acceptance: c.acceptance, client: c.client, token: inputs.token,
  });
  const gate = result.report.gate;
  const { amendResult } = await import('./engine.js');

  if (info.kind === 'pull_request' && inputs.historyBranch !== '') {
    const trend = await trendFor(result.report, inputs, c.client);
    if (trend) result = amendResult(result, { trend });
  }
  if (info.kind === 'pull_request' && result.report.acceptance !== null && result.report.verdict.level !== 'pass') {
    const acceptedRefresh = await refreshFor(info, { contract, run: runFile, baseline, workspace, repoRoot: repoRoot ?? workspace }, inputs, c.client);
    if (acceptedRefresh) result = amendResult(result, { acceptedRefresh });
  }
  if (info.kind === 'push' && info.toDefault && inputs.historyBranch !== '') await recordHistory(result.report, info, inputs, workspace, c);

  const dir = join(c.outRoot, gate);
  mkdirSync(dir, { recursive: true });
  // The artifact gets a copy of the run; the comment and report.html get the run's links and the artifact's commands.
  const artifact = inputs.artifact === '' || artifactUnavailable(c.env) ? null : inputs.artifact.split(GATE_PLACEHOLDER).join(gate);
  const files = [...REPORT_FILES].sort();
  const runCopy = artifact ? copyRun(runFile, dir, files) : null;
  const context = reportContext(c.env, { payload: ctx.payload, acceptLabel: inputs.acceptLabel, artifact: artifact ? { name: artifact, runFile: runCopy } : null });
  const outputs = result.outputs.withView({ context });
  writeReportFiles(outputs, dir);
  return { report: result.report, outputs, markdown: outputs.get('report.md'), dir, files, local: true, contractFile: relative(workspace, contract).split('\\').join('/'), context };
}

/** Main's trend for the PR's comment, from `<gate>/history.jsonl` on the data branch; a warning when it cannot be read. */
async function trendFor(report: Report, inputs: ActionInputs, client: () => Promise<Octokit>): Promise<Report['trend']> {
  const { HISTORY_SCHEMA, historyFile, parseHistory, trendOf, readHistory } = await import('./engine.js');
  const file = historyFile(report.gate);
  if (!inputs.token) return null;
  let text: string | null;
  try {
    text = await readHistory(await client(), ctx.repo, inputs.historyBranch, report.gate);
  } catch (e) {
    core.warning(`rankgate could not read main's history ${file} from branch ${inputs.historyBranch} (${describeError(e)}); the comment shows no trend. Give the job \`contents: read\`, or set \`history-branch: ""\` to turn history off.`);
    return null;
  }
  if (text === null) {
    log.info(`rankgate: no history yet at ${file} on branch ${inputs.historyBranch} (it is written on pushes to the default branch)`);
    return null;
  }
  const parsed = parseHistory(text);
  if (parsed.skipped.length > 0) {
    log.info(`rankgate: ${parsed.skipped.length} line(s) of ${file} are not ${HISTORY_SCHEMA} records and were skipped (first: line ${parsed.skipped[0]!.line}, ${parsed.skipped[0]!.why})`);
  }
  return trendOf(report, parsed.records, { last: inputs.trendPoints, branch: inputs.historyBranch, file });
}

/** The baseline refresh after an accepted regression: the command, and with refresh-on-accept the commit to the PR's branch. */
async function refreshFor(info: Extract<EventInfo, { kind: 'pull_request' }>, paths: { contract: string; run: string; baseline?: string; workspace: string; repoRoot: string },
  inputs: ActionInputs, client: () => Promise<Octokit>): Promise<Report['acceptedRefresh']> {
  const { refreshAfterAccept, gitDate } = await import('./engine.js');
  let date: string | null = null;
  if (info.headSha) {
    date = gitDate(paths.repoRoot, info.headSha) ?? null;
    if (date === null && inputs.token) {
      try {
        const { data } = await (await client()).rest.git.getCommit({ ...ctx.repo, commit_sha: info.headSha });
        date = data.committer?.date ?? null;
      } catch (e) {
        log.info(`rankgate: could not read the date of ${info.headSha.slice(0, 12)} (${describeError(e)}); the refreshed baseline records none`);
      }
    }
  }
  const skip = !inputs.refreshOnAccept ? null
    : info.fork ? 'this pull request comes from a fork, and the workflow token cannot write to a fork\'s branch.'
      : !inputs.token ? 'input "github-token" is empty.'
        : info.headRef === null ? 'the event names no head branch.' : null;
  return refreshAfterAccept({
    ...paths,
    head: { sha: info.headSha, date },
    branch: info.headRef,
    commit: inputs.refreshOnAccept && skip === null ? { octokit: client, ...ctx.repo } : null,
    skip,
  });
}

/** Appends this push's record to the gate's history; any failure is a warning, never a failed job. */
async function recordHistory(report: Report, info: Extract<EventInfo, { kind: 'push' }>, inputs: ActionInputs, workspace: string,
  c: GateContext): Promise<void> {
  const { recordFromReport, historyFile, appendHistory, gitDate } = await import('./engine.js');
  const file = historyFile(report.gate);
  const fix = 'Give the push workflow `permissions: contents: write`, or set `history-branch: ""` to turn history off.';
  const commit = info.commit ?? c.sha;
  // The commit's own date: from git when the checkout has it, else from the push event. Never the clock.
  const date = (commit ? gitDate(workspace, commit) : undefined) ?? info.timestamp;
  if (!commit || !date) {
    core.warning(`rankgate: the push names no commit${commit ? ' date' : ''}, so no history was recorded`);
    return;
  }
  if (!inputs.token) {
    core.warning(`rankgate: input "github-token" is empty, so main's history was not recorded. ${fix}`);
    return;
  }
  try {
    const record = recordFromReport(report, { commit, date, branch: info.branch });
    const res = await appendHistory(await c.client(), ctx.repo, inputs.historyBranch, record);
    const retried = res.conflicts > 0 ? ` after ${res.conflicts} conflicting update${res.conflicts === 1 ? '' : 's'}` : '';
    if (res.action === 'already-recorded') log.info(`rankgate: ${file} on ${inputs.historyBranch} already has commit ${commit.slice(0, 12)} under this contract`);
    else log.info(`rankgate: history ${res.action === 'created-branch' ? `branch ${inputs.historyBranch} created with` : 'appended to'} ${file} (${res.commit!.slice(0, 12)})${retried}`);
  } catch (e) {
    const refused = writeRefusalAdvice(e, inputs.historyBranch, 'or set `history-branch:` to a branch no rule covers.');
    core.warning(`rankgate could not record main's history in ${file} on branch ${inputs.historyBranch} (${describeError(e)}); the verdict is unchanged. ${refused ?? fix}`);
  }
}

/** The accept label on the PR, and who added it (the latest `labeled` event for it); null without the label. */
async function acceptanceOf(inputs: ActionInputs, info: EventInfo, client: () => Promise<Octokit>): Promise<Report['acceptance']> {
  if (info.kind !== 'pull_request' || inputs.acceptLabel === '' || !hasLabel(ctx.payload, inputs.acceptLabel)) return null;
  let by = labeledBySender(ctx.payload, inputs.acceptLabel);
  if (inputs.token) {
    try {
      const { owner, repo } = ctx.repo;
      by = (await labelAddedBy(await client(), owner, repo, info.number, inputs.acceptLabel)) ?? by;
    } catch (e) {
      core.warning(`rankgate could not read the pull request's events to tell who added the label "${inputs.acceptLabel}" (${describeError(e)}); the acceptance still applies.`);
    }
  }
  return { label: inputs.acceptLabel, by };
}

/**
 * Runs the comparison. On a pull request the contract, judgments, slices and baseline are those of the PR's base
 * commit (read with git when the checkout has that commit, else through the contents API), and the report says
 * what the PR changed in them: a PR cannot move its own goalposts. Elsewhere, the workspace's files.
 *
 * Fail closed: when the base commit's files cannot be read, or a file GitHub does not find at the base is not one the
 * PR adds, the step fails and says what to fix; the PR's own versions are never used in their place.
 */
async function compare(o: {
  contract: string; run: string; baseline?: string; workspace: string;
  /** The repository's root in the checkout (null: no git; the workspace is taken for it). */
  repoRoot: string | null;
  pull: number | null;
  /** Where the base files' temp folder goes: under RUNNER_TEMP, which the runner empties after each job. */
  tmpParent: string;
  acceptance: Report['acceptance']; client: () => Promise<Octokit>; token: string;
}): Promise<Awaited<ReturnType<typeof RunComparison>>> {
  // The engine and the base-file readers load here, after the inputs are known to be good.
  const { runComparison, prepareBaseComparison, BaseUnavailable, gitDate, gitReader, apiReader } = await import('./engine.js');
  const head = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.workspace, acceptance: o.acceptance };
  const root = o.repoRoot ?? o.workspace;
  const candidateDate = gitDate(root);
  const baseSha = (ctx.payload as { pull_request?: { base?: { sha?: unknown } } }).pull_request?.base?.sha;
  if (typeof baseSha !== 'string' || !/^[0-9a-f]{40}$/i.test(baseSha)) return runComparison({ ...head, candidateDate });
  const at = `the base commit ${baseSha.slice(0, 12)}`;
  const fetchDepth = 'check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit';
  let reader: BaseReader | null = o.repoRoot ? gitReader(o.repoRoot, baseSha) : null;
  if (!reader && o.token) {
    const { owner, repo } = ctx.repo;
    reader = apiReader(await o.client(), owner, repo, baseSha, o.pull);
  }
  if (!reader) {
    throw new BaseUnavailable(`${at} is not in the checkout and input "github-token" is empty, so the gate cannot read the base's contract, judgments, slices and baseline to hold this PR to them`,
      {}, `${fetchDepth}, or pass github-token with \`contents: read\``);
  }
  const sub = o.repoRoot ? relative(o.workspace, o.repoRoot).split('\\').join('/') : '';
  const where = !o.repoRoot ? 'relative to the workspace, as no git checkout holds the contract'
    : sub ? `relative to the repository root, ${sub}/ in the workspace` : 'relative to the repository root, the workspace';
  let prepared: Awaited<ReturnType<typeof prepareBaseComparison>>;
  try {
    prepared = await prepareBaseComparison({ repoRoot: root, reader, ref: baseSha, contract: o.contract, run: o.run, baseline: o.baseline, tmpParent: o.tmpParent, ...(o.acceptance ? { acceptedBy: o.acceptance.label } : {}) });
  } catch (e) {
    if (e instanceof BaseUnavailable) {
      // Only the API's "not found" needs proof: the path may not be where the repository has it.
      throw new BaseUnavailable(`${e.message}; the paths asked of GitHub are ${where}`, {},
        `${fetchDepth}; if the PR does add the file, give the job \`pull-requests: read\` so its files can be listed`);
    }
    if (e instanceof InputError) throw e;
    // Out of time for GitHub before the base was read: the gate cannot know its goalposts, so it fails (fail closed).
    if (budget.exhausted) {
      throw new InputError(`GitHub did not serve the base commit ${baseSha.slice(0, 12)}'s evaluation files within the ${budget.totalMs / 1000} s this job waits on it (${describeError(e)})`, {},
        'check out the base commit with the code (actions/checkout with fetch-depth: 0), so the files are read with git, or re-run the job when GitHub answers');
    }
    throw new BaseUnavailable(`the evaluation files at ${at} could not be read (${describeError(e)}), so the gate cannot hold this PR to the base's contract, judgments, slices and baseline`,
      {}, `give the job \`permissions: contents: read\`, or ${fetchDepth}`);
  }
  try {
    log.info(`rankgate: evaluation files read at ${at} with ${reader.source === 'git' ? 'git' : 'the contents API'}; the gate uses the ${prepared.goalposts.used === 'base' ? 'base' : "PR's"} versions${prepared.goalposts.changed ? ' (this PR changes them)' : ''}`);
    return await runComparison({
      contract: prepared.contract, run: prepared.run, baseline: prepared.baseline, root: prepared.root,
      workspace: prepared.goalposts.used === 'head' ? o.workspace : prepared.root,
      acceptance: o.acceptance, goalposts: prepared.goalposts, candidateDate, refreshRun: prepared.runShown, prJudgments: prepared.prJudgments,
    });
  } finally {
    prepared.cleanup();
  }
}

function setOutputs(o: Outputs): void {
  for (const [k, v] of Object.entries(o)) core.setOutput(k, v);
}

/**
 * Work on GitHub outside the Octokit client (the artifact service has its own): counted against the budget, and
 * given up when the budget is spent (the process ends soon after, see run()).
 */
async function untilSpent<T>(work: () => Promise<T>): Promise<T> {
  let onSpent: (() => void) | undefined;
  const spent = new Promise<never>((_, reject) => {
    onSpent = () => {
      publishingTimedOut = true;
      reject(budget.signal.reason);
    };
    budget.signal.addEventListener('abort', onSpent, { once: true });
  });
  try {
    return await Promise.race([budget.wait(work), spent]);
  } finally {
    budget.signal.removeEventListener('abort', onSpent!);
  }
}

/** The summary of a step that could not compare: the one-line error, inert (it may quote paths and ids from inputs). */
function failureSummary(line: string): string {
  return `### ❌ rankgate · **error**\n\n${code(line, false)}\n\nThe comparison did not run; fix the input named above and re-run the job.\n`;
}

/** The job summary is the fallback when no comment can be posted, so it is always written. */
async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (e) {
    core.warning(`rankgate could not write the job summary (${describeError(e)}); the report is in the step outputs and the artifact.`);
  }
}

/** Uploads the report files as the artifact (and report.html on its own); the ids, or null when nothing was uploaded. */
async function uploadArtifact(inputs: ActionInputs, g: GateResult, env: NodeJS.ProcessEnv): Promise<{ zip: number | null; html: number | null } | null> {
  if (inputs.artifact === '') return null;
  const name = inputs.artifact.split(GATE_PLACEHOLDER).join(g.report.gate);
  const why = artifactUnavailable(env);
  if (why) {
    log.info(`rankgate: artifact "${name}" skipped: ${why}. The report is at ${join(g.dir, 'report.json')}.`);
    return null;
  }
  return uploadReportArtifacts(name, g.dir, g.files);
}

/** Posts or refreshes the sticky comment; every failure is a warning with its fix, never a failed step. */
async function comment(
  inputs: ActionInputs,
  info: EventInfo,
  g: GateResult,
  client: () => Promise<Octokit>,
  env: NodeJS.ProcessEnv,
): Promise<string | null> {
  if (inputs.comment === 'off') return null;
  if (info.kind === 'other' || info.kind === 'push') {
    log.info(`rankgate: no pull request for event "${info.event || 'unknown'}"; the report is in the job summary`);
    return null;
  }
  if (!inputs.token) {
    core.warning('rankgate: input "github-token" is empty, so no comment was posted; the report is in the job summary.');
    return null;
  }
  const situation = { fork: info.kind === 'pull_request' && info.fork, workflowRun: info.kind === 'workflow_run' };
  try {
    const { owner, repo } = ctx.repo;
    const issue = info.kind === 'pull_request' ? info.number : await findPullRequest(await client(), owner, repo, info);
    if (issue === null) {
      log.info(`rankgate: no open pull request has head ${(info as { headSha: string }).headSha}; the report is in the job summary`);
      return null;
    }
    const server = env['GITHUB_SERVER_URL'] || 'https://github.com';
    const summaryUrl = `${server}/${owner}/${repo}/actions/runs/${env['GITHUB_RUN_ID'] ?? ''}`;
    const res = await upsertSticky(await client(), { owner, repo, issue }, commentMarker(g.report.gate), g.markdown, g.report.verdict.summary, {
      mode: inputs.comment === 'new' ? 'new' : 'update',
      create: inputs.commentOn === 'always' || g.report.verdict.level !== 'pass',
      summaryUrl,
    });
    if (res.action === 'skipped') log.info('rankgate: verdict is pass and comment-on is not-pass: no comment');
    else log.info(`rankgate: comment ${res.action}${res.shortened ? ` (${res.shortened})` : ''}: ${res.url}`);
    return res.url;
  } catch (e) {
    core.warning(commentFailureAdvice(e, situation));
    return null;
  }
}

/**
 * The second workflow of the fork recipe: finds the rankgate artifacts of the run that triggered this one,
 * and validates each report before using it (a fork controls what that run uploaded). The comment is
 * rendered again from the validated report, never taken from the artifact's Markdown.
 */
async function reportsFromArtifacts(
  inputs: ActionInputs,
  info: Extract<EventInfo, { kind: 'workflow_run' }>,
  outRoot: string,
  env: NodeJS.ProcessEnv,
): Promise<GateResult[]> {
  if (inputs.artifact === '') {
    throw new InputError('input "artifact" is empty, but under workflow_run without "run" the report comes from the artifact', {}, 'remove `artifact: ""` or set `run:`');
  }
  const host = new URL(env['GITHUB_SERVER_URL'] || 'https://github.com').hostname.toLowerCase();
  if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
    core.warning('rankgate: GitHub Enterprise Server has no artifact service for workflow_run; run the comparison in this workflow instead (set `run:`).');
    return [];
  }
  const { owner, repo } = ctx.repo;
  const escaped = inputs.artifact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').split(GATE_PLACEHOLDER.replace(/[{}]/g, '\\$&')).join('([A-Za-z0-9._-]+)');
  const pattern = new RegExp(`^${escaped}$`);
  let found: RemoteArtifact[];
  let all: RemoteArtifact[] = [];
  try {
    all = await untilSpent(() => listRunArtifacts(inputs.token, owner, repo, info.runId));
    // "<name>.html" beside "<name>" is the unzipped copy of its report.html, not a report of its own.
    found = all.filter((a) => pattern.test(a.name) && !(a.name.endsWith('.html') && all.some((b) => `${b.name}.html` === a.name)));
  } catch (e) {
    core.warning(`rankgate could not list the artifacts of run ${info.runId} (${describeError(e)}). Give the job these permissions:\n\npermissions:\n  actions: read\n  pull-requests: write`);
    return [];
  }
  if (found.length === 0) {
    core.warning(`rankgate: run ${info.runId} has no artifact named like "${inputs.artifact}"; did its rankgate step run (and upload)?`);
    return [];
  }
  const gates: GateResult[] = [];
  for (const a of found) {
    const dir = join(outRoot, 'from-run', a.name);
    mkdirSync(dir, { recursive: true });
    try {
      await untilSpent(() => downloadRunArtifact(inputs.token, owner, repo, info.runId, a.id, dir));
    } catch (e) {
      core.warning(`rankgate could not download artifact "${a.name}" of run ${info.runId} (${describeError(e)})`);
      continue;
    }
    let report: Report;
    try {
      report = parseReport(readFileSync(join(dir, 'report.json'), 'utf8'));
    } catch (e) {
      throw new InputError(`artifact "${a.name}" of run ${info.runId} holds no valid rankgate report (${describeError(e)})`, {}, 'use the same rankgate version in both workflows');
    }
    const expected = pattern.exec(a.name)?.[1];
    if (!GATE_ID.test(report.gate) || (expected !== undefined && expected !== report.gate)) {
      throw new InputError(`artifact "${a.name}" holds a report for gate "${report.gate}", which does not match its name`);
    }
    // Links to the run that made the report and to its artifacts; the candidate run's copy is the one file that is not a report file.
    const runCopy = readdirSync(dir).find((f) => !REPORT_FILES.has(f)) ?? null;
    const context = reportContext(env, {
      payload: ctx.payload, acceptLabel: inputs.acceptLabel, runId: String(info.runId), artifact: { name: a.name, runFile: runCopy },
      uploaded: { zip: a.id, html: all.find((b) => b.name === `${a.name}.html`)?.id ?? null },
    });
    const outputs = await RenderedOutputs.of({ report, queryLabels: null, context, color: false });
    gates.push({ report, outputs, markdown: outputs.get('report.md'), dir, files: ['report.json'], local: false, context });
  }
  return gates;
}
