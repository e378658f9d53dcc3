import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  prepareBaseComparison
} from "./chunk-JMVO6KU3.js";
import "./chunk-BAJ3DXSC.js";
import "./chunk-M5MOQ36A.js";
import "./chunk-2O7C25D6.js";
import "./chunk-3HTI5R67.js";
import "./chunk-F5Q2FPX7.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-6NAX4RBD.js";
import "./chunk-WJYFKK5T.js";
import "./chunk-7OMRUEV5.js";
import "./chunk-VUJ5JVYO.js";
import "./chunk-BNIQZ3HL.js";
import "./chunk-ATRNIGPX.js";
import "./chunk-AVKE4CIY.js";
import "./chunk-GJBNAVIQ.js";
import "./chunk-QZL3U5OR.js";
import "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  prepareBaseComparison
};
//# sourceMappingURL=chunk-GVUMPLHC.js.map
