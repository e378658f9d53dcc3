// Every example in the README and the reference pages it links (docs/*.md) is exercised: workflows use only the
// action's real inputs, the contract example validates, the inputs/outputs tables match action.yml, every
// `npx rankgate` command runs on example data, and every relative link reaches a file and heading that exist.
import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { parse } from 'yaml';
import { loadContract } from '../src/contract/load.js';
import { main } from '../src/cli/main.js';
import { LEVELS, reaches } from '../src/compare/levels.js';

const ROOT = join(import.meta.dirname, '..');
/** The user-facing documents, by path from the repository root: the README and every page in docs/. */
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const text = (doc: string) => readFileSync(join(ROOT, doc), 'utf8');
const readme = DOCS.map(text).join('\n');
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, unknown>;
};

function blocks(lang: string): string[] {
  return [...readme.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/** Rows of the Markdown table under a heading (in whichever document holds it). */
function tableUnder(heading: string): string[][] {
  const at = readme.indexOf(heading);
  expect(at, `README or docs/ has "${heading}"`).toBeGreaterThanOrEqual(0);
  const lines = readme.slice(at).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    rows.push(
      lines[i]
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered -1, -2… */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  // Headings keep the text of their code spans (`workflow_run`): drop only the fenced blocks.
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const h = /^#{1,6} (.*)$/.exec(line);
    if (!h) continue;
    const base = h[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Markdown without fenced blocks and code spans: what is in them is shown, never a link or a heading. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

const tmp = mkdtempSync(join(tmpdir(), 'rankgate-readme-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('README', () => {
  it('workflows call the action with inputs it has', () => {
    const workflows = blocks('yaml')
      .map((b) => parse(b))
      .filter((y) => y && typeof y === 'object' && 'jobs' in y);
    expect(workflows.length).toBeGreaterThanOrEqual(2);
    let steps = 0;
    for (const wf of workflows) {
      for (const job of Object.values(
        wf.jobs as Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>,
      )) {
        for (const step of job.steps) {
          if (!step.uses?.includes('/rankgate@')) continue;
          steps++;
          for (const key of Object.keys(step.with ?? {}))
            expect(Object.keys(action.inputs), `input ${key}`).toContain(key);
        }
      }
    }
    expect(steps).toBeGreaterThanOrEqual(2);
  });

  it('the inputs and outputs tables are action.yml', () => {
    const inputs = tableUnder('\n## Inputs\n');
    expect(inputs.map((r) => r[0].replace(/`/g, '')).sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, def] of inputs) {
      const spec = action.inputs[name.replace(/`/g, '')];
      if (def.startsWith('required')) continue;
      // No default in action.yml: the README describes where the value comes from, in words, not as a value.
      if (spec.default === undefined) expect(def, `default of ${name}`).not.toMatch(/`/);
      else expect(def.replace(/`/g, ''), `default of ${name}`).toBe(String(spec.default));
    }
    const outputs = tableUnder('\n## Outputs\n');
    expect(outputs.map((r) => r[0].replace(/`/g, '')).sort()).toEqual(Object.keys(action.outputs).sort());
  });

  it('the contract example validates', () => {
    const example = blocks('yaml').find((b) => /^version: 1/m.test(b) && /gate:/.test(b));
    expect(example).toBeDefined();
    const file = join(tmp, 'contract', 'rankgate.yml');
    mkdirSync(join(tmp, 'contract'), { recursive: true });
    writeFileSync(file, example!);
    const c = loadContract(file);
    expect(c.contract.name).toBe('help-center');
    expect(c.measures.map((m) => m.name)).toEqual(['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10']);
    expect(c.contract.gate.rules).toHaveLength(3);
  });

  it('every `npx rankgate` command runs on the example data laid out as the README names it', async () => {
    // A search repository as the README's commands expect it, made from the example data.
    const repo = join(tmp, 'repo');
    const ex = join(ROOT, 'examples', 'help-center');
    mkdirSync(join(repo, 'eval'), { recursive: true });
    mkdirSync(join(repo, 'runs'), { recursive: true });
    cpSync(join(ex, 'qrels.txt'), join(repo, 'eval', 'qrels.txt'));
    cpSync(join(ex, 'slices.tsv'), join(repo, 'eval', 'slices.tsv'));
    cpSync(join(ex, 'queries.tsv'), join(repo, 'eval', 'queries.tsv'));
    cpSync(join(ex, 'candidate.trec'), join(repo, 'runs', 'candidate.trec'));
    cpSync(join(ROOT, 'baselines', 'help-center.trec'), join(repo, 'runs', 'main.trec'));
    cpSync(join(ex, 'qrels.txt'), join(repo, 'qrels.txt'));
    cpSync(join(ex, 'candidate.trec'), join(repo, 'run.trec'));

    const commands = blocks('sh')
      .flatMap((b) => b.split('\n'))
      .map((l) => l.replace(/\s+#.*$/, '').trim())
      .filter((l) => l.startsWith('npx rankgate '));
    expect(commands.length).toBeGreaterThanOrEqual(8);
    // Setting up comes first (it writes rankgate.yml and the baseline the other commands use).
    const order = (c: string) => (c.includes(' init') ? 0 : c.includes(' baseline') ? 1 : 2);
    const cwd = process.cwd();
    process.chdir(repo);
    try {
      for (const c of [...commands].sort((a, b) => order(a) - order(b))) {
        const argv = c.replace(/^npx rankgate /, '').split(/\s+/);
        let out = '';
        let err = '';
        const code = await main(argv, {
          stdout: { write: (s: string) => (out += s) },
          stderr: { write: (s: string) => (err += s) },
        });
        // 0, or 1 for a gate that fails (the example candidate regresses on purpose); never 2 (bad input or usage).
        expect([0, 1], `${c}\n${err}`).toContain(code);
        expect(out.length, c).toBeGreaterThan(0);
      }
    } finally {
      process.chdir(cwd);
    }
  }, 120_000);

  it('every relative link in README.md and docs/*.md reaches a file, and every #anchor a heading in it', () => {
    const broken: string[] = [];
    let links = 0;
    for (const doc of DOCS) {
      for (const m of withoutCode(text(doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^[a-z]+:/i.test(target)) continue;
        links++;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? doc : normalize(join(dirname(doc), path));
        if (file.startsWith('..') || !existsSync(join(ROOT, file))) broken.push(`${doc}: ${target} (no file ${file})`);
        else if (anchor !== undefined && !(file.endsWith('.md') && anchors(text(file)).has(anchor)))
          broken.push(`${doc}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
    // The README's reference list and the moved sections' cross-references: far more than a handful.
    expect(links).toBeGreaterThanOrEqual(30);
  });

  it("the README's verdict table gives each verdict the colour the default fail-on gives the check", () => {
    const rows = tableUnder("\n## What the check's colour means\n");
    const verdict = (cell: string) => /\*\*(\w+)\*\*/.exec(cell)?.[1];
    expect(rows.map((r) => verdict(r[0]))).toEqual([...LEVELS].reverse());
    expect(action.inputs['fail-on']!.default).toBe('fail');
    for (const r of rows)
      expect(r[1], r[0]).toBe(reaches(verdict(r[0]) as (typeof LEVELS)[number], 'fail') ? 'red' : 'green');
  });

  it('Try it is two commands: the demo without an install, and the test suite exactly as CI runs it', () => {
    const at = readme.indexOf('\n## Try it\n');
    expect(at).toBeGreaterThanOrEqual(0);
    const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(at))![1];
    const commands = block
      .trim()
      .split('\n')
      .map((l) => l.replace(/\s+#.*$/, '').trim());
    expect(commands).toEqual(['node dist/cli.js demo', 'npm ci && npm test']);
    // `npm start`, which the README calls the same demo, and .ci/run: `npm ci`, then `npm test`.
    const pkg = JSON.parse(text('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node dist/cli.js demo');
    const ci = text('.ci/run')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    expect(ci.indexOf('npm ci')).toBeGreaterThanOrEqual(0);
    expect(ci.indexOf('npm test')).toBe(ci.indexOf('npm ci') + 1);
  });

  it('the demo runs from what a clone holds without node_modules, and exits 0 on its failing verdict', () => {
    // A folder with no node_modules in it or above it: the committed bundle, the example data and package.json.
    const clone = join(tmp, 'clone');
    for (const f of ['package.json', 'dist', 'examples/help-center', 'baselines/help-center.trec'])
      cpSync(join(ROOT, f), join(clone, f), { recursive: true });
    const out = join(tmp, 'demo-out');
    const stdout = execFileSync(process.execPath, ['dist/cli.js', 'demo', '--out', out], {
      cwd: clone,
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: '' },
    });
    expect(stdout).toMatch(/^rankgate · help-center · FAIL · nDCG@10 on all /m);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('hidden by the average');
  }, 60_000);
});
