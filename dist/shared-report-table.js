import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/report/table.ts
function fmtValue(v, integer = false) {
  if (Number.isNaN(v)) return "n/a";
  if (integer) return String(Math.round(v));
  return v.toFixed(4);
}
function table(rows, header) {
  const all = header ? [header, ...rows] : rows;
  if (all.length === 0) return "";
  const widths = all[0].map((_, c) => Math.max(...all.map((r) => visibleLength(r[c] ?? ""))));
  const line = (r) => r.map((cell, c) => c === 0 ? padEnd(cell, widths[c]) : padStart(cell, widths[c])).join("  ").trimEnd();
  const out = [];
  if (header) {
    out.push(line(header));
    out.push(widths.map((w) => "-".repeat(w)).join("  "));
  }
  for (const r of rows) out.push(line(r));
  return out.join("\n");
}
var ANSI = /\x1b\[[0-9;]*m/g;
function visibleLength(s) {
  return s.replace(ANSI, "").length;
}
function padEnd(s, w) {
  return s + " ".repeat(Math.max(0, w - visibleLength(s)));
}
function padStart(s, w) {
  return " ".repeat(Math.max(0, w - visibleLength(s))) + s;
}

export {
  fmtValue,
  table
};
