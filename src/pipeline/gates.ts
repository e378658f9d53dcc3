import { resolve } from 'node:path';
import { InputError } from '../errors.js';
import { loadContract } from '../contract/load.js';
import { compareIds } from '../read/ids.js';
import { glob, isFileGlob } from '../read/file-glob.js';

export { glob };

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
  /** The run's only item; with `several`, the first (`runs` holds them all). */
  run: string;
  /** The run's items (paths or globs; several only with planGates' `several`): one run read from all their files. */
  runs: string[];
  baseline?: string;
}

/**
 * `gate=path` lines and plain paths that apply to every gate not named. A gate (or the plain lines) may get several
 * items: the files of one run sharded by query; whether that is allowed is planGates' `several`.
 */
export interface PathMap {
  fallback: string[] | null;
  byGate: Map<string, string[]>;
}

const MAPPING = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})\s*=\s*(\S.*)$/;

/** Non-empty lines (one per line, or several items of a repeated flag), `#` comments dropped. */
export function listOf(values: string | readonly string[]): string[] {
  const all = typeof values === 'string' ? [values] : values;
  return all
    .flatMap((v) => v.split(/\r?\n/))
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * The contract paths of the `contract` input (or the repeated `--contract` flag): one per line, each a path or a
 * glob. A glob that matches nothing is an error; a path is kept as is (a missing file is reported where it is read).
 */
export function expandContracts(values: string | readonly string[], base: string, input = 'contract'): string[] {
  const out: string[] = [];
  for (const item of listOf(values)) {
    if (!isFileGlob(item)) {
      out.push(item);
      continue;
    }
    const hits = glob(resolve(base), item);
    if (hits.length === 0) {
      throw new InputError(
        `${input} pattern "${item}" matches no file under ${base}`,
        {},
        'check the pattern (globs: *, ?, [abc], ** for any folders) or give the paths one per line',
      );
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

/** Reads `gate=path` lines and plain paths, each line one item (a path or a glob); `input` names the input in errors. */
export function parsePathMap(values: string | readonly string[], input: string): PathMap {
  const byGate = new Map<string, string[]>();
  let fallback: string[] | null = null;
  for (const line of listOf(values)) {
    const m = MAPPING.exec(line);
    // A plain path may hold "=" too (runs/a=b.trec): it is a mapping only when the left side is a gate id.
    const gate = m ? m[1]! : null;
    const item = m ? m[2]!.trim() : line;
    const items = gate === null ? (fallback ??= []) : (byGate.get(gate) ?? []);
    if (items.includes(item)) {
      throw new InputError(
        `${input} gives ${item} twice${gate === null ? '' : ` for gate "${gate}"`}`,
        {},
        'give each path once',
      );
    }
    items.push(item);
    if (gate !== null) byGate.set(gate, items);
  }
  return { fallback, byGate };
}

/** One path of a map entry; several are refused unless the caller reads one run from several files. */
function single(items: string[], input: string, gate: string | null, several: boolean): string[] {
  if (items.length < 2 || several) return items;
  const whose = gate === null ? 'without a gate' : `for gate "${gate}"`;
  throw new InputError(
    `${input} gives ${items.length} paths ${whose} (${items.join(', ')})`,
    {},
    gate === null
      ? 'write one path for every gate, or one line per gate as gate=path'
      : `give one ${input} path per gate`,
  );
}

/**
 * Pairs every contract with its run (and baseline override); a run may be read from several files (`several`). Gate ids come from the contracts' `name` and must be
 * unique; a `gate=path` line naming no contract's gate is an error (a typo would otherwise compare nothing).
 * One contract with one plain run needs no name: the contract is then read only by the comparison itself.
 */
export function planGates(o: {
  contracts: ContractRef[];
  runs: PathMap;
  baselines: PathMap | null;
  /** Wording of errors: the action's input names or the CLI's flags. */
  names: { run: string; baseline: string };
  /** Several run items for one gate are the shards of one run (read/run-files.ts); else they are an error. */
  several?: boolean;
}): GatePlan[] {
  const { runs, baselines } = o;
  const runItems = (items: string[], gate: string | null) => single(items, o.names.run, gate, o.several === true);
  const baselineOf = (items: string[] | undefined, gate: string | null) =>
    items === undefined ? undefined : single(items, o.names.baseline, gate, false)[0];
  const needNames = o.contracts.length > 1 || runs.byGate.size > 0 || (baselines?.byGate.size ?? 0) > 0;
  if (!needNames) {
    if (runs.fallback === null)
      throw new InputError(
        `${o.names.run} is required`,
        {},
        'give the run file your workflow produced, e.g. runs/candidate.trec',
      );
    const items = runItems(runs.fallback, null);
    return [
      {
        gate: null,
        contract: o.contracts[0]!,
        run: items[0]!,
        runs: items,
        baseline: baselineOf(baselines?.fallback ?? undefined, null),
      },
    ];
  }
  const gates: { gate: string; contract: ContractRef }[] = [];
  const byId = new Map<string, string>();
  for (const c of o.contracts) {
    // Only the gate id is read here; the comparison loads each contract again and checks its paths.
    const gate = loadContract(c.path, c.label, { root: false }).contract.name;
    const other = byId.get(gate);
    if (other !== undefined) {
      throw new InputError(
        `gate id "${gate}" is used by two contracts, ${other} and ${c.label}`,
        {},
        'give each contract its own `name:` (the gate id names its comment, summary section and artifact)',
      );
    }
    byId.set(gate, c.label);
    gates.push({ gate, contract: c });
  }
  const known = [...byId.keys()].sort(compareIds).join(', ');
  for (const [map, name] of [
    [runs, o.names.run],
    [baselines, o.names.baseline],
  ] as const) {
    for (const g of map?.byGate.keys() ?? []) {
      if (!byId.has(g))
        throw new InputError(`${name} maps gate "${g}", but no contract is named so`, {}, `the gates are ${known}`);
    }
  }
  if (baselines && baselines.fallback !== null && gates.length > 1) {
    throw new InputError(
      `${o.names.baseline} gives one path for ${gates.length} gates`,
      {},
      'name the gate: one line per gate as gate=path',
    );
  }
  return gates.map(({ gate, contract }) => {
    const named = runs.byGate.get(gate);
    const run = named ?? runs.fallback;
    if (run === null)
      throw new InputError(
        `${o.names.run} gives no run for gate "${gate}"`,
        {},
        `add a line ${gate}=path/to/run, or one plain path for every gate`,
      );
    const items = runItems(run, named ? gate : null);
    const namedBaseline = baselines?.byGate.get(gate);
    const baseline = baselineOf(namedBaseline ?? baselines?.fallback ?? undefined, namedBaseline ? gate : null);
    return { gate, contract, run: items[0]!, runs: items, baseline };
  });
}
