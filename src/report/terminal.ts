import type { Report, SliceReport } from './schema.js';
import { table } from './table.js';
import { f4, signed, fmtP } from '../numbers.js';
import { terminal as clean } from './escape.js';

/** ANSI colours only when writing to a terminal. */
function painter(color: boolean) {
  const wrap = (code: string) => (s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  return { red: wrap('31'), yellow: wrap('33'), green: wrap('32'), cyan: wrap('36'), bold: wrap('1'), dim: wrap('2') };
}

/** The same facts as the PR comment, as aligned text for the CLI. */
export function renderTerminal(r: Report, color: boolean): string {
  const p = painter(color);
  const lvl = (l: string) => (l.toLowerCase() === 'fail' ? p.red(l) : /^(warn|inconclusive)$/i.test(l) ? p.yellow(l) : l.toLowerCase() === 'pass' ? p.green(l) : l);
  const out: string[] = [];
  const v = r.verdict;
  out.push(p.bold(`rankgate · ${clean(r.gate)} · ${lvl(v.level.toUpperCase())}`));
  out.push(clean(v.summary));
  out.push('');
  const hidden = v.reasons.filter((x) => x.hidden);
  if (hidden.length) {
    out.push(p.red(p.bold(`HIDDEN REGRESSION${hidden.length > 1 ? 'S' : ''} (the overall average does not show ${hidden.length > 1 ? 'them' : 'it'}):`)));
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
    out.push(p.cyan(`accepted: the label "${clean(r.acceptance.label)}"${r.acceptance.by ? ` added by ${clean(r.acceptance.by)}` : ''} accepts this verdict; the check does not fail`), '');
  }
  const g = r.goalposts;
  if (g && g.changed) {
    out.push(p.yellow(`This change moves the goalposts; the gate used the ${g.used === 'base' ? `base commit's (${clean(g.ref.slice(0, 12))})` : "change's own"} versions:`));
    if (g.contract.status !== 'unchanged') out.push(`  contract ${clean(g.contract.path)}: ${g.contract.status}${g.contract.changes.length ? ` (${g.contract.changes.map((c) => clean(c.field)).join(', ')})` : ''}`);
    for (const [what, c] of [['judgments', g.judgments], ['slices', g.slices]] as const) {
      if (c && c.status !== 'unchanged') out.push(`  ${what} ${clean(c.path)}: ${c.status}${c.added + c.removed + c.regraded > 0 ? ` (${c.added} added, ${c.removed} removed, ${c.regraded} regraded)` : ''}`);
    }
    const b = g.baseline;
    if (b && b.status !== 'unchanged') out.push(`  baseline ${clean(b.path)}: ${b.status}${b.base !== null && b.head !== null ? ` (${clean(b.measure)} ${f4(b.base)} under the base version, ${f4(b.head)} under this one)` : ''}`);
    out.push('');
  }
  if (r.refresh) out.push(p.green(`The candidate beats the baseline (${clean(r.refresh.measure)} ${signed(r.refresh.delta)}): after merging, refresh it with`), `  ${clean(r.refresh.command)}`, '');
  if (r.baseline.stale) out.push(p.yellow(`warning: the baseline is ${r.baseline.ageDays} days old, older than baseline_max_age (${r.baseline.maxAgeDays} days)`), '');
  for (const n of r.notes) out.push(`note: ${clean(n)}`);
  for (const w of r.warnings) out.push(p.yellow(`warning: ${clean(w)}`));
  if (r.notes.length || r.warnings.length) out.push('');

  const m = r.primary;
  out.push(p.bold(`Slices by ${clean(m)}`));
  const sev: Record<string, number> = { fail: 0, inconclusive: 1, warn: 2, underpowered: 3, pass: 4, 'not-gated': 5, 'too-small': 6 };
  const rows = [r.slices[0], ...r.slices.slice(1).sort((a, b) => sev[a.status] - sev[b.status] || (a.measures[m]?.delta ?? 9) - (b.measures[m]?.delta ?? 9) || (a.name < b.name ? -1 : 1))];
  const status = (s: SliceReport) => (s.status === 'too-small' ? p.dim('too small') : s.status === 'not-gated' ? p.dim('not gated') : s.status === 'underpowered' ? p.yellow('underpowered') : lvl(s.status));
  out.push(table(rows.map((s) => {
    const c = s.measures[m];
    const name = clean(s.name) + (s.heldout ? ' (held out)' : '');
    if (!c) return [name, String(s.queries), '—', '—', '—', '—', '—', '—', status(s) + (s.blind ? ' (blind)' : '')];
    const d = signed(c.delta);
    const g = c.gate;
    const interval = g && g.bound !== null ? `<= ${signed(g.bound)}*` : `[${signed(c.ci[0])}, ${signed(c.ci[1])}]`;
    return [name, String(s.queries), f4(c.baseline), f4(c.candidate), c.delta < 0 ? p.red(d) : p.green(d), interval, g && g.pAdjusted !== null ? `${fmtP(g.pAdjusted)}*` : fmtP(c.p), `${c.wins}/${c.ties}/${c.losses}`, status(s) + (s.status === 'underpowered' && g?.mde != null ? ` (MDE ${f4(g.mde)})` : '')];
  }), ['slice', 'n', 'baseline', 'candidate', 'delta', 'interval', 'p', 'W/T/L', 'status']));
  out.push(p.dim('* where a drop crosses a threshold: one-sided (candidate worse), family-adjusted p and the one-sided bound on delta the decision used. Others: two-sided p, 95% bootstrap interval.'));
  out.push('');
  out.push(p.bold(`All measures (${r.slices[0].queries} queries)`));
  out.push(table(r.measures.filter((x) => r.slices[0].measures[x.name]).map((x) => {
    const c = r.slices[0].measures[x.name];
    const sum = x.aggregation === 'sum';
    const n = (y: number) => (sum ? String(Math.round(y)) : f4(y));
    return [clean(x.name) + (x.aggregation === 'pooled' ? ' (micro)' : sum ? ' (sum)' : ''), n(c.baseline), n(c.candidate), sum ? String(Math.round(c.delta)) : signed(c.delta), fmtP(c.p), n(c.candidateOptimistic)];
  }), ['measure', 'baseline', 'candidate', 'delta', 'p', 'cand. optimistic']));
  if (r.weighted) {
    out.push('');
    out.push('Weighted by slice (contract weights on slice means):');
    out.push(table(Object.entries(r.weighted).map(([k, w]) => [clean(k), f4(w.baseline), f4(w.candidate), signed(w.delta)]), ['measure', 'baseline', 'candidate', 'delta']));
  }
  if (r.ledger.regressed.length) {
    out.push('');
    out.push(p.bold(`Most regressed queries by ${clean(r.ledger.measure)}`));
    out.push(table(r.ledger.regressed.map((e) => [clean(e.qid), clean(e.text ?? ''), f4(e.baseline), f4(e.candidate), signed(e.delta), clean(e.relevantLeft.join(' '))]),
      ['qid', 'text', 'baseline', 'candidate', 'delta', `relevant that left top ${r.ledger.topk}`]));
  }
  out.push('');
  out.push(p.dim(`contract ${clean(r.contract.id)} · corpus ${r.corpus === null ? 'not declared' : clean(r.corpus)} · baseline ${clean(r.inputs.baseline.path)} · candidate ${clean(r.inputs.candidate.path)} · ${r.toJudge.length} unjudged documents to judge`));
  return out.join('\n');
}
