// Agreement with trec_eval 10.0 (usnistgov/trec_eval, built outside the repo): the expected values in
// test/golden/cases/*/expected*.json are trec_eval's own `-c -q` output on inputs made by generate.mjs.
import { describe, it, expect, afterAll } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readQrels } from '../../src/read/qrels.js';
import { scoreRun } from '../../src/score/evaluate.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { summarizeRun } from '../../src/score/summary.js';
import { DEFAULT_POLICY, TREC_EVAL_PRESET } from '../../src/contract/policy.js';

interface Expected {
  relevance: number;
  incomparable?: string[];
  measures: Record<string, Record<string, number>>;
}

const root = join(import.meta.dirname, 'cases');
// trec_eval prints 4 decimals (rounding half to even): agreement means within half a unit of the 4th decimal.
const TOL = 5e-5 + 1e-9;

const files: [string, string][] = [];
for (const c of readdirSync(root).sort()) {
  for (const f of ['expected.json', 'expected-rel2.json']) if (existsSync(join(root, c, f))) files.push([c, f]);
}

const agreement = { values: 0, maxDiff: 0 };

describe('agreement with trec_eval 10.0 -c -q', () => {
  afterAll(() => {
    // The figure quoted in the README (and docs/contract.md, Semantics) and the issue notes.
    if (agreement.values > 0)
      console.log(
        `trec_eval agreement: ${agreement.values} values compared, max |diff| ${agreement.maxDiff.toExponential(2)}`,
      );
  });

  it('has golden cases', () => expect(files.length).toBeGreaterThanOrEqual(10));

  for (const [name, file] of files) {
    it(`${name}/${file}`, async () => {
      const exp = JSON.parse(readFileSync(join(root, name, file), 'utf8')) as Expected;
      const qrels = await readQrels(join(root, name, 'qrels.txt'));
      // `incomparable` names what rankgate's own reading of negative grades changes (bpref): the preset reads them as
      // trec_eval does, so every value compares; the default reading is checked to differ there below.
      const names = Object.keys(exp.measures);
      const measures = parseMeasures(names);
      const plan = {
        measures,
        relevance: exp.relevance,
        policy: { ...DEFAULT_POLICY, ...TREC_EVAL_PRESET },
        keep: 0,
        negative: 'unjudged' as const,
      };
      const run = await scoreRun(join(root, name, 'run.trec'), qrels, plan);
      const summary = summarizeRun(run, 'macro');
      let compared = 0;
      const diffs: string[] = [];
      measures.forEach((spec, mi) => {
        const want = exp.measures[names[mi]];
        for (const [qid, value] of Object.entries(want)) {
          // trec_eval's NumRel `all` counts grade > 0 lines file-wide regardless of -l; rankgate sums per query.
          if (qid === 'all' && spec.kind === 'NumRel' && exp.relevance !== 1) continue;
          const got = qid === 'all' ? summary.measures[mi].value : run.value[mi][run.qids.indexOf(qid)];
          const d = Math.abs(got - value);
          agreement.maxDiff = Math.max(agreement.maxDiff, d);
          compared++;
          if (!(d <= TOL)) diffs.push(`${spec.name} ${qid}: rankgate ${got} trec_eval ${value}`);
        }
        // every trec_eval query is one rankgate evaluated, and no more
        expect(Object.keys(want).length - 1).toBe(run.qids.length);
      });
      agreement.values += compared;
      expect(diffs.slice(0, 20)).toEqual([]);
      expect(compared).toBeGreaterThan(100);
    });
  }
});

describe('negative grades', () => {
  it('bpref reads them as trec_eval does under the preset, as judged non-relevant otherwise', async () => {
    const dir = join(root, 'negative');
    const exp = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected;
    expect(exp.incomparable).toEqual(['Bpref']);
    const qrels = await readQrels(join(dir, 'qrels.txt'));
    const measures = parseMeasures(['Bpref']);
    const policy = { ...DEFAULT_POLICY, ...TREC_EVAL_PRESET };
    const asTrecEval = summarizeRun(
      await scoreRun(join(dir, 'run.trec'), qrels, { measures, relevance: 1, policy, keep: 0, negative: 'unjudged' }),
      'macro',
    );
    const asRankgate = summarizeRun(
      await scoreRun(join(dir, 'run.trec'), qrels, { measures, relevance: 1, policy, keep: 0 }),
      'macro',
    );
    expect(Math.abs(asTrecEval.measures[0].value - exp.measures.Bpref.all)).toBeLessThanOrEqual(TOL);
    expect(Math.abs(asRankgate.measures[0].value - exp.measures.Bpref.all)).toBeGreaterThan(0.001);
  });
});
