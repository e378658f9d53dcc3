import { execFileSync } from 'node:child_process';

/**
 * The local git repository: its root, commits, dates and the files of a commit. Used by the CLI (`--base-ref`)
 * and the action alike, so it sits below both.
 */

/** Reads the files of one commit; null when a path does not exist there. */
export interface BaseReader {
  /** git: from the checkout's history; api: through GitHub's contents API. */
  source: 'git' | 'api';
  /** The file's bytes at the base commit; null when it does not exist there. */
  read(path: string): Promise<Buffer | null>;
}

const GIT_MAX = 1 << 30;

/**
 * A branch name rankgate writes to or reads (the data branch, `init --branch`): the characters git allows that need no
 * quoting, and none of the forms git refuses (`..`, a leading `-`, `/` or `.`, `//`, a trailing `/`, `.` or `.lock`).
 */
export function isBranchName(name: string): boolean {
  return /^[A-Za-z0-9._/-]{1,200}$/.test(name) && !/(^[-/.]|\.\.|\/\/|\/$|\.lock$|\.$)/.test(name);
}

/** The repository root of `dir` (null when git or the repository is unavailable). */
export function gitRoot(dir: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** Resolves a ref (a branch, tag or SHA) to its commit SHA in `root`; null when the checkout does not have it. */
export function gitCommit(root: string, ref: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** The committer date (ISO 8601) of `ref` in `root`; undefined when git cannot tell. */
export function gitDate(root: string, ref = 'HEAD'): string | undefined {
  try {
    return execFileSync('git', ['show', '-s', '--format=%cI', ref], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Reads files at `sha` with `git cat-file`; null when the commit is not in the checkout (a shallow clone). */
export function gitReader(root: string, sha: string): BaseReader | null {
  const commit = gitCommit(root, sha);
  if (!commit) return null;
  return {
    source: 'git',
    read: async (path) => {
      try {
        // The path exists at the commit and is a file (a blob)?
        const type = execFileSync('git', ['cat-file', '-t', `${commit}:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
        if (type !== 'blob') return null;
      } catch {
        return null;
      }
      return execFileSync('git', ['cat-file', 'blob', `${commit}:${path}`], { cwd: root, maxBuffer: GIT_MAX, stdio: ['ignore', 'pipe', 'pipe'] });
    },
  };
}

