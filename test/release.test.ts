// The release as users meet it: the workflow publishes only on a version tag (with provenance) and moves the major
// tag for `uses:`; everywhere else it is a dry run. The package metadata is complete, and the packing steps the
// workflow runs are run here on a copy of what ships (npm pack --dry-run: no network, nothing published).
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PLACEHOLDER, setOwner } from '../scripts/set-owner.mjs';

const ROOT = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
type Step = {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
const wf = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as {
  on: { push: { branches: string[]; tags: string[] }; pull_request: unknown };
  permissions: Record<string, string>;
  jobs: Record<
    string,
    { needs?: string; permissions?: Record<string, string>; env?: Record<string, string>; steps: Step[] }
  >;
};
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** `npm pack --dry-run --json` in `dir`: the files the package would hold. */
function packed(dir: string): { files: string[]; name: string; version: string } {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [r] = JSON.parse(out) as { name: string; version: string; files: { path: string }[] }[];
  return { name: r!.name, version: r!.version, files: r!.files.map((f) => f.path).sort() };
}

describe('the release workflow', () => {
  const steps = wf.jobs.publish!.steps;
  const step = (name: string) => {
    const s = steps.find((x) => x.name === name);
    expect(s, `step "${name}"`).toBeDefined();
    return s!;
  };

  it('runs on version tags, and as a dry run on pull requests and pushes to main', () => {
    expect(wf.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    expect(wf.on.push.branches).toEqual(['main']);
    expect(wf.on).toHaveProperty('pull_request');
    expect(wf.permissions).toEqual({ contents: 'read' });
    // The release decision is the ref alone: a tag under refs/tags/v.
    expect(wf.jobs.publish!.env).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
      RELEASE: "${{ startsWith(github.ref, 'refs/tags/v') && 'true' || 'false' }}",
    });
  });

  it('tests before publishing, as ci.yml does', () => {
    expect(wf.jobs.publish!.needs).toBe('test');
    expect(wf.jobs.test!.steps.map((s) => s.run ?? s.uses)).toContain('npm test');
  });

  it('publishes with provenance only on a tag; the dry run never publishes and never moves a tag', () => {
    expect(wf.jobs.publish!.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const publish = step('Publish');
    expect(publish.if).toBe("env.RELEASE == 'true'");
    expect(publish.run).toBe('npm publish --provenance --access public');
    const dry = step('Publish (dry run)');
    expect(dry.if).toBe("env.RELEASE != 'true'");
    expect(dry.run).toContain('npm publish --dry-run');
    expect(step('Move the major tag').if).toBe("env.RELEASE == 'true'");
    expect(step("The tag is package.json's version").if).toBe("env.RELEASE == 'true'");
    // Every step that publishes or pushes is one of the guarded ones.
    const unguarded = steps.filter(
      (s) => /npm publish(?! --dry-run)|git push/.test(s.run ?? '') && s.if !== "env.RELEASE == 'true'",
    );
    expect(unguarded).toEqual([]);
  });

  it('moves the major tag of the version tag (v1.2.3 → v1), to the tagged commit', () => {
    const run = step('Move the major tag').run!;
    // The step's own script, with git replaced by echo: what it would tag and push.
    const out = execFileSync('bash', ['-c', `git() { echo git "$@"; }\n${run}`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, GITHUB_REF_NAME: 'v1.2.3', GITHUB_SHA: 'abc123' },
    });
    expect(out).toBe('git tag --force v1 abc123\ngit push --force origin refs/tags/v1\n');
  });

  it('names the repository before packing, checks dist/ is fresh, and packs', () => {
    const names = steps.map((s) => s.name ?? s.uses ?? s.run);
    const at = (n: string) => names.indexOf(n);
    expect(step('Name this repository in package.json and the README').run).toBe(
      'node scripts/set-owner.mjs "$GITHUB_REPOSITORY"',
    );
    expect(at('Name this repository in package.json and the README')).toBeLessThan(at('Publish'));
    expect(at('Pack (the files that ship)')).toBeLessThan(at('Publish (dry run)'));
    expect(step('dist/ is what the tagged sources build to (the action runs the committed bundle)').run).toContain(
      'npm run build',
    );
  });
});

describe('the package', () => {
  it('has complete metadata: repository, homepage, bugs, keywords, bin, engines, public provenance', () => {
    expect(pkg.name).toBe('rankgate');
    expect(pkg.repository).toEqual({ type: 'git', url: `git+https://github.com/${PLACEHOLDER}.git` });
    expect(pkg.homepage).toBe(`https://github.com/${PLACEHOLDER}#readme`);
    expect(pkg.bugs).toEqual({ url: `https://github.com/${PLACEHOLDER}/issues` });
    expect(pkg.keywords).toEqual(expect.arrayContaining(['trec_eval', 'github-action', 'search']));
    expect(pkg.bin).toEqual({ rankgate: 'dist/cli.js' });
    expect(pkg.engines.node).toBe('>=22');
    expect(pkg.publishConfig).toEqual({ access: 'public', provenance: true, registry: 'https://registry.npmjs.org/' });
    expect(readFileSync(join(ROOT, 'dist/cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('ships the bundle, action.yml, the README, its reference pages and the demo data, and no sources, tests or scripts', () => {
    const p = packed(ROOT);
    expect(p.name).toBe('rankgate');
    expect(p.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'action.yml',
        'dist/cli.js',
        'dist/index.js',
        'dist/worker.js',
        'examples/help-center/rankgate.yml',
        'examples/help-center/candidate.trec',
        'baselines/help-center.trec',
      ]),
    );
    // Every chunk the entry points import ships with them.
    const chunks = execFileSync('git', ['ls-files', 'dist'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
    expect(p.files).toEqual(expect.arrayContaining(chunks));
    // The README links to docs/*.md: every page ships, so the links also work in node_modules/rankgate.
    const docs = execFileSync('git', ['ls-files', 'docs/*.md'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
    expect(docs.length).toBeGreaterThan(5);
    expect(p.files).toEqual(expect.arrayContaining(docs));
    expect(p.files.filter((f) => /^(src|test|scripts|bench|node_modules|\.github)\//.test(f))).toEqual([]);
  });

  it('the release step names the repository in what ships, and packs the same files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rankgate-release-'));
    dirs.push(dir);
    for (const f of [
      'package.json',
      'README.md',
      'docs',
      'action.yml',
      'dist',
      'examples/help-center',
      'examples/README.md',
      'baselines/help-center.trec',
    ])
      cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    expect(setOwner('acme-search/rankgate', dir)).toEqual([
      'package.json',
      'README.md',
      'docs/action.md',
      'docs/cli.md',
    ]);
    const named = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(named.repository.url).toBe('git+https://github.com/acme-search/rankgate.git');
    expect(named.bugs.url).toBe('https://github.com/acme-search/rankgate/issues');
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme).not.toContain(PLACEHOLDER);
    expect(readme).toContain('uses: acme-search/rankgate@v1');
    for (const f of readdirSync(join(dir, 'docs')))
      expect(readFileSync(join(dir, 'docs', f), 'utf8'), f).not.toContain(PLACEHOLDER);
    // A second run finds nothing left to name; a value that is not owner/name is refused.
    expect(setOwner('acme-search/rankgate', dir)).toEqual([]);
    expect(() => setOwner('acme search', dir)).toThrow('is not owner/name');
    expect(packed(dir).files).toEqual(packed(ROOT).files);
  });
});
