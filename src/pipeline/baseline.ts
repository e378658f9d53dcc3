import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { InputError, quote } from '../errors.js';
import { zlib } from '../read/open.js';
import { VERSION } from '../version.js';
import { loadContract, contractId, type ResolvedContract } from '../contract/load.js';
import { readQrels } from '../read/qrels.js';
import { readSlices } from '../read/slices.js';
import { readRankedRun, type RankedList, type RankedRunResult } from '../score/rank.js';
import { AnsweredTwice, answeredTwice } from '../score/shards.js';
import { runFiles } from '../read/run-files.js';
import { compareIds } from '../read/ids.js';
import { ranksNeeded } from '../measures/registry.js';

/**
 * The baseline file a run gives under a contract: what `rankgate baseline` writes and what the action commits after
 * an accepted regression (refresh-on-accept), so both produce the same bytes.
 */
export interface BaselineOptions {
  contract: string;
  /** The run: a file, or the files (paths or globs) of a run sharded by query, read as one run. */
  run: string | readonly string[];
  /** Where to write (default: the contract's baseline path). */
  out?: string;
  /** Source commit and its date; default: asked of git in the run's folder. */
  commit?: string;
  date?: string;
  /** Uncompressed size above which the file is gzipped. */
  gzipAbove?: number;
  /** The folder the contract's paths must stay inside (--root; default: the contract's repository). */
  root?: string;
}

/** A commit id as git writes it: 7 to 64 hex digits (SHA-1 or SHA-256, possibly abbreviated). */
const COMMIT = /^[0-9a-f]{7,64}$/i;

/**
 * An ISO 8601 date or date-time as git writes them (2026-11-02, 2026-11-02T10:00:00+01:00, …Z), with a real
 * calendar date and clock time: 2026-13-45 or 24:61 are refused, not rolled over by Date.parse.
 */
export function isIsoDate(text: string): boolean {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    mo - 1
  ];
  if (d > days) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || (m[6] !== undefined && Number(m[6]) > 59)))
    return false;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}

/** Header values go onto lines of their own: each one is checked, so none can add a line (or a fake result). */
function checkProvenance(
  commit: string | undefined,
  date: string | undefined,
  fromFlag: { commit: boolean; date: boolean },
): void {
  if (commit !== undefined && !COMMIT.test(commit)) {
    throw new InputError(
      `${fromFlag.commit ? '--commit' : 'the commit git reported'} ${quote(commit)} is not a commit id`,
      {},
      'give the commit as hex digits, e.g. --commit 3f2a9c1',
    );
  }
  if (date !== undefined && !isIsoDate(date)) {
    throw new InputError(
      `${fromFlag.date ? '--date' : 'the date git reported'} ${quote(date)} is not an ISO 8601 date`,
      {},
      'e.g. --date 2026-11-02 or --date 2026-11-02T10:00:00Z',
    );
  }
}

export const GZIP_ABOVE = 20 * 1024 * 1024;

/**
 * The contract's baseline from a run — ranked by the contract's tie policy, truncated to the depth its measures need,
 * with provenance header lines — and where it goes. Byte-identical for identical inputs: no clock.
 */
export async function buildBaseline(
  o: BaselineOptions,
): Promise<{ path: string; bytes: Buffer; message: string; renamed: boolean }> {
  // The provenance flags are checked before anything is read: a bad one wastes no scoring.
  checkProvenance(o.commit, o.date, { commit: true, date: true });
  const rc = loadContract(o.contract, o.contract, { root: o.root });
  const out = o.out ?? rc.paths.baseline;
  if (!out)
    throw new InputError(
      'the contract names no baseline file',
      { file: rc.file },
      'set baseline: in the contract or pass --out FILE',
    );
  const qrels = await readQrels(rc.paths.judgments, rc.contract.judgments);
  const slices = rc.paths.slices ? await readSlices(rc.paths.slices, rc.contract.slices) : null;
  const id = contractId(rc.contract, qrels.facts.sha256, slices?.facts.sha256);
  const depth = neededDepth(rc);
  const policy = { ...rc.contract.policy, depth };
  const files = runFiles(typeof o.run === 'string' ? [o.run] : o.run, process.cwd(), {
    what: 'the run',
    shown: (p) => p,
  });
  // By qid, last call wins: a file whose queries are not contiguous is read twice, the second time whole. Another
  // file answering a query is a query in two shards.
  const byQid = new Map<string, RankedList>();
  const owner = new Map<string, number>();
  const reads: RankedRunResult[] = [];
  try {
    for (let k = 0; k < files.length; k++) {
      reads.push(
        await readRankedRun(
          files[k]!.path,
          qrels,
          { policy, keep: Infinity, unjudgedQueries: true, label: files[k]!.label },
          (l) => {
            const first = owner.get(l.qid);
            if (first !== undefined && first !== k) throw new AnsweredTwice(l.qid, first, k);
            owner.set(l.qid, k);
            byQid.set(l.qid, { ...l, judgments: undefined });
          },
        ),
      );
    }
  } catch (e) {
    if (e instanceof AnsweredTwice) throw await answeredTwice(e.qid, files[e.first]!, files[e.second]!);
    throw e;
  }
  const read = reads[0]!;
  const lists = [...byQid.values()].sort((a, b) => compareIds(a.qid, b.qid));
  const tag = read.tags[0] ?? 'baseline';
  const git = o.commit && o.date ? { commit: o.commit, date: o.date } : gitFacts(dirname(files[0]!.path), o);
  checkProvenance(git.commit, git.date, { commit: o.commit !== undefined, date: o.date !== undefined });
  const head = [
    '# rankgate baseline',
    `# rankgate-version: ${VERSION}`,
    `# contract: ${id}`,
    ...(rc.contract.corpus !== undefined
      ? [`# corpus: ${rc.contract.corpus}`]
      : read.meta.corpus
        ? [`# corpus: ${read.meta.corpus}`]
        : []),
    ...(git.commit ? [`# commit: ${git.commit}`] : []),
    ...(git.date ? [`# date: ${git.date}`] : []),
    `# ties: ${policy.ties}`,
    `# depth: ${depth}`,
  ];
  const lines: string[] = [...head];
  let results = 0;
  for (const l of lists) {
    for (let i = 0; i < l.n; i++) {
      lines.push(`${l.qid} Q0 ${l.docids[i]} ${i + 1} ${l.scores[i]} ${tag}`);
      results++;
    }
  }
  const text = Buffer.from(lines.join('\n') + '\n', 'utf8');
  let path = out;
  let bytes: Buffer = text;
  const limit = o.gzipAbove ?? GZIP_ABOVE;
  let note = '';
  if (out.endsWith('.gz') || text.length > limit) {
    bytes = deterministicGzip(text);
    if (!out.endsWith('.gz')) {
      path = out + '.gz';
      note = ` (over ${Math.round(limit / 1048576)} MiB, so gzipped: point baseline: in the contract at ${path})`;
    }
  }
  return {
    path,
    bytes,
    renamed: path !== out,
    message: `wrote ${path}: ${lists.length} queries, ${results} results (depth ${depth}, ties ${policy.ties}, contract ${id})${note}`,
  };
}

/**
 * Results per query the contract's measures need: the largest cutoff, or the policy depth when some measure has
 * none (AP, R, nDCG without @k) — and never more than the policy depth.
 */
export function neededDepth(rc: ResolvedContract): number {
  let depth = 0;
  for (const m of rc.measures) {
    if (m.kind === 'NumRet') continue;
    depth = Math.max(depth, Math.min(ranksNeeded(m), rc.contract.policy.depth));
  }
  return Math.min(depth || rc.contract.policy.depth, rc.contract.policy.depth);
}

/** gzip with no timestamp and a fixed OS byte, so the bytes depend on the content alone. */
export function deterministicGzip(data: Buffer): Buffer {
  const z = zlib().gzipSync(data, { level: 9 });
  z[4] = z[5] = z[6] = z[7] = 0; // MTIME
  z[9] = 255; // OS: unknown
  return z;
}

function gitFacts(cwd: string, o: BaselineOptions): { commit?: string; date?: string } {
  try {
    const outText = execFileSync('git', ['log', '-1', '--format=%H%n%cI'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [commit, date] = outText.trim().split('\n');
    return { commit: o.commit ?? commit, date: o.date ?? date };
  } catch {
    return { commit: o.commit, date: o.date };
  }
}
