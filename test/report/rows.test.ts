// A report's long lists read by plain functions made from their zod schemas (report/rows.ts): whatever zod accepts comes
// out as zod returns it (the same values, the keys in the same order), whatever zod refuses is refused with zod's own
// issues at the same paths, and a row of a kind the reader does not know is zod's alone.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ledgerEntrySchema, toJudgeSchema } from '../../src/compare/schema.js';
import { rows } from '../../src/report/rows.js';

const pair = (over: Record<string, unknown> = {}) => ({
  qid: 'q1',
  docid: 'd7',
  baselineRank: 3,
  candidateRank: null,
  impact: 0.25,
  ...over,
});

const entry = (over: Record<string, unknown> = {}) => ({
  qid: '101',
  text: null,
  slices: ['all', 'type=entity'],
  baseline: 0.5,
  candidate: 0.25,
  delta: -0.25,
  baselineTop: [
    { docid: 'a', grade: 2 },
    { docid: 'b', grade: null },
  ],
  candidateTop: [{ docid: 'b', grade: null }],
  relevantLeft: ['a'],
  relevantEntered: [],
  missingInCandidate: false,
  ...over,
});

/** Both ways inside an object, as the report holds them: zod's array and the rows reader. */
function both(row: z.ZodType, list: unknown) {
  const zod = z.strictObject({ list: z.array(row) }).safeParse({ list }, { jitless: true });
  const read = z.strictObject({ list: rows(row) }).safeParse({ list }, { jitless: true });
  return { zod, read };
}

describe('rows: a list read without zod where zod would accept it', () => {
  it("returns zod's output for accepted lists, keys in the schema's order whatever order they came in", () => {
    const shuffled = Object.fromEntries(Object.entries(entry()).reverse());
    for (const [row, list] of [
      [toJudgeSchema, [pair(), pair({ baselineRank: null, candidateRank: 12, impact: -0 }), pair({ impact: 1e-300 })]],
      [ledgerEntrySchema, [entry(), shuffled, entry({ text: 'how tall is k2', relevantEntered: ['z'] })]],
      [toJudgeSchema, []],
    ] as const) {
      const { zod, read } = both(row, list);
      expect(zod.success).toBe(true);
      expect(read.success).toBe(true);
      expect(JSON.stringify(read.data)).toBe(JSON.stringify(zod.data));
    }
    // The keys come out in the schema's order, not the row's.
    const { read } = both(ledgerEntrySchema, [shuffled]);
    expect(Object.keys((read.data as { list: object[] }).list[0])).toEqual(Object.keys(ledgerEntrySchema.shape));
  });

  it.each([
    ['NaN', [pair({ impact: Number.NaN })]],
    ['Infinity', [pair({ impact: Number.POSITIVE_INFINITY })]],
    ['a rank that is not an integer', [pair({ baselineRank: 2.5 })]],
    ['a rank past 2^53', [pair({ candidateRank: 2 ** 53 })]],
    ['a number as text', [pair({ impact: '0.25' })]],
    ['a missing key', [(({ impact, ...rest }) => rest)(pair())]],
    ['an unknown key', [pair({ score: 1 })]],
    ['an undefined value', [pair({ candidateRank: undefined })]],
    ['null where text must be', [pair({ qid: null })]],
    ['a row that is an array', [[1, 2]]],
    ['a row that is null', [pair(), null]],
    // A hole (new Array(2) has two): what JSON cannot hold, and zod refuses.
    ['a hole', Object.assign(new Array(3), { 0: pair(), 2: pair() })],
    ['not a list', { 0: pair() }],
  ])("refuses %s with zod's issues", (_, list) => {
    const { zod, read } = both(toJudgeSchema, list);
    expect(zod.success).toBe(false);
    expect(read.success).toBe(false);
    expect(read.error!.issues.map((i) => [i.path, i.message])).toEqual(
      zod.error!.issues.map((i) => [i.path, i.message]),
    );
  });

  it("takes zod's answer where the reader declines a row zod accepts (a key inherited, not the row's own)", () => {
    const inherited = Object.assign(Object.create({ impact: 1 }), (({ impact, ...r }) => r)(pair()));
    const { zod, read } = both(toJudgeSchema, [pair(), inherited]);
    expect(zod.success).toBe(true);
    expect(read.success).toBe(true);
    expect(JSON.stringify(read.data)).toBe(JSON.stringify(zod.data));
    expect((read.data as { list: { impact: number }[] }).list[1].impact).toBe(1);
  });

  it('refuses a nested row as zod does (a grade that is text, a document with an extra key)', () => {
    for (const bad of [
      entry({ baselineTop: [{ docid: 'a', grade: '2' }] }),
      entry({ candidateTop: [{ docid: 'a', grade: 1, judged: true }] }),
      entry({ slices: ['all', 3] }),
      entry({ missingInCandidate: 0 }),
    ]) {
      const { zod, read } = both(ledgerEntrySchema, [entry(), bad]);
      expect(read.success).toBe(false);
      expect(read.error!.issues.map((i) => [i.path, i.message])).toEqual(
        zod.error!.issues.map((i) => [i.path, i.message]),
      );
      expect(read.error!.issues[0].path.slice(0, 2)).toEqual(['list', 1]);
    }
  });

  it('leaves a row of a kind it does not know to zod (an optional key, a pattern, a refinement, a coerced number)', () => {
    for (const row of [
      z.strictObject({ a: z.string().optional() }),
      z.strictObject({ a: z.string().regex(/^x/) }),
      z.strictObject({ a: z.number() }).refine((r) => r.a > 0),
      z.strictObject({ a: z.coerce.number() }),
      z.object({ a: z.string() }),
      z.strictObject({ a: z.number().max(3) }),
    ])
      expect(rows(row)).toBeInstanceOf(z.ZodArray);
    expect(rows(toJudgeSchema)).not.toBeInstanceOf(z.ZodArray);
    expect(rows(ledgerEntrySchema)).not.toBeInstanceOf(z.ZodArray);
  });
});
