/** FNV-1a over bytes: the run hot path finds judged documents without making a string per docid. */
export function hashBytes(buf: Buffer, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= buf[i];
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DIGIT = /\d/;

/**
 * Natural order for query ids (q2 before q10), falling back to byte order, so every report lists
 * queries in one order on every machine (no locale, no Map insertion order).
 */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  if (DIGIT.test(a) && DIGIT.test(b)) {
    const pa = a.match(/\d+|\D+/g)!;
    const pb = b.match(/\d+|\D+/g)!;
    const n = Math.min(pa.length, pb.length);
    for (let i = 0; i < n; i++) {
      const x = pa[i];
      const y = pb[i];
      if (x === y) continue;
      const dx = x.charCodeAt(0) >= 48 && x.charCodeAt(0) <= 57;
      const dy = y.charCodeAt(0) >= 48 && y.charCodeAt(0) <= 57;
      if (dx && dy) {
        const nx = x.replace(/^0+/, '');
        const ny = y.replace(/^0+/, '');
        if (nx.length !== ny.length) return nx.length - ny.length;
        if (nx !== ny) return nx < ny ? -1 : 1;
        if (x.length !== y.length) return x.length - y.length;
        continue;
      }
      break;
    }
  }
  return a < b ? -1 : 1;
}
