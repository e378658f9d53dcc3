import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  INVISIBLE_OR_CONTROL,
  hasInvisible
} from "./shared-errors.js";

// src/report/escape.ts
function visible(text) {
  return text.replace(
    INVISIBLE_OR_CONTROL,
    (c) => c === "	" ? " " : `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}>`
  );
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
  const lines = (typeof text === "string" ? [text] : text).map(
    (t) => visible(t.replace(/[\r\n]+/g, " ")).replace(/<!--/g, "<U+003C>!--")
  );
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
var HTML_WORK = new RegExp(`[&<>"']|${INVISIBLE_OR_CONTROL.source}`);
function html(s) {
  if (!HTML_WORK.test(s)) return s;
  return visible(s).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]
  );
}
var PLAIN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_%-]*(?:\.\d[A-Za-z0-9_%-]*)*(?:@\d+)?$/;
function token(s, inTable = false) {
  return PLAIN_TOKEN.test(s) ? s : code(s, inTable);
}
function tokenHtml(s) {
  return PLAIN_TOKEN.test(s) ? s : `<code>${html(s)}</code>`;
}

export {
  visible,
  code,
  codeBlock,
  prose,
  terminal,
  html,
  token,
  tokenHtml
};
