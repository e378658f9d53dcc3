import type { ReportContext } from '../report/next-steps.js';

/**
 * The links and facts a report's next steps need, from the runner's environment and the artifact service's answers:
 * never from input text. Every part is checked against the alphabet it can have, so a URL can only be
 * `<server>/<owner>/<repo>/actions/runs/<digits>[/artifacts/<digits>]`.
 */

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const DIGITS = /^\d+$/;
/** Branch names as git allows them, minus anything a shell or Markdown would read (`origin/<base>` goes into a command). */
const BRANCH = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._/-]+$/;

function server(env: NodeJS.ProcessEnv): string | null {
  try {
    const u = new URL(env['GITHUB_SERVER_URL'] || 'https://github.com');
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (!/^[A-Za-z0-9.-]+$/.test(u.hostname)) return null;
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

/** The workflow run's page, or null when the environment does not name one. */
export function runUrl(env: NodeJS.ProcessEnv, runId = env['GITHUB_RUN_ID'] ?? ''): string | null {
  const s = server(env);
  const repo = env['GITHUB_REPOSITORY'] ?? '';
  if (!s || !REPOSITORY.test(repo) || !DIGITS.test(runId)) return null;
  return `${s}/${repo}/actions/runs/${runId}`;
}

/** An artifact's page (for an unzipped single file, the file itself opens in the browser). */
export function artifactUrl(env: NodeJS.ProcessEnv, runId: string, id: number): string | null {
  const run = runUrl(env, runId);
  return run && Number.isSafeInteger(id) && id > 0 ? `${run}/artifacts/${id}` : null;
}

/** The PR's base branch from the event payload, when it is a plain branch name. */
export function baseBranch(payload: unknown): string | undefined {
  const ref = (payload as { pull_request?: { base?: { ref?: unknown } } }).pull_request?.base?.ref;
  return typeof ref === 'string' && BRANCH.test(ref) ? ref : undefined;
}

/** What the renderers get before the upload (the run, the artifact's name and files) and after it (its links). */
export function reportContext(
  env: NodeJS.ProcessEnv,
  o: {
    payload: unknown;
    acceptLabel: string;
    runId?: string;
    artifact?: { name: string; runFile: string | null } | null;
    uploaded?: { zip: number | null; html: number | null };
  },
): ReportContext {
  const runId = o.runId ?? env['GITHUB_RUN_ID'] ?? '';
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  const run = runUrl(env, runId);
  const zip = o.uploaded?.zip != null ? artifactUrl(env, runId, o.uploaded.zip) : null;
  const html = o.uploaded?.html != null ? artifactUrl(env, runId, o.uploaded.html) : null;
  return {
    links: { ...(run ? { run } : {}), ...(zip ? { artifact: zip } : {}), ...(html ? { html } : {}) },
    ...(DIGITS.test(runId) ? { runId } : {}),
    ...(o.artifact ? { artifact: o.artifact } : {}),
    ...(REPOSITORY.test(repository) ? { repository } : {}),
    ...(baseBranch(o.payload) ? { baseBranch: baseBranch(o.payload) } : {}),
    acceptLabel: o.acceptLabel === '' ? null : o.acceptLabel,
  };
}
