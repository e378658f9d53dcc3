import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  gitCommit,
  gitDate,
  gitReader,
  gitRoot,
  isBranchName
} from "./chunk-Q3MQV2VR.js";
import "./chunk-Z3K3XME4.js";
export {
  gitCommit,
  gitDate,
  gitReader,
  gitRoot,
  isBranchName
};
//# sourceMappingURL=chunk-MHVCIBYX.js.map
