import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import { InputError } from '../errors.js';
import { parseMeasure, parseMeasureList, type MeasureSpec } from '../measures/parse.js';
import { measureDef, resolveMeasure } from '../measures/registry.js';
import { contractSchema, type Contract } from './schema.js';

/** A validated contract with defaults filled in, its measures parsed and its paths resolved. */
export interface ResolvedContract {
  contract: Contract;
  /** The contract file as given by the user (for messages). */
  file: string;
  /** Folder the contract's relative paths resolve from. */
  dir: string;
  measures: MeasureSpec[];
  primary: MeasureSpec;
  paths: { judgments: string; slices?: string; queries?: string; baseline?: string };
}

/** Loads and validates `rankgate.yml`; every problem is an InputError naming file and line. */
export function loadContract(file: string, label = file): ResolvedContract {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new InputError('contract file not found', { file: label }, 'create it (rankgate.yml) or pass --contract PATH');
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0];
    throw new InputError(`is not valid YAML: ${e.message.split('\n')[0]}`, { file: label, line: pos?.line, column: pos?.col }, 'fix the YAML syntax');
  }
  const raw: unknown = doc.toJS();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputError('must be a YAML mapping (key: value lines)', { file: label, line: 1 }, 'start from the example in the README');
  }
  const parsed = contractSchema.safeParse(raw);
  if (!parsed.success) throw zodToInputError(parsed.error, doc.contents, lines, label);
  const contract = parsed.data;
  const dir = dirname(resolve(file));
  const at = (path: (string | number)[]) => ({ file: label, line: lineOf(doc.contents, path, lines) });

  const measures: MeasureSpec[] = [];
  const names = new Set<string>();
  contract.measures.forEach((m, i) => {
    // one entry may name several measures in trec_eval's spelling ('P.5,10')
    for (const spec of parseMeasureList(m, at(['measures', i]))) {
      const def = measureDef(spec.kind);
      if (def.text) throw new InputError(`measures: ${spec.label} is text, not a number`, at(['measures', i]), 'rankgate trec_eval -q prints it; remove it here');
      if (contract.policy.ties === 'expected' && resolveMeasure(spec, contract.relevance).expected === null) {
        throw new InputError(`measures: ${spec.label} has no exact expected value over tie orders, which policy.ties: expected needs`,
          at(['measures', i]), 'use another tie policy, or drop the measure');
      }
      if (!names.has(spec.name)) {
        names.add(spec.name);
        measures.push(spec);
      }
    }
  });
  const need = (name: string, path: (string | number)[]): MeasureSpec => {
    const spec = parseMeasure(name, at(path));
    if (!names.has(spec.name)) {
      throw new InputError(`${path.join('.')} names ${spec.name}, which is not in measures`, at(path), `add ${spec.name} to measures: [${contract.measures.join(', ')}]`);
    }
    return measures.find((m) => m.name === spec.name)!;
  };
  const primary = contract.gate.primary !== undefined ? need(contract.gate.primary, ['gate', 'primary']) : measures[0];
  contract.gate.rules.forEach((r, i) => need(r.measure, ['gate', 'rules', i, 'measure']));
  if (contract.gate.coverage) need(contract.gate.coverage.measure, ['gate', 'coverage', 'measure']);
  contract.gate.guards.forEach((g, i) => need(g.measure, ['gate', 'guards', i, 'measure']));

  const p = (x?: string) => (x === undefined ? undefined : resolve(dir, x));
  return {
    contract, file: label, dir, measures, primary,
    paths: { judgments: p(contract.judgments)!, slices: p(contract.slices), queries: p(contract.queries), baseline: p(contract.baseline) },
  };
}

/** Line of the YAML node at `path`, or of its nearest existing parent. */
function lineOf(root: unknown, path: readonly PropertyKey[], lines: LineCounter): number | undefined {
  let node = root as Node | null;
  let best: number | undefined;
  const lineAt = (n: Node | null | undefined) => (n?.range ? lines.linePos(n.range[0]).line : undefined);
  best = lineAt(node);
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((it) => (it.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      best = lineAt(pair.key as Node) ?? best;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key] as Node | null;
      best = lineAt(node) ?? best;
    } else break;
  }
  return best;
}

const KNOWN_KEYS: Record<string, string[]> = {
  '': Object.keys(contractSchema.shape),
  policy: ['ties', 'unjudged', 'missing', 'no_relevant', 'duplicates', 'depth'],
  gate: ['primary', 'rules', 'min_queries', 'significance', 'coverage', 'missing', 'guards', 'unjudged_relevance'],
  'gate.significance': ['test', 'iterations', 'bootstrap', 'alpha', 'correction', 'seed', 'power'],
  guard: ['measure', 'slices', 'drop', 'below'],
  'gate.coverage': ['measure', 'min'],
  heldout: ['slice', 'mode'],
  report: ['ledger', 'topk'],
  rule: ['measure', 'slices', 'warn', 'fail'],
};

function zodToInputError(err: z.ZodError, root: unknown, lines: LineCounter, label: string): InputError {
  // An unknown key first: a misspelled key (`judgements:`) also makes the real one missing, and the typo is the fix.
  const issue = err.issues.find((i) => i.code === 'unrecognized_keys') ?? err.issues[0];
  const path = issue.path as (string | number)[];
  const dotted = path.filter((p) => typeof p === 'string').join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0];
    const known = path[0] === 'gate' && path[1] === 'rules' ? KNOWN_KEYS.rule : path[0] === 'gate' && path[1] === 'guards' ? KNOWN_KEYS.guard : KNOWN_KEYS[dotted] ?? [];
    const near = nearest(key, known);
    return new InputError(`unknown key "${key}"${dotted ? ` in ${dotted}` : ''}`, { file: label, line: lineOf(root, [...path, key], lines) },
      near ? `did you mean "${near}"?` : `known keys: ${known.join(', ')}`);
  }
  const where = path.length ? path.join('.') : 'the contract';
  let message = issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(message)) message = 'is required';
  if (issue.code === 'invalid_value' && 'values' in issue) message = `must be one of ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return new InputError(`${where}: ${message}`, { file: label, line: lineOf(root, path, lines) }, fixFor(path));
}

function fixFor(path: (string | number)[]): string | undefined {
  const key = path[path.length - 1];
  if (key === 'version') return 'write version: 1';
  if (key === 'name') return 'name the gate, e.g. name: help-center';
  if (key === 'judgments') return 'point judgments at your qrels file, e.g. judgments: eval/qrels.txt';
  return 'see the contract reference in the README';
}

/** The closest known word within edit distance 3, for "did you mean". */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 4;
  for (const k of known) {
    const d = editDistance(word.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const prev = new Array(b.length + 1).fill(0).map((_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** JSON with object keys sorted at every level: the same contract always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as object).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The contract id: a short hash over the resolved contract and the contents of the judgments and slices files.
 * Paths are hashed as written, so the id is the same on every machine and in every checkout folder.
 */
export function contractId(contract: Contract, judgmentsSha256: string, slicesSha256?: string): string {
  const h = createHash('sha256');
  h.update(canonicalJson(contract));
  h.update('\0judgments:' + judgmentsSha256);
  h.update('\0slices:' + (slicesSha256 ?? ''));
  return h.digest('hex').slice(0, 12);
}
