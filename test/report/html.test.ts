// The HTML report as text: the escaping template, the page's Content-Security-Policy, determinism, what it carries.
// test/report/html-browser.test.ts opens it in Chromium.
import { describe, it, expect, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { html, trusted } from '../../src/report/html-template.js';
import { renderHtml } from '../../src/report/html.js';
import { reproduceCommands, safeUrl } from '../../src/report/next-steps.js';
import { runComparison, type CompareResult } from '../../src/pipeline/compare.js';
import { EXAMPLE, REPO, useTmp, writeCase } from '../compare/helpers.js';
import { hostileQueries } from './hostile-case.js';

const tmp = useTmp();

describe('the html template', () => {
  it("escapes every value that is not markup the renderer made (report/escape.ts's HTML rule)", () => {
    const name = '"><script>alert(1)</script>\u202e';
    expect(html`<td data-v="${name}">${name}</td>`.text).toBe(
      '<td data-v="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;U+202E&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;U+202E&gt;</td>',
    );
    // Markup from another template is kept; arrays join; null, undefined and booleans vanish; numbers are text.
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`${inner}${[inner, 'x<']}${null}${undefined}${false}${3.5}`.text).toBe(
      '<b>&lt;i&gt;</b><b>&lt;i&gt;</b>x&lt;3.5',
    );
    // A plain string is never markup, even one that looks like the template's output.
    expect(html`${inner.text}`.text).toBe('&lt;b&gt;&amp;lt;i&amp;gt;&lt;/b&gt;');
    expect(trusted('<style>x</style>').text).toBe('<style>x</style>');
  });

  it('links only to http(s) URLs without characters that end a link or an attribute', () => {
    expect(safeUrl('https://github.com/acme/search/actions/runs/4242/artifacts/17')).toBe(true);
    expect(safeUrl('http://127.0.0.1:8080/acme/search/actions/runs/1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'https://x/a)b',
      'https://x/a b',
      'https://x/"><b>',
      'data:text/html,x',
      '//x/y',
      'https://x/a?b=c',
    ])
      expect(safeUrl(bad), bad).toBe(false);
  });
});

describe('renderHtml', () => {
  let example: CompareResult;
  beforeAll(async () => {
    example = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate.trec'),
      root: REPO,
    });
  });

  it('is one deterministic page whose only script is the one its Content-Security-Policy names by hash', async () => {
    const again = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate.trec'),
      root: REPO,
    });
    expect(again.html).toBe(example.html);
    expect(renderHtml(example.report)).toBe(example.html);
    const page = example.html;
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page)![1];
    expect(csp).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'; form-action 'none'$/,
    );
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`);
    // Nothing to fetch: no src=, no external href, no url(), no @import.
    expect(page).not.toMatch(/\ssrc=/);
    expect(page).not.toMatch(/url\(|@import/);
    for (const m of page.matchAll(/href="([^"]*)"/g)) expect(m[1] === 'data:,' || m[1].startsWith('#')).toBe(true);
  });

  it('states the verdict, the hidden regressions, the next steps and the numbers the comment states', () => {
    const page = example.html;
    expect(page).toContain('<title>rankgate · help-center · fail</title>');
    expect(page).toContain('Hidden regressions: the overall average does not show them');
    expect(page).toContain(
      '<strong>What failed:</strong> nDCG@10 on <code>type=exact-id</code> fell −0.1538, beyond its fail threshold 0.02, significantly',
    );
    // The slice row of the failing slice, cell by cell as the comment has it.
    const c = example.report.slices.find((s) => s.name === 'type=exact-id')!.measures['nDCG@10']!;
    expect(page).toContain(
      `<td class="n" data-v="${c.baseline}">0.8163</td><td class="n" data-v="${c.candidate}">0.6625</td>`,
    );
    expect(example.markdown).toContain(
      `| \`type=exact-id\` | 25 | 0.8163 | 0.6625 | **−0.1538** | Δ ≤ ${c.gate!.bound! < 0 ? '−' : '+'}${Math.abs(c.gate!.bound!).toFixed(4)}¹ |`,
    );
    expect(page).toContain(
      `Δ ≤ ${c.gate!.bound! < 0 ? '−' : '+'}${Math.abs(c.gate!.bound!).toFixed(4)}<sup>¹</sup></td>`,
    );
    // Both runs' upper bounds, with their definition.
    const n = example.report.slices[0].measures['nDCG@10']!;
    expect(page).toContain(
      `<td class="n" data-v="${n.baselineOptimistic}">${n.baselineOptimistic.toFixed(4)}</td><td class="n" data-v="${n.candidateOptimistic}">${n.candidateOptimistic.toFixed(4)}</td>`,
    );
    expect(page).toContain(
      'Upper bound: the most each run&#39;s value could rise to if unjudged documents it retrieved were judged relevant (grade 1); never below the value itself.',
    );
    // What the legend claims holds for every measure shown (the measures compute a real upper bound).
    for (const c of Object.values(example.report.slices[0].measures)) {
      expect(c.baselineOptimistic).toBeGreaterThanOrEqual(c.baseline);
      expect(c.candidateOptimistic).toBeGreaterThanOrEqual(c.candidate);
    }
    // The drill-down holds every moved query up to its limit (the example has fewer), each with both rankings.
    const moved = example.report.perQuery.qids.filter(
      (_, i) => example.report.perQuery.candidate['nDCG@10'][i] !== example.report.perQuery.baseline['nDCG@10'][i],
    ).length;
    const d = example.report.drillDown;
    expect(d.regressed.length + d.improved.length).toBe(moved);
    expect([...page.matchAll(/<details class="query /g)]).toHaveLength(moved);
  });

  it("prints shell commands one per line, as they can be pasted (the line breaks are the page's, not escaped data)", () => {
    // With a run id and an artifact the reproduce step is three commands: the download, the fetch and the compare.
    const ctx = {
      runId: '42',
      repository: 'acme/search',
      baseBranch: 'main',
      artifact: { name: 'rankgate-help-center', runFile: 'candidate.trec' },
    };
    const page = renderHtml(example.report, ctx);
    const want = reproduceCommands(example.report, ctx);
    expect(want).toHaveLength(3);
    const escaped = want.map((l) =>
      l
        .replace(/&/g, '&amp;')
        .replace(/'/g, '&#39;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;'),
    );
    expect(page).toContain(`<pre class="cmd"><code>${escaped.join('\n')}</code></pre>`);
    expect(page).not.toContain('<U+000A>');
  });

  it('the refresh suggestion after a significant win (the fixed candidate): the baseline command, then git add, on two lines', async () => {
    const fixed = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate-fixed.trec'),
      root: REPO,
    });
    expect(fixed.report.refresh).not.toBeNull();
    const page = fixed.html;
    const block = /<section id="refresh"[\s\S]*?<pre class="cmd"><code>([\s\S]*?)<\/code><\/pre>/.exec(page)![1];
    expect(block.split('\n')).toHaveLength(2);
    expect(block.split('\n')[0]).toMatch(/^npx rankgate baseline --contract /);
    expect(block.split('\n')[1]).toMatch(/^git add /);
    expect(page).not.toContain('<U+000A>');
  });

  it("shows commands one per line (the line breaks are the renderer's, not data shown as <U+000A>)", async () => {
    const pass = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate-fixed.trec'),
      root: REPO,
    });
    // The refresh advice of the example's pass: the bless command, then the commit (as the comment shows them).
    expect(pass.html).toContain(
      '<pre class="cmd"><code>npx rankgate baseline --contract examples/help-center/rankgate.yml --run examples/help-center/candidate-fixed.trec\ngit add baselines/help-center.trec &amp;&amp; git commit',
    );
    expect(pass.html).not.toContain('&lt;U+000A&gt;');
  });

  it('input text never reaches the page as markup', async () => {
    const w = writeCase(tmp.case('hostile'), {
      queries: hostileQueries(),
      contract: { report: { ledger: 20, topk: 10 } },
    });
    const res = await runComparison({ contract: w.contract, run: w.run, root: w.dir });
    const page = res.html;
    for (const bad of ['<script>alert', '<img', '<iframe', '<b>out', '--><b>']) expect(page, bad).not.toContain(bad);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // A link in the context is kept only when it is a plain http(s) URL.
    expect(renderHtml(res.report, { links: { run: 'javascript:alert(1)' } })).not.toContain('javascript:');
    expect(renderHtml(res.report, { links: { run: 'https://github.com/o/r/actions/runs/1' } })).toContain(
      '<a href="https://github.com/o/r/actions/runs/1">workflow run</a>',
    );
  });
});
