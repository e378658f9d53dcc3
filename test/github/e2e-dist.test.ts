import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.js';
import { parseReport } from '../../src/report/schema.js';
import { FakeGitHub } from './fake-github.js';
import { TOKEN, makeWorkspace, runAction } from './harness.js';

/**
 * Smoke tests of the committed bundle (dist/index.js, or RANKGATE_BUNDLE) in its own process, under the Node that runs
 * this suite: the runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), the exit code and the bundle's lazy chunks,
 * which the in-process scenarios (e2e.test.ts) do not exercise. One pull request, one push, one workflow_run.
 */

const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const prEvent = (sha = 'c'.repeat(40)) => ({
  pull_request: { number: 7, head: { sha, ref: 'fix', repo: { full_name: 'acme/search' } }, labels: [] },
  repository: { full_name: 'acme/search' },
});

describe('the bundle, spawned', () => {
  let fake: FakeGitHub | null = null;
  afterEach(async () => {
    await fake?.stop();
    fake = null;
  });
  const start = async () => {
    fake = new FakeGitHub();
    await fake.start();
    return fake;
  };

  it("a failing pull request: exit 1, the outputs and the summary in the runner's files, one sticky comment", async () => {
    const f = await start();
    const ws = makeWorkspace({ significance: 'default' });
    const r = await runAction({
      node: process.execPath,
      workspace: ws,
      api: f.url,
      eventName: 'pull_request',
      payload: prEvent(),
      inputs: { contract: CONTRACT, run: FAILING },
    });
    expect(r.code).toBe(1);
    const report = parseReport(readFileSync(r.outputs['report']!, 'utf8'));
    expect(r.outputs['verdict']).toBe('fail');
    expect(r.outputs['summary']).toBe(report.verdict.summary);
    expect(r.summary).toBe(readFileSync(join(r.tmp, 'temp/rankgate/help-center/report.md'), 'utf8') + '\n');
    expect(r.stdout).toContain(`::error::rankgate: ${report.verdict.summary}`);
    const [c, ...more] = f.commentsOn(7);
    expect(more).toEqual([]);
    expect(c!.body.startsWith(commentMarker('help-center'))).toBe(true);
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('a push to the default branch: exit 0 and the history record on the data branch', async () => {
    const f = await start();
    const sha = '1'.repeat(40);
    const r = await runAction({
      node: process.execPath,
      workspace: makeWorkspace({ significance: 'default' }),
      api: f.url,
      eventName: 'push',
      inputs: { contract: CONTRACT, run: PASSING },
      payload: {
        ref: 'refs/heads/main',
        after: sha,
        head_commit: { id: sha, timestamp: '2026-11-03T09:00:00Z' },
        repository: { full_name: 'acme/search', default_branch: 'main' },
      },
    });
    expect(r.code).toBe(0);
    expect(r.outputs['verdict']).toBe('pass');
    const line = JSON.parse(f.fileOn('rankgate-data', 'help-center/history.jsonl')!.toString('utf8').trim()) as {
      commit: string;
      date: string;
    };
    expect([line.commit, line.date]).toEqual([sha, '2026-11-03T09:00:00Z']);
  });

  it("workflow_run: the first run's artifact becomes the comment on the PR found by head SHA", async () => {
    const f = await start();
    const sha = 'f'.repeat(40);
    f.pulls.push({ number: 11, head: { sha, ref: 'fix-ranking', label: 'forker:fix-ranking' } });
    f.currentRunId = 900;
    const ws = makeWorkspace({ significance: 'default' });
    const first = await runAction({
      node: process.execPath,
      workspace: ws,
      api: f.url,
      eventName: 'pull_request',
      payload: prEvent(sha),
      inputs: { contract: CONTRACT, run: FAILING, comment: 'off' },
      artifacts: true,
    });
    expect(first.code).toBe(1);
    f.currentRunId = 901;
    const second = await runAction({
      node: process.execPath,
      workspace: ws,
      api: f.url,
      eventName: 'workflow_run',
      artifacts: true,
      inputs: { contract: CONTRACT, 'fail-on': 'never' },
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
    });
    expect(second.code).toBe(0);
    expect(second.outputs['verdict']).toBe('fail');
    const [c] = f.commentsOn(11);
    expect(second.outputs['comment-url']).toContain(`/pull/11#issuecomment-${c!.id}`);
    expect(second.summary).toBe(c!.body + '\n');
  });
});
