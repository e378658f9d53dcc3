// The action with a run sharded over a CI matrix: `run: runs/shard-*.trec` as the README's gate job gives it (the
// shards downloaded into runs/), on a PR checked out with its history, so the gate scores under the base commit's
// files. The action's sources run in this process (see e2e.test.ts).
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseReport } from '../../src/report/schema.js';
import { FakeGitHub } from './fake-github.js';
import { IN_PROCESS, gitWorkspace, runAction } from './harness.js';

const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';

/** Writes the candidate as 4 shards under runs/, query k (in file order) into shard k mod 4. */
function writeShards(ws: string): void {
  const order: string[] = [];
  const texts = ['', '', '', ''];
  for (const line of readFileSync(join(ws, FAILING), 'utf8').trimEnd().split('\n')) {
    const q = line.split(/\s+/)[0]!;
    if (!order.includes(q)) order.push(q);
    texts[order.indexOf(q) % 4] += `${line}\n`;
  }
  mkdirSync(join(ws, 'runs'), { recursive: true });
  texts.forEach((t, k) => writeFileSync(join(ws, 'runs', `shard-${k}.trec`), t));
}

const prEvent = (base: string) => ({
  pull_request: {
    number: 7,
    head: { sha: 'c'.repeat(40), repo: { full_name: 'acme/search' } },
    base: { sha: base, ref: 'main', repo: { full_name: 'acme/search' } },
    labels: [],
  },
  repository: { full_name: 'acme/search' },
});

describe('the action with a sharded run', () => {
  let fake: FakeGitHub | undefined;
  afterEach(async () => {
    await fake?.stop();
  });

  it("reads run: runs/shard-*.trec as one run: the single file's verdict, every shard in the report", async () => {
    fake = new FakeGitHub();
    await fake.start();
    const act = async (run: string, change: (ws: string) => void) => {
      const w = gitWorkspace(change);
      const r = await runAction({
        node: IN_PROCESS,
        workspace: w.ws,
        api: fake!.url,
        eventName: 'pull_request',
        payload: prEvent(w.base),
        inputs: { contract: CONTRACT, run, comment: 'off' },
      });
      return { r, report: r.outputs['report'] ? parseReport(readFileSync(r.outputs['report'], 'utf8')) : null };
    };
    const one = await act(FAILING, () => {});
    const many = await act('runs/shard-*.trec', writeShards);
    expect(many.r.code).toBe(1);
    expect(many.report!.goalposts).toMatchObject({ used: 'base' });
    expect(many.report!.verdict).toEqual(one.report!.verdict);
    expect(many.report!.slices).toEqual(one.report!.slices);
    expect(many.report!.inputs.candidate.path).toBe('runs/shard-0.trec, …, runs/shard-3.trec');
    expect(many.report!.inputs.candidate.shards!.map((s) => s.path)).toEqual(
      [0, 1, 2, 3].map((k) => `runs/shard-${k}.trec`),
    );
    // The shards named one per line (as a matrix's known outputs would be) are the same run.
    const lines = await act([0, 1, 2, 3].map((k) => `runs/shard-${k}.trec`).join('\n'), writeShards);
    expect(lines.r.code).toBe(1);
    expect(lines.report!.verdict).toEqual(one.report!.verdict);
    expect(lines.report!.inputs.candidate.shards!.map((s) => s.path)).toEqual(
      [0, 1, 2, 3].map((k) => `runs/shard-${k}.trec`),
    );
    // A glob that matches nothing fails the check and says why; so does a shard that links out of the checkout.
    const none = await act('runs/part-*.trec', writeShards);
    expect(none.r.code).not.toBe(0);
    expect(none.r.stdout + none.r.stderr).toMatch(/the run pattern ".*runs\/part-\*\.trec" matches no file under/);
    const outside = await act('runs/shard-*.trec', (ws) => {
      writeShards(ws);
      writeFileSync(join(ws, '..', `${ws.split('/').pop()}-secret.trec`), 'q001 Q0 x 1 1 t\n');
      symlinkSync(join(ws, '..', `${ws.split('/').pop()}-secret.trec`), join(ws, 'runs', 'shard-9.trec'));
    });
    expect(outside.r.code).not.toBe(0);
    expect(outside.r.stdout + outside.r.stderr).toMatch(
      /the run \(.*runs\/shard-9\.trec\) is a link to .*secret\.trec, outside the repository checkout/,
    );
  }, 120_000);
});
