/**
 * Every size limit on input, in one place (the "Bad input" section of docs/formats.md lists them). Each is far above what
 * a real file of its kind holds and far below what would exhaust a CI runner's memory or time; going over one is
 * a clear InputError naming the file and the line, never a crash.
 */
export interface Limits {
  /** Longest line of any text input, in bytes. One line is held in memory at a time while streaming. */
  lineBytes: number;
  /** A .gz input may decompress to at most max(gunzipFloor, gunzipRatio × its compressed size) bytes. */
  gunzipFloor: number;
  gunzipRatio: number;
  /** Consecutive blank or comment lines: a real file has a handful, a flood of millions is an attack or an accident. */
  blankRun: number;
  /** Judgments in one qrels file (all held in memory; MS MARCO's train qrels have 532,761). */
  judgments: number;
  /** Results per query: at least this many, whatever the depth (see resultsPerQuery). */
  resultsPerQueryFloor: number;
  /** ... and at least this many times the policy depth. */
  resultsPerQueryDepthFactor: number;
  /** Results per query when no depth limit applies (the trec_eval preset), and the ceiling in every case. */
  resultsPerQueryCeiling: number;
  /** The contract file, read whole before parsing. */
  contractBytes: number;
  /** YAML aliases expanded in the contract (an alias bomb expands exponentially). */
  contractAliases: number;
}

export const LIMITS: Readonly<Limits> = {
  lineBytes: 1 << 20,
  gunzipFloor: 1 << 30,
  gunzipRatio: 100,
  blankRun: 1_000_000,
  judgments: 20_000_000,
  resultsPerQueryFloor: 100_000,
  resultsPerQueryDepthFactor: 10,
  resultsPerQueryCeiling: 10_000_000,
  contractBytes: 1 << 20,
  contractAliases: 100,
};

/**
 * Most results one query may hold while a run is read: max(100,000, 10 × depth), at most 10,000,000 (also the limit
 * with no depth at all). Results beyond the depth never count towards a value, so a query with ten times more is not
 * a ranking but a mistake or a bomb; yet ranking by score needs them all in memory (the top `depth` by score can sit
 * anywhere in an unsorted file), so the limit bounds memory at about 50 bytes per result.
 */
export function resultsPerQuery(depth: number, limits: Readonly<Limits> = LIMITS): number {
  if (!Number.isFinite(depth)) return limits.resultsPerQueryCeiling;
  return Math.min(
    limits.resultsPerQueryCeiling,
    Math.max(limits.resultsPerQueryFloor, limits.resultsPerQueryDepthFactor * depth),
  );
}

/** "1 MiB", "1 GiB", or a plain count with thousands separators: how messages and docs/formats.md write limits. */
export function bytesText(n: number): string {
  for (const [unit, size] of [
    ['GiB', 1 << 30],
    ['MiB', 1 << 20],
    ['KiB', 1 << 10],
  ] as const) {
    if (n >= size) return `${n % size === 0 ? n / size : (n / size).toFixed(1)} ${unit}`;
  }
  return `${countText(n)} bytes`;
}

export function countText(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
