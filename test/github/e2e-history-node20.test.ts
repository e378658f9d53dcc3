import { defineHistoryScenarios } from './e2e-history.scenarios.js';

// History, several gates and refresh-on-accept under the Node this suite runs on (the engine's floor).
defineHistoryScenarios(`node ${process.versions.node}`, () => process.execPath);
