import { copyFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Forge } from './forge.js';

/**
 * The hand-over holds a copy of the candidate run, so a reviewer can reproduce the comparison and bless the run
 * without re-running the retrieval; up to this size.
 */
export const RUN_IN_ARTIFACT_MAX = 100 * 1024 * 1024;

/** Copies the candidate run into the hand-over's folder (not over a report file, not when huge); its name or null. */
export function copyRun(
  forge: Pick<Forge, 'info' | 'describeError'>,
  run: string,
  dir: string,
  files: string[],
  reportFiles: ReadonlySet<string>,
): string | null {
  try {
    const size = statSync(run).size;
    if (size > RUN_IN_ARTIFACT_MAX) {
      forge.info(
        `rankgate: the candidate run (${size} bytes) is over ${RUN_IN_ARTIFACT_MAX} bytes, so the artifact does not hold a copy`,
      );
      return null;
    }
    let name = basename(run);
    if (reportFiles.has(name) || name.startsWith('.')) name = `candidate-${name.replace(/^\.+/, '')}`;
    copyFileSync(run, join(dir, name));
    files.push(name);
    return name;
  } catch (e) {
    forge.info(`rankgate: the candidate run was not copied into the artifact (${forge.describeError(e)})`);
    return null;
  }
}
