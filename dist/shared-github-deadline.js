import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  decimalOrNaN
} from "./shared-read-number.js";

// src/github/deadline.ts
var PUBLISH_DEADLINE_S = 120;
var GITHUB_BUDGET_S = 150;
function secondsFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === void 0 || raw.trim() === "") return fallback;
  const v = decimalOrNaN(raw.trim());
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export {
  PUBLISH_DEADLINE_S,
  GITHUB_BUDGET_S,
  secondsFromEnv
};
