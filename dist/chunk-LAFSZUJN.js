import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  apiReader,
  gitCommit,
  gitDate,
  gitReader,
  gitRoot,
  prepareBaseComparison
} from "./chunk-V5UB3BXI.js";
import "./chunk-ZXWNUYKY.js";
import "./chunk-ZKBTHAPS.js";
import "./chunk-NLZG3ISN.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-FCIZVZB2.js";
import "./chunk-KIUYYV4C.js";
import "./chunk-Z3N47YBQ.js";
import "./chunk-ILW6DLPO.js";
import "./chunk-C544ZC23.js";
import "./chunk-BAFDS5FA.js";
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
//# sourceMappingURL=chunk-LAFSZUJN.js.map
