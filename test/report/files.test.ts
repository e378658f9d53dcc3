// The artifact files: per-query.csv (RFC 4180) and the to-judge qrels stub.
import { describe, it, expect } from 'vitest';
import { compareCase, useTmp, rrQuery, relAt, judgedFill, type QuerySpec } from '../compare/helpers.js';

const tmp = useTmp();

/** A minimal RFC 4180 parser, to read the CSV back independently of the writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows;
}

describe('per-query.csv', () => {
  it('has a header, one row per visible query and quotes cells with commas and quotes', async () => {
    // q,"x: RR 1 → 1/2; q2: RR 1/3 → 1 (labels hold a comma).
    const queries: QuerySpec[] = [rrQuery('q,"x', 1, 2, { type: 'a,b' }), rrQuery('q2', 3, 1, { type: 'c;d' })];
    const res = await compareCase(tmp.case('csv'), { queries });
    const text = res.files.find((f) => f.name === 'per-query.csv')!.content;
    expect(text.split('\n')[0]).toBe(
      'qid,slices,RR@10 baseline,RR@10 candidate,RR@10 delta,Judged@10 baseline,Judged@10 candidate,Judged@10 delta',
    );
    expect(text).toContain('"q,""x","type=a,b",1,0.5,-0.5,1,1,0\n');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['q,"x', 'type=a,b', '1', '0.5', '-0.5', '1', '1', '0']);
    expect(rows[2][0]).toBe('q2');
    expect(rows[2][1]).toBe('type=c;type=d');
    expect(Number(rows[2][2])).toBeCloseTo(1 / 3, 15);
    expect(Number(rows[2][3])).toBe(1);
    expect(Number(rows[2][4])).toBeCloseTo(2 / 3, 15);
  });

  it('keeps a spreadsheet from running a query id or slice label as a formula (a leading apostrophe), numbers as they are', async () => {
    const queries: QuerySpec[] = [
      rrQuery('=HYPERLINK("http://x","y")', 1, 2, { type: '@SUM(A1)' }),
      rrQuery('-2+3', 1, 1, { type: '+x' }),
      rrQuery('-12', 1, 1, { type: 'plain' }),
    ];
    const res = await compareCase(tmp.case('csv-formula'), { queries });
    const rows = parseCsv(res.files.find((f) => f.name === 'per-query.csv')!.content);
    const byQid = new Map(rows.slice(1).map((r) => [r[0], r[1]]));
    // Labels read "dimension=value", so they start with the dimension's name; the query id here is the formula.
    expect(byQid.get(`'=HYPERLINK("http://x","y")`)).toBe('type=@SUM(A1)');
    expect(byQid.get(`'-2+3`)).toBe('type=+x');
    expect(byQid.get('-12')).toBe('type=plain');
    for (const [qid] of byQid) expect(qid).not.toMatch(/^[=+@]/);
  });
});

describe('to-judge.qrels', () => {
  it('is a commented qrels stub with one "qid 0 docid ?" line per unjudged pair', async () => {
    const queries: QuerySpec[] = [
      { qid: 'q1', judged: judgedFill(), base: relAt(1), cand: ['new-a', ...relAt(1).slice(0, 9)] },
      rrQuery('q2', 1, 1),
    ];
    const res = await compareCase(tmp.case('stub'), { queries });
    const stub = res.files.find((f) => f.name === 'to-judge.qrels')!.content;
    const lines = stub.trimEnd().split('\n');
    expect(lines[0]).toBe(`# rankgate to-judge list for gate test (contract ${res.report.contract.id})`);
    expect(lines.filter((l) => l.startsWith('#'))).toHaveLength(3);
    expect(lines.filter((l) => !l.startsWith('#'))).toEqual(['q1 0 new-a ?']);
    expect(stub.endsWith('\n')).toBe(true);
  });
});
