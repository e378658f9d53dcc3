// What a reviewer is told to do next: per verdict, with and without the publisher's links, and commands that a shell
// reads as intended whatever the paths hold.
import { describe, it, expect, beforeAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  acceptedRefreshCommands,
  nextSteps,
  refreshAdvice,
  reproduceCommands,
  refreshCommands,
  type ReportContext,
} from '../../src/report/next-steps.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { runComparison } from '../../src/pipeline/compare.js';
import type { Report } from '../../src/report/schema.js';
import { exampleReports, useTmp, writeCase, judgedFill, relAt, type QuerySpec } from '../compare/helpers.js';

const tmp = useTmp();

const ACTION: ReportContext = {
  links: {
    run: 'https://github.com/acme/search/actions/runs/4242',
    artifact: 'https://github.com/acme/search/actions/runs/4242/artifacts/1',
    html: 'https://github.com/acme/search/actions/runs/4242/artifacts/2',
  },
  artifact: { name: 'rankgate-help-center', runFile: 'candidate.trec' },
  runId: '4242',
  repository: 'acme/search',
  baseBranch: 'main',
  acceptLabel: 'rankgate: accept',
};

const titles = (r: Report, c: ReportContext) => nextSteps(r, c).map((s) => s.title);

let fail: Report;
let pass: Report;
beforeAll(async () => {
  ({ fail, pass } = await exampleReports());
});

describe('next steps', () => {
  it('a pass has none; a fail says what failed, how to accept it, how to reproduce it and where the details are', () => {
    expect(nextSteps(pass, ACTION)).toEqual([]);
    expect(titles(fail, ACTION)).toEqual([
      'What failed',
      'If the trade-off is intended',
      'Reproduce locally',
      'Details',
    ]);
    // Without the action's context (the CLI): no links, the label's default named as such, the run where CI writes it.
    expect(titles(fail, {})).toEqual(['What failed', 'If the trade-off is intended', 'Reproduce locally']);
    expect(JSON.stringify(nextSteps(fail, {})[1].text)).toContain('by default');
    expect(reproduceCommands(fail, {})).toEqual([
      'npx rankgate compare --contract examples/help-center/rankgate.yml --run examples/help-center/candidate.trec',
    ]);
    // Acceptance turned off (accept-label: ""): no accept step.
    expect(titles(fail, { ...ACTION, acceptLabel: null })).toEqual(['What failed', 'Reproduce locally', 'Details']);
  });

  it("with the artifact holding the run, the commands download it and compare against the PR's base branch", () => {
    expect(reproduceCommands(fail, ACTION)).toEqual([
      'gh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242',
      'git fetch origin main',
      'npx rankgate compare --base-ref origin/main --contract examples/help-center/rankgate.yml --run .rankgate/run-4242/candidate.trec',
    ]);
    // The artifact without a copy of the run (too large): the path CI wrote it to.
    expect(
      reproduceCommands(fail, { ...ACTION, artifact: { name: 'rankgate-help-center', runFile: null } }).at(-1),
    ).toBe(
      'npx rankgate compare --base-ref origin/main --contract examples/help-center/rankgate.yml --run examples/help-center/candidate.trec',
    );
    // Compared at a base commit but no branch name known (the CLI's --base-ref): the commit itself.
    const g = {
      ...fail,
      goalposts: {
        ref: 'f'.repeat(40),
        source: 'git',
        used: 'base',
        changed: false,
        contract: { path: 'c', status: 'unchanged', changes: [] },
        judgments: null,
        slices: null,
        baseline: null,
        rescored: null,
        judgedByPr: 0,
        notes: [],
      },
    } satisfies Report;
    expect(reproduceCommands(g, {})[0]).toBe(
      `npx rankgate compare --base-ref ${'f'.repeat(40)} --contract examples/help-center/rankgate.yml --run examples/help-center/candidate.trec`,
    );
  });

  it('an accepted failure says to refresh the baseline in the PR, with the commands, instead of how to accept it', () => {
    const accepted: Report = { ...fail, acceptance: { label: 'rankgate: accept', by: 'bob' } };
    expect(titles(accepted, ACTION)).toEqual([
      'What failed',
      'Refresh the baseline in this PR',
      'Reproduce locally',
      'Details',
    ]);
    expect(nextSteps(accepted, ACTION)[1].commands).toEqual([
      'gh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242',
      'npx rankgate baseline --contract examples/help-center/rankgate.yml --run .rankgate/run-4242/candidate.trec',
      "git add baselines/help-center.trec && git commit -m 'rankgate: refresh the baseline'",
    ]);
  });

  it("when the action already says how the baseline gets refreshed (acceptedRefresh), the steps do not repeat it; its command reads the artifact's run", () => {
    const command =
      'npx rankgate baseline --contract examples/help-center/rankgate.yml --run examples/help-center/candidate.trec --commit abc --date 2026-11-02T10:00:00Z';
    const accepted: Report = {
      ...fail,
      acceptance: { label: 'rankgate: accept', by: 'bob' },
      acceptedRefresh: {
        command,
        path: 'baselines/help-center.trec',
        status: 'suggested',
        branch: 'feature',
        commit: null,
      },
    };
    expect(titles(accepted, ACTION)).toEqual(['What failed', 'Reproduce locally', 'Details']);
    expect(acceptedRefreshCommands(accepted, ACTION)).toEqual([
      'gh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242',
      'npx rankgate baseline --contract examples/help-center/rankgate.yml --run .rankgate/run-4242/candidate.trec --commit abc --date 2026-11-02T10:00:00Z',
    ]);
    // No copy of the run in the artifact: the command as the action wrote it; committed by rankgate: nothing to run.
    expect(acceptedRefreshCommands(accepted, {})).toEqual([command]);
    expect(
      acceptedRefreshCommands(
        { ...accepted, acceptedRefresh: { ...accepted.acceptedRefresh!, status: 'committed', commit: 'f'.repeat(40) } },
        ACTION,
      ),
    ).toBeNull();
    expect(renderMarkdown(accepted, undefined, ACTION)).toContain(
      `\n\`\`\`sh\ngh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242\n${acceptedRefreshCommands(accepted, ACTION)![1]}\n\`\`\`\n`,
    );
  });

  it('a baseline override is named in every command (--baseline to compare, --out to bless)', async () => {
    const w = writeCase(tmp.case('override'), {
      queries: Array.from(
        { length: 4 },
        (_, i): QuerySpec => ({ qid: `q${i}`, judged: judgedFill(), base: relAt(1), cand: relAt(3) }),
      ),
    });
    const r = (await runComparison({ contract: w.contract, run: w.run, baseline: w.run, root: w.dir })).report;
    expect(reproduceCommands(r, {})).toEqual([
      'npx rankgate compare --contract rankgate.yml --baseline cand.trec --run cand.trec',
    ]);
    expect(refreshCommands(r, {})[0]).toBe(
      'npx rankgate baseline --contract rankgate.yml --run cand.trec --out cand.trec',
    );
  });

  it('an inconclusive verdict asks for the judgments that decide it, and where to add them', async () => {
    // Five of ten candidates put a new unjudged document first: at chance of relevance 0.9 it could close the gap.
    const queries = Array.from(
      { length: 10 },
      (_, i): QuerySpec => ({
        qid: `q${i + 1}`,
        judged: judgedFill(),
        base: relAt(1),
        cand: i < 5 ? ['u1', ...relAt(1).slice(0, 9)] : relAt(1),
      }),
    );
    const w = writeCase(tmp.case('inconclusive'), {
      queries,
      contract: {
        gate: {
          primary: 'RR@10',
          rules: [{ measure: 'RR@10', slices: '*', warn: 0.02, fail: 0.1 }],
          min_queries: 1,
          significance: 'none',
          unjudged_relevance: 0.9,
        },
      },
    });
    const r = (await runComparison({ contract: w.contract, run: w.run, root: w.dir })).report;
    expect(r.verdict.level).toBe('inconclusive');
    const steps = nextSteps(r, ACTION);
    expect(steps.map((s) => s.title)).toEqual([
      'Why inconclusive',
      'If the trade-off is intended',
      'Judge the documents that decide it',
      'Reproduce locally',
      'Details',
    ]);
    const judge = renderMarkdown(r, undefined, ACTION);
    expect(judge).toContain(
      `- **Judge the documents that decide it:** grade the ${r.toJudge.length} (query, document) pairs in \`to-judge.qrels\` (in the artifact, most consequential first: replace each ? with a grade) and add the lines to \`qrels.txt\`, then re-run this check.`,
    );
    // When the gate reads the base commit's judgments, judging them in the PR itself would not change the verdict.
    const based: Report = {
      ...r,
      goalposts: {
        ref: 'a'.repeat(40),
        source: 'git',
        used: 'base',
        changed: false,
        contract: { path: 'rankgate.yml', status: 'unchanged', changes: [] },
        judgments: null,
        slices: null,
        baseline: null,
        rescored: null,
        judgedByPr: 0,
        notes: [],
      },
    };
    expect(renderMarkdown(based, undefined, ACTION)).toContain(
      'in a pull request of their own to the base branch (the gate reads judgments from the base commit, so judging them here does not change this verdict), then re-run this check.',
    );
  });

  it('the refresh after a significant win: in the PR from the artifact, after the merge without one, right here from the CLI', () => {
    expect(refreshAdvice(fail, ACTION)).toBeNull();
    const fromArtifact = refreshAdvice(pass, ACTION)!;
    expect(fromArtifact.commands[0]).toBe(
      'gh run download 4242 -R acme/search -n rankgate-help-center -D .rankgate/run-4242',
    );
    expect(JSON.stringify(fromArtifact.text)).toContain('in this PR');
    const afterMerge = refreshAdvice(pass, { ...ACTION, artifact: undefined })!;
    expect(afterMerge.commands[0]).toBe(
      'npx rankgate baseline --contract examples/help-center/rankgate.yml --run examples/help-center/candidate-fixed.trec',
    );
    expect(JSON.stringify(afterMerge.text)).toContain(
      "after the merge, on the main branch, once main's run is where your retrieval writes it",
    );
    expect(JSON.stringify(refreshAdvice(pass, {})!.text)).toContain('from here, where the run is');
  });

  it('commands quote what a shell would read otherwise, and no control character splits them', () => {
    const evil: Report = {
      ...fail,
      contract: { ...fail.contract, file: 'my dir/$(touch x);`id`.yml' },
      inputs: { ...fail.inputs, candidate: { ...fail.inputs.candidate, path: "runs/it's\nnew.trec" } },
    };
    const [cmd] = reproduceCommands(evil, {});
    // The line break is shown (report/escape.ts), so it cannot split the command.
    expect(cmd).toBe(
      "npx rankgate compare --contract 'my dir/$(touch x);`id`.yml' --baseline baselines/help-center.trec --run 'runs/it'\\''s<U+000A>new.trec'",
    );
    // A POSIX shell splits it into exactly the intended words.
    const words = execFileSync(
      'sh',
      ['-c', `for w in ${cmd.replace(/^npx rankgate /, '')}; do printf '%s\\n' "$w"; done`],
      { encoding: 'utf8' },
    )
      .trimEnd()
      .split('\n');
    expect(words).toEqual([
      'compare',
      '--contract',
      'my dir/$(touch x);`id`.yml',
      '--baseline',
      'baselines/help-center.trec',
      '--run',
      "runs/it's<U+000A>new.trec",
    ]);
  });

  it('the terminal shows the same steps, links as text with their URL', () => {
    const t = renderTerminal(fail, false, ACTION);
    expect(t).toContain('Next steps:\n  What failed: nDCG@10 on type=exact-id fell −0.1538');
    expect(t).toContain(
      '  Details: report.html (https://github.com/acme/search/actions/runs/4242/artifacts/2) (opens in the browser)',
    );
    expect(t).toContain(
      '      npx rankgate compare --base-ref origin/main --contract examples/help-center/rankgate.yml --run .rankgate/run-4242/candidate.trec',
    );
  });
});
