import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/cli/output.ts
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
function why(e) {
  const code = e.code;
  if (code === "EEXIST" || code === "ENOTDIR") return "a file is in the way (a folder is needed there)";
  if (code === "EISDIR") return "it is a folder, not a file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EROFS") return "the file system is read-only";
  if (code === "ENOSPC") return "the disk is full";
  return code ?? e.message;
}
function ensureDir(dir, flag) {
  let st;
  try {
    st = statSync(dir);
  } catch {
    st = null;
  }
  if (st && !st.isDirectory()) throw new InputError(`${flag} ${dir} is a file, not a folder`, {}, `name a folder for ${flag}, or remove the file`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new InputError(`${flag} ${dir}: cannot create the folder (${why(e)})`, {}, `name a folder that can be created for ${flag}`);
  }
}
function writeOutput(path, content, flag) {
  let st;
  try {
    st = statSync(path);
  } catch {
    st = null;
  }
  if (st?.isDirectory()) throw new InputError(`${flag} ${path} is a folder, not a file`, {}, `name a file for ${flag}, e.g. ${path.replace(/\/+$/, "")}/baseline.trec`);
  ensureDir(dirname(path), flag);
  try {
    writeFileSync(path, content);
  } catch (e) {
    throw new InputError(`${flag} ${path}: cannot write the file (${why(e)})`, {}, `name a file that can be written for ${flag}`);
  }
}

export {
  ensureDir,
  writeOutput
};
//# sourceMappingURL=chunk-RDSW4ZVO.js.map
