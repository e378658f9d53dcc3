import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  BROKEN_RUN_KINDS,
  REPORT_SCHEMA,
  cellSchema,
  cellStatusSchema,
  fileChangeSchema,
  fileFactsSchema,
  goalpostsSchema,
  ledgerEntrySchema,
  levelSchema,
  parseReport,
  reasonSchema,
  reportSchema,
  rescoredSchema,
  runFactsSchema,
  serializeReport,
  sliceSchema,
  tieCheckSchema,
  toJudgeSchema
} from "./shared-report-schema.js";
import "./shared-zod.js";
import "./shared-contract-choices.js";
import "./shared-runtime.js";
export {
  BROKEN_RUN_KINDS,
  REPORT_SCHEMA,
  cellSchema,
  cellStatusSchema,
  fileChangeSchema,
  fileFactsSchema,
  goalpostsSchema,
  ledgerEntrySchema,
  levelSchema,
  parseReport,
  reasonSchema,
  reportSchema,
  rescoredSchema,
  runFactsSchema,
  serializeReport,
  sliceSchema,
  tieCheckSchema,
  toJudgeSchema
};
