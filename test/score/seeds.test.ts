// The worked numbers of the two seed documents (/work/shared/seeds/), scored through the real path:
// files on disk -> readQrels -> scoreRun (-> summarizeRun for means).
import { describe, it, expect } from 'vitest';
import { useTmp, score, ranked, type Judgment } from './helpers.js';
import { summarizeRun } from '../../src/score/summary.js';

const tmp = useTmp();

// Seed 000 ("drawing app"): U = {A..H}, R = {A, C, F, H}, every document judged.
const eight = (qid: string): Judgment[] =>
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((d) => [qid, d, 'ACFH'.includes(d) ? 1 : 0]);

describe('seed 000: the eight-document fixture A..H, R = {A, C, F, H}', () => {
  const measures = ['P@5', 'R@5', 'P@3', 'R@3', 'RR', 'nDCG@5'];

  it('L5 = [A, B, C, D, E]: P@5 0.40, R@5 0.50, P@3 2/3, R@3 0.5, RR 1, nDCG@5 ~ 0.58557', async () => {
    const s = await score(tmp, eight('q'), ranked('q', ['A', 'B', 'C', 'D', 'E']), measures);
    expect(s.value('P@5', 'q')).toBeCloseTo(0.4, 12); // 2/5 (seed: "P@5 = |L5 ∩ R|/5 = 2/5 = 0.40")
    expect(s.value('R@5', 'q')).toBeCloseTo(0.5, 12); // 2/4
    expect(s.value('P@3', 'q')).toBeCloseTo(2 / 3, 12); // seed: "P@3 = 2/3"
    expect(s.value('R@3', 'q')).toBeCloseTo(0.5, 12); // seed: "R@3 = 1/2"
    expect(s.value('RR', 'q')).toBe(1); // seed: first relevant at position one
    // seed: DCG = 1/log2(2) + 1/log2(4) = 1.5; IDCG@5 = 1 + 1/log2(3) + 1/log2(4) + 1/log2(5) = 2.561606...
    expect(s.value('nDCG@5', 'q')).toBeCloseTo(0.58557, 5);
    expect(s.value('nDCG@5', 'q')).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3) + 0.5 + 1 / Math.log2(5)), 12);
  });

  it("L5' = [B, D, A, E, C]: same P@5 and R@5, RR 1/3, nDCG@5 ~ 0.34621", async () => {
    const s = await score(tmp, eight('q'), ranked('q', ['B', 'D', 'A', 'E', 'C']), measures);
    expect(s.value('P@5', 'q')).toBeCloseTo(0.4, 12);
    expect(s.value('R@5', 'q')).toBeCloseTo(0.5, 12);
    expect(s.value('RR', 'q')).toBeCloseTo(1 / 3, 12); // seed: "1/3, about 0.333"
    // seed: DCG = 1/log2(4) + 1/log2(6) = 0.886853...; nDCG ~ 0.34621
    expect(s.value('nDCG@5', 'q')).toBeCloseTo(0.34621, 5);
  });

  it('macro vs micro recall: 4 and 20 relevant, 2 found each -> 0.30 vs 4/24 = 0.166667', async () => {
    const js: Judgment[] = [];
    for (let i = 0; i < 4; i++) js.push(['q1', `a${i}`, 1]);
    for (let i = 0; i < 20; i++) js.push(['q2', `b${i}`, 1]);
    const run = [...ranked('q1', ['a0', 'x1', 'a1', 'x2']), ...ranked('q2', ['b0', 'b1', 'y1', 'y2'])];
    const s = await score(tmp, js, run, ['R@10', 'R']);
    expect(s.value('R@10', 'q1')).toBe(0.5);
    expect(s.value('R@10', 'q2')).toBe(0.1);
    const macro = summarizeRun(s.run, 'macro');
    const micro = summarizeRun(s.run, 'micro');
    // seed: "Their unweighted macro mean is 0.30; pooling ... gives 4/24 = 0.166667"
    expect(macro.measures[0].value).toBeCloseTo(0.3, 12);
    expect(macro.measures[0].aggregation).toBe('mean');
    expect(micro.measures[0].value).toBeCloseTo(4 / 24, 12);
    expect(micro.measures[0].value).toBeCloseTo(0.166667, 6);
    expect(micro.measures[0].aggregation).toBe('pooled');
    expect(micro.measures[1].value).toBeCloseTo(4 / 24, 12); // R without cutoff pools the same counts
  });
});

describe('seed 002 ("Evaluating Search Quality")', () => {
  // Ground truth Doc 12, 34, 56 relevant; 78, 90 judged not relevant. Returned [12, 78, 34, 90, 56].
  const js: Judgment[] = [
    ['p', '12', 1],
    ['p', '34', 1],
    ['p', '56', 1],
    ['p', '78', 0],
    ['p', '90', 0],
  ];
  it('Pinecone: P@5 = 3/5 = 0.60, R@5 = 1.0, R@3 = 2/3 ~ 0.667', async () => {
    const s = await score(tmp, js, ranked('p', ['12', '78', '34', '90', '56']), ['P@5', 'R@5', 'R@3', 'P@3']);
    expect(s.value('P@5', 'p')).toBeCloseTo(0.6, 12);
    expect(s.value('R@5', 'p')).toBe(1);
    expect(s.value('R@3', 'p')).toBeCloseTo(2 / 3, 12);
    expect(s.value('R@3', 'p')).toBeCloseTo(0.667, 3);
    expect(s.value('P@3', 'p')).toBeCloseTo(2 / 3, 12);
  });

  it('graded NDCG@3: B=2, D=0, A=3 returned, judged A=3, B=2, C=1, D=0 -> 3.5 / 4.76 ~ 0.735', async () => {
    const g: Judgment[] = [
      ['t', 'A', 3],
      ['t', 'B', 2],
      ['t', 'C', 1],
      ['t', 'D', 0],
    ];
    const s = await score(tmp, g, ranked('t', ['B', 'D', 'A']), ['nDCG@3']);
    // seed: DCG@3 = 2/log2(2) + 0/log2(3) + 3/log2(4) = 3.5; IDCG@3 = 3 + 2/log2(3) + 1/log2(4) ~ 4.76 (linear gain)
    expect(s.value('nDCG@3', 't')).toBeCloseTo(0.735, 3);
    expect(s.value('nDCG@3', 't')).toBeCloseTo(3.5 / (3 + 2 / Math.log2(3) + 0.5), 12);
  });

  it('MRR over three queries with the first relevant at 1, 3 and 2 ~ 0.61', async () => {
    const g: Judgment[] = [
      ['m1', 'r', 1],
      ['m2', 'r', 1],
      ['m3', 'r', 1],
    ];
    const run = [...ranked('m1', ['r', 'x', 'y']), ...ranked('m2', ['x', 'y', 'r']), ...ranked('m3', ['x', 'r', 'y'])];
    const s = await score(tmp, g, run, ['MRR']);
    expect(s.run.measures[0].name).toBe('RR'); // MRR is the mean of RR
    expect([s.value('RR', 'm1'), s.value('RR', 'm2'), s.value('RR', 'm3')]).toEqual([1, 1 / 3, 0.5]);
    const mean = summarizeRun(s.run, 'macro').measures[0].value;
    expect(mean).toBeCloseTo((1 + 1 / 3 + 0.5) / 3, 12); // seed: (1.0 + 0.33 + 0.5) / 3 ~ 0.61
    expect(mean).toBeCloseTo(0.61, 2);
  });
});
