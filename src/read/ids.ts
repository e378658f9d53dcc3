/**
 * The docid hash the readers file and find documents by, without making a string per docid: MurmurHash3's 32-bit x86
 * variant with seed 0 over the bytes buf[start, end) (test/read/ids.test.ts holds it to the reference's values). The
 * readers' WebAssembly loops compute the same function (read/docid-hash.h), four bytes a step.
 */
export function hashBytes(buf: Uint8Array, start: number, end: number): number {
  let h = 0;
  let i = start;
  for (; i + 4 <= end; i += 4) {
    let k = buf[i] | (buf[i + 1] << 8) | (buf[i + 2] << 16) | (buf[i + 3] << 24);
    k = Math.imul(k, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
    h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
  }
  // The last one to three bytes, as a word's low bytes.
  if (i < end) {
    let k = buf[i];
    if (i + 1 < end) k |= buf[i + 1] << 8;
    if (i + 2 < end) k |= buf[i + 2] << 16;
    k = Math.imul(k, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
  }
  h ^= end - start;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) return true;
  return false;
}

function sameRange(a: string, b: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (a.charCodeAt(k) !== b.charCodeAt(k)) return false;
  return true;
}

/**
 * Natural order for query ids (q2 before q10), falling back to byte order, so every report lists
 * queries in one order on every machine (no locale, no Map insertion order).
 *
 * Both ids are read as runs of digits and of other characters: up to the first run that differs, they are equal;
 * two differing digit runs order by value (then the one with fewer leading zeros first); any other difference, or
 * an id without digits, falls back to code-unit order of the whole ids. No strings or arrays are made: qrels with
 * many queries are sorted with this in every thread that reads them.
 */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  if (hasDigit(a) && hasDigit(b)) {
    // Equal runs so far means equal prefixes: both ids are at the same offset i.
    let i = 0;
    while (i < a.length && i < b.length) {
      const digits = isDigit(a.charCodeAt(i));
      if (digits !== isDigit(b.charCodeAt(i))) break;
      let ea = i + 1;
      while (ea < a.length && isDigit(a.charCodeAt(ea)) === digits) ea++;
      let eb = i + 1;
      while (eb < b.length && isDigit(b.charCodeAt(eb)) === digits) eb++;
      if (ea === eb && sameRange(a, b, i, ea)) {
        i = ea;
        continue;
      }
      if (!digits) break;
      let za = i;
      while (za < ea - 1 && a.charCodeAt(za) === 48) za++;
      let zb = i;
      while (zb < eb - 1 && b.charCodeAt(zb) === 48) zb++;
      if (ea - za !== eb - zb) return ea - za - (eb - zb);
      for (let k = 0; k < ea - za; k++) {
        const d = a.charCodeAt(za + k) - b.charCodeAt(zb + k);
        if (d !== 0) return d < 0 ? -1 : 1;
      }
      return ea - i - (eb - i);
    }
  }
  return a < b ? -1 : 1;
}

/**
 * `ids` sorted by compareIds, in place. When every id is a whole number written without leading zeros (as TREC and
 * MS MARCO number their queries), that order is the numbers' order, and a typed array sorts them without calling a
 * comparator per pair: on 7,000 query ids that call, in code V8 has not compiled yet, cost about 20 ms of a thread
 * reading the judgments.
 */
export function sortIds(ids: string[]): string[] {
  const n = ids.length;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = plainNumber(ids[i]!);
    if (v < 0) return ids.sort(compareIds);
    values[i] = v;
  }
  // Distinct ids are distinct numbers here, so the numbers alone give the order; each keeps its own string.
  const byValue = new Map<number, string>();
  for (let i = 0; i < n; i++) byValue.set(values[i]!, ids[i]!);
  values.sort();
  for (let i = 0; i < n; i++) ids[i] = byValue.get(values[i]!)!;
  return ids;
}

/** The value of an id that is a whole number without leading zeros and with at most 15 digits (exact in a double); -1 otherwise. */
function plainNumber(s: string): number {
  const len = s.length;
  if (len === 0 || len > 15 || (len > 1 && s.charCodeAt(0) === 48)) return -1;
  let v = 0;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}
