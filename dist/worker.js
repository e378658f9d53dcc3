import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readQrels,
  runHeavy,
  scoreRunPart
} from "./chunk-L2GMIQSY.js";
import "./chunk-J6UWQXZU.js";
import {
  InputError
} from "./chunk-UYBNLD2S.js";
import "./chunk-GILOVMSL.js";
import "./chunk-X3BG3VXJ.js";

// src/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var task = workerData;
if (task.kind === "standby") {
  parentPort.once("message", (job) => parentPort.postMessage(runHeavy(job)));
} else if (task.kind === "stats") {
  parentPort.postMessage(runHeavy(task.job));
} else {
  const job = task.job;
  try {
    const qrels = await readQrels(job.qrels, job.qrelsLabel);
    const run = await scoreRunPart(job.path, qrels, job.plan, job.label, job.range);
    const buffers = [...new Set([run.value, run.low, run.high, run.optimistic, run.num, run.den, run.optNum, run.optDen].flatMap((cols) => cols.map((c) => c.buffer)))];
    const msg = { ok: true, run: { ...run, qids: [], measures: [] } };
    const seen = run.seen ? [run.seen.at, run.seen.len, run.seen.hashes, run.seen.grades].map((a) => a.buffer) : [];
    parentPort.postMessage(msg, [...buffers, run.missing.buffer, run.retrieved.buffer, run.fingerprint.buffer, ...seen]);
  } catch (e) {
    const msg = { ok: false, input: e instanceof InputError, message: e.message };
    parentPort.postMessage(msg);
  }
}
