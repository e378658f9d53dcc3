import { z } from 'zod';
import type { BaseReader } from '../git/repo.js';
import type { GitLabClient } from './client.js';
import { GitLabError, isNotFound, statusOf } from './errors.js';
import { parseAnswer, projectPath } from './project.js';

/**
 * Files through the repository files API (read) and the commits API (write). GitLab's 404 says what is missing:
 * `404 File Not Found` (no such file at that ref), `404 Commit Not Found` (no such ref), `404 Project Not Found` (no
 * such project, or the token cannot see it). Only the first means "the file is not there".
 */

/** A file at a ref, with the commit that last changed it: the commits API checks `last_commit_id` against it. */
export interface RemoteFile {
  bytes: Buffer;
  lastCommitId: string;
}

const filePath = (project: number | string, path: string) =>
  `${projectPath(project)}/repository/files/${encodeURIComponent(path)}`;

const fileSchema = z.object({ content: z.string(), encoding: z.enum(['base64', 'text']), last_commit_id: z.string() });

/** `path` at `ref` with its last commit id; 'no-file' when the ref has no such file, 'no-ref' when the ref does not exist. */
export async function readFileState(
  api: GitLabClient,
  project: number | string,
  path: string,
  ref: string,
): Promise<RemoteFile | 'no-file' | 'no-ref'> {
  try {
    const f = parseAnswer(
      fileSchema,
      await api.json('GET', filePath(project, path), { query: { ref } }),
      filePath(project, path),
    );
    return {
      bytes: Buffer.from(f.content, f.encoding === 'base64' ? 'base64' : 'utf8'),
      lastCommitId: f.last_commit_id,
    };
  } catch (e) {
    if (isNotFound(e, 'File')) return 'no-file';
    if (isNotFound(e, 'Commit')) return 'no-ref';
    throw e;
  }
}

/** The bytes of `path` at `ref` (GET …/repository/files/:path/raw?ref=); null when the ref has no such file. */
export async function readRaw(
  api: GitLabClient,
  project: number | string,
  path: string,
  ref: string,
): Promise<Buffer | null> {
  try {
    return (await api.request('GET', `${filePath(project, path)}/raw`, { query: { ref } })).body;
  } catch (e) {
    if (isNotFound(e, 'File')) return null;
    throw e;
  }
}

/**
 * The merge request's base files, read at its diff base SHA. Only `404 File Not Found` means the file is absent there:
 * any other refusal (the commit or project unknown to the token, a 401/403) throws, so the goalposts protection never
 * mistakes "cannot read" for "the base has no contract".
 */
export function baseReader(api: GitLabClient, project: number | string, sha: string): BaseReader {
  return {
    source: 'api',
    read: async (path) => {
      try {
        return await readRaw(api, project, path, sha);
      } catch (e) {
        if (e instanceof GitLabError) {
          throw new GitLabError(
            e.status,
            e.gitlabMessage,
            e.method,
            e.path,
            `the base commit ${sha.slice(0, 12)} cannot be read, so the comparison stops: ${e.fix}`,
          );
        }
        throw e;
      }
    },
  };
}

export interface FileAction {
  action: 'create' | 'update';
  path: string;
  bytes: Buffer;
  /** For `update`: the commit that last changed the file as read; GitLab refuses the commit if it changed since. */
  lastCommitId?: string;
}

/**
 * One commit on `branch` (POST /projects/:id/repository/commits). With `startBranch` the branch is created from it
 * (GitLab refuses with 400 when `branch` exists by then). Never retried on a refusal: a stale write cannot succeed.
 */
export async function commitFiles(
  api: GitLabClient,
  project: number | string,
  o: {
    branch: string;
    startBranch?: string;
    message: string;
    actions: readonly FileAction[];
  },
): Promise<string> {
  const path = `${projectPath(project)}/repository/commits`;
  const data = await api.json('POST', path, {
    body: {
      branch: o.branch,
      ...(o.startBranch !== undefined ? { start_branch: o.startBranch } : {}),
      commit_message: o.message,
      actions: o.actions.map((a) => ({
        action: a.action,
        file_path: a.path,
        content: a.bytes.toString('base64'),
        encoding: 'base64',
        ...(a.lastCommitId !== undefined ? { last_commit_id: a.lastCommitId } : {}),
      })),
    },
  });
  return parseAnswer(z.object({ id: z.string() }), data, path).id;
}

/**
 * GitLab's refusals of a commit that lost a race: the file changed since it was read (last_commit_id), appeared or
 * went away meanwhile, or the branch to be created exists by now. All are 400 with these messages; the writer reads
 * again and retries.
 */
export function isLostRace(e: unknown): boolean {
  return (
    statusOf(e) === 400 &&
    /changed since you started editing it|file with this name already exists|file with this name doesn't exist|already exists\. Switch to that branch/i.test(
      (e as GitLabError).gitlabMessage,
    )
  );
}

export interface RetryOptions {
  /** Waits before each retry after a lost race, in ms; the first is immediate (the other writer has finished). */
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const DELAYS = [0, 100, 300, 700, 1500, 3000];
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export type UpdateOutcome = { commit: string | null; createdBranch: boolean; conflicts: number };

/**
 * Read-modify-write of one file on a branch others may write at the same moment: `next` gets the current bytes (null
 * when absent) and returns the new ones, or null to leave the file as it is. The write carries the file's last commit
 * id, so a concurrent change makes GitLab refuse it; then it starts over from a fresh read. When the branch does not
 * exist and `startBranch` is given, the commit creates it from there; without it, a missing branch is an error.
 * A 403 (a protected branch, a token without the role) stops at once with the fix.
 */
export async function updateFileOnBranch(
  api: GitLabClient,
  project: number | string,
  o: {
    branch: string;
    path: string;
    message: string;
    startBranch?: string;
    next: (current: Buffer | null) => Buffer | null;
  } & RetryOptions,
): Promise<UpdateOutcome> {
  const delays = o.delays ?? DELAYS;
  const sleep = o.sleep ?? wait;
  let conflicts = 0;
  for (let attempt = 0; ; attempt++) {
    const state = await readFileState(api, project, o.path, o.branch);
    if (state === 'no-ref' && o.startBranch === undefined) {
      throw new GitLabError(
        404,
        `"404 Commit Not Found": the branch ${o.branch} does not exist`,
        'GET',
        filePath(project, o.path),
        'the branch was deleted, or the job runs for a branch that is gone; re-run the pipeline',
      );
    }
    const current = typeof state === 'string' ? null : state;
    const bytes = o.next(current?.bytes ?? null);
    if (bytes === null) return { commit: null, createdBranch: false, conflicts };
    const action: FileAction =
      current === null
        ? { action: 'create', path: o.path, bytes }
        : { action: 'update', path: o.path, bytes, lastCommitId: current.lastCommitId };
    try {
      const commit = await commitFiles(api, project, {
        branch: o.branch,
        message: o.message,
        actions: [action],
        ...(state === 'no-ref' ? { startBranch: o.startBranch } : {}),
      });
      return { commit, createdBranch: state === 'no-ref', conflicts };
    } catch (e) {
      if (!isLostRace(e) || attempt >= delays.length) throw e;
      conflicts++;
      await sleep(delays[attempt]!);
    }
  }
}
