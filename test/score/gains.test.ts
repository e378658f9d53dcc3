import { describe, it, expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import { useTmp, score, ranked } from './helpers.js';

const tmp = useTmp();

describe('nDCG gains map', () => {
  it('refuses a positive grade the map does not price, naming file and line', async () => {
    const err = await score(
      tmp,
      [
        ['q1', 'a', 1],
        ['q1', 'b', 3],
      ],
      ranked('q1', ['a', 'b']),
      ['nDCG(gains={0:0,1:1,2:3})@10'],
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(
      /qrels\.txt:2: nDCG\(gains=\{0:0,1:1,2:3\}\)@10 gives no gain for grade 3 \(query "q1", document "b"\) \(add 3:<gain> to the gains map\)/,
    );
  });

  it('prices listed grades exactly (1 -> 1, 2 -> 3): DCG 3/1 + 1/log2(3), ideal the same order', async () => {
    const s = await score(
      tmp,
      [
        ['q1', 'a', 1],
        ['q1', 'b', 2],
        ['q1', 'c', 0],
      ],
      ranked('q1', ['a', 'b']),
      ['nDCG(gains={0:0,1:1,2:3})@10'],
    );
    // ranking a(1), b(2): DCG = 1 + 3/log2(3); ideal b, a: 3 + 1/log2(3)
    expect(s.value('nDCG(gains={0:0,1:1,2:3})@10', 'q1')).toBeCloseTo(
      (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3)),
      12,
    );
  });
});
