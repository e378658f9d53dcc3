import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  isBranchName
} from "./shared-git-repo.js";
import {
  setFailed,
  setOutput,
  summary,
  warning
} from "./shared-undici.js";
import {
  InputError
} from "./shared-errors.js";
import {
  external_exports
} from "./shared-zod.js";
import {
  FAIL_ON
} from "./shared-contract-choices.js";

// src/github/event.ts
function eventInfo(eventName, payload) {
  const p = payload ?? {};
  const event = eventName ?? "";
  if ((event === "pull_request" || event === "pull_request_target") && typeof p.pull_request?.number === "number") {
    const headRepo = p.pull_request.head?.repo;
    const base = p.repository?.full_name;
    const fork = headRepo === null || headRepo?.full_name !== void 0 && base !== void 0 && headRepo.full_name !== base;
    const head = p.pull_request.head;
    return {
      kind: "pull_request",
      event,
      number: p.pull_request.number,
      fork,
      headSha: typeof head?.sha === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(head.sha) ? head.sha.toLowerCase() : null,
      headRef: typeof head?.ref === "string" && head.ref !== "" ? head.ref : null
    };
  }
  if (event === "push" && typeof p.ref === "string" && p.ref.startsWith("refs/heads/")) {
    const branch = p.ref.slice("refs/heads/".length);
    const after = typeof p.after === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(p.after) && !/^0+$/.test(p.after) ? p.after.toLowerCase() : null;
    const ts = p.head_commit?.timestamp;
    return {
      kind: "push",
      event,
      branch,
      toDefault: typeof p.repository?.default_branch === "string" && branch === p.repository.default_branch,
      commit: after,
      timestamp: typeof ts === "string" ? ts : null
    };
  }
  if (event === "workflow_run" && typeof p.workflow_run?.id === "number" && typeof p.workflow_run.head_sha === "string") {
    const w = p.workflow_run;
    return {
      kind: "workflow_run",
      runId: w.id,
      headSha: w.head_sha,
      headOwner: w.head_repository?.owner?.login ?? null,
      headBranch: w.head_branch ?? null,
      prNumbers: (w.pull_requests ?? []).map((x) => x.number),
      triggeredBy: w.event ?? null
    };
  }
  return { kind: "other", event };
}
async function findPullRequest(octokit, owner, repo, info) {
  if (info.prNumbers.length > 0) return info.prNumbers[0];
  if (info.headOwner && info.headBranch) {
    const { data } = await octokit.rest.pulls.list({
      owner,
      repo,
      state: "open",
      head: `${info.headOwner}:${info.headBranch}`,
      per_page: 100
    });
    const hit = data.find((pr) => pr.head.sha === info.headSha);
    if (hit) return hit.number;
  }
  const all = await octokit.paginate(octokit.rest.pulls.list, {
    owner,
    repo,
    state: "open",
    per_page: 100
  });
  const hits = all.filter((pr) => pr.head.sha === info.headSha).sort((a, b) => a.number - b.number);
  return hits[0]?.number ?? null;
}

// src/github/inputs.ts
var COMMENT_MODES = ["update", "new", "off"];
var COMMENT_ON = ["always", "not-pass"];
var GATE_PLACEHOLDER = "{gate}";
var ARTIFACT_BAD = /["':<>|*?\r\n\\/]/;
var enumOf = (name, values) => external_exports.enum(values, {
  error: (issue) => `input "${name}" must be one of ${values.join(", ")}; got "${String(issue.input)}"`
});
var schema = external_exports.object({
  contract: external_exports.string().min(1, 'input "contract" is empty; give the path of rankgate.yml'),
  run: external_exports.string(),
  baseline: external_exports.string(),
  "github-token": external_exports.string(),
  comment: enumOf("comment", COMMENT_MODES),
  "comment-on": enumOf("comment-on", COMMENT_ON),
  "fail-on": enumOf("fail-on", FAIL_ON),
  artifact: external_exports.string().refine((v) => !ARTIFACT_BAD.test(v), {
    error: `input "artifact" must not contain any of " ' : < > | * ? \\ / or a line break`
  }),
  "working-directory": external_exports.string(),
  "accept-label": external_exports.string().max(50, 'input "accept-label" must be a label name of at most 50 characters'),
  // A branch name git and the API accept, with no way to climb out of refs/heads/.
  "history-branch": external_exports.string().refine((v) => v === "" || isBranchName(v), {
    error: (issue) => `input "history-branch" must be a branch name (letters, digits, ".", "_", "-", "/"), or empty to disable history; got "${String(issue.input)}"`
  }),
  "trend-points": external_exports.string().regex(/^\d{1,4}$/, 'input "trend-points" must be a whole number from 1 to 1000').transform(Number).refine((n) => n >= 1 && n <= 1e3, 'input "trend-points" must be a whole number from 1 to 1000'),
  "refresh-on-accept": external_exports.enum(["true", "True", "TRUE", "false", "False", "FALSE"], {
    error: (issue) => `input "refresh-on-accept" must be true or false; got "${String(issue.input)}"`
  }).transform((v) => v.toLowerCase() === "true")
});
var DEFAULTS = {
  contract: "rankgate.yml",
  comment: "update",
  "comment-on": "always",
  "fail-on": "fail",
  artifact: `rankgate-${GATE_PLACEHOLDER}`,
  "working-directory": ".",
  "accept-label": "rankgate: accept",
  "history-branch": "rankgate-data",
  "trend-points": "20",
  "refresh-on-accept": "false"
};
function inputFromEnv(env) {
  return (name) => env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
}
function readInputs(get, needRun) {
  const raw = {};
  for (const key of Object.keys(schema.shape)) {
    const value = get(key)?.trim();
    const useDefault = key === "artifact" || key === "accept-label" || key === "history-branch" ? value === void 0 : !value;
    raw[key] = useDefault ? DEFAULTS[key] ?? "" : value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues[0].message);
  }
  const v = parsed.data;
  if (needRun && v.run === "") {
    throw new InputError(
      'input "run" is required',
      {},
      "set `run:` to the run file your workflow produced, e.g. runs/candidate.trec"
    );
  }
  return {
    contract: v.contract,
    run: v.run,
    baseline: v.baseline === "" ? void 0 : v.baseline,
    token: v["github-token"],
    comment: v.comment,
    commentOn: v["comment-on"],
    failOn: v["fail-on"],
    artifact: v.artifact,
    workingDirectory: v["working-directory"],
    acceptLabel: v["accept-label"],
    historyBranch: v["history-branch"],
    trendPoints: v["trend-points"],
    refreshOnAccept: v["refresh-on-accept"]
  };
}

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

// src/github/runner.ts
var actionsResults = {
  setOutput: (name, value) => setOutput(name, value),
  appendSummary: async (markdown) => {
    await summary.addRaw(markdown, true).write();
  },
  setFailed: (message) => setFailed(message)
};
async function writeSummary(results, markdown) {
  try {
    await results.appendSummary(markdown);
  } catch (e) {
    warning(
      `rankgate could not write the job summary (${describeError(e)}); the report is in the step outputs and the artifact.`
    );
  }
}

export {
  eventInfo,
  findPullRequest,
  GATE_PLACEHOLDER,
  inputFromEnv,
  readInputs,
  statusOf,
  describeError,
  writeConflict,
  isRuleRefusal,
  ruleReasons,
  actionsResults,
  writeSummary
};
