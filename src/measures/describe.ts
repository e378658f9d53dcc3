import { MEASURES } from './registry.js';
import { paramsSchema } from './parse.js';
import type { MeasureDef } from './measure.js';

// What the measure table of docs/contract.md and `rankgate score --help` say, generated from the registry (the
// registry test checks the table against it).

function names(d: MeasureDef): string {
  const te = (d.trecEval ?? []).map((f) => f.name);
  const other = d.aliases.filter((a) => !te.includes(a) && a !== d.kind.toLowerCase());
  return [...other.map((a) => `\`${a}\``), ...te.map((t) => `\`${t}\``)].join(', ') || '—';
}

function aggregation(d: MeasureDef): string {
  if (d.aggregation === 'sum') return 'sum';
  if (d.aggregation === 'geometric') return 'geometric mean';
  return d.pooled ? 'mean (micro: pooled)' : 'mean';
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The measure table of docs/contract.md (Markdown). */
export function measureTable(): string {
  const rows = MEASURES.map((d) => {
    const params = Object.keys(paramsSchema(d).shape);
    const example = `\`${d.example}\`${params.length ? `<br>params: ${params.map((p) => `\`${p}\``).join(', ')}` : ''}`;
    return `| ${example} | ${names(d)} | ${cell(d.summary)} | ${aggregation(d)} | ${cell(d.notes.expected)} | ${cell(d.notes.optimistic)} | ${cell(d.notes.ties)} |`;
  });
  return [
    '| measure | other names (aliases, trec_eval) | value per query | over queries | exact expected value (`ties: expected`) | optimistic bound | tie range |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The measure list `rankgate score --help` prints. */
export function measureHelp(): string {
  const width = Math.max(...MEASURES.map((d) => d.example.length));
  return [
    '',
    'Measures (ir_measures names; trec_eval names such as ndcg_cut.10, P.5,10, recip_rank also work):',
    ...MEASURES.map((d) => `  ${d.example.padEnd(width)}  ${d.summary}`),
  ].join('\n');
}
