// What both readers' loops (trec-lines.c, qrels-lines.c) hold the same way: the chunk they scan, the current query's
// docid columns and the table and arena behind them (docid-table.h), the query id (line-head.h), why a scan stopped,
// and where each array is for the reader's views (read/wasm-lender.ts docidViews). The including file adds its own
// columns and counters (n, arenaLen, lineNo, why) before it includes docid-table.h and line-head.h.
//
// No libc: a module imports nothing, and its memory is these static arrays.

typedef unsigned int u32;
typedef int i32;
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned long long u64;

// One chunk of the file (read/lines.ts reads 1 MiB at a time) and some slack.
#define IN_BYTES ((1 << 20) + (1 << 16))
// Entries held for one query; a query with more goes on in JavaScript.
#define CAP (1 << 16)
// The docid table is kept at most a quarter full (as the run reader's ResultBlock keeps its own).
#define TABLE (CAP * 4)
#define ARENA_BYTES (1 << 21)

// Why scan stopped (read/wasm-lender.ts LoopStop); a loop may add its own after these.
#define END 0        // every line up to `end` was taken
#define NEW_QUERY 1  // the line at the returned position starts another query (or its id is not the current one)
#define GENERAL 2    // the line is not in the plain form: the general parser's
#define REPEATED 3   // the line repeats a docid of the query: JavaScript refuses it with its line
#define FULL 4       // the query holds what it may here: JavaScript goes on with it

u8 in[IN_BYTES];
u32 hashes[CAP];
i32 docStart[CAP];
i32 docEnd[CAP];
i32 lines[CAP];
static i32 slots[CAP];
static i32 table[TABLE];
u8 arena[ARENA_BYTES];
static u8 qid[4096];

static i32 qlen = 0;
static i32 mask = 4095;
// At most this many entries for the current query (set per reading or per query, never above CAP).
static i32 most = CAP;

u8 *inAt(void) { return in; }
u32 *hashesAt(void) { return hashes; }
i32 *docStartAt(void) { return docStart; }
i32 *docEndAt(void) { return docEnd; }
i32 *linesAt(void) { return lines; }
u8 *arenaAt(void) { return arena; }
i32 inBytes(void) { return IN_BYTES; }
i32 capacity(void) { return CAP; }
i32 arenaBytes(void) { return ARENA_BYTES; }
