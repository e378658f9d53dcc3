import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  updateFile
} from "./chunk-AIAWNLO2.js";
import {
  info,
  warning
} from "./chunk-LRXXEE3B.js";
import {
  describeError
} from "./chunk-AIKJ5ZFZ.js";
import {
  shellQuote
} from "./chunk-KUGOSHFN.js";
import "./chunk-ZLTUEY2H.js";
import "./chunk-Z3K3XME4.js";

// src/github/refresh.ts
import { relative, isAbsolute } from "node:path";
var rel = (root, p) => {
  const r = relative(root, p);
  return r === "" || r.startsWith("..") || isAbsolute(r) ? null : r.split("\\").join("/");
};
async function refreshAfterAccept(o) {
  const { buildBaseline } = await import("./chunk-PQLI53MC.js");
  const contract = rel(o.workspace, o.contract);
  const run = rel(o.workspace, o.run);
  const override = o.baseline ? rel(o.workspace, o.baseline) : null;
  if (contract === null || run === null) return null;
  const built = await buildBaseline({
    contract: o.contract,
    run: o.run,
    out: o.baseline,
    commit: o.head.sha ?? void 0,
    date: o.head.date ?? void 0,
    root: o.workspace
  });
  const path = rel(o.workspace, built.path);
  if (path === null) {
    warning(`rankgate: the contract's baseline ${built.path} lies outside the workspace; the refreshed baseline is not committed.`);
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
      next: (file) => file !== null && file.bytes.equals(built.bytes) ? null : built.bytes,
      ...o.retry
    });
    if (res.commit === null) {
      info(`rankgate: the baseline ${path} on ${o.branch} already holds this candidate's ranking`);
      return { ...suggested, status: "current" };
    }
    info(`rankgate: committed the refreshed baseline ${path} to ${o.branch} (${res.commit.slice(0, 12)})`);
    return { ...suggested, status: "committed", commit: res.commit };
  } catch (e) {
    warning(`rankgate could not commit the refreshed baseline ${path} to ${o.branch} (${describeError(e)}); the verdict is unchanged and the comment gives the command. refresh-on-accept needs:

permissions:
  contents: write
  pull-requests: write`);
    return suggested;
  }
}
export {
  refreshAfterAccept
};
//# sourceMappingURL=chunk-MWHN7SO5.js.map
