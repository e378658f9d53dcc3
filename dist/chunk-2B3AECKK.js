import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  prepareBaseComparison
} from "./chunk-3VUF6E4H.js";
import "./chunk-FSIXZCAR.js";
import "./chunk-XGL7WF3W.js";
import "./chunk-XERJH653.js";
import "./chunk-P4Z3MWGB.js";
import "./chunk-6P2FY7CG.js";
import "./chunk-M5CWB47J.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-KGODCBH2.js";
import "./chunk-B6DELLMC.js";
import "./chunk-WJYFKK5T.js";
import "./chunk-WPSYHBWY.js";
import "./chunk-CPTSWJPP.js";
import "./chunk-EBVXZDKV.js";
import "./chunk-ATRNIGPX.js";
import "./chunk-2HIFTR74.js";
import "./chunk-HRTPQMQX.js";
import "./chunk-GY25YLSA.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  prepareBaseComparison
};
//# sourceMappingURL=chunk-2B3AECKK.js.map
