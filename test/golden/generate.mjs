#!/usr/bin/env node
// Deterministic generator for rankgate's golden fixtures.
//
// Writes test/golden/cases/<case>/qrels.txt and run.trec. It does NOT write
// expected*.json: those hold numbers produced by trec_eval 10.0 (see
// README.md) and are committed alongside. If you change this script, the
// expected files must be regenerated with trec_eval.
//
// Plain Node ESM, no dependencies, no Math.random: every case draws from its
// own seeded mulberry32 stream, so two runs give byte-identical files.
//
// Usage: node test/golden/generate.mjs [outDir]

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../seeded.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(process.argv[2] ?? join(HERE, 'cases'));

// ---------------------------------------------------------------- PRNG ----

// mulberry32 is the tests' seeded stream (test/seeded.mjs), so the files are the same on every machine.
class Rng {
  constructor(seed) {
    this.next = mulberry32(seed);
  }
  float() {
    return this.next();
  }
  /** integer in [lo, hi] inclusive */
  int(lo, hi) {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p) {
    return this.next() < p;
  }
  pick(arr) {
    return arr[this.int(0, arr.length - 1)];
  }
  /** pick a key of {key: weight} */
  weighted(table) {
    const entries = Object.entries(table);
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [k, w] of entries) {
      r -= w;
      if (r < 0) return k;
    }
    return entries[entries.length - 1][0];
  }
  shuffle(arr) {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  sample(arr, k) {
    return this.shuffle(arr).slice(0, k);
  }
  /** roughly normal(0,1) (Irwin-Hall, 4 draws) */
  normal() {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }
}

// ------------------------------------------------------------- helpers ----

/** Byte-order comparison (ids are ASCII, so UTF-16 order == strcmp order). */
function cmpBytes(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function assertToken(s) {
  if (!/^[\x21-\x7e]+$/.test(s)) throw new Error(`bad token ${JSON.stringify(s)}`);
}

/** n distinct ids `${prefix}${number}` with numbers in [1, max]. */
function distinctIds(rng, n, prefix, max, taken = new Set()) {
  const out = [];
  while (out.length < n) {
    const id = prefix + rng.int(1, max);
    if (taken.has(id)) continue;
    taken.add(id);
    out.push(id);
  }
  return out;
}

/** A score string: fixed with 1..6 decimals, sometimes exponent form. */
function fmtScore(rng, x, expProb = 0.07) {
  if (rng.chance(expProb)) return x.toExponential(rng.int(0, 4));
  return x.toFixed(rng.int(1, 6));
}

/**
 * Order retrieved docs the way the evaluator must: by numeric score
 * descending, ties by docid descending in byte order.
 */
function evalOrder(docs) {
  return docs.slice().sort((a, b) => {
    const d = Number(b.score) - Number(a.score);
    if (d !== 0) return d;
    return cmpBytes(b.docid, a.docid);
  });
}

/**
 * Generic query: builds judged docs with grades and a retrieved list whose
 * scores are biased by grade.
 *
 *   judged:   [[docid, grade], ...]
 *   retrieve: how many docs to retrieve
 *   judgedFrac: probability that a retrieved slot is taken from the judged docs
 */
function buildRun(rng, judged, { retrieve, judgedFrac, idPrefix, idMax, base, spread, bonus, expProb, taken }) {
  const judgedIds = rng.shuffle(judged.map(([d]) => d));
  const grade = new Map(judged);
  const chosen = [];
  const used = new Set();
  let ji = 0;
  while (chosen.length < retrieve) {
    if (ji < judgedIds.length && rng.chance(judgedFrac)) {
      const d = judgedIds[ji++];
      used.add(d);
      chosen.push(d);
    } else {
      const [d] = distinctIds(rng, 1, idPrefix, idMax, taken);
      used.add(d);
      chosen.push(d);
    }
  }
  return chosen.map((docid) => {
    const g = grade.has(docid) ? grade.get(docid) : 0;
    const x = base + Math.max(0, g) * bonus + rng.normal() * spread;
    return { docid, score: fmtScore(rng, x, expProb) };
  });
}

function gradesFor(rng, n, table) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(Number(rng.weighted(table)));
  return out;
}

// -------------------------------------------------------------- output ----

/**
 * A case is { name, queries: [{ qid, qrels: [[docid, grade]], run: [{docid, score, rank?}] }] }
 * plus writer options.
 */
function writeCase(c) {
  const dir = join(OUT, c.name);
  mkdirSync(dir, { recursive: true });
  const sep = c.sep ?? ' ';
  const tag = c.tag ?? 'rg';

  let qrelLines = [];
  let runLines = [];
  for (const q of c.queries) {
    assertToken(q.qid);
    const seenJ = new Set();
    for (const [docid, g] of q.qrels) {
      assertToken(docid);
      if (seenJ.has(docid)) throw new Error(`${c.name}: duplicate qrel ${q.qid} ${docid}`);
      if (!Number.isInteger(g)) throw new Error(`${c.name}: non-integer grade`);
      seenJ.add(docid);
      qrelLines.push(`${q.qid} 0 ${docid} ${g}`);
    }
    const seenR = new Set();
    let rows = q.run;
    if (!q.rankGiven) {
      // honest rank column: evaluation order, ranks 1..n
      rows = evalOrder(rows).map((r, i) => ({ ...r, rank: i + 1 }));
    }
    for (const r of rows) {
      assertToken(r.docid);
      assertToken(r.score);
      if (!Number.isFinite(Number(r.score))) throw new Error(`bad score ${r.score}`);
      if (seenR.has(r.docid)) throw new Error(`${c.name}: duplicate run doc ${q.qid} ${r.docid}`);
      if (r.docid === 'ceci_nest_pas_un_docno') throw new Error('reserved docid');
      seenR.add(r.docid);
      runLines.push([q.qid, 'Q0', r.docid, String(r.rank), r.score, tag].join(sep));
    }
  }
  if (c.shuffleQrels) qrelLines = c.rng.shuffle(qrelLines);
  if (c.shuffleRun) runLines = c.rng.shuffle(runLines);
  writeFileSync(join(dir, 'qrels.txt'), qrelLines.join('\n') + '\n');
  writeFileSync(join(dir, 'run.trec'), runLines.join('\n') + '\n');
}

// --------------------------------------------------------------- cases ----

const cases = [];

// basic: binary grades, 30 queries, 5-50 results each.
cases.push(() => {
  const rng = new Rng(0x0b45_1c01);
  const queries = [];
  for (let i = 0; i < 30; i++) {
    const qid = String(301 + i);
    const taken = new Set();
    const nJ = rng.int(8, 60);
    const ids = distinctIds(rng, nJ, 'd', 60000, taken);
    const pRel = 0.1 + rng.float() * 0.4;
    const qrels = ids.map((d) => [d, rng.chance(pRel) ? 1 : 0]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(5, 50),
      judgedFrac: 0.65,
      idPrefix: 'd',
      idMax: 60000,
      base: rng.float() * 24 - 8,
      spread: 2.5,
      bonus: 2,
      taken,
    });
    queries.push({ qid, qrels, run });
  }
  return { name: 'basic', queries };
});

// graded: grades 0-3, 40 queries, runs up to 120 results; some queries with
// R > 100, some with no grade >= 2 (matters for -l 2).
cases.push(() => {
  const rng = new Rng(0x06ad_ed02);
  const queries = [];
  const lengths = [120, 100, 101, 99, 1, 10, 20, 3];
  for (let i = 0; i < 40; i++) {
    const qid = `q${i + 1}`;
    const taken = new Set();
    const kind = i % 10 === 3 ? 'bigR' : i % 7 === 5 ? 'lowOnly' : 'normal';
    let qrels;
    if (kind === 'bigR') {
      const ids = distinctIds(rng, rng.int(140, 230), 'G', 999999, taken);
      const gr = gradesFor(rng, ids.length, { 0: 2, 1: 5, 2: 3, 3: 1 });
      qrels = ids.map((d, j) => [d, gr[j]]);
    } else if (kind === 'lowOnly') {
      const ids = distinctIds(rng, rng.int(10, 50), 'G', 999999, taken);
      qrels = ids.map((d) => [d, rng.chance(0.3) ? 1 : 0]);
      if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    } else {
      const ids = distinctIds(rng, rng.int(15, 90), 'G', 999999, taken);
      const gr = gradesFor(rng, ids.length, { 0: 10, 1: 4, 2: 2, 3: 1 });
      qrels = ids.map((d, j) => [d, gr[j]]);
    }
    const retrieve = i < lengths.length ? lengths[i] : rng.int(40, 120);
    const run = buildRun(rng, qrels, {
      retrieve,
      judgedFrac: 0.55,
      idPrefix: 'G',
      idMax: 999999,
      base: rng.float() * 10 - 3,
      spread: 1.6,
      bonus: 1.1,
      taken,
    });
    queries.push({ qid, qrels, run });
  }
  return { name: 'graded', queries };
});

// ties: many exactly equal scores, equal values spelled differently, and
// docids whose byte order differs from numeric / case-insensitive order.
cases.push(() => {
  const rng = new Rng(0x7135_0003);
  const pool = [
    'd9', 'd10', 'd100', 'd09', 'd1', 'd2', 'd20', 'd3', 'D10', 'D9', 'D1',
    'Doc', 'doc', 'DOC', 'Doc1', 'doc1', 'DOC1', 'doc10', 'doc2', 'doc9', 'dOc2',
    'a', 'A', 'b', 'B', 'z', 'Z', '_x', 'x_', 'x-1', 'x.1', 'x1', 'x10', 'x2',
    '10', '9', '100', '09', '0', '1e3', 'AA', 'Aa', 'aA', 'aa',
    'd9a', 'd9A', 'd9-', 'd9_', 'd9.0', 'e1', 'E1', 'e10', 'E10', 'doc-2', 'doc_2', 'doc.2',
  ];
  // Each class is one numeric value with several spellings.
  const classes = [
    { v: 3, s: ['3', '3.0', '3.000000', '3e0', '0.3e1', '30e-1'] },
    { v: 2, s: ['2', '2.0', '2.00', '2e0', '2e+0', '20e-1'] },
    { v: 1.5, s: ['1.5', '1.50', '1.500', '15e-1', '1.5e0', '0.15e1', '1.500000'] },
    { v: 1.000001, s: ['1.000001'] },
    { v: 1, s: ['1', '1.0', '1.00000', '1e0', '1e+0', '10e-1'] },
    { v: 0.999999, s: ['0.999999'] },
    { v: 0.5, s: ['0.5', '0.50', '5e-1', '0.500000', '.5'] },
    { v: 0.001, s: ['0.001', '1e-3', '0.0010', '1.0e-3', '1.000e-3'] },
    { v: 0, s: ['0', '0.0', '-0.0', '0e0', '-0', '0.000000'] },
    { v: -1.25, s: ['-1.25', '-1.250', '-1.25e0', '-125e-2', '-1.250000'] },
    { v: -3, s: ['-3', '-3.0', '-3e0', '-3.000'] },
  ];
  const queries = [];
  for (let i = 0; i < 20; i++) {
    const qid = `t${String(i + 1).padStart(2, '0')}`;
    const n = i === 0 ? pool.length : rng.int(10, 40);
    const docs = rng.sample(pool, n);
    // concentrate on a few classes so ties are large
    const nClasses = i < 2 ? 1 : rng.int(2, 4);
    const cls = rng.sample(classes, nClasses);
    const run = docs.map((docid) => {
      const c = rng.pick(cls);
      return { docid, score: rng.pick(c.s), v: c.v };
    });
    // judge most retrieved docs, plus a few unretrieved ones
    const judgedDocs = docs.filter(() => rng.chance(0.75));
    const extra = pool.filter((d) => !docs.includes(d) && rng.chance(0.15));
    const qrels = [...judgedDocs, ...extra].map((d) => [d, Number(rng.weighted({ 0: 4, 1: 3, 2: 1 }))]);
    if (!qrels.some(([, g]) => g > 0) && qrels.length) qrels[0][1] = 1;
    if (!qrels.length) qrels.push([docs[0], 1]);
    // Write lines in an order that is NOT the evaluation order among ties:
    // value descending, ties ascending by docid (odd queries) or shuffled.
    let ordered;
    if (i % 2 === 1) {
      ordered = run.slice().sort((a, b) => b.v - a.v || cmpBytes(a.docid, b.docid));
    } else {
      ordered = rng.shuffle(run).sort((a, b) => b.v - a.v);
    }
    queries.push({
      qid,
      qrels,
      run: ordered.map((r, k) => ({ docid: r.docid, score: r.score, rank: k + 1 })),
      rankGiven: true,
    });
  }
  return { name: 'ties', queries };
});

// unjudged: most retrieved docs have no judgment at all.
cases.push(() => {
  const rng = new Rng(0x0417_9d04);
  const queries = [];
  for (let i = 0; i < 25; i++) {
    const qid = String(501 + i);
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(6, 45), 'cw-', 9999999, taken);
    const gr = gradesFor(rng, ids.length, { 0: 3, 1: 2, 2: 1 });
    const qrels = ids.map((d, j) => [d, gr[j]]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(20, 60),
      judgedFrac: 0.08 + rng.float() * 0.2,
      idPrefix: 'cw-',
      idMax: 9999999,
      base: rng.float() * 6,
      spread: 1.2,
      bonus: 0.8,
      taken,
    });
    queries.push({ qid, qrels, run });
  }
  return { name: 'unjudged', queries };
});

// short: runs of 1-4 results, far fewer than the cutoffs.
cases.push(() => {
  const rng = new Rng(0x5407_7005);
  const queries = [];
  for (let i = 0; i < 25; i++) {
    const qid = String(i + 1);
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(2, 15), 's', 5000, taken);
    const gr = gradesFor(rng, ids.length, { 0: 2, 1: 2, 2: 1 });
    const qrels = ids.map((d, j) => [d, gr[j]]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    const run = buildRun(rng, qrels, {
      retrieve: i === 0 ? 1 : rng.int(1, 4),
      judgedFrac: 0.8,
      idPrefix: 's',
      idMax: 5000,
      base: rng.float() * 4 - 2,
      spread: 1,
      bonus: 1,
      expProb: 0.2,
      taken,
    });
    queries.push({ qid, qrels, run });
  }
  return { name: 'short', queries };
});

// missing: qrels queries absent from the run (count as zeros under -c) and
// run queries absent from the qrels (ignored).
cases.push(() => {
  const rng = new Rng(0x0155_1606);
  const queries = [];
  const qrelsQids = [];
  for (let i = 0; i < 25; i++) qrelsQids.push(String(201 + i));
  const absent = new Set(rng.sample(qrelsQids, 7));
  for (const qid of qrelsQids) {
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(5, 40), 'm', 80000, taken);
    const qrels = ids.map((d) => [d, rng.chance(0.35) ? rng.int(1, 2) : 0]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    const run = absent.has(qid)
      ? []
      : buildRun(rng, qrels, {
          retrieve: rng.int(5, 40),
          judgedFrac: 0.6,
          idPrefix: 'm',
          idMax: 80000,
          base: rng.float() * 10,
          spread: 2,
          bonus: 1.5,
          taken,
        });
    queries.push({ qid, qrels, run });
  }
  for (const qid of ['990', '991', '2010', '0201', '99']) {
    const taken = new Set();
    const fake = distinctIds(rng, 10, 'm', 80000, taken).map((d) => [d, 1]);
    const run = buildRun(rng, fake, {
      retrieve: rng.int(5, 30),
      judgedFrac: 0.5,
      idPrefix: 'm',
      idMax: 80000,
      base: 5,
      spread: 2,
      bonus: 1,
      taken,
    });
    queries.push({ qid, qrels: [], run });
  }
  // interleave the run-only queries among the others in the file
  return { name: 'missing', queries: rng.shuffle(queries) };
});

// norel: some queries have judgments but none relevant (all grade 0).
cases.push(() => {
  const rng = new Rng(0x0e0e_1707);
  const queries = [];
  const norel = new Set([1, 4, 5, 9, 12, 16, 19]);
  for (let i = 0; i < 20; i++) {
    const qid = `n${String(i + 1).padStart(2, '0')}`;
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(5, 35), 'n', 40000, taken);
    let qrels;
    if (norel.has(i)) {
      qrels = ids.map((d) => [d, 0]);
    } else {
      const gr = gradesFor(rng, ids.length, { 0: 5, 1: 3, 2: 1 });
      qrels = ids.map((d, j) => [d, gr[j]]);
      if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    }
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(5, 40),
      // query index 19: retrieves none of its (all-zero) judged docs
      judgedFrac: i === 19 ? 0 : 0.6,
      idPrefix: 'n',
      idMax: 40000,
      base: rng.float() * 8 - 4,
      spread: 1.5,
      bonus: 1.5,
      taken,
    });
    queries.push({ qid, qrels, run });
  }
  return { name: 'norel', queries };
});

// negative: some grades are negative. Every query keeps at least one
// non-negative judgment; one query has no relevant document at all.
cases.push(() => {
  const rng = new Rng(0x0ee6_a808);
  const queries = [];
  for (let i = 0; i < 20; i++) {
    const qid = `neg${i + 1}`;
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(8, 45), 'x', 70000, taken);
    const gr = gradesFor(rng, ids.length, { '-2': 1, '-1': 2, 0: 4, 1: 3, 2: 1 });
    const qrels = ids.map((d, j) => [d, gr[j]]);
    if (i === 7) {
      for (const q of qrels) if (q[1] > 0) q[1] = -1;
      qrels[0][1] = 0;
    } else {
      if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
      if (!qrels.some(([, g]) => g < 0)) qrels[qrels.length - 1][1] = -1;
    }
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(8, 45),
      judgedFrac: 0.75,
      idPrefix: 'x',
      idMax: 70000,
      base: rng.float() * 6 - 3,
      spread: 1.5,
      bonus: 1,
      taken,
    });
    // push negatively graded docs towards the top so they sit among the
    // relevant ones (this is where bpref disagrees)
    const g = new Map(qrels);
    for (const r of run) {
      if ((g.get(r.docid) ?? 0) < 0) r.score = fmtScore(rng, Number(r.score) + 2 + rng.float());
    }
    queries.push({ qid, qrels, run });
  }
  return { name: 'negative', queries };
});

// rank-column-lies: the rank column (and the line order) disagree with the
// scores; evaluation must sort by score.
cases.push(() => {
  const rng = new Rng(0x4a2c_0909);
  const queries = [];
  const modes = ['reversed', 'shuffled', 'allOne', 'gapsReversed', 'ascendingScore'];
  for (let i = 0; i < 20; i++) {
    const qid = `R${i + 1}`;
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(8, 50), 'r', 50000, taken);
    const qrels = ids.map((d) => [d, rng.chance(0.35) ? rng.int(1, 3) : 0]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    const run = evalOrder(
      buildRun(rng, qrels, {
        retrieve: rng.int(6, 50),
        judgedFrac: 0.7,
        idPrefix: 'r',
        idMax: 50000,
        base: rng.float() * 10 - 2,
        spread: 1.5,
        bonus: 1.5,
        taken,
      }),
    );
    const n = run.length;
    const mode = modes[i % modes.length];
    let rows;
    if (mode === 'reversed') {
      // best score gets rank n, lines written by rank
      rows = run.map((r, k) => ({ ...r, rank: n - k })).reverse();
    } else if (mode === 'shuffled') {
      const perm = rng.shuffle([...Array(n).keys()].map((k) => k + 1));
      rows = run.map((r, k) => ({ ...r, rank: perm[k] })).sort((a, b) => a.rank - b.rank);
    } else if (mode === 'allOne') {
      rows = rng.shuffle(run).map((r) => ({ ...r, rank: 1 }));
    } else if (mode === 'gapsReversed') {
      rows = run.map((r, k) => ({ ...r, rank: (n - k) * 10 })).reverse();
    } else {
      // ranks 1..n assigned in ascending score order
      rows = run
        .slice()
        .reverse()
        .map((r, k) => ({ ...r, rank: k + 1 }));
    }
    queries.push({ qid, qrels, run: rows, rankGiven: true });
  }
  return { name: 'rank-column-lies', queries };
});

// unsorted: run and qrels lines in random order, queries interleaved,
// tab-separated run columns.
cases.push(() => {
  const rng = new Rng(0x0150_1010);
  const queries = [];
  for (let i = 0; i < 25; i++) {
    const qid = `u${i + 1}`;
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(6, 40), 'U', 30000, taken);
    const gr = gradesFor(rng, ids.length, { 0: 4, 1: 2, 2: 1 });
    const qrels = ids.map((d, j) => [d, gr[j]]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(5, 40),
      judgedFrac: 0.6,
      idPrefix: 'U',
      idMax: 30000,
      base: rng.float() * 5,
      spread: 1.5,
      bonus: 1,
      taken,
    });
    // a few coarse scores so ties also appear in shuffled input
    for (const r of run) if (rng.chance(0.15)) r.score = Number(r.score).toFixed(0);
    queries.push({ qid, qrels, run });
  }
  return { name: 'unsorted', queries, shuffleRun: true, shuffleQrels: true, sep: '\t', rng };
});

// deep: more than 1,000 results per query (no depth limit: NumRet counts them all), grades 0-4 and a few 12s
// (relstring prints '>'), relevant counts whose recall levels land on halves (lround), ties around ranks 100
// and 1,000 (-M 100, -M 1000 cut them).
cases.push(() => {
  const rng = new Rng(0xdee9_1111);
  const queries = [];
  const sizes = [5, 15, 25, 3, 40, 1, 10, 35];
  for (let i = 0; i < sizes.length; i++) {
    const qid = `D${i + 1}`;
    const taken = new Set();
    const nRel = sizes[i];
    const ids = distinctIds(rng, nRel + rng.int(20, 120), 'p', 900000, taken);
    const qrels = ids.map((d, j) => [d, j < nRel ? rng.pick([1, 1, 2, 3, 4, 12]) : 0]);
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(1001, 1500),
      judgedFrac: 0.08,
      idPrefix: 'p',
      idMax: 900000,
      base: 10,
      spread: 3,
      bonus: 1.2,
      expProb: 0.02,
      taken,
    });
    // tie groups straddling ranks 100 and 1000 of the evaluation order
    const ordered = evalOrder(run);
    for (const at of [98, 997]) {
      const s = ordered[at].score;
      for (let k = at; k < at + 6 && k < ordered.length; k++) ordered[k].score = s;
    }
    queries.push({ qid, qrels, run: ordered });
  }
  return { name: 'deep', queries };
});

// pooled: negative grades as trec_eval reads them (in the pool but unjudged: infAP, bpref, relstring '.', unj,
// rbp_resid), ties mixing judged, pooled and outside-the-pool documents, and queries whose retrieved documents are
// all outside the judgments (with -J nothing is left: trec_eval prints -nan for interpolated precision at 0).
cases.push(() => {
  const rng = new Rng(0x9001_ed12);
  const queries = [];
  for (let i = 0; i < 24; i++) {
    const qid = `pool${String(i + 1).padStart(2, '0')}`;
    const taken = new Set();
    const ids = distinctIds(rng, rng.int(6, 40), 'w', 40000, taken);
    const gr = gradesFor(rng, ids.length, { '-1': 3, 0: 3, 1: 2, 2: 1, 3: 1 });
    const qrels = ids.map((d, j) => [d, gr[j]]);
    if (!qrels.some(([, g]) => g > 0)) qrels[0][1] = 1;
    if (!qrels.some(([, g]) => g >= 0)) qrels[1][1] = 0;
    const outside = i % 6 === 5;
    const run = buildRun(rng, qrels, {
      retrieve: rng.int(4, 40),
      judgedFrac: outside ? 0 : 0.6,
      idPrefix: 'w',
      idMax: 40000,
      base: rng.float() * 4,
      spread: 1,
      bonus: 0.8,
      taken,
    });
    // coarse scores: ties everywhere
    for (const r of run) if (rng.chance(0.5)) r.score = (Math.round(Number(r.score) * 2) / 2).toFixed(1);
    queries.push({ qid, qrels, run });
  }
  return { name: 'pooled', queries };
});

for (const make of cases) writeCase(make());
