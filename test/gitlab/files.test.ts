import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/gitlab/client.js';
import { baseReader, readRaw } from '../../src/gitlab/files.js';
import { appendHistory, commitToBranch, readHistory } from '../../src/gitlab/history.js';
import { HISTORY_SCHEMA, serializeRecord, type HistoryRecord } from '../../src/pipeline/history.js';
import type { GitLabError } from '../../src/gitlab/errors.js';
import { FakeGitLab } from './fake-gitlab.js';

const record = (commit: string): HistoryRecord => ({
  schema: HISTORY_SCHEMA,
  gate: 'docs',
  commit,
  date: '2024-05-01T10:00:00Z',
  branch: 'main',
  contract: 'c1',
  corpus: 'help',
  primary: 'ndcg_cut_10',
  tool: '0.1.0',
  queries: { judged: 3, evaluated: 3 },
  slices: [{ name: 'all', queries: 3, means: { ndcg_cut_10: 0.5 } }],
});
const C1 = '1'.repeat(40);
const C2 = '2'.repeat(40);
const C3 = '3'.repeat(40);
const noWait = { sleep: async () => {} };
/** The one line a user sees: GitLabError.describe() (message and fix). */
const described = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    return (e as GitLabError).describe();
  }
  return 'no error';
};

describe('files, history and commits against the fake GitLab', () => {
  let fake: FakeGitLab;
  beforeEach(async () => {
    fake = new FakeGitLab();
    fake.addUser('glpat-bot', { id: 3, username: 'project_42_bot_5f3e9a', scopes: ['api'], bot: true });
    await fake.start();
  });
  afterEach(() => fake.stop());
  const api = () => createClient({ apiUrl: fake.apiUrl, token: 'glpat-bot', retryBaseMs: 1 });
  const commits = () => fake.requests.filter((r) => r.method === 'POST').map((r) => [r.status, r.body]);

  it('reads a file at a ref with its path URL-encoded; a missing file is null, a missing ref or project throws', async () => {
    const sha = fake.push('main', { 'eval/rankgate.yml': 'gate: docs\n' });
    expect((await readRaw(api(), 42, 'eval/rankgate.yml', sha))!.toString()).toBe('gate: docs\n');
    expect(fake.requests.at(-1)!.url).toBe(`/api/v4/projects/42/repository/files/eval%2Frankgate.yml/raw?ref=${sha}`);
    expect(await readRaw(api(), 42, 'eval/missing.yml', sha)).toBeNull();
    const base = baseReader(api(), 42, sha);
    expect((await base.read('eval/rankgate.yml'))!.toString()).toBe('gate: docs\n');
    expect(await base.read('eval/missing.yml')).toBeNull();
    // Fail closed: a commit or project the token cannot see is not "the base has no contract".
    expect(await described(baseReader(api(), 42, 'f'.repeat(40)).read('eval/rankgate.yml'))).toMatch(
      /HTTP 404 "404 Commit Not Found" \(the base commit ffffffffffff cannot be read, so the comparison stops/,
    );
    await expect(baseReader(api(), 41, sha).read('eval/rankgate.yml')).rejects.toThrow(/"404 Project Not Found"/);
  });

  it('creates the data branch from the default branch, then appends, and does not record a commit twice', async () => {
    expect(await readHistory(api(), 42, 'rankgate-data', 'docs')).toBeNull();
    expect(
      await appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C1) }),
    ).toMatchObject({ action: 'created-branch', conflicts: 0 });
    expect(
      await appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C2) }),
    ).toMatchObject({ action: 'appended', conflicts: 0 });
    expect(
      await appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C2) }),
    ).toMatchObject({ action: 'already-recorded', commit: null });
    const text = `${serializeRecord(record(C1))}\n${serializeRecord(record(C2))}\n`;
    expect(await readHistory(api(), 42, 'rankgate-data', 'docs')).toBe(text);
    const first = `${serializeRecord(record(C1))}\n`;
    const firstHead = fake.commits.get(fake.branches.get('rankgate-data')!)!.parent!;
    expect(commits()).toEqual([
      [
        201,
        {
          branch: 'rankgate-data',
          start_branch: 'main',
          commit_message: 'rankgate: docs history at 111111111111 [skip ci]',
          actions: [
            {
              action: 'create',
              file_path: 'docs/history.jsonl',
              content: Buffer.from(first).toString('base64'),
              encoding: 'base64',
            },
          ],
        },
      ],
      [
        201,
        {
          branch: 'rankgate-data',
          commit_message: 'rankgate: docs history at 222222222222 [skip ci]',
          actions: [
            {
              action: 'update',
              file_path: 'docs/history.jsonl',
              content: Buffer.from(text).toString('base64'),
              encoding: 'base64',
              last_commit_id: firstHead,
            },
          ],
        },
      ],
    ]);
    // The branch holds main's files under rankgate's commits (GitLab cannot create an orphan branch).
    expect(fake.fileAt('rankgate-data', 'README.md')!.toString()).toBe('# search\n');
  });

  it('a lost race (the file changed since it was read) is read again and appended to the new version', async () => {
    await appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C1) });
    const other = serializeRecord(record(C3));
    fake.beforeCommit = () =>
      fake.push(
        'rankgate-data',
        { 'docs/history.jsonl': `${fake.fileAt('rankgate-data', 'docs/history.jsonl')}${other}\n` },
        'project_42_bot_5f3e9a',
      );
    expect(
      await appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C2), ...noWait }),
    ).toMatchObject({ action: 'appended', conflicts: 1 });
    expect(commits().map((c) => c[0])).toEqual([201, 400, 201]);
    expect(fake.requests.filter((r) => r.status === 400).map((r) => r.url)).toEqual([
      '/api/v4/projects/42/repository/commits',
    ]);
    expect(await readHistory(api(), 42, 'rankgate-data', 'docs')).toBe(
      `${serializeRecord(record(C1))}\n${other}\n${serializeRecord(record(C2))}\n`,
    );
  });

  it('a branch created by another job meanwhile: GitLab refuses start_branch, and the append goes onto theirs', async () => {
    fake.beforeCommit = () => fake.push('rankgate-data', { 'docs/history.jsonl': `${serializeRecord(record(C3))}\n` });
    expect(
      await appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C1), ...noWait }),
    ).toMatchObject({ action: 'appended', conflicts: 1 });
    expect(fake.requests.filter((r) => r.status === 400).length).toBe(1);
    expect(await readHistory(api(), 42, 'rankgate-data', 'docs')).toBe(
      `${serializeRecord(record(C3))}\n${serializeRecord(record(C1))}\n`,
    );
  });

  it('a protected data branch stops at once with the fix, without retrying', async () => {
    fake.protectedBranches.add('rankgate-data');
    expect(
      await described(
        appendHistory(api(), 42, { branch: 'rankgate-data', defaultBranch: 'main', record: record(C1), ...noWait }),
      ),
    ).toMatch(
      /POST \/projects\/42\/repository\/commits: HTTP 403 "403 Forbidden - You are not allowed to push into this branch" \(the branch is protected/,
    );
    expect(commits().map((c) => c[0])).toEqual([403]);
  });

  it('commits a refreshed baseline to the source branch, once', async () => {
    fake.push('feature', { 'baselines/docs.trec': 'old\n' });
    const sha = await commitToBranch(api(), 42, {
      branch: 'feature',
      path: 'baselines/docs.trec',
      bytes: Buffer.from('new\n'),
      message: 'rankgate: refresh',
    });
    expect(sha).toBe(fake.branches.get('feature'));
    expect(
      await commitToBranch(api(), 42, {
        branch: 'feature',
        path: 'baselines/docs.trec',
        bytes: Buffer.from('new\n'),
        message: 'rankgate: refresh',
      }),
    ).toBeNull();
    await expect(
      commitToBranch(api(), 42, { branch: 'gone', path: 'b', bytes: Buffer.from('x'), message: 'm' }),
    ).rejects.toThrow(/the branch gone does not exist/);
    expect(commits().map((c) => c[0])).toEqual([201]);
  });
});
