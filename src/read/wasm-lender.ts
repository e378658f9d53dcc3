// A WebAssembly loop of the readers (trec-lines.c, qrels-lines.c), loaded once per thread on first use and lent to
// one reading at a time: a gzipped file is read across awaits, so two readings can be open in one thread, and the
// second reads in JavaScript. Where WebAssembly is missing (node --jitless) or refused, every file is read in
// JavaScript, which gives the same results: a module is a faster way, never a different one.

export interface Lender<T> {
  /** The module, or null when it is lent already, cannot load, or RANKGATE_WASM=0 asks for JavaScript (tests compare the two). */
  borrow(): T | null;
  giveBack(t: T | null): void;
}

/** A lender of the module in `base64`, handed out as `views` makes it of the instance's exports. */
export function wasmLender<X, T>(base64: string, views: (x: X) => T): Lender<T> {
  let loaded: T | null | undefined;
  let lent = false;
  return {
    borrow() {
      if (lent || process.env.RANKGATE_WASM === '0') return null;
      if (loaded === undefined) loaded = load(base64, views);
      if (loaded === null) return null;
      lent = true;
      return loaded;
    },
    giveBack(t) {
      if (t !== null && t === loaded) lent = false;
    },
  };
}

function load<X, T>(base64: string, views: (x: X) => T): T | null {
  const wa = (globalThis as { WebAssembly?: typeof WebAssembly }).WebAssembly;
  if (!wa) return null;
  try {
    return views(new wa.Instance(new wa.Module(Buffer.from(base64, 'base64')), {}).exports as unknown as X);
  } catch {
    return null;
  }
}

/** Why a loop's scan stopped (loop-memory.h); a loop may add reasons of its own after these. */
export const LoopStop = { end: 0, newQuery: 1, general: 2, repeated: 3, full: 4 } as const;

/**
 * What both loops export (loop-memory.h): a scan over the chunk, a reading and a query started, and where the chunk
 * and the docid columns they keep are. A loop's startQuery reads its third argument its own way.
 */
export interface LoopExports {
  memory: WebAssembly.Memory;
  scan(pos: number, end: number): number;
  startQuery(s: number, e: number, third: number): number;
  reset(): void;
  inBytes(): number;
  capacity(): number;
  arenaBytes(): number;
  inAt(): number;
  hashesAt(): number;
  docStartAt(): number;
  docEndAt(): number;
  linesAt(): number;
  arenaAt(): number;
}

/** Views on those arrays (a loop's memory never grows, so the views stay valid). */
export interface DocidViews {
  /** The chunk being scanned: read here (read/lines.ts readInto), or copied here, at offset 0, before a scan. */
  input: Buffer;
  /** The current query's entries (the first of them held): docid hash, bytes in `arena`, line number. */
  hashes: Uint32Array;
  docStart: Int32Array;
  docEnd: Int32Array;
  lines: Int32Array;
  arena: Buffer;
}

export function docidViews(x: LoopExports): DocidViews {
  const buf = x.memory.buffer;
  const cap = x.capacity();
  return {
    input: Buffer.from(buf, x.inAt(), x.inBytes()),
    hashes: new Uint32Array(buf, x.hashesAt(), cap),
    docStart: new Int32Array(buf, x.docStartAt(), cap),
    docEnd: new Int32Array(buf, x.docEndAt(), cap),
    lines: new Int32Array(buf, x.linesAt(), cap),
    arena: Buffer.from(buf, x.arenaAt(), x.arenaBytes()),
  };
}

/**
 * The chunk a loop scans, copied into the loop's input (its memory) once per chunk, unless it was read there: after a
 * line JavaScript takes, the scan goes on in the same copy. `into` returns where in the chunk the input's first byte is.
 */
export class ChunkCopy {
  private chunk: Buffer | null = null;
  private from = 0;
  private end = 0;

  into(input: Buffer, buf: Buffer, pos: number, end: number): number {
    // A chunk read into the input itself (read/lines.ts readInto) is scanned where it lies.
    if (buf.buffer === input.buffer && buf.byteOffset === input.byteOffset) return 0;
    if (buf !== this.chunk || end !== this.end || pos < this.from) {
      buf.copy(input, 0, pos, end);
      this.chunk = buf;
      this.from = pos;
      this.end = end;
    }
    return this.from;
  }

  /** The reader is about to reuse its chunk's memory: the next scan copies again. */
  forget(): void {
    this.chunk = null;
  }
}
