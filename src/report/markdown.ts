import { commentMarker } from './marker.js';
import { code, codeBlock, mermaidLabel, prose, token, tokenHtml } from './escape.js';
import { f4, fmtP, signed } from '../numbers.js';
import type { Cell, LedgerEntry, Reason, Report, SliceReport } from './schema.js';
import { staleLines, trendLines } from './trend.js';
import { acceptedRefreshLines } from './accepted.js';

/** GitHub rejects comment bodies over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;

const ICON: Record<string, string> = { pass: '✅', warn: '⚠️', inconclusive: '❔', fail: '❌' };

export { code };

function statusText(s: SliceReport['status']): string {
  if (s === 'too-small') return 'too small to gate';
  if (s === 'not-gated') return 'not gated';
  if (s === 'underpowered') return '🔍 underpowered';
  return `${ICON[s]} ${s}`;
}

/** Renders the PR comment / job summary, trimming the least important parts to fit the limit. */
export function renderMarkdown(report: Report, limit = COMMENT_LIMIT): string {
  // Trim steps, least important first; each step renders with fewer parts until the body fits.
  const steps: Trim[] = [
    {},
    { improved: 0 },
    { improved: 0, regressed: 3 },
    { improved: 0, regressed: 1 },
    { improved: 0, regressed: 0 },
    { improved: 0, regressed: 0, chart: false },
    { improved: 0, regressed: 0, chart: false, sliceRows: 25 },
    { improved: 0, regressed: 0, chart: false, sliceRows: 10, measures: false },
    { improved: 0, regressed: 0, chart: false, sliceRows: 5, measures: false, reasons: 5 },
  ];
  let body = '';
  for (const t of steps) {
    body = render(report, t);
    if (body.length <= limit) return body;
  }
  // Still too long (enormous ids): keep the head and say so; the full report is in the artifact.
  // Cut at a line end: every code span lies within one line, so a cut there never leaves input text unquoted.
  const note = '\n\n_✂️ Cut to fit GitHub\'s 65,536-character limit; the full report is in the job summary and the artifact._\n';
  const head = body.slice(0, limit - note.length);
  const end = head.lastIndexOf('\n');
  return (end >= 0 ? head.slice(0, end) : '') + note;
}

interface Trim {
  improved?: number;
  regressed?: number;
  chart?: boolean;
  sliceRows?: number;
  measures?: boolean;
  reasons?: number;
}

function render(r: Report, t: Trim): string {
  const out: string[] = [];
  const trimmed: string[] = [];
  const v = r.verdict;
  out.push(commentMarker(r.gate));
  const accepted = r.acceptance !== null && v.level !== 'pass';
  out.push(`### ${ICON[v.level]} rankgate · ${code(r.gate, false)} · **${v.level}**${accepted ? ' · accepted' : ''}`);
  out.push('');
  if (accepted) out.push(...acceptanceLines(r), '', ...acceptedRefreshLines(r, code));
  out.push(...goalpostLines(r));

  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  if (hidden.length > 0) {
    out.push('> [!CAUTION]');
    out.push(`> **Hidden regression${hidden.length > 1 ? 's' : ''}: the overall average does not show ${hidden.length > 1 ? 'them' : 'it'}.**`);
    for (const h of hidden.slice(0, t.reasons ?? 10)) {
      const a = h.measure !== null ? all[h.measure] : undefined;
      out.push(`> ${reasonLine(h)}${a ? `, while ${token(h.measure ?? '')} on all queries ${a.delta >= 0 ? 'rose' : 'moved'} ${signed(a.delta)}` : ''}.`);
    }
    if (hidden.length > (t.reasons ?? 10)) out.push(`> … and ${hidden.length - (t.reasons ?? 10)} more.`);
    out.push('');
  }

  out.push(verdictSentence(r));
  const others = v.reasons.filter((x) => !x.hidden);
  const maxReasons = t.reasons ?? 20;
  for (const x of others.slice(0, maxReasons)) out.push(`- ${ICON[x.level]} ${reasonLine(x)}`);
  if (others.length > maxReasons) {
    out.push(`- … and ${others.length - maxReasons} more`);
    trimmed.push('some reasons');
  }
  if (v.ties) out.push(`- ⚖️ ${prose(v.ties.message)}`);
  for (const n of r.notes) out.push(`- ℹ️ ${prose(n)}`);
  for (const w of r.warnings) out.push(`- ⚠️ ${prose(w)}`);
  out.push('');

  out.push(...sliceTable(r, t.sliceRows, trimmed));
  if (t.measures !== false) out.push(...measureTable(r));
  else trimmed.push('the measures table');
  out.push(coverageLine(r));
  out.push('');
  out.push(...refreshLines(r));
  out.push(...trendLines(r, code));

  const reg = t.regressed ?? r.ledger.regressed.length;
  const imp = t.improved ?? r.ledger.improved.length;
  if (r.ledger.regressed.length > 0 && reg > 0) out.push(...ledger(r, r.ledger.regressed.slice(0, reg), 'regressed'));
  if (reg < r.ledger.regressed.length) trimmed.push(reg === 0 ? 'the regressed queries' : 'some regressed queries');
  if (r.ledger.improved.length > 0 && imp > 0) out.push(...ledger(r, r.ledger.improved.slice(0, imp), 'improved'));
  if (imp < r.ledger.improved.length) trimmed.push('the improved queries');

  if (t.chart !== false) out.push(...chart(r));
  else trimmed.push('the chart');

  if (trimmed.length > 0) {
    out.push(`_✂️ Trimmed to fit GitHub's 65,536-character comment limit: ${trimmed.join(', ')}. The full report is in the job summary and the artifact._`);
    out.push('');
  }
  out.push(...staleLines(r, code));
  if (r.baseline.stale) {
    out.push(`⚠️ **The baseline is ${r.baseline.ageDays} days old**, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with ${code('rankgate baseline', false)} from the main branch's run.`);
    out.push('');
  }
  out.push(footer(r));
  return out.join('\n') + '\n';
}

/** "Accepted" and by whom: the login comes from GitHub's events API, still written in a code span (no @mention). */
function acceptanceLines(r: Report): string[] {
  const a = r.acceptance!;
  const who = a.by !== null ? ` by ${code(a.by, false)}` : '';
  return [`> [!NOTE]`, `> **Accepted:** the label ${code(a.label, false)} was added${who}. This ${r.verdict.level} verdict is reported in full below but does not fail the check; remove the label to gate again.`];
}

const STATUS_TEXT: Record<string, string> = { changed: 'changed', added: 'added by this PR', removed: 'removed by this PR', unreadable: 'could not be read' };

/** The goalposts section: what this PR changed in the evaluation, and which versions the gate used. */
function goalpostLines(r: Report): string[] {
  const g = r.goalposts;
  if (!g || (!g.changed && g.notes.length === 0)) return [];
  const ref = code(g.ref.slice(0, 12), false);
  const out = ['> [!IMPORTANT]'];
  if (g.changed) {
    const how = g.used === 'base'
      ? `The comparison below uses the files as they are on the base commit ${ref}, not this PR's versions: the gate does not move with its goalposts.`
      : g.contract.status === 'added'
        ? `It sets the evaluation up: the base commit ${ref} has no contract, so the comparison uses this PR's files.`
        : g.notes.length > 0
          ? `The comparison uses this PR's versions (base commit ${ref}), for the reason below.`
          : `The base commit's contract sets \`goalposts: head\`, so the comparison uses this PR's versions (base commit ${ref}).`;
    out.push(`> **This PR changes the evaluation itself.** ${how}`);
  } else {
    out.push(`> **Evaluation files** compared with the base commit ${ref} (${g.used === 'base' ? "the gate uses the base commit's versions" : "the gate uses this PR's versions"}).`);
  }
  const counts = (c: NonNullable<Report['goalposts']>['judgments'], what: string, regraded: string) => {
    if (!c || c.status === 'unchanged') return;
    const n = c.status === 'unreadable' ? '' : `: ${c.added} ${what} added, ${c.removed} removed, ${c.regraded} ${regraded}`;
    out.push(`> - ${what === 'judgments' ? 'judgments' : 'slices'} ${code(c.path, false)} ${STATUS_TEXT[c.status]}${n}`);
  };
  counts(g.judgments, 'judgments', 'regraded');
  counts(g.slices, 'slices', 'relabelled');
  if (g.contract.status !== 'unchanged') {
    out.push(`> - contract ${code(g.contract.path, false)} ${STATUS_TEXT[g.contract.status]}${g.contract.changes.length ? ':' : ''}`);
    const max = 20;
    for (const c of g.contract.changes.slice(0, max)) {
      out.push(`>   - ${code(c.field, false)}: ${c.base === null ? '(absent)' : code(clip(c.base), false)} → ${c.head === null ? '(absent)' : code(clip(c.head), false)}`);
    }
    if (g.contract.changes.length > max) out.push(`>   - … and ${g.contract.changes.length - max} more fields`);
  }
  const b = g.baseline;
  if (b && b.status !== 'unchanged') {
    const score = (x: number | null) => (x === null ? 'n/a' : f4(x));
    const scores = b.base !== null || b.head !== null
      ? `: ${token(b.measure)} on all queries ${score(b.base)} under the base version, ${score(b.head)} under this PR's version${b.base !== null && b.head !== null ? ` (${signed(b.head - b.base)})` : ''}`
      : '';
    out.push(`> - baseline ${code(b.path, false)} ${STATUS_TEXT[b.status]}${scores}`);
  }
  for (const n of g.notes) out.push(`> - ℹ️ ${prose(n)}`);
  out.push('');
  return out;
}

function clip(s: string): string {
  return s.length > 120 ? s.slice(0, 119) + '…' : s;
}

/** The bless command, when the candidate beats the baseline by more than the warn threshold and the gate passes. */
function refreshLines(r: Report): string[] {
  const f = r.refresh;
  if (!f) return [];
  return [
    `💡 **The candidate beats the baseline**: ${token(f.measure)} on all queries ${signed(f.delta)}, more than the threshold ${token(f.threshold)}. Once this is merged, refresh the baseline so later PRs are held to the new level:`,
    '',
    ...codeBlock(f.command, 'sh'),
    '',
  ];
}

function reasonLine(x: Reason): string {
  if (x.kind === 'missing' || x.kind === 'no-overlap') return `**Broken run:** ${prose(x.message)}`;
  if (x.kind === 'guard') return `**Guard on ${token(x.measure ?? '')}:** ${prose(x.message)}`;
  const where = `${token(x.measure ?? '')} on ${code(x.slice, false)}`;
  if (x.baseline === null || x.candidate === null || x.delta === null) {
    return `**${where}** (held out, blind): ${x.level}`;
  }
  if (x.kind === 'not-significant') {
    let s = `**${where}** fell ${f4(x.baseline)} → ${f4(x.candidate)} (${signed(x.delta)}), beyond the fail threshold ${token(String(x.threshold))} but not significant`;
    if (x.pAdjusted !== null) s += ` (p=${fmtP(x.pAdjusted)}, one-sided, adjusted)`;
    s += x.mde !== null ? `; this slice can only detect drops of ${f4(x.mde)} or more` : '; this slice cannot detect a drop of any size';
    return s;
  }
  let s = `**${where}** fell ${f4(x.baseline)} → ${f4(x.candidate)} (${signed(x.delta)}; ${x.level === 'warn' ? 'warn' : 'fail'} threshold ${token(String(x.threshold))}`;
  if (x.pAdjusted !== null) s += `; p=${fmtP(x.pAdjusted)} one-sided, adjusted`;
  if (x.bound !== null) s += `; Δ ≤ ${signed(x.bound)}, one-sided bound, family-adjusted`;
  s += ')';
  if (x.because === 'unjudged' && x.unjudged) s += ` — inconclusive: ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? '' : 's'} the candidate newly shows, relevant with a mean chance of ${x.unjudged.relevance.toFixed(2)}, would leave ${signed(x.unjudged.delta)}; judge them (to-judge list)`;
  if (x.because === 'coverage') s += ' — inconclusive: the candidate left the judged region (its judged coverage fell below the minimum where the baseline\'s is above it); judge its results (to-judge list)';
  return s;
}

function verdictSentence(r: Report): string {
  const v = r.verdict;
  const a = r.slices[0].measures[r.primary];
  const overall = a ? `${token(r.primary)} on all ${r.slices[0].queries} queries: ${f4(a.baseline)} → ${f4(a.candidate)} (${signed(a.delta)}).` : '';
  if (v.level === 'pass') return `**Verdict: pass.** No rule fired. ${overall}`;
  const n = v.reasons.length;
  return `**Verdict: ${v.level}.** ${n} rule${n === 1 ? '' : 's'} fired${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average)` : ''}. ${overall}`;
}

const SEVERITY: Record<string, number> = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, 'not-gated': 5, 'too-small': 6 };

function sliceTable(r: Report, maxRows: number | undefined, trimmed: string[]): string[] {
  const m = r.primary;
  const rows = r.slices.filter((s) => s.name !== 'all');
  // Worst first: gated slices by status, then by delta; blind and too-small slices last.
  rows.sort((a, b) => {
    const sa = SEVERITY[a.status] - SEVERITY[b.status];
    if (sa !== 0) return sa;
    const da = a.measures[m]?.delta ?? Infinity;
    const db = b.measures[m]?.delta ?? Infinity;
    return da - db || (a.name < b.name ? -1 : 1);
  });
  const shown = maxRows !== undefined ? rows.slice(0, maxRows) : rows;
  if (rows.length === 0) return [];
  const out = [`#### Slices by ${token(m)}, worst first`, '', '| slice | queries | baseline | candidate | Δ | interval | p | W/T/L | status |', '|:--|--:|--:|--:|--:|:--:|--:|:--:|:--|'];
  const line = (s: SliceReport) => {
    const c = s.measures[m];
    const name = code(s.name) + (s.heldout ? ' (held out)' : '');
    if (!c) return `| ${name} | ${s.queries} | — | — | — | — | — | — | ${statusText(s.status)}${s.blind ? ' (blind)' : ''} |`;
    const delta = s.status === 'fail' || s.status === 'warn' || s.status === 'inconclusive' ? `**${signed(c.delta)}**` : signed(c.delta);
    const g = c.gate;
    const interval = g && g.bound !== null ? `Δ ≤ ${signed(g.bound)}¹` : ci(c);
    const p = g && g.pAdjusted !== null ? `${fmtP(g.pAdjusted)}¹` : fmtP(c.p);
    const st = statusText(s.status) + (s.status === 'underpowered' && g?.mde != null ? ` (MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${g.queriesNeeded} queries` : ''})` : '');
    return `| ${name} | ${s.queries} | ${f4(c.baseline)} | ${f4(c.candidate)} | ${delta} | ${interval} | ${p} | ${c.wins}/${c.ties}/${c.losses} | ${st} |`;
  };
  const all = r.slices[0];
  out.push(line(all).replace(code('all'), '**all**'));
  for (const s of shown) out.push(line(s));
  if (shown.length < rows.length) {
    out.push(`| … ${rows.length - shown.length} more slices | | | | | | | | |`);
    trimmed.push('some slice rows');
  }
  out.push('');
  const corr: Record<string, string> = { 'westfall-young': 'Westfall–Young step-down (one joint sign-flip permutation over all gated pairs)', holm: 'Holm', bh: 'Benjamini–Hochberg', none: 'no' };
  const pText = r.significance.test === 'none'
    ? 'p: not computed (significance is off: thresholds alone decide)'
    : `¹ where a drop crosses a threshold: the gate's own test, one-sided (is the candidate worse?), ${corr[r.significance.correction]} adjustment over the ${r.significance.family} gated pairs; the interval is the one-sided ${Math.round((1 - r.significance.alpha) * 100)}% bound on Δ the decision used (below 0 exactly when the drop is significant). Other cells: two-sided paired randomization p and 95% bootstrap interval, unadjusted. Underpowered: the smallest drop detectable with ${Math.round(r.significance.power * 100)}% power (MDE) exceeds the fail threshold`;
  out.push(`<sub>W/T/L: queries where the candidate wins / ties / loses. ${pText}. Slices under ${token(String(r.contract.resolved.gate && (r.contract.resolved.gate as { min_queries?: number }).min_queries))} queries are too small to gate.</sub>`);
  out.push('');
  return out;
}

function ci(c: Cell): string {
  return `[${signed(c.ci[0])}, ${signed(c.ci[1])}]`;
}

function measureTable(r: Report): string[] {
  const all = r.slices[0];
  const out = [`#### All measures on all ${all.queries} queries`, '', '| measure | baseline | candidate | Δ | rel. Δ | 95% CI | p | candidate if unjudged were relevant |', '|:--|--:|--:|--:|--:|:--:|--:|--:|'];
  for (const m of r.measures) {
    const c = all.measures[m.name];
    if (!c) continue;
    const rel = c.relDelta === null ? '—' : `${c.relDelta >= 0 ? '+' : '−'}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
    const name = token(m.name, true);
    const label = m.aggregation === 'sum' ? `${name} (sum)` : m.aggregation === 'pooled' ? `${name} (micro)` : name;
    out.push(`| ${label} | ${num(c.baseline, m.aggregation)} | ${num(c.candidate, m.aggregation)} | ${m.aggregation === 'sum' ? String(Math.round(c.delta)) : signed(c.delta)} | ${rel} | ${ci(c)} | ${fmtP(c.p)} | ${num(c.candidateOptimistic, m.aggregation)} |`);
  }
  if (r.weighted) {
    for (const [name, w] of Object.entries(r.weighted)) {
      out.push(`| ${name} (weighted by slice) | ${f4(w.baseline)} | ${f4(w.candidate)} | ${signed(w.delta)} | | | | |`);
    }
  }
  out.push('');
  if (r.weighted) {
    out.push('<sub>Rows marked "weighted by slice" apply the contract\'s slice weights to slice means; the other rows are plain means over queries.</sub>');
    out.push('');
  }
  return out;
}

function num(x: number, how: string): string {
  return how === 'sum' ? String(Math.round(x)) : f4(x);
}

function coverageLine(r: Report): string {
  const parts: string[] = [];
  const gate = r.contract.resolved.gate as { coverage?: { measure: string; min: number } } | undefined;
  const cov = gate?.coverage;
  if (cov) {
    const c = r.slices[0].measures[cov.measure];
    if (c) parts.push(`${token(String(cov.measure))} ${f4(c.baseline)} → ${f4(c.candidate)} (minimum ${token(String(cov.min))}) ${c.candidate >= cov.min ? '✅' : '❔'}`);
  }
  parts.push(`${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? '' : 's'} near the top of either run (to-judge list in the artifact)`);
  const c = r.counts;
  if (c.noRelevant) parts.push(`${c.noRelevant} quer${c.noRelevant === 1 ? 'y' : 'ies'} without a relevant judgment`);
  const miss = r.inputs.candidate.missing;
  if (miss) parts.push(`${miss} judged quer${miss === 1 ? 'y' : 'ies'} missing from the candidate (scored 0)`);
  const ties = r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent;
  if (ties) parts.push(`${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`);
  if (c.heldout) parts.push(`${c.heldout} held-out quer${c.heldout === 1 ? 'y' : 'ies'}`);
  return `**Coverage:** ${parts.join(' · ')}`;
}

function mark(grade: number | null, relevance: number): string {
  if (grade === null) return '❔ unjudged';
  return grade >= relevance ? `✅ ${grade}` : `✖ ${grade}`;
}

function ledger(r: Report, entries: LedgerEntry[], kind: 'regressed' | 'improved'): string[] {
  const relevance = Number(r.contract.resolved.relevance ?? 1);
  const out = [`<details><summary>Most ${kind} queries by ${tokenHtml(r.ledger.measure)} (${entries.length})</summary>`, ''];
  for (const e of entries) {
    const text = e.text !== null ? ` ${code(e.text, false)}` : '';
    out.push(`**${code(e.qid, false)}**${text}: ${f4(e.baseline)} → ${f4(e.candidate)} (${signed(e.delta)})${e.slices.length ? ` · ${e.slices.map((s) => code(s, false)).join(' ')}` : ''}`);
    out.push('');
    out.push('| rank | baseline | candidate |');
    out.push('|--:|:--|:--|');
    const n = Math.max(e.baselineTop.length, e.candidateTop.length);
    for (let i = 0; i < n; i++) {
      const b = e.baselineTop[i];
      const c = e.candidateTop[i];
      out.push(`| ${i + 1} | ${b ? `${code(b.docid)} ${mark(b.grade, relevance)}` : ''} | ${c ? `${code(c.docid)} ${mark(c.grade, relevance)}` : ''} |`);
    }
    if (e.missingInCandidate) out.push('| | | _no results: the candidate did not answer this query_ |');
    out.push('');
    if (e.relevantLeft.length) out.push(`Relevant documents that left the top ${r.ledger.topk}: ${e.relevantLeft.map((d) => code(d, false)).join(', ')}`);
    if (e.relevantEntered.length) out.push(`Relevant documents that entered the top ${r.ledger.topk}: ${e.relevantEntered.map((d) => code(d, false)).join(', ')}`);
    if (e.relevantLeft.length || e.relevantEntered.length) out.push('');
  }
  out.push('✅ relevant (grade) · ✖ judged not relevant · ❔ unjudged');
  out.push('');
  out.push('</details>');
  out.push('');
  return out;
}

function chart(r: Report): string[] {
  const m = r.primary;
  const rows = r.slices.filter((s) => s.measures[m]);
  if (rows.length < 2) return [];
  const shown = rows.slice(0, 30);
  const deltas = shown.map((s) => Number(s.measures[m].delta.toFixed(4)));
  const lo = Math.min(0, ...deltas);
  const hi = Math.max(0, ...deltas);
  const padding = Math.max((hi - lo) * 0.1, 0.001);
  return [
    '```mermaid',
    'xychart-beta',
    `  title "Change in ${mermaidLabel(m)} by slice"`,
    `  x-axis [${shown.map((s) => `"${mermaidLabel(s.name)}"`).join(', ')}]`,
    `  y-axis "delta ${mermaidLabel(m)}" ${(lo - padding).toFixed(4)} --> ${(hi + padding).toFixed(4)}`,
    `  bar [${deltas.join(', ')}]`,
    '```',
    '',
  ];
}

function footer(r: Report): string {
  const b = r.inputs.baseline;
  const s = r.significance;
  const age = r.baseline.ageDays !== null ? `, ${r.baseline.ageDays} day${r.baseline.ageDays === 1 ? '' : 's'} old${r.baseline.stale ? ' ⚠️' : ''}` : '';
  const origin = [b.meta.commit ? `commit ${code(b.meta.commit.slice(0, 12), false)}` : '', b.meta.date ? `from ${code(b.meta.date, false)}${age}` : ''].filter(Boolean).join(' ');
  const parts = [
    `rankgate ${token(r.tool.version)}`,
    `contract ${code(r.contract.id, false)}`,
    r.corpus ? `corpus ${code(r.corpus, false)}` : 'corpus not declared',
    `baseline ${code(b.path, false)}${origin ? ` (${origin})` : ''} sha256 ${code(b.sha256.slice(0, 12), false)}`,
    `candidate ${code(r.inputs.candidate.path, false)} sha256 ${code(r.inputs.candidate.sha256.slice(0, 12), false)}`,
    s.test === 'randomization'
      ? `paired randomization test (${thousands(s.iterations)} iterations, seed ${s.seed}), bootstrap CI (${thousands(s.bootstrap)}), α ${s.alpha}`
      : 'significance off: thresholds alone',
  ];
  return `<sub>${parts.join(' · ')}</sub>`;
}

function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
