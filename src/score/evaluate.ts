import { statSync } from 'node:fs';
import { InputError } from '../errors.js';
import type { Policy } from '../contract/policy.js';
import type { Qrels } from '../read/qrels.js';
import { readRankedRun, type RankedList, type RankedRunResult } from './rank.js';
import type { ByteRange } from '../read/lines.js';
import type { RunFile } from '../read/run-files.js';
import { AnsweredTwice, answeredTwice, combineReads, repeatedRunOnly } from './shards.js';
import { isGzipFile } from '../read/open.js';
import type { BoundMeasure, MeasureSpec, MeasureValue, QueryFacts } from '../measures/measure.js';
import { measureDef, ranksNeeded, resolveMeasure } from '../measures/registry.js';
import { orderFacts, recordOrder, type OrderFacts } from './order.js';
import { isUnjudged, logChoose, mixedGroups, reorderGroups, tieGroups } from '../measures/lists.js';

/** What to compute: the part of a resolved contract the scorer needs. */
export interface ScorePlan {
  measures: MeasureSpec[];
  /** Grade >= this is relevant for binary measures without their own rel=. */
  relevance: number;
  policy: Policy;
  /** Top results per query kept as ids for reports. */
  keep: number;
  /** Positions per query kept as docid hashes and grades (TopList.seen), for the inconclusive check; 0 = none. */
  deep?: number;
  /**
   * How negative grades read: judged non-relevant (rankgate) or, as trec_eval reads them, "in the pool but
   * unjudged" (`--preset trec_eval` and `rankgate trec_eval`). Default nonrelevant.
   */
  negative?: 'nonrelevant' | 'unjudged';
  /** `values`: only the value (low, high and optimistic columns are the value's): what `rankgate trec_eval` needs. */
  columns?: 'all' | 'values';
  /**
   * trec_eval's arithmetic where it is odd (`rankgate trec_eval` only): a judged query the run lacks is scored as a
   * ranking of one document outside the judgments, as trec_eval -c does (its caller then resets some values), and an
   * empty ranking gives -nan where trec_eval divides 0 by 0 (see QueryFacts.trecEvalNaN).
   */
  trecEval?: boolean;
}

/** The top of one query's ranking, as shown in reports. */
export interface TopList {
  docids: string[];
  /** null = unjudged */
  grades: (number | null)[];
  scores: number[];
  /**
   * Docid hashes and grades of the first `plan.deep` positions: which documents the run retrieved, where. Position r
   * holds grade `table[codes[r]]` (NaN = unjudged).
   */
  seen?: { hashes: Uint32Array; codes: SeenCodes; table: Float64Array };
}

/**
 * Grades of the seen positions as codes into the judgments' distinct grades (SeenStore.table): one byte each while
 * the judgments have at most 255 distinct grades, as nearly all do. At full depth on MS MARCO dev this is 7 M
 * positions: 21 MB less than a float32 a position, 49 MB less than a float64, with every grade kept exactly.
 */
export type SeenCodes = Uint8Array | Uint16Array | Uint32Array;

/** Per-query values of every measure for one run; columns indexed [measure][query]. */
export interface ScoredRun {
  qids: string[];
  measures: MeasureSpec[];
  value: Float64Array[];
  /** Lowest and highest value over all orders of tied scores. */
  low: Float64Array[];
  high: Float64Array[];
  /** Value with every unjudged retrieved document counted relevant at grade `relevance`. */
  optimistic: Float64Array[];
  /** Pooled parts for micro averaging (P, R, Success). */
  num: Float64Array[];
  den: Float64Array[];
  /** Pooled parts of the optimistic value, so the bound aggregates like the value under micro. */
  optNum: Float64Array[];
  optDen: Float64Array[];
  /** Per query, the text of text measures (relstring); null for the others. */
  text: ((string | null)[] | null)[];
  /** 1 where the run had no results for a judged query. */
  missing: Uint8Array;
  /** Distinct results the run returned per query, before the depth cut (0 where missing). */
  retrieved: Int32Array;
  /**
   * A hash of what every measure sees of each query's ranked list (judged grades by position, tie groups, depth): two
   * runs with the same fingerprint for a query have the same value for every measure, so the statistics can skip it
   * whatever measures are asked for.
   */
  fingerprint: Uint32Array;
  /** How each answered query's scores order it: ties at the head, scores against ranks (score/order.ts). */
  order: OrderFacts;
  /** 1 where the query has no judgment at or above `relevance`. */
  noRelevant: Uint8Array;
  /** 1 where the query counts in means (not a no-relevant query under `no_relevant: exclude`). */
  included: Uint8Array;
  top: (TopList | null)[];
  /**
   * The docid hashes of each query's kept top (`plan.keep` slots per query, query qi's from qi · keep), as the reader
   * took them from the docids' bytes: the inconclusive check looks the candidate's up in the baseline's deep
   * positions without hashing the strings again.
   */
  topHashes: Uint32Array;
  /**
   * Where `plan.deep` asks for them: every query's first `deep` docid hashes and grades, packed in two buffers (query
   * qi at [at[qi], at[qi] + len[qi])), so a worker hands them over without copying and nothing per query outlives its
   * ranking. finishScoredRun exposes them as each TopList's `seen`.
   */
  seen: SeenStore | null;
  read: RankedRunResult;
}

export interface SeenStore {
  at: Int32Array;
  len: Int32Array;
  hashes: Uint32Array;
  codes: SeenCodes;
  /** Code c's grade: NaN (unjudged) for 0, then the judgments' distinct grades in ascending order. */
  table: Float64Array;
  /** Positions used in the buffers. */
  used: number;
}

function seenStore(nq: number, positions: number, table: Float64Array): SeenStore {
  const cap = Math.max(1024, positions);
  return {
    at: new Int32Array(nq),
    len: new Int32Array(nq),
    hashes: new Uint32Array(cap),
    codes: codeArray(table.length, cap),
    table,
    used: 0,
  };
}

/** The smallest array whose elements hold every code of a table of `size` grades. */
function codeArray(size: number, cap: number): SeenCodes {
  return size <= 0x100 ? new Uint8Array(cap) : size <= 0x10000 ? new Uint16Array(cap) : new Uint32Array(cap);
}

/**
 * NaN, then every distinct grade of the judgments in ascending order: the same table in every thread. Judgments take
 * a handful of grades: a grade equal to the one before is passed over, the others are looked for in a short list,
 * and only past 16 distinct grades in a set (a million pooled judgments cost 50 ms through a set alone).
 */
function gradeTable(qrels: Qrels): Float64Array {
  const few: number[] = [];
  let many: Set<number> | null = null;
  let last = Number.NaN;
  for (const q of qrels.queries.values()) {
    const gs = q.grades;
    for (let i = 0; i < gs.length; i++) {
      const g = gs[i];
      if (g === last) continue;
      last = g;
      if (many) many.add(g);
      else if (!few.includes(g)) {
        few.push(g);
        if (few.length > 16) many = new Set(few);
      }
    }
  }
  return Float64Array.from([NaN, ...(many ? [...many] : few).sort((a, b) => a - b)]);
}

/**
 * Positions to reserve for a run's seen store: every judged query at full depth, but no more than the file (or its
 * share) can hold at one result line per 24 bytes; a compressed file starts small and grows.
 */
function seenCapacity(path: string, nq: number, deep: number, range?: ByteRange): number {
  let bytes = range ? range.end - range.start : 0;
  if (!range) {
    try {
      bytes = isGzipFile(path) ? 0 : statSync(path).size;
    } catch {
      bytes = 0;
    }
  }
  return Math.min(nq * deep, bytes > 0 ? Math.ceil(bytes / 24) : 1 << 16);
}

function seenAppend(
  s: SeenStore,
  codeOf: Map<number, number>,
  qi: number,
  hashes: Uint32Array,
  grades: Float64Array,
  n: number,
): void {
  if (s.used + n > s.hashes.length) {
    const cap = Math.max(s.used + n, s.hashes.length * 2);
    const h = new Uint32Array(cap);
    h.set(s.hashes.subarray(0, s.used));
    const c = codeArray(s.table.length, cap);
    c.set(s.codes.subarray(0, s.used));
    s.hashes = h;
    s.codes = c;
  }
  s.hashes.set(hashes.subarray(0, n), s.used);
  const codes = s.codes;
  for (let i = 0, o = s.used; i < n; i++, o++) {
    const g = grades[i];
    codes[o] = g === g ? codeOf.get(g)! : 0;
  }
  s.at[qi] = s.used;
  s.len[qi] = n;
  s.used += n;
}

/** The shares' seen stores as one, with each query's offset moved to where its positions now sit. */
export function mergeSeen(parts: readonly (SeenStore | null)[], nq: number): SeenStore | null {
  const present = parts.filter((p): p is SeenStore => p !== null);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0];
  const total = present.reduce((t, p) => t + p.used, 0);
  // Every share read the same judgments: one table, the same codes.
  const out = seenStore(nq, total, present[0].table);
  let base = 0;
  for (const p of present) {
    out.hashes.set(p.hashes.subarray(0, p.used), base);
    out.codes.set(p.codes.subarray(0, p.used), base);
    for (let qi = 0; qi < nq; qi++) {
      if (p.len[qi] > 0) {
        out.at[qi] = p.at[qi] + base;
        out.len[qi] = p.len[qi];
      }
    }
    base += p.used;
  }
  out.used = total;
  return out;
}

const EPS = 1e-12;

/** Scores one run file against the judgments under a plan. */
export async function scoreRun(
  path: string,
  qrels: Qrels,
  plan: ScorePlan,
  label = path,
  hash = true,
): Promise<ScoredRun> {
  return finishScoredRun(await scoreRunPart(path, qrels, plan, label, undefined, hash), qrels, plan, label);
}

/**
 * Reads a run (or a byte range of it) and scores the queries it holds; queries it does not hold stay `missing`.
 * A worker scores one share of a file this way; finishScoredRun then completes the merged result.
 */
export async function scoreRunPart(
  path: string,
  qrels: Qrels,
  plan: ScorePlan,
  label = path,
  range?: ByteRange,
  hash = true,
): Promise<ScoredRun> {
  return scoreRunFiles([{ path, label, range }], qrels, plan, label, hash);
}

/**
 * Reads the files of one run one after the other into one set of columns, and scores the queries they hold (not
 * finished, as scoreRunPart). Several files are the shards of a run split by query: a query in two of them is an
 * InputError naming both (and the second one's line); the read record is the whole run's (score/shards.ts), named
 * `label`. One file is read exactly as scoreRunPart reads it.
 */
export async function scoreRunFiles(
  files: readonly (RunFile & { range?: ByteRange })[],
  qrels: Qrels,
  plan: ScorePlan,
  label: string,
  hash = true,
): Promise<ScoredRun> {
  const qids = qrels.qids;
  const index = new Map<string, number>();
  qids.forEach((q, i) => index.set(q, i));
  const nq = qids.length;
  const nm = plan.measures.length;
  const col = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const value = col();
  const num = col();
  const den = col();
  const all = plan.columns !== 'values';
  const seenAt = plan.deep
    ? Math.min(
        nq * plan.deep,
        files.reduce((t, f) => t + seenCapacity(f.path, nq, plan.deep!, f.range), 0),
      )
    : 0;
  const out: ScoredRun = {
    qids,
    measures: plan.measures,
    value,
    num,
    den,
    // Values only: the other columns are the value's own arrays (no memory, and nothing that could differ from it).
    low: all ? col() : value,
    high: all ? col() : value,
    optimistic: all ? col() : value,
    optNum: all ? col() : num,
    optDen: all ? col() : den,
    text: plan.measures.map((m) => (measureDef(m.kind).text ? new Array<string | null>(nq).fill(null) : null)),
    missing: new Uint8Array(nq).fill(1),
    retrieved: new Int32Array(nq),
    fingerprint: new Uint32Array(nq),
    order: orderFacts(nq),
    noRelevant: new Uint8Array(nq),
    included: new Uint8Array(nq),
    top: new Array(nq).fill(null),
    topHashes: new Uint32Array(nq * plan.keep),
    seen: plan.deep ? seenStore(nq, seenAt, gradeTable(qrels)) : null,
    read: undefined as unknown as RankedRunResult,
  };
  checkPlan(plan, qrels);
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  // Which file answered each query: a second file answering it is refused (the same file may hand a query over
  // twice: an ungrouped file is read again, and the later list replaces the earlier one).
  const owner = files.length > 1 ? new Int32Array(nq).fill(-1) : null;
  const reads: RankedRunResult[] = [];
  try {
    for (let k = 0; k < files.length; k++) {
      const f = files[k]!;
      reads.push(
        await readRankedRun(
          f.path,
          qrels,
          { policy: plan.policy, keep: plan.keep, label: f.label, range: f.range, hash, reuse: true },
          (list) => {
            const qi = index.get(list.qid)!;
            if (owner) {
              if (owner[qi] >= 0 && owner[qi] !== k) throw new AnsweredTwice(list.qid, owner[qi], k);
              owner[qi] = k;
            }
            out.missing[qi] = 0;
            out.retrieved[qi] = list.retrieved;
            recordOrder(out.order, qi, list);
            scorer.score(list, qi, out);
          },
        ),
      );
    }
  } catch (e) {
    if (e instanceof AnsweredTwice) throw await answeredTwice(e.qid, files[e.first]!, files[e.second]!);
    throw e;
  }
  if (files.length === 1) {
    out.read = reads[0]!;
    return out;
  }
  const twice = repeatedRunOnly(reads);
  if (twice) throw await answeredTwice(twice.qid, files[twice.first]!, files[twice.second]!);
  out.read = combineReads(reads, label);
  return out;
}

/** Scores the judged queries the run did not answer (as empty rankings, or refuses them) and marks what counts in means. */
export function finishScoredRun(out: ScoredRun, qrels: Qrels, plan: ScorePlan, label: string): ScoredRun {
  const qids = out.qids;
  const nq = qids.length;
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  const missing: string[] = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!out.missing[qi]) continue;
    missing.push(qids[qi]);
    const j = qrels.queries.get(qids[qi])!;
    const placeholder = plan.trecEval ? 1 : 0;
    const empty: RankedList = {
      qid: qids[qi],
      judgments: j,
      n: placeholder,
      depth: placeholder,
      grades: new Float64Array(placeholder).fill(NaN),
      scores: new Float64Array(placeholder).fill(1),
      docids: [],
      hashes: new Uint32Array(placeholder),
      judged: 0,
      retrieved: placeholder,
      rankAlong: 0,
      rankAgainst: 0,
    };
    scorer.score(empty, qi, out);
    out.top[qi] = null;
  }
  if (missing.length > 0 && plan.policy.missing === 'error') {
    const shown = missing
      .slice(0, 10)
      .map((q) => `"${q}"`)
      .join(', ');
    const shards = out.read.shards ? ` in any of the ${out.read.shards.length} shards read` : '';
    throw new InputError(
      `${missing.length} judged quer${missing.length === 1 ? 'y has' : 'ies have'} no results${shards}: ${shown}${missing.length > 10 ? ', ...' : ''}`,
      { file: label },
      'make the run answer every judged query, or set policy.missing: zero to score them as zeros',
    );
  }
  const seen = out.seen;
  if (seen) {
    for (let qi = 0; qi < nq; qi++) {
      const t = out.top[qi];
      if (t && seen.len[qi] > 0)
        t.seen = {
          hashes: seen.hashes.subarray(seen.at[qi], seen.at[qi] + seen.len[qi]),
          codes: seen.codes.subarray(seen.at[qi], seen.at[qi] + seen.len[qi]),
          table: seen.table,
        };
    }
  }
  for (let qi = 0; qi < nq; qi++) {
    const j = qrels.queries.get(qids[qi])!;
    out.noRelevant[qi] = countRelevant(j.grades, plan) === 0 ? 1 : 0;
    out.included[qi] = out.noRelevant[qi] && plan.policy.no_relevant === 'exclude' ? 0 : 1;
  }
  return out;
}

let listStamps = 0;

/** Scratch space reused across queries: one run is scored query by query. */
class QueryScorer {
  private readonly resolved: BoundMeasure[];
  private readonly seesUnjudged: boolean[];
  private readonly isText: boolean[];
  private starts = new Int32Array(1024);
  private scratch = new Float64Array(1024);
  private readonly v: MeasureValue = { value: 0, num: 0, den: 1 };
  /** range's answer. */
  private lo = 0;
  private hi = 0;
  /** Per measure, the positions its value reads (ranksNeeded). */
  private readonly windows: number[];
  private readonly all: boolean;
  /** Grade -> its code in the seen store's table, made on first use. */
  private codes: Map<number, number> | null = null;

  constructor(
    private plan: ScorePlan,
    private maxGrade: number,
  ) {
    this.resolved = plan.measures.map((m) => resolveMeasure(m, plan.relevance));
    this.windows = plan.measures.map((m) => ranksNeeded(m));
    this.seesUnjudged = plan.measures.map((m) => !!measureDef(m.kind).seesUnjudged);
    this.isText = plan.measures.map((m) => !!measureDef(m.kind).text);
    this.all = plan.columns !== 'values';
  }

  score(list: RankedList, qi: number, out: ScoredRun): void {
    const { policy, relevance } = this.plan;
    const facts: QueryFacts = {
      judged: list.judgments!.grades,
      maxGrade: this.maxGrade,
      negative: this.plan.negative ?? 'nonrelevant',
      trecEvalNaN: !!this.plan.trecEval,
      listStamp: ++listStamps,
    };
    // Range and optimistic searches refill scratch arrays: nothing may be kept from them.
    const scratchFacts: QueryFacts = { ...facts, listStamp: undefined };
    this.ensure(list.n + 1);
    const expected = policy.ties === 'expected';

    out.fingerprint[qi] = fingerprintOf(list);

    // The list every measure but Judged sees: unjudged removed under `condensed`.
    let main = list;
    let cases: CondensedCase[] | null = null;
    if (policy.unjudged === 'condensed') {
      main = condense(list, facts);
      if (this.all || expected) cases = condensedCases(list, facts);
    }

    for (let mi = 0; mi < this.resolved.length; mi++) {
      const m = this.resolved[mi];
      const l = this.seesUnjudged[mi] ? list : main;
      if (this.isText[mi]) out.text[mi]![qi] = m.text!(l.grades, l.depth, facts);
      if (cases && l === main) {
        this.mixture(m, main, cases, scratchFacts, qi, mi, out);
      } else {
        this.evaluate(m, l, facts, expected);
        out.value[mi][qi] = this.v.value;
        out.num[mi][qi] = this.v.num;
        out.den[mi][qi] = this.v.den;
        if (this.all) {
          this.range(m, l, scratchFacts, this.windows[mi]);
          out.low[mi][qi] = this.lo;
          out.high[mi][qi] = this.hi;
        }
      }
      if (this.all) {
        this.optimistic(
          m,
          list,
          l === main && main !== list,
          scratchFacts,
          relevance,
          out.value[mi][qi],
          out.high[mi][qi],
        );
        out.optimistic[mi][qi] = this.v.value;
        out.optNum[mi][qi] = this.v.num;
        out.optDen[mi][qi] = this.v.den;
      }
    }

    if (list.n > 0 || list.docids.length > 0) {
      const k = list.docids.length;
      const grades: (number | null)[] = [];
      const scores: number[] = [];
      for (let i = 0; i < k; i++) {
        grades.push(Number.isNaN(list.grades[i]) ? null : list.grades[i]);
        scores.push(list.scores[i]);
      }
      const deep = Math.min(list.n, this.plan.deep ?? 0);
      if (deep > 0 && out.seen) seenAppend(out.seen, this.codeOf(out.seen), qi, list.hashes, list.grades, deep);
      out.top[qi] = { docids: list.docids, grades, scores };
      out.topHashes.set(list.hashes.subarray(0, k), qi * this.plan.keep);
    }
  }

  private codeOf(seen: SeenStore): Map<number, number> {
    if (!this.codes) {
      this.codes = new Map();
      for (let c = 1; c < seen.table.length; c++) this.codes.set(seen.table[c], c);
    }
    return this.codes;
  }

  private ensure(n: number): void {
    if (this.starts.length <= n) {
      this.starts = new Int32Array(n * 2);
      this.scratch = new Float64Array(n * 2);
      this.groupsOf = null; // the cached groups lived in the old array
    }
  }

  /**
   * The optimistic value (at least the value): the measure's own search over judging unjudged documents in the
   * policy's order. Under `condensed`, judged documents stay in the list and the others leave it, so every count of
   * judged documents is evaluated on its own list. Under `ties: expected`, the search runs on the order that puts, in
   * each tie group, unjudged documents where a document of grade `relevance` would go, and never returns less than the
   * highest value over tie orders.
   */
  private optimistic(
    m: BoundMeasure,
    list: RankedList,
    condensed: boolean,
    facts: QueryFacts,
    relevance: number,
    value: number,
    high: number,
  ): void {
    const v = this.v;
    if (condensed) {
      optimisticCondensed(m, list, facts, relevance, v);
    } else if (this.plan.policy.ties === 'expected' && this.groups(list) > 0 && this.mixedCount > 0) {
      const key = (g: number) => (isUnjudged(g, facts) ? m.orderKey(relevance, facts) - 1e-9 : m.orderKey(g, facts));
      reorderGroups(key, list.grades, list.n, this.starts, this.mixedList, this.mixedCount, true, this.scratch);
      m.optimistic(this.scratch.subarray(0, list.n), list.depth, facts, relevance, v);
      if (high > v.value) v.value = high;
    } else {
      m.optimistic(list.grades, list.depth, facts, relevance, v);
    }
    if (value > v.value) {
      v.value = value;
    }
  }

  /**
   * Condensed list whose depth cuts a tie group mixing judged and unjudged documents: how many judged documents
   * fall inside the depth depends on the tie order. The value (under `expected`) and low/high are taken over every case.
   */
  private mixture(
    m: BoundMeasure,
    main: RankedList,
    cases: CondensedCase[],
    facts: QueryFacts,
    qi: number,
    mi: number,
    out: ScoredRun,
  ): void {
    const expected = this.plan.policy.ties === 'expected';
    let value = 0;
    let num = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of cases) {
      this.evaluate(m, c.list, facts, expected);
      value += c.p * this.v.value;
      num += c.p * this.v.num;
      this.range(m, c.list, facts, this.windows[mi]);
      lo = Math.min(lo, this.lo);
      hi = Math.max(hi, this.hi);
    }
    if (expected) {
      this.v.value = value;
      this.v.num = num; // the denominators (k, R or 1) do not depend on the case
    } else {
      this.evaluate(m, main, facts, false);
    }
    out.value[mi][qi] = this.v.value;
    out.num[mi][qi] = this.v.num;
    out.den[mi][qi] = this.v.den;
    if (this.all) {
      out.low[mi][qi] = Math.min(lo, this.v.value);
      out.high[mi][qi] = Math.max(hi, this.v.value);
    }
  }

  /** The policy value: the list's own order, or the expectation over tie orders. */
  private evaluate(m: BoundMeasure, l: RankedList, facts: QueryFacts, expected: boolean): void {
    if (expected) {
      const groups = this.groups(l);
      if (this.mixedCount > 0) {
        m.expected!(l.grades, l.depth, facts, { starts: this.starts, count: groups }, this.v);
        return;
      }
    }
    m.ordered(l.grades, l.depth, facts, this.v);
  }

  // Tie groups of the list last asked about: every measure of a query looks at the same list.
  private groupsOf: RankedList | null = null;
  private groupCount = 0;
  /** The tie groups that mix grades (mixedCount of them, group indexes ascending). */
  private mixedList = new Int32Array(64);
  private mixedCount = 0;

  private groups(l: RankedList): number {
    if (l !== this.groupsOf) {
      this.groupsOf = l;
      this.groupCount = tieGroups(l.scores, l.n, this.starts);
      if (this.mixedList.length < this.groupCount) this.mixedList = new Int32Array(this.groupCount * 2);
      this.mixedCount = mixedGroups(l.grades, this.starts, this.groupCount, this.mixedList);
    }
    return this.groupCount;
  }

  /**
   * Lowest and highest value over tie orders into this.lo and this.hi (both the value when no tie group mixes grades);
   * this.v is left as it was. Fields rather than a returned pair: this runs per measure and query.
   *
   * `window`: the positions the measure reads (ranksNeeded; no measure reads the order beyond its rank cutoff, which
   * test/measures/brute-force.test.ts checks for every one). Only the tie groups that start within it are reordered,
   * and a list whose mixed groups all start beyond it has the value as its range: with dense judgments most lists hold
   * such groups deep down, where a cutoff measure never looks.
   */
  private range(m: BoundMeasure, l: RankedList, facts: QueryFacts, window: number): void {
    this.groups(l);
    const v = this.v;
    // The mixed groups that start within the window (they are listed in order).
    const listed = this.mixedList;
    let count = 0;
    while (count < this.mixedCount && this.starts[listed[count]] < window) count++;
    if (count === 0) {
      this.lo = this.hi = v.value;
      return;
    }
    const value = v.value;
    const num = v.num;
    const den = v.den;
    const key = (g: number) => m.orderKey(g, facts);
    reorderGroups(key, l.grades, l.n, this.starts, listed, count, false, this.scratch);
    m.ordered(this.scratch, l.depth, facts, v);
    const lo = v.value;
    reorderGroups(key, l.grades, l.n, this.starts, listed, count, true, this.scratch);
    m.ordered(this.scratch, l.depth, facts, v);
    const hi = v.value;
    v.value = value;
    v.num = num;
    v.den = den;
    this.lo = Math.min(lo, hi, value);
    this.hi = Math.max(hi, lo, value);
  }
}

/**
 * Under `condensed`, judging documents brings them into the list, where they can also push a better judged document
 * down: the best subset need not be the highest-ranked. An upper bound instead (for a measure that never falls when a
 * better document moves up, which its tie range relies on too): the judged documents within the depth and k newly
 * relevant ones in their best order, for every k up to the measure's window (more land below it and only raise R).
 */
function optimisticCondensed(
  m: BoundMeasure,
  list: RankedList,
  facts: QueryFacts,
  relevance: number,
  out: MeasureValue,
): void {
  const key = (g: number) => m.orderKey(g, facts);
  const judged: number[] = [];
  let unjudged = 0;
  for (let i = 0; i < list.depth; i++) {
    const g = list.grades[i];
    if (isUnjudged(g, facts)) unjudged++;
    else judged.push(g);
  }
  judged.sort((x, y) => key(y) - key(x));
  const K = Math.min(unjudged, ranksNeeded(m.spec));
  const kr = key(relevance);
  const at = judged.findIndex((g) => key(g) < kr);
  const split = at < 0 ? judged.length : at;
  const grades = new Float64Array(judged.length + K);
  const all = new Float64Array(facts.judged.length + K);
  all.set(facts.judged);
  let best = -Infinity;
  let bestNum = 0;
  let bestDen = 1;
  for (let k = 0; k <= K; k++) {
    // judged documents with a better key, then k at grade `relevance`, then the rest
    for (let i = 0; i < split; i++) grades[i] = judged[i];
    for (let i = 0; i < k; i++) grades[split + i] = relevance;
    for (let i = split; i < judged.length; i++) grades[i + k] = judged[i];
    all.fill(relevance, facts.judged.length, facts.judged.length + k);
    const n = judged.length + k;
    m.ordered(
      grades.subarray(0, n),
      n,
      { ...facts, judged: all.subarray(0, facts.judged.length + k), maxGrade: Math.max(facts.maxGrade, relevance) },
      out,
    );
    if (out.value > best) {
      best = out.value;
      bestNum = out.num;
      bestDen = out.den;
    }
  }
  out.value = best;
  out.num = bestNum;
  out.den = bestDen;
}

interface CondensedCase {
  list: RankedList;
  /** Probability of this case over uniformly random orders of the tie group straddling depth. */
  p: number;
}

/**
 * When the depth cuts a tie group holding both judged and unjudged documents, the number h of its judged documents
 * inside the depth is hypergeometric over tie orders. Given h, the condensed list is the group's judged documents
 * as one tie group cut at (judged before the group + h). Null when the condensed depth does not depend on tie order.
 */
function condensedCases(list: RankedList, facts: QueryFacts): CondensedCase[] | null {
  if (list.n <= list.depth) return null;
  let a = list.depth - 1;
  const s = list.scores[a];
  while (a > 0 && list.scores[a - 1] === s) a--;
  let before = 0;
  for (let i = 0; i < a; i++) if (!isUnjudged(list.grades[i], facts)) before++;
  const size = list.n - a;
  let j = 0;
  for (let i = a; i < list.n; i++) if (!isUnjudged(list.grades[i], facts)) j++;
  const u = size - j;
  if (j === 0 || u === 0) return null;
  const t = list.depth - a;
  const base = condense(list, facts);
  const cases: CondensedCase[] = [];
  for (let h = Math.max(0, t - u); h <= Math.min(j, t); h++) {
    const p = Math.exp(logChoose(j, h) + logChoose(u, t - h) - logChoose(size, t));
    cases.push({ list: { ...base, depth: before + h }, p });
  }
  return cases;
}

/**
 * The list without its unjudged documents (Sakai's condensed list; trec_eval -J, which also drops negative grades);
 * depth counts judged documents only.
 */
function condense(list: RankedList, facts: QueryFacts): RankedList {
  let n = 0;
  let depth = 0;
  for (let i = 0; i < list.n; i++) {
    if (!isUnjudged(list.grades[i], facts)) {
      n++;
      if (i < list.depth) depth++;
    }
  }
  const grades = new Float64Array(n);
  const scores = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < list.n; i++) {
    if (!isUnjudged(list.grades[i], facts)) {
      grades[j] = list.grades[i];
      scores[j++] = list.scores[i];
    }
  }
  return { ...list, n, depth, grades, scores };
}

/**
 * A hash of what every measure sees of a ranked list: the grade at each judged position (unjudged documents are alike
 * to every measure), the tie groups whose order could matter (those holding positions of different grades, or judged
 * next to unjudged: a group of alike positions reads the same in every order), the list's length and depth. Two runs
 * with the same fingerprint for a query have the same value for every measure, tie range and expected value included;
 * which unjudged documents they hold does not matter.
 */
function fingerprintOf(list: RankedList): number {
  let h = Math.imul(0x811c9dc5 ^ list.depth, 0x01000193);
  h = Math.imul(h ^ list.n, 0x01000193);
  const { grades, scores } = list;
  const n = list.n;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const g = grades[i];
    // Judged: position and grade (grades are small numbers; the fraction is kept at 1/1024 steps).
    if (g === g) h = Math.imul(h ^ ((i << 12) ^ ((g * 1024) | 0)), 0x01000193);
    if (i + 1 < n && scores[i + 1] === scores[i]) continue;
    // i ends the tie group [start, i]: its bounds count when two of its positions differ (NaN: unjudged, alike).
    if (i > start) {
      const first = grades[start];
      for (let j = start + 1; j <= i; j++) {
        const x = grades[j];
        if (x !== first && (x === x || first === first)) {
          h = Math.imul(h ^ (start | 0x40000000), 0x01000193);
          h = Math.imul(h ^ (i | 0x20000000), 0x01000193);
          break;
        }
      }
    }
    start = i + 1;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** True when the value of this (measure, query) depends on how tied scores are ordered. */
export function isTieDependent(run: ScoredRun, mi: number, qi: number): boolean {
  return run.high[mi][qi] - run.low[mi][qi] > EPS;
}

/** How many of the listed queries have some measure whose value depends on how tied scores are ordered. */
export function tieDependentQueries(run: ScoredRun, queries: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < queries.length; i++) {
    for (let mi = 0; mi < run.measures.length; mi++) {
      if (isTieDependent(run, mi, queries[i])) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** Relevant judgments of a query at the plan's level (negative grades never count under trec_eval's reading). */
function countRelevant(grades: Float64Array, plan: ScorePlan): number {
  let c = 0;
  for (let i = 0; i < grades.length; i++) {
    const g = grades[i];
    if (g >= plan.relevance && !(plan.negative === 'unjudged' && g < 0)) c++;
  }
  return c;
}

/**
 * What a plan asks that cannot be computed: a measure without an exact expected value under `ties: expected`, and
 * whatever a measure finds wrong with the judgments (a gains map that misses a grade).
 */
export function checkPlan(plan: ScorePlan, qrels?: Qrels): void {
  for (const m of plan.measures) {
    const def = measureDef(m.kind);
    if (
      plan.policy.ties === 'expected' &&
      plan.columns !== 'values' &&
      !def.text &&
      resolveMeasure(m, plan.relevance).expected === null
    ) {
      throw new InputError(
        `${m.label} has no exact expected value over tie orders (${def.notes.expected})`,
        {},
        'use another tie policy (ties: trec_eval, rank or file) for it, or drop it from the measures',
      );
    }
    if (qrels) def.checkJudgments?.(m, qrels);
  }
}
