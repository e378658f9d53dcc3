import { describe, expect, it } from 'vitest';
import { chooseToken, isGitLabCi, readGitLabContext } from '../../src/gitlab/context.js';
import type { InputError } from '../../src/errors.js';

const SHA = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

/** The variables GitLab sets in a merge-request pipeline (names and shapes from GitLab's predefined-variables list). */
const mrEnv = (over: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  GITLAB_CI: 'true',
  CI_API_V4_URL: 'https://gitlab.example/api/v4',
  CI_SERVER_URL: 'https://gitlab.example',
  CI_PROJECT_ID: '42',
  CI_PROJECT_PATH: 'acme/search',
  CI_PROJECT_URL: 'https://gitlab.example/acme/search',
  CI_DEFAULT_BRANCH: 'main',
  CI_PIPELINE_SOURCE: 'merge_request_event',
  CI_COMMIT_SHA: SHA.toUpperCase(),
  CI_MERGE_REQUEST_IID: '7',
  CI_MERGE_REQUEST_PROJECT_ID: '42',
  CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
  CI_MERGE_REQUEST_DIFF_BASE_SHA: BASE,
  CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
  CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/boost-titles',
  CI_MERGE_REQUEST_LABELS: 'rankgate: accept,search',
  CI_COMMIT_TIMESTAMP: '2026-11-30T09:15:00+01:00',
  CI_JOB_ID: '1234',
  CI_JOB_URL: 'https://gitlab.example/acme/search/-/jobs/1234',
  CI_PROJECT_DIR: '/builds/acme/search',
  ...over,
});

describe('readGitLabContext', () => {
  it('reads a merge-request pipeline', () => {
    const c = readGitLabContext(mrEnv());
    expect(isGitLabCi(mrEnv())).toBe(true);
    expect(c).toEqual({
      apiUrl: 'https://gitlab.example/api/v4',
      serverUrl: 'https://gitlab.example',
      project: { id: 42, path: 'acme/search', url: 'https://gitlab.example/acme/search' },
      defaultBranch: 'main',
      event: {
        kind: 'merge_request',
        iid: 7,
        projectId: 42,
        sourceProjectId: 42,
        fork: false,
        diffBaseSha: BASE,
        targetBranch: 'main',
        sourceBranch: 'feature/boost-titles',
        labels: ['rankgate: accept', 'search'],
        commitSha: SHA,
        timestamp: '2026-11-30T09:15:00+01:00',
      },
      job: { id: 1234, url: 'https://gitlab.example/acme/search/-/jobs/1234' },
      projectDir: '/builds/acme/search',
    });
  });

  it('tells a merge request from a fork by its source project', () => {
    const c = readGitLabContext(
      mrEnv({ CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '99', CI_MERGE_REQUEST_LABELS: undefined }),
    );
    expect(c.event).toMatchObject({
      kind: 'merge_request',
      projectId: 42,
      sourceProjectId: 99,
      fork: true,
      labels: [],
    });
  });

  it('reads a push to the default branch, another branch, a tag and a schedule', () => {
    const push = (over: Record<string, string | undefined>) =>
      readGitLabContext(
        mrEnv({
          CI_PIPELINE_SOURCE: 'push',
          CI_MERGE_REQUEST_IID: undefined,
          CI_COMMIT_TIMESTAMP: '2024-05-01T10:20:30+02:00',
          ...over,
        }),
      ).event;
    expect(push({ CI_COMMIT_BRANCH: 'main' })).toEqual({
      kind: 'push',
      branch: 'main',
      toDefault: true,
      commitSha: SHA,
      timestamp: '2024-05-01T10:20:30+02:00',
    });
    expect(push({ CI_COMMIT_BRANCH: 'dev' })).toMatchObject({ kind: 'push', branch: 'dev', toDefault: false });
    expect(push({ CI_COMMIT_TAG: 'v1' })).toEqual({ kind: 'other', source: 'push' });
    expect(push({ CI_PIPELINE_SOURCE: 'schedule', CI_COMMIT_BRANCH: 'main' })).toEqual({
      kind: 'other',
      source: 'schedule',
    });
  });

  it('refuses hostile or missing values, naming the variable', () => {
    const err = (over: Record<string, string | undefined>) => {
      try {
        readGitLabContext(mrEnv(over));
      } catch (e) {
        return (e as InputError).format();
      }
      return 'no error';
    };
    expect(err({ CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'x\u001b[31m' })).toBe(
      'the GitLab CI variable CI_MERGE_REQUEST_SOURCE_BRANCH_NAME is "x\\u{1B}[31m", not a git branch name (no spaces, control characters, "..", "~^:?*[\\" or a trailing ".lock") (GitLab sets it; check the job does not override it)',
    );
    expect(err({ CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'a..b' })).toMatch(
      /SOURCE_BRANCH_NAME is "a\.\.b", not a git branch name/,
    );
    expect(err({ CI_API_V4_URL: 'https://user:pw@gitlab.example/api/v4' })).toMatch(
      /CI_API_V4_URL .* not an http\(s\) URL without credentials/,
    );
    expect(err({ CI_API_V4_URL: 'file:///etc/passwd' })).toMatch(/CI_API_V4_URL/);
    expect(err({ CI_PROJECT_ID: '42; rm' })).toMatch(/CI_PROJECT_ID is "42; rm", not a positive whole number/);
    expect(err({ CI_COMMIT_SHA: 'HEAD' })).toMatch(
      /CI_COMMIT_SHA is "HEAD", not a 40- \(or 64-\) hex-digit commit SHA/,
    );
    expect(err({ CI_MERGE_REQUEST_LABELS: 'ok,\u202eevil' })).toMatch(
      /CI_MERGE_REQUEST_LABELS .* not a label without control or invisible characters/,
    );
    expect(err({ CI_MERGE_REQUEST_IID: undefined })).toBe(
      'the GitLab CI variable CI_MERGE_REQUEST_IID is not set (run rankgate in a GitLab CI job (GitLab sets it), or set it when running by hand)',
    );
  });
});

describe('chooseToken', () => {
  it('prefers RANKGATE_GITLAB_TOKEN over GITLAB_TOKEN', () => {
    expect(chooseToken({ RANKGATE_GITLAB_TOKEN: 'glpat-a', GITLAB_TOKEN: 'glpat-b' })).toEqual({
      token: 'glpat-a',
      from: 'RANKGATE_GITLAB_TOKEN',
    });
    expect(chooseToken({ GITLAB_TOKEN: 'glpat-b', CI_JOB_TOKEN: 'j' })).toEqual({
      token: 'glpat-b',
      from: 'GITLAB_TOKEN',
    });
  });

  it('says clearly that a job token alone cannot write notes', () => {
    const c = chooseToken({ CI_JOB_TOKEN: 'job' });
    expect(c.token).toBeNull();
    expect(c.token === null && c.why).toBe(
      'only CI_JOB_TOKEN is available, and a job token cannot write merge-request notes or commit history: create a project access token with the api scope and the Developer role (Settings > Access tokens) and store it as a masked CI/CD variable RANKGATE_GITLAB_TOKEN',
    );
    expect(chooseToken({})).toMatchObject({ token: null, why: expect.stringMatching(/^no GitLab token is set: /) });
  });

  it('refuses a token with a line break (a pasted value with more than the token)', () => {
    expect(() => chooseToken({ RANKGATE_GITLAB_TOKEN: 'glpat-a\nx' })).toThrow(
      /RANKGATE_GITLAB_TOKEN holds characters a GitLab token never has/,
    );
  });
});
