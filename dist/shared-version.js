import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
