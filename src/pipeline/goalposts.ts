import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { canonicalJson, loadContract } from '../contract/load.js';
import { judgmentMap } from './judged.js';
import { readSlices } from '../read/slices.js';
import type { FileChange, Goalposts, Rescored } from '../report/schema.js';
import { runComparison } from './compare.js';

/**
 * "No moving goalposts": what a PR changed in the evaluation itself — judgments, slices, contract, baseline —
 * between the files on its base commit and its head. Pure apart from reading the two versions' files.
 */

type Status = FileChange['status'];

/** One file in its two versions (absolute paths; null when that version has no such file). */
export interface Versions {
  /** The path as the report shows it. */
  path: string;
  base: string | null;
  head: string | null;
}

function sameBytes(a: string, b: string): boolean {
  return readFileSync(a).equals(readFileSync(b));
}

function statusOf(v: Versions): Status {
  if (v.base === null && v.head === null) return 'unchanged';
  if (v.base === null) return 'added';
  if (v.head === null) return 'removed';
  return sameBytes(v.base, v.head) ? 'unchanged' : 'changed';
}

const describe = (e: unknown) => (e instanceof InputError ? e.format() : e instanceof Error ? e.message : String(e));

/** Slice rows as qid → a canonical text of its labels. */
async function slicesOf(path: string, label: string): Promise<Map<string, string>> {
  const t = await readSlices(path, label);
  const out = new Map<string, string>();
  for (const [qid, values] of t.labels) {
    out.set(qid, JSON.stringify(t.dimensions.map((d, i) => [d, [...(values[i] ?? [])].sort()]).sort()));
  }
  return out;
}

/** Counts of entries only in head (added), only in base (removed), and in both with another value (regraded). */
export function diffEntries<V>(
  base: Map<string, V>,
  head: Map<string, V>,
): { added: number; removed: number; regraded: number } {
  let added = 0;
  let removed = 0;
  let regraded = 0;
  for (const [k, v] of head) {
    if (!base.has(k)) added++;
    else if (base.get(k) !== v) regraded++;
  }
  for (const k of base.keys()) if (!head.has(k)) removed++;
  return { added, removed, regraded };
}

async function entryChange(
  v: Versions | null,
  read: (p: string, label: string) => Promise<Map<string, unknown>>,
  notes: string[],
  what: string,
): Promise<FileChange | null> {
  if (v === null || (v.base === null && v.head === null)) return null;
  const status = statusOf(v);
  if (status === 'unchanged') return { path: v.path, status, added: 0, removed: 0, regraded: 0 };
  try {
    const base = v.base ? await read(v.base, `${v.path} (base)`) : new Map<string, unknown>();
    const head = v.head ? await read(v.head, v.path) : new Map<string, unknown>();
    return { path: v.path, status, ...diffEntries(base, head) };
  } catch (e) {
    notes.push(`the ${what} could not be compared: ${describe(e)}`);
    return { path: v.path, status: 'unreadable', added: 0, removed: 0, regraded: 0 };
  }
}

/** Judgments: (query, document) pairs added, removed and regraded by the PR. */
export function judgmentsChange(v: Versions | null, notes: string[]): Promise<FileChange | null> {
  return entryChange(v, judgmentMap, notes, 'judgments');
}

/** Slices: query rows added, removed and relabelled by the PR. */
export function slicesChange(v: Versions | null, notes: string[]): Promise<FileChange | null> {
  return entryChange(v, slicesOf, notes, 'slices');
}

/** Flattens a JSON value into dotted field paths (`gate.rules[0].fail`) → JSON text of each leaf. */
export function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, '[]');
    value.forEach((x, i) => flatten(x, `${prefix}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    if (keys.length === 0) out.set(prefix, '{}');
    for (const k of keys) flatten((value as Record<string, unknown>)[k], prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}

/** Field-level diff of two contracts (resolved: defaults filled in, so spelling a default out is no change). */
export function contractFieldDiff(base: unknown, head: unknown): Goalposts['contract']['changes'] {
  const b = flatten(JSON.parse(canonicalJson(base)));
  const h = flatten(JSON.parse(canonicalJson(head)));
  const fields = [...new Set([...b.keys(), ...h.keys()])].sort(compareFields);
  const out: Goalposts['contract']['changes'] = [];
  for (const f of fields) {
    const x = b.get(f) ?? null;
    const y = h.get(f) ?? null;
    if (x !== y) out.push({ field: f, base: x, head: y });
  }
  return out;
}

/** Field paths in reading order: `gate.rules[2]` before `gate.rules[10]`. */
function compareFields(a: string, b: string): number {
  const split = (s: string) => s.split(/(\d+)/).map((p, i) => (i % 2 ? Number(p) : p));
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (typeof x[i] === 'number' && typeof y[i] === 'number') return (x[i] as number) - (y[i] as number);
    return String(x[i]) < String(y[i]) ? -1 : 1;
  }
  return x.length - y.length;
}

/** The contract's change: its status and, when both versions load, the field-level diff. */
export function contractChange(v: Versions, notes: string[]): Goalposts['contract'] {
  const status = statusOf(v);
  if (status !== 'changed') return { path: v.path, status, changes: [] };
  try {
    // Only the fields are compared here: no file is read through these paths.
    const base = loadContract(v.base!, `${v.path} (base)`, { root: false }).contract;
    const head = loadContract(v.head!, v.path, { root: false }).contract;
    const changes = contractFieldDiff(base, head);
    // Only comments or layout changed: the same contract.
    return { path: v.path, status: changes.length ? 'changed' : 'unchanged', changes };
  } catch (e) {
    notes.push(`the PR's contract could not be compared: ${describe(e)}`);
    return { path: v.path, status: 'unreadable', changes: [] };
  }
}

/**
 * The baseline's change: when the PR edits the baseline file, both versions are scored under `contract` (the one
 * the gate uses) and the primary measure's mean over all queries is reported for each.
 */
export async function baselineChange(
  v: Versions | null,
  contract: string,
  root: string,
  notes: string[],
): Promise<Goalposts['baseline']> {
  if (v === null || (v.base === null && v.head === null)) return null;
  const status = statusOf(v);
  let measure = '';
  let base: number | null = null;
  let head: number | null = null;
  try {
    measure = loadContract(contract, contract, { root: false }).primary.name;
  } catch {
    // The gate's own run reports a bad contract.
  }
  if (status !== 'unchanged' && v.base && v.head) {
    try {
      const r = await runComparison({ contract, baseline: v.base, run: v.head, root });
      const all = r.report.slices[0]?.measures[r.report.primary];
      measure = r.report.primary;
      if (all) {
        base = all.baseline;
        head = all.candidate;
      }
    } catch (e) {
      notes.push(`the two versions of the baseline could not be scored: ${describe(e)}`);
    }
  }
  return { path: v.path, status, measure, base, head };
}

/**
 * The same two runs scored under the versions of the evaluation files the gate did not use (`other`: the PR's
 * contract, naming its judgments and slices; or the base commit's under `goalposts: head`), so the report can show
 * both side by side: what the PR's new judgments or rules would say. Null when they cannot be scored (a note says why).
 */
export async function rescore(
  o: {
    under: Rescored['under'];
    other: string;
    gateContract: string;
    runs: { candidate: string | readonly string[]; baseline?: string };
    /** The folder the other versions' files lie in (their contract's paths must stay inside it). */
    root: string;
  },
  notes: string[],
): Promise<Rescored | null> {
  try {
    const gate = loadContract(o.gateContract, o.gateContract, { root: false });
    const primary = gate.primary.name;
    const r = await runComparison({
      contract: o.other,
      baseline: o.runs.baseline ?? gate.paths.baseline,
      run: o.runs.candidate,
      root: o.root,
      workspace: o.root,
    });
    const all = r.report.slices[0]!;
    return {
      under: o.under,
      verdict: r.report.verdict.level,
      all: r.report.measures
        .filter((m) => all.measures[m.name])
        .map((m) => ({
          measure: m.name,
          baseline: all.measures[m.name]!.baseline,
          candidate: all.measures[m.name]!.candidate,
        })),
      slices: r.report.slices
        .filter((s) => s.measures[primary])
        .map((s) => ({
          slice: s.name,
          baseline: s.measures[primary]!.baseline,
          candidate: s.measures[primary]!.candidate,
          status: s.measures[primary]!.status,
        })),
    };
  } catch (e) {
    notes.push(
      `both runs could not be scored under ${o.under === 'head' ? "this PR's" : "the base commit's"} versions of the evaluation files: ${describe(e)}`,
    );
    return null;
  }
}

/** Everything a PR changed in its evaluation; `used` says which versions the comparison used. */
export async function goalposts(o: {
  ref: string;
  source: Goalposts['source'];
  used: Goalposts['used'];
  contract: Versions;
  judgments: Versions | null;
  slices: Versions | null;
  baseline: Versions | null;
  /** The contract the gate uses: baselines are scored under it. */
  gateContract: string;
  root: string;
  /** The two runs the gate compares (the baseline: an override, else the gate contract's): rescored under the other versions. */
  runs?: { candidate: string | readonly string[]; baseline?: string };
  /** Where the versions the gate does not use lie (default: `root`). */
  otherRoot?: string;
  notes?: string[];
}): Promise<Goalposts> {
  const notes = [...(o.notes ?? [])];
  const contract = contractChange(o.contract, notes);
  const judgments = await judgmentsChange(o.judgments, notes);
  const slices = await slicesChange(o.slices, notes);
  const gateExists = existsSync(o.gateContract);
  const baseline = gateExists ? await baselineChange(o.baseline, o.gateContract, o.root, notes) : null;
  const changed = [contract.status, judgments?.status, slices?.status, baseline?.status].some(
    (s) => s !== undefined && s !== 'unchanged',
  );
  // Scored inputs the PR changed: judgments, slices or the contract itself (a changed baseline is shown above).
  const scored = [contract.status, judgments?.status, slices?.status].some(
    (s) => s === 'changed' || s === 'added' || s === 'removed',
  );
  const other = o.used === 'base' ? o.contract.head : o.contract.base;
  const rescored =
    scored && gateExists && other !== null && o.runs && contract.status !== 'unreadable'
      ? await rescore(
          {
            under: o.used === 'base' ? 'head' : 'base',
            other,
            gateContract: o.gateContract,
            runs: o.runs,
            root: o.otherRoot ?? o.root,
          },
          notes,
        )
      : null;
  return {
    ref: o.ref,
    source: o.source,
    used: o.used,
    changed,
    contract,
    judgments,
    slices,
    baseline,
    rescored,
    judgedByPr: 0,
    notes,
  };
}
