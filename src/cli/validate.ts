import { existsSync } from 'node:fs';
import { InputError } from '../errors.js';
import { inspectContract } from '../contract/load.js';
import { readQrels, type Qrels } from '../read/qrels.js';
import { readSlices, type SliceTable } from '../read/slices.js';
import { readQueries } from '../read/queries.js';
import { readRankedRun } from '../score/rank.js';
import { buildSlices, selectSlices } from '../compare/slices.js';
import { powerOf } from '../pipeline/power.js';

/**
 * `rankgate validate`: checks a contract and every file it names without scoring, and reports every problem at
 * once (a first-time setup usually has several): every schema issue and measure name of the contract, every file it
 * names (also when the contract has problems elsewhere), a slices file that labels nothing or too few judged queries,
 * the baseline, the rules.
 */
export async function validateCommand(contractPath: string, root?: string): Promise<{ ok: boolean; lines: string[] }> {
  const problems: string[] = [];
  const facts: string[] = [];
  const attempt = async <T>(what: () => Promise<T> | T): Promise<T | undefined> => {
    try {
      return await what();
    } catch (e) {
      if (e instanceof InputError) {
        problems.push(e.format());
        return undefined;
      }
      throw e;
    }
  };
  const ins = inspectContract(contractPath, contractPath, { root });
  problems.push(...ins.problems.map((p) => p.format()));
  const rc = ins.contract;
  if (rc)
    facts.push(
      `contract ${rc.file}: gate "${rc.contract.name}", measures ${rc.measures.map((m) => m.name).join(', ')}`,
    );
  const label = (key: 'judgments' | 'slices' | 'queries') => ins.written[key] ?? key;

  const qrels: Qrels | undefined = ins.paths.judgments
    ? await attempt(() => readQrels(ins.paths.judgments!, label('judgments')))
    : undefined;
  if (qrels)
    facts.push(
      `judgments ${label('judgments')}: ${qrels.judgments} judgments for ${qrels.qids.length} queries, grades up to ${qrels.maxGrade}`,
    );
  const slices: SliceTable | null | undefined = ins.paths.slices
    ? await attempt(() => readSlices(ins.paths.slices!, label('slices')))
    : null;
  if (slices) {
    facts.push(`slices ${label('slices')}: ${slices.labels.size} queries, dimensions ${slices.dimensions.join(', ')}`);
    for (const p of labelsNothing(slices, label('slices'))) problems.push(p);
  }
  if (ins.paths.queries) {
    const q = await attempt(() => readQueries(ins.paths.queries!, label('queries')));
    if (q) facts.push(`queries ${label('queries')}: ${q.texts.size} texts`);
  }
  if (!rc) return done(facts, problems);

  if (!rc.paths.baseline) {
    problems.push(`${rc.file}: no baseline: (every comparison needs --baseline then)`);
  } else if (!existsSync(rc.paths.baseline)) {
    problems.push(
      `${rc.contract.baseline}: baseline file not found (create it with: rankgate baseline --contract ${rc.file} --run <your main-branch run>)`,
    );
  } else if (qrels) {
    const read = await attempt(() =>
      readRankedRun(
        rc.paths.baseline!,
        qrels,
        { policy: rc.contract.policy, keep: 0, label: rc.contract.baseline },
        () => {},
      ),
    );
    if (read) {
      facts.push(
        `baseline ${rc.contract.baseline}: ${read.queries} queries, ${read.results} results${read.meta.corpus ? `, corpus ${read.meta.corpus}` : ''}`,
      );
      if (read.judgedResults === 0)
        problems.push(
          `${rc.contract.baseline}: none of its document ids appear in the judgments (a changed id namespace?)`,
        );
      if (
        rc.contract.corpus !== undefined &&
        read.meta.corpus !== undefined &&
        read.meta.corpus !== rc.contract.corpus
      ) {
        problems.push(
          `${rc.contract.baseline}: declares corpus "${read.meta.corpus}" but the contract pins "${rc.contract.corpus}"`,
        );
      }
    }
  }
  // A file that labels nothing is reported above; buildSlices would refuse it a second time.
  if (qrels && slices !== undefined && slices?.labelled !== 0) {
    const plan = await attempt(() =>
      buildSlices(qrels.qids, new Uint8Array(qrels.qids.length).fill(1), slices, rc.contract.heldout, rc.file),
    );
    if (plan) {
      for (const [i, r] of rc.contract.gate.rules.entries()) {
        await attempt(() => selectSlices(r.slices, plan.slices, `gate.rules[${i}].slices`, rc.file));
      }
      if (plan.withoutLabels > 0)
        facts.push(
          `${plan.withoutLabels} of ${qrels.qids.length} judged queries have no row in the slices file (counted as (unlabeled))`,
        );
      const small = plan.slices.filter((s) => s.members.length < rc.contract.gate.min_queries).map((s) => s.name);
      if (small.length)
        facts.push(`too small to gate (< ${rc.contract.gate.min_queries} queries): ${small.join(', ')}`);
    }
  }
  // Only on a contract with nothing else wrong: power scores the baseline, which the problems above would stop.
  const warnings = problems.length === 0 && rc.paths.baseline ? await underpowered(rc, root) : [];
  return done(facts, problems, warnings);
}

/**
 * Gated slices whose fail threshold significance cannot resolve on the baseline's data (a warning: the gate works,
 * but those slices show "underpowered" instead of failing a drop of their threshold). With one run the churn is the
 * assumption `rankgate power` states.
 */
async function underpowered(
  rc: NonNullable<ReturnType<typeof inspectContract>['contract']>,
  root: string | undefined,
): Promise<string[]> {
  const sig = rc.contract.gate.significance;
  if (sig === 'none' || sig.test === 'none' || rc.contract.gate.rules.length === 0) return [];
  let r: Awaited<ReturnType<typeof powerOf>>;
  try {
    r = await powerOf(rc, { root });
  } catch (e) {
    if (e instanceof InputError) return [`⚠ could not tell what the gated slices can resolve: ${e.format()}`];
    throw e;
  }
  const under = r.rows.filter((x) => x.fail !== null && !x.resolves);
  if (under.length === 0)
    return [`every gated slice resolves its fail threshold on the baseline's data (${r.basis})`].map((f) => `✔ ${f}`);
  const named = under.map(
    (x) =>
      `${x.measure} on ${x.slice} (fail ${x.threshold}, ${x.queries} queries${x.queriesNeeded !== null ? `, needs ${x.queriesNeeded}` : ''})`,
  );
  return [
    `⚠ ${under.length} of ${r.rows.length} gated slices cannot resolve their fail threshold on the baseline's data, so a drop of that size shows as "underpowered" rather than failing: ${named.join(', ')}. Paired variance ${r.basis}. (raise those thresholds or make the slices report-only; rankgate init --force --baseline ${rc.contract.baseline} [--candidate <a second run>] fits them, and rewrites the workflows too)`,
  ];
}

function done(facts: string[], problems: string[], warnings: string[] = []): { ok: boolean; lines: string[] } {
  const lines = [...facts.map((f) => `✔ ${f}`), ...warnings, ...problems.map((p) => `✖ ${p}`)];
  lines.push(problems.length === 0 ? 'valid' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  return { ok: problems.length === 0, lines };
}

/**
 * A slices file, or one of its dimensions, that gives no query a value (rankgate init's template before it is filled
 * in) would add `<dimension>=(unlabeled)`, a slice identical to `all`: say so instead of gating it twice.
 */
function labelsNothing(t: SliceTable, file: string): string[] {
  if (t.labelled === 0) {
    return [
      `${file}: labels no query: every value cell is empty (an unfilled template?) (fill in a value per query, e.g. type=exact-id, or remove slices: from the contract)`,
    ];
  }
  const out: string[] = [];
  t.dimensions.forEach((d, di) => {
    for (const row of t.labels.values()) if (row[di]?.length) return;
    out.push(`${file}: the column "${d}" gives no query a value (fill it in or remove the column)`);
  });
  return out;
}
