import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
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
import {
  external_exports
} from "./shared-zod.js";

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
  measure: external_exports.string().min(1),
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
  slice: external_exports.string().min(1),
  mode: external_exports.enum(["blind", "visible"]).default("blind")
});
var coverageSchema = external_exports.strictObject({ measure: external_exports.string().min(1), min: external_exports.number().min(0).max(1) });
var gateSchema = external_exports.strictObject({
  primary: external_exports.string().optional(),
  rules: external_exports.array(ruleSchema).default([]),
  min_queries: external_exports.number().int().min(1).default(10),
  significance: external_exports.union([external_exports.literal("none"), significanceSchema]).default(significanceSchema.parse({})),
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
  const objectOf = (x) => {
    for (let guard = 0; x && guard < 10; guard++) {
      if (x instanceof external_exports.ZodObject) return x;
      if (x instanceof external_exports.ZodDefault || x instanceof external_exports.ZodOptional || x instanceof external_exports.ZodNullable)
        x = x.unwrap();
      else if (x instanceof external_exports.ZodArray) x = x.element;
      else if (x instanceof external_exports.ZodUnion) x = x.options.map(objectOf).find((o) => o !== void 0);
      else return void 0;
    }
    return void 0;
  };
  for (const key of path) s = objectOf(s)?.shape[key];
  return Object.keys(objectOf(s)?.shape ?? {});
}
var contractSchema = external_exports.strictObject({
  version: external_exports.literal(1),
  name: external_exports.string().regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    'name is the gate id: letters, digits, ".", "_" or "-", at most 64 characters'
  ),
  corpus: external_exports.union([external_exports.string(), external_exports.number()]).transform(String).optional(),
  judgments: external_exports.string().min(1),
  slices: external_exports.string().min(1).optional(),
  queries: external_exports.string().min(1).optional(),
  baseline: external_exports.string().min(1).optional(),
  measures: external_exports.array(external_exports.string().min(1)).min(1).default(DEFAULT_MEASURES),
  relevance: external_exports.number().default(1),
  policy: policySchema.default(policySchema.parse({})),
  aggregate: external_exports.enum(AGGREGATE).default("macro"),
  weights: external_exports.record(external_exports.string(), external_exports.number().nonnegative()).optional(),
  heldout: heldoutSchema.optional(),
  gate: gateSchema.default(gateSchema.parse({})),
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
  report: reportSettingsSchema.default(reportSettingsSchema.parse({}))
});

// src/compare/schema.ts
var num = external_exports.number();
var nullableNum = external_exports.number().nullable();
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
  queriesNeeded: external_exports.number().int().nullable(),
  /** The plain test's MDE > fail threshold, and delta - critical * se (the family's lower bound) does not show it above -fail: significance, not the threshold, limits the slice. */
  underpowered: external_exports.boolean()
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
  wins: external_exports.number().int(),
  ties: external_exports.number().int(),
  losses: external_exports.number().int(),
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
  slice: external_exports.string(),
  measure: external_exports.string().nullable(),
  /** null for blind held-out slices and structural reasons */
  baseline: nullableNum,
  candidate: nullableNum,
  delta: nullableNum,
  /** The threshold that was crossed, as written ("0.02" or "3%"); null for structural reasons */
  threshold: external_exports.string().nullable(),
  /** Index into gate.rules (kind rule / not-significant) or gate.guards (kind guard); null otherwise. */
  rule: external_exports.number().int().nonnegative().nullable(),
  pAdjusted: nullableNum,
  /** The decision's one-sided bound on delta (see gateStatsSchema.bound). */
  bound: nullableNum,
  mde: nullableNum,
  hidden: external_exports.boolean(),
  /** Why a would-be failure is inconclusive: the candidate's newly shown unjudged documents, at their estimated chance of relevance, would close the gap; or the candidate left the judged region (coverage). */
  because: external_exports.enum(["unjudged", "coverage"]).nullable(),
  /** The inconclusive estimate: mean chance of relevance of the newly shown unjudged documents, how many, and delta if they were judged at their chances. */
  unjudged: external_exports.strictObject({ relevance: num, documents: external_exports.number().int(), delta: num }).nullable(),
  /** The run a broken-run reason is about, where it can be either (tied-scores, inverted-scores); absent otherwise. */
  run: external_exports.enum(["baseline", "candidate"]).optional(),
  /** Queries that tripped a structural or per-query guard (at most 50 listed). */
  queries: external_exports.array(external_exports.string()),
  /** How many queries tripped it (may exceed the list). */
  queryCount: external_exports.number().int(),
  message: external_exports.string()
});
var tieCheckSchema = external_exports.strictObject({
  /** Ties broken against the candidate (baseline best, candidate worst), and for it. */
  ifAgainst: levelSchema,
  ifFor: levelSchema,
  /** Gated pairs whose own outcome differs under either extreme. */
  flips: external_exports.array(
    external_exports.strictObject({
      slice: external_exports.string(),
      measure: external_exports.string(),
      now: cellStatusSchema,
      ifAgainst: cellStatusSchema,
      ifFor: cellStatusSchema
    })
  ),
  message: external_exports.string()
});
var docSchema = external_exports.strictObject({
  docid: external_exports.string(),
  /** null = unjudged */
  grade: nullableNum
});
var ledgerEntrySchema = external_exports.strictObject({
  qid: external_exports.string(),
  text: external_exports.string().nullable(),
  slices: external_exports.array(external_exports.string()),
  baseline: num,
  candidate: num,
  delta: num,
  baselineTop: external_exports.array(docSchema),
  candidateTop: external_exports.array(docSchema),
  /** Relevant documents in the baseline's top k but not the candidate's, and the reverse. */
  relevantLeft: external_exports.array(external_exports.string()),
  relevantEntered: external_exports.array(external_exports.string()),
  missingInCandidate: external_exports.boolean()
});
var toJudgeSchema = external_exports.strictObject({
  qid: external_exports.string(),
  docid: external_exports.string(),
  baselineRank: external_exports.number().int().nullable(),
  candidateRank: external_exports.number().int().nullable(),
  impact: num
});
var baselineAgeSchema = external_exports.strictObject({
  commit: external_exports.string().nullable(),
  date: external_exports.string().nullable(),
  ageDays: external_exports.number().int().nullable(),
  /** The contract's baseline_max_age in days; null when it sets none. */
  maxAgeDays: external_exports.number().int().nullable(),
  stale: external_exports.boolean()
});
var refreshSchema = external_exports.strictObject({ command: external_exports.string(), measure: external_exports.string(), delta: num, threshold: external_exports.string() }).nullable();

// src/report/history-fields.ts
var num2 = external_exports.number();
var trendPointSchema = external_exports.strictObject({
  commit: external_exports.string(),
  /** The commit's date (from git or the push event, never the clock). */
  date: external_exports.string(),
  /** The contract id the record was scored under: a point under another id is not comparable with today's. */
  contract: external_exports.string()
});
var trendSeriesSchema = external_exports.strictObject({
  slice: external_exports.string(),
  main: external_exports.array(num2.nullable()),
  candidate: num2.nullable()
});
var staleBaselineSchema = external_exports.strictObject({
  /** Main's latest record under today's contract id. */
  commit: external_exports.string(),
  date: external_exports.string(),
  measure: external_exports.string(),
  /** The primary measure on `all`: the baseline's score under today's contract, and main's recorded one. */
  baseline: num2,
  recorded: num2,
  /** Visible slices whose primary measure differs at the 4 decimals reports show. */
  differing: external_exports.number().int().nonnegative(),
  /** The command that refreshes the baseline from main's run. */
  command: external_exports.string()
});
var trendSchema = external_exports.strictObject({
  /** The primary measure, whose values are shown. */
  measure: external_exports.string(),
  /** Where the history was read: the data branch and the file on it. */
  branch: external_exports.string(),
  file: external_exports.string(),
  /** Valid records in the file (the trend shows the last `points.length` of them). */
  records: external_exports.number().int().nonnegative(),
  points: external_exports.array(trendPointSchema),
  /** `all` first, then every slice on which a rule fired, in the verdict's order. */
  series: external_exports.array(trendSeriesSchema),
  stale: staleBaselineSchema.nullable()
});
var acceptedRefreshSchema = external_exports.strictObject({
  /** Runs in a checkout of the PR's branch, from the repository root, with the candidate run where CI writes it. */
  command: external_exports.string(),
  /** The baseline file the command writes, relative to the repository. */
  path: external_exports.string(),
  /** suggested: the command only; committed: rankgate committed it to the PR's branch; current: the branch already has it. */
  status: external_exports.enum(["suggested", "committed", "current"]),
  branch: external_exports.string().nullable(),
  /** The commit rankgate made (status committed). */
  commit: external_exports.string().nullable()
});

// src/report/schema.ts
var REPORT_SCHEMA = "rankgate.report/2";
var num3 = external_exports.number();
var nullableNum2 = external_exports.number().nullable();
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
  path: external_exports.string(),
  sha256: external_exports.string().regex(/^[0-9a-f]{64}$/),
  lines: external_exports.number().int().nonnegative(),
  bytes: external_exports.number().int().nonnegative()
});
var runFactsSchema = fileFactsSchema.extend({
  format: external_exports.enum(["trec", "jsonl"]),
  tags: external_exports.array(external_exports.string()),
  meta: external_exports.record(external_exports.string(), external_exports.string()),
  queries: external_exports.number().int().nonnegative(),
  results: external_exports.number().int().nonnegative(),
  missing: external_exports.number().int().nonnegative(),
  runOnly: external_exports.number().int().nonnegative(),
  tieDependent: external_exports.number().int().nonnegative(),
  duplicatesDropped: external_exports.number().int().nonnegative(),
  /**
   * A run read from several files (shards split by query): each file's record, in reading order. The run's own
   * `path` then names them together, `lines`/`bytes` are their sums and `sha256` is that of their `sha256sum`
   * listing. Absent for a run read from one file.
   */
  shards: external_exports.array(fileFactsSchema).optional()
});
var sliceSchema = external_exports.strictObject({
  name: external_exports.string(),
  dimension: external_exports.string().nullable(),
  value: external_exports.string().nullable(),
  queries: external_exports.number().int().nonnegative(),
  /** false when under min_queries: reported, never failing */
  gated: external_exports.boolean(),
  heldout: external_exports.boolean(),
  /** Blind held-out slices carry no numbers, only their status. */
  blind: external_exports.boolean(),
  status: cellStatusSchema,
  measures: external_exports.record(external_exports.string(), cellSchema)
});
var fileChangeSchema = external_exports.strictObject({
  /** Path in the repository (the head's, or the base's when the PR removed the file). */
  path: external_exports.string(),
  status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
  /** Entries (judgments: (query, document) pairs; slices: query rows) only in the head version. */
  added: external_exports.number().int().nonnegative(),
  /** Entries only in the base version. */
  removed: external_exports.number().int().nonnegative(),
  /** Entries in both versions with another grade (judgments) or other labels (slices). */
  regraded: external_exports.number().int().nonnegative()
});
var rescoredSchema = external_exports.strictObject({
  /** Which versions these numbers are under: the PR's (head) or the base commit's. */
  under: external_exports.enum(["base", "head"]),
  /** The verdict the gate would reach under them. */
  verdict: levelSchema,
  /** Every measure both versions score, on all queries. */
  all: external_exports.array(external_exports.strictObject({ measure: external_exports.string(), baseline: num3, candidate: num3 })),
  /** The primary measure on every visible slice both versions have, with its status there. */
  slices: external_exports.array(external_exports.strictObject({ slice: external_exports.string(), baseline: num3, candidate: num3, status: cellStatusSchema }))
});
var goalpostsSchema = external_exports.strictObject({
  /** The base commit the files were read at. */
  ref: external_exports.string(),
  /** How the base versions were read. */
  source: external_exports.enum(["git", "api"]),
  /** Which versions the comparison used: the base commit's (default) or the PR's (contract `goalposts: head`). */
  used: external_exports.enum(["base", "head"]),
  /** true when any of the files below differs between base and head. */
  changed: external_exports.boolean(),
  contract: external_exports.strictObject({
    path: external_exports.string(),
    status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
    /** Field-level diff of the resolved contracts (defaults filled in); values as JSON, null when absent. */
    changes: external_exports.array(external_exports.strictObject({ field: external_exports.string(), base: external_exports.string().nullable(), head: external_exports.string().nullable() }))
  }),
  judgments: fileChangeSchema.nullable(),
  slices: fileChangeSchema.nullable(),
  baseline: external_exports.strictObject({
    path: external_exports.string(),
    status: external_exports.enum(["unchanged", "changed", "added", "removed", "unreadable"]),
    /** The primary measure on all queries, scored under the contract the gate used. */
    measure: external_exports.string(),
    base: nullableNum2,
    head: nullableNum2
  }).nullable(),
  /**
   * Both runs scored under the versions the gate did not use (the PR's, unless the base contract sets
   * `goalposts: head`), to show next to the report's own numbers; null when the PR changed nothing that is scored
   * (judgments, slices, contract) or the other versions could not be scored.
   */
  rescored: rescoredSchema.nullable(),
  /** To-judge pairs (unjudged under the judgments the gate used) that the PR's judgments grade: left out of the to-judge list. */
  judgedByPr: external_exports.number().int().nonnegative(),
  /** Why something could not be compared, or why the head versions were used. */
  notes: external_exports.array(external_exports.string())
});
var reportSchema = external_exports.strictObject({
  schema: external_exports.literal(REPORT_SCHEMA),
  tool: external_exports.strictObject({ name: external_exports.literal("rankgate"), version: external_exports.string() }),
  gate: external_exports.string(),
  contract: external_exports.strictObject({
    id: external_exports.string(),
    file: external_exports.string(),
    /** The contract as the comparison read it: every default filled in (a valid contract itself). */
    resolved: contractSchema
  }),
  corpus: external_exports.string().nullable(),
  inputs: external_exports.strictObject({
    judgments: fileFactsSchema.extend({ judgments: external_exports.number().int(), queries: external_exports.number().int() }),
    slices: fileFactsSchema.extend({ dimensions: external_exports.array(external_exports.string()) }).nullable(),
    queries: fileFactsSchema.nullable(),
    baseline: runFactsSchema,
    candidate: runFactsSchema
  }),
  notes: external_exports.array(external_exports.string()),
  warnings: external_exports.array(external_exports.string()),
  counts: external_exports.strictObject({
    judged: external_exports.number().int(),
    evaluated: external_exports.number().int(),
    noRelevant: external_exports.number().int(),
    heldout: external_exports.number().int(),
    withoutSliceLabels: external_exports.number().int(),
    sliceLabelsNotJudged: external_exports.number().int()
  }),
  measures: external_exports.array(external_exports.strictObject({ name: external_exports.string(), aggregation: external_exports.enum(["mean", "pooled", "sum", "geometric"]) })),
  primary: external_exports.string(),
  significance: external_exports.strictObject({
    test: external_exports.enum([...PAIRED_TEST, "none"]),
    iterations: external_exports.number().int(),
    bootstrap: external_exports.number().int(),
    alpha: num3,
    correction: external_exports.enum(CORRECTION),
    seed: external_exports.number().int(),
    /** Gated (slice, measure) pairs in the family the correction covers. */
    family: external_exports.number().int(),
    /** The gate's test: always one-sided (is the candidate worse?); the descriptive p and interval are two-sided. */
    sided: external_exports.literal("one-sided"),
    /** Power the MDE is computed for. */
    power: num3,
    /** Chance that an unjudged document the candidate newly showed is relevant, as the contract sets it ("judged": estimated per slice). */
    unjudgedRelevance: external_exports.union([external_exports.literal("judged"), num3])
  }),
  slices: external_exports.array(sliceSchema),
  weighted: external_exports.record(external_exports.string(), external_exports.strictObject({ baseline: num3, candidate: num3, delta: num3 })).nullable(),
  verdict: external_exports.strictObject({
    level: levelSchema,
    summary: external_exports.string(),
    reasons: external_exports.array(reasonSchema),
    hiddenRegressions: external_exports.number().int(),
    regressions: external_exports.number().int(),
    /** Set when another order of tied scores would change the verdict (significance re-tested under both extremes). */
    ties: tieCheckSchema.nullable()
  }),
  ledger: external_exports.strictObject({
    measure: external_exports.string(),
    topk: external_exports.number().int(),
    regressed: external_exports.array(ledgerEntrySchema),
    improved: external_exports.array(ledgerEntrySchema)
  }),
  toJudge: external_exports.array(toJudgeSchema),
  /**
   * The per-query drill-down of the HTML report: the queries that moved most on the primary measure (at most
   * DRILL_DOWN_MAX each way, blind held-out queries left out), with both rankings' top k marked by judgment.
   */
  drillDown: external_exports.strictObject({
    measure: external_exports.string(),
    topk: external_exports.number().int(),
    regressed: external_exports.array(ledgerEntrySchema),
    improved: external_exports.array(ledgerEntrySchema)
  }),
  /** Per-query values of both runs (blind held-out queries left out), columns aligned with qids. */
  perQuery: external_exports.strictObject({
    qids: stringColumn,
    baseline: external_exports.record(external_exports.string(), numberColumn),
    candidate: external_exports.record(external_exports.string(), numberColumn)
  }),
  /** Set when the PR carries the accept label: a failing verdict is reported in full but does not fail the check. */
  acceptance: external_exports.strictObject({ label: external_exports.string(), by: external_exports.string().nullable() }).nullable(),
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
function parseReport(text) {
  return reportSchema.parse(JSON.parse(text), ONCE);
}

export {
  policySchema,
  DEFAULT_MEASURES,
  knownKeys,
  contractSchema,
  levelSchema,
  cellStatusSchema,
  cellSchema,
  BROKEN_RUN_KINDS,
  reasonSchema,
  tieCheckSchema,
  ledgerEntrySchema,
  toJudgeSchema,
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
