// `rankgate baseline`: the contract's baseline from a run — ranked, truncated, gzipped above a size, with a
// provenance header — and byte-identical for identical inputs (no clock anywhere).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { baselineCommand, neededDepth } from '../../src/cli/baseline.js';
import { loadContract } from '../../src/contract/load.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { VERSION } from '../../src/version.js';
import { useTmp, writeCase, judgedFill, type QuerySpec } from '../compare/helpers.js';

const tmp = useTmp();
const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const DATE = '2026-10-01T12:00:00Z';

/** Three queries; the run is written by hand below (order, ties and depth are what is tested). */
function setup(name: string, contract: Record<string, unknown> = {}) {
  const queries: QuerySpec[] = ['q1', 'q2', 'q10'].map((qid) => ({
    qid,
    judged: judgedFill(),
    base: null,
    cand: null,
  }));
  const w = writeCase(tmp.case(name), {
    queries,
    contract: { corpus: '2026-11-01', measures: ['RR@10', 'P@5'], ...contract },
  });
  return w;
}

// Interleaved queries, unsorted ranks, ties (n1/n2 at 5) and more results than depth 10 needs.
const RUN =
  [
    '# corpus: 2026-11-01',
    'q2 Q0 rel 9 3 sys',
    'q10 Q0 n1 1 1 sys',
    'q1 Q0 n1 1 5 sys',
    'q1 Q0 n2 2 5 sys',
    'q2 Q0 n3 1 7 sys',
    ...Array.from({ length: 14 }, (_, i) => `q1 Q0 x${i} ${i + 3} ${(1 - i / 100).toFixed(2)} sys`),
    'q1 Q0 rel 30 9 sys',
  ].join('\n') + '\n';

describe('rankgate baseline', () => {
  it('header lines record version, contract id, corpus, commit and date; results ranked and truncated', async () => {
    const w = setup('header');
    const run = join(w.dir, 'main.trec');
    writeFileSync(run, RUN);
    const r = await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE });
    expect(r.path).toBe(w.baseline);
    const text = readFileSync(w.baseline, 'utf8');
    const lines = text.trimEnd().split('\n');
    const cmp = await runComparison({ contract: w.contract, run, root: w.dir });
    expect(lines.slice(0, 8)).toEqual([
      '# rankgate baseline',
      `# rankgate-version: ${VERSION}`,
      `# contract: ${cmp.report.contract.id}`,
      '# corpus: 2026-11-01',
      `# commit: ${COMMIT}`,
      `# date: ${DATE}`,
      '# ties: trec_eval',
      '# depth: 10',
    ]);
    // Queries in natural order (q1, q2, q10), ranked by score, ties by docid descending (trec_eval), cut at depth 10.
    const data = lines.slice(8);
    expect(data[0]).toBe('q1 Q0 rel 1 9 sys');
    expect(data[1]).toBe('q1 Q0 n2 2 5 sys');
    expect(data[2]).toBe('q1 Q0 n1 3 5 sys');
    expect(data.filter((l) => l.startsWith('q1 '))).toHaveLength(10);
    expect(data.slice(10)).toEqual(['q2 Q0 n3 1 7 sys', 'q2 Q0 rel 2 3 sys', 'q10 Q0 n1 1 1 sys']);
    expect(r.message).toBe(
      `wrote ${w.baseline}: 3 queries, 13 results (depth 10, ties trec_eval, contract ${cmp.report.contract.id})`,
    );
    // The report reads the header back: no provenance note, and the commit and date reach the footer.
    expect(cmp.report.notes).toEqual([]);
    expect(cmp.report.baseline).toMatchObject({ commit: COMMIT, date: DATE });
  });

  it('is byte-identical for identical inputs, and for the same results in another file order', async () => {
    const w = setup('identical');
    const run = join(w.dir, 'main.trec');
    writeFileSync(run, RUN);
    await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE });
    const first = readFileSync(w.baseline);
    await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE });
    expect(readFileSync(w.baseline).equals(first)).toBe(true);
    const shuffled = join(w.dir, 'shuffled.trec');
    const [head, ...rest] = RUN.trimEnd().split('\n');
    writeFileSync(shuffled, [head, ...rest.reverse()].join('\n') + '\n');
    await baselineCommand({ contract: w.contract, run: shuffled, commit: COMMIT, date: DATE });
    expect(readFileSync(w.baseline).equals(first)).toBe(true);
  });

  it("follows the contract's tie policy and its depth", async () => {
    const w = setup('policy', { policy: { ties: 'file', depth: 3 } });
    const run = join(w.dir, 'main.trec');
    writeFileSync(run, RUN);
    await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE });
    const data = readFileSync(w.baseline, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(neededDepth(loadContract(w.contract))).toBe(3);
    // ties: file ranks in file order (scores ignored), cut at depth 3.
    expect(data.filter((l) => l.startsWith('q1 '))).toEqual([
      'q1 Q0 n1 1 5 sys',
      'q1 Q0 n2 2 5 sys',
      'q1 Q0 x0 3 1 sys',
    ]);
    expect(readFileSync(w.baseline, 'utf8')).toContain('# ties: file\n# depth: 3\n');
  });

  it('gzips above the threshold (deterministic bytes: no timestamp), and the result reads back', async () => {
    const w = setup('gzip');
    const run = join(w.dir, 'main.trec');
    writeFileSync(run, RUN);
    const r = await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE, gzipAbove: 100 });
    expect(r.path).toBe(w.baseline + '.gz');
    expect(r.message).toContain(`gzipped: point baseline: in the contract at ${w.baseline}.gz`);
    const gz = readFileSync(r.path);
    expect([...gz.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    expect(gz.readUInt32LE(4)).toBe(0);
    await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE, gzipAbove: 100 });
    expect(readFileSync(r.path).equals(gz)).toBe(true);
    const plain = await baselineCommand({
      contract: w.contract,
      run,
      commit: COMMIT,
      date: DATE,
      out: join(w.dir, 'plain.trec'),
    });
    expect(gunzipSync(gz).equals(readFileSync(plain.path))).toBe(true);
    // Under the threshold: plain text.
    expect(
      (await baselineCommand({ contract: w.contract, run, commit: COMMIT, date: DATE, gzipAbove: 1e9 })).path,
    ).toBe(w.baseline);
    // The gzipped baseline is read transparently by a comparison.
    const res = await runComparison({ contract: w.contract, run, baseline: r.path, root: w.dir });
    expect(res.report.slices[0]!.measures['RR@10']!.delta).toBe(0);
  });

  it('takes the commit and its date from git when not given (the date of the commit, not the clock)', async () => {
    const w = setup('git');
    const run = join(w.dir, 'main.trec');
    writeFileSync(run, RUN);
    const git = (...a: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@x', ...a], {
        cwd: w.dir,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_DATE: '2026-09-09T09:09:09Z', GIT_COMMITTER_DATE: '2026-09-09T09:09:09Z' },
      }).trim();
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'x');
    const sha = git('rev-parse', 'HEAD');
    await baselineCommand({ contract: w.contract, run });
    const text = readFileSync(w.baseline, 'utf8');
    expect(text).toContain(`# commit: ${sha}\n# date: 2026-09-09T09:09:09+00:00\n`);
    const first = readFileSync(w.baseline);
    await baselineCommand({ contract: w.contract, run });
    expect(readFileSync(w.baseline).equals(first)).toBe(true);
  });
});

describe('rankgate baseline from a run sharded by query', () => {
  it('writes the bytes the single file gives; a query in two shards is refused', async () => {
    const w = setup('shards');
    const single = join(w.dir, 'main.trec');
    writeFileSync(single, RUN);
    await baselineCommand({
      contract: w.contract,
      run: single,
      commit: COMMIT,
      date: DATE,
      out: join(w.dir, 'one.trec'),
    });
    // The same lines, by query: the corpus line and q2 in one shard, q1 and q10 in the other (q10's line comes first).
    const lines = RUN.trimEnd().split('\n');
    writeFileSync(
      join(w.dir, 'shard-a.trec'),
      `${lines.filter((l) => l.startsWith('#') || l.startsWith('q2 ')).join('\n')}\n`,
    );
    writeFileSync(
      join(w.dir, 'shard-b.trec'),
      `${lines.filter((l) => l.startsWith('q1 ') || l.startsWith('q10 ')).join('\n')}\n`,
    );
    await baselineCommand({
      contract: w.contract,
      run: join(w.dir, 'shard-*.trec'),
      commit: COMMIT,
      date: DATE,
      out: join(w.dir, 'many.trec'),
    });
    expect(readFileSync(join(w.dir, 'many.trec'), 'utf8')).toBe(readFileSync(join(w.dir, 'one.trec'), 'utf8'));
    writeFileSync(join(w.dir, 'shard-c.trec'), 'q10 Q0 again 1 1 sys\n');
    await expect(
      baselineCommand({
        contract: w.contract,
        run: join(w.dir, 'shard-*.trec'),
        commit: COMMIT,
        date: DATE,
        out: join(w.dir, 'bad.trec'),
      }),
    ).rejects.toThrow(/query "q10" is answered by two shards of the run: .*shard-b\.trec and this file/);
  });
});
