// Main's history records: built from a report, one deterministic line each, appended without rewriting; the trend and
// the stale-baseline check a PR draws from them. The example data goes through the real comparison.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runComparison } from '../../src/pipeline/compare.js';
import {
  appendRecord,
  HISTORY_SCHEMA,
  historyRecordSchema,
  parseHistory,
  recordFromReport,
  serializeRecord,
  trendOf,
  type HistoryRecord,
} from '../../src/pipeline/history.js';
import type { Report } from '../../src/report/schema.js';
import { EXAMPLE, REPO, useTmp, writeCase, rrQuery } from '../compare/helpers.js';

const CONTRACT = join(EXAMPLE, 'rankgate.yml');
const BASELINE = join(REPO, 'baselines', 'help-center.trec');
const at = (n: number) => ({
  commit: String(n).repeat(40).slice(0, 40),
  date: `2026-11-0${n}T10:00:00Z`,
  branch: 'main',
});

let main: Report; // main's run is the baseline itself
let fixed: Report; // a better run
let failing: Report; // the example's regressing candidate
beforeAll(async () => {
  const cmp = (run: string) => runComparison({ contract: CONTRACT, run, root: REPO }).then((r) => r.report);
  [main, fixed, failing] = await Promise.all([
    cmp(BASELINE),
    cmp(join(EXAMPLE, 'candidate-fixed.trec')),
    cmp(join(EXAMPLE, 'candidate.trec')),
  ]);
});

describe('history records', () => {
  it("hold the candidate's mean of every measure on every slice, the counts and the provenance", () => {
    const r = recordFromReport(fixed, at(1));
    expect(r).toMatchObject({
      schema: HISTORY_SCHEMA,
      gate: 'help-center',
      commit: at(1).commit,
      date: at(1).date,
      branch: 'main',
      contract: fixed.contract.id,
      corpus: '2026-11-01',
      primary: 'nDCG@10',
    });
    expect(r.queries).toEqual({ judged: fixed.counts.judged, evaluated: fixed.counts.evaluated });
    expect(r.slices.map((s) => s.name)).toEqual(fixed.slices.map((s) => s.name));
    const exact = r.slices.find((s) => s.name === 'type=exact-id')!;
    expect(exact.queries).toBe(25);
    expect(Object.keys(exact.means)).toEqual(['nDCG@10', 'R@100', 'RR@10', 'P@5', 'Judged@10']);
    expect(exact.means['nDCG@10']).toBe(
      fixed.slices.find((s) => s.name === 'type=exact-id')!.measures['nDCG@10']!.candidate,
    );
  });

  it('are one line, the same bytes every time, and refuse a malformed commit or date', () => {
    const line = serializeRecord(recordFromReport(fixed, at(1)));
    expect(line).not.toContain('\n');
    expect(serializeRecord(recordFromReport(fixed, at(1)))).toBe(line);
    expect(
      line.startsWith(
        `{"schema":"${HISTORY_SCHEMA}","gate":"help-center","commit":"${at(1).commit}","date":"${at(1).date}"`,
      ),
    ).toBe(true);
    expect(() => recordFromReport(fixed, { ...at(1), commit: 'HEAD' })).toThrow(/40 \(or 64\) lower-case hex/);
    expect(() => recordFromReport(fixed, { ...at(1), date: 'yesterday' })).toThrow(/ISO 8601/);
  });

  it('leave a blind held-out slice out: it has no numbers anywhere', async () => {
    const queries = Array.from({ length: 12 }, (_, i) => ({
      ...rrQuery(`q${i + 1}`, 1, 1),
      labels: { split: i < 4 ? 'test' : 'dev' },
    }));
    const w = writeCase(useTmp().case('blind'), {
      queries,
      contract: { heldout: { slice: 'split=test', mode: 'blind' } },
    });
    const report = (await runComparison({ contract: w.contract, run: w.run, root: w.dir })).report;
    expect(report.slices.some((s) => s.blind)).toBe(true);
    const names = recordFromReport(report, at(1)).slices.map((s) => s.name);
    expect(names).toContain('all');
    expect(names).not.toContain('split=test');
  });

  it('append without touching the old bytes; a re-run of the same commit adds nothing', () => {
    const a = serializeRecord(recordFromReport(main, at(1)));
    const first = appendRecord('', recordFromReport(main, at(1)));
    expect(first).toEqual({ text: a + '\n', appended: true });
    // A hand-pruned file whose last line lost its newline: the newline is added, nothing else changes.
    const pruned = first.text.trimEnd();
    const second = appendRecord(pruned, recordFromReport(fixed, at(2)));
    expect(second.text).toBe(pruned + '\n' + serializeRecord(recordFromReport(fixed, at(2))) + '\n');
    expect(appendRecord(second.text, recordFromReport(fixed, at(2)))).toEqual({ text: second.text, appended: false });
    // Another contract id at the same commit is another record.
    const other = { ...recordFromReport(fixed, at(2)), contract: 'ffffffffffff' };
    expect(appendRecord(second.text, other).appended).toBe(true);
  });

  it('parse in file order, skipping damaged lines and other versions with the reason', () => {
    const good = serializeRecord(recordFromReport(main, at(1)));
    const text = [
      good,
      '{not json',
      JSON.stringify({ schema: 'rankgate.history/2', gate: 'x' }),
      JSON.stringify({ ...JSON.parse(good), commit: 'nope' }),
      '',
      good.replace(at(1).commit, at(2).commit),
    ].join('\n');
    const p = parseHistory(text);
    expect(p.records.map((r) => r.commit)).toEqual([at(1).commit, at(2).commit]);
    expect(p.skipped).toEqual([
      { line: 2, why: 'not JSON' },
      { line: 3, why: `schema rankgate.history/2, not ${HISTORY_SCHEMA}` },
      { line: 4, why: 'a commit is 40 (or 64) lower-case hex digits' },
    ]);
    expect(historyRecordSchema.safeParse({ ...JSON.parse(good), extra: 1 }).success).toBe(false);
  });
});

describe('the trend a PR shows', () => {
  const records = (): HistoryRecord[] => [
    recordFromReport(main, at(1)),
    recordFromReport(fixed, at(2)),
    recordFromReport(fixed, at(3)),
  ];

  it("main's values of the primary measure on all and on every slice that fired, the candidate last", () => {
    const t = trendOf(failing, records(), { last: 20, branch: 'rankgate-data', file: 'help-center/history.jsonl' });
    const fired = [...new Set(failing.verdict.reasons.map((r) => r.slice))];
    expect(t.series.map((s) => s.slice)).toEqual(['all', ...fired.filter((s) => s !== 'all')]);
    const all = t.series[0]!;
    const cell = (r: Report, slice: string) => r.slices.find((s) => s.name === slice)!.measures['nDCG@10']!;
    expect(all.main).toEqual([cell(main, 'all').candidate, cell(fixed, 'all').candidate, cell(fixed, 'all').candidate]);
    expect(all.candidate).toBe(cell(failing, 'all').candidate);
    expect(t.points.map((p) => p.date)).toEqual([at(1).date, at(2).date, at(3).date]);
    expect(t.records).toBe(3);
  });

  it("keeps the last N records, and only this gate's", () => {
    const mixed = [...records(), { ...recordFromReport(fixed, at(4)), gate: 'other' }];
    const t = trendOf(failing, mixed, { last: 2, branch: 'b', file: 'f' });
    expect(t.points.map((p) => p.commit)).toEqual([at(2).commit, at(3).commit]);
    expect(t.records).toBe(3);
  });

  it("stale: main's latest record (same contract id) no longer scores what the baseline scores", () => {
    const t = trendOf(failing, records(), { last: 20, branch: 'b', file: 'f' });
    const all = failing.slices[0]!.measures['nDCG@10']!;
    expect(t.stale).toEqual({
      commit: at(3).commit,
      date: at(3).date,
      measure: 'nDCG@10',
      baseline: all.baseline,
      recorded: fixed.slices[0]!.measures['nDCG@10']!.candidate,
      differing: expect.any(Number),
      command: `npx rankgate baseline --contract examples/help-center/rankgate.yml --run examples/help-center/candidate.trec --commit ${at(3).commit} --date ${at(3).date}`,
    });
    expect(t.stale!.differing).toBeGreaterThan(1);
  });

  it("not stale when main's latest record is the baseline's scores; records under another contract id are not compared", () => {
    const current = [recordFromReport(fixed, at(1)), recordFromReport(main, at(2))];
    expect(trendOf(failing, current, { last: 20, branch: 'b', file: 'f' }).stale).toBeNull();
    // The latest record is under another contract: the one before it (same id) decides.
    const moved = [...current, { ...recordFromReport(fixed, at(3)), contract: 'ffffffffffff' }];
    const t = trendOf(failing, moved, { last: 20, branch: 'b', file: 'f' });
    expect(t.stale).toBeNull();
    expect(t.points.map((p) => p.contract)).toEqual([failing.contract.id, failing.contract.id, 'ffffffffffff']);
    // No record under today's id at all: nothing to say.
    expect(trendOf(failing, [moved[2]!], { last: 20, branch: 'b', file: 'f' }).stale).toBeNull();
  });
});
