import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  compareIds
} from "./chunk-6XHBFWDG.js";
import {
  loadContract
} from "./chunk-2BZXPDAT.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/pipeline/gates.ts
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
var GLOB = /[*?[]/;
var SKIP = /* @__PURE__ */ new Set([".git", "node_modules"]);
var MAPPING = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})\s*=\s*(\S.*)$/;
function listOf(values) {
  const all = typeof values === "string" ? [values] : values;
  return all.flatMap((v) => v.split(/\r?\n/)).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}
function segmentRegex(seg) {
  let re = "";
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i];
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = seg.indexOf("]", i + 1);
      if (end < 0) re += "\\[";
      else {
        re += `[${seg.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
function glob(base, pattern) {
  const segs = pattern.split("/").filter((s) => s !== "" && s !== ".");
  const out = /* @__PURE__ */ new Set();
  const walk = (dir, rel, i) => {
    if (i === segs.length) return;
    const seg = segs[i];
    const last = i === segs.length - 1;
    if (seg === "**") {
      walk(dir, rel, i + 1);
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
  const absolute = pattern.startsWith("/");
  walk(absolute ? "/" : base, "", 0);
  return [...out].map((r) => absolute ? `/${r}` : r).sort(compareIds);
}
function safeList(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
function expandContracts(values, base, input = "contract") {
  const out = [];
  for (const item of listOf(values)) {
    if (!GLOB.test(item)) {
      out.push(item);
      continue;
    }
    const hits = glob(resolve(base), item);
    if (hits.length === 0) {
      throw new InputError(`${input} pattern "${item}" matches no file under ${base}`, {}, "check the pattern (globs: *, ?, [abc], ** for any folders) or give the paths one per line");
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
    if (m) {
      if (byGate.has(m[1])) throw new InputError(`${input} names gate "${m[1]}" twice`, {}, `give one ${input} path per gate`);
      byGate.set(m[1], m[2].trim());
    } else {
      if (fallback !== null) {
        throw new InputError(`${input} gives two paths without a gate (${fallback}, ${line})`, {}, `write one path for every gate, or one line per gate as gate=path`);
      }
      fallback = line;
    }
  }
  return { fallback, byGate };
}
function planGates(o) {
  const { runs, baselines } = o;
  const needNames = o.contracts.length > 1 || runs.byGate.size > 0 || (baselines?.byGate.size ?? 0) > 0;
  if (!needNames) {
    if (runs.fallback === null) throw new InputError(`${o.names.run} is required`, {}, "give the run file your workflow produced, e.g. runs/candidate.trec");
    return [{ gate: null, contract: o.contracts[0], run: runs.fallback, baseline: baselines?.fallback ?? void 0 }];
  }
  const gates = [];
  const byId = /* @__PURE__ */ new Map();
  for (const c of o.contracts) {
    const gate = loadContract(c.path, c.label, { root: false }).contract.name;
    const other = byId.get(gate);
    if (other !== void 0) {
      throw new InputError(`gate id "${gate}" is used by two contracts, ${other} and ${c.label}`, {}, "give each contract its own `name:` (the gate id names its comment, summary section and artifact)");
    }
    byId.set(gate, c.label);
    gates.push({ gate, contract: c });
  }
  const known = [...byId.keys()].sort(compareIds).join(", ");
  for (const [map, name] of [[runs, o.names.run], [baselines, o.names.baseline]]) {
    for (const g of map?.byGate.keys() ?? []) {
      if (!byId.has(g)) throw new InputError(`${name} maps gate "${g}", but no contract is named so`, {}, `the gates are ${known}`);
    }
  }
  if (baselines && baselines.fallback !== null && gates.length > 1) {
    throw new InputError(`${o.names.baseline} gives one path for ${gates.length} gates`, {}, "name the gate: one line per gate as gate=path");
  }
  return gates.map(({ gate, contract }) => {
    const run = runs.byGate.get(gate) ?? runs.fallback;
    if (run === null) throw new InputError(`${o.names.run} gives no run for gate "${gate}"`, {}, `add a line ${gate}=path/to/run, or one plain path for every gate`);
    const baseline = baselines?.byGate.get(gate) ?? baselines?.fallback ?? void 0;
    return { gate, contract, run, baseline };
  });
}

export {
  listOf,
  glob,
  expandContracts,
  parsePathMap,
  planGates
};
//# sourceMappingURL=chunk-G3QUCTVC.js.map
