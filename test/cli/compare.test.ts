// `rankgate compare` and `rankgate demo` through main() with a fake terminal: exit codes, formats, files, errors.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main, type Io } from '../../src/cli/main.js';
import { reaches as failsCheck } from '../../src/compare/levels.js';
import { parseReport } from '../../src/report/schema.js';
import { EXAMPLE, useTmp, writeCase, rrQuery, relAt, judgedFill, type QuerySpec } from '../compare/helpers.js';
import { ANSI } from '../report/md.js';
import { gitWorkspace } from '../github/harness.js';

const tmp = useTmp();
// The example laid out as in the repository (a git checkout: rankgate takes its top level as the root), its contract
// with the scenarios' 1,000 draws (QUICK_SIGNIFICANCE): these tests are about the command (exit codes, formats,
// files), not the statistics; readme.test.ts runs the README's commands on the example as it ships.
const QUICK = join(gitWorkspace(() => {}).ws, 'examples/help-center');
const CONTRACT = join(QUICK, 'rankgate.yml');
const FAILING = join(QUICK, 'candidate.trec');
const PASSING = join(QUICK, 'candidate-fixed.trec');

function fakeIo(tty = false): Io & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (s: string) => (out += s), isTTY: tty },
    stderr: { write: (s: string) => (err += s) },
    out: () => out,
    err: () => err,
  };
}

async function run(args: string[], tty = false) {
  const io = fakeIo(tty);
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A small case per verdict level, written once per test file. */
function levelCase(level: 'warn' | 'inconclusive'): { contract: string; run: string } {
  // warn: 1 of 20 queries falls from RR 1 to 1/2 (drop 0.025 in (0.02, 0.1]).
  // inconclusive: 5 of 10 candidates put a new unjudged document first (drop 0.25 > 0.1); at the contract's chance of
  // relevance 0.9 it would close the gap (expected delta -0.025).
  const queries: QuerySpec[] =
    level === 'warn'
      ? Array.from({ length: 20 }, (_, i) => rrQuery(`q${i + 1}`, 1, i === 0 ? 2 : 1))
      : Array.from(
          { length: 10 },
          (_, i): QuerySpec => ({
            qid: `q${i + 1}`,
            judged: judgedFill(),
            base: relAt(1),
            cand: i < 5 ? ['u1', ...relAt(1).slice(0, 9)] : relAt(1),
          }),
        );
  const w = writeCase(tmp.case(level), {
    queries,
    contract: {
      gate: {
        primary: 'RR@10',
        rules: [{ measure: 'RR@10', slices: '*', warn: 0.02, fail: 0.1 }],
        min_queries: 1,
        significance: 'none',
        unjudged_relevance: 0.9,
      },
    },
  });
  return { contract: w.contract, run: w.run };
}

describe('exit codes and --fail-on', () => {
  it('0 on pass, 1 on fail', async () => {
    expect((await run(['compare', '--contract', CONTRACT, '--run', PASSING])).code).toBe(0);
    const f = await run(['compare', '--contract', CONTRACT, '--run', FAILING]);
    expect(f.code).toBe(1);
    expect(f.err).toBe('');
  });

  it('--fail-on never always exits 0; --fail-on fail is the default', async () => {
    expect((await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--fail-on', 'never'])).code).toBe(0);
    expect((await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--fail-on', 'fail'])).code).toBe(1);
  });

  it('warn exits 0 unless --fail-on warn', async () => {
    const c = levelCase('warn');
    const base = ['compare', '--contract', c.contract, '--run', c.run, '--format', 'json'];
    const r = await run(base);
    expect(parseReport(r.out).verdict.level).toBe('warn');
    expect(r.code).toBe(0);
    expect((await run([...base, '--fail-on', 'warn'])).code).toBe(1);
    expect((await run([...base, '--fail-on', 'inconclusive'])).code).toBe(0);
  });

  it('inconclusive exits 0 unless --fail-on inconclusive or warn', async () => {
    const c = levelCase('inconclusive');
    const base = ['compare', '--contract', c.contract, '--run', c.run, '--format', 'json'];
    const r = await run(base);
    expect(parseReport(r.out).verdict.level).toBe('inconclusive');
    expect(r.code).toBe(0);
    expect((await run([...base, '--fail-on', 'inconclusive'])).code).toBe(1);
    expect((await run([...base, '--fail-on', 'warn'])).code).toBe(1);
    expect((await run([...base, '--fail-on', 'never'])).code).toBe(0);
  });

  it('failsCheck: the full table', () => {
    const table = (['pass', 'warn', 'inconclusive', 'fail'] as const).map((l) =>
      (['fail', 'inconclusive', 'warn', 'never'] as const).map((f) => (failsCheck(l, f) ? 1 : 0)),
    );
    expect(table).toEqual([
      [0, 0, 0, 0], // pass
      [0, 0, 1, 0], // warn
      [0, 1, 1, 0], // inconclusive
      [1, 1, 1, 0], // fail
    ]);
  });

  it('an unknown --fail-on value or a missing --run is a usage error (exit 2)', async () => {
    const a = await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--fail-on', 'sometimes']);
    expect(a.code).toBe(2);
    expect(a.err).toContain("argument 'sometimes' is invalid");
    const b = await run(['compare', '--contract', CONTRACT]);
    expect(b.code).toBe(2);
    expect(b.err).toContain("required option '--run <file>' not specified");
  });
});

describe('--format', () => {
  it('json prints the validated report JSON', async () => {
    const r = await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--format', 'json']);
    const report = parseReport(r.out);
    expect(report.verdict.level).toBe('fail');
    expect(report.verdict.reasons[0]).toMatchObject({ slice: 'type=exact-id', measure: 'nDCG@10', hidden: true });
    expect(r.out.endsWith('}\n')).toBe(true);
  });

  it('markdown prints the PR comment, marker first', async () => {
    const r = await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--format', 'markdown']);
    expect(r.out.split('\n')[0]).toBe('<!-- rankgate:gate=help-center -->');
    expect(r.out.split('\n')[1]).toMatch(/^### ❌ rankgate · `help-center` · \*\*fail\*\* · nDCG@10 on all /);
    expect(r.out).toContain('> **nDCG@10 on `type=exact-id`** fell');
  });

  it('text (the default) prints the terminal report, colour only on a TTY without NO_COLOR', async () => {
    vi.stubEnv('NO_COLOR', '');
    const plain = await run(['compare', '--contract', CONTRACT, '--run', FAILING]);
    expect(plain.out.split('\n')[0]).toMatch(/^rankgate · help-center · FAIL · nDCG@10 on all /);
    expect(plain.out).toContain('HIDDEN REGRESSIONS');
    expect(plain.out).not.toMatch(/\x1b/);
    const tty = await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--format', 'text'], true);
    expect(tty.out).toMatch(/\x1b\[31m/);
    expect(tty.out.replace(ANSI, '')).toBe(plain.out);
    vi.stubEnv('NO_COLOR', '1');
    const noColor = await run(['compare', '--contract', CONTRACT, '--run', FAILING], true);
    expect(noColor.out).toBe(plain.out);
  });
});

describe('--out DIR', () => {
  it('writes report.json, report.md, report.html, per-query.csv, to-judge.qrels and junit.xml', async () => {
    const out = join(tmp.case('out'), 'nested', 'reports');
    const r = await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--out', out, '--format', 'json']);
    expect(r.code).toBe(1);
    expect(readdirSync(out).sort()).toEqual([
      'junit.xml',
      'per-query.csv',
      'report.html',
      'report.json',
      'report.md',
      'to-judge.qrels',
    ]);
    // --format html prints the same page --out writes.
    const page = await run(['compare', '--contract', CONTRACT, '--run', FAILING, '--format', 'html']);
    expect(page.out).toBe(readFileSync(join(out, 'report.html'), 'utf8'));
    expect(page.out.startsWith('<!doctype html>')).toBe(true);
    const reportJson = readFileSync(join(out, 'report.json'), 'utf8');
    expect(reportJson).toBe(r.out);
    const report = parseReport(reportJson);
    expect(readFileSync(join(out, 'report.md'), 'utf8').split('\n')[0]).toBe('<!-- rankgate:gate=help-center -->');

    // per-query.csv: the header, then one row per evaluated query with the values of the report.
    const csv = readFileSync(join(out, 'per-query.csv'), 'utf8').trimEnd().split('\n');
    expect(csv[0]).toBe(
      'qid,slices,' + report.measures.map((m) => `${m.name} baseline,${m.name} candidate,${m.name} delta`).join(','),
    );
    expect(csv).toHaveLength(1 + report.perQuery.qids.length);
    const row = csv[1].split(',');
    expect(row[0]).toBe('q001');
    expect(row[0]).toBe(report.perQuery.qids[0]);
    expect(row[1]).toBe('type=ambiguous;lang=en;split=dev'); // examples/help-center/slices.tsv: q001 ambiguous en dev
    expect(Number(row[2])).toBe(report.perQuery.baseline['nDCG@10'][0]);
    expect(Number(row[3])).toBe(report.perQuery.candidate['nDCG@10'][0]);

    // to-judge.qrels: "qid 0 docid ?" lines, each a pair the qrels do not judge, in the top 10 of one of the runs.
    const stub = readFileSync(join(out, 'to-judge.qrels'), 'utf8')
      .trimEnd()
      .split('\n')
      .filter((l) => !l.startsWith('#'));
    expect(stub.length).toBe(report.toJudge.length);
    expect(stub[0]).toBe(`${report.toJudge[0].qid} 0 ${report.toJudge[0].docid} ?`);
    const judged = new Set(
      readFileSync(join(EXAMPLE, 'qrels.txt'), 'utf8')
        .split('\n')
        .map((l) => l.split(/\s+/))
        .filter((f) => f.length === 4)
        .map((f) => `${f[0]} ${f[2]}`),
    );
    const top10 = new Set<string>();
    for (const path of [join(EXAMPLE, '..', '..', 'baselines', 'help-center.trec'), FAILING]) {
      for (const l of readFileSync(path, 'utf8').split('\n')) {
        const f = l.split(/\s+/);
        if (f.length === 6 && Number(f[3]) <= 10) top10.add(`${f[0]} ${f[2]}`);
      }
    }
    for (const line of stub) {
      expect(line).toMatch(/^\S+ 0 \S+ \?$/);
      const [q, , d] = line.split(' ');
      expect(judged.has(`${q} ${d}`), line).toBe(false);
      expect(top10.has(`${q} ${d}`), line).toBe(true);
    }
  });
});

describe('bad input', () => {
  it('a malformed run line exits 2 with one line "rankgate: file:line: ..."', async () => {
    const dir = tmp.case('bad-run');
    const bad = join(dir, 'bad.trec');
    writeFileSync(bad, 'q001 Q0 doc-1 1 1.5 x\nq001 Q0 doc-2 2 n/a x\n');
    const r = await run(['compare', '--contract', CONTRACT, '--run', bad]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.endsWith('\n')).toBe(true);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^rankgate: \S*bad\.trec:2(:\d+)?: .*"n\/a".*\n$/);
  });

  it('a contract whose baseline was never written: exit 2 with the command that writes it', async () => {
    const dir = tmp.case('no-baseline');
    for (const f of ['qrels.txt', 'slices.tsv', 'queries.tsv'])
      writeFileSync(join(dir, f), readFileSync(join(EXAMPLE, f)));
    const contract = join(dir, 'rankgate.yml');
    writeFileSync(
      contract,
      readFileSync(join(EXAMPLE, 'rankgate.yml'), 'utf8').replace(
        'baseline: ../../baselines/help-center.trec',
        'baseline: baselines/main.trec',
      ),
    );
    const r = await run(['compare', '--contract', contract, '--run', PASSING, '--root', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `rankgate: ${join(dir, 'baselines/main.trec')}: baseline file not found (create it from the main branch's run: rankgate baseline --contract ${contract} --run <main's run>, then commit it)\n`,
    );
    const given = await run([
      'compare',
      '--contract',
      CONTRACT,
      '--run',
      PASSING,
      '--baseline',
      join(dir, 'main.trec'),
    ]);
    expect(given.err).toMatch(/main\.trec: baseline file not found \(check the baseline path given\)\n$/);
  });

  it('a missing run file and a corpus mismatch exit 2', async () => {
    const missing = await run(['compare', '--contract', CONTRACT, '--run', join(tmp.case('missing'), 'nope.trec')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^rankgate: \S*nope\.trec: file not found/);
    const dir = tmp.case('corpus');
    const other = join(dir, 'other-corpus.trec');
    writeFileSync(other, '# corpus: 1999-01-01\n' + readFileSync(PASSING, 'utf8'));
    const mismatch = await run(['compare', '--contract', CONTRACT, '--run', other]);
    expect(mismatch.code).toBe(2);
    expect(mismatch.err).toMatch(
      /^rankgate: \S*other-corpus\.trec: the baseline was made on corpus "2026-11-01" but the candidate declares corpus "1999-01-01"/,
    );
    expect(mismatch.err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('a contract error exits 2 naming the contract', async () => {
    const dir = tmp.case('bad-contract');
    const c = join(dir, 'rankgate.yml');
    writeFileSync(
      c,
      'version: 1\nname: x\njudgments: q.txt\ngate:\n  rules:\n    - { measure: nDCG@10, slices: "*", fail: "three" }\n',
    );
    const r = await run(['compare', '--contract', c, '--run', FAILING]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rankgate: \S*rankgate\.yml:\d+/);
  });
});

describe('rankgate demo', () => {
  it('exits 0, prints the terminal view with the hidden regression, and writes the comment and the HTML report to the folder it names', async () => {
    const out = join(tmp.case('demo'), 'here');
    const r = await run(['demo', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(
      'rankgate demo: examples/help-center/candidate.trec against the baseline, as `rankgate compare` shows it',
    );
    expect(lines[2]).toMatch(/^rankgate · help-center · FAIL · nDCG@10 on all /);
    expect(r.out).toContain('HIDDEN REGRESSIONS (the overall average does not show them):');
    expect(r.out).toContain('  fail  nDCG@10 on type=exact-id: 0.8163 → 0.6625 (−0.1538)');
    expect(r.out).not.toContain('<!-- rankgate:');
    expect(r.out).not.toContain('xychart-beta');
    expect(r.out).toContain(`Wrote the PR comment and the HTML report to ${out}:`);
    expect(r.out).toContain(`  ${join(out, 'report.html')}  the standalone report: open it in a browser`);
    expect(r.out).toContain('the demo itself exits 0');
    // Hints name the command as it runs from a project: through npx.
    expect(r.out).toContain(
      'npx rankgate compare --contract examples/help-center/rankgate.yml --run examples/help-center/candidate-fixed.trec',
    );
    expect(r.out).not.toMatch(/(^|[^x] )rankgate (compare|baseline) --/m);
    expect(readFileSync(join(out, 'report.md'), 'utf8').split('\n')[1]).toMatch(
      /^### ❌ rankgate · `help-center` · \*\*fail\*\* · nDCG@10 on all /,
    );
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('<title>rankgate · help-center · fail</title>');
    expect(readdirSync(out).sort()).toEqual([
      'junit.xml',
      'per-query.csv',
      'report.html',
      'report.json',
      'report.md',
      'to-judge.qrels',
    ]);
  });

  it('without --out, writes each run to a new rankgate-demo-XXXXXX folder in the temp directory and names it', async () => {
    // os.tmpdir() follows TMPDIR on POSIX: point it at this test's own folder so the runs' folders can be listed.
    const temp = tmp.case('demo-temp');
    vi.stubEnv('TMPDIR', temp);
    const first = await run(['demo']);
    const second = await run(['demo']);
    expect([first.code, second.code]).toEqual([0, 0]);
    const folders = readdirSync(temp).sort();
    expect(folders).toHaveLength(2);
    for (const f of folders) expect(f).toMatch(/^rankgate-demo-[A-Za-z0-9]{6}$/);
    const named = (out: string) => /^Wrote the PR comment and the HTML report to (.*):$/m.exec(out)?.[1];
    expect([named(first.out), named(second.out)].sort()).toEqual(folders.map((f) => join(temp, f)));
    for (const f of folders)
      expect(readdirSync(join(temp, f)).sort()).toEqual([
        'junit.xml',
        'per-query.csv',
        'report.html',
        'report.json',
        'report.md',
        'to-judge.qrels',
      ]);
  });
});
