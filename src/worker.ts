import { parentPort, workerData } from 'node:worker_threads';
import { judgmentsFromShared, readQrels } from './read/qrels.js';
import { scoreRunFiles, scoreRunPart } from './score/evaluate.js';
import { runHeavy, type HeavyJob } from './compare/heavy.js';
import { digestFiles, failedShare, type ShareJob, type ShareResult } from './score/parallel.js';

// The worker threads' entry (bundled as dist/worker.js): scores one share of a run file (or consecutive shards of a run), or runs a share of the
// statistics, or hashes run files; or (a lane, started ahead of time) waits for such tasks by message (threads/pool.ts).

/** The share's judgments: those it brings (read once, shared), else read now. */
function judgmentsOf(job: ShareJob) {
  if (job.judgments) {
    if (process.env.RANKGATE_DEBUG)
      process.stderr.write(`rankgate: ${job.qrelsLabel} taken in shared memory by a scoring thread\n`);
    return Promise.resolve(judgmentsFromShared(job.judgments));
  }
  return readQrels(job.qrels, job.qrelsLabel);
}

/** Scores a share; its columns travel back transferred, not copied. */
async function share(job: ShareJob): Promise<{ msg: ShareResult; transfer: ArrayBuffer[] }> {
  try {
    const qrels = await judgmentsOf(job);
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
        run.topHashes.buffer as ArrayBuffer,
        ...seen,
      ],
    };
  } catch (e) {
    // Line numbers inside a share are relative to it: the caller re-reads the file in one piece to report the error.
    return { msg: failedShare(e), transfer: [] };
  }
}

/** The tasks domain code hands the pool (src/threads/pool.ts), by kind. */
type Task =
  | { kind: 'share'; job: ShareJob }
  | { kind: 'stats'; job: HeavyJob; digest?: { path: string; label: string }[] }
  | { kind: 'digest'; paths: { path: string; label: string }[] };

/** Runs a task; its answer, and the buffers that travel with it (transferred, not copied). */
async function perform(t: Task): Promise<{ msg: unknown; transfer: ArrayBuffer[] }> {
  if (t.kind === 'share') return share(t.job);
  // A share of the statistics may also take the run files' digest, when this thread gets free first.
  if (t.kind === 'stats') {
    const paths = t.digest;
    return { msg: runHeavy(t.job, paths ? () => digestFiles(paths) : undefined), transfer: [] };
  }
  return { msg: digestFiles(t.paths), transfer: [] };
}

const started = workerData as Task | { kind: 'lane' };
if (started.kind === 'lane') {
  // Started ahead of its tasks (at start-up, or while the runs are scored) so the work does not wait for a thread to
  // start. A share ends the thread (its buffers are gone); after the statistics it may go on to hash the run files
  // while the main thread decides the gate (until the main thread ends it).
  parentPort!.on('message', async (t: Task) => {
    const { msg, transfer } = await perform(t);
    parentPort!.postMessage(msg, transfer);
    if (t.kind === 'share') {
      sequel(t.job, msg as ShareResult);
      parentPort!.close();
    }
  });
} else {
  const { msg, transfer } = await perform(started);
  parentPort!.postMessage(msg, transfer);
  if (started.kind === 'share') sequel(started.job, msg as ShareResult);
}

/**
 * A share of a whole file scored without its hash (`digestAfter`) answers a second time with the file's sha256 (or
 * why not), taken here right away: this thread has just read the file, and the other is still scoring its own.
 */
function sequel(job: ShareJob, answer: ShareResult): void {
  if (!job.digestAfter) return;
  parentPort!.postMessage(answer.ok ? digestFiles([{ path: job.path, label: job.label }]) : null);
}
