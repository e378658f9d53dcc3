import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import { InputError } from '../errors.js';

/** Called once per line with the line's bytes `buf[start, end)` (no newline, no trailing CR). */
export type LineHandler = (buf: Buffer, start: number, end: number, lineNo: number) => void;

export interface FileFacts {
  path: string;
  sha256: string;
  lines: number;
  bytes: number;
  gzip: boolean;
}

const CHUNK = 1 << 20;

/**
 * Streams a text file (gzip detected by its magic bytes, not its name) line by line, from bytes.
 * A whole file is never held as one string: a 7M-line run would pass V8's string limit.
 * Also returns the sha256 of the file as stored, for the report's provenance.
 */
export interface ByteRange {
  start: number;
  end: number;
}

export async function readLines(path: string, onLine: LineHandler, label = path, range?: ByteRange): Promise<FileFacts> {
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new InputError('is a directory, not a file', { file: label }, 'point at the file inside it');
    size = st.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError('file not found', { file: label }, 'check the path; relative paths resolve from the working directory or the contract folder');
  }
  if (size === 0) throw new InputError('file is empty', { file: label }, 'the file must hold at least one line');

  const head = Buffer.alloc(2);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  const gzip = head[0] === 0x1f && head[1] === 0x8b;

  const hash = createHash('sha256');
  if (!gzip) return readPlain(path, size, label, hash, onLine, range ?? { start: 0, end: size });
  if (range) throw new Error('byte ranges apply to plain files only');
  const raw = createReadStream(path, { highWaterMark: CHUNK });
  raw.on('data', (c) => hash.update(c as Buffer));
  const source = gzip ? raw.pipe(createGunzip({ chunkSize: CHUNK })) : raw;

  let lineNo = 0;
  let carry: Buffer | null = null;
  let sawText = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (!sawText && chunk.length > 0) {
        sawText = true;
        const probe = chunk.subarray(0, Math.min(chunk.length, 4096));
        if (probe.includes(0)) {
          throw new InputError('is not a text file (it contains NUL bytes)', { file: label }, 'pass the plain or .gz text file');
        }
      }
      let pos = 0;
      if (carry) {
        const nl = chunk.indexOf(10);
        if (nl < 0) {
          carry = Buffer.concat([carry, chunk]);
          continue;
        }
        const line = Buffer.concat([carry, chunk.subarray(0, nl)]);
        carry = null;
        lineNo++;
        emit(line, 0, line.length, lineNo, onLine);
        pos = nl + 1;
      }
      for (;;) {
        const nl = chunk.indexOf(10, pos);
        if (nl < 0) break;
        lineNo++;
        emit(chunk, pos, nl, lineNo, onLine);
        pos = nl + 1;
      }
      if (pos < chunk.length) carry = Buffer.from(chunk.subarray(pos));
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Only I/O and gzip failures are the file's fault; anything else came from the line handler: pass it on.
    if (typeof code !== 'string') throw e;
    if (code.startsWith('Z_')) {
      throw new InputError('is a damaged gzip file', { file: label }, 'recompress it or pass the uncompressed file');
    }
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  }
  if (carry && carry.length > 0) {
    lineNo++;
    emit(carry, 0, carry.length, lineNo, onLine);
  }
  return { path: label, sha256: hash.digest('hex'), lines: lineNo, bytes: size, gzip };
}

/**
 * Plain files are read synchronously in 1 MiB chunks into one reused buffer: no stream, no promise per chunk.
 * Lines are handed over in place; only a line that spans two chunks is copied.
 */
function readPlain(path: string, size: number, label: string, hash: ReturnType<typeof createHash>, onLine: LineHandler,
  range: ByteRange): FileFacts {
  const fd = openSync(path, 'r');
  const buf = Buffer.allocUnsafe(CHUNK);
  let lineNo = 0;
  let carry: Buffer | null = null;
  // A range that starts mid-file (a worker's share) skips the text check: the first share did it.
  let first = range.start === 0;
  const whole = range.start === 0 && range.end === size;
  let pos0 = range.start;
  try {
    for (;;) {
      const got = readSync(fd, buf, 0, Math.min(CHUNK, range.end - pos0), pos0);
      if (got === 0) break;
      pos0 += got;
      const chunk = buf.subarray(0, got);
      // A share of a file is not hashed here: the file's hash is taken once, whole, by the caller.
      if (whole) hash.update(chunk);
      if (first) {
        first = false;
        if (chunk.subarray(0, Math.min(got, 4096)).includes(0)) {
          throw new InputError('is not a text file (it contains NUL bytes)', { file: label }, 'pass the plain or .gz text file');
        }
      }
      let pos = 0;
      if (carry) {
        const nl = chunk.indexOf(10);
        if (nl < 0) {
          carry = Buffer.concat([carry, chunk]);
          continue;
        }
        const line = Buffer.concat([carry, chunk.subarray(0, nl)]);
        carry = null;
        emit(line, 0, line.length, ++lineNo, onLine);
        pos = nl + 1;
      }
      for (;;) {
        const nl = chunk.indexOf(10, pos);
        if (nl < 0) break;
        emit(chunk, pos, nl, ++lineNo, onLine);
        pos = nl + 1;
      }
      if (pos < got) carry = Buffer.from(chunk.subarray(pos));
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw e;
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  } finally {
    closeSync(fd);
  }
  if (carry && carry.length > 0) emit(carry, 0, carry.length, ++lineNo, onLine);
  return { path: label, sha256: hash.digest('hex'), lines: lineNo, bytes: size, gzip: false };
}

function emit(buf: Buffer, start: number, end: number, lineNo: number, onLine: LineHandler): void {
  if (end > start && buf[end - 1] === 13) end--; // CRLF files
  onLine(buf, start, end, lineNo);
}

/** True for a line that holds nothing but spaces and tabs. */
export function isBlank(buf: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = buf[i];
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** True for a `#` comment line (leading blanks allowed). */
export function isComment(buf: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = buf[i];
    if (c === 35) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return false;
}

/**
 * Splits a line on runs of spaces/tabs into `starts`/`ends` (absolute offsets).
 * Returns the field count; stops counting at `max + 1` so a caller can say "too many fields".
 */
export function splitFields(buf: Buffer, start: number, end: number, starts: Int32Array, ends: Int32Array, max: number): number {
  let n = 0;
  let i = start;
  while (i < end) {
    let c = buf[i];
    while (i < end && (c === 32 || c === 9)) c = buf[++i];
    if (i >= end) break;
    if (n > max) return n;
    starts[n] = i;
    while (i < end && c !== 32 && c !== 9) c = buf[++i];
    ends[n] = i;
    n++;
  }
  return n;
}
