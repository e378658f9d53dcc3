import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readRankedRun
} from "./chunk-WR7HKRI4.js";
import {
  isGzipFile
} from "./chunk-VXMKNK2O.js";
import {
  hasMixedGroup,
  isUnjudged,
  logChoose,
  measureDef,
  ranksNeeded,
  reorderGroups,
  resolveMeasure,
  tieGroups
} from "./chunk-PYKI4PJI.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";

// src/score/evaluate.ts
var EPS = 1e-12;
async function scoreRun(path, qrels, plan, label = path) {
  return finishScoredRun(await scoreRunPart(path, qrels, plan, label), qrels, plan, label);
}
async function scoreRunPart(path, qrels, plan, label = path, range) {
  const qids = qrels.qids;
  const index = /* @__PURE__ */ new Map();
  qids.forEach((q, i) => index.set(q, i));
  const nq = qids.length;
  const nm = plan.measures.length;
  const col = () => Array.from({ length: nm }, () => new Float64Array(nq));
  const value = col();
  const num = col();
  const den = col();
  const all = plan.columns !== "values";
  const out = {
    qids,
    measures: plan.measures,
    value,
    num,
    den,
    // Values only: the other columns are the value's own arrays (no memory, and nothing that could differ from it).
    low: all ? col() : value,
    high: all ? col() : value,
    optimistic: all ? col() : value,
    optNum: all ? col() : num,
    optDen: all ? col() : den,
    text: plan.measures.map((m) => measureDef(m.kind).text ? new Array(nq).fill(null) : null),
    missing: new Uint8Array(nq).fill(1),
    retrieved: new Int32Array(nq),
    fingerprint: new Uint32Array(nq),
    noRelevant: new Uint8Array(nq),
    included: new Uint8Array(nq),
    top: new Array(nq).fill(null),
    read: void 0
  };
  checkPlan(plan, qrels);
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  out.read = await readRankedRun(path, qrels, { policy: plan.policy, keep: plan.keep, label, range }, (list) => {
    const qi = index.get(list.qid);
    out.missing[qi] = 0;
    out.retrieved[qi] = list.retrieved;
    scorer.score(list, qi, out);
  });
  return out;
}
function finishScoredRun(out, qrels, plan, label) {
  const qids = out.qids;
  const nq = qids.length;
  const scorer = new QueryScorer(plan, qrels.maxGrade);
  const missing = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!out.missing[qi]) continue;
    missing.push(qids[qi]);
    const j = qrels.queries.get(qids[qi]);
    const placeholder = plan.trecEval ? 1 : 0;
    const empty = {
      qid: qids[qi],
      judgments: j,
      n: placeholder,
      depth: placeholder,
      grades: new Float64Array(placeholder).fill(NaN),
      scores: new Float64Array(placeholder).fill(1),
      docids: [],
      hashes: new Uint32Array(placeholder),
      retrieved: placeholder
    };
    scorer.score(empty, qi, out);
    out.top[qi] = null;
  }
  if (missing.length > 0 && plan.policy.missing === "error") {
    const shown = missing.slice(0, 10).map((q) => `"${q}"`).join(", ");
    throw new InputError(
      `${missing.length} judged quer${missing.length === 1 ? "y has" : "ies have"} no results: ${shown}${missing.length > 10 ? ", ..." : ""}`,
      { file: label },
      "make the run answer every judged query, or set policy.missing: zero to score them as zeros"
    );
  }
  for (let qi = 0; qi < nq; qi++) {
    const j = qrels.queries.get(qids[qi]);
    out.noRelevant[qi] = countRelevant(j.grades, plan) === 0 ? 1 : 0;
    out.included[qi] = out.noRelevant[qi] && plan.policy.no_relevant === "exclude" ? 0 : 1;
  }
  return out;
}
var listStamps = 0;
var QueryScorer = class {
  constructor(plan, maxGrade) {
    this.plan = plan;
    this.maxGrade = maxGrade;
    this.resolved = plan.measures.map((m) => resolveMeasure(m, plan.relevance));
    this.seesUnjudged = plan.measures.map((m) => !!measureDef(m.kind).seesUnjudged);
    this.isText = plan.measures.map((m) => !!measureDef(m.kind).text);
    this.all = plan.columns !== "values";
  }
  plan;
  maxGrade;
  resolved;
  seesUnjudged;
  isText;
  starts = new Int32Array(1024);
  scratch = new Float64Array(1024);
  v = { value: 0, num: 0, den: 1 };
  all;
  score(list, qi, out) {
    const { policy, relevance } = this.plan;
    const facts = {
      judged: list.judgments.grades,
      maxGrade: this.maxGrade,
      negative: this.plan.negative ?? "nonrelevant",
      trecEvalNaN: !!this.plan.trecEval,
      listStamp: ++listStamps
    };
    const scratchFacts = { ...facts, listStamp: void 0 };
    this.ensure(list.n + 1);
    const expected = policy.ties === "expected";
    out.fingerprint[qi] = fingerprintOf(list);
    let main = list;
    let cases = null;
    if (policy.unjudged === "condensed") {
      main = condense(list, facts);
      if (this.all || expected) cases = condensedCases(list, facts);
    }
    for (let mi = 0; mi < this.resolved.length; mi++) {
      const m = this.resolved[mi];
      const l = this.seesUnjudged[mi] ? list : main;
      if (this.isText[mi]) out.text[mi][qi] = m.text(l.grades, l.depth, facts);
      if (cases && l === main) {
        this.mixture(m, main, cases, scratchFacts, qi, mi, out);
      } else {
        this.evaluate(m, l, facts, expected);
        out.value[mi][qi] = this.v.value;
        out.num[mi][qi] = this.v.num;
        out.den[mi][qi] = this.v.den;
        if (this.all) {
          const [lo, hi] = this.range(m, l, scratchFacts);
          out.low[mi][qi] = lo;
          out.high[mi][qi] = hi;
        }
      }
      if (this.all) {
        this.optimistic(m, list, l === main && main !== list, scratchFacts, relevance, out.value[mi][qi], out.high[mi][qi]);
        out.optimistic[mi][qi] = this.v.value;
        out.optNum[mi][qi] = this.v.num;
        out.optDen[mi][qi] = this.v.den;
      }
    }
    if (list.n > 0 || list.docids.length > 0) {
      const k = list.docids.length;
      const grades = [];
      const scores = [];
      for (let i = 0; i < k; i++) {
        grades.push(Number.isNaN(list.grades[i]) ? null : list.grades[i]);
        scores.push(list.scores[i]);
      }
      const deep = Math.min(list.n, this.plan.deep ?? 0);
      const cut = (a) => deep === a.length ? a : a.subarray(0, deep);
      out.top[qi] = deep > 0 ? { docids: list.docids, grades, scores, seen: { hashes: cut(list.hashes), grades: cut(list.grades) } } : { docids: list.docids, grades, scores };
    }
  }
  ensure(n) {
    if (this.starts.length <= n) {
      this.starts = new Int32Array(n * 2);
      this.scratch = new Float64Array(n * 2);
      this.groupsOf = null;
    }
  }
  /**
   * The optimistic value (at least the value): the measure's own search over judging unjudged documents in the
   * policy's order. Under `condensed`, judged documents stay in the list and the others leave it, so every count of
   * judged documents is evaluated on its own list. Under `ties: expected`, the search runs on the order that puts, in
   * each tie group, unjudged documents where a document of grade `relevance` would go, and never returns less than the
   * highest value over tie orders.
   */
  optimistic(m, list, condensed, facts, relevance, value, high) {
    const v = this.v;
    if (condensed) {
      optimisticCondensed(m, list, facts, relevance, v);
    } else if (this.plan.policy.ties === "expected" && this.groups(list) > 0 && this.mixed) {
      const key = (g) => isUnjudged(g, facts) ? m.orderKey(relevance, facts) - 1e-9 : m.orderKey(g, facts);
      reorderGroups(key, list.grades, list.n, this.starts, this.groupCount, true, this.scratch);
      m.optimistic(this.scratch.subarray(0, list.n), list.depth, facts, relevance, v);
      if (high > v.value) v.value = high;
    } else {
      m.optimistic(list.grades, list.depth, facts, relevance, v);
    }
    if (value > v.value) {
      v.value = value;
    }
  }
  /**
   * Condensed list whose depth cuts a tie group mixing judged and unjudged documents: how many judged documents
   * fall inside the depth depends on the tie order. The value (under `expected`) and low/high are taken over every case.
   */
  mixture(m, main, cases, facts, qi, mi, out) {
    const expected = this.plan.policy.ties === "expected";
    let value = 0;
    let num = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of cases) {
      this.evaluate(m, c.list, facts, expected);
      value += c.p * this.v.value;
      num += c.p * this.v.num;
      const [a, b] = this.range(m, c.list, facts);
      lo = Math.min(lo, a);
      hi = Math.max(hi, b);
    }
    if (expected) {
      this.v.value = value;
      this.v.num = num;
    } else {
      this.evaluate(m, main, facts, false);
    }
    out.value[mi][qi] = this.v.value;
    out.num[mi][qi] = this.v.num;
    out.den[mi][qi] = this.v.den;
    if (this.all) {
      out.low[mi][qi] = Math.min(lo, this.v.value);
      out.high[mi][qi] = Math.max(hi, this.v.value);
    }
  }
  /** The policy value: the list's own order, or the expectation over tie orders. */
  evaluate(m, l, facts, expected) {
    if (expected) {
      const groups = this.groups(l);
      if (this.mixed) {
        m.expected(l.grades, l.depth, facts, { starts: this.starts, count: groups }, this.v);
        return;
      }
    }
    m.ordered(l.grades, l.depth, facts, this.v);
  }
  // Tie groups of the list last asked about: every measure of a query looks at the same list.
  groupsOf = null;
  groupCount = 0;
  mixed = false;
  groups(l) {
    if (l !== this.groupsOf) {
      this.groupsOf = l;
      this.groupCount = tieGroups(l.scores, l.n, this.starts);
      this.mixed = hasMixedGroup(l.grades, this.starts, this.groupCount, l.n);
    }
    return this.groupCount;
  }
  /** Lowest and highest value over tie orders (equal to the value when no tie group mixes grades). */
  range(m, l, facts) {
    const groups = this.groups(l);
    if (!this.mixed) return [this.v.value, this.v.value];
    const keep = { ...this.v };
    const key = (g) => m.orderKey(g, facts);
    reorderGroups(key, l.grades, l.n, this.starts, groups, false, this.scratch);
    m.ordered(this.scratch, l.depth, facts, this.v);
    const lo = this.v.value;
    reorderGroups(key, l.grades, l.n, this.starts, groups, true, this.scratch);
    m.ordered(this.scratch, l.depth, facts, this.v);
    const hi = this.v.value;
    Object.assign(this.v, keep);
    return [Math.min(lo, hi, keep.value), Math.max(hi, lo, keep.value)];
  }
};
function optimisticCondensed(m, list, facts, relevance, out) {
  const key = (g) => m.orderKey(g, facts);
  const judged = [];
  let unjudged = 0;
  for (let i = 0; i < list.depth; i++) {
    const g = list.grades[i];
    if (isUnjudged(g, facts)) unjudged++;
    else judged.push(g);
  }
  judged.sort((x, y) => key(y) - key(x));
  const K = Math.min(unjudged, ranksNeeded(m.spec));
  const kr = key(relevance);
  const at = judged.findIndex((g) => key(g) < kr);
  const split = at < 0 ? judged.length : at;
  const grades = new Float64Array(judged.length + K);
  const all = new Float64Array(facts.judged.length + K);
  all.set(facts.judged);
  let best = -Infinity;
  let bestNum = 0;
  let bestDen = 1;
  for (let k = 0; k <= K; k++) {
    for (let i = 0; i < split; i++) grades[i] = judged[i];
    for (let i = 0; i < k; i++) grades[split + i] = relevance;
    for (let i = split; i < judged.length; i++) grades[i + k] = judged[i];
    all.fill(relevance, facts.judged.length, facts.judged.length + k);
    const n = judged.length + k;
    m.ordered(grades.subarray(0, n), n, { ...facts, judged: all.subarray(0, facts.judged.length + k), maxGrade: Math.max(facts.maxGrade, relevance) }, out);
    if (out.value > best) {
      best = out.value;
      bestNum = out.num;
      bestDen = out.den;
    }
  }
  out.value = best;
  out.num = bestNum;
  out.den = bestDen;
}
function condensedCases(list, facts) {
  if (list.n <= list.depth) return null;
  let a = list.depth - 1;
  const s = list.scores[a];
  while (a > 0 && list.scores[a - 1] === s) a--;
  let before = 0;
  for (let i = 0; i < a; i++) if (!isUnjudged(list.grades[i], facts)) before++;
  const size = list.n - a;
  let j = 0;
  for (let i = a; i < list.n; i++) if (!isUnjudged(list.grades[i], facts)) j++;
  const u = size - j;
  if (j === 0 || u === 0) return null;
  const t = list.depth - a;
  const base = condense(list, facts);
  const cases = [];
  for (let h = Math.max(0, t - u); h <= Math.min(j, t); h++) {
    const p = Math.exp(logChoose(j, h) + logChoose(u, t - h) - logChoose(size, t));
    cases.push({ list: { ...base, depth: before + h }, p });
  }
  return cases;
}
function condense(list, facts) {
  let n = 0;
  let depth = 0;
  for (let i = 0; i < list.n; i++) {
    if (!isUnjudged(list.grades[i], facts)) {
      n++;
      if (i < list.depth) depth++;
    }
  }
  const grades = new Float64Array(n);
  const scores = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < list.n; i++) {
    if (!isUnjudged(list.grades[i], facts)) {
      grades[j] = list.grades[i];
      scores[j++] = list.scores[i];
    }
  }
  return { ...list, n, depth, grades, scores };
}
function fingerprintOf(list) {
  let h = Math.imul(2166136261 ^ list.depth, 16777619);
  h = Math.imul(h ^ list.n, 16777619);
  const { grades, scores } = list;
  for (let i = 0; i < list.n; i++) {
    const g = grades[i];
    if (g === g) h = Math.imul(h ^ (i << 12 ^ (g * 1024 | 0)), 16777619);
    if (i > 0 && scores[i] === scores[i - 1]) h = Math.imul(h ^ (i | 1073741824), 16777619);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function isTieDependent(run, mi, qi) {
  return run.high[mi][qi] - run.low[mi][qi] > EPS;
}
function tieDependentQueries(run, queries) {
  let n = 0;
  for (let i = 0; i < queries.length; i++) {
    for (let mi = 0; mi < run.measures.length; mi++) {
      if (isTieDependent(run, mi, queries[i])) {
        n++;
        break;
      }
    }
  }
  return n;
}
function countRelevant(grades, plan) {
  let c = 0;
  for (let i = 0; i < grades.length; i++) {
    const g = grades[i];
    if (g >= plan.relevance && !(plan.negative === "unjudged" && g < 0)) c++;
  }
  return c;
}
function checkPlan(plan, qrels) {
  for (const m of plan.measures) {
    const def = measureDef(m.kind);
    if (plan.policy.ties === "expected" && plan.columns !== "values" && !def.text && resolveMeasure(m, plan.relevance).expected === null) {
      throw new InputError(
        `${m.label} has no exact expected value over tie orders (${def.notes.expected})`,
        {},
        "use another tie policy (ties: trec_eval, rank or file) for it, or drop it from the measures"
      );
    }
    if (qrels) def.checkJudgments?.(m, qrels);
  }
}

// src/score/parallel.ts
import { existsSync, openSync, readSync, closeSync, statSync, createReadStream } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var PARALLEL_MIN_BYTES = 8 * 1024 * 1024;
function workerFile() {
  if (process.env.RANKGATE_THREADS === "1") return null;
  try {
    const p = fileURLToPath(new URL("./worker.js", import.meta.url));
    return existsSync(p) ? p : null;
  } catch {
    return null;
  }
}
async function scoreRuns(jobs, qrels, qrelsPath, shared, opts = {}) {
  const worker = workerFile();
  const cores = Math.max(1, Math.min(availableParallelism(), 8));
  const sizes = jobs.map((j) => isPlain(j.path) ? statSync(j.path).size : 0);
  if (!worker || cores < 2 || sizes.every((s) => s < PARALLEL_MIN_BYTES)) {
    const out = [];
    for (const j of jobs) out.push(await scoreRun(j.path, qrels, j.deep === void 0 ? shared : { ...shared, deep: j.deep }, j.label));
    return out;
  }
  const sharesPer = Math.max(1, Math.floor(cores / jobs.length));
  return Promise.all(jobs.map(async (j, i) => {
    const plan = j.deep === void 0 ? shared : { ...shared, deep: j.deep };
    if (sizes[i] < PARALLEL_MIN_BYTES) return scoreRun(j.path, qrels, plan, j.label);
    const ranges = splitAtQueries(j.path, sizes[i], sharesPer);
    const hash = ranges.length > 1 && opts.hash !== false ? sha256File(j.path) : null;
    const parts = await Promise.all(ranges.map((range) => runShare(worker, { qrels: qrelsPath, qrelsLabel: qrels.facts.path, path: j.path, label: j.label, plan, range })));
    const merged = parts.every((p) => p.ok) ? merge(parts.map((p) => p.run), qrels, plan) : null;
    if (!merged) {
      if (process.env.RANKGATE_DEBUG) process.stderr.write(`rankgate: shares of ${j.label} not merged: ${JSON.stringify(parts.map((p) => p.ok ? "ok" : p.message))}
`);
      const failed = parts.find((p) => !p.ok);
      if (failed && !failed.input) throw new Error(failed.message);
      return scoreRun(j.path, qrels, plan, j.label);
    }
    if (hash) merged.read.facts = { ...merged.read.facts, sha256: await hash };
    return finishScoredRun(merged, qrels, plan, j.label);
  }));
}
function isPlain(path) {
  try {
    return !isGzipFile(path);
  } catch {
    return false;
  }
}
function runShare(file, job) {
  return runWorker(file, { kind: "share", job });
}
function runWorker(file, task) {
  return new Promise((resolve, reject) => {
    const w = new Worker(file, { workerData: task });
    w.once("message", (m) => resolve(m));
    w.once("error", reject);
    w.once("exit", (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
}
function standbyWorker(file) {
  const w = new Worker(file, { workerData: { kind: "standby" } });
  const done = new Promise((resolve, reject) => {
    w.once("message", resolve);
    w.once("error", reject);
    w.once("exit", (code) => {
      if (code !== 0) reject(new Error(`rankgate worker exited with code ${code}`));
    });
  });
  done.catch(() => {
  });
  w.unref();
  return {
    run: (task) => {
      w.ref();
      w.postMessage(task);
      return done;
    },
    cancel: () => void w.terminate()
  };
}
function sha256File(path) {
  return new Promise((resolve, reject) => {
    const h = createHash("sha256");
    createReadStream(path, { highWaterMark: 1 << 20 }).on("data", (c) => h.update(c)).on("error", reject).on("end", () => resolve(h.digest("hex")));
  });
}
function splitAtQueries(path, size, n) {
  const cuts = [0];
  const fd = openSync(path, "r");
  const win = Buffer.allocUnsafe(1 << 16);
  try {
    for (let k = 1; k < n; k++) {
      const pos = Math.floor(size * k / n);
      if (pos <= cuts[cuts.length - 1]) continue;
      const cut = nextQueryStart(fd, win, pos, size);
      if (cut !== null && cut > cuts[cuts.length - 1] && cut < size) cuts.push(cut);
    }
  } finally {
    closeSync(fd);
  }
  cuts.push(size);
  const out = [];
  for (let i = 0; i + 1 < cuts.length; i++) out.push({ start: cuts[i], end: cuts[i + 1] });
  return out;
}
function nextQueryStart(fd, win, pos, size) {
  let base = pos;
  let prev = null;
  let skipPartial = true;
  while (base < size) {
    const got = readSync(fd, win, 0, win.length, base);
    if (got === 0) return null;
    let i = 0;
    if (skipPartial) {
      const nl = win.indexOf(10, 0);
      if (nl < 0 || nl >= got) {
        base += got;
        continue;
      }
      i = nl + 1;
      skipPartial = false;
    }
    for (; ; ) {
      const nl = win.indexOf(10, i);
      if (nl < 0 || nl >= got) break;
      let j = i;
      while (j < nl && win[j] !== 32 && win[j] !== 9) j++;
      const qid = win.toString("latin1", i, j);
      const first = win[i];
      if (first !== 35 && nl > i) {
        if (prev !== null && qid !== prev) return base + i;
        prev = qid;
      }
      i = nl + 1;
    }
    if (i === 0) return null;
    base += i;
  }
  return null;
}
function merge(parts, qrels, plan) {
  const nq = qrels.qids.length;
  const first = parts[0];
  const out = { ...first, qids: qrels.qids, measures: plan.measures, missing: new Uint8Array(nq).fill(1), retrieved: new Int32Array(nq), fingerprint: new Uint32Array(nq), top: new Array(nq).fill(null) };
  const all = plan.columns !== "values";
  const cols = all ? ["value", "low", "high", "optimistic", "num", "den", "optNum", "optDen"] : ["value", "num", "den"];
  for (const c of cols) out[c] = plan.measures.map(() => new Float64Array(nq));
  if (!all) {
    out.low = out.high = out.optimistic = out.value;
    out.optNum = out.num;
    out.optDen = out.den;
  }
  out.text = first.text.map((t) => t ? new Array(nq).fill(null) : null);
  for (const p of parts) {
    for (let qi = 0; qi < nq; qi++) {
      if (p.missing[qi]) continue;
      if (!out.missing[qi]) return null;
      out.missing[qi] = 0;
      out.retrieved[qi] = p.retrieved[qi];
      out.fingerprint[qi] = p.fingerprint[qi];
      for (const c of cols) for (let mi = 0; mi < plan.measures.length; mi++) out[c][mi][qi] = p[c][mi][qi];
      for (let mi = 0; mi < plan.measures.length; mi++) if (out.text[mi]) out.text[mi][qi] = p.text[mi][qi];
      out.top[qi] = p.top[qi];
    }
  }
  const reads = parts.map((p) => p.read);
  const tags = [];
  for (const r of reads) for (const t of r.tags) if (!tags.includes(t) && tags.length < 8) tags.push(t);
  out.read = {
    facts: { ...reads[0].facts, lines: reads.reduce((s, r) => s + r.facts.lines, 0) },
    format: reads[0].format,
    meta: reads[0].meta,
    tags,
    runOnly: reads.flatMap((r) => r.runOnly),
    queries: reads.reduce((s, r) => s + r.queries, 0),
    results: reads.reduce((s, r) => s + r.results, 0),
    judgedResults: reads.reduce((s, r) => s + r.judgedResults, 0),
    duplicatesDropped: reads.reduce((s, r) => s + r.duplicatesDropped, 0),
    badRanks: { count: reads.reduce((s, r) => s + r.badRanks.count, 0), example: reads.find((r) => r.badRanks.count > 0)?.badRanks.example ?? "" }
  };
  return out;
}

export {
  scoreRunPart,
  isTieDependent,
  tieDependentQueries,
  workerFile,
  scoreRuns,
  runWorker,
  standbyWorker
};
//# sourceMappingURL=chunk-J76BOQWE.js.map
