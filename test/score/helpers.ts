// Shared helpers for the scoring-engine tests: every case goes through the real readers (files on disk).
import { afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readQrels, type Qrels } from '../../src/read/qrels.js';
import { scoreRun, type ScoredRun } from '../../src/score/evaluate.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { DEFAULT_POLICY, type Policy } from '../../src/contract/policy.js';

/** A temp folder removed after the test file finishes. */
export function useTmp(): { dir: () => string; file: (name: string, content: string | Buffer) => string } {
  let dir: string | undefined;
  const get = () => (dir ??= mkdtempSync(join(tmpdir(), 'rankgate-test-')));
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  let n = 0;
  return {
    dir: get,
    file: (name, content) => {
      const p = join(get(), `${n++}-${name}`);
      writeFileSync(p, content);
      return p;
    },
  };
}

export type Judgment = [qid: string, docid: string, grade: number | string];
/** [qid, docid, score] in file order; the rank column counts up per query in file order. */
export type Result = [qid: string, docid: string, score: number | string];

export function qrelsText(js: readonly Judgment[]): string {
  return js.map(([q, d, g]) => `${q} 0 ${d} ${g}`).join('\n') + '\n';
}

export function runText(rs: readonly Result[], tag = 'test'): string {
  const rank = new Map<string, number>();
  return (
    rs
      .map(([q, d, s]) => {
        const r = (rank.get(q) ?? 0) + 1;
        rank.set(q, r);
        return `${q} Q0 ${d} ${r} ${s} ${tag}`;
      })
      .join('\n') + '\n'
  );
}

/** A ranked list given best first: scores n, n-1, ..., 1 so that every policy sees the same order. */
export function ranked(qid: string, docids: readonly string[]): Result[] {
  return docids.map((d, i) => [qid, d, docids.length - i]);
}

export interface Scored {
  run: ScoredRun;
  qrels: Qrels;
  /** The per-query value of a measure (by the name it was asked under). */
  value: (measure: string, qid: string) => number;
  low: (measure: string, qid: string) => number;
  high: (measure: string, qid: string) => number;
  optimistic: (measure: string, qid: string) => number;
}

export interface ScoreOptions {
  policy?: Partial<Policy>;
  relevance?: number;
}

type Tmp = ReturnType<typeof useTmp>;

/** Writes the judgments and the run to files and scores them through readQrels + scoreRun. */
export async function scoreFiles(
  tmp: Tmp,
  qrels: string | Buffer,
  run: string | Buffer,
  measures: readonly string[],
  o: ScoreOptions = {},
  runName = 'run.trec',
): Promise<Scored> {
  const qp = tmp.file('qrels.txt', qrels);
  const rp = tmp.file(runName, run);
  const q = await readQrels(qp);
  const specs = parseMeasures(measures);
  const s = await scoreRun(rp, q, {
    measures: specs,
    relevance: o.relevance ?? 1,
    policy: { ...DEFAULT_POLICY, ...o.policy },
    keep: 10,
  });
  const col = (which: Float64Array[]) => (measure: string, qid: string) => {
    const mi = specs.findIndex((m) => m.name === parseMeasures([measure])[0].name);
    const qi = s.qids.indexOf(qid);
    if (mi < 0 || qi < 0) throw new Error(`no value for ${measure} / ${qid}`);
    return which[mi][qi];
  };
  return { run: s, qrels: q, value: col(s.value), low: col(s.low), high: col(s.high), optimistic: col(s.optimistic) };
}

export async function score(
  tmp: Tmp,
  js: readonly Judgment[],
  rs: readonly Result[],
  measures: readonly string[],
  o: ScoreOptions = {},
): Promise<Scored> {
  return scoreFiles(tmp, qrelsText(js), runText(rs), measures, o);
}

/** `xs` in a random order drawn from `rng` (each item takes the next draw; the draws sorted ascending). */
export function shuffled<T>(xs: readonly T[], rng: () => number): T[] {
  return xs
    .map((x) => [rng(), x] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x);
}
