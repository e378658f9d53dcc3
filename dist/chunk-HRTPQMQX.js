import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  POW10,
  QueryJudgments,
  isBlank,
  isComment,
  parseNumber,
  readLines,
  splitFields
} from "./chunk-GY25YLSA.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/read/run.ts
var ResultBlock = class {
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
  /** Entry indexes without repeated docids (filled by dedupe), and how many. */
  unique = new Int32Array(1024);
  count = 0;
  /** Repeated docids dropped by the last dedupe under `duplicates: first`. */
  dropped = 0;
  dupTable = new Int32Array(2048);
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
  /** Fills `unique` with entry indexes, skipping (or refusing) repeated docids. */
  dedupe(duplicates, label) {
    if (this.unique.length < this.n) this.unique = new Int32Array(this.n * 2);
    let size = 16;
    while (size < this.n * 2) size <<= 1;
    if (this.dupTable.length < size) this.dupTable = new Int32Array(size);
    const table = this.dupTable.subarray(0, size).fill(-1);
    const mask = size - 1;
    let n = 0;
    this.dropped = 0;
    for (let i = 0; i < this.n; i++) {
      const h = this.hashes[i];
      let slot = h & mask;
      let dup = -1;
      for (; ; ) {
        const j = table[slot];
        if (j === -1) break;
        if (this.hashes[j] === h && this.cmpDoc(i, j) === 0) {
          dup = j;
          break;
        }
        slot = slot + 1 & mask;
      }
      if (dup >= 0) {
        if (duplicates === "error") {
          throw new InputError(
            `document "${this.docid(i)}" appears twice for query "${this.qid}" (first at line ${this.lines[dup]})`,
            { file: label, line: this.lines[i] },
            "remove the repeated result, or set policy.duplicates: first to keep the first"
          );
        }
        this.dropped++;
        continue;
      }
      table[slot] = i;
      this.unique[n++] = i;
    }
    this.count = n;
    return n;
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
  let duplicatesDropped = 0;
  let block = null;
  const shared = new ResultBlock();
  const finish = (b) => {
    let judgments = qrels.queries.get(b.qid);
    if (!judgments) {
      runOnly.push(b.qid);
      if (!opts.unjudgedQueries) return;
      judgments = new QueryJudgments(b.qid);
      judgments.seal();
    }
    b.dedupe(opts.duplicates, label);
    duplicatesDropped += b.dropped;
    onQuery(b, judgments);
  };
  const startQuery = (buf, s, e) => {
    const qid = buf.toString("utf8", s, e);
    if (ungrouped) {
      let b = blocks.get(qid);
      if (!b) {
        b = new ResultBlock();
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
  const takeScanned = (buf, lineNo) => {
    if (block === null || !block.sameQid(buf, starts[0], ends[0])) {
      if (block !== null && !ungrouped) finish(block);
      block = startQuery(buf, starts[0], ends[0]);
      if (tags.size < 8) tags.add(buf.toString("utf8", starts[5], ends[5]));
    }
    block.push(buf, starts[2], ends[2], nums[1], nums[0], lineNo);
  };
  const stretch = (buf, pos, end, counter) => {
    if (format !== "trec") return pos;
    while (pos < end) {
      const nl = scanTrecLine(buf, pos, end, starts, ends, nums, true);
      if (nl < 0) return pos;
      results++;
      takeScanned(buf, counter.next());
      pos = nl + 1;
    }
    return pos;
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
    if (format === "trec" && scanTrecLine(buf, s, e, starts, ends, nums, false) >= 0) {
      takeScanned(buf, lineNo);
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
      nums[0] = rank;
      nums[1] = score;
      takeScanned(buf, lineNo);
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
  }, label, opts.range, stretch);
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
    duplicatesDropped
  };
}
function scanTrecLine(buf, s, end, starts, ends, nums, open) {
  let i = s;
  let c = 0;
  for (let f = 0; f < 6; f++) {
    while (i < end && ((c = buf[i]) === 32 || c === 9)) i++;
    if (i >= end) return open ? -2 : -1;
    c = buf[i];
    if (c === 10 || c === 13 || f === 0 && c === 35) return -1;
    starts[f] = i;
    if (f === 3) {
      let v = 0;
      while (i < end && (c = buf[i]) >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        i++;
      }
      if (i === starts[f] || i - starts[f] > 15) return i >= end && open ? -2 : -1;
      nums[0] = v;
    } else if (f === 4) {
      let neg = false;
      if (c === 45 || c === 43) {
        neg = c === 45;
        i++;
      }
      let mant = 0;
      let digits = 0;
      let frac = -1;
      while (i < end) {
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
      if (digits === 0 || digits > 15) return i >= end && open ? -2 : -1;
      const v = frac > 0 ? mant / POW10[frac] : mant;
      nums[1] = neg ? -v : v;
    } else {
      while (i < end && (c = buf[i]) !== 32 && c !== 9 && c !== 10 && c !== 13) i++;
    }
    ends[f] = i;
    if (i >= end) return open ? -2 : f === 5 ? end : -1;
    c = buf[i];
    if (c !== 32 && c !== 9 && (f < 5 || c !== 10 && c !== 13)) return -1;
  }
  while (i < end && ((c = buf[i]) === 32 || c === 9)) i++;
  if (!open) return i === end ? end : -1;
  if (i < end && buf[i] === 13) i++;
  if (i >= end) return -2;
  return buf[i] === 10 ? i : -1;
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

// src/score/rank.ts
async function readRankedRun(path, qrels, opts, onList) {
  const label = opts.label ?? path;
  const ranker = new Ranker(opts.policy, opts.keep, label);
  const judged = /* @__PURE__ */ new Map();
  const read = await readRun(path, qrels, { duplicates: opts.policy.duplicates, unjudgedQueries: opts.unjudgedQueries, range: opts.range, label }, (block, judgments) => {
    const list = ranker.rank(block, judgments);
    let j = 0;
    for (let i = 0; i < list.n; i++) if (!Number.isNaN(list.grades[i])) j++;
    judged.set(list.qid, j);
    onList(list);
  });
  let judgedResults = 0;
  for (const j of judged.values()) judgedResults += j;
  return { ...read, judgedResults };
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
  rank(b, q) {
    let n = b.count;
    if (this.ord.length < n) this.ord = new Int32Array(n * 2);
    const ord = this.ord;
    ord.set(b.unique.subarray(0, n));
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
    const hashes = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const k = ord[i];
      scores[i] = b.scores[k];
      const j = q.lookup(b.arena, b.docStart[k], b.docEnd[k], b.hashes[k]);
      grades[i] = j < 0 ? NaN : q.grades[j];
      hashes[i] = b.hashes[k];
      if (i < this.keep) docids.push(b.docid(k));
    }
    return { qid: b.qid, judgments: q, n, depth: Math.min(depth, retrieved), grades, scores, docids, hashes, retrieved };
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

export {
  readRankedRun
};
//# sourceMappingURL=chunk-HRTPQMQX.js.map
