import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { failureLine, failureSummary } from '../pipeline/failure.js';
import type { JobOutcome } from '../pipeline/job.js';
import { readContext } from './context.js';
import type { ClientWaits } from './client.js';
import { GITHUB_BUDGET_S, PUBLISH_DEADLINE_S, clientWaitsFromEnv, secondsFromEnv } from './deadline.js';
import { eventInfo } from './event.js';
import { GATE_PLACEHOLDER, inputFromEnv, readInputs } from './inputs.js';
import { actionsResults, writeSummary, type StepResults } from './runner.js';

/**
 * The action's entry: reads the runner's environment (the event, the inputs), builds the GitHub forge and runs the job
 * (pipeline/job.ts), which does everything else. `results` is where outputs, the summary and the failed state go: the
 * runner's files by default, a recorder when the tests run the action in-process. `waits` overrides the HTTP client's
 * own waits that the environment sets (the tests that run the action in-process turn off the write spacing).
 */
export async function runAction(
  env: NodeJS.ProcessEnv,
  results: StepResults = actionsResults,
  waits: ClientWaits = {},
): Promise<JobOutcome & { gaveUp: boolean }> {
  let forge: import('./forge.js').GitHubForge;
  let settings: import('../pipeline/job.js').JobSettings;
  try {
    const ctx = readContext(env);
    const info = eventInfo(env['GITHUB_EVENT_NAME'], ctx.payload);
    const rawRun = inputFromEnv(env)('run')?.trim() ?? '';
    // Under workflow_run without a run file, the report comes from the triggering run's artifact.
    const inputs = readInputs(inputFromEnv(env), !(info.kind === 'workflow_run' && rawRun === ''));
    // No core.setSecret(token): it would write the token to stdout as a mask command, and the runner already
    // masks the workflow token and every secret passed in.
    const workspace = env['GITHUB_WORKSPACE'] || process.cwd();
    settings = {
      ...inputs,
      workspace,
      outRoot: join(env['RUNNER_TEMP'] || tmpdir(), 'rankgate'),
      publishDeadlineS: secondsFromEnv(env, 'RANKGATE_PUBLISH_DEADLINE', PUBLISH_DEADLINE_S),
      checkPlans: (plans) => {
        if (plans.length > 1 && inputs.artifact !== '' && !inputs.artifact.includes(GATE_PLACEHOLDER)) {
          throw new InputError(
            `input "artifact" (${inputs.artifact}) names one artifact for ${plans.length} gates`,
            {},
            `put ${GATE_PLACEHOLDER} in it (the default is rankgate-${GATE_PLACEHOLDER}), or set it empty`,
          );
        }
      },
    };
    // The forge and the job load here, after the inputs are known to be good: start-up parses the inputs and the event only.
    const { GitHubForge } = await import('./forge.js');
    forge = new GitHubForge(info, ctx, inputs, env, results, {
      budgetMs: secondsFromEnv(env, 'RANKGATE_GITHUB_BUDGET', GITHUB_BUDGET_S) * 1000,
      client: { ...clientWaitsFromEnv(env), ...waits },
    });
  } catch (e) {
    await fail(results, e);
    return { status: 1, abandoned: false, gaveUp: false };
  }
  const { runJob } = await import('../pipeline/job.js');
  const outcome = await runJob(forge, settings, (e) => {
    // Not the user's fault: the stack only in debug mode.
    if (!(e instanceof InputError) && e instanceof Error && e.stack) core.debug(e.stack);
  });
  return { ...outcome, gaveUp: forge.gaveUp || outcome.abandoned };
}

/** A step that could not start: one line in the job summary and as the failure, never a stack trace. */
async function fail(results: StepResults, e: unknown): Promise<void> {
  const line = failureLine(e);
  await writeSummary(results, failureSummary(line));
  results.setFailed(`rankgate: ${line}`);
  if (!(e instanceof InputError) && e instanceof Error && e.stack) core.debug(e.stack);
}

/** The action on the runner: the process's environment, and its end once the outcome is decided. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { gaveUp } = await runAction(env);
  // A request abandoned at the publishing deadline (or an artifact transfer, which has its own client) may still hold
  // a socket open: the step's outcome is decided, so the process ends a moment later whatever is left.
  if (gaveUp) setTimeout(() => process.exit(), 1000).unref();
}
