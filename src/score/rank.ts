import { InputError } from '../errors.js';
import type { Policy } from '../contract/policy.js';
import { readRun, type ResultBlock, type RunReadResult } from '../read/run.js';
import { resultsPerQuery } from '../read/limits.js';
import type { ByteRange, FileFacts } from '../read/lines.js';
import type { QueryJudgments, Qrels } from '../read/qrels.js';
import { ascendingOrder, SortScratch } from './sorted.js';

// The ranking step between reading a run and scoring it: the tie policy orders each query's results, grades are
// looked up, and the list is cut at the policy depth.

/** One query's results after de-duplication, ordering by the tie policy and truncation at depth. */
export interface RankedList {
  qid: string;
  judgments: QueryJudgments | undefined;
  /** Entries held; under `ties: expected` or `trec_eval` this runs to the end of the tie group that straddles `depth`. */
  n: number;
  /** Positions past this do not count. */
  depth: number;
  /** Grade per position; NaN = unjudged. */
  grades: Float64Array;
  scores: Float64Array;
  /** Document ids of the first `keep` positions (for the ledger and the to-judge list). */
  docids: string[];
  /** The hash of each position's docid bytes (read/ids.ts hashBytes): documents found without making strings. */
  hashes: Uint32Array;
  /** Positions with a grade (judged documents). */
  judged: number;
  /** Distinct results the run returned for the query, before depth truncation. */
  retrieved: number;
  /**
   * Consecutive results in file order whose rank fields differ and whose scores differ: how many have the score
   * falling as the rank rises (along) and rising as the rank rises (against). Scores against the ranks wholesale are
   * distances written where a similarity belongs (score/order.ts).
   */
  rankAlong: number;
  rankAgainst: number;
}

/** What reading and ranking a run found. */
export interface RankedRunResult extends RunReadResult {
  /** Ranked results whose docid has a judgment: zero means a changed id namespace. */
  judgedResults: number;
  /** A run read from several files (score/parallel.ts combineShards): each file's record, in reading order. */
  shards?: FileFacts[];
}

export interface RankOptions {
  policy: Policy;
  /** How many top docids per query to keep as strings. */
  keep: number;
  /** Also hand over queries without judgments (e.g. to write a baseline); by default they are only counted. */
  unjudgedQueries?: boolean;
  range?: ByteRange;
  hash?: boolean;
  label?: string;
  /**
   * true: every list's grades, scores and hashes are views of buffers reused for the next query (the caller keeps
   * nothing of them past `onList`): a 7M-line run then allocates no three arrays per query for the collector.
   */
  reuse?: boolean;
}

/**
 * Reads a run and hands each query's ranked list to `onList`. As with readRun, an ungrouped file is read twice and
 * a later list for a qid replaces an earlier one.
 */
export async function readRankedRun(
  path: string,
  qrels: Qrels,
  opts: RankOptions,
  onList: (list: RankedList) => void,
): Promise<RankedRunResult> {
  const label = opts.label ?? path;
  const ranker = new Ranker(opts.policy, opts.keep, label, opts.reuse);
  const judged = new Map<string, number>();
  const read = await readRun(
    path,
    qrels,
    {
      duplicates: opts.policy.duplicates,
      unjudgedQueries: opts.unjudgedQueries,
      range: opts.range,
      hash: opts.hash,
      label,
      maxPerQuery: resultsPerQuery(opts.policy.depth),
    },
    (block, judgments) => {
      const list = ranker.rank(block, judgments);
      // Keyed by qid: the second pass over an ungrouped file replaces the first pass's partial counts.
      judged.set(list.qid, list.judged);
      onList(list);
    },
  );
  let judgedResults = 0;
  for (const j of judged.values()) judgedResults += j;
  return { ...read, judgedResults };
}

/** Orders a query's de-duplicated results by the tie policy, looks up their grades and truncates at depth. */
export class Ranker {
  private ord = new Int32Array(1024);
  /** The radix sort's keys (a query's scores negated, or a tie's docid prefixes) and arrays, reused query after query. */
  private negated = new Float64Array(0);
  private scratch = new SortScratch();
  /** A large tie's results, copied out while they are put back in docid order. */
  private tie = new Int32Array(0);
  /** Each rank's result (placedByRank). */
  private byRank = new Int32Array(0);
  /** The reused buffers (opts.reuse); empty otherwise. */
  private grades = new Float64Array(0);
  private scores = new Float64Array(0);
  private hashes = new Uint32Array(0);

  constructor(
    private policy: Policy,
    private keep: number,
    private label: string,
    private reuse = false,
  ) {}

  rank(b: ResultBlock, q: QueryJudgments): RankedList {
    let n = b.n;
    if (this.ord.length < n) this.ord = new Int32Array(n * 2);
    const ord = this.ord;
    // The block holds each docid once (repeats were refused or dropped as they were read), in file order. One pass
    // over them: the identity order, whether the scores never rise (most runs arrive sorted), and each result's rank
    // and score against the one before it.
    const sc = b.scores;
    const rk = b.ranks;
    let rankAlong = 0;
    let rankAgainst = 0;
    let monotone = true;
    ord[0] = 0;
    for (let i = 1; i < n; i++) {
      ord[i] = i;
      const ds = sc[i] - sc[i - 1];
      if (ds > 0) monotone = false;
      const dr = rk[i] - rk[i - 1];
      // NaN ranks (not whole numbers) compare false both ways: no evidence.
      if (dr > 0 ? ds < 0 : dr < 0 && ds > 0) rankAlong++;
      else if (dr > 0 ? ds > 0 : dr < 0 && ds < 0) rankAgainst++;
    }
    const { ties, depth } = this.policy;
    if (ties === 'file') {
      ord.subarray(0, n).sort((x, y) => b.lines[x] - b.lines[y]);
    } else if (ties === 'rank') {
      for (let i = 0; i < n; i++) {
        if (Number.isNaN(b.ranks[ord[i]])) {
          throw new InputError(
            'ties: rank needs a rank for every result',
            { file: this.label, line: b.lines[ord[i]] },
            'add "rank" to each JSONL line or a whole number as the 4th field of each TREC line, or use another ties policy',
          );
        }
      }
      ord.subarray(0, n).sort((x, y) => b.ranks[x] - b.ranks[y] || b.scores[y] - b.scores[x] || b.cmpDoc(y, x));
    } else {
      this.sortByScore(b, n, monotone);
    }
    const retrieved = n;
    let limit = Math.min(n, depth);
    if ((ties === 'expected' || ties === 'trec_eval') && limit < n) {
      // Keep the whole tie group that straddles the depth: which of its members fall inside is a matter of chance.
      // `ties: expected` averages over it; every score-ordered policy reports the spread (low/high) over it.
      // Positions >= depth never count towards a value.
      const s = b.scores[ord[limit - 1]];
      while (limit < n && b.scores[ord[limit]] === s) limit++;
    }
    n = limit;
    if (this.reuse && this.grades.length < n) {
      const cap = Math.max(n, this.grades.length * 2);
      this.grades = new Float64Array(cap);
      this.scores = new Float64Array(cap);
      this.hashes = new Uint32Array(cap);
    }
    const grades = this.reuse ? this.grades.subarray(0, n) : new Float64Array(n);
    const scores = this.reuse ? this.scores.subarray(0, n) : new Float64Array(n);
    const hashes = this.reuse ? this.hashes.subarray(0, n) : new Uint32Array(n);
    const docids: string[] = [];
    const keep = Math.min(n, this.keep);
    for (let i = 0; i < keep; i++) docids.push(b.docid(ord[i]));
    // The block's columns in locals: this loop runs once per result line of the run.
    const bytes = b.bytes;
    const bHashes = b.hashes;
    const docStart = b.docStart;
    const docEnd = b.docEnd;
    const qGrades = q.grades;
    let judged = 0;
    for (let i = 0; i < n; i++) {
      const k = ord[i];
      scores[i] = sc[k];
      const h = bHashes[k];
      // Most results are not judged: the query's filter on the judged hashes says so without a probe (qrels.ts lookup).
      const j = q.lookup(bytes, docStart[k], docEnd[k], h);
      if (j < 0) grades[i] = NaN;
      else {
        grades[i] = qGrades[j];
        judged++;
      }
      hashes[i] = h;
    }
    return {
      qid: b.qid,
      judgments: q,
      n,
      depth: Math.min(depth, retrieved),
      grades,
      scores,
      docids,
      hashes,
      judged,
      retrieved,
      rankAlong,
      rankAgainst,
    };
  }

  /** Score descending, then docid descending in byte order (trec_eval). Most runs arrive sorted: only tie runs are sorted then. */
  private sortByScore(b: ResultBlock, n: number, monotone: boolean): void {
    const ord = this.ord;
    const sc = b.scores;
    if (!monotone && !this.placedByRank(b, n)) {
      // Out of order (a run not written by score): put in score order by a radix sort of the negated scores, not by a
      // comparison function per pair (about 0.4 µs a result). Equal scores, −0 with +0, are then put in docid order
      // below, whatever order the sort left them in.
      if (this.negated.length < n) this.negated = new Float64Array(Math.max(n, this.negated.length * 2));
      const keys = this.negated.subarray(0, n);
      for (let i = 0; i < n; i++) keys[i] = -sc[i];
      ord.set(ascendingOrder(keys, this.scratch));
    }
    let i = 0;
    while (i < n) {
      let j = i + 1;
      while (j < n && sc[ord[j]] === sc[ord[i]]) j++;
      // Docid descending within a tie; most ties are pairs, put in order without a sort.
      if (j - i === 2) {
        if (b.cmpDoc(ord[i], ord[i + 1]) < 0) {
          const t = ord[i];
          ord[i] = ord[i + 1];
          ord[i + 1] = t;
        }
      } else if (j - i <= 16) insertionByDocid(b, ord, i, j);
      else this.byDocid(b, i, j);
      i = j;
    }
  }

  /**
   * ord as the results' rank fields place them, when those are n distinct whole numbers from the smallest one up and
   * the scores never rise along them: that is then a score order (its ties are put in docid order after), found in
   * three passes instead of a sort. A run written in another order than its ranks, as a writer that does not sort
   * leaves it, is put in order this way (one-core `compare` of such a pair 0.93× the CPU, bench/README.md,
   * twenty-second session). False, ord untouched, for ranks that do not say it: missing, repeated, with gaps, or
   * against the scores.
   */
  private placedByRank(b: ResultBlock, n: number): boolean {
    const rk = b.ranks;
    const sc = b.scores;
    let min = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const r = rk[i];
      if (r < min) min = r;
      else if (r !== r) return false; // NaN: a result without a rank
    }
    if (!Number.isInteger(min)) return false;
    if (this.byRank.length < n) this.byRank = new Int32Array(Math.max(n, this.byRank.length * 2));
    const at = this.byRank;
    at.fill(-1, 0, n);
    for (let i = 0; i < n; i++) {
      const k = rk[i] - min;
      if (!(k < n) || k !== Math.floor(k) || at[k] !== -1) return false;
      at[k] = i;
    }
    for (let k = 1; k < n; k++) if (sc[at[k]] > sc[at[k - 1]]) return false;
    this.ord.set(at.subarray(0, n));
    return true;
  }

  /**
   * ord[s, e), one score's results, by docid descending: by a radix sort on the docids' first six bytes, then each run
   * that shares them by comparison. A large tie (a run that gives every result one score) was sorted by a comparison
   * function per pair; the six bytes tell most docids apart (MS MARCO's passage ids up to their last digit).
   */
  private byDocid(b: ResultBlock, s: number, e: number): void {
    const m = e - s;
    const ord = this.ord;
    if (this.negated.length < m) this.negated = new Float64Array(Math.max(m, this.negated.length * 2));
    if (this.tie.length < m) this.tie = new Int32Array(Math.max(m, this.tie.length * 2));
    const keys = this.negated.subarray(0, m);
    const tie = this.tie.subarray(0, m);
    tie.set(ord.subarray(s, e));
    for (let k = 0; k < m; k++) keys[k] = -docPrefix(b, tie[k]);
    const order = ascendingOrder(keys, this.scratch);
    for (let k = 0; k < m; k++) ord[s + k] = tie[order[k]];
    // Runs of one prefix (the prefix as sorted: keys[order[k]]) by the whole docid.
    for (let k = 0; k < m; ) {
      let x = k + 1;
      while (x < m && keys[order[x]] === keys[order[k]]) x++;
      if (x - k > 16) ord.subarray(s + k, s + x).sort((p, q) => b.cmpDoc(q, p));
      else if (x - k > 1) insertionByDocid(b, ord, s + k, s + x);
      k = x;
    }
  }
}

/**
 * ord[s, e) by docid descending, by insertion (a few). Docids within a query are distinct (a total order): this gives
 * what sort() gives, in place, without the view, the comparator and the copy sort() makes.
 */
function insertionByDocid(b: ResultBlock, ord: Int32Array, s: number, e: number): void {
  for (let x = s + 1; x < e; x++) {
    const d = ord[x];
    let y = x - 1;
    while (y >= s && b.cmpDoc(ord[y], d) < 0) {
      ord[y + 1] = ord[y];
      y--;
    }
    ord[y + 1] = d;
  }
}

/**
 * Result i's docid's first six bytes as a number (a shorter docid padded with zeros, below every byte a docid holds):
 * two docids that differ there compare as these do, byte order (cmpDoc); 2^48 is exact as a double.
 */
function docPrefix(b: ResultBlock, i: number): number {
  const bytes = b.bytes;
  const start = b.docStart[i];
  const end = b.docEnd[i];
  let v = 0;
  for (let k = start; k < start + 6; k++) v = v * 256 + (k < end ? bytes[k] : 0);
  return v;
}
