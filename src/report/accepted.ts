import type { Report } from './schema.js';
import { commandBlock } from './trend.js';

type Code = (text: string, inTable?: boolean) => string;

/**
 * After an accepted regression, the baseline should become what was accepted, or the next PR is held to the level
 * this one gave up. The lines say what rankgate did (committed the refreshed baseline to the PR's branch), or give
 * the exact command to do it.
 */
export function acceptedRefreshLines(r: Report, code: Code): string[] {
  const a = r.acceptedRefresh;
  if (!a) return [];
  const block = commandBlock(a.command);
  const path = code(a.path, false);
  if (a.status === 'committed') {
    const where = a.branch !== null ? ` to this PR's branch ${code(a.branch, false)}` : '';
    const commit = a.commit !== null ? ` (commit ${code(a.commit.slice(0, 12), false)})` : '';
    return [`🔄 **Baseline refreshed:** rankgate committed ${path}${where}${commit}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted. It is what this command writes:`, '', ...block];
  }
  if (a.status === 'current') {
    return [`🔄 **Baseline refreshed:** ${path} on this PR's branch already holds this candidate's ranking; later PRs are compared with what was accepted once this is merged.`, ''];
  }
  return [`🔄 **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up: on this PR's branch, with the candidate run where CI writes it, run this from the repository root and commit ${path}:`, '', ...block];
}
