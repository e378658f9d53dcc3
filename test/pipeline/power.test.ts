// `rankgate power`: each gated slice's MDE against the family's critical value, from a run, a churn or an assumption.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { powerReport } from '../../src/pipeline/power.js';
import { powerFacts } from '../../src/compare/power.js';
import { main } from '../../src/cli/main.js';
import { EXAMPLE, rrQuery, useTmp, writeCase } from '../compare/helpers.js';

const tmp = useTmp();
const CONTRACT = join(EXAMPLE, 'rankgate.yml');

describe('powerReport', () => {
  it('with a churn: every gated pair gets the MDE of powerFacts at its own critical value', async () => {
    const r = await powerReport({ contract: CONTRACT, churn: 0.1 });
    expect(r.source).toBe('churn');
    expect(r.family).toBe(13);
    expect(r.rows.map((x) => `${x.measure} ${x.slice}`)).toContain('nDCG@10 type=exact-id');
    for (const x of r.rows) {
      expect(x.sd).toBe(0.1);
      const f = powerFacts(x.queries, 0.1, x.critical!, 0.8, x.fail);
      expect(x.mde).toBe(f.mde);
      expect(x.resolves).toBe(!f.underpowered);
      expect(x.queriesNeeded).toBe(f.queriesNeeded);
      // A family of 13 overlapping pairs: more than one-sided 1.645, less than Bonferroni's 2.89 for 13.
      expect(x.critical!).toBeGreaterThan(1.645);
      expect(x.critical!).toBeLessThan(2.9);
    }
    // More queries, smaller MDE at the same churn.
    const all = r.rows.find((x) => x.slice === 'all' && x.measure === 'nDCG@10')!;
    const small = r.rows.find((x) => x.slice === 'type=exact-id' && x.measure === 'nDCG@10')!;
    expect(all.mde!).toBeLessThan(small.mde!);
  });

  it('with a second run: the paired sd of its differences with the baseline', async () => {
    const r = await powerReport({ contract: CONTRACT, run: join(EXAMPLE, 'candidate.trec') });
    expect(r.source).toBe('run');
    expect(r.basis).toContain('paired differences between');
    expect(r.rows.every((x) => x.sd > 0)).toBe(true);
  });

  it('refuses a gate without significance or rules, and a churn that is not positive', async () => {
    const w = writeCase(tmp.case('power-none'), { queries: [rrQuery('q1', 1, 1)] });
    await expect(powerReport({ contract: w.contract })).rejects.toThrow('significance is off');
    await expect(powerReport({ contract: CONTRACT, churn: -1 })).rejects.toThrow('--churn must be a positive number');
  });

  it('the command prints the table and a verdict line', async () => {
    let out = '';
    const code = await main(['power', '--contract', CONTRACT, '--churn', '0.05'], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => true },
    });
    expect(code).toBe(0);
    expect(out).toContain('resolves its threshold');
    expect(out).toMatch(
      /On \d+ of 13 gated slices significance, not the threshold, limits|On every gated slice, significance no longer limits/,
    );
    // The promise is stated for what a threshold rule can do: a drop of exactly the threshold fails about half the time.
    expect(out).toContain('fails about half the time at any size');
  });
});
