import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
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
import { visible } from '../report/escape.js';
import { commentMarker } from '../report/marker.js';
import type { ReportContext } from '../report/next-steps.js';
import { createClient, type GitLabClient } from './client.js';
import type { GitLabContext, TokenChoice } from './context.js';
import { GitLabError, statusOf } from './errors.js';
import { baseReader as apiBaseReader, updateFileOnBranch } from './files.js';
import { appendHistory, readHistory } from './history.js';
import { labelAddedBy } from './labels.js';
import { readCommitDate } from './commits.js';
import { mergeRequestAdds } from './changes.js';
import { upsertStickyNote } from './notes.js';
import { getMergeRequest } from './project.js';

/** Where a GitLab job's messages and files go: the job log, and the exit status. */
export interface GitLabSink {
  /** One line of the job log. */
  line(text: string): void;
}

export interface GitLabForgeOptions {
  /** The accept label (empty: acceptance off). */
  acceptLabel: string;
  /** The folder the job lists in `artifacts:paths`, relative to the project directory ('/'-separated). */
  reportDir: string;
  /** The project directory (CI_PROJECT_DIR): reportDir is inside it. */
  projectDir: string;
  budgetMs: number;
  /** Client settings for tests (short retry waits). */
  client?: { retryBaseMs?: number; timeoutMs?: number };
}

/**
 * A GitLab CI job and GitLab's REST API as the job's forge. GitLab has no workflow commands, job-summary page,
 * annotations, artifact upload API or follow-up events, so: log lines are made inert (GitLab's log renders ANSI
 * escapes, so control characters from data are shown, never sent), the summary and the outputs are files in the report
 * folder the job keeps with `artifacts:`, annotations are log lines (the JUnit report carries them to the merge request),
 * and the hand-over is the report folder itself, linked through the job's artifacts.
 */
export class GitLabForge implements Forge {
  readonly event: ForgeEvent;
  readonly words: ForgeWords;
  readonly budget: WaitBudget;
  readonly maxAnnotations = 50;
  /** The step's failure lines (a non-empty list: exit status 1). */
  readonly failures: string[] = [];
  private api: GitLabClient | null = null;
  private readonly stop = new AbortController();
  private readonly token: string | null;

  constructor(
    private readonly ctx: GitLabContext,
    token: TokenChoice,
    private readonly o: GitLabForgeOptions,
    private readonly sink: GitLabSink,
  ) {
    this.budget = new WaitBudget(o.budgetMs);
    this.token = token.token;
    const ev = ctx.event;
    this.event =
      ev.kind === 'merge_request'
        ? {
            kind: 'change',
            number: ev.iid,
            fork: ev.fork,
            baseSha: ev.diffBaseSha,
            headSha: ev.commitSha,
            headRef: ev.sourceBranch,
          }
        : ev.kind === 'push'
          ? { kind: 'push', branch: ev.branch, toDefault: ev.toDefault, commit: ev.commitSha, timestamp: ev.timestamp }
          : { kind: 'other', event: ev.source };
    const tokenFix =
      'set RANKGATE_GITLAB_TOKEN to a project access token with the api scope and the Developer role (a masked CI/CD variable)';
    this.words = {
      service: 'GitLab',
      budgetVariable: 'RANKGATE_GITLAB_BUDGET',
      workspace: 'give a path inside the project checkout (CI_PROJECT_DIR)',
      fetchBase: "set the job variable `GIT_DEPTH: 0` so git reads the merge request's diff base",
      noApi: token.token === null ? { why: token.why, fix: tokenFix } : null,
      listChangedFiles: "give the token read_api (or api) so the merge request's changes can be listed",
      readAccess: 'give the token the read_api scope and at least the Reporter role',
      budgetFix: 'set `GIT_DEPTH: 0` so the base is read with git, or re-run the job when GitLab answers',
      historyWrite: `Give the token the api scope and a role allowed to push to the data branch (Developer, or allowed under Settings > Repository > Protected branches), or set RANKGATE_HISTORY_BRANCH to "" to turn history off.`,
      refreshWrite:
        "refresh-on-accept needs a token with the api scope and the Developer role, allowed to push to the merge request's source branch",
    };
  }

  /** The API client, with the job's budget and its give-up signal: spent or given up, every request ends at once. */
  private client(): GitLabClient {
    if (this.token === null) throw new GitLabError(401, '', 'GET', '/', this.words.noApi!.fix);
    return (this.api ??= createClient({
      apiUrl: this.ctx.apiUrl,
      token: this.token,
      signal: AbortSignal.any([this.stop.signal, this.budget.signal]),
      ...(this.o.client?.retryBaseMs !== undefined ? { retryBaseMs: this.o.client.retryBaseMs } : {}),
      ...(this.o.client?.timeoutMs !== undefined ? { timeoutMs: this.o.client.timeoutMs } : {}),
    }));
  }

  /** A call on GitLab counted against the budget. */
  private call<T>(work: (api: GitLabClient) => Promise<T>): Promise<T> {
    return this.budget.wait(() => work(this.client()));
  }

  private get project(): number {
    return this.ctx.event.kind === 'merge_request' ? this.ctx.event.projectId : this.ctx.project.id;
  }

  /** Control characters, ANSI escapes and line breaks from data are shown as <U+XXXX>: one inert line per message. */
  info(text: string): void {
    this.sink.line(visible(text));
  }

  warning(text: string): void {
    this.sink.line(`WARNING: ${visible(text)}`);
  }

  annotate(annotations: readonly Annotation[], file: string | undefined): void {
    for (const a of annotations)
      this.sink.line(`${a.level.toUpperCase()}: ${visible(`${file ? `${file}: ` : ''}${a.title}: ${a.message}`)}`);
  }

  /** No job-summary page on GitLab: the Markdown goes to summary.md in the report folder, which `artifacts:` keeps. */
  async summary(markdown: string): Promise<void> {
    try {
      const dir = join(this.o.projectDir, this.o.reportDir);
      mkdirSync(dir, { recursive: true });
      appendFileSync(join(dir, 'summary.md'), `${markdown}\n`);
    } catch (e) {
      this.warning(`rankgate could not write ${this.o.reportDir}/summary.md (${(e as Error).message})`);
    }
  }

  /** The outputs as a dotenv file (`artifacts: reports: dotenv`): RANKGATE_<NAME>=value, one line each. */
  setOutputs(outputs: Readonly<Record<string, string>>): void {
    const lines = Object.keys(outputs)
      .sort()
      .map((k) => `RANKGATE_${k.toUpperCase().replace(/[^A-Z0-9]/g, '_')}=${visible(outputs[k]!)}`);
    const dir = join(this.o.projectDir, this.o.reportDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'rankgate.env'), lines.map((l) => `${l}\n`).join(''));
  }

  fail(line: string): void {
    this.failures.push(line);
    this.sink.line(`ERROR: ${visible(line)}`);
  }

  abandon(): void {
    this.stop.abort();
  }

  async labelAddedBy(label: string): Promise<string | null | undefined> {
    const ev = this.ctx.event;
    if (ev.kind !== 'merge_request') return undefined;
    // CI_MERGE_REQUEST_LABELS holds the labels when the pipeline was created; a re-run job after the label was added
    // (GitLab starts no pipeline for a label) must see it, and one removed since must no longer accept.
    let labels = ev.labels;
    if (this.token !== null) {
      try {
        labels = (await this.call((api) => getMergeRequest(api, ev.projectId, ev.iid))).labels;
      } catch (e) {
        this.warning(
          `rankgate could not read the merge request's labels now (${this.describeError(e)}); it uses those of when the pipeline was created.`,
        );
      }
    }
    if (!labels.includes(label)) return undefined;
    if (this.token === null) return null;
    try {
      return await this.call((api) => labelAddedBy(api, ev.projectId, ev.iid, label));
    } catch (e) {
      this.warning(
        `rankgate could not read the merge request's label events to tell who added "${label}" (${this.describeError(e)}); the acceptance still applies.`,
      );
      return null;
    }
  }

  async baseReader(sha: string, change: number | null): Promise<BaseReader | null> {
    if (this.token === null) return null;
    const api = this.client();
    const reader = apiBaseReader(api, this.project, sha);
    return {
      source: 'api',
      read: (path) => this.budget.wait(() => reader.read(path)),
      ...(change === null
        ? {}
        : { adds: (path: string) => this.budget.wait(() => mergeRequestAdds(api, this.project, change, path)) }),
    };
  }

  describeError(e: unknown): string {
    if (e instanceof GitLabError) return e.describe();
    return e instanceof Error ? e.message : String(e);
  }

  /**
   * When `sha` was committed, for the refreshed baseline's header (git is asked first, in the job): the pipeline's own
   * commit from CI_COMMIT_TIMESTAMP, any other through the commits API; null when neither can say.
   */
  async commitDate(sha: string): Promise<string | null> {
    const ev = this.ctx.event;
    if (ev.kind === 'merge_request' && ev.commitSha === sha && ev.timestamp !== null) return ev.timestamp;
    if (this.token === null) return null;
    try {
      return await this.call((api) => readCommitDate(api, this.project, sha));
    } catch (e) {
      this.info(
        `rankgate: could not read the date of ${sha.slice(0, 12)} (${this.describeError(e)}); the refreshed baseline records none`,
      );
      return null;
    }
  }

  async readHistory(branch: string, gate: string, file: string): Promise<string | null | undefined> {
    if (this.token === null) return undefined;
    try {
      return await this.call((api) => readHistory(api, this.project, branch, gate));
    } catch (e) {
      this.warning(
        `rankgate could not read the default branch's history ${file} from branch ${branch} (${this.describeError(e)}); the note shows no trend.`,
      );
      return undefined;
    }
  }

  async appendHistory(branch: string, record: HistoryRecord): Promise<HistoryOutcome> {
    return this.call((api) =>
      appendHistory(api, this.project, { branch, defaultBranch: this.ctx.defaultBranch, record }),
    );
  }

  cannotCommit(): string | null {
    const ev = this.ctx.event;
    if (ev.kind === 'merge_request' && ev.fork)
      return "this merge request comes from a fork, and the token cannot write to a fork's branch.";
    return this.token === null ? `${this.words.noApi?.why ?? 'no token'}.` : null;
  }

  async commitFile(c: FileCommit): Promise<{ commit: string | null }> {
    const res = await this.call((api) =>
      updateFileOnBranch(api, this.project, { branch: c.branch, path: c.path, message: c.message, next: c.next }),
    );
    return { commit: res.commit };
  }

  writeFailure(e: unknown, branch: string, elsewhere: string, otherwise: string): string {
    const s = statusOf(e);
    if (s === 403 && e instanceof GitLabError && /protected|push into this branch/i.test(e.gitlabMessage)) {
      return `GitLab refused the push to the protected branch ${branch} (${e.describe()}); ${elsewhere}`;
    }
    if (s === 401 || s === 403) return `GitLab refused the write to ${branch} (${this.describeError(e)}). ${otherwise}`;
    return otherwise;
  }

  /** The report folder of the gate, as the job's artifacts hold it. */
  handOverName(gate: string): string {
    return posix.join(this.o.reportDir, gate);
  }

  handOverUnavailable(): string | null {
    return null;
  }

  /** The files are already in the folder `artifacts:paths` keeps: GitLab uploads it when the job ends. */
  async handOver(name: string): Promise<null> {
    this.info(`rankgate: report files in ${name}/ (kept by the job's artifacts: paths)`);
    return null;
  }

  /**
   * Links into the job's artifacts: report.html opened in the browser (`/artifacts/file/…`), the folder browsed, the
   * job's page. Never a `gh` command: no run id or repository is set, so the next steps name the local files.
   */
  reportContext(o: { artifact: { name: string; runFile: string | null } | null }): ReportContext {
    const job = this.ctx.job.url;
    const links: NonNullable<ReportContext['links']> = {};
    if (job) {
      links.run = job;
      if (o.artifact) {
        links.html = `${job}/artifacts/file/${o.artifact.name}/report.html`;
        links.artifact = `${job}/artifacts/browse/${o.artifact.name}`;
      }
    }
    const ev = this.ctx.event;
    const base =
      ev.kind === 'merge_request' && /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]+$/.test(ev.targetBranch)
        ? ev.targetBranch
        : undefined;
    return {
      links,
      ...(o.artifact ? { artifact: o.artifact } : {}),
      ...(base ? { baseBranch: base } : {}),
      acceptLabel: this.o.acceptLabel === '' ? null : this.o.acceptLabel,
      forge: { change: 'merge request', labelReruns: false, runPage: 'job' },
    };
  }

  /** GitLab has no follow-up events: nothing is ever handed over to this job. */
  async handedOver(): Promise<HandedOver[]> {
    return [];
  }

  async upsertNote(note: NoteRequest): Promise<string | null> {
    const ev = this.ctx.event;
    if (ev.kind !== 'merge_request') {
      this.info(
        `rankgate: no merge request for pipeline source "${ev.kind === 'push' ? 'push' : ev.source}"; the report is in ${this.o.reportDir}/`,
      );
      return null;
    }
    if (this.token === null) {
      this.warning(
        `rankgate posted no note: ${this.words.noApi!.why}. The report is in the job's artifacts (${this.o.reportDir}/).`,
      );
      return null;
    }
    if (note.mode === 'new')
      this.info('rankgate: comment mode "new" is not supported on GitLab; the note is updated in place');
    try {
      const reportUrl = this.ctx.job.url
        ? `${this.ctx.job.url}/artifacts/browse/${this.o.reportDir}`
        : this.ctx.project.url;
      const res = await this.call((api) =>
        upsertStickyNote(api, { project: ev.projectId, iid: ev.iid }, commentMarker(note.gate), note.markdown, {
          create: note.create,
          reportUrl,
        }),
      );
      if (res.action === 'skipped') {
        this.info('rankgate: verdict is pass and comment-on is not-pass: no note');
        return null;
      }
      const url = `${this.ctx.project.url}/-/merge_requests/${ev.iid}#note_${res.id}`;
      this.info(
        `rankgate: note ${res.action}${res.trimmed ? ' (trimmed)' : ''}${res.deleted ? `, ${res.deleted} duplicate(s) deleted` : ''}: ${url}`,
      );
      return url;
    } catch (e) {
      this.warning(
        `rankgate could not post the merge request note (${this.describeError(e)}); the report is in the job's artifacts.`,
      );
      return null;
    }
  }
}
