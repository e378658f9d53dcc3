import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { runtimeToken } from './fake-github.js';

/**
 * Runs the committed bundle the way the runner does: `node dist/index.js` in its own process with a
 * clean environment (inputs as INPUT_* variables, hyphens kept), an event file, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files. @actions/github reads the environment when it is imported, so every
 * scenario must be a separate process.
 */

export const REPO = resolve(import.meta.dirname, '../..');
/** The committed bundle; RANKGATE_E2E_BUNDLE points the tests at another build (e.g. `node scripts/build.mjs /tmp/x`). */
export const BUNDLE = process.env['RANKGATE_E2E_BUNDLE'] || join(REPO, 'dist/index.js');

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

/** A workspace with the example data laid out as in the repository (contract, judgments, baseline). */
export function makeWorkspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'rankgate-ws-'));
  cpSync(join(REPO, 'examples/help-center'), join(ws, 'examples/help-center'), { recursive: true });
  cpSync(join(REPO, 'baselines'), join(ws, 'baselines'), { recursive: true });
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
  return execFileSync('git', ['-c', 'user.name=rankgate-test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: '2026-11-02T10:00:00Z', GIT_COMMITTER_DATE: '2026-11-02T10:00:00Z' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * A workspace that is a git repository: the example data committed as the base commit, then `change` applied
 * and committed as the head (the checkout of a PR with its history, as `fetch-depth: 0` gives).
 */
export function gitWorkspace(change: (ws: string) => void, setup: (ws: string) => void = () => {}): { ws: string; base: string; head: string } {
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
