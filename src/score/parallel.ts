import { existsSync, openSync, readSync, closeSync, statSync, createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isGzipFile, type ByteRange } from '../read/lines.js';
import type { Qrels } from '../read/qrels.js';
import { finishScoredRun, mergeSeen, scoreRun, type ScorePlan, type ScoredRun } from './evaluate.js';

/** One share of one run file, scored by a worker. */
export interface ShareJob {
  qrels: string;
  qrelsLabel: string;
  path: string;
  label: string;
  plan: ScorePlan;
  range: ByteRange;
}

export type ShareResult = { ok: true; run: ScoredRun } | { ok: false; input: boolean; message: string };

export interface RunJob {
  path: string;
  label: string;
  /** This run's TopList.seen depth, when it differs from the plan's (the baseline keeps where it ranked what). */
  deep?: number;
}

/** Below this many bytes a worker's start-up costs more than it saves. */
const PARALLEL_MIN_BYTES = 8 * 1024 * 1024;

/**
 * RANKGATE_THREADS: `1` keeps all work in this thread; `always` uses worker threads whatever the size and the core
 * count (so the tests exercise the thread path on small inputs); unset: threads where they pay off.
 */
export function forceThreads(): boolean {
  return process.env.RANKGATE_THREADS === 'always';
}

/** The worker bundle sits next to the bundle that runs (dist/); from sources (tests) there is none. */
export function workerFile(): string | null {
  if (process.env.RANKGATE_THREADS === '1') return null;
  try {
    const p = fileURLToPath(new URL('./worker.js', import.meta.url));
    return existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

/**
 * Scores several runs, using the machine's cores: plain files over a few MB are cut into shares at query
 * boundaries and scored in worker threads (one run on two cores gets two shares; two runs get one each).
 * Results are identical to scoreRun's: shares hold whole queries and the merge is positional. Anything unusual
 * (gzip, a query split across shares, an input error) falls back to scoring in this thread, which also gives
 * errors their exact line numbers.
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
    const qrels = await judgments();
    const out: ScoredRun[] = [];
    for (const j of jobs) out.push(await scoreRun(j.path, qrels, j.deep === undefined ? shared : { ...shared, deep: j.deep }, j.label));
    return out;
  }
  const qrelsLabel = opts.qrelsLabel ?? (await judgments()).facts.path;
  const sharesPer = forceThreads() ? 2 : Math.max(1, Math.floor(cores / jobs.length));
  return Promise.all(jobs.map(async (j, i) => {
    const plan = j.deep === undefined ? shared : { ...shared, deep: j.deep };
    if (sizes[i] < min) return scoreRun(j.path, await judgments(), plan, j.label);
    const ranges = splitAtQueries(j.path, sizes[i], sharesPer);
    // One share is the whole file and hashes itself; several shares need the file hashed here, whole (unless the
    // caller has no use for the hash: rankgate trec_eval).
    const hash = ranges.length > 1 && opts.hash !== false ? sha256File(j.path) : null;
    const parts = await Promise.all(ranges.map((range) => runShare(worker, { qrels: qrelsPath, qrelsLabel, path: j.path, label: j.label, plan, range })));
    const qrels = await judgments();
    const merged = parts.every((p) => p.ok) ? merge(parts.map((p) => (p as { ok: true; run: ScoredRun }).run), qrels, plan) : null;
    if (!merged) {
      if (process.env.RANKGATE_DEBUG) process.stderr.write(`rankgate: shares of ${j.label} not merged: ${JSON.stringify(parts.map((p) => (p.ok ? "ok" : p.message)))}\n`);
      const failed = parts.find((p) => !p.ok) as { ok: false; input: boolean; message: string } | undefined;
      if (failed && !failed.input) throw new Error(failed.message);
      return scoreRun(j.path, qrels, plan, j.label);
    }
    if (hash) merged.read.facts = { ...merged.read.facts, sha256: await hash };
    return finishScoredRun(merged, qrels, plan, j.label);
  }));
}

function isPlain(path: string): boolean {
  try {
    return !isGzipFile(path);
  } catch {
    return false; // missing file: scoreRun reports it
  }
}

function runShare(file: string, job: ShareJob): Promise<ShareResult> {
  return runWorker<ShareResult>(file, { kind: 'share', job });
}

/** Runs the worker bundle on one task and resolves with its single message. */
export function runWorker<T>(file: string, task: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const w = new Worker(file, { workerData: task });
    w.once('message', (m: T) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
}

/** A worker started now that runs one task sent later; `cancel` ends it when the task is not needed. */
export interface StandbyWorker {
  run<T>(task: unknown): Promise<T>;
  cancel(): void;
}

export function standbyWorker(file: string): StandbyWorker {
  const w = new Worker(file, { workerData: { kind: 'standby' } });
  const done = new Promise<unknown>((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
  done.catch(() => {}); // observed through run(); a cancelled worker's exit is not an error anyone waits for
  // Until it has a task, the worker must not keep the process alive (an input error may end the run first).
  w.unref();
  return {
    run: <T>(task: unknown) => {
      w.ref();
      w.postMessage(task);
      return done as Promise<T>;
    },
    cancel: () => void w.terminate(),
  };
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
  const out: ScoredRun = { ...first, qids: qrels.qids, measures: plan.measures, missing: new Uint8Array(nq).fill(1), retrieved: new Int32Array(nq), fingerprint: new Uint32Array(nq), top: new Array(nq).fill(null), seen: mergeSeen(parts.map((p) => p.seen), nq) };
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
