import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/gitlab/client.js';
import { listNotes, NOTE_LIMIT, trimNote, upsertStickyNote } from '../../src/gitlab/notes.js';
import { labelAddedBy } from '../../src/gitlab/labels.js';
import { getMergeRequest } from '../../src/gitlab/project.js';
import { commentMarker } from '../../src/report/marker.js';
import { FakeGitLab, NOTE_LIMIT as FAKE_LIMIT } from './fake-gitlab.js';

const MARKER = commentMarker('docs');
const BOT = 'project_42_bot_5f3e9a';
const target = { project: 42, iid: 7 };
const opts = { create: true, reportUrl: 'https://gitlab.example/acme/search/-/jobs/1/artifacts/browse' };

describe('the sticky merge-request note against the fake GitLab', () => {
  let fake: FakeGitLab;
  beforeEach(async () => {
    fake = new FakeGitLab();
    fake.addUser('glpat-bot', { id: 3, username: BOT, scopes: ['api'], bot: true });
    fake.addUser('glpat-eve', { id: 9, username: 'eve', scopes: ['api'] });
    fake.mergeRequests.set(7, {
      iid: 7,
      labels: ['rankgate: accept'],
      sourceBranch: 'f',
      targetBranch: 'main',
      sourceProjectId: 42,
      baseSha: 'b'.repeat(40),
      headSha: 'c'.repeat(40),
    });
    await fake.start();
  });
  afterEach(() => fake.stop());
  const api = (token = 'glpat-bot') => createClient({ apiUrl: fake.apiUrl, token, retryBaseMs: 1 });
  const writes = () =>
    fake.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url.replace(/\?.*/, ''), r.body]);

  it('creates one note, then updates it in place: never a duplicate', async () => {
    expect(await upsertStickyNote(api(), target, MARKER, `${MARKER}\nfirst`, opts)).toEqual({
      action: 'created',
      id: 5000,
      trimmed: false,
      deleted: 0,
      author: BOT,
    });
    expect(await upsertStickyNote(api(), target, MARKER, `${MARKER}\nsecond`, opts)).toEqual({
      action: 'updated',
      id: 5000,
      trimmed: false,
      deleted: 0,
      author: BOT,
    });
    expect(fake.notesOn(7).map((n) => n.body)).toEqual([`${MARKER}\nsecond`]);
    expect(writes()).toEqual([
      ['POST', '/api/v4/projects/42/merge_requests/7/notes', { body: `${MARKER}\nfirst` }],
      ['PUT', '/api/v4/projects/42/merge_requests/7/notes/5000', { body: `${MARKER}\nsecond` }],
    ]);
  });

  it('finds its note among more than 100, past system notes and a marker pasted by someone else', async () => {
    for (let i = 0; i < 130; i++) fake.addNote(7, i % 2 ? 'alice' : 'system-user', `note ${i}`, i % 2 === 0);
    const pasted = fake.addNote(7, 'eve', `${MARKER}\npasted by eve`);
    const quoted = fake.addNote(7, BOT, `other text\n${MARKER}`);
    const mine = fake.addNote(7, BOT, `${MARKER}\nold`);
    const notes = await listNotes(api(), target);
    // 130 notes, half of them system notes, plus three: the list followed X-Next-Page to page 2.
    expect(notes).toHaveLength(68);
    expect(fake.requests.map((r) => r.url).filter((u) => u.includes('/notes'))).toEqual([
      '/api/v4/projects/42/merge_requests/7/notes?sort=asc&order_by=created_at&per_page=100&page=1',
      '/api/v4/projects/42/merge_requests/7/notes?sort=asc&order_by=created_at&per_page=100&page=2',
    ]);
    const res = await upsertStickyNote(api(), target, MARKER, `${MARKER}\nnew`, opts);
    expect(res).toMatchObject({ action: 'updated', id: mine.id });
    expect(fake.notes.find((n) => n.id === pasted.id)!.body).toBe(`${MARKER}\npasted by eve`);
    expect(fake.notes.find((n) => n.id === quoted.id)!.body).toBe(`other text\n${MARKER}`);
    expect(fake.notes.find((n) => n.id === mine.id)!.body).toBe(`${MARKER}\nnew`);
  });

  it('keeps the oldest of its duplicates and deletes the rest; only refreshes when it may not create', async () => {
    expect(await upsertStickyNote(api(), target, MARKER, `${MARKER}\nx`, { ...opts, create: false })).toMatchObject({
      action: 'skipped',
      id: null,
    });
    expect(fake.notesOn(7)).toEqual([]);
    const a = fake.addNote(7, BOT, `${MARKER}\na`);
    const b = fake.addNote(7, BOT, `${MARKER}\nb`);
    expect(await upsertStickyNote(api(), target, MARKER, `${MARKER}\nc`, { ...opts, create: false })).toMatchObject({
      action: 'updated',
      id: a.id,
      deleted: 1,
    });
    expect(fake.notesOn(7).map((n) => [n.id, n.body])).toEqual([[a.id, `${MARKER}\nc`]]);
    expect(writes().at(-1)).toEqual(['DELETE', `/api/v4/projects/42/merge_requests/7/notes/${b.id}`, null]);
  });

  it("two jobs that both found no note end with one: the older note stays, with this job's body", async () => {
    // The other job creates its note right after this one's: this one keeps its own and deletes the other.
    fake.afterCreateNote = () => {
      fake.afterCreateNote = null;
      fake.addNote(7, BOT, `${MARKER}\nfrom the other job`);
    };
    expect(await upsertStickyNote(api(), target, MARKER, `${MARKER}\nmine`, opts)).toEqual({
      action: 'created',
      id: 5000,
      trimmed: false,
      deleted: 1,
      author: BOT,
    });
    expect(fake.notesOn(7).map((n) => [n.id, n.body])).toEqual([[5000, `${MARKER}\nmine`]]);

    // The other job's note lands between this job's list and its create: the older one (theirs) gets this body.
    fake.notes = [];
    fake.beforeCreateNote = () => {
      fake.beforeCreateNote = null;
      fake.addNote(7, BOT, `${MARKER}\nfrom the other job`);
    };
    expect(await upsertStickyNote(api(), target, MARKER, `${MARKER}\nmine again`, opts)).toEqual({
      action: 'updated',
      id: 5002,
      trimmed: false,
      deleted: 1,
      author: BOT,
    });
    expect(fake.notesOn(7).map((n) => [n.id, n.body])).toEqual([[5002, `${MARKER}\nmine again`]]);
    expect(writes().slice(-3)).toEqual([
      ['POST', '/api/v4/projects/42/merge_requests/7/notes', { body: `${MARKER}\nmine again` }],
      ['PUT', '/api/v4/projects/42/merge_requests/7/notes/5002', { body: `${MARKER}\nmine again` }],
      ['DELETE', '/api/v4/projects/42/merge_requests/7/notes/5003', null],
    ]);
  });

  it("trims a body over GitLab's 1,000,000-character limit, which the fake enforces", async () => {
    expect(NOTE_LIMIT).toBe(FAKE_LIMIT);
    const body = `${MARKER}\n<details><summary>q</summary>\n\n` + '| a | b |\n'.repeat(120_000);
    const res = await upsertStickyNote(api(), target, MARKER, body, opts);
    expect(res.trimmed).toBe(true);
    const sent = fake.notesOn(7)[0]!.body;
    expect(sent.length).toBeLessThanOrEqual(NOTE_LIMIT);
    expect(sent.length).toBeGreaterThan(NOTE_LIMIT - 1000);
    expect(
      sent.endsWith(
        `| a | b |\n</details>\n\n> **Note:** this note was trimmed to fit GitLab's 1,000,000-character limit. The full report is in the [job's artifacts](${opts.reportUrl}).\n`,
      ),
    ).toBe(true);
    // At a 400-character limit the note takes 118 and 200 are kept for closers: 82 remain, so the 100-character line goes.
    const small = trimNote(`a\nb\n\`\`\`\n${'x'.repeat(20)}\n${'y'.repeat(100)}`, 400, 'u');
    expect(small).toBe(
      `a\nb\n\`\`\`\n${'x'.repeat(20)}\n\`\`\`\n\n> **Note:** this note was trimmed to fit GitLab's 400-character limit. The full report is in the [job's artifacts](u).\n`,
    );
  });

  it('with a job token: 401 on GET /user, with the fix', async () => {
    const job = createClient({ apiUrl: fake.apiUrl, token: fake.jobToken, tokenKind: 'job' });
    await expect(upsertStickyNote(job, target, MARKER, `${MARKER}\nx`, opts)).rejects.toThrow(
      /GET \/user: HTTP 401 "401 Unauthorized"/,
    );
    expect(fake.notesOn(7)).toEqual([]);
  });

  it('reads the labels now and who added the accept label last, across pages', async () => {
    expect((await getMergeRequest(api(), 42, 7)).labels).toEqual(['rankgate: accept']);
    for (let i = 0; i < 120; i++) fake.addLabelEvent(7, 'add', 'bob', `noise-${i}`);
    fake.addLabelEvent(7, 'add', 'eve', 'rankgate: accept');
    fake.addLabelEvent(7, 'remove', 'carol', 'rankgate: accept');
    fake.addLabelEvent(7, 'add', 'dave', 'rankgate: accept');
    fake.addLabelEvent(7, 'add', 'bob', null);
    expect(await labelAddedBy(api(), 42, 7, 'rankgate: accept')).toBe('dave');
    fake.addLabelEvent(7, 'remove', 'carol', 'rankgate: accept');
    expect(await labelAddedBy(api(), 42, 7, 'rankgate: accept')).toBeNull();
    expect(await labelAddedBy(api(), 42, 7, 'Rankgate: Accept')).toBeNull();
    expect(
      fake.requests.filter((r) => r.url.includes('resource_label_events')).map((r) => r.url.replace(/.*\?/, '')),
    ).toEqual([
      'per_page=100&page=1',
      'per_page=100&page=2',
      'per_page=100&page=1',
      'per_page=100&page=2',
      'per_page=100&page=1',
      'per_page=100&page=2',
    ]);
  });
});
