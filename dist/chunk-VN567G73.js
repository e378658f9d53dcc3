import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  HISTORY_SCHEMA,
  appendRecord,
  historyFile,
  historyRecordSchema,
  parseHistory,
  pointsCount,
  recordFromReport,
  serializeRecord,
  trendOf
} from "./chunk-MLEONPRA.js";
import "./chunk-KUGOSHFN.js";
import "./chunk-ZLTUEY2H.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-Z3K3XME4.js";
export {
  HISTORY_SCHEMA,
  appendRecord,
  historyFile,
  historyRecordSchema,
  parseHistory,
  pointsCount,
  recordFromReport,
  serializeRecord,
  trendOf
};
//# sourceMappingURL=chunk-VN567G73.js.map
