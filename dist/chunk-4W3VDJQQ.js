import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  JsonError,
  JsonNumber,
  isObject,
  parseJsonLine
} from "./chunk-SEMWOVNM.js";
import {
  checkBlankRun,
  isBlank,
  isComment,
  readLines
} from "./chunk-VXMKNK2O.js";
import {
  LIMITS
} from "./chunk-UT5OR33X.js";
import {
  InputError,
  quote
} from "./chunk-B6WRYOF2.js";

// src/read/slices.ts
var UNLABELED = "(unlabeled)";
var DIMENSION = /^[A-Za-z0-9][\w.-]*$/;
async function readSlices(path, label = path, limits = LIMITS) {
  const labels = /* @__PURE__ */ new Map();
  const firstLine = /* @__PURE__ */ new Map();
  let dimensions = null;
  let format = null;
  const dimIndex = /* @__PURE__ */ new Map();
  let lastData = 0;
  const add = (qid, values, lineNo) => {
    const prev = firstLine.get(qid);
    if (prev !== void 0) {
      throw new InputError(
        `query ${quote(qid)} is listed twice (first at line ${prev})`,
        { file: label, line: lineNo, column: 1 },
        'give each query one row; put several values in one cell separated by ";"'
      );
    }
    firstLine.set(qid, lineNo);
    labels.set(qid, values);
  };
  const facts = await readLines(path, (buf, s, e, lineNo) => {
    if (isBlank(buf, s, e) || isComment(buf, s, e)) {
      checkBlankRun(label, lineNo, lastData, limits);
      return;
    }
    lastData = lineNo;
    const line = buf.toString("utf8", s, e);
    if (format === null) {
      if (line.trimStart().startsWith("[")) {
        throw new InputError(
          "is a JSON array, not JSONL (one JSON object per line)",
          { file: label, line: lineNo, column: 1 },
          "write one object per line, e.g. jq -c '.[]' FILE > FILE.jsonl"
        );
      }
      if (line.trimStart().startsWith("{")) {
        format = "jsonl";
        dimensions = [];
      } else {
        format = line.includes("	") ? "tsv" : "csv";
        const header = splitRow(line, format, label, lineNo).map((h) => h.trim());
        if (header[0]?.toLowerCase() !== "qid") {
          throw new InputError(
            `the header must start with "qid", found ${quote(header[0] ?? "")}`,
            { file: label, line: lineNo, column: 1 },
            "first line: qid<TAB>type<TAB>lang ... (one column per slice dimension)"
          );
        }
        if (header.length < 2) {
          throw new InputError("the header names no slice dimension", { file: label, line: lineNo }, "add columns such as type, lang");
        }
        const seen = /* @__PURE__ */ new Set();
        for (const [i, h] of header.slice(1).entries()) {
          if (!DIMENSION.test(h)) {
            throw new InputError(`dimension name ${quote(h)} must be letters, digits, ".", "_" or "-"`, { file: label, line: lineNo, column: i + 2 }, "rename the column");
          }
          if (h === "all") throw new InputError('"all" is reserved for the slice of every query', { file: label, line: lineNo }, "rename the column");
          if (seen.has(h)) throw new InputError(`dimension ${quote(h)} appears twice in the header`, { file: label, line: lineNo }, "give each column its own name");
          seen.add(h);
        }
        dimensions = header.slice(1);
        return;
      }
    }
    if (format === "jsonl") {
      let o;
      try {
        o = parseJsonLine(line);
      } catch (e2) {
        if (!(e2 instanceof JsonError)) throw e2;
        throw new InputError(`is not valid JSON: ${e2.message}`, { file: label, line: lineNo, column: e2.column }, 'each line is {"qid": "...", "<dimension>": "value" or ["v1", "v2"]}');
      }
      if (!isObject(o)) {
        throw new InputError("is not a JSON object", { file: label, line: lineNo, column: 1 }, 'each line is {"qid": "...", "<dimension>": value}');
      }
      if (o.has("qid") && o.has("query_id")) throw new InputError('both "qid" and "query_id" are given', { file: label, line: lineNo, column: 1 }, "keep one of them");
      const idKey = o.has("query_id") ? "query_id" : "qid";
      const rawQid = o.get(idKey);
      const qid2 = typeof rawQid === "string" ? rawQid.trim() : rawQid instanceof JsonNumber ? rawQid.text : "";
      if (!qid2) throw new InputError('"qid" is missing', { file: label, line: lineNo, column: 1 }, 'add "qid" (or "query_id") to every line');
      const row = dimensions.map(() => []);
      for (const [k, v] of o) {
        if (k === idKey) continue;
        if (k === "all") throw new InputError('"all" is reserved for the slice of every query', { file: label, line: lineNo }, "rename the key");
        let di = dimIndex.get(k);
        if (di === void 0) {
          if (!DIMENSION.test(k)) {
            throw new InputError(`dimension name ${quote(k)} must be letters, digits, ".", "_" or "-"`, { file: label, line: lineNo }, "rename the key");
          }
          di = dimensions.length;
          dimIndex.set(k, di);
          dimensions.push(k);
          row.push([]);
          for (const r of labels.values()) r.push([]);
        }
        const values = Array.isArray(v) ? v : [v];
        for (const x of values) {
          if (x === null || x === "") continue;
          const text = typeof x === "string" ? x : x instanceof JsonNumber ? x.text : typeof x === "boolean" ? String(x) : null;
          if (text === null) {
            throw new InputError(`"${k}" must be a string, number or list of them`, { file: label, line: lineNo }, 'write e.g. "type": "exact-id"');
          }
          for (const value of cellValues(text, label, lineNo)) if (!row[di].includes(value)) row[di].push(value);
        }
      }
      add(qid2, row, lineNo);
      return;
    }
    const cells = splitRow(line, format, label, lineNo);
    if (cells.length > dimensions.length + 1) {
      throw new InputError(`row has ${cells.length} cells but the header has ${dimensions.length + 1}`, { file: label, line: lineNo }, 'one cell per header column; separate several values with ";"');
    }
    const qid = cells[0].trim();
    if (!qid) throw new InputError("the qid cell is empty", { file: label, line: lineNo, column: 1 }, "every row starts with its query id");
    add(qid, dimensions.map((_, i) => cellValues(cells[i + 1] ?? "", label, lineNo)), lineNo);
  }, { label, limits });
  if (dimensions === null || labels.size === 0) {
    throw new InputError("holds no slice rows", { file: label }, 'add a header "qid<TAB>dimension" and one row per query');
  }
  let labelled = 0;
  for (const row of labels.values()) if (row.some((v) => v.length > 0)) labelled++;
  return { facts, dimensions, labels, labelled };
}
function cellValues(cell, file, line) {
  const out = [];
  for (const v of cell.split(";")) {
    const t = v.trim();
    if (t === UNLABELED) {
      throw new InputError(
        `the value "${UNLABELED}" is reserved for queries without a value`,
        { file, line },
        "leave the cell empty for such a query, or name the value differently"
      );
    }
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
function splitRow(line, format, file, lineNo) {
  if (format === "tsv") return line.split("	");
  const out = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = "";
      i++;
      for (; ; ) {
        if (i >= line.length) throw new InputError("unclosed quote", { file, line: lineNo, column: i }, 'close the quoted cell with "');
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            v += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += line[i++];
      }
      out.push(v);
      if (i < line.length && line[i] !== ",") throw new InputError("text after a closing quote", { file, line: lineNo, column: i + 1 }, "put a comma after the quoted cell");
      i++;
    } else {
      const j = line.indexOf(",", i);
      const end = j < 0 ? line.length : j;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

export {
  UNLABELED,
  readSlices
};
//# sourceMappingURL=chunk-4W3VDJQQ.js.map
