import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  prepareBaseComparison
} from "./chunk-XEX3GGTX.js";
import "./chunk-LSF5A3J5.js";
import "./chunk-ZKBTHAPS.js";
import "./chunk-NLZG3ISN.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-K63OTHL4.js";
import "./chunk-GAGO5NQM.js";
import "./chunk-D55UAKHM.js";
import "./chunk-M2SPVC6M.js";
import "./chunk-EGTSGUYN.js";
import "./chunk-BAFDS5FA.js";
import "./chunk-373L7WND.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  prepareBaseComparison
};
//# sourceMappingURL=chunk-5E3FAZU7.js.map
