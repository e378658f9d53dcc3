import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { InputError } from '../errors.js';
import { VERSION } from '../version.js';
import { TREC_EVAL_MAX_DEPTH, DEFAULT_POLICY } from '../contract/policy.js';
import { readQrels, type Qrels } from '../read/qrels.js';
import { isGzipFile, zlib } from '../read/open.js';
import { fromParts } from '../measures/parse.js';
import { MIN_GEO_MEAN, type MeasureSpec, type TrecEvalFamily } from '../measures/measure.js';
import { formatPadded } from '../measures/printf.js';
import {
  TREC_EVAL_ELSEWHERE,
  TREC_EVAL_NICKNAMES,
  trecEvalFamilies,
  trecEvalFamily,
  trecEvalValues,
} from '../measures/trec-eval.js';
import { scoredInWorkers, scoreRuns } from '../score/parallel.js';
import type { ScorePlan, ScoredRun } from '../score/evaluate.js';
import type { Io } from './main.js';

// `rankgate trec_eval`: trec_eval 10.0's command line and output, byte for byte, computed by rankgate's measures.
// It differs in one way only: input that trec_eval silently misreads (a score "n/a" read as 0, a grade 1.5 read as 1,
// a query whose every grade is negative, whose values trec_eval takes from the query before) is refused with an
// error that names file and line. Exit codes are rankgate's (2 for bad input or usage).

interface Options {
  query: boolean;
  complete: boolean;
  summary: boolean;
  judgedOnly: boolean;
  level: number;
  maxDocs: number;
  docsInCollection: number;
  measures: { name: string; params: string | undefined }[];
  help: boolean;
  version: boolean;
  files: string[];
}

const LONG: Record<string, { short: string; arg: boolean }> = {
  help: { short: 'h', arg: false },
  version: { short: 'v', arg: false },
  query_eval_wanted: { short: 'q', arg: false },
  measure: { short: 'm', arg: true },
  complete_rel_info_wanted: { short: 'c', arg: false },
  level_for_rel: { short: 'l', arg: true },
  nosummary: { short: 'n', arg: false },
  Debug_level: { short: 'D', arg: true },
  Judged_docs_only: { short: 'J', arg: false },
  Number_docs_in_coll: { short: 'N', arg: true },
  Max_retrieved_per_topic: { short: 'M', arg: true },
  Rel_info_format: { short: 'R', arg: true },
  Results_format: { short: 'T', arg: true },
  Output_old_results_format: { short: 'o', arg: true },
  Zscore: { short: 'Z', arg: true },
};
const SHORT_WITH_ARG = new Set(['m', 'l', 'D', 'N', 'M', 'R', 'T', 'Z']);
const SHORT = new Set(['h', 'v', 'q', 'm', 'c', 'l', 'n', 'D', 'J', 'N', 'M', 'R', 'T', 'o', 'Z']);

const USAGE =
  'usage: rankgate trec_eval [-h] [-q] [-c] [-n] [-J] [-l N] [-M N] [-N N] [-m measure[.params]]... qrels_file run_file';

function usage(message: string): never {
  throw new InputError(message, {}, USAGE);
}

/** C's atol, for option values as trec_eval reads them. */
function atol(text: string): number {
  const m = /^[ \t\n\r\f\v]*([+-]?\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}

/** getopt_long as trec_eval calls it: clustered short options, attached or separate values, long-option prefixes, `--`. */
export function parseTrecEvalArgs(argv: readonly string[]): Options {
  const o: Options = {
    query: false,
    complete: false,
    summary: true,
    judgedOnly: false,
    level: 1,
    maxDocs: TREC_EVAL_MAX_DEPTH,
    docsInCollection: 0,
    measures: [],
    help: false,
    version: false,
    files: [],
  };
  const apply = (opt: string, value: string | undefined) => {
    switch (opt) {
      case 'h':
        o.help = true;
        return;
      case 'v':
        o.version = true;
        return;
      case 'q':
        o.query = true;
        return;
      case 'c':
        o.complete = true;
        return;
      case 'n':
        o.summary = false;
        return;
      case 'J':
        o.judgedOnly = true;
        return;
      case 'o':
        return; // obsolete in trec_eval too
      case 'm': {
        const dot = value!.indexOf('.');
        o.measures.push(
          dot < 0 ? { name: value!, params: undefined } : { name: value!.slice(0, dot), params: value!.slice(dot + 1) },
        );
        return;
      }
      case 'l':
        o.level = atol(value!);
        return;
      case 'M':
        o.maxDocs = atol(value!);
        return;
      case 'N':
        o.docsInCollection = atol(value!);
        return;
      case 'R':
        if (value !== 'qrels') usage(`-R ${value}: rankgate trec_eval reads ordinary qrels only (-R qrels)`);
        return;
      case 'T':
        if (value !== 'trec_results') usage(`-T ${value}: rankgate trec_eval reads TREC runs only (-T trec_results)`);
        return;
      case 'D':
        return usage('-D (debug output) is not reproduced by rankgate trec_eval');
      case 'Z':
        return usage('-Z (z-scores) is not supported by rankgate trec_eval');
      default:
        return usage(`unknown option -${opt}`);
    }
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      o.files.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = a.slice(2, eq < 0 ? undefined : eq);
      const exact = LONG[name] ? [name] : Object.keys(LONG).filter((k) => k.startsWith(name));
      if (exact.length !== 1) usage(exact.length ? `option --${name} is ambiguous` : `unknown option --${name}`);
      const spec = LONG[exact[0]];
      let value: string | undefined;
      if (spec.arg) {
        value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
        if (value === undefined) usage(`option --${exact[0]} needs a value`);
      } else if (eq >= 0) usage(`option --${exact[0]} takes no value`);
      apply(spec.short, value);
      continue;
    }
    if (a.startsWith('-') && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        const c = a[j];
        if (!SHORT.has(c)) usage(`unknown option -${c}`);
        if (SHORT_WITH_ARG.has(c)) {
          const value = j + 1 < a.length ? a.slice(j + 1) : argv[++i];
          if (value === undefined) usage(`option -${c} needs a value`);
          apply(c, value);
          break;
        }
        apply(c, undefined);
      }
      continue;
    }
    o.files.push(a); // getopt moves operands after the options
  }
  return o;
}

/** One printed measure: its trec_eval family and the specs of the values it prints. */
interface Printed {
  family: TrecEvalFamily;
  specs: MeasureSpec[];
  /** index of the first spec in the plan */
  first: number;
}

/** Marks measures as trec_eval does: nicknames expand, the first `-m name.params` gives a measure its parameters. */
function markedMeasures(o: Options): { marked: Set<string>; params: Map<string, string> } {
  const marked = new Set<string>();
  const params = new Map<string, string>();
  const asked = o.measures.length ? o.measures : [{ name: 'official', params: undefined }];
  for (const { name, params: p } of asked) {
    if (p !== undefined) {
      if (p === '') usage(`improper measure in parameter '${name}' (an empty parameter list after the dot)`);
      if (!params.has(name)) params.set(name, p);
    }
    const nick = TREC_EVAL_NICKNAMES[name];
    if (nick) {
      for (const n of nick) marked.add(n);
      continue;
    }
    if (name === 'runid' || name === 'num_q' || trecEvalFamily(name)) {
      marked.add(name);
      continue;
    }
    if (TREC_EVAL_ELSEWHERE[name])
      usage(`trec_eval measure '${name}' is not available here: ${TREC_EVAL_ELSEWHERE[name]}`);
    if (/^prefs|^all_prefs$|^prefs$|^qrels_jg$/.test(name))
      usage(
        `trec_eval measure '${name}' needs preference or judgment-group judgments; rankgate trec_eval reads ordinary qrels`,
      );
    usage(`illegal measure '${name}'`);
  }
  return { marked, params };
}

/** Runs `rankgate trec_eval ARGS`; returns the exit code. */
export async function trecEvalCommand(argv: readonly string[], io: Io): Promise<number> {
  try {
    const o = parseTrecEvalArgs(argv);
    if (o.version) {
      io.stderr.write(`trec_eval version 10.0-rc3 (rankgate ${VERSION} trec_eval)\n`);
      return 0;
    }
    if (o.help) {
      io.stdout.write(helpText());
      return 0;
    }
    if (o.files.length !== 2)
      usage(
        `expected a qrels file and a run file, got ${o.files.length} file argument${o.files.length === 1 ? '' : 's'}`,
      );
    if (o.level < 0)
      usage(`-l ${o.level}: trec_eval would count documents outside the judgments as relevant below level 0`);
    if (o.maxDocs < 0) usage(`-M ${o.maxDocs}: trec_eval would report a negative number of results`);
    const out = await trecEval(o, o.files[0], o.files[1]);
    io.stdout.write(out);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      io.stderr.write(`rankgate trec_eval: ${e.format()}\n`);
      return 2;
    }
    throw e;
  }
}

/** The whole output for parsed options, as one string. */
export async function trecEval(o: Options, qrelsPath: string, runPath: string): Promise<string> {
  const { marked, params } = markedMeasures(o);
  const printed: Printed[] = [];
  const specs: MeasureSpec[] = [];
  for (const { family } of trecEvalFamilies()) {
    if (!marked.has(family.name)) continue;
    const values = trecEvalValues(trecEvalFamily(family.name)!, params.get(family.name), (def, label, x) => {
      const extra = family.name === 'utility' ? { docs: o.docsInCollection } : {};
      return fromParts(def, label, { cutoff: x.cutoff, params: { ...x.params, ...extra } });
    });
    printed.push({ family, specs: values, first: specs.length });
    specs.push(...values);
  }

  // Scored in threads, the judgments are read once, into memory the threads share (as `rankgate score` reads them).
  const job = { path: runPath, label: runPath };
  const shared = scoredInWorkers([job]);
  const qrels = await readQrels(qrelsPath, qrelsPath, undefined, { shared });
  checkTrecEvalJudgments(qrels);
  const plan: ScorePlan = {
    measures: specs,
    relevance: o.level,
    policy: {
      ...DEFAULT_POLICY,
      ties: 'trec_eval',
      unjudged: o.judgedOnly ? 'condensed' : 'nonrelevant',
      missing: 'zero',
      no_relevant: 'zero',
      duplicates: 'error',
      depth: o.maxDocs,
    },
    keep: 0,
    negative: 'unjudged',
    columns: 'values',
    trecEval: true,
  };
  const [run] = await scoreRuns([job], qrels, qrelsPath, plan, { hash: false, sharedJudgments: shared });
  const order = qidsInByteOrder(qrels.qids);
  if (!o.complete) {
    const missing = order.find((qi) => run.missing[qi]);
    if (missing !== undefined) {
      throw new InputError(
        `judged query "${qrels.qids[missing]}" has no results in the run (trec_eval 10.0 stops there without -c)`,
        { file: runPath },
        'pass -c to score judged queries the run lacks as zeros, as TREC evaluations do',
      );
    }
  }
  const runid = marked.has('runid') ? await lastRunTag(runPath) : '';
  resetPlaceholders(run);

  const lines: string[] = [];
  const name = (s: string) => s.padEnd(22, ' ');
  if (o.query) {
    for (const qi of order) {
      const qid = qrels.qids[qi];
      for (const p of printed) {
        if (p.family.only === 'summary') continue;
        p.specs.forEach((spec, k) => {
          const mi = p.first + k;
          lines.push(`${name(spec.label)}\t${qid}\t${perQuery(p.family, run, mi, qi)}`);
        });
      }
    }
  }
  if (o.summary) {
    // runid and num_q come first in trec_eval's measure table
    if (marked.has('runid')) lines.push(`${name('runid')}\tall\t${runid}`);
    if (marked.has('num_q')) lines.push(`${name('num_q')}\tall\t${qrels.qids.length}`);
    for (const p of printed) {
      if (p.family.only === 'query') continue;
      p.specs.forEach((spec, k) => {
        lines.push(`${name(spec.label)}\tall\t${summaryValue(p.family, spec, run, p.first + k, order, qrels, o)}`);
      });
    }
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

/**
 * A judged query the run lacks was scored, as trec_eval -c scores it, as a ranking of one document outside the
 * judgments; trec_eval then resets the values whose printed name is exactly num_ret, utility, relstring or rbp_resid,
 * or starts with unj (trec_eval.c): `utility_2,-1,0,0` keeps the placeholder's value, and so does this.
 */
function resetPlaceholders(run: ScoredRun): void {
  run.measures.forEach((spec, mi) => {
    const l = spec.label;
    const reset = l === 'num_ret' || l === 'utility' || l === 'relstring' || l.startsWith('unj') || l === 'rbp_resid';
    if (!reset) return;
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.missing[qi]) continue;
      run.value[mi][qi] = 0;
      if (run.text[mi]) run.text[mi]![qi] = '';
    }
  });
}

function perQuery(family: TrecEvalFamily, run: ScoredRun, mi: number, qi: number): string {
  if (family.value === 'text') return `'${run.text[mi]![qi] ?? ''}'`;
  const v = run.value[mi][qi];
  return family.value === 'long' ? String(Math.trunc(v)) : formatPadded(v, 6, 4);
}

function summaryValue(
  family: TrecEvalFamily,
  spec: MeasureSpec,
  run: ScoredRun,
  mi: number,
  order: readonly number[],
  qrels: Qrels,
  o: Options,
): string {
  const col = run.value[mi];
  const n = order.length;
  if (family.value === 'long') {
    // with -c, num_rel's summary counts the judgments with grade > 0 over the whole file, whatever -l is (m_num_rel.c)
    if (family.name === 'num_rel' && o.complete) {
      let c = 0;
      for (const q of qrels.queries.values()) for (let i = 0; i < q.grades.length; i++) if (q.grades[i] > 0) c++;
      return String(c);
    }
    let s = 0;
    for (const qi of order) s += col[qi];
    return String(Math.trunc(s));
  }
  let s = 0;
  if (spec.kind === 'gm_map' || spec.kind === 'gm_bpref') {
    for (const qi of order) s += Math.log(Math.max(col[qi], MIN_GEO_MEAN));
    return formatPadded(n ? Math.exp(s / n) : 0, 6, 4);
  }
  for (const qi of order) s += col[qi];
  return formatPadded(n ? s / n : s, 6, 4);
}

/** Query indexes in strcmp order of their ids (bytes, not UTF-16 units). */
function qidsInByteOrder(qids: readonly string[]): number[] {
  const bytes = qids.map((q) => Buffer.from(q, 'utf8'));
  return qids.map((_, i) => i).sort((a, b) => Buffer.compare(bytes[a], bytes[b]));
}

/** What trec_eval would misread in judgments: refused here. */
function checkTrecEvalJudgments(qrels: Qrels): void {
  for (const q of qrels.queries.values()) {
    let nonNegative = false;
    for (let i = 0; i < q.grades.length; i++) {
      const g = q.grades[i];
      if (!Number.isInteger(g)) {
        throw new InputError(
          `grade ${g} is not a whole number: trec_eval 10.0 would read it as ${Math.trunc(g)}`,
          { file: qrels.facts.path, line: q.lineList[i] },
          'write whole-number grades, or use rankgate score, which keeps decimal grades',
        );
      }
      if (g >= 0) nonNegative = true;
    }
    if (!nonNegative) {
      throw new InputError(
        `query "${q.qid}" has only negative grades: trec_eval 10.0 then evaluates it with values left over from the query before`,
        { file: qrels.facts.path, line: q.lineList[0] },
        'give the query at least one judgment with grade 0 or more, or remove it',
      );
    }
  }
}

/** The run tag of the last result line (trec_eval's runid). */
export async function lastRunTag(path: string): Promise<string> {
  let last = '';
  const take = (line: string) => {
    const t = line.trim();
    if (t === '' || t.startsWith('#')) return false;
    if (t.startsWith('{')) {
      try {
        const o = JSON.parse(t) as Record<string, unknown>;
        last = typeof o.tag === 'string' ? o.tag : typeof o.run === 'string' ? o.run : '';
      } catch {
        last = '';
      }
      return true;
    }
    last = t.split(/[ \t]+/)[5] ?? '';
    return true;
  };
  if (isGzipFile(path)) {
    let rest = '';
    await new Promise<void>((resolve, reject) => {
      createReadStream(path)
        .pipe(zlib().createGunzip())
        .on('data', (c: Buffer) => {
          const text = rest + c.toString('utf8');
          const lines = text.split('\n');
          rest = lines.pop()!;
          for (const l of lines) take(l);
        })
        .on('end', () => resolve())
        .on('error', reject);
    });
    take(rest);
    return last;
  }
  // a plain file: read back from the end until a result line turns up
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    let end = size;
    let tail = '';
    const chunk = Buffer.alloc(1 << 16);
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      readSync(fd, chunk, 0, end - start, start);
      tail = chunk.toString('utf8', 0, end - start) + tail;
      end = start;
      const lines = tail.split('\n');
      // the first piece may be a partial line unless the file starts there
      for (let i = lines.length - 1; i >= (end > 0 ? 1 : 0); i--) if (take(lines[i])) return last;
      tail = lines[0];
    }
    return last;
  } finally {
    closeSync(fd);
  }
}

function helpText(): string {
  const families = trecEvalFamilies()
    .map(({ family, def }) => `  ${family.name.padEnd(22)} ${def.summary}`)
    .join('\n');
  return `${USAGE}

rankgate trec_eval prints what trec_eval 10.0 prints for the same arguments (names, order, runid, 4 decimals as
C's printf rounds them), computed by rankgate's measures. Input that trec_eval silently misreads is refused with
an error naming file and line (a score such as "n/a", a decimal grade, a query with only negative grades).

  -q          also print every query's values
  -c          average over every query in the judgments (a query the run lacks scores 0)
  -n          no summary lines
  -J          only judged documents count (unjudged ones are removed first)
  -l N        grades >= N are relevant (default 1)
  -M N        at most N results per query (default: all)
  -N N        documents in the collection (utility's fourth coefficient)
  -m M        a measure, a measure with parameters (P.5,10  rbp.p=0.8  ndcg.1=3,2=9) or a set of them:
              official (the default), all_trec, set

Measures:
  runid                  the run tag of the last result line
  num_q                  number of queries evaluated
${families}
`;
}
