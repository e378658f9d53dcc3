import { dirname, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { LineCounter, parseDocument, isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { nearest } from '../nearest.js';
import { InputError, InputErrors, hasInvisible, quote } from '../errors.js';
import { readSmallFile } from '../read/open.js';
import { LIMITS } from '../read/limits.js';
import { confine, defaultRoot, type Scope } from '../read/paths.js';
import { parseMeasure, parseMeasureList, type MeasureSpec } from '../measures/parse.js';
import { measureDef, resolveMeasure } from '../measures/registry.js';
import { contractSchema, knownKeys, type Contract } from './schema.js';

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

export interface LoadOptions {
  /**
   * The folder the contract's paths must stay inside (symlinks followed): the workspace in the action. Default
   * (read/paths.ts defaultRoot): the repository the contract is in (the nearest folder at or above it with a `.git`);
   * outside a repository the working directory when the contract is in it, else the contract's folder.
   * `false` resolves the paths without checking them (only to compare two versions' fields, never to read files).
   */
  root?: string | false;
  /** How messages name the root, and what to do about a path outside it. */
  scope?: Omit<Scope, 'root'>;
  /** The contract's text, when it is not (yet) on disk (rankgate init fitting the contract it is about to write); `file` still sets the folder paths resolve from. */
  text?: string;
}

/** Everything `rankgate validate` wants to know about a contract: its problems, all of them, and what could be resolved. */
export interface ContractInspection {
  contract: ResolvedContract | null;
  problems: InputError[];
  /** The file paths that could be resolved (also when the contract has problems elsewhere), for checking the files. */
  paths: Partial<ResolvedContract['paths']>;
  /** The paths as written in the contract (labels for messages). */
  written: Partial<Record<keyof ResolvedContract['paths'], string>>;
}

const PATH_KEYS = ['judgments', 'slices', 'queries', 'baseline'] as const;

/** Loads and validates `rankgate.yml`; every problem is an InputError naming file and line (InputErrors for several). */
export function loadContract(file: string, label = file, opts: LoadOptions = {}): ResolvedContract {
  const r = inspectContract(file, label, opts);
  if (r.problems.length === 1) throw r.problems[0];
  if (r.problems.length > 1) throw new InputErrors(r.problems);
  return r.contract!;
}

/**
 * Reads a contract and collects every problem instead of stopping at the first: YAML syntax, tags and number
 * notations, every schema issue, every measure name, every path outside the root.
 */
export function inspectContract(file: string, label = file, opts: LoadOptions = {}): ContractInspection {
  const out: ContractInspection = { contract: null, problems: [], paths: {}, written: {} };
  let text: string;
  try {
    text = opts.text ?? decodeContract(readSmallFile(file, label, LIMITS.contractBytes, 'a contract'), label);
  } catch (e) {
    if (e instanceof InputError && e.message === 'file not found') {
      out.problems.push(
        new InputError('contract file not found', { file: label }, 'create it (rankgate.yml) or pass --contract PATH'),
      );
    } else if (e instanceof InputError) out.problems.push(e);
    else throw e;
    return out;
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0];
    out.problems.push(
      new InputError(
        `is not valid YAML: ${e.message.split('\n')[0]}`,
        { file: label, line: pos?.line, column: pos?.col },
        'fix the YAML syntax',
      ),
    );
    return out;
  }
  const problems = strictScalars(doc, lines, label);
  if (problems.length > 0) {
    out.problems.push(...problems);
    return out;
  }
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: LIMITS.contractAliases });
  } catch (e) {
    out.problems.push(
      new InputError(
        `expands YAML aliases more than ${LIMITS.contractAliases} times (${(e as Error).message.split('\n')[0]})`,
        { file: label, line: aliasLimitLine(doc, lines, LIMITS.contractAliases) },
        'write the values out instead of aliasing them (is this an alias bomb?)',
      ),
    );
    return out;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    out.problems.push(
      new InputError(
        'must be a YAML mapping (key: value lines)',
        { file: label, line: 1 },
        'start from the example in docs/contract.md of the rankgate repository',
      ),
    );
    return out;
  }
  const dir = dirname(resolve(file));
  const at = (path: (string | number)[]) => ({ file: label, line: lineOf(doc.contents, path, lines) });

  // Paths first: they are what validate checks next, whatever else is wrong.
  const fallback = opts.root === undefined ? defaultRoot(dir) : null;
  const root = opts.root === false ? null : (opts.root ?? fallback!.root);
  const scope: Scope | null =
    root === null
      ? null
      : {
          root,
          name: opts.scope?.name ?? fallback?.name ?? 'the workspace',
          fix:
            opts.scope?.fix ??
            (fallback
              ? 'give a path inside the repository, relative to the contract; or widen the root with --root DIR'
              : 'give a path inside the repository checkout (GITHUB_WORKSPACE)'),
        };
  const rawPaths = raw as Record<string, unknown>;
  for (const key of PATH_KEYS) {
    const v = rawPaths[key];
    if (typeof v !== 'string' || v === '') continue;
    out.written[key] = v;
    try {
      out.paths[key] = scope ? confine(v, dir, scope, key) : resolve(dir, v);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(new InputError(e.message, at([key]), e.fix));
    }
  }

  // Parsed once per process: zod's generated fast path would cost more to build than it saves (see report/schema.ts).
  const parsed = contractSchema.safeParse(raw, { jitless: true });
  if (!parsed.success) out.problems.push(...zodProblems(parsed.error, doc.contents, lines, label));

  // Measures: every name, also when the schema failed elsewhere (an unknown measure is worth knowing at once).
  const measureNames = parsed.success
    ? parsed.data.measures
    : Array.isArray(rawPaths.measures)
      ? rawPaths.measures
      : [];
  const measures: MeasureSpec[] = [];
  const names = new Set<string>();
  /** Entries of measures: that did not parse (a reference to what they meant is their follow-on, not a new problem). */
  const unparsed: string[] = [];
  measureNames.forEach((m, i) => {
    if (typeof m !== 'string') return;
    try {
      // one entry may name several measures in trec_eval's spelling ('P.5,10')
      for (const spec of parseMeasureList(m, at(['measures', i]))) {
        const def = measureDef(spec.kind);
        if (def.text)
          throw new InputError(
            `measures: ${spec.label} is text, not a number`,
            at(['measures', i]),
            'rankgate trec_eval -q prints it; remove it here',
          );
        if (
          parsed.success &&
          parsed.data.policy.ties === 'expected' &&
          resolveMeasure(spec, parsed.data.relevance).expected === null
        ) {
          throw new InputError(
            `measures: ${spec.label} has no exact expected value over tie orders, which policy.ties: expected needs`,
            at(['measures', i]),
            'use another tie policy, or drop the measure',
          );
        }
        if (!names.has(spec.name)) {
          names.add(spec.name);
          measures.push(spec);
        }
      }
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      unparsed.push(m);
      out.problems.push(e);
    }
  });
  if (!parsed.success) return sortProblems(out);
  const contract = parsed.data;
  // The corpus is written into baseline header lines and compared with runs' "# corpus:" lines: one printable line.
  if (contract.corpus !== undefined && (contract.corpus === '' || hasInvisible(contract.corpus))) {
    out.problems.push(
      new InputError(
        `corpus ${quote(contract.corpus)} must be one line of visible text`,
        at(['corpus']),
        'e.g. corpus: "2026-11-01"',
      ),
    );
  }
  const need = (name: string, path: (string | number)[]): MeasureSpec | undefined => {
    try {
      const spec = parseMeasure(name, at(path));
      if (!names.has(spec.name)) {
        // gate.primary: nDCG@10 when measures: says nDGC@10: the typo is already reported.
        if (nearest(name, unparsed) !== undefined) return undefined;
        throw new InputError(
          `${path.join('.')} names ${spec.name}, which is not in measures`,
          at(path),
          `add ${spec.name} to measures: [${contract.measures.join(', ')}]`,
        );
      }
      return measures.find((m) => m.name === spec.name)!;
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(e);
      return undefined;
    }
  };
  const primary = contract.gate.primary !== undefined ? need(contract.gate.primary, ['gate', 'primary']) : measures[0];
  contract.gate.rules.forEach((r, i) => need(r.measure, ['gate', 'rules', i, 'measure']));
  if (contract.gate.coverage) need(contract.gate.coverage.measure, ['gate', 'coverage', 'measure']);
  contract.gate.guards.forEach((g, i) => need(g.measure, ['gate', 'guards', i, 'measure']));
  if (out.problems.length > 0 || primary === undefined) return sortProblems(out);

  out.contract = {
    contract,
    file: label,
    dir,
    measures,
    primary,
    paths: {
      judgments: out.paths.judgments!,
      slices: out.paths.slices,
      queries: out.paths.queries,
      baseline: out.paths.baseline,
    },
  };
  return out;
}

function sortProblems(r: ContractInspection): ContractInspection {
  // Reading order: by line, the file-level ones first; a missing key has no line of its own (it points at its parent),
  // so it comes last: a misspelt key on line 3 is the better first message than "judgments: is required".
  const key = (p: InputError) => (REQUIRED.has(p) ? Infinity : (p.where.line ?? 0));
  r.problems = r.problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => key(a.p) - key(b.p) || a.i - b.i)
    .map((x) => x.p);
  return r;
}

/** The "is required" problems (see sortProblems). */
const REQUIRED = new WeakSet<InputError>();

/** The contract's text: UTF-8 (a byte order mark is dropped), no NUL. */
function decodeContract(bytes: Buffer, label: string): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw new InputError(
      'holds a NUL byte: this is not a YAML text file',
      { file: label, line: lineAtOffset(bytes, nul) },
      'pass the rankgate.yml text file',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let bad = 0;
    // Find the line: decode prefixes line by line (rare path).
    const lines = bytes.toString('latin1').split('\n');
    let offset = 0;
    for (let i = 0; i < lines.length; i++) {
      const end = offset + lines[i].length;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(offset, end));
      } catch {
        bad = i + 1;
        break;
      }
      offset = end + 1;
    }
    throw new InputError('is not valid UTF-8', { file: label, line: bad || undefined }, 'save the contract as UTF-8');
  }
}

function lineAtOffset(bytes: Buffer, offset: number): number {
  let n = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10) n++;
  return n;
}

/** Explicit tags YAML's core schema resolves; any other tag (`!!js/function`, `!evil`, `!!binary`) is refused. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'seq', 'map'].map((t) => `tag:yaml.org,2002:${t}`));

/** A number as rankgate reads it in a contract: plain decimal, no leading zeros (007 is octal in YAML 1.1). */
const PLAIN_DECIMAL = /^[-+]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/**
 * Fields that hold text: a number written there stays the text it was written as (`corpus: 1.10` is "1.10", not
 * 1.1; `name: 007` is "007"). The schema refuses numbers in every other text field, so nothing else can be coerced.
 */
const TEXT_FIELDS: readonly (readonly (string | number | '#')[])[] = [
  ['name'],
  ['corpus'],
  ['judgments'],
  ['slices'],
  ['queries'],
  ['baseline'],
  ['measures', '#'],
  ['gate', 'primary'],
  ['gate', 'rules', '#', 'measure'],
  ['gate', 'rules', '#', 'slices'],
  ['gate', 'rules', '#', 'slices', '#'],
  ['gate', 'coverage', 'measure'],
  ['heldout', 'slice'],
  ['gate', 'guards', '#', 'measure'],
  ['gate', 'guards', '#', 'slices'],
  ['gate', 'guards', '#', 'slices', '#'],
];

function isTextField(path: readonly (string | number)[]): boolean {
  return TEXT_FIELDS.some(
    (f) => f.length === path.length && f.every((k, i) => (k === '#' ? typeof path[i] === 'number' : k === path[i])),
  );
}

/**
 * Walks the YAML tree before it becomes data: refuses unknown tags and numbers in notations other than plain decimal
 * (0x1F, 0o17, 007, .inf, .nan), and keeps numbers and booleans in text fields and in map keys as the text written.
 */
function strictScalars(doc: Document, lines: LineCounter, label: string): InputError[] {
  const problems: InputError[] = [];
  const where = (n: Node | null | undefined) => {
    const pos = n?.range ? lines.linePos(n.range[0]) : undefined;
    return { file: label, line: pos?.line, column: pos?.col };
  };
  const tagOk = (n: Node) => {
    if (n.tag === undefined || CORE_TAGS.has(n.tag)) return true;
    problems.push(
      new InputError(
        `the YAML tag ${quote(n.tag.replace(/^tag:yaml\.org,2002:/, '!!'))} is not allowed`,
        where(n),
        'remove the tag: a contract is plain YAML (strings, numbers, lists and mappings)',
      ),
    );
    return false;
  };
  const walk = (n: unknown, path: (string | number)[]) => {
    if (n === null || n === undefined || isAlias(n)) return;
    if (isMap(n)) {
      if (!tagOk(n)) return;
      for (const pair of n.items) {
        if (!isPair(pair)) continue;
        const k = pair.key;
        let key: string | number = '?';
        if (isScalar(k)) {
          if (!tagOk(k)) continue;
          // Keys are names (slice names in weights): always the text written.
          if (typeof k.value !== 'string' && k.source !== undefined) k.value = k.source;
          key = String(k.value);
        }
        walk(pair.value, [...path, key]);
      }
      return;
    }
    if (isSeq(n)) {
      if (!tagOk(n)) return;
      n.items.forEach((x, i) => walk(x, [...path, i]));
      return;
    }
    if (!isScalar(n) || !tagOk(n)) return;
    const src = n.source;
    if (
      isTextField(path) &&
      (typeof n.value === 'number' || typeof n.value === 'boolean') &&
      src !== undefined &&
      n.type === 'PLAIN'
    ) {
      n.value = src;
      return;
    }
    if (
      typeof n.value === 'number' &&
      n.type === 'PLAIN' &&
      src !== undefined &&
      !(PLAIN_DECIMAL.test(src) && Number.isFinite(n.value))
    ) {
      const field = path.join('.');
      const hint = Number.isFinite(n.value) ? ` (write ${n.value} if that is what you mean)` : '';
      problems.push(
        new InputError(
          `${field}: ${quote(src)} is not a plain decimal number`,
          where(n),
          `write the number in decimal digits${hint}, or quote it if it is text`,
        ),
      );
    }
  };
  walk(doc.contents, []);
  for (const w of doc.warnings) {
    const pos = w.linePos?.[0];
    if (/Unresolved tag/.test(w.message)) continue; // reported by the walk, with the tag
    problems.push(
      new InputError(
        `YAML: ${w.message.split('\n')[0]}`,
        { file: label, line: pos?.line, column: pos?.col },
        'write plain YAML',
      ),
    );
  }
  return problems;
}

/** Line of the YAML node at `path`, or of its nearest existing parent. */
/**
 * The line of the alias at which the yaml library's alias budget runs out, found by walking the document as its toJS
 * does (document order; an anchored node counts its uses from 1; its alias count is the largest over its items, a
 * scalar's 1, an alias's its anchor's uses times its alias count; an alias fails once uses × alias count pass the
 * limit), without expanding anything. The first alias's line if the walk
 * never runs out (a library that counts otherwise): a line near the aliases beats none.
 */
function aliasLimitLine(doc: Document, lines: LineCounter, limit: number): number | undefined {
  const anchors = new Map<unknown, { count: number; aliasCount: number }>();
  const lineAt = (n: Node) => (n.range ? lines.linePos(n.range[0]).line : undefined);
  const aliasCount = (node: unknown): number => {
    if (isAlias(node)) {
      const a = anchors.get(node.resolve(doc));
      return a ? a.count * a.aliasCount : 0;
    }
    if (isPair(node)) return Math.max(aliasCount(node.key), aliasCount(node.value));
    if (isMap(node) || isSeq(node)) return Math.max(0, ...node.items.map(aliasCount));
    return 1;
  };
  let first: Node | undefined;
  const walk = (node: unknown): Node | undefined => {
    if (isAlias(node)) {
      first ??= node;
      const a = anchors.get(node.resolve(doc));
      if (!a) return undefined;
      a.count += 1;
      if (a.aliasCount === 0) a.aliasCount = aliasCount(node.resolve(doc));
      return a.count * a.aliasCount > limit ? node : undefined;
    }
    if (isPair(node)) return walk(node.key) ?? walk(node.value);
    if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor) anchors.set(node, { count: 1, aliasCount: 0 });
    if (isMap(node) || isSeq(node)) {
      for (const it of node.items) {
        const hit = walk(it);
        if (hit) return hit;
      }
    }
    return undefined;
  };
  const hit = walk(doc.contents) ?? first;
  return hit ? lineAt(hit) : undefined;
}

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

/** Every schema issue as a problem on its YAML line; a misspelled key hides the "is required" of the key it meant. */
function zodProblems(err: z.ZodError, root: unknown, lines: LineCounter, label: string): InputError[] {
  const out: InputError[] = [];
  const meant = new Set<string>();
  const misspelt = new Set<string>();
  for (const issue of err.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const path = issue.path as (string | number)[];
    misspelt.add(path.join('.'));
    const dotted = path.filter((p) => typeof p === 'string').join('.');
    // The keys the schema knows at this place (list items seen through): the schema is the one list.
    const known = knownKeys(
      contractSchema,
      path.filter((x): x is string => typeof x === 'string'),
    );
    for (const key of issue.keys) {
      const near = nearest(key, known);
      if (near) meant.add([...path, near].join('.'));
      out.push(
        new InputError(
          `unknown key ${quote(key)}${dotted ? ` in ${dotted}` : ''}`,
          { file: label, line: lineOf(root, [...path, key], lines) },
          near ? `did you mean "${near}"?` : `known keys: ${known.join(', ')}`,
        ),
      );
    }
  }
  for (const issue of err.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const path = issue.path as (string | number)[];
    // A rule's own check ("needs warn, fail or both") fails because its key is misspelt: the typo is the problem.
    if (issue.code === 'custom' && misspelt.has(path.join('.'))) continue;
    const where = path.length ? path.join('.') : 'the contract';
    let message = issue.message;
    let fix = fixFor(path);
    if (issue.code === 'invalid_type' && /received undefined/.test(message)) {
      if (meant.has(path.join('.'))) continue;
      message = 'is required';
    }
    if (issue.code === 'invalid_type' && /expected string, received (number|boolean)/.test(message))
      fix = `quote it: ${String(path[path.length - 1])}: "..."`;
    if (issue.code === 'invalid_value' && 'values' in issue)
      message = `must be one of ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    const problem = new InputError(`${where}: ${message}`, { file: label, line: lineOf(root, path, lines) }, fix);
    if (message === 'is required') REQUIRED.add(problem);
    out.push(problem);
  }
  return out;
}

function fixFor(path: (string | number)[]): string | undefined {
  const key = path[path.length - 1];
  if (key === 'version') return 'write version: 1';
  if (key === 'name') return 'name the gate, e.g. name: help-center';
  if (key === 'judgments') return 'point judgments at your qrels file, e.g. judgments: eval/qrels.txt';
  return 'see the contract reference, docs/contract.md of the rankgate repository';
}

// Re-exported for callers that met it here first.
export { nearest };

/** JSON with object keys sorted at every level: the same contract always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
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
