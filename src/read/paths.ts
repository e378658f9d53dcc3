import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { InputError, quote } from '../errors.js';

/**
 * Where input files may come from. A pull request can change the contract, so the paths in it are data like any
 * other: `judgments: ../../etc/passwd`, an absolute path or a symlink that points out of the checkout would have
 * rankgate read that file and publish its text in a comment. Every path from a contract and from the action's
 * inputs goes through `confine`, which follows symlinks and refuses what ends up outside the root.
 */
export interface Scope {
  /** The folder every path must stay inside (absolute). */
  root: string;
  /** How messages name it, e.g. "the workspace (GITHUB_WORKSPACE)". */
  name: string;
  /** What to do about a refusal. */
  fix: string;
}

/** True when `path` is `root` itself or below it (both absolute). */
export function isInside(root: string, path: string): boolean {
  const r = relative(root, path);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/**
 * The real path (symlinks followed) of `path`; for a path that does not exist yet, the real path of its deepest
 * existing ancestor joined with the rest, so a missing file under a linked folder is still judged by the link.
 */
export function realOf(path: string): string {
  const abs = resolve(path);
  const rest: string[] = [];
  let p = abs;
  for (;;) {
    try {
      return join(realpathSync(p), ...rest.reverse());
    } catch {
      const up = dirname(p);
      if (up === p) return abs;
      rest.push(basename(p));
      p = up;
    }
  }
}

/**
 * Resolves `input` against `base` and returns it (absolute, normalised: the path that is then opened), after
 * checking that its real path lies inside `scope.root`. `what` names the path in the message ("judgments").
 */
export function confine(input: string, base: string, scope: Scope, what: string): string {
  const path = resolve(base, input);
  const root = realOf(scope.root);
  const real = realOf(path);
  if (!isInside(root, real)) {
    const how = real !== path && isInside(root, path) ? `is a link to ${inline(real)}, outside` : 'resolves outside';
    throw new InputError(`${what} (${inline(input)}) ${how} ${scope.name} ${inline(root)}`, {}, scope.fix);
  }
  return path;
}

/** A path inside a message: invisible and control characters escaped, at most 200 characters. */
function inline(s: string): string {
  const q = quote(s, 200);
  return q.startsWith('"') && q.endsWith('"') ? q.slice(1, -1) : q;
}

/**
 * The root a contract's paths must stay inside when nobody names one: the repository the contract is in (the nearest
 * folder at or above it holding `.git`); outside any repository, the working directory when the contract lies in it;
 * else the contract's own folder. Returned with how a message names it.
 */
export function defaultRoot(dir: string, cwd = process.cwd()): { root: string; name: string } {
  let d = resolve(dir);
  for (;;) {
    if (existsSync(join(d, '.git'))) return { root: d, name: 'the repository the contract is in' };
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  if (isInside(resolve(cwd), resolve(dir))) return { root: resolve(cwd), name: 'the working directory' };
  return { root: resolve(dir), name: "the contract's folder" };
}
