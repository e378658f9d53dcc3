import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  apiReader,
  isConflict,
  putFile,
  readFileAt,
  updateFile
} from "./chunk-AAWOP3XU.js";
import "./chunk-AIKJ5ZFZ.js";
import "./chunk-Z3K3XME4.js";
export {
  apiReader,
  isConflict,
  putFile,
  readFileAt,
  updateFile
};
//# sourceMappingURL=chunk-YKJCJ3AP.js.map
