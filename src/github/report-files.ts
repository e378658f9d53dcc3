import * as core from '@actions/core';
import * as log from './log.js';
import { copyFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { OUTPUT_FILES } from '../report/outputs.js';
import type { RenderedOutputs } from '../report/rendered.js';
import { describeError } from './api-errors.js';
import { uploadReport, uploadSingleFile } from './artifact.js';

/**
 * The artifact's contents: the report files (report.md and report.html rendered with the run's links), the candidate
 * run (so a reviewer can reproduce the comparison and bless the run without re-running the retrieval); and the
 * uploads, report.html a second time on its own so that its link opens in the browser.
 */

/** The largest candidate run copied into the artifact. */
export const RUN_IN_ARTIFACT_MAX = 100 * 1024 * 1024;

/** Report files a rankgate artifact may hold; the candidate run's copy takes another name. */
export const REPORT_FILES: ReadonlySet<string> = new Set(OUTPUT_FILES);

/** Copies the candidate run into the artifact's folder (not over a report file, not when huge); its name or null. */
export function copyRun(run: string, dir: string, files: string[]): string | null {
  try {
    const size = statSync(run).size;
    if (size > RUN_IN_ARTIFACT_MAX) {
      log.info(`rankgate: the candidate run (${size} bytes) is over ${RUN_IN_ARTIFACT_MAX} bytes, so the artifact does not hold a copy`);
      return null;
    }
    let name = basename(run);
    if (REPORT_FILES.has(name) || name.startsWith('.')) name = `candidate-${name.replace(/^\.+/, '')}`;
    copyFileSync(run, join(dir, name));
    files.push(name);
    return name;
  } catch (e) {
    log.info(`rankgate: the candidate run was not copied into the artifact (${describeError(e)})`);
    return null;
  }
}

/** Writes every report file into `dir`, each rendered once, with the outputs' context. */
export function writeReportFiles(outputs: RenderedOutputs, dir: string): void {
  for (const f of outputs.files()) writeFileSync(join(dir, f.name), f.content);
}

/**
 * Uploads the report folder as the artifact `name`, then report.html again as `<name>.html`, unzipped. Returns both
 * ids (the second null when only the zip went up); null when the zip could not be uploaded. Failures are warnings.
 */
export async function uploadReportArtifacts(name: string, dir: string, files: string[]): Promise<{ zip: number | null; html: number | null } | null> {
  let zip: number | null;
  try {
    const { id, size } = await uploadReport(name, dir, files);
    log.info(`rankgate: artifact "${name}" uploaded (id ${id}, ${size} bytes)`);
    zip = id || null;
  } catch (e) {
    core.warning(`rankgate could not upload the artifact "${name}" (${describeError(e)}); the verdict is unchanged and the report is in the job summary.`);
    return null;
  }
  let html: number | null = null;
  try {
    const single = join(dirname(dir), 'html', basename(dir), `${name}.html`);
    mkdirSync(dirname(single), { recursive: true });
    copyFileSync(join(dir, 'report.html'), single);
    const { id } = await uploadSingleFile(single);
    log.info(`rankgate: artifact "${name}.html" uploaded unzipped (id ${id}): the HTML report opens from its link`);
    html = id || null;
  } catch (e) {
    log.info(`rankgate: report.html was not uploaded on its own (${describeError(e)}); it is in the artifact "${name}"`);
  }
  return { zip, html };
}
