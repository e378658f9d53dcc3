// The adversarial suite's machinery: a valid evaluation laid out as files (each case changes one thing), the CLI run
// in-process or as a child process with a memory cap, and the one assertion every refusal must meet.
import { expect } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main, type Io } from '../../src/cli/main.js';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(REPO, 'dist', 'cli.js');

/** Files of a case, relative to its folder; a function gets the folder (for symlinks, FIFOs). */
export type Files = Record<string, string | Buffer>;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * What a case must end with: a clean refusal (exit 2; one line on stderr naming the file and, where there is one,
 * the line, with a fix in parentheses; no stack trace), or a correct result checked by `check`.
 */
export type Outcome =
  | { refuse: RegExp; stream?: 'stderr' | 'stdout' }
  | { code: number; check?: (r: CliResult, dir: string) => void };

export interface Case {
  /** The class of hostile input (the report counts cases per class). */
  cls: string;
  name: string;
  /** Changes to the valid fixture (BASE_FILES); null removes a file. */
  files?: Record<string, string | Buffer | null>;
  /** Extra preparation in the case folder (symlinks, FIFOs, folders). */
  prepare?: (dir: string) => void;
  /** CLI arguments; `dir` is the case folder (absolute). Default: compare the fixture. */
  argv?: (dir: string) => string[];
  expect: Outcome;
}

/** Twelve queries, two slice values; the candidate loses on type=b (a fail) and wins on type=a. */
export function baseFiles(): Files {
  const qrels: string[] = [];
  const base: string[] = [];
  const cand: string[] = [];
  const slices = ['qid\ttype'];
  const queries: string[] = [];
  for (let q = 1; q <= 12; q++) {
    const qid = `q${q}`;
    const docs = Array.from({ length: 10 }, (_, i) => `d${q}-${i}`);
    qrels.push(`${qid} 0 ${docs[0]} 1`, ...docs.slice(1).map((d) => `${qid} 0 ${d} 0`));
    const good = docs;
    const bad = [...docs.slice(1, 4), docs[0], ...docs.slice(4)];
    const b = q <= 6 ? good : bad;
    const c = q <= 6 ? bad : good;
    b.forEach((d, i) => base.push(`${qid} Q0 ${d} ${i + 1} ${10 - i} base`));
    c.forEach((d, i) => cand.push(`${qid} Q0 ${d} ${i + 1} ${10 - i} cand`));
    slices.push(`${qid}\t${q <= 6 ? 'b' : 'a'}`);
    queries.push(`${qid}\tquery number ${q}`);
  }
  const contract =
    [
      'version: 1',
      'name: adv',
      'judgments: qrels.txt',
      'baseline: base.trec',
      'slices: slices.tsv',
      'queries: queries.tsv',
      'measures: [RR@10, nDCG@10]',
      'gate:',
      '  primary: RR@10',
      '  rules:',
      '    - { measure: RR@10, slices: "*", fail: 0.05 }',
      '  min_queries: 1',
      '  significance: none',
    ].join('\n') + '\n';
  return {
    '.git/HEAD': 'ref: refs/heads/main\n', // the case folder is its own repository: the root for contract paths
    'rankgate.yml': contract,
    'qrels.txt': qrels.join('\n') + '\n',
    'base.trec': base.join('\n') + '\n',
    'cand.trec': cand.join('\n') + '\n',
    'slices.tsv': slices.join('\n') + '\n',
    'queries.tsv': queries.join('\n') + '\n',
  };
}

let root: string | null = null;
let n = 0;

/** A fresh case folder under one temp root (removed by `cleanUp`). */
export function caseDir(name: string): string {
  root ??= mkdtempSync(join(tmpdir(), 'rankgate-adv-'));
  const d = join(root, `${n++}-${name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40)}`);
  mkdirSync(d, { recursive: true });
  return d;
}

export function cleanUp(): void {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
}

export function writeFiles(dir: string, files: Record<string, string | Buffer | null>): void {
  for (const [rel, content] of Object.entries(files)) {
    const p = join(dir, rel);
    if (content === null) {
      rmSync(p, { force: true });
      continue;
    }
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
}

/** Lays a case out: the fixture, the case's changes, its preparation. */
export function layOut(c: Case): string {
  const dir = caseDir(`${c.cls}-${c.name}`);
  writeFiles(dir, { ...baseFiles(), ...(c.files ?? {}) });
  c.prepare?.(dir);
  return dir;
}

/** The CLI in this process (fast): exit code and both streams. */
export async function cli(argv: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } };
  let code: number;
  try {
    code = await main(argv, io);
  } catch (e) {
    // A crash: what the real entry would print (and exit 1 with), so the assertion below names it.
    stderr += `CRASH ${(e as Error)?.stack ?? String(e)}\n`;
    code = -1;
  }
  return { code, stdout, stderr };
}

export const compareArgs = (dir: string, ...more: string[]) => [
  'compare',
  '--contract',
  join(dir, 'rankgate.yml'),
  '--run',
  join(dir, 'cand.trec'),
  ...more,
];

/** Runs a case and asserts its outcome. */
export async function runCase(c: Case): Promise<CliResult> {
  const dir = layOut(c);
  const r = await cli((c.argv ?? ((d) => compareArgs(d)))(dir));
  assertOutcome(r, c.expect, dir);
  return r;
}

export function assertOutcome(r: CliResult, o: Outcome, dir: string): void {
  const all = r.stdout + r.stderr;
  expect(all, 'no stack trace').not.toMatch(
    /\n\s+at .+\(.*:\d+:\d+\)|CRASH|internal error|RangeError|TypeError|ReferenceError/,
  );
  if ('refuse' in o) {
    expect(r.code, `exit 2 for a refusal; got: ${all}`).toBe(2);
    if ((o.stream ?? 'stderr') === 'stderr') {
      const lines = r.stderr.split('\n').filter((l) => l !== '');
      expect(lines, r.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^rankgate: /);
      // The fix, in parentheses at the end of the line.
      expect(lines[0]).toMatch(/ \(.+\)$/);
      expect(lines[0].length, 'a one-line message, not a megabyte').toBeLessThanOrEqual(2100);
      expect(lines[0]).toMatch(o.refuse);
    } else {
      const problems = r.stdout.split('\n').filter((l) => l.startsWith('✖'));
      expect(problems.length, r.stdout).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(o.refuse);
    }
  } else {
    expect(r.code, all).toBe(o.code);
    o.check?.(r, dir);
  }
}

/** A child process of the bundled CLI with a heap cap; `peakMB` is its peak resident memory (from its own rusage). */
export interface ChildResult extends CliResult {
  peakMB: number;
  ms: number;
  signal: NodeJS.Signals | null;
}

const PEAK = join(REPO, 'test', 'adversarial', 'peak.mjs');

export function childCli(
  args: string[],
  opts: { heapMB: number; timeoutMs?: number; env?: Record<string, string>; cwd?: string },
): Promise<ChildResult> {
  const peakFile = join(caseDir('peak'), 'peak.txt');
  const t0 = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${opts.heapMB}`, '--import', PEAK, CLI, ...args], {
      cwd: opts.cwd ?? REPO,
      env: { ...process.env, ...opts.env, RANKGATE_PEAK_FILE: peakFile, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      if (stdout.length < 1 << 20) stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 1 << 20) stderr += d.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      let peakMB = NaN;
      try {
        peakMB = Number(readFileSync(peakFile, 'utf8')) / 1024;
      } catch {
        // killed before it could write
      }
      done({ code: code ?? -1, signal, stdout, stderr, peakMB, ms: performance.now() - t0 });
    });
  });
}
