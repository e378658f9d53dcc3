// Every policy of design §4–5, each shown to change a value the way it says.
import { describe, it, expect } from 'vitest';
import { useTmp, score, scoreFiles, ranked, qrelsText, type Judgment, type Result } from './helpers.js';
import { summarizeRun } from '../../src/score/summary.js';
import { InputError } from '../../src/errors.js';

const tmp = useTmp();

describe('ties', () => {
  // d9, d10, d09 all score 1.0; only d10 is relevant. Byte order descending (trec_eval): d9 > d10 > d09.
  const js: Judgment[] = [
    ['q', 'd10', 1],
    ['q', 'd9', 0],
    ['q', 'd09', 0],
  ];
  const tied: Result[] = [
    ['q', 'd09', '1.0'],
    ['q', 'd10', '1.00'],
    ['q', 'd9', '10e-1'],
  ];

  it('trec_eval: ties by docid descending in byte order, equal numbers spelled differently tie', async () => {
    const s = await score(tmp, js, tied, ['RR', 'P@1'], { policy: { ties: 'trec_eval' } });
    expect(s.value('RR', 'q')).toBe(1 / 2);
    expect(s.run.top[0]!.docids).toEqual(['d9', 'd10', 'd09']);
  });

  it('trec_eval ignores the rank column and line order; -0 and 0 tie', async () => {
    const run = 'q Q0 a 3 0 t\nq Q0 b 1 -0 t\nq Q0 c 2 5 t\n';
    const s = await scoreFiles(
      tmp,
      qrelsText([
        ['q', 'a', 1],
        ['q', 'b', 0],
        ['q', 'c', 0],
      ]),
      run,
      ['RR'],
      { policy: { ties: 'trec_eval' } },
    );
    // c (5) first, then a and b tie at 0: docid descending puts b before a -> a at rank 3
    expect(s.run.top[0]!.docids).toEqual(['c', 'b', 'a']);
    expect(s.value('RR', 'q')).toBeCloseTo(1 / 3, 12);
  });

  // The rank column, the scores and the line order all disagree:
  // file order d1, d2, d3; rank order d2, d3, d1; score order d1, d3, d2. Only d2 is relevant.
  const lies = 'q Q0 d1 3 9 t\nq Q0 d2 1 1 t\nq Q0 d3 2 5 t\n';
  const lq = qrelsText([
    ['q', 'd1', 0],
    ['q', 'd2', 1],
    ['q', 'd3', 0],
  ]);

  it('rank: the rank column decides', async () => {
    const s = await scoreFiles(tmp, lq, lies, ['RR'], { policy: { ties: 'rank' } });
    expect(s.run.top[0]!.docids).toEqual(['d2', 'd3', 'd1']);
    expect(s.value('RR', 'q')).toBe(1);
  });

  it('rank: equal ranks fall back to score, then docid descending', async () => {
    const run = 'q Q0 a 1 1 t\nq Q0 b 1 2 t\nq Q0 c 1 2 t\n';
    const s = await scoreFiles(tmp, lq, run, ['RR'], { policy: { ties: 'rank' } });
    expect(s.run.top[0]!.docids).toEqual(['c', 'b', 'a']);
  });

  it('rank: a JSONL run without ranks is an error naming the line', async () => {
    const run = '{"qid":"q","docid":"d1","score":1,"rank":1}\n{"qid":"q","docid":"d2","score":2}\n';
    const err = await scoreFiles(tmp, lq, run, ['RR'], { policy: { ties: 'rank' } }, 'run.jsonl').catch((e) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(
      /run\.jsonl:2: ties: rank needs a rank for every result \(add "rank" to each JSONL line/,
    );
  });

  it('file: the line order decides', async () => {
    const s = await scoreFiles(tmp, lq, lies, ['RR'], { policy: { ties: 'file' } });
    expect(s.run.top[0]!.docids).toEqual(['d1', 'd2', 'd3']);
    expect(s.value('RR', 'q')).toBe(1 / 2);
  });

  it('score order (trec_eval) on the same file', async () => {
    const s = await scoreFiles(tmp, lq, lies, ['RR'], { policy: { ties: 'trec_eval' } });
    expect(s.run.top[0]!.docids).toEqual(['d1', 'd3', 'd2']);
    expect(s.value('RR', 'q')).toBeCloseTo(1 / 3, 12);
  });

  it('expected: the mean over both orders of a tied pair, with low/high the two orders', async () => {
    // a (relevant) and b (not) tie at the top: RR is 1 or 1/2, expected 3/4; P@1 is 1 or 0, expected 1/2.
    const s = await score(
      tmp,
      [
        ['q', 'a', 1],
        ['q', 'b', 0],
      ],
      [
        ['q', 'a', 2],
        ['q', 'b', 2],
      ],
      ['RR', 'P@1', 'P@2'],
      { policy: { ties: 'expected' } },
    );
    expect(s.value('RR', 'q')).toBe(0.75);
    expect(s.value('P@1', 'q')).toBe(0.5);
    expect(s.value('P@2', 'q')).toBe(0.5); // both in the top 2 whatever the order
    expect([s.low('RR', 'q'), s.high('RR', 'q')]).toEqual([0.5, 1]);
    expect([s.low('P@2', 'q'), s.high('P@2', 'q')]).toEqual([0.5, 0.5]);
    // and trec_eval on the same file takes docid descending: b first
    const t = await score(
      tmp,
      [
        ['q', 'a', 1],
        ['q', 'b', 0],
      ],
      [
        ['q', 'a', 2],
        ['q', 'b', 2],
      ],
      ['RR'],
      { policy: { ties: 'trec_eval' } },
    );
    expect(t.value('RR', 'q')).toBe(0.5);
    expect([t.low('RR', 'q'), t.high('RR', 'q')]).toEqual([0.5, 1]);
    // the summary counts the query as tie-dependent under both policies
    expect(summarizeRun(t.run, 'macro').counts.tieDependent).toBe(1);
    expect(summarizeRun(s.run, 'macro').measures.map((m) => m.tieDependent)).toEqual([1, 1, 0]);
  });
});

describe('unjudged', () => {
  // run: u1 (unjudged), A (rel), u2 (unjudged), B (judged 0), C (rel); judged R = {A, C, D}
  const js: Judgment[] = [
    ['q', 'A', 1],
    ['q', 'B', 0],
    ['q', 'C', 1],
    ['q', 'D', 1],
  ];
  const run = ranked('q', ['u1', 'A', 'u2', 'B', 'C']);
  const ms = ['P@2', 'RR', 'AP', 'nDCG@3', 'Judged@5', 'NumRet'];

  it('nonrelevant: unjudged documents hold their places as non-relevant', async () => {
    const s = await score(tmp, js, run, ms, { policy: { unjudged: 'nonrelevant' } });
    expect(s.value('P@2', 'q')).toBe(0.5);
    expect(s.value('RR', 'q')).toBe(0.5);
    expect(s.value('AP', 'q')).toBeCloseTo((1 / 2 + 2 / 5) / 3, 12);
    // DCG@3 = 1/log2(3); IDCG@3 = 1 + 1/log2(3) + 1/2
    expect(s.value('nDCG@3', 'q')).toBeCloseTo(1 / Math.log2(3) / (1 + 1 / Math.log2(3) + 0.5), 12);
    expect(s.value('Judged@5', 'q')).toBeCloseTo(3 / 5, 12);
    expect(s.value('NumRet', 'q')).toBe(5);
  });

  it('condensed: unjudged documents are removed before scoring (list becomes A, B, C)', async () => {
    const s = await score(tmp, js, run, ms, { policy: { unjudged: 'condensed' } });
    expect(s.value('P@2', 'q')).toBe(0.5); // [A, B]
    expect(s.value('RR', 'q')).toBe(1);
    expect(s.value('AP', 'q')).toBeCloseTo((1 + 2 / 3) / 3, 12);
    // DCG@3 = 1 + 0 + 1/log2(4)
    expect(s.value('nDCG@3', 'q')).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3) + 0.5), 12);
    // Judged@k always looks at the list as returned
    expect(s.value('Judged@5', 'q')).toBeCloseTo(3 / 5, 12);
    expect(s.value('NumRet', 'q')).toBe(3);
  });
});

describe('missing', () => {
  const js: Judgment[] = [
    ['q1', 'a', 1],
    ['q2', 'b', 1],
    ['q3', 'c', 1],
  ];
  const run = [...ranked('q1', ['a']), ...ranked('q3', ['x', 'c'])];

  it('zero: a judged query the run lacks is scored 0, kept in the mean and listed', async () => {
    const s = await score(tmp, js, run, ['RR', 'NumRel', 'NumRet'], { policy: { missing: 'zero' } });
    expect(s.value('RR', 'q2')).toBe(0);
    expect(s.value('NumRel', 'q2')).toBe(1); // R is still reported, as trec_eval -c
    expect(s.value('NumRet', 'q2')).toBe(0);
    expect(Array.from(s.run.missing)).toEqual([0, 1, 0]);
    const sum = summarizeRun(s.run, 'macro');
    expect(sum.measures[0].value).toBeCloseTo((1 + 0 + 0.5) / 3, 12);
    expect(sum.counts.missing).toBe(1);
    expect(sum.counts.evaluated).toBe(3);
    expect(sum.warnings.find((w) => w.code === 'missing')?.message).toMatch(
      /1 judged query has no results and is scored as zero/,
    );
  });

  it('error: the run must answer every judged query', async () => {
    const err = await score(tmp, js, run, ['RR'], { policy: { missing: 'error' } }).catch((e) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(
      /run\.trec: 1 judged query has no results: "q2" \(make the run answer every judged query/,
    );
  });
});

describe('no_relevant', () => {
  // n has judgments but none at grade >= 1
  const js: Judgment[] = [
    ['q', 'a', 1],
    ['n', 'b', 0],
    ['n', 'c', -1],
  ];
  const run = [...ranked('q', ['a']), ...ranked('n', ['b', 'c'])];

  it('exclude: the query is its own stratum, left out of means', async () => {
    const s = await score(tmp, js, run, ['RR', 'R@10', 'NumRet'], { policy: { no_relevant: 'exclude' } });
    expect(Array.from(s.run.noRelevant)).toEqual([1, 0]); // qids in natural order: n, q
    expect(Array.from(s.run.included)).toEqual([0, 1]);
    const sum = summarizeRun(s.run, 'macro');
    expect(sum.measures.map((m) => m.value)).toEqual([1, 1, 1]); // NumRet sums only included queries
    expect(sum.counts).toMatchObject({ judged: 2, evaluated: 1, noRelevant: 1 });
  });

  it('zero: the query counts as zeros, like trec_eval -c', async () => {
    const s = await score(tmp, js, run, ['RR', 'R@10', 'NumRet'], { policy: { no_relevant: 'zero' } });
    expect(Array.from(s.run.included)).toEqual([1, 1]);
    expect(s.value('R@10', 'n')).toBe(0); // no denominator: 0, never NaN
    const sum = summarizeRun(s.run, 'macro');
    expect(sum.measures.map((m) => m.value)).toEqual([0.5, 0.5, 3]);
    expect(sum.counts).toMatchObject({ judged: 2, evaluated: 2, noRelevant: 1 });
  });

  it('the no-relevant test follows the relevance level', async () => {
    const s = await score(
      tmp,
      [
        ['q', 'a', 1],
        ['q', 'b', 2],
        ['p', 'c', 1],
      ],
      [...ranked('q', ['a']), ...ranked('p', ['c'])],
      ['RR'],
      { relevance: 2 },
    );
    expect(Array.from(s.run.noRelevant)).toEqual([1, 0]); // p has only grade 1
  });
});

describe('duplicates', () => {
  const js: Judgment[] = [
    ['q', 'd1', 1],
    ['q', 'd2', 0],
  ];
  // d1 first at line 1 with a low score, again at line 3 with the highest score
  const run: Result[] = [
    ['q', 'd1', 1],
    ['q', 'd2', 2],
    ['q', 'd1', 3],
  ];

  it('error: names both lines', async () => {
    const err = await score(tmp, js, run, ['RR']).catch((e) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(
      /run\.trec:3: document "d1" appears twice for query "q" \(first at line 1\) \(remove the repeated result, or set policy\.duplicates: first/,
    );
  });

  it('first: keeps the first line, drops the rest and says so', async () => {
    const s = await score(tmp, js, run, ['RR', 'NumRet'], { policy: { duplicates: 'first' } });
    expect(s.run.top[0]!.docids).toEqual(['d2', 'd1']); // d1 keeps its first score (1), not 3
    expect(s.value('RR', 'q')).toBe(0.5);
    expect(s.value('NumRet', 'q')).toBe(2);
    expect(s.run.read.duplicatesDropped).toBe(1);
    expect(summarizeRun(s.run, 'macro').warnings.map((w) => w.code)).toContain('duplicates');
  });
});

describe('depth', () => {
  const js: Judgment[] = [
    ['q', 'a', 1],
    ['q', 'b', 1],
    ['q', 'c', 1],
  ];
  const run = ranked('q', ['x', 'a', 'b', 'y', 'c']);

  it('results past depth do not count for any measure', async () => {
    const ms = ['P@5', 'R', 'AP', 'RR', 'NumRet', 'NumRelRet', 'nDCG', 'Bpref', 'Judged@5'];
    const full = await score(tmp, js, run, ms);
    const cut = await score(tmp, js, run, ms, { policy: { depth: 2 } });
    expect(full.value('P@5', 'q')).toBeCloseTo(3 / 5, 12);
    expect(cut.value('P@5', 'q')).toBeCloseTo(1 / 5, 12); // P@k still divides by k
    expect(full.value('R', 'q')).toBe(1);
    expect(cut.value('R', 'q')).toBeCloseTo(1 / 3, 12);
    expect(cut.value('AP', 'q')).toBeCloseTo(1 / 2 / 3, 12);
    expect(cut.value('RR', 'q')).toBe(0.5);
    expect(cut.value('NumRet', 'q')).toBe(2);
    expect(full.value('NumRet', 'q')).toBe(5);
    expect(cut.value('NumRelRet', 'q')).toBe(1);
    expect(cut.value('Judged@5', 'q')).toBeCloseTo(1 / 5, 12);
    // Bpref: no judged non-relevant documents at all -> each retrieved relevant adds 1
    expect(cut.value('Bpref', 'q')).toBeCloseTo(1 / 3, 12);
    expect(full.value('Bpref', 'q')).toBe(1);
    expect(cut.run.read.results).toBe(5); // every line was read
  });
});

describe('relevance level and rel=', () => {
  const js: Judgment[] = [
    ['q', 'a', 1],
    ['q', 'b', 2],
    ['q', 'c', 0],
    ['q', 'd', 2],
  ];
  const run = ranked('q', ['a', 'c', 'b']);

  it('relevance: 2 makes grade-1 documents non-relevant for binary measures only', async () => {
    const ms = ['P@3', 'R@3', 'RR', 'AP', 'NumRel', 'nDCG@3'];
    const one = await score(tmp, js, run, ms, { relevance: 1 });
    const two = await score(tmp, js, run, ms, { relevance: 2 });
    expect(one.value('P@3', 'q')).toBeCloseTo(2 / 3, 12);
    expect(two.value('P@3', 'q')).toBeCloseTo(1 / 3, 12);
    expect(one.value('R@3', 'q')).toBeCloseTo(2 / 3, 12);
    expect(two.value('R@3', 'q')).toBe(0.5);
    expect(one.value('RR', 'q')).toBe(1);
    expect(two.value('RR', 'q')).toBeCloseTo(1 / 3, 12);
    expect(two.value('AP', 'q')).toBeCloseTo(1 / 3 / 2, 12);
    expect([one.value('NumRel', 'q'), two.value('NumRel', 'q')]).toEqual([3, 2]);
    // nDCG uses grades as gains whatever the level (trec_eval: ndcg does not depend on -l)
    expect(two.value('nDCG@3', 'q')).toBe(one.value('nDCG@3', 'q'));
  });

  it('rel= in a measure name overrides the level for that measure only', async () => {
    const s = await score(
      tmp,
      js,
      run,
      ['P@3', 'P(rel=2)@3', 'RR(rel=2)', 'R(rel=2)@3', 'AP(rel=2)', 'NumRel(rel=2)'],
      { relevance: 1 },
    );
    expect(s.value('P@3', 'q')).toBeCloseTo(2 / 3, 12);
    expect(s.value('P(rel=2)@3', 'q')).toBeCloseTo(1 / 3, 12);
    expect(s.value('RR(rel=2)', 'q')).toBeCloseTo(1 / 3, 12);
    expect(s.value('R(rel=2)@3', 'q')).toBe(0.5);
    expect(s.value('AP(rel=2)', 'q')).toBeCloseTo(1 / 3 / 2, 12);
    expect(s.value('NumRel(rel=2)', 'q')).toBe(2);
  });

  it('negative grades are judged non-relevant with gain 0 (never a negative gain)', async () => {
    const s = await score(
      tmp,
      [
        ['q', 'a', 1],
        ['q', 'n', -2],
      ],
      ranked('q', ['n', 'a']),
      ['nDCG', 'Judged@2', 'P@2'],
    );
    expect(s.value('nDCG', 'q')).toBeCloseTo(1 / Math.log2(3), 12);
    expect(s.value('Judged@2', 'q')).toBe(1);
    expect(s.value('P@2', 'q')).toBe(0.5);
  });
});
