import * as core from '@actions/core';
import { z } from 'zod';
import * as log from './log.js';
import type { Octokit } from './client.js';
import { statusOf } from './api-errors.js';
import { isMarked } from '../report/marker.js';
import { COMMENT_LIMIT } from '../report/markdown.js';
import { trimMarkdown } from '../report/trim.js';

/** Who posts with the workflow's GITHUB_TOKEN (an installation token of the GitHub Actions app). */
export const ACTIONS_BOT = 'github-actions[bot]';

/** GraphQL's `viewer` as GitHub answers it; a login is at most 39 characters, plus `[bot]` for an app. */
const VIEWER = z.object({ viewer: z.object({ login: z.string().min(1).max(100) }) });
const USER = z.object({ login: z.string().min(1).max(100) });

export interface CommentTarget {
  owner: string;
  repo: string;
  issue: number;
}

export interface StickyOptions {
  /** `update`: edit the one comment in place; `new`: post a fresh one and delete the older ones. */
  mode: 'update' | 'new';
  /** false: only refresh an existing comment, never start one (comment-on: not-pass on a passing verdict). */
  create: boolean;
  /** Where the full report is (the job summary), for the note in a trimmed or fallback body. */
  summaryUrl: string;
}

export interface StickyResult {
  action: 'created' | 'updated' | 'skipped';
  url: string | null;
  /** The body had to be cut or replaced to fit GitHub's limit. */
  shortened: 'trimmed' | 'fallback' | null;
  /** Comments deleted: the older ones in `new` mode, duplicates from concurrent runs. */
  deleted: number;
}

interface Comment {
  id: number;
  body?: string;
  html_url: string;
  user: { login: string } | null;
}

/**
 * The login that the token posts as: GraphQL's `viewer`, which answers for every kind of token (the person for a
 * personal token, `github-actions[bot]` for the workflow token, `<app-slug>[bot]` for a GitHub App's installation
 * token). REST GET /user answers only personal tokens (403 for any installation token), so it is the fallback for a
 * server without GraphQL, and github-actions[bot] the last resort, right for the workflow token only.
 */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const viewer = VIEWER.safeParse(await octokit.graphql('query { viewer { login } }'));
    if (viewer.success) return viewer.data.viewer.login;
  } catch (e) {
    // A GraphQL error answer, or a refusal (4xx), leaves GET /user to try. A 5xx that outlasted the retries, or the
    // time for GitHub running out, would only be waited out again.
    const s = statusOf(e);
    if ((e as Error | null)?.name !== 'GraphqlResponseError' && (s === undefined || s >= 500)) throw e;
  }
  try {
    const user = USER.safeParse((await octokit.rest.users.getAuthenticated()).data);
    if (user.success) return user.data.login;
    return ACTIONS_BOT;
  } catch (e) {
    const s = statusOf(e);
    if (s === 401 || s === 403 || s === 404) return ACTIONS_BOT;
    throw e;
  }
}

/** The comment cut to GitHub's limit, with a note pointing at the job summary and the artifact. */
export function trimBody(body: string, limit: number, summaryUrl: string): string {
  return trimMarkdown(
    body,
    limit,
    `\n\n> [!NOTE]\n> This comment was trimmed to fit GitHub's ${limit.toLocaleString('en-US')}-character limit. The full report is in the [job summary](${summaryUrl}) and the run's artifact.\n`,
  );
}

/** The short body posted when GitHub still refuses the (trimmed) report: marker, verdict and a link. */
export function fallbackBody(marker: string, summaryLine: string, summaryUrl: string): string {
  return `${marker}\n**rankgate**: ${summaryLine}\n\nThe full report did not fit in a comment: see the [job summary](${summaryUrl}) and the run's artifact.\n`;
}

function isBodyTooLong(e: unknown): boolean {
  if (statusOf(e) !== 422) return false;
  const data = (e as { response?: { data?: unknown } }).response?.data;
  return /too long|maximum is/i.test(JSON.stringify(data ?? '') + String((e as Error).message ?? ''));
}

/**
 * Keeps exactly one rankgate comment per gate on a pull request. A comment is ours when its first line is the
 * gate's hidden marker AND it was written by the token's user: anyone can paste a marker into their own
 * comment, and that comment is never edited or deleted; a marker quoted further down a body never counts.
 */
export async function upsertSticky(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  body: string,
  summaryLine: string,
  opts: StickyOptions,
): Promise<StickyResult> {
  const { owner, repo, issue } = target;
  const list = async (login: string): Promise<Comment[]> => {
    const all = (await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issue,
      per_page: 100,
    })) as Comment[];
    // Ours: written by the token's login AND opening with this gate's marker line (not merely quoting it).
    return all.filter((c) => c.user?.login === login && isMarked(c.body ?? '', marker)).sort((a, b) => a.id - b.id);
  };

  let shortened: StickyResult['shortened'] = null;
  let text = body;
  if (text.length > COMMENT_LIMIT) {
    text = trimBody(body, COMMENT_LIMIT, opts.summaryUrl);
    shortened = 'trimmed';
  }
  // One write with the body; if GitHub says it is too long anyway (its count can differ from ours), the short fallback.
  const write = async (id: number | null): Promise<Comment> => {
    const send = async (b: string) =>
      id === null
        ? ((await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body: b })).data as Comment)
        : ((await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body: b })).data as Comment);
    try {
      return await send(text);
    } catch (e) {
      if (!isBodyTooLong(e)) throw e;
      log.info('GitHub refused the comment as too long; posting a short comment that points to the job summary');
      shortened = 'fallback';
      text = fallbackBody(marker, summaryLine, opts.summaryUrl);
      return await send(text);
    }
  };
  let deleted = 0;
  const remove = async (id: number) => {
    try {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
      deleted++;
    } catch (e) {
      // A concurrent run may have deleted it first.
      if (statusOf(e) !== 404) throw e;
    }
  };

  const login = await tokenLogin(octokit);
  const existing = await list(login);

  if (existing.length > 0 && (opts.mode === 'update' || !opts.create)) {
    // `new` mode that may not create refreshes the newest comment instead.
    const keep = opts.mode === 'update' ? existing[0]! : existing[existing.length - 1]!;
    const updated = await write(keep.id);
    for (const c of existing) if (c.id !== keep.id) await remove(c.id);
    return { action: 'updated', url: updated.html_url, shortened, deleted };
  }
  if (!opts.create) return { action: 'skipped', url: null, shortened: null, deleted: 0 };

  const created = await write(null);
  // The created comment says who the token really is (an app token is neither a user nor github-actions[bot]).
  const me = created.user?.login ?? login;
  let url = created.html_url;
  try {
    // A concurrent run of the same gate may have created its own comment meanwhile: keep one.
    // `update` keeps the oldest (the thread position readers know) and gives it our body; `new` keeps the newest.
    const now = await list(me);
    if (!now.some((c) => c.id === created.id)) now.push(created);
    now.sort((a, b) => a.id - b.id);
    const keep = opts.mode === 'update' ? now[0]! : now[now.length - 1]!;
    if (keep.id !== created.id && opts.mode === 'update') url = (await write(keep.id)).html_url;
    else if (keep.id !== created.id) url = keep.html_url;
    for (const c of now) if (c.id !== keep.id) await remove(c.id);
  } catch (e) {
    core.warning(
      `rankgate: the comment was posted, but checking for a duplicate from a concurrent run failed (${String((e as Error).message ?? e).split('\n')[0]})`,
    );
  }
  return { action: 'created', url, shortened, deleted };
}
