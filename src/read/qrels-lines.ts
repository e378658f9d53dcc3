// The WebAssembly half of the judgments reader (qrels-lines.c), lent to one reading at a time (read/wasm-lender.ts).
import { QRELS_LINES_WASM } from './qrels-lines-wasm.js';
import { LoopStop, docidViews, wasmLender, type DocidViews, type LoopExports } from './wasm-lender.js';

/** Why QrelsLines.x.scan stopped (qrels-lines.c): the reasons both loops share, and none of its own. */
export const QrelsStop = LoopStop;

/** Entries of QrelsLines.status. */
export const WHY = 0;
export const LINE = 1;
export const HELD = 2;
export const HELD_BYTES = 3;

/** startQuery's third argument: at most that many judgments held for the query. */
interface Exports extends LoopExports {
  statusAt(): number;
  gradesAt(): number;
}

/** The module's entry points and views on its arrays: the docid columns, and the current query's grades. */
export interface QrelsLines extends DocidViews {
  x: Exports;
  /**
   * Read after each call: why a scan stopped (QrelsStop), the lines counted (set before a scan), the judgments held and
   * their docids' bytes.
   */
  status: Int32Array;
  grades: Float64Array;
}

const lender = wasmLender(
  QRELS_LINES_WASM,
  (x: Exports): QrelsLines => ({
    x,
    status: new Int32Array(x.memory.buffer, x.statusAt(), 4),
    grades: new Float64Array(x.memory.buffer, x.gradesAt(), x.capacity()),
    ...docidViews(x),
  }),
);

/** The module for one reading, reset; null when it is lent already, cannot load, or RANKGATE_WASM=0. */
export function borrowQrelsLines(): QrelsLines | null {
  const t = lender.borrow();
  t?.x.reset();
  return t;
}

export function returnQrelsLines(t: QrelsLines | null): void {
  lender.giveBack(t);
}
