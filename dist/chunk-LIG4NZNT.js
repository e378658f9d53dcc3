import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
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

// src/read/queries.ts
async function readQueries(path, label = path, limits = LIMITS) {
  const texts = /* @__PURE__ */ new Map();
  const lines = /* @__PURE__ */ new Map();
  let first = true;
  let lastData = 0;
  const facts = await readLines(path, (buf, s, e, lineNo) => {
    if (isBlank(buf, s, e) || isComment(buf, s, e)) {
      checkBlankRun(label, lineNo, lastData, limits);
      return;
    }
    lastData = lineNo;
    const line = buf.toString("utf8", s, e);
    const tab = line.indexOf("	");
    if (tab < 1) {
      throw new InputError('expected "qid<TAB>text"', { file: label, line: lineNo, column: 1 }, "separate the query id and its text with one tab");
    }
    const qid = line.slice(0, tab).trim();
    const text = line.slice(tab + 1).trim();
    if (first && qid.toLowerCase() === "qid" && /^(text|query)$/i.test(text)) {
      first = false;
      return;
    }
    first = false;
    const prev = lines.get(qid);
    if (prev !== void 0) {
      throw new InputError(`query ${quote(qid)} has two texts (first at line ${prev})`, { file: label, line: lineNo, column: 1 }, "keep one line per query");
    }
    lines.set(qid, lineNo);
    texts.set(qid, text);
  }, { label, limits });
  return { facts, texts };
}

export {
  readQueries
};
//# sourceMappingURL=chunk-LIG4NZNT.js.map
