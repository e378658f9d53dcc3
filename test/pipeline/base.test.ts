// Reading the evaluation files at the PR's base commit: git first, the contents API without history.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitCommit, gitReader, gitRoot, repositoryRoot } from '../../src/git/repo.js';
import { apiReader } from '../../src/github/contents.js';
import { BaseUnavailable, prepareBaseComparison } from '../../src/pipeline/base.js';
import { createClient } from '../../src/github/client.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { main, type Io } from '../../src/cli/main.js';
import { FakeGitHub } from '../github/fake-github.js';
import { git, gitWorkspace, makeWorkspace, snapshotTree } from '../github/harness.js';

const CONTRACT = 'examples/help-center/rankgate.yml';
const QRELS = 'examples/help-center/qrels.txt';
const RUN = 'examples/help-center/candidate.trec';

describe('git reader', () => {
  it('reads a file at the base commit; null for a path the commit lacks; null reader for an unknown commit', async () => {
    const w = gitWorkspace((ws) => writeFileSync(join(ws, QRELS), 'q1 0 d 1\n'));
    expect(gitRoot(w.ws)).toBe(git(w.ws, 'rev-parse', '--show-toplevel'));
    const r = gitReader(w.ws, w.base)!;
    expect(r.source).toBe('git');
    expect((await r.read(QRELS))!.toString('utf8').startsWith('q001 0 doc-00194 0\n')).toBe(true);
    expect(await r.read('nope.txt')).toBeNull();
    expect(await r.read('examples')).toBeNull();
    expect(gitReader(w.ws, 'e'.repeat(40))).toBeNull();
    expect(gitCommit(w.ws, 'HEAD')).toBe(w.head);
    expect(gitRoot(makeWorkspace())).toBeNull();
  });
});

describe('prepareBaseComparison', () => {
  it("lays the base files out with the repository's layout; the run is linked in; paths read as in the repository", async () => {
    const w = gitWorkspace((ws) =>
      writeFileSync(join(ws, QRELS), readFileSync(join(ws, QRELS), 'utf8') + 'q001 0 new 3\n'),
    );
    const p = await prepareBaseComparison({
      repoRoot: w.ws,
      reader: gitReader(w.ws, w.base)!,
      ref: w.base,
      contract: join(w.ws, CONTRACT),
      run: join(w.ws, RUN),
    });
    expect(p.contract).toBe(join(p.root, CONTRACT));
    expect(existsSync(join(p.root, 'baselines/help-center.trec'))).toBe(true);
    expect(lstatSync(join(p.root, RUN)).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(p.root, QRELS), 'utf8')).toBe(git(w.ws, 'show', `${w.base}:${QRELS}`) + '\n');
    expect(p.goalposts.judgments).toEqual({ path: QRELS, status: 'changed', added: 1, removed: 0, regraded: 0 });
    expect(p.runShown).toBe(RUN);
    const r = await runComparison({ contract: p.contract, run: p.run, root: p.root, goalposts: p.goalposts });
    expect(r.report.inputs.judgments.path).toBe(QRELS);
    expect(r.report.contract.file).toBe(CONTRACT);
    expect(r.markdown).toContain('**This PR changes the evaluation itself.**');
  });

  it('the contents API reader: inline base64 under 1 MB, git blobs above; 404 is a missing file', async () => {
    const fake = new FakeGitHub({ contentsInlineLimit: 100_000 });
    await fake.start();
    try {
      const ws = makeWorkspace();
      const sha = 'a'.repeat(40);
      fake.trees.set(sha, snapshotTree(ws));
      const r = apiReader(createClient('t', fake.url), 'acme', 'search', sha, null);
      expect(r.source).toBe('api');
      expect((await r.read(CONTRACT))!.equals(readFileSync(join(ws, CONTRACT)))).toBe(true);
      expect(
        (await r.read('baselines/help-center.trec'))!.equals(readFileSync(join(ws, 'baselines/help-center.trec'))),
      ).toBe(true);
      expect(await r.read('nope.txt')).toBeNull();
      // A 404 is "absent" only because the commit itself is readable: asked once.
      expect(fake.requests.filter((x) => x.path.includes('/git/commits/'))).toHaveLength(1);
      await expect(r.read('examples')).rejects.toThrow('examples at aaaaaaaaaaaa is a folder, not a file');
      expect(fake.requests.filter((x) => x.path.includes('/git/blobs/'))).toHaveLength(1);
      // A token that cannot read the repository gets 404 for everything: that is not "absent".
      const other = apiReader(createClient('t', fake.url), 'acme', 'search', 'b'.repeat(40), null);
      await expect(other.read(CONTRACT)).rejects.toThrow(
        /^the token cannot read the repository acme\/search at bbbbbbbbbbbb \(HTTP 404: Not Found\)$/,
      );
      fake.faults.push({
        path: /\/contents\//,
        status: 403,
        times: 1,
        body: { message: 'Resource not accessible by integration' },
      });
      await expect(r.read(CONTRACT)).rejects.toThrow(
        'GET contents/examples/help-center/rankgate.yml at aaaaaaaaaaaa failed (HTTP 403: Resource not accessible by integration)',
      );
    } finally {
      await fake.stop();
    }
  });
});

describe('rankgate compare --base-ref', () => {
  const out = () => {
    let o = '';
    let e = '';
    const io: Io = { stdout: { write: (s: string) => (o += s) }, stderr: { write: (s: string) => (e += s) } };
    return { io, o: () => o, e: () => e };
  };

  it('compares against the contract at the ref, and shows what the working tree changed', async () => {
    const w = gitWorkspace((ws) =>
      writeFileSync(
        join(ws, CONTRACT),
        readFileSync(join(ws, CONTRACT), 'utf8')
          .replace('warn: 0.01, fail: 0.02', 'warn: 0.3, fail: 0.5')
          .replace('fail: 0.05 }', 'fail: 0.6 }'),
      ),
    );
    const plain = out();
    expect(
      await main(
        ['compare', '--contract', join(w.ws, CONTRACT), '--run', join(w.ws, RUN), '--format', 'json'],
        plain.io,
      ),
    ).toBe(0);
    const gated = out();
    expect(
      await main(
        [
          'compare',
          '--contract',
          join(w.ws, CONTRACT),
          '--run',
          join(w.ws, RUN),
          '--format',
          'json',
          '--base-ref',
          'HEAD~1',
        ],
        gated.io,
      ),
    ).toBe(1);
    const report = JSON.parse(gated.o());
    expect(report.goalposts.contract.changes.map((c: { field: string }) => c.field)).toEqual([
      'gate.rules[0].fail',
      'gate.rules[0].warn',
      'gate.rules[1].fail',
    ]);
    const bad = out();
    expect(
      await main(
        ['compare', '--contract', join(w.ws, CONTRACT), '--run', join(w.ws, RUN), '--base-ref', 'no-such-ref'],
        bad.io,
      ),
    ).toBe(2);
    expect(bad.e()).toContain('--base-ref no-such-ref is not a commit');
  });
});

describe('the repository root of a checkout', () => {
  it("is git's top level: a checkout under a sub-folder of the workspace, a shallow clone, a contract deep in a monorepo", () => {
    const w = gitWorkspace((ws) => writeFileSync(join(ws, QRELS), 'q1 0 d 1\n'));
    // actions/checkout with `path: code`, fetch-depth 1: the base commit is not there, the root still is.
    const ws = mkdtempSync(join(tmpdir(), 'rankgate-layout-'));
    git(ws, 'clone', '-q', '--depth', '1', `file://${w.ws}`, 'code');
    expect(gitCommit(join(ws, 'code'), w.base)).toBeNull();
    expect(repositoryRoot(join(ws, 'code', CONTRACT), ws)).toBe(join(ws, 'code'));
    expect(repositoryRoot(join(ws, 'code', 'examples'), ws)).toBe(join(ws, 'code'));
    // The workspace itself is the checkout (the default layout).
    expect(repositoryRoot(join(w.ws, CONTRACT), w.ws)).toBe(w.ws);
    // No git: unknown. A repository around the workspace is not the workspace's checkout.
    expect(repositoryRoot(join(makeWorkspace(), CONTRACT), tmpdir())).toBeNull();
    expect(repositoryRoot(join(w.ws, CONTRACT), join(w.ws, 'examples'))).toBeNull();
  });
});

describe("failing closed on the base commit's files", () => {
  const BASE = 'b'.repeat(40);
  const HEAD = 'c'.repeat(40);
  const loosen = (text: string) => text.replace('warn: 0.01, fail: 0.02', 'warn: 0.3, fail: 0.5');

  it('the API\'s 404 is "absent" only for a path the PR adds (GET pulls/{n}/files); otherwise the check fails and the temp folder goes', async () => {
    const fake = new FakeGitHub();
    await fake.start();
    try {
      const ws = makeWorkspace();
      const tmpParent = mkdtempSync(join(tmpdir(), 'rankgate-tmp-'));
      const base = snapshotTree(ws);
      base.delete(CONTRACT);
      fake.trees.set(BASE, base);
      fake.trees.set(HEAD, snapshotTree(ws));
      fake.pullCommits.set(7, { base: BASE, head: HEAD });
      const reader = (pull: number | null) => apiReader(createClient('t', fake.url), 'acme', 'search', BASE, pull);
      const prepare = (pull: number | null) =>
        prepareBaseComparison({
          repoRoot: ws,
          reader: reader(pull),
          ref: BASE,
          contract: join(ws, CONTRACT),
          run: join(ws, RUN),
          tmpParent,
        });
      // The PR adds the contract: its own version is used, and the report says why.
      const p = await prepare(7);
      expect(p.goalposts.used).toBe('head');
      expect(p.goalposts.contract.status).toBe('added');
      expect(p.goalposts.notes.join(' ')).toContain(`the base commit has no ${CONTRACT}: this PR adds the contract`);
      expect(
        fake.requests.filter((r) => r.path.startsWith('/repos/acme/search/pulls/7/files')).map((r) => r.status),
      ).toEqual([200]);
      p.cleanup();
      expect(readdirSync(tmpParent)).toEqual([]);
      // Without a pull request to ask, or when the PR only modifies it (the path is not where the base has it), fail closed.
      await expect(prepare(null)).rejects.toThrow(
        `the contract ${CONTRACT} is not found at the base commit bbbbbbbbbbbb (read through the API) and this change does not add it`,
      );
      fake.trees.set(HEAD, new Map([...snapshotTree(ws)].filter(([k]) => k !== CONTRACT)));
      await expect(prepare(7)).rejects.toBeInstanceOf(BaseUnavailable);
      // A listing GitHub refuses is no proof either.
      fake.faults.push({
        path: /\/pulls\/7\/files$/,
        status: 403,
        times: 1,
        body: { message: 'Resource not accessible by integration' },
      });
      await expect(prepare(7)).rejects.toThrow(
        'the files of pull request #7 could not be listed (HTTP 403: Resource not accessible by integration)',
      );
      // Every failure removed its temp folder.
      expect(readdirSync(tmpParent)).toEqual([]);
    } finally {
      await fake.stop();
    }
  });

  it('a judgments file the base lacks stands in from the PR only when the PR adds it', async () => {
    const fake = new FakeGitHub();
    await fake.start();
    try {
      const ws = makeWorkspace();
      const base = snapshotTree(ws);
      base.delete(QRELS);
      fake.trees.set(BASE, base);
      fake.trees.set(HEAD, base);
      fake.pullCommits.set(7, { base: BASE, head: HEAD });
      const prepare = () =>
        prepareBaseComparison({
          repoRoot: ws,
          reader: apiReader(createClient('t', fake.url), 'acme', 'search', BASE, 7),
          ref: BASE,
          contract: join(ws, CONTRACT),
          run: join(ws, RUN),
        });
      await expect(prepare()).rejects.toThrow(`the judgments ${QRELS} is not found at the base commit bbbbbbbbbbbb`);
      fake.trees.set(HEAD, snapshotTree(ws));
      const p = await prepare();
      expect(p.goalposts.used).toBe('base');
      expect(p.goalposts.judgments!.status).toBe('added');
      expect(p.goalposts.notes).toContain(`not on the base commit, so taken from this PR: ${QRELS}`);
      p.cleanup();
      expect(existsSync(p.root)).toBe(false);
    } finally {
      await fake.stop();
    }
  });

  it('git\'s "absent" is the base commit\'s own tree: a contract the PR adds is used without asking anyone; a loosened one is not', async () => {
    const w = gitWorkspace((ws) => writeFileSync(join(ws, CONTRACT), loosen(readFileSync(join(ws, CONTRACT), 'utf8'))));
    const p = await prepareBaseComparison({
      repoRoot: w.ws,
      reader: gitReader(w.ws, w.base)!,
      ref: w.base,
      contract: join(w.ws, CONTRACT),
      run: join(w.ws, RUN),
    });
    expect(p.goalposts.used).toBe('base');
    expect(p.goalposts.contract.changes).toContainEqual({ field: 'gate.rules[0].fail', base: '0.02', head: '0.5' });
    p.cleanup();
    const text = readFileSync(join(w.ws, CONTRACT), 'utf8');
    const added = gitWorkspace(
      (ws) => writeFileSync(join(ws, CONTRACT), text),
      (ws) => rmSync(join(ws, CONTRACT)),
    );
    const q = await prepareBaseComparison({
      repoRoot: added.ws,
      reader: gitReader(added.ws, added.base)!,
      ref: added.base,
      contract: join(added.ws, CONTRACT),
      run: join(added.ws, RUN),
    });
    expect(q.goalposts.used).toBe('head');
    expect(q.goalposts.contract.status).toBe('added');
    q.cleanup();
  });
  it("an invalid base contract fails the check: the change's own contract stands in only under the accept label", async () => {
    // The base names a key no contract has (as a newer rankgate refusing an older spelling would see it); the change
    // "fixes" it and loosens the thresholds in the same edit.
    let good = '';
    const w = gitWorkspace(
      (ws) => writeFileSync(join(ws, CONTRACT), loosen(good)),
      (ws) => {
        good = readFileSync(join(ws, CONTRACT), 'utf8');
        writeFileSync(join(ws, CONTRACT), `${good}\nno_such_key: 1\n`);
      },
    );
    const prepare = (acceptedBy?: string) =>
      prepareBaseComparison({
        repoRoot: w.ws,
        reader: gitReader(w.ws, w.base)!,
        ref: w.base,
        contract: join(w.ws, CONTRACT),
        run: join(w.ws, RUN),
        ...(acceptedBy ? { acceptedBy } : {}),
      });
    const refused = await prepare().then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(BaseUnavailable);
    expect((refused as BaseUnavailable).message).toContain(`the base commit's contract ${CONTRACT} is not valid`);
    expect((refused as BaseUnavailable).fix).toContain('accept label');
    const accepted = await prepare('rankgate: accept');
    expect(accepted.goalposts.used).toBe('head');
    expect(accepted.goalposts.notes.join(' ')).toContain(
      'the accept label "rankgate: accept" lets this change\'s contract stand in',
    );
    accepted.cleanup();
  });
});
