import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  expandContracts,
  glob,
  listOf,
  parsePathMap,
  planGates
} from "./chunk-BYXJ54J3.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  expandContracts,
  glob,
  listOf,
  parsePathMap,
  planGates
};
//# sourceMappingURL=chunk-PQMPE36C.js.map
