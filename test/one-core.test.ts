// On one core the entries have V8 compile a hot loop on the thread that runs it, not on a background thread that
// would take the only core from it (src/v8-settings.ts). V8's own trace of each loop compile names its mode. That
// both entries import the module is checked in heap.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli.js');

/** The mode of every loop compile (on-stack replacement) V8 starts while the demo runs, with `prefix` before Node. */
function loopCompileModes(prefix: string[]): string[] {
  const [cmd, ...args] = [...prefix, process.execPath, '--trace-osr', CLI, 'demo'];
  const out = execFileSync(cmd!, args, { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  return [...out.matchAll(/OSR - compilation started\..*mode: ConcurrencyMode::(\w+)/g)].map((m) => m[1]!);
}

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

describe('loop compiles on one core', () => {
  it.runIf(hasTaskset)('are made on the running thread when the CLI is held to one core', () => {
    const modes = loopCompileModes(['taskset', '-c', '0']);
    // The demo's statistics run loops over 10^4 draws, which V8 compiles while they run (an empty set fails too).
    expect(new Set(modes)).toEqual(new Set(['kSynchronous']));
  });

  it('stay in the background wherever more cores are available', () => {
    const modes = loopCompileModes([]);
    expect(new Set(modes)).toEqual(new Set([availableParallelism() > 1 ? 'kConcurrent' : 'kSynchronous']));
  });
});
