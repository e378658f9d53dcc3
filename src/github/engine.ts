// Everything the action needs once its inputs are known to be good, behind one lazy import from run.ts: start-up
// parses the inputs and the event only, and the bundle stays a few chunks instead of one per module.
export { expandContracts, parsePathMap, planGates } from '../pipeline/gates.js';
export { amendResult } from '../pipeline/amend.js';
export { HISTORY_SCHEMA, historyFile, parseHistory, recordFromReport, trendOf } from '../pipeline/history.js';
export { runComparison } from '../pipeline/compare.js';
export { BaseUnavailable, prepareBaseComparison } from '../pipeline/base.js';
export { gitDate, gitReader, repositoryRoot } from '../git/repo.js';
export { appendHistory, readHistory } from './history.js';
export { refreshAfterAccept } from './refresh.js';
export { apiReader } from './contents.js';
