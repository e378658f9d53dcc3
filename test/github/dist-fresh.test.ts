import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './harness.js';

/**
 * The action runs the committed dist/index.js, not the sources: a change to src/ without `npm run build`
 * would ship stale code. This rebuilds with the same script into a folder beside dist/ (same depth,
 * so the source map's relative paths are the same) and compares every file byte for byte.
 */
describe('dist/', () => {
  const fresh = join(REPO, `.dist-fresh-${process.pid}`);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('is what `npm run build` makes from the current sources', () => {
    execFileSync(process.execPath, ['scripts/build.mjs', fresh], { cwd: REPO, stdio: 'pipe' });
    const committed = readdirSync(join(REPO, 'dist')).sort();
    expect(readdirSync(fresh).sort()).toEqual(committed);
    expect(committed).toEqual(expect.arrayContaining(['cli.js', 'index.js', 'index.js.map']));
    const stale = committed.filter((f) => !readFileSync(join(REPO, 'dist', f)).equals(readFileSync(join(fresh, f))));
    expect(stale, `dist/ is stale (${stale.join(', ')}): run npm run build and commit dist/`).toEqual([]);
  });

  it('keeps @actions/artifact out of the start-up path', () => {
    const bundle = readFileSync(join(REPO, 'dist/index.js'), 'utf8');
    expect(bundle.startsWith("import { createRequire as __rankgateCreateRequire } from 'node:module';")).toBe(true);
    expect(bundle).toMatch(/\/\/# sourceMappingURL=index\.js\.map\n?$/);
    // esbuild turns `await import('@actions/artifact')` into a lazily initialised module: its init function
    // is called from the import sites only, never at start-up.
    const init = /var (init_\w+) = __esm\(\{\n\s+"node_modules\/@actions\/artifact\/lib\/artifact\.js"/.exec(bundle)?.[1];
    expect(init).toBeDefined();
    const calls = bundle.split(`${init}()`).length - 1;
    const lazy = bundle.split(`Promise.resolve().then(() => (${init}(), artifact_exports))`).length - 1;
    expect(lazy).toBe(3);
    expect(calls).toBe(lazy);
  });
});
