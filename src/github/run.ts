import * as core from '@actions/core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { InputError } from '../errors.js';
import type { runComparison as RunComparison } from '../pipeline/compare.js';
import { readContext, type ActionContext } from './context.js';
import { renderMarkdown } from '../report/markdown.js';
import { commentMarker } from '../report/marker.js';
import { parseReport, type Report } from '../report/schema.js';
import { commentFailureAdvice } from './advice.js';
import { artifactUnavailable, downloadRunArtifact, listRunArtifacts, uploadReport } from './artifact.js';
import type { Octokit } from './client.js';
import { describeError } from './api-errors.js';
import { upsertSticky } from './comment.js';
import { eventInfo, findPullRequest, type EventInfo } from './event.js';
import { GATE_PLACEHOLDER, inputFromEnv, readInputs, type ActionInputs } from './inputs.js';
import { resolveInWorkspace } from './paths.js';
import { annotate, isAccepted, outputsFor, reaches, type Outputs } from './publish.js';
import { hasLabel, labelAddedBy, labeledBySender } from './accept.js';
import type { BaseReader } from '../git/repo.js';

/** Gate ids as the contract schema allows them; a report from another run's artifact is checked again. */
const GATE_ID = /^[A-Za-z0-9._-]+$/;

/** One gate's report, ready to publish. */
interface GateResult {
  report: Report;
  markdown: string;
  /** Folder holding report.json and the other files. */
  dir: string;
  files: string[];
  /** true when the report was computed here (so it gets annotations and an artifact). */
  local: boolean;
}

/** The action: compare (or fetch the first workflow's report), publish, decide the step's outcome. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await main(env);
  } catch (e) {
    if (e instanceof InputError) {
      core.setFailed(`rankgate: ${e.format()}`);
      return;
    }
    // Not the user's fault: one line in the log, the stack only in debug mode.
    core.setFailed(`rankgate: internal error: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    if (e instanceof Error && e.stack) core.debug(e.stack);
  }
}

/** The run's event and repository, read once at the start of main(). */
let ctx: ActionContext;

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
  // The HTTP client is loaded on first use: runs that never call the API (comment: off) start without it.
  const client = async () => (octokit ??= (await import('./client.js')).createClient(inputs.token, env['GITHUB_API_URL'] || 'https://api.github.com'));
  let gates: GateResult[];
  let contractFile: string | undefined;
  if (fromArtifact) {
    gates = await reportsFromArtifacts(inputs, info as Extract<EventInfo, { kind: 'workflow_run' }>, outRoot, env);
  } else {
    const contract = resolveInWorkspace(workspace, wd, inputs.contract, 'contract');
    const runFile = resolveInWorkspace(workspace, wd, inputs.run, 'run');
    const baseline = inputs.baseline === undefined ? undefined : resolveInWorkspace(workspace, wd, inputs.baseline, 'baseline');
    contractFile = relative(workspace, contract).split('\\').join('/');
    const acceptance = await acceptanceOf(inputs, info, client);
    const result = await compare({ contract, run: runFile, baseline, workspace, acceptance, client, token: inputs.token });
    const dir = join(outRoot, result.report.gate);
    mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    for (const f of [...result.files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = basename(f.name);
      writeFileSync(join(dir, name), f.content);
      files.push(name);
    }
    gates = [{ report: result.report, markdown: result.markdown, dir, files, local: true }];
  }

  const published: { report: Report; reportPath: string; commentUrl: string | null }[] = [];
  for (const g of gates) {
    const reportPath = join(g.dir, 'report.json');
    // Summary first: it is the fallback for everything after it. The steps below never throw.
    await writeSummary(g.markdown);
    if (g.local) {
      annotate(g.report, contractFile);
      await uploadArtifact(inputs, g, env);
    }
    const commentUrl = await comment(inputs, info, g, client, env);
    published.push({ report: g.report, reportPath, commentUrl });
  }
  const outputs = outputsFor(published, inputs.failOn);
  setOutputs(outputs);

  if (published.length === 0) {
    core.info('rankgate: no report to publish');
    return;
  }
  const accepted = published.filter((p) => isAccepted(p.report, inputs.failOn));
  const failed = published.filter((p) => reaches(p.report.verdict.level, inputs.failOn) && !accepted.includes(p));
  if (failed.length > 0) core.setFailed(`rankgate: ${outputs.summary}`);
  else if (accepted.length > 0) {
    const a = accepted[0]!.report.acceptance!;
    core.info(`rankgate: accepted (label "${a.label}"${a.by ? ` added by ${a.by}` : ''}): ${outputs.summary}`);
  } else core.info(`rankgate: ${outputs.summary}`);
  for (const p of published) {
    if (p.report.baseline.stale) {
      core.warning(`rankgate ${p.report.gate}: the baseline is ${p.report.baseline.ageDays} days old, older than baseline_max_age (${p.report.baseline.maxAgeDays} days); refresh it with rankgate baseline`);
    }
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
 */
async function compare(o: {
  contract: string; run: string; baseline?: string; workspace: string;
  acceptance: Report['acceptance']; client: () => Promise<Octokit>; token: string;
}): Promise<Awaited<ReturnType<typeof RunComparison>>> {
  // The engine and the base-file readers load here, after the inputs are known to be good.
  const { runComparison } = await import('../pipeline/compare.js');
  const { prepareBaseComparison } = await import('../pipeline/base.js');
  const { gitDate, gitReader, gitRoot } = await import('../git/repo.js');
  const { apiReader } = await import('./contents.js');
  const head = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.workspace, acceptance: o.acceptance };
  const git = gitRoot(o.workspace);
  const candidateDate = gitDate(o.workspace);
  const baseSha = (ctx.payload as { pull_request?: { base?: { sha?: unknown } } }).pull_request?.base?.sha;
  if (typeof baseSha !== 'string' || !/^[0-9a-f]{40}$/i.test(baseSha)) return runComparison({ ...head, candidateDate });
  let reader: BaseReader | null = git ? gitReader(git, baseSha) : null;
  let repoRoot = git ?? o.workspace;
  if (!reader && o.token) {
    const { owner, repo } = ctx.repo;
    reader = apiReader(await o.client(), owner, repo, baseSha);
    repoRoot = o.workspace;
  }
  if (!reader) {
    core.warning(`rankgate: the base commit ${baseSha.slice(0, 12)} is not in the checkout and there is no token for the contents API; compared with this PR's versions of the evaluation files.`);
    return runComparison({ ...head, candidateDate });
  }
  let prepared;
  try {
    prepared = await prepareBaseComparison({ repoRoot, reader, ref: baseSha, contract: o.contract, run: o.run, baseline: o.baseline });
  } catch (e) {
    if (e instanceof InputError) throw e;
    core.warning(`rankgate could not read the evaluation files at the base commit ${baseSha.slice(0, 12)} (${describeError(e)}); compared with this PR's versions. Give the job \`contents: read\` or check out with \`fetch-depth: 0\`.`);
    return runComparison({ ...head, candidateDate });
  }
  core.info(`rankgate: evaluation files read at the base commit ${baseSha.slice(0, 12)} with ${reader.source === 'git' ? 'git' : 'the contents API'}; the gate uses the ${prepared.goalposts.used === 'base' ? 'base' : "PR's"} versions${prepared.goalposts.changed ? ' (this PR changes them)' : ''}`);
  return runComparison({
    contract: prepared.contract, run: prepared.run, baseline: prepared.baseline, root: prepared.root,
    acceptance: o.acceptance, goalposts: prepared.goalposts, candidateDate, refreshRun: prepared.runShown,
  });
}

function setOutputs(o: Outputs): void {
  for (const [k, v] of Object.entries(o)) core.setOutput(k, v);
}

/** The job summary is the fallback when no comment can be posted, so it is always written. */
async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (e) {
    core.warning(`rankgate could not write the job summary (${describeError(e)}); the report is in the step outputs and the artifact.`);
  }
}

async function uploadArtifact(inputs: ActionInputs, g: GateResult, env: NodeJS.ProcessEnv): Promise<void> {
  if (inputs.artifact === '') return;
  const name = inputs.artifact.split(GATE_PLACEHOLDER).join(g.report.gate);
  const why = artifactUnavailable(env);
  if (why) {
    core.info(`rankgate: artifact "${name}" skipped: ${why}. The report is at ${join(g.dir, 'report.json')}.`);
    return;
  }
  try {
    const { id, size } = await uploadReport(name, g.dir, g.files);
    core.info(`rankgate: artifact "${name}" uploaded (id ${id}, ${size} bytes)`);
  } catch (e) {
    core.warning(`rankgate could not upload the artifact "${name}" (${describeError(e)}); the verdict is unchanged and the report is in the job summary.`);
  }
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
  if (info.kind === 'other') {
    core.info(`rankgate: no pull request for event "${info.event || 'unknown'}"; the report is in the job summary`);
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
      core.info(`rankgate: no open pull request has head ${(info as { headSha: string }).headSha}; the report is in the job summary`);
      return null;
    }
    const server = env['GITHUB_SERVER_URL'] || 'https://github.com';
    const summaryUrl = `${server}/${owner}/${repo}/actions/runs/${env['GITHUB_RUN_ID'] ?? ''}`;
    const res = await upsertSticky(await client(), { owner, repo, issue }, commentMarker(g.report.gate), g.markdown, g.report.verdict.summary, {
      mode: inputs.comment === 'new' ? 'new' : 'update',
      create: inputs.commentOn === 'always' || g.report.verdict.level !== 'pass',
      summaryUrl,
    });
    if (res.action === 'skipped') core.info('rankgate: verdict is pass and comment-on is not-pass: no comment');
    else core.info(`rankgate: comment ${res.action}${res.shortened ? ` (${res.shortened})` : ''}: ${res.url}`);
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
  let found;
  try {
    found = (await listRunArtifacts(inputs.token, owner, repo, info.runId)).filter((a) => pattern.test(a.name));
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
      await downloadRunArtifact(inputs.token, owner, repo, info.runId, a.id, dir);
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
    gates.push({ report, markdown: renderMarkdown(report), dir, files: ['report.json'], local: false });
  }
  return gates;
}
