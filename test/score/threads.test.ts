// The worker-thread path, exercised on small inputs (RANKGATE_THREADS=always): shares of a run scored in workers and
// merged, the statistics and the family test in a worker — byte for byte what one thread gives. Runs the bundle in
// dist/, where the worker lives, as the CLI and the action run it.
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE, REPO } from '../compare/helpers.js';

const CLI = join(REPO, 'dist', 'cli.js');
const run = (threads: string, args: string[]) =>
  execFileSync(process.execPath, [CLI, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, RANKGATE_THREADS: threads, RANKGATE_DEBUG: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('worker threads', () => {
  const contract = join(EXAMPLE, 'rankgate.yml');
  const compareArgs = [
    'compare',
    '--contract',
    contract,
    '--run',
    join(EXAMPLE, 'candidate.trec'),
    '--format',
    'json',
    '--fail-on',
    'never',
  ];
  it('compare: the same report with every part in workers as in one thread', () => {
    const one = run('1', compareArgs);
    const threaded = spawnSync(process.execPath, [CLI, ...compareArgs], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, RANKGATE_THREADS: 'always', RANKGATE_DEBUG: '1' },
    });
    const many = threaded.stdout;
    expect(JSON.parse(many).verdict.level).toBe('fail');
    expect(many).toBe(one);
    // The slices were taken from one queue by both threads (every slice once), and the baseline's digest (not taken
    // while it was scored in a worker) by whichever thread got free first: the report's sha256 above is its answer.
    const shared =
      /statistics of (\d+) slice\(s\) here, (\d+) and the family test in a worker; the shared job (here|there)/.exec(
        threaded.stderr,
      );
    expect(shared).not.toBeNull();
    expect(Number(shared![1]) + Number(shared![2])).toBe(JSON.parse(many).slices.length);
    expect(JSON.parse(many).inputs.baseline.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The judgments were read once, here, and the baseline's thread took them in shared memory.
    expect(threaded.stderr).toContain('qrels.txt taken in shared memory by a scoring thread');
  });

  it('compare as on two cores: the baseline scored whole in a worker, which hashes it once its share is sent', () => {
    const two = spawnSync(process.execPath, [CLI, ...compareArgs], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, RANKGATE_THREADS: '2', RANKGATE_DEBUG: '1' },
    });
    expect(two.stderr).toContain('baselines/help-center.trec scored in 1 share(s), its thread hashing it next');
    expect(two.stderr).toContain('candidate.trec scored in 1 share(s), the last in this thread');
    // No digest is left for the statistics' queue: its line names no shared job.
    expect(two.stderr).toMatch(/statistics of \d+ slice\(s\) here, \d+ and the family test in a worker\n/);
    expect(two.stdout).toBe(run('1', compareArgs));
    const sha = createHash('sha256')
      .update(readFileSync(join(REPO, 'baselines', 'help-center.trec')))
      .digest('hex');
    expect(JSON.parse(two.stdout).inputs.baseline.sha256).toBe(sha);
  });

  it('score: the last share is scored in this thread, the others in workers, merged without a fallback', () => {
    const args = ['score', '--qrels', join(EXAMPLE, 'qrels.txt'), '--run', join(EXAMPLE, 'candidate.trec')];
    const both = spawnSync(process.execPath, [CLI, ...args, '--per-query', '--format', 'tsv'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, RANKGATE_THREADS: 'always', RANKGATE_DEBUG: '1' },
    });
    expect(both.stderr).toContain('candidate.trec scored in 2 share(s), the last in this thread');
    // The judgments were read once, here, and the worker took them in shared memory.
    expect(both.stderr).toContain(`${join(EXAMPLE, 'qrels.txt')} taken in shared memory by a scoring thread`);
    expect(both.stderr).not.toContain('not merged');
    expect(both.stdout).toBe(run('1', [...args, '--per-query', '--format', 'tsv']));
  });

  it('trec_eval: the same bytes with the run scored in threads, the judgments read once and shared', () => {
    const args = ['trec_eval', '-q', '-m', 'all_trec', join(EXAMPLE, 'qrels.txt'), join(EXAMPLE, 'candidate.trec')];
    const threaded = spawnSync(process.execPath, [CLI, ...args], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, RANKGATE_THREADS: 'always', RANKGATE_DEBUG: '1' },
    });
    expect(threaded.stderr).toContain('scored in 2 share(s), the last in this thread');
    expect(threaded.stderr).toContain(`${join(EXAMPLE, 'qrels.txt')} taken in shared memory by a scoring thread`);
    expect(threaded.stdout).toBe(run('1', args));
  });

  it('score: shares merged positionally; a run whose query is split across shares falls back to one pass', () => {
    const args = (r: string) => [
      'score',
      '--qrels',
      join(EXAMPLE, 'qrels.txt'),
      '--run',
      r,
      '-m',
      'nDCG@10',
      '-m',
      'AP',
      '--per-query',
      '--format',
      'tsv',
    ];
    expect(run('always', args(join(EXAMPLE, 'candidate.trec')))).toBe(run('1', args(join(EXAMPLE, 'candidate.trec'))));
    // Ungrouped: the first query's lines at both ends of the file, so two shares would both hold it.
    const tmp = mkdtempSync(join(tmpdir(), 'rankgate-threads-'));
    try {
      const lines = readFileSync(join(EXAMPLE, 'candidate.trec'), 'utf8').trimEnd().split('\n');
      const first = lines[0].split(/\s+/)[0];
      const head = lines.filter((l) => l.split(/\s+/)[0] === first);
      const mixed = [head[0], ...lines.filter((l) => l.split(/\s+/)[0] !== first), ...head.slice(1)];
      const file = join(tmp, 'ungrouped.trec');
      writeFileSync(file, mixed.join('\n') + '\n');
      expect(run('always', args(file))).toBe(run('1', args(file)));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('score: a JSONL run is cut where its query id changes, spaced as json.dumps writes it or compact', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'rankgate-threads-'));
    try {
      const trec = readFileSync(join(EXAMPLE, 'candidate.trec'), 'utf8').trimEnd().split('\n');
      const fields = trec.map((l) => l.split(/\s+/));
      const score = (file: string, threads: string) =>
        spawnSync(
          process.execPath,
          [CLI, 'score', '--qrels', join(EXAMPLE, 'qrels.txt'), '--run', file, '--per-query', '--format', 'tsv'],
          { cwd: REPO, encoding: 'utf8', env: { ...process.env, RANKGATE_THREADS: threads, RANKGATE_DEBUG: '1' } },
        );
      const want = score(join(EXAMPLE, 'candidate.trec'), '1').stdout;
      // Every line's first blank-separated field is `{"qid":` in the spaced file, and the whole line in the compact
      // one: neither says where a query ends.
      const spaced = fields.map(
        ([q, , d, r, s, t]) => `{"qid": "${q}", "docid": "${d}", "score": ${s}, "rank": ${r}, "tag": "${t}"}`,
      );
      // A qid of digits is written as a number: its source text is the id.
      const compact = fields.map(
        ([q, , d, r, s]) =>
          `{"docid":"${d}","query_id":${/^[1-9]\d*$/.test(q) ? q : `"${q}"`},"rank":${r},"score":${s}}`,
      );
      for (const [name, lines] of [
        ['spaced.jsonl', spaced],
        ['compact.jsonl', compact],
      ] as const) {
        const file = join(tmp, name);
        writeFileSync(file, `${lines.join('\n')}\n`);
        const both = score(file, 'always');
        expect(both.stderr, name).toContain(`${name} scored in 2 share(s), the last in this thread`);
        expect(both.stderr, name).not.toContain('not merged');
        expect(both.stdout.replaceAll(file, 'RUN')).toBe(want.replaceAll(join(EXAMPLE, 'candidate.trec'), 'RUN'));
      }
      // A query id the scanner leaves to the general parser (escaped here) stops the search for a cut: one share.
      const escaped = spaced.map((l) =>
        l.replace(/"qid": "(.)/, (_, c: string) => `"qid": "\\u00${c.charCodeAt(0).toString(16)}`),
      );
      const file = join(tmp, 'escaped.jsonl');
      writeFileSync(file, `${escaped.join('\n')}\n`);
      const one = score(file, 'always');
      expect(one.stderr).toContain('escaped.jsonl scored in 1 share(s)');
      expect(one.stdout.replaceAll(file, 'RUN')).toBe(want.replaceAll(join(EXAMPLE, 'candidate.trec'), 'RUN'));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('compare: a run in shards scores the same in worker threads as in one thread', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'rankgate-threads-'));
    try {
      // Query k (in file order) of the candidate goes to shard k mod 3: two threads get consecutive shards.
      const order: string[] = [];
      const texts = ['', '', ''];
      for (const line of readFileSync(join(EXAMPLE, 'candidate.trec'), 'utf8').trimEnd().split('\n')) {
        const q = line.split(/\s+/)[0]!;
        if (!order.includes(q)) order.push(q);
        texts[order.indexOf(q) % 3] += `${line}\n`;
      }
      texts.forEach((t, k) => writeFileSync(join(tmp, `shard-${k}.trec`), t));
      const args = [
        'compare',
        '--contract',
        contract,
        '--run',
        join(tmp, 'shard-*.trec'),
        '--format',
        'json',
        '--fail-on',
        'never',
      ];
      const many = run('always', args);
      expect(JSON.parse(many).inputs.candidate.shards).toHaveLength(3);
      expect(many).toBe(run('1', args));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
