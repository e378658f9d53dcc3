import type { Octokit } from './client.js';

/** The default label that accepts a regression on purpose. */
export const DEFAULT_ACCEPT_LABEL = 'rankgate: accept';

interface LabelPayload {
  pull_request?: { labels?: { name?: string }[] };
  action?: string;
  label?: { name?: string };
  sender?: { login?: string };
}

/** Label names compare like GitHub compares them: case-insensitively. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** True when the pull request in the event payload carries `label`. */
export function hasLabel(payload: unknown, label: string): boolean {
  const labels = (payload as LabelPayload | null)?.pull_request?.labels ?? [];
  return labels.some((l) => typeof l?.name === 'string' && same(l.name, label));
}

/** Who added `label`, when this very event is the `labeled` event for it. */
export function labeledBySender(payload: unknown, label: string): string | null {
  const p = (payload ?? {}) as LabelPayload;
  if (
    p.action === 'labeled' &&
    typeof p.label?.name === 'string' &&
    same(p.label.name, label) &&
    typeof p.sender?.login === 'string'
  )
    return p.sender.login;
  return null;
}

interface IssueEvent {
  event?: string;
  label?: { name?: string };
  actor?: { login?: string } | null;
}

/** From the PR's timeline events: the actor of the latest `labeled` event for `label` (null when there is none). */
export function latestLabeler(events: readonly IssueEvent[], label: string): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.event === 'labeled' && typeof e.label?.name === 'string' && same(e.label.name, label))
      return e.actor?.login ?? null;
  }
  return null;
}

/** Who added the label: GET /repos/{owner}/{repo}/issues/{n}/events, every page, the latest `labeled` event. */
export async function labelAddedBy(
  octokit: Octokit,
  owner: string,
  repo: string,
  issue: number,
  label: string,
): Promise<string | null> {
  const events = (await octokit.paginate(octokit.rest.issues.listEvents, {
    owner,
    repo,
    issue_number: issue,
    per_page: 100,
  })) as IssueEvent[];
  return latestLabeler(events, label);
}
