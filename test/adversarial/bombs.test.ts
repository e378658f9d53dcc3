// Resource bombs, each in a child process of the bundled CLI (dist/cli.js) with a capped heap: each must end in a
// clean refusal (exit 2, one line) or a correct result, within a time bound, and the test reports its peak memory
// (resident set size from the child's own rusage). A gzip stream of many identical members is a valid .gz file that
// decompresses to gigabytes while costing the test almost nothing to write.
import { describe, it, expect, afterAll } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseDir, childCli, cleanUp, type ChildResult } from './harness.js';
import { BOMBS, QRELS } from './bombs.js';

afterAll(() => {
  cleanUp();
  console.log(`\nadversarial bombs, peak memory (child heap capped):\n${PEAKS.map((p) => `  ${p}`).join('\n')}\n`);
});

const PEAKS: string[] = [];

describe('adversarial: resource bombs (child process, capped heap)', () => {
  it.each(BOMBS.map((b) => [b.name, b]))('%s', async (_name, b) => {
    const dir = caseDir('bomb');
    writeFileSync(join(dir, 'qrels.txt'), QRELS);
    const args = b.build(dir);
    const r: ChildResult = await childCli(args, { heapMB: b.heapMB, timeoutMs: b.timeoutMs });
    PEAKS.push(
      `${b.name}: exit ${r.code}, ${Math.round(r.ms)} ms, peak ${r.peakMB.toFixed(0)} MB (heap cap ${b.heapMB} MB)`,
    );
    expect(r.signal, 'not killed by the time limit').toBeNull();
    expect(r.stderr).not.toMatch(/\n\s+at |FATAL|heap out of memory|RangeError|internal error/);
    if ('refuse' in b.expect) {
      expect(r.code, r.stderr).toBe(2);
      const lines = r.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(b.expect.refuse);
    } else {
      expect(r.code, r.stderr).toBe(b.expect.code);
      if (b.expect.stdout) expect(r.stdout).toMatch(b.expect.stdout);
    }
    expect(r.peakMB, 'peak resident memory').toBeLessThan(b.maxPeakMB);
  });
});
