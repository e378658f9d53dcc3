// On one core a loop that runs long must still reach V8's optimizing tier. Setting `--no-concurrent-osr` (tried for
// one core, see src/v8-settings.ts) kept every loop that V8 had compiled with Maglev there: the refusal V8 prints for it
// is the thing to look for. Both entries import the settings module (heap.test.ts), so the demo speaks for both.
import { execFileSync, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli.js');

/** V8's trace of the loop compiles (on-stack replacement) while the demo runs, with `prefix` before Node. */
function loopCompileTrace(prefix: string[]): string {
  const [cmd, ...args] = [...prefix, process.execPath, '--trace-osr', '--trace-opt', CLI, 'demo'];
  return execFileSync(cmd!, args, { encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
}

/** Whether any loop compile targeted TurboFan (named TURBOFAN by Node 20 and 22, TURBOFAN_JS by Node 24). */
function reachesTurbofan(trace: string): boolean {
  return /\(target TURBOFAN\w*\) OSR/.test(trace);
}

/** How often a loop in mid-tier code asked for the optimizing tier and was refused. */
function refusals(trace: string): number {
  return trace.match(/concurrent_osr is disabled/g)?.length ?? 0;
}

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

describe('loop compiles', () => {
  it.runIf(hasTaskset)('reach the optimizing tier when the CLI is held to one core', () => {
    const trace = loopCompileTrace(['taskset', '-c', '0']);
    // The demo's statistics run loops over 10^4 draws, which V8 compiles while they run.
    expect(reachesTurbofan(trace)).toBe(true);
    expect(refusals(trace)).toBe(0);
  });

  it('reach the optimizing tier on every core count this machine offers', () => {
    const trace = loopCompileTrace([]);
    expect(reachesTurbofan(trace)).toBe(true);
    expect(refusals(trace)).toBe(0);
  });
});
