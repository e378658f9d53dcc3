import { describe, expect, it } from 'vitest';
import { commentFailureAdvice } from '../../src/github/advice.js';
import { eventInfo } from '../../src/github/event.js';
import { annotationsFor, outputsFor } from '../../src/pipeline/outcome.js';
import { reaches } from '../../src/compare/levels.js';
import type { Report } from '../../src/report/schema.js';

describe('eventInfo', () => {
  const repository = { full_name: 'acme/search' };
  it('tells a same-repo PR from a fork PR', () => {
    expect(
      eventInfo('pull_request', {
        pull_request: { number: 3, head: { repo: { full_name: 'acme/search' } } },
        repository,
      }),
    ).toEqual({ kind: 'pull_request', event: 'pull_request', number: 3, fork: false, headSha: null, headRef: null });
    expect(
      eventInfo('pull_request', {
        pull_request: { number: 3, head: { sha: 'AB'.repeat(20), ref: 'fix', repo: { full_name: 'acme/search' } } },
        repository,
      }),
    ).toMatchObject({ headSha: 'ab'.repeat(20), headRef: 'fix' });
    expect(
      eventInfo('pull_request', { pull_request: { number: 3, head: { sha: 'not-a-sha', ref: '' } }, repository }),
    ).toMatchObject({ headSha: null, headRef: null });
    expect(
      eventInfo('pull_request', { pull_request: { number: 3, head: { repo: { full_name: 'x/search' } } }, repository }),
    ).toMatchObject({ fork: true });
    expect(
      eventInfo('pull_request_target', { pull_request: { number: 4, head: { repo: null } }, repository }),
    ).toMatchObject({ number: 4, fork: true });
  });

  it('reads workflow_run, whose pull_requests is empty for forks', () => {
    const payload = {
      workflow_run: {
        id: 9,
        head_sha: 'abc',
        head_branch: 'fix',
        event: 'pull_request',
        head_repository: { owner: { login: 'forker' } },
        pull_requests: [],
      },
    };
    expect(eventInfo('workflow_run', payload)).toEqual({
      kind: 'workflow_run',
      runId: 9,
      headSha: 'abc',
      headOwner: 'forker',
      headBranch: 'fix',
      prNumbers: [],
      triggeredBy: 'pull_request',
    });
  });

  it('a push: its branch, whether that is the default branch, the commit and its timestamp', () => {
    const sha = '1'.repeat(40);
    const push = {
      ref: 'refs/heads/main',
      after: sha,
      head_commit: { id: sha, timestamp: '2026-11-02T10:00:00+01:00' },
      repository: { ...repository, default_branch: 'main' },
    };
    expect(eventInfo('push', push)).toEqual({
      kind: 'push',
      event: 'push',
      branch: 'main',
      toDefault: true,
      commit: sha,
      timestamp: '2026-11-02T10:00:00+01:00',
    });
    expect(eventInfo('push', { ...push, ref: 'refs/heads/feature' })).toMatchObject({
      branch: 'feature',
      toDefault: false,
    });
    // A deleted branch (after is all zeros) names no commit; a tag push is not a branch push.
    expect(eventInfo('push', { ...push, after: '0'.repeat(40), head_commit: null })).toMatchObject({
      commit: null,
      timestamp: null,
    });
    expect(eventInfo('push', { ...push, ref: 'refs/tags/v1' })).toEqual({ kind: 'other', event: 'push' });
    expect(eventInfo('push', { ...push, repository })).toMatchObject({ toDefault: false });
  });

  it('anything else has no PR', () => {
    expect(eventInfo('schedule', {})).toEqual({ kind: 'other', event: 'schedule' });
  });
});

describe('commentFailureAdvice', () => {
  const err = (status: number, message: string) =>
    Object.assign(new Error(message), { status, response: { data: { message } } });

  it('a fork gets the workflow_run recipe', () => {
    const text = commentFailureAdvice(err(403, 'Resource not accessible by integration'), {
      fork: true,
      workflowRun: false,
    });
    expect(text.split('\n')[0]).toBe(
      'rankgate could not post the PR comment (HTTP 403: Resource not accessible by integration). The verdict is unchanged and the report is in the job summary and the artifact.',
    );
    expect(text).toContain('  workflow_run:\n    workflows: [search-quality]');
  });

  it('a same-repo 403 or 404 gets the permissions block', () => {
    for (const s of [403, 404]) {
      expect(commentFailureAdvice(err(s, 'no'), { fork: false, workflowRun: false })).toContain(
        '\n\npermissions:\n  contents: read\n  pull-requests: write\n\n',
      );
    }
    expect(commentFailureAdvice(err(403, 'no'), { fork: false, workflowRun: true })).toContain(
      'permissions:\n  actions: read\n  pull-requests: write',
    );
  });

  it('a rate limit or outage is not blamed on permissions', () => {
    for (const e of [
      err(403, 'You have exceeded a secondary rate limit'),
      err(502, 'Bad Gateway'),
      err(429, 'slow down'),
    ]) {
      const text = commentFailureAdvice(e, { fork: false, workflowRun: false });
      expect(text).toContain('unavailable or rate-limited after retries');
      expect(text).not.toContain('permissions:');
    }
  });
});

describe('verdict publishing', () => {
  const reason = (slice: string, level: 'warn' | 'fail' | 'inconclusive', hidden = false) => ({
    level,
    slice,
    measure: 'nDCG@10',
    baseline: 0.5,
    candidate: 0.4,
    delta: -0.1,
    threshold: '0.02',
    rule: 0,
    p: 0.01,
    pAdjusted: 0.02,
    hidden,
    because: null,
    message: `${slice} dropped`,
  });
  const report = (level: Report['verdict']['level'], reasons: ReturnType<typeof reason>[] = []) =>
    ({
      gate: 'g',
      verdict: {
        level,
        summary: `${level}: summary`,
        reasons,
        regressions: reasons.length,
        hiddenRegressions: reasons.filter((r) => r.hidden).length,
        tieSensitive: null,
      },
    }) as unknown as Report;

  it('fail-on thresholds follow the order pass < warn < inconclusive < fail', () => {
    expect(['pass', 'warn', 'inconclusive', 'fail'].map((l) => reaches(l as 'pass', 'inconclusive'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(reaches('fail', 'never')).toBe(false);
    expect(reaches('warn', 'warn')).toBe(true);
  });

  it('one annotation per slice, its worst reason', () => {
    const r = report('fail', [
      reason('type=exact-id', 'warn'),
      reason('type=exact-id', 'fail', true),
      reason('lang=de', 'inconclusive'),
    ]);
    expect(annotationsFor(r)).toEqual({
      shown: [
        {
          level: 'error',
          title: 'rankgate g: hidden regression in slice type=exact-id',
          message: 'type=exact-id dropped',
        },
        { level: 'warning', title: 'rankgate g: inconclusive in slice lang=de', message: 'lang=de dropped' },
      ],
      more: 0,
    });
    // Accepted (the accept label): the same annotations as notices, titled as accepted.
    expect(annotationsFor(r, true).shown).toEqual([
      {
        level: 'notice',
        title: 'rankgate g: accepted hidden regression in slice type=exact-id',
        message: 'type=exact-id dropped',
      },
      { level: 'notice', title: 'rankgate g: accepted inconclusive in slice lang=de', message: 'lang=de dropped' },
    ]);
    const many = report(
      'fail',
      Array.from({ length: 13 }, (_, i) => reason(`s${i}`, 'fail')),
    );
    expect(annotationsFor(many).shown).toHaveLength(10);
    expect(annotationsFor(many).more).toBe(3);
  });

  it("outputs: worst verdict of several gates, summed counts, every gate's verdict keyed by gate id", () => {
    const a = { report: report('warn', [reason('x', 'warn')]), reportPath: '/a.json', commentUrl: 'u1' };
    const b = {
      report: { ...report('fail', [reason('y', 'fail', true)]), gate: 'h' } as Report,
      reportPath: '/b.json',
      commentUrl: null,
    };
    const c = { report: { ...report('pass', []), gate: 'a-first' } as Report, reportPath: '/c.json', commentUrl: null };
    expect(outputsFor([a, b], 'fail')).toEqual({
      verdict: 'fail',
      passed: 'false',
      regressions: '2',
      'hidden-regressions': '1',
      report: '/b.json',
      'comment-url': '',
      summary: 'g: warn: summary; h: fail: summary',
      accepted: 'false',
      verdicts: '{"g":"warn","h":"fail"}',
    });
    // Sorted by gate id, whatever the order the gates ran in.
    expect(outputsFor([b, a, c], 'fail').verdicts).toBe('{"a-first":"pass","g":"warn","h":"fail"}');
    expect(outputsFor([], 'fail').verdicts).toBe('{}');
    expect(outputsFor([a], 'warn').passed).toBe('false');
    expect(outputsFor([a], 'never').passed).toBe('true');
  });

  it('outputs: accepted is true only for a verdict that would fail the step, on a PR with the accept label', () => {
    const acc = { label: 'rankgate: accept', by: 'bob' };
    const failing = {
      report: { ...report('fail', [reason('y', 'fail')]), acceptance: acc } as Report,
      reportPath: '/a.json',
      commentUrl: null,
    };
    const warning = {
      report: { ...report('warn', [reason('y', 'warn')]), acceptance: acc } as Report,
      reportPath: '/a.json',
      commentUrl: null,
    };
    expect(outputsFor([failing], 'fail')).toMatchObject({ verdict: 'fail', passed: 'false', accepted: 'true' });
    expect(outputsFor([warning], 'fail').accepted).toBe('false');
    expect(outputsFor([warning], 'warn').accepted).toBe('true');
    expect(outputsFor([{ ...failing, report: { ...failing.report, acceptance: null } }], 'fail').accepted).toBe(
      'false',
    );
  });
});
