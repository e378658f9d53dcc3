// Timeouts on every GitHub request and the publishing deadline (github/client.ts, github/deadline.ts), against the
// loopback fake GitHub answering nothing. The action-level runs are in test/adversarial/action.test.ts.
import { describe, it, expect, afterEach } from 'vitest';
import { createClient } from '../../src/github/client.js';
import { secondsFromEnv, settlesWithin } from '../../src/github/deadline.js';
import { FakeGitHub } from './fake-github.js';

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
  it('a request GitHub never answers fails after the timeout (here 0.3 s, retries off for the test)', async () => {
    const f = await hanging();
    const octokit = createClient('ghs_x', f.url, { timeoutS: 0.3 });
    const t = performance.now();
    const err = await octokit.request('GET /repos/{owner}/{repo}/issues/{n}/comments', { owner: 'a', repo: 'b', n: 1, request: { retries: 0 } }).catch((e: Error) => e);
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
});
