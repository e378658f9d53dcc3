// Every example in the README is exercised: workflows use only the action's real inputs, the contract example
// validates, the inputs/outputs tables match action.yml, and every `npx rankgate` command runs on example data.
import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadContract } from '../src/contract/load.js';
import { main } from '../src/cli/main.js';

const ROOT = join(import.meta.dirname, '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, unknown>;
};

function blocks(lang: string): string[] {
  return [...readme.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/** Rows of the Markdown table under a heading. */
function tableUnder(heading: string): string[][] {
  const at = readme.indexOf(heading);
  expect(at, `README has "${heading}"`).toBeGreaterThanOrEqual(0);
  const lines = readme.slice(at).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    rows.push(lines[i].split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

const tmp = mkdtempSync(join(tmpdir(), 'rankgate-readme-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('README', () => {
  it('workflows call the action with inputs it has', () => {
    const workflows = blocks('yaml').map((b) => parse(b)).filter((y) => y && typeof y === 'object' && 'jobs' in y);
    expect(workflows.length).toBeGreaterThanOrEqual(2);
    let steps = 0;
    for (const wf of workflows) {
      for (const job of Object.values(wf.jobs as Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>)) {
        for (const step of job.steps) {
          if (!step.uses?.includes('/rankgate@')) continue;
          steps++;
          for (const key of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `input ${key}`).toContain(key);
        }
      }
    }
    expect(steps).toBeGreaterThanOrEqual(2);
  });

  it('the inputs and outputs tables are action.yml', () => {
    const inputs = tableUnder('### Inputs');
    expect(inputs.map((r) => r[0].replace(/`/g, '')).sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, def] of inputs) {
      const spec = action.inputs[name.replace(/`/g, '')];
      if (def.startsWith('required')) continue;
      // No default in action.yml: the README describes where the value comes from, in words, not as a value.
      if (spec.default === undefined) expect(def, `default of ${name}`).not.toMatch(/`/);
      else expect(def.replace(/`/g, ''), `default of ${name}`).toBe(String(spec.default));
    }
    const outputs = tableUnder('### Outputs');
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

    const commands = blocks('sh').flatMap((b) => b.split('\n')).map((l) => l.replace(/\s+#.*$/, '').trim())
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
        const code = await main(argv, { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) } });
        // 0, or 1 for a gate that fails (the example candidate regresses on purpose); never 2 (bad input or usage).
        expect([0, 1], `${c}\n${err}`).toContain(code);
        expect(out.length, c).toBeGreaterThan(0);
      }
    } finally {
      process.chdir(cwd);
    }
  }, 120_000);
});
