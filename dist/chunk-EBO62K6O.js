import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  apiReader,
  gitCommit,
  gitDate,
  gitReader,
  gitRoot,
  prepareBaseComparison
} from "./chunk-M7UHSZ2B.js";
import "./chunk-42GAIRWR.js";
import "./chunk-QDHNUWAQ.js";
import "./chunk-XIH5WZLP.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-QNLP633M.js";
import "./chunk-OVVW6U4L.js";
import "./chunk-LMN7TQTE.js";
import "./chunk-76UGFSEB.js";
import "./chunk-M3GSCROR.js";
import "./chunk-V5XNRIOC.js";
import "./chunk-KMV3YVTZ.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  apiReader,
  gitCommit,
  gitDate,
  gitReader,
  gitRoot,
  prepareBaseComparison
};
//# sourceMappingURL=chunk-EBO62K6O.js.map
