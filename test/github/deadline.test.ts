// Timeouts on every GitHub request and the publishing deadline (github/client.ts, github/deadline.ts), against the
// loopback fake GitHub answering nothing. The action-level runs are in test/adversarial/action.test.ts.
import { describe, it, expect, afterEach } from 'vitest';
import { createClient } from '../../src/github/client.js';
import { clientWaitsFromEnv, secondsFromEnv } from '../../src/github/deadline.js';
import { FakeGitHub } from './fake-github.js';
import { settlesWithin, WaitBudget } from '../../src/pipeline/wait-budget.js';

let fake: FakeGitHub | null = null;
afterEach(async () => {
  await fake?.stop();
  fake = null;
});

async function hanging(): Promise<FakeGitHub> {
  fake = new FakeGitHub();
  await fake.start();
  fake.faults.push({ path: /\/comments/, status: 0, times: 100, hang: true });
  return fake;
}

describe('request timeouts', () => {
  it('a timed-out request is not retried: one request, then the error (a server silent for the timeout is not waited for again)', async () => {
    const f = await hanging();
    const octokit = createClient('ghs_x', f.url, { timeoutS: 0.3, retryBaseMs: 5 });
    const err = await octokit.rest.issues
      .listComments({ owner: 'a', repo: 'b', issue_number: 1 })
      .catch((e: Error) => e);
    expect((err as Error).message).toBe('GitHub did not answer within 0.3 s');
    expect(f.requests.filter((r) => r.path.includes('/comments'))).toHaveLength(1);
  });

  it('a request GitHub never answers fails after the timeout (here 0.3 s, retries off for the test)', async () => {
    const f = await hanging();
    const octokit = createClient('ghs_x', f.url, { timeoutS: 0.3 });
    const t = performance.now();
    const err = await octokit
      .request('GET /repos/{owner}/{repo}/issues/{n}/comments', {
        owner: 'a',
        repo: 'b',
        n: 1,
        request: { retries: 0 },
      })
      .catch((e: Error) => e);
    const ms = performance.now() - t;
    expect((err as Error).message).toBe('GitHub did not answer within 0.3 s');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(5000);
  });

  it('the stop signal ends a request in flight at once, and it is not retried', async () => {
    const f = await hanging();
    const stop = new AbortController();
    const octokit = createClient('ghs_x', f.url, { timeoutS: 30, stop: stop.signal });
    const t = performance.now();
    const p = octokit.rest.issues.listComments({ owner: 'a', repo: 'b', issue_number: 1 }).catch((e: Error) => e);
    setTimeout(() => stop.abort(), 100);
    const err = (await p) as Error;
    expect(err.name).toBe('AbortError');
    expect(performance.now() - t).toBeLessThan(3000);
    expect(f.requests.filter((r) => r.path.includes('/comments'))).toHaveLength(1);
  });

  it('answers that do come are read whole (body and status), as without the timeout', async () => {
    fake = new FakeGitHub();
    await fake.start();
    fake.addComment(1, 'someone', 'hello');
    const octokit = createClient('ghs_x', fake.url, { timeoutS: 5 });
    const { data, status } = await octokit.rest.issues.listComments({ owner: 'a', repo: 'b', issue_number: 1 });
    expect(status).toBe(200);
    expect(data.map((c) => c.body)).toEqual(['hello']);
  });
});

describe('the total budget for waiting on GitHub', () => {
  it('ends the request in flight when spent, and later requests fail at once without reaching GitHub', async () => {
    const f = await hanging();
    const budget = new WaitBudget(400);
    // The per-request timeout (30 s) would hold the job far longer; the budget ends it.
    const octokit = createClient('ghs_x', f.url, { timeoutS: 30, retryBaseMs: 5, budget });
    const t = performance.now();
    const first = await octokit.rest.issues
      .listComments({ owner: 'a', repo: 'b', issue_number: 1 })
      .catch((e: Error) => e);
    expect(performance.now() - t).toBeGreaterThanOrEqual(350);
    expect(performance.now() - t).toBeLessThan(5000);
    expect((first as Error).name).toBe('AbortError');
    expect((first as Error).message).toBe('the 0.4 s the job may wait on the API in total ran out');
    expect(budget.exhausted).toBe(true);
    const sent = f.requests.length;
    const second = await octokit.rest.users.getAuthenticated().catch((e: Error) => e);
    expect((second as Error).message).toBe('the 0.4 s the job may wait on the API in total ran out');
    expect(f.requests.length).toBe(sent);
  });

  it('counts only time spent waiting: what happens between waits is free, and waits add up', async () => {
    let now = 0;
    const budget = new WaitBudget(1000, () => now);
    await budget.wait(async () => {
      now += 600;
    });
    now += 5000; // the comparison's own work: not waiting on the API
    expect(budget.spentMs()).toBe(600);
    expect(budget.exhausted).toBe(false);
    // Two waits at once count once (the clock runs while any is pending).
    await Promise.all([
      budget.wait(async () => {}),
      budget.wait(async () => {
        now += 300;
      }),
    ]);
    expect(budget.spentMs()).toBe(900);
    await budget.wait(async () => {
      now += 100;
    });
    expect(budget.exhausted).toBe(true);
    await expect(budget.wait(async () => 1)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('settlesWithin ends early when the budget is spent', async () => {
    const budget = new WaitBudget(50);
    const t = performance.now();
    expect(
      await settlesWithin(
        budget.wait(() => new Promise(() => {})),
        10_000,
        budget.signal,
      ),
    ).toBe(false);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});

describe('deadline helpers', () => {
  it('settlesWithin: true when the work settles (also by failing), false at the deadline', async () => {
    expect(await settlesWithin(Promise.resolve(1), 1000)).toBe(true);
    expect(await settlesWithin(Promise.reject(new Error('x')), 1000)).toBe(true);
    expect(await settlesWithin(new Promise(() => {}), 50)).toBe(false);
  });

  it('secondsFromEnv: a positive plain decimal, else the default', () => {
    expect(secondsFromEnv({ X: '2.5' }, 'X', 30)).toBe(2.5);
    for (const v of ['', '0', '-1', '0x10', 'soon', undefined]) expect(secondsFromEnv({ X: v }, 'X', 30)).toBe(30);
  });

  it("clientWaitsFromEnv: the entry reads the client's waits from the environment; malformed values keep the defaults", () => {
    expect(clientWaitsFromEnv({ RANKGATE_REQUEST_TIMEOUT: '0.5', RANKGATE_RETRY_BASE_MS: '5' })).toEqual({
      timeoutS: 0.5,
      retryBaseMs: 5,
    });
    expect(clientWaitsFromEnv({ RANKGATE_RETRY_BASE_MS: ' 0 ' })).toEqual({ retryBaseMs: 0 });
    // Unset, empty or not a plain number: nothing set, so createClient uses 30 s and 1000 ms.
    expect(clientWaitsFromEnv({})).toEqual({});
    expect(clientWaitsFromEnv({ RANKGATE_REQUEST_TIMEOUT: '0', RANKGATE_RETRY_BASE_MS: '' })).toEqual({});
    expect(clientWaitsFromEnv({ RANKGATE_REQUEST_TIMEOUT: 'soon', RANKGATE_RETRY_BASE_MS: '-5' })).toEqual({});
    expect(clientWaitsFromEnv({ RANKGATE_RETRY_BASE_MS: '1e3' })).toEqual({});
  });
});
