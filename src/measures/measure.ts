import type { z as Zod } from 'zod';
import type { Qrels } from '../read/qrels.js';
import { decimalOrNaN } from '../read/number.js';

// What a measure is: a declaration (name, aliases, parameters, aggregation) and, bound to its parameters, the
// per-query arithmetic on one ranked list. One file per measure under src/measures/ declares one MeasureDef;
// registry.ts lists them all. A ranked list is `grades[0..n)` in rank order: a judged grade, or NaN for a
// document the judgments do not hold; positions >= `depth` never count.

/** What a query's judgments say, independent of any run. */
export interface QueryFacts {
  /** Every judged grade of the query (including those no run retrieved). */
  judged: Float64Array;
  /** Highest grade in the whole judgments file (ERR's default normaliser). */
  maxGrade: number;
  /**
   * How a negative grade reads: `nonrelevant` (rankgate: judged, not relevant) or `unjudged` (trec_eval: "in the
   * pool but unjudged", skipped by bpref and infAP, counted by unj and rbp_resid). Default nonrelevant.
   */
  negative?: 'nonrelevant' | 'unjudged';
  /**
   * Reproduce trec_eval's 0/0 where an evaluated ranking is empty (interpolated precision of `-J` or `-M 0`
   * rankings prints -nan there). Only `rankgate trec_eval` sets it; everywhere else such a value is 0.
   */
  trecEvalNaN?: boolean;
  /**
   * Set by a caller that passes each list array once with fixed contents (the scorer, for the lists it ranked): a
   * measure may then keep values derived from (stamp, array) for the next measure on the same list. Without it
   * nothing is kept (scratch arrays are refilled between calls).
   */
  listStamp?: number;
}

/** A measure's value on one query; for the measures that can be pooled (micro), numerator and denominator. */
export interface MeasureValue {
  value: number;
  num: number;
  den: number;
}

/** Tie groups of a list: group g is [starts[g], starts[g+1]); `count` groups. */
export interface TieGroups {
  starts: Int32Array;
  count: number;
}

/** How per-query values become one number. */
export type Aggregation = 'mean' | 'pooled' | 'sum' | 'geometric';

/** Lower bound for a per-query value under the geometric mean (trec_eval's MIN_GEO_MEAN). */
export const MIN_GEO_MEAN = 0.00001;

/** A parsed measure: plain data (it crosses to worker threads), bound to arithmetic through the registry. */
export interface MeasureSpec {
  /** Canonical name, e.g. `nDCG@10`, `P(rel=2)@5`: the measure's identity (two spellings, one measure). */
  name: string;
  /** The spelling that was asked for (`ndcg_cut.10`, `MRR@10`, ...): what outputs print. */
  label: string;
  /** The registry entry, e.g. `nDCG`. */
  kind: string;
  /** Rank cutoff (or, for IPrec and Rprec_mult, the recall level / multiplier after `@`); undefined = none. */
  cutoff?: number;
  /** Parameters as the measure's schema parsed them (plain data). */
  params: Record<string, unknown>;
}

/** Per-query arithmetic of one measure with its parameters and relevance level fixed. */
export interface BoundMeasure {
  readonly spec: MeasureSpec;
  /** Minimum grade that counts as relevant (`rel=` or the contract's `relevance`). */
  readonly rel: number;
  /** The value on the list in the order given. */
  ordered(grades: Float64Array, depth: number, q: QueryFacts, out: MeasureValue): void;
  /** The exact expected value over uniformly random orders within each tie group; null where none is known. */
  readonly expected:
    | ((grades: Float64Array, depth: number, q: QueryFacts, groups: TieGroups, out: MeasureValue) => void)
    | null;
  /**
   * Sort key within a tie group: the largest key first gives the maximum over tie orders, the smallest first the
   * minimum, exactly where `exactRange` (the measure is monotone in it); otherwise the two orders' values.
   */
  orderKey(g: number, q: QueryFacts): number;
  readonly exactRange: boolean;
  /**
   * The optimistic value: at least the value itself, and (as each measure file states) the maximum, or an upper
   * bound of the maximum, over judging any subset of the unjudged documents in `grades[0..depth)` relevant at
   * grade `relevance`.
   */
  optimistic(grades: Float64Array, depth: number, q: QueryFacts, relevance: number, out: MeasureValue): void;
  /** Text measures (relstring) print this per query instead of a number. */
  text?(grades: Float64Array, depth: number, q: QueryFacts): string;
}

/** A cutoff after `@`: a rank (whole number >= 1) or a fraction (IPrec's recall level, Rprec_mult's multiplier). */
export type CutoffKind = 'rank' | 'fraction';

/** The declaration one measure file exports. */
export interface MeasureDef {
  /** Canonical name (ir_measures' where it has the measure, else trec_eval's). */
  kind: string;
  /** Other spellings, matched case-insensitively (ir_measures aliases, trec_eval family names, habits). */
  aliases: readonly string[];
  /** One line for the measure table (docs/contract.md) and --help. */
  summary: string;
  /** Whether `@k` is required, optional or refused, and what it means. */
  cutoff: 'required' | 'optional' | 'none';
  cutoffKind?: CutoffKind;
  /** The measure's parameters (`name=value` inside parentheses), as a zod object over the text values. */
  params: ParamsSchema;
  /** Default aggregation; `pooled` under `aggregate: micro` where the measure is a ratio of counts. */
  aggregation: 'mean' | 'sum' | 'geometric';
  pooled?: boolean;
  /**
   * `exact`: BoundMeasure.optimistic is the maximum over every subset of unjudged documents judged relevant;
   * `bound`: an upper bound of it; `search`: the maximum over k of judging the k highest-ranked ones (no proof that
   * this is the maximum over every subset; the brute-force test finds it so on its random cases).
   */
  optimistic: 'exact' | 'bound' | 'search';
  /** What the measure table (docs/contract.md) says about the exact expected value over tie orders, the optimistic bound and the tie range. */
  notes: { expected: string; optimistic: string; ties: string };
  /** Output is text (relstring): only `rankgate trec_eval -q` prints it. */
  text?: boolean;
  /** Sees unjudged documents even under `unjudged: condensed` (Judged@k, unj@k). */
  seesUnjudged?: boolean;
  /** An example used by --help, the measure table (docs/contract.md) and the registry test. */
  example: string;
  /** Binds parameters and relevance level. */
  bind(spec: MeasureSpec, relevance: number): BoundMeasure;
  /** The trec_eval measures (families) this measure computes, as `rankgate trec_eval` and trec_eval spellings name them. */
  trecEval?: readonly TrecEvalFamily[];
  /** Checks the measure against the judgments before scoring (e.g. a gains map that misses a grade): throws InputError. */
  checkJudgments?(spec: MeasureSpec, qrels: Qrels): void;
}

/**
 * One trec_eval measure as trec_eval 10.0 declares it: its name, its place in trec_eval's measure table (the output
 * order), how `-m name.params` reads the parameters, what it prints, and the rankgate spec of each value it prints.
 */
export interface TrecEvalFamily {
  name: string;
  /** Index in trec_eval's te_trec_measures (measures.c): measures print in this order. */
  order: number;
  /**
   * `long-cutoffs` (P.5,10: whole numbers, sorted, one value each), `double-cutoffs` (iprec_at_recall.0.1,0.2:
   * sorted, one value each), `doubles` (utility.1,-1,0,0: one value), `pairs` (ndcg.1=3,2=9: one value), `none`.
   */
  params: 'none' | 'long-cutoffs' | 'double-cutoffs' | 'doubles' | 'pairs';
  defaults?: readonly number[];
  /** `%6.4f`, `%ld`, or relstring's quoted text. */
  value: 'double' | 'long' | 'text';
  /** Printed only on the `all` line (gm_map, gm_bpref) or only per query (relstring). */
  only?: 'summary' | 'query';
  /** The spec's cutoff and parameters for one printed value. */
  spec(arg: {
    cutoff?: number;
    doubles?: readonly number[];
    pairs?: readonly (readonly [string, number])[];
    text?: string;
  }): { cutoff?: number; params: Record<string, unknown> };
}

// ---------------------------------------------------------------------------------------------------------------
// Parameter schemas: the parser hands each measure its `name=value` pairs as text; the measure's zod object turns
// them into typed values (or says what is wrong). Specs built in code (the trec_eval names) pass typed values. Each
// measure's object is made from zod when a measure name is first parsed (measures/parse.ts paramsSchema), not when
// the measures load: a thread that only scores (the workers) takes specs already parsed, and neither loads zod nor
// builds some forty schemas at its start.

/** zod, as the parser passes it. */
type Z = typeof Zod;

/** A measure's parameter schema, made with the zod the parser passes (once per measure). */
export type ParamsSchema = (z: Z) => Zod.ZodObject;

/** A finite number, from text or already a number. */
export const numberParam = (z: Z) =>
  z.union(
    [
      z.number().refine(Number.isFinite, 'must be a finite number'),
      // Plain decimal only, as every number a person types (read/number.ts): p=08, p=.8, rel=0x1 and 1e400 are
      // refused rather than read as 8, 0.8, 1 or Infinity.
      z
        .string()
        .trim()
        .refine((t) => !Number.isNaN(decimalOrNaN(t)), 'must be a plain decimal number (e.g. 0.8 or 2)')
        .transform(Number),
    ],
    { error: 'must be a number' },
  );

/** A minimum relevant grade (`rel=2`). */
export const relParam = (z: Z) => numberParam(z).optional();

/** The parameters of the many measures that take only a minimum relevant grade, and of those that take none. */
export const relOnlyParams: ParamsSchema = (z) => z.strictObject({ rel: relParam(z) });
export const noParams: ParamsSchema = (z) => z.strictObject({});

/** True/False as ir_measures writes them (also true/false, 1/0). */
export const boolParam = (z: Z) =>
  z.union(
    [
      z.boolean(),
      z.enum(['True', 'true', 'False', 'false', '1', '0']).transform((s) => s === 'True' || s === 'true' || s === '1'),
    ],
    { error: 'must be True or False' },
  );

/** `{0:0,1:1,2:3}`: grade -> gain, as sorted [grade, gain] pairs. */
export const gainsParam = (z: Z) =>
  z.union([
    z.array(z.tuple([z.number(), z.number()])),
    z.string().transform((text, ctx) => {
      const body = text.trim().replace(/^\{/, '').replace(/\}$/, '').trim();
      const out: [number, number][] = [];
      if (body === '') {
        ctx.addIssue({ code: 'custom', message: 'gains must list at least one grade:gain pair' });
        return z.NEVER;
      }
      for (const pair of body.split(',')) {
        const [g, v, extra] = pair.split(':').map((s) => s.trim());
        if (
          extra !== undefined ||
          g === undefined ||
          v === undefined ||
          Number.isNaN(decimalOrNaN(g)) ||
          Number.isNaN(decimalOrNaN(v))
        ) {
          ctx.addIssue({
            code: 'custom',
            message: `gains entry "${pair.trim()}" must be grade:gain with plain decimal numbers (e.g. 2:3)`,
          });
          return z.NEVER;
        }
        if (out.some(([x]) => x === Number(g))) {
          ctx.addIssue({ code: 'custom', message: `gains lists grade ${Number(g)} twice` });
          return z.NEVER;
        }
        out.push([Number(g), Number(v)]);
      }
      return out.sort((a, b) => a[0] - b[0]);
    }),
  ]);

/**
 * trec_eval's `level=gain` pairs (`-m ndcg.1=3,2=9`), kept in the order given: unlisted levels gain their grade,
 * a name that is not a whole number is ignored as trec_eval ignores it (rbp's `p=`).
 */
export const trecGainsParam = (z: Z) =>
  z.union([
    z.array(z.tuple([z.string(), z.number()])),
    z.string().transform((text, ctx) => {
      const out: [string, number][] = [];
      for (const pair of text.split(',')) {
        const eq = pair.indexOf('=');
        if (eq < 0) {
          ctx.addIssue({ code: 'custom', message: `"${pair}" must be level=gain` });
          return z.NEVER;
        }
        out.push([pair.slice(0, eq), atof(pair.slice(eq + 1))]);
      }
      return out;
    }),
  ]);

/** C's atof: the longest numeric prefix, 0 when there is none (trec_eval reads its parameters so). */
export function atof(text: string): number {
  const m = /^[ \t\n\r\f\v]*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(text);
  return m ? Number(m[1]) : 0;
}

/** C's atol: the longest integer prefix, 0 when there is none. */
export function atol(text: string): number {
  const m = /^[ \t\n\r\f\v]*([+-]?\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}

/** The value of a spec's parameter with a default. */
export function param<T>(spec: MeasureSpec, key: string, fallback: T): T {
  const v = spec.params[key];
  return v === undefined ? fallback : (v as T);
}

/** The relevance level a spec uses: its own `rel=`, else the contract's. */
export function relOf(spec: MeasureSpec, relevance: number): number {
  const r = spec.params.rel;
  return typeof r === 'number' ? r : relevance;
}
