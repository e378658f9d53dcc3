// resolvePlan (defaults < contract < preset < flags) and summarizeRun's aggregations and counts.
import { describe, it, expect } from 'vitest';
import { resolvePlan } from '../../src/score/plan.js';
import { loadContract } from '../../src/contract/load.js';
import { summarizeRun } from '../../src/score/summary.js';
import { aggregationOf } from '../../src/score/aggregate.js';
import { parseMeasure } from '../../src/measures/parse.js';
import { DEFAULT_POLICY } from '../../src/contract/policy.js';
import { InputError } from '../../src/errors.js';
import { useTmp, score, ranked, type Judgment } from './helpers.js';

const tmp = useTmp();

describe('resolvePlan', () => {
  it('without a contract: default measures, policy, relevance 1, macro', () => {
    const p = resolvePlan(undefined, {}, 5);
    expect(p.measures.map((m) => m.name)).toEqual(['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10']);
    expect(p.policy).toEqual(DEFAULT_POLICY);
    expect(p.relevance).toBe(1);
    expect(p.aggregate).toBe('macro');
    expect(p.keep).toBe(5);
  });

  it('contract < preset < explicit flags', () => {
    const c = loadContract(
      tmp.file(
        'rankgate.yml',
        'version: 1\nname: t\njudgments: q.txt\nmeasures: [AP]\nrelevance: 2\naggregate: micro\npolicy: { ties: expected, no_relevant: exclude, depth: 50 }\n',
      ),
    );
    const fromContract = resolvePlan(c, {}, 0);
    expect(fromContract.policy).toMatchObject({ ties: 'expected', no_relevant: 'exclude', depth: 50 });
    expect([fromContract.relevance, fromContract.aggregate]).toEqual([2, 'micro']);
    expect(fromContract.negative).toBe('nonrelevant');
    // the preset means trec_eval: every result (its -M default), negative grades read as trec_eval reads them
    const preset = resolvePlan(c, { preset: 'trec_eval' }, 0);
    expect(preset.policy).toMatchObject({
      ties: 'trec_eval',
      no_relevant: 'zero',
      missing: 'zero',
      unjudged: 'nonrelevant',
      depth: 2147483647,
    });
    expect(preset.negative).toBe('unjudged');
    const flags = resolvePlan(
      c,
      {
        preset: 'trec_eval',
        measures: ['P@5'],
        relevance: 3,
        aggregate: 'macro',
        policy: { ties: 'file', depth: undefined, no_relevant: undefined },
      },
      0,
    );
    expect(flags.policy).toMatchObject({ ties: 'file', no_relevant: 'zero', depth: 2147483647 }); // undefined flags do not erase
    expect(resolvePlan(c, { preset: 'trec_eval', policy: { depth: 100 } }, 0).policy.depth).toBe(100);
    expect(flags.measures.map((m) => m.name)).toEqual(['P@5']);
    expect([flags.relevance, flags.aggregate]).toEqual([3, 'macro']);
  });

  it('depth must be a whole number >= 1', () => {
    expect(() => resolvePlan(undefined, { policy: { depth: 2.5 } }, 0)).toThrow(InputError);
    expect(() => resolvePlan(undefined, { policy: { depth: 0 } }, 0)).toThrow(
      'depth must be a whole number >= 1, got 0',
    );
  });
});

describe('aggregation', () => {
  it('counts are summed, P/R/Success pooled under micro, everything else averaged', () => {
    const how = (n: string, a: 'macro' | 'micro') => aggregationOf(parseMeasure(n), a);
    expect(['NumRet', 'NumRel', 'NumRelRet'].map((n) => how(n, 'macro'))).toEqual(['sum', 'sum', 'sum']);
    expect(['P@5', 'R@10', 'Success@1', 'AP', 'nDCG@10', 'RR'].map((n) => how(n, 'micro'))).toEqual([
      'pooled',
      'pooled',
      'pooled',
      'mean',
      'mean',
      'mean',
    ]);
    expect(['P@5', 'R@10', 'Success@1'].map((n) => how(n, 'macro'))).toEqual(['mean', 'mean', 'mean']);
  });

  it('micro P@k pools hits over k per query; micro Success@k equals its mean', async () => {
    const js: Judgment[] = [
      ['a', 'x', 1],
      ['a', 'y', 1],
      ['b', 'z', 1],
    ];
    const s = await score(tmp, js, [...ranked('a', ['x', 'y']), ...ranked('b', ['w'])], ['P@2', 'Success@1', 'R@2']);
    const micro = summarizeRun(s.run, 'micro').measures.map((m) => m.value);
    expect(micro[0]).toBeCloseTo(2 / 4, 12);
    expect(micro[1]).toBeCloseTo(1 / 2, 12);
    expect(micro[2]).toBeCloseTo(2 / 3, 12); // (2 + 0) / (2 + 1)
    const macro = summarizeRun(s.run, 'macro').measures.map((m) => m.value);
    expect(macro[2]).toBeCloseTo((1 + 0) / 2, 12);
  });
});

describe('summarizeRun counts', () => {
  it('counts tie-dependent queries once, whatever the number of measures', async () => {
    const js: Judgment[] = [
      ['t', 'a', 1],
      ['t', 'b', 0],
      ['u', 'a', 1],
      ['v', 'a', 1],
    ];
    // t: a and b tie at the top -> tie-dependent; u: a tie among equally judged docs -> not; v: no ties
    const run: [string, string, number][] = [
      ['t', 'a', 1],
      ['t', 'b', 1],
      ['u', 'x', 1],
      ['u', 'y', 1],
      ['u', 'a', 0],
      ['v', 'a', 1],
    ];
    const s = await score(tmp, js, run, ['RR', 'P@1', 'NumRet']);
    const sum = summarizeRun(s.run, 'macro');
    expect(sum.counts.tieDependent).toBe(1);
    expect(sum.measures.map((m) => m.tieDependent)).toEqual([1, 1, 0]);
    expect(sum.counts).toMatchObject({ judged: 3, evaluated: 3, missing: 0, noRelevant: 0, runOnly: 0 });
  });
});
