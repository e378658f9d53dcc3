// The head both readers' loops read a line by (trec-lines.c: qid Q0 docid …; qrels-lines.c: qid iter docid …), taken
// as the readers' JavaScript takes it. Its arrays and counters (in, qid, qlen) are loop-memory.h's.

#include "docid-hash.h"

#define HEAD_NEW_QUERY -1  // the line is another query's (or its id is not the current one)
#define HEAD_GENERAL -2    // not in the plain form: the general parser's

// Makes in[s, e) the current query's id. Returns 0, holding none (every line is then another query's, so the query is
// the JavaScript's), when the id is empty or too long to hold.
static i32 holdQueryId(i32 s, i32 e) {
  qlen = e - s;
  if (qlen <= 0 || qlen > (i32)sizeof(qid)) {
    qlen = 0;
    return 0;
  }
  for (i32 i = 0; i < qlen; i++) qid[i] = in[s + i];
  return 1;
}

// From in[i], the first byte of a line's query id: the current query's id and a blank, a second field and a blank,
// and the docid, hashed (docid-hash.h). Returns where the docid ends (a blank or a tab follows it), with
// *ds its start and *h its hash; or HEAD_NEW_QUERY, or HEAD_GENERAL. Each byte loop stops at the line's newline.
static i32 lineHead(i32 i, i32 *ds, u32 *h) {
  u8 c = in[i];
  // Not a blank, a control character or a comment ('#') first.
  if (c <= 32 || c == 35) return HEAD_GENERAL;
  i32 k = 0;
  while (k < qlen && c == qid[k]) {
    c = in[++i];
    k++;
  }
  if (k != qlen || qlen == 0 || (c != 32 && c != 9)) return HEAD_NEW_QUERY;
  // The second field (Q0, the iteration)
  while (c == 32 || c == 9) c = in[++i];
  if (c <= 32) return HEAD_GENERAL;
  while (c > 32) c = in[++i];
  if (c != 32 && c != 9) return HEAD_GENERAL;
  // The docid
  while (c == 32 || c == 9) c = in[++i];
  if (c <= 32) return HEAD_GENERAL;
  *ds = i;
  while (c > 32) c = in[++i];
  if (c != 32 && c != 9) return HEAD_GENERAL;
  *h = docidHash(*ds, i);
  return i;
}
