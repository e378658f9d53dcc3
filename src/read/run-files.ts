import { resolve } from 'node:path';
import { InputError, quote } from '../errors.js';
import { glob, isFileGlob } from './file-glob.js';
import { confine, type Scope } from './paths.js';

/** One file of a run: where to read it, and how messages and the report name it. */
export interface RunFile {
  path: string;
  label: string;
}

/**
 * The files one run is read from. A retrieval sharded over a CI matrix writes one file per shard (each query's
 * results in exactly one of them); `items` are paths or globs (`runs/shard-*.trec`), in the order given, each glob's
 * matches sorted so the shards are read in the same order on every machine. A glob matching nothing is an error: a
 * run with a shard silently missing would be scored as a broken run for the wrong reason, or not at all.
 */
export function runFiles(
  items: readonly string[],
  base: string,
  o: { what: string; shown: (path: string) => string; scope?: Scope },
): RunFile[] {
  if (items.length === 0)
    throw new InputError(
      `${o.what} is empty`,
      {},
      'give the run file, several shard files, or a glob such as runs/shard-*.trec',
    );
  const out: RunFile[] = [];
  const seen = new Map<string, string>();
  for (const item of items) {
    // A plain path's reader says when it is missing; a glob's matches are checked here.
    const found = isFileGlob(item) ? glob(base, item).map((p) => resolve(base, p)) : null;
    if (found?.length === 0) {
      throw new InputError(
        `${o.what} pattern ${quote(item, 200)} matches no file under ${base}`,
        {},
        'check the pattern (globs: *, ?, [abc], ** for any folders) and that every shard was written (or downloaded) before this step',
      );
    }
    for (const p of found ?? [resolve(base, item)]) {
      const path = found && o.scope ? confine(p, base, o.scope, o.what) : p;
      // A plain path is shown as it was given (relative stays relative); a match as the caller shows paths.
      const label = o.shown(found ? path : item);
      const earlier = seen.get(path);
      if (earlier !== undefined) {
        throw new InputError(
          `${o.what} names ${quote(label, 200)} twice (${quote(earlier, 200)} and ${quote(item, 200)})`,
          {},
          'name each shard file once',
        );
      }
      seen.set(path, item);
      out.push({ path, label });
    }
  }
  return out;
}

/** How the report and messages name a run read from several files: its files, the first and last of more than three. */
export function shardsLabel(files: readonly RunFile[]): string {
  const labels = files.map((f) => f.label);
  return labels.length <= 3 ? labels.join(', ') : `${labels[0]}, …, ${labels[labels.length - 1]}`;
}
