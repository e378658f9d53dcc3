import { LEVELS, reaches } from '../compare/levels.js';
import type { Report } from '../report/schema.js';
import type { Annotation } from './forge.js';

/** The threshold at which a verdict fails the step. */
export type FailOn = 'fail' | 'inconclusive' | 'warn' | 'never';

/**
 * At most one annotation per slice that did not pass: its worst reason (fail as an error, inconclusive or warn as a
 * warning), in report order, capped at what the forge displays. When the verdict is accepted (the accept label), they
 * are notices: the check is green and says so.
 */
export function annotationsFor(report: Report, accepted = false, max = 10): { shown: Annotation[]; more: number } {
  const worst = new Map<string, Report['verdict']['reasons'][number]>();
  for (const r of report.verdict.reasons) {
    if (r.level === 'pass') continue;
    const prev = worst.get(r.slice);
    if (!prev || LEVELS.indexOf(r.level) > LEVELS.indexOf(prev.level)) worst.set(r.slice, r);
  }
  const all: Annotation[] = [...worst.values()].map((r) => ({
    level: accepted ? 'notice' : r.level === 'fail' ? 'error' : 'warning',
    title: `rankgate ${report.gate}: ${accepted ? 'accepted ' : ''}${r.hidden ? 'hidden regression' : r.level} in slice ${r.slice}`,
    message: r.message,
  }));
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** The step outputs, all strings as runners store them. */
export interface Outputs {
  verdict: string;
  passed: string;
  regressions: string;
  'hidden-regressions': string;
  report: string;
  'comment-url': string;
  summary: string;
  /** `true` when a verdict that would fail the step is accepted by the accept label. */
  accepted: string;
  /** Every gate's verdict, as a JSON object keyed by gate id (sorted). */
  verdicts: string;
}

/**
 * Outputs for one or more gates: the worst verdict, summed counts, every gate's verdict; `passed` is false when the verdict
 * reaches `fail-on` (with `fail-on: never`, when it is `fail`, so the output still means something).
 */
export function outputsFor(
  gates: { report: Report; reportPath: string; commentUrl: string | null }[],
  failOn: FailOn,
): Outputs {
  if (gates.length === 0) {
    return {
      verdict: '',
      passed: '',
      regressions: '',
      'hidden-regressions': '',
      report: '',
      'comment-url': '',
      summary: '',
      accepted: '',
      verdicts: '{}',
    };
  }
  let worst = gates[0]!;
  for (const g of gates)
    if (LEVELS.indexOf(g.report.verdict.level) > LEVELS.indexOf(worst.report.verdict.level)) worst = g;
  const level = worst.report.verdict.level;
  const sum = (f: (r: Report) => number) => String(gates.reduce((n, g) => n + f(g.report), 0));
  return {
    verdict: level,
    passed: String(!reaches(level, failOn === 'never' ? 'fail' : failOn)),
    regressions: sum((r) => r.verdict.regressions),
    'hidden-regressions': sum((r) => r.verdict.hiddenRegressions),
    report: worst.reportPath,
    'comment-url': worst.commentUrl ?? '',
    summary: gates
      .map((g) => (gates.length > 1 ? `${g.report.gate}: ${g.report.verdict.summary}` : g.report.verdict.summary))
      .join('; '),
    accepted: String(gates.some((g) => isAccepted(g.report, failOn))),
    verdicts: JSON.stringify(
      Object.fromEntries(
        gates
          .map((g) => [g.report.gate, g.report.verdict.level] as const)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
    ),
  };
}

/** A verdict that would fail the step (at `fail-on`, or `fail` under `never`) on a change that carries the accept label. */
export function isAccepted(report: Report, failOn: FailOn): boolean {
  return (report.acceptance ?? null) !== null && reaches(report.verdict.level, failOn === 'never' ? 'fail' : failOn);
}
