import type { Contract } from '../contract/schema.js';
import type { BaselineAge, Cell, Level, Refresh } from './schema.js';
import { globMatch } from './glob.js';

/** `baseline_max_age` ("30d", "8w" or a number of days) in days. */
export function maxAgeDays(value: Contract['baseline_max_age']): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  const m = /^(\d+)\s*([dw])$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'w' ? 7 : 1);
}

/** Milliseconds since the epoch of an ISO 8601 date (or date-time); null when it is not one. */
function parseDate(text: string | null | undefined): number | null {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const t = Date.parse(text.trim());
  return Number.isFinite(t) ? t : null;
}

/**
 * The baseline's provenance and age: its `# commit:` and `# date:` header lines, its age in whole days at the
 * candidate's commit date (`candidateDate`, never the clock: the report stays deterministic), and whether that is
 * older than the contract's `baseline_max_age`.
 */
export function baselineAge(
  meta: Record<string, string>,
  candidateDate: string | undefined,
  maxAge: Contract['baseline_max_age'],
): BaselineAge {
  const commit = meta['commit'] ?? null;
  const date = meta['date'] ?? null;
  const made = parseDate(date);
  const now = parseDate(candidateDate);
  const ageDays = made !== null && now !== null ? Math.max(0, Math.floor((now - made) / 86_400_000)) : null;
  const maxAgeDaysValue = maxAgeDays(maxAge);
  return {
    commit,
    date,
    ageDays,
    maxAgeDays: maxAgeDaysValue,
    stale: ageDays !== null && maxAgeDaysValue !== null && ageDays > maxAgeDaysValue,
  };
}

/** The threshold text of the first rule that gates `measure` on the `all` slice: its warn, else its fail. */
function allSliceThreshold(contract: Contract, measure: string): number | string | null {
  for (const r of contract.gate.rules) {
    if (r.measure !== measure) continue;
    const sel = Array.isArray(r.slices) ? r.slices : [r.slices];
    if (!sel.some((p) => globMatch(p, 'all'))) continue;
    const t = r.warn ?? r.fail;
    if (t !== undefined) return t;
  }
  return null;
}

/** Quotes a path for a POSIX shell when it holds anything beyond the usual path characters. */
export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The bless command, when the gate passes and the candidate beats the baseline on the primary measure over all
 * queries significantly (two-sided p below alpha, bootstrap interval above 0) and by more than the warn threshold (the
 * fail threshold when the rule has no warn) of the rule that gates it there: the next PRs should be held to the new
 * level, not the old one. A noisy win is no reason to move the baseline.
 */
export function refreshSuggestion(
  contract: Contract,
  level: Level,
  primary: string,
  all: Pick<Cell, 'baseline' | 'delta' | 'p' | 'ci'> | undefined,
  contractFile: string,
  runFile: string,
): Refresh {
  if (level !== 'pass' || !all) return null;
  const alpha = contract.gate.significance === 'none' ? null : contract.gate.significance.alpha;
  if (alpha !== null && !(all.p !== null && all.p < alpha && all.ci[0] > 0)) return null;
  const t = allSliceThreshold(contract, primary);
  if (t === null) return null;
  const allowance = typeof t === 'number' ? t : (Number(t.slice(0, -1)) / 100) * Math.abs(all.baseline);
  if (!(all.delta > allowance)) return null;
  return {
    command: `npx rankgate baseline --contract ${shellQuote(contractFile)} --run ${shellQuote(runFile)}`,
    measure: primary,
    delta: all.delta,
    threshold: String(t),
  };
}
