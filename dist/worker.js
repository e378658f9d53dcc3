import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runHeavy
} from "./chunk-H2KMBFU2.js";
import "./chunk-CPTSWJPP.js";
import {
  scoreRunPart
} from "./chunk-J76BOQWE.js";
import "./chunk-WR7HKRI4.js";
import "./chunk-SEMWOVNM.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";
import "./chunk-Z3K3XME4.js";

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
    parentPort.postMessage(msg, [...buffers, run.missing.buffer, run.retrieved.buffer, run.fingerprint.buffer]);
  } catch (e) {
    const msg = { ok: false, input: e instanceof InputError, message: e.message };
    parentPort.postMessage(msg);
  }
}
//# sourceMappingURL=worker.js.map
