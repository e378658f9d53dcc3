import type { Warning } from '../errors.js';
import { aggregateColumn, aggregationOf, includedQueries, type Aggregate, type Aggregation } from './aggregate.js';
import { isTieDependent, tieDependentQueries, type ScoredRun } from './evaluate.js';

/** One run's means and the counts that averages hide: what `rankgate score` prints. */
export interface RunSummary {
  measures: {
    name: string;
    label: string;
    aggregation: Aggregation;
    value: number;
    optimistic: number;
    tieDependent: number;
  }[];
  counts: {
    judged: number;
    evaluated: number;
    missing: number;
    noRelevant: number;
    runOnly: number;
    tieDependent: number;
  };
  warnings: Warning[];
}

export function summarizeRun(run: ScoredRun, aggregate: Aggregate): RunSummary {
  const q = includedQueries(run);
  const measures = run.measures.map((spec, mi) => {
    const how = aggregationOf(spec, aggregate);
    let tie = 0;
    for (let i = 0; i < q.length; i++) if (isTieDependent(run, mi, q[i])) tie++;
    return {
      name: spec.name,
      label: spec.label,
      aggregation: how,
      value: aggregateColumn(run, mi, run.value[mi], q, how),
      optimistic: aggregateColumn(run, mi, run.optimistic[mi], q, how, { num: run.optNum, den: run.optDen }),
      tieDependent: tie,
    };
  });
  const tieQueries = tieDependentQueries(run, q);
  let missing = 0;
  let noRel = 0;
  for (let qi = 0; qi < run.qids.length; qi++) {
    missing += run.missing[qi];
    noRel += run.noRelevant[qi];
  }
  return {
    measures,
    counts: {
      judged: run.qids.length,
      evaluated: q.length,
      missing,
      noRelevant: noRel,
      runOnly: run.read.runOnly.length,
      tieDependent: tieQueries,
    },
    warnings: runWarnings(run),
  };
}

/** Loud warnings about a run that scores, but probably not as the user meant. */
export function runWarnings(run: ScoredRun): Warning[] {
  const w: Warning[] = [];
  const label = run.read.facts.path;
  if (run.read.judgedResults === 0) {
    w.push({
      code: 'no-overlap',
      message: `${label}: none of the run's document ids appear in the judgments — a changed id namespace? Every measure will be 0.`,
    });
  }
  if (run.read.runOnly.length > 0) {
    const n = run.read.runOnly.length;
    w.push({
      code: 'run-only',
      message: `${label}: ${n} quer${n === 1 ? 'y has' : 'ies have'} results but no judgments and ${n === 1 ? 'is' : 'are'} not scored (e.g. "${run.read.runOnly[0]}")`,
    });
  }
  let missing = 0;
  for (let qi = 0; qi < run.qids.length; qi++) missing += run.missing[qi];
  if (missing > 0) {
    w.push({
      code: 'missing',
      message: `${label}: ${missing} judged quer${missing === 1 ? 'y has' : 'ies have'} no results and ${missing === 1 ? 'is' : 'are'} scored as zero`,
    });
  }
  const bad = run.read.badRanks;
  if (bad.count > 0) {
    w.push({
      code: 'rank-ignored',
      message: `${label}: ${bad.count} result${bad.count === 1 ? ' has a rank' : 's have ranks'} that ${bad.count === 1 ? 'is' : 'are'} not a whole number (e.g. ${bad.example}); the rank column is ignored, as trec_eval ignores it (only ties: rank reads it)`,
    });
  }
  if (run.read.duplicatesDropped > 0) {
    w.push({
      code: 'duplicates',
      message: `${label}: ${run.read.duplicatesDropped} repeated result(s) dropped (policy.duplicates: first)`,
    });
  }
  return w;
}
