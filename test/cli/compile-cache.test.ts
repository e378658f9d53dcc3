// The CLI's entry turns on Node's module compile cache before it loads anything of rankgate's (src/cli.ts): the bundle
// is then compiled once per machine, not once per run. Checked on the bundle as it runs.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as nodeModule from 'node:module';
import { REPO } from '../compare/helpers.js';

const CLI = join(REPO, 'dist', 'cli.js');
/** Node 22.1 and later have the cache; on Node 20 the entry leaves it alone. */
const hasCache = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';

/** Every file under `dir`, at any depth (Node keeps one folder per Node version and V8 flags). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );

describe('the compile cache', () => {
  it('is on before any of the CLI loads: the entry imports nothing of rankgate statically', () => {
    const entry = readFileSync(CLI, 'utf8');
    expect(entry).not.toMatch(/^import [^;]*from "\.\//m);
    expect(entry).toMatch(/^await import\("\.\/lazy-run-cli\.js"\);$/m);
  });

  it('is written under the temp folder, and not at all with NODE_DISABLE_COMPILE_CACHE=1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rankgate-ncc-'));
    try {
      const run = (env: Record<string, string>) => {
        // Without NODE_COMPILE_CACHE (Node would then turn the cache on itself) and NODE_DISABLE_COMPILE_CACHE (read as
        // set even when empty); TMPDIR places os.tmpdir(), where the entry's cache goes.
        const { NODE_DISABLE_COMPILE_CACHE: _, NODE_COMPILE_CACHE: __, ...inherited } = process.env;
        return spawnSync(process.execPath, [CLI, 'score', '--help'], {
          encoding: 'utf8',
          env: { ...inherited, ...env },
        });
      };
      const off = run({ TMPDIR: dir, NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(off.status).toBe(0);
      expect(filesUnder(dir)).toEqual([]);
      const on = run({ TMPDIR: dir });
      expect(on.status).toBe(0);
      expect(on.stdout).toBe(off.stdout);
      // Node writes one cache file per module it compiled: at least the CLI proper, which the entry imports.
      if (hasCache) expect(filesUnder(join(dir, 'node-compile-cache')).length).toBeGreaterThan(0);
      else expect(filesUnder(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
