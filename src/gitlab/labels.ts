import { z } from 'zod';
import type { GitLabClient } from './client.js';
import { parseAnswer, projectPath } from './project.js';

/**
 * Who added the accept label. A label accepts a regression only when someone allowed to accept added it, so rankgate
 * asks GitLab's record of label changes rather than trusting the label alone.
 */

const eventSchema = z.object({
  id: z.number().int(),
  action: z.enum(['add', 'remove']),
  user: z.object({ username: z.string() }).nullable(),
  // null when the label has been deleted from the project since.
  label: z.object({ name: z.string() }).nullable(),
});

/**
 * The username of whoever last added `label` to the merge request (GET …/merge_requests/:iid/resource_label_events,
 * every page, by event id), or null when no such event exists or the label was removed after it. Label titles are
 * compared exactly, as GitLab matches them in a merge request's label list.
 */
export async function labelAddedBy(
  api: GitLabClient,
  project: number | string,
  iid: number,
  label: string,
): Promise<string | null> {
  const path = `${projectPath(project)}/merge_requests/${iid}/resource_label_events`;
  const events = parseAnswer(z.array(eventSchema), await api.all(path), path).sort((a, b) => a.id - b.id);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.label?.name !== label) continue;
    return e.action === 'add' ? (e.user?.username ?? null) : null;
  }
  return null;
}
