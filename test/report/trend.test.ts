// The comment's trend section, the stale-baseline notice and the refresh after an accepted regression: what they say,
// that slice names from input stay inside code spans, and that a report carries them through its schema.
import { beforeAll, describe, expect, it } from 'vitest';
import { amendResult } from '../../src/pipeline/amend.js';
import type { CompareResult } from '../../src/pipeline/compare.js';
import { recordFromReport, trendOf } from '../../src/pipeline/history.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { parseReport, serializeReport } from '../../src/report/schema.js';
import { sparkline } from '../../src/report/trend.js';
import { compareCase, rrQuery, useTmp } from '../compare/helpers.js';
import { codeSpans, outsideCode, tableCells } from './md.js';

const tmp = useTmp();
const NASTY = 'x|y <img src=x> @user [l](http://x)';
const at = (n: number) => ({ commit: String(n).repeat(40), date: `2026-11-0${n}T10:00:00Z`, branch: 'main' });

describe('sparkline', () => {
  it('maps values onto eight bars on the given scale; a gap for a missing value; a flat series sits mid-height', () => {
    expect(sparkline([0, 0.5, 1], 0, 1)).toBe('▁▅█');
    expect(sparkline([0.2, null, 0.3], 0.2, 0.3)).toBe('▁·█');
    expect(sparkline([0.4, 0.4], 0.4, 0.4)).toBe('▄▄');
    expect(sparkline([2], 0, 1)).toBe('█');
  });
});

describe('the trend, stale and refresh sections', () => {
  let base: CompareResult; // main: the baseline itself
  let better: CompareResult; // main later: a better run
  let pr: CompareResult; // the PR: the slice with the nasty name regresses
  beforeAll(async () => {
    const labels = (i: number) => ({ type: i < 6 ? NASTY : 'plain' });
    const spec = (cand: (i: number) => number) => ({
      queries: Array.from({ length: 12 }, (_, i) => rrQuery(`q${i + 1}`, 2, cand(i), labels(i))),
      contract: {
        gate: {
          primary: 'RR@10',
          rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
          min_queries: 1,
          significance: 'none',
        },
      },
    });
    base = await compareCase(
      tmp.case('base'),
      spec(() => 2),
    );
    better = await compareCase(
      tmp.case('better'),
      spec(() => 1),
    );
    pr = await compareCase(
      tmp.case('pr'),
      spec((i) => (i < 6 ? 5 : 1)),
    );
  });
  const history = () => [recordFromReport(base.report, at(1)), recordFromReport(better.report, at(2))];
  const withTrend = () =>
    amendResult(pr, {
      trend: trendOf(pr.report, history(), { last: 20, branch: 'rankgate-data', file: 'test/history.jsonl' }),
    });

  it("a table row per slice: main's sparkline, the PR last, the latest value and the change", () => {
    const md = withTrend().markdown;
    const lines = md.split('\n');
    const at0 = lines.indexOf('#### RR@10 on main, last 2 records → this PR');
    expect(at0).toBeGreaterThan(0);
    // all: 0.5 then 1.0 on main, the PR at (6 × 0.2 + 6 × 1) / 12 = 0.6.
    expect(lines[at0 + 4]).toBe('| **all** | `▁█ → ▂` | 1.0000 | 0.6000 | −0.4000 |');
    // The slice: 0.5 and 1.0 on main, the PR at 0.2, all on one scale (0.2 .. 1.0).
    const row = lines[at0 + 5]!;
    expect(tableCells(row)).toHaveLength(5);
    expect(row).toBe('| `type=x\\|y <img src=x> @user [l](http://x)` | `▄█ → ▁` | 1.0000 | 0.2000 | −0.8000 |');
    expect(lines[at0 + 7]).toContain('From `test/history.jsonl` on branch `rankgate-data`: 2 of 2 records');
    const rest = outsideCode(md);
    expect(rest).not.toMatch(/<img|@user|\]\(/);
    expect(codeSpans(md)).toContain('type=x\\|y <img src=x> @user [l](http://x)');
  });

  it("the stale notice gives main's latest score, the baseline's and the command in a fenced block", () => {
    const r = withTrend();
    const s = r.report.trend!.stale!;
    expect(s).toMatchObject({ commit: at(2).commit, baseline: 0.5, recorded: 1, measure: 'RR@10' });
    expect(r.markdown).toContain(
      `⚠️ **The baseline is stale:** main's latest record (commit \`${at(2).commit.slice(0, 12)}\`, \`${at(2).date}\`) has RR@10 on all queries 1.0000, but the committed baseline scores 0.5000 under the same contract (it differs on 3 slices).`,
    );
    expect(r.markdown).toContain('```sh\n' + s.command + '\n```');
    // Main still scoring what the baseline scores: no notice.
    const fresh = amendResult(pr, {
      trend: trendOf(pr.report, [recordFromReport(base.report, at(1))], { last: 20, branch: 'b', file: 'f' }),
    });
    expect(fresh.report.trend!.stale).toBeNull();
    expect(fresh.markdown).not.toContain('The baseline is stale');
    expect(fresh.markdown).toContain('#### RR@10 on main, last 1 record → this PR');
  });

  it('records under another contract id are said to be not comparable', () => {
    const moved = [
      { ...recordFromReport(better.report, at(2)), contract: 'abcdef123456' },
      recordFromReport(base.report, at(3)),
    ];
    const md = amendResult(pr, { trend: trendOf(pr.report, moved, { last: 20, branch: 'b', file: 'f' }) }).markdown;
    expect(md).toContain(`1 of these was scored under another contract id than today's \`${pr.report.contract.id}\``);
  });

  it("the HTML report draws the trend: a line per series over main's records, the PR as a ring, the stale notice", () => {
    const r = withTrend();
    const page = renderHtml(r.report);
    const section = page.slice(
      page.indexOf('<section id="trend">'),
      page.indexOf('</section>', page.indexOf('<section id="trend">')),
    );
    expect(section).toContain('<h2>RR@10 on main, last 2 records, and this PR</h2>');
    // all: 0.5 and 1.0 on main, the PR 0.6; the slice: 0.5, 1.0, then 0.2. One axis for both: 0 .. 1.2 in steps of
    // 0.2 (chart-svg.ts axis), 220 px tall from y = 16, so v sits at 236 − v / 1.2 × 220; records at x = 64 and 412,
    // the PR at 760.
    const series = section.split('<g class="series"').slice(1);
    expect(series).toHaveLength(2);
    expect(series[0]).toContain('data-slice="all"');
    expect(series[0]).toContain('<polyline class="line" points="64,144.3 412,52.7"');
    expect(series[0]).toMatch(/<circle class="pr" cx="760" cy="126" r="5"/);
    expect(series[0]).toContain('<title>all in this PR: 0.6000 (−0.4000 from main&#39;s latest)</title>');
    expect(series[1]).toMatch(/<circle class="pr" cx="760" cy="199.3" r="5"/);
    // The slice name from input is text, escaped: no element comes from it.
    expect(series[1]).toContain('data-slice="type=x|y &lt;img src=x&gt; @user [l](http://x)"');
    expect(section).not.toContain('<img');
    expect(section).toContain(
      '<td><code>all</code></td><td class="n">1.0000</td><td class="n">0.6000</td><td class="n neg">−0.4000</td>',
    );
    expect(section).toContain('<strong>The baseline is stale:</strong>');
    expect(section).toContain(
      r.report
        .trend!.stale!.command.replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;'),
    );
    // Without history: no trend section.
    expect(renderHtml(pr.report)).not.toContain('id="trend"');
  });

  it('the refresh after an accepted regression: the command, or the commit rankgate made', () => {
    const accepted = amendResult(pr, {});
    const report = { ...accepted.report, acceptance: { label: 'rankgate: accept', by: 'bob' } };
    const refresh = {
      command: 'npx rankgate baseline --contract rankgate.yml --run runs/c.trec',
      path: 'baselines/b.trec',
      branch: 'feat/x',
      commit: null,
    };
    const suggested = renderMarkdown({ ...report, acceptedRefresh: { ...refresh, status: 'suggested' } });
    expect(suggested).toContain(
      '🔄 **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up',
    );
    expect(suggested).toContain(
      'commit `baselines/b.trec`:\n\n```sh\nnpx rankgate baseline --contract rankgate.yml --run runs/c.trec\n```',
    );
    const committed = renderMarkdown({
      ...report,
      acceptedRefresh: { ...refresh, status: 'committed', commit: 'e'.repeat(40) },
    });
    expect(committed).toContain(
      "🔄 **Baseline refreshed:** rankgate committed `baselines/b.trec` to this PR's branch `feat/x` (commit `eeeeeeeeeeee`)",
    );
    const current = renderMarkdown({ ...report, acceptedRefresh: { ...refresh, status: 'current' } });
    expect(current).toContain("`baselines/b.trec` on this PR's branch already holds this candidate's ranking");
    // Not accepted (no label): nothing about refreshing.
    expect(renderMarkdown({ ...accepted.report, acceptedRefresh: { ...refresh, status: 'suggested' } })).not.toContain(
      '🔄',
    );
  });

  it('the report carries trend and refresh through its schema; a report without them is still valid', () => {
    const r = withTrend();
    expect(parseReport(r.reportJson).trend).toEqual(r.report.trend);
    expect(r.files.find((f) => f.name === 'report.json')!.content).toBe(r.reportJson);
    expect(r.files.find((f) => f.name === 'report.md')!.content).toBe(r.markdown);
    expect(withTrend().reportJson).toBe(r.reportJson);
    expect(parseReport(pr.reportJson).trend).toBeUndefined();
    const broken = { ...r.report, trend: { ...r.report.trend!, points: 'three' } };
    expect(() => serializeReport(broken as never)).toThrow();
    // Without history the comment has no trend section at all.
    expect(pr.markdown).not.toContain('on main, last');
  });
});
