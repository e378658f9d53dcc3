import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const packageVersion: string = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

/** Test files that replace modules (vi.mock): they need a module registry of their own. */
const OWN_MODULES = ['test/report/outputs.test.ts'];

/**
 * The end-to-end files first, then vitest's own order (longest first by the last run's durations; by file size on a
 * clean clone, where the e2e files, a few lines that run scenarios defined elsewhere, would otherwise start last and
 * finish alone on one core).
 */
class EndToEndFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = (f: TestSpecification) => /\/e2e[^/]*\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(e2e), ...sorted.filter((f) => !e2e(f))];
  }
}

export default defineConfig({
  // The bundle's version (scripts/build.mjs takes it from package.json too), whether or not npm started the run: the
  // end-to-end tests compare files the sources write with files dist/ writes, and both name the version.
  define: { __RANKGATE_VERSION__: JSON.stringify(packageVersion) },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // vitest's default for a run is one worker fewer than the cores: one file at a time on a 2-core machine, while
    // much of the end-to-end time is spent waiting on loopback servers and spawned processes.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: EndToEndFirst },
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
