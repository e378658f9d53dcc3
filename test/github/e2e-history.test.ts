import { defineHistoryScenarios } from './e2e-history.scenarios.js';
import { IN_PROCESS } from './harness.js';

// History, several gates and refresh-on-accept, in-process (see e2e.test.ts).
defineHistoryScenarios(
  `in-process, node ${process.versions.node}`,
  () => process.execPath,
  () => IN_PROCESS,
);
