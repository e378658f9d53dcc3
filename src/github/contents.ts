import { z } from 'zod';
import type { BaseReader } from '../git/repo.js';
import type { Octokit } from './client.js';
import { describeError, statusOf, writeConflict } from './api-errors.js';

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
export async function readFileAt(
  octokit: Octokit,
  owner: string,
  repo: string,
  ref: string,
  path: string,
): Promise<RemoteFile | null> {
  let data: unknown;
  try {
    ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref }));
  } catch (e) {
    if (statusOf(e) === 404) return null;
    throw e;
  }
  const f = data as { type?: string; encoding?: string; content?: string; sha?: string; size?: number };
  if (Array.isArray(data) || f.type !== 'file' || typeof f.sha !== 'string') return null;
  if (f.encoding === 'base64' && typeof f.content === 'string' && (f.content !== '' || f.size === 0))
    return { bytes: Buffer.from(f.content, 'base64'), sha: f.sha };
  const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha });
  return { bytes: Buffer.from(blob.data.content, blob.data.encoding === 'base64' ? 'base64' : 'utf8'), sha: f.sha };
}

/**
 * The base commit's files cannot be read through the API (as opposed to: the file is not there). The comparison must
 * not then quietly fall back to the PR's own files: the caller fails the check and says what to fix.
 */
export class BaseUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BaseUnreadable';
  }
}

/**
 * Reads files at `sha` through GET /repos/{owner}/{repo}/contents/{path}?ref=sha; files over the endpoint's 1 MB
 * inline limit come back without content, so they are fetched as git blobs (up to 100 MB).
 *
 * A 404 means "no such file" only once the repository and the commit are known to be readable: a token without
 * `contents: read` on a private repository gets 404 for everything, and the goalposts protection must not read that as
 * "the base commit has no contract". So the first 404 is followed by GET /repos/{o}/{r}/git/commits/{sha}; if that
 * fails too (401/403/404, or anything else), every read throws BaseUnreadable. 401, 403 and other errors on a file
 * throw it directly. A path that is a symlink, a folder or a submodule at the base commit is not a file to compare.
 * Paths are relative to the repository root, never to the workspace. `adds` asks the pull request's files list
 * whether the PR adds a path (no pull request number: nothing is proven added).
 */
export function apiReader(octokit: Octokit, owner: string, repo: string, sha: string, pull: number | null): BaseReader {
  let access: Promise<void> | null = null;
  const readable = () =>
    (access ??= (async () => {
      try {
        await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha });
      } catch (e) {
        const s = statusOf(e);
        const why =
          s === 401 || s === 403 || s === 404
            ? `the token cannot read the repository ${owner}/${repo} at ${sha.slice(0, 12)} (${describeError(e)})`
            : `GitHub did not serve the commit ${sha.slice(0, 12)} (${describeError(e)})`;
        throw new BaseUnreadable(why);
      }
    })());
  let added: Promise<Set<string>> | null = null;
  const addedPaths = () =>
    (added ??= (async () => {
      if (pull === null) return new Set<string>();
      try {
        return await prAddedPaths(octokit, owner, repo, pull);
      } catch (e) {
        throw new BaseUnreadable(`the files of pull request #${pull} could not be listed (${describeError(e)})`);
      }
    })());
  return {
    source: 'api',
    adds: async (path) => (await addedPaths()).has(path),
    read: async (path) => {
      let data: unknown;
      try {
        ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref: sha }));
      } catch (e) {
        if (statusOf(e) === 404) {
          await readable();
          return null;
        }
        throw new BaseUnreadable(`GET contents/${path} at ${sha.slice(0, 12)} failed (${describeError(e)})`);
      }
      const f = data as { type?: string; encoding?: string; content?: string; sha?: string; size?: number };
      if (Array.isArray(data) || f.type !== 'file') {
        throw new BaseUnreadable(
          `${path} at ${sha.slice(0, 12)} is ${Array.isArray(data) ? 'a folder' : `a ${f.type ?? 'non-file'}`}, not a file`,
        );
      }
      if (f.encoding === 'base64' && typeof f.content === 'string' && (f.content !== '' || f.size === 0))
        return Buffer.from(f.content, 'base64');
      try {
        const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha! });
        return Buffer.from(blob.data.content, blob.data.encoding === 'base64' ? 'base64' : 'utf8');
      } catch (e) {
        throw new BaseUnreadable(`the blob of ${path} at ${sha.slice(0, 12)} could not be read (${describeError(e)})`);
      }
    },
  };
}

/** The fields of GET pulls/{n}/files this reads: an answer without them is no proof of anything. */
const PULL_FILES = z.array(z.object({ filename: z.string(), status: z.string() }));

/**
 * The paths a pull request brings in that its base does not have at them: GET /repos/{o}/{r}/pulls/{n}/files entries
 * whose status is added, copied or renamed (a rename's new path). GitHub lists at most 3000 files: a path past that
 * is missing here, and the caller then fails closed rather than guessing.
 */
export async function prAddedPaths(octokit: Octokit, owner: string, repo: string, pull: number): Promise<Set<string>> {
  const files = PULL_FILES.parse(
    await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pull, per_page: 100 }),
  );
  return new Set(
    files.filter((f) => f.status === 'added' || f.status === 'copied' || f.status === 'renamed').map((f) => f.filename),
  );
}

/**
 * Creates or updates one file on `branch` with PUT /repos/{owner}/{repo}/contents/{path}: a new commit on the branch.
 * `sha` is the blob being replaced (null: the file must not exist yet), so GitHub refuses the write (409, or 422 when
 * the file appeared meanwhile) if someone else changed it since it was read: the caller re-reads and tries again.
 * A repository rule refuses it with 409 too, with another message (api-errors.ts writeConflict tells them apart).
 * Not retried by the client: repeating a stale write cannot succeed.
 */
export async function putFile(
  octokit: Octokit,
  o: {
    owner: string;
    repo: string;
    branch: string;
    path: string;
    bytes: Buffer;
    sha: string | null;
    message: string;
  },
): Promise<{ commit: string; url: string | null }> {
  const { data } = await octokit.rest.repos.createOrUpdateFileContents({
    owner: o.owner,
    repo: o.repo,
    path: o.path,
    branch: o.branch,
    message: o.message,
    content: o.bytes.toString('base64'),
    ...(o.sha !== null ? { sha: o.sha } : {}),
    request: { retries: 0 },
  });
  return { commit: data.commit.sha ?? '', url: data.commit.html_url ?? null };
}

/**
 * A write refused because the file changed (or appeared, or its branch moved) since it was read: a race, worth a fresh
 * read. A 409/422 for anything else (a repository rule, a protected branch) is not: repeating it cannot succeed.
 */
export function isConflict(e: unknown): boolean {
  return writeConflict(e) === 'race';
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
 * (null when absent) and returns the new bytes, or null to leave it as it is. A write refused as stale (409/422 with
 * GitHub's answer to a race; 404 too for a branch this call may create, if it went away meanwhile) starts over from a
 * fresh read; a refusal (a repository rule) is thrown at once. When the file
 * and its branch are both absent, `createBranch` (if given) makes the branch holding the new bytes instead.
 */
export async function updateFile(
  octokit: Octokit,
  o: {
    owner: string;
    repo: string;
    branch: string;
    path: string;
    message: string;
    next: (current: RemoteFile | null) => Buffer | null;
    createBranch?: (bytes: Buffer) => Promise<string>;
  } & RetryOptions,
): Promise<UpdateOutcome> {
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
