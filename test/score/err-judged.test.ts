// ERR@k (Chapelle, Metzler, Zhang, Grinspan 2009, "Expected reciprocal rank for graded relevance") and Judged@k,
// against values derived by hand. ERR: R_i = (2^g - 1) / 2^gmax with gmax the highest grade in the qrels FILE;
// ERR@k = sum_{r<=k} (1/r) R_r prod_{i<r} (1 - R_i). Judged@k = judged documents in the top k / k.
import { describe, it, expect } from 'vitest';
import { useTmp, score, ranked, type Judgment } from './helpers.js';
import { summarizeRun } from '../../src/score/summary.js';

const tmp = useTmp();

const js: Judgment[] = [
  ['q1', 'a', 2],
  ['q1', 'b', 1],
  ['q1', 'd', 0],
  ['q1', 'e', 2], // q1's own top grade is 2 ...
  ['q2', 'm', 3], // ... but the file's is 3: gmax = 3
  ['q3', 'h', 1.5],
  ['q4', 'k', 1],
];
const run = [
  ...ranked('q1', ['a', 'b', 'c', 'd', 'e']), // c is unjudged
  ...ranked('q2', ['x', 'm']),
  ...ranked('q3', ['h']),
  // q4 is missing from the run
];
const measures = ['ERR@1', 'ERR@2', 'ERR@5', 'ERR@10', 'Judged@1', 'Judged@2', 'Judged@3', 'Judged@5', 'Judged@10'];

describe('ERR@k', () => {
  it('q1: grades 2, 1, unjudged, 0, 2 with gmax 3', async () => {
    const s = await score(tmp, js, run, measures);
    expect(s.qrels.maxGrade).toBe(3);
    // R = (2^2-1)/8 = 3/8, (2^1-1)/8 = 1/8, 0, 0, 3/8
    // r=1: 1 * 3/8                              = 0.375
    // r=2: 1/2 * 1/8 * (1 - 3/8)                = 5/128 = 0.0390625
    // r=3, r=4: R = 0                            = 0
    // r=5: 1/5 * 3/8 * (5/8)(7/8)(1)(1)          = 105/2560 = 0.041015625
    expect(s.value('ERR@1', 'q1')).toBe(0.375); // would be 0.75 if gmax were q1's own 2
    expect(s.value('ERR@2', 'q1')).toBeCloseTo(0.375 + 5 / 128, 15);
    expect(s.value('ERR@5', 'q1')).toBeCloseTo(0.375 + 5 / 128 + 105 / 2560, 15);
    expect(s.value('ERR@5', 'q1')).toBeCloseTo(0.455078125, 12);
    expect(s.value('ERR@10', 'q1')).toBe(s.value('ERR@5', 'q1')); // nothing past rank 5
  });

  it("ERR(max=4): gdeval's fixed normaliser (what ir_measures runs), 2^4 whatever the judgments hold", async () => {
    const s = await score(tmp, js, run, ['ERR(max=4)@5', 'ERR@5', 'ERR(max=1)@1']);
    // gdeval.pl: r = (2^g - 1) / 2^4. q1: 3/16, 1/16, 0, 0, 3/16
    const want = 3 / 16 + (1 / 2) * (1 / 16) * (13 / 16) + (1 / 5) * (3 / 16) * (13 / 16) * (15 / 16);
    expect(s.value('ERR(max=4)@5', 'q1')).toBeCloseTo(want, 15);
    expect(s.value('ERR(max=4)@5', 'q1')).toBeLessThan(s.value('ERR@5', 'q1'));
    // a grade above a fixed max counts as max: grade 2 at max 1 satisfies with (2^1 - 1) / 2
    expect(s.value('ERR(max=1)@1', 'q1')).toBe(0.5);
  });

  it('q2: first result unjudged (R = 0), then grade 3 (R = 7/8)', async () => {
    const s = await score(tmp, js, run, measures);
    expect(s.value('ERR@1', 'q2')).toBe(0);
    expect(s.value('ERR@2', 'q2')).toBeCloseTo((0.5 * 7) / 8, 15); // 1/2 * 7/8 * (1 - 0) = 0.4375
  });

  it('q3: a decimal grade is used as is: R = (2^1.5 - 1) / 8', async () => {
    const s = await score(tmp, js, run, measures);
    expect(s.value('ERR@1', 'q3')).toBeCloseTo((Math.SQRT2 * 2 - 1) / 8, 15); // 0.22855...
    expect(s.value('ERR@1', 'q3')).toBeCloseTo(0.228553, 6);
  });

  it('a missing query scores 0', async () => {
    const s = await score(tmp, js, run, measures);
    expect(s.value('ERR@10', 'q4')).toBe(0);
  });
});

describe('Judged@k', () => {
  it('counts judged documents in the top k and divides by k', async () => {
    const s = await score(tmp, js, run, measures);
    // q1 top 5: a b c d e, c unjudged
    expect(s.value('Judged@1', 'q1')).toBe(1);
    expect(s.value('Judged@3', 'q1')).toBeCloseTo(2 / 3, 15); // a, b
    expect(s.value('Judged@5', 'q1')).toBeCloseTo(4 / 5, 15);
    expect(s.value('Judged@10', 'q1')).toBeCloseTo(4 / 10, 15); // fewer than k results: still / k
    // q2: x (unjudged), m
    expect(s.value('Judged@1', 'q2')).toBe(0);
    expect(s.value('Judged@2', 'q2')).toBe(0.5);
    expect(s.value('Judged@10', 'q4')).toBe(0); // missing
  });

  it('a judged non-relevant or negative grade counts as judged', async () => {
    const s = await score(
      tmp,
      [
        ['q', 'n', -1],
        ['q', 'z', 0],
        ['q', 'r', 1],
      ],
      ranked('q', ['n', 'z', 'u']),
      ['Judged@3'],
    );
    expect(s.value('Judged@3', 'q')).toBeCloseTo(2 / 3, 15);
  });

  it('Judged@k is averaged, not pooled, under micro', async () => {
    const s = await score(tmp, js, run, ['Judged@5']);
    // Judged is not a pooled measure: micro is still the mean (4/5 + 1/5 + 1/5 + 0) / 4
    const micro = summarizeRun(s.run, 'micro').measures[0];
    expect(micro.aggregation).toBe('mean');
    expect(micro.value).toBeCloseTo((4 / 5 + 1 / 5 + 1 / 5 + 0) / 4, 15);
  });
});
