import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-M22VTPOK.js";
import "./chunk-OTGZKAC7.js";
import "./chunk-6P2FY7CG.js";
import "./chunk-M5CWB47J.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-PC3SX2XP.js";
import "./chunk-SOIZL7PY.js";
import "./chunk-FXE5JR7L.js";
import "./chunk-6RIFTWM4.js";
import "./chunk-2HIFTR74.js";
import "./chunk-HRTPQMQX.js";
import "./chunk-GY25YLSA.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-6ZMJKUWW.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
import "./chunk-Z3K3XME4.js";
export {
  runComparison
};
//# sourceMappingURL=chunk-PKNVQ6ZB.js.map
