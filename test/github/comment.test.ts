import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/github/client.js';
import { COMMENT_LIMIT } from '../../src/report/markdown.js';
import { fallbackBody, tokenLogin, trimBody, upsertSticky, type StickyOptions } from '../../src/github/comment.js';
import { commentMarker } from '../../src/report/marker.js';
import { FakeGitHub } from './fake-github.js';

const MARKER = commentMarker('docs');
const target = { owner: 'acme', repo: 'search', issue: 5 };
const opts: StickyOptions = {
  mode: 'update',
  create: true,
  summaryUrl: 'https://github.com/acme/search/actions/runs/1',
};

describe('trimBody', () => {
  it('cuts at a line boundary, closes what was open and says where the full report is', () => {
    const body = [
      MARKER,
      '<details><summary>queries</summary>',
      '',
      '```',
      ...Array.from({ length: 50 }, (_, i) => `line ${i} ${'x'.repeat(40)}`),
    ].join('\n');
    const out = trimBody(body, 1200, 'https://example.test/summary');
    expect(out.length).toBeLessThanOrEqual(1200);
    expect(out.startsWith(`${MARKER}\n<details>`)).toBe(true);
    expect(out).toMatch(
      /line \d+ x+\n```\n<\/details>\n\n> \[!NOTE\]\n> This comment was trimmed to fit GitHub's 1,200-character limit\. The full report is in the \[job summary\]\(https:\/\/example\.test\/summary\)/,
    );
  });

  it('fits the real limit with a body far over it', () => {
    const body = `${MARKER}\n` + '| a | b |\n'.repeat(20_000);
    const out = trimBody(body, COMMENT_LIMIT, 'u');
    expect(body.length).toBeGreaterThan(COMMENT_LIMIT);
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(out.length).toBeGreaterThan(COMMENT_LIMIT - 1000);
  });

  it('fallbackBody keeps the marker first so the next run finds it', () => {
    expect(fallbackBody(MARKER, 'fail: 1 regression', 'u')).toBe(
      `${MARKER}\n**rankgate**: fail: 1 regression\n\nThe full report did not fit in a comment: see the [job summary](u) and the run's artifact.\n`,
    );
  });
});

describe('upsertSticky against the fake GitHub', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = new FakeGitHub({ pageSize: 3, users: { 'pat-token': 'octocat' }, apps: { 'ghs_app-token': 'search-bot' } });
    await fake.start();
  });
  afterEach(() => fake.stop());

  // Retries after a 5xx wait milliseconds, not seconds: the fake fails on purpose; and it has no secondary rate limit,
  // so writes need not be spaced a second apart as on GitHub.
  const octokit = (token = 'ghs_installation') => createClient(token, fake.url, { retryBaseMs: 5, spaceWrites: false });

  it('with a personal token, finds comments by that user (GET /user), not by the bot', async () => {
    const bot = fake.addComment(5, 'github-actions[bot]', `${MARKER}\nfrom the workflow token`);
    const mine = fake.addComment(5, 'octocat', `${MARKER}\nold`);
    const res = await upsertSticky(octokit('pat-token'), target, MARKER, `${MARKER}\nnew`, 'pass', opts);
    expect(res).toEqual({
      action: 'updated',
      url: `https://github.com/acme/search/pull/5#issuecomment-${mine.id}`,
      shortened: null,
      deleted: 0,
    });
    expect(fake.comments.find((c) => c.id === bot.id)!.body).toBe(`${MARKER}\nfrom the workflow token`);
    expect(fake.comments.find((c) => c.id === mine.id)!.body).toBe(`${MARKER}\nnew`);
  });

  it("the token's identity from GraphQL viewer: the person, github-actions[bot], or the App's <slug>[bot]", async () => {
    expect(await tokenLogin(octokit('pat-token'))).toBe('octocat');
    expect(await tokenLogin(octokit())).toBe('github-actions[bot]');
    expect(await tokenLogin(octokit('ghs_app-token'))).toBe('search-bot[bot]');
    // One GraphQL request each, no GET /user (which answers an installation token 403).
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(Array(3).fill('POST /graphql 200'));
    expect(fake.requests[0]!.body).toEqual({ query: 'query { viewer { login } }' });
  });

  it('without GraphQL (an error answer), GET /user for a personal token, github-actions[bot] when it refuses', async () => {
    fake.faults.push({ path: /^\/graphql$/, status: 404, times: 2 });
    expect(await tokenLogin(octokit('pat-token'))).toBe('octocat');
    expect(await tokenLogin(octokit())).toBe('github-actions[bot]');
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /graphql 404',
      'GET /user 200',
      'POST /graphql 404',
      'GET /user 403',
    ]);
  });

  it('a GitHub App token finds its own comment again: edited in place, no new comment, nothing deleted', async () => {
    const mine = fake.addComment(
      5,
      'search-bot[bot]',
      `${MARKER}
last run`,
    );
    const actionsBot = fake.addComment(
      5,
      'github-actions[bot]',
      `${MARKER}
from the workflow token, before the App`,
    );
    const res = await upsertSticky(
      octokit('ghs_app-token'),
      target,
      MARKER,
      `${MARKER}
this run`,
      'fail',
      opts,
    );
    expect(res).toEqual({
      action: 'updated',
      url: `https://github.com/acme/search/pull/5#issuecomment-${mine.id}`,
      shortened: null,
      deleted: 0,
    });
    expect(fake.commentsOn(5).map((c) => [c.id, c.user, c.body])).toEqual([
      [mine.id, 'search-bot[bot]', `${MARKER}\nthis run`],
      [actionsBot.id, 'github-actions[bot]', `${MARKER}\nfrom the workflow token, before the App`],
    ]);
    // No POST and no DELETE of a comment: no notification to the PR's subscribers but the edit.
    expect(
      fake.requests.filter((r) => r.path.includes('/comments') && r.method !== 'GET').map((r) => [r.method, r.body]),
    ).toEqual([['PATCH', { body: `${MARKER}\nthis run` }]]);
  });

  it("a different gate's marker is a different comment", async () => {
    fake.addComment(5, 'github-actions[bot]', `${commentMarker('docs-v2')}\nother gate`);
    const res = await upsertSticky(octokit(), target, MARKER, `${MARKER}\nbody`, 'pass', opts);
    expect(res.action).toBe('created');
    expect(fake.commentsOn(5).map((c) => c.body.split('\n')[0])).toEqual([commentMarker('docs-v2'), MARKER]);
  });

  it('update mode: a duplicate posted by a concurrent run is removed and the oldest keeps our body', async () => {
    let other = 0;
    fake.afterCreate = (c) => {
      fake.afterCreate = null;
      // The concurrent run got in first: its comment has the lower id.
      const racer = fake.addComment(5, 'github-actions[bot]', `${MARKER}\nconcurrent run`);
      racer.id = c.id - 1;
      other = racer.id;
    };
    const res = await upsertSticky(octokit(), target, MARKER, `${MARKER}\nours`, 'pass', opts);
    expect(fake.commentsOn(5).map((c) => [c.id, c.body])).toEqual([[other, `${MARKER}\nours`]]);
    expect(res).toEqual({
      action: 'created',
      url: `https://github.com/acme/search/pull/5#issuecomment-${other}`,
      shortened: null,
      deleted: 1,
    });
  });

  it('new mode: keeps the newest comment and deletes the older ones, across pages', async () => {
    for (let i = 0; i < 4; i++) fake.addComment(5, 'someone', `chatter ${i}`);
    fake.addComment(5, 'github-actions[bot]', `${MARKER}\nolder 1`);
    fake.addComment(5, 'github-actions[bot]', `${MARKER}\nolder 2`);
    const res = await upsertSticky(octokit(), target, MARKER, `${MARKER}\nfresh`, 'pass', { ...opts, mode: 'new' });
    expect(res.action).toBe('created');
    expect(res.deleted).toBe(2);
    expect(
      fake
        .commentsOn(5)
        .filter((c) => c.body.includes(MARKER))
        .map((c) => c.body),
    ).toEqual([`${MARKER}\nfresh`]);
  });

  it('comment-on not-pass: refreshes an existing comment but never starts one', async () => {
    const skipped = await upsertSticky(octokit(), target, MARKER, `${MARKER}\npass`, 'pass', {
      ...opts,
      create: false,
    });
    expect(skipped).toEqual({ action: 'skipped', url: null, shortened: null, deleted: 0 });
    expect(fake.comments).toEqual([]);
    const old = fake.addComment(5, 'github-actions[bot]', `${MARKER}\nfail earlier`);
    const res = await upsertSticky(octokit(), target, MARKER, `${MARKER}\npass now`, 'pass', {
      ...opts,
      create: false,
    });
    expect(res.action).toBe('updated');
    expect(fake.comments.find((c) => c.id === old.id)!.body).toBe(`${MARKER}\npass now`);
  });

  it('a body over 65,536 characters is trimmed before it is sent', async () => {
    const body = `${MARKER}\n` + 'row of the slice table\n'.repeat(4000);
    const res = await upsertSticky(octokit(), target, MARKER, body, 'fail: 3 regressions', opts);
    expect(res.shortened).toBe('trimmed');
    const [c] = fake.commentsOn(5);
    expect(c!.body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(c!.body).toContain('This comment was trimmed');
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path.includes('/comments')).map((r) => r.status),
    ).toEqual([201]);
  });

  it('a 403 is thrown for the caller to turn into advice; nothing is written', async () => {
    fake.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 403,
      times: 1,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(upsertSticky(octokit(), target, MARKER, `${MARKER}\nx`, 'pass', opts)).rejects.toMatchObject({
      status: 403,
    });
    expect(fake.comments).toEqual([]);
  });
});
