// loadContract (rankgate.yml, design §4) and contractId.
import { describe, it, expect } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract, contractId, nearest, canonicalJson } from '../../src/contract/load.js';
import { readQrels } from '../../src/read/qrels.js';
import { InputError } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();

function contractFile(yaml: string): string {
  return tmp.file('rankgate.yml', yaml);
}

function fails(yaml: string): string {
  try {
    loadContract(contractFile(yaml), 'rankgate.yml');
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).format();
  }
  throw new Error('expected an error');
}

const MINIMAL = 'version: 1\nname: help-center\njudgments: eval/qrels.txt\n';

describe('loadContract: defaults', () => {
  it('a minimal contract gets every default docs/contract.md lists', () => {
    const c = loadContract(contractFile(MINIMAL));
    expect(c.contract.policy).toEqual({
      ties: 'trec_eval',
      unjudged: 'nonrelevant',
      missing: 'zero',
      no_relevant: 'exclude',
      duplicates: 'error',
      depth: 1000,
    });
    expect(c.contract.measures).toEqual(['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10']);
    expect(c.measures.map((m) => m.name)).toEqual(['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10']);
    expect(c.contract.relevance).toBe(1);
    expect(c.contract.aggregate).toBe('macro');
    expect(c.contract.gate).toEqual({
      rules: [],
      min_queries: 10,
      significance: {
        test: 'randomization',
        iterations: 10000,
        bootstrap: 10000,
        alpha: 0.05,
        correction: 'westfall-young',
        seed: 1,
        power: 0.8,
      },
      missing: 'fail',
      guards: [],
      unjudged_relevance: 'judged',
    });
    expect(c.primary.name).toBe('nDCG@10'); // the first measure when gate.primary is absent
    expect(c.paths.judgments).toBe(join(tmp.dir(), 'eval/qrels.txt')); // relative to the contract's folder
    expect(c.paths.slices).toBeUndefined();
  });

  it('a partial policy keeps the defaults of the keys it does not set; the example contract of the original design loads', () => {
    const c = loadContract(
      contractFile(`version: 1
name: help-center                 # also the gate id
corpus: "2026-11-01"
judgments: eval/qrels.txt
slices: eval/slices.tsv
queries: eval/queries.tsv
baseline: baselines/help-center.trec
measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]
relevance: 1
policy:
  ties: expected
  depth: 100
aggregate: micro
heldout: { slice: split=test, mode: blind }
gate:
  primary: nDCG@10
  rules:
    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }
    - { measure: R@100,   slices: [all], fail: "3%" }
  min_queries: 10
  significance: { test: randomization, iterations: 10000, alpha: 0.05, correction: holm, seed: 1 }
  coverage: { measure: Judged@10, min: 0.7 }
`),
    );
    expect(c.contract.policy).toEqual({
      ties: 'expected',
      unjudged: 'nonrelevant',
      missing: 'zero',
      no_relevant: 'exclude',
      duplicates: 'error',
      depth: 100,
    });
    expect(c.contract.aggregate).toBe('micro');
    expect(c.contract.corpus).toBe('2026-11-01');
    expect(c.contract.gate.rules[0]).toEqual({ measure: 'nDCG@10', slices: '*', warn: 0.01, fail: 0.02 });
    expect(c.contract.gate.rules[1]).toEqual({ measure: 'R@100', slices: ['all'], fail: '3%' });
    expect(c.contract.heldout).toEqual({ slice: 'split=test', mode: 'blind' });
    expect(c.primary.name).toBe('nDCG@10');
    expect(c.paths.baseline).toBe(join(tmp.dir(), 'baselines/help-center.trec'));
  });

  it('measures given in other spellings are canonical; rules may use another spelling of a listed measure', () => {
    const c = loadContract(
      contractFile(
        `${MINIMAL}measures: [ndcg_cut.10, MAP, MRR]\ngate:\n  rules:\n    - { measure: NDCG@10, fail: 0.02 }\n`,
      ),
    );
    expect(c.measures.map((m) => m.name)).toEqual(['nDCG@10', 'AP', 'RR']);
    // the spelling asked for stays the label; a trec_eval list is several measures
    expect(c.measures.map((m) => m.label)).toEqual(['ndcg_cut.10', 'MAP', 'MRR']);
    const list = loadContract(contractFile(`${MINIMAL}measures: ['P.5,10', 'RBP(p=0.8)']\n`));
    expect(list.measures.map((m) => m.name)).toEqual(['P@5', 'P@10', 'RBP(p=0.8)']);
  });

  it('a measure the policy cannot compute is an error on its line', () => {
    expect(fails(`${MINIMAL}policy:\n  ties: expected\nmeasures: [nDCG@10, IPrec@0.1]\n`)).toBe(
      'rankgate.yml:6: measures: IPrec@0.1 has no exact expected value over tie orders, which policy.ties: expected needs (use another tie policy, or drop the measure)',
    );
    expect(fails(`${MINIMAL}measures: [relstring@10]\n`)).toMatch(
      /^rankgate\.yml:4: measures: relstring@10 is text, not a number/,
    );
  });
});

describe('loadContract: errors name the YAML line', () => {
  it('an unknown top-level key suggests the nearest known key', () => {
    expect(fails(`${MINIMAL}polcy:\n  ties: expected\n`)).toBe(
      'rankgate.yml:4: unknown key "polcy" (did you mean "policy"?)',
    );
    expect(fails(`version: 1\nname: x\njudgements: q.txt\n`)).toMatch(
      /^rankgate\.yml:3: unknown key "judgements" \(did you mean "judgments"\?\)/,
    );
  });

  it('an unknown nested key suggests within its section', () => {
    expect(fails(`${MINIMAL}policy:\n  ties: expected\n  tie: rank\n`)).toBe(
      'rankgate.yml:6: unknown key "tie" in policy (did you mean "ties"?)',
    );
    expect(fails(`${MINIMAL}gate:\n  rules:\n    - measure: nDCG@10\n      fial: 0.02\n`)).toBe(
      'rankgate.yml:7: unknown key "fial" in gate.rules (did you mean "fail"?)',
    );
    expect(fails(`${MINIMAL}gate:\n  significance: { test: none, alfa: 0.1 }\n`)).toMatch(
      /^rankgate\.yml:5: unknown key "alfa" in gate\.significance \(did you mean "alpha"\?\)/,
    );
  });

  it('an unknown key far from every known key lists the known keys', () => {
    expect(fails(`${MINIMAL}zzzzzzzzzz: 1\n`)).toMatch(
      /^rankgate\.yml:4: unknown key "zzzzzzzzzz" \(known keys: version, name, corpus, judgments, /,
    );
  });

  it('a bad enum value lists the allowed values', () => {
    expect(fails(`${MINIMAL}policy:\n  ties: random\n`)).toBe(
      'rankgate.yml:5: policy.ties: must be one of "trec_eval", "rank", "file", "expected" (see the contract reference, docs/contract.md of the rankgate repository)',
    );
    expect(fails(`${MINIMAL}aggregate: median\n`)).toMatch(
      /^rankgate\.yml:4: aggregate: must be one of "macro", "micro"/,
    );
    expect(fails(`${MINIMAL}policy: { unjudged: relevant }\n`)).toMatch(
      /^rankgate\.yml:4: policy\.unjudged: must be one of "nonrelevant", "condensed"/,
    );
  });

  it('required keys and bad values', () => {
    expect(fails('version: 1\nname: x\n')).toBe(
      'rankgate.yml:1: judgments: is required (point judgments at your qrels file, e.g. judgments: eval/qrels.txt)',
    );
    expect(fails('version: 2\nname: x\njudgments: q\n')).toMatch(/^rankgate\.yml:1: version: .* \(write version: 1\)$/);
    expect(fails(`${MINIMAL}policy:\n  depth: 0\n`)).toMatch(/^rankgate\.yml:5: policy\.depth: /);
    expect(fails('version: 1\nname: "bad name!"\njudgments: q\n')).toMatch(
      /^rankgate\.yml:2: name: name is the gate id/,
    );
  });

  it('a gate rule whose measure is not in measures', () => {
    expect(
      fails(
        `${MINIMAL}measures: [nDCG@10, P@5]\ngate:\n  rules:\n    - { measure: nDCG@10, fail: 0.02 }\n    - { measure: AP, fail: 0.02 }\n`,
      ),
    ).toBe(
      'rankgate.yml:8: gate.rules.1.measure names AP, which is not in measures (add AP to measures: [nDCG@10, P@5])',
    );
    expect(fails(`${MINIMAL}measures: [P@5]\ngate:\n  primary: nDCG@10\n`)).toMatch(
      /^rankgate\.yml:6: gate\.primary names nDCG@10, which is not in measures/,
    );
    expect(fails(`${MINIMAL}measures: [P@5]\ngate:\n  coverage: { measure: Judged@10, min: 0.7 }\n`)).toMatch(
      /^rankgate\.yml:6: gate\.coverage\.measure names Judged@10, which is not in measures/,
    );
  });

  it('a bad measure name, with its line', () => {
    expect(fails(`${MINIMAL}measures:\n  - P@5\n  - nDGC@10\n`)).toMatch(
      /^rankgate\.yml:6: unknown or malformed measure "nDGC@10": "nDGC" is not a measure \(did you mean "nDCG@10"\?\)$/,
    );
  });

  it('a rule without thresholds', () => {
    expect(fails(`${MINIMAL}gate:\n  rules:\n    - { measure: nDCG@10 }\n`)).toMatch(
      /^rankgate\.yml:6: gate\.rules\.0: a rule needs warn, fail or both/,
    );
  });

  it('YAML syntax errors, duplicate keys, a non-mapping, a missing file', () => {
    expect(fails(`${MINIMAL}policy: [unclosed\n`)).toMatch(/^rankgate\.yml:\d+(:\d+)?: is not valid YAML: /);
    expect(fails(`${MINIMAL}name: again\n`)).toMatch(/^rankgate\.yml:4:1: is not valid YAML: Map keys must be unique/);
    expect(fails('- a\n- b\n')).toBe(
      'rankgate.yml:1: must be a YAML mapping (key: value lines) (start from the example in docs/contract.md of the rankgate repository)',
    );
    expect(() => loadContract(join(tmp.dir(), 'none.yml'), 'none.yml')).toThrow('contract file not found');
  });

  it('nearest: edit distance at most 3', () => {
    expect(nearest('polcy', ['policy', 'gate'])).toBe('policy');
    expect(nearest('POLICY', ['policy'])).toBe('policy');
    expect(nearest('xxxxxxxx', ['policy', 'gate'])).toBeUndefined();
  });
});

describe('contractId', () => {
  it('is stable for identical input and changes with the judgments content', async () => {
    const dir = join(tmp.dir(), 'cid');
    mkdirSync(join(dir, 'eval'), { recursive: true });
    const yml = join(dir, 'rankgate.yml');
    writeFileSync(yml, MINIMAL);
    writeFileSync(join(dir, 'eval/qrels.txt'), 'q1 0 d1 1\n');
    const id1 = contractId(loadContract(yml).contract, (await readQrels(join(dir, 'eval/qrels.txt'))).facts.sha256);
    const id2 = contractId(loadContract(yml).contract, (await readQrels(join(dir, 'eval/qrels.txt'))).facts.sha256);
    expect(id1).toMatch(/^[0-9a-f]{12}$/);
    expect(id2).toBe(id1);

    // the same contract written with defaults spelled out and keys reordered: same resolved contract, same id
    writeFileSync(
      yml,
      `judgments: eval/qrels.txt\nname: help-center\nversion: 1\npolicy: { depth: 1000, ties: trec_eval }\naggregate: macro\n`,
    );
    expect(contractId(loadContract(yml).contract, (await readQrels(join(dir, 'eval/qrels.txt'))).facts.sha256)).toBe(
      id1,
    );

    // one changed grade in the judgments file
    writeFileSync(join(dir, 'eval/qrels.txt'), 'q1 0 d1 2\n');
    const id3 = contractId(loadContract(yml).contract, (await readQrels(join(dir, 'eval/qrels.txt'))).facts.sha256);
    expect(id3).not.toBe(id1);

    // a changed policy, and a slices file, change it too
    writeFileSync(yml, `${MINIMAL}policy: { ties: expected }\n`);
    const sha = (await readQrels(join(dir, 'eval/qrels.txt'))).facts.sha256;
    expect(contractId(loadContract(yml).contract, sha)).not.toBe(id3);
    writeFileSync(yml, MINIMAL);
    expect(contractId(loadContract(yml).contract, sha)).toBe(id3);
    expect(contractId(loadContract(yml).contract, sha, 'abc')).not.toBe(id3);
  });

  it('does not depend on the folder the contract is in (paths hashed as written)', () => {
    const a = loadContract(contractFile(MINIMAL));
    const b = loadContract(tmp.file('other.yml', MINIMAL));
    expect(a.dir === b.dir).toBe(true);
    const dir2 = join(tmp.dir(), 'elsewhere');
    mkdirSync(dir2, { recursive: true });
    writeFileSync(join(dir2, 'rankgate.yml'), MINIMAL);
    const c = loadContract(join(dir2, 'rankgate.yml'));
    expect(c.paths.judgments).not.toBe(a.paths.judgments);
    expect(contractId(c.contract, 'x')).toBe(contractId(a.contract, 'x'));
  });

  it('canonicalJson sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: undefined, x: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"x":null,"z":1}]},"b":1}',
    );
  });
});
