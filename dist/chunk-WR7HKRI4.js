import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  JsonError,
  JsonNumber,
  isObject,
  parseJsonLine
} from "./chunk-SEMWOVNM.js";
import {
  QueryJudgments,
  checkBlankRun,
  isBlank,
  isComment,
  readLines,
  splitFields
} from "./chunk-VXMKNK2O.js";
import {
  POW10,
  parseNumber
} from "./chunk-MO67YMK3.js";
import {
  LIMITS,
  countText,
  resultsPerQuery
} from "./chunk-UT5OR33X.js";
import {
  InputError,
  quote
} from "./chunk-B6WRYOF2.js";

// src/read/run.ts
var JSONL_FIX = 'each JSONL line is one object {"qid","docid","score","rank"?} ("query_id" and "doc_id" work too)';
var ResultBlock = class {
  constructor(duplicates, label, maxPerQuery, capacity = 1024) {
    this.duplicates = duplicates;
    this.label = label;
    this.maxPerQuery = maxPerQuery;
    this.scores = new Float64Array(capacity);
    this.ranks = new Float64Array(capacity);
    this.lines = new Int32Array(capacity);
    this.hashes = new Uint32Array(capacity);
    this.docStart = new Int32Array(capacity);
    this.docEnd = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.arena = Buffer.alloc(capacity * 16);
    this.table = new Int32Array(capacity * 2).fill(-1);
    this.mask = capacity * 2 - 1;
  }
  duplicates;
  label;
  maxPerQuery;
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
  arena;
  arenaLen = 0;
  /** Repeated docids dropped in this query under `duplicates: first`. */
  dropped = 0;
  /** A query without judgments that nobody asked for: its lines are counted, not kept. */
  skip = false;
  /** Open-addressing table of entry indexes (-1 = free) over the docids, and each entry's slot (to clear it cheaply). */
  table;
  slots;
  mask;
  reset(qid, buf, s, e, skip = false) {
    this.qid = qid;
    const len = e - s;
    if (len > this.qidBytes.length) this.qidBytes = Buffer.alloc(len * 2);
    buf.copy(this.qidBytes, 0, s, e);
    this.qidLen = len;
    for (let i = 0; i < this.n; i++) this.table[this.slots[i]] = -1;
    this.n = 0;
    this.arenaLen = 0;
    this.dropped = 0;
    this.skip = skip;
  }
  sameQid(buf, s, e) {
    if (e - s !== this.qidLen) return false;
    const q = this.qidBytes;
    for (let i = 0; i < this.qidLen; i++) if (buf[s + i] !== q[i]) return false;
    return true;
  }
  push(buf, ds, de, score, rank, line) {
    if (this.skip) return;
    const len = de - ds;
    if (this.arenaLen + len > this.arena.length) {
      const bigger = Buffer.alloc(Math.max(this.arena.length * 2, this.arenaLen + len));
      this.arena.copy(bigger, 0, 0, this.arenaLen);
      this.arena = bigger;
    }
    const arena = this.arena;
    const at = this.arenaLen;
    let h = 2166136261;
    let o = at;
    for (let k = ds; k < de; k++) {
      const c = buf[k];
      arena[o++] = c;
      h = Math.imul(h ^ c, 16777619);
    }
    h >>>= 0;
    const table = this.table;
    let slot = h & this.mask;
    for (; ; ) {
      const j = table[slot];
      if (j === -1) break;
      if (this.hashes[j] === h && arena.compare(arena, at, o, this.docStart[j], this.docEnd[j]) === 0) {
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
    this.docStart[i] = at;
    this.docEnd[i] = o;
    this.arenaLen = o;
    this.hashes[i] = h;
    this.scores[i] = score;
    this.ranks[i] = rank;
    this.lines[i] = line;
  }
  /** The docid at arena[s, e) repeats entry j's: refused, or dropped under `duplicates: first`. */
  repeated(j, s, e, line) {
    if (this.duplicates === "error") {
      throw new InputError(
        `document ${quote(this.arena.toString("utf8", s, e))} appears twice for query ${quote(this.qid)} (first at line ${this.lines[j]})`,
        { file: this.label, line },
        "remove the repeated result, or set policy.duplicates: first to keep the first"
      );
    }
    this.dropped++;
  }
  /** Doubles the columns and the table (kept at most half full); refuses a query past the results limit. */
  grow(line) {
    if (this.n >= this.maxPerQuery) {
      throw new InputError(
        `query ${quote(this.qid)} has more than ${countText(this.maxPerQuery)} results`,
        { file: this.label, line },
        `rankgate holds at most max(${countText(LIMITS.resultsPerQueryFloor)}, ${LIMITS.resultsPerQueryDepthFactor} \xD7 depth) results per query; cut the run to its top results`
      );
    }
    const cap = Math.min(this.scores.length * 2, Math.max(this.maxPerQuery, this.scores.length + 1));
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
    while (size < cap * 2) size <<= 1;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let i = 0; i < this.n; i++) {
      let slot = this.hashes[i] & this.mask;
      while (this.table[slot] !== -1) slot = slot + 1 & this.mask;
      this.table[slot] = i;
      this.slots[i] = slot;
    }
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
  const limits = opts.limits ?? LIMITS;
  const maxPerQuery = opts.maxPerQuery ?? limits.resultsPerQueryCeiling;
  const meta = {};
  const tags = /* @__PURE__ */ new Set();
  const runOnly = [];
  const runOnlySeen = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const blocks = /* @__PURE__ */ new Map();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(2);
  const badRanks = { count: 0, example: "" };
  let format;
  let sawData = false;
  let results = 0;
  let duplicatesDropped = 0;
  let lastData = 0;
  let block = null;
  const shared = new ResultBlock(opts.duplicates, label, maxPerQuery);
  const ignored = new ResultBlock(opts.duplicates, label, maxPerQuery, 1);
  const finish = (b) => {
    duplicatesDropped += b.dropped;
    if (b.skip) return;
    let judgments = qrels.queries.get(b.qid);
    if (!judgments) {
      judgments = new QueryJudgments(b.qid);
      judgments.seal();
    }
    onQuery(b, judgments);
  };
  const startQuery = (buf, s, e) => {
    const qid = buf.toString("utf8", s, e);
    const judged = qrels.queries.has(qid);
    if (!judged && !runOnlySeen.has(qid)) {
      runOnlySeen.add(qid);
      runOnly.push(qid);
    }
    const skip = !judged && !opts.unjudgedQueries;
    if (ungrouped) {
      if (skip) {
        ignored.reset(qid, buf, s, e, true);
        return ignored;
      }
      let b = blocks.get(qid);
      if (!b) {
        b = new ResultBlock(opts.duplicates, label, maxPerQuery, 16);
        b.reset(qid, buf, s, e);
        blocks.set(qid, b);
      }
      return b;
    }
    if (seen.has(qid)) throw new NotGrouped();
    seen.add(qid);
    shared.reset(qid, buf, s, e, skip);
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
      lastData = counter.next();
      takeScanned(buf, lastData);
      pos = nl + 1;
    }
    return pos;
  };
  const facts = await readLines(path, (buf, s, e, lineNo) => {
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
    if (format === "trec" && scanTrecLine(buf, s, e, starts, ends, nums, false) >= 0) {
      takeScanned(buf, lineNo);
    } else if (format === "trec") {
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
      takeScanned(buf, lineNo);
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
  }, { label, range: opts.range, stretch, limits });
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
    queries: ungrouped ? blocks.size + countUnkept(runOnly, blocks) : seen.size,
    results,
    duplicatesDropped,
    badRanks
  };
}
function countUnkept(runOnly, blocks) {
  let n = 0;
  for (const q of runOnly) if (!blocks.has(q)) n++;
  return n;
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
  if (!open) return end;
  while (i < end && buf[i] !== 10) i++;
  return i < end ? i : -2;
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
    if (typeof t !== "string" || !ID.test(t)) {
      throw new InputError(`"${key}" must be a non-empty string without spaces`, { file, line, column: 1 }, `write e.g. "${key}": "dense-v2", or leave it out`);
    }
    tag = t;
  }
  return { qid, docid, score: score.value, rank, tag };
}
var ID = /^[^\s\u0000-\u001f\u007f]+$/;
function jsonId(o, keys, file, line) {
  const present = keys.filter((k) => o.has(k));
  if (present.length > 1) {
    throw new InputError(`both "${present[0]}" and "${present[1]}" are given`, { file, line, column: 1 }, `keep one of them`);
  }
  const key = present[0] ?? keys[0];
  const x = o.get(key);
  if (typeof x === "string" && keys === KEYS.qid && x.startsWith("#")) {
    throw new InputError(`"${key}" ${quote(x, 40)} starts with "#"`, { file, line, column: 1 }, 'query ids may not start with "#": TREC files read such lines as comments');
  }
  if (typeof x === "string" && ID.test(x)) return x;
  if (x instanceof JsonNumber) return x.text;
  throw new InputError(
    x === void 0 ? `"${keys[0]}" is missing` : `"${key}" must be a non-empty string without spaces`,
    { file, line, column: 1 },
    `add "${keys[0]}" (or "${keys[1]}") to every line`
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
  const ranker = new Ranker(opts.policy, opts.keep, label);
  const judged = /* @__PURE__ */ new Map();
  const read = await readRun(path, qrels, {
    duplicates: opts.policy.duplicates,
    unjudgedQueries: opts.unjudgedQueries,
    range: opts.range,
    label,
    maxPerQuery: resultsPerQuery(opts.policy.depth)
  }, (block, judgments) => {
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
    let n = b.n;
    if (this.ord.length < n) this.ord = new Int32Array(n * 2);
    const ord = this.ord;
    for (let i = 0; i < n; i++) ord[i] = i;
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
//# sourceMappingURL=chunk-WR7HKRI4.js.map
