import { Command, CommanderError, Option } from 'commander';
import { InputError, quote } from '../errors.js';
import { VERSION } from '../version.js';
import { existsSync } from 'node:fs';
import { prestartScoringWorkers } from '../score/threads.js';
import { decimalOrNaN, wholeOrNaN } from '../read/number.js';
import { AGGREGATE, DUPLICATES, FAIL_ON, MISSING, NO_RELEVANT, TIES, UNJUDGED } from '../contract/choices.js';
import { FORMATS, OUTPUT_FILES } from '../report/outputs.js';

// Each command's module is imported when the command runs: `--version` and `--help` load none of the engine.

export interface Io {
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown };
}

/** Exit codes: 0 pass/warn or success, 1 gate failed, 2 bad input or usage. */
export const EXIT = { ok: 0, fail: 1, usage: 2 } as const;

/** A repeatable flag whose values are paths (a comma may be part of a path, so it does not split). */
const repeat = (v: string, prev: string[] = []) => [...prev, v];
// Measures are split by their parser: commas also sit inside parameters (nDCG(gains={0:0,1:1})) and trec_eval lists (P.5,10).
// An empty name is refused here, never read as "the default measures".
const measure = (v: string, prev: string[] = []) => {
  if (topLevelItems(v).some((m) => m.trim() === '')) {
    throw new InputError(
      `-m ${quote(v)} names an empty measure`,
      {},
      'give measure names such as -m nDCG@10 -m RR@10, or leave -m out for the defaults',
    );
  }
  return [...prev, v];
};

/** The comma-separated items of `v` outside parentheses, braces and quotes (only to find an empty one). */
function topLevelItems(v: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoteChar = '';
  let cur = '';
  for (const c of v) {
    if (quoteChar) {
      if (c === quoteChar) quoteChar = '';
    } else if (c === "'" || c === '"') quoteChar = c;
    else if (c === '(' || c === '{') depth++;
    else if ((c === ')' || c === '}') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out;
}

/** Flag numbers: plain decimal only (0x10, 0b10, 1_000, Infinity are refused, not read as something else). */
const number = (name: string) => (v: string) => {
  const n = decimalOrNaN(v.trim());
  if (Number.isNaN(n))
    throw new InputError(`${name} must be a plain decimal number, got ${quote(v)}`, {}, `e.g. ${name} 1`);
  return n;
};
const whole = (name: string, min: number) => (v: string) => {
  const n = wholeOrNaN(v.trim());
  if (Number.isNaN(n) || n < min)
    throw new InputError(
      `${name} must be a whole number >= ${min} in decimal digits, got ${quote(v)}`,
      {},
      `e.g. ${name} 1000`,
    );
  return n;
};
const ROOT_HELP = 'the folder every path in the contract must stay inside (default: the repository the contract is in)';

/** Runs the CLI with `argv` (without node and script); returns the exit code. */
export async function main(
  argv: string[],
  io: Io,
  ci?: import('./ci.js').CiRunners,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let code: number = EXIT.ok;
  const program = new Command('rankgate')
    .description('Gate pull requests on search quality.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError('(run rankgate --help for usage)');

  const score = program.command('score');
  score
    .description('score one run against judgments (also as ir_measures takes them: rankgate score QRELS RUN MEASURE…)')
    .argument('[qrels]', 'TREC qrels file (as --qrels)')
    .argument('[run]', 'run file (as --run)')
    .argument('[measures...]', 'measures (as -m)')
    .option('--qrels <file>', "TREC qrels file (default: the contract's judgments)")
    .option('--run <file>', 'run file: TREC or JSONL, optionally .gz; a quoted glob reads a run sharded by query')
    .option(
      '-m, --measure <name>',
      'measure, repeatable or comma-separated: ir_measures names (nDCG@10, P(rel=2)@5) or trec_eval names (ndcg_cut.10, P.5,10)',
      measure,
    )
    .option('--contract <file>', 'evaluation contract (rankgate.yml)')
    .option('--root <dir>', ROOT_HELP)
    .option('--relevance <grade>', 'grade >= this is relevant for binary measures', number('--relevance'))
    .addOption(new Option('--aggregate <how>', 'macro or micro averaging').choices(AGGREGATE))
    .addOption(new Option('--preset <name>', 'policies under which values equal trec_eval -c').choices(['trec_eval']))
    .addOption(new Option('--ties <policy>', 'tie policy').choices(TIES))
    .addOption(new Option('--unjudged <policy>', 'unjudged documents').choices(UNJUDGED))
    .addOption(new Option('--missing <policy>', 'judged queries absent from the run').choices(MISSING))
    // Not `--no-relevant`: commander reads any `--no-*` option as the negation of a boolean flag.
    .addOption(
      new Option(
        '--without-relevant <policy>',
        'queries without a relevant judgment (contract: policy.no_relevant)',
      ).choices(NO_RELEVANT),
    )
    .addOption(new Option('--duplicates <policy>', 'repeated docids within a query').choices(DUPLICATES))
    .option('--depth <n>', 'results per query considered', whole('--depth', 1))
    .option('--per-query', 'print every query, not only the means')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'tsv', 'json']).default('text'))
    .action(async (qrelsArg: string | undefined, runArg: string | undefined, measuresArg: string[], o) => {
      // As for compare: a large run's scoring threads start while the rest of rankgate loads.
      const run = (o.run as string | undefined) ?? runArg;
      if (run) prestartScoringWorkers(run, 1);
      const { scoreCommand, positional } = await import('./commands.js');
      const given = positional(qrelsArg, runArg, measuresArg, o);
      const { output, warnings } = await scoreCommand({
        qrels: given.qrels,
        run: given.run,
        contract: o.contract,
        root: o.root,
        measures: given.measures,
        relevance: o.relevance,
        aggregate: o.aggregate,
        preset: o.preset,
        perQuery: o.perQuery,
        format: o.format,
        policy: {
          ties: o.ties,
          unjudged: o.unjudged,
          missing: o.missing,
          no_relevant: o.withoutRelevant,
          duplicates: o.duplicates,
          depth: o.depth,
        },
      });
      for (const w of warnings) io.stderr.write(`warning: ${w}\n`);
      io.stdout.write(output + '\n');
    });

  program
    .command('compare')
    .description('score the baseline and a candidate run under the contract, compare every slice, decide the verdict')
    .option(
      '--contract <file>',
      'evaluation contract; repeat it (or give a quoted glob) for several gates (default: rankgate.yml)',
      repeat,
    )
    .option(
      '--baseline <file>',
      "baseline run (default: the contract's baseline); gate=path for one of several gates",
      repeat,
    )
    .requiredOption(
      '--run <file>',
      'candidate run: TREC or JSONL, optionally .gz; repeated, or a quoted glob, for a run sharded by query; gate=path pairs runs with gates',
      repeat,
    )
    .addOption(new Option('--format <format>', 'what to print').choices(FORMATS).default('text'))
    .option('--out <dir>', `write ${OUTPUT_FILES.slice(0, -1).join(', ')} and ${OUTPUT_FILES.at(-1)} here`)
    .addOption(new Option('--fail-on <level>', 'lowest verdict that exits 1').choices(FAIL_ON).default('fail'))
    .option(
      '--base-ref <ref>',
      'compare against the contract, judgments, slices and baseline at this git ref (e.g. origin/main), and show what changed',
    )
    .option('--root <dir>', ROOT_HELP)
    .action(async (o) => {
      // Before the rest of rankgate loads: the scoring threads start meanwhile (a `gate=path` run: its path).
      const run = (o.run as string[])[0] ?? '';
      prestartScoringWorkers(existsSync(run) ? run : run.slice(run.indexOf('=') + 1), 2);
      const { compareCommand } = await import('./commands.js');
      const contracts = (o.contract as string[] | undefined) ?? ['rankgate.yml'];
      code = await compareCommand(
        {
          contract: contracts.length === 1 ? contracts[0]! : contracts,
          run: o.run,
          baseline: o.baseline,
          format: o.format,
          out: o.out,
          failOn: o.failOn,
          baseRef: o.baseRef,
          workspace: o.root,
          color: !!io.stdout.isTTY && !process.env.NO_COLOR,
        },
        (s) => io.stdout.write(s),
      );
    });

  program
    .command('demo')
    .description(
      'compare the shipped example runs: the terminal view, and the PR comment and HTML report written to a folder',
    )
    .option(
      '--out <dir>',
      'where to write the comment (report.md), report.html and the other files (default: a new rankgate-demo-XXXXXX folder in the temp folder)',
    )
    .action(async (o) => {
      const { demoCommand } = await import('./commands.js');
      code = await demoCommand({ out: o.out, color: !!io.stdout.isTTY && !process.env.NO_COLOR }, (s) =>
        io.stdout.write(s),
      );
    });

  program
    .command('init')
    .description(
      'scaffold rankgate in a search repository: contract, slices template, PR and push workflows (and fork workflow)',
    )
    .option('--dir <dir>', 'repository root', '.')
    .option('--judgments <file>', 'TREC qrels (default: found under eval/, data/ or the root)')
    .option('--slices <file>', 'slices file (a template is written when it does not exist)')
    .option('--queries <file>', 'query texts, qid<TAB>text')
    .option('--baseline <file>', 'baseline path for the contract (default: baselines/<name>.trec)')
    .option('--run <file>', 'where CI writes the candidate run', 'runs/candidate.trec')
    .option('--run-command <cmd>', 'the CI command that writes the candidate run')
    .option('--name <id>', 'gate id', 'search')
    .option('--fork', 'also write the workflow_run workflow that comments on fork PRs')
    .option('--no-history', "do not write the push workflow that records main's history")
    .option('--branch <name>', 'the default branch whose pushes are recorded', 'main')
    .option('--force', 'overwrite existing files')
    .option(
      '--candidate <file>',
      'a second run (e.g. your current candidate): its paired differences with --baseline fit the thresholds',
    )
    .option(
      '--churn <sd>',
      'per-query sd of the paired differences a PR brings (instead of --candidate)',
      number('--churn'),
    )
    .action(async (o) => {
      const { initCommand } = await import('./commands.js');
      const lines = await initCommand({
        dir: o.dir,
        judgments: o.judgments,
        slices: o.slices,
        queries: o.queries,
        baseline: o.baseline,
        run: o.run,
        runCommand: o.runCommand,
        name: o.name,
        fork: !!o.fork,
        history: o.history !== false,
        branch: o.branch,
        force: !!o.force,
        candidate: o.candidate,
        churn: o.churn,
      });
      io.stdout.write(lines.join('\n') + '\n');
    });

  program
    .command('validate')
    .description('check a contract and every file it names, without scoring; reports every problem at once')
    .option('--contract <file>', 'evaluation contract', 'rankgate.yml')
    .option('--root <dir>', ROOT_HELP)
    .action(async (o) => {
      const { validateCommand } = await import('./commands.js');
      const { ok, lines } = await validateCommand(o.contract, o.root);
      io.stdout.write(lines.join('\n') + '\n');
      if (!ok) code = EXIT.usage;
    });

  program
    .command('baseline')
    .description("write the contract's baseline file from a run (ranked, truncated, with provenance lines)")
    .option('--contract <file>', 'evaluation contract', 'rankgate.yml')
    .requiredOption(
      '--run <file>',
      "the main branch's run; repeated, or a quoted glob, for a run sharded by query",
      repeat,
    )
    .option('--out <file>', "where to write (default: the contract's baseline path)")
    .option('--commit <sha>', "source commit to record (default: git log -1 in the run's folder)")
    .option('--date <iso>', "that commit's date (default: from git)")
    .option('--root <dir>', ROOT_HELP)
    .action(async (o) => {
      const { baselineCommand } = await import('./commands.js');
      const r = await baselineCommand({
        contract: o.contract,
        run: o.run.length === 1 ? o.run[0] : o.run,
        out: o.out,
        commit: o.commit,
        date: o.date,
        root: o.root,
      });
      io.stdout.write(r.message + '\n');
    });

  program
    .command('power')
    .description(
      'what each gated slice can resolve before any PR: its minimum detectable drop and the queries its threshold needs',
    )
    .option('--contract <file>', 'evaluation contract', 'rankgate.yml')
    .option('--run <file>', 'a second run: its paired differences with the baseline give the variance')
    .option('--churn <sd>', 'per-query sd of the paired differences a PR brings (instead of --run)', number('--churn'))
    .option('--baseline <file>', "baseline run (default: the contract's baseline)")
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (o) => {
      const { powerCommand } = await import('./commands.js');
      io.stdout.write(
        (await powerCommand({
          contract: o.contract,
          run: o.run,
          churn: o.churn,
          baseline: o.baseline,
          format: o.format,
        })) + '\n',
      );
    });

  program
    .command('history')
    .description("main's recorded scores, one row per push: from the data branch (read with git) or a history.jsonl")
    .option(
      '--contract <file>',
      'evaluation contract: its name is the gate whose history is read (default: rankgate.yml)',
    )
    .option('--file <file>', 'read this history.jsonl instead of the data branch')
    .option('--branch <name>', 'the data branch (origin/<name> first, then the local branch)', 'rankgate-data')
    .option('--slice <name>', 'the slice whose means are shown', 'all')
    .option('--last <n>', 'only the last n records')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'tsv', 'json']).default('text'))
    .action(async (o) => {
      const { historyCommand } = await import('./commands.js');
      const r = await historyCommand({
        contract: o.contract,
        file: o.file,
        branch: o.branch,
        slice: o.slice,
        last: o.last,
        format: o.format,
      });
      for (const w of r.warnings) io.stderr.write(`warning: ${w}\n`);
      io.stdout.write(r.output + '\n');
    });

  program
    .command('contract')
    .description('validate a contract and print it')
    .option('--contract <file>', 'evaluation contract', 'rankgate.yml')
    .option('--resolved', 'print the contract with every default filled in (YAML)')
    .option('--root <dir>', ROOT_HELP)
    .action(async (o) => {
      const { loadContract } = await import('./commands.js');
      const c = loadContract(o.contract, o.contract, { root: o.root });
      if (o.resolved) io.stdout.write((await import('./commands.js')).yamlStringify(c.contract));
      else
        io.stdout.write(
          `${o.contract}: valid (gate "${c.contract.name}", measures ${c.measures.map((m) => m.name).join(', ')})\n`,
        );
    });

  program
    .command('ci')
    .description(
      'run the gate in a CI job (GitLab CI: merge-request note, report files for artifacts:, history), set with RANKGATE_* variables',
    )
    .action(async () => {
      const { ciCommand } = await import('./ci.js');
      code = await ciCommand(env, ci, (l) => io.stdout.write(`${l}\n`));
    });

  program
    .command('trec_eval')
    .description(
      'trec_eval 10.0 as a drop-in: the same flags and the same bytes (rankgate trec_eval -h for its options)',
    )
    .allowUnknownOption()
    .helpOption(false)
    .argument('[args...]');

  try {
    // trec_eval's own options (-q -c -m P.5,10 -l2 …) follow getopt, not commander: the command parses its argv itself.
    if (argv[0] === 'trec_eval') {
      const { trecEvalCommand } = await import('./commands.js');
      return await trecEvalCommand(argv.slice(1), io);
    }
    // the measure list is read from the registry only when help is asked for (start-up loads none of it)
    if (argv[0] === 'score' && (argv.includes('--help') || argv.includes('-h'))) {
      const { measureHelp } = await import('./commands.js');
      score.addHelpText('after', measureHelp());
    }
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help')
        return EXIT.ok;
      return EXIT.usage;
    }
    if (e instanceof InputError) {
      io.stderr.write(`rankgate: ${e.format()}\n`);
      return EXIT.usage;
    }
    throw e;
  }
  return code;
}
