// `rankgate score` in-process through main(argv, io), with fake io objects.
import { describe, it, expect } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cli } from './helpers.js';
import { useTmp, qrelsText, runText, ranked } from '../score/helpers.js';

const tmp = useTmp();

// q1: the seed's eight-document fixture, L5 = [A, B, C, D, E]; q2: RR 1/2; n: judged but nothing relevant.
const QRELS = qrelsText([
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(
    (d) => ['q1', d, 'ACFH'.includes(d) ? 1 : 0] as [string, string, number],
  ),
  ['q2', 'x', 0],
  ['q2', 'y', 2],
  ['n', 'z', 0],
]);
const RUN = runText([...ranked('q1', ['A', 'B', 'C', 'D', 'E']), ...ranked('q2', ['x', 'y']), ...ranked('n', ['z'])]);
const qrels = tmp.file('qrels.txt', QRELS);
const run = tmp.file('run.trec', RUN);

describe('rankgate score: TSV, which computes values only', () => {
  // Tie groups that mix grades and unjudged documents at every depth, graded judgments, a query the run lacks: the
  // value of every measure under every tie and unjudged policy, as TSV prints it (no optimistic values or tie ranges
  // computed), is the value JSON prints beside them.
  const judged: [string, string, number][] = [];
  const results: [string, string, number][] = [];
  for (let q = 0; q < 12; q++) {
    for (let d = 0; d < 30; d++) {
      if (d % 3 !== 2) judged.push([`q${q}`, `d${d}`, (d * 7 + q) % 4]);
      // Scores in steps of a third, so runs of equal scores hold judged, unjudged and differently graded documents.
      results.push([`q${q}`, `d${d}`, 10 - Math.floor(d / 3)]);
    }
  }
  judged.push(['lacking', 'x', 2]);
  const q = tmp.file('tie-qrels.txt', qrelsText(judged));
  const r = tmp.file('tie-run.trec', runText(results));
  const measures = ['nDCG@10', 'AP', 'RR', 'P@5', 'R@20', 'Judged@10', 'RBP(p=0.8)', 'bpref', 'ERR@10'];
  const flags = measures.flatMap((m) => ['-m', m]);
  for (const policy of [
    [],
    ['--ties', 'expected'],
    ['--unjudged', 'condensed'],
    ['--ties', 'expected', '--unjudged', 'condensed'],
    ['--aggregate', 'micro'],
    ['--preset', 'trec_eval'],
  ]) {
    it(`the values JSON gives${policy.length ? ` (${policy.join(' ')})` : ''}`, async () => {
      const tsv = await cli(['score', '--qrels', q, '--run', r, ...flags, ...policy, '--format', 'tsv', '--per-query']);
      const json = await cli(['score', '--qrels', q, '--run', r, ...flags, ...policy, '--format', 'json']);
      expect(tsv.code).toBe(0);
      expect(json.code).toBe(0);
      const doc = JSON.parse(json.out) as {
        means: Record<string, number>;
        perQuery: Record<string, Record<string, number>>;
      };
      const rows = tsv.out
        .trimEnd()
        .split('\n')
        .map((l) => l.split('\t'));
      // Every measure for the 12 queries, the judged query the run lacks (scored 0) and `all`.
      expect(rows.length).toBe(14 * measures.length);
      for (const [qid, m, v] of rows) expect(v).toBe(String(qid === 'all' ? doc.means[m] : doc.perQuery[qid][m]));
    });
  }
});

describe('rankgate score: formats', () => {
  it('text: a table of means and the counts line', async () => {
    const r = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'P@5,RR', '-m', 'NumRel']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^measure\s+value\s+optimistic\s+tie-dep\s+aggregate$/);
    // n has no relevant judgment: excluded by default (no_relevant: exclude). P@5 = (2/5 + 1/5) / 2, RR = (1 + 1/2) / 2
    expect(lines[2]).toMatch(/^P@5\s+0\.3000\s+0\.3000\s+0\s+mean$/);
    expect(lines[3]).toMatch(/^RR\s+0\.7500\s+0\.7500\s+0\s+mean$/);
    expect(lines[4]).toMatch(/^NumRel\s+5\s+5\s+0\s+sum$/);
    expect(r.out).toContain(
      'queries: 2 evaluated of 3 judged; 0 missing from the run (scored 0); 1 without a relevant judgment (excluded); 0 run-only (ignored); 0 whose value depends on tie order',
    );
  });

  it('tsv: qid<TAB>measure<TAB>value per query and `all` lines', async () => {
    const r = await cli([
      'score',
      '--qrels',
      qrels,
      '--run',
      run,
      '-m',
      'P@5',
      '-m',
      'nDCG@5',
      '--format',
      'tsv',
      '--per-query',
    ]);
    expect(r.code).toBe(0);
    const rows = r.out
      .trimEnd()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(rows.every((x) => x.length === 3)).toBe(true);
    expect(rows.map((x) => `${x[0]} ${x[1]}`)).toEqual([
      'q1 P@5',
      'q1 nDCG@5',
      'q2 P@5',
      'q2 nDCG@5',
      'all P@5',
      'all nDCG@5',
    ]);
    expect(Number(rows[0][2])).toBeCloseTo(0.4, 12);
    expect(Number(rows[1][2])).toBeCloseTo(0.58557, 5); // seed 000
    expect(Number(rows[4][2])).toBeCloseTo(0.3, 12);
    const summary = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'P@5', '--format', 'tsv']);
    expect(summary.out).toBe('all\tP@5\t0.30000000000000004\n');
  });

  it('json: means, optimistic, counts, query lists, per-query values, policy', async () => {
    const r = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'P@5,R@5,RR', '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.means['P@5']).toBeCloseTo(0.3, 12);
    expect(j.means['R@5']).toBeCloseTo((0.5 + 1) / 2, 12);
    expect(j.aggregation).toEqual({ 'P@5': 'mean', 'R@5': 'mean', RR: 'mean' });
    expect(j.counts).toEqual({ judged: 3, evaluated: 2, missing: 0, noRelevant: 1, runOnly: 0, tieDependent: 0 });
    expect(j.queries).toEqual({ missing: [], noRelevant: ['n'], excluded: ['n'], runOnly: [] });
    expect(j.perQuery.q1.RR).toBe(1);
    expect(j.perQuery.q2.RR).toBe(0.5);
    expect(j.relevance).toBe(1);
    expect(j.aggregate).toBe('macro');
    expect(j.policy).toEqual({
      ties: 'trec_eval',
      unjudged: 'nonrelevant',
      missing: 'zero',
      no_relevant: 'exclude',
      duplicates: 'error',
      depth: 1000,
    });
    expect(j.run).toMatchObject({ file: run, format: 'trec', tags: ['test'], lines: 8 });
    // Text and TSV do not hash the run (they do not show it); JSON names it: the sha256 of the file's bytes.
    expect(j.run.sha256).toBe(createHash('sha256').update(readFileSync(run)).digest('hex'));
  });

  it('--preset trec_eval counts queries without a relevant judgment as zeros (trec_eval -c)', async () => {
    const r = await cli([
      'score',
      '--qrels',
      qrels,
      '--run',
      run,
      '-m',
      'P@5,RR',
      '--preset',
      'trec_eval',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.policy.no_relevant).toBe('zero');
    expect(j.counts.evaluated).toBe(3);
    expect(j.means.RR).toBeCloseTo((1 + 0.5 + 0) / 3, 12);
    // an explicit flag wins over the preset
    const k = JSON.parse(
      (
        await cli([
          'score',
          '--qrels',
          qrels,
          '--run',
          run,
          '-m',
          'RR',
          '--preset',
          'trec_eval',
          '--without-relevant',
          'exclude',
          '--format',
          'json',
        ])
      ).out,
    );
    expect(k.policy.no_relevant).toBe('exclude');
    expect(k.means.RR).toBe(0.75);
  });

  it('policy flags reach the scorer', async () => {
    const j = JSON.parse(
      (
        await cli([
          'score',
          '--qrels',
          qrels,
          '--run',
          run,
          '-m',
          'P@5,NumRet',
          '--depth',
          '2',
          '--aggregate',
          'micro',
          '--relevance',
          '2',
          '--format',
          'json',
        ])
      ).out,
    );
    expect(j.policy.depth).toBe(2);
    expect(j.aggregate).toBe('micro');
    expect(j.relevance).toBe(2);
    // relevance 2: only q2 has a relevant document (y, rank 2). micro P@5 pools 1 / 5
    expect(j.counts.evaluated).toBe(1);
    expect(j.means['P@5']).toBeCloseTo(1 / 5, 12);
    expect(j.means.NumRet).toBe(2);
  });

  it('--per-query text lists every evaluated query', async () => {
    const r = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'RR', '--per-query']);
    expect(r.out).toMatch(/\nqid\s+RR\n-+\s+-+\nq1\s+1\.0000\nq2\s+0\.5000$/m);
  });

  it('warnings go to stderr and do not change the exit code', async () => {
    const other = tmp.file('other.trec', runText([...ranked('q1', ['NEW-1', 'NEW-2']), ...ranked('q9', ['A'])]));
    const r = await cli(['score', '--qrels', qrels, '--run', other, '-m', 'RR']);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      `warning: ${other}: none of the run's document ids appear in the judgments — a changed id namespace? Every measure will be 0.\n`,
    );
    expect(r.err).toContain(
      'warning: ' + other + ': 1 query has results but no judgments and is not scored (e.g. "q9")\n',
    );
    expect(r.err).toContain('2 judged queries have no results and are scored as zero');
  });

  it('a contract supplies judgments, measures and policy; flags override it', async () => {
    const dir = join(tmp.dir(), 'proj');
    mkdirSync(join(dir, 'eval'), { recursive: true });
    writeFileSync(join(dir, 'eval/qrels.txt'), QRELS);
    writeFileSync(
      join(dir, 'rankgate.yml'),
      'version: 1\nname: t\njudgments: eval/qrels.txt\nmeasures: [RR, P@5]\npolicy: { no_relevant: zero }\n',
    );
    const j = JSON.parse(
      (await cli(['score', '--contract', join(dir, 'rankgate.yml'), '--run', run, '--format', 'json'])).out,
    );
    expect(Object.keys(j.means)).toEqual(['RR', 'P@5']);
    expect(j.policy.no_relevant).toBe('zero');
    expect(j.means.RR).toBeCloseTo(0.5, 12);
    const k = JSON.parse(
      (await cli(['score', '--contract', join(dir, 'rankgate.yml'), '--run', run, '-m', 'nDCG@5', '--format', 'json']))
        .out,
    );
    expect(Object.keys(k.means)).toEqual(['nDCG@5']);
  });
});

describe('rankgate score: bad input exits 2 with one line', () => {
  it('a malformed run line: rankgate: file:line:col: message (fix)', async () => {
    const bad = tmp.file('bad.trec', 'q1 Q0 A 1 2 t\nq1 Q0 B 2 n/a t\n');
    const r = await cli(['score', '--qrels', qrels, '--run', bad, '-m', 'RR']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `rankgate: ${bad}:2:11: score "n/a" is not a number (write a finite decimal score such as 12.5 or 1.5e-3)\n`,
    );
  });

  it('a malformed qrels line', async () => {
    const bad = tmp.file('badq.txt', 'q1 0 A 1\nq1 0 A\n');
    const r = await cli(['score', '--qrels', bad, '--run', run]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      new RegExp(
        `^rankgate: ${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:2:1: expected 4 fields "qid iter docid grade", found 3 \\(.*\\)\\n$`,
      ),
    );
    expect(r.err.split('\n')).toHaveLength(2); // one line and the final newline
  });

  it('a qrels file named by a contract is reported as written in the contract', async () => {
    const dir = join(tmp.dir(), 'proj2');
    mkdirSync(join(dir, 'eval'), { recursive: true });
    writeFileSync(join(dir, 'eval/qrels.txt'), 'q1 0 A x\n');
    writeFileSync(join(dir, 'rankgate.yml'), 'version: 1\nname: t\njudgments: eval/qrels.txt\n');
    const r = await cli(['score', '--contract', join(dir, 'rankgate.yml'), '--run', run]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'rankgate: eval/qrels.txt:1:8: grade "x" is not a number (grades are numbers such as 0, 1, 2 or -1 (judged non-relevant))\n',
    );
  });

  it('a bad contract, a bad measure, a missing file, no judgments', async () => {
    const yml = tmp.file('rankgate.yml', 'version: 1\nname: t\njudgments: q.txt\npolcy: {}\n');
    const c = await cli(['score', '--contract', yml, '--run', run]);
    expect(c.code).toBe(2);
    expect(c.err).toBe(`rankgate: ${yml}:4: unknown key "polcy" (did you mean "policy"?)\n`);
    const m = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'nDGC@10']);
    expect(m.code).toBe(2);
    expect(m.err).toMatch(
      /^rankgate: unknown or malformed measure "nDGC@10": "nDGC" is not a measure \(did you mean "nDCG@10"\?\)\n$/,
    );
    const f = await cli(['score', '--qrels', qrels, '--run', join(tmp.dir(), 'absent.trec')]);
    expect(f.code).toBe(2);
    expect(f.err).toMatch(/^rankgate: .*absent\.trec: file not found \(/);
    const n = await cli(['score', '--run', run]);
    expect(n.code).toBe(2);
    expect(n.err).toBe('rankgate: no judgments given (pass --qrels FILE or --contract rankgate.yml)\n');
  });

  it('bad flag values', async () => {
    const a = await cli(['score', '--qrels', qrels, '--run', run, '--relevance', 'high']);
    expect(a.code).toBe(2);
    expect(a.err).toBe('rankgate: --relevance must be a plain decimal number, got "high" (e.g. --relevance 1)\n');
    const d = await cli(['score', '--qrels', qrels, '--run', run, '--depth', '0']);
    expect(d.code).toBe(2);
    expect(d.err).toBe(
      'rankgate: --depth must be a whole number >= 1 in decimal digits, got "0" (e.g. --depth 1000)\n',
    );
    const t = await cli(['score', '--qrels', qrels, '--run', run, '--ties', 'random']);
    expect(t.code).toBe(2);
    expect(t.err).toMatch(/argument 'random' is invalid\. Allowed choices are trec_eval, rank, file, expected/);
  });

  it('unknown flags and missing required flags exit 2', async () => {
    const u = await cli(['score', '--qrels', qrels, '--run', run, '--bogus']);
    expect(u.code).toBe(2);
    expect(u.err).toMatch(/unknown option '--bogus'/);
    expect(u.out).toBe('');
    const r = await cli(['score', '--qrels', qrels]);
    expect(r.code).toBe(2);
    expect(r.err).toBe('rankgate: no run given (pass the run file: rankgate score QRELS RUN MEASURE… or --run FILE)\n');
    const x = await cli(['scroe']);
    expect(x.code).toBe(2);
  });
});

describe('rankgate score: ir_measures habits and names as asked', () => {
  it('QRELS RUN MEASURE… positionally gives what the flags give; -m and free words mix', async () => {
    const flags = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'P@5', '-m', 'nDCG@5', '--format', 'tsv']);
    const pos = await cli(['score', qrels, run, 'P@5', 'nDCG@5', '--format', 'tsv']);
    expect(pos.code).toBe(0);
    expect(pos.out).toBe(flags.out);
    const mixed = await cli(['score', '--qrels', qrels, '--run', run, 'P@5', '-m', 'nDCG@5', '--format', 'tsv']);
    expect(
      mixed.out
        .split('\n')
        .map((l) => l.split('\t')[1])
        .filter(Boolean)
        .sort(),
    ).toEqual(['P@5', 'nDCG@5']);
  });

  it('output names keep the spelling asked for; commas inside parameters and trec_eval lists parse', async () => {
    const r = await cli([
      'score',
      qrels,
      run,
      '-m',
      'ndcg_cut.5',
      '-m',
      'MRR@10',
      '-m',
      'nDCG(gains={0:0,1:1,2:3})@5',
      '-m',
      'P.2,5',
      '--relevance',
      '2',
      '-m',
      'R(rel=2)@1000',
      '--format',
      'tsv',
      '--preset',
      'trec_eval',
    ]);
    expect(r.code).toBe(0);
    expect(
      r.out
        .trimEnd()
        .split('\n')
        .map((l) => l.split('\t')[1]),
    ).toEqual(['ndcg_cut.5', 'MRR@10', 'nDCG(gains={0:0,1:1,2:3})@5', 'P.2', 'P.5', 'R(rel=2)@1000']);
  });

  it('relstring is text: refused with the way to get it', async () => {
    const r = await cli(['score', qrels, run, 'relstring@5']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'rankgate: relstring@5 is text, not a number (rankgate trec_eval -q prints it per query, as trec_eval does)\n',
    );
  });

  it('a measure without an exact expected value is refused under ties: expected', async () => {
    const r = await cli(['score', qrels, run, 'IPrec@0.5', '--ties', 'expected']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^rankgate: IPrec@0\.5 has no exact expected value over tie orders \(none \(a maximum over ranks has no closed form\)/,
    );
  });
});

describe('--preset trec_eval means trec_eval', () => {
  it('no depth limit: NumRet of a 1,500-result query is 1,500 (1,000 under the default depth)', async () => {
    const docs = Array.from({ length: 1500 }, (_, i) => `d${i}`);
    const q = tmp.file(
      'deep.qrels',
      qrelsText([
        ['q', 'd0', 1],
        ['q', 'd1400', 1],
      ]),
    );
    const r = tmp.file('deep.trec', runText(ranked('q', docs)));
    const preset = await cli(['score', q, r, 'NumRet', 'R', '--preset', 'trec_eval', '--format', 'tsv']);
    expect(preset.out).toBe('all\tNumRet\t1500\nall\tR\t1\n');
    const plain = await cli(['score', q, r, 'NumRet', 'R', '--format', 'tsv']);
    expect(plain.out).toBe('all\tNumRet\t1000\nall\tR\t0.5\n');
  });
});

describe('QRELS and RUN given the wrong way round', () => {
  it("the reader's error keeps its place and adds a hint to swap them", async () => {
    const r = await cli(['score', run, qrels, 'P@5']);
    expect(r.code).toBe(2);
    // The reader's own message on the run's first line (six fields where qrels have four), then the hint.
    expect(r.err).toMatch(new RegExp(`^rankgate: ${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1(:\\d+)?: .*`));
    expect(r.err).toContain(
      `; the two files look swapped: ${run} reads like a run and ${qrels} like judgments; give the judgments (qid 0 docid grade) first)\n`,
    );
  });

  it('no hint when the files are not the two kinds swapped', async () => {
    const bad = tmp.file('bad-qrels.txt', 'q1 0 A\n');
    const r = await cli(['score', bad, run, 'P@5']);
    expect(r.code).toBe(2);
    expect(r.err).not.toContain('swapped');
  });
});

describe('rankgate score: a run sharded by query', () => {
  // The same three queries as RUN, one per file.
  const dir = join(tmp.dir(), 'shards');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'part-1.trec'), runText(ranked('q1', ['A', 'B', 'C', 'D', 'E'])));
  writeFileSync(join(dir, 'part-2.trec'), runText(ranked('q2', ['x', 'y'])));
  writeFileSync(join(dir, 'part-3.trec'), runText(ranked('n', ['z'])));
  const shards = join(dir, 'part-1.trec');
  const glob = join(shards, '..', 'part-*.trec');

  it('a quoted glob scores the shards as one run: the values of the single file, each shard in the JSON', async () => {
    const one = await cli(['score', '--qrels', qrels, '--run', run, '-m', 'P@5,RR', '--format', 'tsv', '--per-query']);
    const many = await cli([
      'score',
      '--qrels',
      qrels,
      '--run',
      glob,
      '-m',
      'P@5,RR',
      '--format',
      'tsv',
      '--per-query',
    ]);
    expect(many.code).toBe(0);
    expect(many.out).toBe(one.out);
    const j = JSON.parse((await cli(['score', '--qrels', qrels, '--run', glob, '-m', 'P@5', '--format', 'json'])).out);
    const sha = (f: string) =>
      createHash('sha256')
        .update(readFileSync(join(shards, '..', f)))
        .digest('hex');
    expect(j.run.shards).toEqual(
      ['part-1.trec', 'part-2.trec', 'part-3.trec'].map((f) => ({
        file: expect.stringMatching(new RegExp(`shards/${f.replace('.', '\\.')}$`)),
        sha256: sha(f),
        lines: f === 'part-1.trec' ? 5 : f === 'part-2.trec' ? 2 : 1,
      })),
    );
    expect(j.run.lines).toBe(8);
  });

  it('judged queries no shard answers: the error says how many shards were read', async () => {
    const r = await cli([
      'score',
      '--qrels',
      qrels,
      '--run',
      join(shards, '..', 'part-[12].trec'),
      '-m',
      'P@5',
      '--missing',
      'error',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('1 judged query has no results in any of the 2 shards read: "n"');
  });
});
