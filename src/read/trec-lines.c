// The TREC run reader's inner loop, compiled to WebAssembly (scripts/build-wasm.mjs writes trec-lines-wasm.ts).
//
// It takes the lines of one query at a time exactly as read/run.ts scanTrecLine takes them, and files each into the
// query's columns as ResultBlock.pushScanned does: its docid copied out, checked against the query's earlier docids
// through an open-addressing table on the same FNV-1a hash, and its rank, score, hash and line number stored. The
// reader hands a query's columns to its ResultBlock when the query ends (ResultBlock.adopt). Every line this loop does
// not take — a new query id, a line for the general parser, a score that needs the exact conversion, a repeated
// docid, a query past these columns' capacity — stops it, and the reader's JavaScript takes that line as before, so
// every refusal and message stays the JavaScript's. In JavaScript, filing cost what scanning cost; here the two
// together take about half of what they take there (bench/README.md, issue 21, sixteenth session).

#include "loop-memory.h"

// A stop reason of this loop's own, after loop-memory.h's.
#define EXACT 5  // the score needs the exact decimal conversion (read/number.ts scaledDecimal's slow path)

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
static i32 file(i32 ds, i32 de, u32 h, double score, double rank) {
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

// Takes the lines in[pos, end) (end just after a newline) of the current query; returns where it stopped, `why`
// telling why. Each byte loop stops at the newline at the latest, as in scanTrecLine, so none checks `end`.
i32 scan(i32 pos, i32 end) {
  while (pos < end) {
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
    // rank: 1 to 15 digits, read as scanTrecLine reads them (a double)
    while (c == 32 || c == 9) c = in[++i];
    i32 rs = i;
    double rank = 0;
    while (c >= 48 && c <= 57) {
      rank = rank * 10 + (c - 48);
      c = in[++i];
    }
    if (i == rs || i - rs > 15 || (c != 32 && c != 9)) break;
    // score: sign, digits, point, digits, exponent of 1 to 5 digits
    while (c == 32 || c == 9) c = in[++i];
    i32 neg = 0;
    if (c == 45 || c == 43) {
      neg = c == 45;
      c = in[++i];
    }
    double mant = 0;
    i32 digitsFrom = i;
    while (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      c = in[++i];
    }
    i32 digits = i - digitsFrom;
    i32 frac = 0;
    if (c == 46) {
      c = in[++i];
      i32 fs = i;
      while (c >= 48 && c <= 57) {
        mant = mant * 10 + (c - 48);
        c = in[++i];
      }
      frac = i - fs;
      digits += frac;
    }
    if (digits == 0) break;
    i32 e10 = -frac;
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
      if (i == es || i - es > 5) break;
      e10 += eneg ? -ex : ex;
    }
    if (c != 32 && c != 9) break;
    // tag; a carriage return just before the newline ends the line (CRLF)
    while (c == 32 || c == 9) c = in[++i];
    if (c <= 32) break;
    while (c > 32) c = in[++i];
    if (c == 13) {
      if (in[i + 1] != 10) break;
    } else if (c != 10 && c != 32 && c != 9) break;
    // The fast conversion is exact (both operands are exact doubles, one correctly rounded operation); anything else
    // is scaledDecimal's, in JavaScript.
    if (!(mant < 9007199254740992.0 && e10 >= -22 && e10 <= 22)) {
      why = EXACT;
      return pos;
    }
    double v = e10 < 0 ? mant / POW10[-e10] : e10 > 0 ? mant * POW10[e10] : mant;
    if (neg) v = -v;
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
