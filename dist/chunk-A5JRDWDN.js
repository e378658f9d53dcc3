import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-RJJ6ZEYB.js";
import "./chunk-QDHNUWAQ.js";
import "./chunk-XIH5WZLP.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-QNLP633M.js";
import "./chunk-6LAMYREZ.js";
import "./chunk-T3DQTEJS.js";
import "./chunk-CRHEMNRA.js";
import "./chunk-M3GSCROR.js";
import "./chunk-V5XNRIOC.js";
import "./chunk-KMV3YVTZ.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  runComparison
};
//# sourceMappingURL=chunk-A5JRDWDN.js.map
