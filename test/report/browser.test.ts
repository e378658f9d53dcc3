// The PR comment as a browser shows it: the Markdown goes through a GFM renderer close to GitHub's (scripts/
// render-comment.mjs, the same code that draws docs/comment.png) into headless Chromium, and the tests read the DOM.
// The renderer passes raw HTML through unsanitized and links @mentions, #refs and bare URLs the way GitHub does, so
// anything that escapes the report's code spans shows up here as an element or a link.
import { describe, expect, beforeAll, afterAll } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { runComparison, type CompareResult } from '../../src/pipeline/compare.js';
import { commentPage, openBrowser, type CommentBrowser } from '../../scripts/render-comment.mjs';
import { browserIt, HAVE_CHROMIUM, requireChromiumInCi } from './chromium.js';
import { EXAMPLE, REPO, useTmp, writeCase } from '../compare/helpers.js';
import { EVIL_LABELS, EVIL_QIDS, EVIL_TEXTS, hostileQueries } from './hostile-case.js';

requireChromiumInCi('browser.test.ts');

/** What the tests read from the rendered comment. */
interface Dom {
  /** Lower-case tag name -> count, for every element in the comment body. */
  tags: Record<string, number>;
  /** "tag attr" for every attribute whose name starts with "on". */
  handlers: string[];
  /** outerHTML of every <a>. */
  links: string[];
  /** Text nodes of the comment body that are not inside <code> or <pre>. */
  outsideCode: string[];
  /** textContent of every <code>. */
  code: string[];
  /** Data of every HTML comment node in the document. */
  comments: string[];
  tables: { head: string[]; rows: string[][] }[];
  details: { summary: string; open: boolean }[];
  alerts: { kind: string; title: string; text: string }[];
}

function readDom(page: Page): Promise<Dom> {
  return page.evaluate(() => {
    const body = document.getElementById('comment-body')!;
    const tags: Record<string, number> = {};
    const handlers: string[] = [];
    for (const el of Array.from(body.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      tags[tag] = (tags[tag] ?? 0) + 1;
      for (const a of Array.from(el.attributes))
        if (a.name.toLowerCase().startsWith('on')) handlers.push(`${tag} ${a.name}`);
    }
    const outsideCode: string[] = [];
    const texts = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      if (!n.parentElement?.closest('code, pre') && n.nodeValue!.trim()) outsideCode.push(n.nodeValue!);
    }
    const comments: string[] = [];
    const cw = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
    for (let n = cw.nextNode(); n; n = cw.nextNode()) comments.push(n.nodeValue!);
    const cells = (tr: Element) => Array.from(tr.children, (c) => c.textContent!.trim());
    return {
      tags,
      handlers,
      links: Array.from(body.querySelectorAll('a'), (a) => a.outerHTML),
      outsideCode,
      code: Array.from(body.querySelectorAll('code'), (c) => c.textContent!),
      comments,
      tables: Array.from(body.querySelectorAll('table'), (t) => ({
        head: Array.from(t.querySelectorAll('thead th'), (th) => th.textContent!.trim()),
        rows: Array.from(t.querySelectorAll('tbody tr'), cells),
      })),
      details: Array.from(body.querySelectorAll('details'), (d) => ({
        summary: d.querySelector('summary')?.textContent ?? '',
        open: (d as HTMLDetailsElement).open,
      })),
      alerts: Array.from(body.querySelectorAll('.markdown-alert'), (a) => ({
        kind: a.className.replace(/^markdown-alert markdown-alert-/, ''),
        title: a.querySelector('.markdown-alert-title')?.textContent ?? '',
        text: a.textContent ?? '',
      })),
    };
  });
}

describe('the PR comment in a browser', () => {
  const tmp = useTmp();
  let browser: CommentBrowser | undefined;

  beforeAll(async () => {
    if (HAVE_CHROMIUM) browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function show(markdown: string): Promise<Dom> {
    const page = await browser!.show(commentPage(markdown));
    try {
      return await readDom(page);
    } finally {
      await page.close();
    }
  }

  browserIt('hostile query ids, texts, slice values and docids stay inert text', async () => {
    const w = writeCase(tmp.case('hostile'), {
      queries: hostileQueries(),
      contract: { report: { ledger: 20, topk: 10 } },
    });
    const result: CompareResult = await runComparison({ contract: w.contract, run: w.run, root: w.dir });
    // The case is shaped so that every hostile string reaches the comment: failing slices, both ledgers.
    expect(result.report.verdict.level).toBe('fail');
    expect(result.report.ledger.regressed.length + result.report.ledger.improved.length).toBe(EVIL_QIDS.length);

    const dom = await show(result.markdown);

    for (const tag of [
      'script',
      'img',
      'iframe',
      'a',
      'b',
      'object',
      'embed',
      'form',
      'input',
      'style',
      'link',
      'meta',
    ]) {
      expect(dom.tags[tag] ?? 0, `<${tag}> elements`).toBe(0);
    }
    expect(dom.handlers).toEqual([]);
    expect(dom.links).toEqual([]);
    // Only the hidden marker is an HTML comment: no "-->" in the data closed it early or opened another.
    expect(dom.comments).toEqual([' rankgate:gate=test ']);

    // Nothing from the data outside code: no mention, no URL, no markup text.
    const mention = /(^|[^A-Za-z0-9_])@[A-Za-z0-9]/;
    for (const t of dom.outsideCode) {
      expect(t, 'a mention outside <code>').not.toMatch(mention);
      expect(t).not.toMatch(/octocat|evil|alert\(|<script|<img|<iframe|-->/);
    }

    // Every query id, query text and hostile slice value is shown, verbatim, as code (the "<" of "<!--" is written
    // <U+003C>, so no data can spell the sticky comment's marker: report/escape.ts).
    const shown = (s: string) => s.replace(/<!--/g, '<U+003C>!--');
    for (const qid of EVIL_QIDS) expect(dom.code, `query id ${qid}`).toContain(shown(qid));
    for (const text of EVIL_TEXTS) expect(dom.code, `query text ${text}`).toContain(shown(text));
    expect(dom.code).toContain(`type=${EVIL_LABELS[0]}`);
    expect(dom.code).toContain(`type=${EVIL_LABELS[1]}`);
    // The slice table keeps its nine columns although values hold "|".
    const slices = dom.tables[0];
    expect(slices.head[0]).toBe('slice');
    for (const row of slices.rows) expect(row).toHaveLength(slices.head.length);
    expect(slices.rows.map((r) => r[0])).toContain('type=a|b');
  });

  browserIt(
    'the example comment has its structure: alert, slice table led by all, one <details> per ledger',
    async () => {
      const result = await runComparison({
        contract: join(EXAMPLE, 'rankgate.yml'),
        run: join(EXAMPLE, 'candidate.trec'),
        root: REPO,
      });
      const dom = await show(result.markdown);

      expect(dom.alerts).toHaveLength(1);
      expect(dom.alerts[0].kind).toBe('caution');
      expect(dom.alerts[0].title).toBe('Caution');
      expect(dom.alerts[0].text).toContain('Hidden regressions');

      const [slices, measures] = dom.tables;
      expect(slices.head).toEqual([
        'slice',
        'queries',
        'baseline',
        'candidate',
        'Δ',
        'interval',
        'p',
        'W/T/L',
        'status',
      ]);
      expect(slices.rows[0][0]).toBe('all');
      expect(slices.rows[0][1]).toBe('117');
      expect(slices.rows.some((r) => r[0] === 'type=exact-id' && r[8] === '❌ fail')).toBe(true);
      expect(measures.head[0]).toBe('measure');
      expect(measures.rows.map((r) => r[0])).toEqual(['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10']);

      const ledgers = [result.report.ledger.regressed, result.report.ledger.improved].filter(
        (l) => l.length > 0,
      ).length;
      expect(ledgers).toBe(2);
      expect(dom.details).toHaveLength(ledgers);
      expect(dom.details.map((d) => d.summary)).toEqual([
        'Most regressed queries by nDCG@10 (5)',
        'Most improved queries by nDCG@10 (5)',
      ]);
      expect(dom.details.every((d) => !d.open)).toBe(true);

      expect(dom.tags.sub ?? 0).toBeGreaterThanOrEqual(2);
      expect(dom.links).toEqual([]);
      expect(dom.comments).toEqual([' rankgate:gate=help-center ']);
      for (const t of dom.outsideCode) expect(t).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/);
    },
  );
});
