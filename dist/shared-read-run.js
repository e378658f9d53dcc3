import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  PARALLEL_MIN_BYTES,
  cores,
  forcedShares,
  isGzipFd,
  isGzipFile,
  isPlain,
  openInput,
  releasePrestarted,
  runTask,
  runTaskTwice,
  worthAThread,
  zlib
} from "./shared-threads-pool.js";
import {
  SortScratch,
  ascendingOrder,
  deriveSeed,
  drawInWasm,
  orderStatistic,
  pairedBootstrapCIs,
  pairedTest,
  rankedCopy,
  seedState,
  stepLoopInWasm
} from "./shared-compare-monte-carlo-wasm.js";
import {
  decimalOrNaN,
  parseNumber,
  scaledDecimal
} from "./shared-read-number.js";
import {
  InputError,
  quote
} from "./shared-errors.js";

// src/read/qrels.ts
import { statSync } from "node:fs";

// src/read/lines.ts
import { closeSync, createReadStream, readSync } from "node:fs";
import { isUtf8 } from "node:buffer";
import { createHash } from "node:crypto";

// src/read/limits.ts
var LIMITS = {
  lineBytes: 1 << 20,
  gunzipFloor: 1 << 30,
  gunzipRatio: 100,
  blankRun: 1e6,
  judgments: 2e7,
  resultsPerQueryFloor: 1e5,
  resultsPerQueryDepthFactor: 10,
  resultsPerQueryCeiling: 1e7,
  contractBytes: 1 << 20,
  contractAliases: 100
};
function resultsPerQuery(depth, limits = LIMITS) {
  if (!Number.isFinite(depth)) return limits.resultsPerQueryCeiling;
  return Math.min(
    limits.resultsPerQueryCeiling,
    Math.max(limits.resultsPerQueryFloor, limits.resultsPerQueryDepthFactor * depth)
  );
}
function bytesText(n) {
  for (const [unit, size] of [
    ["GiB", 1 << 30],
    ["MiB", 1 << 20],
    ["KiB", 1 << 10]
  ]) {
    if (n >= size) return `${n % size === 0 ? n / size : (n / size).toFixed(1)} ${unit}`;
  }
  return `${countText(n)} bytes`;
}
function countText(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// src/read/lines.ts
var CHUNK = 1 << 20;
var PLAIN_CHUNK = 1 << 18;
async function readLines(path, onLine, opts = {}) {
  const label = opts.label ?? path;
  const limits = opts.limits ?? LIMITS;
  const { fd, size } = openInput(path, label);
  let handedOff = false;
  try {
    if (size === 0) throw new InputError("file is empty", { file: label }, "the file must hold at least one line");
    const gzip = isGzipFd(fd);
    const hash = createHash("sha256");
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
        opts.readInto
      );
    if (opts.range) throw new Error("byte ranges apply to plain files only");
    handedOff = true;
    return await readGzip(fd, size, label, hash, onLine, limits, opts.stretch, opts.chunkDone, opts.readInto);
  } finally {
    if (!handedOff) closeSync(fd);
  }
}
async function readGzip(fd, size, label, hash, onLine, limits, stretch, chunkDone, readInto) {
  const max = Math.max(limits.gunzipFloor, limits.gunzipRatio * size);
  const raw = createReadStream("", { fd, start: 0, highWaterMark: CHUNK, autoClose: true });
  raw.on("data", (c) => hash.update(c));
  const gunzip = zlib().createGunzip({ chunkSize: PLAIN_CHUNK });
  const lines = new LineSplitter(onLine, label, true, limits, stretch);
  const work = readInto !== void 0 && readInto.length >= PLAIN_CHUNK ? readInto : Buffer.allocUnsafe(PLAIN_CHUNK);
  let kept = 0;
  let out = 0;
  try {
    for await (const chunk of raw.pipe(gunzip)) {
      out += chunk.length;
      if (out > max) {
        throw new InputError(
          `decompresses to more than ${bytesText(max)} (the limit for a ${bytesText(size)} .gz file: ${limits.gunzipRatio}\xD7 its size, at least ${bytesText(limits.gunzipFloor)})`,
          { file: label, line: lines.count + 1 },
          "is it a gzip bomb? pass the uncompressed file if it is really this large"
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
    const code = e.code;
    if (typeof code !== "string") throw e;
    if (code.startsWith("Z_")) {
      throw new InputError("is a damaged gzip file", { file: label }, "recompress it or pass the uncompressed file");
    }
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  } finally {
    gunzip.destroy();
    raw.destroy();
  }
  return { path: label, sha256: hash.digest("hex"), lines: lines.end(), bytes: size, gzip: true };
}
function readPlain(fd, size, label, hash, onLine, range, limits, stretch, chunkDone, readInto) {
  const buf = readInto !== void 0 && readInto.length >= PLAIN_CHUNK ? readInto.subarray(0, PLAIN_CHUNK) : Buffer.allocUnsafe(PLAIN_CHUNK);
  const whole = hash !== null && range.start === 0 && range.end === size;
  const lines = new LineSplitter(onLine, label, range.start === 0, limits, stretch);
  let pos = range.start;
  let kept = 0;
  try {
    for (; ; ) {
      const got = readSync(fd, buf, kept, Math.min(PLAIN_CHUNK - kept, range.end - pos), pos);
      if (got === 0) break;
      pos += got;
      if (whole) hash.update(buf.subarray(kept, kept + got));
      kept = handOverKeepingTail(buf, kept + got, lines, chunkDone);
    }
    if (kept > 0) lines.hold(buf.subarray(0, kept));
  } catch (e) {
    const code = e.code;
    if (typeof code !== "string" || e instanceof InputError) throw e;
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  }
  return { path: label, sha256: hash ? hash.digest("hex") : "", lines: lines.end(), bytes: size, gzip: false };
}
function handOverKeepingTail(buf, len, lines, chunkDone) {
  const kept = lines.pushLeavingTail(buf.subarray(0, len), len < PLAIN_CHUNK);
  chunkDone?.();
  if (kept > 0) buf.copyWithin(0, len - kept, len);
  return kept;
}
function fileDigest(path, label = path) {
  const { fd } = openInput(path, label);
  const hash = createHash("sha256");
  const buf = Buffer.allocUnsafe(CHUNK);
  let bytes = 0;
  try {
    for (; ; ) {
      const got = readSync(fd, buf, 0, CHUNK, bytes);
      if (got === 0) break;
      bytes += got;
      hash.update(buf.subarray(0, got));
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest("hex"), bytes };
}
var LineSplitter = class {
  constructor(onLine, label, atFileStart, limits, stretch) {
    this.onLine = onLine;
    this.label = label;
    this.atFileStart = atFileStart;
    this.limits = limits;
    this.stretch = stretch;
  }
  onLine;
  label;
  atFileStart;
  limits;
  stretch;
  lineNo = 0;
  carry = null;
  next() {
    return ++this.lineNo;
  }
  advance(n) {
    this.lineNo += n;
    return this.lineNo;
  }
  get count() {
    return this.lineNo;
  }
  /**
   * Hands over the chunk's complete lines and returns the length of its unfinished last line, which the reader keeps
   * in its buffer (it moves those bytes to the front and adds the next ones after them). A chunk without a newline is
   * the reader's to keep whole while its buffer has `room` for more; in a full buffer it is a line longer than the
   * buffer, copied here (and checked against the line limit) until its newline comes, and 0 is returned.
   */
  pushLeavingTail(chunk, room) {
    const stop = this.take(chunk);
    if (stop === chunk.length) return 0;
    if (stop > 0 || room) return chunk.length - stop;
    this.grow(chunk);
    return 0;
  }
  /** The last bytes of the input, left unfinished by pushLeavingTail: the last line, without a newline. */
  hold(tail) {
    this.grow(tail);
  }
  /** Hands over the chunk's complete lines (and a kept line the chunk finishes); returns where the unfinished rest starts. */
  take(chunk) {
    let pos = 0;
    const len = chunk.length;
    if (this.atFileStart && len > 0) {
      this.atFileStart = false;
      if (len >= 3 && chunk[0] === 239 && chunk[1] === 187 && chunk[2] === 191) pos = 3;
    }
    if (this.carry) {
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) {
        this.grow(chunk.subarray(pos));
        return chunk.length;
      }
      this.grow(chunk.subarray(pos, nl));
      const line = this.carry;
      this.carry = null;
      this.checkText(line, 0, line.length);
      emit(line, 0, line.length, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
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
  lines(chunk, pos, end) {
    for (; ; ) {
      if (this.stretch) {
        pos = this.stretch(chunk, pos, end, this);
        if (pos >= end) break;
      }
      const nl = chunk.indexOf(10, pos);
      if (nl < 0 || nl >= end) break;
      emit(chunk, pos, nl, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
    return end;
  }
  grow(part) {
    const have = this.carry?.length ?? 0;
    if (have + part.length > this.limits.lineBytes) {
      throw new InputError(
        `line is longer than ${bytesText(this.limits.lineBytes)}`,
        { file: this.label, line: this.lineNo + 1 },
        "every input holds one short record per line; is this the right file?"
      );
    }
    this.carry = this.carry ? Buffer.concat([this.carry, part]) : Buffer.from(part);
  }
  checkText(buf, start, end) {
    const bad = firstBadByte(buf, start, end);
    if (bad >= 0) this.refuseText(buf, start, bad, this.lineNo + 1);
  }
  refuseText(buf, lineStart, bad, lineNo) {
    const where = { file: this.label, line: lineNo, column: bad - lineStart + 1 };
    if (buf[bad] === 0)
      throw new InputError("holds a NUL byte: this is not a text file", where, "pass the plain or .gz text file");
    throw new InputError(
      `is not valid UTF-8 (byte 0x${buf[bad].toString(16).toUpperCase().padStart(2, "0")})`,
      where,
      "save the file as UTF-8, e.g. iconv -f latin1 -t utf-8 FILE"
    );
  }
  /** Hands over a last line without a newline; returns the line count. */
  end() {
    if (this.carry && this.carry.length > 0) {
      const line = this.carry;
      this.carry = null;
      this.checkText(line, 0, line.length);
      emit(line, 0, line.length, ++this.lineNo, this.onLine);
    }
    this.carry = null;
    return this.lineNo;
  }
};
function firstBadByte(buf, start, end) {
  const part = buf.subarray(start, end);
  const nul = part.indexOf(0);
  if (nul < 0 && isUtf8(part)) return -1;
  const limit = nul < 0 ? part.length : nul;
  const bad = firstInvalidUtf8(part, limit);
  return start + (bad >= 0 ? bad : nul);
}
function firstInvalidUtf8(b, n) {
  let i = 0;
  while (i < n) {
    const c = b[i];
    if (c < 128) {
      i++;
      continue;
    }
    let need;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) need = 1;
    else if (c >= 224 && c <= 239) {
      need = 2;
      if (c === 224) lo = 160;
      if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      need = 3;
      if (c === 240) lo = 144;
      if (c === 244) hi = 143;
    } else return i;
    if (i + need >= n) return i;
    const c1 = b[i + 1];
    if (c1 === void 0 || c1 < lo || c1 > hi) return i;
    for (let k = 2; k <= need; k++) {
      const ck = b[i + k];
      if (ck === void 0 || ck < 128 || ck > 191) return i;
    }
    i += need + 1;
  }
  return -1;
}
function emit(buf, start, end, lineNo, onLine) {
  if (end > start && buf[end - 1] === 13) end--;
  onLine(buf, start, end, lineNo);
}
function checkBlankRun(label, lineNo, lastData, limits) {
  if (lineNo - lastData > limits.blankRun) {
    throw new InputError(
      `more than ${countText(limits.blankRun)} blank or comment lines in a row`,
      { file: label, line: lineNo },
      "remove the empty lines; is this the right file?"
    );
  }
}
function isBlank(buf, start, end) {
  for (let i = start; i < end; i++) {
    const c = buf[i];
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
function isComment(buf, start, end) {
  for (let i = start; i < end; i++) {
    const c = buf[i];
    if (c === 35) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return false;
}
function splitFields(buf, start, end, starts, ends, max) {
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

// src/read/ids.ts
function hashBytes(buf, start, end) {
  let h = 0;
  let i = start;
  for (; i + 4 <= end; i += 4) {
    let k = buf[i] | buf[i + 1] << 8 | buf[i + 2] << 16 | buf[i + 3] << 24;
    k = Math.imul(k, 3432918353);
    k = Math.imul(k << 15 | k >>> 17, 461845907);
    h ^= k;
    h = Math.imul(h << 13 | h >>> 19, 5) + 3864292196 | 0;
  }
  if (i < end) {
    let k = buf[i];
    if (i + 1 < end) k |= buf[i + 1] << 8;
    if (i + 2 < end) k |= buf[i + 2] << 16;
    k = Math.imul(k, 3432918353);
    k = Math.imul(k << 15 | k >>> 17, 461845907);
    h ^= k;
  }
  h ^= end - start;
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
var isDigit = (c) => c >= 48 && c <= 57;
function hasDigit(s) {
  for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) return true;
  return false;
}
function sameRange(a, b, from, to) {
  for (let k = from; k < to; k++) if (a.charCodeAt(k) !== b.charCodeAt(k)) return false;
  return true;
}
function compareIds(a, b) {
  if (a === b) return 0;
  if (hasDigit(a) && hasDigit(b)) {
    let i = 0;
    while (i < a.length && i < b.length) {
      const digits = isDigit(a.charCodeAt(i));
      if (digits !== isDigit(b.charCodeAt(i))) break;
      let ea = i + 1;
      while (ea < a.length && isDigit(a.charCodeAt(ea)) === digits) ea++;
      let eb = i + 1;
      while (eb < b.length && isDigit(b.charCodeAt(eb)) === digits) eb++;
      if (ea === eb && sameRange(a, b, i, ea)) {
        i = ea;
        continue;
      }
      if (!digits) break;
      let za = i;
      while (za < ea - 1 && a.charCodeAt(za) === 48) za++;
      let zb = i;
      while (zb < eb - 1 && b.charCodeAt(zb) === 48) zb++;
      if (ea - za !== eb - zb) return ea - za - (eb - zb);
      for (let k = 0; k < ea - za; k++) {
        const d = a.charCodeAt(za + k) - b.charCodeAt(zb + k);
        if (d !== 0) return d < 0 ? -1 : 1;
      }
      return ea - i - (eb - i);
    }
  }
  return a < b ? -1 : 1;
}
function sortIds(ids) {
  const n = ids.length;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = plainNumber(ids[i]);
    if (v < 0) return ids.sort(compareIds);
    values[i] = v;
  }
  const byValue = /* @__PURE__ */ new Map();
  for (let i = 0; i < n; i++) byValue.set(values[i], ids[i]);
  values.sort();
  for (let i = 0; i < n; i++) ids[i] = byValue.get(values[i]);
  return ids;
}
function plainNumber(s) {
  const len = s.length;
  if (len === 0 || len > 15 || len > 1 && s.charCodeAt(0) === 48) return -1;
  let v = 0;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

// src/read/qrels-lines-wasm.ts
var QRELS_LINES_WASM = "AGFzbQEAAAABFQRgAAF/YAAAYAN/f38Bf2ACf38BfwMPDgAAAAAAAAAAAAAAAQIDBQMBAF8GCQF/AUGwqPgCCwecAQ8GbWVtb3J5AgAEaW5BdAAACGhhc2hlc0F0AAEKZG9jU3RhcnRBdAACCGRvY0VuZEF0AAMHbGluZXNBdAAEB2FyZW5hQXQABQdpbkJ5dGVzAAYIY2FwYWNpdHkABwphcmVuYUJ5dGVzAAgIZ3JhZGVzQXQACQhzdGF0dXNBdAAKBXJlc2V0AAsKc3RhcnRRdWVyeQAMBHNjYW4ADQriFA4IAEGQiICAAAsIAEGQiMSAAAsIAEGQiNSAAAsIAEGQiOSAAAsIAEGQiPSAAAsIAEGQiISBAAsHAEGAgMQACwYAQYCABAsHAEGAgIABCwgAQZCIhIIACwgAQZCIpIIACzUAQbCIpIIAQf8BQYCAwAD8CwBBAEIANwOYiKSCAEEAQf8fNgKEiICAAEEAQQA2AqCIpIIAC90CAQR/AkBBACgCmIikggAiA0EBSA0AIANBA3EhBEEAIQUCQCADQX9qQQNJDQAgA0F8cSEGQQAhBUGwiOSCACEDA0AgAygCAEECdEGwiKSCAGpBfzYCACADQQRqKAIAQQJ0QbCIpIIAakF/NgIAIANBCGooAgBBAnRBsIikggBqQX82AgAgA0EMaigCAEECdEGwiKSCAGpBfzYCACADQRBqIQMgBiAFQQRqIgVHDQALCyAERQ0AIAVBAnRBsIjkggBqIQMDQCADKAIAQQJ0QbCIpIIAakF/NgIAIANBBGohAyAEQX9qIgQNAAsLQQBCADcDmIikggBBAEH/HzYChIiAgABBACABIABrIgM2AqCIpIIAQQAgAkGAgAQgAkGAgARIGzYCgIiAgAACQCADQf9fakGAYEkNAEGwiPSCACAAQZCIgIAAaiAD/AoAAEEBDwtBAEEANgKgiKSCAEEAC+sQAhp/AXwCQAJAIAAgAU4NAEEAKAKAiICAACECQQAoAqCIpIIAIQNBACgCnIikggAhBEEAKAKEiICAACEFQQAoApSIpIIAIQZBACgCmIikggAiB0EBaiIIIQkgCCEKQQAhCwNAIAchDCAEIQ0gAEGQiICAAGotAAAiDkEhSQ0BIA5BI0YNAQJAAkAgA0EBTg0AQQAhDyAAIRAMAQsgAyAAaiEQQQAhDwJAA0AgDkH/AXEgD0GwiPSCAGotAABHDQEgACAPakGRiICAAGotAAAhDiAPQQFqIhEhDyADIBFHDQALIAMhDwwBCyAAIA9qIRALQQEhByADRQ0CIA8gA0cNAgJAIA5B/wFxIg9BIEYNACAPQQlHDQMLIAggC2ohEiAKQXxxIRMgCUEDcSEUAkADQAJAIA5B/wFxIg5BIEYNACAOQQlHDQILIBBBkYiAgABqLQAAIQ4gEEEBaiEQDAALCyAOQSFJDQEDQCAQQZGIgIAAaiEPIBBBAWoiDiEQIA8tAAAiD0EgSw0ACwJAIA9BIEYNACAPQQlHDQILAkADQAJAIA9B/wFxIhBBIEYNACAQQQlHDQILIA5BkYiAgABqLQAAIQ8gDkEBaiEODAALCyAQQSFJDQFBACEVIA4hEQNAIBUiFkF/aiEVIBFBkYiAgABqIQ8gEUEBaiIQIREgDy0AACIPQSBLDQALAkAgD0EgRg0AIA9BCUcNAgsgEEF/aiEXQQAhGCAOIRkCQCAOQQRqIBBKDQBBACEYIA4hEQNAIBFBkIiAgABqKAAAIhpB0dr45HxsQRF2IBpBgICitQFsckGT65zcAWwgGHNBDXdBBWxB5NbRsn5qIRggEUEIaiEaIBFBBGoiGSERIBogEEwNAAsLAkAgGSAXSg0AIBlBkIiAgABqLQAAIRECQCAZIBdODQAgGUGRiICAAGotAABBCHQgEXIhEQsCQCAZQQJqIhogF0oNACAaQZCIgIAAai0AAEEQdCARciERCyARQdHa+OR8bEERdiARQYCAorUBbHJBk+uc3AFsIBhzIRgLIBBBf0YNAiAXQX9IDQEgGEEAIBVrIhlzIhFBEHYgEXNB65Svr3hsIhFBDXYgEXNBtdzKlXxsIhFBEHYgEXMhFwJAA0ACQCAPQf8BcSIRQSBGDQAgEUEJRw0CCyAQQZGIgIAAai0AACEPIBBBAWohEAwACwsCQAJAIBFBLUciBEUNACAQIRsMAQsgEEEBaiEbIBBBkYiAgABqLQAAIQ8LIA9BUGpB/wFxQQlLDQEgG0EBaiEaRAAAAAAAAAAAIRxBACEQA0AgHEQAAAAAAAAkQKIgD0H/AXFBUGq3oCEcIBogEGohDyAQQQFqIhghECAPQZCIgIAAai0AACIPQVBqQf8BcUEKSQ0ACyAPQf8BcUEKRw0BIBhFDQEgGEEPSg0BAkAgBA0AIBxEAAAAAAAAAABhDQILQQQhByANIBVrIgRBgICAAUoNAiAMIAJODQICQCAZQQFIIgcNACANQZCIhIEAaiAOQZCIgIAAaiAZ/AoAAAsCQCAFIBdxIhpBAnRBsIikggBqKAIAIhlBf0YNACANQZCIhIEAaiEPAkADQAJAIBlBAnQiEEGQiMSAAGooAgAgF0cNACAQQZCI1IAAaigCACIOIBBBkIjkgABqKAIAayAVRw0AIAcNAiAOQZCIhIEAaiEOQQAhEANAIA4gEGotAAAgDyAQai0AAEcNASAWIBBBAWoiEGpBAUYNAwwACwsgGkEBaiAFcSIaQQJ0QbCIpIIAaigCACIZQX9HDQAMAgsLIBlBf0wNAEEDIQcMAwsgHJogHCARQS1GGyEcQQAgBDYCnIikggBBACAMQQFqIgc2ApiIpIIAIBpBAnRBsIikggBqIAw2AgAgDEECdCIZQbCI5IIAaiAaNgIAIBlBkIjUgABqIA02AgAgGUGQiOSAAGogBDYCACAZQZCIxIAAaiAXNgIAAkAgB0ECdCAFQQFqTA0AAkAgDEEASA0AIBJBA3EhD0EAIQ4CQCAMQQNJDQBBACEOQbCI5IIAIRADQCAQKAIAQQJ0QbCIpIIAakF/NgIAIBBBBGooAgBBAnRBsIikggBqQX82AgAgEEEIaigCAEECdEGwiKSCAGpBfzYCACAQQQxqKAIAQQJ0QbCIpIIAakF/NgIAIBBBEGohECATIA5BBGoiDkcNAAsLAkAgD0UNACAOQQJ0QbCI5IIAaiEQA0AgECgCAEECdEGwiKSCAGpBfzYCACAQQQRqIRAgFEF/aiIUDQALC0EAIRFBACAFQQF0QQFyIgU2AoSIgIAAIBJBAXEhAAJAIAxFDQAgEkF+cSEaQQAhEQNAIBFBAnQiFUGQiMSAAGooAgAhEANAIBAgBXEiDkEBaiEQIA5BAnRBsIikggBqIg8oAgBBf0cNAAsgDyARNgIAIBVBsIjkggBqIA42AgAgEUEBciIVQQJ0IhZBkIjEgABqKAIAIRADQCAQIAVxIg5BAWohECAOQQJ0QbCIpIIAaiIPKAIAQX9HDQALIA8gFTYCACAWQbCI5IIAaiAONgIAIBFBAmoiESAaRw0ACwsgAEUNASARQQJ0IhVBkIjEgABqKAIAIRADQCAQIAVxIg5BAWohECAOQQJ0QbCIpIIAaiIPKAIAQX9HDQALIA8gETYCACAVQbCI5IIAaiAONgIADAELQQAgBUEBdEEBciIFNgKEiICAAAtBACAGQQFqIgY2ApSIpIIAIBlBkIj0gABqIAY2AgAgDEEDdEGQiISCAGogHDkDACAJQQFqIQkgCkEBaiEKIAtBAWohCyAbIBhqIhBBAWoiACABSA0ACyAQQQFqIQALIAAgAUhBAXQhBwtBACAHNgKQiKSCACAACwsPAQBBgAgLCAAAAQD/DwAA";

// src/read/wasm-lender.ts
function wasmLender(base64, views) {
  let loaded;
  let lent = false;
  return {
    borrow() {
      if (lent || process.env.RANKGATE_WASM === "0") return null;
      if (loaded === void 0) loaded = load(base64, views);
      if (loaded === null) return null;
      lent = true;
      return loaded;
    },
    giveBack(t) {
      if (t !== null && t === loaded) lent = false;
    }
  };
}
function load(base64, views) {
  const wa = globalThis.WebAssembly;
  if (!wa) return null;
  try {
    return views(new wa.Instance(new wa.Module(Buffer.from(base64, "base64")), {}).exports);
  } catch {
    return null;
  }
}
var LoopStop = { end: 0, newQuery: 1, general: 2, repeated: 3, full: 4 };
function docidViews(x) {
  const buf = x.memory.buffer;
  const cap = x.capacity();
  return {
    input: Buffer.from(buf, x.inAt(), x.inBytes()),
    hashes: new Uint32Array(buf, x.hashesAt(), cap),
    docStart: new Int32Array(buf, x.docStartAt(), cap),
    docEnd: new Int32Array(buf, x.docEndAt(), cap),
    lines: new Int32Array(buf, x.linesAt(), cap),
    arena: Buffer.from(buf, x.arenaAt(), x.arenaBytes())
  };
}
var ChunkCopy = class {
  chunk = null;
  from = 0;
  end = 0;
  into(input, buf, pos, end) {
    if (buf.buffer === input.buffer && buf.byteOffset === input.byteOffset) return 0;
    if (buf !== this.chunk || end !== this.end || pos < this.from) {
      buf.copy(input, 0, pos, end);
      this.chunk = buf;
      this.from = pos;
      this.end = end;
    }
    return this.from;
  }
  /** The reader is about to reuse its chunk's memory: the next scan copies again. */
  forget() {
    this.chunk = null;
  }
};

// src/read/qrels-lines.ts
var QrelsStop = LoopStop;
var WHY = 0;
var LINE = 1;
var HELD = 2;
var HELD_BYTES = 3;
var lender = wasmLender(
  QRELS_LINES_WASM,
  (x) => ({
    x,
    status: new Int32Array(x.memory.buffer, x.statusAt(), 4),
    grades: new Float64Array(x.memory.buffer, x.gradesAt(), x.capacity()),
    ...docidViews(x)
  })
);
function borrowQrelsLines() {
  const t = lender.borrow();
  t?.x.reset();
  return t;
}
function returnQrelsLines(t) {
  lender.giveBack(t);
}

// src/read/qrels.ts
var NO_GRADES = new Float64Array(0);
var NO_LINES = new Int32Array(0);
var NO_HASHES = new Uint32Array(0);
var NO_BYTES = Buffer.alloc(0);
var NO_FILTER = new Int32Array(0);
var FEW_JUDGMENTS = 4;
var FILTER_MULTIPLIER = 2654435761;
function filterWords(count) {
  if (count <= FEW_JUDGMENTS) return 0;
  let bits = 128;
  while (bits < 65536 && bits < count * 16) bits *= 2;
  return bits >>> 5;
}
function filterBlock(counts, shared) {
  let words = 0;
  for (const n of counts) words += filterWords(n);
  return column(Int32Array, words, shared);
}
var NO_TABLE = Int32Array.of(-1);
var QueryJudgments = class {
  constructor(qid) {
    this.qid = qid;
  }
  qid;
  /** Grades, in file order. */
  grades = NO_GRADES;
  /** Each judgment's line in the judgments file. */
  lineList = NO_LINES;
  starts = NO_LINES;
  ends = NO_LINES;
  hashes = NO_HASHES;
  /** Where starts/ends point: the reader's arena, shared by every query. */
  bytes = NO_BYTES;
  strings = null;
  /** Open addressing over the judgments (-1 = free): while reading, the file's judgment numbers; then this query's. */
  table = NO_TABLE;
  mask = 0;
  /** While reading: how many judgments. */
  count = 0;
  /** While reading: the query's number in the order queries first appear. */
  ordinal = -1;
  /** The judged docids, in file order. */
  get docids() {
    this.strings ??= Array.from(this.starts, (s, i) => this.bytes.toString("utf8", s, this.ends[i]));
    return this.strings;
  }
  /**
   * Takes its judgments, `at` to `at + count` of the file's columns (put in query order), with its table renumbered,
   * and `filter` (filterWords(count) words) for its wide filter: zero, to be filled (`fill`), or filled already (by the
   * thread that read the judgments).
   */
  adopt(c, at, table, mask, filter, fill) {
    const end = at + this.count;
    this.grades = c.grade.subarray(at, end);
    this.lineList = c.line.subarray(at, end);
    this.starts = c.docStart.subarray(at, end);
    this.ends = c.docEnd.subarray(at, end);
    this.hashes = c.hash.subarray(at, end);
    this.bytes = c.bytes;
    this.table = table;
    this.mask = mask;
    this.filter = filter;
    if (filter.length === 0) {
      let low = 0;
      let high = 0;
      for (let i = 0; i < this.hashes.length; i++) {
        low |= 1 << (this.hashes[i] & 31);
        high |= 1 << (this.hashes[i] >>> 5 & 31);
      }
      this.filterLow = low;
      this.filterHigh = high;
      return;
    }
    const shift = 32 - Math.log2(filter.length * 32);
    this.filterShift = shift;
    if (!fill) return;
    for (let i = 0; i < this.hashes.length; i++) {
      const m = Math.imul(this.hashes[i], FILTER_MULTIPLIER);
      const a = m >>> shift;
      const b = (m << 13 | m >>> 19) >>> shift;
      filter[a >>> 5] |= 1 << (a & 31);
      filter[b >>> 5] |= 1 << (b & 31);
    }
  }
  /**
   * Filters on the judged docids' hashes, read by `lookup` first: a result whose hash misses a bit of its query's
   * filter is not judged, and is not looked for. A query with a few judgments (most
   * collections: one to three) has two words: bit (h & 31) of filterLow and bit ((h >>> 5) & 31) of filterHigh are set
   * for every judged hash h. One with more has `filter` (a Bloom filter of two bits a hash, about 16 bits a judgment):
   * for m = Math.imul(h, FILTER_MULTIPLIER), bits m >>> filterShift and rotl(m, 13) >>> filterShift; about 1 in 70
   * unjudged results passes it however many judgments there are (two words passed nearly every result of a query
   * with a pooled hundred).
   */
  filterLow = 0;
  filterHigh = 0;
  filter = NO_FILTER;
  filterShift = 26;
  /**
   * Index of the judged document whose id is `buf[start,end)` with hash `h`, or -1: a hash the filter rules out is
   * not looked for. Runs once per result line (score/rank.ts).
   */
  lookup(buf, start, end, h) {
    let pass;
    if (this.filter.length > 0) {
      const m = Math.imul(h, FILTER_MULTIPLIER);
      const a = m >>> this.filterShift;
      const b = (m << 13 | m >>> 19) >>> this.filterShift;
      pass = this.filter[a >>> 5] >>> (a & 31) & this.filter[b >>> 5] >>> (b & 31) & 1;
    } else pass = this.filterLow >>> (h & 31) & this.filterHigh >>> (h >>> 5 & 31) & 1;
    if (pass === 0) return -1;
    return probe(this.table, this.mask, this.hashes, this.starts, this.ends, this.bytes, buf, start, end, h);
  }
  /** Count of judgments with grade >= rel. */
  countRelevant(rel) {
    let c = 0;
    for (let i = 0; i < this.grades.length; i++) if (this.grades[i] >= rel) c++;
    return c;
  }
};
function column(like, n, shared) {
  const ctor = typeof like === "function" ? like : like.constructor;
  return new ctor(shared ? new SharedArrayBuffer(n * ctor.BYTES_PER_ELEMENT) : n);
}
function isShared(a) {
  return a.buffer instanceof SharedArrayBuffer;
}
function columns(capacity, shared) {
  return {
    n: 0,
    bytes: NO_BYTES,
    docStart: column(Int32Array, capacity, shared),
    docEnd: column(Int32Array, capacity, shared),
    hash: column(Uint32Array, capacity, shared),
    grade: column(Float64Array, capacity, shared),
    line: column(Int32Array, capacity, shared),
    // Only read while sealing, in this thread.
    query: new Int32Array(capacity)
  };
}
function grown(a, size) {
  const b = column(a, size, isShared(a));
  b.set(a);
  return b;
}
function reserve(c, more = 1) {
  if (c.n + more <= c.docStart.length) return;
  const size = Math.max(Math.ceil(c.docStart.length * 1.5), c.n + more);
  c.docStart = grown(c.docStart, size);
  c.docEnd = grown(c.docEnd, size);
  c.hash = grown(c.hash, size);
  c.grade = grown(c.grade, size);
  c.line = grown(c.line, size);
  c.query = grown(c.query, size);
}
function probe(table, mask, hashes, starts, ends, bytes, buf, start, end, h) {
  const len = end - start;
  for (let slot = h & mask; ; slot = slot + 1 & mask) {
    const i = table[slot];
    if (i === -1) return -1;
    if (hashes[i] !== h) continue;
    const s = starts[i];
    if (ends[i] - s !== len) continue;
    let k = 0;
    while (k < len && bytes[s + k] === buf[start + k]) k++;
    if (k === len) return i;
  }
}
function place(table, mask, h, value) {
  let slot = h & mask;
  while (table[slot] !== -1) slot = slot + 1 & mask;
  table[slot] = value;
}
function addJudgment(c, q, j) {
  if (q.count === 0) {
    q.table = new Int32Array(8).fill(-1);
    q.mask = 7;
  }
  q.count++;
  if (q.count * 2 > q.table.length) {
    const old = q.table;
    q.table = new Int32Array(old.length * 2).fill(-1);
    q.mask = q.table.length - 1;
    for (const x of old) if (x !== -1) place(q.table, q.mask, c.hash[x], x);
  }
  place(q.table, q.mask, c.hash[j], j);
}
function tableOf(c, q, j0, k) {
  let size = 8;
  while (k * 2 > size) size *= 2;
  q.table = new Int32Array(size).fill(-1);
  q.mask = size - 1;
  q.count = k;
  for (let j = j0; j < j0 + k; j++) place(q.table, q.mask, c.hash[j], j);
}
function sealAll(c, order, grouped) {
  const n = c.n;
  let perm = null;
  if (!grouped) {
    const at2 = new Int32Array(order.length + 1);
    for (let j = 0; j < n; j++) at2[c.query[j] + 1]++;
    for (let k = 0; k < order.length; k++) at2[k + 1] += at2[k];
    perm = new Int32Array(n);
    for (let j = 0; j < n; j++) perm[at2[c.query[j]]++] = j;
  }
  const keep = perm === null && n >= c.docStart.length * 0.75;
  const take = (a) => {
    if (keep) return a.subarray(0, n);
    const out = column(a, n, isShared(a));
    if (perm) for (let k = 0; k < n; k++) out[k] = a[perm[k]];
    else out.set(a.subarray(0, n));
    return out;
  };
  const sealed = {
    n,
    bytes: c.bytes,
    docStart: take(c.docStart),
    docEnd: take(c.docEnd),
    hash: take(c.hash),
    grade: take(c.grade),
    line: take(c.line),
    query: NO_LINES
  };
  let tables = null;
  if (isShared(c.docStart)) {
    let size = 0;
    for (const q of order) size += q.table.length;
    tables = column(Int32Array, size, true);
  }
  let at = 0;
  let tableAt = 0;
  const filters = filterBlock(
    order.map((q) => q.count),
    tables !== null
  );
  let filterAt = 0;
  for (const q of order) {
    let table = q.table;
    if (perm === null) {
      for (let k = 0; k < table.length; k++) if (table[k] !== -1) table[k] -= at;
    } else {
      table.fill(-1);
      for (let i = 0; i < q.count; i++) place(table, q.mask, sealed.hash[at + i], i);
    }
    if (tables) {
      tables.set(table, tableAt);
      table = tables.subarray(tableAt, tableAt + table.length);
      tableAt += table.length;
    }
    const words = filterWords(q.count);
    q.adopt(sealed, at, table, q.mask, filters.subarray(filterAt, filterAt + words), true);
    filterAt += words;
    at += q.count;
  }
  return { sealed, tables, filters };
}
function judgmentsFromShared(s) {
  const b = s.columns.bytes;
  const c = { ...s.columns, bytes: Buffer.from(b.buffer, b.byteOffset, b.byteLength) };
  const queries = /* @__PURE__ */ new Map();
  let at = 0;
  let tableAt = 0;
  const filters = s.filters;
  let filterAt = 0;
  for (let k = 0; k < s.order.length; k++) {
    const q = new QueryJudgments(s.order[k]);
    q.count = s.counts[k];
    const size = s.masks[k] + 1;
    const words = filterWords(q.count);
    q.adopt(
      c,
      at,
      s.tables.subarray(tableAt, tableAt + size),
      s.masks[k],
      filters.subarray(filterAt, filterAt + words),
      false
    );
    filterAt += words;
    queries.set(q.qid, q);
    at += q.count;
    tableAt += size;
  }
  return { facts: s.facts, queries, qids: s.qids, judgments: c.n, maxGrade: s.maxGrade, shared: s };
}
function scanQrelsLine(buf, s, e, starts, ends) {
  let i = s;
  for (let f = 0; f < 3; f++) {
    starts[f] = i;
    while (i < e && buf[i] > 32) i++;
    if (i === starts[f] || i === e) return Number.NaN;
    ends[f] = i;
    if (f === 0 && buf[s] === 35) return Number.NaN;
    let c = buf[i];
    if (c !== 32 && c !== 9) return Number.NaN;
    while (i < e && (c === 32 || c === 9)) c = buf[++i];
  }
  starts[3] = i;
  const neg = i < e && buf[i] === 45;
  if (neg) i++;
  const ds = i;
  let v = 0;
  while (i < e) {
    const c = buf[i];
    if (c < 48 || c > 57) return Number.NaN;
    v = v * 10 + (c - 48);
    i++;
  }
  if (i === ds || i - ds > 15 || neg && v === 0) return Number.NaN;
  ends[3] = i;
  return neg ? -v : v;
}
function fileBytes(path) {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
async function readQrels(path, label = path, limits = LIMITS, opts = {}) {
  const shared = opts.shared === true;
  const queries = /* @__PURE__ */ new Map();
  const order = [];
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  let maxGrade = -Infinity;
  const c = columns(Math.max(1024, Math.min(Math.ceil(fileBytes(path) / 18), limits.judgments + 1)), shared);
  let arena = Buffer.allocUnsafe(1 << 16);
  c.bytes = arena;
  let used = 0;
  let grouped = true;
  let q = null;
  let qn = -1;
  let lastQid = Buffer.alloc(64);
  let lastQidLen = 0;
  let lastData = 0;
  const sameQuery = (buf) => {
    const qs = starts[0];
    const ql = ends[0] - qs;
    let same = q !== null && ql === lastQidLen;
    for (let k = 0; same && k < ql; k++) same = buf[qs + k] === lastQid[k];
    return same;
  };
  const enterQuery = (buf) => {
    const qs = starts[0];
    const ql = ends[0] - qs;
    const qid = buf.toString("utf8", qs, ends[0]);
    q = queries.get(qid) ?? null;
    const fresh = q === null;
    if (!q) {
      q = new QueryJudgments(qid);
      q.ordinal = order.length;
      queries.set(qid, q);
      order.push(q);
    } else grouped = false;
    qn = q.ordinal;
    if (ql > lastQid.length) lastQid = Buffer.alloc(ql * 2);
    buf.copy(lastQid, 0, qs, ends[0]);
    lastQidLen = ql;
    return fresh;
  };
  const arenaRoom = (more) => {
    if (used + more > arena.length) {
      const bigger = Buffer.allocUnsafe(Math.max(arena.length * 2, used + more));
      arena.copy(bigger, 0, 0, used);
      arena = bigger;
      c.bytes = arena;
    }
  };
  const judgment = (buf, s, lineNo, grade) => {
    lastData = lineNo;
    if (c.n >= limits.judgments) {
      throw new InputError(
        `holds more than ${countText(limits.judgments)} judgments`,
        { file: label, line: lineNo },
        "rankgate holds every judgment in memory; split the evaluation into several gates"
      );
    }
    if (!sameQuery(buf)) enterQuery(buf);
    const ds = starts[2];
    const dl = ends[2] - ds;
    arenaRoom(dl);
    for (let k = 0; k < dl; k++) arena[used + k] = buf[ds + k];
    const h = hashBytes(buf, ds, ds + dl);
    const prev = probe(q.table, q.mask, c.hash, c.docStart, c.docEnd, c.bytes, arena, used, used + dl, h);
    if (prev >= 0) {
      throw new InputError(
        `duplicate judgment for query ${quote(q.qid)}, document ${quote(buf.toString("utf8", ds, ends[2]))} (first at line ${c.line[prev]})`,
        { file: label, line: lineNo, column: ds - s + 1 },
        "keep one judgment per (query, document) pair"
      );
    }
    reserve(c);
    const j = c.n++;
    c.docStart[j] = used;
    c.docEnd[j] = used + dl;
    c.hash[j] = h;
    c.grade[j] = grade;
    c.line[j] = lineNo;
    c.query[j] = qn;
    addJudgment(c, q, j);
    used += dl;
    if (grade > maxGrade) maxGrade = grade;
  };
  const loop = borrowQrelsLines();
  let inLoop = false;
  const copy = new ChunkCopy();
  const takeHeld = () => {
    if (!inLoop) return;
    inLoop = false;
    const t = loop;
    const k = t.status[HELD];
    if (k === 0) return;
    const bytes = t.status[HELD_BYTES];
    arenaRoom(bytes);
    t.arena.copy(arena, used, 0, bytes);
    reserve(c, k);
    const j0 = c.n;
    c.hash.set(t.hashes.subarray(0, k), j0);
    c.grade.set(t.grades.subarray(0, k), j0);
    c.line.set(t.lines.subarray(0, k), j0);
    c.query.fill(qn, j0, j0 + k);
    for (let i = 0; i < k; i++) {
      c.docStart[j0 + i] = used + t.docStart[i];
      c.docEnd[j0 + i] = used + t.docEnd[i];
      const grade = t.grades[i];
      if (grade > maxGrade) maxGrade = grade;
    }
    c.n += k;
    tableOf(c, q, j0, k);
    lastData = t.lines[k - 1];
    used += bytes;
  };
  const jsStretch = (buf, pos, end, counter) => {
    while (pos < end) {
      let nl = pos;
      while (buf[nl] !== 10) nl++;
      const grade = scanQrelsLine(buf, pos, nl, starts, ends);
      if (grade !== grade) return pos;
      judgment(buf, pos, counter.next(), grade);
      pos = nl + 1;
    }
    return pos;
  };
  const loopStretch = (buf, pos, end, counter, t) => {
    const base = copy.into(t.input, buf, pos, end);
    const x = t.x;
    while (pos < end) {
      if (!inLoop) {
        let nl = pos;
        while (buf[nl] !== 10) nl++;
        const grade = scanQrelsLine(buf, pos, nl, starts, ends);
        if (grade !== grade) return pos;
        const fresh = !sameQuery(buf) && enterQuery(buf);
        if (fresh && c.n < limits.judgments)
          inLoop = x.startQuery(starts[0] - base, ends[0] - base, limits.judgments - c.n) !== 0;
        if (inLoop) continue;
        judgment(buf, pos, counter.next(), grade);
        pos = nl + 1;
        continue;
      }
      t.status[LINE] = counter.count;
      pos = x.scan(pos - base, end - base) + base;
      const taken = t.status[LINE] - counter.count;
      if (taken > 0) counter.advance(taken);
      const why = t.status[WHY];
      if (why === QrelsStop.end) break;
      takeHeld();
      if (why === QrelsStop.general) return pos;
    }
    return pos;
  };
  const stretch = (buf, pos, end, counter) => {
    if (loop !== null && end - pos <= loop.input.length) return loopStretch(buf, pos, end, counter, loop);
    takeHeld();
    return jsStretch(buf, pos, end, counter);
  };
  let facts;
  try {
    facts = await readLines(
      path,
      (buf, s, e, lineNo) => {
        takeHeld();
        let grade = scanQrelsLine(buf, s, e, starts, ends);
        if (grade !== grade && (isBlank(buf, s, e) || isComment(buf, s, e))) {
          checkBlankRun(label, lineNo, lastData, limits);
          return;
        }
        if (grade !== grade) {
          if (c.n >= limits.judgments) {
            throw new InputError(
              `holds more than ${countText(limits.judgments)} judgments`,
              { file: label, line: lineNo },
              "rankgate holds every judgment in memory; split the evaluation into several gates"
            );
          }
          const n = splitFields(buf, s, e, starts, ends, 4);
          if (n !== 4) {
            throw new InputError(
              `expected 4 fields "qid iter docid grade", found ${n > 4 ? "more than 4" : n}`,
              { file: label, line: lineNo, column: 1 },
              "qrels lines are TREC format: query id, iteration (usually 0), document id, grade"
            );
          }
          grade = parseNumber(buf, starts[3], ends[3]);
          if (Number.isNaN(grade)) {
            throw new InputError(
              `grade ${quote(buf.toString("utf8", starts[3], ends[3]))} is not a number`,
              { file: label, line: lineNo, column: starts[3] - s + 1 },
              "grades are numbers such as 0, 1, 2 or -1 (judged non-relevant)"
            );
          }
        }
        judgment(buf, s, lineNo, grade);
      },
      {
        label,
        limits,
        stretch,
        chunkDone: () => copy.forget(),
        hash: opts.hash,
        readInto: loop?.input
      }
    );
    takeHeld();
  } finally {
    returnQrelsLines(loop);
  }
  if (c.n === 0) {
    throw new InputError(
      "holds no judgments (only comments or blank lines)",
      { file: label },
      'add lines "qid 0 docid grade"'
    );
  }
  if (shared) {
    c.bytes = Buffer.from(new SharedArrayBuffer(used));
    arena.copy(c.bytes, 0, 0, used);
  }
  const { sealed, tables, filters } = sealAll(c, order, grouped);
  const qids = sortIds([...queries.keys()]);
  const qrels = { facts, queries, qids, judgments: c.n, maxGrade };
  if (tables) {
    qrels.shared = {
      facts,
      qids,
      maxGrade,
      columns: sealed,
      order: order.map((q2) => q2.qid),
      counts: Int32Array.from(order, (q2) => q2.count),
      masks: Int32Array.from(order, (q2) => q2.mask),
      tables,
      filters
    };
  }
  return qrels;
}

// src/score/evaluate.ts
import { statSync as statSync2 } from "node:fs";

// src/read/jsonl-scan.ts
function scanJsonResult(buf, s, starts, ends, nums) {
  let i = s;
  let c = buf[i];
  while (c === 32 || c === 9) c = buf[++i];
  if (c !== 123) return -1;
  c = buf[++i];
  while (c === 32 || c === 9) c = buf[++i];
  let have = 0;
  let others = 0;
  let rank = NaN;
  let score = 0;
  starts[5] = -1;
  if (c === 125) return -1;
  for (; ; ) {
    if (c !== 34) return -1;
    const ks = i + 1;
    const ke = plainStringEnd(buf, ks);
    if (ke < 0) return -1;
    i = ke;
    c = buf[++i];
    while (c === 32 || c === 9) c = buf[++i];
    if (c !== 58) return -1;
    c = buf[++i];
    while (c === 32 || c === 9) c = buf[++i];
    const key = keyOf(buf, ks, ke);
    if (key !== OTHER) {
      if ((have & key) !== 0) return -1;
      have |= key;
    }
    if (key === QID || key === DOCID || key === TAG || key === RUN) {
      let is = i;
      let ie;
      if (c === 34) {
        c = buf[++i];
        if (c === 34 || key === QID && c === 35) return -1;
        is = i;
        while (c !== 34) {
          if (c <= 32 || c >= 127 || c === 92) return -1;
          c = buf[++i];
        }
        ie = i;
        c = buf[++i];
      } else {
        ie = numberEnd(buf, i);
        if (ie < 0) return -1;
        i = ie;
        c = buf[i];
      }
      const field = key === QID ? 0 : key === DOCID ? 2 : 5;
      starts[field] = is;
      ends[field] = ie;
    } else if (key === SCORE || key === RANK) {
      const ve = numberEnd(buf, i);
      if (ve < 0) return -1;
      const v = numberValue[0];
      if (key === RANK) {
        if (!Number.isSafeInteger(v)) return -1;
        rank = v;
      } else {
        if (!Number.isFinite(v)) return -1;
        score = v;
      }
      i = ve;
      c = buf[i];
    } else {
      if (others === MAX_OTHERS) return -1;
      for (let k = 0; k < others; k++) if (sameRange2(buf, ks, ke, otherStarts[k], otherEnds[k])) return -1;
      otherStarts[others] = ks;
      otherEnds[others] = ke;
      others++;
      if (c === 34) {
        i = plainStringEnd(buf, i + 1);
        if (i < 0) return -1;
        c = buf[++i];
      } else if (c === 45 || c >= 48 && c <= 57) {
        i = numberEnd(buf, i);
        if (i < 0) return -1;
        c = buf[i];
      } else {
        const n = literalEnd(buf, i);
        if (n < 0) return -1;
        i = n;
        c = buf[i];
      }
    }
    while (c === 32 || c === 9) c = buf[++i];
    if (c === 125) break;
    if (c !== 44) return -1;
    c = buf[++i];
    while (c === 32 || c === 9) c = buf[++i];
  }
  if ((have & REQUIRED) !== REQUIRED || (have & (TAG | RUN)) === (TAG | RUN)) return -1;
  c = buf[++i];
  while (c === 32 || c === 9) c = buf[++i];
  if (c === 13 && buf[i + 1] === 10) c = buf[++i];
  if (c !== 10) return -1;
  nums[0] = rank;
  nums[1] = score;
  nums[2] = hashBytes(buf, starts[2], ends[2]);
  return i;
}
var OTHER = 0;
var QID = 1;
var DOCID = 2;
var SCORE = 4;
var RANK = 8;
var TAG = 16;
var RUN = 32;
var REQUIRED = QID | DOCID | SCORE;
var MAX_OTHERS = 4;
var otherStarts = new Int32Array(MAX_OTHERS);
var otherEnds = new Int32Array(MAX_OTHERS);
function keyOf(buf, s, e) {
  const n = e - s;
  const a = buf[s];
  if (n === 3) {
    const b = buf[s + 1];
    const c = buf[s + 2];
    if (a === 113 && b === 105 && c === 100) return QID;
    if (a === 116 && b === 97 && c === 103) return TAG;
    if (a === 114 && b === 117 && c === 110) return RUN;
  } else if (n === 5) {
    if (a === 100 && sameAscii(buf, s, "docid")) return DOCID;
    if (a === 115 && sameAscii(buf, s, "score")) return SCORE;
  } else if (n === 4) {
    if (a === 114 && sameAscii(buf, s, "rank")) return RANK;
  } else if (n === 6) {
    if (a === 100 && sameAscii(buf, s, "doc_id")) return DOCID;
  } else if (n === 8) {
    if (a === 113 && sameAscii(buf, s, "query_id")) return QID;
  }
  return OTHER;
}
function sameAscii(buf, s, word) {
  for (let k = 1; k < word.length; k++) if (buf[s + k] !== word.charCodeAt(k)) return false;
  return true;
}
function sameRange2(buf, s, e, s2, e2) {
  if (e - s !== e2 - s2) return false;
  for (let k = 0; k < e - s; k++) if (buf[s + k] !== buf[s2 + k]) return false;
  return true;
}
function plainStringEnd(buf, i) {
  let c = buf[i];
  while (c !== 34) {
    if (c < 32 || c === 92) return -1;
    c = buf[++i];
  }
  return i;
}
function literalEnd(buf, i) {
  for (const word of LITERALS) {
    let k = 0;
    while (k < word.length && buf[i + k] === word[k]) k++;
    if (k === word.length) return i + k;
  }
  return -1;
}
var LITERALS = [Buffer.from("true"), Buffer.from("false"), Buffer.from("null")];
var numberValue = new Float64Array(1);
function numberEnd(buf, i) {
  const s = i;
  let c = buf[i];
  const neg = c === 45;
  if (neg) c = buf[++i];
  let mant = 0;
  if (c === 48) {
    c = buf[++i];
  } else if (c >= 49 && c <= 57) {
    while (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      c = buf[++i];
    }
  } else return -1;
  let e10 = 0;
  if (c === 46) {
    c = buf[++i];
    if (c < 48 || c > 57) return -1;
    while (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      e10--;
      c = buf[++i];
    }
  }
  if (c === 101 || c === 69) {
    c = buf[++i];
    let eneg = false;
    if (c === 45 || c === 43) {
      eneg = c === 45;
      c = buf[++i];
    }
    if (c < 48 || c > 57) return -1;
    let ex = 0;
    while (c >= 48 && c <= 57) {
      ex = ex * 10 + (c - 48);
      c = buf[++i];
    }
    e10 += eneg ? -ex : ex;
  }
  numberValue[0] = scaledDecimal(buf, s, i, mant, e10, neg);
  return i;
}

// src/read/json.ts
var JsonNumber = class {
  constructor(text, value) {
    this.text = text;
    this.value = value;
  }
  text;
  value;
};
var JsonError = class extends Error {
  constructor(message, column2) {
    super(message);
    this.column = column2;
  }
  column;
};
var MAX_DEPTH = 64;
function parseJsonLine(text) {
  const p = new Parser(text);
  p.ws();
  const v = p.value(0);
  p.ws();
  if (p.i < text.length) throw p.fail("text after the JSON value");
  return v;
}
function isObject(v) {
  return v instanceof Map;
}
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var Parser = class {
  constructor(s) {
    this.s = s;
  }
  s;
  i = 0;
  fail(what) {
    const c = this.s[this.i];
    return new JsonError(c === void 0 ? `${what}, but the line ends` : what, this.i + 1);
  }
  ws() {
    const s = this.s;
    let i = this.i;
    for (; ; ) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
    this.i = i;
  }
  value(depth) {
    const c = this.s[this.i];
    if (c === '"') return this.string();
    if (c === "{" || c === "[") {
      if (depth >= MAX_DEPTH) throw this.fail(`nested deeper than ${MAX_DEPTH} levels`);
      return c === "{" ? this.object(depth + 1) : this.array(depth + 1);
    }
    if (c === "-" || c !== void 0 && c >= "0" && c <= "9") return this.number();
    for (const [word, v] of [
      ["true", true],
      ["false", false],
      ["null", null]
    ]) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    throw this.fail("expected a JSON value");
  }
  object(depth) {
    const out = /* @__PURE__ */ new Map();
    this.i++;
    this.ws();
    if (this.s[this.i] === "}") {
      this.i++;
      return out;
    }
    for (; ; ) {
      this.ws();
      if (this.s[this.i] !== '"') throw this.fail('expected a "key"');
      const at = this.i;
      const key = this.string();
      if (out.has(key)) throw new JsonError(`the key ${JSON.stringify(key)} appears twice`, at + 1);
      this.ws();
      if (this.s[this.i] !== ":") throw this.fail('expected ":"');
      this.i++;
      this.ws();
      out.set(key, this.value(depth));
      this.ws();
      const c = this.s[this.i];
      this.i++;
      if (c === "}") return out;
      if (c !== ",") {
        this.i--;
        throw this.fail('expected "," or "}"');
      }
    }
  }
  array(depth) {
    const out = [];
    this.i++;
    this.ws();
    if (this.s[this.i] === "]") {
      this.i++;
      return out;
    }
    for (; ; ) {
      this.ws();
      out.push(this.value(depth));
      this.ws();
      const c = this.s[this.i];
      this.i++;
      if (c === "]") return out;
      if (c !== ",") {
        this.i--;
        throw this.fail('expected "," or "]"');
      }
    }
  }
  number() {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) throw this.fail("malformed number");
    this.i += m[0].length;
    return new JsonNumber(m[0], Number(m[0]));
  }
  string() {
    const s = this.s;
    let i = this.i + 1;
    let out = "";
    let from = i;
    for (; ; ) {
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) throw new JsonError("unclosed string (the line ends before its closing quote)", i + 1);
      if (c === 34) break;
      if (c < 32) {
        this.i = i;
        throw this.fail("a raw control character in a string (write it as \\u00XX)");
      }
      if (c === 92) {
        out += s.slice(from, i);
        const e = s[i + 1];
        if (e === "u") {
          const hex = s.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            this.i = i;
            throw this.fail("a bad \\u escape");
          }
          let code = parseInt(hex, 16);
          i += 6;
          if (code >= 55296 && code <= 56319) {
            const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(s.slice(i, i + 6));
            if (!low) {
              this.i = i - 6;
              throw this.fail("a lone surrogate escape (not a character)");
            }
            code = 65536 + (code - 55296 << 10) + (parseInt(low[1], 16) - 56320);
            i += 6;
          } else if (code >= 56320 && code <= 57343) {
            this.i = i - 6;
            throw this.fail("a lone surrogate escape (not a character)");
          }
          out += String.fromCodePoint(code);
        } else {
          const v = ESCAPES[e];
          if (v === void 0) {
            this.i = i;
            throw this.fail("a bad escape");
          }
          out += v;
          i += 2;
        }
        from = i;
        continue;
      }
      i++;
    }
    out += s.slice(from, i);
    this.i = i + 1;
    return out;
  }
};
var ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "	" };

// src/read/trec-lines-wasm.ts
var TREC_LINES_WASM = "AGFzbQEAAAABMQhgAAF/YAF/AGACf38AYAAAYAN/f38Bf2AFf39/fHwBf2ACf38Bf2AGf398f39/AX8DGRgAAAAAAAAAAAAAAAAAAAAAAQIDBAUGBwYFAwEAZwYJAX8BQeCpmAMLB+8BFwZtZW1vcnkCAARpbkF0AAAIaGFzaGVzQXQAAQpkb2NTdGFydEF0AAIIZG9jRW5kQXQAAwdsaW5lc0F0AAQHYXJlbmFBdAAFB2luQnl0ZXMABghjYXBhY2l0eQAHCmFyZW5hQnl0ZXMACAhzY29yZXNBdAAJB3JhbmtzQXQACgRoZWxkAAsJaGVsZEJ5dGVzAAwLZHJvcHBlZEhlcmUADQpzdG9wUmVhc29uAA4GbGluZUF0AA8Hc2V0TGluZQAQCWNvbmZpZ3VyZQARBXJlc2V0ABIKc3RhcnRRdWVyeQATBHB1c2gAFARzY2FuABUK1U0YCABBwImAgAALCABBwInEgAALCABBwInUgAALCABBwInkgAALCABBwIn0gAALCABBwImEgQALBwBBgIDEAAsGAEGAgAQLBwBBgICAAQsIAEHAiYSCAAsIAEHAiaSCAAsLAEEAKALAicSCAAsLAEEAKALEicSCAAsLAEEAKALIicSCAAsLAEEAKALMicSCAAsLAEEAKALQicSCAAsNAEEAIAA2AtCJxIIACyQAQQAgADYC1InEggBBACABQYCABCABQYCABEgbNgK4iYCAAAtLAEHgicSCAEH/AUGAgMAA/AsAQQBB/x82AryJgIAAQQBBADYCxInEggBBAEEANgLAicSCAEEAQQA2AtiJxIIAQQBBADYCyInEggAL7AQBBn8CQEEAKALAicSCACIDQQFIDQBBACEEAkAgA0EESQ0AIANBfHEiBEF8aiIFQQJ2QQFqIgZBAXEhBwJAAkAgBQ0AQQAhBgwBCyAGQf7///8HcSEIQQAhBkH8iYSDACEFA0AgBUFkaigCAEECdEHgicSCAGpBfzYCACAFQWhqKAIAQQJ0QeCJxIIAakF/NgIAIAVBbGooAgBBAnRB4InEggBqQX82AgAgBUFwaigCAEECdEHgicSCAGpBfzYCACAFQXRqKAIAQQJ0QeCJxIIAakF/NgIAIAVBeGooAgBBAnRB4InEggBqQX82AgAgBUF8aigCAEECdEHgicSCAGpBfzYCACAFKAIAQQJ0QeCJxIIAakF/NgIAIAVBIGohBSAGQQhqIQYgCEF+aiIIDQALCwJAIAdFDQAgBkECdCIFQeCJhIMAaigCAEECdEHgicSCAGpBfzYCACAFQeSJhIMAaigCAEECdEHgicSCAGpBfzYCACAFQeiJhIMAaigCAEECdEHgicSCAGpBfzYCACAFQeyJhIMAaigCAEECdEHgicSCAGpBfzYCAAsgAyAERg0BCyADIARrIQYgBEECdEHgiYSDAGohBQNAIAUoAgBBAnRB4InEggBqQX82AgAgBUEEaiEFIAZBf2oiBg0ACwtBAEH/HzYCvImAgABBACACNgLcicSCAEEAIAEgAGsiBTYC2InEggBBAEEANgLEicSCAEEAQQA2AsCJxIIAQQBBADYCyInEggACQCAFQf9fakGAYEkNAEHgiZSDACAAQcCJgIAAaiAF/AoAAEEBDwtBAEEANgLYicSCAEEAC5ELAQp/AkACQAJAQQAoAtyJxIIARQ0AQQAoAtCJxIIAQQFqIQAMAQtBBCEFQQAoAsSJxIIAIgYgASAAayIHaiIIQYCAgAFKDQECQCAHQQFIDQAgBkHAiYSBAGogAEHAiYCAAGogB/wKAAALAkBBACgCvImAgAAiCSACcSIKQQJ0QeCJxIIAaigCACILQX9GDQAgBkHAiYSBAGohDCAHQQFIIQ0CQANAAkAgC0ECdCIAQcCJxIAAaigCACACRw0AIABBwInkgABqKAIAIABBwInUgABqKAIAIgBrIAdHDQAgDQ0CIABBwImEgQBqIQAgDCEBIAchDgNAIAAtAAAgAS0AAEcNASAAQQFqIQAgAUEBaiEBIA5Bf2oiDkUNAwwACwsgCkEBaiAJcSIKQQJ0QeCJxIIAaigCACILQX9HDQAMAgsLAkAgC0EATg0ADAELAkBBACgC1InEggANAEEDDwtBAEEAKALIicSCAEEBajYCyInEggBBACgC0InEggBBAWohAAwBC0EAKALAicSCACIHQQAoAriJgIAATg0BQQAgCDYCxInEggBBACAHQQFqIgU2AsCJxIIAIApBAnRB4InEggBqIAc2AgAgB0ECdCINQeCJhIMAaiAKNgIAIA1BwInUgABqIAY2AgAgDUHAieSAAGogCDYCACANQcCJxIAAaiACNgIAAkAgBUECdCAJQQFqTA0AAkAgB0EASA0AQQAhAgJAAkAgBUEESQ0AIAVBfHEiAkF8aiIAQQJ2QQFqIgFBAXEhCwJAAkAgAA0AQQAhAQwBCyABQf7///8HcSEOQQAhAUH8iYSDACEAA0AgAEFkaigCAEECdEHgicSCAGpBfzYCACAAQWhqKAIAQQJ0QeCJxIIAakF/NgIAIABBbGooAgBBAnRB4InEggBqQX82AgAgAEFwaigCAEECdEHgicSCAGpBfzYCACAAQXRqKAIAQQJ0QeCJxIIAakF/NgIAIABBeGooAgBBAnRB4InEggBqQX82AgAgAEF8aigCAEECdEHgicSCAGpBfzYCACAAKAIAQQJ0QeCJxIIAakF/NgIAIABBIGohACABQQhqIQEgDkF+aiIODQALCwJAIAtFDQAgAUECdCIAQeCJhIMAaigCAEECdEHgicSCAGpBfzYCACAAQeSJhIMAaigCAEECdEHgicSCAGpBfzYCACAAQeiJhIMAaigCAEECdEHgicSCAGpBfzYCACAAQeyJhIMAaigCAEECdEHgicSCAGpBfzYCAAsgBSACRg0BCyACQQJ0QeCJhIMAaiEAIAcgAmtBAWohAQNAIAAoAgBBAnRB4InEggBqQX82AgAgAEEEaiEAIAFBf2oiAQ0ACwtBACECQQAgCUEBdEEBciIONgK8iYCAACAFQQFxIQYCQCAHRQ0AIAVBfnEhCUEAIQIDQCACQQJ0IgtBwInEgABqKAIAIQADQCAAIA5xIgFBAWohACABQQJ0QeCJxIIAaiIFKAIAQX9HDQALIAUgAjYCACALQeCJhIMAaiABNgIAIAJBAXIiC0ECdCIKQcCJxIAAaigCACEAA0AgACAOcSIBQQFqIQAgAUECdEHgicSCAGoiBSgCAEF/Rw0ACyAFIAs2AgAgCkHgiYSDAGogATYCACACQQJqIgIgCUcNAAsLIAZFDQEgAkECdEHAicSAAGooAgAhAANAIAAgDnEiAUEBaiEAIAFBAnRB4InEggBqIgUoAgBBf0cNAAsgBSACNgIAIAJBAnRB4ImEgwBqIAE2AgAMAQtBACAJQQF0QQFyNgK8iYCAAAsgB0EDdCIAQcCJpIIAaiAEOQMAIABBwImEggBqIAM5AwAgDUHAifSAAGpBACgC0InEggBBAWoiADYCAAtBACEFQQAgADYC0InEggALIAUL6DMKAn8BewJ/AXsGfgd/AnwGfwF8An8jgICAgABBEGsiAiSAgICAAAJAAkADQAJAIAAgAUgNAEEAIQMMAgsgAEHAiYCAAGr9AAAAIgT9FgAhBUEAKALYicSCACEGAkACQAJAAkACQCAAQeCJgIAAav0AAAD9DCEhISEhISEhISEhISEhISEiB/0m/WStQiCGIABB0ImAgABq/QAAACAH/Sb9ZEEQdCAEIAf9Jv1kcq2EIABB8ImAgABq/QAAACAH/Sb9ZK1CMIaEIgh7p0EGSQ0AIAZBAUgNACAGQRFODQAgBiAIeqdHDQAgBUH/AXFBI0YNACAAIAhCf3wgCIMiCUJ/fCAJgyIKQn98IAqDIgtCf3wgC4MiDEJ/fCAMg3oiDadqIg5BwImAgABqLQAAQQpHDQAgCEIBiCAIg0J/IA2GQn+Fg0IAUg0AIAAgC3qnaiIPQcCJgIAAaiAAIAp6p2oiEEHAiYCAAGogACAJeqdqIhFBwImAgABqIAAgBmpBwImAgABq/QcAAP1UAAAB/VQAAAL9VAAAAyIH/QwJIAkgAAAAAAAAAAAAAAAA/SMgB/0NAAAAAAEAAAACAAAAAwAAACAH/QwgCSAJAAAAAAAAAAAAAAAA/SMgB/0NAAAAAAEAAAACAAAAAwAAAP1QIgf9GwBBAXEgB/0bAUEBcUEBdHIgB/0bAkEBcUECdHIgB/0bA0EDdHJBD3FBD0cNACAAIAx6p2oiEkHAiYCAAGotAAAiE0EgRiATQQlGckUNAEF/IAZ0QX9zIhMgBEEA/QAE4ImUgwD9I/1kcSATRw0AAkACQCAQQcGJgIAAai0AACIUQVBqQf8BcUEJTQ0AQX8hE0QAAAAAAAAAACEVDAELRAAAAAAAAAAAIRZBACETA0AgFkQAAAAAAAAkQKIgFEH/AXFBUGq3oCEWIBAgE2ohFCATQQFqIhchEyAUQcKJgIAAai0AACIUQVBqQf8BcUEKSQ0AC0F/IBAgF2pBAWogF0UgF0EPSnIiFBshE0QAAAAAAAAAACAWIBQbIRULIBMgD0cNAEEAIRggD0EBaiIZIRoCQAJAIA9BwYmAgABqLQAAIhNBVWoOAwABAAELIA9BAmohGiATQS1GIRggD0HCiYCAAGotAAAhEwtEAAAAAAAAAAAhFgJAAkAgE0FQakH/AXFBCU0NACAaIRcMAQtEAAAAAAAAAAAhFiAaIRQDQCAWRAAAAAAAACRAoiATQf8BcUFQaregIRYgFEHBiYCAAGohEyAUQQFqIhchFCATLQAAIhNBUGpB/wFxQQpJDQALCyAXIBprIQ9BACEDAkACQCATQf8BcUEuRg0AQQAhGwwBCyAXQQFqIRoCQAJAIBdBwYmAgABqLQAAIhNBUGpB/wFxQQlNDQAgGiEXDAELIBohFANAIBZEAAAAAAAAJECiIBNB/wFxQVBqt6AhFiAUQcGJgIAAaiETIBRBAWoiFyEUIBMtAAAiE0FQakH/AXFBCkkNAAsLIBcgGmsiGyAPaiEPC0F/IRxEAAAAAAAAAAAhHQJAAkAgDw0AQQAhFAwBC0EAIRQCQAJAIBNB3wFxQcUARg0AIBchHAwBCyAXQQFqIQ9BACEDQQAhHgJAAkAgF0HBiYCAAGotAAAiFEFVag4DAAEAAQsgF0ECaiEPIBRBLUYhHiAXQcKJgIAAai0AACEUCwJAIBRBUGpB/wFxQQlNDQBBACEUDAILQQAhE0EAIRcDQCAXQQpsIBRB/wFxakFQaiEXIA8gE2ohFCATQQFqIhohEyAUQcGJgIAAai0AACIUQVBqQf8BcUEKSQ0AC0EAIQMCQCAaDQBBACEUDAILQQAhFCAaQQVKDQEgDyAaaiEcQQAgF2sgFyAeGyEUCyAUIBtrIQMgFiEdIBghFAsgACETIBwgEkcNAQJAAkAgHUQAAAAAAABAQ2NFDQAgA0EWakEsSw0AAkACQCADQX9KDQAgHUGAiICAACADQQN0aysDAKMhHQwBCyADRQ0AIB0gA0EDdEGAiICAAGorAwCiIR0LIAIgHZogHSAUGzkDCAwBCyAZIBIgHSADIBQgAkEIahCWgICAAEUNAwsCQEEAKALcicSCAA0AIBFBAWoiEyAQEJeAgIAAIRdBBCEaAkACQAJAAkACQAJAAkBBACgCxInEggAiEiAQIBNrIg9qIgNBgICAAUoNACACKwMIIRYCQCAPQQFIIhwNACASQcCJhIEAaiATQcCJgIAAaiAP/AoAAAsCQEEAKAK8iYCAACIRIBdxIhBBAnRB4InEggBqKAIAIgZBf0YNACASQcCJhIEAaiEYAkADQAJAIAZBAnQiE0HAicSAAGooAgAgF0cNACATQcCJ5IAAaigCACATQcCJ1IAAaigCACITayAPRw0AIBwNAiATQcCJhIEAaiETIBghBSAPIRQDQCATLQAAIAUtAABHDQEgE0EBaiETIAVBAWohBSAUQX9qIhRFDQMMAAsLIBBBAWogEXEiEEECdEHgicSCAGooAgAiBkF/Rw0ADAILCyAGQQBIDQACQEEAKALUicSCAA0AQQMhGgwCC0EAQQAoAsiJxIIAQQFqNgLIicSCAAwIC0EAKALAicSCACIcQQAoAriJgIAATg0AQQAgAzYCxInEggBBACAcQQFqIg82AsCJxIIAIBBBAnRB4InEggBqIBw2AgAgHEECdCIAQeCJhIMAaiAQNgIAIABBwInUgABqIBI2AgAgAEHAieSAAGogAzYCACAAQcCJxIAAaiAXNgIAIA9BAnQgEUEBakwNBiAcQQBIDQVBACEQIA9BBEkNAyAPQXxxIhBBfGoiE0ECdkEBaiIFQQFxIQYgEw0BQQAhBQwCC0EAIBo2AsyJxIIADAoLIAVB/v///wdxIRRBACEFQfyJhIMAIRMDQCATQWRqKAIAQQJ0QeCJxIIAakF/NgIAIBNBaGooAgBBAnRB4InEggBqQX82AgAgE0FsaigCAEECdEHgicSCAGpBfzYCACATQXBqKAIAQQJ0QeCJxIIAakF/NgIAIBNBdGooAgBBAnRB4InEggBqQX82AgAgE0F4aigCAEECdEHgicSCAGpBfzYCACATQXxqKAIAQQJ0QeCJxIIAakF/NgIAIBMoAgBBAnRB4InEggBqQX82AgAgE0EgaiETIAVBCGohBSAUQX5qIhQNAAsLAkAgBkUNACAFQQJ0IhNB4ImEgwBqKAIAQQJ0QeCJxIIAakF/NgIAIBNB5ImEgwBqKAIAQQJ0QeCJxIIAakF/NgIAIBNB6ImEgwBqKAIAQQJ0QeCJxIIAakF/NgIAIBNB7ImEgwBqKAIAQQJ0QeCJxIIAakF/NgIACyAPIBBGDQELIBBBAnRB4ImEgwBqIRMgHCAQa0EBaiEFA0AgEygCAEECdEHgicSCAGpBfzYCACATQQRqIRMgBUF/aiIFDQALC0EAIQZBACARQQF0QQFyIhQ2AryJgIAAIA9BAXEhEgJAIBxFDQAgD0F+cSERQQAhBgNAIAZBAnQiF0HAicSAAGooAgAhEwNAIBMgFHEiBUEBaiETIAVBAnRB4InEggBqIhAoAgBBf0cNAAsgECAGNgIAIBdB4ImEgwBqIAU2AgAgBkEBciIXQQJ0Ig9BwInEgABqKAIAIRMDQCATIBRxIgVBAWohEyAFQQJ0QeCJxIIAaiIQKAIAQX9HDQALIBAgFzYCACAPQeCJhIMAaiAFNgIAIAZBAmoiBiARRw0ACwsgEkUNASAGQQJ0IhdBwInEgABqKAIAIRMDQCATIBRxIgVBAWohEyAFQQJ0QeCJxIIAaiIQKAIAQX9HDQALIBAgBjYCACAXQeCJhIMAaiAFNgIADAELQQAgEUEBdEEBcjYCvImAgAALIBxBA3QiE0HAiaSCAGogFTkDACATQcCJhIIAaiAWOQMAIABBwIn0gABqQQAoAtCJxIIAQQFqNgIAC0EAQQAoAtCJxIIAQQFqNgLQicSCACAOQQFqIQBBAiETDAQLIAAhEwsCQANAAkAgBUH/AXEiFEEgRg0AIBRBCUcNAgsgE0HBiYCAAGotAAAhBSATQQFqIRMMAAsLAkAgFEEhTw0AQQIhAwwFCwJAIBRBI0cNAEECIQMMBQsCQAJAIAZBAU4NAEEAIRQMAQsgBiATaiEOQQAhFAJAA0AgBUH/AXEgFEHgiZSDAGotAABHDQEgEyAUakHBiYCAAGotAAAhBSAUQQFqIhAhFCAGIBBHDQALIA4hEyAGIRQMAQsgEyAUaiETC0EBIQMgBkUNBCAUIAZHDQQCQCAFQf8BcSIUQSBGDQAgFEEJRw0FCyATQQRqIRACQANAAkAgBUH/AXEiBUEgRg0AIAVBCUcNAgsgEEEBaiEQIBNBwYmAgABqLQAAIQUgE0EBaiETDAALCwJAIAVBIU8NAEECIQMMBQsDQCAQIgZBAWohECATQcGJgIAAaiEFIBNBAWoiFCETIAUtAAAiBUEgSw0ACwJAIAVBIEYNACAFQQlGDQBBAiEDDAULAkADQAJAIAVB/wFxIhNBIEYNACATQQlHDQILIAZBAWohBiAUQcGJgIAAai0AACEFIBRBAWohFAwACwsCQCATQSFPDQBBAiEDDAULQQAhDiAUIRADQCAOIg9Bf2ohDiAQQcGJgIAAaiEFIBBBAWoiEyEQIAUtAAAiBUEgSw0ACwJAIAVBIEYNACAFQQlGDQBBAiEDDAULIBNBf2ohGkEAIRcgFCESAkAgFEEEaiATSg0AQQAhFyAUIRADQCAQQcCJgIAAaigAACIRQdHa+OR8bEERdiARQYCAorUBbHJBk+uc3AFsIBdzQQ13QQVsQeTW0bJ+aiEXIBBBCGohESAQQQRqIhIhECARIBNMDQALCwJAIBIgGkoNACASQcCJgIAAai0AACEQAkAgEiAaTg0AIBJBwYmAgABqLQAAQQh0IBByIRALAkAgEkECaiIRIBpKDQAgEUHAiYCAAGotAABBEHQgEHIhEAsgEEHR2vjkfGxBEXYgEEGAgKK1AWxyQZPrnNwBbCAXcyEXCyATQX9GDQQCQCAaQX9ODQBBAiEDDAULIBdBACAOayIYcyIQQRB2IBBzQeuUr694bCIQQQ12IBBzQbXcypV8bCIQQRB2IBBzIRwgBiAPayEQAkADQAJAIAVB/wFxIgZBIEYNACAGQQlHDQILIBBBAWohECATQcGJgIAAai0AACEFIBNBAWohEwwACwsCQCAFQVBqQf8BcUEJTQ0AQQIhAwwFC0QAAAAAAAAAACEWQQAhBgNAIBZEAAAAAAAAJECiIAVB/wFxQVBqt6AhFiAGIhFBf2ohBiATQcGJgIAAaiEFIBNBAWoiFyETIAUtAAAiBUFQakH/AXFBCkkNAAsCQCAXQX9qQX9ODQBBAiEDDAULAkAgBg0AQQIhAwwFCwJAQQAgBmtBD0wNAEECIQMMBQsCQCAFQSBGDQAgBUEJRg0AQQIhAwwFCyAQIBFrIRMCQAJAAkADQAJAIAVB/wFxIhBBd2oOJQADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMCAwIDCyATQcCJgIAAai0AACEFIBNBAWohEwwACwsgEEEtRiEaIBNBwImAgABqLQAAIQUgEyEXDAELIBNBf2ohF0EAIRoLRAAAAAAAAAAAIR0CQAJAIAVBUGpB/wFxQQlNDQAgFyEGDAELRAAAAAAAAAAAIR0gFyEQA0AgHUQAAAAAAAAkQKIgBUH/AXFBUGq3oCEdIBBBwYmAgABqIQUgEEEBaiIGIRAgBS0AACIFQVBqQf8BcUEKSQ0ACwsgBiAXayEXQQAhEgJAIAVB/wFxQS5HDQAgBkEBaiERAkACQCAGQcGJgIAAai0AACIFQVBqQf8BcUEJTQ0AIBEhBgwBCyARIRADQCAdRAAAAAAAACRAoiAFQf8BcUFQaregIR0gEEHBiYCAAGohBSAQQQFqIgYhECAFLQAAIgVBUGpB/wFxQQpJDQALCyAGIBFrIhIgF2ohFwsCQCAXDQBBAiEDDAULQQAhEAJAIAVB3wFxQcUARw0AIAZBAWohEUEAIQMCQAJAIAZBwYmAgABqLQAAIhBBVWoOAwABAAELIAZBAmohESAQQS1GIQMgBkHCiYCAAGotAAAhEAsCQCAQQVBqQf8BcUEJTQ0AQQIhAwwGC0EAIQVBACEXA0AgF0EKbCAQQf8BcWpBUGohFyARIAVqIRAgBUEBaiIGIQUgEEHBiYCAAGotAAAiEEFQakH/AXFBCkkNAAsCQCAGDQBBAiEDDAYLAkAgBkEFTA0AQQIhAwwGCyARIAZqIQZBACAXayAXIAMbIRALAkAgBkEATg0AQQIhAwwFCwJAIAZBwImAgABqLQAAIgVBIEYNACAFQQlGDQBBAiEDDAULIBNBf2ohESAQIBJrIRcgBiETAkADQAJAIAVB/wFxIgVBIEYNACAFQQlHDQILIBNBwYmAgABqLQAAIQUgE0EBaiETDAALCwJAIAVBIU8NAEECIQMMBQsDQCATQcGJgIAAaiEQIBNBAWoiBSETIBAtAAAiEEEgSw0AC0ECIQMCQAJAIBBBd2oOGAEBBgYABgYGBgYGBgYGBgYGBgYGBgYGAQYLQQIhAyAFQcGJgIAAai0AAEEKRw0FCwJAAkAgHUQAAAAAAABAQ2NFDQAgF0EWakEsSw0AAkACQCAXQX9KDQAgHUGAiICAACAXQQN0aysDAKMhHQwBCyAXRQ0AIB0gF0EDdEGAiICAAGorAwCiIR0LIAIgHZogHSAaGzkDCAwBCyARIAYgHSAXIBogAkEIahCWgICAAEUNAQsCQAJAIBBBCkcNACAFIRAMAQsDQCAFQcGJgIAAaiETIAVBAWoiECEFIBMtAABBCkcNAAsLAkBBACgC3InEggANAEEEIRoCQAJAAkACQAJAAkACQEEAKALEicSCACISIA5rIgNBgICAAUoNACACKwMIIR0CQCAYQQFIIhsNACASQcCJhIEAaiAUQcCJgIAAaiAY/AoAAAsCQEEAKAK8iYCAACIRIBxxIgZBAnRB4InEggBqKAIAIhdBf0YNACASQcCJhIEAaiEUAkADQAJAIBdBAnQiE0HAicSAAGooAgAgHEcNACATQcCJ1IAAaigCACIFIBNBwInkgABqKAIAayAORw0AIBsNAiAFQcCJhIEAaiEFQQAhEwNAIAUgE2otAAAgFCATai0AAEcNASAPIBNBAWoiE2pBAUYNAwwACwsgBkEBaiARcSIGQQJ0QeCJxIIAaigCACIXQX9HDQAMAgsLIBdBAEgNAAJAQQAoAtSJxIIADQBBAyEaDAILQQBBACgCyInEggBBAWo2AsiJxIIADAgLQQAoAsCJxIIAIhhBACgCuImAgABODQBBACADNgLEicSCAEEAIBhBAWoiFzYCwInEggAgBkECdEHgicSCAGogGDYCACAYQQJ0IgBB4ImEgwBqIAY2AgAgAEHAidSAAGogEjYCACAAQcCJ5IAAaiADNgIAIABBwInEgABqIBw2AgAgF0ECdCARQQFqTA0GIBhBAEgNBUEAIQYgF0EESQ0DIBdBfHEiBkF8aiITQQJ2QQFqIgVBAXEhDiATDQFBACEFDAILQQAgGjYCzInEggAMCAsgBUH+////B3EhFEEAIQVB/ImEgwAhEwNAIBNBZGooAgBBAnRB4InEggBqQX82AgAgE0FoaigCAEECdEHgicSCAGpBfzYCACATQWxqKAIAQQJ0QeCJxIIAakF/NgIAIBNBcGooAgBBAnRB4InEggBqQX82AgAgE0F0aigCAEECdEHgicSCAGpBfzYCACATQXhqKAIAQQJ0QeCJxIIAakF/NgIAIBNBfGooAgBBAnRB4InEggBqQX82AgAgEygCAEECdEHgicSCAGpBfzYCACATQSBqIRMgBUEIaiEFIBRBfmoiFA0ACwsCQCAORQ0AIAVBAnQiE0HgiYSDAGooAgBBAnRB4InEggBqQX82AgAgE0HkiYSDAGooAgBBAnRB4InEggBqQX82AgAgE0HoiYSDAGooAgBBAnRB4InEggBqQX82AgAgE0HsiYSDAGooAgBBAnRB4InEggBqQX82AgALIBcgBkYNAQsgBkECdEHgiYSDAGohEyAYIAZrQQFqIQUDQCATKAIAQQJ0QeCJxIIAakF/NgIAIBNBBGohEyAFQX9qIgUNAAsLQQAhDkEAIBFBAXRBAXIiFDYCvImAgAAgF0EBcSESAkAgGEUNACAXQX5xIRFBACEOA0AgDkECdCIXQcCJxIAAaigCACETA0AgEyAUcSIFQQFqIRMgBUECdEHgicSCAGoiBigCAEF/Rw0ACyAGIA42AgAgF0HgiYSDAGogBTYCACAOQQFyIhdBAnQiD0HAicSAAGooAgAhEwNAIBMgFHEiBUEBaiETIAVBAnRB4InEggBqIgYoAgBBf0cNAAsgBiAXNgIAIA9B4ImEgwBqIAU2AgAgDkECaiIOIBFHDQALCyASRQ0BIA5BAnQiF0HAicSAAGooAgAhEwNAIBMgFHEiBUEBaiETIAVBAnRB4InEggBqIgYoAgBBf0cNAAsgBiAONgIAIBdB4ImEgwBqIAU2AgAMAQtBACARQQF0QQFyNgK8iYCAAAsgGEEDdCITQcCJpIIAaiAWOQMAIBNBwImEggBqIB05AwAgAEHAifSAAGpBACgC0InEggBBAWo2AgALQQAhE0EAQQAoAtCJxIIAQQFqNgLQicSCACAQQQFqIQAMAgtBAEEFNgLMicSCAAtBASETIAAhHwsgE0EBRw0ADAILC0EAIAM2AsyJxIIAIAAhHwsgAkEQaiSAgICAACAfC6cFBQR/BHwCewJ8AX4CQAJAAkACQCAAIAFODQBBACEGQQAhBwJAA0ACQAJAIABBwImAgABqLQAAIghBUGpB/wFxQQlLDQAgB0EBaiIJIAlBACAIQTBHGyAHGyEHIAZBCmwgCGpBUGohBgwBCyAIQd8BcUHFAEYNAgsgASAAQQFqIgBHDQALCyAHDQELRAAAAAAAAACARAAAAAAAAAAAIAQbIQIMAQtBACEAIANBaWpBU0kNASAHQRNKDQEgBiACIAJEAAAAAAAA8D2inEQAAAAAAADwwaKg/ANrtyIKIAKgIQsCQCADDQAgC5ogCyAEGyECDAELIAIgC6EgCqAhAgJAAkAgA0F/Sg0AIAIgC0GAiICAACADQQN0ayIIKwMAIgwgCyAMoyIKoiINoSAI/QoDACAK/SIBIg4gDv0MAAAAAgAAoEEAAAACAACgQf3yASIPIA8gDv3xAf3xASIO/fEBIg/9IQAiCyAP/SEBIhCiIA79IQAiESAQoiAO/SEBIhAgC6IgESAQoiANoaCgoKGgIAyjIQsMAQsgAiADQQN0QYCIgIAAaisDACIKoiAL/RQgCv0iASIOIA79DAAAAAIAAKBBAAAAAgAAoEH98gEiDyAPIA798QH98QEiDv3xASIP/SEAIgIgD/0hASIMoiACIA79IQEiDaIgDv0hACICIA2iIAsgCqIiCqEgAiAMoqCgoKAhCwsgCyAKoCIMvSISQoCAgICAgID4/wCDQoCAgICAgIDgfHy/IgIgAkQAAAAAAADgP6IgEqcbIAIgEkKAgICA8P//B4NQGyACIAsgCiAMoaAiC0QAAAAAAAAAAGMbRAAAAAAAAOA/oiALmaEgAkQAAAAAAAAQPqJjDQEgDJogDCAEGyECCyAFIAI5AwBBASEACyAAC6QCAQR/QQAhAiAAIQMCQCAAQQRqIAFKDQBBACECIAAhBANAIARBwImAgABqKAAAIgVB0dr45HxsQRF2IAVBgICitQFsckGT65zcAWwgAnNBDXdBBWxB5NbRsn5qIQIgBEEIaiEFIARBBGoiAyEEIAUgAUwNAAsLAkAgAyABTg0AIANBwImAgABqLQAAIQQCQCADQQFqIgUgAU4NACAFQcCJgIAAai0AAEEIdCAEciEECwJAIANBAmoiBSABTg0AIAVBwImAgABqLQAAQRB0IARyIQQLIARB0dr45HxsQRF2IARBgICitQFsckGT65zcAWwgAnMhAgsgAiABIABrcyIEQRB2IARzQeuUr694bCIEQQ12IARzQbXcypV8bCIEQRB2IARzCwvOAQIAQYAIC7gBAAAAAAAA8D8AAAAAAAAkQAAAAAAAAFlAAAAAAABAj0AAAAAAAIjDQAAAAAAAavhAAAAAAICELkEAAAAA0BJjQQAAAACE15dBAAAAAGXNzUEAAAAgX6ACQgAAAOh2SDdCAAAAopQabUIAAEDlnDCiQgAAkB7EvNZCAAA0JvVrDEMAgOA3ecNBQwCg2IVXNHZDAMhOZ23Bq0MAPZFg5FjhQ0CMtXgdrxVEUO/i1uQaS0SS1U0Gz/CARABBuAkLCAAAAQD/DwAA";

// src/read/trec-lines.ts
var Stop = { ...LoopStop, exact: 5 };
var lender2 = wasmLender(
  TREC_LINES_WASM,
  (x) => ({
    x,
    scores: new Float64Array(x.memory.buffer, x.scoresAt(), x.capacity()),
    ranks: new Float64Array(x.memory.buffer, x.ranksAt(), x.capacity()),
    ...docidViews(x)
  })
);
function borrowTrecLines(duplicates, maxPerQuery) {
  const t = lender2.borrow();
  if (t === null) return null;
  t.x.reset();
  t.x.configure(duplicates === "first" ? 1 : 0, Math.min(maxPerQuery, 2 ** 31 - 1));
  return t;
}
function returnTrecLines(t) {
  lender2.giveBack(t);
}

// src/read/run.ts
var JSONL_FIX = 'each JSONL line is one object {"qid","docid","score","rank"?,"tag"?} ("query_id" and "doc_id" work too)';
var ResultBlock = class {
  constructor(duplicates, label, maxPerQuery, capacity = 1024, borrow = false) {
    this.duplicates = duplicates;
    this.label = label;
    this.maxPerQuery = maxPerQuery;
    this.borrow = borrow;
    this.scores = new Float64Array(capacity);
    this.ranks = new Float64Array(capacity);
    this.lines = new Int32Array(capacity);
    this.hashes = new Uint32Array(capacity);
    this.docStart = new Int32Array(capacity);
    this.docEnd = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.arena = Buffer.alloc(capacity * 16);
    this.bytes = this.arena;
    this.table = new Int32Array(capacity * 4).fill(-1);
    this.mask = capacity * 4 - 1;
  }
  duplicates;
  label;
  maxPerQuery;
  borrow;
  qid = "";
  qidBytes = Buffer.alloc(64);
  qidLen = 0;
  /** Entries held (all distinct). */
  n = 0;
  scores;
  ranks;
  lines;
  hashes;
  docStart;
  docEnd;
  /** Where docStart/docEnd point: `arena`, or the buffer being read while borrowing. */
  bytes;
  arena;
  arenaLen = 0;
  /** Repeated docids dropped in this query under `duplicates: first`. */
  dropped = 0;
  /** A query without judgments that nobody asked for: its lines are counted, not kept. */
  skip = false;
  /** push's fields, in pushScanned's form. */
  one = { starts: new Int32Array(3), ends: new Int32Array(3), nums: new Float64Array(3) };
  /** Open-addressing table of entry indexes (-1 = free) over the docids, and each entry's slot (to clear it cheaply). */
  table;
  slots;
  mask;
  /**
   * Whether the table holds this query's entries: a query adopted from the WebAssembly loop and finished there never
   * fills it, and clearing its entries' stale slots at the next query cost a thousand writes a query.
   */
  placed = false;
  reset(qid, buf, s, e, skip = false) {
    this.qid = qid;
    const len = e - s;
    if (len > this.qidBytes.length) this.qidBytes = Buffer.alloc(len * 2);
    buf.copy(this.qidBytes, 0, s, e);
    this.qidLen = len;
    if (this.placed) for (let i = 0; i < this.n; i++) this.table[this.slots[i]] = -1;
    this.placed = false;
    this.n = 0;
    this.arenaLen = 0;
    this.bytes = this.arena;
    this.dropped = 0;
    this.skip = skip;
  }
  sameQid(buf, s, e) {
    return sameBytes(buf, s, e, this.qidBytes, this.qidLen);
  }
  push(buf, ds, de, score, rank, line) {
    const f = this.one;
    f.starts[2] = ds;
    f.ends[2] = de;
    f.nums[0] = rank;
    f.nums[1] = score;
    f.nums[2] = hashBytes(buf, ds, de);
    this.pushScanned(buf, f.starts, f.ends, f.nums, line);
  }
  /**
   * push, for a line the TREC scanner has taken apart: the docid is buf[starts[2], ends[2]), and nums holds its rank,
   * score and hash (hashBytes), in that order. The numbers are read here, from the scanner's arrays, rather than
   * passed as arguments: a double argument to a call V8 does not inline is boxed, two heap numbers per result line
   * (about 170 MB for the collector on a 7M-line run).
   */
  pushScanned(buf, starts, ends, nums, line) {
    if (this.skip) return;
    const ds = starts[2];
    const de = ends[2];
    const h = nums[2];
    let at = ds;
    let o = de;
    if (this.borrow && (this.n === 0 || this.bytes === buf)) {
      this.bytes = buf;
    } else {
      if (this.bytes !== this.arena) this.detach();
      const len = de - ds;
      if (this.arenaLen + len > this.arena.length) this.growArena(this.arenaLen + len);
      const arena = this.arena;
      at = this.arenaLen;
      o = at;
      for (let k = ds; k < de; k++) arena[o++] = buf[k];
    }
    const bytes = this.bytes;
    const table = this.table;
    let slot = h & this.mask;
    for (; ; ) {
      const j = table[slot];
      if (j === -1) break;
      if (this.hashes[j] === h && bytes.compare(bytes, at, o, this.docStart[j], this.docEnd[j]) === 0) {
        this.repeated(j, at, o, line);
        return;
      }
      slot = slot + 1 & this.mask;
    }
    if (this.n === this.scores.length) {
      this.grow(line);
      slot = h & this.mask;
      while (this.table[slot] !== -1) slot = slot + 1 & this.mask;
    }
    const i = this.n++;
    this.table[slot] = i;
    this.slots[i] = slot;
    this.placed = true;
    this.docStart[i] = at;
    this.docEnd[i] = o;
    if (bytes === this.arena) this.arenaLen = o;
    this.hashes[i] = h;
    this.scores[i] = nums[1];
    this.ranks[i] = nums[0];
    this.lines[i] = line;
  }
  /**
   * Takes the first `n` entries of columns filed elsewhere (the WebAssembly loop, read/trec-lines.ts) into this empty
   * block: afterwards the block is as if pushScanned had filed them. The columns grow as push would have grown them (so
   * a query past the results limit is refused at the same line), and `table`: the docid table is built too, for a
   * query that goes on in JavaScript (a query about to be finished needs none).
   */
  adopt(from, n, arenaBytes, dropped, table) {
    if (this.n !== 0) throw new Error("ResultBlock.adopt: the block is not empty");
    let cap = this.scores.length;
    while (cap < n) cap = this.nextCapacity(cap);
    if (cap !== this.scores.length) this.resize(cap);
    this.scores.set(from.scores.subarray(0, n));
    this.ranks.set(from.ranks.subarray(0, n));
    this.lines.set(from.lines.subarray(0, n));
    this.hashes.set(from.hashes.subarray(0, n));
    this.docStart.set(from.docStart.subarray(0, n));
    this.docEnd.set(from.docEnd.subarray(0, n));
    if (arenaBytes > this.arena.length) this.growArena(arenaBytes);
    from.arena.copy(this.arena, 0, 0, arenaBytes);
    this.bytes = this.arena;
    this.arenaLen = arenaBytes;
    this.n = n;
    this.dropped += dropped;
    if (table) this.placeAll();
  }
  /**
   * Moves the docids of the entries held out of the buffer they were borrowed from (about to be refilled) into the
   * block's own arena.
   */
  detach() {
    if (this.bytes === this.arena) return;
    const from = this.bytes;
    let need = 0;
    for (let i = 0; i < this.n; i++) need += this.docEnd[i] - this.docStart[i];
    if (need > this.arena.length) this.growArena(need);
    const arena = this.arena;
    let o = 0;
    for (let i = 0; i < this.n; i++) {
      const e = this.docEnd[i];
      const s = this.docStart[i];
      this.docStart[i] = o;
      for (let k = s; k < e; k++) arena[o++] = from[k];
      this.docEnd[i] = o;
    }
    this.arenaLen = o;
    this.bytes = this.arena;
  }
  growArena(need) {
    const bigger = Buffer.alloc(Math.max(this.arena.length * 2, need));
    this.arena.copy(bigger, 0, 0, this.arenaLen);
    this.arena = bigger;
    this.bytes = bigger;
  }
  /** The docid at bytes[s, e) repeats entry j's: refused, or dropped under `duplicates: first`. */
  repeated(j, s, e, line) {
    if (this.duplicates === "error") {
      throw new InputError(
        `document ${quote(this.bytes.toString("utf8", s, e))} appears twice for query ${quote(this.qid)} (first at line ${this.lines[j]})`,
        { file: this.label, line },
        "remove the repeated result, or set policy.duplicates: first to keep the first"
      );
    }
    this.dropped++;
  }
  /**
   * Doubles the columns and the table (kept at most a quarter full: a new docid, nearly every line, finds its free
   * slot at the first or second probe); refuses a query past the results limit.
   */
  grow(line) {
    if (this.n >= this.maxPerQuery) {
      throw new InputError(
        `query ${quote(this.qid)} has more than ${countText(this.maxPerQuery)} results`,
        { file: this.label, line },
        `rankgate holds at most max(${countText(LIMITS.resultsPerQueryFloor)}, ${LIMITS.resultsPerQueryDepthFactor} \xD7 depth) results per query; cut the run to its top results`
      );
    }
    this.resize(this.nextCapacity(this.scores.length));
  }
  /** The columns' next size: double, within the results limit (but one more than `cap`, for the refusal's line). */
  nextCapacity(cap) {
    return Math.min(cap * 2, Math.max(this.maxPerQuery, cap + 1));
  }
  /** Columns of `cap` entries holding the current ones, and a docid table sized for them. */
  resize(cap) {
    const f = (a) => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const i32 = (a) => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.scores = f(this.scores);
    this.ranks = f(this.ranks);
    this.lines = i32(this.lines);
    this.docStart = i32(this.docStart);
    this.docEnd = i32(this.docEnd);
    this.slots = new Int32Array(cap);
    const h = new Uint32Array(cap);
    h.set(this.hashes);
    this.hashes = h;
    let size = this.table.length;
    while (size < cap * 4) size <<= 1;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.placeAll();
  }
  /** Puts every entry held into the docid table (empty, sized for them). */
  placeAll() {
    this.placed = true;
    for (let i = 0; i < this.n; i++) {
      let slot = this.hashes[i] & this.mask;
      while (this.table[slot] !== -1) slot = slot + 1 & this.mask;
      this.table[slot] = i;
      this.slots[i] = slot;
    }
  }
  /**
   * Byte-order comparison (strcmp, as trec_eval) of entry a's docid with entry b's: negative when a < b, positive
   * when a > b. A byte loop: docids are short, and a native compare call costs more than the compare.
   */
  cmpDoc(a, b) {
    const bytes = this.bytes;
    let i = this.docStart[a];
    let j = this.docStart[b];
    const ea = this.docEnd[a];
    const eb = this.docEnd[b];
    for (; i < ea && j < eb; i++, j++) {
      const d = bytes[i] - bytes[j];
      if (d !== 0) return d;
    }
    return ea - i - (eb - j);
  }
  docid(i) {
    return this.bytes.toString("utf8", this.docStart[i], this.docEnd[i]);
  }
};
var NotGrouped = class extends Error {
};
async function readRun(path, qrels, opts, onQuery) {
  try {
    return await readRunPass(path, qrels, opts, onQuery, false);
  } catch (e) {
    if (!(e instanceof NotGrouped)) throw e;
    return readRunPass(path, qrels, opts, onQuery, true);
  }
}
async function readRunPass(path, qrels, opts, onQuery, ungrouped) {
  const label = opts.label ?? path;
  const limits = opts.limits ?? LIMITS;
  const maxPerQuery = opts.maxPerQuery ?? limits.resultsPerQueryCeiling;
  const meta = {};
  const tags = /* @__PURE__ */ new Set();
  const tagBytes = [];
  const runOnly = [];
  const runOnlySeen = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const blocks = /* @__PURE__ */ new Map();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(4);
  const badRanks = { count: 0, example: "" };
  let format;
  let sawData = false;
  let results = 0;
  let duplicatesDropped = 0;
  let lastData = 0;
  let block = null;
  const shared = new ResultBlock(opts.duplicates, label, maxPerQuery, 1024, true);
  const ignored = new ResultBlock(opts.duplicates, label, maxPerQuery, 1);
  const finish = (b) => {
    duplicatesDropped += b.dropped;
    if (b.skip) return;
    onQuery(b, qrels.queries.get(b.qid) ?? new QueryJudgments(b.qid));
  };
  const seenIds = /* @__PURE__ */ new Map();
  const known = (buf, s, e, h) => {
    const list = seenIds.get(h);
    if (list === void 0) return null;
    for (const k of list) {
      if (!sameBytes(buf, s, e, k.bytes)) continue;
      if (k.block !== null) return k.block;
      ignored.reset(k.qid, buf, s, e, true);
      return ignored;
    }
    return null;
  };
  const remember = (buf, s, e, h, qid, block2) => {
    const k = { bytes: Buffer.from(buf.subarray(s, e)), qid, block: block2 };
    const list = seenIds.get(h);
    if (list === void 0) seenIds.set(h, [k]);
    else list.push(k);
  };
  const startQuery = (buf, s, e) => {
    let h = 0;
    if (ungrouped) {
      h = hashBytes(buf, s, e);
      const b = known(buf, s, e, h);
      if (b !== null) return b;
    }
    const qid = buf.toString("utf8", s, e);
    const judged = qrels.queries.has(qid);
    if (!judged && !runOnlySeen.has(qid)) {
      runOnlySeen.add(qid);
      runOnly.push(qid);
    }
    const skip = !judged && !opts.unjudgedQueries;
    if (ungrouped) {
      if (skip) {
        remember(buf, s, e, h, qid, null);
        ignored.reset(qid, buf, s, e, true);
        return ignored;
      }
      let b = blocks.get(qid);
      if (!b) {
        b = new ResultBlock(opts.duplicates, label, maxPerQuery, 16);
        b.reset(qid, buf, s, e);
        blocks.set(qid, b);
      }
      remember(buf, s, e, h, qid, b);
      return b;
    }
    if (seen.has(qid)) throw new NotGrouped();
    seen.add(qid);
    shared.reset(qid, buf, s, e, skip);
    return shared;
  };
  const sampleTag = (buf, s, e) => {
    for (const t of tagBytes) if (sameBytes(buf, s, e, t)) return;
    tags.add(buf.toString("utf8", s, e));
    tagBytes.push(Buffer.from(buf.subarray(s, e)));
  };
  const takeScanned = (buf, lineNo, same) => {
    if (block === null || !(same || block.sameQid(buf, starts[0], ends[0]))) {
      if (block !== null && !ungrouped) finish(block);
      block = startQuery(buf, starts[0], ends[0]);
      if (tags.size < 8) sampleTag(buf, starts[5], ends[5]);
    }
    block.pushScanned(buf, starts, ends, nums, lineNo);
  };
  const takeScannedJson = (buf, lineNo) => {
    if (starts[5] >= 0 && tags.size < 8) sampleTag(buf, starts[5], ends[5]);
    if (block === null || !block.sameQid(buf, starts[0], ends[0])) {
      if (block !== null && !ungrouped) finish(block);
      block = startQuery(buf, starts[0], ends[0]);
    }
    block.pushScanned(buf, starts, ends, nums, lineNo);
  };
  const loop = ungrouped ? null : borrowTrecLines(opts.duplicates, maxPerQuery);
  let inLoop = false;
  const copy = new ChunkCopy();
  const handOver = (goesOn) => {
    if (!inLoop) return;
    inLoop = false;
    const x = loop.x;
    block.adopt(loop, x.held(), x.heldBytes(), x.droppedHere(), goesOn);
  };
  const trecStretch = (buf, pos, end, counter, t) => {
    const base = copy.into(t.input, buf, pos, end);
    const x = t.x;
    while (pos < end) {
      if (!inLoop) {
        const nl = block === null ? -1 : scanTrecLine(buf, pos, starts, ends, nums, block.qidBytes, block.qidLen);
        if (nl < 0) return pos;
        if (nums[3] !== 1 && !block.sameQid(buf, starts[0], ends[0])) {
          finish(block);
          block = startQuery(buf, starts[0], ends[0]);
          if (tags.size < 8) sampleTag(buf, starts[5], ends[5]);
          inLoop = x.startQuery(starts[0] - base, ends[0] - base, block.skip ? 1 : 0) !== 0;
        }
        if (!inLoop) {
          results++;
          lastData = counter.next();
          block.pushScanned(buf, starts, ends, nums, lastData);
          pos = nl + 1;
          continue;
        }
      }
      x.setLine(counter.count);
      const stop = x.scan(pos - base, end - base) + base;
      const taken = x.lineAt() - counter.count;
      if (taken > 0) {
        results += taken;
        lastData = counter.advance(taken);
      }
      pos = stop;
      const why = x.stopReason();
      if (why === Stop.end) break;
      if (why === Stop.newQuery) {
        handOver(false);
        continue;
      }
      if (why === Stop.exact) {
        const nl = scanTrecLine(buf, pos, starts, ends, nums, block.qidBytes, block.qidLen);
        if (nl >= 0) {
          x.setLine(counter.count);
          if (x.push(starts[2] - base, ends[2] - base, nums[2], nums[1], nums[0]) === Stop.end) {
            results++;
            lastData = counter.next();
            pos = nl + 1;
            continue;
          }
        }
      }
      handOver(true);
      if (why === Stop.general || why === Stop.exact) return pos;
    }
    return pos;
  };
  const stretch = (buf, pos, end, counter) => {
    if (format === "trec") {
      if (loop !== null && end - pos <= loop.input.length) return trecStretch(buf, pos, end, counter, loop);
      while (pos < end) {
        const nl = block === null ? -1 : scanTrecLine(buf, pos, starts, ends, nums, block.qidBytes, block.qidLen);
        if (nl < 0) return pos;
        results++;
        lastData = counter.next();
        takeScanned(buf, lastData, nums[3] === 1);
        pos = nl + 1;
      }
    } else if (format === "jsonl") {
      while (pos < end) {
        const nl = scanJsonResult(buf, pos, starts, ends, nums);
        if (nl < 0) return pos;
        results++;
        lastData = counter.next();
        takeScannedJson(buf, lastData);
        pos = nl + 1;
      }
    }
    return pos;
  };
  let facts;
  try {
    facts = await readLines(
      path,
      (buf, s, e, lineNo) => {
        handOver(true);
        const c0 = buf[s];
        if (c0 === 32 || c0 === 9 || c0 === 35 || s === e) {
          const blank = isBlank(buf, s, e);
          if (blank || isComment(buf, s, e)) {
            checkBlankRun(label, lineNo, lastData, limits);
            if (!blank && !sawData) {
              const m = /^\s*#\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(buf.toString("utf8", s, e));
              if (m && !(m[1] in meta)) meta[m[1]] = m[2];
            }
            return;
          }
        }
        if (!format) {
          const c = buf[firstNonBlank(buf, s, e)];
          if (c === 91) {
            throw new InputError(
              "is a JSON array, not JSONL (one JSON object per line)",
              { file: label, line: lineNo, column: 1 },
              "write one object per line, e.g. jq -c '.[]' FILE > FILE.jsonl"
            );
          }
          format = c === 123 ? "jsonl" : "trec";
        }
        sawData = true;
        results++;
        lastData = lineNo;
        if (format === "trec") {
          const n = splitFields(buf, s, e, starts, ends, 6);
          if (n < 6) {
            throw new InputError(
              `expected 6 fields "qid Q0 docid rank score tag", found ${n}`,
              { file: label, line: lineNo, column: 1 },
              "TREC run lines are: query id, Q0, document id, rank, score, run tag"
            );
          }
          const score = parseNumber(buf, starts[4], ends[4]);
          if (Number.isNaN(score)) {
            throw new InputError(
              `score ${quote(buf.toString("utf8", starts[4], ends[4]))} is not a number`,
              { file: label, line: lineNo, column: starts[4] - s + 1 },
              "write a finite decimal score such as 12.5 or 1.5e-3"
            );
          }
          let rank = parseNumber(buf, starts[3], ends[3]);
          if (!Number.isInteger(rank)) {
            if (badRanks.count++ === 0) badRanks.example = quote(buf.toString("utf8", starts[3], ends[3]), 40);
            rank = NaN;
          }
          nums[0] = rank;
          nums[1] = score;
          nums[2] = hashBytes(buf, starts[2], ends[2]);
          takeScanned(buf, lineNo, false);
        } else {
          const r = parseJsonResult(buf.toString("utf8", s, e), label, lineNo, badRanks);
          if (r.tag !== void 0 && tags.size < 8) tags.add(r.tag);
          const qb = Buffer.from(r.qid, "utf8");
          if (block === null || !block.sameQid(qb, 0, qb.length)) {
            if (block !== null && !ungrouped) finish(block);
            block = startQuery(qb, 0, qb.length);
          }
          const db = Buffer.from(r.docid, "utf8");
          block.push(db, 0, db.length, r.score, r.rank, lineNo);
        }
      },
      // The buffer a chunk was read into is refilled next: the query being read keeps its docids in its own arena.
      {
        label,
        range: opts.range,
        hash: opts.hash,
        stretch,
        limits,
        chunkDone: () => shared.detach(),
        readInto: loop?.input
      }
    );
    handOver(false);
  } finally {
    returnTrecLines(loop);
  }
  if (!sawData)
    throw new InputError(
      "holds no results (only comments or blank lines)",
      { file: label },
      "a run needs at least one result line"
    );
  if (ungrouped) {
    for (const b of blocks.values()) finish(b);
  } else if (block !== null) {
    finish(block);
  }
  return {
    facts,
    format,
    meta,
    tags: [...tags],
    runOnly,
    queries: ungrouped ? blocks.size + countUnkept(runOnly, blocks) : seen.size,
    results,
    duplicatesDropped,
    badRanks
  };
}
function sameBytes(buf, s, e, bytes, len = bytes.length) {
  if (e - s !== len) return false;
  for (let i = 0; i < len; i++) if (buf[s + i] !== bytes[i]) return false;
  return true;
}
function countUnkept(runOnly, blocks) {
  let n = 0;
  for (const q of runOnly) if (!blocks.has(q)) n++;
  return n;
}
var Found = class extends Error {
};
async function queryLine(path, label, qid) {
  let found = null;
  try {
    await readLines(
      path,
      (buf, s, e, lineNo) => {
        const f = firstNonBlank(buf, s, e);
        if (f === e || buf[f] === 35) return;
        let q;
        if (buf[f] === 123) {
          try {
            q = parseJsonResult(buf.toString("utf8", s, e), label, lineNo, { count: 0, example: "" }).qid;
          } catch {
            return;
          }
        } else {
          let j = f;
          while (j < e && buf[j] !== 32 && buf[j] !== 9) j++;
          q = buf.toString("utf8", f, j);
        }
        if (q === qid) {
          found = lineNo;
          throw new Found();
        }
      },
      { label, hash: false }
    );
  } catch (e) {
    if (!(e instanceof Found)) throw e;
  }
  return found;
}
function scanTrecLine(buf, s, starts, ends, nums, q, qlen) {
  let i = s;
  let c = buf[i];
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32 || c === 35) return -1;
  starts[0] = i;
  let k = 0;
  while (k < qlen && c === q[k]) {
    c = buf[++i];
    k++;
  }
  const same = k === qlen && (c === 32 || c === 9);
  while (c > 32) c = buf[++i];
  ends[0] = i;
  if (c !== 32 && c !== 9) return -1;
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32) return -1;
  starts[1] = i;
  while (c > 32) c = buf[++i];
  ends[1] = i;
  if (c !== 32 && c !== 9) return -1;
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32) return -1;
  starts[2] = i;
  while (c > 32) c = buf[++i];
  ends[2] = i;
  if (c !== 32 && c !== 9) return -1;
  while (c === 32 || c === 9) c = buf[++i];
  const rs = i;
  let rank = 0;
  while (c >= 48 && c <= 57) {
    rank = rank * 10 + (c - 48);
    c = buf[++i];
  }
  if (i === rs || i - rs > 15 || c !== 32 && c !== 9) return -1;
  starts[3] = rs;
  ends[3] = i;
  while (c === 32 || c === 9) c = buf[++i];
  starts[4] = i;
  let neg = false;
  if (c === 45 || c === 43) {
    neg = c === 45;
    c = buf[++i];
  }
  let mant = 0;
  const ds = i;
  while (c >= 48 && c <= 57) {
    mant = mant * 10 + (c - 48);
    c = buf[++i];
  }
  let digits = i - ds;
  let frac = 0;
  if (c === 46) {
    c = buf[++i];
    const fs = i;
    while (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      c = buf[++i];
    }
    frac = i - fs;
    digits += frac;
  }
  if (digits === 0) return -1;
  let e10 = -frac;
  if (c === 101 || c === 69) {
    c = buf[++i];
    let eneg = false;
    if (c === 45 || c === 43) {
      eneg = c === 45;
      c = buf[++i];
    }
    const es = i;
    let ex = 0;
    while (c >= 48 && c <= 57) {
      ex = ex * 10 + (c - 48);
      c = buf[++i];
    }
    if (i === es || i - es > 5) return -1;
    e10 += eneg ? -ex : ex;
  }
  if (c !== 32 && c !== 9) return -1;
  ends[4] = i;
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32) return -1;
  starts[5] = i;
  while (c > 32) c = buf[++i];
  ends[5] = i;
  if (c === 13) {
    if (buf[i + 1] !== 10) return -1;
  } else if (c !== 10 && c !== 32 && c !== 9) return -1;
  const v = scaledDecimal(buf, starts[4], ends[4], mant, e10, neg);
  if (!Number.isFinite(v)) return -1;
  nums[0] = rank;
  nums[1] = v;
  nums[2] = hashBytes(buf, starts[2], ends[2]);
  nums[3] = same ? 1 : 0;
  while (c !== 10) c = buf[++i];
  return i;
}
function firstNonBlank(buf, s, e) {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  return s;
}
var KEYS = { qid: ["qid", "query_id"], docid: ["docid", "doc_id"] };
function parseJsonResult(text, file, line, badRanks) {
  let v;
  try {
    v = parseJsonLine(text);
  } catch (e) {
    if (!(e instanceof JsonError)) throw e;
    throw new InputError(`is not valid JSON: ${e.message}`, { file, line, column: e.column }, JSONL_FIX);
  }
  if (!isObject(v)) throw new InputError("is not a JSON object", { file, line, column: 1 }, JSONL_FIX);
  const qid = jsonId(v, KEYS.qid, file, line);
  const docid = jsonId(v, KEYS.docid, file, line);
  const score = v.get("score");
  if (!(score instanceof JsonNumber) || !Number.isFinite(score.value)) {
    throw new InputError(
      score === void 0 ? '"score" is missing' : `score ${shown(score)} is not a ${score instanceof JsonNumber ? "finite number" : "number"}`,
      { file, line, column: 1 },
      'write "score" as a JSON number within \xB11.7e308'
    );
  }
  let rank = NaN;
  const r = v.get("rank");
  if (r !== void 0) {
    if (r instanceof JsonNumber && Number.isSafeInteger(r.value)) rank = r.value;
    else if (badRanks.count++ === 0) badRanks.example = shown(r);
  }
  let tag;
  for (const key of ["tag", "run"]) {
    const t = v.get(key);
    if (t === void 0 || tag !== void 0) continue;
    if (t instanceof JsonNumber) tag = t.text;
    else if (typeof t === "string" && ID.test(t)) tag = t;
    else {
      throw new InputError(
        `"${key}" ${shown(t)} is not a run name: a non-empty string without spaces, or a number`,
        { file, line, column: 1 },
        `write e.g. "${key}": "dense-v2", or leave it out`
      );
    }
  }
  return { qid, docid, score: score.value, rank, tag };
}
var ID = /^[^\s\u0000-\u001f\u007f]+$/;
function jsonId(o, keys2, file, line) {
  const present = keys2.filter((k) => o.has(k));
  if (present.length > 1) {
    throw new InputError(
      `both "${present[0]}" and "${present[1]}" are given`,
      { file, line, column: 1 },
      `keep one of them`
    );
  }
  const key = present[0] ?? keys2[0];
  const x = o.get(key);
  if (typeof x === "string" && keys2 === KEYS.qid && x.startsWith("#")) {
    throw new InputError(
      `"${key}" ${quote(x, 40)} starts with "#"`,
      { file, line, column: 1 },
      'query ids may not start with "#": TREC files read such lines as comments'
    );
  }
  if (typeof x === "string" && ID.test(x)) return x;
  if (x instanceof JsonNumber) return x.text;
  throw new InputError(
    x === void 0 ? `"${keys2[0]}" is missing` : `"${key}" must be a non-empty string without spaces`,
    { file, line, column: 1 },
    `add "${keys2[0]}" (or "${keys2[1]}") to every line`
  );
}
function shown(v) {
  if (v instanceof JsonNumber) return v.text;
  if (typeof v === "string") return quote(v, 40);
  if (v === null || typeof v === "boolean") return String(v);
  return Array.isArray(v) ? "an array" : "an object";
}

// src/score/rank.ts
async function readRankedRun(path, qrels, opts, onList) {
  const label = opts.label ?? path;
  const ranker = new Ranker(opts.policy, opts.keep, label, opts.reuse);
  const judged = /* @__PURE__ */ new Map();
  const read = await readRun(
    path,
    qrels,
    {
      duplicates: opts.policy.duplicates,
      unjudgedQueries: opts.unjudgedQueries,
      range: opts.range,
      hash: opts.hash,
      label,
      maxPerQuery: resultsPerQuery(opts.policy.depth)
    },
    (block, judgments) => {
      const list = ranker.rank(block, judgments);
      judged.set(list.qid, list.judged);
      onList(list);
    }
  );
  let judgedResults = 0;
  for (const j of judged.values()) judgedResults += j;
  return { ...read, judgedResults };
}
var Ranker = class {
  constructor(policy, keep, label, reuse = false) {
    this.policy = policy;
    this.keep = keep;
    this.label = label;
    this.reuse = reuse;
  }
  policy;
  keep;
  label;
  reuse;
  ord = new Int32Array(1024);
  /** The radix sort's keys (a query's scores negated, or a tie's docid prefixes) and arrays, reused query after query. */
  negated = new Float64Array(0);
  scratch = new SortScratch();
  /** A large tie's results, copied out while they are put back in docid order. */
  tie = new Int32Array(0);
  /** Each rank's result (placedByRank). */
  byRank = new Int32Array(0);
  /** The reused buffers (opts.reuse); empty otherwise. */
  grades = new Float64Array(0);
  scores = new Float64Array(0);
  hashes = new Uint32Array(0);
  rank(b, q) {
    let n = b.n;
    if (this.ord.length < n) this.ord = new Int32Array(n * 2);
    const ord = this.ord;
    const sc = b.scores;
    const rk = b.ranks;
    let rankAlong = 0;
    let rankAgainst = 0;
    let monotone = true;
    ord[0] = 0;
    for (let i = 1; i < n; i++) {
      ord[i] = i;
      const ds = sc[i] - sc[i - 1];
      if (ds > 0) monotone = false;
      const dr = rk[i] - rk[i - 1];
      if (dr > 0 ? ds < 0 : dr < 0 && ds > 0) rankAlong++;
      else if (dr > 0 ? ds > 0 : dr < 0 && ds < 0) rankAgainst++;
    }
    const { ties, depth } = this.policy;
    if (ties === "file") {
      ord.subarray(0, n).sort((x, y) => b.lines[x] - b.lines[y]);
    } else if (ties === "rank") {
      for (let i = 0; i < n; i++) {
        if (Number.isNaN(b.ranks[ord[i]])) {
          throw new InputError(
            "ties: rank needs a rank for every result",
            { file: this.label, line: b.lines[ord[i]] },
            'add "rank" to each JSONL line or a whole number as the 4th field of each TREC line, or use another ties policy'
          );
        }
      }
      ord.subarray(0, n).sort((x, y) => b.ranks[x] - b.ranks[y] || b.scores[y] - b.scores[x] || b.cmpDoc(y, x));
    } else {
      this.sortByScore(b, n, monotone);
    }
    const retrieved = n;
    let limit = Math.min(n, depth);
    if ((ties === "expected" || ties === "trec_eval") && limit < n) {
      const s = b.scores[ord[limit - 1]];
      while (limit < n && b.scores[ord[limit]] === s) limit++;
    }
    n = limit;
    if (this.reuse && this.grades.length < n) {
      const cap = Math.max(n, this.grades.length * 2);
      this.grades = new Float64Array(cap);
      this.scores = new Float64Array(cap);
      this.hashes = new Uint32Array(cap);
    }
    const grades = this.reuse ? this.grades.subarray(0, n) : new Float64Array(n);
    const scores = this.reuse ? this.scores.subarray(0, n) : new Float64Array(n);
    const hashes = this.reuse ? this.hashes.subarray(0, n) : new Uint32Array(n);
    const docids = [];
    const keep = Math.min(n, this.keep);
    for (let i = 0; i < keep; i++) docids.push(b.docid(ord[i]));
    const bytes = b.bytes;
    const bHashes = b.hashes;
    const docStart = b.docStart;
    const docEnd = b.docEnd;
    const qGrades = q.grades;
    let judged = 0;
    for (let i = 0; i < n; i++) {
      const k = ord[i];
      scores[i] = sc[k];
      const h = bHashes[k];
      const j = q.lookup(bytes, docStart[k], docEnd[k], h);
      if (j < 0) grades[i] = NaN;
      else {
        grades[i] = qGrades[j];
        judged++;
      }
      hashes[i] = h;
    }
    return {
      qid: b.qid,
      judgments: q,
      n,
      depth: Math.min(depth, retrieved),
      grades,
      scores,
      docids,
      hashes,
      judged,
      retrieved,
      rankAlong,
      rankAgainst
    };
  }
  /** Score descending, then docid descending in byte order (trec_eval). Most runs arrive sorted: only tie runs are sorted then. */
  sortByScore(b, n, monotone) {
    const ord = this.ord;
    const sc = b.scores;
    if (!monotone && !this.placedByRank(b, n)) {
      if (this.negated.length < n) this.negated = new Float64Array(Math.max(n, this.negated.length * 2));
      const keys2 = this.negated.subarray(0, n);
      for (let i2 = 0; i2 < n; i2++) keys2[i2] = -sc[i2];
      ord.set(ascendingOrder(keys2, this.scratch));
    }
    let i = 0;
    while (i < n) {
      let j = i + 1;
      while (j < n && sc[ord[j]] === sc[ord[i]]) j++;
      if (j - i === 2) {
        if (b.cmpDoc(ord[i], ord[i + 1]) < 0) {
          const t = ord[i];
          ord[i] = ord[i + 1];
          ord[i + 1] = t;
        }
      } else if (j - i <= 16) insertionByDocid(b, ord, i, j);
      else this.byDocid(b, i, j);
      i = j;
    }
  }
  /**
   * ord as the results' rank fields place them, when those are n distinct whole numbers from the smallest one up and
   * the scores never rise along them: that is then a score order (its ties are put in docid order after), found in
   * three passes instead of a sort. A run written in another order than its ranks, as a writer that does not sort
   * leaves it, is put in order this way (one-core `compare` of such a pair 0.93× the CPU, bench/README.md,
   * twenty-second session). False, ord untouched, for ranks that do not say it: missing, repeated, with gaps, or
   * against the scores.
   */
  placedByRank(b, n) {
    const rk = b.ranks;
    const sc = b.scores;
    let min = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const r = rk[i];
      if (r < min) min = r;
      else if (r !== r) return false;
    }
    if (!Number.isInteger(min)) return false;
    if (this.byRank.length < n) this.byRank = new Int32Array(Math.max(n, this.byRank.length * 2));
    const at = this.byRank;
    at.fill(-1, 0, n);
    for (let i = 0; i < n; i++) {
      const k = rk[i] - min;
      if (!(k < n) || k !== Math.floor(k) || at[k] !== -1) return false;
      at[k] = i;
    }
    for (let k = 1; k < n; k++) if (sc[at[k]] > sc[at[k - 1]]) return false;
    this.ord.set(at.subarray(0, n));
    return true;
  }
  /**
   * ord[s, e), one score's results, by docid descending: by a radix sort on the docids' first six bytes, then each run
   * that shares them by comparison. A large tie (a run that gives every result one score) was sorted by a comparison
   * function per pair; the six bytes tell most docids apart (MS MARCO's passage ids up to their last digit).
   */
  byDocid(b, s, e) {
    const m = e - s;
    const ord = this.ord;
    if (this.negated.length < m) this.negated = new Float64Array(Math.max(m, this.negated.length * 2));
    if (this.tie.length < m) this.tie = new Int32Array(Math.max(m, this.tie.length * 2));
    const keys2 = this.negated.subarray(0, m);
    const tie = this.tie.subarray(0, m);
    tie.set(ord.subarray(s, e));
    for (let k = 0; k < m; k++) keys2[k] = -docPrefix(b, tie[k]);
    const order = ascendingOrder(keys2, this.scratch);
    for (let k = 0; k < m; k++) ord[s + k] = tie[order[k]];
    for (let k = 0; k < m; ) {
      let x = k + 1;
      while (x < m && keys2[order[x]] === keys2[order[k]]) x++;
      if (x - k > 16) ord.subarray(s + k, s + x).sort((p, q) => b.cmpDoc(q, p));
      else if (x - k > 1) insertionByDocid(b, ord, s + k, s + x);
      k = x;
    }
  }
};
function insertionByDocid(b, ord, s, e) {
  for (let x = s + 1; x < e; x++) {
    const d = ord[x];
    let y = x - 1;
    while (y >= s && b.cmpDoc(ord[y], d) < 0) {
      ord[y + 1] = ord[y];
      y--;
    }
    ord[y + 1] = d;
  }
}
function docPrefix(b, i) {
  const bytes = b.bytes;
  const start = b.docStart[i];
  const end = b.docEnd[i];
  let v = 0;
  for (let k = start; k < start + 6; k++) v = v * 256 + (k < end ? bytes[k] : 0);
  return v;
}

// src/score/shards.ts
import { createHash as createHash2 } from "node:crypto";
function combineReads(reads, label) {
  const shards = reads.flatMap((r) => r.shards ?? [r.facts]);
  const sha256 = shards.some((s) => s.sha256 === "") ? "" : createHash2("sha256").update(shards.map((s) => `${s.sha256}  ${s.path}
`).join("")).digest("hex");
  const tags = [];
  for (const r of reads) for (const t of r.tags) if (!tags.includes(t) && tags.length < 8) tags.push(t);
  const total = (f) => reads.reduce((s, r) => s + f(r), 0);
  return {
    facts: {
      path: label,
      sha256,
      lines: sum(shards, "lines"),
      bytes: sum(shards, "bytes"),
      gzip: shards.some((s) => s.gzip)
    },
    format: reads[0].format,
    meta: reads[0].meta,
    tags,
    runOnly: reads.flatMap((r) => r.runOnly),
    queries: total((r) => r.queries),
    results: total((r) => r.results),
    judgedResults: total((r) => r.judgedResults),
    duplicatesDropped: total((r) => r.duplicatesDropped),
    badRanks: {
      count: total((r) => r.badRanks.count),
      example: reads.find((r) => r.badRanks.count > 0)?.badRanks.example ?? ""
    },
    shards
  };
}
function sum(facts, key) {
  return facts.reduce((s, f) => s + f[key], 0);
}
function repeatedRunOnly(reads) {
  const owner = /* @__PURE__ */ new Map();
  for (let k = 0; k < reads.length; k++) {
    for (const q of reads[k].runOnly) {
      const first = owner.get(q);
      if (first !== void 0 && first !== k) return { qid: q, first, second: k };
      owner.set(q, k);
    }
  }
  return null;
}
var AnsweredTwice = class extends Error {
  constructor(qid, first, second) {
    super(`query ${qid} is in shards ${first} and ${second}`);
    this.qid = qid;
    this.first = first;
    this.second = second;
  }
  qid;
  first;
  second;
};
async function answeredTwice(qid, first, second) {
  const line = await queryLine(second.path, second.label, qid);
  return new InputError(
    `query ${quote(qid)} is answered by two shards of the run: ${first.label} and this file`,
    { file: second.label, line: line ?? void 0 },
    "split the run by query, so that each query's results are in exactly one shard (e.g. shard N of M takes the queries whose position modulo M is N)"
  );
}

// src/measures/measure.ts
var MIN_GEO_MEAN = 1e-5;
var numberParam = (z) => z.union(
  [
    z.number().refine(Number.isFinite, "must be a finite number"),
    // Plain decimal only, as every number a person types (read/number.ts): p=08, p=.8, rel=0x1 and 1e400 are
    // refused rather than read as 8, 0.8, 1 or Infinity.
    z.string().trim().refine((t) => !Number.isNaN(decimalOrNaN(t)), "must be a plain decimal number (e.g. 0.8 or 2)").transform(Number)
  ],
  { error: "must be a number" }
);
var relParam = (z) => numberParam(z).optional();
var relOnlyParams = (z) => z.strictObject({ rel: relParam(z) });
var noParams = (z) => z.strictObject({});
var boolParam = (z) => z.union(
  [
    z.boolean(),
    z.enum(["True", "true", "False", "false", "1", "0"]).transform((s) => s === "True" || s === "true" || s === "1")
  ],
  { error: "must be True or False" }
);
var gainsParam = (z) => z.union([
  z.array(z.tuple([z.number(), z.number()])),
  z.string().transform((text, ctx) => {
    const body = text.trim().replace(/^\{/, "").replace(/\}$/, "").trim();
    const out = [];
    if (body === "") {
      ctx.addIssue({ code: "custom", message: "gains must list at least one grade:gain pair" });
      return z.NEVER;
    }
    for (const pair of body.split(",")) {
      const [g, v, extra] = pair.split(":").map((s) => s.trim());
      if (extra !== void 0 || g === void 0 || v === void 0 || Number.isNaN(decimalOrNaN(g)) || Number.isNaN(decimalOrNaN(v))) {
        ctx.addIssue({
          code: "custom",
          message: `gains entry "${pair.trim()}" must be grade:gain with plain decimal numbers (e.g. 2:3)`
        });
        return z.NEVER;
      }
      if (out.some(([x]) => x === Number(g))) {
        ctx.addIssue({ code: "custom", message: `gains lists grade ${Number(g)} twice` });
        return z.NEVER;
      }
      out.push([Number(g), Number(v)]);
    }
    return out.sort((a, b) => a[0] - b[0]);
  })
]);
var trecGainsParam = (z) => z.union([
  z.array(z.tuple([z.string(), z.number()])),
  z.string().transform((text, ctx) => {
    const out = [];
    for (const pair of text.split(",")) {
      const eq = pair.indexOf("=");
      if (eq < 0) {
        ctx.addIssue({ code: "custom", message: `"${pair}" must be level=gain` });
        return z.NEVER;
      }
      out.push([pair.slice(0, eq), atof(pair.slice(eq + 1))]);
    }
    return out;
  })
]);
function atof(text) {
  const m = /^[ \t\n\r\f\v]*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(text);
  return m ? Number(m[1]) : 0;
}
function atol(text) {
  const m = /^[ \t\n\r\f\v]*([+-]?\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}
function param(spec, key, fallback) {
  const v = spec.params[key];
  return v === void 0 ? fallback : v;
}
function relOf(spec, relevance) {
  const r = spec.params.rel;
  return typeof r === "number" ? r : relevance;
}

// src/measures/lists.ts
var logs = new Float64Array(0);
function log2At(i) {
  if (i >= logs.length) {
    const d = new Float64Array(Math.max(i + 1, logs.length * 2, 1024));
    for (let k = 0; k < d.length; k++) d[k] = Math.log2(k + 2);
    logs = d;
  }
  return logs[i];
}
function isUnjudged(g, q) {
  return g !== g || q.negative === "unjudged" && g < 0;
}
function relevantCount(q, rel) {
  const a = q.judged;
  const skipNegative = q.negative === "unjudged";
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] >= rel && !(skipNegative && a[i] < 0)) c++;
  return c;
}
function nonrelevantCount(q, rel) {
  const a = q.judged;
  const skipNegative = q.negative === "unjudged";
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] < rel && !(skipNegative && a[i] < 0)) c++;
  return c;
}
function relevantIn(grades, L, rel) {
  let c = 0;
  for (let i = 0; i < L; i++) if (grades[i] >= rel) c++;
  return c;
}
function unjudgedIn(grades, L, q) {
  let c = 0;
  for (let i = 0; i < L; i++) if (isUnjudged(grades[i], q)) c++;
  return c;
}
function setValue(out, value, num = 0, den = 1) {
  out.value = value;
  out.num = num;
  out.den = den;
}
var MEMO_SLOTS = 12;
var memoJudged = new Array(MEMO_SLOTS).fill(null);
var memoValues = Array.from({ length: MEMO_SLOTS }, () => /* @__PURE__ */ new Map());
var memoAt = 0;
function perQuery(q, key, compute) {
  if (q.judged !== memoJudged[memoAt]) {
    let slot = memoJudged.indexOf(q.judged);
    if (slot < 0) {
      slot = (memoAt + 1) % MEMO_SLOTS;
      memoJudged[slot] = q.judged;
      memoValues[slot].clear();
    }
    memoAt = slot;
  }
  const values = memoValues[memoAt];
  const hit = values.get(key);
  if (hit !== void 0) return hit;
  const v = compute();
  values.set(key, v);
  return v;
}
function tieGroups(scores, n, starts) {
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || scores[i] !== scores[i - 1]) starts[g++] = i;
  }
  starts[g] = n;
  return g;
}
function mixedGroups(grades, starts, groups, out) {
  let m = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (b - a < 2) continue;
    const g0 = grades[a];
    for (let i = a + 1; i < b; i++) {
      const g = grades[i];
      if (g !== g0 && !(g !== g && g0 !== g0)) {
        out[m++] = gi;
        break;
      }
    }
  }
  return m;
}
var SMALL_GROUP = 32;
var keys = new Float64Array(64);
function reorderGroups(key, grades, n, starts, listed, count, best, out) {
  for (let i = 0; i < n; i++) out[i] = grades[i];
  for (let k = 0; k < count; k++) {
    const gi = listed[k];
    reorderGroup(key, grades, starts[gi], starts[gi + 1], best, out);
  }
}
function reorderGroup(key, grades, a, b, best, out) {
  if (b - a < 2) return;
  const g0 = grades[a];
  let same = true;
  for (let i = a + 1; i < b && same; i++) {
    const g = grades[i];
    same = g === g0 || g !== g && g0 !== g0;
  }
  if (same) return;
  if (keys.length < b - a) keys = new Float64Array(2 * (b - a));
  if (keysOf(key, out, a, b)) return;
  if (b - a > SMALL_GROUP) {
    if (!reorderByKeyValues(a, b, best, out)) {
      const seg = Array.from(out.subarray(a, b));
      seg.sort((x, y) => best ? key(y) - key(x) : key(x) - key(y));
      for (let i = a; i < b; i++) out[i] = seg[i - a];
    }
    return;
  }
  if (best) for (let i = 0; i < b - a; i++) keys[i] = -keys[i];
  insertionByKey(out, keys, a, b);
}
function keysOf(key, out, a, b) {
  let g = out[a];
  let k = key(g);
  const k0 = k;
  let uniform = true;
  keys[0] = k;
  for (let i = a + 1; i < b; i++) {
    const next = out[i];
    if (!(next === g || next !== next && g !== g)) {
      g = next;
      k = key(g);
      uniform = uniform && k === k0;
    }
    keys[i - a] = k;
  }
  return uniform && k0 === k0;
}
var FEW_KEYS = 8;
var held = new Float64Array(64);
function reorderByKeyValues(a, b, best, out) {
  const values = [];
  for (let i = 0; i < b - a; i++) {
    const k = keys[i];
    if (k !== k) return false;
    if (!values.includes(k)) {
      if (values.length === FEW_KEYS) return false;
      values.push(k);
    }
  }
  values.sort((x, y) => best ? y - x : x - y);
  if (held.length < b - a) held = new Float64Array(2 * (b - a));
  for (let i = a; i < b; i++) held[i - a] = out[i];
  let w = a;
  for (const v of values) for (let i = 0; i < b - a; i++) if (keys[i] === v) out[w++] = held[i];
  return true;
}
function insertionByKey(out, keys2, a, b) {
  for (let i = a + 1; i < b; i++) {
    const k = keys2[i - a];
    const v = out[i];
    let j = i - 1;
    while (j >= a && keys2[j - a] > k) {
      keys2[j + 1 - a] = keys2[j - a];
      out[j + 1] = out[j];
      j--;
    }
    keys2[j + 1 - a] = k;
    out[j + 1] = v;
  }
}
function expectedCount(grades, groups, L, hit) {
  const { starts, count } = groups;
  let c = 0;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    c += r * (Math.min(b, L) - a) / (b - a);
  }
  return c;
}
function countVariance(grades, groups, L, hit) {
  const { starts, count } = groups;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= L) return 0;
    if (b <= L) continue;
    const N = b - a;
    const t = L - a;
    let K = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) K++;
    if (N < 2) return 0;
    return t * (K / N) * (1 - K / N) * ((N - t) / (N - 1));
  }
  return 0;
}
function expectedLinear(grades, groups, L, value, weight) {
  const { starts, count } = groups;
  let s = 0;
  for (let gi = 0; gi < count; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let v = 0;
    for (let i = a; i < b; i++) v += value(grades[i]);
    if (v === 0) continue;
    let w = 0;
    const end = Math.min(b, L);
    for (let i = a; i < end; i++) w += weight(i);
    s += v / (b - a) * w;
  }
  return s;
}
function probabilityNone(grades, groups, L, hit) {
  const { starts, count } = groups;
  let none = 1;
  for (let gi = 0; gi < count && none > 0; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= L) break;
    const size = b - a;
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    const t = Math.min(b, L) - a;
    let p = 1;
    for (let j = 0; j < t; j++) p *= (size - r - j) / (size - j);
    none *= Math.max(p, 0);
  }
  return none;
}
function logChoose(n, k) {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
var LOG_FACT = [0];
function logFactorial(n) {
  for (let i = LOG_FACT.length; i <= n; i++) LOG_FACT.push(LOG_FACT[i - 1] + Math.log(i));
  return LOG_FACT[n];
}
var scratch = new Float64Array(1024);
var judgedScratch = new Float64Array(64);
var tmp = { value: 0, num: 0, den: 1 };
function optimisticByCount(m, grades, depth, q, relevance, out, maxK = Infinity) {
  m.ordered(grades, depth, q, out);
  let best = out.value;
  let bestNum = out.num;
  let bestDen = out.den;
  const n = Math.min(depth, grades.length);
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  const list = scratch.subarray(0, n);
  list.set(grades.subarray(0, n));
  const J = q.judged.length;
  let k = 0;
  for (let i = 0; i < n && k < maxK; i++) {
    if (!isUnjudged(list[i], q)) continue;
    list[i] = relevance;
    k++;
    if (judgedScratch.length < J + k) {
      const b = new Float64Array((J + k) * 2);
      b.set(judgedScratch.subarray(0, J + k - 1));
      judgedScratch = b;
    }
    judgedScratch.set(q.judged, 0);
    judgedScratch.fill(relevance, J, J + k);
    const facts = {
      ...q,
      judged: judgedScratch.slice(0, J + k),
      maxGrade: Math.max(q.maxGrade, relevance)
    };
    m.ordered(list, n, facts, tmp);
    if (tmp.value > best) {
      best = tmp.value;
      bestNum = tmp.num;
      bestDen = tmp.den;
    }
  }
  setValue(out, best, bestNum, bestDen);
}
function allUnjudgedRelevant(m, grades, depth, q, relevance, limit, out) {
  const n = Math.min(depth, grades.length);
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  const list = scratch.subarray(0, n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const g = grades[i];
    if (i < limit && isUnjudged(g, q)) {
      list[i] = relevance;
      k++;
    } else list[i] = g;
  }
  const judged = new Float64Array(q.judged.length + k);
  judged.set(q.judged);
  judged.fill(relevance, q.judged.length);
  m.ordered(list, n, { ...q, judged, maxGrade: Math.max(q.maxGrade, relevance) }, out);
}
function maxOfValueAnd(m, grades, depth, q, out, other) {
  m.ordered(grades, depth, q, out);
  const v = out.value;
  const num = out.num;
  const den = out.den;
  other(tmp);
  if (tmp.value > v) setValue(out, tmp.value, tmp.num, tmp.den);
  else setValue(out, v, num, den);
}

// src/measures/ap.ts
var AP = {
  kind: "AP",
  aliases: ["map", "ap"],
  summary: "precision at each relevant retrieved document, summed and divided by R (trec_eval map / map_cut)",
  cutoff: "optional",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: E[rel_i \xB7 relevant above i] from pairwise co-occurrence within a tie group",
    optimistic: "exact maximum over k of judging the k highest-ranked unjudged documents in the window relevant (the best k for every k), in one pass",
    ties: "exact"
  },
  trecEval: [
    { name: "map", order: 5, params: "none", value: "double", spec: () => ({ params: {} }) },
    {
      name: "map_cut",
      order: 27,
      params: "long-cutoffs",
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "AP@100",
  bind: (spec, relevance) => bindAP(spec, relevance)
};
var suffix = new Float64Array(1024);
function bindAP(spec, relevance) {
  const rel = relOf(spec, relevance);
  const k = spec.cutoff;
  const window = (depth) => k === void 0 ? depth : Math.min(k, depth);
  return {
    spec,
    rel,
    exactRange: true,
    ordered(grades, depth, q, out) {
      const L = window(depth);
      let c = 0;
      let s = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      const R2 = relevantCount(q, rel);
      setValue(out, c > 0 && R2 > 0 ? s / R2 : 0);
    },
    expected(grades, depth, q, groups, out) {
      const R2 = relevantCount(q, rel);
      const L = window(depth);
      const { starts, count } = groups;
      let before = 0;
      let s = 0;
      for (let gi = 0; gi < count && R2 > 0; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (grades[i] >= rel) r++;
        if (r > 0) {
          const end = Math.min(b, L);
          const pRel = r / size;
          const pPair = size > 1 ? r * (r - 1) / (size * (size - 1)) : 0;
          for (let i = a; i < end; i++) s += (pRel * (before + 1) + (i - a) * pPair) / (i + 1);
        }
        before += r;
      }
      setValue(out, R2 > 0 ? s / R2 : 0);
    },
    orderKey: (g) => g >= rel ? 1 : 0,
    optimistic(grades, depth, q, relevance2, out) {
      const L = window(depth);
      const R2 = relevantCount(q, rel);
      let s = 0;
      let c = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      setValue(out, c > 0 && R2 > 0 ? s / R2 : 0);
      if (relevance2 < rel) return;
      if (suffix.length < L + 1) suffix = new Float64Array(L * 2 + 1);
      suffix[L] = 0;
      for (let i = L - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + (grades[i] >= rel ? 1 / (i + 1) : 0);
      let best = out.value;
      let relAbove = 0;
      let k2 = 0;
      for (let i = 0; i < L; i++) {
        const g = grades[i];
        if (g >= rel) relAbove++;
        else if (isUnjudged(g, q)) {
          relAbove++;
          k2++;
          s += relAbove / (i + 1) + suffix[i + 1];
          const v = s / (R2 + k2);
          if (v > best) best = v;
        }
      }
      setValue(out, best);
    }
  };
}

// src/measures/bin-g.ts
var BinG = {
  kind: "binG",
  aliases: ["bing"],
  summary: "binary G: \u03A3 1 / log2(2 + documents not relevant above) over relevant retrieved, divided by R",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "upper bound: the judged relevant documents' terms with every unjudged document judged relevant, the new ones at most 1, over R + u",
    ties: "exact"
  },
  trecEval: [{ name: "binG", order: 19, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "binG",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const sum2 = (grades, depth, allRelevant, q) => {
      let relSoFar = 0;
      let s = 0;
      for (let i = 0; i < depth; i++) {
        const g = grades[i];
        const made = allRelevant && isUnjudged(g, q);
        if (g >= rel || made) {
          relSoFar++;
          if (!made) s += 1 / log2At(1 + i - relSoFar);
        }
      }
      return { s, relSoFar };
    };
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        const { s, relSoFar } = sum2(grades, depth, false, q);
        setValue(out, relSoFar ? s / relevantCount(q, rel) : 0);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        if (u === 0) return;
        const { s } = sum2(grades, depth, true, q);
        const R2 = relevantCount(q, rel);
        setValue(out, Math.max(out.value, R2 > 0 ? s / R2 : 0, (s + u) / (R2 + u)));
      }
    };
  }
};

// src/measures/gains.ts
var gainParams = (z) => z.strictObject({
  // log2 with linear gains is the default: dropped, so nDCG(dcg='log2')@10 is nDCG@10
  dcg: z.enum(["log2", "exp-log2"], { error: "must be 'log2' or 'exp-log2'" }).transform((d) => d === "log2" ? void 0 : d).optional(),
  gains: gainsParam(z).optional(),
  trec_gains: trecGainsParam(z).optional()
}).superRefine((p, ctx) => {
  if ([p.dcg, p.gains, p.trec_gains].filter((x) => x !== void 0).length > 1)
    ctx.addIssue({ code: "custom", message: "give one of dcg, gains or trec_gains" });
  const problem = p.trec_gains ? trecPairsProblem(p.trec_gains) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
function trecGainParams(z, extra) {
  return z.strictObject({ ...extra, trec_gains: trecGainsParam(z).optional() }).superRefine((p, ctx) => {
    const pairs = p.trec_gains;
    const problem = pairs ? trecPairsProblem(pairs) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
function gainSpec(spec) {
  const p = spec.params;
  if (p.trec_gains !== void 0) return { type: "trec", pairs: p.trec_gains };
  if (p.gains !== void 0) return { type: "map", gains: p.gains };
  if (p.dcg === "exp-log2") return { type: "exp-log2" };
  return { type: "linear" };
}
function validInt(s) {
  return /^[+-]?\d+$/.test(s);
}
function gainFunction(g) {
  switch (g.type) {
    case "linear":
      return (x) => x > 0 ? x : 0;
    case "exp-log2":
      return (x) => x > 0 ? 2 ** x - 1 : 0;
    case "map": {
      const m = new Map(g.gains.map(([a, b]) => [a, b]));
      return (x) => m.get(x) ?? 0;
    }
    case "trec": {
      const m = /* @__PURE__ */ new Map();
      for (const [name, v] of g.pairs) if (validInt(name) && !m.has(atol(name))) m.set(atol(name), v);
      return (x) => x >= 0 ? m.get(x) ?? x : 0;
    }
    default: {
      const never = g;
      throw new Error(`unknown gain ${JSON.stringify(never)}`);
    }
  }
}
function trecGainLevels(pairs, q) {
  const counts = [];
  for (let i = 0; i < q.judged.length; i++) {
    const g = q.judged[i];
    if (g >= 0) counts[g] = (counts[g] ?? 0) + 1;
  }
  const levels = [];
  for (const [name, gain] of pairs) if (validInt(name)) levels.push({ level: atol(name), gain, count: 0 });
  for (let i = 0; i < counts.length; i++) {
    const found = levels.find((l) => l.level === i);
    if (found) found.count = counts[i] ?? 0;
    else levels.push({ level: i, gain: i, count: counts[i] ?? 0 });
  }
  return glibcMergeSort(levels, (a, b) => truncToInt(a.gain - b.gain));
}
function truncToInt(x) {
  if (x !== x) return 0;
  return Math.max(-2147483648, Math.min(2147483647, Math.trunc(x)));
}
function glibcMergeSort(items, cmp) {
  if (items.length <= 1) return items.slice();
  const n1 = items.length >> 1;
  const left = glibcMergeSort(items.slice(0, n1), cmp);
  const right = glibcMergeSort(items.slice(n1), cmp);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) out.push(cmp(left[i], right[j]) <= 0 ? left[i++] : right[j++]);
  while (i < left.length) out.push(left[i++]);
  while (j < right.length) out.push(right[j++]);
  return out;
}
function trecIdealGains(levels) {
  const out = [];
  let cur = levels.length - 1;
  let gain = cur >= 0 ? levels[cur].gain : 0;
  let atLevel = 0;
  while (gain > 0) {
    atLevel++;
    while (cur >= 0 && atLevel > levels[cur].count) {
      atLevel = 1;
      cur--;
      gain = cur >= 0 ? levels[cur].gain : 0;
    }
    if (gain > 0) out.push(gain);
  }
  return out;
}
function idealGains(g, gain, q) {
  if (g.type === "trec") return trecIdealGains(trecGainLevels(g.pairs, q));
  const out = [];
  for (let i = 0; i < q.judged.length; i++) {
    const x = q.judged[i];
    if (q.negative === "unjudged" && x < 0) continue;
    const v = gain(x);
    if (v > 0) out.push(v);
  }
  return descending(out);
}
var FEW = 8;
function descending(xs) {
  const values = fewValues;
  const counts = fewCounts;
  let distinct = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    let d = 0;
    while (d < distinct && values[d] !== x) d++;
    if (d === distinct) {
      if (distinct === FEW) {
        const sorted = Float64Array.from(xs).sort();
        for (let j = 0; j < xs.length; j++) xs[j] = sorted[xs.length - 1 - j];
        return xs;
      }
      values[distinct] = x;
      counts[distinct++] = 0;
    }
    counts[d]++;
  }
  for (let a = 1; a < distinct; a++) {
    const v = values[a];
    const c = counts[a];
    let b = a - 1;
    for (; b >= 0 && values[b] < v; b--) {
      values[b + 1] = values[b];
      counts[b + 1] = counts[b];
    }
    values[b + 1] = v;
    counts[b + 1] = c;
  }
  let at = 0;
  for (let d = 0; d < distinct; d++) for (let c = 0; c < counts[d]; c++) xs[at++] = values[d];
  return xs;
}
var fewValues = new Float64Array(FEW);
var fewCounts = new Int32Array(FEW);
function sharedIdealGains(g, gain, q) {
  return perQuery(q, g, () => idealGains(g, gain, q));
}
function idealDcg(key, g, gain, q, k) {
  return perQuery(q, key, () => {
    const gains = sharedIdealGains(g, gain, q);
    let s = 0;
    const lim = Math.min(k, gains.length);
    for (let i = 0; i < lim; i++) s += gains[i] / log2At(i);
    return s;
  });
}
var MAX_LEVEL = 1e5;
function checkGains(spec, qrels) {
  const g = gainSpec(spec);
  if (g.type !== "map" && g.type !== "trec") return;
  checkGradesAgainst(spec, qrels, g);
}
function checkLevels(spec, qrels) {
  checkGradesAgainst(spec, qrels, { type: "trec", pairs: [] });
}
function checkGradesAgainst(spec, qrels, g) {
  const listed = g.type === "map" ? new Set(g.gains.map(([a]) => a)) : null;
  for (const q of qrels.queries.values()) {
    for (let i = 0; i < q.grades.length; i++) {
      const x = q.grades[i];
      if (listed && x > 0 && !listed.has(x)) {
        throw new InputError(
          `${spec.label} gives no gain for grade ${x} (query "${q.qid}", document "${q.docids[i]}")`,
          { file: qrels.facts.path, line: q.lineList[i] },
          `add ${x}:<gain> to the gains map`
        );
      }
      if (!listed && x > MAX_LEVEL) {
        throw new InputError(
          `${spec.label} uses trec_eval's gain levels, one per grade from 0; grade ${x} (query "${q.qid}") is above ${MAX_LEVEL}`,
          { file: qrels.facts.path, line: q.lineList[i] },
          "use grades such as 0\u20134, or gains={grade:gain,...}"
        );
      }
      if (!listed && !Number.isInteger(x)) {
        throw new InputError(
          `${spec.label} uses trec_eval's gain levels, which are whole grades; grade ${x} (query "${q.qid}") is not one`,
          { file: qrels.facts.path, line: q.lineList[i] },
          "use gains={grade:gain,...} for decimal grades"
        );
      }
    }
  }
}
function trecPairsProblem(pairs) {
  const seen = /* @__PURE__ */ new Set();
  for (const [name] of pairs) {
    if (!validInt(name)) continue;
    const level = atol(name);
    if (level < 0)
      return `level ${name} is negative: trec_eval would give that gain to documents outside the judgments`;
    if (seen.has(level))
      return `level ${level} is listed twice: trec_eval would use whichever it happens to sort first`;
    seen.add(level);
  }
  return null;
}
function levelGain(levels) {
  const m = /* @__PURE__ */ new Map();
  for (const l of levels) if (!m.has(l.level)) m.set(l.level, l.gain);
  return (x) => x >= 0 ? m.get(x) ?? 0 : 0;
}
function trecGainsSpec({ pairs }) {
  return { params: pairs?.length ? { trec_gains: pairs } : {} };
}
function trecPairs(spec) {
  return spec.params.trec_gains ?? [];
}
var IdealWalk = class {
  constructor(levels) {
    this.levels = levels;
    this.cur = levels.length - 1;
    this.gain = this.cur >= 0 ? levels[this.cur].gain : 0;
  }
  levels;
  cur;
  atLevel = 0;
  gain;
  /** Moves to the next ideal position and returns its gain (0 once the positive gains are used up). */
  next() {
    this.atLevel++;
    while (this.cur >= 0 && this.atLevel > this.levels[this.cur].count) {
      this.atLevel = 1;
      this.cur--;
      this.gain = this.cur >= 0 ? this.levels[this.cur].gain : 0;
    }
    return this.gain;
  }
};

// src/measures/dcg.ts
var DCG = {
  kind: "DCG",
  aliases: ["dcg"],
  summary: "\u03A3 gain / log2(rank + 1) over the top k, not normalised (gains as nDCG's)",
  cutoff: "optional",
  params: gainParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: each tie group contributes its mean gain times its discounts (linearity)",
    optimistic: "exact maximum: every unjudged document in the top k judged relevant (no ideal to raise)",
    ties: "exact (higher gain first / last)"
  },
  trecEval: [{ name: "dcg", order: 21, params: "pairs", value: "double", spec: trecGainsSpec }],
  example: "DCG@10",
  checkJudgments: checkGains,
  bind(spec) {
    const gain = gainFunction(gainSpec(spec));
    const k = spec.cutoff ?? Infinity;
    const sum2 = (grades, L, extra) => {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const v = extra(grades[i]);
        if (v !== 0) s += v / log2At(i);
      }
      return s;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (grades, depth, _q, out) => setValue(out, sum2(grades, Math.min(k, depth), gain)),
      expected: (grades, depth, _q, groups, out) => setValue(
        out,
        expectedLinear(grades, groups, Math.min(k, depth), gain, (i) => 1 / log2At(i))
      ),
      orderKey: (g) => gain(g),
      optimistic(grades, depth, q, relevance, out) {
        const gr = Math.max(gain(relevance), 0);
        setValue(
          out,
          sum2(grades, Math.min(k, depth), (g) => isUnjudged(g, q) ? gr : gain(g))
        );
      }
    };
  }
};

// src/measures/bpref.ts
var Bpref = {
  kind: "Bpref",
  aliases: ["bpref"],
  summary: "preferences of relevant over judged non-relevant documents that the ranking keeps, over R (unjudged skipped)",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: the judged non-relevant documents above a relevant one in its tie group are hypergeometric",
    optimistic: "exact maximum: for every k, the k highest-ranked unjudged documents judged relevant (R grows to R + k), in one pass with running counts",
    ties: "exact (relevant, then unjudged, then non-relevant)"
  },
  trecEval: [{ name: "bpref", order: 8, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "Bpref",
  bind: (spec, relevance) => bindBpref(spec, relevance)
};
var nonrelAboveRel = new Int32Array(1024);
var nonrelAboveUnj = new Int32Array(1024);
var prefU = new Float64Array(1024);
function bindBpref(spec, relevance) {
  const rel = relOf(spec, relevance);
  const cls = (g, q) => isUnjudged(g, q) ? -1 : g >= rel ? 1 : 0;
  return {
    spec,
    rel,
    exactRange: true,
    ordered(grades, depth, q, out) {
      const R2 = relevantCount(q, rel);
      if (R2 === 0) return setValue(out, 0);
      const denom = Math.min(nonrelevantCount(q, rel), R2);
      let nonrel = 0;
      let s = 0;
      for (let i = 0; i < depth; i++) {
        const c = cls(grades[i], q);
        if (c < 0) continue;
        if (c === 0) nonrel++;
        else s += nonrel > 0 ? 1 - Math.min(nonrel, R2) / denom : 1;
      }
      setValue(out, s / R2);
    },
    expected(grades, depth, q, groups, out) {
      const R2 = relevantCount(q, rel);
      if (R2 === 0) return setValue(out, 0);
      const denom = Math.min(nonrelevantCount(q, rel), R2);
      const f = (x) => x > 0 ? 1 - Math.min(x, R2) / denom : 1;
      const { starts, count } = groups;
      let nonrelBefore = 0;
      let s = 0;
      for (let gi = 0; gi < count; gi++) {
        const a = starts[gi];
        if (a >= depth) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        let z = 0;
        for (let i = a; i < b; i++) {
          const c = cls(grades[i], q);
          if (c === 1) r++;
          else if (c === 0) z++;
        }
        if (r > 0) {
          const M = size - 1;
          const slots = Math.min(size, depth - a);
          let e = 0;
          for (let p = 0; p < slots; p++) {
            const base = logChoose(M, p);
            for (let y = Math.max(0, p - (M - z)); y <= Math.min(z, p); y++) {
              e += Math.exp(logChoose(z, y) + logChoose(M - z, p - y) - base) * f(nonrelBefore + y);
            }
          }
          s += r * e / size;
        }
        nonrelBefore += z;
      }
      setValue(out, s / R2);
    },
    orderKey: (g, q) => {
      const c = cls(g, q);
      return c === 1 ? 2 : c < 0 ? 1 : 0;
    },
    optimistic(grades, depth, q, relevance2, out) {
      this.ordered(grades, depth, q, out);
      if (relevance2 < rel) return;
      const R2 = relevantCount(q, rel);
      const N = nonrelevantCount(q, rel);
      if (nonrelAboveRel.length < depth) {
        nonrelAboveRel = new Int32Array(depth * 2);
        nonrelAboveUnj = new Int32Array(depth * 2);
      }
      let nj = 0;
      let nu = 0;
      let nonrel = 0;
      for (let i = 0; i < depth; i++) {
        const g = grades[i];
        if (isUnjudged(g, q)) {
          nonrelAboveUnj[nu++] = nonrel;
        } else if (g >= rel) nonrelAboveRel[nj++] = nonrel;
        else nonrel++;
      }
      let best = out.value;
      let pj = 0;
      let sumJ = 0;
      let pu = 0;
      if (prefU.length < nu + 1) prefU = new Float64Array(nu * 2 + 1);
      prefU[0] = 0;
      for (let t = 0; t < nu; t++) prefU[t + 1] = prefU[t] + nonrelAboveUnj[t];
      for (let k = 1; k <= nu; k++) {
        const Rk = R2 + k;
        while (pj < nj && nonrelAboveRel[pj] < Rk) sumJ += nonrelAboveRel[pj++];
        while (pu < nu && nonrelAboveUnj[pu] < Rk) pu++;
        const m = Math.min(pu, k);
        const partU = prefU[m] + Rk * (k - m);
        const D = Math.min(N, Rk);
        const minSum = sumJ + Rk * (nj - pj) + partU;
        const total = nj + k - (D > 0 ? minSum / D : 0);
        const v = total / Rk;
        if (v > best) best = v;
      }
      setValue(out, best);
    }
  };
}

// src/measures/err.ts
var ERR = {
  kind: "ERR",
  aliases: ["err"],
  summary: "expected reciprocal rank, satisfaction (2^grade \u2212 1) / 2^max; max = the judgments' highest grade, or ERR(max=4) as gdeval and ir_measures",
  cutoff: "required",
  params: (z) => z.strictObject({ max: numberParam(z).optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: per tie group, means of elementary symmetric polynomials of the non-satisfaction probabilities",
    optimistic: "exact maximum: ERR rises with every satisfaction probability, so every unjudged document in the top k judged relevant (or none, when that would raise the default max)",
    ties: "exact (higher grade first / last)"
  },
  example: "ERR@10",
  bind(spec) {
    const k = spec.cutoff;
    const fixed = param(spec, "max", void 0);
    const top = (q) => fixed ?? q.maxGrade;
    const prob = (g, max) => {
      if (!(g > 0) || !(max > 0)) return 0;
      return (2 ** Math.min(g, max) - 1) / 2 ** max;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const L = Math.min(k, depth);
        const max = top(q);
        let s = 0;
        let notYet = 1;
        for (let i = 0; i < L; i++) {
          const p = prob(grades[i], max);
          s += notYet * p / (i + 1);
          notYet *= 1 - p;
        }
        setValue(out, s);
      },
      expected(grades, depth, q, groups, out) {
        const L = Math.min(k, depth);
        const max = top(q);
        const { starts, count } = groups;
        let s = 0;
        let notYet = 1;
        for (let gi = 0; gi < count && notYet > 0; gi++) {
          const a = starts[gi];
          if (a >= L) break;
          const b = starts[gi + 1];
          const size = b - a;
          const probs = [];
          for (let i = a; i < b; i++) probs.push(prob(grades[i], max));
          const T = Math.min(size, L - a);
          const levels = [...new Set(probs)].sort((x, y) => x - y);
          let e = 0;
          for (const v of levels) {
            if (v === 0) continue;
            const n = probs.filter((p) => p === v).length;
            const others = [];
            let skipped = false;
            for (const p of probs) {
              if (p === v && !skipped) {
                skipped = true;
                continue;
              }
              others.push(1 - p);
            }
            const means = meanElementarySymmetric(others, T - 1);
            let part = 0;
            for (let t = 0; t < T; t++) part += means[t] / (a + t + 1);
            e += n / size * v * part;
          }
          s += notYet * e;
          for (const p of probs) notYet *= 1 - p;
        }
        setValue(out, s);
      },
      orderKey: (g) => g > 0 ? g : 0,
      optimistic(grades, depth, q, relevance, out) {
        maxOfValueAnd(
          this,
          grades,
          depth,
          q,
          out,
          (o) => allUnjudgedRelevant(this, grades, depth, q, relevance, Math.min(k, depth), o)
        );
      }
    };
  }
};
function meanElementarySymmetric(xs, maxT) {
  const E = new Float64Array(Math.max(maxT, 0) + 1);
  E[0] = 1;
  for (let n = 0; n < xs.length; n++) {
    const x = xs[n];
    const top = Math.min(n + 1, maxT);
    for (let s = top; s >= 1; s--) {
      E[s] = (n + 1 - s) / (n + 1) * (s <= n ? E[s] : 0) + s / (n + 1) * x * E[s - 1];
    }
  }
  return E;
}

// src/measures/g.ts
var G = {
  kind: "G",
  aliases: [],
  summary: "trec_eval's normalised gain G (experimental); gains trec_gains='level=gain,\u2026'",
  cutoff: "none",
  params: (z) => trecGainParams(z, {}),
  aggregation: "mean",
  optimistic: "search",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "the maximum over k of judging the k highest-ranked unjudged documents relevant (one evaluation per k; not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: "the values of the two key orders (higher gain first / last)"
  },
  trecEval: [{ name: "G", order: 20, params: "pairs", value: "double", spec: trecGainsSpec }],
  example: "G",
  checkJudgments: checkLevels,
  bind(spec) {
    const pairs = trecPairs(spec);
    return {
      spec,
      rel: 1,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        const minCost = 1;
        let resultsG = 0;
        let sumResults = 0;
        let sumIdeal = 0;
        let sumCost = 0;
        let i = 0;
        for (; i < depth && walk.gain > 0; i++) {
          const rg = gainOf(grades[i]);
          sumResults += rg;
          const ideal = walk.next();
          if (ideal > 0) sumIdeal += ideal;
          if (ideal >= minCost) sumCost += ideal;
          else sumCost += minCost;
          if (rg !== 0) resultsG += rg / Math.log2(2 + sumCost - sumResults);
        }
        for (; i < depth; i++) {
          const rg = gainOf(grades[i]);
          sumResults += rg;
          sumCost += minCost;
          if (rg !== 0) resultsG += rg / Math.log2(2 + sumCost - sumResults);
        }
        while (walk.gain > 0) {
          const ideal = walk.next();
          if (ideal > 0) sumIdeal += ideal;
        }
        setValue(out, sumIdeal > 0 ? resultsG / sumIdeal : 0);
      },
      orderKey: (x) => x >= 0 ? x : 0,
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      }
    };
  }
};

// src/measures/gm-map.ts
var GMAP = {
  kind: "gm_map",
  aliases: ["gmap"],
  summary: "AP per query, geometric mean over queries (each value floored at 0.00001, as trec_eval does)",
  cutoff: "optional",
  params: relOnlyParams,
  aggregation: "geometric",
  optimistic: "exact",
  notes: { expected: "exact, as AP", optimistic: "as AP", ties: "exact, as AP" },
  trecEval: [
    { name: "gm_map", order: 6, params: "none", value: "double", only: "summary", spec: () => ({ params: {} }) }
  ],
  example: "gm_map",
  bind: (spec, relevance) => bindAP(spec, relevance)
};

// src/measures/gm-bpref.ts
var GMBpref = {
  kind: "gm_bpref",
  aliases: ["gmbpref"],
  summary: "Bpref per query, geometric mean over queries (each value floored at 0.00001)",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "geometric",
  optimistic: "exact",
  notes: { expected: "exact, as Bpref", optimistic: "as Bpref", ties: "exact, as Bpref" },
  trecEval: [
    { name: "gm_bpref", order: 15, params: "none", value: "double", only: "summary", spec: () => ({ params: {} }) }
  ],
  example: "gm_bpref",
  bind: (spec, relevance) => bindBpref(spec, relevance)
};

// src/measures/infap.ts
var EPSILON = 1e-5;
var infAP = {
  kind: "infAP",
  aliases: ["infap"],
  summary: "inferred AP: AP estimated from a sampled pool (negative grades = pooled but not judged)",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "upper bound: each judged relevant document's term with every unjudged document above it judged relevant (terms only rise), each newly relevant document's term at most 1, over R + u",
    ties: "not exact: the values of the two key orders (relevant, non-relevant, outside the pool), which need not be the extremes when negative grades are tied with others"
  },
  trecEval: [{ name: "infAP", order: 14, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "infAP",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const pooledUnjudged = (g, negative) => negative === "unjudged" && g < 0;
    const terms = (grades, depth, q, relevantUnjudged) => {
      const negative = q.negative;
      let nonrel = 0;
      let relSoFar = 0;
      let unj = 0;
      let judged = 0;
      let added = 0;
      for (let j = 0; j < depth; j++) {
        const g = grades[j];
        const outside = relevantUnjudged ? isUnjudged(g, q) : g !== g;
        if (outside && !relevantUnjudged) continue;
        if (!outside && pooledUnjudged(g, negative)) {
          unj++;
          continue;
        }
        if (!outside && g < rel) nonrel++;
        else {
          relSoFar++;
          let t;
          if (j === 0) t = 1;
          else {
            const fj = j;
            t = 1 / (fj + 1) + fj / (fj + 1) * ((relSoFar - 1 + nonrel + unj) / fj) * ((relSoFar - 1 + EPSILON) / (relSoFar - 1 + nonrel + 2 * EPSILON));
          }
          if (outside) added += t;
          else judged += t;
        }
      }
      return { judged, added };
    };
    return {
      spec,
      rel,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        const { judged } = terms(grades, depth, q, false);
        setValue(out, R2 ? judged / R2 : judged);
      },
      orderKey: (g, q) => g !== g ? 1 : pooledUnjudged(g, q.negative) ? 1.5 : g >= rel ? 3 : 2,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        if (u === 0) return;
        const { judged } = terms(grades, depth, q, true);
        const R2 = relevantCount(q, rel);
        const ends = [R2 > 0 ? judged / R2 : 0, (judged + u) / (R2 + u)];
        setValue(out, Math.max(out.value, ...ends));
      }
    };
  }
};

// src/measures/interpolated.ts
function lround(x) {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}
function interpolate(grades, n, rel, cutoffs, take, q) {
  let nrr = 0;
  for (let i = 0; i < n; i++) if (grades[i] >= rel) nrr++;
  let cut = cutoffs.length - 1;
  while (cut >= 0 && cutoffs[cut] > nrr) cut--;
  let precis = n > 0 ? nrr / n : q.trecEvalNaN ? NaN : 0;
  let intPrecis = precis;
  let relSoFar = nrr;
  for (let i = n; i > 0 && relSoFar > 0; i--) {
    precis = relSoFar / i;
    if (intPrecis < precis) intPrecis = precis;
    if (grades[i - 1] >= rel) {
      while (cut >= 0 && relSoFar === cutoffs[cut]) take(cut--, intPrecis);
      relSoFar--;
    }
  }
  while (cut >= 0) take(cut--, intPrecis);
}
var cacheStamp;
var cacheGrades = null;
var cacheDepth = -1;
var cacheRel = NaN;
var cacheNaN = false;
var byCount = new Float64Array(1024);
var cacheRelevant = 0;
function interpolatedAt(grades, n, rel, c, q) {
  const nan = !!q.trecEvalNaN;
  if (q.listStamp === void 0 || q.listStamp !== cacheStamp || grades !== cacheGrades || n !== cacheDepth || rel !== cacheRel || nan !== cacheNaN) {
    cacheStamp = q.listStamp;
    cacheGrades = grades;
    cacheDepth = n;
    cacheRel = rel;
    cacheNaN = nan;
    let nrr = 0;
    for (let i = 0; i < n; i++) if (grades[i] >= rel) nrr++;
    if (byCount.length < nrr + 1) byCount = new Float64Array(nrr * 2 + 1);
    let intPrecis = n > 0 ? nrr / n : nan ? NaN : 0;
    let relSoFar = nrr;
    for (let i = n; i > 0 && relSoFar > 0; i--) {
      const precis = relSoFar / i;
      if (intPrecis < precis) intPrecis = precis;
      if (grades[i - 1] >= rel) byCount[relSoFar--] = intPrecis;
    }
    byCount[0] = intPrecis;
    cacheRelevant = nrr;
  }
  if (c > cacheRelevant) return 0;
  return byCount[c >= 1 ? c : 0];
}
function recallCutoff(level, R2) {
  return lround(level * R2);
}
function interpolatedBound(grades, depth, rel, level, q) {
  const c = Math.max(1, recallCutoff(level, relevantCount(q, rel)));
  let count = 0;
  let pos = -1;
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (g >= rel || isUnjudged(g, q)) {
      count++;
      if (count === c) pos = i;
    }
  }
  if (pos < 0) return 0;
  let best = 0;
  let seen = 0;
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (g >= rel || isUnjudged(g, q)) seen++;
    if (i >= pos) best = Math.max(best, seen / (i + 1));
  }
  return best;
}

// src/measures/iprec.ts
var IPrec = {
  kind: "IPrec",
  aliases: ["iprec_at_recall", "iprec"],
  summary: "interpolated precision at recall level r (IPrec@0.1): the best precision at or below the rank where recall reaches r",
  cutoff: "required",
  cutoffKind: "fraction",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none (a maximum over ranks has no closed form): refused under ties: expected",
    optimistic: "upper bound: every unjudged document judged relevant, with the recall level counted against the original R (judging only raises R)",
    ties: "exact (precision at every rank rises when a relevant document moves up)"
  },
  trecEval: [
    {
      name: "iprec_at_recall",
      order: 10,
      params: "double-cutoffs",
      defaults: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "IPrec@0.1",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const level = spec.cutoff;
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        setValue(out, interpolatedAt(grades, depth, rel, recallCutoff(level, relevantCount(q, rel)), q));
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        setValue(out, Math.max(out.value, interpolatedBound(grades, depth, rel, level, q)));
      }
    };
  }
};

// src/measures/judged.ts
var Judged = {
  kind: "Judged",
  aliases: ["judged"],
  summary: "judged documents in the top k, divided by k",
  cutoff: "required",
  params: noParams,
  aggregation: "mean",
  seesUnjudged: true,
  optimistic: "exact",
  notes: {
    expected: "exact: expected judged count in the top k (linearity)",
    optimistic: "exact maximum: every document in the top k judged",
    ties: "exact"
  },
  example: "Judged@10",
  bind(spec) {
    const k = spec.cutoff;
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const L = Math.min(k, depth);
        const c = L - unjudgedIn(grades, L, q);
        setValue(out, c / k, c, k);
      },
      expected(grades, depth, q, groups, out) {
        const c = expectedCount(grades, groups, Math.min(k, depth), (g) => !isUnjudged(g, q));
        setValue(out, c / k, c, k);
      },
      orderKey: (g, q) => isUnjudged(g, q) ? 0 : 1,
      optimistic(_grades, depth, _q, _relevance, out) {
        const c = Math.min(k, depth);
        setValue(out, c / k, c, k);
      }
    };
  }
};

// src/measures/ndcg.ts
var nDCG = {
  kind: "nDCG",
  aliases: ["ndcg"],
  summary: "DCG of the top k over the ideal DCG from all judgments; gain = grade, dcg='exp-log2' 2^grade \u2212 1, gains={grade:gain,\u2026}",
  cutoff: "optional",
  params: gainParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: each tie group contributes its mean gain times its discounts (linearity); the ideal does not depend on the order",
    optimistic: "exact maximum: judging k unjudged documents relevant adds k gains to the ideal whichever they are, so the best k are the highest-ranked in the top k; every k from 0 to the unjudged count is tried (the ideal grows too, so judging all is not always best)",
    ties: "exact (higher gain first / last)"
  },
  trecEval: [
    { name: "ndcg", order: 23, params: "pairs", value: "double", spec: trecGainsSpec },
    {
      name: "ndcg_cut",
      order: 26,
      params: "long-cutoffs",
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "nDCG@10",
  checkJudgments: checkGains,
  bind(spec) {
    const g = gainSpec(spec);
    const gain = gainFunction(g);
    const k = spec.cutoff ?? Infinity;
    const key = {};
    const window = (depth) => Math.min(k, depth);
    const dcgOf = (grades, L) => {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const v = gain(grades[i]);
        if (v !== 0) s += v / log2At(i);
      }
      return s;
    };
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const ideal = idealDcg(key, g, gain, q, k);
        setValue(out, ideal > 0 ? dcgOf(grades, window(depth)) / ideal : 0);
      },
      expected(grades, depth, q, groups, out) {
        const ideal = idealDcg(key, g, gain, q, k);
        setValue(
          out,
          ideal > 0 ? expectedLinear(grades, groups, window(depth), gain, (i) => 1 / log2At(i)) / ideal : 0
        );
      },
      orderKey: (x) => gain(x),
      optimistic(grades, depth, q, relevance, out) {
        this.ordered(grades, depth, q, out);
        const gr = gain(relevance);
        if (!(gr > 0)) return;
        const L = window(depth);
        if (g.type === "trec") return optimisticByCount(this, grades, depth, q, relevance, out);
        const ideal = sharedIdealGains(g, gain, q);
        let above = 0;
        let aboveSum = 0;
        while (above < ideal.length && ideal[above] >= gr) {
          if (above < k) aboveSum += ideal[above] / log2At(above);
          above++;
        }
        const below = ideal.slice(above);
        let dcg = dcgOf(grades, L);
        let copies = 0;
        let best = out.value;
        for (let i = 0; i < L; i++) {
          if (!isUnjudged(grades[i], q)) continue;
          dcg += gr / log2At(i);
          const pos = above + copies;
          if (pos < k) aboveSum += gr / log2At(pos);
          copies++;
          let lowSum = 0;
          for (let t = 0; t < below.length && above + copies + t < k; t++)
            lowSum += below[t] / log2At(above + copies + t);
          const v = dcg / (aboveSum + lowSum);
          if (v > best) best = v;
        }
        setValue(out, best);
      }
    };
  }
};

// src/measures/ndcg-rel.ts
var NdcgRel = {
  kind: "ndcg_rel",
  aliases: [],
  summary: "trec_eval's nDCG averaged over the ranks of relevant documents (experimental)",
  cutoff: "none",
  params: (z) => trecGainParams(z, {}),
  aggregation: "mean",
  optimistic: "search",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "the maximum over k of judging the k highest-ranked unjudged documents relevant (not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: "the values of the two key orders (it is not monotone in them)"
  },
  trecEval: [{ name: "ndcg_rel", order: 24, params: "pairs", value: "double", spec: trecGainsSpec }],
  example: "ndcg_rel",
  checkJudgments: checkLevels,
  bind(spec) {
    const pairs = trecPairs(spec);
    return {
      spec,
      rel: 1,
      exactRange: false,
      expected: null,
      ordered(grades, depth, q, out) {
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        let dcg = 0;
        let ideal = 0;
        let sum2 = 0;
        let numRelRet = 0;
        let numRel = 0;
        let i = 0;
        for (; i < depth && walk.gain > 0; i++) {
          const rg = gainOf(grades[i]);
          if (rg !== 0) dcg += rg / log2At(i);
          const ig = walk.next();
          if (ig > 0) {
            numRel++;
            ideal += ig / log2At(i);
          }
          if (rg > 0) {
            sum2 += dcg / ideal;
            numRelRet++;
          }
        }
        for (; i < depth; i++) {
          const rg = gainOf(grades[i]);
          if (rg !== 0) dcg += rg / log2At(i);
          if (rg > 0) {
            sum2 += dcg / ideal;
            numRelRet++;
          }
        }
        for (; walk.gain > 0; i++) {
          const ig = walk.next();
          if (ig > 0) {
            numRel++;
            ideal += ig / log2At(i);
          }
        }
        sum2 += (numRel - numRelRet) * dcg / ideal;
        setValue(out, sum2 > 0 ? sum2 / numRel : 0);
      },
      orderKey: (x) => x >= 0 ? x : 0,
      optimistic(grades, depth, q, relevance, out) {
        optimisticByCount(this, grades, depth, q, relevance, out);
      }
    };
  }
};

// src/measures/num-nonrel-judged-ret.ts
var NumNonRelJudgedRet = {
  kind: "num_nonrel_judged_ret",
  aliases: ["numnonreljudgedret"],
  summary: "judged non-relevant documents among the results; summed over queries",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "sum",
  optimistic: "exact",
  notes: {
    expected: "exact (linearity)",
    optimistic: "the value: documents judged relevant are not non-relevant",
    ties: "exact"
  },
  trecEval: [{ name: "num_nonrel_judged_ret", order: 35, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "num_nonrel_judged_ret",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const hit = (g, q) => !isUnjudged(g, q) && g < rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        let c = 0;
        for (let i = 0; i < depth; i++) if (hit(grades[i], q)) c++;
        setValue(out, c);
      },
      expected: (grades, depth, q, groups, out) => setValue(
        out,
        expectedCount(grades, groups, depth, (g) => hit(g, q))
      ),
      orderKey: (g, q) => hit(g, q) ? 1 : 0,
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      }
    };
  }
};

// src/measures/num-rel.ts
var NumRel = {
  kind: "NumRel",
  aliases: ["num_rel", "numrel"],
  summary: "relevant judgments of the query (retrieved or not); summed over queries",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "sum",
  optimistic: "exact",
  notes: {
    expected: "exact (does not depend on the order)",
    optimistic: "exact maximum: plus every unjudged retrieved document",
    ties: "none"
  },
  trecEval: [{ name: "num_rel", order: 3, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "NumRel",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (_g, _d, q, out) => setValue(out, relevantCount(q, rel)),
      expected: (_g, _d, q, _groups, out) => setValue(out, relevantCount(q, rel)),
      orderKey: () => 0,
      optimistic: (grades, depth, q, relevance2, out) => setValue(out, relevantCount(q, rel) + (relevance2 >= rel ? unjudgedIn(grades, depth, q) : 0))
    };
  }
};

// src/measures/num-rel-ret.ts
var NumRelRet = {
  kind: "NumRelRet",
  aliases: ["num_rel_ret", "numrelret"],
  summary: "relevant documents among the results counted; summed over queries",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "sum",
  optimistic: "exact",
  notes: {
    expected: "exact (linearity; only the group straddling the depth matters)",
    optimistic: "exact maximum: plus every unjudged retrieved document",
    ties: "exact"
  },
  trecEval: [{ name: "num_rel_ret", order: 4, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "NumRelRet",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, _q, out) => setValue(out, relevantIn(grades, depth, rel)),
      expected: (grades, depth, _q, groups, out) => setValue(
        out,
        expectedCount(grades, groups, depth, (g) => g >= rel)
      ),
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic: (grades, depth, q, relevance2, out) => setValue(out, relevantIn(grades, depth, rel) + (relevance2 >= rel ? unjudgedIn(grades, depth, q) : 0))
    };
  }
};

// src/measures/num-ret.ts
var NumRet = {
  kind: "NumRet",
  aliases: ["num_ret", "numret"],
  summary: "results counted for the query (up to the policy depth); summed over queries",
  cutoff: "none",
  params: noParams,
  aggregation: "sum",
  optimistic: "exact",
  notes: {
    expected: "exact (does not depend on the order)",
    optimistic: "the value (judging changes nothing)",
    ties: "none"
  },
  trecEval: [{ name: "num_ret", order: 2, params: "none", value: "long", spec: () => ({ params: {} }) }],
  example: "NumRet",
  bind(spec) {
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (_g, depth, _q, out) => setValue(out, depth),
      expected: (_g, depth, _q, _groups, out) => setValue(out, depth),
      orderKey: () => 0,
      optimistic: (_g, depth, _q, _r, out) => setValue(out, depth)
    };
  }
};

// src/measures/p.ts
var P = {
  kind: "P",
  aliases: ["precision"],
  summary: "relevant documents in the top k, divided by k (missing ranks count as non-relevant)",
  cutoff: "required",
  params: relOnlyParams,
  aggregation: "mean",
  pooled: true,
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top k (linearity), over k",
    optimistic: "exact maximum: every unjudged document in the top k judged relevant",
    ties: "exact (relevant first / last)"
  },
  trecEval: [
    {
      name: "P",
      order: 11,
      params: "long-cutoffs",
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "P@5",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const c = relevantIn(grades, Math.min(k, depth), rel);
        setValue(out, c / k, c, k);
      },
      expected(grades, depth, _q, groups, out) {
        const c = expectedCount(grades, groups, Math.min(k, depth), isRel);
        setValue(out, c / k, c, k);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        if (relevance2 < rel) return this.ordered(grades, depth, q, out);
        const L = Math.min(k, depth);
        const c = relevantIn(grades, L, rel) + unjudgedIn(grades, L, q);
        setValue(out, c / k, c, k);
      }
    };
  }
};

// src/measures/pt-avg.ts
var ELEVEN = "0.0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1.0";
var PtAvg = {
  kind: "11pt_avg",
  aliases: ["11pt"],
  summary: "interpolated precision averaged over recall levels 0.0, 0.1, \u2026, 1.0 (or levels='\u2026')",
  cutoff: "none",
  params: (z) => z.strictObject({
    rel: relParam(z),
    levels: z.string().regex(/^[^,]+(,[^,]+)*$/, "levels is a comma-separated list of recall levels").optional()
  }),
  aggregation: "mean",
  optimistic: "bound",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "upper bound: the mean of the levels' IPrec bounds",
    ties: "exact"
  },
  trecEval: [
    {
      name: "11pt_avg",
      order: 18,
      params: "doubles",
      defaults: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
      value: "double",
      spec: ({ doubles }) => ({ params: { levels: doubles.map(String).join(",") } })
    }
  ],
  example: "11pt_avg",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const levels = String(spec.params.levels ?? ELEVEN).split(",").map(atof);
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        let sum2 = 0;
        interpolate(
          grades,
          depth,
          rel,
          levels.map((l) => recallCutoff(l, R2)),
          (_i, x) => sum2 += x,
          q
        );
        setValue(out, sum2 / levels.length);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        let s = 0;
        for (const l of levels) s += interpolatedBound(grades, depth, rel, l, q);
        setValue(out, Math.max(out.value, s / levels.length));
      }
    };
  }
};

// src/measures/r.ts
var R = {
  kind: "R",
  aliases: ["recall"],
  summary: "relevant documents in the top k (or retrieved), divided by all relevant judgments of the query",
  cutoff: "optional",
  params: relOnlyParams,
  aggregation: "mean",
  pooled: true,
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count (linearity), over R",
    optimistic: "exact maximum: the unjudged documents in the top k judged relevant, none below (they would only raise R)",
    ties: "exact"
  },
  trecEval: [
    {
      name: "recall",
      order: 13,
      params: "long-cutoffs",
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "R@100",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g) => g >= rel;
    const window = (depth) => k === void 0 ? depth : Math.min(k, depth);
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        const c = relevantIn(grades, window(depth), rel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      expected(grades, depth, q, groups, out) {
        const R2 = relevantCount(q, rel);
        const c = expectedCount(grades, groups, window(depth), isRel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        if (relevance2 < rel) return this.ordered(grades, depth, q, out);
        const L = window(depth);
        let judgedRelevant = 0;
        let u = 0;
        for (let i = 0; i < L; i++) {
          const g = grades[i];
          if (g >= rel) judgedRelevant++;
          if (isUnjudged(g, q)) u++;
        }
        const R2 = relevantCount(q, rel) + u;
        const c = judgedRelevant + u;
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      }
    };
  }
};

// src/measures/rbp.ts
var RBP = {
  kind: "RBP",
  aliases: ["rbp"],
  summary: "rank-biased precision (1 \u2212 p) \u03A3 gain\xB7p^(rank\u22121); graded gains scaled to [0, 1] as trec_eval, or binary with rel=",
  cutoff: "optional",
  params: (z) => z.strictObject({ p: numberParam(z).optional(), rel: relParam(z), trec_gains: trecGainsParam(z).optional() }).superRefine((x, ctx) => {
    const problem = x.trec_gains ? trecPairsProblem(x.trec_gains) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the gains, each tie group contributes its mean gain times its weights",
    optimistic: "exact maximum: every unjudged document in the window judged relevant (gains are non-negative after scaling), or none when that changes the scaling",
    ties: "exact (higher gain first / last)"
  },
  trecEval: [
    {
      name: "rbp",
      order: 54,
      params: "pairs",
      value: "double",
      // trec_eval reads p from every pair named p (the last wins); the pairs also set gains
      spec: ({ pairs }) => {
        const levels = (pairs ?? []).filter(([n]) => /^[+-]?\d+$/.test(n));
        return {
          params: {
            p: [...pairs ?? []].reverse().find(([n]) => n === "p")?.[1] ?? 0.9,
            ...levels.length ? { trec_gains: levels } : {}
          }
        };
      }
    }
  ],
  example: "RBP(p=0.8)",
  bind(spec) {
    const p = param(spec, "p", 0.8);
    const k = spec.cutoff ?? Infinity;
    const binary = typeof spec.params.rel === "number" ? spec.params.rel : void 0;
    const pairs = spec.params.trec_gains ?? [];
    const listed = /* @__PURE__ */ new Map();
    for (const [name, v] of pairs)
      if (/^[+-]?\d+$/.test(name) && !listed.has(Number(name))) listed.set(Number(name), v);
    let cachedFor = null;
    let cached = () => 0;
    const gainOf = (q) => {
      if (q.judged !== cachedFor) {
        cachedFor = q.judged;
        cached = gainTable(q);
      }
      return cached;
    };
    const gainTable = (q) => {
      if (binary !== void 0) return (g) => g >= binary ? 1 : 0;
      let top = -1;
      for (let i = 0; i < q.judged.length; i++) if (q.judged[i] >= 0 && q.judged[i] > top) top = q.judged[i];
      let min = 0;
      let max = 0;
      const raw = (g) => listed.get(g) ?? g;
      for (const v of listed.values()) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
      for (let i = 0; i < q.judged.length; i++) {
        const g = q.judged[i];
        if (!(g >= 0)) continue;
        const v = raw(g);
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (top >= 0 && !listed.has(top) && top > max) max = top;
      const scale = min < 0 || max > 1;
      return (g) => {
        if (!(g >= 0)) return 0;
        const v = raw(g);
        return scale ? (v - min) / (max - min) : v;
      };
    };
    const L = (depth) => Math.min(k, depth);
    return {
      spec,
      rel: binary ?? 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const gain = gainOf(q);
        let sum2 = 0;
        let cur = 1;
        const n = L(depth);
        for (let i = 0; i < n; i++) {
          const gv = gain(grades[i]);
          if (gv !== 0) sum2 += gv * cur;
          cur = cur * p;
        }
        setValue(out, (1 - p) * sum2);
      },
      expected(grades, depth, q, groups, out) {
        const gain = gainOf(q);
        setValue(out, (1 - p) * expectedLinear(grades, groups, L(depth), gain, (i) => p ** i));
      },
      orderKey: (g, q) => gainOf(q)(g),
      optimistic(grades, depth, q, relevance, out) {
        maxOfValueAnd(
          this,
          grades,
          depth,
          q,
          out,
          (o) => allUnjudgedRelevant(this, grades, depth, q, relevance, L(depth), o)
        );
      }
    };
  }
};

// src/measures/rbp-resid.ts
var RbpResid = {
  kind: "rbp_resid",
  aliases: ["rbpresid"],
  summary: "RBP's residual from unjudged results: p^n + (1 \u2212 p) \u03A3 p^(rank\u22121) over unjudged (0 when none)",
  cutoff: "none",
  params: (z) => z.strictObject({ p: numberParam(z).optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the unjudged positions, times P(some result is unjudged)",
    optimistic: "the value: judging documents only lowers the residual",
    ties: "exact (unjudged first / last)"
  },
  trecEval: [
    {
      name: "rbp_resid",
      order: 55,
      params: "pairs",
      value: "double",
      spec: ({ pairs }) => ({ params: { p: [...pairs ?? []].reverse().find(([n]) => n === "p")?.[1] ?? 0.9 } })
    }
  ],
  example: "rbp_resid(p=0.9)",
  bind(spec) {
    const p = param(spec, "p", 0.9);
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered(grades, depth, q, out) {
        let unj = 0;
        let sum2 = 0;
        let cur = 1;
        for (let i = 0; i < depth; i++) {
          if (isUnjudged(grades[i], q)) {
            unj++;
            sum2 += cur;
          }
          cur = cur * p;
        }
        setValue(out, unj ? cur + (1 - p) * sum2 : 0);
      },
      expected(grades, depth, q, groups, out) {
        const hit = (g) => isUnjudged(g, q);
        let tail = 1;
        for (let i = 0; i < depth; i++) tail *= p;
        const some = 1 - probabilityNone(grades, groups, depth, hit);
        const sum2 = expectedLinear(
          grades,
          groups,
          depth,
          (g) => hit(g) ? 1 : 0,
          (i) => p ** i
        );
        setValue(out, tail * some + (1 - p) * sum2);
      },
      orderKey: (g, q) => isUnjudged(g, q) ? 1 : 0,
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      }
    };
  }
};

// src/measures/relative-p.ts
var RelativeP = {
  kind: "relative_P",
  aliases: ["relativep"],
  summary: "relevant documents in the top k over min(k, R): precision up to R, recall after",
  cutoff: "required",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top k (linearity)",
    optimistic: "exact maximum: every unjudged document in the top k judged relevant, none below",
    ties: "exact"
  },
  trecEval: [
    {
      name: "relative_P",
      order: 28,
      params: "long-cutoffs",
      defaults: [5, 10, 15, 20, 30, 100, 200, 500, 1e3],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "relative_P@10",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const of = (c, R2) => R2 > 0 ? c / Math.min(k, R2) : 0;
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, of(relevantIn(grades, Math.min(k, depth), rel), relevantCount(q, rel))),
      expected: (grades, depth, q, groups, out) => setValue(
        out,
        of(
          expectedCount(grades, groups, Math.min(k, depth), (g) => g >= rel),
          relevantCount(q, rel)
        )
      ),
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        const L = Math.min(k, depth);
        const u = unjudgedIn(grades, L, q);
        setValue(out, Math.max(out.value, of(relevantIn(grades, L, rel) + u, relevantCount(q, rel) + u)));
      }
    };
  }
};

// src/measures/relstring.ts
var Relstring = {
  kind: "relstring",
  aliases: [],
  summary: "the top N grades as a string (text; printed per query by rankgate trec_eval -q only)",
  cutoff: "optional",
  params: noParams,
  aggregation: "mean",
  text: true,
  seesUnjudged: false,
  optimistic: "exact",
  notes: { expected: "not a number", optimistic: "not a number", ties: "not a number" },
  trecEval: [
    {
      name: "relstring",
      order: 12,
      params: "doubles",
      defaults: [10],
      value: "text",
      only: "query",
      spec: ({ doubles }) => ({ cutoff: doubles[0], params: {} })
    }
  ],
  example: "relstring@20",
  bind(spec) {
    const len = spec.cutoff ?? 10;
    return {
      spec,
      rel: 1,
      exactRange: true,
      expected: null,
      ordered: (_g, _d, _q, out) => setValue(out, 0),
      orderKey: () => 0,
      optimistic: (_g, _d, _q, _r, out) => setValue(out, 0),
      text(grades, depth, q) {
        const n = Math.max(0, Math.min(Math.trunc(len), depth));
        let s = "";
        for (let i = 0; i < n; i++) {
          const g = grades[i];
          if (g !== g) s += "-";
          else if (g > 9) s += ">";
          else if (g >= 0) s += String.fromCharCode(48 + Math.trunc(g));
          else s += q.negative === "unjudged" ? "." : "<";
        }
        return s;
      }
    };
  }
};

// src/measures/rndcg.ts
var Rndcg = {
  kind: "Rndcg",
  aliases: [],
  summary: "trec_eval's nDCG averaged at the ranks where the ideal gain level changes (experimental)",
  cutoff: "none",
  params: (z) => trecGainParams(z, { rel: relParam(z) }),
  aggregation: "mean",
  optimistic: "search",
  notes: {
    expected: "none: refused under ties: expected",
    optimistic: "the maximum over k of judging the k highest-ranked unjudged documents relevant (not proven the maximum over every subset, which it equals on the brute-force test's cases)",
    ties: "exact (an average of nDCG at fixed ranks)"
  },
  trecEval: [{ name: "Rndcg", order: 25, params: "pairs", value: "double", spec: trecGainsSpec }],
  example: "Rndcg",
  checkJudgments: checkLevels,
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const pairs = trecPairs(spec);
    return {
      spec,
      rel,
      exactRange: true,
      expected: null,
      ordered(grades, depth, q, out) {
        if (relevantCount(q, rel) === 0) return setValue(out, 0);
        const levels = trecGainLevels(pairs, q);
        const gainOf = levelGain(levels);
        const walk = new IdealWalk(levels);
        let dcg = 0;
        let ideal = 0;
        let sum2 = 0;
        let changes = 0;
        let old = walk.gain;
        const take = () => {
          if (ideal > 0) {
            sum2 += dcg / ideal;
            changes++;
          }
        };
        const boundary = (ig) => {
          if (old !== ig) {
            take();
            old = ig;
          }
        };
        let i = 0;
        for (; i < depth && walk.gain > 0; i++) {
          const rg = gainOf(grades[i]);
          const ig = walk.next();
          boundary(ig);
          if (rg !== 0) dcg += rg / log2At(i);
          if (ig > 0) ideal += ig / log2At(i);
        }
        if (i < depth) {
          for (; i < depth; i++) {
            const rg = gainOf(grades[i]);
            if (rg !== 0) dcg += rg / log2At(i);
          }
          take();
        }
        for (; walk.gain > 0; i++) {
          const ig = walk.next();
          boundary(ig);
          if (ig > 0) ideal += ig / log2At(i);
        }
        setValue(out, sum2 / changes);
      },
      orderKey: (x) => x >= 0 ? x : 0,
      optimistic(grades, depth, q, relevance2, out) {
        optimisticByCount(this, grades, depth, q, relevance2, out);
      }
    };
  }
};

// src/measures/rprec.ts
var Rprec = {
  kind: "Rprec",
  aliases: ["r-prec", "rprec"],
  summary: "relevant documents in the top R, divided by R (R = relevant judgments of the query)",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top R (linearity)",
    optimistic: "exact maximum: judging k unjudged documents raises R to R + k; for every k the k highest-ranked, counted in the top R + k",
    ties: "exact"
  },
  trecEval: [{ name: "Rprec", order: 7, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "Rprec",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const isRel = (g) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const R2 = relevantCount(q, rel);
        const c = relevantIn(grades, Math.min(R2, depth), rel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      expected(grades, depth, q, groups, out) {
        const R2 = relevantCount(q, rel);
        const c = expectedCount(grades, groups, Math.min(R2, depth), isRel);
        setValue(out, R2 > 0 ? c / R2 : 0, c, R2);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        const R2 = relevantCount(q, rel);
        let u = 0;
        for (let i = 0; i < depth; i++) if (isUnjudged(grades[i], q)) u++;
        let W = Math.min(R2, depth);
        let jrel = 0;
        let unj = 0;
        for (let i = 0; i < W; i++) {
          if (grades[i] >= rel) jrel++;
          else if (isUnjudged(grades[i], q)) unj++;
        }
        let best = out.value;
        for (let k = 1; k <= u; k++) {
          const Wk = Math.min(R2 + k, depth);
          for (; W < Wk; W++) {
            if (grades[W] >= rel) jrel++;
            else if (isUnjudged(grades[W], q)) unj++;
          }
          const v = (jrel + Math.min(k, unj)) / (R2 + k);
          if (v > best) best = v;
        }
        setValue(out, best);
      }
    };
  }
};

// src/measures/rprec-mult.ts
var prefRel = new Int32Array(1024);
var prefUnj = new Int32Array(1024);
var RprecMult = {
  kind: "Rprec_mult",
  aliases: ["rprecmult"],
  summary: "precision at rank \u230Am\xB7R + 0.9\u230B for a multiple m of R (Rprec_mult@0.2 \u2026 @2.0)",
  cutoff: "required",
  cutoffKind: "fraction",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected relevant count in the top c (linearity)",
    optimistic: "exact maximum: for every k, the k highest-ranked unjudged documents judged relevant (c grows with R + k)",
    ties: "exact"
  },
  trecEval: [
    {
      name: "Rprec_mult",
      order: 16,
      params: "double-cutoffs",
      defaults: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "Rprec_mult@0.5",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const m = spec.cutoff;
    const rank = (R2) => Math.trunc(m * R2 + 0.9);
    const isRel = (g) => g >= rel;
    const fromCount = (count, c) => c > 0 ? count / c : 0;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, q, out) {
        const c = rank(relevantCount(q, rel));
        setValue(out, fromCount(relevantIn(grades, Math.min(Math.max(c, 0), depth), rel), c));
      },
      expected(grades, depth, q, groups, out) {
        const c = rank(relevantCount(q, rel));
        setValue(out, fromCount(expectedCount(grades, groups, Math.min(Math.max(c, 0), depth), isRel), c));
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel) return;
        const R2 = relevantCount(q, rel);
        let best = out.value;
        if (prefRel.length < depth + 1) {
          prefRel = new Int32Array(depth * 2 + 1);
          prefUnj = new Int32Array(depth * 2 + 1);
        }
        for (let i = 0; i < depth; i++) {
          prefRel[i + 1] = prefRel[i] + (grades[i] >= rel ? 1 : 0);
          prefUnj[i + 1] = prefUnj[i] + (isUnjudged(grades[i], q) ? 1 : 0);
        }
        const u = prefUnj[depth];
        for (let k = 1; k <= u; k++) {
          const c = rank(R2 + k);
          const W = Math.min(Math.max(c, 0), depth);
          const v = fromCount(prefRel[W] + Math.min(k, prefUnj[W]), c);
          if (v > best) best = v;
        }
        setValue(out, best);
      }
    };
  }
};

// src/measures/rr.ts
var RR = {
  kind: "RR",
  aliases: ["mrr", "recip_rank", "rr"],
  summary: "1 / rank of the first relevant document (0 if none in the top k)",
  cutoff: "optional",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: from the first tie group holding a relevant document",
    optimistic: "exact maximum: 1 / rank of the first relevant or unjudged document",
    ties: "exact"
  },
  trecEval: [{ name: "recip_rank", order: 9, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "RR@10",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const window = (depth) => k === void 0 ? depth : Math.min(k, depth);
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const L = window(depth);
        for (let i = 0; i < L; i++) {
          if (grades[i] >= rel) return setValue(out, 1 / (i + 1));
        }
        setValue(out, 0);
      },
      expected(grades, depth, _q, groups, out) {
        const L = window(depth);
        const { starts, count } = groups;
        for (let gi = 0; gi < count; gi++) {
          const a = starts[gi];
          if (a >= L) break;
          const b = starts[gi + 1];
          const size = b - a;
          let r = 0;
          for (let i = a; i < b; i++) if (grades[i] >= rel) r++;
          if (r === 0) continue;
          let noneYet = 1;
          let e = 0;
          const lim = Math.min(size, L - a);
          for (let j = 0; j < lim && noneYet > 0; j++) {
            e += noneYet * r / (size - j) / (a + j + 1);
            noneYet *= (size - r - j) / (size - j);
          }
          return setValue(out, e);
        }
        setValue(out, 0);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        const L = window(depth);
        const helps = relevance2 >= rel;
        for (let i = 0; i < L; i++) {
          const g = grades[i];
          if (g >= rel || helps && isUnjudged(g, q)) return setValue(out, 1 / (i + 1));
        }
        setValue(out, 0);
      }
    };
  }
};

// src/measures/set.ts
function bindSet(spec, relevance, of, expectedOf) {
  const rel = relOf(spec, relevance);
  const hit = (g) => g >= rel;
  const R2 = (q) => relevantCount(q, rel);
  return {
    spec,
    rel,
    exactRange: true,
    ordered: (grades, depth, q, out) => setValue(out, of(relevantIn(grades, depth, rel), depth, R2(q))),
    expected: (grades, depth, q, groups, out) => setValue(
      out,
      expectedOf ? expectedOf(grades, depth, groups, hit, R2(q)) : of(expectedCount(grades, groups, depth, hit), depth, R2(q))
    ),
    orderKey: (g) => g >= rel ? 1 : 0,
    optimistic(grades, depth, q, r, out) {
      this.ordered(grades, depth, q, out);
      if (r < rel) return;
      const u = unjudgedIn(grades, depth, q);
      setValue(out, Math.max(out.value, of(relevantIn(grades, depth, rel) + u, depth, R2(q) + u)));
    }
  };
}

// src/measures/set-ap.ts
var SetAP = {
  kind: "SetAP",
  aliases: ["set_map", "setap"],
  summary: "set precision \xD7 set recall: relevant retrieved\xB2 / (retrieved \xB7 R)",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: E[count\xB2] = variance + mean\xB2, the straddling tie group hypergeometric",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant ((a+k)\xB2/(n(R+k)) rises with k)",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [{ name: "set_map", order: 33, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "SetAP",
  bind: (spec, relevance) => bindSet(
    spec,
    relevance,
    (nrr, n, R2) => n && R2 ? nrr * nrr / (n * R2) : 0,
    (grades, depth, groups, hit, R2) => {
      const e = expectedCount(grades, groups, depth, hit);
      return depth && R2 ? (countVariance(grades, groups, depth, hit) + e * e) / (depth * R2) : 0;
    }
  )
};

// src/measures/set-f.ts
var SetF = {
  kind: "SetF",
  aliases: ["set_f", "setf"],
  summary: "weighted harmonic mean of set precision and set recall, (\u03B2+1)PR/(\u03B2P+R)",
  cutoff: "none",
  params: (z) => z.strictObject({ rel: relParam(z), beta: numberParam(z).optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: equal to (\u03B2+1)\xB7a / (\u03B2\xB7R + n), linear in the relevant count a",
    optimistic: "exact maximum for \u03B2 >= 0: every unjudged retrieved document judged relevant",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [
    {
      name: "set_F",
      order: 34,
      params: "doubles",
      defaults: [1],
      value: "double",
      spec: ({ doubles }) => ({ params: { beta: doubles[0] } })
    }
  ],
  example: "SetF(beta=1)",
  bind(spec, relevance) {
    const x = param(spec, "beta", 1);
    return bindSet(
      spec,
      relevance,
      (nrr, n, R2) => {
        if (!nrr) return 0;
        const P2 = nrr / n;
        const Rr = nrr / R2;
        return (x + 1) * P2 * Rr / (x * P2 + Rr);
      },
      (grades, depth, groups, hit, R2) => {
        const a = expectedCount(grades, groups, depth, hit);
        return a > 0 ? (x + 1) * a / (x * R2 + depth) : 0;
      }
    );
  }
};

// src/measures/set-p.ts
var SetP = {
  kind: "SetP",
  aliases: ["set_p", "setp"],
  summary: "relevant retrieved / retrieved (SetP(relative=True): / min(retrieved, R), trec_eval set_relative_P)",
  cutoff: "none",
  params: (z) => z.strictObject({ rel: relParam(z), relative: boolParam(z).optional() }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the relevant count",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [
    { name: "set_P", order: 30, params: "none", value: "double", spec: () => ({ params: {} }) },
    {
      name: "set_relative_P",
      order: 31,
      params: "none",
      value: "double",
      spec: () => ({ params: { relative: true } })
    }
  ],
  example: "SetP",
  bind(spec, relevance) {
    const relative = param(spec, "relative", false);
    return bindSet(spec, relevance, (nrr, n, R2) => relative ? n && R2 ? nrr / Math.min(n, R2) : 0 : n ? nrr / n : 0);
  }
};

// src/measures/set-r.ts
var SetR = {
  kind: "SetR",
  aliases: ["set_recall", "setr"],
  summary: "relevant retrieved / R over the whole retrieved set",
  cutoff: "none",
  params: relOnlyParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the relevant count",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [{ name: "set_recall", order: 32, params: "none", value: "double", spec: () => ({ params: {} }) }],
  example: "SetR",
  bind: (spec, relevance) => bindSet(spec, relevance, (nrr, _n, R2) => R2 ? nrr / R2 : 0)
};

// src/measures/success.ts
var Success = {
  kind: "Success",
  aliases: ["success"],
  summary: "1 when some relevant document is in the top k, else 0",
  cutoff: "required",
  params: relOnlyParams,
  aggregation: "mean",
  pooled: true,
  optimistic: "exact",
  notes: {
    expected: "exact: 1 \u2212 P(no relevant document in the top k), hypergeometric in the group straddling k",
    optimistic: "exact maximum: 1 when a relevant or unjudged document is in the top k",
    ties: "exact"
  },
  trecEval: [
    {
      name: "success",
      order: 29,
      params: "long-cutoffs",
      defaults: [1, 5, 10],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "Success@1",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const k = spec.cutoff;
    const isRel = (g) => g >= rel;
    return {
      spec,
      rel,
      exactRange: true,
      ordered(grades, depth, _q, out) {
        const hit = relevantIn(grades, Math.min(k, depth), rel) > 0 ? 1 : 0;
        setValue(out, hit, hit, 1);
      },
      expected(grades, depth, _q, groups, out) {
        const p = 1 - probabilityNone(grades, groups, Math.min(k, depth), isRel);
        setValue(out, p, p, 1);
      },
      orderKey: (g) => g >= rel ? 1 : 0,
      optimistic(grades, depth, q, relevance2, out) {
        const L = Math.min(k, depth);
        const helps = relevance2 >= rel;
        let hit = 0;
        for (let i = 0; i < L && !hit; i++) if (grades[i] >= rel || helps && isUnjudged(grades[i], q)) hit = 1;
        setValue(out, hit, hit, 1);
      }
    };
  }
};

// src/measures/unj.ts
var Unj = {
  kind: "unj",
  aliases: ["unjudged"],
  summary: "unjudged documents in the top k, divided by k",
  cutoff: "required",
  params: noParams,
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: expected unjudged count in the top k (linearity)",
    optimistic: "the value: judging documents only lowers it",
    ties: "exact"
  },
  trecEval: [
    {
      name: "unj",
      order: 56,
      params: "long-cutoffs",
      defaults: [5, 10, 20],
      value: "double",
      spec: ({ cutoff }) => ({ cutoff, params: {} })
    }
  ],
  example: "unj@10",
  bind(spec) {
    const k = spec.cutoff;
    return {
      spec,
      rel: 1,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, unjudgedIn(grades, Math.min(k, depth), q) / k),
      expected: (grades, depth, q, groups, out) => setValue(out, expectedCount(grades, groups, Math.min(k, depth), (g) => isUnjudged(g, q)) / k),
      orderKey: (g, q) => isUnjudged(g, q) ? 1 : 0,
      optimistic(grades, depth, q, _relevance, out) {
        this.ordered(grades, depth, q, out);
      }
    };
  }
};

// src/measures/utility.ts
var Utility = {
  kind: "utility",
  aliases: [],
  summary: "set utility a\xB7rel_ret + b\xB7nonrel_ret + c\xB7rel_not_ret + d\xB7nonrel_not_ret (default 1, \u22121, 0, 0)",
  cutoff: "none",
  params: (z) => z.strictObject({
    rel: relParam(z),
    a: numberParam(z).optional(),
    b: numberParam(z).optional(),
    c: numberParam(z).optional(),
    d: numberParam(z).optional(),
    docs: numberParam(z).optional()
  }),
  aggregation: "mean",
  optimistic: "exact",
  notes: {
    expected: "exact: linear in the relevant count",
    optimistic: "exact maximum: every unjudged retrieved document judged relevant when a > b, none otherwise",
    ties: "exact (only the group straddling the depth matters)"
  },
  trecEval: [
    {
      name: "utility",
      order: 17,
      params: "doubles",
      defaults: [1, -1, 0, 0],
      value: "double",
      spec: ({ doubles }) => ({ params: { a: doubles[0], b: doubles[1], c: doubles[2], d: doubles[3] } })
    }
  ],
  example: "utility(a=2,b=-1)",
  bind(spec, relevance) {
    const rel = relOf(spec, relevance);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((k, i) => param(spec, k, [1, -1, 0, 0][i]));
    const docs = param(spec, "docs", 0);
    const value = (nrr, n, R2) => a * nrr + b * (n - nrr) + c * (R2 - nrr) + d * (docs + nrr - n - R2);
    const slope = a - b - c + d;
    return {
      spec,
      rel,
      exactRange: true,
      ordered: (grades, depth, q, out) => setValue(out, value(relevantIn(grades, depth, rel), depth, relevantCount(q, rel))),
      expected: (grades, depth, q, groups, out) => setValue(
        out,
        value(
          expectedCount(grades, groups, depth, (g) => g >= rel),
          depth,
          relevantCount(q, rel)
        )
      ),
      orderKey: (g) => g >= rel ? slope : 0,
      optimistic(grades, depth, q, relevance2, out) {
        this.ordered(grades, depth, q, out);
        if (relevance2 < rel || !(a > b)) return;
        const u = unjudgedIn(grades, depth, q);
        setValue(out, Math.max(out.value, value(relevantIn(grades, depth, rel) + u, depth, relevantCount(q, rel) + u)));
      }
    };
  }
};

// src/measures/registry.ts
var MEASURES = [
  P,
  R,
  AP,
  RR,
  nDCG,
  Rprec,
  Bpref,
  Success,
  Judged,
  ERR,
  NumRet,
  NumRel,
  NumRelRet,
  IPrec,
  infAP,
  RBP,
  SetP,
  SetR,
  SetAP,
  SetF,
  DCG,
  GMAP,
  GMBpref,
  PtAvg,
  RprecMult,
  RelativeP,
  Utility,
  BinG,
  G,
  NdcgRel,
  Rndcg,
  RbpResid,
  Unj,
  NumNonRelJudgedRet,
  Relstring
];
var byKind = /* @__PURE__ */ new Map();
var byAlias = /* @__PURE__ */ new Map();
for (const d of MEASURES) {
  if (byKind.has(d.kind)) throw new Error(`measure ${d.kind} is registered twice`);
  byKind.set(d.kind, d);
  for (const a of [d.kind.toLowerCase(), ...d.aliases]) {
    const prev = byAlias.get(a);
    if (prev && prev !== d) throw new Error(`alias ${a} names both ${prev.kind} and ${d.kind}`);
    byAlias.set(a, d);
  }
}
function measureDef(kind) {
  const d = byKind.get(kind);
  if (!d) throw new Error(`no measure ${kind} in the registry`);
  return d;
}
function findMeasure(name, exact = false) {
  return byKind.get(name) ?? (exact ? void 0 : byAlias.get(name.toLowerCase()));
}
var KNOWN_MEASURES = `${MEASURES.map((d) => d.example).join(", ")} (parameters in parentheses, e.g. P(rel=2)@5, nDCG(dcg='exp-log2')@10, nDCG(gains={0:0,1:1,2:3})@10, ERR(max=4)@10; aliases such as MAP, MRR, NDCG; trec_eval names such as ndcg_cut.10, P.5,10, recip_rank, map, iprec_at_recall.0.1)`;
function resolveMeasure(spec, relevance) {
  return measureDef(spec.kind).bind(spec, relevance);
}
function scoreOrdered(m, grades, depth, facts, out) {
  m.ordered(grades, depth, facts, out);
}
function isCountMeasure(spec) {
  return measureDef(spec.kind).aggregation === "sum";
}
function ranksNeeded(spec) {
  const def = measureDef(spec.kind);
  return spec.cutoff !== void 0 && def.cutoff !== "none" && def.cutoffKind !== "fraction" ? spec.cutoff : Infinity;
}

// src/score/order.ts
var HEAD = 10;
function orderFacts(nq) {
  return { head: new Int32Array(nq), tied: new Int32Array(nq), along: new Int32Array(nq), against: new Int32Array(nq) };
}
function sameScore(a, b) {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}
function recordOrder(f, qi, list) {
  const head = Math.min(HEAD, list.depth, list.n);
  let tied = head > 0 ? 1 : 0;
  for (let p = 1, group = 1; p < head; p++) {
    group = sameScore(list.scores[p], list.scores[p - 1]) ? group + 1 : 1;
    if (group > tied) tied = group;
  }
  f.head[qi] = head;
  f.tied[qi] = tied;
  f.along[qi] = list.rankAlong;
  f.against[qi] = list.rankAgainst;
}
function copyOrder(to, from, qi) {
  to.head[qi] = from.head[qi];
  to.tied[qi] = from.tied[qi];
  to.along[qi] = from.along[qi];
  to.against[qi] = from.against[qi];
}

// src/score/evaluate.ts
function seenStore(nq, positions, table) {
  const cap = Math.max(1024, positions);
  return {
    at: new Int32Array(nq),
    len: new Int32Array(nq),
    hashes: new Uint32Array(cap),
    codes: codeArray(table.length, cap),
    table,
    used: 0
  };
}
function codeArray(size, cap) {
  return size <= 256 ? new Uint8Array(cap) : size <= 65536 ? new Uint16Array(cap) : new Uint32Array(cap);
}
function gradeTable(qrels) {
  const few = [];
  let many = null;
  let last = Number.NaN;
  for (const q of qrels.queries.values()) {
    const gs = q.grades;
    for (let i = 0; i < gs.length; i++) {
      const g = gs[i];
      if (g === last) continue;
      last = g;
      if (many) many.add(g);
      else if (!few.includes(g)) {
        few.push(g);
        if (few.length > 16) many = new Set(few);
      }
    }
  }
  return Float64Array.from([NaN, ...(many ? [...many] : few).sort((a, b) => a - b)]);
}
function seenCapacity(path, nq, deep, range) {
  let bytes = range ? range.end - range.start : 0;
  if (!range) {
    try {
      bytes = isGzipFile(path) ? 0 : statSync2(path).size;
    } catch {
      bytes = 0;
    }
  }
  return Math.min(nq * deep, bytes > 0 ? Math.ceil(bytes / 24) : 1 << 16);
}
function seenAppend(s, codeOf, qi, hashes, grades, n) {
  if (s.used + n > s.hashes.length) {
    const cap = Math.max(s.used + n, s.hashes.length * 2);
    const h = new Uint32Array(cap);
    h.set(s.hashes.subarray(0, s.used));
    const c = codeArray(s.table.length, cap);
    c.set(s.codes.subarray(0, s.used));
    s.hashes = h;
    s.codes = c;
  }
  s.hashes.set(hashes.subarray(0, n), s.used);
  const codes = s.codes;
  for (let i = 0, o = s.used; i < n; i++, o++) {
    const g = grades[i];
    codes[o] = g === g ? codeOf.get(g) : 0;
  }
  s.at[qi] = s.used;
  s.len[qi] = n;
  s.used += n;
}
function mergeSeen(parts, nq) {
  const present = parts.filter((p) => p !== null);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0];
  const total = present.reduce((t, p) => t + p.used, 0);
  const out = seenStore(nq, total, present[0].table);
  let base = 0;
  for (const p of present) {
    out.hashes.set(p.hashes.subarray(0, p.used), base);
    out.codes.set(p.codes.subarray(0, p.used), base);
    for (let qi = 0; qi < nq; qi++) {
      if (p.len[qi] > 0) {
        out.at[qi] = p.at[qi] + base;
        out.len[qi] = p.len[qi];
      }
    }
    base += p.used;
  }
  out.used = total;
  return out;
}
var EPS = 1e-12;
async function scoreRun(path, qrels, plan, label = path, hash = true) {
  return finishScoredRun(await scoreRunPart(path, qrels, plan, label, void 0, hash), qrels, plan, label);
}
async function scoreRunPart(path, qrels, plan, label = path, range, hash = true) {
  return scoreRunFiles([{ path, label, range }], qrels, plan, label, hash);
}
async function scoreRunFiles(files, qrels, plan, label, hash = true) {
  const qids = qrels.qids;
  const index = /* @__PURE__ */ new Map();
  qids.forEach((q, i) => index.set(q, i));
  const nq = qids.length;
  const nm = plan.measures.length;
  const col = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const value = col();
  const num = col();
  const den = col();
  const all = plan.columns !== "values";
  const seenAt = plan.deep ? Math.min(
    nq * plan.deep,
    files.reduce((t, f) => t + seenCapacity(f.path, nq, plan.deep, f.range), 0)
  ) : 0;
  const out = {
    qids,
    measures: plan.measures,
    value,
    num,
    den,
    // Values only: the other columns are the value's own arrays (no memory, and nothing that could differ from it).
    low: all ? col() : value,
    high: all ? col() : value,
    optimistic: all ? col() : value,
    optNum: all ? col() : num,
    optDen: all ? col() : den,
    text: plan.measures.map((m) => measureDef(m.kind).text ? new Array(nq).fill(null) : null),
    missing: new Uint8Array(nq).fill(1),
    retrieved: new Int32Array(nq),
    fingerprint: new Uint32Array(nq),
    order: orderFacts(nq),
    noRelevant: new Uint8Array(nq),
    included: new Uint8Array(nq),
    top: new Array(nq).fill(null),
    topHashes: new Uint32Array(nq * plan.keep),
    seen: plan.deep ? seenStore(nq, seenAt, gradeTable(qrels)) : null,
    read: void 0
  };
  checkPlan(plan, qrels);
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  const owner = files.length > 1 ? new Int32Array(nq).fill(-1) : null;
  const reads = [];
  try {
    for (let k = 0; k < files.length; k++) {
      const f = files[k];
      reads.push(
        await readRankedRun(
          f.path,
          qrels,
          { policy: plan.policy, keep: plan.keep, label: f.label, range: f.range, hash, reuse: true },
          (list) => {
            const qi = index.get(list.qid);
            if (owner) {
              if (owner[qi] >= 0 && owner[qi] !== k) throw new AnsweredTwice(list.qid, owner[qi], k);
              owner[qi] = k;
            }
            out.missing[qi] = 0;
            out.retrieved[qi] = list.retrieved;
            recordOrder(out.order, qi, list);
            scorer.score(list, qi, out);
          }
        )
      );
    }
  } catch (e) {
    if (e instanceof AnsweredTwice) throw await answeredTwice(e.qid, files[e.first], files[e.second]);
    throw e;
  }
  if (files.length === 1) {
    out.read = reads[0];
    return out;
  }
  const twice = repeatedRunOnly(reads);
  if (twice) throw await answeredTwice(twice.qid, files[twice.first], files[twice.second]);
  out.read = combineReads(reads, label);
  return out;
}
function finishScoredRun(out, qrels, plan, label) {
  const qids = out.qids;
  const nq = qids.length;
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  const missing = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!out.missing[qi]) continue;
    missing.push(qids[qi]);
    const j = qrels.queries.get(qids[qi]);
    const placeholder = plan.trecEval ? 1 : 0;
    const empty = {
      qid: qids[qi],
      judgments: j,
      n: placeholder,
      depth: placeholder,
      grades: new Float64Array(placeholder).fill(NaN),
      scores: new Float64Array(placeholder).fill(1),
      docids: [],
      hashes: new Uint32Array(placeholder),
      judged: 0,
      retrieved: placeholder,
      rankAlong: 0,
      rankAgainst: 0
    };
    scorer.score(empty, qi, out);
    out.top[qi] = null;
  }
  if (missing.length > 0 && plan.policy.missing === "error") {
    const shown2 = missing.slice(0, 10).map((q) => `"${q}"`).join(", ");
    const shards = out.read.shards ? ` in any of the ${out.read.shards.length} shards read` : "";
    throw new InputError(
      `${missing.length} judged quer${missing.length === 1 ? "y has" : "ies have"} no results${shards}: ${shown2}${missing.length > 10 ? ", ..." : ""}`,
      { file: label },
      "make the run answer every judged query, or set policy.missing: zero to score them as zeros"
    );
  }
  const seen = out.seen;
  if (seen) {
    for (let qi = 0; qi < nq; qi++) {
      const t = out.top[qi];
      if (t && seen.len[qi] > 0)
        t.seen = {
          hashes: seen.hashes.subarray(seen.at[qi], seen.at[qi] + seen.len[qi]),
          codes: seen.codes.subarray(seen.at[qi], seen.at[qi] + seen.len[qi]),
          table: seen.table
        };
    }
  }
  for (let qi = 0; qi < nq; qi++) {
    const j = qrels.queries.get(qids[qi]);
    out.noRelevant[qi] = countRelevant(j.grades, plan) === 0 ? 1 : 0;
    out.included[qi] = out.noRelevant[qi] && plan.policy.no_relevant === "exclude" ? 0 : 1;
  }
  return out;
}
var listStamps = 0;
var QueryScorer = class {
  constructor(plan, maxGrade) {
    this.plan = plan;
    this.maxGrade = maxGrade;
    this.resolved = plan.measures.map((m) => resolveMeasure(m, plan.relevance));
    this.windows = plan.measures.map((m) => ranksNeeded(m));
    this.seesUnjudged = plan.measures.map((m) => !!measureDef(m.kind).seesUnjudged);
    this.isText = plan.measures.map((m) => !!measureDef(m.kind).text);
    this.all = plan.columns !== "values";
  }
  plan;
  maxGrade;
  resolved;
  seesUnjudged;
  isText;
  starts = new Int32Array(1024);
  scratch = new Float64Array(1024);
  v = { value: 0, num: 0, den: 1 };
  /** range's answer. */
  lo = 0;
  hi = 0;
  /** Per measure, the positions its value reads (ranksNeeded). */
  windows;
  all;
  /** Grade -> its code in the seen store's table, made on first use. */
  codes = null;
  score(list, qi, out) {
    const { policy, relevance } = this.plan;
    const facts = {
      judged: list.judgments.grades,
      maxGrade: this.maxGrade,
      negative: this.plan.negative ?? "nonrelevant",
      trecEvalNaN: !!this.plan.trecEval,
      listStamp: ++listStamps
    };
    const scratchFacts = { ...facts, listStamp: void 0 };
    this.ensure(list.n + 1);
    const expected = policy.ties === "expected";
    out.fingerprint[qi] = fingerprintOf(list);
    let main = list;
    let cases = null;
    if (policy.unjudged === "condensed") {
      main = condense(list, facts);
      if (this.all || expected) cases = condensedCases(list, facts);
    }
    for (let mi = 0; mi < this.resolved.length; mi++) {
      const m = this.resolved[mi];
      const l = this.seesUnjudged[mi] ? list : main;
      if (this.isText[mi]) out.text[mi][qi] = m.text(l.grades, l.depth, facts);
      if (cases && l === main) {
        this.mixture(m, main, cases, scratchFacts, qi, mi, out);
      } else {
        this.evaluate(m, l, facts, expected);
        out.value[mi][qi] = this.v.value;
        out.num[mi][qi] = this.v.num;
        out.den[mi][qi] = this.v.den;
        if (this.all) {
          this.range(m, l, scratchFacts, this.windows[mi]);
          out.low[mi][qi] = this.lo;
          out.high[mi][qi] = this.hi;
        }
      }
      if (this.all) {
        this.optimistic(
          m,
          list,
          l === main && main !== list,
          scratchFacts,
          relevance,
          out.value[mi][qi],
          out.high[mi][qi]
        );
        out.optimistic[mi][qi] = this.v.value;
        out.optNum[mi][qi] = this.v.num;
        out.optDen[mi][qi] = this.v.den;
      }
    }
    if (list.n > 0 || list.docids.length > 0) {
      const k = list.docids.length;
      const grades = [];
      const scores = [];
      for (let i = 0; i < k; i++) {
        grades.push(Number.isNaN(list.grades[i]) ? null : list.grades[i]);
        scores.push(list.scores[i]);
      }
      const deep = Math.min(list.n, this.plan.deep ?? 0);
      if (deep > 0 && out.seen) seenAppend(out.seen, this.codeOf(out.seen), qi, list.hashes, list.grades, deep);
      out.top[qi] = { docids: list.docids, grades, scores };
      out.topHashes.set(list.hashes.subarray(0, k), qi * this.plan.keep);
    }
  }
  codeOf(seen) {
    if (!this.codes) {
      this.codes = /* @__PURE__ */ new Map();
      for (let c = 1; c < seen.table.length; c++) this.codes.set(seen.table[c], c);
    }
    return this.codes;
  }
  ensure(n) {
    if (this.starts.length <= n) {
      this.starts = new Int32Array(n * 2);
      this.scratch = new Float64Array(n * 2);
      this.groupsOf = null;
    }
  }
  /**
   * The optimistic value (at least the value): the measure's own search over judging unjudged documents in the
   * policy's order. Under `condensed`, judged documents stay in the list and the others leave it, so every count of
   * judged documents is evaluated on its own list. Under `ties: expected`, the search runs on the order that puts, in
   * each tie group, unjudged documents where a document of grade `relevance` would go, and never returns less than the
   * highest value over tie orders.
   */
  optimistic(m, list, condensed, facts, relevance, value, high) {
    const v = this.v;
    if (condensed) {
      optimisticCondensed(m, list, facts, relevance, v);
    } else if (this.plan.policy.ties === "expected" && this.groups(list) > 0 && this.mixedCount > 0) {
      const key = (g) => isUnjudged(g, facts) ? m.orderKey(relevance, facts) - 1e-9 : m.orderKey(g, facts);
      reorderGroups(key, list.grades, list.n, this.starts, this.mixedList, this.mixedCount, true, this.scratch);
      m.optimistic(this.scratch.subarray(0, list.n), list.depth, facts, relevance, v);
      if (high > v.value) v.value = high;
    } else {
      m.optimistic(list.grades, list.depth, facts, relevance, v);
    }
    if (value > v.value) {
      v.value = value;
    }
  }
  /**
   * Condensed list whose depth cuts a tie group mixing judged and unjudged documents: how many judged documents
   * fall inside the depth depends on the tie order. The value (under `expected`) and low/high are taken over every case.
   */
  mixture(m, main, cases, facts, qi, mi, out) {
    const expected = this.plan.policy.ties === "expected";
    let value = 0;
    let num = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of cases) {
      this.evaluate(m, c.list, facts, expected);
      value += c.p * this.v.value;
      num += c.p * this.v.num;
      this.range(m, c.list, facts, this.windows[mi]);
      lo = Math.min(lo, this.lo);
      hi = Math.max(hi, this.hi);
    }
    if (expected) {
      this.v.value = value;
      this.v.num = num;
    } else {
      this.evaluate(m, main, facts, false);
    }
    out.value[mi][qi] = this.v.value;
    out.num[mi][qi] = this.v.num;
    out.den[mi][qi] = this.v.den;
    if (this.all) {
      out.low[mi][qi] = Math.min(lo, this.v.value);
      out.high[mi][qi] = Math.max(hi, this.v.value);
    }
  }
  /** The policy value: the list's own order, or the expectation over tie orders. */
  evaluate(m, l, facts, expected) {
    if (expected) {
      const groups = this.groups(l);
      if (this.mixedCount > 0) {
        m.expected(l.grades, l.depth, facts, { starts: this.starts, count: groups }, this.v);
        return;
      }
    }
    m.ordered(l.grades, l.depth, facts, this.v);
  }
  // Tie groups of the list last asked about: every measure of a query looks at the same list.
  groupsOf = null;
  groupCount = 0;
  /** The tie groups that mix grades (mixedCount of them, group indexes ascending). */
  mixedList = new Int32Array(64);
  mixedCount = 0;
  groups(l) {
    if (l !== this.groupsOf) {
      this.groupsOf = l;
      this.groupCount = tieGroups(l.scores, l.n, this.starts);
      if (this.mixedList.length < this.groupCount) this.mixedList = new Int32Array(this.groupCount * 2);
      this.mixedCount = mixedGroups(l.grades, this.starts, this.groupCount, this.mixedList);
    }
    return this.groupCount;
  }
  /**
   * Lowest and highest value over tie orders into this.lo and this.hi (both the value when no tie group mixes grades);
   * this.v is left as it was. Fields rather than a returned pair: this runs per measure and query.
   *
   * `window`: the positions the measure reads (ranksNeeded; no measure reads the order beyond its rank cutoff, which
   * test/measures/brute-force.test.ts checks for every one). Only the tie groups that start within it are reordered,
   * and a list whose mixed groups all start beyond it has the value as its range: with dense judgments most lists hold
   * such groups deep down, where a cutoff measure never looks.
   */
  range(m, l, facts, window) {
    this.groups(l);
    const v = this.v;
    const listed = this.mixedList;
    let count = 0;
    while (count < this.mixedCount && this.starts[listed[count]] < window) count++;
    if (count === 0) {
      this.lo = this.hi = v.value;
      return;
    }
    const value = v.value;
    const num = v.num;
    const den = v.den;
    const key = (g) => m.orderKey(g, facts);
    reorderGroups(key, l.grades, l.n, this.starts, listed, count, false, this.scratch);
    m.ordered(this.scratch, l.depth, facts, v);
    const lo = v.value;
    reorderGroups(key, l.grades, l.n, this.starts, listed, count, true, this.scratch);
    m.ordered(this.scratch, l.depth, facts, v);
    const hi = v.value;
    v.value = value;
    v.num = num;
    v.den = den;
    this.lo = Math.min(lo, hi, value);
    this.hi = Math.max(hi, lo, value);
  }
};
function optimisticCondensed(m, list, facts, relevance, out) {
  const key = (g) => m.orderKey(g, facts);
  const judged = [];
  let unjudged = 0;
  for (let i = 0; i < list.depth; i++) {
    const g = list.grades[i];
    if (isUnjudged(g, facts)) unjudged++;
    else judged.push(g);
  }
  judged.sort((x, y) => key(y) - key(x));
  const K = Math.min(unjudged, ranksNeeded(m.spec));
  const kr = key(relevance);
  const at = judged.findIndex((g) => key(g) < kr);
  const split = at < 0 ? judged.length : at;
  const grades = new Float64Array(judged.length + K);
  const all = new Float64Array(facts.judged.length + K);
  all.set(facts.judged);
  let best = -Infinity;
  let bestNum = 0;
  let bestDen = 1;
  for (let k = 0; k <= K; k++) {
    for (let i = 0; i < split; i++) grades[i] = judged[i];
    for (let i = 0; i < k; i++) grades[split + i] = relevance;
    for (let i = split; i < judged.length; i++) grades[i + k] = judged[i];
    all.fill(relevance, facts.judged.length, facts.judged.length + k);
    const n = judged.length + k;
    m.ordered(
      grades.subarray(0, n),
      n,
      { ...facts, judged: all.subarray(0, facts.judged.length + k), maxGrade: Math.max(facts.maxGrade, relevance) },
      out
    );
    if (out.value > best) {
      best = out.value;
      bestNum = out.num;
      bestDen = out.den;
    }
  }
  out.value = best;
  out.num = bestNum;
  out.den = bestDen;
}
function condensedCases(list, facts) {
  if (list.n <= list.depth) return null;
  let a = list.depth - 1;
  const s = list.scores[a];
  while (a > 0 && list.scores[a - 1] === s) a--;
  let before = 0;
  for (let i = 0; i < a; i++) if (!isUnjudged(list.grades[i], facts)) before++;
  const size = list.n - a;
  let j = 0;
  for (let i = a; i < list.n; i++) if (!isUnjudged(list.grades[i], facts)) j++;
  const u = size - j;
  if (j === 0 || u === 0) return null;
  const t = list.depth - a;
  const base = condense(list, facts);
  const cases = [];
  for (let h = Math.max(0, t - u); h <= Math.min(j, t); h++) {
    const p = Math.exp(logChoose(j, h) + logChoose(u, t - h) - logChoose(size, t));
    cases.push({ list: { ...base, depth: before + h }, p });
  }
  return cases;
}
function condense(list, facts) {
  let n = 0;
  let depth = 0;
  for (let i = 0; i < list.n; i++) {
    if (!isUnjudged(list.grades[i], facts)) {
      n++;
      if (i < list.depth) depth++;
    }
  }
  const grades = new Float64Array(n);
  const scores = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < list.n; i++) {
    if (!isUnjudged(list.grades[i], facts)) {
      grades[j] = list.grades[i];
      scores[j++] = list.scores[i];
    }
  }
  return { ...list, n, depth, grades, scores };
}
function fingerprintOf(list) {
  let h = Math.imul(2166136261 ^ list.depth, 16777619);
  h = Math.imul(h ^ list.n, 16777619);
  const { grades, scores } = list;
  const n = list.n;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const g = grades[i];
    if (g === g) h = Math.imul(h ^ (i << 12 ^ (g * 1024 | 0)), 16777619);
    if (i + 1 < n && scores[i + 1] === scores[i]) continue;
    if (i > start) {
      const first = grades[start];
      for (let j = start + 1; j <= i; j++) {
        const x = grades[j];
        if (x !== first && (x === x || first === first)) {
          h = Math.imul(h ^ (start | 1073741824), 16777619);
          h = Math.imul(h ^ (i | 536870912), 16777619);
          break;
        }
      }
    }
    start = i + 1;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function isTieDependent(run, mi, qi) {
  return run.high[mi][qi] - run.low[mi][qi] > EPS;
}
function tieDependentQueries(run, queries) {
  let n = 0;
  for (let i = 0; i < queries.length; i++) {
    for (let mi = 0; mi < run.measures.length; mi++) {
      if (isTieDependent(run, mi, queries[i])) {
        n++;
        break;
      }
    }
  }
  return n;
}
function countRelevant(grades, plan) {
  let c = 0;
  for (let i = 0; i < grades.length; i++) {
    const g = grades[i];
    if (g >= plan.relevance && !(plan.negative === "unjudged" && g < 0)) c++;
  }
  return c;
}
function checkPlan(plan, qrels) {
  for (const m of plan.measures) {
    const def = measureDef(m.kind);
    if (plan.policy.ties === "expected" && plan.columns !== "values" && !def.text && resolveMeasure(m, plan.relevance).expected === null) {
      throw new InputError(
        `${m.label} has no exact expected value over tie orders (${def.notes.expected})`,
        {},
        "use another tie policy (ties: trec_eval, rank or file) for it, or drop it from the measures"
      );
    }
    if (qrels) def.checkJudgments?.(m, qrels);
  }
}

// src/score/parallel.ts
import { openSync, readSync as readSync2, closeSync as closeSync2, statSync as statSync3, createReadStream as createReadStream2 } from "node:fs";
import { createHash as createHash3 } from "node:crypto";
async function scoreRuns(jobs, qrelsIn, qrelsPath, shared, opts = {}) {
  const judgments = () => Promise.resolve(qrelsIn);
  const cores2 = cores();
  const { files, sizes, threaded } = sizing(jobs);
  const hash = opts.hash !== false;
  const planOf = (j) => j.deep === void 0 ? shared : { ...shared, deep: j.deep };
  const inThread = async (j, i, qrels) => {
    const plan = planOf(j);
    if (!j.shards) return scoreRun(j.path, qrels, plan, j.label, hash);
    return finishScoredRun(await scoreRunFiles(files[i], qrels, plan, j.label, hash), qrels, plan, j.label);
  };
  if (!threaded.some(Boolean)) {
    releasePrestarted();
    const qrels = await judgments();
    const out = [];
    for (const [i, j] of jobs.entries()) out.push(await inThread(j, i, qrels));
    return out;
  }
  const sharedJudgments = opts.sharedJudgments ? (await judgments().catch(() => void 0))?.shared : void 0;
  const qrelsLabel = opts.qrelsLabel ?? (await judgments()).facts.path;
  const sharesPer = forcedShares() ?? Math.max(1, Math.floor(cores2 / jobs.length));
  const ctx = { qrelsPath, qrelsLabel, judgments, sharesPer, shared: sharedJudgments };
  let lastPlain = -1;
  for (const [i, j] of jobs.entries()) if (threaded[i] && !j.shards) lastPlain = i;
  const scored = Promise.all(
    jobs.map(async (j, i) => {
      const plan = planOf(j);
      if (!threaded[i]) return inThread(j, i, await judgments());
      let later;
      const run = j.shards ? await shardsInShares(ctx, j, sizes[i], plan, hash) : await scoreInShares(
        ctx,
        { path: j.path, label: j.label },
        sizes[i][0],
        plan,
        hash && !j.hashLater,
        i === lastPlain,
        hash && j.hashLater && j.hashAfterShare ? (d) => later = d : void 0
      );
      const qrels = await judgments();
      const scoredRun = finishScoredRun(run, qrels, plan, j.label);
      if (later && scoredRun.read.facts.sha256 === "") digestsOnTheirWay.set(scoredRun, later);
      return scoredRun;
    })
  );
  releasePrestarted();
  return scored;
}
function sizing(jobs) {
  const files = jobs.map((j) => j.shards ?? [{ path: j.path, label: j.label }]);
  const sizes = files.map((fs) => fs.map((f) => isPlain(f.path) ? statSync3(f.path).size : 0));
  const totals = sizes.map((s) => s.reduce((a, b) => a + b, 0));
  const threaded = totals.map((t) => worthAThread(t, PARALLEL_MIN_BYTES));
  return { files, sizes, threaded };
}
function scoredInWorkers(jobs) {
  try {
    return sizing(jobs).threaded.some(Boolean);
  } catch {
    return false;
  }
}
async function scoreInShares(c, f, size, plan, hashed, lastHere, digestLater) {
  if (!isPlain(f.path)) return scoreRunPart(f.path, await c.judgments(), plan, f.label, void 0, hashed);
  const ranges = splitAtQueries(f.path, size, c.sharesPer);
  const hash = ranges.length > 1 && hashed ? sha256File(f.path) : null;
  const share = (k) => ({
    qrels: c.qrelsPath,
    qrelsLabel: c.qrelsLabel,
    judgments: c.shared,
    path: f.path,
    label: f.label,
    plan,
    range: ranges[k],
    hash: hashed
  });
  if (ranges.length === 1 && !lastHere && !hashed && digestLater) {
    const [answer, digest] = runTaskTwice({
      kind: "share",
      job: { ...share(0), digestAfter: true }
    });
    digest.catch(() => {
    });
    digestLater(digest);
    return shareMerged(c, f, plan, hashed, [await answer], null, ", its thread hashing it next");
  }
  const parts = await Promise.all(
    ranges.map(
      (range, k) => lastHere && k === ranges.length - 1 ? shareHere(c, f, plan, range, hashed) : runShare(share(k))
    )
  );
  return shareMerged(c, f, plan, hashed, parts, hash, lastHere ? ", the last in this thread" : "");
}
async function shareMerged(c, f, plan, hashed, parts, hash, how) {
  if (process.env.RANKGATE_DEBUG)
    process.stderr.write(`rankgate: ${f.label} scored in ${parts.length} share(s)${how}
`);
  const qrels = await c.judgments();
  const merged = parts.every((p) => p.ok) ? merge(
    parts.map((p) => p.run),
    qrels,
    plan
  ) : null;
  if (!merged) {
    if (process.env.RANKGATE_DEBUG)
      process.stderr.write(
        `rankgate: shares of ${f.label} not merged: ${JSON.stringify(parts.map((p) => p.ok ? "ok" : p.message))}
`
      );
    const failed = parts.find((p) => !p.ok);
    if (failed && !failed.input) throw new Error(failed.message);
    return scoreRunPart(f.path, qrels, plan, f.label, void 0, hashed);
  }
  if (hash) merged.read.facts = { ...merged.read.facts, sha256: await hash };
  return merged;
}
async function shardsInShares(c, j, sizes, plan, hash) {
  const files = j.shards;
  const groups = groupBySize(sizes, Math.min(files.length, c.sharesPer)).map((g) => g.map((k) => files[k]));
  const parts = await Promise.all(
    groups.map(
      (g) => runShare({
        qrels: c.qrelsPath,
        qrelsLabel: c.qrelsLabel,
        judgments: c.shared,
        path: g[0].path,
        label: j.label,
        plan,
        files: g,
        hash
      })
    )
  );
  const qrels = await c.judgments();
  const runs = parts.every((p) => p.ok) ? parts.map((p) => p.run) : null;
  const merged = runs && repeatedRunOnly(runs.map((r) => r.read)) === null ? merge(runs, qrels, plan) : null;
  if (!merged) {
    const failed = parts.find((p) => !p.ok);
    if (failed && !failed.input) throw new Error(failed.message);
    return scoreRunFiles(files, qrels, plan, j.label, hash);
  }
  merged.read = runs.length === 1 ? runs[0].read : combineReads(
    runs.map((r) => r.read),
    j.label
  );
  return merged;
}
function groupBySize(sizes, k) {
  const total = sizes.reduce((a, b) => a + b, 0);
  const groups = [];
  let acc = 0;
  for (let i = 0; i < sizes.length; i++) {
    const left = sizes.length - i;
    const want = groups.length < k && (groups.length === 0 || acc >= total * groups.length / k || left <= k - groups.length);
    if (want) groups.push([]);
    groups[groups.length - 1].push(i);
    acc += sizes[i];
  }
  return groups;
}
async function shareHere(c, f, plan, range, hashed) {
  const qrels = await c.judgments();
  try {
    return { ok: true, run: await scoreRunPart(f.path, qrels, plan, f.label, range, hashed) };
  } catch (e) {
    return failedShare(e);
  }
}
function failedShare(e) {
  return { ok: false, input: e instanceof InputError, message: e instanceof Error ? e.message : String(e) };
}
function runShare(job) {
  return runTask({ kind: "share", job });
}
var digestsOnTheirWay = /* @__PURE__ */ new WeakMap();
async function completeDigests(runs, paths, standby) {
  const items = digestsToTake(runs, paths);
  if (items.length > 0) {
    const got = standby?.open ? await standby.run({ kind: "digest", paths: items }).catch(() => null) : null;
    standby?.cancel();
    applyDigests(runs, got ?? digestFiles(items));
  } else standby?.cancel();
  await digestsArriving(runs, paths);
}
var untaken = (r) => r.read.facts.sha256 === "" && !digestsOnTheirWay.has(r);
function digestsToTake(runs, paths) {
  return runs.flatMap((r, i) => untaken(r) ? [{ path: paths[i], label: r.read.facts.path }] : []);
}
function applyDigests(runs, got) {
  const digests = digestsOf(got);
  runs.filter(untaken).forEach((r, i) => applyDigest(r, digests[i]));
}
async function digestsArriving(runs, paths) {
  for (const [i, r] of runs.entries()) {
    const coming = digestsOnTheirWay.get(r);
    if (!coming) continue;
    digestsOnTheirWay.delete(r);
    const got = await coming.catch(() => null) ?? digestFiles([{ path: paths[i], label: r.read.facts.path }]);
    applyDigest(r, digestsOf(got)[0]);
  }
}
function digestsOf(got) {
  if (!got.ok) throw got.input ? new InputError(got.message, got.where, got.fix) : new Error(got.message);
  return got.digests;
}
function applyDigest(r, d) {
  const facts = r.read.facts;
  if (d.bytes !== facts.bytes) {
    throw new InputError(
      `changed while rankgate read it (${facts.bytes} bytes, then ${d.bytes})`,
      { file: facts.path },
      "run rankgate on files nothing else is writing"
    );
  }
  r.read.facts = { ...facts, sha256: d.sha256 };
}
function digestFiles(paths) {
  try {
    return { ok: true, digests: paths.map((p) => fileDigest(p.path, p.label)) };
  } catch (e) {
    return e instanceof InputError ? { ok: false, input: true, message: e.message, where: e.where, fix: e.fix } : { ok: false, input: false, message: e.message };
  }
}
function sha256File(path) {
  return new Promise((resolve, reject) => {
    const h = createHash3("sha256");
    createReadStream2(path, { highWaterMark: 1 << 20 }).on("data", (c) => h.update(c)).on("error", reject).on("end", () => resolve(h.digest("hex")));
  });
}
function splitAtQueries(path, size, n) {
  const cuts = [0];
  const fd = openSync(path, "r");
  const win = Buffer.allocUnsafe(1 << 16);
  try {
    for (let k = 1; k < n; k++) {
      const pos = Math.floor(size * k / n);
      if (pos <= cuts[cuts.length - 1]) continue;
      const cut = nextQueryStart(fd, win, pos, size);
      if (cut !== null && cut > cuts[cuts.length - 1] && cut < size) cuts.push(cut);
    }
  } finally {
    closeSync2(fd);
  }
  cuts.push(size);
  const out = [];
  for (let i = 0; i + 1 < cuts.length; i++) out.push({ start: cuts[i], end: cuts[i + 1] });
  return out;
}
function nextQueryStart(fd, win, pos, size) {
  let base = pos;
  let prev = null;
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(4);
  let skipPartial = true;
  while (base < size) {
    const got = readSync2(fd, win, 0, win.length, base);
    if (got === 0) return null;
    let i = 0;
    if (skipPartial) {
      const nl = win.indexOf(10, 0);
      if (nl < 0 || nl >= got) {
        base += got;
        continue;
      }
      i = nl + 1;
      skipPartial = false;
    }
    for (; ; ) {
      const nl = win.indexOf(10, i);
      if (nl < 0 || nl >= got) break;
      let f = i;
      while (f < nl && (win[f] === 32 || win[f] === 9)) f++;
      if (f < nl && win[f] !== 35) {
        let qid;
        if (win[f] === 123) {
          if (scanJsonResult(win, f, starts, ends, nums) < 0) return null;
          qid = win.toString("latin1", starts[0], ends[0]);
        } else {
          let j = f;
          while (j < nl && win[j] !== 32 && win[j] !== 9) j++;
          qid = win.toString("latin1", f, j);
        }
        if (prev !== null && qid !== prev) return base + i;
        prev = qid;
      }
      i = nl + 1;
    }
    if (i === 0) return null;
    base += i;
  }
  return null;
}
function merge(parts, qrels, plan) {
  const nq = qrels.qids.length;
  const first = parts[0];
  if (parts.length === 1) return { ...first, qids: qrels.qids, measures: plan.measures };
  const out = {
    ...first,
    qids: qrels.qids,
    measures: plan.measures,
    missing: new Uint8Array(nq).fill(1),
    retrieved: new Int32Array(nq),
    fingerprint: new Uint32Array(nq),
    order: orderFacts(nq),
    top: new Array(nq).fill(null),
    topHashes: new Uint32Array(nq * plan.keep),
    seen: mergeSeen(
      parts.map((p) => p.seen),
      nq
    )
  };
  const all = plan.columns !== "values";
  const cols = all ? ["value", "low", "high", "optimistic", "num", "den", "optNum", "optDen"] : ["value", "num", "den"];
  for (const c of cols) out[c] = plan.measures.map(() => new Float64Array(nq));
  if (!all) {
    out.low = out.high = out.optimistic = out.value;
    out.optNum = out.num;
    out.optDen = out.den;
  }
  out.text = first.text.map((t) => t ? new Array(nq).fill(null) : null);
  for (const p of parts) {
    for (let qi = 0; qi < nq; qi++) {
      if (p.missing[qi]) continue;
      if (!out.missing[qi]) return null;
      out.missing[qi] = 0;
      out.retrieved[qi] = p.retrieved[qi];
      out.fingerprint[qi] = p.fingerprint[qi];
      copyOrder(out.order, p.order, qi);
      for (const c of cols) for (let mi = 0; mi < plan.measures.length; mi++) out[c][mi][qi] = p[c][mi][qi];
      for (let mi = 0; mi < plan.measures.length; mi++) if (out.text[mi]) out.text[mi][qi] = p.text[mi][qi];
      out.top[qi] = p.top[qi];
      out.topHashes.set(p.topHashes.subarray(qi * plan.keep, (qi + 1) * plan.keep), qi * plan.keep);
    }
  }
  const reads = parts.map((p) => p.read);
  const tags = [];
  for (const r of reads) for (const t of r.tags) if (!tags.includes(t) && tags.length < 8) tags.push(t);
  out.read = {
    facts: { ...reads[0].facts, lines: reads.reduce((s, r) => s + r.facts.lines, 0) },
    format: reads[0].format,
    meta: reads[0].meta,
    tags,
    runOnly: reads.flatMap((r) => r.runOnly),
    queries: reads.reduce((s, r) => s + r.queries, 0),
    results: reads.reduce((s, r) => s + r.results, 0),
    judgedResults: reads.reduce((s, r) => s + r.judgedResults, 0),
    duplicatesDropped: reads.reduce((s, r) => s + r.duplicatesDropped, 0),
    badRanks: {
      count: reads.reduce((s, r) => s + r.badRanks.count, 0),
      example: reads.find((r) => r.badRanks.count > 0)?.badRanks.example ?? ""
    }
  };
  return out;
}

// src/compare/lattice-ends.ts
var MAX_WINDOW = 1 << 16;
function latticeEnds(d, span, lower, upper) {
  const n = d.length;
  const units = new Int32Array(n);
  let sum2 = 0;
  for (let i = 0; i < n; i++) {
    units[i] = Math.round(d[i] / span);
    sum2 += units[i];
  }
  const centre = Math.round(sum2 / n);
  let ss = 0;
  let reach = 0;
  for (let i = 0; i < n; i++) {
    const u = units[i] - centre;
    ss += (units[i] - sum2 / n) ** 2;
    if (Math.abs(u) > reach) reach = Math.abs(u);
  }
  const c = 46 * (reach / 3);
  const h = (c + Math.sqrt(c * c + 4 * 46 * ss)) / 2 + 1;
  let size = 64;
  while (size < 2 * h + 2) size *= 2;
  if (size > MAX_WINDOW) return null;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < n; i++) re[((units[i] - centre) % size + size) % size] += 1 / n;
  fft(re, im, -1);
  for (let j = 0; j < size; j++) {
    const mod = Math.hypot(re[j], im[j]);
    const arg = Math.atan2(im[j], re[j]);
    const r = mod === 0 ? 0 : Math.exp(n * Math.log(mod));
    re[j] = r * Math.cos(n * arg);
    im[j] = r * Math.sin(n * arg);
  }
  fft(re, im, 1);
  const mid = Math.round(sum2 - n * centre);
  const start = mid - size / 2;
  const out = [];
  const targets = [lower, upper];
  let acc = 0;
  for (let k = 0; k < size && out.length < 2; k++) {
    const v = start + k;
    acc += re[(v % size + size) % size] / size;
    while (out.length < 2 && acc >= targets[out.length] - 1e-12) out.push((v + n * centre) * span / n);
  }
  return out.length === 2 ? [out[0], out[1]] : null;
}
function fft(re, im, sign) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i];
      re[i] = re[j];
      re[j] = tr;
      const ti = im[i];
      im[i] = im[j];
      im[j] = ti;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = sign * 2 * Math.PI / len;
    const half = len >> 1;
    for (let k = 0; k < half; k++) {
      const wr = Math.cos(ang * k);
      const wi = Math.sin(ang * k);
      for (let i = k; i < n; i += len) {
        const b = i + half;
        const xr = re[b] * wr - im[b] * wi;
        const xi = re[b] * wi + im[b] * wr;
        re[b] = re[i] - xr;
        im[b] = im[i] - xi;
        re[i] += xr;
        im[i] += xi;
      }
    }
  }
}

// src/compare/computed-ends.ts
var COMPUTED_MIN_NONZERO = 100;
var SADDLEPOINT_MAX_ATOM = 0.03;
function computedEnds(d, lower, upper, minNonzero = COMPUTED_MIN_NONZERO) {
  const n = d.length;
  let m = 0;
  let sum2 = 0;
  for (let i = 0; i < n; i++) {
    if (d[i] !== 0) {
      m++;
      sum2 += d[i];
    }
  }
  if (m < Math.max(minNonzero, 2) || !(lower > 0 && lower < 0.5 && upper > 0.5 && upper < 1)) return null;
  const mean = sum2 / n;
  const y = new Float64Array(m);
  let k = 0;
  let variance = (n - m) * mean * mean;
  for (let i = 0; i < n; i++) {
    if (d[i] !== 0) {
      const v = d[i] - mean;
      y[k++] = v;
      variance += v * v;
    }
  }
  variance /= n;
  if (!(variance > 0)) return null;
  const span = latticeSpan(d);
  if (span > 0) {
    const exact = latticeEnds(d, span, lower, upper);
    if (exact !== null || span / Math.sqrt(n * variance) > SADDLEPOINT_MAX_ATOM) return exact;
  }
  const cgf = new EmpiricalCgf(y, -mean, n - m, n);
  const lo = cgf.quantile(lower, variance);
  const hi = cgf.quantile(upper, variance);
  if (lo === null || hi === null) return null;
  return [onLattice(mean + lo, span, n), onLattice(mean + hi, span, n)];
}
function onLattice(meanQuantile, span, n) {
  if (span === 0) return meanQuantile;
  const k = Math.ceil(meanQuantile * n / span - 0.5 - 1e-9);
  return k * span / n;
}
function latticeSpan(d) {
  const mags = [];
  for (let i = 0; i < d.length; i++) {
    const a = Math.abs(d[i]);
    if (a === 0 || mags.includes(a)) continue;
    if (mags.length === 64) return 0;
    mags.push(a);
  }
  if (mags.length === 0) return 0;
  const smallest = Math.min(...mags);
  for (let j = 1; j <= 24; j++) {
    const step = smallest / j;
    if (mags.every((a) => Math.abs(a / step - Math.round(a / step)) < 1e-7)) return step;
  }
  return 0;
}
var EmpiricalCgf = class {
  constructor(y, zeroValue, zeroWeight, n) {
    this.y = y;
    this.zeroValue = zeroValue;
    this.zeroWeight = zeroWeight;
    this.n = n;
  }
  y;
  zeroValue;
  zeroWeight;
  n;
  k = 0;
  k1 = 0;
  k2 = 0;
  /** Sets k, k1, k2 at t; the exponent is shifted by its largest term so no exp overflows. */
  at(t) {
    const { y, zeroValue, zeroWeight } = this;
    let top = zeroWeight > 0 ? t * zeroValue : Number.NEGATIVE_INFINITY;
    for (let i = 0; i < y.length; i++) if (t * y[i] > top) top = t * y[i];
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    if (zeroWeight > 0) {
      const e = zeroWeight * Math.exp(t * zeroValue - top);
      s0 = e;
      s1 = e * zeroValue;
      s2 = e * zeroValue * zeroValue;
    }
    for (let i = 0; i < y.length; i++) {
      const v = y[i];
      const e = Math.exp(t * v - top);
      s0 += e;
      s1 += e * v;
      s2 += e * v * v;
    }
    this.k = top + Math.log(s0 / this.n);
    this.k1 = s1 / s0;
    this.k2 = s2 / s0 - this.k1 * this.k1;
  }
  /**
   * Lugannani–Rice: P(mean of n draws ≤ K′(t)) ≈ Φ(w) + φ(w)·(1/w − 1/u), w = sign(t)·√(2n(t·K′ − K)), u = t·√(n·K″).
   * Not defined at t = 0 (the centre), which no quantile here asks for.
   */
  cdf(t) {
    this.at(t);
    const n = this.n;
    const r = t * this.k1 - this.k;
    const w = Math.sign(t) * Math.sqrt(2 * n * Math.max(r, 0));
    const u = t * Math.sqrt(n * this.k2);
    if (w === 0 || !(u !== 0)) return Number.NaN;
    return normalCdf(w) + normalDensity(w) * (1 / w - 1 / u);
  }
  /**
   * The centred mean's q-quantile: the t with cdf(t) = q, bracketed from the normal approximation's t and closed by
   * regula falsi (Illinois), then K′(t). Null if it fails to bracket or converge (the caller then draws).
   */
  quantile(q, variance) {
    const z = normalQuantile(q);
    const t0 = z / Math.sqrt(this.n * variance);
    let far = 2 * t0;
    let fFar = this.cdf(far) - q;
    for (let i = 0; i < 60 && Number.isFinite(fFar) && Math.sign(fFar) !== Math.sign(z); i++) {
      far *= 2;
      fFar = this.cdf(far) - q;
    }
    let near = t0 / 4;
    let fNear = this.cdf(near) - q;
    for (let i = 0; i < 60 && Number.isFinite(fNear) && Math.sign(fNear) === Math.sign(z); i++) {
      near /= 4;
      fNear = this.cdf(near) - q;
    }
    if (!Number.isFinite(fFar) || !Number.isFinite(fNear) || Math.sign(fFar) === Math.sign(fNear)) return null;
    let a = far;
    let fa = fFar;
    let b = near;
    let fb = fNear;
    let side = 0;
    for (let i = 0; i < 200; i++) {
      const c = (a * fb - b * fa) / (fb - fa);
      const fc = this.cdf(c) - q;
      if (!Number.isFinite(fc)) return null;
      if (Math.abs(fc) < 1e-13 || Math.abs(b - a) <= 1e-15 * Math.abs(c)) {
        this.at(c);
        return this.k1;
      }
      if (Math.sign(fc) === Math.sign(fb)) {
        b = c;
        fb = fc;
        if (side === -1) fa /= 2;
        side = -1;
      } else {
        a = c;
        fa = fc;
        if (side === 1) fb /= 2;
        side = 1;
      }
    }
    return null;
  }
};
var INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);
function normalDensity(x) {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}
function normalCdf(x) {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < -3) return millsTail(-x);
  if (x > 3) return 1 - millsTail(x);
  let term = x;
  let s = x;
  const x2 = x * x;
  for (let k = 3; k < 400; k += 2) {
    term *= x2 / k;
    s += term;
    if (Math.abs(term) < 1e-17 * Math.abs(s)) break;
  }
  return 0.5 + normalDensity(x) * s;
}
function millsTail(x) {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let dd = 0;
  for (let k = 1; k < 500; k++) {
    dd = x + k * dd;
    dd = dd === 0 ? tiny : 1 / dd;
    c = x + k / c;
    if (c === 0) c = tiny;
    const delta = c * dd;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return normalDensity(x) / f;
}
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) return Number.NaN;
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// src/compare/family.ts
var EXACT_MAX = 16;
function familyTest(input) {
  const { pairs } = input;
  const P2 = pairs.length;
  const versions = Array.from({ length: P2 > 0 ? pairs[0].values.length : 1 }, (_, v) => v);
  let nq = 0;
  for (const p of pairs) for (let i = 0; i < p.members.length; i++) nq = Math.max(nq, p.members[i] + 1);
  const movedMask = new Uint8Array(nq);
  for (const p of pairs) {
    for (let i = 0; i < p.members.length; i++) {
      const q = p.members[i];
      if (movedMask[q]) continue;
      if (input.moved?.[q]) movedMask[q] = 1;
      else for (let v = 0; v < p.values.length; v++) if (p.values[v][i] !== 0) movedMask[q] = 1;
    }
  }
  const moved = new Int32Array(nq).fill(-1);
  let u = 0;
  for (let q = 0; q < nq; q++) if (movedMask[q]) moved[q] = u++;
  const idx = [];
  const vals = versions.map(() => []);
  for (const p of pairs) {
    let m = 0;
    for (let i = 0; i < p.members.length; i++) if (moved[p.members[i]] >= 0) m++;
    const ix = new Int32Array(m);
    const vs = versions.map(() => new Float64Array(m));
    for (let i = 0, j = 0; i < p.members.length; i++) {
      const r = moved[p.members[i]];
      if (r < 0) continue;
      ix[j] = r;
      for (const vi of versions) vs[vi][j] = p.values[vi][i];
      j++;
    }
    idx.push(ix);
    versions.forEach((vi) => vals[vi].push(vs[vi]));
  }
  const test = pairedTest(input.test);
  const drawn = test.needsDraws(input.correction);
  const exact = !drawn || u <= EXACT_MAX;
  const N = !drawn ? 1 : exact ? 2 ** u : input.iterations + 1;
  const stats = versions.map(() => pairs.map(() => new Float64Array(N)));
  const norms = versions.map(
    (_, vi) => pairs.map((_2, pi) => {
      let s = 0;
      for (const x of vals[vi][pi]) s += x * x;
      return Math.sqrt(s);
    })
  );
  const diffPos = versions.map(
    (_, vi) => pairs.map((_2, pi) => {
      const out = [];
      if (vi > 0)
        vals[vi][pi].forEach((x, i) => {
          if (x !== vals[0][pi][i]) out.push(i);
        });
      return Int32Array.from(out);
    })
  );
  const diffIdx = diffPos.map((perPair) => perPair.map((pos, pi) => Int32Array.from(pos, (i) => idx[pi][i])));
  const diffVal = diffPos.map(
    (perPair, vi) => perPair.map((pos, pi) => Float64Array.from(pos, (i) => vals[vi][pi][i] - vals[0][pi][i]))
  );
  const same = versions.map(
    (vi) => pairs.map((_, pi) => vi > 0 && diffIdx[vi][pi].length === 0 && norms[vi][pi] === norms[0][pi])
  );
  for (let vi = 1; vi < versions.length; vi++)
    for (let pi = 0; pi < P2; pi++) if (same[vi][pi]) stats[vi][pi] = stats[0][pi];
  const bits = new Int32Array(Math.max(1, Math.ceil(u / 32)));
  const st = seedState(input.seed);
  const atoms = atomPlan(idx, vals[0], u);
  const sums = new Float64Array(P2);
  const fills = [];
  for (let pi = 0; pi < P2; pi++) {
    for (let vi = 0; vi < versions.length; vi++) {
      if (norms[vi][pi] === 0 || same[vi][pi]) continue;
      fills.push({
        out: stats[vi][pi],
        pi,
        norm: norms[vi][pi],
        di: vi === 0 ? null : diffIdx[vi][pi],
        dv: diffVal[vi][pi]
      });
    }
  }
  if (!drawInWasm(N, exact, bits, u, st, atoms, sums, fills)) drawStatistics(N, exact, bits, u, st, atoms, sums, fills);
  const decisions = input.thresholds ?? [null];
  const sortedOf = [];
  const pOfVersion = [];
  const outcomes = versions.map((_, vi) => {
    const shapes = pairs.map((p, pi) => ({ n: p.members.length, norm: norms[vi][pi] }));
    const sorted = [];
    const pOf = [];
    stats[vi].forEach((x, pi) => {
      if (same[vi][pi]) {
        sorted.push(sortedOf[0][pi]);
        pOf.push(pOfVersion[0][pi]);
        return;
      }
      const both = test.sortedWithPValues?.(x) ?? null;
      if (both) {
        sorted.push(both.sorted);
        pOf.push(both.p);
        return;
      }
      const ranked = rankedCopy(x);
      sorted.push(ranked.sorted);
      pOf.push(test.pValues(x, ranked, shapes[pi]));
    });
    sortedOf.push(sorted);
    pOfVersion.push(pOf);
    const level = simultaneousLevel(test, pOf, input.alpha, input.correction, N);
    const simultaneous = Float64Array.from(pairs, (_2, pi) => test.criticalAt(sorted[pi], level, shapes[pi]));
    return decisions.map((th) => ({
      ...familyRejections(test, stats[vi], sorted, shapes, pOf, pairs, input.alpha, input.correction, N, th),
      simultaneous
    }));
  });
  return { outcomes, draws: N, exact };
}
function drawStatistics(N, exact, bits, u, st, atoms, sums, fills) {
  for (let b = 0; b < N; b++) {
    if (exact) bits[0] = b;
    else if (b === 0) bits.fill(0);
    else drawSigns(bits, u, st);
    atomSums(atoms, bits, sums);
    for (let f = 0; f < fills.length; f++) {
      const x = fills[f];
      const sum2 = sums[x.pi];
      const s = x.di === null ? sum2 : sum2 + signedSum(x.di, x.dv, bits);
      x.out[b] = -s / x.norm;
    }
  }
}
function drawSigns(bits, u, st) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  for (let k = 0; k << 5 < u; k++) {
    const t = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + t | 0;
    bits[k] = t;
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
}
function atomPlan(idx, vals, u) {
  const groups = [];
  for (let pi = 0; pi < idx.length; pi++) {
    let home = -1;
    for (let gi = 0; gi < groups.length && home < 0; gi++) {
      const g2 = groups[gi];
      let ok = true;
      for (let i = 0; i < idx[pi].length && ok; i++) {
        const q = idx[pi][i];
        if (g2.has[q] && g2.d[q] !== vals[pi][i]) ok = false;
      }
      if (ok) home = gi;
    }
    if (home < 0) {
      groups.push({ pairs: [], d: new Float64Array(u), has: new Uint8Array(u) });
      home = groups.length - 1;
    }
    const g = groups[home];
    g.pairs.push(pi);
    for (let i = 0; i < idx[pi].length; i++) {
      g.d[idx[pi][i]] = vals[pi][i];
      g.has[idx[pi][i]] = 1;
    }
  }
  const plan = { groups: [], direct: [] };
  for (const g of groups) {
    const memberOf = Array.from({ length: u }, () => []);
    for (let k = 0; k < g.pairs.length; k++) for (const q of idx[g.pairs[k]]) memberOf[q].push(k);
    const atomIds = /* @__PURE__ */ new Map();
    const queries = [];
    const atomOf = [];
    const atomsOfPair = g.pairs.map(() => []);
    for (let q = 0; q < u; q++) {
      if (!g.has[q]) continue;
      const key = memberOf[q].join(",");
      let a = atomIds.get(key);
      if (a === void 0) {
        atomIds.set(key, a = atomIds.size);
        for (const k of memberOf[q]) atomsOfPair[k].push(a);
      }
      queries.push(q);
      atomOf.push(a);
    }
    const pairAtoms = atomsOfPair.map((as) => Int32Array.from(as));
    const direct = g.pairs.reduce((t, pi) => t + idx[pi].length, 0);
    const viaAtoms = queries.length + pairAtoms.reduce((t, a) => t + a.length, 0);
    if (viaAtoms < direct) {
      const atomStart = new Int32Array(atomIds.size + 1);
      for (const a of atomOf) atomStart[a + 1]++;
      for (let a = 0; a < atomIds.size; a++) atomStart[a + 1] += atomStart[a];
      const next = atomStart.slice(0, atomIds.size);
      const byAtom = new Int32Array(queries.length);
      for (let i = 0; i < queries.length; i++) byAtom[next[atomOf[i]]++] = queries[i];
      const kept = new Int32Array(queries.length);
      const keptStart = new Int32Array(atomIds.size + 1);
      let n = 0;
      for (let a = 0; a < atomIds.size; a++) {
        for (let i = atomStart[a]; i < atomStart[a + 1]; i++) if (g.d[byAtom[i]] !== 0) kept[n++] = byAtom[i];
        keptStart[a + 1] = n;
      }
      const nonZero2 = kept.subarray(0, n);
      const atomsFrom = new Int32Array(pairAtoms.length + 1);
      pairAtoms.forEach((as, k) => atomsFrom[k + 1] = atomsFrom[k] + as.length);
      const atomList = new Int32Array(atomsFrom[pairAtoms.length]);
      pairAtoms.forEach((as, k) => atomList.set(as, atomsFrom[k]));
      plan.groups.push({
        pairs: g.pairs,
        ...atomsBySize(nonZero2, keptStart, (q) => g.d[q]),
        acc: new Float64Array(atomIds.size),
        atomList,
        atomsFrom,
        longestFirst: Int32Array.from(pairAtoms.keys()).sort(
          (a, b) => pairAtoms[b].length - pairAtoms[a].length || a - b
        )
      });
    } else for (const pi of g.pairs) plan.direct.push(nonZeroMembers(idx[pi], vals[pi], pi));
  }
  return plan;
}
function atomsBySize(queries, atomStart, d) {
  const atoms = atomStart.length - 1;
  const single = [];
  const multiple = [];
  for (let a = 0; a < atoms; a++) {
    const size = atomStart[a + 1] - atomStart[a];
    if (size === 1) single.push(a);
    else if (size > 1) multiple.push(a);
  }
  const start = new Int32Array(multiple.length + 1);
  multiple.forEach((a, j) => start[j + 1] = start[j] + atomStart[a + 1] - atomStart[a]);
  const query = new Int32Array(start[multiple.length]);
  multiple.forEach((a, j) => query.set(queries.subarray(atomStart[a], atomStart[a + 1]), start[j]));
  const singleQuery = Int32Array.from(single, (a) => queries[atomStart[a]]);
  return {
    single: { atom: Int32Array.from(single), query: singleQuery, d: Float64Array.from(singleQuery, d) },
    multiple: { atom: Int32Array.from(multiple), start, query, d: Float64Array.from(query, d) }
  };
}
function nonZeroMembers(idx, vals, pair) {
  let n = 0;
  for (let i = 0; i < vals.length; i++) if (vals[i] !== 0) n++;
  const out = { pair, idx: new Int32Array(n), vals: new Float64Array(n) };
  for (let i = 0, j = 0; i < vals.length; i++) {
    if (vals[i] === 0) continue;
    out.idx[j] = idx[i];
    out.vals[j++] = vals[i];
  }
  return out;
}
function signOf(bits, q) {
  return 1 - ((bits[q >> 5] >>> (q & 31) & 1) << 1);
}
function atomSums(plan, bits, out) {
  for (const g of plan.groups) {
    const acc = g.acc;
    const one = g.single;
    for (let i = 0; i < one.atom.length; i++) acc[one.atom[i]] = signOf(bits, one.query[i]) * one.d[i];
    const many = g.multiple;
    for (let j = 0, i = 0; j < many.atom.length; j++) {
      let s = 0;
      for (const end = many.start[j + 1]; i < end; i++) s += signOf(bits, many.query[i]) * many.d[i];
      acc[many.atom[j]] = s;
    }
    pairSums(g, out);
  }
  for (const p of plan.direct) out[p.pair] = signedSum(p.idx, p.vals, bits);
}
function pairSums(g, out) {
  const { acc, atomList: list, atomsFrom: from, longestFirst: order, pairs } = g;
  let x = 0;
  for (; x + 4 <= order.length; x += 4) {
    const k0 = order[x];
    const k1 = order[x + 1];
    const k2 = order[x + 2];
    const k3 = order[x + 3];
    const o0 = from[k0];
    const o1 = from[k1];
    const o2 = from[k2];
    const o3 = from[k3];
    const common = from[k3 + 1] - o3;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let j = 0; j < common; j++) {
      s0 += acc[list[o0 + j]];
      s1 += acc[list[o1 + j]];
      s2 += acc[list[o2 + j]];
      s3 += acc[list[o3 + j]];
    }
    out[pairs[k0]] = sumOn(acc, list, o0 + common, from[k0 + 1], s0);
    out[pairs[k1]] = sumOn(acc, list, o1 + common, from[k1 + 1], s1);
    out[pairs[k2]] = sumOn(acc, list, o2 + common, from[k2 + 1], s2);
    out[pairs[k3]] = s3;
  }
  for (; x < order.length; x++) out[pairs[order[x]]] = sumOn(acc, list, from[order[x]], from[order[x] + 1], 0);
}
function sumOn(acc, list, from, to, s) {
  for (let i = from; i < to; i++) s += acc[list[i]];
  return s;
}
function signedSum(idx, vals, bits) {
  let s = 0;
  for (let i = 0; i < idx.length; i++) s += signOf(bits, idx[i]) * vals[i];
  return s;
}
function levelAt(test, values, limit, N) {
  if (limit >= values.length) return 1;
  return Math.min(1, test.levelBelow(orderStatistic(values, limit), N));
}
function simultaneousLevel(test, pOf, alpha, correction, N) {
  const m = pOf.length;
  if (m === 0) return alpha;
  if (correction === "none") return alpha;
  if (correction !== "westfall-young") return alpha / m;
  const q = Float64Array.from(pOf[0]);
  for (let pi = 1; pi < m; pi++) minInto(q, pOf[pi]);
  return Math.min(levelAt(test, q, Math.floor(alpha * N + 1e-9), N), alpha);
}
function minInto(q, p) {
  for (let b = 0; b < q.length; b++) if (p[b] < q[b]) q[b] = p[b];
}
var CANNOT = 2;
function westfallYoungSteps(steps, observed, alpha, N, test) {
  const P2 = steps.length;
  const stepLevel = new Float64Array(P2);
  const stepAdj = new Float64Array(P2);
  const limit = Math.floor(alpha * N + 1e-9);
  const loop = P2 > 0 ? stepLoopInWasm(N) : null;
  const q = loop ? null : new Float64Array(N).fill(Infinity);
  const candidates = loop ? loop.candidates : new Float64Array(N);
  const tally = new Int32Array(1);
  let bound = Infinity;
  for (let j = P2 - 1; j >= 0; j--) {
    const below = observed[j] + 1e-15;
    const kept = loop ? loop.step(steps[j], below, bound, tally) : stepInto(q, steps[j], below, bound, candidates, tally);
    stepAdj[j] = tally[0] / N;
    if (limit >= N) stepLevel[j] = 1;
    else {
      bound = orderStatistic(candidates.subarray(0, kept), limit);
      stepLevel[j] = Math.min(1, test.levelBelow(bound, N));
    }
  }
  return { stepAdj, stepLevel };
}
function stepInto(q, step, below, bound, out, tally) {
  const { t, p, perDrop, threshold } = step;
  let count = 0;
  let kept = 0;
  tally[0] = 0;
  for (let b = 0; b < q.length; b++) {
    const ok = +(t[b] * perDrop > threshold);
    const m = p[b] * ok + CANNOT * (1 - ok);
    const was = q[b];
    const v = m < was ? m : was;
    q[b] = v;
    count += +(v < below);
    tally[0] = count;
    out[kept] = v;
    kept += +(v <= bound);
  }
  return kept;
}
function familyRejections(test, stats, sorted, shapes, pOf, pairs, alpha, correction, N, thresholds) {
  const P2 = pairs.length;
  const draws = Array.from(
    pairs,
    (_, pi) => ({
      t: stats[pi],
      p: pOf[pi],
      perDrop: shapes[pi].norm / Math.max(pairs[pi].members.length, 1),
      threshold: thresholds ? thresholds[pi] : -Infinity
    })
  );
  const pRestricted = Float64Array.from(draws, (d) => d.t[0] * d.perDrop > d.threshold ? d.p[0] : CANNOT);
  const t = Float64Array.from(stats, (s) => s[0]);
  const pWorse = Float64Array.from(pOf, (p) => p[0]);
  const scale = Float64Array.from(pairs, (p, pi) => shapes[pi].norm / Math.max(p.members.length, 1));
  const order = Array.from({ length: P2 }, (_, i) => i).sort(
    (a, b) => pRestricted[a] - pRestricted[b] || pWorse[a] - pWorse[b] || t[b] - t[a] || a - b
  );
  const levels = new Float64Array(P2);
  const pAdjusted = new Float64Array(P2);
  const rejected = new Uint8Array(P2);
  if (correction === "westfall-young") {
    const { stepAdj, stepLevel } = westfallYoungSteps(
      order.map((pi) => draws[pi]),
      Float64Array.from(order, (pi) => pWorse[pi]),
      alpha,
      N,
      test
    );
    let running = 0;
    let stopped = false;
    let stopLevel = 0;
    for (let j = 0; j < P2; j++) {
      const pi = order[j];
      running = Math.max(running, Math.min(1, stepAdj[j]));
      pAdjusted[pi] = running;
      if (!stopped && pRestricted[pi] <= stepLevel[j]) {
        rejected[pi] = 1;
        levels[pi] = stepLevel[j];
      } else {
        if (!stopped) stopLevel = stepLevel[j];
        stopped = true;
        levels[pi] = stopLevel;
      }
    }
  } else {
    const m = P2;
    if (correction === "holm") {
      let running = 0;
      let stopped = false;
      let stopLevel = 0;
      for (let j = 0; j < P2; j++) {
        const pi = order[j];
        const level = alpha / (m - j);
        running = Math.max(running, Math.min(1, (m - j) * pWorse[pi]));
        pAdjusted[pi] = running;
        if (!stopped && pRestricted[pi] <= level) {
          rejected[pi] = 1;
          levels[pi] = level;
        } else {
          if (!stopped) stopLevel = level;
          stopped = true;
          levels[pi] = stopLevel;
        }
      }
    } else if (correction === "bh") {
      let k = 0;
      for (let j = 0; j < P2; j++) if (pRestricted[order[j]] <= alpha * (j + 1) / m) k = j + 1;
      let running = 1;
      for (let j = P2 - 1; j >= 0; j--) {
        const pi = order[j];
        running = Math.min(running, pWorse[pi] * m / (j + 1));
        pAdjusted[pi] = Math.min(1, running);
      }
      const level = alpha * Math.max(k, 1) / m;
      for (let j = 0; j < P2; j++) {
        const pi = order[j];
        levels[pi] = level;
        rejected[pi] = j < k ? 1 : 0;
      }
    } else {
      for (let pi = 0; pi < P2; pi++) {
        pAdjusted[pi] = pWorse[pi];
        levels[pi] = alpha;
        rejected[pi] = pRestricted[pi] <= alpha ? 1 : 0;
      }
    }
  }
  const critical = Float64Array.from(pairs, (_, pi) => test.criticalAt(sorted[pi], levels[pi], shapes[pi]));
  return { t, scale, pWorse, pAdjusted, rejected, critical };
}

// src/compare/heavy.ts
var PARALLEL_MIN_WORK = 3e7;
async function heavyStatistics(job, slices, family, standby, sharing = {}) {
  const perSlice = (x) => (x.columns[0]?.length ?? 0) * (job.iterations + (job.computeEnds && x.columns.some(manyNonZero) ? 0 : job.bootstrap));
  const familyWork = family ? family.iterations * family.pairs.reduce((s, p) => s + p.members.length, 0) : 0;
  const work = slices.reduce((s, x) => s + perSlice(x), 0) + familyWork;
  if (!worthAThread(work, PARALLEL_MIN_WORK)) return runHeavy({ ...job, slices, family });
  const order = slices.map((_, i) => i).sort((a, b) => slices[b].columns[0].length - slices[a].columns[0].length || a - b);
  const ordered = order.map((i) => slices[i]);
  const queue = new Int32Array(new SharedArrayBuffer(4));
  const either = sharing.either !== void 0;
  const there = runTask(
    { kind: "stats", job: { ...job, slices: ordered, family, queue, either }, ...sharing.either?.fields },
    standby
  );
  there.catch(() => {
  });
  sharing.first?.();
  const here = runHeavy({ ...job, slices: ordered, family: null, queue, either }, sharing.either?.here);
  const away = await there;
  if (process.env.RANKGATE_DEBUG)
    process.stderr.write(
      `rankgate: statistics of ${here.taken.length} slice(s) here, ${away.taken.length} and the family test in a worker${either ? `; the shared job ${here.either !== void 0 ? "here" : away.either !== void 0 ? "there" : "nowhere"}` : ""}
`
    );
  const out = new Array(slices.length);
  for (const part of [here, away]) part.taken.forEach((k, j) => out[order[k]] = part.slices[j]);
  return { slices: out, family: away.family, either: here.either ?? away.either };
}
function intervals(job, s) {
  const computed = s.columns.map((c) => job.computeEnds ? computedEnds(c, 0.025, 0.975) : null);
  if (computed.every((e) => e === null))
    return pairedBootstrapCIs(s.columns, {
      iterations: job.bootstrap,
      seed: deriveSeed(job.seed, "ci|" + s.name),
      moved: s.moved
    });
  return computed.map(
    (e, j) => e ?? pairedBootstrapCIs([s.columns[j]], {
      iterations: job.bootstrap,
      seed: deriveSeed(job.seed, `ci|${s.name}|${job.measures[j]}`),
      moved: nonZero(s.columns[j])
    })[0]
  );
}
function nonZero(column2) {
  return Uint8Array.from(column2, (v) => v !== 0 ? 1 : 0);
}
function manyNonZero(column2) {
  let m = 0;
  for (let i = 0; i < column2.length && m < COMPUTED_MIN_NONZERO; i++) if (column2[i] !== 0) m++;
  return m >= COMPUTED_MIN_NONZERO;
}
function runHeavy(job, either) {
  const family = job.family ? familyTest(job.family) : null;
  if (!job.queue) return { slices: job.slices.map((s) => sliceResult(job, s)), family };
  const skip = job.either ? 1 : 0;
  const out = { slices: [], taken: [], family };
  for (let k = Atomics.add(job.queue, 0, 1); k < job.slices.length + skip; k = Atomics.add(job.queue, 0, 1)) {
    if (k < skip) out.either = either?.();
    else {
      out.taken.push(k - skip);
      out.slices.push(sliceResult(job, job.slices[k - skip]));
    }
  }
  return out;
}
function sliceResult(job, s) {
  const n = s.columns[0]?.length ?? 0;
  const cis = n > 0 ? intervals(job, s) : s.columns.map(() => [0, 0]);
  const test = job.test !== null ? pairedTest(job.test) : null;
  const ps = s.columns.map(
    (d, mi) => test ? test.twoSided(d, job.iterations, deriveSeed(job.seed, `p|${s.name}|${job.measures[mi]}`), job.stopAt) : null
  );
  return { cis, ps };
}

export {
  LIMITS,
  MIN_GEO_MEAN,
  atof,
  atol,
  MEASURES,
  measureDef,
  findMeasure,
  KNOWN_MEASURES,
  resolveMeasure,
  scoreOrdered,
  isCountMeasure,
  ranksNeeded,
  readLines,
  checkBlankRun,
  isBlank,
  isComment,
  compareIds,
  judgmentsFromShared,
  readQrels,
  JsonNumber,
  JsonError,
  parseJsonLine,
  isObject,
  AnsweredTwice,
  answeredTwice,
  HEAD,
  readRankedRun,
  scoreRunPart,
  scoreRunFiles,
  isTieDependent,
  tieDependentQueries,
  scoreRuns,
  scoredInWorkers,
  failedShare,
  completeDigests,
  digestsToTake,
  applyDigests,
  digestsArriving,
  digestFiles,
  familyTest,
  heavyStatistics,
  runHeavy
};
