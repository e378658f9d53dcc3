// readQueries: `qid<TAB>text`, an optional header, errors naming file:line.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readQueries } from '../../src/read/queries.js';
import { InputError } from '../../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'rankgate-queries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(name: string, content: string | Buffer): string {
  const p = join(dir, `${n++}-${name}`);
  writeFileSync(p, content);
  return p;
}

async function texts(content: string | Buffer): Promise<Record<string, string>> {
  return Object.fromEntries((await readQueries(file('q.tsv', content), 'q.tsv')).texts);
}

async function errorOf(name: string, content: string): Promise<string> {
  try {
    await readQueries(file(name, content), name);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).format();
  }
  throw new Error('expected an InputError');
}

describe('readQueries', () => {
  it('reads qid<TAB>text; the text keeps inner tabs and markup, loses outer blanks', async () => {
    expect(await texts('q1\thow do I export?\nq2\t  a\tb | <script> @user  \n# comment\n\nq10\tERR-5001\r\n')).toEqual({
      q1: 'how do I export?',
      q2: 'a\tb | <script> @user',
      q10: 'ERR-5001',
    });
  });

  it('skips a first line "qid<TAB>text" or "qid<TAB>query" as a header, but only the first', async () => {
    expect(await texts('qid\ttext\nq1\tfoo\n')).toEqual({ q1: 'foo' });
    expect(await texts('QID\tQuery\nq1\tfoo\n')).toEqual({ q1: 'foo' });
    // "qid" later in the file is an ordinary query id
    expect(await texts('q1\tfoo\nqid\ttext\n')).toEqual({ q1: 'foo', qid: 'text' });
  });

  it('an empty text is kept as empty', async () => {
    expect(await texts('q1\t\nq2\tx\n')).toEqual({ q1: '', q2: 'x' });
  });

  it('reads a gzip-compressed file and reports its facts', async () => {
    const t = await readQueries(file('q.tsv.gz', gzipSync('q1\tfoo\nq2\tbar\n')), 'q.tsv.gz');
    expect(Object.fromEntries(t.texts)).toEqual({ q1: 'foo', q2: 'bar' });
    expect(t.facts).toMatchObject({ path: 'q.tsv.gz', lines: 2, gzip: true });
  });

  it('a line without a tab names file:line', async () => {
    expect(await errorOf('space.tsv', 'q1\tfoo\nq2 bar\n')).toBe(
      'space.tsv:2:1: expected "qid<TAB>text" (separate the query id and its text with one tab)',
    );
    expect(await errorOf('lead.tsv', '\tno id\n')).toMatch(/^lead\.tsv:1:1: expected "qid<TAB>text"/);
  });

  it('a query with two texts names both lines', async () => {
    expect(await errorOf('dup.tsv', 'q1\tfoo\nq2\tbar\nq1\tbaz\n')).toBe(
      'dup.tsv:3:1: query "q1" has two texts (first at line 1) (keep one line per query)',
    );
  });

  it('a missing or empty file', async () => {
    expect(await errorOf('empty.tsv', '')).toMatch(/^empty\.tsv: file is empty/);
    await expect(readQueries(join(dir, 'nope.tsv'), 'nope.tsv')).rejects.toThrow('file not found');
  });
});
