import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/contract/policy.ts
var DEFAULT_POLICY = {
  ties: "trec_eval",
  unjudged: "nonrelevant",
  missing: "zero",
  no_relevant: "exclude",
  duplicates: "error",
  depth: 1e3
};
var TREC_EVAL_MAX_DEPTH = 2147483647;
var TREC_EVAL_PRESET = { ties: "trec_eval", no_relevant: "zero", missing: "zero", unjudged: "nonrelevant", depth: TREC_EVAL_MAX_DEPTH };

export {
  DEFAULT_POLICY,
  TREC_EVAL_MAX_DEPTH,
  TREC_EVAL_PRESET
};
//# sourceMappingURL=chunk-WVTVAXI5.js.map
