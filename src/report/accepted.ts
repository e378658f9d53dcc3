import type { Report } from './schema.js';
import { commandBlock } from './trend.js';
import { acceptedRefreshCommands, type ReportContext } from './next-steps.js';

type Code = (text: string, inTable?: boolean) => string;

/**
 * After an accepted regression, the baseline should become what was accepted, or the next PR is held to the level
 * this one gave up. The lines say what rankgate did (committed the refreshed baseline to the PR's branch), or give
 * the exact command to do it.
 */
export function acceptedRefreshLines(r: Report, code: Code, ctx: ReportContext = {}): string[] {
  const a = r.acceptedRefresh;
  if (!a) return [];
  const block = commandBlock(a.command);
  const path = code(a.path, false);
  if (a.status === 'committed') {
    const where = a.branch !== null ? ` to this PR's branch ${code(a.branch, false)}` : '';
    const commit = a.commit !== null ? ` (commit ${code(a.commit.slice(0, 12), false)})` : '';
    return [
      `🔄 **Baseline refreshed:** rankgate committed ${path}${where}${commit}, ranked from this PR's candidate, so once this is merged later PRs are compared with what was accepted. It is what this command writes:`,
      '',
      ...block,
    ];
  }
  if (a.status === 'current') {
    return [
      `🔄 **Baseline refreshed:** ${path} on this PR's branch already holds this candidate's ranking; later PRs are compared with what was accepted once this is merged.`,
      '',
    ];
  }
  const commands = acceptedRefreshCommands(r, ctx)!;
  const where =
    commands.length > 1
      ? 'from the repository root (the first line downloads the candidate run CI produced)'
      : 'with the candidate run where CI writes it, from the repository root';
  return [
    `🔄 **Refresh the baseline with what was accepted**, or later PRs are held to the level this one gives up: on this PR's branch, ${where}, run this and commit ${path}:`,
    '',
    ...commandBlock(commands),
  ];
}
