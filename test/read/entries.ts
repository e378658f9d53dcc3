// What the run reader hands over, flattened to one entry per result line: what the scanner tests compare with what
// their runs were written to hold.
import { readRun } from '../../src/read/run.js';
import type { Qrels } from '../../src/read/qrels.js';

export interface Entry {
  qid: string;
  docid: string;
  score: number;
  rank: number;
  line: number;
  hash: number;
}

/**
 * MurmurHash3 (x86, 32-bit, seed 0) of the UTF-8 bytes of `text`, written again here from its definition, word by word
 * through a DataView: the docid hash the reader must give (read/ids.ts hashBytes; test/read/ids.test.ts holds both to
 * the reference's values).
 */
export function docidHash(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const mix = (k: number) => Math.imul(rotl(Math.imul(k, 0xcc9e2d51), 15), 0x1b873593);
  const words = bytes.length >> 2;
  let h = 0;
  for (let w = 0; w < words; w++) h = (Math.imul(rotl(h ^ mix(view.getUint32(w * 4, true)), 13), 5) + 0xe6546b64) | 0;
  let tail = 0;
  for (let t = bytes.length - 1; t >= words * 4; t--) tail = (tail << 8) | bytes[t];
  if (bytes.length % 4) h ^= mix(tail);
  h ^= bytes.length;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function rotl(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

/** Every result of the run file at `path` (judged or not), in the order the reader hands them over. */
export async function readEntries(
  path: string,
  q: Qrels,
): Promise<{ entries: Entry[]; tags: string[]; badRanks: number; format: 'trec' | 'jsonl' }> {
  const entries: Entry[] = [];
  const res = await readRun(path, q, { duplicates: 'error', unjudgedQueries: true }, (b) => {
    for (let i = 0; i < b.n; i++) {
      entries.push({
        qid: b.qid,
        docid: b.docid(i),
        score: b.scores[i],
        rank: b.ranks[i],
        line: b.lines[i],
        hash: b.hashes[i],
      });
    }
  });
  return { entries, tags: res.tags, badRanks: res.badRanks.count, format: res.format };
}
