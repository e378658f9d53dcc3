import type { Report, SliceReport } from './schema.js';
import { table } from './table.js';
import { f4, signed } from '../numbers.js';
import {
  anyGated,
  cellStatistics,
  hasOptimistic,
  measureLabel,
  optimisticLegend,
  powerLegend,
  statisticsLegend,
} from './statistics.js';
import { acceptedRefreshCommands, nextSteps, refreshAdvice, type ReportContext } from './next-steps.js';
import { rowStatus, sliceOrder } from './order.js';
import { headline } from './headline.js';
import { textChart } from './text-chart.js';
import type { Span } from './spans.js';
import { terminal as clean } from './escape.js';

/** ANSI colours only when writing to a terminal. */
function painter(color: boolean) {
  const wrap = (code: string) => (s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  return { red: wrap('31'), yellow: wrap('33'), green: wrap('32'), cyan: wrap('36'), bold: wrap('1'), dim: wrap('2') };
}

/** Prose wrapped at word boundaries, for the legends under the tables. */
function wrap(s: string, width = 110): string {
  const out: string[] = [];
  let line = '';
  for (const w of s.split(' ')) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out.join('\n');
}

/** The same facts as the PR comment, as aligned text for the CLI. */
export function renderTerminal(r: Report, color: boolean, context: ReportContext = {}): string {
  const p = painter(color);
  const text = (parts: Span[]): string =>
    parts
      .map((x) => {
        if (typeof x === 'string') return x;
        if ('code' in x) return clean(x.code);
        if ('prose' in x) return clean(x.prose);
        if ('token' in x) return clean(x.token);
        if ('strong' in x) return p.bold(text(x.strong));
        return `${x.text} (${x.link})`;
      })
      .join('');
  const lvl = (l: string) =>
    l.toLowerCase() === 'fail'
      ? p.red(l)
      : /^(warn|inconclusive)$/i.test(l)
        ? p.yellow(l)
        : l.toLowerCase() === 'pass'
          ? p.green(l)
          : l;
  const out: string[] = [];
  const v = r.verdict;
  // The comment's headline, as the first line: the verdict, the gate, the primary measure on all, the worst slice.
  const h = headline(r);
  out.push(
    [
      p.bold(`rankgate · ${clean(h.gate)} · ${lvl(h.level.toUpperCase())}${h.accepted ? ' · accepted' : ''}`),
      ...(h.overall ? [text(h.overall)] : []),
      ...(h.worst ? [text(h.worst)] : []),
    ].join(' · '),
  );
  out.push('');
  const hidden = v.reasons.filter((x) => x.hidden);
  if (hidden.length) {
    out.push(
      p.red(
        p.bold(
          `HIDDEN REGRESSION${hidden.length > 1 ? 'S' : ''} (the overall average does not show ${hidden.length > 1 ? 'them' : 'it'}):`,
        ),
      ),
    );
    for (const h of hidden) out.push(`  ${lvl(h.level)}  ${clean(h.message)}`);
    out.push('');
  }
  const others = v.reasons.filter((x) => !x.hidden);
  if (others.length) {
    out.push('Fired rules:');
    for (const x of others) out.push(`  ${lvl(x.level)}  ${clean(x.message)}`);
    out.push('');
  }
  if (v.ties) out.push(p.yellow(clean(v.ties.message)), '');
  if (r.acceptance && v.level !== 'pass') {
    out.push(
      p.cyan(
        `accepted: the label "${clean(r.acceptance.label)}"${r.acceptance.by ? ` added by ${clean(r.acceptance.by)}` : ''} accepts this verdict; the check does not fail`,
      ),
      '',
    );
    const a = r.acceptedRefresh;
    if (a?.status === 'committed')
      out.push(
        `baseline refreshed: rankgate committed ${clean(a.path)}${a.branch ? ` to ${clean(a.branch)}` : ''}${a.commit ? ` (${a.commit.slice(0, 12)})` : ''}`,
        '',
      );
    else if (a?.status === 'current')
      out.push(`baseline refreshed: ${clean(a.path)} on this branch already holds this candidate's ranking`, '');
    else if (a)
      out.push(
        `refresh the baseline with what was accepted (on this branch, from the repository root, then commit ${clean(a.path)}):`,
        ...acceptedRefreshCommands(r, context)!.map((c) => `  ${clean(c)}`),
        '',
      );
  }
  const g = r.goalposts;
  if (g?.changed) {
    out.push(
      p.yellow(
        `This change moves the goalposts; the gate used the ${g.used === 'base' ? `base commit's (${clean(g.ref.slice(0, 12))})` : "change's own"} versions:`,
      ),
    );
    if (g.contract.status !== 'unchanged')
      out.push(
        `  contract ${clean(g.contract.path)}: ${g.contract.status}${g.contract.changes.length ? ` (${g.contract.changes.map((c) => clean(c.field)).join(', ')})` : ''}`,
      );
    // A slice whose label changed is relabelled, not regraded: only judgments have grades.
    for (const [what, c, changed] of [
      ['judgments', g.judgments, 'regraded'],
      ['slices', g.slices, 'relabelled'],
    ] as const) {
      if (c && c.status !== 'unchanged')
        out.push(
          `  ${what} ${clean(c.path)}: ${c.status}${c.added + c.removed + c.regraded > 0 ? ` (${c.added} added, ${c.removed} removed, ${c.regraded} ${changed})` : ''}`,
        );
    }
    const b = g.baseline;
    if (b && b.status !== 'unchanged')
      out.push(
        `  baseline ${clean(b.path)}: ${b.status}${b.base !== null && b.head !== null ? ` (${clean(b.measure)} ${f4(b.base)} under the base version, ${f4(b.head)} under this one)` : ''}`,
      );
    out.push('');
  }
  if (g?.rescored) {
    const x = g.rescored;
    const other = x.under === 'head' ? "this change's versions" : "the base commit's versions";
    out.push(
      `  both runs under ${other}: verdict ${lvl(x.verdict)} (here ${lvl(v.level)}); baseline → candidate on all queries:`,
    );
    out.push(
      table(
        x.all
          .filter((a) => r.slices[0].measures[a.measure])
          .map((a) => {
            const c = r.slices[0].measures[a.measure];
            return [
              `  ${clean(a.measure)}`,
              `${f4(c.baseline)} → ${f4(c.candidate)} (${signed(c.delta)})`,
              `${f4(a.baseline)} → ${f4(a.candidate)} (${signed(a.candidate - a.baseline)})`,
            ];
          }),
        ['  measure', 'versions the gate used', other],
      ),
    );
    out.push('');
  }
  const steps = nextSteps(r, context);
  if (steps.length) {
    out.push(p.bold('Next steps:'));
    for (const s of steps) {
      out.push(`  ${p.bold(s.title + ':')} ${text(s.text)}`);
      for (const c of s.commands ?? []) out.push(`      ${clean(c)}`);
    }
    out.push('');
  }
  const refresh = refreshAdvice(r, context);
  if (refresh) {
    out.push(p.green(`Refresh the baseline: ${text(refresh.text)}`));
    for (const c of refresh.commands) out.push(`  ${clean(c)}`);
    out.push('');
  }
  if (r.baseline.stale)
    out.push(
      p.yellow(
        `warning: the baseline is ${r.baseline.ageDays} days old, older than baseline_max_age (${r.baseline.maxAgeDays} days): refresh it with npx rankgate baseline from the main branch's run`,
      ),
      '',
    );
  for (const n of r.notes) out.push(`note: ${clean(n)}`);
  for (const w of r.warnings) out.push(p.yellow(`warning: ${clean(w)}`));
  if (r.notes.length || r.warnings.length) out.push('');

  const m = r.primary;
  out.push(p.bold(`Slices by ${clean(m)}`));
  const rows = sliceOrder(r);
  const word = (x: SliceReport['status']) =>
    x === 'too-small'
      ? p.dim('too small')
      : x === 'not-gated'
        ? p.dim('not gated')
        : x === 'underpowered'
          ? p.yellow('underpowered')
          : lvl(x);
  const status = (s: SliceReport) => word(rowStatus(s, m));
  out.push(
    table(
      rows.map((s) => {
        const c = s.measures[m];
        const name = clean(s.name) + (s.heldout ? ' (held out)' : '');
        if (!c) return [name, String(s.queries), '—', '—', '—', '—', '—', '—', status(s) + (s.blind ? ' (blind)' : '')];
        const d = signed(c.delta);
        const g = c.gate;
        const st = cellStatistics(c);
        return [
          name,
          String(s.queries),
          f4(c.baseline),
          f4(c.candidate),
          c.delta < 0 ? p.red(d) : p.green(d),
          `${st.interval}${st.gated ? '*' : ''}`,
          `${st.p}${st.gated ? '*' : ''}`,
          `${c.wins}/${c.ties}/${c.losses}`,
          status(s) + (rowStatus(s, m) === 'underpowered' && g?.mde != null ? ` (MDE ${f4(g.mde)})` : ''),
        ];
      }),
      ['slice', 'n', 'baseline', 'candidate', 'delta', 'interval', 'p', 'W/T/L', 'status'],
    ),
  );
  out.push('');
  const chart = textChart(r);
  if (chart) {
    out.push(...chart.head.map(p.dim));
    for (const x of chart.rows)
      out.push(x.status === 'fail' ? p.red(x.line) : x.status === 'pass' ? p.green(x.line) : x.line);
    out.push('');
  }
  out.push(p.bold(`All measures (${r.slices[0].queries} queries)`));
  out.push(
    table(
      r.measures
        .filter((x) => r.slices[0].measures[x.name])
        .map((x) => {
          const c = r.slices[0].measures[x.name];
          const sum = x.aggregation === 'sum';
          const n = (y: number) => (sum ? String(Math.round(y)) : f4(y));
          const st = cellStatistics(c);
          const opt = hasOptimistic(x.name);
          return [
            measureLabel(x, clean),
            n(c.baseline),
            n(c.candidate),
            sum ? String(Math.round(c.delta)) : signed(c.delta),
            `${st.interval}${st.gated ? '*' : ''}`,
            `${st.p}${st.gated ? '*' : ''}`,
            opt ? n(c.baselineOptimistic) : '—',
            opt ? n(c.candidateOptimistic) : '—',
          ];
        }),
      ['measure', 'baseline', 'candidate', 'delta', 'interval', 'p', 'bound: baseline', 'bound: candidate'],
    ),
  );
  // The legend after the tables, each part only when a cell it explains is shown.
  const cells = [...rows.map((s) => s.measures[m]), ...r.measures.map((x) => r.slices[0].measures[x.name])];
  const legend = [
    statisticsLegend(r, '*', anyGated(cells)),
    ...(rows.some((s) => s.status === 'underpowered') ? [powerLegend(r)] : []),
    optimisticLegend(r),
  ];
  out.push(wrap(legend.join(' ')).split('\n').map(p.dim).join('\n'));
  if (r.weighted) {
    out.push('');
    out.push('Weighted by slice (contract weights on slice means):');
    out.push(
      table(
        Object.entries(r.weighted).map(([k, w]) => [clean(k), f4(w.baseline), f4(w.candidate), signed(w.delta)]),
        ['measure', 'baseline', 'candidate', 'delta'],
      ),
    );
  }
  if (r.ledger.regressed.length) {
    out.push('');
    out.push(p.bold(`Most regressed queries by ${clean(r.ledger.measure)}`));
    // No text column when no query has a text (no queries file): an empty column says nothing.
    const texts = r.ledger.regressed.some((e) => e.text !== null);
    out.push(
      table(
        r.ledger.regressed.map((e) => [
          clean(e.qid),
          ...(texts ? [clean(e.text ?? '')] : []),
          f4(e.baseline),
          f4(e.candidate),
          signed(e.delta),
          clean(e.relevantLeft.join(' ')),
        ]),
        [
          'qid',
          ...(texts ? ['text'] : []),
          'baseline',
          'candidate',
          'delta',
          `relevant that left top ${r.ledger.topk}`,
        ],
      ),
    );
  }
  out.push('');
  out.push(
    p.dim(
      `contract ${clean(r.contract.id)} · corpus ${r.corpus === null ? 'not declared' : clean(r.corpus)} · baseline ${clean(r.inputs.baseline.path)} · candidate ${clean(r.inputs.candidate.path)} · ${r.toJudge.length} unjudged documents to judge${r.goalposts?.judgedByPr ? ` (${r.goalposts.judgedByPr} more judged by this change)` : ''}`,
    ),
  );
  return out.join('\n');
}
