// The text rule and the limits every reader shares (read/lines.ts, read/open.ts, read/limits.ts): one rule for
// qrels, runs, slices and queries — UTF-8 without NUL, a leading BOM skipped, every refusal naming file:line:column.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { readQrels } from '../../src/read/qrels.js';
import { readRun } from '../../src/read/run.js';
import { readSlices } from '../../src/read/slices.js';
import { readQueries } from '../../src/read/queries.js';
import { LIMITS, resultsPerQuery, bytesText, type Limits } from '../../src/read/limits.js';
import { InputError } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();

type Reader = (path: string, label: string, limits?: Readonly<Limits>) => Promise<unknown>;
const QRELS_TEXT = 'q1 0 d1 1\n';

/** The four text readers, each with a valid line to put around the bad bytes. */
const READERS: Record<string, { read: Reader; head: string; line: (s: string) => string }> = {
  qrels: { read: (p, l, lim) => readQrels(p, l, lim), head: '', line: (s) => `q${s} 0 d 1` },
  run: {
    read: async (p, l, lim) =>
      readRun(
        p,
        await readQrels(tmp.file('q.txt', QRELS_TEXT)),
        { duplicates: 'error', label: l, limits: lim },
        () => {},
      ),
    head: '',
    line: (s) => `q${s} Q0 d 1 1 t`,
  },
  slices: { read: (p, l, lim) => readSlices(p, l, lim), head: 'qid\ttype\n', line: (s) => `q${s}\tx` },
  queries: { read: (p, l, lim) => readQueries(p, l, lim), head: '', line: (s) => `q${s}\ttext` },
};

async function refusal(read: Reader, content: string | Buffer, limits?: Readonly<Limits>): Promise<string> {
  const err = await read(tmp.file('f', content), 'in.txt', limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return (err as InputError).format();
}

describe.each(Object.entries(READERS))('%s: the text rule', (_, r) => {
  it('invalid UTF-8 is refused on its line and column, plain and gzipped', async () => {
    const body = Buffer.concat([
      Buffer.from(`${r.head}${r.line('1')}\n${r.line('2')}`),
      Buffer.from([0xe9]),
      Buffer.from(`x\n${r.line('3')}\n`),
    ]);
    const line = r.head ? 3 : 2;
    const col = r.line('2').length + 1;
    const want = `in.txt:${line}:${col}: is not valid UTF-8 (byte 0xE9) (save the file as UTF-8, e.g. iconv -f latin1 -t utf-8 FILE)`;
    expect(await refusal(r.read, body)).toBe(want);
    expect(await refusal(r.read, gzipSync(body))).toBe(want);
  });

  it.each([
    ['an overlong "/"', [0xc0, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a lone continuation byte', [0x80]],
    ['a sequence cut short by the newline', [0xe2, 0x82]],
  ])('%s is invalid UTF-8', async (_what, bytes) => {
    const body = Buffer.concat([Buffer.from(`${r.head}${r.line('1')}`), Buffer.from(bytes), Buffer.from('\n')]);
    expect(await refusal(r.read, body)).toMatch(/^in\.txt:\d+:\d+: is not valid UTF-8/);
  });

  it('a NUL byte anywhere, also after the first 4 KiB and after the first reads', async () => {
    const filler = Array.from({ length: 120_000 }, (_, i) => r.line(String(i + 10))).join('\n');
    const body = `${r.head}${filler}\n${r.line('x\u0000y')}\n`;
    expect(body.length).toBeGreaterThan(1 << 20);
    const line = (r.head ? 1 : 0) + 120_001;
    expect(await refusal(r.read, body)).toBe(
      `in.txt:${line}:3: holds a NUL byte: this is not a text file (pass the plain or .gz text file)`,
    );
  });

  it('a UTF-8 byte order mark at the start is skipped, not made part of the first id', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${r.head}${r.line('1')}\n`)]);
    await expect(r.read(tmp.file('bom', body), 'in.txt')).resolves.toBeDefined();
  });

  it('a line over the line limit (1 MiB) is refused on its line, before it is held whole', async () => {
    const long = r.line('1') + 'x'.repeat(LIMITS.lineBytes + 10);
    const body = `${r.head}${r.line('0')}\n${long}\n`;
    expect(await refusal(r.read, body)).toBe(
      `in.txt:${r.head ? 3 : 2}: line is longer than 1 MiB (every input holds one short record per line; is this the right file?)`,
    );
    expect(await refusal(r.read, gzipSync(body))).toMatch(/^in\.txt:\d: line is longer than 1 MiB/);
  });

  it('blank lines anywhere are fine; a flood of them is refused (limit lowered for the test)', async () => {
    const ok = `\n\n${r.head}\n${r.line('1')}\n\n   \n${r.line('2')}\n\n\n`;
    await expect(r.read(tmp.file('blank', ok), 'in.txt')).resolves.toBeDefined();
    const flood = `${r.head}${r.line('1')}\n${'\n'.repeat(20)}${r.line('2')}\n`;
    expect(await refusal(r.read, flood, { ...LIMITS, blankRun: 10 })).toBe(
      `in.txt:${(r.head ? 2 : 1) + 11}: more than 10 blank or comment lines in a row (remove the empty lines; is this the right file?)`,
    );
  });
});

describe('what may be opened', () => {
  it('a named pipe (FIFO) is refused at once instead of blocking forever', async () => {
    const fifo = join(tmp.dir(), 'pipe');
    execFileSync('mkfifo', [fifo]);
    for (const r of Object.values(READERS)) {
      const err = await r.read(fifo, 'runs/pipe').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((err as InputError).format()).toBe(
        'runs/pipe: is a named pipe (FIFO), not a regular file (write the data to a file first and pass that file)',
      );
    }
  });

  it('a device and a directory are refused', async () => {
    expect(await refusal(READERS.qrels.read.bind(null), '')).toBe(
      'in.txt: file is empty (the file must hold at least one line)',
    );
    const dev = await readQrels('/dev/zero', 'dev').catch((e: InputError) => e.format());
    expect(dev).toBe('dev: is a device, not a regular file (write the data to a file first and pass that file)');
    const dir = await readQrels(tmp.dir(), 'eval').catch((e: InputError) => e.format());
    expect(dir).toBe('eval: is a directory, not a file (point at the file inside it)');
  });
});

describe('gzip and run limits', () => {
  it('a .gz may not decompress beyond max(floor, ratio × its size); the message says which limit', async () => {
    const text = Array.from({ length: 5000 }, (_, i) => `q1 0 d${i} 1`).join('\n') + '\n';
    const gz = gzipSync(text);
    const limits = { ...LIMITS, gunzipFloor: 16 << 10, gunzipRatio: 1 };
    const msg = await refusal(READERS.qrels.read, gz, limits);
    expect(msg).toMatch(
      new RegExp(
        `^in\\.txt:\\d+: decompresses to more than 16 KiB \\(the limit for a ${bytesText(gz.length).replace('.', '\\.')} \\.gz file: 1× its size, at least 16 KiB\\) \\(is it a gzip bomb\\?`,
      ),
    );
    // the same file within the limits reads
    await expect(readQrels(tmp.file('ok.gz', gz), 'ok')).resolves.toMatchObject({ judgments: 5000 });
  });

  it('results per query: max(100,000, 10 × depth), the ceiling without a depth', () => {
    expect(resultsPerQuery(1000)).toBe(100_000);
    expect(resultsPerQuery(50_000)).toBe(500_000);
    expect(resultsPerQuery(1_000_000)).toBe(10_000_000);
    expect(resultsPerQuery(Infinity)).toBe(10_000_000);
  });

  it('a query past the results limit is refused on the line that passes it', async () => {
    const q = await readQrels(tmp.file('q.txt', 'q1 0 d1 1\n'));
    const run = Array.from({ length: 3000 }, (_, i) => `q1 Q0 d${i} ${i + 1} ${3000 - i} t`).join('\n') + '\n';
    const err = await readRun(
      tmp.file('big.trec', run),
      q,
      { duplicates: 'error', label: 'big.trec', maxPerQuery: 2048 },
      () => {},
    ).catch((e: InputError) => e.format());
    expect(err).toBe(
      'big.trec:2049: query "q1" has more than 2,048 results (rankgate holds at most max(100,000, 10 × depth) results per query; cut the run to its top results)',
    );
  });

  it('a repeated result is refused at its second occurrence, also in an interleaved file', async () => {
    const q = await readQrels(tmp.file('q.txt', 'q1 0 d1 1\nq2 0 d1 1\n'));
    const lines = ['q1 Q0 d1 1 1 t', 'q2 Q0 d1 1 1 t', ...Array.from({ length: 10 }, () => 'q1 Q0 d1 1 1 t')];
    const err = await readRun(
      tmp.file('rep.trec', lines.join('\n') + '\n'),
      q,
      { duplicates: 'error', label: 'rep.trec' },
      () => {},
    ).catch((e: InputError) => e.format());
    expect(err).toBe(
      'rep.trec:3: document "d1" appears twice for query "q1" (first at line 1) (remove the repeated result, or set policy.duplicates: first to keep the first)',
    );
    let kept = 0;
    const r = await readRun(
      tmp.file('rep.trec', lines.join('\n') + '\n'),
      q,
      { duplicates: 'first', label: 'rep.trec' },
      (b) => {
        kept = Math.max(kept, b.n);
      },
    );
    expect(kept).toBe(1);
    expect(r.duplicatesDropped).toBe(10);
  });

  it('qrels: more judgments than the limit are refused (limit lowered for the test)', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `q1 0 d${i} 1`).join('\n') + '\n';
    expect(await refusal(READERS.qrels.read, text, { ...LIMITS, judgments: 25 })).toBe(
      'in.txt:26: holds more than 25 judgments (rankgate holds every judgment in memory; split the evaluation into several gates)',
    );
  });
});
