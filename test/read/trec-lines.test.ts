// The TREC reader's WebAssembly loop (src/read/trec-lines.c) against the reader without it (RANKGATE_WASM=0, every line
// in JavaScript): for every run, hostile ones included, the blocks handed over — ids, docids, scores to the bit, ranks,
// line numbers, hashes, dropped duplicates — the read's facts, and any refusal's message must be the same. That the
// committed module is what its C makes: test/wasm-modules.test.ts.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readQrels, type Qrels } from '../../src/read/qrels.js';
import { readRun, type RunReadOptions } from '../../src/read/run.js';
import { borrowTrecLines, returnTrecLines } from '../../src/read/trec-lines.js';
import { useTmp } from '../score/helpers.js';
import { mulberry32, pick } from '../seeded.mjs';

const tmp = useTmp();

afterEach(() => {
  delete process.env.RANKGATE_WASM;
});

/** Everything a read hands over and returns, or its error's message, as one comparable value. */
async function readAll(path: string, q: Qrels, opts: Partial<RunReadOptions>, wasm: boolean) {
  process.env.RANKGATE_WASM = wasm ? '1' : '0';
  const blocks: unknown[] = [];
  try {
    const res = await readRun(path, q, { duplicates: 'error', unjudgedQueries: true, ...opts }, (b) => {
      blocks.push({
        qid: b.qid,
        n: b.n,
        dropped: b.dropped,
        // Scores by their bits: -0 and 0 differ, and so would two roundings of one decimal.
        scores: Array.from(new BigUint64Array(Float64Array.from(b.scores.subarray(0, b.n)).buffer), String),
        ranks: Array.from(b.ranks.subarray(0, b.n), (r) => (Number.isNaN(r) ? 'NaN' : r)),
        lines: Array.from(b.lines.subarray(0, b.n)),
        hashes: Array.from(b.hashes.subarray(0, b.n)),
        docids: Array.from({ length: b.n }, (_, i) => b.docid(i)),
      });
    });
    return { blocks, res };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { blocks, error: e.format() };
  } finally {
    delete process.env.RANKGATE_WASM;
  }
}

async function same(path: string, q: Qrels, opts: Partial<RunReadOptions> = {}) {
  const js = await readAll(path, q, opts, false);
  const wasm = await readAll(path, q, opts, true);
  expect(wasm).toEqual(js);
  // Lent back: the next reading gets the loop too (one left lent would read every later run in JavaScript).
  const t = borrowTrecLines('error', 1000);
  expect(t).not.toBeNull();
  returnTrecLines(t);
  return js;
}

// Lines the loop must leave to JavaScript, or take exactly as it would: every spelling the reader knows.
const SCORES = [
  '12.5',
  '-0',
  '-0.0',
  '+7',
  '.5',
  '1.',
  '1e3',
  '2.5E-3',
  '1e22',
  '1e23',
  '3e-23',
  '9007199254740993',
  '16.225200013436424',
  '0.8732106447219849',
  '12345678901234567e-3',
  '1e00005',
  '2.2250738585072011e-308',
];
/** Scores only the general parser refuses (after the loop and the scanner have left them to it). */
const BAD_SCORES = ['1e400', '1.2.3', 'NaN', '1e', '--1', '0x10'];
const RANKS = ['1', '007', '1.5', '1234567890123456', 'x', '-3'];
const DOCS = ['d', 'doc-é', '文書', 'c\u0001d', 'r\rq', 'pre', 'prefix'];
const TAGS = ['sys', 'run\rx', 'ta\tb'];

/**
 * A grouped run of `queries` queries with about `per` results each: mostly plain lines, and now and then every kind
 * of line the loop stops at — unusual spellings, comments and blank lines, repeated docids, CRLF, extra fields.
 */
function hostileRun(seed: number, queries: number, per: number, repeats: boolean): string {
  const r = mulberry32(seed);
  const out: string[] = [];
  const blank = () => (r() < 0.9 ? ' ' : pick(r, ['\t', '  ', ' \t ']));
  let prev = '';
  for (let q = 0; q < queries; q++) {
    const qid = r() < 0.1 ? `${prev}0` : r() < 0.05 ? 'x'.repeat(5000) + q : String(200000 + q);
    prev = qid;
    const n = Math.max(1, Math.floor(per * (0.5 + r())));
    for (let k = 0; k < n; k++) {
      const u = r();
      if (u < 0.004) out.push(pick(r, ['', '  ', '# a comment', '\t# note']));
      // Mostly plain lines, so that the loop reads long stretches; a line for the general parser hands the rest of its
      // query to JavaScript.
      const plain = r() < 0.98;
      const score = r() < 0.95 ? (r() * 30).toFixed(4) : pick(r, SCORES);
      const rank = plain ? String(k + 1) : pick(r, RANKS);
      const stem = plain ? (r() < 0.9 ? 'd' : pick(r, ['doc-é', '文書', 'pre', 'prefix'])) : pick(r, DOCS);
      const doc = repeats && k > 0 && r() < 0.003 ? `${stem}${Math.floor(r() * k)}` : `${stem}${k}`;
      const tag = plain ? 'sys' : pick(r, TAGS);
      const extra = r() < 0.01 ? `${blank()}extra` : '';
      const end = r() < 0.02 ? pick(r, ['\r', ' ', '\t']) : '';
      out.push(`${qid}${blank()}Q0${blank()}${doc}${blank()}${rank}${blank()}${score}${blank()}${tag}${extra}${end}`);
    }
  }
  return `${out.join('\n')}${r() < 0.5 ? '\n' : ''}`;
}

/** A plain run: `queries` queries of `per` results, every line in the loop's form. */
function plainRun(queries: number, per: number, first = 300000): string {
  const out: string[] = [];
  for (let q = 0; q < queries; q++)
    for (let k = 0; k < per; k++) out.push(`${first + q} Q0 doc${(k * 7919) % 100003} ${k + 1} ${(per - k) / 8} run`);
  return `${out.join('\n')}\n`;
}

describe('the WebAssembly loop reads what the JavaScript reader reads', () => {
  it('is in use where WebAssembly is, lent to one reading at a time, and off under RANKGATE_WASM=0', () => {
    const t = borrowTrecLines('error', 1000);
    expect(t).not.toBeNull();
    expect(borrowTrecLines('error', 1000)).toBeNull();
    returnTrecLines(t);
    process.env.RANKGATE_WASM = '0';
    expect(borrowTrecLines('error', 1000)).toBeNull();
    delete process.env.RANKGATE_WASM;
    const again = borrowTrecLines('first', 5);
    expect(again).toBe(t);
    returnTrecLines(again);
  });

  it('seeded hostile runs, over 1 MiB (queries straddle chunks), judged and unjudged queries', async () => {
    // Queries 200000–200009 judged: the rest are counted, not kept (unjudgedQueries off), or kept (on).
    const q = await readQrels(
      tmp.file('qrels.txt', Array.from({ length: 10 }, (_, i) => `${200000 + i} 0 d1 1`).join('\n')),
    );
    for (const [seed, queries, per] of [
      [1, 5, 30],
      [2, 60, 400],
      [3, 25, 3000],
    ]) {
      const text = hostileRun(seed, queries, per, false);
      const path = tmp.file('run.trec', text);
      for (const unjudgedQueries of [true, false]) {
        const got = await same(path, q, { unjudgedQueries });
        if (seed === 3 && unjudgedQueries) expect(got.blocks.length).toBe(25);
      }
      await same(path, q, { duplicates: 'first' });
    }
  });

  it('repeated docids: refused at the same line, or dropped and counted the same (duplicates: first)', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '200000 0 d1 1\n'));
    for (const seed of [11, 12, 13]) {
      const path = tmp.file('run.trec', hostileRun(seed, 40, 600, true));
      const refused = await same(path, q, {});
      expect(refused.error).toMatch(/appears twice for query/);
      const dropped = await same(path, q, { duplicates: 'first' });
      expect(dropped.error).toBeUndefined();
      expect((dropped.blocks as { dropped: number }[]).some((b) => b.dropped > 0)).toBe(true);
    }
  });

  it('a query longer than the loop holds (65,536 results) goes on in JavaScript', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '300001 0 doc1 1\n'));
    const text = plainRun(1, 3) + plainRun(1, 70000, 300001) + plainRun(1, 5, 300002);
    const got = await same(tmp.file('run.trec', text), q, { maxPerQuery: 100000 });
    expect((got.blocks as { n: number }[]).map((b) => b.n)).toEqual([3, 70000, 5]);
  });

  it('the results limit refuses a query at the same line', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '300000 0 doc1 1\n'));
    // The reader's columns start at 1,024 and double: the limit is met where they must grow past it. The first query
    // is short: a file's first line is the general parser's, and so is the rest of its query.
    for (const [per, max] of [
      [1100, 1000],
      [3000, 2500],
      [70000, 66000],
    ]) {
      const got = await same(tmp.file('run.trec', plainRun(1, 3) + plainRun(2, per, 300001)), q, { maxPerQuery: max });
      expect(got.error).toMatch(/^[^:]+:\d+: query "300001" has more than/);
    }
  });

  it('a repeated docid wherever it falls in a query the loop reads: refused, or dropped and counted', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '300000 0 doc1 1\n'));
    const lines = plainRun(40, 1000).trimEnd().split('\n');
    // A query's second line, its middle, its last, and lines across the first chunk's end (about line 24,000).
    for (const at of [1001, 5500, 12999, 24010, 24400]) {
      const copy = [...lines];
      const first = at - (at % 1000);
      copy[at] = copy[first + ((at * 13) % (at - first))].replace(/ \d+ [\d.]+ run$/, ' 9 0.5 run');
      const path = tmp.file('run.trec', copy.join('\n'));
      const refused = await same(path, q);
      expect(refused.error).toContain(`:${at + 1}: document`);
      const dropped = await same(path, q, { duplicates: 'first' });
      expect((dropped.blocks as { dropped: number }[]).map((b) => b.dropped).filter((d) => d > 0)).toEqual([1]);
    }
  });

  it("scores with every digit a double needs (Python's repr, String(), %.16e): the bits Number() gives", async () => {
    const q = await readQrels(tmp.file('qrels.txt', '300001 0 doc1 1\n'));
    const r = mulberry32(31);
    const texts: string[][] = [];
    const lines: string[] = [];
    // Query 300000 first (a file's first query is JavaScript's), then two the loop reads.
    for (let qi = 0; qi < 3; qi++) {
      texts.push([]);
      for (let k = 0; k < 5000; k++) {
        const x = r() * [1e-7, 1e-3, 0.5, 1, 30, 1e4, 1e12, 1e21][k % 8] * (k % 7 === 0 ? -1 : 1);
        const text = k % 5 === 0 ? x.toExponential(16) : k % 11 === 0 ? x.toPrecision(19) : String(x);
        texts[qi].push(text);
        lines.push(`${300000 + qi} Q0 doc${k} ${k + 1} ${text} sys`);
      }
    }
    const got = await same(tmp.file('run.trec', `${lines.join('\n')}\n`), q);
    const bitsOf = (t: string) => String(new BigUint64Array(new Float64Array([Number(t)]).buffer)[0]);
    const blocks = got.blocks as { qid: string; scores: string[] }[];
    expect(blocks.map((b) => b.qid)).toEqual(['300000', '300001', '300002']);
    blocks.forEach((b, qi) => expect(b.scores).toEqual(texts[qi].map(bitsOf)));
  });

  it('a score only the general parser refuses is refused at the same line and column, wherever it falls', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '200000 0 d1 1\n'));
    const lines = hostileRun(21, 20, 1500, false).trimEnd().split('\n');
    for (const [k, bad] of BAD_SCORES.entries()) {
      const at = [0, 9, 3, 20000, 26000, lines.length - 1][k];
      const copy = [...lines];
      copy[at] = `${lines[at].split(' ')[0]} Q0 zz 1 ${bad} sys`;
      const got = await same(tmp.file('run.trec', copy.join('\n')), q);
      expect(got.error).toContain(`:${at + 1}:`);
    }
  });

  it('an ungrouped run, a gzipped one, a byte range, and a last line without a newline', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '300000 0 doc1 1\n300001 0 doc2 1\n'));
    const text = plainRun(40, 900);
    const lines = text.trimEnd().split('\n');
    // Query 300000 again at the end: the whole file is read again keeping every query.
    await same(tmp.file('run.trec', `${text}${lines[5].replace('doc', 'other')}\n`), q);
    await same(tmp.file('run.trec.gz', gzipSync(text)), q);
    const start = Buffer.byteLength(lines.slice(0, 900).join('\n')) + 1;
    const path = tmp.file('run.trec', text);
    await same(path, q, { range: { start, end: Buffer.byteLength(text) } });
    await same(tmp.file('run.trec', text.trimEnd()), q);
  });
});

describe('the loop is lent back', () => {
  it('after a reading that was refused, and after an ungrouped file read twice', async () => {
    // Query 300001, the second: read by the loop (a file's first query is JavaScript's).
    const q = await readQrels(tmp.file('qrels.txt', '300001 0 doc1 1\n'));
    const lines = plainRun(3, 50).trimEnd().split('\n');
    const repeated = [...lines.slice(0, 60), lines[55], ...lines.slice(60)].join('\n');
    await expect(readRun(tmp.file('run.trec', repeated), q, { duplicates: 'error' }, () => {})).rejects.toThrow(
      /appears twice/,
    );
    await readRun(tmp.file('run.trec', `${lines.join('\n')}\n${lines[0]}x\n`), q, { duplicates: 'error' }, () => {});
    const t = borrowTrecLines('error', 1000);
    expect(t).not.toBeNull();
    returnTrecLines(t);
  });
});
