// The terminal renderer: the same facts as the comment, colour only when asked.
import { describe, it, expect, beforeAll } from 'vitest';
import { renderTerminal } from '../../src/report/terminal.js';
import type { Report } from '../../src/report/schema.js';
import { exampleReports } from '../compare/helpers.js';
import { ANSI } from './md.js';

let fail: Report;
let pass: Report;
beforeAll(async () => {
  ({ fail, pass } = await exampleReports());
});

describe('renderTerminal', () => {
  it('has no ANSI codes when color is false', () => {
    const t = renderTerminal(fail, false);
    expect(t).not.toMatch(/\x1b/);
  });

  it('colours when color is true, and is otherwise the same text', () => {
    const plain = renderTerminal(fail, false);
    const coloured = renderTerminal(fail, true);
    expect(coloured).toContain('\x1b[31m'); // red: the fail verdict and the hidden regression
    expect(coloured).toContain('\x1b[1m');
    expect(coloured).toContain('\x1b[0m');
    // The aligner measures visible width, so stripping the codes gives back the plain rendering byte for byte.
    expect(coloured.replace(ANSI, '')).toBe(plain);
  });

  it('states the same verdict and hidden regression as the report', () => {
    const t = renderTerminal(fail, false);
    const lines = t.split('\n');
    // The comment's headline (the example's numbers; example.test.ts re-derives them): nDCG@10 on all rose, the
    // hidden drop on type=exact-id is the worst slice.
    expect(lines[0]).toBe(
      'rankgate · help-center · FAIL · nDCG@10 on all 0.5020 → 0.5499 (+0.0479 ↑) · worst: nDCG@10 on type=exact-id 0.8163 → 0.6625 (−0.1538 ↓), hidden by the average',
    );
    expect(lines[1]).toBe('');
    expect(t).toContain('HIDDEN REGRESSIONS (the overall average does not show them):');
    const hidden = fail.verdict.reasons.filter((r) => r.hidden);
    expect(hidden[0].slice).toBe('type=exact-id');
    for (const h of hidden) expect(t).toContain(`  fail  ${h.message}`);
    // The slice table leads with all, then the failing slice (numbers as in the report; example.test.ts re-derives them).
    const table = lines.slice(lines.indexOf('Slices by nDCG@10'));
    expect(table[3]).toMatch(/^all\s+117\s+0\.5020\s+0\.5499\s+\+0\.0479 /);
    expect(table[4]).toMatch(/^type=exact-id\s+25\s+0\.8163\s+0\.6625\s+−0\.1538 .*fail$/);
    expect(t).toMatch(/^lang=fr\s+7 .*too small$/m);
  });

  it('a passing report has no hidden-regression block', () => {
    const t = renderTerminal(pass, false);
    // No rule fired: the worst slice is the largest drop, here lang=fr, too small to gate (headline.test.ts).
    expect(t.split('\n')[0]).toBe(
      'rankgate · help-center · PASS · nDCG@10 on all 0.5020 → 0.5828 (+0.0808 ↑) · worst slice: lang=fr 0.5263 → 0.5225 (−0.0038 ↓), too small to gate',
    );
    expect(t).toMatch(/^type=navigational\s+31\s+0\.6135\s+0\.6845\s+\+0\.0710 .*underpowered/m);
    // No cell of the pass carries the gate's own test, so the legend explains no * mark.
    expect(t).not.toMatch(/\*\s/);
    expect(t).toContain('p and interval: two-sided paired randomization p and 95% paired bootstrap interval');
    expect(t).not.toContain('HIDDEN REGRESSION');
    expect(t).not.toContain('Fired rules:');
    expect(renderTerminal(pass, true)).toContain('\x1b[32mPASS\x1b[0m');
  });
});

describe('renderTerminal: lifecycle facts shown in the comment too', () => {
  it('shows the refresh command on a pass that beats the baseline', () => {
    expect(pass.refresh).not.toBeNull();
    const t = renderTerminal(pass, false);
    expect(t).toContain('Refresh the baseline: the candidate beats the baseline: nDCG@10 on all queries +');
    expect(t).toContain(
      `\n  ${pass.refresh!.command}\n  git add baselines/help-center.trec && git commit -m 'rankgate: refresh the baseline'\n`,
    );
  });

  it('shows an accepted failure, who accepted it, and what the change did to the goalposts', () => {
    const moved: Report = {
      ...fail,
      acceptance: { label: 'rankgate: accept', by: 'bob' },
      goalposts: {
        ref: 'a'.repeat(40),
        source: 'git',
        used: 'base',
        changed: true,
        contract: {
          path: 'rankgate.yml',
          status: 'changed',
          changes: [{ field: 'gate.rules[0].fail', base: '0.02', head: '0.2' }],
        },
        judgments: { path: 'qrels.txt', status: 'changed', added: 2, removed: 3, regraded: 1 },
        slices: { path: 'slices.tsv', status: 'changed', added: 0, removed: 0, regraded: 1 },
        baseline: { path: 'baselines/b.trec', status: 'changed', measure: 'nDCG@10', base: 0.5, head: 0.45 },
        rescored: null,
        judgedByPr: 0,
        notes: [],
      },
    };
    const t = renderTerminal(moved, false);
    expect(t).toContain(
      'accepted: the label "rankgate: accept" added by bob accepts this verdict; the check does not fail',
    );
    expect(t).toContain(`the gate used the base commit's (${'a'.repeat(12)}) versions:`);
    expect(t).toContain('  contract rankgate.yml: changed (gate.rules[0].fail)');
    expect(t).toContain('  judgments qrels.txt: changed (2 added, 3 removed, 1 regraded)');
    // A slice label that changed is relabelled (slices have no grades).
    expect(t).toContain('  slices slices.tsv: changed (0 added, 0 removed, 1 relabelled)');
    expect(t.split('\n')[0]).toMatch(/^rankgate · help-center · FAIL · accepted · nDCG@10 on all /);
    expect(t).toContain(
      '  baseline baselines/b.trec: changed (nDCG@10 0.5000 under the base version, 0.4500 under this one)',
    );
  });
});

describe('renderTerminal: the regressed queries', () => {
  it('has a text column when the queries have texts, and none when no queries file gave any', () => {
    const header = (t: string) => t.split('\n').find((l) => l.startsWith('qid '))!;
    expect(header(renderTerminal(fail, false))).toMatch(/^qid\s+text\s+baseline/);
    const noText: Report = {
      ...fail,
      ledger: { ...fail.ledger, regressed: fail.ledger.regressed.map((e) => ({ ...e, text: null })) },
    };
    const t = renderTerminal(noText, false);
    expect(header(t)).toMatch(/^qid\s+baseline\s+candidate\s+delta/);
    expect(t).toMatch(/^q003\s+0\.8603\s+0\.4441\s+−0\.4162\s+kb-1240$/m);
  });
});
