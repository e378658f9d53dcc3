import { defineCheckoutScenarios } from './e2e-checkout.scenarios.js';
import { IN_PROCESS } from './harness.js';

// Checkout layouts (path:, shallow, monorepo, no git), in-process (see e2e.test.ts).
defineCheckoutScenarios(
  `in-process, node ${process.versions.node}`,
  () => process.execPath,
  () => IN_PROCESS,
);
