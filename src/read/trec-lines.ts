// The WebAssembly half of the TREC run reader (trec-lines.c), lent to one reading at a time (read/wasm-lender.ts).
import { TREC_LINES_WASM } from './trec-lines-wasm.js';
import { wasmLender } from './wasm-lender.js';

/** Why TrecLines.scan stopped (trec-lines.c). */
export const Stop = { end: 0, newQuery: 1, general: 2, repeated: 3, full: 4, exact: 5 } as const;

interface Exports {
  memory: WebAssembly.Memory;
  scan(pos: number, end: number): number;
  push(ds: number, de: number, hash: number, score: number, rank: number): number;
  startQuery(s: number, e: number, skipped: number): number;
  reset(): void;
  configure(first: number, max: number): void;
  setLine(line: number): void;
  lineAt(): number;
  held(): number;
  heldBytes(): number;
  droppedHere(): number;
  stopReason(): number;
  inBytes(): number;
  capacity(): number;
  arenaBytes(): number;
  inAt(): number;
  scoresAt(): number;
  ranksAt(): number;
  hashesAt(): number;
  docStartAt(): number;
  docEndAt(): number;
  linesAt(): number;
  arenaAt(): number;
}

/** The module's entry points and views on its arrays (its memory never grows, so the views stay valid). */
export interface TrecLines {
  x: Exports;
  /** The chunk being scanned: lines are copied here, at offset 0, before a scan. */
  input: Buffer;
  /** The current query's columns, as ResultBlock.adopt takes them (the first `held()` entries are the query's). */
  scores: Float64Array;
  ranks: Float64Array;
  hashes: Uint32Array;
  docStart: Int32Array;
  docEnd: Int32Array;
  lines: Int32Array;
  arena: Buffer;
}

const lender = wasmLender(TREC_LINES_WASM, (x: Exports): TrecLines => {
  const buf = x.memory.buffer;
  const cap = x.capacity();
  return {
    x,
    input: Buffer.from(buf, x.inAt(), x.inBytes()),
    scores: new Float64Array(buf, x.scoresAt(), cap),
    ranks: new Float64Array(buf, x.ranksAt(), cap),
    hashes: new Uint32Array(buf, x.hashesAt(), cap),
    docStart: new Int32Array(buf, x.docStartAt(), cap),
    docEnd: new Int32Array(buf, x.docEndAt(), cap),
    lines: new Int32Array(buf, x.linesAt(), cap),
    arena: Buffer.from(buf, x.arenaAt(), x.arenaBytes()),
  };
});

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
