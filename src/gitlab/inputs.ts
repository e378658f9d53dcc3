import { z } from 'zod';
import { FAIL_ON } from '../contract/choices.js';
import { InputError, quote } from '../errors.js';
import { isBranchName } from '../git/repo.js';
import { decimalOrNaN } from '../read/number.js';

/**
 * The settings of `rankgate ci` on GitLab, from RANKGATE_* variables (the job's `variables:`), with the action's
 * semantics and defaults (action.yml): the same names upper-cased, `RANKGATE_` in front, `-` as `_`. A variable set to
 * "" turns off what may be turned off (RANKGATE_ACCEPT_LABEL, RANKGATE_HISTORY_BRANCH), as the action's inputs do.
 */

export interface CiInputs {
  contract: string;
  run: string;
  baseline?: string;
  comment: 'update' | 'new' | 'off';
  commentOn: 'always' | 'not-pass';
  failOn: (typeof FAIL_ON)[number];
  workingDirectory: string;
  acceptLabel: string;
  historyBranch: string;
  trendPoints: number;
  refreshOnAccept: boolean;
  /** The folder `artifacts:paths` keeps, relative to CI_PROJECT_DIR ('/'-separated): one subfolder per gate. */
  reportDir: string;
  /** All the waiting on GitLab, in seconds (RANKGATE_GITLAB_BUDGET). */
  budgetS: number;
  /** Publishing (the note) may take this long, in seconds (RANKGATE_PUBLISH_DEADLINE). */
  publishDeadlineS: number;
}

const variable = (name: string) => `RANKGATE_${name.toUpperCase().replace(/-/g, '_')}`;
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, {
    error: (i) => `${variable(name)} must be one of ${values.join(', ')}; got ${quote(String(i.input))}`,
  });
const seconds = (name: string) =>
  z
    .string()
    .refine(
      (v) => {
        const n = decimalOrNaN(v);
        return Number.isFinite(n) && n > 0 && n <= 3600;
      },
      `${variable(name)} must be a number of seconds from 0 to 3600`,
    )
    .transform(Number);

const schema = z.object({
  contract: z.string().min(1),
  run: z
    .string()
    .min(1, `${variable('run')} is not set: give the run file your job wrote, e.g. RANKGATE_RUN: runs/candidate.trec`),
  baseline: z.string(),
  comment: oneOf('comment', ['update', 'new', 'off'] as const),
  'comment-on': oneOf('comment-on', ['always', 'not-pass'] as const),
  'fail-on': oneOf('fail-on', FAIL_ON),
  'working-directory': z.string(),
  'accept-label': z.string().max(50, `${variable('accept-label')} must be a label name of at most 50 characters`),
  'history-branch': z
    .string()
    .refine(
      (v) => v === '' || isBranchName(v),
      `${variable('history-branch')} must be a branch name, or "" to turn history off`,
    ),
  'trend-points': z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1000, `${variable('trend-points')} must be a whole number from 1 to 1000`),
  'refresh-on-accept': z.enum(['true', 'false'], { error: `${variable('refresh-on-accept')} must be true or false` }),
  'report-dir': z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(v) && !v.split('/').includes('..'),
      `${variable('report-dir')} must be a relative folder inside the project (letters, digits, ".", "_", "-", "/"), e.g. rankgate-report`,
    ),
  'gitlab-budget': seconds('gitlab-budget'),
  'publish-deadline': seconds('publish-deadline'),
});

/** Defaults as in action.yml; report-dir is the folder the README's `.gitlab-ci.yml` lists in `artifacts:paths`. */
const DEFAULTS: Record<keyof typeof schema.shape, string> = {
  contract: 'rankgate.yml',
  run: '',
  baseline: '',
  comment: 'update',
  'comment-on': 'always',
  'fail-on': 'fail',
  'working-directory': '.',
  'accept-label': 'rankgate: accept',
  'history-branch': 'rankgate-data',
  'trend-points': '20',
  'refresh-on-accept': 'false',
  'report-dir': 'rankgate-report',
  'gitlab-budget': '150',
  'publish-deadline': '120',
};
/** Set to "" these turn the feature off; every other empty variable takes its default. */
const EMPTY_MEANS_OFF = new Set(['accept-label', 'history-branch']);

export function readCiInputs(env: NodeJS.ProcessEnv): CiInputs {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape) as (keyof typeof schema.shape)[]) {
    const value = env[variable(key)]?.trim();
    raw[key] = value === undefined || (value === '' && !EMPTY_MEANS_OFF.has(key)) ? DEFAULTS[key] : value;
  }
  const r = schema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    throw new InputError(
      issue.message.startsWith('RANKGATE_') ? issue.message : `${variable(key)}: ${issue.message}`,
      {},
      'set it in the job\'s `variables:` (see the README, "GitLab merge requests")',
    );
  }
  const v = r.data;
  return {
    contract: v.contract,
    run: v.run,
    ...(v.baseline === '' ? {} : { baseline: v.baseline }),
    comment: v.comment,
    commentOn: v['comment-on'],
    failOn: v['fail-on'],
    workingDirectory: v['working-directory'],
    acceptLabel: v['accept-label'],
    historyBranch: v['history-branch'],
    trendPoints: v['trend-points'],
    refreshOnAccept: v['refresh-on-accept'] === 'true',
    reportDir: v['report-dir'],
    budgetS: v['gitlab-budget'],
    publishDeadlineS: v['publish-deadline'],
  };
}
