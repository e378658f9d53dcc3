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
/** The chunks a bundle imports statically; `import {\n  a,\n  b\n} from "./chunk-X.js";` spans lines when it names many bindings. */
const staticImports = (code: string) => [...code.matchAll(/^import (?:[^;"]*?from )?"\.\/(chunk-[A-Z0-9]+\.js)";$/gm)].map((m) => m[1]);

describe('dist/', () => {
  const fresh = join(REPO, `.dist-fresh-${process.pid}`);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('is what `npm run build` makes from the current sources', () => {
    execFileSync(process.execPath, ['scripts/build.mjs', fresh], { cwd: REPO, stdio: 'pipe' });
    const committed = readdirSync(join(REPO, 'dist')).sort();
    expect(readdirSync(fresh).sort()).toEqual(committed);
    expect(committed).toEqual(expect.arrayContaining(['cli.js', 'index.js', 'worker.js']));
    // A few shared chunks, no source maps: the package holds what runs.
    expect(committed.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(committed.length).toBeLessThanOrEqual(24);
    const stale = committed.filter((f) => !readFileSync(join(REPO, 'dist', f)).equals(readFileSync(join(fresh, f))));
    expect(stale, `dist/ is stale (${stale.join(', ')}): run npm run build and commit dist/`).toEqual([]);
  });

  it('reads static imports written over several lines', () => {
    const code = 'import {\n  a,\n  b\n} from "./chunk-AB12.js";\nimport "./chunk-CD34.js";\nimport { c } from "./chunk-EF56.js";\nconst x = import("./chunk-GH78.js");';
    expect(staticImports(code)).toEqual(['chunk-AB12.js', 'chunk-CD34.js', 'chunk-EF56.js']);
  });

  it('keeps @actions/artifact out of the start-up path', () => {
    const read = (f: string) => readFileSync(join(REPO, 'dist', f), 'utf8');
    const bundle = read('index.js');
    expect(bundle.startsWith("import { createRequire as __rankgateCreateRequire } from 'node:module';")).toBe(true);
    // Code splitting: everything index.js imports statically is loaded at start-up; the artifact client must
    // live only in a chunk reached through a dynamic import().
    const startup = new Set<string>(['index.js']);
    const queue = ['index.js'];
    while (queue.length) {
      for (const c of staticImports(read(queue.pop()!))) if (!startup.has(c)) { startup.add(c); queue.push(c); }
    }
    const marker = 'node_modules/@actions/artifact/lib/artifact.js';
    for (const f of startup) expect(read(f).includes(marker), `${f} is loaded at start-up and holds @actions/artifact`).toBe(false);
    // The HTTP client and the comparison engine load once the inputs are validated, not at start-up.
    for (const f of startup) expect(read(f).includes('node_modules/@octokit/core/'), `${f} holds @octokit/core`).toBe(false);
    for (const f of startup) expect(read(f).includes('src/pipeline/compare.ts'), `${f} holds the engine`).toBe(false);
    const lazy = [...bundle.matchAll(/import\("\.\/(chunk-[A-Z0-9]+\.js)"\)/g)].map((m) => m[1]);
    expect(lazy.some((c) => read(c).includes(marker))).toBe(true);
  });

});
