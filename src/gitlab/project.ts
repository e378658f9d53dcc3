import { z } from 'zod';
import type { GitLabClient } from './client.js';
import { GitLabError } from './errors.js';

/** The token's user and the merge request, as rankgate needs them. */

/** A project in an API path: its numeric id, or its full path URL-encoded (`group%2Fproject`). */
export function projectPath(project: number | string): string {
  return `/projects/${encodeURIComponent(String(project))}`;
}

/** Parses an API answer; a shape GitLab never sends is a GitLabError, not a crash further on. */
export function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new GitLabError(
    200,
    `unexpected answer for ${what} (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'})`,
    'GET',
    what,
    "check that CI_API_V4_URL points at GitLab's API (…/api/v4)",
  );
}

const userSchema = z.object({
  id: z.number().int(),
  username: z.string().min(1).max(255),
  bot: z.boolean().optional(),
});
export type GitLabUser = { id: number; username: string; bot: boolean };

/**
 * The token's user (GET /user). A project access token's user is a bot named `project_<project id>_bot_<hex>`, a group
 * access token's `group_<group id>_bot_<hex>`: notes the token writes carry that username, which is how rankgate
 * recognises its own notes.
 */
export async function currentUser(api: GitLabClient): Promise<GitLabUser> {
  const u = parseAnswer(userSchema, await api.json('GET', '/user'), '/user');
  return { id: u.id, username: u.username, bot: u.bot ?? /^(project|group)_\d+_bot(_[0-9a-f]+)?$/.test(u.username) };
}

const mergeRequestSchema = z.object({
  iid: z.number().int().positive(),
  state: z.string(),
  labels: z.array(z.string()),
  source_branch: z.string(),
  target_branch: z.string(),
  source_project_id: z.number().int(),
  target_project_id: z.number().int(),
  sha: z.string().nullable().optional(),
  web_url: z.string(),
  diff_refs: z
    .object({ base_sha: z.string().nullable(), head_sha: z.string().nullable(), start_sha: z.string().nullable() })
    .nullable()
    .optional(),
});

export interface MergeRequest {
  iid: number;
  state: string;
  /** The labels now (CI_MERGE_REQUEST_LABELS holds them as they were when the pipeline was created). */
  labels: string[];
  sourceBranch: string;
  targetBranch: string;
  sourceProjectId: number;
  targetProjectId: number;
  headSha: string | null;
  /** Where the diff starts (diff_refs.base_sha): the base files are read there. */
  baseSha: string | null;
  webUrl: string;
}

/** GET /projects/:id/merge_requests/:iid. */
export async function getMergeRequest(api: GitLabClient, project: number | string, iid: number): Promise<MergeRequest> {
  const path = `${projectPath(project)}/merge_requests/${iid}`;
  const m = parseAnswer(mergeRequestSchema, await api.json('GET', path), path);
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
    webUrl: m.web_url,
  };
}
