import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/compare/glob.ts
function globMatch(pattern, name) {
  let p = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark = n;
    } else if (star >= 0) {
      p = star + 1;
      n = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
function isGlob(pattern) {
  return pattern.includes("*");
}

// src/compare/refresh.ts
function maxAgeDays(value) {
  if (value === void 0) return null;
  if (typeof value === "number") return value;
  const m = /^(\d+)\s*([dw])$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * (m[2] === "w" ? 7 : 1);
}
function parseDate(text) {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : null;
}
function baselineAge(meta, candidateDate, maxAge) {
  const commit = meta["commit"] ?? null;
  const date = meta["date"] ?? null;
  const made = parseDate(date);
  const now = parseDate(candidateDate);
  const ageDays = made !== null && now !== null ? Math.max(0, Math.floor((now - made) / 864e5)) : null;
  const maxAgeDaysValue = maxAgeDays(maxAge);
  return {
    commit,
    date,
    ageDays,
    maxAgeDays: maxAgeDaysValue,
    stale: ageDays !== null && maxAgeDaysValue !== null && ageDays > maxAgeDaysValue
  };
}
function allSliceThreshold(contract, measure) {
  for (const r of contract.gate.rules) {
    if (r.measure !== measure) continue;
    const sel = Array.isArray(r.slices) ? r.slices : [r.slices];
    if (!sel.some((p) => globMatch(p, "all"))) continue;
    const t = r.warn ?? r.fail;
    if (t !== void 0) return t;
  }
  return null;
}
function shellQuote(s) {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function refreshSuggestion(contract, level, primary, all, contractFile, runFile) {
  if (level !== "pass" || !all) return null;
  const alpha = contract.gate.significance === "none" ? null : contract.gate.significance.alpha;
  if (alpha !== null && !(all.p !== null && all.p < alpha && all.ci[0] > 0)) return null;
  const t = allSliceThreshold(contract, primary);
  if (t === null) return null;
  const allowance = typeof t === "number" ? t : Number(t.slice(0, -1)) / 100 * Math.abs(all.baseline);
  if (!(all.delta > allowance)) return null;
  return {
    command: `npx rankgate baseline --contract ${shellQuote(contractFile)} --run ${shellQuote(runFile)}`,
    measure: primary,
    delta: all.delta,
    threshold: String(t)
  };
}

export {
  globMatch,
  isGlob,
  baselineAge,
  shellQuote,
  refreshSuggestion
};
