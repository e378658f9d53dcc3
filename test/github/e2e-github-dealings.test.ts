// The action's dealings with GitHub, end to end against the loopback fake GitHub: hostile data in the log, a GitHub App
// token, a repository rule on the data branch, an API that stops answering. The action's sources run in this process
// (see e2e.test.ts), except where the artifact client is involved: @actions/github fixes its API URL when first
// imported, so those runs spawn the bundle.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.js';
import { FakeGitHub, type FakeOptions } from './fake-github.js';
import {
  IN_PROCESS,
  TOKEN,
  makeWorkspace,
  runAction,
  snapshotTree,
  type ActionRun,
  type RunOptions,
} from './harness.js';
import { unintendedCommands, workflowCommands } from './workflow-commands.js';

const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const PR = 7;
const MARKER = commentMarker('help-center');
const prEvent = (o: { labels?: string[]; base?: string } = {}) => ({
  pull_request: {
    number: PR,
    head: { sha: 'c'.repeat(40), ref: 'feature', repo: { full_name: 'acme/search' } },
    ...(o.base ? { base: { sha: o.base, ref: 'main', repo: { full_name: 'acme/search' } } } : {}),
    labels: (o.labels ?? []).map((name) => ({ name })),
  },
  repository: { full_name: 'acme/search' },
});

/** A slice value that spells workflow commands after a line break, as a hostile PR's slices file can. */
const HOSTILE = 'exact-id\n::warning title=PWN::owned\n::add-mask::a-secret ##[add-mask]b-secret\r::stop-commands::x';

let fake: FakeGitHub | null = null;
const workspaces: string[] = [];
afterEach(async () => {
  await fake?.stop();
  fake = null;
});
afterAll(() => {
  for (const w of workspaces) rmSync(w, { recursive: true, force: true });
});

async function start(opts: FakeOptions = {}): Promise<FakeGitHub> {
  fake = new FakeGitHub(opts);
  await fake.start();
  return fake;
}

async function act(o: Partial<RunOptions> & { inputs: Record<string, string> }): Promise<ActionRun & { ms: number }> {
  const ws = o.workspace ?? makeWorkspace();
  workspaces.push(ws);
  const t0 = performance.now();
  const r = await runAction({
    node: IN_PROCESS,
    workspace: ws,
    api: fake!.url,
    eventName: 'pull_request',
    payload: prEvent(),
    ...o,
    inputs: { contract: CONTRACT, ...o.inputs },
  });
  return { ...r, ms: performance.now() - t0 };
}

/** The example's slices as JSONL, with the exact-id queries' type replaced by the hostile value. */
function hostileWorkspace(): string {
  const ws = makeWorkspace();
  const dir = join(ws, 'examples/help-center');
  const [head, ...rows] = readFileSync(join(dir, 'slices.tsv'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => l.split('\t'));
  const jsonl = rows
    .map((r) =>
      JSON.stringify(
        Object.fromEntries(head!.map((h, i) => [h, h === 'type' && r[i] === 'exact-id' ? HOSTILE : r[i]])),
      ),
    )
    .join('\n');
  writeFileSync(join(dir, 'slices.jsonl'), `${jsonl}\n`);
  const contract = join(dir, 'rankgate.yml');
  writeFileSync(contract, readFileSync(contract, 'utf8').replace(/^slices: slices\.tsv/m, 'slices: slices.jsonl'));
  return ws;
}

function expectClean(r: ActionRun): void {
  expect(r.stdout + r.stderr).not.toContain(TOKEN);
  expect(r.stdout + r.stderr).not.toMatch(/^\s+at .+\(.*:\d+:\d+\)$/m);
}

describe('inert logs: data never becomes a workflow command', () => {
  it.each([
    ['a failing verdict that does not fail the step (fail-on: never)', { 'fail-on': 'never' }, [] as string[], 0],
    ['an accepted failing verdict (accept label)', {}, ['rankgate: accept'], 0],
    ['a failing verdict (setFailed)', {}, [] as string[], 1],
  ])('%s', async (_what, inputs, labels, code) => {
    await start();
    const r = await act({
      workspace: hostileWorkspace(),
      inputs: { run: FAILING, ...inputs },
      payload: prEvent({ labels }),
    });
    expect(r.code).toBe(code);
    expect(r.outputs['verdict']).toBe('fail');
    // The hostile slice reached the log (so the test saw the attack), shown, not obeyed.
    expect(r.stdout).toContain('PWN');
    expect(unintendedCommands(r.stdout + r.stderr)).toEqual([]);
    expect(workflowCommands(r.stdout).filter((c) => c.name === 'add-mask')).toEqual([]);
    expectClean(r);
  });
});

describe('a GitHub App installation token', () => {
  it('posts once, then edits its own comment in place: no new comment and no delete on later runs', async () => {
    const f = await start({ apps: { [TOKEN]: 'search-quality' } });
    const first = await act({ inputs: { run: FAILING } });
    expect(first.code).toBe(1);
    const ours = () => f.commentsOn(PR).filter((c) => c.body.startsWith(MARKER));
    expect(ours().map((c) => c.user)).toEqual(['search-quality[bot]']);
    const id = ours()[0]!.id;
    const before = f.requests.length;
    const second = await act({ inputs: { run: PASSING } });
    expect(second.code).toBe(0);
    const calls = f.requests.slice(before).filter((r) => r.path.includes('/comments'));
    expect(calls.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /repos/acme/search/issues/comments/${id}`,
    ]);
    expect(ours().map((c) => c.id)).toEqual([id]);
    expect(ours()[0]!.body).toContain('**pass**');
    // Who the token is came from GraphQL viewer, which answers an installation token (GET /user refuses it).
    expect(
      f.requests
        .slice(before)
        .filter((r) => r.path === '/graphql')
        .map((r) => r.body),
    ).toEqual([{ query: 'query { viewer { login } }' }]);
    expect(f.requests.slice(before).some((r) => r.path === '/user')).toBe(false);
    expectClean(second);
  });
});

describe('a repository rule on the data branch', () => {
  it('the history write is refused once, not retried, and the warning says to change the rule, not the permissions', async () => {
    const f = await start({ ruleProtected: ['rankgate-data'] });
    f.writeFile('rankgate-data', 'help-center/history.jsonl', Buffer.from(''));
    const t0 = f.requests.length;
    const r = await act({
      inputs: { run: PASSING },
      eventName: 'push',
      payload: {
        ref: 'refs/heads/main',
        after: 'a'.repeat(40),
        head_commit: { id: 'a'.repeat(40), timestamp: '2026-11-02T10:00:00Z' },
        repository: { full_name: 'acme/search', default_branch: 'main' },
      },
    });
    expect(r.code).toBe(0);
    const writes = f.requests.slice(t0).filter((x) => x.method !== 'GET');
    expect(writes.map((x) => `${x.method} ${x.status}`)).toEqual(['PUT 409']);
    const warning = r.stdout.split('\n').find((l) => l.startsWith('::warning::rankgate could not record'))!;
    expect(warning).toContain('HTTP 409: Repository rule violations found');
    expect(warning).toContain(
      'A repository rule or branch protection on rankgate-data refused the write (Changes must be made through a pull request.)',
    );
    expect(warning).not.toContain('contents: write');
    expectClean(r);
  });
});

describe('an API that stops answering', () => {
  // A budget far below one request's timeout: the job gives up on the budget, not on a request.
  const SLOW = { RANKGATE_REQUEST_TIMEOUT: '30', RANKGATE_GITHUB_BUDGET: '1', RANKGATE_RETRY_BASE_MS: '1000' };

  it('history, identity and comment together wait no longer than the budget; a warning, and the verdict stands', async () => {
    const f = await start();
    f.faults.push({ path: /./, status: 0, times: 10_000, hang: true });
    const r = await act({ inputs: { run: FAILING }, env: SLOW });
    expect(r.code).toBe(1); // the verdict (fail), not the fault
    expect(r.outputs['verdict']).toBe('fail');
    expect(r.ms).toBeLessThan(15_000); // 1 s of waiting plus start-up, against 30 s for one request alone
    expect(r.stdout).toContain(
      '::warning::rankgate: GitHub did not answer within the 1 s this job waits on it in total (RANKGATE_GITHUB_BUDGET)',
    );
    expect(r.summary).toContain('rankgate');
    expectClean(r);
  });

  it('under workflow_run, an artifact listing that never answers is given up when the budget is spent', async () => {
    const f = await start();
    f.faults.push({ path: /\/actions\/runs\/900\/artifacts$/, status: 0, times: 10_000, hang: true });
    const r = await act({
      node: process.execPath,
      eventName: 'workflow_run',
      artifacts: true,
      env: SLOW,
      inputs: { 'fail-on': 'never' },
      payload: {
        workflow_run: {
          id: 900,
          head_sha: 'f'.repeat(40),
          head_branch: 'fix',
          event: 'pull_request',
          head_repository: { owner: { login: 'forker' } },
          pull_requests: [],
        },
        repository: { full_name: 'acme/search' },
      },
    });
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(15_000);
    expect(r.stdout).toContain(
      '::warning::rankgate could not list the artifacts of run 900 (the 1 s the job may wait on the API in total ran out)',
    );
    expect(r.stdout).toContain(
      '::warning::rankgate: GitHub did not answer within the 1 s this job waits on it in total',
    );
    expectClean(r);
  });

  it("out of time before the base commit's files are read (no history in the checkout): the check fails and says how to fix it", async () => {
    const f = await start();
    const base = 'b'.repeat(40);
    const ws = makeWorkspace();
    f.trees.set(base, snapshotTree(ws));
    f.faults.push({ path: /\/contents\//, status: 0, times: 10_000, hang: true });
    const r = await act({ workspace: ws, inputs: { run: PASSING }, payload: prEvent({ base }), env: SLOW });
    expect(r.code).toBe(1);
    expect(r.ms).toBeLessThan(15_000);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `GitHub did not serve the base commit ${base.slice(0, 12)}'s evaluation files within the 1 s this job waits on it`,
    );
    expect(errors[0]).toContain('fetch-depth: 0');
    expectClean(r);
  });
});
