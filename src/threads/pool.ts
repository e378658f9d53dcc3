// Worker threads behind one small API: domain code decides what is worth a thread (worthAThread) and hands pure tasks
// ({ kind, ...plain data }) to runTask or to a lane started ahead (startLane); src/worker.ts runs each kind. Nothing
// here knows what a task computes, so every stage can use it and none imports node:worker_threads itself.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A task for the worker bundle: `kind` names its handler in src/worker.ts; the rest is plain (structured-clone) data. */
export interface Task {
  kind: string;
  [field: string]: unknown;
}

/**
 * RANKGATE_THREADS: `1` keeps all work in this thread; `always` uses worker threads whatever the size and the core
 * count, every run cut in two shares (so the tests exercise the thread path on small inputs); `2` uses them whatever
 * the size as two cores would (`compare`: a share a run); unset: threads where they pay off.
 */
export function forceThreads(): boolean {
  const t = process.env.RANKGATE_THREADS;
  return t === 'always' || t === '2';
}

/** The shares every run is cut into when RANKGATE_THREADS=always; null: as many as the cores give. */
export function forcedShares(): number | null {
  return process.env.RANKGATE_THREADS === 'always' ? 2 : null;
}

/** The worker bundle sits next to the bundle that runs (dist/); from sources (tests) there is none. */
function workerFile(): string | null {
  if (process.env.RANKGATE_THREADS === '1') return null;
  try {
    const p = fileURLToPath(new URL('./worker.js', import.meta.url));
    return existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

/** Threads there can be: false from sources, with RANKGATE_THREADS=1, or on one core unless threads are forced. */
export function threadsAvailable(): boolean {
  return workerFile() !== null && (availableParallelism() > 1 || forceThreads());
}

/** The cores work may be spread over (at most 8: beyond that the shares' merge costs more than it saves). */
export function cores(): number {
  if (process.env.RANKGATE_THREADS === '2') return 2;
  return Math.max(1, Math.min(availableParallelism(), 8));
}

/**
 * Whether `work` is worth a thread beside this one: threads are available and the work is at least `min` (in the
 * caller's units, measured where its constant was set), or threads are forced.
 */
export function worthAThread(work: number, min: number): boolean {
  return threadsAvailable() && (forceThreads() || work >= min);
}

/**
 * Every worker's young generation is capped. A worker allocates per query only a few small, short-lived objects (its
 * buffers are made once and reused; docids are read in place), which a small young generation collects as well as a
 * large one; but V8 sizes the young generation by the machine, and under Node 24 each thread's grew to several tens
 * of MB, which three or four threads at once turned into a peak of about 470 MB for `compare` on the 6,980-query pair
 * (Node 20: 360 MB). 8 MB rather than 16: the same CPU time, about 9 MB less peak on that pair.
 *
 * Since the main thread holds V8's process-wide growth factor at 1 (src/v8-settings.ts), a worker's young generation
 * in fact stays at the size V8 starts it with (a 2 MB new space) and the cap is a guard. Started at 8 MB instead
 * (`--min-semi-space-size`, which V8 reads for each new isolate), the baseline's scoring thread scavenged a quarter as
 * often but spent only a fifth less time collecting, and `compare` on that pair took 0.99× the wall time for 6 MiB
 * more peak (bench/README.md, twentieth session): not kept.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * A thread started now that runs tasks sent later, one at a time (a task may end it: see src/worker.ts); `cancel` ends
 * it. While it has no task it does not keep the process alive (an input error may end the run first).
 */
export interface Lane {
  run<T>(task: Task): Promise<T>;
  /** False once cancelled or failed: the caller does the work itself. */
  readonly open: boolean;
  cancel(): void;
}

/** A lane, or null when there is no worker bundle (from sources, or RANKGATE_THREADS=1). */
export function startLane(): Lane | null {
  const file = workerFile();
  return file ? lane(file) : null;
}

/** Lanes started ahead of their first task (prestart), taken one per runTask without a lane of its own. */
const prestarted: PoolLane[] = [];

/**
 * Starts `n` lanes now, before the rest of a command loads: a thread takes a tenth of a second or more to start, which
 * then overlaps this thread's own start-up instead of following it. Lanes no task takes are ended by releasePrestarted.
 */
export function prestart(n: number): void {
  const file = workerFile();
  if (!file || prestarted.length > 0) return;
  for (let i = 0; i < n; i++) prestarted.push(lane(file));
}

/** Ends the prestarted lanes no task took. */
export function releasePrestarted(): void {
  for (const l of prestarted.splice(0)) l.cancel();
}

/**
 * Runs one task on a thread: on `on` when it is open, else on a prestarted lane, else on a thread started for it.
 * Throws when there is no worker bundle (check threadsAvailable or worthAThread first).
 */
export function runTask<T>(task: Task, on?: Lane | null): Promise<T> {
  if (on?.open) return on.run<T>(task);
  return answers<[T]>(task, 1)[0];
}

/**
 * runTask for a task that answers twice (a share that goes on to hash its file, say): the first answer, and the
 * second, which the thread works on while this one goes on with the first. A thread that fails rejects both.
 */
export function runTaskTwice<A, B>(task: Task): [Promise<A>, Promise<B>] {
  return answers<[A, B]>(task, 2);
}

function answers<T extends unknown[]>(task: Task, n: number): { [K in keyof T]: Promise<T[K]> } {
  const warm = prestarted.shift();
  if (warm?.open) return warm.send(task, n) as { [K in keyof T]: Promise<T[K]> };
  const file = workerFile();
  if (!file) return refused(new Error('rankgate has no worker bundle here'), n) as { [K in keyof T]: Promise<T[K]> };
  const w = new Worker(file, { workerData: task, resourceLimits: WORKER_LIMITS });
  const waiting = Array.from({ length: n }, () => deferred());
  let got = 0;
  w.on('message', (m) => {
    if (got < n) waiting[got++]!.resolve(m);
  });
  const fail = (e: Error) => {
    for (const p of waiting.splice(got)) p.reject(e);
  };
  w.once('error', fail);
  w.once('exit', (code) => {
    if (code !== 0) fail(new Error(`rankgate worker exited with code ${code}`));
    else fail(new Error('rankgate worker ended before its last answer'));
  });
  return waiting.map((p) => p.promise) as { [K in keyof T]: Promise<T[K]> };
}

/** `n` answers that will not come, each rejected with `e`. */
function refused(e: Error, n: number): Promise<unknown>[] {
  const no = Promise.reject(e);
  return Array.from({ length: n }, () => no);
}

/** A promise and what settles it (Promise.withResolvers, which Node 20 lacks). */
function deferred() {
  let resolve!: (m: unknown) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<unknown>((y, n) => {
    resolve = y;
    reject = n;
  });
  return { promise, resolve, reject };
}

/** A lane, and how the pool sends it a task that answers `n` times. */
interface PoolLane extends Lane {
  send(task: Task, n: number): Promise<unknown>[];
}

function lane(file: string): PoolLane {
  const w = new Worker(file, { workerData: { kind: 'lane' }, resourceLimits: WORKER_LIMITS });
  // The answers awaited, in the order the thread sends them.
  const waiting: { resolve: (m: unknown) => void; reject: (e: Error) => void }[] = [];
  let failed: Error | null = null;
  let open = true;
  w.on('message', (m) => {
    waiting.shift()?.resolve(m);
    if (waiting.length === 0) w.unref();
  });
  const fail = (e: Error) => {
    failed ??= e;
    for (const p of waiting.splice(0)) p.reject(failed);
    w.unref();
  };
  w.once('error', fail);
  w.once('exit', (code) => fail(new Error(`rankgate worker exited with code ${code}`)));
  w.unref();
  const send = (task: Task, n: number): Promise<unknown>[] => {
    if (!open || failed) return refused(failed ?? new Error('rankgate worker was cancelled'), n);
    if (waiting.length > 0) return refused(new Error('rankgate worker is busy'), n);
    const out = Array.from({ length: n }, () => {
      const p = deferred();
      waiting.push(p);
      return p.promise;
    });
    w.ref();
    w.postMessage(task);
    return out;
  };
  return {
    send,
    run: <T>(task: Task) => send(task, 1)[0] as Promise<T>,
    get open() {
      return open && !failed;
    },
    cancel: () => {
      open = false;
      void w.terminate();
    },
  };
}
