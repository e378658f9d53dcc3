import './v8-settings.js';
import { run } from './github/run.js';

// The action's entry (action.yml `main`, bundled to dist/index.js): github/run.ts reads the runner and runs the job on the GitHub forge.
await run();
