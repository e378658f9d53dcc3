import { run } from './github/run.js';

// The action's entry (action.yml `main`, bundled to dist/index.js): everything lives in github/run.ts.
await run();
