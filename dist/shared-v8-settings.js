import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/v8-settings.ts
import { setFlagsFromString } from "node:v8";
setFlagsFromString("--semi-space-growth-factor=1");
