#!/usr/bin/env node
// Generates the "help-center" demo data for rankgate.
//
//   node examples/help-center/generate.mjs
//
// Simulates the help-center search of "Drawbox", an invented drawing app, and writes (next to this file,
// plus one file under baselines/):
//
//   queries.tsv          qid<TAB>text (no header), 120 queries, a few in German and French
//   slices.tsv           qid<TAB>type<TAB>lang<TAB>split (with header); a cell may hold "a;b"
//   qrels.txt            TREC qrels "qid 0 docid grade", grades 0..3
//   candidate.trec       TREC run of the PR's hybrid system (tag hybrid-pr)
//   candidate-fixed.trec the same PR after a fix: ID-like queries routed back to lexical (tag hybrid-pr-fixed)
//   ../../baselines/help-center.trec   TREC run of main's lexical system (tag bm25-main)
//
// The story it encodes: the hybrid (dense + lexical) candidate clearly helps exploratory, navigational and
// ambiguous queries, so the overall nDCG@10 rises, while users pasting an error code or article id
// (type=exact-id) get worse results: a regression hidden by the average.
//
// Everything is derived from a fixed seed with a small integer PRNG (mulberry32): no Math.random, no clock,
// no floating-point transcendental functions in anything written to disk (scores are integer micro-units),
// so two runs, on any machine, produce byte-identical files. After writing, the script re-reads the files and
// checks the intended effect with a tiny independent nDCG@10 implementation, then prints a table of slice
// means. It exits non-zero if the effect is not there.
//
// No dependencies: plain Node.js (>= 18).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const OUT = {
  queries: join(HERE, 'queries.tsv'),
  slices: join(HERE, 'slices.tsv'),
  qrels: join(HERE, 'qrels.txt'),
  candidate: join(HERE, 'candidate.trec'),
  fixed: join(HERE, 'candidate-fixed.trec'),
  baseline: join(ROOT, 'baselines', 'help-center.trec'),
};

const SEED = 20261101;
const CORPUS_VERSION = '2026-11-01';
const DEPTH = 100; // results per query in every run

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness: one independent stream per purpose (so tuning one part does not reshuffle the
// rest), each a mulberry32 seeded by an FNV-1a hash of (SEED, purpose...).

function mulberry32(a) {
  return function next() {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const rngFor = (...parts) => mulberry32(fnv1a([SEED, ...parts].join('/')));
const int = (rng, lo, hi) => lo + Math.floor(rng() * (hi - lo + 1)); // inclusive
const chance = (rng, p) => rng() < p;

function weighted(rng, values, weights) {
  let total = 0;
  for (const w of weights) total += w;
  let u = rng() * total;
  for (let i = 0; i < values.length; i++) {
    u -= weights[i];
    if (u < 0) return values[i];
  }
  return values[values.length - 1];
}

function shuffle(rng, array) {
  const a = array.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// k distinct items from array (partial Fisher-Yates on a copy)
function sample(rng, array, k) {
  const a = array.slice();
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rng() * (a.length - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, k);
}

// ---------------------------------------------------------------------------------------------------------
// The queries. [type, lang, text, options]. `target` is the document an identifier (or an obvious
// navigational query) points at; `norel` marks queries for which the help center has no relevant article.
// A few texts deliberately contain characters a Markdown/HTML renderer must escape: | <tag> @mention ` "

const QUERIES = [
  // --- exact-id: users pasting an error code or an article id (25, two of them also navigational)
  ['exact-id', 'en', 'ERR-4012 export failed', { target: 'kb-1432' }],
  ['exact-id', 'en', 'KB-1187', { target: 'kb-1187' }],
  ['exact-id', 'en', 'ERR-2290 sync conflict', { target: 'kb-1265' }],
  ['exact-id', 'en', 'kb-1043', { target: 'kb-1043' }],
  ['exact-id', 'en', 'ERR-5001', { target: 'kb-1508' }],
  ['exact-id', 'en', 'error ERR-3107 when opening a board', { target: 'kb-1316' }],
  ['exact-id', 'en', 'KB-1612 pen pressure not working', { target: 'kb-1612' }],
  ['exact-id', 'en', 'ERR-1009 license check failed', { target: 'kb-1099' }],
  ['exact-id', 'en', 'import says "ERR-4404: file not found"', { target: 'kb-1444' }],
  ['exact-id', 'en', 'KB-1350', { target: 'kb-1350' }],
  ['exact-id', 'en', 'ERR-2718 too many layers', { target: 'kb-1271' }],
  ['exact-id', 'en', 'what does ERR-6020 mean', { target: 'kb-1620' }],
  ['exact-id', 'en', 'KB-1901 keyboard shortcuts cheat sheet', { target: 'kb-1901' }],
  ['exact-id', 'en', 'ERR-3300 payment declined', { target: 'kb-1330' }],
  ['exact-id', 'de', 'ERR-4012 Export fehlgeschlagen', { target: 'kb-1432' }],
  ['exact-id', 'fr', 'erreur ERR-2291 synchronisation interrompue', { target: 'kb-1266' }],
  ['exact-id', 'en', 'KB-1777', { target: 'kb-1777' }],
  ['exact-id', 'en', 'ERR-7005 plugin crashed', { target: 'kb-1705' }],
  ['exact-id', 'en', 'ERR-1500 SSO login loop', { target: 'kb-1150' }],
  ['exact-id', 'en', 'ERR-4013 svg export error', { target: 'kb-1433' }],
  ['exact-id', 'en', 'KB-1455 offline mode', { target: 'kb-1455' }],
  ['exact-id', 'en', '`ERR-8001` in the browser console', { target: 'kb-1801' }],
  ['exact-id', 'en', 'ERR-5120 brush engine out of memory', { target: 'kb-1512' }],
  ['exact-id;navigational', 'en', 'KB-1320 billing settings', { target: 'kb-1320' }],
  ['exact-id;navigational', 'en', 'export as svg KB-1204', { target: 'kb-1204' }],

  // --- navigational: a known page or setting (28 + 2 above + 1 below = 31)
  ['navigational', 'en', 'billing settings', { target: 'kb-1320' }],
  ['navigational', 'en', 'export as svg', { target: 'kb-1204' }],
  ['navigational', 'en', 'change password', {}],
  ['navigational', 'en', 'cancel subscription', {}],
  ['navigational', 'en', 'download invoice', {}],
  ['navigational', 'en', 'keyboard shortcuts', { target: 'kb-1901' }],
  ['navigational', 'en', 'install drawbox on windows', {}],
  ['navigational', 'en', 'ipad app download', {}],
  ['navigational', 'en', 'team admin console', {}],
  ['navigational', 'en', 'delete account', {}],
  ['navigational', 'en', 'upgrade to pro plan', {}],
  ['navigational', 'en', 'brush settings', {}],
  ['navigational', 'en', 'version history', {}],
  ['navigational', 'en', 'recover deleted board', {}],
  ['navigational', 'en', 'export to pdf', {}],
  ['navigational', 'en', 'import psd file', {}],
  ['navigational', 'en', 'sso setup okta', {}],
  ['navigational', 'en', 'api tokens', {}],
  ['navigational', 'en', 'language settings', {}],
  ['navigational', 'en', 'embed board in notion', {}],
  ['navigational', 'en', 'templates gallery', {}],
  ['navigational', 'en', 'pen pressure settings', { target: 'kb-1612' }],
  ['navigational', 'en', 'storage quota', {}],
  ['navigational', 'en', 'privacy policy', {}],
  ['navigational', 'de', 'Rechnung herunterladen', {}],
  ['navigational', 'de', 'Passwort ändern', {}],
  ['navigational', 'fr', 'exporter en pdf', {}],
  ['navigational', 'fr', 'paramètres de facturation', { target: 'kb-1320' }],
  ['navigational;ambiguous', 'en', 'export', {}],

  // --- exploratory: a how-to or why question in the user's words (41)
  ['exploratory', 'en', 'how do I make my drawings look hand-drawn', {}],
  ['exploratory', 'en', 'best way to draw smooth curves with a mouse', {}],
  ['exploratory', 'en', 'how to keep line width the same when zooming', {}],
  ['exploratory', 'en', 'can I use drawbox offline on a plane', {}],
  ['exploratory', 'en', 'how to collaborate with a client who has no account', {}],
  ['exploratory', 'en', 'why does my apple pencil lag on large canvases', {}],
  ['exploratory', 'en', 'tips for organizing a big project with many boards', {}],
  ['exploratory', 'en', 'how to create a custom brush from a photo', {}],
  ['exploratory', 'en', 'how do I make a flowchart quickly', {}],
  ['exploratory', 'en', 'what is the difference between the pro and team plans', {}],
  ['exploratory', 'en', 'how to print a large drawing on several pages', {}],
  ['exploratory', 'en', 'make the background transparent before exporting a png', {}],
  ['exploratory', 'en', 'how to reuse the same colors across boards', {}],
  ['exploratory', 'en', 'how to draw isometric diagrams', {}],
  ['exploratory', 'en', 'can students get a discount', {}],
  ['exploratory', 'en', 'how to present my drawing as a slideshow', {}],
  ['exploratory', 'en', 'how to align shapes evenly', {}],
  ['exploratory', 'en', 'how to trace over a photo', {}],
  ['exploratory', 'en', 'stop the canvas from rotating when I pinch', {}],
  ['exploratory', 'en', 'is my data encrypted at rest', {}],
  ['exploratory', 'en', 'getting started with drawbox in a classroom', {}],
  ['exploratory', 'en', 'how do I move my drawings over from another app', {}],
  ['exploratory', 'en', 'export lines as separate vector paths for a laser cutter', {}],
  ['exploratory', 'en', 'can I undo after closing the app', {}],
  ['exploratory', 'en', 'why do exported colors look different from the screen', {}],
  ['exploratory', 'en', 'two people drawing on the same board at once without conflicts', {}],
  ['exploratory', 'en', 'share a board with @design-team without giving edit rights', {}],
  ['exploratory', 'en', 'keep <svg> text editable after export', {}],
  ['exploratory', 'en', 'difference between export | print to pdf', {}],
  ['exploratory', 'en', 'how to lay out a comic strip', {}],
  ['exploratory', 'en', 'does drawbox work with a wacom tablet on linux', {}],
  ['exploratory', 'en', 'how do I sign a pdf with my stylus', {}],
  ['exploratory', 'en', 'can drawbox import procreate brushes', { norel: true }],
  ['exploratory', 'en', 'is there a 3d mode for modelling', { norel: true }],
  ['exploratory', 'de', 'wie kann ich meine Zeichnungen wie von Hand gezeichnet aussehen lassen', {}],
  ['exploratory', 'de', 'mit Kunden ohne Konto an einem Board arbeiten', {}],
  ['exploratory', 'de', 'warum ruckelt der Stift auf dem iPad', {}],
  ['exploratory', 'de', 'Tipps für saubere Linien mit der Maus', {}],
  ['exploratory', 'fr', 'comment donner un aspect dessiné à la main à mes dessins', {}],
  ['exploratory', 'fr', 'comment partager un tableau avec un client', {}],
  ['exploratory', 'fr', 'pourquoi les couleurs exportées sont différentes', {}],

  // --- ambiguous: one or two words that could mean several things (25 + 1 above = 26)
  ['ambiguous', 'en', 'layers', {}],
  ['ambiguous', 'en', 'sync', {}],
  ['ambiguous', 'en', 'pen', {}],
  ['ambiguous', 'en', 'dark', {}],
  ['ambiguous', 'en', 'grid', {}],
  ['ambiguous', 'en', 'share', {}],
  ['ambiguous', 'en', 'text', {}],
  ['ambiguous', 'en', 'pressure', {}],
  ['ambiguous', 'en', 'trial', {}],
  ['ambiguous', 'en', 'crash', {}],
  ['ambiguous', 'en', 'fonts', {}],
  ['ambiguous', 'en', 'eraser', {}],
  ['ambiguous', 'en', 'team', {}],
  ['ambiguous', 'en', 'offline', {}],
  ['ambiguous', 'en', 'zoom', {}],
  ['ambiguous', 'en', 'slow', {}],
  ['ambiguous', 'en', 'pdf', {}],
  ['ambiguous', 'en', 'colors', {}],
  ['ambiguous', 'en', 'lines', {}],
  ['ambiguous', 'en', 'undo', {}],
  ['ambiguous', 'en', 'mobile', {}],
  ['ambiguous', 'en', 'ruler', { norel: true }],
  ['ambiguous', 'de', 'Ebenen', {}],
  ['ambiguous', 'de', 'Synchronisierung', {}],
  ['ambiguous', 'fr', 'calques', {}],
];

const TYPES = ['exact-id', 'navigational', 'exploratory', 'ambiguous'];
const LANGS = ['en', 'de', 'fr'];

// ---------------------------------------------------------------------------------------------------------
// Corpus: ~2,000 document ids. Help-center articles kb-NNNN and other pages (release notes, community
// threads, tutorials) doc-NNNNN. Ids that queries point at are reserved: they are only ever relevant to
// the queries that name them.

const RESERVED = [...new Set(QUERIES.map((q) => q[3].target).filter(Boolean))].sort();

function buildCorpus() {
  const rng = rngFor('corpus');
  const reserved = new Set(RESERVED);
  const kbAll = [];
  for (let n = 1000; n <= 1999; n++) if (!reserved.has(`kb-${n}`)) kbAll.push(`kb-${n}`);
  const kb = sample(rng, kbAll, 700 - RESERVED.length);
  const docAll = [];
  for (let n = 1; n <= 4999; n++) docAll.push(`doc-${String(n).padStart(5, '0')}`);
  const doc = sample(rng, docAll, 1300);
  const free = [...kb, ...doc].sort();
  return { free, all: [...free, ...RESERVED].sort() };
}

// ---------------------------------------------------------------------------------------------------------
// Where each system puts a relevant document (1-based rank; > DEPTH means not retrieved).
// Lexical baseline: excellent on identifiers, decent on navigational, mediocre on vague queries.
// Hybrid candidate: better on everything vague, but on identifiers the dense half pulls semantically similar
// articles ("other export errors") above the one article that carries the exact code.

// A rank skewed to the top: 1 + (span-1)*u^3 (no Math.pow/log: integer-exact across engines).
const skewed = (rng, span) => {
  const u = rng();
  return 1 + Math.floor((span - 1) * u * u * u);
};

function baselineRank(rng, type, role) {
  if (type === 'exact-id') {
    if (role === 'target') return chance(rng, 0.88) ? 1 : int(rng, 2, 3);
    return chance(rng, 0.8) ? int(rng, 2, 10) : int(rng, 11, 40);
  }
  if (type === 'navigational') {
    if (role === 'main')
      return weighted(rng, [1, 2, int(rng, 3, 5), int(rng, 6, 12), int(rng, 13, 60)], [42, 18, 20, 12, 8]);
    return 2 + skewed(rng, 60);
  }
  if (type === 'exploratory') return skewed(rng, 160);
  return skewed(rng, 120); // ambiguous
}

// The hybrid system's rank for a relevant doc the baseline put at `rank`: mostly better, sometimes the
// same, sometimes worse (real systems never win every query).
function improvedRank(rng, rank, pWin, pSame) {
  const u = rng();
  if (rank > DEPTH) {
    // not retrieved by the lexical system: the dense half often finds it
    return u < pWin ? 2 + skewed(rng, 60) : DEPTH + 1;
  }
  if (u < pWin) return Math.max(1, Math.round(rank * (0.1 + 0.5 * rng())));
  if (u < pWin + pSame) return rank;
  return rank + 1 + Math.floor(rank * rng());
}

function candidateRank(rng, type, role, rank, regresses) {
  if (type === 'exact-id') {
    if (role === 'target') {
      if (!regresses) return rank;
      // one or two semantically similar articles now sit above the exact match
      return rank + 1 + (chance(rng, 0.5) ? 1 : 0) + (chance(rng, 0.1) ? 1 : 0);
    }
    return improvedRank(rng, rank, 0.6, 0.2);
  }
  if (type === 'navigational') return improvedRank(rng, rank, 0.62, 0.2);
  if (type === 'exploratory') return improvedRank(rng, rank, 0.7, 0.12);
  return improvedRank(rng, rank, 0.66, 0.14); // ambiguous
}

// ---------------------------------------------------------------------------------------------------------
// One query: its judgments and both rankings.

function buildQuery(q, corpusFree) {
  const rng = rngFor('query', q.qid);
  const primary = q.types[0];
  const pool = sample(rng, corpusFree, 200);
  let next = 0;
  const take = () => pool[next++];

  // relevance judgments for relevant documents
  const rel = [];
  if (!q.norel) {
    if (primary === 'exact-id') {
      rel.push({ doc: q.target, grade: 3, role: 'target' });
      const related = weighted(rng, [1, 2], [55, 45]);
      for (let i = 0; i < related; i++) rel.push({ doc: take(), grade: chance(rng, 0.4) ? 2 : 1, role: 'related' });
    } else if (primary === 'navigational') {
      rel.push({ doc: q.target ?? take(), grade: chance(rng, 0.8) ? 3 : 2, role: 'main' });
      const more = weighted(rng, [0, 1, 2], [35, 45, 20]);
      for (let i = 0; i < more; i++) rel.push({ doc: take(), grade: chance(rng, 0.25) ? 2 : 1, role: 'more' });
    } else if (primary === 'exploratory') {
      const n = weighted(rng, [1, 2, 3, 4], [25, 35, 30, 10]);
      for (let i = 0; i < n; i++) rel.push({ doc: take(), grade: weighted(rng, [1, 2, 3], [45, 35, 20]), role: 'rel' });
    } else {
      const n = weighted(rng, [1, 2, 3], [35, 40, 25]);
      for (let i = 0; i < n; i++) rel.push({ doc: take(), grade: weighted(rng, [1, 2, 3], [50, 35, 15]), role: 'rel' });
    }
  }

  // judged non-relevant documents (pooled from earlier systems' top results)
  // (identifier queries are judged deeply: their neighbourhood of look-alike error articles is well known)
  const judged = q.norel
    ? int(rng, 5, 10)
    : primary === 'exact-id'
      ? int(rng, 9, 15)
      : chance(rng, 0.1)
        ? int(rng, 5, 7)
        : int(rng, 8, 15);
  const nonrel = [];
  while (rel.length + nonrel.length < Math.max(judged, rel.length + 3)) nonrel.push(take());

  // unjudged documents: A = what the lexical system finds, B = what only the dense half finds
  const poolA = [];
  for (let i = 0; i < 110; i++) poolA.push(take());
  const poolB = [];
  while (next < pool.length) poolB.push(take());

  // relevant documents' ranks in both systems
  const baseRel = rel.map((r) => ({ doc: r.doc, rank: baselineRank(rng, primary, r.role) }));
  const candRel = rel.map((r, i) => ({
    doc: r.doc,
    rank: candidateRank(rng, primary, r.role, baseRel[i].rank, q.regresses),
  }));

  // baseline: top 10 mostly judged documents (the judgment pool came from lexical systems)
  const baseline = fill(rng, baseRel, nonrel, {
    pJudgedTop: 0.88,
    pJudgedDeep: 0.06,
    unjudged: () => [poolA],
  });

  // candidate: brings new, never-judged documents into its top 10 (from B), reorders A
  const jitteredA = poolA
    .map((d, i) => ({ d, k: i + 40 * rng() }))
    .sort((x, y) => x.k - y.k)
    .map((x) => x.d);
  // On identifier queries what pushes the exact match down is judged look-alike articles, not unknown
  // documents: the drop is real, and no optimistic "unjudged might be relevant" bound can explain it away.
  const exactId = primary === 'exact-id';
  const candidate = fill(rng, candRel, shuffle(rng, nonrel), {
    pJudgedTop: exactId ? 0.95 : 0.76,
    judgedFirstUntil: exactId ? Math.min(10, candRel[0].rank - 1) : 0,
    pJudgedDeep: 0.05,
    unjudged: (top) =>
      top
        ? chance(rng, 0.7)
          ? [poolB, jitteredA]
          : [jitteredA, poolB]
        : chance(rng, 0.6)
          ? [jitteredA, poolB]
          : [poolB, jitteredA],
  });

  const qrels = [...rel.map((r) => [r.doc, r.grade]), ...nonrel.map((d) => [d, 0])].sort((a, b) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0,
  );
  return { qrels, baseline, candidate };
}

// Places relevant docs at their ranks (bumping down on collisions), then fills every other slot with a judged
// non-relevant doc (likely near the top, rarely deeper) or an unjudged one.
function fill(rng, relPlaced, nonrel, opts) {
  const out = new Array(DEPTH).fill(null);
  const used = new Set();
  for (const r of [...relPlaced].sort((a, b) => a.rank - b.rank)) {
    let slot = r.rank - 1;
    while (slot < DEPTH && out[slot] !== null) slot++;
    if (slot < DEPTH) {
      out[slot] = r.doc;
      used.add(r.doc);
    }
  }
  const judgedQueue = nonrel.slice();
  const cursors = new Map();
  const nextUnjudged = (sources) => {
    for (const src of sources) {
      let c = cursors.get(src) ?? 0;
      while (c < src.length && used.has(src[c])) c++;
      cursors.set(src, c + 1);
      if (c < src.length) return src[c];
    }
    throw new Error('unjudged pools exhausted');
  };
  for (let slot = 0; slot < DEPTH; slot++) {
    if (out[slot] !== null) continue;
    const top = slot < 10;
    let doc;
    const preferJudged = slot < (opts.judgedFirstUntil ?? 0) || chance(rng, top ? opts.pJudgedTop : opts.pJudgedDeep);
    if (judgedQueue.length > 0 && preferJudged) doc = judgedQueue.shift();
    else doc = nextUnjudged(opts.unjudged(top));
    out[slot] = doc;
    used.add(doc);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Scores, as integer micro-units (printed with 6 decimals). Strictly decreasing, except for the few exact
// ties added on purpose below.

function lexicalScores(rng, exactId) {
  const s = [];
  // BM25-like: an exact identifier match scores far above everything else
  let v = exactId ? int(rng, 28_000_000, 42_000_000) : int(rng, 11_000_000, 21_000_000);
  for (let i = 0; i < DEPTH; i++) {
    s.push(v);
    const drop = i === 0 && exactId ? int(rng, 4_000_000, 9_000_000) : Math.floor((v * int(rng, 20, 320)) / 10_000);
    v -= Math.max(2_000, drop);
  }
  return s;
}

function hybridScores(rng) {
  const s = [];
  let v = int(rng, 800_000, 980_000); // fused score in [0, 1]
  for (let i = 0; i < DEPTH; i++) {
    s.push(v);
    v -= int(rng, 400, i < 10 ? 15_000 : 6_000);
  }
  return s;
}

const fmtScore = (micro) => `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;

// ---------------------------------------------------------------------------------------------------------
// Build everything.

function build() {
  const { free } = buildCorpus();

  // qids in a seeded shuffled order, so types are interleaved like a real query log sample
  const order = shuffle(
    rngFor('qids'),
    QUERIES.map((_, i) => i),
  );
  const queries = order.map((qi, n) => {
    const [type, lang, text, opt] = QUERIES[qi];
    return {
      qid: `q${String(n + 1).padStart(3, '0')}`,
      types: type.split(';'),
      lang,
      text,
      target: opt.target,
      norel: !!opt.norel,
    };
  });
  queries.sort((a, b) => (a.qid < b.qid ? -1 : 1));

  // split: ~30% test, stratified by primary type
  const splitRng = rngFor('split');
  for (const type of TYPES) {
    const group = shuffle(
      splitRng,
      queries.filter((q) => q.types[0] === type),
    );
    const nTest = Math.round(group.length * 0.3);
    group.forEach((q, i) => (q.split = i < nTest ? 'test' : 'dev'));
  }

  // which exact-id queries the hybrid system gets wrong: all but a few (never the de/fr ones, so the small
  // language slices stay clean and the story is about identifiers, not languages)
  const regressRng = rngFor('regress');
  const exactEn = queries.filter((q) => q.types[0] === 'exact-id' && q.lang === 'en');
  const spared = new Set(sample(regressRng, exactEn, 3).map((q) => q.qid));
  for (const q of queries) q.regresses = q.types[0] === 'exact-id' && q.lang === 'en' && !spared.has(q.qid);

  for (const q of queries) Object.assign(q, buildQuery(q, free));

  // scores
  for (const q of queries) {
    const rng = rngFor('scores', q.qid);
    q.baselineScores = lexicalScores(rng, q.types[0] === 'exact-id');
    q.candidateScores = hybridScores(rng);
  }

  // a handful of exact score ties: some in the top 10 next to a relevant doc (so the value depends on how ties
  // are broken), some deep in the list
  const tieRng = rngFor('ties');
  const relevantOf = (q) => new Set(q.qrels.filter(([, g]) => g > 0).map(([d]) => d));
  const addTies = (runKey, scoreKey, types, nTop, nDeep) => {
    const eligible = shuffle(
      tieRng,
      queries.filter((q) => types.includes(q.types[0])),
    );
    let top = 0;
    for (const q of eligible) {
      if (top === nTop) break;
      const rels = relevantOf(q);
      const slot = q[runKey].findIndex((d, i) => i >= 1 && i < 10 && rels.has(d) && !rels.has(q[runKey][i - 1]));
      if (slot < 0) continue;
      q[scoreKey][slot] = q[scoreKey][slot - 1];
      q.ties = (q.ties ?? 0) + 1;
      top++;
    }
    for (const q of eligible.slice(-nDeep)) {
      const slot = int(tieRng, 30, 90);
      q[scoreKey][slot] = q[scoreKey][slot - 1];
    }
  };
  addTies('baseline', 'baselineScores', ['exploratory', 'ambiguous'], 3, 2);
  addTies('candidate', 'candidateScores', ['navigational', 'exploratory'], 2, 1);

  return queries;
}

function runLines(queries, runKey, scoreKey, tag) {
  const lines = [];
  for (const q of queries) {
    const docs = q[runKey];
    const scores = q[scoreKey];
    for (let i = 0; i < DEPTH; i++) {
      if (i > 0 && scores[i] > scores[i - 1]) throw new Error(`${q.qid}: scores not decreasing`);
      lines.push(`${q.qid} Q0 ${docs[i]} ${i + 1} ${fmtScore(scores[i])} ${tag}`);
    }
    if (new Set(docs).size !== DEPTH) throw new Error(`${q.qid}: duplicate docid in ${runKey}`);
  }
  return lines;
}

function writeAll(queries) {
  mkdirSync(dirname(OUT.baseline), { recursive: true });
  const files = {};
  files.queries = queries.map((q) => `${q.qid}\t${q.text}`);
  files.slices = [
    'qid\ttype\tlang\tsplit',
    ...queries.map((q) => `${q.qid}\t${q.types.join(';')}\t${q.lang}\t${q.split}`),
  ];
  files.qrels = queries.flatMap((q) => q.qrels.map(([d, g]) => `${q.qid} 0 ${d} ${g}`));
  files.baseline = [
    '# rankgate baseline',
    `# corpus: ${CORPUS_VERSION}`,
    ...runLines(queries, 'baseline', 'baselineScores', 'bm25-main'),
  ];
  files.candidate = runLines(queries, 'candidate', 'candidateScores', 'hybrid-pr');
  // the fix: identifier-like queries are routed back to the lexical ranking, everything else stays hybrid
  const fixed = queries.map((q) =>
    q.types.includes('exact-id')
      ? { qid: q.qid, docs: q.baseline, scores: q.baselineScores }
      : { qid: q.qid, docs: q.candidate, scores: q.candidateScores },
  );
  files.fixed = runLines(fixed, 'docs', 'scores', 'hybrid-pr-fixed');
  for (const [key, lines] of Object.entries(files)) writeFileSync(OUT[key], lines.join('\n') + '\n');
}

// ---------------------------------------------------------------------------------------------------------
// Self-check: an independent, deliberately tiny evaluator that only reads the written files.

function readLines(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

function readQrels(path) {
  const qrels = new Map();
  for (const l of readLines(path)) {
    const [qid, , doc, grade] = l.trim().split(/\s+/);
    if (!qrels.has(qid)) qrels.set(qid, new Map());
    qrels.get(qid).set(doc, Number(grade));
  }
  return qrels;
}

function readRun(path) {
  const run = new Map();
  for (const l of readLines(path)) {
    const [qid, , doc, , score] = l.trim().split(/\s+/);
    if (!run.has(qid)) run.set(qid, []);
    run.get(qid).push({ doc, score: Number(score) });
  }
  // trec_eval order: score descending, then docid descending (byte order); the rank column is ignored
  for (const list of run.values())
    list.sort((a, b) => b.score - a.score || (a.doc < b.doc ? 1 : a.doc > b.doc ? -1 : 0));
  return run;
}

function readSlices(path) {
  const [header, ...rows] = readLines(path).map((l) => l.split('\t'));
  const member = new Map(); // slice name -> Set(qid)
  const add = (name, qid) => (member.has(name) ? member : member.set(name, new Set())).get(name).add(qid);
  for (const row of rows) {
    add('all', row[0]);
    for (let c = 1; c < header.length; c++) for (const v of row[c].split(';')) add(`${header[c]}=${v}`, row[0]);
  }
  return member;
}

// per-query measures; queries without any relevant document are left out (no_relevant: exclude)
function evaluate(run, qrels) {
  const out = new Map();
  for (const [qid, judged] of qrels) {
    const grades = [...judged.values()];
    const nRel = grades.filter((g) => g >= 1).length;
    if (nRel === 0) continue;
    const list = run.get(qid) ?? [];
    const ideal = grades
      .filter((g) => g > 0)
      .sort((a, b) => b - a)
      .slice(0, 10);
    const idcg = ideal.reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
    let dcg = 0,
      rr = 0,
      p5 = 0,
      judged10 = 0,
      rel100 = 0,
      optDcg = 0,
      optRr = 0;
    list.slice(0, 100).forEach(({ doc }, i) => {
      const g = judged.get(doc);
      if (i < 10) {
        if (g !== undefined) judged10++;
        if (g > 0) dcg += g / Math.log2(i + 2);
        if (g >= 1 && rr === 0) rr = 1 / (i + 1);
        // optimistic bound: an unjudged doc counts as relevant at grade 1 (ideal kept from the judgments,
        // the most generous variant)
        const og = g === undefined ? 1 : g;
        if (og > 0) optDcg += og / Math.log2(i + 2);
        if (og >= 1 && optRr === 0) optRr = 1 / (i + 1);
      }
      if (i < 5 && g >= 1) p5++;
      if (g >= 1) rel100++;
    });
    out.set(qid, {
      'nDCG@10': dcg / idcg,
      'RR@10': rr,
      'P@5': p5 / 5,
      'R@100': rel100 / nRel,
      'Judged@10': judged10 / 10,
      'opt nDCG@10': optDcg / idcg,
      'opt RR@10': optRr,
    });
  }
  return out;
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

function sliceMean(values, qids, measure) {
  const xs = [...qids].filter((q) => values.has(q)).map((q) => values.get(q)[measure]);
  return { n: xs.length, mean: mean(xs) };
}

// paired randomization (sign-flip) test, two-sided, seeded
function randomizationP(diffs, iterations = 10000) {
  const rng = rngFor('randomization-self-check');
  const observed = Math.abs(mean(diffs));
  let hits = 0;
  for (let it = 0; it < iterations; it++) {
    let s = 0;
    for (const d of diffs) s += rng() < 0.5 ? d : -d;
    if (Math.abs(s / diffs.length) >= observed - 1e-12) hits++;
  }
  return (hits + 1) / (iterations + 1);
}

function selfCheck() {
  const qrels = readQrels(OUT.qrels);
  const slices = readSlices(OUT.slices);
  const runs = { baseline: readRun(OUT.baseline), candidate: readRun(OUT.candidate), fixed: readRun(OUT.fixed) };
  const ev = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, evaluate(r, qrels)]));
  const order = ['all', ...TYPES.map((t) => `type=${t}`), ...LANGS.map((l) => `lang=${l}`), 'split=dev', 'split=test'];

  const f = (x) => x.toFixed(4);
  const d = (x) => (x >= 0 ? '+' : '') + x.toFixed(4);
  const rows = [];
  const stats = {};
  for (const name of order) {
    const qids = slices.get(name) ?? new Set();
    const s = {};
    for (const m of ['nDCG@10', 'RR@10', 'R@100', 'P@5', 'Judged@10', 'opt nDCG@10', 'opt RR@10']) {
      const b = sliceMean(ev.baseline, qids, m);
      const c = sliceMean(ev.candidate, qids, m);
      const x = sliceMean(ev.fixed, qids, m);
      s[m] = { n: b.n, base: b.mean, cand: c.mean, fixed: x.mean, dc: c.mean - b.mean, dx: x.mean - b.mean };
    }
    stats[name] = s;
    const n = s['nDCG@10'];
    const j = s['Judged@10'];
    rows.push([
      name,
      String(n.n) + (n.n < 10 ? '*' : ''),
      f(n.base),
      f(n.cand),
      d(n.dc),
      f(n.fixed),
      d(n.dx),
      `${j.base.toFixed(2)}/${j.cand.toFixed(2)}/${j.fixed.toFixed(2)}`,
    ]);
  }

  // exact-id: how many queries got worse, and how significant
  const exact = [...slices.get('type=exact-id')].filter((q) => ev.baseline.has(q));
  const diffs = exact.map((q) => ev.candidate.get(q)['nDCG@10'] - ev.baseline.get(q)['nDCG@10']);
  const worse = diffs.filter((x) => x < -1e-9).length;
  const p = randomizationP(diffs);

  const header = ['slice', 'n', 'baseline', 'candidate', 'Δ', 'fixed', 'Δ', 'Judged@10 b/c/f'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const out = [];
  out.push('nDCG@10 per slice (graded gain, 1/log2(rank+1), ideal from all judgments, ties: score desc, docid desc)');
  out.push(line(header));
  out.push(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) out.push(line(r));
  out.push('* fewer than 10 queries: too small to gate');
  const noRel = [...qrels].filter(([, j]) => ![...j.values()].some((g) => g >= 1)).map(([q]) => q);
  out.push(`queries without any relevant document (left out of the means): ${noRel.join(', ')}`);
  out.push(
    `type=exact-id: ${worse} of ${diffs.length} queries worse; paired randomization p = ${p.toFixed(5)} (x15 Holm bound ${(p * 15).toFixed(4)})`,
  );
  const all = stats.all;
  out.push(
    `all: RR@10 ${f(all['RR@10'].base)} -> ${f(all['RR@10'].cand)} / ${f(all['RR@10'].fixed)}` +
      `, R@100 ${f(all['R@100'].base)} -> ${f(all['R@100'].cand)} / ${f(all['R@100'].fixed)}` +
      `, Judged@10 ${f(all['Judged@10'].base)} -> ${f(all['Judged@10'].cand)} / ${f(all['Judged@10'].fixed)}` +
      `  (baseline -> candidate / fixed)`,
  );
  const ex = stats['type=exact-id'];
  out.push(`type=exact-id RR@10: ${f(ex['RR@10'].base)} -> ${f(ex['RR@10'].cand)} (${d(ex['RR@10'].dc)})`);
  out.push(
    `type=exact-id candidate optimistic bound (unjudged = grade 1): nDCG@10 ${f(ex['opt nDCG@10'].cand)}, RR@10 ${f(ex['opt RR@10'].cand)}` +
      ` (baseline actual ${f(ex['nDCG@10'].base)}, ${f(ex['RR@10'].base)}): the drop cannot be explained by unjudged documents`,
  );

  // the intended effect
  const problems = [];
  const expect = (ok, msg) => ok || problems.push(msg);
  const nd = (name) => stats[name]['nDCG@10'];
  expect(
    nd('all').dc >= 0.03 && nd('all').dc <= 0.06,
    `overall candidate delta ${d(nd('all').dc)} not in [+0.03, +0.06]`,
  );
  expect(
    nd('type=exact-id').dc <= -0.08,
    `exact-id candidate delta ${d(nd('type=exact-id').dc)} is not a drop of >= 0.08`,
  );
  expect(nd('type=exact-id').dc >= -0.25, `exact-id candidate delta ${d(nd('type=exact-id').dc)} is implausibly large`);
  expect(worse >= Math.ceil(diffs.length * 0.6), `only ${worse} of ${diffs.length} exact-id queries got worse`);
  expect(p * 15 < 0.01, `exact-id randomization p ${p} not below 0.01 after a x15 Holm bound`);
  expect(
    Math.abs(nd('type=exact-id').dx) <= 0.005,
    `candidate-fixed exact-id delta ${d(nd('type=exact-id').dx)} not within 0.005`,
  );
  expect(nd('all').dx > 0, `candidate-fixed overall delta ${d(nd('all').dx)} is not an improvement`);
  for (const name of order) {
    if (name !== 'type=exact-id') expect(nd(name).dc >= -0.01, `candidate regresses ${name} by ${d(nd(name).dc)}`);
    expect(nd(name).dx >= -0.01, `candidate-fixed regresses ${name} by ${d(nd(name).dx)}`);
    if (name.startsWith('type=') && name !== 'type=exact-id')
      expect(stats[name]['RR@10'].dc > -0.05, `candidate RR@10 drop on ${name}`);
    if (name.startsWith('type=')) expect(stats[name]['RR@10'].dx > -0.05, `candidate-fixed RR@10 drop on ${name}`);
  }
  expect(all['R@100'].dc > -0.01 && all['R@100'].dx > -0.01, 'R@100 on all drops by 0.01 or more');
  expect(all['Judged@10'].cand >= 0.7 && all['Judged@10'].fixed >= 0.7, 'candidate Judged@10 below 0.7');
  expect(
    all['Judged@10'].cand < all['Judged@10'].base,
    'candidate should bring new unjudged documents into its top 10',
  );
  expect(ex['Judged@10'].cand >= 0.85, `candidate Judged@10 on type=exact-id ${f(ex['Judged@10'].cand)} below 0.85`);
  expect(ex['opt nDCG@10'].cand < ex['nDCG@10'].base - 0.05, 'the optimistic bound closes the exact-id nDCG@10 gap');
  expect(ex['opt RR@10'].cand < ex['RR@10'].base - 0.1, 'the optimistic bound closes the exact-id RR@10 gap');
  return { report: out.join('\n'), problems };
}

// ---------------------------------------------------------------------------------------------------------

const queries = build();
writeAll(queries);
const { report, problems } = selfCheck();
const sizes = Object.values(OUT).map((p) => `  ${relative(ROOT, p)}  ${readFileSync(p).length} bytes`);
console.log(`wrote (seed ${SEED}):\n${sizes.join('\n')}\n`);
console.log(report);
if (problems.length > 0) {
  console.error(`\nself-check FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nself-check passed: overall up, type=exact-id down (hidden regression), candidate-fixed repairs it.');
