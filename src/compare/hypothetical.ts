import type { Qrels } from '../read/qrels.js';
import type { MeasureSpec } from '../measures/parse.js';
import { resolveMeasure, scoreOrdered, type MeasureValue } from '../score/compute.js';
import type { ScorePlan, ScoredRun } from '../score/evaluate.js';

/**
 * Both runs' values under judgments in which the candidate's unjudged documents in its top `depth` are relevant at
 * grade `relevance` — computed from the top lists kept in the first pass, without reading the runs again.
 * Exact when every gated measure has a cutoff within the kept lists and the ranking is the list order
 * (not `ties: expected`, not `unjudged: condensed`); returns null otherwise, and the caller re-scores the files.
 */
export function hypotheticalFromTops(base: ScoredRun, cand: ScoredRun, qrels: Qrels, plan: ScorePlan, gated: readonly string[],
  depth: number): { base: ScoredRun; cand: ScoredRun } | null {
  if (plan.policy.ties === 'expected' || plan.policy.unjudged === 'condensed') return null;
  const specs = plan.measures.filter((m) => gated.includes(m.name));
  if (specs.some((m) => m.cutoff === undefined || m.cutoff > plan.keep || m.kind === 'NumRet')) return null;
  const nq = base.qids.length;
  const nm = plan.measures.length;
  const cols = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const outB: ScoredRun = { ...base, value: cols(), num: cols(), den: cols() };
  const outC: ScoredRun = { ...cand, value: cols(), num: cols(), den: cols() };
  const resolved = new Map<MeasureSpec, ReturnType<typeof resolveMeasure>>(specs.map((m) => [m, resolveMeasure(m, plan.relevance)]));
  const v: MeasureValue = { value: 0, num: 0, den: 1 };
  for (let qi = 0; qi < nq; qi++) {
    const judged = qrels.queries.get(base.qids[qi])!.grades;
    const extra = new Set<string>();
    const ct = cand.top[qi];
    if (ct) for (let r = 0; r < Math.min(depth, ct.docids.length); r++) if (ct.grades[r] === null) extra.add(ct.docids[r]);
    const aug = new Float64Array(judged.length + extra.size);
    aug.set(judged);
    aug.fill(plan.relevance, judged.length);
    const facts = { judged: aug, maxGrade: Math.max(qrels.maxGrade, plan.relevance) };
    for (const [run, out] of [[base, outB], [cand, outC]] as const) {
      const t = run.top[qi];
      const n = t ? t.docids.length : 0;
      const grades = new Float64Array(n);
      for (let r = 0; r < n; r++) {
        const g = t!.grades[r];
        grades[r] = g !== null ? g : extra.has(t!.docids[r]) ? plan.relevance : NaN;
      }
      plan.measures.forEach((m, mi) => {
        const rm = resolved.get(m);
        if (!rm) return;
        scoreOrdered(rm, grades, n, facts, v);
        out.value[mi][qi] = v.value;
        out.num[mi][qi] = v.num;
        out.den[mi][qi] = v.den;
      });
    }
  }
  return { base: outB, cand: outC };
}
