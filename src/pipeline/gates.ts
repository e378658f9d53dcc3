import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { loadContract } from '../contract/load.js';
import { compareIds } from '../read/ids.js';

/**
 * Several gates in one step: the contract paths (a list, globs allowed), the run (and baseline) each gate is compared
 * with (`gate=path` lines, or one path for all), and the check that gate ids are unique. Shared by the action and
 * `rankgate compare`, so both read the same lists the same way.
 */

/** A contract file: where to read it, and how messages name it. */
export interface ContractRef {
  path: string;
  label: string;
}

/** One gate of the step: its contract, and the run and baseline override as given (not yet resolved). */
export interface GatePlan {
  /** The contract's `name`; null when it was not needed to pair files (one contract, one run) and is not known yet. */
  gate: string | null;
  contract: ContractRef;
  run: string;
  baseline?: string;
}

/** `gate=path` lines and at most one plain path that applies to every gate not named. */
export interface PathMap {
  fallback: string | null;
  byGate: Map<string, string>;
}

const GLOB = /[*?[]/;
/** Folders a contract glob never descends into. */
const SKIP = new Set(['.git', 'node_modules']);
const MAPPING = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})\s*=\s*(\S.*)$/;

/** Non-empty lines (one per line, or several items of a repeated flag), `#` comments dropped. */
export function listOf(values: string | readonly string[]): string[] {
  const all = typeof values === 'string' ? [values] : values;
  return all.flatMap((v) => v.split(/\r?\n/)).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
}

/** One glob segment (`*`, `?`, `[abc]`) as a regular expression over a file or folder name. */
function segmentRegex(seg: string): RegExp {
  let re = '';
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]!;
    if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = seg.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        re += `[${seg.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Files under `base` matching `pattern` (`*`, `?`, `[…]` within a name, `**` across folders), relative, sorted. */
export function glob(base: string, pattern: string): string[] {
  const segs = pattern.split('/').filter((s) => s !== '' && s !== '.');
  const out = new Set<string>();
  const walk = (dir: string, rel: string, i: number) => {
    if (i === segs.length) return;
    const seg = segs[i]!;
    const last = i === segs.length - 1;
    if (seg === '**') {
      walk(dir, rel, i + 1); // zero folders
      for (const e of safeList(dir)) {
        if (e.isDirectory() && !SKIP.has(e.name)) walk(join(dir, e.name), rel ? `${rel}/${e.name}` : e.name, i);
      }
      return;
    }
    if (!GLOB.test(seg)) {
      const p = join(dir, seg);
      const r = rel ? `${rel}/${seg}` : seg;
      if (last) {
        if (statSync(p, { throwIfNoEntry: false })?.isFile()) out.add(r);
      } else walk(p, r, i + 1);
      return;
    }
    const re = segmentRegex(seg);
    for (const e of safeList(dir)) {
      if (!re.test(e.name) || SKIP.has(e.name)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (last) {
        if (e.isFile()) out.add(r);
      } else if (e.isDirectory()) walk(join(dir, e.name), r, i + 1);
    }
  };
  const absolute = pattern.startsWith('/');
  walk(absolute ? '/' : base, '', 0);
  return [...out].map((r) => (absolute ? `/${r}` : r)).sort(compareIds);
}

function safeList(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * The contract paths of the `contract` input (or the repeated `--contract` flag): one per line, each a path or a
 * glob. A glob that matches nothing is an error; a path is kept as is (a missing file is reported where it is read).
 */
export function expandContracts(values: string | readonly string[], base: string, input = 'contract'): string[] {
  const out: string[] = [];
  for (const item of listOf(values)) {
    if (!GLOB.test(item)) {
      out.push(item);
      continue;
    }
    const hits = glob(resolve(base), item);
    if (hits.length === 0) {
      throw new InputError(`${input} pattern "${item}" matches no file under ${base}`, {}, 'check the pattern (globs: *, ?, [abc], ** for any folders) or give the paths one per line');
    }
    out.push(...hits);
  }
  const seen = new Set<string>();
  const unique = out.filter((p) => {
    const k = resolve(base, p);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (unique.length === 0) throw new InputError(`${input} is empty`, {}, 'give the path of rankgate.yml');
  return unique;
}

/** Reads `gate=path` lines and plain paths; `input` names the input in errors. */
export function parsePathMap(values: string | readonly string[], input: string): PathMap {
  const byGate = new Map<string, string>();
  let fallback: string | null = null;
  for (const line of listOf(values)) {
    const m = MAPPING.exec(line);
    // A plain path may hold "=" too (runs/a=b.trec): it is a mapping only when the left side is a gate id.
    if (m) {
      if (byGate.has(m[1]!)) throw new InputError(`${input} names gate "${m[1]}" twice`, {}, `give one ${input} path per gate`);
      byGate.set(m[1]!, m[2]!.trim());
    } else {
      if (fallback !== null) {
        throw new InputError(`${input} gives two paths without a gate (${fallback}, ${line})`, {}, `write one path for every gate, or one line per gate as gate=path`);
      }
      fallback = line;
    }
  }
  return { fallback, byGate };
}

/**
 * Pairs every contract with its run (and baseline override). Gate ids come from the contracts' `name` and must be
 * unique; a `gate=path` line naming no contract's gate is an error (a typo would otherwise compare nothing).
 * One contract with one plain run needs no name: the contract is then read only by the comparison itself.
 */
export function planGates(o: {
  contracts: ContractRef[];
  runs: PathMap;
  baselines: PathMap | null;
  /** Wording of errors: the action's input names or the CLI's flags. */
  names: { run: string; baseline: string };
}): GatePlan[] {
  const { runs, baselines } = o;
  const needNames = o.contracts.length > 1 || runs.byGate.size > 0 || (baselines?.byGate.size ?? 0) > 0;
  if (!needNames) {
    if (runs.fallback === null) throw new InputError(`${o.names.run} is required`, {}, 'give the run file your workflow produced, e.g. runs/candidate.trec');
    return [{ gate: null, contract: o.contracts[0]!, run: runs.fallback, baseline: baselines?.fallback ?? undefined }];
  }
  const gates: { gate: string; contract: ContractRef }[] = [];
  const byId = new Map<string, string>();
  for (const c of o.contracts) {
    // Only the gate id is read here; the comparison loads each contract again and checks its paths.
    const gate = loadContract(c.path, c.label, { root: false }).contract.name;
    const other = byId.get(gate);
    if (other !== undefined) {
      throw new InputError(`gate id "${gate}" is used by two contracts, ${other} and ${c.label}`, {}, 'give each contract its own `name:` (the gate id names its comment, summary section and artifact)');
    }
    byId.set(gate, c.label);
    gates.push({ gate, contract: c });
  }
  const known = [...byId.keys()].sort(compareIds).join(', ');
  for (const [map, name] of [[runs, o.names.run], [baselines, o.names.baseline]] as const) {
    for (const g of map?.byGate.keys() ?? []) {
      if (!byId.has(g)) throw new InputError(`${name} maps gate "${g}", but no contract is named so`, {}, `the gates are ${known}`);
    }
  }
  if (baselines && baselines.fallback !== null && gates.length > 1) {
    throw new InputError(`${o.names.baseline} gives one path for ${gates.length} gates`, {}, 'name the gate: one line per gate as gate=path');
  }
  return gates.map(({ gate, contract }) => {
    const run = runs.byGate.get(gate) ?? runs.fallback;
    if (run === null) throw new InputError(`${o.names.run} gives no run for gate "${gate}"`, {}, `add a line ${gate}=path/to/run, or one plain path for every gate`);
    const baseline = baselines?.byGate.get(gate) ?? baselines?.fallback ?? undefined;
    return { gate, contract, run, baseline };
  });
}
