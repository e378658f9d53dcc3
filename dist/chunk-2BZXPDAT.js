import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  parseMeasure,
  parseMeasureList
} from "./chunk-GT5EFBBF.js";
import {
  confine,
  defaultRoot
} from "./chunk-P2QC6Y4J.js";
import {
  measureDef,
  resolveMeasure
} from "./chunk-PYKI4PJI.js";
import {
  LIMITS,
  readSmallFile
} from "./chunk-UT5OR33X.js";
import {
  external_exports
} from "./chunk-74F6CTCL.js";
import {
  InputError,
  InputErrors,
  hasInvisible,
  quote
} from "./chunk-B6WRYOF2.js";
import {
  require_dist
} from "./chunk-UNTY2LOW.js";
import {
  __toESM
} from "./chunk-Z3K3XME4.js";

// src/contract/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { dirname, resolve } from "node:path";
import { createHash } from "node:crypto";

// src/contract/schema.ts
var threshold = external_exports.union([
  external_exports.number().nonnegative(),
  external_exports.string().regex(/^\d+(\.\d+)?%$/, 'a threshold is a number such as 0.02 or a percentage such as "3%"')
]);
var slicesSelector = external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]);
var ruleSchema = external_exports.strictObject({
  measure: external_exports.string().min(1),
  slices: slicesSelector.default("*"),
  warn: threshold.optional(),
  fail: threshold.optional()
}).refine((r) => r.warn !== void 0 || r.fail !== void 0, { message: "a rule needs warn, fail or both" });
var significanceSchema = external_exports.strictObject({
  test: external_exports.enum(["randomization", "none"]).default("randomization"),
  iterations: external_exports.number().int().min(100).max(1e6).default(1e4),
  bootstrap: external_exports.number().int().min(100).max(1e6).default(1e4),
  alpha: external_exports.number().gt(0).lt(1).default(0.05),
  /**
   * How the one-sided p-values of the gated pairs are adjusted for their number: westfall-young (one joint sign-flip
   * permutation for every pair, step-down min-p: it knows that slices overlap), holm, bh (Benjamini–Hochberg) or none.
   */
  correction: external_exports.enum(["westfall-young", "holm", "bh", "none"]).default("westfall-young"),
  seed: external_exports.number().int().min(0).max(2 ** 32 - 1).default(1),
  /** Power at which each gated slice's minimum detectable effect (MDE) is stated. */
  power: external_exports.number().gt(0).lt(1).default(0.8)
});
var guardSchema = external_exports.strictObject({
  measure: external_exports.string().min(1),
  slices: slicesSelector.default("*"),
  drop: external_exports.number().positive().optional(),
  below: external_exports.number().optional()
}).refine((g) => g.drop !== void 0 || g.below !== void 0, { message: "a guard needs drop, below or both" });
var policySchema = external_exports.strictObject({
  ties: external_exports.enum(["trec_eval", "rank", "file", "expected"]).default("trec_eval"),
  unjudged: external_exports.enum(["nonrelevant", "condensed"]).default("nonrelevant"),
  missing: external_exports.enum(["zero", "error"]).default("zero"),
  no_relevant: external_exports.enum(["exclude", "zero"]).default("exclude"),
  duplicates: external_exports.enum(["error", "first"]).default("error"),
  depth: external_exports.number().int().min(1).max(1e6).default(1e3)
});
var DEFAULT_MEASURES = ["nDCG@10", "R@100", "RR@10", "P@5", "Judged@10"];
var contractSchema = external_exports.strictObject({
  version: external_exports.literal(1),
  name: external_exports.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'name is the gate id: letters, digits, ".", "_" or "-", at most 64 characters'),
  corpus: external_exports.union([external_exports.string(), external_exports.number()]).transform(String).optional(),
  judgments: external_exports.string().min(1),
  slices: external_exports.string().min(1).optional(),
  queries: external_exports.string().min(1).optional(),
  baseline: external_exports.string().min(1).optional(),
  measures: external_exports.array(external_exports.string().min(1)).min(1).default(DEFAULT_MEASURES),
  relevance: external_exports.number().default(1),
  policy: policySchema.default(policySchema.parse({})),
  aggregate: external_exports.enum(["macro", "micro"]).default("macro"),
  weights: external_exports.record(external_exports.string(), external_exports.number().nonnegative()).optional(),
  heldout: external_exports.strictObject({ slice: external_exports.string().min(1), mode: external_exports.enum(["blind", "visible"]).default("blind") }).optional(),
  gate: external_exports.strictObject({
    primary: external_exports.string().optional(),
    rules: external_exports.array(ruleSchema).default([]),
    min_queries: external_exports.number().int().min(1).default(10),
    significance: external_exports.union([external_exports.literal("none"), significanceSchema]).default(significanceSchema.parse({})),
    coverage: external_exports.strictObject({ measure: external_exports.string().min(1), min: external_exports.number().min(0).max(1) }).optional(),
    /** Judged queries the baseline answered and the candidate returns nothing (or far fewer results) for. */
    missing: external_exports.enum(["fail", "warn", "off"]).default("fail"),
    guards: external_exports.array(guardSchema).default([]),
    /**
     * Chance that an unjudged document the candidate newly brought into its top k is relevant, for the inconclusive
     * check: "judged" estimates it per slice from the judged documents at those ranks; or a fixed number in [0, 1].
     */
    unjudged_relevance: external_exports.union([external_exports.literal("judged"), external_exports.number().min(0).max(1)]).default("judged")
  }).default({ rules: [], min_queries: 10, significance: significanceSchema.parse({}), missing: "fail", guards: [], unjudged_relevance: "judged" }),
  /**
   * Which versions of the contract, judgments, slices and baseline a PR is compared with: `base` (the PR's base
   * commit, so a PR cannot move its own goalposts) or `head`. Read from the base commit's contract. Default base.
   */
  goalposts: external_exports.enum(["base", "head"]).optional(),
  /** A baseline older than this (e.g. "30d", "8w") is a warning. */
  baseline_max_age: external_exports.union([
    external_exports.number().int().positive(),
    external_exports.string().regex(/^\d+\s*[dw]$/, 'baseline_max_age is a number of days such as "30d" or weeks such as "8w"')
  ]).optional(),
  report: external_exports.strictObject({
    ledger: external_exports.number().int().min(0).max(100).default(5),
    topk: external_exports.number().int().min(1).max(100).default(10)
  }).default({ ledger: 5, topk: 10 })
});

// src/contract/load.ts
var PATH_KEYS = ["judgments", "slices", "queries", "baseline"];
function loadContract(file, label = file, opts = {}) {
  const r = inspectContract(file, label, opts);
  if (r.problems.length === 1) throw r.problems[0];
  if (r.problems.length > 1) throw new InputErrors(r.problems);
  return r.contract;
}
function inspectContract(file, label = file, opts = {}) {
  const out = { contract: null, problems: [], paths: {}, written: {} };
  let text;
  try {
    text = decodeContract(readSmallFile(file, label, LIMITS.contractBytes, "a contract"), label);
  } catch (e) {
    if (e instanceof InputError && e.message === "file not found") {
      out.problems.push(new InputError("contract file not found", { file: label }, "create it (rankgate.yml) or pass --contract PATH"));
    } else if (e instanceof InputError) out.problems.push(e);
    else throw e;
    return out;
  }
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0];
    out.problems.push(new InputError(`is not valid YAML: ${e.message.split("\n")[0]}`, { file: label, line: pos?.line, column: pos?.col }, "fix the YAML syntax"));
    return out;
  }
  const problems = strictScalars(doc, lines, label);
  if (problems.length > 0) {
    out.problems.push(...problems);
    return out;
  }
  let raw;
  try {
    raw = doc.toJS({ maxAliasCount: LIMITS.contractAliases });
  } catch (e) {
    out.problems.push(new InputError(
      `expands YAML aliases more than ${LIMITS.contractAliases} times (${e.message.split("\n")[0]})`,
      { file: label },
      "write the values out instead of aliasing them (is this an alias bomb?)"
    ));
    return out;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    out.problems.push(new InputError("must be a YAML mapping (key: value lines)", { file: label, line: 1 }, "start from the example in the README"));
    return out;
  }
  const dir = dirname(resolve(file));
  const at = (path) => ({ file: label, line: lineOf(doc.contents, path, lines) });
  const fallback = opts.root === void 0 ? defaultRoot(dir) : null;
  const root = opts.root === false ? null : opts.root ?? fallback.root;
  const scope = root === null ? null : {
    root,
    name: opts.scope?.name ?? fallback?.name ?? "the workspace",
    fix: opts.scope?.fix ?? (fallback ? "give a path inside the repository, relative to the contract; or widen the root with --root DIR" : "give a path inside the repository checkout (GITHUB_WORKSPACE)")
  };
  const rawPaths = raw;
  for (const key of PATH_KEYS) {
    const v = rawPaths[key];
    if (typeof v !== "string" || v === "") continue;
    out.written[key] = v;
    try {
      out.paths[key] = scope ? confine(v, dir, scope, key) : resolve(dir, v);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(new InputError(e.message, at([key]), e.fix));
    }
  }
  const parsed = contractSchema.safeParse(raw);
  if (!parsed.success) out.problems.push(...zodProblems(parsed.error, doc.contents, lines, label));
  const measureNames = parsed.success ? parsed.data.measures : Array.isArray(rawPaths.measures) ? rawPaths.measures : [];
  const measures = [];
  const names = /* @__PURE__ */ new Set();
  measureNames.forEach((m, i) => {
    if (typeof m !== "string") return;
    try {
      for (const spec of parseMeasureList(m, at(["measures", i]))) {
        const def = measureDef(spec.kind);
        if (def.text) throw new InputError(`measures: ${spec.label} is text, not a number`, at(["measures", i]), "rankgate trec_eval -q prints it; remove it here");
        if (parsed.success && parsed.data.policy.ties === "expected" && resolveMeasure(spec, parsed.data.relevance).expected === null) {
          throw new InputError(
            `measures: ${spec.label} has no exact expected value over tie orders, which policy.ties: expected needs`,
            at(["measures", i]),
            "use another tie policy, or drop the measure"
          );
        }
        if (!names.has(spec.name)) {
          names.add(spec.name);
          measures.push(spec);
        }
      }
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(e);
    }
  });
  if (!parsed.success) return sortProblems(out);
  const contract = parsed.data;
  if (contract.corpus !== void 0 && (contract.corpus === "" || hasInvisible(contract.corpus))) {
    out.problems.push(new InputError(`corpus ${quote(contract.corpus)} must be one line of visible text`, at(["corpus"]), 'e.g. corpus: "2026-11-01"'));
  }
  const need = (name, path) => {
    try {
      const spec = parseMeasure(name, at(path));
      if (!names.has(spec.name)) {
        throw new InputError(`${path.join(".")} names ${spec.name}, which is not in measures`, at(path), `add ${spec.name} to measures: [${contract.measures.join(", ")}]`);
      }
      return measures.find((m) => m.name === spec.name);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(e);
      return void 0;
    }
  };
  const primary = contract.gate.primary !== void 0 ? need(contract.gate.primary, ["gate", "primary"]) : measures[0];
  contract.gate.rules.forEach((r, i) => need(r.measure, ["gate", "rules", i, "measure"]));
  if (contract.gate.coverage) need(contract.gate.coverage.measure, ["gate", "coverage", "measure"]);
  contract.gate.guards.forEach((g, i) => need(g.measure, ["gate", "guards", i, "measure"]));
  if (out.problems.length > 0 || primary === void 0) return sortProblems(out);
  out.contract = {
    contract,
    file: label,
    dir,
    measures,
    primary,
    paths: { judgments: out.paths.judgments, slices: out.paths.slices, queries: out.paths.queries, baseline: out.paths.baseline }
  };
  return out;
}
function sortProblems(r) {
  const key = (p) => REQUIRED.has(p) ? Infinity : p.where.line ?? 0;
  r.problems = r.problems.map((p, i) => ({ p, i })).sort((a, b) => key(a.p) - key(b.p) || a.i - b.i).map((x) => x.p);
  return r;
}
var REQUIRED = /* @__PURE__ */ new WeakSet();
function decodeContract(bytes, label) {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw new InputError("holds a NUL byte: this is not a YAML text file", { file: label, line: lineAtOffset(bytes, nul) }, "pass the rankgate.yml text file");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    let bad = 0;
    const lines = bytes.toString("latin1").split("\n");
    let offset = 0;
    for (let i = 0; i < lines.length; i++) {
      const end = offset + lines[i].length;
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(offset, end));
      } catch {
        bad = i + 1;
        break;
      }
      offset = end + 1;
    }
    throw new InputError("is not valid UTF-8", { file: label, line: bad || void 0 }, "save the contract as UTF-8");
  }
}
function lineAtOffset(bytes, offset) {
  let n = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10) n++;
  return n;
}
var CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "seq", "map"].map((t) => `tag:yaml.org,2002:${t}`));
var PLAIN_DECIMAL = /^[-+]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
var TEXT_FIELDS = [
  ["name"],
  ["corpus"],
  ["judgments"],
  ["slices"],
  ["queries"],
  ["baseline"],
  ["measures", "#"],
  ["gate", "primary"],
  ["gate", "rules", "#", "measure"],
  ["gate", "rules", "#", "slices"],
  ["gate", "rules", "#", "slices", "#"],
  ["gate", "coverage", "measure"],
  ["heldout", "slice"],
  ["gate", "guards", "#", "measure"],
  ["gate", "guards", "#", "slices"],
  ["gate", "guards", "#", "slices", "#"]
];
function isTextField(path) {
  return TEXT_FIELDS.some((f) => f.length === path.length && f.every((k, i) => k === "#" ? typeof path[i] === "number" : k === path[i]));
}
function strictScalars(doc, lines, label) {
  const problems = [];
  const where = (n) => {
    const pos = n?.range ? lines.linePos(n.range[0]) : void 0;
    return { file: label, line: pos?.line, column: pos?.col };
  };
  const tagOk = (n) => {
    if (n.tag === void 0 || CORE_TAGS.has(n.tag)) return true;
    problems.push(new InputError(
      `the YAML tag ${quote(n.tag.replace(/^tag:yaml\.org,2002:/, "!!"))} is not allowed`,
      where(n),
      "remove the tag: a contract is plain YAML (strings, numbers, lists and mappings)"
    ));
    return false;
  };
  const walk = (n, path) => {
    if (n === null || n === void 0 || (0, import_yaml.isAlias)(n)) return;
    if ((0, import_yaml.isMap)(n)) {
      if (!tagOk(n)) return;
      for (const pair of n.items) {
        if (!(0, import_yaml.isPair)(pair)) continue;
        const k = pair.key;
        let key = "?";
        if ((0, import_yaml.isScalar)(k)) {
          if (!tagOk(k)) continue;
          if (typeof k.value !== "string" && k.source !== void 0) k.value = k.source;
          key = String(k.value);
        }
        walk(pair.value, [...path, key]);
      }
      return;
    }
    if ((0, import_yaml.isSeq)(n)) {
      if (!tagOk(n)) return;
      n.items.forEach((x, i) => walk(x, [...path, i]));
      return;
    }
    if (!(0, import_yaml.isScalar)(n) || !tagOk(n)) return;
    const src = n.source;
    if (isTextField(path) && (typeof n.value === "number" || typeof n.value === "boolean") && src !== void 0 && n.type === "PLAIN") {
      n.value = src;
      return;
    }
    if (typeof n.value === "number" && n.type === "PLAIN" && src !== void 0 && !(PLAIN_DECIMAL.test(src) && Number.isFinite(n.value))) {
      const field = path.join(".");
      const hint = Number.isFinite(n.value) ? ` (write ${n.value} if that is what you mean)` : "";
      problems.push(new InputError(
        `${field}: ${quote(src)} is not a plain decimal number`,
        where(n),
        `write the number in decimal digits${hint}, or quote it if it is text`
      ));
    }
  };
  walk(doc.contents, []);
  for (const w of doc.warnings) {
    const pos = w.linePos?.[0];
    if (/Unresolved tag/.test(w.message)) continue;
    problems.push(new InputError(`YAML: ${w.message.split("\n")[0]}`, { file: label, line: pos?.line, column: pos?.col }, "write plain YAML"));
  }
  return problems;
}
function lineOf(root, path, lines) {
  let node = root;
  let best;
  const lineAt = (n) => n?.range ? lines.linePos(n.range[0]).line : void 0;
  best = lineAt(node);
  for (const key of path) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((it) => it.key?.value === key);
      if (!pair) break;
      best = lineAt(pair.key) ?? best;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof key === "number") {
      node = node.items[key];
      best = lineAt(node) ?? best;
    } else break;
  }
  return best;
}
var KNOWN_KEYS = {
  "": Object.keys(contractSchema.shape),
  policy: ["ties", "unjudged", "missing", "no_relevant", "duplicates", "depth"],
  gate: ["primary", "rules", "min_queries", "significance", "coverage", "missing", "guards", "unjudged_relevance"],
  "gate.significance": ["test", "iterations", "bootstrap", "alpha", "correction", "seed", "power"],
  guard: ["measure", "slices", "drop", "below"],
  "gate.coverage": ["measure", "min"],
  heldout: ["slice", "mode"],
  report: ["ledger", "topk"],
  rule: ["measure", "slices", "warn", "fail"]
};
function zodProblems(err, root, lines, label) {
  const out = [];
  const meant = /* @__PURE__ */ new Set();
  const misspelt = /* @__PURE__ */ new Set();
  for (const issue of err.issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const path = issue.path;
    misspelt.add(path.join("."));
    const dotted = path.filter((p) => typeof p === "string").join(".");
    const known = path[0] === "gate" && path[1] === "rules" ? KNOWN_KEYS.rule : path[0] === "gate" && path[1] === "guards" ? KNOWN_KEYS.guard : KNOWN_KEYS[dotted] ?? [];
    for (const key of issue.keys) {
      const near = nearest(key, known);
      if (near) meant.add([...path, near].join("."));
      out.push(new InputError(
        `unknown key ${quote(key)}${dotted ? ` in ${dotted}` : ""}`,
        { file: label, line: lineOf(root, [...path, key], lines) },
        near ? `did you mean "${near}"?` : `known keys: ${known.join(", ")}`
      ));
    }
  }
  for (const issue of err.issues) {
    if (issue.code === "unrecognized_keys") continue;
    const path = issue.path;
    if (issue.code === "custom" && misspelt.has(path.join("."))) continue;
    const where = path.length ? path.join(".") : "the contract";
    let message = issue.message;
    let fix = fixFor(path);
    if (issue.code === "invalid_type" && /received undefined/.test(message)) {
      if (meant.has(path.join("."))) continue;
      message = "is required";
    }
    if (issue.code === "invalid_type" && /expected string, received (number|boolean)/.test(message)) fix = `quote it: ${String(path[path.length - 1])}: "..."`;
    if (issue.code === "invalid_value" && "values" in issue) message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    const problem = new InputError(`${where}: ${message}`, { file: label, line: lineOf(root, path, lines) }, fix);
    if (message === "is required") REQUIRED.add(problem);
    out.push(problem);
  }
  return out;
}
function fixFor(path) {
  const key = path[path.length - 1];
  if (key === "version") return "write version: 1";
  if (key === "name") return "name the gate, e.g. name: help-center";
  if (key === "judgments") return "point judgments at your qrels file, e.g. judgments: eval/qrels.txt";
  return "see the contract reference in the README";
}
function nearest(word, known) {
  let best;
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
function editDistance(a, b) {
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
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).filter((k) => value[k] !== void 0).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
function contractId(contract, judgmentsSha256, slicesSha256) {
  const h = createHash("sha256");
  h.update(canonicalJson(contract));
  h.update("\0judgments:" + judgmentsSha256);
  h.update("\0slices:" + (slicesSha256 ?? ""));
  return h.digest("hex").slice(0, 12);
}

export {
  DEFAULT_MEASURES,
  loadContract,
  inspectContract,
  nearest,
  canonicalJson,
  contractId
};
//# sourceMappingURL=chunk-2BZXPDAT.js.map
