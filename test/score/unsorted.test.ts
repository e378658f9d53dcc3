// A query's lines in any file order are ranked as a run written by score would be: score descending, then docid
// descending in byte order (trec_eval's order). Lines out of score order are put in order by a radix sort on the
// scores, and a tie of more than 16 by a radix sort on the docids' first six bytes, then by whole docids where those
// agree. Every document's rank is checked: one query per position, whose relevant document is the one expected there
// (RR = 1 / its rank).
import { describe, expect, it } from 'vitest';
import { qrelsText, score, scoreFiles, shuffled, useTmp, type Judgment, type Result } from './helpers.js';
import { mulberry32 } from '../seeded.mjs';

const tmp = useTmp();

/** The order trec_eval ranks by: score descending (−0 and +0 equal), then docid descending, bytes unsigned. */
function expectedOrder(lines: readonly [docid: string, score: string][]): string[] {
  return [...lines]
    .sort((a, b) => Number(b[1]) - Number(a[1]) || Buffer.compare(Buffer.from(b[0]), Buffer.from(a[0])))
    .map(([d]) => d);
}

/**
 * The same lines, in the given file order, as one query per position; asserts each query's RR, so that the rank of
 * every document is the expected one.
 */
async function checkRanks(lines: readonly [docid: string, score: string][]): Promise<void> {
  const want = expectedOrder(lines);
  const rs: Result[] = [];
  const js: Judgment[] = [];
  want.forEach((doc, p) => {
    const qid = `q${p}`;
    for (const [d, s] of lines) rs.push([qid, d, s]);
    js.push([qid, doc, 1]);
  });
  const s = await score(tmp, js, rs, ['RR']);
  const got = want.map((_, p) => s.value('RR', `q${p}`));
  expect(got).toEqual(want.map((_, p) => 1 / (p + 1)));
}

describe('lines out of score order', () => {
  it('ranks by score, ties of 2, 5 and 20 by docid, negative scores, −0 with +0, subnormal and huge ones', async () => {
    const scores = ['7.5', '-3', '-3.25', '1e-300', '-1e-300', '4.9e-324', '1.5e308', '-1.5e308', '0.1', '0.10000001'];
    const lines: [string, string][] = scores.map((s, i) => [`s${i}`, s]);
    lines.push(['p1', '2.5'], ['p2', '2.5']);
    for (let k = 0; k < 5; k++) lines.push([`five${(k * 3) % 5}`, '-0.5']);
    // A tie of both zeros: equal scores, so docid order, whichever sign each is written with.
    for (let k = 0; k < 20; k++) lines.push([`z${(k * 7) % 20}`, k % 2 ? '-0' : '0']);
    await checkRanks(shuffled(lines, mulberry32(11)));
  });

  it('the same order whichever way the file lists the lines (ascending, descending by docid, shuffled)', async () => {
    const rng = mulberry32(5);
    const lines: [string, string][] = Array.from({ length: 60 }, (_, i) => [
      `d${(i * 7919) % 1000}`,
      String(Math.floor(rng() * 6) / 2),
    ]);
    const ascending = [...lines].sort((a, b) => Number(a[1]) - Number(b[1]));
    await checkRanks(ascending);
    await checkRanks([...lines].sort((a, b) => Buffer.compare(Buffer.from(b[0]), Buffer.from(a[0]))));
    await checkRanks(shuffled(lines, mulberry32(9)));
  });
});

/**
 * As checkRanks, with each line's rank field given (`rank` beside docid and score): a file in another order than its
 * ranks. Where the ranks say the score order they place the lines; otherwise the scores are sorted. Either way the
 * order is trec_eval's.
 */
async function checkRanksWith(lines: readonly [docid: string, score: string, rank: string][]): Promise<void> {
  const want = expectedOrder(lines.map(([d, sc]) => [d, sc]));
  const js: Judgment[] = want.map((doc, p) => [`q${p}`, doc, 1]);
  const run = want.flatMap((_, p) => lines.map(([d, sc, r]) => `q${p} Q0 ${d} ${r} ${sc} t`)).join('\n');
  const s = await scoreFiles(tmp, qrelsText(js), `${run}\n`, ['RR']);
  expect(want.map((_, p) => s.value('RR', `q${p}`))).toEqual(want.map((_, p) => 1 / (p + 1)));
}

describe('lines out of score order whose rank fields give the order', () => {
  const rng = mulberry32(17);
  // 80 results, scores with ties (of 2 to 6), ranks as a writer sorting by score gives them: 1 up, ties in any order.
  const scores = Array.from({ length: 80 }, () => String(Math.floor(rng() * 30) / 4));
  const byScore = scores
    .map((sc, i) => ({ d: `doc${(i * 7919) % 997}`, sc }))
    .sort((a, b) => Number(b.sc) - Number(a.sc));
  const ranked = (first: number) => byScore.map(({ d, sc }, k): [string, string, string] => [d, sc, String(first + k)]);

  it('placed by rank, from 1 or from 0, ties then in docid order, in any file order', async () => {
    await checkRanksWith(shuffled(ranked(1), mulberry32(3)));
    await checkRanksWith(shuffled(ranked(0), mulberry32(4)));
    // Scores descending and ranks ascending in file order but written backwards: the ranks still say it.
    await checkRanksWith([...ranked(1)].reverse());
    // −0 and +0 in one tie, placed by their ranks either way round.
    const zeros: [string, string, string][] = [
      ['a', '1', '1'],
      ['z0', '-0', '3'],
      ['z1', '0', '2'],
      ['b', '-1', '4'],
    ];
    await checkRanksWith(shuffled(zeros, mulberry32(5)));
  });

  it('ranks that do not give it are not used: against the scores, repeated, with a gap, or not whole', async () => {
    const base = ranked(1);
    const swap = base.map((l): [string, string, string] => [...l]);
    // Two results of different scores with each other's ranks: against the scores.
    const [i, j] = [byScore.findIndex((x) => x.sc !== byScore[0].sc), 0];
    [swap[i][2], swap[j][2]] = [swap[j][2], swap[i][2]];
    await checkRanksWith(shuffled(swap, mulberry32(6)));
    const repeated = base.map((l, k): [string, string, string] => [l[0], l[1], k === 5 ? '5' : l[2]]);
    await checkRanksWith(shuffled(repeated, mulberry32(7)));
    const gap = base.map((l, k): [string, string, string] => [l[0], l[1], String(k < 40 ? k + 1 : k + 2)]);
    await checkRanksWith(shuffled(gap, mulberry32(8)));
    const half = base.map((l, k): [string, string, string] => [l[0], l[1], k === 9 ? '9.5' : l[2]]);
    await checkRanksWith(shuffled(half, mulberry32(9)));
  });
});

describe('a tie of more than 16 results', () => {
  it('docids that agree on six bytes or more, prefixes of one another, multi-byte and short ones', async () => {
    const docs = [
      'abcdef',
      'abcdefa',
      'abcdefab',
      'abcdefb',
      'abcdeg',
      'abcde',
      'abcd',
      'a',
      'abcdeé',
      'abcde\u00ff',
      'zz',
      '~',
      'é',
      // 20 that share their first six bytes and more: ordered by the whole docid (by a comparison, more than 16)
      ...Array.from({ length: 20 }, (_, k) => `msmarco_passage_0${k % 3}_${(k * 37) % 100}`),
      // 5 more that share six: by insertion
      ...Array.from({ length: 5 }, (_, k) => `clueweb12-${k}`),
    ];
    // In a file sorted by score (one score: already in order) and shuffled.
    await checkRanks(docs.map((d): [string, string] => [d, '1']));
    await checkRanks(shuffled(docs, mulberry32(3)).map((d): [string, string] => [d, '1']));
  });

  it('large ties inside lines out of score order', async () => {
    const lines: [string, string][] = [];
    for (let k = 0; k < 40; k++) lines.push([`t${(k * 13) % 40}x`, '2']);
    for (let k = 0; k < 30; k++) lines.push([`u${k}`, '-1']);
    for (let k = 0; k < 3; k++) lines.push([`v${k}`, String(10 - k)]);
    await checkRanks(shuffled(lines, mulberry32(21)));
  });
});
