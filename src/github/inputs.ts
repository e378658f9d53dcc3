import { z } from 'zod';
import { FAIL_ON } from '../contract/choices.js';
import { InputError } from '../errors.js';
import { isBranchName } from '../git/repo.js';

/** Values the enum inputs accept, in the order docs/action.md lists them. */
export const COMMENT_MODES = ['update', 'new', 'off'] as const;
export const COMMENT_ON = ['always', 'not-pass'] as const;
export { FAIL_ON };

/** The placeholder in the `artifact` input that stands for the gate id (the contract's `name`). */
export const GATE_PLACEHOLDER = '{gate}';

/** Characters the artifact service refuses in a name (same list as @actions/artifact's validation). */
const ARTIFACT_BAD = /["':<>|*?\r\n\\/]/;

export interface ActionInputs {
  /** One contract path per line, or a glob (several gates in one step). */
  contract: string;
  /** Empty only under `workflow_run`, where the report comes from the first workflow's artifact. One path, or `gate=path` lines. */
  run: string;
  /** One path, or `gate=path` lines. */
  baseline?: string;
  token: string;
  comment: (typeof COMMENT_MODES)[number];
  commentOn: (typeof COMMENT_ON)[number];
  failOn: (typeof FAIL_ON)[number];
  /** Artifact name template; empty disables the artifact. */
  artifact: string;
  workingDirectory: string;
  /** The label that accepts a failing verdict on purpose; empty disables acceptance. */
  acceptLabel: string;
  /** The data branch main's history is appended to (on push) and read from (on a PR); empty disables history. */
  historyBranch: string;
  /** How many of main's records the PR's trend shows. */
  trendPoints: number;
  /** Commit the refreshed baseline to the PR's branch after an accepted regression. */
  refreshOnAccept: boolean;
}

const enumOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, {
    error: (issue) => `input "${name}" must be one of ${values.join(', ')}; got "${String(issue.input)}"`,
  });

const schema = z.object({
  contract: z.string().min(1, 'input "contract" is empty; give the path of rankgate.yml'),
  run: z.string(),
  baseline: z.string(),
  'github-token': z.string(),
  comment: enumOf('comment', COMMENT_MODES),
  'comment-on': enumOf('comment-on', COMMENT_ON),
  'fail-on': enumOf('fail-on', FAIL_ON),
  artifact: z.string().refine((v) => !ARTIFACT_BAD.test(v), {
    error: 'input "artifact" must not contain any of " \' : < > | * ? \\ / or a line break',
  }),
  'working-directory': z.string(),
  'accept-label': z.string().max(50, 'input "accept-label" must be a label name of at most 50 characters'),
  // A branch name git and the API accept, with no way to climb out of refs/heads/.
  'history-branch': z.string().refine((v) => v === '' || isBranchName(v), {
    error: (issue) =>
      `input "history-branch" must be a branch name (letters, digits, ".", "_", "-", "/"), or empty to disable history; got "${String(issue.input)}"`,
  }),
  'trend-points': z
    .string()
    .regex(/^\d{1,4}$/, 'input "trend-points" must be a whole number from 1 to 1000')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1000, 'input "trend-points" must be a whole number from 1 to 1000'),
  'refresh-on-accept': z
    .enum(['true', 'True', 'TRUE', 'false', 'False', 'FALSE'], {
      error: (issue) => `input "refresh-on-accept" must be true or false; got "${String(issue.input)}"`,
    })
    .transform((v) => v.toLowerCase() === 'true'),
});

/** Defaults repeated from action.yml, so a step that runs the bundle without the runner's defaults behaves the same. */
const DEFAULTS: Record<string, string> = {
  contract: 'rankgate.yml',
  comment: 'update',
  'comment-on': 'always',
  'fail-on': 'fail',
  artifact: `rankgate-${GATE_PLACEHOLDER}`,
  'working-directory': '.',
  'accept-label': 'rankgate: accept',
  'history-branch': 'rankgate-data',
  'trend-points': '20',
  'refresh-on-accept': 'false',
};

/** How the runner passes inputs: `INPUT_` + the name upper-cased, spaces as `_`, hyphens kept. */
export function inputFromEnv(env: NodeJS.ProcessEnv): (name: string) => string | undefined {
  return (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
}

/**
 * Reads and validates every input through `get` (undefined = not set at all).
 * `needRun` is false under `workflow_run`, where no run file is compared.
 * A bad value throws an InputError that names the input and the allowed values.
 */
export function readInputs(get: (name: string) => string | undefined, needRun: boolean): ActionInputs {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = get(key)?.trim();
    // An explicitly empty `artifact` (or `accept-label`, `history-branch`) disables it; for every other input empty means "default".
    const useDefault =
      key === 'artifact' || key === 'accept-label' || key === 'history-branch' ? value === undefined : !value;
    raw[key] = useDefault ? (DEFAULTS[key] ?? '') : value!;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues[0]!.message);
  }
  const v = parsed.data;
  if (needRun && v.run === '') {
    throw new InputError(
      'input "run" is required',
      {},
      'set `run:` to the run file your workflow produced, e.g. runs/candidate.trec',
    );
  }
  return {
    contract: v.contract,
    run: v.run,
    baseline: v.baseline === '' ? undefined : v.baseline,
    token: v['github-token'],
    comment: v.comment,
    commentOn: v['comment-on'],
    failOn: v['fail-on'],
    artifact: v.artifact,
    workingDirectory: v['working-directory'],
    acceptLabel: v['accept-label'],
    historyBranch: v['history-branch'],
    trendPoints: v['trend-points'],
    refreshOnAccept: v['refresh-on-accept'],
  };
}
