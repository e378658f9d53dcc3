import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";
export default require_dist();
//# sourceMappingURL=chunk-GOI6BDXJ.js.map
