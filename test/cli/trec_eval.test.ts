// `rankgate trec_eval` through main(argv, io): trec_eval's command line (getopt forms), and the inputs it refuses where
// trec_eval would misread them. Its output against trec_eval's own is test/golden/trec_eval-output.test.ts.
import { describe, it, expect } from 'vitest';
import { cli } from './helpers.js';
import { parseTrecEvalArgs } from '../../src/cli/trec_eval.js';
import { useTmp, qrelsText, runText, ranked } from '../score/helpers.js';

const tmp = useTmp();

const qrels = tmp.file(
  'qrels.txt',
  qrelsText([
    ['q1', 'a', 1],
    ['q1', 'b', 0],
    ['q2', 'c', 2],
    ['q2', 'd', 0],
  ]),
);
const run = tmp.file('run.trec', runText([...ranked('q1', ['b', 'a', 'x']), ...ranked('q2', ['c', 'y'])], 'myrun'));

describe('rankgate trec_eval: the command line', () => {
  it('prints trec_eval lines: name padded to 22, TAB, qid, TAB, %6.4f; runid and num_q on the summary', async () => {
    const r = await cli(['trec_eval', '-q', '-m', 'runid', '-m', 'num_q', '-m', 'P.2', '-m', 'map', qrels, run]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    // q1: b a x -> AP 1/2, P@2 1/2; q2: c y -> AP 1, P@2 1/2 (trec_eval prints map before P)
    expect(r.out).toBe(
      [
        'map                   \tq1\t0.5000',
        'P_2                   \tq1\t0.5000',
        'map                   \tq2\t1.0000',
        'P_2                   \tq2\t0.5000',
        'runid                 \tall\tmyrun',
        'num_q                 \tall\t2',
        'map                   \tall\t0.7500',
        'P_2                   \tall\t0.5000',
        '',
      ].join('\n'),
    );
  });

  it('getopt forms: clustered flags, attached values, long options and their prefixes, operands anywhere, --', () => {
    const a = parseTrecEvalArgs(['-qc', '-mP.5,10', '-l2', qrels, '--measure=map', '--Max_ret', '100', run, '-n']);
    expect(a).toMatchObject({
      query: true,
      complete: true,
      level: 2,
      maxDocs: 100,
      summary: false,
      files: [qrels, run],
    });
    expect(a.measures).toEqual([
      { name: 'P', params: '5,10' },
      { name: 'map', params: undefined },
    ]);
    expect(parseTrecEvalArgs(['-J', '-N', '500', '--', '-odd-name', run])).toMatchObject({
      judgedOnly: true,
      docsInCollection: 500,
      files: ['-odd-name', run],
    });
    // trec_eval reads -l and -M with atol
    expect(parseTrecEvalArgs(['-l', '2.7', '-M', '10x', 'q', 'r'])).toMatchObject({ level: 2, maxDocs: 10 });
  });

  it('the first -m name.params gives a measure its parameters, as trec_eval', async () => {
    const r = await cli(['trec_eval', '-m', 'P.1', '-m', 'P.2', '-m', 'P', qrels, run]);
    expect(r.out).toBe('P_1                   \tall\t0.5000\n');
  });

  it('usage errors exit 2 with one line', async () => {
    for (const [args, message] of [
      [['-m', 'nope', qrels, run], "illegal measure 'nope'"],
      [['-m', 'P.', qrels, run], "improper measure in parameter 'P'"],
      [['-m', 'prefs_simp', qrels, run], 'needs preference or judgment-group judgments'],
      [['-m', 'ideal_dcg', qrels, run], "trec_eval measure 'ideal_dcg' is not available here"],
      [['-Z', 'z', qrels, run], '-Z (z-scores) is not supported'],
      [['-R', 'prefs', qrels, run], 'reads ordinary qrels only'],
      [['-x', qrels, run], 'unknown option -x'],
      [[qrels], 'expected a qrels file and a run file, got 1 file argument'],
      [['-l', '-1', qrels, run], '-l -1: trec_eval would count documents outside the judgments as relevant'],
      [['-m', 'P.0', qrels, run], 'a cutoff is 0 or negative'],
      [['-m', 'utility.1,2', qrels, run], 'utility takes 4 coefficients, got 2'],
    ] as const) {
      const r = await cli(['trec_eval', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toContain(message);
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('-v and -h', async () => {
    const v = await cli(['trec_eval', '-v']);
    expect([v.code, v.err]).toEqual([
      0,
      expect.stringMatching(/^trec_eval version 10\.0-rc3 \(rankgate .* trec_eval\)\n$/),
    ]);
    const h = await cli(['trec_eval', '-h']);
    expect(h.code).toBe(0);
    expect(h.out).toMatch(/^usage: rankgate trec_eval /);
    expect(h.out).toContain('  iprec_at_recall        interpolated precision at recall level r');
  });
});

describe('rankgate trec_eval refuses what trec_eval misreads', () => {
  it('a score that is not a number (trec_eval: atof reads "n/a" as 0)', async () => {
    const bad = tmp.file('bad.trec', 'q1 Q0 a 1 n/a r\n');
    const r = await cli(['trec_eval', qrels, bad]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\.trec:1:\d+: score "n\/a" is not a number/);
  });

  it('a decimal grade (trec_eval: atol reads 1.5 as 1)', async () => {
    const q = tmp.file('dec.qrels', 'q1 0 a 1.5\n');
    const r = await cli(['trec_eval', q, run]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/dec\.qrels:1: grade 1\.5 is not a whole number: trec_eval 10\.0 would read it as 1/);
  });

  it("a query whose every grade is negative (trec_eval reuses the previous query's values)", async () => {
    const q = tmp.file(
      'neg.qrels',
      qrelsText([
        ['q1', 'a', 1],
        ['q2', 'c', -1],
      ]),
    );
    const r = await cli(['trec_eval', '-c', q, run]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/neg\.qrels:2: query "q2" has only negative grades/);
  });

  it('without -c, a judged query the run lacks stops trec_eval after printing part of its output: an error here', async () => {
    const q = tmp.file(
      'more.qrels',
      qrelsText([
        ['q1', 'a', 1],
        ['q2', 'c', 1],
        ['q3', 'e', 1],
      ]),
    );
    const r = await cli(['trec_eval', '-q', q, run]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      'judged query "q3" has no results in the run (trec_eval 10.0 stops there without -c) (pass -c to score judged queries the run lacks as zeros',
    );
    const c = await cli(['trec_eval', '-c', '-m', 'num_q', '-m', 'num_ret', '-m', 'num_rel', q, run]);
    expect(c.out).toBe(
      'num_q                 \tall\t3\nnum_ret               \tall\t5\nnum_rel               \tall\t3\n',
    );
  });
});
