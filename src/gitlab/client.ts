import { fixFor, GitLabAborted, GitLabError, messageOf } from './errors.js';

/**
 * A thin client for GitLab's REST API v4 over Node's fetch. @gitbeaker/rest was measured and not used: it adds about
 * 550 KB to the bundle for the dozen endpoints rankgate calls, retries a 429 after fixed millisecond waits without
 * reading Retry-After, retries no 5xx but 502, and turns the caller's abort into a timeout that cannot be told apart.
 *
 * Every request is bounded: a per-request timeout over headers and body, and the caller's AbortSignal (its total
 * deadline), which also cuts short any wait between retries. A 429 waits as long as GitLab asks (Retry-After, else
 * RateLimit-Reset) when that fits `maxWaitMs`; a 5xx, a timeout or a refused connection is retried a little; a 4xx
 * never is: it needs a fix, not patience.
 */

export interface ClientOptions {
  /** CI_API_V4_URL, e.g. https://gitlab.com/api/v4. */
  apiUrl: string;
  token: string;
  /** `private`: PRIVATE-TOKEN (personal, project or group access token); `job`: JOB-TOKEN (CI_JOB_TOKEN). */
  tokenKind?: 'private' | 'job';
  /** The caller's deadline: aborting it stops the request in flight and every retry. */
  signal?: AbortSignal;
  /** Milliseconds one request (headers and body) may take; default 30,000. */
  timeoutMs?: number;
  /** Retries after a 5xx, a timeout or a network error; default 2 (waits retryBaseMs × 1, × 4). */
  retries?: number;
  retryBaseMs?: number;
  /** Retries after a 429; default 2. */
  rateLimitRetries?: number;
  /** The longest single wait a 429 may ask for; longer is reported, not waited for. Default 60,000. */
  maxWaitMs?: number;
  /** Now in ms since the epoch, only to read RateLimit-Reset (an epoch time) when Retry-After is absent. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface GitLabClient {
  readonly apiUrl: string;
  /** One request; a non-2xx answer throws GitLabError. */
  request(method: string, path: string, o?: RequestOptions): Promise<Answer>;
  /** The JSON body of a GET, or of a write when `o.body` is given. */
  json(method: string, path: string, o?: RequestOptions): Promise<unknown>;
  /** Every item of a paginated GET (per_page=100), following X-Next-Page, else the Link header's next. */
  all(path: string, query?: Record<string, string | number | undefined>): Promise<unknown[]>;
}

/** More pages than this (100,000 items at 100 a page) is a server that never ends its list. */
const MAX_PAGES = 1000;

const abortableSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Seconds to wait before retrying a 429: Retry-After (delta seconds), else RateLimit-Reset (epoch seconds) − now. */
export function rateLimitWaitMs(headers: Headers, now: () => number): number | null {
  const after = headers.get('retry-after');
  if (after !== null && /^\d{1,7}$/.test(after.trim())) return Number(after.trim()) * 1000;
  const reset = headers.get('ratelimit-reset');
  if (reset !== null && /^\d{1,12}$/.test(reset.trim())) return Math.max(0, Number(reset.trim()) * 1000 - now());
  return null;
}

export function createClient(o: ClientOptions): GitLabClient {
  const base = o.apiUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  const timeoutMs = o.timeoutMs ?? 30_000;
  const retries = o.retries ?? 2;
  const retryBaseMs = o.retryBaseMs ?? 1000;
  const rateLimitRetries = o.rateLimitRetries ?? 2;
  const maxWaitMs = o.maxWaitMs ?? 60_000;
  const now = o.now ?? (() => Date.now());
  const sleep = o.sleep ?? abortableSleep;
  const auth: Record<string, string> = o.tokenKind === 'job' ? { 'JOB-TOKEN': o.token } : { 'PRIVATE-TOKEN': o.token };

  const urlOf = (path: string, query?: RequestOptions['query']): URL => {
    const u = new URL(base + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
    return u;
  };

  /** One exchange, its body read under the same timer so a server that stalls after the headers is cut off too. */
  const once = async (method: string, url: URL, body: string | undefined): Promise<Answer | 'timeout' | Error> => {
    const timer = new AbortController();
    const t = setTimeout(() => timer.abort(), timeoutMs);
    const signal = o.signal ? AbortSignal.any([o.signal, timer.signal]) : timer.signal;
    try {
      const res = await fetch(url, {
        method,
        headers:
          body === undefined
            ? { ...auth, accept: 'application/json' }
            : { ...auth, accept: 'application/json', 'content-type': 'application/json' },
        body,
        signal,
        redirect: 'error',
      });
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    } catch (e) {
      if (o.signal?.aborted) throw new GitLabAborted(method, url.pathname);
      return timer.signal.aborted ? 'timeout' : (e as Error);
    } finally {
      clearTimeout(t);
    }
  };

  const request = async (method: string, path: string, ro: RequestOptions = {}): Promise<Answer> => {
    const url = urlOf(path, ro.query);
    const shown = url.pathname.slice(basePath.length);
    const body = ro.body === undefined ? undefined : JSON.stringify(ro.body);
    let failures = 0;
    let limited = 0;
    for (;;) {
      if (o.signal?.aborted) throw new GitLabAborted(method, shown);
      const a = await once(method, url, body);
      if (a === 'timeout' || a instanceof Error) {
        if (failures++ < retries) {
          await sleep(retryBaseMs * failures * failures, o.signal);
          continue;
        }
        const why =
          a === 'timeout'
            ? `GitLab did not answer within ${timeoutMs / 1000} s`
            : `no answer (${String((a.cause as Error | undefined)?.message ?? a.message).slice(0, 200)})`;
        throw new GitLabError(null, why, method, shown, fixFor(null, ''));
      }
      if (a.status >= 200 && a.status < 300) return a;
      const message = messageOf(a.body.toString('utf8'));
      if (a.status === 429) {
        const wait = rateLimitWaitMs(a.headers, now);
        if (limited++ < rateLimitRetries && wait !== null && wait <= maxWaitMs) {
          await sleep(wait, o.signal);
          continue;
        }
        const s = wait === null ? null : Math.ceil(wait / 1000);
        throw new GitLabError(
          429,
          `${message}${s === null ? '' : ` (resets in ${s} s)`}`,
          method,
          shown,
          fixFor(429, message),
          s,
        );
      }
      if (a.status >= 500 && failures++ < retries) {
        await sleep(retryBaseMs * failures * failures, o.signal);
        continue;
      }
      throw new GitLabError(a.status, message, method, shown, fixFor(a.status, message));
    }
  };

  const json = async (method: string, path: string, ro: RequestOptions = {}): Promise<unknown> => {
    const a = await request(method, path, ro);
    if (a.status === 204 || a.body.length === 0) return null;
    try {
      return JSON.parse(a.body.toString('utf8'));
    } catch {
      throw new GitLabError(
        a.status,
        'the answer is not JSON',
        method,
        path,
        "check that CI_API_V4_URL points at GitLab's API (…/api/v4)",
      );
    }
  };

  const all = async (path: string, query: Record<string, string | number | undefined> = {}): Promise<unknown[]> => {
    const items: unknown[] = [];
    let url: URL | null = urlOf(path, { ...query, per_page: 100, page: 1 });
    for (let pages = 0; url !== null; pages++) {
      if (pages >= MAX_PAGES)
        throw new GitLabError(200, `more than ${MAX_PAGES} pages`, 'GET', path, 'GitLab kept announcing a next page');
      const a = await request('GET', url.pathname.slice(basePath.length), {
        query: Object.fromEntries(url.searchParams),
      });
      const page = JSON.parse(a.body.toString('utf8')) as unknown;
      if (!Array.isArray(page))
        throw new GitLabError(
          a.status,
          'a list page is not a JSON array',
          'GET',
          path,
          "check that CI_API_V4_URL points at GitLab's API (…/api/v4)",
        );
      items.push(...page);
      url = nextPage(a.headers, url, origin, basePath);
    }
    return items;
  };

  return { apiUrl: base, request, json, all };
}

/**
 * The next page's URL. X-Next-Page is GitLab's offset pagination (empty on the last page); the Link header's
 * rel="next" serves keyset pagination and servers that omit X-Next-Page. A next link outside the API (another origin)
 * is not followed: the token would go with it.
 */
export function nextPage(headers: Headers, current: URL, origin: string, basePath: string): URL | null {
  const x = headers.get('x-next-page');
  if (x !== null) {
    const n = x.trim();
    if (n === '') return null;
    if (!/^\d{1,6}$/.test(n) || Number(n) <= Number(current.searchParams.get('page') ?? '1')) return null;
    const u = new URL(current);
    u.searchParams.set('page', n);
    return u;
  }
  const link = headers.get('link');
  const m = link ? /<([^>]+)>;\s*rel="next"/.exec(link) : null;
  if (!m) return null;
  let u: URL;
  try {
    u = new URL(m[1]!);
  } catch {
    return null;
  }
  return u.origin === origin && u.pathname.startsWith(`${basePath}/`) ? u : null;
}
