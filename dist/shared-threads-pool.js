import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  InputError
} from "./shared-errors.js";

// src/read/open.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
var FIX = "point at a regular file (not a directory, pipe or device)";
function openInput(path, label) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") {
      throw new InputError(
        "file not found",
        { file: label },
        "check the path; relative paths resolve from the working directory or the contract folder"
      );
    }
    if (code === "EACCES" || code === "EPERM")
      throw new InputError("cannot be read: permission denied", { file: label }, "make the file readable");
    if (code === "EISDIR")
      throw new InputError("is a directory, not a file", { file: label }, "point at the file inside it");
    throw new InputError(`cannot be opened (${code ?? e.message})`, { file: label }, FIX);
  }
  let st;
  try {
    st = fstatSync(fd);
  } catch (e) {
    closeSync(fd);
    throw new InputError(
      `cannot be read (${e.code ?? e.message})`,
      { file: label },
      FIX
    );
  }
  if (!st.isFile()) {
    closeSync(fd);
    if (st.isDirectory())
      throw new InputError("is a directory, not a file", { file: label }, "point at the file inside it");
    const what = st.isFIFO() ? "a named pipe (FIFO)" : st.isCharacterDevice() || st.isBlockDevice() ? "a device" : st.isSocket() ? "a socket" : "not a regular file";
    throw new InputError(
      `is ${what}, not a regular file`,
      { file: label },
      "write the data to a file first and pass that file"
    );
  }
  return { fd, size: st.size };
}
function readSmallFile(path, label, maxBytes, what) {
  const { fd, size } = openInput(path, label);
  try {
    if (size > maxBytes) {
      throw new InputError(
        `is ${size} bytes; ${what} may be at most ${maxBytes} bytes`,
        { file: label },
        `is this really ${what}?`
      );
    }
    const buf = Buffer.alloc(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === size ? buf : buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}
function isGzipFile(path) {
  const { fd } = openInput(path, path);
  try {
    return isGzipFd(fd);
  } finally {
    closeSync(fd);
  }
}
function zlib() {
  return createRequire(import.meta.url)("node:zlib");
}
function isGzipFd(fd) {
  const head = Buffer.alloc(2);
  const got = readSync(fd, head, 0, 2, 0);
  return got === 2 && head[0] === 31 && head[1] === 139;
}

// src/threads/pool.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
function forceThreads() {
  const t = process.env.RANKGATE_THREADS;
  return t === "always" || t === "2";
}
function forcedShares() {
  return process.env.RANKGATE_THREADS === "always" ? 2 : null;
}
function workerFile() {
  if (process.env.RANKGATE_THREADS === "1") return null;
  try {
    const p = fileURLToPath(new URL("./worker.js", import.meta.url));
    return existsSync(p) ? p : null;
  } catch {
    return null;
  }
}
function threadsAvailable() {
  return workerFile() !== null && (availableParallelism() > 1 || forceThreads());
}
function cores() {
  if (process.env.RANKGATE_THREADS === "2") return 2;
  return Math.max(1, Math.min(availableParallelism(), 8));
}
function worthAThread(work, min) {
  return threadsAvailable() && (forceThreads() || work >= min);
}
var WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };
function startLane() {
  const file = workerFile();
  return file ? lane(file) : null;
}
var prestarted = [];
function prestart(n) {
  const file = workerFile();
  if (!file || prestarted.length > 0) return;
  for (let i = 0; i < n; i++) prestarted.push(lane(file));
}
function releasePrestarted() {
  for (const l of prestarted.splice(0)) l.cancel();
}
function runTask(task, on) {
  if (on?.open) return on.run(task);
  return answers(task, 1)[0];
}
function runTaskTwice(task) {
  return answers(task, 2);
}
function answers(task, n) {
  const warm = prestarted.shift();
  if (warm?.open) return warm.send(task, n);
  const file = workerFile();
  if (!file) return refused(new Error("rankgate has no worker bundle here"), n);
  const w = new Worker(file, { workerData: task, resourceLimits: WORKER_LIMITS });
  const waiting = Array.from({ length: n }, () => deferred());
  let got = 0;
  w.on("message", (m) => {
    if (got < n) waiting[got++].resolve(m);
  });
  const fail = (e) => {
    for (const p of waiting.splice(got)) p.reject(e);
  };
  w.once("error", fail);
  w.once("exit", (code) => {
    if (code !== 0) fail(new Error(`rankgate worker exited with code ${code}`));
    else fail(new Error("rankgate worker ended before its last answer"));
  });
  return waiting.map((p) => p.promise);
}
function refused(e, n) {
  const no = Promise.reject(e);
  return Array.from({ length: n }, () => no);
}
function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((y, n) => {
    resolve = y;
    reject = n;
  });
  return { promise, resolve, reject };
}
function lane(file) {
  const w = new Worker(file, { workerData: { kind: "lane" }, resourceLimits: WORKER_LIMITS });
  const waiting = [];
  let failed = null;
  let open = true;
  w.on("message", (m) => {
    waiting.shift()?.resolve(m);
    if (waiting.length === 0) w.unref();
  });
  const fail = (e) => {
    failed ??= e;
    for (const p of waiting.splice(0)) p.reject(failed);
    w.unref();
  };
  w.once("error", fail);
  w.once("exit", (code) => fail(new Error(`rankgate worker exited with code ${code}`)));
  w.unref();
  const send = (task, n) => {
    if (!open || failed) return refused(failed ?? new Error("rankgate worker was cancelled"), n);
    if (waiting.length > 0) return refused(new Error("rankgate worker is busy"), n);
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
    run: (task) => send(task, 1)[0],
    get open() {
      return open && !failed;
    },
    cancel: () => {
      open = false;
      void w.terminate();
    }
  };
}

// src/score/threads.ts
import { statSync } from "node:fs";
var PARALLEL_MIN_BYTES = 8 * 1024 * 1024;
var SHARED_JUDGMENTS_MIN_BYTES = 2 * 1024 * 1024;
function largeJudgments(path) {
  try {
    return statSync(path).size >= SHARED_JUDGMENTS_MIN_BYTES;
  } catch {
    return false;
  }
}
function shareJudgments(path) {
  if (!threadsAvailable()) return false;
  return forceThreads() || largeJudgments(path);
}
function isPlain(path) {
  try {
    return !isGzipFile(path);
  } catch {
    return false;
  }
}
function prestartScoringWorkers(runPath, runs) {
  try {
    if (!isPlain(runPath) || !worthAThread(statSync(runPath).size, PARALLEL_MIN_BYTES)) return;
  } catch {
    return;
  }
  const shares = runs * (forcedShares() ?? Math.max(1, Math.floor(cores() / runs)));
  prestart(Math.min(2, Math.max(1, shares - 1)));
}

export {
  openInput,
  readSmallFile,
  isGzipFile,
  zlib,
  isGzipFd,
  forcedShares,
  cores,
  worthAThread,
  startLane,
  releasePrestarted,
  runTask,
  runTaskTwice,
  PARALLEL_MIN_BYTES,
  largeJudgments,
  shareJudgments,
  isPlain,
  prestartScoringWorkers
};
