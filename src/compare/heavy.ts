import { deriveSeed, pairedBootstrapCIs } from './stats.js';
import { pairedTest, type PairedTestName } from './paired-test.js';
import { runTask, worthAThread, type Lane } from '../threads/pool.js';
import { COMPUTED_MIN_NONZERO, computedEnds } from './computed-ends.js';
import { familyTest, type FamilyInput, type FamilyResult } from './family.js';

/** The Monte Carlo part of the statistics, for a list of slices: the only part worth spreading over cores. */
export interface HeavyJob {
  /** The test whose two-sided p each cell describes (null: significance is off, no p). */
  test: PairedTestName | null;
  seed: number;
  /** The most draws of a p-value. */
  iterations: number;
  /** The alpha a descriptive p may stop drawing at once its side of it is settled (null: every p takes `iterations`). */
  stopAt: number | null;
  bootstrap: number;
  /** Whether a measure with enough non-zero differences in a slice has its interval computed instead of drawn. */
  computeEnds: boolean;
  measures: string[];
  /** Per slice, per measure, the candidate-minus-baseline differences over the slice's queries, and which of them changed ranking. */
  slices: { name: string; columns: Float64Array[]; moved: Uint8Array }[];
  /** The gate's family test, when this share runs it. */
  family?: FamilyInput | null;
  /**
   * Shared by the two threads that compute these slices together (queue[0]: the next slice to take): each takes the
   * next slice as it gets free, so both finish about together whatever the machine and the slices. Absent: all of them.
   */
  queue?: Int32Array;
  /** With a queue: its first entry is a job either thread may do (runHeavy's `either`), taken by whoever is free first. */
  either?: boolean;
}

export interface HeavyOutput {
  slices: HeavyResult[];
  /** With a queue: the index of each result's slice (the slices this thread took, in the order it took them). */
  taken?: number[];
  family: FamilyResult | null;
  /** The answer of the job either thread may do, from the thread that did it. */
  either?: unknown;
}

/**
 * How the caller's own work joins the statistics when a worker shares them: `first` is work only this thread can do
 * (started while the worker computes the family test); `either` a job both can do, taken by whichever gets free first
 * (`fields` go into the worker's task message, for src/worker.ts to do it from; `here` does it in this thread).
 */
export interface Sharing {
  first?: () => void;
  either?: { fields: Record<string, unknown>; here: () => unknown };
}

export interface HeavyResult {
  cis: [number, number][];
  ps: (number | null)[];
}

/** Below this many query-rounds a worker's start-up costs more than it saves. */
const PARALLEL_MIN_WORK = 30_000_000;

/**
 * Bootstrap intervals and the test's two-sided p-values per slice, and the gate's family test. Every slice is seeded from its
 * own name (and every test from its slice and measure, the family from the contract's seed), so the numbers do not
 * depend on how the work is shared between threads. With a worker, the caller's `sharing` joins in (not at all when
 * everything runs here: the caller then does that work itself).
 */
export async function heavyStatistics(
  job: Omit<HeavyJob, 'slices' | 'family'>,
  slices: HeavyJob['slices'],
  family: FamilyInput | null,
  standby?: Lane | null,
  sharing: Sharing = {},
): Promise<HeavyOutput> {
  // A slice with a computed interval draws the others over their own non-zero differences only: about nothing.
  const perSlice = (x: HeavyJob['slices'][number]) =>
    (x.columns[0]?.length ?? 0) *
    (job.iterations + (job.computeEnds && x.columns.some(manyNonZero) ? 0 : job.bootstrap));
  const familyWork = family ? family.iterations * family.pairs.reduce((s, p) => s + p.members.length, 0) : 0;
  const work = slices.reduce((s, x) => s + perSlice(x), 0) + familyWork;
  if (!worthAThread(work, PARALLEL_MIN_WORK)) return runHeavy({ ...job, slices, family });
  // Two threads take the slices from one queue, largest first, each the next as it gets free: the worker (started while
  // the runs were scored) after the family test, this thread after `first`. A split fixed in advance left one of them
  // waiting a fifth of a second or more for the other (the family test's cost is hard to foresee).
  const order = slices
    .map((_, i) => i)
    .sort((a, b) => slices[b].columns[0].length - slices[a].columns[0].length || a - b);
  const ordered = order.map((i) => slices[i]);
  const queue = new Int32Array(new SharedArrayBuffer(4));
  const either = sharing.either !== undefined;
  const there = runTask<HeavyOutput>(
    { kind: 'stats', job: { ...job, slices: ordered, family, queue, either }, ...sharing.either?.fields },
    standby,
  );
  there.catch(() => {}); // awaited below; should this thread fail first, the worker's later failure is not unhandled
  // The caller's other work while the worker starts on the family test.
  sharing.first?.();
  const here = runHeavy({ ...job, slices: ordered, family: null, queue, either }, sharing.either?.here);
  const away = await there;
  if (process.env.RANKGATE_DEBUG)
    process.stderr.write(
      `rankgate: statistics of ${here.taken!.length} slice(s) here, ${away.taken!.length} and the family test in a worker${either ? `; the shared job ${here.either !== undefined ? 'here' : away.either !== undefined ? 'there' : 'nowhere'}` : ''}\n`,
    );
  const out: HeavyResult[] = new Array(slices.length);
  for (const part of [here, away]) part.taken!.forEach((k, j) => (out[order[k]] = part.slices[j]));
  return { slices: out, family: away.family, either: here.either ?? away.either };
}

/**
 * A slice's bootstrap intervals. A measure with enough non-zero differences has its ends computed
 * (compare/computed-ends.ts). When none has, the slice's one stream resamples all its measures together over the
 * queries whose ranking changed (not over those some measure moved), as it always did: adding or removing a measure
 * changes no other interval. When some have, each remaining measure is resampled on its own stream (seeded from the
 * slice and the measure) over its own non-zero differences only: the rows the computed measures moved cost no draws.
 */
function intervals(job: HeavyJob, s: HeavyJob['slices'][number]): [number, number][] {
  const computed = s.columns.map((c) => (job.computeEnds ? computedEnds(c, 0.025, 0.975) : null));
  if (computed.every((e) => e === null))
    return pairedBootstrapCIs(s.columns, {
      iterations: job.bootstrap,
      seed: deriveSeed(job.seed, 'ci|' + s.name),
      moved: s.moved,
    });
  return computed.map(
    (e, j) =>
      e ??
      pairedBootstrapCIs([s.columns[j]], {
        iterations: job.bootstrap,
        seed: deriveSeed(job.seed, `ci|${s.name}|${job.measures[j]}`),
        moved: nonZero(s.columns[j]),
      })[0],
  );
}

function nonZero(column: Float64Array): Uint8Array {
  return Uint8Array.from(column, (v) => (v !== 0 ? 1 : 0));
}

function manyNonZero(column: Float64Array): boolean {
  let m = 0;
  for (let i = 0; i < column.length && m < COMPUTED_MIN_NONZERO; i++) if (column[i] !== 0) m++;
  return m >= COMPUTED_MIN_NONZERO;
}

/**
 * The statistics of the job's slices and its family test; with a queue, of the slices this thread takes from it, and
 * (job.either) the job in its first entry when this thread takes that: `either` does it.
 */
export function runHeavy(job: HeavyJob, either?: () => unknown): HeavyOutput {
  // The family test first: with a queue, the other thread takes the slices meanwhile.
  const family = job.family ? familyTest(job.family) : null;
  if (!job.queue) return { slices: job.slices.map((s) => sliceResult(job, s)), family };
  const skip = job.either ? 1 : 0;
  const out: HeavyOutput = { slices: [], taken: [], family };
  for (let k = Atomics.add(job.queue, 0, 1); k < job.slices.length + skip; k = Atomics.add(job.queue, 0, 1)) {
    if (k < skip) out.either = either?.();
    else {
      out.taken!.push(k - skip);
      out.slices.push(sliceResult(job, job.slices[k - skip]));
    }
  }
  return out;
}

function sliceResult(job: HeavyJob, s: HeavyJob['slices'][number]): HeavyResult {
  const n = s.columns[0]?.length ?? 0;
  // The intervals' streams and which are computed: intervals() below.
  const cis = n > 0 ? intervals(job, s) : s.columns.map((): [number, number] => [0, 0]);
  const test = job.test !== null ? pairedTest(job.test) : null;
  const ps = s.columns.map((d, mi) =>
    test ? test.twoSided(d, job.iterations, deriveSeed(job.seed, `p|${s.name}|${job.measures[mi]}`), job.stopAt) : null,
  );
  return { cis, ps };
}
