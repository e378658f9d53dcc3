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
export {
  GZIP_ABOVE,
  buildBaseline,
  deterministicGzip,
  neededDepth
};
//# sourceMappingURL=chunk-GLD7VTKN.js.map
