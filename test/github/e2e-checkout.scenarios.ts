import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseReport, type Report } from '../../src/report/schema.js';
import { FakeGitHub } from './fake-github.js';
import { TOKEN, git, gitWorkspace, runAction, snapshotTree, type ActionRun, type RunOptions } from './harness.js';

/**
 * Where the repository is: the action in its own process against the loopback GitHub API, with the repository checked
 * out the ways workflows do it (the workspace itself, `path: code` with `working-directory: code`, a shallow clone
 * without the base commit, a monorepo with gates in sub-folders, a checkout without git). Whatever the layout, the
 * paths asked of GitHub are relative to the repository root, and a base that cannot be established fails the check.
 */

const FAILING = 'examples/help-center/candidate.trec';
const CONTRACT = 'examples/help-center/rankgate.yml';
const QRELS = 'examples/help-center/qrels.txt';
const SLICES = 'examples/help-center/slices.tsv';
const QUERIES = 'examples/help-center/queries.tsv';
const BASELINE = 'baselines/help-center.trec';
const PR = 7;

const reportOf = (r: ActionRun): Report => parseReport(readFileSync(r.outputs['report']!, 'utf8'));
const errors = (r: ActionRun) => r.stdout.split('\n').filter((l) => l.startsWith('::error::'));

function expectClean(r: ActionRun): void {
  expect(r.stdout + r.stderr).not.toContain(TOKEN);
  expect(r.stdout + r.stderr).not.toMatch(/^\s+at .+\(.*:\d+:\d+\)$/m);
}

/** The PR: it loosens its own fail threshold on nDCG@10 from 0.02 to 0.9 (and the others), so it passes only under its own contract. */
const loosen = (text: string) =>
  text
    .replace('warn: 0.01, fail: 0.02', 'warn: 0.8, fail: 0.9')
    .replace('fail: 0.05 }', 'fail: 0.9 }')
    .replace('fail: 0.01 }', 'fail: 0.9 }');
const loosenAt = (ws: string, file: string) =>
  writeFileSync(join(ws, file), loosen(readFileSync(join(ws, file), 'utf8')));

const prEvent = (base: string, head: string, o: { labels?: string[]; headRef?: string } = {}) => ({
  pull_request: {
    number: PR,
    head: { sha: head, ref: o.headRef ?? 'loosen-the-gate', repo: { full_name: 'acme/search' } },
    base: { sha: base, ref: 'main', repo: { full_name: 'acme/search' } },
    labels: (o.labels ?? []).map((name) => ({ name })),
  },
  repository: { full_name: 'acme/search' },
});

interface Layout {
  /** actions/checkout `path:` ('' for the workspace itself). */
  path: string;
  /** fetch-depth 1: the base commit is not in the clone. */
  shallow: boolean;
  /** Replace .git by nothing: the checkout GitHub's tarball gives where git is missing. */
  noGit?: boolean;
}

export function defineCheckoutScenarios(label: string, node: () => string, action: () => string = node): void {
  describe(`checkout layouts: paths asked of GitHub, and failing closed on the base (${label})`, () => {
    /** What runs the action: the bundle under this Node, or the sources in this process (IN_PROCESS). */
    let how = '';
    let fake: FakeGitHub;
    beforeAll(() => {
      how = action();
    });
    afterEach(async () => {
      await fake?.stop();
    });

    /** The action on the PR event for checkout `c` (its base and head commits), with these inputs and options. */
    const prRun = (
      c: { ws: string; base: string; head: string },
      inputs: Record<string, string>,
      o: { event?: Parameters<typeof prEvent>[2] } & Omit<Partial<RunOptions>, 'inputs'> = {},
    ) => {
      const { event, ...rest } = o;
      return runAction({
        node: how,
        workspace: c.ws,
        api: fake.url,
        eventName: 'pull_request',
        payload: prEvent(c.base, c.head, event),
        inputs,
        ...rest,
      });
    };

    /**
     * The repository (the example data; `setup` before the base commit, `change` as the PR's head commit) checked out
     * as `layout` says into a fresh workspace; the fake serves both commits' trees and the PR's files list.
     */
    const checkout = async (
      layout: Layout,
      change: (repo: string) => void,
      setup: (repo: string) => void = () => {},
    ) => {
      fake = new FakeGitHub();
      await fake.start();
      let baseTree = new Map<string, Buffer>();
      const src = gitWorkspace((repo) => {
        baseTree = snapshotTree(repo);
        change(repo);
      }, setup);
      const ws = mkdtempSync(join(tmpdir(), 'rankgate-ws-'));
      const dir = layout.path ? join(ws, layout.path) : ws;
      git(ws, 'clone', '-q', ...(layout.shallow ? ['--depth', '1'] : []), `file://${src.ws}`, dir);
      if (layout.noGit) rmSync(join(dir, '.git'), { recursive: true });
      fake.trees.set(src.base, baseTree);
      fake.trees.set(src.head, snapshotTree(src.ws));
      fake.pullCommits.set(PR, { base: src.base, head: src.head });
      return { ws, base: src.base, head: src.head };
    };
    const contentsAsked = () =>
      fake.requests
        .filter((x) => x.path.includes('/contents/') && !x.path.endsWith('?ref=rankgate-data'))
        .map((x) => decodeURIComponent(new URL(x.path, fake.url).pathname.split('/contents/')[1]!));

    it("path: code, fetch-depth 1: the contract GitHub is asked for is the repository's, and a PR that loosens its own gate fails", async () => {
      const c = await checkout({ path: 'code', shallow: true }, (repo) => loosenAt(repo, CONTRACT));
      // The action's own system temp directory, to see that it leaves nothing there.
      const systemTemp = mkdtempSync(join(tmpdir(), 'rankgate-system-temp-'));
      const r = await prRun(
        c,
        { 'working-directory': 'code', contract: CONTRACT, run: FAILING },
        { env: { TMPDIR: systemTemp } },
      );
      expect(r.code).toBe(1);
      expect(r.outputs['verdict']).toBe('fail');
      const report = reportOf(r);
      expect(report.goalposts).toMatchObject({ ref: c.base, source: 'api', used: 'base', changed: true });
      expect(report.goalposts!.contract.changes).toContainEqual({
        field: 'gate.rules[0].fail',
        base: '0.02',
        head: '0.9',
      });
      // Every path asked at the base commit is the repository's own, never code/…; all were found (no 404).
      expect(contentsAsked().sort()).toEqual([BASELINE, CONTRACT, QRELS, QUERIES, SLICES].sort());
      expect(
        fake.requests
          .filter((x) => x.path.includes('/contents/') && x.path.includes(`ref=${c.base}`))
          .map((x) => x.status),
      ).toEqual([200, 200, 200, 200, 200]);
      // Under its own contract it would have passed: the rescored verdict says so.
      expect(report.goalposts!.rescored!.verdict).toBe('pass');
      expect(r.stdout).toContain(
        `rankgate: evaluation files read at the base commit ${c.base.slice(0, 12)} with the contents API; the gate uses the base versions (this PR changes them)`,
      );
      // The annotations point at the contract by its path in the repository: GitHub places an annotation on the file of
      // that path in the PR (the runner makes only absolute paths relative to the workspace, not to a checkout in it).
      expect(r.stdout).toMatch(new RegExp(`^::error title=rankgate help-center[^,]*,file=${CONTRACT}`, 'm'));
      // The base files' temp folder is gone: RUNNER_TEMP holds the report files only, the system temp directory nothing.
      expect(readdirSync(join(r.tmp, 'temp'))).toEqual(['rankgate']);
      expect(readdirSync(systemTemp)).toEqual([]);
      expectClean(r);
    });

    it('path: code with the full history: git reads the base commit, nothing is asked of the contents API', async () => {
      // A baseline blessed on 2026-10-01: its age is counted to the head commit's date (2026-11-02), 32 days.
      const dated = (repo: string) =>
        writeFileSync(
          join(repo, BASELINE),
          readFileSync(join(repo, BASELINE), 'utf8').replace(
            '# rankgate baseline\n',
            '# rankgate baseline\n# date: 2026-10-01T10:00:00Z\n',
          ),
        );
      const c = await checkout({ path: 'code', shallow: false }, (repo) => loosenAt(repo, CONTRACT), dated);
      const r = await prRun(c, { 'working-directory': 'code', contract: CONTRACT, run: FAILING });
      expect(r.code).toBe(1);
      expect(reportOf(r).goalposts).toMatchObject({ ref: c.base, source: 'git', used: 'base', changed: true });
      expect(contentsAsked()).toEqual([]);
      // The baseline's age is measured to the checkout's commit date: git found the repository under code/.
      expect(reportOf(r).baseline).toMatchObject({ date: '2026-10-01T10:00:00Z', ageDays: 32 });
    });

    it("a monorepo with two gates in two sub-folders, shallow under path: code: each gate's base files at its repository path", async () => {
      const monorepo = (repo: string) => {
        for (const svc of ['svc-a', 'svc-b']) {
          mkdirSync(join(repo, svc));
          cpSync(join(repo, 'examples'), join(repo, svc, 'examples'), { recursive: true });
          cpSync(join(repo, 'baselines'), join(repo, svc, 'baselines'), { recursive: true });
        }
        rmSync(join(repo, 'examples'), { recursive: true });
        rmSync(join(repo, 'baselines'), { recursive: true });
        const b = join(repo, 'svc-b', CONTRACT);
        writeFileSync(b, readFileSync(b, 'utf8').replace('name: help-center ', 'name: help-b      '));
      };
      const c = await checkout(
        { path: 'code', shallow: true },
        (repo) => {
          loosenAt(repo, `svc-a/${CONTRACT}`);
          loosenAt(repo, `svc-b/${CONTRACT}`);
        },
        monorepo,
      );
      const r = await runAction({
        node: how,
        workspace: c.ws,
        api: fake.url,
        eventName: 'pull_request',
        payload: prEvent(c.base, c.head),
        inputs: {
          'working-directory': 'code',
          contract: `svc-a/${CONTRACT}\nsvc-b/${CONTRACT}`,
          run: `help-center=svc-a/${FAILING}\nhelp-b=svc-b/${FAILING}`,
          comment: 'off',
        },
      });
      expect(r.code).toBe(1);
      expect(JSON.parse(r.outputs['verdicts']!)).toEqual({ 'help-center': 'fail', 'help-b': 'fail' });
      const asked = contentsAsked();
      for (const svc of ['svc-a', 'svc-b']) {
        expect(asked).toEqual(expect.arrayContaining([`${svc}/${CONTRACT}`, `${svc}/${QRELS}`, `${svc}/${BASELINE}`]));
      }
      expect(asked.filter((p) => !p.startsWith('svc-a/') && !p.startsWith('svc-b/'))).toEqual([]);
      expectClean(r);
    });

    it('a checkout without git under path: code: GitHub has no code/… at the base, the PR does not add it, so the check fails and says why', async () => {
      const c = await checkout({ path: 'code', shallow: true, noGit: true }, (repo) => loosenAt(repo, CONTRACT));
      const r = await prRun(c, { 'working-directory': 'code', contract: CONTRACT, run: FAILING });
      expect(r.code).toBe(1);
      expect(r.outputs['verdict']).toBeUndefined();
      // Without git the workspace is taken for the repository root; the 404 is not believed, the PR's files list is asked.
      expect(contentsAsked()).toEqual([`code/${CONTRACT}`]);
      expect(
        fake.requests.filter((x) => x.path.startsWith(`/repos/acme/search/pulls/${PR}/files`)).map((x) => x.status),
      ).toEqual([200]);
      expect(errors(r)).toEqual([
        `::error::rankgate: the contract code/${CONTRACT} is not found at the base commit ${c.base.slice(0, 12)} (read through the API) and this change does not add it, so the gate cannot tell which version to hold this change to; ` +
          'the paths asked of GitHub are relative to the workspace, as no git checkout holds the contract (check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit; if the PR does add the file, give the job `pull-requests: read` so its files can be listed)',
      ]);
      expect(r.summary).toContain('rankgate · **error**');
      expect(fake.comments).toEqual([]);
      expectClean(r);
    });

    it("a PR that adds the contract (shallow): GitHub's 404 is believed because the PR's files list has it added", async () => {
      let contract = '';
      const c = await checkout(
        { path: 'code', shallow: true },
        (repo) => writeFileSync(join(repo, CONTRACT), contract),
        (repo) => {
          contract = readFileSync(join(repo, CONTRACT), 'utf8');
          rmSync(join(repo, CONTRACT));
        },
      );
      const r = await prRun(c, { 'working-directory': 'code', contract: CONTRACT, run: FAILING, comment: 'off' });
      expect(r.code).toBe(1);
      const report = reportOf(r);
      expect(report.goalposts).toMatchObject({
        source: 'api',
        used: 'head',
        contract: { path: CONTRACT, status: 'added' },
      });
      expect(report.goalposts!.notes.join(' ')).toContain(
        `the base commit has no ${CONTRACT}: this PR adds the contract`,
      );
      expect(contentsAsked()).toEqual([CONTRACT]);
    });

    it('fetch-depth 1 and no token: the base cannot be read, so the check fails with the fix', async () => {
      const c = await checkout({ path: '', shallow: true }, (repo) => loosenAt(repo, CONTRACT));
      const r = await prRun(c, { contract: CONTRACT, run: FAILING, 'github-token': '' });
      expect(r.code).toBe(1);
      expect(errors(r)).toEqual([
        `::error::rankgate: the base commit ${c.base.slice(0, 12)} is not in the checkout and input "github-token" is empty, so the gate cannot read the base's contract, judgments, slices and baseline to hold this PR to them ` +
          '(check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit, or pass github-token with `contents: read`)',
      ]);
      expect(fake.requests).toEqual([]);
    });

    it('refresh-on-accept under path: code commits the baseline at its repository path, not code/…', async () => {
      const branch = 'trade-exact-for-recall';
      const c = await checkout({ path: 'code', shallow: false }, () => {});
      fake.branches.set(branch, c.head);
      const r = await prRun(
        c,
        { 'working-directory': 'code', contract: CONTRACT, run: FAILING, 'refresh-on-accept': 'true' },
        { event: { labels: ['rankgate: accept'], headRef: branch } },
      );
      expect(r.code).toBe(0);
      const a = reportOf(r).acceptedRefresh!;
      expect(a).toMatchObject({ status: 'committed', path: BASELINE, branch });
      // The command is run from the repository root, so it names the repository's paths too.
      expect(a.command).toBe(
        `npx rankgate baseline --contract ${CONTRACT} --run ${FAILING} --commit ${c.head} --date 2026-11-02T10:00:00+00:00`,
      );
      const puts = fake.requests.filter((x) => x.method === 'PUT');
      expect(puts.map((x) => decodeURIComponent(new URL(x.path, fake.url).pathname))).toEqual([
        `/repos/acme/search/contents/${BASELINE}`,
      ]);
      const sent = puts[0]!.body as { branch: string; sha: string; message: string; content: string };
      expect(sent.branch).toBe(branch);
      expect(sent.message).toBe(`rankgate: refresh the baseline ${BASELINE} with the accepted candidate`);
      expect(Buffer.from(sent.content, 'base64').equals(fake.fileOn(branch, BASELINE)!)).toBe(true);
      expect(fake.fileOn(branch, `code/${BASELINE}`)).toBeUndefined();
      expectClean(r);
    });
  });
}
