// Reading the evaluation files at the PR's base commit: git first, the contents API without history.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { gitCommit, gitReader, gitRoot } from '../../src/git/repo.js';
import { apiReader } from '../../src/github/contents.js';
import { prepareBaseComparison } from '../../src/pipeline/base.js';
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
  it('lays the base files out with the repository\'s layout; the run is linked in; paths read as in the repository', async () => {
    const w = gitWorkspace((ws) => writeFileSync(join(ws, QRELS), readFileSync(join(ws, QRELS), 'utf8') + 'q001 0 new 3\n'));
    const p = await prepareBaseComparison({ repoRoot: w.ws, reader: gitReader(w.ws, w.base)!, ref: w.base, contract: join(w.ws, CONTRACT), run: join(w.ws, RUN) });
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
      expect((await r.read('baselines/help-center.trec'))!.equals(readFileSync(join(ws, 'baselines/help-center.trec')))).toBe(true);
      expect(await r.read('nope.txt')).toBeNull();
      // A 404 is "absent" only because the commit itself is readable: asked once.
      expect(fake.requests.filter((x) => x.path.includes('/git/commits/'))).toHaveLength(1);
      await expect(r.read('examples')).rejects.toThrow('examples at aaaaaaaaaaaa is a folder, not a file');
      expect(fake.requests.filter((x) => x.path.includes('/git/blobs/'))).toHaveLength(1);
      // A token that cannot read the repository gets 404 for everything: that is not "absent".
      const other = apiReader(createClient('t', fake.url), 'acme', 'search', 'b'.repeat(40), null);
      await expect(other.read(CONTRACT)).rejects.toThrow(/^the token cannot read the repository acme\/search at bbbbbbbbbbbb \(HTTP 404: Not Found\)$/);
      fake.faults.push({ path: /\/contents\//, status: 403, times: 1, body: { message: 'Resource not accessible by integration' } });
      await expect(r.read(CONTRACT)).rejects.toThrow('GET contents/examples/help-center/rankgate.yml at aaaaaaaaaaaa failed (HTTP 403: Resource not accessible by integration)');
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
    const w = gitWorkspace((ws) => writeFileSync(join(ws, CONTRACT), readFileSync(join(ws, CONTRACT), 'utf8').replace('warn: 0.01, fail: 0.02', 'warn: 0.3, fail: 0.5').replace('fail: 0.05 }', 'fail: 0.6 }')));
    const plain = out();
    expect(await main(['compare', '--contract', join(w.ws, CONTRACT), '--run', join(w.ws, RUN), '--format', 'json'], plain.io)).toBe(0);
    const gated = out();
    expect(await main(['compare', '--contract', join(w.ws, CONTRACT), '--run', join(w.ws, RUN), '--format', 'json', '--base-ref', 'HEAD~1'], gated.io)).toBe(1);
    const report = JSON.parse(gated.o());
    expect(report.goalposts.contract.changes.map((c: { field: string }) => c.field)).toEqual(['gate.rules[0].fail', 'gate.rules[0].warn', 'gate.rules[1].fail']);
    const bad = out();
    expect(await main(['compare', '--contract', join(w.ws, CONTRACT), '--run', join(w.ws, RUN), '--base-ref', 'no-such-ref'], bad.io)).toBe(2);
    expect(bad.e()).toContain('--base-ref no-such-ref is not a commit');
  });
});
