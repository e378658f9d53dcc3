import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  GZIP_ABOVE,
  buildBaseline,
  deterministicGzip,
  isIsoDate,
  neededDepth
} from "./chunk-LNHPZXD2.js";
import "./chunk-4W3VDJQQ.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-WR7HKRI4.js";
import "./chunk-SEMWOVNM.js";
import "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
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
  GZIP_ABOVE,
  buildBaseline,
  deterministicGzip,
  isIsoDate,
  neededDepth
};
//# sourceMappingURL=chunk-PQLI53MC.js.map
