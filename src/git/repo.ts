import { execFileSync } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * The local git repository: its root, commits, dates and the files of a commit. Used by the CLI (`--base-ref`)
 * and the action alike, so it sits below both.
 */

/**
 * Reads the files of one commit; null when a path does not exist there. Paths are relative to the repository root
 * (see repositoryRoot), with forward slashes, whatever folder the repository is checked out in.
 */
export interface BaseReader {
  /** git: from the checkout's history; api: through the forge's API. */
  source: 'git' | 'api';
  /** The file's bytes at the base commit; null when it does not exist there. */
  read(path: string): Promise<Buffer | null>;
  /**
   * Only for a reader whose "does not exist" is not proof (a remote API answers 404 for a wrong path too): whether
   * the change under review adds `path`, so its own version may stand in for the base's. A reader with the commit
   * itself (git) leaves it out: its "absent" is the commit's own tree.
   */
  adds?(path: string): Promise<boolean>;
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
    return (
      execFileSync('git', ['rev-parse', '--show-toplevel'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * The root of the repository checkout that holds `path` (a file or a folder), as `git rev-parse --show-toplevel`
 * gives it: right in a checkout under a sub-folder of the workspace, in a shallow clone that lacks the base commit,
 * and for a contract deep inside a monorepo. Null without git, or when that root is not `within` (the workspace): a
 * repository around the workspace is not the one the workspace checked out.
 */
export function repositoryRoot(path: string, within: string): string | null {
  let dir = resolve(path);
  try {
    if (!statSync(dir).isDirectory()) dir = dirname(dir);
  } catch {
    dir = dirname(dir);
  }
  const root = gitRoot(dir);
  if (root === null) return null;
  // git prints the real path; it is given back spelled from `within`, as the other paths of the run are.
  const r = relative(realpathOr(within), realpathOr(root));
  if (r.startsWith('..') || isAbsolute(r)) return null;
  return join(resolve(within), r);
}

function realpathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}

/** Resolves a ref (a branch, tag or SHA) to its commit SHA in `root`; null when the checkout does not have it. */
export function gitCommit(root: string, ref: string): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/** The committer date (ISO 8601) of `ref` in `root`; undefined when git cannot tell. */
export function gitDate(root: string, ref = 'HEAD'): string | undefined {
  try {
    return (
      execFileSync('git', ['show', '-s', '--format=%cI', ref], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || undefined
    );
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
        const type = execFileSync('git', ['cat-file', '-t', `${commit}:${path}`], {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
        if (type !== 'blob') return null;
      } catch {
        return null;
      }
      return execFileSync('git', ['cat-file', 'blob', `${commit}:${path}`], {
        cwd: root,
        maxBuffer: GIT_MAX,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    },
  };
}
