import type { Octokit } from './client.js';
import { readFileAt, updateFile, type RetryOptions } from './contents.js';
import { appendRecord, HISTORY_SCHEMA, historyFile, type HistoryRecord } from '../pipeline/history.js';

/**
 * Main's history on the data branch, through the contents and git data APIs (`contents: write` to append, `read` to
 * show the trend). The branch is created, when absent, as an orphan commit: it shares no history with the code, so
 * it never carries source files, clones of it stay small, and deleting it loses nothing but the records.
 */

export interface Repo {
  owner: string;
  repo: string;
}

/** What the data branch's README says: what the branch is, the record format, and how to prune it. */
export const DATA_BRANCH_README = `# rankgate data

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

export type AppendOutcome = {
  action: 'created-branch' | 'appended' | 'already-recorded';
  commit: string | null;
  conflicts: number;
};

/** The gate's history file on the data branch (null when the branch or the file does not exist yet). */
export async function readHistory(octokit: Octokit, r: Repo, branch: string, gate: string): Promise<string | null> {
  const f = await readFileAt(octokit, r.owner, r.repo, branch, historyFile(gate));
  return f === null ? null : f.bytes.toString('utf8');
}

/**
 * Appends `record` to `<gate>/history.jsonl` on `branch`, creating the branch (or the file) when absent. Two pushes
 * recorded at once race on the same file: the loser's write is refused (stale blob sha, or the branch or file it
 * meant to create exists by now), so it reads the file again and appends to the new version. The old bytes are kept
 * exactly; a record already there for the same commit and contract id (a re-run of the job) is not added twice.
 */
export async function appendHistory(
  octokit: Octokit,
  r: Repo,
  branch: string,
  record: HistoryRecord,
  retry: RetryOptions = {},
): Promise<AppendOutcome> {
  const path = historyFile(record.gate);
  const message = `rankgate: ${record.gate} history at ${record.commit.slice(0, 12)} [skip ci]`;
  const res = await updateFile(octokit, {
    ...r,
    branch,
    path,
    message,
    ...retry,
    next: (file) => {
      const next = appendRecord(file?.bytes.toString('utf8') ?? '', record);
      return next.appended ? Buffer.from(next.text, 'utf8') : null;
    },
    createBranch: async (bytes) => {
      // One orphan commit holding the README and the first file. createRef answers 422 when a concurrent job created
      // the branch first: updateFile then starts over and appends to theirs.
      const tree = await octokit.rest.git.createTree({
        ...r,
        tree: [
          { path: 'README.md', mode: '100644', type: 'blob', content: DATA_BRANCH_README },
          { path, mode: '100644', type: 'blob', content: bytes.toString('utf8') },
        ],
      });
      const commit = await octokit.rest.git.createCommit({ ...r, message, tree: tree.data.sha, parents: [] });
      await octokit.rest.git.createRef({
        ...r,
        ref: `refs/heads/${branch}`,
        sha: commit.data.sha,
        request: { retries: 0 },
      });
      return commit.data.sha;
    },
  });
  const action = res.commit === null ? 'already-recorded' : res.created ? 'created-branch' : 'appended';
  return { action, commit: res.commit, conflicts: res.conflicts };
}
