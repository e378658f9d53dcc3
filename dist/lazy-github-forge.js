import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  trimMarkdown
} from "./shared-report-trim.js";
import {
  WaitBudget
} from "./shared-pipeline-wait-budget.js";
import {
  HISTORY_SCHEMA,
  appendRecord,
  historyFile
} from "./shared-pipeline-history.js";
import "./shared-version.js";
import {
  info
} from "./shared-report-log-line.js";
import {
  GATE_PLACEHOLDER,
  describeError,
  findPullRequest,
  isRuleRefusal,
  ruleReasons,
  statusOf,
  writeConflict,
  writeSummary
} from "./shared-github-inputs.js";
import "./shared-git-repo.js";
import {
  error,
  notice,
  warning
} from "./shared-undici.js";
import {
  COMMENT_LIMIT
} from "./shared-report-markdown.js";
import "./shared-report-trend.js";
import {
  commentMarker,
  isMarked
} from "./shared-report-marker.js";
import "./shared-report-next-steps.js";
import "./shared-compare-refresh.js";
import "./shared-numbers.js";
import "./shared-report-outputs.js";
import "./shared-report-escape.js";
import "./shared-compare-monte-carlo-wasm.js";
import "./shared-read-number.js";
import {
  InputError
} from "./shared-errors.js";
import "./shared-report-schema.js";
import {
  external_exports
} from "./shared-zod.js";
import "./shared-contract-choices.js";
import "./shared-runtime.js";

// src/github/forge.ts
import { mkdirSync as mkdirSync2 } from "node:fs";
import { join as join3 } from "node:path";

// src/github/accept.ts
var same = (a, b) => a.toLowerCase() === b.toLowerCase();
function hasLabel(payload, label) {
  const labels = payload?.pull_request?.labels ?? [];
  return labels.some((l) => typeof l?.name === "string" && same(l.name, label));
}
function labeledBySender(payload, label) {
  const p = payload ?? {};
  if (p.action === "labeled" && typeof p.label?.name === "string" && same(p.label.name, label) && typeof p.sender?.login === "string")
    return p.sender.login;
  return null;
}
function latestLabeler(events, label) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.event === "labeled" && typeof e.label?.name === "string" && same(e.label.name, label))
      return e.actor?.login ?? null;
  }
  return null;
}
async function labelAddedBy(octokit, owner, repo, issue, label) {
  const events = await octokit.paginate(octokit.rest.issues.listEvents, {
    owner,
    repo,
    issue_number: issue,
    per_page: 100
  });
  return latestLabeler(events, label);
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
  if (!isRuleRefusal(e))
    return `GitHub refused the write to branch ${branch} (not a conflict with another writer, so it was not retried). ${elsewhere}`;
  const reasons = ruleReasons(e);
  return `A repository rule or branch protection on ${branch} refused the write${reasons ? ` (${reasons})` : ""}; it was not retried, and permissions cannot change it. Exclude ${branch} from the ruleset (Settings \u2192 Rules \u2192 Rulesets) or add the workflow's actor (GitHub Actions, or your GitHub App) to its bypass list; ${elsewhere}`;
}

// src/github/artifact.ts
import { basename, dirname, join } from "node:path";
function artifactUnavailable(env) {
  if (!env["ACTIONS_RUNTIME_TOKEN"] || !env["ACTIONS_RESULTS_URL"])
    return "the runtime provides no artifact service here";
  const host = new URL(env["GITHUB_SERVER_URL"] || "https://github.com").hostname.toLowerCase();
  if (host !== "github.com" && !host.endsWith(".ghe.com") && !host.endsWith(".localhost")) {
    return "GitHub Enterprise Server does not support this artifact service";
  }
  return null;
}
async function uploadReport(name, dir, files) {
  const { DefaultArtifactClient } = await import("./lazy-actions-artifact.js");
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(
    name,
    files.map((f) => join(dir, f)),
    dir,
    { retentionDays: 30 }
  );
  return { id: res.id ?? 0, size: res.size ?? 0 };
}
async function uploadSingleFile(file) {
  const { DefaultArtifactClient } = await import("./lazy-actions-artifact.js");
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(basename(file), [file], dirname(file), {
    retentionDays: 30,
    skipArchive: true
  });
  return { id: res.id ?? 0, size: res.size ?? 0 };
}
async function listRunArtifacts(token, owner, repo, runId) {
  const { DefaultArtifactClient } = await import("./lazy-actions-artifact.js");
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({
    findBy: { token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo },
    latest: true
  });
  return artifacts.map((a) => ({ id: a.id, name: a.name })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
async function downloadRunArtifact(token, owner, repo, runId, id, dir) {
  const { DefaultArtifactClient } = await import("./lazy-actions-artifact.js");
  const client = new DefaultArtifactClient();
  info(`Downloading artifact ${id} of run ${runId}`);
  await client.downloadArtifact(id, {
    path: dir,
    findBy: { token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo }
  });
}

// src/github/contents.ts
async function readFileAt(octokit, owner, repo, ref, path) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref }));
  } catch (e) {
    if (statusOf(e) === 404) return null;
    throw e;
  }
  const f = data;
  if (Array.isArray(data) || f.type !== "file" || typeof f.sha !== "string") return null;
  if (f.encoding === "base64" && typeof f.content === "string" && (f.content !== "" || f.size === 0))
    return { bytes: Buffer.from(f.content, "base64"), sha: f.sha };
  const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha });
  return { bytes: Buffer.from(blob.data.content, blob.data.encoding === "base64" ? "base64" : "utf8"), sha: f.sha };
}
var BaseUnreadable = class extends Error {
  constructor(message) {
    super(message);
    this.name = "BaseUnreadable";
  }
};
function apiReader(octokit, owner, repo, sha, pull) {
  let access = null;
  const readable = () => access ??= (async () => {
    try {
      await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha });
    } catch (e) {
      const s = statusOf(e);
      const why = s === 401 || s === 403 || s === 404 ? `the token cannot read the repository ${owner}/${repo} at ${sha.slice(0, 12)} (${describeError(e)})` : `GitHub did not serve the commit ${sha.slice(0, 12)} (${describeError(e)})`;
      throw new BaseUnreadable(why);
    }
  })();
  let added = null;
  const addedPaths = () => added ??= (async () => {
    if (pull === null) return /* @__PURE__ */ new Set();
    try {
      return await prAddedPaths(octokit, owner, repo, pull);
    } catch (e) {
      throw new BaseUnreadable(`the files of pull request #${pull} could not be listed (${describeError(e)})`);
    }
  })();
  return {
    source: "api",
    adds: async (path) => (await addedPaths()).has(path),
    read: async (path) => {
      let data;
      try {
        ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref: sha }));
      } catch (e) {
        if (statusOf(e) === 404) {
          await readable();
          return null;
        }
        throw new BaseUnreadable(`GET contents/${path} at ${sha.slice(0, 12)} failed (${describeError(e)})`);
      }
      const f = data;
      if (Array.isArray(data) || f.type !== "file") {
        throw new BaseUnreadable(
          `${path} at ${sha.slice(0, 12)} is ${Array.isArray(data) ? "a folder" : `a ${f.type ?? "non-file"}`}, not a file`
        );
      }
      if (f.encoding === "base64" && typeof f.content === "string" && (f.content !== "" || f.size === 0))
        return Buffer.from(f.content, "base64");
      try {
        const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha });
        return Buffer.from(blob.data.content, blob.data.encoding === "base64" ? "base64" : "utf8");
      } catch (e) {
        throw new BaseUnreadable(`the blob of ${path} at ${sha.slice(0, 12)} could not be read (${describeError(e)})`);
      }
    }
  };
}
var PULL_FILES = external_exports.array(external_exports.object({ filename: external_exports.string(), status: external_exports.string() }));
async function prAddedPaths(octokit, owner, repo, pull) {
  const files = PULL_FILES.parse(
    await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pull, per_page: 100 })
  );
  return new Set(
    files.filter((f) => f.status === "added" || f.status === "copied" || f.status === "renamed").map((f) => f.filename)
  );
}
async function putFile(octokit, o) {
  const { data } = await octokit.rest.repos.createOrUpdateFileContents({
    owner: o.owner,
    repo: o.repo,
    path: o.path,
    branch: o.branch,
    message: o.message,
    content: o.bytes.toString("base64"),
    ...o.sha !== null ? { sha: o.sha } : {},
    request: { retries: 0 }
  });
  return { commit: data.commit.sha ?? "", url: data.commit.html_url ?? null };
}
function isConflict(e) {
  return writeConflict(e) === "race";
}
var DELAYS = [0, 100, 300, 700, 1500, 3e3];
var wait = (ms) => new Promise((r) => setTimeout(r, ms));
async function updateFile(octokit, o) {
  const delays = o.delays ?? DELAYS;
  const sleep = o.sleep ?? wait;
  let conflicts = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const file = await readFileAt(octokit, o.owner, o.repo, o.branch, o.path);
      const bytes = o.next(file);
      if (bytes === null) return { commit: null, created: false, conflicts };
      if (file === null && o.createBranch && !await branchExists(octokit, o.owner, o.repo, o.branch)) {
        return { commit: await o.createBranch(bytes), created: true, conflicts };
      }
      const put = await putFile(octokit, { ...o, bytes, sha: file?.sha ?? null });
      return { commit: put.commit, created: false, conflicts };
    } catch (e) {
      if (!(isConflict(e) || o.createBranch && statusOf(e) === 404) || attempt >= delays.length) throw e;
      conflicts++;
      await sleep(delays[attempt]);
    }
  }
}
async function branchExists(octokit, owner, repo, branch) {
  try {
    await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
    return true;
  } catch (e) {
    if (statusOf(e) === 404) return false;
    throw e;
  }
}

// src/github/history.ts
var DATA_BRANCH_README = `# rankgate data

This branch is written by the rankgate action: on every push to the default branch it appends one line per gate to
\`<gate>/history.jsonl\`. Pull requests read it to show the trend of the primary measure and to tell when the committed
baseline no longer matches main. It shares no history with the code (an orphan branch).

Each line is one JSON record, schema \`${HISTORY_SCHEMA}\`: \`gate\`, \`commit\`, \`date\` (the commit's date), \`branch\`,
\`contract\` (the contract id: records under another id are not comparable), \`corpus\`, \`primary\`, \`tool\` (the rankgate
version), \`queries\` (\`judged\`, \`evaluated\`) and \`slices\` (\`name\`, \`queries\`, \`means\`: the run's mean of every measure).
rankgate only appends; it never rewrites a line. \`rankgate history --file <gate>/history.jsonl\` prints the table.

To prune, keep the last lines of a file and commit that by hand, e.g.
\`tail -n 500 help-center/history.jsonl > h && mv h help-center/history.jsonl\`; later pushes append after them.
`;
async function readHistory(octokit, r, branch, gate) {
  const f = await readFileAt(octokit, r.owner, r.repo, branch, historyFile(gate));
  return f === null ? null : f.bytes.toString("utf8");
}
async function appendHistory(octokit, r, branch, record, retry = {}) {
  const path = historyFile(record.gate);
  const message = `rankgate: ${record.gate} history at ${record.commit.slice(0, 12)} [skip ci]`;
  const res = await updateFile(octokit, {
    ...r,
    branch,
    path,
    message,
    ...retry,
    next: (file) => {
      const next = appendRecord(file?.bytes.toString("utf8") ?? "", record);
      return next.appended ? Buffer.from(next.text, "utf8") : null;
    },
    createBranch: async (bytes) => {
      const tree = await octokit.rest.git.createTree({
        ...r,
        tree: [
          { path: "README.md", mode: "100644", type: "blob", content: DATA_BRANCH_README },
          { path, mode: "100644", type: "blob", content: bytes.toString("utf8") }
        ]
      });
      const commit = await octokit.rest.git.createCommit({ ...r, message, tree: tree.data.sha, parents: [] });
      await octokit.rest.git.createRef({
        ...r,
        ref: `refs/heads/${branch}`,
        sha: commit.data.sha,
        request: { retries: 0 }
      });
      return commit.data.sha;
    }
  });
  const action = res.commit === null ? "already-recorded" : res.created ? "created-branch" : "appended";
  return { action, commit: res.commit, conflicts: res.conflicts };
}

// src/github/links.ts
var REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
var DIGITS = /^\d+$/;
var BRANCH = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]+$/;
function server(env) {
  try {
    const u = new URL(env["GITHUB_SERVER_URL"] || "https://github.com");
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    if (!/^[A-Za-z0-9.-]+$/.test(u.hostname)) return null;
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}
function runUrl(env, runId = env["GITHUB_RUN_ID"] ?? "") {
  const s = server(env);
  const repo = env["GITHUB_REPOSITORY"] ?? "";
  if (!s || !REPOSITORY.test(repo) || !DIGITS.test(runId)) return null;
  return `${s}/${repo}/actions/runs/${runId}`;
}
function artifactUrl(env, runId, id) {
  const run = runUrl(env, runId);
  return run && Number.isSafeInteger(id) && id > 0 ? `${run}/artifacts/${id}` : null;
}
function baseBranch(payload) {
  const ref = payload.pull_request?.base?.ref;
  return typeof ref === "string" && BRANCH.test(ref) ? ref : void 0;
}
function reportContext(env, o) {
  const runId = o.runId ?? env["GITHUB_RUN_ID"] ?? "";
  const repository = env["GITHUB_REPOSITORY"] ?? "";
  const run = runUrl(env, runId);
  const zip = o.uploaded?.zip != null ? artifactUrl(env, runId, o.uploaded.zip) : null;
  const html = o.uploaded?.html != null ? artifactUrl(env, runId, o.uploaded.html) : null;
  return {
    links: { ...run ? { run } : {}, ...zip ? { artifact: zip } : {}, ...html ? { html } : {} },
    ...DIGITS.test(runId) ? { runId } : {},
    ...o.artifact ? { artifact: o.artifact } : {},
    ...REPOSITORY.test(repository) ? { repository } : {},
    ...baseBranch(o.payload) ? { baseBranch: baseBranch(o.payload) } : {},
    acceptLabel: o.acceptLabel === "" ? null : o.acceptLabel
  };
}

// src/github/report-files.ts
import { copyFileSync, mkdirSync } from "node:fs";
import { basename as basename2, dirname as dirname2, join as join2 } from "node:path";
async function uploadReportArtifacts(name, dir, files) {
  let zip;
  try {
    const { id, size } = await uploadReport(name, dir, files);
    info(`rankgate: artifact "${name}" uploaded (id ${id}, ${size} bytes)`);
    zip = id || null;
  } catch (e) {
    warning(
      `rankgate could not upload the artifact "${name}" (${describeError(e)}); the verdict is unchanged and the report is in the job summary.`
    );
    return null;
  }
  let html = null;
  try {
    const single = join2(dirname2(dir), "html", basename2(dir), `${name}.html`);
    mkdirSync(dirname2(single), { recursive: true });
    copyFileSync(join2(dir, "report.html"), single);
    const { id } = await uploadSingleFile(single);
    info(`rankgate: artifact "${name}.html" uploaded unzipped (id ${id}): the HTML report opens from its link`);
    html = id || null;
  } catch (e) {
    info(
      `rankgate: report.html was not uploaded on its own (${describeError(e)}); it is in the artifact "${name}"`
    );
  }
  return { zip, html };
}

// src/github/comment.ts
var ACTIONS_BOT = "github-actions[bot]";
var VIEWER = external_exports.object({ viewer: external_exports.object({ login: external_exports.string().min(1).max(100) }) });
var USER = external_exports.object({ login: external_exports.string().min(1).max(100) });
async function tokenLogin(octokit) {
  try {
    const viewer = VIEWER.safeParse(await octokit.graphql("query { viewer { login } }"));
    if (viewer.success) return viewer.data.viewer.login;
  } catch (e) {
    const s = statusOf(e);
    if (e?.name !== "GraphqlResponseError" && (s === void 0 || s >= 500)) throw e;
  }
  try {
    const user = USER.safeParse((await octokit.rest.users.getAuthenticated()).data);
    if (user.success) return user.data.login;
    return ACTIONS_BOT;
  } catch (e) {
    const s = statusOf(e);
    if (s === 401 || s === 403 || s === 404) return ACTIONS_BOT;
    throw e;
  }
}
function trimBody(body, limit, summaryUrl) {
  return trimMarkdown(
    body,
    limit,
    `

> [!NOTE]
> This comment was trimmed to fit GitHub's ${limit.toLocaleString("en-US")}-character limit. The full report is in the [job summary](${summaryUrl}) and the run's artifact.
`
  );
}
function fallbackBody(marker, summaryLine, summaryUrl) {
  return `${marker}
**rankgate**: ${summaryLine}

The full report did not fit in a comment: see the [job summary](${summaryUrl}) and the run's artifact.
`;
}
function isBodyTooLong(e) {
  if (statusOf(e) !== 422) return false;
  const data = e.response?.data;
  return /too long|maximum is/i.test(JSON.stringify(data ?? "") + String(e.message ?? ""));
}
async function upsertSticky(octokit, target, marker, body, summaryLine, opts) {
  const { owner, repo, issue } = target;
  const list = async (login2) => {
    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issue,
      per_page: 100
    });
    return all.filter((c) => c.user?.login === login2 && isMarked(c.body ?? "", marker)).sort((a, b) => a.id - b.id);
  };
  let shortened = null;
  let text = body;
  if (text.length > COMMENT_LIMIT) {
    text = trimBody(body, COMMENT_LIMIT, opts.summaryUrl);
    shortened = "trimmed";
  }
  const write = async (id) => {
    const send = async (b) => id === null ? (await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body: b })).data : (await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body: b })).data;
    try {
      return await send(text);
    } catch (e) {
      if (!isBodyTooLong(e)) throw e;
      info("GitHub refused the comment as too long; posting a short comment that points to the job summary");
      shortened = "fallback";
      text = fallbackBody(marker, summaryLine, opts.summaryUrl);
      return await send(text);
    }
  };
  let deleted = 0;
  const remove = async (id) => {
    try {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
      deleted++;
    } catch (e) {
      if (statusOf(e) !== 404) throw e;
    }
  };
  const login = await tokenLogin(octokit);
  const existing = await list(login);
  if (existing.length > 0 && (opts.mode === "update" || !opts.create)) {
    const keep = opts.mode === "update" ? existing[0] : existing[existing.length - 1];
    const updated = await write(keep.id);
    for (const c of existing) if (c.id !== keep.id) await remove(c.id);
    return { action: "updated", url: updated.html_url, shortened, deleted };
  }
  if (!opts.create) return { action: "skipped", url: null, shortened: null, deleted: 0 };
  const created = await write(null);
  const me = created.user?.login ?? login;
  let url = created.html_url;
  try {
    const now = await list(me);
    if (!now.some((c) => c.id === created.id)) now.push(created);
    now.sort((a, b) => a.id - b.id);
    const keep = opts.mode === "update" ? now[0] : now[now.length - 1];
    if (keep.id !== created.id && opts.mode === "update") url = (await write(keep.id)).html_url;
    else if (keep.id !== created.id) url = keep.html_url;
    for (const c of now) if (c.id !== keep.id) await remove(c.id);
  } catch (e) {
    warning(
      `rankgate: the comment was posted, but checking for a duplicate from a concurrent run failed (${String(e.message ?? e).split("\n")[0]})`
    );
  }
  return { action: "created", url, shortened, deleted };
}

// src/github/forge.ts
var GitHubForge = class {
  constructor(info_, ctx, inputs, env, results, o) {
    this.info_ = info_;
    this.ctx = ctx;
    this.inputs = inputs;
    this.env = env;
    this.results = results;
    this.waits = o.client ?? {};
    this.budget = new WaitBudget(o.budgetMs);
    this.event = forgeEvent(info_, ctx.payload, env["GITHUB_SHA"] || null);
    const token = inputs.token !== "";
    this.words = {
      service: "GitHub",
      budgetVariable: "RANKGATE_GITHUB_BUDGET",
      workspace: "give a path inside the repository checkout (GITHUB_WORKSPACE)",
      fetchBase: "check out with `fetch-depth: 0` (actions/checkout) so git reads the base commit",
      noApi: token ? null : { why: 'input "github-token" is empty', fix: "pass github-token with `contents: read`" },
      listChangedFiles: "give the job `pull-requests: read` so its files can be listed",
      readAccess: "give the job `permissions: contents: read`",
      budgetFix: "check out the base commit with the code (actions/checkout with fetch-depth: 0), so the files are read with git, or re-run the job when GitHub answers",
      historyWrite: 'Give the push workflow `permissions: contents: write`, or set `history-branch: ""` to turn history off.',
      refreshWrite: "refresh-on-accept needs:\n\npermissions:\n  contents: write\n  pull-requests: write"
    };
  }
  info_;
  ctx;
  inputs;
  env;
  results;
  event;
  words;
  budget;
  maxAnnotations = 10;
  /** Set once waiting on GitHub was given up: requests (or an artifact transfer) may still hold the process open. */
  gaveUp = false;
  octokit = null;
  /** The client's own waits (request timeout, retry unit, write spacing), as the entry set them. */
  waits;
  /** Aborted when the job gives up waiting: every request still in flight ends at once. */
  stop = new AbortController();
  /** The HTTP client, loaded on first use: runs that never call the API (comment: off) start without it. */
  async client() {
    const { createClient } = await import("./lazy-github-client.js");
    return this.octokit ??= createClient(this.inputs.token, this.env["GITHUB_API_URL"] || "https://api.github.com", {
      ...this.waits,
      stop: this.stop.signal,
      budget: this.budget
    });
  }
  get repo() {
    return this.ctx.repo;
  }
  info(text) {
    info(text);
  }
  warning(text) {
    warning(text);
  }
  annotate(annotations, file) {
    for (const a of annotations) {
      const props = { title: a.title, file };
      if (a.level === "error") error(a.message, props);
      else if (a.level === "warning") warning(a.message, props);
      else notice(a.message, props);
    }
  }
  summary(markdown) {
    return writeSummary(this.results, markdown);
  }
  setOutputs(outputs) {
    for (const [k, v] of Object.entries(outputs)) this.results.setOutput(k, v);
  }
  fail(line) {
    this.results.setFailed(line);
  }
  abandon() {
    this.gaveUp = true;
    this.stop.abort();
  }
  async labelAddedBy(label) {
    if (this.info_.kind !== "pull_request" || !hasLabel(this.ctx.payload, label)) return void 0;
    const by = labeledBySender(this.ctx.payload, label);
    if (!this.inputs.token) return by;
    try {
      return await labelAddedBy(await this.client(), this.repo.owner, this.repo.repo, this.info_.number, label) ?? by;
    } catch (e) {
      warning(
        `rankgate could not read the pull request's events to tell who added the label "${label}" (${describeError(e)}); the acceptance still applies.`
      );
      return by;
    }
  }
  async baseReader(sha, change) {
    if (!this.inputs.token) return null;
    return apiReader(await this.client(), this.repo.owner, this.repo.repo, sha, change);
  }
  describeError(e) {
    return describeError(e);
  }
  async commitDate(sha) {
    if (!this.inputs.token) return null;
    try {
      const { data } = await (await this.client()).rest.git.getCommit({ ...this.repo, commit_sha: sha });
      return data.committer?.date ?? null;
    } catch (e) {
      info(
        `rankgate: could not read the date of ${sha.slice(0, 12)} (${describeError(e)}); the refreshed baseline records none`
      );
      return null;
    }
  }
  async readHistory(branch, gate, file) {
    if (!this.inputs.token) return void 0;
    try {
      return await readHistory(await this.client(), this.repo, branch, gate);
    } catch (e) {
      warning(
        `rankgate could not read main's history ${file} from branch ${branch} (${describeError(e)}); the comment shows no trend. Give the job \`contents: read\`, or set \`history-branch: ""\` to turn history off.`
      );
      return void 0;
    }
  }
  async appendHistory(branch, record) {
    return appendHistory(await this.client(), this.repo, branch, record);
  }
  cannotCommit() {
    if (this.info_.kind === "pull_request" && this.info_.fork)
      return "this pull request comes from a fork, and the workflow token cannot write to a fork's branch.";
    return this.inputs.token ? null : 'input "github-token" is empty.';
  }
  async commitFile(c) {
    const res = await updateFile(await this.client(), {
      ...this.repo,
      branch: c.branch,
      path: c.path,
      message: c.message,
      next: (file) => c.next(file?.bytes ?? null)
    });
    return { commit: res.commit };
  }
  writeFailure(e, branch, elsewhere, otherwise) {
    return writeRefusalAdvice(e, branch, elsewhere) ?? otherwise;
  }
  handOverName(gate) {
    return this.inputs.artifact === "" ? null : this.inputs.artifact.split(GATE_PLACEHOLDER).join(gate);
  }
  handOverUnavailable() {
    return artifactUnavailable(this.env);
  }
  handOver(name, dir, files) {
    return uploadReportArtifacts(name, dir, [...files]);
  }
  reportContext(o) {
    return reportContext(this.env, { payload: this.ctx.payload, acceptLabel: this.inputs.acceptLabel, ...o });
  }
  /**
   * The second workflow of the fork recipe: the rankgate artifacts of the run that triggered this one, downloaded.
   * The job validates each report before using it (a fork controls what that run uploaded).
   */
  async handedOver(root) {
    const info2 = this.info_;
    if (info2.kind !== "workflow_run") return [];
    const { inputs, env } = this;
    if (inputs.artifact === "") {
      throw new InputError(
        'input "artifact" is empty, but under workflow_run without "run" the report comes from the artifact',
        {},
        'remove `artifact: ""` or set `run:`'
      );
    }
    const host = new URL(env["GITHUB_SERVER_URL"] || "https://github.com").hostname.toLowerCase();
    if (host !== "github.com" && !host.endsWith(".ghe.com") && !host.endsWith(".localhost")) {
      warning(
        "rankgate: GitHub Enterprise Server has no artifact service for workflow_run; run the comparison in this workflow instead (set `run:`)."
      );
      return [];
    }
    const { owner, repo } = this.repo;
    const escaped = inputs.artifact.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").split(GATE_PLACEHOLDER.replace(/[{}]/g, "\\$&")).join("([A-Za-z0-9._-]+)");
    const pattern = new RegExp(`^${escaped}$`);
    let found;
    let all = [];
    try {
      all = await this.untilSpent(() => listRunArtifacts(inputs.token, owner, repo, info2.runId));
      found = all.filter(
        (a) => pattern.test(a.name) && !(a.name.endsWith(".html") && all.some((b) => `${b.name}.html` === a.name))
      );
    } catch (e) {
      warning(
        `rankgate could not list the artifacts of run ${info2.runId} (${describeError(e)}). Give the job these permissions:

permissions:
  actions: read
  pull-requests: write`
      );
      return [];
    }
    if (found.length === 0) {
      warning(
        `rankgate: run ${info2.runId} has no artifact named like "${inputs.artifact}"; did its rankgate step run (and upload)?`
      );
      return [];
    }
    const out = [];
    for (const a of found) {
      const dir = join3(root, a.name);
      mkdirSync2(dir, { recursive: true });
      try {
        await this.untilSpent(() => downloadRunArtifact(inputs.token, owner, repo, info2.runId, a.id, dir));
      } catch (e) {
        warning(`rankgate could not download artifact "${a.name}" of run ${info2.runId} (${describeError(e)})`);
        continue;
      }
      const context = this.reportContext({
        runId: String(info2.runId),
        artifact: { name: a.name, runFile: null },
        uploaded: { zip: a.id, html: all.find((b) => b.name === `${a.name}.html`)?.id ?? null }
      });
      out.push({ name: a.name, gate: pattern.exec(a.name)?.[1] ?? null, dir, context });
    }
    return out;
  }
  async upsertNote(note) {
    const info2 = this.info_;
    if (info2.kind === "other" || info2.kind === "push") {
      info(`rankgate: no pull request for event "${info2.event || "unknown"}"; the report is in the job summary`);
      return null;
    }
    if (!this.inputs.token) {
      warning(
        'rankgate: input "github-token" is empty, so no comment was posted; the report is in the job summary.'
      );
      return null;
    }
    const situation = { fork: info2.kind === "pull_request" && info2.fork, workflowRun: info2.kind === "workflow_run" };
    try {
      const { owner, repo } = this.repo;
      const issue = info2.kind === "pull_request" ? info2.number : await findPullRequest(await this.client(), owner, repo, info2);
      if (issue === null) {
        info(
          `rankgate: no open pull request has head ${info2.headSha}; the report is in the job summary`
        );
        return null;
      }
      const server2 = this.env["GITHUB_SERVER_URL"] || "https://github.com";
      const summaryUrl = `${server2}/${owner}/${repo}/actions/runs/${this.env["GITHUB_RUN_ID"] ?? ""}`;
      const res = await upsertSticky(
        await this.client(),
        { owner, repo, issue },
        commentMarker(note.gate),
        note.markdown,
        note.summary,
        {
          mode: note.mode,
          create: note.create,
          summaryUrl
        }
      );
      if (res.action === "skipped") info("rankgate: verdict is pass and comment-on is not-pass: no comment");
      else info(`rankgate: comment ${res.action}${res.shortened ? ` (${res.shortened})` : ""}: ${res.url}`);
      return res.url;
    } catch (e) {
      warning(commentFailureAdvice(e, situation));
      return null;
    }
  }
  /**
   * Work on GitHub outside the Octokit client (the artifact service has its own): counted against the budget, and
   * given up when the budget is spent (the process ends soon after, see run.ts).
   */
  async untilSpent(work) {
    let onSpent;
    const spent = new Promise((_, reject) => {
      onSpent = () => {
        this.gaveUp = true;
        reject(this.budget.signal.reason);
      };
      this.budget.signal.addEventListener("abort", onSpent, { once: true });
    });
    try {
      return await Promise.race([this.budget.wait(work), spent]);
    } finally {
      this.budget.signal.removeEventListener("abort", onSpent);
    }
  }
};
function forgeEvent(info2, payload, sha) {
  if (info2.kind === "pull_request") {
    const base = payload.pull_request?.base?.sha;
    return {
      kind: "change",
      number: info2.number,
      fork: info2.fork,
      headSha: info2.headSha,
      headRef: info2.headRef,
      baseSha: typeof base === "string" && /^[0-9a-f]{40}$/i.test(base) ? base : null
    };
  }
  if (info2.kind === "push")
    return {
      kind: "push",
      branch: info2.branch,
      toDefault: info2.toDefault,
      commit: info2.commit ?? sha,
      timestamp: info2.timestamp
    };
  if (info2.kind === "workflow_run") return { kind: "follow-up", runId: String(info2.runId) };
  return { kind: "other", event: info2.event };
}
export {
  GitHubForge
};
