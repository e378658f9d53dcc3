// The fake GitHub against GitHub's published REST description (rest-description.ts): that the check itself catches
// what it is for — an invented route, an undocumented status, a field of the wrong type or null where GitHub never
// sends null, a request body GitHub would refuse. Every test's fake then runs it over what it exchanged when it stops.
import { describe, expect, it } from 'vitest';
import type { Recorded } from './fake-github.js';
import { DESCRIPTION_SOURCE, descriptionProblems, operationOf } from './rest-description.js';

const ex = (r: Partial<Recorded> & Pick<Recorded, 'method' | 'path' | 'status'>): Recorded => ({
  authorization: 'token x',
  ...r,
});

describe("GitHub's REST description as the fake's yardstick", () => {
  it('comes from @octokit/openapi', () => {
    expect(DESCRIPTION_SOURCE).toMatch(
      /^@octokit\/openapi \d+\.\d+\.\d+, generated\/api\.github\.com\.deref\.json \(MIT/,
    );
  });

  it('finds the operation of a request: a file path or a ref with slashes is one parameter', () => {
    expect(operationOf('GET', '/repos/acme/search/contents/examples/help-center/qrels.txt')).toBe(
      'GET /repos/{owner}/{repo}/contents/{path}',
    );
    expect(operationOf('GET', '/repos/acme/search/git/ref/heads/rankgate/history')).toBe(
      'GET /repos/{owner}/{repo}/git/ref/{ref}',
    );
    expect(operationOf('PATCH', '/repos/acme/search/issues/comments/5')).toBe(
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    );
    expect(operationOf('POST', '/repos/acme/search/issues/comments/5')).toBeNull();
    expect(operationOf('GET', '/repos/acme/search/issues/7/comments')).toBe(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    );
  });

  it('refuses a route GitHub does not have, and a status the operation does not document', () => {
    expect(descriptionProblems([ex({ method: 'GET', path: '/repos/a/b/comments/7', status: 200 })])).toEqual([
      "GET /repos/a/b/comments/7: no such operation in GitHub's REST API",
    ]);
    // get-ref documents 200, 404 and 409: a 422 there is the fake's invention.
    expect(descriptionProblems([ex({ method: 'GET', path: '/repos/a/b/git/ref/heads/x', status: 422 })])).toEqual([
      'GET /repos/a/b/git/ref/heads/x: answered 422; git/get-ref documents 200, 404, 409',
    ]);
    // 401, 403, 404, 429 and 5xx come on any route.
    for (const status of [401, 403, 404, 429, 502])
      expect(descriptionProblems([ex({ method: 'DELETE', path: '/repos/a/b/issues/comments/1', status })])).toEqual([]);
  });

  it('refuses an answer field of another type, or null where GitHub never sends null', () => {
    const answer = [{ id: '5', body: 'x', user: null, html_url: null }];
    expect(
      descriptionProblems([ex({ method: 'GET', path: '/repos/a/b/issues/7/comments', status: 200, answer })]),
    ).toEqual([
      'GET /repos/a/b/issues/7/comments 200 answer[0].id is string, documented integer',
      'GET /repos/a/b/issues/7/comments 200 answer[0].html_url is null, which GitHub never sends',
    ]);
    // A comment's user may be null (a deleted account): documented, so not a problem.
    expect(
      descriptionProblems([
        ex({ method: 'GET', path: '/repos/a/b/issues/7/comments', status: 200, answer: [{ id: 5, user: null }] }),
      ]),
    ).toEqual([]);
  });

  it('lets an error answer carry more than its documented shape (GitHub adds `status`), but not a field of the wrong type', () => {
    const refused = {
      message: 'Repository rule violations found',
      documentation_url: 'https://docs.github.com',
      status: '422',
    };
    expect(
      descriptionProblems([ex({ method: 'POST', path: '/repos/a/b/git/refs', status: 422, answer: refused })]),
    ).toEqual([]);
    expect(
      descriptionProblems([ex({ method: 'POST', path: '/repos/a/b/git/refs', status: 422, answer: { message: 3 } })]),
    ).toEqual(['POST /repos/a/b/git/refs 422 answer.message is integer, documented string']);
    // A success answer may not invent a field.
    expect(
      descriptionProblems([
        ex({ method: 'POST', path: '/repos/a/b/git/refs', status: 201, answer: { ref: 'refs/heads/x', invented: 1 } }),
      ]),
    ).toEqual(['POST /repos/a/b/git/refs 201 answer.invented is not a documented property']);
  });

  it("refuses what GitHub would refuse of rankgate's requests: a missing required property, an unknown one, a wrong type, an undocumented query parameter", () => {
    const body = { message: 7, sha: 'abc', extra: true };
    expect(
      descriptionProblems([ex({ method: 'PUT', path: '/repos/a/b/contents/x.jsonl', status: 201, body })]),
    ).toEqual([
      'PUT /repos/a/b/contents/x.jsonl request.content is required',
      'PUT /repos/a/b/contents/x.jsonl request.message is integer, documented string',
      'PUT /repos/a/b/contents/x.jsonl request.extra is not a documented property',
    ]);
    expect(
      descriptionProblems([
        ex({ method: 'GET', path: '/repos/a/b/issues/7/comments?per_page=100&sort=desc', status: 200 }),
      ]),
    ).toEqual(['GET /repos/a/b/issues/7/comments: query parameter sort is not documented for issues/list-comments']);
  });

  it('leaves alone what is not the REST API (GraphQL, the artifact service, blob storage) and requests never answered', () => {
    expect(
      descriptionProblems([
        ex({ method: 'POST', path: '/graphql', status: 200 }),
        ex({
          method: 'POST',
          path: '/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact',
          status: 200,
        }),
        ex({ method: 'GET', path: '/repos/a/b/nothing', status: 0 }),
      ]),
    ).toEqual([]);
  });
});
