// Tied scores under `ties: trec_eval` are ordered by docid descending in byte order, as trec_eval's strcmp orders
// them: a docid that is a prefix of another comes after it ("x1" after "x10"), and bytes compare unsigned ("é" is
// 0xC3 0xA9, after every ASCII letter). Pairs (the usual tie) and larger groups are ordered alike.
import { describe, it, expect } from 'vitest';
import { score, shuffled, useTmp, type Result } from './helpers.js';
import { mulberry32 } from '../seeded.mjs';

const tmp = useTmp();

describe('tied scores: docid descending in byte order', () => {
  it('a pair whose docids are a prefix of one another, and a group of four', async () => {
    const rs: Result[] = [
      ['q1', 'top', 9],
      ['q1', 'x1', 5],
      ['q1', 'x10', 5],
      ['q1', 'low', 1],
      ['q2', 'a', 3],
      ['q2', 'é', 3],
      ['q2', 'ab', 3],
      ['q2', 'b', 3],
    ];
    const s = await score(
      tmp,
      [
        ['q1', 'x1', 1],
        ['q2', 'a', 1],
      ],
      rs,
      ['RR'],
    );
    const top = (qid: string) => s.run.top[s.run.qids.indexOf(qid)]!.docids;
    expect(top('q1')).toEqual(['top', 'x10', 'x1', 'low']);
    expect(top('q2')).toEqual(['é', 'b', 'ab', 'a']);
    // The value follows the order: x1 (relevant) is third, a is fourth.
    expect(s.value('RR', 'q1')).toBe(1 / 3);
    expect(s.value('RR', 'q2')).toBe(1 / 4);
  });

  it('groups of 3, 16, 17 and 40 in shuffled file order (sorted in place up to 16, by sort() above)', async () => {
    const rng = mulberry32(7);
    const rs: Result[] = [];
    const js: [string, string, number][] = [];
    const want = new Map<string, number>();
    for (const size of [3, 16, 17, 40]) {
      const qid = `q${size}`;
      const docs = Array.from({ length: size }, (_, k) => `d${(k * 7919) % 1000}x${k % 3 ? 'a' : ''}`);
      for (const d of shuffled(docs, rng)) rs.push([qid, d, 2]);
      // The relevant document: a quarter of the way down the group's byte order (never its mirror position).
      const desc = [...docs].sort((a, b) => Buffer.compare(Buffer.from(b), Buffer.from(a)));
      const rel = desc[Math.floor(size / 4)]!;
      js.push([qid, rel, 1]);
      want.set(qid, 1 / (Math.floor(size / 4) + 1));
    }
    const s = await score(tmp, js, rs, ['RR']);
    for (const [qid, rr] of want) expect(s.value('RR', qid), qid).toBe(rr);
  });
});
