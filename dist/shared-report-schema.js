import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  external_exports
} from "./shared-zod.js";
import {
  AGGREGATE,
  CORRECTION,
  DUPLICATES,
  MISSING,
  NO_RELEVANT,
  PAIRED_TEST,
  TIES,
  UNJUDGED
} from "./shared-contract-choices.js";

// src/compare/schema.ts
var num = external_exports.number();
var nullableNum = num.nullable();
var int = external_exports.number().int();
var nullableInt = int.nullable();
var count = int.nonnegative();
var text = external_exports.string();
var nullableText = text.nullable();
var bool = external_exports.boolean();
var levelSchema = external_exports.enum(["pass", "warn", "inconclusive", "fail"]);
var cellStatusSchema = external_exports.union([levelSchema, external_exports.enum(["underpowered", "not-gated", "too-small"])]);
var gateStatsSchema = external_exports.strictObject({
  /** One-sided p (candidate worse), before the family adjustment. */
  pWorse: num,
  /**
   * The adjusted p of the decision at stake: the fail decision when the drop crosses the fail threshold, else the warn
   * decision when it crosses the warn threshold (each calibrated over the whole family); null when the drop crosses
   * neither, so that no decision is at stake.
   */
  pAdjusted: nullableNum,
  /** Critical value of the bound, in units of `se`: the family's simultaneous one (unconditional, single step), never below 0; null with no decision at stake, or when no sign pattern of this slice could reach it. */
  critical: nullableNum,
  /** The test's standard error of delta: sqrt(Σd²) / n over the slice's per-query differences d (sign flips leave it unchanged). */
  se: num,
  /** delta + critical * se: a one-sided upper confidence bound on delta, simultaneous over the gated pairs, never below delta. Null with no decision at stake. */
  bound: nullableNum,
  /** The rule's thresholds as absolute drops on this slice (a relative "3%" converted with the baseline mean). */
  warn: nullableNum,
  fail: nullableNum,
  /** The true drop at which the gate fails with the contract's power (80% by default) at this n, paired variance and family: at least fail + z·sd/√n. */
  mde: nullableNum,
  /** Queries at which the plain test's MDE reaches the fail threshold, so significance stops limiting the slice (same paired variance); null when it already does or cannot tell. */
  queriesNeeded: nullableInt,
  /** The plain test's MDE > fail threshold, and delta - critical * se (the family's lower bound) does not show it above -fail: significance, not the threshold, limits the slice. */
  underpowered: bool
});
var cellSchema = external_exports.strictObject({
  baseline: num,
  candidate: num,
  delta: num,
  /** delta / baseline; null when the baseline is 0 */
  relDelta: nullableNum,
  /** Descriptive 95% paired bootstrap interval of delta (two-sided, unadjusted). */
  ci: external_exports.tuple([num, num]),
  /** Descriptive two-sided p of the contract's paired test (randomization or t-test), unadjusted. */
  p: nullableNum,
  /** The gate's one-sided, family-adjusted statistics; null when no rule gates this pair (or significance is off). */
  gate: gateStatsSchema.nullable(),
  wins: int,
  ties: int,
  losses: int,
  baselineOptimistic: num,
  candidateOptimistic: num,
  /** Outcome of the rules on this pair: a level, or why it was not gated. */
  status: cellStatusSchema
});
var reasonKindSchema = external_exports.enum([
  "rule",
  "not-significant",
  "missing",
  "guard",
  "no-overlap",
  "tied-scores",
  "inverted-scores",
  "same-results"
]);
var BROKEN_RUN_KINDS = [
  "missing",
  "no-overlap",
  "tied-scores",
  "inverted-scores",
  "same-results"
];
var reasonSchema = external_exports.strictObject({
  level: levelSchema,
  kind: reasonKindSchema,
  slice: text,
  measure: nullableText,
  /** null for blind held-out slices and structural reasons */
  baseline: nullableNum,
  candidate: nullableNum,
  delta: nullableNum,
  /** The threshold that was crossed, as written ("0.02" or "3%"); null for structural reasons */
  threshold: nullableText,
  /** Index into gate.rules (kind rule / not-significant) or gate.guards (kind guard); null otherwise. */
  rule: count.nullable(),
  pAdjusted: nullableNum,
  /** The decision's one-sided bound on delta (see gateStatsSchema.bound). */
  bound: nullableNum,
  mde: nullableNum,
  hidden: bool,
  /** Why a would-be failure is inconclusive: the candidate's newly shown unjudged documents, at their estimated chance of relevance, would close the gap; or the candidate left the judged region (coverage). */
  because: external_exports.enum(["unjudged", "coverage"]).nullable(),
  /** The inconclusive estimate: mean chance of relevance of the newly shown unjudged documents, how many, and delta if they were judged at their chances. */
  unjudged: external_exports.strictObject({ relevance: num, documents: int, delta: num }).nullable(),
  /** The run a broken-run reason is about, where it can be either (tied-scores, inverted-scores); absent otherwise. */
  run: external_exports.enum(["baseline", "candidate"]).optional(),
  /** Queries that tripped a structural or per-query guard (at most 50 listed). */
  queries: external_exports.array(text),
  /** How many queries tripped it (may exceed the list). */
  queryCount: int,
  message: text
});
var tieCheckSchema = external_exports.strictObject({
  /** Ties broken against the candidate (baseline best, candidate worst), and for it. */
  ifAgainst: levelSchema,
  ifFor: levelSchema,
  /** Gated pairs whose own outcome differs under either extreme. */
  flips: external_exports.array(
    external_exports.strictObject({
      slice: text,
      measure: text,
      now: cellStatusSchema,
      ifAgainst: cellStatusSchema,
      ifFor: cellStatusSchema
    })
  ),
  message: text
});
var docSchema = external_exports.strictObject({
  docid: text,
  /** null = unjudged */
  grade: nullableNum
});
var ledgerEntrySchema = external_exports.strictObject({
  qid: text,
  text: nullableText,
  slices: external_exports.array(text),
  baseline: num,
  candidate: num,
  delta: num,
  baselineTop: external_exports.array(docSchema),
  candidateTop: external_exports.array(docSchema),
  /** Relevant documents in the baseline's top k but not the candidate's, and the reverse. */
  relevantLeft: external_exports.array(text),
  relevantEntered: external_exports.array(text),
  missingInCandidate: bool
});
var toJudgeSchema = external_exports.strictObject({
  qid: text,
  docid: text,
  baselineRank: nullableInt,
  candidateRank: nullableInt,
  impact: num
});
var baselineAgeSchema = external_exports.strictObject({
  commit: nullableText,
  date: nullableText,
  ageDays: nullableInt,
  /** The contract's baseline_max_age in days; null when it sets none. */
  maxAgeDays: nullableInt,
  stale: bool
});
var refreshSchema = external_exports.strictObject({ command: text, measure: text, delta: num, threshold: text }).nullable();

// src/contract/schema.ts
var nonEmpty = external_exports.string().min(1);
var threshold = external_exports.union([
  external_exports.number().nonnegative(),
  external_exports.string().regex(/^\d+(\.\d+)?%$/, 'a threshold is a number such as 0.02 or a percentage such as "3%"')
]);
var slicesSelector = external_exports.union([nonEmpty, external_exports.array(nonEmpty).min(1)]);
var ruleSchema = external_exports.strictObject({
  measure: nonEmpty,
  slices: slicesSelector.default("*"),
  warn: threshold.optional(),
  fail: threshold.optional()
}).refine((r) => r.warn !== void 0 || r.fail !== void 0, { message: "a rule needs warn, fail or both" });
var significanceSchema = external_exports.strictObject({
  /**
   * The paired test: randomization (sign flips: no assumption about the differences' distribution, exact on few
   * queries), t-test (Student's paired t, df = n − 1: the p-values ranx and PyTerrier report), or none.
   */
  test: external_exports.enum([...PAIRED_TEST, "none"]).default("randomization"),
  /** The most Monte Carlo draws of a p-value (a descriptive p stops earlier once its answer is known, see `sequential`). */
  iterations: external_exports.number().int().min(100).max(1e6).default(1e4),
  /**
   * false: every descriptive p takes all `iterations` draws and every interval all `bootstrap` resamples, as before
   * early stopping and computed intervals. Absent (on): a p stops once its side of alpha is settled and its value
   * within 0.01 of the full run's, except with probability 1e-3, and an interval over enough non-zero differences is
   * computed (compare/computed-ends.ts). Optional rather than defaulted, so contracts that do not set it keep their
   * contract id.
   */
  sequential: external_exports.boolean().optional(),
  bootstrap: external_exports.number().int().min(100).max(1e6).default(1e4),
  alpha: external_exports.number().gt(0).lt(1).default(0.05),
  /**
   * How the one-sided p-values of the gated pairs are adjusted for their number: westfall-young (one joint sign-flip
   * permutation for every pair, step-down min-p: it knows that slices overlap), holm, bh (Benjamini–Hochberg) or none.
   */
  correction: external_exports.enum(CORRECTION).default("westfall-young"),
  seed: external_exports.number().int().min(0).max(2 ** 32 - 1).default(1),
  /** Power at which each gated slice's minimum detectable effect (MDE) is stated. */
  power: external_exports.number().gt(0).lt(1).default(0.8)
});
var guardSchema = external_exports.strictObject({
  measure: nonEmpty,
  slices: slicesSelector.default("*"),
  drop: external_exports.number().positive().optional(),
  below: external_exports.number().optional()
}).refine((g) => g.drop !== void 0 || g.below !== void 0, { message: "a guard needs drop, below or both" });
var policySchema = external_exports.strictObject({
  /** trec_eval: score desc then docid desc (byte order); rank: the rank column; file: file order; expected: mean over all orders of tied scores. */
  ties: external_exports.enum(TIES).default("trec_eval"),
  /** nonrelevant: unjudged counts as not relevant; condensed: unjudged removed before scoring. */
  unjudged: external_exports.enum(UNJUDGED).default("nonrelevant"),
  /** A judged query absent from a run: scored as an empty ranking (zero), or an error. */
  missing: external_exports.enum(MISSING).default("zero"),
  /** A query without any relevant judgment: left out of means (its own stratum), or kept (as trec_eval -c). */
  no_relevant: external_exports.enum(NO_RELEVANT).default("exclude"),
  /** The same docid twice for one query in a run. */
  duplicates: external_exports.enum(DUPLICATES).default("error"),
  /** Results per query considered. */
  depth: external_exports.number().int().min(1).max(1e6).default(1e3)
});
var DEFAULT_MEASURES = ["nDCG@10", "R@100", "RR@10", "P@5", "Judged@10"];
var heldoutSchema = external_exports.strictObject({
  slice: nonEmpty,
  mode: external_exports.enum(["blind", "visible"]).default("blind")
});
var coverageSchema = external_exports.strictObject({ measure: nonEmpty, min: external_exports.number().min(0).max(1) });
var gateSchema = external_exports.strictObject({
  primary: external_exports.string().optional(),
  rules: external_exports.array(ruleSchema).default([]),
  min_queries: external_exports.number().int().min(1).default(10),
  significance: external_exports.union([external_exports.literal("none"), significanceSchema]).prefault({}),
  coverage: coverageSchema.optional(),
  /** Judged queries the baseline answered and the candidate returns nothing (or far fewer results) for. */
  missing: external_exports.enum(["fail", "warn", "off"]).default("fail"),
  guards: external_exports.array(guardSchema).default([]),
  /**
   * Chance that an unjudged document the candidate newly brought into its top k is relevant, for the inconclusive
   * check: "judged" estimates it (compare/hypothetical.ts); or a fixed number in [0, 1].
   */
  unjudged_relevance: external_exports.union([external_exports.literal("judged"), external_exports.number().min(0).max(1)]).default("judged")
});
var reportSettingsSchema = external_exports.strictObject({
  ledger: external_exports.number().int().min(0).max(100).default(5),
  topk: external_exports.number().int().min(1).max(100).default(10)
});
function knownKeys(schema, path) {
  let s = schema;
  const objectOf2 = (x) => {
    for (let guard = 0; x && guard < 10; guard++) {
      if (x instanceof external_exports.ZodObject) return x;
      if (x instanceof external_exports.ZodDefault || x instanceof external_exports.ZodPrefault || x instanceof external_exports.ZodOptional || x instanceof external_exports.ZodNullable)
        x = x.unwrap();
      else if (x instanceof external_exports.ZodArray) x = x.element;
      else if (x instanceof external_exports.ZodUnion) x = x.options.map(objectOf2).find((o) => o !== void 0);
      else return void 0;
    }
    return void 0;
  };
  for (const key of path) s = objectOf2(s)?.shape[key];
  return Object.keys(objectOf2(s)?.shape ?? {});
}
var contractSchema = external_exports.strictObject({
  version: external_exports.literal(1),
  name: external_exports.string().regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    'name is the gate id: letters, digits, ".", "_" or "-", at most 64 characters'
  ),
  corpus: external_exports.union([external_exports.string(), external_exports.number()]).transform(String).optional(),
  judgments: nonEmpty,
  slices: nonEmpty.optional(),
  queries: nonEmpty.optional(),
  baseline: nonEmpty.optional(),
  measures: external_exports.array(nonEmpty).min(1).default(DEFAULT_MEASURES),
  relevance: external_exports.number().default(1),
  policy: policySchema.prefault({}),
  aggregate: external_exports.enum(AGGREGATE).default("macro"),
  weights: external_exports.record(external_exports.string(), external_exports.number().nonnegative()).optional(),
  heldout: heldoutSchema.optional(),
  gate: gateSchema.prefault({}),
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
  report: reportSettingsSchema.prefault({})
});

// src/report/history-fields.ts
var trendPointSchema = external_exports.strictObject({
  commit: text,
  /** The commit's date (from git or the push event, never the clock). */
  date: text,
  /** The contract id the record was scored under: a point under another id is not comparable with today's. */
  contract: text
});
var trendSeriesSchema = external_exports.strictObject({
  slice: text,
  main: external_exports.array(num.nullable()),
  candidate: num.nullable()
});
var staleBaselineSchema = external_exports.strictObject({
  /** Main's latest record under today's contract id. */
  commit: text,
  date: text,
  measure: text,
  /** The primary measure on `all`: the baseline's score under today's contract, and main's recorded one. */
  baseline: num,
  recorded: num,
  /** Visible slices whose primary measure differs at the 4 decimals reports show. */
  differing: count,
  /** The command that refreshes the baseline from main's run. */
  command: text
});
var trendSchema = external_exports.strictObject({
  /** The primary measure, whose values are shown. */
  measure: text,
  /** Where the history was read: the data branch and the file on it. */
  branch: text,
  file: text,
  /** Valid records in the file (the trend shows the last `points.length` of them). */
  records: count,
  points: external_exports.array(trendPointSchema),
  /** `all` first, then every slice on which a rule fired, in the verdict's order. */
  series: external_exports.array(trendSeriesSchema),
  stale: staleBaselineSchema.nullable()
});
var acceptedRefreshSchema = external_exports.strictObject({
  /** Runs in a checkout of the PR's branch, from the repository root, with the candidate run where CI writes it. */
  command: text,
  /** The baseline file the command writes, relative to the repository. */
  path: text,
  /** suggested: the command only; committed: rankgate committed it to the PR's branch; current: the branch already has it. */
  status: external_exports.enum(["suggested", "committed", "current"]),
  branch: nullableText,
  /** The commit rankgate made (status committed). */
  commit: nullableText
});

// src/report/rows.ts
var REFUSED = /* @__PURE__ */ Symbol("refused");
var defOf = (s) => s._zod.def;
function readerOf(schema) {
  const def = defOf(schema);
  if (def.coerce) return null;
  const checks = def.checks ?? [];
  switch (def.type) {
    case "string":
      return checks.length === 0 ? (v) => typeof v === "string" ? v : REFUSED : null;
    case "boolean":
      return checks.length === 0 ? (v) => typeof v === "boolean" ? v : REFUSED : null;
    case "number": {
      let int2 = false;
      let atLeastZero = false;
      for (const c of checks) {
        const d = c._zod.def;
        if (d.check === "number_format" && d.format === "safeint") int2 = true;
        else if (d.check === "greater_than" && d.value === 0 && d.inclusive === true) atLeastZero = true;
        else return null;
      }
      return (v) => typeof v === "number" && (int2 ? Number.isSafeInteger(v) : Number.isFinite(v)) && (!atLeastZero || v >= 0) ? v : REFUSED;
    }
    case "nullable": {
      const inner = checks.length === 0 && def.innerType ? readerOf(def.innerType) : null;
      return inner && ((v) => v === null ? null : inner(v));
    }
    case "array": {
      const element = checks.length === 0 && def.element ? readerOf(def.element) : null;
      return element && ((v) => listOf(v, element));
    }
    case "object": {
      if (checks.length > 0 || !def.shape || !def.catchall || defOf(def.catchall).type !== "never") return null;
      const keys = Object.keys(def.shape);
      const fields = [];
      for (const k of keys) {
        const f = readerOf(def.shape[k]);
        if (!f) return null;
        fields.push(f);
      }
      return (v) => objectOf(v, keys, fields);
    }
    default:
      return null;
  }
}
function listOf(v, element) {
  if (!Array.isArray(v)) return REFUSED;
  const out = new Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = element(v[i]);
    if (x === REFUSED) return REFUSED;
    out[i] = x;
  }
  return out;
}
function objectOf(v, keys, fields) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return REFUSED;
  const o = v;
  if (Object.keys(o).length !== keys.length) return REFUSED;
  const out = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (!Object.hasOwn(o, k)) return REFUSED;
    const x = fields[i](o[k]);
    if (x === REFUSED) return REFUSED;
    out[k] = x;
  }
  return out;
}
function rows(row) {
  const list = external_exports.array(row);
  const read = readerOf(list);
  if (!read) return list;
  return external_exports.unknown().transform((v, ctx) => {
    const out = read(v);
    if (out !== REFUSED) return out;
    const parsed = list.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.issues.push(issue);
    return external_exports.NEVER;
  });
}

// src/report/schema.ts
var REPORT_SCHEMA = "rankgate.report/2";
function column(is, what) {
  return external_exports.custom((v) => Array.isArray(v) && v.every(is), {
    error: (issue) => {
      const at = Array.isArray(issue.input) ? issue.input.findIndex((x) => !is(x)) : -1;
      return at < 0 ? `expected an array of ${what}s` : `value ${at} is not a ${what}`;
    }
  });
}
var numberColumn = column((x) => typeof x === "number" && Number.isFinite(x), "finite number");
var stringColumn = column((x) => typeof x === "string", "string");
var fileFactsSchema = external_exports.strictObject({
  path: text,
  sha256: external_exports.string().regex(/^[0-9a-f]{64}$/),
  lines: count,
  bytes: count
});
var runFactsSchema = fileFactsSchema.extend({
  format: external_exports.enum(["trec", "jsonl"]),
  tags: external_exports.array(text),
  meta: external_exports.record(text, text),
  queries: count,
  results: count,
  missing: count,
  runOnly: count,
  tieDependent: count,
  duplicatesDropped: count,
  /**
   * A run read from several files (shards split by query): each file's record, in reading order. The run's own
   * `path` then names them together, `lines`/`bytes` are their sums and `sha256` is that of their `sha256sum`
   * listing. Absent for a run read from one file.
   */
  shards: external_exports.array(fileFactsSchema).optional()
});
var sliceSchema = external_exports.strictObject({
  name: text,
  dimension: nullableText,
  value: nullableText,
  queries: count,
  /** false when under min_queries: reported, never failing */
  gated: bool,
  heldout: bool,
  /** Blind held-out slices carry no numbers, only their status. */
  blind: bool,
  status: cellStatusSchema,
  measures: external_exports.record(text, cellSchema)
});
var fileChangeSchema = external_exports.strictObject({
  /** Path in the repository (the head's, or the base's when the PR removed the file). */
  path: text,
  status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
  /** Entries (judgments: (query, document) pairs; slices: query rows) only in the head version. */
  added: count,
  /** Entries only in the base version. */
  removed: count,
  /** Entries in both versions with another grade (judgments) or other labels (slices). */
  regraded: count
});
var rescoredSchema = external_exports.strictObject({
  /** Which versions these numbers are under: the PR's (head) or the base commit's. */
  under: external_exports.enum(["base", "head"]),
  /** The verdict the gate would reach under them. */
  verdict: levelSchema,
  /** Every measure both versions score, on all queries. */
  all: external_exports.array(external_exports.strictObject({ measure: text, baseline: num, candidate: num })),
  /** The primary measure on every visible slice both versions have, with its status there. */
  slices: external_exports.array(external_exports.strictObject({ slice: text, baseline: num, candidate: num, status: cellStatusSchema }))
});
var goalpostsSchema = external_exports.strictObject({
  /** The base commit the files were read at. */
  ref: text,
  /** How the base versions were read. */
  source: external_exports.enum(["git", "api"]),
  /** Which versions the comparison used: the base commit's (default) or the PR's (contract `goalposts: head`). */
  used: external_exports.enum(["base", "head"]),
  /** true when any of the files below differs between base and head. */
  changed: bool,
  contract: external_exports.strictObject({
    path: text,
    status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
    /** Field-level diff of the resolved contracts (defaults filled in); values as JSON, null when absent. */
    changes: external_exports.array(external_exports.strictObject({ field: text, base: nullableText, head: nullableText }))
  }),
  judgments: fileChangeSchema.nullable(),
  slices: fileChangeSchema.nullable(),
  baseline: external_exports.strictObject({
    path: text,
    status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
    /** The primary measure on all queries, scored under the contract the gate used. */
    measure: text,
    base: nullableNum,
    head: nullableNum
  }).nullable(),
  /**
   * Both runs scored under the versions the gate did not use (the PR's, unless the base contract sets
   * `goalposts: head`), to show next to the report's own numbers; null when the PR changed nothing that is scored
   * (judgments, slices, contract) or the other versions could not be scored.
   */
  rescored: rescoredSchema.nullable(),
  /** To-judge pairs (unjudged under the judgments the gate used) that the PR's judgments grade: left out of the to-judge list. */
  judgedByPr: count,
  /** Why something could not be compared, or why the head versions were used. */
  notes: external_exports.array(text)
});
var reportSchema = external_exports.strictObject({
  schema: external_exports.literal(REPORT_SCHEMA),
  tool: external_exports.strictObject({ name: external_exports.literal("rankgate"), version: text }),
  gate: text,
  contract: external_exports.strictObject({
    id: text,
    file: text,
    /** The contract as the comparison read it: every default filled in (a valid contract itself). */
    resolved: contractSchema
  }),
  corpus: nullableText,
  inputs: external_exports.strictObject({
    judgments: fileFactsSchema.extend({ judgments: int, queries: int }),
    slices: fileFactsSchema.extend({ dimensions: external_exports.array(text) }).nullable(),
    queries: fileFactsSchema.nullable(),
    baseline: runFactsSchema,
    candidate: runFactsSchema
  }),
  notes: external_exports.array(text),
  warnings: external_exports.array(text),
  counts: external_exports.strictObject({
    judged: int,
    evaluated: int,
    noRelevant: int,
    heldout: int,
    withoutSliceLabels: int,
    sliceLabelsNotJudged: int
  }),
  measures: external_exports.array(external_exports.strictObject({ name: text, aggregation: external_exports.enum(["mean", "pooled", "sum", "geometric"]) })),
  primary: text,
  significance: external_exports.strictObject({
    test: external_exports.enum([...PAIRED_TEST, "none"]),
    iterations: int,
    bootstrap: int,
    alpha: num,
    correction: external_exports.enum(CORRECTION),
    seed: int,
    /** Gated (slice, measure) pairs in the family the correction covers. */
    family: int,
    /** The gate's test: always one-sided (is the candidate worse?); the descriptive p and interval are two-sided. */
    sided: external_exports.literal("one-sided"),
    /** Power the MDE is computed for. */
    power: num,
    /** Chance that an unjudged document the candidate newly showed is relevant, as the contract sets it ("judged": estimated per slice). */
    unjudgedRelevance: external_exports.union([external_exports.literal("judged"), num])
  }),
  slices: external_exports.array(sliceSchema),
  weighted: external_exports.record(text, external_exports.strictObject({ baseline: num, candidate: num, delta: num })).nullable(),
  verdict: external_exports.strictObject({
    level: levelSchema,
    summary: text,
    reasons: external_exports.array(reasonSchema),
    hiddenRegressions: int,
    regressions: int,
    /** Set when another order of tied scores would change the verdict (significance re-tested under both extremes). */
    ties: tieCheckSchema.nullable()
  }),
  ledger: external_exports.strictObject({
    measure: text,
    topk: int,
    regressed: rows(ledgerEntrySchema),
    improved: rows(ledgerEntrySchema)
  }),
  toJudge: rows(toJudgeSchema),
  /**
   * The per-query drill-down of the HTML report: the queries that moved most on the primary measure (at most
   * DRILL_DOWN_MAX each way, blind held-out queries left out), with both rankings' top k marked by judgment.
   */
  drillDown: external_exports.strictObject({
    measure: text,
    topk: int,
    regressed: rows(ledgerEntrySchema),
    improved: rows(ledgerEntrySchema)
  }),
  /** Per-query values of both runs (blind held-out queries left out), columns aligned with qids. */
  perQuery: external_exports.strictObject({
    qids: stringColumn,
    baseline: external_exports.record(text, numberColumn),
    candidate: external_exports.record(text, numberColumn)
  }),
  /** Set when the PR carries the accept label: a failing verdict is reported in full but does not fail the check. */
  acceptance: external_exports.strictObject({ label: text, by: nullableText }).nullable(),
  /** What the PR changed in the evaluation (judgments, slices, contract, baseline); null when no base commit was checked. */
  goalposts: goalpostsSchema.nullable(),
  /** Where the baseline came from and how old it is (relative to the candidate's commit date, never the clock). */
  baseline: baselineAgeSchema,
  /** The bless command, suggested when the gate passes and the candidate beats the baseline beyond the warn threshold. */
  refresh: refreshSchema,
  /** Main's recorded history of the primary measure with this PR as the last point, and whether the baseline is stale. */
  trend: trendSchema.nullable().optional(),
  /** After an accepted regression: the command that refreshes the baseline, and whether rankgate committed it. */
  acceptedRefresh: acceptedRefreshSchema.nullable().optional()
});
var ONCE = { jitless: true };
function serializeReport(report) {
  const checked = reportSchema.parse(report, ONCE);
  return JSON.stringify(checked, null, 2) + "\n";
}
function parseReport(text2) {
  return reportSchema.parse(JSON.parse(text2), ONCE);
}

export {
  levelSchema,
  cellStatusSchema,
  cellSchema,
  BROKEN_RUN_KINDS,
  reasonSchema,
  tieCheckSchema,
  ledgerEntrySchema,
  toJudgeSchema,
  policySchema,
  DEFAULT_MEASURES,
  knownKeys,
  contractSchema,
  REPORT_SCHEMA,
  fileFactsSchema,
  runFactsSchema,
  sliceSchema,
  fileChangeSchema,
  rescoredSchema,
  goalpostsSchema,
  reportSchema,
  serializeReport,
  parseReport
};
