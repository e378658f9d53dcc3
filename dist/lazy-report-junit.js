import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  f4,
  fmtP,
  signed
} from "./shared-numbers.js";
import {
  visible
} from "./shared-report-escape.js";
import "./shared-errors.js";
import "./shared-runtime.js";

// src/report/junit.ts
function xmlText(s) {
  return visible(s).replace(/[\ufffe\uffff]/g, (c) => `<U+${c.codePointAt(0).toString(16).toUpperCase()}>`).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]);
}
function renderJunit(reports) {
  const suites = reports.map(suite);
  const total = (k) => suites.reduce((n, s) => n + s[k], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="rankgate" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}" time="0">`,
    ...suites.flatMap((s) => s.lines),
    "</testsuites>",
    ""
  ].join("\n");
}
function suite(r) {
  const cases = casesOf(r);
  const failures = cases.filter((c) => c.outcome === "failure").length;
  const skipped = cases.filter((c) => c.outcome === "skipped").length;
  const classname = xmlText(`rankgate.${r.gate}`);
  const lines = [
    `  <testsuite name="${classname}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="0">`,
    "    <properties>",
    ...[
      ["verdict", r.verdict.level],
      ["contract", r.contract.id],
      ["primary", r.primary],
      ["rankgate", r.tool.version]
    ].map(([k, v]) => `      <property name="${k}" value="${xmlText(v)}"/>`),
    "    </properties>"
  ];
  for (const c of cases) {
    const head = `    <testcase classname="${classname}" name="${xmlText(c.name)}" time="0"`;
    if (c.outcome === "pass") {
      lines.push(`${head}/>`);
      continue;
    }
    lines.push(`${head}>`);
    const body = c.detail.map(xmlText).join("\n");
    if (c.outcome === "failure")
      lines.push(`      <failure type="${xmlText(c.type)}" message="${xmlText(c.message)}">${body}</failure>`);
    else if (c.outcome === "skipped")
      lines.push(`      <skipped message="${xmlText(c.message)}"/>`, `      <system-out>${body}</system-out>`);
    else lines.push(`      <system-out>${xmlText(`warn: ${c.message}`)}
${body}</system-out>`);
    lines.push("    </testcase>");
  }
  lines.push(
    `    <system-out>${[r.verdict.summary, ...r.verdict.ties ? [r.verdict.ties.message] : [], ...r.warnings].map(xmlText).join("\n")}</system-out>`,
    "  </testsuite>"
  );
  return { lines, tests: cases.length, failures, skipped };
}
function casesOf(r) {
  const reasons = r.verdict.reasons;
  const used = /* @__PURE__ */ new Set();
  const take = (pick) => {
    const out = reasons.filter((x) => !used.has(x) && pick(x));
    for (const x of out) used.add(x);
    return out;
  };
  const cases = [];
  cases.push(
    decided(
      r,
      "candidate run",
      "pass",
      take((x) => x.kind === "missing" || x.kind === "no-overlap"),
      []
    )
  );
  for (const s of r.slices) {
    if (!s.gated) continue;
    if (s.blind) {
      if (gatedStatus(s.status))
        cases.push(
          decided(
            r,
            `${s.name} (held out, blind)`,
            s.status,
            take((x) => x.slice === s.name && x.kind !== "guard"),
            []
          )
        );
      continue;
    }
    for (const m of r.measures) {
      const cell = s.measures[m.name];
      if (!cell || !gatedStatus(cell.status)) continue;
      const numbers = [
        `${m.name} on ${s.name} (${s.queries} queries): ${f4(cell.baseline)} \u2192 ${f4(cell.candidate)} (${signed(cell.delta)})` + (cell.gate?.pAdjusted != null ? `, p=${fmtP(cell.gate.pAdjusted)} one-sided, adjusted` : "") + (cell.gate?.mde != null ? `, smallest detectable drop ${f4(cell.gate.mde)}` : "")
      ];
      cases.push(
        decided(
          r,
          `${s.name} \xB7 ${m.name}`,
          cell.status,
          take((x) => x.slice === s.name && x.measure === m.name && x.kind !== "guard"),
          numbers
        )
      );
    }
  }
  r.contract.resolved.gate.guards.forEach((g, gi) => {
    cases.push(
      decided(
        r,
        `guard ${gi + 1} \xB7 ${g.measure}`,
        "pass",
        take((x) => x.kind === "guard" && x.rule === gi),
        []
      )
    );
  });
  for (const x of take(() => true)) cases.push(decided(r, `${x.slice} \xB7 ${x.measure ?? x.kind}`, "pass", [x], []));
  return cases;
}
function gatedStatus(s) {
  return s !== "not-gated" && s !== "too-small";
}
var RANK = {
  "too-small": 0,
  "not-gated": 0,
  pass: 1,
  underpowered: 2,
  warn: 3,
  inconclusive: 4,
  fail: 5
};
function decided(r, name, status, reasons, numbers) {
  let worst = status;
  for (const x of reasons) if (RANK[x.level] > RANK[worst]) worst = x.level;
  const messages = reasons.map((x) => x.message);
  const detail = [...numbers, ...messages];
  const said = messages.join("; ") || numbers.join("; ");
  if (worst === "fail") {
    const a = r.acceptance;
    if (a)
      return {
        name,
        outcome: "skipped",
        type: "fail",
        message: `accepted (label "${a.label}"${a.by ? ` added by ${a.by}` : ""}): ${said}`,
        detail
      };
    return { name, outcome: "failure", type: "fail", message: said, detail };
  }
  if (worst === "inconclusive")
    return { name, outcome: "skipped", type: "inconclusive", message: `inconclusive: ${said}`, detail };
  if (worst === "underpowered") {
    return {
      name,
      outcome: "skipped",
      type: "underpowered",
      message: `underpowered: the smallest drop this slice can detect is larger than the fail threshold; ${said}`,
      detail
    };
  }
  if (worst === "warn") return { name, outcome: "warn", type: "warn", message: said, detail };
  return { name, outcome: "pass", type: "pass", message: "", detail };
}
export {
  renderJunit,
  xmlText
};
