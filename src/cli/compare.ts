import { reaches } from '../compare/levels.js';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runComparison, type CompareOptions, type CompareResult } from '../pipeline/compare.js';
import { expandContracts, parsePathMap, planGates } from '../pipeline/gates.js';
import { InputError } from '../errors.js';
import { gitCommit, gitDate, gitReader, gitRoot } from '../git/repo.js';
import { optionsAgainstBase, prepareBaseComparison } from '../pipeline/base.js';
import { terminal } from '../report/escape.js';
import { OUTPUT_FILES, outputNamed, type FormatName } from '../report/outputs.js';
import { ensureDir, writeOutput } from './output.js';

export type FailOn = 'fail' | 'inconclusive' | 'warn' | 'never';

export interface CompareCommandOptions {
  /** One or more contracts (paths or globs): one gate each. */
  contract: string | string[];
  /** One run for every gate, or `gate=path` items; several items (or a glob) for one gate: the files of a sharded run. */
  run: string | string[];
  /** Overrides the contracts' baselines: one path, or `gate=path` items. */
  baseline?: string | string[];
  format: FormatName;
  out?: string;
  failOn: FailOn;
  color: boolean;
  root?: string;
  /** Compare against the evaluation files at this git ref (a PR's base), showing what the working tree changed. */
  baseRef?: string;
  /** The folder the contract's paths must stay inside (--root; default: the contract's repository). */
  workspace?: string;
}

/**
 * `rankgate compare`: one comparison per contract (several `--contract`, globs allowed; `--run gate=path` pairs a run
 * with a gate), prints the chosen format, writes the report files (under DIR/<gate>/ when there are several gates),
 * returns the exit code: 1 when any gate fails the check.
 */
export async function compareCommand(o: CompareCommandOptions, write: (s: string) => void): Promise<number> {
  const list = (v: string | string[]) => (typeof v === 'string' ? [v] : v);
  const cwd = process.cwd();
  const plans = planGates({
    contracts: expandContracts(list(o.contract), cwd, '--contract').map((c) => ({ path: resolve(c), label: c })),
    runs: parsePathMap(list(o.run), '--run'),
    baselines:
      o.baseline === undefined || o.baseline.length === 0 ? null : parsePathMap(list(o.baseline), '--baseline'),
    names: { run: '--run', baseline: '--baseline' },
    several: true,
  });
  // A bad --out is refused before any comparison runs, not after them.
  if (o.out) ensureDir(o.out, '--out');
  const results: CompareResult[] = [];
  for (const p of plans) {
    // A single contract keeps the path as given, so the report shows it as the user wrote it.
    const contract = plans.length === 1 && typeof o.contract === 'string' ? o.contract : p.contract.path;
    const { options, cleanup } = await comparisonOptions({
      ...o,
      contract,
      run: p.runs.length === 1 ? p.run : p.runs,
      baseline: p.baseline,
    });
    try {
      results.push(await runComparison(options));
    } finally {
      cleanup();
    }
  }
  if (o.out) {
    for (const r of results) {
      const dir = results.length > 1 ? join(o.out, r.report.gate) : o.out;
      for (const f of r.files) writeOutput(join(dir, f.name), f.content, '--out');
    }
  }
  write(printed(o.format, o.color, results));
  if (o.format === 'text' && results.length > 1) write('\n' + gatesSummary(results).join('\n') + '\n');
  return results.some((r) => reaches(r.report.verdict.level, o.failOn)) ? 1 : 0;
}

/** What `--format` prints for the gates compared: one gate's rendering, or several joined as the format allows. */
function printed(format: FormatName, color: boolean, results: CompareResult[]): string {
  const sets = results.map((r) => (color ? r.outputs.withView({ color }) : r.outputs));
  if (sets.length === 1) return sets[0]!.get(format);
  const several = sets[0]!.several(format);
  // One document per gate: several gates write theirs with --out (DIR/<gate>/<file>).
  if (!several)
    throw new InputError(
      `--format ${format} prints one report, and ${results.length} gates were compared`,
      {},
      `add --out DIR: each gate's ${outputNamed(format).file} goes to DIR/<gate>/`,
    );
  return several(
    sets.map((s) => s.get(format)),
    sets.map((s) => s.source),
  );
}

/**
 * Several gates print one report each, which scrolls the first ones away: the last lines say every gate's verdict
 * and summary once more, in the order the gates were compared.
 */
export function gatesSummary(results: readonly CompareResult[]): string[] {
  const failing = results.filter((r) => r.report.verdict.level === 'fail').length;
  const width = Math.max(...results.map((r) => terminal(r.report.gate).length));
  return [
    `${results.length} gates, ${failing} failing:`,
    ...results.map(
      (r) =>
        `  ${terminal(r.report.gate).padEnd(width)}  ${r.report.verdict.level.toUpperCase().padEnd(12)}  ${terminal(r.report.verdict.summary)}`,
    ),
  ];
}

/**
 * Plain options, or with `--base-ref` the base versions of the evaluation files read with git (no moving goalposts),
 * in a temp folder that `cleanup` removes once the comparison has run.
 */
async function comparisonOptions(
  o: Omit<CompareCommandOptions, 'contract' | 'run' | 'baseline'> & {
    contract: string;
    run: string | string[];
    baseline?: string;
  },
): Promise<{ options: CompareOptions; cleanup: () => void }> {
  const plain = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.root, workspace: o.workspace };
  // The baseline's age is measured to the checkout's commit date, never the clock.
  if (!o.baseRef)
    return { options: { ...plain, candidateDate: gitDate(dirname(resolve(o.contract))) }, cleanup: () => {} };
  const root = gitRoot(dirname(resolve(o.contract)));
  if (!root)
    throw new InputError(
      `--base-ref ${o.baseRef}: ${o.contract} is not in a git repository`,
      {},
      'run inside the repository, or drop --base-ref',
    );
  const sha = gitCommit(root, o.baseRef);
  const reader = sha ? gitReader(root, sha) : null;
  if (!sha || !reader)
    throw new InputError(
      `--base-ref ${o.baseRef} is not a commit in ${root}`,
      {},
      'fetch it first (git fetch origin main) or name another ref',
    );
  const p = await prepareBaseComparison({
    repoRoot: root,
    reader,
    ref: sha,
    contract: resolve(o.contract),
    run: typeof o.run === 'string' ? resolve(o.run) : o.run.map((r) => resolve(r)),
    baseline: o.baseline ? resolve(o.baseline) : undefined,
  });
  return {
    options: optionsAgainstBase(p, { workspace: o.workspace, candidateDate: gitDate(root) }),
    cleanup: p.cleanup,
  };
}

/**
 * `rankgate demo`: the comparison on the shipped example, as the terminal view, with the PR comment's Markdown and
 * the HTML report written to `out` (default: a new `rankgate-demo-XXXXXX` folder in the temp directory, so a second
 * run never mixes its files with an earlier run's, nor writes into a folder another user made) for a browser. Always
 * exits 0: the example's candidate fails on purpose.
 */
export async function demoCommand(o: { out?: string; color: boolean }, write: (s: string) => void): Promise<number> {
  const root = packageRoot();
  const dir = join(root, 'examples', 'help-center');
  const out = o.out === undefined ? mkdtempSync(join(tmpdir(), 'rankgate-demo-')) : resolve(o.out);
  const rel = (p: string) => relative(root, p).split('\\').join('/');
  write(
    `rankgate demo: ${rel(join(dir, 'candidate.trec'))} against the baseline, as \`rankgate compare\` shows it\n\n`,
  );
  await compareCommand(
    {
      contract: join(dir, 'rankgate.yml'),
      run: join(dir, 'candidate.trec'),
      format: 'text',
      out,
      failOn: 'never',
      color: o.color,
      root,
    },
    write,
  );
  write(
    [
      '',
      `Wrote the PR comment and the HTML report to ${out}:`,
      `  ${join(out, 'report.md')}    the comment rankgate posts on the pull request (Markdown)`,
      `  ${join(out, 'report.html')}  the standalone report: open it in a browser`,
      `  ${join(out, 'report.json')}, ${OUTPUT_FILES.filter((f) => !['report.json', 'report.md', 'report.html'].includes(f)).join(', ')}`,
      '',
      'The example candidate regresses on purpose (a hidden regression on exact-id queries), so the verdict is fail; the demo itself exits 0.',
      `A candidate without the regression: npx rankgate compare --contract ${rel(join(dir, 'rankgate.yml'))} --run ${rel(join(dir, 'candidate-fixed.trec'))}`,
      '',
    ].join('\n'),
  );
  return 0;
}

/** The package root (where examples/ lives), from the bundle in dist/ or the sources in src/cli/. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'examples', 'help-center', 'rankgate.yml'))) return dir;
    dir = resolve(dir, '..');
  }
  return process.cwd();
}
