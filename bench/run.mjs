#!/usr/bin/env node
// `npm run bench`: times the bundled rankgate CLI as whole processes on generated MS-MARCO-shaped data.
// Plain Node ESM, no dependencies. See bench/README.md for what is measured and how to read the table.
//
//   node bench/run.mjs [--sizes 70,700,6980] [--repeat 3] [--trec-eval PATH] [--keep DIR]
//                      [--only score,compare,startup,trec_eval] [--cli dist/cli.js] [--no-time] [--json FILE] [--seed 1]
//                      [--pool K]   (K > 0: pooled judgments, every document either run ranks in its top K judged)
//                      [--scores repr]   (scores with every digit, as Python's str() writes them; default: 4 and 6 decimals)
//                      [--order shuffled]   (each query's lines in a random order, as a writer that does not sort leaves them)
//                      [--runs jsonl]   (rankgate reads both runs as JSONL; trec_eval and the split floor read them as TREC)
//                      [--docids v2]   (docids as MS MARCO v2's passage ids, msmarco_passage_NN_OFFSET: 28 bytes, not 7)

import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  openSync,
  closeSync,
  cpSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir, cpus, totalmem, release, platform, arch, loadavg } from 'node:os';
import { join, resolve, dirname, basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generate, jsonlRuns, GENERATOR_VERSION } from './generate.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');

const { values: argv } = parseArgs({
  options: {
    sizes: { type: 'string', default: '70,700,6980' },
    repeat: { type: 'string', default: '3' },
    'trec-eval': { type: 'string' },
    keep: { type: 'string' },
    only: { type: 'string', multiple: true },
    cli: { type: 'string', default: join(ROOT, 'dist', 'cli.js') },
    'no-time': { type: 'boolean', default: false },
    json: { type: 'string' },
    seed: { type: 'string', default: '1' },
    pool: { type: 'string', default: '0' },
    scores: { type: 'string', default: 'fixed' },
    order: { type: 'string', default: 'sorted' },
    docids: { type: 'string', default: 'v1' },
    runs: { type: 'string', default: 'trec' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (argv.help) {
  process.stdout.write(
    readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .slice(1, 11)
      .map((l) => l.replace(/^\/\/ ?/, ''))
      .join('\n') + '\n',
  );
  process.exit(0);
}

const sizes = argv.sizes
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const repeat = Math.max(1, Number(argv.repeat) || 3);
const seed = Number(argv.seed) || 1;
const pool = Math.max(0, Number(argv.pool) || 0);
const scores = argv.scores;
if (!['fixed', 'repr'].includes(scores)) die(`--scores takes fixed or repr, got "${scores}"`);
const order = argv.order;
if (!['sorted', 'shuffled'].includes(order)) die(`--order takes sorted or shuffled, got "${order}"`);
const docids = argv.docids;
if (!['v1', 'v2'].includes(docids)) die(`--docids takes v1 or v2, got "${docids}"`);
const runsFormat = argv.runs;
if (!['trec', 'jsonl'].includes(runsFormat)) die(`--runs takes trec or jsonl, got "${runsFormat}"`);
/** What a rankgate row's label says when it reads the runs as JSONL. */
const asJsonl = runsFormat === 'jsonl' ? ', JSONL runs' : '';
const only = new Set(
  (argv.only ?? ['score', 'compare', 'startup', 'trec_eval']).flatMap((s) => s.split(',')).map((s) => s.trim()),
);
for (const o of only)
  if (!['score', 'compare', 'startup', 'trec_eval'].includes(o))
    die(`--only takes score, compare, startup or trec_eval, got "${o}"`);
const cliGiven = resolve(argv.cli);
if (!existsSync(cliGiven)) die(`${cliGiven} not found: run \`npm run build\` first`);
const trecEval = argv['trec-eval'] ? resolve(argv['trec-eval']) : undefined;
if (trecEval && !existsSync(trecEval)) die(`--trec-eval ${trecEval}: not found`);
const TREC_EVAL_MEASURES = ['-m', 'ndcg_cut.10', '-m', 'recip_rank', '-m', 'recall.1000', '-m', 'map'];
const RANKGATE_MEASURES = ['-m', 'nDCG@10', '-m', 'RR@10', '-m', 'R@1000', '-m', 'AP'];

/** The small-collection set: 100 queries, 100 results each, and a fourth slice dimension (`split`, every other query). */
function generateSmall(dir) {
  const facts = generate({ queries: 100, depth: 100, seed, dir, top100: false });
  const slices = join(dir, facts.files.slices);
  const rows = readFileSync(slices, 'utf8').trimEnd().split('\n');
  writeFileSync(slices, rows.map((r, i) => `${r}\t${i === 0 ? 'split' : i % 2 ? 'dev' : 'test'}`).join('\n') + '\n');
  return { contract: join(dir, facts.files.contract), candidate: join(dir, facts.files.candidate) };
}

function die(msg) {
  process.stderr.write(`bench: ${msg}\n`);
  process.exit(2);
}
const log = (msg) => process.stderr.write(`bench: ${msg}\n`);

// ---------------------------------------------------------------------------------------------------------
// Measuring one process

/** GNU time with -o and -f is the preferred meter: it reads the child's rusage from wait4(). */
function detectTime() {
  if (argv['no-time'] || !existsSync('/usr/bin/time')) return false;
  const dir = mkdtempSync(join(tmpdir(), 'rg-time-'));
  try {
    const f = join(dir, 't');
    const r = spawnSync('/usr/bin/time', ['-o', f, '-f', '%e %U %S %M', 'true'], { stdio: 'ignore' });
    return r.status === 0 && /^[\d.]+ [\d.]+ [\d.]+ \d+\s*$/.test(readFileSync(f, 'utf8'));
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const useTime = detectTime();

/** `taskset -c 0` (Linux) runs the one-core rows: what a busy runner, or a one-CPU one, leaves rankgate. */
function detectTaskset() {
  try {
    return spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  }
}
const canPin = detectTaskset();
const RUSAGE_PRELOAD = pathToFileURL(join(HERE, 'rusage.mjs')).href;
const METER = useTime
  ? '/usr/bin/time -f "%e %U %S %M" (GNU time: rusage of the child from wait4)'
  : platform() === 'linux'
    ? 'no /usr/bin/time: Node children report their own process.resourceUsage() via --import bench/rusage.mjs; other children are sampled from /proc/PID every 5 ms (approximate)'
    : 'no /usr/bin/time: Node children report their own process.resourceUsage() via --import bench/rusage.mjs; other children: wall time only';

let scratch; // a folder for meter files and outputs

/**
 * Runs `cmd args` once; returns { wall, user, sys, rssKB, code, stderr } (seconds, KiB).
 * `node: true` marks a Node child (the no-time fallback then preloads bench/rusage.mjs).
 * stdout goes to `stdout` (a file path) or /dev/null.
 */
function runOnce({ cmd, args, node = false, stdout, cwd, cleanEnv = false, pin = false, extraEnv = {} }) {
  return new Promise((resolvePromise) => {
    const meterFile = join(scratch, `meter-${process.pid}-${Math.random().toString(36).slice(2)}`);
    const env = { ...process.env, ...extraEnv };
    // The action must not see a real workflow's environment: it would try to read inputs and post.
    if (cleanEnv) for (const k of Object.keys(env)) if (/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(k)) delete env[k];
    let inner = args;
    if (!useTime && node) {
      inner = ['--import', RUSAGE_PRELOAD, ...args];
      env.RANKGATE_BENCH_RUSAGE = meterFile;
    }
    // `pin`: the child and its threads may use CPU 0 only (taskset execs the command: same process, same rusage).
    const [c, a] = pin ? ['taskset', ['-c', '0', cmd, ...inner]] : [cmd, inner];
    const file = useTime ? '/usr/bin/time' : c;
    const fileArgs = useTime ? ['-o', meterFile, '-f', '%e %U %S %M', c, ...a] : a;
    const outFd = openSync(stdout ?? '/dev/null', 'w');
    const t0 = process.hrtime.bigint();
    const child = spawn(file, fileArgs, { stdio: ['ignore', outFd, 'pipe'], env, cwd });
    closeSync(outFd);
    let stderr = '';
    child.stderr.on('data', (d) => {
      if (stderr.length < 1 << 16) stderr += d;
    });
    // Fallback meter for non-Node children on Linux: sample VmHWM and utime/stime until the child is gone.
    const sampled = { rssKB: NaN, user: NaN, sys: NaN };
    let timer;
    if (!useTime && !node && platform() === 'linux') {
      const sample = () => {
        try {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
          const m = /VmHWM:\s+(\d+) kB/.exec(status);
          if (m) sampled.rssKB = Math.max(Number.isNaN(sampled.rssKB) ? 0 : sampled.rssKB, Number(m[1]));
          const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
          const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          sampled.user = Number(f[11]) / 100; // utime, clock ticks (USER_HZ = 100 on Linux)
          sampled.sys = Number(f[12]) / 100;
        } catch {
          /* gone */
        }
      };
      sample();
      timer = setInterval(sample, 5);
    }
    child.on('close', (code) => {
      const wall = Number(process.hrtime.bigint() - t0) / 1e9;
      if (timer) clearInterval(timer);
      let user = NaN,
        sys = NaN,
        rssKB = NaN;
      try {
        const text = readFileSync(meterFile, 'utf8');
        if (useTime) {
          // "Command exited with non-zero status N" may precede the figures.
          const last = text.trim().split('\n').pop().trim().split(/\s+/).map(Number);
          [, user, sys, rssKB] = last;
        } else {
          const r = JSON.parse(text);
          user = r.user / 1e6;
          sys = r.sys / 1e6;
          rssKB = r.maxRSS;
        }
      } catch {
        ({ user, sys, rssKB } = sampled);
      }
      rmSync(meterFile, { force: true });
      resolvePromise({ wall, user, sys, rssKB, code, stderr });
    });
  });
}

const median = (xs) => {
  const v = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Runs every task `repeat` times, interleaved (round by round), and keeps the medians. */
async function runTasks(tasks, rounds) {
  const samples = new Map(tasks.map((t) => [t.id, []]));
  const failed = new Map();
  for (let r = 0; r < rounds; r++) {
    for (const t of tasks) {
      if (failed.has(t.id)) continue;
      const res = await runOnce(t);
      const ok = (t.okCodes ?? [0]).includes(res.code);
      if (!ok) {
        failed.set(t.id, `exit ${res.code}: ${res.stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}`);
        log(`${t.id}: FAILED (${failed.get(t.id)})`);
        continue;
      }
      samples.get(t.id).push(res);
      log(
        `${t.id} #${r + 1}: ${res.wall.toFixed(3)} s wall, ${fmtMB(res.rssKB)} MB peak${t.okCodes && res.code ? ` (exit ${res.code})` : ''}`,
      );
    }
  }
  const out = {};
  for (const t of tasks) {
    const s = samples.get(t.id);
    out[t.id] = {
      id: t.id,
      label: t.label,
      lines: t.lines,
      vs: t.vs,
      floor: t.floor,
      runs: s.length,
      error: failed.get(t.id),
      wall: median(s.map((x) => x.wall)),
      user: median(s.map((x) => x.user)),
      sys: median(s.map((x) => x.sys)),
      rssKB: median(s.map((x) => x.rssKB)),
      codes: [...new Set(s.map((x) => x.code))],
      walls: s.map((x) => +x.wall.toFixed(4)),
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

const fmtS = (s) => (Number.isNaN(s) || s === undefined ? 'n/a' : s < 1 ? s.toFixed(3) : s.toFixed(2));
const fmtMs = (s) => (Number.isNaN(s) ? 'n/a' : (s * 1000).toFixed(0));
const fmtMB = (kb) => (Number.isNaN(kb) || kb === undefined ? 'n/a' : (kb / 1024).toFixed(0));
const fmtX = (x) =>
  x === undefined || Number.isNaN(x) || !Number.isFinite(x) ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(1);
const fmtRate = (lines, wall) => (lines && wall ? (lines / wall / 1e6).toFixed(2) : '–');
/** A Markdown table; the first `left` columns are left-aligned, the rest right-aligned (numbers). */
const mdTable = (head, rows, left = 2) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i < left ? '---' : '--:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

// ---------------------------------------------------------------------------------------------------------
// Main

const keepDir = argv.keep ? resolve(argv.keep) : undefined;
const workRoot = keepDir ?? mkdtempSync(join(tmpdir(), 'rankgate-bench-'));
mkdirSync(workRoot, { recursive: true });
scratch = mkdtempSync(join(tmpdir(), 'rankgate-bench-meter-'));

// Every figure of one bench run must come from one bundle, even if `npm run build` runs meanwhile:
// the bundle's folder (cli.js, index.js, worker.js and the chunks they share) is copied once and the copy runs.
const bundleDir = join(scratch, 'dist');
cpSync(dirname(cliGiven), bundleDir, { recursive: true });
const cli = join(bundleDir, basename(cliGiven));
const bundleHash = createHash('sha256');
for (const f of readdirSync(bundleDir)
  .filter((f) => f.endsWith('.js'))
  .sort())
  bundleHash.update(f).update(readFileSync(join(bundleDir, f)));
const cliSha = bundleHash.digest('hex').slice(0, 12);
const cleanup = () => {
  rmSync(scratch, { recursive: true, force: true });
  if (!keepDir) rmSync(workRoot, { recursive: true, force: true });
};
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });

/**
 * What SHA-256 costs here. `compare` hashes both run files for the report (their sha256 is part of every report), so
 * on the benchmark's pair a tenth of its one-core CPU is SHA-256 where the CPU has SHA extensions, and about three
 * times as much where it does not: a ratio to trec_eval, which hashes nothing, depends on it.
 */
const SHA_MASK = ':~0x20000000'; // OpenSSL's x86 capability mask with the SHA extensions taken out (OPENSSL_ia32cap)
function shaFacts() {
  let flags = '';
  try {
    flags = readFileSync('/proc/cpuinfo', 'utf8');
  } catch {
    // not Linux: unknown
  }
  const ext = !flags ? null : /^(flags|Features)\s*:.*\b(sha_ni|sha2)\b/m.test(flags);
  const rate = (env) => {
    const code =
      "const c=require('crypto');const b=Buffer.alloc(1<<20,7);const h=c.createHash('sha256');" +
      'const t=process.hrtime.bigint();for(let i=0;i<256;i++)h.update(b);h.digest();' +
      'process.stdout.write(String(256/(Number(process.hrtime.bigint()-t)/1e9)))';
    const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', env: { ...process.env, ...env } });
    const x = Number(r.stdout);
    return Number.isFinite(x) && x > 0 ? Math.round(x) : null;
  };
  const mbps = rate({});
  // Only where the mask means something (x86 OpenSSL) and takes something away.
  const withoutMbps = ext && arch() === 'x64' ? rate({ OPENSSL_ia32cap: SHA_MASK }) : null;
  return { extensions: ext, mbps, withoutMbps };
}
const sha = shaFacts();

const machine = {
  cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
  memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  os: `${platform()} ${release()} ${arch()}`,
  node: process.version,
  meter: METER,
  cli: cliGiven.startsWith(ROOT) ? cliGiven.slice(ROOT.length + 1) : cliGiven,
  cliSha256: cliSha,
  trecEval: trecEval ?? 'not given',
  date: new Date().toISOString().slice(0, 10),
  loadStart: loadavg()[0],
  sha256: sha,
};
log(`meter: ${METER}`);

const results = { machine, repeat, sizes: [], startup: undefined, notes: [] };

// Does the bundle have `compare` yet? (commander prints the root help for an unknown command's --help.)
let compareAvailable = false;
if (only.has('compare')) {
  const h = spawnSync(process.execPath, [cli, 'compare', '--help'], { encoding: 'utf8' });
  compareAvailable = /Usage: rankgate compare/.test(h.stdout ?? '');
  if (!compareAvailable) {
    const note = `compare: skipped — ${cliGiven} has no \`compare\` command yet (rebuild with \`npm run build\` once it lands)`;
    results.notes.push(note);
    log(note);
  }
}

try {
  if (only.has('startup')) {
    log('start-up: 10 runs each');
    const tasks = [
      { id: 'node -e 0', label: '`node -e 0` (Node itself)', cmd: process.execPath, args: ['-e', '0'], node: true },
      {
        id: 'cli --version',
        label: '`node dist/cli.js --version`',
        cmd: process.execPath,
        args: [cli, '--version'],
        node: true,
      },
    ];
    const action = join(dirname(cli), 'index.js');
    if (existsSync(action)) {
      // Without GitHub's environment the action stops at its first missing input: start-up plus one error.
      tasks.push({
        id: 'action',
        label: '`node dist/index.js` (no inputs: start-up + first error)',
        cmd: process.execPath,
        args: [action],
        node: true,
        okCodes: [0, 1, 2],
        cwd: scratch,
        cleanEnv: true,
      });
    } else {
      results.notes.push('action start-up: dist/index.js is not built yet, not measured');
    }
    if (compareAvailable) {
      // The small gate most teams run: 100 queries of 100 results, four slice dimensions (the generator's three and a
      // split column added here), the benchmark's contract. What it costs beyond Node's own start-up is the gate.
      const small = generateSmall(join(workRoot, 'small100'));
      const compare = [
        cli,
        'compare',
        '--contract',
        small.contract,
        '--run',
        small.candidate,
        '--out',
        join(scratch, 'small-out'),
        '--format',
        'json',
      ];
      tasks.push({
        id: 'small-compare',
        label: '`compare`, 100 queries × 100 results, 4 slice dimensions',
        cmd: process.execPath,
        args: compare,
        node: true,
        okCodes: [0, 1],
      });
      // The CLI keeps Node's compile cache (src/cli.ts): every run after the first on a machine reads its compiled code.
      // A fresh CI runner has none, so its one run compiles everything: this row is what such a job pays.
      tasks.push({
        id: 'small-compare-cold',
        label: '`compare`, 100 queries × 100 results, 4 slice dimensions, without the compile cache (a fresh runner)',
        cmd: process.execPath,
        args: compare,
        node: true,
        okCodes: [0, 1],
        extraEnv: { NODE_DISABLE_COMPILE_CACHE: '1' },
      });
      if (canPin)
        tasks.push({
          id: 'small-compare-1core',
          label: '`compare`, 100 queries × 100 results, 4 slice dimensions, one core (taskset -c 0)',
          cmd: process.execPath,
          args: compare,
          node: true,
          okCodes: [0, 1],
          pin: true,
        });
    }
    results.startup = await runTasks(tasks, 10);
  }

  for (const n of sizes) {
    if (!only.has('score') && !only.has('trec_eval') && !(only.has('compare') && compareAvailable)) break;
    const dir = join(
      workRoot,
      `q${n}${pool > 0 ? `-pool${pool}` : ''}${scores === 'repr' ? '-repr' : ''}${order === 'shuffled' ? '-shuffled' : ''}${docids === 'v2' ? '-v2' : ''}`,
    );
    const factsFile = join(dir, 'facts.json');
    let facts;
    if (keepDir && existsSync(factsFile)) {
      facts = JSON.parse(readFileSync(factsFile, 'utf8'));
      if (
        facts.queries !== n ||
        facts.seed !== seed ||
        facts.generator !== GENERATOR_VERSION ||
        (facts.pool ?? 0) !== pool ||
        (facts.scores ?? 'fixed') !== scores ||
        (facts.order ?? 'sorted') !== order ||
        (facts.docids ?? 'v1') !== docids
      )
        facts = undefined;
    }
    if (facts) {
      log(`${n} queries: reusing ${dir}`);
    } else {
      log(`${n} queries: generating into ${dir}`);
      const t0 = performance.now();
      facts = generate({ queries: n, depth: 1000, seed, dir, pool, scores, order, docids });
      facts.seconds = (performance.now() - t0) / 1000;
      writeFileSync(factsFile, JSON.stringify(facts, null, 2));
      log(
        `${n} queries: generated ${facts.runLines} lines per run, ${(facts.runBytes / 2 ** 20).toFixed(0)} MB, in ${facts.seconds.toFixed(1)} s`,
      );
    }
    const f = (k) => join(dir, facts.files[k]);
    // The files rankgate's rows read: the TREC runs and their contract, or (--runs jsonl) the same runs as JSONL.
    const jsonl = runsFormat === 'jsonl' ? jsonlRuns(dir, facts.files, n) : null;
    const rankgateFile = (k) => (jsonl && k in jsonl ? join(dir, jsonl[k]) : f(k));
    const lines = facts.runLines;
    const tasks = [
      { id: 'cat', label: '`cat run > /dev/null`', cmd: 'cat', args: [f('baseline')], lines, kind: 'floor' },
      {
        id: 'split',
        label: 'Node newline/field split (bench/split.mjs)',
        cmd: process.execPath,
        args: [join(HERE, 'split.mjs'), f('baseline')],
        node: true,
        lines,
        kind: 'floor',
      },
    ];
    if (only.has('compare') && compareAvailable) {
      tasks.push({
        id: 'split-candidate',
        label: 'Node split of candidate run',
        cmd: process.execPath,
        args: [join(HERE, 'split.mjs'), f('candidate')],
        node: true,
        lines,
        kind: 'floor',
      });
    }
    if (trecEval) {
      tasks.push({
        id: 'trec_eval',
        label: '`trec_eval` ndcg_cut.10 recip_rank recall.1000 map',
        cmd: trecEval,
        args: [...TREC_EVAL_MEASURES, f('qrels'), f('baseline')],
        lines,
        stdout: join(dir, 'trec_eval.out'),
      });
    }
    if (only.has('score')) {
      const score = (extra, run = 'baseline') => [
        cli,
        'score',
        '--qrels',
        f('qrels'),
        '--run',
        rankgateFile(run),
        ...RANKGATE_MEASURES,
        '--format',
        'text',
        ...extra,
      ];
      tasks.push(
        {
          id: 'score',
          label: `\`score\` (ties: trec_eval)${asJsonl}`,
          cmd: process.execPath,
          args: score([]),
          node: true,
          lines,
          stdout: join(dir, 'score.out'),
        },
        {
          id: 'score-tsv',
          label: `\`score --format tsv\` (values only)${asJsonl}`,
          cmd: process.execPath,
          args: score(['--format', 'tsv']),
          node: true,
          lines,
          stdout: join(dir, 'score-tsv.out'),
        },
        {
          id: 'score-expected',
          label: `\`score --ties expected\`${asJsonl}`,
          cmd: process.execPath,
          args: score(['--ties', 'expected']),
          node: true,
          lines,
          stdout: join(dir, 'score-expected.out'),
        },
        {
          id: 'score-depth100',
          label: `\`score --depth 100\`${asJsonl}`,
          cmd: process.execPath,
          args: score(['--depth', '100']),
          node: true,
          lines,
          stdout: join(dir, 'score-depth100.out'),
        },
        {
          id: 'score-top100',
          label: '`score` of the run cut at 100 (memory reference)',
          cmd: process.execPath,
          args: score([], 'baselineTop100'),
          node: true,
          lines: n * 100,
          stdout: join(dir, 'score-top100.out'),
        },
      );
    }
    if (only.has('trec_eval')) {
      // rankgate trec_eval against trec_eval on the whole -m all_trec set (its output compared byte for byte below)
      if (trecEval) {
        tasks.push({
          id: 'trec_eval-all',
          label: '`trec_eval -m all_trec`',
          cmd: trecEval,
          args: ['-m', 'all_trec', f('qrels'), f('baseline')],
          lines,
          stdout: join(dir, 'trec_eval-all.out'),
        });
      }
      tasks.push({
        id: 'rankgate-trec_eval',
        label: '`rankgate trec_eval -m all_trec`',
        cmd: process.execPath,
        args: [cli, 'trec_eval', '-m', 'all_trec', f('qrels'), f('baseline')],
        node: true,
        lines,
        stdout: join(dir, 'rankgate-trec_eval.out'),
        vs: 'trec_eval-all',
      });
    }
    if (only.has('compare') && compareAvailable) {
      const out = join(dir, 'compare-out');
      tasks.push({
        id: 'compare',
        label: `\`compare\` (20 slices, 5 measures, 10k+10k)${asJsonl}`,
        cmd: process.execPath,
        args: [
          cli,
          'compare',
          '--contract',
          rankgateFile('contract'),
          '--run',
          rankgateFile('candidate'),
          '--out',
          out,
          '--format',
          'json',
        ],
        node: true,
        lines: 2 * lines,
        okCodes: [0, 1],
        stdout: join(dir, 'compare.out'),
      });
    }
    if (canPin) {
      // One core: rankgate cannot use a second core, so its CPU and wall time are what a loaded runner sees.
      const pinned = tasks.filter((t) => ['split', 'trec_eval', 'score', 'score-tsv', 'compare'].includes(t.id));
      for (const t of pinned) {
        tasks.push({
          ...t,
          id: `${t.id}-1core`,
          label: `${t.label}, one core (taskset -c 0)`,
          pin: true,
          kind: undefined,
          vs: 'trec_eval-1core',
          floor: t.id === 'split' ? undefined : 'split-1core',
          stdout: t.stdout?.replace(/\.out$/, '-1core.out'),
        });
      }
      // The same on a CPU without SHA extensions, where the runs' sha256 costs about three times as much (OpenSSL told
      // not to use them): what a runner of that kind would measure.
      const cmp1 = tasks.find((t) => t.id === 'compare-1core');
      if (cmp1 && sha.withoutMbps !== null)
        tasks.push({
          ...cmp1,
          id: 'compare-1core-nosha',
          label: `${cmp1.label}, SHA extensions unused (OPENSSL_ia32cap=${SHA_MASK})`,
          extraEnv: { OPENSSL_ia32cap: SHA_MASK },
          stdout: cmp1.stdout?.replace(/\.out$/, '-nosha.out'),
        });
    }
    log(`${n} queries: ${tasks.length} tasks × ${repeat} rounds`);
    const r = await runTasks(tasks, repeat);
    const sanity = {};
    const grab = (file, re) => {
      try {
        const m = re.exec(readFileSync(file, 'utf8'));
        return m ? Number(m[1]) : undefined;
      } catch {
        return undefined;
      }
    };
    sanity.rankgateNdcg10 = grab(join(dir, 'score.out'), /^nDCG@10\s+([\d.]+)/m);
    sanity.rankgateRR10 = grab(join(dir, 'score.out'), /^RR@10\s+([\d.]+)/m);
    sanity.trecEvalNdcg10 = grab(join(dir, 'trec_eval.out'), /^ndcg_cut_10\s+all\s+([\d.]+)/m);
    sanity.trecEvalMap = grab(join(dir, 'trec_eval.out'), /^map\s+all\s+([\d.]+)/m);
    sanity.rankgateAP = grab(join(dir, 'score.out'), /^AP\s+([\d.]+)/m);
    try {
      sanity.trecEvalIdentical = readFileSync(join(dir, 'rankgate-trec_eval.out')).equals(
        readFileSync(join(dir, 'trec_eval-all.out')),
      );
    } catch {
      sanity.trecEvalIdentical = undefined;
    }
    results.sizes.push({ queries: n, facts, tasks: r, sanity });
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  }
} finally {
  cleanup();
}

// ---------------------------------------------------------------------------------------------------------
// Report

const out = [];
out.push('## rankgate benchmark');
out.push('');
out.push(
  `Machine: ${machine.cpu}, ${machine.memory} RAM, ${machine.os}, Node ${machine.node}. CLI: \`${machine.cli}\` (sha256 ${machine.cliSha256}…, run from a copy). ` +
    `trec_eval: ${trecEval ? `\`${trecEval}\`` : 'not given'}. Median of ${repeat} interleaved runs per figure; ${machine.date}.`,
);
out.push(
  `Meter: ${METER}. Load average (1 min) ${machine.loadStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end: other work on the machine shows up in the wall times.`,
);
out.push(
  `SHA-256 in this Node: ${sha.mbps ?? '?'} MB/s; the CPU's SHA extensions: ${sha.extensions === null ? 'unknown' : sha.extensions ? 'yes' : 'no'}` +
    (sha.withoutMbps !== null ? ` (${sha.withoutMbps} MB/s without them)` : '') +
    '. `compare` hashes both run files for the report; trec_eval hashes nothing.',
);
out.push('');

if (results.startup) {
  const s = results.startup;
  out.push('### Start-up (median of 10)');
  out.push('');
  out.push(
    mdTable(
      ['command', 'note', 'wall ms', 'user ms', 'sys ms', 'peak RSS MB'],
      Object.values(s).map((t) => [
        t.label,
        t.error ? `error: ${t.error}` : '',
        fmtMs(t.wall),
        fmtMs(t.user),
        fmtMs(t.sys),
        fmtMB(t.rssKB),
      ]),
    ),
  );
  out.push('');
}

if (results.sizes.length) {
  out.push('### Scoring and comparing');
  out.push('');
  out.push(
    'Lines are result lines read (a compare reads both runs). "× split" divides by the Node split pass over the same',
  );
  out.push(
    'file(s) in the same run; "× trec_eval" divides by trec_eval\'s median wall time on the same qrels and run, "× trec_eval CPU"',
  );
  out.push(
    "divides user+sys CPU time by trec_eval's (less sensitive to other load on the machine; the targets are on wall time).",
  );
  out.push('');
  const rows = [];
  for (const size of results.sizes) {
    const t = size.tasks;
    const splitWall = t.split?.wall;
    const splitBoth = t['split-candidate'] ? t.split.wall + t['split-candidate'].wall : undefined;
    for (const task of Object.values(t)) {
      // each rankgate task is divided by the trec_eval task computing the same measures
      const yard = t[task.vs ?? 'trec_eval'];
      const te = task.id.startsWith('trec_eval') ? undefined : yard?.wall;
      const teCpu = task.id.startsWith('trec_eval') || !yard ? undefined : yard.user + yard.sys;
      if (task.id === 'split-candidate') continue;
      const floor = task.floor
        ? task.id === 'compare-1core' || task.id === 'compare-1core-nosha'
          ? undefined
          : t[task.floor]?.wall
        : task.id === 'compare'
          ? splitBoth
          : task.id === 'score-top100'
            ? undefined
            : splitWall;
      const err = task.error ? ` **error: ${task.error.replace(/\|/g, '\\|')}**` : '';
      rows.push([
        String(size.queries),
        task.label + err,
        fmtS(task.wall),
        fmtS(task.user),
        fmtS(task.sys),
        fmtMB(task.rssKB),
        fmtRate(task.lines, task.wall),
        task.id === 'split' || task.id === 'split-1core' ? '1' : fmtX(floor ? task.wall / floor : undefined),
        te && task.id !== 'score-top100' ? fmtX(task.wall / te) : task.id.startsWith('trec_eval') ? '1' : '–',
        teCpu && task.id !== 'score-top100'
          ? fmtX((task.user + task.sys) / teCpu)
          : task.id.startsWith('trec_eval')
            ? '1'
            : '–',
      ]);
    }
  }
  out.push(
    mdTable(
      [
        'queries',
        'task',
        'wall s',
        'user s',
        'sys s',
        'peak RSS MB',
        'M lines/s',
        '× split',
        '× trec_eval',
        '× trec_eval CPU',
      ],
      rows,
    ),
  );
  out.push('');
  out.push(
    'Data (per size): ' +
      results.sizes
        .map(
          (s) =>
            `${s.queries} q: ${s.facts.runLines.toLocaleString('en')} lines, ${(s.facts.runBytes / 2 ** 20).toFixed(0)} MB baseline / ${(s.facts.candidateBytes / 2 ** 20).toFixed(0)} MB candidate, ` +
            `${s.facts.judgments} judgments, ${(s.facts.tieRate * 100).toFixed(1)}% tied adjacent pairs` +
            (s.facts.docids === 'v2' ? ', docids spelled as MS MARCO v2 names passages' : ''),
        )
        .join('; ') +
      '.',
  );
  const big = results.sizes[results.sizes.length - 1];
  const sv = big.sanity;
  if (sv.rankgateNdcg10 !== undefined) {
    out.push(
      `Values at ${big.queries} queries (baseline): rankgate nDCG@10 ${sv.rankgateNdcg10}, RR@10 ${sv.rankgateRR10}, AP ${sv.rankgateAP}` +
        (sv.trecEvalNdcg10 !== undefined ? `; trec_eval ndcg_cut_10 ${sv.trecEvalNdcg10}, map ${sv.trecEvalMap}` : '') +
        '.',
    );
  }
  out.push('');
}

// Targets (from the issue), judged on the largest size measured.
{
  const big = results.sizes[results.sizes.length - 1];
  const t = big?.tasks ?? {};
  const checks = [];
  const check = (name, ok, detail) =>
    checks.push([name, ok === undefined ? 'not measured' : ok ? 'holds' : '**misses**', detail]);
  const te = t.trec_eval?.wall;
  const cpu = (x) => x.user + x.sys;
  const sc = t.score;
  if (sc && !sc.error) {
    check(
      'score ≤ 0.21 × trec_eval wall',
      te ? sc.wall <= 0.21 * te : undefined,
      te
        ? `${fmtS(sc.wall)} s vs trec_eval ${fmtS(te)} s = ${fmtX(sc.wall / te)}× (CPU: ${fmtX(cpu(sc) / cpu(t.trec_eval))}×)`
        : 'no --trec-eval',
    );
    check('score peak RSS < 350 MB', sc.rssKB < 350 * 1024, `${fmtMB(sc.rssKB)} MB`);
  }
  const te1 = t['trec_eval-1core'];
  const sc1 = t['score-1core'];
  if (sc1 && !sc1.error) {
    check(
      'score on one core ≤ 0.20 × trec_eval CPU (one core)',
      te1 ? cpu(sc1) <= 0.2 * cpu(te1) : undefined,
      te1
        ? `${fmtS(cpu(sc1))} s vs trec_eval ${fmtS(cpu(te1))} s of CPU = ${fmtX(cpu(sc1) / cpu(te1))}× (split floor: ${t['split-1core'] ? fmtX(cpu(t['split-1core']) / cpu(te1)) : '–'}×)`
        : 'no --trec-eval',
    );
  }
  if (sc && !sc.error) {
    check(
      'score ≤ 0.12 × trec_eval wall (idle machine, all cores)',
      te ? sc.wall <= 0.12 * te : undefined,
      te
        ? `${fmtS(sc.wall)} s vs trec_eval ${fmtS(te)} s = ${fmtX(sc.wall / te)}×; load average ${loadavg()[0].toFixed(2)} at the end`
        : 'no --trec-eval',
    );
  }
  const ex = t['score-expected'];
  if (ex && sc && !ex.error)
    check(
      'ties: expected ≤ 1.5 × ties: trec_eval',
      ex.wall <= 1.5 * sc.wall,
      `${fmtS(ex.wall)} s vs ${fmtS(sc.wall)} s = ${fmtX(ex.wall / sc.wall)}×`,
    );
  const d1 = t['score-depth100'];
  const top = t['score-top100'];
  if (d1 && top && !d1.error && !top.error) {
    check(
      'depth 100: memory as for 100 results per query',
      d1.rssKB <= 1.25 * top.rssKB,
      `${fmtMB(d1.rssKB)} MB on the 1,000-deep file vs ${fmtMB(top.rssKB)} MB on the file cut at 100 (full depth: ${fmtMB(sc?.rssKB)} MB); criterion ≤ 1.25×`,
    );
  }
  const cmp = t.compare;
  if (cmp && !cmp.error) {
    check(
      'compare < 0.5 × trec_eval wall',
      te ? cmp.wall < 0.5 * te : undefined,
      te
        ? `${fmtS(cmp.wall)} s vs trec_eval ${fmtS(te)} s = ${fmtX(cmp.wall / te)}× (CPU: ${fmtX(cpu(cmp) / cpu(t.trec_eval))}×)`
        : 'no --trec-eval',
    );
    check(
      'compare ≤ 0.3 × trec_eval wall (idle machine, all cores)',
      te ? cmp.wall <= 0.3 * te : undefined,
      te ? `${fmtS(cmp.wall)} s vs trec_eval ${fmtS(te)} s = ${fmtX(cmp.wall / te)}×` : 'no --trec-eval',
    );
    check(
      'compare peak RSS ≤ 300 MB',
      cmp.rssKB <= 300 * 1024,
      `${fmtMB(cmp.rssKB)} MB (measured under Node ${process.versions.node}; the target is set for Node 22 and 24)`,
    );
  } else if (only.has('compare') && big) {
    check(
      'compare < 0.5 × trec_eval, ≤ 300 MB',
      undefined,
      cmp?.error ? `error: ${cmp.error}` : 'compare not available',
    );
  }
  const cmp1 = t['compare-1core'];
  if (cmp1 && !cmp1.error) {
    const nosha = t['compare-1core-nosha'];
    const hashed = (mbps) => (big.facts.runBytes + big.facts.candidateBytes) / 1e6 / mbps;
    check(
      'compare on one core ≤ 0.50 × trec_eval CPU and ≤ 0.60 × its wall (one core)',
      te1 ? cpu(cmp1) <= 0.5 * cpu(te1) && cmp1.wall <= 0.6 * te1.wall : undefined,
      te1
        ? `${fmtS(cpu(cmp1))} s of CPU = ${fmtX(cpu(cmp1) / cpu(te1))}×, ${fmtS(cmp1.wall)} s wall = ${fmtX(cmp1.wall / te1.wall)}×` +
            (sha.mbps ? `; the runs' sha256 is about ${fmtS(hashed(sha.mbps))} s of it` : '') +
            (nosha && !nosha.error ? `; without SHA extensions ${fmtX(cpu(nosha) / cpu(te1))}× of the CPU` : '')
        : 'no --trec-eval',
    );
  }
  const rte = t['rankgate-trec_eval'];
  const tea = t['trec_eval-all'];
  if (rte && !rte.error) {
    check(
      'rankgate trec_eval -m all_trec ≤ 0.35 × trec_eval -m all_trec wall',
      tea ? rte.wall <= 0.35 * tea.wall : undefined,
      tea
        ? `${fmtS(rte.wall)} s vs trec_eval ${fmtS(tea.wall)} s = ${fmtX(rte.wall / tea.wall)}× (CPU: ${fmtX(cpu(rte) / cpu(tea))}×)`
        : 'no --trec-eval',
    );
    check(
      "rankgate trec_eval output byte-identical to trec_eval's",
      big.sanity.trecEvalIdentical,
      big.sanity.trecEvalIdentical === undefined
        ? 'no --trec-eval'
        : big.sanity.trecEvalIdentical
          ? 'identical'
          : 'differs',
    );
  }
  const v = results.startup?.['cli --version'];
  if (v)
    check(
      'CLI start-up (--version) < 150 ms',
      v.wall < 0.15,
      `${fmtMs(v.wall)} ms (bare Node: ${fmtMs(results.startup['node -e 0'].wall)} ms)`,
    );
  const a = results.startup?.action;
  if (a) check('action start-up < 150 ms', a.wall < 0.15, `${fmtMs(a.wall)} ms (to its first error without inputs)`);
  const node0 = results.startup?.['node -e 0'];
  for (const id of ['small-compare', 'small-compare-1core', 'small-compare-cold']) {
    const sm = results.startup?.[id];
    const how = { 'small-compare-1core': ', one core', 'small-compare-cold': ', no compile cache' }[id] ?? '';
    if (sm && !sm.error)
      check(
        `small compare (100 queries, 4 dimensions${how}) < 0.5 CPU s`,
        cpu(sm) < 0.5,
        `${fmtMs(cpu(sm))} ms of CPU, ${fmtMs(sm.wall)} ms wall (bare Node: ${node0 ? fmtMs(cpu(node0)) : '–'} ms of CPU)`,
      );
  }
  if (checks.length) {
    out.push(
      `### Targets${big ? ` (at ${big.queries} queries${big.queries !== 6980 ? '; the issue sets them at 6,980' : ''})` : ''}`,
    );
    out.push('');
    out.push(mdTable(['target', 'status', 'measured'], checks, 3));
    out.push('');
  }
}
for (const n of results.notes) out.push(`Note: ${n}`);
process.stdout.write(out.join('\n') + '\n');
if (argv.json) writeFileSync(resolve(argv.json), JSON.stringify(results, null, 2) + '\n');
