import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  deriveSeed,
  familyTest,
  pairedBootstrapCIs,
  pairedRandomizationTest
} from "./chunk-CPTSWJPP.js";
import {
  runWorker,
  workerFile
} from "./chunk-J76BOQWE.js";

// src/compare/heavy.ts
import { availableParallelism } from "node:os";
var PARALLEL_MIN_WORK = 3e7;
async function heavyStatistics(job, slices, family, standby) {
  const perSlice = (x) => (x.columns[0]?.length ?? 0) * (job.iterations + job.bootstrap);
  const familyWork = family ? family.iterations * family.pairs.reduce((s, p) => s + p.members.length, 0) : 0;
  const work = slices.reduce((s, x) => s + perSlice(x), 0) + familyWork;
  const file = workerFile();
  if (!file || availableParallelism() < 2 || work < PARALLEL_MIN_WORK) {
    standby?.cancel();
    return runHeavy({ ...job, slices, family });
  }
  const order = slices.map((s, i) => i).sort((a, b) => slices[b].columns[0].length - slices[a].columns[0].length || a - b);
  const shares = [[], []];
  const load = [0, familyWork / (job.iterations + job.bootstrap)];
  for (const i of order) {
    const t = load[0] * 1.15 <= load[1] ? 0 : 1;
    shares[t].push(i);
    load[t] += slices[i].columns[0].length;
  }
  const task = { ...job, slices: shares[1].map((i) => slices[i]), family };
  const there = standby ? standby.run(task) : runWorker(file, { kind: "stats", job: task });
  const here = runHeavy({ ...job, slices: shares[0].map((i) => slices[i]), family: null });
  const away = await there;
  const out = new Array(slices.length);
  shares[0].forEach((i, k) => out[i] = here.slices[k]);
  shares[1].forEach((i, k) => out[i] = away.slices[k]);
  return { slices: out, family: away.family };
}
function runHeavy(job) {
  return { slices: sliceStatistics(job), family: job.family ? familyTest(job.family) : null };
}
function sliceStatistics(job) {
  return job.slices.map((s) => {
    const n = s.columns[0]?.length ?? 0;
    const cis = n > 0 ? pairedBootstrapCIs(s.columns, { iterations: job.bootstrap, seed: deriveSeed(job.seed, "ci|" + s.name), moved: s.moved }) : s.columns.map(() => [0, 0]);
    const ps = s.columns.map((d, mi) => job.test ? pairedRandomizationTest(d, { iterations: job.iterations, seed: deriveSeed(job.seed, `p|${s.name}|${job.measures[mi]}`) }) : null);
    return { cis, ps };
  });
}

export {
  heavyStatistics,
  runHeavy
};
//# sourceMappingURL=chunk-H2KMBFU2.js.map
