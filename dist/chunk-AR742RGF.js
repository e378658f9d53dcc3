import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-T3EKPKO4.js";
import "./chunk-ZKBTHAPS.js";
import "./chunk-NLZG3ISN.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-DFZEHQJE.js";
import "./chunk-FNRWWLPE.js";
import "./chunk-CWG7VBQN.js";
import "./chunk-TJE5M3WY.js";
import "./chunk-EGTSGUYN.js";
import "./chunk-BAFDS5FA.js";
import "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  runComparison
};
//# sourceMappingURL=chunk-AR742RGF.js.map
