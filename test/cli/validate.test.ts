// `rankgate validate`: a contract and its files checked without scoring, every problem reported at once.
import { describe, expect, it } from 'vitest';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateCommand } from '../../src/cli/validate.js';
import { main, type Io } from '../../src/cli/main.js';
import { EXAMPLE, useTmp, writeCase, rrQuery } from '../compare/helpers.js';

const tmp = useTmp();
const io = (): Io & { out: () => string } => {
  let out = '';
  return { stdout: { write: (s: string) => (out += s) }, stderr: { write: () => {} }, out: () => out };
};

describe('rankgate validate', () => {
  it("a slices file that labels none of the judged queries (another collection's) is a problem; a partial one is counted", async () => {
    // 4 judged queries; the slices file labels 2 queries that have no judgments.
    const queries = ['q1', 'q2', 'q3', 'q4'].map((q) => rrQuery(q, 1, 1));
    const wrong = writeCase(tmp.case('wrong-slices'), { queries, extraSliceRows: ['d1\ta', 'd2\tb'] });
    writeFileSync(join(wrong.dir, 'slices.tsv'), 'qid\ttype\nd1\ta\nd2\tb\n');
    const r = await validateCommand(wrong.contract);
    expect(r.ok).toBe(false);
    expect(r.lines.filter((l) => l.startsWith('✖'))).toEqual([
      expect.stringMatching(
        /^✖ slices\.tsv: labels none of the 4 judged queries \(2 of its 2 rows name queries without judgments: another collection's file\?\)/,
      ),
    ]);
    // 2 of 4 labelled: the least allowed, with the other 2 counted.
    writeFileSync(join(wrong.dir, 'slices.tsv'), 'qid\ttype\nq1\ta\nq2\tb\n');
    const half = await validateCommand(wrong.contract);
    expect(half.ok).toBe(true);
    expect(half.lines).toContain('✔ 2 of 4 judged queries have no row in the slices file (counted as (unlabeled))');
  });

  it('the example contract is valid; every file is described', async () => {
    const r = await validateCommand(join(EXAMPLE, 'rankgate.yml'));
    expect(r.ok).toBe(true);
    expect(r.lines.at(-1)).toBe('valid');
    expect(r.lines.some((l) => l.startsWith('✔ judgments qrels.txt: 1327 judgments for 120 queries'))).toBe(true);
    expect(r.lines.some((l) => l.startsWith('✔ slices slices.tsv:'))).toBe(true);
    expect(r.lines.some((l) => l.startsWith('✔ baseline ../../baselines/help-center.trec:'))).toBe(true);
  });

  it('reports every problem at once: bad qrels line, missing baseline, a rule naming no slice', async () => {
    const w = writeCase(tmp.case('many'), {
      queries: [rrQuery('q1', 1, 1, { type: 'a' }), rrQuery('q2', 1, 1, { type: 'b' })],
      contract: {
        baseline: 'nope.trec',
        gate: { rules: [{ measure: 'RR@10', slices: ['type=zzz'], fail: 0.1 }], min_queries: 1, significance: 'none' },
      },
    });
    writeFileSync(w.qrels, 'q1 0 rel 1\nq1 0 n1 zero\n');
    const r = await validateCommand(w.contract);
    expect(r.ok).toBe(false);
    const problems = r.lines.filter((l) => l.startsWith('✖'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/qrels\.txt:2.*grade/);
    expect(problems[1]).toContain('nope.trec: baseline file not found (create it with: rankgate baseline');
    expect(r.lines.at(-1)).toBe('2 problems');

    // With the judgments fixed, the rule naming no slice is the next problem (it needs the judgments to check).
    writeFileSync(w.qrels, 'q1 0 rel 1\nq2 0 rel 1\n');
    const r2 = await validateCommand(w.contract);
    expect(r2.lines.filter((l) => l.startsWith('✖'))).toEqual([
      expect.stringContaining('nope.trec: baseline file not found'),
      expect.stringContaining('gate.rules[0].slices names slice "type=zzz", which matches no slice'),
    ]);
  });

  it('a baseline whose ids share nothing with the judgments, and a corpus mismatch', async () => {
    const w = writeCase(tmp.case('namespace'), { queries: [rrQuery('q1', 1, 1)], contract: { corpus: '2026-01-01' } });
    writeFileSync(w.baseline, '# corpus: 2025-01-01\nq1 Q0 other-1 1 2 x\nq1 Q0 other-2 2 1 x\n');
    const r = await validateCommand(w.contract);
    expect(r.lines.filter((l) => l.startsWith('✖'))).toEqual([
      expect.stringContaining('none of its document ids appear in the judgments'),
      expect.stringContaining('declares corpus "2025-01-01" but the contract pins "2026-01-01"'),
    ]);
  });

  it('a broken contract is one problem with file and line; the CLI exits 2', async () => {
    const dir = tmp.case('broken');
    writeFileSync(join(dir, 'rankgate.yml'), 'version: 1\nname: x\njudgements: q.txt\n');
    const r = await validateCommand(join(dir, 'rankgate.yml'));
    expect(r).toEqual({
      ok: false,
      lines: [
        expect.stringMatching(/rankgate\.yml:3: unknown key "judgements" \(did you mean "judgments"\?\)$/),
        '1 problem',
      ],
    });
    const out = io();
    expect(await main(['validate', '--contract', join(dir, 'rankgate.yml')], out)).toBe(2);
    expect(out.out()).toContain('unknown key "judgements"');
  });

  it('the new contract keys validate: goalposts and baseline_max_age', async () => {
    const dir = tmp.case('keys');
    cpSync(EXAMPLE, dir, { recursive: true });
    const base = `version: 1\nname: x\njudgments: qrels.txt\nslices: slices.tsv\nbaseline: candidate-fixed.trec\n`;
    writeFileSync(join(dir, 'ok.yml'), base + 'goalposts: head\nbaseline_max_age: 30d\n');
    expect((await validateCommand(join(dir, 'ok.yml'))).ok).toBe(true);
    writeFileSync(join(dir, 'bad.yml'), base + 'baseline_max_age: 1 month\n');
    const problems = async (f: string) => (await validateCommand(join(dir, f))).lines.filter((l) => l.startsWith('✖'));
    expect(await problems('bad.yml')).toEqual([
      expect.stringContaining('baseline_max_age is a number of days such as "30d"'),
    ]);
    writeFileSync(join(dir, 'typo.yml'), base + 'goalpost: base\n');
    expect(await problems('typo.yml')).toEqual([expect.stringContaining('did you mean "goalposts"?')]);
  });
});

describe('rankgate validate on power', () => {
  it("warns, without failing, when gated slices cannot resolve their fail threshold on the baseline's data, and says what it assumed", async () => {
    const r = await validateCommand(join(EXAMPLE, 'rankgate.yml'));
    expect(r.ok).toBe(true);
    const warning = r.lines.find((l) => l.startsWith('⚠ '));
    // The example gates nDCG@10 at 0.02 on slices of 25–117 queries: with half the baseline's per-query sd as churn
    // (about 0.15) even `all` needs several hundred queries to resolve 0.02 (powerFacts' queries needed).
    expect(warning).toMatch(/^⚠ \d+ of 13 gated slices cannot resolve their fail threshold on the baseline's data/);
    expect(warning).toContain('nDCG@10 on all (fail 0.02, 117 queries, needs ');
    expect(warning).toContain('assumed: the paired sd is 0.5');
    expect(warning).toContain('rankgate init --force --baseline');
  });
});
