// Every command's implementation behind one lazy import from main.ts: `--version` and `--help` load none of the
// engine, and the bundle stays a few chunks instead of one per command.
export { scoreCommand, positional } from './score.js';
export { compareCommand, demoCommand, packageRoot } from './compare.js';
export { initCommand } from './init.js';
export { validateCommand } from './validate.js';
export { baselineCommand } from './baseline.js';
export { powerCommand } from './power.js';
export { historyCommand } from './history.js';
export { trecEvalCommand } from './trec_eval.js';
export { loadContract } from '../contract/load.js';
export { measureHelp } from '../measures/describe.js';
export { stringify as yamlStringify } from 'yaml';
