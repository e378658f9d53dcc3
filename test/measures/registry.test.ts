// The registry is the one list of measures: the measure table of docs/contract.md, --help and the parser's error all come from it.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEASURES, findMeasure, KNOWN_MEASURES } from '../../src/measures/registry.js';
import { measureHelp, measureTable } from '../../src/measures/describe.js';
import { parseMeasure } from '../../src/measures/parse.js';
import { trecEvalFamilies, TREC_EVAL_NICKNAMES } from '../../src/measures/trec-eval.js';
import { main } from '../../src/cli/main.js';

const reference = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'contract.md'), 'utf8');

describe('the measure registry', () => {
  it("the measure table of docs/contract.md is the registry's (regenerate it from measureTable() in src/measures/describe.ts)", () => {
    const m = /<!-- measures:start -->\n([\s\S]*?)\n<!-- measures:end -->/.exec(reference);
    expect(m).not.toBeNull();
    expect(m![1]).toBe(measureTable());
  });

  it('every measure parses from its own example, under its own name and aliases', () => {
    for (const d of MEASURES) {
      expect(parseMeasure(d.example).kind, d.example).toBe(d.kind);
      for (const a of d.aliases) expect(findMeasure(a)?.kind, a).toBe(d.kind);
      expect(KNOWN_MEASURES).toContain(d.example);
    }
  });

  it("every trec_eval measure of -m all_trec is in the registry, in trec_eval's order", () => {
    const families = trecEvalFamilies().map(({ family }) => family.name);
    expect(TREC_EVAL_NICKNAMES.all_trec.filter((n) => n !== 'runid' && n !== 'num_q' && !families.includes(n))).toEqual(
      [],
    );
    const orders = trecEvalFamilies().map(({ family }) => family.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('rankgate score --help lists every measure', async () => {
    let out = '';
    const code = await main(['score', '--help'], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => 0 },
    });
    expect(code).toBe(0);
    expect(out).toContain(measureHelp());
    for (const d of MEASURES) expect(out).toContain(`  ${d.example} `);
  });
});
