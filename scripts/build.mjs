// Bundles src/ into the committed dist/: the action runs dist/index.js, the npm bin is dist/cli.js.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

// Output folder: dist/ by default; the freshness test builds into a sibling folder and compares bytes.
const outdir = process.argv[2] ?? 'dist';
// Chunk names carry content hashes: start empty so no chunk of an older build lingers beside the new ones.
rmSync(outdir, { recursive: true, force: true });

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

// One build for the three entries with code splitting: what they share is one chunk, and what is loaded only on
// demand (the artifact client, the comparison engine behind a command) is a chunk of its own, so start-up parses
// only what it runs. Chunks sit beside the entries: the worker is found as ./worker.js from any of them.
await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', worker: 'src/worker.ts' },
  outdir,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  // No source maps: they were most of dist/'s size, and the action prints one-line errors, not stacks.
  sourcemap: false,
});
