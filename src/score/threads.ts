// Worker threads: where the bundle for them is, one-task threads, threads started ahead of their task ("standby"),
// and the scoring threads `compare` starts before anything else. Few imports: the CLI loads this before the rest of
// rankgate.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isGzipFile } from '../read/open.js';
import type { ShareJob } from './parallel.js';

/** Below this many bytes a worker's start-up costs more than it saves. */
export const PARALLEL_MIN_BYTES = 8 * 1024 * 1024;

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

/** A plain (not gzip) regular file. False when it cannot be read: its reader says why. */
export function isPlain(path: string): boolean {
  try {
    return !isGzipFile(path);
  } catch {
    return false;
  }
}

/** Scoring threads started at start-up (prestartScoringWorkers), taken one per share. */
const warmWorkers: StandbyWorker[] = [];

/** A prestarted scoring thread, or null (none left, or it failed to start). */
export function takeWarmWorker(): StandbyWorker | null {
  const w = warmWorkers.shift();
  return w?.open ? w : null;
}

/**
 * Starts the two threads `compare` will score its runs in, before the rest of rankgate loads: a thread takes a tenth
 * of a second or more to start, which then overlaps this thread's own start-up instead of following it. Only where scoreRuns would use
 * threads (two cores, a plain run file of some size); threads nobody takes are ended by releaseScoringWorkers.
 */
export function prestartScoringWorkers(runPath: string): void {
  const file = workerFile();
  if (!file || warmWorkers.length > 0 || (availableParallelism() < 2 && !forceThreads())) return;
  try {
    if (!isPlain(runPath) || (statSync(runPath).size < PARALLEL_MIN_BYTES && !forceThreads())) return;
  } catch {
    return; // the comparison reports a missing or unreadable file
  }
  for (let i = 0; i < 2; i++) warmWorkers.push(standbyWorker(file));
}

/** Ends the prestarted threads no share took. */
export function releaseScoringWorkers(): void {
  for (const w of warmWorkers.splice(0)) w.cancel();
}

/**
 * Every worker's young generation is capped. A worker allocates per query only a few small, short-lived objects (its
 * buffers are made once and reused; docids are read in place), which a small young generation collects as well as a
 * large one; but V8 sizes the young generation by the machine, and under Node 24 each thread's grew to several tens
 * of MB, which three or four threads at once turned into a peak of about 470 MB for `compare` on the 6,980-query pair
 * (Node 20: 360 MB). 8 MB rather than 16: the same CPU time, about 9 MB less peak on that pair.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/** Runs the worker bundle on one task and resolves with its single message. */
export function runWorker<T>(file: string, task: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const w = new Worker(file, { workerData: task, resourceLimits: WORKER_LIMITS });
    w.once('message', (m: T) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
}

/**
 * A worker started now that runs tasks sent later, one at a time: a share of a run (it then ends), or the statistics
 * and then perhaps a run file's hash; `cancel` ends it. While it has no task it does not keep the process alive (an input error may end the run first).
 */
export interface StandbyWorker {
  run<T>(task: StandbyTask): Promise<T>;
  /** False once cancelled or failed: the caller does the work itself. */
  readonly open: boolean;
  cancel(): void;
}

export type StandbyTask =
  | { kind: 'share'; job: ShareJob }
  | { kind: 'stats'; job: unknown }
  | { kind: 'digest'; paths: { path: string; label: string }[] };

export function standbyWorker(file: string): StandbyWorker {
  const w = new Worker(file, { workerData: { kind: 'standby' }, resourceLimits: WORKER_LIMITS });
  let waiting: { resolve: (m: unknown) => void; reject: (e: Error) => void } | null = null;
  let failed: Error | null = null;
  let open = true;
  const settle = (f: (p: NonNullable<typeof waiting>) => void) => {
    const p = waiting;
    waiting = null;
    w.unref();
    if (p) f(p);
  };
  w.on('message', (m) => settle((p) => p.resolve(m)));
  w.once('error', (e) => {
    failed = e;
    settle((p) => p.reject(e));
  });
  w.once('exit', (code) => {
    failed ??= new Error(`rankgate worker exited with code ${code}`);
    settle((p) => p.reject(failed!));
  });
  w.unref();
  return {
    run: <T>(task: StandbyTask) =>
      new Promise<T>((resolve, reject) => {
        if (!open || failed) return reject(failed ?? new Error('rankgate worker was cancelled'));
        if (waiting) return reject(new Error('rankgate worker is busy'));
        waiting = { resolve: resolve as (m: unknown) => void, reject };
        w.ref();
        w.postMessage(task);
      }),
    get open() {
      return open && !failed;
    },
    cancel: () => {
      open = false;
      void w.terminate();
    },
  };
}
