// The TREC run reader's byte scanner against a string oracle: the reader takes most lines in one pass over the
// bytes (read/run.ts scanTrecLine) and the rest through its general parser; whichever path a line takes, what it
// yields must be what splitting the line's text on blanks and reading its numbers with Number() gives. Seeded random
// runs (over 1 MiB, so lines straddle the reader's chunks) mix plain lines with every unusual form the scanner must
// leave alone: exponents, signs, leading zeros, long mantissas, tabs, CRLF, carriage returns inside tags, extra
// fields, non-ASCII ids, control characters and carriage returns inside ids, query ids that start with the one
// before them, comments and blank lines.
import { describe, it, expect } from 'vitest';
import { readQrels, type Qrels } from '../../src/read/qrels.js';
import { InputError } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';
import { mulberry32 } from '../seeded.mjs';
import { docidHash, readEntries, type Entry } from './entries.js';

const tmp = useTmp();

const rng = mulberry32;

// The oracle: the rules of read/number.ts and docs/formats.md, written with strings.
const STRICT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const numberOf = (t: string) => (STRICT.test(t) && Number.isFinite(Number(t)) ? Number(t) : NaN);
/** What the text of a run holds, read line by line from strings. */
function oracle(text: string): { entries: Entry[]; tags: string[]; badRanks: number } {
  const entries: Entry[] = [];
  const tags: string[] = [];
  let badRanks = 0;
  let qid: string | null = null;
  text.split('\n').forEach((raw, k) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const f = line.split(/[ \t]+/).filter((x) => x !== '');
    if (f.length === 0 || f[0].startsWith('#')) return;
    let rank = numberOf(f[3]);
    if (!Number.isInteger(rank)) {
      rank = NaN;
      badRanks++;
    }
    if (f[0] !== qid && tags.length < 8 && !tags.includes(f[5])) tags.push(f[5]);
    qid = f[0];
    entries.push({ qid: f[0], docid: f[2], score: numberOf(f[4]), rank, line: k + 1, hash: docidHash(f[2]) });
  });
  return { entries, tags, badRanks };
}

const read = async (text: string, q: Qrels) => {
  const { entries, tags, badRanks } = await readEntries(tmp.file('run.trec', text), q);
  return { entries, tags, badRanks };
};

// Valid numbers in forms the scanner takes and forms it must leave to the general parser.
const SCORES = [
  '12.5',
  '-3.25',
  '+7',
  '0',
  '-0',
  '0.000001',
  '1.',
  '.5',
  '-.5',
  '00012.50',
  '1e3',
  '2.5E-3',
  '-1e+2',
  '123456789012345',
  '1234567890123456',
  '0.12345678901234567',
  '000000000000000001',
  '9007199254740993',
  '1e308',
  '4.9e-324',
  '999999999999999.9',
  '0.1',
  '0.7',
  '1.7976931348623157e308',
  // Python's repr (every digit a double needs), printf's %e, and the edges of the exact fast path: 2^53 and 10^22.
  '16.225200013436424',
  '0.8732106447219849',
  '-3.0517578125e-05',
  '1.622520e-02',
  '8.732106e+01',
  '9007199254740991',
  '9007199254740992',
  '90071992547409.93',
  '12345678901234567e-3',
  '1e22',
  '1e23',
  '3e-22',
  '3e-23',
  '0.000000000000000000000012345',
  '123456.789e-30',
  '1e00005',
  '1e-100000',
  '2.2250738585072011e-308',
];
const RANKS = [
  '1',
  '42',
  '007',
  '1.0',
  '1e2',
  '-3',
  '+5',
  '123456789012345',
  '1234567890123456',
  'abc',
  '1.5',
  '-',
  'NaN',
];
// Control characters other than tab are part of a field (only blanks and tabs separate fields); the scanner leaves
// them, and a carriage return inside an id, to the general parser.
const IDS = ['d', 'doc-é', '文書', 'x.y', 'ü', 'D0', 'a\u00a0b', 'c\u0001d', 'v\u000bt', 'r\rq', 'u\u001f'];
const TAGS = ['sys', 'run\rx', 'bm25', 'ta\tb', 'f\u000cg'];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

/** A run of `queries` queries with `per` results each, in random but valid spellings. */
function randomRun(seed: number, queries: number, per: number): string {
  const r = rng(seed);
  const out: string[] = [];
  const blank = () => (r() < 0.8 ? ' ' : pick(r, ['\t', '  ', ' \t ']));
  let prev = '';
  for (let q = 0; q < queries; q++) {
    // Now and then a query whose id starts with the one before it: a new query, not more of the last one.
    const qid = r() < 0.1 ? `${prev}0` : r() < 0.2 ? `q${q}-${pick(r, IDS)}` : String(100000 + q);
    prev = qid;
    for (let k = 0; k < per; k++) {
      if (r() < 0.01) out.push(pick(r, ['', '  ', '# a comment', '\t# note']));
      const plain = r() < 0.7;
      const score = plain ? (r() * 30).toFixed(4) : pick(r, SCORES);
      const rank = plain ? String(k + 1) : pick(r, RANKS);
      const doc = `${pick(r, IDS)}${k}`;
      const tag = plain ? 'sys' : pick(r, TAGS);
      const lead = r() < 0.02 ? pick(r, [' ', '\t']) : '';
      const extra = r() < 0.03 ? `${blank()}extra field` : '';
      const end = r() < 0.1 ? pick(r, ['\r', ' ', '\t', ' \r']) : '';
      out.push(
        `${lead}${qid}${blank()}Q0${blank()}${doc}${blank()}${rank}${blank()}${score}${blank()}${tag}${extra}${end}`,
      );
    }
  }
  return `${out.join('\n')}${r() < 0.5 ? '\n' : ''}`;
}

describe('the byte scanner reads what the string oracle reads', () => {
  it('seeded random runs, small and over 1 MiB, with every unusual spelling', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '100000 0 d0 1\n'));
    let lines = 0;
    for (const [seed, queries, per] of [
      [1, 3, 40],
      [2, 20, 50],
      [3, 400, 100],
      [4, 30, 1500],
    ]) {
      const text = randomRun(seed, queries, per);
      const want = oracle(text);
      const got = await read(text, q);
      expect(got.entries.length).toBe(want.entries.length);
      // Element by element first: a failure names the line.
      for (let i = 0; i < want.entries.length; i++) {
        if (!Object.is(got.entries[i].score, want.entries[i].score) || got.entries[i].docid !== want.entries[i].docid) {
          expect({ seed, ...got.entries[i] }).toEqual({ seed, ...want.entries[i] });
        }
      }
      expect(got.entries).toEqual(want.entries);
      expect(got.tags).toEqual(want.tags);
      expect(got.badRanks).toBe(want.badRanks);
      lines += want.entries.length;
    }
    // 120 + 1,000 + 40,000 + 45,000 result lines: the two larger runs are over 1 MiB.
    expect(lines).toBe(86120);
  });

  it('a score only the general parser can refuse is refused at its line and column, wherever the line falls', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '100000 0 d0 1\n'));
    const base = randomRun(5, 30, 1500).split('\n');
    const bads = [
      '1.2.3',
      '--1',
      '+-1',
      '1x',
      '.',
      '-',
      '+.',
      '1e',
      '0x10',
      '1_000',
      'Infinity',
      'NaN',
      '1e400',
      '١٢',
      '12,5',
      '1e5.5',
    ];
    for (const [k, bad] of bads.entries()) {
      // The first line (read before the format is known), early, past the first reads, the last (no newline).
      const at = [0, 7, 20000, base.length - 1][k % 4];
      const lines = [...base];
      lines[at] = `100000 Q0 zz 1 ${bad} sys`;
      const err = await read(lines.join('\n'), q).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, `${bad} at line ${at + 1}`).toBeInstanceOf(InputError);
      expect((err as InputError).format()).toContain(
        `run.trec:${at + 1}:16: score ${JSON.stringify(bad)} is not a number`,
      );
    }
  });
});
