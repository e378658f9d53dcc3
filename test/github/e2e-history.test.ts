import { defineHistoryScenarios } from './e2e-history.scenarios.js';

// History, several gates and refresh-on-accept under the Node that runs this suite (see e2e.test.ts).
defineHistoryScenarios(`node ${process.versions.node}`, () => process.execPath);
