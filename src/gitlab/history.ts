import type { GitLabClient } from './client.js';
import { readFileState, updateFileOnBranch, type RetryOptions } from './files.js';
import { appendRecord, historyFile, type HistoryRecord } from '../pipeline/history.js';

/**
 * The default branch's history on a data branch, through the repository files and commits APIs. GitLab's API cannot
 * create a branch without a parent (an orphan), so a data branch that does not exist yet is created from the default
 * branch: it then holds the default branch's tree as it was then, with only rankgate's commits on top. Who wants a
 * branch without the code creates it once by hand (`git switch --orphan rankgate-data`, commit, push): rankgate
 * appends to whatever branch is there.
 */

export type AppendOutcome = {
  action: 'created-branch' | 'appended' | 'already-recorded';
  commit: string | null;
  conflicts: number;
};

/** The gate's history file on the data branch; null when the branch or the file does not exist yet. */
export async function readHistory(
  api: GitLabClient,
  project: number | string,
  branch: string,
  gate: string,
): Promise<string | null> {
  const f = await readFileState(api, project, historyFile(gate), branch);
  return typeof f === 'string' ? null : f.bytes.toString('utf8');
}

/**
 * Appends `record` to `<gate>/history.jsonl` on `branch`, creating the branch from `defaultBranch` (or the file) when
 * absent. Two pushes recorded at once race: the loser's commit is refused (the file changed since it was read, or the
 * file or branch it meant to create exists by now), so it reads again and appends to the new version. The old bytes
 * are kept exactly; a record for the same commit and contract id (a re-run of the job) is not added twice.
 */
export async function appendHistory(
  api: GitLabClient,
  project: number | string,
  o: {
    branch: string;
    defaultBranch: string;
    record: HistoryRecord;
  } & RetryOptions,
): Promise<AppendOutcome> {
  const { record } = o;
  const res = await updateFileOnBranch(api, project, {
    branch: o.branch,
    startBranch: o.defaultBranch,
    path: historyFile(record.gate),
    // GitLab starts no pipeline for a push whose commit message holds [skip ci].
    message: `rankgate: ${record.gate} history at ${record.commit.slice(0, 12)} [skip ci]`,
    next: (current) => {
      const next = appendRecord(current?.toString('utf8') ?? '', record);
      return next.appended ? Buffer.from(next.text, 'utf8') : null;
    },
    ...(o.delays ? { delays: o.delays } : {}),
    ...(o.sleep ? { sleep: o.sleep } : {}),
  });
  const action = res.commit === null ? 'already-recorded' : res.createdBranch ? 'created-branch' : 'appended';
  return { action, commit: res.commit, conflicts: res.conflicts };
}

/**
 * Commits `bytes` as `path` on the merge request's source branch (refresh-on-accept); null when the file already
 * holds them. The source branch must be in `project`: a fork's branch is not the target project's to write.
 */
export async function commitToBranch(
  api: GitLabClient,
  project: number | string,
  o: {
    branch: string;
    path: string;
    bytes: Buffer;
    message: string;
  } & RetryOptions,
): Promise<string | null> {
  const res = await updateFileOnBranch(api, project, {
    branch: o.branch,
    path: o.path,
    message: o.message,
    next: (current) => (current?.equals(o.bytes) ? null : o.bytes),
    ...(o.delays ? { delays: o.delays } : {}),
    ...(o.sleep ? { sleep: o.sleep } : {}),
  });
  return res.commit;
}
