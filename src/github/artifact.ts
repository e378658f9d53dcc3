import * as log from './log.js';
import { basename, dirname, join } from 'node:path';

/**
 * Why the artifact service cannot be used here, or null when it can. The service exists on github.com
 * and GHE.com runners (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL set); GHES has no v4 artifacts.
 */
export function artifactUnavailable(env: NodeJS.ProcessEnv): string | null {
  if (!env['ACTIONS_RUNTIME_TOKEN'] || !env['ACTIONS_RESULTS_URL'])
    return 'the runtime provides no artifact service here';
  const host = new URL(env['GITHUB_SERVER_URL'] || 'https://github.com').hostname.toLowerCase();
  if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
    return 'GitHub Enterprise Server does not support this artifact service';
  }
  return null;
}

/**
 * Uploads the report files as one artifact. @actions/artifact is loaded only here, on demand:
 * it is large and most of its code is not needed to compare runs.
 */
export async function uploadReport(name: string, dir: string, files: string[]): Promise<{ id: number; size: number }> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(
    name,
    files.map((f) => join(dir, f)),
    dir,
    { retentionDays: 30 },
  );
  return { id: res.id ?? 0, size: res.size ?? 0 };
}

/**
 * Uploads one file unzipped (the artifact takes the file's name): GitHub serves it as is, so an HTML report opens in
 * the browser from the artifact's link instead of downloading as a zip.
 */
export async function uploadSingleFile(file: string): Promise<{ id: number; size: number }> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(basename(file), [file], dirname(file), {
    retentionDays: 30,
    skipArchive: true,
  });
  return { id: res.id ?? 0, size: res.size ?? 0 };
}

export interface RemoteArtifact {
  id: number;
  name: string;
}

/** Artifacts of another workflow run (the first workflow of the fork recipe), read with the given token. */
export async function listRunArtifacts(
  token: string,
  owner: string,
  repo: string,
  runId: number,
): Promise<RemoteArtifact[]> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({
    findBy: { token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo },
    latest: true,
  });
  return artifacts
    .map((a) => ({ id: a.id, name: a.name }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Downloads and unzips one artifact of another run into `dir`. */
export async function downloadRunArtifact(
  token: string,
  owner: string,
  repo: string,
  runId: number,
  id: number,
  dir: string,
): Promise<void> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  log.info(`Downloading artifact ${id} of run ${runId}`);
  await client.downloadArtifact(id, {
    path: dir,
    findBy: { token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo },
  });
}
