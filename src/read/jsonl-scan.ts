import { hashBytes } from './ids.js';
import { scaledDecimal } from './number.js';

/**
 * One pass over the bytes of a JSONL run line in its common shape: a flat object whose keys are written without
 * escapes, ids and the tag as plain ASCII strings or as numbers, a numeric score and rank, and other keys holding a
 * string, a number, true, false or null, e.g.
 *
 *     {"qid": "791835", "docid": "7514483", "score": 16.2252, "rank": 1, "tag": "bm25"}
 *
 * It starts at `s` and stops at the line's newline (the caller guarantees one follows, as for the TREC scanner, so no
 * loop checks the buffer's end). Like scanTrecLine it writes the qid's bounds to starts/ends[0], the docid's to [2]
 * and the tag's to [5] (starts[5] = -1 when the line has none); rank (NaN without one), score and the docid's
 * hash (read/ids.ts hashBytes) go into nums[0..2]. An id or tag given as a number is its source text, which lies in
 * the buffer as written.
 *
 * Returns the newline's index, or -1 for every line it does not take: then the general JSON parser (read/json.ts)
 * reads the line and owns every refusal and message. So -1 is returned for anything unusual, valid or not: an escape
 * or a control character in a key, an escape or a byte outside printable ASCII in an id or the tag (Unicode has blanks
 * of its own, which ids may not hold), a qid starting with "#", an empty id, a key given twice or under both its spellings, both "tag" and "run",
 * a nested value, a missing qid, docid or score, a score that is not a finite number, a rank that is not a whole
 * number up to 2^53, a carriage return inside the line, or more than four other keys. Every line it takes yields
 * what the general parser yields (test/read/jsonl-scan.test.ts holds both paths to what seeded lines were written to
 * hold, and to the general parser's refusals); sent through the general parser, a line cost about seven times its
 * TREC twin.
 */
export function scanJsonResult(
  buf: Buffer,
  s: number,
  starts: Int32Array,
  ends: Int32Array,
  nums: Float64Array,
): number {
  let i = s;
  let c = buf[i];
  while (c === 32 || c === 9) c = buf[++i];
  if (c !== 123 /* { */) return -1;
  c = buf[++i];
  while (c === 32 || c === 9) c = buf[++i];
  let have = 0;
  let others = 0;
  let rank = NaN;
  let score = 0;
  starts[5] = -1;
  if (c === 125 /* } */) return -1;
  for (;;) {
    // a key: bytes between quotes, none of them an escape or a control character
    if (c !== 34) return -1;
    const ks = i + 1;
    const ke = plainStringEnd(buf, ks);
    if (ke < 0) return -1;
    i = ke;
    c = buf[++i];
    while (c === 32 || c === 9) c = buf[++i];
    if (c !== 58 /* : */) return -1;
    c = buf[++i];
    while (c === 32 || c === 9) c = buf[++i];
    const key = keyOf(buf, ks, ke);
    if (key !== OTHER) {
      if ((have & key) !== 0) return -1;
      have |= key;
    }
    if (key === QID || key === DOCID || key === TAG || key === RUN) {
      // an id: a string of printable ASCII other than the quote and backslash (a qid not starting with "#"), or a
      // number's source text
      let is = i;
      let ie: number;
      if (c === 34) {
        c = buf[++i];
        if (c === 34 || (key === QID && c === 35)) return -1;
        is = i;
        while (c !== 34) {
          if (c <= 32 || c >= 127 || c === 92) return -1;
          c = buf[++i];
        }
        ie = i;
        c = buf[++i];
      } else {
        ie = numberEnd(buf, i);
        if (ie < 0) return -1;
        i = ie;
        c = buf[i];
      }
      // qid, docid and tag go where scanTrecLine puts them: fields 0, 2 and 5
      const field = key === QID ? 0 : key === DOCID ? 2 : 5;
      starts[field] = is;
      ends[field] = ie;
    } else if (key === SCORE || key === RANK) {
      const ve = numberEnd(buf, i);
      if (ve < 0) return -1;
      const v = numberValue[0];
      if (key === RANK) {
        if (!Number.isSafeInteger(v)) return -1;
        rank = v;
      } else {
        if (!Number.isFinite(v)) return -1;
        score = v;
      }
      i = ve;
      c = buf[i];
    } else {
      // another key, ignored as the general parser ignores it: its value must still be valid, and the key unrepeated
      if (others === MAX_OTHERS) return -1;
      for (let k = 0; k < others; k++) if (sameRange(buf, ks, ke, otherStarts[k], otherEnds[k])) return -1;
      otherStarts[others] = ks;
      otherEnds[others] = ke;
      others++;
      if (c === 34) {
        i = plainStringEnd(buf, i + 1);
        if (i < 0) return -1;
        c = buf[++i];
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        i = numberEnd(buf, i);
        if (i < 0) return -1;
        c = buf[i];
      } else {
        const n = literalEnd(buf, i);
        if (n < 0) return -1;
        i = n;
        c = buf[i];
      }
    }
    while (c === 32 || c === 9) c = buf[++i];
    if (c === 125) break;
    if (c !== 44 /* , */) return -1;
    c = buf[++i];
    while (c === 32 || c === 9) c = buf[++i];
  }
  if ((have & REQUIRED) !== REQUIRED || (have & (TAG | RUN)) === (TAG | RUN)) return -1;
  c = buf[++i];
  while (c === 32 || c === 9) c = buf[++i];
  // CRLF: the carriage return just before the newline is the line's end, as it is for the general parser
  if (c === 13 && buf[i + 1] === 10) c = buf[++i];
  if (c !== 10) return -1;
  nums[0] = rank;
  nums[1] = score;
  nums[2] = hashBytes(buf, starts[2], ends[2]);
  return i;
}

const OTHER = 0;
const QID = 1;
const DOCID = 2;
const SCORE = 4;
const RANK = 8;
const TAG = 16;
const RUN = 32;
const REQUIRED = QID | DOCID | SCORE;

/** Other keys a line may hold on this path; a line with more goes to the general parser. */
const MAX_OTHERS = 4;
const otherStarts = new Int32Array(MAX_OTHERS);
const otherEnds = new Int32Array(MAX_OTHERS);

/**
 * Which key buf[s, e) spells. "qid" and "query_id" are one key, as are "docid" and "doc_id": a line that gives
 * both spellings is refused by the general parser, and here it is a key given twice.
 */
function keyOf(buf: Buffer, s: number, e: number): number {
  const n = e - s;
  const a = buf[s];
  if (n === 3) {
    const b = buf[s + 1];
    const c = buf[s + 2];
    if (a === 113 && b === 105 && c === 100) return QID;
    if (a === 116 && b === 97 && c === 103) return TAG;
    if (a === 114 && b === 117 && c === 110) return RUN;
  } else if (n === 5) {
    if (a === 100 && sameAscii(buf, s, 'docid')) return DOCID;
    if (a === 115 && sameAscii(buf, s, 'score')) return SCORE;
  } else if (n === 4) {
    if (a === 114 && sameAscii(buf, s, 'rank')) return RANK;
  } else if (n === 6) {
    if (a === 100 && sameAscii(buf, s, 'doc_id')) return DOCID;
  } else if (n === 8) {
    if (a === 113 && sameAscii(buf, s, 'query_id')) return QID;
  }
  return OTHER;
}

function sameAscii(buf: Buffer, s: number, word: string): boolean {
  for (let k = 1; k < word.length; k++) if (buf[s + k] !== word.charCodeAt(k)) return false;
  return true;
}

function sameRange(buf: Buffer, s: number, e: number, s2: number, e2: number): boolean {
  if (e - s !== e2 - s2) return false;
  for (let k = 0; k < e - s; k++) if (buf[s + k] !== buf[s2 + k]) return false;
  return true;
}

/** The closing quote of a string whose text starts at i and holds no escape or control character, or -1. */
function plainStringEnd(buf: Buffer, i: number): number {
  let c = buf[i];
  while (c !== 34) {
    if (c < 32 || c === 92) return -1;
    c = buf[++i];
  }
  return i;
}

/** The end of `true`, `false` or `null` at i, or -1. */
function literalEnd(buf: Buffer, i: number): number {
  for (const word of LITERALS) {
    let k = 0;
    while (k < word.length && buf[i + k] === word[k]) k++;
    if (k === word.length) return i + k;
  }
  return -1;
}

const LITERALS = [Buffer.from('true'), Buffer.from('false'), Buffer.from('null')];

/** The value of the number numberEnd read last (a double returned through a call V8 may not inline is boxed). */
const numberValue = new Float64Array(1);

/**
 * The end of a JSON number at i (`-`? then `0` or digits without a leading zero, an optional fraction, an optional
 * exponent), with its value, what Number() gives for its text, in numberValue; -1 for anything else. An exponent too
 * long for `ex` to hold exactly is no harm: a power beyond ±22 goes to Number() on the text.
 */
function numberEnd(buf: Buffer, i: number): number {
  const s = i;
  let c = buf[i];
  const neg = c === 45;
  if (neg) c = buf[++i];
  let mant = 0;
  if (c === 48) {
    c = buf[++i];
  } else if (c >= 49 && c <= 57) {
    while (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      c = buf[++i];
    }
  } else return -1;
  let e10 = 0;
  if (c === 46) {
    c = buf[++i];
    if (c < 48 || c > 57) return -1;
    while (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      e10--;
      c = buf[++i];
    }
  }
  if (c === 101 || c === 69) {
    c = buf[++i];
    let eneg = false;
    if (c === 45 || c === 43) {
      eneg = c === 45;
      c = buf[++i];
    }
    if (c < 48 || c > 57) return -1;
    let ex = 0;
    while (c >= 48 && c <= 57) {
      ex = ex * 10 + (c - 48);
      c = buf[++i];
    }
    e10 += eneg ? -ex : ex;
  }
  numberValue[0] = scaledDecimal(buf, s, i, mant, e10, neg);
  return i;
}
