import { existsSync } from 'node:fs';
import { relative, isAbsolute, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { VERSION } from '../version.js';
import { loadContract, contractId, canonicalJson, type ResolvedContract } from '../contract/load.js';
import type { Contract } from '../contract/schema.js';
import { readQrels } from '../read/qrels.js';
import { LIMITS } from '../read/limits.js';
import { largeJudgments, shareJudgments } from '../score/threads.js';
import { readSlices, type SliceTable } from '../read/slices.js';
import { readQueries, type QueryTexts } from '../read/queries.js';
import { parseMeasure } from '../measures/parse.js';
import { tieDependentQueries, type ScoredRun } from '../score/evaluate.js';
import {
  applyDigests,
  completeDigests,
  digestsArriving,
  digestFiles,
  digestsToTake,
  scoreRuns,
  type DigestResult,
  type RunJob,
} from '../score/parallel.js';
import { runFiles, shardsLabel } from '../read/run-files.js';
import { startLane, worthAThread, type Lane } from '../threads/pool.js';
import { condenseDeep, forgetQueryChecks, unjudgedEffect, type UnjudgedEstimate } from '../compare/hypothetical.js';
import { resolvePlan } from '../score/plan.js';
import { aggregationOf, includedQueries } from '../score/aggregate.js';
import { runWarnings } from '../score/summary.js';
import { REPORT_SCHEMA, type Report, type SliceReport } from '../report/schema.js';
import { loadRenderers, RenderedOutputs } from '../report/rendered.js';
import { buildSlices, type Slice } from '../compare/slices.js';
import { sliceStatistics } from '../compare/statistics.js';
import { decideVerdict, planFamily, structuralReasons, worseStatus } from '../compare/gate.js';
import { buildLedger, buildToJudge } from '../compare/ledger.js';
import { baselineAge, refreshSuggestion } from '../compare/refresh.js';
import { judgmentMap } from './judged.js';
import { neededDepth } from './baseline.js';
import { gatedDepth, hypotheticalDepth } from '../contract/depths.js';
import { summaryLine } from '../compare/summary-line.js';
import { significanceFacts } from '../compare/significance-facts.js';
import { weightedOverall } from '../compare/weights.js';

export interface CompareOptions {
  /** Path to rankgate.yml. */
  contract: string;
  /**
   * The candidate run: a file, or the files of a run sharded by query (paths or globs, each glob's matches sorted;
   * read/run-files.ts), read as one run.
   */
  run: string | readonly string[];
  /** Overrides the contract's baseline. */
  baseline?: string;
  /** Folder paths in the report are written relative to (default: the working directory). */
  root?: string;
  /**
   * Folder the contract's paths must stay inside (read/paths.ts confine). Default: `root` when given, else the
   * repository the contract is in.
   */
  workspace?: string;
  /** The PR carries the accept label (and who added it): a failing verdict is reported but accepted. */
  acceptance?: Report['acceptance'];
  /** What the PR changed in the evaluation itself (see compare/goalposts.ts). */
  goalposts?: Report['goalposts'];
  /** ISO date of the candidate's commit: the baseline's age is measured to it (the report never reads the clock). */
  candidateDate?: string;
  /** The run path shown in the suggested bless command (default: the candidate as the report shows it). */
  refreshRun?: string;
  /** Warnings from before the comparison (e.g. the base commit's files could not be read), shown first. */
  warnings?: string[];
  /**
   * The PR's judgments when the gate uses the base commit's (see pipeline/base.ts): pairs they grade are left out of
   * the to-judge list, which would otherwise ask for what the PR just judged, and counted in goalposts.judgedByPr.
   */
  prJudgments?: string;
  /**
   * Test both extreme orders of tied scores for significance even where no rule can fire in them (by default they are
   * left out of the family test then: compare/gate.ts canFire). The same report either way; tests compare the two.
   */
  everyTieOrder?: boolean;
}

export interface CompareResult {
  report: Report;
  /** Every output of the registry (report/outputs.ts), each rendered once, when first read. */
  outputs: RenderedOutputs;
  /** The serialized report (validated, deterministic bytes). */
  readonly reportJson: string;
  /** PR comment / job summary body; first line is the hidden marker; at most 65,536 characters. */
  readonly markdown: string;
  /** The standalone HTML report (one file, no network). */
  readonly html: string;
  /** The registry's files: report.json, report.md, report.html, per-query.csv, to-judge.qrels, junit.xml. */
  readonly files: { name: string; readonly content: string }[];
}

/** Most unjudged pairs listed in the report; the stub file holds the same list. */
const TO_JUDGE_MAX = 2000;

/** Queries per direction in the HTML report's drill-down (with both rankings). */
export const DRILL_DOWN_MAX = 100;

/**
 * Scores both runs under the contract, compares every slice, decides the verdict and renders the report: four plain
 * steps, each handing the next what it made.
 */
export async function runComparison(opts: CompareOptions): Promise<CompareResult> {
  const scored = await scoreBoth(opts);
  const compared = await compareScored(scored, opts);
  const report = buildReport(scored, compared, opts);
  return render(report, compared.queryLabels);
}

/**
 * Whether the inconclusive check can read the baseline's deep positions: it runs on a failing rule and estimates
 * chances from them only under `unjudged_relevance: judged` (a fixed chance needs no ranks).
 */
function readsDeep(contract: Contract): boolean {
  return contract.gate.unjudged_relevance === 'judged' && contract.gate.rules.some((r) => r.fail !== undefined);
}

/** Progress lines on stderr with RANKGATE_DEBUG (timings while tuning; never part of a report). */
function debugLine(): (what: string) => void {
  return process.env.RANKGATE_DEBUG
    ? (what: string) => process.stderr.write(`rankgate: ${what} at ${Math.round(performance.now())} ms\n`)
    : () => {};
}

type Scored = Awaited<ReturnType<typeof scoreBoth>>;

/**
 * Step 1: the contract and its files read, both runs scored under it. The runs are scored in worker threads when
 * large while the judgments, slices and query texts are read here; a thread for the statistics is started meanwhile
 * when the next step will want one.
 */
async function scoreBoth(opts: CompareOptions) {
  const root = opts.root ?? process.cwd();
  const shown = (p: string) => {
    const r = relative(root, p);
    return r && !r.startsWith('..') && !isAbsolute(r) ? r.split('\\').join('/') : p;
  };
  const rc = loadContract(opts.contract, shown(opts.contract), { root: opts.workspace ?? opts.root });
  const contract = normalizeMeasures(rc);
  const baselinePath = opts.baseline ?? rc.paths.baseline;
  if (!baselinePath) {
    throw new InputError('no baseline run', { file: rc.file }, 'set baseline: in the contract or pass --baseline FILE');
  }
  // The first comparison of a new setup has no baseline yet: say how to make one, not only that a file is missing.
  if (!existsSync(baselinePath)) {
    throw new InputError(
      'baseline file not found',
      { file: shown(baselinePath) },
      opts.baseline !== undefined
        ? 'check the baseline path given'
        : `create it from the main branch's run: rankgate baseline --contract ${rc.file} --run <main's run>, then commit it`,
    );
  }

  const candidateJob = runSource(opts.run, shown, opts.workspace);

  // Read here while the scoring workers start: once they are started (a microtask later), so that reading does not
  // delay them. A large file is read into shared memory and handed to them; they read a small one themselves.
  const readOnce = shareJudgments(rc.paths.judgments);
  const reading = Promise.resolve().then(() =>
    readQrels(rc.paths.judgments, shown(rc.paths.judgments), LIMITS, { shared: readOnce }),
  );
  reading.catch(() => {}); // awaited below

  // The ledger shows, and the to-judge list covers, the same top k of each run; the optimistic re-scoring needs
  // the ids of unjudged documents down to the deepest gated cutoff.
  const topk = contract.report.topk;
  const plan = resolvePlan(rc, {}, Math.max(topk, hypotheticalDepth(rc)));
  const debug = debugLine();
  debug('scoring');
  // The runs are scored in worker threads when large; the small files are read meanwhile.
  const scoring = scoreRuns(
    [
      // The inconclusive check asks where the baseline ranked what the candidate newly shows (under the estimated
      // prior, for a rule that can fail): it keeps docid hashes. Its file is hashed later: by its worker as soon as
      // its share is sent, while this thread still scores the candidate (two cores, 6,980 queries: 0.93-0.98x the wall
      // time); with large judgments, by whichever thread gets free first while the statistics run, since there the
      // worker's heap, kept while it hashed, stood beside the statistics' thread at the peak (a million pooled
      // judgments under Node 22: 300-310 MB, 327-338 MB so kept) for no time saved (bench/README.md, twenty-second
      // session).
      {
        path: baselinePath,
        label: shown(baselinePath),
        deep: readsDeep(contract) ? plan.policy.depth : undefined,
        hashLater: true,
        hashAfterShare: !largeJudgments(rc.paths.judgments),
      },
      candidateJob,
    ],
    reading,
    rc.paths.judgments,
    plan,
    { qrelsLabel: shown(rc.paths.judgments), sharedJudgments: readOnce },
  );
  scoring.catch(() => {}); // awaited below; an error from reading the slices first must not leave it unhandled
  // The renderers load while the runs are scored (RenderedOutputs.of awaits them at the end).
  loadRenderers().catch(() => {});
  const qrels = await reading;
  // With many queries, a thread for the statistics starts now: once this thread has scored its own share, when there is
  // one (it holds this thread until done), while the other run's thread finishes. Started as soon as the judgments were
  // read instead, its start-up competed with the scoring and its heap stood beside the runs' (the same wall time).
  const sig = contract.gate.significance === 'none' ? null : contract.gate.significance;
  const standby = statisticsThread(qrels.qids.length * ((sig?.iterations ?? 10_000) + (sig?.bootstrap ?? 10_000)));
  const sliceTable: SliceTable | null = rc.paths.slices
    ? await readSlices(rc.paths.slices, shown(rc.paths.slices))
    : null;
  const texts: QueryTexts | null = rc.paths.queries
    ? await readQueries(rc.paths.queries, shown(rc.paths.queries))
    : null;
  const [base, cand] = await scoring;
  return { rc, contract, shown, baselinePath, candidateJob, qrels, sliceTable, texts, plan, topk, standby, base, cand };
}

/**
 * A worker thread kept ready for the statistics (and the runs' digests) when they are worth one: `rounds` is queries
 * × resampling rounds. null: they run on this thread.
 */
function statisticsThread(rounds: number): Lane | null {
  return worthAThread(rounds, 50_000_000) ? startLane() : null;
}

/**
 * Step 2: the comparison of the scored runs: provenance, slices, paired statistics, the gate's verdict, the ledgers
 * and the to-judge list, the warnings and the summary line. The runs' digests finish meanwhile on the statistics' thread.
 */
async function compareScored(scored: Scored, opts: CompareOptions) {
  const { rc, contract, shown, baselinePath, candidateJob, qrels, sliceTable, texts, plan, topk, standby, base, cand } =
    scored;
  const debug = debugLine();
  const judgeDepth = topk;
  const id = contractId(rc.contract, qrels.facts.sha256, sliceTable?.facts.sha256);
  const notes = checkProvenance(rc, base, cand, id);
  const prJudged = opts.prJudgments ? await judgmentMap(opts.prJudgments, shown(opts.prJudgments)) : null;

  const sp = buildSlices(qrels.qids, base.included, sliceTable, contract.heldout, rc.file);
  debug('statistics');
  const familyPlan = planFamily(contract, rc.file, sp.slices, base, cand, plan.aggregate, {
    everyTieOrder: opts.everyTieOrder,
  });
  const kept = plan.keep;
  const sigFacts = contract.gate.significance === 'none' ? null : contract.gate.significance;
  // The inconclusive estimates, each computed once: asked for by the verdict, or ahead of it (below).
  const estimates = new Map<string, UnjudgedEstimate>();
  const explain = (slice: Slice, mi: number): UnjudgedEstimate => {
    const k = `${slice.name}\u0000${mi}`;
    let e = estimates.get(k);
    if (!e) {
      e = unjudgedEffect(
        base,
        cand,
        qrels,
        plan.measures[mi],
        plan.relevance,
        kept,
        slice.members,
        contract.gate.unjudged_relevance,
        sigFacts?.seed ?? 1,
        slice.name,
      );
      estimates.set(k, e);
    }
    return e;
  };
  const gateFacts = {
    contract,
    file: rc.file,
    slices: sp.slices,
    base,
    cand,
    depthNeeded: gatedDepth(rc),
  };
  const blindMode = contract.heldout?.mode !== 'visible';
  const all = sp.slices[0];
  const primaryIndex = plan.measures.findIndex((m) => m.name === contract.gate.primary);
  // What the report needs of the runs whatever the statistics say: found while a worker finishes the statistics, when
  // one does (this thread would otherwise wait), else after them.
  const visible = visibleQueries(sp.heldoutMask, base.included, blindMode);
  const early: {
    structural?: ReturnType<typeof structuralReasons>;
    ledger?: ReturnType<typeof buildLedger>;
    toJudge?: ReturnType<typeof buildToJudge>;
    drill?: ReturnType<typeof buildLedger>;
  } = {};
  // The ledger shows `limit` queries each way; the drill-down (same ranking) goes deeper.
  const ledgerOf = (limit: number) =>
    buildLedger(base, cand, primaryIndex, all.members, sp.labelsOf, texts?.texts ?? null, limit, topk, plan.relevance);
  const runsOnly = () => {
    early.structural ??= structuralReasons(gateFacts);
    early.ledger ??= ledgerOf(contract.report.ledger);
    early.toJudge ??= buildToJudge(base, cand, visible, judgeDepth, {
      limit: TO_JUDGE_MAX,
      skip: prJudged ? (qid, docid) => prJudged.has(`${qid}\u0000${docid}`) : undefined,
    });
    early.drill ??= ledgerOf(DRILL_DOWN_MAX);
  };
  // What the inconclusive check needs of the baseline's deep positions, taken before any estimate, and their memory
  // released: while a worker starts on the family test when there is a thread for the statistics (a thirtieth of a
  // second on 7,000 queries at depth 1,000, which had kept both threads waiting), else now, so that they are not held
  // through statistics computed here (on one core that raised the pooled pair's peak by 9 MiB). Once condensed, the
  // positions are gone and condenseDeep does nothing: each call below after the first is free.
  const condense = () => condenseDeep(base, cand, plan.measures, plan.relevance, plan.keep);
  if (!standby) condense();
  const beforeTheVerdict = () => {
    condense();
    try {
      runsOnly();
      // The pairs that may fail: their estimates, ahead of the family test that says which of them the verdict will
      // ask about (each a pure function of its pair, whenever it is computed).
      for (const f of familyPlan.beyondFail) explain(f.slice, f.mi);
    } catch {
      // Whatever failed here is done again after the statistics, where its error is reported as it always was.
    }
    debug('ledgers, guards and estimates (with the statistics)');
  };
  // The baseline's sha256 (for the report), not taken while it was scored: its scoring thread takes it once its share
  // is sent (on two cores); otherwise a job either thread may do, taken by the first to get free when a worker shares
  // the statistics.
  const runPaths = [baselinePath, candidateJob.path];
  const toDigest = digestsToTake([base, cand], runPaths);
  const {
    pairs,
    family,
    either: digested,
  } = await sliceStatistics(contract, base, cand, sp.slices, plan.aggregate, familyPlan.input, standby, {
    first: beforeTheVerdict,
    either: toDigest.length > 0 ? { fields: { digest: toDigest }, here: () => digestFiles(toDigest) } : undefined,
  });
  // Taken with the statistics, or now, on the statistics' thread while this one decides the gate. Either way a failure
  // is reported where the digest is awaited.
  const digesting = digested
    ? Promise.resolve()
        .then(() => applyDigests([base, cand], digested as DigestResult))
        .then(() => digestsArriving([base, cand], runPaths))
    : completeDigests([base, cand], runPaths, standby);
  if (digested) standby?.cancel();
  digesting.catch(() => {}); // awaited below
  condense();
  debug('gate');
  const structural = (early.structural ??= structuralReasons(gateFacts));
  const outcome = decideVerdict(
    { ...gateFacts, pairs, aggregate: plan.aggregate, explain, structural },
    familyPlan,
    family,
  );
  forgetQueryChecks(cand);

  const slices: SliceReport[] = sp.slices.map((s) => {
    const blind = s.heldout && blindMode;
    const measures: SliceReport['measures'] = {};
    let status: SliceReport['status'] = s.members.length < contract.gate.min_queries ? 'too-small' : 'not-gated';
    for (const m of plan.measures) {
      const cell = pairs.get(`${s.name}\u0000${m.name}`)!.cell;
      status = worseStatus(status, cell.status);
      if (!blind) measures[m.name] = cell;
    }
    return {
      name: s.name,
      dimension: s.dimension,
      value: s.value,
      queries: s.members.length,
      gated: s.members.length >= contract.gate.min_queries,
      heldout: s.heldout,
      blind,
      status,
      measures,
    };
  });

  runsOnly();
  const { ledger, toJudge, drill } = early as Required<typeof early>;

  const weighted = weightedOverall(
    contract,
    slices,
    plan.measures.map((m) => m.name),
    rc.file,
  );
  const warnings = [...(opts.warnings ?? []), ...[...runWarnings(base), ...runWarnings(cand)].map((w) => w.message)];
  if (toJudge.total > TO_JUDGE_MAX)
    warnings.push(
      `${toJudge.total} unjudged (query, document) pairs in the top ${judgeDepth}; the report lists the first ${TO_JUDGE_MAX}`,
    );
  if (sp.withoutLabels > 0)
    warnings.push(
      `${sp.withoutLabels} judged quer${sp.withoutLabels === 1 ? 'y has' : 'ies have'} no row in the slices file (counted as (unlabeled))`,
    );
  if (sp.labelsNotJudged > 0)
    notes.push(`${sp.labelsNotJudged} slices-file row(s) name queries without judgments (ignored)`);

  const allCell = pairs.get(`all\u0000${contract.gate.primary}`)!.cell;
  const summary = summaryLine(outcome.level, outcome.reasons, contract.gate.primary!, allCell, all.members.length);

  debug('run hashes awaited');
  await digesting;
  debug('run hashes in');
  return {
    id,
    notes,
    warnings,
    sp,
    all,
    outcome,
    slices,
    weighted,
    ledger,
    toJudge,
    drill,
    visible,
    allCell,
    summary,
    queryLabels: Array.from(visible, (qi) => sp.labelsOf[qi]),
  };
}

/** Step 3: the report, every field from what the first two steps made. */
function buildReport(
  scored: Scored,
  compared: Awaited<ReturnType<typeof compareScored>>,
  opts: CompareOptions,
): Report {
  const { rc, contract, shown, candidateJob, qrels, sliceTable, texts, plan, topk, base, cand } = scored;
  const { id, notes, warnings, sp, all, outcome, slices, weighted, ledger, toJudge, drill, visible, allCell, summary } =
    compared;
  const perQueryQids = Array.from(visible, (qi) => base.qids[qi]);
  const column = (run: ScoredRun) =>
    Object.fromEntries(plan.measures.map((m, mi) => [m.name, Array.from(visible, (qi) => run.value[mi][qi])]));
  return {
    schema: REPORT_SCHEMA,
    tool: { name: 'rankgate', version: VERSION },
    gate: contract.name,
    contract: { id, file: rc.file, resolved: JSON.parse(canonicalJson(rc.contract)) },
    corpus: contract.corpus ?? base.read.meta.corpus ?? cand.read.meta.corpus ?? null,
    inputs: {
      judgments: { ...facts(qrels.facts), judgments: qrels.judgments, queries: qrels.qids.length },
      slices: sliceTable ? { ...facts(sliceTable.facts), dimensions: sliceTable.dimensions } : null,
      queries: texts ? facts(texts.facts) : null,
      baseline: runFacts(base),
      candidate: runFacts(cand),
    },
    notes,
    warnings,
    counts: {
      judged: qrels.qids.length,
      evaluated: all.members.length + (sp.slices.find((s) => s.heldout)?.members.length ?? 0),
      noRelevant: count(base.noRelevant),
      heldout: count(sp.heldoutMask),
      withoutSliceLabels: sp.withoutLabels,
      sliceLabelsNotJudged: sp.labelsNotJudged,
    },
    measures: plan.measures.map((m) => ({ name: m.name, aggregation: aggregationOf(m, plan.aggregate) })),
    primary: contract.gate.primary!,
    significance: significanceFacts(contract, outcome.family),
    slices,
    weighted,
    verdict: {
      level: outcome.level,
      summary,
      reasons: outcome.reasons,
      hiddenRegressions: outcome.hidden,
      regressions: outcome.reasons.length,
      ties: outcome.ties,
    },
    ledger: { measure: contract.gate.primary!, topk, regressed: ledger.regressed, improved: ledger.improved },
    toJudge: toJudge.list,
    drillDown: { measure: contract.gate.primary!, topk, regressed: drill.regressed, improved: drill.improved },
    perQuery: { qids: perQueryQids, baseline: column(base), candidate: column(cand) },
    acceptance: opts.acceptance ?? null,
    goalposts: opts.goalposts ? { ...opts.goalposts, judgedByPr: toJudge.skipped } : null,
    baseline: baselineAge(base.read.meta, opts.candidateDate, contract.baseline_max_age),
    refresh: refreshSuggestion(
      contract,
      outcome.level,
      contract.gate.primary!,
      allCell,
      rc.file,
      opts.refreshRun ?? runForCommand(opts.run, candidateJob, shown),
    ),
  };
}

/** Step 4: every output rendered from the report (report.json validated now: a report the schema refuses fails the comparison). */
async function render(report: Report, queryLabels: readonly (readonly string[])[] | null): Promise<CompareResult> {
  debugLine()('report');
  const outputs = await RenderedOutputs.of({ report, queryLabels, context: {}, color: false });
  outputs.get('report.json');
  return resultOf(outputs);
}

/** The comparison's result over its outputs; the other outputs are rendered when first read. */
export function resultOf(outputs: RenderedOutputs): CompareResult {
  return {
    report: outputs.source.report,
    outputs,
    get reportJson() {
      return outputs.get('report.json');
    },
    get markdown() {
      return outputs.get('report.md');
    },
    get html() {
      return outputs.get('report.html');
    },
    files: outputs.files(),
  };
}

/** Rules, coverage and primary name measures as the report spells them (aliases such as MRR@10 resolved). */
function normalizeMeasures(rc: ResolvedContract): Contract {
  const c = structuredClone(rc.contract);
  const name = (m: string) => parseMeasure(m).name;
  c.gate.primary = rc.primary.name;
  c.gate.rules = c.gate.rules.map((r) => ({ ...r, measure: name(r.measure) }));
  if (c.gate.coverage) c.gate.coverage = { ...c.gate.coverage, measure: name(c.gate.coverage.measure) };
  c.gate.guards = c.gate.guards.map((g) => ({ ...g, measure: name(g.measure) }));
  return c;
}

/** Corpus versions must agree; a baseline made under another contract is only a note (both runs are re-scored). */
function checkProvenance(rc: ResolvedContract, base: ScoredRun, cand: ScoredRun, id: string): string[] {
  const notes: string[] = [];
  const want = rc.contract.corpus;
  const b = base.read.meta.corpus;
  const c = cand.read.meta.corpus;
  if (b !== undefined && c !== undefined && b !== c) {
    throw new InputError(
      `the baseline was made on corpus "${b}" but the candidate declares corpus "${c}"`,
      { file: cand.read.facts.path },
      'compare runs over the same corpus version: regenerate the baseline (rankgate baseline) or the candidate',
    );
  }
  for (const [run, declared] of [
    [base, b],
    [cand, c],
  ] as const) {
    if (want !== undefined && declared !== undefined && declared !== want) {
      throw new InputError(
        `declares corpus "${declared}" but the contract pins corpus "${want}"`,
        { file: run.read.facts.path },
        'update corpus: in the contract, or regenerate the run on the pinned corpus',
      );
    }
  }
  const made = base.read.meta.contract;
  if (made !== undefined && made !== id) {
    const note = rankingNote(rc, base.read.meta, made, id);
    if (note) notes.push(note);
  }
  return notes;
}

/**
 * A baseline made under another contract id: both runs are re-scored under today's contract anyway, so the id alone
 * changes no number (editing the slices after `rankgate baseline` changes it, for one). What can matter is how the
 * file was ranked and cut: its `# ties:` and `# depth:` header lines. Only when those no longer serve today's
 * contract is there something to do, and the note says what; otherwise nothing is said.
 */
function rankingNote(rc: ResolvedContract, meta: Record<string, string>, made: string, id: string): string | null {
  const ties = meta['ties'];
  const depth = meta['depth'] !== undefined ? Number(meta['depth']) : undefined;
  const need = neededDepth(rc);
  const fix = `refresh it from the main branch's run with npx rankgate baseline --contract ${rc.file} --run <main's run>`;
  if (ties === undefined || depth === undefined || !Number.isFinite(depth)) {
    return `The baseline was made under contract ${made} (today's is ${id}) and its header does not say how it was ranked and cut: ${fix}. Both runs were re-scored under today's contract.`;
  }
  const why: string[] = [];
  if (ties !== rc.contract.policy.ties)
    why.push(`ranked with ties: ${ties}, today's contract uses ${rc.contract.policy.ties}`);
  if (depth < need) why.push(`cut at depth ${depth}, today's measures read ${need} results per query`);
  if (why.length === 0) return null;
  return `The baseline was made under contract ${made} (today's is ${id}) and ${why.join('; ')}, so it is not what the contract would bless today: ${fix}. Both runs were re-scored under today's contract.`;
}

function facts(f: { path: string; sha256: string; lines: number; bytes: number }) {
  return { path: f.path, sha256: f.sha256, lines: f.lines, bytes: f.bytes };
}

function count(mask: Uint8Array): number {
  let c = 0;
  for (let i = 0; i < mask.length; i++) c += mask[i];
  return c;
}

function runFacts(run: ScoredRun) {
  const tie = tieDependentQueries(run, includedQueries(run));
  const r = run.read;
  return {
    ...facts(r.facts),
    format: r.format,
    tags: r.tags,
    meta: r.meta,
    queries: r.queries,
    results: r.results,
    missing: count(run.missing),
    runOnly: r.runOnly.length,
    tieDependent: tie,
    duplicatesDropped: r.duplicatesDropped,
    // Only a run read from several files has the key: a one-file report stays as it was.
    ...(r.shards ? { shards: r.shards.map(facts) } : {}),
  };
}

/** The candidate as the bless command names it: its path, or the glob its shards were given as (baseline takes it too). */
function runForCommand(run: string | readonly string[], job: RunJob, shown: (p: string) => string): string {
  return job.shards && (typeof run === 'string' || run.length === 1)
    ? shown(resolve(typeof run === 'string' ? run : run[0]!))
    : job.label;
}

/**
 * The candidate as a scoring job: one file, or its shards. Globs are expanded against the folder paths are shown
 * relative to; under a workspace every match must lie inside it (a link out of the checkout is refused).
 */
function runSource(
  run: string | readonly string[],
  shown: (p: string) => string,
  workspace: string | undefined,
): RunJob {
  const items = typeof run === 'string' ? [run] : [...run];
  const scope =
    workspace === undefined
      ? undefined
      : { root: workspace, name: 'the workspace', fix: 'give run files inside the repository checkout' };
  const files = runFiles(items, process.cwd(), { what: 'the run', shown, scope });
  if (files.length === 1) return { path: files[0]!.path, label: files[0]!.label };
  return { path: files[0]!.path, label: shardsLabel(files), shards: files };
}

/** Queries whose details may appear in per-query outputs: included ones, minus a blind held-out slice. */
function visibleQueries(heldout: Uint8Array, included: Uint8Array, blind: boolean): Int32Array {
  const out: number[] = [];
  for (let qi = 0; qi < included.length; qi++) if (included[qi] && !(blind && heldout[qi])) out.push(qi);
  return Int32Array.from(out);
}
