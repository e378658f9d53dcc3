import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import { InputError } from '../errors.js';

/** Called once per line with the line's bytes `buf[start, end)` (no newline, no trailing CR). */
export type LineHandler = (buf: Buffer, start: number, end: number, lineNo: number) => void;

/**
 * Optional fast consumer of whole stretches of a chunk: parses as many complete lines from `pos` as it can and
 * returns where it stopped, calling `counter.next()` for each line it took (their line numbers). It stops at a
 * line it does not handle (left to the LineHandler) or at an unfinished line (carried to the next chunk). This
 * spares a native newline search per line, which costs more than the parsing on a 7M-line run.
 */
export type StretchHandler = (buf: Buffer, pos: number, end: number, counter: LineCounter) => number;

export interface LineCounter {
  /** Counts one more line and returns its number. */
  next(): number;
}

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

export async function readLines(path: string, onLine: LineHandler, label = path, range?: ByteRange, stretch?: StretchHandler): Promise<FileFacts> {
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

  const gzip = isGzipFile(path);

  const hash = createHash('sha256');
  if (!gzip) return readPlain(path, size, label, hash, onLine, range ?? { start: 0, end: size }, stretch);
  if (range) throw new Error('byte ranges apply to plain files only');
  const raw = createReadStream(path, { highWaterMark: CHUNK });
  raw.on('data', (c) => hash.update(c as Buffer));
  const lines = new LineSplitter(onLine, label, true, stretch);
  try {
    for await (const chunk of raw.pipe(createGunzip({ chunkSize: CHUNK })) as AsyncIterable<Buffer>) lines.push(chunk);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Only I/O and gzip failures are the file's fault; anything else came from the line handler: pass it on.
    if (typeof code !== 'string') throw e;
    if (code.startsWith('Z_')) {
      throw new InputError('is a damaged gzip file', { file: label }, 'recompress it or pass the uncompressed file');
    }
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  }
  return { path: label, sha256: hash.digest('hex'), lines: lines.end(), bytes: size, gzip };
}

/** Gzip is recognised by its magic bytes, not the file name. */
export function isGzipFile(path: string): boolean {
  const head = Buffer.alloc(2);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  return head[0] === 0x1f && head[1] === 0x8b;
}

/**
 * Plain files are read synchronously in 1 MiB chunks into one reused buffer: no stream, no promise per chunk.
 * A range that starts mid-file (a worker's share) is neither hashed nor text-checked here: the caller hashes the
 * whole file once, and the first share checks the text.
 */
function readPlain(path: string, size: number, label: string, hash: ReturnType<typeof createHash>, onLine: LineHandler,
  range: ByteRange, stretch?: StretchHandler): FileFacts {
  const fd = openSync(path, 'r');
  const buf = Buffer.allocUnsafe(CHUNK);
  const whole = range.start === 0 && range.end === size;
  const lines = new LineSplitter(onLine, label, range.start === 0, stretch);
  let pos = range.start;
  try {
    for (;;) {
      const got = readSync(fd, buf, 0, Math.min(CHUNK, range.end - pos), pos);
      if (got === 0) break;
      pos += got;
      const chunk = buf.subarray(0, got);
      if (whole) hash.update(chunk);
      lines.push(chunk);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw e;
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  } finally {
    closeSync(fd);
  }
  return { path: label, sha256: hash.digest('hex'), lines: lines.end(), bytes: size, gzip: false };
}

/** Cuts chunks into lines handed over in place; only a line that spans two chunks is copied. */
class LineSplitter implements LineCounter {
  private lineNo = 0;
  private carry: Buffer | null = null;

  constructor(private onLine: LineHandler, private label: string, private checkText: boolean, private stretch?: StretchHandler) {}

  next(): number {
    return ++this.lineNo;
  }

  push(chunk: Buffer): void {
    if (this.checkText && chunk.length > 0) {
      this.checkText = false;
      if (chunk.subarray(0, Math.min(chunk.length, 4096)).includes(0)) {
        throw new InputError('is not a text file (it contains NUL bytes)', { file: this.label }, 'pass the plain or .gz text file');
      }
    }
    let pos = 0;
    if (this.carry) {
      const nl = chunk.indexOf(10);
      if (nl < 0) {
        this.carry = Buffer.concat([this.carry, chunk]);
        return;
      }
      const line = Buffer.concat([this.carry, chunk.subarray(0, nl)]);
      this.carry = null;
      emit(line, 0, line.length, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
    const len = chunk.length;
    for (;;) {
      if (this.stretch) {
        pos = this.stretch(chunk, pos, len, this);
        if (pos >= len) break;
      }
      // One line the fast consumer left (or every line, without one).
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) break;
      emit(chunk, pos, nl, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
    // The chunk's buffer is reused by the next read: keep a copy of the unfinished line.
    if (pos < chunk.length) this.carry = Buffer.from(chunk.subarray(pos));
  }

  /** Hands over a last line without a newline; returns the line count. */
  end(): number {
    if (this.carry && this.carry.length > 0) emit(this.carry, 0, this.carry.length, ++this.lineNo, this.onLine);
    this.carry = null;
    return this.lineNo;
  }
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
