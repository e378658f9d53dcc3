import { defineScenarios } from './e2e.scenarios.js';
import { node24 } from './harness.js';

// The runtime action.yml declares (runs.using: node24): the same scenarios under that Node.
defineScenarios('node 24', node24);
