// Bundles src/ into the committed dist/: the action runs dist/index.js, the npm bin is dist/cli.js.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

// Output folder: dist/ by default; the freshness test builds into a sibling folder and compares bytes.
const outdir = process.argv[2] ?? 'dist';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// The toolkit ships CommonJS pieces that call require(); an ESM bundle needs a real require for them.
const banner = {
  js: "import { createRequire as __rankgateCreateRequire } from 'node:module';\nconst require = __rankgateCreateRequire(import.meta.url);",
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner,
  legalComments: 'none',
  logLevel: 'warning',
  // The version is baked in so reports never depend on where the bundle is run from.
  define: { __RANKGATE_VERSION__: JSON.stringify(pkg.version) },
};

await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts' },
  outdir,
  banner: { js: '#!/usr/bin/env node\n' + banner.js },
});

// The action (action.yml `main`). @actions/artifact stays a dynamic import() in the source, so esbuild
// keeps it in the same file but evaluates it only when an artifact is uploaded or downloaded.
await build({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir,
  sourcemap: true,
});

// Worker threads that score shares of large run files; loaded next to cli.js / index.js when present.
await build({
  ...common,
  entryPoints: { worker: 'src/score/worker.ts' },
  outdir,
});
