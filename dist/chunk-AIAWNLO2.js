import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  describeError,
  statusOf
} from "./chunk-AIKJ5ZFZ.js";

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
function apiReader(octokit, owner, repo, sha) {
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
  return {
    source: "api",
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
  const s = statusOf(e);
  return s === 409 || s === 422;
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

export {
  readFileAt,
  BaseUnreadable,
  apiReader,
  putFile,
  isConflict,
  updateFile
};
//# sourceMappingURL=chunk-AIAWNLO2.js.map
