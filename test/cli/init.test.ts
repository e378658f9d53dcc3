// `rankgate init`: the scaffold it writes, what it finds by itself, and that it never overwrites without --force.
import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { actionRef, initCommand } from '../../src/cli/init.js';
import { execFileSync } from 'node:child_process';
import { loadContract } from '../../src/contract/load.js';
import { main, type Io } from '../../src/cli/main.js';
import { validateCommand } from '../../src/cli/validate.js';
import { EXAMPLE, rejectionOf, useTmp } from '../compare/helpers.js';
import { expandContracts, parsePathMap, planGates } from '../../src/pipeline/gates.js';

const tmp = useTmp();

function repoWithJudgments(name: string, at = 'eval/qrels.txt'): string {
  const dir = tmp.case(name);
  mkdirSync(join(dir, at, '..'), { recursive: true });
  cpSync(join(EXAMPLE, 'qrels.txt'), join(dir, at));
  return dir;
}

const io = (): Io & { out: () => string; err: () => string } => {
  let out = '';
  let err = '';
  return {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    out: () => out,
    err: () => err,
  };
};

describe('rankgate init', () => {
  it('writes the contract, a slices template and the PR workflow; the contract loads', async () => {
    const dir = repoWithJudgments('basic');
    const lines = await initCommand({ dir });
    expect(lines.slice(0, 3)).toEqual([
      'wrote rankgate.yml',
      'wrote eval/slices.tsv',
      'wrote .github/workflows/rankgate.yml',
    ]);
    expect(lines).toContain('  rankgate validate --contract rankgate.yml');
    const rc = loadContract(join(dir, 'rankgate.yml'));
    expect(rc.contract).toMatchObject({
      name: 'search',
      judgments: 'eval/qrels.txt',
      slices: 'eval/slices.tsv',
      baseline: 'baselines/search.trec',
    });
    const slices = readFileSync(join(dir, 'eval/slices.tsv'), 'utf8').split('\n');
    expect(slices[0]).toBe('qid\ttype');
    expect(slices[1]).toBe('q001\t');
    expect(existsSync(join(dir, '.github/workflows/rankgate-comment.yml'))).toBe(false);
  });

  it('the PR workflow: labeled/unlabeled triggers, permissions, a concurrency group per PR, the run step and the action', async () => {
    const dir = repoWithJudgments('workflow');
    await initCommand({ dir, run: 'out/cand.trec', runCommand: 'make eval > out/cand.trec' });
    const wf = parse(readFileSync(join(dir, '.github/workflows/rankgate.yml'), 'utf8'));
    expect(wf.on.pull_request.types).toEqual(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled']);
    expect(wf.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(wf.concurrency).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      group: 'rankgate-${{ github.event.pull_request.number }}',
      'cancel-in-progress': true,
    });
    const steps = wf.jobs.rankgate.steps;
    expect(steps[0].uses).toBe('actions/checkout@v5');
    expect(steps[1].run).toContain('make eval > out/cand.trec');
    expect(steps[2].with).toMatchObject({ contract: 'rankgate.yml', run: 'out/cand.trec' });
  });

  it("the push workflow records main's history: push to the default branch, contents: write, no concurrency group, never fails", async () => {
    const dir = repoWithJudgments('history');
    const lines = await initCommand({
      dir,
      run: 'out/cand.trec',
      runCommand: 'make eval > out/cand.trec',
      branch: 'trunk',
    });
    expect(lines).toContain('wrote .github/workflows/rankgate-history.yml');
    const wf = parse(readFileSync(join(dir, '.github/workflows/rankgate-history.yml'), 'utf8'));
    expect(wf.on).toEqual({ push: { branches: ['trunk'] } });
    expect(wf.permissions).toEqual({ contents: 'write' });
    expect(wf.concurrency).toBeUndefined();
    const steps = wf.jobs.history.steps;
    expect(steps[0].uses).toBe('actions/checkout@v5');
    expect(steps[1].run).toContain('make eval > out/cand.trec');
    expect(steps[2]).toEqual({
      uses: 'OWNER/rankgate@v1',
      with: { contract: 'rankgate.yml', run: 'out/cand.trec', 'fail-on': 'never' },
    });
    // The PR workflow's run step and the push workflow's are the same command: the records are the same run as the PRs'.
    expect(parse(readFileSync(join(dir, '.github/workflows/rankgate.yml'), 'utf8')).jobs.rankgate.steps[1].run).toBe(
      steps[1].run,
    );
    const none = repoWithJudgments('no-history');
    expect(await initCommand({ dir: none, history: false })).not.toContain(
      'wrote .github/workflows/rankgate-history.yml',
    );
    expect(
      (await rejectionOf(initCommand({ dir: repoWithJudgments('bad-branch'), branch: '../x' }))).message,
    ).toContain('--branch "../x" is not a branch name');
    const r = io();
    expect(await main(['init', '--dir', repoWithJudgments('cli-no-history'), '--no-history'], r)).toBe(0);
    expect(r.out()).not.toContain('rankgate-history.yml');
  });

  it('--fork adds the workflow_run workflow that comments on fork PRs', async () => {
    const dir = repoWithJudgments('fork');
    const lines = await initCommand({ dir, fork: true });
    expect(lines).toContain('wrote .github/workflows/rankgate-comment.yml');
    const wf = parse(readFileSync(join(dir, '.github/workflows/rankgate-comment.yml'), 'utf8'));
    expect(wf.on.workflow_run).toEqual({ workflows: ['search-quality'], types: ['completed'] });
    expect(wf.permissions).toEqual({ actions: 'read', 'pull-requests': 'write' });
    expect(wf.jobs.comment.steps[0].with).toEqual({ 'fail-on': 'never' });
  });

  it('finds judgments, slices and queries under the usual names, and keeps an existing slices file', async () => {
    const dir = repoWithJudgments('found', 'data/qrels.dev.txt');
    cpSync(join(EXAMPLE, 'slices.tsv'), join(dir, 'data/slices.tsv'));
    cpSync(join(EXAMPLE, 'queries.tsv'), join(dir, 'data/queries.tsv'));
    const lines = await initCommand({ dir, name: 'help-center' });
    expect(lines).not.toContain('wrote data/slices.tsv');
    const rc = loadContract(join(dir, 'rankgate.yml'));
    expect(rc.contract).toMatchObject({
      judgments: 'data/qrels.dev.txt',
      slices: 'data/slices.tsv',
      queries: 'data/queries.tsv',
      baseline: 'baselines/help-center.trec',
    });
  });

  it('refuses to overwrite without --force, naming every file; --force replaces them', async () => {
    const dir = repoWithJudgments('force');
    writeFileSync(join(dir, 'rankgate.yml'), 'mine\n');
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(join(dir, '.github/workflows/rankgate.yml'), 'mine\n');
    const e = await rejectionOf(initCommand({ dir }));
    expect(e.format()).toBe(
      `${dir}: would overwrite rankgate.yml, .github/workflows/rankgate.yml (pass --force to replace them)`,
    );
    expect(readFileSync(join(dir, 'rankgate.yml'), 'utf8')).toBe('mine\n');
    // Nothing was written, not even the files that did not clash.
    expect(existsSync(join(dir, 'eval/slices.tsv'))).toBe(false);
    await initCommand({ dir, force: true });
    expect(readFileSync(join(dir, 'rankgate.yml'), 'utf8')).toContain('version: 1');
  });

  it('without judgments: exit 2 with the fix; a bad --name is refused', async () => {
    const dir = tmp.case('empty');
    const r = io();
    expect(await main(['init', '--dir', dir], r)).toBe(2);
    expect(r.err()).toContain('no judgments file given or found (pass --judgments eval/qrels.txt');
    const d2 = repoWithJudgments('badname');
    expect((await rejectionOf(initCommand({ dir: d2, name: 'no spaces' }))).message).toContain('is not a gate id');
  });

  it("a second gate in a subfolder: paths from where it runs, workflows in the repository's .github/workflows/", async () => {
    const repo = repoWithJudgments('subfolder', 'evals/dl20/qrels.txt');
    execFileSync('git', ['init', '-q', repo]);
    // Run from the repository root with paths as the shell completes them (relative to the working directory).
    const lines = await initCommand({
      dir: 'evals/dl20',
      judgments: 'evals/dl20/qrels.txt',
      name: 'dl20',
      cwd: repo,
      fork: true,
    });
    expect(lines.slice(0, 5)).toEqual([
      'wrote evals/dl20/rankgate.yml',
      'wrote evals/dl20/eval/slices.tsv',
      'wrote .github/workflows/rankgate.yml',
      'wrote .github/workflows/rankgate-history.yml',
      'wrote .github/workflows/rankgate-comment.yml',
    ]);
    expect(existsSync(join(repo, 'evals/dl20/.github'))).toBe(false);
    // The contract's paths are relative to the contract; the workflows name the contract from the repository root.
    expect(loadContract(join(repo, 'evals/dl20/rankgate.yml')).contract).toMatchObject({
      name: 'dl20',
      judgments: 'qrels.txt',
      baseline: 'baselines/dl20.trec',
    });
    expect(
      parse(readFileSync(join(repo, '.github/workflows/rankgate.yml'), 'utf8')).jobs.rankgate.steps[2].with.contract,
    ).toBe('evals/dl20/rankgate.yml');
    expect(
      parse(readFileSync(join(repo, '.github/workflows/rankgate-history.yml'), 'utf8')).jobs.history.steps[2].with
        .contract,
    ).toBe('evals/dl20/rankgate.yml');
    // The next steps name this gate's contract, not the root's.
    expect(lines).toContain('  rankgate validate --contract evals/dl20/rankgate.yml');
    expect(lines).toContain(
      "  rankgate baseline --contract evals/dl20/rankgate.yml --run <the main branch's run>   # writes evals/dl20/baselines/dl20.trec",
    );
    // From inside the subfolder, the same paths written relative to it.
    const inside = repoWithJudgments('inside', 'evals/dl20/qrels.txt');
    execFileSync('git', ['init', '-q', inside]);
    await initCommand({ dir: '.', judgments: 'qrels.txt', cwd: join(inside, 'evals/dl20'), history: false });
    expect(loadContract(join(inside, 'evals/dl20/rankgate.yml')).contract.judgments).toBe('qrels.txt');
    expect(existsSync(join(inside, '.github/workflows/rankgate.yml'))).toBe(true);
  });

  it('a second gate joins the workflows the first wrote: one workflow runs both, each gate with its own run', async () => {
    const repo = repoWithJudgments('two-gates');
    mkdirSync(join(repo, 'evals/dl20'), { recursive: true });
    cpSync(join(EXAMPLE, 'qrels.txt'), join(repo, 'evals/dl20/qrels.txt'));
    execFileSync('git', ['init', '-q', repo]);
    await initCommand({ dir: '.', cwd: repo, fork: true });
    // A line of the user's own in the workflow survives the edit.
    const pr = join(repo, '.github/workflows/rankgate.yml');
    writeFileSync(pr, readFileSync(pr, 'utf8').replace('jobs:\n', 'jobs:\n  # our own note\n'));
    const lines = await initCommand({
      dir: 'evals/dl20',
      judgments: 'evals/dl20/qrels.txt',
      name: 'dl20',
      run: 'runs/dl20.trec',
      runCommand: './scripts/dl20-eval > runs/dl20.trec',
      cwd: repo,
      fork: true,
    });
    expect(lines.slice(0, 4)).toEqual([
      'wrote evals/dl20/rankgate.yml',
      'wrote evals/dl20/eval/slices.tsv',
      'updated .github/workflows/rankgate.yml: it runs gate "dl20" too (evals/dl20/rankgate.yml)',
      'updated .github/workflows/rankgate-history.yml: it runs gate "dl20" too (evals/dl20/rankgate.yml)',
    ]);
    const text = readFileSync(pr, 'utf8');
    expect(text).toContain('  # our own note\n');
    const wf = parse(text) as {
      jobs: { rankgate: { steps: { name?: string; run?: string; with?: Record<string, string> }[] } };
    };
    const step = wf.jobs.rankgate.steps[2]!;
    expect(step.with!['contract']).toBe('rankgate.yml\nevals/dl20/rankgate.yml\n');
    expect(step.with!['run']).toBe('runs/candidate.trec\ndl20=runs/dl20.trec\n');
    expect(wf.jobs.rankgate.steps[1]!.run).toBe(
      'mkdir -p runs\n./scripts/search-eval > runs/candidate.trec\n./scripts/dl20-eval > runs/dl20.trec\n',
    );
    // The action reads those inputs as two gates, each with its own run.
    const plans = planGates({
      contracts: expandContracts(step.with!['contract']!, repo).map((c) => ({ path: join(repo, c), label: c })),
      runs: parsePathMap(step.with!['run']!, 'input "run"'),
      baselines: null,
      names: { run: 'input "run"', baseline: 'input "baseline"' },
    });
    expect(plans.map((p) => [p.gate, p.run])).toEqual([
      ['search', 'runs/candidate.trec'],
      ['dl20', 'runs/dl20.trec'],
    ]);
    // The history workflow the same; the fork workflow serves every gate as it is. A third run for the same contract is
    // a clash, as before.
    expect(
      parse(readFileSync(join(repo, '.github/workflows/rankgate-history.yml'), 'utf8')).jobs.history.steps[2].with
        .contract,
    ).toBe('rankgate.yml\nevals/dl20/rankgate.yml\n');
    const again = await rejectionOf(
      initCommand({ dir: 'evals/dl20', judgments: 'evals/dl20/qrels.txt', name: 'dl20', cwd: repo }),
    );
    expect(again.message).toContain('would overwrite evals/dl20/rankgate.yml');
  });

  it('reports every written file that still holds the placeholder repository, the comment workflow too', async () => {
    const lines = await initCommand({ dir: repoWithJudgments('placeholder'), fork: true });
    // This checkout's package.json says OWNER/rankgate (a release names the repository): three workflows hold it.
    expect(actionRef()).toBe('OWNER/rankgate@v1');
    expect(lines[lines.length - 1]).toBe(
      "  replace OWNER/rankgate with rankgate's GitHub repository (owner/name) in .github/workflows/rankgate.yml, " +
        '.github/workflows/rankgate-history.yml, .github/workflows/rankgate-comment.yml',
    );
    // A released package names its repository: the workflows use it, and nothing is left to replace.
    const released = tmp.case('released');
    writeFileSync(
      join(released, 'package.json'),
      JSON.stringify({ repository: { type: 'git', url: 'git+https://github.com/acme-search/rankgate.git' } }),
    );
    expect(actionRef(released)).toBe('acme-search/rankgate@v1');
    writeFileSync(join(released, 'package.json'), 'not json');
    expect(actionRef(released)).toBe('OWNER/rankgate@v1');
  });

  it('is deterministic: the same repository gives the same files', async () => {
    const a = repoWithJudgments('det-a');
    const b = repoWithJudgments('det-b');
    await initCommand({ dir: a, fork: true });
    await initCommand({ dir: b, fork: true });
    for (const f of [
      'rankgate.yml',
      'eval/slices.tsv',
      '.github/workflows/rankgate.yml',
      '.github/workflows/rankgate-history.yml',
      '.github/workflows/rankgate-comment.yml',
    ]) {
      expect(readFileSync(join(a, f), 'utf8')).toBe(readFileSync(join(b, f), 'utf8'));
    }
  });

  it('without a baseline run: the default rules, and how to fit them; a second run or churn without one is refused with the fix', async () => {
    const dir = repoWithJudgments('unfitted');
    const lines = await initCommand({ dir });
    const text = readFileSync(join(dir, 'rankgate.yml'), 'utf8');
    expect(text).toContain(
      '    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }   # absolute drops; "3%" = relative\n    - { measure: R@100, slices: [all], fail: 0.01 }\n',
    );
    expect(text).not.toContain('Fitted by rankgate init');
    expect(lines).toContain(
      "  rankgate init --force --baseline <the main branch's run> [--candidate <a second run>]   # fits the thresholds to your data",
    );
    const e = await rejectionOf(initCommand({ dir: repoWithJudgments('churn-no-base'), churn: 0.1 }));
    expect(e.message).toBe(
      '--churn fits the thresholds to the baseline run, and baselines/search.trec does not exist yet',
    );
    expect(e.fix).toContain('--baseline');
  });

  it("with the example's runs: a fitted contract that validate passes with every gated slice resolving its threshold", async () => {
    const dir = repoWithJudgments('fitted');
    cpSync(join(EXAMPLE, 'slices.tsv'), join(dir, 'eval/slices.tsv'));
    cpSync(join(EXAMPLE, 'candidate-fixed.trec'), join(dir, 'main.trec'));
    cpSync(join(EXAMPLE, 'candidate.trec'), join(dir, 'cand.trec'));
    const lines = await initCommand({ dir, cwd: dir, baseline: 'main.trec', churn: 0.05 });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Fitted the gate to a churn of 0\.05: \d+ gated \(slice, measure\) pairs, each resolving its threshold/,
      ),
    );
    const text = readFileSync(join(dir, 'rankgate.yml'), 'utf8');
    expect(text).toContain('  # Paired variance: a per-query churn (sd of the paired differences) of 0.05.');
    // At churn 0.05 the 117 queries of `all` resolve the default 0.02 (a warn only when it resolves one below it).
    expect(text).toMatch(
      / {4}- \{ measure: nDCG@10, slices: \["all"\],( warn: 0\.01,)? fail: 0\.02 \} {3}# 117 queries, MDE 0\.0\d{3}\n/,
    );
    // The 25 queries of type=ambiguous do not: a threshold raised to one they resolve.
    expect(text).toMatch(
      / {4}- \{ measure: nDCG@10, slices: \["type=ambiguous"\], (warn: 0\.0\d+, )?fail: 0\.0[3-9]\d* \} {3}# 25 queries, MDE 0\.0\d{3}\n/,
    );
    // validate knows only the baseline, so it judges by the assumed churn: fitted to that, it has nothing to warn about.
    await initCommand({ dir, cwd: dir, baseline: 'main.trec', force: true });
    const v = await validateCommand(join(dir, 'rankgate.yml'), dir);
    expect(v.ok).toBe(true);
    expect(v.lines.some((l) => l.startsWith('⚠'))).toBe(false);
  });
});
