import { InputError } from '../errors.js';

/** The forges `rankgate ci` can run on, given by the entry (src/cli.ts): cli/ does not import a forge's folder. */
export interface CiRunners {
  gitlab: (env: NodeJS.ProcessEnv, line: (text: string) => void) => Promise<number>;
}

/**
 * `rankgate ci`: finds the CI it runs in from the variables every job of that CI has, and runs the gate there. GitLab
 * sets GITLAB_CI=true in every job; GitHub Actions sets GITHUB_ACTIONS=true, where the action does the job.
 */
export async function ciCommand(
  env: NodeJS.ProcessEnv,
  runners: CiRunners | undefined,
  line: (text: string) => void,
): Promise<number> {
  if (env['GITLAB_CI'] === 'true') {
    if (!runners)
      throw new InputError(
        'rankgate ci: this build has no GitLab runner',
        {},
        'run the rankgate CLI from the npm package (npx rankgate ci)',
      );
    return runners.gitlab(env, line);
  }
  if (env['GITHUB_ACTIONS'] === 'true') {
    throw new InputError(
      'rankgate ci runs in GitLab CI; on GitHub Actions use the action',
      {},
      'replace the step with `uses: OWNER/rankgate@v1` (see the README, "Quick start")',
    );
  }
  throw new InputError(
    'rankgate ci found no CI it knows (GITLAB_CI is not "true")',
    {},
    'run it in a GitLab CI job, or use `rankgate compare` on a laptop',
  );
}
