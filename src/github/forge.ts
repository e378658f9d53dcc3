import * as core from '@actions/core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as log from './log.js';
import { InputError } from '../errors.js';
import type { BaseReader } from '../git/repo.js';
import type {
  Annotation,
  FileCommit,
  Forge,
  ForgeEvent,
  ForgeWords,
  HandedOver,
  HistoryOutcome,
  NoteRequest,
} from '../pipeline/forge.js';
import type { HistoryRecord } from '../pipeline/history.js';
import { WaitBudget } from '../pipeline/wait-budget.js';
import { commentMarker } from '../report/marker.js';
import type { ReportContext } from '../report/next-steps.js';
import { labelAddedBy, hasLabel, labeledBySender } from './accept.js';
import { commentFailureAdvice, writeRefusalAdvice } from './advice.js';
import { describeError } from './api-errors.js';
import { artifactUnavailable, downloadRunArtifact, listRunArtifacts, type RemoteArtifact } from './artifact.js';
import type { ClientWaits, Octokit } from './client.js';
import { apiReader, updateFile } from './contents.js';
import type { ActionContext } from './context.js';
import { findPullRequest, type EventInfo } from './event.js';
import { appendHistory, readHistory } from './history.js';
import { GATE_PLACEHOLDER, type ActionInputs } from './inputs.js';
import { reportContext } from './links.js';
import { uploadReportArtifacts } from './report-files.js';
import { writeSummary, type StepResults } from './runner.js';
import { upsertSticky } from './comment.js';

/** The GitHub Actions runner and the GitHub API as the job's forge. */
export class GitHubForge implements Forge {
  readonly event: ForgeEvent;
  readonly words: ForgeWords;
  readonly budget: WaitBudget;
  readonly maxAnnotations = 10;
  /** Set once waiting on GitHub was given up: requests (or an artifact transfer) may still hold the process open. */
  gaveUp = false;
  private octokit: Octokit | null = null;
  /** The client's own waits (request timeout, retry unit, write spacing), as the entry set them. */
  private readonly waits: ClientWaits;
  /** Aborted when the job gives up waiting: every request still in flight ends at once. */
  private readonly stop = new AbortController();

  constructor(
    private readonly info_: EventInfo,
    private readonly ctx: ActionContext,
    private readonly inputs: ActionInputs,
    private readonly env: NodeJS.ProcessEnv,
    private readonly results: StepResults,
    o: { budgetMs: number; client?: ClientWaits },
  ) {
    this.waits = o.client ?? {};
    this.budget = new WaitBudget(o.budgetMs);
    this.event = forgeEvent(info_, ctx.payload, env['GITHUB_SHA'] || null);
    const token = inputs.token !== '';
    this.words = {
      service: 'GitHub',
      budgetVariable: 'RANKGATE_GITHUB_BUDGET',
      workspace: 'give a path inside the repository checkout (GITHUB_WORKSPACE)',
      fetchBase: 'check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit',
      noApi: token ? null : { why: 'input "github-token" is empty', fix: 'pass github-token with `contents: read`' },
      listChangedFiles: 'give the job `pull-requests: read` so its files can be listed',
      readAccess: 'give the job `permissions: contents: read`',
      budgetFix:
        'check out the base commit with the code (actions/checkout with fetch-depth: 0), so the files are read with git, or re-run the job when GitHub answers',
      historyWrite:
        'Give the push workflow `permissions: contents: write`, or set `history-branch: ""` to turn history off.',
      refreshWrite: 'refresh-on-accept needs:\n\npermissions:\n  contents: write\n  pull-requests: write',
    };
  }

  /** The HTTP client, loaded on first use: runs that never call the API (comment: off) start without it. */
  private async client(): Promise<Octokit> {
    const { createClient } = await import('./client.js');
    return (this.octokit ??= createClient(this.inputs.token, this.env['GITHUB_API_URL'] || 'https://api.github.com', {
      ...this.waits,
      stop: this.stop.signal,
      budget: this.budget,
    }));
  }

  private get repo() {
    return this.ctx.repo;
  }

  info(text: string): void {
    log.info(text);
  }

  warning(text: string): void {
    core.warning(text);
  }

  annotate(annotations: readonly Annotation[], file: string | undefined): void {
    for (const a of annotations) {
      const props = { title: a.title, file };
      if (a.level === 'error') core.error(a.message, props);
      else if (a.level === 'warning') core.warning(a.message, props);
      else core.notice(a.message, props);
    }
  }

  summary(markdown: string): Promise<void> {
    return writeSummary(this.results, markdown);
  }

  setOutputs(outputs: Readonly<Record<string, string>>): void {
    for (const [k, v] of Object.entries(outputs)) this.results.setOutput(k, v);
  }

  fail(line: string): void {
    this.results.setFailed(line);
  }

  abandon(): void {
    this.gaveUp = true;
    this.stop.abort();
  }

  async labelAddedBy(label: string): Promise<string | null | undefined> {
    if (this.info_.kind !== 'pull_request' || !hasLabel(this.ctx.payload, label)) return undefined;
    const by = labeledBySender(this.ctx.payload, label);
    if (!this.inputs.token) return by;
    try {
      return (await labelAddedBy(await this.client(), this.repo.owner, this.repo.repo, this.info_.number, label)) ?? by;
    } catch (e) {
      core.warning(
        `rankgate could not read the pull request's events to tell who added the label "${label}" (${describeError(e)}); the acceptance still applies.`,
      );
      return by;
    }
  }

  async baseReader(sha: string, change: number | null): Promise<BaseReader | null> {
    if (!this.inputs.token) return null;
    return apiReader(await this.client(), this.repo.owner, this.repo.repo, sha, change);
  }

  describeError(e: unknown): string {
    return describeError(e);
  }

  async commitDate(sha: string): Promise<string | null> {
    if (!this.inputs.token) return null;
    try {
      const { data } = await (await this.client()).rest.git.getCommit({ ...this.repo, commit_sha: sha });
      return data.committer?.date ?? null;
    } catch (e) {
      log.info(
        `rankgate: could not read the date of ${sha.slice(0, 12)} (${describeError(e)}); the refreshed baseline records none`,
      );
      return null;
    }
  }

  async readHistory(branch: string, gate: string, file: string): Promise<string | null | undefined> {
    if (!this.inputs.token) return undefined;
    try {
      return await readHistory(await this.client(), this.repo, branch, gate);
    } catch (e) {
      core.warning(
        `rankgate could not read main's history ${file} from branch ${branch} (${describeError(e)}); the comment shows no trend. Give the job \`contents: read\`, or set \`history-branch: ""\` to turn history off.`,
      );
      return undefined;
    }
  }

  async appendHistory(branch: string, record: HistoryRecord): Promise<HistoryOutcome> {
    return appendHistory(await this.client(), this.repo, branch, record);
  }

  cannotCommit(): string | null {
    if (this.info_.kind === 'pull_request' && this.info_.fork)
      return "this pull request comes from a fork, and the workflow token cannot write to a fork's branch.";
    return this.inputs.token ? null : 'input "github-token" is empty.';
  }

  async commitFile(c: FileCommit): Promise<{ commit: string | null }> {
    const res = await updateFile(await this.client(), {
      ...this.repo,
      branch: c.branch,
      path: c.path,
      message: c.message,
      next: (file) => c.next(file?.bytes ?? null),
    });
    return { commit: res.commit };
  }

  writeFailure(e: unknown, branch: string, elsewhere: string, otherwise: string): string {
    return writeRefusalAdvice(e, branch, elsewhere) ?? otherwise;
  }

  handOverName(gate: string): string | null {
    return this.inputs.artifact === '' ? null : this.inputs.artifact.split(GATE_PLACEHOLDER).join(gate);
  }

  handOverUnavailable(): string | null {
    return artifactUnavailable(this.env);
  }

  handOver(
    name: string,
    dir: string,
    files: readonly string[],
  ): Promise<{ zip: number | null; html: number | null } | null> {
    return uploadReportArtifacts(name, dir, [...files]);
  }

  reportContext(o: {
    artifact: { name: string; runFile: string | null } | null;
    uploaded?: { zip: number | null; html: number | null };
    runId?: string;
  }): ReportContext {
    return reportContext(this.env, { payload: this.ctx.payload, acceptLabel: this.inputs.acceptLabel, ...o });
  }

  /**
   * The second workflow of the fork recipe: the rankgate artifacts of the run that triggered this one, downloaded.
   * The job validates each report before using it (a fork controls what that run uploaded).
   */
  async handedOver(root: string): Promise<HandedOver[]> {
    const info = this.info_;
    if (info.kind !== 'workflow_run') return [];
    const { inputs, env } = this;
    if (inputs.artifact === '') {
      throw new InputError(
        'input "artifact" is empty, but under workflow_run without "run" the report comes from the artifact',
        {},
        'remove `artifact: ""` or set `run:`',
      );
    }
    const host = new URL(env['GITHUB_SERVER_URL'] || 'https://github.com').hostname.toLowerCase();
    if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
      core.warning(
        'rankgate: GitHub Enterprise Server has no artifact service for workflow_run; run the comparison in this workflow instead (set `run:`).',
      );
      return [];
    }
    const { owner, repo } = this.repo;
    const escaped = inputs.artifact
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .split(GATE_PLACEHOLDER.replace(/[{}]/g, '\\$&'))
      .join('([A-Za-z0-9._-]+)');
    const pattern = new RegExp(`^${escaped}$`);
    let found: RemoteArtifact[];
    let all: RemoteArtifact[] = [];
    try {
      all = await this.untilSpent(() => listRunArtifacts(inputs.token, owner, repo, info.runId));
      // "<name>.html" beside "<name>" is the unzipped copy of its report.html, not a report of its own.
      found = all.filter(
        (a) => pattern.test(a.name) && !(a.name.endsWith('.html') && all.some((b) => `${b.name}.html` === a.name)),
      );
    } catch (e) {
      core.warning(
        `rankgate could not list the artifacts of run ${info.runId} (${describeError(e)}). Give the job these permissions:\n\npermissions:\n  actions: read\n  pull-requests: write`,
      );
      return [];
    }
    if (found.length === 0) {
      core.warning(
        `rankgate: run ${info.runId} has no artifact named like "${inputs.artifact}"; did its rankgate step run (and upload)?`,
      );
      return [];
    }
    const out: HandedOver[] = [];
    for (const a of found) {
      const dir = join(root, a.name);
      mkdirSync(dir, { recursive: true });
      try {
        await this.untilSpent(() => downloadRunArtifact(inputs.token, owner, repo, info.runId, a.id, dir));
      } catch (e) {
        core.warning(`rankgate could not download artifact "${a.name}" of run ${info.runId} (${describeError(e)})`);
        continue;
      }
      // Links to the run that made the report and to its artifacts.
      const context = this.reportContext({
        runId: String(info.runId),
        artifact: { name: a.name, runFile: null },
        uploaded: { zip: a.id, html: all.find((b) => b.name === `${a.name}.html`)?.id ?? null },
      });
      out.push({ name: a.name, gate: pattern.exec(a.name)?.[1] ?? null, dir, context });
    }
    return out;
  }

  async upsertNote(note: NoteRequest): Promise<string | null> {
    const info = this.info_;
    if (info.kind === 'other' || info.kind === 'push') {
      log.info(`rankgate: no pull request for event "${info.event || 'unknown'}"; the report is in the job summary`);
      return null;
    }
    if (!this.inputs.token) {
      core.warning(
        'rankgate: input "github-token" is empty, so no comment was posted; the report is in the job summary.',
      );
      return null;
    }
    const situation = { fork: info.kind === 'pull_request' && info.fork, workflowRun: info.kind === 'workflow_run' };
    try {
      const { owner, repo } = this.repo;
      const issue =
        info.kind === 'pull_request' ? info.number : await findPullRequest(await this.client(), owner, repo, info);
      if (issue === null) {
        log.info(
          `rankgate: no open pull request has head ${(info as { headSha: string }).headSha}; the report is in the job summary`,
        );
        return null;
      }
      const server = this.env['GITHUB_SERVER_URL'] || 'https://github.com';
      const summaryUrl = `${server}/${owner}/${repo}/actions/runs/${this.env['GITHUB_RUN_ID'] ?? ''}`;
      const res = await upsertSticky(
        await this.client(),
        { owner, repo, issue },
        commentMarker(note.gate),
        note.markdown,
        note.summary,
        {
          mode: note.mode,
          create: note.create,
          summaryUrl,
        },
      );
      if (res.action === 'skipped') log.info('rankgate: verdict is pass and comment-on is not-pass: no comment');
      else log.info(`rankgate: comment ${res.action}${res.shortened ? ` (${res.shortened})` : ''}: ${res.url}`);
      return res.url;
    } catch (e) {
      core.warning(commentFailureAdvice(e, situation));
      return null;
    }
  }

  /**
   * Work on GitHub outside the Octokit client (the artifact service has its own): counted against the budget, and
   * given up when the budget is spent (the process ends soon after, see run.ts).
   */
  private async untilSpent<T>(work: () => Promise<T>): Promise<T> {
    let onSpent: (() => void) | undefined;
    const spent = new Promise<never>((_, reject) => {
      onSpent = () => {
        this.gaveUp = true;
        reject(this.budget.signal.reason);
      };
      this.budget.signal.addEventListener('abort', onSpent, { once: true });
    });
    try {
      return await Promise.race([this.budget.wait(work), spent]);
    } finally {
      this.budget.signal.removeEventListener('abort', onSpent!);
    }
  }
}

/** The event's facts in the forge's terms: a pull request is a change request, workflow_run a follow-up. */
function forgeEvent(info: EventInfo, payload: unknown, sha: string | null): ForgeEvent {
  if (info.kind === 'pull_request') {
    const base = (payload as { pull_request?: { base?: { sha?: unknown } } }).pull_request?.base?.sha;
    return {
      kind: 'change',
      number: info.number,
      fork: info.fork,
      headSha: info.headSha,
      headRef: info.headRef,
      baseSha: typeof base === 'string' && /^[0-9a-f]{40}$/i.test(base) ? base : null,
    };
  }
  // GITHUB_SHA: the pushed commit when the event payload does not name it.
  if (info.kind === 'push')
    return {
      kind: 'push',
      branch: info.branch,
      toDefault: info.toDefault,
      commit: info.commit ?? sha,
      timestamp: info.timestamp,
    };
  if (info.kind === 'workflow_run') return { kind: 'follow-up', runId: String(info.runId) };
  return { kind: 'other', event: info.event };
}
