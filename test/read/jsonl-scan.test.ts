// The JSONL run reader's byte scanner (read/jsonl-scan.ts) against what the lines were written to hold. The reader
// takes most JSONL lines in one pass over the bytes and leaves the rest (escapes, non-ASCII ids, nested values,
// exotic numbers, every malformed line) to its general JSON parser; whichever path a line takes, the reader must
// yield the values the generator wrote, and refuse a bad line with the message the general parser gives for it,
// wherever in the file the line falls. Seeded random runs over 1 MiB make lines straddle the reader's chunks.
import { describe, it, expect } from 'vitest';
import { readQrels, type Qrels } from '../../src/read/qrels.js';
import { InputError } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';
import { mulberry32 } from '../seeded.mjs';
import { docidHash, readEntries, type Entry } from './entries.js';

const tmp = useTmp();

async function read(text: string, q: Qrels) {
  const { entries, tags, badRanks, format } = await readEntries(tmp.file('run.jsonl', text), q);
  expect(format).toBe('jsonl');
  return { entries, tags, badRanks };
}

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

/** An id written as JSON: [how it is written, the id it is]. Strings in plain ASCII, escaped, non-ASCII; numbers. */
function idSpelling(r: () => number, id: string): string {
  const u = r();
  if (u < 0.8 || !/^[a-z]/.test(id)) return JSON.stringify(id);
  // The same id with its first character escaped, or every character: the general parser's to read.
  if (u < 0.9) return `"\\u${id.charCodeAt(0).toString(16).padStart(4, '0')}${id.slice(1)}"`;
  return `"${[...id].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
}
// Ids: what a line holds (as JSON) and the id it is. A number is its source text.
const DOC_IDS: [string, string][] = [
  ['"d"', 'd'],
  ['"doc-é"', 'doc-é'],
  ['"文書"', '文書'],
  ['"x.y"', 'x.y'],
  ['"a/b"', 'a/b'],
  ['"a\\/b"', 'a/b'],
  ['"D0"', 'D0'],
  ['"~!@$%^&*()_+{}[]|:;<>,.?="', '~!@$%^&*()_+{}[]|:;<>,.?='],
  ['"\\u00e9t\\u00e9"', 'été'],
  ['"\\ud83d\\ude00"', '😀'],
];
// Docids written as numbers, the k-th result's: their source text is the id (distinct for distinct k and forms).
const NUM_DOC_IDS: ((k: number) => string)[] = [
  (k) => `${k + 1}`,
  (k) => `${k + 1}.0`,
  (k) => `${k + 1}e2`,
  (k) => `-${k + 1}`,
  (k) => `${k + 1}.50E-3`,
  (k) => `9007199254740993${k}`,
];
// Scores as written and their value (Number of the text, as JSON reads it).
const SCORES = [
  '12.5',
  '-3.25',
  '0',
  '-0',
  '0.000001',
  '1e3',
  '2.5E-3',
  '-1e+2',
  '123456789012345',
  '0.12345678901234567',
  '9007199254740993',
  '1e308',
  '4.9e-324',
  '1.7976931348623157e308',
  '16.225200013436424',
  '-3.0517578125e-05',
  '12345678901234567e-3',
  '1e22',
  '1e23',
  '3e-23',
  '1e00005',
  '1e-100000',
  '1e-0000005',
  '2.2250738585072011e-308',
];
// Ranks as written: [text, rank read, counted as not whole]. Absent: no rank, not counted.
const RANKS: [string | null, number, boolean][] = [
  [null, NaN, false],
  ['1', 1, false],
  ['42', 42, false],
  ['-3', -3, false],
  ['0', 0, false],
  ['1.0', 1, false],
  ['1e2', 100, false],
  ['9007199254740991', 9007199254740991, false],
  ['9007199254740992', NaN, true],
  ['1.5', NaN, true],
  ['"1"', NaN, true],
  ['null', NaN, true],
  ['true', NaN, true],
  ['[1]', NaN, true],
];
// Tags: [key, value as written, the tag]; a number is its source text.
const TAGS: [string, string, string][] = [
  ['tag', '"sys"', 'sys'],
  ['run', '"bm25"', 'bm25'],
  ['tag', '5', '5'],
  ['run', '1.10', '1.10'],
  ['tag', '"d\\u00e9j\\u00e0"', 'déjà'],
  ['tag', '"ünï"', 'ünï'],
];
// Other keys, ignored whatever they hold (a nested value or an escape goes to the general parser).
const OTHERS = [
  '"Q0": "Q0"',
  '"iteration": 0',
  '"text": "a \\"quoted\\" passage"',
  '"note": "plain words, with commas: and colons"',
  '"ok": true',
  '"gone": null',
  '"no": false',
  '"vec": [0.1, -2e3]',
  '"meta": {"k": "v", "n": [1, {"d": null}]}',
  '"é": "ünïcödé"',
  '"empty": ""',
  '"":1',
];

/**
 * A grouped JSONL run of `queries` queries with `per` results each, and what it holds. Keys come in random order
 * with random spacing; a query's lines spell its qid in several ways (both keys, escapes), which the reader must see
 * as one query.
 */
function randomRun(
  seed: number,
  queries: number,
  per: number,
): { text: string; entries: Omit<Entry, 'hash'>[]; tags: string[]; badRanks: number } {
  const r = mulberry32(seed);
  const out: string[] = [];
  const entries: Omit<Entry, 'hash'>[] = [];
  const tags: string[] = [];
  let badRanks = 0;
  const sp = () => (r() < 0.6 ? '' : pick(r, [' ', '  ', '\t', ' \t']));
  for (let q = 0; q < queries; q++) {
    const numericQid = r() < 0.15;
    const qid = numericQid ? String(500 + q) : r() < 0.2 ? `q${q}-ü` : `q${q}`;
    for (let k = 0; k < per; k++) {
      if (r() < 0.01) out.push(pick(r, ['', '  ', '# a comment', '\t# note {"qid": 1}']));
      const plain = r() < 0.7;
      const fields: string[] = [];
      const qkey = plain || r() < 0.5 ? 'qid' : 'query_id';
      fields.push(`"${qkey}":${sp()}${numericQid ? qid : plain ? JSON.stringify(qid) : idSpelling(r, qid)}`);
      let docid: string;
      let docText: string;
      if (plain || r() < 0.4) {
        docid = `d${q}-${k}`;
        docText = JSON.stringify(docid);
      } else if (r() < 0.6) {
        const [t, v] = pick(r, DOC_IDS);
        docid = `${v}${k}`;
        docText = `${t.slice(0, -1)}${k}"`;
      } else {
        docText = pick(r, NUM_DOC_IDS)(k);
        docid = docText;
      }
      fields.push(`"${plain || r() < 0.5 ? 'docid' : 'doc_id'}":${sp()}${docText}`);
      const scoreText = plain ? (r() * 30).toFixed(4) : pick(r, SCORES);
      fields.push(`"score":${sp()}${scoreText}`);
      const [rankText, rank, bad] = plain ? [String(k + 1), k + 1, false] : pick(r, RANKS);
      if (rankText !== null) fields.push(`"rank":${sp()}${rankText}`);
      if (bad) badRanks++;
      let tag: string | undefined;
      if (plain) {
        fields.push('"tag": "sys"');
        tag = 'sys';
      } else if (r() < 0.7) {
        const [key, text, t] = pick(r, TAGS);
        fields.push(`"${key}":${sp()}${text}`);
        tag = t;
      }
      if (!plain) for (let o = Math.floor(r() * 7); o > 0; o--) fields.push(pick(r, OTHERS));
      // Other keys may repeat in the draw: keep the first of each (a repeated key is a refusal, tested below).
      const seen = new Set<string>();
      const unique = fields.filter((f) => {
        const key = f.slice(0, f.indexOf('":') + 1);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      for (let i = unique.length - 1; i > 0 && !plain; i--) {
        const j = Math.floor(r() * (i + 1));
        [unique[i], unique[j]] = [unique[j], unique[i]];
      }
      const lead = r() < 0.02 ? pick(r, [' ', '\t']) : '';
      const end = r() < 0.1 ? pick(r, ['\r', ' ', '\t', ' \r']) : '';
      out.push(`${lead}{${sp()}${unique.join(`${sp()},${sp()}`)}${sp()}}${end}`);
      if (tag !== undefined && tags.length < 8 && !tags.includes(tag)) tags.push(tag);
      entries.push({ qid, docid, score: Number(scoreText), rank, line: out.length });
    }
  }
  return { text: `${out.join('\n')}${r() < 0.5 ? '\n' : ''}`, entries, tags, badRanks };
}

describe('the JSONL byte scanner reads what the lines were written to hold', () => {
  it('seeded random runs, small and over 1 MiB, with every spelling JSON allows', async () => {
    const q = await readQrels(tmp.file('qrels.txt', 'q0 0 d0-0 1\n'));
    let lines = 0;
    for (const [seed, queries, per] of [
      [1, 3, 40],
      [2, 20, 50],
      [3, 300, 100],
      [4, 10, 1500],
    ]) {
      const run = randomRun(seed, queries, per);
      const want = run.entries.map((e) => ({ ...e, hash: docidHash(e.docid) }));
      const got = await read(run.text, q);
      expect(got.entries.length).toBe(want.length);
      // Element by element first: a failure names the line.
      for (let i = 0; i < want.length; i++) {
        const g = got.entries[i];
        const w = want[i];
        if (!Object.is(g.score, w.score) || !Object.is(g.rank, w.rank) || g.docid !== w.docid || g.qid !== w.qid) {
          expect({ seed, ...g }).toEqual({ seed, ...w });
        }
      }
      expect(got.entries).toEqual(want);
      expect(got.tags).toEqual(run.tags);
      expect(got.badRanks).toBe(run.badRanks);
      lines += want.length;
    }
    // 120 + 1,000 + 30,000 + 15,000 result lines: the two larger runs are over 1 MiB.
    expect(lines).toBe(46120);
  });

  it('a run of plain lines is read at every line (the scanner takes them: same values as the general parser)', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '7 0 a 1\n'));
    const text =
      '{"qid": "7", "docid": "a", "score": 2.5, "rank": 1, "tag": "x"}\n' +
      '{"qid": "7", "docid": "b", "score": -0, "rank": 2, "tag": "y"}\r\n' +
      '\t{ "query_id" : 7 , "doc_id" : 1.50 , "score" : 1e-3 , "run" : 3 }  \n' +
      '{"docid":"c","Q0":"Q0","qid":"7","iteration":0,"score":4.9e-324,"x":null,"y":true}\n' +
      // Both keys for the tag: "tag" is the one read (and "run" not checked), wherever it stands.
      '{"qid":"7","docid":"e","score":1,"tag":"t1","run":"r1"}\n' +
      '{"qid":"7","docid":"f","score":1,"tag":"t2","run":""}\n';
    const got = await read(text, q);
    expect(got.entries).toEqual([
      { qid: '7', docid: 'a', score: 2.5, rank: 1, line: 1, hash: docidHash('a') },
      { qid: '7', docid: 'b', score: -0, rank: 2, line: 2, hash: docidHash('b') },
      { qid: '7', docid: '1.50', score: 0.001, rank: NaN, line: 3, hash: docidHash('1.50') },
      { qid: '7', docid: 'c', score: 5e-324, rank: NaN, line: 4, hash: docidHash('c') },
      { qid: '7', docid: 'e', score: 1, rank: NaN, line: 5, hash: docidHash('e') },
      { qid: '7', docid: 'f', score: 1, rank: NaN, line: 6, hash: docidHash('f') },
    ]);
    expect(Object.is(got.entries[1].score, -0)).toBe(true);
    expect(got.tags).toEqual(['x', 'y', '3', 't1', 't2']);
  });
});

describe('a bad line is refused with the general parser’s message wherever it falls', () => {
  const FIX =
    '(each JSONL line is one object {"qid","docid","score","rank"?,"tag"?} ("query_id" and "doc_id" work too))';
  const BAD: [string, string][] = [
    ['{"qid":"q1","docid":"zz","score":1,"score":2}', `36: is not valid JSON: the key "score" appears twice ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1,"x":1,"x":2}', `42: is not valid JSON: the key "x" appears twice ${FIX}`],
    [
      '{"qid":"q1","docid":"zz","score":1,"tag":"a","tag":"a"}',
      `46: is not valid JSON: the key "tag" appears twice ${FIX}`,
    ],
    [
      '{"qid":"q1","query_id":"q1","docid":"zz","score":1}',
      '1: both "qid" and "query_id" are given (keep one of them)',
    ],
    ['{"qid":"q1","docid":"zz","doc_id":"zz","score":1}', '1: both "docid" and "doc_id" are given (keep one of them)'],
    [
      '{"qid":"#q1","docid":"zz","score":1}',
      '1: "qid" "#q1" starts with "#" (query ids may not start with "#": TREC files read such lines as comments)',
    ],
    [
      '{"qid":"q1","docid":"","score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":"z z","score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":"z\\u00a0z","score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":"z\u007fz","score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    [
      '{"qid":"q1","docid":"z\tz","score":1}',
      `23: is not valid JSON: a raw control character in a string (write it as \\u00XX) ${FIX}`,
    ],
    [
      '{"qid":"q1","docid":["zz"],"score":1}',
      '1: "docid" must be a non-empty string without spaces (add "docid" (or "doc_id") to every line)',
    ],
    ['{"qid":"q1","docid":"zz"}', '1: "score" is missing (write "score" as a JSON number within ±1.7e308)'],
    ['{"qid":"q1","score":1}', '1: "docid" is missing (add "docid" (or "doc_id") to every line)'],
    ['{"docid":"zz","score":1}', '1: "qid" is missing (add "qid" (or "query_id") to every line)'],
    [
      '{"qid":"q1","docid":"zz","score":"1"}',
      '1: score "1" is not a number (write "score" as a JSON number within ±1.7e308)',
    ],
    [
      '{"qid":"q1","docid":"zz","score":1e400}',
      '1: score 1e400 is not a finite number (write "score" as a JSON number within ±1.7e308)',
    ],
    [
      '{"qid":"q1","docid":"zz","score":-1e999999}',
      '1: score -1e999999 is not a finite number (write "score" as a JSON number within ±1.7e308)',
    ],
    ['{"qid":"q1","docid":"zz","score":01}', `35: is not valid JSON: expected "," or "}" ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":.5}', `34: is not valid JSON: expected a JSON value ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1.}', `35: is not valid JSON: expected "," or "}" ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1e}', `35: is not valid JSON: expected "," or "}" ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":2E+}', `35: is not valid JSON: expected "," or "}" ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":+1}', `34: is not valid JSON: expected a JSON value ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1,}', `36: is not valid JSON: expected a "key" ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1', `35: is not valid JSON: expected "," or "}", but the line ends ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1} x', `37: is not valid JSON: text after the JSON value ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1}}', `36: is not valid JSON: text after the JSON value ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1,"x":tru}', `40: is not valid JSON: expected a JSON value ${FIX}`],
    ['{"qid":"q1","docid":"zz","score":1,"x":"\\q"}', `41: is not valid JSON: a bad escape ${FIX}`],
    [
      '{"qid":"q1","docid":"zz","score":1,"x":"\\udc00"}',
      `41: is not valid JSON: a lone surrogate escape (not a character) ${FIX}`,
    ],
    [
      '{"qid":"q1","docid":"zz","score":1,"tag":""}',
      '1: "tag" "" is not a run name: a non-empty string without spaces, or a number (write e.g. "tag": "dense-v2", or leave it out)',
    ],
    [
      '{"qid":"q1","docid":"zz","score":1,"run":null}',
      '1: "run" null is not a run name: a non-empty string without spaces, or a number (write e.g. "run": "dense-v2", or leave it out)',
    ],
    ['{"qid":"q1","docid":"zz","score":1\u000b}', `35: is not valid JSON: expected "," or "}" ${FIX}`],
    ['{}', '1: "qid" is missing (add "qid" (or "query_id") to every line)'],
    [
      '{"qid":"q1","docid":"zz","score":1,"a":1,"b":2,"c":3,"d":4,"e":5,"a":6}',
      `66: is not valid JSON: the key "a" appears twice ${FIX}`,
    ],
  ];

  it('first line, early, past the first reads, and last (without a newline)', async () => {
    const q = await readQrels(tmp.file('qrels.txt', 'q1 0 zz 1\n'));
    const base = randomRun(7, 12, 1500).text.replace(/\n$/, '').split('\n');
    expect(base.join('\n').length).toBeGreaterThan(2 ** 20 + 100000);
    const small = base.slice(0, 200);
    for (const [k, [bad, message]] of BAD.entries()) {
      // Line 8, and a line 50 before the end of a run over 1 MiB (past the first chunk), are the scanner's to see
      // first; the first line and a last line without a newline are always the general parser's.
      for (const [file, at] of [
        [small, 7],
        [base, base.length - 50],
        [small, k % 2 === 0 ? 0 : small.length - 1],
      ] as const) {
        const lines = [...file];
        lines[at] = bad;
        const err = await read(lines.join('\n'), q).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err, `${bad} at line ${at + 1}`).toBeInstanceOf(InputError);
        expect((err as InputError).format(), bad).toContain(`run.jsonl:${at + 1}:${message}`);
      }
    }
  });
});
