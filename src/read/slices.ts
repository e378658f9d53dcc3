import { InputError, quote } from '../errors.js';
import { readLines, isBlank, isComment, checkBlankRun, type FileFacts } from './lines.js';
import { LIMITS, type Limits } from './limits.js';
import { JsonError, JsonNumber, isObject, parseJsonLine, type JsonValue } from './json.js';

/** The value of queries that have none in a dimension (slice `type=(unlabeled)`); a file may not use it itself. */
export const UNLABELED = '(unlabeled)';

/** A dimension name: it becomes the left side of slice names such as `type=exact-id`. */
const DIMENSION = /^[A-Za-z0-9][\w.-]*$/;

/** Query slices: for each dimension (a header column), the values each query carries. */
export interface SliceTable {
  facts: FileFacts;
  dimensions: string[];
  /** qid -> per dimension, its values (possibly several, possibly none) */
  labels: Map<string, string[][]>;
  /** Rows that give at least one value (0: the file labels nothing, e.g. `rankgate init`'s unfilled template). */
  labelled: number;
}

/**
 * Reads a slices file: TSV or CSV with a header `qid,<dimension>,...`, or JSONL `{"qid", "<dimension>": value}`.
 * A cell may hold several values separated by `;`.
 */
export async function readSlices(path: string, label = path, limits: Readonly<Limits> = LIMITS): Promise<SliceTable> {
  const labels = new Map<string, string[][]>();
  const firstLine = new Map<string, number>();
  let dimensions: string[] | null = null;
  let format: 'tsv' | 'csv' | 'jsonl' | null = null;
  const dimIndex = new Map<string, number>();

  let lastData = 0;
  const add = (qid: string, values: string[][], lineNo: number) => {
    const prev = firstLine.get(qid);
    if (prev !== undefined) {
      throw new InputError(
        `query ${quote(qid)} is listed twice (first at line ${prev})`,
        { file: label, line: lineNo, column: 1 },
        'give each query one row; put several values in one cell separated by ";"',
      );
    }
    firstLine.set(qid, lineNo);
    labels.set(qid, values);
  };

  const facts = await readLines(
    path,
    (buf, s, e, lineNo) => {
      if (isBlank(buf, s, e) || isComment(buf, s, e)) {
        checkBlankRun(label, lineNo, lastData, limits);
        return;
      }
      lastData = lineNo;
      const line = buf.toString('utf8', s, e);
      if (format === null) {
        if (line.trimStart().startsWith('[')) {
          throw new InputError(
            'is a JSON array, not JSONL (one JSON object per line)',
            { file: label, line: lineNo, column: 1 },
            "write one object per line, e.g. jq -c '.[]' FILE > FILE.jsonl",
          );
        }
        if (line.trimStart().startsWith('{')) {
          format = 'jsonl';
          dimensions = [];
        } else {
          format = line.includes('\t') ? 'tsv' : 'csv';
          const header = splitRow(line, format, label, lineNo).map((h) => h.trim());
          if (header[0]?.toLowerCase() !== 'qid') {
            throw new InputError(
              `the header must start with "qid", found ${quote(header[0] ?? '')}`,
              { file: label, line: lineNo, column: 1 },
              'first line: qid<TAB>type<TAB>lang ... (one column per slice dimension)',
            );
          }
          if (header.length < 2) {
            throw new InputError(
              'the header names no slice dimension',
              { file: label, line: lineNo },
              'add columns such as type, lang',
            );
          }
          const seen = new Set<string>();
          for (const [i, h] of header.slice(1).entries()) {
            if (!DIMENSION.test(h)) {
              throw new InputError(
                `dimension name ${quote(h)} must be letters, digits, ".", "_" or "-"`,
                { file: label, line: lineNo, column: i + 2 },
                'rename the column',
              );
            }
            if (h === 'all')
              throw new InputError(
                '"all" is reserved for the slice of every query',
                { file: label, line: lineNo },
                'rename the column',
              );
            if (seen.has(h))
              throw new InputError(
                `dimension ${quote(h)} appears twice in the header`,
                { file: label, line: lineNo },
                'give each column its own name',
              );
            seen.add(h);
          }
          dimensions = header.slice(1);
          return;
        }
      }
      if (format === 'jsonl') {
        let o: JsonValue;
        try {
          o = parseJsonLine(line);
        } catch (e) {
          if (!(e instanceof JsonError)) throw e;
          throw new InputError(
            `is not valid JSON: ${e.message}`,
            { file: label, line: lineNo, column: e.column },
            'each line is {"qid": "...", "<dimension>": "value" or ["v1", "v2"]}',
          );
        }
        if (!isObject(o)) {
          throw new InputError(
            'is not a JSON object',
            { file: label, line: lineNo, column: 1 },
            'each line is {"qid": "...", "<dimension>": value}',
          );
        }
        if (o.has('qid') && o.has('query_id'))
          throw new InputError(
            'both "qid" and "query_id" are given',
            { file: label, line: lineNo, column: 1 },
            'keep one of them',
          );
        const idKey = o.has('query_id') ? 'query_id' : 'qid';
        const rawQid = o.get(idKey);
        const qid = typeof rawQid === 'string' ? rawQid.trim() : rawQid instanceof JsonNumber ? rawQid.text : '';
        if (!qid)
          throw new InputError(
            '"qid" is missing',
            { file: label, line: lineNo, column: 1 },
            'add "qid" (or "query_id") to every line',
          );
        const row: string[][] = dimensions!.map(() => []);
        for (const [k, v] of o) {
          if (k === idKey) continue;
          if (k === 'all')
            throw new InputError(
              '"all" is reserved for the slice of every query',
              { file: label, line: lineNo },
              'rename the key',
            );
          let di = dimIndex.get(k);
          if (di === undefined) {
            // The same rule as a TSV/CSV header: a name with blanks, "=" or "*" would make slice names ambiguous.
            if (!DIMENSION.test(k)) {
              throw new InputError(
                `dimension name ${quote(k)} must be letters, digits, ".", "_" or "-"`,
                { file: label, line: lineNo },
                'rename the key',
              );
            }
            di = dimensions!.length;
            dimIndex.set(k, di);
            dimensions!.push(k);
            row.push([]);
            for (const r of labels.values()) r.push([]);
          }
          const values = Array.isArray(v) ? v : [v];
          for (const x of values) {
            if (x === null || x === '') continue;
            // Values are text as written: a number keeps its digits (1.10 stays "1.10"), true stays "true".
            const text =
              typeof x === 'string' ? x : x instanceof JsonNumber ? x.text : typeof x === 'boolean' ? String(x) : null;
            if (text === null) {
              throw new InputError(
                `"${k}" must be a string, number or list of them`,
                { file: label, line: lineNo },
                'write e.g. "type": "exact-id"',
              );
            }
            for (const value of cellValues(text, label, lineNo)) if (!row[di].includes(value)) row[di].push(value);
          }
        }
        add(qid, row, lineNo);
        return;
      }
      const cells = splitRow(line, format, label, lineNo);
      if (cells.length > dimensions!.length + 1) {
        throw new InputError(
          `row has ${cells.length} cells but the header has ${dimensions!.length + 1}`,
          { file: label, line: lineNo },
          'one cell per header column; separate several values with ";"',
        );
      }
      const qid = cells[0].trim();
      if (!qid)
        throw new InputError(
          'the qid cell is empty',
          { file: label, line: lineNo, column: 1 },
          'every row starts with its query id',
        );
      add(
        qid,
        dimensions!.map((_, i) => cellValues(cells[i + 1] ?? '', label, lineNo)),
        lineNo,
      );
    },
    { label, limits },
  );
  if (dimensions === null || labels.size === 0) {
    throw new InputError(
      'holds no slice rows',
      { file: label },
      'add a header "qid<TAB>dimension" and one row per query',
    );
  }
  let labelled = 0;
  for (const row of labels.values()) if (row.some((v) => v.length > 0)) labelled++;
  return { facts, dimensions, labels, labelled };
}

function cellValues(cell: string, file: string, line: number): string[] {
  const out: string[] = [];
  for (const v of cell.split(';')) {
    const t = v.trim();
    if (t === UNLABELED) {
      throw new InputError(
        `the value "${UNLABELED}" is reserved for queries without a value`,
        { file, line },
        'leave the cell empty for such a query, or name the value differently',
      );
    }
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** Splits a TSV row on tabs, or a CSV row on commas honouring "quoted, fields". */
function splitRow(line: string, format: 'tsv' | 'csv', file: string, lineNo: number): string[] {
  if (format === 'tsv') return line.split('\t');
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = '';
      i++;
      for (;;) {
        if (i >= line.length)
          throw new InputError('unclosed quote', { file, line: lineNo, column: i }, 'close the quoted cell with "');
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            v += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += line[i++];
      }
      out.push(v);
      if (i < line.length && line[i] !== ',')
        throw new InputError(
          'text after a closing quote',
          { file, line: lineNo, column: i + 1 },
          'put a comma after the quoted cell',
        );
      i++;
    } else {
      const j = line.indexOf(',', i);
      const end = j < 0 ? line.length : j;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}
