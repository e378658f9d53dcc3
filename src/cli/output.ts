import { mkdirSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../errors.js';

/**
 * Writing what a command produces: a path that names an existing file where a folder is needed (or the reverse),
 * or lies under a file, is a one-line error naming the flag, never a stack trace.
 */

function why(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'a file is in the way (a folder is needed there)';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the file system is read-only';
  if (code === 'ENOSPC') return 'the disk is full';
  return code ?? (e as Error).message;
}

/** Makes sure `dir` is a folder (creating it); `flag` names where it came from ("--out"). */
export function ensureDir(dir: string, flag: string): void {
  let st: Stats | null;
  try {
    st = statSync(dir);
  } catch {
    st = null;
  }
  if (st && !st.isDirectory())
    throw new InputError(`${flag} ${dir} is a file, not a folder`, {}, `name a folder for ${flag}, or remove the file`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new InputError(
      `${flag} ${dir}: cannot create the folder (${why(e)})`,
      {},
      `name a folder that can be created for ${flag}`,
    );
  }
}

/** Writes `content` to the file `path`, creating its folder; `flag` names where the path came from. */
export function writeOutput(path: string, content: string | Buffer, flag: string): void {
  let st: Stats | null;
  try {
    st = statSync(path);
  } catch {
    st = null;
  }
  if (st?.isDirectory())
    throw new InputError(
      `${flag} ${path} is a folder, not a file`,
      {},
      `name a file for ${flag}, e.g. ${path.replace(/\/+$/, '')}/baseline.trec`,
    );
  ensureDir(dirname(path), flag);
  try {
    writeFileSync(path, content);
  } catch (e) {
    throw new InputError(
      `${flag} ${path}: cannot write the file (${why(e)})`,
      {},
      `name a file that can be written for ${flag}`,
    );
  }
}
