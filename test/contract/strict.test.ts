// The contract is read strictly: text stays the text written, numbers are plain decimal, no tags, no alias bombs,
// no huge files, every problem at once, and every path inside the root (symlinks followed).
import { describe, it, expect } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { loadContract, inspectContract } from '../../src/contract/load.js';
import { InputError, InputErrors } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();
const MINIMAL = 'version: 1\nname: help-center\njudgments: eval/qrels.txt\n';

function load(yaml: string | Buffer) {
  return loadContract(tmp.file('rankgate.yml', yaml), 'rankgate.yml');
}

function fails(yaml: string | Buffer): string {
  try {
    load(yaml);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).format();
  }
  throw new Error('expected an error');
}

describe('text fields keep the text written', () => {
  it.each([
    ['1.10', '1.10'],
    ['007', '007'],
    ['0x1F', '0x1F'],
    ['1e3', '1e3'],
    ['true', 'true'],
    ['"1.10"', '1.10'],
    ['!!str 1.10', '1.10'],
  ])('corpus: %s is the string %s', (written, value) => {
    expect(load(`${MINIMAL}corpus: ${written}\n`).contract.corpus).toBe(value);
  });

  it('a name written as a number is the name as written; weights keys too', () => {
    expect(load('version: 1\nname: 007\njudgments: q.txt\n').contract.name).toBe('007');
    expect(load(`${MINIMAL}weights: { 1.10: 2, all: 1 }\n`).contract.weights).toEqual({ '1.10': 2, all: 1 });
  });

  it('a rule selector and a measure written as numbers are text, not 1.1', () => {
    const c = load(`${MINIMAL}gate:\n  rules:\n    - { measure: nDCG@10, slices: [all, 1.10], fail: 0.02 }\n`);
    expect(c.contract.gate.rules[0].slices).toEqual(['all', '1.10']);
  });
});

describe('numbers are plain decimal', () => {
  it.each([
    [
      'policy:\n  depth: 0x10\n',
      5,
      'policy.depth: "0x10" is not a plain decimal number (write the number in decimal digits (write 16 if that is what you mean), or quote it if it is text)',
    ],
    ['policy:\n  depth: 0o20\n', 5, 'policy.depth: "0o20" is not a plain decimal number'],
    ['policy:\n  depth: 010\n', 5, 'policy.depth: "010" is not a plain decimal number'],
    [
      'relevance: .inf\n',
      4,
      'relevance: ".inf" is not a plain decimal number (write the number in decimal digits, or quote it if it is text)',
    ],
    ['relevance: .nan\n', 4, 'relevance: ".nan" is not a plain decimal number'],
    ['relevance: 1e400\n', 4, 'relevance: "1e400" is not a plain decimal number'],
    [
      'gate:\n  rules:\n    - { measure: nDCG@10, fail: 0x1 }\n',
      6,
      'gate.rules.0.fail: "0x1" is not a plain decimal number',
    ],
  ])('%s', (yaml, line, message) => {
    expect(fails(`${MINIMAL}${yaml}`).startsWith(`rankgate.yml:${line}:`)).toBe(true);
    expect(fails(`${MINIMAL}${yaml}`)).toContain(message);
  });

  it('plain decimals (with fraction or exponent) are numbers', () => {
    const c = load(
      `${MINIMAL}relevance: 2\npolicy: { depth: 100 }\ngate:\n  rules:\n    - { measure: nDCG@10, warn: 1e-2, fail: 0.02 }\n`,
    );
    expect(c.contract.relevance).toBe(2);
    expect(c.contract.gate.rules[0]).toMatchObject({ warn: 0.01, fail: 0.02 });
  });
});

describe('tags, aliases, size, encoding', () => {
  it.each(['!!js/function "x"', '!evil 3', '!!binary aGVsbG8=', '!!set {a}'])('tag %s is refused', (v) => {
    expect(fails(`${MINIMAL}corpus: ${v}\n`)).toMatch(
      /^rankgate\.yml:4:\d+: the YAML tag "!+[\w/]+" is not allowed \(remove the tag: a contract is plain YAML/,
    );
  });

  it('a YAML alias bomb is refused cleanly', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
          .fill('*' + String.fromCharCode(97 + i))
          .join(', ')}]`,
      );
    // The yaml library's count (uses × alias count, a scalar's 1): a's nine items cost 9 per use, b's 9 × 10 per
    // use; d's first *c (c used twice: 2 × 90 > 100) runs out the budget, on line 4.
    expect(fails(bomb.join('\n') + '\n')).toMatch(
      /^rankgate\.yml:4: expands YAML aliases more than 100 times .*\(write the values out instead of aliasing them \(is this an alias bomb\?\)\)$/,
    );
  });

  it('an alias bomb names the line of the alias at which the yaml library stops: the first line whose prefix it refuses', () => {
    // x's three scalars make *x cost 1 each; after five uses x counts 6, so *y costs 6 per use and the 16th use of *y
    // (6 × 17 > 100) is refused: on z's line (6) when z holds 16 or more, else on w's (7).
    const bomb = (n: number) => [
      MINIMAL.trimEnd(),
      'x: &x [1, 2, 3]',
      'y: &y [*x, *x, *x, *x, *x]',
      `z: [${Array(n).fill('*y').join(', ')}]`,
      `w: [${Array(12).fill('*y').join(', ')}]`,
    ];
    const refusedAt = (lines: string[]) =>
      lines.findIndex((_, k) => {
        try {
          parseDocument(lines.slice(0, k + 1).join('\n')).toJS({ maxAliasCount: 100 });
          return false;
        } catch {
          return true;
        }
      }) + 1;
    for (const [n, line] of [
      [19, 6],
      [16, 6],
      [15, 7],
      [6, 7],
    ] as const) {
      expect(refusedAt(bomb(n).join('\n').split('\n')), `z with ${n}`).toBe(line);
      expect(fails(bomb(n).join('\n') + '\n'), `z with ${n}`).toMatch(
        new RegExp(`^rankgate\\.yml:${line}: expands YAML aliases more than 100 times`),
      );
    }
  });

  it('a few aliases are fine', () => {
    const c = load(`${MINIMAL}measures: [nDCG@10, &m P@5]\ngate:\n  primary: *m\n`);
    expect(c.primary.name).toBe('P@5');
  });

  it('a contract over 1 MiB is refused before it is parsed', () => {
    expect(fails(MINIMAL + '#'.repeat(1 << 20) + '\n')).toMatch(
      /^rankgate\.yml: is \d+ bytes; a contract may be at most 1048576 bytes \(is this really a contract\?\)$/,
    );
  });

  it('NUL bytes and invalid UTF-8 are refused with their line; a BOM is fine', () => {
    expect(fails(`${MINIMAL}corpus: a\u0000b\n`)).toBe(
      'rankgate.yml:4: holds a NUL byte: this is not a YAML text file (pass the rankgate.yml text file)',
    );
    expect(fails(Buffer.concat([Buffer.from(`${MINIMAL}corpus: `), Buffer.from([0xe9]), Buffer.from('\n')]))).toBe(
      'rankgate.yml:4: is not valid UTF-8 (save the contract as UTF-8)',
    );
    expect(load(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(MINIMAL)])).contract.name).toBe(
      'help-center',
    );
  });

  it('a FIFO or directory as the contract is refused without blocking', () => {
    expect(() => loadContract(tmp.dir(), 'dir.yml')).toThrow('is a directory');
  });
});

describe('every problem at once', () => {
  it('an unknown measure, a bad policy value and an unknown key are all reported, in line order', () => {
    const r = inspectContract(
      tmp.file('rankgate.yml', `${MINIMAL}measures: [nDCG@10, nDGC@5]\npolicy:\n  ties: random\nzzzz: 1\n`),
      'rankgate.yml',
    );
    expect(r.contract).toBeNull();
    expect(
      r.problems.map((p) =>
        p
          .format()
          .replace(/ \(known measures: .*\)$/, '')
          .replace(/ \(known keys: .*\)$/, ''),
      ),
    ).toEqual([
      'rankgate.yml:4: unknown or malformed measure "nDGC@5": "nDGC" is not a measure (did you mean "nDCG@5"?)',
      'rankgate.yml:6: policy.ties: must be one of "trec_eval", "rank", "file", "expected" (see the contract reference, docs/contract.md of the rankgate repository)',
      'rankgate.yml:7: unknown key "zzzz"',
    ]);
    // loadContract throws them together: the first, and how many more
    const err = (() => {
      try {
        load(`${MINIMAL}measures: [nDCG@10, nDGC@5]\npolicy:\n  ties: random\nzzzz: 1\n`);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InputErrors);
    expect((err as InputError).format()).toMatch(/ \(and 2 more problems: rankgate validate lists them all\)$/);
  });

  it('a mistyped measure is one problem: the rules and primary that name what it meant are not reported again', () => {
    const text = `${MINIMAL}measures: [P@5, nDGC@10]\ngate:\n  primary: nDCG@10\n  rules:\n    - { measure: nDCG@10, fail: 0.02 }\n    - { measure: RR@10, fail: 0.02 }\n`;
    const r = inspectContract(tmp.file('rankgate.yml', text), 'rankgate.yml');
    expect(r.problems.map((p) => p.format())).toEqual([
      'rankgate.yml:4: unknown or malformed measure "nDGC@10": "nDGC" is not a measure (did you mean "nDCG@10"?)',
      // RR@10 is near no entry of measures: still its own problem.
      'rankgate.yml:9: gate.rules.1.measure names RR@10, which is not in measures (add RR@10 to measures: [P@5, nDGC@10])',
    ]);
  });

  it('paths are resolved even when the schema fails elsewhere, so validate can check the files', () => {
    const r = inspectContract(
      tmp.file('rankgate.yml', `${MINIMAL}slices: s.tsv\npolicy: { ties: random }\n`),
      'rankgate.yml',
    );
    expect(r.problems).toHaveLength(1);
    expect(r.paths.judgments).toMatch(/eval\/qrels\.txt$/);
    expect(r.paths.slices).toMatch(/s\.tsv$/);
  });
});

describe('paths stay inside the root', () => {
  const repo = join(tmp.dir(), 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'config'), { recursive: true });
  mkdirSync(join(repo, 'eval'), { recursive: true });
  writeFileSync(join(repo, 'eval', 'qrels.txt'), 'q 0 d 1\n');
  writeFileSync(join(tmp.dir(), 'secret.txt'), 'q 0 d 1\n');
  symlinkSync(join(tmp.dir(), 'secret.txt'), join(repo, 'eval', 'link.txt'));
  symlinkSync(tmp.dir(), join(repo, 'eval', 'outdir'));
  const contract = (body: string) => {
    const p = join(repo, 'config', 'rankgate.yml');
    writeFileSync(p, `version: 1\nname: x\n${body}`);
    return p;
  };
  const refusal = (body: string, root?: string) => {
    try {
      loadContract(contract(body), 'config/rankgate.yml', root ? { root } : {});
    } catch (e) {
      return (e as InputError).format();
    }
    return 'loaded';
  };

  it('the repository of the contract is the default root: ../ within it is fine', () => {
    expect(refusal('judgments: ../eval/qrels.txt\n')).toBe('loaded');
  });

  it.each([
    [
      'judgments: ../../secret.txt\n',
      3,
      'judgments (../../secret.txt) resolves outside the repository the contract is in',
    ],
    [`judgments: ${'/etc/passwd'}\n`, 3, 'judgments (/etc/passwd) resolves outside the repository the contract is in'],
    ['judgments: ../eval/link.txt\n', 3, 'judgments (../eval/link.txt) is a link to '],
    [
      'judgments: ../eval/qrels.txt\nslices: ../eval/outdir/secret.txt\n',
      4,
      'slices (../eval/outdir/secret.txt) is a link to ',
    ],
    [
      'judgments: ../eval/qrels.txt\nbaseline: ../eval/outdir/not-yet.trec\n',
      4,
      'baseline (../eval/outdir/not-yet.trec) is a link to ',
    ],
    ['judgments: ../eval/qrels.txt\nqueries: ../../secret.txt\n', 4, 'queries (../../secret.txt) resolves outside'],
  ])('%s is refused', (body, line, message) => {
    const got = refusal(body);
    expect(got.startsWith(`config/rankgate.yml:${line}: ${message}`)).toBe(true);
    expect(got).toMatch(
      /\(give a path inside the repository, relative to the contract; or widen the root with --root DIR\)$/,
    );
  });

  it('a symlink is named as one', () => {
    expect(refusal('judgments: ../eval/link.txt\n')).toMatch(
      /is a link to .*secret\.txt, outside the repository the contract is in /,
    );
  });

  it('a wider root given explicitly lets the path in', () => {
    expect(refusal('judgments: ../../secret.txt\n', tmp.dir())).toBe('loaded');
  });
});
