import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Test files that replace modules (vi.mock): they need a module registry of their own. */
const OWN_MODULES = ['test/report/outputs.test.ts'];

export default defineConfig({
  define: { __RANKGATE_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0-test') },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // vitest's default for a run is one worker fewer than the cores: one file at a time on a 2-core machine, while
    // much of the end-to-end time is spent waiting on loopback servers and spawned processes.
    maxWorkers: Math.max(2, availableParallelism()),
    // (include is set per project: a project that extends the root adds to the root's lists.)
    projects: [
      {
        extends: true,
        // Files share their worker's modules: each worker imports rankgate and its dependencies once, not once per
        // file (half the suite's CPU time was imports). Every file restores what it changes (env, cwd, streams).
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: OWN_MODULES } },
    ],
  },
});
