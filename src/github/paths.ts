import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { InputError } from '../errors.js';

const FIX = 'give a path inside the repository checkout (GITHUB_WORKSPACE)';

/** True when `path` is `root` itself or below it (both absolute, already normalised). */
function isInside(root: string, path: string): boolean {
  const r = relative(root, path);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/** realpath when the path exists, so a symlink cannot smuggle a file from outside the workspace. */
function real(path: string): string {
  return existsSync(path) ? realpathSync(path) : path;
}

/**
 * Resolves an input path against `base` and refuses anything that escapes `workspace`
 * (`../`, an absolute path elsewhere, or a symlink pointing out). The workspace is the trust boundary:
 * the action reads files there and nowhere else.
 */
export function resolveInWorkspace(workspace: string, base: string, input: string, name: string): string {
  const root = real(resolve(workspace));
  const path = resolve(base, input);
  if (!isInside(root, path) && !isInside(resolve(workspace), path)) {
    throw new InputError(`input "${name}" (${input}) resolves outside the workspace ${root}`, {}, FIX);
  }
  const target = real(path);
  if (!isInside(root, target)) {
    throw new InputError(`input "${name}" (${input}) is a link to ${target}, outside the workspace ${root}`, {}, FIX);
  }
  return path;
}
