import { InputError, quote } from '../errors.js';
import {
  readLines,
  isBlank,
  isComment,
  checkBlankRun,
  splitFields,
  type ByteRange,
  type FileFacts,
  type LineCounter,
  type StretchHandler,
} from './lines.js';
import { parseNumber, scaledDecimal } from './number.js';
import { QueryJudgments, type Qrels } from './qrels.js';
import { LIMITS, countText, type Limits } from './limits.js';
import { hashBytes } from './ids.js';
import { scanJsonResult } from './jsonl-scan.js';
import { JsonError, JsonNumber, isObject, parseJsonLine, type JsonObject, type JsonValue } from './json.js';
import { Stop, borrowTrecLines, returnTrecLines, type TrecLines } from './trec-lines.js';
import { ChunkCopy } from './wasm-lender.js';

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
  /** Results whose rank field is not a whole number (ignored, as trec_eval ignores the rank), and the first such value. */
  badRanks: { count: number; example: string };
}

export interface RunReadOptions {
  /** The same docid twice for one query: an error naming both lines, or keep the first. */
  duplicates: 'error' | 'first';
  /** Also hand over queries without judgments (e.g. to write a baseline); by default they are only counted. */
  unjudgedQueries?: boolean;
  /** Most results one query may hold (see limits.ts resultsPerQuery); default: the ceiling. */
  maxPerQuery?: number;
  /** Read only these bytes of a plain file (a worker's share, cut at a query boundary). */
  range?: ByteRange;
  /** false: the file is not hashed (`sha256` empty; the caller hashes it later). */
  hash?: boolean;
  label?: string;
  limits?: Readonly<Limits>;
}

const JSONL_FIX =
  'each JSONL line is one object {"qid","docid","score","rank"?,"tag"?} ("query_id" and "doc_id" work too)';

/**
 * One query's results as read, in file order, without repeated docids: growable columns (one instance is reused
 * across queries of a grouped file). A repeated docid is refused (or dropped, under `duplicates: first`) the moment
 * it is read, through a hash table kept along with the columns: a file that repeats one line a billion times stops
 * at its second line instead of filling memory. Ranking the entries is the scorer's job (score/rank.ts).
 *
 * The docids' bytes are read where `bytes` holds them. A borrowing block (the one a grouped file reuses) leaves them in
 * the buffer they were read from while the query's lines come from that one buffer, which is nearly every query of
 * a file read a quarter of a MiB at a time (read/lines.ts): no docid is copied. Before the reader refills that buffer
 * it calls `detach`, which copies the query's docids so far into the block's own arena, where the rest of the query
 * then goes.
 */
export class ResultBlock {
  qid = '';
  qidBytes = Buffer.alloc(64);
  qidLen = 0;
  /** Entries held (all distinct). */
  n = 0;
  scores: Float64Array;
  ranks: Float64Array;
  lines: Int32Array;
  hashes: Uint32Array;
  docStart: Int32Array;
  docEnd: Int32Array;
  /** Where docStart/docEnd point: `arena`, or the buffer being read while borrowing. */
  bytes: Buffer;
  arena: Buffer;
  arenaLen = 0;
  /** Repeated docids dropped in this query under `duplicates: first`. */
  dropped = 0;
  /** A query without judgments that nobody asked for: its lines are counted, not kept. */
  skip = false;
  /** push's fields, in pushScanned's form. */
  private one = { starts: new Int32Array(3), ends: new Int32Array(3), nums: new Float64Array(3) };
  /** Open-addressing table of entry indexes (-1 = free) over the docids, and each entry's slot (to clear it cheaply). */
  private table: Int32Array;
  private slots: Int32Array;
  private mask: number;
  /**
   * Whether the table holds this query's entries: a query adopted from the WebAssembly loop and finished there never
   * fills it, and clearing its entries' stale slots at the next query cost a thousand writes a query.
   */
  private placed = false;

  constructor(
    private duplicates: 'error' | 'first',
    private label: string,
    private maxPerQuery: number,
    capacity = 1024,
    private borrow = false,
  ) {
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

  reset(qid: string, buf: Buffer, s: number, e: number, skip = false): void {
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

  sameQid(buf: Buffer, s: number, e: number): boolean {
    return sameBytes(buf, s, e, this.qidBytes, this.qidLen);
  }

  push(buf: Buffer, ds: number, de: number, score: number, rank: number, line: number): void {
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
  pushScanned(buf: Buffer, starts: Int32Array, ends: Int32Array, nums: Float64Array, line: number): void {
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
      // A byte loop: docids are short, and a native copy call per line costs more than the copy.
      const arena = this.arena;
      at = this.arenaLen;
      o = at;
      for (let k = ds; k < de; k++) arena[o++] = buf[k];
    }
    const bytes = this.bytes;
    const table = this.table;
    let slot = h & this.mask;
    for (;;) {
      const j = table[slot];
      if (j === -1) break;
      if (this.hashes[j] === h && bytes.compare(bytes, at, o, this.docStart[j], this.docEnd[j]) === 0) {
        this.repeated(j, at, o, line);
        return;
      }
      slot = (slot + 1) & this.mask;
    }
    if (this.n === this.scores.length) {
      this.grow(line);
      slot = h & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
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
  adopt(from: TrecLines, n: number, arenaBytes: number, dropped: number, table: boolean): void {
    if (this.n !== 0) throw new Error('ResultBlock.adopt: the block is not empty');
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
  detach(): void {
    if (this.bytes === this.arena) return;
    const from = this.bytes;
    let need = 0;
    for (let i = 0; i < this.n; i++) need += this.docEnd[i] - this.docStart[i];
    if (need > this.arena.length) this.growArena(need);
    // A byte loop, as in pushScanned: a native copy per docid costs more than the copy, and makes garbage (views).
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

  private growArena(need: number): void {
    const bigger = Buffer.alloc(Math.max(this.arena.length * 2, need));
    this.arena.copy(bigger, 0, 0, this.arenaLen);
    this.arena = bigger;
    this.bytes = bigger;
  }

  /** The docid at bytes[s, e) repeats entry j's: refused, or dropped under `duplicates: first`. */
  private repeated(j: number, s: number, e: number, line: number): void {
    if (this.duplicates === 'error') {
      throw new InputError(
        `document ${quote(this.bytes.toString('utf8', s, e))} appears twice for query ${quote(this.qid)} (first at line ${this.lines[j]})`,
        { file: this.label, line },
        'remove the repeated result, or set policy.duplicates: first to keep the first',
      );
    }
    this.dropped++;
  }

  /**
   * Doubles the columns and the table (kept at most a quarter full: a new docid, nearly every line, finds its free
   * slot at the first or second probe); refuses a query past the results limit.
   */
  private grow(line: number): void {
    if (this.n >= this.maxPerQuery) {
      throw new InputError(
        `query ${quote(this.qid)} has more than ${countText(this.maxPerQuery)} results`,
        { file: this.label, line },
        `rankgate holds at most max(${countText(LIMITS.resultsPerQueryFloor)}, ${LIMITS.resultsPerQueryDepthFactor} × depth) results per query; cut the run to its top results`,
      );
    }
    this.resize(this.nextCapacity(this.scores.length));
  }

  /** The columns' next size: double, within the results limit (but one more than `cap`, for the refusal's line). */
  private nextCapacity(cap: number): number {
    return Math.min(cap * 2, Math.max(this.maxPerQuery, cap + 1));
  }

  /** Columns of `cap` entries holding the current ones, and a docid table sized for them. */
  private resize(cap: number): void {
    const f = (a: Float64Array) => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const i32 = (a: Int32Array) => {
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
  private placeAll(): void {
    this.placed = true;
    for (let i = 0; i < this.n; i++) {
      let slot = this.hashes[i] & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
      this.table[slot] = i;
      this.slots[i] = slot;
    }
  }

  /**
   * Byte-order comparison (strcmp, as trec_eval) of entry a's docid with entry b's: negative when a < b, positive
   * when a > b. A byte loop: docids are short, and a native compare call costs more than the compare.
   */
  cmpDoc(a: number, b: number): number {
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

  docid(i: number): string {
    return this.bytes.toString('utf8', this.docStart[i], this.docEnd[i]);
  }
}

/** Thrown internally when a query's lines are not contiguous; the file is then read again keeping every query. */
class NotGrouped extends Error {}

/**
 * Reads a run (TREC or JSONL, optionally gzipped) and hands each judged query's results, without repeated docids,
 * to `onQuery` with the query's judgments (ranking them by the tie policy is the scorer's step: score/rank.ts).
 * Files grouped by query (the usual case) are processed one query at a time, so memory holds one
 * query's results, not the file; an ungrouped file is read a second time holding all judged queries. In that case
 * `onQuery` may already have seen a partial list of a query in the first pass: the later call for a qid holds
 * the whole query and must replace the earlier one.
 *
 * TREC lines may have more than six fields (trec_eval ignores the rest, and so does rankgate); a rank field that is
 * not a whole number is ignored and counted (`badRanks`), as trec_eval never reads it; only `ties: rank` needs it.
 */
export async function readRun(
  path: string,
  qrels: Qrels,
  opts: RunReadOptions,
  onQuery: (block: ResultBlock, judgments: QueryJudgments) => void,
): Promise<RunReadResult> {
  try {
    return await readRunPass(path, qrels, opts, onQuery, false);
  } catch (e) {
    if (!(e instanceof NotGrouped)) throw e;
    return readRunPass(path, qrels, opts, onQuery, true);
  }
}

async function readRunPass(
  path: string,
  qrels: Qrels,
  opts: RunReadOptions,
  onQuery: (block: ResultBlock, judgments: QueryJudgments) => void,
  ungrouped: boolean,
): Promise<RunReadResult> {
  const label = opts.label ?? path;
  const limits = opts.limits ?? LIMITS;
  const maxPerQuery = opts.maxPerQuery ?? limits.resultsPerQueryCeiling;
  const meta: Record<string, string> = {};
  const tags = new Set<string>();
  /** The TREC tags in `tags`, as the bytes they were read from. */
  const tagBytes: Buffer[] = [];
  const runOnly: string[] = [];
  const runOnlySeen = new Set<string>();
  const seen = new Set<string>();
  const blocks = new Map<string, ResultBlock>();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(4);
  const badRanks = { count: 0, example: '' };
  let format: 'trec' | 'jsonl' | undefined;
  let sawData = false;
  let results = 0;
  let duplicatesDropped = 0;
  let lastData = 0;
  let block: ResultBlock | null = null;
  const shared = new ResultBlock(opts.duplicates, label, maxPerQuery, 1024, true);
  // Lines of queries nobody keeps go here (counted only): one tiny block, so they cost no memory.
  const ignored = new ResultBlock(opts.duplicates, label, maxPerQuery, 1);

  const finish = (b: ResultBlock) => {
    duplicatesDropped += b.dropped;
    if (b.skip) return;
    onQuery(b, qrels.queries.get(b.qid) ?? new QueryJudgments(b.qid));
  };

  // The ungrouped pass meets a query's lines scattered through the file, often one line at a time: a line finds its
  // query by the id's bytes (their hash, then a comparison), not by a string made for every line. A query nobody keeps
  // has the shared `ignored` block, set to its id again.
  const seenIds = new Map<number, { bytes: Buffer; qid: string; block: ResultBlock | null }[]>();
  const known = (buf: Buffer, s: number, e: number, h: number): ResultBlock | null => {
    const list = seenIds.get(h);
    if (list === undefined) return null;
    for (const k of list) {
      if (!sameBytes(buf, s, e, k.bytes)) continue;
      if (k.block !== null) return k.block;
      ignored.reset(k.qid, buf, s, e, true);
      return ignored;
    }
    return null;
  };
  const remember = (buf: Buffer, s: number, e: number, h: number, qid: string, block: ResultBlock | null) => {
    const k = { bytes: Buffer.from(buf.subarray(s, e)), qid, block };
    const list = seenIds.get(h);
    if (list === undefined) seenIds.set(h, [k]);
    else list.push(k);
  };

  const startQuery = (buf: Buffer, s: number, e: number): ResultBlock => {
    let h = 0;
    if (ungrouped) {
      h = hashBytes(buf, s, e);
      const b = known(buf, s, e, h);
      if (b !== null) return b;
    }
    const qid = buf.toString('utf8', s, e);
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
        // Small at first: an interleaved file may hold many queries at once.
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

  /**
   * Adds a TREC line's tag to `tags` unless one already held has its bytes: in an ungrouped file a query starts at nearly
   * every line, and a string made for each to find it in the set cost more than the line's parse.
   */
  const sampleTag = (buf: Buffer, s: number, e: number) => {
    for (const t of tagBytes) if (sameBytes(buf, s, e, t)) return;
    tags.add(buf.toString('utf8', s, e));
    tagBytes.push(Buffer.from(buf.subarray(s, e)));
  };

  /**
   * Files a parsed TREC line (fields in starts/ends; rank, score and docid hash in nums) under its query. `same`: the
   * scanner found the line's qid to be the current block's.
   */
  const takeScanned = (buf: Buffer, lineNo: number, same: boolean) => {
    if (block === null || !(same || block.sameQid(buf, starts[0], ends[0]))) {
      if (block !== null && !ungrouped) finish(block);
      block = startQuery(buf, starts[0], ends[0]);
      // Run tags are for the report only: sampled where a query starts, not once per line.
      if (tags.size < 8) sampleTag(buf, starts[5], ends[5]);
    }
    block.pushScanned(buf, starts, ends, nums, lineNo);
  };

  /**
   * Files a JSONL line the scanner took apart (read/jsonl-scan.ts). As in the general JSON path, a line's tag is
   * sampled on every line (not only where a query starts), until eight are held.
   */
  const takeScannedJson = (buf: Buffer, lineNo: number) => {
    if (starts[5] >= 0 && tags.size < 8) sampleTag(buf, starts[5], ends[5]);
    if (block === null || !block.sameQid(buf, starts[0], ends[0])) {
      if (block !== null && !ungrouped) finish(block);
      block = startQuery(buf, starts[0], ends[0]);
    }
    block.pushScanned(buf, starts, ends, nums, lineNo);
  };

  // A grouped TREC file's queries go through the WebAssembly loop (read/trec-lines.ts): JavaScript starts each query
  // (its first line, its block, its tag) and the loop takes the lines that follow, until the query ends or a line needs
  // JavaScript; the loop's entries are then handed to the block. `inLoop`: the loop holds the current query's entries,
  // and the block none of them yet. A query handed over before its end goes on in JavaScript.
  const loop = ungrouped ? null : borrowTrecLines(opts.duplicates, maxPerQuery);
  let inLoop = false;
  const copy = new ChunkCopy();

  /** Hands the loop's entries to the block; `goesOn`: the query goes on in JavaScript (its docid table is built). */
  const handOver = (goesOn: boolean) => {
    if (!inLoop) return;
    inLoop = false;
    const x = loop!.x;
    block!.adopt(loop!, x.held(), x.heldBytes(), x.droppedHere(), goesOn);
  };

  const trecStretch = (buf: Buffer, pos: number, end: number, counter: LineCounter, t: TrecLines): number => {
    const base = copy.into(t.input, buf, pos, end);
    const x = t.x;
    while (pos < end) {
      if (!inLoop) {
        // JavaScript: a query's first line, and the rest of a query handed over before its end.
        const nl = block === null ? -1 : scanTrecLine(buf, pos, starts, ends, nums, block.qidBytes, block.qidLen);
        if (nl < 0) return pos;
        if (nums[3] !== 1 && !block!.sameQid(buf, starts[0], ends[0])) {
          // A new query, its lines (this one included) left to the loop; an id too long for it keeps the query here.
          finish(block!);
          block = startQuery(buf, starts[0], ends[0]);
          if (tags.size < 8) sampleTag(buf, starts[5], ends[5]);
          inLoop = x.startQuery(starts[0] - base, ends[0] - base, block.skip ? 1 : 0) !== 0;
        }
        if (!inLoop) {
          results++;
          lastData = counter.next();
          block!.pushScanned(buf, starts, ends, nums, lastData);
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
        // The score needs the exact conversion: JavaScript reads the line, the loop files it.
        const nl = scanTrecLine(buf, pos, starts, ends, nums, block!.qidBytes, block!.qidLen);
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
      // A line for the general parser, a repeated docid, a full query, or an exact score JavaScript refuses: the
      // query goes on in JavaScript from this line, which refuses, drops or files it as it would have.
      handOver(true);
      if (why === Stop.general || why === Stop.exact) return pos;
    }
    return pos;
  };

  // Once the file's format is known, whole stretches of each chunk go through here, line after line.
  const stretch: StretchHandler = (buf, pos, end, counter) => {
    if (format === 'trec') {
      if (loop !== null && end - pos <= loop.input.length) return trecStretch(buf, pos, end, counter, loop);
      while (pos < end) {
        const nl = block === null ? -1 : scanTrecLine(buf, pos, starts, ends, nums, block.qidBytes, block.qidLen);
        if (nl < 0) return pos;
        results++;
        lastData = counter.next();
        takeScanned(buf, lastData, nums[3] === 1);
        pos = nl + 1;
      }
    } else if (format === 'jsonl') {
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

  let facts: FileFacts;
  try {
    facts = await readLines(
      path,
      (buf, s, e, lineNo) => {
        // A line the general parser takes while the loop holds a query (one across two chunks): the query goes on here.
        handOver(true);
        // Fast path: a line starting with an id character is data; blanks and comments are rare.
        const c0 = buf[s];
        if (c0 === 32 || c0 === 9 || c0 === 35 || s === e) {
          const blank = isBlank(buf, s, e);
          if (blank || isComment(buf, s, e)) {
            checkBlankRun(label, lineNo, lastData, limits);
            if (!blank && !sawData) {
              const m = /^\s*#\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(buf.toString('utf8', s, e));
              if (m && !(m[1] in meta)) meta[m[1]] = m[2];
            }
            return;
          }
        }
        if (!format) {
          const c = buf[firstNonBlank(buf, s, e)];
          if (c === 91 /* [ */) {
            throw new InputError(
              'is a JSON array, not JSONL (one JSON object per line)',
              { file: label, line: lineNo, column: 1 },
              "write one object per line, e.g. jq -c '.[]' FILE > FILE.jsonl",
            );
          }
          format = c === 123 /* { */ ? 'jsonl' : 'trec';
        }
        sawData = true;
        results++;
        lastData = lineNo;
        if (format === 'trec') {
          // What the scanner left (exponents, long mantissas, wrong field counts, bad numbers), a line across two chunks,
          // the first result line and a last line without a newline: the general path and its errors.
          const n = splitFields(buf, s, e, starts, ends, 6);
          if (n < 6) {
            throw new InputError(
              `expected 6 fields "qid Q0 docid rank score tag", found ${n}`,
              { file: label, line: lineNo, column: 1 },
              'TREC run lines are: query id, Q0, document id, rank, score, run tag',
            );
          }
          const score = parseNumber(buf, starts[4], ends[4]);
          if (Number.isNaN(score)) {
            throw new InputError(
              `score ${quote(buf.toString('utf8', starts[4], ends[4]))} is not a number`,
              { file: label, line: lineNo, column: starts[4] - s + 1 },
              'write a finite decimal score such as 12.5 or 1.5e-3',
            );
          }
          let rank = parseNumber(buf, starts[3], ends[3]);
          if (!Number.isInteger(rank)) {
            if (badRanks.count++ === 0) badRanks.example = quote(buf.toString('utf8', starts[3], ends[3]), 40);
            rank = NaN;
          }
          nums[0] = rank;
          nums[1] = score;
          nums[2] = hashBytes(buf, starts[2], ends[2]);
          takeScanned(buf, lineNo, false);
        } else {
          const r = parseJsonResult(buf.toString('utf8', s, e), label, lineNo, badRanks);
          if (r.tag !== undefined && tags.size < 8) tags.add(r.tag);
          const qb = Buffer.from(r.qid, 'utf8');
          if (block === null || !block.sameQid(qb, 0, qb.length)) {
            if (block !== null && !ungrouped) finish(block);
            block = startQuery(qb, 0, qb.length);
          }
          const db = Buffer.from(r.docid, 'utf8');
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
        readInto: loop?.input,
      },
    );
    handOver(false);
  } finally {
    returnTrecLines(loop);
  }

  if (!sawData)
    throw new InputError(
      'holds no results (only comments or blank lines)',
      { file: label },
      'a run needs at least one result line',
    );
  if (ungrouped) {
    for (const b of blocks.values()) finish(b);
  } else if (block !== null) {
    finish(block);
  }
  return {
    facts,
    format: format!,
    meta,
    tags: [...tags],
    runOnly,
    queries: ungrouped ? blocks.size + countUnkept(runOnly, blocks) : seen.size,
    results,
    duplicatesDropped,
    badRanks,
  };
}

/**
 * Whether buf[s, e) holds exactly the first `len` bytes of `bytes`. A byte loop: ids are short, and a native
 * Buffer.compare call per line costs more than the comparison.
 */
function sameBytes(buf: Buffer, s: number, e: number, bytes: Buffer, len = bytes.length): boolean {
  if (e - s !== len) return false;
  for (let i = 0; i < len; i++) if (buf[s + i] !== bytes[i]) return false;
  return true;
}

/** Run-only queries the ungrouped pass did not keep (they have no block but are queries of the run). */
function countUnkept(runOnly: string[], blocks: Map<string, ResultBlock>): number {
  let n = 0;
  for (const q of runOnly) if (!blocks.has(q)) n++;
  return n;
}

/** Thrown to stop reading once queryLine has found its line. */
class Found extends Error {}

/**
 * The first line of `path` holding a result for `qid`, or null: the line a message about that query points at when
 * the query was seen elsewhere first (a query answered by two shards of one run). Only run on that error's path.
 */
export async function queryLine(path: string, label: string, qid: string): Promise<number | null> {
  let found: number | null = null;
  try {
    await readLines(
      path,
      (buf, s, e, lineNo) => {
        const f = firstNonBlank(buf, s, e);
        if (f === e || buf[f] === 35 /* # */) return;
        let q: string;
        if (buf[f] === 123 /* { */) {
          try {
            q = parseJsonResult(buf.toString('utf8', s, e), label, lineNo, { count: 0, example: '' }).qid;
          } catch {
            return;
          }
        } else {
          let j = f;
          while (j < e && buf[j] !== 32 && buf[j] !== 9) j++;
          q = buf.toString('utf8', f, j);
        }
        if (q === qid) {
          found = lineNo;
          throw new Found();
        }
      },
      { label, hash: false },
    );
  } catch (e) {
    if (!(e instanceof Found)) throw e;
  }
  return found;
}

/**
 * One pass over a TREC run line `qid Q0 docid rank score tag` that starts at `s` and ends at a newline (the caller
 * guarantees one follows: every byte loop below stops there at the latest, so none checks the buffer's end). Field
 * bounds go into starts/ends; rank, score and the docid's hash (read/ids.ts hashBytes) into nums[0..2], and
 * into nums[3] 1 when the qid is `q[0, qlen)` (the query being read: most lines continue it), else 0.
 * Returns the newline's index, or -1 for anything but the plain forms: comments, blank lines, wrong field counts, a
 * control character (a carriage return included) inside a field, a rank that is not 1 to 15 digits, a score that
 * is not a sign, digits with at most one point and an optional exponent of at most 5 digits, or one beyond a double's
 * range. Those lines go through the general parser, which also owns every error message; for every line taken here
 * it finds the same fields, numbers and hash (test/read/scan.test.ts compares the two). Scores written with every
 * digit (Python's repr, 17 significant digits) or with an exponent (printf's %e) stay on this path: sent to the
 * general parser, such a run read 3–5 times slower.
 *
 * Written out field by field, not as a loop over fields: it runs once per result line, and straight byte loops are
 * what V8 compiles best. A field's bytes are walked with one comparison each (`c > 32`): every byte that can end a
 * field (blank, tab, newline, carriage return) is at most 32, and a line whose field stops at any other byte up to 32
 * (a control character) is left to the general parser, which reads it as part of the field.
 */
function scanTrecLine(
  buf: Buffer,
  s: number,
  starts: Int32Array,
  ends: Int32Array,
  nums: Float64Array,
  q: Buffer,
  qlen: number,
): number {
  let i = s;
  let c = buf[i];
  // qid (a line whose first field starts with '#' is a comment), compared with q's bytes as it is read: equal, the
  // line needs no comparison of its own to find its query.
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
  // Q0
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32) return -1;
  starts[1] = i;
  while (c > 32) c = buf[++i];
  ends[1] = i;
  if (c !== 32 && c !== 9) return -1;
  // docid
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32) return -1;
  starts[2] = i;
  while (c > 32) c = buf[++i];
  ends[2] = i;
  if (c !== 32 && c !== 9) return -1;
  // rank
  while (c === 32 || c === 9) c = buf[++i];
  const rs = i;
  let rank = 0;
  while (c >= 48 && c <= 57) {
    rank = rank * 10 + (c - 48);
    c = buf[++i];
  }
  if (i === rs || i - rs > 15 || (c !== 32 && c !== 9)) return -1;
  starts[3] = rs;
  ends[3] = i;
  // score
  while (c === 32 || c === 9) c = buf[++i];
  starts[4] = i;
  let neg = false;
  if (c === 45 || c === 43) {
    neg = c === 45;
    c = buf[++i];
  }
  // Digits, then a point and the fraction's digits: two loops, so no digit asks which side of the point it is on.
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
  // The power of ten the digits are scaled by: minus the fraction's digits, plus an exponent (`e`, sign, 1–5 digits).
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
  // tag: ends at a blank or the line's end; a carriage return just before the newline is the line's end (CRLF)
  while (c === 32 || c === 9) c = buf[++i];
  if (c <= 32) return -1;
  starts[5] = i;
  while (c > 32) c = buf[++i];
  ends[5] = i;
  if (c === 13) {
    if (buf[i + 1] !== 10) return -1;
  } else if (c !== 10 && c !== 32 && c !== 9) return -1;
  // The score's spelling is checked above; a value beyond a double's range is the general parser's to refuse.
  const v = scaledDecimal(buf, starts[4], ends[4], mant, e10, neg);
  if (!Number.isFinite(v)) return -1;
  nums[0] = rank;
  nums[1] = v;
  nums[2] = hashBytes(buf, starts[2], ends[2]);
  nums[3] = same ? 1 : 0;
  // Fields after the sixth are ignored, as trec_eval ignores them (its own test file results.trunc has them).
  while (c !== 10) c = buf[++i];
  return i;
}

function firstNonBlank(buf: Buffer, s: number, e: number): number {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  return s;
}

/** The two spellings of each key: rankgate's and trec_eval's habit, and ir_datasets'. */
const KEYS = { qid: ['qid', 'query_id'], docid: ['docid', 'doc_id'] } as const;

function parseJsonResult(
  text: string,
  file: string,
  line: number,
  badRanks: { count: number; example: string },
): { qid: string; docid: string; score: number; rank: number; tag?: string } {
  let v: JsonValue;
  try {
    v = parseJsonLine(text);
  } catch (e) {
    if (!(e instanceof JsonError)) throw e;
    throw new InputError(`is not valid JSON: ${e.message}`, { file, line, column: e.column }, JSONL_FIX);
  }
  if (!isObject(v)) throw new InputError('is not a JSON object', { file, line, column: 1 }, JSONL_FIX);
  const qid = jsonId(v, KEYS.qid, file, line);
  const docid = jsonId(v, KEYS.docid, file, line);
  const score = v.get('score');
  if (!(score instanceof JsonNumber) || !Number.isFinite(score.value)) {
    throw new InputError(
      score === undefined
        ? '"score" is missing'
        : `score ${shown(score)} is not a ${score instanceof JsonNumber ? 'finite number' : 'number'}`,
      { file, line, column: 1 },
      'write "score" as a JSON number within ±1.7e308',
    );
  }
  let rank = NaN;
  const r = v.get('rank');
  if (r !== undefined) {
    if (r instanceof JsonNumber && Number.isSafeInteger(r.value)) rank = r.value;
    else if (badRanks.count++ === 0) badRanks.example = shown(r);
  }
  // The run's name, for the report only. Like an id, a number is its source text ("tag": 5 is the run "5").
  let tag: string | undefined;
  for (const key of ['tag', 'run']) {
    const t = v.get(key);
    if (t === undefined || tag !== undefined) continue;
    if (t instanceof JsonNumber) tag = t.text;
    else if (typeof t === 'string' && ID.test(t)) tag = t;
    else {
      throw new InputError(
        `"${key}" ${shown(t)} is not a run name: a non-empty string without spaces, or a number`,
        { file, line, column: 1 },
        `write e.g. "${key}": "dense-v2", or leave it out`,
      );
    }
  }
  return { qid, docid, score: score.value, rank, tag };
}

/** An id: a non-empty string without blanks or control characters (TREC files split on blanks). */
const ID = /^[^\s\u0000-\u001f\u007f]+$/;

/**
 * An id under either of its key spellings. A number is taken as its source text, exactly as written (1.0 stays
 * "1.0", 9007199254740993 keeps every digit): ids are strings, never values.
 */
function jsonId(o: JsonObject, keys: readonly string[], file: string, line: number): string {
  const present = keys.filter((k) => o.has(k));
  if (present.length > 1) {
    throw new InputError(
      `both "${present[0]}" and "${present[1]}" are given`,
      { file, line, column: 1 },
      `keep one of them`,
    );
  }
  const key = present[0] ?? keys[0];
  const x = o.get(key);
  if (typeof x === 'string' && keys === KEYS.qid && x.startsWith('#')) {
    // A TREC file (a baseline written from this run, trec_eval) would read such a line as a comment.
    throw new InputError(
      `"${key}" ${quote(x, 40)} starts with "#"`,
      { file, line, column: 1 },
      'query ids may not start with "#": TREC files read such lines as comments',
    );
  }
  if (typeof x === 'string' && ID.test(x)) return x;
  if (x instanceof JsonNumber) return x.text;
  throw new InputError(
    x === undefined ? `"${keys[0]}" is missing` : `"${key}" must be a non-empty string without spaces`,
    { file, line, column: 1 },
    `add "${keys[0]}" (or "${keys[1]}") to every line`,
  );
}

/** A JSON value as a message shows it: its source text for a number, quoted and clipped for a string. */
function shown(v: JsonValue): string {
  if (v instanceof JsonNumber) return v.text;
  if (typeof v === 'string') return quote(v, 40);
  if (v === null || typeof v === 'boolean') return String(v);
  return Array.isArray(v) ? 'an array' : 'an object';
}
