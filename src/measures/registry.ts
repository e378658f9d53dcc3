import type { BoundMeasure, MeasureDef, MeasureSpec, MeasureValue, QueryFacts } from './measure.js';
import { AP } from './ap.js';
import { BinG } from './bin-g.js';
import { DCG } from './dcg.js';
import { Bpref } from './bpref.js';
import { ERR } from './err.js';
import { G } from './g.js';
import { GMAP } from './gm-map.js';
import { GMBpref } from './gm-bpref.js';
import { infAP } from './infap.js';
import { IPrec } from './iprec.js';
import { Judged } from './judged.js';
import { nDCG } from './ndcg.js';
import { NdcgRel } from './ndcg-rel.js';
import { NumNonRelJudgedRet } from './num-nonrel-judged-ret.js';
import { NumRel } from './num-rel.js';
import { NumRelRet } from './num-rel-ret.js';
import { NumRet } from './num-ret.js';
import { P } from './p.js';
import { PtAvg } from './pt-avg.js';
import { R } from './r.js';
import { RBP } from './rbp.js';
import { RbpResid } from './rbp-resid.js';
import { RelativeP } from './relative-p.js';
import { Relstring } from './relstring.js';
import { Rndcg } from './rndcg.js';
import { Rprec } from './rprec.js';
import { RprecMult } from './rprec-mult.js';
import { RR } from './rr.js';
import { SetAP } from './set-ap.js';
import { SetF } from './set-f.js';
import { SetP } from './set-p.js';
import { SetR } from './set-r.js';
import { Success } from './success.js';
import { Unj } from './unj.js';
import { Utility } from './utility.js';

/** Every measure rankgate computes, in the order --help and the measure table (docs/contract.md) list them. Adding one: a file and a line here. */
export const MEASURES: readonly MeasureDef[] = [
  P,
  R,
  AP,
  RR,
  nDCG,
  Rprec,
  Bpref,
  Success,
  Judged,
  ERR,
  NumRet,
  NumRel,
  NumRelRet,
  IPrec,
  infAP,
  RBP,
  SetP,
  SetR,
  SetAP,
  SetF,
  DCG,
  GMAP,
  GMBpref,
  PtAvg,
  RprecMult,
  RelativeP,
  Utility,
  BinG,
  G,
  NdcgRel,
  Rndcg,
  RbpResid,
  Unj,
  NumNonRelJudgedRet,
  Relstring,
];

const byKind = new Map<string, MeasureDef>();
const byAlias = new Map<string, MeasureDef>();
for (const d of MEASURES) {
  if (byKind.has(d.kind)) throw new Error(`measure ${d.kind} is registered twice`);
  byKind.set(d.kind, d);
  for (const a of [d.kind.toLowerCase(), ...d.aliases]) {
    const prev = byAlias.get(a);
    if (prev && prev !== d) throw new Error(`alias ${a} names both ${prev.kind} and ${d.kind}`);
    byAlias.set(a, d);
  }
}

/** The declaration of a parsed spec's measure. */
export function measureDef(kind: string): MeasureDef {
  const d = byKind.get(kind);
  if (!d) throw new Error(`no measure ${kind} in the registry`);
  return d;
}

/** A measure by its name or any alias (case-insensitive), or undefined; `exact`: by its name as written only. */
export function findMeasure(name: string, exact = false): MeasureDef | undefined {
  return byKind.get(name) ?? (exact ? undefined : byAlias.get(name.toLowerCase()));
}

/** The measures a message lists: one example each. */
export const KNOWN_MEASURES =
  `${MEASURES.map((d) => d.example).join(', ')} ` +
  "(parameters in parentheses, e.g. P(rel=2)@5, nDCG(dcg='exp-log2')@10, nDCG(gains={0:0,1:1,2:3})@10, ERR(max=4)@10; " +
  'aliases such as MAP, MRR, NDCG; trec_eval names such as ndcg_cut.10, P.5,10, recip_rank, map, iprec_at_recall.0.1)';

/** The measure bound to its parameters and the relevance level (`rel=` wins over `relevance`). */
export function resolveMeasure(spec: MeasureSpec, relevance: number): BoundMeasure {
  return measureDef(spec.kind).bind(spec, relevance);
}

/** Scores one ranked list in the order given: grades[0, depth) count (NaN = unjudged). */
export function scoreOrdered(
  m: BoundMeasure,
  grades: Float64Array,
  depth: number,
  facts: QueryFacts,
  out: MeasureValue,
): void {
  m.ordered(grades, depth, facts, out);
}

/** Count measures are summed over queries, as trec_eval's `all` line sums them. */
export function isCountMeasure(spec: MeasureSpec): boolean {
  return measureDef(spec.kind).aggregation === 'sum';
}

/** How many top ranks a measure reads: its rank cutoff, or every result (Infinity) for the others. */
export function ranksNeeded(spec: MeasureSpec): number {
  const def = measureDef(spec.kind);
  return spec.cutoff !== undefined && def.cutoff !== 'none' && def.cutoffKind !== 'fraction' ? spec.cutoff : Infinity;
}
