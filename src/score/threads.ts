// When scoring is worth threads, and the scoring threads `compare` starts before anything else. Few imports: the CLI
// loads this before the rest of rankgate. The threads themselves are src/threads/pool.ts's.
import { statSync } from 'node:fs';
import { isGzipFile } from '../read/open.js';
import { cores, forceThreads, forcedShares, prestart, threadsAvailable, worthAThread } from '../threads/pool.js';

/** Below this many bytes a worker's start-up costs more than it saves. */
export const PARALLEL_MIN_BYTES = 8 * 1024 * 1024;

/**
 * From this size a judgments file is read once, into shared memory, when the runs are scored in threads (a million
 * judgments, about 20 MB, take a thread a quarter of a second to read and 50–60 MB to hold). Below it each thread
 * reads its own copy in a few milliseconds, as soon as its share arrives.
 */
const SHARED_JUDGMENTS_MIN_BYTES = 2 * 1024 * 1024;

/**
 * Whether the judgments at `path` are large enough to be read once for all scoring threads (whether or not threads
 * are used). With such judgments each scoring thread's heap is larger too.
 */
export function largeJudgments(path: string): boolean {
  try {
    return statSync(path).size >= SHARED_JUDGMENTS_MIN_BYTES;
  } catch {
    return false; // the reader reports a missing or unreadable file
  }
}

/** Whether the judgments at `path` are read once for all scoring threads (forced threads: always, so tests take it). */
export function shareJudgments(path: string): boolean {
  if (!threadsAvailable()) return false;
  return forceThreads() || largeJudgments(path);
}

/** A plain (not gzip) regular file. False when it cannot be read: its reader says why. */
export function isPlain(path: string): boolean {
  try {
    return !isGzipFile(path);
  } catch {
    return false;
  }
}

/**
 * Starts the threads `compare` (two runs) or `score` (one) will score in, before the rest of rankgate loads, where
 * scoreRuns would use threads (two cores, a plain run file of some size): as many as it has shares, less the one this
 * thread scores, at most two. Lanes no share takes are ended once the shares are handed out (score/parallel.ts).
 */
export function prestartScoringWorkers(runPath: string, runs: number): void {
  try {
    if (!isPlain(runPath) || !worthAThread(statSync(runPath).size, PARALLEL_MIN_BYTES)) return;
  } catch {
    return; // the comparison reports a missing or unreadable file
  }
  const shares = runs * (forcedShares() ?? Math.max(1, Math.floor(cores() / runs)));
  prestart(Math.min(2, Math.max(1, shares - 1)));
}
