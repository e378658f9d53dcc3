import { z } from 'zod';
import type { GitLabClient } from './client.js';
import { timestamp } from './context.js';
import { parseAnswer, projectPath } from './project.js';

/** A commit's date (GET /projects/:id/repository/commits/:sha): when it was committed, in RFC 3339 as GitLab sends it. */
const commitSchema = z.object({ committed_date: timestamp });

export async function readCommitDate(api: GitLabClient, project: number | string, sha: string): Promise<string> {
  const path = `${projectPath(project)}/repository/commits/${encodeURIComponent(sha)}`;
  return parseAnswer(commitSchema, await api.json('GET', path), path).committed_date;
}
