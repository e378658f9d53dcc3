#!/usr/bin/env node
// Seeded generator of an MS-MARCO-shaped benchmark set for rankgate (plain Node ESM, no dependencies).
//
//   node bench/generate.mjs --queries 6980 --out /tmp/rg-bench [--depth 1000] [--seed 1] [--scores repr]
//                           [--order shuffled] [--docids v2]
//
// Writes into --out:
//   qrels.txt            `qid 0 docid grade`: 1-3 judgments of grade 1-3 per query, plus a grade-0 one for ~10%;
//                        with --pool K also every document either run ranks in its top K (graded 0-2, mostly 0)
//   baseline.trec        `qid Q0 docid rank score tag`, `depth` results per query, BM25-like scores, 4 decimals
//   candidate.trec       same shape, dense-like scores with 6 decimals, correlated with the baseline
//                        (--scores repr: both runs' scores as Python's repr and JavaScript's String() write a double,
//                        up to 17 significant digits: the same order and ties, another spelling;
//                        --order shuffled: each query's lines in a seeded random order, their rank fields kept, as
//                        a writer that does not sort by score leaves them: the same results, another file order;
//                        --docids v2: every docid spelled as MS MARCO v2's passage ids are, msmarco_passage_NN_OFFSET,
//                        28 bytes where v1's are up to 7: the same documents, ranks and judgments, longer ids)
//   baseline-top100.trec the baseline cut at 100 results per query (the reference for the `depth: 100` check)
//   slices.tsv           `qid<TAB>type<TAB>len<TAB>lang`: 6 + 5 + 8 values, ~20 slices with `all`
//   rankgate.yml         a contract over those files (paths relative to it)
//
// Everything comes from one mulberry32 stream, so the same seed and size give byte-identical files.
// Nothing here calls Math.random.

import {
  openSync,
  readSync,
  writeSync,
  closeSync,
  mkdirSync,
  writeFileSync,
  existsSync,
  renameSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// The seeded stream is the tests' (one copy); re-exported for bench/gate/sim.mjs.
import { mulberry32 } from '../test/seeded.mjs';

export { mulberry32 };

/** Standard normal from two uniforms (Box-Muller). */
function gaussian(rand) {
  let u = rand();
  while (u === 0) u = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** Picks a value from `[value, weight]` pairs. */
function pick(rand, weighted) {
  let total = 0;
  for (const [, w] of weighted) total += w;
  let r = rand() * total;
  for (const [v, w] of weighted) {
    r -= w;
    if (r < 0) return v;
  }
  return weighted[weighted.length - 1][0];
}

// Slice dimensions: 6 + 5 + 8 = 19 values, 20 slices with `all`. Skewed like real traffic.
const TYPES = [
  ['description', 50],
  ['numeric', 15],
  ['entity', 12],
  ['location', 9],
  ['person', 8],
  ['yes-no', 6],
];
const LENS = [
  ['1-2', 8],
  ['3-4', 30],
  ['5-6', 32],
  ['7-9', 20],
  ['10+', 10],
];
const LANGS = [
  ['en', 70],
  ['es', 8],
  ['de', 6],
  ['fr', 5],
  ['pt', 4],
  ['it', 3],
  ['nl', 2],
  ['ja', 2],
];
/** The candidate is a little better for most query types and worse for one: a hidden regression to find. */
const CANDIDATE_SHIFT = { description: 0.3, numeric: -0.4, entity: 0.1, location: 0.1, person: 0.1, 'yes-no': 0.05 };

/** Bumped whenever the output changes, so `run.mjs --keep` never reuses data made by an older generator. */
export const GENERATOR_VERSION = 2;

const MSMARCO_PASSAGES = 8_841_823;
const POOL_EXTRA = 150; // pool = depth + extra; each run keeps its own top `depth` of the pool
const TIE_RATE = 0.04; // extra ties injected between adjacent results, on top of those from rounding

/**
 * Generates one set into `dir`. Returns facts about it (file names, line counts, measured tie rate).
 * @param {{ queries: number, depth?: number, seed?: number, dir: string, top100?: boolean, pool?: number, scores?: string, order?: string, docids?: string }} o
 */
export function generate(o) {
  const queries = o.queries;
  const depth = o.depth ?? 1000;
  const seed = o.seed ?? 1;
  const dir = o.dir;
  const top100 = o.top100 ?? true;
  // 'fixed': 4 and 6 decimals; 'repr': each value scaled by 1 + 1e-10 (order and ties kept) and written with every
  // digit a double needs, as runs written from Python by str(score) are.
  const spell = o.scores === 'repr' ? (q, decimals) => String((q / 10 ** decimals) * (1 + 1e-10)) : fixed;
  // 'v1': a passage's number, as MS MARCO v1 names it; 'v2': the shard (two digits of 70) and a byte offset in it, as
  // MS MARCO v2 names its passages (msmarco_passage_41_681624394). One document, one id either way.
  const docName = o.docids === 'v2' ? v2Docid : String;
  // 'shuffled': each query's lines of either run written in a random order from a stream of their own, so the results
  // are the same draws as the sorted files' (the top-100 baseline stays sorted: only its scores are compared).
  const shuffle = o.order === 'shuffled' ? mulberry32((seed * 2654435761 + queries) ^ 0x5bd1e995) : null;
  const lineOrder = Int32Array.from({ length: depth }, (_, r) => r);
  // Pooled judgments (TREC style): every document either run ranks in its top `pool` is judged too, its grade read off
  // its latent relevance, so the runs and the sparse judgments stay the same draws whatever the pool. 0: none.
  const poolDepth = Math.min(o.pool ?? 0, depth);
  mkdirSync(dir, { recursive: true });
  const rand = mulberry32(seed * 2654435761 + queries);

  const pool = depth + POOL_EXTRA;
  const docids = new Int32Array(pool);
  const pooled = new Uint8Array(pool);
  const latent = new Float64Array(pool);
  const keys = new Float64Array(pool);
  const qs = new Int32Array(depth);
  const order = new Int32Array(depth);
  const stamp = new Int32Array(MSMARCO_PASSAGES); // docid -> 1 + index of the last query that used it
  const usedQids = new Set();

  const files = {
    qrels: 'qrels.txt',
    baseline: 'baseline.trec',
    candidate: 'candidate.trec',
    baselineTop100: top100 ? 'baseline-top100.trec' : undefined,
    slices: 'slices.tsv',
    contract: 'rankgate.yml',
  };
  const qrelsOut = new Sink(join(dir, files.qrels));
  const baseOut = new Sink(join(dir, files.baseline));
  const candOut = new Sink(join(dir, files.candidate));
  const topOut = top100 ? new Sink(join(dir, files.baselineTop100)) : null;
  const slicesOut = new Sink(join(dir, files.slices));
  slicesOut.write('qid\ttype\tlen\tlang\n');

  let judgments = 0;
  let pairs = 0;
  let tiedPairs = 0;

  for (let qi = 0; qi < queries; qi++) {
    // MS MARCO dev qids are integers up to ~1.1M, listed in no numeric order.
    let qidNum;
    do qidNum = 1 + Math.floor(rand() * 1_102_400);
    while (usedQids.has(qidNum));
    usedQids.add(qidNum);
    const qid = String(qidNum);

    const type = pick(rand, TYPES);
    const len = pick(rand, LENS);
    const lang = pick(rand, LANGS);
    slicesOut.write(`${qid}\t${type}\t${len}\t${lang}\n`);

    // Pool of distinct docids for this query; positions [0, nRel) are the relevant ones, then judged 0s.
    const mark = qi + 1;
    for (let i = 0; i < pool; i++) {
      let d;
      do d = Math.floor(rand() * MSMARCO_PASSAGES);
      while (stamp[d] === mark);
      stamp[d] = mark;
      docids[i] = d;
    }
    const u = rand();
    const nRel = u < 0.7 ? 1 : u < 0.9 ? 2 : 3;
    const nZero = rand() < 0.1 ? 1 : 0;
    for (let i = 0; i < nRel; i++) {
      const g = pick(rand, [
        [1, 50],
        [2, 30],
        [3, 20],
      ]);
      qrelsOut.write(`${qid} 0 ${docName(docids[i])} ${g}\n`);
    }
    for (let i = nRel; i < nRel + nZero; i++) qrelsOut.write(`${qid} 0 ${docName(docids[i])} 0\n`);
    judgments += nRel + nZero;

    // Latent relevance: unjudged documents N(0, 1); relevant ones sit high but spread (query difficulty),
    // and ~8% are effectively out of reach (not in either run's top `depth`).
    const difficulty = gaussian(rand) * 0.9;
    for (let i = 0; i < pool; i++) {
      if (i < nRel) latent[i] = rand() < 0.08 ? -6 : 2.85 + difficulty + gaussian(rand) * 0.9;
      else if (i < nRel + nZero)
        latent[i] = 2.0 + gaussian(rand) * 0.7; // judged because it ranked high
      else latent[i] = gaussian(rand);
    }

    // Baseline: BM25-like, 4 decimals. Candidate: shares the latent part, own noise, 6 decimals.
    const shift = CANDIDATE_SHIFT[type];
    for (const run of [0, 1]) {
      const scale = run === 0 ? 1e4 : 1e6;
      for (let i = 0; i < pool; i++) {
        let s = latent[i] + gaussian(rand) * 0.55;
        if (run === 1 && i < nRel) s += shift;
        // Observed score as a non-negative integer in units of the last decimal.
        const v = run === 0 ? Math.round((12 + s) * scale) : Math.round((0.5 + 0.05 * s) * scale);
        keys[i] = Math.max(v, 0) * 2048 + i; // pool < 2048: the index rides in the low bits
      }
      keys.sort(); // ascending numeric; we read it backwards
      let prev = -1;
      for (let r = 0; r < depth; r++) {
        const k = keys[pool - 1 - r];
        let v = Math.floor(k / 2048);
        order[r] = k - v * 2048;
        if (r > 0 && rand() < TIE_RATE) v = prev; // keeps the list sorted: prev >= v
        qs[r] = v;
        if (r > 0) {
          pairs++;
          if (v === prev) tiedPairs++;
        }
        prev = v;
      }
      for (let r = 0; r < poolDepth; r++) pooled[order[r]] = 1;
      const out = run === 0 ? baseOut : candOut;
      const tag = run === 0 ? 'anserini-bm25' : 'dense-pr5';
      const decimals = run === 0 ? 4 : 6;
      if (shuffle) {
        // Fisher–Yates over the ranks.
        for (let r = 0; r < depth; r++) lineOrder[r] = r;
        for (let r = depth - 1; r > 0; r--) {
          const k = Math.floor(shuffle() * (r + 1));
          const t = lineOrder[r];
          lineOrder[r] = lineOrder[k];
          lineOrder[k] = t;
        }
      }
      const lineAt = (r) => `${qid} Q0 ${docName(docids[order[r]])} ${r + 1} ${spell(qs[r], decimals)} ${tag}\n`;
      for (let j = 0; j < depth; j++) out.write(lineAt(lineOrder[j]));
      if (run === 0 && topOut) for (let r = 0; r < Math.min(100, depth); r++) topOut.write(lineAt(r));
    }
    if (poolDepth > 0) {
      // The pool's documents not judged above, in pool order: mostly not relevant, as pooled judgments are.
      for (let i = nRel + nZero; i < pool; i++) {
        if (!pooled[i]) continue;
        const g = latent[i] > 2 ? 2 : latent[i] > 1.2 ? 1 : 0;
        qrelsOut.write(`${qid} 0 ${docName(docids[i])} ${g}\n`);
        judgments++;
      }
      pooled.fill(0);
    }
  }
  for (const s of [qrelsOut, baseOut, candOut, topOut, slicesOut]) s?.close();

  writeFileSync(join(dir, files.contract), contractYaml(files, queries));
  return {
    generator: GENERATOR_VERSION,
    dir,
    queries,
    depth,
    seed,
    pool: poolDepth,
    scores: o.scores === 'repr' ? 'repr' : 'fixed',
    order: o.order === 'shuffled' ? 'shuffled' : 'sorted',
    docids: o.docids === 'v2' ? 'v2' : 'v1',
    files,
    judgments,
    runLines: queries * depth,
    runBytes: baseOut.bytes,
    candidateBytes: candOut.bytes,
    tieRate: pairs ? tiedPairs / pairs : 0,
  };
}

/** Passage `d` named as MS MARCO v2 names passages: its shard (d mod 70, two digits) and an offset in the shard. */
function v2Docid(d) {
  return `msmarco_passage_${String(d % 70).padStart(2, '0')}_${Math.floor(d / 70) * 4813 + 104}`;
}

/** Integer `v` in units of 10^-decimals as a fixed-point string, without float formatting. */
function fixed(v, decimals) {
  const s = String(v).padStart(decimals + 1, '0');
  return s.slice(0, s.length - decimals) + '.' + s.slice(s.length - decimals);
}

/**
 * The set's two runs as JSONL beside their TREC files (baseline.jsonl, candidate.jsonl: one object per line, spaced as
 * Python's json.dumps writes it, rank and tag kept) and a contract over them (rankgate-jsonl.yml), kept with the set.
 * Returns the three file names.
 */
export function jsonlRuns(dir, files, queries) {
  const out = { baseline: 'baseline.jsonl', candidate: 'candidate.jsonl', contract: 'rankgate-jsonl.yml' };
  for (const k of ['baseline', 'candidate']) {
    const [from, to] = [join(dir, files[k]), join(dir, out[k])];
    // Written again when the set was generated again since (a kept folder is regenerated in place).
    if (!existsSync(to) || statSync(to).mtimeMs < statSync(from).mtimeMs) trecToJsonl(from, to);
  }
  writeFileSync(join(dir, out.contract), contractYaml({ ...files, baseline: out.baseline }, queries));
  return out;
}

/** Rewrites a TREC run the generator wrote (six blank-separated fields, numbers JSON can read) as JSONL. */
function trecToJsonl(from, to) {
  const fd = openSync(from, 'r');
  const sink = new Sink(`${to}.part`);
  const buf = Buffer.allocUnsafe(1 << 22);
  let rest = '';
  try {
    for (;;) {
      const got = readSync(fd, buf, 0, buf.length, null);
      if (got === 0) break;
      const lines = (rest + buf.toString('latin1', 0, got)).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const [qid, , docid, rank, score, tag] = line.split(' ');
        sink.write(`{"qid": "${qid}", "docid": "${docid}", "score": ${score}, "rank": ${rank}, "tag": "${tag}"}\n`);
      }
    }
    if (rest !== '') throw new Error(`${from}: the last line has no newline`);
  } finally {
    closeSync(fd);
    sink.close();
  }
  renameSync(`${to}.part`, to);
}

function contractYaml(files, queries) {
  return `# rankgate contract for the generated benchmark set (${queries} queries); see bench/README.md.
version: 1
name: bench-msmarco
judgments: ${files.qrels}
slices: ${files.slices}
baseline: ${files.baseline}
measures: [nDCG@10, RR@10, R@1000, AP, Judged@10]
gate:
  primary: nDCG@10
  rules:
    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }
  # The default significance settings (the gate's Westfall–Young family test included), spelled out so the
  # benchmark's workload stays fixed if defaults move:
  significance: { test: randomization, iterations: 10000, bootstrap: 10000, alpha: 0.05, correction: westfall-young, seed: 1 }
`;
}

/** Buffered synchronous writer: big writes, few syscalls, no stream back-pressure to manage. */
class Sink {
  constructor(path) {
    this.fd = openSync(path, 'w');
    this.parts = [];
    this.pending = 0;
    this.bytes = 0;
  }
  write(s) {
    this.parts.push(s);
    this.pending += s.length;
    if (this.pending >= 1 << 22) this.flush();
  }
  flush() {
    if (!this.parts.length) return;
    const buf = Buffer.from(this.parts.join(''), 'latin1'); // the data is ASCII
    writeSync(this.fd, buf, 0, buf.length);
    this.bytes += buf.length;
    this.parts = [];
    this.pending = 0;
  }
  close() {
    this.flush();
    closeSync(this.fd);
  }
}

// CLI use: node bench/generate.mjs --queries N --out DIR [--depth D] [--seed S]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const get = (name, def) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : def;
  };
  const out = get('--out');
  const scores = get('--scores', 'fixed');
  const order = get('--order', 'sorted');
  const docids = get('--docids', 'v1');
  if (
    !out ||
    !['fixed', 'repr'].includes(scores) ||
    !['sorted', 'shuffled'].includes(order) ||
    !['v1', 'v2'].includes(docids)
  ) {
    process.stderr.write(
      'usage: node bench/generate.mjs --queries N --out DIR [--depth 1000] [--seed 1] [--pool 0] [--no-top100] [--scores repr] [--order shuffled] [--docids v2]\n',
    );
    process.exit(2);
  }
  const t0 = performance.now();
  const facts = generate({
    queries: Number(get('--queries', '6980')),
    depth: Number(get('--depth', '1000')),
    seed: Number(get('--seed', '1')),
    pool: Number(get('--pool', '0')),
    dir: out,
    top100: !args.includes('--no-top100'),
    scores,
    order,
    docids,
  });
  process.stdout.write(
    JSON.stringify({ ...facts, seconds: +((performance.now() - t0) / 1000).toFixed(2) }, null, 2) + '\n',
  );
}
