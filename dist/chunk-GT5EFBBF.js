import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  KNOWN_MEASURES,
  MEASURES,
  atof,
  atol,
  findMeasure,
  measureDef
} from "./chunk-PYKI4PJI.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/measures/printf.ts
var POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];
function formatFixed(x, digits) {
  if (x !== x) return "-nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  const neg = x < 0 || Object.is(x, -0);
  const a = Math.abs(x);
  let body;
  const t = a * 2 ** (digits + 1);
  if (a * POW10[digits] < 2 ** 51 && Number.isInteger(t) && t % 2 === 1) {
    const k = Math.floor(a * POW10[digits]);
    const even = k % 2 === 0 ? k : k + 1;
    const int = Math.floor(even / POW10[digits]);
    const frac = String(even - int * POW10[digits]).padStart(digits, "0");
    body = digits > 0 ? `${int}.${frac}` : String(int);
  } else if (a < 1e21) {
    body = a.toFixed(digits);
  } else {
    body = exactFixed(a, digits);
  }
  return neg ? `-${body}` : body;
}
function formatPadded(x, width, digits) {
  return formatFixed(x, digits).padStart(width, " ");
}
function exactFixed(a, digits) {
  const int = BigInt(a).toString();
  return digits > 0 ? `${int}.${"0".repeat(digits)}` : int;
}

// src/measures/trec-eval.ts
var FAMILIES = /* @__PURE__ */ new Map();
for (const def of MEASURES) {
  for (const family of def.trecEval ?? []) {
    if (FAMILIES.has(family.name)) throw new Error(`trec_eval measure ${family.name} is declared twice`);
    FAMILIES.set(family.name, { family, def });
  }
}
function trecEvalFamily(name) {
  return FAMILIES.get(name);
}
function trecEvalFamilies() {
  return [...FAMILIES.values()].sort((a, b) => a.family.order - b.family.order);
}
function fail(message, fix) {
  throw new InputError(message, {}, fix);
}
function trecEvalValues(entry, params, build2) {
  const { family, def } = entry;
  const name = family.name;
  if (params === "") fail(`trec_eval measure "${name}." has an empty parameter list`, `write ${name} alone or ${name}.<params>`);
  switch (family.params) {
    case "none":
      return [build2(def, params === void 0 ? name : `${name}_${params}`, family.spec({}))];
    case "long-cutoffs": {
      const cutoffs = params === void 0 ? [...family.defaults] : params.split(",").map(atol).sort((a, b) => a - b);
      if (cutoffs[0] <= 0) fail(`${name}.${params}: a cutoff is 0 or negative (trec_eval: "Negative cutoff detected")`, "cutoffs are whole numbers >= 1");
      for (let i = 1; i < cutoffs.length; i++) {
        if (cutoffs[i] === cutoffs[i - 1]) fail(`${name}.${params}: cutoff ${cutoffs[i]} is given twice (trec_eval: "duplicate cutoffs detected")`, "list each cutoff once");
      }
      return cutoffs.map((cutoff) => build2(def, `${name}_${cutoff}`, family.spec({ cutoff })));
    }
    case "double-cutoffs": {
      const cutoffs = params === void 0 ? [...family.defaults] : params.split(",").map(atof).sort((a, b) => a - b);
      for (let i = 1; i < cutoffs.length; i++) {
        if (cutoffs[i] === cutoffs[i - 1]) fail(`${name}.${params}: cutoff ${cutoffs[i]} is given twice (trec_eval: "duplicate cutoffs detected")`, "list each cutoff once");
      }
      return cutoffs.map((cutoff) => build2(def, `${name}_${formatFixed(cutoff, 2)}`, family.spec({ cutoff })));
    }
    case "doubles": {
      const doubles = params === void 0 ? [...family.defaults] : params.split(",").map(atof);
      if (name === "utility" && doubles.length !== 4) {
        fail(`utility.${params}: utility takes 4 coefficients, got ${doubles.length} (trec_eval: "improper number of coefficients")`, "e.g. -m utility.1,-1,0,0");
      }
      return [build2(def, params === void 0 ? name : `${name}_${params}`, family.spec({ doubles }))];
    }
    case "pairs": {
      const pairs = params === void 0 ? [] : parsePairs(name, params);
      return [build2(def, params === void 0 ? name : `${name}_${params}`, family.spec({ pairs }))];
    }
    default: {
      const never = family.params;
      throw new Error(`unknown parameter style ${String(never)}`);
    }
  }
}
function parsePairs(name, text) {
  let last = ",";
  let bad2 = false;
  for (const c of text) {
    if (c === ",") {
      if (last === ",") {
        bad2 = true;
        break;
      }
      last = ",";
    } else if (c === "=") {
      if (last === "=") {
        bad2 = true;
        break;
      }
      last = "=";
    }
  }
  if (bad2 || last !== "=") fail(`${name}.${text}: malformed pair parameters (trec_eval wants name=value,name=value)`, `e.g. -m ${name}.1=3,2=9`);
  return text.split(",").map((p) => {
    const eq = p.indexOf("=");
    return [p.slice(0, eq), atof(p.slice(eq + 1))];
  });
}
var TREC_EVAL_NICKNAMES = {
  official: ["runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P"],
  set: ["runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P", "set_recall", "set_relative_P", "set_map", "set_F"],
  all_trec: [
    "runid",
    "num_q",
    "num_ret",
    "num_rel",
    "num_rel_ret",
    "map",
    "gm_map",
    "Rprec",
    "bpref",
    "recip_rank",
    "iprec_at_recall",
    "P",
    "relstring",
    "recall",
    "unj",
    "rbp",
    "rbp_resid",
    "infAP",
    "gm_bpref",
    "utility",
    "11pt_avg",
    "ndcg",
    "relative_P",
    "Rprec_mult",
    "success",
    "map_cut",
    "ndcg_cut",
    "ndcg_rel",
    "Rndcg",
    "binG",
    "G",
    "set_P",
    "set_recall",
    "set_relative_P",
    "set_map",
    "set_F",
    "num_nonrel_judged_ret"
  ]
};
var TREC_EVAL_ELSEWHERE = {
  ideal_dcg: "trec_eval computes it, but rankgate does not; it is not in -m all_trec",
  yaap: "it needs preference judgments (-R prefs)",
  map_avgjg: "it needs judgment groups (-R qrels_jg)",
  P_avgjg: "it needs judgment groups (-R qrels_jg)",
  Rprec_mult_avgjg: "it needs judgment groups (-R qrels_jg)"
};
function splitTrecEvalName(text) {
  const whole = FAMILIES.get(text);
  if (whole) return { entry: whole, params: void 0 };
  for (let i = text.length - 1; i > 0; i--) {
    if (text[i] !== "." && text[i] !== "_") continue;
    const entry = FAMILIES.get(text.slice(0, i));
    if (entry) return { entry, params: text.slice(i + 1) };
  }
  return null;
}

// src/measures/parse.ts
function bad(text, why, where) {
  return new InputError(`unknown or malformed measure "${text}": ${why}`, where ?? {}, `known measures: ${KNOWN_MEASURES}`);
}
var FORM = /^([A-Za-z0-9][A-Za-z0-9_-]*)\s*(?:\((.*)\))?\s*(?:@\s*([0-9.eE+-]+))?$/s;
function parseMeasure(input, where) {
  const specs = parseMeasureList(input, where);
  if (specs.length !== 1) throw bad(input.trim(), `names ${specs.length} measures (${specs.map((s) => s.label).join(", ")}); give one`, where);
  return specs[0];
}
function parseMeasureList(input, where) {
  const text = input.trim();
  const m = FORM.exec(text);
  const exact = m ? findMeasure(m[1], true) : void 0;
  const te = exact ? null : splitTrecEvalName(text);
  const def = exact ?? (m && !(te && te.params === void 0) ? findMeasure(m[1]) : void 0);
  if (m && def) return [build(def, text, m[2], m[3], where)];
  if (te) {
    try {
      const values = trecEvalValues(te.entry, te.params, fromParts);
      return values.map((v) => ({ ...v, label: values.length === 1 ? text : labelFor(text, v.label, te.entry.family.name) }));
    } catch (e) {
      if (e instanceof InputError) throw bad(text, e.message, where);
      throw e;
    }
  }
  if (!m) throw bad(text, "expected Name, Name@k or Name(param=value)@k", where);
  throw bad(text, `"${m[1]}" is not a measure`, where);
}
function labelFor(text, trecLabel, family) {
  const sep = text[family.length] === "_" ? "_" : ".";
  return `${family}${sep}${trecLabel.slice(family.length + 1)}`;
}
function splitMeasureList(text) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  const out = [];
  for (const p of parts) {
    const t = p.trim();
    if (out.length > 0 && !/^[A-Za-z]/.test(t) && /^[A-Za-z0-9_]+[._]/.test(out[out.length - 1])) out[out.length - 1] += `,${t}`;
    else if (t !== "") out.push(t);
  }
  return out;
}
function parseMeasures(names, where) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const n of names) {
    for (const piece of splitMeasureList(n)) {
      for (const spec of parseMeasureList(piece, where)) {
        if (seen.has(spec.name)) continue;
        seen.add(spec.name);
        out.push(spec);
      }
    }
  }
  return out;
}
function parseParams(body, text, where) {
  const out = {};
  let i = 0;
  while (i < body.length) {
    while (body[i] === " ") i++;
    if (i >= body.length) break;
    const eq = body.indexOf("=", i);
    if (eq < 0) throw bad(text, `parameter "${body.slice(i).trim()}" needs name=value`, where);
    const key = body.slice(i, eq).trim();
    let j = eq + 1;
    while (body[j] === " ") j++;
    let value;
    if (body[j] === "{") {
      const close = body.indexOf("}", j);
      if (close < 0) throw bad(text, "unclosed { in parameters", where);
      value = body.slice(j, close + 1);
      j = close + 1;
    } else if (body[j] === "'" || body[j] === '"') {
      const close = body.indexOf(body[j], j + 1);
      if (close < 0) throw bad(text, "unclosed quote in parameters", where);
      value = body.slice(j + 1, close);
      j = close + 1;
    } else {
      let k = j;
      while (k < body.length && body[k] !== ",") k++;
      value = body.slice(j, k).trim();
      j = k;
    }
    if (key in out) throw bad(text, `parameter "${key}" given twice`, where);
    out[key] = value;
    while (body[j] === " ") j++;
    if (j < body.length && body[j] !== ",") throw bad(text, `unexpected "${body.slice(j)}" in parameters`, where);
    i = j + 1;
  }
  return out;
}
function build(def, text, body, cutoffText, where) {
  const raw = body !== void 0 ? parseParams(body, text, where) : {};
  const parsed = def.params.safeParse(raw);
  if (!parsed.success) throw bad(text, paramProblem(def, parsed.error, raw), where);
  let cutoff;
  if (cutoffText !== void 0) {
    cutoff = Number(cutoffText);
    if (def.cutoffKind === "fraction") {
      if (!Number.isFinite(cutoff) || cutoff < 0) throw bad(text, `the value after @ is a number >= 0 for ${def.kind}`, where);
    } else if (!Number.isSafeInteger(cutoff) || cutoff < 1) {
      throw bad(text, "the cutoff must be a whole number >= 1", where);
    }
  }
  if (def.cutoff === "required" && cutoff === void 0) throw bad(text, `${def.kind} needs a cutoff, e.g. ${def.example}`, where);
  if (def.cutoff === "none" && cutoff !== void 0) throw bad(text, `${def.kind} takes no cutoff`, where);
  return fromParts(def, text, { cutoff, params: parsed.data });
}
function innermost(issue) {
  if (issue.code === "invalid_union") {
    for (const branch of issue.errors) {
      const custom = branch.find((i) => i.code === "custom");
      if (custom) return custom;
    }
  }
  return issue;
}
function paramProblem(def, error, raw) {
  const issue = { ...innermost(error.issues[0]), path: error.issues[0].path };
  const keys = Object.keys(def.params.shape);
  if (issue.code === "unrecognized_keys") {
    return `${def.kind} has no parameter "${issue.keys[0]}"${keys.length ? ` (it takes ${keys.join(", ")})` : " (it takes none)"}`;
  }
  const key = issue.path.length ? String(issue.path[0]) : "";
  const got = key && raw[key] !== void 0 && !/\bgot\b/.test(issue.message) ? `, got "${raw[key]}"` : "";
  return `${key ? `${key} ` : ""}${issue.message}${got}`.trim();
}
function fromParts(def, label, x) {
  const params = Object.fromEntries(Object.entries(x.params).filter(([, v]) => v !== void 0));
  const spec = { name: "", label, kind: def.kind, cutoff: x.cutoff, params };
  spec.name = canonicalName(spec);
  return spec;
}
function formatParam(v) {
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "string") return `'${v}'`;
  if (Array.isArray(v) && v.every((p) => Array.isArray(p) && typeof p[0] === "number")) {
    return `{${v.map(([g, x]) => `${g}:${x}`).join(",")}}`;
  }
  if (Array.isArray(v)) return `'${v.map(([n, x]) => `${n}=${x}`).join(",")}'`;
  return String(v);
}
function canonicalName(spec) {
  const def = measureDef(spec.kind);
  const params = Object.keys(def.params.shape).filter((k) => spec.params[k] !== void 0).map((k) => `${k}=${formatParam(spec.params[k])}`);
  return `${def.kind}${params.length ? `(${params.join(",")})` : ""}${spec.cutoff !== void 0 ? `@${spec.cutoff}` : ""}`;
}

export {
  formatPadded,
  trecEvalFamily,
  trecEvalFamilies,
  trecEvalValues,
  TREC_EVAL_NICKNAMES,
  TREC_EVAL_ELSEWHERE,
  parseMeasure,
  parseMeasureList,
  parseMeasures,
  fromParts
};
//# sourceMappingURL=chunk-GT5EFBBF.js.map
