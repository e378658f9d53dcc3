import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { runGitLabCi } from '../../src/gitlab/run.js';
import { commentMarker } from '../../src/report/marker.js';
import { parseReport } from '../../src/report/schema.js';
import { FakeGitLab } from './fake-gitlab.js';
import { gitWorkspace, makeWorkspace } from '../github/harness.js';

/**
 * `rankgate ci` in a GitLab merge-request or push pipeline, in-process, against the loopback fake of GitLab's REST API:
 * the job (pipeline/job.ts) behind the GitLab forge, from GitLab's predefined variables to the exit status, the note,
 * the report folder kept by `artifacts:` and the data branch.
 */

const TOKEN = 'glpat-e2eSecretToken0123456789';
const BOT = 'project_42_bot_0a1b2c';
const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const MARKER = commentMarker('help-center');
const IID = 7;
const JOB_URL = 'https://gitlab.example/acme/search/-/jobs/901';

let fake: FakeGitLab;
afterEach(async () => {
  await fake?.stop();
});

async function start(): Promise<FakeGitLab> {
  fake = new FakeGitLab();
  await fake.start();
  fake.addUser(TOKEN, { id: 99, username: BOT, scopes: ['api'], bot: true });
  return fake;
}

/**
 * The example's files as committed on the fake's default branch: the merge request's diff base. They are a scenario
 * workspace's (makeWorkspace), so the base's contract is the one the job's checkout has.
 */
function pushExample(branch = 'main'): string {
  const example = makeWorkspace();
  const files: Record<string, Buffer> = {};
  for (const f of [
    'rankgate.yml',
    'qrels.txt',
    'queries.tsv',
    'slices.tsv',
    'candidate.trec',
    'candidate-fixed.trec',
  ]) {
    files[`examples/help-center/${f}`] = readFileSync(join(example, 'examples/help-center', f));
  }
  files['baselines/help-center.trec'] = readFileSync(join(example, 'baselines/help-center.trec'));
  return fake.push(branch, files);
}

function addMergeRequest(baseSha: string, labels: string[] = []): void {
  const head = fake.push('tune', { 'NOTES.md': 'tuned\n' });
  fake.mergeRequests.set(IID, {
    iid: IID,
    labels,
    sourceBranch: 'tune',
    targetBranch: 'main',
    sourceProjectId: 42,
    baseSha,
    headSha: head,
  });
}

/** GitLab's predefined variables of a job (https://docs.gitlab.com/ci/variables/predefined_variables/). */
function jobEnv(
  ws: string,
  o: { kind: 'mr' | 'push'; base?: string; labels?: string[]; vars?: Record<string, string | undefined> },
): NodeJS.ProcessEnv {
  const common: Record<string, string> = {
    GITLAB_CI: 'true',
    CI_API_V4_URL: fake.apiUrl,
    CI_SERVER_URL: 'https://gitlab.example',
    CI_PROJECT_ID: '42',
    CI_PROJECT_PATH: 'acme/search',
    CI_PROJECT_URL: 'https://gitlab.example/acme/search',
    CI_DEFAULT_BRANCH: 'main',
    CI_COMMIT_SHA: 'c'.repeat(40),
    CI_JOB_ID: '901',
    CI_JOB_URL: JOB_URL,
    CI_PROJECT_DIR: ws,
    CI_JOB_TOKEN: 'job-token-value',
    RANKGATE_CONTRACT: CONTRACT,
    RANKGATE_RUN: FAILING,
    RANKGATE_GITLAB_TOKEN: TOKEN,
  };
  const event: Record<string, string> =
    o.kind === 'mr'
      ? {
          CI_PIPELINE_SOURCE: 'merge_request_event',
          CI_MERGE_REQUEST_IID: String(IID),
          CI_MERGE_REQUEST_PROJECT_ID: '42',
          CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
          CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
          CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'tune',
          CI_MERGE_REQUEST_LABELS: (o.labels ?? []).join(','),
          ...(o.base ? { CI_MERGE_REQUEST_DIFF_BASE_SHA: o.base } : {}),
        }
      : {
          CI_PIPELINE_SOURCE: 'push',
          CI_COMMIT_BRANCH: 'main',
          CI_COMMIT_TIMESTAMP: '2026-11-02T10:00:00+00:00',
          CI_COMMIT_SHA: 'd'.repeat(40),
        };
  const env: NodeJS.ProcessEnv = { ...common, ...event };
  for (const [k, v] of Object.entries(o.vars ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

async function ci(env: NodeJS.ProcessEnv): Promise<{ code: number; log: string[] }> {
  const log: string[] = [];
  const code = await runGitLabCi(env, { line: (l) => log.push(l) }, { retryBaseMs: 1 });
  return { code, log };
}

const ours = () => fake.notesOn(IID).filter((n) => n.body.includes(MARKER));
const reportDir = (ws: string) => join(ws, 'rankgate-report/help-center');

describe('rankgate ci on GitLab, end to end against the fake GitLab', () => {
  it('a merge request with the hidden regression fails; one note, created then updated in place across pages; report files, junit.xml and dotenv', async () => {
    await start();
    const w = gitWorkspace(() => {});
    addMergeRequest(w.base);
    // 120 notes by others: at per_page=100 the notes list is two pages.
    for (let i = 0; i < 120; i++) fake.addNote(IID, `reviewer${i % 3}`, `LGTM ${i}`);
    const first = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base }));
    expect(first.code).toBe(1);
    expect(ours()).toHaveLength(1);
    const note = ours()[0]!;
    expect(note.author).toBe(BOT);
    expect(note.body).toContain('**fail**');
    // Links into the job's artifacts, never a GitHub command.
    expect(note.body).toContain(`${JOB_URL}/artifacts/file/rankgate-report/help-center/report.html`);
    expect(note.body).toContain(`${JOB_URL}/artifacts/browse/rankgate-report/help-center`);
    expect(note.body).not.toContain('gh run download');
    expect(first.log).toContain(
      `rankgate: note created: https://gitlab.example/acme/search/-/merge_requests/${IID}#note_${note.id}`,
    );
    const posted = fake.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/notes'));
    expect(posted.map((r) => (r.body as { body: string }).body)).toEqual([note.body]);

    const dir = reportDir(w.ws);
    for (const f of ['report.json', 'report.html', 'junit.xml', 'report.md'])
      expect(existsSync(join(dir, f)), f).toBe(true);
    const report = parseReport(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.verdict.level).toBe('fail');
    expect(report.verdict.hiddenRegressions).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain('<testsuite');
    const dotenv = readFileSync(join(w.ws, 'rankgate-report/rankgate.env'), 'utf8');
    expect(dotenv).toContain('RANKGATE_VERDICT=fail\n');
    expect(dotenv).toContain('RANKGATE_PASSED=false\n');
    expect(dotenv).toContain(
      `RANKGATE_COMMENT_URL=https://gitlab.example/acme/search/-/merge_requests/${IID}#note_${note.id}\n`,
    );
    expect(readFileSync(join(w.ws, 'rankgate-report/summary.md'), 'utf8')).toContain(MARKER);

    const before = fake.requests.length;
    const second = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base, vars: { RANKGATE_RUN: PASSING } }));
    expect(second.code).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.id).toBe(note.id);
    expect(ours()[0]!.body).toContain('**pass**');
    const calls = fake.requests.slice(before);
    expect(calls.filter((r) => r.method === 'POST' || r.method === 'DELETE')).toEqual([]);
    expect(calls.filter((r) => r.method === 'PUT').map((r) => r.url)).toEqual([
      `/api/v4/projects/42/merge_requests/${IID}/notes/${note.id}`,
    ]);
    // 121 notes at 100 a page: both pages read.
    expect(
      calls
        .filter((r) => r.method === 'GET' && r.url.includes('/notes'))
        .map((r) => new URL(r.url, fake.url).searchParams.get('page')),
    ).toEqual(['1', '2']);
    for (const l of [...first.log, ...second.log]) expect(l).not.toContain(TOKEN);
  });

  it('the accept label added by a person accepts the failing verdict (who added it from the label events)', async () => {
    await start();
    const w = gitWorkspace(() => {});
    addMergeRequest(w.base, ['rankgate: accept']);
    fake.addLabelEvent(IID, 'add', 'lead', 'rankgate: accept');
    const r = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base, labels: ['rankgate: accept'] }));
    expect(r.code).toBe(0);
    const report = parseReport(readFileSync(join(reportDir(w.ws), 'report.json'), 'utf8'));
    expect(report.acceptance).toMatchObject({ label: 'rankgate: accept', by: 'lead' });
    expect(r.log.some((l) => l.startsWith('rankgate: accepted (label "rankgate: accept" added by lead)'))).toBe(true);
  });

  it('the labels are read from the merge request now: added after the pipeline started accepts on a re-run; removed since does not', async () => {
    await start();
    const w = gitWorkspace(() => {});
    addMergeRequest(w.base, ['rankgate: accept']);
    fake.addLabelEvent(IID, 'add', 'lead', 'rankgate: accept');
    const added = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base, labels: [] }));
    expect(added.code).toBe(0);
    expect(parseReport(readFileSync(join(reportDir(w.ws), 'report.json'), 'utf8')).acceptance).toMatchObject({
      by: 'lead',
    });

    fake.mergeRequests.get(IID)!.labels = [];
    fake.addLabelEvent(IID, 'remove', 'lead', 'rankgate: accept');
    const removed = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base, labels: ['rankgate: accept'] }));
    expect(removed.code).toBe(1);
    expect(parseReport(readFileSync(join(reportDir(w.ws), 'report.json'), 'utf8')).acceptance).toBeNull();
  });

  it("a push to the default branch appends main's record to the data branch (created from main, then appended with last_commit_id)", async () => {
    await start();
    const ws = makeWorkspace();
    const r1 = await ci(jobEnv(ws, { kind: 'push', vars: { RANKGATE_RUN: PASSING } }));
    expect(r1.code).toBe(0);
    const commits = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.url === '/api/v4/projects/42/repository/commits');
    expect(commits()).toHaveLength(1);
    const b1 = commits()[0]!.body as {
      branch: string;
      start_branch?: string;
      commit_message: string;
      actions: { action: string; file_path: string; last_commit_id?: string }[];
    };
    expect(b1.branch).toBe('rankgate-data');
    expect(b1.start_branch).toBe('main');
    expect(b1.commit_message).toBe(`rankgate: help-center history at ${'d'.repeat(12)} [skip ci]`);
    expect(b1.actions.map((a) => [a.action, a.file_path])).toEqual([['create', 'help-center/history.jsonl']]);
    const history = fake.fileAt('rankgate-data', 'help-center/history.jsonl')!.toString('utf8');
    expect(history.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(history).commit).toBe('d'.repeat(40));

    // The next push: the same file updated on the existing branch, carrying the file's last commit.
    const last = fake.commits
      .get(fake.branches.get('rankgate-data')!)!
      .files.get('help-center/history.jsonl')!.lastCommit;
    const r2 = await ci(jobEnv(ws, { kind: 'push', vars: { RANKGATE_RUN: PASSING, CI_COMMIT_SHA: 'e'.repeat(40) } }));
    expect(r2.code).toBe(0);
    const b2 = commits()[1]!.body as typeof b1;
    expect(b2.start_branch).toBeUndefined();
    expect(b2.actions.map((a) => [a.action, a.file_path, a.last_commit_id])).toEqual([
      ['update', 'help-center/history.jsonl', last],
    ]);
    expect(fake.fileAt('rankgate-data', 'help-center/history.jsonl')!.toString('utf8').trim().split('\n')).toHaveLength(
      2,
    );
  });

  it('a protected data branch (403) is a warning with the fix; the verdict and exit status stand', async () => {
    await start();
    fake.protectedBranches.add('rankgate-data');
    const ws = makeWorkspace();
    const r = await ci(jobEnv(ws, { kind: 'push', vars: { RANKGATE_RUN: PASSING } }));
    expect(r.code).toBe(0);
    const w = r.log.filter((l) => l.startsWith('WARNING:')).join('\n');
    expect(w).toContain('403 Forbidden - You are not allowed to push into this branch');
    expect(w).toContain('Protected branches');
    expect(readFileSync(join(ws, 'rankgate-report/rankgate.env'), 'utf8')).toContain('RANKGATE_VERDICT=pass\n');
  });

  it('base files through the API at the diff base when the checkout lacks it; absent and not added by the MR fails closed', async () => {
    await start();
    const base = pushExample();
    addMergeRequest(base);
    const ws = makeWorkspace();
    const r = await ci(jobEnv(ws, { kind: 'mr', base }));
    expect(r.code).toBe(1);
    // (The trend reads main's history on the data branch too: those are not base reads.)
    const reads = fake.requests.filter(
      (x) => x.url.includes('/repository/files/') && !x.url.includes('ref=rankgate-data'),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const x of reads) expect(new URL(x.url, fake.url).searchParams.get('ref')).toBe(base);
    expect(reads.map((x) => decodeURIComponent(x.url.split('/repository/files/')[1]!.split('/raw')[0]!))).toContain(
      CONTRACT,
    );
    expect(parseReport(readFileSync(join(reportDir(ws), 'report.json'), 'utf8')).verdict.level).toBe('fail');

    // A base without the contract, and a merge request that does not add it: the gate cannot compare, so it fails.
    // The repository's first commit holds only README.md.
    const empty = fake.commits.get(base)!.parent!;
    expect([...fake.commits.get(empty)!.files.keys()]).toEqual(['README.md']);
    fake.mergeRequests.set(IID, { ...fake.mergeRequests.get(IID)!, baseSha: empty, headSha: empty });
    const closed = await ci(jobEnv(makeWorkspace(), { kind: 'mr', base: empty, vars: { RANKGATE_RUN: PASSING } }));
    expect(closed.code).toBe(1);
    expect(closed.log.join('\n')).toMatch(/ERROR: rankgate: .*base/);
    expect(fake.requests.some((x) => x.url.startsWith(`/api/v4/projects/42/merge_requests/${IID}/diffs`))).toBe(true);
  });

  it('a 429 on the notes list waits as GitLab asks (Retry-After) and posts the note', async () => {
    await start();
    const w = gitWorkspace(() => {});
    addMergeRequest(w.base);
    fake.faults.push({
      method: 'GET',
      path: /\/notes$/,
      status: 429,
      times: 1,
      headers: { 'retry-after': '1' },
      body: 'Retry later\n',
    });
    const r = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base }));
    expect(r.code).toBe(1);
    expect(fake.requests.filter((x) => x.status === 429)).toHaveLength(1);
    expect(ours()).toHaveLength(1);
  });

  it('a 429 asking for longer than the budget left: the wait is cut at the budget, a warning names it, the verdict stands', async () => {
    await start();
    const w = gitWorkspace(() => {});
    addMergeRequest(w.base);
    fake.faults.push({
      method: 'GET',
      path: /\/notes$/,
      status: 429,
      times: 5,
      headers: { 'retry-after': '30' },
      body: 'Retry later\n',
    });
    const r = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base, vars: { RANKGATE_GITLAB_BUDGET: '1' } }));
    expect(r.code).toBe(1);
    // Not the 30 s GitLab asked for (the test's 5 s timeout would end it): the 1 s budget aborts the wait.
    expect(r.log.join('\n')).toContain(
      'GitLab did not answer within the 1 s this job waits on it in total (RANKGATE_GITLAB_BUDGET)',
    );
    expect(fake.notesOn(IID)).toEqual([]);
    expect(readFileSync(join(w.ws, 'rankgate-report/rankgate.env'), 'utf8')).toContain('RANKGATE_VERDICT=fail\n');
  });

  it('with only CI_JOB_TOKEN: a clear message, no note, the verdict, report files and exit status still right', async () => {
    await start();
    const w = gitWorkspace(() => {});
    addMergeRequest(w.base);
    const r = await ci(jobEnv(w.ws, { kind: 'mr', base: w.base, vars: { RANKGATE_GITLAB_TOKEN: undefined } }));
    expect(r.code).toBe(1);
    expect(r.log.join('\n')).toContain(
      'only CI_JOB_TOKEN is available, and a job token cannot write merge-request notes',
    );
    expect(fake.requests).toEqual([]);
    expect(fake.notesOn(IID)).toEqual([]);
    expect(existsSync(join(reportDir(w.ws), 'junit.xml'))).toBe(true);
    expect(readFileSync(join(w.ws, 'rankgate-report/rankgate.env'), 'utf8')).toContain('RANKGATE_VERDICT=fail\n');
  });

  it('a bad setting is exit 2 with the variable named', async () => {
    await start();
    const r = await ci(jobEnv(makeWorkspace(), { kind: 'mr', vars: { RANKGATE_FAIL_ON: 'sometimes' } }));
    expect(r.code).toBe(2);
    expect(r.log.join('\n')).toContain('RANKGATE_FAIL_ON must be one of');
  });
});

describe('rankgate ci: which CI', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { stdout: { write: (s: string) => out.push(s) }, stderr: { write: (s: string) => err.push(s) } },
    };
  };
  it('on GitHub Actions it points to the action (exit 2)', async () => {
    const o = io();
    expect(await main(['ci'], o.io, { gitlab: async () => 0 }, { GITHUB_ACTIONS: 'true' })).toBe(2);
    expect(o.err.join('')).toContain('on GitHub Actions use the action');
  });
  it('outside any CI it says so (exit 2)', async () => {
    const o = io();
    expect(await main(['ci'], o.io, { gitlab: async () => 0 }, {})).toBe(2);
    expect(o.err.join('')).toContain('found no CI it knows');
  });
  it('in GitLab CI it runs the GitLab job and exits with its status', async () => {
    const o = io();
    const seen: NodeJS.ProcessEnv[] = [];
    expect(
      await main(
        ['ci'],
        o.io,
        {
          gitlab: async (env, line) => {
            seen.push(env);
            line('ran');
            return 1;
          },
        },
        { GITLAB_CI: 'true' },
      ),
    ).toBe(1);
    expect(seen).toEqual([{ GITLAB_CI: 'true' }]);
    expect(o.out.join('')).toBe('ran\n');
  });
});
