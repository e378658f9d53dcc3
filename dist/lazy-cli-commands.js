import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  expandContracts,
  parsePathMap,
  planGates
} from "./shared-pipeline-gates.js";
import {
  DEFAULT_POLICY,
  TREC_EVAL_ELSEWHERE,
  TREC_EVAL_MAX_DEPTH,
  TREC_EVAL_NICKNAMES,
  aggregateColumn,
  aggregationOf,
  allowance,
  buildBaseline,
  buildSlices,
  contractId,
  formatPadded,
  fromParts,
  inspectContract,
  loadContract,
  optionsAgainstBase,
  parseMeasure,
  planFamily,
  powerFacts,
  prepareBaseComparison,
  reaches,
  readQueries,
  readSlices,
  require_dist,
  resolvePlan,
  runComparison,
  runFiles,
  sampleSd,
  selectSlices,
  shardsLabel,
  summarizeRun,
  trecEvalFamilies,
  trecEvalFamily,
  trecEvalValues
} from "./shared-yaml.js";
import {
  historyFile,
  parseHistory,
  pointsCount
} from "./shared-pipeline-history.js";
import {
  VERSION
} from "./shared-version.js";
import {
  gitCommit,
  gitDate,
  gitReader,
  gitRoot,
  isBranchName
} from "./shared-git-repo.js";
import {
  MEASURES,
  MIN_GEO_MEAN,
  familyTest,
  isCountMeasure,
  measureDef,
  readQrels,
  readRankedRun,
  scoreRuns,
  scoredInWorkers
} from "./shared-read-run.js";
import {
  isGzipFile,
  zlib
} from "./shared-threads-pool.js";
import {
  fmtValue,
  table
} from "./shared-report-table.js";
import {
  sparkline
} from "./shared-report-trend.js";
import "./shared-compare-refresh.js";
import {
  f4
} from "./shared-numbers.js";
import {
  OUTPUT_FILES,
  outputNamed
} from "./shared-report-outputs.js";
import {
  terminal
} from "./shared-report-escape.js";
import {
  Rng,
  deriveSeed
} from "./shared-compare-monte-carlo-wasm.js";
import "./shared-read-number.js";
import {
  InputError
} from "./shared-errors.js";
import "./shared-report-schema.js";
import {
  external_exports
} from "./shared-zod.js";
import "./shared-contract-choices.js";
import {
  __toESM
} from "./shared-runtime.js";

// src/cli/score.ts
import { isAbsolute, relative } from "node:path";

// src/cli/swapped.ts
import { closeSync, openSync, readSync, statSync } from "node:fs";
function withSwapHint(e, qrelsPath, runPath) {
  if (!(e instanceof InputError)) return e;
  const q = firstLine(qrelsPath);
  const r = firstLine(runPath);
  if (q === null || r === null) return e;
  const looksLikeRun = q.startsWith("{") || q.split(/\s+/).length === 6;
  const qf = r.split(/\s+/);
  const looksLikeQrels = qf.length === 4 && /^-?\d+$/.test(qf[3]);
  if (!looksLikeRun || !looksLikeQrels) return e;
  const hint = `the two files look swapped: ${qrelsPath} reads like a run and ${runPath} like judgments; give the judgments (qid 0 docid grade) first`;
  return new InputError(e.message, e.where, e.fix ? `${e.fix}; ${hint}` : hint);
}
function firstLine(path) {
  let fd;
  try {
    if (!statSync(path).isFile()) return null;
    fd = openSync(path, "r");
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, buf.length, 0);
    if (n >= 2 && buf[0] === 31 && buf[1] === 139) return null;
    const line = buf.subarray(0, n).toString("utf8").split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "" && !l.startsWith("#"));
    return line ?? null;
  } catch {
    return null;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}

// src/cli/score.ts
function positional(qrels, run, measures, o) {
  const free = [qrels, run, ...measures].filter((x) => x !== void 0);
  const q = o.qrels ?? free.shift();
  const r = o.run ?? free.shift();
  const all = [...o.measure ?? [], ...free];
  return { qrels: q, run: r, measures: all.length ? all : void 0 };
}
function runJob(run) {
  const cwd = process.cwd();
  const shown = (p) => {
    const r = relative(cwd, p);
    return isAbsolute(p) && r && !r.startsWith("..") && !isAbsolute(r) ? r.split("\\").join("/") : p;
  };
  const files = runFiles([run], cwd, { what: "the run", shown });
  return files.length === 1 ? { path: files[0].path, label: files[0].label } : { path: files[0].path, label: shardsLabel(files), shards: files };
}
async function scoreCommand(o) {
  const contract = o.contract ? loadContract(o.contract, o.contract, { root: o.root }) : void 0;
  const plan = resolvePlan(contract, o, 0);
  const textual = plan.measures.find((m) => measureDef(m.kind).text);
  if (textual)
    throw new InputError(
      `${textual.label} is text, not a number`,
      {},
      "rankgate trec_eval -q prints it per query, as trec_eval does"
    );
  if (!o.run)
    throw new InputError("no run given", {}, "pass the run file: rankgate score QRELS RUN MEASURE\u2026 or --run FILE");
  const qrelsPath = o.qrels ?? contract?.paths.judgments;
  if (!qrelsPath) {
    throw new InputError("no judgments given", {}, "pass --qrels FILE or --contract rankgate.yml");
  }
  const runPath = o.run;
  const run = await (async () => {
    const job = runJob(runPath);
    const shared = scoredInWorkers([job]);
    const qrels = await readQrels(qrelsPath, o.qrels ?? contract.contract.judgments, void 0, {
      shared,
      hash: false
    });
    const scoring = o.format === "tsv" ? { ...plan, columns: "values" } : plan;
    const [r] = await scoreRuns([job], qrels, qrelsPath, scoring, {
      hash: o.format === "json",
      sharedJudgments: shared
    });
    return r;
  })().catch((e) => {
    throw withSwapHint(e, qrelsPath, runPath);
  });
  const summary = summarizeRun(run, plan.aggregate);
  const warnings = summary.warnings.map((w) => w.message);
  if (o.format === "tsv") return { output: tsv(run, summary, !!o.perQuery), warnings };
  if (o.format === "json")
    return {
      output: JSON.stringify(json(run, summary, plan.policy, plan.relevance, plan.aggregate), null, 2),
      warnings
    };
  return { output: text(run, summary, !!o.perQuery), warnings };
}
function isCount(run, mi) {
  return isCountMeasure(run.measures[mi]);
}
function tsv(run, s, perQuery2) {
  const lines2 = [];
  if (perQuery2) {
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.included[qi]) continue;
      for (let mi = 0; mi < run.measures.length; mi++)
        lines2.push(`${run.qids[qi]}	${run.measures[mi].label}	${run.value[mi][qi]}`);
    }
  }
  for (const m of s.measures) lines2.push(`all	${m.label}	${m.value}`);
  return lines2.join("\n");
}
function json(run, s, policy, relevance, aggregate) {
  const perQuery2 = /* @__PURE__ */ Object.create(null);
  for (let qi = 0; qi < run.qids.length; qi++) {
    const row = {};
    for (let mi = 0; mi < run.measures.length; mi++) row[run.measures[mi].label] = run.value[mi][qi];
    perQuery2[run.qids[qi]] = row;
  }
  return {
    run: {
      file: run.read.facts.path,
      sha256: run.read.facts.sha256,
      lines: run.read.facts.lines,
      format: run.read.format,
      tags: run.read.tags,
      ...run.read.shards ? { shards: run.read.shards.map((f) => ({ file: f.path, sha256: f.sha256, lines: f.lines })) } : {}
    },
    relevance,
    aggregate,
    policy,
    means: Object.fromEntries(s.measures.map((m) => [m.label, m.value])),
    optimistic: Object.fromEntries(s.measures.map((m) => [m.label, m.optimistic])),
    aggregation: Object.fromEntries(s.measures.map((m) => [m.label, m.aggregation])),
    counts: { ...s.counts },
    queries: {
      missing: run.qids.filter((_, qi) => run.missing[qi]),
      noRelevant: run.qids.filter((_, qi) => run.noRelevant[qi]),
      excluded: run.qids.filter((_, qi) => !run.included[qi]),
      runOnly: run.read.runOnly
    },
    perQuery: perQuery2
  };
}
function text(run, s, perQuery2) {
  const out = [];
  const rows = s.measures.map((m, mi) => [
    m.label,
    fmtValue(m.value, isCount(run, mi)),
    fmtValue(m.optimistic, isCount(run, mi)),
    String(m.tieDependent),
    m.aggregation
  ]);
  out.push(table(rows, ["measure", "value", "optimistic", "tie-dep", "aggregate"]));
  const c = s.counts;
  out.push("");
  out.push(
    `queries: ${c.evaluated} evaluated of ${c.judged} judged; ${c.missing} missing from the run (scored 0); ${c.noRelevant} without a relevant judgment${c.evaluated < c.judged ? " (excluded)" : ""}; ${c.runOnly} run-only (ignored); ${c.tieDependent} whose value depends on tie order`
  );
  if (perQuery2) {
    out.push("");
    const qrows = [];
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.included[qi]) continue;
      qrows.push([run.qids[qi], ...run.measures.map((_, mi) => fmtValue(run.value[mi][qi], isCount(run, mi)))]);
    }
    out.push(table(qrows, ["qid", ...run.measures.map((m) => m.label)]));
  }
  return out.join("\n");
}

// src/cli/compare.ts
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, join, relative as relative2, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/cli/output.ts
import { mkdirSync, statSync as statSync2, writeFileSync } from "node:fs";
import { dirname } from "node:path";
function why(e) {
  const code = e.code;
  if (code === "EEXIST" || code === "ENOTDIR") return "a file is in the way (a folder is needed there)";
  if (code === "EISDIR") return "it is a folder, not a file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EROFS") return "the file system is read-only";
  if (code === "ENOSPC") return "the disk is full";
  return code ?? e.message;
}
function ensureDir(dir, flag) {
  let st;
  try {
    st = statSync2(dir);
  } catch {
    st = null;
  }
  if (st && !st.isDirectory())
    throw new InputError(`${flag} ${dir} is a file, not a folder`, {}, `name a folder for ${flag}, or remove the file`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new InputError(
      `${flag} ${dir}: cannot create the folder (${why(e)})`,
      {},
      `name a folder that can be created for ${flag}`
    );
  }
}
function writeOutput(path, content, flag) {
  let st;
  try {
    st = statSync2(path);
  } catch {
    st = null;
  }
  if (st?.isDirectory())
    throw new InputError(
      `${flag} ${path} is a folder, not a file`,
      {},
      `name a file for ${flag}, e.g. ${path.replace(/\/+$/, "")}/baseline.trec`
    );
  ensureDir(dirname(path), flag);
  try {
    writeFileSync(path, content);
  } catch (e) {
    throw new InputError(
      `${flag} ${path}: cannot write the file (${why(e)})`,
      {},
      `name a file that can be written for ${flag}`
    );
  }
}

// src/cli/compare.ts
async function compareCommand(o, write) {
  const list = (v) => typeof v === "string" ? [v] : v;
  const cwd = process.cwd();
  const plans = planGates({
    contracts: expandContracts(list(o.contract), cwd, "--contract").map((c) => ({ path: resolve(c), label: c })),
    runs: parsePathMap(list(o.run), "--run"),
    baselines: o.baseline === void 0 || o.baseline.length === 0 ? null : parsePathMap(list(o.baseline), "--baseline"),
    names: { run: "--run", baseline: "--baseline" },
    several: true
  });
  if (o.out) ensureDir(o.out, "--out");
  const results = [];
  for (const p of plans) {
    const contract = plans.length === 1 && typeof o.contract === "string" ? o.contract : p.contract.path;
    const { options, cleanup } = await comparisonOptions({
      ...o,
      contract,
      run: p.runs.length === 1 ? p.run : p.runs,
      baseline: p.baseline
    });
    try {
      results.push(await runComparison(options));
    } finally {
      cleanup();
    }
  }
  if (o.out) {
    for (const r of results) {
      const dir = results.length > 1 ? join(o.out, r.report.gate) : o.out;
      for (const f of r.files) writeOutput(join(dir, f.name), f.content, "--out");
    }
  }
  write(printed(o.format, o.color, results));
  if (o.format === "text" && results.length > 1) write("\n" + gatesSummary(results).join("\n") + "\n");
  return results.some((r) => reaches(r.report.verdict.level, o.failOn)) ? 1 : 0;
}
function printed(format, color, results) {
  const sets = results.map((r) => color ? r.outputs.withView({ color }) : r.outputs);
  if (sets.length === 1) return sets[0].get(format);
  const several = sets[0].several(format);
  if (!several)
    throw new InputError(
      `--format ${format} prints one report, and ${results.length} gates were compared`,
      {},
      `add --out DIR: each gate's ${outputNamed(format).file} goes to DIR/<gate>/`
    );
  return several(
    sets.map((s) => s.get(format)),
    sets.map((s) => s.source)
  );
}
function gatesSummary(results) {
  const failing = results.filter((r) => r.report.verdict.level === "fail").length;
  const width = Math.max(...results.map((r) => terminal(r.report.gate).length));
  return [
    `${results.length} gates, ${failing} failing:`,
    ...results.map(
      (r) => `  ${terminal(r.report.gate).padEnd(width)}  ${r.report.verdict.level.toUpperCase().padEnd(12)}  ${terminal(r.report.verdict.summary)}`
    )
  ];
}
async function comparisonOptions(o) {
  const plain = { contract: o.contract, run: o.run, baseline: o.baseline, root: o.root, workspace: o.workspace };
  if (!o.baseRef)
    return { options: { ...plain, candidateDate: gitDate(dirname2(resolve(o.contract))) }, cleanup: () => {
    } };
  const root = gitRoot(dirname2(resolve(o.contract)));
  if (!root)
    throw new InputError(
      `--base-ref ${o.baseRef}: ${o.contract} is not in a git repository`,
      {},
      "run inside the repository, or drop --base-ref"
    );
  const sha = gitCommit(root, o.baseRef);
  const reader = sha ? gitReader(root, sha) : null;
  if (!sha || !reader)
    throw new InputError(
      `--base-ref ${o.baseRef} is not a commit in ${root}`,
      {},
      "fetch it first (git fetch origin main) or name another ref"
    );
  const p = await prepareBaseComparison({
    repoRoot: root,
    reader,
    ref: sha,
    contract: resolve(o.contract),
    run: typeof o.run === "string" ? resolve(o.run) : o.run.map((r) => resolve(r)),
    baseline: o.baseline ? resolve(o.baseline) : void 0
  });
  return {
    options: optionsAgainstBase(p, { workspace: o.workspace, candidateDate: gitDate(root) }),
    cleanup: p.cleanup
  };
}
async function demoCommand(o, write) {
  const root = packageRoot();
  const dir = join(root, "examples", "help-center");
  const out = o.out === void 0 ? mkdtempSync(join(tmpdir(), "rankgate-demo-")) : resolve(o.out);
  const rel = (p) => relative2(root, p).split("\\").join("/");
  write(
    `rankgate demo: ${rel(join(dir, "candidate.trec"))} against the baseline, as \`rankgate compare\` shows it

`
  );
  await compareCommand(
    {
      contract: join(dir, "rankgate.yml"),
      run: join(dir, "candidate.trec"),
      format: "text",
      out,
      failOn: "never",
      color: o.color,
      root
    },
    write
  );
  write(
    [
      "",
      `Wrote the PR comment and the HTML report to ${out}:`,
      `  ${join(out, "report.md")}    the comment rankgate posts on the pull request (Markdown)`,
      `  ${join(out, "report.html")}  the standalone report: open it in a browser`,
      `  ${join(out, "report.json")}, ${OUTPUT_FILES.filter((f) => !["report.json", "report.md", "report.html"].includes(f)).join(", ")}`,
      "",
      "The example candidate regresses on purpose (a hidden regression on exact-id queries), so the verdict is fail; the demo itself exits 0.",
      `A candidate without the regression: npx rankgate compare --contract ${rel(join(dir, "rankgate.yml"))} --run ${rel(join(dir, "candidate-fixed.trec"))}`,
      ""
    ].join("\n")
  );
  return 0;
}
function packageRoot() {
  let dir = dirname2(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, "examples", "help-center", "rankgate.yml"))) return dir;
    dir = resolve(dir, "..");
  }
  return process.cwd();
}

// src/cli/init.ts
import { existsSync as existsSync2, readdirSync, readFileSync, statSync as statSync3 } from "node:fs";
import { dirname as dirname3, join as join2, relative as relative4, resolve as resolve2 } from "node:path";

// src/pipeline/power.ts
import { relative as relative3, isAbsolute as isAbsolute2 } from "node:path";
var ASSUMED_SHARE = 0.5;
async function powerReport(o) {
  const shown = shownFrom(o.root ?? process.cwd());
  return powerOf(loadContract(o.contract, shown(o.contract)), o);
}
function shownFrom(root) {
  return (p) => {
    const r = relative3(root, p);
    return r && !r.startsWith("..") && !isAbsolute2(r) ? r.split("\\").join("/") : p;
  };
}
async function powerOf(rc, o) {
  const shown = shownFrom(o.root ?? process.cwd());
  const contract = structuredClone(rc.contract);
  contract.gate.rules = contract.gate.rules.map((r) => ({ ...r, measure: parseMeasure(r.measure).name }));
  const sig = contract.gate.significance;
  if (sig === "none" || sig.test === "none") {
    throw new InputError(
      "significance is off, so the gate decides on thresholds alone and has no power to compute",
      { file: rc.file },
      "remove `significance: none` from the gate"
    );
  }
  if (contract.gate.rules.length === 0)
    throw new InputError("the gate has no rules, so nothing is gated", { file: rc.file }, "add gate.rules");
  if (o.churn !== void 0 && !(o.churn > 0 && Number.isFinite(o.churn)))
    throw new InputError(`--churn must be a positive number, got ${o.churn}`, {}, "e.g. --churn 0.1");
  const baselinePath = o.baseline ?? rc.paths.baseline;
  if (!baselinePath)
    throw new InputError("no baseline run", { file: rc.file }, "set baseline: in the contract or pass --baseline FILE");
  const qrels = await readQrels(rc.paths.judgments, shown(rc.paths.judgments));
  const plan = resolvePlan(rc, {}, 0);
  const jobs = [
    { path: baselinePath, label: shown(baselinePath) },
    ...o.run ? [{ path: o.run, label: shown(o.run) }] : []
  ];
  const runs = await scoreRuns(jobs, qrels, rc.paths.judgments, plan);
  const base = runs[0];
  const other = runs[1] ?? base;
  const table2 = rc.paths.slices ? await readSlices(rc.paths.slices, shown(rc.paths.slices)) : null;
  const sp = buildSlices(qrels.qids, base.included, table2, contract.heldout, rc.file);
  const fp = planFamily(contract, rc.file, sp.slices, base, other, plan.aggregate);
  const source = o.run ? "run" : o.churn !== void 0 ? "churn" : "assumed";
  const rng = new Rng(deriveSeed(sig.seed, "power"));
  const z = Float64Array.from(qrels.qids, () => normal(rng));
  const sds = fp.gated.map((g) => {
    if (source === "run") return sampleSd(g.values[0]);
    if (source === "churn") return o.churn;
    const col = base.value[g.mi];
    return ASSUMED_SHARE * sampleSd(Float64Array.from(g.slice.members, (q) => col[q]));
  });
  const pairs = fp.gated.map((g, j) => ({
    members: g.slice.members,
    values: [source === "run" ? g.values[0] : Float64Array.from(g.slice.members, (q) => sds[j] * z[q])]
  }));
  const family = familyTest({
    pairs,
    test: sig.test,
    alpha: sig.alpha,
    correction: sig.correction,
    iterations: sig.iterations,
    seed: deriveSeed(sig.seed, "family"),
    thresholds: fp.input ? [fp.input.thresholds[0]] : void 0
  });
  const rows = fp.gated.map((g, j) => {
    const how = aggregationOf(base.measures[g.mi], plan.aggregate);
    const baseMean = aggregateColumn(base, g.mi, base.value[g.mi], g.slice.members, how);
    let fail = null;
    let threshold = null;
    for (const i of g.rules) {
      const t2 = contract.gate.rules[i].fail;
      if (t2 === void 0) continue;
      const a = allowance(t2, baseMean);
      if (fail === null || a < fail) {
        fail = a;
        threshold = String(t2);
      }
    }
    const t = family.outcomes[0][0].simultaneous[j];
    const pf = powerFacts(g.slice.members.length, sds[j], t, sig.power, fail !== null ? fail / g.factor : null);
    return {
      slice: g.slice.name,
      queries: g.slice.members.length,
      measure: g.measure,
      threshold,
      fail,
      sd: sds[j],
      critical: Number.isFinite(t) ? t : null,
      mde: pf.mde !== null ? pf.mde * g.factor : null,
      resolves: fail !== null && !pf.underpowered && pf.mde !== null,
      queriesNeeded: pf.queriesNeeded
    };
  });
  const basis = source === "run" ? `paired differences between ${shown(baselinePath)} and ${shown(o.run)}` : source === "churn" ? `a per-query churn (sd of the paired differences) of ${o.churn}, as given` : `assumed: the paired sd is ${ASSUMED_SHARE} \xD7 the baseline's per-query sd on each slice (two systems whose per-query scores correlate at 0.875); pass --run with a second run, or --churn, to replace the assumption`;
  return {
    contract: rc.file,
    source,
    basis,
    alpha: sig.alpha,
    power: sig.power,
    correction: sig.correction,
    family: fp.gated.length,
    rows
  };
}
function normal(rng) {
  let u = rng.next();
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

// src/pipeline/fit.ts
var FIT_CAP = 0.1;
var STEP = 5e-3;
function readableUp(x) {
  return Number((Math.ceil(x / STEP - 1e-9) * STEP).toFixed(3));
}
async function fitGate(defaults, load2, o) {
  const byMeasure = new Map(defaults.map((r) => [r.measure, r]));
  let report = await powerOf(load2(defaults), o);
  const fail = /* @__PURE__ */ new Map();
  const order = new Map(report.rows.map((row, i) => [keyOf(row), i]));
  const reportOnly = /* @__PURE__ */ new Map();
  for (const row of report.rows) {
    const d = byMeasure.get(row.measure);
    const k = keyOf(row);
    if (row.slice.includes("*"))
      reportOnly.set(k, { ...only(row, d, report), reason: 'its name holds "*", which a rule reads as a pattern' });
    else fail.set(k, d.fail);
  }
  const rulesOf = () => [...fail.entries()].map(([k, t]) => {
    const [measure, slice] = k.split("	");
    const d = byMeasure.get(measure);
    return { measure, slices: [slice], ...d.warn !== void 0 ? { warn: d.warn } : {}, fail: t };
  });
  let fitted = false;
  for (let round = 0; round < 20; round++) {
    let changed = false;
    for (const row of report.rows) {
      const k = keyOf(row);
      if (!fail.has(k)) continue;
      const plain = plainMde(row, report.power);
      const need = plain === null ? Infinity : readableUp(plain);
      if (need > FIT_CAP && row.slice !== "all") {
        fail.delete(k);
        reportOnly.set(k, {
          ...only(row, byMeasure.get(row.measure), report),
          reason: plain === null ? "no drop of any size would be significant" : `it cannot resolve a drop of ${FIT_CAP}`
        });
        changed = true;
      } else if (need > fail.get(k) && Number.isFinite(need)) {
        fail.set(k, need);
        changed = true;
      }
    }
    if (!changed && fitted) break;
    report = await powerOf(load2(rulesOf()), o);
    fitted = true;
  }
  const rules = [];
  for (const row of report.rows) {
    const k = keyOf(row);
    const t = fail.get(k);
    if (t === void 0) continue;
    const d = byMeasure.get(row.measure);
    const plain = plainMde(row, report.power);
    const warn = d.warn === void 0 ? void 0 : Math.max(d.warn, plain === null ? Infinity : readableUp(plain));
    rules.push({
      measure: row.measure,
      slice: row.slice,
      queries: row.queries,
      ...warn !== void 0 && warn < t ? { warn } : {},
      fail: t,
      mde: row.mde ?? Infinity
    });
  }
  return {
    source: report.source,
    basis: report.basis,
    power: report.power,
    alpha: report.alpha,
    rules,
    // In the order the gate lists its pairs (rules, then slices), whatever round dropped them.
    reportOnly: [...reportOnly.entries()].sort((a, b) => order.get(a[0]) - order.get(b[0])).map(([, r]) => r)
  };
}
function fittedRules(fit) {
  return fit.rules.map((r) => ({
    measure: r.measure,
    slices: [r.slice],
    ...r.warn !== void 0 ? { warn: r.warn } : {},
    fail: r.fail
  }));
}
var keyOf = (row) => `${row.measure}	${row.slice}`;
function plainMde(row, power) {
  if (row.critical === null) return null;
  if (row.sd === 0) return 0;
  return powerFacts(row.queries, row.sd, row.critical, power, null).mde;
}
function only(row, d, report) {
  const needed = row.critical === null ? null : powerFacts(row.queries, row.sd, row.critical, report.power, d.fail).queriesNeeded;
  return { measure: row.measure, slice: row.slice, queries: row.queries, needed, at: d.fail };
}

// src/cli/init-workflows.ts
var import_yaml = __toESM(require_dist(), 1);
var lines = (v) => v.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
function block(value) {
  const s = new import_yaml.Scalar(value.endsWith("\n") ? value : `${value}
`);
  s.type = import_yaml.Scalar.BLOCK_LITERAL;
  return s;
}
function addGateToWorkflow(text2, g) {
  const doc = (0, import_yaml.parseDocument)(text2);
  if (doc.errors.length > 0) return { status: "unrecognised" };
  const jobs = doc.get("jobs");
  if (!(0, import_yaml.isMap)(jobs)) return { status: "unrecognised" };
  for (const job of jobs.items) {
    const steps = (0, import_yaml.isMap)(job.value) ? job.value.get("steps") : null;
    if (!(0, import_yaml.isSeq)(steps)) continue;
    const index = steps.items.findIndex((s) => (0, import_yaml.isMap)(s) && /\/rankgate@|^rankgate@/.test(String(s.get("uses") ?? "")));
    if (index < 0) continue;
    const step = steps.items[index];
    const inputs = step.get("with");
    if (!(0, import_yaml.isMap)(inputs)) return { status: "unrecognised" };
    const contract = inputs.get("contract");
    const run = inputs.get("run");
    if (typeof contract !== "string" || typeof run !== "string") return { status: "unrecognised" };
    if (lines(contract).includes(g.contract)) return { status: "present" };
    inputs.set("contract", block([...lines(contract), g.contract].join("\n")));
    inputs.set("run", block([...lines(run), `${g.gate}=${g.run}`].join("\n")));
    const produce = steps.items.slice(0, index).find((s) => (0, import_yaml.isMap)(s) && String(s.get("name") ?? "") === "Produce the candidate run");
    if ((0, import_yaml.isMap)(produce)) {
      const script = produce.get("run", true);
      const current = (0, import_yaml.isScalar)(script) && typeof script.value === "string" ? script.value : "";
      const add = [
        `mkdir -p ${g.run.includes("/") ? g.run.slice(0, g.run.lastIndexOf("/")) : "."}`,
        g.runCommand
      ].filter((l) => !current.split("\n").includes(l));
      if (add.length > 0) produce.set("run", block([current.trimEnd(), ...add].filter((l) => l !== "").join("\n")));
    }
    return { status: "merged", text: doc.toString({ lineWidth: 0 }) };
  }
  return { status: "unrecognised" };
}

// src/cli/init.ts
var DEFAULT_RULES = [
  { measure: "nDCG@10", slices: "*", warn: 0.01, fail: 0.02 },
  { measure: "R@100", slices: ["all"], fail: 0.01 }
];
var PLACEHOLDER_REPO = "OWNER/rankgate";
function actionRef(root = packageRoot()) {
  try {
    const pkg = external_exports.object({ repository: external_exports.object({ url: external_exports.string() }) }).safeParse(JSON.parse(readFileSync(join2(root, "package.json"), "utf8")));
    const m = pkg.success ? /github\.com\/([A-Za-z0-9-]+\/[A-Za-z0-9._-]+?)(?:\.git)?$/.exec(pkg.data.repository.url) : null;
    if (m && m[1] !== PLACEHOLDER_REPO) return `${m[1]}@v1`;
  } catch {
  }
  return `${PLACEHOLDER_REPO}@v1`;
}
var QRELS_NAMES = /^(qrels.*|.*\.qrels(\.txt)?|judg(e)?ments.*\.txt)$/i;
var SLICES_NAMES = /^slices\.(tsv|csv|jsonl)$/i;
var QUERIES_NAMES = /^(queries|topics)\.tsv$/i;
async function initCommand(o) {
  const cwd = o.cwd ?? process.cwd();
  const root = resolve2(cwd, o.dir);
  if (existsSync2(root) && !statSync3(root).isDirectory()) {
    throw new InputError(`--dir ${o.dir} is a file, not a folder`, {}, "pass the repository folder, e.g. --dir .");
  }
  const repo = (existsSync2(root) ? gitRoot(root) : null) ?? root;
  const posix = (p) => p.split("\\").join("/");
  const fromRepo = (p) => posix(relative4(repo, p));
  const found = scan(root);
  const given = (p, foundHere) => p !== void 0 ? resolve2(cwd, p) : foundHere !== void 0 ? resolve2(root, foundHere) : void 0;
  const judgments = given(o.judgments, found.judgments);
  if (!judgments) {
    throw new InputError(
      "no judgments file given or found",
      { file: root },
      "pass --judgments eval/qrels.txt (TREC qrels: qid 0 docid grade)"
    );
  }
  const rel = (p) => posix(relative4(root, p));
  const qrels = await readQrels(judgments, o.judgments ?? rel(judgments));
  const name = o.name ?? "search";
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name)) {
    throw new InputError(`--name "${name}" is not a gate id`, {}, 'letters, digits, ".", "_" or "-"');
  }
  const slices = given(o.slices, found.slices) ?? resolve2(root, "eval/slices.tsv");
  const queries = given(o.queries, found.queries);
  const baseline = o.baseline ? rel(resolve2(cwd, o.baseline)) : `baselines/${name}.trec`;
  const run = o.run ?? "runs/candidate.trec";
  const runCommand = o.runCommand ?? `./scripts/search-eval > ${run}`;
  for (const [flag, v] of [
    ["--run", run],
    ["--run-command", runCommand]
  ]) {
    if (/[\u0000-\u001f\u007f]/.test(v))
      throw new InputError(`${flag} must be one line without control characters`, {}, `write ${flag} on one line`);
  }
  const ref = actionRef();
  const contractPath = fromRepo(join2(root, "rankgate.yml"));
  if (o.churn !== void 0 && !(o.churn > 0 && Number.isFinite(o.churn)))
    throw new InputError(`--churn must be a positive number, got ${o.churn}`, {}, "e.g. --churn 0.1");
  const baselineFile = resolve2(root, baseline);
  const haveBaseline = existsSync2(baselineFile) && statSync3(baselineFile).isFile();
  if (!haveBaseline && (o.candidate !== void 0 || o.churn !== void 0)) {
    throw new InputError(
      `${o.candidate !== void 0 ? "--candidate" : "--churn"} fits the thresholds to the baseline run, and ${baseline} does not exist yet`,
      {},
      "pass --baseline with the main branch's run (e.g. --baseline runs/main.trec), or write it first: rankgate init, then rankgate baseline --run <run>, then rankgate init --force --baseline <that file> --candidate <run>"
    );
  }
  const text2 = (gate, withSlices = true) => contractText(
    name,
    rel(judgments),
    withSlices ? rel(slices) : void 0,
    queries ? rel(queries) : void 0,
    baseline,
    gate
  );
  let fit = null;
  if (haveBaseline) {
    const withSlices = existsSync2(slices);
    const rules = withSlices ? DEFAULT_RULES : DEFAULT_RULES.map((r) => ({ ...r, slices: ["all"] }));
    const contractFile = join2(root, "rankgate.yml");
    const load2 = (rs) => loadContract(contractFile, contractPath, { text: text2(rulesText(rs), withSlices), root: repo });
    fit = await fitGate(rules, load2, {
      run: o.candidate !== void 0 ? resolve2(cwd, o.candidate) : void 0,
      churn: o.churn,
      root: cwd
    });
  }
  const files = [];
  files.push({
    path: contractPath,
    content: text2(
      fit ? fittedText(
        fit,
        o.candidate !== void 0 ? posix(relative4(root, resolve2(cwd, o.candidate))) : void 0,
        o.churn,
        existsSync2(slices)
      ) : DEFAULT_GATE
    )
  });
  if (!existsSync2(slices)) files.push({ path: fromRepo(slices), content: slicesTemplate(qrels.qids) });
  files.push({ path: ".github/workflows/rankgate.yml", content: prWorkflow(run, runCommand, contractPath, ref) });
  const branch = o.branch ?? "main";
  if (!isBranchName(branch)) {
    throw new InputError(`--branch "${branch}" is not a branch name`, {}, 'letters, digits, ".", "_", "-" or "/"');
  }
  if (o.history !== false)
    files.push({
      path: ".github/workflows/rankgate-history.yml",
      content: historyWorkflow(run, runCommand, branch, contractPath, ref)
    });
  if (o.fork) files.push({ path: ".github/workflows/rankgate-comment.yml", content: forkWorkflow(ref) });
  const joined = /* @__PURE__ */ new Set();
  if (!o.force) {
    const fork = files.findIndex((f) => f.path.endsWith("rankgate-comment.yml") && existsSync2(join2(repo, f.path)));
    if (fork >= 0) files.splice(fork, 1);
    for (const f of files) {
      if (!f.path.startsWith(".github/workflows/rankgate") || f.path.endsWith("-comment.yml") || !existsSync2(join2(repo, f.path)))
        continue;
      const merged = addGateToWorkflow(readFileSync(join2(repo, f.path), "utf8"), {
        gate: name,
        contract: contractPath,
        run,
        runCommand
      });
      if (merged.status === "merged") {
        f.content = merged.text;
        joined.add(f.path);
      }
    }
  }
  const clashes = files.filter((f) => !joined.has(f.path) && existsSync2(join2(repo, f.path)));
  if (clashes.length > 0 && !o.force) {
    throw new InputError(
      `would overwrite ${clashes.map((f) => f.path).join(", ")}`,
      { file: root },
      "pass --force to replace them"
    );
  }
  const out = [];
  for (const f of files) {
    writeOutput(join2(repo, f.path), f.content, f.path);
    out.push(
      joined.has(f.path) ? `updated ${f.path}: it runs gate "${name}" too (${contractPath})` : `wrote ${f.path}`
    );
  }
  if (fit) {
    out.push("");
    out.push(
      `Fitted the gate to ${fit.source === "run" ? "the paired differences with the candidate run" : fit.source === "churn" ? `a churn of ${o.churn}` : "an assumed churn (pass --candidate RUN to measure it)"}: ${fit.rules.length} gated (slice, measure) pair${fit.rules.length === 1 ? "" : "s"}, each resolving its threshold${fit.reportOnly.length ? `; ${fit.reportOnly.length} report-only (too few queries: see the comments in ${contractPath})` : ""}.`
    );
    const weak = fit.rules.filter((r) => r.fail > FIT_CAP).map((r) => `${r.measure} on all (fail ${r.fail})`);
    if (weak.length)
      out.push(
        `  too few queries to resolve a drop of ${FIT_CAP} even on all: ${weak.join(", ")} \u2014 add judged queries`
      );
  }
  out.push("");
  out.push("Next:");
  if (!existsSync2(resolve2(root, baseline)))
    out.push(
      `  rankgate baseline --contract ${contractPath} --run <the main branch's run>   # writes ${fromRepo(resolve2(root, baseline))}`
    );
  if (files.some((f) => f.path === fromRepo(slices)))
    out.push(`  fill in ${fromRepo(slices)} (one row per query; several values in a cell separated by ";")`);
  if (!fit)
    out.push(
      `  rankgate init --force --baseline <the main branch's run> [--candidate <a second run>]   # fits the thresholds to your data`
    );
  out.push(`  rankgate validate --contract ${contractPath}`);
  out.push(
    `  edit .github/workflows/rankgate.yml${o.history !== false ? " and rankgate-history.yml" : ""}: the step that writes ${run}`
  );
  const placeholder = files.filter((f) => f.content.includes(PLACEHOLDER_REPO)).map((f) => f.path);
  if (placeholder.length > 0) {
    out.push(
      `  replace ${PLACEHOLDER_REPO} with rankgate's GitHub repository (owner/name) in ${placeholder.join(", ")}`
    );
  }
  return out;
}
function scan(root) {
  const out = {};
  for (const folder of ["eval", "evaluation", "data", "relevance", "."]) {
    const dir = join2(root, folder);
    if (!existsSync2(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      const p = folder === "." ? f : `${folder}/${f}`;
      if (!out.judgments && QRELS_NAMES.test(f)) out.judgments = p;
      if (!out.slices && SLICES_NAMES.test(f)) out.slices = p;
      if (!out.queries && QUERIES_NAMES.test(f)) out.queries = p;
    }
  }
  return out;
}
function yamlPath(p) {
  return /^[A-Za-z0-9_./-]+$/.test(p) ? p : JSON.stringify(p);
}
function contractText(name, judgmentsPath, slicesPath, queriesPath, baselinePath, gate) {
  const judgments = yamlPath(judgmentsPath);
  const queries = queriesPath === void 0 ? void 0 : yamlPath(queriesPath);
  const baseline = yamlPath(baselinePath);
  return `# rankgate evaluation contract: what is measured and how. Paths are relative to this file.
version: 1
name: ${name}                      # the gate id: one sticky PR comment per name
# corpus: "2026-01-01"            # pin the corpus version; runs declaring another one are refused
judgments: ${judgments}
${slicesPath !== void 0 ? `slices: ${yamlPath(slicesPath)}
` : ""}${queries ? `queries: ${queries}` : "# queries: eval/queries.tsv       # qid<TAB>text, makes the comment readable"}
baseline: ${baseline}          # the main branch's run: rankgate baseline --run <run>
measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]
relevance: 1                      # grade >= this is relevant for binary measures
# policy:                         # the defaults:
#   ties: trec_eval               # trec_eval | rank | file | expected
#   unjudged: nonrelevant         # nonrelevant | condensed
#   missing: zero                 # zero | error
#   no_relevant: exclude          # exclude | zero
#   duplicates: error             # error | first
#   depth: 1000
# aggregate: macro                # macro | micro
# heldout: { slice: split=test, mode: blind }
# baseline_max_age: 30d           # an older baseline is a warning in the PR comment
# goalposts: base                 # base: a PR is judged by the base commit's contract, judgments, slices, baseline; head: by its own
gate:
  primary: nDCG@10
${gate}  min_queries: 10                 # smaller slices are reported, never fail
  # significance: { test: randomization, iterations: 10000, bootstrap: 10000, alpha: 0.05, correction: westfall-young, seed: 1, power: 0.8 }   # test: randomization | t-test
  # missing: fail                 # judged queries the candidate no longer answers: fail | warn | off
  # coverage: { measure: Judged@10, min: 0.7 }   # off unless set: a failure becomes inconclusive when the candidate's judged share falls below min
`;
}
var DEFAULT_GATE = `  rules:
    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }   # absolute drops; "3%" = relative
    - { measure: R@100, slices: [all], fail: 0.01 }
`;
function yamlQuoted(v) {
  let out = '"';
  for (const ch of v) {
    const cp = ch.codePointAt(0);
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (cp >= 32 && cp <= 126) out += ch;
    else if (cp <= 65535) out += `\\u${cp.toString(16).padStart(4, "0")}`;
    else out += `\\U${cp.toString(16).padStart(8, "0")}`;
  }
  return `${out}"`;
}
function ruleLine(r, comment) {
  const slices = r.slices === "*" ? '"*"' : `[${r.slices.map(yamlQuoted).join(", ")}]`;
  const t = `${r.warn !== void 0 ? `, warn: ${r.warn}` : ""}, fail: ${r.fail}`;
  return `    - { measure: ${r.measure}, slices: ${slices}${t} }${comment ? `   # ${comment}` : ""}
`;
}
function rulesText(rules) {
  return `  rules:
${rules.map((r) => ruleLine(r)).join("")}`;
}
function fittedText(fit, candidate, churn, withSlices) {
  const pct = Math.round(fit.power * 100);
  const basis = fit.source === "run" ? `the paired differences between the baseline and ${yamlQuoted(candidate)}` : fit.source === "churn" ? `a per-query churn (sd of the paired differences) of ${churn}` : "an assumed churn: the paired sd is half the baseline's per-query sd on each slice (init --candidate RUN measures it)";
  const out = [
    `  # Fitted by rankgate init: each gated slice resolves its thresholds (absolute drops) at alpha ${fit.alpha}. Beside`,
    `  # each rule, the MDE: the true drop at which the gate fails with ${pct}% power (a drop of exactly the threshold`,
    "  # fails about half the time). rankgate power recomputes them on new data.",
    `  # Paired variance: ${basis}.`,
    "  rules:"
  ].join("\n") + "\n";
  let lines2 = "";
  for (const [i, r] of fittedRules(fit).entries()) {
    const f = fit.rules[i];
    lines2 += ruleLine(
      r,
      `${f.queries} queries, MDE ${f.mde.toFixed(4)}${f.fail > FIT_CAP ? `: cannot resolve ${FIT_CAP}, gated because it is \`all\`` : ""}`
    );
  }
  for (const r of fit.reportOnly) {
    lines2 += `    # report-only: ${r.measure} on ${yamlQuoted(r.slice)} (${r.queries} queries): ${r.reason}${r.needed !== null ? `; resolving ${r.at} needs ${r.needed} queries` : ""}
`;
  }
  if (!withSlices)
    lines2 += "    # slices are not gated yet: fill in the slices file, then run rankgate init --force again to gate them (it rewrites the workflows too)\n";
  return out + lines2;
}
function slicesTemplate(qids) {
  return ["qid	type", ...qids.map((q) => `${q}	`)].join("\n") + "\n";
}
function prWorkflow(run, runCommand, contract, ref) {
  return `name: search-quality
on:
  pull_request:
    # labeled/unlabeled: the check re-runs when a reviewer accepts a regression with a label
    types: [opened, synchronize, reopened, labeled, unlabeled]
permissions:
  contents: read
  pull-requests: write
concurrency:
  group: rankgate-\${{ github.event.pull_request.number }}
  cancel-in-progress: true
jobs:
  rankgate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - name: Produce the candidate run
        run: |
          mkdir -p ${dirname3(run)}
          ${runCommand}
      - uses: ${ref}
        with:
          contract: ${yamlPath(contract)}
          run: ${run}
          # on fork PRs the token is read-only: the comment comes from rankgate-comment.yml instead
          comment: \${{ github.event.pull_request.head.repo.fork && 'off' || 'update' }}
`;
}
function historyWorkflow(run, runCommand, branch, contract, ref) {
  return `# Records main's scores: on every push to ${branch}, rankgate appends one line per gate to <gate>/history.jsonl
# on the rankgate-data branch (created on the first push). Pull requests show the trend from it, and say when the
# committed baseline no longer matches main.
name: search-quality-history
on:
  push:
    branches: [${branch}]
permissions:
  contents: write                 # append to the rankgate-data branch
# No concurrency group: GitHub would cancel queued runs (losing their records); rankgate retries a conflicting append.
jobs:
  history:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - name: Produce main's run
        run: |
          mkdir -p ${dirname3(run)}
          ${runCommand}
      - uses: ${ref}
        with:
          contract: ${yamlPath(contract)}
          run: ${run}
          fail-on: never          # main's record is kept whatever the verdict: pull requests are what is gated
`;
}
function forkWorkflow(ref) {
  return `# Comments on pull requests from forks: runs with the base repository's token after search-quality completes,
# never checks out or runs the fork's code, and re-renders the comment from the validated report artifact.
name: rankgate comment
on:
  workflow_run:
    workflows: [search-quality]
    types: [completed]
permissions:
  actions: read
  pull-requests: write
jobs:
  comment:
    if: github.event.workflow_run.event == 'pull_request'
    runs-on: ubuntu-latest
    steps:
      - uses: ${ref}
        with:
          fail-on: never
`;
}

// src/cli/validate.ts
import { existsSync as existsSync3 } from "node:fs";
async function validateCommand(contractPath, root) {
  const problems = [];
  const facts = [];
  const attempt = async (what) => {
    try {
      return await what();
    } catch (e) {
      if (e instanceof InputError) {
        problems.push(e.format());
        return void 0;
      }
      throw e;
    }
  };
  const ins = inspectContract(contractPath, contractPath, { root });
  problems.push(...ins.problems.map((p) => p.format()));
  const rc = ins.contract;
  if (rc)
    facts.push(
      `contract ${rc.file}: gate "${rc.contract.name}", measures ${rc.measures.map((m) => m.name).join(", ")}`
    );
  const label = (key) => ins.written[key] ?? key;
  const qrels = ins.paths.judgments ? await attempt(() => readQrels(ins.paths.judgments, label("judgments"))) : void 0;
  if (qrels)
    facts.push(
      `judgments ${label("judgments")}: ${qrels.judgments} judgments for ${qrels.qids.length} queries, grades up to ${qrels.maxGrade}`
    );
  const slices = ins.paths.slices ? await attempt(() => readSlices(ins.paths.slices, label("slices"))) : null;
  if (slices) {
    facts.push(`slices ${label("slices")}: ${slices.labels.size} queries, dimensions ${slices.dimensions.join(", ")}`);
    for (const p of labelsNothing(slices, label("slices"))) problems.push(p);
  }
  if (ins.paths.queries) {
    const q = await attempt(() => readQueries(ins.paths.queries, label("queries")));
    if (q) facts.push(`queries ${label("queries")}: ${q.texts.size} texts`);
  }
  if (!rc) return done(facts, problems);
  if (!rc.paths.baseline) {
    problems.push(`${rc.file}: no baseline: (every comparison needs --baseline then)`);
  } else if (!existsSync3(rc.paths.baseline)) {
    problems.push(
      `${rc.contract.baseline}: baseline file not found (create it with: rankgate baseline --contract ${rc.file} --run <your main-branch run>)`
    );
  } else if (qrels) {
    const read = await attempt(
      () => readRankedRun(
        rc.paths.baseline,
        qrels,
        { policy: rc.contract.policy, keep: 0, label: rc.contract.baseline },
        () => {
        }
      )
    );
    if (read) {
      facts.push(
        `baseline ${rc.contract.baseline}: ${read.queries} queries, ${read.results} results${read.meta.corpus ? `, corpus ${read.meta.corpus}` : ""}`
      );
      if (read.judgedResults === 0)
        problems.push(
          `${rc.contract.baseline}: none of its document ids appear in the judgments (a changed id namespace?)`
        );
      if (rc.contract.corpus !== void 0 && read.meta.corpus !== void 0 && read.meta.corpus !== rc.contract.corpus) {
        problems.push(
          `${rc.contract.baseline}: declares corpus "${read.meta.corpus}" but the contract pins "${rc.contract.corpus}"`
        );
      }
    }
  }
  if (qrels && slices !== void 0 && slices?.labelled !== 0) {
    const plan = await attempt(
      () => buildSlices(qrels.qids, new Uint8Array(qrels.qids.length).fill(1), slices, rc.contract.heldout, rc.file)
    );
    if (plan) {
      for (const [i, r] of rc.contract.gate.rules.entries()) {
        await attempt(() => selectSlices(r.slices, plan.slices, `gate.rules[${i}].slices`, rc.file));
      }
      if (plan.withoutLabels > 0)
        facts.push(
          `${plan.withoutLabels} of ${qrels.qids.length} judged queries have no row in the slices file (counted as (unlabeled))`
        );
      const small = plan.slices.filter((s) => s.members.length < rc.contract.gate.min_queries).map((s) => s.name);
      if (small.length)
        facts.push(`too small to gate (< ${rc.contract.gate.min_queries} queries): ${small.join(", ")}`);
    }
  }
  const warnings = problems.length === 0 && rc.paths.baseline ? await underpowered(rc, root) : [];
  return done(facts, problems, warnings);
}
async function underpowered(rc, root) {
  const sig = rc.contract.gate.significance;
  if (sig === "none" || sig.test === "none" || rc.contract.gate.rules.length === 0) return [];
  let r;
  try {
    r = await powerOf(rc, { root });
  } catch (e) {
    if (e instanceof InputError) return [`\u26A0 could not tell what the gated slices can resolve: ${e.format()}`];
    throw e;
  }
  const under = r.rows.filter((x) => x.fail !== null && !x.resolves);
  if (under.length === 0)
    return [`every gated slice resolves its fail threshold on the baseline's data (${r.basis})`].map((f) => `\u2714 ${f}`);
  const named = under.map(
    (x) => `${x.measure} on ${x.slice} (fail ${x.threshold}, ${x.queries} queries${x.queriesNeeded !== null ? `, needs ${x.queriesNeeded}` : ""})`
  );
  return [
    `\u26A0 ${under.length} of ${r.rows.length} gated slices cannot resolve their fail threshold on the baseline's data, so a drop of that size shows as "underpowered" rather than failing: ${named.join(", ")}. Paired variance ${r.basis}. (raise those thresholds or make the slices report-only; rankgate init --force --baseline ${rc.contract.baseline} [--candidate <a second run>] fits them, and rewrites the workflows too)`
  ];
}
function done(facts, problems, warnings = []) {
  const lines2 = [...facts.map((f) => `\u2714 ${f}`), ...warnings, ...problems.map((p) => `\u2716 ${p}`)];
  lines2.push(problems.length === 0 ? "valid" : `${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  return { ok: problems.length === 0, lines: lines2 };
}
function labelsNothing(t, file) {
  if (t.labelled === 0) {
    return [
      `${file}: labels no query: every value cell is empty (an unfilled template?) (fill in a value per query, e.g. type=exact-id, or remove slices: from the contract)`
    ];
  }
  const out = [];
  t.dimensions.forEach((d, di) => {
    for (const row of t.labels.values()) if (row[di]?.length) return;
    out.push(`${file}: the column "${d}" gives no query a value (fill it in or remove the column)`);
  });
  return out;
}

// src/cli/baseline.ts
async function baselineCommand(o) {
  const b = await buildBaseline(o);
  writeOutput(b.path, b.bytes, o.out !== void 0 ? "--out" : "the contract's baseline");
  return { path: b.path, message: b.message };
}

// src/cli/power.ts
async function powerCommand(o) {
  const r = await powerReport(o);
  if (o.format === "json") return JSON.stringify(r, null, 2);
  return powerText(r);
}
function powerText(r) {
  const out = [];
  out.push(
    `What each gated slice of ${r.contract} can resolve: the true drop at which the gate fails with ${Math.round(r.power * 100)}% power`
  );
  out.push(
    `(MDE): significant one-sided at alpha ${r.alpha} after the ${r.correction} adjustment over the ${r.family} gated pairs, and beyond`
  );
  out.push(
    "the fail threshold. A drop of exactly the threshold fails about half the time at any size, so the MDE is always above it."
  );
  out.push(`Paired variance: ${r.basis}.`);
  out.push("");
  out.push(
    table(
      r.rows.map((x) => [
        x.slice,
        String(x.queries),
        x.measure,
        x.threshold ?? "\u2014",
        f4(x.sd),
        x.critical === null ? "\u2014" : x.critical.toFixed(2),
        x.mde === null ? "\u2014" : f4(x.mde),
        x.fail === null ? "no fail threshold" : x.resolves ? "yes" : "underpowered",
        x.resolves || x.queriesNeeded === null ? "" : String(x.queriesNeeded)
      ]),
      [
        "slice",
        "queries",
        "measure",
        "fail at",
        "paired sd",
        "critical",
        "MDE",
        "resolves its threshold",
        "queries needed"
      ]
    )
  );
  const under = r.rows.filter((x) => x.fail !== null && !x.resolves);
  out.push("");
  out.push(
    under.length === 0 ? "On every gated slice, significance no longer limits the gate: it fails whenever the observed drop exceeds the fail threshold." : `On ${under.length} of ${r.rows.length} gated slices significance, not the threshold, limits what the gate catches: add queries (the last column, at the same paired variance: then a true drop of the threshold fails about half the time), raise the threshold, or gate them on a coarser slice.`
  );
  return out.join("\n");
}

// src/cli/history.ts
import { existsSync as existsSync4, readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname4, resolve as resolve3 } from "node:path";
var clean = (s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\xB7");
async function historyCommand(o) {
  const warnings = [];
  const { text: text2, source, gate, today } = await load(o);
  const parsed = parseHistory(text2);
  for (const s of parsed.skipped.slice(0, 5)) warnings.push(`${source}:${s.line}: skipped (${s.why})`);
  if (parsed.skipped.length > 5) warnings.push(`${source}: ${parsed.skipped.length - 5} more lines skipped`);
  let records = gate ? parsed.records.filter((r) => r.gate === gate) : parsed.records;
  const last = o.last === void 0 ? records.length : pointsCount(o.last, "--last");
  records = records.slice(Math.max(0, records.length - last));
  if (o.format === "json") return { output: JSON.stringify(records, null, 2), warnings };
  const measures = measuresOf(records);
  if (o.format === "tsv") {
    const lines2 = ["commit	date	contract	slice	queries	measure	value"];
    for (const r of records) {
      for (const s of r.slices)
        for (const m of measures)
          if (s.means[m] !== void 0)
            lines2.push(
              [r.commit, r.date, r.contract, s.name, s.queries, m, s.means[m]].map((x) => clean(String(x))).join("	")
            );
    }
    return { output: lines2.join("\n"), warnings };
  }
  if (records.length === 0)
    return { output: `${source}: no records${gate ? ` for gate ${clean(gate)}` : ""}`, warnings };
  const value = (r, m) => r.slices.find((s) => s.name === o.slice)?.means[m];
  const rows = records.map((r) => [
    r.commit.slice(0, 12),
    clean(r.date),
    clean(r.contract) + (today !== null && r.contract === today ? "*" : ""),
    String(r.slices.find((s) => s.name === o.slice)?.queries ?? "\u2014"),
    ...measures.map((m) => value(r, m)?.toFixed(4) ?? "\u2014")
  ]);
  const spark = [
    "trend",
    "",
    "",
    "",
    ...measures.map((m) => {
      const vs = records.map((r) => value(r, m) ?? null);
      const known = vs.filter((v) => v !== null);
      return known.length ? sparkline(vs, Math.min(...known), Math.max(...known)) : "";
    })
  ];
  const gates = [...new Set(records.map((r) => r.gate))];
  const head = `${gates.map(clean).join(", ")}: ${records.length} record${records.length === 1 ? "" : "s"} from ${source}, slice ${clean(o.slice)}`;
  const foot = today !== null ? `* = today's contract ${today}; other ids were scored under other judgments, slices or settings and are not comparable.` : "";
  const out = [head, "", table([...rows, spark], ["commit", "date", "contract", "queries", ...measures.map(clean)])];
  if (foot) out.push("", foot);
  return { output: out.join("\n"), warnings };
}
function measuresOf(records) {
  const out = [];
  for (const r of records)
    for (const s of r.slices) for (const m of Object.keys(s.means)) if (!out.includes(m)) out.push(m);
  return out;
}
async function load(o) {
  const contract = o.contract ?? (o.file && !existsSync4("rankgate.yml") ? null : "rankgate.yml");
  if (contract !== null && !existsSync4(contract)) {
    throw new InputError(
      "contract file not found",
      { file: contract },
      "pass --contract PATH (its name is the gate whose history is read), or --file history.jsonl"
    );
  }
  let gate = null;
  let today = null;
  if (contract !== null) {
    const rc = loadContract(contract);
    gate = rc.contract.name;
    try {
      const q = await readQrels(rc.paths.judgments, rc.contract.judgments);
      const s = rc.paths.slices ? await readSlices(rc.paths.slices, rc.contract.slices) : null;
      today = contractId(rc.contract, q.facts.sha256, s?.facts.sha256);
    } catch {
    }
  }
  if (o.file) {
    if (!existsSync4(o.file))
      throw new InputError("history file not found", { file: o.file }, "give the path of a history.jsonl");
    return { text: readFileSync2(o.file, "utf8"), source: o.file, gate, today };
  }
  const root = gitRoot(dirname4(resolve3(contract)));
  if (!root)
    throw new InputError(
      `${contract} is not in a git repository, so the ${o.branch} branch cannot be read`,
      {},
      "pass --file history.jsonl"
    );
  const path = historyFile(gate);
  for (const ref of [`origin/${o.branch}`, o.branch]) {
    const reader = gitReader(root, ref);
    if (!reader) continue;
    const bytes = await reader.read(path);
    if (bytes === null)
      throw new InputError(
        `${ref} has no ${path}`,
        {},
        `the action writes it on pushes to the default branch; check the gate name, or pass --file`
      );
    return { text: bytes.toString("utf8"), source: `${ref}:${path}`, gate, today };
  }
  throw new InputError(
    `no branch ${o.branch} in ${root}`,
    {},
    `fetch it (git fetch origin ${o.branch}), name another with --branch, or pass --file`
  );
}

// src/cli/trec_eval.ts
import { closeSync as closeSync2, createReadStream, fstatSync, openSync as openSync2, readSync as readSync2 } from "node:fs";
var LONG = {
  help: { short: "h", arg: false },
  version: { short: "v", arg: false },
  query_eval_wanted: { short: "q", arg: false },
  measure: { short: "m", arg: true },
  complete_rel_info_wanted: { short: "c", arg: false },
  level_for_rel: { short: "l", arg: true },
  nosummary: { short: "n", arg: false },
  Debug_level: { short: "D", arg: true },
  Judged_docs_only: { short: "J", arg: false },
  Number_docs_in_coll: { short: "N", arg: true },
  Max_retrieved_per_topic: { short: "M", arg: true },
  Rel_info_format: { short: "R", arg: true },
  Results_format: { short: "T", arg: true },
  Output_old_results_format: { short: "o", arg: true },
  Zscore: { short: "Z", arg: true }
};
var SHORT_WITH_ARG = /* @__PURE__ */ new Set(["m", "l", "D", "N", "M", "R", "T", "Z"]);
var SHORT = /* @__PURE__ */ new Set(["h", "v", "q", "m", "c", "l", "n", "D", "J", "N", "M", "R", "T", "o", "Z"]);
var USAGE = "usage: rankgate trec_eval [-h] [-q] [-c] [-n] [-J] [-l N] [-M N] [-N N] [-m measure[.params]]... qrels_file run_file";
function usage(message) {
  throw new InputError(message, {}, USAGE);
}
function atol(text2) {
  const m = /^[ \t\n\r\f\v]*([+-]?\d+)/.exec(text2);
  return m ? Number(m[1]) : 0;
}
function parseTrecEvalArgs(argv) {
  const o = {
    query: false,
    complete: false,
    summary: true,
    judgedOnly: false,
    level: 1,
    maxDocs: TREC_EVAL_MAX_DEPTH,
    docsInCollection: 0,
    measures: [],
    help: false,
    version: false,
    files: []
  };
  const apply = (opt, value) => {
    switch (opt) {
      case "h":
        o.help = true;
        return;
      case "v":
        o.version = true;
        return;
      case "q":
        o.query = true;
        return;
      case "c":
        o.complete = true;
        return;
      case "n":
        o.summary = false;
        return;
      case "J":
        o.judgedOnly = true;
        return;
      case "o":
        return;
      // obsolete in trec_eval too
      case "m": {
        const dot = value.indexOf(".");
        o.measures.push(
          dot < 0 ? { name: value, params: void 0 } : { name: value.slice(0, dot), params: value.slice(dot + 1) }
        );
        return;
      }
      case "l":
        o.level = atol(value);
        return;
      case "M":
        o.maxDocs = atol(value);
        return;
      case "N":
        o.docsInCollection = atol(value);
        return;
      case "R":
        if (value !== "qrels") usage(`-R ${value}: rankgate trec_eval reads ordinary qrels only (-R qrels)`);
        return;
      case "T":
        if (value !== "trec_results") usage(`-T ${value}: rankgate trec_eval reads TREC runs only (-T trec_results)`);
        return;
      case "D":
        return usage("-D (debug output) is not reproduced by rankgate trec_eval");
      case "Z":
        return usage("-Z (z-scores) is not supported by rankgate trec_eval");
      default:
        return usage(`unknown option -${opt}`);
    }
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      o.files.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = a.slice(2, eq < 0 ? void 0 : eq);
      const exact = LONG[name] ? [name] : Object.keys(LONG).filter((k) => k.startsWith(name));
      if (exact.length !== 1) usage(exact.length ? `option --${name} is ambiguous` : `unknown option --${name}`);
      const spec = LONG[exact[0]];
      let value;
      if (spec.arg) {
        value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
        if (value === void 0) usage(`option --${exact[0]} needs a value`);
      } else if (eq >= 0) usage(`option --${exact[0]} takes no value`);
      apply(spec.short, value);
      continue;
    }
    if (a.startsWith("-") && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        const c = a[j];
        if (!SHORT.has(c)) usage(`unknown option -${c}`);
        if (SHORT_WITH_ARG.has(c)) {
          const value = j + 1 < a.length ? a.slice(j + 1) : argv[++i];
          if (value === void 0) usage(`option -${c} needs a value`);
          apply(c, value);
          break;
        }
        apply(c, void 0);
      }
      continue;
    }
    o.files.push(a);
  }
  return o;
}
function markedMeasures(o) {
  const marked = /* @__PURE__ */ new Set();
  const params = /* @__PURE__ */ new Map();
  const asked = o.measures.length ? o.measures : [{ name: "official", params: void 0 }];
  for (const { name, params: p } of asked) {
    if (p !== void 0) {
      if (p === "") usage(`improper measure in parameter '${name}' (an empty parameter list after the dot)`);
      if (!params.has(name)) params.set(name, p);
    }
    const nick = TREC_EVAL_NICKNAMES[name];
    if (nick) {
      for (const n of nick) marked.add(n);
      continue;
    }
    if (name === "runid" || name === "num_q" || trecEvalFamily(name)) {
      marked.add(name);
      continue;
    }
    if (TREC_EVAL_ELSEWHERE[name])
      usage(`trec_eval measure '${name}' is not available here: ${TREC_EVAL_ELSEWHERE[name]}`);
    if (/^prefs|^all_prefs$|^prefs$|^qrels_jg$/.test(name))
      usage(
        `trec_eval measure '${name}' needs preference or judgment-group judgments; rankgate trec_eval reads ordinary qrels`
      );
    usage(`illegal measure '${name}'`);
  }
  return { marked, params };
}
async function trecEvalCommand(argv, io) {
  try {
    const o = parseTrecEvalArgs(argv);
    if (o.version) {
      io.stderr.write(`trec_eval version 10.0-rc3 (rankgate ${VERSION} trec_eval)
`);
      return 0;
    }
    if (o.help) {
      io.stdout.write(helpText());
      return 0;
    }
    if (o.files.length !== 2)
      usage(
        `expected a qrels file and a run file, got ${o.files.length} file argument${o.files.length === 1 ? "" : "s"}`
      );
    if (o.level < 0)
      usage(`-l ${o.level}: trec_eval would count documents outside the judgments as relevant below level 0`);
    if (o.maxDocs < 0) usage(`-M ${o.maxDocs}: trec_eval would report a negative number of results`);
    const out = await trecEval(o, o.files[0], o.files[1]);
    io.stdout.write(out);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      io.stderr.write(`rankgate trec_eval: ${e.format()}
`);
      return 2;
    }
    throw e;
  }
}
async function trecEval(o, qrelsPath, runPath) {
  const { marked, params } = markedMeasures(o);
  const printed2 = [];
  const specs = [];
  for (const { family } of trecEvalFamilies()) {
    if (!marked.has(family.name)) continue;
    const values = trecEvalValues(trecEvalFamily(family.name), params.get(family.name), (def, label, x) => {
      const extra = family.name === "utility" ? { docs: o.docsInCollection } : {};
      return fromParts(def, label, { cutoff: x.cutoff, params: { ...x.params, ...extra } });
    });
    printed2.push({ family, specs: values, first: specs.length });
    specs.push(...values);
  }
  const job = { path: runPath, label: runPath };
  const shared = scoredInWorkers([job]);
  const qrels = await readQrels(qrelsPath, qrelsPath, void 0, { shared });
  checkTrecEvalJudgments(qrels);
  const plan = {
    measures: specs,
    relevance: o.level,
    policy: {
      ...DEFAULT_POLICY,
      ties: "trec_eval",
      unjudged: o.judgedOnly ? "condensed" : "nonrelevant",
      missing: "zero",
      no_relevant: "zero",
      duplicates: "error",
      depth: o.maxDocs
    },
    keep: 0,
    negative: "unjudged",
    columns: "values",
    trecEval: true
  };
  const [run] = await scoreRuns([job], qrels, qrelsPath, plan, { hash: false, sharedJudgments: shared });
  const order = qidsInByteOrder(qrels.qids);
  if (!o.complete) {
    const missing = order.find((qi) => run.missing[qi]);
    if (missing !== void 0) {
      throw new InputError(
        `judged query "${qrels.qids[missing]}" has no results in the run (trec_eval 10.0 stops there without -c)`,
        { file: runPath },
        "pass -c to score judged queries the run lacks as zeros, as TREC evaluations do"
      );
    }
  }
  const runid = marked.has("runid") ? await lastRunTag(runPath) : "";
  resetPlaceholders(run);
  const lines2 = [];
  const name = (s) => s.padEnd(22, " ");
  if (o.query) {
    for (const qi of order) {
      const qid = qrels.qids[qi];
      for (const p of printed2) {
        if (p.family.only === "summary") continue;
        p.specs.forEach((spec, k) => {
          const mi = p.first + k;
          lines2.push(`${name(spec.label)}	${qid}	${perQuery(p.family, run, mi, qi)}`);
        });
      }
    }
  }
  if (o.summary) {
    if (marked.has("runid")) lines2.push(`${name("runid")}	all	${runid}`);
    if (marked.has("num_q")) lines2.push(`${name("num_q")}	all	${qrels.qids.length}`);
    for (const p of printed2) {
      if (p.family.only === "query") continue;
      p.specs.forEach((spec, k) => {
        lines2.push(`${name(spec.label)}	all	${summaryValue(p.family, spec, run, p.first + k, order, qrels, o)}`);
      });
    }
  }
  return lines2.length ? lines2.join("\n") + "\n" : "";
}
function resetPlaceholders(run) {
  run.measures.forEach((spec, mi) => {
    const l = spec.label;
    const reset = l === "num_ret" || l === "utility" || l === "relstring" || l.startsWith("unj") || l === "rbp_resid";
    if (!reset) return;
    for (let qi = 0; qi < run.qids.length; qi++) {
      if (!run.missing[qi]) continue;
      run.value[mi][qi] = 0;
      if (run.text[mi]) run.text[mi][qi] = "";
    }
  });
}
function perQuery(family, run, mi, qi) {
  if (family.value === "text") return `'${run.text[mi][qi] ?? ""}'`;
  const v = run.value[mi][qi];
  return family.value === "long" ? String(Math.trunc(v)) : formatPadded(v, 6, 4);
}
function summaryValue(family, spec, run, mi, order, qrels, o) {
  const col = run.value[mi];
  const n = order.length;
  if (family.value === "long") {
    if (family.name === "num_rel" && o.complete) {
      let c = 0;
      for (const q of qrels.queries.values()) for (let i = 0; i < q.grades.length; i++) if (q.grades[i] > 0) c++;
      return String(c);
    }
    let s2 = 0;
    for (const qi of order) s2 += col[qi];
    return String(Math.trunc(s2));
  }
  let s = 0;
  if (spec.kind === "gm_map" || spec.kind === "gm_bpref") {
    for (const qi of order) s += Math.log(Math.max(col[qi], MIN_GEO_MEAN));
    return formatPadded(n ? Math.exp(s / n) : 0, 6, 4);
  }
  for (const qi of order) s += col[qi];
  return formatPadded(n ? s / n : s, 6, 4);
}
function qidsInByteOrder(qids) {
  const bytes = qids.map((q) => Buffer.from(q, "utf8"));
  return qids.map((_, i) => i).sort((a, b) => Buffer.compare(bytes[a], bytes[b]));
}
function checkTrecEvalJudgments(qrels) {
  for (const q of qrels.queries.values()) {
    let nonNegative = false;
    for (let i = 0; i < q.grades.length; i++) {
      const g = q.grades[i];
      if (!Number.isInteger(g)) {
        throw new InputError(
          `grade ${g} is not a whole number: trec_eval 10.0 would read it as ${Math.trunc(g)}`,
          { file: qrels.facts.path, line: q.lineList[i] },
          "write whole-number grades, or use rankgate score, which keeps decimal grades"
        );
      }
      if (g >= 0) nonNegative = true;
    }
    if (!nonNegative) {
      throw new InputError(
        `query "${q.qid}" has only negative grades: trec_eval 10.0 then evaluates it with values left over from the query before`,
        { file: qrels.facts.path, line: q.lineList[0] },
        "give the query at least one judgment with grade 0 or more, or remove it"
      );
    }
  }
}
async function lastRunTag(path) {
  let last = "";
  const take = (line) => {
    const t = line.trim();
    if (t === "" || t.startsWith("#")) return false;
    if (t.startsWith("{")) {
      try {
        const o = JSON.parse(t);
        last = typeof o.tag === "string" ? o.tag : typeof o.run === "string" ? o.run : "";
      } catch {
        last = "";
      }
      return true;
    }
    last = t.split(/[ \t]+/)[5] ?? "";
    return true;
  };
  if (isGzipFile(path)) {
    let rest = "";
    await new Promise((resolve4, reject) => {
      createReadStream(path).pipe(zlib().createGunzip()).on("data", (c) => {
        const text2 = rest + c.toString("utf8");
        const lines2 = text2.split("\n");
        rest = lines2.pop();
        for (const l of lines2) take(l);
      }).on("end", () => resolve4()).on("error", reject);
    });
    take(rest);
    return last;
  }
  const fd = openSync2(path, "r");
  try {
    const size = fstatSync(fd).size;
    let end = size;
    let tail = "";
    const chunk = Buffer.alloc(1 << 16);
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      readSync2(fd, chunk, 0, end - start, start);
      tail = chunk.toString("utf8", 0, end - start) + tail;
      end = start;
      const lines2 = tail.split("\n");
      for (let i = lines2.length - 1; i >= (end > 0 ? 1 : 0); i--) if (take(lines2[i])) return last;
      tail = lines2[0];
    }
    return last;
  } finally {
    closeSync2(fd);
  }
}
function helpText() {
  const families = trecEvalFamilies().map(({ family, def }) => `  ${family.name.padEnd(22)} ${def.summary}`).join("\n");
  return `${USAGE}

rankgate trec_eval prints what trec_eval 10.0 prints for the same arguments (names, order, runid, 4 decimals as
C's printf rounds them), computed by rankgate's measures. Input that trec_eval silently misreads is refused with
an error naming file and line (a score such as "n/a", a decimal grade, a query with only negative grades).

  -q          also print every query's values
  -c          average over every query in the judgments (a query the run lacks scores 0)
  -n          no summary lines
  -J          only judged documents count (unjudged ones are removed first)
  -l N        grades >= N are relevant (default 1)
  -M N        at most N results per query (default: all)
  -N N        documents in the collection (utility's fourth coefficient)
  -m M        a measure, a measure with parameters (P.5,10  rbp.p=0.8  ndcg.1=3,2=9) or a set of them:
              official (the default), all_trec, set

Measures:
  runid                  the run tag of the last result line
  num_q                  number of queries evaluated
${families}
`;
}

// src/measures/describe.ts
function measureHelp() {
  const width = Math.max(...MEASURES.map((d) => d.example.length));
  return [
    "",
    "Measures (ir_measures names; trec_eval names such as ndcg_cut.10, P.5,10, recip_rank also work):",
    ...MEASURES.map((d) => `  ${d.example.padEnd(width)}  ${d.summary}`)
  ].join("\n");
}

// src/cli/commands.ts
var import_yaml2 = __toESM(require_dist(), 1);
var export_yamlStringify = import_yaml2.stringify;
export {
  baselineCommand,
  compareCommand,
  demoCommand,
  historyCommand,
  initCommand,
  loadContract,
  measureHelp,
  packageRoot,
  positional,
  powerCommand,
  scoreCommand,
  trecEvalCommand,
  validateCommand,
  export_yamlStringify as yamlStringify
};
