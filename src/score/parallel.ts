import { openSync, readSync, closeSync, statSync, createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileDigest, type ByteRange } from '../read/lines.js';
import { scanJsonResult } from '../read/jsonl-scan.js';
import { InputError } from '../errors.js';
import { combineReads, repeatedRunOnly } from './shards.js';
import type { RunFile } from '../read/run-files.js';
import type { Qrels, SharedJudgments } from '../read/qrels.js';
import { copyOrder, orderFacts } from './order.js';
import {
  finishScoredRun,
  mergeSeen,
  scoreRun,
  scoreRunFiles,
  scoreRunPart,
  type ScorePlan,
  type ScoredRun,
} from './evaluate.js';
import { isPlain, PARALLEL_MIN_BYTES } from './threads.js';
import {
  cores as coreCount,
  forcedShares,
  releasePrestarted,
  runTask,
  runTaskTwice,
  worthAThread,
  type Lane,
} from '../threads/pool.js';

/** One share of one run file, scored by a worker. */
export interface ShareJob {
  qrels: string;
  qrelsLabel: string;
  /** The judgments, read once in shared memory by the thread that hands out the shares: not read again. */
  judgments?: SharedJudgments;
  path: string;
  label: string;
  plan: ScorePlan;
  /** The share of `path`; absent with `files`. */
  range?: ByteRange;
  /** Whole files of a run sharded by query, scored one after the other in this share (score/evaluate.ts scoreRunFiles). */
  files?: RunFile[];
  /** false: the share does not hash the file (the caller does, later). */
  hash?: boolean;
  /**
   * A whole file not hashed (`hash` false): the thread answers a second time, with the file's digest (DigestResult),
   * once the share's answer is sent; null when the share failed (it is scored again in the caller's thread).
   */
  digestAfter?: boolean;
}

export type ShareResult = { ok: true; run: ScoredRun } | { ok: false; input: boolean; message: string };

export interface RunJob {
  path: string;
  label: string;
  /** This run's TopList.seen depth, when it differs from the plan's (the baseline keeps where it ranked what). */
  deep?: number;
  /** Scored in a worker, the run is not hashed: its sha256 is left empty for completeDigests. */
  hashLater?: boolean;
  /**
   * With hashLater: a worker that scores the file whole hashes it as soon as its share is sent (ShareJob.digestAfter),
   * rather than leaving the digest for completeDigests.
   */
  hashAfterShare?: boolean;
  /**
   * A run read from several files (shards split by query, at least two); `path` and `label` then name the run as
   * given (e.g. its glob). Shards are always hashed as they are read: each one's sha256 goes into the report.
   */
  shards?: readonly RunFile[];
}

/**
 * Scores several runs, using the machine's cores: plain files over a few MB are cut into shares at query
 * boundaries and scored in worker threads (one run on two cores gets two shares; two runs get one each; a run
 * read from shards gets a thread per shard once the shards together are that large).
 * Results are identical to scoreRun's: shares hold whole queries and the merge is positional. Anything unusual
 * (gzip, a query split across shares, an input error) falls back to scoring in this thread, which also gives
 * errors their exact line numbers.
 *
 * `opts.sharedJudgments`: the judgments are being read into shared memory (readQrels' `shared`): the threads wait
 * for them, rather than each reading the file again and holding its own copy; an error reading them is the caller's.
 * `opts.hash`: false when the caller has no use for the files' sha256 (rankgate trec_eval). A job's `hashLater`
 * leaves its sha256 empty when it is scored in a worker, for `completeDigests` to fill when a core is free.
 */
export async function scoreRuns(
  jobs: readonly RunJob[],
  qrelsIn: Qrels | Promise<Qrels>,
  qrelsPath: string,
  shared: ScorePlan,
  opts: { hash?: boolean; qrelsLabel?: string; sharedJudgments?: boolean } = {},
): Promise<ScoredRun[]> {
  // The judgments may still be being read (`qrelsIn` a promise, `opts.qrelsLabel` their label): unless they are read
  // into shared memory (`opts.sharedJudgments`), the workers read them themselves, so they start at once and this
  // thread needs them only to put the shares together.
  const judgments = (): Promise<Qrels> => Promise.resolve(qrelsIn);
  const cores = coreCount();
  const { files, sizes, threaded } = sizing(jobs);
  const hash = opts.hash !== false;
  const planOf = (j: RunJob): ScorePlan => (j.deep === undefined ? shared : { ...shared, deep: j.deep });
  /** A job scored in this thread, file after file. */
  const inThread = async (j: RunJob, i: number, qrels: Qrels): Promise<ScoredRun> => {
    const plan = planOf(j);
    if (!j.shards) return scoreRun(j.path, qrels, plan, j.label, hash);
    return finishScoredRun(await scoreRunFiles(files[i], qrels, plan, j.label, hash), qrels, plan, j.label);
  };
  if (!threaded.some(Boolean)) {
    releasePrestarted();
    const qrels = await judgments();
    const out: ScoredRun[] = [];
    for (const [i, j] of jobs.entries()) out.push(await inThread(j, i, qrels));
    return out;
  }
  // Judgments read into shared memory go to the threads as they are: the threads wait for them, rather than each
  // reading the file again and holding its own copy.
  const sharedJudgments = opts.sharedJudgments ? (await judgments().catch(() => undefined))?.shared : undefined;
  const qrelsLabel = opts.qrelsLabel ?? (await judgments()).facts.path;
  const sharesPer = forcedShares() ?? Math.max(1, Math.floor(cores / jobs.length));
  const ctx: ShareContext = { qrelsPath, qrelsLabel, judgments, sharesPer, shared: sharedJudgments };
  // This thread would only wait for the shares, so it scores one itself: the last share of the last plain run in
  // shares (compare's candidate on two cores, the second half of score's run). That saves a worker's start-up and
  // sending its scored share back (on two idle cores, 6,980 queries: compare 0.95x wall, score 0.90x). Forced threads
  // share the work the same way, so tests on small files take both paths and the merge of the two.
  let lastPlain = -1;
  for (const [i, j] of jobs.entries()) if (threaded[i] && !j.shards) lastPlain = i;
  const scored = Promise.all(
    jobs.map(async (j, i) => {
      const plan = planOf(j);
      if (!threaded[i]) return inThread(j, i, await judgments());
      // The shares are handed to their threads before the first await (see releasePrestarted below).
      // One share is the whole file and hashes itself; several need the file hashed here, whole (unless the caller has
      // no use for the hash, or takes it later). Shards are always hashed: completeDigests knows one file per run.
      let later: Promise<DigestResult | null> | undefined;
      const run = j.shards
        ? await shardsInShares(ctx, j, sizes[i], plan, hash)
        : await scoreInShares(
            ctx,
            { path: j.path, label: j.label },
            sizes[i][0]!,
            plan,
            hash && !j.hashLater,
            i === lastPlain,
            hash && j.hashLater && j.hashAfterShare ? (d) => (later = d) : undefined,
          );
      const qrels = await judgments();
      const scoredRun = finishScoredRun(run, qrels, plan, j.label);
      if (later && scoredRun.read.facts.sha256 === '') digestsOnTheirWay.set(scoredRun, later);
      return scoredRun;
    }),
  );
  // Every share has its thread by now (they are handed out before the first await in the jobs above).
  releasePrestarted();
  return scored;
}

/** The jobs' files and their sizes (a gzipped file counts 0), and which jobs are worth scoring in worker threads. */
function sizing(jobs: readonly RunJob[]) {
  const files = jobs.map((j) => j.shards ?? [{ path: j.path, label: j.label }]);
  const sizes = files.map((fs) => fs.map((f) => (isPlain(f.path) ? statSync(f.path).size : 0)));
  const totals = sizes.map((s) => s.reduce((a, b) => a + b, 0));
  const threaded = totals.map((t) => worthAThread(t, PARALLEL_MIN_BYTES));
  return { files, sizes, threaded };
}

/** Whether scoreRuns would score some of `jobs` in worker threads (false when a file cannot be read: scoreRuns says why). */
export function scoredInWorkers(jobs: readonly RunJob[]): boolean {
  try {
    return sizing(jobs).threaded.some(Boolean);
  } catch {
    return false;
  }
}

interface ShareContext {
  qrelsPath: string;
  qrelsLabel: string;
  judgments: () => Promise<Qrels>;
  sharesPer: number;
  /** The judgments in shared memory, handed to every share (else each thread reads them). */
  shared?: SharedJudgments;
}

/**
 * One file scored in worker threads, cut into shares at query boundaries, and put back together (not finished:
 * finishScoredRun runs on the whole run). A gzipped file, or shares that do not merge (an ungrouped file, an input
 * error), are scored in this thread. The shares start before this function first awaits.
 */
async function scoreInShares(
  c: ShareContext,
  f: RunFile,
  size: number,
  plan: ScorePlan,
  hashed: boolean,
  lastHere: boolean,
  digestLater?: (d: Promise<DigestResult | null>) => void,
): Promise<ScoredRun> {
  if (!isPlain(f.path)) return scoreRunPart(f.path, await c.judgments(), plan, f.label, undefined, hashed);
  const ranges = splitAtQueries(f.path, size, c.sharesPer);
  const hash = ranges.length > 1 && hashed ? sha256File(f.path) : null;
  const share = (k: number): ShareJob => ({
    qrels: c.qrelsPath,
    qrelsLabel: c.qrelsLabel,
    judgments: c.shared,
    path: f.path,
    label: f.label,
    plan,
    range: ranges[k]!,
    hash: hashed,
  });
  // The whole file in one worker, its hash wanted later: that thread hashes it as soon as its share is sent, while
  // this one is still scoring (a second reading of the file either way; here it starts on the core that just freed).
  if (ranges.length === 1 && !lastHere && !hashed && digestLater) {
    const [answer, digest] = runTaskTwice<ShareResult, DigestResult | null>({
      kind: 'share',
      job: { ...share(0), digestAfter: true },
    });
    digest.catch(() => {}); // awaited by whoever completes the digests (completeDigests); a failure is redone there
    digestLater(digest);
    return shareMerged(c, f, plan, hashed, [await answer], null, ', its thread hashing it next');
  }
  const parts = await Promise.all(
    ranges.map((range, k) =>
      lastHere && k === ranges.length - 1 ? shareHere(c, f, plan, range, hashed) : runShare(share(k)),
    ),
  );
  return shareMerged(c, f, plan, hashed, parts, hash, lastHere ? ', the last in this thread' : '');
}

/** The shares of one file put back together; when they do not merge, the file scored again in this thread. */
async function shareMerged(
  c: ShareContext,
  f: RunFile,
  plan: ScorePlan,
  hashed: boolean,
  parts: readonly ShareResult[],
  hash: Promise<string> | null,
  how: string,
): Promise<ScoredRun> {
  if (process.env.RANKGATE_DEBUG)
    process.stderr.write(`rankgate: ${f.label} scored in ${parts.length} share(s)${how}\n`);
  const qrels = await c.judgments();
  const merged = parts.every((p) => p.ok)
    ? merge(
        parts.map((p) => (p as { ok: true; run: ScoredRun }).run),
        qrels,
        plan,
      )
    : null;
  if (!merged) {
    if (process.env.RANKGATE_DEBUG)
      process.stderr.write(
        `rankgate: shares of ${f.label} not merged: ${JSON.stringify(parts.map((p) => (p.ok ? 'ok' : p.message)))}\n`,
      );
    const failed = parts.find((p) => !p.ok) as { ok: false; input: boolean; message: string } | undefined;
    if (failed && !failed.input) throw new Error(failed.message);
    return scoreRunPart(f.path, qrels, plan, f.label, undefined, hashed);
  }
  if (hash) merged.read.facts = { ...merged.read.facts, sha256: await hash };
  return merged;
}

/**
 * The shards of a run in worker threads: as many threads as one file would get, each scoring a run of consecutive
 * shards (about equal in bytes) whole, one after the other; a thread per shard would cost each one's start-up and
 * memory for nothing. Groups that do not merge (a query in two groups, an input error) are scored again in this
 * thread, which gives the error its file and line. The shares start before this function first awaits.
 */
async function shardsInShares(
  c: ShareContext,
  j: RunJob,
  sizes: readonly number[],
  plan: ScorePlan,
  hash: boolean,
): Promise<ScoredRun> {
  const files = j.shards!;
  const groups = groupBySize(sizes, Math.min(files.length, c.sharesPer)).map((g) => g.map((k) => files[k]!));
  const parts = await Promise.all(
    groups.map((g) =>
      runShare({
        qrels: c.qrelsPath,
        qrelsLabel: c.qrelsLabel,
        judgments: c.shared,
        path: g[0]!.path,
        label: j.label,
        plan,
        files: g,
        hash,
      }),
    ),
  );
  const qrels = await c.judgments();
  const runs = parts.every((p) => p.ok) ? parts.map((p) => (p as { ok: true; run: ScoredRun }).run) : null;
  const merged = runs && repeatedRunOnly(runs.map((r) => r.read)) === null ? merge(runs, qrels, plan) : null;
  if (!merged) {
    const failed = parts.find((p) => !p.ok) as { ok: false; input: boolean; message: string } | undefined;
    if (failed && !failed.input) throw new Error(failed.message);
    return scoreRunFiles(files, qrels, plan, j.label, hash);
  }
  merged.read =
    runs!.length === 1
      ? runs![0]!.read
      : combineReads(
          runs!.map((r) => r.read),
          j.label,
        );
  return merged;
}

/** Indexes 0..n-1 cut into `k` runs of consecutive indexes, each about a k-th of the total size (none empty). */
export function groupBySize(sizes: readonly number[], k: number): number[][] {
  const total = sizes.reduce((a, b) => a + b, 0);
  const groups: number[][] = [];
  let acc = 0;
  for (let i = 0; i < sizes.length; i++) {
    // Start a new group once this one has its share, keeping at least one index for every group still to come.
    const left = sizes.length - i;
    const want =
      groups.length < k && (groups.length === 0 || acc >= (total * groups.length) / k || left <= k - groups.length);
    if (want) groups.push([]);
    groups[groups.length - 1]!.push(i);
    acc += sizes[i]!;
  }
  return groups;
}

/**
 * A share scored in this thread, answering as a worker would: an error marks the share failed, and the whole file is
 * then scored again here (scoreInShares), which gives an input error its exact line.
 */
async function shareHere(
  c: ShareContext,
  f: RunFile,
  plan: ScorePlan,
  range: ByteRange,
  hashed: boolean,
): Promise<ShareResult> {
  const qrels = await c.judgments();
  try {
    return { ok: true, run: await scoreRunPart(f.path, qrels, plan, f.label, range, hashed) };
  } catch (e) {
    return failedShare(e);
  }
}

/** A share's answer when scoring it threw: whether the input was at fault, and the message (in a worker or here). */
export function failedShare(e: unknown): ShareResult {
  return { ok: false, input: e instanceof InputError, message: e instanceof Error ? e.message : String(e) };
}

function runShare(job: ShareJob): Promise<ShareResult> {
  return runTask<ShareResult>({ kind: 'share', job });
}

/**
 * The digests scoring threads are taking after their shares (ShareJob.digestAfter), by run: awaited rather than the
 * file read again here.
 */
const digestsOnTheirWay = new WeakMap<ScoredRun, Promise<DigestResult | null>>();

/**
 * Fills in the sha256 of runs scored without it (a RunJob's `hashLater`), on `standby` when it is still
 * open (it then ends), else in this thread; a digest a scoring thread is taking is awaited. The file is read a second
 * time: its size must not have changed.
 */
export async function completeDigests(
  runs: readonly ScoredRun[],
  paths: readonly string[],
  standby?: Lane | null,
): Promise<void> {
  const items = digestsToTake(runs, paths);
  if (items.length > 0) {
    // A thread that crashes leaves the work to this one; a file it could not read is an input error either way.
    const got = standby?.open
      ? await standby.run<DigestResult>({ kind: 'digest', paths: items }).catch(() => null)
      : null;
    standby?.cancel();
    applyDigests(runs, got ?? digestFiles(items));
  } else standby?.cancel();
  await digestsArriving(runs, paths);
}

/** Whether `r` still needs its digest taken by someone: not hashed as it was scored, and no thread is taking it. */
const untaken = (r: ScoredRun) => r.read.facts.sha256 === '' && !digestsOnTheirWay.has(r);

/** The files of the runs scored without their sha256 (a RunJob's `hashLater`), as a digest task takes them. */
export function digestsToTake(runs: readonly ScoredRun[], paths: readonly string[]): { path: string; label: string }[] {
  return runs.flatMap((r, i) => (untaken(r) ? [{ path: paths[i], label: r.read.facts.path }] : []));
}

/**
 * Puts a digest task's answer (from whichever thread took it) into the runs it was taken for, in digestsToTake's
 * order. A file that could not be read, or whose size changed since it was scored, is an input error.
 */
export function applyDigests(runs: readonly ScoredRun[], got: DigestResult): void {
  const digests = digestsOf(got);
  runs.filter(untaken).forEach((r, i) => applyDigest(r, digests[i]));
}

/**
 * Awaits the digests scoring threads are taking (digestsOnTheirWay) and puts them into their runs; one a thread could
 * not send (it failed, or its share did) is taken here.
 */
export async function digestsArriving(runs: readonly ScoredRun[], paths: readonly string[]): Promise<void> {
  for (const [i, r] of runs.entries()) {
    const coming = digestsOnTheirWay.get(r);
    if (!coming) continue;
    digestsOnTheirWay.delete(r);
    const got = (await coming.catch(() => null)) ?? digestFiles([{ path: paths[i], label: r.read.facts.path }]);
    applyDigest(r, digestsOf(got)[0]);
  }
}

/** A digest task's digests, or the error it sent back, thrown here. */
function digestsOf(got: DigestResult): { sha256: string; bytes: number }[] {
  if (!got.ok) throw got.input ? new InputError(got.message, got.where, got.fix) : new Error(got.message);
  return got.digests;
}

function applyDigest(r: ScoredRun, d: { sha256: string; bytes: number }): void {
  const facts = r.read.facts;
  if (d.bytes !== facts.bytes) {
    throw new InputError(
      `changed while rankgate read it (${facts.bytes} bytes, then ${d.bytes})`,
      { file: facts.path },
      'run rankgate on files nothing else is writing',
    );
  }
  r.read.facts = { ...facts, sha256: d.sha256 };
}

export type DigestResult =
  | { ok: true; digests: { sha256: string; bytes: number }[] }
  | { ok: false; input: boolean; message: string; where?: InputError['where']; fix?: string };

/** The worker's side of a digest task. */
export function digestFiles(paths: readonly { path: string; label: string }[]): DigestResult {
  try {
    return { ok: true, digests: paths.map((p) => fileDigest(p.path, p.label)) };
  } catch (e) {
    return e instanceof InputError
      ? { ok: false, input: true, message: e.message, where: e.where, fix: e.fix }
      : { ok: false, input: false, message: (e as Error).message };
  }
}

function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(path, { highWaterMark: 1 << 20 })
      .on('data', (c) => h.update(c as Buffer))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}

/**
 * Cuts [0, size) into `n` ranges whose boundaries fall where one query's lines end and the next one's begin, so
 * that each share holds whole queries (runs are grouped by query; an ungrouped file is caught at the merge).
 */
export function splitAtQueries(path: string, size: number, n: number): ByteRange[] {
  const cuts = [0];
  const fd = openSync(path, 'r');
  const win = Buffer.allocUnsafe(1 << 16);
  try {
    for (let k = 1; k < n; k++) {
      const pos = Math.floor((size * k) / n);
      if (pos <= cuts[cuts.length - 1]) continue;
      const cut = nextQueryStart(fd, win, pos, size);
      if (cut !== null && cut > cuts[cuts.length - 1] && cut < size) cuts.push(cut);
    }
  } finally {
    closeSync(fd);
  }
  cuts.push(size);
  const out: ByteRange[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) out.push({ start: cuts[i], end: cuts[i + 1] });
  return out;
}

/**
 * Offset of the first line at or after `pos` whose query id differs from the previous line's; null if none nearby. A
 * TREC line's query id is its first field; a JSONL line's is read by the JSONL scanner, and a line it leaves to the
 * general parser (an escape in the id, say) ends the search: cutting there could split a query written two ways.
 */
function nextQueryStart(fd: number, win: Buffer, pos: number, size: number): number | null {
  let base = pos;
  let prev: string | null = null;
  const starts = new Int32Array(8);
  const ends = new Int32Array(8);
  const nums = new Float64Array(4);
  // Skip to the start of the next full line, then compare query ids line by line.
  let skipPartial = true;
  while (base < size) {
    const got = readSync(fd, win, 0, win.length, base);
    if (got === 0) return null;
    let i = 0;
    if (skipPartial) {
      const nl = win.indexOf(10, 0);
      if (nl < 0 || nl >= got) {
        base += got;
        continue;
      }
      i = nl + 1;
      skipPartial = false;
    }
    for (;;) {
      const nl = win.indexOf(10, i);
      if (nl < 0 || nl >= got) break;
      let f = i;
      while (f < nl && (win[f] === 32 || win[f] === 9)) f++;
      if (f < nl && win[f] !== 35) {
        let qid: string;
        if (win[f] === 123 /* { */) {
          if (scanJsonResult(win, f, starts, ends, nums) < 0) return null;
          qid = win.toString('latin1', starts[0], ends[0]);
        } else {
          let j = f;
          while (j < nl && win[j] !== 32 && win[j] !== 9) j++;
          qid = win.toString('latin1', f, j);
        }
        if (prev !== null && qid !== prev) return base + i;
        prev = qid;
      }
      i = nl + 1;
    }
    if (i === 0) return null; // a line longer than the window: give up cutting here
    base += i;
  }
  return null;
}

/** Puts the shares' per-query columns together; null when a query was scored in two shares (ungrouped file). */
function merge(parts: ScoredRun[], qrels: Qrels, plan: ScorePlan): ScoredRun | null {
  const nq = qrels.qids.length;
  const first = parts[0];
  // One share is the whole run: its columns already hold every query in judgment order.
  if (parts.length === 1) return { ...first, qids: qrels.qids, measures: plan.measures };
  const out: ScoredRun = {
    ...first,
    qids: qrels.qids,
    measures: plan.measures,
    missing: new Uint8Array(nq).fill(1),
    retrieved: new Int32Array(nq),
    fingerprint: new Uint32Array(nq),
    order: orderFacts(nq),
    top: new Array(nq).fill(null),
    topHashes: new Uint32Array(nq * plan.keep),
    seen: mergeSeen(
      parts.map((p) => p.seen),
      nq,
    ),
  };
  const all = plan.columns !== 'values';
  // Values only: low, high and optimistic are the value's own columns, as in every share.
  const cols = all
    ? (['value', 'low', 'high', 'optimistic', 'num', 'den', 'optNum', 'optDen'] as const)
    : (['value', 'num', 'den'] as const);
  for (const c of cols) out[c] = plan.measures.map(() => new Float64Array(nq));
  if (!all) {
    out.low = out.high = out.optimistic = out.value;
    out.optNum = out.num;
    out.optDen = out.den;
  }
  out.text = first.text.map((t) => (t ? new Array<string | null>(nq).fill(null) : null));
  for (const p of parts) {
    for (let qi = 0; qi < nq; qi++) {
      if (p.missing[qi]) continue;
      if (!out.missing[qi]) return null;
      out.missing[qi] = 0;
      out.retrieved[qi] = p.retrieved[qi];
      out.fingerprint[qi] = p.fingerprint[qi];
      copyOrder(out.order, p.order, qi);
      for (const c of cols) for (let mi = 0; mi < plan.measures.length; mi++) out[c][mi][qi] = p[c][mi][qi];
      for (let mi = 0; mi < plan.measures.length; mi++) if (out.text[mi]) out.text[mi]![qi] = p.text[mi]![qi];
      out.top[qi] = p.top[qi];
      out.topHashes.set(p.topHashes.subarray(qi * plan.keep, (qi + 1) * plan.keep), qi * plan.keep);
    }
  }
  const reads = parts.map((p) => p.read);
  const tags: string[] = [];
  for (const r of reads) for (const t of r.tags) if (!tags.includes(t) && tags.length < 8) tags.push(t);
  out.read = {
    facts: { ...reads[0].facts, lines: reads.reduce((s, r) => s + r.facts.lines, 0) },
    format: reads[0].format,
    meta: reads[0].meta,
    tags,
    runOnly: reads.flatMap((r) => r.runOnly),
    queries: reads.reduce((s, r) => s + r.queries, 0),
    results: reads.reduce((s, r) => s + r.results, 0),
    judgedResults: reads.reduce((s, r) => s + r.judgedResults, 0),
    duplicatesDropped: reads.reduce((s, r) => s + r.duplicatesDropped, 0),
    badRanks: {
      count: reads.reduce((s, r) => s + r.badRanks.count, 0),
      example: reads.find((r) => r.badRanks.count > 0)?.badRanks.example ?? '',
    },
  };
  return out;
}
