// runComparison as a whole: Holm over the gated family, weighted overall, blind held-out slices, provenance checks,
// determinism and the report schema, counts, the ledger and the to-judge list.
import { describe, it, expect } from 'vitest';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../src/errors.js';
import { runComparison } from '../../src/pipeline/compare.js';
import { parseReport, serializeReport } from '../../src/report/schema.js';
import {
  REPO,
  compareCase,
  writeCase,
  useTmp,
  rrQuery,
  relAt,
  judgedFill,
  holm,
  exactSignFlip,
  mean,
  rejectionOf,
  type QuerySpec,
} from '../compare/helpers.js';

const tmp = useTmp();

describe("the gate's one-sided test over the gated family", () => {
  // type=a: 10 queries, 4 fall from rank 1 to 2 (d = -0.5). type=b: 10 queries, 8 fall. all: 20 queries, 12 fall.
  const queries = (): QuerySpec[] => [
    ...Array.from({ length: 10 }, (_, i) => rrQuery(`a${i + 1}`, 1, i < 4 ? 2 : 1, { type: 'a' })),
    ...Array.from({ length: 10 }, (_, i) => rrQuery(`b${i + 1}`, 1, i < 8 ? 2 : 1, { type: 'b' })),
  ];
  const contract = (correction: string) => ({
    gate: {
      primary: 'RR@10',
      rules: [
        { measure: 'RR@10', slices: '*', fail: 0.01 },
        { measure: 'Judged@10', slices: ['all'], warn: 0.5 },
        { measure: 'RR@10', slices: ['all'], warn: 0.001 }, // the same pair again: counted once in the family
      ],
      min_queries: 5,
      significance: { seed: 3, correction },
    },
  });
  // One-sided p by hand: the 12 moved queries have d = -0.5; a slice with k of them is at least as bad only when all k
  // signs stay (the zeros flip to themselves): p = 2^-k. Judged@10 never moves: p = 1.
  const raw: Record<string, number> = { all: 2 ** -12, 'type=a': 2 ** -4, 'type=b': 2 ** -8 };

  it('holm: Holm over the one-sided p of every gated (slice, measure) pair, once each', async () => {
    const r = (await compareCase(tmp.case('holm'), { queries: queries(), contract: contract('holm') })).report;
    const cell = (s: string, m: string) => r.slices.find((x) => x.name === s)!.measures[m];
    expect(r.significance.family).toBe(4);
    for (const [s, p] of Object.entries(raw)) expect(cell(s, 'RR@10').gate!.pWorse).toBeCloseTo(p, 15);
    expect(cell('all', 'Judged@10').gate!.pWorse).toBe(1);
    const family: [string, string][] = [
      ['all', 'RR@10'],
      ['type=a', 'RR@10'],
      ['type=b', 'RR@10'],
      ['all', 'Judged@10'],
    ];
    const expected = holm(family.map(([s, m]) => cell(s, m).gate!.pWorse));
    family.slice(0, 3).forEach(([s, m], i) => expect(cell(s, m).gate!.pAdjusted).toBeCloseTo(expected[i], 15));
    // Judged@10 did not move: no decision is at stake, so no adjusted p (it still counts in the family of 4).
    expect(cell('all', 'Judged@10').gate!.pAdjusted).toBeNull();
    // By hand: sorted [2^-12, 2^-8, 2^-4, 1] → type=a is third: 2 × 2^-4 = 0.125 > alpha.
    expect(cell('type=a', 'RR@10').gate!.pAdjusted).toBeCloseTo(0.125, 15);
    // The descriptive two-sided p stays beside it: type=a {-0.5 x4, 0 x6} → 2/16 (exact).
    expect(cell('type=a', 'RR@10').p).toBe(exactSignFlip([-0.5, -0.5, -0.5, -0.5, 0, 0, 0, 0, 0, 0]));
    // Pairs outside the family carry no gate statistics.
    expect(cell('type=a', 'Judged@10').gate).toBeNull();
    expect(cell('type=b', 'Judged@10').status).toBe('not-gated');
    expect(
      r.verdict.reasons
        .filter((x) => x.kind === 'rule')
        .map((x) => x.slice)
        .sort(),
    ).toEqual(['all', 'type=b']);
    // type=a's drop (0.2) is beyond the fail threshold but not significant: reported with what the slice can detect,
    // raising no verdict; the slice shows as underpowered.
    const a = r.verdict.reasons.find((x) => x.slice === 'type=a')!;
    expect(a).toMatchObject({ level: 'pass', kind: 'not-significant', measure: 'RR@10', threshold: '0.01' });
    expect(a.mde).toBe(cell('type=a', 'RR@10').gate!.mde);
    expect(cell('type=a', 'RR@10').status).toBe('underpowered');
  });

  it('westfall-young: the step-down min-p over the joint sign flips, by brute force over all 2^12 patterns', async () => {
    const r = (await compareCase(tmp.case('wy'), { queries: queries(), contract: contract('westfall-young') })).report;
    const cell = (s: string) => r.slices.find((x) => x.name === s)!.measures['RR@10'];
    // The moved queries: 4 in type=a, 8 in type=b. A pattern keeps j of a's and k of b's signs. Marginal p of a
    // pattern within a slice: P(another pattern is at least as bad) = P(kept >= this pattern's kept).
    const C = (n: number, k: number): number =>
      k < 0 || k > n ? 0 : k === 0 || k === n ? 1 : C(n - 1, k - 1) + C(n - 1, k);
    const tail = (n: number, k: number) => {
      let s = 0;
      for (let i = k; i <= n; i++) s += C(n, i);
      return s / 2 ** n;
    };
    // Step-down order: all (2^-12), type=b (2^-8), type=a (2^-4); Judged@10 (p 1) last.
    const stepP = (set: ('all' | 'a' | 'b')[], p: number) => {
      let hit = 0;
      for (let j = 0; j <= 4; j++)
        for (let k = 0; k <= 8; k++) {
          const ps = set.map((x) => (x === 'a' ? tail(4, j) : x === 'b' ? tail(8, k) : tail(12, j + k)));
          if (Math.min(...ps) <= p + 1e-15) hit += C(4, j) * C(8, k);
        }
      return hit / 4096;
    };
    const pAll = stepP(['all', 'a', 'b'], raw.all);
    const pB = Math.max(pAll, stepP(['a', 'b'], raw['type=b']));
    const pA = Math.max(pB, stepP(['a'], raw['type=a']));
    expect(cell('all').gate!.pAdjusted).toBeCloseTo(pAll, 12);
    expect(cell('type=b').gate!.pAdjusted).toBeCloseTo(pB, 12);
    expect(cell('type=a').gate!.pAdjusted).toBeCloseTo(pA, 12);
    // type=a alone at its step: its own p, 2^-4 = 0.0625 > alpha; the slices' overlap with all costs nothing extra.
    expect(pA).toBeCloseTo(0.0625, 12);
    expect(
      r.verdict.reasons
        .filter((x) => x.kind === 'rule')
        .map((x) => x.slice)
        .sort(),
    ).toEqual(['all', 'type=b']);
  });

  it('correction: none leaves the one-sided p as is', async () => {
    const r = (await compareCase(tmp.case('holm-none'), { queries: queries(), contract: contract('none') })).report;
    for (const s of r.slices) {
      const g = s.measures['RR@10'].gate;
      if (g) expect(g.pAdjusted).toBe(g.pWorse);
    }
    // Unadjusted, type=a's 0.0625 is still above alpha: its drop is only reported as not significant.
    expect(r.verdict.reasons.find((x) => x.slice === 'type=a')?.kind).toBe('not-significant');
  });
});

describe('weighted overall', () => {
  it('is Σ w·mean / Σ w over the named slices', async () => {
    // type=a: 10 queries at RR 1, 4 fall to 1/2 → 1 → 0.8. type=b: 10 at 1/2, 4 rise to 1 → 0.5 → 0.7.
    // weights a: 2, b: 1 → baseline (2·1 + 0.5)/3 = 5/6, candidate (2·0.8 + 0.7)/3 = 2.3/3.
    const queries: QuerySpec[] = [
      ...Array.from({ length: 10 }, (_, i) => rrQuery(`a${i + 1}`, 1, i < 4 ? 2 : 1, { type: 'a' })),
      ...Array.from({ length: 10 }, (_, i) => rrQuery(`b${i + 1}`, 2, i < 4 ? 1 : 2, { type: 'b' })),
    ];
    const res = await compareCase(tmp.case('weighted'), {
      queries,
      contract: { weights: { 'type=a': 2, 'type=b': 1 } },
    });
    const w = res.report.weighted!;
    expect(Object.keys(w)).toEqual(['RR@10', 'Judged@10']);
    expect(w['RR@10'].baseline).toBeCloseTo(5 / 6, 12);
    expect(w['RR@10'].candidate).toBeCloseTo(2.3 / 3, 12);
    expect(w['RR@10'].delta).toBeCloseTo(2.3 / 3 - 5 / 6, 12);
    expect(w['Judged@10']).toEqual({ baseline: 1, candidate: 1, delta: 0 });
    // The plain mean over queries is unaffected: 15/20 → 15/20.
    expect(res.report.slices[0].measures['RR@10'].baseline).toBeCloseTo(0.75, 12);
    expect(res.markdown).toContain('| RR@10 (weighted by slice) | 0.8333 | 0.7667 | −0.0667 | | | | |');
  });

  it('weights naming an unknown slice are an error', async () => {
    const err = await rejectionOf(
      compareCase(tmp.case('weighted-bad'), {
        queries: [rrQuery('q1', 1, 1, { type: 'a' })],
        contract: { weights: { 'type=zzz': 1 } },
      }),
    );
    expect(err).toBeInstanceOf(InputError);
    expect(err.message).toBe('weights names slice "type=zzz", which no judged query belongs to');
  });
});

describe('blind held-out slice', () => {
  // 12 visible queries (split=dev, type=a|b) and 4 held-out ones (split=test) that regress badly and carry unjudged
  // documents: if anything leaked, their ids would show in perQuery, the ledger or the to-judge list.
  const queries = (): QuerySpec[] => [
    ...Array.from({ length: 12 }, (_, i) =>
      rrQuery(`dev${i + 1}`, 2, i < 2 ? 1 : i < 4 ? 4 : 2, { type: i % 2 ? 'a' : 'b', split: 'dev' }),
    ),
    ...Array.from(
      { length: 4 },
      (_, i): QuerySpec => ({
        qid: `secret${i + 1}`,
        judged: judgedFill(),
        base: relAt(1),
        cand: ['hidden-doc', ...relAt(0).slice(0, 8), 'rel'],
        labels: { type: 'a', split: 'test' },
        text: 'secret text',
      }),
    ),
  ];
  const contract = {
    heldout: { slice: 'split=test', mode: 'blind' },
    // A fixed chance of relevance of 1 for the candidate's newly shown unjudged documents, so that the held-out slice's
    // failure turns inconclusive and its to-judge entries exist to be withheld.
    gate: {
      primary: 'RR@10',
      rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
      min_queries: 3,
      significance: 'none',
      unjudged_relevance: 1,
    },
  };

  it('keeps numbers and per-query detail of the held-out slice out of every output', async () => {
    const res = await compareCase(tmp.case('blind'), { queries: queries(), contract });
    const r = res.report;
    const held = r.slices.find((s) => s.name === 'split=test')!;
    expect(held).toMatchObject({ heldout: true, blind: true, queries: 4, gated: true, measures: {} });
    // Its candidate puts an unjudged document first and the relevant one 10th: RR 1 → 0.1, so the rule fires on it;
    // that unjudged document is new in its top 10, and judged relevant (chance 1 here) it gives RR 1 again: inconclusive.
    expect(held.status).toBe('inconclusive');
    const reason = r.verdict.reasons.find((x) => x.slice === 'split=test')!;
    expect(reason).toMatchObject({
      level: 'inconclusive',
      because: 'unjudged',
      hidden: true,
      baseline: null,
      candidate: null,
      delta: null,
      pAdjusted: null,
      unjudged: null,
    });
    expect(reason.message).toBe(`RR@10 on held-out slice split=test: ${reason.level} (blind: numbers withheld)`);

    // `all` and the other slices cover the 12 visible queries only.
    expect(r.slices[0].queries).toBe(12);
    expect(r.slices.find((s) => s.name === 'type=a')!.queries).toBe(6);
    expect(r.slices.some((s) => s.name === 'split=dev')).toBe(true);
    expect(r.counts).toMatchObject({ heldout: 4, evaluated: 16, judged: 16 });

    // No held-out query id, document or text anywhere in the report, the Markdown or the files.
    expect(r.perQuery.qids).toHaveLength(12);
    expect(r.perQuery.qids.every((q) => q.startsWith('dev'))).toBe(true);
    expect(r.perQuery.baseline['RR@10']).toHaveLength(12);
    expect([...r.ledger.regressed, ...r.ledger.improved].every((e) => e.qid.startsWith('dev'))).toBe(true);
    expect(r.ledger.regressed.length).toBeGreaterThan(0);
    expect(r.toJudge).toEqual([]);
    for (const f of res.files) {
      expect(f.content, f.name).not.toContain('secret');
      expect(f.content, f.name).not.toContain('hidden-doc');
    }
    // The Markdown shows only the held-out slice's status.
    expect(res.markdown).toMatch(
      /^\| `split=test` \(held out\) \| 4 \| — \| — \| — \| — \| — \| — \| .+ \(blind\) \|$/m,
    );
    expect(res.markdown).toContain('**RR@10 on `split=test`** (held out, blind)');
  });

  it("mode: visible shows the held-out slice's numbers and queries; `all` still leaves them out", async () => {
    const r = (
      await compareCase(tmp.case('visible'), {
        queries: queries(),
        contract: { ...contract, heldout: { slice: 'split=test', mode: 'visible' } },
      })
    ).report;
    const held = r.slices.find((s) => s.name === 'split=test')!;
    expect(held).toMatchObject({ heldout: true, blind: false, queries: 4 });
    // Held-out candidates: RR 1 → 1/10 on every query.
    expect(held.measures['RR@10'].baseline).toBe(1);
    expect(held.measures['RR@10'].candidate).toBeCloseTo(0.1, 12);
    expect(r.verdict.reasons.find((x) => x.slice === 'split=test')!.delta).toBeCloseTo(-0.9, 12);
    expect(r.slices[0].queries).toBe(12);
    expect(r.perQuery.qids).toHaveLength(16);
    expect(r.toJudge.map((t) => t.qid)).toEqual(['secret1', 'secret2', 'secret3', 'secret4']);
  });

  it('a held-out slice that is not a dimension=value is an error', async () => {
    const err = await rejectionOf(
      compareCase(tmp.case('blind-bad'), {
        queries: queries(),
        contract: { ...contract, heldout: { slice: 'fold=9' } },
      }),
    );
    expect(err).toBeInstanceOf(InputError);
    expect(err.message).toBe('heldout.slice "fold=9" is not a dimension=value of the slices file');
  });
});

describe('provenance: corpus and contract', () => {
  const queries = () => [rrQuery('q1', 1, 1), rrQuery('q2', 1, 2)];
  it('baseline corpus A vs candidate corpus B is an InputError', async () => {
    const err = await rejectionOf(
      compareCase(tmp.case('corpus-ab'), {
        queries: queries(),
        baseHeader: '# corpus: A\n',
        candHeader: '# corpus: B\n',
      }),
    );
    expect(err).toBeInstanceOf(InputError);
    expect(err.message).toBe('the baseline was made on corpus "A" but the candidate declares corpus "B"');
    expect(err.format()).toMatch(/^cand\.trec: /);
  });
  it('a run declaring another corpus than the contract pins is an error', async () => {
    const err = await rejectionOf(
      compareCase(tmp.case('corpus-contract'), {
        queries: queries(),
        contract: { corpus: '2026-11-01' },
        candHeader: '# corpus: 2025-01-01\n',
      }),
    );
    expect(err).toBeInstanceOf(InputError);
    expect(err.format()).toMatch(/^cand\.trec: declares corpus "2025-01-01" but the contract pins corpus "2026-11-01"/);
  });
  it('matching corpora pass and the report records the corpus', async () => {
    const r = (
      await compareCase(tmp.case('corpus-ok'), {
        queries: queries(),
        contract: { corpus: 'C1' },
        baseHeader: '# corpus: C1\n',
        candHeader: '# corpus: C1\n',
      })
    ).report;
    expect(r.corpus).toBe('C1');
    expect(r.notes).toEqual([]);
  });
  it('a baseline made under another contract id is a note that says what to do, not an error, when its header does not say how it was ranked', async () => {
    const r = (
      await compareCase(tmp.case('contract-note'), { queries: queries(), baseHeader: '# contract: 0123456789ab\n' })
    ).report;
    expect(r.inputs.baseline.meta.contract).toBe('0123456789ab');
    expect(r.notes).toEqual([
      `The baseline was made under contract 0123456789ab (today's is ${r.contract.id}) and its header does not say how it was ranked and cut: refresh it from the main branch's run with npx rankgate baseline --contract rankgate.yml --run <main's run>. Both runs were re-scored under today's contract.`,
    ]);
  });

  it('another contract id with the same tie policy and enough depth changes no number: no note (editing the slices after rankgate baseline, say)', async () => {
    // The measures are RR@10 and Judged@10: 10 results per query are all they read.
    const ok = (
      await compareCase(tmp.case('contract-same-ranking'), {
        queries: queries(),
        baseHeader: '# contract: 0123456789ab\n# ties: trec_eval\n# depth: 10\n',
      })
    ).report;
    expect(ok.notes).toEqual([]);
    const deeper = (
      await compareCase(tmp.case('contract-deeper'), {
        queries: queries(),
        baseHeader: '# contract: 0123456789ab\n# ties: trec_eval\n# depth: 1000\n',
      })
    ).report;
    expect(deeper.notes).toEqual([]);
  });

  it("another contract id whose ranking no longer serves today's contract (other tie policy, too shallow) names what differs and the command", async () => {
    const r = (
      await compareCase(tmp.case('contract-ranking'), {
        queries: queries(),
        baseHeader: '# contract: 0123456789ab\n# ties: rank\n# depth: 5\n',
      })
    ).report;
    expect(r.notes).toEqual([
      `The baseline was made under contract 0123456789ab (today's is ${r.contract.id}) and ranked with ties: rank, today's contract uses trec_eval; cut at depth 5, today's measures read 10 results per query, so it is not what the contract would bless today: refresh it from the main branch's run with npx rankgate baseline --contract rankgate.yml --run <main's run>. Both runs were re-scored under today's contract.`,
    ]);
  });
  it("a baseline made under today's contract id gives no note", async () => {
    const dir = tmp.case('contract-same');
    const first = await compareCase(dir, { queries: queries() });
    const r = (await compareCase(dir, { queries: queries(), baseHeader: `# contract: ${first.report.contract.id}\n` }))
      .report;
    expect(r.contract.id).toBe(first.report.contract.id);
    expect(r.notes).toEqual([]);
  });
});

describe('determinism and the report schema', () => {
  // 24 queries (Monte Carlo p and bootstrap, not exact enumeration), several slices, unjudged documents, query texts.
  const queries = (): QuerySpec[] =>
    Array.from(
      { length: 24 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: relAt((i % 4) + 1),
        cand: i % 3 === 0 ? ['u' + i, ...relAt((i % 5) + 1).slice(0, 9)] : relAt(((i * 7) % 6) + 1),
        labels: { type: ['a', 'b', 'c'][i % 3], lang: i % 2 ? 'en' : 'en;de' },
        text: `query ${i + 1}`,
      }),
    );
  const contract = {
    gate: {
      primary: 'RR@10',
      rules: [{ measure: 'RR@10', slices: '*', warn: 0.01, fail: 0.05 }],
      min_queries: 5,
      significance: {},
    },
  };

  it('running twice gives byte-identical report JSON, Markdown and files', async () => {
    const dir = tmp.case('determinism');
    const w = writeCase(dir, { queries: queries(), contract });
    const a = await runComparison({ contract: w.contract, run: w.run, root: dir });
    const b = await runComparison({ contract: w.contract, run: w.run, root: dir });
    expect(a.reportJson).toBe(b.reportJson);
    expect(a.markdown).toBe(b.markdown);
    expect(a.files).toEqual(b.files);
    // Paths are relative to the root, so the bytes do not depend on where the temp folder is.
    expect(a.report.inputs.baseline.path).toBe('base.trec');
    expect(a.reportJson).not.toContain(dir);
    // 24 queries, at most 20 of them moved: the two-sided p is the exact share of the moved queries' 2^m sign
    // patterns (m <= 20), not a Monte Carlo (count + 1) / 10001. (The example's snapshots hold sampled ones.)
    const p = a.report.slices[0].measures['RR@10'].p!;
    expect(Number.isInteger(p * 2 ** 20)).toBe(true);
    expect(Number.isInteger(p * 10_001)).toBe(false);
  });

  it('the report round-trips through parseReport and serializes to the same bytes', async () => {
    const res = await compareCase(tmp.case('schema'), { queries: queries(), contract });
    const parsed = parseReport(res.reportJson);
    expect(parsed).toEqual(res.report);
    expect(serializeReport(parsed)).toBe(res.reportJson);
    expect(res.files.find((f) => f.name === 'report.json')!.content).toBe(res.reportJson);
    expect(res.files.find((f) => f.name === 'report.md')!.content).toBe(res.markdown);
  });

  it('parseReport rejects a report from another schema version or with unknown keys', async () => {
    const res = await compareCase(tmp.case('schema-bad'), { queries: queries(), contract });
    const other = JSON.parse(res.reportJson);
    other.schema = 'rankgate.report/1';
    expect(() => parseReport(JSON.stringify(other))).toThrow();
    const extra = JSON.parse(res.reportJson);
    extra.verdict.extra = 1;
    expect(() => parseReport(JSON.stringify(extra))).toThrow();
    // The resolved contract is typed by the contract's own schema: every default present, nothing unknown.
    expect(res.report.contract.resolved.gate.significance).toMatchObject({ correction: 'westfall-young', alpha: 0.05 });
    const unknownKey = JSON.parse(res.reportJson);
    unknownKey.contract.resolved.gate.treshold = 0.02;
    expect(() => parseReport(JSON.stringify(unknownKey))).toThrow(/treshold/);
    const badPolicy = JSON.parse(res.reportJson);
    badPolicy.contract.resolved.policy.ties = 'random';
    expect(() => parseReport(JSON.stringify(badPolicy))).toThrow();
    // The per-query columns are checked a column at a time: a value that is not a finite number is named by its place.
    const measure = Object.keys(res.report.perQuery.baseline)[0]!;
    const badValue = JSON.parse(res.reportJson);
    badValue.perQuery.baseline[measure][2] = 'NaN';
    expect(() => parseReport(JSON.stringify(badValue))).toThrow(/value 2 is not a finite number/);
    expect(() => parseReport(JSON.stringify(badValue))).toThrow(new RegExp(`perQuery.*baseline.*${measure}`, 's'));
    const notColumn = JSON.parse(res.reportJson);
    notColumn.perQuery.qids = 'q1';
    expect(() => parseReport(JSON.stringify(notColumn))).toThrow(/expected an array of strings/);
    const badId = JSON.parse(res.reportJson);
    badId.perQuery.qids[0] = 7;
    expect(() => parseReport(JSON.stringify(badId))).toThrow(/value 0 is not a string/);
    expect(parseReport(res.reportJson).perQuery).toEqual(res.report.perQuery);
  });
});

describe('counts, ledger and to-judge list', () => {
  it('counts queries missing from the candidate, without relevant judgments, and run-only queries', async () => {
    const queries: QuerySpec[] = [
      rrQuery('q1', 1, 1),
      rrQuery('q2', 1, 2),
      { qid: 'q3', judged: judgedFill(), base: relAt(3), cand: null }, // missing from the candidate: scored 0
      { qid: 'q4', judged: { n1: 0, n2: 0 }, base: ['n1', 'n2'], cand: ['n2', 'n1'] }, // no relevant judgment: excluded
    ];
    const r = (await compareCase(tmp.case('counts'), { queries, candExtra: 'zzz Q0 d1 1 1 cand\n' })).report;
    expect(r.counts).toMatchObject({ judged: 4, evaluated: 3, noRelevant: 1, heldout: 0 });
    expect(r.inputs.candidate.missing).toBe(1);
    expect(r.inputs.candidate.runOnly).toBe(1);
    // RR@10 over q1..q3: baseline (1 + 1 + 1/3)/3, candidate (1 + 1/2 + 0)/3.
    expect(r.slices[0].measures['RR@10'].baseline).toBeCloseTo(mean([1, 1, 1 / 3]), 12);
    expect(r.slices[0].measures['RR@10'].candidate).toBeCloseTo(mean([1, 0.5, 0]), 12);
    expect(r.perQuery.qids).toEqual(['q1', 'q2', 'q3']);
    expect(r.warnings.some((w) => w.includes('1 query has results but no judgments') && w.includes('"zzz"'))).toBe(
      true,
    );
    const q3 = r.ledger.regressed.find((e) => e.qid === 'q3')!;
    expect(q3.missingInCandidate).toBe(true);
    expect(q3.candidateTop).toEqual([]);
  });

  it('the ledger lists the most regressed and improved queries by the primary measure, worst first', async () => {
    // deltas: q1 1 → 1/4 (−0.75), q2 1 → 1/2 (−0.5), q3 1/2 → 1 (+0.5), q4 unchanged, q5 1 → 1/3 (−2/3).
    const queries: QuerySpec[] = [
      rrQuery('q1', 1, 4),
      rrQuery('q2', 1, 2),
      rrQuery('q3', 2, 1),
      rrQuery('q4', 1, 1),
      rrQuery('q5', 1, 3),
    ];
    const r = (await compareCase(tmp.case('ledger'), { queries, contract: { report: { ledger: 2, topk: 3 } } })).report;
    expect(r.ledger.measure).toBe('RR@10');
    expect(r.ledger.topk).toBe(3);
    expect(r.ledger.regressed.map((e) => e.qid)).toEqual(['q1', 'q5']);
    expect(r.ledger.improved.map((e) => e.qid)).toEqual(['q3']);
    const q1 = r.ledger.regressed[0];
    expect(q1.delta).toBeCloseTo(-0.75, 12);
    expect(q1.baselineTop).toEqual([
      { docid: 'rel', grade: 1 },
      { docid: 'n1', grade: 0 },
      { docid: 'n2', grade: 0 },
    ]);
    expect(q1.candidateTop).toEqual([
      { docid: 'n1', grade: 0 },
      { docid: 'n2', grade: 0 },
      { docid: 'n3', grade: 0 },
    ]);
    expect(q1.relevantLeft).toEqual(['rel']);
    expect(q1.relevantEntered).toEqual([]);
  });

  it('the to-judge list holds unjudged documents of either top k, by summed rank discount', async () => {
    // q1: baseline [rel x n1..], candidate [x y rel ...]: x at ranks 2 (base) and 1 (cand) → 1/log2(3) + 1; y → 1/log2(3).
    const queries: QuerySpec[] = [
      {
        qid: 'q1',
        judged: judgedFill(),
        base: ['rel', 'x', ...relAt(0).slice(0, 8)],
        cand: ['x', 'y', 'rel', ...relAt(0).slice(0, 7)],
      },
      { qid: 'q2', judged: judgedFill(), base: relAt(1), cand: [...relAt(1).slice(0, 9), 'z'] }, // z at rank 10 → 1/log2(11)
    ];
    const res = await compareCase(tmp.case('tojudge'), { queries });
    const r = res.report;
    expect(r.toJudge.map((t) => [t.qid, t.docid, t.baselineRank, t.candidateRank])).toEqual([
      ['q1', 'x', 2, 1],
      ['q1', 'y', null, 2],
      ['q2', 'z', null, 10],
    ]);
    expect(r.toJudge[0].impact).toBeCloseTo(1 / Math.log2(3) + 1, 12);
    expect(r.toJudge[1].impact).toBeCloseTo(1 / Math.log2(3), 12);
    expect(r.toJudge[2].impact).toBeCloseTo(1 / Math.log2(11), 12);
    const stub = res.files.find((f) => f.name === 'to-judge.qrels')!.content;
    expect(stub.split('\n').filter((l) => !l.startsWith('#') && l)).toEqual(['q1 0 x ?', 'q1 0 y ?', 'q2 0 z ?']);
  });
});

describe('slices file counts through the engine', () => {
  it('counts judged queries without a slices row and slices rows for unjudged queries', async () => {
    const queries: QuerySpec[] = [
      rrQuery('q1', 1, 1, { type: 'a' }),
      rrQuery('q2', 1, 1, { type: 'a;b' }),
      rrQuery('q3', 1, 1, { type: '' }),
      rrQuery('q4', 1, 1),
      rrQuery('q5', 1, 1), // no row at all
      rrQuery('q6', 1, 1, { type: 'a' }), // 3 of 6 labelled: the least a slices file may label
    ];
    const res = await compareCase(tmp.case('slice-counts'), { queries, extraSliceRows: ['ghost1\ta', 'ghost2\tb'] });
    const r = res.report;
    expect(r.counts.withoutSliceLabels).toBe(2);
    expect(r.counts.sliceLabelsNotJudged).toBe(2);
    expect(r.warnings).toContain('2 judged queries have no row in the slices file (counted as (unlabeled))');
    expect(r.notes).toContain('2 slices-file row(s) name queries without judgments (ignored)');
    const size = (n: string) => r.slices.find((s) => s.name === n)?.queries;
    expect(size('type=a')).toBe(3); // q1, q2, q6
    expect(size('type=b')).toBe(1); // q2
    expect(size('type=(unlabeled)')).toBe(3); // q3 (empty cell), q4, q5 (no row)
    expect(r.inputs.slices!.dimensions).toEqual(['type']);
    // per-query.csv carries each query's slices
    const csv = res.files.find((f) => f.name === 'per-query.csv')!.content.split('\n');
    expect(csv[2]).toMatch(/^q2,type=a;type=b,/);
    expect(csv[4]).toMatch(/^q4,type=\(unlabeled\),/);
  });

  it('an empty slices file path is an error naming the file', async () => {
    const dir = tmp.case('slices-empty');
    const w = writeCase(dir, { queries: [rrQuery('q1', 1, 1, { type: 'a' })] });
    writeFileSync(join(dir, 'slices.tsv'), '');
    const err = await rejectionOf(runComparison({ contract: w.contract, run: w.run, root: dir }));
    expect(err).toBeInstanceOf(InputError);
    expect(err.format()).toMatch(/^slices\.tsv: file is empty/);
  });
});

describe('seeding per slice and measure', () => {
  // README: bootstrap intervals and p-values are seeded per (slice, measure), so adding a measure to the contract
  // moves no other measure's numbers. The example contract, once as shipped and once with AP and nDCG@20 added.
  it("adding measures leaves every other cell's interval and descriptive p unchanged", async () => {
    const dir = tmp.case('extra-measures');
    const root = join(dir, 'repo');
    cpSync(join(REPO, 'examples', 'help-center'), join(root, 'examples', 'help-center'), { recursive: true });
    cpSync(join(REPO, 'baselines'), join(root, 'baselines'), { recursive: true });
    const shipped = join(root, 'examples', 'help-center', 'rankgate.yml');
    const wider = join(root, 'examples', 'help-center', 'wider.yml');
    const yaml = readFileSync(shipped, 'utf8');
    expect(yaml).toContain('measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]');
    writeFileSync(
      wider,
      yaml.replace(
        'measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]',
        'measures: [AP, nDCG@10, R@100, nDCG@20, RR@10, P@5, Judged@10]',
      ),
    );
    const run = join(root, 'examples', 'help-center', 'candidate.trec');
    const a = (await runComparison({ contract: shipped, run, root, workspace: root })).report;
    const b = (await runComparison({ contract: wider, run, root, workspace: root })).report;
    expect(b.measures.map((m) => m.name)).toEqual(['AP', 'nDCG@10', 'R@100', 'nDCG@20', 'RR@10', 'P@5', 'Judged@10']);
    let cells = 0;
    for (const s of a.slices) {
      const t = b.slices.find((x) => x.name === s.name)!;
      for (const [m, c] of Object.entries(s.measures)) {
        expect([s.name, m, t.measures[m].ci, t.measures[m].p]).toEqual([s.name, m, c.ci, c.p]);
        cells++;
      }
    }
    expect(cells).toBe(a.slices.length * 5);
  });
});
