// Tied scores under `ties: trec_eval` are ordered by docid descending in byte order, as trec_eval's strcmp orders
// them: a docid that is a prefix of another comes after it ("x1" after "x10"), and bytes compare unsigned ("é" is
// 0xC3 0xA9, after every ASCII letter). Pairs (the usual tie) and larger groups are ordered alike.
import { describe, it, expect } from 'vitest';
import { score, useTmp, type Result } from './helpers.js';

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
});
