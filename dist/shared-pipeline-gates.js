import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  glob,
  isFileGlob,
  loadContract
} from "./shared-yaml.js";
import {
  compareIds
} from "./shared-read-run.js";
import {
  InputError
} from "./shared-errors.js";

// src/pipeline/gates.ts
import { resolve } from "node:path";
var MAPPING = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})\s*=\s*(\S.*)$/;
function listOf(values) {
  const all = typeof values === "string" ? [values] : values;
  return all.flatMap((v) => v.split(/\r?\n/)).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}
function expandContracts(values, base, input = "contract") {
  const out = [];
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
        "check the pattern (globs: *, ?, [abc], ** for any folders) or give the paths one per line"
      );
    }
    out.push(...hits);
  }
  const seen = /* @__PURE__ */ new Set();
  const unique = out.filter((p) => {
    const k = resolve(base, p);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (unique.length === 0) throw new InputError(`${input} is empty`, {}, "give the path of rankgate.yml");
  return unique;
}
function parsePathMap(values, input) {
  const byGate = /* @__PURE__ */ new Map();
  let fallback = null;
  for (const line of listOf(values)) {
    const m = MAPPING.exec(line);
    const gate = m ? m[1] : null;
    const item = m ? m[2].trim() : line;
    const items = gate === null ? fallback ??= [] : byGate.get(gate) ?? [];
    if (items.includes(item)) {
      throw new InputError(
        `${input} gives ${item} twice${gate === null ? "" : ` for gate "${gate}"`}`,
        {},
        "give each path once"
      );
    }
    items.push(item);
    if (gate !== null) byGate.set(gate, items);
  }
  return { fallback, byGate };
}
function single(items, input, gate, several) {
  if (items.length < 2 || several) return items;
  const whose = gate === null ? "without a gate" : `for gate "${gate}"`;
  throw new InputError(
    `${input} gives ${items.length} paths ${whose} (${items.join(", ")})`,
    {},
    gate === null ? "write one path for every gate, or one line per gate as gate=path" : `give one ${input} path per gate`
  );
}
function planGates(o) {
  const { runs, baselines } = o;
  const runItems = (items, gate) => single(items, o.names.run, gate, o.several === true);
  const baselineOf = (items, gate) => items === void 0 ? void 0 : single(items, o.names.baseline, gate, false)[0];
  const needNames = o.contracts.length > 1 || runs.byGate.size > 0 || (baselines?.byGate.size ?? 0) > 0;
  if (!needNames) {
    if (runs.fallback === null)
      throw new InputError(
        `${o.names.run} is required`,
        {},
        "give the run file your workflow produced, e.g. runs/candidate.trec"
      );
    const items = runItems(runs.fallback, null);
    return [
      {
        gate: null,
        contract: o.contracts[0],
        run: items[0],
        runs: items,
        baseline: baselineOf(baselines?.fallback ?? void 0, null)
      }
    ];
  }
  const gates = [];
  const byId = /* @__PURE__ */ new Map();
  for (const c of o.contracts) {
    const gate = loadContract(c.path, c.label, { root: false }).contract.name;
    const other = byId.get(gate);
    if (other !== void 0) {
      throw new InputError(
        `gate id "${gate}" is used by two contracts, ${other} and ${c.label}`,
        {},
        "give each contract its own `name:` (the gate id names its comment, summary section and artifact)"
      );
    }
    byId.set(gate, c.label);
    gates.push({ gate, contract: c });
  }
  const known = [...byId.keys()].sort(compareIds).join(", ");
  for (const [map, name] of [
    [runs, o.names.run],
    [baselines, o.names.baseline]
  ]) {
    for (const g of map?.byGate.keys() ?? []) {
      if (!byId.has(g))
        throw new InputError(`${name} maps gate "${g}", but no contract is named so`, {}, `the gates are ${known}`);
    }
  }
  if (baselines && baselines.fallback !== null && gates.length > 1) {
    throw new InputError(
      `${o.names.baseline} gives one path for ${gates.length} gates`,
      {},
      "name the gate: one line per gate as gate=path"
    );
  }
  return gates.map(({ gate, contract }) => {
    const named = runs.byGate.get(gate);
    const run = named ?? runs.fallback;
    if (run === null)
      throw new InputError(
        `${o.names.run} gives no run for gate "${gate}"`,
        {},
        `add a line ${gate}=path/to/run, or one plain path for every gate`
      );
    const items = runItems(run, named ? gate : null);
    const namedBaseline = baselines?.byGate.get(gate);
    const baseline = baselineOf(namedBaseline ?? baselines?.fallback ?? void 0, namedBaseline ? gate : null);
    return { gate, contract, run: items[0], runs: items, baseline };
  });
}

export {
  expandContracts,
  parsePathMap,
  planGates
};
