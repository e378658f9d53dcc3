// The action under faults and hostile input, its sources run in this process as the runner runs the bundle (see
// test/github/e2e.test.ts; the bundle's own smoke tests are test/github/e2e-dist.test.ts), against the loopback fake GitHub: an API that never answers, a broken event file, a comment that quotes a marker, a contract
// that points out of the workspace, base files that cannot be read. Every run must end (bounded), write its job
// summary, fail or pass on the verdict alone, print no token and no stack trace.
import { describe, it, expect, afterEach, afterAll } from 'vitest';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { commentMarker } from '../../src/report/marker.js';
import { FakeGitHub } from '../github/fake-github.js';
import { IN_PROCESS, TOKEN, makeWorkspace, runAction, type ActionRun, type RunOptions } from '../github/harness.js';

const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const PR = 7;
const MARKER = commentMarker('help-center');
const prEvent = (base?: string) => ({
  pull_request: {
    number: PR,
    head: { sha: 'c'.repeat(40), repo: { full_name: 'acme/search' } },
    ...(base ? { base: { sha: base } } : {}),
    labels: [],
  },
  repository: { full_name: 'acme/search' },
});

let fake: FakeGitHub | null = null;
const workspaces: string[] = [];
afterEach(async () => {
  await fake?.stop();
  fake = null;
});
afterAll(() => {
  for (const w of workspaces) rmSync(w, { recursive: true, force: true });
});

async function act(o: Partial<RunOptions> & { inputs: Record<string, string> }): Promise<ActionRun & { ms: number }> {
  fake ??= new FakeGitHub();
  if (!fake.url) await fake.start();
  const ws = o.workspace ?? makeWorkspace();
  workspaces.push(ws);
  const t0 = performance.now();
  const r = await runAction({
    node: IN_PROCESS,
    workspace: ws,
    api: fake.url,
    eventName: 'pull_request',
    payload: prEvent(),
    ...o,
    inputs: { contract: CONTRACT, ...o.inputs },
  });
  return { ...r, ms: performance.now() - t0 };
}

function expectClean(r: ActionRun): void {
  const log = r.stdout + r.stderr + r.summary;
  expect(log).not.toContain(TOKEN);
  expect(log).not.toMatch(/^\s+at .+\(.*:\d+:\d+\)$/m);
  expect(r.summary.length, 'the job summary is always written').toBeGreaterThan(0);
}

const FAST = { RANKGATE_REQUEST_TIMEOUT: '0.5', RANKGATE_PUBLISH_DEADLINE: '3' };

describe('adversarial: the action under faults', () => {
  it('an API that never answers on the comments: the job ends at the publishing deadline, verdict and summary intact', async () => {
    fake = new FakeGitHub();
    await fake.start();
    fake.faults.push({ path: /\/comments/, status: 0, times: 1000, hang: true });
    // A request timeout longer than the deadline (as GitHub's 30 s is against a short deadline): the deadline ends the wait.
    const r = await act({ inputs: { run: FAILING }, env: { ...FAST, RANKGATE_REQUEST_TIMEOUT: '30' } });
    expect(r.code).toBe(1); // the verdict (fail), not the fault
    expect(r.ms).toBeLessThan(20_000);
    expect(r.stdout).toMatch(/::warning::rankgate: publishing the artifact and the comment did not finish within 3 s/);
    expect(r.outputs['verdict']).toBe('fail');
    expect(r.outputs['comment-url']).toBe('');
    expect(r.summary).toContain('rankgate');
    expectClean(r);
  });

  it('an API that answers the listing but never the write: bounded, a warning, the verdict stands', async () => {
    fake = new FakeGitHub();
    await fake.start();
    fake.faults.push({ method: 'POST', path: /\/comments$/, status: 0, times: 1000, hang: true });
    const r = await act({ inputs: { run: PASSING }, env: FAST });
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(20_000);
    // The write timed out after RANKGATE_REQUEST_TIMEOUT (0.5 s), which the entry hands to the client, within the deadline.
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::warning::'))).toEqual([
      expect.stringContaining('GitHub did not answer within 0.5 s'),
    ]);
    expect(r.outputs['verdict']).toBe('pass');
    expectClean(r);
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"pull_request": '],
    ['a JSON array', '[]'],
  ])('an event file that is %s: one error line and a job summary', async (_what, content) => {
    fake = new FakeGitHub();
    await fake.start();
    const ws = makeWorkspace();
    // runAction writes its payload as JSON; the broken file replaces it through GITHUB_EVENT_PATH.
    const event = join(ws, 'broken-event.json');
    writeFileSync(event, content);
    const r = await act({ workspace: ws, inputs: { run: FAILING }, env: { GITHUB_EVENT_PATH: event } });
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error::rankgate: .*broken-event\.json: the event file (is empty|is not valid JSON|does not hold a JSON object)/,
    );
    expect(r.summary).toMatch(/rankgate · \*\*error\*\*/);
    expect(r.summary).toContain('broken-event.json');
    expectClean(r);
  });

  it('a marker quoted in another comment (any author, not on the first line) is never taken for the sticky comment', async () => {
    fake = new FakeGitHub();
    await fake.start();
    const bait = fake.addComment(PR, 'github-actions[bot]', `### other gate\nquery text: \`${MARKER}\`\n`);
    const user = fake.addComment(PR, 'mallory', `${MARKER}\nI am the rankgate comment now`);
    const r = await act({ inputs: { run: FAILING } });
    expect(r.code).toBe(1);
    const comments = fake.commentsOn(PR);
    expect(comments.find((c) => c.id === bait.id)!.body).toBe(`### other gate\nquery text: \`${MARKER}\`\n`);
    expect(comments.find((c) => c.id === user.id)!.body).toBe(`${MARKER}\nI am the rankgate comment now`);
    const ours = comments.filter((c) => c.user === 'github-actions[bot]' && c.body.startsWith(`${MARKER}\n`));
    expect(ours).toHaveLength(1);
    expectClean(r);
  });

  it('a contract whose judgments point out of the workspace: refused, nothing of the file published', async () => {
    const ws = makeWorkspace();
    const contract = join(ws, CONTRACT);
    writeFileSync(
      contract,
      readFileSync(contract, 'utf8').replace(/^judgments: .*$/m, 'judgments: ../../../../../../../../etc/passwd'),
    );
    const r = await act({ workspace: ws, inputs: { run: FAILING } });
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/rankgate\.yml:\d+: judgments \(\.\.\/.*etc\/passwd\) resolves outside the workspace/);
    expect(r.stdout + r.summary).not.toMatch(/root:x:0:0/);
    expectClean(r);
  });

  it('base files that cannot be read (the token sees no repository): the check fails with the fix, never silently "absent"', async () => {
    fake = new FakeGitHub();
    await fake.start();
    // No tree for the base SHA: every contents call and the commit check are 404, as for a token without access.
    const r = await act({ inputs: { run: PASSING }, payload: prEvent('d'.repeat(40)) });
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toEqual([
      '::error::rankgate: the evaluation files at the base commit dddddddddddd could not be read (the token cannot read the repository acme/search at dddddddddddd (HTTP 404: Not Found)), ' +
        "so the gate cannot hold this PR to the base's contract, judgments, slices and baseline (give the job `permissions: contents: read`, or check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit)",
    ]);
    expect(r.outputs['report']).toBeUndefined();
    expect(r.summary).toContain('rankgate · **error**');
    expectClean(r);
  });
});
