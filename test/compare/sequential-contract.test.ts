// `significance.sequential: false` switches early stopping off: every descriptive p takes all its iterations again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runComparison } from '../../src/pipeline/compare.js';
import { EXAMPLE, REPO, useTmp } from './helpers.js';

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
