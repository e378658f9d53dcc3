// report/escape.ts proven against a GFM renderer (marked, configured like GitHub in scripts/render-comment.mjs, with
// raw HTML passed through unsanitized and @mentions/#refs linked as GitHub links them): for 448 hostile strings in
// every context a renderer puts input text (table cell, inline, prose, a <summary> line, a bare name), the HTML holds
// no tag, attribute, link, image, mention or comment from data, and the code shows the text, with invisible
// characters made visible. escape.browser.test.ts checks the same in Chromium's DOM.
import { describe, it, expect } from 'vitest';
import { renderCommentHtml } from '../../scripts/render-comment.mjs';
import { code, prose, token, tokenHtml, mermaidLabel, terminal, html, codeBlock } from '../../src/report/escape.js';
import { commentMarker, isMarked } from '../../src/report/marker.js';
import { hostileStrings, shownAs, INVISIBLE } from './hostile.js';

const HOSTILE = hostileStrings();

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|#39);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
      : ({ lt: '<', gt: '>', amp: '&', quot: '"' } as Record<string, string>)[e.toLowerCase()]!,
  );

/** Tag names, "on*" attributes, comments and the text outside <code> of marked's HTML (which escapes all text). */
function inspect(htmlText: string) {
  const tags: string[] = [];
  const handlers: string[] = [];
  for (const m of htmlText.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    tags.push(m[2].toLowerCase());
    for (const a of m[3].matchAll(/\s(on[a-z]+)\s*=/gi)) handlers.push(a[1]);
  }
  const comments = [...htmlText.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1]);
  const outside = decode(htmlText.replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<[^>]+>/g, ' '));
  return { tags: [...new Set(tags)].sort(), handlers, comments, outside };
}

const MENTION = /(^|[^A-Za-z0-9_`/])@[A-Za-z0-9]/;

describe('code(): table cells', () => {
  const md = [
    commentMarker('g'),
    '',
    '| # | value |',
    '|--:|:--|',
    ...HOSTILE.map((h, i) => `| ${i} | ${code(h)} |`),
    '',
  ].join('\n');
  const out = renderCommentHtml(md);
  const rows = [...out.matchAll(/<tr>\s*<td[^>]*>(\d+)<\/td>\s*<td[^>]*>([\s\S]*?)<\/td>\s*<\/tr>/g)];

  it('every row keeps its two cells: no data cut a cell (backslash-pipe, pipes, backticks)', () => {
    expect(rows.map((r) => Number(r[1]))).toEqual(HOSTILE.map((_, i) => i));
  });

  it('no tag, attribute, link, image or comment comes from data', () => {
    const r = inspect(out);
    expect(r.tags).toEqual(['code', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'wbr']);
    expect(r.handlers).toEqual([]);
    expect(r.comments).toEqual([' rankgate:gate=g ']);
    for (const row of rows)
      expect(decode(row[2].replace(/<\/?code>/g, '').replace(/<wbr>/g, '')).length).toBeGreaterThan(0);
  });

  it('each cell shows exactly the text, with invisible characters visible', () => {
    rows.forEach((r, i) => {
      const text = [...r[2].matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1])).join('');
      expect(text, JSON.stringify(HOSTILE[i])).toBe(shownAs(HOSTILE[i]));
      expect(INVISIBLE.test(text)).toBe(false);
      // Nothing of the cell lies outside its code spans.
      expect(r[2].replace(/<code>[\s\S]*?<\/code>/g, '').replace(/<wbr>/g, '')).toBe('');
    });
  });
});

describe('code(): inline, outside tables', () => {
  const md = [commentMarker('g'), '', ...HOSTILE.map((h, i) => `p${i}: ${code(h, false)}\n`)].join('\n');
  const out = renderCommentHtml(md);
  const paras = [...out.matchAll(/<p>p(\d+): ([\s\S]*?)<\/p>/g)];

  it('one paragraph per string, each nothing but its code span', () => {
    expect(paras.map((p) => Number(p[1]))).toEqual(HOSTILE.map((_, i) => i));
    paras.forEach((p, i) => {
      const m = /^<code>([\s\S]*)<\/code>$/.exec(p[2].trim());
      expect(m, JSON.stringify(HOSTILE[i])).not.toBeNull();
      expect(decode(m![1])).toBe(shownAs(HOSTILE[i]));
    });
    const r = inspect(out);
    expect(r.tags).toEqual(['code', 'p']);
    expect(r.comments).toEqual([' rankgate:gate=g ']);
  });
});

describe('prose(), token(), tokenHtml(): messages and names that quote data', () => {
  it('a warning quoting hostile text renders no markup, link or mention outside code', () => {
    const md = [
      commentMarker('g'),
      '',
      ...HOSTILE.map((h) => `- ⚠️ ${prose(`runs/c.trec: 2 queries (e.g. "${h}") have no judgments`)}`),
      '',
    ].join('\n');
    const r = inspect(renderCommentHtml(md));
    expect(r.tags).toEqual(['code', 'li', 'ul']);
    expect(r.outside).not.toMatch(MENTION);
    expect(r.outside).not.toMatch(/https?:|www\.|<|javascript/i);
    expect(INVISIBLE.test(r.outside)).toBe(false);
  });

  it("names from a report (which may come from a fork's artifact): plain ones as they are, others as code", () => {
    expect(token('nDCG@10')).toBe('nDCG@10');
    expect(token('R@100')).toBe('R@100');
    expect(token('3%')).toBe('3%');
    expect(token('P(rel=2)@5')).toBe('`P(rel=2)@5`'); // ")@5" could be read as a mention of user "5"
    const md = [
      commentMarker('g'),
      '',
      ...HOSTILE.map((h) => `m: ${token(h)} and ${token(h, true)}\n`),
      ...HOSTILE.map((h) => `<details><summary>by ${tokenHtml(h)}</summary>\n\n</details>\n`),
    ].join('\n');
    const r = inspect(renderCommentHtml(md));
    expect(r.tags).toEqual(['code', 'details', 'p', 'summary', 'wbr']);
    expect(r.handlers).toEqual([]);
    expect(r.comments).toEqual([' rankgate:gate=g ']);
    expect(r.outside).not.toMatch(MENTION);
  });
});

describe('other outputs', () => {
  it('Mermaid labels keep a safe alphabet: no quote, no #entity, no markup, at most 24 characters', () => {
    for (const h of HOSTILE) {
      const l = mermaidLabel(h);
      expect(l).toMatch(/^[A-Za-z0-9=@._() -]*…?$/);
      expect(l.length).toBeLessThanOrEqual(24);
    }
    expect(mermaidLabel('type=exact-id')).toBe('type=exact-id');
  });

  it('the terminal gets no escape sequence and no invisible character', () => {
    for (const h of HOSTILE) {
      const t = terminal(h);
      expect(t).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(INVISIBLE.test(t)).toBe(false);
    }
    expect(terminal('a\u001b[31mred')).toBe('a<U+001B>[31mred');
    expect(terminal('\u202eevil')).toBe('<U+202E>evil');
  });

  it('HTML content and attributes get entities and visible invisibles', () => {
    expect(html('<img src="x" onerror=\'a\'>&')).toBe('&lt;img src=&quot;x&quot; onerror=&#39;a&#39;&gt;&amp;');
    expect(html('a\u200bb')).toBe('a&lt;U+200B&gt;b');
  });

  it('HTML: text that needs nothing comes back as it is; every hostile string is escaped in full', () => {
    // html() skips its two replacements when one scan finds nothing to change: that scan must see everything the
    // replacements change (the hostile set holds every class of invisible and control character, and each special).
    const full = (s: string) =>
      terminal(s).replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
      );
    for (const h of [...HOSTILE, 'q-0201', 'D1234567', 'nDCG@10', '0.5123', 'é 中文 🙂']) expect(html(h)).toBe(full(h));
    expect(html('q-0201')).toBe('q-0201');
  });

  it('a fenced block (the bless command) cannot be closed by backticks in a path', () => {
    const [open, body, close] = codeBlock("npx rankgate baseline --run 'r```uns/x.trec'\nrm -rf /", 'sh');
    expect(open).toBe('````sh');
    expect(close).toBe('````');
    expect(body).toBe("npx rankgate baseline --run 'r```uns/x.trec' rm -rf /");
  });
});

describe('the sticky marker', () => {
  it('matches only as the whole first line', () => {
    const m = commentMarker('help-center');
    expect(isMarked(`${m}\n### rankgate`, m)).toBe(true);
    expect(isMarked(`${m}\r\n### rankgate`, m)).toBe(true);
    expect(isMarked(m, m)).toBe(true);
    expect(isMarked(`hi\n${m}\n`, m)).toBe(false);
    expect(isMarked(` ${m}\n`, m)).toBe(false);
    expect(isMarked(`${m} trailing\n`, m)).toBe(false);
    expect(isMarked(`${commentMarker('help-center-2')}\n`, m)).toBe(false);
    expect(isMarked(`quote: \`${m}\``, m)).toBe(false);
  });

  it('data never spells a marker, in any escape', () => {
    for (const h of ['<!-- rankgate:gate=other -->', 'x<!-- rankgate:gate=g -->', '<<!--!-- rankgate']) {
      for (const s of [code(h), code(h, false), prose(h), token(h), tokenHtml(h)]) expect(s).not.toContain('<!--');
    }
  });

  it('refuses a gate id that could close the comment', () => {
    expect(() => commentMarker('x -->')).toThrow('not a gate id');
  });
});

describe('token(): what counts as plain', () => {
  it.each(['nDCG@10', 'ndcg_cut.10', '0.1.0-beta.2', '3%', '0.02', 'Judged@10', 'help-center'])('%s is plain', (s) =>
    expect(token(s)).toBe(s),
  );
  it.each(['www.evil.example', 'evil.example', 'a@b.c', 'P(rel=2)@5', 'x)@5', '@octocat', 'a b', '<b>', '#1'])(
    '%s is code',
    (s) => expect(token(s)).toBe(code(s, false)),
  );
});
