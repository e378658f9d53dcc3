// Resource bombs for bombs.test.ts: each builds its files in a folder and returns the CLI arguments, with the
// outcome it must have, a heap cap for the child process and a bound on its peak resident memory.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A .gz file of `times` copies of one gzip member holding `chunk`: decompresses to chunk × times. */
function gzipBomb(path: string, chunk: Buffer, times: number, head = Buffer.alloc(0)): void {
  const member = gzipSync(chunk, { level: 9 });
  const parts = [gzipSync(head.length ? head : Buffer.from('# bomb\n')), ...Array<Buffer>(times).fill(member)];
  writeFileSync(path, Buffer.concat(parts));
}

export const QRELS = 'q1 0 d1 1\nq1 0 d2 0\n';

export interface Bomb {
  name: string;
  heapMB: number;
  /** Peak resident memory must stay under this (MB). */
  maxPeakMB: number;
  timeoutMs: number;
  build: (dir: string) => string[];
  expect: { refuse: RegExp } | { code: number; stdout?: RegExp };
}

const score = (dir: string, run: string, ...more: string[]) => [
  'score',
  '--qrels',
  join(dir, 'qrels.txt'),
  '--run',
  join(dir, run),
  '-m',
  'RR',
  ...more,
];

export const BOMBS: Bomb[] = [
  {
    name: 'gzip: one endless line (64 MiB of "a")',
    heapMB: 128,
    maxPeakMB: 250,
    timeoutMs: 30_000,
    build: (d) => {
      gzipBomb(join(d, 'run.gz'), Buffer.alloc(1 << 20, 'a'), 64, Buffer.from('q1 Q0 '));
      return score(d, 'run.gz');
    },
    expect: { refuse: /run\.gz:1: line is longer than 1 MiB/ },
  },
  {
    name: 'gzip: one result line repeated 100 million times (1.5 GB)',
    heapMB: 128,
    maxPeakMB: 250,
    timeoutMs: 30_000,
    build: (d) => {
      gzipBomb(join(d, 'run.gz'), Buffer.from('q1 Q0 d1 1 1 t\n'.repeat(70_000)), 1500);
      return score(d, 'run.gz');
    },
    expect: { refuse: /run\.gz:3: document "d1" appears twice for query "q1" \(first at line 2\)/ },
  },
  {
    name: 'gzip: 20 million repeats under duplicates: first (dropped as they are read: flat memory, the right value)',
    heapMB: 128,
    maxPeakMB: 250,
    timeoutMs: 60_000,
    build: (d) => {
      gzipBomb(join(d, 'run.gz'), Buffer.from('q1 Q0 d1 1 1 t\n'.repeat(70_000)), 286);
      return [...score(d, 'run.gz', '--duplicates', 'first'), '--format', 'tsv'];
    },
    expect: { code: 0, stdout: /^all\tRR\t1$/m },
  },
  {
    name: 'gzip: past the decompression limit (1 GiB of 4 KiB comment lines from a 1 MB file)',
    heapMB: 128,
    maxPeakMB: 250,
    timeoutMs: 60_000,
    build: (d) => {
      gzipBomb(
        join(d, 'run.gz'),
        Buffer.from(`#${'x'.repeat(4094)}\n`.repeat(256)),
        1100,
        Buffer.from('q1 Q0 d1 1 1 t\n'),
      );
      return score(d, 'run.gz');
    },
    expect: {
      refuse:
        /run\.gz:\d+: decompresses to more than 1 GiB \(the limit for a [\d.]+ [KM]iB \.gz file: 100× its size, at least 1 GiB\)/,
    },
  },
  {
    name: 'gzip: 5 GiB of blank lines',
    heapMB: 128,
    maxPeakMB: 250,
    timeoutMs: 30_000,
    build: (d) => {
      gzipBomb(join(d, 'run.gz'), Buffer.alloc(1 << 20, '\n'), 5120);
      return score(d, 'run.gz');
    },
    expect: { refuse: /run\.gz:1000001: more than 1,000,000 blank or comment lines in a row/ },
  },
  {
    name: 'gzip: one query with 10 million distinct results',
    heapMB: 256,
    maxPeakMB: 400,
    timeoutMs: 30_000,
    build: (d) => {
      const lines: string[] = [];
      for (let i = 0; i < 50_000; i++) lines.push(`q1 Q0 d${i} 1 1 t`);
      // Every member holds other docids: 50,000 per member, the member index in the id.
      const members = Array.from({ length: 200 }, (_, m) =>
        gzipSync(lines.join('\n').replace(/ d(\d+) /g, ` m${m}d$1 `) + '\n'),
      );
      writeFileSync(join(d, 'run.gz'), Buffer.concat(members));
      return score(d, 'run.gz');
    },
    expect: { refuse: /run\.gz:100001: query "q1" has more than 100,000 results/ },
  },
  {
    name: 'a YAML alias bomb contract',
    heapMB: 128,
    maxPeakMB: 200,
    timeoutMs: 30_000,
    build: (d) => {
      const bomb = [
        'version: 1',
        'name: x',
        'judgments: qrels.txt',
        'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
      ];
      for (let i = 0; i < 9; i++)
        bomb.push(
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
        );
      writeFileSync(join(d, 'rankgate.yml'), bomb.join('\n') + '\n');
      return ['validate', '--contract', join(d, 'rankgate.yml')];
    },
    expect: { code: 2, stdout: /rankgate\.yml:\d+: expands YAML aliases more than 100 times/ },
  },
  {
    name: 'a 50 MB contract',
    heapMB: 128,
    maxPeakMB: 200,
    timeoutMs: 30_000,
    build: (d) => {
      writeFileSync(
        join(d, 'rankgate.yml'),
        `version: 1\nname: x\njudgments: qrels.txt\nx: "${'y'.repeat(50_000_000)}"\n`,
      );
      return ['contract', '--contract', join(d, 'rankgate.yml')];
    },
    expect: { refuse: /rankgate\.yml: is 5000004\d bytes; a contract may be at most 1048576 bytes/ },
  },
  {
    name: 'a FIFO as the run (nobody writes to it)',
    heapMB: 128,
    maxPeakMB: 200,
    timeoutMs: 20_000,
    build: (d) => {
      execFileSync('mkfifo', [join(d, 'pipe')]);
      return score(d, 'pipe');
    },
    expect: { refuse: /pipe: is a named pipe \(FIFO\), not a regular file/ },
  },
  {
    name: 'an interleaved run of 50,000 judged queries (held whole in the second pass)',
    heapMB: 384,
    maxPeakMB: 700,
    timeoutMs: 60_000,
    build: (d) => {
      const q: string[] = [];
      const r: string[] = [];
      for (let i = 0; i < 50_000; i++) q.push(`q${i} 0 a 1`);
      for (const doc of ['a', 'b', 'c'])
        for (let i = 0; i < 50_000; i++) r.push(`q${i} Q0 ${doc} 1 ${doc === 'a' ? 3 : 1} t`);
      writeFileSync(join(d, 'qrels.txt'), q.join('\n') + '\n');
      writeFileSync(join(d, 'run.trec'), r.join('\n') + '\n');
      return [...score(d, 'run.trec'), '--format', 'tsv'];
    },
    expect: { code: 0, stdout: /^all\tRR\t1$/m },
  },
];
