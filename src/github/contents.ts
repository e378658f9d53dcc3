import type { BaseReader } from '../git/repo.js';
import type { Octokit } from './client.js';

/**
 * Reads files at `sha` through GET /repos/{owner}/{repo}/contents/{path}?ref=sha; files over the endpoint's 1 MB
 * inline limit come back without content, so they are fetched as git blobs (up to 100 MB).
 */
export function apiReader(octokit: Octokit, owner: string, repo: string, sha: string): BaseReader {
  return {
    source: 'api',
    read: async (path) => {
      let data: unknown;
      try {
        ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref: sha }));
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw e;
      }
      const f = data as { type?: string; encoding?: string; content?: string; sha?: string; size?: number };
      if (Array.isArray(data) || f.type !== 'file') return null;
      if (f.encoding === 'base64' && typeof f.content === 'string' && (f.content !== '' || f.size === 0)) return Buffer.from(f.content, 'base64');
      const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha! });
      return Buffer.from(blob.data.content, blob.data.encoding === 'base64' ? 'base64' : 'utf8');
    },
  };
}
