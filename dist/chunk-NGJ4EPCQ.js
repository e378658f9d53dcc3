import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  expandContracts,
  glob,
  listOf,
  parsePathMap,
  planGates
} from "./chunk-G3QUCTVC.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-2BZXPDAT.js";
import "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";
export {
  expandContracts,
  glob,
  listOf,
  parsePathMap,
  planGates
};
//# sourceMappingURL=chunk-NGJ4EPCQ.js.map
