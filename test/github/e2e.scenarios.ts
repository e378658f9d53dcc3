import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.js';
import { parseReport } from '../../src/report/schema.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { FakeGitHub, type FakeOptions } from './fake-github.js';
import { TOKEN, makeWorkspace, runAction, unzip, type ActionRun, type RunOptions } from './harness.js';

/**
 * The end-to-end scenarios, run against the committed dist/index.js under one Node binary.
 * Shared by the Node 20 and Node 24 files so both runtimes see exactly the same checks.
 */

const MARKER = commentMarker('help-center');
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const CONTRACT = 'examples/help-center/rankgate.yml';
const PR = 7;

const prEvent = (fork = false) => ({
  pull_request: { number: PR, head: { sha: 'c'.repeat(40), repo: { full_name: fork ? 'forker/search' : 'acme/search' } } },
  repository: { full_name: 'acme/search' },
});

/** Everything the action printed, for the "never prints the token" and "no stack trace" checks. */
const log = (r: ActionRun) => r.stdout + r.stderr;

function expectClean(r: ActionRun): void {
  expect(log(r)).not.toContain(TOKEN);
  expect(log(r)).not.toMatch(/^\s+at .+\(.*:\d+:\d+\)$/m);
}

export function defineScenarios(label: string, node: () => string): void {
  describe(`the action end to end (${label})`, () => {
    let bin = '';
    let ws = '';
    let fake: FakeGitHub;
    beforeAll(() => {
      bin = node();
      ws = makeWorkspace();
    });
    afterEach(async () => {
      await fake?.stop();
    });

    const start = async (opts: FakeOptions = {}) => {
      fake = new FakeGitHub(opts);
      await fake.start();
      return fake;
    };
    const act = (o: Partial<RunOptions> & { inputs: Record<string, string> }) =>
      runAction({ node: bin, workspace: ws, api: fake.url, eventName: 'pull_request', payload: prEvent(), ...o, inputs: { contract: CONTRACT, ...o.inputs } });

    it('first run creates the comment, second run updates it: exactly one, found across pages', async () => {
      await start({ pageSize: 2 });
      for (let i = 0; i < 5; i++) fake.addComment(PR, `reviewer${i}`, `LGTM ${i}`);
      const first = await act({ inputs: { run: FAILING } });
      expect(first.code).toBe(1);
      const ours = () => fake.commentsOn(PR).filter((c) => c.body.startsWith(MARKER));
      expect(ours()).toHaveLength(1);
      const created = ours()[0]!;
      expect(created.user).toBe('github-actions[bot]');
      expect(first.outputs['comment-url']).toBe(`https://github.com/acme/search/pull/${PR}#issuecomment-${created.id}`);

      fake.addComment(PR, 'reviewer9', 'one more so the sticky is on page 3 of 4');
      const before = fake.requests.length;
      const second = await act({ inputs: { run: PASSING } });
      expect(second.code).toBe(0);
      expect(ours()).toHaveLength(1);
      expect(ours()[0]!.id).toBe(created.id);
      expect(ours()[0]!.body).toContain('**pass**');
      expect(fake.commentsOn(PR)).toHaveLength(7);
      expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
      // The second run followed the Link header to the last page and edited in place: no new comment.
      const calls = fake.requests.slice(before);
      expect(calls.filter((r) => r.method === 'POST' || r.method === 'DELETE')).toEqual([]);
      expect(calls.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([`/repos/acme/search/issues/comments/${created.id}`]);
      expect(calls.filter((r) => r.method === 'GET' && r.path.includes('/comments')).map((r) => new URL(r.path, fake.url).searchParams.get('page') ?? '1')).toEqual(['1', '2', '3', '4']);
      expectClean(first);
      expectClean(second);
    });

    it('sets every output in GITHUB_OUTPUT and writes the job summary', async () => {
      await start();
      const r = await act({ inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(r.outputs).toEqual({
        verdict: 'fail',
        passed: 'false',
        regressions: String(report.verdict.regressions),
        'hidden-regressions': String(report.verdict.hiddenRegressions),
        report: join(r.tmp, 'temp/rankgate/help-center/report.json'),
        'comment-url': expect.stringMatching(/#issuecomment-\d+$/),
        summary: report.verdict.summary,
      });
      expect(report.verdict.hiddenRegressions).toBeGreaterThan(0);
      expect(r.summary.startsWith(MARKER)).toBe(true);
      expect(r.summary).toBe(readFileSync(join(r.tmp, 'temp/rankgate/help-center/report.md'), 'utf8') + '\n');
      // The step fails with the one-line verdict, and one error annotation per failing slice.
      expect(r.stdout).toContain(`::error::rankgate: ${report.verdict.summary}`);
      const failingSlices = new Set(report.verdict.reasons.filter((x) => x.level === 'fail').map((x) => x.slice));
      const annotations = r.stdout.split('\n').filter((l) => l.startsWith('::error title=rankgate help-center'));
      expect(annotations).toHaveLength(failingSlices.size);
      expect(annotations[0]).toContain(`file=${CONTRACT}`);
    });

    it('never touches a comment where someone else pasted the marker', async () => {
      await start();
      const pasted = fake.addComment(PR, 'mallory', `${MARKER}\nI am the rankgate comment now`);
      const r = await act({ inputs: { run: PASSING } });
      expect(r.code).toBe(0);
      expect(fake.comments.find((c) => c.id === pasted.id)!.body).toBe(`${MARKER}\nI am the rankgate comment now`);
      const ours = fake.commentsOn(PR).filter((c) => c.user === 'github-actions[bot]');
      expect(ours).toHaveLength(1);
      expect(ours[0]!.body.startsWith(MARKER)).toBe(true);
      expect(fake.requests.filter((x) => x.method === 'PATCH' || x.method === 'DELETE')).toEqual([]);
    });

    it('comment: new posts a fresh comment and deletes the old one', async () => {
      await start();
      const old = fake.addComment(PR, 'github-actions[bot]', `${MARKER}\nold report`);
      const r = await act({ inputs: { run: PASSING, comment: 'new' } });
      expect(r.code).toBe(0);
      const ours = fake.commentsOn(PR);
      expect(ours).toHaveLength(1);
      expect(ours[0]!.id).toBeGreaterThan(old.id);
      expect(r.outputs['comment-url']).toContain(`#issuecomment-${ours[0]!.id}`);
    });

    it('a fork PR (403 on the comment) fails or passes on the verdict alone, with the summary and the recipe', async () => {
      await start();
      fake.faults.push({ method: 'POST', path: /\/comments$/, status: 403, times: 2, body: { message: 'Resource not accessible by integration' } });
      const failing = await act({ payload: prEvent(true), inputs: { run: FAILING } });
      expect(failing.code).toBe(1);
      expect(failing.outputs['verdict']).toBe('fail');
      expect(failing.outputs['comment-url']).toBe('');
      expect(failing.summary.startsWith(MARKER)).toBe(true);
      expect(failing.stdout).toContain('::warning::rankgate could not post the PR comment (HTTP 403: Resource not accessible by integration)');
      expect(failing.stdout).toContain('on:%0A  workflow_run:');
      expect(failing.stdout).toContain('pull-requests: write');

      const passing = await act({ payload: prEvent(true), inputs: { run: PASSING } });
      expect(passing.code).toBe(0);
      expect(passing.outputs['verdict']).toBe('pass');
      expect(passing.summary.startsWith(MARKER)).toBe(true);
      expect(passing.stdout).toContain('::warning::rankgate could not post the PR comment');
      expect(fake.comments).toEqual([]);
      expectClean(failing);
    });

    it('a same-repo 403 prints the exact permissions block', async () => {
      await start();
      fake.faults.push({ method: 'POST', path: /\/comments$/, status: 403, times: 1, body: { message: 'Resource not accessible by integration' } });
      const r = await act({ inputs: { run: PASSING } });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('permissions:%0A  contents: read%0A  pull-requests: write');
    });

    it('a body GitHub refuses as too long is replaced by a short comment pointing to the summary', async () => {
      await start({ bodyLimit: 2000 });
      const r = await act({ inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      const [c, ...rest] = fake.commentsOn(PR);
      expect(rest).toEqual([]);
      expect(c!.body.startsWith(MARKER)).toBe(true);
      expect(c!.body).toContain('did not fit in a comment');
      expect(c!.body).toContain('https://github.com/acme/search/actions/runs/4242');
      expect(c!.body).toContain(r.outputs['summary']);
      expect(fake.requests.filter((x) => x.method === 'POST').map((x) => x.status)).toEqual([422, 201]);
      expect(r.summary.length).toBeGreaterThan(2000);
    });

    it('retries a 502 and a secondary rate limit, then succeeds', async () => {
      await start();
      fake.faults.push({ method: 'GET', path: /\/comments$/, status: 502, times: 1, body: { message: 'Bad Gateway' } });
      fake.faults.push({
        method: 'POST', path: /\/comments$/, status: 403, times: 1, headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      });
      const r = await act({ inputs: { run: PASSING } });
      expect(r.code).toBe(0);
      expect(fake.commentsOn(PR)).toHaveLength(1);
      const statuses = fake.requests.filter((x) => x.path.includes('/issues/')).map((x) => `${x.method} ${x.status}`);
      expect(statuses.slice(0, 4)).toEqual(['GET 502', 'GET 200', 'POST 403', 'POST 201']);
      expect(r.stdout).not.toContain('::warning');
    });

    it('5xx that outlasts the retries is a warning; verdict and report kept', async () => {
      await start();
      fake.faults.push({ path: /\/comments$/, status: 503, times: 10 });
      const r = await act({ inputs: { run: PASSING } });
      expect(r.code).toBe(0);
      expect(r.outputs['verdict']).toBe('pass');
      expect(r.stdout).toContain('::warning::rankgate could not post the PR comment (HTTP 503');
      expect(readFileSync(r.outputs['report']!, 'utf8')).toContain('"schema": "rankgate.report/1"');
    }, 60_000);

    it('uploads the artifact with report JSON, Markdown, per-query CSV and to-judge stub', async () => {
      await start();
      fake.currentRunId = 4242;
      const r = await act({ inputs: { run: FAILING }, artifacts: true });
      expect(r.code).toBe(1);
      expect(fake.artifacts.map((a) => [a.name, a.runId])).toEqual([['rankgate-help-center', 4242]]);
      const files = unzip(fake.artifacts[0]!.zip);
      expect([...files.keys()].sort()).toEqual(['per-query.csv', 'report.json', 'report.md', 'to-judge.qrels']);
      expect(files.get('report.json')).toBe(readFileSync(r.outputs['report']!, 'utf8'));
      expect(files.get('report.md')!.startsWith(MARKER)).toBe(true);
      expect(r.stdout).toContain('rankgate: artifact "rankgate-help-center" uploaded');
    });

    it('skips the artifact with an info line where the runtime has none', async () => {
      await start();
      const r = await act({ inputs: { run: PASSING } });
      expect(r.stdout).toContain('rankgate: artifact "rankgate-help-center" skipped: the runtime provides no artifact service here');
      expect(r.stdout).not.toContain('::warning');
    });

    it('fork recipe: the workflow_run run finds the PR by head SHA and posts the first run\'s report', async () => {
      await start();
      const sha = 'f'.repeat(40);
      fake.pulls.push({ number: 3, head: { sha: 'e'.repeat(40), ref: 'other', label: 'someone:other' } });
      fake.pulls.push({ number: 11, head: { sha, ref: 'fix-ranking', label: 'forker:fix-ranking' } });
      // 1) The PR workflow on the fork: read-only token, so the comment fails; the artifact is uploaded.
      fake.currentRunId = 900;
      fake.faults.push({ method: 'POST', path: /\/comments$/, status: 403, times: 1, body: { message: 'Resource not accessible by integration' } });
      const first = await act({ payload: prEvent(true), inputs: { run: FAILING }, artifacts: true });
      expect(first.code).toBe(1);
      expect(fake.comments).toEqual([]);
      // 2) The workflow_run workflow: no checkout, no run input; the report comes from run 900's artifact.
      fake.currentRunId = 901;
      const second = await act({
        eventName: 'workflow_run',
        payload: {
          workflow_run: { id: 900, head_sha: sha, head_branch: 'fix-ranking', event: 'pull_request', head_repository: { owner: { login: 'forker' } }, pull_requests: [] },
          repository: { full_name: 'acme/search' },
        },
        inputs: { 'fail-on': 'never' },
      });
      expect(second.code).toBe(0);
      const report = parseReport(readFileSync(first.outputs['report']!, 'utf8'));
      expect(fake.commentsOn(3)).toEqual([]);
      const [c] = fake.commentsOn(11);
      expect(c!.body).toBe(renderMarkdown(report));
      expect(second.outputs['verdict']).toBe('fail');
      expect(second.outputs['passed']).toBe('false');
      expect(second.outputs['comment-url']).toContain(`/pull/11#issuecomment-${c!.id}`);
      expect(second.summary).toBe(renderMarkdown(report) + '\n');
      expectClean(second);
    });

    it.each([
      ['fail', FAILING, 1, 'false'],
      ['never', FAILING, 0, 'false'],
      ['fail', PASSING, 0, 'true'],
      ['warn', PASSING, 0, 'true'],
      ['inconclusive', FAILING, 1, 'false'],
    ])('fail-on: %s with %s exits %i (passed=%s)', async (failOn, run, code, passed) => {
      await start();
      const r = await act({ inputs: { run, 'fail-on': failOn, comment: 'off' } });
      expect(r.code).toBe(code);
      expect(r.outputs['passed']).toBe(passed);
      if (code === 0) expect(r.stdout).toContain(`rankgate: ${r.outputs['summary']}`);
    });

    it('refuses a path outside the workspace with one line naming the input', async () => {
      await start();
      const r = await act({ inputs: { run: '../../../etc/passwd' } });
      expect(r.code).toBe(1);
      const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'));
      expect(errors).toEqual([expect.stringMatching(/^::error::rankgate: input "run" \(\.\.\/\.\.\/\.\.\/etc\/passwd\) resolves outside the workspace .* \(give a path inside the repository checkout \(GITHUB_WORKSPACE\)\)$/)]);
      expect(fake.requests).toEqual([]);
      expectClean(r);
    });

    it('names a bad input and its allowed values', async () => {
      await start();
      const r = await act({ inputs: { run: PASSING, 'fail-on': 'sometimes' } });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('::error::rankgate: input "fail-on" must be one of fail, inconclusive, warn, never; got "sometimes"');
      expectClean(r);
    });

    it('reports bad data as the engine\'s one-line message, not a stack trace', async () => {
      await start();
      const r = await act({ inputs: { run: 'examples/help-center/missing.trec' } });
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/^::error::rankgate: examples\/help-center\/missing\.trec.*$/m);
      expectClean(r);
    });
  });
}
