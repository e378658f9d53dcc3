import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  prepareBaseComparison
} from "./chunk-LKLJ77I6.js";
import "./chunk-2OASII5D.js";
import "./chunk-M5CWB47J.js";
import "./chunk-XGL7WF3W.js";
import "./chunk-4PR2K2RU.js";
import "./chunk-P4Z3MWGB.js";
import "./chunk-6P2FY7CG.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-Z6OJ4PCU.js";
import "./chunk-B6DELLMC.js";
import "./chunk-WJYFKK5T.js";
import "./chunk-MIAHZXIJ.js";
import "./chunk-CPTSWJPP.js";
import "./chunk-RYNEUQLQ.js";
import "./chunk-6IZPXY6S.js";
import "./chunk-WVTVAXI5.js";
import "./chunk-FU7PQR2P.js";
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
  prepareBaseComparison
};
//# sourceMappingURL=chunk-5FNB2M72.js.map
