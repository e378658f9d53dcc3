import { parentPort, workerData } from 'node:worker_threads';
import { InputError } from './errors.js';
import { readQrels } from './read/qrels.js';
import { scoreRunFiles, scoreRunPart } from './score/evaluate.js';
import { runHeavy, type HeavyJob } from './compare/heavy.js';
import { digestFiles, type ShareJob, type ShareResult } from './score/parallel.js';
import type { StandbyTask } from './score/threads.js';

// The worker threads' entry (bundled as dist/worker.js): scores one share of a run file (or consecutive shards of a run), or runs a share of the
// statistics, or (started ahead of time, "standby") waits for such tasks by message.

/** Scores a share; its columns travel back transferred, not copied. */
async function share(job: ShareJob): Promise<{ msg: ShareResult; transfer: ArrayBuffer[] }> {
  try {
    const qrels = await readQrels(job.qrels, job.qrelsLabel);
    const run = job.files
      ? await scoreRunFiles(job.files, qrels, job.plan, job.label, job.hash !== false)
      : await scoreRunPart(job.path, qrels, job.plan, job.label, job.range, job.hash !== false);
    // A values-only plan shares one buffer between columns: each is transferred once.
    const buffers = [
      ...new Set(
        [run.value, run.low, run.high, run.optimistic, run.num, run.den, run.optNum, run.optDen].flatMap((cols) =>
          cols.map((c) => c.buffer as ArrayBuffer),
        ),
      ),
    ];
    const seen = run.seen
      ? [run.seen.at, run.seen.len, run.seen.hashes, run.seen.codes].map((a) => a.buffer as ArrayBuffer)
      : [];
    return {
      msg: { ok: true, run: { ...run, qids: [], measures: [] } },
      transfer: [
        ...buffers,
        run.missing.buffer as ArrayBuffer,
        run.retrieved.buffer as ArrayBuffer,
        run.fingerprint.buffer as ArrayBuffer,
        ...seen,
      ],
    };
  } catch (e) {
    // Line numbers inside a share are relative to it: the caller re-reads the file in one piece to report the error.
    return { msg: { ok: false, input: e instanceof InputError, message: (e as Error).message }, transfer: [] };
  }
}

const task = workerData as { kind: 'share'; job: ShareJob } | { kind: 'stats'; job: HeavyJob } | { kind: 'standby' };
if (task.kind === 'standby') {
  // Started ahead of time (at start-up, or while the runs are scored) so the work does not wait for a thread to
  // start. A share ends the thread; after the statistics it may go on to hash the run files while the main thread
  // decides the gate (until the main thread ends it).
  parentPort!.on('message', async (t: StandbyTask) => {
    if (t.kind === 'share') {
      const { msg, transfer } = await share(t.job);
      parentPort!.postMessage(msg, transfer);
      parentPort!.close();
    } else {
      parentPort!.postMessage(t.kind === 'stats' ? runHeavy(t.job as HeavyJob) : digestFiles(t.paths));
    }
  });
} else if (task.kind === 'stats') {
  parentPort!.postMessage(runHeavy(task.job));
} else {
  const { msg, transfer } = await share(task.job);
  parentPort!.postMessage(msg, transfer);
}
