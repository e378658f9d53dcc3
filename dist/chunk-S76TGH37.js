import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  HISTORY_SCHEMA,
  appendRecord,
  historyFile
} from "./chunk-MLEONPRA.js";
import {
  readFileAt,
  updateFile
} from "./chunk-AIAWNLO2.js";
import "./chunk-AIKJ5ZFZ.js";
import "./chunk-KUGOSHFN.js";
import "./chunk-ZLTUEY2H.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-Z3K3XME4.js";

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
export {
  DATA_BRANCH_README,
  appendHistory,
  readHistory
};
//# sourceMappingURL=chunk-S76TGH37.js.map
