import { describeError, isRuleRefusal, ruleReasons, statusOf, writeConflict } from './api-errors.js';

/** The job-level block a workflow needs for the comment (and, under workflow_run, to read the artifact). */
export const PERMISSIONS_BLOCK = `permissions:
  contents: read
  pull-requests: write`;

/**
 * The two-workflow recipe for pull requests from forks: their token is read-only, so the PR workflow
 * uploads the report and a workflow_run workflow, which has a write token, posts it.
 */
export const WORKFLOW_RUN_RECIPE = `# 1) Your PR workflow (e.g. .github/workflows/search-quality.yml) keeps its rankgate step;
#    on a fork it cannot comment, so it uploads the report artifact (the default) and writes the job summary.
# 2) Add .github/workflows/rankgate-comment.yml:
name: rankgate comment
on:
  workflow_run:
    workflows: [search-quality]      # the name: of the workflow in 1)
    types: [completed]
permissions:
  actions: read                      # download the first workflow's artifact
  pull-requests: write               # post the comment
jobs:
  comment:
    if: github.event.workflow_run.event == 'pull_request'
    runs-on: ubuntu-latest
    steps:
      - uses: OWNER/rankgate@v1      # no checkout, no run: the report comes from the artifact
        with:
          fail-on: never             # the PR's own check already carries the verdict`;

export interface Situation {
  /** The PR comes from a fork: its token cannot write, whatever the workflow asks for. */
  fork: boolean;
  /** Running under workflow_run (the second half of the recipe). */
  workflowRun: boolean;
}

/**
 * The warning for a comment that could not be posted: what happened, that nothing else is affected,
 * and the exact fix. Never contains the token: only the status and GitHub's message are used.
 */
export function commentFailureAdvice(e: unknown, s: Situation): string {
  const status = statusOf(e);
  const head = `rankgate could not post the PR comment (${describeError(e)}). The verdict is unchanged and the report is in the job summary and the artifact.`;
  const rateLimited = status === 429 || (status === 403 && /rate limit/i.test(describeError(e)));
  if (rateLimited || (status !== undefined && status >= 500)) {
    return `${head}\nGitHub's API was unavailable or rate-limited after retries; the next run will update the comment.`;
  }
  if ((status === 403 || status === 404) && s.fork && !s.workflowRun) {
    return `${head}\nThis pull request comes from a fork, so the workflow token is read-only. To get the comment on fork PRs, use the workflow_run recipe:\n\n${WORKFLOW_RUN_RECIPE}`;
  }
  if (status === 403 || status === 404 || status === 401) {
    const block = s.workflowRun ? PERMISSIONS_BLOCK.replace('contents: read', 'actions: read') : PERMISSIONS_BLOCK;
    return `${head}\nThe token may lack write access to pull requests. Give the job these permissions:\n\n${block}\n\n(or set \`comment: off\`).`;
  }
  return head;
}

/**
 * What to change when GitHub refused a write to `branch` for good (not a race with another writer): a repository rule
 * or a branch protection, which no permission in the workflow and no retry gets past. `elsewhere` is the way around it
 * that does not touch the rule (another branch, or doing it by hand). null when the error is not such a refusal.
 */
export function writeRefusalAdvice(e: unknown, branch: string, elsewhere: string): string | null {
  if (writeConflict(e) !== 'refused') return null;
  if (!isRuleRefusal(e))
    return `GitHub refused the write to branch ${branch} (not a conflict with another writer, so it was not retried). ${elsewhere}`;
  const reasons = ruleReasons(e);
  return (
    `A repository rule or branch protection on ${branch} refused the write${reasons ? ` (${reasons})` : ''}; it was not retried, and permissions cannot change it. ` +
    `Exclude ${branch} from the ruleset (Settings → Rules → Rulesets) or add the workflow's actor (GitHub Actions, or your GitHub App) to its bypass list; ${elsewhere}`
  );
}
