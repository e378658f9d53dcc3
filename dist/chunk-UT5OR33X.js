import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/read/open.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
var FIX = "point at a regular file (not a directory, pipe or device)";
function openInput(path, label) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") {
      throw new InputError("file not found", { file: label }, "check the path; relative paths resolve from the working directory or the contract folder");
    }
    if (code === "EACCES" || code === "EPERM") throw new InputError("cannot be read: permission denied", { file: label }, "make the file readable");
    if (code === "EISDIR") throw new InputError("is a directory, not a file", { file: label }, "point at the file inside it");
    throw new InputError(`cannot be opened (${code ?? e.message})`, { file: label }, FIX);
  }
  let st;
  try {
    st = fstatSync(fd);
  } catch (e) {
    closeSync(fd);
    throw new InputError(`cannot be read (${e.code ?? e.message})`, { file: label }, FIX);
  }
  if (!st.isFile()) {
    closeSync(fd);
    if (st.isDirectory()) throw new InputError("is a directory, not a file", { file: label }, "point at the file inside it");
    const what = st.isFIFO() ? "a named pipe (FIFO)" : st.isCharacterDevice() || st.isBlockDevice() ? "a device" : st.isSocket() ? "a socket" : "not a regular file";
    throw new InputError(`is ${what}, not a regular file`, { file: label }, "write the data to a file first and pass that file");
  }
  return { fd, size: st.size };
}
function readSmallFile(path, label, maxBytes, what) {
  const { fd, size } = openInput(path, label);
  try {
    if (size > maxBytes) {
      throw new InputError(`is ${size} bytes; ${what} may be at most ${maxBytes} bytes`, { file: label }, `is this really ${what}?`);
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

// src/read/limits.ts
var LIMITS = {
  lineBytes: 1 << 20,
  gunzipFloor: 1 << 30,
  gunzipRatio: 100,
  blankRun: 1e6,
  judgments: 2e7,
  resultsPerQueryFloor: 1e5,
  resultsPerQueryDepthFactor: 10,
  resultsPerQueryCeiling: 1e7,
  contractBytes: 1 << 20,
  contractAliases: 100
};
function resultsPerQuery(depth, limits = LIMITS) {
  if (!Number.isFinite(depth)) return limits.resultsPerQueryCeiling;
  return Math.min(limits.resultsPerQueryCeiling, Math.max(limits.resultsPerQueryFloor, limits.resultsPerQueryDepthFactor * depth));
}
function bytesText(n) {
  for (const [unit, size] of [["GiB", 1 << 30], ["MiB", 1 << 20], ["KiB", 1 << 10]]) {
    if (n >= size) return `${n % size === 0 ? n / size : (n / size).toFixed(1)} ${unit}`;
  }
  return `${countText(n)} bytes`;
}
function countText(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export {
  openInput,
  readSmallFile,
  LIMITS,
  resultsPerQuery,
  bytesText,
  countText
};
//# sourceMappingURL=chunk-UT5OR33X.js.map
