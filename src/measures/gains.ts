import { InputError } from '../errors.js';
import type { Qrels } from '../read/qrels.js';
import type { z as Zod } from 'zod';
import { atol, gainsParam, trecGainsParam, type MeasureSpec, type ParamsSchema, type QueryFacts } from './measure.js';
import { log2At, perQuery } from './lists.js';

// Gains of graded measures. rankgate's own: the grade (or 2^grade - 1, or an exact grade -> gain map), the ideal
// sorted exactly. trec_eval's (`trec_gains`, what `-m ndcg.1=3,2=9` means): listed levels get their gain, every
// other judged level its grade, and the ideal ranking follows trec_eval's own ordering of the levels, which compares
// gains truncated to whole numbers (gain_init.c) and sorts with glibc's merge sort: for gains that differ by less
// than 1 that order is not the sorted one, and byte-identical output needs the same order.

/** The gain parameters of DCG-like measures: dcg='exp-log2', gains={grade:gain,…} or trec_gains='level=gain,…'. */
export const gainParams: ParamsSchema = (z) =>
  z
    .strictObject({
      // log2 with linear gains is the default: dropped, so nDCG(dcg='log2')@10 is nDCG@10
      dcg: z
        .enum(['log2', 'exp-log2'], { error: "must be 'log2' or 'exp-log2'" })
        .transform((d) => (d === 'log2' ? undefined : d))
        .optional(),
      gains: gainsParam(z).optional(),
      trec_gains: trecGainsParam(z).optional(),
    })
    .superRefine((p, ctx) => {
      if ([p.dcg, p.gains, p.trec_gains].filter((x) => x !== undefined).length > 1)
        ctx.addIssue({ code: 'custom', message: 'give one of dcg, gains or trec_gains' });
      const problem = p.trec_gains ? trecPairsProblem(p.trec_gains) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** trec_eval's gain pairs alone (G, ndcg_rel; Rndcg adds rel=): trec_gains='level=gain,…'. */
export function trecGainParams<T extends Zod.ZodRawShape>(z: typeof Zod, extra: T) {
  return z.strictObject({ ...extra, trec_gains: trecGainsParam(z).optional() }).superRefine((p, ctx) => {
    const pairs = (p as { trec_gains?: readonly (readonly [string, number])[] }).trec_gains;
    const problem = pairs ? trecPairsProblem(pairs) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export type GainSpec =
  | { type: 'linear' }
  | { type: 'exp-log2' }
  | { type: 'map'; gains: readonly (readonly [number, number])[] }
  | { type: 'trec'; pairs: readonly (readonly [string, number])[] };

export function gainSpec(spec: MeasureSpec): GainSpec {
  const p = spec.params;
  if (p.trec_gains !== undefined) return { type: 'trec', pairs: p.trec_gains as [string, number][] };
  if (p.gains !== undefined) return { type: 'map', gains: p.gains as [number, number][] };
  if (p.dcg === 'exp-log2') return { type: 'exp-log2' };
  return { type: 'linear' };
}

/** trec_eval's valid_int: an optional sign and digits only. */
function validInt(s: string): boolean {
  return /^[+-]?\d+$/.test(s);
}

/** The gain of a grade (NaN = unjudged: 0). */
export function gainFunction(g: GainSpec): (grade: number) => number {
  switch (g.type) {
    case 'linear':
      return (x) => (x > 0 ? x : 0);
    case 'exp-log2':
      return (x) => (x > 0 ? 2 ** x - 1 : 0);
    case 'map': {
      const m = new Map(g.gains.map(([a, b]) => [a, b]));
      return (x) => m.get(x) ?? 0;
    }
    case 'trec': {
      const m = new Map<number, number>();
      for (const [name, v] of g.pairs) if (validInt(name) && !m.has(atol(name))) m.set(atol(name), v);
      // Documents outside the judgments and negative grades are never a judged level: gain 0.
      return (x) => (x >= 0 ? (m.get(x) ?? x) : 0);
    }
    default: {
      const never: never = g;
      throw new Error(`unknown gain ${JSON.stringify(never)}`);
    }
  }
}

/** One level of trec_eval's gain table: its grade, gain and how many judgments of the query have it. */
export interface GainLevel {
  level: number;
  gain: number;
  count: number;
}

/**
 * trec_eval's setup_gains for one query: the listed levels in the order given, then every judged level from 0 to
 * the highest not listed, sorted by glibc's merge sort under trec_eval's comparator ((int)(gain1 - gain2)).
 */
export function trecGainLevels(pairs: readonly (readonly [string, number])[], q: QueryFacts): GainLevel[] {
  const counts: number[] = [];
  for (let i = 0; i < q.judged.length; i++) {
    const g = q.judged[i];
    if (g >= 0) counts[g] = (counts[g] ?? 0) + 1;
  }
  const levels: GainLevel[] = [];
  for (const [name, gain] of pairs) if (validInt(name)) levels.push({ level: atol(name), gain, count: 0 });
  for (let i = 0; i < counts.length; i++) {
    const found = levels.find((l) => l.level === i);
    if (found) found.count = counts[i] ?? 0;
    else levels.push({ level: i, gain: i, count: counts[i] ?? 0 });
  }
  return glibcMergeSort(levels, (a, b) => truncToInt(a.gain - b.gain));
}

function truncToInt(x: number): number {
  if (x !== x) return 0;
  return Math.max(-2147483648, Math.min(2147483647, Math.trunc(x)));
}

/** glibc's msort (qsort on glibc 2.36): top-down, n1 = n/2, the left element taken when cmp <= 0. */
export function glibcMergeSort<T>(items: T[], cmp: (a: T, b: T) => number): T[] {
  if (items.length <= 1) return items.slice();
  const n1 = items.length >> 1;
  const left = glibcMergeSort(items.slice(0, n1), cmp);
  const right = glibcMergeSort(items.slice(n1), cmp);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) out.push(cmp(left[i], right[j]) <= 0 ? left[i++] : right[j++]);
  while (i < left.length) out.push(left[i++]);
  while (j < right.length) out.push(right[j++]);
  return out;
}

/**
 * The positive gains of trec_eval's ideal ranking in ideal order: levels from the end of the sorted table down,
 * each repeated by its count, stopping at the first gain that is not positive (as m_ndcg.c walks them).
 */
export function trecIdealGains(levels: readonly GainLevel[]): number[] {
  const out: number[] = [];
  let cur = levels.length - 1;
  let gain = cur >= 0 ? levels[cur].gain : 0;
  let atLevel = 0;
  while (gain > 0) {
    atLevel++;
    while (cur >= 0 && atLevel > levels[cur].count) {
      atLevel = 1;
      cur--;
      gain = cur >= 0 ? levels[cur].gain : 0;
    }
    if (gain > 0) out.push(gain);
  }
  return out;
}

/** The ideal ranking's gains: trec_eval's order for `trec` gains, else every positive judged gain sorted descending. */
export function idealGains(g: GainSpec, gain: (x: number) => number, q: QueryFacts): number[] {
  if (g.type === 'trec') return trecIdealGains(trecGainLevels(g.pairs, q));
  const out: number[] = [];
  for (let i = 0; i < q.judged.length; i++) {
    const x = q.judged[i];
    if (q.negative === 'unjudged' && x < 0) continue;
    const v = gain(x);
    if (v > 0) out.push(v);
  }
  return descending(out);
}

/** Distinct values a list may have to be counted rather than sorted: judgments have a handful of grades. */
const FEW = 8;

/**
 * `xs` in descending order, in place. Gains take the few values of a query's grades: counted, each value is written
 * as many times as it occurs (the same numbers a sort leaves); more distinct values than FEW are sorted natively (a
 * typed array's numeric sort, no comparison function: with pooled judgments a query has hundreds of gains).
 */
function descending(xs: number[]): number[] {
  const values = fewValues;
  const counts = fewCounts;
  let distinct = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    let d = 0;
    while (d < distinct && values[d] !== x) d++;
    if (d === distinct) {
      if (distinct === FEW) {
        const sorted = Float64Array.from(xs).sort();
        for (let j = 0; j < xs.length; j++) xs[j] = sorted[xs.length - 1 - j];
        return xs;
      }
      values[distinct] = x;
      counts[distinct++] = 0;
    }
    counts[d]++;
  }
  // The distinct values largest first (an insertion sort of at most FEW, their counts with them), each repeated.
  for (let a = 1; a < distinct; a++) {
    const v = values[a];
    const c = counts[a];
    let b = a - 1;
    for (; b >= 0 && values[b] < v; b--) {
      values[b + 1] = values[b];
      counts[b + 1] = counts[b];
    }
    values[b + 1] = v;
    counts[b + 1] = c;
  }
  let at = 0;
  for (let d = 0; d < distinct; d++) for (let c = 0; c < counts[d]; c++) xs[at++] = values[d];
  return xs;
}
const fewValues = new Float64Array(FEW);
const fewCounts = new Int32Array(FEW);

/**
 * The ideal gains of `q` (idealGains), computed once per query and gain specification and shared by every caller
 * that passes the same `g`: not to be changed.
 */
export function sharedIdealGains(g: GainSpec, gain: (x: number) => number, q: QueryFacts): readonly number[] {
  return perQuery(q, g, () => idealGains(g, gain, q));
}

/** Ideal DCG at cutoff k (Infinity: the whole ideal ranking), summed in rank order as trec_eval sums it. */
export function idealDcg(key: unknown, g: GainSpec, gain: (x: number) => number, q: QueryFacts, k: number): number {
  return perQuery(q, key, () => {
    const gains = sharedIdealGains(g, gain, q);
    let s = 0;
    const lim = Math.min(k, gains.length);
    for (let i = 0; i < lim; i++) s += gains[i] / log2At(i);
    return s;
  });
}

/** The highest grade trec_eval-style gain tables take (one entry per level: a hostile 1e9 must not allocate them). */
const MAX_LEVEL = 100000;

/** A gains map must price every positive grade the judgments use, and trec_eval gains need whole-number grades. */
export function checkGains(spec: MeasureSpec, qrels: Qrels): void {
  const g = gainSpec(spec);
  if (g.type !== 'map' && g.type !== 'trec') return;
  checkGradesAgainst(spec, qrels, g);
}

/** trec_eval's level tables (G, ndcg_rel, Rndcg): whole grades from 0 up to a sane bound. */
export function checkLevels(spec: MeasureSpec, qrels: Qrels): void {
  checkGradesAgainst(spec, qrels, { type: 'trec', pairs: [] });
}

function checkGradesAgainst(spec: MeasureSpec, qrels: Qrels, g: GainSpec): void {
  const listed = g.type === 'map' ? new Set(g.gains.map(([a]) => a)) : null;
  for (const q of qrels.queries.values()) {
    for (let i = 0; i < q.grades.length; i++) {
      const x = q.grades[i];
      if (listed && x > 0 && !listed.has(x)) {
        throw new InputError(
          `${spec.label} gives no gain for grade ${x} (query "${q.qid}", document "${q.docids[i]}")`,
          { file: qrels.facts.path, line: q.lineList[i] },
          `add ${x}:<gain> to the gains map`,
        );
      }
      if (!listed && x > MAX_LEVEL) {
        throw new InputError(
          `${spec.label} uses trec_eval's gain levels, one per grade from 0; grade ${x} (query "${q.qid}") is above ${MAX_LEVEL}`,
          { file: qrels.facts.path, line: q.lineList[i] },
          'use grades such as 0–4, or gains={grade:gain,...}',
        );
      }
      if (!listed && !Number.isInteger(x)) {
        throw new InputError(
          `${spec.label} uses trec_eval's gain levels, which are whole grades; grade ${x} (query "${q.qid}") is not one`,
          { file: qrels.facts.path, line: q.lineList[i] },
          'use gains={grade:gain,...} for decimal grades',
        );
      }
    }
  }
}

/** Refuses trec_eval gain pairs whose meaning is not well defined (a level twice, a negative level). */
export function trecPairsProblem(pairs: readonly (readonly [string, number])[]): string | null {
  const seen = new Set<number>();
  for (const [name] of pairs) {
    if (!validInt(name)) continue;
    const level = atol(name);
    if (level < 0)
      return `level ${name} is negative: trec_eval would give that gain to documents outside the judgments`;
    if (seen.has(level))
      return `level ${level} is listed twice: trec_eval would use whichever it happens to sort first`;
    seen.add(level);
  }
  return null;
}

/** trec_eval's get_gain: the first level of the sorted table with this grade; 0 for anything else (unjudged, negative). */
export function levelGain(levels: readonly GainLevel[]): (grade: number) => number {
  const m = new Map<number, number>();
  for (const l of levels) if (!m.has(l.level)) m.set(l.level, l.gain);
  return (x) => (x >= 0 ? (m.get(x) ?? 0) : 0);
}

/** A trec_eval `-m name.pairs` spelling's parameters: its gain pairs, or none (the measure's own gains). */
export function trecGainsSpec({ pairs }: { pairs?: readonly (readonly [string, number])[] }): {
  params: Record<string, unknown>;
} {
  return { params: pairs?.length ? { trec_gains: pairs } : {} };
}

/** The trec_eval gain pairs of a spec (none: every level gains its grade). */
export function trecPairs(spec: MeasureSpec): readonly (readonly [string, number])[] {
  return (spec.params.trec_gains as [string, number][] | undefined) ?? [];
}

/** Walks trec_eval's ideal gains position by position (the cur_level / num_at_level loop of m_ndcg.c and its kin). */
export class IdealWalk {
  private cur: number;
  private atLevel = 0;
  gain: number;

  constructor(private levels: readonly GainLevel[]) {
    this.cur = levels.length - 1;
    this.gain = this.cur >= 0 ? levels[this.cur].gain : 0;
  }

  /** Moves to the next ideal position and returns its gain (0 once the positive gains are used up). */
  next(): number {
    this.atLevel++;
    while (this.cur >= 0 && this.atLevel > this.levels[this.cur].count) {
      this.atLevel = 1;
      this.cur--;
      this.gain = this.cur >= 0 ? this.levels[this.cur].gain : 0;
    }
    return this.gain;
  }
}
