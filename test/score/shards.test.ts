// A run read from several files in one thread (scoreRunFiles): the columns of the single file, a query (judged or
// not) in two shards refused with both files and the second one's line, and the grouping of shards for threads.
import { describe, expect, it } from 'vitest';
import { readQrels } from '../../src/read/qrels.js';
import { scoreRunFiles, scoreRunPart } from '../../src/score/evaluate.js';
import { groupBySize } from '../../src/score/parallel.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { DEFAULT_POLICY } from '../../src/contract/policy.js';
import { rejectionOf } from '../compare/helpers.js';
import { qrelsText, ranked, runText, useTmp } from './helpers.js';

const tmp = useTmp();
const qrels = tmp.file(
  'qrels.txt',
  qrelsText([
    ['q1', 'a', 1],
    ['q1', 'b', 0],
    ['q2', 'c', 2],
    ['q3', 'd', 1],
  ]),
);
const plan = { measures: parseMeasures(['nDCG@10', 'RR']), relevance: 1, policy: DEFAULT_POLICY, keep: 10 };
const f = (name: string, text: string) => ({ path: tmp.file(name, text), label: name });

describe('scoreRunFiles', () => {
  it('scores shards into the columns the single file gives, and records every shard', async () => {
    const q = await readQrels(qrels);
    const whole = await scoreRunPart(
      tmp.file('all.trec', runText([...ranked('q1', ['b', 'a']), ...ranked('q2', ['c']), ...ranked('x', ['z'])])),
      q,
      plan,
    );
    const parts = [
      f('s0.trec', runText([...ranked('q1', ['b', 'a']), ...ranked('x', ['z'])])),
      f('s1.trec', runText(ranked('q2', ['c']))),
    ];
    const run = await scoreRunFiles(parts, q, plan, 's*.trec');
    expect(run.value).toEqual(whole.value);
    expect([...run.missing]).toEqual([0, 0, 1]); // q3: no shard answers it
    expect(run.read.shards!.map((s) => [s.path, s.lines])).toEqual([
      ['s0.trec', 3],
      ['s1.trec', 1],
    ]);
    expect([run.read.facts.path, run.read.facts.lines, run.read.queries, run.read.runOnly]).toEqual([
      's*.trec',
      4,
      3,
      ['x'],
    ]);
  });

  it('refuses a judged query, and a query without judgments, answered by two shards', async () => {
    const q = await readQrels(qrels);
    const judged = [
      f('j0.trec', runText(ranked('q1', ['a']))),
      f('j1.trec', runText([...ranked('q2', ['c']), ...ranked('q1', ['b'])])),
    ];
    expect((await rejectionOf(scoreRunFiles(judged, q, plan, 'j*.trec'))).format()).toMatch(
      /^j1\.trec:2: query "q1" is answered by two shards of the run: j0\.trec and this file \(split the run by query/,
    );
    const unjudged = [
      f('u0.trec', runText(ranked('x', ['a']))),
      f('u1.trec', runText([...ranked('q1', ['a']), ...ranked('x', ['b'])])),
    ];
    expect((await rejectionOf(scoreRunFiles(unjudged, q, plan, 'u*.trec'))).format()).toMatch(
      /^u1\.trec:2: query "x" is answered by two shards of the run: u0\.trec and this file/,
    );
  });
});

describe('groupBySize', () => {
  it('cuts consecutive shards into groups of about equal bytes, none empty', () => {
    expect(groupBySize([20, 20, 20, 20], 2)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(groupBySize([90, 5, 5], 2)).toEqual([[0], [1, 2]]);
    expect(groupBySize([1, 1, 100], 3)).toEqual([[0], [1], [2]]);
    expect(groupBySize([5, 5, 5], 1)).toEqual([[0, 1, 2]]);
  });
});
