// readSlices: TSV / CSV with a header, JSONL, several dimensions and values, and errors that name file:line.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSlices } from '../../src/read/slices.js';
import { InputError } from '../../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'rankgate-slices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(name: string, content: string | Buffer): string {
  const p = join(dir, `${n++}-${name}`);
  writeFileSync(p, content);
  return p;
}

/** The labels as a plain object, for readable expectations. */
async function read(name: string, content: string | Buffer) {
  const t = await readSlices(file(name, content), name);
  return { dimensions: t.dimensions, labels: Object.fromEntries(t.labels), facts: t.facts };
}

async function errorOf(name: string, content: string): Promise<string> {
  try {
    await readSlices(file(name, content), name);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).format();
  }
  throw new Error('expected an InputError');
}

describe('TSV and CSV', () => {
  it('reads a TSV header and rows, several dimensions, several values per cell', async () => {
    const text = 'qid\ttype\tlang\n# a comment\nq1\texact-id\ten\n\nq2\tnavigational; ambiguous\tde;en\nq3\t\tfr\n';
    const t = await read('s.tsv', text);
    expect(t.dimensions).toEqual(['type', 'lang']);
    expect(t.labels).toEqual({
      q1: [['exact-id'], ['en']],
      q2: [
        ['navigational', 'ambiguous'],
        ['de', 'en'],
      ],
      q3: [[], ['fr']],
    });
    // File facts: path as labelled, sha256 of the bytes, 6 lines.
    expect(t.facts.path).toBe('s.tsv');
    expect(t.facts.lines).toBe(6);
    expect(t.facts.sha256).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('reads CSV with quoted cells, CRLF line ends, blanks around values and repeated values', async () => {
    const t = await read('s.csv', 'QID,type,lang\r\nq1,"a,b;c",en\r\n"q""2", a ; a ;b ,\r\nq3,x\r\n');
    expect(t.dimensions).toEqual(['type', 'lang']);
    expect(t.labels).toEqual({
      q1: [['a,b', 'c'], ['en']],
      'q"2': [['a', 'b'], []],
      q3: [['x'], []], // a short row leaves the remaining dimensions without a value
    });
  });

  it('reads a gzip-compressed file', async () => {
    const t = await read('s.tsv.gz', gzipSync('qid\ttype\nq1\ta\n'));
    expect(t.labels).toEqual({ q1: [['a']] });
    expect(t.facts.gzip).toBe(true);
  });

  it('a duplicate query row names both lines', async () => {
    expect(await errorOf('dup.tsv', 'qid\ttype\nq1\ta\nq2\tb\nq1\tc\n')).toBe(
      'dup.tsv:4:1: query "q1" is listed twice (first at line 2) (give each query one row; put several values in one cell separated by ";")',
    );
  });

  it('a header that does not start with qid', async () => {
    expect(await errorOf('nohead.tsv', 'id\ttype\nq1\ta\n')).toBe(
      'nohead.tsv:1:1: the header must start with "qid", found "id" (first line: qid<TAB>type<TAB>lang ... (one column per slice dimension))',
    );
    // A file with no header at all: its first row is read as one and rejected.
    expect(await errorOf('rows.tsv', 'q1\ta\nq2\tb\n')).toMatch(
      /^rows\.tsv:1:1: the header must start with "qid", found "q1"/,
    );
  });

  it('a header without dimensions, a bad, reserved or repeated dimension name', async () => {
    expect(await errorOf('only.tsv', 'qid\nq1\n')).toMatch(/^only\.tsv:1: the header names no slice dimension/);
    expect(await errorOf('bad.tsv', 'qid\ttype\tmy dim\nq1\ta\tb\n')).toMatch(
      /^bad\.tsv:1:3: dimension name "my dim" must be letters, digits/,
    );
    expect(await errorOf('all.csv', 'qid,all\nq1,a\n')).toMatch(/^all\.csv:1: "all" is reserved/);
    expect(await errorOf('twice.csv', 'qid,type,type\nq1,a,b\n')).toMatch(
      /^twice\.csv:1: dimension "type" appears twice/,
    );
  });

  it('a ragged row with more cells than the header', async () => {
    expect(await errorOf('ragged.tsv', 'qid\ttype\tlang\nq1\ta\ten\nq2\ta\ten\textra\n')).toBe(
      'ragged.tsv:3: row has 4 cells but the header has 3 (one cell per header column; separate several values with ";")',
    );
    expect(await errorOf('ragged.csv', 'qid,type\nq1,a,b\n')).toMatch(
      /^ragged\.csv:2: row has 3 cells but the header has 2/,
    );
  });

  it('an empty qid cell, an unclosed quote, text after a quote', async () => {
    expect(await errorOf('empty.tsv', 'qid\ttype\n\ta\n')).toMatch(/^empty\.tsv:2:1: the qid cell is empty/);
    expect(await errorOf('open.csv', 'qid,type\nq1,"a\n')).toMatch(/^open\.csv:2:\d+: unclosed quote/);
    expect(await errorOf('after.csv', 'qid,type\nq1,"a"b\n')).toMatch(/^after\.csv:2:\d+: text after a closing quote/);
  });

  it('an empty file, or a header without rows', async () => {
    expect(await errorOf('empty.tsv', '')).toMatch(/^empty\.tsv: file is empty/);
    expect(await errorOf('header.tsv', 'qid\ttype\n')).toMatch(/^header\.tsv: holds no slice rows/);
  });
});

describe('JSONL', () => {
  it('reads one object per line; dimensions in order of first appearance; lists, numbers and booleans as values', async () => {
    const t = await read(
      's.jsonl',
      [
        '{"qid": "q1", "type": "exact-id", "lang": ["en", "de"]}',
        '# comment',
        '{"qid": 2, "type": "a;b", "lang": null}',
        '{"qid": "q3", "split": "test", "flag": true, "n": 7, "type": ""}',
      ].join('\n') + '\n',
    );
    expect(t.dimensions).toEqual(['type', 'lang', 'split', 'flag', 'n']);
    expect(t.labels).toEqual({
      q1: [['exact-id'], ['en', 'de'], [], [], []],
      2: [['a', 'b'], [], [], [], []],
      q3: [[], [], ['test'], ['true'], ['7']],
    });
  });

  it('bad JSON names the line', async () => {
    expect(await errorOf('bad.jsonl', '{"qid": "q1", "type": "a"}\n{"qid": "q2", "type": \n')).toBe(
      'bad.jsonl:2:23: is not valid JSON: expected a JSON value, but the line ends (each line is {"qid": "...", "<dimension>": "value" or ["v1", "v2"]})',
    );
  });

  it('a line that is not an object, a missing qid, a value that is an object, a duplicate qid', async () => {
    expect(await errorOf('arr.jsonl', '{"qid": "q1", "type": "a"}\n[1, 2]\n')).toMatch(
      /^arr\.jsonl:2:1: is not a JSON object/,
    );
    expect(await errorOf('noqid.jsonl', '{"type": "a"}\n')).toMatch(/^noqid\.jsonl:1:1: "qid" is missing/);
    expect(await errorOf('obj.jsonl', '{"qid": "q1", "type": {"x": 1}}\n')).toMatch(
      /^obj\.jsonl:1: "type" must be a string, number or list of them/,
    );
    expect(await errorOf('dup.jsonl', '{"qid": "q1", "type": "a"}\n{"qid": "q1", "type": "b"}\n')).toMatch(
      /^dup\.jsonl:2:1: query "q1" is listed twice \(first at line 1\)/,
    );
    expect(await errorOf('all.jsonl', '{"qid": "q1", "all": "a"}\n')).toMatch(/^all\.jsonl:1: "all" is reserved/);
  });

  it('a key that is not a valid dimension name is rejected as in a TSV header', async () => {
    // "a=b" would make the slice "a=b=x", which no rule or held-out setting could name unambiguously.
    expect(await errorOf('eq.jsonl', '{"qid": "q1", "type": "a"}\n{"qid": "q2", "a=b": "x"}\n')).toBe(
      'eq.jsonl:2: dimension name "a=b" must be letters, digits, ".", "_" or "-" (rename the key)',
    );
    expect(await errorOf('blank.jsonl', '{"qid": "q1", "my type": "a"}\n')).toMatch(
      /^blank\.jsonl:1: dimension name "my type"/,
    );
  });
});
