import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  BaseUnreadable,
  apiReader,
  isConflict,
  putFile,
  readFileAt,
  updateFile
} from "./chunk-AIAWNLO2.js";
import "./chunk-AIKJ5ZFZ.js";
import "./chunk-Z3K3XME4.js";
export {
  BaseUnreadable,
  apiReader,
  isConflict,
  putFile,
  readFileAt,
  updateFile
};
//# sourceMappingURL=chunk-KDMOAS3W.js.map
