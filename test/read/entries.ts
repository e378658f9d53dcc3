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

/** FNV-1a over the UTF-8 bytes of `text`, written from strings: the docid hash the reader must give. */
export function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(text, 'utf8')) h = Math.imul(h ^ b, 0x01000193);
  return h >>> 0;
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
