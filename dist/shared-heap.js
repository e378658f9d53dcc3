import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/heap.ts
import { setFlagsFromString } from "node:v8";
setFlagsFromString("--semi-space-growth-factor=1");
