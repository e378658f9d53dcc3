// The fingerprint of a query's ranked list (score/evaluate.ts): what every measure sees of it. The statistics resample
// only queries whose fingerprint differs between the runs, so two lists with the same fingerprint must have the same
// value, tie range and optimistic bound under every measure; and lists that differ only where no measure looks
// (which unjudged documents, ties among alike positions) should share it, or the bootstrap does needless work.
import { describe, expect, it } from 'vitest';
import { MEASURES, resolveMeasure } from '../../src/measures/registry.js';
import { parseMeasures } from '../../src/measures/parse.js';
import { qrelsText, runText, scoreFiles, useTmp, type Judgment, type Result } from './helpers.js';

const tmp = useTmp();
const QRELS: Judgment[] = [
  ['q', 'r1', 2],
  ['q', 'r2', 1],
  ['q', 'n1', 0],
  ['q', 'n2', 0],
];

async function fingerprints(lists: Result[][], policy: Record<string, string> = {}): Promise<number[]> {
  const out: number[] = [];
  for (const l of lists)
    out.push((await scoreFiles(tmp, qrelsText(QRELS), runText(l), ['nDCG@10'], { policy })).run.fingerprint[0]);
  return out;
}

describe('the ranked list fingerprint', () => {
  it('ignores which unjudged documents fill a position and ties among alike positions; sees grades, mixed ties and depth', async () => {
    const [plain, otherUnjudged, tiedUnjudged, tiedNonrel, tiedMixed, swapped, shorter] = await fingerprints([
      [
        ['q', 'r1', 5],
        ['q', 'u1', 4],
        ['q', 'u2', 3],
        ['q', 'n1', 2],
        ['q', 'n2', 1],
      ],
      [
        ['q', 'r1', 5],
        ['q', 'x7', 4],
        ['q', 'x8', 3],
        ['q', 'n1', 2],
        ['q', 'n2', 1],
      ],
      [
        ['q', 'r1', 5],
        ['q', 'u1', 4],
        ['q', 'u2', 4],
        ['q', 'n1', 2],
        ['q', 'n2', 1],
      ],
      [
        ['q', 'r1', 5],
        ['q', 'u1', 4],
        ['q', 'u2', 3],
        ['q', 'n1', 2],
        ['q', 'n2', 2],
      ],
      [
        ['q', 'r1', 5],
        ['q', 'u1', 5],
        ['q', 'u2', 3],
        ['q', 'n1', 2],
        ['q', 'n2', 1],
      ],
      [
        ['q', 'u1', 5],
        ['q', 'r1', 4],
        ['q', 'u2', 3],
        ['q', 'n1', 2],
        ['q', 'n2', 1],
      ],
      [
        ['q', 'r1', 5],
        ['q', 'u1', 4],
        ['q', 'u2', 3],
        ['q', 'n1', 2],
      ],
    ]);
    expect(otherUnjudged).toBe(plain);
    expect(tiedUnjudged).toBe(plain); // two unjudged documents tied: any order reads the same
    expect(tiedNonrel).toBe(plain); // two judged non-relevant documents tied: the same
    expect(tiedMixed).not.toBe(plain); // relevant tied with unjudged: the order matters to the tie range
    expect(swapped).not.toBe(plain);
    expect(shorter).not.toBe(plain);
  });

  it('equal fingerprints mean equal values, tie ranges and bounds under every registry measure (random lists)', async () => {
    const all = MEASURES.filter((d) => !d.text).map((d) => d.example);
    // Under ties: expected, the measures that have an exact expected value (the others are refused there).
    const withExpected = all.filter((m) => resolveMeasure(parseMeasures([m])[0], 1).expected !== null);
    let state = 7;
    const rand = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const unjudged = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
    for (const ties of ['trec_eval', 'expected']) {
      const measures = ties === 'expected' ? withExpected : all;
      const lists: Result[][] = [];
      for (let t = 0; t < 80; t++) {
        // r1, n1 and three unjudged documents drawn from six, scores 1 or 2: many ties and many lists that differ
        // only in which unjudged documents they hold and how alike positions tie, so fingerprints are shared.
        const u = [...unjudged].sort(() => rand() - 0.5).slice(0, 3);
        lists.push(['r1', 'n1', ...u].map((d) => ['q', d, 1 + Math.floor(rand() * 2)] as Result));
      }
      const scored = [];
      for (const l of lists)
        scored.push(
          await scoreFiles(tmp, qrelsText(QRELS), runText(l), measures, { policy: { ties: ties as 'trec_eval' } }),
        );
      const byPrint = new Map<number, number[]>();
      scored.forEach((s, i) => byPrint.set(s.run.fingerprint[0], [...(byPrint.get(s.run.fingerprint[0]) ?? []), i]));
      let compared = 0;
      for (const group of byPrint.values()) {
        for (const j of group.slice(1)) {
          const a = scored[group[0]].run;
          const b = scored[j].run;
          for (let mi = 0; mi < measures.length; mi++) {
            const what = `${ties}: ${measures[mi]} of list ${group[0]} and ${j}`;
            expect([b.value[mi][0], b.low[mi][0], b.high[mi][0]], what).toEqual([
              a.value[mi][0],
              a.low[mi][0],
              a.high[mi][0],
            ]);
          }
          compared++;
        }
      }
      // The lists must actually share fingerprints, or the check checks nothing.
      expect(compared, ties).toBeGreaterThan(5);
      expect(measures.length, ties).toBeGreaterThan(20);
    }
  });
});
