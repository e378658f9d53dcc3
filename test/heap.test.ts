// The entries hold the main thread's young generation at 8 MB (src/v8-settings.ts): under Node 24 it otherwise grew past
// 130 MB during a large comparison, most of it empty, and `compare` peaked about 100 MB higher; at V8's starting 2 MB
// the main thread scavenged about four times as often as a worker.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** The new space's size in MB after a burst of short-lived allocations with some survivors, in a fresh Node. */
function newSpaceAfterBurst(preload: string): number {
  const script = `${preload}
const v8 = await import('node:v8');
const keep = [];
for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 2e5) keep.splice(0, 1e5); }
const ns = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
process.stdout.write(String(ns.space_size / 2 ** 20));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('the main thread heap', () => {
  it('holds its young generation at 8 MB once src/v8-settings.ts has run (V8 starts it at 2 MB and would grow it)', () => {
    const grown = newSpaceAfterBurst('');
    const kept = newSpaceAfterBurst(`await import(${JSON.stringify(join(ROOT, 'dist/shared-v8-settings.js'))});`);
    // Node 20 grows it to about 34 MB here, Node 24 to about 130 MB, so past where the module holds it. The module grows
    // it once, from V8's starting 2 MB by its factor of 4, to 8 MB, and holds it there.
    expect(grown).toBeGreaterThan(8);
    expect(kept).toBe(2 * 4);
  });

  it('is set by both entries when they load, before any command or job runs', () => {
    // The CLI's entry turns on the compile cache and then loads the CLI proper, which sets it first.
    expect(readFileSync(join(ROOT, 'dist/cli.js'), 'utf8')).toMatch(/^await import\("\.\/lazy-run-cli\.js"\);$/m);
    for (const entry of ['dist/lazy-run-cli.js', 'dist/index.js'])
      expect(readFileSync(join(ROOT, entry), 'utf8'), entry).toMatch(/^import "\.\/shared-v8-settings\.js";$/m);
  });
});
