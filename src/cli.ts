#!/usr/bin/env node
import * as nodeModule from 'node:module';

// The CLI's entry. Node compiles rankgate's bundled JavaScript (about 1.5 MB) on every start, a tenth of the CPU time
// of a 100-query gate. Node's module compile cache (22.1 and later; absent from Node 20, where this does nothing)
// keeps the compiled code in os.tmpdir()/node-compile-cache, checked against each file's contents, so the second run
// on a machine skips most of that work (NODE_COMPILE_CACHE moves the folder, NODE_DISABLE_COMPILE_CACHE=1 turns it
// off). It applies only to modules compiled after it is enabled, so the CLI itself is loaded after this; the scoring
// threads inherit it through the environment. The first run pays nothing measurable to write it.
const cache = (nodeModule as { enableCompileCache?: () => { directory?: string } }).enableCompileCache?.();
if (cache?.directory && process.env.NODE_COMPILE_CACHE === undefined) process.env.NODE_COMPILE_CACHE = cache.directory;
await import('./run-cli.js');
