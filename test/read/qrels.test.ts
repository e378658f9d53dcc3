// readQrels: TREC qrels `qid iter docid grade`, every malformed line an error naming file:line:column.
import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { judgmentsFromShared, readQrels, scanQrelsLine, type Qrels } from '../../src/read/qrels.js';
import { LIMITS } from '../../src/read/limits.js';
import { hashBytes } from '../../src/read/ids.js';
import { splitFields } from '../../src/read/lines.js';
import { parseNumber } from '../../src/read/number.js';
import { mulberry32 } from '../seeded.mjs';
import { InputError } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();
const LABEL = 'eval/qrels.txt';

async function fails(content: string | Buffer): Promise<string> {
  const p = tmp.file('qrels.txt', content);
  const err = await readQrels(p, LABEL).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return (err as InputError).format();
}

describe('readQrels: valid input', () => {
  it('reads judgments, grades (negative and decimal kept as is), qids in natural order', async () => {
    const p = tmp.file('qrels.txt', 'q10 0 d1 1\nq2 0 d1 2\nq2 Q0 d2 -1\nq1 0 d3 1.7\n');
    const q = await readQrels(p);
    expect(q.qids).toEqual(['q1', 'q2', 'q10']);
    expect(q.judgments).toBe(4);
    expect(q.maxGrade).toBe(2);
    expect(Array.from(q.queries.get('q2')!.grades)).toEqual([2, -1]);
    expect(Array.from(q.queries.get('q1')!.grades)).toEqual([1.7]); // not truncated to 1 as trec_eval's atol does
    expect(q.queries.get('q2')!.countRelevant(1)).toBe(1);
    expect(q.facts.lines).toBe(4);
  });

  it('qids are opaque strings: "0201" and "201" are different queries', async () => {
    const q = await readQrels(tmp.file('qrels.txt', '201 0 a 1\n0201 0 a 1\n'));
    expect(q.qids).toHaveLength(2);
    expect(q.queries.get('201')).toBeDefined();
    expect(q.queries.get('0201')).toBeDefined();
  });

  it('skips # comments and blank lines, accepts tabs and runs of spaces, CRLF line endings and no final newline', async () => {
    const text =
      '# judged 2026-11-01\r\n\r\nq1\t0\td1\t1\r\n   # indented comment\r\nq1   0  d2   0\r\n  \t \r\nq2 0 d1 3';
    const q = await readQrels(tmp.file('qrels.txt', text));
    expect(q.judgments).toBe(3);
    expect(q.queries.get('q1')!.docids).toEqual(['d1', 'd2']); // no stray \r in ids
    expect(Array.from(q.queries.get('q2')!.grades)).toEqual([3]);
    expect([...q.queries.get('q2')!.lineList]).toEqual([7]);
  });

  it('reads gzip transparently (by magic bytes) and hashes the file as stored', async () => {
    const plain = 'q1 0 d1 1\nq1 0 d2 0\n';
    const gz = gzipSync(Buffer.from(plain));
    const p = tmp.file('qrels.txt', gz); // no .gz in the name
    const q = await readQrels(p);
    expect(q.judgments).toBe(2);
    expect(q.facts.gzip).toBe(true);
    expect(q.facts.sha256).toBe(createHash('sha256').update(gz).digest('hex'));
    expect(q.facts.bytes).toBe(gz.length);
  });
});

describe('readQrels: without the hash', () => {
  it('reads the same judgments and leaves the sha256 of a plain file untaken', async () => {
    const text = 'q1 0 d1 1\nq1 0 d2 0\nq2 0 d1 2\n';
    const p = tmp.file('qrels.txt', text);
    const hashed = await readQrels(p);
    const unhashed = await readQrels(p, p, LIMITS, { hash: false });
    expect(hashed.facts.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(unhashed.facts).toEqual({ ...hashed.facts, sha256: '' });
    expect(unhashed.qids).toEqual(hashed.qids);
    expect(unhashed.judgments).toBe(3);
    expect([...unhashed.queries.get('q1')!.grades]).toEqual([...hashed.queries.get('q1')!.grades]);
  });
});

describe('readQrels: errors name file, line and column', () => {
  it('wrong field count (too few / too many)', async () => {
    expect(await fails('q1 0 d1 1\nq1 0 d2\n')).toBe(
      'eval/qrels.txt:2:1: expected 4 fields "qid iter docid grade", found 3 (qrels lines are TREC format: query id, iteration (usually 0), document id, grade)',
    );
    expect(await fails('q1 0 d1 1 extra\n')).toMatch(
      /^eval\/qrels\.txt:1:1: expected 4 fields "qid iter docid grade", found more than 4 \(/,
    );
  });

  it('a non-numeric grade', async () => {
    expect(await fails('q1 0 d1 1\n# c\nq1 0 d2 high\n')).toBe(
      'eval/qrels.txt:3:9: grade "high" is not a number (grades are numbers such as 0, 1, 2 or -1 (judged non-relevant))',
    );
    expect(await fails('q1 0 d1 n/a\n')).toMatch(/^eval\/qrels\.txt:1:9: grade "n\/a" is not a number/);
    expect(await fails('q1 0 d1 1e400\n')).toMatch(/grade "1e400" is not a number/);
  });

  it('a duplicate judgment names both lines', async () => {
    expect(await fails('q1 0 d1 1\nq2 0 d1 1\nq1 0 d1 0\n')).toBe(
      'eval/qrels.txt:3:6: duplicate judgment for query "q1", document "d1" (first at line 1) (keep one judgment per (query, document) pair)',
    );
  });

  it('an empty file, and a file of comments only', async () => {
    expect(await fails('')).toBe('eval/qrels.txt: file is empty (the file must hold at least one line)');
    expect(await fails('# nothing\n\n')).toBe(
      'eval/qrels.txt: holds no judgments (only comments or blank lines) (add lines "qid 0 docid grade")',
    );
  });

  it('a file that is not text (NUL bytes), plain or inside gzip', async () => {
    const bin = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x0a, 0x31]);
    expect(await fails(bin)).toBe(
      'eval/qrels.txt:1:5: holds a NUL byte: this is not a text file (pass the plain or .gz text file)',
    );
    expect(await fails(gzipSync(bin))).toBe(
      'eval/qrels.txt:1:5: holds a NUL byte: this is not a text file (pass the plain or .gz text file)',
    );
  });

  it('a damaged gzip (corrupt or truncated)', async () => {
    const text = Array.from({ length: 200 }, (_, i) => `q1 0 d${i} 1\n`).join('');
    const gz = gzipSync(Buffer.from(text));
    const corrupt = Buffer.from(gz);
    for (let i = 12; i < 24; i++) corrupt[i] ^= 0xff;
    expect(await fails(corrupt)).toBe(
      'eval/qrels.txt: is a damaged gzip file (recompress it or pass the uncompressed file)',
    );
    expect(await fails(gz.subarray(0, gz.length - 10))).toBe(
      'eval/qrels.txt: is a damaged gzip file (recompress it or pass the uncompressed file)',
    );
  });

  it('a missing file and a directory', async () => {
    const err = await readQrels(`${tmp.dir()}/nope.txt`, 'eval/nope.txt').catch((e: InputError) => e.format());
    expect(err).toBe(
      'eval/nope.txt: file not found (check the path; relative paths resolve from the working directory or the contract folder)',
    );
    const dir = await readQrels(tmp.dir(), 'eval').catch((e: InputError) => e.format());
    expect(dir).toBe('eval: is a directory, not a file (point at the file inside it)');
  });
});

describe("scanQrelsLine, the plain lines' one pass", () => {
  it('takes a line only when the general path finds the same four fields and grade', () => {
    // Lines from an alphabet of field bytes, separators and the bytes that make a line unusual (control characters,
    // '#', signs, points, exponents), seeded; plus the forms real files use.
    const r = mulberry32(0x9e1);
    const alphabet = ['q', '1', '7', '0', 'd', 'é', ' ', ' ', '\t', '-', '+', '.', 'e', '#', '\r', '\u0001', 'x'];
    const lines = ['q1 0 d1 1', '301\t0\tFBIS3-10082\t-1', '1 Q0 doc 12', 'q 0 d -0', 'q 0 d 1.5', 'q 0 d 1e2', '# c'];
    const grades = ['0', '1', '2', '-1', '3', '12', '-0', '1.5', '+1', '1e2', '01', '7\r', '-', ''];
    const field = () =>
      Array.from({ length: 1 + Math.floor(r() * 4) }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
    for (let t = 0; t < 20_000; t++) {
      const fields = Array.from({ length: 1 + Math.floor(r() * 5) }, field);
      // Half of them four fields with a grade-like last one, the shape a judgments file has.
      if (t % 2 === 0) fields.splice(3, fields.length, grades[Math.floor(r() * grades.length)]);
      while (t % 2 === 0 && fields.length < 4) fields.unshift(field());
      lines.push(fields.join(r() < 0.8 ? ' ' : '\t'));
    }
    let taken = 0;
    for (const line of lines) {
      const buf = Buffer.from(`${line}\n`, 'utf8');
      const e = buf.length - 1;
      const a = [new Int32Array(8), new Int32Array(8)];
      const grade = scanQrelsLine(buf, 0, e, a[0], a[1]);
      if (grade !== grade) continue;
      taken++;
      const b = [new Int32Array(8), new Int32Array(8)];
      expect(splitFields(buf, 0, e, b[0], b[1], 4), line).toBe(4);
      expect([...a[0].subarray(0, 4), ...a[1].subarray(0, 4)], line).toEqual([
        ...b[0].subarray(0, 4),
        ...b[1].subarray(0, 4),
      ]);
      expect(Object.is(parseNumber(buf, b[0][3], b[1][3]), grade), line).toBe(true);
      expect(buf[0], line).not.toBe(35);
    }
    // The test means something only if many lines took the one pass.
    expect(taken).toBeGreaterThan(300);
  });
});

describe('readQrels with `shared`: read once, scored in several threads', () => {
  /** Everything a scorer reads of the judgments, query by query, with a lookup of every judged id and of absent ones. */
  const view = (q: Qrels) => ({
    qids: q.qids,
    judgments: q.judgments,
    maxGrade: q.maxGrade,
    facts: q.facts,
    queries: [...q.queries.values()].map((j) => {
      const ids = j.docids;
      const probes = [...ids, 'absent', `${ids[0]}x`].map((id) => {
        const b = Buffer.from(id);
        return j.lookup(b, 0, b.length, hashBytes(b, 0, b.length));
      });
      return { qid: j.qid, grades: [...j.grades], lines: [...j.lineList], ids, probes, mask: j.mask };
    }),
  });

  // Grouped by query (the columns kept as read) and interleaved (put in query order by the counting sort), each with
  // a query large enough for its table to grow several times.
  const grouped = [
    ...Array.from({ length: 300 }, (_, i) => `q1 0 d${i} ${i % 3}`),
    'q2 0 a 1',
    'q2 0 b -1',
    'q10 0 d1 2.5',
  ].join('\n');
  const interleaved = Array.from({ length: 400 }, (_, i) => `q${i % 7} 0 doc-${i} ${i % 4}`).join('\n');

  for (const [name, text] of [
    ['grouped', grouped],
    ['interleaved', interleaved],
  ]) {
    it(`${name}: the same judgments, every column in shared memory, and as another thread receives them`, async () => {
      const p = tmp.file('qrels.txt', `${text}\n`);
      const plain = await readQrels(p, LABEL);
      const shared = await readQrels(p, LABEL, LIMITS, { shared: true });
      expect(plain.shared).toBeUndefined();
      const s = shared.shared!;
      const c = s.columns;
      for (const col of [c.bytes, c.docStart, c.docEnd, c.hash, c.grade, c.line, s.tables])
        expect(col.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(view(shared)).toEqual(view(plain));
      // A message to a worker is a structured clone: the columns arrive as views of the same memory, not copies.
      const received = judgmentsFromShared(structuredClone(s));
      expect(view(received)).toEqual(view(plain));
      c.grade[0] = 99;
      expect(received.queries.get(received.shared!.order[0])!.grades[0]).toBe(99);
    });
  }
});
