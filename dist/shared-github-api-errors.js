import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/github/api-errors.ts
function statusOf(e) {
  const s = e?.status;
  return typeof s === "number" ? s : void 0;
}
function describeError(e) {
  const status = statusOf(e);
  const data = e?.response?.data;
  let msg = data?.message;
  if (typeof msg !== "string") msg = e instanceof Error ? e.message : String(e);
  const line = String(msg).split("\n")[0].slice(0, 300);
  return status ? `HTTP ${status}: ${line}` : line;
}

export {
  statusOf,
  describeError
};
