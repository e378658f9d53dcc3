// The seen store (TopList.seen): docid hashes and grades of a run's first `deep` positions, kept for the inconclusive
// check. Its grades take 4 bytes a position when every grade of the judgments is exactly a float32, else 8; the
// values are the same either way.
import { describe, it, expect } from 'vitest';
import { readQrels } from '../../src/read/qrels.js';
import { hashBytes } from '../../src/read/ids.js';
import { scoreRun } from '../../src/score/evaluate.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { DEFAULT_POLICY } from '../../src/contract/policy.js';
import { useTmp, qrelsText, runText, ranked, type Judgment } from './helpers.js';

const tmp = useTmp();
const RUN = runText([...ranked('q1', ['a', 'b', 'c', 'd']), ...ranked('q2', ['x', 'y'])]);
const hash = (d: string) => hashBytes(Buffer.from(d), 0, d.length);

async function seen(judgments: Judgment[], deep: number) {
  const q = await readQrels(tmp.file('qrels.txt', qrelsText(judgments)));
  const run = await scoreRun(tmp.file('run.trec', RUN), q, {
    measures: parseMeasures(['RR']),
    relevance: 1,
    policy: DEFAULT_POLICY,
    keep: 10,
    deep,
  });
  return (qid: string) => run.top[run.qids.indexOf(qid)]?.seen;
}

describe('seen store', () => {
  it('whole and half grades: float32, with the run order, the grades (NaN unjudged) and the docid hashes', async () => {
    const s = await seen(
      [
        ['q1', 'b', 2],
        ['q1', 'd', -1],
        ['q2', 'y', 0.5],
      ],
      3,
    );
    const q1 = s('q1')!;
    expect(q1.grades).toBeInstanceOf(Float32Array);
    expect([...q1.grades]).toEqual([NaN, 2, NaN]);
    expect([...q1.hashes]).toEqual(['a', 'b', 'c'].map(hash));
    expect([...s('q2')!.grades]).toEqual([NaN, 0.5]);
  });

  it('a grade a float32 would round (0.7): float64, exactly as judged', async () => {
    const s = await seen(
      [
        ['q1', 'b', 0.7],
        ['q2', 'y', 1],
      ],
      4,
    );
    const q1 = s('q1')!;
    expect(q1.grades).toBeInstanceOf(Float64Array);
    // 0.7 as a float32 is 0.699999988…, which a `grade >= 0.7` test would read as not relevant.
    expect(q1.grades[1]).toBe(0.7);
    expect([...q1.grades]).toEqual([NaN, 0.7, NaN, NaN]);
  });
});
