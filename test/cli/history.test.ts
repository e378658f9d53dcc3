// `rankgate history`: main's records as a table (text, tsv, json), from a history.jsonl or from the data branch with git.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { recordFromReport, serializeRecord, type HistoryRecord } from '../../src/pipeline/history.js';
import type { Report } from '../../src/report/schema.js';
import { git } from '../github/harness.js';
import { EXAMPLE, REPO, useTmp } from '../compare/helpers.js';

const tmp = useTmp();
const CONTRACT = join(EXAMPLE, 'rankgate.yml');

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
  });
  return { code, out, err };
}

const at = (n: number) => ({ commit: String(n).repeat(40), date: `2026-11-0${n}T10:00:00Z`, branch: 'main' });
let reports: Report[];
let records: HistoryRecord[];
let file: string;
beforeAll(async () => {
  const runs = [
    join(REPO, 'baselines/help-center.trec'),
    join(EXAMPLE, 'candidate-fixed.trec'),
    join(EXAMPLE, 'candidate.trec'),
  ];
  reports = await Promise.all(
    runs.map((r) => runComparison({ contract: CONTRACT, run: r, root: REPO }).then((x) => x.report)),
  );
  records = reports.map((r, i) => recordFromReport(r, at(i + 1)));
  // The third record as if scored under another contract (the judgments changed since).
  records[2] = { ...records[2]!, contract: 'ffffffffffff' };
  file = join(tmp.case('file'), 'history.jsonl');
  writeFileSync(file, records.map(serializeRecord).join('\n') + '\n{"schema":"rankgate.history/9"}\n');
});

const mean = (r: Report, slice: string, m: string) =>
  r.slices.find((s) => s.name === slice)!.measures[m]!.candidate.toFixed(4);

describe('rankgate history', () => {
  it("prints one row per record with every measure on all, a sparkline row, and marks today's contract id", async () => {
    const r = await run(['history', '--file', file, '--contract', CONTRACT]);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe(`help-center: 3 records from ${file}, slice all`);
    expect(lines[2]!.split(/\s+/)).toEqual([
      'commit',
      'date',
      'contract',
      'queries',
      'nDCG@10',
      'R@100',
      'RR@10',
      'P@5',
      'Judged@10',
    ]);
    const row = (i: number) => lines[4 + i]!.split(/\s+/);
    const id = reports[0]!.contract.id;
    expect(row(0)).toEqual([
      '111111111111',
      at(1).date,
      `${id}*`,
      '117',
      ...['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10'].map((m) => mean(reports[0]!, 'all', m)),
    ]);
    expect(row(2).slice(2, 3)).toEqual(['ffffffffffff']);
    expect(row(3)[0]).toBe('trend');
    expect(row(3)[1]).toMatch(/^[▁▂▃▄▅▆▇█]{3}$/);
    expect(lines[lines.length - 1]).toBe(
      `* = today's contract ${id}; other ids were scored under other judgments, slices or settings and are not comparable.`,
    );
    expect(r.err).toBe(`warning: ${file}:4: skipped (schema rankgate.history/9, not rankgate.history/1)\n`);
  });

  it("--file without --contract marks today's records by the rankgate.yml where it runs, as help says", async () => {
    const before = process.cwd();
    process.chdir(EXAMPLE);
    let r: Awaited<ReturnType<typeof run>>;
    try {
      r = await run(['history', '--file', file]);
    } finally {
      process.chdir(before);
    }
    const lines = r.out.trimEnd().split('\n');
    // The example's rankgate.yml names the gate help-center and gives the id of the first two records.
    expect(lines[0]).toBe(`help-center: 3 records from ${file}, slice all`);
    const id = reports[0]!.contract.id;
    expect(lines[4]!.split(/\s+/)[2]).toBe(`${id}*`);
    expect(lines[lines.length - 1]).toContain(`* = today's contract ${id}`);
    // Where there is no rankgate.yml the records are shown unmarked, with no gate name.
    const plain = await run(['history', '--file', file]);
    expect(plain.out).not.toContain('*');
  });

  it('--slice, --last, and tsv / json formats', async () => {
    const exact = await run(['history', '--file', file, '--slice', 'type=exact-id', '--last', '2']);
    const rows = exact.out
      .trimEnd()
      .split('\n')
      .slice(4, 6)
      .map((l) => l.split(/\s+/));
    expect(rows.map((x) => x[0])).toEqual(['222222222222', '333333333333']);
    expect(rows[1]![4]).toBe(mean(reports[2]!, 'type=exact-id', 'nDCG@10'));
    expect(rows[1]![3]).toBe('25');
    const tsv = (await run(['history', '--file', file, '--format', 'tsv'])).out.trimEnd().split('\n');
    expect(tsv[0]).toBe('commit\tdate\tcontract\tslice\tqueries\tmeasure\tvalue');
    expect(tsv).toHaveLength(1 + 3 * reports[0]!.slices.length * 5);
    expect(tsv[1]).toBe(
      `${at(1).commit}\t${at(1).date}\t${reports[0]!.contract.id}\tall\t117\tnDCG@10\t${reports[0]!.slices[0]!.measures['nDCG@10']!.candidate}`,
    );
    const json = JSON.parse((await run(['history', '--file', file, '--format', 'json', '--last', '1'])).out) as unknown;
    expect(json).toEqual([records[2]]);
    expect((await run(['history', '--file', file, '--last', '0'])).code).toBe(2);
  });

  it('reads the data branch with git: origin/<branch> or the local branch', async () => {
    const repo = tmp.case('repo');
    cpSync(EXAMPLE, join(repo, 'examples/help-center'), { recursive: true });
    mkdirSync(join(repo, 'baselines'));
    cpSync(join(REPO, 'baselines/help-center.trec'), join(repo, 'baselines/help-center.trec'));
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'main');
    const contract = join(repo, 'examples/help-center/rankgate.yml');
    const missing = await run(['history', '--contract', contract]);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(
      `rankgate: no branch rankgate-data in ${repo} (fetch it (git fetch origin rankgate-data), name another with --branch, or pass --file)\n`,
    );
    git(repo, 'checkout', '-q', '--orphan', 'rankgate-data');
    git(repo, 'rm', '-rq', '--cached', '.');
    mkdirSync(join(repo, 'help-center'), { recursive: true });
    writeFileSync(join(repo, 'help-center/history.jsonl'), records.slice(0, 2).map(serializeRecord).join('\n') + '\n');
    git(repo, 'add', 'help-center/history.jsonl');
    git(repo, 'commit', '-q', '-m', 'data');
    git(repo, 'checkout', '-q', '-f', 'main');
    const r = await run(['history', '--contract', contract]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('help-center: 2 records from rankgate-data:help-center/history.jsonl, slice all');
    const other = await run(['history', '--contract', contract, '--branch', 'nope']);
    expect(other.err).toContain('no branch nope in');
  });

  it('a missing contract or file is a usage error naming it', async () => {
    const dir = tmp.case('none');
    expect((await run(['history', '--contract', join(dir, 'rankgate.yml')])).err).toContain(
      'rankgate.yml: contract file not found',
    );
    expect((await run(['history', '--file', join(dir, 'h.jsonl')])).err).toContain('h.jsonl: history file not found');
  });
});
