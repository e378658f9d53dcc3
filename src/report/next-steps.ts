import { posix } from 'node:path';
import { shellQuote } from '../compare/refresh.js';
import { signed } from '../numbers.js';
import { BROKEN_RUN_KINDS, type Reason, type Report } from './schema.js';
import type { Span } from './spans.js';
import { visible } from './escape.js';
import { OUTPUT_FILES } from './outputs.js';

export type { Span } from './spans.js';

/**
 * What a reviewer does next, as data every renderer formats its own way. The words are the renderer's; input text
 * (slice names, paths, messages that quote ids) is marked so that each renderer quotes it; links come only from
 * the publisher's context, never from the report.
 */

/**
 * Facts only the publisher knows: where the report is shown and what can be linked. The action builds it from the
 * runner's environment and the artifact service's answers; the CLI leaves most of it out. Never part of the report
 * JSON, which stays the same bytes wherever it is made.
 */
export interface ReportContext {
  links?: {
    /** The workflow run that made the report. */
    run?: string;
    /** The artifact holding every report file (a zip). */
    artifact?: string;
    /** report.html uploaded on its own, unzipped: it opens in the browser. */
    html?: string;
  };
  /** The artifact's name, and the candidate run's file name inside it when it is there. */
  artifact?: { name: string; runFile: string | null };
  /** `owner/repo` and the run id, for `gh run download`. */
  repository?: string;
  runId?: string;
  /** The pull request's base branch, for `--base-ref origin/<base>`. */
  baseBranch?: string;
  /** The accept-label input; null when acceptance is turned off; undefined when unknown (the CLI). */
  acceptLabel?: string | null;
  /**
   * The forge's own words when it is not GitHub: what a change request is called, whether adding a label starts the
   * check again (GitLab starts no pipeline for it), and what the job's page is. Absent: GitHub's.
   */
  forge?: { change: string; labelReruns: boolean; runPage: string };
}

export interface Step {
  title: string;
  text: Span[];
  /** Shell lines to copy, run from the repository root. */
  commands?: string[];
}

/** The default of the action's accept-label input. */
export const DEFAULT_ACCEPT_LABEL = 'rankgate: accept';

/** Invisible and control characters are shown (escape.ts), so a path with a line break cannot split a command. */
const q = (s: string) => shellQuote(visible(s));

/** Where the artifact is downloaded to, and the command that does it (null without an artifact or a run id). */
function download(ctx: ReportContext): { dir: string; command: string } | null {
  if (!ctx.artifact || !ctx.runId) return null;
  const dir = `.rankgate/run-${ctx.runId}`;
  const repo = ctx.repository ? ` -R ${q(ctx.repository)}` : '';
  return { dir, command: `gh run download ${q(ctx.runId)}${repo} -n ${q(ctx.artifact.name)} -D ${dir}` };
}

/** The candidate run for a local command: the artifact's copy when there is one, else the path CI wrote it to. */
function localRun(r: Report, ctx: ReportContext): { path: string; fetch: string | null } {
  const d = download(ctx);
  if (d && ctx.artifact?.runFile) return { path: `${d.dir}/${ctx.artifact.runFile}`, fetch: d.command };
  return { path: r.inputs.candidate.path, fetch: null };
}

/** `--baseline F` when the report's baseline is not the contract's own (the action's or the CLI's override). */
function baselineFlag(r: Report): string {
  const named = r.contract.resolved['baseline'];
  if (typeof named !== 'string') return ` --baseline ${q(r.inputs.baseline.path)}`;
  const expected = posix.normalize(posix.join(posix.dirname(r.contract.file.split('\\').join('/')), named));
  return expected === posix.normalize(r.inputs.baseline.path) ? '' : ` --baseline ${q(r.inputs.baseline.path)}`;
}

/** The command that makes this comparison again on a laptop, and what it needs first. */
export function reproduceCommands(r: Report, ctx: ReportContext): string[] {
  const run = localRun(r, ctx);
  const base = ctx.baseBranch
    ? ` --base-ref ${q(`origin/${ctx.baseBranch}`)}`
    : r.goalposts
      ? ` --base-ref ${q(r.goalposts.ref)}`
      : '';
  const fetchBase = ctx.baseBranch ? [`git fetch origin ${q(ctx.baseBranch)}`] : [];
  return [
    ...(run.fetch ? [run.fetch] : []),
    ...fetchBase,
    `npx rankgate compare${base} --contract ${q(r.contract.file)}${baselineFlag(r)} --run ${q(run.path)}`,
  ];
}

/** The commands that make the candidate the new baseline on this PR's branch. */
export function refreshCommands(r: Report, ctx: ReportContext): string[] {
  const run = localRun(r, ctx);
  const out = baselineFlag(r) ? ` --out ${q(r.inputs.baseline.path)}` : '';
  return [
    ...(run.fetch ? [run.fetch] : []),
    `npx rankgate baseline --contract ${q(r.contract.file)} --run ${q(run.path)}${out}`,
    `git add ${q(r.inputs.baseline.path)} && git commit -m ${q('rankgate: refresh the baseline')}`,
  ];
}

/**
 * The action's refresh command after an acceptance (report.acceptedRefresh, when only suggested), reading the
 * artifact's copy of the run when there is one: its `--run` names the path CI wrote, which exists only on the runner.
 */
export function acceptedRefreshCommands(r: Report, ctx: ReportContext): string[] | null {
  const a = r.acceptedRefresh;
  if (a?.status !== 'suggested') return null;
  const run = localRun(r, ctx);
  const from = ` --run ${q(r.inputs.candidate.path)}`;
  if (!run.fetch || !a.command.includes(from)) return [a.command];
  return [run.fetch, a.command.replace(from, ` --run ${q(run.path)}`)];
}

/** Where the candidate run in the commands comes from, in words. */
export function runSource(r: Report, ctx: ReportContext): Span[] {
  const run = localRun(r, ctx);
  if (run.fetch) return ['the first line downloads the candidate run CI produced (GitHub CLI)'];
  return ['with the candidate run where your retrieval writes it (', { code: r.inputs.candidate.path }, ')'];
}

function reasonSpans(x: Reason): Span[] {
  if (BROKEN_RUN_KINDS.includes(x.kind) || x.kind === 'guard') return [{ prose: x.message }];
  const where: Span[] = [x.measure === null ? 'a measure' : { token: x.measure }, ' on ', { code: x.slice }];
  if (x.delta === null) return [...where, ` is ${x.level} (held out, blind)`];
  if (x.kind === 'not-significant') {
    const mde = x.mde !== null ? `; this slice can only detect drops of ${x.mde.toFixed(4)} or more` : '';
    return [
      ...where,
      ` fell ${signed(x.delta)}, beyond the fail threshold `,
      { token: String(x.threshold) },
      ` but not significantly${mde}`,
    ];
  }
  const judged =
    x.because === 'unjudged' && x.unjudged
      ? `, but ${x.unjudged.documents} unjudged document${x.unjudged.documents === 1 ? '' : 's'} the candidate newly shows could explain the drop`
      : x.because === 'coverage'
        ? ', but the candidate left the judged region (judged coverage below the minimum)'
        : '';
  return [
    ...where,
    ` fell ${signed(x.delta)}, beyond its ${x.level === 'warn' ? 'warn' : 'fail'} threshold `,
    { token: String(x.threshold) },
    `${judged ? '' : ', significantly'}${judged}`,
  ];
}

/** The verdict in one sentence: its worst reason, how many more, and whether the average hid it. */
export function whatFailed(r: Report): Span[] {
  const v = r.verdict;
  const worst = v.reasons.find((x) => x.level === v.level) ?? v.reasons[0];
  if (!worst) return [`the verdict is ${v.level}.`];
  const out: Span[] = [...reasonSpans(worst)];
  if (worst.hidden) out.push(', while the average over all queries does not show it');
  const more = v.reasons.length - 1;
  if (more > 0) out.push(` (${more} more reason${more === 1 ? '' : 's'} above)`);
  out.push('.');
  return out;
}

/** Next steps for a report that did not pass; empty on a pass. */
export function nextSteps(r: Report, ctx: ReportContext): Step[] {
  const v = r.verdict;
  if (v.level === 'pass') return [];
  const accepted = r.acceptance !== null;
  const steps: Step[] = [
    {
      title: v.level === 'warn' ? 'What was flagged' : v.level === 'inconclusive' ? 'Why inconclusive' : 'What failed',
      text: whatFailed(r),
    },
  ];

  if (accepted) {
    // The action says how the baseline gets refreshed (report.acceptedRefresh), next to the acceptance; else this step.
    if (!r.acceptedRefresh)
      steps.push({
        title: 'Refresh the baseline in this PR',
        text: [
          'the regression is accepted, so make the candidate the baseline on this branch, or every later PR is held to the level this one gives up. From the repository root; ',
          ...runSource(r, ctx),
          ':',
        ],
        commands: refreshCommands(r, ctx),
      });
  } else if (v.level !== 'warn' && ctx.acceptLabel !== null) {
    const label = ctx.acceptLabel ?? DEFAULT_ACCEPT_LABEL;
    steps.push({
      title: 'If the trade-off is intended',
      text:
        ctx.acceptLabel === undefined
          ? [
              'add the accept label (',
              { code: label },
              ' by default) to the pull request: adding it re-runs the check, which then passes and keeps this report. Otherwise push a fix: every push re-runs it.',
            ]
          : ctx.forge && !ctx.forge.labelReruns
            ? [
                'add the label ',
                { code: label },
                ` to this ${ctx.forge.change}, then run its pipeline again (adding a label starts none): the check then passes and keeps this report (remove the label to gate again). Otherwise push a fix: every push re-runs it.`,
              ]
            : [
                'add the label ',
                { code: label },
                ` to this ${ctx.forge?.change ?? 'pull request'}: adding it re-runs the check, which then passes and keeps this report (remove the label to gate again). Otherwise push a fix: every push re-runs it.`,
              ],
    });
  }

  const unjudged = v.reasons.some((x) => x.because !== null);
  if (unjudged && r.toJudge.length > 0) {
    const where: Span[] =
      r.goalposts && r.goalposts.used === 'base'
        ? [
            ' in a pull request of their own to the base branch (the gate reads judgments from the base commit, so judging them here does not change this verdict), then re-run this check',
          ]
        : [', then re-run this check'];
    steps.push({
      title: 'Judge the documents that decide it',
      text: [
        `grade the ${r.toJudge.length} (query, document) pair${r.toJudge.length === 1 ? '' : 's'} in `,
        { code: 'to-judge.qrels' },
        ' (in the artifact, most consequential first: replace each ? with a grade) and add the lines to ',
        { code: r.inputs.judgments.path },
        ...where,
        '.',
      ],
    });
  }

  steps.push({
    title: 'Reproduce locally',
    text: [
      `from the repository root with this ${ctx.forge?.change ?? 'PR'} checked out; `,
      ...runSource(r, ctx),
      '. Add ',
      { code: '--format html --out DIR' },
      ' for the HTML report:',
    ],
    commands: reproduceCommands(r, ctx),
  });

  const l = ctx.links ?? {};
  const links: Span[] = [];
  if (l.html) links.push({ link: l.html, text: 'report.html' }, ' (opens in the browser)');
  if (l.artifact) {
    if (links.length) links.push(' · ');
    links.push({ link: l.artifact, text: 'artifact' });
    if (ctx.artifact) links.push(' ', { code: ctx.artifact.name });
    // The artifact's files as the output registry lists them (report.md is this comment).
    links.push(
      ` (${OUTPUT_FILES.filter((f) => f !== 'report.md').join(', ')}${ctx.artifact?.runFile ? ', the candidate run' : ''})`,
    );
  }
  if (l.run) links.push(...(links.length ? [' · '] : []), { link: l.run, text: ctx.forge?.runPage ?? 'workflow run' });
  if (links.length) steps.push({ title: 'Details', text: links });
  return steps;
}

/** A link target the renderers accept: an http(s) URL without characters that could end a Markdown link or an attribute. */
export function safeUrl(url: string): boolean {
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%/-]*)?$/.test(url);
}

/**
 * Where and how to make the candidate the baseline after a significant win (the report's refresh suggestion), with
 * commands that work where they are run: in the PR from the artifact's copy of the run when CI uploaded one; else
 * after the merge, on main, once main's run is where the retrieval writes it; from the CLI, right where the run is.
 */
export function refreshAdvice(r: Report, ctx: ReportContext): { text: Span[]; commands: string[] } | null {
  const f = r.refresh;
  if (!f) return null;
  const how = r.significance.test === 'none' ? 'by more than' : 'significantly and by more than';
  const head: Span[] = [
    'the candidate beats the baseline: ',
    { token: f.measure },
    ` on all queries ${signed(f.delta)}, ${how} the threshold `,
    { token: f.threshold },
    '. Make it the baseline, so later PRs are held to the new level',
  ];
  const run = localRun(r, ctx);
  if (run.fetch) {
    return {
      text: [
        ...head,
        ': in this PR, from the repository root (the first line downloads the candidate run CI produced), so the new baseline merges with the change that earned it:',
      ],
      commands: refreshCommands(r, ctx),
    };
  }
  if (ctx.runId) {
    return {
      text: [
        ...head,
        ": after the merge, on the main branch, once main's run is where your retrieval writes it (",
        { code: r.inputs.candidate.path },
        '):',
      ],
      commands: refreshCommands(r, ctx),
    };
  }
  return { text: [...head, ': from here, where the run is:'], commands: refreshCommands(r, ctx) };
}
