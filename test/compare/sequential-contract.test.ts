// `significance.sequential: false` switches the shortcuts off: every descriptive p takes all its iterations again, and every
// interval all its resamples.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runComparison } from '../../src/pipeline/compare.js';
import { EXAMPLE, REPO, useTmp } from './helpers.js';
import { COMPUTED_MIN_NONZERO, computedEnds } from '../../src/compare/computed-ends.js';
import { mulberry32 } from '../seeded.mjs';

const tmp = useTmp();

/** The example's contract with absolute paths, and `significance` as given. */
function contract(dir: string, significance: string | null): string {
  const file = join(dir, 'rankgate.yml');
  writeFileSync(
    file,
    [
      'version: 1',
      'name: help-center',
      `judgments: ${join(EXAMPLE, 'qrels.txt')}`,
      `slices: ${join(EXAMPLE, 'slices.tsv')}`,
      `baseline: ${join(REPO, 'baselines', 'help-center.trec')}`,
      'measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]',
      'gate:',
      '  rules:',
      '    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }',
      ...(significance ? [`  significance: ${significance}`] : []),
      '',
    ].join('\n'),
  );
  return file;
}

const pOf = async (file: string, slice: string, measure: string) => {
  const { report } = await runComparison({ contract: file, run: join(EXAMPLE, 'candidate.trec'), root: REPO });
  return report.slices.find((s) => s.name === slice)!.measures[measure].p;
};

describe('significance.sequential', () => {
  it('stops a clear descriptive p early by default, and draws every iteration when false', async () => {
    // P@5 on `all` is a clear change: no round of the full 10,000 is as extreme as observed (p = 1/10001). Early
    // stopping ends at the third look, 2,500 rounds (p = 1/2501); switched off, all 10,000 are drawn again.
    expect(await pOf(contract(tmp.case('default'), null), 'all', 'P@5')).toBe(1 / 2501);
    expect(await pOf(contract(tmp.case('on'), '{ sequential: true }'), 'all', 'P@5')).toBe(1 / 2501);
    expect(await pOf(contract(tmp.case('off'), '{ sequential: false }'), 'all', 'P@5')).toBe(1 / 10_001);
  });
});

describe('significance.sequential and computed intervals', () => {
  /** 300 queries of 10 results, graded judgments, and a candidate that reorders about two thirds of them. */
  function collection(dir: string, significance: string | null): string {
    const r = mulberry32(17);
    const qrels: string[] = [];
    const base: string[] = [];
    const cand: string[] = [];
    for (let q = 1; q <= 300; q++) {
      const docs = Array.from({ length: 10 }, (_, i) => `d${q}-${i}`);
      // The first document is always relevant (no query without a relevant judgment), the others 40% of the time.
      docs.forEach((d, i) => {
        if (i === 0 || r() < 0.4) qrels.push(`q${q} 0 ${d} ${1 + Math.floor(3 * r())}`);
      });
      const order = [...docs];
      if (r() < 0.67)
        for (let i = order.length - 1; i > 0; i--) {
          const j = Math.floor(r() * (i + 1));
          [order[i], order[j]] = [order[j], order[i]];
        }
      docs.forEach((d, i) => base.push(`q${q} Q0 ${d} ${i + 1} ${10 - i} base`));
      order.forEach((d, i) => cand.push(`q${q} Q0 ${d} ${i + 1} ${10 - i} cand`));
    }
    writeFileSync(join(dir, 'qrels.txt'), qrels.join('\n') + '\n');
    writeFileSync(join(dir, 'baseline.trec'), base.join('\n') + '\n');
    writeFileSync(join(dir, 'candidate.trec'), cand.join('\n') + '\n');
    const file = join(dir, 'rankgate.yml');
    writeFileSync(
      file,
      [
        'version: 1',
        'name: synthetic',
        'judgments: qrels.txt',
        'baseline: baseline.trec',
        'measures: [nDCG@10, P@5]',
        'gate:',
        '  rules:',
        '    - { measure: nDCG@10, slices: "*", fail: 0.02 }',
        `  significance: { iterations: 1000, bootstrap: 2000${significance ? `, ${significance}` : ''} }`,
        '',
      ].join('\n'),
    );
    return file;
  }

  const interval = async (dir: string, significance: string | null) => {
    const file = collection(dir, significance);
    const { report } = await runComparison({ contract: file, run: join(dir, 'candidate.trec'), root: dir });
    const all = report.slices.find((s) => s.name === 'all')!;
    const deltas = (m: string) =>
      Float64Array.from(report.perQuery!.candidate[m], (c, i) => c - report.perQuery!.baseline[m][i]);
    return { all, deltas };
  };

  it('computes an interval over 100 or more non-zero differences, and draws it under sequential: false', async () => {
    const on = await interval(tmp.case('computed'), null);
    const nonZero = on.deltas('nDCG@10').filter((d) => d !== 0).length;
    expect(nonZero).toBeGreaterThanOrEqual(COMPUTED_MIN_NONZERO);
    // Computed: exactly what computed-ends gives on the per-query differences (P@5 moves in fifths: the exact lattice).
    expect(on.all.measures['nDCG@10'].ci).toEqual(computedEnds(on.deltas('nDCG@10'), 0.025, 0.975));
    expect(on.all.measures['P@5'].ci).toEqual(computedEnds(on.deltas('P@5'), 0.025, 0.975));
    const off = await interval(tmp.case('drawn'), 'sequential: false');
    const [a, b] = off.all.measures['nDCG@10'].ci;
    const [c, d] = on.all.measures['nDCG@10'].ci;
    // Drawn (2,000 resamples) is another number, within its Monte Carlo error of the computed one: an end's sd there is
    // about 0.027·√5 = 0.06 se, and 0.15 of the width (3.92 se) is 0.59 se, about 10 of them.
    expect([a, b]).not.toEqual([c, d]);
    expect(Math.abs(a - c)).toBeLessThan(0.15 * (d - c));
    expect(Math.abs(b - d)).toBeLessThan(0.15 * (d - c));
  });
});
