import { defineScenarios } from './e2e.scenarios.js';
import { IN_PROCESS } from './harness.js';

// The scenarios run the action's sources in this process, against the fake GitHub (the CLI steps some take run under
// this suite's Node). The committed bundle has its own spawned smoke tests: e2e-dist.test.ts.
defineScenarios(
  `in-process, node ${process.versions.node}`,
  () => process.execPath,
  () => IN_PROCESS,
);
