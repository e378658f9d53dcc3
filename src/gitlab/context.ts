import { z } from 'zod';
import { hasInvisible, InputError, quote } from '../errors.js';

/**
 * What a GitLab CI job tells rankgate through its predefined variables: where the API is, which project, and what
 * started the pipeline (a merge request, a push, anything else). Every value is checked before use: a branch name or a
 * label comes from whoever pushed or labelled, and ends up in API paths, logs and notes.
 */

export type GitLabEvent =
  | {
      kind: 'merge_request';
      iid: number;
      /** The project the merge request (and its notes and labels) belongs to: the target project. */
      projectId: number;
      /** The project the source branch lives in; another one than `projectId` for a merge request from a fork. */
      sourceProjectId: number;
      fork: boolean;
      /** Where the merge request's diff starts: the base files are read here. Null when GitLab did not set it. */
      diffBaseSha: string | null;
      targetBranch: string;
      sourceBranch: string;
      /** The labels when the pipeline was created (a later label change needs a fresh read of the merge request). */
      labels: string[];
      commitSha: string;
      /** CI_COMMIT_TIMESTAMP: when `commitSha` was committed (the refreshed baseline's date); null when unset. */
      timestamp: string | null;
    }
  /** A push; `toDefault` when it went to the project's default branch (whose history rankgate records). */
  | { kind: 'push'; branch: string; toDefault: boolean; commitSha: string; timestamp: string | null }
  | { kind: 'other'; source: string };

export interface GitLabContext {
  /** CI_API_V4_URL without a trailing slash. */
  apiUrl: string;
  serverUrl: string;
  project: { id: number; path: string; url: string };
  defaultBranch: string;
  event: GitLabEvent;
  job: { id: number | null; url: string | null };
  projectDir: string | null;
}

/** True when running in a GitLab CI job (GitLab sets GITLAB_CI=true in every job). */
export function isGitLabCi(env: NodeJS.ProcessEnv): boolean {
  return env['GITLAB_CI'] === 'true';
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** A branch name as git allows it (check-ref-format), in at most 255 characters, with nothing invisible. */
export function isRefName(s: string): boolean {
  return (
    s.length > 0 &&
    s.length <= 255 &&
    !hasInvisible(s) &&
    !/[\s~^:?*[\\]|\.\.|@\{|^[-/.]|\/\/|\/\.|\/$|\.lock$|\.$|^@$/.test(s)
  );
}

const httpUrl = z
  .string()
  .refine((s) => {
    if (hasInvisible(s) || /\s/.test(s)) return false;
    try {
      const u = new URL(s);
      return (
        (u.protocol === 'https:' || u.protocol === 'http:') &&
        u.username === '' &&
        u.password === '' &&
        u.search === '' &&
        u.hash === ''
      );
    } catch {
      return false;
    }
  }, 'an http(s) URL without credentials, query or fragment')
  .transform((s) => s.replace(/\/+$/, ''));
const id = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'a positive whole number')
  .transform(Number);
const sha = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.string().regex(SHA, 'a 40- (or 64-) hex-digit commit SHA'));
const ref = z
  .string()
  .refine(isRefName, 'a git branch name (no spaces, control characters, "..", "~^:?*[\\" or a trailing ".lock")');
const projectPath = z
  .string()
  .regex(/^[A-Za-z0-9_.][A-Za-z0-9_.-]*(\/[A-Za-z0-9_.][A-Za-z0-9_.-]*)+$/, 'namespace/project');
/** An RFC 3339 time as GitLab writes commit times (CI_COMMIT_TIMESTAMP, the commits API), e.g. 2024-05-01T10:20:30+02:00. */
export const timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/, 'an RFC 3339 time');
// Label titles are shown in notes and compared with the accept label; one with an invisible character is refused.
const labels = z
  .string()
  .max(100_000)
  .transform((s) => (s === '' ? [] : s.split(',')))
  .pipe(
    z.array(
      z
        .string()
        .min(1, 'an empty label')
        .max(255)
        .refine((l) => !hasInvisible(l), 'a label without control or invisible characters'),
    ),
  );

/** The value of `name`, checked by `schema`; a bad value is an InputError naming the variable and what it must be. */
function read<T>(env: NodeJS.ProcessEnv, name: string, schema: z.ZodType<T>, required: boolean): T | null {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    if (!required) return null;
    throw new InputError(
      `the GitLab CI variable ${name} is not set`,
      {},
      'run rankgate in a GitLab CI job (GitLab sets it), or set it when running by hand',
    );
  }
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  throw new InputError(
    `the GitLab CI variable ${name} is ${quote(raw)}, not ${r.error.issues[0]?.message ?? 'valid'}`,
    {},
    'GitLab sets it; check the job does not override it',
  );
}

/** Reads GitLab CI's predefined variables into a checked context. Throws InputError on a missing or hostile value. */
export function readGitLabContext(env: NodeJS.ProcessEnv): GitLabContext {
  const need = <T>(name: string, schema: z.ZodType<T>) => read(env, name, schema, true)!;
  const may = <T>(name: string, schema: z.ZodType<T>) => read(env, name, schema, false);

  const apiUrl = need('CI_API_V4_URL', httpUrl);
  const serverUrl = need('CI_SERVER_URL', httpUrl);
  const project = {
    id: need('CI_PROJECT_ID', id),
    path: need('CI_PROJECT_PATH', projectPath),
    url: need('CI_PROJECT_URL', httpUrl),
  };
  const defaultBranch = need('CI_DEFAULT_BRANCH', ref);
  const source = need(
    'CI_PIPELINE_SOURCE',
    z.string().regex(/^[a-z_]{1,40}$/, 'a pipeline source such as push or merge_request_event'),
  );
  const commitSha = need('CI_COMMIT_SHA', sha);

  let event: GitLabEvent;
  if (source === 'merge_request_event') {
    const projectId = need('CI_MERGE_REQUEST_PROJECT_ID', id);
    const sourceProjectId = need('CI_MERGE_REQUEST_SOURCE_PROJECT_ID', id);
    event = {
      kind: 'merge_request',
      iid: need('CI_MERGE_REQUEST_IID', id),
      projectId,
      sourceProjectId,
      fork: sourceProjectId !== projectId,
      diffBaseSha: may('CI_MERGE_REQUEST_DIFF_BASE_SHA', sha),
      targetBranch: need('CI_MERGE_REQUEST_TARGET_BRANCH_NAME', ref),
      sourceBranch: need('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME', ref),
      labels: may('CI_MERGE_REQUEST_LABELS', labels) ?? [],
      commitSha,
      timestamp: may('CI_COMMIT_TIMESTAMP', timestamp),
    };
  } else if (source === 'push' && env['CI_COMMIT_BRANCH']) {
    // A tag push has CI_COMMIT_TAG and no CI_COMMIT_BRANCH: it records nothing.
    const branch = need('CI_COMMIT_BRANCH', ref);
    event = {
      kind: 'push',
      branch,
      toDefault: branch === defaultBranch,
      commitSha,
      timestamp: may('CI_COMMIT_TIMESTAMP', timestamp),
    };
  } else {
    event = { kind: 'other', source };
  }

  return {
    apiUrl,
    serverUrl,
    project,
    defaultBranch,
    event,
    job: { id: may('CI_JOB_ID', id), url: may('CI_JOB_URL', httpUrl) },
    projectDir: may(
      'CI_PROJECT_DIR',
      z
        .string()
        .min(1)
        .refine((s) => !hasInvisible(s), 'a path without control characters'),
    ),
  };
}

/** The variables a token may come from, in order: rankgate's own first, so a GITLAB_TOKEN meant for another tool loses. */
export const TOKEN_VARIABLES = ['RANKGATE_GITLAB_TOKEN', 'GITLAB_TOKEN'] as const;

export type TokenChoice = { token: string; from: (typeof TOKEN_VARIABLES)[number] } | { token: null; why: string };

/**
 * The token rankgate writes notes and commits with: a project or group access token (or a personal one) with the
 * `api` scope. CI_JOB_TOKEN is never used for that: GitLab does not let a job token read or write merge-request notes,
 * read the merge request's label events or commit files. When only it is present, `why` says so and what to set.
 */
export function chooseToken(env: NodeJS.ProcessEnv): TokenChoice {
  for (const name of TOKEN_VARIABLES) {
    const v = env[name];
    if (v === undefined || v === '') continue;
    if (!/^[\x21-\x7e]{1,512}$/.test(v)) {
      throw new InputError(
        `${name} holds characters a GitLab token never has (spaces, line breaks or non-ASCII)`,
        {},
        'paste the token alone into the masked CI/CD variable',
      );
    }
    return { token: v, from: name };
  }
  const fix =
    'create a project access token with the api scope and the Developer role (Settings > Access tokens) and store it as a masked CI/CD variable RANKGATE_GITLAB_TOKEN';
  if (env['CI_JOB_TOKEN'])
    return {
      token: null,
      why: `only CI_JOB_TOKEN is available, and a job token cannot write merge-request notes or commit history: ${fix}`,
    };
  return { token: null, why: `no GitLab token is set: ${fix}` };
}
