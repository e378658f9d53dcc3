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
async function settlesWithin(work, ms, until) {
  let timer;
  let onAbort;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    onAbort = () => resolve(false);
    if (until?.aborted) onAbort();
    until?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
    until?.removeEventListener("abort", onAbort);
  }
}

export {
  PUBLISH_DEADLINE_S,
  GITHUB_BUDGET_S,
  secondsFromEnv,
  settlesWithin
};
