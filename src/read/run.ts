import { InputError } from '../errors.js';
import { readLines, isBlank, isComment, splitFields, type ByteRange, type FileFacts, type StretchHandler } from './lines.js';
import { parseNumber, POW10 } from './number.js';
import { QueryJudgments, type Qrels } from './qrels.js';

export interface RunReadResult {
  facts: FileFacts;
  format: 'trec' | 'jsonl';
  /** `# key: value` lines before the first result (e.g. corpus, contract). */
  meta: Record<string, string>;
  tags: string[];
  /** Query ids in the run with no judgments (ignored, as trec_eval does). */
  runOnly: string[];
  queries: number;
  results: number;
  /** Duplicates dropped under `duplicates: first`. */
  duplicatesDropped: number;
}

export interface RunReadOptions {
  /** The same docid twice for one query: an error naming both lines, or keep the first. */
  duplicates: 'error' | 'first';
  /** Also hand over queries without judgments (e.g. to write a baseline); by default they are only counted. */
  unjudgedQueries?: boolean;
  /** Read only these bytes of a plain file (a worker's share, cut at a query boundary). */
  range?: ByteRange;
  label?: string;
}

/**
 * One query's results as read, in file order: growable columns (one instance is reused across queries of a grouped
 * file). After `dedupe`, `unique[0, count)` lists the entries that count; ranking them is the scorer's job.
 */
export class ResultBlock {
  qid = '';
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
  private dupTable = new Int32Array(2048);

  reset(qid: string, buf: Buffer, s: number, e: number): void {
    this.qid = qid;
    const len = e - s;
    if (len > this.qidBytes.length) this.qidBytes = Buffer.alloc(len * 2);
    buf.copy(this.qidBytes, 0, s, e);
    this.qidLen = len;
    this.n = 0;
    this.arenaLen = 0;
  }

  sameQid(buf: Buffer, s: number, e: number): boolean {
    // A byte loop: query ids are short, and a native Buffer.compare call per line costs more than the compare.
    if (e - s !== this.qidLen) return false;
    const q = this.qidBytes;
    for (let i = 0; i < this.qidLen; i++) if (buf[s + i] !== q[i]) return false;
    return true;
  }

  push(buf: Buffer, ds: number, de: number, score: number, rank: number, line: number): void {
    if (this.n === this.scores.length) this.grow();
    const len = de - ds;
    if (this.arenaLen + len > this.arena.length) {
      const bigger = Buffer.alloc(Math.max(this.arena.length * 2, this.arenaLen + len));
      this.arena.copy(bigger, 0, 0, this.arenaLen);
      this.arena = bigger;
    }
    // Copy and hash (FNV-1a, as hashBytes) in one byte loop: docids are short, a native copy call per line is not.
    const arena = this.arena;
    let h = 0x811c9dc5;
    let o = this.arenaLen;
    for (let k = ds; k < de; k++) {
      const c = buf[k];
      arena[o++] = c;
      h = Math.imul(h ^ c, 0x01000193);
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
  dedupe(duplicates: 'error' | 'first', label: string): number {
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
      for (;;) {
        const j = table[slot];
        if (j === -1) break;
        if (this.hashes[j] === h && this.cmpDoc(i, j) === 0) { dup = j; break; }
        slot = (slot + 1) & mask;
      }
      if (dup >= 0) {
        if (duplicates === 'error') {
          throw new InputError(`document "${this.docid(i)}" appears twice for query "${this.qid}" (first at line ${this.lines[dup]})`,
            { file: label, line: this.lines[i] }, 'remove the repeated result, or set policy.duplicates: first to keep the first');
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

  private grow(): void {
    const cap = this.scores.length * 2;
    const f = (a: Float64Array) => { const b = new Float64Array(cap); b.set(a); return b; };
    const i32 = (a: Int32Array) => { const b = new Int32Array(cap); b.set(a); return b; };
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
  cmpDoc(a: number, b: number): number {
    return this.arena.compare(this.arena, this.docStart[b], this.docEnd[b], this.docStart[a], this.docEnd[a]);
  }

  docid(i: number): string {
    return this.arena.toString('utf8', this.docStart[i], this.docEnd[i]);
  }
}

/** Thrown internally when a query's lines are not contiguous; the file is then read again keeping every query. */
class NotGrouped extends Error {}

/**
 * Reads a run (TREC or JSONL, optionally gzipped) and hands each judged query's results, de-duplicated, to
 * `onQuery` with the query's judgments (ranking them by the tie policy is the scorer's step: score/rank.ts).
 * Files grouped by query (the usual case) are processed one query at a time, so memory holds one
 * query's results, not the file; an ungrouped file is read a second time holding all queries. In that case
 * `onQuery` may already have seen a partial list of a query in the first pass: the later call for a qid holds
 * the whole query and must replace the earlier one.
 */
export async function readRun(path: string, qrels: Qrels, opts: RunReadOptions,
  onQuery: (block: ResultBlock, judgments: QueryJudgments) => void): Promise<RunReadResult> {
  try {
    return await readRunPass(path, qrels, opts, onQuery, false);
  } catch (e) {
    if (!(e instanceof NotGrouped)) throw e;
    return readRunPass(path, qrels, opts, onQuery, true);
  }
}

async function readRunPass(path: string, qrels: Qrels, opts: RunReadOptions,
  onQuery: (block: ResultBlock, judgments: QueryJudgments) => void, ungrouped: boolean): Promise<RunReadResult> {
  const label = opts.label ?? path;
  const meta: Record<string, string> = {};
  const tags = new Set<string>();
  const runOnly: string[] = [];
  const seen = new Set<string>();
  const blocks = new Map<string, ResultBlock>();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(2);
  let format: 'trec' | 'jsonl' | undefined;
  let sawData = false;
  let results = 0;
  let duplicatesDropped = 0;
  let block: ResultBlock | null = null;
  const shared = new ResultBlock();

  const finish = (b: ResultBlock) => {
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

  const startQuery = (buf: Buffer, s: number, e: number): ResultBlock => {
    const qid = buf.toString('utf8', s, e);
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

  /** Files a parsed TREC line (fields in starts/ends, rank and score in nums) under its query. */
  const takeScanned = (buf: Buffer, lineNo: number) => {
    if (block === null || !block.sameQid(buf, starts[0], ends[0])) {
      if (block !== null && !ungrouped) finish(block);
      block = startQuery(buf, starts[0], ends[0]);
      // Run tags are for the report only: sampled once per query, not once per line.
      if (tags.size < 8) tags.add(buf.toString('utf8', starts[5], ends[5]));
    }
    block.push(buf, starts[2], ends[2], nums[1], nums[0], lineNo);
  };

  // Once the file is known to be TREC, whole stretches of each chunk go through here, line after line.
  const stretch: StretchHandler = (buf, pos, end, counter) => {
    if (format !== 'trec') return pos;
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
    // Fast path: a line starting with an id character is data; blanks and comments are rare.
    const c0 = buf[s];
    if (c0 === 32 || c0 === 9 || c0 === 35 || s === e) {
      if (isBlank(buf, s, e)) return;
      if (isComment(buf, s, e)) {
        if (!sawData) {
          const m = /^\s*#\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(buf.toString('utf8', s, e));
          if (m && !(m[1] in meta)) meta[m[1]] = m[2];
        }
        return;
      }
    }
    if (!format) format = buf[firstNonBlank(buf, s, e)] === 123 /* { */ ? 'jsonl' : 'trec';
    sawData = true;
    results++;
    if (format === 'trec' && scanTrecLine(buf, s, e, starts, ends, nums, false) >= 0) {
      // The common case, parsed in one pass over the bytes (see scanTrecLine).
      takeScanned(buf, lineNo);
    } else if (format === 'trec') {
      // Anything unusual (exponents, long mantissas, wrong field counts, bad numbers): the general path and its errors.
      const n = splitFields(buf, s, e, starts, ends, 6);
      if (n !== 6) {
        throw new InputError(`expected 6 fields "qid Q0 docid rank score tag", found ${n > 6 ? 'more than 6' : n}`,
          { file: label, line: lineNo, column: 1 }, 'TREC run lines are: query id, Q0, document id, rank, score, run tag');
      }
      const score = parseNumber(buf, starts[4], ends[4]);
      if (Number.isNaN(score)) {
        throw new InputError(`score "${buf.toString('utf8', starts[4], ends[4])}" is not a number`,
          { file: label, line: lineNo, column: starts[4] - s + 1 }, 'write a finite decimal score such as 12.5 or 1.5e-3');
      }
      const rank = parseNumber(buf, starts[3], ends[3]);
      if (!Number.isInteger(rank)) {
        throw new InputError(`rank "${buf.toString('utf8', starts[3], ends[3])}" is not a whole number`,
          { file: label, line: lineNo, column: starts[3] - s + 1 }, 'the 4th field is the rank: 1, 2, 3, ...');
      }
      nums[0] = rank;
      nums[1] = score;
      takeScanned(buf, lineNo);
    } else {
      const r = parseJsonResult(buf.toString('utf8', s, e), label, lineNo);
      if (r.tag !== undefined && tags.size < 8) tags.add(r.tag);
      const qb = Buffer.from(r.qid, 'utf8');
      if (block === null || !block.sameQid(qb, 0, qb.length)) {
        if (block !== null && !ungrouped) finish(block);
        block = startQuery(qb, 0, qb.length);
      }
      const db = Buffer.from(r.docid, 'utf8');
      block.push(db, 0, db.length, r.score, r.rank ?? NaN, lineNo);
    }
  }, label, opts.range, stretch);

  if (!sawData) throw new InputError('holds no results (only comments or blank lines)', { file: label }, 'a run needs at least one result line');
  if (ungrouped) {
    for (const b of blocks.values()) finish(b);
  } else if (block !== null) {
    finish(block);
  }
  return {
    facts, format: format!, meta, tags: [...tags], runOnly, queries: ungrouped ? blocks.size : seen.size,
    results, duplicatesDropped,
  };
}

/**
 * One pass over a TREC run line `qid Q0 docid rank score tag`: field bounds into starts/ends, rank and score into
 * nums. Only the plain forms are taken (integer rank; score with at most 15 digits and no exponent, which the
 * division by an exact power of ten turns into the same double as Number()); anything else (comments, blank
 * lines, wrong field counts, other number forms) returns -1 and goes through the general parser, which also owns
 * every error message.
 * `open`: the line starts at `s` and ends at a newline somewhere before `end`; returns the newline's index, or -2
 * when none comes before `end` (an unfinished line). Otherwise the line is exactly [s, end); returns `end`.
 */
function scanTrecLine(buf: Buffer, s: number, end: number, starts: Int32Array, ends: Int32Array, nums: Float64Array, open: boolean): number {
  let i = s;
  let c = 0;
  for (let f = 0; f < 6; f++) {
    while (i < end && ((c = buf[i]) === 32 || c === 9)) i++;
    if (i >= end) return open ? -2 : -1;
    c = buf[i];
    if (c === 10 || c === 13 || (f === 0 && c === 35)) return -1;
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
    if (c !== 32 && c !== 9 && (f < 5 || (c !== 10 && c !== 13))) return -1;
  }
  while (i < end && ((c = buf[i]) === 32 || c === 9)) i++;
  if (!open) return i === end ? end : -1;
  if (i < end && buf[i] === 13) i++;
  if (i >= end) return -2;
  return buf[i] === 10 ? i : -1;
}

function firstNonBlank(buf: Buffer, s: number, e: number): number {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  return s;
}

function parseJsonResult(text: string, file: string, line: number): { qid: string; docid: string; score: number; rank?: number; tag?: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new InputError('is not valid JSON', { file, line, column: 1 }, 'each JSONL line is one object {"qid","docid","score","rank"?}');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new InputError('is not a JSON object', { file, line, column: 1 }, 'each JSONL line is one object {"qid","docid","score","rank"?}');
  }
  const o = v as Record<string, unknown>;
  const id = (key: string): string => {
    const x = o[key];
    if (typeof x === 'string' && x.length > 0 && !/\s/.test(x)) return x;
    if (typeof x === 'number' && Number.isFinite(x)) return String(x);
    throw new InputError(x === undefined ? `"${key}" is missing` : `"${key}" must be a non-empty string without spaces`,
      { file, line, column: 1 }, `add "${key}" to every line`);
  };
  const qid = id('qid');
  const docid = id('docid');
  const score = o.score;
  if (typeof score !== 'number' || !Number.isFinite(score)) {
    throw new InputError(score === undefined ? '"score" is missing' : `score ${JSON.stringify(score)} is not a number`,
      { file, line, column: 1 }, 'write "score" as a JSON number');
  }
  let rank: number | undefined;
  if (o.rank !== undefined) {
    if (typeof o.rank !== 'number' || !Number.isInteger(o.rank)) {
      throw new InputError(`rank ${JSON.stringify(o.rank)} is not a whole number`, { file, line, column: 1 }, 'omit "rank" or give 1, 2, 3, ...');
    }
    rank = o.rank;
  }
  const tag = typeof o.tag === 'string' ? o.tag : typeof o.run === 'string' ? o.run : undefined;
  return { qid, docid, score, rank, tag };
}
