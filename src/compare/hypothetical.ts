import type { Qrels } from '../read/qrels.js';
import type { MeasureSpec, MeasureValue } from '../measures/measure.js';
import { ranksNeeded, resolveMeasure, scoreOrdered } from '../measures/registry.js';
import type { ScoredRun, TopList } from '../score/evaluate.js';
import { deriveSeed, Rng } from './stats.js';

// Could incomplete judgments, rather than worse ranking, explain a drop? The inconclusive check.
//
// Only documents the candidate newly brought into its top k — unjudged, and not in the baseline's top k — can explain a
// drop: documents both runs show affect both, and a judged document's relevance is known. Each such document is
// relevant with an estimated chance, never assumed to be 1:
// - a document the baseline also retrieved, at rank r below its top k: the candidate promoted what the baseline ranked
//   low. Its chance is the share of the baseline's positions around rank r that hold a known relevant document, times
//   the share of those positions left unjudged: where judges saw nearly everything at that depth (a deep pool), an
//   unjudged document there is one the pool passed over; where they saw little, the relevant share is all there is;
// - a document the baseline did not retrieve at all (within the policy depth) is relevant as often as the judged
//   documents in both runs' top k are (the judged precision): new material no judge has seen could be as good.
// With sparse judgments the first chance is small and the second large, so a candidate that demotes the known
// relevant documents fails, while one that replaces them with never-judged documents is inconclusive and lists what
// to judge. The expected change of the pair's delta over those chances is computed from the kept top lists of both
// runs: exactly, over every subset, when a query has few such documents; else by seeded sampling. Under `ties:
// expected` or `unjudged: condensed` the lists are taken in their ranked order, an approximation.

export interface UnjudgedEstimate {
  /** Mean chance of relevance over the newly shown unjudged documents. */
  relevance: number;
  /** Newly shown unjudged documents over the slice's queries. */
  documents: number;
  /** Expected change of the slice's mean delta if those documents were judged at their chances. */
  effect: number;
}

/** Above this many new documents in one query, subsets are sampled instead of enumerated. */
const ENUMERATE_MAX = 8;
const SAMPLES = 256;

function top(t: TopList | null, k: number): { docids: string[]; grades: (number | null)[] } {
  if (!t) return { docids: [], grades: [] };
  return { docids: t.docids.slice(0, k), grades: t.grades.slice(0, k) };
}

/**
 * The judged precision in both runs' top k over the slice: relevant judged documents / judged documents, with one
 * relevant and one not-relevant pseudo-judgment (Laplace), so an empty slice gives 1/2.
 */
export function judgedPrecision(base: ScoredRun, cand: ScoredRun, members: Int32Array, k: number, rel: number): number {
  let judged = 0;
  let relevant = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const seen = new Set<string>();
    for (const t of [top(base.top[qi], k), top(cand.top[qi], k)]) {
      t.docids.forEach((d, r) => {
        const g = t.grades[r];
        if (g === null || seen.has(d)) return;
        seen.add(d);
        judged++;
        if (g >= rel) relevant++;
      });
    }
  }
  return (relevant + 1) / (judged + 2);
}

/** Rank bands below the top k: (k, 2k], (2k, 4k], (4k, 8k], …, each with its own rate. */
function bandOf(rank: number, k: number): number {
  return Math.floor(Math.log2((rank - 1) / k));
}

/**
 * Per band below the top k, over the slice's queries: the share of the baseline's retrieved positions that hold a known
 * relevant document times the share left unjudged (each Laplace-smoothed): the chance an unjudged document there is
 * relevant (see the note at the top).
 */
export function rankBandRates(base: ScoredRun, members: Int32Array, k: number, rel: number): number[] {
  const c = bandCounts(base, k, rel);
  const hits = new Float64Array(c.bands);
  const unjudged = new Float64Array(c.bands);
  const slots = new Float64Array(c.bands);
  for (let i = 0; i < members.length; i++) {
    const o = members[i] * c.bands;
    for (let b = 0; b < c.bands; b++) {
      hits[b] += c.hits[o + b];
      unjudged[b] += c.unjudged[o + b];
      slots[b] += c.slots[o + b];
    }
  }
  let used = c.bands;
  while (used > 0 && slots[used - 1] === 0) used--;
  return Array.from(
    { length: used },
    (_, b) => ((hits[b] + 1) / (slots[b] + 2)) * ((unjudged[b] + 1) / (slots[b] + 2)),
  );
}

interface BandCounts {
  bands: number;
  /** Per query (row-major, `bands` per query): known relevant, unjudged and all positions per band. */
  hits: Int32Array;
  unjudged: Int32Array;
  slots: Int32Array;
}

/** Per baseline run: where it ranked each unjudged document of the candidate's top lists (condenseDeep). */
const rankCache = new WeakMap<ScoredRun, { cand: ScoredRun; kept: number; ranks: Int32Array }>();

/** Per query, the baseline's positions below the top k counted per band: once per run, cutoff and relevance level. */
const bandCache = new WeakMap<ScoredRun, Map<string, BandCounts>>();

function bandCounts(base: ScoredRun, k: number, rel: number): BandCounts {
  let perRun = bandCache.get(base);
  if (!perRun) bandCache.set(base, (perRun = new Map()));
  const key = `${k}|${rel}`;
  const hit = perRun.get(key);
  if (hit) return hit;
  if (rankCache.has(base))
    throw new Error(`the baseline deep positions were condensed without the band counts for ${key}`);
  const nq = base.qids.length;
  // Read from the seen store's flat columns: a query's positions are [at, at + len) (each TopList.seen is a view of them).
  const store = base.seen;
  const held = (qi: number) => (store && base.top[qi] ? store.len[qi] : 0);
  let deepest = 0;
  for (let qi = 0; qi < nq; qi++) deepest = Math.max(deepest, held(qi));
  const bands = k >= 1 && deepest > k ? bandOf(deepest, k) + 1 : 0;
  const out: BandCounts = {
    bands,
    hits: new Int32Array(nq * bands),
    unjudged: new Int32Array(nq * bands),
    slots: new Int32Array(nq * bands),
  };
  if (!store || bands === 0) {
    perRun.set(key, out);
    return out;
  }
  // Per code, whether its grade counts as relevant here (code 0, unjudged, is NaN and never does).
  const relevant = Uint8Array.from(store.table, (g) => (g >= rel ? 1 : 0));
  const codes = store.codes;
  for (let qi = 0; qi < nq; qi++) {
    const n = held(qi);
    const from = store.at[qi];
    // Band b holds ranks (k·2^b, k·2^(b+1)]: positions k·2^b .. k·2^(b+1) − 1.
    for (let b = 0, lo = k; lo < n; b++, lo *= 2) {
      const hi = Math.min(n, lo * 2);
      const o = qi * bands + b;
      let hits = 0;
      let unjudged = 0;
      for (let r = from + lo; r < from + hi; r++) {
        const c = codes[r];
        hits += relevant[c];
        if (c === 0) unjudged++;
      }
      out.hits[o] = hits;
      out.unjudged[o] = unjudged;
      out.slots[o] = hi - lo;
    }
  }
  perRun.set(key, out);
  return out;
}

/**
 * Takes from the baseline's deep positions (TopList.seen) all the check can ask of them, then releases them: the band
 * counts for every measure's cutoff and relevance level, and, for each unjudged document in the candidate's first
 * `kept` positions, the first position where the baseline retrieved it. The seen store holds a docid hash and a grade
 * for every position down to the policy depth (56 MB on 7,000 queries at depth 1,000) and would otherwise stay in
 * memory through the statistics and the report; what replaces it is a few numbers per query. unjudgedEffect gives
 * the same estimates either way. A run already condensed, or without deep positions, is left as it is.
 */
export function condenseDeep(
  base: ScoredRun,
  cand: ScoredRun,
  specs: readonly MeasureSpec[],
  relevance: number,
  kept: number,
): void {
  const store = base.seen;
  if (!store) return;
  for (const spec of specs) bandCounts(base, checkDepth(spec, kept), resolveMeasure(spec, relevance).rel);
  const nq = base.qids.length;
  const ranks = new Int32Array(nq * kept);
  const at = new Int32Array(kept);
  const wanted = new Uint32Array(kept);
  const found = new Int32Array(kept);
  for (let qi = 0; qi < nq; qi++) {
    const c = cand.top[qi];
    if (!c || !base.top[qi] || store.len[qi] === 0) continue;
    let n = 0;
    for (let r = 0; r < Math.min(kept, c.docids.length); r++) {
      if (c.grades[r] !== null) continue;
      at[n] = r;
      wanted[n++] = topHash(cand, qi, r);
    }
    if (n === 0) continue;
    firstRanksInto(store.hashes, store.at[qi], store.at[qi] + store.len[qi], wanted.subarray(0, n), found);
    for (let j = 0; j < n; j++) ranks[qi * kept + at[j]] = found[j];
  }
  rankCache.set(base, { cand, kept, ranks });
  base.seen = null;
  // Set rather than deleted: a deleted property would leave every TopList in the slower form objects take after one.
  for (const t of base.top) if (t) t.seen = undefined;
  release(store.hashes);
  release(store.codes);
}

/**
 * Frees the memory of an array that is the whole of its buffer now, where the runtime can (ArrayBuffer transfer,
 * Node 21 and later), rather than at the collector's next full collection: the baseline's deep positions are tens of
 * MB (7 M positions at MS MARCO's depth), and whether a full collection came after their release decided `compare`'s
 * peak by 30 MB. Every view of it reads as empty after; none is left (condenseDeep dropped them).
 */
function release(a: Uint32Array | Uint16Array | Uint8Array): void {
  const b = a.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };
  if (
    b instanceof ArrayBuffer &&
    typeof b.transfer === 'function' &&
    a.byteOffset === 0 &&
    a.byteLength === b.byteLength
  )
    b.transfer(0);
}

/** The hash of the docid at position r of query qi's kept top, as the reader took it from the docid's bytes. */
function topHash(run: ScoredRun, qi: number, r: number): number {
  // topHashes holds keep slots per query (ScoredRun).
  return run.topHashes[qi * (run.topHashes.length / run.qids.length) + r];
}

/** For each of `hashes`, the first position (1-based) in `deep` that holds it, 0 for none. */
function firstRanks(deep: Uint32Array, hashes: readonly number[]): Int32Array {
  const rankOf = new Int32Array(hashes.length);
  firstRanksInto(deep, 0, deep.length, Uint32Array.from(hashes), rankOf);
  return rankOf;
}

/**
 * For each of `hashes`, the first position (1-based, counted from `from`) in hashes[from, to) of `deep` that holds
 * it, 0 for none, written to `rankOf`: one pass over the list. A 1,024-bit filter of the hashes' low bits lets nearly
 * every position pass with one test (a 32-bit one let a third through once the candidate showed ten unjudged documents).
 */
function firstRanksInto(deep: Uint32Array, from: number, to: number, hashes: Uint32Array, rankOf: Int32Array): void {
  const filter = FILTER;
  filter.fill(0);
  for (let j = 0; j < hashes.length; j++) {
    const h = hashes[j];
    filter[(h >>> 5) & 31] |= 1 << (h & 31);
    rankOf[j] = 0;
  }
  let open = hashes.length;
  for (let r = from; r < to && open > 0; r++) {
    const h = deep[r];
    if (((filter[(h >>> 5) & 31] >>> (h & 31)) & 1) === 0) continue;
    for (let j = 0; j < hashes.length; j++) {
      if (hashes[j] === h && rankOf[j] === 0) {
        rankOf[j] = r - from + 1;
        open--;
      }
    }
  }
}

const FILTER = new Uint32Array(32);

/** Depth of the top lists the check looks at for a measure: its cutoff, within what the first pass kept. */
export function checkDepth(spec: MeasureSpec, kept: number): number {
  return Math.min(ranksNeeded(spec), kept);
}

/**
 * The expected effect on the slice's delta of judging the candidate's newly shown unjudged documents at their chances.
 * `prior`: 'judged' (estimate the chances as above) or one fixed chance for every such document.
 */
export function unjudgedEffect(
  base: ScoredRun,
  cand: ScoredRun,
  qrels: Qrels,
  spec: MeasureSpec,
  relevance: number,
  kept: number,
  members: Int32Array,
  prior: 'judged' | number,
  seed: number,
  sliceName: string,
): UnjudgedEstimate {
  const m = resolveMeasure(spec, relevance);
  const k = checkDepth(spec, kept);
  const fresh = prior === 'judged' ? judgedPrecision(base, cand, members, k, m.rel) : prior;
  const bands = prior === 'judged' ? rankBandRates(base, members, k, m.rel) : [];
  const checks = queryChecks(base, cand, qrels, spec, relevance, k);
  let documents = 0;
  let chanceSum = 0;
  let total = 0;
  // One query's chances and subset flags, reused from query to query (at most k documents each): thousands of queries
  // per slice would otherwise each leave two small arrays for the collector.
  const chance = new Float64Array(k);
  const onAll = new Uint8Array(k);
  const weights = new Float64Array(1 << Math.min(k, ENUMERATE_MAX));
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const q = checks.of(qi);
    if (q === null) continue;
    const { at } = q;
    if (prior !== 'judged') chance.fill(prior, 0, at.length);
    else {
      const rankOf = q.baselineRanks();
      for (let j = 0; j < rankOf.length; j++) {
        const br = rankOf[j];
        chance[j] = br > k ? (bands[bandOf(br, k)] ?? fresh) : fresh;
      }
    }
    documents += at.length;
    for (let j = 0; j < at.length; j++) chanceSum += chance[j];
    // on[j] = 1: the j-th newly shown document is judged relevant.
    const on = onAll.subarray(0, at.length);
    on.fill(0);
    let expected = 0;
    if (at.length <= ENUMERATE_MAX) {
      // Every subset's weight, the product of its documents' chances (bit j set: document j relevant), each built by
      // multiplying the factors in document order from 1, as a loop over the documents per subset would: the same
      // products to the bit, without that loop.
      weights[0] = 1;
      for (let j = 0, size = 1; j < at.length; j++, size <<= 1) {
        const yes = chance[j];
        const no = 1 - yes;
        for (let mask = size - 1; mask >= 0; mask--) {
          weights[mask | size] = weights[mask] * yes;
          weights[mask] = weights[mask] * no;
        }
      }
      for (let mask = 0; mask < 1 << at.length; mask++) {
        const w = weights[mask];
        if (w > 0) expected += w * q.delta(on, mask);
      }
    } else {
      const rng = new Rng(deriveSeed(seed, `unjudged|${sliceName}|${spec.name}|${base.qids[qi]}`));
      // Samples repeat sign patterns (most documents' chances are small): each pattern is scored once. Keyed by the
      // pattern's bits while they fit in 30; the sum adds the same values in the same order either way.
      for (let s = 0; s < SAMPLES; s++) {
        let key = 0;
        for (let j = 0; j < at.length; j++) {
          on[j] = rng.next() < chance[j] ? 1 : 0;
          key |= on[j] << j;
        }
        expected += q.delta(on, at.length <= 30 ? key : -1);
      }
      expected /= SAMPLES;
    }
    total += expected - q.before;
  }
  return {
    relevance: documents > 0 ? chanceSum / documents : fresh,
    documents,
    effect: members.length > 0 ? total / members.length : 0,
  };
}

/**
 * One query's side of the check, the same in every slice that holds the query: which newly shown documents could
 * change it, where the baseline ranked them, the pair's delta now, and the delta with any subset of them judged
 * relevant (each subset scored once, whichever slices ask for it). Only the chances, and so the weights of the
 * subsets, depend on the slice.
 */
interface QueryCheck {
  /** Positions in the candidate's top k of the unjudged documents the baseline's top k does not show. */
  at: number[];
  /** The pair's delta (candidate − baseline) under the judgments as they are. */
  before: number;
  /** Where the baseline first ranked each of them (1-based, 0: not retrieved). */
  baselineRanks(): Int32Array;
  /**
   * The delta with some of the documents judged relevant: those whose bit is set in `pattern`, or (pattern −1: too
   * many to key) those flagged in `on`.
   */
  delta(on: Uint8Array, pattern: number): number;
}

/** Per candidate run: the query checks of each (measure, relevance, depth), built as slices ask for queries. */
const checkCache = new WeakMap<
  ScoredRun,
  Map<string, { base: ScoredRun; qrels: Qrels; of(qi: number): QueryCheck | null }>
>();

/**
 * Lets go of the query checks kept for a candidate run (its subsets' deltas, a few KB per query asked about), once
 * the verdict has asked all it will ask.
 */
export function forgetQueryChecks(cand: ScoredRun): void {
  checkCache.delete(cand);
}

function queryChecks(
  base: ScoredRun,
  cand: ScoredRun,
  qrels: Qrels,
  spec: MeasureSpec,
  relevance: number,
  k: number,
): { of(qi: number): QueryCheck | null } {
  let perRun = checkCache.get(cand);
  if (!perRun) checkCache.set(cand, (perRun = new Map()));
  const key = `${spec.name}|${relevance}|${k}`;
  const hit = perRun.get(key);
  if (hit && hit.base === base && hit.qrels === qrels) return hit;
  const m = resolveMeasure(spec, relevance);
  const built: (QueryCheck | null | undefined)[] = [];
  const made = {
    base,
    qrels,
    of: (qi: number): QueryCheck | null => {
      let q = built[qi];
      if (q === undefined) built[qi] = q = queryCheck(base, cand, qrels, m, relevance, k, qi);
      return q;
    },
  };
  perRun.set(key, made);
  return made;
}

function queryCheck(
  base: ScoredRun,
  cand: ScoredRun,
  qrels: Qrels,
  m: ReturnType<typeof resolveMeasure>,
  relevance: number,
  k: number,
  qi: number,
): QueryCheck | null {
  const b = top(base.top[qi], k);
  const c = top(cand.top[qi], k);
  const shown = new Set(b.docids);
  const at: number[] = [];
  c.docids.forEach((d, r) => {
    if (c.grades[r] === null && !shown.has(d)) at.push(r);
  });
  if (at.length === 0) return null;
  // A newly judged document counts as relevant at the measure's own level.
  const grade = Math.max(m.rel, relevance);
  const v: MeasureValue = { value: 0, num: 0, den: 1 };
  const judged = qrels.queries.get(base.qids[qi])!.grades;
  const gradesOf = (list: { grades: (number | null)[] }) =>
    Float64Array.from(list.grades, (g) => (g === null ? NaN : g));
  const bg = gradesOf(b);
  const cg = gradesOf(c);
  const maxGrade = Math.max(qrels.maxGrade, grade);
  // The judgments with `extra` more relevant documents, and the baseline's value under them: the baseline shows none
  // of the new documents, so only the count matters to it (through the ideal). Computed once per count.
  const augs: Float64Array[] = [];
  const baseUnder: number[] = [];
  const judgedWith = (extra: number): Float64Array => {
    if (!augs[extra]) {
      const aug = new Float64Array(judged.length + extra);
      aug.set(judged);
      aug.fill(grade, judged.length);
      augs[extra] = aug;
    }
    return augs[extra];
  };
  const score = (grades: Float64Array, extra: number): number => {
    scoreOrdered(m, grades, grades.length, { judged: judgedWith(extra), maxGrade }, v);
    return v.value;
  };
  const baseAt = (extra: number) => (baseUnder[extra] ??= score(bg, extra));
  const before = score(cg, 0) - baseAt(0);
  // The documents judged relevant: the candidate's list gains them; both runs' ideal does.
  const g = new Float64Array(cg.length);
  // Each subset's delta, scored once: by its bits in a flat table when every subset may be asked for (enumerated:
  // NaN not yet scored), in a map of the patterns drawn when they are sampled. The table is a few KB per query, kept
  // across slices until the verdict is in; a map of the same patterns held several times that for the collector to walk.
  const table = at.length <= ENUMERATE_MAX ? new Float64Array(1 << at.length).fill(Number.NaN) : null;
  const byPattern = table ? null : new Map<number, number>();
  let ranks: Int32Array | null = null;
  return {
    at,
    before,
    baselineRanks() {
      // Where the baseline first ranked each of these documents among what it retrieved (its first `deep` positions):
      // condensed ahead (condenseDeep), else by docid hash, one pass over its list for the few documents asked about.
      if (ranks) return ranks;
      const condensed = rankCache.get(base);
      if (condensed && (condensed.cand !== cand || k > condensed.kept))
        throw new Error('the baseline deep positions were condensed for another candidate or a shallower cutoff');
      const deep = base.top[qi]?.seen;
      ranks = condensed
        ? Int32Array.from(at, (r) => condensed.ranks[qi * condensed.kept + r])
        : deep
          ? firstRanks(
              deep.hashes,
              at.map((r) => topHash(cand, qi, r)),
            )
          : new Int32Array(at.length);
      return ranks;
    },
    delta(on, pattern) {
      if (pattern >= 0) {
        const known = table ? table[pattern] : byPattern!.get(pattern);
        if (known !== undefined && known === known) return known;
      }
      g.set(cg);
      let extra = 0;
      for (let j = 0; j < at.length; j++) {
        if (pattern >= 0 ? (pattern >>> j) & 1 : on[j]) {
          g[at[j]] = grade;
          extra++;
        }
      }
      const d = score(g, extra) - baseAt(extra);
      if (pattern >= 0) {
        if (table) table[pattern] = d;
        else byPattern!.set(pattern, d);
      }
      return d;
    },
  };
}
