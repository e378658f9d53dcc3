import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/marker.js';
import { parseReport, type Report } from '../../src/report/schema.js';
import { HISTORY_SCHEMA, parseHistory, recordFromReport, serializeRecord } from '../../src/pipeline/history.js';
import { FakeGitHub, type FakeOptions } from './fake-github.js';
import {
  REPO,
  TOKEN,
  git,
  gitWorkspace,
  makeWorkspace,
  runAction,
  snapshotTree,
  type ActionRun,
  type RunOptions,
} from './harness.js';

/**
 * End-to-end scenarios of main's history, several gates in one step, and the baseline refresh after an accepted
 * regression, against the loopback GitHub API: the action's sources in-process (e2e-history.test.ts) or a bundle in its own process.
 */

const FAILING = 'examples/help-center/candidate.trec';
const PASSING = 'examples/help-center/candidate-fixed.trec';
const CONTRACT = 'examples/help-center/rankgate.yml';
const BASELINE = 'baselines/help-center.trec';
const HISTORY = 'help-center/history.jsonl';
const DATA = 'rankgate-data';
const PR = 7;

const log = (r: ActionRun) => r.stdout + r.stderr;
const reportOf = (r: ActionRun): Report => parseReport(readFileSync(r.outputs['report']!, 'utf8'));
const warnings = (r: ActionRun) => r.stdout.split('\n').filter((l) => l.startsWith('::warning'));

function expectClean(r: ActionRun): void {
  expect(log(r)).not.toContain(TOKEN);
  expect(log(r)).not.toMatch(/^\s+at .+\(.*:\d+:\d+\)$/m);
}

const pushEvent = (sha: string, timestamp: string, branch = 'main') => ({
  ref: `refs/heads/${branch}`,
  before: '0'.repeat(40),
  after: sha,
  head_commit: { id: sha, timestamp },
  repository: { full_name: 'acme/search', default_branch: 'main' },
});

const prEvent = (o: { fork?: boolean; labels?: string[]; headSha?: string; headRef?: string } = {}) => ({
  pull_request: {
    number: PR,
    head: {
      sha: o.headSha ?? 'c'.repeat(40),
      ref: o.headRef ?? 'fix-ranking',
      repo: { full_name: o.fork ? 'forker/search' : 'acme/search' },
    },
    labels: (o.labels ?? []).map((name) => ({ name })),
  },
  repository: { full_name: 'acme/search' },
});

/** A commit with its own committer date (the harness's git fixes one date for all). */
function commitAt(ws: string, date: string, message: string): string {
  execFileSync(
    'git',
    [
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.com',
      '-c',
      'commit.gpgsign=false',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      message,
    ],
    {
      cwd: ws,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: 'ignore',
    },
  );
  return git(ws, 'rev-parse', 'HEAD');
}

export function defineHistoryScenarios(label: string, node: () => string, action: () => string = node): void {
  describe(`history, several gates, refresh on accept (${label})`, () => {
    let bin = '';
    /** What runs the action: the bundle under `bin`, or the sources in this process (IN_PROCESS). */
    let how = '';
    let fake: FakeGitHub;
    beforeAll(() => {
      bin = node();
      how = action();
    });
    afterEach(async () => {
      await fake?.stop();
    });
    const start = async (opts: FakeOptions = {}) => {
      fake = new FakeGitHub(opts);
      await fake.start();
      return fake;
    };
    const act = (o: Partial<RunOptions> & { inputs: Record<string, string>; workspace: string }) =>
      runAction({
        node: how,
        api: fake.url,
        eventName: 'pull_request',
        payload: prEvent(),
        ...o,
        inputs: { contract: CONTRACT, ...o.inputs },
      });
    const writes = () => fake.requests.filter((x) => x.method !== 'GET');

    it('pushes to main append records (one races another and retries); a PR then shows the trend and a stale baseline', async () => {
      await start();
      // Push 1, from a checkout that has the commit: its date comes from git, not from the event's timestamp.
      const ws1 = makeWorkspace();
      git(ws1, 'init', '-q');
      git(ws1, 'add', '-A');
      const c1 = commitAt(ws1, '2026-11-03T09:00:00Z', 'main 1');
      const first = await act({
        workspace: ws1,
        eventName: 'push',
        payload: pushEvent(c1, '2099-01-01T00:00:00Z'),
        inputs: { run: BASELINE },
      });
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`rankgate: history branch ${DATA} created with ${HISTORY}`);
      // An orphan commit holding the README and the first record; no PR, so no comment.
      const root = fake.commits.get(fake.branches.get(DATA)!)!;
      expect(root.parents).toEqual([]);
      expect([...fake.trees.get(root.sha)!.keys()].sort()).toEqual(['README.md', HISTORY]);
      expect(fake.fileOn(DATA, 'README.md')!.toString()).toContain(HISTORY_SCHEMA);
      expect(fake.requests.some((x) => x.path.includes('/comments'))).toBe(false);
      const line1 = fake.fileOn(DATA, HISTORY)!.toString();
      // The record is the report's candidate, at the commit and its git date: byte for byte what the format says.
      expect(line1).toBe(
        serializeRecord(
          recordFromReport(reportOf(first), { commit: c1, date: '2026-11-03T09:00:00+00:00', branch: 'main' }),
        ) + '\n',
      );

      // Pushes 2 and 3 at once: both read the same version of the file (the fake holds the reads until both are
      // there), both write; GitHub refuses the second write (stale blob sha), which reads again and appends.
      const ws2 = makeWorkspace();
      const c2 = '2'.repeat(40);
      const c3 = '3'.repeat(40);
      fake.readBarrier = { path: new RegExp(`/contents/${HISTORY}$`), count: 2 };
      const [second, third] = await Promise.all([
        act({
          workspace: ws2,
          eventName: 'push',
          payload: pushEvent(c2, '2026-11-04T09:00:00Z'),
          inputs: { run: PASSING },
        }),
        act({
          workspace: ws2,
          eventName: 'push',
          payload: pushEvent(c3, '2026-11-04T09:30:00+01:00'),
          inputs: { run: FAILING, 'fail-on': 'never' },
        }),
      ]);
      expect(second.code).toBe(0);
      expect(third.code).toBe(0);
      const puts = fake.requests.filter((x) => x.method === 'PUT' && x.path.includes('/contents/'));
      expect(puts.map((x) => x.status).sort()).toEqual([200, 200, 409]);
      expect(log(second) + log(third)).toContain('after 1 conflicting update');
      const text = fake.fileOn(DATA, HISTORY)!.toString();
      // Append only: the first record's bytes are untouched, and every line is a valid record.
      expect(text.startsWith(line1)).toBe(true);
      const { records, skipped } = parseHistory(text);
      expect(skipped).toEqual([]);
      expect(
        records
          .map((r) => r.commit)
          .slice(1)
          .sort(),
      ).toEqual([c2, c3]);
      const dateOf = Object.fromEntries(records.map((r) => [r.commit, r.date]));
      expect(dateOf).toEqual({
        [c1]: '2026-11-03T09:00:00+00:00',
        [c2]: '2026-11-04T09:00:00Z',
        [c3]: '2026-11-04T09:30:00+01:00',
      });
      expect(new Set(records.map((r) => r.contract)).size).toBe(1);
      expect(records[0]!.slices.map((s) => s.name)).toEqual(reportOf(first).slices.map((s) => s.name));
      // Each data-branch commit has the previous one as parent: nothing was rewritten.
      let head = fake.commits.get(fake.branches.get(DATA)!)!;
      const chain = [head.sha];
      while (head.parents.length) {
        head = fake.commits.get(head.parents[0]!)!;
        chain.push(head.sha);
      }
      expect(chain).toHaveLength(3);
      expect(chain[2]).toBe(root.sha);

      // A re-run of push 3 adds nothing.
      const again = await act({
        workspace: ws2,
        eventName: 'push',
        payload: pushEvent(c3, '2026-11-04T09:30:00+01:00'),
        inputs: { run: FAILING, 'fail-on': 'never' },
      });
      expect(again.stdout).toContain(`already has commit ${c3.slice(0, 12)} under this contract`);
      expect(fake.fileOn(DATA, HISTORY)!.toString()).toBe(text);

      // The PR: the trend of nDCG@10 on all and on every slice that fired, with the candidate last; and, since main's
      // latest record no longer scores what the committed baseline scores, the stale notice with the command.
      const ws3 = makeWorkspace();
      const pr = await act({ workspace: ws3, inputs: { run: FAILING } });
      expect(pr.code).toBe(1);
      const report = reportOf(pr);
      const t = report.trend!;
      expect(t.points.map((p) => p.commit)).toEqual(records.map((r) => r.commit));
      expect(t).toMatchObject({ measure: 'nDCG@10', branch: DATA, file: HISTORY, records: 3 });
      const fired = [...new Set(report.verdict.reasons.map((r) => r.slice))];
      expect(t.series.map((s) => s.slice)).toEqual(['all', ...fired.filter((s) => s !== 'all')]);
      expect(fired).toContain('type=exact-id');
      for (const s of t.series) {
        expect(s.candidate).toBe(report.slices.find((x) => x.name === s.slice)!.measures['nDCG@10']!.candidate);
        expect(s.main).toEqual(records.map((r) => r.slices.find((x) => x.name === s.slice)!.means['nDCG@10']));
      }
      // The first record is the baseline run itself: its all-slice value is the report's baseline mean.
      expect(t.series[0]!.main[0]).toBe(report.slices[0]!.measures['nDCG@10']!.baseline);
      const latest = records[records.length - 1]!;
      expect(t.stale).toMatchObject({
        commit: latest.commit,
        date: latest.date,
        measure: 'nDCG@10',
        recorded: latest.slices[0]!.means['nDCG@10'],
        baseline: report.slices[0]!.measures['nDCG@10']!.baseline,
      });
      expect(t.stale!.command).toBe(
        `npx rankgate baseline --contract ${CONTRACT} --run ${FAILING} --commit ${latest.commit} --date ${latest.date}`,
      );
      const body = fake.commentsOn(PR)[0]!.body;
      if (process.env['RANKGATE_SHOW_COMMENT']) console.log(body);
      expect(body).toContain('#### nDCG@10 on main, last 3 records → this PR');
      expect(body).toMatch(/\| \*\*all\*\* \| `[▁▂▃▄▅▆▇█]{3} → [▁▂▃▄▅▆▇█]` \|/);
      expect(body).toContain('| `type=exact-id` | `');
      expect(body).toContain('⚠️ **The baseline is stale:**');
      expect(body).toContain('```sh\n' + t.stale!.command + '\n```');
      expect(pr.stdout).toContain('::warning::rankgate help-center: the baseline is stale');
      expect(
        fake.requests
          .filter((x) => x.method === 'GET' && x.path.includes('/contents/'))
          .every((x) => x.path.includes(`ref=${DATA}`)),
      ).toBe(true);
      // trend-points keeps the last N.
      const two = await act({ workspace: ws3, inputs: { run: FAILING, 'trend-points': '2', comment: 'off' } });
      expect(reportOf(two).trend!.points.map((p) => p.commit)).toEqual(records.slice(1).map((r) => r.commit));
      [first, second, third, pr].forEach(expectClean);
    });

    it('a push whose token cannot write warns and keeps the verdict; history-branch: "" touches no API; a push to another branch records nothing', async () => {
      await start({ readOnly: true });
      const ws = makeWorkspace();
      const denied = await act({
        workspace: ws,
        eventName: 'push',
        payload: pushEvent('4'.repeat(40), '2026-11-05T09:00:00Z'),
        inputs: { run: PASSING },
      });
      expect(denied.code).toBe(0);
      expect(denied.outputs['verdict']).toBe('pass');
      expect(warnings(denied).join('\n')).toContain(
        `::warning::rankgate could not record main's history in ${HISTORY} on branch ${DATA} (HTTP 403: Resource not accessible by integration); the verdict is unchanged.`,
      );
      expect(denied.stdout).toContain('contents: write');
      const failing = await act({
        workspace: ws,
        eventName: 'push',
        payload: pushEvent('4'.repeat(40), '2026-11-05T09:00:00Z'),
        inputs: { run: FAILING },
      });
      expect(failing.code).toBe(1); // the verdict still decides, not the history
      const before = fake.requests.length;
      const off = await act({
        workspace: ws,
        eventName: 'push',
        payload: pushEvent('5'.repeat(40), '2026-11-05T09:00:00Z'),
        inputs: { run: PASSING, 'history-branch': '' },
      });
      const other = await act({
        workspace: ws,
        eventName: 'push',
        payload: pushEvent('6'.repeat(40), '2026-11-05T09:00:00Z', 'feature'),
        inputs: { run: PASSING },
      });
      expect([off.code, other.code]).toEqual([0, 0]);
      expect(fake.requests.slice(before)).toEqual([]);
      expect(warnings(off).concat(warnings(other))).toEqual([]);
    });

    it("two contracts in one step: two comments, two summary sections, annotations per gate, the worst verdict and every gate's", async () => {
      await start();
      const ws = makeWorkspace();
      // A second gate over the same data, in its own folder (its paths relative to it).
      mkdirSync(join(ws, 'evals/tail'), { recursive: true });
      const text = readFileSync(join(ws, CONTRACT), 'utf8')
        .replace('name: help-center', 'name: tail')
        .replace(/^(judgments|slices|queries): (\S+)/gm, '$1: ../../examples/help-center/$2');
      writeFileSync(join(ws, 'evals/tail/rankgate.yml'), text);
      mkdirSync(join(ws, 'evals/main'), { recursive: true });
      cpSync(join(ws, CONTRACT), join(ws, 'evals/main/rankgate.yml'));
      const main = readFileSync(join(ws, 'evals/main/rankgate.yml'), 'utf8').replace(
        /^(judgments|slices|queries): (\S+)/gm,
        '$1: ../../examples/help-center/$2',
      );
      writeFileSync(join(ws, 'evals/main/rankgate.yml'), main);
      fake.currentRunId = 4242;
      const r = await act({
        workspace: ws,
        artifacts: true,
        inputs: { contract: 'evals/*/rankgate.yml', run: `help-center=${FAILING}\ntail=${PASSING}` },
      });
      expect(r.code).toBe(1);
      expect(r.outputs['verdict']).toBe('fail');
      expect(JSON.parse(r.outputs['verdicts']!)).toEqual({ 'help-center': 'fail', tail: 'pass' });
      expect(r.outputs['verdicts']).toBe('{"help-center":"fail","tail":"pass"}');
      const comments = fake.commentsOn(PR);
      expect(comments.map((c) => c.body.split('\n')[0])).toEqual([commentMarker('help-center'), commentMarker('tail')]);
      expect(comments[0]!.body).toContain('**fail**');
      expect(comments[1]!.body).toContain('**pass**');
      expect(r.outputs['comment-url']).toContain(`#issuecomment-${comments[0]!.id}`);
      expect(r.outputs['report']).toBe(join(r.tmp, 'temp/rankgate/help-center/report.json'));
      expect(r.summary.indexOf(commentMarker('help-center'))).toBeGreaterThanOrEqual(0);
      expect(r.summary.indexOf(commentMarker('tail'))).toBeGreaterThan(r.summary.indexOf(commentMarker('help-center')));
      expect(fake.artifacts.map((a) => a.name).sort()).toEqual([
        'rankgate-help-center',
        'rankgate-help-center.html',
        'rankgate-tail',
        'rankgate-tail.html',
      ]);
      const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error title=rankgate '));
      expect(errors.length).toBeGreaterThan(0);
      expect(
        errors.filter(
          (l) => !(l.includes('file=evals/main/rankgate.yml') && l.includes('title=rankgate help-center%3A')),
        ),
      ).toEqual([]);
      expect(r.stdout).toContain('::error::rankgate: help-center: fail:');

      // The same gate id twice is refused with one line, before anything is compared.
      writeFileSync(join(ws, 'evals/tail/rankgate.yml'), text.replace('name: tail', 'name: help-center'));
      const dup = await act({
        workspace: ws,
        inputs: { contract: 'evals/main/rankgate.yml\nevals/tail/rankgate.yml', run: FAILING },
      });
      expect(dup.code).toBe(1);
      expect(dup.stdout).toContain(
        '::error::rankgate: gate id "help-center" is used by two contracts, evals/main/rankgate.yml and evals/tail/rankgate.yml',
      );
      expectClean(r);
    });

    it("an accepted regression with refresh-on-accept commits the refreshed baseline to the PR branch: the bytes the comment's command writes", async () => {
      await start();
      const w = gitWorkspace(() => {});
      const branch = 'trade-exact-for-recall';
      fake.trees.set(w.head, snapshotTree(w.ws));
      fake.branches.set(branch, w.head);
      const payload = prEvent({ labels: ['rankgate: accept'], headSha: w.head, headRef: branch });
      const r = await act({ workspace: w.ws, payload, inputs: { run: FAILING, 'refresh-on-accept': 'true' } });
      expect(r.code).toBe(0);
      expect(r.outputs['accepted']).toBe('true');
      const report = reportOf(r);
      const a = report.acceptedRefresh!;
      expect(a).toMatchObject({ status: 'committed', path: BASELINE, branch });
      expect(a.command).toBe(
        `npx rankgate baseline --contract ${CONTRACT} --run ${FAILING} --commit ${w.head} --date 2026-11-02T10:00:00+00:00`,
      );
      const tip = fake.commits.get(fake.branches.get(branch)!)!;
      expect(tip.sha).toBe(a.commit);
      expect(tip.parents).toEqual([w.head]);
      // The committed file is exactly what the comment's command writes in a checkout of the branch.
      const out = mkdtempSync(join(tmpdir(), 'rankgate-refresh-'));
      cpSync(w.ws, out, { recursive: true });
      execFileSync(bin, [join(REPO, 'dist/cli.js'), ...a.command.replace(/^npx rankgate /, '').split(' ')], {
        cwd: out,
        stdio: 'pipe',
      });
      const committed = fake.fileOn(branch, BASELINE)!;
      expect(committed.equals(readFileSync(join(out, BASELINE)))).toBe(true);
      expect(committed.equals(readFileSync(join(w.ws, BASELINE)))).toBe(false);
      expect(committed.toString()).toContain(`# commit: ${w.head}`);
      const body = fake.commentsOn(PR)[0]!.body;
      if (process.env['RANKGATE_SHOW_COMMENT']) console.log(body);
      expect(body).toContain(
        `🔄 **Baseline refreshed:** rankgate committed \`${BASELINE}\` to this PR's branch \`${branch}\` (commit \`${tip.sha.slice(0, 12)}\`)`,
      );
      expect(body).toContain('```sh\n' + a.command + '\n```');
      // Run again (the label re-applied): the branch already holds it, so nothing is committed.
      const before = fake.branches.get(branch);
      const again = await act({ workspace: w.ws, payload, inputs: { run: FAILING, 'refresh-on-accept': 'true' } });
      expect(reportOf(again).acceptedRefresh!.status).toBe('current');
      expect(fake.branches.get(branch)).toBe(before);
      // Without refresh-on-accept the comment gives the command and nothing is written to the branch.
      const plain = await act({ workspace: w.ws, payload, inputs: { run: FAILING } });
      expect(reportOf(plain).acceptedRefresh).toMatchObject({ status: 'suggested', command: a.command });
      expect(fake.commentsOn(PR)[0]!.body).toContain('🔄 **Refresh the baseline with what was accepted**');
      expect(fake.requests.filter((x) => x.method === 'PUT')).toHaveLength(1);
      expectClean(r);
    });

    it("the push workflow rankgate init writes records main's history on a push", async () => {
      await start();
      const repo = mkdtempSync(join(tmpdir(), 'rankgate-init-push-'));
      const cli = (...args: string[]) =>
        execFileSync(bin, [join(REPO, 'dist/cli.js'), ...args], { cwd: repo, encoding: 'utf8' });
      mkdirSync(join(repo, 'eval'));
      mkdirSync(join(repo, 'runs'));
      cpSync(join(REPO, 'examples/help-center/qrels.txt'), join(repo, 'eval/qrels.txt'));
      cpSync(join(REPO, BASELINE), join(repo, 'runs/main.trec'));
      git(repo, 'init', '-q');
      expect(cli('init', '--name', 'search', '--run', 'runs/candidate.trec')).toContain(
        'wrote .github/workflows/rankgate-history.yml',
      );
      // The team fills in the slices template init wrote (an unfilled one is refused: it labels no judged query).
      const slices = join(repo, 'eval/slices.tsv');
      writeFileSync(slices, readFileSync(slices, 'utf8').replace(/\t$/gm, '\tgeneral'));
      cli('baseline', '--run', 'runs/main.trec');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'rankgate init');
      const sha = git(repo, 'rev-parse', 'HEAD');
      const wf = parseYaml(readFileSync(join(repo, '.github/workflows/rankgate-history.yml'), 'utf8')) as {
        on: { push: { branches: string[] } };
        permissions: Record<string, string>;
        jobs: { history: { steps: { uses?: string; with?: Record<string, string> }[] } };
      };
      expect(wf.permissions).toEqual({ contents: 'write' });
      const step = wf.jobs.history.steps.find((x) => x.uses?.includes('rankgate'))!;
      cpSync(join(REPO, PASSING), join(repo, step.with!['run']!));
      const r = await runAction({
        node: how,
        workspace: repo,
        api: fake.url,
        eventName: 'push',
        payload: pushEvent(sha, '2099-01-01T00:00:00Z', wf.on.push.branches[0]),
        inputs: step.with!,
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const { records } = parseHistory(fake.fileOn(DATA, 'search/history.jsonl')!.toString());
      expect(records.map((x) => [x.gate, x.commit, x.date])).toEqual([['search', sha, '2026-11-02T10:00:00+00:00']]);
      expect(records[0]!.contract).toBe(reportOf(r).contract.id);
      expectClean(r);
    });

    it("a fork PR skips every write it cannot make, with a warning, and still shows main's trend", async () => {
      await start({ readOnly: true });
      const ws = makeWorkspace();
      // Main's history, as pushes wrote it.
      const seed = await (async () => {
        const f = new FakeGitHub();
        await f.start();
        try {
          const res = await runAction({
            node: how,
            workspace: ws,
            api: f.url,
            eventName: 'push',
            payload: pushEvent('7'.repeat(40), '2026-11-06T09:00:00Z'),
            inputs: { contract: CONTRACT, run: PASSING },
          });
          expect(res.code).toBe(0);
          return f.fileOn(DATA, HISTORY)!;
        } finally {
          await f.stop();
        }
      })();
      fake.writeFile(DATA, HISTORY, seed);
      // The checkout (no git here) does not have the PR's head commit: its date comes from the git data API.
      fake.commitDates.set('c'.repeat(40), '2026-11-07T08:00:00Z');
      const before = fake.requests.length;
      const r = await act({
        workspace: ws,
        payload: prEvent({ fork: true, labels: ['rankgate: accept'] }),
        inputs: { run: FAILING, 'refresh-on-accept': 'true' },
      });
      expect(r.code).toBe(0);
      const w = warnings(r).join('\n');
      expect(w).toContain(
        "::warning::rankgate: refresh-on-accept skipped: this pull request comes from a fork, and the workflow token cannot write to a fork's branch.",
      );
      expect(w).toContain('::warning::rankgate could not post the PR comment (HTTP 403');
      // The only write tried is the comment (which may work where the repository sends write tokens to forks); POST
      // /graphql is the identity query, a read.
      expect(
        fake.requests
          .slice(before)
          .filter((x) => x.method !== 'GET' && x.path !== '/graphql')
          .map((x) => `${x.method} ${x.status}`),
      ).toEqual(['POST 403']);
      expect(writes().filter((x) => x.path.includes('/contents/') || x.path.includes('/git/'))).toEqual([]);
      const report = reportOf(r);
      expect(report.acceptedRefresh).toMatchObject({
        status: 'suggested',
        commit: null,
        command: `npx rankgate baseline --contract ${CONTRACT} --run ${FAILING} --commit ${'c'.repeat(40)} --date 2026-11-07T08:00:00Z`,
      });
      expect(report.trend!.points).toHaveLength(1);
      expect(r.summary).toContain('#### nDCG@10 on main, last 1 record → this PR');
      expect(r.summary).toContain('🔄 **Refresh the baseline with what was accepted**');
      expectClean(r);
    });
  });
}
