import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.js';
import { readQrels } from '../read/qrels.js';
import { gitRoot, isBranchName } from '../git/repo.js';
import { loadContract } from '../contract/load.js';
import { fitGate, FIT_CAP, fittedRules, type DraftRule, type GateFit } from '../pipeline/fit.js';
import { writeOutput } from './output.js';
import { addGateToWorkflow } from './init-workflows.js';
import { packageRoot } from './compare.js';

export interface InitOptions {
  /** The folder the contract goes in: the repository root, or a subfolder for a further gate. */
  dir: string;
  /** Where the user runs rankgate: --dir and every path given resolve from here (default: the working directory). */
  cwd?: string;
  judgments?: string;
  slices?: string;
  queries?: string;
  /** The main branch's run, to become the baseline path in the contract. */
  baseline?: string;
  /** The command that writes the candidate run in CI. */
  runCommand?: string;
  /** Where that command writes the run. */
  run?: string;
  name?: string;
  fork?: boolean;
  /** Write the push workflow that records main's history (default true). */
  history?: boolean;
  /** The default branch the push workflow records. */
  branch?: string;
  force?: boolean;
  /** A second run (e.g. the team's current candidate): its paired differences with the baseline fit the thresholds. */
  candidate?: string;
  /** Per-query sd of the paired differences a pull request brings, instead of a second run. */
  churn?: number;
}

/** The gate's rules before fitting: what init writes when there is no baseline run to fit them to. */
const DEFAULT_RULES: DraftRule[] = [
  { measure: 'nDCG@10', slices: '*', warn: 0.01, fail: 0.02 },
  { measure: 'R@100', slices: ['all'], fail: 0.01 },
];

/** The stand-in for rankgate's GitHub repository until a release names it (scripts/set-owner.mjs). */
export const PLACEHOLDER_REPO = 'OWNER/rankgate';

/**
 * The action reference written into workflows: the repository in the installed package's package.json (a release
 * writes it there), else the placeholder, which init then reports in every file that holds it.
 */
export function actionRef(root = packageRoot()): string {
  try {
    const pkg = z
      .object({ repository: z.object({ url: z.string() }) })
      .safeParse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
    const m = pkg.success
      ? /github\.com\/([A-Za-z0-9-]+\/[A-Za-z0-9._-]+?)(?:\.git)?$/.exec(pkg.data.repository.url)
      : null;
    if (m && m[1] !== PLACEHOLDER_REPO) return `${m[1]}@v1`;
  } catch {
    // no readable package.json: the placeholder
  }
  return `${PLACEHOLDER_REPO}@v1`;
}

const QRELS_NAMES = /^(qrels.*|.*\.qrels(\.txt)?|judg(e)?ments.*\.txt)$/i;
const SLICES_NAMES = /^slices\.(tsv|csv|jsonl)$/i;
const QUERIES_NAMES = /^(queries|topics)\.tsv$/i;

/**
 * `rankgate init`: a non-interactive scaffold — the contract, a slices template when there is none, and the PR
 * workflow (plus the fork workflow). Never overwrites without `force`.
 */
export async function initCommand(o: InitOptions): Promise<string[]> {
  const cwd = o.cwd ?? process.cwd();
  const root = resolve(cwd, o.dir);
  if (existsSync(root) && !statSync(root).isDirectory()) {
    throw new InputError(`--dir ${o.dir} is a file, not a folder`, {}, 'pass the repository folder, e.g. --dir .');
  }
  // Workflows live in the repository's .github/workflows/ whatever folder the contract is in: GitHub reads no other.
  const repo = (existsSync(root) ? gitRoot(root) : null) ?? root;
  const posix = (p: string) => p.split('\\').join('/');
  const fromRepo = (p: string) => posix(relative(repo, p));
  const found = scan(root);
  // Paths given on the command line are relative to where rankgate runs; found ones to the contract's folder.
  const given = (p: string | undefined, foundHere: string | undefined) =>
    p !== undefined ? resolve(cwd, p) : foundHere !== undefined ? resolve(root, foundHere) : undefined;
  const judgments = given(o.judgments, found.judgments);
  if (!judgments) {
    throw new InputError(
      'no judgments file given or found',
      { file: root },
      'pass --judgments eval/qrels.txt (TREC qrels: qid 0 docid grade)',
    );
  }
  // In the contract: relative to the contract's folder.
  const rel = (p: string) => posix(relative(root, p));
  const qrels = await readQrels(judgments, o.judgments ?? rel(judgments));

  const name = o.name ?? 'search';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name)) {
    throw new InputError(`--name "${name}" is not a gate id`, {}, 'letters, digits, ".", "_" or "-"');
  }
  const slices = given(o.slices, found.slices) ?? resolve(root, 'eval/slices.tsv');
  const queries = given(o.queries, found.queries);
  const baseline = o.baseline ? rel(resolve(cwd, o.baseline)) : `baselines/${name}.trec`;
  const run = o.run ?? 'runs/candidate.trec';
  const runCommand = o.runCommand ?? `./scripts/search-eval > ${run}`;
  // Both go into the workflow's YAML as lines of a shell block: a line break would add lines of its own.
  for (const [flag, v] of [
    ['--run', run],
    ['--run-command', runCommand],
  ] as const) {
    if (/[\u0000-\u001f\u007f]/.test(v))
      throw new InputError(`${flag} must be one line without control characters`, {}, `write ${flag} on one line`);
  }

  const ref = actionRef();
  const contractPath = fromRepo(join(root, 'rankgate.yml'));
  if (o.churn !== undefined && !(o.churn > 0 && Number.isFinite(o.churn)))
    throw new InputError(`--churn must be a positive number, got ${o.churn}`, {}, 'e.g. --churn 0.1');
  const baselineFile = resolve(root, baseline);
  const haveBaseline = existsSync(baselineFile) && statSync(baselineFile).isFile();
  if (!haveBaseline && (o.candidate !== undefined || o.churn !== undefined)) {
    throw new InputError(
      `${o.candidate !== undefined ? '--candidate' : '--churn'} fits the thresholds to the baseline run, and ${baseline} does not exist yet`,
      {},
      "pass --baseline with the main branch's run (e.g. --baseline runs/main.trec), or write it first: rankgate init, then rankgate baseline --run <run>, then rankgate init --force --baseline <that file> --candidate <run>",
    );
  }
  const text = (gate: string, withSlices = true) =>
    contractText(
      name,
      rel(judgments),
      withSlices ? rel(slices) : undefined,
      queries ? rel(queries) : undefined,
      baseline,
      gate,
    );
  // With a baseline run: thresholds each gated slice can resolve on this data. Without one: the defaults.
  let fit: GateFit | null = null;
  if (haveBaseline) {
    // A slices file not written yet (the template below) labels nothing: fit on `all` alone.
    const withSlices = existsSync(slices);
    const rules = withSlices ? DEFAULT_RULES : DEFAULT_RULES.map((r) => ({ ...r, slices: ['all'] }));
    const contractFile = join(root, 'rankgate.yml');
    const load = (rs: DraftRule[]) =>
      loadContract(contractFile, contractPath, { text: text(rulesText(rs), withSlices), root: repo });
    fit = await fitGate(rules, load, {
      run: o.candidate !== undefined ? resolve(cwd, o.candidate) : undefined,
      churn: o.churn,
      root: cwd,
    });
  }
  // Paths below are relative to the repository root: what the user sees, and where the workflows run.
  const files: { path: string; content: string }[] = [];
  files.push({
    path: contractPath,
    content: text(
      fit
        ? fittedText(
            fit,
            o.candidate !== undefined ? posix(relative(root, resolve(cwd, o.candidate))) : undefined,
            o.churn,
            existsSync(slices),
          )
        : DEFAULT_GATE,
    ),
  });
  if (!existsSync(slices)) files.push({ path: fromRepo(slices), content: slicesTemplate(qrels.qids) });
  files.push({ path: '.github/workflows/rankgate.yml', content: prWorkflow(run, runCommand, contractPath, ref) });
  const branch = o.branch ?? 'main';
  if (!isBranchName(branch)) {
    throw new InputError(`--branch "${branch}" is not a branch name`, {}, 'letters, digits, ".", "_", "-" or "/"');
  }
  if (o.history !== false)
    files.push({
      path: '.github/workflows/rankgate-history.yml',
      content: historyWorkflow(run, runCommand, branch, contractPath, ref),
    });
  if (o.fork) files.push({ path: '.github/workflows/rankgate-comment.yml', content: forkWorkflow(ref) });

  // A workflow a first gate's init wrote takes this gate in as well (one workflow runs every gate); anything else that
  // is already there is overwritten only with --force.
  const joined = new Set<string>();
  if (!o.force) {
    // The fork workflow serves every gate as it is.
    const fork = files.findIndex((f) => f.path.endsWith('rankgate-comment.yml') && existsSync(join(repo, f.path)));
    if (fork >= 0) files.splice(fork, 1);
    for (const f of files) {
      if (
        !f.path.startsWith('.github/workflows/rankgate') ||
        f.path.endsWith('-comment.yml') ||
        !existsSync(join(repo, f.path))
      )
        continue;
      const merged = addGateToWorkflow(readFileSync(join(repo, f.path), 'utf8'), {
        gate: name,
        contract: contractPath,
        run,
        runCommand,
      });
      if (merged.status === 'merged') {
        f.content = merged.text;
        joined.add(f.path);
      }
    }
  }
  const clashes = files.filter((f) => !joined.has(f.path) && existsSync(join(repo, f.path)));
  if (clashes.length > 0 && !o.force) {
    throw new InputError(
      `would overwrite ${clashes.map((f) => f.path).join(', ')}`,
      { file: root },
      'pass --force to replace them',
    );
  }
  const out: string[] = [];
  for (const f of files) {
    writeOutput(join(repo, f.path), f.content, f.path);
    out.push(
      joined.has(f.path) ? `updated ${f.path}: it runs gate "${name}" too (${contractPath})` : `wrote ${f.path}`,
    );
  }
  if (fit) {
    out.push('');
    out.push(
      `Fitted the gate to ${fit.source === 'run' ? 'the paired differences with the candidate run' : fit.source === 'churn' ? `a churn of ${o.churn}` : 'an assumed churn (pass --candidate RUN to measure it)'}: ${fit.rules.length} gated (slice, measure) pair${fit.rules.length === 1 ? '' : 's'}, each resolving its threshold${fit.reportOnly.length ? `; ${fit.reportOnly.length} report-only (too few queries: see the comments in ${contractPath})` : ''}.`,
    );
    const weak = fit.rules.filter((r) => r.fail > FIT_CAP).map((r) => `${r.measure} on all (fail ${r.fail})`);
    if (weak.length)
      out.push(
        `  too few queries to resolve a drop of ${FIT_CAP} even on all: ${weak.join(', ')} — add judged queries`,
      );
  }
  out.push('');
  out.push('Next:');
  if (!existsSync(resolve(root, baseline)))
    out.push(
      `  rankgate baseline --contract ${contractPath} --run <the main branch's run>   # writes ${fromRepo(resolve(root, baseline))}`,
    );
  if (files.some((f) => f.path === fromRepo(slices)))
    out.push(`  fill in ${fromRepo(slices)} (one row per query; several values in a cell separated by ";")`);
  if (!fit)
    out.push(
      `  rankgate init --force --baseline <the main branch's run> [--candidate <a second run>]   # fits the thresholds to your data`,
    );
  out.push(`  rankgate validate --contract ${contractPath}`);
  out.push(
    `  edit .github/workflows/rankgate.yml${o.history !== false ? ' and rankgate-history.yml' : ''}: the step that writes ${run}`,
  );
  // Every file written that still names the placeholder repository, so none is missed.
  const placeholder = files.filter((f) => f.content.includes(PLACEHOLDER_REPO)).map((f) => f.path);
  if (placeholder.length > 0) {
    out.push(
      `  replace ${PLACEHOLDER_REPO} with rankgate's GitHub repository (owner/name) in ${placeholder.join(', ')}`,
    );
  }
  return out;
}

/** Conventional file names in the usual folders (eval/, data/, the root). */
function scan(root: string): { judgments?: string; slices?: string; queries?: string } {
  const out: { judgments?: string; slices?: string; queries?: string } = {};
  for (const folder of ['eval', 'evaluation', 'data', 'relevance', '.']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      const p = folder === '.' ? f : `${folder}/${f}`;
      if (!out.judgments && QRELS_NAMES.test(f)) out.judgments = p;
      if (!out.slices && SLICES_NAMES.test(f)) out.slices = p;
      if (!out.queries && QUERIES_NAMES.test(f)) out.queries = p;
    }
  }
  return out;
}

/** A path as a YAML value: plain when it is plainly a path, else a quoted string (a ": " or "#" would change the YAML). */
function yamlPath(p: string): string {
  return /^[A-Za-z0-9_./-]+$/.test(p) ? p : JSON.stringify(p);
}

function contractText(
  name: string,
  judgmentsPath: string,
  slicesPath: string | undefined,
  queriesPath: string | undefined,
  baselinePath: string,
  gate: string,
): string {
  const judgments = yamlPath(judgmentsPath);
  const queries = queriesPath === undefined ? undefined : yamlPath(queriesPath);
  const baseline = yamlPath(baselinePath);
  return `# rankgate evaluation contract: what is measured and how. Paths are relative to this file.
version: 1
name: ${name}                      # the gate id: one sticky PR comment per name
# corpus: "2026-01-01"            # pin the corpus version; runs declaring another one are refused
judgments: ${judgments}
${slicesPath !== undefined ? `slices: ${yamlPath(slicesPath)}\n` : ''}${queries ? `queries: ${queries}` : '# queries: eval/queries.tsv       # qid<TAB>text, makes the comment readable'}
baseline: ${baseline}          # the main branch's run: rankgate baseline --run <run>
measures: [nDCG@10, R@100, RR@10, P@5, Judged@10]
relevance: 1                      # grade >= this is relevant for binary measures
# policy:                         # the defaults:
#   ties: trec_eval               # trec_eval | rank | file | expected
#   unjudged: nonrelevant         # nonrelevant | condensed
#   missing: zero                 # zero | error
#   no_relevant: exclude          # exclude | zero
#   duplicates: error             # error | first
#   depth: 1000
# aggregate: macro                # macro | micro
# heldout: { slice: split=test, mode: blind }
# baseline_max_age: 30d           # an older baseline is a warning in the PR comment
# goalposts: base                 # base: a PR is judged by the base commit's contract, judgments, slices, baseline; head: by its own
gate:
  primary: nDCG@10
${gate}  min_queries: 10                 # smaller slices are reported, never fail
  # significance: { test: randomization, iterations: 10000, bootstrap: 10000, alpha: 0.05, correction: westfall-young, seed: 1, power: 0.8 }   # test: randomization | t-test
  # missing: fail                 # judged queries the candidate no longer answers: fail | warn | off
  # coverage: { measure: Judged@10, min: 0.7 }   # off unless set: a failure becomes inconclusive when the candidate's judged share falls below min
`;
}

/** The rules init writes without a baseline run to fit them to. */
const DEFAULT_GATE = `  rules:
    - { measure: nDCG@10, slices: "*", warn: 0.01, fail: 0.02 }   # absolute drops; "3%" = relative
    - { measure: R@100, slices: [all], fail: 0.01 }
`;

/** A string as a YAML double-quoted scalar of printable ASCII only: a slice name from the slices file cannot end the line or the comment it is in. */
function yamlQuoted(v: string): string {
  let out = '"';
  for (const ch of v) {
    const cp = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (cp >= 0x20 && cp <= 0x7e) out += ch;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return `${out}"`;
}

/** Rules as the contract's YAML lines (flow mappings), each with an optional comment. */
function ruleLine(r: DraftRule, comment?: string): string {
  const slices = r.slices === '*' ? '"*"' : `[${r.slices.map(yamlQuoted).join(', ')}]`;
  const t = `${r.warn !== undefined ? `, warn: ${r.warn}` : ''}, fail: ${r.fail}`;
  return `    - { measure: ${r.measure}, slices: ${slices}${t} }${comment ? `   # ${comment}` : ''}\n`;
}

function rulesText(rules: DraftRule[]): string {
  return `  rules:\n${rules.map((r) => ruleLine(r)).join('')}`;
}

/** The fitted rules, each with its slice's size and MDE beside it, then the pairs left report-only and why. */
function fittedText(
  fit: GateFit,
  candidate: string | undefined,
  churn: number | undefined,
  withSlices: boolean,
): string {
  const pct = Math.round(fit.power * 100);
  const basis =
    fit.source === 'run'
      ? `the paired differences between the baseline and ${yamlQuoted(candidate!)}`
      : fit.source === 'churn'
        ? `a per-query churn (sd of the paired differences) of ${churn}`
        : "an assumed churn: the paired sd is half the baseline's per-query sd on each slice (init --candidate RUN measures it)";
  const out =
    [
      `  # Fitted by rankgate init: each gated slice resolves its thresholds (absolute drops) at alpha ${fit.alpha}. Beside`,
      `  # each rule, the MDE: the true drop at which the gate fails with ${pct}% power (a drop of exactly the threshold`,
      '  # fails about half the time). rankgate power recomputes them on new data.',
      `  # Paired variance: ${basis}.`,
      '  rules:',
    ].join('\n') + '\n';
  let lines = '';
  for (const [i, r] of fittedRules(fit).entries()) {
    const f = fit.rules[i];
    lines += ruleLine(
      r,
      `${f.queries} queries, MDE ${f.mde.toFixed(4)}${f.fail > FIT_CAP ? `: cannot resolve ${FIT_CAP}, gated because it is \`all\`` : ''}`,
    );
  }
  for (const r of fit.reportOnly) {
    lines += `    # report-only: ${r.measure} on ${yamlQuoted(r.slice)} (${r.queries} queries): ${r.reason}${r.needed !== null ? `; resolving ${r.at} needs ${r.needed} queries` : ''}\n`;
  }
  if (!withSlices)
    lines +=
      '    # slices are not gated yet: fill in the slices file, then run rankgate init --force again to gate them (it rewrites the workflows too)\n';
  return out + lines;
}

function slicesTemplate(qids: readonly string[]): string {
  return ['qid\ttype', ...qids.map((q) => `${q}\t`)].join('\n') + '\n';
}

function prWorkflow(run: string, runCommand: string, contract: string, ref: string): string {
  return `name: search-quality
on:
  pull_request:
    # labeled/unlabeled: the check re-runs when a reviewer accepts a regression with a label
    types: [opened, synchronize, reopened, labeled, unlabeled]
permissions:
  contents: read
  pull-requests: write
concurrency:
  group: rankgate-\${{ github.event.pull_request.number }}
  cancel-in-progress: true
jobs:
  rankgate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - name: Produce the candidate run
        run: |
          mkdir -p ${dirname(run)}
          ${runCommand}
      - uses: ${ref}
        with:
          contract: ${yamlPath(contract)}
          run: ${run}
          # on fork PRs the token is read-only: the comment comes from rankgate-comment.yml instead
          comment: \${{ github.event.pull_request.head.repo.fork && 'off' || 'update' }}
`;
}

function historyWorkflow(run: string, runCommand: string, branch: string, contract: string, ref: string): string {
  return `# Records main's scores: on every push to ${branch}, rankgate appends one line per gate to <gate>/history.jsonl
# on the rankgate-data branch (created on the first push). Pull requests show the trend from it, and say when the
# committed baseline no longer matches main.
name: search-quality-history
on:
  push:
    branches: [${branch}]
permissions:
  contents: write                 # append to the rankgate-data branch
# No concurrency group: GitHub would cancel queued runs (losing their records); rankgate retries a conflicting append.
jobs:
  history:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - name: Produce main's run
        run: |
          mkdir -p ${dirname(run)}
          ${runCommand}
      - uses: ${ref}
        with:
          contract: ${yamlPath(contract)}
          run: ${run}
          fail-on: never          # main's record is kept whatever the verdict: pull requests are what is gated
`;
}

function forkWorkflow(ref: string): string {
  return `# Comments on pull requests from forks: runs with the base repository's token after search-quality completes,
# never checks out or runs the fork's code, and re-renders the comment from the validated report artifact.
name: rankgate comment
on:
  workflow_run:
    workflows: [search-quality]
    types: [completed]
permissions:
  actions: read
  pull-requests: write
jobs:
  comment:
    if: github.event.workflow_run.event == 'pull_request'
    runs-on: ubuntu-latest
    steps:
      - uses: ${ref}
        with:
          fail-on: never
`;
}
