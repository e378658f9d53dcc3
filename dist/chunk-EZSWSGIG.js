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
} from "./chunk-YGOMP6H7.js";
import "./chunk-M5CWB47J.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-74F6CTCL.js";
import "./chunk-J7INW43X.js";
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
//# sourceMappingURL=chunk-EZSWSGIG.js.map
