import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  AGGREGATE,
  CORRECTION,
  DUPLICATES,
  MISSING,
  NO_RELEVANT,
  TIES,
  UNJUDGED
} from "./shared-contract-choices.js";
import {
  external_exports
} from "./shared-zod.js";
import {
  INVISIBLE_OR_CONTROL,
  InputError,
  hasInvisible,
  quote
} from "./shared-errors.js";

// src/git/repo.ts
import { execFileSync } from "node:child_process";
import { realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
var GIT_MAX = 1 << 30;
function isBranchName(name) {
  return /^[A-Za-z0-9._/-]{1,200}$/.test(name) && !/(^[-/.]|\.\.|\/\/|\/$|\.lock$|\.$)/.test(name);
}
function gitRoot(dir) {
  try {
    return execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}
function repositoryRoot(path, within) {
  let dir = resolve(path);
  try {
    if (!statSync(dir).isDirectory()) dir = dirname(dir);
  } catch {
    dir = dirname(dir);
  }
  const root = gitRoot(dir);
  if (root === null) return null;
  const r = relative(realpathOr(within), realpathOr(root));
  if (r.startsWith("..") || isAbsolute(r)) return null;
  return join(resolve(within), r);
}
function realpathOr(p) {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}
function gitCommit(root, ref) {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}
function gitDate(root, ref = "HEAD") {
  try {
    return execFileSync("git", ["show", "-s", "--format=%cI", ref], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || void 0;
  } catch {
    return void 0;
  }
}
function gitReader(root, sha) {
  const commit = gitCommit(root, sha);
  if (!commit) return null;
  return {
    source: "git",
    read: async (path) => {
      try {
        const type = execFileSync("git", ["cat-file", "-t", `${commit}:${path}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
        if (type !== "blob") return null;
      } catch {
        return null;
      }
      return execFileSync("git", ["cat-file", "blob", `${commit}:${path}`], { cwd: root, maxBuffer: GIT_MAX, stdio: ["ignore", "pipe", "pipe"] });
    }
  };
}

// src/read/paths.ts
import { existsSync, realpathSync as realpathSync2 } from "node:fs";
import { basename, dirname as dirname2, isAbsolute as isAbsolute2, join as join2, relative as relative2, resolve as resolve2 } from "node:path";
function isInside(root, path) {
  const r = relative2(root, path);
  return r === "" || !r.startsWith("..") && !isAbsolute2(r);
}
function realOf(path) {
  const abs = resolve2(path);
  const rest = [];
  let p = abs;
  for (; ; ) {
    try {
      return join2(realpathSync2(p), ...rest.reverse());
    } catch {
      const up = dirname2(p);
      if (up === p) return abs;
      rest.push(basename(p));
      p = up;
    }
  }
}
function confine(input, base, scope, what) {
  const path = resolve2(base, input);
  const root = realOf(scope.root);
  const real = realOf(path);
  if (!isInside(root, real)) {
    const how = real !== path && isInside(root, path) ? `is a link to ${inline(real)}, outside` : "resolves outside";
    throw new InputError(`${what} (${inline(input)}) ${how} ${scope.name} ${inline(root)}`, {}, scope.fix);
  }
  return path;
}
function inline(s) {
  const q2 = quote(s, 200);
  return q2.startsWith('"') && q2.endsWith('"') ? q2.slice(1, -1) : q2;
}
function defaultRoot(dir, cwd = process.cwd()) {
  let d = resolve2(dir);
  for (; ; ) {
    if (existsSync(join2(d, ".git"))) return { root: d, name: "the repository the contract is in" };
    const up = dirname2(d);
    if (up === d) break;
    d = up;
  }
  if (isInside(resolve2(cwd), resolve2(dir))) return { root: resolve2(cwd), name: "the working directory" };
  return { root: resolve2(dir), name: "the contract's folder" };
}

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
var heldoutSchema = external_exports.strictObject({ slice: external_exports.string().min(1), mode: external_exports.enum(["blind", "visible"]).default("blind") });
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
      if (x instanceof external_exports.ZodDefault || x instanceof external_exports.ZodOptional || x instanceof external_exports.ZodNullable) x = x.unwrap();
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
  name: external_exports.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'name is the gate id: letters, digits, ".", "_" or "-", at most 64 characters'),
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
  /** Descriptive two-sided paired randomization p, unadjusted. */
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
var reasonKindSchema = external_exports.enum(["rule", "not-significant", "missing", "guard", "no-overlap", "tied-scores", "inverted-scores", "same-results"]);
var BROKEN_RUN_KINDS = ["missing", "no-overlap", "tied-scores", "inverted-scores", "same-results"];
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
  flips: external_exports.array(external_exports.strictObject({ slice: external_exports.string(), measure: external_exports.string(), now: cellStatusSchema, ifAgainst: cellStatusSchema, ifFor: cellStatusSchema })),
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

// src/compare/levels.ts
var LEVELS = levelSchema.options;
var RANK = new Map(LEVELS.map((l, i) => [l, i]));
var worse = (a, b) => RANK.get(a) >= RANK.get(b) ? a : b;
function reaches(level, failOn) {
  if (failOn === "never") return false;
  return RANK.get(level) >= RANK.get(failOn);
}

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
  duplicatesDropped: external_exports.number().int().nonnegative()
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
    test: external_exports.enum(["randomization", "none"]),
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
  drillDown: external_exports.strictObject({ measure: external_exports.string(), topk: external_exports.number().int(), regressed: external_exports.array(ledgerEntrySchema), improved: external_exports.array(ledgerEntrySchema) }),
  /** Per-query values of both runs (blind held-out queries left out), columns aligned with qids. */
  perQuery: external_exports.strictObject({
    qids: external_exports.array(external_exports.string()),
    baseline: external_exports.record(external_exports.string(), external_exports.array(num3)),
    candidate: external_exports.record(external_exports.string(), external_exports.array(num3))
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
function serializeReport(report) {
  const checked = reportSchema.parse(report);
  return JSON.stringify(checked, null, 2) + "\n";
}
function parseReport(text) {
  return reportSchema.parse(JSON.parse(text));
}

// src/report/marker.ts
var GATE_ID = /^[A-Za-z0-9._-]+$/;
function commentMarker(gate) {
  if (!GATE_ID.test(gate)) throw new Error(`not a gate id: ${JSON.stringify(gate.slice(0, 80))}`);
  return `<!-- rankgate:gate=${gate} -->`;
}
function isMarked(body, marker) {
  if (!body.startsWith(marker)) return false;
  const rest = body.slice(marker.length);
  return rest === "" || rest.startsWith("\n") || rest.startsWith("\r\n");
}

// src/report/escape.ts
function visible(text) {
  return text.replace(INVISIBLE_OR_CONTROL, (c) => c === "	" ? " " : `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}
function code(text, inTable = true) {
  const t = visible(text).replace(/<!--/g, "<U+003C>!--");
  if (!inTable) return span(t);
  const parts = t.split(/(?<=\\)(?=\|)/);
  return parts.map((p) => span(p.replace(/\|/g, "\\|"))).join("<wbr>");
}
function span(t) {
  if (t === "") return "` `";
  let longest = 0;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  const pad = t.startsWith("`") || t.endsWith("`") || t.startsWith(" ") || t.endsWith(" ") ? " " : "";
  return `${fence}${pad}${t}${pad}${fence}`;
}
function codeBlock(text, info = "") {
  const lines = (typeof text === "string" ? [text] : text).map((t) => visible(t.replace(/[\r\n]+/g, " ")).replace(/<!--/g, "<U+003C>!--"));
  let longest = 2;
  for (const t of lines) for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  return [`${fence}${info}`, ...lines, fence];
}
function prose(s) {
  const risky = /[\\`*_[\]<>|@#&~!$^]|:\/\/|www\./i;
  return s.replace(/[\r\n\t]+/g, " ").split(/( +)/).map((w) => w.trim() && (risky.test(w) || hasInvisible(w)) ? code(w, false) : w).join("");
}
function terminal(s) {
  return visible(s);
}
function html(s) {
  return visible(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
var PLAIN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_%-]*(?:\.\d[A-Za-z0-9_%-]*)*(?:@\d+)?$/;
function token(s, inTable = false) {
  return PLAIN_TOKEN.test(s) ? s : code(s, inTable);
}
function tokenHtml(s) {
  return PLAIN_TOKEN.test(s) ? s : `<code>${html(s)}</code>`;
}

// src/numbers.ts
var f4 = (x) => x.toFixed(4);
var signed = (x) => Math.abs(x) < 5e-5 ? "\xB10.0000" : (x > 0 ? "+" : "\u2212") + Math.abs(x).toFixed(4);
var fmtP = (p) => p === null ? "\u2014" : p < 1e-4 ? "<0.0001" : p.toFixed(4);

// src/compare/glob.ts
function globMatch(pattern, name) {
  let p = 0;
  let n = 0;
  let star = -1;
  let mark3 = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark3 = n;
    } else if (star >= 0) {
      p = star + 1;
      n = ++mark3;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
function isGlob(pattern) {
  return pattern.includes("*");
}

// src/compare/refresh.ts
function maxAgeDays(value) {
  if (value === void 0) return null;
  if (typeof value === "number") return value;
  const m = /^(\d+)\s*([dw])$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * (m[2] === "w" ? 7 : 1);
}
function parseDate(text) {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : null;
}
function baselineAge(meta, candidateDate, maxAge) {
  const commit = meta["commit"] ?? null;
  const date = meta["date"] ?? null;
  const made = parseDate(date);
  const now = parseDate(candidateDate);
  const ageDays = made !== null && now !== null ? Math.max(0, Math.floor((now - made) / 864e5)) : null;
  const maxAgeDaysValue = maxAgeDays(maxAge);
  return { commit, date, ageDays, maxAgeDays: maxAgeDaysValue, stale: ageDays !== null && maxAgeDaysValue !== null && ageDays > maxAgeDaysValue };
}
function allSliceThreshold(contract, measure) {
  for (const r of contract.gate.rules) {
    if (r.measure !== measure) continue;
    const sel = Array.isArray(r.slices) ? r.slices : [r.slices];
    if (!sel.some((p) => globMatch(p, "all"))) continue;
    const t = r.warn ?? r.fail;
    if (t !== void 0) return t;
  }
  return null;
}
function shellQuote(s) {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function refreshSuggestion(contract, level, primary, all, contractFile, runFile) {
  if (level !== "pass" || !all) return null;
  const alpha = contract.gate.significance === "none" ? null : contract.gate.significance.alpha;
  if (alpha !== null && !(all.p !== null && all.p < alpha && all.ci[0] > 0)) return null;
  const t = allSliceThreshold(contract, primary);
  if (t === null) return null;
  const allowance = typeof t === "number" ? t : Number(t.slice(0, -1)) / 100 * Math.abs(all.baseline);
  if (!(all.delta > allowance)) return null;
  return {
    command: `npx rankgate baseline --contract ${shellQuote(contractFile)} --run ${shellQuote(runFile)}`,
    measure: primary,
    delta: all.delta,
    threshold: String(t)
  };
}

// src/report/trend.ts
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
var GAP = "\xB7";
function sparkline(values, lo, hi) {
  return values.map((v) => {
    if (v === null) return GAP;
    if (!(hi > lo)) return BARS[3];
    const i = Math.round((v - lo) / (hi - lo) * (BARS.length - 1));
    return BARS[Math.min(BARS.length - 1, Math.max(0, i))];
  }).join("");
}
function row(s) {
  const values = [...s.main, s.candidate].filter((v) => v !== null);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const main = sparkline(s.main, lo, hi);
  const pr = s.candidate === null ? GAP : sparkline([s.candidate], lo, hi);
  let latest = null;
  for (const v of s.main) if (v !== null) latest = v;
  return { spark: `${main} \u2192 ${pr}`, latest };
}
function trendLines(r, code2) {
  const t = r.trend;
  if (!t || t.points.length === 0) return [];
  const out = [
    `#### ${token(t.measure)} on main, last ${t.points.length} record${t.points.length === 1 ? "" : "s"} \u2192 this PR`,
    "",
    "| slice | main, oldest \u2192 latest \u2192 this PR | latest main | this PR | \u0394 |",
    "|:--|:--|--:|--:|--:|"
  ];
  for (const s of t.series) {
    const { spark, latest } = row(s);
    const name = s.slice === "all" ? "**all**" : code2(s.slice);
    const delta = latest !== null && s.candidate !== null ? signed(s.candidate - latest) : "\u2014";
    out.push(`| ${name} | \`${spark}\` | ${latest === null ? "\u2014" : f4(latest)} | ${s.candidate === null ? "\u2014" : f4(s.candidate)} | ${delta} |`);
  }
  const other = t.points.filter((p) => p.contract !== r.contract.id).length;
  const first = t.points[0];
  const last = t.points[t.points.length - 1];
  const span2 = first === last ? `commit ${code2(first.commit.slice(0, 12), false)}` : `commits ${code2(first.commit.slice(0, 12), false)} (${code2(first.date.slice(0, 10), false)}) to ${code2(last.commit.slice(0, 12), false)} (${code2(last.date.slice(0, 10), false)})`;
  const note = [`From ${code2(t.file, false)} on branch ${code2(t.branch, false)}: ${t.points.length} of ${t.records} records, ${span2}; ${GAP} = slice not in that record.`];
  if (other > 0) note.push(`${other} of these ${other === 1 ? "was" : "were"} scored under another contract id than today's ${code2(r.contract.id, false)} (judgments, slices or contract changed): not comparable with the rest.`);
  out.push("", `<sub>${note.join(" ")}</sub>`, "");
  return out;
}
function commandBlock(commands, indent = "") {
  return [...codeBlock(commands, "sh").map((l) => indent + l), ""];
}
function staleLines(r, code2) {
  const s = r.trend?.stale;
  if (!s) return [];
  const others = s.differing > 1 ? ` (it differs on ${s.differing} slices)` : "";
  return [
    `\u26A0\uFE0F **The baseline is stale:** main's latest record (commit ${code2(s.commit.slice(0, 12), false)}, ${code2(s.date, false)}) has ${token(s.measure)} on all queries ${f4(s.recorded)}, but the committed baseline scores ${f4(s.baseline)} under the same contract${others}. PRs are compared with a main that no longer exists. Refresh the baseline from main's run at that commit (the run your CI writes to ${code2(r.inputs.candidate.path, false)}), then commit it:`,
    "",
    ...commandBlock(s.command)
  ];
}

// src/report/statistics.ts
function cellStatistics(c) {
  const g = c.gate;
  if (g && g.pAdjusted !== null) return { gated: true, p: fmtP(g.pAdjusted), interval: g.bound !== null ? `\u0394 \u2264 ${signed(g.bound)}` : "\u0394 \u2264 \u221E" };
  return { gated: false, p: fmtP(c.p), interval: `[${signed(c.ci[0])}, ${signed(c.ci[1])}]` };
}
var CORRECTION2 = {
  "westfall-young": "adjusted over the {n} gated pairs by Westfall\u2013Young step-down on one joint sign-flip permutation",
  holm: "adjusted over the {n} gated pairs by Holm",
  bh: "adjusted over the {n} gated pairs by Benjamini\u2013Hochberg",
  none: "not adjusted (correction: none)"
};
function statisticsLegend(r, mark3) {
  const s = r.significance;
  if (s.test === "none") return "p and intervals: not computed (significance is off: the thresholds alone decide).";
  const level = Math.round((1 - s.alpha) * 100);
  return `${mark3} Where a gated drop crosses a threshold, the cell shows the gate's own test of that decision: one-sided (is the candidate worse?), p ${CORRECTION2[s.correction].replace("{n}", String(s.family))}, and \u0394 \u2264 b, a one-sided ${level}% upper confidence bound on \u0394 that holds for every gated pair at once (it does not depend on the thresholds, so it is not the decision: a fail needs the drop beyond the threshold and significant). Elsewhere no decision is at stake and the cell is descriptive: two-sided paired randomization p and 95% paired bootstrap interval, unadjusted.`;
}
function powerLegend(r) {
  return `Underpowered: a gated slice where significance, not the threshold, limits what the gate catches (the plain one-sided test detects less than a drop of the fail threshold with ${Math.round(r.significance.power * 100)}% power) and whose lower bound \u0394 \u2212 c\xB7se does not show the drop within it, or whose drop beyond the fail threshold the family does not confirm: it cannot tell a pass from a regression, so it is never shown as a pass. MDE: the true drop at which the gate fails with that power; a drop of exactly the threshold fails about half the time at any size.`;
}
function optimisticLegend(r) {
  const relevance = Number(r.contract.resolved["relevance"] ?? 1);
  return `Upper bound: the most each run's value could rise to if unjudged documents it retrieved were judged relevant (grade ${relevance}); never below the value itself. Far above the value means the judgments leave room for the number to move. Not given for Judged@k, which judging can only raise to 1.`;
}
function hasOptimistic(measure) {
  return !/^Judged@/.test(measure);
}
function measureLabel(m, name = (n) => n) {
  const how = { mean: "", pooled: " (micro)", sum: " (sum)", geometric: " (geometric mean)" };
  return name(m.name) + how[m.aggregation];
}

// src/report/next-steps.ts
import { posix } from "node:path";
var DEFAULT_ACCEPT_LABEL = "rankgate: accept";
var q = (s) => shellQuote(visible(s));
function download(ctx) {
  if (!ctx.artifact || !ctx.runId) return null;
  const dir = `.rankgate/run-${ctx.runId}`;
  const repo = ctx.repository ? ` -R ${q(ctx.repository)}` : "";
  return { dir, command: `gh run download ${q(ctx.runId)}${repo} -n ${q(ctx.artifact.name)} -D ${dir}` };
}
function localRun(r, ctx) {
  const d = download(ctx);
  if (d && ctx.artifact?.runFile) return { path: `${d.dir}/${ctx.artifact.runFile}`, fetch: d.command };
  return { path: r.inputs.candidate.path, fetch: null };
}
function baselineFlag(r) {
  const named = r.contract.resolved["baseline"];
  if (typeof named !== "string") return ` --baseline ${q(r.inputs.baseline.path)}`;
  const expected = posix.normalize(posix.join(posix.dirname(r.contract.file.split("\\").join("/")), named));
  return expected === posix.normalize(r.inputs.baseline.path) ? "" : ` --baseline ${q(r.inputs.baseline.path)}`;
}
function reproduceCommands(r, ctx) {
  const run = localRun(r, ctx);
  const base = ctx.baseBranch ? ` --base-ref ${q(`origin/${ctx.baseBranch}`)}` : r.goalposts ? ` --base-ref ${q(r.goalposts.ref)}` : "";
  const fetchBase = ctx.baseBranch ? [`git fetch origin ${q(ctx.baseBranch)}`] : [];
  return [
    ...run.fetch ? [run.fetch] : [],
    ...fetchBase,
    `npx rankgate compare${base} --contract ${q(r.contract.file)}${baselineFlag(r)} --run ${q(run.path)}`
  ];
}
function refreshCommands(r, ctx) {
  const run = localRun(r, ctx);
  const out = baselineFlag(r) ? ` --out ${q(r.inputs.baseline.path)}` : "";
  return [
    ...run.fetch ? [run.fetch] : [],
    `npx rankgate baseline --contract ${q(r.contract.file)} --run ${q(run.path)}${out}`,
    `git add ${q(r.inputs.baseline.path)} && git commit -m ${q("rankgate: refresh the baseline")}`
  ];
}
function acceptedRefreshCommands(r, ctx) {
  const a = r.acceptedRefresh;
  if (a?.status !== "suggested") return null;
  const run = localRun(r, ctx);
  const from = ` --run ${q(r.inputs.candidate.path)}`;
  if (!run.fetch || !a.command.includes(from)) return [a.command];
  return [run.fetch, a.command.replace(from, ` --run ${q(run.path)}`)];
}
function runSource(r, ctx) {
  const run = localRun(r, ctx);
  if (run.fetch) return ["the first line downloads the candidate run CI produced (GitHub CLI)"];
  return ["with the candidate run where your retrieval writes it (", { code: r.inputs.candidate.path }, ")"];
}
function reasonSpans(x) {
  if (BROKEN_RUN_KINDS.includes(x.kind) || x.kind === "guard") return [{ prose: x.message }];
  const where = [x.measure === null ? "a measure" : { token: x.measure }, " on ", { code: x.slice }];
  if (x.delta === null) return [...where, ` is ${x.level} (held out, blind)`];
  if (x.kind === "not-significant") {
    const mde = x.mde !== null ? `; this slice can only detect drops of ${x.mde.toFixed(4)} or more` : "";
    return [...where, ` fell ${signed(x.delta)}, beyond the fail threshold `, { token: String(x.threshold) }, ` but not significantly${mde}`];
  }
  const judged = x.because === "unjudged" && x.unjudged ? `, but ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? "" : "s"} the candidate newly shows could explain the drop` : x.because === "coverage" ? ", but the candidate left the judged region (judged coverage below the minimum)" : "";
  return [...where, ` fell ${signed(x.delta)}, beyond its ${x.level === "warn" ? "warn" : "fail"} threshold `, { token: String(x.threshold) }, `${judged ? "" : ", significantly"}${judged}`];
}
function whatFailed(r) {
  const v = r.verdict;
  const worst = v.reasons.find((x) => x.level === v.level) ?? v.reasons[0];
  if (!worst) return [`the verdict is ${v.level}.`];
  const out = [...reasonSpans(worst)];
  if (worst.hidden) out.push(", while the average over all queries does not show it");
  const more = v.reasons.length - 1;
  if (more > 0) out.push(` (${more} more reason${more === 1 ? "" : "s"} above)`);
  out.push(".");
  return out;
}
function nextSteps(r, ctx) {
  const v = r.verdict;
  if (v.level === "pass") return [];
  const accepted = r.acceptance !== null;
  const steps = [{ title: v.level === "warn" ? "What was flagged" : v.level === "inconclusive" ? "Why inconclusive" : "What failed", text: whatFailed(r) }];
  if (accepted) {
    if (!r.acceptedRefresh) steps.push({
      title: "Refresh the baseline in this PR",
      text: ["the regression is accepted, so make the candidate the baseline on this branch, or every later PR is held to the level this one gives up. From the repository root; ", ...runSource(r, ctx), ":"],
      commands: refreshCommands(r, ctx)
    });
  } else if (v.level !== "warn" && ctx.acceptLabel !== null) {
    const label = ctx.acceptLabel ?? DEFAULT_ACCEPT_LABEL;
    steps.push({
      title: "If the trade-off is intended",
      text: ctx.acceptLabel === void 0 ? ["add the accept label (", { code: label }, " by default) to the pull request: adding it re-runs the check, which then passes and keeps this report. Otherwise push a fix: every push re-runs it."] : ["add the label ", { code: label }, " to this pull request: adding it re-runs the check, which then passes and keeps this report (remove the label to gate again). Otherwise push a fix: every push re-runs it."]
    });
  }
  const unjudged = v.reasons.some((x) => x.because !== null);
  if (unjudged && r.toJudge.length > 0) {
    const where = r.goalposts && r.goalposts.used === "base" ? [" in a pull request of their own to the base branch (the gate reads judgments from the base commit, so judging them here does not change this verdict), then re-run this check"] : [", then re-run this check"];
    steps.push({
      title: "Judge the documents that decide it",
      text: [`grade the ${r.toJudge.length} (query, document) pair${r.toJudge.length === 1 ? "" : "s"} in `, { code: "to-judge.qrels" }, " (in the artifact, most consequential first: replace each ? with a grade) and add the lines to ", { code: r.inputs.judgments.path }, ...where, "."]
    });
  }
  steps.push({ title: "Reproduce locally", text: ["from the repository root with this PR checked out; ", ...runSource(r, ctx), ". Add ", { code: "--format html --out DIR" }, " for the HTML report:"], commands: reproduceCommands(r, ctx) });
  const l = ctx.links ?? {};
  const links = [];
  if (l.html) links.push({ link: l.html, text: "report.html" }, " (opens in the browser)");
  if (l.artifact) {
    if (links.length) links.push(" \xB7 ");
    links.push({ link: l.artifact, text: "artifact" });
    if (ctx.artifact) links.push(" ", { code: ctx.artifact.name });
    links.push(` (report.json, report.html, per-query.csv, to-judge.qrels${ctx.artifact?.runFile ? ", the candidate run" : ""})`);
  }
  if (l.run) links.push(...links.length ? [" \xB7 "] : [], { link: l.run, text: "workflow run" });
  if (links.length) steps.push({ title: "Details", text: links });
  return steps;
}
function safeUrl(url) {
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%/-]*)?$/.test(url);
}
function refreshAdvice(r, ctx) {
  const f = r.refresh;
  if (!f) return null;
  const how = r.significance.test === "none" ? "by more than" : "significantly and by more than";
  const head = ["the candidate beats the baseline: ", { token: f.measure }, ` on all queries ${signed(f.delta)}, ${how} the threshold `, { token: f.threshold }, ". Make it the baseline, so later PRs are held to the new level"];
  const run = localRun(r, ctx);
  if (run.fetch) {
    return { text: [...head, ": in this PR, from the repository root (the first line downloads the candidate run CI produced), so the new baseline merges with the change that earned it:"], commands: refreshCommands(r, ctx) };
  }
  if (ctx.runId) {
    return { text: [...head, ": after the merge, on the main branch, once main's run is where your retrieval writes it (", { code: r.inputs.candidate.path }, "):"], commands: refreshCommands(r, ctx) };
  }
  return { text: [...head, ": from here, where the run is:"], commands: refreshCommands(r, ctx) };
}

// src/report/spans.ts
function reasonSpans2(x) {
  if (BROKEN_RUN_KINDS.includes(x.kind)) return [{ strong: [x.run === "baseline" ? "Broken baseline:" : "Broken run:"] }, " ", { prose: x.message }];
  if (x.kind === "guard") return [{ strong: ["Guard on ", { token: x.measure ?? "" }, ":"] }, " ", { prose: x.message }];
  const where = { strong: [{ token: x.measure ?? "" }, " on ", { code: x.slice }] };
  if (x.baseline === null || x.candidate === null || x.delta === null) return [where, ` (held out, blind): ${x.level}`];
  if (x.kind === "not-significant") {
    let s2 = " but not significant";
    if (x.pAdjusted !== null) s2 += ` (p=${fmtP(x.pAdjusted)}, one-sided, adjusted)`;
    s2 += x.mde !== null ? `; this slice can only detect drops of ${f4(x.mde)} or more` : "; this slice cannot detect a drop of any size";
    return [where, ` fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}), beyond the fail threshold `, { token: String(x.threshold) }, s2];
  }
  const head = ` fell ${f4(x.baseline)} \u2192 ${f4(x.candidate)} (${signed(x.delta)}; ${x.level === "warn" ? "warn" : "fail"} threshold `;
  let s = "";
  if (x.pAdjusted !== null) s += `; p=${fmtP(x.pAdjusted)} one-sided, adjusted`;
  if (x.bound !== null) s += `; \u0394 \u2264 ${signed(x.bound)}, one-sided bound, family-adjusted`;
  s += ")";
  if (x.because === "unjudged" && x.unjudged) s += ` \u2014 inconclusive: ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? "" : "s"} the candidate newly shows, relevant with a mean chance of ${x.unjudged.relevance.toFixed(2)}, would leave ${signed(x.unjudged.delta)}; judge them (to-judge list)`;
  if (x.because === "coverage") s += " \u2014 inconclusive: the candidate left the judged region (its judged coverage fell below the minimum where the baseline's is above it); judge its results (to-judge list)";
  return [where, head, { token: String(x.threshold) }, s];
}

// src/report/accepted.ts
function acceptedRefreshLines(r, code2, ctx = {}) {
  const a = r.acceptedRefresh;
  if (!a) return [];
  const block = commandBlock(a.command);
  const path = code2(a.path, false);
  if (a.status === "committed") {
    const where2 = a.branch !== null ? ` to this PR's branch ${code2(a.branch, false)}` : "";
    const commit = a.commit !== null ? ` (commit ${code2(a.commit.slice(0, 12), false)})` : "";
    return [`\u{1F504} **Baseline refreshed:** rankgate committed ${path}${where2}${commit}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted. It is what this command writes:`, "", ...block];
  }
  if (a.status === "current") {
    return [`\u{1F504} **Baseline refreshed:** ${path} on this PR's branch already holds this candidate's ranking; later PRs are compared with what was accepted once this is merged.`, ""];
  }
  const commands = acceptedRefreshCommands(r, ctx);
  const where = commands.length > 1 ? "from the repository root (the first line downloads the candidate run CI produced)" : "with the candidate run where CI writes it, from the repository root";
  return [`\u{1F504} **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up: on this PR's branch, ${where}, run this and commit ${path}:`, "", ...commandBlock(commands)];
}

// src/report/order.ts
var SEVERITY = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, "not-gated": 5, "too-small": 6 };
function rowStatus(s, measure) {
  return s.measures[measure]?.status ?? s.status;
}
function sliceOrder(r) {
  const m = r.primary;
  const rows = r.slices.filter((s) => s.name !== "all");
  rows.sort((a, b) => {
    const sa = SEVERITY[rowStatus(a, m)] - SEVERITY[rowStatus(b, m)];
    if (sa !== 0) return sa;
    const da = a.measures[m]?.delta ?? Infinity;
    const db = b.measures[m]?.delta ?? Infinity;
    return da - db || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
  const all = r.slices.find((s) => s.name === "all");
  return all ? [all, ...rows] : rows;
}
function chartRows(r, max = 30) {
  return sliceOrder(r).filter((s) => s.measures[r.primary]).slice(0, max);
}
function identicalRuns(r) {
  if (r.perQuery.qids.length === 0) return false;
  for (const m of Object.keys(r.perQuery.baseline)) {
    const b = r.perQuery.baseline[m];
    const c = r.perQuery.candidate[m];
    for (let i = 0; i < b.length; i++) if (b[i] !== c[i]) return false;
  }
  return true;
}

// src/report/html-template.ts
var Markup = class _Markup {
  constructor(text) {
    this.text = text;
  }
  text;
  static of(text) {
    return new _Markup(text);
  }
  toString() {
    return this.text;
  }
};
function piece(v) {
  if (v === null || v === void 0 || v === false || v === true) return "";
  if (v instanceof Markup) return v.text;
  if (Array.isArray(v)) return v.map(piece).join("");
  return html(String(v));
}
function html2(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return Markup.of(out);
}
function trusted(text) {
  return Markup.of(text);
}

// src/report/chart-svg.ts
function niceStep(range) {
  const raw = Math.max(range, 1e-4) / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}
function axis(lo, hi) {
  const step = niceStep(hi - lo);
  return {
    lo: Math.floor(lo / step - 0.25) * step,
    hi: Math.ceil(hi / step + 0.25) * step,
    step,
    decimals: Math.max(0, -Math.floor(Math.log10(step) + 1e-9))
  };
}
var round = (x) => Math.round(x * 10) / 10;
function deltaChart(r) {
  const m = r.primary;
  const rows = chartRows(r, 60);
  if (rows.length === 0) return null;
  const items = rows.map((s) => {
    const c = s.measures[m];
    const g = c.gate;
    const interval = g ? [c.delta, g.bound] : [c.ci[0], c.ci[1]];
    return { s, c, status: rowStatus(s, m), interval, fail: g?.fail ?? null, warn: g?.warn ?? null, gated: g !== null };
  });
  const values = [0];
  for (const x2 of items) {
    values.push(x2.c.delta, x2.interval[0]);
    if (x2.interval[1] !== null) values.push(x2.interval[1]);
    if (x2.fail !== null) values.push(-x2.fail);
  }
  const ax = axis(Math.min(...values), Math.max(...values));
  const W = 1e3;
  const L = 220;
  const R = 190;
  const top = 30;
  const rowH = 26;
  const P = W - L - R;
  const H = top + rowH * items.length + 12;
  const x = (v) => round(L + (Math.min(Math.max(v, ax.lo), ax.hi) - ax.lo) / (ax.hi - ax.lo) * P);
  const ticks = [];
  for (let t = ax.lo; t <= ax.hi + ax.step / 2; t += ax.step) ticks.push(Number(t.toFixed(ax.decimals + 2)));
  const zero = x(0);
  const grid = ticks.map((t) => html2`<line class="grid" x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${H - 10}"/><text class="tick" x="${x(t)}" y="${top - 12}" text-anchor="middle">${t === 0 ? "0" : (t > 0 ? "+" : "\u2212") + Math.abs(t).toFixed(ax.decimals)}</text>`);
  const body = items.map((it, i) => {
    const y = top + i * rowH;
    const cy = round(y + rowH / 2);
    const d = it.c.delta;
    const x0 = Math.min(zero, x(d));
    const w = Math.max(1, round(Math.abs(x(d) - zero)));
    const name = it.s.name.length > 30 ? `${it.s.name.slice(0, 29)}\u2026` : it.s.name;
    const [a, b] = it.interval;
    const hiX = b === null ? x(ax.hi) : x(b);
    const whisker = html2`<line class="whisker" x1="${x(a)}" y1="${cy}" x2="${hiX}" y2="${cy}"/>${it.gated ? null : html2`<line class="whisker" x1="${x(a)}" y1="${cy - 5}" x2="${x(a)}" y2="${cy + 5}"/>`}${b === null ? null : html2`<line class="whisker" x1="${hiX}" y1="${cy - 5}" x2="${hiX}" y2="${cy + 5}"/>`}`;
    const fail = it.fail !== null ? html2`<line class="threshold" x1="${x(-it.fail)}" y1="${y + 2}" x2="${x(-it.fail)}" y2="${y + rowH - 2}"><title>fail threshold −${it.fail.toFixed(4)}</title></line>` : null;
    const warn = it.warn !== null ? html2`<line class="threshold-warn" x1="${x(-it.warn)}" y1="${y + 6}" x2="${x(-it.warn)}" y2="${y + rowH - 6}"><title>warn threshold −${it.warn.toFixed(4)}</title></line>` : null;
    return html2`<g class="row s-${it.status}"><title>${it.s.name}: ${signed(d)} (${it.status})</title><text class="label" x="${L - 10}" y="${cy + 4}" text-anchor="end">${name}</text><rect class="bar" x="${x0}" y="${cy - 7}" width="${w}" height="14" rx="2"/>${whisker}${warn}${fail}<text class="value" x="${W - R + 10}" y="${cy + 4}">${signed(d)} · ${it.status.replace("-", " ")}</text></g>`;
  });
  return html2`<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Change in ${m} by slice">${grid}<line class="zero" x1="${zero}" y1="${top - 6}" x2="${zero}" y2="${H - 10}"/>${body}</svg>`;
}

// src/report/text-chart.ts
var WIDTH = 41;
function textChart(r, max = 30) {
  const m = r.primary;
  const rows = chartRows(r, max);
  if (rows.length < 2) return null;
  const deltas = rows.map((s) => s.measures[m].delta);
  const fails = rows.map((s) => s.measures[m].gate?.fail ?? null);
  const ax = axis(Math.min(0, ...deltas, ...fails.map((f) => f === null ? 0 : -f)), Math.max(0, ...deltas));
  const col = (v) => Math.round((Math.min(Math.max(v, ax.lo), ax.hi) - ax.lo) / (ax.hi - ax.lo) * (WIDTH - 1));
  const zero = col(0);
  const names = rows.map((s) => {
    const n = visible(s.name);
    return n.length > 24 ? `${n.slice(0, 23)}\u2026` : n;
  });
  const nameWidth = Math.max(5, ...names.map((n) => n.length));
  const out = rows.map((s, i) => {
    const cells = Array.from({ length: WIDTH }, () => " ");
    const x = col(deltas[i]);
    if (x > zero) for (let c = zero + 1; c <= x; c++) cells[c] = "\u2588";
    else if (x < zero) for (let c = x; c < zero; c++) cells[c] = "\u2588";
    else if (deltas[i] > 0 && zero + 1 < WIDTH) cells[zero + 1] = "\u258F";
    else if (deltas[i] < 0 && zero > 0) cells[zero - 1] = "\u2595";
    cells[zero] = "\u2502";
    const f = fails[i];
    if (f !== null && cells[col(-f)] === " ") cells[col(-f)] = "\u2506";
    const st = rowStatus(s, m);
    const status2 = st === "too-small" ? "too small" : st === "not-gated" ? "not gated" : st;
    return { status: st, line: `${names[i].padEnd(nameWidth)}  ${cells.join("")}  ${signed(deltas[i]).padStart(7)}  ${status2}` };
  });
  const ticks = Array.from({ length: WIDTH }, () => " ");
  for (let t = ax.lo; t <= ax.hi + ax.step / 2; t += ax.step * 2) {
    const v = Math.abs(t) < ax.step / 2 ? 0 : t;
    const text = v === 0 ? "0" : `${v > 0 ? "+" : "\u2212"}${Math.abs(v).toFixed(ax.decimals)}`;
    const at = Math.min(WIDTH - text.length, Math.max(0, col(v) - Math.floor(text.length / 2)));
    if (ticks.slice(Math.max(0, at - 1), at + text.length + 1).every((c) => c === " ")) for (let k = 0; k < text.length; k++) ticks[at + k] = text[k];
  }
  const threshold2 = fails.some((f) => f !== null) ? " \xB7 \u2506 fail threshold" : "";
  return {
    head: [`\u0394 ${visible(m)} by slice, in the table's order \xB7 \u2588 \u0394 \xB7 \u2502 0${threshold2}`, `${"".padEnd(nameWidth)}  ${ticks.join("").trimEnd()}`],
    rows: out
  };
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", inconclusive: "\u2754", fail: "\u274C" };
function statusText(s) {
  if (s === "too-small") return "too small to gate";
  if (s === "not-gated") return "not gated";
  if (s === "underpowered") return "\u{1F50D} underpowered";
  return `${ICON[s]} ${s}`;
}
function renderMarkdown(report, limit = COMMENT_LIMIT, context = {}) {
  const steps = [
    {},
    { improved: 0 },
    { improved: 0, regressed: 3 },
    { improved: 0, regressed: 1 },
    { improved: 0, regressed: 0 },
    { improved: 0, regressed: 0, chart: false },
    { improved: 0, regressed: 0, chart: false, sliceRows: 25 },
    { improved: 0, regressed: 0, chart: false, sliceRows: 10, measures: false },
    { improved: 0, regressed: 0, chart: false, sliceRows: 5, measures: false, reasons: 5 }
  ];
  let body = "";
  for (const t of steps) {
    body = render(report, t, context);
    if (body.length <= limit) return body;
  }
  const note = "\n\n_\u2702\uFE0F Cut to fit GitHub's 65,536-character limit; the full report is in the job summary and the artifact._\n";
  const head = body.slice(0, limit - note.length);
  const end = head.lastIndexOf("\n");
  return (end >= 0 ? head.slice(0, end) : "") + note;
}
function render(r, t, ctx) {
  const out = [];
  const trimmed = [];
  const v = r.verdict;
  out.push(commentMarker(r.gate));
  const accepted = r.acceptance !== null && v.level !== "pass";
  out.push(`### ${ICON[v.level]} rankgate \xB7 ${code(r.gate, false)} \xB7 **${v.level}**${accepted ? " \xB7 accepted" : ""}`);
  out.push("");
  if (accepted) out.push(...acceptanceLines(r), "", ...acceptedRefreshLines(r, code, ctx));
  out.push(...goalpostLines(r));
  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  if (hidden.length > 0) {
    out.push("> [!CAUTION]");
    out.push(`> **Hidden regression${hidden.length > 1 ? "s" : ""}: the overall average does not show ${hidden.length > 1 ? "them" : "it"}.**`);
    for (const h of hidden.slice(0, t.reasons ?? 10)) {
      const a = h.measure !== null ? all[h.measure] : void 0;
      out.push(`> ${reasonLine(h)}${a ? `, while ${token(h.measure ?? "")} on all queries ${a.delta >= 0 ? "rose" : "moved"} ${signed(a.delta)}` : ""}.`);
    }
    if (hidden.length > (t.reasons ?? 10)) out.push(`> \u2026 and ${hidden.length - (t.reasons ?? 10)} more.`);
    out.push("");
  }
  out.push(verdictSentence(r));
  const others = v.reasons.filter((x) => !x.hidden);
  const maxReasons = t.reasons ?? 20;
  for (const x of others.slice(0, maxReasons)) out.push(`- ${ICON[x.level]} ${reasonLine(x)}`);
  if (others.length > maxReasons) {
    out.push(`- \u2026 and ${others.length - maxReasons} more`);
    trimmed.push("some reasons");
  }
  if (v.ties) out.push(`- \u2696\uFE0F ${prose(v.ties.message)}`);
  for (const n of r.notes) out.push(`- \u2139\uFE0F ${prose(n)}`);
  for (const w of r.warnings) out.push(`- \u26A0\uFE0F ${prose(w)}`);
  out.push("");
  out.push(...nextStepLines(r, ctx));
  out.push(...refreshLines(r, ctx));
  const identical = identicalRuns(r);
  if (identical) out.push("**The candidate ranks exactly like the baseline:** every query scores the same under every measure, so there is no change to show by slice.", "");
  const table = identical ? [] : sliceTable(r, t.sliceRows, trimmed);
  out.push(...table);
  if (t.measures !== false) out.push(...measureTable(r, table.length > 0));
  else trimmed.push("the measures table");
  out.push(coverageLine(r));
  out.push("");
  out.push(...trendLines(r, code));
  const reg = t.regressed ?? r.ledger.regressed.length;
  const imp = t.improved ?? r.ledger.improved.length;
  if (r.ledger.regressed.length > 0 && reg > 0) out.push(...ledger(r, r.ledger.regressed.slice(0, reg), "regressed"));
  if (reg < r.ledger.regressed.length) trimmed.push(reg === 0 ? "the regressed queries" : "some regressed queries");
  if (r.ledger.improved.length > 0 && imp > 0) out.push(...ledger(r, r.ledger.improved.slice(0, imp), "improved"));
  if (imp < r.ledger.improved.length) trimmed.push("the improved queries");
  if (t.chart !== false) {
    if (!identical) out.push(...chart(r));
  } else trimmed.push("the chart");
  if (trimmed.length > 0) {
    out.push(`_\u2702\uFE0F Trimmed to fit GitHub's 65,536-character comment limit: ${trimmed.join(", ")}. The full report is in the job summary and the artifact._`);
    out.push("");
  }
  out.push(...staleLines(r, code));
  if (r.baseline.stale) {
    out.push(`\u26A0\uFE0F **The baseline is ${r.baseline.ageDays} days old**, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with ${code("npx rankgate baseline", false)} from the main branch's run.`);
    out.push("");
  }
  out.push(footer(r));
  return out.join("\n") + "\n";
}
function acceptanceLines(r) {
  const a = r.acceptance;
  const who = a.by !== null ? ` by ${code(a.by, false)}` : "";
  return [`> [!NOTE]`, `> **Accepted:** the label ${code(a.label, false)} was added${who}. This ${r.verdict.level} verdict is reported in full below but does not fail the check; remove the label to gate again.`];
}
var STATUS_TEXT = { changed: "changed", added: "added by this PR", removed: "removed by this PR", unreadable: "could not be read" };
function goalpostLines(r) {
  const g = r.goalposts;
  if (!g || !g.changed && g.notes.length === 0) return [];
  const ref = code(g.ref.slice(0, 12), false);
  const out = ["> [!IMPORTANT]"];
  if (g.changed) {
    const how = g.used === "base" ? `The comparison below uses the files as they are on the base commit ${ref}, not this PR's versions: the gate does not move with its goalposts.` : g.contract.status === "added" ? `It sets the evaluation up: the base commit ${ref} has no contract, so the comparison uses this PR's files.` : g.notes.length > 0 ? `The comparison uses this PR's versions (base commit ${ref}), for the reason below.` : `The base commit's contract sets \`goalposts: head\`, so the comparison uses this PR's versions (base commit ${ref}).`;
    out.push(`> **This PR changes the evaluation itself.** ${how}`);
  } else {
    out.push(`> **Evaluation files** compared with the base commit ${ref} (${g.used === "base" ? "the gate uses the base commit's versions" : "the gate uses this PR's versions"}).`);
  }
  const counts = (c, what, regraded) => {
    if (!c || c.status === "unchanged") return;
    const n = c.status === "unreadable" ? "" : `: ${c.added} ${what} added, ${c.removed} removed, ${c.regraded} ${regraded}`;
    out.push(`> - ${what === "judgments" ? "judgments" : "slices"} ${code(c.path, false)} ${STATUS_TEXT[c.status]}${n}`);
  };
  counts(g.judgments, "judgments", "regraded");
  counts(g.slices, "slices", "relabelled");
  if (g.contract.status !== "unchanged") {
    out.push(`> - contract ${code(g.contract.path, false)} ${STATUS_TEXT[g.contract.status]}${g.contract.changes.length ? ":" : ""}`);
    const max = 20;
    for (const c of g.contract.changes.slice(0, max)) {
      out.push(`>   - ${code(c.field, false)}: ${c.base === null ? "(absent)" : code(clip(c.base), false)} \u2192 ${c.head === null ? "(absent)" : code(clip(c.head), false)}`);
    }
    if (g.contract.changes.length > max) out.push(`>   - \u2026 and ${g.contract.changes.length - max} more fields`);
  }
  const b = g.baseline;
  if (b && b.status !== "unchanged") {
    const score = (x) => x === null ? "n/a" : f4(x);
    const scores = b.base !== null || b.head !== null ? `: ${token(b.measure)} on all queries ${score(b.base)} under the base version, ${score(b.head)} under this PR's version${b.base !== null && b.head !== null ? ` (${signed(b.head - b.base)})` : ""}` : "";
    out.push(`> - baseline ${code(b.path, false)} ${STATUS_TEXT[b.status]}${scores}`);
  }
  if (g.judgedByPr > 0) out.push(`> - ${g.judgedByPr} of the documents unjudged under the judgments the gate used are judged by this PR: they are not listed to judge.`);
  for (const n of g.notes) out.push(`> - \u2139\uFE0F ${prose(n)}`);
  out.push(...rescoredLines(r).map((l) => l ? `> ${l}` : ">"));
  out.push("");
  return out;
}
function rescoredLines(r) {
  const g = r.goalposts;
  const x = g?.rescored;
  if (!g || !x) return [];
  const mine = g.used === "base" ? "the base commit's versions (the gate's)" : "this PR's versions (the gate's)";
  const other = x.under === "head" ? "this PR's versions" : "the base commit's versions";
  const pair = (b, c) => `${f4(b)} \u2192 ${f4(c)} (${signed(c - b)})`;
  const out = ["", `**Both runs under both versions** (baseline \u2192 candidate on all ${r.slices[0].queries} queries; \u0394):`, "", `| measure | under ${mine} | under ${other} |`, "|:--|--:|--:|"];
  for (const a of x.all) {
    const c = r.slices[0].measures[a.measure];
    if (!c) continue;
    out.push(`| ${token(a.measure, true)} | ${pair(c.baseline, c.candidate)} | ${pair(a.baseline, a.candidate)} |`);
  }
  out.push(`| **verdict** | ${ICON[r.verdict.level]} ${r.verdict.level} | ${ICON[x.verdict]} ${x.verdict} |`);
  const differ = x.slices.filter((s) => {
    const here = r.slices.find((y) => y.name === s.slice)?.measures[r.primary];
    return here && here.status !== s.status;
  });
  if (differ.length) {
    out.push("", `${token(r.primary)} outcomes that differ under ${other}: ${differ.slice(0, 10).map((s) => `${code(s.slice, false)} ${statusText(r.slices.find((y) => y.name === s.slice).measures[r.primary].status)} \u2192 ${statusText(s.status)}`).join(" \xB7 ")}${differ.length > 10 ? ` \xB7 \u2026 and ${differ.length - 10} more` : ""}`);
  }
  return out;
}
function clip(s) {
  return s.length > 120 ? s.slice(0, 119) + "\u2026" : s;
}
function spans(parts) {
  return parts.map((p) => {
    if (typeof p === "string") return p;
    if ("code" in p) return code(p.code, false);
    if ("prose" in p) return prose(p.prose);
    if ("token" in p) return token(p.token);
    if ("strong" in p) return `**${spans(p.strong)}**`;
    return safeUrl(p.link) ? `[${p.text}](${p.link})` : p.text;
  }).join("");
}
function nextStepLines(r, ctx) {
  const steps = nextSteps(r, ctx);
  if (steps.length === 0) return [];
  const out = ["#### Next steps", ""];
  for (const s of steps) {
    out.push(`- **${s.title}:** ${spans(s.text)}`);
    if (s.commands) out.push("", ...commandBlock(s.commands, "  "));
  }
  if (out[out.length - 1] !== "") out.push("");
  return out;
}
function refreshLines(r, ctx) {
  const a = refreshAdvice(r, ctx);
  if (!a) return [];
  return [`\u{1F4A1} **Refresh the baseline:** ${spans(a.text)}`, "", ...commandBlock(a.commands)];
}
function reasonLine(x) {
  return spans(reasonSpans2(x));
}
function verdictSentence(r) {
  const v = r.verdict;
  const a = r.slices[0].measures[r.primary];
  const overall = a ? `${token(r.primary)} on all ${r.slices[0].queries} queries: ${f4(a.baseline)} \u2192 ${f4(a.candidate)} (${signed(a.delta)}).` : "";
  if (v.level === "pass") return `**Verdict: pass.** No rule fired. ${overall}`;
  const n = v.reasons.length;
  return `**Verdict: ${v.level}.** ${n} rule${n === 1 ? "" : "s"} fired${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average)` : ""}. ${overall}`;
}
function sliceTable(r, maxRows, trimmed) {
  const m = r.primary;
  const [all, ...rows] = sliceOrder(r);
  if (rows.length === 0) return [];
  const shown = maxRows !== void 0 ? rows.slice(0, maxRows) : rows;
  const out = [`#### Slices by ${token(m)}, worst first`, "", "| slice | queries | baseline | candidate | \u0394 | interval | p | W/T/L | status |", "|:--|--:|--:|--:|--:|:--:|--:|:--:|:--|"];
  const line = (s) => {
    const c = s.measures[m];
    const name = code(s.name) + (s.heldout ? " (held out)" : "");
    if (!c) return `| ${name} | ${s.queries} | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | \u2014 | ${statusText(s.status)}${s.blind ? " (blind)" : ""} |`;
    const shown2 = rowStatus(s, m);
    const delta = shown2 === "fail" || shown2 === "warn" || shown2 === "inconclusive" ? `**${signed(c.delta)}**` : signed(c.delta);
    const st = cellStatistics(c);
    const g = c.gate;
    const status2 = statusText(shown2) + (shown2 === "underpowered" && g?.mde != null ? ` (MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${g.queriesNeeded} queries` : ""})` : "");
    return `| ${name} | ${s.queries} | ${f4(c.baseline)} | ${f4(c.candidate)} | ${delta} | ${st.interval}${st.gated ? "\xB9" : ""} | ${st.p}${st.gated ? "\xB9" : ""} | ${c.wins}/${c.ties}/${c.losses} | ${status2} |`;
  };
  out.push(line(all).replace(code("all"), "**all**"));
  for (const s of shown) out.push(line(s));
  if (shown.length < rows.length) {
    out.push(`| \u2026 ${rows.length - shown.length} more slices | | | | | | | | |`);
    trimmed.push("some slice rows");
  }
  out.push("");
  const minQ = r.contract.resolved["gate"]?.min_queries;
  out.push(`<sub>W/T/L: queries where the candidate wins / ties / loses. ${statisticsLegend(r, "\xB9")} ${powerLegend(r)} Slices under ${token(String(minQ))} queries are too small to gate.</sub>`);
  out.push("");
  return out;
}
function measureTable(r, afterSliceTable) {
  const all = r.slices[0];
  const out = [`#### All measures on all ${all.queries} queries`, "", "| measure | baseline | candidate | \u0394 | rel. \u0394 | interval | p | upper bound: baseline \xB7 candidate |", "|:--|--:|--:|--:|--:|:--:|--:|--:|"];
  for (const m of r.measures) {
    const c = all.measures[m.name];
    if (!c) continue;
    const rel = c.relDelta === null ? "\u2014" : `${c.relDelta >= 0 ? "+" : "\u2212"}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
    const label = measureLabel(m, (n) => token(n, true));
    const st = cellStatistics(c);
    const bound = hasOptimistic(m.name) ? `${num4(c.baselineOptimistic, m.aggregation)} \xB7 ${num4(c.candidateOptimistic, m.aggregation)}` : "\u2014";
    out.push(`| ${label} | ${num4(c.baseline, m.aggregation)} | ${num4(c.candidate, m.aggregation)} | ${m.aggregation === "sum" ? String(Math.round(c.delta)) : signed(c.delta)} | ${rel} | ${st.interval}${st.gated ? "\xB9" : ""} | ${st.p}${st.gated ? "\xB9" : ""} | ${bound} |`);
  }
  if (r.weighted) {
    for (const [name, w] of Object.entries(r.weighted)) {
      out.push(`| ${token(name, true)} (weighted by slice) | ${f4(w.baseline)} | ${f4(w.candidate)} | ${signed(w.delta)} | | | | |`);
    }
  }
  out.push("");
  const weighted = r.weighted ? ` Rows marked "weighted by slice" apply the contract's slice weights to slice means; the other rows are plain means over queries.` : "";
  const gated = r.measures.some((m) => {
    const c = all.measures[m.name];
    return c ? cellStatistics(c).gated : false;
  });
  const legend = !gated ? "" : afterSliceTable ? "\xB9 as in the slice table. " : `${statisticsLegend(r, "\xB9")} `;
  out.push(`<sub>${legend}${optimisticLegend(r)}${weighted}</sub>`);
  out.push("");
  return out;
}
function num4(x, how) {
  return how === "sum" ? String(Math.round(x)) : f4(x);
}
function coverageLine(r) {
  const parts = [];
  const gate = r.contract.resolved.gate;
  const cov = gate?.coverage;
  if (cov) {
    const c2 = r.slices[0].measures[cov.measure];
    if (c2) parts.push(`${token(String(cov.measure))} ${f4(c2.baseline)} \u2192 ${f4(c2.candidate)} (minimum ${token(String(cov.min))}) ${c2.candidate >= cov.min ? "\u2705" : "\u2754"}`);
  }
  const byPr = r.goalposts?.judgedByPr ? `; ${r.goalposts.judgedByPr} more judged by this PR` : "";
  parts.push(`${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? "" : "s"} near the top of either run (${code("to-judge.qrels", false)} in the artifact${byPr})`);
  const c = r.counts;
  if (c.noRelevant) parts.push(`${c.noRelevant} quer${c.noRelevant === 1 ? "y" : "ies"} without a relevant judgment`);
  const miss = r.inputs.candidate.missing;
  if (miss) parts.push(`${miss} judged quer${miss === 1 ? "y" : "ies"} missing from the candidate (scored 0)`);
  const ties = r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent;
  if (ties) parts.push(`${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`);
  if (c.heldout) parts.push(`${c.heldout} held-out quer${c.heldout === 1 ? "y" : "ies"}`);
  return `**Coverage:** ${parts.join(" \xB7 ")}`;
}
function mark(grade, relevance) {
  if (grade === null) return "\u2754 unjudged";
  return grade >= relevance ? `\u2705 ${grade}` : `\u2716 ${grade}`;
}
function ledger(r, entries, kind) {
  const relevance = Number(r.contract.resolved.relevance ?? 1);
  const out = [`<details><summary>Most ${kind} queries by ${tokenHtml(r.ledger.measure)} (${entries.length})</summary>`, ""];
  for (const e of entries) {
    const text = e.text !== null ? ` ${code(e.text, false)}` : "";
    out.push(`**${code(e.qid, false)}**${text}: ${f4(e.baseline)} \u2192 ${f4(e.candidate)} (${signed(e.delta)})${e.slices.length ? ` \xB7 ${e.slices.map((s) => code(s, false)).join(" ")}` : ""}`);
    out.push("");
    out.push("| rank | baseline | candidate |");
    out.push("|--:|:--|:--|");
    const n = Math.max(e.baselineTop.length, e.candidateTop.length);
    for (let i = 0; i < n; i++) {
      const b = e.baselineTop[i];
      const c = e.candidateTop[i];
      out.push(`| ${i + 1} | ${b ? `${code(b.docid)} ${mark(b.grade, relevance)}` : ""} | ${c ? `${code(c.docid)} ${mark(c.grade, relevance)}` : ""} |`);
    }
    if (e.missingInCandidate) out.push("| | | _no results: the candidate did not answer this query_ |");
    out.push("");
    if (e.relevantLeft.length) out.push(`Relevant documents that left the top ${r.ledger.topk}: ${e.relevantLeft.map((d) => code(d, false)).join(", ")}`);
    if (e.relevantEntered.length) out.push(`Relevant documents that entered the top ${r.ledger.topk}: ${e.relevantEntered.map((d) => code(d, false)).join(", ")}`);
    if (e.relevantLeft.length || e.relevantEntered.length) out.push("");
  }
  out.push("\u2705 relevant (grade) \xB7 \u2716 judged not relevant \xB7 \u2754 unjudged");
  out.push("");
  out.push("</details>");
  out.push("");
  return out;
}
function chart(r) {
  const c = textChart(r);
  if (!c) return [];
  const lines = [...c.head.map((l) => `  ${l}`), ...c.rows.map((x) => `${x.status === "fail" ? "-" : x.status === "pass" ? "+" : " "} ${x.line}`)];
  return [...codeBlock(lines, "diff"), ""];
}
function footer(r) {
  const b = r.inputs.baseline;
  const s = r.significance;
  const age = r.baseline.ageDays !== null ? `, ${r.baseline.ageDays} day${r.baseline.ageDays === 1 ? "" : "s"} old${r.baseline.stale ? " \u26A0\uFE0F" : ""}` : "";
  const origin = [b.meta.commit ? `commit ${code(b.meta.commit.slice(0, 12), false)}` : "", b.meta.date ? `from ${code(b.meta.date, false)}${age}` : ""].filter(Boolean).join(" ");
  const parts = [
    `rankgate ${token(r.tool.version)}`,
    `contract ${code(r.contract.id, false)}`,
    r.corpus ? `corpus ${code(r.corpus, false)}` : "corpus not declared",
    `baseline ${code(b.path, false)}${origin ? ` (${origin})` : ""} sha256 ${code(b.sha256.slice(0, 12), false)}`,
    `candidate ${code(r.inputs.candidate.path, false)} sha256 ${code(r.inputs.candidate.sha256.slice(0, 12), false)}`,
    s.test === "randomization" ? `paired randomization test (${thousands(s.iterations)} iterations, seed ${s.seed}), bootstrap CI (${thousands(s.bootstrap)}), \u03B1 ${s.alpha}` : "significance off: thresholds alone"
  ];
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function thousands(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// src/report/html.ts
import { createHash } from "node:crypto";

// src/report/trend-svg.ts
var PALETTE = ["#1f2328", "#cf222e", "#0969da", "#8250df", "#bf8700", "#1a7f37", "#bc4c00", "#6e7781"];
var round2 = (x) => Math.round(x * 10) / 10;
function trendChart(t, contractId) {
  const n = t.points.length;
  if (n === 0 || t.series.length === 0) return null;
  const values = t.series.flatMap((s) => [...s.main, s.candidate]).filter((v) => v !== null);
  if (values.length === 0) return null;
  const ax = axis(Math.min(...values), Math.max(...values));
  const W = 1e3;
  const L = 64;
  const R = 240;
  const top = 16;
  const plotH = 220;
  const H = top + plotH + 44;
  const P = W - L - R;
  const x = (i) => round2(L + (n === 0 ? 0 : i / n * P));
  const y = (v) => round2(top + plotH - (Math.min(Math.max(v, ax.lo), ax.hi) - ax.lo) / (ax.hi - ax.lo) * plotH);
  const ticks = [];
  for (let v = ax.lo; v <= ax.hi + ax.step / 2; v += ax.step) ticks.push(Number(v.toFixed(ax.decimals + 2)));
  const grid = ticks.map((v) => html2`<line class="grid" x1="${L}" y1="${y(v)}" x2="${L + P}" y2="${y(v)}"/><text class="tick" x="${L - 8}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(ax.decimals)}</text>`);
  const other = t.points.map((p, i) => p.contract === contractId ? null : html2`<rect class="other-contract" x="${x(i) - 4}" y="${top + plotH + 4}" width="8" height="6"><title>${p.commit.slice(0, 12)}: scored under contract ${p.contract.slice(0, 12)}, not today's</title></rect>`);
  const labelAt = (i, text, anchor) => html2`<text class="tick" x="${x(i)}" y="${top + plotH + 24}" text-anchor="${anchor}">${text}</text>`;
  const xLabels = [
    labelAt(0, t.points[0].commit.slice(0, 7), "start"),
    n > 1 ? labelAt(n - 1, t.points[n - 1].commit.slice(0, 7), "middle") : null,
    labelAt(n, "this PR", "middle")
  ];
  const lines = t.series.map((s, k) => {
    const colour = PALETTE[k % PALETTE.length];
    const dashed = k >= PALETTE.length;
    const runs = [];
    let cur = [];
    s.main.forEach((v, i) => {
      if (v === null) {
        if (cur.length) runs.push(cur);
        cur = [];
      } else cur.push(`${x(i)},${y(v)}`);
    });
    if (cur.length) runs.push(cur);
    let last = -1;
    s.main.forEach((v, i) => {
      if (v !== null) last = i;
    });
    const style = `stroke:${colour}${dashed ? ";stroke-dasharray:6 3" : ""}`;
    const dots = s.main.map((v, i) => v === null ? null : html2`<circle class="dot" cx="${x(i)}" cy="${y(v)}" r="2.6" style="fill:${colour}"><title>${s.slice} at ${t.points[i].commit.slice(0, 12)} (${t.points[i].date.slice(0, 10)}): ${f4(v)}</title></circle>`);
    const join3 = last >= 0 && s.candidate !== null ? html2`<line class="to-pr" x1="${x(last)}" y1="${y(s.main[last])}" x2="${x(n)}" y2="${y(s.candidate)}" style="stroke:${colour}"/>` : null;
    const latest = last >= 0 ? s.main[last] : null;
    const pr = s.candidate === null ? null : html2`<circle class="pr" cx="${x(n)}" cy="${y(s.candidate)}" r="5" style="stroke:${colour}"><title>${s.slice} in this PR: ${f4(s.candidate)}${latest !== null ? ` (${signed(s.candidate - latest)} from main's latest)` : ""}</title></circle>`;
    const legendY = top + 10 + k * 20;
    const name = s.slice.length > 24 ? `${s.slice.slice(0, 23)}\u2026` : s.slice;
    const legend = html2`<line x1="${W - R + 16}" y1="${legendY}" x2="${W - R + 40}" y2="${legendY}" style="${style};stroke-width:2"/><text class="label" x="${W - R + 46}" y="${legendY + 4}">${name}<title>${s.slice}</title></text>`;
    return html2`<g class="series" data-slice="${s.slice}">${runs.map((pts) => html2`<polyline class="line" points="${pts.join(" ")}" style="${style}"/>`)}${join3}${dots}${pr}${legend}</g>`;
  });
  return html2`<svg class="chart trend" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${t.measure} on main, last ${n} records, and this PR">${grid}<line class="zero" x1="${L}" y1="${top + plotH}" x2="${L + P}" y2="${top + plotH}"/>${other}${xLabels}${lines}</svg>`;
}

// src/report/html.ts
var LEVEL_ICON = { pass: "\u2714", warn: "!", inconclusive: "?", fail: "\u2716" };
function statusLabel(s) {
  return s === "too-small" ? "too small to gate" : s === "not-gated" ? "not gated" : s;
}
var status = (s, extra = "") => html2`<span class="st s-${s}">${statusLabel(s)}</span>${extra ? html2` <span class="muted">${extra}</span>` : null}`;
function spans2(parts) {
  return html2`${parts.map((p) => {
    if (typeof p === "string") return html2`${p}`;
    if ("code" in p) return html2`<code>${p.code}</code>`;
    if ("prose" in p) return html2`${p.prose}`;
    if ("token" in p) return html2`${p.token}`;
    if ("strong" in p) return html2`<strong>${spans2(p.strong)}</strong>`;
    return safeUrl(p.link) ? html2`<a href="${p.link}">${p.text}</a>` : html2`${p.text}`;
  })}`;
}
var num5 = (x, how) => how === "sum" ? String(Math.round(x)) : f4(x);
var td = (text, v, cls = "n") => html2`<td class="${cls}" data-v="${v === null || !Number.isFinite(v) ? "" : v}">${text}</td>`;
function sliceRows(r, measure) {
  return sliceOrder(r).map((s) => {
    const c = s.measures[measure];
    const name = html2`<td data-v="${s.name}"><code>${s.name}</code>${s.heldout ? " (held out)" : ""}</td>`;
    const st = rowStatus(s, measure);
    const attrs = html2`data-name="${s.name}" data-status="${st}"${s.name === "all" ? html2` data-pin="1"` : null}`;
    if (!c) return html2`<tr ${attrs}>${name}${td(String(s.queries), s.queries)}<td colspan="7" class="muted">${s.blind ? "blind held-out slice: only its status is shown" : "\u2014"}</td><td data-v="${st}">${status(st)}</td></tr>`;
    const x = cellStatistics(c);
    const g = c.gate;
    const mde = st === "underpowered" && g?.mde != null ? `MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${thousands(g.queriesNeeded)} queries` : ""}` : "";
    const strong = st === "fail" || st === "warn" || st === "inconclusive";
    return html2`<tr ${attrs}>${name}${td(String(s.queries), s.queries)}${td(f4(c.baseline), c.baseline)}${td(f4(c.candidate), c.candidate)}${td(strong ? html2`<strong>${signed(c.delta)}</strong>` : signed(c.delta), c.delta, c.delta < 0 ? "n neg" : "n")}${td(html2`${x.interval}${x.gated ? html2`<sup>¹</sup>` : null}`, x.gated ? g.bound : c.ci[0])}${td(html2`${x.p}${x.gated ? html2`<sup>¹</sup>` : null}`, x.gated ? g.pAdjusted : c.p)}${td(`${c.wins}/${c.ties}/${c.losses}`, c.wins - c.losses)}<td data-v="${st}">${status(st, mde)}</td></tr>`;
  });
}
function sliceSection(r) {
  const identical = identicalRuns(r);
  const measures = r.measures.filter((m) => r.slices.some((s) => s.measures[m.name]));
  const tables = measures.map((m) => {
    const primary = m.name === r.primary;
    return html2`<div class="scroll"><table class="sortable slices" data-measure="${m.name}"${primary ? null : html2` hidden`}><thead><tr><th data-type="text">slice</th><th data-type="num">queries</th><th data-type="num">baseline</th><th data-type="num">candidate</th><th data-type="num">Δ</th><th data-type="num">interval</th><th data-type="num">p</th><th data-type="num">W/T/L</th><th data-type="status">status</th></tr></thead><tbody>${sliceRows(r, m.name)}</tbody></table></div>`;
  });
  const statuses = ["fail", "inconclusive", "warn", "underpowered", "pass", "not-gated", "too-small"].filter((s) => measures.some((m) => r.slices.some((x) => rowStatus(x, m.name) === s)));
  const minQ = r.contract.resolved["gate"]?.min_queries;
  return html2`<section id="slices"><h2>Slices</h2>
${identical ? html2`<p class="callout"><strong>The candidate ranks exactly like the baseline:</strong> every query scores the same under every measure, so every Δ below is 0.</p>` : null}
<div class="controls" data-for="slices">
<label>Measure <select id="slice-measure">${measures.map((m) => html2`<option value="${m.name}"${m.name === r.primary ? html2` selected` : null}>${m.name}${m.name === r.primary ? " (primary)" : ""}</option>`)}</select></label>
<label>Filter <input id="slice-filter" type="search" placeholder="slice name" autocomplete="off"></label>
<label>Status <select id="slice-status"><option value="">any</option>${statuses.map((s) => html2`<option value="${s}">${statusLabel(s)}</option>`)}</select></label>
<span class="count" id="slice-count"></span>
</div>
${tables}
<p class="legend">Worst first; click a column to sort (<code>all</code> stays on top). W/T/L: queries where the candidate wins / ties / loses. ${statisticsLegend(r, "\xB9")} ${powerLegend(r)} Slices under ${minQ} queries are too small to gate.</p>
</section>`;
}
function measureSection(r) {
  const all = r.slices[0];
  const rows = r.measures.filter((m) => all.measures[m.name]).map((m) => {
    const c = all.measures[m.name];
    const x = cellStatistics(c);
    const rel = c.relDelta === null ? "\u2014" : `${c.relDelta >= 0 ? "+" : "\u2212"}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
    const label = measureLabel(m);
    const opt = hasOptimistic(m.name);
    return html2`<tr><td data-v="${m.name}">${label}</td>${td(num5(c.baseline, m.aggregation), c.baseline)}${td(num5(c.candidate, m.aggregation), c.candidate)}${td(m.aggregation === "sum" ? String(Math.round(c.delta)) : signed(c.delta), c.delta, c.delta < 0 ? "n neg" : "n")}${td(rel, c.relDelta)}${td(html2`${x.interval}${x.gated ? html2`<sup>¹</sup>` : null}`, x.gated ? c.gate.bound : c.ci[0])}${td(html2`${x.p}${x.gated ? html2`<sup>¹</sup>` : null}`, x.gated ? c.gate.pAdjusted : c.p)}${td(opt ? num5(c.baselineOptimistic, m.aggregation) : "\u2014", opt ? c.baselineOptimistic : null)}${td(opt ? num5(c.candidateOptimistic, m.aggregation) : "\u2014", opt ? c.candidateOptimistic : null)}</tr>`;
  });
  const weighted = r.weighted ? Object.entries(r.weighted).map(([name, w]) => html2`<tr><td>${name} (weighted by slice)</td>${td(f4(w.baseline), w.baseline)}${td(f4(w.candidate), w.candidate)}${td(signed(w.delta), w.delta)}<td></td><td></td><td></td><td></td><td></td></tr>`) : [];
  return html2`<section id="measures"><h2>All measures on all ${all.queries} queries</h2>
<table class="sortable"><thead><tr><th data-type="text">measure</th><th data-type="num">baseline</th><th data-type="num">candidate</th><th data-type="num">Δ</th><th data-type="num">rel. Δ</th><th data-type="num">interval</th><th data-type="num">p</th><th data-type="num">upper bound: baseline</th><th data-type="num">upper bound: candidate</th></tr></thead><tbody>${rows}${weighted}</tbody></table>
<p class="legend">¹ as in the slice table. ${optimisticLegend(r)}${r.weighted ? ` Rows marked "weighted by slice" apply the contract's slice weights to slice means.` : ""}</p>
</section>`;
}
function powerSection(r) {
  const rows = [];
  for (const s2 of sliceOrder(r)) {
    for (const m of r.measures) {
      const c = s2.measures[m.name];
      const g = c?.gate;
      if (!c || !g) continue;
      rows.push(html2`<tr data-name="${s2.name}" data-status="${c.status}"><td data-v="${s2.name}"><code>${s2.name}</code></td><td>${m.name}</td>${td(String(s2.queries), s2.queries)}${td(signed(c.delta), c.delta)}${td(g.fail === null ? "\u2014" : f4(g.fail), g.fail)}${td(g.mde === null ? "none" : f4(g.mde), g.mde)}${td(g.queriesNeeded === null ? "\u2014" : thousands(g.queriesNeeded), g.queriesNeeded)}${td(g.pAdjusted === null ? "\u2014" : g.critical === null ? "never" : g.critical.toFixed(2), g.critical)}${td(f4(g.se), g.se)}<td data-v="${c.status}">${status(c.status)}</td></tr>`);
    }
  }
  if (rows.length === 0) return null;
  const s = r.significance;
  return html2`<section id="power"><h2>Power: the smallest drop each gated pair can detect</h2>
<table class="sortable"><thead><tr><th data-type="text">slice</th><th data-type="text">measure</th><th data-type="num">queries</th><th data-type="num">Δ</th><th data-type="num">fail threshold</th><th data-type="num">MDE (${Math.round(s.power * 100)}% power)</th><th data-type="num">queries needed</th><th data-type="num">critical value</th><th data-type="num">standard error</th><th data-type="status">status</th></tr></thead><tbody>${rows}</tbody></table>
<p class="legend">MDE: the smallest true drop the gate detects with ${Math.round(s.power * 100)}% power at this slice's size, paired variance and family of ${s.family} gated pairs (one-sided, α ${s.alpha}). Queries needed: how many queries of the same variance the slice would need for its MDE to reach the fail threshold. Critical value: in standard errors, the one the decision at stake applied ("never": no sign pattern of this slice could reach significance; "—": the drop crosses no threshold, so no decision is at stake). ${powerLegend(r)}</p>
</section>`;
}
function mark2(grade, relevance) {
  if (grade === null) return html2`<span class="j unj">unjudged</span>`;
  return grade >= relevance ? html2`<span class="j rel">relevant · ${grade}</span>` : html2`<span class="j non">not relevant · ${grade}</span>`;
}
function drillEntry(r, e, i, kind) {
  const relevance = Number(r.contract.resolved["relevance"] ?? 1);
  const n = Math.max(e.baselineTop.length, e.candidateTop.length);
  const rows = [];
  for (let k = 0; k < n; k++) {
    const b = e.baselineTop[k];
    const c = e.candidateTop[k];
    rows.push(html2`<tr><td class="n">${k + 1}</td><td>${b ? html2`<code>${b.docid}</code> ${mark2(b.grade, relevance)}` : null}</td><td>${c ? html2`<code>${c.docid}</code> ${mark2(c.grade, relevance)}` : null}</td></tr>`);
  }
  const search = [e.qid, e.text ?? "", ...e.slices].join(" ");
  return html2`<details class="query ${kind}" id="q-${kind}-${i}" data-search="${search}" data-kind="${kind}"><summary><code>${e.qid}</code>${e.text !== null ? html2` <span class="qtext">${e.text}</span>` : null} <span class="move ${e.delta < 0 ? "neg" : "pos"}">${f4(e.baseline)} → ${f4(e.candidate)} (${signed(e.delta)})</span> ${e.slices.map((s) => html2`<code class="slice">${s}</code> `)}</summary>
<table class="rankings"><thead><tr><th>rank</th><th>baseline</th><th>candidate</th></tr></thead><tbody>${rows}${e.missingInCandidate ? html2`<tr><td></td><td></td><td class="muted">no results: the candidate did not answer this query</td></tr>` : null}</tbody></table>
${e.relevantLeft.length ? html2`<p>Relevant documents that left the top ${r.drillDown.topk}: ${e.relevantLeft.map((d, j) => html2`${j ? ", " : ""}<code>${d}</code>`)}</p>` : null}
${e.relevantEntered.length ? html2`<p>Relevant documents that entered the top ${r.drillDown.topk}: ${e.relevantEntered.map((d, j) => html2`${j ? ", " : ""}<code>${d}</code>`)}</p>` : null}
</details>`;
}
function querySection(r) {
  const d = r.drillDown;
  const q2 = r.perQuery;
  const m = r.primary;
  const others = r.measures.map((x) => x.name).filter((x) => x !== m && q2.baseline[x]);
  const detail = /* @__PURE__ */ new Map();
  d.regressed.forEach((e, i) => detail.set(e.qid, `q-regressed-${i}`));
  d.improved.forEach((e, i) => detail.set(e.qid, `q-improved-${i}`));
  const rows = q2.qids.map((qid, i) => {
    const b = q2.baseline[m]?.[i] ?? NaN;
    const c = q2.candidate[m]?.[i] ?? NaN;
    const anchor = detail.get(qid);
    return html2`<tr data-name="${qid}"><td data-v="${qid}">${anchor ? html2`<a href="#${anchor}"><code>${qid}</code></a>` : html2`<code>${qid}</code>`}</td>${td(f4(b), b)}${td(f4(c), c)}${td(signed(c - b), c - b, c - b < 0 ? "n neg" : "n")}${others.map((x) => {
      const dx = q2.candidate[x][i] - q2.baseline[x][i];
      return td(signed(dx), dx);
    })}</tr>`;
  });
  const list = (entries, kind, title) => entries.length ? html2`<h3>${title} (${entries.length})</h3>${entries.map((e, i) => drillEntry(r, e, i, kind))}` : null;
  return html2`<section id="queries"><h2>Queries</h2>
<p>The queries that moved most on ${m}, with both runs' top ${d.topk} marked <span class="j rel">relevant · grade</span> <span class="j non">not relevant · grade</span> <span class="j unj">unjudged</span>. Open one to see both rankings.</p>
<div class="controls"><label>Filter <input id="query-filter" type="search" placeholder="query id, text or slice" autocomplete="off"></label><span class="count" id="query-count"></span></div>
${list(d.regressed, "regressed", `Most regressed by ${m}`)}
${list(d.improved, "improved", `Most improved by ${m}`)}
<details class="all-queries"><summary>All ${q2.qids.length} queries: ${m} per query, and Δ of the other measures</summary>
<div class="controls"><label>Filter <input id="allq-filter" type="search" placeholder="query id" autocomplete="off"></label><span class="count" id="allq-count"></span></div>
<table class="sortable" id="allq"><thead><tr><th data-type="text">query</th><th data-type="num">${m} baseline</th><th data-type="num">${m} candidate</th><th data-type="num">Δ ${m}</th>${others.map((x) => html2`<th data-type="num">Δ ${x}</th>`)}</tr></thead><tbody>${rows}</tbody></table>
</details>
</section>`;
}
function goalpostSection(r) {
  const g = r.goalposts;
  if (!g || !g.changed && g.notes.length === 0) return null;
  const items = [];
  const what = (label, c, regraded) => {
    if (!c || c.status === "unchanged") return;
    items.push(html2`<li>${label} <code>${c.path}</code> ${c.status}${c.status === "unreadable" ? "" : `: ${c.added} added, ${c.removed} removed, ${c.regraded} ${regraded}`}</li>`);
  };
  what("judgments", g.judgments, "regraded");
  what("slices", g.slices, "relabelled");
  if (g.contract.status !== "unchanged") {
    items.push(html2`<li>contract <code>${g.contract.path}</code> ${g.contract.status}${g.contract.changes.length ? html2`<ul>${g.contract.changes.map((c) => html2`<li><code>${c.field}</code>: ${c.base === null ? "(absent)" : html2`<code>${c.base}</code>`} → ${c.head === null ? "(absent)" : html2`<code>${c.head}</code>`}</li>`)}</ul>` : null}</li>`);
  }
  const b = g.baseline;
  if (b && b.status !== "unchanged") items.push(html2`<li>baseline <code>${b.path}</code> ${b.status}${b.base !== null && b.head !== null ? `: ${b.measure} on all queries ${f4(b.base)} under the base version, ${f4(b.head)} under this PR's` : ""}</li>`);
  if (g.judgedByPr > 0) items.push(html2`<li>${g.judgedByPr} of the documents unjudged under the judgments the gate used are judged by this PR: they are not listed to judge.</li>`);
  for (const n of g.notes) items.push(html2`<li>${n}</li>`);
  const x = g.rescored;
  let side = null;
  if (x) {
    const mine = g.used === "base" ? "base commit's versions (the gate's)" : "this PR's versions (the gate's)";
    const other = x.under === "head" ? "this PR's versions" : "base commit's versions";
    const cell = (bv, cv) => html2`<td class="n">${f4(bv)}</td><td class="n">${f4(cv)}</td><td class="n">${signed(cv - bv)}</td>`;
    side = html2`<h3>Both runs under both versions</h3><table><thead><tr><th rowspan="2">on all queries</th><th colspan="3">under the ${mine}</th><th colspan="3">under ${other}</th></tr><tr><th>baseline</th><th>candidate</th><th>Δ</th><th>baseline</th><th>candidate</th><th>Δ</th></tr></thead><tbody>${x.all.filter((a) => r.slices[0].measures[a.measure]).map((a) => {
      const c = r.slices[0].measures[a.measure];
      return html2`<tr><td>${a.measure}</td>${cell(c.baseline, c.candidate)}${cell(a.baseline, a.candidate)}</tr>`;
    })}<tr><td><strong>verdict</strong></td><td colspan="3">${status(r.verdict.level)}</td><td colspan="3">${status(x.verdict)}</td></tr></tbody></table>
<table class="sortable"><thead><tr><th data-type="text">slice (${r.primary})</th><th data-type="num">Δ under the gate's versions</th><th data-type="status">status</th><th data-type="num">Δ under ${other}</th><th data-type="status">status</th></tr></thead><tbody>${x.slices.map((s) => {
      const here = r.slices.find((y) => y.name === s.slice)?.measures[r.primary];
      return html2`<tr><td data-v="${s.slice}"><code>${s.slice}</code></td>${here ? td(signed(here.delta), here.delta) : td("\u2014", null)}<td data-v="${here?.status ?? ""}">${here ? status(here.status) : "\u2014"}</td>${td(signed(s.candidate - s.baseline), s.candidate - s.baseline)}<td data-v="${s.status}">${status(s.status)}</td></tr>`;
    })}</tbody></table>`;
  }
  const how = g.used === "base" ? html2`The comparison uses the files as they are on the base commit <code>${g.ref.slice(0, 12)}</code>, not this PR's versions: the gate does not move with its goalposts.` : html2`The comparison uses this PR's versions (base commit <code>${g.ref.slice(0, 12)}</code>).`;
  return html2`<section id="goalposts" class="callout important"><h2>${g.changed ? "This PR changes the evaluation itself" : "Evaluation files"}</h2><p>${how}</p><ul>${items}</ul>${side}</section>`;
}
function coverage(r) {
  const parts = [];
  const gate = r.contract.resolved["gate"];
  const cov = gate?.coverage;
  if (cov) {
    const c2 = r.slices[0].measures[cov.measure];
    if (c2) parts.push(html2`${cov.measure} ${f4(c2.baseline)} → ${f4(c2.candidate)} (minimum ${cov.min})`);
  }
  parts.push(html2`${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? "" : "s"} near the top of either run (<code>to-judge.qrels</code>${r.goalposts?.judgedByPr ? `; ${r.goalposts.judgedByPr} more judged by this PR` : ""})`);
  const c = r.counts;
  if (c.noRelevant) parts.push(html2`${c.noRelevant} quer${c.noRelevant === 1 ? "y" : "ies"} without a relevant judgment`);
  if (r.inputs.candidate.missing) parts.push(html2`${r.inputs.candidate.missing} judged queries missing from the candidate (scored 0)`);
  if (r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent) parts.push(html2`${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`);
  if (c.heldout) parts.push(html2`${c.heldout} held-out quer${c.heldout === 1 ? "y" : "ies"}`);
  return html2`<p><strong>Coverage:</strong> ${parts.map((p, i) => html2`${i ? " \xB7 " : ""}${p}`)}</p>`;
}
function provenance(r) {
  const files = [
    ["judgments", r.inputs.judgments],
    ["slices", r.inputs.slices],
    ["queries", r.inputs.queries],
    ["baseline", r.inputs.baseline],
    ["candidate", r.inputs.candidate]
  ];
  const s = r.significance;
  const b = r.baseline;
  return html2`<footer id="provenance"><h2>Provenance</h2><dl>
<dt>tool</dt><dd>rankgate ${r.tool.version} · report schema <code>${r.schema}</code></dd>
<dt>gate</dt><dd><code>${r.gate}</code> · contract <code>${r.contract.file}</code> id <code>${r.contract.id}</code> · corpus ${r.corpus !== null ? html2`<code>${r.corpus}</code>` : "not declared"}</dd>
${files.filter(([, f]) => f !== null).map(([k, f]) => html2`<dt>${k}</dt><dd><code>${f.path}</code> · ${thousands(f.lines)} lines · sha256 <code>${f.sha256}</code></dd>`)}
<dt>baseline origin</dt><dd>${b.commit !== null ? html2`commit <code>${b.commit}</code>` : "no commit recorded"}${b.date !== null ? html2` from <code>${b.date}</code>` : null}${b.ageDays !== null ? `, ${b.ageDays} day${b.ageDays === 1 ? "" : "s"} old` : ""}${b.stale ? ` (older than baseline_max_age, ${b.maxAgeDays} days)` : ""}</dd>
<dt>statistics</dt><dd>${s.test === "randomization" ? `paired randomization test (${thousands(s.iterations)} iterations, seed ${s.seed}), bootstrap interval (${thousands(s.bootstrap)}), \u03B1 ${s.alpha}, ${s.correction} adjustment over ${s.family} gated pairs, power ${s.power}` : "significance off: thresholds alone"}</dd>
</dl></footer>`;
}
function commandBlock2(lines) {
  const NEWLINE = trusted("\n");
  return html2`<pre class="cmd"><code>${lines.map((l, i) => i === 0 ? l : [NEWLINE, l])}</code></pre>`;
}
function acceptedRefresh(r, ctx) {
  const a = r.acceptedRefresh;
  if (!a) return null;
  const body = a.status === "committed" ? html2`<p>rankgate committed <code>${a.path}</code>${a.branch !== null ? html2` to this PR's branch <code>${a.branch}</code>` : null}${a.commit !== null ? html2` (commit <code>${a.commit.slice(0, 12)}</code>)` : null}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted.</p>` : a.status === "current" ? html2`<p><code>${a.path}</code> on this PR's branch already holds this candidate's ranking.</p>` : html2`<p>Or later PRs are held to the level this one gives up: on this PR's branch, from the repository root, run this and commit <code>${a.path}</code>:</p>${commandBlock2(acceptedRefreshCommands(r, ctx))}`;
  return html2`<section class="callout tip" id="accepted-refresh"><h2>${a.status === "suggested" ? "Refresh the baseline with what was accepted" : "Baseline refreshed"}</h2>${body}</section>`;
}
function trendSection(r) {
  const t = r.trend;
  if (!t || t.points.length === 0) return null;
  const chart2 = trendChart(t, r.contract.id);
  const rows = t.series.map((s) => {
    let latest = null;
    for (const v of s.main) if (v !== null) latest = v;
    const delta = latest !== null && s.candidate !== null ? s.candidate - latest : null;
    return html2`<tr><td><code>${s.slice}</code></td><td class="n">${latest === null ? "\u2014" : f4(latest)}</td><td class="n">${s.candidate === null ? "\u2014" : f4(s.candidate)}</td><td class="n${delta !== null && delta < 0 ? " neg" : ""}">${delta === null ? "\u2014" : signed(delta)}</td></tr>`;
  });
  const first = t.points[0];
  const last = t.points[t.points.length - 1];
  const other = t.points.filter((p) => p.contract !== r.contract.id).length;
  const st = t.stale;
  return html2`<section id="trend"><h2>${t.measure} on main, last ${t.points.length} record${t.points.length === 1 ? "" : "s"}, and this PR</h2>
${chart2}
<p class="legend">From <code>${t.file}</code> on branch <code>${t.branch}</code>: ${t.points.length} of ${t.records} records, commit <code>${first.commit.slice(0, 12)}</code> (${first.date.slice(0, 10)}) to <code>${last.commit.slice(0, 12)}</code> (${last.date.slice(0, 10)}). One line per slice (all, then every slice a rule fired on); the ring is this PR. A break in a line: that record has no such slice.${other > 0 ? html2` ${other} of these record${other === 1 ? " was" : "s were"} scored under another contract id than today's <code>${r.contract.id}</code> (marked under the axis): not comparable with the rest.` : null}</p>
<table><thead><tr><th>slice</th><th>latest main</th><th>this PR</th><th>Δ</th></tr></thead><tbody>${rows}</tbody></table>
${st ? html2`<p class="callout warning"><strong>The baseline is stale:</strong> main's latest record (commit <code>${st.commit.slice(0, 12)}</code>, ${st.date}) has ${st.measure} on all queries ${f4(st.recorded)}, but the committed baseline scores ${f4(st.baseline)} under the same contract${st.differing > 1 ? ` (it differs on ${st.differing} slices)` : ""}. Refresh it from main's run at that commit, then commit it:</p><pre class="cmd"><code>${st.command}</code></pre>` : null}
</section>`;
}
function header(r, ctx) {
  const v = r.verdict;
  const accepted = r.acceptance !== null && v.level !== "pass";
  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  const steps = nextSteps(r, ctx);
  const refresh = refreshAdvice(r, ctx);
  const cmd = commandBlock2;
  return html2`<header class="verdict v-${v.level}"><h1><span class="badge">${LEVEL_ICON[v.level]} ${v.level}</span> rankgate · <code>${r.gate}</code>${accepted ? html2` <span class="badge accepted">accepted</span>` : null}</h1>
<p class="summary">${v.summary}</p></header>
${accepted ? html2`<p class="callout note"><strong>Accepted:</strong> the label <code>${r.acceptance.label}</code> was added${r.acceptance.by !== null ? html2` by <code>${r.acceptance.by}</code>` : null}. This ${v.level} verdict is reported in full but does not fail the check.</p>` : null}
${accepted ? acceptedRefresh(r, ctx) : null}
${goalpostSection(r)}
${hidden.length ? html2`<section class="callout caution" id="hidden"><h2>Hidden regression${hidden.length > 1 ? "s" : ""}: the overall average does not show ${hidden.length > 1 ? "them" : "it"}</h2><ul>${hidden.map((h) => {
    const a = h.measure !== null ? all[h.measure] : void 0;
    return html2`<li>${spans2(reasonSpans2(h))}${a ? `, while ${h.measure} on all queries ${a.delta >= 0 ? "rose" : "moved"} ${signed(a.delta)}` : ""}.</li>`;
  })}</ul></section>` : null}
<section id="verdict"><h2>Verdict: ${v.level}</h2><p>${v.reasons.length === 0 ? "No rule fired." : `${v.reasons.length} rule${v.reasons.length === 1 ? "" : "s"} fired${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average, above)` : ""}.`}</p><ul class="reasons">${v.reasons.filter((x) => !x.hidden).map((x) => html2`<li class="l-${x.level}">${spans2(reasonSpans2(x))}</li>`)}${v.ties ? html2`<li>${v.ties.message}</li>` : null}${r.notes.map((n) => html2`<li class="note">${n}</li>`)}${r.warnings.map((w) => html2`<li class="warning">${w}</li>`)}</ul>
</section>
${steps.length ? html2`<section id="next"><h2>Next steps</h2><ol>${steps.map((s) => html2`<li><strong>${s.title}:</strong> ${spans2(s.text)}${s.commands ? cmd(s.commands) : null}</li>`)}</ol></section>` : null}
${refresh ? html2`<section id="refresh" class="callout tip"><h2>Refresh the baseline</h2><p>${spans2(refresh.text)}</p>${cmd(refresh.commands)}</section>` : null}
${r.baseline.stale ? html2`<p class="callout warning"><strong>The baseline is ${r.baseline.ageDays} days old</strong>, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with <code>npx rankgate baseline</code> from the main branch's run.</p>` : null}`;
}
var STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa; --fail: #cf222e; --warn: #9a6700; --pass: #1a7f37; --under: #8250df; --grey: #6e7781; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1100px; padding: 24px; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: var(--fg); background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; } h3 { font-size: 15px; margin: 18px 0 6px; }
code, pre { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 12.5px; }
code { background: rgba(129,139,152,.12); border-radius: 4px; padding: .1em .35em; white-space: break-spaces; word-break: break-word; }
pre.cmd { background: var(--bg2); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; overflow: auto; } pre.cmd code { background: none; padding: 0; white-space: pre; }
a { color: #0969da; }
header.verdict { border-left: 6px solid var(--grey); padding: 6px 0 6px 14px; margin-bottom: 12px; }
header.v-fail { border-color: var(--fail); } header.v-warn, header.v-inconclusive { border-color: var(--warn); } header.v-pass { border-color: var(--pass); }
.badge { display: inline-block; border-radius: 2em; padding: 0 10px; font-size: 14px; font-weight: 600; color: #fff; background: var(--grey); vertical-align: 3px; text-transform: uppercase; }
.v-fail .badge { background: var(--fail); } .v-warn .badge, .v-inconclusive .badge { background: var(--warn); } .v-pass .badge { background: var(--pass); } .badge.accepted { background: #0969da; }
.summary { color: var(--muted); margin: 0; }
.callout { border-left: 4px solid var(--line); background: var(--bg2); padding: 8px 14px; border-radius: 0 6px 6px 0; margin: 14px 0; }
.callout h2 { border: 0; margin: 4px 0; font-size: 15px; }
.callout.caution { border-color: var(--fail); background: #ffebe9; } .callout.important { border-color: #8250df; background: #fbefff; } .callout.tip { border-color: var(--pass); background: #dafbe1; } .callout.warning { border-color: var(--warn); background: #fff8c5; } .callout.note { border-color: #0969da; background: #ddf4ff; }
table { border-collapse: collapse; margin: 8px 0; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid var(--line); padding: 4px 10px; text-align: left; vertical-align: top; }
th { background: var(--bg2); font-weight: 600; }
td.n { text-align: right; white-space: nowrap; } td.neg { color: var(--fail); }
td > code:first-child { white-space: nowrap; word-break: normal; } .scroll { overflow-x: auto; }
table.sortable th { cursor: pointer; user-select: none; } table.sortable th[aria-sort="ascending"]::after { content: " \u25B2"; } table.sortable th[aria-sort="descending"]::after { content: " \u25BC"; }
tr[data-pin] td { background: #f6f8fa; font-weight: 600; }
.st { display: inline-block; border-radius: 2em; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.s-fail { color: var(--fail); } .s-inconclusive, .s-warn { color: var(--warn); } .s-underpowered { color: var(--under); } .s-pass { color: var(--pass); } .s-not-gated, .s-too-small { color: var(--grey); }
.controls { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin: 8px 0; } .controls input, .controls select { font: inherit; padding: 2px 6px; } .count { color: var(--muted); }
.legend, .muted { color: var(--muted); font-size: 12.5px; }
ul.reasons li.l-fail::marker { color: var(--fail); } ul.reasons li.l-warn::marker, ul.reasons li.l-inconclusive::marker { color: var(--warn); }
svg.chart { max-width: 100%; height: auto; font: 12px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
svg .grid { stroke: #eaeef2; } svg .zero { stroke: #1f2328; } svg .tick { fill: var(--muted); } svg .label { fill: var(--fg); } svg .value { fill: var(--muted); }
svg .bar { fill: var(--grey); } svg .s-fail .bar { fill: var(--fail); } svg .s-warn .bar, svg .s-inconclusive .bar { fill: #d4a72c; } svg .s-pass .bar { fill: #4ac26b; } svg .s-underpowered .bar { fill: #c297ff; }
svg .s-fail .label { fill: var(--fail); font-weight: 600; }
svg .line { fill: none; stroke-width: 2; } svg .to-pr { stroke-width: 1.5; stroke-dasharray: 2 3; } svg .pr { fill: #fff; stroke-width: 2.5; } svg .other-contract { fill: #d4a72c; }
svg .whisker { stroke: #1f2328; stroke-width: 1.4; } svg .threshold { stroke: var(--fail); stroke-width: 2; stroke-dasharray: 3 2; } svg .threshold-warn { stroke: #d4a72c; stroke-width: 2; stroke-dasharray: 2 2; }
.j { display: inline-block; border-radius: 2em; padding: 0 7px; font-size: 11.5px; font-weight: 600; white-space: nowrap; }
.j.rel { background: #dafbe1; color: #116329; } .j.non { background: #eaeef2; color: #424a53; } .j.unj { background: #fff8c5; color: #7d4e00; border: 1px dashed #d4a72c; }
details.query { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 6px 0; } details.query summary { cursor: pointer; }
.move.neg { color: var(--fail); } .move.pos { color: var(--pass); } .qtext { font-style: italic; } code.slice { font-size: 11.5px; color: var(--muted); }
table.rankings td:nth-child(1) { color: var(--muted); }
footer dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; } footer dt { color: var(--muted); } footer dd { margin: 0; }
sup { line-height: 0; font-size: 70%; }
[hidden] { display: none !important; }
`;
var SCRIPT = `(function () {
  'use strict';
  var STATUS = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, 'not-gated': 5, 'too-small': 6 };
  function key(td, type) {
    var v = td ? td.getAttribute('data-v') : null;
    if (v === null) v = td ? td.textContent : '';
    if (type === 'num') { var n = parseFloat(v); return isNaN(n) ? null : n; }
    if (type === 'status') return v in STATUS ? STATUS[v] : 9;
    return v;
  }
  function makeSortable(table) {
    var ths = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(ths, function (th, col) {
      th.tabIndex = 0;
      var sort = function () {
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        Array.prototype.forEach.call(ths, function (x) { x.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var type = th.getAttribute('data-type') || 'text';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var pinned = rows.filter(function (r) { return r.hasAttribute('data-pin'); });
        var rest = rows.filter(function (r) { return !r.hasAttribute('data-pin'); });
        rest.sort(function (a, b) {
          var x = key(a.cells[col], type), y = key(b.cells[col], type);
          if (x === y) return 0;
          if (x === null) return 1;
          if (y === null) return -1;
          var c = x < y ? -1 : 1;
          return asc ? c : -c;
        });
        pinned.concat(rest).forEach(function (r) { body.appendChild(r); });
      };
      th.addEventListener('click', sort);
      th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sort(); } });
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), makeSortable);
  function byId(id) { return document.getElementById(id); }
  function count(el, shown, total, what) { if (el) el.textContent = shown === total ? total + ' ' + what : shown + ' of ' + total + ' ' + what; }
  var measure = byId('slice-measure'), filter = byId('slice-filter'), state = byId('slice-status');
  function slices() {
    var tables = document.querySelectorAll('table.slices');
    var m = measure ? measure.value : null, f = filter ? filter.value.toLowerCase() : '', s = state ? state.value : '';
    Array.prototype.forEach.call(tables, function (t) {
      var on = t.getAttribute('data-measure') === m;
      t.hidden = !on;
      if (!on) return;
      var shown = 0, rows = t.tBodies[0].rows;
      Array.prototype.forEach.call(rows, function (r) {
        var ok = (r.getAttribute('data-name') || '').toLowerCase().indexOf(f) >= 0 && (!s || r.getAttribute('data-status') === s);
        r.hidden = !ok;
        if (ok) shown++;
      });
      count(byId('slice-count'), shown, rows.length, 'slices');
    });
  }
  [measure, filter, state].forEach(function (el) { if (el) { el.addEventListener('input', slices); el.addEventListener('change', slices); } });
  slices();
  function list(inputId, countId, selector, attr, what) {
    var input = byId(inputId);
    if (!input) return;
    var run = function () {
      var f = input.value.toLowerCase(), items = document.querySelectorAll(selector), shown = 0;
      Array.prototype.forEach.call(items, function (el) {
        var ok = (el.getAttribute(attr) || '').toLowerCase().indexOf(f) >= 0;
        el.hidden = !ok;
        if (ok) shown++;
      });
      count(byId(countId), shown, items.length, what);
    };
    input.addEventListener('input', run);
    run();
  }
  list('query-filter', 'query-count', 'details.query', 'data-search', 'queries with rankings');
  list('allq-filter', 'allq-count', '#allq tbody tr', 'data-name', 'queries');
})();`;
var SCRIPT_HASH = createHash("sha256").update(SCRIPT, "utf8").digest("base64");
function renderHtml(r, context = {}) {
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'`;
  const chart2 = deltaChart(r);
  const page = html2`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${trusted(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>rankgate · ${r.gate} · ${r.verdict.level}</title>
<style>${trusted(STYLE)}</style>
</head>
<body>
${header(r, context)}
${sliceSection(r)}
${chart2 ? html2`<section id="chart"><h2>Change in ${r.primary} by slice</h2>${chart2}<p class="legend">In the slice table's order. Bar: Δ, coloured by the status of ${r.primary} on the slice. Whisker: for gated slices the one-sided upper bound on Δ (Δ ≤ b, simultaneous over the gated pairs), for the others the 95% bootstrap interval. Red dashed mark: the fail threshold as a drop (−fail); amber: the warn threshold.</p></section>` : null}
${measureSection(r)}
${coverage(r)}
${trendSection(r)}
${powerSection(r)}
${querySection(r)}
${provenance(r)}
<script>${trusted(SCRIPT)}</script>
</body>
</html>
`;
  return page.text;
}

export {
  confine,
  defaultRoot,
  policySchema,
  DEFAULT_MEASURES,
  knownKeys,
  contractSchema,
  BROKEN_RUN_KINDS,
  LEVELS,
  worse,
  reaches,
  REPORT_SCHEMA,
  serializeReport,
  parseReport,
  commentMarker,
  isMarked,
  code,
  terminal,
  f4,
  signed,
  fmtP,
  cellStatistics,
  statisticsLegend,
  powerLegend,
  optimisticLegend,
  hasOptimistic,
  measureLabel,
  globMatch,
  isGlob,
  baselineAge,
  shellQuote,
  refreshSuggestion,
  acceptedRefreshCommands,
  nextSteps,
  refreshAdvice,
  sparkline,
  rowStatus,
  sliceOrder,
  textChart,
  COMMENT_LIMIT,
  renderMarkdown,
  renderHtml,
  isBranchName,
  gitRoot,
  repositoryRoot,
  gitCommit,
  gitDate,
  gitReader
};
