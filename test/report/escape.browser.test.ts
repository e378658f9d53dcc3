// report/escape.ts in headless Chromium: the 448 hostile strings of hostile.ts in every context a renderer uses,
// rendered as GitHub-like HTML (scripts/render-comment.mjs: unsanitized raw HTML, mentions linked), then read from
// the DOM. No element, attribute, link, image, mention or comment may come from data; the code shows the text.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { CHROMIUM, commentPage, openBrowser, type CommentBrowser } from '../../scripts/render-comment.mjs';
import { code, prose, tokenHtml, token } from '../../src/report/escape.js';
import { commentMarker } from '../../src/report/marker.js';
import { hostileStrings, shownAs } from './hostile.js';

const HAVE_CHROMIUM = existsSync(CHROMIUM);
const SKIP = `skipped: ${CHROMIUM} not found (apt-get install chromium; .ci/run installs it)`;
const title = (t: string) => (HAVE_CHROMIUM ? t : `${t} [${SKIP}]`);
const HOSTILE = hostileStrings();

interface Dom {
  tags: Record<string, number>;
  handlers: string[];
  links: number;
  comments: string[];
  /** Per table row: its cells' text, and the text of the value cell's <code> elements. */
  rows: { cells: string[]; code: string }[];
  /** Text of each paragraph's <code> elements, for paragraphs "pN:". */
  paras: string[];
  /** Text nodes outside <code>/<pre>. */
  outside: string[];
  /** Every text node, for the invisible-character check. */
  all: string;
}

describe('escaping in a browser', () => {
  let browser: CommentBrowser | undefined;
  beforeAll(async () => {
    if (HAVE_CHROMIUM) browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.skipIf(!HAVE_CHROMIUM)(
    title('no element, attribute, link, mention or comment from 448 hostile strings in five contexts'),
    async () => {
      const md = [
        commentMarker('g'),
        '',
        '| # | value |',
        '|--:|:--|',
        ...HOSTILE.map((h, i) => `| ${i} | ${code(h)} |`),
        '',
        ...HOSTILE.map((h, i) => `p${i}: ${code(h, false)}\n`),
        ...HOSTILE.map((h) => `- ⚠️ ${prose(`a note about ${h} here`)}`),
        '',
        ...HOSTILE.map((h) => `name ${token(h)}\n`),
        ...HOSTILE.map((h) => `<details><summary>by ${tokenHtml(h)}</summary>\n\nx\n\n</details>\n`),
      ].join('\n');
      const page = await browser!.show(commentPage(md));
      let dom: Dom;
      try {
        dom = await page.evaluate(() => {
          const body = document.getElementById('comment-body')!;
          const tags: Record<string, number> = {};
          const handlers: string[] = [];
          for (const el of Array.from(body.querySelectorAll('*'))) {
            const tag = el.tagName.toLowerCase();
            tags[tag] = (tags[tag] ?? 0) + 1;
            for (const a of Array.from(el.attributes))
              if (a.name.toLowerCase().startsWith('on') || a.name === 'href' || a.name === 'src')
                handlers.push(`${tag} ${a.name}`);
          }
          const comments: string[] = [];
          const cw = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
          for (let n = cw.nextNode(); n; n = cw.nextNode()) comments.push(n.nodeValue!);
          const outside: string[] = [];
          let all = '';
          const tw = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
          for (let n = tw.nextNode(); n; n = tw.nextNode()) {
            all += n.nodeValue!;
            if (!n.parentElement?.closest('code, pre') && n.nodeValue!.trim()) outside.push(n.nodeValue!);
          }
          const rows = Array.from(body.querySelectorAll('tbody tr'), (tr) => ({
            cells: Array.from(tr.children, (c) => c.textContent ?? ''),
            code: Array.from(tr.children[1]?.querySelectorAll('code') ?? [], (c) => c.textContent ?? '').join(''),
          }));
          const paras = Array.from(body.querySelectorAll('p'))
            .filter((p) => /^p\d+: /.test(p.textContent ?? ''))
            .map((p) => Array.from(p.querySelectorAll('code'), (c) => c.textContent ?? '').join(''));
          return { tags, handlers, links: body.querySelectorAll('a').length, comments, rows, paras, outside, all };
        });
      } finally {
        await page.close();
      }

      expect(Object.keys(dom.tags).sort()).toEqual([
        'code',
        'details',
        'li',
        'p',
        'summary',
        'table',
        'tbody',
        'td',
        'th',
        'thead',
        'tr',
        'ul',
        'wbr',
      ]);
      expect(dom.handlers).toEqual([]);
      expect(dom.links).toBe(0);
      expect(dom.comments).toEqual([' rankgate:gate=g ']);
      expect(dom.tags.details).toBe(HOSTILE.length);

      // The table: one row per string, two cells each, the value cell exactly the text shown as code.
      expect(dom.rows).toHaveLength(HOSTILE.length);
      dom.rows.forEach((r, i) => {
        expect(r.cells, JSON.stringify(HOSTILE[i])).toHaveLength(2);
        expect(r.cells[0]).toBe(String(i));
        expect(r.code, JSON.stringify(HOSTILE[i])).toBe(shownAs(HOSTILE[i]));
        expect(r.cells[1]).toBe(r.code);
      });
      expect(dom.paras).toEqual(HOSTILE.map(shownAs));

      // Outside code: no mention, no URL, no markup text.
      for (const t of dom.outside) {
        expect(t).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/);
        expect(t).not.toMatch(/https?:|www\.|javascript:|<[a-z!/]/i);
      }
      // No invisible, bidi or control character reaches the page anywhere (newlines and tabs of the layout aside).
      expect(dom.all).not.toMatch(
        /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/,
      );
    },
  );
});
