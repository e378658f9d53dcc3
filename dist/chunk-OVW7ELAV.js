import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-YHV3NA2T.js";
import {
  readSlices
} from "./chunk-4W3VDJQQ.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import {
  canonicalJson,
  loadContract
} from "./chunk-2BZXPDAT.js";
import {
  confine
} from "./chunk-P2QC6Y4J.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/pipeline/base.ts
import { copyFileSync, existsSync as existsSync2, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";

// src/pipeline/goalposts.ts
import { existsSync, readFileSync } from "node:fs";
function sameBytes(a, b) {
  return readFileSync(a).equals(readFileSync(b));
}
function statusOf(v) {
  if (v.base === null && v.head === null) return "unchanged";
  if (v.base === null) return "added";
  if (v.head === null) return "removed";
  return sameBytes(v.base, v.head) ? "unchanged" : "changed";
}
var describe = (e) => e instanceof InputError ? e.format() : e instanceof Error ? e.message : String(e);
async function judgmentsOf(path, label) {
  const q = await readQrels(path, label);
  const out = /* @__PURE__ */ new Map();
  for (const [qid, j] of q.queries) j.docids.forEach((d, i) => out.set(`${qid}\0${d}`, j.gradeList[i]));
  return out;
}
async function slicesOf(path, label) {
  const t = await readSlices(path, label);
  const out = /* @__PURE__ */ new Map();
  for (const [qid, values] of t.labels) {
    out.set(qid, JSON.stringify(t.dimensions.map((d, i) => [d, [...values[i] ?? []].sort()]).sort()));
  }
  return out;
}
function diffEntries(base, head) {
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
async function entryChange(v, read, notes, what) {
  if (v === null || v.base === null && v.head === null) return null;
  const status = statusOf(v);
  if (status === "unchanged") return { path: v.path, status, added: 0, removed: 0, regraded: 0 };
  try {
    const base = v.base ? await read(v.base, `${v.path} (base)`) : /* @__PURE__ */ new Map();
    const head = v.head ? await read(v.head, v.path) : /* @__PURE__ */ new Map();
    return { path: v.path, status, ...diffEntries(base, head) };
  } catch (e) {
    notes.push(`the ${what} could not be compared: ${describe(e)}`);
    return { path: v.path, status: "unreadable", added: 0, removed: 0, regraded: 0 };
  }
}
function judgmentsChange(v, notes) {
  return entryChange(v, judgmentsOf, notes, "judgments");
}
function slicesChange(v, notes) {
  return entryChange(v, slicesOf, notes, "slices");
}
function flatten(value, prefix = "", out = /* @__PURE__ */ new Map()) {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, "[]");
    value.forEach((x, i) => flatten(x, `${prefix}[${i}]`, out));
  } else if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).filter((k) => value[k] !== void 0).sort();
    if (keys.length === 0) out.set(prefix, "{}");
    for (const k of keys) flatten(value[k], prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}
function contractFieldDiff(base, head) {
  const b = flatten(JSON.parse(canonicalJson(base)));
  const h = flatten(JSON.parse(canonicalJson(head)));
  const fields = [.../* @__PURE__ */ new Set([...b.keys(), ...h.keys()])].sort(compareFields);
  const out = [];
  for (const f of fields) {
    const x = b.get(f) ?? null;
    const y = h.get(f) ?? null;
    if (x !== y) out.push({ field: f, base: x, head: y });
  }
  return out;
}
function compareFields(a, b) {
  const split = (s) => s.split(/(\d+)/).map((p, i) => i % 2 ? Number(p) : p);
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (typeof x[i] === "number" && typeof y[i] === "number") return x[i] - y[i];
    return String(x[i]) < String(y[i]) ? -1 : 1;
  }
  return x.length - y.length;
}
function contractChange(v, notes) {
  const status = statusOf(v);
  if (status !== "changed") return { path: v.path, status, changes: [] };
  try {
    const base = loadContract(v.base, `${v.path} (base)`, { root: false }).contract;
    const head = loadContract(v.head, v.path, { root: false }).contract;
    const changes = contractFieldDiff(base, head);
    return { path: v.path, status: changes.length ? "changed" : "unchanged", changes };
  } catch (e) {
    notes.push(`the PR's contract could not be compared: ${describe(e)}`);
    return { path: v.path, status: "unreadable", changes: [] };
  }
}
async function baselineChange(v, contract, root, notes) {
  if (v === null || v.base === null && v.head === null) return null;
  const status = statusOf(v);
  let measure = "";
  let base = null;
  let head = null;
  try {
    measure = loadContract(contract, contract, { root: false }).primary.name;
  } catch {
  }
  if (status !== "unchanged" && v.base && v.head) {
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
async function goalposts(o) {
  const notes = [...o.notes ?? []];
  const contract = contractChange(o.contract, notes);
  const judgments = await judgmentsChange(o.judgments, notes);
  const slices = await slicesChange(o.slices, notes);
  const baseline = existsSync(o.gateContract) ? await baselineChange(o.baseline, o.gateContract, o.root, notes) : null;
  const changed = [contract.status, judgments?.status, slices?.status, baseline?.status].some((s) => s !== void 0 && s !== "unchanged");
  return { ref: o.ref, source: o.source, used: o.used, changed, contract, judgments, slices, baseline, notes };
}

// src/pipeline/base.ts
var slash = (p) => p.split("\\").join("/");
function inside(root, p) {
  const r = relative(root, p);
  if (r === "" || r.startsWith("..") || isAbsolute(r)) return null;
  return slash(r);
}
async function prepareBaseComparison(o) {
  const root = resolve(o.repoRoot);
  const notes = [];
  const contractRel = inside(root, o.contract);
  const runRel = inside(root, o.run);
  if (contractRel === null || runRel === null) throw new Error(`the contract and the run must lie inside the repository ${root}`);
  const tmp = o.tmp ?? mkdtempSync(join(tmpdir(), "rankgate-base-"));
  const at = (rel) => join(tmp, rel);
  const place = (rel, bytes) => {
    mkdirSync(dirname(at(rel)), { recursive: true });
    writeFileSync(at(rel), bytes);
  };
  let head = null;
  try {
    head = loadContract(o.contract, contractRel, { root });
  } catch {
  }
  const headPath = (key) => {
    const p = key === "baseline" && o.baseline ? o.baseline : head?.paths[key];
    return p && existsSync2(p) ? p : null;
  };
  const useHead = (note, baseRc, baseFiles2) => finish("head", o.contract, o.baseline, root, baseRc, baseFiles2, note);
  const finish = async (used2, contract, baseline, cmpRoot, baseRc, baseFiles2, note) => {
    if (note) notes.push(note);
    const versions = (key) => {
      const h = headPath(key);
      const b = baseFiles2[key] ?? null;
      const rel = (h && inside(root, h)) ?? (b && inside(tmp, b)) ?? baseRc?.contract[key] ?? null;
      if (rel === null) return null;
      return { path: rel, base: b, head: h };
    };
    const baseContractFile = baseRc ? at(contractRel) : null;
    const gp = await goalposts({
      ref: o.ref,
      source: o.reader.source,
      used: used2,
      contract: { path: contractRel, base: baseContractFile, head: existsSync2(o.contract) ? o.contract : null },
      judgments: versions("judgments"),
      slices: versions("slices"),
      baseline: versions("baseline"),
      gateContract: contract,
      root: cmpRoot,
      notes
    });
    return { contract, baseline, run: used2 === "base" ? at(runRel) : o.run, root: cmpRoot, goalposts: gp, runShown: runRel };
  };
  const contractBytes = await o.reader.read(contractRel);
  if (contractBytes === null) {
    return useHead(`the base commit has no ${contractRel}: this PR adds the contract, so the comparison uses the PR's files`, null, {});
  }
  place(contractRel, contractBytes);
  let base;
  try {
    base = loadContract(at(contractRel), `${contractRel} (base)`, { root: tmp });
  } catch (e) {
    return useHead(`the base commit's contract is not valid (${e instanceof Error ? e.message : String(e)}), so the comparison uses the PR's files`, null, {});
  }
  const baseFiles = {};
  const fromHead = [];
  for (const key of ["judgments", "slices", "queries", "baseline"]) {
    const abs = key === "baseline" && o.baseline ? at(inside(root, o.baseline) ?? "") : base.paths[key];
    if (!abs) continue;
    const rel = inside(tmp, abs);
    if (rel === null) return useHead(`the base contract's ${key} lies outside the repository, so the comparison uses the PR's files`, base, baseFiles);
    const bytes = await o.reader.read(rel);
    if (bytes !== null) {
      place(rel, bytes);
      baseFiles[key] = abs;
    } else {
      baseFiles[key] = null;
      const h = confine(rel, root, { root, name: "the repository", fix: "give a path inside the repository" }, key);
      if (existsSync2(h)) {
        mkdirSync(dirname(abs), { recursive: true });
        copyFileSync(h, abs);
        fromHead.push(rel);
      }
    }
  }
  if (fromHead.length) notes.push(`not on the base commit, so taken from this PR: ${fromHead.join(", ")}`);
  const used = base.contract.goalposts ?? "base";
  if (used === "head") return finish("head", o.contract, o.baseline, root, base, baseFiles);
  rmSync(at(runRel), { force: true });
  mkdirSync(dirname(at(runRel)), { recursive: true });
  try {
    symlinkSync(resolve(o.run), at(runRel));
  } catch {
    copyFileSync(o.run, at(runRel));
  }
  const overrideRel = o.baseline ? inside(root, o.baseline) : null;
  const baselineOverride = overrideRel !== null ? at(overrideRel) : void 0;
  return finish("base", at(contractRel), baselineOverride, tmp, base, baseFiles);
}
function unreadableBase(ref, source, contractRel, message) {
  return {
    ref,
    source,
    used: "head",
    changed: false,
    contract: { path: contractRel, status: "unreadable", changes: [] },
    judgments: null,
    slices: null,
    baseline: null,
    notes: [message]
  };
}
function goalpostsOffMessage(ref, why) {
  return `the goalposts check is OFF for this run: the evaluation files at the base commit ${ref.slice(0, 12)} could not be read (${why}), so this PR was compared under its own contract, judgments, slices and baseline, which it may have changed. Give the job the contents: read permission, or check out with fetch-depth: 0.`;
}

export {
  prepareBaseComparison,
  unreadableBase,
  goalpostsOffMessage
};
//# sourceMappingURL=chunk-OVW7ELAV.js.map
