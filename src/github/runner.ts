import * as core from '@actions/core';
import { describeError } from './api-errors.js';

/**
 * The step's own results on the Actions runner: outputs, the job summary, the failed state. Log lines and annotations
 * go to the step's output through @actions/core (its escaping is what the runner reads); these three are files and
 * the exit code, which an in-process run of the action records instead.
 */
export interface StepResults {
  setOutput(name: string, value: string): void;
  /** Appends to the job summary; throws when it cannot be written. */
  appendSummary(markdown: string): Promise<void>;
  /** The step fails with this message (an error annotation and exit code 1). */
  setFailed(message: string): void;
}

/** The runner's: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and the process's exit code, through @actions/core. */
export const actionsResults: StepResults = {
  setOutput: (name, value) => core.setOutput(name, value),
  appendSummary: async (markdown) => {
    await core.summary.addRaw(markdown, true).write();
  },
  setFailed: (message) => core.setFailed(message),
};

/** The job summary is the fallback when no comment can be posted, so a failure to write it is only a warning. */
export async function writeSummary(results: StepResults, markdown: string): Promise<void> {
  try {
    await results.appendSummary(markdown);
  } catch (e) {
    core.warning(
      `rankgate could not write the job summary (${describeError(e)}); the report is in the step outputs and the artifact.`,
    );
  }
}
