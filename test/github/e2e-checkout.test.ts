import { defineCheckoutScenarios } from './e2e-checkout.scenarios.js';

// Checkout layouts (path:, shallow, monorepo, no git) under the Node that runs this suite (see e2e.test.ts).
defineCheckoutScenarios(`node ${process.versions.node}`, () => process.execPath);
