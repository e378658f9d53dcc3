import { z } from 'zod';
import type { GitLabClient } from './client.js';
import { GitLabError, isNotFound, statusOf } from './errors.js';
import { currentUser } from './project.js';
import { parseAnswer, projectPath } from './project.js';
import { isMarked } from '../report/marker.js';
import { trimMarkdown } from '../report/trim.js';

/**
 * The one rankgate note per gate on a merge request (the notes API). A note is ours when its first line is the gate's
 * hidden marker AND the token's user wrote it: anyone can paste a marker into their own note, and that note is never
 * edited or deleted. System notes ("added 1 commit", label changes) are never ours.
 */

/** GitLab refuses a note longer than this many characters. */
export const NOTE_LIMIT = 1_000_000;

export interface Note {
  id: number;
  body: string;
  author: string;
}

export interface NoteTarget {
  /** The merge request's project (CI_MERGE_REQUEST_PROJECT_ID). */
  project: number | string;
  iid: number;
}

const noteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  system: z.boolean(),
  author: z.object({ username: z.string() }),
});

const notesPath = (t: NoteTarget) => `${projectPath(t.project)}/merge_requests/${t.iid}/notes`;

/** Every note a person or a token wrote on the merge request, oldest first (system notes left out). */
export async function listNotes(api: GitLabClient, t: NoteTarget): Promise<Note[]> {
  const path = notesPath(t);
  const all = parseAnswer(z.array(noteSchema), await api.all(path, { sort: 'asc', order_by: 'created_at' }), path);
  return all
    .filter((n) => !n.system)
    .map((n) => ({ id: n.id, body: n.body, author: n.author.username }))
    .sort((a, b) => a.id - b.id);
}

export async function createNote(api: GitLabClient, t: NoteTarget, body: string): Promise<Note> {
  const path = notesPath(t);
  const n = parseAnswer(noteSchema, await api.json('POST', path, { body: { body } }), path);
  return { id: n.id, body: n.body, author: n.author.username };
}

export async function updateNote(api: GitLabClient, t: NoteTarget, id: number, body: string): Promise<Note> {
  const path = `${notesPath(t)}/${id}`;
  const n = parseAnswer(noteSchema, await api.json('PUT', path, { body: { body } }), path);
  return { id: n.id, body: n.body, author: n.author.username };
}

/** Deletes a note; true when it was there (a concurrent job may have deleted it first: 404 is not an error). */
export async function deleteNote(api: GitLabClient, t: NoteTarget, id: number): Promise<boolean> {
  try {
    await api.request('DELETE', `${notesPath(t)}/${id}`);
    return true;
  } catch (e) {
    if (isNotFound(e, 'any')) return false;
    throw e;
  }
}

/** The note cut to GitLab's limit, with a line pointing at the job's artifacts. */
export function trimNote(body: string, limit: number, reportUrl: string): string {
  return trimMarkdown(
    body,
    limit,
    `\n\n> **Note:** this note was trimmed to fit GitLab's ${limit.toLocaleString('en-US')}-character limit. The full report is in the [job's artifacts](${reportUrl}).\n`,
  );
}

export interface StickyNoteOptions {
  /** false: only refresh an existing note, never start one. */
  create: boolean;
  /** Where the full report is (the job's artifacts page), for a trimmed body. */
  reportUrl: string;
}

export interface StickyNoteResult {
  action: 'created' | 'updated' | 'skipped';
  id: number | null;
  trimmed: boolean;
  /** Duplicate notes of ours deleted (left by an older version, or by a concurrent job). */
  deleted: number;
  /** The username the token writes as. */
  author: string;
}

/**
 * Keeps exactly one rankgate note per gate on the merge request: updates the oldest of ours in place (its place in the
 * thread is the one readers know), deletes any other of ours, creates one only when none exists, and after creating
 * looks again, so two jobs that both found none end with one note. A body over NOTE_LIMIT is trimmed first.
 */
export async function upsertStickyNote(
  api: GitLabClient,
  t: NoteTarget,
  marker: string,
  body: string,
  o: StickyNoteOptions,
): Promise<StickyNoteResult> {
  const text = body.length > NOTE_LIMIT ? trimNote(body, NOTE_LIMIT, o.reportUrl) : body;
  const trimmed = text !== body;
  let me: string;
  try {
    me = (await currentUser(api)).username;
  } catch (e) {
    if (statusOf(e) === 401 || statusOf(e) === 403) {
      const g = e as GitLabError;
      throw new GitLabError(
        g.status,
        g.gitlabMessage,
        g.method,
        g.path,
        'the token cannot tell who it is (GET /user): use a project access token with the api scope, not CI_JOB_TOKEN',
      );
    }
    throw e;
  }
  const ours = async () => (await listNotes(api, t)).filter((n) => n.author === me && isMarked(n.body, marker));

  const existing = await ours();
  let deleted = 0;
  if (existing.length > 0) {
    const keep = existing[0]!;
    await updateNote(api, t, keep.id, text);
    for (const n of existing.slice(1)) if (await deleteNote(api, t, n.id)) deleted++;
    return { action: 'updated', id: keep.id, trimmed, deleted, author: me };
  }
  if (!o.create) return { action: 'skipped', id: null, trimmed: false, deleted: 0, author: me };

  const created = await createNote(api, t, text);
  // A concurrent job of the same gate may have created its note meanwhile: the oldest stays, with this body.
  const now = await ours();
  if (!now.some((n) => n.id === created.id)) now.push(created);
  now.sort((a, b) => a.id - b.id);
  const keep = now[0]!;
  if (keep.id !== created.id) await updateNote(api, t, keep.id, text);
  for (const n of now.slice(1)) if (await deleteNote(api, t, n.id)) deleted++;
  return { action: keep.id === created.id ? 'created' : 'updated', id: keep.id, trimmed, deleted, author: me };
}
