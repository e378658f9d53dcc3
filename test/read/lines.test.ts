// How read/lines.ts cuts a file into lines. A plain file is read PLAIN_CHUNK bytes at a time into one buffer, and a
// chunk's unfinished last line is moved to the buffer's front for the next read to complete; a gzipped file's text
// goes through such a buffer too. Every line must reach the stretch handler or the line handler whole, once, in order
// and with its number, wherever the reads end — also a line longer than a read, a last line without a newline, CRLF, a
// byte order mark, a worker's byte range, and a buffer the caller lends (a WebAssembly loop's input).
import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PLAIN_CHUNK, readLines, type StretchHandler } from '../../src/read/lines.js';
import { useTmp } from '../score/helpers.js';
import { mulberry32 } from '../seeded.mjs';

const tmp = useTmp();

/**
 * About 1.6 MB of lines of 1 to 700 bytes, each naming its own number, with two lines longer than a read (one of
 * them longer than two reads) and a few that end exactly where a read of the whole file would end.
 */
function sampleLines(seed: number): string[] {
  const next = mulberry32(seed);
  const lines: string[] = [];
  let bytes = 0;
  while (bytes < 1_600_000) {
    const n = lines.length + 1;
    let line = `L${n}:`;
    if (n === 700) line += 'a'.repeat(PLAIN_CHUNK + 123);
    else if (n === 2500) line += 'b'.repeat(2 * PLAIN_CHUNK + 5);
    else line += 'x'.repeat(Math.floor(next() * 700));
    // Land this line's newline on a multiple of the read size now and then.
    const toEdge = PLAIN_CHUNK - ((bytes + line.length + 1) % PLAIN_CHUNK);
    if (n % 97 === 0 && toEdge < 500) line += 'y'.repeat(toEdge);
    lines.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  return lines;
}

type Seen = { text: string; no: number; by: 'line' | 'stretch' };

/**
 * Reads `path` and lists every line as handed over. The stretch handler takes lines while they do not start with
 * `stopAt`'s letter (the line handler gets those), as the run reader's loop leaves some lines to JavaScript.
 */
async function collect(
  path: string,
  opts: { stopAt?: string; range?: { start: number; end: number }; readInto?: Buffer; hash?: boolean } = {},
) {
  const seen: Seen[] = [];
  const buffers = new Set<ArrayBufferLike>();
  const stretch: StretchHandler = (buf, pos, end, counter) => {
    buffers.add(buf.buffer);
    while (pos < end) {
      const nl = buf.indexOf(10, pos);
      expect(nl).toBeGreaterThanOrEqual(pos);
      expect(nl).toBeLessThan(end);
      let e = nl;
      if (e > pos && buf[e - 1] === 13) e--;
      const text = buf.toString('latin1', pos, e);
      if (opts.stopAt !== undefined && text.startsWith(opts.stopAt)) return pos;
      seen.push({ text, no: counter.next(), by: 'stretch' });
      pos = nl + 1;
    }
    return pos;
  };
  const facts = await readLines(
    path,
    (buf, s, e, no) => {
      seen.push({ text: buf.toString('latin1', s, e), no, by: 'line' });
    },
    { stretch, range: opts.range, readInto: opts.readInto, hash: opts.hash },
  );
  return { seen, facts, buffers };
}

function expectLines(seen: Seen[], lines: string[], firstNo = 1): void {
  expect(seen.length).toBe(lines.length);
  for (let i = 0; i < lines.length; i++) {
    if (seen[i].text !== lines[i] || seen[i].no !== firstNo + i)
      throw new Error(`line ${firstNo + i}: got #${seen[i].no} "${seen[i].text.slice(0, 40)}…" by ${seen[i].by}`);
  }
}

describe('lines across reads', () => {
  it('hands over every line whole, once, in order and numbered, as the gzipped file does', async () => {
    const lines = sampleLines(1);
    const text = lines.join('\n') + '\n';
    const plain = tmp.file('plain.txt', text);
    const got = await collect(plain);
    expectLines(got.seen, lines);
    // Lines reach the stretch handler whole: only the two lines longer than a read come by the line handler.
    expect(got.seen.filter((s) => s.by === 'line').map((s) => s.no)).toEqual([700, 2500]);
    expect(got.facts).toMatchObject({
      sha256: createHash('sha256').update(text).digest('hex'),
      lines: lines.length,
      bytes: Buffer.byteLength(text),
      gzip: false,
    });
    const gz = await collect(tmp.file('plain.txt.gz', gzipSync(text)));
    expectLines(gz.seen, lines);
    expect(gz.seen.filter((s) => s.by === 'line').map((s) => s.no)).toEqual([700, 2500]);
    expect(gz.facts).toMatchObject({ lines: lines.length, gzip: true });
  });

  it('lines the stretch handler leaves reach the line handler, and the rest of the chunk the stretch handler', async () => {
    const lines = sampleLines(2).map((l, i) => (i % 13 === 5 ? `J${l}` : l));
    const got = await collect(tmp.file('mixed.txt', lines.join('\n') + '\n'), { stopAt: 'J' });
    expectLines(got.seen, lines);
    for (const s of got.seen)
      expect(s.by === 'line', s.text.slice(0, 12)).toBe(s.text.startsWith('J') || s.text.length > PLAIN_CHUNK);
  });

  it('a last line without a newline, CRLF line ends and a byte order mark', async () => {
    // A short last line: it is the unfinished tail of the last read.
    const lines = [...sampleLines(3), 'L-last:short'];
    const text = '\ufeff' + lines.join('\r\n');
    const got = await collect(tmp.file('crlf.txt', text));
    expectLines(got.seen, lines);
    expect(got.facts.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    const gz = await collect(tmp.file('crlf.txt.gz', gzipSync(text)));
    expectLines(gz.seen, lines);
  });

  it('a byte range (a worker share, cut at line starts) gives its lines, numbered from 1, unhashed', async () => {
    const lines = sampleLines(4);
    const text = lines.join('\n') + '\n';
    const path = tmp.file('range.txt', text);
    const startAt = (i: number) => Buffer.byteLength(lines.slice(0, i).join('\n')) + (i > 0 ? 1 : 0);
    for (const [a, b] of [
      [0, 900],
      [900, 2600],
      [2600, lines.length],
    ]) {
      const got = await collect(path, { range: { start: startAt(a), end: startAt(b) }, hash: false });
      expectLines(got.seen, lines.slice(a, b));
      expect(got.facts.sha256).toBe('');
    }
  });

  it('reads into a lent buffer when it is large enough, and into its own otherwise, plain or gzipped', async () => {
    const lines = sampleLines(5);
    const text = lines.join('\n') + '\n';
    for (const path of [tmp.file('lent.txt', text), tmp.file('lent.txt.gz', gzipSync(text))]) {
      const lent = Buffer.alloc(PLAIN_CHUNK + 64);
      const got = await collect(path, { readInto: lent });
      expectLines(got.seen, lines);
      expect(got.buffers.size).toBe(1);
      expect(got.buffers.has(lent.buffer)).toBe(true);
      const small = Buffer.alloc(PLAIN_CHUNK - 1);
      const own = await collect(path, { readInto: small });
      expectLines(own.seen, lines);
      expect(own.buffers.has(small.buffer)).toBe(false);
    }
  });
});
