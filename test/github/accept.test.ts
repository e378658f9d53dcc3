// The accept label: read from the event payload; who added it from the PR's events (the latest `labeled` for it).
import { describe, expect, it } from 'vitest';
import { hasLabel, labeledBySender, latestLabeler, DEFAULT_ACCEPT_LABEL } from '../../src/github/accept.js';

describe('accept label', () => {
  const payload = (labels: string[], extra: object = {}) => ({
    ...extra,
    pull_request: { number: 1, labels: labels.map((name) => ({ name })) },
  });

  it('is on the PR when the payload lists it (case-insensitively, as GitHub compares labels)', () => {
    expect(DEFAULT_ACCEPT_LABEL).toBe('rankgate: accept');
    expect(hasLabel(payload(['bug', 'rankgate: accept']), 'rankgate: accept')).toBe(true);
    expect(hasLabel(payload(['Rankgate: Accept']), 'rankgate: accept')).toBe(true);
    expect(hasLabel(payload(['rankgate: accepted']), 'rankgate: accept')).toBe(false);
    expect(hasLabel({}, 'rankgate: accept')).toBe(false);
    expect(hasLabel(null, 'rankgate: accept')).toBe(false);
  });

  it('the labeled event itself names its sender; other events do not', () => {
    expect(
      labeledBySender(
        payload([], { action: 'labeled', label: { name: 'rankgate: accept' }, sender: { login: 'ann' } }),
        'rankgate: accept',
      ),
    ).toBe('ann');
    expect(
      labeledBySender(
        payload([], { action: 'labeled', label: { name: 'bug' }, sender: { login: 'ann' } }),
        'rankgate: accept',
      ),
    ).toBeNull();
    expect(
      labeledBySender(payload([], { action: 'synchronize', sender: { login: 'ann' } }), 'rankgate: accept'),
    ).toBeNull();
  });

  it('latest labeled event for that label wins; unlabeled and other labels are ignored', () => {
    const events = [
      { event: 'labeled', label: { name: 'rankgate: accept' }, actor: { login: 'a' } },
      { event: 'unlabeled', label: { name: 'rankgate: accept' }, actor: { login: 'b' } },
      { event: 'labeled', label: { name: 'rankgate: accept' }, actor: { login: 'c' } },
      { event: 'labeled', label: { name: 'bug' }, actor: { login: 'd' } },
      { event: 'commented', actor: { login: 'e' } },
    ];
    expect(latestLabeler(events, 'rankgate: accept')).toBe('c');
    expect(latestLabeler(events, 'nope')).toBeNull();
    expect(latestLabeler([{ event: 'labeled', label: { name: 'x' }, actor: null }], 'x')).toBeNull();
  });
});
