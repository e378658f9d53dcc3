import { statSync } from 'node:fs';
import { InputError, quote } from '../errors.js';
import {
  readLines,
  isBlank,
  isComment,
  checkBlankRun,
  splitFields,
  type FileFacts,
  type LineCounter,
  type StretchHandler,
} from './lines.js';
import { LIMITS, countText, type Limits } from './limits.js';
import { parseNumber } from './number.js';
import { hashBytes, sortIds } from './ids.js';
import {
  borrowQrelsLines,
  HELD,
  HELD_BYTES,
  LINE,
  QrelsStop,
  returnQrelsLines,
  WHY,
  type QrelsLines,
} from './qrels-lines.js';
import { ChunkCopy } from './wasm-lender.js';

const NO_GRADES = new Float64Array(0);
const NO_LINES = new Int32Array(0);
const NO_HASHES = new Uint32Array(0);
const NO_BYTES = Buffer.alloc(0);
/** The wide filter of a query with few judgments: none (filterLow and filterHigh serve). */
const NO_FILTER = new Int32Array(0);
/** Judgments a query may have for the two-word filter (filterLow, filterHigh) to serve it. */
const FEW_JUDGMENTS = 4;
/** The filter's multiplier (2^32 over the golden ratio): spreads a hash's bits into the high ones it reads. */
const FILTER_MULTIPLIER = 0x9e3779b1;

/** Words of a query's wide filter: none for a few judgments, else 16 bits a judgment, a power of two up to 65,536 bits. */
export function filterWords(count: number): number {
  if (count <= FEW_JUDGMENTS) return 0;
  let bits = 128;
  while (bits < 65536 && bits < count * 16) bits *= 2;
  return bits >>> 5;
}

/**
 * One block for the wide filters of queries with these counts, each filterWords(count) words, in order: in memory
 * other threads share when `shared` (they take the filters as the reading thread made them).
 */
function filterBlock(counts: Iterable<number>, shared: boolean): Int32Array {
  let words = 0;
  for (const n of counts) words += filterWords(n);
  return column(Int32Array, words, shared);
}

/** The table of a query without judgments: one free slot, never written. */
const NO_TABLE = Int32Array.of(-1);

/**
 * The judgments of one query, with a byte-keyed hash table so runs can be matched without strings. Its columns are
 * views of the whole file's (readQrels keeps every judgment in a few typed arrays, each query's together, in file
 * order): a million judgments cost about 40 bytes each, not the five JS arrays per query they once filled. The
 * docids become strings only when something asks for them (`docids`: messages, PR judgments).
 */
export class QueryJudgments {
  /** Grades, in file order. */
  grades: Float64Array = NO_GRADES;
  /** Each judgment's line in the judgments file. */
  lineList: Int32Array = NO_LINES;
  private starts: Int32Array = NO_LINES;
  private ends: Int32Array = NO_LINES;
  private hashes: Uint32Array = NO_HASHES;
  /** Where starts/ends point: the reader's arena, shared by every query. */
  private bytes: Buffer = NO_BYTES;
  private strings: string[] | null = null;
  /** Open addressing over the judgments (-1 = free): while reading, the file's judgment numbers; then this query's. */
  table: Int32Array = NO_TABLE;
  mask = 0;
  /** While reading: how many judgments. */
  count = 0;
  /** While reading: the query's number in the order queries first appear. */
  ordinal = -1;

  constructor(readonly qid: string) {}

  /** The judged docids, in file order. */
  get docids(): readonly string[] {
    this.strings ??= Array.from(this.starts, (s, i) => this.bytes.toString('utf8', s, this.ends[i]));
    return this.strings;
  }

  /**
   * Takes its judgments, `at` to `at + count` of the file's columns (put in query order), with its table renumbered,
   * and `filter` (filterWords(count) words) for its wide filter: zero, to be filled (`fill`), or filled already (by the
   * thread that read the judgments).
   */
  adopt(c: JudgmentColumns, at: number, table: Int32Array, mask: number, filter: Int32Array, fill: boolean): void {
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
        high |= 1 << ((this.hashes[i] >>> 5) & 31);
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
      const b = ((m << 13) | (m >>> 19)) >>> shift;
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
  filter: Int32Array = NO_FILTER;
  filterShift = 26;

  /**
   * Index of the judged document whose id is `buf[start,end)` with hash `h`, or -1: a hash the filter rules out is
   * not looked for. Runs once per result line (score/rank.ts).
   */
  lookup(buf: Buffer, start: number, end: number, h: number): number {
    let pass: number;
    if (this.filter.length > 0) {
      const m = Math.imul(h, FILTER_MULTIPLIER);
      const a = m >>> this.filterShift;
      const b = ((m << 13) | (m >>> 19)) >>> this.filterShift;
      pass = (this.filter[a >>> 5] >>> (a & 31)) & (this.filter[b >>> 5] >>> (b & 31)) & 1;
    } else pass = (this.filterLow >>> (h & 31)) & (this.filterHigh >>> ((h >>> 5) & 31)) & 1;
    if (pass === 0) return -1;
    return probe(this.table, this.mask, this.hashes, this.starts, this.ends, this.bytes, buf, start, end, h);
  }

  /** Count of judgments with grade >= rel. */
  countRelevant(rel: number): number {
    let c = 0;
    for (let i = 0; i < this.grades.length; i++) if (this.grades[i] >= rel) c++;
    return c;
  }
}

/** Every judgment of a judgments file, one column per field (`n` filled), grown by doubling while it is read. */
export interface JudgmentColumns {
  n: number;
  bytes: Buffer;
  /** In shared memory with readQrels' `shared`: every column but `query` (see isShared), and once sealed the bytes. */
  docStart: Int32Array;
  docEnd: Int32Array;
  hash: Uint32Array;
  grade: Float64Array;
  line: Int32Array;
  /** Each judgment's query, by the order queries first appear in. */
  query: Int32Array;
}

type Column = Int32Array | Uint32Array | Float64Array;

/** A column of `n` zeros like `like` (its type), in memory other threads can share when `shared`. */
function column<T extends Column>(like: T | (new (n: number) => T), n: number, shared: boolean): T {
  const ctor = (typeof like === 'function' ? like : like.constructor) as unknown as {
    new (x: number | ArrayBufferLike): T;
    BYTES_PER_ELEMENT: number;
  };
  return new ctor(shared ? new SharedArrayBuffer(n * ctor.BYTES_PER_ELEMENT) : n);
}

/** Whether a column is in memory other threads can share: a grown or sealed copy of it is too. */
function isShared(a: Column): boolean {
  return a.buffer instanceof SharedArrayBuffer;
}

function columns(capacity: number, shared: boolean): JudgmentColumns {
  return {
    n: 0,
    bytes: NO_BYTES,
    docStart: column(Int32Array, capacity, shared),
    docEnd: column(Int32Array, capacity, shared),
    hash: column(Uint32Array, capacity, shared),
    grade: column(Float64Array, capacity, shared),
    line: column(Int32Array, capacity, shared),
    // Only read while sealing, in this thread.
    query: new Int32Array(capacity),
  };
}

function grown<T extends Column>(a: T, size: number): T {
  const b = column(a, size, isShared(a));
  b.set(a);
  return b;
}

/** Room for `more` judgments (one by default). */
function reserve(c: JudgmentColumns, more = 1): void {
  if (c.n + more <= c.docStart.length) return;
  const size = Math.max(Math.ceil(c.docStart.length * 1.5), c.n + more);
  c.docStart = grown(c.docStart, size);
  c.docEnd = grown(c.docEnd, size);
  c.hash = grown(c.hash, size);
  c.grade = grown(c.grade, size);
  c.line = grown(c.line, size);
  c.query = grown(c.query, size);
}

/**
 * The entry of an open-addressing `table` (values index the columns hashes/starts/ends, ids in `bytes`) whose id is
 * `buf[start, end)` with hash `h`, or -1. A hash match is confirmed by a byte loop: ids are short, and a native
 * Buffer.compare call costs more than the compare. Reading uses it over the file's columns (finding a duplicate), the
 * scorer over a query's own (QueryJudgments.lookup, once per result line).
 */
function probe(
  table: Int32Array,
  mask: number,
  hashes: Uint32Array,
  starts: Int32Array,
  ends: Int32Array,
  bytes: Buffer,
  buf: Buffer,
  start: number,
  end: number,
  h: number,
): number {
  const len = end - start;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
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

/** Puts `value` into the first free slot from the hash's own. */
function place(table: Int32Array, mask: number, h: number, value: number): void {
  let slot = h & mask;
  while (table[slot] !== -1) slot = (slot + 1) & mask;
  table[slot] = value;
}

/** Adds judgment `j` (the file's number) to `q`'s table, growing it to keep it at most half full. */
function addJudgment(c: JudgmentColumns, q: QueryJudgments, j: number): void {
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

/**
 * Gives `q`, which has no judgments yet, the table of its `k` judgments from `j0` (the file's numbers): the size that
 * adding them one by one (addJudgment) would have grown it to, each in the first free slot from its hash's own.
 */
function tableOf(c: JudgmentColumns, q: QueryJudgments, j0: number, k: number): void {
  let size = 8;
  while (k * 2 > size) size *= 2;
  q.table = new Int32Array(size).fill(-1);
  q.mask = size - 1;
  q.count = k;
  for (let j = j0; j < j0 + k; j++) place(q.table, q.mask, c.hash[j], j);
}

/**
 * Puts the columns in query order (each query's judgments together, in file order: already so when the file is grouped
 * by query, as nearly every file is) at their exact size, and hands each query its part, its table renumbered.
 */
function sealAll(
  c: JudgmentColumns,
  order: QueryJudgments[],
  grouped: boolean,
): { sealed: JudgmentColumns; tables: Int32Array | null; filters: Int32Array } {
  const n = c.n;
  let perm: Int32Array | null = null;
  if (!grouped) {
    // A counting sort by query: a query's judgments keep their file order.
    const at = new Int32Array(order.length + 1);
    for (let j = 0; j < n; j++) at[c.query[j] + 1]++;
    for (let k = 0; k < order.length; k++) at[k + 1] += at[k];
    perm = new Int32Array(n);
    for (let j = 0; j < n; j++) perm[at[c.query[j]]++] = j;
  }
  // In file order and nearly full (the columns were sized from the file), they are kept as they are: a copy would
  // hold both at once, tens of MB in every thread that reads a million judgments.
  const keep = perm === null && n >= c.docStart.length * 0.75;
  const take = <T extends Column>(a: T): T => {
    if (keep) return a.subarray(0, n) as T;
    const out = column(a, n, isShared(a));
    if (perm) for (let k = 0; k < n; k++) out[k] = a[perm[k]];
    else out.set(a.subarray(0, n));
    return out;
  };
  const sealed: JudgmentColumns = {
    n,
    bytes: c.bytes,
    docStart: take(c.docStart),
    docEnd: take(c.docEnd),
    hash: take(c.hash),
    grade: take(c.grade),
    line: take(c.line),
    query: NO_LINES,
  };
  // Shared, every query's table goes into one block of shared memory, in column order.
  let tables: Int32Array | null = null;
  if (isShared(c.docStart)) {
    let size = 0;
    for (const q of order) size += q.table.length;
    tables = column(Int32Array, size, true);
  }
  let at = 0;
  let tableAt = 0;
  const filters = filterBlock(
    order.map((q) => q.count),
    tables !== null,
  );
  let filterAt = 0;
  for (const q of order) {
    let table = q.table;
    if (perm === null) {
      // The file's numbers, less the query's first: its own.
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

export interface Qrels {
  facts: FileFacts;
  queries: Map<string, QueryJudgments>;
  /** Query ids in natural order: the universe of evaluated queries, as trec_eval -c. */
  qids: string[];
  judgments: number;
  /** Highest grade in the file (ERR normalises by it). */
  maxGrade: number;
  /** Read with readQrels' `shared`: the same judgments as another thread takes them (judgmentsFromShared). */
  shared?: SharedJudgments;
}

/**
 * Judgments read once and scored in several threads: the sealed columns in shared memory (each thread sees the same
 * bytes, none holds a copy), with what a thread needs to put the queries back together. Plain data: it travels in a
 * message (which turns the columns' Buffer into a Uint8Array of the same memory).
 */
export interface SharedJudgments {
  facts: FileFacts;
  qids: string[];
  maxGrade: number;
  columns: JudgmentColumns;
  /** Query ids in column order (the order they first appear in the file). */
  order: string[];
  /** Per query, in `order`: its judgments, and its table's mask (its size less one). */
  counts: Int32Array;
  masks: Int32Array;
  /** Every query's table, one after the other in `order`. */
  tables: Int32Array;
  /** Every query's wide filter (filterWords of its count), one after the other in `order`, filled. */
  filters: Int32Array;
}

/** The judgments another thread read with `shared`, as this thread's Qrels (no copy: views of the shared columns). */
export function judgmentsFromShared(s: SharedJudgments): Qrels {
  const b = s.columns.bytes;
  const c: JudgmentColumns = { ...s.columns, bytes: Buffer.from(b.buffer, b.byteOffset, b.byteLength) };
  const queries = new Map<string, QueryJudgments>();
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
      false,
    );
    filterAt += words;
    queries.set(q.qid, q);
    at += q.count;
    tableAt += size;
  }
  return { facts: s.facts, queries, qids: s.qids, judgments: c.n, maxGrade: s.maxGrade, shared: s };
}

/** Reads TREC qrels `qid iter docid grade`. Grades may be negative (judged non-relevant) or decimal (kept as is). */
/**
 * One pass over a plain judgments line `qid iter docid grade` in buf[s, e): four fields of bytes above 32 separated by
 * blanks or tabs, nothing before the first or after the last, a grade of 1 to 15 digits with an optional minus (not
 * -0). Field bounds go into starts/ends; returns the grade. NaN for any other line (a blank or comment line, a
 * decimal or exponent grade, a control character, a wrong field count): the general path reads those, and gives the
 * lines taken here the same fields and grade (test/read/qrels.test.ts compares the two).
 */
export function scanQrelsLine(buf: Buffer, s: number, e: number, starts: Int32Array, ends: Int32Array): number {
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
  if (i === ds || i - ds > 15 || (neg && v === 0)) return Number.NaN;
  ends[3] = i;
  return neg ? -v : v;
}

/** The file's size, or 0 when it cannot be read (readLines then reports why). */
function fileBytes(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * Reads a judgments file. `shared`: its columns go into shared memory, and the Qrels carries them as another thread
 * takes them (`shared`, for judgmentsFromShared), so a file is read once however many threads score against it.
 * `hash: false`: the caller has no use for the file's sha256: a plain file is not hashed (`facts.sha256` is left empty).
 */
export async function readQrels(
  path: string,
  label = path,
  limits: Readonly<Limits> = LIMITS,
  opts: { shared?: boolean; hash?: boolean } = {},
): Promise<Qrels> {
  const shared = opts.shared === true;
  const queries = new Map<string, QueryJudgments>();
  // The queries in the order they first appear (the columns' query numbers).
  const order: QueryJudgments[] = [];
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  let maxGrade = -Infinity;
  // Every judgment in columns; every docid's bytes one after the other in an arena (grown by doubling); the last
  // line's query id as bytes. `grouped`: every query's lines so far one block (the columns are then in query order).
  // Sized for the file at a judgment per 18 bytes (a plain line is about 20): grown by half when that is short.
  const c = columns(Math.max(1024, Math.min(Math.ceil(fileBytes(path) / 18), limits.judgments + 1)), shared);
  let arena = Buffer.allocUnsafe(1 << 16);
  c.bytes = arena;
  let used = 0;
  let grouped = true;
  let q: QueryJudgments | null = null;
  let qn = -1;
  let lastQid = Buffer.alloc(64);
  let lastQidLen = 0;
  let lastData = 0;
  /** Whether the line whose fields are in starts/ends is the last line's query (qrels are grouped by query). */
  const sameQuery = (buf: Buffer): boolean => {
    const qs = starts[0];
    const ql = ends[0] - qs;
    let same = q !== null && ql === lastQidLen;
    for (let k = 0; same && k < ql; k++) same = buf[qs + k] === lastQid[k];
    return same;
  };
  /** Makes the line's query (fields in starts/ends) the current one; true when the file had not had it before. */
  const enterQuery = (buf: Buffer): boolean => {
    const qs = starts[0];
    const ql = ends[0] - qs;
    const qid = buf.toString('utf8', qs, ends[0]);
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
  /** Room in the arena for `more` bytes after `used`. */
  const arenaRoom = (more: number): void => {
    if (used + more > arena.length) {
      const bigger = Buffer.allocUnsafe(Math.max(arena.length * 2, used + more));
      arena.copy(bigger, 0, 0, used);
      arena = bigger;
      c.bytes = arena;
    }
  };
  /**
   * Files the judgment of a line whose fields are in starts/ends and whose grade is read: its query, its docid's
   * bytes in the arena, the duplicate check, the columns.
   */
  const judgment = (buf: Buffer, s: number, lineNo: number, grade: number): void => {
    lastData = lineNo;
    if (c.n >= limits.judgments) {
      throw new InputError(
        `holds more than ${countText(limits.judgments)} judgments`,
        { file: label, line: lineNo },
        'rankgate holds every judgment in memory; split the evaluation into several gates',
      );
    }
    if (!sameQuery(buf)) enterQuery(buf);
    // The docid's bytes go into the arena, where the judgments keep them.
    const ds = starts[2];
    const dl = ends[2] - ds;
    arenaRoom(dl);
    // Copied in a byte loop (a docid is a few bytes: a native copy per line costs more), and hashed.
    for (let k = 0; k < dl; k++) arena[used + k] = buf[ds + k];
    const h = hashBytes(buf, ds, ds + dl);
    const prev = probe(q!.table, q!.mask, c.hash, c.docStart, c.docEnd, c.bytes, arena, used, used + dl, h);
    if (prev >= 0) {
      throw new InputError(
        `duplicate judgment for query ${quote(q!.qid)}, document ${quote(buf.toString('utf8', ds, ends[2]))} (first at line ${c.line[prev]})`,
        { file: label, line: lineNo, column: ds - s + 1 },
        'keep one judgment per (query, document) pair',
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
    addJudgment(c, q!, j);
    used += dl;
    if (grade > maxGrade) maxGrade = grade;
  };

  // The WebAssembly loop (qrels-lines.c), when this thread has it free: it holds the judgments of the query it is on
  // (`inLoop`) until the query ends or it stops at a line it leaves to JavaScript; takeHeld files them then.
  const loop = borrowQrelsLines();
  let inLoop = false;
  const copy = new ChunkCopy();
  /** Files the judgments the loop holds, as `judgment` would have filed their lines; the query goes on in JavaScript. */
  const takeHeld = (): void => {
    if (!inLoop) return;
    inLoop = false;
    const t = loop!;
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
    // The loop starts only queries the file has not had: their tables are made here, at the size addJudgment would
    // have grown them to.
    tableOf(c, q!, j0, k);
    lastData = t.lines[k - 1];
    used += bytes;
  };

  // Whole stretches of plain lines go through here, line after line, without a call per line from the splitter; the
  // first line that is not plain goes to the line handler below.
  const jsStretch: StretchHandler = (buf, pos, end, counter) => {
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

  // The same with the loop: a query's first line is read here, and a query the file has not had before is the loop's
  // from that line on (one it had is JavaScript's: its judgments are in the columns already).
  const loopStretch = (buf: Buffer, pos: number, end: number, counter: LineCounter, t: QrelsLines): number => {
    const base = copy.into(t.input, buf, pos, end);
    const x = t.x;
    while (pos < end) {
      if (!inLoop) {
        let nl = pos;
        while (buf[nl] !== 10) nl++;
        const grade = scanQrelsLine(buf, pos, nl, starts, ends);
        if (grade !== grade) return pos;
        // A query the file has not had: the loop takes it from this line (unless the judgments limit is met already, or
        // its id is too long for the loop).
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
      // Another query's line, one for the general parser, a repeated docid or a full query: what the loop holds is
      // filed, and JavaScript takes the line (refusing a repeat or one judgment too many as it always has).
      takeHeld();
      if (why === QrelsStop.general) return pos;
    }
    return pos;
  };

  const stretch: StretchHandler = (buf, pos, end, counter) => {
    if (loop !== null && end - pos <= loop.input.length) return loopStretch(buf, pos, end, counter, loop);
    takeHeld();
    return jsStretch(buf, pos, end, counter);
  };

  let facts: FileFacts;
  try {
    facts = await readLines(
      path,
      (buf, s, e, lineNo) => {
        // A line the loop does not take (one across two chunks, or not plain): what it holds is filed first.
        takeHeld();
        // Plain lines (four fields, a whole-number grade) are taken apart in one pass; the rest go the general way,
        // which owns every refusal.
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
              'rankgate holds every judgment in memory; split the evaluation into several gates',
            );
          }
          const n = splitFields(buf, s, e, starts, ends, 4);
          if (n !== 4) {
            throw new InputError(
              `expected 4 fields "qid iter docid grade", found ${n > 4 ? 'more than 4' : n}`,
              { file: label, line: lineNo, column: 1 },
              'qrels lines are TREC format: query id, iteration (usually 0), document id, grade',
            );
          }
          grade = parseNumber(buf, starts[3], ends[3]);
          if (Number.isNaN(grade)) {
            throw new InputError(
              `grade ${quote(buf.toString('utf8', starts[3], ends[3]))} is not a number`,
              { file: label, line: lineNo, column: starts[3] - s + 1 },
              'grades are numbers such as 0, 1, 2 or -1 (judged non-relevant)',
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
        readInto: loop?.input,
      },
    );
    takeHeld();
  } finally {
    returnQrelsLines(loop);
  }
  if (c.n === 0) {
    throw new InputError(
      'holds no judgments (only comments or blank lines)',
      { file: label },
      'add lines "qid 0 docid grade"',
    );
  }
  if (shared) {
    c.bytes = Buffer.from(new SharedArrayBuffer(used));
    arena.copy(c.bytes, 0, 0, used);
  }
  const { sealed, tables, filters } = sealAll(c, order, grouped);
  const qids = sortIds([...queries.keys()]);
  const qrels: Qrels = { facts, queries, qids, judgments: c.n, maxGrade };
  if (tables) {
    qrels.shared = {
      facts,
      qids,
      maxGrade,
      columns: sealed,
      order: order.map((q) => q.qid),
      counts: Int32Array.from(order, (q) => q.count),
      masks: Int32Array.from(order, (q) => q.mask),
      tables,
      filters,
    };
  }
  return qrels;
}
