import { parentPort, workerData } from 'node:worker_threads';
import { InputError } from './errors.js';
import { readQrels } from './read/qrels.js';
import { scoreRunPart } from './score/evaluate.js';
import { runHeavy, type HeavyJob } from './compare/heavy.js';
import type { ShareJob, ShareResult } from './score/parallel.js';

// The worker threads' entry (bundled as dist/worker.js): scores one share of a run file, or runs a share of the statistics.
const task = workerData as { kind: 'share'; job: ShareJob } | { kind: 'stats'; job: HeavyJob } | { kind: 'standby' };
if (task.kind === 'standby') {
  // Started ahead of time (while the runs are scored) so the statistics do not wait for a thread to start.
  parentPort!.once('message', (job: HeavyJob) => parentPort!.postMessage(runHeavy(job)));
} else if (task.kind === 'stats') {
  parentPort!.postMessage(runHeavy(task.job));
} else {
  const job = task.job;
  try {
    const qrels = await readQrels(job.qrels, job.qrelsLabel);
    const run = await scoreRunPart(job.path, qrels, job.plan, job.label, job.range);
    // A values-only plan shares one buffer between columns: each is transferred once.
    const buffers = [...new Set([run.value, run.low, run.high, run.optimistic, run.num, run.den, run.optNum, run.optDen]
      .flatMap((cols) => cols.map((c) => c.buffer as ArrayBuffer)))];
    const msg: ShareResult = { ok: true, run: { ...run, qids: [], measures: [] } };
    const seen = run.seen ? [run.seen.at, run.seen.len, run.seen.hashes, run.seen.grades].map((a) => a.buffer as ArrayBuffer) : [];
    parentPort!.postMessage(msg, [...buffers, run.missing.buffer as ArrayBuffer, run.retrieved.buffer as ArrayBuffer, run.fingerprint.buffer as ArrayBuffer, ...seen]);
  } catch (e) {
    // Line numbers inside a share are relative to it: the caller re-reads the file in one piece to report the error.
    const msg: ShareResult = { ok: false, input: e instanceof InputError, message: (e as Error).message };
    parentPort!.postMessage(msg);
  }
}
