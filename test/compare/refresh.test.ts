// The baseline's age (from the candidate's commit date, never the clock) and the bless suggestion.
import { describe, expect, it } from 'vitest';
import { baselineAge, maxAgeDays, refreshSuggestion, shellQuote } from '../../src/compare/refresh.js';
import { contractSchema } from '../../src/contract/schema.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { compareCase, rrQuery, useTmp } from './helpers.js';

const tmp = useTmp();
const contract = (rules: unknown[]) =>
  contractSchema.parse({ version: 1, name: 't', judgments: 'q', measures: ['RR@10'], gate: { rules } });

describe('baseline age', () => {
  it('baseline_max_age in days or weeks', () => {
    expect([maxAgeDays('30d'), maxAgeDays('8w'), maxAgeDays(12), maxAgeDays(undefined)]).toEqual([30, 56, 12, null]);
  });

  it("whole days from the baseline's date to the candidate's commit date; stale above the maximum", () => {
    const meta = { commit: 'abc', date: '2026-10-01T12:00:00Z' };
    expect(baselineAge(meta, '2026-11-01T11:00:00+00:00', '30d')).toEqual({
      commit: 'abc',
      date: '2026-10-01T12:00:00Z',
      ageDays: 30,
      maxAgeDays: 30,
      stale: false,
    });
    expect(baselineAge(meta, '2026-11-01T13:00:00Z', '30d')).toMatchObject({ ageDays: 31, stale: true });
    expect(baselineAge(meta, undefined, '30d')).toMatchObject({ ageDays: null, stale: false });
    expect(baselineAge({}, '2026-11-01', '30d')).toEqual({
      commit: null,
      date: null,
      ageDays: null,
      maxAgeDays: 30,
      stale: false,
    });
    expect(baselineAge({ date: 'last tuesday' }, '2026-11-01', undefined)).toMatchObject({
      ageDays: null,
      maxAgeDays: null,
    });
  });
});

describe('refresh suggestion', () => {
  // A significant win: two-sided p 0.001, interval above 0.
  const cell = (baseline: number, delta: number, p = 0.001, ci: [number, number] = [delta / 2, delta * 2]) => ({
    baseline,
    delta,
    p,
    ci,
  });
  it('only on a significant win: p below alpha and the interval above 0', () => {
    const c = contract([{ measure: 'RR@10', slices: '*', warn: 0.01, fail: 0.02 }]);
    expect(refreshSuggestion(c, 'pass', 'RR@10', cell(0.5, 0.0174, 1, [-0.01, 0.04]), 'rankgate.yml', 'r')).toBeNull();
    expect(
      refreshSuggestion(c, 'pass', 'RR@10', cell(0.5, 0.0174, 0.03, [-0.001, 0.04]), 'rankgate.yml', 'r'),
    ).toBeNull();
    expect(
      refreshSuggestion(c, 'pass', 'RR@10', cell(0.5, 0.0174, 0.03, [0.001, 0.04]), 'rankgate.yml', 'r'),
    ).not.toBeNull();
  });

  it('only on pass, beyond the warn threshold (else the fail threshold) of a rule gating all', () => {
    const c = contract([{ measure: 'RR@10', slices: '*', warn: 0.01, fail: 0.02 }]);
    expect(refreshSuggestion(c, 'pass', 'RR@10', cell(0.5, 0.011), 'rankgate.yml', 'runs/c.trec')).toEqual({
      command: 'npx rankgate baseline --contract rankgate.yml --run runs/c.trec',
      measure: 'RR@10',
      delta: 0.011,
      threshold: '0.01',
    });
    expect(refreshSuggestion(c, 'pass', 'RR@10', cell(0.5, 0.01), 'rankgate.yml', 'r')).toBeNull();
    expect(refreshSuggestion(c, 'warn', 'RR@10', cell(0.5, 0.5), 'rankgate.yml', 'r')).toBeNull();
    expect(
      refreshSuggestion(
        contract([{ measure: 'RR@10', slices: ['a*'], fail: '10%' }]),
        'pass',
        'RR@10',
        cell(0.5, 0.06),
        'c',
        'r',
      )?.threshold,
    ).toBe('10%');
    expect(
      refreshSuggestion(
        contract([{ measure: 'RR@10', slices: ['a*'], fail: '10%' }]),
        'pass',
        'RR@10',
        cell(0.5, 0.04),
        'c',
        'r',
      ),
    ).toBeNull();
    expect(
      refreshSuggestion(
        contract([{ measure: 'RR@10', slices: ['type=x'], fail: 0.01 }]),
        'pass',
        'RR@10',
        cell(0.5, 0.5),
        'c',
        'r',
      ),
    ).toBeNull();
  });

  it('quotes paths a shell would split', () => {
    expect(shellQuote('runs/c.trec')).toBe('runs/c.trec');
    expect(shellQuote("my runs/it's.trec")).toBe("'my runs/it'\\''s.trec'");
  });

  it('in the comment: a code block whose fence outlasts any backticks in the paths', async () => {
    const queries = Array.from({ length: 4 }, (_, i) => rrQuery(`q${i}`, 2, 1));
    const res = await compareCase(tmp.case('refresh'), {
      queries,
      contract: {
        gate: {
          primary: 'RR@10',
          rules: [{ measure: 'RR@10', slices: '*', warn: 0.01, fail: 0.05 }],
          min_queries: 1,
          significance: 'none',
        },
      },
    });
    expect(res.report.refresh).toMatchObject({ measure: 'RR@10', delta: 0.5 });
    expect(res.markdown).toContain(
      "```sh\nnpx rankgate baseline --contract rankgate.yml --run cand.trec\ngit add base.trec && git commit -m 'rankgate: refresh the baseline'\n```",
    );
    const evil = renderMarkdown({
      ...res.report,
      inputs: { ...res.report.inputs, candidate: { ...res.report.inputs.candidate, path: 'a```b @x' } },
    });
    expect(evil).toContain("````sh\nnpx rankgate baseline --contract rankgate.yml --run 'a```b @x'\n");
  });

  it('a stale baseline: a warning line above the footer, and the age in the footer', async () => {
    const queries = Array.from({ length: 4 }, (_, i) => rrQuery(`q${i}`, 1, 1));
    const res = await compareCase(tmp.case('stale'), {
      queries,
      baseHeader: '# commit: 0123456789abcdef\n# date: 2026-01-01\n',
      contract: { baseline_max_age: '30d' },
    });
    expect(res.report.baseline.ageDays).toBeNull();
    const md = renderMarkdown({
      ...res.report,
      baseline: { ...res.report.baseline, ageDays: 45, maxAgeDays: 30, stale: true },
    });
    expect(md).toContain("⚠️ **The baseline is 45 days old**, older than the contract's baseline_max_age (30 days)");
    expect(md).toContain('commit `0123456789ab` from `2026-01-01`, 45 days old ⚠️');
  });
});
