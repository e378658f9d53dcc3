// Several gates in one step: contract lists and globs, run maps (gate=path), unique gate ids, and the errors that name
// the input and the fix.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../src/errors.js';
import { expandContracts, glob, listOf, parsePathMap, planGates } from '../../src/pipeline/gates.js';
import { useTmp } from '../compare/helpers.js';

const tmp = useTmp();
const message = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e.format();
    throw e;
  }
  throw new Error('no error');
};

/** A tree of contracts: evals/<name>/rankgate.yml for each name, plus files that must not match. */
function tree(names: string[]): string {
  const dir = tmp.case('tree');
  for (const n of names) {
    mkdirSync(join(dir, 'evals', n), { recursive: true });
    writeFileSync(join(dir, 'evals', n, 'qrels.txt'), 'q1 0 d1 1\n');
    writeFileSync(join(dir, 'evals', n, 'rankgate.yml'), `version: 1\nname: ${n}\njudgments: qrels.txt\n`);
  }
  mkdirSync(join(dir, 'node_modules/x/evals/y'), { recursive: true });
  writeFileSync(join(dir, 'node_modules/x/evals/y/rankgate.yml'), 'no');
  writeFileSync(join(dir, 'evals/rankgate.yml.bak'), 'no');
  return dir;
}

describe('contract lists and globs', () => {
  it('one per line, comments and blank lines dropped', () => {
    expect(listOf('a.yml\n\n  # the tail set\n b.yml \r\nc.yml')).toEqual(['a.yml', 'b.yml', 'c.yml']);
    expect(listOf(['a.yml', 'b.yml\nc.yml'])).toEqual(['a.yml', 'b.yml', 'c.yml']);
  });

  it('globs: * and ? within a name, [..] sets, ** across folders; sorted, node_modules and .git skipped', () => {
    const dir = tree(['products', 'help-center', 'tail2']);
    expect(glob(dir, 'evals/*/rankgate.yml')).toEqual([
      'evals/help-center/rankgate.yml',
      'evals/products/rankgate.yml',
      'evals/tail2/rankgate.yml',
    ]);
    expect(glob(dir, '**/rankgate.yml')).toEqual([
      'evals/help-center/rankgate.yml',
      'evals/products/rankgate.yml',
      'evals/tail2/rankgate.yml',
    ]);
    expect(glob(dir, 'evals/tail?/rankgate.yml')).toEqual(['evals/tail2/rankgate.yml']);
    expect(glob(dir, 'evals/[hp]*/rankgate.yml')).toEqual([
      'evals/help-center/rankgate.yml',
      'evals/products/rankgate.yml',
    ]);
    expect(glob(dir, 'evals/*.yml')).toEqual([]);
    expect(glob(dir, 'evals/products/rankgate.yml')).toEqual(['evals/products/rankgate.yml']);
  });

  it('expands globs, keeps plain paths, drops repeats; a glob matching nothing is an error', () => {
    const dir = tree(['a', 'b']);
    expect(expandContracts('evals/b/rankgate.yml\nevals/*/rankgate.yml\nmissing.yml', dir)).toEqual([
      'evals/b/rankgate.yml',
      'evals/a/rankgate.yml',
      'missing.yml',
    ]);
    expect(message(() => expandContracts('evals/*/nothing.yml', dir))).toBe(
      `contract pattern "evals/*/nothing.yml" matches no file under ${dir} (check the pattern (globs: *, ?, [abc], ** for any folders) or give the paths one per line)`,
    );
    expect(message(() => expandContracts('\n# only a comment\n', dir))).toBe(
      'contract is empty (give the path of rankgate.yml)',
    );
  });
});

describe('run maps', () => {
  it('gate=path lines and one plain path for the rest; a path with "=" but a folder is a path', () => {
    const m = parsePathMap('help-center = runs/hc.trec\nproducts=runs/p.trec\nruns/all.trec', 'input "run"');
    expect([...m.byGate]).toEqual([
      ['help-center', ['runs/hc.trec']],
      ['products', ['runs/p.trec']],
    ]);
    expect(m.fallback).toEqual(['runs/all.trec']);
    expect(parsePathMap('runs/a=b.trec', 'input "run"')).toEqual({ fallback: ['runs/a=b.trec'], byGate: new Map() });
  });

  it('several items for a gate (or without one) are kept in order: the shards of one run; the same item twice is an error', () => {
    const m = parsePathMap('g=runs/s-0.trec\nruns/a.trec\ng=runs/s-1.trec\nruns/b-*.trec', '--run');
    expect([...m.byGate]).toEqual([['g', ['runs/s-0.trec', 'runs/s-1.trec']]]);
    expect(m.fallback).toEqual(['runs/a.trec', 'runs/b-*.trec']);
    expect(message(() => parsePathMap('g=a.trec\ng=a.trec', '--run'))).toBe(
      '--run gives a.trec twice for gate "g" (give each path once)',
    );
    expect(message(() => parsePathMap('a.trec\na.trec', 'input "run"'))).toBe(
      'input "run" gives a.trec twice (give each path once)',
    );
  });
});

describe('planGates', () => {
  const names = { run: 'input "run"', baseline: 'input "baseline"' };
  const refs = (dir: string, ...gates: string[]) =>
    gates.map((g) => ({ path: join(dir, 'evals', g, 'rankgate.yml'), label: `evals/${g}/rankgate.yml` }));

  it('one contract and one run need no gate name (the contract is read by the comparison alone)', () => {
    const plans = planGates({
      contracts: [{ path: '/nowhere/rankgate.yml', label: 'rankgate.yml' }],
      runs: parsePathMap('r.trec', 'run'),
      baselines: null,
      names,
    });
    expect(plans).toEqual([
      {
        gate: null,
        contract: { path: '/nowhere/rankgate.yml', label: 'rankgate.yml' },
        run: 'r.trec',
        runs: ['r.trec'],
        baseline: undefined,
      },
    ]);
  });

  it('several run paths for one gate: the shards of its run where the caller reads them (several), else an error', () => {
    const one = [{ path: '/nowhere/rankgate.yml', label: 'rankgate.yml' }];
    expect(
      planGates({
        contracts: one,
        runs: parsePathMap('a.trec\nb-*.trec', 'run'),
        baselines: null,
        names,
        several: true,
      }).map((p) => [p.run, p.runs]),
    ).toEqual([['a.trec', ['a.trec', 'b-*.trec']]]);
    expect(
      message(() =>
        planGates({ contracts: one, runs: parsePathMap('a.trec\nb.trec', 'input "run"'), baselines: null, names }),
      ),
    ).toBe(
      'input "run" gives 2 paths without a gate (a.trec, b.trec) (write one path for every gate, or one line per gate as gate=path)',
    );
    const dir = tree(['a', 'b']);
    expect(
      message(() =>
        planGates({
          contracts: refs(dir, 'a', 'b'),
          runs: parsePathMap('a=x\na=y\nb=z', 'input "run"'),
          baselines: null,
          names,
        }),
      ),
    ).toBe('input "run" gives 2 paths for gate "a" (x, y) (give one input "run" path per gate)');
    expect(
      planGates({
        contracts: refs(dir, 'a', 'b'),
        runs: parsePathMap('a=x\na=y\nb=z', '--run'),
        baselines: null,
        names,
        several: true,
      }).map((p) => [p.gate, p.runs]),
    ).toEqual([
      ['a', ['x', 'y']],
      ['b', ['z']],
    ]);
    // A baseline is one file, whatever `several` says.
    expect(
      message(() =>
        planGates({
          contracts: refs(dir, 'a', 'b'),
          runs: parsePathMap('r', 'run'),
          baselines: parsePathMap('a=p\na=q', 'baseline'),
          names,
          several: true,
        }),
      ),
    ).toBe('input "baseline" gives 2 paths for gate "a" (p, q) (give one input "baseline" path per gate)');
  });

  it('pairs every gate with its run and baseline', () => {
    const dir = tree(['a', 'b']);
    const plans = planGates({
      contracts: refs(dir, 'a', 'b'),
      runs: parsePathMap('b=rb.trec\nr.trec', 'run'),
      baselines: parsePathMap('a=ba.trec', 'baseline'),
      names,
    });
    expect(plans.map((p) => [p.gate, p.run, p.baseline])).toEqual([
      ['a', 'r.trec', 'ba.trec'],
      ['b', 'rb.trec', undefined],
    ]);
  });

  it('refuses a gate id used twice, a run for no gate, a gate without a run, one baseline for several gates', () => {
    const dir = tree(['a', 'b']);
    writeFileSync(join(dir, 'evals/b/rankgate.yml'), 'version: 1\nname: a\njudgments: qrels.txt\n');
    expect(
      message(() =>
        planGates({ contracts: refs(dir, 'a', 'b'), runs: parsePathMap('r', 'run'), baselines: null, names }),
      ),
    ).toBe(
      'gate id "a" is used by two contracts, evals/a/rankgate.yml and evals/b/rankgate.yml (give each contract its own `name:` (the gate id names its comment, summary section and artifact))',
    );
    const ok = tree(['a', 'b']);
    expect(
      message(() =>
        planGates({ contracts: refs(ok, 'a', 'b'), runs: parsePathMap('a=x\nc=y\nz', 'run'), baselines: null, names }),
      ),
    ).toBe('input "run" maps gate "c", but no contract is named so (the gates are a, b)');
    expect(
      message(() =>
        planGates({ contracts: refs(ok, 'a', 'b'), runs: parsePathMap('a=x', 'run'), baselines: null, names }),
      ),
    ).toBe('input "run" gives no run for gate "b" (add a line b=path/to/run, or one plain path for every gate)');
    expect(
      message(() =>
        planGates({
          contracts: refs(ok, 'a', 'b'),
          runs: parsePathMap('r', 'run'),
          baselines: parsePathMap('base.trec', 'baseline'),
          names,
        }),
      ),
    ).toBe('input "baseline" gives one path for 2 gates (name the gate: one line per gate as gate=path)');
    // A contract that cannot be read names its file and line, as anywhere else.
    writeFileSync(join(ok, 'evals/b/rankgate.yml'), 'version: 1\nnmae: b\n');
    expect(
      message(() =>
        planGates({ contracts: refs(ok, 'a', 'b'), runs: parsePathMap('r', 'run'), baselines: null, names }),
      ),
    ).toMatch(/^evals\/b\/rankgate\.yml:2/);
  });
});
