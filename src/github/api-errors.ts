// Reading Octokit errors needs no Octokit: kept apart so start-up does not load the HTTP client.

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/**
 * A one-line description of an API failure. Built from the status and GitHub's message only:
 * the request (and its Authorization header) is never part of it.
 */
export function describeError(e: unknown): string {
  const status = statusOf(e);
  const data = (e as { response?: { data?: unknown } } | null)?.response?.data;
  let msg = (data as { message?: unknown } | undefined)?.message;
  if (typeof msg !== 'string') msg = e instanceof Error ? e.message : String(e);
  const line = String(msg).split('\n')[0]!.slice(0, 300);
  return status ? `HTTP ${status}: ${line}` : line;
}

/** GitHub's message on an error answer, whole (describeError keeps its first line). */
function messageOf(e: unknown): string {
  const msg = (e as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof msg === 'string' ? msg : '';
}

/**
 * Answers that mean another writer got there first, so reading again and retrying can succeed: the contents API's
 * 409 for a stale blob sha ("<path> does not match <sha>"), or a branch that moved ("… expected to be at <sha>");
 * its 422 when the file appeared meanwhile ("sha" wasn't supplied); the git refs API's 422 "Reference already exists"
 * (a concurrent job created the branch) and "Update is not a fast forward".
 */
const RACE: Record<number, RegExp> = {
  409: /does not match [0-9a-f]{40}|expected to be at [0-9a-f]{40}|is at [0-9a-f]{40} but expected/i,
  422: /"sha" wasn't supplied|Reference already exists|Update is not a fast forward/i,
};

/**
 * A write GitHub answered with 409 or 422: `race` when its message is one of the known answers to a concurrent
 * writer (see RACE), else `refused`: a repository rule (GitHub answers "Repository rule violations found", 409 on a
 * file write, 422 on a ref), a protected branch, or a request it will never accept; repeating it cannot help.
 * null for any other error.
 */
export function writeConflict(e: unknown): 'race' | 'refused' | null {
  const status = statusOf(e);
  if (status !== 409 && status !== 422) return null;
  return RACE[status]!.test(messageOf(e)) ? 'race' : 'refused';
}

/** The write was refused by a repository rule or a branch protection (GitHub's message says so). */
export function isRuleRefusal(e: unknown): boolean {
  return writeConflict(e) === 'refused' && /rule violation|protected branch|GH013|GH006/i.test(messageOf(e));
}

/** GitHub's reasons under "Repository rule violations found": the lines after the first, on one line. */
export function ruleReasons(e: unknown): string {
  return messageOf(e)
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join(' ')
    .slice(0, 300);
}
