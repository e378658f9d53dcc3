import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  gitCommit,
  gitDate,
  gitReader,
  gitRoot
} from "./chunk-HKTOYMSH.js";
import "./chunk-Z3K3XME4.js";
export {
  gitCommit,
  gitDate,
  gitReader,
  gitRoot
};
//# sourceMappingURL=chunk-24URWVTD.js.map
