import { InputError } from '../errors.js';
import { decimalOrNaN, wholeOrNaN } from '../read/number.js';
import { z } from 'zod';
import type { MeasureDef, MeasureSpec } from './measure.js';
import { findMeasure, KNOWN_MEASURES, MEASURES, measureDef } from './registry.js';
import { nearest } from '../nearest.js';
import { splitTrecEvalName, trecEvalValues } from './trec-eval.js';

/** Each measure's parameter schema, made from its definition's factory when a name of it is first parsed. */
const schemas = new WeakMap<MeasureDef, z.ZodObject>();
export function paramsSchema(def: MeasureDef): z.ZodObject {
  let s = schemas.get(def);
  if (!s) schemas.set(def, (s = def.params(z)));
  return s;
}

// One parser for every spelling of a measure: ir_measures' `Name(param=value,…)@cutoff` (the canonical form) and
// trec_eval's `name.params` / `name_params` (`ndcg_cut.10`, `P.5,10`, `recall_100`). A spec keeps what was asked as
// its label and gets a canonical name that two spellings of one measure share.

export type { MeasureSpec } from './measure.js';
export { KNOWN_MEASURES } from './registry.js';

type Where = { file?: string; line?: number };

function bad(text: string, why: string, where?: Where): InputError {
  return new InputError(
    `unknown or malformed measure "${text}": ${why}`,
    where ?? {},
    `known measures: ${KNOWN_MEASURES}`,
  );
}

const FORM = /^([A-Za-z0-9][A-Za-z0-9_-]*)\s*(?:\((.*)\))?\s*(?:@\s*([0-9.eE+-]+))?$/s;

/** Parses one measure (one value); `P.5,10` and other lists are parseMeasureList's. */
export function parseMeasure(input: string, where?: Where): MeasureSpec {
  const specs = parseMeasureList(input, where);
  if (specs.length !== 1)
    throw bad(
      input.trim(),
      `names ${specs.length} measures (${specs.map((s) => s.label).join(', ')}); give one`,
      where,
    );
  return specs[0];
}

/** Parses one measure name, which in trec_eval's spelling may stand for several (`P.5,10`, `iprec_at_recall`). */
export function parseMeasureList(input: string, where?: Where): MeasureSpec[] {
  const text = input.trim();
  const m = FORM.exec(text);
  // A registry name as written (P, RBP) is ir_measures'; a trec_eval name as written (rbp: p = 0.9, recall: its
  // nine default cutoffs) is trec_eval's; then aliases in any case (MAP, ndcg@10).
  const exact = m ? findMeasure(m[1], true) : undefined;
  const te = exact ? null : splitTrecEvalName(text);
  const def = exact ?? (m && !(te && te.params === undefined) ? findMeasure(m[1]) : undefined);
  if (m && def) return [build(def, text, m[2], m[3], where)];
  if (te) {
    checkTrecEvalNumbers(text, te.entry.family.params, te.params, where);
    try {
      const values = trecEvalValues(te.entry, te.params, fromParts);
      return values.map((v) => ({
        ...v,
        label: values.length === 1 ? text : labelFor(text, v.label, te.entry.family.name),
      }));
    } catch (e) {
      if (e instanceof InputError) throw bad(text, e.message, where);
      throw e;
    }
  }
  if (!m) throw bad(text, 'expected Name, Name@k or Name(param=value)@k', where);
  const meant = nearestMeasure(m[1]);
  if (meant) {
    // The name as meant, with what followed it as written: nDGC@10 → nDCG@10.
    throw new InputError(
      `unknown or malformed measure "${text}": "${m[1]}" is not a measure`,
      where ?? {},
      `did you mean "${meant}${text.slice(m[1].length)}"?`,
    );
  }
  throw bad(text, `"${m[1]}" is not a measure`, where);
}

/**
 * The measure a mistyped name most likely meant: a registry name or an alias, at most two edits away and no more
 * than half the name (a short unknown word is no typo of P or RR).
 */
export function nearestMeasure(name: string): string | undefined {
  const max = Math.min(2, Math.floor(name.length / 2));
  if (max === 0) return undefined;
  // Names before aliases: at equal distance the registry's spelling wins.
  return nearest(name, [...MEASURES.map((d) => d.kind), ...MEASURES.flatMap((d) => d.aliases)], max);
}

/** The label of one of several values of a trec_eval spelling: `P.5,10` gives `P.5` and `P.10` (`P_5,10`: `P_5`, `P_10`). */
function labelFor(text: string, trecLabel: string, family: string): string {
  const sep = text[family.length] === '_' ? '_' : '.';
  return `${family}${sep}${trecLabel.slice(family.length + 1)}`;
}

/** Splits a `-m` value into measures at commas outside parentheses, braces and quotes; `P.5,10` stays one. */
export function splitMeasureList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  // A piece that does not start with a letter continues a trec_eval parameter list: P.5,10 / utility.1,-1,0,0 / ndcg.1=3,2=9.
  const out: string[] = [];
  for (const p of parts) {
    const t = p.trim();
    if (out.length > 0 && !/^[A-Za-z]/.test(t) && /^[A-Za-z0-9_]+[._]/.test(out[out.length - 1]))
      out[out.length - 1] += `,${t}`;
    else if (t !== '') out.push(t);
  }
  return out;
}

/** Parses a list of measure names (each may hold several), dropping later spellings of a measure already listed. */
export function parseMeasures(names: readonly string[], where?: Where): MeasureSpec[] {
  const out: MeasureSpec[] = [];
  const seen = new Set<string>();
  for (const n of names) {
    for (const piece of splitMeasureList(n)) {
      for (const spec of parseMeasureList(piece, where)) {
        if (seen.has(spec.name)) continue;
        seen.add(spec.name);
        out.push(spec);
      }
    }
  }
  return out;
}

/** Splits `a=1, b='x', gains={0:0,1:1}` into text values (quotes removed). */
function parseParams(body: string, text: string, where?: Where): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    while (body[i] === ' ') i++;
    if (i >= body.length) break;
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

function build(
  def: MeasureDef,
  text: string,
  body: string | undefined,
  cutoffText: string | undefined,
  where?: Where,
): MeasureSpec {
  const raw = body !== undefined ? parseParams(body, text, where) : {};
  const parsed = paramsSchema(def).safeParse(raw);
  if (!parsed.success) throw bad(text, paramProblem(def, parsed.error, raw), where);
  let cutoff: number | undefined;
  if (cutoffText !== undefined) {
    // Plain decimal only, as every number a person types: P@010 and P@1e1 are not read as P@10 (a label that says
    // one thing and a cutoff that is another). Also 99999999999999999999: a double cannot hold it exactly.
    if (def.cutoffKind === 'fraction') {
      cutoff = decimalOrNaN(cutoffText);
      if (!(cutoff >= 0))
        throw badCutoff(
          text,
          cutoffText,
          `a decimal number >= 0 for ${def.kind}`,
          !Number.isNaN(decimalOrNaN(cutoffText)),
          def.example,
          where,
        );
    } else {
      cutoff = wholeOrNaN(cutoffText);
      if (!(cutoff >= 1))
        throw badCutoff(
          text,
          cutoffText,
          `a whole number from 1 to ${Number.MAX_SAFE_INTEGER} in decimal digits`,
          /^(?:0|-?[1-9]\d*)$/.test(cutoffText),
          def.example,
          where,
        );
    }
  }
  if (def.cutoff === 'required' && cutoff === undefined)
    throw bad(text, `${def.kind} needs a cutoff, e.g. ${def.example}`, where);
  if (def.cutoff === 'none' && cutoff !== undefined) throw bad(text, `${def.kind} takes no cutoff`, where);
  return fromParts(def, text, { cutoff, params: parsed.data as Record<string, unknown> });
}

/**
 * A cutoff that is out of range, or not written as a plain decimal number (`plain`: how the cutoff's kind is written):
 * what it must be, and the plain spelling when the text reads as one (P@010, P@1e1: P@10).
 */
function badCutoff(
  text: string,
  cutoffText: string,
  must: string,
  plain: boolean,
  example: string,
  where?: Where,
): InputError {
  if (plain) return bad(text, `the cutoff ${cutoffText} is out of range: it must be ${must}, e.g. ${example}`, where);
  const head = text.slice(0, text.length - cutoffText.length);
  const read = Number(cutoffText);
  const meant = Number.isSafeInteger(read) && read >= 1 ? `${head}${read} if that is what you mean` : example;
  return bad(
    text,
    `the cutoff "${cutoffText}" is not a plain decimal number: write it as ${must}, e.g. ${meant}`,
    where,
  );
}

/**
 * trec_eval's parameter lists (`P.5,10`, `iprec_at_recall.0.1`, `utility.1,-1,0,0`, `ndcg.1=3,2=9`) typed where
 * rankgate reads measures follow rankgate's number rule: trec_eval itself reads `P.010` with atol as P.10 and
 * `P.1e1` as P.1, so such a label would name another cutoff than the one scored. A fraction may start with its dot
 * (`.25`), as trec_eval writes it. (`rankgate trec_eval` keeps trec_eval's own reading: it is a drop-in.)
 */
function checkTrecEvalNumbers(text: string, style: string, params: string | undefined, where?: Where): void {
  if (params === undefined || style === 'none') return;
  for (const piece of params.split(',')) {
    // A pair without "=" is trec_eval's own "malformed pair parameters", said by trecEvalValues.
    if (style === 'pairs' && !piece.includes('=')) continue;
    const value = style === 'pairs' ? piece.slice(piece.indexOf('=') + 1) : piece;
    const whole = style === 'long-cutoffs';
    // trec_eval's own spelling of a fraction, `.25` (its test suite's `iprec_at_recall..10`), has one reading: kept.
    if (!Number.isNaN(whole ? wholeOrNaN(value) : decimalOrNaN(value.replace(/^([+-]?)\./, '$10.')))) continue;
    const what = whole ? 'a whole number in plain decimal digits' : 'a plain decimal number';
    throw bad(
      text,
      `"${value}" is not ${what}: write each parameter so, e.g. ${whole ? 'P.5,10' : style === 'pairs' ? 'ndcg.1=3,2=9' : 'iprec_at_recall.0.1,0.5'}`,
      where,
    );
  }
}

/** The most specific message of an issue: a union's own branch messages (gains' "lists grade 1 twice") win. */
function innermost(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code === 'invalid_union') {
    for (const branch of issue.errors) {
      const custom = branch.find((i) => i.code === 'custom');
      if (custom) return custom;
    }
  }
  return issue;
}

function paramProblem(def: MeasureDef, error: z.ZodError, raw: Record<string, string>): string {
  const issue = { ...innermost(error.issues[0]), path: error.issues[0].path };
  const keys = Object.keys(paramsSchema(def).shape);
  if (issue.code === 'unrecognized_keys') {
    return `${def.kind} has no parameter "${issue.keys[0]}"${keys.length ? ` (it takes ${keys.join(', ')})` : ' (it takes none)'}`;
  }
  const key = issue.path.length ? String(issue.path[0]) : '';
  const got = key && raw[key] !== undefined && !/\bgot\b/.test(issue.message) ? `, got "${raw[key]}"` : '';
  return `${key ? `${key} ` : ''}${issue.message}${got}`.trim();
}

/** A spec from its parts: the canonical name, the label as asked. */
export function fromParts(
  def: MeasureDef,
  label: string,
  x: { cutoff?: number; params: Record<string, unknown> },
): MeasureSpec {
  const params = Object.fromEntries(Object.entries(x.params).filter(([, v]) => v !== undefined));
  const spec: MeasureSpec = { name: '', label, kind: def.kind, cutoff: x.cutoff, params };
  spec.name = canonicalName(spec);
  return spec;
}

function formatParam(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'string') return `'${v}'`;
  if (Array.isArray(v) && v.every((p) => Array.isArray(p) && typeof p[0] === 'number')) {
    return `{${(v as [number, number][]).map(([g, x]) => `${g}:${x}`).join(',')}}`;
  }
  if (Array.isArray(v)) return `'${(v as [string, number][]).map(([n, x]) => `${n}=${x}`).join(',')}'`;
  return String(v);
}

/** The one spelling of a measure used as its identity in every output: parameters in the schema's order. */
export function canonicalName(spec: MeasureSpec): string {
  const def = measureDef(spec.kind);
  const params = Object.keys(paramsSchema(def).shape)
    .filter((k) => spec.params[k] !== undefined)
    .map((k) => `${k}=${formatParam(spec.params[k])}`);
  return `${def.kind}${params.length ? `(${params.join(',')})` : ''}${spec.cutoff !== undefined ? `@${spec.cutoff}` : ''}`;
}
