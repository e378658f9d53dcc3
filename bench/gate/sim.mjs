// Seeded simulation of pull requests for the gate benchmark (bench/gate.mjs): a collection with graded latent
// relevance, dense (pooled, TREC-like) or sparse (one or two relevant judgments per query, MS-MARCO-like) judgments,
// systems that score documents from the latent grades plus noise, CI-like noise between two runs of one system, and
// regressions of a known size planted into one slice.
//
// Everything comes from mulberry32 streams seeded by the caller: the same seeds give the same files.

import { mulberry32 } from '../generate.mjs';

export function gaussian(rand) {
  let u = rand();
  while (u === 0) u = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** Documents per query in the pool a system ranks, and results per query in a run. */
export const POOL = 200;
export const DEPTH = 100;

/**
 * A collection: per query, latent grades of POOL documents and the judgments made of them.
 * dense: the top 60 of a pooling system plus 20 random documents are judged, at their latent grade (0..3);
 * sparse: one judged relevant document (70%) or two (30%), grade 1, picked among the latent relevant ones; nothing
 * else is judged, so many relevant documents are unjudged.
 */
export function collection(seed, queries, density) {
  const rand = mulberry32(seed);
  const qs = [];
  for (let q = 0; q < queries; q++) {
    const qid = `q${q + 1}`;
    const difficulty = 0.6 + 0.8 * rand();
    const grades = new Float64Array(POOL);
    for (let i = 0; i < POOL; i++) {
      const u = rand();
      grades[i] = u < 0.62 ? 0 : u < 0.82 ? 1 : u < 0.94 ? 2 : 3;
    }
    const judged = new Map();
    if (density === 'dense') {
      const pooled = [...grades.keys()]
        .map((i) => [i, grades[i] * difficulty + gaussian(rand)])
        .sort((a, b) => b[1] - a[1]);
      for (const [i] of pooled.slice(0, 60)) judged.set(i, grades[i]);
      for (let k = 0; k < 20; k++) {
        const i = Math.floor(rand() * POOL);
        judged.set(i, grades[i]);
      }
    } else {
      const relevant = [...grades.keys()].filter((i) => grades[i] >= 2).sort((a, b) => grades[b] - grades[a] || a - b);
      const n = rand() < 0.7 ? 1 : 2;
      // Annotators mark what they found near the top: the most relevant ones first.
      for (const i of relevant.slice(0, n)) judged.set(i, 1);
    }
    qs.push({ qid, difficulty, grades, judged });
  }
  return qs;
}

/** Slice labels per query: four dimensions. `target` holds the first `targetSize` queries (after a seeded shuffle). */
export function labels(seed, queries, targetSize) {
  const rand = mulberry32(seed);
  const order = [...Array(queries).keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const inTarget = new Set(order.slice(0, targetSize));
  const types = ['lookup', 'howto', 'error', 'product'];
  return Array.from({ length: queries }, (_, q) => ({
    bucket: inTarget.has(q) ? 'target' : 'rest',
    type: types[Math.floor(rand() * 4)],
    lang: rand() < 0.7 ? 'en' : 'de',
    len: ['short', 'medium', 'long'][Math.floor(rand() * 3)],
  }));
}

/** A system's scores for every pool document of every query: signal (latent grade) plus noise of sd `sigma`. */
export function systemScores(coll, seed, sigma) {
  const rand = mulberry32(seed);
  return coll.map((q) => Float64Array.from(q.grades, (g) => g * q.difficulty + sigma * gaussian(rand)));
}

/** Rankings (pool indexes, best first, DEPTH long) from scores; ties broken by index (the docids' order). */
export function rank(scores) {
  return scores.map((s) => [...s.keys()].sort((a, b) => s[b] - s[a] || b - a).slice(0, DEPTH));
}

/**
 * CI-like noise between two runs of the same system, applied to each run independently (so the pair is exchangeable):
 * - jitter: every score moves by N(0, sigma) (0.15 for the A/A table; the power table sets sigma for its churn);
 * - swaps: each adjacent pair of the ranking is swapped with probability 0.1;
 * - ties: scores rounded to steps of 0.5 after a small jitter, ties broken by docid: nearly every top position ties
 *   with a neighbour, in small groups — a coarse but healthy run, which the tied-scores guard must let pass;
 * - coarse: the same rounded to steps of 0.1 (a service that rounds its scores to one decimal);
 * - variant: an equally good system (same signal, its own noise of sd `sigma`).
 * Returns rankings and scores as written to the run file.
 */
export function noisyRun(coll, clean, kind, seed, sigma) {
  const rand = mulberry32(seed);
  if (kind === 'variant') {
    const s = systemScores(coll, seed, sigma);
    return { ranking: rank(s), scores: s };
  }
  if (kind === 'jitter' || kind === 'ties' || kind === 'coarse') {
    const s = clean.map((q) =>
      Float64Array.from(q, (x) => {
        const y = x + (kind === 'jitter' ? sigma : 0.05) * gaussian(rand);
        return kind === 'ties' ? Math.round(y * 2) / 2 : kind === 'coarse' ? Math.round(y * 10) / 10 : y;
      }),
    );
    return { ranking: rank(s), scores: s };
  }
  // swaps
  const ranking = rank(clean).map((r) => {
    const out = r.slice();
    for (let i = 0; i + 1 < out.length; i++) if (rand() < 0.1) [out[i], out[i + 1]] = [out[i + 1], out[i]];
    return out;
  });
  return { ranking, scores: null };
}

/** nDCG@10 of a ranking of pool indexes under the judgments (linear gain, ideal from all judgments, trec_eval's). */
export function ndcg10(q, ranking) {
  let dcg = 0;
  for (let r = 0; r < Math.min(10, ranking.length); r++) {
    const g = q.judged.get(ranking[r]);
    if (g > 0) dcg += g / Math.log2(r + 2);
  }
  const ideal = [...q.judged.values()]
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((s, g, r) => s + g / Math.log2(r + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

/**
 * Plants a change of mean nDCG@10 drop `delta` into `ranking` on the queries `members`, spread as evenly as the
 * rankings allow: again and again, the member changed least so far gets the finest move it has (a judged document in
 * its top 10 swapping places with its neighbour below: the more relevant one going down for a drop, up for a
 * negative `delta`), as long as that brings the slice's mean drop (against the unplanted ranking) closer to `delta`;
 * a member without such a move is left as it is. Returns the new rankings and the realised mean drop.
 */
export function plant(coll, ranking, members, delta, seed) {
  const rand = mulberry32(seed);
  const sign = delta < 0 ? -1 : 1;
  const goal = Math.abs(delta);
  const out = ranking.map((r) => r.slice());
  const before = members.map((q) => ndcg10(coll[q], ranking[q]));
  const changeOf = members.map(() => 0);
  const open = new Set(members.map((_, i) => i));
  const grade = (q, d) => coll[q].judged.get(d) ?? 0;
  // Members in a seeded order, so equal changes are broken the same way every time.
  const order = members.map((_, i) => i).sort(() => rand() - 0.5);
  let total = 0;
  const n = members.length;
  while (open.size > 0) {
    let i = -1;
    for (const j of order) if (open.has(j) && (i < 0 || changeOf[j] < changeOf[i])) i = j;
    const q = members[i];
    const r = out[q];
    let best = null;
    for (let k = 0; k < Math.min(10, r.length - 1); k++) {
      if (!(sign * (grade(q, r[k]) - grade(q, r[k + 1])) > 0)) continue;
      [r[k], r[k + 1]] = [r[k + 1], r[k]];
      const d = sign * (before[i] - ndcg10(coll[q], r));
      [r[k], r[k + 1]] = [r[k + 1], r[k]];
      if (d > changeOf[i] + 1e-12 && (best === null || d < best.d)) best = { k, d };
    }
    const after = best ? (total - changeOf[i] + best.d) / n : Infinity;
    if (best === null || Math.abs(after - goal) >= Math.abs(total / n - goal)) {
      open.delete(i);
      continue;
    }
    [r[best.k], r[best.k + 1]] = [r[best.k + 1], r[best.k]];
    total += best.d - changeOf[i];
    changeOf[i] = best.d;
  }
  return { ranking: out, realized: (sign * total) / n };
}

/** The qrels file of a collection. */
export function qrelsText(coll) {
  const lines = [];
  for (const q of coll)
    for (const [i, g] of [...q.judged.entries()].sort((a, b) => a[0] - b[0]))
      lines.push(`${q.qid} 0 ${q.qid}-d${i} ${g}`);
  return lines.join('\n') + '\n';
}

/** A run file: rankings with scores (descending by position when the run has none of its own). */
export function runText(coll, run, tag, skip = new Set()) {
  const lines = [];
  coll.forEach((q, qi) => {
    if (skip.has(qi)) return;
    const r = run.ranking[qi];
    r.forEach((i, k) => {
      const score = run.scores ? run.scores[qi][i] : DEPTH - k;
      lines.push(`${q.qid} Q0 ${q.qid}-d${i} ${k + 1} ${Number(score.toFixed(6))} ${tag}`);
    });
  });
  return lines.join('\n') + '\n';
}

export function slicesText(coll, labs) {
  return (
    [
      'qid\tbucket\ttype\tlang\tlen',
      ...coll.map((q, i) => `${q.qid}\t${labs[i].bucket}\t${labs[i].type}\t${labs[i].lang}\t${labs[i].len}`),
    ].join('\n') + '\n'
  );
}

/** The contract `rankgate init` writes (its gate, measures and defaults), over the files above. */
export const CONTRACT = `version: 1
name: gate-bench
judgments: qrels.txt
slices: slices.tsv
baseline: base.trec
measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]
gate:
  primary: nDCG@10
  rules:
    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }
    - { measure: R@100, slices: [all], fail: 0.01 }
  min_queries: 10
  coverage: { measure: Judged@10, min: 0.7 }
`;
