import { openSync, readSync, closeSync, statSync, createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileDigest, type ByteRange } from '../read/lines.js';
import { InputError } from '../errors.js';
import type { Qrels } from '../read/qrels.js';
import { copyOrder, orderFacts } from './order.js';
import { finishScoredRun, mergeSeen, scoreRun, type ScorePlan, type ScoredRun } from './evaluate.js';
import { forceThreads, isPlain, PARALLEL_MIN_BYTES, releaseScoringWorkers, runWorker, takeWarmWorker, workerFile, type StandbyWorker } from './threads.js';

/** One share of one run file, scored by a worker. */
export interface ShareJob {
  qrels: string;
  qrelsLabel: string;
  path: string;
  label: string;
  plan: ScorePlan;
  range: ByteRange;
  /** false: the share does not hash the file (the caller does, later). */
  hash?: boolean;
}

export type ShareResult = { ok: true; run: ScoredRun } | { ok: false; input: boolean; message: string };

export interface RunJob {
  path: string;
  label: string;
  /** This run's TopList.seen depth, when it differs from the plan's (the baseline keeps where it ranked what). */
  deep?: number;
  /** Scored in a worker, the run is not hashed: its sha256 is left empty for completeDigests. */
  hashLater?: boolean;
}

/**
 * Scores several runs, using the machine's cores: plain files over a few MB are cut into shares at query
 * boundaries and scored in worker threads (one run on two cores gets two shares; two runs get one each).
 * Results are identical to scoreRun's: shares hold whole queries and the merge is positional. Anything unusual
 * (gzip, a query split across shares, an input error) falls back to scoring in this thread, which also gives
 * errors their exact line numbers.
 *
 * `opts.hash`: false when the caller has no use for the files' sha256 (rankgate trec_eval). A job's `hashLater`
 * leaves its sha256 empty when it is scored in a worker, for `completeDigests` to fill when a core is free.
 */
export async function scoreRuns(jobs: readonly RunJob[], qrelsIn: Qrels | Promise<Qrels>, qrelsPath: string, shared: ScorePlan,
  opts: { hash?: boolean; qrelsLabel?: string } = {}): Promise<ScoredRun[]> {
  // The judgments may still be being read (`qrelsIn` a promise, `opts.qrelsLabel` their label): the workers read them
  // themselves, so they start at once and this thread needs them only to put the shares together.
  const judgments = (): Promise<Qrels> => Promise.resolve(qrelsIn);
  const worker = workerFile();
  const cores = Math.max(1, Math.min(availableParallelism(), 8));
  const sizes = jobs.map((j) => (isPlain(j.path) ? statSync(j.path).size : 0));
  const min = forceThreads() ? 0 : PARALLEL_MIN_BYTES;
  if (!worker || (cores < 2 && !forceThreads()) || sizes.every((s) => s < min)) {
    releaseScoringWorkers();
    const qrels = await judgments();
    const out: ScoredRun[] = [];
    for (const j of jobs) out.push(await scoreRun(j.path, qrels, j.deep === undefined ? shared : { ...shared, deep: j.deep }, j.label, opts.hash !== false));
    return out;
  }
  const qrelsLabel = opts.qrelsLabel ?? (await judgments()).facts.path;
  const sharesPer = forceThreads() ? 2 : Math.max(1, Math.floor(cores / jobs.length));
  const scored = Promise.all(jobs.map(async (j, i) => {
    const plan = j.deep === undefined ? shared : { ...shared, deep: j.deep };
    if (sizes[i] < min) return scoreRun(j.path, await judgments(), plan, j.label, opts.hash !== false);
    const ranges = splitAtQueries(j.path, sizes[i], sharesPer);
    // One share is the whole file and hashes itself; several shares need the file hashed here, whole (unless the
    // caller has no use for the hash, or takes it later).
    const hashed = opts.hash !== false && !j.hashLater;
    const hash = ranges.length > 1 && hashed ? sha256File(j.path) : null;
    const parts = await Promise.all(ranges.map((range) => runShare(worker, { qrels: qrelsPath, qrelsLabel, path: j.path, label: j.label, plan, range, hash: hashed })));
    const qrels = await judgments();
    const merged = parts.every((p) => p.ok) ? merge(parts.map((p) => (p as { ok: true; run: ScoredRun }).run), qrels, plan) : null;
    if (!merged) {
      if (process.env.RANKGATE_DEBUG) process.stderr.write(`rankgate: shares of ${j.label} not merged: ${JSON.stringify(parts.map((p) => (p.ok ? "ok" : p.message)))}\n`);
      const failed = parts.find((p) => !p.ok) as { ok: false; input: boolean; message: string } | undefined;
      if (failed && !failed.input) throw new Error(failed.message);
      return scoreRun(j.path, qrels, plan, j.label, opts.hash !== false);
    }
    if (hash) merged.read.facts = { ...merged.read.facts, sha256: await hash };
    return finishScoredRun(merged, qrels, plan, j.label);
  }));
  // Every share has its thread by now (they are handed out before the first await above).
  releaseScoringWorkers();
  return scored;
}

function runShare(file: string, job: ShareJob): Promise<ShareResult> {
  const warm = takeWarmWorker();
  return warm ? warm.run<ShareResult>({ kind: 'share', job }) : runWorker<ShareResult>(file, { kind: 'share', job });
}

/**
 * Fills in the sha256 of runs scored without it (a RunJob's `hashLater`), on `standby` when it is still
 * open (it then ends), else in this thread. The file is read a second time: its size must not have changed.
 */
export async function completeDigests(runs: readonly ScoredRun[], paths: readonly string[], standby?: StandbyWorker | null): Promise<void> {
  const todo = runs.map((r, i) => ({ r, path: paths[i] })).filter((x) => x.r.read.facts.sha256 === '');
  if (todo.length === 0) {
    standby?.cancel();
    return;
  }
  const items = todo.map((x) => ({ path: x.path, label: x.r.read.facts.path }));
  // A thread that crashes leaves the work to this one; a file it could not read is an input error either way.
  const got = standby?.open ? await standby.run<DigestResult>({ kind: 'digest', paths: items }).catch(() => null) : null;
  standby?.cancel();
  if (got && !got.ok) throw got.input ? new InputError(got.message, got.where, got.fix) : new Error(got.message);
  const digests = got?.ok ? got.digests : items.map((x) => fileDigest(x.path, x.label));
  todo.forEach((x, i) => {
    const facts = x.r.read.facts;
    if (digests[i].bytes !== facts.bytes) {
      throw new InputError(`changed while rankgate read it (${facts.bytes} bytes, then ${digests[i].bytes})`, { file: facts.path },
        'run rankgate on files nothing else is writing');
    }
    x.r.read.facts = { ...facts, sha256: digests[i].sha256 };
  });
}

export type DigestResult = { ok: true; digests: { sha256: string; bytes: number }[] }
  | { ok: false; input: boolean; message: string; where?: InputError['where']; fix?: string };

/** The worker's side of a digest task. */
export function digestFiles(paths: readonly { path: string; label: string }[]): DigestResult {
  try {
    return { ok: true, digests: paths.map((p) => fileDigest(p.path, p.label)) };
  } catch (e) {
    return e instanceof InputError ? { ok: false, input: true, message: e.message, where: e.where, fix: e.fix } : { ok: false, input: false, message: (e as Error).message };
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

/** Offset of the first line at or after `pos` whose first field differs from the previous line's; null if none nearby. */
function nextQueryStart(fd: number, win: Buffer, pos: number, size: number): number | null {
  let base = pos;
  let prev: string | null = null;
  // Skip to the start of the next full line, then compare first fields line by line.
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
      let j = i;
      while (j < nl && win[j] !== 32 && win[j] !== 9) j++;
      const qid = win.toString('latin1', i, j);
      const first = win[i];
      if (first !== 35 && nl > i) {
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
  const out: ScoredRun = { ...first, qids: qrels.qids, measures: plan.measures, missing: new Uint8Array(nq).fill(1), retrieved: new Int32Array(nq), fingerprint: new Uint32Array(nq), order: orderFacts(nq), top: new Array(nq).fill(null), seen: mergeSeen(parts.map((p) => p.seen), nq) };
  const all = plan.columns !== 'values';
  // Values only: low, high and optimistic are the value's own columns, as in every share.
  const cols = all ? (['value', 'low', 'high', 'optimistic', 'num', 'den', 'optNum', 'optDen'] as const) : (['value', 'num', 'den'] as const);
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
    badRanks: { count: reads.reduce((s, r) => s + r.badRanks.count, 0), example: reads.find((r) => r.badRanks.count > 0)?.badRanks.example ?? '' },
  };
  return out;
}
