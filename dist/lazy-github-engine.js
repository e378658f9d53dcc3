import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  BaseUnavailable,
  HISTORY_SCHEMA,
  appendRecord,
  buildBaseline,
  expandContracts,
  historyFile,
  parseHistory,
  parsePathMap,
  planGates,
  prepareBaseComparison,
  recordFromReport,
  resultOf,
  runComparison,
  trendOf
} from "./shared-yaml.js";
import "./shared-version.js";
import {
  describeError,
  statusOf,
  writeConflict,
  writeRefusalAdvice
} from "./shared-github-advice.js";
import {
  gitDate,
  gitReader,
  repositoryRoot
} from "./shared-git-repo.js";
import {
  info
} from "./shared-report-log-line.js";
import {
  warning
} from "./shared-undici.js";
import "./shared-score-evaluate.js";
import "./shared-score-threads.js";
import "./shared-read-number.js";
import {
  shellQuote
} from "./shared-compare-refresh.js";
import "./shared-numbers.js";
import "./shared-report-escape.js";
import "./shared-report-outputs.js";
import "./shared-compare-stats.js";
import "./shared-errors.js";
import "./shared-report-schema.js";
import "./shared-contract-choices.js";
import {
  external_exports
} from "./shared-zod.js";
import "./shared-runtime.js";

// src/pipeline/amend.ts
function amendResult(result, patch) {
  return resultOf(result.outputs.withReport({ ...result.report, ...patch }));
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
  if (f.encoding === "base64" && typeof f.content === "string" && (f.content !== "" || f.size === 0)) return { bytes: Buffer.from(f.content, "base64"), sha: f.sha };
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
        throw new BaseUnreadable(`${path} at ${sha.slice(0, 12)} is ${Array.isArray(data) ? "a folder" : `a ${f.type ?? "non-file"}`}, not a file`);
      }
      if (f.encoding === "base64" && typeof f.content === "string" && (f.content !== "" || f.size === 0)) return Buffer.from(f.content, "base64");
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
  const files = PULL_FILES.parse(await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pull, per_page: 100 }));
  return new Set(files.filter((f) => f.status === "added" || f.status === "copied" || f.status === "renamed").map((f) => f.filename));
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
      await octokit.rest.git.createRef({ ...r, ref: `refs/heads/${branch}`, sha: commit.data.sha, request: { retries: 0 } });
      return commit.data.sha;
    }
  });
  const action = res.commit === null ? "already-recorded" : res.created ? "created-branch" : "appended";
  return { action, commit: res.commit, conflicts: res.conflicts };
}

// src/github/refresh.ts
import { relative, isAbsolute } from "node:path";
var rel = (root, p) => {
  const r = relative(root, p);
  return r === "" || r.startsWith("..") || isAbsolute(r) ? null : r.split("\\").join("/");
};
var fromRoot = (root, p) => {
  const r = relative(root, p);
  return r === "" || isAbsolute(r) ? null : r.split("\\").join("/");
};
async function refreshAfterAccept(o) {
  const contract = rel(o.repoRoot, o.contract);
  const run = fromRoot(o.repoRoot, o.run);
  const override = o.baseline ? fromRoot(o.repoRoot, o.baseline) : null;
  if (contract === null || run === null) return null;
  const built = await buildBaseline({
    contract: o.contract,
    run: o.run,
    out: o.baseline,
    commit: o.head.sha ?? void 0,
    date: o.head.date ?? void 0,
    root: o.workspace
  });
  const path = rel(o.repoRoot, built.path);
  if (path === null) {
    warning(`rankgate: the contract's baseline ${built.path} lies outside the repository; the refreshed baseline is not committed.`);
    return null;
  }
  const command = [
    "npx rankgate baseline",
    "--contract",
    shellQuote(contract),
    "--run",
    shellQuote(run),
    ...override !== null ? ["--out", shellQuote(override)] : [],
    ...o.head.sha ? ["--commit", o.head.sha] : [],
    ...o.head.date ? ["--date", shellQuote(o.head.date)] : []
  ].join(" ");
  const suggested = { command, path, status: "suggested", branch: o.branch, commit: null };
  if (o.skip !== null) {
    warning(`rankgate: refresh-on-accept skipped: ${o.skip} The comment gives the command that refreshes the baseline.`);
    return suggested;
  }
  if (o.commit === null || o.branch === null) return suggested;
  if (built.renamed) {
    warning(`rankgate: the refreshed baseline is over 20 MiB, so it would be gzipped as ${path}, which the contract does not name; it is not committed (point baseline: at ${path} first).`);
    return suggested;
  }
  try {
    const octokit = await o.commit.octokit();
    const res = await updateFile(octokit, {
      owner: o.commit.owner,
      repo: o.commit.repo,
      branch: o.branch,
      path,
      message: `rankgate: refresh the baseline ${path} with the accepted candidate`,
      next: (file) => file?.bytes.equals(built.bytes) ? null : built.bytes,
      ...o.retry
    });
    if (res.commit === null) {
      info(`rankgate: the baseline ${path} on ${o.branch} already holds this candidate's ranking`);
      return { ...suggested, status: "current" };
    }
    info(`rankgate: committed the refreshed baseline ${path} to ${o.branch} (${res.commit.slice(0, 12)})`);
    return { ...suggested, status: "committed", commit: res.commit };
  } catch (e) {
    const refused = writeRefusalAdvice(e, o.branch, "or run the command the comment gives and push the baseline yourself.");
    warning(`rankgate could not commit the refreshed baseline ${path} to ${o.branch} (${describeError(e)}); the verdict is unchanged and the comment gives the command. ${refused ?? "refresh-on-accept needs:\n\npermissions:\n  contents: write\n  pull-requests: write"}`);
    return suggested;
  }
}
export {
  BaseUnavailable,
  HISTORY_SCHEMA,
  amendResult,
  apiReader,
  appendHistory,
  expandContracts,
  gitDate,
  gitReader,
  historyFile,
  parseHistory,
  parsePathMap,
  planGates,
  prepareBaseComparison,
  readHistory,
  recordFromReport,
  refreshAfterAccept,
  repositoryRoot,
  runComparison,
  trendOf
};
