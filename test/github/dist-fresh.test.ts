import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './harness.js';

/**
 * The action runs the committed dist/index.js, not the sources: a change to src/ without `npm run build`
 * would ship stale code. This rebuilds with the same script into a folder beside dist/ (same depth,
 * so the source map's relative paths are the same) and compares every file byte for byte.
 */
/** A chunk's file name: named after what it holds (scripts/build.mjs), never after a content hash. */
const CHUNK = String.raw`(?:shared|lazy)-[A-Za-z0-9-]+\.js`;
/** The chunks a bundle imports statically; `import {\n  a,\n  b\n} from "./shared-x.js";` spans lines when it names many bindings. */
const staticImports = (code: string) =>
  [...code.matchAll(new RegExp(`^import (?:[^;"]*?from )?"\\./(${CHUNK})";$`, 'gm'))].map((m) => m[1]);

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
    expect(committed.length).toBeLessThanOrEqual(48);
    // Chunks are named after what they hold, so a change to a module does not rename the files that hold it.
    expect(committed.filter((f) => /^chunk-|[A-Z0-9]{8}\.js$/.test(f))).toEqual([]);
    const stale = committed.filter((f) => !readFileSync(join(REPO, 'dist', f)).equals(readFileSync(join(fresh, f))));
    expect(stale, `dist/ is stale (${stale.join(', ')}): run npm run build and commit dist/`).toEqual([]);
  });

  it("leaves zod's locales out but keeps its English messages", () => {
    const out = join(REPO, `.dist-locales-${process.pid}`);
    try {
      execFileSync(process.execPath, ['scripts/build.mjs', out], { cwd: REPO, stdio: 'pipe' });
      const all = readdirSync(out).map((f) => readFileSync(join(out, f), 'utf8'));
      // Each bundled module is preceded by a comment naming its path: 64 locales, of which only English remains.
      const locales = all.flatMap((code) => [...code.matchAll(/^\/\/ \S*node_modules\/zod\/v4\/locales\/(\S+)$/gm)]);
      expect(locales.map((m) => m[1])).toEqual(['en.js']);
      // A contract zod refuses still reads in English through the bundle.
      const bad = join(out, 'bad.yml');
      writeFileSync(bad, 'version: 1\nname: x\njudgments: q.txt\nmeasures: 5\n');
      const r = spawnSync(process.execPath, [join(out, 'cli.js'), 'validate', '--contract', bad], { encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stdout).toContain('bad.yml:4: measures: Invalid input: expected array, received number');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('reads static imports written over several lines', () => {
    const code =
      'import {\n  a,\n  b\n} from "./shared-zod.js";\nimport "./shared-runtime.js";\nimport { c } from "./shared-read-lines-2.js";\nconst x = import("./lazy-github-engine.js");';
    expect(staticImports(code)).toEqual(['shared-zod.js', 'shared-runtime.js', 'shared-read-lines-2.js']);
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
      for (const c of staticImports(read(queue.pop()!)))
        if (!startup.has(c)) {
          startup.add(c);
          queue.push(c);
        }
    }
    const marker = 'node_modules/@actions/artifact/lib/artifact.js';
    for (const f of startup)
      expect(read(f).includes(marker), `${f} is loaded at start-up and holds @actions/artifact`).toBe(false);
    // The HTTP client and the comparison engine load once the inputs are validated, not at start-up.
    for (const f of startup)
      expect(read(f).includes('node_modules/@octokit/core/'), `${f} holds @octokit/core`).toBe(false);
    for (const f of startup) expect(read(f).includes('src/pipeline/compare.ts'), `${f} holds the engine`).toBe(false);
    // It is loaded on demand: some chunk (the GitHub forge, when it hands the report files over) imports it dynamically.
    const lazy = readdirSync(join(REPO, 'dist')).flatMap((f) =>
      [...read(f).matchAll(new RegExp(`import\\("\\./(${CHUNK})"\\)`, 'g'))].map((m) => m[1]!),
    );
    expect(lazy.some((c) => read(c).includes(marker))).toBe(true);
  });
});
