import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  canonicalJson,
  contractId,
  inspectContract,
  loadContract,
  nearest
} from "./chunk-2BZXPDAT.js";
import "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";
export {
  canonicalJson,
  contractId,
  inspectContract,
  loadContract,
  nearest
};
//# sourceMappingURL=chunk-7U34NZ2Q.js.map
