import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  table
} from "./shared-report-table.js";
import {
  acceptedRefreshCommands,
  anyGated,
  cellStatistics,
  hasOptimistic,
  headline,
  measureLabel,
  nextSteps,
  optimisticLegend,
  powerLegend,
  refreshAdvice,
  rowStatus,
  sliceOrder,
  statisticsLegend,
  textChart
} from "./shared-report-next-steps.js";
import "./shared-compare-refresh.js";
import {
  f4,
  signed
} from "./shared-numbers.js";
import "./shared-report-outputs.js";
import {
  terminal
} from "./shared-report-escape.js";
import "./shared-compare-monte-carlo-wasm.js";
import "./shared-read-number.js";
import "./shared-errors.js";
import "./shared-report-schema.js";
import "./shared-zod.js";
import "./shared-contract-choices.js";
import "./shared-runtime.js";

// src/report/terminal.ts
function painter(color) {
  const wrap2 = (code) => (s) => color ? `\x1B[${code}m${s}\x1B[0m` : s;
  return { red: wrap2("31"), yellow: wrap2("33"), green: wrap2("32"), cyan: wrap2("36"), bold: wrap2("1"), dim: wrap2("2") };
}
function wrap(s, width = 110) {
  const out = [];
  let line = "";
  for (const w of s.split(" ")) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out.join("\n");
}
function renderTerminal(r, color, context = {}) {
  const p = painter(color);
  const text = (parts) => parts.map((x) => {
    if (typeof x === "string") return x;
    if ("code" in x) return terminal(x.code);
    if ("prose" in x) return terminal(x.prose);
    if ("token" in x) return terminal(x.token);
    if ("strong" in x) return p.bold(text(x.strong));
    return `${x.text} (${x.link})`;
  }).join("");
  const lvl = (l) => l.toLowerCase() === "fail" ? p.red(l) : /^(warn|inconclusive)$/i.test(l) ? p.yellow(l) : l.toLowerCase() === "pass" ? p.green(l) : l;
  const out = [];
  const v = r.verdict;
  const h = headline(r);
  out.push(
    [
      p.bold(`rankgate \xB7 ${terminal(h.gate)} \xB7 ${lvl(h.level.toUpperCase())}${h.accepted ? " \xB7 accepted" : ""}`),
      ...h.overall ? [text(h.overall)] : [],
      ...h.worst ? [text(h.worst)] : []
    ].join(" \xB7 ")
  );
  out.push("");
  const hidden = v.reasons.filter((x) => x.hidden);
  if (hidden.length) {
    out.push(
      p.red(
        p.bold(
          `HIDDEN REGRESSION${hidden.length > 1 ? "S" : ""} (the overall average does not show ${hidden.length > 1 ? "them" : "it"}):`
        )
      )
    );
    for (const h2 of hidden) out.push(`  ${lvl(h2.level)}  ${terminal(h2.message)}`);
    out.push("");
  }
  const others = v.reasons.filter((x) => !x.hidden);
  if (others.length) {
    out.push("Fired rules:");
    for (const x of others) out.push(`  ${lvl(x.level)}  ${terminal(x.message)}`);
    out.push("");
  }
  if (v.ties) out.push(p.yellow(terminal(v.ties.message)), "");
  if (r.acceptance && v.level !== "pass") {
    out.push(
      p.cyan(
        `accepted: the label "${terminal(r.acceptance.label)}"${r.acceptance.by ? ` added by ${terminal(r.acceptance.by)}` : ""} accepts this verdict; the check does not fail`
      ),
      ""
    );
    const a = r.acceptedRefresh;
    if (a?.status === "committed")
      out.push(
        `baseline refreshed: rankgate committed ${terminal(a.path)}${a.branch ? ` to ${terminal(a.branch)}` : ""}${a.commit ? ` (${a.commit.slice(0, 12)})` : ""}`,
        ""
      );
    else if (a?.status === "current")
      out.push(`baseline refreshed: ${terminal(a.path)} on this branch already holds this candidate's ranking`, "");
    else if (a)
      out.push(
        `refresh the baseline with what was accepted (on this branch, from the repository root, then commit ${terminal(a.path)}):`,
        ...acceptedRefreshCommands(r, context).map((c) => `  ${terminal(c)}`),
        ""
      );
  }
  const g = r.goalposts;
  if (g?.changed) {
    out.push(
      p.yellow(
        `This change moves the goalposts; the gate used the ${g.used === "base" ? `base commit's (${terminal(g.ref.slice(0, 12))})` : "change's own"} versions:`
      )
    );
    if (g.contract.status !== "unchanged")
      out.push(
        `  contract ${terminal(g.contract.path)}: ${g.contract.status}${g.contract.changes.length ? ` (${g.contract.changes.map((c) => terminal(c.field)).join(", ")})` : ""}`
      );
    for (const [what, c, changed] of [
      ["judgments", g.judgments, "regraded"],
      ["slices", g.slices, "relabelled"]
    ]) {
      if (c && c.status !== "unchanged")
        out.push(
          `  ${what} ${terminal(c.path)}: ${c.status}${c.added + c.removed + c.regraded > 0 ? ` (${c.added} added, ${c.removed} removed, ${c.regraded} ${changed})` : ""}`
        );
    }
    const b = g.baseline;
    if (b && b.status !== "unchanged")
      out.push(
        `  baseline ${terminal(b.path)}: ${b.status}${b.base !== null && b.head !== null ? ` (${terminal(b.measure)} ${f4(b.base)} under the base version, ${f4(b.head)} under this one)` : ""}`
      );
    out.push("");
  }
  if (g?.rescored) {
    const x = g.rescored;
    const other = x.under === "head" ? "this change's versions" : "the base commit's versions";
    out.push(
      `  both runs under ${other}: verdict ${lvl(x.verdict)} (here ${lvl(v.level)}); baseline \u2192 candidate on all queries:`
    );
    out.push(
      table(
        x.all.filter((a) => r.slices[0].measures[a.measure]).map((a) => {
          const c = r.slices[0].measures[a.measure];
          return [
            `  ${terminal(a.measure)}`,
            `${f4(c.baseline)} \u2192 ${f4(c.candidate)} (${signed(c.delta)})`,
            `${f4(a.baseline)} \u2192 ${f4(a.candidate)} (${signed(a.candidate - a.baseline)})`
          ];
        }),
        ["  measure", "versions the gate used", other]
      )
    );
    out.push("");
  }
  const steps = nextSteps(r, context);
  if (steps.length) {
    out.push(p.bold("Next steps:"));
    for (const s of steps) {
      out.push(`  ${p.bold(s.title + ":")} ${text(s.text)}`);
      for (const c of s.commands ?? []) out.push(`      ${terminal(c)}`);
    }
    out.push("");
  }
  const refresh = refreshAdvice(r, context);
  if (refresh) {
    out.push(p.green(`Refresh the baseline: ${text(refresh.text)}`));
    for (const c of refresh.commands) out.push(`  ${terminal(c)}`);
    out.push("");
  }
  if (r.baseline.stale)
    out.push(
      p.yellow(
        `warning: the baseline is ${r.baseline.ageDays} days old, older than baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with npx rankgate baseline from the main branch's run`
      ),
      ""
    );
  for (const n of r.notes) out.push(`note: ${terminal(n)}`);
  for (const w of r.warnings) out.push(p.yellow(`warning: ${terminal(w)}`));
  if (r.notes.length || r.warnings.length) out.push("");
  const m = r.primary;
  out.push(p.bold(`Slices by ${terminal(m)}`));
  const rows = sliceOrder(r);
  const word = (x) => x === "too-small" ? p.dim("too small") : x === "not-gated" ? p.dim("not gated") : x === "underpowered" ? p.yellow("underpowered") : lvl(x);
  const status = (s) => word(rowStatus(s, m));
  out.push(
    table(
      rows.map((s) => {
        const c = s.measures[m];
        const name = terminal(s.name) + (s.heldout ? " (held out)" : "");
        if (!c) return [name, String(s.queries), "\u2014", "\u2014", "\u2014", "\u2014", "\u2014", "\u2014", status(s) + (s.blind ? " (blind)" : "")];
        const d = signed(c.delta);
        const g2 = c.gate;
        const st = cellStatistics(c);
        return [
          name,
          String(s.queries),
          f4(c.baseline),
          f4(c.candidate),
          c.delta < 0 ? p.red(d) : p.green(d),
          `${st.interval}${st.gated ? "*" : ""}`,
          `${st.p}${st.gated ? "*" : ""}`,
          `${c.wins}/${c.ties}/${c.losses}`,
          status(s) + (rowStatus(s, m) === "underpowered" && g2?.mde != null ? ` (MDE ${f4(g2.mde)})` : "")
        ];
      }),
      ["slice", "n", "baseline", "candidate", "delta", "interval", "p", "W/T/L", "status"]
    )
  );
  out.push("");
  const chart = textChart(r);
  if (chart) {
    out.push(...chart.head.map(p.dim));
    for (const x of chart.rows)
      out.push(x.status === "fail" ? p.red(x.line) : x.status === "pass" ? p.green(x.line) : x.line);
    out.push("");
  }
  out.push(p.bold(`All measures (${r.slices[0].queries} queries)`));
  out.push(
    table(
      r.measures.filter((x) => r.slices[0].measures[x.name]).map((x) => {
        const c = r.slices[0].measures[x.name];
        const sum = x.aggregation === "sum";
        const n = (y) => sum ? String(Math.round(y)) : f4(y);
        const st = cellStatistics(c);
        const opt = hasOptimistic(x.name);
        return [
          measureLabel(x, terminal),
          n(c.baseline),
          n(c.candidate),
          sum ? String(Math.round(c.delta)) : signed(c.delta),
          `${st.interval}${st.gated ? "*" : ""}`,
          `${st.p}${st.gated ? "*" : ""}`,
          opt ? n(c.baselineOptimistic) : "\u2014",
          opt ? n(c.candidateOptimistic) : "\u2014"
        ];
      }),
      ["measure", "baseline", "candidate", "delta", "interval", "p", "bound: baseline", "bound: candidate"]
    )
  );
  const cells = [...rows.map((s) => s.measures[m]), ...r.measures.map((x) => r.slices[0].measures[x.name])];
  const legend = [
    statisticsLegend(r, "*", anyGated(cells)),
    ...rows.some((s) => s.status === "underpowered") ? [powerLegend(r)] : [],
    optimisticLegend(r)
  ];
  out.push(wrap(legend.join(" ")).split("\n").map(p.dim).join("\n"));
  if (r.weighted) {
    out.push("");
    out.push("Weighted by slice (contract weights on slice means):");
    out.push(
      table(
        Object.entries(r.weighted).map(([k, w]) => [terminal(k), f4(w.baseline), f4(w.candidate), signed(w.delta)]),
        ["measure", "baseline", "candidate", "delta"]
      )
    );
  }
  if (r.ledger.regressed.length) {
    out.push("");
    out.push(p.bold(`Most regressed queries by ${terminal(r.ledger.measure)}`));
    const texts = r.ledger.regressed.some((e) => e.text !== null);
    out.push(
      table(
        r.ledger.regressed.map((e) => [
          terminal(e.qid),
          ...texts ? [terminal(e.text ?? "")] : [],
          f4(e.baseline),
          f4(e.candidate),
          signed(e.delta),
          terminal(e.relevantLeft.join(" "))
        ]),
        [
          "qid",
          ...texts ? ["text"] : [],
          "baseline",
          "candidate",
          "delta",
          `relevant that left top ${r.ledger.topk}`
        ]
      )
    );
  }
  out.push("");
  out.push(
    p.dim(
      `contract ${terminal(r.contract.id)} \xB7 corpus ${r.corpus === null ? "not declared" : terminal(r.corpus)} \xB7 baseline ${terminal(r.inputs.baseline.path)} \xB7 candidate ${terminal(r.inputs.candidate.path)} \xB7 ${r.toJudge.length} unjudged documents to judge${r.goalposts?.judgedByPr ? ` (${r.goalposts.judgedByPr} more judged by this change)` : ""}`
    )
  );
  return out.join("\n");
}
export {
  renderTerminal
};
