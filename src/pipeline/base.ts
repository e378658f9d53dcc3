import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { loadContract, type ResolvedContract } from '../contract/load.js';
import { InputError } from '../errors.js';
import { confine } from '../read/paths.js';
import { isFileGlob } from '../read/file-glob.js';
import { runFiles } from '../read/run-files.js';
import type { BaseReader } from '../git/repo.js';
import type { Goalposts } from '../report/schema.js';
import type { CompareOptions } from './compare.js';
import { goalposts as diffGoalposts, type Versions } from './goalposts.js';

/**
 * The files of the evaluation (contract, judgments, slices, queries, baseline) as they are on the PR's base commit,
 * read with git when the history is in the checkout, else through the contents API, and laid out in a temp folder
 * with the repository's relative layout so the base contract's relative paths resolve there.
 *
 * Fail closed: the PR's own version of a file stands in for the base's only when the base commit really lacks it and
 * the PR adds it. A base that cannot be read, or a file the reader cannot prove absent, is an error, never a fallback.
 */

/** The gate cannot establish the base commit's evaluation files: the check fails and says what to fix. */
export class BaseUnavailable extends InputError {
  constructor(message: string, where: { file?: string } = {}, fix?: string) {
    super(message, where, fix);
    this.name = 'BaseUnavailable';
  }
}

export interface PreparedComparison {
  /** Contract, baseline and root to compare with (base versions in a temp folder, or the workspace's). */
  contract: string;
  baseline?: string;
  /** The candidate: one file, or (a run read from several files) each of them. */
  run: string | string[];
  root: string;
  goalposts: Goalposts;
  /** The candidate's path as the bless command should name it (relative to the repository; several: space-separated). */
  runShown: string;
  /** The PR's judgments when the gate uses the base commit's and the PR changed them: the to-judge list leaves out what they grade. */
  prJudgments?: string;
  /** Removes the temp folder holding the base versions: call it once the comparison is done, on every path. */
  cleanup(): void;
}

const slash = (p: string) => p.split('\\').join('/');

/** `p` relative to `root` with forward slashes; null when it lies outside. */
function inside(root: string, p: string): string | null {
  const r = relative(root, p);
  if (r === '' || r.startsWith('..') || isAbsolute(r)) return null;
  return slash(r);
}

/**
 * Prepares a comparison against the base commit's files. Its temp folder is removed when this throws; otherwise the
 * caller removes it with `cleanup()` once the comparison has run.
 * - `repoRoot`: the repository root the relative paths are taken from (git's top level, not the workspace: a checkout
 *   may sit in a sub-folder of it);
 * - `contract`, `run`, `baseline`: absolute paths in the workspace (the head versions);
 * - the base contract's `goalposts:` decides which versions the gate uses (a PR cannot opt itself out);
 * - a file the base commit does not have (the PR adds it, e.g. the first setup) is taken from the head.
 */
export async function prepareBaseComparison(o: {
  repoRoot: string;
  reader: BaseReader;
  ref: string;
  contract: string;
  /** The candidate: a path, or the paths and globs of a run sharded by query (read/run-files.ts). */
  run: string | readonly string[];
  baseline?: string;
  /** The folder the temp folder is made in (default: the system's temp directory). */
  tmpParent?: string;
  /**
   * The accept label, when the change carries it: a reviewer's word is the one thing that lets an unusable base
   * contract give way to the change's own (a newer rankgate refusing the base's spelling, say).
   */
  acceptedBy?: string;
}): Promise<PreparedComparison> {
  const tmp = mkdtempSync(join(o.tmpParent ?? tmpdir(), 'rankgate-base-'));
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  try {
    return await prepareIn(tmp, cleanup, o);
  } catch (e) {
    cleanup();
    throw e;
  }
}

async function prepareIn(
  tmp: string,
  cleanup: () => void,
  o: {
    repoRoot: string;
    reader: BaseReader;
    ref: string;
    contract: string;
    run: string | readonly string[];
    baseline?: string;
    acceptedBy?: string;
  },
): Promise<PreparedComparison> {
  const root = resolve(o.repoRoot);
  const notes: string[] = [];
  const contractRel = inside(root, o.contract);
  const items = typeof o.run === 'string' ? [o.run] : [...o.run];
  // A sharded run's globs are expanded here, in the checkout (every match inside it, links included): the comparison
  // then reads the files linked into the temp folder, which its own confinement to that folder would refuse.
  const sharded = items.length > 1 || items.some(isFileGlob);
  const runPaths = sharded
    ? runFiles(items, root, {
        what: 'the run',
        shown: (p) => p,
        scope: { root, name: 'the repository checkout', fix: 'give run files inside the checked-out repository' },
      }).map((f) => f.path)
    : items;
  const runRels = runPaths.map((p) => inside(root, p));
  if (contractRel === null) throw new Error(`the contract must lie inside the repository ${root}`);
  const outside = runRels.indexOf(null);
  if (outside >= 0) {
    // The base files are laid out as the repository is, with the candidate among them: it must have a place there.
    throw new InputError(
      `the run ${runPaths[outside]} lies outside the repository checkout ${root}, so it cannot be compared under the base commit's files`,
      {},
      'write the candidate run inside the checked-out repository (a git-ignored folder will do)',
    );
  }
  const rels = runRels as string[];
  const runShown = sharded ? items.map((i) => inside(root, resolve(i)) ?? i).join(' ') : rels[0]!;
  const linkedRun = (): string | string[] => (sharded ? rels.map((r) => at(r)) : at(rels[0]!));
  const headRun: string | string[] = sharded ? runPaths : items[0]!;
  const at = (rel: string) => join(tmp, rel);
  const place = (rel: string, bytes: Buffer) => {
    mkdirSync(dirname(at(rel)), { recursive: true });
    writeFileSync(at(rel), bytes);
  };

  let head: ResolvedContract | null = null;
  try {
    head = loadContract(o.contract, contractRel, { root });
  } catch {
    // The comparison reports a broken head contract when it is the one used; the diff says it is unreadable.
  }
  const headPath = (key: 'judgments' | 'slices' | 'queries' | 'baseline'): string | null => {
    const p = key === 'baseline' && o.baseline ? o.baseline : head?.paths[key];
    return p && existsSync(p) ? p : null;
  };
  const useHead = (
    note: string,
    baseRc: ResolvedContract | null,
    baseFiles: Partial<Record<Key, string | null>>,
  ): Promise<PreparedComparison> => finish('head', o.contract, o.baseline, root, baseRc, baseFiles, note);

  type Key = 'judgments' | 'slices' | 'queries' | 'baseline';
  const finish = async (
    used: 'base' | 'head',
    contract: string,
    baseline: string | undefined,
    cmpRoot: string,
    baseRc: ResolvedContract | null,
    baseFiles: Partial<Record<Key, string | null>>,
    note?: string,
  ): Promise<PreparedComparison> => {
    if (note) notes.push(note);
    const versions = (key: Key): Versions | null => {
      const h = headPath(key);
      const b = baseFiles[key] ?? null;
      const rel =
        (h && inside(root, h)) ?? (b && inside(tmp, b)) ?? (baseRc?.contract[key] as string | undefined) ?? null;
      if (rel === null) return null;
      return { path: rel, base: b, head: h };
    };
    const baseContractFile = baseRc ? at(contractRel) : null;
    const gp = await diffGoalposts({
      ref: o.ref,
      source: o.reader.source,
      used,
      contract: { path: contractRel, base: baseContractFile, head: existsSync(o.contract) ? o.contract : null },
      judgments: versions('judgments'),
      slices: versions('slices'),
      baseline: versions('baseline'),
      gateContract: contract,
      root: cmpRoot,
      runs: { candidate: used === 'base' ? linkedRun() : headRun, baseline },
      // The versions the gate does not use live beside the other contract: the PR's in the repository, the base's in tmp.
      otherRoot: used === 'base' ? root : tmp,
      notes,
    });
    const headJudgments = headPath('judgments');
    const prJudgments =
      used === 'base' &&
      headJudgments &&
      gp.judgments &&
      gp.judgments.status !== 'unchanged' &&
      gp.judgments.status !== 'unreadable'
        ? headJudgments
        : undefined;
    return {
      contract,
      baseline,
      run: used === 'base' ? linkedRun() : headRun,
      root: cmpRoot,
      goalposts: gp,
      runShown,
      prJudgments,
      cleanup,
    };
  };

  // "Not on the base commit" is taken at its word only from a reader that has the commit, or once the PR is known
  // to add the file: a wrong path or a missing permission answers "not found" too.
  const provenAdded = async (rel: string, what: string): Promise<void> => {
    if (!o.reader.adds || (await o.reader.adds(rel))) return;
    throw new BaseUnavailable(
      `the ${what} ${rel} is not found at the base commit ${o.ref.slice(0, 12)} (${o.reader.source === 'git' ? 'read with git' : 'read through the API'}) and this change does not add it, so the gate cannot tell which version to hold this change to`,
    );
  };

  const contractBytes = await o.reader.read(contractRel);
  if (contractBytes === null) {
    await provenAdded(contractRel, 'contract');
    return useHead(
      `the base commit has no ${contractRel}: this PR adds the contract, so the comparison uses the PR's files`,
      null,
      {},
    );
  }
  place(contractRel, contractBytes);
  let base: ResolvedContract;
  try {
    base = loadContract(at(contractRel), `${contractRel} (base)`, { root: tmp });
  } catch (e) {
    // An unusable base contract is no licence for the change to bring its own: that would let it pick its goalposts.
    const why = e instanceof Error ? e.message : String(e);
    if (o.acceptedBy)
      return useHead(
        `the base commit's contract is not valid (${why}); the accept label "${o.acceptedBy}" lets this change's contract stand in`,
        null,
        {},
      );
    throw new BaseUnavailable(
      `the base commit's contract ${contractRel} is not valid (${why}), so the gate cannot hold this change to it`,
      {},
      'fix the contract on the base branch first, or have a reviewer add the accept label to this change to judge it under its own contract',
    );
  }

  // The base versions of every file the base contract names (and of the baseline override).
  const baseFiles: Partial<Record<Key, string | null>> = {};
  const fromHead: string[] = [];
  for (const key of ['judgments', 'slices', 'queries', 'baseline'] as const) {
    const abs = key === 'baseline' && o.baseline ? at(inside(root, o.baseline) ?? '') : base.paths[key];
    if (!abs) continue;
    const rel = inside(tmp, abs);
    if (rel === null) {
      throw new BaseUnavailable(
        `the base commit's contract names its ${key} outside the repository, so the gate cannot read the base's version to hold this change to it`,
        {},
        `give ${key} a path inside the repository on the base branch`,
      );
    }
    const bytes = await o.reader.read(rel);
    if (bytes !== null) {
      place(rel, bytes);
      baseFiles[key] = abs;
    } else {
      baseFiles[key] = null;
      // Not on the base commit (the PR adds it): the head's version stands in, and the diff shows it as added.
      // It is read from the checkout, so it must stay inside it like every other path (a PR can add a symlink).
      const h = confine(rel, root, { root, name: 'the repository', fix: 'give a path inside the repository' }, key);
      if (existsSync(h)) {
        await provenAdded(rel, key);
        mkdirSync(dirname(abs), { recursive: true });
        copyFileSync(h, abs);
        fromHead.push(rel);
      }
    }
  }
  if (fromHead.length) notes.push(`not on the base commit, so taken from this PR: ${fromHead.join(', ')}`);

  const used = base.contract.goalposts ?? 'base';
  if (used === 'head') return finish('head', o.contract, o.baseline, root, base, baseFiles);
  // The candidate run is the PR's: linked in at its own relative path, so every path in the report reads the same.
  rels.forEach((rel, i) => {
    rmSync(at(rel), { force: true });
    mkdirSync(dirname(at(rel)), { recursive: true });
    try {
      symlinkSync(resolve(runPaths[i]!), at(rel));
    } catch {
      copyFileSync(runPaths[i]!, at(rel));
    }
  });
  const overrideRel = o.baseline ? inside(root, o.baseline) : null;
  const baselineOverride = overrideRel !== null ? at(overrideRel) : undefined;
  return finish('base', at(contractRel), baselineOverride, tmp, base, baseFiles);
}

/**
 * The comparison's options once the base commit's files are prepared: the base versions (or the head's, under
 * `goalposts: head`), what the change did to them, and the candidate's path as the bless command names it. The one
 * mapping both `rankgate compare --base-ref` and the job use, so a PR and a local run compare the same way.
 */
export function optionsAgainstBase(
  p: PreparedComparison,
  o: { workspace?: string; candidateDate?: string; acceptance?: CompareOptions['acceptance'] },
): CompareOptions {
  return {
    contract: p.contract,
    run: p.run,
    baseline: p.baseline,
    root: p.root,
    workspace: p.goalposts.used === 'head' ? o.workspace : p.root,
    ...(o.acceptance !== undefined ? { acceptance: o.acceptance } : {}),
    goalposts: p.goalposts,
    candidateDate: o.candidateDate,
    refreshRun: p.runShown,
    prJudgments: p.prJudgments,
  };
}
