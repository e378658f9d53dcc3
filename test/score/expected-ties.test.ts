// `ties: expected` checked against brute force: every order within every tie group is enumerated, each order is
// scored by a tiny independent implementation written here (no rankgate arithmetic), and the mean, minimum and
// maximum are compared with rankgate's value, ScoredRun.low and ScoredRun.high.
import { describe, it, expect } from 'vitest';
import { useTmp, scoreFiles, qrelsText } from './helpers.js';
import type { Scored } from './helpers.js';
import { mulberry32 } from '../seeded.mjs';

const tmp = useTmp();

interface Doc {
  id: string;
  score: number;
  grade?: number;
}
interface Case {
  qid: string;
  docs: Doc[];
  /** Judged documents no run retrieved (they count for R, N and the ideal DCG). */
  unretrieved?: [string, number][];
}

const CUTS = [1, 2, 3, 5, 7, 10];
const MEASURES = [
  ...CUTS.flatMap((k) => [
    `P@${k}`,
    `R@${k}`,
    `nDCG@${k}`,
    `AP@${k}`,
    `RR@${k}`,
    `Success@${k}`,
    `Judged@${k}`,
    `ERR@${k}`,
  ]),
  'AP',
  'RR',
  'nDCG',
  'R',
  'Rprec',
  'Bpref',
  'NumRelRet',
];

/** One measure on one fully ordered list, from the textbook / trec_eval definitions (test/golden/README.md). */
function naive(name: string, list: (number | undefined)[], judged: number[], rel: number, gmax: number): number {
  const m = /^([A-Za-z]+)(?:@(\d+))?$/.exec(name)!;
  const kind = m[1];
  const cut = m[2] === undefined ? undefined : Number(m[2]);
  const k = cut ?? list.length;
  const top = list.slice(0, k);
  const isRel = (g: number | undefined) => g !== undefined && g >= rel;
  const R = judged.filter((g) => g >= rel).length;
  const relIn = (xs: (number | undefined)[]) => xs.filter(isRel).length;
  const gain = (g: number | undefined) => (g !== undefined && g > 0 ? g : 0);
  switch (kind) {
    case 'P':
      return relIn(top) / k;
    case 'R':
      return R === 0 ? 0 : relIn(top) / R;
    case 'NumRelRet':
      return relIn(top);
    case 'Success':
      return relIn(top) > 0 ? 1 : 0;
    case 'Judged':
      return top.filter((g) => g !== undefined).length / k;
    case 'Rprec':
      return R === 0 ? 0 : relIn(list.slice(0, R)) / R;
    case 'RR': {
      const i = top.findIndex(isRel);
      return i < 0 ? 0 : 1 / (i + 1);
    }
    case 'AP': {
      if (R === 0) return 0;
      let s = 0;
      top.forEach((g, i) => {
        if (isRel(g)) s += relIn(top.slice(0, i + 1)) / (i + 1);
      });
      return s / R;
    }
    case 'nDCG': {
      const dcg = top.reduce<number>((s, g, i) => s + gain(g) / Math.log2(i + 2), 0);
      // the ideal ranking comes from all judged documents, cut at k only when the measure has a cutoff
      const ideal = judged
        .map(gain)
        .filter((g) => g > 0)
        .sort((a, b) => b - a)
        .slice(0, cut ?? Infinity)
        .reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
      return ideal > 0 ? dcg / ideal : 0;
    }
    case 'ERR': {
      // Chapelle et al. 2009: ERR = sum_r 1/r * R_r * prod_{i<r} (1 - R_i), R = (2^g - 1) / 2^gmax
      let s = 0;
      let stay = 1;
      top.forEach((g, i) => {
        const p = g !== undefined && g > 0 ? (2 ** g - 1) / 2 ** gmax : 0;
        s += (stay * p) / (i + 1);
        stay *= 1 - p;
      });
      return s;
    }
    case 'Bpref': {
      // trec_eval m_bpref.c, with negative grades as judged non-relevant (rankgate's documented policy)
      if (R === 0) return 0;
      const N = judged.filter((g) => g < rel).length;
      let nr = 0;
      let s = 0;
      for (const g of list) {
        if (g === undefined) continue;
        if (g < rel) nr++;
        else s += nr === 0 ? 1 : 1 - Math.min(nr, R) / Math.min(N, R);
      }
      return s / R;
    }
    default:
      throw new Error(`naive: ${name}`);
  }
}

/** Every order of the list that differs only within groups of equal score. */
function* tieOrders(docs: Doc[]): Generator<Doc[]> {
  const sorted = [...docs].sort((a, b) => b.score - a.score);
  const groups: Doc[][] = [];
  for (const d of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0].score === d.score) last.push(d);
    else groups.push([d]);
  }
  function* perms(xs: Doc[]): Generator<Doc[]> {
    if (xs.length <= 1) {
      yield xs;
      return;
    }
    for (let i = 0; i < xs.length; i++) {
      for (const rest of perms([...xs.slice(0, i), ...xs.slice(i + 1)])) yield [xs[i], ...rest];
    }
  }
  function* product(i: number): Generator<Doc[]> {
    if (i === groups.length) {
      yield [];
      return;
    }
    for (const p of perms(groups[i])) for (const rest of product(i + 1)) yield [...p, ...rest];
  }
  yield* product(0);
}

interface Stats {
  mean: number;
  min: number;
  max: number;
  orders: number;
}

function enumerate(c: Case, measure: string, depth: number, rel: number, gmax: number, condensed = false): Stats {
  const judged = [
    ...c.docs.filter((d) => d.grade !== undefined).map((d) => d.grade!),
    ...(c.unretrieved ?? []).map(([, g]) => g),
  ];
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let orders = 0;
  for (const order of tieOrders(c.docs)) {
    let list = order.slice(0, depth).map((d) => d.grade);
    // condensed (Sakai): unjudged documents removed before scoring; Judged@k always sees the list as returned
    if (condensed && !measure.startsWith('Judged')) list = list.filter((g) => g !== undefined);
    const v = naive(measure, list, judged, rel, gmax);
    sum += v;
    min = Math.min(min, v);
    max = Math.max(max, v);
    orders++;
  }
  return { mean: sum / orders, min, max, orders };
}

function files(cases: Case[]): { qrels: string; run: string; gmax: number } {
  const js: [string, string, number][] = [];
  const lines: string[] = [];
  for (const c of cases) {
    for (const d of c.docs) if (d.grade !== undefined) js.push([c.qid, d.id, d.grade]);
    for (const [id, g] of c.unretrieved ?? []) js.push([c.qid, id, g]);
    // Lines in the given (not sorted) order, rank column = line number within the query.
    c.docs.forEach((d, i) => lines.push(`${c.qid} Q0 ${d.id} ${i + 1} ${d.score} t`));
  }
  return { qrels: qrelsText(js), run: lines.join('\n') + '\n', gmax: Math.max(...js.map(([, , g]) => g)) };
}

const TOL = 1e-9;

/** 24 small queries (3..8 documents, scores in 1..3, grades unjudged/-1/0..3), from a seeded mulberry32. */
function randomCases(): Case[] {
  const rnd = mulberry32(20260101);
  const gradesPool = [undefined, undefined, -1, 0, 0, 1, 1, 2, 3];
  const cases: Case[] = [];
  let total = 0;
  while (cases.length < 24) {
    const n = 3 + Math.floor(rnd() * 6);
    const docs: Doc[] = [];
    for (let i = 0; i < n; i++) {
      docs.push({
        id: `d${i}`,
        score: 1 + Math.floor(rnd() * 3),
        grade: gradesPool[Math.floor(rnd() * gradesPool.length)],
      });
    }
    const unretrieved: [string, number][] = rnd() < 0.5 ? [['u0', 1 + Math.floor(rnd() * 3)]] : [];
    let orders = 0;
    for (const _ of tieOrders(docs)) if (++orders > 5000) break;
    if (orders > 5000) continue;
    total += orders;
    cases.push({ qid: `r${cases.length}`, docs, unretrieved });
  }
  expect(total).toBeGreaterThan(100);
  return cases;
}

async function check(cases: Case[], depth: number, rel = 1, measures = MEASURES, condensed = false): Promise<number> {
  const f = files(cases);
  const s: Scored = await scoreFiles(tmp, f.qrels, f.run, measures, {
    policy: { ties: 'expected', depth, unjudged: condensed ? 'condensed' : 'nonrelevant' },
    relevance: rel,
  });
  const bad: string[] = [];
  let compared = 0;
  for (const c of cases) {
    for (const m of measures) {
      const want = enumerate(c, m, depth, rel, f.gmax, condensed);
      const got = { value: s.value(m, c.qid), low: s.low(m, c.qid), high: s.high(m, c.qid) };
      if (Math.abs(got.value - want.mean) > TOL)
        bad.push(`${c.qid} ${m}: expected ${got.value} vs mean of ${want.orders} orders ${want.mean}`);
      if (Math.abs(got.low - want.min) > TOL) bad.push(`${c.qid} ${m}: low ${got.low} vs min ${want.min}`);
      if (Math.abs(got.high - want.max) > TOL) bad.push(`${c.qid} ${m}: high ${got.high} vs max ${want.max}`);
      if (!(got.low <= got.value + TOL && got.value <= got.high + TOL))
        bad.push(`${c.qid} ${m}: not low <= value <= high`);
      compared++;
    }
  }
  expect(bad).toEqual([]);
  return compared;
}

describe('ties: expected equals the mean over every tie order (brute force)', () => {
  // positions (0-based): a | b c d e (tied, straddle @2, @3) | f | g h i (tied, straddle @7) | j
  const straddleCutoff: Case = {
    qid: 'cut',
    docs: [
      { id: 'a', score: 5, grade: 1 },
      { id: 'b', score: 4, grade: 2 },
      { id: 'c', score: 4 },
      { id: 'd', score: 4, grade: 0 },
      { id: 'e', score: 4, grade: 1 },
      { id: 'f', score: 3, grade: 3 },
      { id: 'g', score: 2, grade: 0 },
      { id: 'h', score: 2, grade: 1 },
      { id: 'i', score: 2 },
      { id: 'j', score: 1, grade: -1 },
    ],
    unretrieved: [
      ['z1', 2],
      ['z2', 0],
    ],
  };

  it('tie groups straddling the cutoffs 2, 3 and 7', async () => {
    expect(enumerate(straddleCutoff, 'P@3', 1000, 1, 3).orders).toBe(4 * 3 * 2 * 3 * 2); // 4! * 3!
    expect(await check([straddleCutoff], 1000)).toBe(MEASURES.length);
  });

  // depth 4 cuts the 5-document group at positions 1..5
  const straddleDepth: Case = {
    qid: 'dep',
    docs: [
      { id: 'a', score: 9, grade: 0 },
      { id: 'b', score: 5, grade: 1 },
      { id: 'c', score: 5, grade: 0 },
      { id: 'd', score: 5 },
      { id: 'e', score: 5, grade: 2 },
      { id: 'f', score: 5, grade: 0 },
      { id: 'g', score: 1, grade: 1 },
    ],
    unretrieved: [['z', 1]],
  };

  it('a tie group straddling depth', async () => {
    await check([straddleDepth], 4);
    // sanity: the value really depends on which members fall inside the depth
    const f = files([straddleDepth]);
    const s = await scoreFiles(tmp, f.qrels, f.run, ['R', 'NumRet'], { policy: { ties: 'expected', depth: 4 } });
    // R = 4 (b, e, g, z); 2 relevant are in the 5-group and 3 of its 5 slots fall inside depth: E[found] = 2 * 3/5
    expect(s.value('R', 'dep')).toBeCloseTo((2 * 3) / 5 / 4, 12);
    expect(s.value('NumRet', 'dep')).toBe(4);
  });

  it('one group holding the whole list, graded, at relevance 1 and 2', async () => {
    const all: Case = {
      qid: 'all',
      docs: [
        { id: 'a', score: 1, grade: 3 },
        { id: 'b', score: 1, grade: 1 },
        { id: 'c', score: 1, grade: 0 },
        { id: 'd', score: 1 },
        { id: 'e', score: 1, grade: 2 },
        { id: 'f', score: 1, grade: 2 },
      ],
      unretrieved: [
        ['y', 1],
        ['z', 0],
      ],
    };
    await check([all], 1000, 1);
    await check([all], 1000, 2);
    await check([all], 3, 1);
  });

  it('groups whose members share a grade are not tie-dependent: low = value = high', async () => {
    const flat: Case = {
      qid: 'flat',
      docs: [
        { id: 'a', score: 2, grade: 1 },
        { id: 'b', score: 2, grade: 1 },
        { id: 'c', score: 1, grade: 0 },
        { id: 'd', score: 1, grade: 0 },
        { id: 'e', score: 0 },
        { id: 'f', score: 0 },
      ],
    };
    await check([flat], 1000);
    const f = files([flat]);
    const s = await scoreFiles(tmp, f.qrels, f.run, MEASURES, { policy: { ties: 'expected' } });
    for (let mi = 0; mi < MEASURES.length; mi++) expect(s.run.high[mi][0]).toBe(s.run.low[mi][0]);
  });

  it('random small queries (seeded), several at once, at depths straddling groups', async () => {
    const cases = randomCases();
    for (const depth of [1000, 2, 4, 5]) await check(cases, depth);
  });

  it('with unjudged: condensed, including groups of judged and unjudged documents straddling depth', async () => {
    for (const depth of [1000, 2, 4, 5]) await check(randomCases(), depth, 1, MEASURES, true);
  });

  it('condensed, by hand: depth 2 cuts the tie {b unjudged, c relevant}', async () => {
    // a (rel) scores 9; b (unjudged) and c (rel) tie at 5; depth 2. Orders: [a, b | c] -> condensed [a];
    // [a, c | b] -> condensed [a, c]. R = 2: recall 1/2 or 1, expected 3/4.
    const q = qrelsText([
      ['q', 'a', 1],
      ['q', 'c', 1],
    ]);
    const run = 'q Q0 a 1 9 t\nq Q0 b 2 5 t\nq Q0 c 3 5 t\n';
    const e = await scoreFiles(tmp, q, run, ['R', 'NumRet'], {
      policy: { ties: 'expected', depth: 2, unjudged: 'condensed' },
    });
    expect(e.value('R', 'q')).toBe(0.75);
    expect([e.low('R', 'q'), e.high('R', 'q')]).toEqual([0.5, 1]);
    expect(e.value('NumRet', 'q')).toBe(1.5);
    // trec_eval: docid descending puts c first -> [a, c], recall 1, but the value depends on the tie order
    const t = await scoreFiles(tmp, q, run, ['R'], { policy: { ties: 'trec_eval', depth: 2, unjudged: 'condensed' } });
    expect(t.value('R', 'q')).toBe(1);
    expect([t.low('R', 'q'), t.high('R', 'q')]).toEqual([0.5, 1]);
  });
});

describe('low and high under the other tie policies', () => {
  it.each([false, true])(
    'ties: trec_eval (condensed: %s): the value is the docid-descending order, low/high the min/max over every tie order',
    async (condensed) => {
      const cases = randomCases();
      const f = files(cases);
      for (const depth of [1000, 2, 4]) {
        const s = await scoreFiles(tmp, f.qrels, f.run, MEASURES, {
          policy: { ties: 'trec_eval', depth, unjudged: condensed ? 'condensed' : 'nonrelevant' },
        });
        const bad: string[] = [];
        for (const c of cases) {
          const judged = [
            ...c.docs.filter((d) => d.grade !== undefined).map((d) => d.grade!),
            ...(c.unretrieved ?? []).map(([, g]) => g),
          ];
          // trec_eval: score descending, then docid descending in byte order
          const order = [...c.docs].sort((a, b) => b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
          for (const m of MEASURES) {
            const want = enumerate(c, m, depth, 1, f.gmax, condensed);
            let list = order.slice(0, depth).map((d) => d.grade);
            if (condensed && !m.startsWith('Judged')) list = list.filter((g) => g !== undefined);
            const v = naive(m, list, judged, 1, f.gmax);
            if (Math.abs(s.value(m, c.qid) - v) > TOL)
              bad.push(`${c.qid}@${depth} ${m}: value ${s.value(m, c.qid)} vs ${v}`);
            if (Math.abs(s.low(m, c.qid) - want.min) > TOL)
              bad.push(`${c.qid}@${depth} ${m}: low ${s.low(m, c.qid)} vs ${want.min}`);
            if (Math.abs(s.high(m, c.qid) - want.max) > TOL)
              bad.push(`${c.qid}@${depth} ${m}: high ${s.high(m, c.qid)} vs ${want.max}`);
          }
        }
        expect(bad).toEqual([]);
      }
    },
  );

  it('ties: trec_eval reports the spread over tie orders, also for a group straddling depth', async () => {
    // a (not rel) scores 2; b (rel) and c (not rel) tie at 1. Docid descending puts c before b, and depth 2 drops b:
    // P@2 is 0 under trec_eval's order but 1/2 when b is ranked before c.
    const q = qrelsText([
      ['q', 'a', 0],
      ['q', 'b', 1],
      ['q', 'c', 0],
    ]);
    const run = 'q Q0 a 1 2 t\nq Q0 b 2 1 t\nq Q0 c 3 1 t\n';
    const s = await scoreFiles(tmp, q, run, ['P@2', 'RR', 'R'], { policy: { ties: 'trec_eval', depth: 2 } });
    expect(s.value('P@2', 'q')).toBe(0);
    expect(s.value('RR', 'q')).toBe(0);
    expect([s.low('P@2', 'q'), s.high('P@2', 'q')]).toEqual([0, 0.5]);
    expect([s.low('RR', 'q'), s.high('RR', 'q')]).toEqual([0, 0.5]);
    expect([s.low('R', 'q'), s.high('R', 'q')]).toEqual([0, 1]);
  });
});
