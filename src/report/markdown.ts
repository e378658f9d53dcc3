import { commentMarker } from './marker.js';
import { code, codeBlock, prose, token, tokenHtml } from './escape.js';
import { f4, signed } from '../numbers.js';
import type { LedgerEntry, Reason, Report, SliceReport } from './schema.js';
import {
  anyGated,
  cellStatistics,
  hasOptimistic,
  measureLabel,
  optimisticLegend,
  powerLegend,
  statisticsLegend,
  testSettings,
} from './statistics.js';
import { headline } from './headline.js';
import { nextSteps, refreshAdvice, safeUrl, type ReportContext } from './next-steps.js';
import { reasonSpans, type Span } from './spans.js';
import { commandBlock, staleLines, trendLines } from './trend.js';
import { acceptedRefreshLines } from './accepted.js';
import { identicalRuns, rowStatus, sliceOrder } from './order.js';
import { textChart } from './text-chart.js';

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

/**
 * Renders the PR comment / job summary, trimming the least important parts to fit the limit. `context` holds what
 * only the publisher knows (links to the run and the artifact, the accept label, the base branch).
 */
export function renderMarkdown(report: Report, limit = COMMENT_LIMIT, context: ReportContext = {}): string {
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
    body = render(report, t, context);
    if (body.length <= limit) return body;
  }
  // Still too long (enormous ids): keep the head and say so; the full report is in the artifact.
  // Cut at a line end: every code span lies within one line, so a cut there never leaves input text unquoted.
  const note =
    "\n\n_✂️ Cut to fit GitHub's 65,536-character limit; the full report is in the job summary and the artifact._\n";
  // A cut inside the pass's collapsed details closes it, so the note shows. Only the renderer starts a line with
  // <details> or writes </details> alone on one (data is always inside a code span, after the renderer's own text).
  const close = '\n\n</details>';
  const head = body.slice(0, limit - note.length - close.length);
  const end = head.lastIndexOf('\n');
  const kept = end >= 0 ? head.slice(0, end) : '';
  const lines = kept.split('\n');
  const open = lines.filter((l) => l.startsWith('<details>')).length - lines.filter((l) => l === '</details>').length;
  return kept + (open > 0 ? close : '') + note;
}

interface Trim {
  improved?: number;
  regressed?: number;
  chart?: boolean;
  sliceRows?: number;
  measures?: boolean;
  reasons?: number;
}

function render(r: Report, t: Trim, ctx: ReportContext): string {
  const out: string[] = [];
  const trimmed: string[] = [];
  const v = r.verdict;
  // The marker stays the first line (the sticky-comment lookup reads it); the headline is the first visible one.
  out.push(commentMarker(r.gate));
  out.push(headlineLine(r));
  out.push('');
  const accepted = r.acceptance !== null && v.level !== 'pass';
  if (accepted) out.push(...acceptanceLines(r), '', ...acceptedRefreshLines(r, code, ctx));
  out.push(...goalpostLines(r));

  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  if (hidden.length > 0) {
    out.push('> [!CAUTION]');
    out.push(
      `> **Hidden regression${hidden.length > 1 ? 's' : ''}: the overall average does not show ${hidden.length > 1 ? 'them' : 'it'}.**`,
    );
    for (const h of hidden.slice(0, t.reasons ?? 10)) {
      const a = h.measure !== null ? all[h.measure] : undefined;
      out.push(
        `> ${reasonLine(h)}${a ? `, while ${token(h.measure ?? '')} on all queries ${a.delta >= 0 ? 'rose' : 'moved'} ${signed(a.delta)}` : ''}.`,
      );
    }
    if (hidden.length > (t.reasons ?? 10)) out.push(`> … and ${hidden.length - (t.reasons ?? 10)} more.`);
    out.push('');
  }

  out.push(rulesSentence(r));
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
  out.push(...nextStepLines(r, ctx));
  out.push(...refreshLines(r, ctx));

  // A pass keeps only what a reviewer acts on in view; the tables, the queries and the chart are one click away.
  const compact = v.level === 'pass';
  if (compact) out.push('<details><summary>Slices, measures, coverage and the queries that moved</summary>', '');
  const identical = identicalRuns(r);
  if (identical)
    out.push(
      '**The candidate ranks exactly like the baseline:** every query scores the same under every measure, so there is no change to show by slice.',
      '',
    );
  const shown = identical ? { rows: [], hidden: 0 } : sliceRows(r, t.sliceRows);
  out.push(...sliceTable(r, shown, trimmed));
  if (t.measures !== false) out.push(...measureTable(r));
  else trimmed.push('the measures table');
  out.push(...legend(r, shown, t.measures !== false));
  out.push(coverageLine(r));
  out.push('');
  out.push(...trendLines(r, code));

  const reg = t.regressed ?? r.ledger.regressed.length;
  const imp = t.improved ?? r.ledger.improved.length;
  if (r.ledger.regressed.length > 0 && reg > 0) out.push(...ledger(r, r.ledger.regressed.slice(0, reg), 'regressed'));
  if (reg < r.ledger.regressed.length) trimmed.push(reg === 0 ? 'the regressed queries' : 'some regressed queries');
  if (r.ledger.improved.length > 0 && imp > 0) out.push(...ledger(r, r.ledger.improved.slice(0, imp), 'improved'));
  if (imp < r.ledger.improved.length) trimmed.push('the improved queries');

  if (t.chart !== false) {
    if (!identical) out.push(...chart(r));
  } else trimmed.push('the chart');
  if (compact) out.push('</details>', '');

  if (trimmed.length > 0) {
    out.push(
      `_✂️ Trimmed to fit GitHub's 65,536-character comment limit: ${trimmed.join(', ')}. The full report is in the job summary and the artifact._`,
    );
    out.push('');
  }
  out.push(...staleLines(r, code));
  if (r.baseline.stale) {
    out.push(
      `⚠️ **The baseline is ${r.baseline.ageDays} days old**, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with ${code('npx rankgate baseline', false)} from the main branch's run.`,
    );
    out.push('');
  }
  out.push(footer(r));
  return out.join('\n') + '\n';
}

/** "Accepted" and by whom: the login comes from GitHub's events API, still written in a code span (no @mention). */
function acceptanceLines(r: Report): string[] {
  const a = r.acceptance!;
  const who = a.by !== null ? ` by ${code(a.by, false)}` : '';
  return [
    `> [!NOTE]`,
    `> **Accepted:** the label ${code(a.label, false)} was added${who}. This ${r.verdict.level} verdict is reported in full below but does not fail the check; remove the label to gate again.`,
  ];
}

const STATUS_TEXT: Record<string, string> = {
  changed: 'changed',
  added: 'added by this PR',
  removed: 'removed by this PR',
  unreadable: 'could not be read',
};

/** The goalposts section: what this PR changed in the evaluation, and which versions the gate used. */
function goalpostLines(r: Report): string[] {
  const g = r.goalposts;
  if (!g || (!g.changed && g.notes.length === 0)) return [];
  const ref = code(g.ref.slice(0, 12), false);
  const out = ['> [!IMPORTANT]'];
  if (g.changed) {
    const how =
      g.used === 'base'
        ? `The comparison below uses the files as they are on the base commit ${ref}, not this PR's versions: the gate does not move with its goalposts.`
        : g.contract.status === 'added'
          ? `It sets the evaluation up: the base commit ${ref} has no contract, so the comparison uses this PR's files.`
          : g.notes.length > 0
            ? `The comparison uses this PR's versions (base commit ${ref}), for the reason below.`
            : `The base commit's contract sets \`goalposts: head\`, so the comparison uses this PR's versions (base commit ${ref}).`;
    out.push(`> **This PR changes the evaluation itself.** ${how}`);
  } else {
    out.push(
      `> **Evaluation files** compared with the base commit ${ref} (${g.used === 'base' ? "the gate uses the base commit's versions" : "the gate uses this PR's versions"}).`,
    );
  }
  const counts = (c: NonNullable<Report['goalposts']>['judgments'], what: string, regraded: string) => {
    if (!c || c.status === 'unchanged') return;
    const n =
      c.status === 'unreadable' ? '' : `: ${c.added} ${what} added, ${c.removed} removed, ${c.regraded} ${regraded}`;
    out.push(
      `> - ${what === 'judgments' ? 'judgments' : 'slices'} ${code(c.path, false)} ${STATUS_TEXT[c.status]}${n}`,
    );
  };
  counts(g.judgments, 'judgments', 'regraded');
  counts(g.slices, 'slices', 'relabelled');
  if (g.contract.status !== 'unchanged') {
    out.push(
      `> - contract ${code(g.contract.path, false)} ${STATUS_TEXT[g.contract.status]}${g.contract.changes.length ? ':' : ''}`,
    );
    const max = 20;
    for (const c of g.contract.changes.slice(0, max)) {
      out.push(
        `>   - ${code(c.field, false)}: ${c.base === null ? '(absent)' : code(clip(c.base), false)} → ${c.head === null ? '(absent)' : code(clip(c.head), false)}`,
      );
    }
    if (g.contract.changes.length > max) out.push(`>   - … and ${g.contract.changes.length - max} more fields`);
  }
  const b = g.baseline;
  if (b && b.status !== 'unchanged') {
    const score = (x: number | null) => (x === null ? 'n/a' : f4(x));
    const scores =
      b.base !== null || b.head !== null
        ? `: ${token(b.measure)} on all queries ${score(b.base)} under the base version, ${score(b.head)} under this PR's version${b.base !== null && b.head !== null ? ` (${signed(b.head - b.base)})` : ''}`
        : '';
    out.push(`> - baseline ${code(b.path, false)} ${STATUS_TEXT[b.status]}${scores}`);
  }
  if (g.judgedByPr > 0)
    out.push(
      `> - ${g.judgedByPr} of the documents unjudged under the judgments the gate used are judged by this PR: they are not listed to judge.`,
    );
  for (const n of g.notes) out.push(`> - ℹ️ ${prose(n)}`);
  out.push(...rescoredLines(r).map((l) => (l ? `> ${l}` : '>')));
  out.push('');
  return out;
}

/** Both runs under both versions of the evaluation files, side by side, and the slices whose outcome would differ. */
function rescoredLines(r: Report): string[] {
  const g = r.goalposts;
  const x = g?.rescored;
  if (!g || !x) return [];
  const mine = g.used === 'base' ? "the base commit's versions (the gate's)" : "this PR's versions (the gate's)";
  const other = x.under === 'head' ? "this PR's versions" : "the base commit's versions";
  const pair = (b: number, c: number) => `${f4(b)} → ${f4(c)} (${signed(c - b)})`;
  const out = [
    '',
    `**Both runs under both versions** (baseline → candidate on all ${r.slices[0].queries} queries; Δ):`,
    '',
    `| measure | under ${mine} | under ${other} |`,
    '|:--|--:|--:|',
  ];
  for (const a of x.all) {
    const c = r.slices[0].measures[a.measure];
    if (!c) continue;
    out.push(`| ${token(a.measure, true)} | ${pair(c.baseline, c.candidate)} | ${pair(a.baseline, a.candidate)} |`);
  }
  out.push(`| **verdict** | ${ICON[r.verdict.level]} ${r.verdict.level} | ${ICON[x.verdict]} ${x.verdict} |`);
  const differ = x.slices.filter((s) => {
    const here = r.slices.find((y) => y.name === s.slice)?.measures[r.primary];
    return here && here.status !== s.status;
  });
  if (differ.length) {
    out.push(
      '',
      `${token(r.primary)} outcomes that differ under ${other}: ${differ
        .slice(0, 10)
        .map(
          (s) =>
            `${code(s.slice, false)} ${statusText(r.slices.find((y) => y.name === s.slice)!.measures[r.primary]!.status)} → ${statusText(s.status)}`,
        )
        .join(' · ')}${differ.length > 10 ? ` · … and ${differ.length - 10} more` : ''}`,
    );
  }
  return out;
}

function clip(s: string): string {
  return s.length > 120 ? s.slice(0, 119) + '…' : s;
}

/** Renderer words as is, input text in code spans, engine prose escaped, links only when their URL is safe. */
function spans(parts: Span[]): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return p;
      if ('code' in p) return code(p.code, false);
      if ('prose' in p) return prose(p.prose);
      if ('token' in p) return token(p.token);
      if ('strong' in p) return `**${spans(p.strong)}**`;
      return safeUrl(p.link) ? `[${p.text}](${p.link})` : p.text;
    })
    .join('');
}

/** What to do next (not on a pass): what failed, the accept label, the reproduce command, the links. */
function nextStepLines(r: Report, ctx: ReportContext): string[] {
  const steps = nextSteps(r, ctx);
  if (steps.length === 0) return [];
  const out = ['#### Next steps', ''];
  for (const s of steps) {
    out.push(`- **${s.title}:** ${spans(s.text)}`);
    if (s.commands) out.push('', ...commandBlock(s.commands, '  '));
  }
  if (out[out.length - 1] !== '') out.push('');
  return out;
}

/** The bless command after a significant win, with where to run it. */
function refreshLines(r: Report, ctx: ReportContext): string[] {
  const a = refreshAdvice(r, ctx);
  if (!a) return [];
  return [`💡 **Refresh the baseline:** ${spans(a.text)}`, '', ...commandBlock(a.commands)];
}

function reasonLine(x: Reason): string {
  return spans(reasonSpans(x));
}

/** The first visible line: verdict and gate as a heading, then the primary measure on all and the worst slice. */
function headlineLine(r: Report): string {
  const h = headline(r);
  const parts = [
    `### ${ICON[h.level]} rankgate · ${code(h.gate, false)} · **${h.level}**${h.accepted ? ' · accepted' : ''}`,
  ];
  if (h.overall) parts.push(spans(h.overall));
  if (h.worst) parts.push(spans(h.worst));
  return parts.join(' · ');
}

/** How many rules fired (the headline already gives the verdict and the overall change); on a pass, the slices' statuses. */
function rulesSentence(r: Report): string {
  const v = r.verdict;
  if (v.level === 'pass') {
    const counts = new Map<string, number>();
    for (const s of sliceOrder(r).slice(1)) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    const words: Record<string, string> = {
      pass: 'pass',
      underpowered: 'underpowered',
      'not-gated': 'not gated',
      'too-small': 'too small to gate',
    };
    const list = [...counts].map(([k, n]) => `${n} ${words[k] ?? k}`).join(', ');
    return `No rule fired.${list ? ` Slices: ${list}.` : ''}`;
  }
  const n = v.reasons.length;
  return `**${n} rule${n === 1 ? '' : 's'} fired**${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average)` : ''}.`;
}

/** The slices the table shows, `all` first; trimmed to `maxRows` below `all`. */
function sliceRows(r: Report, maxRows: number | undefined): { rows: SliceReport[]; hidden: number } {
  const [all, ...rest] = sliceOrder(r);
  if (rest.length === 0) return { rows: [], hidden: 0 };
  const shown = maxRows !== undefined ? rest.slice(0, maxRows) : rest;
  return { rows: [all, ...shown], hidden: rest.length - shown.length };
}

function sliceTable(r: Report, { rows, hidden }: { rows: SliceReport[]; hidden: number }, trimmed: string[]): string[] {
  const m = r.primary;
  if (rows.length === 0) return [];
  const out = [
    `#### Slices by ${token(m)}, worst first`,
    '',
    '| slice | queries | baseline | candidate | Δ | interval | p | W/T/L | status |',
    '|:--|--:|--:|--:|--:|:--:|--:|:--:|:--|',
  ];
  const line = (s: SliceReport) => {
    const c = s.measures[m];
    const name = code(s.name) + (s.heldout ? ' (held out)' : '');
    if (!c)
      return `| ${name} | ${s.queries} | — | — | — | — | — | — | ${statusText(s.status)}${s.blind ? ' (blind)' : ''} |`;
    const shown = rowStatus(s, m);
    const delta =
      shown === 'fail' || shown === 'warn' || shown === 'inconclusive' ? `**${signed(c.delta)}**` : signed(c.delta);
    const st = cellStatistics(c);
    const g = c.gate;
    const status =
      statusText(shown) +
      (shown === 'underpowered' && g?.mde != null
        ? ` (MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${g.queriesNeeded} queries` : ''})`
        : '');
    return `| ${name} | ${s.queries} | ${f4(c.baseline)} | ${f4(c.candidate)} | ${delta} | ${st.interval}${st.gated ? '¹' : ''} | ${st.p}${st.gated ? '¹' : ''} | ${c.wins}/${c.ties}/${c.losses} | ${status} |`;
  };
  out.push(line(rows[0]).replace(code('all'), '**all**'));
  for (const s of rows.slice(1)) out.push(line(s));
  if (hidden > 0) {
    out.push(`| … ${hidden} more slices | | | | | | | | |`);
    trimmed.push('some slice rows');
  }
  out.push('');
  return out;
}

/**
 * What the tables' columns mean, after the tables: each part only when a cell it explains is shown (no ¹ legend on
 * a comment without ¹ cells, no power facts without an underpowered slice).
 */
function legend(r: Report, { rows }: { rows: SliceReport[] }, measures: boolean): string[] {
  const parts: string[] = [];
  const cells = [
    ...rows.map((s) => s.measures[r.primary]),
    ...(measures ? r.measures.map((m) => r.slices[0].measures[m.name]) : []),
  ];
  if (rows.length > 0) parts.push('W/T/L: queries where the candidate wins / ties / loses.');
  if (rows.length > 0 || measures) parts.push(statisticsLegend(r, '¹', anyGated(cells)));
  if (rows.some((s) => s.status === 'underpowered')) parts.push(powerLegend(r));
  if (rows.some((s) => s.status === 'too-small')) {
    const minQ = (r.contract.resolved['gate'] as { min_queries?: number } | undefined)?.min_queries;
    parts.push(`Slices under ${token(String(minQ))} queries are too small to gate.`);
  }
  if (measures) parts.push(optimisticLegend(r));
  if (measures && r.weighted)
    parts.push(
      'Rows marked "weighted by slice" apply the contract\'s slice weights to slice means; the other rows are plain means over queries.',
    );
  return parts.length ? [`<sub>${parts.join(' ')}</sub>`, ''] : [];
}

function measureTable(r: Report): string[] {
  const all = r.slices[0];
  const out = [
    `#### All measures on all ${all.queries} queries`,
    '',
    '| measure | baseline | candidate | Δ | rel. Δ | interval | p | upper bound: baseline · candidate |',
    '|:--|--:|--:|--:|--:|:--:|--:|--:|',
  ];
  for (const m of r.measures) {
    const c = all.measures[m.name];
    if (!c) continue;
    const rel = c.relDelta === null ? '—' : `${c.relDelta >= 0 ? '+' : '−'}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
    const label = measureLabel(m, (n) => token(n, true));
    const st = cellStatistics(c);
    const bound = hasOptimistic(m.name)
      ? `${num(c.baselineOptimistic, m.aggregation)} · ${num(c.candidateOptimistic, m.aggregation)}`
      : '—';
    out.push(
      `| ${label} | ${num(c.baseline, m.aggregation)} | ${num(c.candidate, m.aggregation)} | ${m.aggregation === 'sum' ? String(Math.round(c.delta)) : signed(c.delta)} | ${rel} | ${st.interval}${st.gated ? '¹' : ''} | ${st.p}${st.gated ? '¹' : ''} | ${bound} |`,
    );
  }
  if (r.weighted) {
    for (const [name, w] of Object.entries(r.weighted)) {
      out.push(
        `| ${token(name, true)} (weighted by slice) | ${f4(w.baseline)} | ${f4(w.candidate)} | ${signed(w.delta)} | | | | |`,
      );
    }
  }
  out.push('');
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
    if (c)
      parts.push(
        `${token(String(cov.measure))} ${f4(c.baseline)} → ${f4(c.candidate)} (minimum ${token(String(cov.min))}) ${c.candidate >= cov.min ? '✅' : '❔'}`,
      );
  }
  const byPr = r.goalposts?.judgedByPr ? `; ${r.goalposts.judgedByPr} more judged by this PR` : '';
  parts.push(
    `${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? '' : 's'} near the top of either run (${code('to-judge.qrels', false)} in the artifact${byPr})`,
  );
  const c = r.counts;
  if (c.noRelevant) parts.push(`${c.noRelevant} quer${c.noRelevant === 1 ? 'y' : 'ies'} without a relevant judgment`);
  const miss = r.inputs.candidate.missing;
  if (miss) parts.push(`${miss} judged quer${miss === 1 ? 'y' : 'ies'} missing from the candidate (scored 0)`);
  const ties = r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent;
  if (ties)
    parts.push(
      `${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`,
    );
  if (c.heldout) parts.push(`${c.heldout} held-out quer${c.heldout === 1 ? 'y' : 'ies'}`);
  return `**Coverage:** ${parts.join(' · ')}`;
}

function mark(grade: number | null, relevance: number): string {
  if (grade === null) return '❔ unjudged';
  return grade >= relevance ? `✅ ${grade}` : `✖ ${grade}`;
}

function ledger(r: Report, entries: LedgerEntry[], kind: 'regressed' | 'improved'): string[] {
  const relevance = Number(r.contract.resolved.relevance ?? 1);
  const out = [
    `<details><summary>Most ${kind} queries by ${tokenHtml(r.ledger.measure)} (${entries.length})</summary>`,
    '',
  ];
  for (const e of entries) {
    const text = e.text !== null ? ` ${code(e.text, false)}` : '';
    out.push(
      `**${code(e.qid, false)}**${text}: ${f4(e.baseline)} → ${f4(e.candidate)} (${signed(e.delta)})${e.slices.length ? ` · ${e.slices.map((s) => code(s, false)).join(' ')}` : ''}`,
    );
    out.push('');
    out.push('| rank | baseline | candidate |');
    out.push('|--:|:--|:--|');
    const n = Math.max(e.baselineTop.length, e.candidateTop.length);
    for (let i = 0; i < n; i++) {
      const b = e.baselineTop[i];
      const c = e.candidateTop[i];
      out.push(
        `| ${i + 1} | ${b ? `${code(b.docid)} ${mark(b.grade, relevance)}` : ''} | ${c ? `${code(c.docid)} ${mark(c.grade, relevance)}` : ''} |`,
      );
    }
    if (e.missingInCandidate) out.push('| | | _no results: the candidate did not answer this query_ |');
    out.push('');
    if (e.relevantLeft.length)
      out.push(
        `Relevant documents that left the top ${r.ledger.topk}: ${e.relevantLeft.map((d) => code(d, false)).join(', ')}`,
      );
    if (e.relevantEntered.length)
      out.push(
        `Relevant documents that entered the top ${r.ledger.topk}: ${e.relevantEntered.map((d) => code(d, false)).join(', ')}`,
      );
    if (e.relevantLeft.length || e.relevantEntered.length) out.push('');
  }
  out.push('✅ relevant (grade) · ✖ judged not relevant · ❔ unjudged');
  out.push('');
  out.push('</details>');
  out.push('');
  return out;
}

/**
 * The primary measure's delta per slice, in the slice table's order, as a text chart in a ```diff block: GitHub
 * colours failing slices' rows (-) red and passing ones (+) green; the fail threshold is marked on every gated row.
 */
function chart(r: Report): string[] {
  const c = textChart(r);
  if (!c) return [];
  const lines = [
    ...c.head.map((l) => `  ${l}`),
    ...c.rows.map((x) => `${x.status === 'fail' ? '-' : x.status === 'pass' ? '+' : ' '} ${x.line}`),
  ];
  return [...codeBlock(lines, 'diff'), ''];
}

function footer(r: Report): string {
  const b = r.inputs.baseline;
  const s = r.significance;
  const age =
    r.baseline.ageDays !== null
      ? `, ${r.baseline.ageDays} day${r.baseline.ageDays === 1 ? '' : 's'} old${r.baseline.stale ? ' ⚠️' : ''}`
      : '';
  const origin = [
    b.meta.commit ? `commit ${code(b.meta.commit.slice(0, 12), false)}` : '',
    b.meta.date ? `from ${code(b.meta.date, false)}${age}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const parts = [
    `rankgate ${token(r.tool.version)}`,
    `contract ${code(r.contract.id, false)}`,
    r.corpus ? `corpus ${code(r.corpus, false)}` : 'corpus not declared',
    `baseline ${code(b.path, false)}${origin ? ` (${origin})` : ''} sha256 ${code(b.sha256.slice(0, 12), false)}`,
    `candidate ${code(r.inputs.candidate.path, false)} sha256 ${code(r.inputs.candidate.sha256.slice(0, 12), false)}`,
    s.test !== 'none'
      ? `${testSettings(s, thousands(s.iterations))}, bootstrap CI (${thousands(s.bootstrap)}), α ${s.alpha}`
      : 'significance off: thresholds alone',
  ];
  return `<sub>${parts.join(' · ')}</sub>`;
}

export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
