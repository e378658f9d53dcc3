import type { Qrels } from '../read/qrels.js';
import type { MeasureSpec } from '../measures/parse.js';
import { resolveMeasure, scoreOrdered, type MeasureValue } from '../score/compute.js';
import type { ScoredRun, TopList } from '../score/evaluate.js';
import { deriveSeed, Rng } from './stats.js';

// Could incomplete judgments, rather than worse ranking, explain a drop? The inconclusive check.
//
// Only documents the candidate newly brought into its top k — unjudged, and not in the baseline's top k — can explain a
// drop: documents both runs show affect both, and a judged document's relevance is known. Each such document is taken
// to be relevant with a chance p estimated from the judgments (or set by the contract), never assumed to be 1, and the
// expected change of the pair's delta over those chances is computed from the kept top lists of both runs (exactly,
// over every subset, when a query has few such documents; else by seeded sampling). Under `ties: expected` or
// `unjudged: condensed` the lists are taken in their ranked order, an approximation the report states.

export interface UnjudgedEstimate {
  /** Chance of relevance used for each newly shown unjudged document. */
  relevance: number;
  /** Newly shown unjudged documents over the slice's queries. */
  documents: number;
  /** Expected change of the slice's mean delta if those documents were judged at that chance. */
  effect: number;
}

/** Above this many new documents in one query, subsets are sampled instead of enumerated. */
const ENUMERATE_MAX = 10;
const SAMPLES = 512;

function top(t: TopList | null, k: number): { docids: string[]; grades: (number | null)[] } {
  if (!t) return { docids: [], grades: [] };
  return { docids: t.docids.slice(0, k), grades: t.grades.slice(0, k) };
}

/**
 * The chance that a document the candidate newly shows is relevant, estimated as the judged precision in both runs'
 * top k over the slice: relevant judged documents / judged documents, with one relevant and one not-relevant
 * pseudo-judgment (Laplace), so an empty slice gives 1/2.
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

/** Depth of the top lists the check looks at for a measure: its cutoff, within what the first pass kept. */
export function checkDepth(spec: MeasureSpec, kept: number): number {
  return Math.min(spec.cutoff ?? kept, kept);
}

/**
 * The expected effect on the slice's delta of judging the candidate's newly shown unjudged documents at chance p.
 * `prior`: 'judged' (estimate p per slice) or a fixed chance.
 */
export function unjudgedEffect(base: ScoredRun, cand: ScoredRun, qrels: Qrels, spec: MeasureSpec, relevance: number, kept: number,
  members: Int32Array, prior: 'judged' | number, seed: number, sliceName: string): UnjudgedEstimate {
  const m = resolveMeasure(spec, relevance);
  const k = checkDepth(spec, kept);
  const p = prior === 'judged' ? judgedPrecision(base, cand, members, k, m.rel) : prior;
  // A newly judged document counts as relevant at the measure's own level.
  const grade = Math.max(m.rel, relevance);
  const v: MeasureValue = { value: 0, num: 0, den: 1 };
  let documents = 0;
  let total = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const qid = base.qids[qi];
    const b = top(base.top[qi], k);
    const c = top(cand.top[qi], k);
    const shown = new Set(b.docids);
    const fresh: number[] = [];
    c.docids.forEach((d, r) => {
      if (c.grades[r] === null && !shown.has(d)) fresh.push(r);
    });
    if (fresh.length === 0) continue;
    documents += fresh.length;
    const judged = qrels.queries.get(qid)!.grades;
    const gradesOf = (list: { grades: (number | null)[] }) => Float64Array.from(list.grades, (g) => (g === null ? NaN : g));
    const bg = gradesOf(b);
    const cg = gradesOf(c);
    const score = (grades: Float64Array, extra: number): number => {
      const aug = new Float64Array(judged.length + extra);
      aug.set(judged);
      aug.fill(grade, judged.length);
      scoreOrdered(m, grades, grades.length, { judged: aug, maxGrade: Math.max(qrels.maxGrade, grade) }, v);
      return v.value;
    };
    const before = score(cg, 0) - score(bg, 0);
    // Subset `mask` of the fresh documents judged relevant: the candidate's list gains them; both runs' ideal does.
    const deltaUnder = (relevantAt: boolean[]): number => {
      const g = Float64Array.from(cg);
      let extra = 0;
      fresh.forEach((r, j) => {
        if (relevantAt[j]) {
          g[r] = grade;
          extra++;
        }
      });
      return score(g, extra) - score(bg, extra);
    };
    let expected = 0;
    if (fresh.length <= ENUMERATE_MAX) {
      for (let mask = 0; mask < 1 << fresh.length; mask++) {
        const on = fresh.map((_, j) => ((mask >>> j) & 1) === 1);
        let w = 1;
        for (const x of on) w *= x ? p : 1 - p;
        if (w > 0) expected += w * deltaUnder(on);
      }
    } else {
      const rng = new Rng(deriveSeed(seed, `unjudged|${sliceName}|${spec.name}|${qid}`));
      for (let s = 0; s < SAMPLES; s++) expected += deltaUnder(fresh.map(() => rng.next() < p));
      expected /= SAMPLES;
    }
    total += expected - before;
  }
  return { relevance: p, documents, effect: members.length > 0 ? total / members.length : 0 };
}
