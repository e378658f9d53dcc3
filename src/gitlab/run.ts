import { join } from 'node:path';
import { InputError } from '../errors.js';
import { BaseUnavailable } from '../pipeline/base.js';
import { failureLine } from '../pipeline/failure.js';
import { chooseToken, readGitLabContext } from './context.js';
import { GitLabForge, type GitLabSink } from './forge.js';
import { readCiInputs } from './inputs.js';

/** Exit codes of `rankgate ci`: as the CLI's (0 pass, 1 the gate failed, 2 bad input). */
const EXIT = { ok: 0, fail: 1, usage: 2 } as const;

/**
 * `rankgate ci` in a GitLab CI job: reads GitLab's predefined variables and the RANKGATE_* settings, builds the GitLab
 * forge and runs the job (pipeline/job.ts). The exit status is the step's outcome: GitLab fails the job on a non-zero one.
 */
export async function runGitLabCi(
  env: NodeJS.ProcessEnv,
  sink: GitLabSink,
  client?: { retryBaseMs?: number; timeoutMs?: number },
): Promise<number> {
  let forge: GitLabForge;
  let settings: import('../pipeline/job.js').JobSettings;
  try {
    const ctx = readGitLabContext(env);
    const inputs = readCiInputs(env);
    const token = chooseToken(env);
    const workspace = ctx.projectDir ?? process.cwd();
    forge = new GitLabForge(
      ctx,
      token,
      {
        acceptLabel: inputs.acceptLabel,
        reportDir: inputs.reportDir,
        projectDir: workspace,
        budgetMs: inputs.budgetS * 1000,
        ...(client ? { client } : {}),
      },
      sink,
    );
    if (token.token === null && ctx.event.kind !== 'other')
      forge.warning(`rankgate: ${token.why}. The verdict and the report files are still made.`);
    settings = { ...inputs, workspace, outRoot: join(workspace, inputs.reportDir) };
  } catch (e) {
    sink.line(`ERROR: rankgate: ${failureLine(e)}`);
    return e instanceof InputError ? EXIT.usage : EXIT.fail;
  }
  const { runJob } = await import('../pipeline/job.js');
  let usage = false;
  const outcome = await runJob(forge, settings, (e) => {
    // A setting the user got wrong is exit 2; the fail-closed refusal to compare (no base) is the gate failing: 1.
    usage = e instanceof InputError && !(e instanceof BaseUnavailable);
  });
  if (usage) return EXIT.usage;
  return outcome.status === 0 && forge.failures.length === 0 ? EXIT.ok : EXIT.fail;
}
