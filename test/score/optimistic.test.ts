// The optimistic bound (DESIGN.md section 5): every unjudged retrieved document counted relevant at grade
// `relevance`. Checked against the plain scorer run on a qrels file to which those documents were added.
import { describe, it, expect } from 'vitest';
import { useTmp, scoreFiles, qrelsText, runText, type Judgment, type Result } from './helpers.js';
import { summarizeRun } from '../../src/score/summary.js';
import type { Policy } from '../../src/contract/policy.js';

const tmp = useTmp();

const MEASURES = ['P@3', 'P@10', 'R@3', 'R', 'nDCG@3', 'nDCG', 'AP', 'AP@3', 'RR', 'RR@2', 'Success@1', 'Judged@3', 'Rprec',
  'Bpref', 'ERR@5', 'NumRel', 'NumRelRet', 'NumRet', "nDCG(dcg='exp-log2')@5"];

const judgments: Judgment[] = [
  ['q1', 'a', 2], ['q1', 'b', 0], ['q1', 'c', 1], ['q1', 'z', 1],
  ['q2', 'a', 0], ['q2', 'b', 0], ['q2', 'c', 3],
  ['q3', 'a', 1], ['q3', 'b', 1], // fully judged run: optimistic = value
  ['q4', 'a', 0], ['q4', 'b', -1], // no relevant judgment: only unjudged documents can make it relevant
];
const results: Result[] = [
  ['q1', 'u1', 9], ['q1', 'a', 8], ['q1', 'u2', 7], ['q1', 'b', 6], ['q1', 'u3', 5], ['q1', 'c', 4],
  ['q2', 'a', 5], ['q2', 'u1', 5], ['q2', 'c', 5], ['q2', 'u2', 1], // a tie group mixing judged and unjudged
  ['q3', 'b', 2], ['q3', 'a', 1],
  ['q4', 'a', 3], ['q4', 'u', 2], ['q4', 'b', 1],
];

/** The qrels plus every unjudged document of the run within `depth` (as ordered by `order`), at grade `grade`. */
function augmented(grade: number, depth: number): Judgment[] {
  const judged = new Set(judgments.map(([q, d]) => `${q} ${d}`));
  const out = [...judgments];
  const byQuery = new Map<string, Result[]>();
  for (const r of results) byQuery.set(r[0], [...(byQuery.get(r[0]) ?? []), r]);
  for (const [q, rs] of byQuery) {
    // score descending, docid descending (trec_eval); keep the whole tie group at the depth boundary only for `expected`
    const sorted = [...rs].sort((x, y) => Number(y[2]) - Number(x[2]) || (x[1] < y[1] ? 1 : -1));
    sorted.slice(0, depth).forEach(([, d]) => { if (!judged.has(`${q} ${d}`)) out.push([q, d, grade]); });
  }
  return out;
}

async function compare(policy: Partial<Policy>, relevance: number, augmentDepth = policy.depth ?? 1000) {
  const plain = await scoreFiles(tmp, qrelsText(judgments), runText(results), MEASURES, { policy, relevance });
  const aug = await scoreFiles(tmp, qrelsText(augmented(relevance, augmentDepth)), runText(results), MEASURES, { policy, relevance });
  const bad: string[] = [];
  for (const q of ['q1', 'q2', 'q3', 'q4']) {
    for (const m of MEASURES) {
      const want = aug.value(m, q);
      const got = plain.optimistic(m, q);
      if (Math.abs(want - got) > 1e-12) bad.push(`${q} ${m}: optimistic ${got}, augmented qrels ${want}`);
    }
  }
  expect(bad).toEqual([]);
  return { plain, aug };
}

describe('optimistic bound = scoring the qrels with unjudged retrieved documents added as relevant', () => {
  it('unjudged: nonrelevant, relevance 1', async () => {
    const { plain } = await compare({}, 1);
    // spot checks by hand. q1 list: u1 a u2 b u3 c -> optimistic grades 1 2 1 0 1 1, R = 3 + 3 = 6
    expect(plain.value('P@3', 'q1')).toBeCloseTo(1 / 3, 12);
    expect(plain.optimistic('P@3', 'q1')).toBe(1);
    expect(plain.optimistic('R', 'q1')).toBeCloseTo(5 / 6, 12); // z (judged, not retrieved) still missing
    expect(plain.optimistic('Judged@3', 'q1')).toBe(1);
    expect(plain.optimistic('NumRel', 'q1')).toBe(6);
    // q3 has nothing unjudged
    for (const m of MEASURES) expect(plain.optimistic(m, 'q3')).toBe(plain.value(m, 'q3'));
  });

  it('relevance 2: unjudged documents are added at grade 2', async () => {
    const { plain } = await compare({}, 2);
    expect(plain.optimistic('NumRel', 'q1')).toBe(1 + 3);
  });

  it('unjudged: condensed', async () => {
    await compare({ unjudged: 'condensed' }, 1);
  });

  it('ties: expected', async () => {
    await compare({ ties: 'expected' }, 1);
  });

  it('depth 2: only unjudged documents within the depth are added', async () => {
    const { plain } = await compare({ depth: 2 }, 1);
    // q1 within depth: u1, a -> R = 3 + 1
    expect(plain.optimistic('NumRel', 'q1')).toBe(4);
  });

  it('means: the bound aggregates like the value (macro and micro)', async () => {
    const policy: Partial<Policy> = { no_relevant: 'zero' };
    const { plain, aug } = await compare(policy, 1);
    for (const how of ['macro', 'micro'] as const) {
      const a = summarizeRun(plain.run, how);
      const b = summarizeRun(aug.run, how);
      a.measures.forEach((m, mi) => {
        expect(m.aggregation).toBe(b.measures[mi].aggregation);
        expect(m.optimistic, `${how} ${m.name}`).toBeCloseTo(b.measures[mi].value, 12);
      });
    }
  });

  it('micro: with nothing unjudged the bound equals the pooled value', async () => {
    // The seed's macro/micro example: recall 2/4 and 2/20; everything retrieved is judged.
    const js: Judgment[] = [];
    for (let i = 0; i < 4; i++) js.push(['q1', `a${i}`, 1]);
    for (let i = 0; i < 20; i++) js.push(['q2', `b${i}`, 1]);
    js.push(['q1', 'x', 0], ['q2', 'y', 0]);
    const rs: Result[] = [['q1', 'a0', 3], ['q1', 'x', 2], ['q1', 'a1', 1], ['q2', 'b0', 3], ['q2', 'y', 2], ['q2', 'b1', 1]];
    const s = await scoreFiles(tmp, qrelsText(js), runText(rs), ['R@10', 'P@3', 'Success@1']);
    const micro = summarizeRun(s.run, 'micro');
    expect(micro.measures[0].value).toBeCloseTo(4 / 24, 12);
    for (const m of micro.measures) expect(m.optimistic, m.name).toBe(m.value);
  });
});
