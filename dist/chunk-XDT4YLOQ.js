import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-DIFEGYJT.js";
import "./chunk-ZJT27XTW.js";
import "./chunk-F5Q2FPX7.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-QY5TQIJJ.js";
import "./chunk-PV6EA5UJ.js";
import "./chunk-KUX33XBM.js";
import "./chunk-AVKE4CIY.js";
import "./chunk-GJBNAVIQ.js";
import "./chunk-QZL3U5OR.js";
import "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  runComparison
};
//# sourceMappingURL=chunk-XDT4YLOQ.js.map
