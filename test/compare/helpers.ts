// Shared helpers for the comparison, report and CLI tests: every case is written as real files in a temp folder
// and goes through the real readers, scorer, comparison and renderers.
import { afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runComparison, type CompareResult } from '../../src/pipeline/compare.js';
import { InputError } from '../../src/errors.js';
import type { Report } from '../../src/report/schema.js';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLE = join(REPO, 'examples', 'help-center');

/** The shipped example's two reports: the demo candidate (a hidden regression, fail) and the fixed one (pass). */
export async function exampleReports(): Promise<{ fail: Report; pass: Report }> {
  const contract = join(EXAMPLE, 'rankgate.yml');
  const fail = (await runComparison({ contract, run: join(EXAMPLE, 'candidate.trec'), root: REPO })).report;
  const pass = (await runComparison({ contract, run: join(EXAMPLE, 'candidate-fixed.trec'), root: REPO })).report;
  return { fail, pass };
}

/** A temp folder per test file, removed after the file finishes; each case gets its own sub-folder. */
export function useTmp(): { case: (name: string) => string } {
  let root: string | undefined;
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  let n = 0;
  return {
    case: (name) => {
      root ??= mkdtempSync(join(tmpdir(), 'rankgate-compare-'));
      const d = join(root, `${n++}-${name}`);
      mkdirSync(d, { recursive: true });
      return d;
    },
  };
}

/** A ranked list best first; a bare docid gets score (length - index), [docid, score] pins the score (for ties). */
export type Ranking = (string | [string, number])[];

export interface QuerySpec {
  qid: string;
  /** docid -> grade */
  judged: Record<string, number>;
  /** null: the run has no results for this query */
  base: Ranking | null;
  cand: Ranking | null;
  /** dimension -> cell text (may hold "a;b"); undefined: the query has no row in the slices file */
  labels?: Record<string, string>;
  text?: string;
}

export interface CaseSpec {
  queries: QuerySpec[];
  /** Merged over the defaults below (a shallow merge; `gate` replaces the default gate). */
  contract?: Record<string, unknown>;
  /** Extra slices-file rows for queries that have no judgments (already formatted, tab-separated). */
  extraSliceRows?: string[];
  baseHeader?: string;
  candHeader?: string;
  /** Extra raw lines appended to the candidate run (e.g. results for a query without judgments). */
  candExtra?: string;
}

export interface WrittenCase {
  dir: string;
  contract: string;
  run: string;
  baseline: string;
  qrels: string;
}

function runText(queries: QuerySpec[], side: 'base' | 'cand', tag: string): string {
  const lines: string[] = [];
  for (const q of queries) {
    const list = q[side];
    if (!list) continue;
    list.forEach((e, i) => {
      const [docid, score] = typeof e === 'string' ? [e, list.length - i] : e;
      lines.push(`${q.qid} Q0 ${docid} ${i + 1} ${score} ${tag}`);
    });
  }
  return lines.join('\n') + '\n';
}

/** Writes qrels, slices, queries, both runs and rankgate.yml (JSON is YAML) into `dir`. */
export function writeCase(dir: string, spec: CaseSpec): WrittenCase {
  const q = spec.queries;
  const qrels = q.flatMap((x) => Object.entries(x.judged).map(([d, g]) => `${x.qid} 0 ${d} ${g}`)).join('\n') + '\n';
  writeFileSync(join(dir, 'qrels.txt'), qrels);
  writeFileSync(join(dir, 'base.trec'), (spec.baseHeader ?? '') + runText(q, 'base', 'base'));
  writeFileSync(join(dir, 'cand.trec'), (spec.candHeader ?? '') + runText(q, 'cand', 'cand') + (spec.candExtra ?? ''));
  const contract: Record<string, unknown> = {
    version: 1,
    name: 'test',
    judgments: 'qrels.txt',
    baseline: 'base.trec',
    measures: ['RR@10', 'Judged@10'],
    gate: {
      primary: 'RR@10',
      rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
      min_queries: 1,
      significance: 'none',
    },
  };
  const dims: string[] = [];
  for (const x of q) for (const d of Object.keys(x.labels ?? {})) if (!dims.includes(d)) dims.push(d);
  if (dims.length > 0 || spec.extraSliceRows) {
    const rows = [['qid', ...dims].join('\t')];
    for (const x of q) if (x.labels) rows.push([x.qid, ...dims.map((d) => x.labels![d] ?? '')].join('\t'));
    rows.push(...(spec.extraSliceRows ?? []));
    writeFileSync(join(dir, 'slices.tsv'), rows.join('\n') + '\n');
    contract.slices = 'slices.tsv';
  }
  if (q.some((x) => x.text !== undefined)) {
    writeFileSync(
      join(dir, 'queries.tsv'),
      q
        .filter((x) => x.text !== undefined)
        .map((x) => `${x.qid}\t${x.text}`)
        .join('\n') + '\n',
    );
    contract.queries = 'queries.tsv';
  }
  Object.assign(contract, spec.contract ?? {});
  writeFileSync(join(dir, 'rankgate.yml'), JSON.stringify(contract, null, 2) + '\n');
  return {
    dir,
    contract: join(dir, 'rankgate.yml'),
    run: join(dir, 'cand.trec'),
    baseline: join(dir, 'base.trec'),
    qrels: join(dir, 'qrels.txt'),
  };
}

export async function compareCase(dir: string, spec: CaseSpec): Promise<CompareResult> {
  const w = writeCase(dir, spec);
  return runComparison({ contract: w.contract, run: w.run, root: dir });
}

/** Nine judged non-relevant fillers; with one relevant document a query's top 10 is fully judged. */
export const FILL = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'];

/** Ten judged documents, the relevant one ("rel") at `rank` (1..10), or absent from the list when rank is 0. */
export function relAt(rank: number): string[] {
  const list = [...FILL];
  if (rank > 0) list.splice(rank - 1, 0, 'rel');
  return list;
}

/**
 * One query with a single relevant document whose reciprocal rank is 1/baseRank in the baseline and 1/candRank in
 * the candidate (0 when the rank is 0); every document in either top 10 is judged, so Judged@10 is 1 (0.9 when rank 0).
 */
export function rrQuery(qid: string, baseRank: number, candRank: number, labels?: Record<string, string>): QuerySpec {
  return { qid, judged: judgedFill(), base: relAt(baseRank), cand: relAt(candRank), labels };
}

export function judgedFill(): Record<string, number> {
  return Object.fromEntries([['rel', 1], ...FILL.map((d) => [d, 0])]);
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Hand-written Holm step-down (Holm 1979): sort ascending, multiply the k-th smallest by (m - k + 1), running max, cap 1. */
export function holm(p: number[]): number[] {
  const m = p.length;
  const order = p.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach(([v, i], k) => {
    running = Math.max(running, Math.min(1, (m - k) * v));
    out[i] = running;
  });
  return out;
}

/** Exact two-sided sign-flip p-value by enumerating all 2^n sign patterns (n small): |mean| >= observed. */
export function exactSignFlip(d: number[]): number {
  const n = d.length;
  const obs = Math.abs(d.reduce((a, b) => a + b, 0));
  if (obs === 0) return 1;
  let hit = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += mask & (1 << i) ? -d[i] : d[i];
    if (Math.abs(s) >= obs - 1e-12) hit++;
  }
  return hit / (1 << n);
}

/** The InputError `fn` throws (fails the test when it throws nothing or something else). */
export function inputErrorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError, nothing was thrown');
}

/** The InputError a promise rejects with. */
export async function rejectionOf(p: Promise<unknown>): Promise<InputError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError, the promise resolved');
}
