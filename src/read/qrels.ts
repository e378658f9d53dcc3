import { InputError, quote } from '../errors.js';
import { readLines, isBlank, isComment, checkBlankRun, splitFields, type FileFacts } from './lines.js';
import { LIMITS, countText, type Limits } from './limits.js';
import { parseNumber } from './number.js';
import { hashBytes, compareIds } from './ids.js';

/**
 * The judgments of one query, with a byte-keyed hash table so runs can be matched without strings. The reader fills
 * it from bytes (`add`); the docids become strings only when something asks for them (`docids`: messages, PR
 * judgments), not once per judgment line.
 */
export class QueryJudgments {
  readonly gradeList: number[] = [];
  readonly lineList: number[] = [];
  /** Where each judged docid's bytes are in `bytes` (the reader's arena, shared by every query). */
  private starts: number[] = [];
  private ends: number[] = [];
  private hashList: number[] = [];
  private bytes: Buffer = Buffer.alloc(0);
  private strings: string[] | null = null;
  private table = new Int32Array(8).fill(-1);
  private mask = 7;
  private hashes!: Uint32Array;
  grades!: Float64Array;

  constructor(readonly qid: string) {}

  /** The judged docids, in file order. */
  get docids(): readonly string[] {
    this.strings ??= this.starts.map((s, i) => this.bytes.toString('utf8', s, this.ends[i]));
    return this.strings;
  }

  /**
   * Adds the judgment whose docid is `arena[s, e)` with hash `h` (read/ids.ts hashBytes); returns the index of an
   * earlier judgment of the same docid instead (nothing added), or -1.
   */
  add(arena: Buffer, s: number, e: number, h: number, grade: number, line: number): number {
    this.bytes = arena;
    const found = this.find(arena, s, e, h);
    if (found >= 0) return found;
    const i = this.starts.length;
    this.starts.push(s);
    this.ends.push(e);
    this.hashList.push(h);
    this.gradeList.push(grade);
    this.lineList.push(line);
    if ((i + 1) * 2 > this.table.length) this.rehash(this.table.length * 2);
    else this.place(h, i);
    return -1;
  }

  /** Seals the judgments once all lines are in: `arena` is where the reader's arena ended up (it grows by copying). */
  seal(arena: Buffer = Buffer.alloc(0)): void {
    this.bytes = arena;
    this.grades = Float64Array.from(this.gradeList);
    this.hashes = Uint32Array.from(this.hashList);
    this.hashList = [];
  }

  private place(h: number, i: number): void {
    let slot = h & this.mask;
    while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
    this.table[slot] = i;
  }

  private rehash(size: number): void {
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let i = 0; i < this.hashList.length; i++) this.place(this.hashList[i], i);
  }

  private find(buf: Buffer, start: number, end: number, h: number): number {
    let slot = h & this.mask;
    const len = end - start;
    for (;;) {
      const i = this.table[slot];
      if (i === -1) return -1;
      if (this.hashList[i] === h) {
        const s = this.starts[i];
        if (this.ends[i] - s === len && this.bytes.compare(buf, start, end, s, s + len) === 0) return i;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Index of the judged document whose id is `buf[start,end)` with hash `h`, or -1. Runs once per result line: a
   * hash match is confirmed by a byte loop (ids are short; a native Buffer.compare call costs more than the compare).
   */
  lookup(buf: Buffer, start: number, end: number, h: number): number {
    let slot = h & this.mask;
    const len = end - start;
    const bytes = this.bytes;
    for (;;) {
      const i = this.table[slot];
      if (i === -1) return -1;
      if (this.hashes[i] === h) {
        const s = this.starts[i];
        if (this.ends[i] - s === len) {
          let k = 0;
          while (k < len && bytes[s + k] === buf[start + k]) k++;
          if (k === len) return i;
        }
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** Count of judgments with grade >= rel. */
  countRelevant(rel: number): number {
    let c = 0;
    for (let i = 0; i < this.grades.length; i++) if (this.grades[i] >= rel) c++;
    return c;
  }
}

export interface Qrels {
  facts: FileFacts;
  queries: Map<string, QueryJudgments>;
  /** Query ids in natural order: the universe of evaluated queries, as trec_eval -c. */
  qids: string[];
  judgments: number;
  /** Highest grade in the file (ERR normalises by it). */
  maxGrade: number;
}

/** Reads TREC qrels `qid iter docid grade`. Grades may be negative (judged non-relevant) or decimal (kept as is). */
export async function readQrels(path: string, label = path, limits: Readonly<Limits> = LIMITS): Promise<Qrels> {
  const queries = new Map<string, QueryJudgments>();
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  let judgments = 0;
  let maxGrade = -Infinity;
  // Every docid's bytes, one after the other (grown by doubling), and the last line's query id as bytes.
  let arena = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  let q: QueryJudgments | null = null;
  let lastQid = Buffer.alloc(64);
  let lastQidLen = 0;
  let lastData = 0;
  const facts = await readLines(
    path,
    (buf, s, e, lineNo) => {
      if (isBlank(buf, s, e) || isComment(buf, s, e)) {
        checkBlankRun(label, lineNo, lastData, limits);
        return;
      }
      lastData = lineNo;
      if (judgments >= limits.judgments) {
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
      const grade = parseNumber(buf, starts[3], ends[3]);
      if (Number.isNaN(grade)) {
        throw new InputError(
          `grade ${quote(buf.toString('utf8', starts[3], ends[3]))} is not a number`,
          { file: label, line: lineNo, column: starts[3] - s + 1 },
          'grades are numbers such as 0, 1, 2 or -1 (judged non-relevant)',
        );
      }
      // The query: the previous line's (qrels are grouped by query) when the bytes are the same, else by its id.
      const qs = starts[0];
      const ql = ends[0] - qs;
      let same = q !== null && ql === lastQidLen;
      for (let k = 0; same && k < ql; k++) same = buf[qs + k] === lastQid[k];
      if (!same) {
        const qid = buf.toString('utf8', qs, ends[0]);
        q = queries.get(qid) ?? null;
        if (!q) {
          q = new QueryJudgments(qid);
          queries.set(qid, q);
        }
        if (ql > lastQid.length) lastQid = Buffer.alloc(ql * 2);
        buf.copy(lastQid, 0, qs, ends[0]);
        lastQidLen = ql;
      }
      // The docid's bytes go into the arena, where the judgments keep them.
      const ds = starts[2];
      const dl = ends[2] - ds;
      if (used + dl > arena.length) {
        const bigger = Buffer.allocUnsafe(Math.max(arena.length * 2, used + dl));
        arena.copy(bigger, 0, 0, used);
        arena = bigger;
      }
      buf.copy(arena, used, ds, ends[2]);
      const prev = q!.add(arena, used, used + dl, hashBytes(arena, used, used + dl), grade, lineNo);
      if (prev >= 0) {
        throw new InputError(
          `duplicate judgment for query ${quote(q!.qid)}, document ${quote(buf.toString('utf8', ds, ends[2]))} (first at line ${q!.lineList[prev]})`,
          { file: label, line: lineNo, column: ds - s + 1 },
          'keep one judgment per (query, document) pair',
        );
      }
      used += dl;
      judgments++;
      if (grade > maxGrade) maxGrade = grade;
    },
    { label, limits },
  );
  if (judgments === 0) {
    throw new InputError(
      'holds no judgments (only comments or blank lines)',
      { file: label },
      'add lines "qid 0 docid grade"',
    );
  }
  for (const judged of queries.values()) judged.seal(arena);
  const qids = [...queries.keys()].sort(compareIds);
  return { facts, queries, qids, judgments, maxGrade };
}
