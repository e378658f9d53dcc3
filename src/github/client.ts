import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof getOctokit>;

/** Retries of a request that hit a secondary rate limit or a short primary one. */
const RATE_LIMIT_RETRIES = 2;
/** A primary rate limit that resets later than this is reported, not waited for: the job would idle. */
const MAX_RATE_LIMIT_WAIT_S = 60;

/**
 * An Octokit for `GITHUB_API_URL` with backoff: 5xx are retried (1 s, 4 s, 9 s) by the retry plugin;
 * secondary rate limits (403/429 with Retry-After) and short primary ones by the throttling plugin.
 * 403/404/422 are not retried: they need a fix in the workflow, not patience.
 */
export function createClient(token: string, baseUrl: string): Octokit {
  return getOctokit(
    token,
    {
      baseUrl,
      retry: { retries: 3 },
      throttle: {
        onSecondaryRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, count: number) => {
          core.info(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${after} s`);
          return count < RATE_LIMIT_RETRIES;
        },
        onRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, count: number) => {
          core.info(`GitHub rate limit on ${options.method} ${options.url}; resets in ${after} s`);
          return count < RATE_LIMIT_RETRIES && after <= MAX_RATE_LIMIT_WAIT_S;
        },
      },
    },
    retry,
    throttling,
  );
}
