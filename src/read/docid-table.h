// The docids of the query a reader's loop is on (trec-lines.c, qrels-lines.c): each copied into the loop's arena and
// placed in an open-addressing table on its hash (docid-hash.h), which is kept at most a quarter full, so that a repeated
// docid is found as the reader's JavaScript finds it. The arrays and mask are loop-memory.h's; the including file
// defines the counters n and arenaLen.

// A new reading: every slot of the table emptied, no docid held, the table at its first size.
static void emptyTable(void) {
  for (i32 i = 0; i < TABLE; i++) table[i] = -1;
  n = 0;
  arenaLen = 0;
  mask = 4095;
}

// A new query: the last query's entries emptied (their slots only, not the whole table), the table at its first size.
static void startTable(void) {
  for (i32 i = 0; i < n; i++) table[slots[i]] = -1;
  n = 0;
  arenaLen = 0;
  mask = 4095;
}

// Copies in[ds, de) (hash h) to the arena's end and looks for it among the query's docids: the index of the same
// docid, or -1 with *freeSlot the slot a new entry takes. The caller has checked that the arena has room.
static i32 findDocid(i32 ds, i32 de, u32 h, i32 *freeSlot) {
  i32 len = de - ds;
  i32 at = arenaLen;
  for (i32 j = 0; j < len; j++) arena[at + j] = in[ds + j];
  i32 slot = h & mask;
  for (;;) {
    i32 j = table[slot];
    if (j == -1) break;
    if (hashes[j] == h && docEnd[j] - docStart[j] == len) {
      i32 same = 1;
      for (i32 t = 0; t < len; t++)
        if (arena[docStart[j] + t] != arena[at + t]) {
          same = 0;
          break;
        }
      if (same) return j;
    }
    slot = (slot + 1) & mask;
  }
  *freeSlot = slot;
  return -1;
}

// Makes the docid findDocid copied last (`len` bytes, hash h) entry n, in `slot`; the table grows once it is more
// than a quarter full. Returns the entry.
static i32 addDocid(i32 slot, i32 len, u32 h) {
  i32 i = n++;
  table[slot] = i;
  slots[i] = slot;
  docStart[i] = arenaLen;
  docEnd[i] = arenaLen + len;
  arenaLen += len;
  hashes[i] = h;
  if (n * 4 > mask + 1) {
    // A larger table, every entry placed again.
    for (i32 t = 0; t < n; t++) table[slots[t]] = -1;
    mask = mask * 2 + 1;
    for (i32 t = 0; t < n; t++) {
      i32 s = hashes[t] & mask;
      while (table[s] != -1) s = (s + 1) & mask;
      table[s] = t;
      slots[t] = s;
    }
  }
  return i;
}
