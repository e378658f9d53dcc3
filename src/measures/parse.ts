import { InputError } from '../errors.js';

/** The measures rankgate computes; names follow ir_measures, the field's convention. */
export type MeasureKind =
  | 'P' | 'R' | 'AP' | 'RR' | 'nDCG' | 'Rprec' | 'Bpref' | 'Success' | 'Judged' | 'ERR'
  | 'NumRet' | 'NumRel' | 'NumRelRet';

export interface MeasureSpec {
  /** Canonical name, e.g. `nDCG@10`, `P(rel=2)@5`; the key everywhere in reports. */
  name: string;
  kind: MeasureKind;
  /** Rank cutoff; undefined = every retrieved result up to the policy depth. */
  cutoff?: number;
  /** Minimum grade that counts as relevant for binary measures; undefined = the contract's `relevance`. */
  rel?: number;
  /** nDCG gain: linear (grade), exp-log2 (2^grade - 1) or an explicit grade -> gain map. */
  gain?: { type: 'linear' } | { type: 'exp-log2' } | { type: 'map'; gains: ReadonlyMap<number, number> };
}

interface KindInfo {
  cutoff: 'required' | 'optional' | 'none';
  params: readonly string[];
  /** Num* measures are counts: they are summed, never averaged. */
  sum?: boolean;
}

const KINDS: Record<MeasureKind, KindInfo> = {
  P: { cutoff: 'required', params: ['rel'] },
  R: { cutoff: 'optional', params: ['rel'] },
  AP: { cutoff: 'optional', params: ['rel'] },
  RR: { cutoff: 'optional', params: ['rel'] },
  nDCG: { cutoff: 'optional', params: ['dcg', 'gains'] },
  Rprec: { cutoff: 'none', params: ['rel'] },
  Bpref: { cutoff: 'none', params: ['rel'] },
  Success: { cutoff: 'required', params: ['rel'] },
  Judged: { cutoff: 'required', params: [] },
  ERR: { cutoff: 'required', params: [] },
  NumRet: { cutoff: 'none', params: [] },
  NumRel: { cutoff: 'none', params: ['rel'] },
  NumRelRet: { cutoff: 'none', params: ['rel'] },
};

export function isCountMeasure(kind: MeasureKind): boolean {
  return kind === 'NumRet' || kind === 'NumRel' || kind === 'NumRelRet';
}

/** Other spellings users bring from ir_measures, trec_eval habits, or dashboards. */
const ALIASES: Record<string, MeasureKind> = {
  p: 'P', precision: 'P',
  r: 'R', recall: 'R',
  ap: 'AP', map: 'AP',
  rr: 'RR', mrr: 'RR', recip_rank: 'RR',
  ndcg: 'nDCG',
  rprec: 'Rprec', 'r-prec': 'Rprec',
  bpref: 'Bpref',
  success: 'Success',
  judged: 'Judged',
  err: 'ERR',
  numret: 'NumRet', num_ret: 'NumRet',
  numrel: 'NumRel', num_rel: 'NumRel',
  numrelret: 'NumRelRet', num_rel_ret: 'NumRelRet',
};

/** trec_eval measure families with a `.k` / `_k` cutoff suffix. */
const TREC_EVAL_CUT: Record<string, MeasureKind> = {
  p: 'P', recall: 'R', map_cut: 'AP', ndcg_cut: 'nDCG', success: 'Success',
};

export const KNOWN_MEASURES =
  'P@k, P(rel=2)@k, R@k, R, AP, AP@k, RR, RR@k, nDCG, nDCG@k, nDCG(dcg=\'exp-log2\')@k, nDCG(gains={0:0,1:1,2:3})@k, ' +
  'Rprec, Bpref, Success@k, Judged@k, ERR@k, NumRet, NumRel, NumRelRet (aliases MAP, MRR, NDCG; trec_eval names such as ndcg_cut.10, P.5, recip_rank, map)';

function bad(name: string, why: string, where?: { file?: string; line?: number }): InputError {
  return new InputError(`unknown or malformed measure "${name}": ${why}`, where ?? {}, `known measures: ${KNOWN_MEASURES}`);
}

/** Parses one measure name in the ir_measures syntax (or a trec_eval name) into a canonical spec. */
export function parseMeasure(input: string, where?: { file?: string; line?: number }): MeasureSpec {
  const text = input.trim();
  // trec_eval style: ndcg_cut.10, P_5, recall.100, success.1, map_cut.10
  const te = /^([A-Za-z_]+?)[._](\d+)$/.exec(text);
  if (te && TREC_EVAL_CUT[te[1].toLowerCase()]) {
    return build(TREC_EVAL_CUT[te[1].toLowerCase()], Number(te[2]), {}, text, where);
  }
  const m = /^([A-Za-z_-]+)\s*(?:\((.*)\))?\s*(?:@\s*(\d+))?$/.exec(text);
  if (!m) throw bad(text, 'expected Name, Name@k or Name(param=value)@k', where);
  const kind = (KINDS as Record<string, KindInfo>)[m[1]] ? (m[1] as MeasureKind) : ALIASES[m[1].toLowerCase()];
  if (!kind) throw bad(text, `"${m[1]}" is not a measure`, where);
  const params = m[2] !== undefined ? parseParams(m[2], text, where) : {};
  const cutoff = m[3] !== undefined ? Number(m[3]) : undefined;
  return build(kind, cutoff, params, text, where);
}

function parseParams(body: string, text: string, where?: { file?: string; line?: number }): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const eq = body.indexOf('=', i);
    if (eq < 0) throw bad(text, `parameter "${body.slice(i).trim()}" needs name=value`, where);
    const key = body.slice(i, eq).trim();
    let j = eq + 1;
    while (body[j] === ' ') j++;
    let value: string;
    if (body[j] === '{') {
      const close = body.indexOf('}', j);
      if (close < 0) throw bad(text, 'unclosed { in parameters', where);
      value = body.slice(j, close + 1);
      j = close + 1;
    } else if (body[j] === "'" || body[j] === '"') {
      const close = body.indexOf(body[j], j + 1);
      if (close < 0) throw bad(text, 'unclosed quote in parameters', where);
      value = body.slice(j + 1, close);
      j = close + 1;
    } else {
      let k = j;
      while (k < body.length && body[k] !== ',') k++;
      value = body.slice(j, k).trim();
      j = k;
    }
    if (key in out) throw bad(text, `parameter "${key}" given twice`, where);
    out[key] = value;
    while (body[j] === ' ') j++;
    if (j < body.length && body[j] !== ',') throw bad(text, `unexpected "${body.slice(j)}" in parameters`, where);
    i = j + 1;
  }
  return out;
}

function build(kind: MeasureKind, cutoff: number | undefined, params: Record<string, string>, text: string,
  where?: { file?: string; line?: number }): MeasureSpec {
  const info = KINDS[kind];
  if (cutoff !== undefined && (!Number.isInteger(cutoff) || cutoff < 1)) throw bad(text, 'the cutoff must be a whole number >= 1', where);
  if (info.cutoff === 'required' && cutoff === undefined) throw bad(text, `${kind} needs a cutoff, e.g. ${kind}@10`, where);
  if (info.cutoff === 'none' && cutoff !== undefined) throw bad(text, `${kind} takes no cutoff`, where);
  for (const key of Object.keys(params)) {
    if (!info.params.includes(key)) {
      throw bad(text, `${kind} has no parameter "${key}"${info.params.length ? ` (it takes ${info.params.join(', ')})` : ''}`, where);
    }
  }
  const spec: MeasureSpec = { name: '', kind, cutoff };
  if (params.rel !== undefined) {
    const rel = Number(params.rel);
    if (params.rel === '' || !Number.isFinite(rel)) throw bad(text, `rel must be a number, got "${params.rel}"`, where);
    spec.rel = rel;
  }
  if (params.dcg !== undefined && params.gains !== undefined) throw bad(text, 'give either dcg or gains, not both', where);
  if (params.dcg !== undefined) {
    if (params.dcg === 'log2') spec.gain = { type: 'linear' };
    else if (params.dcg === 'exp-log2') spec.gain = { type: 'exp-log2' };
    else throw bad(text, `dcg must be 'log2' or 'exp-log2', got '${params.dcg}'`, where);
  }
  if (params.gains !== undefined) spec.gain = { type: 'map', gains: parseGains(params.gains, text, where) };
  spec.name = canonicalName(spec);
  return spec;
}

function parseGains(value: string, text: string, where?: { file?: string; line?: number }): Map<number, number> {
  const body = value.replace(/^\{|\}$/g, '').trim();
  const gains = new Map<number, number>();
  if (body === '') throw bad(text, 'gains must list at least one grade:gain pair', where);
  for (const pair of body.split(',')) {
    const [g, v] = pair.split(':').map((s) => s.trim());
    const grade = Number(g);
    const gain = Number(v);
    if (g === '' || v === undefined || v === '' || !Number.isFinite(grade) || !Number.isFinite(gain)) {
      throw bad(text, `gains entry "${pair.trim()}" must be grade:gain with numbers`, where);
    }
    if (gains.has(grade)) throw bad(text, `gains lists grade ${grade} twice`, where);
    gains.set(grade, gain);
  }
  return gains;
}

function fmtNum(n: number): string {
  return String(n);
}

/** The one spelling of a measure used as its key in every output. */
export function canonicalName(spec: MeasureSpec): string {
  const params: string[] = [];
  if (spec.rel !== undefined) params.push(`rel=${fmtNum(spec.rel)}`);
  if (spec.gain?.type === 'exp-log2') params.push("dcg='exp-log2'");
  if (spec.gain?.type === 'map') {
    const entries = [...spec.gain.gains.entries()].sort((a, b) => a[0] - b[0]);
    params.push(`gains={${entries.map(([g, v]) => `${fmtNum(g)}:${fmtNum(v)}`).join(',')}}`);
  }
  return `${spec.kind}${params.length ? `(${params.join(',')})` : ''}${spec.cutoff !== undefined ? `@${spec.cutoff}` : ''}`;
}

/** Parses a list, rejecting two spellings of one measure. */
export function parseMeasures(names: readonly string[], where?: { file?: string; line?: number }): MeasureSpec[] {
  const out: MeasureSpec[] = [];
  const seen = new Set<string>();
  for (const n of names) {
    const spec = parseMeasure(n, where);
    if (seen.has(spec.name)) continue;
    seen.add(spec.name);
    out.push(spec);
  }
  return out;
}
