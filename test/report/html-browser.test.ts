// report.html as a reader opens it: the file in headless Chromium by its file:// URL, script on. The page must load
// nothing, log nothing, show the comment's statuses and numbers, sort and filter, and keep hostile data inert.
import { describe, expect, beforeAll, afterAll } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { runComparison, type CompareResult } from '../../src/pipeline/compare.js';
import { amendResult } from '../../src/pipeline/amend.js';
import { recordFromReport, trendOf } from '../../src/pipeline/history.js';
import { renderHtml } from '../../src/report/html.js';
import { sliceOrder } from '../../src/report/order.js';
import { openBrowser, type CommentBrowser } from '../../scripts/render-comment.mjs';
import { EXAMPLE, REPO, useTmp, writeCase } from '../compare/helpers.js';
import { browserIt, HAVE_CHROMIUM, requireChromiumInCi } from './chromium.js';
import { EVIL_QIDS, EVIL_TEXTS, EVIL_LABELS, hostileQueries } from './hostile-case.js';
import { tables, tableCells } from './md.js';

requireChromiumInCi('html-browser.test.ts');

const tmp = useTmp();

/** Visible rows of the slice table now shown: [slice, queries, baseline, candidate, Δ, interval, p, W/T/L, status]. */
function visibleSliceRows(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    const t = Array.from(document.querySelectorAll('table.slices')).find((x) => !(x as HTMLElement).hidden)!;
    return Array.from(t.querySelectorAll('tbody tr'))
      .filter((r) => !(r as HTMLElement).hidden)
      .map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent!.trim()));
  });
}

describe('report.html in a browser', () => {
  let browser: CommentBrowser | undefined;
  let example: CompareResult;
  let file = '';
  beforeAll(async () => {
    example = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate.trec'),
      root: REPO,
    });
    file = join(tmp.case('example'), 'report.html');
    writeFileSync(file, example.html);
    if (HAVE_CHROMIUM) browser = await openBrowser({ width: 1200, height: 900, javaScript: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  browserIt('opens offline: no request but the file itself, no console message, no script error', async () => {
    const { page, requests, console } = await browser!.open(file);
    try {
      expect(requests).toEqual([pathToFileURL(file).href]);
      expect(console).toEqual([]);
      expect(await page.title()).toBe('rankgate · help-center · fail');
      // The script ran (it fills the counts) under the page's own Content-Security-Policy.
      expect(await page.locator('#slice-count').textContent()).toBe('10 slices');
    } finally {
      await page.close();
    }
  });

  browserIt("the slice table shows the comment's rows, statuses and numbers, in the comment's order", async () => {
    const { page } = await browser!.open(file);
    try {
      const rows = await visibleSliceRows(page);
      const md = tables(example.markdown)[0]
        .slice(2)
        .map((r) =>
          tableCells(r).map((c) =>
            c
              .replace(/\*\*/g, '')
              .replace(/`/g, '')
              .replace(/\\\|/g, '|')
              .replace(/(?:✅|❌|⚠️|❔|🔍)\s*/gu, '')
              .trim(),
          ),
        );
      expect(rows.map((r) => r[0])).toEqual(sliceOrder(example.report).map((s) => s.name));
      expect(rows.length).toBe(md.length);
      for (let i = 0; i < rows.length; i++) {
        // slice, queries, baseline, candidate, Δ, interval, p, W/T/L exactly as the comment prints them; the status word too.
        expect(rows[i].slice(0, 8)).toEqual(md[i].slice(0, 8));
        expect(rows[i][8].split(' ')[0]).toBe(md[i][8].split(' ')[0]);
      }
      expect(rows[1][0]).toBe('type=exact-id');
      expect(rows[1][8]).toBe('fail');
    } finally {
      await page.close();
    }
  });

  browserIt('sorts by a column (all stays on top), filters by name and status, and switches the measure', async () => {
    const { page } = await browser!.open(file);
    try {
      const delta = page.locator('table.slices:not([hidden]) th', { hasText: /^Δ$/ });
      await delta.click();
      let rows = await visibleSliceRows(page);
      expect(rows[0][0]).toBe('all');
      const ascending = rows.slice(1).map((r) => Number(r[4].replace('−', '-').replace('±', '')));
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(rows[1][0]).toBe('type=exact-id');
      await delta.click();
      rows = await visibleSliceRows(page);
      expect(rows[0][0]).toBe('all');
      expect(rows[1][0]).toBe('lang=de'); // +0.1360, the largest rise
      expect(await delta.getAttribute('aria-sort')).toBe('descending');

      await page.fill('#slice-filter', 'lang=');
      rows = await visibleSliceRows(page);
      expect(rows.map((r) => r[0]).sort()).toEqual(['lang=de', 'lang=en', 'lang=fr']);
      expect(await page.locator('#slice-count').textContent()).toBe('3 of 10 slices');
      await page.fill('#slice-filter', '');
      await page.selectOption('#slice-status', 'underpowered');
      rows = await visibleSliceRows(page);
      expect(rows.map((r) => r[0]).sort()).toEqual(
        example.report.slices
          .filter((s) => s.measures[example.report.primary]?.status === 'underpowered')
          .map((s) => s.name)
          .sort(),
      );
      await page.selectOption('#slice-status', '');

      await page.selectOption('#slice-measure', 'RR@10');
      rows = await visibleSliceRows(page);
      const rr = example.report.slices.find((s) => s.name === 'type=exact-id')!.measures['RR@10']!;
      expect(rows.find((r) => r[0] === 'type=exact-id')!.slice(2, 5)).toEqual([
        rr.baseline.toFixed(4),
        rr.candidate.toFixed(4),
        '−0.2100',
      ]);
    } finally {
      await page.close();
    }
  });

  browserIt(
    "the chart draws every slice in the table's order, failing ones in red, with the fail threshold",
    async () => {
      const { page } = await browser!.open(file);
      try {
        const chart = await page.evaluate(() =>
          Array.from(document.querySelectorAll('svg.chart g.row'), (g) => ({
            cls: g.getAttribute('class'),
            label: g.querySelector('text.label')!.textContent,
            thresholds: g.querySelectorAll('line.threshold').length,
            fill: getComputedStyle(g.querySelector('rect.bar')!).fill,
          })),
        );
        expect(chart.map((c) => c.label)).toEqual(sliceOrder(example.report).map((s) => s.name));
        const failing = chart.filter((c) => c.cls === 'row s-fail');
        expect(failing.map((c) => c.label)).toEqual(['type=exact-id']);
        expect(failing[0].fill).toBe('rgb(207, 34, 46)');
        expect(chart.filter((c) => c.cls !== 'row s-fail').every((c) => c.fill !== 'rgb(207, 34, 46)')).toBe(true);
        // Gated slices carry their fail threshold; the two too small to gate have none.
        expect(chart.map((c) => c.thresholds)).toEqual(
          sliceOrder(example.report).map((s) => (s.measures['nDCG@10']!.gate ? 1 : 0)),
        );
      } finally {
        await page.close();
      }
    },
  );

  browserIt(
    'drill-down: the most moved queries open to both rankings marked relevant / not relevant / unjudged; power facts are there',
    async () => {
      const { page } = await browser!.open(file);
      try {
        const d = example.report.drillDown;
        expect(await page.locator('details.query').count()).toBe(d.regressed.length + d.improved.length);
        const first = page.locator('details.query').first();
        await first.locator('summary').click();
        const ranks = await first
          .locator('table.rankings tbody tr')
          .evaluateAll((rows) =>
            rows.map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent!.trim())),
          );
        const e = d.regressed[0];
        expect(e.qid).toBe('q003');
        const mark = (x: { docid: string; grade: number | null }) =>
          `${x.docid} ${x.grade === null ? 'unjudged' : x.grade >= 1 ? `relevant · ${x.grade}` : `not relevant · ${x.grade}`}`;
        expect(ranks).toEqual(e.baselineTop.map((b, i) => [String(i + 1), mark(b), mark(e.candidateTop[i])]));
        await page.fill('#query-filter', 'exact-id');
        const shown = await page.locator('details.query:not([hidden])').count();
        expect(shown).toBe([...d.regressed, ...d.improved].filter((x) => x.slices.includes('type=exact-id')).length);
        // Every gated (slice, measure) pair has a row of power facts.
        const gated = example.report.slices.flatMap((s) => Object.values(s.measures).filter((c) => c.gate)).length;
        expect(await page.locator('#power tbody tr').count()).toBe(gated);
        expect(await page.locator('#power tbody tr', { hasText: 'split=dev' }).first().textContent()).toContain(
          'underpowered',
        );
      } finally {
        await page.close();
      }
    },
  );

  browserIt(
    'screenshot of the example report: the top of the page renders the verdict, the alert, the next steps and the slice table',
    async () => {
      const { page } = await browser!.open(file);
      try {
        const png = await page.screenshot({ fullPage: true });
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(png.readUInt32BE(16)).toBe(1200);
        expect(png.readUInt32BE(20)).toBeGreaterThan(3000);
        for (const sel of [
          'header.verdict',
          '#hidden',
          '#next',
          'table.slices:not([hidden])',
          'svg.chart',
          '#measures table',
          '#power table',
          '#queries',
        ]) {
          const box = await page.locator(sel).first().boundingBox();
          expect(box, sel).not.toBeNull();
          expect(box!.width, sel).toBeGreaterThan(200);
          expect(box!.height, sel).toBeGreaterThan(20);
        }
        // The order a reader meets them in.
        const tops = await Promise.all(
          [
            'header.verdict',
            '#hidden',
            '#next',
            '#slices',
            '#chart',
            '#measures',
            '#power',
            '#queries',
            '#provenance',
          ].map(async (s) => (await page.locator(s).boundingBox())!.y),
        );
        expect(tops).toEqual([...tops].sort((a, b) => a - b));
      } finally {
        await page.close();
      }
    },
  );

  browserIt(
    "the trend chart: main's records and this PR drawn inside the chart, nothing loaded, nothing logged",
    async () => {
      // Main's history: the baseline's scores recorded at three commits (the same values: a flat line), then this PR.
      const records = [1, 2, 3].map((n) =>
        recordFromReport(example.report, {
          commit: String(n).repeat(40),
          date: `2026-11-0${n}T10:00:00Z`,
          branch: 'main',
        }),
      );
      const withTrend = amendResult(example, {
        trend: trendOf(example.report, records, {
          last: 20,
          branch: 'rankgate-data',
          file: 'help-center/history.jsonl',
        }),
      });
      const trendFile = join(tmp.case('trend'), 'report.html');
      writeFileSync(trendFile, withTrend.html);
      const { page, requests, console } = await browser!.open(trendFile);
      try {
        expect(requests).toEqual([pathToFileURL(trendFile).href]);
        expect(console).toEqual([]);
        const box = await page.evaluate(() => {
          const svg = document.querySelector('#trend svg.trend')!.getBoundingClientRect();
          const rings = Array.from(document.querySelectorAll('#trend circle.pr'), (c) => c.getBoundingClientRect());
          const series = Array.from(document.querySelectorAll('#trend g.series'), (g) => g.getAttribute('data-slice'));
          return {
            svg: { w: svg.width, h: svg.height, left: svg.left, right: svg.right, top: svg.top, bottom: svg.bottom },
            rings: rings.map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width })),
            series,
          };
        });
        // all, then the slices a rule fired on (the verdict's order).
        expect(box.series).toEqual(withTrend.report.trend!.series.map((s) => s.slice));
        expect(box.series[0]).toBe('all');
        expect(box.series).toContain('type=exact-id');
        expect(box.svg.w).toBeGreaterThan(600);
        for (const r of box.rings) {
          expect(r.w).toBeGreaterThan(5);
          expect(r.x).toBeGreaterThan(box.svg.left);
          expect(r.x).toBeLessThan(box.svg.right);
          expect(r.y).toBeGreaterThan(box.svg.top);
          expect(r.y).toBeLessThan(box.svg.bottom);
        }
      } finally {
        await page.close();
      }
    },
  );

  browserIt(
    'hostile ids, texts, slice values and docids stay inert text: no element, attribute, link or script from data',
    async () => {
      const w = writeCase(tmp.case('hostile'), {
        queries: hostileQueries(),
        contract: { report: { ledger: 20, topk: 10 } },
      });
      const res = await runComparison({ contract: w.contract, run: w.run, root: w.dir });
      expect(res.report.verdict.level).toBe('fail');
      const hostile = join(w.dir, 'report.html');
      writeFileSync(hostile, renderHtml(res.report, { links: { run: 'https://github.com/o/r/actions/runs/1' } }));
      const { page, requests, console } = await browser!.open(hostile);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      try {
        // Open everything so nothing stays unrendered.
        await page.evaluate(() =>
          document.querySelectorAll('details').forEach((d) => ((d as HTMLDetailsElement).open = true)),
        );
        expect(requests).toEqual([pathToFileURL(hostile).href]);
        expect(console).toEqual([]);
        expect(dialogs).toEqual([]);
        const dom = await page.evaluate(() => {
          const tags: Record<string, number> = {};
          const handlers: string[] = [];
          for (const el of Array.from(document.querySelectorAll('*'))) {
            tags[el.tagName.toLowerCase()] = (tags[el.tagName.toLowerCase()] ?? 0) + 1;
            for (const a of Array.from(el.attributes))
              if (a.name.toLowerCase().startsWith('on')) handlers.push(`${el.tagName} ${a.name}`);
          }
          return {
            tags,
            handlers,
            links: Array.from(document.querySelectorAll('a'), (a) => a.getAttribute('href')),
            code: Array.from(document.querySelectorAll('code'), (c) => c.textContent),
            text: document.body.textContent,
            scripts: document.scripts.length,
          };
        });
        for (const tag of ['img', 'iframe', 'object', 'embed', 'form', 'b', 'link', 'base'])
          expect(dom.tags[tag] ?? 0, `<${tag}>`).toBe(tag === 'link' ? 1 : 0);
        expect(dom.scripts).toBe(1);
        expect(dom.handlers).toEqual([]);
        // Links: the publisher's run link and the page's own anchors to its drill-down, nothing from data.
        for (const href of dom.links)
          expect(
            href === 'https://github.com/o/r/actions/runs/1' || /^#q-(regressed|improved)-\d+$/.test(href ?? ''),
          ).toBe(true);
        for (const qid of EVIL_QIDS) expect(dom.code, qid).toContain(qid);
        for (const text of EVIL_TEXTS) expect(dom.text, text).toContain(text);
        expect(dom.code).toContain(`type=${EVIL_LABELS[0]}`);
      } finally {
        await page.close();
      }
    },
  );
});
