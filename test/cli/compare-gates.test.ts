// `rankgate compare` with several contracts: --contract repeated or a glob, --run gate=path, one report per gate, the
// exit code of the worst, and the files under DIR/<gate>/.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { parseReport } from '../../src/report/schema.js';
import { EXAMPLE, REPO, useTmp } from '../compare/helpers.js';
import { QUICK_SIGNIFICANCE } from '../github/harness.js';

const tmp = useTmp();

async function run(args: string[], cwd: string) {
  let out = '';
  let err = '';
  const before = process.cwd();
  process.chdir(cwd);
  try {
    const code = await main(args, {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s) },
    });
    return { code, out, err };
  } finally {
    process.chdir(before);
  }
}

/** A repository with two gates over the example data: evals/hc (help-center) and evals/tail (tail). */
let repo: string;
beforeAll(() => {
  repo = tmp.case('gates');
  cpSync(EXAMPLE, join(repo, 'data'), { recursive: true });
  mkdirSync(join(repo, 'baselines'));
  cpSync(join(REPO, 'baselines/help-center.trec'), join(repo, 'baselines/help-center.trec'));
  // The gates' plumbing is under test, not their statistics: the scenarios' 1,000 draws (QUICK_SIGNIFICANCE).
  const text = readFileSync(join(EXAMPLE, 'rankgate.yml'), 'utf8')
    .replace(/^(judgments|slices|queries): (\S+)/gm, '$1: ../../data/$2')
    .replace(/^gate:\n/m, `gate:\n${QUICK_SIGNIFICANCE}\n`);
  expect(text).toContain(QUICK_SIGNIFICANCE);
  for (const [dir, name] of [
    ['hc', 'help-center'],
    ['tail', 'tail'],
  ] as const) {
    mkdirSync(join(repo, 'evals', dir), { recursive: true });
    writeFileSync(join(repo, 'evals', dir, 'rankgate.yml'), text.replace('name: help-center', `name: ${name}`));
  }
});

describe('rankgate compare with several gates', () => {
  it('a glob and --run gate=path: one report per gate, the exit code of the worst, files under DIR/<gate>/', async () => {
    const r = await run(
      [
        'compare',
        '--contract',
        'evals/*/rankgate.yml',
        '--run',
        'help-center=data/candidate.trec',
        '--run',
        'tail=data/candidate-fixed.trec',
        '--format',
        'json',
        '--out',
        'out',
      ],
      repo,
    );
    expect(r.code).toBe(1);
    const reports = (JSON.parse(r.out) as unknown[]).map((x) => parseReport(JSON.stringify(x)));
    expect(reports.map((x) => [x.gate, x.verdict.level])).toEqual([
      ['help-center', 'fail'],
      ['tail', 'pass'],
    ]);
    expect(reports.map((x) => x.inputs.candidate.path)).toEqual(['data/candidate.trec', 'data/candidate-fixed.trec']);
    expect(readFileSync(join(repo, 'out/help-center/report.json'), 'utf8')).toBe(
      JSON.stringify(reports[0], null, 2) + '\n',
    );
    expect(existsSync(join(repo, 'out/tail/to-judge.qrels'))).toBe(true);
  });

  it('repeated --contract with one run for all; text shows each gate; both passing exits 0', async () => {
    const r = await run(
      [
        'compare',
        '--contract',
        'evals/hc/rankgate.yml',
        '--contract',
        'evals/tail/rankgate.yml',
        '--run',
        'data/candidate-fixed.trec',
      ],
      repo,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('rankgate · help-center · PASS');
    expect(r.out).toContain('rankgate · tail · PASS');
    const md = await run(
      ['compare', '--contract', 'evals/*/rankgate.yml', '--run', 'data/candidate.trec', '--format', 'markdown'],
      repo,
    );
    expect(md.out.indexOf('<!-- rankgate:gate=tail -->')).toBeGreaterThan(
      md.out.indexOf('<!-- rankgate:gate=help-center -->'),
    );
  });

  it('text over several gates ends with one summary line per gate: verdict and summary, in the order compared', async () => {
    const args = [
      'compare',
      '--contract',
      'evals/*/rankgate.yml',
      '--run',
      'help-center=data/candidate.trec',
      '--run',
      'tail=data/candidate-fixed.trec',
    ];
    const text = await run(args, repo);
    expect(text.code).toBe(1);
    // The summaries as the reports hold them (the same comparisons as JSON).
    const reports = (JSON.parse((await run([...args, '--format', 'json'], repo)).out) as unknown[]).map((x) =>
      parseReport(JSON.stringify(x)),
    );
    const lines = text.out.trimEnd().split('\n');
    expect(lines.slice(-3)).toEqual([
      '2 gates, 1 failing:',
      `  help-center  FAIL          ${reports[0]!.verdict.summary}`,
      `  tail         PASS          ${reports[1]!.verdict.summary}`,
    ]);
    // One gate: no such lines.
    const one = await run(
      ['compare', '--contract', 'evals/tail/rankgate.yml', '--run', 'data/candidate-fixed.trec'],
      repo,
    );
    expect(one.out).not.toContain('gates,');
  });

  it("--format junit prints one <testsuites> with a suite per gate; --out writes each gate's junit.xml; html refuses several", async () => {
    const r = await run(
      [
        'compare',
        '--contract',
        'evals/*/rankgate.yml',
        '--run',
        'help-center=data/candidate.trec',
        '--run',
        'tail=data/candidate-fixed.trec',
        '--format',
        'junit',
        '--out',
        'junit-out',
      ],
      repo,
    );
    expect(r.code).toBe(1);
    expect(r.out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="rankgate" ')).toBe(true);
    expect([...r.out.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'rankgate.help-center',
      'rankgate.tail',
    ]);
    // Each gate's file holds its own suite, the same lines as in the printed document.
    const hc = readFileSync(join(repo, 'junit-out/help-center/junit.xml'), 'utf8');
    const suite = hc.slice(hc.indexOf('  <testsuite '), hc.indexOf('</testsuites>'));
    expect(r.out).toContain(suite);
    expect(hc).toContain('<failure type="fail"');
    const tail = readFileSync(join(repo, 'junit-out/tail/junit.xml'), 'utf8');
    expect(tail).not.toContain('<failure');
    const html = await run(
      ['compare', '--contract', 'evals/*/rankgate.yml', '--run', 'data/candidate.trec', '--format', 'html'],
      repo,
    );
    expect(html.code).toBe(2);
    expect(html.err).toContain('--format html prints one report, and 2 gates were compared');
  });

  it('errors: a run for an unknown gate, two contracts with one gate id', async () => {
    const typo = await run(
      [
        'compare',
        '--contract',
        'evals/*/rankgate.yml',
        '--run',
        'help-centre=data/candidate.trec',
        '--run',
        'data/candidate.trec',
      ],
      repo,
    );
    expect(typo.code).toBe(2);
    expect(typo.err).toBe(
      'rankgate: --run maps gate "help-centre", but no contract is named so (the gates are help-center, tail)\n',
    );
    const dup = await run(
      [
        'compare',
        '--contract',
        'evals/hc/rankgate.yml',
        '--contract',
        'evals/hc/../hc/rankgate.yml',
        '--contract',
        join(repo, 'evals/tail/rankgate.yml'),
        '--run',
        'data/candidate-fixed.trec',
      ],
      repo,
    );
    // The same file named twice is one gate, not a clash.
    expect(dup.code).toBe(0);
    expect(dup.out.match(/^rankgate · /gm)).toHaveLength(2);
    writeFileSync(
      join(repo, 'evals/dup.yml'),
      readFileSync(join(repo, 'evals/tail/rankgate.yml'), 'utf8')
        .replace(/\.\.\/\.\.\/data/g, '../data')
        .replace('../../baselines', '../baselines'),
    );
    const clash = await run(
      [
        'compare',
        '--contract',
        'evals/tail/rankgate.yml',
        '--contract',
        'evals/dup.yml',
        '--run',
        'data/candidate.trec',
      ],
      repo,
    );
    expect(clash.code).toBe(2);
    expect(clash.err).toContain('gate id "tail" is used by two contracts, evals/tail/rankgate.yml and evals/dup.yml');
  });
});
