// Markdown injection end to end: a hostile string as a query id, a docid, a slice value and a query text goes through
// a real comparison; the PR comment (as GitHub-flavoured Markdown, rendered by marked with raw HTML passed through and
// mentions linked) holds no tag, attribute, link, image, mention or comment from it, and the terminal report no
// escape sequence. 96 cases: the payloads of test/report/hostile.ts in three wrappers.
import { describe, it, expect, afterAll } from 'vitest';
import { join } from 'node:path';
import { renderCommentHtml } from '../../scripts/render-comment.mjs';
import { runComparison } from '../../src/pipeline/compare.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { PAYLOADS } from '../report/hostile.js';
import { baseFiles, caseDir, cleanUp, writeFiles } from './harness.js';

afterAll(cleanUp);

const WRAP: [string, string][] = [
  ['', ''],
  ['x\\|', '\\|'],
  ['`', '\u202e'],
];

/** The case's files: q1 renamed, its top docid renamed, type=b renamed, q1's text replaced. */
function hostileFiles(h: string): Record<string, string> {
  const f = baseFiles();
  // TREC fields cannot hold blanks: the id forms replace them (the slice value and the text keep them).
  const id = h.replace(/[\s]/g, '_');
  const qid = `q${id}`;
  const doc = `d${id}`;
  const sub = (s: string) => s.replace(/^q1 /gm, () => `${qid} `).replace(/ d1-0 /g, () => ` ${doc} `);
  const value = h.replace(/[\t\r\n]/g, ' ').trim() || 'blank';
  return {
    'rankgate.yml': f['rankgate.yml']!.toString() + 'report: { ledger: 10, topk: 10 }\n',
    'qrels.txt': sub(f['qrels.txt']!.toString()),
    'base.trec': sub(f['base.trec']!.toString()),
    'cand.trec': sub(f['cand.trec']!.toString()),
    // JSONL slices: the value as it is (JSON escapes every character).
    'slices.tsv':
      f['slices.tsv']!.toString()
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => {
          const [q, v] = l.split('\t');
          return JSON.stringify({ qid: q === 'q1' ? qid : q, type: v === 'b' ? h || 'blank' : v });
        })
        .join('\n') + '\n',
    'queries.tsv': f['queries.tsv']!.toString().replace(/^q1\t.*$/m, () => `${qid}\t${value}`),
  };
}

const tagsOf = (html: string) =>
  [...new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[\s>/]/g)].map((m) => m[1].toLowerCase()))].sort();
const OWN_TAGS = [
  'blockquote',
  'code',
  'details',
  'div',
  'h3',
  'h4',
  'li',
  'p',
  'path',
  'pre',
  'rect',
  'circle',
  'strong',
  'sub',
  'summary',
  'svg',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'wbr',
  'br',
  'em',
];

describe('adversarial: markdown injection through a comparison', () => {
  const cases = PAYLOADS.flatMap((p) => WRAP.map(([a, b]) => `${a}${p}${b}`));
  it.each(cases.map((h) => [JSON.stringify(h), h]))('%s', async (_label, h) => {
    const dir = caseDir('render');
    writeFiles(dir, { ...baseFiles(), ...hostileFiles(h) });
    const r = await runComparison({ contract: join(dir, 'rankgate.yml'), run: join(dir, 'cand.trec'), root: dir });
    // The hostile query regressed: it is in the ledger, its slice failed.
    expect(r.report.verdict.level).toBe('fail');
    expect(r.report.ledger.regressed.map((e) => e.qid)).toContain(`q${h.replace(/\s/g, '_')}`);

    const md = r.markdown;
    expect(md.split('\n')[0]).toBe('<!-- rankgate:gate=adv -->');
    expect(md.slice(md.indexOf('\n'))).not.toContain('<!--');
    const html = renderCommentHtml(md);
    for (const t of tagsOf(html)) expect(OWN_TAGS, `<${t}> in the comment`).toContain(t);
    // marked escapes every "<" of text, so a "<" here opens a real element: none of these, and no handler attribute.
    expect(html).not.toMatch(/<a[\s>]|<img|<script|<iframe|<[^>]*\son[a-z]+\s*=[^>]*>/i);
    expect([...html.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1])).toEqual([' rankgate:gate=adv ']);
    // Every table keeps its column count.
    for (const table of html.split('<table>').slice(1)) {
      const rows = [...table.split('</table>')[0].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(
        (m) => (m[1].match(/<t[hd][\s>]/g) ?? []).length,
      );
      expect(new Set(rows).size, 'rows of one table have one cell count').toBe(1);
    }
    // Nothing invisible or bidi reaches the page.
    expect(html).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u0000-\u0008\u001b]/);
    // The terminal: no control character from data.
    expect(renderTerminal(r.report, false)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });
});
