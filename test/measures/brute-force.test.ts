// Every measure in the registry against brute force on small random lists: the optimistic bound against the
// maximum over every subset of unjudged documents judged relevant, the tie range against every order of the tie
// groups, the expected value against the mean over those orders. Seeded: the same cases every run.
import { describe, it, expect } from 'vitest';
import { MEASURES, measureDef, ranksNeeded, resolveMeasure } from '../../src/measures/registry.js';
import { parseMeasure } from '../../src/measures/parse.js';
import { isUnjudged, mixedGroups, reorderGroups, tieGroups } from '../../src/measures/lists.js';
import type { BoundMeasure, MeasureValue, QueryFacts } from '../../src/measures/measure.js';
import { mulberry32 } from '../seeded.mjs';

const rng = mulberry32;

/** Specs covering every registry measure, with small cutoffs so that windows matter. */
const SPECS = [
  'P@3',
  'P(rel=2)@3',
  'R@3',
  'R',
  'AP',
  'AP@3',
  'AP(rel=2)',
  'RR',
  'RR@2',
  'nDCG@3',
  'nDCG',
  "nDCG(dcg='exp-log2')@3",
  'nDCG(gains={0:0.5,1:1,2:3,3:4})@3',
  "nDCG(trec_gains='1=3,2=1')@3",
  'Rprec',
  'Bpref',
  'Success@2',
  'Judged@3',
  'ERR@3',
  'ERR(max=4)@3',
  'NumRet',
  'NumRel',
  'NumRelRet',
  'IPrec@0.3',
  'IPrec@0',
  'IPrec@1',
  'infAP',
  'RBP(p=0.8)',
  'RBP(p=0.5,rel=2)',
  'SetP',
  'SetP(relative=True)',
  'SetR',
  'SetAP',
  'SetF(beta=0.5)',
  'gm_map',
  'gm_bpref',
  '11pt_avg',
  'Rprec_mult@0.6',
  'Rprec_mult@1.4',
  'relative_P@3',
  'utility',
  'utility(a=2,b=-1,c=-1)',
  'binG',
  'G',
  "G(trec_gains='1=0.5,2=3')",
  'ndcg_rel',
  'Rndcg',
  'rbp_resid',
  'unj@3',
  'num_nonrel_judged_ret',
  'DCG@3',
  "DCG(trec_gains='1=3,2=0.5')",
];

interface Case {
  grades: Float64Array;
  scores: Float64Array;
  depth: number;
  facts: QueryFacts;
}

const GRADES = [NaN, NaN, NaN, -1, 0, 0, 1, 1, 2, 3];

function makeCase(r: () => number, negative: 'nonrelevant' | 'unjudged'): Case {
  const n = 1 + Math.floor(r() * 7);
  const grades = new Float64Array(n);
  const scores = new Float64Array(n);
  let s = 10;
  for (let i = 0; i < n; i++) {
    grades[i] = GRADES[Math.floor(r() * GRADES.length)];
    if (i > 0 && r() < 0.45) scores[i] = scores[i - 1];
    else scores[i] = s -= 1;
  }
  const judged: number[] = [];
  for (let i = 0; i < n; i++) if (grades[i] === grades[i]) judged.push(grades[i]);
  // judgments no run retrieved
  const extra = Math.floor(r() * 4);
  for (let i = 0; i < extra; i++) judged.push([0, 1, 2, -1][Math.floor(r() * 4)]);
  const depth = r() < 0.3 ? Math.max(1, n - 1 - Math.floor(r() * 2)) : n;
  return { grades, scores, depth, facts: { judged: Float64Array.from(judged), maxGrade: 3, negative } };
}

const out: MeasureValue = { value: 0, num: 0, den: 1 };
/** Fills the output with a value no measure computes: every call must overwrite all three fields. */
const poison = () => Object.assign(out, { value: -777, num: -777, den: -777 });
const overwritten = () => out.value !== -777 && out.num !== -777 && out.den !== -777;
let stale = 0;
const value = (m: BoundMeasure, grades: Float64Array, depth: number, facts: QueryFacts) => {
  poison();
  m.ordered(grades, depth, facts, out);
  if (!overwritten()) stale++;
  return out.value;
};

/** Every order of the tie groups (each group permuted independently). */
function orders(c: Case): Float64Array[] {
  const starts = new Int32Array(c.grades.length + 1);
  const g = tieGroups(c.scores, c.grades.length, starts);
  let lists: number[][] = [[]];
  for (let gi = 0; gi < g; gi++) {
    const seg = Array.from(c.grades.subarray(starts[gi], starts[gi + 1]));
    const perms: number[][] = [];
    const permute = (rest: number[], acc: number[]) => {
      if (rest.length === 0) perms.push(acc);
      rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
    };
    permute(seg, []);
    lists = lists.flatMap((l) => perms.map((p) => [...l, ...p]));
  }
  return lists.map((l) => Float64Array.from(l));
}

/** The maximum over every subset of the unjudged documents in the top `depth` judged relevant at `relevance`. */
function bruteOptimistic(m: BoundMeasure, c: Case, relevance: number): number {
  const positions: number[] = [];
  for (let i = 0; i < c.depth; i++) if (isUnjudged(c.grades[i], c.facts)) positions.push(i);
  let best = -Infinity;
  for (let mask = 0; mask < 1 << positions.length; mask++) {
    const g = c.grades.slice();
    const judged = Array.from(c.facts.judged);
    positions.forEach((p, k) => {
      if (mask & (1 << k)) {
        g[p] = relevance;
        judged.push(relevance);
      }
    });
    best = Math.max(
      best,
      value(m, g, c.depth, { ...c.facts, judged: Float64Array.from(judged), maxGrade: Math.max(3, relevance) }),
    );
  }
  return best;
}

const CASES = 700;
const EPS = 1e-9;

describe('brute force over every registry measure', () => {
  it('covers every numeric measure in the registry', () => {
    const kinds = new Set(SPECS.map((s) => parseMeasure(s).kind));
    expect(MEASURES.filter((d) => !d.text && !kinds.has(d.kind)).map((d) => d.kind)).toEqual([]);
  });

  for (const text of SPECS) {
    it(text, () => {
      const spec = parseMeasure(text);
      const r = rng(0x5eed ^ (text.length * 7919) ^ (text.charCodeAt(0) * 31));
      const problems: string[] = [];
      for (let t = 0; t < CASES && problems.length < 5; t++) {
        const c = makeCase(r, t % 3 === 2 ? 'unjudged' : 'nonrelevant');
        for (const relevance of [1, 2]) {
          const m = resolveMeasure(spec, relevance);
          const v = value(m, c.grades, c.depth, c.facts);
          // optimistic: never below the value; the maximum over subsets where the measure says exact, else above it
          poison();
          m.optimistic(c.grades, c.depth, c.facts, relevance, out);
          if (!overwritten()) stale++;
          const opt = out.value;
          const brute = bruteOptimistic(m, c, relevance);
          if (!(opt >= v - EPS))
            problems.push(`optimistic ${opt} below value ${v}: ${JSON.stringify({ ...c, relevance })}`);
          const exact = measureDef(spec.kind).optimistic === 'exact';
          if (exact && Math.abs(opt - brute) > EPS)
            problems.push(
              `optimistic ${opt} != max over subsets ${brute}: ${JSON.stringify({ g: Array.from(c.grades), d: c.depth, j: Array.from(c.facts.judged), relevance })}`,
            );
          if (!exact && !(opt >= brute - EPS))
            problems.push(
              `optimistic ${opt} below max over subsets ${brute}: ${JSON.stringify({ g: Array.from(c.grades), d: c.depth, j: Array.from(c.facts.judged), relevance })}`,
            );
        }
        // tie range and expected value over every order
        const m = resolveMeasure(spec, 1);
        const all = orders(c);
        if (all.length > 720) continue;
        const vals = all.map((g) => value(m, g, c.depth, c.facts));
        const lo = Math.min(...vals);
        const hi = Math.max(...vals);
        const starts = new Int32Array(c.grades.length + 1);
        const groups = tieGroups(c.scores, c.grades.length, starts);
        const key = (g: number) => m.orderKey(g, c.facts);
        const worst = new Float64Array(c.grades.length);
        const best = new Float64Array(c.grades.length);
        // The groups the scorer reorders: those that mix grades.
        const listed = new Int32Array(groups);
        const count = mixedGroups(c.grades, starts, groups, listed);
        reorderGroups(key, c.grades, c.grades.length, starts, listed, count, false, worst);
        reorderGroups(key, c.grades, c.grades.length, starts, listed, count, true, best);
        const kLo = value(m, worst, c.depth, c.facts);
        const kHi = value(m, best, c.depth, c.facts);
        if (m.exactRange && (Math.abs(kLo - lo) > EPS || Math.abs(kHi - hi) > EPS)) {
          problems.push(
            `tie range [${kLo}, ${kHi}] != [${lo}, ${hi}]: ${JSON.stringify({ g: Array.from(c.grades), s: Array.from(c.scores), d: c.depth })}`,
          );
        }
        if (m.expected) {
          poison();
          m.expected(c.grades, c.depth, c.facts, { starts, count: groups }, out);
          if (!overwritten()) stale++;
          const mean = vals.reduce((a, b) => a + b, 0) / vals.length;
          if (Math.abs(out.value - mean) > EPS)
            problems.push(
              `expected ${out.value} != mean over orders ${mean}: ${JSON.stringify({ g: Array.from(c.grades), s: Array.from(c.scores), d: c.depth })}`,
            );
        }
      }
      expect(problems).toEqual([]);
      // no reused output object can report another measure's value: every path writes value, num and den
      expect(stale).toBe(0);
    });
  }
});

// The scorer's tie range reorders only the tie groups that start within a measure's window (ranksNeeded): a group
// that starts at or after it is left in file order (src/score/evaluate.ts range). That holds only if no measure with a
// rank cutoff reads the order of positions at or beyond its cutoff; this checks it for every such measure.
describe('a measure with a rank cutoff reads nothing of the order beyond it', () => {
  for (const text of SPECS) {
    const spec = parseMeasure(text);
    const window = ranksNeeded(spec);
    if (!Number.isFinite(window)) continue;
    it(text, () => {
      const r = rng(0x7a11 ^ (text.length * 104729));
      const problems: string[] = [];
      for (let t = 0; t < CASES && problems.length < 5; t++) {
        const n = window + 1 + Math.floor(r() * 8);
        const grades = new Float64Array(n);
        for (let i = 0; i < n; i++) grades[i] = GRADES[Math.floor(r() * GRADES.length)];
        const judged: number[] = [];
        for (let i = 0; i < n; i++) if (grades[i] === grades[i]) judged.push(grades[i]);
        judged.push(1, 2);
        const facts: QueryFacts = {
          judged: Float64Array.from(judged),
          maxGrade: 3,
          negative: t % 2 ? 'unjudged' : 'nonrelevant',
        };
        const depth = r() < 0.3 ? n - Math.floor(r() * (n - window)) : n;
        // The tail from `window` on, shuffled (Fisher–Yates).
        const shuffled = grades.slice();
        for (let i = n - 1; i > window; i--) {
          const j = window + Math.floor(r() * (i - window + 1));
          [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
        }
        for (const relevance of [1, 2]) {
          const m = resolveMeasure(spec, relevance);
          const a = value(m, grades, depth, facts);
          const num = out.num;
          const b = value(m, shuffled, depth, facts);
          if (!Object.is(a, b) || num !== out.num)
            problems.push(
              `${a} != ${b} with the tail reordered: ${JSON.stringify({ g: Array.from(grades), s: Array.from(shuffled), depth, relevance })}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
