// `rankgate trec_eval` against trec_eval 10.0's own output, byte for byte, and `score --preset trec_eval` against the
// same numbers to 4 decimals. The expectations are trec_eval's standard output (usnistgov/trec_eval 10.0, built
// outside this repository) for the command lines in commands.json: on the generated cases (cases/*/trec_eval/*.txt.gz,
// written by expect.mjs) and on trec_eval's own test files (trec_eval-tests/, its Makefile's quicktest).
import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseTrecEvalArgs, trecEval } from '../../src/cli/trec_eval.js';
import { readQrels } from '../../src/read/qrels.js';
import { scoreRun } from '../../src/score/evaluate.js';
import { parseMeasureList } from '../../src/measures/parse.js';
import { trecEvalFamilies } from '../../src/measures/trec-eval.js';
import { aggregateColumn, aggregationOf, includedQueries } from '../../src/score/aggregate.js';
import { DEFAULT_POLICY, TREC_EVAL_PRESET } from '../../src/contract/policy.js';

interface Command {
  name: string;
  cases: string | string[];
  args: string[];
}
const HERE = import.meta.dirname;
const spec = JSON.parse(readFileSync(join(HERE, 'commands.json'), 'utf8')) as {
  params: string;
  generated: Command[];
  trec_eval: { args: string[]; expect: string }[];
};
const allCases = readdirSync(join(HERE, 'cases')).sort();
const expand = (args: string[]) => args.flatMap((a) => (a === 'PARAMS' ? spec.params.split(' ') : [a]));

const runs: { label: string; dir: string; args: string[]; expected: () => string }[] = [];
for (const cmd of spec.generated) {
  for (const c of cmd.cases === '*' ? allCases : cmd.cases) {
    const dir = join(HERE, 'cases', c);
    const file = join(dir, 'trec_eval', `${cmd.name}.txt.gz`);
    runs.push({
      label: `${c}: trec_eval ${expand(cmd.args).join(' ')}`,
      dir,
      args: [...expand(cmd.args), 'qrels.txt', 'run.trec'],
      expected: () => gunzipSync(readFileSync(file)).toString('utf8'),
    });
  }
}
for (const cmd of spec.trec_eval) {
  const dir = join(HERE, 'trec_eval-tests');
  runs.push({
    label: `trec_eval's test: ${cmd.args.join(' ')} (${cmd.expect})`,
    dir,
    args: cmd.args,
    expected: () => readFileSync(join(dir, cmd.expect), 'utf8'),
  });
}

// trec_eval's results.trunc has words after the run tag, which trec_eval ignores; so does the run reader (#11 part 3).
const test = (_r: { args: string[] }) => it;

async function rankgateTrecEval(dir: string, args: string[]): Promise<string> {
  const o = parseTrecEvalArgs(args);
  return trecEval(o, join(dir, o.files[0]), join(dir, o.files[1]));
}

const bytes = { files: 0, identical: 0, lines: 0 };
const values = { compared: 0, maxDiff: 0, nan: 0 };

describe('rankgate trec_eval prints what trec_eval 10.0 prints', () => {
  afterAll(() => {
    // The figures quoted in the README and docs/contract.md (Semantics), and the issue notes.
    console.log(
      `rankgate trec_eval: ${bytes.identical} of ${bytes.files} outputs byte-identical (${bytes.lines} lines)`,
    );
  });

  it('every trec_eval measure of the registry is in some expectation', () => {
    const printed = new Set(
      runs.flatMap((r) =>
        r
          .expected()
          .split('\n')
          .map((l) => l.split('\t')[0].trim()),
      ),
    );
    const missing = trecEvalFamilies()
      .map(({ family }) => family.name)
      .filter((name) => ![...printed].some((p) => p === name || p.startsWith(`${name}_`)));
    expect(missing).toEqual([]);
  });

  it('has the expectations', () => {
    expect(runs.length).toBeGreaterThanOrEqual(50);
    for (const cmd of spec.generated) {
      for (const c of cmd.cases === '*' ? allCases : cmd.cases)
        expect(existsSync(join(HERE, 'cases', c, 'trec_eval', `${cmd.name}.txt.gz`))).toBe(true);
    }
  });

  for (const r of runs) {
    test(r)(r.label, async () => {
      const want = r.expected();
      const got = await rankgateTrecEval(r.dir, r.args);
      bytes.files++;
      if (got === want) {
        bytes.identical++;
        bytes.lines += want.split('\n').length - 1;
      }
      // a readable diff first: the first differing line
      const a = got.split('\n');
      const b = want.split('\n');
      const k = a.findIndex((l, i) => l !== b[i]);
      expect(k < 0 ? null : { line: k + 1, rankgate: a[k], trec_eval: b[k] }).toBeNull();
      expect(got.length).toBe(want.length);
    });
  }
});

describe('rankgate score --preset trec_eval agrees with trec_eval to 4 decimals', () => {
  afterAll(() => {
    console.log(
      `score --preset trec_eval: ${values.compared} values compared with trec_eval's output, max |diff| ${values.maxDiff.toExponential(2)} (${values.nan} -nan lines skipped)`,
    );
  });
  // trec_eval prints 4 decimals (ties to even): agreement means within half a unit of the 4th decimal.
  const TOL = 5e-5 + 1e-9;

  for (const r of runs) {
    test(r)(r.label, async () => {
      const o = parseTrecEvalArgs(r.args);
      const lines = r
        .expected()
        .trimEnd()
        .split('\n')
        .map((l) => l.split('\t'));
      const names = [...new Set(lines.map(([n]) => n.trim()))].filter(
        (n) => n !== 'runid' && n !== 'num_q' && !n.startsWith('relstring'),
      );
      const specs = names.map((n) => {
        const list = parseMeasureList(n);
        expect(list.map((s) => s.label)).toEqual([n]);
        return list[0];
      });
      const qrels = await readQrels(join(r.dir, o.files[0]));
      const run = await scoreRun(join(r.dir, o.files[1]), qrels, {
        measures: specs,
        relevance: o.level,
        keep: 0,
        negative: 'unjudged',
        policy: {
          ...DEFAULT_POLICY,
          ...TREC_EVAL_PRESET,
          unjudged: o.judgedOnly ? 'condensed' : 'nonrelevant',
          depth: o.maxDocs,
        },
      });
      const q = includedQueries(run);
      const bad: string[] = [];
      for (const [label, qid, text] of lines) {
        const mi = names.indexOf(label.trim());
        if (mi < 0) continue;
        if (text.trim() === '-nan') {
          values.nan++; // trec_eval's 0/0 on an empty -J ranking; rankgate scores 0 there
          continue;
        }
        const s = specs[mi];
        // with -c, num_rel's summary counts grade > 0 file-wide whatever -l is; rankgate sums the queries' R
        if (qid === 'all' && s.kind === 'NumRel' && o.complete && o.level !== 1) continue;
        const qi = run.qids.indexOf(qid);
        // a judged query the run lacks: trec_eval scores a placeholder document and resets only some values by name
        if (/^(utility|rbp_resid)_/.test(s.label) && (qid === 'all' ? run.missing.some(Boolean) : run.missing[qi]))
          continue;
        const got =
          qid === 'all' ? aggregateColumn(run, mi, run.value[mi], q, aggregationOf(s, 'macro')) : run.value[mi][qi];
        const d = Math.abs(got - Number(text));
        values.maxDiff = Math.max(values.maxDiff, d);
        values.compared++;
        if (!(d <= TOL)) bad.push(`${label.trim()} ${qid}: rankgate ${got}, trec_eval ${text}`);
      }
      expect(bad.slice(0, 10)).toEqual([]);
    });
  }
});
