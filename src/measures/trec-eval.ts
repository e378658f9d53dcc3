import { InputError } from '../errors.js';
import { atof, atol, type MeasureDef, type MeasureSpec, type TrecEvalFamily } from './measure.js';
import { MEASURES } from './registry.js';
import { formatFixed } from './printf.js';

// trec_eval's measure names (`-m P.5,10`, `-m ndcg_cut.10`, `-m rbp.p=0.8`) and what they mean in the registry.
// Each measure file declares its trec_eval families; this module reads trec_eval's parameter syntax exactly as
// trec_eval 10.0 reads it (meas_init.c: atol/atof, sorted cutoffs, duplicates refused) and names the printed values
// as trec_eval does (`P_5`, `iprec_at_recall_0.10`, `ndcg_1=3,2=9`).

export interface TrecEvalEntry {
  family: TrecEvalFamily;
  def: MeasureDef;
}

const FAMILIES = new Map<string, TrecEvalEntry>();
for (const def of MEASURES) {
  for (const family of def.trecEval ?? []) {
    if (FAMILIES.has(family.name)) throw new Error(`trec_eval measure ${family.name} is declared twice`);
    FAMILIES.set(family.name, { family, def });
  }
}

/** The trec_eval measures rankgate computes, by name. */
export function trecEvalFamily(name: string): TrecEvalEntry | undefined {
  return FAMILIES.get(name);
}

/** All of them, in trec_eval's output order. */
export function trecEvalFamilies(): TrecEvalEntry[] {
  return [...FAMILIES.values()].sort((a, b) => a.family.order - b.family.order);
}

/** One printed value of a trec_eval measure: its spec (label = trec_eval's printed name). */
export type TrecEvalValue = MeasureSpec;

function fail(message: string, fix?: string): never {
  throw new InputError(message, {}, fix);
}

/**
 * The values trec_eval prints for measure `name` with parameter text `params` (undefined: the defaults), in
 * trec_eval's order: `ndcg_cut` with `10,5` gives ndcg_cut_5 then ndcg_cut_10.
 */
export function trecEvalValues(
  entry: TrecEvalEntry,
  params: string | undefined,
  build: (def: MeasureDef, label: string, x: { cutoff?: number; params: Record<string, unknown> }) => MeasureSpec,
): TrecEvalValue[] {
  const { family, def } = entry;
  const name = family.name;
  if (params === '')
    fail(`trec_eval measure "${name}." has an empty parameter list`, `write ${name} alone or ${name}.<params>`);
  switch (family.params) {
    case 'none':
      return [build(def, params === undefined ? name : `${name}_${params}`, family.spec({}))];
    case 'long-cutoffs': {
      const cutoffs =
        params === undefined
          ? [...family.defaults!]
          : params
              .split(',')
              .map(atol)
              .sort((a, b) => a - b);
      if (cutoffs[0] <= 0)
        fail(
          `${name}.${params}: a cutoff is 0 or negative (trec_eval: "Negative cutoff detected")`,
          'cutoffs are whole numbers >= 1',
        );
      for (let i = 1; i < cutoffs.length; i++) {
        if (cutoffs[i] === cutoffs[i - 1])
          fail(
            `${name}.${params}: cutoff ${cutoffs[i]} is given twice (trec_eval: "duplicate cutoffs detected")`,
            'list each cutoff once',
          );
      }
      return cutoffs.map((cutoff) => build(def, `${name}_${cutoff}`, family.spec({ cutoff })));
    }
    case 'double-cutoffs': {
      const cutoffs =
        params === undefined
          ? [...family.defaults!]
          : params
              .split(',')
              .map(atof)
              .sort((a, b) => a - b);
      for (let i = 1; i < cutoffs.length; i++) {
        if (cutoffs[i] === cutoffs[i - 1])
          fail(
            `${name}.${params}: cutoff ${cutoffs[i]} is given twice (trec_eval: "duplicate cutoffs detected")`,
            'list each cutoff once',
          );
      }
      return cutoffs.map((cutoff) => build(def, `${name}_${formatFixed(cutoff, 2)}`, family.spec({ cutoff })));
    }
    case 'doubles': {
      const doubles = params === undefined ? [...family.defaults!] : params.split(',').map(atof);
      if (name === 'utility' && doubles.length !== 4) {
        fail(
          `utility.${params}: utility takes 4 coefficients, got ${doubles.length} (trec_eval: "improper number of coefficients")`,
          'e.g. -m utility.1,-1,0,0',
        );
      }
      return [build(def, params === undefined ? name : `${name}_${params}`, family.spec({ doubles }))];
    }
    case 'pairs': {
      const pairs = params === undefined ? [] : parsePairs(name, params);
      return [build(def, params === undefined ? name : `${name}_${params}`, family.spec({ pairs }))];
    }
    default: {
      const never: never = family.params;
      throw new Error(`unknown parameter style ${String(never)}`);
    }
  }
}

/** trec_eval's get_param_pairs: `name=value,name=value`, values read with atof. */
function parsePairs(name: string, text: string): [string, number][] {
  let last = ',';
  let bad = false;
  for (const c of text) {
    if (c === ',') {
      if (last === ',') {
        bad = true;
        break;
      }
      last = ',';
    } else if (c === '=') {
      if (last === '=') {
        bad = true;
        break;
      }
      last = '=';
    }
  }
  if (bad || last !== '=')
    fail(
      `${name}.${text}: malformed pair parameters (trec_eval wants name=value,name=value)`,
      `e.g. -m ${name}.1=3,2=9`,
    );
  return text.split(',').map((p) => {
    const eq = p.indexOf('=');
    return [p.slice(0, eq), atof(p.slice(eq + 1))];
  });
}

/** trec_eval's nicknames for sets of measures. */
export const TREC_EVAL_NICKNAMES: Record<string, readonly string[]> = {
  official: [
    'runid',
    'num_q',
    'num_ret',
    'num_rel',
    'num_rel_ret',
    'map',
    'gm_map',
    'Rprec',
    'bpref',
    'recip_rank',
    'iprec_at_recall',
    'P',
  ],
  set: [
    'runid',
    'num_q',
    'num_ret',
    'num_rel',
    'num_rel_ret',
    'utility',
    'set_P',
    'set_recall',
    'set_relative_P',
    'set_map',
    'set_F',
  ],
  all_trec: [
    'runid',
    'num_q',
    'num_ret',
    'num_rel',
    'num_rel_ret',
    'map',
    'gm_map',
    'Rprec',
    'bpref',
    'recip_rank',
    'iprec_at_recall',
    'P',
    'relstring',
    'recall',
    'unj',
    'rbp',
    'rbp_resid',
    'infAP',
    'gm_bpref',
    'utility',
    '11pt_avg',
    'ndcg',
    'relative_P',
    'Rprec_mult',
    'success',
    'map_cut',
    'ndcg_cut',
    'ndcg_rel',
    'Rndcg',
    'binG',
    'G',
    'set_P',
    'set_recall',
    'set_relative_P',
    'set_map',
    'set_F',
    'num_nonrel_judged_ret',
  ],
};

/** trec_eval measures rankgate does not compute, and why (they need other judgment formats). */
export const TREC_EVAL_ELSEWHERE: Record<string, string> = {
  ideal_dcg: 'trec_eval computes it, but rankgate does not; it is not in -m all_trec',
  yaap: 'it needs preference judgments (-R prefs)',
  map_avgjg: 'it needs judgment groups (-R qrels_jg)',
  P_avgjg: 'it needs judgment groups (-R qrels_jg)',
  Rprec_mult_avgjg: 'it needs judgment groups (-R qrels_jg)',
};

/**
 * A trec_eval spelling typed where rankgate expects a measure (`ndcg_cut.10`, `P_5`, `P.5,10`, `map_cut.100`):
 * the longest trec_eval measure name before a `.` or `_`, then its parameters. Null when no name matches.
 */
export function splitTrecEvalName(text: string): { entry: TrecEvalEntry; params: string | undefined } | null {
  const whole = FAMILIES.get(text);
  if (whole) return { entry: whole, params: undefined };
  for (let i = text.length - 1; i > 0; i--) {
    if (text[i] !== '.' && text[i] !== '_') continue;
    const entry = FAMILIES.get(text.slice(0, i));
    if (entry) return { entry, params: text.slice(i + 1) };
  }
  return null;
}
