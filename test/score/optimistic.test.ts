// The optimistic bound (issue #12 point 3): a real upper bound, never below the value: the best value over judging any
// subset of the unjudged retrieved documents relevant at grade `relevance`. Checked against the scorer run on every
// such grown qrels file.
import { describe, it, expect } from 'vitest';
import { useTmp, scoreFiles, qrelsText, runText, type Judgment, type Result } from './helpers.js';
import { summarizeRun } from '../../src/score/summary.js';
import type { Policy } from '../../src/contract/policy.js';
import { measureDef } from '../../src/measures/registry.js';
import { parseMeasure } from '../../src/measures/parse.js';

const tmp = useTmp();

const MEASURES = [
  'P@3',
  'P@10',
  'R@3',
  'R',
  'nDCG@3',
  'nDCG',
  'AP',
  'AP@3',
  'RR',
  'RR@2',
  'Success@1',
  'Judged@3',
  'Rprec',
  'Bpref',
  'ERR@5',
  'NumRel',
  'NumRelRet',
  'NumRet',
  "nDCG(dcg='exp-log2')@5",
];

const judgments: Judgment[] = [
  ['q1', 'a', 2],
  ['q1', 'b', 0],
  ['q1', 'c', 1],
  ['q1', 'z', 1],
  ['q2', 'a', 0],
  ['q2', 'b', 0],
  ['q2', 'c', 3],
  ['q3', 'a', 1],
  ['q3', 'b', 1], // fully judged run: optimistic = value
  ['q4', 'a', 0],
  ['q4', 'b', -1], // no relevant judgment: only unjudged documents can make it relevant
];
const results: Result[] = [
  ['q1', 'u1', 9],
  ['q1', 'a', 8],
  ['q1', 'u2', 7],
  ['q1', 'b', 6],
  ['q1', 'u3', 5],
  ['q1', 'c', 4],
  ['q2', 'a', 5],
  ['q2', 'u1', 5],
  ['q2', 'c', 5],
  ['q2', 'u2', 1], // a tie group mixing judged and unjudged
  ['q3', 'b', 2],
  ['q3', 'a', 1],
  ['q4', 'a', 3],
  ['q4', 'u', 2],
  ['q4', 'b', 1],
];

/**
 * Unjudged documents in each query's top `depth` (score descending, docid descending); under `ties: expected` also
 * the rest of the tie group that straddles the depth, whose members may fall inside.
 */
function unjudgedOf(q: string, depth: number, expected: boolean): string[] {
  const judged = new Set(judgments.filter((j) => j[0] === q).map(([, d]) => d));
  const sorted = results
    .filter((r) => r[0] === q)
    .sort((x, y) => Number(y[2]) - Number(x[2]) || (x[1] < y[1] ? 1 : -1));
  let n = Math.min(depth, sorted.length);
  while (expected && n > 0 && n < sorted.length && sorted[n][2] === sorted[n - 1][2]) n++;
  return sorted
    .slice(0, n)
    .filter((r) => !judged.has(r[1]))
    .map((r) => r[1]);
}

/**
 * The optimistic column against brute force: for every query and every subset of its unjudged retrieved documents
 * judged relevant at grade `relevance`, the scorer's value on the grown judgments; the column must equal their
 * maximum (measures declared exact, fixed tie orders) or lie at or above it, and never below the value.
 */
async function compare(
  policy: Partial<Policy>,
  relevance: number,
  exact = policy.ties !== 'expected' && policy.unjudged !== 'condensed',
) {
  const plain = await scoreFiles(tmp, qrelsText(judgments), runText(results), MEASURES, { policy, relevance });
  const bad: string[] = [];
  for (const q of ['q1', 'q2', 'q3', 'q4']) {
    const u = unjudgedOf(q, policy.depth ?? 1000, policy.ties === 'expected');
    const best = new Map<string, number>();
    for (let mask = 0; mask < 1 << u.length; mask++) {
      const extra: Judgment[] = u.filter((_, k) => mask & (1 << k)).map((d) => [q, d, relevance]);
      const s =
        mask === 0
          ? plain
          : await scoreFiles(tmp, qrelsText([...judgments, ...extra]), runText(results), MEASURES, {
              policy,
              relevance,
            });
      for (const m of MEASURES) best.set(m, Math.max(best.get(m) ?? -Infinity, s.value(m, q)));
    }
    for (const m of MEASURES) {
      const got = plain.optimistic(m, q);
      const want = best.get(m)!;
      const isExact = exact && measureDef(parseMeasure(m).kind).optimistic === 'exact';
      if (got < plain.value(m, q) - 1e-12)
        bad.push(`${q} ${m}: optimistic ${got} below the value ${plain.value(m, q)}`);
      if (isExact ? Math.abs(got - want) > 1e-12 : got < want - 1e-12)
        bad.push(`${q} ${m}: optimistic ${got}, max over judged subsets ${want}`);
    }
  }
  expect(bad).toEqual([]);
  return { plain };
}

describe('optimistic bound = the best value over judging any subset of the unjudged retrieved documents relevant', () => {
  it('unjudged: nonrelevant, relevance 1', async () => {
    const { plain } = await compare({}, 1);
    // spot checks by hand. q1 list: u1 a u2 b u3 c (a=2, b=0, c=1; z=1 judged, not retrieved)
    expect(plain.value('P@3', 'q1')).toBeCloseTo(1 / 3, 12);
    expect(plain.optimistic('P@3', 'q1')).toBe(1);
    // R: judging all three (5/6) beats judging fewer: (2+k)/(3+k) rises with k
    expect(plain.optimistic('R', 'q1')).toBeCloseTo(5 / 6, 12);
    expect(plain.optimistic('Judged@3', 'q1')).toBe(1);
    expect(plain.optimistic('NumRel', 'q1')).toBe(6);
    // nDCG@3 never falls below its value (judging deep documents would only raise the ideal)
    expect(plain.optimistic('nDCG@3', 'q1')).toBeGreaterThanOrEqual(plain.value('nDCG@3', 'q1'));
    // q3 has nothing unjudged
    for (const m of MEASURES) expect(plain.optimistic(m, 'q3')).toBe(plain.value(m, 'q3'));
  });

  it('relevance 2: unjudged documents are judged at grade 2', async () => {
    const { plain } = await compare({}, 2);
    expect(plain.optimistic('NumRel', 'q1')).toBe(1 + 3);
  });

  it('unjudged: condensed (an upper bound: judged documents join the condensed list, in their best order)', async () => {
    await compare({ unjudged: 'condensed' }, 1);
  });

  it('ties: expected (an upper bound)', async () => {
    await compare({ ties: 'expected' }, 1);
  });

  it('depth 2: only unjudged documents within the depth count', async () => {
    const { plain } = await compare({ depth: 2 }, 1);
    // q1 within depth: u1, a -> R = 3 + 1
    expect(plain.optimistic('NumRel', 'q1')).toBe(4);
  });

  it('means: the bound aggregates like the value (macro and micro), never below it', async () => {
    const plain = await scoreFiles(tmp, qrelsText(judgments), runText(results), MEASURES, {
      policy: { no_relevant: 'zero' },
      relevance: 1,
    });
    for (const how of ['macro', 'micro'] as const) {
      for (const m of summarizeRun(plain.run, how).measures)
        expect(m.optimistic, `${how} ${m.name}`).toBeGreaterThanOrEqual(m.value - 1e-12);
    }
    // micro pools the bound's numerators and denominators: P@3 over q1 (u1 a u2), q2 (u1 c a), q3 (b a), q4 (a u b)
    const micro = summarizeRun(plain.run, 'micro').measures.find((m) => m.name === 'P@3')!;
    expect(micro.optimistic).toBeCloseTo((3 + 2 + 2 + 1) / 12, 12);
  });

  it('micro: with nothing unjudged the bound equals the pooled value', async () => {
    // The seed's macro/micro example: recall 2/4 and 2/20; everything retrieved is judged.
    const js: Judgment[] = [];
    for (let i = 0; i < 4; i++) js.push(['q1', `a${i}`, 1]);
    for (let i = 0; i < 20; i++) js.push(['q2', `b${i}`, 1]);
    js.push(['q1', 'x', 0], ['q2', 'y', 0]);
    const rs: Result[] = [
      ['q1', 'a0', 3],
      ['q1', 'x', 2],
      ['q1', 'a1', 1],
      ['q2', 'b0', 3],
      ['q2', 'y', 2],
      ['q2', 'b1', 1],
    ];
    const s = await scoreFiles(tmp, qrelsText(js), runText(rs), ['R@10', 'P@3', 'Success@1']);
    const micro = summarizeRun(s.run, 'micro');
    expect(micro.measures[0].value).toBeCloseTo(4 / 24, 12);
    for (const m of micro.measures) expect(m.optimistic, m.name).toBe(m.value);
  });
});
