import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { InputError } from '../errors.js';

/**
 * Opening an input file. Every reader goes through here, so a named pipe, a device or a socket is refused before a
 * single byte is read (a FIFO would block forever; /dev/zero would never end). The file is opened non-blocking, so
 * even opening a FIFO returns at once, and the check is made on the opened descriptor (no race with a rename).
 */

const FIX = 'point at a regular file (not a directory, pipe or device)';

export interface OpenInput {
  fd: number;
  size: number;
}

/** Opens `path` for reading; refuses anything that is not a regular file. `label` names it in messages. */
export function openInput(path: string, label: string): OpenInput {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') {
      throw new InputError(
        'file not found',
        { file: label },
        'check the path; relative paths resolve from the working directory or the contract folder',
      );
    }
    if (code === 'EACCES' || code === 'EPERM')
      throw new InputError('cannot be read: permission denied', { file: label }, 'make the file readable');
    if (code === 'EISDIR')
      throw new InputError('is a directory, not a file', { file: label }, 'point at the file inside it');
    throw new InputError(`cannot be opened (${code ?? (e as Error).message})`, { file: label }, FIX);
  }
  let st: Stats;
  try {
    st = fstatSync(fd);
  } catch (e) {
    closeSync(fd);
    throw new InputError(
      `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      { file: label },
      FIX,
    );
  }
  if (!st.isFile()) {
    closeSync(fd);
    if (st.isDirectory())
      throw new InputError('is a directory, not a file', { file: label }, 'point at the file inside it');
    const what = st.isFIFO()
      ? 'a named pipe (FIFO)'
      : st.isCharacterDevice() || st.isBlockDevice()
        ? 'a device'
        : st.isSocket()
          ? 'a socket'
          : 'not a regular file';
    throw new InputError(
      `is ${what}, not a regular file`,
      { file: label },
      'write the data to a file first and pass that file',
    );
  }
  return { fd, size: st.size };
}

/**
 * Reads a whole small file (a contract, an event payload) after the same checks, refusing it above `maxBytes`
 * before reading it: a 50 MB contract is not a contract.
 */
export function readSmallFile(path: string, label: string, maxBytes: number, what: string): Buffer {
  const { fd, size } = openInput(path, label);
  try {
    if (size > maxBytes) {
      throw new InputError(
        `is ${size} bytes; ${what} may be at most ${maxBytes} bytes`,
        { file: label },
        `is this really ${what}?`,
      );
    }
    const buf = Buffer.alloc(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === size ? buf : buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** Gzip is recognised by its magic bytes, not the file name. Refuses what is not a regular file, as every reader. */
export function isGzipFile(path: string): boolean {
  const { fd } = openInput(path, path);
  try {
    return isGzipFd(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * node:zlib, loaded when a gzipped file is read or written rather than by every command at its start (with the streams
 * it brings, a millisecond or two of a small gate that reads plain files).
 */
export function zlib(): typeof import('node:zlib') {
  return createRequire(import.meta.url)('node:zlib') as typeof import('node:zlib');
}

export function isGzipFd(fd: number): boolean {
  const head = Buffer.alloc(2);
  const got = readSync(fd, head, 0, 2, 0);
  return got === 2 && head[0] === 0x1f && head[1] === 0x8b;
}
