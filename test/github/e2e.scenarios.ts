import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.js';
import { parseReport } from '../../src/report/schema.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { COMMENT_LIMIT, renderMarkdown } from '../../src/report/markdown.js';
import { FakeGitHub, type FakeOptions } from './fake-github.js';
import {
  REPO,
  TOKEN,
  git,
  gitWorkspace,
  makeWorkspace,
  runAction,
  snapshotTree,
  unzip,
  type ActionRun,
  type RunOptions,
} from './harness.js';

/**
 * The end-to-end scenarios, run by the action's sources in-process (e2e.test.ts) or by a bundle under one Node binary.
 */

const MARKER = commentMarker('help-center');
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const CONTRACT = 'examples/help-center/rankgate.yml';
const PR = 7;

const prEvent = (
  fork = false,
  extra: { labels?: string[]; base?: string; baseRef?: string; action?: string; label?: string; sender?: string } = {},
) => ({
  ...(extra.action ? { action: extra.action } : {}),
  ...(extra.label ? { label: { name: extra.label } } : {}),
  ...(extra.sender ? { sender: { login: extra.sender } } : {}),
  pull_request: {
    number: PR,
    head: { sha: 'c'.repeat(40), repo: { full_name: fork ? 'forker/search' : 'acme/search' } },
    ...(extra.base
      ? { base: { sha: extra.base, ref: extra.baseRef ?? 'main', repo: { full_name: 'acme/search' } } }
      : {}),
    labels: (extra.labels ?? []).map((name) => ({ name })),
  },
  repository: { full_name: 'acme/search' },
});

const QRELS = 'examples/help-center/qrels.txt';
const SLICES = 'examples/help-center/slices.tsv';
const BASELINE = 'baselines/help-center.trec';

/** Edits a text file in place, line by line. */
function editLines(ws: string, file: string, f: (lines: string[]) => string[]): void {
  const p = join(ws, file);
  const lines = readFileSync(p, 'utf8').replace(/\n$/, '').split('\n');
  writeFileSync(p, f(lines).join('\n') + '\n');
}

/** The judgments change the goalpost scenarios make: 3 removed, 2 regraded, 2 added. */
function changeJudgments(ws: string): void {
  editLines(ws, QRELS, (lines) => {
    const [, , ...rest] = lines;
    const out = rest.slice(1);
    out[0] = out[0]!.replace(/(\S+)$/, (g) => String((Number(g) + 1) % 4));
    out[1] = out[1]!.replace(/(\S+)$/, (g) => String((Number(g) + 1) % 4));
    return [...out, 'q001 0 new-doc-1 2', 'q002 0 new-doc-2 1'];
  });
}

const sha256 = (b: Buffer) => execFileSync('sha256sum', { input: b, encoding: 'utf8' }).split(' ')[0]!;

/** Everything the action printed, for the "never prints the token" and "no stack trace" checks. */
const log = (r: ActionRun) => r.stdout + r.stderr;

function expectClean(r: ActionRun): void {
  expect(log(r)).not.toContain(TOKEN);
  expect(log(r)).not.toMatch(/^\s+at .+\(.*:\d+:\d+\)$/m);
}

export function defineScenarios(label: string, node: () => string, action: () => string = node): void {
  describe(`the action end to end (${label})`, () => {
    let bin = '';
    /** What runs the action: the bundle under `bin`, or the sources in this process (IN_PROCESS). */
    let how = '';
    let ws = '';
    let fake: FakeGitHub;
    beforeAll(() => {
      bin = node();
      how = action();
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
      runAction({
        node: how,
        workspace: ws,
        api: fake.url,
        eventName: 'pull_request',
        payload: prEvent(),
        ...o,
        inputs: { contract: CONTRACT, ...o.inputs },
      });

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
      // (POST /graphql is the identity query, not a write.)
      expect(calls.filter((r) => (r.method === 'POST' && r.path !== '/graphql') || r.method === 'DELETE')).toEqual([]);
      expect(calls.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
        `/repos/acme/search/issues/comments/${created.id}`,
      ]);
      expect(
        calls
          .filter((r) => r.method === 'GET' && r.path.includes('/comments'))
          .map((r) => new URL(r.path, fake.url).searchParams.get('page') ?? '1'),
      ).toEqual(['1', '2', '3', '4']);
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
        accepted: 'false',
        verdicts: '{"help-center":"fail"}',
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
      fake.faults.push({
        method: 'POST',
        path: /\/comments$/,
        status: 403,
        times: 2,
        body: { message: 'Resource not accessible by integration' },
      });
      const failing = await act({ payload: prEvent(true), inputs: { run: FAILING } });
      expect(failing.code).toBe(1);
      expect(failing.outputs['verdict']).toBe('fail');
      expect(failing.outputs['comment-url']).toBe('');
      expect(failing.summary.startsWith(MARKER)).toBe(true);
      expect(failing.stdout).toContain(
        '::warning::rankgate could not post the PR comment (HTTP 403: Resource not accessible by integration)',
      );
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
      fake.faults.push({
        method: 'POST',
        path: /\/comments$/,
        status: 403,
        times: 1,
        body: { message: 'Resource not accessible by integration' },
      });
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
      expect(fake.requests.filter((x) => x.method === 'POST' && x.path !== '/graphql').map((x) => x.status)).toEqual([
        422, 201,
      ]);
      expect(r.summary.length).toBeGreaterThan(2000);
    });

    it('retries a 502 and a secondary rate limit, then succeeds', async () => {
      await start();
      fake.faults.push({ method: 'GET', path: /\/comments$/, status: 502, times: 1, body: { message: 'Bad Gateway' } });
      fake.faults.push({
        method: 'POST',
        path: /\/comments$/,
        status: 403,
        times: 1,
        headers: { 'retry-after': '1' },
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
      expect(readFileSync(r.outputs['report']!, 'utf8')).toContain('"schema": "rankgate.report/2"');
    }, 60_000);

    it('uploads the artifact with the report files and the candidate run, and report.html again unzipped', async () => {
      await start();
      fake.currentRunId = 4242;
      const r = await act({ inputs: { run: FAILING }, artifacts: true });
      expect(r.code).toBe(1);
      expect(fake.artifacts.map((a) => [a.name, a.runId, a.mimeType])).toEqual([
        ['rankgate-help-center', 4242, 'application/zip'],
        ['rankgate-help-center.html', 4242, 'text/html'],
      ]);
      const files = unzip(fake.artifacts[0]!.zip);
      expect([...files.keys()].sort()).toEqual([
        'candidate.trec',
        'junit.xml',
        'per-query.csv',
        'report.html',
        'report.json',
        'report.md',
        'to-judge.qrels',
      ]);
      expect(files.get('report.json')).toBe(readFileSync(r.outputs['report']!, 'utf8'));
      expect(files.get('report.md')!.startsWith(MARKER)).toBe(true);
      expect(files.get('candidate.trec')).toBe(readFileSync(join(ws, FAILING), 'utf8'));
      // The unzipped copy is the zip's report.html byte for byte: a page that opens from its link.
      expect(fake.artifacts[1]!.zip.toString('utf8')).toBe(files.get('report.html'));
      expect(files.get('report.html')!.startsWith('<!doctype html>')).toBe(true);
      expect(r.stdout).toContain('rankgate: artifact "rankgate-help-center" uploaded');
      expect(r.stdout).toContain('rankgate: artifact "rankgate-help-center.html" uploaded unzipped');
    });

    it('a failing comment carries the next steps, the links the action built and the reproduce command', async () => {
      await start();
      fake.currentRunId = 4242;
      const w = gitWorkspace(() => {});
      const r = await act({
        workspace: w.ws,
        payload: prEvent(false, { base: w.base, baseRef: 'main' }),
        inputs: { run: FAILING },
        artifacts: true,
      });
      expect(r.code).toBe(1);
      const body = fake.commentsOn(PR)[0]!.body;
      const [zip, html] = fake.artifacts.map((a) => a.id);
      const runs = 'https://github.com/acme/search/actions/runs/4242';
      expect(body).toContain('#### Next steps');
      expect(body).toContain(
        '- **What failed:** nDCG@10 on `type=exact-id` fell −0.1538, beyond its fail threshold 0.02, significantly, while the average over all queries does not show it (1 more reason above).',
      );
      expect(body).toContain(
        '- **If the trade-off is intended:** add the label `rankgate: accept` to this pull request: adding it re-runs the check, which then passes and keeps this report',
      );
      expect(body).toContain(
        [
          '  ```sh',
          `  gh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242`,
          '  git fetch origin main',
          `  npx rankgate compare --base-ref origin/main --contract ${CONTRACT} --run .rankgate/run-4242/candidate.trec`,
          '  ```',
        ].join('\n'),
      );
      expect(body).toContain(
        `- **Details:** [report.html](${runs}/artifacts/${html}) (opens in the browser) · [artifact](${runs}/artifacts/${zip}) \`rankgate-help-center\` (report.json, report.html, per-query.csv, to-judge.qrels, junit.xml, the candidate run) · [workflow run](${runs})`,
      );
      // Those are the only links, and every one points into this run.
      const links = [...body.matchAll(/\]\((https?:[^)]*)\)/g)].map((m) => m[1]);
      expect(links.sort()).toEqual([runs, `${runs}/artifacts/${zip}`, `${runs}/artifacts/${html}`].sort());
      // The summary is written before any network call (it is the fallback): the same next steps, linking the run, whose
      // page lists the artifacts. The report JSON has no link in it (it is the same bytes wherever it is made).
      expect(r.summary).toContain('#### Next steps');
      expect(r.summary).toContain(`[workflow run](${runs})`);
      expect(r.summary).not.toContain('/artifacts/');
      expect(r.summary).toBe(readFileSync(join(r.tmp, 'temp/rankgate/help-center/report.md'), 'utf8') + '\n');
      expect(readFileSync(r.outputs['report']!, 'utf8')).not.toContain('actions/runs');
      expectClean(r);
      if (process.env['RANKGATE_SAVE_COMMENT']) writeFileSync(process.env['RANKGATE_SAVE_COMMENT'], body);
    });

    it('an accepted regression annotates as notices, not errors, and the comment says how to refresh the baseline in the PR', async () => {
      await start();
      fake.currentRunId = 4242;
      const r = await act({
        payload: prEvent(false, { labels: ['rankgate: accept'] }),
        inputs: { run: FAILING },
        artifacts: true,
      });
      expect(r.code).toBe(0);
      expect(r.stdout).not.toMatch(/^::error/m);
      const notices = r.stdout
        .split('\n')
        .filter((l) =>
          l.startsWith('::notice title=rankgate help-center%3A accepted hidden regression in slice type=exact-id'),
        );
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain(`file=${CONTRACT}`);
      const body = fake.commentsOn(PR)[0]!.body;
      // The action's refresh command (the bytes rankgate would commit), reading the artifact's copy of the run:
      // the path CI wrote exists only on the runner.
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      const a = report.acceptedRefresh!;
      expect(a.status).toBe('suggested');
      expect(a.command).toContain(` --run ${FAILING}`);
      expect(body).toContain(
        "🔄 **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up: on this PR's branch, from the repository root (the first line downloads the candidate run CI produced), run this and commit",
      );
      expect(body).toContain(
        [
          '```sh',
          'gh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242',
          a.command.replace(` --run ${FAILING}`, ' --run .rankgate/run-4242/candidate.trec'),
          '```',
        ].join('\n'),
      );
      // Said once: the next steps do not repeat it.
      expect(body).not.toContain('Refresh the baseline in this PR');
      expect(body).not.toContain('If the trade-off is intended');
    });

    it('skips the artifact with an info line where the runtime has none', async () => {
      await start();
      const r = await act({ inputs: { run: PASSING } });
      expect(r.stdout).toContain(
        'rankgate: artifact "rankgate-help-center" skipped: the runtime provides no artifact service here',
      );
      expect(r.stdout).not.toContain('::warning');
    });

    it("fork recipe: the workflow_run run finds the PR by head SHA and posts the first run's report", async () => {
      await start();
      const sha = 'f'.repeat(40);
      fake.pulls.push({ number: 3, head: { sha: 'e'.repeat(40), ref: 'other', label: 'someone:other' } });
      fake.pulls.push({ number: 11, head: { sha, ref: 'fix-ranking', label: 'forker:fix-ranking' } });
      // 1) The PR workflow on the fork: read-only token, so the comment fails; the artifact is uploaded.
      fake.currentRunId = 900;
      fake.faults.push({
        method: 'POST',
        path: /\/comments$/,
        status: 403,
        times: 1,
        body: { message: 'Resource not accessible by integration' },
      });
      const first = await act({ payload: prEvent(true), inputs: { run: FAILING }, artifacts: true });
      expect(first.code).toBe(1);
      expect(fake.comments).toEqual([]);
      // The second workflow has the artifact service too (it downloads with its token).
      // 2) The workflow_run workflow: no checkout, no run input; the report comes from run 900's artifact.
      fake.currentRunId = 901;
      // Spawned whatever runs the first: the artifact client downloads through @actions/github, whose API URL is fixed
      // when it is first imported, so only a process of its own reaches this fake GitHub.
      const second = await act({
        node: bin,
        eventName: 'workflow_run',
        payload: {
          workflow_run: {
            id: 900,
            head_sha: sha,
            head_branch: 'fix-ranking',
            event: 'pull_request',
            head_repository: { owner: { login: 'forker' } },
            pull_requests: [],
          },
          repository: { full_name: 'acme/search' },
        },
        inputs: { 'fail-on': 'never' },
      });
      expect(second.code).toBe(0);
      const report = parseReport(readFileSync(first.outputs['report']!, 'utf8'));
      expect(fake.commentsOn(3)).toEqual([]);
      const [c] = fake.commentsOn(11);
      // Rendered again from the validated report, with links to the first run and its artifacts (listed, never read from the artifact).
      const [zip, html] = fake.artifacts.filter((a) => a.runId === 900);
      expect([zip!.name, html!.name]).toEqual(['rankgate-help-center', 'rankgate-help-center.html']);
      const context = {
        links: {
          run: 'https://github.com/acme/search/actions/runs/900',
          artifact: `https://github.com/acme/search/actions/runs/900/artifacts/${zip!.id}`,
          html: `https://github.com/acme/search/actions/runs/900/artifacts/${html!.id}`,
        },
        artifact: { name: 'rankgate-help-center', runFile: 'candidate.trec' },
        runId: '900',
        repository: 'acme/search',
        acceptLabel: 'rankgate: accept',
      };
      expect(c!.body).toBe(renderMarkdown(report, COMMENT_LIMIT, context));
      expect(c!.body).toContain('gh run download 900 -R acme/search -n rankgate-help-center -D .rankgate/run-900');
      expect(second.outputs['verdict']).toBe('fail');
      expect(second.outputs['passed']).toBe('false');
      expect(second.outputs['comment-url']).toContain(`/pull/11#issuecomment-${c!.id}`);
      expect(second.summary).toBe(c!.body + '\n');
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

    // ---- accepting a regression on purpose ----

    it('accept label: a fail verdict is reported in full, does not fail the step, and names who added the label', async () => {
      await start({ pageSize: 2 });
      fake.events.push(
        { issue: PR, event: 'labeled', actor: 'alice', label: 'rankgate: accept' },
        { issue: PR, event: 'unlabeled', actor: 'alice', label: 'rankgate: accept' },
        { issue: PR, event: 'labeled', actor: 'carol', label: 'bug' },
        { issue: PR, event: 'labeled', actor: 'bob', label: 'Rankgate: Accept' },
        { issue: PR + 1, event: 'labeled', actor: 'mallory', label: 'rankgate: accept' },
      );
      const r = await act({
        payload: prEvent(false, { labels: ['bug', 'rankgate: accept'] }),
        inputs: { run: FAILING },
      });
      expect(r.code).toBe(0);
      expect(r.outputs['verdict']).toBe('fail');
      expect(r.outputs['passed']).toBe('false');
      expect(r.outputs['accepted']).toBe('true');
      expect(r.stdout).not.toContain('::error::rankgate:');
      expect(r.stdout).toContain('rankgate: accepted (label "rankgate: accept" added by bob)');
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.acceptance).toEqual({ label: 'rankgate: accept', by: 'bob' });
      expect(report.verdict.reasons.length).toBeGreaterThan(0);
      const [c] = fake.commentsOn(PR);
      expect(c!.body).toContain('· **fail** · accepted');
      expect(c!.body).toContain('**Accepted:** the label `rankgate: accept` was added by `bob`.');
      expect(c!.body).toContain('> [!CAUTION]');
      expect(c!.body).not.toContain('@bob');
      // The events (4 on this PR) were read page by page (page size 2).
      expect(fake.requests.filter((x) => x.path.includes('/issues/7/events')).length).toBe(2);
      expectClean(r);
    });

    it('accept label removed (unlabeled event): the same failure fails the step again and the comment drops "accepted"', async () => {
      await start();
      const first = await act({
        payload: prEvent(false, {
          labels: ['rankgate: accept'],
          action: 'labeled',
          label: 'rankgate: accept',
          sender: 'dana',
        }),
        inputs: { run: FAILING },
      });
      expect(first.code).toBe(0);
      // No events listed: the labeled event's sender stands in.
      expect(parseReport(readFileSync(first.outputs['report']!, 'utf8')).acceptance).toEqual({
        label: 'rankgate: accept',
        by: 'dana',
      });
      const second = await act({
        payload: prEvent(false, { labels: [], action: 'unlabeled', label: 'rankgate: accept' }),
        inputs: { run: FAILING },
      });
      expect(second.code).toBe(1);
      expect(second.outputs['accepted']).toBe('false');
      const [c] = fake.commentsOn(PR);
      expect(c!.body).not.toContain('accepted');
      expect(fake.commentsOn(PR)).toHaveLength(1);
    });

    it('accept label on a passing PR changes nothing; a custom accept-label input is honoured', async () => {
      await start();
      const pass = await act({ payload: prEvent(false, { labels: ['rankgate: accept'] }), inputs: { run: PASSING } });
      expect(pass.code).toBe(0);
      expect(pass.outputs['accepted']).toBe('false');
      expect(fake.commentsOn(PR)[0]!.body).not.toContain('Accepted');
      const custom = await act({
        payload: prEvent(false, { labels: ['rankgate: accept'] }),
        inputs: { run: FAILING, 'accept-label': 'search: trade-off' },
      });
      expect(custom.code).toBe(1);
      fake.events.push({ issue: PR, event: 'labeled', actor: 'erin', label: 'search: trade-off' });
      const ok = await act({
        payload: prEvent(false, { labels: ['search: trade-off'] }),
        inputs: { run: FAILING, 'accept-label': 'search: trade-off' },
      });
      expect(ok.code).toBe(0);
      expect(fake.commentsOn(PR)[0]!.body).toContain('the label `search: trade-off` was added by `erin`');
    });

    it('refresh suggestion: a passing candidate that beats the baseline gets the exact bless command', async () => {
      await start();
      const r = await act({ inputs: { run: PASSING } });
      expect(r.code).toBe(0);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.refresh?.command).toBe(`npx rankgate baseline --contract ${CONTRACT} --run ${PASSING}`);
      // Without an artifact holding the run, the command is for main after the merge, where the run will be.
      const body = fake.commentsOn(PR)[0]!.body;
      expect(body).toContain(
        `Make it the baseline, so later PRs are held to the new level: after the merge, on the main branch, once main's run is where your retrieval writes it (\`${PASSING}\`):`,
      );
      expect(body).toContain(
        `\`\`\`sh\nnpx rankgate baseline --contract ${CONTRACT} --run ${PASSING}\ngit add ${BASELINE} && git commit -m 'rankgate: refresh the baseline'\n\`\`\``,
      );
      // With the artifact, it is for this PR, from the artifact's copy of the run.
      await act({ inputs: { run: PASSING }, artifacts: true });
      expect(fake.commentsOn(PR)[0]!.body).toContain(
        `in this PR, from the repository root (the first line downloads the candidate run CI produced), so the new baseline merges with the change that earned it:\n\n\`\`\`sh\ngh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242\nnpx rankgate baseline --contract ${CONTRACT} --run .rankgate/run-4242/candidate-fixed.trec\n`,
      );
      const failing = await act({ inputs: { run: FAILING } });
      expect(parseReport(readFileSync(failing.outputs['report']!, 'utf8')).refresh).toBeNull();
    });

    // ---- no moving goalposts ----

    /** The report of the same comparison with nothing changed: the base files, as the gate must use them. */
    const unchanged = async (run: string) => {
      const w = gitWorkspace(() => {});
      const r = await act({
        workspace: w.ws,
        payload: prEvent(false, { base: w.base }),
        inputs: { run, comment: 'off' },
      });
      return parseReport(readFileSync(r.outputs['report']!, 'utf8'));
    };

    it("goalposts (git): changed judgments are counted, and the gate still uses the base commit's judgments", async () => {
      await start();
      const w = gitWorkspace(changeJudgments);
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts).toMatchObject({ ref: w.base, source: 'git', used: 'base', changed: true });
      expect(report.goalposts!.judgments).toEqual({
        path: QRELS,
        status: 'changed',
        added: 2,
        removed: 3,
        regraded: 2,
      });
      expect(report.goalposts!.slices!.status).toBe('unchanged');
      expect(report.goalposts!.contract).toEqual({ path: CONTRACT, status: 'unchanged', changes: [] });
      expect(report.goalposts!.baseline!.status).toBe('unchanged');
      // The judgments scored are the base commit's: same file hash, same contract id, same verdict as no change at all.
      const same = await unchanged(FAILING);
      expect(report.inputs.judgments.sha256).toBe(sha256(Buffer.from(git(w.ws, 'show', `${w.base}:${QRELS}`) + '\n')));
      expect(report.contract.id).toBe(same.contract.id);
      expect(report.verdict).toEqual(same.verdict);
      expect(report.inputs.judgments.path).toBe(QRELS);
      expect(report.inputs.candidate.path).toBe(FAILING);
      const body = fake.commentsOn(PR)[0]!.body;
      expect(body).toContain('**This PR changes the evaluation itself.**');
      expect(body).toContain(`base commit \`${w.base.slice(0, 12)}\``);
      expect(body).toContain(`judgments \`${QRELS}\` changed: 2 judgments added, 3 removed, 2 regraded`);
      expect(body.indexOf('This PR changes the evaluation itself')).toBeLessThan(
        body.search(/\*\*\d+ rules? fired\*\*/),
      );
      expect(r.stdout).toContain('evaluation files read at the base commit');
      // git, not the API: no contents request (but the one for main's history on the data branch).
      const contents = fake.requests.filter((x) => x.path.includes('/contents/')).map((x) => x.path);
      expect(contents.length).toBeGreaterThan(0);
      expect(
        contents.filter((p) => p !== '/repos/acme/search/contents/help-center%2Fhistory.jsonl?ref=rankgate-data'),
      ).toEqual([]);
    });

    it('goalposts (git): changed slices are counted as added / removed / relabelled rows', async () => {
      await start();
      const w = gitWorkspace((ws) =>
        editLines(ws, SLICES, (lines) => {
          const out = lines.filter((l) => !l.startsWith('q003\t'));
          const i = out.findIndex((l) => l.startsWith('q002\t'));
          out[i] = out[i]!.replace('exact-id', 'navigational');
          return [...out, 'q999\texact-id\ten\tdev'];
        }),
      );
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: PASSING } });
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts!.slices).toEqual({ path: SLICES, status: 'changed', added: 1, removed: 1, regraded: 1 });
      expect(report.goalposts!.judgments!.status).toBe('unchanged');
      expect(report.inputs.slices!.sha256).toBe((await unchanged(PASSING)).inputs.slices!.sha256);
      expect(fake.commentsOn(PR)[0]!.body).toContain(
        `slices \`${SLICES}\` changed: 1 slices added, 1 removed, 1 relabelled`,
      );
    });

    it('goalposts (git): a contract that loosens its own gate shows the field diff, and the base contract still fails the PR', async () => {
      await start();
      const w = gitWorkspace((ws) =>
        editLines(ws, CONTRACT, (lines) =>
          lines.map((l) =>
            l.replace('warn: 0.01, fail: 0.02', 'warn: 0.3, fail: 0.5').replace('fail: 0.05 }', 'fail: 0.6 }'),
          ),
        ),
      );
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      expect(r.outputs['verdict']).toBe('fail');
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts!.contract).toEqual({
        path: CONTRACT,
        status: 'changed',
        changes: [
          { field: 'gate.rules[0].fail', base: '0.02', head: '0.5' },
          { field: 'gate.rules[0].warn', base: '0.01', head: '0.3' },
          { field: 'gate.rules[1].fail', base: '0.05', head: '0.6' },
        ],
      });
      const body = fake.commentsOn(PR)[0]!.body;
      expect(body).toContain(`contract \`${CONTRACT}\` changed:`);
      expect(body).toContain('  - `gate.rules[0].fail`: `0.02` → `0.5`');
      // Both runs under the PR's contract too: the same numbers (same judgments), the verdict its loose rules would give.
      const x = report.goalposts!.rescored!;
      expect(x.under).toBe('head');
      expect(x.verdict).not.toBe('fail');
      const all = report.slices[0]!.measures['nDCG@10']!;
      expect(x.all.find((a) => a.measure === 'nDCG@10')).toEqual({
        measure: 'nDCG@10',
        baseline: all.baseline,
        candidate: all.candidate,
      });
      expect(body).toContain(`> | **verdict** | ❌ fail | ${x.verdict === 'pass' ? '✅ pass' : `⚠️ ${x.verdict}`} |`);
    });

    it('a judgments-only PR: both runs under both judgments side by side, no table of zeros, and nothing it judged listed to judge', async () => {
      await start();
      // CI's run is the baseline's ranking (the PR changes no code); the PR judges 42 of the documents the report asked for and regrades one.
      // CI writes the candidate where it always does; here it is the baseline's ranking.
      const RUN = 'runs/candidate.trec';
      const withRun = (ws: string) => {
        mkdirSync(join(ws, 'runs'), { recursive: true });
        cpSync(join(ws, BASELINE), join(ws, RUN));
      };
      const plain = gitWorkspace(() => {}, withRun);
      const before = parseReport(
        readFileSync(
          (
            await act({
              workspace: plain.ws,
              payload: prEvent(false, { base: plain.base }),
              inputs: { run: RUN, comment: 'off' },
            })
          ).outputs['report']!,
          'utf8',
        ),
      );
      const judged = before.toJudge.slice(0, 42);
      expect(judged).toHaveLength(42);
      const w = gitWorkspace(
        (ws) =>
          editLines(ws, QRELS, (lines) => [
            lines[0]!.replace(/(\S+)$/, (g) => String((Number(g) + 1) % 4)),
            ...lines.slice(1),
            ...judged.map((t) => `${t.qid} 0 ${t.docid} 1`),
          ]),
        withRun,
      );
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: RUN } });
      expect(r.code).toBe(0);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts!.judgments).toEqual({
        path: QRELS,
        status: 'changed',
        added: 42,
        removed: 0,
        regraded: 1,
      });
      // Under the base judgments (the gate's) and under the PR's: the PR's numbers are a plain comparison of the head files.
      const head = (await runComparison({ contract: join(w.ws, CONTRACT), run: join(w.ws, RUN), root: w.ws })).report;
      const x = report.goalposts!.rescored!;
      expect(x.under).toBe('head');
      expect(x.verdict).toBe(head.verdict.level);
      expect(x.all).toEqual(
        head.measures.map((m) => ({
          measure: m.name,
          baseline: head.slices[0]!.measures[m.name]!.baseline,
          candidate: head.slices[0]!.measures[m.name]!.candidate,
        })),
      );
      const gate = report.slices[0]!.measures['nDCG@10']!;
      const pr = x.all.find((a) => a.measure === 'nDCG@10')!;
      expect(gate.baseline).toBe(before.slices[0]!.measures['nDCG@10']!.baseline);
      expect(pr.baseline).not.toBe(gate.baseline);
      // The 42 pairs the PR judged are not asked for again, and the report says so.
      const asked = new Set(report.toJudge.map((t) => `${t.qid} ${t.docid}`));
      for (const t of judged) expect(asked.has(`${t.qid} ${t.docid}`)).toBe(false);
      expect(report.toJudge).toHaveLength(before.toJudge.length - 42);
      expect(report.goalposts!.judgedByPr).toBe(42);
      const body = fake.commentsOn(PR)[0]!.body;
      expect(body).toContain(`judgments \`${QRELS}\` changed: 42 judgments added, 0 removed, 1 regraded`);
      expect(body).toContain('> **Both runs under both versions** (baseline → candidate on all 117 queries; Δ):');
      expect(body).toContain(
        `> | nDCG@10 | ${gate.baseline.toFixed(4)} → ${gate.candidate.toFixed(4)} (±0.0000) | ${pr.baseline.toFixed(4)} → ${pr.candidate.toFixed(4)} (±0.0000) |`,
      );
      expect(body).toContain(
        '> - 42 of the documents unjudged under the judgments the gate used are judged by this PR: they are not listed to judge.',
      );
      expect(body).toContain('**The candidate ranks exactly like the baseline:**');
      expect(body).not.toContain('#### Slices by');
      expect(body).not.toContain('```diff');
      expect(body).toContain(
        `${before.toJudge.length - 42} unjudged documents near the top of either run (\`to-judge.qrels\` in the artifact; 42 more judged by this PR)`,
      );
    });

    it('goalposts (git): a re-blessed baseline shows its score under both versions; the gate compares with the base one', async () => {
      await start();
      const w = gitWorkspace((ws) => cpSync(join(ws, PASSING), join(ws, BASELINE)));
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      const same = await unchanged(FAILING);
      expect(report.inputs.baseline.sha256).toBe(same.inputs.baseline.sha256);
      const b = report.goalposts!.baseline!;
      expect(b).toMatchObject({ path: BASELINE, status: 'changed', measure: 'nDCG@10' });
      expect(b.base).toBeCloseTo(same.slices[0]!.measures['nDCG@10']!.baseline, 10);
      const fixed = await unchanged(PASSING);
      expect(b.head).toBeCloseTo(fixed.slices[0]!.measures['nDCG@10']!.candidate, 10);
      expect(fake.commentsOn(PR)[0]!.body).toContain(
        `baseline \`${BASELINE}\` changed: nDCG@10 on all queries ${b.base!.toFixed(4)} under the base version, ${b.head!.toFixed(4)} under this PR's version`,
      );
    });

    it("goalposts: head (set on the base commit) compares with the PR's versions, still showing what changed", async () => {
      await start();
      const optOut = (ws: string) => editLines(ws, CONTRACT, (lines) => [...lines, 'goalposts: head']);
      const w = gitWorkspace(
        (ws) =>
          editLines(ws, CONTRACT, (lines) =>
            lines.map((l) =>
              l.replace('warn: 0.01, fail: 0.02', 'warn: 0.3, fail: 0.5').replace('fail: 0.05 }', 'fail: 0.6 }'),
            ),
          ),
        optOut,
      );
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: FAILING } });
      expect(r.code).toBe(0);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts).toMatchObject({ used: 'head', changed: true });
      expect(report.goalposts!.contract.changes.map((c) => c.field)).toEqual([
        'gate.rules[0].fail',
        'gate.rules[0].warn',
        'gate.rules[1].fail',
      ]);
      expect(report.verdict.level).not.toBe('fail');
      expect(fake.commentsOn(PR)[0]!.body).toContain(
        "The base commit's contract sets `goalposts: head`, so the comparison uses this PR's versions",
      );
    });

    it('goalposts: a PR cannot opt itself out by adding goalposts: head to its own contract', async () => {
      await start();
      const w = gitWorkspace((ws) =>
        editLines(ws, CONTRACT, (lines) => [
          ...lines.map((l) =>
            l.replace('warn: 0.01, fail: 0.02', 'warn: 0.3, fail: 0.5').replace('fail: 0.05 }', 'fail: 0.6 }'),
          ),
          'goalposts: head',
        ]),
      );
      const r = await act({ workspace: w.ws, payload: prEvent(false, { base: w.base }), inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts!.used).toBe('base');
      expect(report.goalposts!.contract.changes).toContainEqual({ field: 'goalposts', base: null, head: '"head"' });
    });

    it('goalposts (contents API): without history in the checkout the base files come from GET /contents at the base SHA', async () => {
      await start({ contentsInlineLimit: 100_000 });
      const baseSha = 'b'.repeat(40);
      const ws = makeWorkspace();
      fake.trees.set(baseSha, snapshotTree(ws));
      changeJudgments(ws);
      cpSync(join(ws, PASSING), join(ws, BASELINE));
      const r = await act({ workspace: ws, payload: prEvent(false, { base: baseSha }), inputs: { run: FAILING } });
      expect(r.code).toBe(1);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.goalposts).toMatchObject({ ref: baseSha, source: 'api', used: 'base', changed: true });
      expect(report.goalposts!.judgments).toEqual({
        path: QRELS,
        status: 'changed',
        added: 2,
        removed: 3,
        regraded: 2,
      });
      expect(report.goalposts!.baseline!.status).toBe('changed');
      expect(report.inputs.baseline.sha256).toBe(sha256(fake.trees.get(baseSha)!.get(BASELINE)!));
      // Main's history is read from the data branch; every other contents request is at the base SHA.
      const evaluation = fake.requests.filter(
        (x) => x.path.includes('/contents/') && !x.path.endsWith('?ref=rankgate-data'),
      );
      expect(evaluation.length).toBe(fake.requests.filter((x) => x.path.includes('/contents/')).length - 1);
      const contents = evaluation.map((x) =>
        decodeURIComponent(new URL(x.path, fake.url).pathname.split('/contents/')[1]!),
      );
      expect(contents).toEqual(expect.arrayContaining([CONTRACT, QRELS, SLICES, BASELINE]));
      // The baseline (over the inline limit) came as a git blob.
      expect(fake.requests.some((x) => /\/git\/blobs\/[0-9a-f]{40}$/.test(x.path))).toBe(true);
      expect(evaluation.every((x) => x.path.includes(`ref=${baseSha}`))).toBe(true);
      expectClean(r);
    });

    it("goalposts: a contents API failure fails the check with its fix; the PR's own files are never used in its place", async () => {
      await start();
      const ws = makeWorkspace();
      fake.faults.push({
        path: /\/contents\//,
        status: 403,
        times: 5,
        body: { message: 'Resource not accessible by integration' },
      });
      // A passing candidate: only the unreadable base can fail the step.
      const r = await act({
        workspace: ws,
        payload: prEvent(false, { base: 'b'.repeat(40) }),
        inputs: { run: PASSING },
      });
      expect(r.code).toBe(1);
      const line =
        'the evaluation files at the base commit bbbbbbbbbbbb could not be read (GET contents/examples/help-center/rankgate.yml at bbbbbbbbbbbb failed (HTTP 403: Resource not accessible by integration)), ' +
        "so the gate cannot hold this PR to the base's contract, judgments, slices and baseline (give the job `permissions: contents: read`, or check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit)";
      expect(r.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([`::error::rankgate: ${line}`]);
      expect(r.outputs['verdict']).toBeUndefined();
      expect(r.summary).toContain('rankgate · **error**');
      expect(fake.commentsOn(PR)).toEqual([]);
      expectClean(r);
    });

    // ---- onboarding ----

    it('empty repository → rankgate init → rankgate baseline → the workflow init wrote runs the gate on a PR', async () => {
      await start();
      const repo = mkdtempSync(join(tmpdir(), 'rankgate-empty-'));
      const cli = (...args: string[]) =>
        execFileSync(bin, [join(REPO, 'dist/cli.js'), ...args], { cwd: repo, encoding: 'utf8' });
      // The base commit: judgments and the main branch's run, nothing of rankgate yet.
      mkdirSync(join(repo, 'eval'));
      mkdirSync(join(repo, 'runs'));
      cpSync(join(REPO, QRELS), join(repo, 'eval/qrels.txt'));
      cpSync(join(REPO, BASELINE), join(repo, 'runs/main.trec'));
      git(repo, 'init', '-q');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'judgments');
      const base = git(repo, 'rev-parse', 'HEAD');
      // The PR that sets rankgate up.
      const init = cli('init', '--name', 'search', '--run', 'runs/candidate.trec');
      expect(init).toContain('wrote rankgate.yml');
      expect(init).toContain('wrote .github/workflows/rankgate.yml');
      editLines(repo, 'eval/slices.tsv', (lines) =>
        lines.map((l, i) => (i === 0 ? l : l + (Number(l.slice(1, 4)) % 2 ? 'odd' : 'even'))),
      );
      expect(cli('baseline', '--run', 'runs/main.trec')).toContain('baselines/search.trec: ');
      expect(cli('validate')).toContain('valid');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'rankgate init');
      // CI: the workflow's own step writes the candidate run, then the action runs with the workflow's inputs.
      const workflow = parseYaml(readFileSync(join(repo, '.github/workflows/rankgate.yml'), 'utf8')) as {
        on: { pull_request: { types: string[] } };
        permissions: Record<string, string>;
        concurrency: { group: string };
        jobs: { rankgate: { steps: { uses?: string; with?: Record<string, string> }[] } };
      };
      expect(workflow.on.pull_request.types).toEqual(
        expect.arrayContaining(['labeled', 'unlabeled', 'opened', 'synchronize']),
      );
      expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
      expect(workflow.concurrency.group).toContain('github.event.pull_request.number');
      const step = workflow.jobs.rankgate.steps.find((x) => x.uses?.includes('rankgate'))!;
      cpSync(join(REPO, PASSING), join(repo, step.with!['run']!));
      const inputs = Object.fromEntries(Object.entries(step.with!).filter(([, v]) => !v.includes('${{')));
      const r = await runAction({
        node: how,
        workspace: repo,
        api: fake.url,
        eventName: 'pull_request',
        payload: prEvent(false, { base }),
        inputs,
      });
      expect(r.code).toBe(0);
      const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
      expect(report.gate).toBe('search');
      expect(['pass', 'warn']).toContain(report.verdict.level);
      expect(report.goalposts!.contract.status).toBe('added');
      expect(report.goalposts!.notes.join(' ')).toContain('this PR adds the contract');
      expect(report.notes).toEqual([]);
      expect(report.baseline.commit).toBe(base);
      expect(report.baseline.ageDays).toBe(0);
      const [c] = fake.commentsOn(PR);
      expect(c!.body.startsWith(commentMarker('search'))).toBe(true);
      expect(c!.body).toContain('It sets the evaluation up: the base commit');
      expect(c!.body).toContain(`commit \`${base.slice(0, 12)}\``);
      if (process.env['RANKGATE_SHOW_COMMENT']) console.log(c!.body);
      rmSync(repo, { recursive: true, force: true });
    });

    it('refuses a path outside the workspace with one line naming the input', async () => {
      await start();
      const r = await act({ inputs: { run: '../../../etc/passwd' } });
      expect(r.code).toBe(1);
      const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'));
      expect(errors).toEqual([
        expect.stringMatching(
          /^::error::rankgate: input "run" \(\.\.\/\.\.\/\.\.\/etc\/passwd\) resolves outside the workspace .* \(give a path inside the repository checkout \(GITHUB_WORKSPACE\)\)$/,
        ),
      ]);
      expect(fake.requests).toEqual([]);
      expectClean(r);
    });

    it('names a bad input and its allowed values', async () => {
      await start();
      const r = await act({ inputs: { run: PASSING, 'fail-on': 'sometimes' } });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(
        '::error::rankgate: input "fail-on" must be one of fail, inconclusive, warn, never; got "sometimes"',
      );
      expectClean(r);
    });

    it("reports bad data as the engine's one-line message, not a stack trace", async () => {
      await start();
      const r = await act({ inputs: { run: 'examples/help-center/missing.trec' } });
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/^::error::rankgate: examples\/help-center\/missing\.trec.*$/m);
      expectClean(r);
    });
  });
}
