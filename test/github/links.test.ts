// The links in a report's next steps come from the runner's environment and the artifact service, checked part by part.
import { describe, it, expect } from 'vitest';
import { artifactUrl, baseBranch, reportContext, runUrl } from '../../src/github/links.js';

const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/search', GITHUB_RUN_ID: '4242' };

describe('links', () => {
  it("the run and an artifact, on the runner's server", () => {
    expect(runUrl(env)).toBe('https://github.com/acme/search/actions/runs/4242');
    expect(artifactUrl(env, '4242', 17)).toBe('https://github.com/acme/search/actions/runs/4242/artifacts/17');
    expect(runUrl({ ...env, GITHUB_SERVER_URL: 'https://ghe.example.com:8443/' })).toBe(
      'https://ghe.example.com:8443/acme/search/actions/runs/4242',
    );
    expect(runUrl(env, '900')).toBe('https://github.com/acme/search/actions/runs/900');
  });

  it('no link from parts outside their alphabet', () => {
    expect(runUrl({ ...env, GITHUB_REPOSITORY: 'acme/search)[x](http://evil' })).toBeNull();
    expect(runUrl({ ...env, GITHUB_RUN_ID: '42 ' })).toBeNull();
    expect(runUrl({ ...env, GITHUB_SERVER_URL: 'javascript:alert(1)' })).toBeNull();
    expect(runUrl({ ...env, GITHUB_SERVER_URL: 'not a url' })).toBeNull();
    expect(artifactUrl(env, '4242', 0)).toBeNull();
    expect(artifactUrl(env, '4242', 1.5)).toBeNull();
  });

  it('the base branch only when a shell and Markdown read it as the name it is', () => {
    const pr = (ref: unknown) => ({ pull_request: { base: { ref } } });
    expect(baseBranch(pr('main'))).toBe('main');
    expect(baseBranch(pr('release/2.1'))).toBe('release/2.1');
    for (const bad of ['main;rm -rf x', 'a`b`', '$(id)', 'a..b', '/abs', 'with space', 42, undefined])
      expect(baseBranch(pr(bad)), String(bad)).toBeUndefined();
    expect(baseBranch({})).toBeUndefined();
  });

  it('the context before and after the upload', () => {
    const before = reportContext(env, {
      payload: { pull_request: { base: { ref: 'main' } } },
      acceptLabel: 'rankgate: accept',
      artifact: { name: 'rankgate-x', runFile: 'c.trec' },
    });
    expect(before).toEqual({
      links: { run: 'https://github.com/acme/search/actions/runs/4242' },
      runId: '4242',
      artifact: { name: 'rankgate-x', runFile: 'c.trec' },
      repository: 'acme/search',
      baseBranch: 'main',
      acceptLabel: 'rankgate: accept',
    });
    const after = reportContext(env, {
      payload: {},
      acceptLabel: '',
      artifact: null,
      uploaded: { zip: 3, html: null },
    });
    expect(after).toEqual({
      links: {
        run: 'https://github.com/acme/search/actions/runs/4242',
        artifact: 'https://github.com/acme/search/actions/runs/4242/artifacts/3',
      },
      runId: '4242',
      repository: 'acme/search',
      acceptLabel: null,
    });
  });
});
