import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
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
function apiReader(octokit, owner, repo, sha) {
  return {
    source: "api",
    read: async (path) => (await readFileAt(octokit, owner, repo, sha, path))?.bytes ?? null
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
  apiReader,
  putFile,
  isConflict,
  updateFile
};
//# sourceMappingURL=chunk-AAWOP3XU.js.map
