import { buildBaseline } from './baseline.js';
import { relative, isAbsolute } from 'node:path';
import type { AcceptedRefresh } from '../report/schema.js';
import { shellQuote } from '../compare/refresh.js';
import type { Forge } from './forge.js';

/**
 * After an accepted regression, the baseline becomes what was accepted: the command that writes it (always, in the
 * comment) and, with `refresh-on-accept: true`, a commit of its bytes to the PR's branch through the forge.
 * The bytes are `rankgate baseline`'s for the PR's candidate run, so the commit and the command give the same file.
 */

export interface RefreshInput {
  workspace: string;
  /**
   * The repository's root in the checkout: the committed path and the command's paths are relative to it (the
   * contents API knows nothing of the folder the workflow checked the repository out in).
   */
  repoRoot: string;
  /** Absolute paths in the workspace: the PR's contract (its baseline path is where the file goes), the run, an override. */
  contract: string;
  /** The candidate run: one file, or the shards of one run. */
  run: string | readonly string[];
  baseline?: string;
  /** The PR's head commit and its date, recorded in the baseline's header. */
  head: { sha: string | null; date: string | null };
  /** The PR's branch, and the forge that commits to it (null: refresh-on-accept is off, or it cannot). */
  branch: string | null;
  commit: Forge | null;
  /** Why no commit is made although refresh-on-accept is on (a fork, no token); logged as a warning. */
  skip: string | null;
  /** Where the warnings go. */
  log: Pick<Forge, 'info' | 'warning'>;
}

const rel = (root: string, p: string): string | null => {
  const r = relative(root, p);
  return r === '' || r.startsWith('..') || isAbsolute(r) ? null : r.split('\\').join('/');
};

/** `p` as the command run from the repository root names it: `../` when the run was written beside the checkout. */
const fromRoot = (root: string, p: string): string | null => {
  const r = relative(root, p);
  return r === '' || isAbsolute(r) ? null : r.split('\\').join('/');
};

export async function refreshAfterAccept(o: RefreshInput): Promise<AcceptedRefresh | null> {
  const contract = rel(o.repoRoot, o.contract);
  const runs = (typeof o.run === 'string' ? [o.run] : o.run).map((r) => fromRoot(o.repoRoot, r));
  const override = o.baseline ? fromRoot(o.repoRoot, o.baseline) : null;
  if (contract === null || runs.some((r) => r === null)) return null;
  const built = await buildBaseline({
    contract: o.contract,
    run: o.run,
    out: o.baseline,
    commit: o.head.sha ?? undefined,
    date: o.head.date ?? undefined,
    root: o.workspace,
  });
  const path = rel(o.repoRoot, built.path);
  if (path === null) {
    o.log.warning(
      `rankgate: the contract's baseline ${built.path} lies outside the repository; the refreshed baseline is not committed.`,
    );
    return null;
  }
  const command = [
    'npx rankgate baseline',
    '--contract',
    shellQuote(contract),
    ...runs.flatMap((r) => ['--run', shellQuote(r!)]),
    ...(override !== null ? ['--out', shellQuote(override)] : []),
    ...(o.head.sha ? ['--commit', o.head.sha] : []),
    ...(o.head.date ? ['--date', shellQuote(o.head.date)] : []),
  ].join(' ');
  const suggested: AcceptedRefresh = { command, path, status: 'suggested', branch: o.branch, commit: null };
  if (o.skip !== null) {
    o.log.warning(
      `rankgate: refresh-on-accept skipped: ${o.skip} The comment gives the command that refreshes the baseline.`,
    );
    return suggested;
  }
  if (o.commit === null || o.branch === null) return suggested;
  if (built.renamed) {
    o.log.warning(
      `rankgate: the refreshed baseline is over 20 MiB, so it would be gzipped as ${path}, which the contract does not name; it is not committed (point baseline: at ${path} first).`,
    );
    return suggested;
  }
  try {
    const res = await o.commit.commitFile({
      branch: o.branch,
      path,
      message: `rankgate: refresh the baseline ${path} with the accepted candidate`,
      next: (current) => (current?.equals(built.bytes) ? null : built.bytes),
    });
    if (res.commit === null) {
      o.log.info(`rankgate: the baseline ${path} on ${o.branch} already holds this candidate's ranking`);
      return { ...suggested, status: 'current' };
    }
    o.log.info(`rankgate: committed the refreshed baseline ${path} to ${o.branch} (${res.commit.slice(0, 12)})`);
    return { ...suggested, status: 'committed', commit: res.commit };
  } catch (e) {
    const fix = o.commit.writeFailure(
      e,
      o.branch,
      'or run the command the comment gives and push the baseline yourself.',
      o.commit.words.refreshWrite,
    );
    o.log.warning(
      `rankgate could not commit the refreshed baseline ${path} to ${o.branch} (${o.commit.describeError(e)}); the verdict is unchanged and the comment gives the command. ${fix}`,
    );
    return suggested;
  }
}
