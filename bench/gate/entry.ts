// The engine the gate benchmark bundles: one comparison from files to report, as the CLI and the action run it.
export { runComparison } from '../../src/pipeline/compare.js';
