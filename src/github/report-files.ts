import * as core from '@actions/core';
import * as log from './log.js';
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeError } from './api-errors.js';
import { uploadReport, uploadSingleFile } from './artifact.js';

/**
 * The artifact's contents: the report files (report.md and report.html rendered with the run's links), the candidate
 * run (so a reviewer can reproduce the comparison and bless the run without re-running the retrieval); and the
 * uploads, report.html a second time on its own so that its link opens in the browser.
 */

/**
 * Uploads the report folder as the artifact `name`, then report.html again as `<name>.html`, unzipped. Returns both
 * ids (the second null when only the zip went up); null when the zip could not be uploaded. Failures are warnings.
 */
export async function uploadReportArtifacts(
  name: string,
  dir: string,
  files: string[],
): Promise<{ zip: number | null; html: number | null } | null> {
  let zip: number | null;
  try {
    const { id, size } = await uploadReport(name, dir, files);
    log.info(`rankgate: artifact "${name}" uploaded (id ${id}, ${size} bytes)`);
    zip = id || null;
  } catch (e) {
    core.warning(
      `rankgate could not upload the artifact "${name}" (${describeError(e)}); the verdict is unchanged and the report is in the job summary.`,
    );
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
    log.info(
      `rankgate: report.html was not uploaded on its own (${describeError(e)}); it is in the artifact "${name}"`,
    );
  }
  return { zip, html };
}
