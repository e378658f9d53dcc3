import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGitLabContext } from '../../src/gitlab/context.js';
import { GitLabForge } from '../../src/gitlab/forge.js';
import { FakeGitLab } from './fake-gitlab.js';

/** What the GitLab forge does locally: log lines, the dotenv outputs, the summary file. */

function forge() {
  const dir = mkdtempSync(join(tmpdir(), 'rankgate-glforge-'));
  const ctx = readGitLabContext({
    CI_API_V4_URL: 'https://gitlab.example/api/v4',
    CI_SERVER_URL: 'https://gitlab.example',
    CI_PROJECT_ID: '42',
    CI_PROJECT_PATH: 'acme/search',
    CI_PROJECT_URL: 'https://gitlab.example/acme/search',
    CI_DEFAULT_BRANCH: 'main',
    CI_PIPELINE_SOURCE: 'push',
    CI_COMMIT_BRANCH: 'main',
    CI_COMMIT_SHA: 'd'.repeat(40),
    CI_PROJECT_DIR: dir,
  });
  const lines: string[] = [];
  const f = new GitLabForge(
    ctx,
    { token: null, why: 'no GitLab token is set' },
    { acceptLabel: 'rankgate: accept', reportDir: 'out', projectDir: dir, budgetMs: 1000 },
    { line: (l) => lines.push(l) },
  );
  return { f, lines, dir };
}

describe('the GitLab forge, locally', () => {
  it("writes every message as one line, ANSI escapes and line breaks from data shown, not sent (GitLab's log renders ANSI)", () => {
    const { f, lines } = forge();
    f.info('slice \x1b[31mred\x1b[0m\nfake: line');
    f.warning('w\r\nx');
    expect(lines).toEqual(['slice <U+001B>[31mred<U+001B>[0m<U+000A>fake: line', 'WARNING: w<U+000D><U+000A>x']);
  });

  it('writes the outputs as a sorted dotenv file, one line per value', () => {
    const { f, dir } = forge();
    f.setOutputs({ verdict: 'fail', 'comment-url': '', summary: 'two\nlines' });
    expect(readFileSync(join(dir, 'out/rankgate.env'), 'utf8')).toBe(
      'RANKGATE_COMMENT_URL=\nRANKGATE_SUMMARY=two<U+000A>lines\nRANKGATE_VERDICT=fail\n',
    );
  });

  it('appends the summary to summary.md in the report folder', async () => {
    const { f, dir } = forge();
    await f.summary('# one');
    await f.summary('# two');
    expect(readFileSync(join(dir, 'out/summary.md'), 'utf8')).toBe('# one\n# two\n');
  });
});

describe("the GitLab forge: a commit's date for the refreshed baseline (git is asked first, in the job)", () => {
  let fake: FakeGitLab | null = null;
  afterEach(async () => {
    await fake?.stop();
    fake = null;
  });

  /** A merge-request job on the fake's project; `env` adds or overrides variables. */
  function mrForge(apiUrl: string, token: string | null, env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'rankgate-glforge-'));
    const ctx = readGitLabContext({
      CI_API_V4_URL: apiUrl,
      CI_SERVER_URL: 'https://gitlab.example',
      CI_PROJECT_ID: '42',
      CI_PROJECT_PATH: 'acme/search',
      CI_PROJECT_URL: 'https://gitlab.example/acme/search',
      CI_DEFAULT_BRANCH: 'main',
      CI_PIPELINE_SOURCE: 'merge_request_event',
      CI_COMMIT_SHA: 'c'.repeat(40),
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_PROJECT_ID: '42',
      CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature',
      CI_PROJECT_DIR: dir,
      ...env,
    });
    const lines: string[] = [];
    const f = new GitLabForge(
      ctx,
      token === null ? { token: null, why: 'no GitLab token is set' } : { token, from: 'RANKGATE_GITLAB_TOKEN' },
      {
        acceptLabel: 'rankgate: accept',
        reportDir: 'out',
        projectDir: dir,
        budgetMs: 5000,
        client: { retryBaseMs: 1, timeoutMs: 2000 },
      },
      { line: (l) => lines.push(l) },
    );
    return { f, lines };
  }

  it("the pipeline's own commit: CI_COMMIT_TIMESTAMP, without asking the API", async () => {
    fake = new FakeGitLab();
    await fake.start();
    fake.addUser('t', { id: 1, username: 'project_42_bot_1', scopes: ['api'], bot: true });
    const { f } = mrForge(fake.apiUrl, 't', { CI_COMMIT_TIMESTAMP: '2026-11-30T09:15:00+01:00' });
    expect(await f.commitDate('c'.repeat(40))).toBe('2026-11-30T09:15:00+01:00');
    expect(fake.requests).toEqual([]);
  });

  it('another commit, or no CI_COMMIT_TIMESTAMP: committed_date from the commits API', async () => {
    fake = new FakeGitLab();
    await fake.start();
    fake.addUser('t', { id: 1, username: 'project_42_bot_1', scopes: ['read_api'], bot: true });
    const sha = fake.push('feature', { 'a.txt': 'a' });
    const { f } = mrForge(fake.apiUrl, 't');
    // The fake dates its second commit a minute after its first, from 2026-01-01.
    expect(await f.commitDate(sha)).toBe('2026-01-01T00:01:00.000+00:00');
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /api/v4/projects/42/repository/commits/${sha}`,
    ]);
  });

  it('a commit GitLab does not know, or no token: no date, said in the log, and the refresh goes on', async () => {
    fake = new FakeGitLab();
    await fake.start();
    fake.addUser('t', { id: 1, username: 'project_42_bot_1', scopes: ['api'], bot: true });
    const { f, lines } = mrForge(fake.apiUrl, 't');
    expect(await f.commitDate('e'.repeat(40))).toBeNull();
    expect(lines).toEqual([
      expect.stringMatching(
        /^rankgate: could not read the date of eeeeeeeeeeee \(.*404 Commit Not Found.*\); the refreshed baseline records none$/,
      ),
    ]);
    const none = mrForge(fake.apiUrl, null);
    expect(await none.f.commitDate('e'.repeat(40))).toBeNull();
  });
});
