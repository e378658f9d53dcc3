import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGitLabContext } from '../../src/gitlab/context.js';
import { GitLabForge } from '../../src/gitlab/forge.js';

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
