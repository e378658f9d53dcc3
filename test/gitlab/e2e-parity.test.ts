import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGitLabCi } from '../../src/gitlab/run.js';
import { commentMarker } from '../../src/report/marker.js';
import { FakeGitHub } from '../github/fake-github.js';
import { IN_PROCESS, gitWorkspace, runAction } from '../github/harness.js';
import { FakeGitLab } from './fake-gitlab.js';

/**
 * The seam's promise: the same data gives the same verdict, note and report on either forge. One checkout (the example
 * committed as the base, the change as the head) is gated as a GitHub pull request by the action and as a GitLab merge
 * request by `rankgate ci`, each against its own fake; only the forge's links and words may differ.
 */

const CONTRACT = 'examples/help-center/rankgate.yml';
const FAILING = 'examples/help-center/candidate.trec';
const TOKEN = 'glpat-parityToken0123456789';
const NUMBER = 7;

let gl: FakeGitLab;
let gh: FakeGitHub;
afterEach(async () => {
  await gl?.stop();
  await gh?.stop();
});

/** The next steps that name the forge: what a change request is called, how a label re-runs the check, the links. */
const FORGE_LINES = ['- **If the trade-off is intended:**', '- **Reproduce locally:**', '- **Details:**'];
/** The note's lines but those. */
const withoutForgeLines = (body: string) => body.split('\n').filter((l) => !FORGE_LINES.some((p) => l.startsWith(p)));

describe('the same merge request on GitLab and pull request on GitHub', () => {
  it('gives the same verdict, the same report.json and the same note apart from the next steps that name the forge', async () => {
    const w = gitWorkspace(() => {});

    gh = new FakeGitHub();
    await gh.start();
    const github = await runAction({
      node: IN_PROCESS,
      workspace: w.ws,
      api: gh.url,
      eventName: 'pull_request',
      payload: {
        pull_request: {
          number: NUMBER,
          head: { sha: 'c'.repeat(40), repo: { full_name: 'acme/search' } },
          base: { sha: w.base, ref: 'main', repo: { full_name: 'acme/search' } },
          labels: [],
        },
        repository: { full_name: 'acme/search' },
      },
      inputs: { contract: CONTRACT, run: FAILING },
    });
    const ghReport = readFileSync(github.outputs['report']!, 'utf8');
    const ghNote = gh.commentsOn(NUMBER)[0]!.body;

    gl = new FakeGitLab();
    await gl.start();
    gl.addUser(TOKEN, { id: 99, username: 'project_42_bot_0a1b2c', scopes: ['api'], bot: true });
    const head = gl.push('tune', { 'NOTES.md': 'tuned\n' });
    gl.mergeRequests.set(NUMBER, {
      iid: NUMBER,
      labels: [],
      sourceBranch: 'tune',
      targetBranch: 'main',
      sourceProjectId: 42,
      baseSha: w.base,
      headSha: head,
    });
    const log: string[] = [];
    const code = await runGitLabCi(
      {
        GITLAB_CI: 'true',
        CI_API_V4_URL: gl.apiUrl,
        CI_SERVER_URL: 'https://gitlab.example',
        CI_PROJECT_ID: '42',
        CI_PROJECT_PATH: 'acme/search',
        CI_PROJECT_URL: 'https://gitlab.example/acme/search',
        CI_DEFAULT_BRANCH: 'main',
        CI_COMMIT_SHA: 'c'.repeat(40),
        CI_JOB_URL: 'https://gitlab.example/acme/search/-/jobs/901',
        CI_PROJECT_DIR: w.ws,
        CI_PIPELINE_SOURCE: 'merge_request_event',
        CI_MERGE_REQUEST_IID: String(NUMBER),
        CI_MERGE_REQUEST_PROJECT_ID: '42',
        CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'tune',
        CI_MERGE_REQUEST_DIFF_BASE_SHA: w.base,
        RANKGATE_CONTRACT: CONTRACT,
        RANKGATE_RUN: FAILING,
        RANKGATE_GITLAB_TOKEN: TOKEN,
      },
      { line: (l) => log.push(l) },
    );
    const glReport = readFileSync(join(w.ws, 'rankgate-report/help-center/report.json'), 'utf8');
    const glNote = gl.notesOn(NUMBER)[0]!.body;

    expect(github.code).toBe(1);
    expect(code).toBe(1);
    expect(github.outputs['verdict']).toBe('fail');
    expect(glReport).toBe(ghReport);
    expect(glNote.startsWith(commentMarker('help-center'))).toBe(true);
    // Measured on the example: the two notes differ in three lines of the next steps, each naming the forge.
    expect(withoutForgeLines(glNote)).toEqual(withoutForgeLines(ghNote));
    expect(withoutForgeLines(glNote).length).toBeGreaterThan(40);
    expect(glNote.split('\n').length - withoutForgeLines(glNote).length).toBe(3);
    expect(glNote).toContain(
      '- **If the trade-off is intended:** add the label `rankgate: accept` to this merge request, then run its pipeline again (adding a label starts none)',
    );
    expect(glNote).toContain('- **Reproduce locally:** from the repository root with this merge request checked out;');
    expect(glNote).toContain('· [job](https://gitlab.example/acme/search/-/jobs/901)');
    expect(glNote).toContain(
      '- **Details:** [report.html](https://gitlab.example/acme/search/-/jobs/901/artifacts/file/rankgate-report/help-center/report.html) (opens in the browser)',
    );
    expect(glNote).not.toContain('github.com');
  });
});
