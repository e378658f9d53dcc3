// `rankgate init` fitting the gate to a collection it has not seen: synthetic TREC-like collections (the gate
// benchmark's seeded generator) of 40–100 queries with 2–4 slice dimensions. What init writes must have no gated slice
// that `rankgate power` calls underpowered, and a true drop of exactly a written MDE must fail about as often as the
// contract's power says, under the real family test over every pair the written contract gates.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { initCommand } from '../../src/cli/init.js';
import { powerReport, type PowerRow } from '../../src/pipeline/power.js';
import { familyTest } from '../../src/compare/family.js';
import { Rng } from '../../src/compare/stats.js';
import { readableUp } from '../../src/pipeline/fit.js';
import { useTmp } from '../compare/helpers.js';

const tmp = useTmp();

/** The gate benchmark's seeded generator (plain JavaScript: typed here for what the test uses). */
interface Sim {
  collection(seed: number, queries: number, density: 'dense' | 'sparse'): { qid: string }[];
  labels(seed: number, queries: number, targetSize: number): Labels[];
  systemScores(coll: unknown, seed: number, sigma: number): unknown;
  noisyRun(coll: unknown, clean: unknown, kind: 'jitter', seed: number, sigma: number): unknown;
  qrelsText(coll: unknown): string;
  runText(coll: unknown, run: unknown, tag: string): string;
}
const { collection, labels, noisyRun, qrelsText, runText, systemScores } = (await import(
  new URL('../../bench/gate/sim.mjs', import.meta.url).href
)) as Sim;

type Labels = Record<string, string>;

/** A repository holding a synthetic collection's judgments and slices (the first `dims` dimensions), a main-branch run and a second run. */
function syntheticRepo(name: string, seed: number, queries: number, dims: number): { dir: string; labs: Labels[] } {
  const dir = tmp.case(name);
  mkdirSync(join(dir, 'eval'), { recursive: true });
  const coll = collection(seed, queries, 'dense');
  const all = labels(seed + 1, queries, Math.round(queries / 3));
  const names = ['type', 'lang', 'len', 'bucket'].slice(0, dims);
  const labs = all.map((l) => Object.fromEntries(names.map((d) => [d, l[d]])));
  writeFileSync(join(dir, 'eval/qrels.txt'), qrelsText(coll));
  writeFileSync(
    join(dir, 'eval/slices.tsv'),
    ['qid\t' + names.join('\t'), ...coll.map((q, i) => `${q.qid}\t${names.map((d) => labs[i][d]).join('\t')}`)].join(
      '\n',
    ) + '\n',
  );
  // Two equally good systems' runs (same signal, their own noise): the churn a ranking change brings.
  const clean = systemScores(coll, seed + 2, 1);
  writeFileSync(join(dir, 'main.trec'), runText(coll, noisyRun(coll, clean, 'jitter', seed + 3, 0.6), 'main'));
  writeFileSync(join(dir, 'cand.trec'), runText(coll, noisyRun(coll, clean, 'jitter', seed + 4, 0.6), 'cand'));
  return { dir, labs };
}

interface WrittenRule {
  measure: string;
  slices: string[];
  warn?: number;
  fail: number;
}

function rulesOf(dir: string): { rules: WrittenRule[]; text: string } {
  const text = readFileSync(join(dir, 'rankgate.yml'), 'utf8');
  return { rules: parse(text).gate.rules, text };
}

describe('init fits the gate to the data', () => {
  for (const [queries, dims, seed, second] of [
    [100, 4, 11, true],
    [60, 3, 23, true],
    [40, 2, 37, false],
  ] as const) {
    it(`${queries} queries, ${dims} slice dimensions, ${second ? 'a second run' : 'the assumed churn'}: no gated slice is underpowered, each MDE is stated beside its rule`, async () => {
      const { dir, labs } = syntheticRepo(`fit-${queries}`, seed, queries, dims);
      const lines = await initCommand({
        dir,
        cwd: dir,
        baseline: 'main.trec',
        ...(second ? { candidate: 'cand.trec' } : {}),
      });
      expect(lines.some((l) => l.startsWith('Fitted the gate to '))).toBe(true);
      const { rules, text } = rulesOf(dir);
      // What `rankgate power` says of the written contract, on the same variance source.
      const p = await powerReport({
        contract: join(dir, 'rankgate.yml'),
        ...(second ? { run: join(dir, 'cand.trec') } : {}),
      });
      expect(p.source).toBe(second ? 'run' : 'assumed');
      expect(p.rows.length).toBe(rules.length);
      for (const row of p.rows) {
        expect(row.resolves, `${row.measure} on ${row.slice}`).toBe(true);
        const rule = rules.find((r) => r.measure === row.measure && r.slices[0] === row.slice)!;
        // Never below the defaults (0.02 nDCG@10, 0.01 R@100), never beyond 0.10 but on `all`, a readable step.
        expect(rule.fail).toBeGreaterThanOrEqual(row.measure === 'R@100' ? 0.01 : 0.02);
        if (row.slice !== 'all') expect(rule.fail).toBeLessThanOrEqual(0.1);
        expect(readableUp(rule.fail)).toBe(rule.fail);
        if (rule.warn !== undefined) expect(rule.warn).toBeLessThan(rule.fail);
        // The comment beside the rule states the MDE power computes for the written contract.
        expect(text).toContain(
          `slices: [${JSON.stringify(row.slice)}]${rule.warn !== undefined ? `, warn: ${rule.warn}` : ''}, fail: ${rule.fail} }   # ${row.queries} queries, MDE ${row.mde!.toFixed(4)}`,
        );
      }
      // Every slice of at least min_queries queries is either gated or named report-only with the queries it needs.
      const gated = new Set(p.rows.filter((r) => r.measure === 'nDCG@10').map((r) => r.slice));
      const reportOnly = [
        ...text.matchAll(
          /# report-only: nDCG@10 on "([^"]+)" \((\d+) queries\): it cannot resolve a drop of 0\.1; resolving 0\.02 needs (\d+) queries/g,
        ),
      ];
      for (const m of reportOnly) {
        expect(gated.has(m[1])).toBe(false);
        expect(Number(m[3])).toBeGreaterThan(Number(m[2]));
      }
      expect(gated.has('all')).toBe(true);
      // Counted from the labels: `all` plus every dimension=value of at least 10 queries (the contract's min_queries).
      const sizes = new Map<string, number>();
      for (const l of labs)
        for (const [d, v] of Object.entries(l)) sizes.set(`${d}=${v}`, (sizes.get(`${d}=${v}`) ?? 0) + 1);
      const eligible = 1 + [...sizes.values()].filter((n) => n >= 10).length;
      expect(gated.size + reportOnly.length).toBe(eligible);
      if (process.env.SHOW_RATES)
        console.log(`${queries} queries: ${gated.size} gated, ${reportOnly.length} report-only`);
    }, 120_000);
  }

  // A true drop of exactly the MDE written beside a rule, planted on that slice's queries, with per-query noise of the
  // slice's paired sd on every query and measure; the real family test over every pair the written contract gates
  // (Westfall–Young, its thresholds as written); a fail is a significant drop beyond the rule's threshold, as the gate
  // decides. 200 trials: 3 standard errors of a rate near 0.8 are 0.085. The MDE errs toward a larger drop (its
  // critical value is at least the decision's), so the rate may sit a little above the power, not below it.
  it("a planted drop of exactly a written MDE fails about as often as the contract's power says", async () => {
    const { dir, labs } = syntheticRepo('fit-sim', 11, 100, 4);
    await initCommand({ dir, cwd: dir, baseline: 'main.trec', candidate: 'cand.trec' });
    const { rules } = rulesOf(dir);
    const p = await powerReport({ contract: join(dir, 'rankgate.yml'), run: join(dir, 'cand.trec') });
    const membersOf = (slice: string) =>
      Int32Array.from(
        labs.flatMap((l, q) => {
          if (slice === 'all') return [q];
          const [d, v] = slice.split('=');
          return l[d] === v ? [q] : [];
        }),
      );
    const pairs = p.rows.map((row) => ({
      row,
      members: membersOf(row.slice),
      fail: rules.find((r) => r.measure === row.measure && r.slices[0] === row.slice)!.fail,
    }));
    for (const pr of pairs) expect(pr.members.length).toBe(pr.row.queries);
    const nd = pairs.filter((x) => x.row.measure === 'nDCG@10');
    // The smallest gated slice and `all`: the two ends of what the fit resolves.
    const targets = [
      nd.reduce((a, b) => (b.row.queries < a.row.queries ? b : a)),
      nd.find((x) => x.row.slice === 'all')!,
    ];
    expect(targets[0].row.queries).toBeLessThan(50);
    for (const target of targets) {
      const j = pairs.indexOf(target);
      const mde = target.row.mde!;
      const rng = new Rng(7 + j);
      const trials = 200;
      let fails = 0;
      for (let k = 0; k < trials; k++) {
        // Per query and measure one normal draw, scaled per pair by its own paired sd; the drop on the target's queries.
        const noise = new Map<string, Float64Array>(
          ['nDCG@10', 'R@100'].map((m) => [m, Float64Array.from(labs, () => normal(rng))]),
        );
        const inTarget = new Set(target.members);
        const values = pairs.map((x: { row: PowerRow; members: Int32Array }) =>
          Float64Array.from(
            x.members,
            (q) => x.row.sd * noise.get(x.row.measure)![q] - (x === target && inTarget.has(q) ? mde : 0),
          ),
        );
        const f = familyTest({
          pairs: pairs.map((x, i) => ({ members: x.members, values: [values[i]] })),
          thresholds: [Float64Array.from(pairs, (x) => x.fail)],
          alpha: p.alpha,
          correction: 'westfall-young',
          test: 'randomization',
          iterations: 500,
          seed: k + 1,
        }).outcomes[0][0];
        const drop = -values[j].reduce((a, b) => a + b, 0) / values[j].length;
        if (f.rejected[j] === 1 && drop > target.fail) fails++;
      }
      if (process.env.SHOW_RATES)
        console.log(
          `${target.row.slice} (${target.row.queries} queries, fail ${target.fail}): MDE ${mde.toFixed(4)}, fails ${fails}/${trials}`,
        );
      expect(fails / trials).toBeGreaterThan(p.power - 0.085);
      expect(fails / trials).toBeLessThan(0.97);
    }
  }, 180_000);
});

function normal(rng: Rng): number {
  let u = rng.next();
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
