import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-JN4HQAM4.js";
import "./chunk-RCPZ776M.js";
import "./chunk-SQKZ6DZP.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-QNLP633M.js";
import "./chunk-SFXR2VOL.js";
import "./chunk-IUU6KFBO.js";
import "./chunk-IAERGTHI.js";
import "./chunk-FKKA6Z2D.js";
import "./chunk-PSWIB7IG.js";
import "./chunk-KMV3YVTZ.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  runComparison
};
//# sourceMappingURL=chunk-5TJCJCED.js.map
