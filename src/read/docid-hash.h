// The docid hash both readers' loops file a docid by, the same function as read/ids.ts hashBytes: MurmurHash3's
// 32-bit x86 variant with seed 0, over the docid's bytes. It takes four bytes a step where FNV-1a (the hash before it)
// took one, each step waiting for the last one's multiply: once the TREC loop knew where a docid ends without walking
// it, FNV-1a's byte steps were most of what a 28-byte docid (MS MARCO v2's) cost a line (bench/README.md, issue 21,
// twenty-second session). Its arrays are loop-memory.h's.

static inline u32 rotl32(u32 x, i32 r) { return (x << r) | (x >> (32 - r)); }

static u32 docidHash(i32 s, i32 e) {
  u32 h = 0;
  i32 i = s;
  for (; i + 4 <= e; i += 4) {
    u32 k;
    __builtin_memcpy(&k, in + i, 4);  // little-endian, any alignment
    h = rotl32(h ^ (rotl32(k * 0xcc9e2d51u, 15) * 0x1b873593u), 13) * 5 + 0xe6546b64u;
  }
  // The last one to three bytes, as a word's low bytes.
  if (i < e) {
    u32 k = in[i];
    if (i + 1 < e) k |= (u32)in[i + 1] << 8;
    if (i + 2 < e) k |= (u32)in[i + 2] << 16;
    h ^= rotl32(k * 0xcc9e2d51u, 15) * 0x1b873593u;
  }
  h ^= (u32)(e - s);
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}
