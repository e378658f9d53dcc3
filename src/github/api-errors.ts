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
