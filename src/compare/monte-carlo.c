// The statistics' longest loops, compiled to WebAssembly (scripts/build-wasm.mjs writes monte-carlo-wasm.ts; loaded
// by monte-carlo.ts):
// - draw: the family test's draws (compare/family.ts drawStatistics): per draw the signs of the moved queries (sfc32,
//   32 a step, as drawSigns), every pair's signed sum through the atom plan (atomSums, pairSums) or member by member
//   (signedSum), and each fill's T = -(sum [+ its version's changes]) / norm;
// - step: one step of its Westfall–Young step-down (family.ts stepInto);
// - rankShares: a pair's draws in order and each draw's p (score/sorted.ts rankedCopy, tests/randomization.ts);
// - resample and quantilePair: the bootstrap's rounds and its interval's ends (stats.ts resampledMeans, select.ts
//   quantilesType7);
// - signRounds: the sign-flip test's sampled rounds (stats.ts countRounds).
// Each draws the same stream, makes every addition in the order the JavaScript makes it (no fused multiply-adds:
// -ffp-contract=off), negates exactly and finds the same order statistics, so every output is the same double;
// test/compare/monte-carlo.test.ts compares the two to the bit. In JavaScript these loops ran mostly before V8 had
// optimized them in a small gate, and the family's draws are about four times faster here on a large one
// (bench/README.md, issue 21, seventeenth session).
//
// No libc: the module imports nothing. Its memory is laid out by the caller (monte-carlo.ts): the arrays each call
// reads and writes (for draw, a descriptor of i32 words naming where each is, and one chunk of outputs per fill);
// `reserve` grows the memory to hold them.

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;

extern unsigned char __heap_base;

// Where the caller's layout may start (8-byte aligned).
i32 heapStart(void) { return (i32)((((unsigned long)&__heap_base) + 7) & ~7ul); }

// Grows the memory to hold `bytes` from heapStart; 0 when it cannot.
i32 reserve(u32 bytes) {
  unsigned long need = (unsigned long)heapStart() + bytes;
  unsigned long have = __builtin_wasm_memory_size(0) * 65536ul;
  if (need <= have) return 1;
  unsigned long pages = (need - have + 65535) / 65536;
  return __builtin_wasm_memory_grow(0, pages) != (unsigned long)-1;
}

// x with its sign flipped when `neg` is 1: exactly -x, as the JavaScript's multiplication by -1 gives it.
static inline double flip(double x, u32 neg) {
  union { double d; u64 u; } v = {x};
  v.u ^= ((u64)neg) << 63;
  return v.d;
}

static inline u32 signBit(const u32 *bits, i32 q) { return (bits[q >> 5] >> (q & 31)) & 1u; }

// The statistics' generator, sfc32 (compare/stats.ts), its state in a local the compiler keeps in registers: one step
// and its output, as the JavaScript's inlined steps make them.
typedef struct {
  u32 a, b, c, ctr;
} Sfc32;

static inline Sfc32 loadState(const u32 *st) { return (Sfc32){st[0], st[1], st[2], st[3]}; }

static inline void storeState(Sfc32 g, u32 *st) {
  st[0] = g.a;
  st[1] = g.b;
  st[2] = g.c;
  st[3] = g.ctr;
}

static inline u32 nextOf(Sfc32 *g) {
  const u32 t = g->a + g->b + g->ctr;
  g->ctr = g->ctr + 1;
  g->a = g->b ^ (g->b >> 9);
  g->b = g->c + (g->c << 3);
  g->c = ((g->c << 21) | (g->c >> 11)) + t;
  return t;
}

#define AT(T, word) ((T *)(unsigned long)(u32)(word))

// Descriptor words.
enum { D_U, D_WORDS, D_EXACT, D_BITS, D_ST, D_SUMS, D_G, D_GROUPS, D_D, D_DIRECTS, D_F, D_FILLS, D_NORMS };
// A group's words (AtomGroup in family.ts).
enum { G_NPAIRS, G_PAIRS, G_NSINGLE, G_SATOM, G_SQUERY, G_SD, G_NMULT, G_MATOM, G_MSTART, G_MQUERY, G_MD, G_ACC,
       G_ATOMLIST, G_ATOMSFROM, G_ORDER, G_SIZE };
// A direct pair's words.
enum { R_PAIR, R_N, R_IDX, R_VALS, R_SIZE };
// A fill's words: its chunk of outputs, its pair, whether it adds its version's changes, and those changes.
enum { F_OUT, F_PAIR, F_HASDI, F_DI, F_DV, F_NDIFF, F_SIZE };

// Draws `from` .. `from + count` - 1 (draw 0 the observed pattern; an exact test's draw b the pattern b itself): each
// fill's T of draw `from + j` at its chunk's index j.
void draw(const i32 *desc, i32 from, i32 count) {
  const i32 u = desc[D_U];
  const i32 words = desc[D_WORDS];
  const i32 exact = desc[D_EXACT];
  u32 *bits = AT(u32, desc[D_BITS]);
  u32 *st = AT(u32, desc[D_ST]);
  double *sums = AT(double, desc[D_SUMS]);
  const i32 G = desc[D_G];
  const i32 *groups = AT(const i32, desc[D_GROUPS]);
  const i32 D = desc[D_D];
  const i32 *directs = AT(const i32, desc[D_DIRECTS]);
  const i32 F = desc[D_F];
  const i32 *fills = AT(const i32, desc[D_FILLS]);
  const double *norms = AT(const double, desc[D_NORMS]);
  Sfc32 gen = loadState(st);
  for (i32 j = 0; j < count; j++) {
    const i32 draw = from + j;
    if (exact) bits[0] = (u32)draw;
    else if (draw == 0) {
      for (i32 k = 0; k < words; k++) bits[k] = 0;
    } else {
      for (i32 k = 0; (k << 5) < u; k++) {
        const u32 t = nextOf(&gen);
        bits[k] = t;
      }
    }
    for (i32 g = 0; g < G; g++) {
      const i32 *h = groups + g * G_SIZE;
      double *acc = AT(double, h[G_ACC]);
      const i32 ns = h[G_NSINGLE];
      const i32 *sAtom = AT(const i32, h[G_SATOM]);
      const i32 *sQuery = AT(const i32, h[G_SQUERY]);
      const double *sD = AT(const double, h[G_SD]);
      for (i32 i = 0; i < ns; i++) acc[sAtom[i]] = flip(sD[i], signBit(bits, sQuery[i]));
      const i32 nm = h[G_NMULT];
      const i32 *mAtom = AT(const i32, h[G_MATOM]);
      const i32 *mStart = AT(const i32, h[G_MSTART]);
      const i32 *mQuery = AT(const i32, h[G_MQUERY]);
      const double *mD = AT(const double, h[G_MD]);
      for (i32 m = 0, i = 0; m < nm; m++) {
        double s = 0;
        for (const i32 end = mStart[m + 1]; i < end; i++) s += flip(mD[i], signBit(bits, mQuery[i]));
        acc[mAtom[m]] = s;
      }
      const i32 np = h[G_NPAIRS];
      const i32 *pairs = AT(const i32, h[G_PAIRS]);
      const i32 *list = AT(const i32, h[G_ATOMLIST]);
      const i32 *atomsFrom = AT(const i32, h[G_ATOMSFROM]);
      // Four pairs side by side over the length they share (longest first, as pairSums), then each to its own end:
      // each pair's additions in the same order as alone, four chains of them in flight instead of one.
      const i32 *order = AT(const i32, h[G_ORDER]);
      i32 x = 0;
      for (; x + 4 <= np; x += 4) {
        const i32 k0 = order[x], k1 = order[x + 1], k2 = order[x + 2], k3 = order[x + 3];
        const i32 o0 = atomsFrom[k0], o1 = atomsFrom[k1], o2 = atomsFrom[k2], o3 = atomsFrom[k3];
        const i32 common = atomsFrom[k3 + 1] - o3;
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (i32 i = 0; i < common; i++) {
          s0 += acc[list[o0 + i]];
          s1 += acc[list[o1 + i]];
          s2 += acc[list[o2 + i]];
          s3 += acc[list[o3 + i]];
        }
        for (i32 i = o0 + common, end = atomsFrom[k0 + 1]; i < end; i++) s0 += acc[list[i]];
        for (i32 i = o1 + common, end = atomsFrom[k1 + 1]; i < end; i++) s1 += acc[list[i]];
        for (i32 i = o2 + common, end = atomsFrom[k2 + 1]; i < end; i++) s2 += acc[list[i]];
        sums[pairs[k0]] = s0;
        sums[pairs[k1]] = s1;
        sums[pairs[k2]] = s2;
        sums[pairs[k3]] = s3;
      }
      for (; x < np; x++) {
        const i32 k = order[x];
        double s = 0;
        for (i32 i = atomsFrom[k], end = atomsFrom[k + 1]; i < end; i++) s += acc[list[i]];
        sums[pairs[k]] = s;
      }
    }
    for (i32 r = 0; r < D; r++) {
      const i32 *h = directs + r * R_SIZE;
      const i32 n = h[R_N];
      const i32 *idx = AT(const i32, h[R_IDX]);
      const double *vals = AT(const double, h[R_VALS]);
      double s = 0;
      for (i32 i = 0; i < n; i++) s += flip(vals[i], signBit(bits, idx[i]));
      sums[h[R_PAIR]] = s;
    }
    for (i32 f = 0; f < F; f++) {
      const i32 *h = fills + f * F_SIZE;
      double s = sums[h[F_PAIR]];
      if (h[F_HASDI]) {
        const i32 n = h[F_NDIFF];
        const i32 *di = AT(const i32, h[F_DI]);
        const double *dv = AT(const double, h[F_DV]);
        double t = 0;
        for (i32 i = 0; i < n; i++) t += flip(dv[i], signBit(bits, di[i]));
        s = s + t;
      }
      AT(double, h[F_OUT])[j] = -s / norms[f];
    }
  }
  storeState(gen, st);
}

// The bootstrap's rounds (compare/stats.ts resampledMeans and bootstrapRoundSums): per round, how many of the n draws
// land on the m moved rows (the binomial's inverse CDF at one generator output, unless every row moved), that many row
// indices (multiply-shift, as the JavaScript draws them), and each of the k columns summed over them in draw order;
// means[j * rounds + r] = column j's sum in round r / n. Each column's additions are in the JavaScript's order.
void resample(const double *rows, i32 m, i32 k, i32 n, u32 *st, const double *cdf, i32 cdfLast, i32 *ix,
              double *means, i32 rounds) {
  const double INV_2_32 = 1.0 / 4294967296.0;
  const double dm = (double)m;
  const double dn = (double)n;
  Sfc32 gen = loadState(st);
  for (i32 r = 0; r < rounds; r++) {
    i32 draws;
    if (m == n) draws = n;
    else if (m == 0) draws = 0;
    else {
      const u32 t = nextOf(&gen);
      const double p = (double)t * INV_2_32;
      i32 lo = 0, hi = cdfLast;
      while (lo < hi) {
        const i32 mid = (i32)(((u32)lo + (u32)hi) >> 1);
        if (p < cdf[mid]) hi = mid;
        else lo = mid + 1;
      }
      draws = lo;
    }
    if (k == 5 && m < (1 << 21)) {
      // The default five measures: each index drawn and its row added at once (the generator's chain of additions
      // and the sums' overlap in one loop); the indices and the sums as the two passes below make them.
      double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0;
      for (i32 d = 0; d < draws; d++) {
        const u32 t = nextOf(&gen);
        const double *row = rows + (i32)(((u64)t * (u64)m) >> 32) * 5;
        s0 += row[0];
        s1 += row[1];
        s2 += row[2];
        s3 += row[3];
        s4 += row[4];
      }
      means[r] = s0 / dn;
      means[rounds + r] = s1 / dn;
      means[2 * rounds + r] = s2 / dn;
      means[3 * rounds + r] = s3 / dn;
      means[4 * rounds + r] = s4 / dn;
      continue;
    }
    if (m < (1 << 21)) {
      // t·m < 2^53: the double product is exact, and so is its scaling by 2^-32; its floor is the integer's top half.
      for (i32 d = 0; d < draws; d++) {
        const u32 t = nextOf(&gen);
        ix[d] = (i32)(((u64)t * (u64)m) >> 32);
      }
    } else {
      for (i32 d = 0; d < draws; d++) {
        const u32 t = nextOf(&gen);
        ix[d] = (i32)((double)t * dm * INV_2_32);
      }
    }
    i32 j = 0;
    for (; j + 4 <= k; j += 4) {
      double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
      for (i32 d = 0; d < draws; d++) {
        const double *row = rows + ix[d] * k + j;
        s0 += row[0];
        s1 += row[1];
        s2 += row[2];
        s3 += row[3];
      }
      means[j * rounds + r] = s0 / dn;
      means[(j + 1) * rounds + r] = s1 / dn;
      means[(j + 2) * rounds + r] = s2 / dn;
      means[(j + 3) * rounds + r] = s3 / dn;
    }
    for (; j < k; j++) {
      double s0 = 0;
      for (i32 d = 0; d < draws; d++) s0 += rows[ix[d] * k + j];
      means[j * rounds + r] = s0 / dn;
    }
  }
  storeState(gen, st);
}

// One step of Westfall–Young's step-down over every draw (compare/family.ts stepInto): q = min(q, the step's restricted
// marginal p), the count of q below `below` into *tally, and each q at or below `bound` copied into `out`. Returns how
// many were copied. The same arithmetic as the JavaScript, without a branch on the data.
i32 step(double *q, const double *t, const double *p, i32 n, double perDrop, double threshold, double below,
         double bound, double *out, i32 *tally) {
  const double CANNOT = 2;
  i32 count = 0;
  i32 kept = 0;
  for (i32 b = 0; b < n; b++) {
    const double ok = t[b] * perDrop > threshold ? 1.0 : 0.0;
    const double m = p[b] * ok + CANNOT * (1 - ok);
    const double was = q[b];
    const double v = m < was ? m : was;
    q[b] = v;
    count += v < below;
    out[kept] = v;
    kept += v <= bound;
  }
  *tally = count;
  return kept;
}

// `rounds` rounds of the sign-flip test's sampling (compare/stats.ts countRounds and tableRoundSum): per round, a random
// byte per table of 256 signed sums (four tables per generator output), the sum of the bytes' entries in table order,
// and the round counted when |sum| / n >= threshold. Returns the count; the stream's state is left in `st`.
i32 signRounds(const double *t, i32 groups, u32 *st, double n, double threshold, i32 rounds) {
  Sfc32 gen = loadState(st);
  i32 count = 0;
  for (i32 r = 0; r < rounds; r++) {
    double s = 0;
    for (i32 g = 0; g < groups; g += 4) {
      const u32 bits = nextOf(&gen);
      const double *o = t + (g << 8);
      s += o[bits & 255];
      if (g + 1 < groups) s += o[256 + ((bits >> 8) & 255)];
      if (g + 2 < groups) s += o[512 + ((bits >> 16) & 255)];
      if (g + 3 < groups) s += o[768 + (bits >> 24)];
    }
    count += __builtin_fabs(s) / n >= threshold;
  }
  storeState(gen, st);
  return count;
}

// ---- The bootstrap interval's ends: type-7 quantiles of the rounds' means (compare/select.ts quantilesType7). ----
//
// The same three ways as the JavaScript: a few distinct values are counted; the two ends, each in a tail, are each
// selected among the values a strided sample's cut copies out of that tail (one pass over the means, not three);
// otherwise the means are selected whole. Each way finds the order statistics a sort would, so the ends are the same
// doubles whichever is taken.

static inline void swapAt(double *v, i32 i, i32 j) {
  const double t = v[i];
  v[i] = v[j];
  v[j] = t;
}

static void siftDown(double *v, i32 root, i32 n) {
  for (;;) {
    i32 child = 2 * root + 1;
    if (child >= n) return;
    if (child + 1 < n && v[child] < v[child + 1]) child++;
    if (!(v[root] < v[child])) return;
    swapAt(v, root, child);
    root = child;
  }
}

// Sorts v[0, n) ascending (the selection's way out of an adversarial order).
static void heapSort(double *v, i32 n) {
  for (i32 i = n / 2 - 1; i >= 0; i--) siftDown(v, i, n);
  for (i32 end = n - 1; end > 0; end--) {
    swapAt(v, 0, end);
    siftDown(v, 0, end);
  }
}

// Rearranges v[from, to) so that v[k] holds what a sort would put there, nothing greater before it and nothing smaller
// after it (Hoare's selection, median-of-three pivots; past 64 rounds the rest of the range is sorted instead).
static void selectAt(double *v, i32 k, i32 from, i32 to) {
  i32 lo = from, hi = to - 1;
  for (i32 round = 0; hi > lo; round++) {
    if (round == 64) {
      heapSort(v + lo, hi - lo + 1);
      return;
    }
    const i32 mid = lo + ((hi - lo) >> 1);
    if (v[mid] < v[lo]) swapAt(v, mid, lo);
    if (v[hi] < v[lo]) swapAt(v, hi, lo);
    if (v[hi] < v[mid]) swapAt(v, hi, mid);
    const double pivot = v[mid];
    i32 i = lo, j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) {
        swapAt(v, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

// The smallest of v[from, n).
static double minFrom(const double *v, i32 n, i32 from) {
  double m = v[from];
  for (i32 i = from + 1; i < n; i++)
    if (v[i] < m) m = v[i];
  return m;
}

// x + frac·(next − x) for x the k-th smallest of v[0, n) and next the (k+1)-th (x itself when `left`, the values of
// the whole array from rank k on, is 1): select.ts pairAt. v is rearranged.
static double pairAt(double *v, i32 n, i32 k, double frac, i32 left) {
  selectAt(v, k, 0, n);
  const double x = v[k];
  const double next = left > 1 ? minFrom(v, n, k + 1) : x;
  return x + frac * (next - x);
}

// select.ts FEW, TAIL_MIN, TAIL_SHARE, SAMPLE.
#define FEW 64
#define TAIL_MIN 2048
#define TAIL_SHARE 0.1
#define SAMPLE 512

// distinct[0, size) ascending and their counts; size, or −1 past FEW distinct values: select.ts countDistinct's
// answer, found through a hash table of the values' bits rather than by bisection (a slice of a few queries gives
// 10^4 means of a few values, and a bisection's unpredictable branches at each made this the bootstrap's dearest
// step). −0 is counted as +0, as the JavaScript's === counts it; a type-7 quantile comes out the same either way.
// NaN (never a mean of finite values) gives up, leaving it to the selection.
#define SLOTS 256
static i32 countDistinct(const double *v, i32 n, double *distinct, i32 *counts) {
  u64 keys[SLOTS];
  i32 tally[SLOTS];
  for (i32 h = 0; h < SLOTS; h++) tally[h] = 0;
  i32 size = 0;
  for (i32 i = 0; i < n; i++) {
    const double x = v[i] + 0.0;
    if (x != x) return -1;
    union { double d; u64 u; } b = {x};
    u32 h = (u32)((b.u * 0x9E3779B97F4A7C15ull) >> 56);
    while (tally[h] != 0 && keys[h] != b.u) h = (h + 1) & (SLOTS - 1);
    if (tally[h] == 0) {
      if (size == FEW) return -1;
      keys[h] = b.u;
      size++;
    }
    tally[h]++;
  }
  // The distinct values ascending (an insertion sort of at most FEW).
  i32 placed = 0;
  for (i32 h = 0; h < SLOTS; h++) {
    if (tally[h] == 0) continue;
    union { u64 u; double d; } b = {keys[h]};
    i32 j = placed++;
    for (; j > 0 && distinct[j - 1] > b.d; j--) {
      distinct[j] = distinct[j - 1];
      counts[j] = counts[j - 1];
    }
    distinct[j] = b.d;
    counts[j] = tally[h];
  }
  return size;
}

// What a sort puts at position k, read off the counts.
static double fewAt(const double *distinct, const i32 *counts, i32 k) {
  i32 j = 0;
  for (i32 seen = counts[0]; seen <= k; seen += counts[j]) j++;
  return distinct[j];
}

// Every value of v[0, n) at or below a cut (`upper`: at or above it) that at least `need` values reach, copied into
// `out`: select.ts tail. Returns how many, or −1 where the JavaScript gives up (short array, not a
// tail, or the cut missed). `sample` has room for SAMPLE, `out` for n + 1.
static i32 tail(const double *v, i32 n, i32 need, i32 upper, double *sample, double *out) {
  if (n < TAIL_MIN || need > n * TAIL_SHARE) return -1;
  const double stride = (double)n / SAMPLE;
  for (i32 i = 0; i < SAMPLE; i++) sample[i] = v[(i32)__builtin_floor(i * stride)];
  const double expected = ((double)need / n) * SAMPLE;
  double d = __builtin_ceil(expected + 4 * __builtin_sqrt(expected) + 2);
  const i32 depth = d < SAMPLE - 1 ? (i32)d : SAMPLE - 1;
  const i32 at = upper ? SAMPLE - 1 - depth : depth;
  selectAt(sample, at, 0, SAMPLE);
  const double cut = sample[at];
  const double c = __builtin_ceil((2.0 * (depth + 1) * n) / SAMPLE) + 64;
  const i32 capacity = c < n ? (i32)c : n;
  // Counted past the room, as the JavaScript counts: a copy that overflowed is refused below. Slot `capacity` takes
  // the writes past the room, so the loop has no branch on the data.
  i32 count = 0;
  if (upper)
    for (i32 i = 0; i < n; i++) {
      const double x = v[i];
      out[count < capacity ? count : capacity] = x;
      count += x >= cut;
    }
  else
    for (i32 i = 0; i < n; i++) {
      const double x = v[i];
      out[count < capacity ? count : capacity] = x;
      count += x <= cut;
    }
  return count >= need && count <= capacity ? count : -1;
}

// The type-7 quantiles at the ranks kLo + fLo and kHi + fHi (kLo <= kHi) of v[0, n) into out[0] and out[1], as
// select.ts quantilesType7 finds them; v may be rearranged. `scratch` has room for SAMPLE + 2(n + 1) doubles.
void quantilePair(double *v, i32 n, i32 kLo, double fLo, i32 kHi, double fHi, double *out, double *scratch) {
  double distinct[FEW];
  i32 counts[FEW];
  if (countDistinct(v, n, distinct, counts) >= 0) {
    const i32 lastK = n - 1;
    double x = fewAt(distinct, counts, kLo);
    out[0] = x + fLo * (fewAt(distinct, counts, kLo + 1 < lastK ? kLo + 1 : lastK) - x);
    x = fewAt(distinct, counts, kHi);
    out[1] = x + fHi * (fewAt(distinct, counts, kHi + 1 < lastK ? kHi + 1 : lastK) - x);
    return;
  }
  double *sample = scratch;
  double *low = scratch + SAMPLE;
  double *high = low + n + 1;
  const i32 lows = tail(v, n, kLo + 2 < n ? kLo + 2 : n, 0, sample, low);
  const i32 highs = lows < 0 ? -1 : tail(v, n, n - kHi, 1, sample, high);
  if (lows >= 0 && highs >= 0) {
    out[0] = pairAt(low, lows, kLo, fLo, n - kLo);
    out[1] = pairAt(high, highs, kHi - (n - highs), fHi, n - kHi);
    return;
  }
  out[0] = pairAt(v, n, kLo, fLo, n - kLo);
  // The first selection left nothing below kLo after it: the second starts there.
  out[1] = pairAt(v + kLo, n - kLo, kHi - kLo, fHi, n - kHi);
}

// ---- A pair's draws of T in order, and each draw's p within them (compare/tests/randomization.ts). ----

// x ascending into `sorted` (the order of score/sorted.ts rankedCopy: each double's bits as an unsigned key, negative
// values' flipped, so −0 comes before +0; equal keys in index order), and p[i] = the share of draws at or above x[i]
// (less 1e-12), as sharesAtOrAbove reads it off the ranks. An LSD radix sort of the 64-bit keys, 8 bits a pass, a
// digit every key shares skipped. `keys`, `spareKeys` (n each), `order`, `spareOrder` (n each) and `count` (256)
// are scratch.
void rankShares(const double *x, i32 n, double *sorted, double *p, u64 *keys, u64 *spareKeys, i32 *order,
                i32 *spareOrder, i32 *count) {
  for (i32 i = 0; i < n; i++) {
    union { double d; u64 u; } v = {x[i]};
    keys[i] = (v.u >> 63) ? ~v.u : v.u | (1ull << 63);
    order[i] = i;
  }
  for (i32 shift = 0; shift < 64 && n > 1; shift += 8) {
    for (i32 d = 0; d < 256; d++) count[d] = 0;
    for (i32 i = 0; i < n; i++) count[(keys[i] >> shift) & 255]++;
    if (count[(keys[0] >> shift) & 255] == n) continue;
    for (i32 d = 0, at = 0; d < 256; d++) {
      const i32 c = count[d];
      count[d] = at;
      at += c;
    }
    for (i32 i = 0; i < n; i++) {
      const i32 d = (i32)((keys[i] >> shift) & 255);
      const i32 to = count[d]++;
      spareKeys[to] = keys[i];
      spareOrder[to] = order[i];
    }
    u64 *k = keys;
    keys = spareKeys;
    spareKeys = k;
    i32 *o = order;
    order = spareOrder;
    spareOrder = o;
  }
  for (i32 i = 0; i < n; i++) sorted[i] = x[order[i]];
  const double TOL = 1e-12;
  const double N = (double)n;
  for (i32 i = 0, j = 0; i < n; i++) {
    const double below = sorted[i] - TOL;
    while (sorted[j] < below) j++;
    p[order[i]] = (N - (double)j) / N;
  }
}
