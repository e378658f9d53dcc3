import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  compareIds,
  hashBytes
} from "./chunk-6XHBFWDG.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/read/lines.ts
import { createReadStream, openSync, readSync, closeSync, statSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { createHash } from "node:crypto";
var CHUNK = 1 << 20;
async function readLines(path, onLine, label = path, range, stretch) {
  let size;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new InputError("is a directory, not a file", { file: label }, "point at the file inside it");
    size = st.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError("file not found", { file: label }, "check the path; relative paths resolve from the working directory or the contract folder");
  }
  if (size === 0) throw new InputError("file is empty", { file: label }, "the file must hold at least one line");
  const gzip = isGzipFile(path);
  const hash = createHash("sha256");
  if (!gzip) return readPlain(path, size, label, hash, onLine, range ?? { start: 0, end: size }, stretch);
  if (range) throw new Error("byte ranges apply to plain files only");
  const raw = createReadStream(path, { highWaterMark: CHUNK });
  raw.on("data", (c) => hash.update(c));
  const lines = new LineSplitter(onLine, label, true, stretch);
  try {
    for await (const chunk of raw.pipe(createGunzip({ chunkSize: CHUNK }))) lines.push(chunk);
  } catch (e) {
    const code = e.code;
    if (typeof code !== "string") throw e;
    if (code.startsWith("Z_")) {
      throw new InputError("is a damaged gzip file", { file: label }, "recompress it or pass the uncompressed file");
    }
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  }
  return { path: label, sha256: hash.digest("hex"), lines: lines.end(), bytes: size, gzip };
}
function isGzipFile(path) {
  const head = Buffer.alloc(2);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  return head[0] === 31 && head[1] === 139;
}
function readPlain(path, size, label, hash, onLine, range, stretch) {
  const fd = openSync(path, "r");
  const buf = Buffer.allocUnsafe(CHUNK);
  const whole = range.start === 0 && range.end === size;
  const lines = new LineSplitter(onLine, label, range.start === 0, stretch);
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
    if (typeof code !== "string") throw e;
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  } finally {
    closeSync(fd);
  }
  return { path: label, sha256: hash.digest("hex"), lines: lines.end(), bytes: size, gzip: false };
}
var LineSplitter = class {
  constructor(onLine, label, checkText, stretch) {
    this.onLine = onLine;
    this.label = label;
    this.checkText = checkText;
    this.stretch = stretch;
  }
  onLine;
  label;
  checkText;
  stretch;
  lineNo = 0;
  carry = null;
  next() {
    return ++this.lineNo;
  }
  push(chunk) {
    if (this.checkText && chunk.length > 0) {
      this.checkText = false;
      if (chunk.subarray(0, Math.min(chunk.length, 4096)).includes(0)) {
        throw new InputError("is not a text file (it contains NUL bytes)", { file: this.label }, "pass the plain or .gz text file");
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
    for (; ; ) {
      if (this.stretch) {
        pos = this.stretch(chunk, pos, len, this);
        if (pos >= len) break;
      }
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) break;
      emit(chunk, pos, nl, ++this.lineNo, this.onLine);
      pos = nl + 1;
    }
    if (pos < chunk.length) this.carry = Buffer.from(chunk.subarray(pos));
  }
  /** Hands over a last line without a newline; returns the line count. */
  end() {
    if (this.carry && this.carry.length > 0) emit(this.carry, 0, this.carry.length, ++this.lineNo, this.onLine);
    this.carry = null;
    return this.lineNo;
  }
};
function emit(buf, start, end, lineNo, onLine) {
  if (end > start && buf[end - 1] === 13) end--;
  onLine(buf, start, end, lineNo);
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

// src/read/number.ts
var POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];
var STRICT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
function parseNumber(buf, start, end) {
  let i = start;
  let neg = false;
  const first = buf[i];
  if (first === 45 || first === 43) {
    neg = first === 45;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let sawDot = false;
  let sawDigit = false;
  for (; i < end; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      sawDigit = true;
      if (mant !== 0 || c !== 48) digits++;
      mant = mant * 10 + (c - 48);
      if (sawDot) frac++;
    } else if (c === 46 && !sawDot) {
      sawDot = true;
    } else {
      break;
    }
  }
  if (i === end && sawDigit && digits <= 15 && frac <= 22) {
    const v2 = frac === 0 ? mant : mant / POW10[frac];
    return neg ? -v2 : v2;
  }
  const text = buf.toString("latin1", start, end);
  if (!STRICT.test(text)) return NaN;
  const v = Number(text);
  return Number.isFinite(v) ? v : NaN;
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
async function readQrels(path, label = path) {
  const queries = /* @__PURE__ */ new Map();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  let judgments = 0;
  let maxGrade = -Infinity;
  const facts = await readLines(path, (buf, s, e, lineNo) => {
    if (isBlank(buf, s, e) || isComment(buf, s, e)) return;
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
        `grade "${buf.toString("utf8", starts[3], ends[3])}" is not a number`,
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
        `duplicate judgment for query "${qid}", document "${docid}" (first at line ${q.lineList[prev]})`,
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
  }, label);
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
  isBlank,
  isComment,
  splitFields,
  POW10,
  parseNumber,
  QueryJudgments,
  readQrels
};
//# sourceMappingURL=chunk-GY25YLSA.js.map
