import { defineScenarios } from './e2e.scenarios.js';

// The scenarios under the Node that runs this suite: .ci/run runs the whole suite under Node 20 (the machine's) and
// under Node 24 (the runtime action.yml declares), so each scenario runs once per Node.
defineScenarios(`node ${process.versions.node}`, () => process.execPath);
