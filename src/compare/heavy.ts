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
}

export interface HeavyOutput {
  slices: HeavyResult[];
  family: FamilyResult | null;
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
 * depend on how the work is shared between threads.
 */
export async function heavyStatistics(
  job: Omit<HeavyJob, 'slices' | 'family'>,
  slices: HeavyJob['slices'],
  family: FamilyInput | null,
  standby?: Lane | null,
): Promise<HeavyOutput> {
  // A slice with a computed interval draws the others over their own non-zero differences only: about nothing.
  const perSlice = (x: HeavyJob['slices'][number]) =>
    (x.columns[0]?.length ?? 0) *
    (job.iterations + (job.computeEnds && x.columns.some(manyNonZero) ? 0 : job.bootstrap));
  const familyWork = family ? family.iterations * family.pairs.reduce((s, p) => s + p.members.length, 0) : 0;
  const work = slices.reduce((s, x) => s + perSlice(x), 0) + familyWork;
  if (!worthAThread(work, PARALLEL_MIN_WORK)) return runHeavy({ ...job, slices, family });
  // Two shares balanced by work (the family test to the worker first, then slices largest first, each to the lighter
  // share): one here, one in a worker (started while the runs were scored), which also pays for copying its input.
  const order = slices
    .map((_, i) => i)
    .sort((a, b) => slices[b].columns[0].length - slices[a].columns[0].length || a - b);
  const shares: number[][] = [[], []];
  // Measured at MS MARCO scale (6,980 queries, 21 gated pairs): a member-draw of the family test (atoms, signs, its
  // decision steps), with the worker's copy of its input, costs about 1.2 query-rounds of a slice's bootstrap and
  // randomization test. (Balanced, both threads finish together and the worker goes on to hash the runs.)
  const load = [0, (1.2 * familyWork) / (job.iterations + job.bootstrap)];
  for (const i of order) {
    const t = load[0] <= load[1] ? 0 : 1;
    shares[t].push(i);
    load[t] += slices[i].columns[0].length;
  }
  const task: HeavyJob = { ...job, slices: shares[1].map((i) => slices[i]), family };
  const there = runTask<HeavyOutput>({ kind: 'stats', job: task }, standby);
  const here = runHeavy({ ...job, slices: shares[0].map((i) => slices[i]), family: null });
  const away = await there;
  const out: HeavyResult[] = new Array(slices.length);
  shares[0].forEach((i, k) => (out[i] = here.slices[k]));
  shares[1].forEach((i, k) => (out[i] = away.slices[k]));
  return { slices: out, family: away.family };
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

export function runHeavy(job: HeavyJob): HeavyOutput {
  return { slices: sliceStatistics(job), family: job.family ? familyTest(job.family) : null };
}

function sliceStatistics(job: HeavyJob): HeavyResult[] {
  return job.slices.map((s) => {
    const n = s.columns[0]?.length ?? 0;
    // The intervals' streams and which are computed: intervals() below.
    const cis = n > 0 ? intervals(job, s) : s.columns.map((): [number, number] => [0, 0]);
    const test = job.test !== null ? pairedTest(job.test) : null;
    const ps = s.columns.map((d, mi) =>
      test
        ? test.twoSided(d, job.iterations, deriveSeed(job.seed, `p|${s.name}|${job.measures[mi]}`), job.stopAt)
        : null,
    );
    return { cis, ps };
  });
}
