import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  shellQuote
} from "./shared-compare-refresh.js";
import {
  bound,
  f4,
  fmtP,
  signed
} from "./shared-numbers.js";
import {
  OUTPUT_FILES
} from "./shared-report-outputs.js";
import {
  html,
  visible
} from "./shared-report-escape.js";
import {
  pairedTest
} from "./shared-compare-monte-carlo-wasm.js";
import {
  BROKEN_RUN_KINDS
} from "./shared-report-schema.js";

// src/report/statistics.ts
function cellStatistics(c) {
  const g = c.gate;
  if (g && g.pAdjusted !== null)
    return { gated: true, p: fmtP(g.pAdjusted), interval: g.bound !== null ? `\u0394 \u2264 ${bound(g.bound)}` : "\u0394 \u2264 \u221E" };
  return { gated: false, p: fmtP(c.p), interval: `[${bound(c.ci[0])}, ${bound(c.ci[1])}]` };
}
function anyGated(cells) {
  return cells.some((c) => c !== void 0 && cellStatistics(c).gated);
}
var CORRECTION = {
  "westfall-young": (w) => `adjusted over the {n} gated pairs by ${w.westfallYoung}`,
  holm: () => "adjusted over the {n} gated pairs by Holm",
  bh: () => "adjusted over the {n} gated pairs by Benjamini\u2013Hochberg",
  none: () => "not adjusted (correction: none)"
};
function statisticsLegend(r, mark, gated = true) {
  const s = r.significance;
  if (s.test === "none") return "p and intervals: not computed (significance is off: the thresholds alone decide).";
  if (!gated)
    return "p and interval: two-sided paired randomization p and 95% paired bootstrap interval, unadjusted; descriptive, since no gated drop crosses a threshold here.";
  const level = Math.round((1 - s.alpha) * 100);
  const w = pairedTest(s.test).wording;
  return `${mark} Where a gated drop crosses a threshold, the cell shows the gate's own test of that decision: ${w.decision}, p ${CORRECTION[s.correction](w).replace("{n}", String(s.family))}, and \u0394 \u2264 b, a one-sided ${level}% upper confidence bound on \u0394 that holds for every gated pair at once (it does not depend on the thresholds, so it is not the decision: a fail needs the drop beyond the threshold and significant). Elsewhere no decision is at stake and the cell is descriptive: ${w.descriptive} and 95% paired bootstrap interval, unadjusted.`;
}
function testSettings(s, iterations) {
  return s.test === "none" ? null : pairedTest(s.test).wording.settings(iterations, s.seed, s.correction);
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
  const how = {
    mean: "",
    pooled: " (micro)",
    sum: " (sum)",
    geometric: " (geometric mean)"
  };
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
    return [
      ...where,
      ` fell ${signed(x.delta)}, beyond the fail threshold `,
      { token: String(x.threshold) },
      ` but not significantly${mde}`
    ];
  }
  const judged = x.because === "unjudged" && x.unjudged ? `, but ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? "" : "s"} the candidate newly shows could explain the drop` : x.because === "coverage" ? ", but the candidate left the judged region (judged coverage below the minimum)" : "";
  return [
    ...where,
    ` fell ${signed(x.delta)}, beyond its ${x.level === "warn" ? "warn" : "fail"} threshold `,
    { token: String(x.threshold) },
    `${judged ? "" : ", significantly"}${judged}`
  ];
}
function whatFailed(r) {
  const v = r.verdict;
  const worst2 = v.reasons.find((x) => x.level === v.level) ?? v.reasons[0];
  if (!worst2) return [`the verdict is ${v.level}.`];
  const out = [...reasonSpans(worst2)];
  if (worst2.hidden) out.push(", while the average over all queries does not show it");
  const more = v.reasons.length - 1;
  if (more > 0) out.push(` (${more} more reason${more === 1 ? "" : "s"} above)`);
  out.push(".");
  return out;
}
function nextSteps(r, ctx) {
  const v = r.verdict;
  if (v.level === "pass") return [];
  const accepted = r.acceptance !== null;
  const steps = [
    {
      title: v.level === "warn" ? "What was flagged" : v.level === "inconclusive" ? "Why inconclusive" : "What failed",
      text: whatFailed(r)
    }
  ];
  if (accepted) {
    if (!r.acceptedRefresh)
      steps.push({
        title: "Refresh the baseline in this PR",
        text: [
          "the regression is accepted, so make the candidate the baseline on this branch, or every later PR is held to the level this one gives up. From the repository root; ",
          ...runSource(r, ctx),
          ":"
        ],
        commands: refreshCommands(r, ctx)
      });
  } else if (v.level !== "warn" && ctx.acceptLabel !== null) {
    const label = ctx.acceptLabel ?? DEFAULT_ACCEPT_LABEL;
    steps.push({
      title: "If the trade-off is intended",
      text: ctx.acceptLabel === void 0 ? [
        "add the accept label (",
        { code: label },
        " by default) to the pull request: adding it re-runs the check, which then passes and keeps this report. Otherwise push a fix: every push re-runs it."
      ] : ctx.forge && !ctx.forge.labelReruns ? [
        "add the label ",
        { code: label },
        ` to this ${ctx.forge.change}, then run its pipeline again (adding a label starts none): the check then passes and keeps this report (remove the label to gate again). Otherwise push a fix: every push re-runs it.`
      ] : [
        "add the label ",
        { code: label },
        ` to this ${ctx.forge?.change ?? "pull request"}: adding it re-runs the check, which then passes and keeps this report (remove the label to gate again). Otherwise push a fix: every push re-runs it.`
      ]
    });
  }
  const unjudged = v.reasons.some((x) => x.because !== null);
  if (unjudged && r.toJudge.length > 0) {
    const where = r.goalposts && r.goalposts.used === "base" ? [
      " in a pull request of their own to the base branch (the gate reads judgments from the base commit, so judging them here does not change this verdict), then re-run this check"
    ] : [", then re-run this check"];
    steps.push({
      title: "Judge the documents that decide it",
      text: [
        `grade the ${r.toJudge.length} (query, document) pair${r.toJudge.length === 1 ? "" : "s"} in `,
        { code: "to-judge.qrels" },
        " (in the artifact, most consequential first: replace each ? with a grade) and add the lines to ",
        { code: r.inputs.judgments.path },
        ...where,
        "."
      ]
    });
  }
  steps.push({
    title: "Reproduce locally",
    text: [
      `from the repository root with this ${ctx.forge?.change ?? "PR"} checked out; `,
      ...runSource(r, ctx),
      ". Add ",
      { code: "--format html --out DIR" },
      " for the HTML report:"
    ],
    commands: reproduceCommands(r, ctx)
  });
  const l = ctx.links ?? {};
  const links = [];
  if (l.html) links.push({ link: l.html, text: "report.html" }, " (opens in the browser)");
  if (l.artifact) {
    if (links.length) links.push(" \xB7 ");
    links.push({ link: l.artifact, text: "artifact" });
    if (ctx.artifact) links.push(" ", { code: ctx.artifact.name });
    links.push(
      ` (${OUTPUT_FILES.filter((f) => f !== "report.md").join(", ")}${ctx.artifact?.runFile ? ", the candidate run" : ""})`
    );
  }
  if (l.run) links.push(...links.length ? [" \xB7 "] : [], { link: l.run, text: ctx.forge?.runPage ?? "workflow run" });
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
  const head = [
    "the candidate beats the baseline: ",
    { token: f.measure },
    ` on all queries ${signed(f.delta)}, ${how} the threshold `,
    { token: f.threshold },
    ". Make it the baseline, so later PRs are held to the new level"
  ];
  const run = localRun(r, ctx);
  if (run.fetch) {
    return {
      text: [
        ...head,
        ": in this PR, from the repository root (the first line downloads the candidate run CI produced), so the new baseline merges with the change that earned it:"
      ],
      commands: refreshCommands(r, ctx)
    };
  }
  if (ctx.runId) {
    return {
      text: [
        ...head,
        ": after the merge, on the main branch, once main's run is where your retrieval writes it (",
        { code: r.inputs.candidate.path },
        "):"
      ],
      commands: refreshCommands(r, ctx)
    };
  }
  return { text: [...head, ": from here, where the run is:"], commands: refreshCommands(r, ctx) };
}

// src/report/order.ts
var SEVERITY = {
  fail: 0,
  inconclusive: 1,
  warn: 2,
  underpowered: 3,
  pass: 4,
  "not-gated": 5,
  "too-small": 6
};
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

// src/report/headline.ts
function arrow(delta) {
  const s = signed(delta);
  return s === "\xB10.0000" ? "\u2192" : delta > 0 ? "\u2191" : "\u2193";
}
function clipName(s, max = 60) {
  const chars = Array.from(s);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : s;
}
var move = (b, c, d) => `${f4(b)} \u2192 ${f4(c)} (${signed(d)} ${arrow(d)})`;
function headline(r) {
  const v = r.verdict;
  const all = r.slices[0]?.measures[r.primary];
  const overall = all ? [{ token: r.primary }, ` on all ${move(all.baseline, all.candidate, all.delta)}`] : null;
  return {
    level: v.level,
    accepted: r.acceptance !== null && v.level !== "pass",
    gate: r.gate,
    overall,
    worst: worst(r)
  };
}
function worst(r) {
  const v = r.verdict;
  const x = v.reasons.find((y) => y.level === v.level) ?? v.reasons[0];
  if (x) {
    if (BROKEN_RUN_KINDS.includes(x.kind)) return [`worst: the ${x.run ?? "candidate"} run is broken`];
    if (x.kind === "guard")
      return ["worst: guard on ", { token: x.measure ?? "" }, " on ", { code: clipName(x.slice) }];
    const where = ["worst: ", { token: x.measure ?? "" }, " on ", { code: clipName(x.slice) }];
    if (x.baseline === null || x.candidate === null || x.delta === null) return [...where, " (held out, blind)"];
    return [...where, ` ${move(x.baseline, x.candidate, x.delta)}${x.hidden ? ", hidden by the average" : ""}`];
  }
  const rows = sliceOrder(r).slice(1).filter((y) => y.measures[r.primary]);
  const drops = rows.filter((y) => arrow(y.measures[r.primary].delta) === "\u2193");
  const s = drops.length ? drops.reduce((a, b) => b.measures[r.primary].delta < a.measures[r.primary].delta ? b : a) : rows[0];
  if (!s) return null;
  const c = s.measures[r.primary];
  const status = s.status === "pass" ? "" : s.status === "too-small" ? ", too small to gate" : s.status === "not-gated" ? ", not gated" : `, ${s.status}`;
  return ["worst slice: ", { code: clipName(s.name) }, ` ${move(c.baseline, c.candidate, c.delta)}${status}`];
}

// src/report/html-template.ts
var Markup = class _Markup {
  constructor(text2) {
    this.text = text2;
  }
  text;
  static of(text2) {
    return new _Markup(text2);
  }
  toString() {
    return this.text;
  }
};
function piece(v) {
  if (v === null || v === void 0 || v === false || v === true) return "";
  if (v instanceof Markup) return v.text;
  if (Array.isArray(v)) return v.map(piece).join("");
  if (typeof v === "number") return String(v);
  return html(String(v));
}
function html2(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return Markup.of(out);
}
function text(s) {
  return html(s);
}
function tableRows(items, row) {
  let out = "";
  for (let i = 0; i < items.length; i++) out += row(items[i], i);
  return Markup.of(out);
}
function trusted(text2) {
  return Markup.of(text2);
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
function openEnd(x, cy) {
  return html2`<g class="open-end"><title>no upper bound: this slice cannot show a drop as significant</title><line class="whisker" x1="${round(x - 6)}" y1="${cy - 4}" x2="${x}" y2="${cy}"/><line class="whisker" x1="${round(x - 6)}" y1="${cy + 4}" x2="${x}" y2="${cy}"/></g>`;
}
function deltaChart(r) {
  const m = r.primary;
  const rows = chartRows(r, 60);
  if (rows.length === 0) return null;
  const items = rows.map((s) => {
    const c = s.measures[m];
    const g = c.gate;
    const gated = cellStatistics(c).gated;
    const interval = gated ? [c.delta, g.bound] : [c.ci[0], c.ci[1]];
    return { s, c, status: rowStatus(s, m), interval, fail: g?.fail ?? null, warn: g?.warn ?? null, gated };
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
  const grid = ticks.map(
    (t) => html2`<line class="grid" x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${H - 10}"/><text class="tick" x="${x(t)}" y="${top - 12}" text-anchor="middle">${t === 0 ? "0" : (t > 0 ? "+" : "\u2212") + Math.abs(t).toFixed(ax.decimals)}</text>`
  );
  const body = items.map((it, i) => {
    const y = top + i * rowH;
    const cy = round(y + rowH / 2);
    const d = it.c.delta;
    const x0 = Math.min(zero, x(d));
    const w = Math.max(1, round(Math.abs(x(d) - zero)));
    const name = it.s.name.length > 30 ? `${it.s.name.slice(0, 29)}\u2026` : it.s.name;
    const [a, b] = it.interval;
    const hiX = b === null ? x(ax.hi) : x(b);
    const whisker = html2`<line class="whisker" x1="${x(a)}" y1="${cy}" x2="${hiX}" y2="${cy}"/>${it.gated ? null : html2`<line class="whisker" x1="${x(a)}" y1="${cy - 5}" x2="${x(a)}" y2="${cy + 5}"/>`}${b === null ? openEnd(hiX, cy) : html2`<line class="whisker" x1="${hiX}" y1="${cy - 5}" x2="${hiX}" y2="${cy + 5}"/>`}`;
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
    const status = st === "too-small" ? "too small" : st === "not-gated" ? "not gated" : st;
    return {
      status: st,
      line: `${names[i].padEnd(nameWidth)}  ${cells.join("")}  ${signed(deltas[i]).padStart(7)}  ${status}`
    };
  });
  const ticks = Array.from({ length: WIDTH }, () => " ");
  for (let t = ax.lo; t <= ax.hi + ax.step / 2; t += ax.step * 2) {
    const v = Math.abs(t) < ax.step / 2 ? 0 : t;
    const text2 = v === 0 ? "0" : `${v > 0 ? "+" : "\u2212"}${Math.abs(v).toFixed(ax.decimals)}`;
    const at = Math.min(WIDTH - text2.length, Math.max(0, col(v) - Math.floor(text2.length / 2)));
    if (ticks.slice(Math.max(0, at - 1), at + text2.length + 1).every((c) => c === " "))
      for (let k = 0; k < text2.length; k++) ticks[at + k] = text2[k];
  }
  const threshold = fails.some((f) => f !== null) ? " \xB7 \u2506 fail threshold" : "";
  return {
    head: [
      `\u0394 ${visible(m)} by slice, in the table's order \xB7 \u2588 \u0394 \xB7 \u2502 0${threshold}`,
      `${"".padEnd(nameWidth)}  ${ticks.join("").trimEnd()}`
    ],
    rows: out
  };
}

export {
  cellStatistics,
  anyGated,
  statisticsLegend,
  testSettings,
  powerLegend,
  optimisticLegend,
  hasOptimistic,
  measureLabel,
  acceptedRefreshCommands,
  nextSteps,
  safeUrl,
  refreshAdvice,
  rowStatus,
  sliceOrder,
  identicalRuns,
  headline,
  html2 as html,
  text,
  tableRows,
  trusted,
  axis,
  deltaChart,
  textChart
};
