import { createHash } from 'node:crypto';
import { f4, signed } from '../numbers.js';
import { deltaChart } from './chart-svg.js';
import { trendChart } from './trend-svg.js';
import { html, tableRows, text, trusted, type Markup } from './html-template.js';
import { acceptedRefreshCommands, nextSteps, refreshAdvice, safeUrl, type ReportContext } from './next-steps.js';
import { identicalRuns, rowStatus, sliceOrder } from './order.js';
import type { LedgerEntry, Report, SliceReport } from './schema.js';
import { reasonSpans, type Span } from './spans.js';
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
import { thousands } from './markdown.js';
import { headline } from './headline.js';

/**
 * The standalone HTML report (report.html): one file that opens offline and loads nothing. The same statuses and
 * numbers as the comment, plus what a comment has no room for: every slice under every measure (sortable, filterable),
 * a chart of deltas with their intervals and thresholds, main's trend, the power facts, and a per-query drill-down with
 * both rankings.
 * Everything from the data goes through the `html` template, which escapes it; the one script is a constant whose
 * hash the page's Content-Security-Policy names, so no other script could run even if something slipped through.
 */

const LEVEL_ICON: Record<string, string> = { pass: '✔', warn: '!', inconclusive: '?', fail: '✖' };

function statusLabel(s: SliceReport['status']): string {
  return s === 'too-small' ? 'too small to gate' : s === 'not-gated' ? 'not gated' : s;
}

const status = (s: SliceReport['status'], extra = '') =>
  html`<span class="st s-${s}">${statusLabel(s)}</span>${extra ? html` <span class="muted">${extra}</span>` : null}`;

function spans(parts: Span[]): Markup {
  return html`${parts.map((p): Markup => {
    if (typeof p === 'string') return html`${p}`;
    if ('code' in p) return html`<code>${p.code}</code>`;
    if ('prose' in p) return html`${p.prose}`;
    if ('token' in p) return html`${p.token}`;
    if ('strong' in p) return html`<strong>${spans(p.strong)}</strong>`;
    return safeUrl(p.link) ? html`<a href="${p.link}">${p.text}</a>` : html`${p.text}`;
  })}`;
}

const num = (x: number, how: string) => (how === 'sum' ? String(Math.round(x)) : f4(x));

/** A numeric cell: shown text, and the number the table sorts by. */
const td = (text: string | Markup, v: number | null, cls = 'n') =>
  html`<td class="${cls}" data-v="${v === null || !Number.isFinite(v) ? '' : v}">${text}</td>`;

/** `td`'s markup for a tableRows row, the shown text escaped as the template escapes it. */
const cell = (shown: string, v: number, cls = 'n') =>
  `<td class="${cls}" data-v="${Number.isFinite(v) ? String(v) : ''}">${text(shown)}</td>`;

function sliceRows(r: Report, measure: string): Markup[] {
  return sliceOrder(r).map((s) => {
    const c = s.measures[measure];
    const name = html`<td data-v="${s.name}"><code>${s.name}</code>${s.heldout ? ' (held out)' : ''}</td>`;
    const st = rowStatus(s, measure);
    const attrs = html`data-name="${s.name}" data-status="${st}"${s.name === 'all' ? html` data-pin="1"` : null}`;
    if (!c)
      return html`<tr ${attrs}>${name}${td(String(s.queries), s.queries)}<td colspan="7" class="muted">${s.blind ? 'blind held-out slice: only its status is shown' : '—'}</td><td data-v="${st}">${status(st)}</td></tr>`;
    const x = cellStatistics(c);
    const g = c.gate;
    const mde =
      st === 'underpowered' && g?.mde != null
        ? `MDE ${f4(g.mde)}${g.queriesNeeded ? `, needs ${thousands(g.queriesNeeded)} queries` : ''}`
        : '';
    const strong = st === 'fail' || st === 'warn' || st === 'inconclusive';
    return html`<tr ${attrs}>${name}${td(String(s.queries), s.queries)}${td(f4(c.baseline), c.baseline)}${td(f4(c.candidate), c.candidate)}${td(strong ? html`<strong>${signed(c.delta)}</strong>` : signed(c.delta), c.delta, c.delta < 0 ? 'n neg' : 'n')}${td(html`${x.interval}${x.gated ? html`<sup>¹</sup>` : null}`, x.gated ? g!.bound : c.ci[0])}${td(html`${x.p}${x.gated ? html`<sup>¹</sup>` : null}`, x.gated ? g!.pAdjusted : c.p)}${td(`${c.wins}/${c.ties}/${c.losses}`, c.wins - c.losses)}<td data-v="${st}">${status(st, mde)}</td></tr>`;
  });
}

function sliceSection(r: Report): Markup {
  const identical = identicalRuns(r);
  const measures = r.measures.filter((m) => r.slices.some((s) => s.measures[m.name]));
  const tables = measures.map((m) => {
    const primary = m.name === r.primary;
    return html`<div class="scroll"><table class="sortable slices" data-measure="${m.name}"${primary ? null : html` hidden`}><thead><tr><th data-type="text">slice</th><th data-type="num">queries</th><th data-type="num">baseline</th><th data-type="num">candidate</th><th data-type="num">Δ</th><th data-type="num">interval</th><th data-type="num">p</th><th data-type="num">W/T/L</th><th data-type="status">status</th></tr></thead><tbody>${sliceRows(r, m.name)}</tbody></table></div>`;
  });
  const statuses = ['fail', 'inconclusive', 'warn', 'underpowered', 'pass', 'not-gated', 'too-small'].filter((s) =>
    measures.some((m) => r.slices.some((x) => rowStatus(x, m.name) === s)),
  );
  const minQ = (r.contract.resolved['gate'] as { min_queries?: number } | undefined)?.min_queries;
  return html`<section id="slices"><h2>Slices</h2>
${identical ? html`<p class="callout"><strong>The candidate ranks exactly like the baseline:</strong> every query scores the same under every measure, so every Δ below is 0.</p>` : null}
<div class="controls" data-for="slices">
<label>Measure <select id="slice-measure">${measures.map((m) => html`<option value="${m.name}"${m.name === r.primary ? html` selected` : null}>${m.name}${m.name === r.primary ? ' (primary)' : ''}</option>`)}</select></label>
<label>Filter <input id="slice-filter" type="search" placeholder="slice name" autocomplete="off"></label>
<label>Status <select id="slice-status"><option value="">any</option>${statuses.map((s) => html`<option value="${s}">${statusLabel(s as SliceReport['status'])}</option>`)}</select></label>
<span class="count" id="slice-count"></span>
</div>
${tables}
<p class="legend">Worst first; click a column to sort (<code>all</code> stays on top). W/T/L: queries where the candidate wins / ties / loses. ${statisticsLegend(
    r,
    '¹',
    r.slices.some((s) => anyGated(Object.values(s.measures))),
  )} ${powerLegend(r)} Slices under ${minQ} queries are too small to gate.</p>
</section>`;
}

function measureSection(r: Report): Markup {
  const all = r.slices[0];
  const rows = r.measures
    .filter((m) => all.measures[m.name])
    .map((m) => {
      const c = all.measures[m.name];
      const x = cellStatistics(c);
      const rel = c.relDelta === null ? '—' : `${c.relDelta >= 0 ? '+' : '−'}${Math.abs(c.relDelta * 100).toFixed(1)}%`;
      const label = measureLabel(m);
      const opt = hasOptimistic(m.name);
      return html`<tr><td data-v="${m.name}">${label}</td>${td(num(c.baseline, m.aggregation), c.baseline)}${td(num(c.candidate, m.aggregation), c.candidate)}${td(m.aggregation === 'sum' ? String(Math.round(c.delta)) : signed(c.delta), c.delta, c.delta < 0 ? 'n neg' : 'n')}${td(rel, c.relDelta)}${td(html`${x.interval}${x.gated ? html`<sup>¹</sup>` : null}`, x.gated ? c.gate!.bound : c.ci[0])}${td(html`${x.p}${x.gated ? html`<sup>¹</sup>` : null}`, x.gated ? c.gate!.pAdjusted : c.p)}${td(opt ? num(c.baselineOptimistic, m.aggregation) : '—', opt ? c.baselineOptimistic : null)}${td(opt ? num(c.candidateOptimistic, m.aggregation) : '—', opt ? c.candidateOptimistic : null)}</tr>`;
    });
  const weighted = r.weighted
    ? Object.entries(r.weighted).map(
        ([name, w]) =>
          html`<tr><td>${name} (weighted by slice)</td>${td(f4(w.baseline), w.baseline)}${td(f4(w.candidate), w.candidate)}${td(signed(w.delta), w.delta)}<td></td><td></td><td></td><td></td><td></td></tr>`,
      )
    : [];
  return html`<section id="measures"><h2>All measures on all ${all.queries} queries</h2>
<table class="sortable"><thead><tr><th data-type="text">measure</th><th data-type="num">baseline</th><th data-type="num">candidate</th><th data-type="num">Δ</th><th data-type="num">rel. Δ</th><th data-type="num">interval</th><th data-type="num">p</th><th data-type="num">upper bound: baseline</th><th data-type="num">upper bound: candidate</th></tr></thead><tbody>${rows}${weighted}</tbody></table>
<p class="legend">${anyGated(Object.values(all.measures)) ? '¹ as in the slice table. ' : ''}${optimisticLegend(r)}${r.weighted ? ' Rows marked "weighted by slice" apply the contract\'s slice weights to slice means.' : ''}</p>
</section>`;
}

function powerSection(r: Report): Markup | null {
  const rows: Markup[] = [];
  for (const s of sliceOrder(r)) {
    for (const m of r.measures) {
      const c = s.measures[m.name];
      const g = c?.gate;
      if (!c || !g) continue;
      rows.push(
        html`<tr data-name="${s.name}" data-status="${c.status}"><td data-v="${s.name}"><code>${s.name}</code></td><td>${m.name}</td>${td(String(s.queries), s.queries)}${td(signed(c.delta), c.delta)}${td(g.fail === null ? '—' : f4(g.fail), g.fail)}${td(g.mde === null ? 'none' : f4(g.mde), g.mde)}${td(g.queriesNeeded === null ? '—' : thousands(g.queriesNeeded), g.queriesNeeded)}${td(g.pAdjusted === null ? '—' : g.critical === null ? 'never' : g.critical.toFixed(2), g.critical)}${td(f4(g.se), g.se)}<td data-v="${c.status}">${status(c.status)}</td></tr>`,
      );
    }
  }
  if (rows.length === 0) return null;
  const s = r.significance;
  return html`<section id="power"><h2>Power: the smallest drop each gated pair can detect</h2>
<table class="sortable"><thead><tr><th data-type="text">slice</th><th data-type="text">measure</th><th data-type="num">queries</th><th data-type="num">Δ</th><th data-type="num">fail threshold</th><th data-type="num">MDE (${Math.round(s.power * 100)}% power)</th><th data-type="num">queries needed</th><th data-type="num">critical value</th><th data-type="num">standard error</th><th data-type="status">status</th></tr></thead><tbody>${rows}</tbody></table>
<p class="legend">MDE: the smallest true drop the gate detects with ${Math.round(s.power * 100)}% power at this slice's size, paired variance and family of ${s.family} gated pairs (one-sided, α ${s.alpha}). Queries needed: how many queries of the same variance the slice would need for its MDE to reach the fail threshold. Critical value: in standard errors, the one the decision at stake applied ("never": no sign pattern of this slice could reach significance; "—": the drop crosses no threshold, so no decision is at stake). ${powerLegend(r)}</p>
</section>`;
}

function mark(grade: number | null, relevance: number): Markup {
  if (grade === null) return html`<span class="j unj">unjudged</span>`;
  return grade >= relevance
    ? html`<span class="j rel">relevant · ${grade}</span>`
    : html`<span class="j non">not relevant · ${grade}</span>`;
}

function drillEntry(r: Report, e: LedgerEntry, i: number, kind: string): Markup {
  const relevance = Number(r.contract.resolved['relevance'] ?? 1);
  const n = Math.max(e.baselineTop.length, e.candidateTop.length);
  const rows: Markup[] = [];
  for (let k = 0; k < n; k++) {
    const b = e.baselineTop[k];
    const c = e.candidateTop[k];
    rows.push(
      html`<tr><td class="n">${k + 1}</td><td>${b ? html`<code>${b.docid}</code> ${mark(b.grade, relevance)}` : null}</td><td>${c ? html`<code>${c.docid}</code> ${mark(c.grade, relevance)}` : null}</td></tr>`,
    );
  }
  const search = [e.qid, e.text ?? '', ...e.slices].join(' ');
  return html`<details class="query ${kind}" id="q-${kind}-${i}" data-search="${search}" data-kind="${kind}"><summary><code>${e.qid}</code>${e.text !== null ? html` <span class="qtext">${e.text}</span>` : null} <span class="move ${e.delta < 0 ? 'neg' : 'pos'}">${f4(e.baseline)} → ${f4(e.candidate)} (${signed(e.delta)})</span> ${e.slices.map((s) => html`<code class="slice">${s}</code> `)}</summary>
<table class="rankings"><thead><tr><th>rank</th><th>baseline</th><th>candidate</th></tr></thead><tbody>${rows}${e.missingInCandidate ? html`<tr><td></td><td></td><td class="muted">no results: the candidate did not answer this query</td></tr>` : null}</tbody></table>
${e.relevantLeft.length ? html`<p>Relevant documents that left the top ${r.drillDown.topk}: ${e.relevantLeft.map((d, j) => html`${j ? ', ' : ''}<code>${d}</code>`)}</p>` : null}
${e.relevantEntered.length ? html`<p>Relevant documents that entered the top ${r.drillDown.topk}: ${e.relevantEntered.map((d, j) => html`${j ? ', ' : ''}<code>${d}</code>`)}</p>` : null}
</details>`;
}

function querySection(r: Report): Markup {
  const d = r.drillDown;
  const q = r.perQuery;
  const m = r.primary;
  const others = r.measures.map((x) => x.name).filter((x) => x !== m && q.baseline[x]);
  const detail = new Map<string, string>();
  d.regressed.forEach((e, i) => detail.set(e.qid, `q-regressed-${i}`));
  d.improved.forEach((e, i) => detail.set(e.qid, `q-improved-${i}`));
  const bm = q.baseline[m];
  const cm = q.candidate[m];
  const bo = others.map((x) => q.baseline[x]);
  const co = others.map((x) => q.candidate[x]);
  // Every query's row, escaped as the template escapes (a 7,000-query report has 50,000 cells here: built as one
  // text, not a Markup per cell, they took a third of the time).
  const rows = tableRows(q.qids, (qid, i) => {
    const b = bm?.[i] ?? NaN;
    const c = cm?.[i] ?? NaN;
    const id = text(qid);
    const anchor = detail.get(qid);
    let row = `<tr data-name="${id}"><td data-v="${id}">${anchor ? `<a href="#${text(anchor)}"><code>${id}</code></a>` : `<code>${id}</code>`}</td>${cell(f4(b), b)}${cell(f4(c), c)}${cell(signed(c - b), c - b, c - b < 0 ? 'n neg' : 'n')}`;
    for (let k = 0; k < bo.length; k++) {
      const dx = co[k][i] - bo[k][i];
      row += cell(signed(dx), dx);
    }
    return `${row}</tr>`;
  });
  const list = (entries: LedgerEntry[], kind: string, title: string) =>
    entries.length
      ? html`<h3>${title} (${entries.length})</h3>${entries.map((e, i) => drillEntry(r, e, i, kind))}`
      : null;
  return html`<section id="queries"><h2>Queries</h2>
<p>The queries that moved most on ${m}, with both runs' top ${d.topk} marked <span class="j rel">relevant · grade</span> <span class="j non">not relevant · grade</span> <span class="j unj">unjudged</span>. Open one to see both rankings.</p>
<div class="controls"><label>Filter <input id="query-filter" type="search" placeholder="query id, text or slice" autocomplete="off"></label><span class="count" id="query-count"></span></div>
${list(d.regressed, 'regressed', `Most regressed by ${m}`)}
${list(d.improved, 'improved', `Most improved by ${m}`)}
<details class="all-queries"><summary>All ${q.qids.length} queries: ${m} per query, and Δ of the other measures</summary>
<div class="controls"><label>Filter <input id="allq-filter" type="search" placeholder="query id" autocomplete="off"></label><span class="count" id="allq-count"></span></div>
<table class="sortable" id="allq"><thead><tr><th data-type="text">query</th><th data-type="num">${m} baseline</th><th data-type="num">${m} candidate</th><th data-type="num">Δ ${m}</th>${others.map((x) => html`<th data-type="num">Δ ${x}</th>`)}</tr></thead><tbody>${rows}</tbody></table>
</details>
</section>`;
}

function goalpostSection(r: Report): Markup | null {
  const g = r.goalposts;
  if (!g || (!g.changed && g.notes.length === 0)) return null;
  const items: Markup[] = [];
  const what = (label: string, c: NonNullable<Report['goalposts']>['judgments'], regraded: string) => {
    if (!c || c.status === 'unchanged') return;
    items.push(
      html`<li>${label} <code>${c.path}</code> ${c.status}${c.status === 'unreadable' ? '' : `: ${c.added} added, ${c.removed} removed, ${c.regraded} ${regraded}`}</li>`,
    );
  };
  what('judgments', g.judgments, 'regraded');
  what('slices', g.slices, 'relabelled');
  if (g.contract.status !== 'unchanged') {
    items.push(
      html`<li>contract <code>${g.contract.path}</code> ${g.contract.status}${g.contract.changes.length ? html`<ul>${g.contract.changes.map((c) => html`<li><code>${c.field}</code>: ${c.base === null ? '(absent)' : html`<code>${c.base}</code>`} → ${c.head === null ? '(absent)' : html`<code>${c.head}</code>`}</li>`)}</ul>` : null}</li>`,
    );
  }
  const b = g.baseline;
  if (b && b.status !== 'unchanged')
    items.push(
      html`<li>baseline <code>${b.path}</code> ${b.status}${b.base !== null && b.head !== null ? `: ${b.measure} on all queries ${f4(b.base)} under the base version, ${f4(b.head)} under this PR's` : ''}</li>`,
    );
  if (g.judgedByPr > 0)
    items.push(
      html`<li>${g.judgedByPr} of the documents unjudged under the judgments the gate used are judged by this PR: they are not listed to judge.</li>`,
    );
  for (const n of g.notes) items.push(html`<li>${n}</li>`);
  const x = g.rescored;
  let side: Markup | null = null;
  if (x) {
    const mine = g.used === 'base' ? "base commit's versions (the gate's)" : "this PR's versions (the gate's)";
    const other = x.under === 'head' ? "this PR's versions" : "base commit's versions";
    const cell = (bv: number, cv: number) =>
      html`<td class="n">${f4(bv)}</td><td class="n">${f4(cv)}</td><td class="n">${signed(cv - bv)}</td>`;
    side = html`<h3>Both runs under both versions</h3><table><thead><tr><th rowspan="2">on all queries</th><th colspan="3">under the ${mine}</th><th colspan="3">under ${other}</th></tr><tr><th>baseline</th><th>candidate</th><th>Δ</th><th>baseline</th><th>candidate</th><th>Δ</th></tr></thead><tbody>${x.all
      .filter((a) => r.slices[0].measures[a.measure])
      .map((a) => {
        const c = r.slices[0].measures[a.measure];
        return html`<tr><td>${a.measure}</td>${cell(c.baseline, c.candidate)}${cell(a.baseline, a.candidate)}</tr>`;
      })}<tr><td><strong>verdict</strong></td><td colspan="3">${status(r.verdict.level)}</td><td colspan="3">${status(x.verdict)}</td></tr></tbody></table>
<table class="sortable"><thead><tr><th data-type="text">slice (${r.primary})</th><th data-type="num">Δ under the gate's versions</th><th data-type="status">status</th><th data-type="num">Δ under ${other}</th><th data-type="status">status</th></tr></thead><tbody>${x.slices.map(
      (s) => {
        const here = r.slices.find((y) => y.name === s.slice)?.measures[r.primary];
        return html`<tr><td data-v="${s.slice}"><code>${s.slice}</code></td>${here ? td(signed(here.delta), here.delta) : td('—', null)}<td data-v="${here?.status ?? ''}">${here ? status(here.status) : '—'}</td>${td(signed(s.candidate - s.baseline), s.candidate - s.baseline)}<td data-v="${s.status}">${status(s.status)}</td></tr>`;
      },
    )}</tbody></table>`;
  }
  const how =
    g.used === 'base'
      ? html`The comparison uses the files as they are on the base commit <code>${g.ref.slice(0, 12)}</code>, not this PR's versions: the gate does not move with its goalposts.`
      : html`The comparison uses this PR's versions (base commit <code>${g.ref.slice(0, 12)}</code>).`;
  return html`<section id="goalposts" class="callout important"><h2>${g.changed ? 'This PR changes the evaluation itself' : 'Evaluation files'}</h2><p>${how}</p><ul>${items}</ul>${side}</section>`;
}

function coverage(r: Report): Markup {
  const parts: Markup[] = [];
  const gate = r.contract.resolved['gate'] as { coverage?: { measure: string; min: number } } | undefined;
  const cov = gate?.coverage;
  if (cov) {
    const c = r.slices[0].measures[cov.measure];
    if (c) parts.push(html`${cov.measure} ${f4(c.baseline)} → ${f4(c.candidate)} (minimum ${cov.min})`);
  }
  parts.push(
    html`${r.toJudge.length} unjudged document${r.toJudge.length === 1 ? '' : 's'} near the top of either run (<code>to-judge.qrels</code>${r.goalposts?.judgedByPr ? `; ${r.goalposts.judgedByPr} more judged by this PR` : ''})`,
  );
  const c = r.counts;
  if (c.noRelevant)
    parts.push(html`${c.noRelevant} quer${c.noRelevant === 1 ? 'y' : 'ies'} without a relevant judgment`);
  if (r.inputs.candidate.missing)
    parts.push(html`${r.inputs.candidate.missing} judged queries missing from the candidate (scored 0)`);
  if (r.inputs.baseline.tieDependent + r.inputs.candidate.tieDependent)
    parts.push(
      html`${r.inputs.baseline.tieDependent} baseline / ${r.inputs.candidate.tieDependent} candidate queries depend on tie order`,
    );
  if (c.heldout) parts.push(html`${c.heldout} held-out quer${c.heldout === 1 ? 'y' : 'ies'}`);
  return html`<p><strong>Coverage:</strong> ${parts.map((p, i) => html`${i ? ' · ' : ''}${p}`)}</p>`;
}

function provenance(r: Report): Markup {
  const files: [string, { path: string; sha256: string; lines: number } | null][] = [
    ['judgments', r.inputs.judgments],
    ['slices', r.inputs.slices],
    ['queries', r.inputs.queries],
    ['baseline', r.inputs.baseline],
    ['candidate', r.inputs.candidate],
  ];
  const s = r.significance;
  const b = r.baseline;
  return html`<footer id="provenance"><h2>Provenance</h2><dl>
<dt>tool</dt><dd>rankgate ${r.tool.version} · report schema <code>${r.schema}</code></dd>
<dt>gate</dt><dd><code>${r.gate}</code> · contract <code>${r.contract.file}</code> id <code>${r.contract.id}</code> · corpus ${r.corpus !== null ? html`<code>${r.corpus}</code>` : 'not declared'}</dd>
${files.filter(([, f]) => f !== null).map(([k, f]) => html`<dt>${k}</dt><dd><code>${f!.path}</code> · ${thousands(f!.lines)} lines · sha256 <code>${f!.sha256}</code></dd>`)}
<dt>baseline origin</dt><dd>${b.commit !== null ? html`commit <code>${b.commit}</code>` : 'no commit recorded'}${b.date !== null ? html` from <code>${b.date}</code>` : null}${b.ageDays !== null ? `, ${b.ageDays} day${b.ageDays === 1 ? '' : 's'} old` : ''}${b.stale ? ` (older than baseline_max_age, ${b.maxAgeDays} days)` : ''}</dd>
<dt>statistics</dt><dd>${s.test !== 'none' ? `${testSettings(s, thousands(s.iterations))}, bootstrap interval (${thousands(s.bootstrap)}), α ${s.alpha}, ${s.correction} adjustment over ${s.family} gated pairs, power ${s.power}` : 'significance off: thresholds alone'}</dd>
</dl></footer>`;
}

/**
 * Shell commands, one per line, as a block a reader can paste. Each command is escaped as data (a path in it may hold
 * anything), but the line breaks between them are the renderer's own: escaped with the commands, they would show as
 * <U+000A> and the block could not be pasted.
 */
function commandBlock(lines: readonly string[]): Markup {
  const NEWLINE = trusted('\n');
  return html`<pre class="cmd"><code>${lines.map((l, i) => (i === 0 ? l : [NEWLINE, l]))}</code></pre>`;
}

/** After an acceptance: what the action did to refresh the baseline, or the commands that do it. */
function acceptedRefresh(r: Report, ctx: ReportContext): Markup | null {
  const a = r.acceptedRefresh;
  if (!a) return null;
  const body =
    a.status === 'committed'
      ? html`<p>rankgate committed <code>${a.path}</code>${a.branch !== null ? html` to this PR's branch <code>${a.branch}</code>` : null}${a.commit !== null ? html` (commit <code>${a.commit.slice(0, 12)}</code>)` : null}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted.</p>`
      : a.status === 'current'
        ? html`<p><code>${a.path}</code> on this PR's branch already holds this candidate's ranking.</p>`
        : html`<p>Or later PRs are held to the level this one gives up: on this PR's branch, from the repository root, run this and commit <code>${a.path}</code>:</p>${commandBlock(acceptedRefreshCommands(r, ctx)!)}`;
  return html`<section class="callout tip" id="accepted-refresh"><h2>${a.status === 'suggested' ? 'Refresh the baseline with what was accepted' : 'Baseline refreshed'}</h2>${body}</section>`;
}

/** Main's recorded history of the primary measure with this PR as the last point, and the stale-baseline notice. */
function trendSection(r: Report): Markup | null {
  const t = r.trend;
  if (!t || t.points.length === 0) return null;
  const chart = trendChart(t, r.contract.id);
  const rows = t.series.map((s) => {
    let latest: number | null = null;
    for (const v of s.main) if (v !== null) latest = v;
    const delta = latest !== null && s.candidate !== null ? s.candidate - latest : null;
    return html`<tr><td><code>${s.slice}</code></td><td class="n">${latest === null ? '—' : f4(latest)}</td><td class="n">${s.candidate === null ? '—' : f4(s.candidate)}</td><td class="n${delta !== null && delta < 0 ? ' neg' : ''}">${delta === null ? '—' : signed(delta)}</td></tr>`;
  });
  const first = t.points[0]!;
  const last = t.points[t.points.length - 1]!;
  const other = t.points.filter((p) => p.contract !== r.contract.id).length;
  const st = t.stale;
  return html`<section id="trend"><h2>${t.measure} on main, last ${t.points.length} record${t.points.length === 1 ? '' : 's'}, and this PR</h2>
${chart}
<p class="legend">From <code>${t.file}</code> on branch <code>${t.branch}</code>: ${t.points.length} of ${t.records} records, commit <code>${first.commit.slice(0, 12)}</code> (${first.date.slice(0, 10)}) to <code>${last.commit.slice(0, 12)}</code> (${last.date.slice(0, 10)}). One line per slice (all, then every slice a rule fired on); the ring is this PR. A break in a line: that record has no such slice.${other > 0 ? html` ${other} of these record${other === 1 ? ' was' : 's were'} scored under another contract id than today's <code>${r.contract.id}</code> (marked under the axis): not comparable with the rest.` : null}</p>
<table><thead><tr><th>slice</th><th>latest main</th><th>this PR</th><th>Δ</th></tr></thead><tbody>${rows}</tbody></table>
${st ? html`<p class="callout warning"><strong>The baseline is stale:</strong> main's latest record (commit <code>${st.commit.slice(0, 12)}</code>, ${st.date}) has ${st.measure} on all queries ${f4(st.recorded)}, but the committed baseline scores ${f4(st.baseline)} under the same contract${st.differing > 1 ? ` (it differs on ${st.differing} slices)` : ''}. Refresh it from main's run at that commit, then commit it:</p><pre class="cmd"><code>${st.command}</code></pre>` : null}
</section>`;
}

/** The comment's headline under the title: the primary measure on all with its change, and the worst slice. */
function headlineParagraph(r: Report): Markup {
  const h = headline(r);
  const parts = [h.overall, h.worst].filter((x): x is Span[] => x !== null);
  return html`<p class="summary">${parts.map((x, i) => html`${i ? ' · ' : ''}${spans(x)}`)}</p>`;
}

function header(r: Report, ctx: ReportContext): Markup {
  const v = r.verdict;
  const accepted = r.acceptance !== null && v.level !== 'pass';
  const hidden = v.reasons.filter((x) => x.hidden);
  const all = r.slices[0].measures;
  const steps = nextSteps(r, ctx);
  const refresh = refreshAdvice(r, ctx);
  const cmd = commandBlock;
  return html`<header class="verdict v-${v.level}"><h1><span class="badge">${LEVEL_ICON[v.level]} ${v.level}</span> rankgate · <code>${r.gate}</code>${accepted ? html` <span class="badge accepted">accepted</span>` : null}</h1>
${headlineParagraph(r)}</header>
${accepted ? html`<p class="callout note"><strong>Accepted:</strong> the label <code>${r.acceptance!.label}</code> was added${r.acceptance!.by !== null ? html` by <code>${r.acceptance!.by}</code>` : null}. This ${v.level} verdict is reported in full but does not fail the check.</p>` : null}
${accepted ? acceptedRefresh(r, ctx) : null}
${goalpostSection(r)}
${
  hidden.length
    ? html`<section class="callout caution" id="hidden"><h2>Hidden regression${hidden.length > 1 ? 's' : ''}: the overall average does not show ${hidden.length > 1 ? 'them' : 'it'}</h2><ul>${hidden.map(
        (h) => {
          const a = h.measure !== null ? all[h.measure] : undefined;
          return html`<li>${spans(reasonSpans(h))}${a ? `, while ${h.measure} on all queries ${a.delta >= 0 ? 'rose' : 'moved'} ${signed(a.delta)}` : ''}.</li>`;
        },
      )}</ul></section>`
    : null
}
<section id="verdict"><h2>Verdict: ${v.level}</h2><p>${v.reasons.length === 0 ? 'No rule fired.' : `${v.reasons.length} rule${v.reasons.length === 1 ? '' : 's'} fired${v.hiddenRegressions ? ` (${v.hiddenRegressions} hidden by the average, above)` : ''}.`}</p><ul class="reasons">${v.reasons.filter((x) => !x.hidden).map((x) => html`<li class="l-${x.level}">${spans(reasonSpans(x))}</li>`)}${v.ties ? html`<li>${v.ties.message}</li>` : null}${r.notes.map((n) => html`<li class="note">${n}</li>`)}${r.warnings.map((w) => html`<li class="warning">${w}</li>`)}</ul>
</section>
${steps.length ? html`<section id="next"><h2>Next steps</h2><ol>${steps.map((s) => html`<li><strong>${s.title}:</strong> ${spans(s.text)}${s.commands ? cmd(s.commands) : null}</li>`)}</ol></section>` : null}
${refresh ? html`<section id="refresh" class="callout tip"><h2>Refresh the baseline</h2><p>${spans(refresh.text)}</p>${cmd(refresh.commands)}</section>` : null}
${r.baseline.stale ? html`<p class="callout warning"><strong>The baseline is ${r.baseline.ageDays} days old</strong>, older than the contract's baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with <code>npx rankgate baseline</code> from the main branch's run.</p>` : null}`;
}

const STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa; --fail: #cf222e; --warn: #9a6700; --pass: #1a7f37; --under: #8250df; --grey: #6e7781; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1100px; padding: 24px; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: var(--fg); background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; } h3 { font-size: 15px; margin: 18px 0 6px; }
code, pre { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 12.5px; }
code { background: rgba(129,139,152,.12); border-radius: 4px; padding: .1em .35em; white-space: break-spaces; word-break: break-word; }
pre.cmd { background: var(--bg2); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; overflow: auto; } pre.cmd code { background: none; padding: 0; white-space: pre; }
a { color: #0969da; }
header.verdict { border-left: 6px solid var(--grey); padding: 6px 0 6px 14px; margin-bottom: 12px; }
header.v-fail { border-color: var(--fail); } header.v-warn, header.v-inconclusive { border-color: var(--warn); } header.v-pass { border-color: var(--pass); }
.badge { display: inline-block; border-radius: 2em; padding: 0 10px; font-size: 14px; font-weight: 600; color: #fff; background: var(--grey); vertical-align: 3px; text-transform: uppercase; }
.v-fail .badge { background: var(--fail); } .v-warn .badge, .v-inconclusive .badge { background: var(--warn); } .v-pass .badge { background: var(--pass); } .badge.accepted { background: #0969da; }
.summary { color: var(--muted); margin: 0; }
.callout { border-left: 4px solid var(--line); background: var(--bg2); padding: 8px 14px; border-radius: 0 6px 6px 0; margin: 14px 0; }
.callout h2 { border: 0; margin: 4px 0; font-size: 15px; }
.callout.caution { border-color: var(--fail); background: #ffebe9; } .callout.important { border-color: #8250df; background: #fbefff; } .callout.tip { border-color: var(--pass); background: #dafbe1; } .callout.warning { border-color: var(--warn); background: #fff8c5; } .callout.note { border-color: #0969da; background: #ddf4ff; }
table { border-collapse: collapse; margin: 8px 0; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid var(--line); padding: 4px 10px; text-align: left; vertical-align: top; }
th { background: var(--bg2); font-weight: 600; }
td.n { text-align: right; white-space: nowrap; } td.neg { color: var(--fail); }
td > code:first-child { white-space: nowrap; word-break: normal; } .scroll { overflow-x: auto; }
table.sortable th { cursor: pointer; user-select: none; } table.sortable th[aria-sort="ascending"]::after { content: " ▲"; } table.sortable th[aria-sort="descending"]::after { content: " ▼"; }
tr[data-pin] td { background: #f6f8fa; font-weight: 600; }
.st { display: inline-block; border-radius: 2em; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.s-fail { color: var(--fail); } .s-inconclusive, .s-warn { color: var(--warn); } .s-underpowered { color: var(--under); } .s-pass { color: var(--pass); } .s-not-gated, .s-too-small { color: var(--grey); }
.controls { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin: 8px 0; } .controls input, .controls select { font: inherit; padding: 2px 6px; } .count { color: var(--muted); }
.legend, .muted { color: var(--muted); font-size: 12.5px; }
ul.reasons li.l-fail::marker { color: var(--fail); } ul.reasons li.l-warn::marker, ul.reasons li.l-inconclusive::marker { color: var(--warn); }
svg.chart { max-width: 100%; height: auto; font: 12px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
svg .grid { stroke: #eaeef2; } svg .zero { stroke: #1f2328; } svg .tick { fill: var(--muted); } svg .label { fill: var(--fg); } svg .value { fill: var(--muted); }
svg .bar { fill: var(--grey); } svg .s-fail .bar { fill: var(--fail); } svg .s-warn .bar, svg .s-inconclusive .bar { fill: #d4a72c; } svg .s-pass .bar { fill: #4ac26b; } svg .s-underpowered .bar { fill: #c297ff; }
svg .s-fail .label { fill: var(--fail); font-weight: 600; }
svg .line { fill: none; stroke-width: 2; } svg .to-pr { stroke-width: 1.5; stroke-dasharray: 2 3; } svg .pr { fill: #fff; stroke-width: 2.5; } svg .other-contract { fill: #d4a72c; }
svg .whisker { stroke: #1f2328; stroke-width: 1.4; } svg .threshold { stroke: var(--fail); stroke-width: 2; stroke-dasharray: 3 2; } svg .threshold-warn { stroke: #d4a72c; stroke-width: 2; stroke-dasharray: 2 2; }
.j { display: inline-block; border-radius: 2em; padding: 0 7px; font-size: 11.5px; font-weight: 600; white-space: nowrap; }
.j.rel { background: #dafbe1; color: #116329; } .j.non { background: #eaeef2; color: #424a53; } .j.unj { background: #fff8c5; color: #7d4e00; border: 1px dashed #d4a72c; }
details.query { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 6px 0; } details.query summary { cursor: pointer; }
.move.neg { color: var(--fail); } .move.pos { color: var(--pass); } .qtext { font-style: italic; } code.slice { font-size: 11.5px; color: var(--muted); }
table.rankings td:nth-child(1) { color: var(--muted); }
footer dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; } footer dt { color: var(--muted); } footer dd { margin: 0; }
sup { line-height: 0; font-size: 70%; }
[hidden] { display: none !important; }
`;

/**
 * Sorting and filtering. Reads only attributes the renderer wrote (data-v, data-name, data-status, data-search) and
 * moves or hides existing rows: it never builds markup. Without script the page is complete, in the comment's order.
 */
const SCRIPT = `(function () {
  'use strict';
  var STATUS = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, 'not-gated': 5, 'too-small': 6 };
  function key(td, type) {
    var v = td ? td.getAttribute('data-v') : null;
    if (v === null) v = td ? td.textContent : '';
    if (type === 'num') { var n = parseFloat(v); return isNaN(n) ? null : n; }
    if (type === 'status') return v in STATUS ? STATUS[v] : 9;
    return v;
  }
  function makeSortable(table) {
    var ths = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(ths, function (th, col) {
      th.tabIndex = 0;
      var sort = function () {
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        Array.prototype.forEach.call(ths, function (x) { x.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var type = th.getAttribute('data-type') || 'text';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var pinned = rows.filter(function (r) { return r.hasAttribute('data-pin'); });
        var rest = rows.filter(function (r) { return !r.hasAttribute('data-pin'); });
        rest.sort(function (a, b) {
          var x = key(a.cells[col], type), y = key(b.cells[col], type);
          if (x === y) return 0;
          if (x === null) return 1;
          if (y === null) return -1;
          var c = x < y ? -1 : 1;
          return asc ? c : -c;
        });
        pinned.concat(rest).forEach(function (r) { body.appendChild(r); });
      };
      th.addEventListener('click', sort);
      th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sort(); } });
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), makeSortable);
  function byId(id) { return document.getElementById(id); }
  function count(el, shown, total, what) { if (el) el.textContent = shown === total ? total + ' ' + what : shown + ' of ' + total + ' ' + what; }
  var measure = byId('slice-measure'), filter = byId('slice-filter'), state = byId('slice-status');
  function slices() {
    var tables = document.querySelectorAll('table.slices');
    var m = measure ? measure.value : null, f = filter ? filter.value.toLowerCase() : '', s = state ? state.value : '';
    Array.prototype.forEach.call(tables, function (t) {
      var on = t.getAttribute('data-measure') === m;
      t.hidden = !on;
      if (!on) return;
      var shown = 0, rows = t.tBodies[0].rows;
      Array.prototype.forEach.call(rows, function (r) {
        var ok = (r.getAttribute('data-name') || '').toLowerCase().indexOf(f) >= 0 && (!s || r.getAttribute('data-status') === s);
        r.hidden = !ok;
        if (ok) shown++;
      });
      count(byId('slice-count'), shown, rows.length, 'slices');
    });
  }
  [measure, filter, state].forEach(function (el) { if (el) { el.addEventListener('input', slices); el.addEventListener('change', slices); } });
  slices();
  function list(inputId, countId, selector, attr, what) {
    var input = byId(inputId);
    if (!input) return;
    var run = function () {
      var f = input.value.toLowerCase(), items = document.querySelectorAll(selector), shown = 0;
      Array.prototype.forEach.call(items, function (el) {
        var ok = (el.getAttribute(attr) || '').toLowerCase().indexOf(f) >= 0;
        el.hidden = !ok;
        if (ok) shown++;
      });
      count(byId(countId), shown, items.length, what);
    };
    input.addEventListener('input', run);
    run();
  }
  list('query-filter', 'query-count', 'details.query', 'data-search', 'queries with rankings');
  list('allq-filter', 'allq-count', '#allq tbody tr', 'data-name', 'queries');
})();`;

const SCRIPT_HASH = createHash('sha256').update(SCRIPT, 'utf8').digest('base64');

/** The report as one HTML page; `context` adds the links and commands only the publisher knows. */
export function renderHtml(r: Report, context: ReportContext = {}): string {
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'`;
  const chart = deltaChart(r);
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${trusted(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>rankgate · ${r.gate} · ${r.verdict.level}</title>
<style>${trusted(STYLE)}</style>
</head>
<body>
${header(r, context)}
${sliceSection(r)}
${chart ? html`<section id="chart"><h2>Change in ${r.primary} by slice</h2>${chart}<p class="legend">In the slice table's order. Bar: Δ, coloured by the status of ${r.primary} on the slice. Whisker: for gated slices the one-sided upper bound on Δ (Δ ≤ b, simultaneous over the gated pairs), for the others the 95% bootstrap interval. Red dashed mark: the fail threshold as a drop (−fail); amber: the warn threshold.</p></section>` : null}
${measureSection(r)}
${coverage(r)}
${trendSection(r)}
${powerSection(r)}
${querySection(r)}
${provenance(r)}
<script>${trusted(SCRIPT)}</script>
</body>
</html>
`;
  return page.text;
}
