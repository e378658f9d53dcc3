// The judgments reader works on bytes (read/qrels.ts): a query's id becomes a string when the query changes, a docid
// only when something asks for the list (QueryJudgments.docids). Interleaved queries, a duplicate found across a
// change of query, and more docid bytes than the reader's first arena (64 KiB) must read as the lines say.
import { describe, it, expect } from 'vitest';
import { readQrels } from '../../src/read/qrels.js';
import { hashBytes } from '../../src/read/ids.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();
const find = (q: { lookup: (b: Buffer, s: number, e: number, h: number) => number }, d: string) => {
  const b = Buffer.from(d, 'utf8');
  return q.lookup(b, 0, b.length, hashBytes(b, 0, b.length));
};

describe('judgments read from bytes', () => {
  it('interleaved queries keep their own judgments, found by docid bytes', async () => {
    const qrels = await readQrels(
      tmp.file('q.txt', 'q1 0 d1 1\nq2 0 d1 2\nq1 0 dé 3\nq2 0 d2 0\nq1 0 d3 -1\nq10 0 d1 1\nq1 0 d4 2\n'),
    );
    const q1 = qrels.queries.get('q1')!;
    const q2 = qrels.queries.get('q2')!;
    expect(q1.docids).toEqual(['d1', 'dé', 'd3', 'd4']);
    expect([...q1.grades]).toEqual([1, 3, -1, 2]);
    expect([...q1.lineList]).toEqual([1, 3, 5, 7]);
    expect(q2.docids).toEqual(['d1', 'd2']);
    expect([...q2.grades]).toEqual([2, 0]);
    expect(find(q1, 'dé')).toBe(1);
    expect(find(q2, 'd1')).toBe(0);
    expect(find(q2, 'dé')).toBe(-1);
    // q10 starts with q1's bytes: a query of its own, and the q1 line after it is q1's.
    expect(qrels.queries.get('q10')!.docids).toEqual(['d1']);
    expect(qrels.qids).toEqual(['q1', 'q2', 'q10']);
  });

  it('a duplicate across a change of query names both lines', async () => {
    const p = tmp.file('dup.txt', 'q1 0 d1 1\nq2 0 d1 1\nq1 0  d1 0\n');
    await expect(readQrels(p)).rejects.toThrow('duplicate judgment for query "q1", document "d1" (first at line 1)');
    await expect(readQrels(p)).rejects.toMatchObject({ where: { line: 3, column: 7 } });
  });

  it('more docid bytes than the first arena: every judgment still found', async () => {
    // 3,000 judgments of 40-byte docids over 30 queries: 120 KB of docid bytes, so the arena grows twice.
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) lines.push(`q${i % 30} 0 ${`doc-${i}`.padEnd(40, 'x')} ${i % 3}`);
    const qrels = await readQrels(tmp.file('big.txt', lines.join('\n') + '\n'));
    expect(qrels.judgments).toBe(3000);
    for (let i = 0; i < 3000; i += 97) {
      const q = qrels.queries.get(`q${i % 30}`)!;
      const k = find(q, `doc-${i}`.padEnd(40, 'x'));
      expect(k).toBe(Math.floor(i / 30));
      expect(q.grades[k]).toBe(i % 3);
    }
    expect(qrels.queries.get('q7')!.docids[2]).toBe('doc-67'.padEnd(40, 'x'));
  });
});
