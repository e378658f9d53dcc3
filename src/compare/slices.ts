import { InputError, quote } from '../errors.js';
import { UNLABELED, type SliceTable } from '../read/slices.js';
import { compareIds } from '../read/ids.js';
import { globMatch, isGlob } from './glob.js';

/** A named group of queries, with members as indexes into the shared query order. */
export interface Slice {
  name: string;
  dimension: string | null;
  value: string | null;
  members: Int32Array;
  heldout: boolean;
}

export interface SlicePlan {
  slices: Slice[];
  /** Per query, the slice names it belongs to (besides all). */
  labelsOf: string[][];
  heldoutMask: Uint8Array;
  withoutLabels: number;
  labelsNotJudged: number;
}

export { UNLABELED };

/**
 * Builds `all`, one slice per dimension value (plus `(unlabeled)` where some queries lack a value) and the held-out
 * slice. Held-out queries are scored only inside their slice: `all` and the others cover the rest, so nothing about a
 * blind slice leaks through another slice's per-query detail.
 */
export function buildSlices(
  qids: readonly string[],
  included: Uint8Array,
  table: SliceTable | null,
  heldout: { slice: string } | undefined,
  contractFile: string,
): SlicePlan {
  const nq = qids.length;
  const labelsOf: string[][] = qids.map(() => []);
  const heldoutMask = new Uint8Array(nq);
  let withoutLabels = 0;
  let labelsNotJudged = 0;
  const dims = table?.dimensions ?? [];
  const perDim: Map<string, number[]>[] = dims.map(() => new Map());
  const unlabeled: number[][] = dims.map(() => []);

  if (table) {
    const judged = new Set(qids);
    for (const q of table.labels.keys()) if (!judged.has(q)) labelsNotJudged++;
  }
  let heldDim = -1;
  let heldValue = '';
  if (heldout) {
    const eq = heldout.slice.indexOf('=');
    heldDim = eq > 0 ? dims.indexOf(heldout.slice.slice(0, eq)) : -1;
    heldValue = heldout.slice.slice(eq + 1);
    if (heldDim < 0) {
      throw new InputError(
        `heldout.slice "${heldout.slice}" is not a dimension=value of the slices file`,
        { file: contractFile },
        `use one of the dimensions ${dims.join(', ') || '(none: add a slices file)'}, e.g. split=test`,
      );
    }
  }
  let labelled = 0;
  for (let qi = 0; qi < nq; qi++) {
    const row = table?.labels.get(qids[qi]);
    if (table && !row) withoutLabels++;
    if (row?.some((v) => v.length > 0)) labelled++;
    if (row && heldDim >= 0 && row[heldDim].includes(heldValue)) heldoutMask[qi] = 1;
  }
  if (table) checkCoverage(table, labelled, nq, labelsNotJudged);
  for (let qi = 0; qi < nq; qi++) {
    if (!included[qi] || heldoutMask[qi]) continue;
    const row = table?.labels.get(qids[qi]);
    dims.forEach((d, di) => {
      const values = row?.[di] ?? [];
      if (values.length === 0) {
        unlabeled[di].push(qi);
        labelsOf[qi].push(`${d}=${UNLABELED}`);
      }
      for (const v of values) {
        let list = perDim[di].get(v);
        if (!list) perDim[di].set(v, (list = []));
        list.push(qi);
        labelsOf[qi].push(`${d}=${v}`);
      }
    });
  }
  const all: number[] = [];
  const held: number[] = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!included[qi]) continue;
    if (heldoutMask[qi]) held.push(qi);
    else all.push(qi);
  }
  const slices: Slice[] = [
    { name: 'all', dimension: null, value: null, members: Int32Array.from(all), heldout: false },
  ];
  dims.forEach((d, di) => {
    const values = [...perDim[di].keys()].sort(compareIds);
    for (const v of values) {
      if (di === heldDim && v === heldValue) continue;
      slices.push({
        name: `${d}=${v}`,
        dimension: d,
        value: v,
        members: Int32Array.from(perDim[di].get(v)!),
        heldout: false,
      });
    }
    if (unlabeled[di].length > 0) {
      slices.push({
        name: `${d}=${UNLABELED}`,
        dimension: d,
        value: UNLABELED,
        members: Int32Array.from(unlabeled[di]),
        heldout: false,
      });
    }
  });
  if (heldout) {
    slices.push({
      name: heldout.slice,
      dimension: dims[heldDim],
      value: heldValue,
      members: Int32Array.from(held),
      heldout: true,
    });
  }
  return { slices, labelsOf, heldoutMask, withoutLabels, labelsNotJudged };
}

/**
 * Least share of the judged queries a slices file must label (give a value in some column). Below it, most of the
 * gate's queries would sit in `(unlabeled)` slices that mirror `all`, so a regression the file was meant to expose
 * stays hidden, and the usual cause is a wrong file: another collection's, or the unfilled template `rankgate init`
 * writes. Above it, the unlabelled rest is reported with its count.
 */
export const MIN_LABELLED_SHARE = 0.5;

/** Refuses a slices file that labels none, or fewer than MIN_LABELLED_SHARE, of the judged queries. */
function checkCoverage(table: SliceTable, labelled: number, judged: number, rowsNotJudged: number): void {
  if (judged === 0 || labelled >= MIN_LABELLED_SHARE * judged) return;
  const rows = table.labels.size;
  const why =
    rowsNotJudged > rows / 2
      ? `${rowsNotJudged} of its ${rows} rows name queries without judgments: another collection's file?`
      : table.labelled === 0
        ? 'every value cell is empty: an unfilled template?'
        : 'most judged queries have no row, or only empty cells';
  throw new InputError(
    `labels ${labelled === 0 ? 'none' : `only ${labelled}`} of the ${judged} judged queries (${why})`,
    { file: table.facts.path },
    `give at least half of the judged queries a value (every query, ideally: a catch-all value such as "other" works), check that the file belongs to these judgments, or remove slices: from the contract`,
  );
}

/** Slice names a rule selects: "*", a list of names, or globs such as "type=*". */
export function selectSlices(
  selector: string | string[],
  slices: readonly Slice[],
  where: string,
  file: string,
): Slice[] {
  const patterns = Array.isArray(selector) ? selector : [selector];
  const out = new Set<Slice>();
  for (const p of patterns) {
    const hit = slices.filter((s) => globMatch(p, s.name));
    if (hit.length === 0) {
      throw new InputError(
        `${where} names ${isGlob(p) ? 'the pattern' : 'slice'} ${quote(p)}, which matches no slice of judged queries`,
        { file },
        `slices are: ${slices
          .slice(0, 20)
          .map((s) => s.name)
          .join(', ')}${slices.length > 20 ? `, … and ${slices.length - 20} more` : ''}`,
      );
    }
    for (const s of hit) out.add(s);
  }
  return slices.filter((s) => out.has(s));
}
