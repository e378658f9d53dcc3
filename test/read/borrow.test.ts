// A grouped run's docids stay in the buffer they were read from while the query's lines come from that buffer
// (read/run.ts ResultBlock: borrowed, not copied), and move to the block's arena when the reader refills the buffer
// (PLAIN_CHUNK reads, an unfinished line carried to the next). These runs are several reads long, with queries that
// straddle a read's end: every docid handed over must be the one written, and a docid repeated across the boundary
// is still caught, on its line.
import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { readQrels } from '../../src/read/qrels.js';
import { readRun } from '../../src/read/run.js';
import { PLAIN_CHUNK } from '../../src/read/lines.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();

/** 80 queries × 1,000 results (~3.4 MB: thirteen reads), scores a permutation of the ranks so order matters. */
function run(): { lines: string[]; docs: Map<string, string[]> } {
  const lines: string[] = [];
  const docs = new Map<string, string[]>();
  for (let q = 1; q <= 80; q++) {
    const ids: string[] = [];
    for (let r = 1; r <= 1000; r++) {
      const id = `doc-${q}-${(r * 7919) % 1009}-x`;
      ids.push(id);
      lines.push(`q${q} Q0 ${id} ${r} ${((r * 613) % 1000) / 10} tag`);
    }
    docs.set(`q${q}`, ids);
  }
  return { lines, docs };
}

/**
 * The queries whose lines straddle the end of a plain read: each read fills PLAIN_CHUNK bytes from the start of the
 * line the read before left unfinished, so a read holds the whole lines that fit from there.
 */
function straddling(lines: string[]): Set<string> {
  const out = new Set<string>();
  let readStart = 0;
  let at = 0;
  let prevQ = '';
  for (const l of lines) {
    const q = l.slice(0, l.indexOf(' '));
    const next = at + Buffer.byteLength(l) + 1;
    if (next > readStart + PLAIN_CHUNK) {
      // This line did not fit: the next read starts with it.
      readStart = at;
      if (q === prevQ) out.add(q);
    }
    prevQ = q;
    at = next;
  }
  return out;
}

async function judged() {
  const js: string[] = [];
  for (let q = 1; q <= 80; q++) js.push(`q${q} 0 doc-${q}-1-x 1`);
  return readQrels(tmp.file('qrels.txt', js.join('\n') + '\n'));
}

describe('borrowed docids across read chunks', () => {
  it('hands over every docid as written, for a plain and a gzipped file', async () => {
    const { lines, docs } = run();
    const across = straddling(lines);
    expect(across.size).toBeGreaterThan(0); // the test reads queries across a chunk's end
    const text = lines.join('\n') + '\n';
    const qrels = await judged();
    for (const [name, data] of [
      ['run.trec', text],
      ['run.trec.gz', gzipSync(text)],
    ] as const) {
      const got = new Map<string, string[]>();
      await readRun(tmp.file(name, data), qrels, { duplicates: 'error' }, (b) => {
        got.set(
          b.qid,
          Array.from({ length: b.n }, (_, i) => b.docid(i)),
        );
      });
      expect(got.size).toBe(80);
      for (const [q, ids] of docs) expect(got.get(q), `${name} ${q}`).toEqual(ids);
    }
  });

  it('refuses a docid repeated after the chunk boundary that the query first listed before it', async () => {
    const { lines } = run();
    const q = [...straddling(lines)][0]!;
    // The query's first line is before the boundary; its last line repeats that line's docid.
    const first = lines.findIndex((l) => l.startsWith(`${q} `));
    let last = first;
    while (lines[last + 1]?.startsWith(`${q} `)) last++;
    const id = lines[first].split(' ')[2];
    lines[last] = `${q} Q0 ${id} 1000 0 tag`;
    const qrels = await judged();
    const p = tmp.file('dup.trec', lines.join('\n') + '\n');
    await expect(readRun(p, qrels, { duplicates: 'error' }, () => {})).rejects.toThrow(
      `document "${id}" appears twice for query "${q}" (first at line ${first + 1})`,
    );
    await expect(readRun(p, qrels, { duplicates: 'error' }, () => {})).rejects.toMatchObject({
      where: { line: last + 1 },
    });
  });
});
