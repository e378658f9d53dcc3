// Bundles src/ into the committed dist/: the action runs dist/index.js, the npm bin is dist/cli.js.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Output folder: dist/ by default; the freshness test builds into a sibling folder and compares bytes.
const outdir = process.argv[2] ?? 'dist';
// Chunk names carry content hashes: start empty so no chunk of an older build lingers beside the new ones.
rmSync(outdir, { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// The toolkit ships CommonJS pieces that call require(); an ESM bundle needs a real require for them.
const banner = {
  js: "import { createRequire as __rankgateCreateRequire } from 'node:module';\nconst require = __rankgateCreateRequire(import.meta.url);",
};

// zod's locales: 64 translations of its error messages, re-exported as z.locales and z.core.locales, which rankgate
// never reads (its messages are its own, and zod's English default is imported by the schemas themselves). Bundled,
// they were half of zod's chunk, compiled by every command at start-up; an empty module stands in for their index.
const noZodLocales = {
  name: 'no-zod-locales',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (a) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(a.importer)
        ? { path: 'zod-locales', namespace: 'no-zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'no-zod-locales' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

const common = {
  bundle: true,
  plugins: [noZodLocales],
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
const result = await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', worker: 'src/worker.ts' },
  outdir,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  // No source maps: they were most of dist/'s size, and the action prints one-line errors, not stacks.
  sourcemap: false,
  metafile: true,
  write: false,
});

// esbuild names a chunk by the hash of its content, so every change to a module renamed the chunks that hold it and
// every branch touching src/ conflicted in dist/. Each chunk is renamed after what it holds instead — the module a
// dynamic import loads, or for a shared chunk its largest module — so a name changes only when the split changes.
const chunkName = (out) => {
  const meta = result.metafile.outputs[out];
  const source =
    meta.entryPoint ??
    Object.entries(meta.inputs).sort(
      ([a, x], [b, y]) => y.bytesInOutput - x.bytesInOutput || (a < b ? -1 : 1),
    )[0]?.[0] ??
    'runtime';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const slug = (pkg ?? source.replace(/^src\//, '').replace(/\.[cm]?[jt]s$/, ''))
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${meta.entryPoint ? 'lazy' : 'shared'}-${slug}`;
};
const renames = new Map();
const taken = new Set(['cli', 'index', 'worker']);
const chunks = Object.keys(result.metafile.outputs).filter((o) => /\/chunk-[A-Z0-9]+\.js$/.test(o));
// Names are handed out in the order of the chunks' module lists, not their hashes, so a clash resolves the same way
// on every build.
const keyOf = (o) => Object.keys(result.metafile.outputs[o].inputs).sort().join('\n');
for (const out of chunks.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0))) {
  const base = chunkName(out);
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
  taken.add(name);
  renames.set(out.slice(out.lastIndexOf('/') + 1), `${name}.js`);
}
const hashed = /chunk-[A-Z0-9]+\.js/g;
mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const own = file.path.slice(file.path.lastIndexOf('/') + 1);
  const text = file.text.replace(hashed, (m) => renames.get(m) ?? m);
  writeFileSync(join(outdir, renames.get(own) ?? own), text);
}
