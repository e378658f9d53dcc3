import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/score/worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/errors.ts
var InputError = class extends Error {
  constructor(message, where = {}, fix) {
    super(message);
    this.where = where;
    this.fix = fix;
    this.name = "InputError";
  }
  where;
  fix;
  /** The one-line form a user sees. */
  format() {
    const { file, line, column } = this.where;
    let loc = file ?? "";
    if (file && line !== void 0) loc += `:${line}`;
    if (file && line !== void 0 && column !== void 0) loc += `:${column}`;
    const head = loc ? `${loc}: ${this.message}` : this.message;
    return this.fix ? `${head} (${this.fix})` : head;
  }
};

// src/read/lines.ts
import { createReadStream, openSync, readSync, closeSync, statSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { createHash } from "node:crypto";
var CHUNK = 1 << 20;
async function readLines(path, onLine, label = path, range) {
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
  const head = Buffer.alloc(2);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  const gzip = head[0] === 31 && head[1] === 139;
  const hash = createHash("sha256");
  if (!gzip) return readPlain(path, size, label, hash, onLine, range ?? { start: 0, end: size });
  if (range) throw new Error("byte ranges apply to plain files only");
  const raw = createReadStream(path, { highWaterMark: CHUNK });
  raw.on("data", (c) => hash.update(c));
  const source = gzip ? raw.pipe(createGunzip({ chunkSize: CHUNK })) : raw;
  let lineNo = 0;
  let carry = null;
  let sawText = false;
  try {
    for await (const chunk of source) {
      if (!sawText && chunk.length > 0) {
        sawText = true;
        const probe = chunk.subarray(0, Math.min(chunk.length, 4096));
        if (probe.includes(0)) {
          throw new InputError("is not a text file (it contains NUL bytes)", { file: label }, "pass the plain or .gz text file");
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
      for (; ; ) {
        const nl = chunk.indexOf(10, pos);
        if (nl < 0) break;
        lineNo++;
        emit(chunk, pos, nl, lineNo, onLine);
        pos = nl + 1;
      }
      if (pos < chunk.length) carry = Buffer.from(chunk.subarray(pos));
    }
  } catch (e) {
    const code = e.code;
    if (typeof code !== "string") throw e;
    if (code.startsWith("Z_")) {
      throw new InputError("is a damaged gzip file", { file: label }, "recompress it or pass the uncompressed file");
    }
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  }
  if (carry && carry.length > 0) {
    lineNo++;
    emit(carry, 0, carry.length, lineNo, onLine);
  }
  return { path: label, sha256: hash.digest("hex"), lines: lineNo, bytes: size, gzip };
}
function readPlain(path, size, label, hash, onLine, range) {
  const fd = openSync(path, "r");
  const buf = Buffer.allocUnsafe(CHUNK);
  let lineNo = 0;
  let carry = null;
  let first = range.start === 0;
  const whole = range.start === 0 && range.end === size;
  let pos0 = range.start;
  try {
    for (; ; ) {
      const got = readSync(fd, buf, 0, Math.min(CHUNK, range.end - pos0), pos0);
      if (got === 0) break;
      pos0 += got;
      const chunk = buf.subarray(0, got);
      if (whole) hash.update(chunk);
      if (first) {
        first = false;
        if (chunk.subarray(0, Math.min(got, 4096)).includes(0)) {
          throw new InputError("is not a text file (it contains NUL bytes)", { file: label }, "pass the plain or .gz text file");
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
      for (; ; ) {
        const nl = chunk.indexOf(10, pos);
        if (nl < 0) break;
        emit(chunk, pos, nl, ++lineNo, onLine);
        pos = nl + 1;
      }
      if (pos < got) carry = Buffer.from(chunk.subarray(pos));
    }
  } catch (e) {
    const code = e.code;
    if (typeof code !== "string") throw e;
    throw new InputError(`cannot be read: ${e.message}`, { file: label });
  } finally {
    closeSync(fd);
  }
  if (carry && carry.length > 0) emit(carry, 0, carry.length, ++lineNo, onLine);
  return { path: label, sha256: hash.digest("hex"), lines: lineNo, bytes: size, gzip: false };
}
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

// src/read/ids.ts
function hashBytes(buf, start, end) {
  let h = 2166136261;
  for (let i = start; i < end; i++) {
    h ^= buf[i];
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
var DIGIT = /\d/;
function compareIds(a, b) {
  if (a === b) return 0;
  if (DIGIT.test(a) && DIGIT.test(b)) {
    const pa = a.match(/\d+|\D+/g);
    const pb = b.match(/\d+|\D+/g);
    const n = Math.min(pa.length, pb.length);
    for (let i = 0; i < n; i++) {
      const x = pa[i];
      const y = pb[i];
      if (x === y) continue;
      const dx = x.charCodeAt(0) >= 48 && x.charCodeAt(0) <= 57;
      const dy = y.charCodeAt(0) >= 48 && y.charCodeAt(0) <= 57;
      if (dx && dy) {
        const nx = x.replace(/^0+/, "");
        const ny = y.replace(/^0+/, "");
        if (nx.length !== ny.length) return nx.length - ny.length;
        if (nx !== ny) return nx < ny ? -1 : 1;
        if (x.length !== y.length) return x.length - y.length;
        continue;
      }
      break;
    }
  }
  return a < b ? -1 : 1;
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

// src/read/run.ts
var Block = class {
  qid = "";
  qidBytes = Buffer.alloc(256);
  qidLen = 0;
  n = 0;
  scores = new Float64Array(1024);
  ranks = new Float64Array(1024);
  lines = new Int32Array(1024);
  hashes = new Uint32Array(1024);
  docStart = new Int32Array(1024);
  docEnd = new Int32Array(1024);
  arena = Buffer.alloc(1 << 16);
  arenaLen = 0;
  reset(qid, buf, s, e) {
    this.qid = qid;
    const len = e - s;
    if (len > this.qidBytes.length) this.qidBytes = Buffer.alloc(len * 2);
    buf.copy(this.qidBytes, 0, s, e);
    this.qidLen = len;
    this.n = 0;
    this.arenaLen = 0;
  }
  sameQid(buf, s, e) {
    if (e - s !== this.qidLen) return false;
    const q = this.qidBytes;
    for (let i = 0; i < this.qidLen; i++) if (buf[s + i] !== q[i]) return false;
    return true;
  }
  push(buf, ds, de, score, rank, line) {
    if (this.n === this.scores.length) this.grow();
    const len = de - ds;
    if (this.arenaLen + len > this.arena.length) {
      const bigger = Buffer.alloc(Math.max(this.arena.length * 2, this.arenaLen + len));
      this.arena.copy(bigger, 0, 0, this.arenaLen);
      this.arena = bigger;
    }
    const arena = this.arena;
    let h = 2166136261;
    let o = this.arenaLen;
    for (let k = ds; k < de; k++) {
      const c = buf[k];
      arena[o++] = c;
      h = Math.imul(h ^ c, 16777619);
    }
    const i = this.n++;
    this.docStart[i] = this.arenaLen;
    this.docEnd[i] = o;
    this.arenaLen = o;
    this.hashes[i] = h >>> 0;
    this.scores[i] = score;
    this.ranks[i] = rank;
    this.lines[i] = line;
  }
  grow() {
    const cap = this.scores.length * 2;
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
    const h = new Uint32Array(cap);
    h.set(this.hashes);
    this.hashes = h;
  }
  /** Byte-order comparison (strcmp, as trec_eval) of entry a's docid with entry b's: negative when a < b. */
  cmpDoc(a, b) {
    return this.arena.compare(this.arena, this.docStart[b], this.docEnd[b], this.docStart[a], this.docEnd[a]);
  }
  docid(i) {
    return this.arena.toString("utf8", this.docStart[i], this.docEnd[i]);
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
  const { policy } = opts;
  const meta = {};
  const tags = /* @__PURE__ */ new Set();
  const runOnly = [];
  const seen = /* @__PURE__ */ new Set();
  const blocks = /* @__PURE__ */ new Map();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(2);
  let format;
  let sawData = false;
  let results = 0;
  let judgedResults = 0;
  let duplicatesDropped = 0;
  let block = null;
  const shared = new Block();
  const ranker = new Ranker(policy, opts.keep, label);
  const finish = (b) => {
    let judgments = qrels.queries.get(b.qid);
    if (!judgments) {
      runOnly.push(b.qid);
      if (!opts.unjudgedQueries) return;
      judgments = new QueryJudgments(b.qid);
      judgments.seal();
    }
    const out = ranker.rank(b, judgments);
    duplicatesDropped += ranker.dropped;
    for (let i = 0; i < out.n; i++) if (!Number.isNaN(out.grades[i])) judgedResults++;
    onQuery(out);
  };
  const startQuery = (buf, s, e) => {
    const qid = buf.toString("utf8", s, e);
    if (ungrouped) {
      let b = blocks.get(qid);
      if (!b) {
        b = new Block();
        b.reset(qid, buf, s, e);
        blocks.set(qid, b);
      }
      return b;
    }
    if (seen.has(qid)) throw new NotGrouped();
    seen.add(qid);
    shared.reset(qid, buf, s, e);
    return shared;
  };
  const facts = await readLines(path, (buf, s, e, lineNo) => {
    const c0 = buf[s];
    if (c0 === 32 || c0 === 9 || c0 === 35 || s === e) {
      if (isBlank(buf, s, e)) return;
      if (isComment(buf, s, e)) {
        if (!sawData) {
          const m = /^\s*#\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(buf.toString("utf8", s, e));
          if (m && !(m[1] in meta)) meta[m[1]] = m[2];
        }
        return;
      }
    }
    if (!format) format = buf[firstNonBlank(buf, s, e)] === 123 ? "jsonl" : "trec";
    sawData = true;
    results++;
    if (format === "trec" && scanTrecLine(buf, s, e, starts, ends, nums)) {
      if (block === null || !block.sameQid(buf, starts[0], ends[0])) {
        if (block !== null && !ungrouped) finish(block);
        block = startQuery(buf, starts[0], ends[0]);
        if (tags.size < 8) tags.add(buf.toString("utf8", starts[5], ends[5]));
      }
      block.push(buf, starts[2], ends[2], nums[1], nums[0], lineNo);
    } else if (format === "trec") {
      const n = splitFields(buf, s, e, starts, ends, 6);
      if (n !== 6) {
        throw new InputError(
          `expected 6 fields "qid Q0 docid rank score tag", found ${n > 6 ? "more than 6" : n}`,
          { file: label, line: lineNo, column: 1 },
          "TREC run lines are: query id, Q0, document id, rank, score, run tag"
        );
      }
      const score = parseNumber(buf, starts[4], ends[4]);
      if (Number.isNaN(score)) {
        throw new InputError(
          `score "${buf.toString("utf8", starts[4], ends[4])}" is not a number`,
          { file: label, line: lineNo, column: starts[4] - s + 1 },
          "write a finite decimal score such as 12.5 or 1.5e-3"
        );
      }
      const rank = parseNumber(buf, starts[3], ends[3]);
      if (!Number.isInteger(rank)) {
        throw new InputError(
          `rank "${buf.toString("utf8", starts[3], ends[3])}" is not a whole number`,
          { file: label, line: lineNo, column: starts[3] - s + 1 },
          "the 4th field is the rank: 1, 2, 3, ..."
        );
      }
      if (block === null || !block.sameQid(buf, starts[0], ends[0])) {
        if (block !== null && !ungrouped) finish(block);
        block = startQuery(buf, starts[0], ends[0]);
        if (tags.size < 8) tags.add(buf.toString("utf8", starts[5], ends[5]));
      }
      block.push(buf, starts[2], ends[2], score, rank, lineNo);
    } else {
      const r = parseJsonResult(buf.toString("utf8", s, e), label, lineNo);
      if (r.tag !== void 0 && tags.size < 8) tags.add(r.tag);
      const qb = Buffer.from(r.qid, "utf8");
      if (block === null || !block.sameQid(qb, 0, qb.length)) {
        if (block !== null && !ungrouped) finish(block);
        block = startQuery(qb, 0, qb.length);
      }
      const db = Buffer.from(r.docid, "utf8");
      block.push(db, 0, db.length, r.score, r.rank ?? NaN, lineNo);
    }
  }, label, opts.range);
  if (!sawData) throw new InputError("holds no results (only comments or blank lines)", { file: label }, "a run needs at least one result line");
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
    queries: ungrouped ? blocks.size : seen.size,
    results,
    judgedResults,
    duplicatesDropped
  };
}
var POW102 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
function scanTrecLine(buf, s, e, starts, ends, nums) {
  let i = s;
  let c = 0;
  for (let f = 0; f < 6; f++) {
    while (i < e && ((c = buf[i]) === 32 || c === 9)) i++;
    if (i >= e) return false;
    starts[f] = i;
    if (f === 3) {
      let v = 0;
      while (i < e && (c = buf[i]) >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        i++;
      }
      if (i === starts[f] || i - starts[f] > 15) return false;
      nums[0] = v;
    } else if (f === 4) {
      let neg = false;
      c = buf[i];
      if (c === 45 || c === 43) {
        neg = c === 45;
        i++;
      }
      let mant = 0;
      let digits = 0;
      let frac = -1;
      while (i < e) {
        c = buf[i];
        if (c >= 48 && c <= 57) {
          mant = mant * 10 + (c - 48);
          digits++;
          if (frac >= 0) frac++;
        } else if (c === 46 && frac < 0) {
          frac = 0;
        } else break;
        i++;
      }
      if (digits === 0 || digits > 15) return false;
      const v = frac > 0 ? mant / POW102[frac] : mant;
      nums[1] = neg ? -v : v;
    } else {
      while (i < e && (c = buf[i]) !== 32 && c !== 9) i++;
    }
    ends[f] = i;
    if (i < e && (c = buf[i]) !== 32 && c !== 9) return false;
  }
  while (i < e && ((c = buf[i]) === 32 || c === 9)) i++;
  return i === e;
}
function firstNonBlank(buf, s, e) {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  return s;
}
function parseJsonResult(text, file, line) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw new InputError("is not valid JSON", { file, line, column: 1 }, 'each JSONL line is one object {"qid","docid","score","rank"?}');
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new InputError("is not a JSON object", { file, line, column: 1 }, 'each JSONL line is one object {"qid","docid","score","rank"?}');
  }
  const o = v;
  const id = (key) => {
    const x = o[key];
    if (typeof x === "string" && x.length > 0 && !/\s/.test(x)) return x;
    if (typeof x === "number" && Number.isFinite(x)) return String(x);
    throw new InputError(
      x === void 0 ? `"${key}" is missing` : `"${key}" must be a non-empty string without spaces`,
      { file, line, column: 1 },
      `add "${key}" to every line`
    );
  };
  const qid = id("qid");
  const docid = id("docid");
  const score = o.score;
  if (typeof score !== "number" || !Number.isFinite(score)) {
    throw new InputError(
      score === void 0 ? '"score" is missing' : `score ${JSON.stringify(score)} is not a number`,
      { file, line, column: 1 },
      'write "score" as a JSON number'
    );
  }
  let rank;
  if (o.rank !== void 0) {
    if (typeof o.rank !== "number" || !Number.isInteger(o.rank)) {
      throw new InputError(`rank ${JSON.stringify(o.rank)} is not a whole number`, { file, line, column: 1 }, 'omit "rank" or give 1, 2, 3, ...');
    }
    rank = o.rank;
  }
  const tag = typeof o.tag === "string" ? o.tag : typeof o.run === "string" ? o.run : void 0;
  return { qid, docid, score, rank, tag };
}
var Ranker = class {
  constructor(policy, keep, label) {
    this.policy = policy;
    this.keep = keep;
    this.label = label;
  }
  policy;
  keep;
  label;
  ord = new Int32Array(1024);
  dupTable = new Int32Array(2048);
  dropped = 0;
  rank(b, q) {
    this.dropped = 0;
    let n = this.dedupe(b);
    const ord = this.ord;
    const { ties, depth } = this.policy;
    if (ties === "file") {
      ord.subarray(0, n).sort((x, y) => b.lines[x] - b.lines[y]);
    } else if (ties === "rank") {
      for (let i = 0; i < n; i++) {
        if (Number.isNaN(b.ranks[ord[i]])) {
          throw new InputError(
            "ties: rank needs a rank for every result",
            { file: this.label, line: b.lines[ord[i]] },
            'add "rank" to each JSONL line or use another ties policy'
          );
        }
      }
      ord.subarray(0, n).sort((x, y) => b.ranks[x] - b.ranks[y] || b.scores[y] - b.scores[x] || b.cmpDoc(y, x));
    } else {
      this.sortByScore(b, n);
    }
    const retrieved = n;
    let limit = Math.min(n, depth);
    if ((ties === "expected" || ties === "trec_eval") && limit < n) {
      const s = b.scores[ord[limit - 1]];
      while (limit < n && b.scores[ord[limit]] === s) limit++;
    }
    n = limit;
    const grades = new Float64Array(n);
    const scores = new Float64Array(n);
    const docids = [];
    for (let i = 0; i < n; i++) {
      const k = ord[i];
      scores[i] = b.scores[k];
      const j = q.lookup(b.arena, b.docStart[k], b.docEnd[k], b.hashes[k]);
      grades[i] = j < 0 ? NaN : q.grades[j];
      if (i < this.keep) docids.push(b.docid(k));
    }
    return { qid: b.qid, judgments: q, n, depth: Math.min(depth, retrieved), grades, scores, docids, retrieved };
  }
  /** Fills `ord` with entry indexes, skipping (or refusing) repeated docids. */
  dedupe(b) {
    if (this.ord.length < b.n) this.ord = new Int32Array(b.n * 2);
    let size = 16;
    while (size < b.n * 2) size <<= 1;
    if (this.dupTable.length < size) this.dupTable = new Int32Array(size);
    const table = this.dupTable.subarray(0, size).fill(-1);
    const mask = size - 1;
    let n = 0;
    for (let i = 0; i < b.n; i++) {
      const h = b.hashes[i];
      let slot = h & mask;
      let dup = -1;
      for (; ; ) {
        const j = table[slot];
        if (j === -1) break;
        if (b.hashes[j] === h && b.cmpDoc(i, j) === 0) {
          dup = j;
          break;
        }
        slot = slot + 1 & mask;
      }
      if (dup >= 0) {
        if (this.policy.duplicates === "error") {
          throw new InputError(
            `document "${b.docid(i)}" appears twice for query "${b.qid}" (first at line ${b.lines[dup]})`,
            { file: this.label, line: b.lines[i] },
            "remove the repeated result, or set policy.duplicates: first to keep the first"
          );
        }
        this.dropped++;
        continue;
      }
      table[slot] = i;
      this.ord[n++] = i;
    }
    return n;
  }
  /** Score descending, then docid descending in byte order (trec_eval). Most runs arrive sorted: only tie runs are sorted then. */
  sortByScore(b, n) {
    const ord = this.ord;
    const sc = b.scores;
    let monotone = true;
    for (let i2 = 1; i2 < n; i2++) {
      if (sc[ord[i2]] > sc[ord[i2 - 1]]) {
        monotone = false;
        break;
      }
    }
    if (!monotone) {
      ord.subarray(0, n).sort((x, y) => sc[y] - sc[x] || b.cmpDoc(y, x));
      return;
    }
    let i = 0;
    while (i < n) {
      let j = i + 1;
      while (j < n && sc[ord[j]] === sc[ord[i]]) j++;
      if (j - i > 1) ord.subarray(i, j).sort((x, y) => b.cmpDoc(y, x));
      i = j;
    }
  }
};

// src/score/compute.ts
function resolveMeasure(spec, relevance) {
  const rel = spec.rel ?? relevance;
  let gain;
  const g = spec.gain;
  if (!g || g.type === "linear") gain = (x) => x > 0 ? x : 0;
  else if (g.type === "exp-log2") gain = (x) => x > 0 ? 2 ** x - 1 : 0;
  else {
    const map = g.gains;
    gain = (x) => {
      const v = map.get(x);
      return v !== void 0 ? v : 0;
    };
  }
  return { spec, rel, gain };
}
var LOG2 = new Float64Array(0);
var discounts = LOG2;
function discount(i) {
  if (i >= discounts.length) {
    const d = new Float64Array(Math.max(i + 1, discounts.length * 2, 1024));
    for (let k = 0; k < d.length; k++) d[k] = 1 / Math.log2(k + 2);
    discounts = d;
  }
  return discounts[i];
}
function countAtLeast(a, rel) {
  let c = 0;
  for (let i = 0; i < a.length; i++) if (a[i] >= rel) c++;
  return c;
}
function idealDcg(m, judged, k) {
  if (judged !== idealCache.judged) {
    idealCache.judged = judged;
    idealCache.values.clear();
  }
  const key = `${m.spec.name}|${k}`;
  const hit = idealCache.values.get(key);
  if (hit !== void 0) return hit;
  const gains = [];
  for (let i = 0; i < judged.length; i++) {
    const g = m.gain(judged[i]);
    if (g > 0) gains.push(g);
  }
  gains.sort((a, b) => b - a);
  let s = 0;
  const lim = Math.min(k, gains.length);
  for (let i = 0; i < lim; i++) s += gains[i] * discount(i);
  idealCache.values.set(key, s);
  return s;
}
var idealCache = { judged: null, values: /* @__PURE__ */ new Map() };
function errProb(g, maxGrade) {
  if (!(g > 0) || !(maxGrade > 0)) return 0;
  return (2 ** g - 1) / 2 ** maxGrade;
}
function window(m, depth, R) {
  const k = m.spec.cutoff;
  if (m.spec.kind === "Rprec") return Math.min(R, depth);
  return k === void 0 ? depth : Math.min(k, depth);
}
function scoreOrdered(m, grades, depth, q, out) {
  const { kind, cutoff } = m.spec;
  const rel = m.rel;
  const R = countAtLeast(q.judged, rel);
  const L = window(m, depth, R);
  out.num = 0;
  out.den = 1;
  switch (kind) {
    case "P":
    case "R":
    case "Rprec":
    case "Success":
    case "NumRelRet": {
      let c = 0;
      for (let i = 0; i < L; i++) if (grades[i] >= rel) c++;
      setCount(kind, c, cutoff ?? 0, R, out);
      return;
    }
    case "Judged": {
      let c = 0;
      for (let i = 0; i < L; i++) if (!Number.isNaN(grades[i])) c++;
      out.num = c;
      out.den = cutoff;
      out.value = c / cutoff;
      return;
    }
    case "AP": {
      let c = 0;
      let s = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          c++;
          s += c / (i + 1);
        }
      }
      out.value = R > 0 ? s / R : 0;
      return;
    }
    case "RR": {
      out.value = 0;
      for (let i = 0; i < L; i++) {
        if (grades[i] >= rel) {
          out.value = 1 / (i + 1);
          return;
        }
      }
      return;
    }
    case "nDCG": {
      let s = 0;
      for (let i = 0; i < L; i++) {
        const g = grades[i];
        if (g > 0 || m.spec.gain?.type === "map") {
          if (Number.isNaN(g)) continue;
          s += m.gain(g) * discount(i);
        }
      }
      const ideal = idealDcg(m, q.judged, cutoff ?? Infinity);
      out.value = ideal > 0 ? s / ideal : 0;
      return;
    }
    case "ERR": {
      let s = 0;
      let notYet = 1;
      for (let i = 0; i < L; i++) {
        const p = errProb(grades[i], q.maxGrade);
        s += notYet * p / (i + 1);
        notYet *= 1 - p;
      }
      out.value = s;
      return;
    }
    case "Bpref": {
      out.value = bpref(grades, depth, rel, R, countJudgedNonrel(q.judged, rel));
      return;
    }
    case "NumRet":
      out.value = depth;
      return;
    case "NumRel":
      out.value = R;
      return;
  }
}
function setCount(kind, c, k, R, out) {
  switch (kind) {
    case "P":
      out.num = c;
      out.den = k;
      out.value = c / k;
      return;
    case "R":
    case "Rprec":
      out.num = c;
      out.den = R;
      out.value = R > 0 ? c / R : 0;
      return;
    case "Success":
      out.num = c > 0 ? 1 : 0;
      out.den = 1;
      out.value = out.num;
      return;
    default:
      out.value = c;
  }
}
function countJudgedNonrel(judged, rel) {
  let c = 0;
  for (let i = 0; i < judged.length; i++) if (judged[i] < rel) c++;
  return c;
}
function bpref(grades, depth, rel, R, N) {
  if (R === 0) return 0;
  let nonrel = 0;
  let s = 0;
  const denom = Math.min(N, R);
  for (let i = 0; i < depth; i++) {
    const g = grades[i];
    if (Number.isNaN(g)) continue;
    if (g < rel) nonrel++;
    else s += nonrel > 0 ? 1 - Math.min(nonrel, R) / denom : 1;
  }
  return s / R;
}
function tieGroups(scores, n, starts) {
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || scores[i] !== scores[i - 1]) starts[g++] = i;
  }
  starts[g] = n;
  return g;
}
function hasMixedGroup(grades, starts, groups, limit) {
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (a >= limit) return false;
    if (b - a < 2) continue;
    const g0 = grades[a];
    for (let i = a + 1; i < b; i++) {
      const g = grades[i];
      if (g !== g0 && !(Number.isNaN(g) && Number.isNaN(g0))) return true;
    }
  }
  return false;
}
function orderKey(m, g) {
  switch (m.spec.kind) {
    case "Judged":
      return Number.isNaN(g) ? 0 : 1;
    case "nDCG":
      return Number.isNaN(g) ? 0 : m.gain(g);
    case "ERR":
      return Number.isNaN(g) ? 0 : g;
    case "Bpref":
      return Number.isNaN(g) ? 1 : g >= m.rel ? 2 : 0;
    default:
      return g >= m.rel ? 1 : 0;
  }
}
function reorderGroups(m, grades, n, starts, groups, best, out) {
  out.set(grades.subarray(0, n));
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    const b = starts[gi + 1];
    if (b - a < 2) continue;
    const k0 = orderKey(m, grades[a]);
    let uniform = true;
    for (let i = a + 1; i < b && uniform; i++) uniform = orderKey(m, grades[i]) === k0;
    if (uniform) continue;
    const seg = Array.from(out.subarray(a, b));
    seg.sort((x, y) => best ? orderKey(m, y) - orderKey(m, x) : orderKey(m, x) - orderKey(m, y));
    for (let i = a; i < b; i++) out[i] = seg[i - a];
  }
}
function scoreExpected(m, grades, depth, q, starts, groups, out) {
  const { kind, cutoff } = m.spec;
  const rel = m.rel;
  const R = countAtLeast(q.judged, rel);
  const L = window(m, depth, R);
  out.num = 0;
  out.den = 1;
  const isRel = (g) => g >= rel;
  switch (kind) {
    case "P":
    case "R":
    case "Rprec":
    case "NumRelRet": {
      const c = expectedCount(grades, starts, groups, L, isRel);
      setCount(kind, c, cutoff ?? 0, R, out);
      return;
    }
    case "Judged": {
      const c = expectedCount(grades, starts, groups, L, (g) => !Number.isNaN(g));
      out.num = c;
      out.den = cutoff;
      out.value = c / cutoff;
      return;
    }
    case "Success": {
      let none = 1;
      for (let gi = 0; gi < groups && none > 0; gi++) {
        const a = starts[gi];
        const b = starts[gi + 1];
        if (a >= L) break;
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        const t = Math.min(b, L) - a;
        let p = 1;
        for (let j = 0; j < t; j++) p *= (size - r - j) / (size - j);
        none *= Math.max(p, 0);
      }
      out.num = 1 - none;
      out.value = out.num;
      return;
    }
    case "NumRet":
      out.value = depth;
      return;
    case "NumRel":
      out.value = R;
      return;
    case "nDCG": {
      let s = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        let gsum = 0;
        for (let i = a; i < b; i++) if (!Number.isNaN(grades[i])) gsum += m.gain(grades[i]);
        if (gsum === 0) continue;
        let dsum = 0;
        const end = Math.min(b, L);
        for (let i = a; i < end; i++) dsum += discount(i);
        s += gsum / (b - a) * dsum;
      }
      const ideal = idealDcg(m, q.judged, cutoff ?? Infinity);
      out.value = ideal > 0 ? s / ideal : 0;
      return;
    }
    case "RR": {
      out.value = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) return;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        if (r === 0) continue;
        let noneYet = 1;
        let e = 0;
        const lim = Math.min(size, L - a);
        for (let j = 0; j < lim && noneYet > 0; j++) {
          e += noneYet * r / (size - j) / (a + j + 1);
          noneYet *= (size - r - j) / (size - j);
        }
        out.value = e;
        return;
      }
      return;
    }
    case "AP": {
      if (R === 0) {
        out.value = 0;
        return;
      }
      let before = 0;
      let s = 0;
      for (let gi = 0; gi < groups; gi++) {
        const a = starts[gi];
        if (a >= L) break;
        const b = starts[gi + 1];
        const size = b - a;
        let r = 0;
        for (let i = a; i < b; i++) if (isRel(grades[i])) r++;
        if (r > 0) {
          const end = Math.min(b, L);
          const pRel = r / size;
          const pPair = size > 1 ? r * (r - 1) / (size * (size - 1)) : 0;
          for (let i = a; i < end; i++) s += (pRel * (before + 1) + (i - a) * pPair) / (i + 1);
        }
        before += r;
      }
      out.value = s / R;
      return;
    }
    case "Bpref": {
      out.value = expectedBpref(grades, depth, rel, R, countJudgedNonrel(q.judged, rel), starts, groups);
      return;
    }
    case "ERR": {
      out.value = expectedErr(grades, L, q.maxGrade, starts, groups);
      return;
    }
  }
}
function expectedCount(grades, starts, groups, L, hit) {
  let c = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    let r = 0;
    for (let i = a; i < b; i++) if (hit(grades[i])) r++;
    c += r * (Math.min(b, L) - a) / (b - a);
  }
  return c;
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
function expectedBpref(grades, depth, rel, R, N, starts, groups) {
  if (R === 0) return 0;
  const denom = Math.min(N, R);
  const f = (x) => x > 0 ? 1 - Math.min(x, R) / denom : 1;
  let nonrelBefore = 0;
  let s = 0;
  for (let gi = 0; gi < groups; gi++) {
    const a = starts[gi];
    if (a >= depth) break;
    const b = starts[gi + 1];
    const size = b - a;
    let r = 0;
    let z = 0;
    for (let i = a; i < b; i++) {
      const g = grades[i];
      if (Number.isNaN(g)) continue;
      if (g >= rel) r++;
      else z++;
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
  return s / R;
}
function expectedErr(grades, L, maxGrade, starts, groups) {
  let s = 0;
  let notYet = 1;
  for (let gi = 0; gi < groups && notYet > 0; gi++) {
    const a = starts[gi];
    if (a >= L) break;
    const b = starts[gi + 1];
    const size = b - a;
    const probs = [];
    for (let i = a; i < b; i++) probs.push(errProb(grades[i], maxGrade));
    const T = Math.min(size, L - a);
    const levels = [...new Set(probs)].sort((x, y) => x - y);
    let e = 0;
    for (const v of levels) {
      if (v === 0) continue;
      const count = probs.filter((p) => p === v).length;
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
      e += count / size * v * part;
    }
    s += notYet * e;
    for (const p of probs) notYet *= 1 - p;
  }
  return s;
}
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

// src/score/evaluate.ts
async function scoreRunPart(path, qrels, plan, label = path, range) {
  const qids = qrels.qids;
  const index = /* @__PURE__ */ new Map();
  qids.forEach((q, i) => index.set(q, i));
  const nq = qids.length;
  const nm = plan.measures.length;
  const col = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const out = {
    qids,
    measures: plan.measures,
    value: col(),
    low: col(),
    high: col(),
    optimistic: col(),
    num: col(),
    den: col(),
    optNum: col(),
    optDen: col(),
    missing: new Uint8Array(nq).fill(1),
    noRelevant: new Uint8Array(nq),
    included: new Uint8Array(nq),
    top: new Array(nq).fill(null),
    read: void 0
  };
  checkGains(plan.measures, qrels);
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  out.read = await readRun(path, qrels, { policy: plan.policy, keep: plan.keep, label, range }, (list) => {
    const qi = index.get(list.qid);
    out.missing[qi] = 0;
    scorer.score(list, qi, out);
  });
  return out;
}
var QueryScorer = class {
  constructor(plan, maxGrade) {
    this.plan = plan;
    this.maxGrade = maxGrade;
    this.resolved = plan.measures.map((m) => resolveMeasure(m, plan.relevance));
  }
  plan;
  maxGrade;
  resolved;
  starts = new Int32Array(1024);
  scratch = new Float64Array(1024);
  optGrades = new Float64Array(1024);
  v = { value: 0, num: 0, den: 1 };
  score(list, qi, out) {
    const { policy, relevance } = this.plan;
    const judged = list.judgments.grades;
    const facts = { judged, maxGrade: this.maxGrade };
    this.ensure(list.n + 1);
    let main = list;
    let cases = null;
    if (policy.unjudged === "condensed") {
      main = condense(list);
      cases = condensedCases(list);
    }
    for (let mi = 0; mi < this.resolved.length; mi++) {
      const m = this.resolved[mi];
      if (cases && m.spec.kind !== "Judged") {
        this.mixture(m, main, cases, facts, qi, mi, out);
        continue;
      }
      const l = m.spec.kind === "Judged" ? list : main;
      this.evaluate(m, l, facts, policy.ties === "expected");
      out.value[mi][qi] = this.v.value;
      out.num[mi][qi] = this.v.num;
      out.den[mi][qi] = this.v.den;
      const [lo, hi] = this.range(m, l, facts);
      out.low[mi][qi] = lo;
      out.high[mi][qi] = hi;
    }
    const span = policy.ties === "expected" ? list.n : Math.min(list.n, list.depth);
    let unjudged = 0;
    for (let i = 0; i < span; i++) if (Number.isNaN(list.grades[i])) unjudged++;
    if (unjudged === 0) {
      for (let mi = 0; mi < this.resolved.length; mi++) {
        out.optimistic[mi][qi] = out.value[mi][qi];
        out.optNum[mi][qi] = out.num[mi][qi];
        out.optDen[mi][qi] = out.den[mi][qi];
      }
    } else {
      if (this.optGrades.length < list.n) this.optGrades = new Float64Array(list.n * 2);
      const grades = this.optGrades.subarray(0, list.n);
      const src = list.grades;
      for (let i = 0; i < list.n; i++) {
        const g = src[i];
        grades[i] = g !== g && i < span ? relevance : g;
      }
      const augmented = new Float64Array(judged.length + unjudged);
      augmented.set(judged);
      augmented.fill(relevance, judged.length);
      const opt = { ...list, grades };
      const optFacts = { judged: augmented, maxGrade: Math.max(this.maxGrade, relevance) };
      for (let mi = 0; mi < this.resolved.length; mi++) {
        this.evaluate(this.resolved[mi], opt, optFacts, policy.ties === "expected");
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
      out.top[qi] = { docids: list.docids, grades, scores };
    }
  }
  ensure(n) {
    if (this.starts.length <= n) {
      this.starts = new Int32Array(n * 2);
      this.scratch = new Float64Array(n * 2);
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
      const [a, b] = this.range(m, c.list, facts);
      lo = Math.min(lo, a);
      hi = Math.max(hi, b);
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
    out.low[mi][qi] = Math.min(lo, this.v.value);
    out.high[mi][qi] = Math.max(hi, this.v.value);
  }
  /** The policy value: the list's own order, or the expectation over tie orders. */
  evaluate(m, l, facts, expected) {
    if (expected) {
      const groups = tieGroups(l.scores, l.n, this.starts);
      if (hasMixedGroup(l.grades, this.starts, groups, l.n)) {
        scoreExpected(m, l.grades, l.depth, facts, this.starts, groups, this.v);
        return;
      }
    }
    scoreOrdered(m, l.grades, l.depth, facts, this.v);
  }
  /** Lowest and highest value over tie orders (equal to the value when no tie group mixes grades). */
  range(m, l, facts) {
    const groups = tieGroups(l.scores, l.n, this.starts);
    if (!hasMixedGroup(l.grades, this.starts, groups, l.n)) return [this.v.value, this.v.value];
    const keep = { ...this.v };
    reorderGroups(m, l.grades, l.n, this.starts, groups, false, this.scratch);
    scoreOrdered(m, this.scratch, l.depth, facts, this.v);
    const lo = this.v.value;
    reorderGroups(m, l.grades, l.n, this.starts, groups, true, this.scratch);
    scoreOrdered(m, this.scratch, l.depth, facts, this.v);
    const hi = this.v.value;
    Object.assign(this.v, keep);
    return [Math.min(lo, keep.value), Math.max(hi, keep.value)];
  }
};
function condensedCases(list) {
  if (list.n <= list.depth) return null;
  let a = list.depth - 1;
  const s = list.scores[a];
  while (a > 0 && list.scores[a - 1] === s) a--;
  let before = 0;
  for (let i = 0; i < a; i++) if (!Number.isNaN(list.grades[i])) before++;
  const size = list.n - a;
  let j = 0;
  for (let i = a; i < list.n; i++) if (!Number.isNaN(list.grades[i])) j++;
  const u = size - j;
  if (j === 0 || u === 0) return null;
  const t = list.depth - a;
  const base = condense(list);
  const cases = [];
  for (let h = Math.max(0, t - u); h <= Math.min(j, t); h++) {
    const p = Math.exp(logChoose(j, h) + logChoose(u, t - h) - logChoose(size, t));
    cases.push({ list: { ...base, depth: before + h }, p });
  }
  return cases;
}
function condense(list) {
  let n = 0;
  let depth = 0;
  for (let i = 0; i < list.n; i++) {
    if (!Number.isNaN(list.grades[i])) {
      n++;
      if (i < list.depth) depth++;
    }
  }
  const grades = new Float64Array(n);
  const scores = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < list.n; i++) {
    if (!Number.isNaN(list.grades[i])) {
      grades[j] = list.grades[i];
      scores[j++] = list.scores[i];
    }
  }
  return { ...list, n, depth, grades, scores };
}
function checkGains(measures, qrels) {
  for (const m of measures) {
    if (m.gain?.type !== "map") continue;
    const gains = m.gain.gains;
    for (const q of qrels.queries.values()) {
      for (let i = 0; i < q.grades.length; i++) {
        const g = q.grades[i];
        if (g > 0 && !gains.has(g)) {
          throw new InputError(
            `${m.name} gives no gain for grade ${g} (query "${q.qid}", document "${q.docids[i]}")`,
            { file: qrels.facts.path, line: q.lineList[i] },
            `add ${g}:<gain> to the gains map`
          );
        }
      }
    }
  }
}

// src/compare/stats.ts
var INV_2_32 = 1 / 4294967296;
var EXTREME_TOL = 1e-12;
var MAX_EXACT_N = 24;
function toSeed32(seed, what = "seed") {
  if (!Number.isInteger(seed)) throw new RangeError(`${what} must be an integer, got ${seed}`);
  return seed >>> 0;
}
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function seedState(seed) {
  const st = new Int32Array(4);
  let x = toSeed32(seed) | 0;
  for (let k = 0; k < 4; k++) {
    x = x + 2654435769 | 0;
    let t = x ^ x >>> 16;
    t = Math.imul(t, 569420461);
    t ^= t >>> 15;
    t = Math.imul(t, 1935289751);
    st[k] = t ^ t >>> 15;
  }
  for (let k = 0; k < 12; k++) sfc32Step(st);
  return st;
}
function sfc32Step(st) {
  const a = st[0];
  const b = st[1];
  const c = st[2];
  const ctr = st[3];
  const t = (a + b | 0) + ctr | 0;
  st[3] = ctr + 1 | 0;
  st[0] = b ^ b >>> 9;
  st[1] = c + (c << 3) | 0;
  st[2] = (c << 21 | c >>> 11) + t | 0;
  return t >>> 0;
}
var utf8 = new TextEncoder();
function deriveSeed(base, key) {
  let h = 2166136261;
  const bytes = utf8.encode(key);
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 16777619);
  }
  return fmix32((h ^ fmix32(toSeed32(base, "base seed"))) >>> 0);
}
function assertFinite(a, what) {
  for (let i = 0; i < a.length; i++) {
    if (!Number.isFinite(a[i])) throw new RangeError(`${what}[${i}] is not a finite number (${a[i]})`);
  }
}
function assertIterations(iterations) {
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new RangeError(`iterations must be a positive integer, got ${iterations}`);
  }
}
function mean(a) {
  const n = a.length;
  if (n === 0) return 0;
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i];
  return s / n;
}
function exactSignFlipP(d, n, threshold) {
  const half = 2 ** (n - 1);
  let count = 0;
  for (let mask = 0; mask < half; mask++) {
    let s = 0 + d[0];
    let bits = mask;
    for (let i = 1; i < n; i++) {
      s += d[i] * (1 - ((bits & 1) << 1));
      bits >>>= 1;
    }
    if (Math.abs(s) / n >= threshold) count++;
  }
  return count / half;
}
function pairedRandomizationTest(diffs, opts) {
  const { iterations, seed } = opts;
  const exactMaxN = opts.exactMaxN ?? 16;
  assertIterations(iterations);
  if (!Number.isInteger(exactMaxN) || exactMaxN < 0 || exactMaxN > MAX_EXACT_N) {
    throw new RangeError(`exactMaxN must be an integer in 0..${MAX_EXACT_N}, got ${exactMaxN}`);
  }
  const st = seedState(seed);
  assertFinite(diffs, "diffs");
  const n = diffs.length;
  if (n === 0) return 1;
  let allZero = true;
  for (let i = 0; i < n; i++) {
    if (diffs[i] !== 0) {
      allZero = false;
      break;
    }
  }
  if (allZero) return 1;
  const threshold = Math.abs(mean(diffs)) - EXTREME_TOL;
  if (n <= exactMaxN) return exactSignFlipP(diffs, n, threshold);
  const tables = signTables(diffs);
  const groups = tables.length >>> 8;
  let count = 0;
  for (let r = 0; r < iterations; r++) {
    const s = tableRoundSum(tables, groups, st);
    if (Math.abs(s) / n >= threshold) count++;
  }
  return (count + 1) / (iterations + 1);
}
function signTables(d) {
  const nz = [];
  for (let i = 0; i < d.length; i++) if (d[i] !== 0) nz.push(d[i]);
  const groups = Math.ceil(nz.length / 8);
  const t = new Float64Array(groups * 256);
  for (let g = 0; g < groups; g++) {
    const o = g * 256;
    let plus = 0;
    for (let j = 0; j < 8; j++) plus += nz[g * 8 + j] ?? 0;
    t[o] = plus;
    for (let b = 1; b < 256; b++) {
      const low = b & -b;
      const j = 31 - Math.clz32(low);
      t[o + b] = t[o + (b ^ low)] - 2 * (nz[g * 8 + j] ?? 0);
    }
  }
  return t;
}
function tableRoundSum(t, groups, st) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  let s = 0;
  for (let g = 0; g < groups; g += 4) {
    const bits = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + bits | 0;
    const o = g << 8;
    s += t[o + (bits & 255)];
    if (g + 1 < groups) s += t[o + 256 + (bits >>> 8 & 255)];
    if (g + 2 < groups) s += t[o + 512 + (bits >>> 16 & 255)];
    if (g + 3 < groups) s += t[o + 768 + (bits >>> 24)];
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  return s;
}
function bootstrapRoundSum(d, n, st) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  let s = 0;
  for (let k = 0; k < n; k++) {
    const t = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + t | 0;
    s += d[(t >>> 0) * n * INV_2_32 | 0];
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  return s;
}
function quantileType7(sorted, q) {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = lo + 1 < sorted.length ? lo + 1 : lo;
  const x = sorted[lo];
  return x + (h - lo) * (sorted[hi] - x);
}
function pairedBootstrapCIs(columns, opts) {
  const { iterations, seed } = opts;
  const alpha = opts.alpha ?? 0.05;
  assertIterations(iterations);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const st = seedState(seed);
  const k = columns.length;
  const n = k > 0 ? columns[0].length : 0;
  columns.forEach((c, j) => {
    if (c.length !== n) throw new RangeError(`column ${j} has ${c.length} values, column 0 has ${n}`);
    assertFinite(c, "diffs");
  });
  if (n === 0) return columns.map(() => [0, 0]);
  if (k === 1) {
    const means2 = new Float64Array(iterations);
    for (let r = 0; r < iterations; r++) means2[r] = bootstrapRoundSum(columns[0], n, st) / n;
    means2.sort();
    return [[quantileType7(means2, alpha / 2), quantileType7(means2, 1 - alpha / 2)]];
  }
  const rows = new Float64Array(n * k);
  for (let i = 0; i < n; i++) for (let j = 0; j < k; j++) rows[i * k + j] = columns[j][i];
  const means = columns.map(() => new Float64Array(iterations));
  const sums = new Float64Array(k);
  const ix = new Int32Array(n);
  for (let r = 0; r < iterations; r++) {
    bootstrapRoundSums(rows, n, k, st, sums, ix);
    for (let j = 0; j < k; j++) means[j][r] = sums[j] / n;
  }
  return means.map((m) => {
    m.sort();
    return [quantileType7(m, alpha / 2), quantileType7(m, 1 - alpha / 2)];
  });
}
function bootstrapRoundSums(rows, n, k, st, sums, ix) {
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let ctr = st[3];
  for (let d = 0; d < n; d++) {
    const t = (a + b | 0) + ctr | 0;
    ctr = ctr + 1 | 0;
    a = b ^ b >>> 9;
    b = c + (c << 3) | 0;
    c = (c << 21 | c >>> 11) + t | 0;
    ix[d] = (t >>> 0) * n * INV_2_32 | 0;
  }
  st[0] = a;
  st[1] = b;
  st[2] = c;
  st[3] = ctr;
  let j = 0;
  for (; j + 4 <= k; j += 4) gather4(rows, k, j, ix, n, sums);
  for (; j < k; j++) gather1(rows, k, j, ix, n, sums);
}
function gather4(rows, k, j, ix, n, sums) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let d = 0; d < n; d++) {
    const o = ix[d] * k + j;
    s0 += rows[o];
    s1 += rows[o + 1];
    s2 += rows[o + 2];
    s3 += rows[o + 3];
  }
  sums[j] = s0;
  sums[j + 1] = s1;
  sums[j + 2] = s2;
  sums[j + 3] = s3;
}
function gather1(rows, k, j, ix, n, sums) {
  let s0 = 0;
  for (let d = 0; d < n; d++) s0 += rows[ix[d] * k + j];
  sums[j] = s0;
}

// src/score/parallel.ts
var PARALLEL_MIN_BYTES = 8 * 1024 * 1024;

// src/compare/heavy.ts
function runHeavy(job) {
  return job.slices.map((s) => {
    const n = s.columns[0]?.length ?? 0;
    const cis = n > 0 ? pairedBootstrapCIs(s.columns, { iterations: job.bootstrap, seed: deriveSeed(job.seed, "ci|" + s.name) }) : s.columns.map(() => [0, 0]);
    const ps = s.columns.map((d, mi) => job.test ? pairedRandomizationTest(d, { iterations: job.iterations, seed: deriveSeed(job.seed, `p|${s.name}|${job.measures[mi]}`) }) : null);
    return { cis, ps };
  });
}

// src/score/worker.ts
var task = workerData;
if (task.kind === "stats") {
  parentPort.postMessage(runHeavy(task.job));
} else {
  const job = task.job;
  try {
    const qrels = await readQrels(job.qrels, job.qrelsLabel);
    const run = await scoreRunPart(job.path, qrels, job.plan, job.label, job.range);
    const buffers = [run.value, run.low, run.high, run.optimistic, run.num, run.den, run.optNum, run.optDen].flatMap((cols) => cols.map((c) => c.buffer));
    const msg = { ok: true, run: { ...run, qids: [], measures: [] } };
    parentPort.postMessage(msg, [...buffers, run.missing.buffer]);
  } catch (e) {
    const msg = { ok: false, input: e instanceof InputError, message: e.message };
    parentPort.postMessage(msg);
  }
}
