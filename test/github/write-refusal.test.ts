// A write GitHub refuses for good (a repository rule) is told apart from a race with another writer
// (api-errors.ts writeConflict): the race is retried from a fresh read, the refusal stops at once with its fix.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/github/client.js';
import { appendHistory } from '../../src/github/history.js';
import { isRuleRefusal, writeConflict } from '../../src/github/api-errors.js';
import { writeRefusalAdvice } from '../../src/github/advice.js';
import { HISTORY_SCHEMA, type HistoryRecord } from '../../src/pipeline/history.js';
import { FakeGitHub } from './fake-github.js';

const REPO = { owner: 'acme', repo: 'search' };
const BRANCH = 'rankgate-data';
const record: HistoryRecord = {
  schema: HISTORY_SCHEMA,
  gate: 'help-center',
  commit: 'a'.repeat(40),
  date: '2026-11-02T10:00:00Z',
  branch: 'main',
  contract: 'c1',
  corpus: null,
  primary: 'ndcg@10',
  tool: '0.1.0',
  queries: { judged: 3, evaluated: 3 },
  slices: [{ name: 'all', queries: 3, means: { 'ndcg@10': 0.5 } }],
};
/** No waits between conflict rounds: the test counts rounds, it does not time them. */
const NO_WAIT = { sleep: async () => {} };

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
});
async function start(opts: ConstructorParameters<typeof FakeGitHub>[0] = {}): Promise<FakeGitHub> {
  fake = new FakeGitHub(opts);
  await fake.start();
  return fake;
}
const client = () => createClient('ghs_x', fake!.url, { retryBaseMs: 5 });
const err = (status: number, message: string) => ({ status, response: { data: { message } } });

describe("writeConflict: GitHub's answer decides race or refusal", () => {
  it.each([
    [409, `help-center/history.jsonl does not match ${'b'.repeat(40)}`, 'race'],
    [409, `refs/heads/main expected to be at ${'e'.repeat(40)}`, 'race'],
    [422, 'Invalid request.\n\n"sha" wasn\'t supplied.', 'race'],
    [422, 'Reference already exists', 'race'],
    [409, 'Repository rule violations found\n\nChanges must be made through a pull request.\n\n', 'refused'],
    [422, 'Repository rule violations found\n\nCannot create ref due to creations being restricted.\n\n', 'refused'],
    [422, 'Validation Failed', 'refused'],
    [403, 'Resource not accessible by integration', null],
  ] as const)('%i %j → %s', (status, message, kind) => {
    expect(writeConflict(err(status, message))).toBe(kind);
  });

  it("the advice for a rule names the branch, GitHub's reason and what to change; permissions are not it", () => {
    const e = err(409, 'Repository rule violations found\n\nChanges must be made through a pull request.\n\n');
    expect(isRuleRefusal(e)).toBe(true);
    expect(writeRefusalAdvice(e, 'rankgate-data', 'or set `history-branch:` to a branch no rule covers.')).toBe(
      'A repository rule or branch protection on rankgate-data refused the write (Changes must be made through a pull request.); it was not retried, and permissions cannot change it. ' +
        "Exclude rankgate-data from the ruleset (Settings → Rules → Rulesets) or add the workflow's actor (GitHub Actions, or your GitHub App) to its bypass list; or set `history-branch:` to a branch no rule covers.",
    );
    expect(writeRefusalAdvice(err(409, `x does not match ${'b'.repeat(40)}`), 'b', '')).toBeNull();
    expect(writeRefusalAdvice(err(403, 'Resource not accessible by integration'), 'b', '')).toBeNull();
  });
});

describe('appendHistory against a ruleset', () => {
  it('an existing data branch a rule protects: one refused PUT, no retry', async () => {
    const f = await start({ ruleProtected: [BRANCH] });
    f.writeFile(BRANCH, 'help-center/history.jsonl', Buffer.from(''));
    const e = await appendHistory(client(), REPO, BRANCH, record, NO_WAIT).catch((x: unknown) => x);
    expect(isRuleRefusal(e)).toBe(true);
    expect(f.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 200', 'PUT 409']);
    // The PUT carried the new line: the rule, not the request, was the problem.
    const put = f.requests[1]!.body as { content: string; branch: string };
    expect(put.branch).toBe(BRANCH);
    expect(Buffer.from(put.content, 'base64').toString('utf8')).toBe(`${JSON.stringify(record)}\n`);
  });

  it('a rule that restricts creating the branch: one tree, one commit, one refused ref; no rounds of orphan objects', async () => {
    const f = await start({ ruleProtected: [BRANCH] });
    const e = await appendHistory(client(), REPO, BRANCH, record, NO_WAIT).catch((x: unknown) => x);
    expect(writeConflict(e)).toBe('refused');
    expect(
      f.requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.path, f.url).pathname)} ${r.status}`),
    ).toEqual([
      `GET /repos/acme/search/contents/help-center/history.jsonl 404`,
      `GET /repos/acme/search/git/ref/heads/${BRANCH} 404`,
      'POST /repos/acme/search/git/trees 201',
      'POST /repos/acme/search/git/commits 201',
      'POST /repos/acme/search/git/refs 422',
    ]);
    expect(f.branches.has(BRANCH)).toBe(false);
  });

  it('a race (another writer changed the file) is still read again and retried', async () => {
    const f = await start();
    f.writeFile(BRANCH, 'help-center/history.jsonl', Buffer.from(''));
    // The first PUT answers as GitHub does when the blob moved on meanwhile.
    f.faults.push({
      method: 'PUT',
      path: /contents/,
      status: 409,
      times: 1,
      body: { message: `help-center/history.jsonl does not match ${'0'.repeat(40)}` },
    });
    const res = await appendHistory(client(), REPO, BRANCH, record, NO_WAIT);
    expect(res).toMatchObject({ action: 'appended', conflicts: 1 });
    expect(f.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 200', 'PUT 409', 'GET 200', 'PUT 200']);
  });
});
