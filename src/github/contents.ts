import type { BaseReader } from '../git/repo.js';
import type { Octokit } from './client.js';
import { statusOf } from './api-errors.js';

/** A file on a branch or commit as the contents API gives it: its bytes and its blob sha (needed to update it). */
export interface RemoteFile {
  bytes: Buffer;
  sha: string;
}

/**
 * Reads `path` at `ref` (a commit SHA or a branch) through GET /repos/{owner}/{repo}/contents/{path}; null when the
 * file or the ref does not exist. Files over the endpoint's 1 MB inline limit come back without content, so they are
 * fetched as git blobs (up to 100 MB).
 */
export async function readFileAt(octokit: Octokit, owner: string, repo: string, ref: string, path: string): Promise<RemoteFile | null> {
  let data: unknown;
  try {
    ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref }));
  } catch (e) {
    if (statusOf(e) === 404) return null;
    throw e;
  }
  const f = data as { type?: string; encoding?: string; content?: string; sha?: string; size?: number };
  if (Array.isArray(data) || f.type !== 'file' || typeof f.sha !== 'string') return null;
  if (f.encoding === 'base64' && typeof f.content === 'string' && (f.content !== '' || f.size === 0)) return { bytes: Buffer.from(f.content, 'base64'), sha: f.sha };
  const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha });
  return { bytes: Buffer.from(blob.data.content, blob.data.encoding === 'base64' ? 'base64' : 'utf8'), sha: f.sha };
}

/** Reads files at `sha` through the contents API (the base commit's evaluation files). */
export function apiReader(octokit: Octokit, owner: string, repo: string, sha: string): BaseReader {
  return {
    source: 'api',
    read: async (path) => (await readFileAt(octokit, owner, repo, sha, path))?.bytes ?? null,
  };
}

/**
 * Creates or updates one file on `branch` with PUT /repos/{owner}/{repo}/contents/{path}: a new commit on the branch.
 * `sha` is the blob being replaced (null: the file must not exist yet), so GitHub refuses the write (409, or 422 when
 * the file appeared meanwhile) if someone else changed it since it was read: the caller re-reads and tries again.
 * Not retried by the client: repeating a stale write cannot succeed.
 */
export async function putFile(octokit: Octokit, o: {
  owner: string; repo: string; branch: string; path: string; bytes: Buffer; sha: string | null; message: string;
}): Promise<{ commit: string; url: string | null }> {
  const { data } = await octokit.rest.repos.createOrUpdateFileContents({
    owner: o.owner, repo: o.repo, path: o.path, branch: o.branch, message: o.message,
    content: o.bytes.toString('base64'),
    ...(o.sha !== null ? { sha: o.sha } : {}),
    request: { retries: 0 },
  });
  return { commit: data.commit.sha ?? '', url: data.commit.html_url ?? null };
}

/** A write refused because the file changed (or appeared, or its branch moved) since it was read. */
export function isConflict(e: unknown): boolean {
  const s = statusOf(e);
  return s === 409 || s === 422;
}

export interface RetryOptions {
  /** Waits before each retry after a conflict, in ms; the first retry is immediate (the other writer has finished). */
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const DELAYS = [0, 100, 300, 700, 1500, 3000];
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export type UpdateOutcome = { commit: string | null; created: boolean; conflicts: number };

/**
 * Read-modify-write of one file on a branch that others may write at the same moment: `next` gets the current file
 * (null when absent) and returns the new bytes, or null to leave it as it is. A write refused as stale (409/422;
 * 404 too for a branch this call may create, if it went away meanwhile) starts over from a fresh read. When the file
 * and its branch are both absent, `createBranch` (if given) makes the branch holding the new bytes instead.
 */
export async function updateFile(octokit: Octokit, o: {
  owner: string; repo: string; branch: string; path: string; message: string;
  next: (current: RemoteFile | null) => Buffer | null;
  createBranch?: (bytes: Buffer) => Promise<string>;
} & RetryOptions): Promise<UpdateOutcome> {
  const delays = o.delays ?? DELAYS;
  const sleep = o.sleep ?? wait;
  let conflicts = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const file = await readFileAt(octokit, o.owner, o.repo, o.branch, o.path);
      const bytes = o.next(file);
      if (bytes === null) return { commit: null, created: false, conflicts };
      if (file === null && o.createBranch && !(await branchExists(octokit, o.owner, o.repo, o.branch))) {
        return { commit: await o.createBranch(bytes), created: true, conflicts };
      }
      const put = await putFile(octokit, { ...o, bytes, sha: file?.sha ?? null });
      return { commit: put.commit, created: false, conflicts };
    } catch (e) {
      if (!(isConflict(e) || (o.createBranch && statusOf(e) === 404)) || attempt >= delays.length) throw e;
      conflicts++;
      await sleep(delays[attempt]!);
    }
  }
}

async function branchExists(octokit: Octokit, owner: string, repo: string, branch: string): Promise<boolean> {
  try {
    await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
    return true;
  } catch (e) {
    if (statusOf(e) === 404) return false;
    throw e;
  }
}
