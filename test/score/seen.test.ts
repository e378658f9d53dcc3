// The seen store (TopList.seen): docid hashes and grades of a run's first `deep` positions, kept for the inconclusive
// check. Each grade is a code into the judgments' distinct grades (NaN, unjudged, is code 0): one byte a position
// while there are at most 255 of them, two up to 65,535; the grades read back are the judged ones, exactly.
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

const grades = (s: { codes: ArrayLike<number>; table: Float64Array }) => Array.from(s.codes, (c) => s.table[c]);

describe('seen store', () => {
  it('whole and half grades: one byte a position, with the run order, the grades (NaN unjudged) and the docid hashes', async () => {
    const s = await seen(
      [
        ['q1', 'b', 2],
        ['q1', 'd', -1],
        ['q2', 'y', 0.5],
      ],
      3,
    );
    const q1 = s('q1')!;
    expect(q1.codes).toBeInstanceOf(Uint8Array);
    // The table: NaN, then the distinct grades ascending (-1, 0.5, 2); b's grade 2 is code 3.
    expect([...q1.table]).toEqual([NaN, -1, 0.5, 2]);
    expect([...q1.codes]).toEqual([0, 3, 0]);
    expect(grades(q1)).toEqual([NaN, 2, NaN]);
    expect([...q1.hashes]).toEqual(['a', 'b', 'c'].map(hash));
    expect(grades(s('q2')!)).toEqual([NaN, 0.5]);
  });

  it('a grade a float32 would round (0.7): exactly as judged', async () => {
    const s = await seen(
      [
        ['q1', 'b', 0.7],
        ['q2', 'y', 1],
      ],
      4,
    );
    const q1 = s('q1')!;
    // 0.7 as a float32 is 0.699999988…, which a `grade >= 0.7` test would read as not relevant.
    expect(grades(q1)[1]).toBe(0.7);
    expect(grades(q1)).toEqual([NaN, 0.7, NaN, NaN]);
  });

  it('more than 255 distinct grades: two bytes a position, still exact', async () => {
    // 300 judgments of q9 with grades 0.001 … 0.300 make 300 + 2 distinct grades (with b's 2 and y's 1).
    const many: Judgment[] = Array.from({ length: 300 }, (_, i) => ['q9', `z${i}`, (i + 1) / 1000]);
    const s = await seen([['q1', 'b', 2], ['q2', 'y', 1], ...many], 4);
    const q1 = s('q1')!;
    expect(q1.codes).toBeInstanceOf(Uint16Array);
    expect(q1.table).toHaveLength(303);
    expect(grades(q1)).toEqual([NaN, 2, NaN, NaN]);
    expect(grades(s('q2')!)).toEqual([NaN, 1]);
  });
});

describe('top hashes', () => {
  it("hold each kept docid's hash as the reader took it from the bytes, keep slots per query (the longer ids, multi-byte ones too)", async () => {
    const q = await readQrels(tmp.file('qrels.txt', qrelsText([['q1', 'b', 1]])));
    const docs = ['doc-ä1', 'b', 'ünïcödé-42', 'x'.repeat(40)];
    const run = await scoreRun(tmp.file('run.trec', runText([...ranked('q1', docs), ...ranked('q2', ['y'])])), q, {
      measures: parseMeasures(['RR']),
      relevance: 1,
      policy: DEFAULT_POLICY,
      keep: 3,
    });
    const utf8 = (d: string) => {
      const b = Buffer.from(d, 'utf8');
      return hashBytes(b, 0, b.length);
    };
    expect(run.topHashes.length).toBe(run.qids.length * 3);
    const qi = run.qids.indexOf('q1');
    expect(run.top[qi]!.docids).toEqual(docs.slice(0, 3));
    expect([...run.topHashes.subarray(qi * 3, qi * 3 + 3)]).toEqual(docs.slice(0, 3).map(utf8));
  });
});
