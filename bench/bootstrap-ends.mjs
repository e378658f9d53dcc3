#!/usr/bin/env node
// How close the computed bootstrap interval (src/compare/computed-ends.ts) comes to the bootstrap's own answer, next to
// how close the full run of 10⁴ resamples comes to it. The bootstrap's answer for a column of differences is a
// quantile of one discrete distribution, the sum of n draws with replacement; on a lattice it is computed here
// exactly (up to floating point), by FFT: the one-draw distribution's transform raised to the n-th power. Each shape
// imitates a kind of per-query difference IR measures produce, at several counts of non-zero differences and shares of
// zeros (queries whose value did not move). A benchmark, not a test: it prints, and nothing fails.
//
//   node bench/bootstrap-ends.mjs [--seeds 40] [--counts 250,500,1000,2000,5000] [--replicates 3] [--min-nonzero 0|rule]
//                                 [--json out.json]
//
// Errors are in standard errors of the mean (the bootstrap distribution's sd); the interval is 3.92 of them wide at 95%.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { mulberry32 as rng } from '../test/seeded.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: argv } = parseArgs({
  options: {
    seeds: { type: 'string', default: '40' },
    counts: { type: 'string', default: '250,500,1000,2000,5000' },
    replicates: { type: 'string', default: '3' },
    'min-nonzero': { type: 'string', default: 'rule' },
    json: { type: 'string' },
  },
});
const SEEDS = Number(argv.seeds);
const COUNTS = argv.counts.split(',').map(Number);
// Columns drawn per (shape, count, share of zeros), each from its own seed.
const REPLICATES = Number(argv.replicates);
// By default the rule rankgate applies (src/compare/computed-ends.ts): columns it would draw show "—". A number lowers the
// count of non-zero differences the rule asks for (0: compute at every size), to measure the error below it.
const MIN_NONZERO = argv['min-nonzero'] === 'rule' ? undefined : Number(argv['min-nonzero']);

// The two functions under comparison, bundled from src/.
const dir = mkdtempSync(join(tmpdir(), 'rankgate-ends-'));
const entry = join(dir, 'entry.ts');
writeFileSync(
  entry,
  `export { computedEnds } from ${JSON.stringify(join(ROOT, 'src/compare/computed-ends.ts'))};\n` +
    `export { pairedBootstrapCIs } from ${JSON.stringify(join(ROOT, 'src/compare/stats.ts'))};\n`,
);
await build({
  entryPoints: [entry],
  outfile: join(dir, 'ends.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'error',
});
const { computedEnds, pairedBootstrapCIs } = await import(pathToFileURL(join(dir, 'ends.mjs')).href);
rmSync(dir, { recursive: true, force: true });

const gauss = (r) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const clip = (x) => Math.max(-1, Math.min(1, x));

/** Shapes of a non-zero per-query difference. `lattice` is the step the values already sit on, if any. */
const SHAPES = {
  // nDCG@10-like: a spread around a small gain.
  'graded, centred': { draw: (r) => clip(0.02 + 0.15 * gauss(r)) },
  // Many small gains, rare large losses (a change that helps most queries and breaks a few).
  'skewed, rare big losses': { draw: (r) => (r() < 0.9 ? 0.05 * r() : -(0.3 + 0.7 * r())) },
  // Reciprocal rank within 10: 1/r₁ − 1/r₂ with either rank possibly past the cut-off (0).
  'reciprocal ranks': {
    draw: (r) => {
      const rr = () => (r() < 0.3 ? 0 : 1 / (1 + Math.floor(10 * r() * r())));
      for (;;) {
        const d = rr() - rr();
        if (d !== 0) return d;
      }
    },
  },
  // P@10- or Judged@10-like: tenths, mostly ±0.1.
  'tenths (lattice)': {
    lattice: 0.1,
    draw: (r) => {
      const k = 1 + Math.floor(-Math.log(1 - r()) * 0.8);
      return Math.min(k, 10) * 0.1 * (r() < 0.45 ? -1 : 1);
    },
  },
  // P@5, fifths.
  'fifths (lattice)': {
    lattice: 0.2,
    draw: (r) => (r() < 0.8 ? 0.2 : 0.4) * (r() < 0.4 ? -1 : 1),
  },
  // success@1 or P@1: a whole unit either way.
  'units (lattice)': { lattice: 1, draw: (r) => (r() < 0.45 ? -1 : 1) },
  // All non-zero differences one way, exponentially many small and few large (a strictly better run).
  'one-sided': { draw: (r) => clip(-0.08 * Math.log(1 - r())) },
  // Heavy tails: a t with 3 degrees of freedom, scaled and clipped.
  'heavy tails': {
    draw: (r) => {
      const z = gauss(r);
      const chi = gauss(r) ** 2 + gauss(r) ** 2 + gauss(r) ** 2;
      return clip((0.08 * z) / Math.sqrt(chi / 3));
    },
  },
  // Two clusters: a query either flips to the relevant result or away from it.
  bimodal: { draw: (r) => clip((r() < 0.5 ? -0.5 : 0.55) + 0.03 * gauss(r)) },
};
const ZERO_SHARES = [0, 0.5, 0.9];

// ---- exact bootstrap quantiles on a lattice, by FFT ----
// Its own FFT, not src/compare/lattice-ends.ts's: the yardstick must not share the code it measures.
function fft(re, im, inverse) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const xr = re[b] * cr - im[b] * ci;
        const xi = re[b] * ci + im[b] * cr;
        re[b] = re[a] - xr;
        im[b] = im[a] - xi;
        re[a] += xr;
        im[a] += xi;
        const t = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = t;
      }
    }
  }
}

const L = 1 << 20;

/**
 * The q-quantiles (smallest value whose CDF reaches q: the limit of the type-7 sample quantile as resamples grow) of
 * the mean of n draws from `units` (integers: values / h), in units of the mean.
 */
function exactQuantiles(units, h, qs) {
  const n = units.length;
  let s = 0;
  for (const u of units) s += u;
  const c = Math.round(s / n);
  const re = new Float64Array(L);
  const im = new Float64Array(L);
  for (const u of units) re[(((u - c) % L) + L) % L] += 1 / n;
  fft(re, im, false);
  for (let j = 0; j < L; j++) {
    const mod = Math.hypot(re[j], im[j]);
    const arg = Math.atan2(im[j], re[j]);
    const r = mod === 0 ? 0 : Math.exp(n * Math.log(mod));
    re[j] = r * Math.cos(n * arg);
    im[j] = r * Math.sin(n * arg);
  }
  fft(re, im, true);
  // Sum S − n·c lies near n·(mean − c); read the wrapped distribution on the window of width L around it.
  const centre = Math.round(s - n * c);
  const start = centre - L / 2;
  const out = [];
  let acc = 0;
  let qi = 0;
  const sorted = [...qs].sort((a, b) => a - b);
  for (let k = 0; k < L && qi < sorted.length; k++) {
    const v = start + k;
    acc += re[((v % L) + L) % L] / L;
    while (qi < sorted.length && acc >= sorted[qi] - 1e-12) {
      out.push(((v + n * c) * h) / n);
      qi++;
    }
  }
  return out;
}

function column(shape, m, zeroShare, seed) {
  const r = rng(seed);
  const n = Math.round(m / (1 - zeroShare));
  const d = new Float64Array(n);
  // Non-zero values first, then zeros: the bootstrap does not care about order.
  for (let i = 0; i < m; i++) d[i] = shape.draw(r);
  return d;
}

/** The sd of the sum of n draws with replacement from `d`: √(Σ(v − mean)²). */
function sumSd(d) {
  let s = 0;
  for (const v of d) s += v;
  const mean = s / d.length;
  let ss = 0;
  for (const v of d) ss += (v - mean) ** 2;
  return Math.sqrt(ss);
}

/** Values rounded to a lattice step fine enough to leave the sum's sd at ≥ 4,000 steps within the FFT window. */
function onLattice(d, shape) {
  let h = sumSd(d) / (L / 120);
  // A value already on a lattice keeps it: the step divides it.
  if (shape.lattice) h = shape.lattice / Math.max(1, Math.floor(shape.lattice / h));
  // A non-zero value stays non-zero (at least one step), so a column keeps its count of non-zero differences.
  const units = Array.from(d, (v) => Math.round(v / h) || Math.sign(v));
  return { units, h, values: Float64Array.from(units, (u) => u * h) };
}

const rows = [];
const alpha = 0.05;
for (const [name, shape] of Object.entries(SHAPES)) {
  for (const m of COUNTS) {
    for (const z of ZERO_SHARES)
      for (let rep = 0; rep < REPLICATES; rep++) {
        const d0 = column(shape, m, z, 1_000_003 * rep + 1000 * m + Math.round(100 * z) + name.length);
        const { units, h, values } = onLattice(d0, shape);
        const n = values.length;
        // The resampled mean's sd: the sum's over n.
        const se = sumSd(values) / n;
        const [lo, hi] = exactQuantiles(units, h, [alpha / 2, 1 - alpha / 2]);
        const sp = computedEnds(values, alpha / 2, 1 - alpha / 2, MIN_NONZERO);
        const spErr = sp ? Math.max(Math.abs(sp[0] - lo), Math.abs(sp[1] - hi)) / se : null;
        // The full run: 10⁴ resamples, SEEDS seeds; each end's distance from the exact end.
        const nonZero = Uint8Array.from(values, (v) => (v !== 0 ? 1 : 0));
        const mc = [];
        for (let k = 0; k < SEEDS; k++) {
          // Drawn over the non-zero differences only (the zeros' share by a binomial): the same distribution, and what
          // rankgate draws for a measure whose interval it does not compute.
          const [[a, b]] = pairedBootstrapCIs([values], { iterations: 10_000, seed: k + 1, moved: nonZero });
          mc.push(Math.abs(a - lo) / se, Math.abs(b - hi) / se);
        }
        mc.sort((a, b) => a - b);
        rows.push({
          shape: name,
          nonzero: m,
          n,
          zeroShare: z,
          replicate: rep,
          spErr,
          mcMedian: mc[mc.length >> 1],
          mcMax: mc[mc.length - 1],
        });
        process.stderr.write('.');
      }
  }
}
process.stderr.write('\n');

const f = (x) => (x === null ? '—' : x.toFixed(4));
console.log('| shape | non-zero | queries | computed end − exact (se) | full run − exact, median / max (se) |');
console.log('|---|--:|--:|--:|--:|');
for (const r of rows)
  console.log(`| ${r.shape} | ${r.nonzero} | ${r.n} | ${f(r.spErr)} | ${f(r.mcMedian)} / ${f(r.mcMax)} |`);
console.log(
  '\nWorst computed end by count of non-zero differences (se), next to the full run’s (median and max over seeds):',
);
for (const m of COUNTS) {
  const at = rows.filter((r) => r.nonzero === m);
  const worst = Math.max(...at.map((r) => r.spErr ?? 0));
  const mcMed = at.map((r) => r.mcMedian).sort((a, b) => a - b)[at.length >> 1];
  const mcMax = Math.max(...at.map((r) => r.mcMax));
  const drawn = at.filter((r) => r.spErr === null).length;
  console.log(
    `  ${String(m).padStart(5)}: computed ≤ ${worst.toFixed(4)} (${drawn} of ${at.length} columns left to draw);` +
      ` full run's median ${mcMed.toFixed(4)}, max ${mcMax.toFixed(4)}`,
  );
}
if (argv.json) writeFileSync(argv.json, JSON.stringify(rows, null, 1));
