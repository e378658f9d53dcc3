import { availableParallelism } from 'node:os';
import { deriveSeed, pairedBootstrapCIs, pairedRandomizationTest } from './stats.js';
import { runWorker, workerFile, type StandbyWorker } from '../score/parallel.js';

/** The Monte Carlo part of the statistics, for a list of slices: the only part worth spreading over cores. */
export interface HeavyJob {
  test: boolean;
  seed: number;
  iterations: number;
  bootstrap: number;
  measures: string[];
  /** Per slice, per measure, the candidate-minus-baseline differences over the slice's queries. */
  slices: { name: string; columns: Float64Array[] }[];
}

export interface HeavyResult {
  cis: [number, number][];
  ps: (number | null)[];
}

/** Below this many query-rounds a worker's start-up costs more than it saves. */
const PARALLEL_MIN_WORK = 30_000_000;

/**
 * Bootstrap intervals and randomization p-values per slice. Every slice is seeded from its own name (and every
 * test from its slice and measure), so the numbers do not depend on how slices are shared between threads.
 */
export async function heavyStatistics(job: Omit<HeavyJob, 'slices'>, slices: HeavyJob['slices'], standby?: StandbyWorker | null): Promise<HeavyResult[]> {
  const work = slices.reduce((s, x) => s + (x.columns[0]?.length ?? 0), 0) * (job.iterations + job.bootstrap);
  const file = workerFile();
  if (!file || availableParallelism() < 2 || work < PARALLEL_MIN_WORK) {
    standby?.cancel();
    return runHeavy({ ...job, slices });
  }
  // Two shares balanced by query count (largest first, each to the lighter share): one here, one in a worker.
  // This thread also assembles the report afterwards, so the worker's share is weighted a little larger.
  const order = slices.map((s, i) => i).sort((a, b) => slices[b].columns[0].length - slices[a].columns[0].length || a - b);
  const shares: number[][] = [[], []];
  const load = [0, 0];
  for (const i of order) {
    const t = load[0] * 1.15 <= load[1] ? 0 : 1;
    shares[t].push(i);
    load[t] += slices[i].columns[0].length;
  }
  const task = { ...job, slices: shares[1].map((i) => slices[i]) };
  const there = standby ? standby.run<HeavyResult[]>(task) : runWorker<HeavyResult[]>(file, { kind: 'stats', job: task });
  const here = runHeavy({ ...job, slices: shares[0].map((i) => slices[i]) });
  const away = await there;
  const out: HeavyResult[] = new Array(slices.length);
  shares[0].forEach((i, k) => (out[i] = here[k]));
  shares[1].forEach((i, k) => (out[i] = away[k]));
  return out;
}

export function runHeavy(job: HeavyJob): HeavyResult[] {
  return job.slices.map((s) => {
    const n = s.columns[0]?.length ?? 0;
    // Each (slice, measure) has its own stream: adding or removing a measure leaves every other interval unchanged.
    const cis = s.columns.map((d, mi): [number, number] => (n > 0
      ? pairedBootstrapCIs([d], { iterations: job.bootstrap, seed: deriveSeed(job.seed, `ci|${s.name}|${job.measures[mi]}`), skipZeros: true })[0]
      : [0, 0]));
    const ps = s.columns.map((d, mi) => (job.test
      ? pairedRandomizationTest(d, { iterations: job.iterations, seed: deriveSeed(job.seed, `p|${s.name}|${job.measures[mi]}`) })
      : null));
    return { cis, ps };
  });
}
