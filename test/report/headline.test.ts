// The one line a reviewer reads first: the verdict, the gate, the primary measure on all with Δ and an arrow, the
// worst slice; the same in the comment, the terminal and the HTML report. Also the comment's layout around it (legend
// after the tables, a pass collapsed) and the small formatting slips fixed with it.
import { describe, it, expect, beforeAll } from 'vitest';
import { arrow, clipName, headline } from '../../src/report/headline.js';
import { COMMENT_LIMIT, renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { renderHtml } from '../../src/report/html.js';
import { deltaChart } from '../../src/report/chart-svg.js';
import { cellStatistics } from '../../src/report/statistics.js';
import { reasonSpans } from '../../src/report/spans.js';
import { isMarked, commentMarker } from '../../src/report/marker.js';
import { f4, signed } from '../../src/numbers.js';
import type { Cell, Report } from '../../src/report/schema.js';
import { compareCase, exampleReports, useTmp } from '../compare/helpers.js';
import { hostileQueries } from './hostile-case.js';
import { outsideCode } from './md.js';

const tmp = useTmp();
let fail: Report;
let pass: Report;
beforeAll(async () => {
  ({ fail, pass } = await exampleReports());
});

/** "0.5020 → 0.5499 (+0.0479 ↑)" from a cell's own numbers. */
const move = (c: { baseline: number; candidate: number; delta: number }, a: string) =>
  `${f4(c.baseline)} → ${f4(c.candidate)} (${signed(c.delta)} ${a})`;

describe("the comment's first visible line", () => {
  it('fail: verdict with icon, gate, nDCG@10 on all with its rise, the hidden drop on type=exact-id as the worst slice', () => {
    const md = renderMarkdown(fail);
    const lines = md.split('\n');
    // The marker stays the first line, so the sticky-comment lookup still finds the comment.
    expect(isMarked(md, commentMarker('help-center'))).toBe(true);
    const all = fail.slices[0].measures['nDCG@10']!;
    const exact = fail.slices.find((s) => s.name === 'type=exact-id')!.measures['nDCG@10']!;
    expect(all.delta).toBeGreaterThan(0);
    expect(exact.delta).toBeLessThan(0);
    expect(lines[1]).toBe(
      `### ❌ rankgate · \`help-center\` · **fail** · nDCG@10 on all ${move(all, '↑')} · worst: nDCG@10 on \`type=exact-id\` ${move(exact, '↓')}, hidden by the average`,
    );
    // With the example's numbers (as in the snapshot):
    expect(lines[1]).toContain('nDCG@10 on all 0.5020 → 0.5499 (+0.0479 ↑)');
    expect(lines[1]).toContain('0.8163 → 0.6625 (−0.1538 ↓)');
  });

  it('pass: no rule fired, so the worst slice is the largest drop of the primary measure, gated or not, with its status', () => {
    const md = renderMarkdown(pass);
    const first = md.split('\n')[1];
    const drops = pass.slices
      .filter((s) => s.name !== 'all' && s.measures['nDCG@10'] && s.measures['nDCG@10'].delta < 0)
      .sort((a, b) => a.measures['nDCG@10']!.delta - b.measures['nDCG@10']!.delta);
    // The example's fixed candidate rises on every slice but lang=fr (7 queries, too small to gate): −0.0038.
    expect(drops.map((s) => s.name)).toEqual(['lang=fr']);
    const fr = drops[0];
    expect(fr.status).toBe('too-small');
    expect(first).toBe(
      `### ✅ rankgate · \`help-center\` · **pass** · nDCG@10 on all ${move(pass.slices[0].measures['nDCG@10']!, '↑')} · worst slice: \`lang=fr\` ${move(fr.measures['nDCG@10']!, '↓')}, too small to gate`,
    );
    // The slice table (inside the collapsed details) still lists by status first: type=navigational (underpowered).
    const rows = md.split('\n').filter((l) => l.startsWith('| `') || l.startsWith('| **all**'));
    expect(rows[1]).toMatch(/^\| `type=navigational` \|/);
  });

  it("pass with no slice below its baseline: the slice table's first row after all, with its status", () => {
    const risen = structuredClone(pass);
    for (const s of risen.slices) {
      const c = s.measures['nDCG@10'];
      if (c && c.delta < 0) s.measures['nDCG@10'] = { ...c, candidate: c.baseline + 0.01, delta: 0.01 };
    }
    const nav = risen.slices.find((s) => s.name === 'type=navigational')!;
    expect(nav.status).toBe('underpowered');
    expect(headline(risen).worst).toEqual([
      'worst slice: ',
      { code: 'type=navigational' },
      ` ${move(nav.measures['nDCG@10']!, '↑')}, underpowered`,
    ]);
  });

  it('pass: a report-only slice that fell far is named before a gated slice that fell a little', () => {
    const r = structuredClone(pass);
    const gated = r.slices.find((s) => s.name === 'type=navigational')!;
    const g = gated.measures['nDCG@10']!;
    gated.measures['nDCG@10'] = { ...g, candidate: g.baseline - 0.001, delta: -0.001 };
    const small = r.slices.find((s) => s.name === 'lang=fr')!;
    const c = small.measures['nDCG@10']!;
    small.measures['nDCG@10'] = { ...c, candidate: c.baseline - 0.15, delta: -0.15 };
    expect(headline(r).worst).toEqual([
      'worst slice: ',
      { code: 'lang=fr' },
      ` ${move(small.measures['nDCG@10']!, '↓')}, too small to gate`,
    ]);
  });

  it('the terminal and the HTML report open with the same facts', () => {
    const h = headline(fail);
    expect(h.worst).not.toBeNull();
    const term = renderTerminal(fail, false).split('\n')[0];
    const md = renderMarkdown(fail).split('\n')[1];
    // The same text but for the markup: the heading marks, the icon, the bold and the code spans.
    expect(term).toBe(
      md
        .replace(/^### ❌ /, '')
        .replace('**fail**', 'FAIL')
        .replace(/`/g, ''),
    );
    const page = renderHtml(fail);
    expect(page).toContain(
      '<p class="summary">nDCG@10 on all 0.5020 → 0.5499 (+0.0479 ↑) · worst: nDCG@10 on <code>type=exact-id</code> 0.8163 → 0.6625 (−0.1538 ↓), hidden by the average</p>',
    );
  });

  it('the arrow follows the change as shown: level when it rounds to ±0.0000', () => {
    expect(arrow(0.0479)).toBe('↑');
    expect(arrow(-0.1538)).toBe('↓');
    expect(arrow(0.00004)).toBe('→');
    expect(arrow(-0.00004)).toBe('→');
    expect(arrow(0.00005)).toBe('↑'); // signed() shows +0.0001
  });

  it('hostile slice names stay inert in the headline: code spans in the comment, escaped in the HTML', async () => {
    const res = await compareCase(tmp.case('hostile'), {
      queries: hostileQueries(),
      contract: {
        measures: ['nDCG@10'],
        gate: {
          primary: 'nDCG@10',
          rules: [{ measure: 'nDCG@10', slices: '*', fail: 0.02 }],
          min_queries: 1,
          significance: 'none',
        },
      },
    });
    const first = res.markdown.split('\n')[1];
    // The four regressing queries are the slice type=@octocat: it fails and is named as the worst.
    expect(res.report.verdict.level).toBe('fail');
    expect(first).toContain('worst: nDCG@10 on `type=@octocat`');
    const visible = outsideCode(first);
    expect(visible).not.toContain('@octocat');
    expect(visible).not.toMatch(/[<>[\]]/);
    expect(res.html).toContain('worst: nDCG@10 on <code>type=@octocat</code>');
    expect(res.html).not.toContain('<img');
  });

  it('a huge slice name is clipped in the headline (the tables keep it whole), so the comment still fits', () => {
    const name = `type=${'@octocat <img src=x> '.repeat(4000)}`;
    const reason = { ...fail.verdict.reasons[0], slice: name };
    const big: Report = { ...fail, verdict: { ...fail.verdict, reasons: [reason] } };
    const md = renderMarkdown(big);
    const first = md.split('\n')[1];
    expect(first.length).toBeLessThan(400);
    expect(first).toContain(`\`${clipName(name)}\``);
    expect(Array.from(clipName(name))).toHaveLength(60);
    expect(clipName(name).endsWith('…')).toBe(true);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md).toContain('> [!CAUTION]');
  });
});

describe('the comment around the headline', () => {
  it('the statistics legend comes after the tables, and only with the ¹ part when a ¹ cell is shown', () => {
    const md = renderMarkdown(fail);
    const legend = md.indexOf('¹ Where a gated drop crosses a threshold');
    expect(legend).toBeGreaterThan(md.indexOf('| Judged@10 |'));
    expect(legend).toBeLessThan(md.indexOf('**Coverage:**'));
    expect(md).toContain('Δ ≤ −0.0470¹'); // the example's gated cell
    // The pass has no gated cell: no ¹ anywhere, and the legend says what its cells are.
    const p = renderMarkdown(pass);
    expect(p).not.toContain('¹');
    expect(p).toContain(
      'p and interval: two-sided paired randomization p and 95% paired bootstrap interval, unadjusted',
    );
  });

  it('a pass is compact: what to act on in view, the tables collapsed; a fail keeps them open', () => {
    const p = renderMarkdown(pass);
    const open = p.indexOf('<details><summary>Slices, measures, coverage and the queries that moved</summary>');
    expect(open).toBeGreaterThan(p.indexOf('💡 **Refresh the baseline:**'));
    expect(open).toBeLessThan(p.indexOf('#### Slices by nDCG@10'));
    const close = p.lastIndexOf('</details>');
    expect(close).toBeGreaterThan(p.indexOf('```diff'));
    expect(close).toBeLessThan(p.indexOf('<sub>rankgate '));
    // What stays in view: headline, the rule count with the slices' statuses, the refresh advice, the footer.
    const inView = p.slice(0, open) + p.slice(close);
    expect(inView).toContain('No rule fired. Slices: 1 underpowered, 6 pass, 2 too small to gate.');
    expect(inView).not.toContain('| slice |');
    expect(inView.length).toBeLessThan(p.length / 5);
    expect(renderMarkdown(fail)).not.toContain('<details><summary>Slices, measures');
  });

  it('a pass cut at the limit inside its collapsed details closes them, so the cut notice shows', () => {
    // The slice table's first row (the underpowered slice) gets a name longer than the limit: even the smallest form
    // does not fit, and the cut falls in the slice table.
    const name = `type=${'@octocat <b>x</b> '.repeat(5000)}`;
    const big: Report = {
      ...pass,
      slices: pass.slices.map((s) => (s.name === 'type=navigational' ? { ...s, name } : s)),
    };
    const md = renderMarkdown(big);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(
      md.endsWith(
        "\n\n</details>\n\n_✂️ Cut to fit GitHub's 65,536-character limit; the full report is in the job summary and the artifact._\n",
      ),
    ).toBe(true);
    expect(md.match(/^<details>/gm)).toHaveLength(1);
    expect(md.match(/^<\/details>$/gm)).toHaveLength(1);
    // A fail has no collapsed part: its cut adds no closing tag.
    const failBig: Report = {
      ...fail,
      slices: fail.slices.map((s) => (s.name === 'type=exact-id' ? { ...s, name } : s)),
    };
    const f = renderMarkdown(failBig);
    expect(f.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(f).toContain('Cut to fit');
    expect(f).not.toContain('</details>');
  });

  it('p under the floor reads p<0.0001 (never p=<0.0001); interval ends that round to zero read 0.0000', () => {
    const reason = { ...fail.verdict.reasons[0], pAdjusted: 0.00002 };
    const text = reasonSpans(reason)
      .map((s) => (typeof s === 'string' ? s : JSON.stringify(s)))
      .join('');
    expect(text).toContain('; p<0.0001 one-sided, adjusted');
    expect(text).not.toContain('p=<');
    const cell = {
      ...fail.slices[0].measures['nDCG@10']!,
      ci: [-0.0226, 0.00003] as [number, number],
      gate: null,
    } satisfies Cell;
    expect(cellStatistics(cell).interval).toBe('[−0.0226, 0.0000]');
  });
});

describe('the SVG chart', () => {
  it("an unbounded whisker (Δ ≤ ∞) ends in an arrowhead at the axis's end instead of a bar that reads as a bound", () => {
    const row = (svg: string, cls: string) =>
      svg.slice(
        svg.indexOf(`<g class="row ${cls}">`),
        svg.indexOf('<text class="value"', svg.indexOf(`<g class="row ${cls}">`)),
      );
    // The example: every whisker has its ends. Gated slices with no decision at stake (all, split=dev: no bound, as
    // their cells show the 95% interval) draw that interval with a cap at each end, not a line to the axis's edge.
    const plain = deltaChart(fail)!.text;
    expect(plain).not.toContain('open-end');
    expect(fail.slices[0].measures['nDCG@10']!.gate!.bound).toBeNull();
    expect(row(plain, 's-pass').match(/<line class="whisker"/g)).toHaveLength(3);
    // A decision at stake whose bound is null (no sign pattern could reach significance): the arrowhead.
    const slices = fail.slices.map((s) => {
      if (s.name !== 'type=exact-id') return s;
      const c = s.measures['nDCG@10']!;
      return { ...s, measures: { ...s.measures, 'nDCG@10': { ...c, gate: { ...c.gate!, bound: null } } } };
    });
    const svg = deltaChart({ ...fail, slices })!.text;
    const failing = row(svg, 's-fail');
    expect(failing).toContain('<g class="open-end"><title>no upper bound');
    // The tip sits at the plot's right end: 1000 wide less the 190 right margin.
    expect(failing).toMatch(
      /<line class="whisker" x1="804" y1="\d+(\.\d)?" x2="810" y2="\d+(\.\d)?"\/><line class="whisker" x1="804"/,
    );
  });
});
