import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/numbers.ts
var f4 = (x) => x.toFixed(4);
var signed = (x) => Math.abs(x) < 5e-5 ? "\xB10.0000" : (x > 0 ? "+" : "\u2212") + Math.abs(x).toFixed(4);
var fmtP = (p) => p === null ? "\u2014" : p < 1e-4 ? "<0.0001" : p.toFixed(4);
var pIs = (p) => p < 1e-4 ? "p<0.0001" : `p=${p.toFixed(4)}`;
var bound = (x) => Math.abs(x) < 5e-5 ? "0.0000" : signed(x);

export {
  f4,
  signed,
  fmtP,
  pIs,
  bound
};
