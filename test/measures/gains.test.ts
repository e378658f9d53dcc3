// The ideal ranking's gains (measures/gains.ts idealGains): every positive judged gain, largest first. Gains of a
// handful of distinct values are counted rather than sorted; held here against the definition, a sort, on gains of
// few and of many values, with the same numbers to the bit.
import { describe, expect, it } from 'vitest';
import { gainFunction, gainSpec, idealGains, sharedIdealGains } from '../../src/measures/gains.js';
import { parseMeasure } from '../../src/measures/parse.js';
import { mulberry32 } from '../seeded.mjs';

/** The definition: the positive gains, sorted largest first. */
function reference(judged: Float64Array, gain: (x: number) => number, negativeUnjudged: boolean): number[] {
  return Array.from(judged)
    .filter((x) => !(negativeUnjudged && x < 0))
    .map(gain)
    .filter((v) => v > 0)
    .sort((a, b) => b - a);
}

const bits = (xs: readonly number[]) => Array.from(new BigUint64Array(Float64Array.from(xs).buffer), String);

describe('idealGains', () => {
  it('lists the positive gains largest first, counted or sorted, for grades of few and of many values', () => {
    const r = mulberry32(5);
    for (const name of ['nDCG@10', "nDCG(dcg='exp-log2')@10", 'nDCG(gains={0:0,1:0.5,2:3,3:0.000000001})@10']) {
      const spec = parseMeasure(name);
      const g = gainSpec(spec);
      const gain = gainFunction(g);
      for (let trial = 0; trial < 300; trial++) {
        // 0 to 400 judgments of 1 to 20 distinct grades (past the 8 that are counted), negative ones among them.
        // (A gains map prices grades 0 to 3 only.)
        const levels = g.type === 'map' ? 5 : 1 + Math.floor(r() * 20);
        const values = Array.from({ length: levels }, (_, i) =>
          g.type === 'map' ? i - 1 : i % 5 === 4 ? -1 : i % 3 === 0 ? i : i + r(),
        );
        const judged = Float64Array.from({ length: Math.floor(r() * 400) }, () => values[Math.floor(r() * levels)]);
        for (const negative of ['nonrelevant', 'unjudged'] as const) {
          const q = { judged, maxGrade: 3, negative };
          expect(bits(idealGains(g, gain, q))).toEqual(bits(reference(judged, gain, negative === 'unjudged')));
        }
      }
    }
  });

  it('is kept per query and gain specification once computed (sharedIdealGains)', () => {
    const g = gainSpec(parseMeasure('nDCG@10'));
    const gain = gainFunction(g);
    const q = { judged: Float64Array.of(1, 3, 0, 2, 3), maxGrade: 3 };
    const first = sharedIdealGains(g, gain, q);
    expect(first).toEqual([3, 3, 2, 1]);
    expect(sharedIdealGains(g, gain, q)).toBe(first);
    expect(sharedIdealGains(g, gain, { ...q, judged: Float64Array.of(1) })).toEqual([1]);
  });
});
