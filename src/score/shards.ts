import { createHash } from 'node:crypto';
import { InputError, quote } from '../errors.js';
import type { FileFacts } from '../read/lines.js';
import { queryLine } from '../read/run.js';
import type { RunFile } from '../read/run-files.js';
import type { RankedRunResult } from './rank.js';

/**
 * A run read from several files (shards split by query): one record for the whole run, and the error for a query
 * that two shards answer. The run's record sums the shards' lines and bytes; its sha256 is that of the shards'
 * `sha256sum` listing (`<sha256>  <label>` lines, in reading order), and every shard keeps its own record.
 */

/** The reads of the shards (or of groups of them, each already combined) as the read of one run named `label`. */
export function combineReads(reads: readonly RankedRunResult[], label: string): RankedRunResult {
  const shards = reads.flatMap((r) => r.shards ?? [r.facts]);
  const sha256 = shards.some((s) => s.sha256 === '')
    ? ''
    : createHash('sha256')
        .update(shards.map((s) => `${s.sha256}  ${s.path}\n`).join(''))
        .digest('hex');
  const tags: string[] = [];
  for (const r of reads) for (const t of r.tags) if (!tags.includes(t) && tags.length < 8) tags.push(t);
  const total = (f: (r: RankedRunResult) => number) => reads.reduce((s, r) => s + f(r), 0);
  return {
    facts: {
      path: label,
      sha256,
      lines: sum(shards, 'lines'),
      bytes: sum(shards, 'bytes'),
      gzip: shards.some((s) => s.gzip),
    },
    format: reads[0]!.format,
    meta: reads[0]!.meta,
    tags,
    runOnly: reads.flatMap((r) => r.runOnly),
    queries: total((r) => r.queries),
    results: total((r) => r.results),
    judgedResults: total((r) => r.judgedResults),
    duplicatesDropped: total((r) => r.duplicatesDropped),
    badRanks: {
      count: total((r) => r.badRanks.count),
      example: reads.find((r) => r.badRanks.count > 0)?.badRanks.example ?? '',
    },
    shards,
  };
}

function sum(facts: readonly FileFacts[], key: 'lines' | 'bytes'): number {
  return facts.reduce((s, f) => s + f[key], 0);
}

/** The first query without judgments that two of the reads hold, with the two reads' indexes; null when none. */
export function repeatedRunOnly(
  reads: readonly RankedRunResult[],
): { qid: string; first: number; second: number } | null {
  const owner = new Map<string, number>();
  for (let k = 0; k < reads.length; k++) {
    for (const q of reads[k]!.runOnly) {
      const first = owner.get(q);
      if (first !== undefined && first !== k) return { qid: q, first, second: k };
      owner.set(q, k);
    }
  }
  return null;
}

/** Thrown while a shard is read: the query was already answered by an earlier shard (indexes into the files). */
export class AnsweredTwice extends Error {
  constructor(
    readonly qid: string,
    readonly first: number,
    readonly second: number,
  ) {
    super(`query ${qid} is in shards ${first} and ${second}`);
  }
}

/**
 * The error for a query two shards answer, naming both files and the second one's line (found by reading that file
 * again: only on this error's path). A matrix job that ran twice, or two ways of splitting, would otherwise be
 * scored as whichever shard came last.
 */
export async function answeredTwice(qid: string, first: RunFile, second: RunFile): Promise<InputError> {
  const line = await queryLine(second.path, second.label, qid);
  return new InputError(
    `query ${quote(qid)} is answered by two shards of the run: ${first.label} and this file`,
    { file: second.label, line: line ?? undefined },
    "split the run by query, so that each query's results are in exactly one shard (e.g. shard N of M takes the queries whose position modulo M is N)",
  );
}
