// Tie groups reordered by a measure's key (measures/lists.ts reorderGroups): the best and the worst order of every tie
// group, equal keys in their listed order. Held against a stable comparison sort of each group, the definition.
import { describe, expect, it } from 'vitest';
import { mixedGroups, reorderGroups, tieGroups } from '../../src/measures/lists.js';
import { mulberry32 } from '../seeded.mjs';

/** Every group's index, 0 to groups - 1: reorderGroups then reorders them all. */
const every = (groups: number) => Int32Array.from({ length: groups }, (_, i) => i);

/** The definition: each group copied out and sorted by key with Array.prototype.sort (stable), descending for best. */
function reference(
  key: (g: number) => number,
  grades: Float64Array,
  starts: Int32Array,
  groups: number,
  best: boolean,
) {
  const out = Float64Array.from(grades);
  for (let gi = 0; gi < groups; gi++) {
    const seg = Array.from(grades.subarray(starts[gi], starts[gi + 1]));
    seg.sort((x, y) => (best ? key(y) - key(x) : key(x) - key(y)));
    out.set(seg, starts[gi]);
  }
  return out;
}

describe('reorderGroups', () => {
  it('puts every tie group in its best and worst order, equal keys as listed, small and large groups alike', () => {
    const rand = mulberry32(11);
    // Grades 0-3, unjudged (NaN), and fractional grades that share a binary key: their order within a key shows
    // whether equal keys kept their places. Scores from a few values, so tie groups of 1 to ~200 documents.
    const keys: [string, (g: number) => number][] = [
      ['binary', (g) => (g >= 1 ? 1 : 0)],
      ['gain', (g) => (g >= 0 ? 2 ** g - 1 : 0)],
      ['judged', (g) => (g !== g ? 0 : 1)],
      // −0 and +0 are one key, as the comparison sort's difference makes them.
      ['signed zeros', (g) => (g >= 1 ? 1 : g === 0 ? -0 : 0)],
    ];
    let small = 0;
    let large = 0;
    for (let t = 0; t < 60; t++) {
      const n = 1 + Math.floor(rand() * 400);
      const distinct = 1 + Math.floor(rand() * (t % 3 === 0 ? 3 : 40));
      const scores = Float64Array.from({ length: n }, () => Math.floor(rand() * distinct))
        .sort()
        .reverse();
      const grades = Float64Array.from({ length: n }, () => {
        const r = rand();
        return r < 0.5 ? Number.NaN : r < 0.7 ? 0 : r < 0.8 ? 1 + rand() * 0.5 : Math.floor(1 + rand() * 3);
      });
      const starts = new Int32Array(n + 1);
      const groups = tieGroups(scores, n, starts);
      for (let gi = 0; gi < groups; gi++) {
        const size = starts[gi + 1] - starts[gi];
        if (size > 32) large++;
        else if (size > 1) small++;
      }
      for (const [name, key] of keys)
        for (const best of [true, false]) {
          const out = new Float64Array(n);
          reorderGroups(key, grades, n, starts, every(groups), groups, best, out);
          expect(Array.from(out), `${name} ${best ? 'best' : 'worst'} #${t}`).toEqual(
            Array.from(reference(key, grades, starts, groups, best)),
          );
        }
    }
    // Both ways of reordering were taken: groups of up to 32 in place, larger ones laid out key value by key value
    // (binary, judged, signed zeros: a few values) or by the comparison sort (gain over fractional grades: many).
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(0);
  });

  it('lays out a constant-score list, one group of every document, as the stable sort does', () => {
    const rand = mulberry32(29);
    const n = 1000;
    const grades = Float64Array.from({ length: n }, () => {
      const r = rand();
      return r < 0.9 ? Number.NaN : r < 0.95 ? 0 : Math.floor(1 + rand() * 3);
    });
    const starts = new Int32Array(n + 1);
    expect(tieGroups(new Float64Array(n).fill(1), n, starts)).toBe(1);
    const gain = (g: number) => (g >= 0 ? 2 ** g - 1 : 0);
    // No measure's key is NaN (each maps an unjudged grade to a number); were one, the comparison sort decides, as in
    // the definition.
    const nan = (g: number) => (g !== g ? Number.NaN : g);
    for (const key of [gain, nan])
      for (const best of [true, false]) {
        const out = new Float64Array(n);
        reorderGroups(key, grades, n, starts, every(1), 1, best, out);
        expect(Array.from(out)).toEqual(Array.from(reference(key, grades, starts, 1, best)));
      }
  });
});

describe('reorderGroups over the groups mixedGroups lists', () => {
  it('gives what it gives over every group, both ways', () => {
    const r = mulberry32(0x1157);
    const pick = [Number.NaN, Number.NaN, 0, 0, 1, 2, -1];
    for (let t = 0; t < 2000; t++) {
      const n = 1 + Math.floor(r() * 60);
      const grades = Float64Array.from({ length: n }, () => pick[Math.floor(r() * pick.length)]);
      const scores = new Float64Array(n);
      for (let i = 0, s = 100; i < n; i++) scores[i] = i > 0 && r() < 0.5 ? scores[i - 1] : --s;
      const starts = new Int32Array(n + 1);
      const groups = tieGroups(scores, n, starts);
      const listed = new Int32Array(groups);
      const count = mixedGroups(grades, starts, groups, listed);
      // A key that folds grades 0 and -1 together: groups whose grades differ but whose keys do not stay as they are.
      const key = (g: number) => (g !== g ? 0.5 : Math.max(g, 0));
      for (const best of [false, true]) {
        const all = new Float64Array(n);
        const some = new Float64Array(n).fill(7);
        reorderGroups(key, grades, n, starts, every(groups), groups, best, all);
        reorderGroups(key, grades, n, starts, listed, count, best, some);
        expect(Array.from(some)).toEqual(Array.from(all));
      }
    }
  });
});
