import * as log from './log.js';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import type { WaitBudget } from '../pipeline/wait-budget.js';

export type Octokit = ReturnType<typeof getOctokit>;

/** Retries of a request that hit a secondary rate limit or a short primary one. */
const RATE_LIMIT_RETRIES = 2;
/** A primary rate limit that resets later than this is reported, not waited for: the job would idle. */
const MAX_RATE_LIMIT_WAIT_S = 60;
/** One request (headers and body) that takes longer than this is abandoned, and not retried: the API is not answering. */
export const REQUEST_TIMEOUT_S = 30;

/** The waits the client makes on its own, which the job's entry sets (github/run.ts reads them from the environment). */
export interface ClientWaits {
  /** Seconds one request may take; default REQUEST_TIMEOUT_S. */
  timeoutS?: number;
  /**
   * Milliseconds a second of waiting lasts: the retry plugin waits base × retry² after a 5xx, the throttling plugin
   * Retry-After × base after a secondary rate limit; default 1000. The tests shorten it: their fake GitHub fails on
   * purpose and need not be waited for.
   */
  retryBaseMs?: number;
  /**
   * false: writes and GraphQL queries go out without the throttling plugin's spacing (one a second, notifying ones
   * three seconds apart, across every client in the process), for tests against a fake GitHub that has no secondary
   * rate limit. Default true: GitHub asks integrations to space their writes.
   */
  spaceWrites?: boolean;
}

export interface ClientOptions extends ClientWaits {
  /** Aborting it ends every request in flight at once, without retries (the publishing deadline passed). */
  stop?: AbortSignal;
  /**
   * The job's total time for waiting on GitHub: every request (its retries and rate-limit waits included) counts
   * against it, and once it is spent, requests in flight end and later ones fail at once, without being sent.
   */
  budget?: WaitBudget;
}

/**
 * An Octokit for `GITHUB_API_URL` with backoff: 5xx are retried (1 s, 4 s, 9 s) by the retry plugin;
 * secondary rate limits (403/429 with Retry-After) and short primary ones by the throttling plugin.
 * 403/404/422 are not retried: they need a fix in the workflow, not patience.
 * Every request has a timeout, and all of them together the budget: a GitHub API that never answers must not hold the job.
 */
export function createClient(token: string, baseUrl: string, o: ClientOptions = {}): Octokit {
  const timeoutS = o.timeoutS ?? REQUEST_TIMEOUT_S;
  const retryBaseMs = o.retryBaseMs ?? 1000;
  const octokit = getOctokit(
    token,
    {
      baseUrl,
      request: { fetch: timedFetch(timeoutS * 1000, o.stop, o.budget?.signal) },
      retry: { retries: 3, retryAfterBaseValue: retryBaseMs },
      throttle: {
        retryAfterBaseValue: retryBaseMs,
        ...(o.spaceWrites === false ? { write: UNSPACED, notifications: UNSPACED, search: UNSPACED } : {}),
        onSecondaryRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, count: number) => {
          log.info(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${after} s`);
          return count < RATE_LIMIT_RETRIES && !o.stop?.aborted;
        },
        onRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, count: number) => {
          log.info(`GitHub rate limit on ${options.method} ${options.url}; resets in ${after} s`);
          return count < RATE_LIMIT_RETRIES && after <= MAX_RATE_LIMIT_WAIT_S && !o.stop?.aborted;
        },
      },
    },
    retry,
    throttling,
  );
  // Wrapped after the plugins, so the wait counted is the whole request: its retries and rate-limit waits too.
  const budget = o.budget;
  if (budget) octokit.hook.wrap('request', (request, options) => budget.wait(async () => request(options)));
  return octokit;
}

/**
 * A limiter group that lets every request through at once: the part of Bottleneck's Group the throttling plugin calls
 * for its spacing groups (`key(id).schedule(options, task, ...args)`).
 */
const UNSPACED = {
  key: () => ({
    schedule: <A extends unknown[], R>(_options: object, task: (...args: A) => Promise<R> | R, ...args: A) =>
      Promise.resolve().then(() => task(...args)),
  }),
} as unknown as NonNullable<ThrottlingOptions['write']>;

/**
 * fetch with a deadline over the whole exchange: the body is read here, under the same timer, so a server that sends
 * headers and then stalls is cut off too. A timeout, the stop signal and the spent budget each end the request with an
 * AbortError, which octokit passes on without retrying: a server that did not answer in 30 s is not waited for again.
 */
function timedFetch(timeoutMs: number, stop?: AbortSignal, budget?: AbortSignal): typeof fetch {
  return async (input, init = {}) => {
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      ctl.abort(new DOMException(`GitHub did not answer within ${timeoutMs / 1000} s`, 'AbortError'));
    }, timeoutMs);
    const onStop = () => ctl.abort(new DOMException('the publishing deadline passed', 'AbortError'));
    if (stop?.aborted) onStop();
    stop?.addEventListener('abort', onStop, { once: true });
    const onSpent = () => ctl.abort(budget!.reason);
    if (budget?.aborted) onSpent();
    budget?.addEventListener('abort', onSpent, { once: true });
    init.signal?.addEventListener('abort', () => ctl.abort(init.signal!.reason), { once: true });
    try {
      const res = await fetch(input, { ...init, signal: ctl.signal });
      const body = res.status === 204 || res.status === 205 || res.status === 304 ? null : await res.arrayBuffer();
      const copy = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      Object.defineProperty(copy, 'url', { value: res.url });
      return copy;
    } finally {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
      budget?.removeEventListener('abort', onSpent);
    }
  };
}
