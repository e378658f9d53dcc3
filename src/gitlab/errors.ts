import { quote } from '../errors.js';

/**
 * A refusal or failure of GitLab's REST API, described for a person: what was asked, GitLab's own message, and the fix.
 * Built from the method, the path (never the query string or a header, so never the token) and GitLab's answer.
 */
export class GitLabError extends Error {
  constructor(
    readonly status: number | null,
    /** GitLab's message (`message` or `error` of the JSON body, or the text), one quoted line; '' when it sent none. */
    readonly gitlabMessage: string,
    readonly method: string,
    readonly path: string,
    readonly fix: string,
    /** Seconds GitLab asked to wait (429). */
    readonly retryAfterS: number | null = null,
  ) {
    super(
      `${method} ${path}: ${[status === null ? '' : `HTTP ${status}`, gitlabMessage].filter((s) => s !== '').join(' ')}`,
    );
    this.name = 'GitLabError';
  }

  /** One line: what failed, GitLab's words and the fix. */
  describe(): string {
    return `${this.message} (${this.fix})`;
  }
}

/** The caller's deadline passed (its AbortSignal fired): nothing is retried after that. */
export class GitLabAborted extends Error {
  constructor(method: string, path: string) {
    super(`${method} ${path}: stopped, the publishing deadline passed`);
    this.name = 'AbortError';
  }
}

/** The status of a GitLabError, if it is one. */
export function statusOf(e: unknown): number | null {
  return e instanceof GitLabError ? e.status : null;
}

/** A 404 whose message names what was not found: GitLab says `404 File Not Found`, `404 Commit Not Found`, `404 Project Not Found`. */
export function isNotFound(e: unknown, what: 'File' | 'Commit' | 'Project' | 'Branch' | 'Note' | 'any'): boolean {
  if (statusOf(e) !== 404) return false;
  if (what === 'any') return true;
  return new RegExp(`404 ${what} Not Found`, 'i').test((e as GitLabError).gitlabMessage);
}

/**
 * GitLab's message from an error body. GitLab answers `{"message": "..."}` for most refusals, `{"error": "..."}` for a
 * bad parameter, and `{"message": {"field": ["..."]}}` for a validation error; rate limits answer plain text.
 */
export function messageOf(text: string): string {
  let m: unknown = text;
  try {
    const json = JSON.parse(text) as { message?: unknown; error?: unknown } | null;
    m = json?.message ?? json?.error ?? text;
  } catch {
    // Not JSON: the text itself.
  }
  const s = typeof m === 'string' ? m : JSON.stringify(m);
  return s.trim() === '' ? '' : quote(s.trim(), 300);
}

/** The fix for a refusal, by status: what the token, its scope or the branch needs. */
export function fixFor(status: number | null, message: string): string {
  switch (status) {
    case 401:
      return 'GitLab does not accept the token: it is missing, expired or revoked, or it is CI_JOB_TOKEN, which cannot use this endpoint; set RANKGATE_GITLAB_TOKEN to a project access token with the api scope';
    case 403:
      return /push into this branch|protected/i.test(message)
        ? "the branch is protected: allow the token's role to push to it (Settings > Repository > Protected branches), or use an unprotected branch"
        : 'the token lacks a scope or a role: a project access token needs the api scope and the Developer role (Reporter only reads)';
    case 404:
      return /Project Not Found/i.test(message)
        ? 'the project is unknown to the token: check CI_PROJECT_ID and that the token belongs to this project (a private project answers 404 to a token without access)'
        : 'check the project, merge request, branch or file named, and that the token can read them';
    case 400:
    case 409:
      return 'GitLab refused the change as conflicting or invalid; if another job wrote the same file at once, re-run this job';
    case 429:
      return "GitLab's rate limit was reached and resets later than rankgate may wait; re-run the job later";
    case null:
      return 'GitLab could not be reached; check CI_API_V4_URL and the network, then re-run the job';
    default:
      return status >= 500 ? 'GitLab failed on its side; re-run the job later' : "see GitLab's message";
  }
}
