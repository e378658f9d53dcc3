import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runComparison, type CompareOptions } from '../pipeline/compare.js';
import { InputError } from '../errors.js';
import { gitCommit, gitDate, gitReader, gitRoot } from '../git/repo.js';
import { prepareBaseComparison } from '../pipeline/base.js';
import { renderTerminal } from '../report/terminal.js';
import type { Level } from '../report/schema.js';

export type FailOn = 'fail' | 'inconclusive' | 'warn' | 'never';

export interface CompareCommandOptions {
  contract: string;
  run: string;
  baseline?: string;
  format: 'text' | 'markdown' | 'json';
  out?: string;
  failOn: FailOn;
  color: boolean;
  root?: string;
  /** Compare against the evaluation files at this git ref (a PR's base), showing what the working tree changed. */
  baseRef?: string;
}

/** Does this verdict fail the check under `--fail-on`? */
export function failsCheck(level: Level, failOn: FailOn): boolean {
  switch (failOn) {
    case 'never':
      return false;
    case 'warn':
      return level !== 'pass';
    case 'inconclusive':
      return level === 'fail' || level === 'inconclusive';
    default:
      return level === 'fail';
  }
}

/** `rankgate compare`: prints the chosen format, writes the report files, returns the exit code (0 or 1). */
export async function compareCommand(o: CompareCommandOptions, write: (s: string) => void): Promise<number> {
  const result = await runComparison(await comparisonOptions(o));
  if (o.out) {
    mkdirSync(o.out, { recursive: true });
    for (const f of result.files) writeFileSync(join(o.out, f.name), f.content);
  }
  if (o.format === 'json') write(result.reportJson);
  else if (o.format === 'markdown') write(result.markdown);
  else write(renderTerminal(result.report, o.color) + '\n');
  return failsCheck(result.report.verdict.level, o.failOn) ? 1 : 0;
}

/** Plain options, or with `--base-ref` the base versions of the evaluation files read with git (no moving goalposts). */
async function comparisonOptions(o: CompareCommandOptions): Promise<CompareOptions> {
  const plain = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.root };
  // The baseline's age is measured to the checkout's commit date, never the clock.
  if (!o.baseRef) return { ...plain, candidateDate: gitDate(dirname(resolve(o.contract))) };
  const root = gitRoot(dirname(resolve(o.contract)));
  if (!root) throw new InputError(`--base-ref ${o.baseRef}: ${o.contract} is not in a git repository`, {}, 'run inside the repository, or drop --base-ref');
  const sha = gitCommit(root, o.baseRef);
  const reader = sha ? gitReader(root, sha) : null;
  if (!sha || !reader) throw new InputError(`--base-ref ${o.baseRef} is not a commit in ${root}`, {}, 'fetch it first (git fetch origin main) or name another ref');
  const p = await prepareBaseComparison({
    repoRoot: root, reader, ref: sha, contract: resolve(o.contract), run: resolve(o.run), baseline: o.baseline ? resolve(o.baseline) : undefined,
  });
  return { contract: p.contract, run: p.run, baseline: p.baseline, root: p.root, goalposts: p.goalposts, candidateDate: gitDate(root), refreshRun: p.runShown };
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
