// The WebAssembly half of the TREC run reader (trec-lines.c): loaded once per thread on first use, and lent to one
// reading at a time (a gzipped run is read across awaits, so two readings can be open in one thread; the second reads
// in JavaScript). Where WebAssembly is missing (node --jitless) or refused, every run is read in JavaScript, which
// gives the same results: the module is a faster way, never a different one.
import { TREC_LINES_WASM } from './trec-lines-wasm.js';

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

let loaded: TrecLines | null | undefined;
let lent = false;

function load(): TrecLines | null {
  const wa = (globalThis as { WebAssembly?: typeof WebAssembly }).WebAssembly;
  if (!wa) return null;
  try {
    const x = new wa.Instance(new wa.Module(Buffer.from(TREC_LINES_WASM, 'base64')), {}).exports as unknown as Exports;
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
  } catch {
    return null;
  }
}

/**
 * The module for one reading, reset for a file read with `duplicates` and at most `maxPerQuery` results a query; null
 * when it is lent already, cannot load, or RANKGATE_WASM=0 asks for JavaScript (tests compare the two).
 */
export function borrowTrecLines(duplicates: 'error' | 'first', maxPerQuery: number): TrecLines | null {
  if (lent || process.env.RANKGATE_WASM === '0') return null;
  if (loaded === undefined) loaded = load();
  if (loaded === null) return null;
  lent = true;
  loaded.x.reset();
  loaded.x.configure(duplicates === 'first' ? 1 : 0, Math.min(maxPerQuery, 2 ** 31 - 1));
  return loaded;
}

export function returnTrecLines(t: TrecLines | null): void {
  if (t !== null && t === loaded) lent = false;
}
