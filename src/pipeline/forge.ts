import type { BaseReader } from '../git/repo.js';
import type { ReportContext } from '../report/next-steps.js';
import type { Report } from '../report/schema.js';
import type { HistoryRecord } from './history.js';
import type { WaitBudget } from './wait-budget.js';

/**
 * What the job (pipeline/job.ts) needs of the platform that hosts the repository and runs it: GitHub with Actions,
 * GitLab with its CI. The job decides what to compare, what to record and what the step's outcome is; a forge only
 * carries things out where it lives. Every call that can fail on the network is best effort unless it says it throws:
 * the forge logs the failure with its own fix (a permission, a setting) and answers "nothing", because only the forge
 * knows what its users must change. Reading the base commit's files is the exception: it throws, and the job fails closed.
 */

/** The facts of the event the job runs for, in the forge's neutral terms. */
export type ForgeEvent =
  /** A change request (pull request, merge request): its number, and whether it comes from a fork the job cannot write to. */
  | {
      kind: 'change';
      number: number;
      fork: boolean;
      baseSha: string | null;
      headSha: string | null;
      headRef: string | null;
    }
  /** A push; `toDefault` when it went to the default branch, whose history the job records. */
  | { kind: 'push'; branch: string; toDefault: boolean; commit: string | null; timestamp: string | null }
  /**
   * A trusted job that follows an untrusted one (GitHub's workflow_run after a fork's pull request): it compares a run
   * of its own, or publishes the reports the first job handed over.
   */
  | { kind: 'follow-up'; runId: string }
  | { kind: 'other'; event: string };

/** What the job asks of the forge for one gate's note on the change request. */
export interface NoteRequest {
  gate: string;
  markdown: string;
  /** The verdict's one-line summary: the note's fallback when the forge refuses the full body. */
  summary: string;
  mode: 'update' | 'new';
  /** false: only refresh an existing note, never start one. */
  create: boolean;
}

/** Report files another job of the same change handed over (a GitHub artifact), downloaded into `dir`. */
export interface HandedOver {
  /** The hand-over's name (an artifact's), for messages. */
  name: string;
  /** The gate id the name says it holds, when the name template has one. */
  gate: string | null;
  dir: string;
  /** Where its files are linked from, for the renderers. */
  context: ReportContext;
}

/** A file committed to a branch: the bytes to write given the current ones (null: leave it as it is). */
export interface FileCommit {
  branch: string;
  path: string;
  message: string;
  next: (current: Buffer | null) => Buffer | null;
}

export type HistoryOutcome = {
  action: 'created-branch' | 'appended' | 'already-recorded';
  commit: string | null;
  conflicts: number;
};

/** An annotation on the check, attached to a file of the repository. */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
}

/** Words and fixes that name the forge's own settings, for the job's messages about what the forge could not do. */
export interface ForgeWords {
  /** The service the job waits on ("GitHub"). */
  service: string;
  /** The environment variable that sets the total time for waiting on it. */
  budgetVariable: string;
  /** How to give a path the workspace holds (the checkout's name on this forge). */
  workspace: string;
  /** How to make git hold the base commit in the checkout. */
  fetchBase: string;
  /** Why the base cannot be read through the API (no token), or null when it can; with its fix. */
  noApi: { why: string; fix: string } | null;
  /** The fix when the API says a base file is absent but cannot say whether the change adds it. */
  listChangedFiles: string;
  /** The fix when the API cannot read the base's files at all. */
  readAccess: string;
  /** The fix when the time for the service ran out before the base was read. */
  budgetFix: string;
  /** The fix when the history cannot be recorded. */
  historyWrite: string;
  /** The fix when the refreshed baseline cannot be committed to the change's branch. */
  refreshWrite: string;
}

export interface Forge {
  readonly event: ForgeEvent;
  readonly words: ForgeWords;
  /** All the waiting on the forge this job may do; spent, every call fails at once. */
  readonly budget: WaitBudget;
  /** The most annotations the forge shows per step: more are dropped silently there, so the job counts them instead. */
  readonly maxAnnotations: number;

  /** A plain log line: the forge makes it inert (no text it holds is read as a command by the runner). */
  info(text: string): void;
  /** A warning the run's page shows. */
  warning(text: string): void;
  /** The check's annotations, attached to `file` (relative to the repository root, as the forge shows files). */
  annotate(annotations: readonly Annotation[], file: string | undefined): void;
  /** Appends to the job's summary page; never throws (the summary is the fallback for everything else). */
  summary(markdown: string): Promise<void>;
  /** The step's outputs (every value a string). */
  setOutputs(outputs: Readonly<Record<string, string>>): void;
  /** Marks the step failed with this one line. */
  fail(line: string): void;
  /** The job's waiting is given up (the deadline or the budget): requests in flight end now. */
  abandon(): void;

  /** Who added the accept label to the change request (null: unknown), or undefined when it does not carry it. */
  labelAddedBy(label: string): Promise<string | null | undefined>;
  /** The base commit's files through the forge's API, or null when the forge cannot read them (no token). */
  baseReader(sha: string, change: number | null): Promise<BaseReader | null>;
  /** Explains a failure to read the base, for the job's fail-closed error. */
  describeError(e: unknown): string;
  /** A commit's date from the forge (null when it cannot say; the forge logs why). */
  commitDate(sha: string): Promise<string | null>;

  /** The gate's history file on the data branch: its text, null when there is none yet, undefined when it cannot be read (logged). */
  readHistory(branch: string, gate: string, file: string): Promise<string | null | undefined>;
  /** Appends a record to the gate's history on the data branch (created when absent); throws when refused. */
  appendHistory(branch: string, record: HistoryRecord): Promise<HistoryOutcome>;
  /** Why the job cannot commit to the change's branch (a fork, no token), or null when it can. */
  cannotCommit(): string | null;
  /** Commits a file to a branch; the new commit, or null when `next` left it unchanged. Throws when refused. */
  commitFile(c: FileCommit): Promise<{ commit: string | null }>;
  /** What to change when a write to `branch` was refused; `elsewhere` is the way around it, `otherwise` the default fix. */
  writeFailure(e: unknown, branch: string, elsewhere: string, otherwise: string): string;

  /** The name the gate's report files are handed over under, or null when they are not (disabled, or no service here). */
  handOverName(gate: string): string | null;
  /** Why the files are not handed over although a name is set (logged by the job), or null. */
  handOverUnavailable(): string | null;
  /** Hands the report files over (an artifact upload); the ids of what was uploaded, or null (logged). */
  handOver(
    name: string,
    dir: string,
    files: readonly string[],
  ): Promise<{ zip: number | null; html: number | null } | null>;
  /** The links and facts the renderers show: this run's, or the run `runId` that made a handed-over report. */
  reportContext(o: {
    artifact: { name: string; runFile: string | null } | null;
    uploaded?: { zip: number | null; html: number | null };
    runId?: string;
  }): ReportContext;
  /** The report files an earlier job of the same change handed over (follow-up jobs), downloaded under `dir`. */
  handedOver(dir: string): Promise<HandedOver[]>;

  /** Posts or refreshes the gate's sticky note on the change request; its URL, or null (logged, never thrown). */
  upsertNote(note: NoteRequest): Promise<string | null>;
}

/** The reports a job publishes: the acceptance of a change request, as the report records it. */
export type Acceptance = Report['acceptance'];
