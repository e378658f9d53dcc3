import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  historyFile,
  parseHistory,
  pointsCount
} from "./chunk-MLEONPRA.js";
import {
  gitReader,
  gitRoot
} from "./chunk-Q3MQV2VR.js";
import {
  table
} from "./chunk-NY6TGJMX.js";
import "./chunk-KUGOSHFN.js";
import "./chunk-ZLTUEY2H.js";
import {
  readSlices
} from "./chunk-4W3VDJQQ.js";
import "./chunk-7ZGRMY5K.js";
import {
  sparkline
} from "./chunk-5SJ44O3R.js";
import "./chunk-WJYFKK5T.js";
import "./chunk-SEMWOVNM.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
import "./chunk-6XHBFWDG.js";
import {
  contractId,
  loadContract
} from "./chunk-2BZXPDAT.js";
import "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import {
  InputError
} from "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";

// src/cli/history.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
var clean = (s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\xB7");
async function historyCommand(o) {
  const warnings = [];
  const { text, source, gate, today } = await load(o);
  const parsed = parseHistory(text);
  for (const s of parsed.skipped.slice(0, 5)) warnings.push(`${source}:${s.line}: skipped (${s.why})`);
  if (parsed.skipped.length > 5) warnings.push(`${source}: ${parsed.skipped.length - 5} more lines skipped`);
  let records = gate ? parsed.records.filter((r) => r.gate === gate) : parsed.records;
  const last = o.last === void 0 ? records.length : pointsCount(o.last, "--last");
  records = records.slice(Math.max(0, records.length - last));
  if (o.format === "json") return { output: JSON.stringify(records, null, 2), warnings };
  const measures = measuresOf(records);
  if (o.format === "tsv") {
    const lines = ["commit	date	contract	slice	queries	measure	value"];
    for (const r of records) {
      for (const s of r.slices) for (const m of measures) if (s.means[m] !== void 0) lines.push([r.commit, r.date, r.contract, s.name, s.queries, m, s.means[m]].map((x) => clean(String(x))).join("	"));
    }
    return { output: lines.join("\n"), warnings };
  }
  if (records.length === 0) return { output: `${source}: no records${gate ? ` for gate ${clean(gate)}` : ""}`, warnings };
  const value = (r, m) => r.slices.find((s) => s.name === o.slice)?.means[m];
  const rows = records.map((r) => [
    r.commit.slice(0, 12),
    clean(r.date),
    clean(r.contract) + (today !== null && r.contract === today ? "*" : ""),
    String(r.slices.find((s) => s.name === o.slice)?.queries ?? "\u2014"),
    ...measures.map((m) => value(r, m)?.toFixed(4) ?? "\u2014")
  ]);
  const spark = ["trend", "", "", "", ...measures.map((m) => {
    const vs = records.map((r) => value(r, m) ?? null);
    const known = vs.filter((v) => v !== null);
    return known.length ? sparkline(vs, Math.min(...known), Math.max(...known)) : "";
  })];
  const gates = [...new Set(records.map((r) => r.gate))];
  const head = `${gates.map(clean).join(", ")}: ${records.length} record${records.length === 1 ? "" : "s"} from ${source}, slice ${clean(o.slice)}`;
  const foot = today !== null ? `* = today's contract ${today}; other ids were scored under other judgments, slices or settings and are not comparable.` : "";
  const out = [head, "", table([...rows, spark], ["commit", "date", "contract", "queries", ...measures.map(clean)])];
  if (foot) out.push("", foot);
  return { output: out.join("\n"), warnings };
}
function measuresOf(records) {
  const out = [];
  for (const r of records) for (const s of r.slices) for (const m of Object.keys(s.means)) if (!out.includes(m)) out.push(m);
  return out;
}
async function load(o) {
  const contract = o.contract ?? (o.file ? null : "rankgate.yml");
  if (contract !== null && !existsSync(contract)) {
    throw new InputError("contract file not found", { file: contract }, "pass --contract PATH (its name is the gate whose history is read), or --file history.jsonl");
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
    if (!existsSync(o.file)) throw new InputError("history file not found", { file: o.file }, "give the path of a history.jsonl");
    return { text: readFileSync(o.file, "utf8"), source: o.file, gate, today };
  }
  const root = gitRoot(dirname(resolve(contract)));
  if (!root) throw new InputError(`${contract} is not in a git repository, so the ${o.branch} branch cannot be read`, {}, "pass --file history.jsonl");
  const path = historyFile(gate);
  for (const ref of [`origin/${o.branch}`, o.branch]) {
    const reader = gitReader(root, ref);
    if (!reader) continue;
    const bytes = await reader.read(path);
    if (bytes === null) throw new InputError(`${ref} has no ${path}`, {}, `the action writes it on pushes to the default branch; check the gate name, or pass --file`);
    return { text: bytes.toString("utf8"), source: `${ref}:${path}`, gate, today };
  }
  throw new InputError(`no branch ${o.branch} in ${root}`, {}, `fetch it (git fetch origin ${o.branch}), name another with --branch, or pass --file`);
}
export {
  historyCommand
};
//# sourceMappingURL=chunk-VISZYSWT.js.map
