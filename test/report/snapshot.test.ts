// Snapshots of the PR comment for the shipped example (committed under __snapshots__/): any change to the comment's
// wording, numbers or layout shows up as a diff to review. The tool version is masked so the files do not change
// with every release (it is the only part of the comment that comes from package.json).
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { runComparison } from '../../src/pipeline/compare.js';
import { VERSION } from '../../src/version.js';
import { EXAMPLE, REPO } from '../compare/helpers.js';

async function comment(run: string): Promise<string> {
  const res = await runComparison({ contract: join(EXAMPLE, 'rankgate.yml'), run: join(EXAMPLE, run), root: REPO });
  return res.markdown.replace(`<sub>rankgate ${VERSION} · `, '<sub>rankgate VERSION · ');
}

describe('example comment snapshots', () => {
  it('candidate.trec (hidden regression, fail)', async () => {
    const md = await comment('candidate.trec');
    expect(md).toContain('<sub>rankgate VERSION · ');
    await expect(md).toMatchFileSnapshot('./__snapshots__/example.md');
  });

  it('candidate-fixed.trec (pass)', async () => {
    const md = await comment('candidate-fixed.trec');
    await expect(md).toMatchFileSnapshot('./__snapshots__/example-fixed.md');
  });

  it('is deterministic: a second rendering is byte-identical', async () => {
    expect(await comment('candidate.trec')).toBe(await comment('candidate.trec'));
  });
});
