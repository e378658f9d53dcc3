import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runComparison } from '../compare/engine.js';
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
  const result = await runComparison({ contract: o.contract, run: o.run, baseline: o.baseline, root: o.root });
  if (o.out) {
    mkdirSync(o.out, { recursive: true });
    for (const f of result.files) writeFileSync(join(o.out, f.name), f.content);
  }
  if (o.format === 'json') write(result.reportJson);
  else if (o.format === 'markdown') write(result.markdown);
  else write(renderTerminal(result.report, o.color) + '\n');
  return failsCheck(result.report.verdict.level, o.failOn) ? 1 : 0;
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
