import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, nextPage, type ClientOptions } from '../../src/gitlab/client.js';
import type { GitLabError } from '../../src/gitlab/errors.js';
import { FakeGitLab } from './fake-gitlab.js';

describe('the GitLab client against the fake GitLab', () => {
  let fake: FakeGitLab;
  const waits: number[] = [];
  beforeEach(async () => {
    fake = new FakeGitLab();
    fake.addUser('glpat-dev', { id: 3, username: 'project_42_bot_0123abcd', scopes: ['api'], bot: true });
    fake.mergeRequests.set(7, {
      iid: 7,
      labels: [],
      sourceBranch: 'f',
      targetBranch: 'main',
      sourceProjectId: 42,
      baseSha: 'b'.repeat(40),
      headSha: 'c'.repeat(40),
    });
    waits.length = 0;
    await fake.start();
  });
  afterEach(() => fake.stop());

  // Waits are recorded, not slept: the fake refuses on purpose.
  const client = (o: Partial<ClientOptions> = {}) =>
    createClient({
      apiUrl: fake.apiUrl,
      token: 'glpat-dev',
      sleep: async (ms) => void waits.push(ms),
      retryBaseMs: 10,
      ...o,
    });
  const failure = async (p: Promise<unknown>): Promise<GitLabError> => {
    try {
      await p;
    } catch (e) {
      return e as GitLabError;
    }
    throw new Error('did not fail');
  };

  it('sends the token as PRIVATE-TOKEN, or JOB-TOKEN for a job token, which GitLab does not accept for notes', async () => {
    expect(await client().json('GET', '/user')).toMatchObject({ username: 'project_42_bot_0123abcd', bot: true });
    const e = await failure(
      client({ token: fake.jobToken, tokenKind: 'job' }).json('POST', '/projects/42/merge_requests/7/notes', {
        body: { body: 'x' },
      }),
    );
    expect(fake.requests.map((r) => [r.auth, r.status])).toEqual([
      ['private:glpat-dev', 200],
      ['job:job-token-value', 401],
    ]);
    expect(e.describe()).toBe(
      'POST /projects/42/merge_requests/7/notes: HTTP 401 "401 Unauthorized" (GitLab does not accept the token: it is missing, expired or revoked, or it is CI_JOB_TOKEN, which cannot use this endpoint; set RANKGATE_GITLAB_TOKEN to a project access token with the api scope)',
    );
  });

  it('waits as long as Retry-After says on a 429, then succeeds', async () => {
    fake.faults.push({
      path: /\/user$/,
      status: 429,
      times: 2,
      headers: { 'retry-after': '7', 'ratelimit-reset': '1700000000' },
      body: 'Retry later\n',
    });
    expect(await client().json('GET', '/user')).toMatchObject({ id: 3 });
    expect(waits).toEqual([7000, 7000]);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('reads RateLimit-Reset when Retry-After is absent, and gives up when the wait exceeds the budget', async () => {
    fake.faults.push({
      path: /\/user$/,
      status: 429,
      times: 1,
      headers: { 'ratelimit-reset': '1000030' },
      body: 'Retry later\n',
    });
    // now = 1,000,000 s: the reset is 30 s away.
    expect(await client({ now: () => 1_000_000_000 }).json('GET', '/user')).toMatchObject({ id: 3 });
    expect(waits).toEqual([30_000]);

    fake.faults.push({
      path: /\/user$/,
      status: 429,
      times: 1,
      headers: { 'retry-after': '3600' },
      body: 'Retry later\n',
    });
    const e = await failure(client().json('GET', '/user'));
    expect(waits).toEqual([30_000]);
    expect(e.status).toBe(429);
    expect(e.retryAfterS).toBe(3600);
    expect(e.describe()).toBe(
      'GET /user: HTTP 429 "Retry later" (resets in 3600 s) (GitLab\'s rate limit was reached and resets later than rankgate may wait; re-run the job later)',
    );
  });

  it('retries a 5xx a little (10 ms, 40 ms) and never a 4xx', async () => {
    fake.faults.push({ path: /\/user$/, status: 502, times: 2 });
    expect(await client().json('GET', '/user')).toMatchObject({ id: 3 });
    expect(waits).toEqual([10, 40]);

    fake.faults.push({ path: /\/user$/, status: 500, times: 5 });
    expect((await failure(client().json('GET', '/user'))).status).toBe(500);
    expect(waits).toEqual([10, 40, 10, 40]);

    const before = fake.requests.length;
    const e = await failure(client().json('GET', '/projects/42/merge_requests/8'));
    expect(fake.requests.length - before).toBe(1);
    expect(e.describe()).toBe(
      'GET /projects/42/merge_requests/8: HTTP 404 "404 Not found" (check the project, merge request, branch or file named, and that the token can read them)',
    );
  });

  it('bounds a request that never answers, and stops at once when the caller aborts', async () => {
    fake.faults.push({ path: /\/user$/, status: 200, times: 3, hang: true });
    const e = await failure(client({ timeoutMs: 100 }).json('GET', '/user'));
    expect(e.status).toBeNull();
    expect(e.message).toBe('GET /user: GitLab did not answer within 0.1 s');
    expect(fake.requests.filter((r) => r.status === 0)).toHaveLength(3);

    fake.faults.push({ path: /\/user$/, status: 200, times: 1, hang: true });
    const stop = new AbortController();
    const p = failure(client({ timeoutMs: 60_000, signal: stop.signal }).json('GET', '/user'));
    setTimeout(() => stop.abort(), 50);
    const aborted = await p;
    expect(aborted.name).toBe('AbortError');
    expect(waits).toEqual([10, 40]);
  });

  it('describes a protected branch and a missing scope with their fixes', async () => {
    fake.protectedBranches.add('main');
    const body = {
      branch: 'main',
      commit_message: 'm',
      actions: [{ action: 'create', file_path: 'x', content: 'eA==', encoding: 'base64' }],
    };
    expect((await failure(client().json('POST', '/projects/42/repository/commits', { body }))).describe()).toMatch(
      /HTTP 403 "403 Forbidden - You are not allowed to push into this branch" \(the branch is protected: allow the token's role to push/,
    );
    fake.addUser('glpat-read', { id: 4, username: 'reader', scopes: ['read_api'] });
    expect(
      (
        await failure(client({ token: 'glpat-read' }).json('POST', '/projects/42/repository/commits', { body }))
      ).describe(),
    ).toMatch(
      /HTTP 403 "insufficient_scope" \(the token lacks a scope or a role: a project access token needs the api scope/,
    );
    expect((await failure(client().json('GET', '/projects/41/merge_requests/7'))).describe()).toMatch(
      /"404 Project Not Found" \(the project is unknown to the token/,
    );
  });
});

describe('nextPage', () => {
  const cur = new URL('https://gitlab.example/api/v4/projects/42/merge_requests/7/notes?per_page=100&page=2');
  const h = (o: Record<string, string>) => new Headers(o);
  it('follows X-Next-Page, ends on an empty one, and falls back to the Link header on the API only', () => {
    expect(
      nextPage(h({ 'x-next-page': '3' }), cur, 'https://gitlab.example', '/api/v4')?.searchParams.get('page'),
    ).toBe('3');
    expect(nextPage(h({ 'x-next-page': '' }), cur, 'https://gitlab.example', '/api/v4')).toBeNull();
    // A next page that does not move forward would loop forever.
    expect(nextPage(h({ 'x-next-page': '2' }), cur, 'https://gitlab.example', '/api/v4')).toBeNull();
    const keyset =
      '<https://gitlab.example/api/v4/projects/42/merge_requests/7/notes?id_after=9&per_page=100>; rel="next"';
    expect(nextPage(h({ link: keyset }), cur, 'https://gitlab.example', '/api/v4')?.searchParams.get('id_after')).toBe(
      '9',
    );
    expect(
      nextPage(
        h({ link: '<https://evil.example/api/v4/x?page=3>; rel="next"' }),
        cur,
        'https://gitlab.example',
        '/api/v4',
      ),
    ).toBeNull();
    expect(
      nextPage(
        h({ link: '<https://gitlab.example/other?page=3>; rel="next"' }),
        cur,
        'https://gitlab.example',
        '/api/v4',
      ),
    ).toBeNull();
  });
});
