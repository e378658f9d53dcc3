import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  trimMarkdown
} from "./shared-report-trim.js";
import {
  WaitBudget
} from "./shared-pipeline-wait-budget.js";
import {
  BaseUnavailable
} from "./shared-yaml.js";
import {
  appendRecord,
  historyFile
} from "./shared-pipeline-history.js";
import "./shared-version.js";
import {
  failureLine
} from "./shared-pipeline-failure.js";
import {
  isBranchName
} from "./shared-git-repo.js";
import "./shared-read-run.js";
import "./shared-threads-pool.js";
import {
  commentMarker,
  isMarked
} from "./shared-report-marker.js";
import "./shared-compare-refresh.js";
import "./shared-numbers.js";
import "./shared-report-outputs.js";
import {
  visible
} from "./shared-report-escape.js";
import "./shared-compare-monte-carlo-wasm.js";
import {
  decimalOrNaN
} from "./shared-read-number.js";
import {
  InputError,
  hasInvisible,
  quote
} from "./shared-errors.js";
import "./shared-report-schema.js";
import {
  external_exports
} from "./shared-zod.js";
import {
  FAIL_ON
} from "./shared-contract-choices.js";
import "./shared-runtime.js";

// src/gitlab/run.ts
import { join as join2 } from "node:path";

// src/gitlab/context.ts
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
function isRefName(s) {
  return s.length > 0 && s.length <= 255 && !hasInvisible(s) && !/[\s~^:?*[\\]|\.\.|@\{|^[-/.]|\/\/|\/\.|\/$|\.lock$|\.$|^@$/.test(s);
}
var httpUrl = external_exports.string().refine((s) => {
  if (hasInvisible(s) || /\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === "https:" || u.protocol === "http:") && u.username === "" && u.password === "" && u.search === "" && u.hash === "";
  } catch {
    return false;
  }
}, "an http(s) URL without credentials, query or fragment").transform((s) => s.replace(/\/+$/, ""));
var id = external_exports.string().regex(/^[1-9][0-9]{0,15}$/, "a positive whole number").transform(Number);
var sha = external_exports.string().transform((s) => s.toLowerCase()).pipe(external_exports.string().regex(SHA, "a 40- (or 64-) hex-digit commit SHA"));
var ref = external_exports.string().refine(isRefName, 'a git branch name (no spaces, control characters, "..", "~^:?*[\\" or a trailing ".lock")');
var projectPath = external_exports.string().regex(/^[A-Za-z0-9_.][A-Za-z0-9_.-]*(\/[A-Za-z0-9_.][A-Za-z0-9_.-]*)+$/, "namespace/project");
var timestamp = external_exports.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/, "an RFC 3339 time");
var labels = external_exports.string().max(1e5).transform((s) => s === "" ? [] : s.split(",")).pipe(
  external_exports.array(
    external_exports.string().min(1, "an empty label").max(255).refine((l) => !hasInvisible(l), "a label without control or invisible characters")
  )
);
function read(env, name, schema2, required) {
  const raw = env[name];
  if (raw === void 0 || raw === "") {
    if (!required) return null;
    throw new InputError(
      `the GitLab CI variable ${name} is not set`,
      {},
      "run rankgate in a GitLab CI job (GitLab sets it), or set it when running by hand"
    );
  }
  const r = schema2.safeParse(raw);
  if (r.success) return r.data;
  throw new InputError(
    `the GitLab CI variable ${name} is ${quote(raw)}, not ${r.error.issues[0]?.message ?? "valid"}`,
    {},
    "GitLab sets it; check the job does not override it"
  );
}
function readGitLabContext(env) {
  const need = (name, schema2) => read(env, name, schema2, true);
  const may = (name, schema2) => read(env, name, schema2, false);
  const apiUrl = need("CI_API_V4_URL", httpUrl);
  const serverUrl = need("CI_SERVER_URL", httpUrl);
  const project = {
    id: need("CI_PROJECT_ID", id),
    path: need("CI_PROJECT_PATH", projectPath),
    url: need("CI_PROJECT_URL", httpUrl)
  };
  const defaultBranch = need("CI_DEFAULT_BRANCH", ref);
  const source = need(
    "CI_PIPELINE_SOURCE",
    external_exports.string().regex(/^[a-z_]{1,40}$/, "a pipeline source such as push or merge_request_event")
  );
  const commitSha = need("CI_COMMIT_SHA", sha);
  let event;
  if (source === "merge_request_event") {
    const projectId = need("CI_MERGE_REQUEST_PROJECT_ID", id);
    const sourceProjectId = need("CI_MERGE_REQUEST_SOURCE_PROJECT_ID", id);
    event = {
      kind: "merge_request",
      iid: need("CI_MERGE_REQUEST_IID", id),
      projectId,
      sourceProjectId,
      fork: sourceProjectId !== projectId,
      diffBaseSha: may("CI_MERGE_REQUEST_DIFF_BASE_SHA", sha),
      targetBranch: need("CI_MERGE_REQUEST_TARGET_BRANCH_NAME", ref),
      sourceBranch: need("CI_MERGE_REQUEST_SOURCE_BRANCH_NAME", ref),
      labels: may("CI_MERGE_REQUEST_LABELS", labels) ?? [],
      commitSha,
      timestamp: may("CI_COMMIT_TIMESTAMP", timestamp)
    };
  } else if (source === "push" && env["CI_COMMIT_BRANCH"]) {
    const branch = need("CI_COMMIT_BRANCH", ref);
    event = {
      kind: "push",
      branch,
      toDefault: branch === defaultBranch,
      commitSha,
      timestamp: may("CI_COMMIT_TIMESTAMP", timestamp)
    };
  } else {
    event = { kind: "other", source };
  }
  return {
    apiUrl,
    serverUrl,
    project,
    defaultBranch,
    event,
    job: { id: may("CI_JOB_ID", id), url: may("CI_JOB_URL", httpUrl) },
    projectDir: may(
      "CI_PROJECT_DIR",
      external_exports.string().min(1).refine((s) => !hasInvisible(s), "a path without control characters")
    )
  };
}
var TOKEN_VARIABLES = ["RANKGATE_GITLAB_TOKEN", "GITLAB_TOKEN"];
function chooseToken(env) {
  for (const name of TOKEN_VARIABLES) {
    const v = env[name];
    if (v === void 0 || v === "") continue;
    if (!/^[\x21-\x7e]{1,512}$/.test(v)) {
      throw new InputError(
        `${name} holds characters a GitLab token never has (spaces, line breaks or non-ASCII)`,
        {},
        "paste the token alone into the masked CI/CD variable"
      );
    }
    return { token: v, from: name };
  }
  const fix = "create a project access token with the api scope and the Developer role (Settings > Access tokens) and store it as a masked CI/CD variable RANKGATE_GITLAB_TOKEN";
  if (env["CI_JOB_TOKEN"])
    return {
      token: null,
      why: `only CI_JOB_TOKEN is available, and a job token cannot write merge-request notes or commit history: ${fix}`
    };
  return { token: null, why: `no GitLab token is set: ${fix}` };
}

// src/gitlab/forge.ts
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";

// src/gitlab/errors.ts
var GitLabError = class extends Error {
  constructor(status, gitlabMessage, method, path, fix, retryAfterS = null) {
    super(
      `${method} ${path}: ${[status === null ? "" : `HTTP ${status}`, gitlabMessage].filter((s) => s !== "").join(" ")}`
    );
    this.status = status;
    this.gitlabMessage = gitlabMessage;
    this.method = method;
    this.path = path;
    this.fix = fix;
    this.retryAfterS = retryAfterS;
    this.name = "GitLabError";
  }
  status;
  gitlabMessage;
  method;
  path;
  fix;
  retryAfterS;
  /** One line: what failed, GitLab's words and the fix. */
  describe() {
    return `${this.message} (${this.fix})`;
  }
};
var GitLabAborted = class extends Error {
  constructor(method, path) {
    super(`${method} ${path}: stopped, the publishing deadline passed`);
    this.name = "AbortError";
  }
};
function statusOf(e) {
  return e instanceof GitLabError ? e.status : null;
}
function isNotFound(e, what) {
  if (statusOf(e) !== 404) return false;
  if (what === "any") return true;
  return new RegExp(`404 ${what} Not Found`, "i").test(e.gitlabMessage);
}
function messageOf(text) {
  let m = text;
  try {
    const json = JSON.parse(text);
    m = json?.message ?? json?.error ?? text;
  } catch {
  }
  const s = typeof m === "string" ? m : JSON.stringify(m);
  return s.trim() === "" ? "" : quote(s.trim(), 300);
}
function fixFor(status, message) {
  switch (status) {
    case 401:
      return "GitLab does not accept the token: it is missing, expired or revoked, or it is CI_JOB_TOKEN, which cannot use this endpoint; set RANKGATE_GITLAB_TOKEN to a project access token with the api scope";
    case 403:
      return /push into this branch|protected/i.test(message) ? "the branch is protected: allow the token's role to push to it (Settings > Repository > Protected branches), or use an unprotected branch" : "the token lacks a scope or a role: a project access token needs the api scope and the Developer role (Reporter only reads)";
    case 404:
      return /Project Not Found/i.test(message) ? "the project is unknown to the token: check CI_PROJECT_ID and that the token belongs to this project (a private project answers 404 to a token without access)" : "check the project, merge request, branch or file named, and that the token can read them";
    case 400:
    case 409:
      return "GitLab refused the change as conflicting or invalid; if another job wrote the same file at once, re-run this job";
    case 429:
      return "GitLab's rate limit was reached and resets later than rankgate may wait; re-run the job later";
    case null:
      return "GitLab could not be reached; check CI_API_V4_URL and the network, then re-run the job";
    default:
      return status >= 500 ? "GitLab failed on its side; re-run the job later" : "see GitLab's message";
  }
}

// src/gitlab/client.ts
var MAX_PAGES = 1e3;
var abortableSleep = (ms, signal) => new Promise((resolve) => {
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", done);
    resolve();
  };
  const timer = setTimeout(done, ms);
  signal?.addEventListener("abort", done, { once: true });
});
function rateLimitWaitMs(headers, now) {
  const after = headers.get("retry-after");
  if (after !== null && /^\d{1,7}$/.test(after.trim())) return Number(after.trim()) * 1e3;
  const reset = headers.get("ratelimit-reset");
  if (reset !== null && /^\d{1,12}$/.test(reset.trim())) return Math.max(0, Number(reset.trim()) * 1e3 - now());
  return null;
}
function createClient(o) {
  const base = o.apiUrl.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const basePath = new URL(base).pathname.replace(/\/$/, "");
  const timeoutMs = o.timeoutMs ?? 3e4;
  const retries = o.retries ?? 2;
  const retryBaseMs = o.retryBaseMs ?? 1e3;
  const rateLimitRetries = o.rateLimitRetries ?? 2;
  const maxWaitMs = o.maxWaitMs ?? 6e4;
  const now = o.now ?? (() => Date.now());
  const sleep = o.sleep ?? abortableSleep;
  const auth = o.tokenKind === "job" ? { "JOB-TOKEN": o.token } : { "PRIVATE-TOKEN": o.token };
  const urlOf = (path, query) => {
    const u = new URL(base + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== void 0) u.searchParams.set(k, String(v));
    return u;
  };
  const once = async (method, url, body) => {
    const timer = new AbortController();
    const t = setTimeout(() => timer.abort(), timeoutMs);
    const signal = o.signal ? AbortSignal.any([o.signal, timer.signal]) : timer.signal;
    try {
      const res = await fetch(url, {
        method,
        headers: body === void 0 ? { ...auth, accept: "application/json" } : { ...auth, accept: "application/json", "content-type": "application/json" },
        body,
        signal,
        redirect: "error"
      });
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    } catch (e) {
      if (o.signal?.aborted) throw new GitLabAborted(method, url.pathname);
      return timer.signal.aborted ? "timeout" : e;
    } finally {
      clearTimeout(t);
    }
  };
  const request = async (method, path, ro = {}) => {
    const url = urlOf(path, ro.query);
    const shown = url.pathname.slice(basePath.length);
    const body = ro.body === void 0 ? void 0 : JSON.stringify(ro.body);
    let failures = 0;
    let limited = 0;
    for (; ; ) {
      if (o.signal?.aborted) throw new GitLabAborted(method, shown);
      const a = await once(method, url, body);
      if (a === "timeout" || a instanceof Error) {
        if (failures++ < retries) {
          await sleep(retryBaseMs * failures * failures, o.signal);
          continue;
        }
        const why = a === "timeout" ? `GitLab did not answer within ${timeoutMs / 1e3} s` : `no answer (${String(a.cause?.message ?? a.message).slice(0, 200)})`;
        throw new GitLabError(null, why, method, shown, fixFor(null, ""));
      }
      if (a.status >= 200 && a.status < 300) return a;
      const message = messageOf(a.body.toString("utf8"));
      if (a.status === 429) {
        const wait2 = rateLimitWaitMs(a.headers, now);
        if (limited++ < rateLimitRetries && wait2 !== null && wait2 <= maxWaitMs) {
          await sleep(wait2, o.signal);
          continue;
        }
        const s = wait2 === null ? null : Math.ceil(wait2 / 1e3);
        throw new GitLabError(
          429,
          `${message}${s === null ? "" : ` (resets in ${s} s)`}`,
          method,
          shown,
          fixFor(429, message),
          s
        );
      }
      if (a.status >= 500 && failures++ < retries) {
        await sleep(retryBaseMs * failures * failures, o.signal);
        continue;
      }
      throw new GitLabError(a.status, message, method, shown, fixFor(a.status, message));
    }
  };
  const json = async (method, path, ro = {}) => {
    const a = await request(method, path, ro);
    if (a.status === 204 || a.body.length === 0) return null;
    try {
      return JSON.parse(a.body.toString("utf8"));
    } catch {
      throw new GitLabError(
        a.status,
        "the answer is not JSON",
        method,
        path,
        "check that CI_API_V4_URL points at GitLab's API (\u2026/api/v4)"
      );
    }
  };
  const all = async (path, query = {}) => {
    const items = [];
    let url = urlOf(path, { ...query, per_page: 100, page: 1 });
    for (let pages = 0; url !== null; pages++) {
      if (pages >= MAX_PAGES)
        throw new GitLabError(200, `more than ${MAX_PAGES} pages`, "GET", path, "GitLab kept announcing a next page");
      const a = await request("GET", url.pathname.slice(basePath.length), {
        query: Object.fromEntries(url.searchParams)
      });
      const page = JSON.parse(a.body.toString("utf8"));
      if (!Array.isArray(page))
        throw new GitLabError(
          a.status,
          "a list page is not a JSON array",
          "GET",
          path,
          "check that CI_API_V4_URL points at GitLab's API (\u2026/api/v4)"
        );
      items.push(...page);
      url = nextPage(a.headers, url, origin, basePath);
    }
    return items;
  };
  return { apiUrl: base, request, json, all };
}
function nextPage(headers, current, origin, basePath) {
  const x = headers.get("x-next-page");
  if (x !== null) {
    const n = x.trim();
    if (n === "") return null;
    if (!/^\d{1,6}$/.test(n) || Number(n) <= Number(current.searchParams.get("page") ?? "1")) return null;
    const u2 = new URL(current);
    u2.searchParams.set("page", n);
    return u2;
  }
  const link = headers.get("link");
  const m = link ? /<([^>]+)>;\s*rel="next"/.exec(link) : null;
  if (!m) return null;
  let u;
  try {
    u = new URL(m[1]);
  } catch {
    return null;
  }
  return u.origin === origin && u.pathname.startsWith(`${basePath}/`) ? u : null;
}

// src/gitlab/project.ts
function projectPath2(project) {
  return `/projects/${encodeURIComponent(String(project))}`;
}
function parseAnswer(schema2, data, what) {
  const r = schema2.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new GitLabError(
    200,
    `unexpected answer for ${what} (${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"})`,
    "GET",
    what,
    "check that CI_API_V4_URL points at GitLab's API (\u2026/api/v4)"
  );
}
var userSchema = external_exports.object({
  id: external_exports.number().int(),
  username: external_exports.string().min(1).max(255),
  bot: external_exports.boolean().optional()
});
async function currentUser(api) {
  const u = parseAnswer(userSchema, await api.json("GET", "/user"), "/user");
  return { id: u.id, username: u.username, bot: u.bot ?? /^(project|group)_\d+_bot(_[0-9a-f]+)?$/.test(u.username) };
}
var mergeRequestSchema = external_exports.object({
  iid: external_exports.number().int().positive(),
  state: external_exports.string(),
  labels: external_exports.array(external_exports.string()),
  source_branch: external_exports.string(),
  target_branch: external_exports.string(),
  source_project_id: external_exports.number().int(),
  target_project_id: external_exports.number().int(),
  sha: external_exports.string().nullable().optional(),
  web_url: external_exports.string(),
  diff_refs: external_exports.object({ base_sha: external_exports.string().nullable(), head_sha: external_exports.string().nullable(), start_sha: external_exports.string().nullable() }).nullable().optional()
});
async function getMergeRequest(api, project, iid) {
  const path = `${projectPath2(project)}/merge_requests/${iid}`;
  const m = parseAnswer(mergeRequestSchema, await api.json("GET", path), path);
  return {
    iid: m.iid,
    state: m.state,
    labels: m.labels,
    sourceBranch: m.source_branch,
    targetBranch: m.target_branch,
    sourceProjectId: m.source_project_id,
    targetProjectId: m.target_project_id,
    headSha: m.diff_refs?.head_sha ?? m.sha ?? null,
    baseSha: m.diff_refs?.base_sha ?? null,
    webUrl: m.web_url
  };
}

// src/gitlab/files.ts
var filePath = (project, path) => `${projectPath2(project)}/repository/files/${encodeURIComponent(path)}`;
var fileSchema = external_exports.object({ content: external_exports.string(), encoding: external_exports.enum(["base64", "text"]), last_commit_id: external_exports.string() });
async function readFileState(api, project, path, ref2) {
  try {
    const f = parseAnswer(
      fileSchema,
      await api.json("GET", filePath(project, path), { query: { ref: ref2 } }),
      filePath(project, path)
    );
    return {
      bytes: Buffer.from(f.content, f.encoding === "base64" ? "base64" : "utf8"),
      lastCommitId: f.last_commit_id
    };
  } catch (e) {
    if (isNotFound(e, "File")) return "no-file";
    if (isNotFound(e, "Commit")) return "no-ref";
    throw e;
  }
}
async function readRaw(api, project, path, ref2) {
  try {
    return (await api.request("GET", `${filePath(project, path)}/raw`, { query: { ref: ref2 } })).body;
  } catch (e) {
    if (isNotFound(e, "File")) return null;
    throw e;
  }
}
function baseReader(api, project, sha2) {
  return {
    source: "api",
    read: async (path) => {
      try {
        return await readRaw(api, project, path, sha2);
      } catch (e) {
        if (e instanceof GitLabError) {
          throw new GitLabError(
            e.status,
            e.gitlabMessage,
            e.method,
            e.path,
            `the base commit ${sha2.slice(0, 12)} cannot be read, so the comparison stops: ${e.fix}`
          );
        }
        throw e;
      }
    }
  };
}
async function commitFiles(api, project, o) {
  const path = `${projectPath2(project)}/repository/commits`;
  const data = await api.json("POST", path, {
    body: {
      branch: o.branch,
      ...o.startBranch !== void 0 ? { start_branch: o.startBranch } : {},
      commit_message: o.message,
      actions: o.actions.map((a) => ({
        action: a.action,
        file_path: a.path,
        content: a.bytes.toString("base64"),
        encoding: "base64",
        ...a.lastCommitId !== void 0 ? { last_commit_id: a.lastCommitId } : {}
      }))
    }
  });
  return parseAnswer(external_exports.object({ id: external_exports.string() }), data, path).id;
}
function isLostRace(e) {
  return statusOf(e) === 400 && /changed since you started editing it|file with this name already exists|file with this name doesn't exist|already exists\. Switch to that branch/i.test(
    e.gitlabMessage
  );
}
var DELAYS = [0, 100, 300, 700, 1500, 3e3];
var wait = (ms) => new Promise((r) => setTimeout(r, ms));
async function updateFileOnBranch(api, project, o) {
  const delays = o.delays ?? DELAYS;
  const sleep = o.sleep ?? wait;
  let conflicts = 0;
  for (let attempt = 0; ; attempt++) {
    const state = await readFileState(api, project, o.path, o.branch);
    if (state === "no-ref" && o.startBranch === void 0) {
      throw new GitLabError(
        404,
        `"404 Commit Not Found": the branch ${o.branch} does not exist`,
        "GET",
        filePath(project, o.path),
        "the branch was deleted, or the job runs for a branch that is gone; re-run the pipeline"
      );
    }
    const current = typeof state === "string" ? null : state;
    const bytes = o.next(current?.bytes ?? null);
    if (bytes === null) return { commit: null, createdBranch: false, conflicts };
    const action = current === null ? { action: "create", path: o.path, bytes } : { action: "update", path: o.path, bytes, lastCommitId: current.lastCommitId };
    try {
      const commit = await commitFiles(api, project, {
        branch: o.branch,
        message: o.message,
        actions: [action],
        ...state === "no-ref" ? { startBranch: o.startBranch } : {}
      });
      return { commit, createdBranch: state === "no-ref", conflicts };
    } catch (e) {
      if (!isLostRace(e) || attempt >= delays.length) throw e;
      conflicts++;
      await sleep(delays[attempt]);
    }
  }
}

// src/gitlab/history.ts
async function readHistory(api, project, branch, gate) {
  const f = await readFileState(api, project, historyFile(gate), branch);
  return typeof f === "string" ? null : f.bytes.toString("utf8");
}
async function appendHistory(api, project, o) {
  const { record } = o;
  const res = await updateFileOnBranch(api, project, {
    branch: o.branch,
    startBranch: o.defaultBranch,
    path: historyFile(record.gate),
    // GitLab starts no pipeline for a push whose commit message holds [skip ci].
    message: `rankgate: ${record.gate} history at ${record.commit.slice(0, 12)} [skip ci]`,
    next: (current) => {
      const next = appendRecord(current?.toString("utf8") ?? "", record);
      return next.appended ? Buffer.from(next.text, "utf8") : null;
    },
    ...o.delays ? { delays: o.delays } : {},
    ...o.sleep ? { sleep: o.sleep } : {}
  });
  const action = res.commit === null ? "already-recorded" : res.createdBranch ? "created-branch" : "appended";
  return { action, commit: res.commit, conflicts: res.conflicts };
}

// src/gitlab/labels.ts
var eventSchema = external_exports.object({
  id: external_exports.number().int(),
  action: external_exports.enum(["add", "remove"]),
  user: external_exports.object({ username: external_exports.string() }).nullable(),
  // null when the label has been deleted from the project since.
  label: external_exports.object({ name: external_exports.string() }).nullable()
});
async function labelAddedBy(api, project, iid, label) {
  const path = `${projectPath2(project)}/merge_requests/${iid}/resource_label_events`;
  const events = parseAnswer(external_exports.array(eventSchema), await api.all(path), path).sort((a, b) => a.id - b.id);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.label?.name !== label) continue;
    return e.action === "add" ? e.user?.username ?? null : null;
  }
  return null;
}

// src/gitlab/commits.ts
var commitSchema = external_exports.object({ committed_date: timestamp });
async function readCommitDate(api, project, sha2) {
  const path = `${projectPath2(project)}/repository/commits/${encodeURIComponent(sha2)}`;
  return parseAnswer(commitSchema, await api.json("GET", path), path).committed_date;
}

// src/gitlab/changes.ts
var diffSchema = external_exports.object({
  old_path: external_exports.string(),
  new_path: external_exports.string(),
  new_file: external_exports.boolean(),
  renamed_file: external_exports.boolean(),
  deleted_file: external_exports.boolean()
});
async function mergeRequestAdds(api, project, iid, path) {
  const at = `${projectPath2(project)}/merge_requests/${iid}/diffs`;
  const diffs = parseAnswer(external_exports.array(diffSchema), await api.all(at), at);
  return diffs.some((d) => d.new_path === path && !d.deleted_file && (d.new_file || d.renamed_file));
}

// src/gitlab/notes.ts
var NOTE_LIMIT = 1e6;
var noteSchema = external_exports.object({
  id: external_exports.number().int(),
  body: external_exports.string(),
  system: external_exports.boolean(),
  author: external_exports.object({ username: external_exports.string() })
});
var notesPath = (t) => `${projectPath2(t.project)}/merge_requests/${t.iid}/notes`;
async function listNotes(api, t) {
  const path = notesPath(t);
  const all = parseAnswer(external_exports.array(noteSchema), await api.all(path, { sort: "asc", order_by: "created_at" }), path);
  return all.filter((n) => !n.system).map((n) => ({ id: n.id, body: n.body, author: n.author.username })).sort((a, b) => a.id - b.id);
}
async function createNote(api, t, body) {
  const path = notesPath(t);
  const n = parseAnswer(noteSchema, await api.json("POST", path, { body: { body } }), path);
  return { id: n.id, body: n.body, author: n.author.username };
}
async function updateNote(api, t, id2, body) {
  const path = `${notesPath(t)}/${id2}`;
  const n = parseAnswer(noteSchema, await api.json("PUT", path, { body: { body } }), path);
  return { id: n.id, body: n.body, author: n.author.username };
}
async function deleteNote(api, t, id2) {
  try {
    await api.request("DELETE", `${notesPath(t)}/${id2}`);
    return true;
  } catch (e) {
    if (isNotFound(e, "any")) return false;
    throw e;
  }
}
function trimNote(body, limit, reportUrl) {
  return trimMarkdown(
    body,
    limit,
    `

> **Note:** this note was trimmed to fit GitLab's ${limit.toLocaleString("en-US")}-character limit. The full report is in the [job's artifacts](${reportUrl}).
`
  );
}
async function upsertStickyNote(api, t, marker, body, o) {
  const text = body.length > NOTE_LIMIT ? trimNote(body, NOTE_LIMIT, o.reportUrl) : body;
  const trimmed = text !== body;
  let me;
  try {
    me = (await currentUser(api)).username;
  } catch (e) {
    if (statusOf(e) === 401 || statusOf(e) === 403) {
      const g = e;
      throw new GitLabError(
        g.status,
        g.gitlabMessage,
        g.method,
        g.path,
        "the token cannot tell who it is (GET /user): use a project access token with the api scope, not CI_JOB_TOKEN"
      );
    }
    throw e;
  }
  const ours = async () => (await listNotes(api, t)).filter((n) => n.author === me && isMarked(n.body, marker));
  const existing = await ours();
  let deleted = 0;
  if (existing.length > 0) {
    const keep2 = existing[0];
    await updateNote(api, t, keep2.id, text);
    for (const n of existing.slice(1)) if (await deleteNote(api, t, n.id)) deleted++;
    return { action: "updated", id: keep2.id, trimmed, deleted, author: me };
  }
  if (!o.create) return { action: "skipped", id: null, trimmed: false, deleted: 0, author: me };
  const created = await createNote(api, t, text);
  const now = await ours();
  if (!now.some((n) => n.id === created.id)) now.push(created);
  now.sort((a, b) => a.id - b.id);
  const keep = now[0];
  if (keep.id !== created.id) await updateNote(api, t, keep.id, text);
  for (const n of now.slice(1)) if (await deleteNote(api, t, n.id)) deleted++;
  return { action: keep.id === created.id ? "created" : "updated", id: keep.id, trimmed, deleted, author: me };
}

// src/gitlab/forge.ts
var GitLabForge = class {
  constructor(ctx, token, o, sink) {
    this.ctx = ctx;
    this.o = o;
    this.sink = sink;
    this.budget = new WaitBudget(o.budgetMs);
    this.token = token.token;
    const ev = ctx.event;
    this.event = ev.kind === "merge_request" ? {
      kind: "change",
      number: ev.iid,
      fork: ev.fork,
      baseSha: ev.diffBaseSha,
      headSha: ev.commitSha,
      headRef: ev.sourceBranch
    } : ev.kind === "push" ? { kind: "push", branch: ev.branch, toDefault: ev.toDefault, commit: ev.commitSha, timestamp: ev.timestamp } : { kind: "other", event: ev.source };
    const tokenFix = "set RANKGATE_GITLAB_TOKEN to a project access token with the api scope and the Developer role (a masked CI/CD variable)";
    this.words = {
      service: "GitLab",
      budgetVariable: "RANKGATE_GITLAB_BUDGET",
      workspace: "give a path inside the project checkout (CI_PROJECT_DIR)",
      fetchBase: "set the job variable `GIT_DEPTH: 0` so git reads the merge request's diff base",
      noApi: token.token === null ? { why: token.why, fix: tokenFix } : null,
      listChangedFiles: "give the token read_api (or api) so the merge request's changes can be listed",
      readAccess: "give the token the read_api scope and at least the Reporter role",
      budgetFix: "set `GIT_DEPTH: 0` so the base is read with git, or re-run the job when GitLab answers",
      historyWrite: `Give the token the api scope and a role allowed to push to the data branch (Developer, or allowed under Settings > Repository > Protected branches), or set RANKGATE_HISTORY_BRANCH to "" to turn history off.`,
      refreshWrite: "refresh-on-accept needs a token with the api scope and the Developer role, allowed to push to the merge request's source branch"
    };
  }
  ctx;
  o;
  sink;
  event;
  words;
  budget;
  maxAnnotations = 50;
  /** The step's failure lines (a non-empty list: exit status 1). */
  failures = [];
  api = null;
  stop = new AbortController();
  token;
  /** The API client, with the job's budget and its give-up signal: spent or given up, every request ends at once. */
  client() {
    if (this.token === null) throw new GitLabError(401, "", "GET", "/", this.words.noApi.fix);
    return this.api ??= createClient({
      apiUrl: this.ctx.apiUrl,
      token: this.token,
      signal: AbortSignal.any([this.stop.signal, this.budget.signal]),
      ...this.o.client?.retryBaseMs !== void 0 ? { retryBaseMs: this.o.client.retryBaseMs } : {},
      ...this.o.client?.timeoutMs !== void 0 ? { timeoutMs: this.o.client.timeoutMs } : {}
    });
  }
  /** A call on GitLab counted against the budget. */
  call(work) {
    return this.budget.wait(() => work(this.client()));
  }
  get project() {
    return this.ctx.event.kind === "merge_request" ? this.ctx.event.projectId : this.ctx.project.id;
  }
  /** Control characters, ANSI escapes and line breaks from data are shown as <U+XXXX>: one inert line per message. */
  info(text) {
    this.sink.line(visible(text));
  }
  warning(text) {
    this.sink.line(`WARNING: ${visible(text)}`);
  }
  annotate(annotations, file) {
    for (const a of annotations)
      this.sink.line(`${a.level.toUpperCase()}: ${visible(`${file ? `${file}: ` : ""}${a.title}: ${a.message}`)}`);
  }
  /** No job-summary page on GitLab: the Markdown goes to summary.md in the report folder, which `artifacts:` keeps. */
  async summary(markdown) {
    try {
      const dir = join(this.o.projectDir, this.o.reportDir);
      mkdirSync(dir, { recursive: true });
      appendFileSync(join(dir, "summary.md"), `${markdown}
`);
    } catch (e) {
      this.warning(`rankgate could not write ${this.o.reportDir}/summary.md (${e.message})`);
    }
  }
  /** The outputs as a dotenv file (`artifacts: reports: dotenv`): RANKGATE_<NAME>=value, one line each. */
  setOutputs(outputs) {
    const lines = Object.keys(outputs).sort().map((k) => `RANKGATE_${k.toUpperCase().replace(/[^A-Z0-9]/g, "_")}=${visible(outputs[k])}`);
    const dir = join(this.o.projectDir, this.o.reportDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "rankgate.env"), lines.map((l) => `${l}
`).join(""));
  }
  fail(line) {
    this.failures.push(line);
    this.sink.line(`ERROR: ${visible(line)}`);
  }
  abandon() {
    this.stop.abort();
  }
  async labelAddedBy(label) {
    const ev = this.ctx.event;
    if (ev.kind !== "merge_request") return void 0;
    let labels2 = ev.labels;
    if (this.token !== null) {
      try {
        labels2 = (await this.call((api) => getMergeRequest(api, ev.projectId, ev.iid))).labels;
      } catch (e) {
        this.warning(
          `rankgate could not read the merge request's labels now (${this.describeError(e)}); it uses those of when the pipeline was created.`
        );
      }
    }
    if (!labels2.includes(label)) return void 0;
    if (this.token === null) return null;
    try {
      return await this.call((api) => labelAddedBy(api, ev.projectId, ev.iid, label));
    } catch (e) {
      this.warning(
        `rankgate could not read the merge request's label events to tell who added "${label}" (${this.describeError(e)}); the acceptance still applies.`
      );
      return null;
    }
  }
  async baseReader(sha2, change) {
    if (this.token === null) return null;
    const api = this.client();
    const reader = baseReader(api, this.project, sha2);
    return {
      source: "api",
      read: (path) => this.budget.wait(() => reader.read(path)),
      ...change === null ? {} : { adds: (path) => this.budget.wait(() => mergeRequestAdds(api, this.project, change, path)) }
    };
  }
  describeError(e) {
    if (e instanceof GitLabError) return e.describe();
    return e instanceof Error ? e.message : String(e);
  }
  /**
   * When `sha` was committed, for the refreshed baseline's header (git is asked first, in the job): the pipeline's own
   * commit from CI_COMMIT_TIMESTAMP, any other through the commits API; null when neither can say.
   */
  async commitDate(sha2) {
    const ev = this.ctx.event;
    if (ev.kind === "merge_request" && ev.commitSha === sha2 && ev.timestamp !== null) return ev.timestamp;
    if (this.token === null) return null;
    try {
      return await this.call((api) => readCommitDate(api, this.project, sha2));
    } catch (e) {
      this.info(
        `rankgate: could not read the date of ${sha2.slice(0, 12)} (${this.describeError(e)}); the refreshed baseline records none`
      );
      return null;
    }
  }
  async readHistory(branch, gate, file) {
    if (this.token === null) return void 0;
    try {
      return await this.call((api) => readHistory(api, this.project, branch, gate));
    } catch (e) {
      this.warning(
        `rankgate could not read the default branch's history ${file} from branch ${branch} (${this.describeError(e)}); the note shows no trend.`
      );
      return void 0;
    }
  }
  async appendHistory(branch, record) {
    return this.call(
      (api) => appendHistory(api, this.project, { branch, defaultBranch: this.ctx.defaultBranch, record })
    );
  }
  cannotCommit() {
    const ev = this.ctx.event;
    if (ev.kind === "merge_request" && ev.fork)
      return "this merge request comes from a fork, and the token cannot write to a fork's branch.";
    return this.token === null ? `${this.words.noApi?.why ?? "no token"}.` : null;
  }
  async commitFile(c) {
    const res = await this.call(
      (api) => updateFileOnBranch(api, this.project, { branch: c.branch, path: c.path, message: c.message, next: c.next })
    );
    return { commit: res.commit };
  }
  writeFailure(e, branch, elsewhere, otherwise) {
    const s = statusOf(e);
    if (s === 403 && e instanceof GitLabError && /protected|push into this branch/i.test(e.gitlabMessage)) {
      return `GitLab refused the push to the protected branch ${branch} (${e.describe()}); ${elsewhere}`;
    }
    if (s === 401 || s === 403) return `GitLab refused the write to ${branch} (${this.describeError(e)}). ${otherwise}`;
    return otherwise;
  }
  /** The report folder of the gate, as the job's artifacts hold it. */
  handOverName(gate) {
    return posix.join(this.o.reportDir, gate);
  }
  handOverUnavailable() {
    return null;
  }
  /** The files are already in the folder `artifacts:paths` keeps: GitLab uploads it when the job ends. */
  async handOver(name) {
    this.info(`rankgate: report files in ${name}/ (kept by the job's artifacts: paths)`);
    return null;
  }
  /**
   * Links into the job's artifacts: report.html opened in the browser (`/artifacts/file/…`), the folder browsed, the
   * job's page. Never a `gh` command: no run id or repository is set, so the next steps name the local files.
   */
  reportContext(o) {
    const job = this.ctx.job.url;
    const links = {};
    if (job) {
      links.run = job;
      if (o.artifact) {
        links.html = `${job}/artifacts/file/${o.artifact.name}/report.html`;
        links.artifact = `${job}/artifacts/browse/${o.artifact.name}`;
      }
    }
    const ev = this.ctx.event;
    const base = ev.kind === "merge_request" && /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]+$/.test(ev.targetBranch) ? ev.targetBranch : void 0;
    return {
      links,
      ...o.artifact ? { artifact: o.artifact } : {},
      ...base ? { baseBranch: base } : {},
      acceptLabel: this.o.acceptLabel === "" ? null : this.o.acceptLabel,
      forge: { change: "merge request", labelReruns: false, runPage: "job" }
    };
  }
  /** GitLab has no follow-up events: nothing is ever handed over to this job. */
  async handedOver() {
    return [];
  }
  async upsertNote(note) {
    const ev = this.ctx.event;
    if (ev.kind !== "merge_request") {
      this.info(
        `rankgate: no merge request for pipeline source "${ev.kind === "push" ? "push" : ev.source}"; the report is in ${this.o.reportDir}/`
      );
      return null;
    }
    if (this.token === null) {
      this.warning(
        `rankgate posted no note: ${this.words.noApi.why}. The report is in the job's artifacts (${this.o.reportDir}/).`
      );
      return null;
    }
    if (note.mode === "new")
      this.info('rankgate: comment mode "new" is not supported on GitLab; the note is updated in place');
    try {
      const reportUrl = this.ctx.job.url ? `${this.ctx.job.url}/artifacts/browse/${this.o.reportDir}` : this.ctx.project.url;
      const res = await this.call(
        (api) => upsertStickyNote(api, { project: ev.projectId, iid: ev.iid }, commentMarker(note.gate), note.markdown, {
          create: note.create,
          reportUrl
        })
      );
      if (res.action === "skipped") {
        this.info("rankgate: verdict is pass and comment-on is not-pass: no note");
        return null;
      }
      const url = `${this.ctx.project.url}/-/merge_requests/${ev.iid}#note_${res.id}`;
      this.info(
        `rankgate: note ${res.action}${res.trimmed ? " (trimmed)" : ""}${res.deleted ? `, ${res.deleted} duplicate(s) deleted` : ""}: ${url}`
      );
      return url;
    } catch (e) {
      this.warning(
        `rankgate could not post the merge request note (${this.describeError(e)}); the report is in the job's artifacts.`
      );
      return null;
    }
  }
};

// src/gitlab/inputs.ts
var variable = (name) => `RANKGATE_${name.toUpperCase().replace(/-/g, "_")}`;
var oneOf = (name, values) => external_exports.enum(values, {
  error: (i) => `${variable(name)} must be one of ${values.join(", ")}; got ${quote(String(i.input))}`
});
var seconds = (name) => external_exports.string().refine(
  (v) => {
    const n = decimalOrNaN(v);
    return Number.isFinite(n) && n > 0 && n <= 3600;
  },
  `${variable(name)} must be a number of seconds from 0 to 3600`
).transform(Number);
var schema = external_exports.object({
  contract: external_exports.string().min(1),
  run: external_exports.string().min(1, `${variable("run")} is not set: give the run file your job wrote, e.g. RANKGATE_RUN: runs/candidate.trec`),
  baseline: external_exports.string(),
  comment: oneOf("comment", ["update", "new", "off"]),
  "comment-on": oneOf("comment-on", ["always", "not-pass"]),
  "fail-on": oneOf("fail-on", FAIL_ON),
  "working-directory": external_exports.string(),
  "accept-label": external_exports.string().max(50, `${variable("accept-label")} must be a label name of at most 50 characters`),
  "history-branch": external_exports.string().refine(
    (v) => v === "" || isBranchName(v),
    `${variable("history-branch")} must be a branch name, or "" to turn history off`
  ),
  "trend-points": external_exports.string().regex(/^\d{1,4}$/).transform(Number).refine((n) => n >= 1 && n <= 1e3, `${variable("trend-points")} must be a whole number from 1 to 1000`),
  "refresh-on-accept": external_exports.enum(["true", "false"], { error: `${variable("refresh-on-accept")} must be true or false` }),
  "report-dir": external_exports.string().refine(
    (v) => /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(v) && !v.split("/").includes(".."),
    `${variable("report-dir")} must be a relative folder inside the project (letters, digits, ".", "_", "-", "/"), e.g. rankgate-report`
  ),
  "gitlab-budget": seconds("gitlab-budget"),
  "publish-deadline": seconds("publish-deadline")
});
var DEFAULTS = {
  contract: "rankgate.yml",
  run: "",
  baseline: "",
  comment: "update",
  "comment-on": "always",
  "fail-on": "fail",
  "working-directory": ".",
  "accept-label": "rankgate: accept",
  "history-branch": "rankgate-data",
  "trend-points": "20",
  "refresh-on-accept": "false",
  "report-dir": "rankgate-report",
  "gitlab-budget": "150",
  "publish-deadline": "120"
};
var EMPTY_MEANS_OFF = /* @__PURE__ */ new Set(["accept-label", "history-branch"]);
function readCiInputs(env) {
  const raw = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[variable(key)]?.trim();
    raw[key] = value === void 0 || value === "" && !EMPTY_MEANS_OFF.has(key) ? DEFAULTS[key] : value;
  }
  const r = schema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    const key = String(issue.path[0] ?? "");
    throw new InputError(
      issue.message.startsWith("RANKGATE_") ? issue.message : `${variable(key)}: ${issue.message}`,
      {},
      'set it in the job\'s `variables:` (see the README, "GitLab merge requests")'
    );
  }
  const v = r.data;
  return {
    contract: v.contract,
    run: v.run,
    ...v.baseline === "" ? {} : { baseline: v.baseline },
    comment: v.comment,
    commentOn: v["comment-on"],
    failOn: v["fail-on"],
    workingDirectory: v["working-directory"],
    acceptLabel: v["accept-label"],
    historyBranch: v["history-branch"],
    trendPoints: v["trend-points"],
    refreshOnAccept: v["refresh-on-accept"] === "true",
    reportDir: v["report-dir"],
    budgetS: v["gitlab-budget"],
    publishDeadlineS: v["publish-deadline"]
  };
}

// src/gitlab/run.ts
var EXIT = { ok: 0, fail: 1, usage: 2 };
async function runGitLabCi(env, sink, client) {
  let forge;
  let settings;
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
        budgetMs: inputs.budgetS * 1e3,
        ...client ? { client } : {}
      },
      sink
    );
    if (token.token === null && ctx.event.kind !== "other")
      forge.warning(`rankgate: ${token.why}. The verdict and the report files are still made.`);
    settings = { ...inputs, workspace, outRoot: join2(workspace, inputs.reportDir) };
  } catch (e) {
    sink.line(`ERROR: rankgate: ${failureLine(e)}`);
    return e instanceof InputError ? EXIT.usage : EXIT.fail;
  }
  const { runJob } = await import("./lazy-pipeline-job.js");
  let usage = false;
  const outcome = await runJob(forge, settings, (e) => {
    usage = e instanceof InputError && !(e instanceof BaseUnavailable);
  });
  if (usage) return EXIT.usage;
  return outcome.status === 0 && forge.failures.length === 0 ? EXIT.ok : EXIT.fail;
}
export {
  runGitLabCi
};
