// One trial of the gate benchmark: simulate a pull request (bench/gate/sim.mjs), write its files, run the gate of this
// version and of the reference version on them, and say what each concluded. Runs inside a worker thread
// (bench/gate.mjs starts them); `engines` are the bundles the driver built.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTRACT,
  collection,
  labels,
  noisyRun,
  ndcg10,
  plant,
  qrelsText,
  runText,
  slicesText,
  systemScores,
} from './sim.mjs';

const TARGET = 'bucket=target';

/** What one engine concluded: the verdict, and what happened on the target slice. */
function outcome(report) {
  const target = report.slices.find((s) => s.name === TARGET);
  const reasons = report.verdict.reasons.filter((r) => r.slice === TARGET);
  const worst = (levels) =>
    levels.includes('fail')
      ? 'fail'
      : levels.includes('inconclusive')
        ? 'inconclusive'
        : levels.includes('warn')
          ? 'warn'
          : 'pass';
  return {
    level: report.verdict.level,
    target: worst(reasons.map((r) => r.level)),
    // The new report's own status of the target slice (underpowered included); the old one has pass/warn/fail/...
    status: target?.status ?? 'missing',
    failKinds: report.verdict.reasons.filter((r) => r.level === 'fail').map((r) => r.kind ?? 'rule'),
    because: reasons.map((r) => r.because).filter(Boolean),
  };
}

/**
 * Builds the files of a trial in `dir`.
 * aa: baseline and candidate are two runs of one system under CI-like noise `kind`;
 * power: two runs of one system under score jitter `sigma` (the churn), and a drop of `delta` planted into the
 * candidate on the target slice of `size` queries, either as the drop observed against the baseline
 * (`protocol: 'observed'`) or as the true drop, the churn's mean on the slice added (`protocol: 'true'`).
 */
function build(dir, t) {
  const coll = collection(t.seed, t.queries, t.density);
  const labs = labels(t.seed + 1, t.queries, t.size ?? Math.round(t.queries / 2));
  let base;
  let cand;
  let realized = 0;
  if (t.type === 'aa') {
    const clean = systemScores(coll, t.seed + 2, 1);
    base = noisyRun(coll, clean, t.kind, t.seed + 3, t.sigma);
    cand = noisyRun(coll, clean, t.kind, t.seed + 4, t.sigma);
  } else {
    // Two runs of one system under score jitter of sd `sigma` (calibrated to the churn), the drop planted in one.
    const clean = systemScores(coll, t.seed + 2, 1);
    base = noisyRun(coll, clean, 'jitter', t.seed + 3, t.sigma);
    cand = noisyRun(coll, clean, 'jitter', t.seed + 4, t.sigma);
    const members = labs.map((l, q) => (l.bucket === 'target' ? q : -1)).filter((q) => q >= 0);
    // observed: the slice's mean drop against the baseline is `delta` (the churn's own mean on the slice is made up
    // for, in either direction); true: `delta` is the drop against the candidate's unplanted ranking, and the
    // observed drop adds the churn's mean.
    const churnMean =
      t.protocol === 'observed'
        ? members.reduce((s, q) => s + ndcg10(coll[q], cand.ranking[q]) - ndcg10(coll[q], base.ranking[q]), 0) /
          members.length
        : 0;
    const p = plant(coll, cand.ranking, members, t.delta + churnMean, t.seed + 5);
    cand = { ranking: p.ranking, scores: null };
    realized = p.realized - churnMean;
  }
  // Per-query sd of the differences on the target slice (the planted drop included), and over all queries.
  const sdOf = (d) => {
    const m = d.reduce((a, b) => a + b, 0) / d.length;
    return Math.sqrt(d.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(d.length - 1, 1));
  };
  const d = coll.map((q, i) => ndcg10(q, cand.ranking[i]) - ndcg10(q, base.ranking[i]));
  const sd = sdOf(d);
  const onSlice = d.filter((_, i) => labs[i].bucket === 'target');
  const sliceSd = sdOf(onSlice);
  const observed = -onSlice.reduce((a, b) => a + b, 0) / Math.max(onSlice.length, 1);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'qrels.txt'), qrelsText(coll));
  writeFileSync(join(dir, 'slices.tsv'), slicesText(coll, labs));
  writeFileSync(join(dir, 'base.trec'), runText(coll, base, 'base'));
  writeFileSync(
    join(dir, 'cand.trec'),
    runText(coll, cand, 'cand', t.missing ? new Set(Array.from({ length: t.missing }, (_, i) => i)) : undefined),
  );
  writeFileSync(join(dir, 'rankgate.yml'), CONTRACT);
  // The same gate with Holm in place of Westfall–Young (the `holm` engine: this version's bundle).
  writeFileSync(join(dir, 'rankgate-holm.yml'), `${CONTRACT}  significance: { correction: holm }\n`);
  // The same gate under the paired t-test (the `t-test` engine: this version's bundle, Westfall–Young as by default).
  writeFileSync(join(dir, 'rankgate-t-test.yml'), `${CONTRACT}  significance: { test: t-test }\n`);
  return { realized, observed, sd, sliceSd };
}

export async function runTrials(trials, engines, tmp) {
  const out = [];
  for (const t of trials) {
    const dir = join(tmp, `t${t.id}`);
    const facts = build(dir, t);
    const res = { id: t.id, ...facts };
    for (const [name, engine] of Object.entries(engines)) {
      try {
        const contract = join(dir, name === 'holm' || name === 't-test' ? `rankgate-${name}.yml` : 'rankgate.yml');
        const r = await engine.runComparison({ contract, run: join(dir, 'cand.trec'), root: dir });
        res[name] = outcome(r.report);
      } catch (e) {
        res[name] = { error: String(e?.message ?? e).split('\n')[0] };
      }
    }
    rmSync(dir, { recursive: true, force: true });
    out.push(res);
  }
  return out;
}
