import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/github/api-errors.ts
function statusOf(e) {
  const s = e?.status;
  return typeof s === "number" ? s : void 0;
}
function describeError(e) {
  const status = statusOf(e);
  const data = e?.response?.data;
  let msg = data?.message;
  if (typeof msg !== "string") msg = e instanceof Error ? e.message : String(e);
  const line = String(msg).split("\n")[0].slice(0, 300);
  return status ? `HTTP ${status}: ${line}` : line;
}
function messageOf(e) {
  const msg = e?.response?.data?.message;
  return typeof msg === "string" ? msg : "";
}
var RACE = {
  409: /does not match [0-9a-f]{40}|expected to be at [0-9a-f]{40}|is at [0-9a-f]{40} but expected/i,
  422: /"sha" wasn't supplied|Reference already exists|Update is not a fast forward/i
};
function writeConflict(e) {
  const status = statusOf(e);
  if (status !== 409 && status !== 422) return null;
  return RACE[status].test(messageOf(e)) ? "race" : "refused";
}
function isRuleRefusal(e) {
  return writeConflict(e) === "refused" && /rule violation|protected branch|GH013|GH006/i.test(messageOf(e));
}
function ruleReasons(e) {
  return messageOf(e).split("\n").slice(1).map((l) => l.trim()).filter((l) => l !== "").join(" ").slice(0, 300);
}

// src/github/advice.ts
var PERMISSIONS_BLOCK = `permissions:
  contents: read
  pull-requests: write`;
var WORKFLOW_RUN_RECIPE = `# 1) Your PR workflow (e.g. .github/workflows/search-quality.yml) keeps its rankgate step;
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
function commentFailureAdvice(e, s) {
  const status = statusOf(e);
  const head = `rankgate could not post the PR comment (${describeError(e)}). The verdict is unchanged and the report is in the job summary and the artifact.`;
  const rateLimited = status === 429 || status === 403 && /rate limit/i.test(describeError(e));
  if (rateLimited || status !== void 0 && status >= 500) {
    return `${head}
GitHub's API was unavailable or rate-limited after retries; the next run will update the comment.`;
  }
  if ((status === 403 || status === 404) && s.fork && !s.workflowRun) {
    return `${head}
This pull request comes from a fork, so the workflow token is read-only. To get the comment on fork PRs, use the workflow_run recipe:

${WORKFLOW_RUN_RECIPE}`;
  }
  if (status === 403 || status === 404 || status === 401) {
    const block = s.workflowRun ? PERMISSIONS_BLOCK.replace("contents: read", "actions: read") : PERMISSIONS_BLOCK;
    return `${head}
The token may lack write access to pull requests. Give the job these permissions:

${block}

(or set \`comment: off\`).`;
  }
  return head;
}
function writeRefusalAdvice(e, branch, elsewhere) {
  if (writeConflict(e) !== "refused") return null;
  if (!isRuleRefusal(e)) return `GitHub refused the write to branch ${branch} (not a conflict with another writer, so it was not retried). ${elsewhere}`;
  const reasons = ruleReasons(e);
  return `A repository rule or branch protection on ${branch} refused the write${reasons ? ` (${reasons})` : ""}; it was not retried, and permissions cannot change it. Exclude ${branch} from the ruleset (Settings \u2192 Rules \u2192 Rulesets) or add the workflow's actor (GitHub Actions, or your GitHub App) to its bypass list; ${elsewhere}`;
}

export {
  statusOf,
  describeError,
  writeConflict,
  commentFailureAdvice,
  writeRefusalAdvice
};
