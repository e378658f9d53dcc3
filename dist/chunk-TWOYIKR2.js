import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  canonicalJson,
  contractId,
  loadContract,
  nearest
} from "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  canonicalJson,
  contractId,
  loadContract,
  nearest
};
//# sourceMappingURL=chunk-TWOYIKR2.js.map
