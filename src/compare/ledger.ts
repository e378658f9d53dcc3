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
  const out: ToJudge[] = [];
  // Each entry's query, by position in `out`.
  const queryOf: number[] = [];
  let skipped = 0;
  const row: ToJudge[] = [];
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const qid = base.qids[qi];
    row.length = 0;
    // A top k is short: a document both runs show is found by a scan of this query's few entries, not a map.
    const visit = (t: TopList | null, side: 'baselineRank' | 'candidateRank') => {
      if (!t) return;
      for (let r = 0; r < Math.min(depth, t.docids.length); r++) {
        if (t.grades[r] !== null) continue;
        const docid = t.docids[r];
        let e: ToJudge | undefined;
        for (let j = 0; j < row.length; j++) {
          if (row[j].docid === docid) {
            e = row[j];
            break;
          }
        }
        if (!e) {
          e = { qid, docid, baselineRank: null, candidateRank: null, impact: 0 };
          row.push(e);
        }
        e[side] = r + 1;
        e.impact += 1 / Math.log2(r + 2);
      }
    };
    visit(base.top[qi], 'baselineRank');
    visit(cand.top[qi], 'candidateRank');
    for (const e of row) {
      if (opts.skip?.(qid, e.docid)) {
        skipped++;
        continue;
      }
      out.push(e);
      queryOf.push(qi);
    }
  }
  const total = out.length;
  const before = (x: number, y: number) => {
    const a = out[x];
    const b = out[y];
    return b.impact - a.impact || queryOf[x] - queryOf[y] || (a.docid < b.docid ? -1 : a.docid > b.docid ? 1 : 0);
  };
  // Only the first `limit` are needed in order: the entries at least as heavy as the limit-th heaviest are sorted,
  // the rest never are.
  let ix: Int32Array;
  if (total > opts.limit) {
    const impacts = Float64Array.from(out, (e) => -e.impact);
    const cut = -quantileAt(impacts, opts.limit - 1);
    ix = Int32Array.from(out.keys()).filter((i) => out[i].impact >= cut);
  } else {
    ix = Int32Array.from(out.keys());
  }
  ix.sort(before);
  return { list: Array.from(ix.subarray(0, opts.limit), (i) => out[i]), total, skipped };
}
