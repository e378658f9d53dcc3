import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { runtimeToken } from './fake-github.js';

/**
 * Runs the action the way the runner does, with a clean environment (inputs as INPUT_* variables, hyphens kept), an
 * event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files: either the committed bundle, `node dist/index.js` in its own
 * process, or (node: IN_PROCESS) the sources in this process, against the same fake GitHub, with the runner's
 * environment swapped in for the run and the step's output captured.
 */

/** Pass as `node` to run the action's sources in this process instead of spawning the bundle. */
export const IN_PROCESS = 'in-process';

export const REPO = resolve(import.meta.dirname, '../..');
// RANKGATE_BUNDLE: a bundle built elsewhere (node scripts/build.mjs DIR), to run the scenarios on sources not yet in dist/.
export const BUNDLE = process.env['RANKGATE_BUNDLE'] || join(REPO, 'dist/index.js');

/** A token the tests can search the logs for: it must never appear there. */
export const TOKEN = 'ghs_e2eSecretToken0123456789abcdefABCDEF';

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  tmp: string;
}

export interface RunOptions {
  node: string;
  workspace: string;
  api: string;
  inputs: Record<string, string>;
  eventName: string;
  payload: unknown;
  /** Provide the artifact service (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL). */
  artifacts?: boolean;
  env?: Record<string, string>;
}

/**
 * The significance the scenarios' contract sets: 1,000 sign-flip permutations and bootstrap draws instead of 10,000.
 * The scenarios test what is published (comments, history, checkouts, labels), not the statistics, which take about
 * 40% of an in-process run at the default. The verdicts on the example data are the same: the failing candidate fails
 * on the same two exact-id rules (worst adjusted p 0.0090 here, 0.0009 at 10,000 draws), the fixed one passes.
 */
export const QUICK_SIGNIFICANCE = '  significance: { iterations: 1000, bootstrap: 1000 }';

/**
 * A workspace with the example data laid out as in the repository (contract, judgments, baseline). `significance:
 * 'quick'` (the default) adds QUICK_SIGNIFICANCE to the contract's gate; 'default' keeps the example contract as it is.
 */
export function makeWorkspace(o: { significance?: 'quick' | 'default' } = {}): string {
  const ws = mkdtempSync(join(tmpdir(), 'rankgate-ws-'));
  cpSync(join(REPO, 'examples/help-center'), join(ws, 'examples/help-center'), { recursive: true });
  cpSync(join(REPO, 'baselines'), join(ws, 'baselines'), { recursive: true });
  if ((o.significance ?? 'quick') === 'quick') {
    const contract = join(ws, 'examples/help-center/rankgate.yml');
    const text = readFileSync(contract, 'utf8');
    if (!/^gate:\n/m.test(text)) throw new Error('the example contract has no gate: block to set significance in');
    writeFileSync(contract, text.replace(/^gate:\n/m, `gate:\n${QUICK_SIGNIFICANCE}\n`));
  }
  return ws;
}

export async function runAction(o: RunOptions): Promise<ActionRun> {
  const tmp = mkdtempSync(join(tmpdir(), 'rankgate-runner-'));
  const event = join(tmp, 'event.json');
  writeFileSync(event, JSON.stringify(o.payload));
  writeFileSync(join(tmp, 'output'), '');
  writeFileSync(join(tmp, 'summary'), '');
  mkdirSync(join(tmp, 'temp'));
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: tmp,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: event,
    GITHUB_OUTPUT: join(tmp, 'output'),
    GITHUB_STEP_SUMMARY: join(tmp, 'summary'),
    GITHUB_REPOSITORY: 'acme/search',
    GITHUB_API_URL: o.api,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_SHA: 'a'.repeat(40),
    RUNNER_TEMP: join(tmp, 'temp'),
    // 5xx retries wait 1 s, 4 s, 9 s on GitHub; the fake fails on purpose, so the waits are cut to milliseconds.
    RANKGATE_RETRY_BASE_MS: '5',
    // The runner passes action.yml's defaults; the github token default is ${{ github.token }}.
    'INPUT_GITHUB-TOKEN': TOKEN,
    ...(o.artifacts ? { ACTIONS_RUNTIME_TOKEN: runtimeToken(), ACTIONS_RESULTS_URL: `${o.api}/` } : {}),
    ...o.env,
  };
  for (const [k, v] of Object.entries(o.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  if (o.node === IN_PROCESS) return { ...(await runInProcess(env)), tmp };

  const child = spawn(o.node, [BUNDLE], { cwd: o.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(join(tmp, 'output'), 'utf8')),
    summary: readFileSync(join(tmp, 'summary'), 'utf8'),
    tmp,
  };
}

/** The in-process runs under way: their captured output, found from the write's async context. */
const inProcess = new AsyncLocalStorage<{ stdout: string; stderr: string }>();
let running = 0;
let saved: { env: NodeJS.ProcessEnv; out: typeof process.stdout.write; err: typeof process.stderr.write } | null = null;

/** A stream's write that appends to the current run's capture, or writes through outside any run. */
function capture(stream: 'stdout' | 'stderr', through: typeof process.stdout.write): typeof process.stdout.write {
  return ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const run = inProcess.getStore();
    if (!run) return (through as (...a: unknown[]) => boolean).call(process[stream], chunk, ...rest);
    run[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    (rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.();
    return true;
  }) as typeof process.stdout.write;
}

/**
 * The action's sources run here: process.env is the runner's while runs are under way (the toolkit and the artifact
 * client read it when called; runs at once differ only in what the action is handed explicitly), the step's output is
 * what @actions/core writes to stdout and stderr, and the outputs, the summary and the failed state are recorded as the
 * runner keeps them (the last output value wins, the summary appended with a line end, setFailed an error annotation
 * and exit code 1). @actions/github fixes its API URL when first imported, so what goes through it (the artifact
 * client's cross-run download) needs a spawned run.
 */
async function runInProcess(env: Record<string, string>): Promise<Omit<ActionRun, 'tmp'>> {
  const { runAction: action } = await import('../../src/github/run.js');
  const core = await import('@actions/core');
  const outputs: Record<string, string> = {};
  const out = { stdout: '', stderr: '' };
  let summary = '';
  let code = 0;
  if (running++ === 0) {
    saved = { env: process.env, out: process.stdout.write, err: process.stderr.write };
    process.stdout.write = capture('stdout', saved.out);
    process.stderr.write = capture('stderr', saved.err);
  }
  process.env = { ...env };
  try {
    await inProcess.run(out, () =>
      action(
        { ...env },
        {
          setOutput: (name, value) => {
            outputs[name] = value;
          },
          appendSummary: async (markdown) => {
            summary += `${markdown}\n`;
          },
          setFailed: (message) => {
            code = 1;
            core.error(message);
          },
        },
        // The fake GitHub has no secondary rate limit: writes need not be spaced a second apart as on GitHub.
        { spaceWrites: false },
      ),
    );
  } finally {
    if (--running === 0 && saved) {
      process.stdout.write = saved.out;
      process.stderr.write = saved.err;
      process.env = saved.env;
      saved = null;
    }
  }
  return { code, ...out, outputs, summary };
}

/** Parses GITHUB_OUTPUT (`name<<DELIM\nvalue\nDELIM` blocks, as @actions/core writes them); the last value wins, as on the runner. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^=<]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
      out[m[1]!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const k = lines[i]!.slice(0, lines[i]!.indexOf('='));
      out[k] = lines[i]!.slice(k.length + 1);
    }
  }
  return out;
}

/** Reads every file of a zip archive (stored or deflated) through its central directory. */
export function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + size);
    files.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

/** git with a fixed identity and dates, so commits (and their SHAs) are the same on every run. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=rankgate-test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'init.defaultBranch=main',
      ...args,
    ],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_DATE: '2026-11-02T10:00:00Z', GIT_COMMITTER_DATE: '2026-11-02T10:00:00Z' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
}

/**
 * A workspace that is a git repository: the example data committed as the base commit, then `change` applied
 * and committed as the head (the checkout of a PR with its history, as `fetch-depth: 0` gives).
 */
export function gitWorkspace(
  change: (ws: string) => void,
  setup: (ws: string) => void = () => {},
): { ws: string; base: string; head: string } {
  const ws = makeWorkspace();
  setup(ws);
  git(ws, 'init', '-q');
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'base');
  const base = git(ws, 'rev-parse', 'HEAD');
  change(ws);
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '--allow-empty', '-m', 'head');
  return { ws, base, head: git(ws, 'rev-parse', 'HEAD') };
}

/** Every file under `dir` (relative path → bytes), skipping .git: what the contents API serves at a commit. */
export function snapshotTree(dir: string, prefix = ''): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.name === '.git') continue;
    if (e.isDirectory()) for (const [k, v] of snapshotTree(dir, rel)) out.set(k, v);
    else out.set(rel, readFileSync(join(dir, rel)));
  }
  return out;
}
