// The output registry: one list serves --format, --out, the artifact and the comment, and each output is rendered
// once per gate (once more only for a view it reads: the comment after the artifact's links are known).
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { join } from 'node:path';
import { runComparison } from '../../src/pipeline/compare.js';
import { amendResult } from '../../src/pipeline/amend.js';
import { FORMATS, OUTPUT_FILES, OUTPUTS } from '../../src/report/outputs.js';
import { EXAMPLE } from '../compare/helpers.js';

// Each renderer counted as the registry calls it: the mocks wrap the real functions (also behind its dynamic imports).
const calls = vi.hoisted(() => ({ markdown: 0, html: 0, json: 0, junit: 0 }));
vi.mock('../../src/report/markdown.js', async (orig) => {
  const m = await orig<typeof import('../../src/report/markdown.js')>();
  return {
    ...m,
    renderMarkdown: (...a: Parameters<typeof m.renderMarkdown>) => (calls.markdown++, m.renderMarkdown(...a)),
  };
});
vi.mock('../../src/report/html.js', async (orig) => {
  const m = await orig<typeof import('../../src/report/html.js')>();
  return { ...m, renderHtml: (...a: Parameters<typeof m.renderHtml>) => (calls.html++, m.renderHtml(...a)) };
});
vi.mock('../../src/report/schema.js', async (orig) => {
  const m = await orig<typeof import('../../src/report/schema.js')>();
  return {
    ...m,
    serializeReport: (...a: Parameters<typeof m.serializeReport>) => (calls.json++, m.serializeReport(...a)),
  };
});
vi.mock('../../src/report/junit.js', async (orig) => {
  const m = await orig<typeof import('../../src/report/junit.js')>();
  return { ...m, renderJunit: (...a: Parameters<typeof m.renderJunit>) => (calls.junit++, m.renderJunit(...a)) };
});

beforeEach(() => {
  for (const k of Object.keys(calls) as (keyof typeof calls)[]) calls[k] = 0;
});

describe('the output registry', () => {
  it('lists each file and format once; junit is a format and a file', () => {
    expect(OUTPUT_FILES).toEqual([
      'report.json',
      'report.md',
      'report.html',
      'per-query.csv',
      'to-judge.qrels',
      'junit.xml',
    ]);
    expect(FORMATS).toEqual(['text', 'json', 'markdown', 'html', 'junit']);
    const names = OUTPUTS.flatMap((o) => [o.format, o.file].filter((x) => x !== null));
    expect(new Set(names).size).toBe(names.length);
  });

  it("renders each output once per gate along the action's path: compare, two amendments, the files with links, the comment", async () => {
    const res = await runComparison({ contract: join(EXAMPLE, 'rankgate.yml'), run: join(EXAMPLE, 'candidate.trec') });
    // The comparison validates its report (report.json) and renders nothing else until asked.
    expect(calls).toEqual({ markdown: 0, html: 0, json: 1, junit: 0 });
    const amended = amendResult(amendResult(res, { trend: null }), { acceptedRefresh: null });
    expect(calls).toEqual({ markdown: 0, html: 0, json: 1, junit: 0 });

    // The artifact's files with the run's links, and the job summary from the same report.md.
    const links = amended.outputs.withView({
      context: { runId: '4242', repository: 'acme/search', artifact: { name: 'rankgate-help-center', runFile: null } },
    });
    const files = Object.fromEntries(links.files().map((f) => [f.name, f.content]));
    expect(Object.keys(files)).toEqual(OUTPUT_FILES);
    expect(links.get('report.md')).toBe(files['report.md']);
    expect(links.get('markdown')).toBe(files['report.md']);
    // The amended report is validated once more (it is another report); every other output is rendered once.
    expect(calls).toEqual({ markdown: 1, html: 1, json: 2, junit: 1 });

    // After the upload, the comment reads the artifact's links: report.md again, nothing else.
    const uploaded = links.withView({
      context: {
        ...links.source.context,
        links: { artifact: 'https://github.com/acme/search/actions/runs/4242/artifacts/7' },
      },
    });
    const comment = uploaded.get('report.md');
    expect(comment).toContain('https://github.com/acme/search/actions/runs/4242/artifacts/7');
    expect(files['report.md']).not.toContain('artifacts/7');
    expect(uploaded.get('report.json')).toBe(files['report.json']);
    expect(uploaded.get('junit.xml')).toBe(files['junit.xml']);
    expect(calls).toEqual({ markdown: 2, html: 1, json: 2, junit: 1 });
  }, 60_000);

  it('leaves the links out of everything the comparison itself renders, and the outputs of the views agree with it', async () => {
    const res = await runComparison({ contract: join(EXAMPLE, 'rankgate.yml'), run: join(EXAMPLE, 'candidate.trec') });
    const viewed = res.outputs.withView({ context: {} });
    expect(viewed.get('report.md')).toBe(res.markdown);
    expect(viewed.get('report.html')).toBe(res.html);
    // The context-free report.md is rendered once for res and once for the view (another view, even if empty).
    expect(calls.markdown).toBe(2);
  }, 60_000);
});
