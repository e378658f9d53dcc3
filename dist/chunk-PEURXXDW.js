import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  canonicalJson,
  contractId,
  loadContract,
  nearest
} from "./chunk-LTYZF2B6.js";
import "./chunk-PCLP5RZM.js";
import "./chunk-YPSIQX36.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";
export {
  canonicalJson,
  contractId,
  loadContract,
  nearest
};
//# sourceMappingURL=chunk-PEURXXDW.js.map
