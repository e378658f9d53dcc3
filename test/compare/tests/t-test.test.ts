import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { familyTest, type FamilyPair } from '../../../src/compare/family.js';
import { pairedTest } from '../../../src/compare/paired-test.js';
import { tOfT } from '../../../src/compare/tests/t-test.js';
import { contractSchema } from '../../../src/contract/schema.js';
import { runComparison } from '../../../src/pipeline/compare.js';
import { testSettings } from '../../../src/report/statistics.js';
import type { Report } from '../../../src/report/schema.js';
import { EXAMPLE, REPO, useTmp } from '../helpers.js';

// Student's sleep data (Cushny & Peebles, as in Student 1908; R's `sleep`): extra hours of sleep under drug 2 minus
// drug 1 for ten patients. R's t.test(extra ~ group, data = sleep, paired = TRUE): t = −4.0621, df = 9,
// p-value = 0.002833 (two-sided).
const SLEEP = [1.2, 2.4, 1.3, 1.3, 0.0, 1.0, 1.8, 0.8, 4.6, 1.4];
const t = pairedTest('t-test');

const pair = (d: number[], offset = 0): FamilyPair => ({
  members: Int32Array.from(d, (_, i) => i + offset),
  values: [Float64Array.from(d)],
});

describe('the paired t-test', () => {
  it("gives R's two-sided p on the sleep data, and on 1..5 (t = 4.2426, df = 4, p = 0.01324)", () => {
    expect(t.twoSided(Float64Array.from(SLEEP), 0, 0)).toBeCloseTo(0.002833, 6);
    expect(t.twoSided(Float64Array.from([1, 2, 3, 4, 5]), 0, 0)).toBeCloseTo(0.01324, 5);
    expect(t.twoSided(Float64Array.from([0, 0, 0]), 0, 0)).toBe(1);
  });

  it("as the family's test: the one-sided p is half the two-sided one, in the worse direction only", () => {
    // The candidate is worse when d = candidate − baseline is negative: the sleep data negated.
    const worse = familyTest({
      pairs: [pair(SLEEP.map((x) => -x))],
      test: 't-test',
      alpha: 0.05,
      correction: 'none',
      iterations: 1000,
      seed: 1,
    });
    const o = worse.outcomes[0][0];
    expect(o.pWorse[0]).toBeCloseTo(0.002833 / 2, 6);
    expect(o.rejected[0]).toBe(1);
    // The paired t statistic behind T: 4.0621.
    expect(tOfT(o.t[0], 10)).toBeCloseTo(4.0621, 4);
    // Analytic p with no correction needs no draws.
    expect(worse.draws).toBe(1);
    const better = familyTest({
      pairs: [pair(SLEEP)],
      test: 't-test',
      alpha: 0.05,
      correction: 'none',
      iterations: 1000,
      seed: 1,
    });
    expect(better.outcomes[0][0].pWorse[0]).toBeCloseTo(1 - 0.002833 / 2, 6);
  });

  it('puts the critical value at the t quantile: T = c means t = qt(0.95, 9) = 1.833113', () => {
    const r = familyTest({
      pairs: [pair(SLEEP.map((x) => -x))],
      test: 't-test',
      alpha: 0.05,
      correction: 'none',
      iterations: 1000,
      seed: 1,
    });
    const o = r.outcomes[0][0];
    expect(tOfT(o.simultaneous[0], 10)).toBeCloseTo(1.833113, 6);
    expect(tOfT(o.critical[0], 10)).toBeCloseTo(1.833113, 6);
    // Two pairs under Holm: the simultaneous level is α/2, so qt(1 − 0.025, 9) = 2.262157.
    const two = familyTest({
      pairs: [
        pair(SLEEP.map((x) => -x)),
        pair(
          SLEEP.map((x) => -x / 2),
          10,
        ),
      ],
      test: 't-test',
      alpha: 0.05,
      correction: 'holm',
      iterations: 1000,
      seed: 1,
    });
    expect(tOfT(two.outcomes[0][0].simultaneous[0], 10)).toBeCloseTo(2.262157, 6);
    // Holm's adjusted p of identical p-values is 2p.
    expect(two.outcomes[0][0].pAdjusted[0]).toBeCloseTo(2 * (0.002833 / 2), 6);
  });

  it("Westfall–Young over t p-values uses the sign-flip draws: one pair's adjusted p is its exact permutation p", () => {
    const d = [-0.3, -0.1, 0.05, -0.2, -0.15, 0.02, -0.08, -0.12, 0.04, -0.25];
    const wy = familyTest({
      pairs: [pair(d)],
      test: 't-test',
      alpha: 0.05,
      correction: 'westfall-young',
      iterations: 1000,
      seed: 1,
    });
    const perm = familyTest({
      pairs: [pair(d)],
      test: 'randomization',
      alpha: 0.05,
      correction: 'westfall-young',
      iterations: 1000,
      seed: 1,
    });
    // p is monotone in T, so the share of the 2^10 draws whose t p is at most the observed one is the share whose T is
    // at least the observed T: the randomization p.
    expect(wy.draws).toBe(1024);
    expect(wy.outcomes[0][0].pAdjusted[0]).toBeCloseTo(perm.outcomes[0][0].pWorse[0], 12);
    // ...while the unadjusted p is the analytic one, not the permutation one.
    expect(wy.outcomes[0][0].pWorse[0]).not.toBeCloseTo(perm.outcomes[0][0].pWorse[0], 4);
    expect(wy.outcomes[0][0].pWorse[0]).toBeCloseTo(t.twoSided(Float64Array.from(d), 0, 0) / 2, 12);
  });

  it('a pair without any difference is never significant and has no critical value', () => {
    const r = familyTest({
      pairs: [pair([0, 0, 0, 0, 0])],
      test: 't-test',
      alpha: 0.05,
      correction: 'none',
      iterations: 1000,
      seed: 1,
    });
    expect(r.outcomes[0][0].pWorse[0]).toBe(1);
    expect(r.outcomes[0][0].simultaneous[0]).toBe(Infinity);
  });
});

describe('how reports name the test', () => {
  const sig = (test: Report['significance']['test'], correction: Report['significance']['correction']) =>
    ({
      test,
      iterations: 10_000,
      bootstrap: 10_000,
      alpha: 0.05,
      correction,
      seed: 3,
      family: 4,
      sided: 'one-sided',
      power: 0.8,
      unjudgedRelevance: 'judged',
    }) as unknown as Report['significance'];

  it('states the draws only when the test uses them', () => {
    expect(testSettings(sig('randomization', 'holm'), '10,000')).toBe(
      'paired randomization test (10,000 iterations, seed 3)',
    );
    expect(testSettings(sig('t-test', 'westfall-young'), '10,000')).toBe(
      "paired t-test (Student's, df = n − 1; 10,000 sign-flip draws for the family, seed 3)",
    );
    expect(testSettings(sig('t-test', 'holm'), '10,000')).toBe("paired t-test (Student's, df = n − 1)");
    expect(testSettings(sig('none', 'holm'), '10,000')).toBeNull();
  });
});

describe('selecting the t-test in the contract', () => {
  const tmp = useTmp();

  it('accepts test: t-test and refuses a name it does not know, listing the ones it does', () => {
    const base = { version: 1, name: 'x', judgments: 'q.txt' };
    expect(
      contractSchema.parse({ ...base, gate: { significance: { test: 't-test' } } }).gate.significance,
    ).toMatchObject({ test: 't-test' });
    const bad = contractSchema.safeParse({ ...base, gate: { significance: { test: 'student' } } });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('t-test');
  });

  it('runs the example under the t-test and says so in the comment', async () => {
    const dir = tmp.case('example-t');
    const text =
      readFileSync(join(EXAMPLE, 'rankgate.yml'), 'utf8')
        .replace('judgments: qrels.txt', `judgments: ${join(EXAMPLE, 'qrels.txt')}`)
        .replace('slices: slices.tsv', `slices: ${join(EXAMPLE, 'slices.tsv')}`)
        .replace('queries: queries.tsv', `queries: ${join(EXAMPLE, 'queries.tsv')}`)
        .replace(
          'baseline: ../../baselines/help-center.trec',
          `baseline: ${join(REPO, 'baselines', 'help-center.trec')}`,
        ) + '  significance: { test: t-test }\n';
    writeFileSync(join(dir, 'rankgate.yml'), text);
    const res = await runComparison({
      contract: join(dir, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate.trec'),
      root: REPO,
    });
    expect(res.report.significance.test).toBe('t-test');
    expect(res.markdown).toContain(
      "paired t-test (Student's, df = n − 1; 10,000 sign-flip draws for the family, seed 1), bootstrap CI (10,000), α 0.05",
    );
    expect(res.markdown).toContain(
      "the gate's own test of that decision: a one-sided paired t-test (is the candidate worse?)",
    );
    expect(res.markdown).toContain('two-sided paired t-test p and 95% paired bootstrap interval');
    expect(res.markdown).not.toContain('randomization');
    // The example's hidden regression is large: the t-test fails it too.
    expect(res.report.verdict.level).toBe('fail');
  });
});
