import { closeSync, createReadStream, readSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { InputError } from '../errors.js';
import { isGzipFd, openInput, zlib } from './open.js';
import { LIMITS, bytesText, countText, type Limits } from './limits.js';

/** Called once per line with the line's bytes `buf[start, end)` (no newline, no trailing CR). */
export type LineHandler = (buf: Buffer, start: number, end: number, lineNo: number) => void;

/**
 * Optional fast consumer of whole stretches of a chunk: parses as many complete lines from `pos` as it can and
 * returns where it stopped, calling `counter.next()` for each line it took (their line numbers). It stops at a
 * line it does not handle (left to the LineHandler) or at `end`, which always falls just after a newline. This
 * spares a native newline search per line, which costs more than the parsing on a 7M-line run.
 */
export type StretchHandler = (buf: Buffer, pos: number, end: number, counter: LineCounter) => number;

export interface LineCounter {
  /** Counts one more line and returns its number. */
  next(): number;
  /** Counts `n` more lines (taken by a consumer that numbers them itself) and returns the last one's number. */
  advance(n: number): number;
  /** Lines counted so far. */
  readonly count: number;
}

export interface FileFacts {
  path: string;
  sha256: string;
  lines: number;
  bytes: number;
  gzip: boolean;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface ReadLinesOptions {
  /** The file's name in messages. */
  label?: string;
  /** Read only these bytes of a plain file (a worker's share, cut at a line boundary). */
  range?: ByteRange;
  /** false: the caller hashes the file later (fileDigest) and `sha256` is left empty. */
  hash?: boolean;
  stretch?: StretchHandler;
  /**
   * Called once a chunk's lines are handed over, before its buffer is refilled: a handler that kept offsets into the
   * chunk (rather than copies of its bytes) moves what it still needs out of it here.
   */
  chunkDone?: () => void;
  limits?: Readonly<Limits>;
  /**
   * Where the chunks are read, or a gzipped file's text copied (at least PLAIN_CHUNK bytes; a smaller one is not used):
   * a WebAssembly loop's input, so that its scans read the chunk where it lies instead of a copy (wasm-lender.ts
   * ChunkCopy).
   */
  readInto?: Buffer;
}

/** The reads of a gzipped file's compressed bytes, and of fileDigest. */
const CHUNK = 1 << 20;

/**
 * A plain file's read: a quarter of a MiB, so that the read buffer and what the WebAssembly loops read and write
 * around it stay in a core's L2 cache (half a MiB to 2 MiB on current x86 and ARM servers). On the 7M-line benchmark
 * pair, one core: 256 KiB reads took 0.95x the CPU of 1 MiB reads; with the unfinished line moved (readPlain), 128 KiB
 * took 1.00x and 512 KiB 1.07x of 256 KiB (bench/README.md, twenty-third session).
 */
export const PLAIN_CHUNK = 1 << 18;

/**
 * Streams a text file (gzip detected by its magic bytes, not its name) line by line, from bytes.
 * A whole file is never held as one string: a 7M-line run would pass V8's string limit.
 * Also returns the sha256 of the file as stored, for the report's provenance.
 *
 * The text rule, the same for every input (qrels, runs, slices, queries): UTF-8 without NUL bytes, checked on every
 * byte (a chunk at a time, natively); a UTF-8 byte order mark at the start of the file is skipped; a line longer than
 * `limits.lineBytes` is refused; a .gz file may not decompress beyond its limit. Each refusal names the line.
 */
export async function readLines(path: string, onLine: LineHandler, opts: ReadLinesOptions = {}): Promise<FileFacts> {
  const label = opts.label ?? path;
  const limits = opts.limits ?? LIMITS;
  const { fd, size } = openInput(path, label);
  let handedOff = false;
  try {
    if (size === 0) throw new InputError('file is empty', { file: label }, 'the file must hold at least one line');
    const gzip = isGzipFd(fd);
    const hash = createHash('sha256');
    if (!gzip)
      return readPlain(
        fd,
        size,
        label,
        opts.hash === false ? null : hash,
        onLine,
        opts.range ?? { start: 0, end: size },
        limits,
        opts.stretch,
        opts.chunkDone,
        opts.readInto,
      );
    if (opts.range) throw new Error('byte ranges apply to plain files only');
    handedOff = true;
    return await readGzip(fd, size, label, hash, onLine, limits, opts.stretch, opts.chunkDone, opts.readInto);
  } finally {
    if (!handedOff) closeSync(fd);
  }
}

async function readGzip(
  fd: number,
  size: number,
  label: string,
  hash: ReturnType<typeof createHash>,
  onLine: LineHandler,
  limits: Readonly<Limits>,
  stretch?: StretchHandler,
  chunkDone?: () => void,
  readInto?: Buffer,
): Promise<FileFacts> {
  const max = Math.max(limits.gunzipFloor, limits.gunzipRatio * size);
  const raw = createReadStream('', { fd, start: 0, highWaterMark: CHUNK, autoClose: true });
  raw.on('data', (c) => hash.update(c as Buffer));
  const gunzip = zlib().createGunzip({ chunkSize: PLAIN_CHUNK });
  const lines = new LineSplitter(onLine, label, true, limits, stretch);
  // The decompressed text goes through a buffer as a plain file's reads do (readPlain): PLAIN_CHUNK at a time, the
  // unfinished last line moved to the front, into the loop's input when one is lent. It is copied once either way (the
  // loops copied each chunk into their input).
  const work = readInto !== undefined && readInto.length >= PLAIN_CHUNK ? readInto : Buffer.allocUnsafe(PLAIN_CHUNK);
  let kept = 0;
  let out = 0;
  try {
    for await (const chunk of raw.pipe(gunzip) as AsyncIterable<Buffer>) {
      out += chunk.length;
      if (out > max) {
        throw new InputError(
          `decompresses to more than ${bytesText(max)} (the limit for a ${bytesText(size)} .gz file: ${limits.gunzipRatio}× its size, at least ${bytesText(limits.gunzipFloor)})`,
          { file: label, line: lines.count + 1 },
          'is it a gzip bomb? pass the uncompressed file if it is really this large',
        );
      }
      for (let at = 0; at < chunk.length; ) {
        const n = Math.min(PLAIN_CHUNK - kept, chunk.length - at);
        chunk.copy(work, kept, at, at + n);
        at += n;
        kept = handOverKeepingTail(work, kept + n, lines, chunkDone);
      }
    }
    if (kept > 0) lines.hold(work.subarray(0, kept));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Only I/O and gzip failures are the file's fault; anything else came from the line handler: pass it on.
    if (typeof code !== 'string') throw e;
    if (code.startsWith('Z_')) {
      throw new InputError('is a damaged gzip file', { file: label }, 'recompress it or pass the uncompressed file');
    }
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  } finally {
    gunzip.destroy();
    raw.destroy();
  }
  return { path: label, sha256: hash.digest('hex'), lines: lines.end(), bytes: size, gzip: true };
}

/**
 * Plain files are read synchronously in PLAIN_CHUNK reads into one reused buffer: no stream, no promise per chunk.
 * A chunk's unfinished last line is moved to the front of the buffer and the next read lands after it, so every line
 * reaches the stretch handler whole, in the chunk it is read with (the WebAssembly loops go on through it), rather
 * than as a copy handed to the line handler. A line longer than the buffer is kept by the splitter as before.
 * A range that starts mid-file (a worker's share) is not hashed here: the caller hashes the whole file once.
 */
function readPlain(
  fd: number,
  size: number,
  label: string,
  hash: ReturnType<typeof createHash> | null,
  onLine: LineHandler,
  range: ByteRange,
  limits: Readonly<Limits>,
  stretch?: StretchHandler,
  chunkDone?: () => void,
  readInto?: Buffer,
): FileFacts {
  const buf =
    readInto !== undefined && readInto.length >= PLAIN_CHUNK
      ? readInto.subarray(0, PLAIN_CHUNK)
      : Buffer.allocUnsafe(PLAIN_CHUNK);
  const whole = hash !== null && range.start === 0 && range.end === size;
  const lines = new LineSplitter(onLine, label, range.start === 0, limits, stretch);
  let pos = range.start;
  // Bytes of an unfinished line at the buffer's start, read with the chunk before.
  let kept = 0;
  try {
    for (;;) {
      const got = readSync(fd, buf, kept, Math.min(PLAIN_CHUNK - kept, range.end - pos), pos);
      if (got === 0) break;
      pos += got;
      if (whole) hash!.update(buf.subarray(kept, kept + got));
      kept = handOverKeepingTail(buf, kept + got, lines, chunkDone);
    }
    if (kept > 0) lines.hold(buf.subarray(0, kept));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code !== 'string' || e instanceof InputError) throw e;
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  }
  return { path: label, sha256: hash ? hash.digest('hex') : '', lines: lines.end(), bytes: size, gzip: false };
}

/**
 * Hands the lines of buf[0, len) (len at most PLAIN_CHUNK) to `lines` and moves the unfinished last line to the
 * buffer's front; returns its length (0: none, or kept by the splitter).
 */
function handOverKeepingTail(buf: Buffer, len: number, lines: LineSplitter, chunkDone?: () => void): number {
  // A new view each time: the loops' ChunkCopy knows a refilled chunk by it.
  const kept = lines.pushLeavingTail(buf.subarray(0, len), len < PLAIN_CHUNK);
  // Before the tail moves over the lines just handed over: a handler still pointing into them copies them out.
  chunkDone?.();
  if (kept > 0) buf.copyWithin(0, len - kept, len);
  return kept;
}

/** The sha256 and size of a file as stored, read in 1 MiB chunks (for a run scored without hashing it). */
export function fileDigest(path: string, label = path): { sha256: string; bytes: number } {
  const { fd } = openInput(path, label);
  const hash = createHash('sha256');
  const buf = Buffer.allocUnsafe(CHUNK);
  let bytes = 0;
  try {
    for (;;) {
      const got = readSync(fd, buf, 0, CHUNK, bytes);
      if (got === 0) break;
      bytes += got;
      hash.update(buf.subarray(0, got));
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot be read: ${(e as Error).message}`, { file: label });
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Cuts chunks into lines handed over in place; the reader keeps a chunk's unfinished last line for the next chunk, and
 * only a line longer than the reader's buffer is copied here (`carry`). The text rule is checked on line-aligned
 * stretches (a newline is never part of a multi-byte character), so no check straddles a chunk.
 */
class LineSplitter implements LineCounter {
  private lineNo = 0;
  private carry: Buffer | null = null;

  constructor(
    private onLine: LineHandler,
    private label: string,
    private atFileStart: boolean,
    private limits: Readonly<Limits>,
    private stretch?: StretchHandler,
  ) {}

  next(): number {
    return ++this.lineNo;
  }

  advance(n: number): number {
    this.lineNo += n;
    return this.lineNo;
  }

  get count(): number {
    return this.lineNo;
  }

  /**
   * Hands over the chunk's complete lines and returns the length of its unfinished last line, which the reader keeps
   * in its buffer (it moves those bytes to the front and adds the next ones after them). A chunk without a newline is
   * the reader's to keep whole while its buffer has `room` for more; in a full buffer it is a line longer than the
   * buffer, copied here (and checked against the line limit) until its newline comes, and 0 is returned.
   */
  pushLeavingTail(chunk: Buffer, room: boolean): number {
    const stop = this.take(chunk);
    if (stop === chunk.length) return 0;
    if (stop > 0 || room) return chunk.length - stop;
    this.grow(chunk);
    return 0;
  }

  /** The last bytes of the input, left unfinished by pushLeavingTail: the last line, without a newline. */
  hold(tail: Buffer): void {
    this.grow(tail);
  }

  /** Hands over the chunk's complete lines (and a kept line the chunk finishes); returns where the unfinished rest starts. */
  private take(chunk: Buffer): number {
    let pos = 0;
    const len = chunk.length;
    if (this.atFileStart && len > 0) {
      this.atFileStart = false;
      // A byte order mark is an encoding signature, not text: it must not become part of the first id.
      if (len >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) pos = 3;
    }
    if (this.carry) {
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) {
        this.grow(chunk.subarray(pos));
        return chunk.length;
      }
      this.grow(chunk.subarray(pos, nl));
      const line = this.carry!;
      this.carry = null;
      this.checkText(line, 0, line.length);
      emit(line, 0, line.length, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
    // [pos, stop): complete lines, each ending with a newline; [stop, len): an unfinished line for the next chunk.
    const last = chunk.lastIndexOf(10);
    const stop = last >= pos ? last + 1 : pos;
    const bad = stop > pos ? firstBadByte(chunk, pos, stop) : -1;
    let upTo = stop;
    if (bad >= 0) {
      const nl = chunk.lastIndexOf(10, bad);
      upTo = nl >= pos ? nl + 1 : pos;
    }
    pos = this.lines(chunk, pos, upTo);
    if (bad >= 0) this.refuseText(chunk, upTo, bad, this.lineNo + 1);
    return stop;
  }

  /** Hands over the complete lines of [pos, end) (end just after a newline); returns end. */
  private lines(chunk: Buffer, pos: number, end: number): number {
    for (;;) {
      if (this.stretch) {
        pos = this.stretch(chunk, pos, end, this);
        if (pos >= end) break;
      }
      // One line the fast consumer left (or every line, without one).
      const nl = chunk.indexOf(10, pos);
      if (nl < 0 || nl >= end) break;
      emit(chunk, pos, nl, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
    return end;
  }

  private grow(part: Buffer): void {
    const have = this.carry?.length ?? 0;
    if (have + part.length > this.limits.lineBytes) {
      throw new InputError(
        `line is longer than ${bytesText(this.limits.lineBytes)}`,
        { file: this.label, line: this.lineNo + 1 },
        'every input holds one short record per line; is this the right file?',
      );
    }
    this.carry = this.carry ? Buffer.concat([this.carry, part]) : Buffer.from(part);
  }

  private checkText(buf: Buffer, start: number, end: number): void {
    const bad = firstBadByte(buf, start, end);
    if (bad >= 0) this.refuseText(buf, start, bad, this.lineNo + 1);
  }

  private refuseText(buf: Buffer, lineStart: number, bad: number, lineNo: number): never {
    const where = { file: this.label, line: lineNo, column: bad - lineStart + 1 };
    if (buf[bad] === 0)
      throw new InputError('holds a NUL byte: this is not a text file', where, 'pass the plain or .gz text file');
    throw new InputError(
      `is not valid UTF-8 (byte 0x${buf[bad].toString(16).toUpperCase().padStart(2, '0')})`,
      where,
      'save the file as UTF-8, e.g. iconv -f latin1 -t utf-8 FILE',
    );
  }

  /** Hands over a last line without a newline; returns the line count. */
  end(): number {
    if (this.carry && this.carry.length > 0) {
      const line = this.carry;
      this.carry = null;
      this.checkText(line, 0, line.length);
      emit(line, 0, line.length, ++this.lineNo, this.onLine);
    }
    this.carry = null;
    return this.lineNo;
  }
}

/**
 * Offset of the first byte in [start, end) that breaks the text rule (a NUL, or the start of an invalid UTF-8
 * sequence), or -1. The common case costs two native scans; only a file that fails is walked byte by byte.
 */
function firstBadByte(buf: Buffer, start: number, end: number): number {
  const part = buf.subarray(start, end);
  const nul = part.indexOf(0);
  if (nul < 0 && isUtf8(part)) return -1;
  const limit = nul < 0 ? part.length : nul;
  const bad = firstInvalidUtf8(part, limit);
  return start + (bad >= 0 ? bad : nul);
}

/** Offset of the first invalid UTF-8 sequence in b[0, n) (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF), or -1. */
function firstInvalidUtf8(b: Buffer, n: number): number {
  let i = 0;
  while (i < n) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    if (i + need >= n) return i; // cut short by the end of the line (or a NUL)
    const c1 = b[i + 1];
    if (c1 === undefined || c1 < lo || c1 > hi) return i;
    for (let k = 2; k <= need; k++) {
      const ck = b[i + k];
      if (ck === undefined || ck < 0x80 || ck > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

function emit(buf: Buffer, start: number, end: number, lineNo: number, onLine: LineHandler): void {
  if (end > start && buf[end - 1] === 13) end--; // CRLF files
  onLine(buf, start, end, lineNo);
}

/**
 * Refuses a flood of blank or comment lines: every reader calls this on such a line with the number of its last
 * record line, and it throws once more than `limits.blankRun` lines in a row held nothing.
 */
export function checkBlankRun(label: string, lineNo: number, lastData: number, limits: Readonly<Limits>): void {
  if (lineNo - lastData > limits.blankRun) {
    throw new InputError(
      `more than ${countText(limits.blankRun)} blank or comment lines in a row`,
      { file: label, line: lineNo },
      'remove the empty lines; is this the right file?',
    );
  }
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
export function splitFields(
  buf: Buffer,
  start: number,
  end: number,
  starts: Int32Array,
  ends: Int32Array,
  max: number,
): number {
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
