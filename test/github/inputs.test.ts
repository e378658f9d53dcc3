import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { inputFromEnv, readInputs } from '../../src/github/inputs.js';
import { inWorkspace } from '../../src/pipeline/job.js';

/** The job's check with the GitHub forge's fix. */
const resolveInWorkspace = (ws: string, base: string, input: string, name: string) =>
  inWorkspace(ws, base, input, name, 'give a path inside the repository checkout (GITHUB_WORKSPACE)');

const from = (o: Record<string, string>) =>
  inputFromEnv(Object.fromEntries(Object.entries(o).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])));
const message = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e.format();
    throw e;
  }
  throw new Error('no error');
};

describe('readInputs', () => {
  it('fills action.yml defaults for inputs that are absent or empty', () => {
    expect(readInputs(from({ run: 'runs/c.trec', 'github-token': 't' }), true)).toEqual({
      contract: 'rankgate.yml',
      run: 'runs/c.trec',
      baseline: undefined,
      token: 't',
      comment: 'update',
      commentOn: 'always',
      failOn: 'fail',
      artifact: 'rankgate-{gate}',
      workingDirectory: '.',
      acceptLabel: 'rankgate: accept',
      historyBranch: 'rankgate-data',
      trendPoints: 20,
      refreshOnAccept: false,
    });
  });

  it('accept-label: the default label, another one, or empty to disable acceptance', () => {
    expect(readInputs(from({ run: 'r', 'accept-label': 'search: trade-off' }), true).acceptLabel).toBe(
      'search: trade-off',
    );
    expect(readInputs(from({ run: 'r', 'accept-label': '' }), true).acceptLabel).toBe('');
    expect(message(() => readInputs(from({ run: 'r', 'accept-label': 'x'.repeat(51) }), true))).toContain(
      'input "accept-label"',
    );
  });

  it('history-branch, trend-points and refresh-on-accept: defaults, values, and bad values named', () => {
    const i = readInputs(
      from({ run: 'r', 'history-branch': 'data/rankgate', 'trend-points': '5', 'refresh-on-accept': 'True' }),
      true,
    );
    expect([i.historyBranch, i.trendPoints, i.refreshOnAccept]).toEqual(['data/rankgate', 5, true]);
    expect(readInputs(from({ run: 'r', 'history-branch': '' }), true).historyBranch).toBe('');
    expect(readInputs(from({ run: 'r', 'refresh-on-accept': 'FALSE' }), true).refreshOnAccept).toBe(false);
    for (const bad of ['../main', '-x', 'a..b', 'a b', 'x.lock', 'refs//x', 'x/']) {
      expect(
        message(() => readInputs(from({ run: 'r', 'history-branch': bad }), true)),
        bad,
      ).toContain('input "history-branch" must be a branch name');
    }
    expect(message(() => readInputs(from({ run: 'r', 'trend-points': '0' }), true))).toBe(
      'input "trend-points" must be a whole number from 1 to 1000',
    );
    expect(message(() => readInputs(from({ run: 'r', 'trend-points': 'many' }), true))).toBe(
      'input "trend-points" must be a whole number from 1 to 1000',
    );
    expect(message(() => readInputs(from({ run: 'r', 'refresh-on-accept': 'yes' }), true))).toBe(
      'input "refresh-on-accept" must be true or false; got "yes"',
    );
  });

  it('reads hyphenated inputs from INPUT_ variables with the hyphen kept', () => {
    const i = readInputs(
      from({ run: 'r', 'comment-on': 'not-pass', 'fail-on': 'never', 'working-directory': 'eval', baseline: 'b.trec' }),
      true,
    );
    expect([i.commentOn, i.failOn, i.workingDirectory, i.baseline]).toEqual(['not-pass', 'never', 'eval', 'b.trec']);
  });

  it('an explicitly empty artifact disables it', () => {
    expect(readInputs(from({ run: 'r', artifact: '' }), true).artifact).toBe('');
  });

  it.each([
    ['comment', 'sometimes', 'input "comment" must be one of update, new, off; got "sometimes"'],
    ['comment-on', 'fail', 'input "comment-on" must be one of always, not-pass; got "fail"'],
    ['fail-on', 'error', 'input "fail-on" must be one of fail, inconclusive, warn, never; got "error"'],
    ['artifact', 'a/b', 'input "artifact" must not contain any of " \' : < > | * ? \\ / or a line break'],
  ])('a bad %s names the input and the allowed values', (name, value, expected) => {
    expect(message(() => readInputs(from({ run: 'r', [name]: value }), true))).toBe(expected);
  });

  it('run is required except where the report comes from an artifact', () => {
    expect(message(() => readInputs(from({}), true))).toBe(
      'input "run" is required (set `run:` to the run file your workflow produced, e.g. runs/candidate.trec)',
    );
    expect(readInputs(from({}), false).run).toBe('');
  });
});

describe('resolveInWorkspace', () => {
  const ws = mkdtempSync(join(tmpdir(), 'rankgate-paths-'));
  mkdirSync(join(ws, 'eval'));
  writeFileSync(join(ws, 'eval/run.trec'), '');
  const outside = mkdtempSync(join(tmpdir(), 'rankgate-outside-'));
  writeFileSync(join(outside, 'secret'), '');
  symlinkSync(join(outside, 'secret'), join(ws, 'eval/link.trec'));

  it('resolves relative to the working directory', () => {
    expect(resolveInWorkspace(ws, join(ws, 'eval'), 'run.trec', 'run')).toBe(join(ws, 'eval/run.trec'));
    expect(resolveInWorkspace(ws, ws, '.', 'working-directory')).toBe(ws);
  });

  it.each(['../x.trec', '/etc/passwd', 'eval/../../x'])('refuses %s', (p) => {
    expect(message(() => resolveInWorkspace(ws, ws, p, 'run'))).toMatch(
      new RegExp(
        `^input "run" \\(${p.replace(/[./]/g, '\\$&')}\\) resolves outside the workspace .+ \\(give a path inside the repository checkout \\(GITHUB_WORKSPACE\\)\\)$`,
      ),
    );
  });

  it('refuses a symlink that points outside', () => {
    expect(message(() => resolveInWorkspace(ws, ws, 'eval/link.trec', 'baseline'))).toMatch(
      /^input "baseline" \(eval\/link\.trec\) is a link to .*secret, outside the workspace/,
    );
  });
});
