// The TREC run reader's inner loop, compiled to WebAssembly (scripts/build-wasm.mjs writes trec-lines-wasm.ts).
//
// It takes the lines of one query at a time exactly as read/run.ts scanTrecLine takes them, and files each into the
// query's columns as ResultBlock.pushScanned does: its docid copied out, checked against the query's earlier docids
// through an open-addressing table on the same hash (docid-hash.h), and its rank, score, hash and line number stored. The
// reader hands a query's columns to its ResultBlock when the query ends (ResultBlock.adopt). Every line this loop does
// not take — a new query id, a line for the general parser, a score that needs the exact conversion, a repeated
// docid, a query past these columns' capacity — stops it, and the reader's JavaScript takes that line as before, so
// every refusal and message stays the JavaScript's. In JavaScript, filing cost what scanning cost; here the two
// together take about half of what they take there (bench/README.md, issue 21, sixteenth session).

#include <wasm_simd128.h>

#include "loop-memory.h"

// A stop reason of this loop's own, after loop-memory.h's.
#define EXACT 5  // the score needs Number() on its text (read/number.ts scaledDecimal's last resort)

double scores[CAP];
double ranks[CAP];

static i32 n = 0;
static i32 arenaLen = 0;
static i32 lineNo = 0;
static i32 why = 0;
static i32 skip = 0;
static i32 keepFirst = 0;
static i32 dropped = 0;

#include "docid-table.h"
#include "line-head.h"

static const double POW10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Where this loop's own arrays are, for the reader's views; the counters it reads after each call.
double *scoresAt(void) { return scores; }
double *ranksAt(void) { return ranks; }
i32 held(void) { return n; }
i32 heldBytes(void) { return arenaLen; }
i32 droppedHere(void) { return dropped; }
i32 stopReason(void) { return why; }
i32 lineAt(void) { return lineNo; }
void setLine(i32 l) { lineNo = l; }

// The file's settings: `duplicates: first` drops a repeated docid (else it stops the scan), and at most `max`
// results a query.
void configure(i32 first, i32 max) {
  keepFirst = first;
  most = max < CAP ? max : CAP;
}

void reset(void) {
  emptyTable();
  qlen = 0;
  dropped = 0;
}

// A new query whose id is in[s, e); `skipped`: its lines are checked and counted, not kept (a query without
// judgments). Returns 0 when the id is too long to hold here (the query is then JavaScript's).
i32 startQuery(i32 s, i32 e, i32 skipped) {
  startTable();
  dropped = 0;
  skip = skipped;
  return holdQueryId(s, e);
}

// Files one result whose docid is in[ds, de): a repeated docid is dropped (duplicates: first) or stops (REPEATED);
// a full query stops (FULL). Returns END when filed or dropped.
static inline __attribute__((always_inline)) i32 file(i32 ds, i32 de, u32 h, double score, double rank) {
  if (arenaLen + (de - ds) > ARENA_BYTES) return FULL;
  i32 slot;
  if (findDocid(ds, de, h, &slot) >= 0) {
    if (!keepFirst) return REPEATED;
    dropped++;
    return END;
  }
  if (n >= most) return FULL;
  i32 i = addDocid(slot, de - ds, h);
  scores[i] = score;
  ranks[i] = rank;
  lines[i] = lineNo + 1;
  return END;
}

// One result the reader parsed itself (a score EXACT left to it): filed as scan files its lines, the line counted.
i32 push(i32 ds, i32 de, u32 h, double score, double rank) {
  if (skip) {
    lineNo++;
    return END;
  }
  i32 r = file(ds, de, h, score, rank);
  if (r == END) lineNo++;
  return r;
}

// rank: 1 to 15 digits from in[i], read as scanTrecLine reads them (a double). Returns where the digits end, or -1.
static inline __attribute__((always_inline)) i32 rankDigits(i32 i, double *rank) {
  i32 rs = i;
  double r = 0;
  u8 c = in[i];
  while (c >= 48 && c <= 57) {
    r = r * 10 + (c - 48);
    c = in[++i];
  }
  if (i == rs || i - rs > 15) return -1;
  *rank = r;
  return i;
}

// score from in[i]: sign, digits, point, digits, exponent of 1 to 5 digits. Returns where it ends, or -1 when it is not
// that form; its value is mant × 10^e10, negated when neg.
static inline __attribute__((always_inline)) i32 scoreParts(i32 i, double *mant, i32 *e10, i32 *neg) {
  u8 c = in[i];
  i32 ng = 0;
  if (c == 45 || c == 43) {
    ng = c == 45;
    c = in[++i];
  }
  double m = 0;
  i32 digitsFrom = i;
  while (c >= 48 && c <= 57) {
    m = m * 10 + (c - 48);
    c = in[++i];
  }
  i32 digits = i - digitsFrom;
  i32 frac = 0;
  if (c == 46) {
    c = in[++i];
    i32 fs = i;
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = in[++i];
    }
    frac = i - fs;
    digits += frac;
  }
  if (digits == 0) return -1;
  i32 e = -frac;
  if (c == 101 || c == 69) {
    c = in[++i];
    i32 eneg = 0;
    if (c == 45 || c == 43) {
      eneg = c == 45;
      c = in[++i];
    }
    i32 es = i;
    i32 ex = 0;
    while (c >= 48 && c <= 57) {
      ex = ex * 10 + (c - 48);
      c = in[++i];
    }
    if (i == es || i - es > 5) return -1;
    e += eneg ? -ex : ex;
  }
  *mant = m;
  *e10 = e;
  *neg = ng;
  return i;
}

// The score's value when the fast conversion is exact (both operands exact doubles, one correctly rounded operation):
// 1, with *v; 0 when it is not (exactScore then).
static inline __attribute__((always_inline)) i32 scoreValue(double mant, i32 e10, i32 neg, double *v) {
  if (!(mant < 9007199254740992.0 && e10 >= -22 && e10 <= 22)) return 0;
  double x = e10 < 0 ? mant / POW10[-e10] : e10 > 0 ? mant * POW10[e10] : mant;
  *v = neg ? -x : x;
  return 1;
}

// a · b − p exactly, for p = fl(a · b) (Dekker's product: each factor split into halves of 26 bits), as read/number.ts
// productError computes it.
static inline double productError(double a, double b, double p) {
  double c = 134217729.0 * a;
  double ah = c - (c - a);
  double al = a - ah;
  c = 134217729.0 * b;
  double bh = c - (c - b);
  double bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

// The double nearest to the score in[s, e) whose parts scoreParts read (mant, e10, neg), where scoreValue's one
// operation would not be exact: step for step as read/number.ts decimalFromBytes computes it (the same operations on
// doubles in the same order, none fused: the same bits), up to 19 significant digits scaled by at most 10^±22. mant is
// that function's `approx` (the same products and sums, digit for digit); the digits are read again here only for
// their value modulo 2^32 and how many are significant. 1, with *v; 0 when that function gives NaN (more digits, a
// larger power, a value too near a midpoint), for JavaScript's Number() on the text. Python's repr writes 17 digits:
// such a score no longer stops the loop.
static i32 exactScore(i32 s, i32 e, double approx, i32 e10, i32 neg, double *v) {
  u32 low32 = 0;
  i32 sig = 0;
  for (i32 i = s; i < e; i++) {
    u8 c = in[i];
    if (c >= 48 && c <= 57) {
      low32 = low32 * 10 + (u32)(c - 48);
      // Significant from the first digit that is not 0 on.
      if (sig || c != 48) sig++;
    } else if (c == 101 || c == 69)
      break;
  }
  if (sig == 0) {
    *v = neg ? -0.0 : 0.0;
    return 1;
  }
  if (sig > 19 || e10 < -22 || e10 > 22) return 0;
  // w − approx from the digits modulo 2^32 (approx is a whole number below 2^64, its residue exact).
  double approxMod = approx - __builtin_floor(approx / 4294967296.0) * 4294967296.0;
  i32 delta = (i32)(low32 - (u32)approxMod);
  double sum = approx + delta;
  double t = delta - (sum - approx);
  if (e10 == 0) {
    *v = neg ? -sum : sum;
    return 1;
  }
  double q1;
  double q2;
  if (e10 < 0) {
    double d = POW10[-e10];
    q1 = sum / d;
    double p = q1 * d;
    double pe = productError(q1, d, p);
    q2 = (sum - p - pe + t) / d;
  } else {
    double m = POW10[e10];
    q1 = sum * m;
    q2 = productError(sum, m, q1) + t * m;
  }
  double x = q1 + q2;
  double residual = q1 - x + q2;
  u64 bits;
  __builtin_memcpy(&bits, &x, 8);
  u32 hi = (u32)(bits >> 32);
  i32 mantissaZero = (hi & 0xfffff) == 0 && (u32)bits == 0;
  u64 ulpBits = (u64)((hi & 0x7ff00000u) - (52u << 20)) << 32;
  double ulp;
  __builtin_memcpy(&ulp, &ulpBits, 8);
  double gap = residual < 0 && mantissaZero ? ulp / 2 : ulp;
  if (gap / 2 - __builtin_fabs(residual) < ulp * 0x1p-30) return 0;
  *v = neg ? -x : x;
  return 1;
}

// The bytes up to 32 (blank, tab, newline, carriage return, control characters) among in[i, i + 64), as bits.
static inline u64 lowBytes(i32 i) {
  v128_t t = wasm_u8x16_splat(32);
  u64 a = (u16)wasm_i8x16_bitmask(wasm_u8x16_le(wasm_v128_load(in + i), t));
  u64 b = (u16)wasm_i8x16_bitmask(wasm_u8x16_le(wasm_v128_load(in + i + 16), t));
  u64 c = (u16)wasm_i8x16_bitmask(wasm_u8x16_le(wasm_v128_load(in + i + 32), t));
  u64 d = (u16)wasm_i8x16_bitmask(wasm_u8x16_le(wasm_v128_load(in + i + 48), t));
  return a | (b << 16) | (c << 32) | (d << 48);
}

static inline i32 blank(u8 c) { return c == 32 || c == 9; }

// Whether in[i, i + qlen) is the current query's id (qlen at most 16).
static inline i32 sameQueryId(i32 i) {
  u32 eq = (u16)wasm_i8x16_bitmask(wasm_i8x16_eq(wasm_v128_load(in + i), wasm_v128_load(qid)));
  u32 want = (1u << qlen) - 1;
  return (eq & want) == want;
}

// Takes the lines in[pos, end) (end just after a newline) of the current query; returns where it stopped, `why`
// telling why. Each byte loop stops at the newline at the latest, as in scanTrecLine, so none checks `end`.
//
// Most lines are read in one look first: the positions of the bytes up to 32 among a line's first 64 bytes give its
// fields when it is the plain `qid Q0 docid rank score tag` with one blank or tab between fields and a newline right
// after the tag, without a byte loop to find where each field ends (an end is a branch the processor cannot guess).
// Any other line — longer, spaced otherwise, CRLF, more fields, another query — goes through the byte loops below,
// which take it as scanTrecLine does; the look takes only lines those loops would take, and as they would.
i32 scan(i32 pos, i32 end) {
  while (pos < end) {
    u64 sep = lowBytes(pos);
    if (__builtin_popcountll(sep) >= 6 && qlen > 0 && qlen <= 16) {
      u64 r = sep;
      i32 e0 = __builtin_ctzll(r);
      r &= r - 1;
      i32 e1 = __builtin_ctzll(r);
      r &= r - 1;
      i32 e2 = __builtin_ctzll(r);
      r &= r - 1;
      i32 e3 = __builtin_ctzll(r);
      r &= r - 1;
      i32 e4 = __builtin_ctzll(r);
      r &= r - 1;
      i32 e5 = __builtin_ctzll(r);
      // Each field's end a single blank or tab (no two such bytes side by side before the newline), the query id first
      // and the current one, no comment, a newline after the tag.
      double rank = 0;
      double mant = 0;
      i32 e10 = 0;
      i32 neg = 0;
      if (e0 == qlen && in[pos] != 35 && in[pos + e5] == 10 && ((sep & (sep >> 1)) & ((1ull << e5) - 1)) == 0 &&
          (blank(in[pos + e0]) & blank(in[pos + e1]) & blank(in[pos + e2]) & blank(in[pos + e3]) &
           blank(in[pos + e4])) &&
          sameQueryId(pos) && rankDigits(pos + e2 + 1, &rank) == pos + e3 &&
          scoreParts(pos + e3 + 1, &mant, &e10, &neg) == pos + e4) {
        double v;
        if (!scoreValue(mant, e10, neg, &v) && !exactScore(pos + e3 + 1, pos + e4, mant, e10, neg, &v)) {
          why = EXACT;
          return pos;
        }
        if (!skip) {
          i32 ds = pos + e1 + 1;
          i32 de = pos + e2;
          i32 f = file(ds, de, docidHash(ds, de), v, rank);
          if (f != END) {
            why = f;
            return pos;
          }
        }
        lineNo++;
        pos += e5 + 1;
        continue;
      }
    }
    i32 i = pos;
    u8 c = in[i];
    // Blanks before the query id are the line's (scanTrecLine skips them too); then its head (line-head.h).
    while (c == 32 || c == 9) c = in[++i];
    i32 ds = 0;
    u32 h = 0;
    i32 de = lineHead(i, &ds, &h);
    if (de == HEAD_NEW_QUERY) {
      why = NEW_QUERY;
      return pos;
    }
    if (de < 0) break;
    i = de;
    c = in[i];
    while (c == 32 || c == 9) c = in[++i];
    double rank = 0;
    i = rankDigits(i, &rank);
    if (i < 0 || !blank(in[i])) break;
    c = in[i];
    while (c == 32 || c == 9) c = in[++i];
    double mant = 0;
    i32 e10 = 0;
    i32 neg = 0;
    i32 ss = i;
    i = scoreParts(i, &mant, &e10, &neg);
    if (i < 0 || !blank(in[i])) break;
    i32 se = i;
    c = in[i];
    // tag; a carriage return just before the newline ends the line (CRLF)
    while (c == 32 || c == 9) c = in[++i];
    if (c <= 32) break;
    while (c > 32) c = in[++i];
    if (c == 13) {
      if (in[i + 1] != 10) break;
    } else if (c != 10 && c != 32 && c != 9) break;
    double v;
    if (!scoreValue(mant, e10, neg, &v) && !exactScore(ss, se, mant, e10, neg, &v)) {
      why = EXACT;
      return pos;
    }
    // Fields after the sixth are ignored.
    while (c != 10) c = in[++i];
    if (!skip) {
      i32 r = file(ds, de, h, v, rank);
      if (r != END) {
        why = r;
        return pos;
      }
    }
    lineNo++;
    pos = i + 1;
  }
  why = pos < end ? GENERAL : END;
  return pos;
}
