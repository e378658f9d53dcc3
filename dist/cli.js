#!/usr/bin/env node
import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/cli.ts
import * as nodeModule from "node:module";
var cache = nodeModule.enableCompileCache?.();
if (cache?.directory && process.env.NODE_COMPILE_CACHE === void 0) process.env.NODE_COMPILE_CACHE = cache.directory;
await import("./lazy-run-cli.js");
