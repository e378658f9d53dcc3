import type { Octokit } from './client.js';

/** What the triggering event tells about where to comment and where the report comes from. */
export type EventInfo =
  | {
      kind: 'pull_request';
      event: string;
      number: number;
      fork: boolean;
      headSha: string | null;
      headRef: string | null;
    }
  /** A push; `toDefault` when it went to the repository's default branch (whose history rankgate records). */
  | { kind: 'push'; event: string; branch: string; toDefault: boolean; commit: string | null; timestamp: string | null }
  | {
      kind: 'workflow_run';
      runId: number;
      headSha: string;
      headOwner: string | null;
      headBranch: string | null;
      prNumbers: number[];
      triggeredBy: string | null;
    }
  | { kind: 'other'; event: string };

interface Payload {
  pull_request?: { number?: number; head?: { sha?: unknown; ref?: unknown; repo?: { full_name?: string } | null } };
  repository?: { full_name?: string; default_branch?: unknown };
  ref?: unknown;
  after?: unknown;
  head_commit?: { id?: unknown; timestamp?: unknown } | null;
  workflow_run?: {
    id?: number;
    head_sha?: string;
    head_branch?: string | null;
    event?: string;
    head_repository?: { owner?: { login?: string } } | null;
    pull_requests?: { number: number }[];
  };
}

/** Reads the event name and payload (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH) into the few facts the action uses. */
export function eventInfo(eventName: string | undefined, payload: unknown): EventInfo {
  const p = (payload ?? {}) as Payload;
  const event = eventName ?? '';
  if ((event === 'pull_request' || event === 'pull_request_target') && typeof p.pull_request?.number === 'number') {
    const headRepo = p.pull_request.head?.repo;
    const base = p.repository?.full_name;
    // A PR from a deleted fork has head.repo null: still a fork as far as the token is concerned.
    const fork =
      headRepo === null || (headRepo?.full_name !== undefined && base !== undefined && headRepo.full_name !== base);
    const head = p.pull_request.head;
    return {
      kind: 'pull_request',
      event,
      number: p.pull_request.number,
      fork,
      headSha:
        typeof head?.sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(head.sha)
          ? head.sha.toLowerCase()
          : null,
      headRef: typeof head?.ref === 'string' && head.ref !== '' ? head.ref : null,
    };
  }
  if (event === 'push' && typeof p.ref === 'string' && p.ref.startsWith('refs/heads/')) {
    const branch = p.ref.slice('refs/heads/'.length);
    const after =
      typeof p.after === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(p.after) && !/^0+$/.test(p.after)
        ? p.after.toLowerCase()
        : null;
    const ts = p.head_commit?.timestamp;
    return {
      kind: 'push',
      event,
      branch,
      toDefault: typeof p.repository?.default_branch === 'string' && branch === p.repository.default_branch,
      commit: after,
      timestamp: typeof ts === 'string' ? ts : null,
    };
  }
  if (
    event === 'workflow_run' &&
    typeof p.workflow_run?.id === 'number' &&
    typeof p.workflow_run.head_sha === 'string'
  ) {
    const w = p.workflow_run;
    return {
      kind: 'workflow_run',
      runId: w.id!,
      headSha: w.head_sha!,
      headOwner: w.head_repository?.owner?.login ?? null,
      headBranch: w.head_branch ?? null,
      prNumbers: (w.pull_requests ?? []).map((x) => x.number),
      triggeredBy: w.event ?? null,
    };
  }
  return { kind: 'other', event };
}

/**
 * The open pull request whose head is `headSha`. `workflow_run.pull_requests` is empty when the PR
 * comes from a fork, so the PR is looked up by its head: first by `owner:branch` (one cheap call),
 * then among all open PRs; a match must have exactly the head SHA, so a later push is not confused with this run.
 */
export async function findPullRequest(
  octokit: Octokit,
  owner: string,
  repo: string,
  info: Extract<EventInfo, { kind: 'workflow_run' }>,
): Promise<number | null> {
  if (info.prNumbers.length > 0) return info.prNumbers[0]!;
  type Pull = { number: number; head: { sha: string } };
  if (info.headOwner && info.headBranch) {
    const { data } = await octokit.rest.pulls.list({
      owner,
      repo,
      state: 'open',
      head: `${info.headOwner}:${info.headBranch}`,
      per_page: 100,
    });
    const hit = (data as Pull[]).find((pr) => pr.head.sha === info.headSha);
    if (hit) return hit.number;
  }
  const all = (await octokit.paginate(octokit.rest.pulls.list, {
    owner,
    repo,
    state: 'open',
    per_page: 100,
  })) as Pull[];
  const hits = all.filter((pr) => pr.head.sha === info.headSha).sort((a, b) => a.number - b.number);
  return hits[0]?.number ?? null;
}
