import { decimalOrNaN } from '../read/number.js';
import type { ClientWaits } from './client.js';

/** The whole publishing step (artifact and comment; the summary is written before it) may take this long. */
export const PUBLISH_DEADLINE_S = 120;

/**
 * All the action's waiting on GitHub together (base files, history, identity, comment, artifact, refresh) may take
 * this long: a request's 30 s plus publishing's 120 s, now a bound on the job rather than on each part.
 */
export const GITHUB_BUDGET_S = 150;

/**
 * Seconds from an environment variable (RANKGATE_REQUEST_TIMEOUT, RANKGATE_PUBLISH_DEADLINE, RANKGATE_GITHUB_BUDGET): a positive plain
 * decimal, else the default. These are for slow GitHub Enterprise servers, and for tests of the timeouts.
 */
export function secondsFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = decimalOrNaN(raw.trim());
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/**
 * The HTTP client's own waits from the environment: RANKGATE_REQUEST_TIMEOUT (seconds one request may take) and
 * RANKGATE_RETRY_BASE_MS (milliseconds a second of retry or rate-limit waiting lasts: a plain integer ≥ 0; the tests'
 * fake GitHub fails on purpose and need not be waited for). Unset or malformed: the client's defaults.
 */
export function clientWaitsFromEnv(env: NodeJS.ProcessEnv): ClientWaits {
  const waits: ClientWaits = {};
  const timeoutS = secondsFromEnv(env, 'RANKGATE_REQUEST_TIMEOUT', Number.NaN);
  if (!Number.isNaN(timeoutS)) waits.timeoutS = timeoutS;
  const base = env['RANKGATE_RETRY_BASE_MS']?.trim() ?? '';
  if (/^\d+$/.test(base)) waits.retryBaseMs = Number(base);
  return waits;
}
