import { defineScenarios } from './e2e.scenarios.js';

// The Node this suite runs on (20 in development and CI): the engine's floor in package.json.
defineScenarios(`node ${process.versions.node}`, () => process.execPath);
