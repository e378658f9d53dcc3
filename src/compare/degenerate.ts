import type { Contract } from '../contract/schema.js';
import type { ScoredRun } from '../score/evaluate.js';
import { compareIds } from '../read/ids.js';
import { HEAD } from '../score/order.js';
import { named, reason } from './guards.js';
import type { Reason } from './schema.js';

// Degenerate runs: files that parse and score, but whose ranking is not a ranking. A comparison against or of such a
// run means nothing (a constant-score candidate "loses" only by docid order, an inverted baseline makes any
// candidate look better), so each fails as a broken run, whichever side it is on, before any statistics.
//
// Every threshold is a share of the judged queries the run answers (queries counted in means); a few odd queries
// never trip a guard, a run broken throughout always does:
// - tied scores: a query is tie-ordered when more than half of its top 10 positions share their score with a
//   neighbour; the run is broken when at least half of its queries are. Lucene-style BM25 ties (two documents with
//   the same term statistics) touch a few positions of a few queries, far from that.
// - inverted scores: a query's scores contradict its rank field when at least 4 consecutive pairs of results carry
//   both a rank and a score difference and at least 80% of them have the score rising with the rank; the run is
//   broken when at least half of its queries do. A reranker that kept the first stage's ranks agrees about half
//   the time, never 80% over many pairs in most queries.
// - same results: a document is everywhere when it is in the top 10 of more than half the queries; the candidate
//   is broken when everywhere documents hold at least half of its top-10 positions while they hold less than half
//   of the baseline's (at least 5 queries answered). Only the candidate is checked, against the baseline: test
//   collections with one small pool of documents legitimately share documents across every query.

/** Least share of a run's judged queries that makes a degenerate pattern the run's, not a few queries'. */
const RUN_SHARE = 0.5;
/** Consecutive pairs with rank and score evidence a query needs before its scores can contradict its ranks. */
const MIN_PAIRS = 4;
/** Share of those pairs that must contradict. */
const AGAINST_SHARE = 0.8;
/** Fewest answered queries for the same-results check (with two queries, "more than half" is every query). */
const MIN_QUERIES = 5;

type Side = 'baseline' | 'candidate';

/** Judged queries the run answered and that count in means. */
function answered(run: ScoredRun, included: Uint8Array): number[] {
  const out: number[] = [];
  for (let qi = 0; qi < run.qids.length; qi++) if (included[qi] && !run.missing[qi]) out.push(qi);
  return out;
}

function atLeastShare(count: number, of: number): boolean {
  return of > 0 && count >= RUN_SHARE * of;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function examples(run: ScoredRun, qis: number[], blind: Uint8Array): string {
  const shown = named(run, qis, blind).slice(0, 5);
  return shown.length ? ` (${shown.join(', ')}${qis.length > shown.length ? ', …' : ''})` : '';
}

function fixFor(side: Side, what: string): string {
  return side === 'candidate'
    ? `fix the run that produced it: ${what}`
    : `the baseline cannot be compared against: ${what}, then bless the fixed run as the baseline (rankgate baseline --run <run>)`;
}

/**
 * For most queries, more than half of the run's top results share one score, so their order is the tie policy's
 * (docid order under trec_eval), not the ranker's. Coarse scores with small groups of ties (a quantised ranker) keep
 * their order between groups and are not caught. Only under score-ordered tie policies: under `ties: rank` or `file` the order comes
 * from the ranks or the file, and equal scores are harmless.
 */
export function tiedScoresGuard(
  contract: Contract,
  run: ScoredRun,
  side: Side,
  included: Uint8Array,
  blind: Uint8Array,
): Reason | null {
  const ties = contract.policy.ties;
  if (ties === 'rank' || ties === 'file') return null;
  const qs = answered(run, included);
  const hit = qs.filter((qi) => run.order.head[qi] >= 2 && run.order.tied[qi] * 2 > run.order.head[qi]);
  if (!atLeastShare(hit.length, qs.length)) return null;
  return reason({
    level: 'fail',
    kind: 'tied-scores',
    slice: 'all',
    run: side,
    queries: named(run, hit, blind),
    queryCount: hit.length,
    message: `The ${side} run's scores carry no order: in ${hit.length} of ${plural(qs.length, 'judged query', 'judged queries')}${examples(run, hit, blind)} more than half of the top ${HEAD} results share one score, so tie-breaking on document ids orders them, not the ranker. A broken run (constant scores?), not a regression: ${fixFor(side, "make it write the ranker's real scores, or set policy.ties: rank if the rank field is the intended order")}.`,
  });
}

/**
 * The run's scores rise as its rank field rises: rank 1 holds the lowest score. Ranking by score (trec_eval, and
 * rankgate under score-ordered tie policies) then turns each list upside down: distances written as scores.
 */
export function invertedScoresGuard(
  contract: Contract,
  run: ScoredRun,
  side: Side,
  included: Uint8Array,
  blind: Uint8Array,
): Reason | null {
  const ties = contract.policy.ties;
  if (ties === 'rank' || ties === 'file') return null;
  const qs = answered(run, included);
  const hit = qs.filter((qi) => {
    const along = run.order.along[qi];
    const against = run.order.against[qi];
    return along + against >= MIN_PAIRS && against >= AGAINST_SHARE * (along + against);
  });
  if (!atLeastShare(hit.length, qs.length)) return null;
  return reason({
    level: 'fail',
    kind: 'inverted-scores',
    slice: 'all',
    run: side,
    queries: named(run, hit, blind),
    queryCount: hit.length,
    message: `The ${side} run's scores contradict its ranks: in ${hit.length} of ${plural(qs.length, 'judged query', 'judged queries')}${examples(run, hit, blind)} the score rises with the rank field (rank 1 has the lowest score), so ranking by score, as trec_eval does, turns each list upside down. Distances written as scores: ${fixFor(side, 'write scores where higher is better (e.g. the negated distance), or set policy.ties: rank if the rank field is the intended order')}.`,
  });
}

/** Share of a run's top-HEAD positions held by documents in the top HEAD of more than half the answered queries. */
function everywhereShare(run: ScoredRun, qs: number[]): { share: number; docs: string[] } {
  const heads = qs.map((qi) => distinctHead(run.top[qi]?.docids));
  // Only a document in more than half the queries counts, and of the at most HEAD·n (query, document) pairs fewer
  // than 2·HEAD documents can each fill more than n/2: a Misra–Gries count with 2·HEAD − 1 counters keeps every one
  // of them (and perhaps others), without a map of every document seen; the exact counts of those few decide.
  const everywhere = new Set<string>();
  for (const d of frequentCandidates(heads, 2 * HEAD - 1)) {
    let n = 0;
    for (const head of heads) if (head.includes(d)) n++;
    if (n * 2 > qs.length) everywhere.add(d);
  }
  let positions = 0;
  let held = 0;
  for (const qi of qs) {
    const top = run.top[qi]?.docids.slice(0, HEAD) ?? [];
    positions += top.length;
    for (const d of top) if (everywhere.has(d)) held++;
  }
  // Sorted: the message must not depend on the order documents were first seen in.
  return { share: positions ? held / positions : 0, docs: [...everywhere].sort(compareIds) };
}

/** A query's top-HEAD documents, each once. */
function distinctHead(docids: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const d of docids?.slice(0, HEAD) ?? []) if (!out.includes(d)) out.push(d);
  return out;
}

/**
 * Misra–Gries: every item occurring more than total/(k + 1) times in the lists is among the (at most k) returned.
 */
function frequentCandidates(lists: readonly string[][], k: number): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const d of list) {
      const c = counts.get(d);
      if (c !== undefined) counts.set(d, c + 1);
      else if (counts.size < k) counts.set(d, 1);
      else
        for (const [key, v] of counts) {
          if (v === 1) counts.delete(key);
          else counts.set(key, v - 1);
        }
    }
  }
  return [...counts.keys()];
}

/** The candidate shows the same documents whatever the query (the query never reached the ranker); the baseline does not. */
export function sameResultsGuard(base: ScoredRun, cand: ScoredRun, included: Uint8Array): Reason | null {
  const qs = answered(cand, included);
  if (qs.length < MIN_QUERIES) return null;
  const c = everywhereShare(cand, qs);
  if (c.share < RUN_SHARE) return null;
  const b = everywhereShare(base, answered(base, included));
  if (b.share >= RUN_SHARE) return null;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const docs = c.docs.slice(0, 5).join(', ') + (c.docs.length > 5 ? ', …' : '');
  return reason({
    level: 'fail',
    kind: 'same-results',
    slice: 'all',
    run: 'candidate',
    queryCount: qs.length,
    message: `The candidate returns the same documents whatever the query: ${pct(c.share)} of its top-${HEAD} results across ${qs.length} judged queries are ${plural(c.docs.length, 'document', 'documents')} it puts in the top ${HEAD} of more than half of them (${docs}); the baseline's share is ${pct(b.share)}. The query does not reach the ranker: fix the run that produced it.`,
  });
}

/** Every degenerate-run guard, baseline first (a broken baseline explains whatever the candidate seems to do). */
export function degenerateGuards(contract: Contract, base: ScoredRun, cand: ScoredRun, blind: Uint8Array): Reason[] {
  const included = base.included;
  const out: Reason[] = [];
  for (const [run, side] of [
    [base, 'baseline'],
    [cand, 'candidate'],
  ] as const) {
    const tied = tiedScoresGuard(contract, run, side, included, blind);
    if (tied) out.push(tied);
    const inverted = invertedScoresGuard(contract, run, side, included, blind);
    if (inverted) out.push(inverted);
  }
  const same = sameResultsGuard(base, cand, included);
  if (same) out.push(same);
  return out;
}
