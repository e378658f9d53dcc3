import { InputError } from '../errors.js';
import { isAbsolute, relative } from 'node:path';
import { loadContract } from '../contract/load.js';
import { readQrels } from '../read/qrels.js';
import { withSwapHint } from './swapped.js';
import { scoredInWorkers, scoreRuns, type RunJob } from '../score/parallel.js';
import { runFiles, shardsLabel } from '../read/run-files.js';
import { resolvePlan, type PlanOverrides } from '../score/plan.js';
import { summarizeRun, type RunSummary } from '../score/summary.js';
import { fmtValue, table } from '../report/table.js';
import type { ScoredRun } from '../score/evaluate.js';
import { isCountMeasure, measureDef } from '../measures/registry.js';

export interface ScoreCommandOptions extends PlanOverrides {
  qrels?: string;
  run?: string;
  contract?: string;
  /** The folder the contract's paths must stay inside (--root). */
  root?: string;
  perQuery?: boolean;
  format: 'text' | 'tsv' | 'json';
}

/** The positional form (QRELS RUN MEASURE…, as ir_measures) merged with the flags; a file given both ways is an error. */
export function positional(
  qrels: string | undefined,
  run: string | undefined,
  measures: string[],
  o: { qrels?: string; run?: string; measure?: string[] },
): { qrels?: string; run?: string; measures?: string[] } {
  // `rankgate score --qrels Q --run R nDCG@10`: the free words fill what the flags left open, then are measures
  const free = [qrels, run, ...measures].filter((x): x is string => x !== undefined);
  const q = o.qrels ?? free.shift();
  const r = o.run ?? free.shift();
  const all = [...(o.measure ?? []), ...free];
  return { qrels: q, run: r, measures: all.length ? all : undefined };
}

/** The run as a scoring job: a file, or (a glob) the shards of a run split by query, named relative to here. */
function runJob(run: string): RunJob {
  const cwd = process.cwd();
  const shown = (p: string) => {
    const r = relative(cwd, p);
    return isAbsolute(p) && r && !r.startsWith('..') && !isAbsolute(r) ? r.split('\\').join('/') : p;
  };
  const files = runFiles([run], cwd, { what: 'the run', shown });
  return files.length === 1
    ? { path: files[0]!.path, label: files[0]!.label }
    : { path: files[0]!.path, label: shardsLabel(files), shards: files };
}

/** `rankgate score`: one run's per-query values and means. Returns the text to print. */
export async function scoreCommand(o: ScoreCommandOptions): Promise<{ output: string; warnings: string[] }> {
  const contract = o.contract ? loadContract(o.contract, o.contract, { root: o.root }) : undefined;
  const plan = resolvePlan(contract, o, 0);
  const textual = plan.measures.find((m) => measureDef(m.kind).text);
  if (textual)
    throw new InputError(
      `${textual.label} is text, not a number`,
      {},
      'rankgate trec_eval -q prints it per query, as trec_eval does',
    );
  if (!o.run)
    throw new InputError('no run given', {}, 'pass the run file: rankgate score QRELS RUN MEASURE… or --run FILE');
  const qrelsPath = o.qrels ?? contract?.paths.judgments;
  if (!qrelsPath) {
    throw new InputError('no judgments given', {}, 'pass --qrels FILE or --contract rankgate.yml');
  }
  const runPath = o.run;
  const run = await (async () => {
    const job = runJob(runPath);
    // Scored in threads, the judgments are read once, here, into memory the threads share: a thread loads rankgate
    // meanwhile, and then has no file to read and no copy to hold.
    const shared = scoredInWorkers([job]);
    // Nothing `score` prints names the judgments' sha256: it is not taken.
    const qrels = await readQrels(qrelsPath, o.qrels ?? contract!.contract.judgments, undefined, {
      shared,
      hash: false,
    });
    // Only the JSON output names the run's sha256: text and TSV spare reading the file through SHA-256 (a tenth of the
    // CPU time of scoring a large run).
    // TSV prints values only: the optimistic values and the tie ranges (what text and JSON report beside them, the
    // tie-dependent counts) are not computed for it, as rankgate trec_eval does not compute them.
    const scoring = o.format === 'tsv' ? { ...plan, columns: 'values' as const } : plan;
    const [r] = await scoreRuns([job], qrels, qrelsPath, scoring, {
      hash: o.format === 'json',
      sharedJudgments: shared,
    });
    return r!;
  })().catch((e: unknown) => {
    throw withSwapHint(e, qrelsPath, runPath);
  });
  // what was asked, as asked: `ndcg_cut.10` stays `ndcg_cut.10`, `MRR@10` stays `MRR@10`
  const summary = summarizeRun(run, plan.aggregate);
  const warnings = summary.warnings.map((w) => w.message);
  if (o.format === 'tsv') return { output: tsv(run, summary, !!o.perQuery), warnings };
  if (o.format === 'json')
    return {
      output: JSON.stringify(json(run, summary, plan.policy, plan.relevance, plan.aggregate), null, 2),
      warnings,
    };
  return { output: text(run, summary, !!o.perQuery), warnings };
}

function isCount(run: ScoredRun, mi: number): boolean {
  return isCountMeasure(run.measures[mi]);
}

/** `qid<TAB>measure<TAB>value`, with `all` for the aggregate, as ir_measures prints. */
function tsv(run: ScoredRun, s: RunSummary, perQuery: boolean): string {
  const lines: string[] = [];
  if (perQuery) {
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.included[qi]) continue;
      for (let mi = 0; mi < run.measures.length; mi++)
        lines.push(`${run.qids[qi]}\t${run.measures[mi].label}\t${run.value[mi][qi]}`);
    }
  }
  for (const m of s.measures) lines.push(`all\t${m.label}\t${m.value}`);
  return lines.join('\n');
}

function json(run: ScoredRun, s: RunSummary, policy: object, relevance: number, aggregate: string): object {
  // Keyed by query ids, which are data: no prototype, so a query named "__proto__" is a key like any other.
  const perQuery = Object.create(null) as Record<string, Record<string, number>>;
  for (let qi = 0; qi < run.qids.length; qi++) {
    const row: Record<string, number> = {};
    for (let mi = 0; mi < run.measures.length; mi++) row[run.measures[mi].label] = run.value[mi][qi];
    perQuery[run.qids[qi]] = row;
  }
  return {
    run: {
      file: run.read.facts.path,
      sha256: run.read.facts.sha256,
      lines: run.read.facts.lines,
      format: run.read.format,
      tags: run.read.tags,
      ...(run.read.shards
        ? { shards: run.read.shards.map((f) => ({ file: f.path, sha256: f.sha256, lines: f.lines })) }
        : {}),
    },
    relevance,
    aggregate,
    policy,
    means: Object.fromEntries(s.measures.map((m) => [m.label, m.value])),
    optimistic: Object.fromEntries(s.measures.map((m) => [m.label, m.optimistic])),
    aggregation: Object.fromEntries(s.measures.map((m) => [m.label, m.aggregation])),
    counts: { ...s.counts },
    queries: {
      missing: run.qids.filter((_, qi) => run.missing[qi]),
      noRelevant: run.qids.filter((_, qi) => run.noRelevant[qi]),
      excluded: run.qids.filter((_, qi) => !run.included[qi]),
      runOnly: run.read.runOnly,
    },
    perQuery,
  };
}

function text(run: ScoredRun, s: RunSummary, perQuery: boolean): string {
  const out: string[] = [];
  const rows = s.measures.map((m, mi) => [
    m.label,
    fmtValue(m.value, isCount(run, mi)),
    fmtValue(m.optimistic, isCount(run, mi)),
    String(m.tieDependent),
    m.aggregation,
  ]);
  out.push(table(rows, ['measure', 'value', 'optimistic', 'tie-dep', 'aggregate']));
  const c = s.counts;
  out.push('');
  out.push(
    `queries: ${c.evaluated} evaluated of ${c.judged} judged; ${c.missing} missing from the run (scored 0); ` +
      `${c.noRelevant} without a relevant judgment${c.evaluated < c.judged ? ' (excluded)' : ''}; ${c.runOnly} run-only (ignored); ` +
      `${c.tieDependent} whose value depends on tie order`,
  );
  if (perQuery) {
    out.push('');
    const qrows: string[][] = [];
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.included[qi]) continue;
      qrows.push([run.qids[qi], ...run.measures.map((_, mi) => fmtValue(run.value[mi][qi], isCount(run, mi)))]);
    }
    out.push(table(qrows, ['qid', ...run.measures.map((m) => m.label)]));
  }
  return out.join('\n');
}
