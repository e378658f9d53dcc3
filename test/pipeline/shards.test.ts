// A run sharded over a CI matrix: the shards of the example candidate (split by query) compared as one run give the
// single file's verdict and numbers; the report records every shard; a query in two shards, a glob matching nothing
// and a shard that is absent are refused or reported as such.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runComparison } from '../../src/pipeline/compare.js';
import { EXAMPLE, REPO, rejectionOf, useTmp } from '../compare/helpers.js';

const tmp = useTmp();
// The shards are written to a temp folder, the contract is the example's: the whole file system is the workspace.
const contract = join(EXAMPLE, 'rankgate.yml');
const candidate = readFileSync(join(EXAMPLE, 'candidate.trec'), 'utf8');
const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

/** Writes the candidate as `n` shards, query k (in file order) into shard k mod n; returns the folder and the texts. */
function shard(n: number): { dir: string; texts: string[] } {
  const dir = tmp.case('shards');
  const order: string[] = [];
  const texts = Array.from({ length: n }, () => '');
  for (const line of candidate.split('\n')) {
    if (line === '') continue;
    const q = line.split(/\s+/)[0]!;
    if (!order.includes(q)) order.push(q);
    texts[order.indexOf(q) % n] += `${line}\n`;
  }
  texts.forEach((t, k) => writeFileSync(join(dir, `shard-${k}.trec`), t));
  return { dir, texts };
}

describe('a run read from shards', () => {
  it('compares as the single file does, and records each shard with its sha256', async () => {
    const { dir, texts } = shard(4);
    const one = (await runComparison({ contract, run: join(EXAMPLE, 'candidate.trec'), root: REPO })).report;
    const four = (await runComparison({ contract, run: join(dir, 'shard-*.trec'), root: dir, workspace: '/' })).report;
    // Everything but the candidate's file record (and the baseline's path, shown relative to another root) is equal.
    const strip = (r: typeof one) => ({
      ...r,
      inputs: {
        ...r.inputs,
        candidate: null,
        baseline: { ...r.inputs.baseline, path: '' },
        judgments: null,
        slices: null,
        queries: null,
      },
      contract: null,
    });
    expect(JSON.stringify(strip(four))).toBe(JSON.stringify(strip(one)));
    expect(four.verdict.level).toBe('fail');
    const c = four.inputs.candidate;
    expect(c.shards).toEqual(
      texts.map((t, k) => ({
        path: `shard-${k}.trec`,
        sha256: sha(t),
        lines: t.split('\n').length - 1,
        bytes: Buffer.byteLength(t),
      })),
    );
    // The run's own record: the first and last shard named, sums of lines and bytes, the sha256 of `sha256sum shard-*`.
    expect(c.path).toBe('shard-0.trec, …, shard-3.trec');
    expect(c.lines).toBe(one.inputs.candidate.lines);
    expect(c.bytes).toBe(one.inputs.candidate.bytes);
    expect(c.sha256).toBe(sha(texts.map((t, k) => `${sha(t)}  shard-${k}.trec\n`).join('')));
    expect([c.queries, c.results, c.missing]).toEqual([one.inputs.candidate.queries, one.inputs.candidate.results, 0]);
    // A run from one file keeps the record it always had: no `shards` key.
    expect('shards' in one.inputs.candidate).toBe(false);
  });

  it('takes the shards as a list of paths too, in the order given', async () => {
    const { dir } = shard(2);
    const r = (
      await runComparison({
        contract,
        run: [join(dir, 'shard-1.trec'), join(dir, 'shard-0.trec')],
        root: dir,
        workspace: '/',
      })
    ).report;
    expect(r.inputs.candidate.path).toBe('shard-1.trec, shard-0.trec');
    expect(r.inputs.candidate.shards!.map((s) => s.path)).toEqual(['shard-1.trec', 'shard-0.trec']);
  });

  it("refuses a query answered by two shards, naming both files and the second one's line", async () => {
    const { dir, texts } = shard(3);
    // q001 is the first query, so it is in shard-0; shard-2 gets one of its lines after its own.
    const stray = candidate.split('\n')[0]!;
    appendFileSync(join(dir, 'shard-2.trec'), `${stray}\n`);
    const line = texts[2]!.split('\n').length; // the appended line: one past the shard's own lines
    const e = await rejectionOf(runComparison({ contract, run: join(dir, 'shard-*.trec'), root: dir, workspace: '/' }));
    expect(e.format()).toBe(
      `shard-2.trec:${line}: query "q001" is answered by two shards of the run: shard-0.trec and this file ` +
        "(split the run by query, so that each query's results are in exactly one shard (e.g. shard N of M takes the queries whose position modulo M is N))",
    );
  });

  it('a glob matching nothing is an error with the fix; an absent shard leaves its queries missing', async () => {
    const { dir, texts } = shard(4);
    const e = await rejectionOf(runComparison({ contract, run: join(dir, 'part-*.trec'), root: dir, workspace: '/' }));
    expect(e.message).toBe(`the run pattern "${join(dir, 'part-*.trec')}" matches no file under ${process.cwd()}`);
    expect(e.fix).toMatch(/every shard was written \(or downloaded\) before this step/);
    rmSync(join(dir, 'shard-3.trec'));
    const r = (await runComparison({ contract, run: join(dir, 'shard-*.trec'), root: dir, workspace: '/' })).report;
    const lost = new Set(
      texts[3]!
        .trimEnd()
        .split('\n')
        .map((l) => l.split(/\s+/)[0]),
    );
    expect(r.inputs.candidate.shards!.length).toBe(3);
    expect(r.inputs.candidate.missing).toBe(lost.size);
    expect(r.verdict.reasons.some((x) => x.kind === 'missing')).toBe(true);
  });
});
