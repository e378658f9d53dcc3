import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  info
} from "./shared-undici.js";
import {
  visible
} from "./shared-report-escape.js";

// src/github/log.ts
import { randomBytes } from "node:crypto";

// src/report/log-line.ts
var COMMAND_SYNTAX = /::|##\[/;
function logLine(text) {
  const line = visible(text);
  return { line, commandLike: COMMAND_SYNTAX.test(line) };
}
function fenced(text, token) {
  if (!/^[A-Za-z0-9_-]{16,}$/.test(token))
    throw new Error("a stop-commands token must be 16 or more letters, digits, - or _");
  const { line, commandLike } = logLine(text);
  if (!commandLike) return [line];
  return [`::stop-commands::${token}`, line, `::${token}::`];
}

// src/github/log.ts
function info2(text) {
  for (const l of fenced(text, randomBytes(16).toString("hex"))) info(l);
}

export {
  info2 as info
};
