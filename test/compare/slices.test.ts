// buildSlices and selectSlices on hand-built slice tables: membership, order, (unlabeled), held-out, selection.
import { describe, it, expect } from 'vitest';
import { buildSlices, selectSlices, UNLABELED, type Slice } from '../../src/compare/slices.js';
import type { SliceTable } from '../../src/read/slices.js';
import { InputError } from '../../src/errors.js';
import { inputErrorOf } from './helpers.js';

function table(dimensions: string[], rows: Record<string, string[][]>): SliceTable {
  return {
    facts: { path: 'slices.tsv', sha256: '0'.repeat(64), lines: 0, bytes: 0, gzip: false },
    dimensions,
    labels: new Map(Object.entries(rows)),
    labelled: Object.values(rows).filter((r) => r.some((v) => v.length > 0)).length,
  };
}

const members = (plan: { slices: Slice[] }, qids: string[]) =>
  Object.fromEntries(plan.slices.map((s) => [s.name, Array.from(s.members, (i) => qids[i])]));

describe('buildSlices', () => {
  const qids = ['q1', 'q2', 'q3', 'q4', 'q5', 'q10'];
  const all = new Uint8Array(qids.length).fill(1);

  it('without a slices table there is only `all`, over the included queries', () => {
    const included = Uint8Array.from([1, 1, 0, 1, 1, 1]);
    const plan = buildSlices(qids, included, null, undefined, 'rankgate.yml');
    expect(members(plan, qids)).toEqual({ all: ['q1', 'q2', 'q4', 'q5', 'q10'] });
    expect(plan.withoutLabels).toBe(0);
    expect(plan.labelsNotJudged).toBe(0);
  });

  it('one slice per dimension value, several values per cell, (unlabeled) per dimension, in natural order', () => {
    const t = table(['type', 'lang'], {
      q1: [['b'], ['en']],
      q2: [['a', 'b'], []], // two types, no lang
      q3: [[], ['de']], // no type
      q10: [['a10'], ['en']],
      q4: [['a2'], ['en']],
      ghost: [['a'], ['en']], // not judged
      // q5: no row at all
    });
    const plan = buildSlices(qids, all, t, undefined, 'rankgate.yml');
    // Natural order of values (a, a2, a10, b), (unlabeled) after the dimension's values.
    expect(plan.slices.map((s) => s.name)).toEqual([
      'all',
      'type=a',
      'type=a2',
      'type=a10',
      'type=b',
      `type=${UNLABELED}`,
      'lang=de',
      'lang=en',
      `lang=${UNLABELED}`,
    ]);
    expect(members(plan, qids)).toEqual({
      all: ['q1', 'q2', 'q3', 'q4', 'q5', 'q10'],
      'type=a': ['q2'],
      'type=a2': ['q4'],
      'type=a10': ['q10'],
      'type=b': ['q1', 'q2'],
      'type=(unlabeled)': ['q3', 'q5'],
      'lang=de': ['q3'],
      'lang=en': ['q1', 'q4', 'q10'],
      'lang=(unlabeled)': ['q2', 'q5'],
    });
    expect(plan.slices[1]).toMatchObject({ dimension: 'type', value: 'a', heldout: false });
    expect(plan.slices[0]).toMatchObject({ dimension: null, value: null });
    expect(plan.withoutLabels).toBe(1); // q5
    expect(plan.labelsNotJudged).toBe(1); // ghost
    expect(plan.labelsOf[1]).toEqual(['type=a', 'type=b', 'lang=(unlabeled)']);
    expect(plan.labelsOf[4]).toEqual(['type=(unlabeled)', 'lang=(unlabeled)']);
  });

  it('a dimension whose every query has a value gets no (unlabeled) slice', () => {
    const t = table(['type'], { q1: [['a']], q2: [['a']] });
    const plan = buildSlices(['q1', 'q2'], Uint8Array.from([1, 1]), t, undefined, 'c.yml');
    expect(plan.slices.map((s) => s.name)).toEqual(['all', 'type=a']);
  });

  it('excluded queries (no relevant judgment) are in no slice, but a missing row still counts', () => {
    const t = table(['type'], { q1: [['a']], q2: [['a']] });
    const plan = buildSlices(['q1', 'q2', 'q3'], Uint8Array.from([1, 0, 0]), t, undefined, 'c.yml');
    expect(members(plan, ['q1', 'q2', 'q3'])).toEqual({ all: ['q1'], 'type=a': ['q1'] });
    expect(plan.withoutLabels).toBe(1); // q3 has no row, although it is excluded from the means
  });

  it('the held-out slice comes last and its queries leave `all` and every other slice', () => {
    const t = table(['type', 'split'], {
      q1: [['a'], ['dev']],
      q2: [['a'], ['test']],
      q3: [['b'], ['test']],
      q4: [['b'], ['dev']],
      q5: [['a'], []],
      q10: [['a'], ['dev']],
    });
    const plan = buildSlices(qids, all, t, { slice: 'split=test' }, 'c.yml');
    expect(plan.slices.map((s) => s.name)).toEqual([
      'all',
      'type=a',
      'type=b',
      'split=dev',
      'split=(unlabeled)',
      'split=test',
    ]);
    expect(members(plan, qids)).toEqual({
      all: ['q1', 'q4', 'q5', 'q10'],
      'type=a': ['q1', 'q5', 'q10'],
      'type=b': ['q4'],
      'split=dev': ['q1', 'q4', 'q10'],
      'split=(unlabeled)': ['q5'],
      'split=test': ['q2', 'q3'],
    });
    expect(plan.slices.at(-1)).toMatchObject({ heldout: true, dimension: 'split', value: 'test' });
    expect(Array.from(plan.heldoutMask)).toEqual([0, 1, 1, 0, 0, 0]);
    expect(plan.labelsOf[1]).toEqual([]); // nothing about a held-out query leaks through its labels
  });

  it('a held-out slice that names no dimension is an error naming the contract', () => {
    const t = table(['type'], { q1: [['a']] });
    expect(() => buildSlices(['q1'], Uint8Array.from([1]), t, { slice: 'split=test' }, 'rankgate.yml')).toThrow(
      InputError,
    );
    expect(
      inputErrorOf(() => buildSlices(['q1'], Uint8Array.from([1]), t, { slice: 'test' }, 'rankgate.yml')).format(),
    ).toBe(
      'rankgate.yml: heldout.slice "test" is not a dimension=value of the slices file (use one of the dimensions type, e.g. split=test)',
    );
    expect(() => buildSlices(['q1'], Uint8Array.from([1]), null, { slice: 'split=test' }, 'rankgate.yml')).toThrow(
      /not a dimension=value/,
    );
  });
});

describe('selectSlices', () => {
  const t = table(['type', 'v'], { q1: [['a'], ['x.y']], q2: [['b'], ['xzy']], q3: [[], ['x.y']] });
  const { slices } = buildSlices(['q1', 'q2', 'q3'], Uint8Array.from([1, 1, 1]), t, undefined, 'c.yml');
  const names = (sel: string | string[]) =>
    selectSlices(sel, slices, 'gate.rules[0].slices', 'c.yml').map((s) => s.name);

  it('"*" selects every slice', () => {
    expect(names('*')).toEqual(['all', 'type=a', 'type=b', 'type=(unlabeled)', 'v=x.y', 'v=xzy']);
  });
  it('a glob selects by pattern; regex characters in names are literal', () => {
    expect(names('type=*')).toEqual(['type=a', 'type=b', 'type=(unlabeled)']);
    expect(names('v=x.y')).toEqual(['v=x.y']); // "." is not "any character"
    expect(names('*=(unlabeled)')).toEqual(['type=(unlabeled)']);
  });
  it('a list selects each name once, in report order', () => {
    expect(names(['type=b', 'all', 'type=*', 'all'])).toEqual(['all', 'type=a', 'type=b', 'type=(unlabeled)']);
  });
  it('a name or a glob matching nothing is an error (a typo such as tpye=* must not gate nothing silently)', () => {
    expect(inputErrorOf(() => names('lang=*')).format()).toBe(
      'c.yml: gate.rules[0].slices names the pattern "lang=*", which matches no slice of judged queries (slices are: all, type=a, type=b, type=(unlabeled), v=x.y, v=xzy)',
    );
    expect(() => names(['all', 'lang=en'])).toThrow(InputError);
    expect(inputErrorOf(() => names('lang=en')).format()).toBe(
      'c.yml: gate.rules[0].slices names slice "lang=en", which matches no slice of judged queries (slices are: all, type=a, type=b, type=(unlabeled), v=x.y, v=xzy)',
    );
  });
});

describe('a slices file must label at least half of the judged queries', () => {
  const qids = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
  const all = new Uint8Array(qids.length).fill(1);
  const rows = (labelled: string[], extra: Record<string, string[][]> = {}) => ({
    ...Object.fromEntries(labelled.map((q) => [q, [['a']]])),
    ...extra,
  });

  it("another collection's file (labels none of the judged queries) is refused, saying so", () => {
    const wrong = table(['type'], { d1: [['a']], d2: [['b']], d3: [['a']] });
    expect(inputErrorOf(() => buildSlices(qids, all, wrong, undefined, 'c.yml')).format()).toBe(
      'slices.tsv: labels none of the 6 judged queries (3 of its 3 rows name queries without judgments: another collection\'s file?) (give at least half of the judged queries a value (every query, ideally: a catch-all value such as "other" works), check that the file belongs to these judgments, or remove slices: from the contract)',
    );
  });

  it('an unfilled template (rows, no values) is refused in the comparison too', () => {
    const empty = table(['type'], Object.fromEntries(qids.map((q) => [q, [[]]])));
    expect(inputErrorOf(() => buildSlices(qids, all, empty, undefined, 'c.yml')).message).toBe(
      'labels none of the 6 judged queries (every value cell is empty: an unfilled template?)',
    );
  });

  it('2 of 6 is too few; 3 of 6 (half) is gated, the rest counted', () => {
    expect(
      inputErrorOf(() => buildSlices(qids, all, table(['type'], rows(['q1', 'q2'])), undefined, 'c.yml')).message,
    ).toBe('labels only 2 of the 6 judged queries (most judged queries have no row, or only empty cells)');
    const plan = buildSlices(qids, all, table(['type'], rows(['q1', 'q2', 'q3'])), undefined, 'c.yml');
    expect(plan.withoutLabels).toBe(3);
    expect(members(plan, qids)['type=(unlabeled)']).toEqual(['q4', 'q5', 'q6']);
  });
});
