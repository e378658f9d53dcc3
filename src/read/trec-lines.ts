// The WebAssembly half of the TREC run reader (trec-lines.c), lent to one reading at a time (read/wasm-lender.ts).
import { TREC_LINES_WASM } from './trec-lines-wasm.js';
import { LoopStop, docidViews, wasmLender, type DocidViews, type LoopExports } from './wasm-lender.js';

/** Why TrecLines.scan stopped (trec-lines.c). */
export const Stop = { ...LoopStop, exact: 5 } as const;

/** startQuery's third argument: 1 when the query's lines are checked and counted but not kept. */
interface Exports extends LoopExports {
  push(ds: number, de: number, hash: number, score: number, rank: number): number;
  configure(first: number, max: number): void;
  setLine(line: number): void;
  lineAt(): number;
  held(): number;
  heldBytes(): number;
  droppedHere(): number;
  stopReason(): number;
  scoresAt(): number;
  ranksAt(): number;
}

/**
 * The module's entry points and views on its arrays: the docid columns, and the current query's scores and ranks (the
 * columns as ResultBlock.adopt takes them, the first `held()` entries the query's).
 */
export interface TrecLines extends DocidViews {
  x: Exports;
  scores: Float64Array;
  ranks: Float64Array;
}

const lender = wasmLender(
  TREC_LINES_WASM,
  (x: Exports): TrecLines => ({
    x,
    scores: new Float64Array(x.memory.buffer, x.scoresAt(), x.capacity()),
    ranks: new Float64Array(x.memory.buffer, x.ranksAt(), x.capacity()),
    ...docidViews(x),
  }),
);

/**
 * The module for one reading, reset for a file read with `duplicates` and at most `maxPerQuery` results a query; null
 * when it is lent already, cannot load, or RANKGATE_WASM=0 asks for JavaScript (tests compare the two).
 */
export function borrowTrecLines(duplicates: 'error' | 'first', maxPerQuery: number): TrecLines | null {
  const t = lender.borrow();
  if (t === null) return null;
  t.x.reset();
  t.x.configure(duplicates === 'first' ? 1 : 0, Math.min(maxPerQuery, 2 ** 31 - 1));
  return t;
}

export function returnTrecLines(t: TrecLines | null): void {
  lender.giveBack(t);
}
