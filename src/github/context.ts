import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../errors.js';

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
    // The runner writes this file; when it is empty or damaged the step still ends with one line and a job summary.
    const fix =
      'the runner writes GITHUB_EVENT_PATH; re-run the job, or unset GITHUB_EVENT_PATH when running the action by hand';
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      throw new InputError(
        `the event file cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
        { file: path },
        fix,
      );
    }
    if (text.trim() === '') throw new InputError('the event file is empty', { file: path }, fix);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new InputError(
        `the event file is not valid JSON (${(e as Error).message.split('\n')[0]})`,
        { file: path },
        fix,
      );
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new InputError('the event file does not hold a JSON object', { file: path }, fix);
    payload = parsed as Record<string, unknown>;
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
