import { f4, fmtP, signed } from '../numbers.js';
import { visible } from './escape.js';
import type { CellStatus, Reason, Report } from './schema.js';

/**
 * The gate as JUnit XML, the test report format GitLab's merge-request widget, Jenkins, Buildkite, Azure Pipelines
 * and CircleCI show natively. One <testsuite> per gate (classname `rankgate.<gate>`), one <testcase> per gated
 * (slice, measure) pair named `<slice> · <measure>`, one per guard, and one for the candidate run's completeness
 * (missing queries, no judged documents), so that the list of test cases depends on the contract and the slices,
 * never on what fired: CI systems track a test's history by its name.
 *
 * How outcomes map, as CI systems count them:
 * - fail: <failure type="fail">, with the reasons as its message (an accepted fail, see below, is <skipped>);
 * - inconclusive and underpowered: <skipped> with the reason: the gate could not decide, which is not a pass;
 * - warn: a passing test case whose <system-out> says "warn: …" (a warning does not fail the check);
 * - pass: a passing test case.
 * A fail the pull request accepted (the accept label) is <skipped message="accepted …">: the check passed, and the
 * regression stays visible. Every time is 0 and no timestamp or host name is written, so the same report always gives
 * the same bytes. Every data string is escaped; characters XML 1.0 forbids (controls, lone surrogates) are shown as
 * <U+XXXX> as in every other output, never dropped.
 */

type Outcome = 'pass' | 'warn' | 'skipped' | 'failure';

interface Case {
  name: string;
  outcome: Outcome;
  /** The failure's or skip's one-line message (also the first line of system-out for a warning). */
  message: string;
  /** Details: the numbers and every reason's message. */
  detail: string[];
  /** The failure's type attribute. */
  type: string;
}

/** Text for XML element content or a double-quoted attribute: markup, line breaks and forbidden characters escaped. */
export function xmlText(s: string): string {
  return visible(s)
    .replace(/[\ufffe\uffff]/g, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase()}>`)
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** One <testsuites> document holding each report's <testsuite>. */
export function renderJunit(reports: readonly Report[]): string {
  const suites = reports.map(suite);
  const total = (k: 'tests' | 'failures' | 'skipped') => suites.reduce((n, s) => n + s[k], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="rankgate" tests="${total('tests')}" failures="${total('failures')}" errors="0" skipped="${total('skipped')}" time="0">`,
    ...suites.flatMap((s) => s.lines),
    '</testsuites>',
    '',
  ].join('\n');
}

function suite(r: Report): { lines: string[]; tests: number; failures: number; skipped: number } {
  const cases = casesOf(r);
  const failures = cases.filter((c) => c.outcome === 'failure').length;
  const skipped = cases.filter((c) => c.outcome === 'skipped').length;
  const classname = xmlText(`rankgate.${r.gate}`);
  const lines = [
    `  <testsuite name="${classname}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="0">`,
    '    <properties>',
    ...[
      ['verdict', r.verdict.level],
      ['contract', r.contract.id],
      ['primary', r.primary],
      ['rankgate', r.tool.version],
    ].map(([k, v]) => `      <property name="${k}" value="${xmlText(v!)}"/>`),
    '    </properties>',
  ];
  for (const c of cases) {
    const head = `    <testcase classname="${classname}" name="${xmlText(c.name)}" time="0"`;
    if (c.outcome === 'pass') {
      lines.push(`${head}/>`);
      continue;
    }
    lines.push(`${head}>`);
    const body = c.detail.map(xmlText).join('\n');
    if (c.outcome === 'failure')
      lines.push(`      <failure type="${xmlText(c.type)}" message="${xmlText(c.message)}">${body}</failure>`);
    else if (c.outcome === 'skipped')
      lines.push(`      <skipped message="${xmlText(c.message)}"/>`, `      <system-out>${body}</system-out>`);
    else lines.push(`      <system-out>${xmlText(`warn: ${c.message}`)}\n${body}</system-out>`);
    lines.push('    </testcase>');
  }
  lines.push(
    `    <system-out>${[r.verdict.summary, ...(r.verdict.ties ? [r.verdict.ties.message] : []), ...r.warnings].map(xmlText).join('\n')}</system-out>`,
    '  </testsuite>',
  );
  return { lines, tests: cases.length, failures, skipped };
}

/** The test cases in a fixed order: the run's completeness, then the slices as the report lists them, then the guards. */
function casesOf(r: Report): Case[] {
  const reasons = r.verdict.reasons;
  const used = new Set<Reason>();
  const take = (pick: (x: Reason) => boolean): Reason[] => {
    const out = reasons.filter((x) => !used.has(x) && pick(x));
    for (const x of out) used.add(x);
    return out;
  };
  const cases: Case[] = [];
  cases.push(
    decided(
      r,
      'candidate run',
      'pass',
      take((x) => x.kind === 'missing' || x.kind === 'no-overlap'),
      [],
    ),
  );
  for (const s of r.slices) {
    if (!s.gated) continue;
    if (s.blind) {
      // A blind held-out slice shows no numbers, only its status, as every other output does.
      if (gatedStatus(s.status))
        cases.push(
          decided(
            r,
            `${s.name} (held out, blind)`,
            s.status,
            take((x) => x.slice === s.name && x.kind !== 'guard'),
            [],
          ),
        );
      continue;
    }
    for (const m of r.measures) {
      const cell = s.measures[m.name];
      if (!cell || !gatedStatus(cell.status)) continue;
      const numbers = [
        `${m.name} on ${s.name} (${s.queries} queries): ${f4(cell.baseline)} → ${f4(cell.candidate)} (${signed(cell.delta)})` +
          (cell.gate?.pAdjusted != null ? `, p=${fmtP(cell.gate.pAdjusted)} one-sided, adjusted` : '') +
          (cell.gate?.mde != null ? `, smallest detectable drop ${f4(cell.gate.mde)}` : ''),
      ];
      cases.push(
        decided(
          r,
          `${s.name} · ${m.name}`,
          cell.status,
          take((x) => x.slice === s.name && x.measure === m.name && x.kind !== 'guard'),
          numbers,
        ),
      );
    }
  }
  r.contract.resolved.gate.guards.forEach((g, gi) => {
    cases.push(
      decided(
        r,
        `guard ${gi + 1} · ${g.measure}`,
        'pass',
        take((x) => x.kind === 'guard' && x.rule === gi),
        [],
      ),
    );
  });
  // A reason no case above took (none should be left) still gets a case of its own: a fail is never dropped.
  for (const x of take(() => true)) cases.push(decided(r, `${x.slice} · ${x.measure ?? x.kind}`, 'pass', [x], []));
  return cases;
}

/** A status the gate decided: a level, or underpowered (gated, but unable to resolve its threshold). */
function gatedStatus(s: CellStatus): boolean {
  return s !== 'not-gated' && s !== 'too-small';
}

const RANK: Record<CellStatus, number> = {
  'too-small': 0,
  'not-gated': 0,
  pass: 1,
  underpowered: 2,
  warn: 3,
  inconclusive: 4,
  fail: 5,
};

function decided(r: Report, name: string, status: CellStatus, reasons: Reason[], numbers: string[]): Case {
  let worst = status;
  for (const x of reasons) if (RANK[x.level] > RANK[worst]) worst = x.level;
  const messages = reasons.map((x) => x.message);
  const detail = [...numbers, ...messages];
  const said = messages.join('; ') || numbers.join('; ');
  if (worst === 'fail') {
    const a = r.acceptance;
    if (a)
      return {
        name,
        outcome: 'skipped',
        type: 'fail',
        message: `accepted (label "${a.label}"${a.by ? ` added by ${a.by}` : ''}): ${said}`,
        detail,
      };
    return { name, outcome: 'failure', type: 'fail', message: said, detail };
  }
  if (worst === 'inconclusive')
    return { name, outcome: 'skipped', type: 'inconclusive', message: `inconclusive: ${said}`, detail };
  if (worst === 'underpowered') {
    return {
      name,
      outcome: 'skipped',
      type: 'underpowered',
      message: `underpowered: the smallest drop this slice can detect is larger than the fail threshold; ${said}`,
      detail,
    };
  }
  if (worst === 'warn') return { name, outcome: 'warn', type: 'warn', message: said, detail };
  return { name, outcome: 'pass', type: 'pass', message: '', detail };
}
