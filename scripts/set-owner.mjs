// The repository's GitHub owner is not written in the sources: package.json, the README, its docs/ pages and the workflows `init`
// writes say OWNER/rankgate until a release. The release workflow runs this with the repository it runs in
// (github.repository) before packing, so the published package's metadata (which npm's provenance check compares with
// the repository that built it), its README and `rankgate init` name the real repository.
//
//   node scripts/set-owner.mjs owner/name [folder]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PLACEHOLDER = 'OWNER/rankgate';
/** The files of the package that may hold the placeholder: the metadata, the README and the reference pages. */
export function packageTexts(folder) {
  const docs = existsSync(join(folder, 'docs'))
    ? readdirSync(join(folder, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => `docs/${f}`)
    : [];
  return ['package.json', 'README.md', ...docs];
}

/** Replaces the placeholder in `folder`'s package texts; returns the files changed. */
export function setOwner(repository, folder) {
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(repository)) {
    throw new Error(`set-owner: "${repository}" is not owner/name (run it with github.repository)`);
  }
  const changed = [];
  for (const f of packageTexts(folder)) {
    const p = join(folder, f);
    const text = readFileSync(p, 'utf8');
    const next = text.split(PLACEHOLDER).join(repository);
    if (next !== text) {
      writeFileSync(p, next);
      changed.push(f);
    }
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [repository, folder = '.'] = process.argv.slice(2);
  try {
    const changed = setOwner(repository ?? '', folder);
    console.log(
      changed.length ? `set-owner: ${repository} in ${changed.join(', ')}` : `set-owner: no ${PLACEHOLDER} left`,
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(2);
  }
}
