import { defineHistoryScenarios } from './e2e-history.scenarios.js';
import { node24 } from './harness.js';

// The same scenarios under the runtime action.yml declares (runs.using: node24).
defineHistoryScenarios('node 24', node24);
