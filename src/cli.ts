import { main } from './cli/main.js';

// The CLI entry: everything lives in cli/main.ts so tests can call it in-process.
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
