// The slice table of one measure shows that measure's status on each slice, as report.json has it, in the comment,
// the terminal, report.html and the charts: a slice's own status is the worst over all its measures, and putting it
// on nDCG@10's row showed R@100's "underpowered" next to nDCG@10's numbers and MDE.
import { describe, it, expect, beforeAll } from 'vitest';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runComparison } from '../../src/pipeline/compare.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { renderHtml } from '../../src/report/html.js';
import { textChart } from '../../src/report/text-chart.js';
import type { Report } from '../../src/report/schema.js';
import { EXAMPLE, REPO, useTmp } from '../compare/helpers.js';

const tmp = useTmp();
let r: Report;

beforeAll(async () => {
  // The example's contract with R@100's rule on `all` at a threshold (0.001) below what 117 queries can resolve:
  // R@100 on `all` becomes underpowered while nDCG@10 on `all` passes.
  const dir = tmp.case('r100-underpowered');
  for (const f of ['qrels.txt', 'slices.tsv', 'queries.tsv', 'candidate.trec'])
    copyFileSync(join(EXAMPLE, f), join(dir, f));
  copyFileSync(join(REPO, 'baselines', 'help-center.trec'), join(dir, 'baseline.trec'));
  const yml = readFileSync(join(EXAMPLE, 'rankgate.yml'), 'utf8')
    .replace('../../baselines/help-center.trec', 'baseline.trec')
    .replace('{ measure: R@100, slices: [all], fail: 0.01 }', '{ measure: R@100, slices: [all], fail: 0.001 }');
  expect(yml).toContain('fail: 0.001 }');
  writeFileSync(join(dir, 'rankgate.yml'), yml);
  r = (await runComparison({ contract: join(dir, 'rankgate.yml'), run: join(dir, 'candidate.trec'), root: dir }))
    .report;
}, 60_000);

describe("each measure's slice row shows that measure's status", () => {
  it('the case: the slice `all` is underpowered through R@100 while nDCG@10 passes on it', () => {
    const all = r.slices[0];
    expect(all.name).toBe('all');
    expect(all.status).toBe('underpowered');
    expect(all.measures['R@100'].status).toBe('underpowered');
    expect(all.measures['nDCG@10'].status).toBe('pass');
  });

  it('the comment: the all row of "Slices by nDCG@10" says pass, with no MDE', () => {
    const md = renderMarkdown(r);
    const row = md.split('\n').find((l) => l.startsWith('| **all** |'))!;
    expect(row).toMatch(/\| ✅ pass \|$/);
    expect(row).not.toContain('MDE');
    // Every other row's status is its nDCG@10 cell's status as well.
    for (const s of r.slices.slice(1)) {
      const line = md.split('\n').find((l) => l.startsWith(`| \`${s.name}\` |`));
      if (!line) continue;
      const want = {
        pass: '✅ pass',
        fail: '❌ fail',
        underpowered: '🔍 underpowered',
        'too-small': 'too small to gate',
      }[s.measures['nDCG@10'].status as string];
      expect(want, s.name).toBeDefined();
      expect(line.split('|').at(-2)!.trim().startsWith(want!), s.name).toBe(true);
    }
  });

  it('the terminal: the all row says pass, with no MDE', () => {
    const lines = renderTerminal(r, false).split('\n');
    const row = lines[lines.indexOf('Slices by nDCG@10') + 3];
    expect(row.startsWith('all ')).toBe(true);
    expect(row).toMatch(/\spass$/);
    expect(row).not.toContain('MDE');
  });

  it("report.html: nDCG@10's table says pass on all, R@100's says underpowered with R@100's MDE", () => {
    const page = renderHtml(r);
    const table = (m: string) =>
      page.slice(page.indexOf(`data-measure="${m}"`), page.indexOf('</table>', page.indexOf(`data-measure="${m}"`)));
    const allRow = (m: string) => /<tr data-name="all" data-status="([a-z-]+)"[\s\S]*?<\/tr>/.exec(table(m))!;
    expect(allRow('nDCG@10')[1]).toBe('pass');
    expect(allRow('nDCG@10')[0]).not.toContain('MDE');
    expect(allRow('R@100')[1]).toBe('underpowered');
    const mde = r.slices[0].measures['R@100'].gate!.mde!;
    expect(allRow('R@100')[0]).toContain(`MDE ${mde.toFixed(4)}`);
  });

  it('the chart of nDCG@10: the all row says pass', () => {
    const chart = textChart(r)!;
    expect(chart.rows[0].status).toBe('pass');
    expect(chart.rows[0].line).toMatch(/\spass$/);
  });
});
