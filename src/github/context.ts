import { existsSync, readFileSync } from 'node:fs';

/** What the action needs of the workflow run: the event payload and the repository. */
export interface ActionContext {
  payload: Record<string, unknown>;
  repo: { owner: string; repo: string };
}

/**
 * Read from the runner's environment as @actions/github's `context` does, without loading that package (and the
 * HTTP client under it) at start-up: the event file at GITHUB_EVENT_PATH and GITHUB_REPOSITORY.
 */
export function readContext(env: NodeJS.ProcessEnv): ActionContext {
  const path = env['GITHUB_EVENT_PATH'];
  let payload: Record<string, unknown> = {};
  if (path && existsSync(path)) {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  }
  const full = env['GITHUB_REPOSITORY'] ?? '';
  let [owner, repo] = full.split('/');
  if (!owner || !repo) {
    const r = payload.repository as { owner?: { login?: string }; name?: string } | undefined;
    owner = r?.owner?.login ?? '';
    repo = r?.name ?? '';
  }
  return { payload, repo: { owner, repo } };
}
