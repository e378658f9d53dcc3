// The layout is the data flow (docs/design.md §2): a module may import only from its own stage or from stages
// before it. This reads every import in src/ (static, dynamic, type-only, across line breaks) and checks that.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * Stages in data-flow order. Shared helpers come first; `github`, `gitlab` and `cli` publish and never import each other;
 * the entry files sit above everything (run-cli.ts is the CLI proper, which the entry cli.ts loads).
 */
const STAGES: string[][] = [
  ['errors.ts', 'version.ts', 'numbers.ts', 'nearest.ts', 'v8-settings.ts', 'git', 'threads'],
  ['read'],
  ['measures'],
  ['contract'],
  ['score'],
  ['compare'],
  ['report'],
  ['pipeline'],
  ['github', 'gitlab', 'cli'],
  ['run-cli.ts'],
  ['index.ts', 'cli.ts', 'worker.ts'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The unit a source file belongs to: its top folder under src/, or its own name at the top. */
function unitOf(file: string): string {
  // Specifiers name the emitted .js; the sources are .ts.
  return relative(SRC, file).split(/[\\/]/)[0]!.replace(/\.js$/, '.ts');
}

function stageOf(unit: string): number {
  const i = STAGES.findIndex((s) => s.includes(unit));
  if (i < 0) throw new Error(`src/${unit} is in no stage: add it to STAGES in test/architecture.test.ts`);
  return i;
}

/** Every relative module specifier in a file: `import … from`, `export … from`, `import(…)`, `import '…'`. */
function importsOf(code: string): string[] {
  const out: string[] = [];
  const re =
    /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|[;\s])import\s*['"](\.[^'"]+)['"]/gs;
  for (const m of code.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

describe('imports follow the data flow', () => {
  it('finds imports written over several lines, dynamic and type-only ones', () => {
    const code =
      "import {\n  a,\n  b,\n} from '../x/y.js';\nexport type { T } from './t.js';\nconst m = await import('../z.js');\nimport './side.js';";
    expect(importsOf(code)).toEqual(['../x/y.js', './t.js', '../z.js', './side.js']);
  });

  const all = files(SRC);
  it('holds every source file in a stage', () => {
    for (const f of all) expect(() => stageOf(unitOf(f))).not.toThrow();
  });

  it('never imports a later stage, and github/, gitlab/ and cli/ never import each other', () => {
    const wrong: string[] = [];
    for (const f of all) {
      const from = unitOf(f);
      for (const spec of importsOf(readFileSync(f, 'utf8'))) {
        const to = unitOf(resolve(dirname(f), spec));
        if (to === from) continue;
        const a = stageOf(from);
        const b = stageOf(to);
        if (b > a || (a === b && a !== 0)) wrong.push(`src/${relative(SRC, f)} imports ${spec} (${from} → ${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Every bare package a file imports (`from 'pkg'`, `import('pkg')`), node: built-ins included. */
function packagesOf(code: string): string[] {
  const out: string[] = [];
  const re =
    /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"]([^.'"][^'"]*)['"]|(?:^|[^\w.])import\s*\(\s*['"]([^.'"][^'"]*)['"]\s*\)/gs;
  for (const m of code.matchAll(re)) out.push((m[1] ?? m[2])!);
  return out;
}

describe('the forge seam', () => {
  // The job runs on every forge: what a forge does goes through pipeline/forge.ts, never around it.
  const seam = ['pipeline/job.ts', 'pipeline/forge.ts'].map((f) => join(SRC, f));

  it('finds bare package imports', () => {
    expect(
      packagesOf(
        "import * as core from '@actions/core';\nimport { x } from './y.js';\nconst a = await import('@actions/artifact');",
      ),
    ).toEqual(['@actions/core', '@actions/artifact']);
  });

  it('job.ts and forge.ts import nothing from github/, gitlab/, cli/ or a forge toolkit', () => {
    const wrong: string[] = [];
    for (const f of seam) {
      const code = readFileSync(f, 'utf8');
      for (const spec of importsOf(code)) {
        const unit = unitOf(resolve(dirname(f), spec));
        if (['github', 'gitlab', 'cli'].includes(unit)) wrong.push(`src/${relative(SRC, f)} imports ${spec}`);
      }
      for (const pkg of packagesOf(code))
        if (/^@actions\/|^@octokit\/|^@gitbeaker\//.test(pkg)) wrong.push(`src/${relative(SRC, f)} imports ${pkg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('job.ts and forge.ts read no environment variable: the forge hands over what the job needs', () => {
    for (const f of seam) expect(readFileSync(f, 'utf8'), f).not.toMatch(/process\.env|process\.exit|process\.cwd/);
  });
});

describe('the thread seam', () => {
  const all = files(SRC);

  it('only src/threads/ starts threads, and only the worker entry is one: domain code hands tasks to the pool', () => {
    const wrong = all
      .filter((f) => packagesOf(readFileSync(f, 'utf8')).includes('node:worker_threads'))
      .map((f) => relative(SRC, f).split('\\').join('/'))
      .filter((f) => !f.startsWith('threads/') && f !== 'worker.ts');
    expect(wrong).toEqual([]);
  });

  it('the pool knows no task: it imports nothing of rankgate', () => {
    for (const f of all.filter((x) => unitOf(x) === 'threads'))
      expect(importsOf(readFileSync(f, 'utf8')), f).toEqual([]);
  });
});
