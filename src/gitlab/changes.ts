import { z } from 'zod';
import type { GitLabClient } from './client.js';
import { parseAnswer, projectPath } from './project.js';

/**
 * Whether the merge request adds a file, from GitLab's list of its changed files
 * (GET /projects/:id/merge_requests/:iid/diffs, paginated, GitLab 15.7 and later). The base reader asks this when
 * GitLab answers "404 File Not Found" at the diff base: only a file the merge request adds (or renames into place) may
 * stand in for the base's; any other absence fails closed.
 */

const diffSchema = z.object({
  old_path: z.string(),
  new_path: z.string(),
  new_file: z.boolean(),
  renamed_file: z.boolean(),
  deleted_file: z.boolean(),
});

export async function mergeRequestAdds(
  api: GitLabClient,
  project: number | string,
  iid: number,
  path: string,
): Promise<boolean> {
  const at = `${projectPath(project)}/merge_requests/${iid}/diffs`;
  const diffs = parseAnswer(z.array(diffSchema), await api.all(at), at);
  return diffs.some((d) => d.new_path === path && !d.deleted_file && (d.new_file || d.renamed_file));
}
