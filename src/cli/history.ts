import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { contractId, loadContract } from '../contract/load.js';
import { readQrels } from '../read/qrels.js';
import { readSlices } from '../read/slices.js';
import { gitReader, gitRoot } from '../git/repo.js';
import { historyFile, parseHistory, pointsCount, type HistoryRecord } from '../pipeline/history.js';
import { sparkline } from '../report/trend.js';
import { table } from '../report/table.js';

export interface HistoryOptions {
  /** The contract whose gate's history is read (default rankgate.yml); with --file, only given to filter and mark. */
  contract?: string;
  /** A history.jsonl to read instead of the data branch. */
  file?: string;
  /** The data branch, read with git (origin/<branch> first, then the local branch). */
  branch: string;
  slice: string;
  last?: string;
  format: 'text' | 'tsv' | 'json';
}

/** Control characters from the file must not reach the terminal as escape sequences. */
const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\u00b7');

/**
 * `rankgate history`: main's recorded scores as a table, one row per push (oldest first), every measure on one slice,
 * with a sparkline per measure under it. From a history.jsonl file, or from the data branch with git.
 */
export async function historyCommand(o: HistoryOptions): Promise<{ output: string; warnings: string[] }> {
  const warnings: string[] = [];
  const { text, source, gate, today } = await load(o);
  const parsed = parseHistory(text);
  for (const s of parsed.skipped.slice(0, 5)) warnings.push(`${source}:${s.line}: skipped (${s.why})`);
  if (parsed.skipped.length > 5) warnings.push(`${source}: ${parsed.skipped.length - 5} more lines skipped`);
  let records = gate ? parsed.records.filter((r) => r.gate === gate) : parsed.records;
  const last = o.last === undefined ? records.length : pointsCount(o.last, '--last');
  records = records.slice(Math.max(0, records.length - last));

  if (o.format === 'json') return { output: JSON.stringify(records, null, 2), warnings };
  const measures = measuresOf(records);
  if (o.format === 'tsv') {
    const lines = ['commit\tdate\tcontract\tslice\tqueries\tmeasure\tvalue'];
    for (const r of records) {
      for (const s of r.slices)
        for (const m of measures)
          if (s.means[m] !== undefined)
            lines.push(
              [r.commit, r.date, r.contract, s.name, s.queries, m, s.means[m]].map((x) => clean(String(x))).join('\t'),
            );
    }
    return { output: lines.join('\n'), warnings };
  }
  if (records.length === 0)
    return { output: `${source}: no records${gate ? ` for gate ${clean(gate)}` : ''}`, warnings };
  const value = (r: HistoryRecord, m: string) => r.slices.find((s) => s.name === o.slice)?.means[m];
  const rows = records.map((r) => [
    r.commit.slice(0, 12),
    clean(r.date),
    clean(r.contract) + (today !== null && r.contract === today ? '*' : ''),
    String(r.slices.find((s) => s.name === o.slice)?.queries ?? '—'),
    ...measures.map((m) => value(r, m)?.toFixed(4) ?? '—'),
  ]);
  const spark = [
    'trend',
    '',
    '',
    '',
    ...measures.map((m) => {
      const vs = records.map((r) => value(r, m) ?? null);
      const known = vs.filter((v): v is number => v !== null);
      return known.length ? sparkline(vs, Math.min(...known), Math.max(...known)) : '';
    }),
  ];
  const gates = [...new Set(records.map((r) => r.gate))];
  const head = `${gates.map(clean).join(', ')}: ${records.length} record${records.length === 1 ? '' : 's'} from ${source}, slice ${clean(o.slice)}`;
  const foot =
    today !== null
      ? `* = today's contract ${today}; other ids were scored under other judgments, slices or settings and are not comparable.`
      : '';
  const out = [head, '', table([...rows, spark], ['commit', 'date', 'contract', 'queries', ...measures.map(clean)])];
  if (foot) out.push('', foot);
  return { output: out.join('\n'), warnings };
}

/** Measure names in the order the records first give them. */
function measuresOf(records: HistoryRecord[]): string[] {
  const out: string[] = [];
  for (const r of records)
    for (const s of r.slices) for (const m of Object.keys(s.means)) if (!out.includes(m)) out.push(m);
  return out;
}

async function load(
  o: HistoryOptions,
): Promise<{ text: string; source: string; gate: string | null; today: string | null }> {
  // The contract names the gate (and today's contract id marks the comparable records). With --file it is optional:
  // rankgate.yml when there is one here, as without --file, else none (the records are shown unmarked).
  const contract = o.contract ?? (o.file && !existsSync('rankgate.yml') ? null : 'rankgate.yml');
  if (contract !== null && !existsSync(contract)) {
    throw new InputError(
      'contract file not found',
      { file: contract },
      'pass --contract PATH (its name is the gate whose history is read), or --file history.jsonl',
    );
  }
  let gate: string | null = null;
  let today: string | null = null;
  if (contract !== null) {
    const rc = loadContract(contract);
    gate = rc.contract.name;
    try {
      const q = await readQrels(rc.paths.judgments, rc.contract.judgments);
      const s = rc.paths.slices ? await readSlices(rc.paths.slices, rc.contract.slices) : null;
      today = contractId(rc.contract, q.facts.sha256, s?.facts.sha256);
    } catch {
      // Without readable judgments there is no id to compare with; the table is still shown.
    }
  }
  if (o.file) {
    if (!existsSync(o.file))
      throw new InputError('history file not found', { file: o.file }, 'give the path of a history.jsonl');
    return { text: readFileSync(o.file, 'utf8'), source: o.file, gate, today };
  }
  const root = gitRoot(dirname(resolve(contract!)));
  if (!root)
    throw new InputError(
      `${contract} is not in a git repository, so the ${o.branch} branch cannot be read`,
      {},
      'pass --file history.jsonl',
    );
  const path = historyFile(gate!);
  for (const ref of [`origin/${o.branch}`, o.branch]) {
    const reader = gitReader(root, ref);
    if (!reader) continue;
    const bytes = await reader.read(path);
    if (bytes === null)
      throw new InputError(
        `${ref} has no ${path}`,
        {},
        `the action writes it on pushes to the default branch; check the gate name, or pass --file`,
      );
    return { text: bytes.toString('utf8'), source: `${ref}:${path}`, gate, today };
  }
  throw new InputError(
    `no branch ${o.branch} in ${root}`,
    {},
    `fetch it (git fetch origin ${o.branch}), name another with --branch, or pass --file`,
  );
}
