import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaseReader } from '../../src/git/repo.js';
import type {
  Annotation,
  FileCommit,
  Forge,
  ForgeEvent,
  ForgeWords,
  HandedOver,
  NoteRequest,
} from '../../src/pipeline/forge.js';
import { appendRecord, recordFromReport, type HistoryRecord } from '../../src/pipeline/history.js';
import { runJob, type JobSettings } from '../../src/pipeline/job.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { WaitBudget } from '../../src/pipeline/wait-budget.js';
import type { ReportContext } from '../../src/report/next-steps.js';
import { parseReport } from '../../src/report/schema.js';
import { makeWorkspace } from '../github/harness.js';

/**
 * The job against an in-memory forge that is not GitHub: report files handed over by copying them into a folder the CI
 * keeps (as GitLab's `artifacts: paths:` does), notes in a map, history in a map of branches, its own words in every
 * fix. Whatever forge runs the job, the verdict, the note and the report files are the comparison's.
 */

const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';

const WORDS: ForgeWords = {
  service: 'GitLab',
  budgetVariable: 'RANKGATE_GITLAB_BUDGET',
  workspace: 'give a path inside CI_PROJECT_DIR',
  fetchBase: 'set GIT_DEPTH: 0 so git reads the base commit',
  noApi: null,
  listChangedFiles: "give the token read_api so the MR's changes can be listed",
  readAccess: 'give the token read_repository',
  budgetFix: 'set GIT_DEPTH: 0, or re-run the job when GitLab answers',
  historyWrite: 'give the token write_repository',
  refreshWrite: 'give the token write_repository',
};

class MemoryForge implements Forge {
  readonly words = WORDS;
  readonly budget = new WaitBudget(60_000);
  readonly maxAnnotations = 10;
  readonly log: string[] = [];
  readonly warnings: string[] = [];
  readonly annotations: { a: Annotation; file: string | undefined }[] = [];
  summaryText = '';
  outputs: Record<string, string> = {};
  failed: string[] = [];
  readonly notes = new Map<string, NoteRequest>();
  readonly branches = new Map<string, Map<string, Buffer>>();
  readonly kept: string;
  constructor(
    readonly event: ForgeEvent,
    private readonly base: BaseReader | null = null,
    readonly labeledBy?: string | null,
  ) {
    this.kept = mkdtempSync(join(tmpdir(), 'rankgate-kept-'));
  }
  info(text: string) {
    this.log.push(text);
  }
  warning(text: string) {
    this.warnings.push(text);
  }
  annotate(list: readonly Annotation[], file: string | undefined) {
    for (const a of list) this.annotations.push({ a, file });
  }
  async summary(markdown: string) {
    this.summaryText += `${markdown}\n`;
  }
  setOutputs(o: Readonly<Record<string, string>>) {
    this.outputs = { ...o };
  }
  fail(line: string) {
    this.failed.push(line);
  }
  abandon() {}
  async labelAddedBy(label: string) {
    return label === 'rankgate: accept' ? this.labeledBy : undefined;
  }
  async baseReader() {
    return this.base;
  }
  describeError(e: unknown) {
    return e instanceof Error ? e.message : String(e);
  }
  async commitDate() {
    return null;
  }
  async readHistory(branch: string, gate: string) {
    return this.branches.get(branch)?.get(`${gate}/history.jsonl`)?.toString('utf8') ?? null;
  }
  async appendHistory(branch: string, record: HistoryRecord) {
    const files = this.branches.get(branch) ?? new Map<string, Buffer>();
    const created = !this.branches.has(branch);
    this.branches.set(branch, files);
    const next = appendRecord(files.get(`${record.gate}/history.jsonl`)?.toString('utf8') ?? '', record);
    files.set(`${record.gate}/history.jsonl`, Buffer.from(next.text));
    return {
      action: created ? ('created-branch' as const) : ('appended' as const),
      commit: '9'.repeat(40),
      conflicts: 0,
    };
  }
  cannotCommit() {
    return null;
  }
  async commitFile(c: FileCommit) {
    return { commit: c.next(null) === null ? null : '8'.repeat(40) };
  }
  writeFailure(_e: unknown, _b: string, _elsewhere: string, otherwise: string) {
    return otherwise;
  }
  handOverName(gate: string) {
    return `rankgate-${gate}`;
  }
  handOverUnavailable() {
    return null;
  }
  async handOver(name: string, dir: string, files: readonly string[]) {
    mkdirSync(join(this.kept, name));
    for (const f of files) cpSync(join(dir, f), join(this.kept, name, f));
    return null;
  }
  reportContext(o: { artifact: { name: string; runFile: string | null } | null }): ReportContext {
    return { links: {}, ...(o.artifact ? { artifact: o.artifact } : {}), acceptLabel: 'rankgate: accept' };
  }
  async handedOver(): Promise<HandedOver[]> {
    return [];
  }
  async upsertNote(note: NoteRequest) {
    this.notes.set(note.gate, note);
    return `https://gitlab.example/acme/search/-/merge_requests/7#note_${note.gate}`;
  }
}

/** The example laid out as in the repository, with the scenarios' 1,000 draws: the job is under test, not the statistics. */
const workspace = () => makeWorkspace();

function settings(ws: string, o: Partial<JobSettings> = {}): JobSettings {
  return {
    contract: CONTRACT,
    run: FAILING,
    comment: 'update',
    commentOn: 'always',
    failOn: 'fail',
    workingDirectory: '.',
    acceptLabel: 'rankgate: accept',
    historyBranch: 'rankgate-data',
    trendPoints: 20,
    refreshOnAccept: false,
    workspace: ws,
    outRoot: join(mkdtempSync(join(tmpdir(), 'rankgate-out-')), 'rankgate'),
    publishDeadlineS: 60,
    ...o,
  };
}

const change: ForgeEvent = { kind: 'change', number: 7, fork: false, baseSha: null, headSha: null, headRef: null };

describe('the job on a forge that is not GitHub', () => {
  it("a failing change request: exit 1, the comparison's report handed over, the note is its report.md, the verdict its summary", async () => {
    const ws = workspace();
    const forge = new MemoryForge(change);
    const outcome = await runJob(forge, settings(ws));
    // The same comparison the job runs (no git here: the workspace's files, no commit date).
    const expected = await runComparison({
      contract: join(ws, CONTRACT),
      run: join(ws, FAILING),
      root: ws,
      acceptance: null,
    });
    expect(expected.report.verdict.level).toBe('fail');
    expect(outcome).toEqual({ status: 1, abandoned: false });
    expect(forge.failed).toEqual([`rankgate: ${expected.report.verdict.summary}`]);
    const kept = join(forge.kept, 'rankgate-help-center');
    expect(readFileSync(join(kept, 'report.json'), 'utf8')).toBe(expected.reportJson);
    // The hand-over holds the candidate run beside the report files.
    expect(readdirSync(kept)).toContain('candidate.trec');
    const note = forge.notes.get('help-center')!;
    expect(note.markdown).toBe(readFileSync(join(kept, 'report.md'), 'utf8'));
    expect(note).toMatchObject({ summary: expected.report.verdict.summary, mode: 'update', create: true });
    expect(forge.summaryText).toBe(`${note.markdown}\n`);
    expect(forge.outputs['verdict']).toBe('fail');
    expect(forge.outputs['comment-url']).toBe('https://gitlab.example/acme/search/-/merge_requests/7#note_help-center');
    // One annotation per failing slice, on the contract; no history on this forge's branch yet.
    expect(forge.annotations.length).toBeGreaterThan(0);
    expect(new Set(forge.annotations.map((x) => `${x.a.level} ${x.file}`))).toEqual(new Set([`error ${CONTRACT}`]));
    expect(forge.log).toContain(
      'rankgate: no history yet at help-center/history.jsonl on branch rankgate-data (it is written on pushes to the default branch)',
    );
  });

  it('the accept label turns the failure into a pass with notices, naming who added it', async () => {
    const forge = new MemoryForge(change, null, 'lead');
    const outcome = await runJob(forge, settings(workspace()));
    expect(outcome.status).toBe(0);
    expect(forge.failed).toEqual([]);
    expect(forge.annotations.every((x) => x.a.level === 'notice')).toBe(true);
    expect(forge.log.some((l) => l.startsWith('rankgate: accepted (label "rankgate: accept" added by lead): '))).toBe(
      true,
    );
    expect(forge.outputs['accepted']).toBe('true');
  });

  it('a push to the default branch records the history on the data branch; a change request then shows the trend', async () => {
    const ws = workspace();
    const push = new MemoryForge({
      kind: 'push',
      branch: 'main',
      toDefault: true,
      commit: '1'.repeat(40),
      timestamp: '2026-11-03T09:00:00Z',
    });
    expect((await runJob(push, settings(ws, { run: PASSING }))).status).toBe(0);
    const text = push.branches.get('rankgate-data')!.get('help-center/history.jsonl')!.toString('utf8');
    const report = parseReport(readFileSync(join(push.kept, 'rankgate-help-center', 'report.json'), 'utf8'));
    expect(text).toBe(
      appendRecord(
        '',
        recordFromReport(report, { commit: '1'.repeat(40), date: '2026-11-03T09:00:00Z', branch: 'main' }),
      ).text,
    );
    expect(push.notes.size).toBe(1);

    const pr = new MemoryForge(change);
    pr.branches.set('rankgate-data', push.branches.get('rankgate-data')!);
    await runJob(pr, settings(ws, { run: PASSING }));
    const trend = parseReport(readFileSync(join(pr.kept, 'rankgate-help-center', 'report.json'), 'utf8')).trend!;
    expect(trend.points.map((p) => p.commit)).toEqual(['1'.repeat(40)]);
  });

  it("fail closed: a base the forge cannot read fails the check with the forge's own fixes", async () => {
    const unreadable: BaseReader = {
      source: 'api',
      read: async () => {
        throw new Error('503 from the API');
      },
    };
    const forge = new MemoryForge({ ...change, baseSha: 'b'.repeat(40) }, unreadable);
    const outcome = await runJob(forge, settings(workspace()));
    expect(outcome.status).toBe(1);
    expect(forge.notes.size).toBe(0);
    expect(forge.failed).toEqual([
      `rankgate: the evaluation files at the base commit bbbbbbbbbbbb could not be read (503 from the API), so the gate cannot hold this PR to the base's contract, judgments, slices and baseline (give the token read_repository, or set GIT_DEPTH: 0 so git reads the base commit)`,
    ]);
  });
});
