import type { LedgerEntry, ToJudge } from './schema.js';
import type { ScoredRun, TopList } from '../score/evaluate.js';
import { orderStatistic as quantileAt } from './select.js';

/** The queries that moved most on the primary measure, with both rankings' tops for a reviewer to read. */
export function buildLedger(
  base: ScoredRun,
  cand: ScoredRun,
  mi: number,
  members: Int32Array,
  labelsOf: string[][],
  texts: Map<string, string> | null,
  n: number,
  topk: number,
  relevance: number,
): { regressed: LedgerEntry[]; improved: LedgerEntry[] } {
  const rows: { qi: number; delta: number }[] = [];
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    rows.push({ qi, delta: cand.value[mi][qi] - base.value[mi][qi] });
  }
  // Query indexes follow the natural order of qids already (the judgments' order): compare them, not the strings.
  const byQid = (a: { qi: number }, b: { qi: number }) => a.qi - b.qi;
  const regressed = rows
    .filter((r) => r.delta < -1e-12)
    .sort((a, b) => a.delta - b.delta || byQid(a, b))
    .slice(0, n);
  const improved = rows
    .filter((r) => r.delta > 1e-12)
    .sort((a, b) => b.delta - a.delta || byQid(a, b))
    .slice(0, n);
  const entry = ({ qi, delta }: { qi: number; delta: number }): LedgerEntry => {
    const bt = top(base.top[qi], topk);
    const ct = top(cand.top[qi], topk);
    const relIn = (list: { docid: string; grade: number | null }[]) =>
      list.filter((d) => d.grade !== null && d.grade >= relevance).map((d) => d.docid);
    const bRel = relIn(bt);
    const cRel = relIn(ct);
    const qid = base.qids[qi];
    return {
      qid,
      text: texts?.get(qid) ?? null,
      slices: labelsOf[qi],
      baseline: base.value[mi][qi],
      candidate: cand.value[mi][qi],
      delta,
      baselineTop: bt,
      candidateTop: ct,
      relevantLeft: bRel.filter((d) => !cRel.includes(d)),
      relevantEntered: cRel.filter((d) => !bRel.includes(d)),
      missingInCandidate: cand.missing[qi] === 1,
    };
  };
  return { regressed: regressed.map(entry), improved: improved.map(entry) };
}

function top(t: TopList | null, k: number): { docid: string; grade: number | null }[] {
  if (!t) return [];
  const out: { docid: string; grade: number | null }[] = [];
  for (let i = 0; i < Math.min(k, t.docids.length); i++) out.push({ docid: t.docids[i], grade: t.grades[i] });
  return out;
}

/**
 * Unjudged documents in either run's top `depth`, most consequential first: a document's weight is the
 * rank discount 1/log2(rank+1) it carries in each run, so judging the first rows moves the gated measures most.
 * Ties in impact keep query order, then docid. Only the first `limit` are listed (`total` counts them all); pairs
 * `skip` names (judged by the pull request itself) are left out and counted in `skipped`.
 */
export function buildToJudge(
  base: ScoredRun,
  cand: ScoredRun,
  members: Int32Array,
  depth: number,
  opts: { limit: number; skip?: (qid: string, docid: string) => boolean },
): { list: ToJudge[]; total: number; skipped: number } {
  // Every unjudged pair is counted, but only the first `limit` become report entries: the others are held as columns
  // (query, docid, both ranks, impact), not as an object each (tens of thousands on a large collection).
  const queryOf: number[] = [];
  const docOf: string[] = [];
  const baseRank: number[] = []; // 0: not in the baseline's top `depth`
  const candRank: number[] = [];
  const impact: number[] = [];
  let skipped = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const row = docOf.length;
    // A top k is short: a document both runs show is found by a scan of this query's few entries, not a map.
    const visit = (t: TopList | null, ranks: number[]) => {
      if (!t) return;
      for (let r = 0; r < Math.min(depth, t.docids.length); r++) {
        if (t.grades[r] !== null) continue;
        const docid = t.docids[r];
        let e = row;
        while (e < docOf.length && docOf[e] !== docid) e++;
        if (e === docOf.length) {
          queryOf.push(qi);
          docOf.push(docid);
          baseRank.push(0);
          candRank.push(0);
          impact.push(0);
        }
        ranks[e] = r + 1;
        impact[e] += 1 / Math.log2(r + 2);
      }
    };
    visit(base.top[qi], baseRank);
    visit(cand.top[qi], candRank);
    if (!opts.skip) continue;
    const qid = base.qids[qi];
    let kept = row;
    for (let e = row; e < docOf.length; e++) {
      if (opts.skip(qid, docOf[e])) {
        skipped++;
        continue;
      }
      queryOf[kept] = queryOf[e];
      docOf[kept] = docOf[e];
      baseRank[kept] = baseRank[e];
      candRank[kept] = candRank[e];
      impact[kept] = impact[e];
      kept++;
    }
    for (const column of [queryOf, docOf, baseRank, candRank, impact]) column.length = kept;
  }
  const total = docOf.length;
  const before = (x: number, y: number) => {
    const a = docOf[x];
    const b = docOf[y];
    return impact[y] - impact[x] || queryOf[x] - queryOf[y] || (a < b ? -1 : a > b ? 1 : 0);
  };
  // Only the first `limit` are needed in order: the entries at least as heavy as the limit-th heaviest are sorted,
  // the rest never are.
  let ix: Int32Array;
  if (total > opts.limit) {
    const negated = new Float64Array(total);
    for (let e = 0; e < total; e++) negated[e] = -impact[e];
    const cut = -quantileAt(negated, opts.limit - 1);
    let heavy = 0;
    for (let e = 0; e < total; e++) if (impact[e] >= cut) heavy++;
    ix = new Int32Array(heavy);
    for (let e = 0, h = 0; e < total; e++) if (impact[e] >= cut) ix[h++] = e;
  } else {
    ix = new Int32Array(total);
    for (let e = 0; e < total; e++) ix[e] = e;
  }
  ix.sort(before);
  const list = Array.from(
    ix.subarray(0, opts.limit),
    (e): ToJudge => ({
      qid: base.qids[queryOf[e]],
      docid: docOf[e],
      baselineRank: baseRank[e] || null,
      candidateRank: candRank[e] || null,
      impact: impact[e],
    }),
  );
  return { list, total, skipped };
}
