import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  parseNumber
} from "./chunk-MO67YMK3.js";
import {
  compareIds,
  hashBytes
} from "./chunk-6XHBFWDG.js";
import {
  LIMITS,
  bytesText,
  countText,
  openInput
} from "./chunk-UT5OR33X.js";
import {
  InputError,
  quote
} from "./chunk-B6WRYOF2.js";

// src/read/lines.ts
import { closeSync, createReadStream, readSync } from "node:fs";
import { isUtf8 } from "node:buffer";
import { createGunzip } from "node:zlib";
import { createHash } from "node:crypto";
var CHUNK = 1 << 20;
async function readLines(path, onLine, opts = {}) {
  const label = opts.label ?? path;
  const limits = opts.limits ?? LIMITS;
  const { fd, size } = openInput(path, label);
  let handedOff = false;
  try {
    if (size === 0) throw new InputError("file is empty", { file: label }, "the file must hold at least one line");
    const gzip = isGzipFd(fd);
    const hash = createHash("sha256");
    if (!gzip) return readPlain(fd, size, label, hash, onLine, opts.range ?? { start: 0, end: size }, limits, opts.stretch);
    if (opts.range) throw new Error("byte ranges apply to plain files only");
    handedOff = true;
    return await readGzip(fd, size, label, hash, onLine, limits, opts.stretch);
  } finally {
    if (!handedOff) closeSync(fd);
  }
}
async function readGzip(fd, size, label, hash, onLine, limits, stretch) {
  const max = Math.max(limits.gunzipFloor, limits.gunzipRatio * size);
  const raw = createReadStream("", { fd, start: 0, highWaterMark: CHUNK, autoClose: true });
  raw.on("data", (c) => hash.update(c));
  const gunzip = createGunzip({ chunkSize: CHUNK });
  const lines = new LineSplitter(onLine, label, true, limits, stretch);
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
      lines.push(chunk);
    }
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
function isGzipFile(path) {
  const { fd } = openInput(path, path);
  try {
    return isGzipFd(fd);
  } finally {
    closeSync(fd);
  }
}
function isGzipFd(fd) {
  const head = Buffer.alloc(2);
  const got = readSync(fd, head, 0, 2, 0);
  return got === 2 && head[0] === 31 && head[1] === 139;
}
function readPlain(fd, size, label, hash, onLine, range, limits, stretch) {
  const buf = Buffer.allocUnsafe(CHUNK);
  const whole = range.start === 0 && range.end === size;
  const lines = new LineSplitter(onLine, label, range.start === 0, limits, stretch);
  let pos = range.start;
  try {
    for (; ; ) {
      const got = readSync(fd, buf, 0, Math.min(CHUNK, range.end - pos), pos);
      if (got === 0) break;
      pos += got;
      const chunk = buf.subarray(0, got);
      if (whole) hash.update(chunk);
      lines.push(chunk);
    }
  } catch (e) {
    const code = e.code;
    if (typeof code !== "string" || e instanceof InputError) throw e;
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  }
  return { path: label, sha256: hash.digest("hex"), lines: lines.end(), bytes: size, gzip: false };
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
  get count() {
    return this.lineNo;
  }
  push(chunk) {
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
        return;
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
    if (stop < len) this.grow(chunk.subarray(stop));
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
    if (buf[bad] === 0) throw new InputError("holds a NUL byte: this is not a text file", where, "pass the plain or .gz text file");
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

// src/read/qrels.ts
var QueryJudgments = class {
  constructor(qid) {
    this.qid = qid;
  }
  qid;
  docids = [];
  gradeList = [];
  lineList = [];
  /** docid -> index into docids/grades */
  index = /* @__PURE__ */ new Map();
  table;
  mask = 0;
  hashes;
  bytes;
  offs;
  grades;
  /** Builds the lookup structures once all lines are in. */
  seal() {
    const n = this.docids.length;
    this.grades = Float64Array.from(this.gradeList);
    const encoded = this.docids.map((d) => Buffer.from(d, "utf8"));
    this.offs = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) this.offs[i + 1] = this.offs[i] + encoded[i].length;
    this.bytes = Buffer.concat(encoded);
    let size = 8;
    while (size < n * 2) size <<= 1;
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
    this.hashes = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const h = hashBytes(this.bytes, this.offs[i], this.offs[i + 1]);
      this.hashes[i] = h;
      let slot = h & this.mask;
      while (this.table[slot] !== -1) slot = slot + 1 & this.mask;
      this.table[slot] = i;
    }
  }
  /** Index of the judged document whose id is `buf[start,end)` with hash `h`, or -1. */
  lookup(buf, start, end, h) {
    let slot = h & this.mask;
    const len = end - start;
    for (; ; ) {
      const i = this.table[slot];
      if (i === -1) return -1;
      if (this.hashes[i] === h) {
        const s = this.offs[i];
        if (this.offs[i + 1] - s === len && this.bytes.compare(buf, start, end, s, s + len) === 0) return i;
      }
      slot = slot + 1 & this.mask;
    }
  }
  /** Count of judgments with grade >= rel. */
  countRelevant(rel) {
    let c = 0;
    for (let i = 0; i < this.grades.length; i++) if (this.grades[i] >= rel) c++;
    return c;
  }
};
async function readQrels(path, label = path, limits = LIMITS) {
  const queries = /* @__PURE__ */ new Map();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  let judgments = 0;
  let maxGrade = -Infinity;
  let lastData = 0;
  const facts = await readLines(path, (buf, s, e, lineNo) => {
    if (isBlank(buf, s, e) || isComment(buf, s, e)) {
      checkBlankRun(label, lineNo, lastData, limits);
      return;
    }
    lastData = lineNo;
    if (judgments >= limits.judgments) {
      throw new InputError(`holds more than ${countText(limits.judgments)} judgments`, { file: label, line: lineNo }, "rankgate holds every judgment in memory; split the evaluation into several gates");
    }
    const n = splitFields(buf, s, e, starts, ends, 4);
    if (n !== 4) {
      throw new InputError(
        `expected 4 fields "qid iter docid grade", found ${n > 4 ? "more than 4" : n}`,
        { file: label, line: lineNo, column: 1 },
        "qrels lines are TREC format: query id, iteration (usually 0), document id, grade"
      );
    }
    const grade = parseNumber(buf, starts[3], ends[3]);
    if (Number.isNaN(grade)) {
      throw new InputError(
        `grade ${quote(buf.toString("utf8", starts[3], ends[3]))} is not a number`,
        { file: label, line: lineNo, column: starts[3] - s + 1 },
        "grades are numbers such as 0, 1, 2 or -1 (judged non-relevant)"
      );
    }
    const qid = buf.toString("utf8", starts[0], ends[0]);
    const docid = buf.toString("utf8", starts[2], ends[2]);
    let q = queries.get(qid);
    if (!q) {
      q = new QueryJudgments(qid);
      queries.set(qid, q);
    }
    const prev = q.index.get(docid);
    if (prev !== void 0) {
      throw new InputError(
        `duplicate judgment for query ${quote(qid)}, document ${quote(docid)} (first at line ${q.lineList[prev]})`,
        { file: label, line: lineNo, column: starts[2] - s + 1 },
        "keep one judgment per (query, document) pair"
      );
    }
    q.index.set(docid, q.docids.length);
    q.docids.push(docid);
    q.gradeList.push(grade);
    q.lineList.push(lineNo);
    judgments++;
    if (grade > maxGrade) maxGrade = grade;
  }, { label, limits });
  if (judgments === 0) {
    throw new InputError("holds no judgments (only comments or blank lines)", { file: label }, 'add lines "qid 0 docid grade"');
  }
  for (const q of queries.values()) q.seal();
  const qids = [...queries.keys()].sort(compareIds);
  return { facts, queries, qids, judgments, maxGrade };
}

export {
  readLines,
  isGzipFile,
  checkBlankRun,
  isBlank,
  isComment,
  splitFields,
  QueryJudgments,
  readQrels
};
//# sourceMappingURL=chunk-VXMKNK2O.js.map
