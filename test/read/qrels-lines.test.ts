// The judgments reader's WebAssembly loop (src/read/qrels-lines.c) against the reader without it (RANKGATE_WASM=0,
// every line in JavaScript): for every judgments file, hostile ones included, the queries read — ids, docids, grades to
// the bit, line numbers, what each docid looks up to — the file's facts, the shared form, and any refusal's message
// must be the same. That the committed module is what its C makes: test/wasm-modules.test.ts.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { judgmentsFromShared, readQrels, type Qrels } from '../../src/read/qrels.js';
import { borrowQrelsLines, returnQrelsLines } from '../../src/read/qrels-lines.js';
import { hashBytes } from '../../src/read/ids.js';
import { LIMITS } from '../../src/read/limits.js';
import { PLAIN_CHUNK } from '../../src/read/lines.js';
import { useTmp } from '../score/helpers.js';
import { mulberry32, pick } from '../seeded.mjs';

const tmp = useTmp();

afterEach(() => {
  delete process.env.RANKGATE_WASM;
});

/** A Qrels as one comparable value: every query's judgments, and what each judged docid (and a stranger) looks up to. */
function view(q: Qrels) {
  return {
    qids: q.qids,
    judgments: q.judgments,
    maxGrade: q.maxGrade,
    facts: q.facts,
    queries: [...q.queries.values()].map((j) => ({
      qid: j.qid,
      grades: Array.from(new BigUint64Array(Float64Array.from(j.grades).buffer), String),
      lines: Array.from(j.lineList),
      docids: j.docids,
      filter: [j.filterLow, j.filterHigh, ...j.filter],
      lookups: [...j.docids, 'not-judged-here'].map((d) => {
        const b = Buffer.from(d);
        return j.lookup(b, 0, b.length, hashBytes(b, 0, b.length));
      }),
    })),
  };
}

async function readAll(path: string, wasm: boolean, opts: { shared?: boolean; judgments?: number } = {}) {
  process.env.RANKGATE_WASM = wasm ? '1' : '0';
  try {
    const limits = opts.judgments === undefined ? LIMITS : { ...LIMITS, judgments: opts.judgments };
    const q = await readQrels(path, path, limits, { shared: opts.shared });
    return { q: view(q), shared: q.shared ? view(judgmentsFromShared(q.shared)) : null };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { error: e.format() };
  } finally {
    delete process.env.RANKGATE_WASM;
  }
}

async function same(path: string, opts: { shared?: boolean; judgments?: number } = {}) {
  const js = await readAll(path, false, opts);
  const wasm = await readAll(path, true, opts);
  expect(wasm).toEqual(js);
  // Lent back: the next reading gets the loop too.
  const t = borrowQrelsLines();
  expect(t).not.toBeNull();
  returnQrelsLines(t);
  return js;
}

/** Grades the loop must leave to JavaScript, or take exactly as it would. */
const GRADES = [
  '0',
  '1',
  '2',
  '3',
  '-1',
  '-2',
  '007',
  '123456789012345',
  '1234567890123456',
  '12345678901234567',
  '475129680139090428136',
  '-0',
  '1.5',
  '2e1',
  '+1',
];
/** Grades only the general parser refuses. */
const BAD_GRADES = ['x', '1.2.3', 'NaN', '--1'];
const DOCS = ['d', 'doc-é', '文書', 'c\u0001d', 'r\rq', 'pre', 'prefix', 'x'.repeat(300)];

/**
 * A judgments file of `queries` queries with about `per` judgments each: mostly plain lines, and now and then every
 * kind of line the loop stops at — unusual grades, comments and blank lines, CRLF, blanks after the grade, docids
 * with control characters, a query met again later (`revisit`), a repeated docid (`repeats`), a bad grade or a fifth
 * field (`bad`).
 */
function hostileQrels(
  seed: number,
  queries: number,
  per: number,
  o: { revisit?: boolean; repeats?: boolean; bad?: boolean } = {},
): string {
  const r = mulberry32(seed);
  const out: string[] = [];
  const blank = () => (r() < 0.9 ? ' ' : pick(r, ['\t', '  ', ' \t ']));
  let prev = '';
  const seen: string[] = [];
  for (let q = 0; q < queries; q++) {
    const qid =
      o.revisit && seen.length > 0 && r() < 0.1
        ? pick(r, seen)
        : r() < 0.1
          ? `${prev}0`
          : r() < 0.03
            ? 'y'.repeat(5000) + q
            : String(100000 + q);
    prev = qid;
    seen.push(qid);
    const n = Math.max(1, Math.floor(per * (0.5 + r())));
    for (let k = 0; k < n; k++) {
      const u = r();
      if (u < 0.004) out.push(pick(r, ['', '  ', '# a comment', '\t# note']));
      const plain = r() < 0.98;
      const grade =
        o.bad && r() < 0.0005
          ? pick(r, BAD_GRADES)
          : plain && r() < 0.97
            ? String(Math.floor(r() * 4))
            : pick(r, GRADES);
      const stem = plain ? (r() < 0.9 ? 'd' : pick(r, ['doc-é', '文書', 'pre', 'prefix'])) : pick(r, DOCS);
      // A revisited query's docids carry the visit, so that only `repeats` repeats one.
      const doc = o.repeats && k > 0 && r() < 0.003 ? `${stem}${Math.floor(r() * k)}v${q}` : `${stem}${k}v${q}`;
      const iter = r() < 0.95 ? '0' : pick(r, ['Q0', '1', 'iter-x']);
      const extra = o.bad && r() < 0.0005 ? `${blank()}extra` : '';
      const end = r() < 0.01 ? pick(r, ['\r', ' ', '\t']) : '';
      out.push(`${qid}${blank()}${iter}${blank()}${doc}${blank()}${grade}${extra}${end}`);
    }
  }
  return `${out.join('\n')}${r() < 0.5 ? '\n' : ''}`;
}

/** Plain judgments: `queries` queries of `per`, every line in the loop's form. */
function plainQrels(queries: number, per: number, first = 300000): string {
  const out: string[] = [];
  for (let q = 0; q < queries; q++)
    for (let k = 0; k < per; k++) out.push(`${first + q} 0 doc${(k * 7919) % 100003} ${k % 4}`);
  return `${out.join('\n')}\n`;
}

describe('the judgments loop in WebAssembly reads what the JavaScript reader reads', () => {
  it('is in use where WebAssembly is, lent to one reading at a time, and off under RANKGATE_WASM=0', () => {
    const t = borrowQrelsLines();
    expect(t).not.toBeNull();
    expect(borrowQrelsLines()).toBeNull();
    returnQrelsLines(t);
    process.env.RANKGATE_WASM = '0';
    expect(borrowQrelsLines()).toBeNull();
    delete process.env.RANKGATE_WASM;
    const again = borrowQrelsLines();
    expect(again).toBe(t);
    returnQrelsLines(again);
  });

  it('seeded hostile files, over 1 MiB (queries straddle chunks), grouped and not, in shared memory too', async () => {
    for (const [seed, queries, per, revisit] of [
      [1, 5, 30, false],
      [2, 80, 400, false],
      [3, 30, 3000, true],
      [4, 200, 150, true],
    ] as const) {
      const path = tmp.file('qrels.txt', hostileQrels(seed, queries, per, { revisit }));
      const got = await same(path);
      expect(got.error).toBeUndefined();
      if (seed === 3) expect(got.q!.facts.bytes).toBeGreaterThan(2 ** 20);
      await same(path, { shared: true });
    }
  });

  it('a repeated docid, wherever it falls, and a bad grade: refused at the same line with the same message', async () => {
    for (const seed of [11, 12, 13]) {
      const refused = await same(tmp.file('qrels.txt', hostileQrels(seed, 60, 500, { repeats: true })));
      expect(refused.error).toMatch(/duplicate judgment for query .* \(first at line \d+\)/);
    }
    const lines = plainQrels(80, 1000).trimEnd().split('\n');
    // The line the first read ends in: left unfinished by that read, it opens the second read's chunk.
    let bytes = 0;
    let across = 0;
    while (bytes + lines[across].length + 1 <= PLAIN_CHUNK) bytes += lines[across++].length + 1;
    // A query's second line, its middle, its last, and lines about the first read's end.
    for (const at of [1001, 5500, 12999, across - 1, across, across + 1, across + 400]) {
      const copy = [...lines];
      const first = at - (at % 1000);
      copy[at] = copy[first + ((at * 13) % (at - first))].replace(/ \d+$/, ' 3');
      const got = await same(tmp.file('qrels.txt', `${copy.join('\n')}\n`));
      expect(got.error).toMatch(new RegExp(`^[^:]+:${at + 1}:\\d+: duplicate judgment`));
    }
    const bad = await same(tmp.file('qrels.txt', hostileQrels(21, 60, 500, { bad: true })));
    expect(bad.error).toMatch(/grade .* is not a number/);
  });

  it('a query met again later: its judgments checked against the earlier ones, in file order', async () => {
    const text = plainQrels(1, 500) + plainQrels(1, 300, 300001) + plainQrels(1, 200).replace(/doc/g, 'again');
    const got = await same(tmp.file('qrels.txt', text));
    expect(got.q!.queries.find((q) => q.qid === '300000')!.docids.length).toBe(700);
    const repeated = await same(
      tmp.file('qrels.txt', plainQrels(1, 500) + plainQrels(1, 3, 300001) + plainQrels(1, 2)),
    );
    expect(repeated.error).toMatch(
      /:504:\d+: duplicate judgment for query "300000", document "doc0" \(first at line 1\)/,
    );
  });

  it('a query longer than the loop holds (65,536 judgments) goes on in JavaScript', async () => {
    const text = plainQrels(1, 3) + plainQrels(1, 70000, 300001) + plainQrels(1, 5, 300002);
    const got = await same(tmp.file('qrels.txt', text));
    expect(got.q!.queries.map((q) => q.docids.length)).toEqual([3, 70000, 5]);
  });

  it('the judgments limit refuses the same line', async () => {
    for (const max of [2, 1500, 2999, 3000, 70001]) {
      const got = await same(tmp.file('qrels.txt', plainQrels(1, 3) + plainQrels(2, 1500, 300001)), { judgments: max });
      if (max >= 3003) expect(got.error).toBeUndefined();
      else expect(got.error).toMatch(new RegExp(`^[^:]+:${max + 1}: holds more than`));
    }
    const big = await same(tmp.file('qrels.txt', plainQrels(1, 70002)), { judgments: 70001 });
    expect(big.error).toMatch(/:70002: holds more than/);
  });

  it('a gzipped file, a byte order mark, CRLF throughout, and one line', async () => {
    const text = hostileQrels(31, 40, 300);
    await same(tmp.file('qrels.txt.gz', gzipSync(Buffer.from(text))));
    await same(tmp.file('qrels.txt', `\ufeff${text}`));
    await same(tmp.file('qrels.txt', plainQrels(20, 50).replace(/\n/g, '\r\n')));
    await same(tmp.file('qrels.txt', '1 0 d 1'));
    await same(tmp.file('qrels.txt', '1 0 d 1\n1 0 d 2\n'));
  });
});
