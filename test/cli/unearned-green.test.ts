// Broken inputs that once earned a green check, each driven through the CLI as a user runs it: a run with constant
// scores, a run whose scores fall as its ranks rise, a slices file from another collection, a slices file that labels
// too few of the judged queries. Each must fail (exit 1) or be refused (exit 2), never pass or stay inconclusive.
import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE, useTmp } from '../compare/helpers.js';
import { parseReport } from '../../src/report/schema.js';
import { cli } from './helpers.js';

const tmp = useTmp();

/** The example gate copied into a fresh folder, with its files where its contract names them. */
function exampleRepo(name: string): string {
  const dir = tmp.case(name);
  cpSync(join(EXAMPLE, '..', '..'), dir, {
    recursive: true,
    filter: (p) =>
      !p.includes('node_modules') &&
      !p.includes('.git') &&
      !p.includes('/dist') &&
      !/\/(src|test|bench|docs|scripts)(\/|$)/.test(p),
  });
  return dir;
}

/** The candidate's documents in the candidate's order, every score replaced. */
function rescored(dir: string, score: (rank: number) => string): string {
  const lines = readFileSync(join(dir, 'examples/help-center/candidate.trec'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const out = lines.map((l) => {
    const [q, , doc, rank] = l.split(/\s+/);
    return `${q} Q0 ${doc} ${rank} ${score(Number(rank))} broken`;
  });
  const file = join(dir, 'runs/broken.trec');
  cpSync(join(dir, 'examples/help-center/candidate.trec'), file);
  writeFileSync(file, out.join('\n') + '\n');
  return file;
}

const compare = (dir: string, run: string, ...more: string[]) =>
  cli([
    'compare',
    '--contract',
    join(dir, 'examples/help-center/rankgate.yml'),
    '--run',
    run,
    '--format',
    'json',
    '--root',
    dir,
    ...more,
  ]);

describe('broken runs fail as broken, never inconclusive or green', () => {
  it('every score 1.0 (a ranking service that returned constants): fail, with the tied-scores reason', async () => {
    const dir = exampleRepo('constant');
    const r = await compare(
      dir,
      rescored(dir, () => '1.0'),
    );
    expect(r.code).toBe(1);
    const report = parseReport(r.out);
    expect(report.verdict.level).toBe('fail');
    expect(report.verdict.reasons.some((x) => x.kind === 'tied-scores' && x.level === 'fail')).toBe(true);
    // Even when inconclusive would fail the step, the verdict is not inconclusive: judging documents cannot fix it.
    const strict = await compare(
      dir,
      rescored(dir, () => '1.0'),
      '--fail-on',
      'inconclusive',
    );
    expect(parseReport(strict.out).verdict.level).toBe('fail');
  });

  it('scores that rise with the rank (distances written as scores): fail, with the inverted-scores reason', async () => {
    const dir = exampleRepo('inverted');
    const r = await compare(
      dir,
      rescored(dir, (rank) => (rank / 1000).toFixed(4)),
    );
    expect(r.code).toBe(1);
    expect(parseReport(r.out).verdict.reasons.some((x) => x.kind === 'inverted-scores')).toBe(true);
  });

  it('the example candidate itself is not taken for a broken run', async () => {
    const dir = exampleRepo('healthy');
    const r = await compare(dir, join(dir, 'examples/help-center/candidate-fixed.trec'));
    expect(r.code).toBe(0);
    const kinds = parseReport(r.out).verdict.reasons.map((x) => x.kind);
    for (const k of ['tied-scores', 'inverted-scores', 'same-results']) expect(kinds).not.toContain(k);
  });
});

describe('a slices file must label the judged queries', () => {
  /** The example's slices with every query id renamed: the rows name queries the judgments do not have. */
  function foreignSlices(dir: string, keep: number): void {
    const file = join(dir, 'examples/help-center/slices.tsv');
    const [header, ...rows] = readFileSync(file, 'utf8').trimEnd().split('\n');
    writeFileSync(
      file,
      [header, ...rows.map((row, i) => (i < keep ? row : row.replace(/^q/, 'other-q')))].join('\n') + '\n',
    );
  }

  it("another collection's file (labels none of the judged queries): validate and compare refuse it", async () => {
    const dir = exampleRepo('foreign');
    foreignSlices(dir, 0);
    const v = await cli(['validate', '--contract', join(dir, 'examples/help-center/rankgate.yml'), '--root', dir]);
    expect(v.code).not.toBe(0);
    expect(v.out + v.err).toMatch(/slices/);
    const c = await compare(dir, join(dir, 'examples/help-center/candidate.trec'));
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/slices\.tsv/);
  });

  it('a file that labels a small share of the judged queries is refused too; one that labels most is counted', async () => {
    const dir = exampleRepo('partial');
    // 20 labelled rows are well under half of the example's judged queries.
    foreignSlices(dir, 20);
    expect((await compare(dir, join(dir, 'examples/help-center/candidate.trec'))).code).toBe(2);
    const most = exampleRepo('most');
    foreignSlices(most, 100);
    const r = await compare(most, join(most, 'examples/help-center/candidate.trec'));
    expect(r.code).toBe(1);
    // The judged queries among the renamed rows, counted from the files themselves.
    const judged = new Set(
      readFileSync(join(most, 'examples/help-center/qrels.txt'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(/\s+/)[0]),
    );
    const renamed = readFileSync(join(EXAMPLE, 'slices.tsv'), 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1 + 100)
      .map((l) => l.split('\t')[0]!);
    const expected = renamed.filter((q) => judged.has(q)).length;
    expect(expected).toBeGreaterThan(0);
    expect(parseReport(r.out).counts.withoutSliceLabels).toBe(expected);
  });
});
