import { InputError } from '../errors.js';
import { confine } from '../read/paths.js';

/**
 * Resolves an action input path against `base` and refuses anything that escapes `workspace` (`../`, an absolute
 * path elsewhere, or a symlink pointing out): the workspace is the trust boundary, the action reads files there and
 * nowhere else. The same check (read/paths.ts confine) guards every path in the contract.
 */
export function resolveInWorkspace(workspace: string, base: string, input: string, name: string): string {
  try {
    return confine(input, base, { root: workspace, name: 'the workspace', fix: 'give a path inside the repository checkout (GITHUB_WORKSPACE)' }, `input "${name}"`);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`input "${name}" cannot be resolved: ${(e as Error).message}`);
  }
}
