// The PR comment: input text stays inert (code spans only), tables keep their shape, the 65,536-character budget.
import { describe, it, expect, beforeAll } from 'vitest';
import { join } from 'node:path';
import { renderMarkdown, code, COMMENT_LIMIT } from '../../src/report/markdown.js';
import { runComparison, type CompareResult } from '../../src/pipeline/compare.js';
import type { Report, LedgerEntry, SliceReport } from '../../src/report/schema.js';
import { compareCase, useTmp, EXAMPLE, REPO, type QuerySpec } from '../compare/helpers.js';
import { outsideCode, codeSpans, tables, tableCells } from './md.js';
import { signed } from '../../src/numbers.js';

const tmp = useTmp();

/** Markup or links that input text must never produce outside a code span. */
function assertInert(md: string, extra: RegExp[] = []): void {
  const lines = md.split('\n');
  expect(lines[0]).toMatch(/^<!-- rankgate:gate=[A-Za-z0-9._-]+ -->$/);
  const rest = outsideCode(lines.slice(1).join('\n'));
  expect(rest).not.toMatch(/<script/i);
  expect(rest).not.toMatch(/<img/i);
  expect(rest).not.toMatch(/@(user|runonly|unjudged)/);
  expect(rest).not.toMatch(/www\.example\.com/);
  expect(rest).not.toMatch(/https?:\/\//);
  expect(rest).not.toContain('](');
  expect(rest).not.toContain('-->');
  for (const re of extra) expect(rest).not.toMatch(re);
  // The only HTML left is the renderer's own.
  for (const m of rest.matchAll(/<\/?([a-z][a-z0-9]*)/gi))
    expect(['details', 'summary', 'sub']).toContain(m[1].toLowerCase());
}

/** Every row of every table has as many cells as its header. */
function assertTablesIntact(md: string): void {
  for (const t of tables(md)) {
    const n = tableCells(t[0]).length;
    for (const row of t) expect(tableCells(row), row).toHaveLength(n);
  }
}

const NASTY_TEXT = 'a | b <script>alert(1)</script> @user `x` --> [link](http://x) www.example.com';
// Query ids cannot hold blanks (TREC); each of these is one.
const NASTY_QIDS = [
  'q|pipe',
  '<script>alert(1)</script>',
  '@user',
  '`tick`',
  '-->',
  '[link](http://x)',
  'www.example.com',
];
const NASTY_VALUES = [
  '<script>alert(2)</script>',
  '@user',
  'a|b',
  '[link](http://x)',
  'www.example.com',
  '``t`',
  'x -->',
];
const NASTY_DOCS = ['doc|1', '<img/src=x>', '@user', 'www.example.com', '[l](http://x)', '`d`', 'u-->'];

describe('escaping of input text', () => {
  let res: CompareResult;
  beforeAll(async () => {
    // Each nasty query is its own slice value; half regress (the relevant "doc|1" falls from 1st to 5th), half improve;
    // an unjudged "@unjudged" enters the candidate lists; a run-only query "@runonly" and a baseline contract id with
    // markup give a warning and a note that quote input text.
    const judged = Object.fromEntries(NASTY_DOCS.map((d, i) => [d, i === 0 ? 1 : 0]));
    const good = [...NASTY_DOCS];
    const bad = [
      NASTY_DOCS[1],
      NASTY_DOCS[2],
      NASTY_DOCS[3],
      '@unjudged',
      NASTY_DOCS[0],
      NASTY_DOCS[4],
      NASTY_DOCS[5],
      NASTY_DOCS[6],
    ];
    const queries: QuerySpec[] = NASTY_QIDS.map((qid, i) => ({
      qid,
      judged,
      base: i % 2 ? bad : good,
      cand: i % 2 ? good : bad,
      labels: { type: NASTY_VALUES[i] },
      text: `${NASTY_TEXT} #${i}`,
    }));
    res = await compareCase(tmp.case('nasty'), {
      queries,
      contract: {
        report: { ledger: 10, topk: 10 },
        gate: {
          primary: 'RR@10',
          rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
          min_queries: 1,
          significance: 'none',
        },
      },
      candExtra: '@runonly Q0 www.example.com 1 1 cand\n',
      baseHeader: '# contract: @user www.example.com <script>x</script> [l](http://x) #12\n',
    });
  });

  it('the case really carries the nasty text into the report', () => {
    const r = res.report;
    expect(r.verdict.level).toBe('fail');
    expect(r.ledger.regressed.map((e) => e.qid).sort()).toEqual(NASTY_QIDS.filter((_, i) => i % 2 === 0).sort());
    expect(r.ledger.improved).toHaveLength(3);
    expect(r.ledger.regressed[0].text).toContain('<script>');
    expect(r.warnings.some((w) => w.includes('"@runonly"'))).toBe(true);
    expect(r.notes.some((n) => n.includes('@user www.example.com'))).toBe(true);
    expect(r.verdict.reasons.some((x) => x.slice === 'type=<script>alert(2)</script>')).toBe(true);
  });

  it('ids, texts, slice values, notes and warnings appear only inside code spans', () => {
    assertInert(res.markdown);
    // ...and they are there, quoted.
    const spans = codeSpans(res.markdown);
    expect(spans).toContain('<script>alert(1)</script>');
    expect(spans).toContain('@user');
    expect(spans).toContain('[link](http://x)');
    expect(spans).toContain('www.example.com');
    expect(spans.some((s) => s.includes('`tick`'))).toBe(true);
    expect(spans).toContain(`${NASTY_TEXT} #0`.replace(/`/g, '`'));
    expect(spans.some((s) => s.includes('@runonly'))).toBe(true);
  });

  it('pipes inside table cells are escaped, so every row keeps its column count', () => {
    assertTablesIntact(res.markdown);
    expect(res.markdown).toContain('`type=a\\|b`');
    expect(res.markdown).toContain('`doc\\|1`');
    expect(res.markdown).toContain('`q|pipe`'); // outside a table a pipe needs no escape
  });

  it('the marker is the first line; the chart is one code block that no slice name can close', () => {
    expect(res.markdown.split('\n')[0]).toBe('<!-- rankgate:gate=test -->');
    // A name holds ``t` (two backticks): the fence is longer than any run in the chart.
    const m = /\n(`{3,})diff\n([\s\S]*?)\n\1\n/.exec(res.markdown)!;
    expect(m[1].length).toBeGreaterThan(2);
    const rows = m[2].split('\n').slice(2);
    expect(rows).toHaveLength(res.report.slices.filter((s) => s.measures[res.report.primary]).length);
    expect(rows.some((r) => r.includes('``t`'))).toBe(true);
    for (const r of rows) expect(r).not.toMatch(/[\r\u0000-\u0008]/);
  });

  it('code() picks a fence longer than any backtick run and pads edge backticks', () => {
    expect(code('a`b')).toBe('``a`b``');
    expect(code('``x')).toBe('``` ``x ```');
    expect(code('a|b')).toBe('`a\\|b`');
    expect(code('a|b', false)).toBe('`a|b`');
    expect(code('line\nbreak')).toBe('`line<U+000A>break`'); // a line break from data is shown, not hidden (report/escape.ts)
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The 65,536-character budget
// ---------------------------------------------------------------------------------------------------------------

describe('the comment budget', () => {
  let example: Report;
  let full: string;
  beforeAll(async () => {
    const res = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate.trec'),
      root: REPO,
    });
    example = res.report;
    full = res.markdown;
  });

  it('a normal report is not trimmed', () => {
    expect(full.length).toBeLessThan(COMMENT_LIMIT);
    expect(full).not.toContain('✂️');
    expect(full).toContain('Most improved queries');
    expect(full).toContain('```diff');
    expect(renderMarkdown(example)).toBe(full);
  });

  it('trims the least important parts first and says which', () => {
    // Just under the full length: only the improved queries go.
    const a = renderMarkdown(example, full.length - 1);
    expect(a.length).toBeLessThanOrEqual(full.length - 1);
    expect(a).not.toContain('Most improved queries');
    expect(a).toContain('Most regressed queries by nDCG@10 (5)');
    expect(a).toContain('```diff');
    expect(a).toMatch(
      /_✂️ Trimmed to fit GitHub's 65,536-character comment limit: the improved queries\. The full report is in the job summary and the artifact\._/,
    );
    // Just under the length without any ledger: the regressed queries go next, then the chart (the trim notice
    // itself costs characters, so removing the ledger alone does not fit).
    const withoutLedger = renderMarkdown({ ...example, ledger: { ...example.ledger, regressed: [], improved: [] } });
    const b = renderMarkdown(example, withoutLedger.length - 1);
    expect(b.length).toBeLessThan(withoutLedger.length);
    expect(b).toContain('#### All measures on all 117 queries');
    expect(b).not.toContain('Most regressed queries');
    expect(b).not.toContain('```diff');
    expect(b).toContain(
      "Trimmed to fit GitHub's 65,536-character comment limit: the regressed queries, the improved queries, the chart.",
    );
    // The verdict, the hidden-regression alert and the slice table survive every step.
    for (const md of [a, b]) {
      expect(md.split('\n')[0]).toBe('<!-- rankgate:gate=help-center -->');
      expect(md).toContain('> [!CAUTION]');
      expect(md.split('\n')[1]).toMatch(/^### ❌ rankgate · `help-center` · \*\*fail\*\* · nDCG@10 on all /);
      expect(md).toContain('| `type=exact-id` | 25 |');
    }
  });

  it('a report with very long ids, many slices and many ledger entries fits in 65,536 characters', () => {
    const long = (s: string) => `${s}-${'x'.repeat(300)}`;
    const cell = example.slices[1];
    const slices: SliceReport[] = [
      example.slices[0],
      ...Array.from(
        { length: 400 },
        (_, i): SliceReport => ({
          ...cell,
          name: long(`type=v${i}`),
          value: long(`v${i}`),
        }),
      ),
    ];
    const entry = example.ledger.regressed[0];
    const entries: LedgerEntry[] = Array.from({ length: 100 }, (_, i) => ({
      ...entry,
      qid: long(`q${i}`),
      text: long('text'),
      baselineTop: entry.baselineTop.map((d) => ({ ...d, docid: long(d.docid) })),
      candidateTop: entry.candidateTop.map((d) => ({ ...d, docid: long(d.docid) })),
    }));
    const big: Report = { ...example, slices, ledger: { ...example.ledger, regressed: entries, improved: entries } };
    const md = renderMarkdown(big);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md).toContain(
      "Trimmed to fit GitHub's 65,536-character comment limit: some slice rows, the regressed queries, the improved queries, the chart.",
    );
    expect(md).toContain('| … 375 more slices |'); // 400 rows, the first 25 shown
    expect(md.split('\n')[1]).toMatch(/^### ❌ rankgate · `help-center` · \*\*fail\*\* · nDCG@10 on all /);
    assertTablesIntact(md);
  });

  it('acceptance, goalposts and the stale-baseline line are kept when trimming; data in them stays inert', () => {
    const long = (s: string) => `${s}-${'x'.repeat(300)}`;
    const slices: SliceReport[] = [
      example.slices[0],
      ...Array.from({ length: 400 }, (_, i): SliceReport => ({ ...example.slices[1], name: long(`type=v${i}`) })),
    ];
    const evil = '@user <script>x</script> www.example.com';
    const big: Report = {
      ...example,
      slices,
      acceptance: { label: `rankgate: accept ${evil}`, by: 'bob' },
      goalposts: {
        ref: 'f'.repeat(40),
        source: 'api',
        used: 'base',
        changed: true,
        contract: {
          path: `rankgate.yml ${evil}`,
          status: 'changed',
          changes: Array.from({ length: 25 }, (_, i) => ({
            field: `gate.rules[${i}].fail`,
            base: '0.02',
            head: JSON.stringify(evil),
          })),
        },
        judgments: { path: `qrels ${evil}`, status: 'changed', added: 3, removed: 1, regraded: 2 },
        slices: { path: 'slices.tsv', status: 'added', added: 12, removed: 0, regraded: 0 },
        baseline: { path: 'b.trec', status: 'changed', measure: 'nDCG@10', base: 0.5, head: 0.625 },
        rescored: null,
        judgedByPr: 0,
        notes: [`note ${evil}`],
      },
      baseline: { commit: 'abc', date: '2026-01-01', ageDays: 90, maxAgeDays: 30, stale: true },
    };
    const md = renderMarkdown(big);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md).toContain('Trimmed to fit');
    expect(md.split('\n')[1]).toMatch(/^### ❌ rankgate · `help-center` · \*\*fail\*\* · accepted · nDCG@10 on all /);
    expect(md).toContain('was added by `bob`. This fail verdict is reported in full below but does not fail the check');
    expect(md).toContain(
      '**This PR changes the evaluation itself.** The comparison below uses the files as they are on the base commit `ffffffffffff`',
    );
    expect(md).toContain('changed: 3 judgments added, 1 removed, 2 regraded');
    expect(md).toContain('> - slices `slices.tsv` added by this PR: 12 slices added, 0 removed, 0 relabelled');
    expect(md).toContain(
      "> - baseline `b.trec` changed: nDCG@10 on all queries 0.5000 under the base version, 0.6250 under this PR's version (+0.1250)",
    );
    expect(md).toContain('>   - … and 5 more fields');
    expect(md).toContain('⚠️ **The baseline is 90 days old**');
    expect(md.indexOf('This PR changes the evaluation itself')).toBeLessThan(md.indexOf('**2 rules fired**'));
    assertInert(md);
    // Without the label the heading says nothing of acceptance; on a pass the label is not mentioned.
    expect(renderMarkdown({ ...example, acceptance: null })).not.toContain('accepted');
  });

  it('when even the smallest form is too long it cuts at a line end and says so, leaving no input text unquoted', () => {
    // A hidden regression on a slice whose name alone exceeds the limit.
    const name = 'type=' + '@user <script>x</script> www.example.com '.repeat(3000);
    const reason = { ...example.verdict.reasons[0], slice: name };
    const big: Report = { ...example, verdict: { ...example.verdict, reasons: [reason] } };
    const md = renderMarkdown(big);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(
      md.endsWith(
        "_✂️ Cut to fit GitHub's 65,536-character limit; the full report is in the job summary and the artifact._\n",
      ),
    ).toBe(true);
    expect(md).toContain('> [!CAUTION]');
    assertInert(md);
  });
});

describe('the chart', () => {
  it("draws the slice table's rows in its order: bars from the zero line, the fail threshold, failing rows marked - (red on GitHub)", async () => {
    const res = await runComparison({
      contract: join(EXAMPLE, 'rankgate.yml'),
      run: join(EXAMPLE, 'candidate.trec'),
      root: REPO,
    });
    const block = /\n```diff\n([\s\S]*?)\n```\n/.exec(res.markdown)![1].split('\n');
    expect(block[0]).toBe("  Δ nDCG@10 by slice, in the table's order · █ Δ · │ 0 · ┆ fail threshold");
    const rows = block.slice(2);
    const table = tables(res.markdown)[0]
      .slice(2)
      .map((r) => tableCells(r)[0].replace(/[`*]/g, '').trim());
    expect(rows.map((r) => r.slice(2).split(/\s+/)[0])).toEqual(table);
    // Failing slices' rows start with "-", passing ones with "+", the rest with a space; each ends with delta and status.
    for (const [i, r] of rows.entries()) {
      const s = res.report.slices.find((x) => x.name === table[i])!;
      expect(r[0]).toBe(s.status === 'fail' ? '-' : s.status === 'pass' ? '+' : ' ');
      expect(
        r.endsWith(
          `${signed(s.measures['nDCG@10']!.delta).padStart(7)}  ${s.status === 'too-small' ? 'too small' : s.status}`,
        ),
      ).toBe(true);
    }
    // One zero line, at the same column on every row; bars start next to it, on the side of their sign.
    const zero = rows.map((r) => r.indexOf('│'));
    expect(new Set(zero).size).toBe(1);
    const exact = rows[1];
    expect(exact.startsWith('- type=exact-id')).toBe(true);
    expect(exact[zero[0] - 1]).toBe('█');
    expect(exact[zero[0] + 1]).toBe(' ');
    expect(rows[0][zero[0] + 1]).toBe('█');
    // The fail threshold (−0.02) left of zero on every gated row the bar does not cover; the two too small to gate have none.
    for (const [i, r] of rows.entries())
      expect(r.includes('┆'), table[i]).toBe(
        table[i] !== 'type=exact-id' && !table[i].startsWith('lang=fr') && !table[i].startsWith('lang=de'),
      );
  });
});
