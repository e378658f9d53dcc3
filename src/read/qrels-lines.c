// The judgments reader's inner loop, compiled to WebAssembly (scripts/build-wasm.mjs writes qrels-lines-wasm.ts).
//
// It takes the plain lines of one query at a time exactly as read/qrels.ts scanQrelsLine takes them — `qid iter docid
// grade`, four fields of bytes above 32 separated by blanks or tabs, a grade of 1 to 15 digits with an optional minus
// (not -0) — and holds each judgment as the reader's `judgment` files it: its docid copied out, checked against the
// query's earlier docids through an open-addressing table on the same hash (docid-hash.h), and its grade, hash and line number
// stored. The reader moves the held judgments into its columns when the query ends, or when the loop stops inside it
// and the query goes on in JavaScript (qrels.ts takeHeld). Every line this loop does not take — another query's, a
// line for the general parser, a repeated docid, a query past what it may hold — stops it, and the reader's
// JavaScript takes that line as before, so every refusal and message stays the JavaScript's. With pooled judgments (a million lines) the reader spent most of its time in
// the JavaScript's per-line filing (bench/README.md, issue 21, nineteenth session).

#include "loop-memory.h"

double grades[CAP];

// What the reader reads after each call, and the line count it sets before a scan, in one array it views: a call
// per counter cost more than the scan of a query's lines. The names below are its entries.
i32 status[4];
#define why status[0]
#define lineNo status[1]
#define n status[2]
#define arenaLen status[3]

#include "docid-table.h"
#include "line-head.h"

// Where this loop's own arrays are, for the reader's views.
double *gradesAt(void) { return grades; }
i32 *statusAt(void) { return status; }

void reset(void) {
  emptyTable();
  qlen = 0;
}

// A new query whose id is in[s, e), of which at most `max` judgments may be held (the file's limit less what the
// reader holds). Returns 0 when the id is too long to hold here (the query is then JavaScript's).
i32 startQuery(i32 s, i32 e, i32 max) {
  startTable();
  most = max < CAP ? max : CAP;
  return holdQueryId(s, e);
}

// Holds one judgment whose docid is in[ds, de): a repeated docid stops (REPEATED), as does a full query (FULL).
static i32 file(i32 ds, i32 de, u32 h, double grade) {
  if (arenaLen + (de - ds) > ARENA_BYTES || n >= most) return FULL;
  i32 slot;
  if (findDocid(ds, de, h, &slot) >= 0) return REPEATED;
  i32 i = addDocid(slot, de - ds, h);
  grades[i] = grade;
  lines[i] = lineNo + 1;
  return END;
}

// Takes the lines in[pos, end) (end just after a newline) of the current query; returns where it stopped, `why`
// telling why. Each byte loop stops at the newline at the latest, as in scanQrelsLine, so none checks `end`.
i32 scan(i32 pos, i32 end) {
  while (pos < end) {
    // The line's head (line-head.h): nothing may come before its query id.
    i32 ds = 0;
    u32 h = 0;
    i32 de = lineHead(pos, &ds, &h);
    if (de == HEAD_NEW_QUERY) {
      why = NEW_QUERY;
      return pos;
    }
    if (de < 0) break;
    i32 i = de;
    u8 c = in[i];
    // grade: an optional minus and 1 to 15 digits up to the newline, read as scanQrelsLine reads it (a double)
    while (c == 32 || c == 9) c = in[++i];
    i32 neg = c == 45;
    if (neg) c = in[++i];
    i32 gs = i;
    double v = 0;
    while (c >= 48 && c <= 57) {
      v = v * 10 + (c - 48);
      c = in[++i];
    }
    if (c != 10 || i == gs || i - gs > 15 || (neg && v == 0)) break;
    i32 r = file(ds, de, h, neg ? -v : v);
    if (r != END) {
      why = r;
      return pos;
    }
    lineNo++;
    pos = i + 1;
  }
  why = pos < end ? GENERAL : END;
  return pos;
}
