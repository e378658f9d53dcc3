import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  GZIP_ABOVE,
  buildBaseline,
  deterministicGzip,
  neededDepth
} from "./chunk-JTDH4VRS.js";
import "./chunk-6P2FY7CG.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-HRTPQMQX.js";
import "./chunk-GY25YLSA.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-LTYZF2B6.js";
import "./chunk-PCLP5RZM.js";
import "./chunk-YPSIQX36.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";

// src/cli/baseline.ts
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
async function baselineCommand(o) {
  const b = await buildBaseline(o);
  mkdirSync(dirname(b.path), { recursive: true });
  writeFileSync(b.path, b.bytes);
  return { path: b.path, message: b.message };
}
export {
  GZIP_ABOVE,
  baselineCommand,
  deterministicGzip,
  neededDepth
};
//# sourceMappingURL=chunk-MCKSLXZ5.js.map
