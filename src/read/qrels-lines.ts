// The WebAssembly half of the judgments reader (qrels-lines.c), lent to one reading at a time (read/wasm-lender.ts).
import { QRELS_LINES_WASM } from './qrels-lines-wasm.js';
import { wasmLender } from './wasm-lender.js';

/** Why QrelsLines.x.scan stopped (qrels-lines.c). */
export const QrelsStop = { end: 0, newQuery: 1, general: 2, repeated: 3, full: 4 } as const;

/** Entries of QrelsLines.status. */
export const WHY = 0;
export const LINE = 1;
export const HELD = 2;
export const HELD_BYTES = 3;

interface Exports {
  memory: WebAssembly.Memory;
  scan(pos: number, end: number): number;
  startQuery(s: number, e: number, max: number): number;
  reset(): void;
  statusAt(): number;
  inBytes(): number;
  capacity(): number;
  arenaBytes(): number;
  inAt(): number;
  gradesAt(): number;
  hashesAt(): number;
  docStartAt(): number;
  docEndAt(): number;
  linesAt(): number;
  arenaAt(): number;
}

/** The module's entry points and views on its arrays (its memory never grows, so the views stay valid). */
export interface QrelsLines {
  x: Exports;
  /**
   * Read after each call: why a scan stopped (QrelsStop), the lines counted (set before a scan), the judgments held and
   * their docids' bytes.
   */
  status: Int32Array;
  /** The chunk being scanned: lines are copied here, at offset 0, before a scan. */
  input: Buffer;
  /** The current query's judgments (the first `held()`), their docids in `arena`. */
  grades: Float64Array;
  hashes: Uint32Array;
  docStart: Int32Array;
  docEnd: Int32Array;
  lines: Int32Array;
  arena: Buffer;
}

const lender = wasmLender(QRELS_LINES_WASM, (x: Exports): QrelsLines => {
  const buf = x.memory.buffer;
  const cap = x.capacity();
  return {
    x,
    status: new Int32Array(buf, x.statusAt(), 4),
    input: Buffer.from(buf, x.inAt(), x.inBytes()),
    grades: new Float64Array(buf, x.gradesAt(), cap),
    hashes: new Uint32Array(buf, x.hashesAt(), cap),
    docStart: new Int32Array(buf, x.docStartAt(), cap),
    docEnd: new Int32Array(buf, x.docEndAt(), cap),
    lines: new Int32Array(buf, x.linesAt(), cap),
    arena: Buffer.from(buf, x.arenaAt(), x.arenaBytes()),
  };
});

/** The module for one reading, reset; null when it is lent already, cannot load, or RANKGATE_WASM=0. */
export function borrowQrelsLines(): QrelsLines | null {
  const t = lender.borrow();
  t?.x.reset();
  return t;
}

export function returnQrelsLines(t: QrelsLines | null): void {
  lender.giveBack(t);
}
