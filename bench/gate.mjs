#!/usr/bin/env node
// The gate's own benchmark: how often it fails a pull request that changed nothing (A/A), and how often it catches a
// regression of known size planted into one slice (power), for this version's gate next to a reference version's
// (by default the last one before the one-sided family test: two-sided tests, Holm). Seeded simulation, see
// bench/gate/sim.mjs and bench/README.md. A benchmark, not a test: nothing fails when a target is missed.
//
//   npm run bench:gate [-- --reps 200 --aa 100 --large 100 --threads 2 --reference <commit> --holm --ttest --protocol observed --json out.json]
//
// --holm adds this version's gate with `correction: holm` (everything else the same), to compare the two corrections;
// --ttest adds it with `test: t-test` (Student's paired t in place of the randomization test), to compare the two tests.
// --protocol observed|true|both (default both): how a planted drop's size is meant — as the drop observed on the
// slice against the baseline, or as the true drop (the observed one then varies with the churn's mean).

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { collection, ndcg10, noisyRun, systemScores } from './gate/sim.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The last version before the gate's one-sided family test: two-sided tests, Holm, "all unjudged relevant". */
const REFERENCE = '1ee9bde';

function args() {
  const a = process.argv.slice(2);
  const o = {
    reps: 200,
    aa: 100,
    large: 100,
    threads: Math.max(1, Math.min(availableParallelism(), 8)),
    reference: REFERENCE,
    json: null,
    seed: 1,
    holm: false,
    ttest: false,
    protocols: ['observed', 'true'],
  };
  for (let i = 0; i < a.length; i++) {
    const k = a[i];
    const v = a[i + 1];
    if (k === '--reps') (o.reps = Number(v)), i++;
    else if (k === '--aa') (o.aa = Number(v)), i++;
    else if (k === '--large') (o.large = Number(v)), i++;
    else if (k === '--threads') (o.threads = Number(v)), i++;
    else if (k === '--reference') (o.reference = v), i++;
    else if (k === '--no-reference') o.reference = null;
    else if (k === '--holm') o.holm = true;
    else if (k === '--ttest') o.ttest = true;
    else if (k === '--protocol') {
      o.protocols = v === 'both' ? ['observed', 'true'] : [v];
      if (!['observed', 'true', 'both'].includes(v)) throw new Error('--protocol is observed, true or both');
      i++;
    } else if (k === '--json') (o.json = v), i++;
    else if (k === '--seed') (o.seed = Number(v)), i++;
    else throw new Error(`unknown option ${k}`);
  }
  return o;
}

async function bundle(entry, outfile, version) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    nodePaths: [join(ROOT, 'node_modules')],
    define: { __RANKGATE_VERSION__: JSON.stringify(version) },
    banner: { js: "import { createRequire as __cr } from 'node:module';\nconst require = __cr(import.meta.url);" },
  });
  return outfile;
}

/** The reference version's engine, built from its sources at `commit` (git archive into a temp folder). */
async function referenceBundle(commit, tmp) {
  const dir = join(tmp, 'reference');
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', commit, 'src'], { cwd: ROOT, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  // Where the engine lives depends on the version: src/pipeline/compare.ts now, src/compare/engine.ts before.
  const engine = existsSync(join(dir, 'src', 'pipeline', 'compare.ts'))
    ? './src/pipeline/compare.js'
    : './src/compare/engine.js';
  writeFileSync(join(dir, 'entry.ts'), `export { runComparison } from '${engine}';\n`);
  // The reference's own dependencies are this checkout's node_modules (same major versions).
  return bundle(join(dir, 'entry.ts'), join(tmp, 'reference.mjs'), `reference-${commit}`);
}

/** Per-query sd of the nDCG@10 differences between two runs of one system under score jitter sigma (median over collections). */
function churnOf(density, sigma) {
  const sds = [];
  for (let s = 0; s < 6; s++) {
    const coll = collection(9000 + s, 100, density);
    const clean = systemScores(coll, 9050 + s, 1);
    const a = noisyRun(coll, clean, 'jitter', 9100 + s, sigma).ranking;
    const b = noisyRun(coll, clean, 'jitter', 9200 + s, sigma).ranking;
    const d = coll.map((q, i) => ndcg10(q, b[i]) - ndcg10(q, a[i]));
    const m = d.reduce((x, y) => x + y, 0) / d.length;
    sds.push(Math.sqrt(d.reduce((x, y) => x + (y - m) ** 2, 0) / (d.length - 1)));
  }
  return sds.sort((x, y) => x - y)[3];
}

/** The noise sigma whose churn is `target` (bisection on churnOf, which grows with sigma). */
function sigmaFor(density, target) {
  let lo = 0.01;
  let hi = 6;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (churnOf(density, mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function trialsOf(o, sigmas) {
  const trials = [];
  let id = 0;
  const seed = () => o.seed * 1_000_003 + 7919 * ++id;
  for (const density of ['dense', 'sparse']) {
    for (const kind of ['jitter', 'swaps', 'ties', 'coarse', 'variant', 'variant-wide']) {
      // jitter: sd 0.15; variant: an independent system of the same quality (noise sd 1) or a noisier one (2).
      const sigma = kind === 'jitter' ? 0.15 : kind === 'variant' ? 1 : kind === 'variant-wide' ? 2 : 1;
      for (let r = 0; r < o.aa; r++) {
        trials.push({
          id: id + 1,
          seed: seed(),
          type: 'aa',
          density,
          kind: kind === 'variant-wide' ? 'variant' : kind,
          label: kind,
          sigma,
          queries: 97,
        });
      }
    }
    for (const protocol of o.protocols) {
      for (const size of [25, 50]) {
        for (const churn of [0.065, 0.12]) {
          for (const delta of [0.02, 0.03, 0.05, 0.1]) {
            for (let r = 0; r < o.reps; r++) {
              trials.push({
                id: id + 1,
                seed: seed(),
                type: 'power',
                protocol,
                density,
                size,
                churn,
                delta,
                sigma: sigmas[density][churn],
                queries: 100,
              });
            }
          }
        }
      }
    }
  }
  // A large slice (200 of 400 queries, true drops around the fail threshold 0.02): on slices this size the gate fails
  // whenever the observed drop exceeds the threshold, so a true drop of the threshold fails about half the time.
  for (const delta of [0.01, 0.02, 0.03]) {
    for (let r = 0; r < o.large; r++) {
      trials.push({
        id: id + 1,
        seed: seed(),
        type: 'power',
        protocol: 'true',
        density: 'dense',
        size: 200,
        churn: 0.12,
        delta,
        sigma: sigmas.dense[0.12],
        queries: 400,
        label: 'large',
      });
    }
  }
  // Named cases from the issue: a broken candidate (queries missing), and a drop on every query of a small set.
  for (const missing of [8, 12]) {
    for (let r = 0; r < 20; r++)
      trials.push({
        id: id + 1,
        seed: seed(),
        type: 'aa',
        density: 'dense',
        kind: 'jitter',
        label: `missing-${missing}`,
        sigma: sigmas.dense[0.065],
        queries: 43,
        missing,
      });
  }
  for (let r = 0; r < 50; r++) {
    // The issue's case: an observed −0.050 on all 43 queries.
    trials.push({
      id: id + 1,
      seed: seed(),
      type: 'power',
      protocol: 'observed',
      density: 'dense',
      size: 43,
      churn: 0.12,
      delta: 0.05,
      sigma: sigmas.dense[0.12],
      queries: 43,
      label: 'all-43',
    });
  }
  return trials;
}

function runWorkers(trials, bundles, threads, tmp) {
  const shares = Array.from({ length: threads }, () => []);
  trials.forEach((t, i) => shares[i % threads].push(t));
  return Promise.all(
    shares.map(
      (share, i) =>
        new Promise((res, rej) => {
          const w = new Worker(join(ROOT, 'bench', 'gate', 'worker.mjs'), {
            workerData: { trials: share, bundles, tmp: join(tmp, `w${i}`) },
            env: { ...process.env, RANKGATE_THREADS: '1' },
          });
          w.once('message', res);
          w.once('error', rej);
        }),
    ),
  ).then((parts) => parts.flat().sort((a, b) => a.id - b.id));
}

const pct = (k, n) => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)}%`);
const count = (xs, f) => xs.filter(f).length;

function report(o, trials, results, sigmas, engines, seconds) {
  const byId = new Map(results.map((r) => [r.id, r]));
  const lines = [];
  const errs = results.flatMap((r) =>
    engines.filter((e) => r[e]?.error).map((e) => `${e} trial ${r.id}: ${r[e].error}`),
  );
  lines.push(
    `Gate benchmark: seed ${o.seed}, ${o.aa} A/A pairs per noise kind and density, ${o.reps} repetitions per power cell, ${o.large} per large-slice cell; engines: ${engines.join(', ')}${o.reference ? ` (reference = ${o.reference})` : ''}; ${seconds.toFixed(0)} s on ${o.threads} threads.`,
  );
  lines.push(
    `Score jitter sd giving churn 0.065 / 0.12 in the power table: dense ${sigmas.dense[0.065].toFixed(3)} / ${sigmas.dense[0.12].toFixed(3)}, sparse ${sigmas.sparse[0.065].toFixed(3)} / ${sigmas.sparse[0.12].toFixed(3)}.`,
  );
  if (errs.length) lines.push('', `Errors (${errs.length}): ${errs.slice(0, 5).join('; ')}`);
  const col = (e) =>
    e === 'current'
      ? 'this version'
      : e === 'holm'
        ? 'this version, holm'
        : e === 't-test'
          ? 'this version, t-test'
          : 'reference';

  lines.push('', '### A/A: pull requests that changed nothing', '');
  lines.push(
    `| judgments | noise | pairs | median churn sd | ${engines.map((e) => `${col(e)}: fail`).join(' | ')} | ${engines.map((e) => `${col(e)}: fail + inconclusive`).join(' | ')} | ${engines.map((e) => `${col(e)}: warn or worse`).join(' | ')} |`,
  );
  lines.push(
    `|:--|:--|--:|--:|${engines.map(() => '--:').join('|')}|${engines.map(() => '--:').join('|')}|${engines.map(() => '--:').join('|')}|`,
  );
  for (const density of ['dense', 'sparse']) {
    for (const kind of ['jitter', 'swaps', 'ties', 'coarse', 'variant', 'variant-wide']) {
      const rs = trials
        .filter((t) => t.type === 'aa' && t.density === density && t.label === kind)
        .map((t) => byId.get(t.id));
      const sd = rs.map((r) => r.sd).sort((a, b) => a - b)[Math.floor(rs.length / 2)] ?? 0;
      const f = engines.map((e) =>
        pct(
          count(rs, (r) => r[e]?.level === 'fail'),
          rs.length,
        ),
      );
      const fi = engines.map((e) =>
        pct(
          count(rs, (r) => r[e]?.level === 'fail' || r[e]?.level === 'inconclusive'),
          rs.length,
        ),
      );
      const w = engines.map((e) =>
        pct(
          count(rs, (r) => r[e] && !r[e].error && r[e].level !== 'pass'),
          rs.length,
        ),
      );
      lines.push(
        `| ${density} | ${kind} | ${rs.length} | ${sd.toFixed(3)} | ${f.join(' | ')} | ${fi.join(' | ')} | ${w.join(' | ')} |`,
      );
    }
  }

  const protocolTitle = {
    observed: 'the drop observed on the slice against the baseline is the planted size',
    true: "the planted size is the true drop; the observed one adds the churn's mean on the slice",
  };
  for (const protocol of o.protocols) {
    lines.push(
      '',
      `### Power: a planted nDCG@10 drop on one slice (fail threshold 0.02), caught as a fail naming that slice; ${protocolTitle[protocol]}`,
      '',
    );
    lines.push(
      `| judgments | slice | churn | drop | observed drop | slice sd | ${engines.map((e) => `${col(e)}: fail`).join(' | ')} | ${engines.includes('current') ? 'this version: fail / inconclusive / warn / underpowered / pass on the slice |' : ''}`,
    );
    lines.push(
      `|:--|--:|--:|--:|--:|--:|${engines.map(() => '--:').join('|')}|${engines.includes('current') ? ':--|' : ''}`,
    );
    for (const density of ['dense', 'sparse']) {
      for (const size of [25, 50]) {
        for (const churn of [0.065, 0.12]) {
          for (const delta of [0.02, 0.03, 0.05, 0.1]) {
            const rs = trials
              .filter(
                (t) =>
                  t.type === 'power' &&
                  !t.label &&
                  t.protocol === protocol &&
                  t.density === density &&
                  t.size === size &&
                  t.churn === churn &&
                  t.delta === delta,
              )
              .map((t) => byId.get(t.id));
            // Mean observed drop, and its spread over the trials (sd), which the true-drop protocol adds.
            const obs = rs.map((r) => r.observed);
            const m = obs.reduce((a, b) => a + b, 0) / Math.max(obs.length, 1);
            const spread = Math.sqrt(obs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(obs.length - 1, 1));
            const ssd = rs.map((r) => r.sliceSd).sort((a, b) => a - b)[Math.floor(rs.length / 2)] ?? 0;
            const f = engines.map((e) =>
              pct(
                count(rs, (r) => r[e]?.target === 'fail'),
                rs.length,
              ),
            );
            let detail = '';
            if (engines.includes('current')) {
              const st = (s) => count(rs, (r) => r.current?.status === s);
              detail = ` ${[st('fail'), st('inconclusive'), st('warn'), st('underpowered'), st('pass')].join(' / ')} |`;
            }
            lines.push(
              `| ${density} | ${size} | ${churn} | ${delta} | ${m.toFixed(4)} ± ${spread.toFixed(4)} | ${ssd.toFixed(3)} | ${f.join(' | ')} |${detail}`,
            );
          }
        }
      }
    }
  }

  lines.push(
    '',
    '### A large slice: 200 of 400 queries, churn 0.12, a true nDCG@10 drop planted (fail threshold 0.02)',
    '',
  );
  lines.push(
    `| true drop | trials | observed drop | ${engines.map((e) => `${col(e)}: fail`).join(' | ')} | ${engines.map((e) => `${col(e)}: warn or worse on the slice`).join(' | ')} |`,
  );
  lines.push(`|--:|--:|--:|${engines.map(() => '--:').join('|')}|${engines.map(() => '--:').join('|')}|`);
  for (const delta of [0.01, 0.02, 0.03]) {
    const rs = trials.filter((t) => t.label === 'large' && t.delta === delta).map((t) => byId.get(t.id));
    const obs = rs.map((r) => r.observed);
    const m = obs.reduce((a, b) => a + b, 0) / Math.max(obs.length, 1);
    const f = engines.map((e) =>
      pct(
        count(rs, (r) => r[e]?.target === 'fail'),
        rs.length,
      ),
    );
    const w = engines.map((e) =>
      pct(
        count(rs, (r) => ['fail', 'inconclusive', 'warn'].includes(r[e]?.target)),
        rs.length,
      ),
    );
    lines.push(`| ${delta} | ${rs.length} | ${m.toFixed(4)} | ${f.join(' | ')} | ${w.join(' | ')} |`);
  }

  lines.push('', '### Named cases', '');
  lines.push(`| case | trials | ${engines.map((e) => `${col(e)}: verdicts`).join(' | ')} |`);
  lines.push(`|:--|--:|${engines.map(() => ':--').join('|')}|`);
  for (const label of ['missing-8', 'missing-12', 'all-43']) {
    const rs = trials.filter((t) => t.label === label).map((t) => byId.get(t.id));
    const v = engines.map((e) =>
      ['fail', 'inconclusive', 'warn', 'pass'].map((l) => `${l} ${count(rs, (r) => r[e]?.level === l)}`).join(', '),
    );
    lines.push(
      `| ${label === 'all-43' ? '−0.05 nDCG@10 on every one of 43 queries, churn 0.12' : `${label.split('-')[1]} of 43 judged queries missing from the candidate`} | ${rs.length} | ${v.join(' | ')} |`,
    );
  }
  return lines.join('\n') + '\n';
}

const o = args();
const started = performance.now();
const tmp = mkdtempSync(join(tmpdir(), 'rankgate-gate-bench-'));
try {
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  const bundles = { current: await bundle(join(ROOT, 'bench', 'gate', 'entry.ts'), join(tmp, 'current.mjs'), version) };
  if (o.holm) bundles.holm = bundles.current;
  if (o.ttest) bundles['t-test'] = bundles.current;
  if (o.reference) {
    try {
      bundles.reference = await referenceBundle(o.reference, tmp);
    } catch (e) {
      process.stderr.write(
        `bench:gate: no reference engine (${String(e.message).split('\n')[0]}); pass --no-reference to silence this\n`,
      );
    }
  }
  const sigmas = {};
  for (const density of ['dense', 'sparse'])
    sigmas[density] = { 0.065: sigmaFor(density, 0.065), 0.12: sigmaFor(density, 0.12) };
  const trials = trialsOf(o, sigmas);
  process.stderr.write(`bench:gate: ${trials.length} trials on ${o.threads} threads\n`);
  const results = await runWorkers(trials, bundles, o.threads, tmp);
  const md = report(o, trials, results, sigmas, Object.keys(bundles), (performance.now() - started) / 1000);
  process.stdout.write(md);
  if (o.json) writeFileSync(o.json, JSON.stringify({ options: o, sigmas, trials, results }, null, 1));
} finally {
  if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
}
