// "No moving goalposts": the pure diffs of two versions of judgments, slices, contract and baseline.
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contractFieldDiff,
  diffEntries,
  flatten,
  goalposts,
  judgmentsChange,
  slicesChange,
  contractChange,
  baselineChange,
} from '../../src/pipeline/goalposts.js';
import { loadContract } from '../../src/contract/load.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { useTmp, writeCase, rrQuery, relAt } from '../compare/helpers.js';

const tmp = useTmp();

function files(name: string, base: string, head: string): { base: string; head: string } {
  const d = tmp.case(name);
  mkdirSync(join(d, 'b'));
  mkdirSync(join(d, 'h'));
  writeFileSync(join(d, 'b', 'f'), base);
  writeFileSync(join(d, 'h', 'f'), head);
  return { base: join(d, 'b', 'f'), head: join(d, 'h', 'f') };
}

describe('diffEntries', () => {
  it('counts added, removed and changed entries', () => {
    const b = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const h = new Map([
      ['b', 2],
      ['c', 4],
      ['d', 1],
      ['e', 0],
    ]);
    expect(diffEntries(b, h)).toEqual({ added: 2, removed: 1, regraded: 1 });
    expect(diffEntries(b, b)).toEqual({ added: 0, removed: 0, regraded: 0 });
  });
});

describe('judgments', () => {
  it('added, removed and regraded (query, document) pairs', async () => {
    const f = files('qrels', 'q1 0 a 1\nq1 0 b 0\nq2 0 a 2\n', 'q1 0 a 1\nq1 0 b 2\nq3 0 z 1\nq3 0 y 0\n');
    const notes: string[] = [];
    expect(await judgmentsChange({ path: 'eval/qrels.txt', ...f }, notes)).toEqual({
      path: 'eval/qrels.txt',
      status: 'changed',
      added: 2,
      removed: 1,
      regraded: 1,
    });
    expect(notes).toEqual([]);
  });

  it('unchanged bytes: unchanged without reading; same judgments in another order: changed file, zero counts', async () => {
    const same = files('same', 'q1 0 a 1\n', 'q1 0 a 1\n');
    expect(await judgmentsChange({ path: 'q', ...same }, [])).toEqual({
      path: 'q',
      status: 'unchanged',
      added: 0,
      removed: 0,
      regraded: 0,
    });
    const reordered = files('reordered', 'q1 0 a 1\nq1 0 b 0\n', 'q1 0 b 0\nq1 0 a 1\n');
    expect(await judgmentsChange({ path: 'q', ...reordered }, [])).toEqual({
      path: 'q',
      status: 'changed',
      added: 0,
      removed: 0,
      regraded: 0,
    });
  });

  it('a file the PR adds or removes; an unreadable head version is a note', async () => {
    const f = files('added', 'q1 0 a 1\n', 'q1 0 a 1\nq1 0 b x\n');
    expect(await judgmentsChange({ path: 'q', base: null, head: f.base }, [])).toEqual({
      path: 'q',
      status: 'added',
      added: 1,
      removed: 0,
      regraded: 0,
    });
    expect(await judgmentsChange({ path: 'q', base: f.base, head: null }, [])).toEqual({
      path: 'q',
      status: 'removed',
      added: 0,
      removed: 1,
      regraded: 0,
    });
    const notes: string[] = [];
    expect((await judgmentsChange({ path: 'q', ...f }, notes))!.status).toBe('unreadable');
    expect(notes[0]).toMatch(/^the judgments could not be compared: q:2/);
    expect(await judgmentsChange(null, [])).toBeNull();
  });
});

describe('slices', () => {
  it('rows added, removed and relabelled (values compared as sets; a new column relabels every row)', async () => {
    const f = files(
      'slices',
      'qid\ttype\tlang\nq1\ta;b\ten\nq2\tb\tde\nq3\tc\ten\n',
      'qid\ttype\tlang\nq1\tb;a\ten\nq2\tc\tde\nq4\tc\ten\n',
    );
    expect(await slicesChange({ path: 's.tsv', ...f }, [])).toEqual({
      path: 's.tsv',
      status: 'changed',
      added: 1,
      removed: 1,
      regraded: 1,
    });
    const g = files('slices-col', 'qid\ttype\nq1\ta\n', 'qid\ttype\tlang\nq1\ta\ten\n');
    expect(await slicesChange({ path: 's.tsv', ...g }, [])).toMatchObject({ added: 0, removed: 0, regraded: 1 });
  });
});

describe('contract', () => {
  it('flatten: dotted paths with list indexes, JSON leaves', () => {
    expect([...flatten({ a: 1, b: { c: [1, { d: 'x' }] }, e: [] })]).toEqual([
      ['a', '1'],
      ['b.c[0]', '1'],
      ['b.c[1].d', '"x"'],
      ['e', '[]'],
    ]);
  });

  it('field-level diff over the resolved contracts, in reading order', () => {
    const d = contractFieldDiff(
      { gate: { rules: Array.from({ length: 11 }, (_, i) => ({ fail: i })) }, measures: ['a', 'b'] },
      {
        gate: { rules: Array.from({ length: 11 }, (_, i) => ({ fail: i === 2 || i === 10 ? 9 : i })) },
        measures: ['a'],
        goalposts: 'head',
      },
    );
    expect(d).toEqual([
      { field: 'gate.rules[2].fail', base: '2', head: '9' },
      { field: 'gate.rules[10].fail', base: '10', head: '9' },
      { field: 'goalposts', base: null, head: '"head"' },
      { field: 'measures[1]', base: '"b"', head: null },
    ]);
  });

  it('spelling out a default, or editing comments, is no change; a changed rule is', () => {
    const d = tmp.case('contract');
    const w = writeCase(d, { queries: [rrQuery('q1', 1, 1)] });
    const text = `version: 1\nname: t\njudgments: qrels.txt\nbaseline: base.trec\nmeasures: [RR@10]\ngate: { rules: [{ measure: RR@10, fail: 0.05 }] }\n`;
    writeFileSync(join(d, 'a.yml'), text);
    writeFileSync(
      join(d, 'b.yml'),
      '# a comment\n' + text.replace('measures', 'relevance: 1\npolicy: { ties: trec_eval }\nmeasures'),
    );
    writeFileSync(join(d, 'c.yml'), text.replace('fail: 0.05', 'fail: 0.5, warn: 0.1'));
    expect(contractChange({ path: 'rankgate.yml', base: join(d, 'a.yml'), head: join(d, 'b.yml') }, [])).toEqual({
      path: 'rankgate.yml',
      status: 'unchanged',
      changes: [],
    });
    expect(contractChange({ path: 'rankgate.yml', base: join(d, 'a.yml'), head: join(d, 'c.yml') }, [])).toEqual({
      path: 'rankgate.yml',
      status: 'changed',
      changes: [
        { field: 'gate.rules[0].fail', base: '0.05', head: '0.5' },
        { field: 'gate.rules[0].warn', base: null, head: '0.1' },
      ],
    });
    writeFileSync(join(d, 'bad.yml'), text + 'judgements: x\n');
    const notes: string[] = [];
    expect(
      contractChange({ path: 'rankgate.yml', base: join(d, 'a.yml'), head: join(d, 'bad.yml') }, notes).status,
    ).toBe('unreadable');
    expect(notes[0]).toContain('unknown key "judgements"');
    expect(loadContract(w.contract).contract.name).toBe('test');
  });
});

describe('baseline', () => {
  it("both versions scored under the gate's contract: the primary measure on all queries", async () => {
    const d = tmp.case('baseline');
    // Base baseline: RR 1 and 1/2; the head (re-blessed) baseline: RR 1 and 1.
    const w = writeCase(d, { queries: [rrQuery('q1', 1, 1), rrQuery('q2', 2, 1)] });
    const r = await baselineChange({ path: 'base.trec', base: w.baseline, head: w.run }, w.contract, d, []);
    expect(r).toEqual({ path: 'base.trec', status: 'changed', measure: 'RR@10', base: 0.75, head: 1 });
    expect(await baselineChange({ path: 'base.trec', base: w.baseline, head: w.baseline }, w.contract, d, [])).toEqual({
      path: 'base.trec',
      status: 'unchanged',
      measure: 'RR@10',
      base: null,
      head: null,
    });
    expect(await baselineChange({ path: 'base.trec', base: null, head: w.baseline }, w.contract, d, [])).toMatchObject({
      status: 'added',
      base: null,
      head: null,
    });
  });

  it('a head baseline on another corpus cannot be scored: a note, no numbers', async () => {
    const d = tmp.case('baseline-corpus');
    const w = writeCase(d, {
      queries: [rrQuery('q1', 1, 1)],
      candHeader: '# corpus: other\n',
      baseHeader: '# corpus: mine\n',
    });
    const notes: string[] = [];
    const r = await baselineChange({ path: 'base.trec', base: w.baseline, head: w.run }, w.contract, d, notes);
    expect(r).toMatchObject({ status: 'changed', base: null, head: null });
    expect(notes[0]).toContain('the two versions of the baseline could not be scored');
  });
});

describe('goalposts()', () => {
  it('changed is true when any file changed; the notes are kept', async () => {
    const d = tmp.case('all');
    const w = writeCase(d, { queries: [{ qid: 'q1', judged: { rel: 1 }, base: relAt(1), cand: relAt(1) }] });
    const same = { path: 'qrels.txt', base: w.qrels, head: w.qrels };
    const g = await goalposts({
      ref: 'f'.repeat(40),
      source: 'git',
      used: 'base',
      contract: { path: 'rankgate.yml', base: w.contract, head: w.contract },
      judgments: same,
      slices: null,
      baseline: { path: 'base.trec', base: w.baseline, head: w.baseline },
      gateContract: w.contract,
      root: d,
      notes: ['n'],
    });
    expect(g).toEqual({
      ref: 'f'.repeat(40),
      source: 'git',
      used: 'base',
      changed: false,
      contract: { path: 'rankgate.yml', status: 'unchanged', changes: [] },
      judgments: { path: 'qrels.txt', status: 'unchanged', added: 0, removed: 0, regraded: 0 },
      slices: null,
      baseline: { path: 'base.trec', status: 'unchanged', measure: 'RR@10', base: null, head: null },
      rescored: null,
      judgedByPr: 0,
      notes: ['n'],
    });
    const g2 = await goalposts({
      ...g,
      contract: { path: 'rankgate.yml', base: w.contract, head: w.contract },
      judgments: { path: 'qrels.txt', base: w.qrels, head: w.run },
      slices: null,
      baseline: null,
      gateContract: w.contract,
      root: d,
    });
    expect(g2.changed).toBe(true);
  });
});

describe('both runs under the other versions, and the to-judge list without what the PR judged', () => {
  // The candidate brings an unjudged "u" to the top of every query; the PR judges it relevant for q1 and q2.
  const queries = () =>
    Array.from({ length: 4 }, (_, i) => ({
      qid: `q${i + 1}`,
      judged: { rel: 1, n1: 0, n2: 0 },
      base: ['rel', 'n1', 'n2'],
      cand: ['u', 'rel', 'n1', 'n2'],
    }));

  function headVersion(d: string): { contract: string; qrels: string } {
    const h = join(d, 'head');
    mkdirSync(h);
    const base = writeCase(d, { queries: queries() });
    writeFileSync(join(h, 'qrels.txt'), readFileSync(base.qrels, 'utf8') + 'q1 0 u 1\nq2 0 u 1\n');
    writeFileSync(join(h, 'rankgate.yml'), readFileSync(base.contract, 'utf8'));
    return { contract: join(h, 'rankgate.yml'), qrels: join(h, 'qrels.txt') };
  }

  it('a PR that changes the judgments: the rescored numbers are a plain comparison under its files; nothing scored changed: none', async () => {
    const d = tmp.case('rescore');
    const head = headVersion(d);
    const w = {
      contract: join(d, 'rankgate.yml'),
      qrels: join(d, 'qrels.txt'),
      run: join(d, 'cand.trec'),
      baseline: join(d, 'base.trec'),
    };
    const g = await goalposts({
      ref: 'f'.repeat(40),
      source: 'git',
      used: 'base',
      contract: { path: 'rankgate.yml', base: w.contract, head: head.contract },
      judgments: { path: 'qrels.txt', base: w.qrels, head: head.qrels },
      slices: null,
      baseline: null,
      gateContract: w.contract,
      root: d,
      runs: { candidate: w.run },
    });
    expect(g.judgments).toEqual({ path: 'qrels.txt', status: 'changed', added: 2, removed: 0, regraded: 0 });
    const plain = (await runComparison({ contract: head.contract, baseline: w.baseline, run: w.run, root: d })).report;
    expect(g.rescored).toEqual({
      under: 'head',
      verdict: plain.verdict.level,
      all: plain.measures.map((m) => ({
        measure: m.name,
        baseline: plain.slices[0].measures[m.name].baseline,
        candidate: plain.slices[0].measures[m.name].candidate,
      })),
      slices: plain.slices.map((s) => ({
        slice: s.name,
        baseline: s.measures['RR@10'].baseline,
        candidate: s.measures['RR@10'].candidate,
        status: s.measures['RR@10'].status,
      })),
    });
    // RR@10 under the PR's judgments: q1 and q2 now find a relevant document first (1), q3 and q4 still at rank 2 (1/2).
    expect(g.rescored!.all[0]).toEqual({ measure: 'RR@10', baseline: 1, candidate: 0.75 });
    // Same files on both sides: nothing to rescore.
    const same = await goalposts({
      ref: 'f'.repeat(40),
      source: 'git',
      used: 'base',
      contract: { path: 'rankgate.yml', base: w.contract, head: w.contract },
      judgments: { path: 'qrels.txt', base: w.qrels, head: w.qrels },
      slices: null,
      baseline: null,
      gateContract: w.contract,
      root: d,
      runs: { candidate: w.run },
    });
    expect(same.rescored).toBeNull();
  });

  it('what the PR judged is not asked for again, and the report counts it', async () => {
    const d = tmp.case('judged-by-pr');
    const head = headVersion(d);
    const contract = join(d, 'rankgate.yml');
    const run = join(d, 'cand.trec');
    const plain = (await runComparison({ contract, run, root: d })).report;
    expect(plain.toJudge.map((t) => `${t.qid} ${t.docid}`)).toEqual(['q1 u', 'q2 u', 'q3 u', 'q4 u']);
    const gp = await goalposts({
      ref: 'f'.repeat(40),
      source: 'git',
      used: 'base',
      contract: { path: 'rankgate.yml', base: contract, head: head.contract },
      judgments: { path: 'qrels.txt', base: join(d, 'qrels.txt'), head: head.qrels },
      slices: null,
      baseline: null,
      gateContract: contract,
      root: d,
    });
    const r = (await runComparison({ contract, run, root: d, goalposts: gp, prJudgments: head.qrels })).report;
    expect(r.toJudge.map((t) => `${t.qid} ${t.docid}`)).toEqual(['q3 u', 'q4 u']);
    expect(r.goalposts!.judgedByPr).toBe(2);
    // The verdict and every number are the base judgments' still.
    expect(r.verdict).toEqual(plain.verdict);
    expect(r.slices).toEqual(plain.slices);
  });
});
