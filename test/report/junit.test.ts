// junit.xml as CI systems read it: parsed back with a real XML parser (fast-xml-parser, in node_modules through the
// artifact client), checked against the JUnit shape GitLab and Jenkins accept, and against the report it renders.
import { describe, it, expect, beforeAll } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { join } from 'node:path';
import { runComparison, type CompareResult } from '../../src/pipeline/compare.js';
import { renderJunit, xmlText } from '../../src/report/junit.js';
import { visible } from '../../src/report/escape.js';
import type { Report } from '../../src/report/schema.js';
import { compareCase, EXAMPLE, relAt, judgedFill, useTmp, type QuerySpec } from '../compare/helpers.js';

const tmp = useTmp();

type Node = Record<string, unknown>;
const list = (x: unknown): Node[] => (x === undefined ? [] : Array.isArray(x) ? (x as Node[]) : [x as Node]);

/** Parses the document, after checking it is well-formed XML 1.0 made only of characters XML 1.0 allows. */
function parse(xml: string): Node {
  // XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF] (surrogates only in pairs).
  expect(xml).not.toMatch(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
  );
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    processEntities: true,
    textNodeName: '#text',
    trimValues: false,
  }).parse(xml) as Node;
}

/**
 * The JUnit shape GitLab's and Jenkins' readers take: <testsuites> with <testsuite name tests failures errors skipped
 * time>, whose <testcase classname name time> hold at most a <failure> or a <skipped>, and counts that add up.
 */
function suitesOf(xml: string): { root: Node; suites: Node[] } {
  const doc = parse(xml);
  const root = doc['testsuites'] as Node;
  expect(root).toBeDefined();
  const suites = list(root['testsuite']);
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const s of suites) {
    const cases = list(s['testcase']);
    const f = cases.filter((c) => c['failure'] !== undefined).length;
    const k = cases.filter((c) => c['skipped'] !== undefined).length;
    expect([s['tests'], s['failures'], s['errors'], s['skipped'], s['time']]).toEqual([
      String(cases.length),
      String(f),
      '0',
      String(k),
      '0',
    ]);
    for (const c of cases) {
      expect(c['classname']).toBe(s['name']);
      expect(c['time']).toBe('0');
      expect(typeof c['name']).toBe('string');
      expect(c['failure'] !== undefined && c['skipped'] !== undefined).toBe(false);
      for (const k2 of Object.keys(c))
        expect(['classname', 'name', 'time', 'failure', 'skipped', 'system-out', '#text']).toContain(k2);
      // Text directly in a test case is only the indentation between its elements.
      expect(String(c['#text'] ?? '')).toMatch(/^\s*$/);
    }
    tests += cases.length;
    failures += f;
    skipped += k;
  }
  expect([root['tests'], root['failures'], root['errors'], root['skipped'], root['time']]).toEqual([
    String(tests),
    String(failures),
    '0',
    String(skipped),
    '0',
  ]);
  return { root, suites };
}

const casesOf = (suite: Node) => list(suite['testcase']);
const named = (suite: Node, name: string) => casesOf(suite).find((c) => c['name'] === name)!;

describe('junit.xml on the shipped example (the candidate that hides an exact-id regression)', () => {
  let res: CompareResult;
  let xml: string;
  beforeAll(async () => {
    res = await runComparison({ contract: join(EXAMPLE, 'rankgate.yml'), run: join(EXAMPLE, 'candidate.trec') });
    xml = res.files.find((f) => f.name === 'junit.xml')!.content;
  }, 60_000);

  it('holds one suite for the gate with a test case per gated (slice, measure) pair, the run check and each guard', () => {
    const { suites } = suitesOf(xml);
    expect(suites.map((s) => s['name'])).toEqual(['rankgate.help-center']);
    const r = res.report;
    // Gated pairs from the report itself: slices at or above min_queries, cells a rule decided (not not-gated/too-small).
    const pairs = r.slices
      .filter((s) => s.gated && !s.blind)
      .flatMap((s) =>
        r.measures
          .filter((m) => s.measures[m.name] && !['not-gated', 'too-small'].includes(s.measures[m.name]!.status))
          .map((m) => `${s.name} · ${m.name}`),
      );
    // The contract gates nDCG@10 on every slice, RR@10 on the type slices and R@100 on all: all three appear.
    expect(pairs).toContain('all · nDCG@10');
    expect(pairs).toContain('all · R@100');
    expect(pairs.some((p) => /^type=.* · RR@10$/.test(p))).toBe(true);
    expect(pairs).not.toContain('all · P@5'); // no rule gates P@5
    expect(casesOf(suites[0]!).map((c) => c['name'])).toEqual(['candidate run', ...pairs]);
  });

  it('fails each pair the gate failed, with its reasons as the message, and passes the others', () => {
    const { suites } = suitesOf(xml);
    const r = res.report;
    expect(r.verdict.level).toBe('fail');
    for (const s of r.slices.filter((x) => x.gated && !x.blind)) {
      for (const m of r.measures) {
        const cell = s.measures[m.name];
        if (!cell || ['not-gated', 'too-small'].includes(cell.status)) continue;
        const c = named(suites[0]!, `${s.name} · ${m.name}`);
        const reasons = r.verdict.reasons.filter((x) => x.slice === s.name && x.measure === m.name);
        if (cell.status === 'fail') {
          expect(c['failure']).toMatchObject({
            type: 'fail',
            message: visible(reasons.map((x) => x.message).join('; ')),
          });
        } else expect(c['failure']).toBeUndefined();
      }
    }
    const failed = casesOf(suites[0]!)
      .filter((c) => c['failure'] !== undefined)
      .map((c) => c['name']);
    // Every fail reason of the verdict lands in a failed test case.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed).toEqual(r.verdict.reasons.filter((x) => x.level === 'fail').map((x) => `${x.slice} · ${x.measure}`));
    expect(named(suites[0]!, 'candidate run')['failure']).toBeUndefined();
  });

  it('is deterministic: no clock, no host, every time 0, the same bytes from the same report', () => {
    expect(xml).not.toMatch(/timestamp|hostname/);
    expect(renderJunit([res.report])).toBe(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="rankgate" ')).toBe(true);
  });

  it('maps inconclusive and underpowered to skipped, warn to a pass with system-out, an accepted fail to skipped', () => {
    const r: Report = structuredClone(res.report);
    const fail = r.verdict.reasons.find((x) => x.level === 'fail')!;
    const all = r.slices.find((s) => s.name === 'all')!;
    all.measures['nDCG@10']!.status = 'inconclusive';
    all.measures['R@100']!.status = 'underpowered';
    // The failing pair's reason becomes a warning.
    const failing = r.slices.find((s) => s.name === fail.slice)!.measures[fail.measure!]!;
    failing.status = 'warn';
    fail.level = 'warn';
    const suite = suitesOf(renderJunit([r])).suites[0]!;
    expect(named(suite, 'all · nDCG@10')['skipped']).toMatchObject({
      message: expect.stringMatching(/^inconclusive: /),
    });
    expect(named(suite, 'all · R@100')['skipped']).toMatchObject({
      message: expect.stringMatching(/^underpowered: the smallest drop/),
    });
    const warned = named(suite, `${fail.slice} · ${fail.measure}`);
    expect(warned['failure']).toBeUndefined();
    expect(warned['skipped']).toBeUndefined();
    expect(String(warned['system-out'])).toContain(`warn: ${visible(fail.message)}`);

    const accepted: Report = {
      ...structuredClone(res.report),
      acceptance: { label: 'rankgate: accept', by: 'octocat' },
    };
    const a = suitesOf(renderJunit([accepted])).suites[0]!;
    const c = named(a, `${fail.slice} · ${fail.measure}`);
    expect(c['failure']).toBeUndefined();
    expect(c['skipped']).toMatchObject({
      message: `accepted (label "rankgate: accept" added by octocat): ${visible(fail.message)}`,
    });
  });

  it('puts several gates in one document, one suite each, with totals that add up', () => {
    const other: Report = { ...structuredClone(res.report), gate: 'tail' };
    const { root, suites } = suitesOf(renderJunit([res.report, other]));
    expect(suites.map((s) => s['name'])).toEqual(['rankgate.help-center', 'rankgate.tail']);
    expect(Number(root['tests'])).toBe(2 * casesOf(suites[0]!).length);
  });
});

describe('junit.xml from hostile input', () => {
  it('escapes every data string and shows characters XML 1.0 forbids as <U+XXXX>, never dropping them', async () => {
    // A slice value with markup, quotes, an entity, a CDATA end, a control character, a non-character and a lone surrogate.
    const evil = 'a<b>&amp;"\'q]]>\u0001\u000b\uffff\ud800z';
    const queries: QuerySpec[] = Array.from({ length: 12 }, (_, i) => ({
      qid: `q${i}`,
      judged: judgedFill(),
      base: relAt(1),
      cand: relAt(i < 6 ? 4 : 1),
      labels: { type: evil },
    }));
    const res = await compareCase(tmp.case('hostile'), {
      queries,
      contract: {
        gate: {
          primary: 'RR@10',
          rules: [{ measure: 'RR@10', slices: '*', fail: 0.05 }],
          min_queries: 10,
          significance: 'none',
        },
      },
    });
    const xml = res.files.find((f) => f.name === 'junit.xml')!.content;
    const slice = res.report.slices.find((s) => s.dimension === 'type')!;
    // The slices file keeps the control characters and the non-character (a file cannot hold a lone surrogate).
    expect(slice.name).toContain('\u0001\u000b\uffff');
    const c = named(suitesOf(xml).suites[0]!, `${visible(slice.name).replace('\uffff', '<U+FFFF>')} · RR@10`);
    expect(c['failure']).toMatchObject({ type: 'fail' });
    expect(String(c['name'])).toContain('<U+0001><U+000B><U+FFFF>');

    // The whole string, lone surrogate included, as a slice name in a report read from elsewhere: shown, not stripped.
    const r: Report = structuredClone(res.report);
    for (const s of r.slices) if (s.name === slice.name) s.name = evil;
    for (const x of r.verdict.reasons) if (x.slice === slice.name) x.slice = evil;
    const d = named(suitesOf(renderJunit([r])).suites[0]!, 'a<b>&amp;"\'q]]><U+0001><U+000B><U+FFFF><U+D800>z · RR@10');
    expect(d['failure']).toMatchObject({ type: 'fail' });
    expect(xmlText('<&>"\'')).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

describe('junit.xml for guards and a broken run', () => {
  const gate = {
    primary: 'RR@10',
    rules: [{ measure: 'RR@10', slices: '*', fail: 0.9 }],
    guards: [{ measure: 'RR@10', slices: '*', drop: 0.5 }],
    min_queries: 1,
    significance: 'none',
  };

  it("has a case per guard, failed with the guard's reason when a query loses more than it allows, passed otherwise", async () => {
    // q0 falls from rank 1 to rank 4: RR 1 → 0.25, a loss of 0.75 > the guard's 0.5; the mean drop (0.0625) fires no rule.
    const queries: QuerySpec[] = Array.from({ length: 12 }, (_, i) => ({
      qid: `q${i}`,
      judged: judgedFill(),
      base: relAt(1),
      cand: relAt(i === 0 ? 4 : 1),
    }));
    const hit = await compareCase(tmp.case('guard'), { queries, contract: { gate } });
    const guard = hit.report.verdict.reasons.find((x) => x.kind === 'guard')!;
    expect(guard.queries).toEqual(['q0']);
    const c = named(suitesOf(hit.files.find((f) => f.name === 'junit.xml')!.content).suites[0]!, 'guard 1 · RR@10');
    expect(c['failure']).toMatchObject({ type: 'fail', message: visible(guard.message) });

    const calm = await compareCase(tmp.case('guard-calm'), {
      queries: queries.map((q) => ({ ...q, cand: relAt(1) })),
      contract: { gate },
    });
    const suite = suitesOf(calm.files.find((f) => f.name === 'junit.xml')!.content).suites[0]!;
    // The same test cases, all passing: the list depends on the contract, not on what fired.
    expect(casesOf(suite).map((x) => x['name'])).toEqual(['candidate run', 'all · RR@10', 'guard 1 · RR@10']);
    expect(casesOf(suite).filter((x) => x['failure'] !== undefined || x['skipped'] !== undefined)).toEqual([]);
  });

  it('fails the candidate run case when judged queries are missing from the candidate', async () => {
    const queries: QuerySpec[] = Array.from({ length: 12 }, (_, i) => ({
      qid: `q${i}`,
      judged: judgedFill(),
      base: relAt(1),
      cand: i < 4 ? null : relAt(1),
    }));
    const res = await compareCase(tmp.case('missing'), { queries, contract: { gate } });
    const missing = res.report.verdict.reasons.find((x) => x.kind === 'missing')!;
    expect(missing.level).toBe('fail');
    const c = named(suitesOf(res.files.find((f) => f.name === 'junit.xml')!.content).suites[0]!, 'candidate run');
    expect(c['failure']).toMatchObject({ type: 'fail', message: expect.stringContaining(visible(missing.message)) });
  });
});
