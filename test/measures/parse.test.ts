// Measure names: ir_measures syntax (design §5), aliases and trec_eval names, to one canonical spelling.
import { describe, it, expect } from 'vitest';
import {
  nearestMeasure,
  parseMeasure,
  parseMeasureList,
  parseMeasures,
  splitMeasureList,
  KNOWN_MEASURES,
} from '../../src/measures/parse.js';
import { InputError } from '../../src/errors.js';
import { useTmp, score, ranked, type Judgment } from '../score/helpers.js';

const tmp = useTmp();

describe('parseMeasure', () => {
  it.each([
    // every name listed in docs/design.md §5 and docs/contract.md
    ['nDCG@10', 'nDCG@10', 'nDCG', 10],
    ['P@5', 'P@5', 'P', 5],
    ['P(rel=2)@5', 'P(rel=2)@5', 'P', 5],
    ['R@100', 'R@100', 'R', 100],
    ['AP', 'AP', 'AP', undefined],
    ['AP@100', 'AP@100', 'AP', 100],
    ['RR', 'RR', 'RR', undefined],
    ['RR@10', 'RR@10', 'RR', 10],
    ['Success@1', 'Success@1', 'Success', 1],
    ['Rprec', 'Rprec', 'Rprec', undefined],
    ['Bpref', 'Bpref', 'Bpref', undefined],
    ['Judged@10', 'Judged@10', 'Judged', 10],
    ['ERR@10', 'ERR@10', 'ERR', 10],
    ["nDCG(dcg='exp-log2')@10", "nDCG(dcg='exp-log2')@10", 'nDCG', 10],
    ['nDCG(gains={0:0,1:1,2:3})@10', 'nDCG(gains={0:0,1:1,2:3})@10', 'nDCG', 10],
    ['NumRet', 'NumRet', 'NumRet', undefined],
    ['NumRel', 'NumRel', 'NumRel', undefined],
    ['NumRelRet', 'NumRelRet', 'NumRelRet', undefined],
    // aliases
    ['MAP', 'AP', 'AP', undefined],
    ['MRR', 'RR', 'RR', undefined],
    ['MRR@10', 'RR@10', 'RR', 10],
    ['NDCG', 'nDCG', 'nDCG', undefined],
    ['NDCG@10', 'nDCG@10', 'nDCG', 10],
    ['ndcg@5', 'nDCG@5', 'nDCG', 5],
    ['precision@5', 'P@5', 'P', 5],
    ['recall@100', 'R@100', 'R', 100],
    // trec_eval names
    ['ndcg_cut.10', 'nDCG@10', 'nDCG', 10],
    ['ndcg_cut_10', 'nDCG@10', 'nDCG', 10],
    ['P.5', 'P@5', 'P', 5],
    ['P_5', 'P@5', 'P', 5],
    ['recip_rank', 'RR', 'RR', undefined],
    ['map', 'AP', 'AP', undefined],
    ['map_cut.100', 'AP@100', 'AP', 100],
    ['success.1', 'Success@1', 'Success', 1],
    ['recall.100', 'R@100', 'R', 100],
    ['ndcg', 'nDCG', 'nDCG', undefined],
    ['num_ret', 'NumRet', 'NumRet', undefined],
    ['num_rel', 'NumRel', 'NumRel', undefined],
    ['num_rel_ret', 'NumRelRet', 'NumRelRet', undefined],
    ['bpref', 'Bpref', 'Bpref', undefined],
    // the measures added with the registry: ir_measures names where ir_measures has them, else trec_eval's
    ['IPrec@0.1', 'IPrec@0.1', 'IPrec', 0.1],
    ['iprec_at_recall.0.1', 'IPrec@0.1', 'IPrec', 0.1],
    ['infAP', 'infAP', 'infAP', undefined],
    ['RBP(p=0.8)', 'RBP(p=0.8)', 'RBP', undefined],
    ['rbp', 'RBP(p=0.9)', 'RBP', undefined], // trec_eval's rbp: p = 0.9
    ['rbp.p=0.5', 'RBP(p=0.5)', 'RBP', undefined],
    ['SetP', 'SetP', 'SetP', undefined],
    ['set_relative_P', 'SetP(relative=True)', 'SetP', undefined],
    ['SetF(beta=0.5)', 'SetF(beta=0.5)', 'SetF', undefined],
    ['set_map', 'SetAP', 'SetAP', undefined],
    ['gm_map', 'gm_map', 'gm_map', undefined],
    ['GMAP', 'gm_map', 'gm_map', undefined],
    ['11pt_avg', '11pt_avg', '11pt_avg', undefined],
    ['Rprec_mult@0.2', 'Rprec_mult@0.2', 'Rprec_mult', 0.2],
    ['relative_P.10', 'relative_P@10', 'relative_P', 10],
    ['unj.5', 'unj@5', 'unj', 5],
    ['ERR(max=4)@10', 'ERR(max=4)@10', 'ERR', 10],
    ['utility.1,-1,0,0', 'utility(a=1,b=-1,c=0,d=0)', 'utility', undefined],
    ['ndcg.1=3,2=9', "nDCG(trec_gains='1=3,2=9')", 'nDCG', undefined],
  ] as const)('%s -> %s', (input, name, kind, cutoff) => {
    const m = parseMeasure(input);
    expect(m.name).toBe(name);
    expect(m.kind).toBe(kind);
    expect(m.cutoff).toBe(cutoff);
  });

  it('keeps parameters and normalises their spelling; the label is what was asked', () => {
    expect(parseMeasure('P(rel=2)@5').params).toEqual({ rel: 2 });
    expect(parseMeasure("nDCG(dcg='exp-log2')@10").params).toEqual({ dcg: 'exp-log2' });
    expect(parseMeasure('ndcg_cut.10').label).toBe('ndcg_cut.10');
    expect(parseMeasure('MRR@10').label).toBe('MRR@10');
    expect(parseMeasure('R(rel=2)@1000').label).toBe('R(rel=2)@1000');
    expect(parseMeasure('nDCG(dcg="exp-log2")@10').name).toBe("nDCG(dcg='exp-log2')@10");
    expect(parseMeasure("nDCG(dcg='log2')@10").name).toBe('nDCG@10'); // log2 is the default discount with linear gain
    expect(parseMeasure('nDCG(gains={2:3, 0:0, 1:1})@10').name).toBe('nDCG(gains={0:0,1:1,2:3})@10');
    expect(parseMeasure(' P @ 5 ').name).toBe('P@5');
  });

  it('parseMeasures drops a second spelling of the same measure', () => {
    expect(parseMeasures(['MAP', 'AP', 'map', 'ndcg_cut.10', 'nDCG@10']).map((m) => m.name)).toEqual(['AP', 'nDCG@10']);
  });

  it('trec_eval spellings with several values: one spec each, labelled in the same style, in trec_eval order', () => {
    expect(parseMeasureList('P.10,5').map((m) => [m.label, m.name])).toEqual([
      ['P.5', 'P@5'],
      ['P.10', 'P@10'],
    ]);
    expect(parseMeasureList('P_5,10').map((m) => m.label)).toEqual(['P_5', 'P_10']);
    expect(parseMeasureList('recall').map((m) => m.name)).toEqual(
      [5, 10, 15, 20, 30, 100, 200, 500, 1000].map((k) => `R@${k}`),
    );
    expect(
      parseMeasureList('iprec_at_recall')
        .map((m) => m.label)
        .slice(0, 2),
    ).toEqual(['iprec_at_recall.0.00', 'iprec_at_recall.0.10']);
    expect(() => parseMeasure('P.5,10')).toThrow(/names 2 measures \(P\.5, P\.10\); give one/);
  });

  it('-m values split at commas outside parameters; a piece that is not a name continues a trec_eval list', () => {
    expect(
      splitMeasureList(
        "P@5,RR,nDCG(gains={0:0,1:1}),P.5,10,utility.1,-1,0,0,ndcg.1=3,2=9, MAP, nDCG(dcg='exp-log2')@10",
      ),
    ).toEqual([
      'P@5',
      'RR',
      'nDCG(gains={0:0,1:1})',
      'P.5,10',
      'utility.1,-1,0,0',
      'ndcg.1=3,2=9',
      'MAP',
      "nDCG(dcg='exp-log2')@10",
    ]);
    expect(parseMeasures(['nDCG(gains={0:0,1:1,2:3})@10', 'P.5,10']).map((m) => m.name)).toEqual([
      'nDCG(gains={0:0,1:1,2:3})@10',
      'P@5',
      'P@10',
    ]);
  });

  it.each([
    ['nDGXYZ@10', /"nDGXYZ" is not a measure/],
    ['P', /P needs a cutoff, e\.g\. P@5/],
    ['Success', /Success needs a cutoff/],
    ['Judged', /Judged needs a cutoff/],
    ['ERR', /ERR needs a cutoff/],
    ['Rprec@10', /Rprec takes no cutoff/],
    ['NumRet@10', /NumRet takes no cutoff/],
    [
      'P@0',
      /the cutoff 0 is out of range: it must be a whole number from 1 to 9007199254740991 in decimal digits, e\.g\. P@5/,
    ],
    ['P@x', /expected Name, Name@k or Name\(param=value\)@k/],
    ['P(foo=1)@5', /P has no parameter "foo" \(it takes rel\)/],
    ['Judged(rel=2)@5', /Judged has no parameter "rel" \(it takes none\)/],
    ['P(rel=x)@5', /rel must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "x"/],
    ["nDCG(dcg='exp')@10", /dcg must be 'log2' or 'exp-log2', got "exp"/],
    ["nDCG(dcg='exp-log2',gains={0:0})@10", /give one of dcg, gains or trec_gains/],
    ['P.0', /a cutoff is 0 or negative \(trec_eval: "Negative cutoff detected"\)/],
    ['P.5,5', /cutoff 5 is given twice/],
    ['utility.1,2', /utility takes 4 coefficients, got 2/],
    ['rbp.p', /malformed pair parameters/],
    ['IPrec@-1', /the cutoff -1 is out of range: it must be a decimal number >= 0 for IPrec, e\.g\. IPrec@0\.1/],
    ["nDCG(trec_gains='1=3,1=4')", /level 1 is listed twice/],
    ["nDCG(trec_gains='-1=3')", /level -1 is negative/],
    ['SetP(relative=maybe)', /relative must be True or False/],
    ['nDCG(gains={0:0,1})@10', /gains entry "1" must be grade:gain with plain decimal numbers \(e\.g\. 2:3\)/],
    // Numbers in cutoffs and parameters are plain decimal (docs/formats.md, Bad input): never read as another number.
    [
      'P@010',
      /the cutoff "010" is not a plain decimal number: write it as a whole number from 1 to 9007199254740991 in decimal digits, e\.g\. P@10 if that is what you mean/,
    ],
    ['P@1e1', /the cutoff "1e1" is not a plain decimal number: .*e\.g\. P@10 if that is what you mean/],
    ['P@1.0', /the cutoff "1\.0" is not a plain decimal number: .*e\.g\. P@1 if that is what you mean/],
    ['P@99999999999999999999', /the cutoff 99999999999999999999 is out of range/],
    [
      'IPrec@.5',
      /the cutoff "\.5" is not a plain decimal number: write it as a decimal number >= 0 for IPrec, e\.g\. IPrec@0\.1/,
    ],
    ['IPrec@1e400', /the cutoff "1e400" is not a plain decimal number/],
    ['RBP(p=08)', /p must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "08"/],
    ['RBP(p=.8)', /p must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "\.8"/],
    ['P(rel=0x1)@5', /rel must be a plain decimal number \(e\.g\. 0\.8 or 2\), got "0x1"/],
    ['nDCG(gains={01:1})@10', /gains entry "01:1" must be grade:gain with plain decimal numbers/],
    ['P.010', /"010" is not a whole number in plain decimal digits: write each parameter so, e\.g\. P\.5,10/],
    ['P.1e1', /"1e1" is not a whole number in plain decimal digits/],
    [
      'iprec_at_recall.0x1',
      /"0x1" is not a plain decimal number: write each parameter so, e\.g\. iprec_at_recall\.0\.1,0\.5/,
    ],
    ['iprec_at_recall.00.5', /"00\.5" is not a plain decimal number/],
    ['ndcg.1=3,2=0x9', /"0x9" is not a plain decimal number: write each parameter so, e\.g\. ndcg\.1=3,2=9/],
    ['nDCG(gains={1:1,1:2})@10', /gains lists grade 1 twice/],
    ['nDCG(gains={})@10', /gains must list at least one grade:gain pair/],
    ['P(rel=1,rel=2)@5', /parameter "rel" given twice/],
  ])('%s is an error', (input, why) => {
    let err: unknown;
    try {
      parseMeasure(input);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    const e = err as InputError;
    expect(e.message).toMatch(/^unknown or malformed measure/);
    expect(e.message).toMatch(why);
    // every such error lists the known measures
    expect(e.fix).toBe(`known measures: ${KNOWN_MEASURES}`);
    expect(e.format()).toMatch(
      /known measures: P@5, R@100, AP@100, RR@10, nDCG@10, .*ERR@10, NumRet, NumRel, NumRelRet, IPrec@0\.1, .* \(parameters in parentheses/,
    );
  });

  it('a mistyped name: "did you mean" with the rest as written, instead of the whole list', () => {
    for (const [typo, name, meant] of [
      ['nDGC@10', 'nDGC', 'nDCG@10'],
      ['ndgc@10', 'ndgc', 'nDCG@10'],
      ['Judgd@10', 'Judgd', 'Judged@10'],
      ['RRR@10', 'RRR', 'RR@10'],
      ["nDGC(dcg='exp-log2')@10", 'nDGC', "nDCG(dcg='exp-log2')@10"],
      ['Sucess@1', 'Sucess', 'Success@1'],
    ] as const) {
      const e = (() => {
        try {
          parseMeasure(typo, { file: 'rankgate.yml', line: 7 });
        } catch (x) {
          return x as InputError;
        }
        throw new Error(`${typo} parsed`);
      })();
      expect(e.format()).toBe(
        `rankgate.yml:7: unknown or malformed measure "${typo}": "${name}" is not a measure (did you mean "${meant}"?)`,
      );
    }
    // No guess for a word that is not near any name: a short one is no typo of P or RR.
    expect(nearestMeasure('nope')).toBeUndefined();
    expect(nearestMeasure('X')).toBeUndefined();
    expect(nearestMeasure('MAPP')).toBe('map');
  });

  it('an error carries the place it came from', () => {
    try {
      parseMeasure('nope', { file: 'rankgate.yml', line: 7 });
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).format()).toMatch(
        /^rankgate\.yml:7: unknown or malformed measure "nope": "nope" is not a measure \(known measures: /,
      );
    }
  });
});

describe('custom gains and exp-log2 on a small case, by hand', () => {
  // run [b, a, c]; discount 1/log2(rank + 1): 1, 1/log2(3), 1/2
  const L3 = Math.log2(3);

  it('nDCG(gains={0:0,1:1,2:3})@10: a=2, b=1, c=0, d=2', async () => {
    const js: Judgment[] = [
      ['q', 'a', 2],
      ['q', 'b', 1],
      ['q', 'c', 0],
      ['q', 'd', 2],
    ];
    const s = await score(tmp, js, ranked('q', ['b', 'a', 'c']), ['nDCG(gains={0:0,1:1,2:3})@10', 'nDCG@10']);
    // gains b=1, a=3, c=0: DCG = 1 + 3/log2(3) = 2.892789; ideal gains [3, 3, 1]: 3 + 3/log2(3) + 1/2 = 5.392789 -> 0.536418
    const dcg = 1 + 3 / L3;
    const ideal = 3 + 3 / L3 + 0.5;
    expect(s.value('nDCG(gains={0:0,1:1,2:3})@10', 'q')).toBeCloseTo(dcg / ideal, 12);
    expect(s.value('nDCG(gains={0:0,1:1,2:3})@10', 'q')).toBeCloseTo(0.536418, 6);
    // linear gains on the same case: (1 + 2/log2(3)) / (2 + 2/log2(3) + 1/2)
    expect(s.value('nDCG@10', 'q')).toBeCloseTo((1 + 2 / L3) / (2.5 + 2 / L3), 12);
  });

  it("nDCG(dcg='exp-log2')@10: a=3, b=1, c=0, d=2 (gain 2^g - 1)", async () => {
    const js: Judgment[] = [
      ['q', 'a', 3],
      ['q', 'b', 1],
      ['q', 'c', 0],
      ['q', 'd', 2],
    ];
    const s = await score(tmp, js, ranked('q', ['b', 'a', 'c']), ["nDCG(dcg='exp-log2')@10", "nDCG(dcg='exp-log2')@1"]);
    // gains a=7, b=1, d=3: DCG = 1 + 7/log2(3) = 5.416508; ideal [7, 3, 1]: 7 + 3/log2(3) + 1/2 = 9.392789 -> 0.576667
    expect(s.value("nDCG(dcg='exp-log2')@10", 'q')).toBeCloseTo((1 + 7 / L3) / (7 + 3 / L3 + 0.5), 12);
    expect(s.value("nDCG(dcg='exp-log2')@10", 'q')).toBeCloseTo(0.576667, 6);
    expect(s.value("nDCG(dcg='exp-log2')@1", 'q')).toBeCloseTo(1 / 7, 12); // DCG@1 = 1, IDCG@1 = 7
  });

  it('custom gains that differ by less than 1 are sorted correctly for the ideal (trec_eval mis-sorts them)', async () => {
    const js: Judgment[] = [
      ['q', 'a', 1],
      ['q', 'b', 2],
    ];
    const s = await score(tmp, js, ranked('q', ['a', 'b']), ['nDCG(gains={1:0.5,2:0.7})']);
    // DCG = 0.5 + 0.7/log2(3); ideal puts b (0.7) first: 0.7 + 0.5/log2(3)
    expect(s.value('nDCG(gains={1:0.5,2:0.7})', 'q')).toBeCloseTo((0.5 + 0.7 / L3) / (0.7 + 0.5 / L3), 12);
  });
});
