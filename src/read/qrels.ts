import { InputError, quote } from '../errors.js';
import { readLines, isBlank, isComment, checkBlankRun, splitFields, type FileFacts } from './lines.js';
import { LIMITS, countText, type Limits } from './limits.js';
import { parseNumber } from './number.js';
import { hashBytes, compareIds } from './ids.js';

/** The judgments of one query, with a byte-keyed hash table so runs can be matched without strings. */
export class QueryJudgments {
  readonly docids: string[] = [];
  readonly gradeList: number[] = [];
  readonly lineList: number[] = [];
  /** docid -> index into docids/grades */
  readonly index = new Map<string, number>();
  private table!: Int32Array;
  private mask = 0;
  private hashes!: Uint32Array;
  private bytes!: Buffer;
  private offs!: Int32Array;
  grades!: Float64Array;

  constructor(readonly qid: string) {}

  /**
   * Builds the lookup structures once all lines are in. `arena` (with room from `at`) holds the docids' bytes; the
   * reader passes one arena for every query, so a file of many small queries makes no buffer per query.
   */
  seal(arena?: Buffer, at = 0): number {
    const n = this.docids.length;
    this.grades = Float64Array.from(this.gradeList);
    this.offs = new Int32Array(n + 1);
    if (!arena) {
      let bytes = 0;
      for (const d of this.docids) bytes += Buffer.byteLength(d, 'utf8');
      arena = Buffer.allocUnsafe(bytes);
      at = 0;
    }
    this.bytes = arena;
    this.offs[0] = at;
    for (let i = 0; i < n; i++) this.offs[i + 1] = this.offs[i] + arena.write(this.docids[i], this.offs[i], 'utf8');
    let size = 8;
    while (size < n * 2) size <<= 1;
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
    this.hashes = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const h = hashBytes(this.bytes, this.offs[i], this.offs[i + 1]);
      this.hashes[i] = h;
      let slot = h & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
      this.table[slot] = i;
    }
    return this.offs[n];
  }

  /** Index of the judged document whose id is `buf[start,end)` with hash `h`, or -1. */
  lookup(buf: Buffer, start: number, end: number, h: number): number {
    let slot = h & this.mask;
    const len = end - start;
    for (;;) {
      const i = this.table[slot];
      if (i === -1) return -1;
      if (this.hashes[i] === h) {
        const s = this.offs[i];
        if (this.offs[i + 1] - s === len && this.bytes.compare(buf, start, end, s, s + len) === 0) return i;
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
  let docidBytes = 0;
  let maxGrade = -Infinity;
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
      const qid = buf.toString('utf8', starts[0], ends[0]);
      const docid = buf.toString('utf8', starts[2], ends[2]);
      docidBytes += ends[2] - starts[2];
      let q = queries.get(qid);
      if (!q) {
        q = new QueryJudgments(qid);
        queries.set(qid, q);
      }
      const prev = q.index.get(docid);
      if (prev !== undefined) {
        throw new InputError(
          `duplicate judgment for query ${quote(qid)}, document ${quote(docid)} (first at line ${q.lineList[prev]})`,
          { file: label, line: lineNo, column: starts[2] - s + 1 },
          'keep one judgment per (query, document) pair',
        );
      }
      q.index.set(docid, q.docids.length);
      q.docids.push(docid);
      q.gradeList.push(grade);
      q.lineList.push(lineNo);
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
  // One arena for every query's docid bytes (their UTF-8 length counted while reading).
  const arena = Buffer.allocUnsafe(docidBytes);
  let at = 0;
  for (const q of queries.values()) at = q.seal(arena, at);
  if (at !== docidBytes) throw new Error(`qrels: ${at} docid bytes sealed, ${docidBytes} read`);
  const qids = [...queries.keys()].sort(compareIds);
  return { facts, queries, qids, judgments, maxGrade };
}
