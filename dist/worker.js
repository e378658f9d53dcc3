import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  digestFiles,
  failedShare,
  judgmentsFromShared,
  readQrels,
  runHeavy,
  scoreRunFiles,
  scoreRunPart
} from "./shared-read-run.js";
import "./shared-threads-pool.js";
import "./shared-compare-monte-carlo-wasm.js";
import "./shared-read-number.js";
import "./shared-errors.js";
import "./shared-runtime.js";

// src/worker.ts
import { parentPort, workerData } from "node:worker_threads";
function judgmentsOf(job) {
  if (job.judgments) {
    if (process.env.RANKGATE_DEBUG)
      process.stderr.write(`rankgate: ${job.qrelsLabel} taken in shared memory by a scoring thread
`);
    return Promise.resolve(judgmentsFromShared(job.judgments));
  }
  return readQrels(job.qrels, job.qrelsLabel);
}
async function share(job) {
  try {
    const qrels = await judgmentsOf(job);
    const run = job.files ? await scoreRunFiles(job.files, qrels, job.plan, job.label, job.hash !== false) : await scoreRunPart(job.path, qrels, job.plan, job.label, job.range, job.hash !== false);
    const buffers = [
      ...new Set(
        [run.value, run.low, run.high, run.optimistic, run.num, run.den, run.optNum, run.optDen].flatMap(
          (cols) => cols.map((c) => c.buffer)
        )
      )
    ];
    const seen = run.seen ? [run.seen.at, run.seen.len, run.seen.hashes, run.seen.codes].map((a) => a.buffer) : [];
    return {
      msg: { ok: true, run: { ...run, qids: [], measures: [] } },
      transfer: [
        ...buffers,
        run.missing.buffer,
        run.retrieved.buffer,
        run.fingerprint.buffer,
        run.topHashes.buffer,
        ...seen
      ]
    };
  } catch (e) {
    return { msg: failedShare(e), transfer: [] };
  }
}
async function perform(t) {
  if (t.kind === "share") return share(t.job);
  if (t.kind === "stats") {
    const paths = t.digest;
    return { msg: runHeavy(t.job, paths ? () => digestFiles(paths) : void 0), transfer: [] };
  }
  return { msg: digestFiles(t.paths), transfer: [] };
}
var started = workerData;
if (started.kind === "lane") {
  parentPort.on("message", async (t) => {
    const { msg, transfer } = await perform(t);
    parentPort.postMessage(msg, transfer);
    if (t.kind === "share") {
      sequel(t.job, msg);
      parentPort.close();
    }
  });
} else {
  const { msg, transfer } = await perform(started);
  parentPort.postMessage(msg, transfer);
  if (started.kind === "share") sequel(started.job, msg);
}
function sequel(job, answer) {
  if (!job.digestAfter) return;
  parentPort.postMessage(answer.ok ? digestFiles([{ path: job.path, label: job.label }]) : null);
}
