import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/contract/choices.ts
var TIES = ["trec_eval", "rank", "file", "expected"];
var UNJUDGED = ["nonrelevant", "condensed"];
var MISSING = ["zero", "error"];
var NO_RELEVANT = ["exclude", "zero"];
var DUPLICATES = ["error", "first"];
var AGGREGATE = ["macro", "micro"];
var PAIRED_TEST = ["randomization", "t-test"];
var CORRECTION = ["westfall-young", "holm", "bh", "none"];
var FAIL_ON = ["fail", "inconclusive", "warn", "never"];

export {
  TIES,
  UNJUDGED,
  MISSING,
  NO_RELEVANT,
  DUPLICATES,
  AGGREGATE,
  PAIRED_TEST,
  CORRECTION,
  FAIL_ON
};
